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
#: before it, so the steps know the ``Schedule`` value and the value knows no step.
TRANSFORM_ORDER = ["tree", "recipe", "stepspec", "legality", "schedule", "footprint", "fusion", "access", "cachemodel",
                   "forkjoin", "inplace", "steps", "pipeline", "auto", "apply", "__init__"]


def test_transform_modules_import_only_modules_below_them():
    folder = PACKAGE / "transform"
    unplaced = sorted({p.stem for p in folder.glob("*.py")} - set(TRANSFORM_ORDER))
    assert not unplaced, f"place {unplaced} in TRANSFORM_ORDER, above the modules they import"
    for position, module in enumerate(TRANSFORM_ORDER):
        tree = ast.parse((folder / f"{module}.py").read_text())
        # Imports that only type checkers run count too: a module that names a type above it
        # is tied to it all the same.
        imported = {node.module.split(".")[0] for node in ast.walk(tree)
                    if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module}
        imported |= {alias.name for node in ast.walk(tree)
                     if isinstance(node, ast.ImportFrom) and node.level == 1 and not node.module
                     for alias in node.names}
        above = imported - set(TRANSFORM_ORDER[:position])
        assert not above, f"transform/{module}.py imports {sorted(above)}, which stand above it"
