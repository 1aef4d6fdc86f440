"""Polly's own view as polyviz's model (issue 33 items 3 and 4): Kernel.from_polly and
``polyviz analyze --via polly`` read the SCoP clang with Polly finds (its statements, domains,
accesses and schedule), in C and in C++; polyviz's steps apply, and clang with Polly builds the
schedule, run against the original and verified."""
from __future__ import annotations

import json
import re

import islpy as isl
import pytest

from polyviz import Explorer, IllegalTransformation, Kernel
from polyviz.benchmark import bench
from polyviz.cli import main
from polyviz.frontend import PollyError, PollyUnavailable

from test_polly import KERNELS, _maps, _order, needs_polly  # noqa: E402 (Polly found or not, as the export's tests see it)

pytestmark = pytest.mark.tool_detection

#: The C++ kernels: the function holding the SCoP, and recipes over Polly's statements (a tiling
#: or skewing each), besides auto().
CPLUSPLUS = {
    "gemm": ("gemm", "tile(i1@Stmt_for_body14=4, i2=3); interchange(i1_t, i2_t)"),
    "stencil": ("jacobi", "skew(i1@Stmt_for_body9, i0, 1); tile(i1@Stmt_for_body53=3, i2@Stmt_for_body53=4)"),
    "imperfect": ("scale", "distribute(i0); tile(i0@Stmt_for_body14=4, i1@Stmt_for_body14=3)"),
}


@needs_polly
def test_a_c_kernel_through_polly_has_pollys_statements_with_their_c_text():
    kernel = Kernel.from_polly(KERNELS / "gemm.c")
    polly = kernel.via_polly.kernel
    assert [s.name for s in kernel.statements] == ["Stmt_for_body3", "Stmt_for_body11"]
    assert [(s.line, s.text) for s in kernel.statements] == [(20, "C[i][j] *= beta;"),
                                                             (23, "C[i][j] += alpha * A[i][k] * B[k][j];")]
    for ours, theirs in zip(kernel.statements, polly.statements):
        assert ours.domain.is_equal(theirs.domain)
        assert sorted(map(str, ours.reads + ours.writes)) == sorted(
            str(m.intersect_domain(theirs.domain)).replace("MemRef_", "") for _, m in theirs.accesses)
    # The original schedule is Polly's: it orders the instances as Polly's export does.
    assert _order({s.name: s.schedule for s in kernel.statements}).is_equal(
        _order({s.name: s.schedule.intersect_domain(s.domain) for s in polly.statements}))
    assert [loop.iterator for loop in kernel.scop.loops] == ["i0", "i1", "i1", "i2"]
    described = kernel.describe()
    assert f"Polly's SCoP {polly.region} of kernel_gemm (lines gemm.c:18-23)" in described
    assert "RAW Stmt_for_body11 -> Stmt_for_body11 on C: (0, 1, 0); carried by i1" in described


@needs_polly
def test_polyviz_steps_on_pollys_statements_reach_polly_unchanged():
    kernel = Kernel.from_polly(KERNELS / "gemm.c")
    schedule = kernel.apply_recipe("tile(i1@Stmt_for_body11=4, i2=3); interchange(i1_t, i2_t)")
    written = json.loads(schedule.to_jscop())
    # Each of Polly's statements is one of the model's: the file orders the instances as polyviz's schedule.
    theirs = {s["name"]: isl.Map(s["schedule"]) for s in written["statements"]}
    ours = {m.get_tuple_name(isl.dim_type.in_): m.intersect_domain(kernel.scop.statement(
        m.get_tuple_name(isl.dim_type.in_)).domain) for m in _maps(schedule.isl_schedule.get_map())}
    assert _order(theirs).is_equal(_order(ours))
    assert not _order(theirs).is_equal(_order({s.name: s.schedule for s in kernel.statements}))
    assert written["polyviz"]["statements"]["Stmt_for_body11"].startswith("Stmt_for_body11 (line 23): C[i][j] +=")


@needs_polly
@pytest.mark.parametrize("name", sorted(CPLUSPLUS))
def test_a_cplusplus_kernel_prints_its_loops_around_pollys_statements(name):
    function, _ = CPLUSPLUS[name]
    kernel = Kernel.from_polly(KERNELS / "cpp" / f"{name}.cpp", function)
    assert f"{len(function)}{function}" in kernel.via_polly.kernel.function  # the mangled instantiation
    assert kernel.name == f"kernel_{name}"  # what the runtime calls: the file's polyviz-call line
    code = kernel.generate().fragment()
    for statement in kernel.statements:
        assert statement.text == f"{statement.name}({', '.join(statement.iterators)});"
        assert f"{statement.name}(" in code
    assert "for (i0 = 0;" in code
    # Polly's build tests at run time whether the arrays overlap: polyviz's loops around the calls do not.
    assert "pv_disjoint" not in kernel.apply_recipe(CPLUSPLUS[name][1]).to_c()
    # The original's pane shows the C++ lines of Polly's SCoP.
    assert "for (int i = " in kernel.scop_text()


@needs_polly
@pytest.mark.parametrize("name", sorted(CPLUSPLUS))
def test_polly_builds_a_cplusplus_kernels_schedules_that_compute_what_the_original_computes(name):
    function, recipe = CPLUSPLUS[name]
    kernel = Kernel.from_file(KERNELS / "cpp" / f"{name}.cpp", function)  # .cpp: read through Polly
    assert kernel.via_polly is not None and kernel.language == "c++"
    schedules = [kernel.apply_recipe("auto()"), kernel.apply_recipe(recipe)]
    assert all(s.legal for s in schedules)
    result = bench(kernel, schedules, "test", repeat=0)
    # polyviz's C of Polly's statements would only call them: each schedule is Polly's build.
    assert result.labels == ["original", *(f"polly: {s.recipe}" for s in schedules)]
    for record in result.records[1:]:
        assert record.ok and record.verified == "exact", f"{record.label}: {record.status}: {record.message}"
        assert "-polly-import" in record.compile_command and "-x c++" in record.compile_command


