"""``split(a, b)``: a loop's iterations as consecutive pieces (``a < b``, ``a == b``, ``a > b``), verified
against the original.

floyd-warshall's rows ``i`` carry the dependence on row ``k`` (rows below ``k`` read it before
iteration ``k`` changes it, rows above after), so ``parallel(i)`` is refused; within each piece of
``split(i, k)`` they are independent.  Every schedule runs on 1 and 2 threads and must give the
original's results bit for bit (integers here; doubles for gemm and lu).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from polyviz import IllegalTransformation, Kernel, RecipeError
from polyviz.runtime import Variant, bench
from polyviz.transform import STEPS

KERNELS = Path(__file__).resolve().parents[1] / "kernels_c"

#: PolyBench's floyd-warshall, its integer path lengths.
FLOYD_WARSHALL = Kernel.from_c("""
void kernel_floyd_warshall(int n, int path[n][n])
{
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
}
""")
FLOYD_SPLIT = "split(i, k); parallel(i_lt); parallel(i_gt)"


def run(kernel: Kernel, schedule, sizes: dict[str, int], threads: int):
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.scop.source.function_name,
                   [Variant("split", kernel.translation_unit(schedule.generate()))], sizes, repeat=0,
                   threads=threads, baselines=False)
    return result["split"]


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("n", [1, 2, 13])
def test_floyd_warshall_rows_run_in_parallel_within_the_pieces_and_give_the_originals_results(n, threads):
    schedule = FLOYD_WARSHALL.apply_recipe(FLOYD_SPLIT)
    assert schedule.loops() == ("k", "i_lt", "j_lt", "i_eq", "j_eq", "i_gt", "j_gt")
    assert schedule.parallel_loops() == ("i_lt", "i_gt")
    code = schedule.to_c()
    # Two parallel loops inside k: the rows below it, then row k on its own, then the rows above.
    assert code.count("#pragma omp parallel for") == 2
    assert code.index("for (int i_lt = 0; i_lt < k; i_lt++)") < code.index("for (int i_gt = k + 1;")
    record = run(FLOYD_WARSHALL, schedule, {"n": n}, threads)
    assert record.verified == "exact", record.message


def test_parallel_rows_of_floyd_warshall_are_refused_and_the_refusal_suggests_the_split():
    schedule = FLOYD_WARSHALL.schedule()
    with pytest.raises(IllegalTransformation) as refused:
        schedule.parallel("i")
    message = str(refused.value)
    assert "loop i carries the" in message and "on path" in message and "would run in parallel" in message
    assert "parallel needs split(i, k) first, then parallel(i_lt); parallel(i_gt)" in message
    # The piece of row k alone is one iteration; its columns carry the dependence on path[k][k].
    split = schedule.split("i", "k")
    with pytest.raises(IllegalTransformation, match="loop j_eq carries"):
        split.parallel("j_eq")


def test_the_suggested_split_names_the_pieces_split_makes_where_the_user_has_a_loop_of_that_name():
    # The user's own i_lt (another nest) keeps its name, so split numbers its copy of i: the hint
    # must name that copy, not the user's loop (which would run in parallel, legally, and leave
    # the rows sequential).
    kernel = Kernel.from_c("""
