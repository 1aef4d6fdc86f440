"""Polly's JSCoP: polyviz's schedules written over Polly's own export of the function as clang
sees it (statement and array names Polly's, instances mapped loop by loop)."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import islpy as isl
import pytest

from polyviz import Kernel
from polyviz.benchmark import bench, polly_variant
from polyviz.cli import main
from polyviz.errors import RecipeError, VariantFailureWarning
from polyviz.frontend import PollyError, PollyUnavailable
from polyviz.toolchain import polly_available

from test_mlir import HAND_RECIPES  # noqa: E402 (a tiling and a skewing recipe per kernel)

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"
AVAILABLE, WHY = polly_available()
needs_polly = pytest.mark.skipif(not AVAILABLE, reason=f"Polly tests skipped: {WHY}")
pytestmark = pytest.mark.tool_detection

#: kernels_c kernels whose SCoP Polly sees as polyviz does (cholesky's sum d stays in a register).
MATCHING = sorted(p.stem for p in KERNELS.glob("*.c") if p.stem != "cholesky")


def _order(schedules: dict[str, isl.Map]) -> isl.UnionMap:
    """Which instance runs before which under ``schedules`` (statement name → time map)."""
    union = None
    for m in schedules.values():
        union = isl.UnionMap.from_map(m) if union is None else union.union(isl.UnionMap.from_map(m))
    return union.lex_lt_union_map(union)


@needs_polly
@pytest.mark.parametrize("name", MATCHING)
def test_the_original_schedule_in_jscop_orders_instances_as_pollys_own_export(name):
    kernel = Kernel.from_file(KERNELS / f"{name}.c")
    written = json.loads(kernel.to_jscop())
    polly = kernel.polly().kernel  # Polly's own export of the function, as read from its file
    assert json.loads(polly.text)["statements"][0]["name"] == polly.statements[0].name
    # Polly's names, its domains and accesses, in its order: only the schedules are polyviz's.
    assert [s["name"] for s in written["statements"]] == [s.name for s in polly.statements]
    assert all(s["name"].startswith("Stmt_") for s in written["statements"])
    assert [a["name"] for a in written["arrays"]] == [a.name for a in polly.arrays]
    assert all(a["name"].startswith("MemRef_") for a in written["arrays"])
    for ours, theirs in zip(written["statements"], polly.statements):
        assert isl.Set(ours["domain"]).is_equal(theirs.domain)
        assert [(a["kind"], a["relation"]) for a in ours["accesses"]] == [(k, str(m)) for k, m in theirs.accesses]
    ours = {s["name"]: isl.Map(s["schedule"]) for s in written["statements"]}
    assert _order(ours).is_equal(_order({s.name: s.schedule.intersect_domain(s.domain) for s in polly.statements}))
    assert written["polyviz"]["recipe"] == "original schedule"


@needs_polly
def test_pollys_iterators_count_iterations_of_decreasing_and_strided_loops():
    kernel = Kernel.from_file(KERNELS / "tutorial_reversed.c")  # i from n - 1 down to 0, j += 2
    [entry] = kernel.polly().instances
    assert entry.polly == "Stmt_for_body4" and entry.statement == "S0"
    assert entry.instances.is_equal(isl.Map("[n, m] -> { Stmt_for_body4[i0, i1] -> S0[n - 1 - i0, 2 i1] : "
                                            "0 <= i0 < n and 0 <= 2 i1 < m }"))


@needs_polly
def test_a_loop_no_access_names_is_matched_in_the_order_it_runs():
    kernel = Kernel.from_file(KERNELS / "jacobi-1d.c")  # t appears in no subscript
    entry = kernel.polly().of_polly("Stmt_for_body3")
    assert entry.statement == "S0"
    assert entry.instances.is_equal(isl.Map("[tsteps, n] -> { Stmt_for_body3[i0, i1] -> S0[i0, 1 + i1] : "
                                            "0 <= i0 < tsteps and 0 <= i1 <= n - 3 }"))


@needs_polly
def test_a_schedule_reaches_polly_as_the_statements_new_order():
    kernel = Kernel.from_file(KERNELS / "gemm.c")
    schedule = kernel.apply_recipe("tile(k=32, j@S1=32); interchange(k_t, j_t)")
    written = json.loads(schedule.to_jscop())
    view = kernel.polly()
    polly_times = {s["name"]: isl.Map(s["schedule"]) for s in written["statements"]}
    # Mapped back to polyviz's instances, Polly's schedule orders them as polyviz's does.
    ours = {}
    flat = schedule.isl_schedule.get_map()
    for entry in view.instances:
        ours[entry.polly] = entry.instances.apply_range(flat.extract_map(
            next(m.get_space() for m in _maps(flat) if m.get_tuple_name(isl.dim_type.in_) == entry.statement)))
    assert _order(polly_times).is_equal(_order(ours))
    assert written["polyviz"]["statements"] == {"Stmt_for_body3": "S0 (line 20): C[i][j] *= beta;",
                                                "Stmt_for_body11": "S1 (line 23): C[i][j] += alpha * A[i][k] * B[k][j];"}
    assert written["polyviz"]["recipe"] == schedule.recipe


def _maps(union: isl.UnionMap) -> list[isl.Map]:
    found = []
    union.foreach_map(found.append)
    return found


@needs_polly
def test_statements_llvm_put_in_one_block_are_one_of_pollys_and_stay_together():
    kernel = Kernel.from_file(KERNELS / "covariance.c")  # cov[i][j] /= float_n - 1.0; cov[j][i] = cov[i][j];
    entry = kernel.polly().of_polly("Stmt_for_end60")
    assert [name for name, _ in entry.parts] == ["S6", "S7"]
    assert "S6 (line" in json.loads(kernel.to_jscop())["polyviz"]["statements"]["Stmt_for_end60"]
    with pytest.raises(RecipeError, match="Polly runs S6 and S7 as one statement"):
        kernel.apply_recipe("distribute(j@S4)").to_jscop()


@needs_polly
def test_a_value_llvm_keeps_in_a_register_is_named_when_pollys_scop_differs():
    with pytest.raises(PollyError, match="not polyviz's(.|\n)*which is no variable of the C function"):
        Kernel.from_file(KERNELS / "cholesky.c").polly()


@needs_polly
def test_polly_finding_no_scop_says_why_with_line_and_column(tmp_path):
    path = tmp_path / "root.c"
    path.write_text("#include <math.h>\nvoid f(int n, double A[n], double B[n]) {\n"
                    "  for (int i = 0; i < n; i++)\n    A[i] = sqrt(B[i]);\n}\n")
    with pytest.raises(PollyError, match=r"Polly finds no SCoP in f:\n  root.c:4:12: This function call cannot "
                                         r"be handled"):
        Kernel.from_file(path).polly()


@needs_polly
def test_export_writes_the_folder_pollys_import_reads(tmp_path, capsys):
    folder = tmp_path / "jscop"
    assert main(["export", str(KERNELS / "gemm.c"), "--recipe", "tile(k=32, j@S1=32)", "--format", "jscop",
                 "-o", str(folder)]) == 0
    out = capsys.readouterr().out
    [written] = folder.glob("*.jscop")
    assert written.name.startswith("kernel_gemm___") and f"wrote {written}" in out
    assert "Stmt_for_body11 runs S1" in out
    assert json.loads(written.read_text())["polyviz"]["recipe"] == "tile(k=32, j@S1=32)"
    assert main(["export", str(KERNELS / "gemm.c"), "--format", "jscop"]) == 0
    assert json.loads(capsys.readouterr().out)["polyviz"]["recipe"] == "original schedule"


@needs_polly
def test_export_of_a_scop_polly_sees_otherwise_exits_2_with_pollys_reason(capsys):
    assert main(["export", str(KERNELS / "cholesky.c"), "--format", "jscop"]) == 2
    assert "polyviz export: Polly's SCoP of kernel_cholesky is not polyviz's" in capsys.readouterr().err


def test_without_clang_the_export_says_what_to_install(without_optional_tools, capsys):
    kernel = Kernel.from_file(KERNELS / "gemm.c")
    with pytest.raises(PollyUnavailable, match="no clang is installed.*apt-get install clang-16 libpolly-16-dev"):
        kernel.polly()
    assert main(["export", str(KERNELS / "gemm.c"), "--format", "jscop"]) == 2
    assert "Polly is not available: no clang is installed" in capsys.readouterr().err


def _polly_records(kernel: Kernel, schedules, sizes="test", **options):
    variants = [polly_variant(kernel, s, f"polly {k}") for k, s in enumerate(schedules)]
    result = bench(kernel, variants, sizes, repeat=0, **options)
    return [result[v.label] for v in variants], variants


#: Recipes Polly cannot take: covariance's auto() distributes S6 and S7 into loops of their own, and
#: Polly runs them as one statement (one basic block); a third recipe stands in for it.
SEPARATING = {"covariance": ("auto()", "tile(j@S0=4)")}


@needs_polly
@pytest.mark.parametrize("name", MATCHING)
def test_polly_builds_auto_and_hand_recipes_that_compute_what_the_original_computes(name):
    kernel = Kernel.from_file(KERNELS / f"{name}.c")
    recipes = ["auto()", *HAND_RECIPES[name]]
    if name in SEPARATING:
        refused, instead = SEPARATING[name]
        with pytest.raises(RecipeError, match="as one statement"):
            polly_variant(kernel, refused)
        recipes[recipes.index(refused)] = instead
    schedules = [kernel.apply_recipe(r) for r in recipes]
    records, variants = _polly_records(kernel, schedules)
    for schedule, record, variant in zip(schedules, records, variants):
        assert record.ok and record.verified == "exact", f"{schedule.recipe}: {record.status}: {record.message}"
        assert record.kind == "polly" and "-polly-import" in record.compile_command
        assert ("-polly-parallel" in variant.extra_flags) == bool(schedule.parallel_loops())


@needs_polly
@pytest.mark.parametrize("name, sizes", [
    ("gemm", [{"ni": 0, "nj": 3, "nk": 2}, {"ni": 1, "nj": 1, "nk": 1}, {"ni": 7, "nj": 8, "nk": 10}]),
    ("tutorial_reversed", [{"n": 0, "m": 0}, {"n": 1, "m": 1}, {"n": 2, "m": 3}, {"n": 9, "m": 12}]),
    ("jacobi-1d", [{"tsteps": 1, "n": 2}, {"tsteps": 3, "n": 5}, {"tsteps": 4, "n": 11}]),
    ("covariance", [{"m": 1, "n": 1}, {"m": 5, "n": 6}, {"m": 8, "n": 11}])])
def test_polly_builds_match_at_small_and_staggered_sizes(name, sizes):
    kernel = Kernel.from_file(KERNELS / f"{name}.c")
    schedules = [kernel.apply_recipe(HAND_RECIPES[name][1])]
    for size in sizes:
        records, _ = _polly_records(kernel, schedules, size)
        assert all(r.ok and r.verified == "exact" for r in records), (size, [r.message for r in records])


@needs_polly
def test_polly_runs_parallel_loops_on_two_threads():
    kernel = Kernel.from_file(KERNELS / "gemm.c")
    records, variants = _polly_records(kernel, [kernel.apply_recipe("tile(k=4, j@S1=3); parallel(i)")],
                                       threads=2)
    assert variants[0].extra_flags == ("-mllvm", "-polly-parallel", "-lgomp")
    assert records[0].ok and records[0].verified == "exact", records[0].message


@needs_polly
def test_a_schedule_polly_refuses_shows_pollys_message():
    kernel = Kernel.from_file(KERNELS / "jacobi-1d.c")
    with pytest.warns(VariantFailureWarning, match="polly: reverse"):
        result = bench(kernel, ["reverse(t)"], "test", repeat=0, polly=True, force=True)
    record = result["polly: reverse(t)"]
    assert record.status == "compile-error"
    assert record.message.startswith("Polly rejected the imported schedule:\nJScop file contains a schedule that "
                                     "changes the dependences")
    assert "PLEASE submit" not in record.message and "Stack dump" not in record.message


@needs_polly
def test_bench_polly_puts_pollys_build_beside_polyviz_c(capsys):
    assert main(["bench", str(KERNELS / "tutorial_stencil.c"), "--recipe", "skew(j, i, 1); tile(i=4, j=3)",
                 "--polly", "--size", "n=40", "--repeat", "1", "--baselines", "original"]) == 0
    table = capsys.readouterr().out
    assert "\nskew(j, i, 1); tile(i=4, j=3) " in table and "\npolly: skew(j, i, 1); tile(i=4, j=3) " in table


@needs_polly
def test_a_kernel_polly_sees_otherwise_runs_without_polly_variants_and_a_note():
    result = bench(Kernel.from_file(KERNELS / "cholesky.c"), ["tile(k@S3=4)"], "test", repeat=0, polly=True)
    assert [r.label for r in result.records] == ["original", "tile(k@S3=4)"]
    assert any(n.startswith("Polly variants skipped: Polly's SCoP of kernel_cholesky is not polyviz's")
               for n in result.notes)


def test_without_clang_bench_polly_says_why(without_optional_tools):
    result = bench(Kernel.from_file(KERNELS / "tutorial_stencil.c"), ["tile(i=4, j=3)"], "test", repeat=0, polly=True)
    assert [(r.label, r.ok, bool(r.verified)) for r in result.records] == [("original", True, True),
                                                                     ("tile(i=4, j=3)", True, True)]
    assert any(n.startswith("Polly variants skipped: Polly is not available: no clang is installed") for n in result.notes)