@needs_polly
@pytest.mark.parametrize("name, sizes", [
    ("gemm", [{"ni": 0, "nj": 3, "nk": 2}, {"ni": 1, "nj": 1, "nk": 1}, {"ni": 2, "nj": 5, "nk": 3},
              {"ni": 7, "nj": 8, "nk": 11}]),
    ("stencil", [{"tsteps": 0, "n": 4}, {"tsteps": 1, "n": 1}, {"tsteps": 2, "n": 2}, {"tsteps": 3, "n": 11}]),
    ("imperfect", [{"n": 0, "m": 3}, {"n": 1, "m": 1}, {"n": 2, "m": 0}, {"n": 9, "m": 5}])])
def test_cplusplus_schedules_match_the_original_at_small_and_staggered_sizes(name, sizes):
    function, recipe = CPLUSPLUS[name]
    kernel = Kernel.from_polly(KERNELS / "cpp" / f"{name}.cpp", function)
    schedule = kernel.apply_recipe(recipe)
    for size in sizes:
        result = bench(kernel, [schedule], size, repeat=0)
        record = result[f"polly: {recipe}"]
        assert record.ok and record.verified == "exact", (size, record.status, record.message)


@needs_polly
def test_an_illegal_schedule_of_pollys_statements_is_refused_by_polyviz_and_by_polly():
    kernel = Kernel.from_polly(KERNELS / "cpp" / "imperfect.cpp", "scale")
    with pytest.raises(IllegalTransformation, match="Stmt_for_body4"):
        kernel.apply_recipe("reverse(i1@Stmt_for_body4); interchange(i0, i1@Stmt_for_body4)")


@needs_polly
def test_polly_finding_no_scop_in_cplusplus_says_why(tmp_path):
    path = tmp_path / "root.cpp"
    path.write_text("#include <cmath>\nvoid f(int n, double *A, const double *B) {\n"
                    "  for (int i = 0; i < n; i++)\n    A[i] = std::sqrt(B[i]) + std::sin(B[i]);\n}\n")
    with pytest.raises(PollyError, match=r"Polly finds no SCoP in root.cpp:\n  root.cpp:4:\d+: "):
        Kernel.from_file(path)
    assert main(["analyze", str(path)]) == 2


@needs_polly
def test_a_file_with_scops_in_library_functions_picks_its_own_and_names_others_when_asked(tmp_path):
    kernel = Kernel.from_polly(KERNELS / "cpp" / "stencil.cpp")  # std::copy's instantiation has a SCoP too
    assert kernel.via_polly.kernel.function == "_ZL6jacobiiiPdS_"
    with pytest.raises(PollyError, match="Polly finds no SCoP in smooth"):
        Kernel.from_polly(KERNELS / "cpp" / "stencil.cpp", "smooth")  # its calls are not inlined yet


@needs_polly
def test_analyze_via_polly_prints_pollys_scop(capsys):
    assert main(["analyze", "--via", "polly", str(KERNELS / "gemm.c")]) == 0
    out = capsys.readouterr().out
    assert "Polly's SCoP %entry.split---%for.end" in out and "Stmt_for_body11 (line 23)" in out
    assert main(["analyze", str(KERNELS / "cpp" / "gemm.cpp"), "--function", "gemm", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["polly"]["function"].startswith("_Z4gemmIdEv")
    assert [s["name"] for s in data["statements"]] == ["Stmt_for_body4", "Stmt_for_body14"]


@needs_polly
def test_transform_of_pollys_statements_points_to_export_and_bench(capsys):
    assert main(["transform", str(KERNELS / "cpp" / "imperfect.cpp"), "--recipe", "distribute(i0)"]) == 2
    captured = capsys.readouterr()
    assert not captured.out and "imperfect.cpp is read through Polly" in captured.err
    assert "--format jscop" in captured.err


@needs_polly
def test_bench_via_polly_runs_pollys_build(capsys):
    assert main(["bench", str(KERNELS / "cpp" / "imperfect.cpp"), "--recipe", "distribute(i0)",
                 "--size", "n=6", "--size", "m=5", "--repeat", "1", "--baselines", "original"]) == 0
    assert re.search(r"\npolly: distribute\(i0\) ", capsys.readouterr().out)


@needs_polly
def test_the_explorer_shows_pollys_statements_and_benchmarks_pollys_build():
    kernel = Kernel.from_polly(KERNELS / "cpp" / "imperfect.cpp", "scale")
    explorer = Explorer(kernel, recipe="distribute(i0)", save_to=None, background=False)
    explorer.wait()
    assert explorer.schedule.recipe == "distribute(i0)"
    assert "Stmt_for_body14(i0, i1)" in explorer.code.value and "s[i] += A[i * m + j]" in explorer.code.value
    explorer.bench_sizes.value = "n=5, m=4"
    explorer.run_benchmark().join()
    assert "polly: transformed: ok" in explorer.bench_status.value and "verified exact" in explorer.bench_status.value


def test_without_clang_reading_through_polly_says_what_to_install(without_optional_tools, capsys):
    with pytest.raises(PollyUnavailable, match="no clang is installed.*apt-get install clang-16 libpolly-16-dev"):
        Kernel.from_polly(KERNELS / "cpp" / "gemm.cpp")
    assert main(["analyze", "--via", "polly", str(KERNELS / "gemm.c")]) == 2
    assert "Polly is not available: no clang is installed" in capsys.readouterr().err
