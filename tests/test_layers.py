"""The architecture rule: each layer imports only the layers below it.

``model`` is the base; ``frontend``, ``analysis`` and ``codegen`` build on it; ``transform`` on
those; ``runtime`` and ``viz`` know nothing of C parsing or schedules; ``kernel.py`` and
``benchmark.py`` bind the layers into the public API that ``cli.py``, ``widgets`` and ``labs`` use.
"""
import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "polyviz"

ALLOWED = {
    "model": set(),
    "frontend": {"model"},
    "analysis": {"model"},
    "codegen": {"model"},
    "transform": {"model", "analysis", "codegen"},
    "runtime": {"model"},
    "viz": {"model"},
    "kernel": {"model", "frontend", "analysis", "codegen", "transform"},
    "benchmark": {"model", "kernel", "transform", "runtime"},
    "widgets": {"model", "kernel", "transform", "benchmark", "viz"},
    "labs": {"model", "kernel", "transform", "benchmark", "viz"},
    "cli": {"model", "kernel", "transform", "benchmark", "runtime"},
}
#: Modules every layer may use: the error types, the resource limits, commands run in a process
#: group of their own (the front end's preprocessor and the runtime's compiles), clang with Polly
#: (the front end reads Polly's SCoPs, the runtime builds with the schedules it imports, and both
#: must run the same clang the same way) and the package's own entry point.
SHARED = {"errors", "limits", "processes", "toolchain", "__version__"}


def layer_of(path: Path) -> str:
    relative = path.relative_to(PACKAGE)
    return relative.parts[0] if len(relative.parts) > 1 else relative.stem


def imported_layers(path: Path) -> set[str]:
    """The polyviz layers ``path`` imports (absolute ``polyviz.x`` or relative ``..x``)."""
    tree = ast.parse(path.read_text())
    depth = len(path.relative_to(PACKAGE).parts) - 1  # 0 for polyviz/x.py, 1 for polyviz/x/y.py
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level == 0:
                parts = (node.module or "").split(".")
                if parts[0] == "polyviz" and len(parts) > 1:
                    found.add(parts[1])
                elif parts == ["polyviz"]:
                    found.update(alias.name for alias in node.names)
            elif node.level == depth + 1:  # reaches the package root
                if node.module:
                    found.add(node.module.split(".")[0])
                else:
                    found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[0] == "polyviz" and len(parts) > 1:
                    found.add(parts[1])
    return found


FILES = sorted(p for p in PACKAGE.rglob("*.py") if layer_of(p) in ALLOWED)


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_point_only_downward(path):
    layer = layer_of(path)
    upward = imported_layers(path) - ALLOWED[layer] - SHARED - {layer}
    assert not upward, f"{path.relative_to(PACKAGE)} ({layer}) imports {sorted(upward)}"


def test_every_module_belongs_to_a_layer():
    modules = {layer_of(p) for p in PACKAGE.rglob("*.py")} - {"__init__", "__main__"} - SHARED
    assert modules <= set(ALLOWED), sorted(modules - set(ALLOWED))


#: ``transform``'s modules from the bottom up (docs/architecture.md): each imports only modules
#: before it, so the steps know the ``Schedule`` value and the value knows no step.  ``directives``
#: is the package of the lowering directives' modules, one directive each.
TRANSFORM_ORDER = ["tree", "residual", "recipe", "stepspec", "legality", "schedule", "footprint", "counts", "fusion", "access",
                   "cachemodel", "forkjoin", "inplace", "steps", "directives", "pipeline", "auto", "apply", "__init__"]


def _transform_imports(path: Path, level: int) -> set[str]:
    """The ``transform`` modules ``path`` imports, ``level`` being the relative level that reaches
    ``transform`` from it.  Imports that only type checkers run count too: a module that names
    a type above it is tied to it all the same."""
    tree = ast.parse(path.read_text())
    imported = {node.module.split(".")[0] for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom) and node.level == level and node.module}
    imported |= {alias.name for node in ast.walk(tree)
                 if isinstance(node, ast.ImportFrom) and node.level == level and not node.module
                 for alias in node.names}
    return imported


def test_transform_modules_import_only_modules_below_them():
    folder = PACKAGE / "transform"
    present = {p.stem for p in folder.glob("*.py")} | {p.name for p in folder.iterdir() if (p / "__init__.py").exists()}
    unplaced = sorted(present - set(TRANSFORM_ORDER))
    assert not unplaced, f"place {unplaced} in TRANSFORM_ORDER, above the modules they import"
    for position, module in enumerate(TRANSFORM_ORDER):
        package = folder / module
        paths = sorted(package.glob("*.py")) if package.is_dir() else [folder / f"{module}.py"]
        for path in paths:
            imported = _transform_imports(path, 2 if package.is_dir() else 1)
            above = imported - set(TRANSFORM_ORDER[:position])
            assert not above, f"{path.relative_to(folder)} imports {sorted(above)}, which stand above it"


def test_each_directive_module_imports_no_other_directive():
    """A directive is one module: the package's ``__init__`` gathers them, none uses another's."""
    modules = sorted((PACKAGE / "transform" / "directives").glob("*.py"))
    names = {p.stem for p in modules}
    assert {"isolate", "looptypes"} <= names
    for path in modules:
        if path.stem != "__init__":
            assert not _transform_imports(path, 1), f"directives/{path.name} imports another directive's module"
