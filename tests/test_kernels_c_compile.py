"""Checks on the C kernel collection in kernels_c/.

Every kernel must compile cleanly with gcc against polyviz's stand-in polybench.h,
define exactly one function ``kernel_<name>`` (``-`` in the file name becomes ``_``),
and carry ``// polyviz-test:`` / ``// polyviz-bench:`` lines that give a value to each
of the function's integer size parameters and to nothing else.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pycparser_fake_libc
import pytest
from pycparser import c_ast, c_parser

from polyviz.runtime import eval_flops

REPO = Path(__file__).resolve().parents[1]
KERNEL_DIR = REPO / "kernels_c"
INCLUDE_DIR = REPO / "polyviz" / "frontend" / "c_headers" / "include"
FAKE_LIBC_DIR = pycparser_fake_libc.directory

BENCHMARKS = [
    "gemm", "2mm", "syrk", "trmm", "lu", "cholesky", "mvt", "atax", "covariance",
    "jacobi-1d", "jacobi-2d", "seidel-2d", "heat-3d", "fdtd-2d",
]
TUTORIALS = [
    "tutorial_stencil", "tutorial_row_recurrence", "tutorial_diagonal",
    "tutorial_triangular", "tutorial_reversed",
]
# The lower-case sizes that polybench.h's _PB_* macros expand to.
SIZE_NAMES = {"n", "m", "ni", "nj", "nk", "nl", "nm", "nx", "ny", "nz", "tsteps", "tmax"}

# -Wall turns on -Wunknown-pragmas, which would reject every `#pragma scop`; those
# pragmas are the point of the collection, so that single warning is switched off.
GCC_FLAGS = ["-std=c99", "-Wall", "-Wextra", "-Werror", "-Wno-unknown-pragmas", "-fsyntax-only"]

KERNEL_FILES = sorted(KERNEL_DIR.glob("*.c"))


def _gcc() -> str:
    gcc = shutil.which("gcc")
    assert gcc is not None, "gcc is required to check the kernels"
    return gcc


def _directive(text: str, key: str) -> list[str]:
    return re.findall(r"^// polyviz-%s:(.*)$" % re.escape(key), text, re.M)


def _sizes(line: str) -> dict[str, int]:
    sizes: dict[str, int] = {}
    for token in line.split():
        match = re.fullmatch(r"([a-z_][a-z0-9_]*)=([0-9]+)", token)
        assert match, f"malformed size assignment {token!r} in {line!r}"
        name, value = match.group(1), int(match.group(2))
        assert name not in sizes, f"size {name} given twice in {line!r}"
        sizes[name] = value
    return sizes


def _function_defs(path: Path) -> list[c_ast.FuncDef]:
    """Preprocess with polyviz's parsing headers only and parse with pycparser."""
    result = subprocess.run(
        [_gcc(), "-E", "-nostdinc", "-I", str(INCLUDE_DIR), "-I", str(FAKE_LIBC_DIR), str(path)],
        capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stderr
    ast = c_parser.CParser().parse(result.stdout, filename=str(path))
    return [node for node in ast.ext if isinstance(node, c_ast.FuncDef)]


def _param_kind(decl: c_ast.Decl) -> str:
    """'int' (size), 'scalar' (DATA_TYPE value) or 'array' (VLA parameter)."""
    t = decl.type
    if isinstance(t, c_ast.ArrayDecl):
        return "array"
    assert isinstance(t, c_ast.TypeDecl) and isinstance(t.type, c_ast.IdentifierType), (
        f"unexpected parameter type for {decl.name}")
    names = t.type.names
    if names == ["int"]:
        return "int"
    assert names == ["double"], f"parameter {decl.name} has type {' '.join(names)}"
    return "scalar"


def _kernel_signature(path: Path) -> tuple[str, list[tuple[str, str]]]:
    defs = _function_defs(path)
    assert len(defs) == 1, f"{path.name}: expected one function, found {[d.decl.name for d in defs]}"
    func = defs[0]
    ret = func.decl.type.type
    assert isinstance(ret, c_ast.TypeDecl) and ret.type.names == ["void"], "kernel must return void"
    params = func.decl.type.args.params if func.decl.type.args else []
    return func.decl.name, [(p.name, _param_kind(p)) for p in params]


def test_collection_is_complete():
    present = {p.stem for p in KERNEL_FILES}
    missing = set(BENCHMARKS + TUTORIALS) - present
    assert not missing, f"missing kernels: {sorted(missing)}"


@pytest.mark.parametrize("path", KERNEL_FILES, ids=lambda p: p.name)
def test_compiles_cleanly(path: Path):
    result = subprocess.run(
        [_gcc(), *GCC_FLAGS, "-I", str(INCLUDE_DIR), str(path)],
        capture_output=True, text=True, cwd=REPO,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == "", result.stderr


@pytest.mark.parametrize("path", KERNEL_FILES, ids=lambda p: p.name)
def test_single_kernel_function_named_after_file(path: Path):
    name, params = _kernel_signature(path)
    assert name == "kernel_" + path.stem.replace("-", "_")
    # sizes first, then DATA_TYPE scalars, then arrays
    order = {"int": 0, "scalar": 1, "array": 2}
    ranks = [order[kind] for _, kind in params]
    assert ranks == sorted(ranks), f"parameter order {params}"
    sizes = [p for p, kind in params if kind == "int"]
    assert sizes, "a kernel needs at least one size parameter"
    assert set(sizes) <= SIZE_NAMES, f"unknown size names {set(sizes) - SIZE_NAMES}"
    assert any(kind == "array" for _, kind in params)


@pytest.mark.parametrize("path", KERNEL_FILES, ids=lambda p: p.name)
def test_size_directives_match_parameters(path: Path):
    text = path.read_text()
    _, params = _kernel_signature(path)
    size_params = {p for p, kind in params if kind == "int"}
    test_lines, bench_lines = _directive(text, "test"), _directive(text, "bench")
    assert len(test_lines) == 1, "need exactly one // polyviz-test: line"
    assert len(bench_lines) == 1, "need exactly one // polyviz-bench: line"
    test, bench = _sizes(test_lines[0]), _sizes(bench_lines[0])
    assert set(test) == size_params
    assert set(bench) == size_params
    for name, value in test.items():
        assert 5 <= value <= 20, f"test size {name}={value} outside 5..20"
        assert bench[name] >= value, f"bench size {name} smaller than test size"


@pytest.mark.parametrize("path", KERNEL_FILES, ids=lambda p: p.name)
def test_scop_markers_and_extra_directives(path: Path):
    text = path.read_text()
    starts = re.findall(r"^#pragma scop\s*$", text, re.M)
    ends = re.findall(r"^#pragma endscop\s*$", text, re.M)
    if path.stem in TUTORIALS:
        assert not starts and not ends, "tutorial kernels are written without scop pragmas"
    else:
        assert len(starts) == len(ends) == 1, "benchmark kernels need one #pragma scop/endscop pair"
        assert text.index("#pragma scop") < text.index("#pragma endscop")
    _, params = _kernel_signature(path)
    arrays = {p for p, kind in params if kind == "array"}
    for line in _directive(text, "init"):
        match = re.fullmatch(r" (\w+) = (spd|diagonally_dominant)", line)
        assert match and match.group(1) in arrays, f"bad init directive {line!r}"
    for line in _directive(text, "numpy"):
        compile(line.strip(), f"{path.name}:polyviz-numpy", "exec")
    flops = _directive(text, "flops")
    assert len(flops) <= 1, "at most one // polyviz-flops: line"
    for line in flops:
        assert eval_flops(line.strip(), _sizes(_directive(text, "test")[0])) > 0, f"bad flops directive {line!r}"
    # anything that looks like a directive must be one of the known kinds
    for key in re.findall(r"^// polyviz-([\w-]+):", text, re.M):
        assert key in {"test", "bench", "numpy", "init", "flops"}, f"unknown directive polyviz-{key}"