void kernel_floyd_warshall(int n, int path[n][n], int seen[n])
{
  for (int i_lt = 0; i_lt < n; i_lt++)
    seen[i_lt] = 0;
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
}
""")
    with pytest.raises(IllegalTransformation) as refused:
        kernel.schedule().parallel("i")
    assert "parallel needs split(i, k) first, then parallel(i_lt2); parallel(i_gt)" in str(refused.value)
    split = kernel.schedule().split("i", "k")
    assert split.loops() == ("i_lt", "k", "i_lt2", "j_lt", "i_eq", "j_eq", "i_gt", "j_gt")


def test_the_split_is_printed_in_the_mlir_export_with_its_parallel_pieces():
    mlir = str(FLOYD_WARSHALL.apply_recipe(FLOYD_SPLIT).to_mlir())
    assert mlir.count("affine.parallel") == 2 and "split(i, k)" in mlir


@pytest.mark.parametrize("name, recipe, sizes", [
    # A skewed piece (j_lt = i + j) beside unskewed ones: each piece prints its own value of j
    # (printed as j_lt in every piece, 94 of 323 elements were wrong; found by the random recipes).
    ("blur2d", "split(j@S0, i@S0); skew(j_lt, i@S0, 1)", {"n": 17, "m": 19}),
    # Columns below, at and above the row: gemm's j@S1 against i, then the rows in parallel.
    ("gemm", "split(j@S1, i); parallel(i)", {"ni": 11, "nj": 13, "nk": 7}),
    # Split at the loop before it in its band (k, j@S1), the pieces' columns in parallel.
    ("gemm", "split(j@S1, k); parallel(j_lt); parallel(j_gt)", {"ni": 5, "nj": 9, "nk": 12}),
    # Inside a register-tiled band, below the block's stepping loops: the pieces run plain loops.
    ("gemm", "distribute(i); tile(i@S1=4, k=4, j@S1=8); register_tile(i_p=2, j_p=8); split(k_p, i_p)",
     {"ni": 10, "nj": 19, "nk": 9}),
    # At the tile loops: each piece keeps its copy of the register block.
    ("gemm", "distribute(i); tile(i@S1=4, k=4, j@S1=8); register_tile(i_p=2, j_p=8); split(k_t, i_t)",
     {"ni": 10, "nj": 19, "nk": 9}),
    # lu's update columns from the diagonal on (no piece below it), the piece above tiled.
    ("lu", "split(j@S2, i); tile(j_gt=4, k_gt=4)", {"n": 12}),
])
@pytest.mark.parametrize("threads", [1, 2])
def test_splits_of_other_kernels_give_the_originals_results(name, recipe, sizes, threads):
    kernel = Kernel.from_file(KERNELS / f"{name}.c")
    schedule = kernel.apply_recipe(recipe)
    assert schedule.legal and schedule.recipe == recipe
    record = run(kernel, schedule, sizes, threads)
    assert record.verified == "exact", record.message


def test_a_split_needs_an_enclosing_loop_and_two_pieces():
    schedule = FLOYD_WARSHALL.schedule()
    with pytest.raises(RecipeError, match="j is not a loop around i"):
        schedule.split("i", "j")
    with pytest.raises(RecipeError, match="k is not a loop around k"):
        schedule.split("k", "k")
    blur = Kernel.from_file(KERNELS / "blur2d.c")
    with pytest.raises(RecipeError, match="recomputes producers per tile"):
        blur.apply_recipe("tile(i@S1=5, j@S1=7); compute_at(S0, j_t); split(j_p, j_t)")
    lu = Kernel.from_file(KERNELS / "lu.c").schedule()
    # lu's first j runs below i only.
    with pytest.raises(RecipeError, match=r"j@S\d < i in every iteration: there is nothing to split"):
        lu.split(next(loop for loop in lu.loops() if loop.startswith("j@")), "i")


def test_the_step_form_offers_the_loops_around_the_chosen_loop():
    schedule = FLOYD_WARSHALL.schedule()
    spec = STEPS["split"]
    assert spec.choices(schedule, "loop") == ("i", "j")
    assert spec.choices(schedule, "at", ("j",)) == ("k", "i")
    split = schedule.split("i", "k")
    assert spec.choices(split, "at", ("j_gt",)) == ("k", "i_gt")
    assert split.undo().recipe == ""


def test_auto_splits_floyd_warshalls_columns_for_vectors_and_its_rows_where_their_regions_pay():
    schedule = FLOYD_WARSHALL.schedule()
    # Row k's element path[i][k], read at every column j and written at j == k, keeps gcc's vector
    # loop from running; below and above k the columns are independent.
    assert schedule.auto(sizes={"n": 1000}).recipe == "split(j, k)"
    # Two regions per k: at 1000 a region does about 0.1 ms of vector work, too little for what the
    # fork/join model lets a region cost; at PolyBench's LARGE (2800) about 1 ms, but each reads
    # half the 63 MB matrix (as doubles) from memory, 3 ms, which a second core does not speed up.
    assert schedule.auto(sizes={"n": 2800}).recipe == "split(j, k)"
    # At 2000 a region does about 0.5 ms of vector work on 16 MB, which the shared cache holds.
    parallel = schedule.auto(sizes={"n": 2000})
    assert parallel.recipe == "split(j, k); split(i, k); parallel(i_lt); parallel(i_gt)"
    assert parallel.parallel_loops() == ("i_lt", "i_gt")
    for threads in (1, 2):
        record = run(FLOYD_WARSHALL, parallel, {"n": 13}, threads)
        assert record.verified == "exact", record.message
