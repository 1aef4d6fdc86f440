"""OpenScop: export then import gives the same domains, accesses, dependences and generated code,
on every kernels_c kernel and every PolyBench/C 4.2.1 kernel polyviz reads; a transformed
schedule's scattering, imported, runs and computes what the original computes."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from polyviz import Kernel
from polyviz.benchmark import bench
from polyviz.cli import main
from polyviz.frontend import OpenScopError
from polyviz.runtime import Variant

ROOT = Path(__file__).resolve().parent.parent
KERNELS = ROOT / "kernels_c"
POLYBENCH = ROOT.parent / "shared" / "polybench-c-4.2.1"
POLYBENCH_KERNELS = (POLYBENCH / "utilities" / "benchmark_list").read_text().split() if POLYBENCH.is_dir() else []


def assert_same_model(original: Kernel, imported: Kernel) -> None:
    assert imported.parameters == original.parameters
    assert imported.context.is_equal(original.context)
    assert [s.name for s in imported.statements] == [s.name for s in original.statements]
    for a, b in zip(original.statements, imported.statements):
        assert b.iterators == a.iterators and b.text == a.text
        assert b.domain.is_equal(a.domain), a.name
        for mine, theirs in ((a.reads, b.reads), (a.writes, b.writes)):
            assert sorted(map(str, theirs)) == sorted(map(str, mine)) or all(
                any(m.is_equal(t) for t in theirs) for m in mine), a.name
    key = lambda d: (d.kind, d.source, d.sink, d.array)  # noqa: E731
    theirs = {key(d): d.relation for d in imported.dependences()}
    mine = {key(d): d.relation for d in original.dependences()}
    assert theirs.keys() == mine.keys()
    assert all(theirs[k].is_equal(mine[k]) for k in mine)
    # <body> holds each statement as parsed (macros expanded), not as the user wrote it, and bounds
    # use the parameters' own names: the imported code matches the original's printed so.
    parsed = Kernel(replace(original.scop, statements=tuple(replace(s, written=None) for s in original.statements),
                            spellings=()))
    assert _undeclared(imported.to_c()) == _undeclared(parsed.to_c())


def _undeclared(code: str) -> str:
    """C without ``int`` in loop headers: whether the user declared an iterator in its ``for``
    or before the nest is C text OpenScop does not record (the imported function declares all)."""
    return code.replace("for (int ", "for (")


@pytest.mark.parametrize("path", sorted(KERNELS.glob("*.c")), ids=lambda p: p.stem)
def test_round_trip_of_every_kernel(path):
    kernel = Kernel.from_file(path)
    imported = Kernel.from_openscop(kernel.to_openscop())
    assert_same_model(kernel, imported)
    assert sorted((a.name, a.element_type, a.extents) for a in imported.arrays) == \
        sorted((a.name, a.element_type, a.extents) for a in kernel.arrays)
    # The declarations' macro spellings (DATA_TYPE, POLYBENCH_2D) stay with the C file: OpenScop's
    # signature line is the preprocessed one, where the macros are gone.
    assert [(p.name, p.kind, p.c_type, p.extents) for p in imported.scop.function_parameters] == \
        [(p.name, p.kind, p.c_type, p.extents) for p in kernel.scop.function_parameters]


def _polybench_kernel(relative: str) -> Kernel:
    """A PolyBench kernel at MINI_DATASET, read from PolyBench's file with its own headers."""
    path = POLYBENCH / relative
    return Kernel.from_file(path, "kernel_" + path.stem.replace("-", "_"),
                            include_dirs=[POLYBENCH / "utilities"], defines=["MINI_DATASET"])


@pytest.mark.skipif(not POLYBENCH.is_dir(), reason="PolyBench/C 4.2.1 is not at ../shared/polybench-c-4.2.1")
@pytest.mark.parametrize("relative", POLYBENCH_KERNELS, ids=lambda p: Path(p).stem)
def test_round_trip_of_every_polybench_kernel(relative):
    from polyviz import ScopError

    try:
        kernel = _polybench_kernel(relative)
    except ScopError as error:
        pytest.skip(f"the C front end does not read {Path(relative).name} yet: {error.reason}")
    assert_same_model(kernel, Kernel.from_openscop(kernel.to_openscop()))


@pytest.mark.parametrize("name, recipe", [("gemm", "tile(k=4, j@S1=3); parallel(i)"), ("seidel-2d", "auto()"),
                                          ("cholesky", "auto()")])
def test_a_transformed_scattering_imports_as_one_opaque_band_that_runs(name, recipe):
    kernel = Kernel.from_file(KERNELS / f"{name}.c")
    schedule = kernel.apply_recipe(recipe)
    imported = Kernel.from_openscop(schedule.to_openscop())
    assert all(loop.startswith("scat") for loop in imported.schedule().loops())
    # The statements of the schedule's own SCoP, which a step may rewrite (auto()'s in_place on cholesky
    # drops a self-copy); OpenScop numbers the imported ones afresh, so names are not compared.
    scheduled = schedule.scop.statements
    assert len(imported.statements) == len(scheduled) and all(
        a.domain.is_equal(b.domain.set_tuple_name(a.name)) for a, b in zip(scheduled, imported.statements))
    code = imported.generate(openmp=False)
    result = bench(kernel, [Variant("imported scattering", kernel.translation_unit(code))], "test", repeat=0)
    record = result["imported scattering"]
    assert record.ok and record.verified == "exact", record.message


def test_malformed_openscop_names_the_line_and_the_expected_element():
    text = Kernel.from_file(KERNELS / "gemm.c").to_openscop()
    lines = text.splitlines()
    header = next(k for k, line in enumerate(lines) if line.startswith("4 7 2 0 0 3"))
    broken = "\n".join(lines[:header] + ["4 9 2 0 0 3"] + lines[header + 1:])
    with pytest.raises(OpenScopError, match=rf"line {header + 1}: expected 7 columns"):
        Kernel.from_openscop(broken)
    with pytest.raises(OpenScopError, match=r"expected the number of statements, found '<end of text>'"):
        Kernel.from_openscop("<OpenScop>\nC\nCONTEXT\n0 2 0 0 0 0\n0\n")
    with pytest.raises(OpenScopError, match=r"line 3: expected CONTEXT, found 'DOMAIN'"):
        Kernel.from_openscop("<OpenScop>\nC\nDOMAIN\n")


def test_export_and_analyze_openscop_from_the_command_line(tmp_path, capsys):
    out = tmp_path / "jacobi.scop"
    assert main(["export", str(KERNELS / "jacobi-1d.c"), "--format", "openscop", "-o", str(out)]) == 0
    assert main(["analyze", str(out)]) == 0
    report = capsys.readouterr().out
    assert "RAW S0 -> S1 on B" in report and "kernel kernel_jacobi_1d" in report
    out.write_text(out.read_text().replace("SCATTERING", "SCATTER", 1))
    assert main(["analyze", str(out)]) == 2
    assert "expected DOMAIN or SCATTERING or READ or WRITE or MAY_WRITE, found 'SCATTER'" in capsys.readouterr().err
