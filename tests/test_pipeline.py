"""``pipeline(t_t)``: time tiles run as a pipeline in one parallel region, verified against the original.

The generated code runs on 1, 2 and 3 threads (a thread count that does not divide the number of
time tiles), with tile sizes that do not divide the problem sizes, and must give the original's
results bit for bit (check builds use -ffp-contract=off).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from polyviz import Kernel
from polyviz.errors import IllegalTransformation, RecipeError
from polyviz.runtime import Variant, bench

KERNELS = Path(__file__).resolve().parents[1] / "kernels_c"

#: Time-tiled stencils of kernels_c (auto()'s recipes, with small tiles) and sizes that give several
#: time tiles, each several tiles of rows long.
PIPELINES = {
    "jacobi-2d": ("shift(S1, i@S1, 1); fuse(i@S0, i@S1); fuse(j@S0, j@S1); skew(i, t, 2); tile(t, 3, i, 5); "
                  "separate(i_p); pipeline(t_t)", {"tsteps": 20, "n": 41}),
    "heat-3d": ("shift(S1, i@S1, 1); fuse(i@S0, i@S1); fuse(j@S0, j@S1); fuse(k@S0, k@S1); skew(i, t, 2); "
                "tile(t, 3, i, 5); separate(i_p); pipeline(t_t)", {"tsteps": 11, "n": 14}),
    # isl's order: the row ey[0][j] = _fict_[t] in the planes' band; isl would print the edge tiles
    # of each time tile beside the i_t loop, which the pipeline generates as one loop instead.
    "fdtd-2d": ("isl_schedule(); permute(c0, j@S0); fuse(i, c0); fuse(j@S2, j@S0); skew(i, t, 1); tile(t, 3, i, 5); "
                "separate(i_p); separate(j); pipeline(t_t)", {"tmax": 20, "nx": 31, "ny": 17}),
}


@pytest.mark.parametrize("threads", [1, 2, 3])
@pytest.mark.parametrize("name", sorted(PIPELINES))
def test_pipelined_time_tiles_give_the_originals_results(name, threads):
    recipe, sizes = PIPELINES[name]
    kernel = Kernel.from_file(KERNELS / f"{name}.c")
    schedule = kernel.apply_recipe(recipe)
    code = schedule.to_c()
    # One parallel region, no parallel loop: each i_t waits for the previous t_t, then says it is done.
    assert code.count("#pragma omp parallel") == 1 and "omp parallel for" not in code
    assert "pv_pipeline_wait(t_t_reached, t_t_k, i_t);" in code and "pv_pipeline_post(t_t_reached, t_t_k, i_t);" in code
    _assert_runs_as_the_original(kernel, schedule, sizes, threads)


def _assert_runs_as_the_original(kernel: Kernel, schedule, sizes: dict[str, int], threads: int) -> None:
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.scop.source.function_name,
                   [Variant("pipeline", kernel.translation_unit(schedule.generate()))], sizes, repeat=0,
                   threads=threads, baselines=False)
    assert result["pipeline"].verified == "exact", result["pipeline"].message


def test_the_loops_inside_the_region_keep_their_own_iterators():
    # jacobi-2d's j is the user's variable, declared outside the nest: each thread needs its own.
    code = Kernel.from_file(KERNELS / "jacobi-2d.c").apply_recipe(PIPELINES["jacobi-2d"][0]).to_c()
    assert "#pragma omp parallel num_threads(pv_threads) private(j)" in code


def test_without_openmp_and_in_the_exports_the_loops_run_in_order():
    kernel = Kernel.from_file(KERNELS / "jacobi-2d.c")
    schedule = kernel.apply_recipe(PIPELINES["jacobi-2d"][0])
    plain = schedule.to_c(openmp=False)
    assert "pragma omp" not in plain and "pv_pipeline" not in plain
    assert plain == schedule.undo().to_c(openmp=False)
    mlir = str(schedule.to_mlir())
    assert "affine.parallel" not in mlir and "loop t_t is pipelined in C" in mlir
    # The same scattering: only the recipe in its comment differs.
    assert schedule.to_openscop().replace("; pipeline(t_t)", "") == schedule.undo().to_openscop()


def test_a_pipeline_whose_tiles_would_wait_for_the_wrong_tiles_is_refused():
    # seidel-2d updates in place: at time t + 1, row i reads row i + 1 of time t, a dependence that
    # goes back one i while t advances; waiting for the same i of the previous t is not enough.
    kernel = Kernel.from_file(KERNELS / "seidel-2d.c")
    with pytest.raises(IllegalTransformation) as refused:
        kernel.apply_recipe("pipeline(t)")
    assert "pipeline(t) runs each i once the previous t has reached it" in str(refused.value)
    # Skewed by t, every dependence goes forward in both loops, and it is accepted.
    assert kernel.apply_recipe("skew(i, t, 1); pipeline(t)").legal
    with pytest.raises(RecipeError, match="innermost loop of its band"):
        kernel.apply_recipe("pipeline(j)")
    with pytest.raises(RecipeError, match="already a parallel loop"):
        Kernel.from_file(KERNELS / "jacobi-2d.c").apply_recipe("tile(i@S0=4, j@S0=4); parallel(i_t@S0); pipeline(i_t@S0)")


def test_auto_pipelines_time_tiles_only_where_the_region_pays():
    jacobi = Kernel.from_file(KERNELS / "jacobi-2d.c").schedule()
    # Its bench sizes (500 steps of 1300 x 1300): one region for about 0.2 s of vector work.
    assert jacobi.auto().recipe.endswith("tile(t, 8, i, 32); separate(i_p); pipeline(t_t)")
    # 20 steps of 30 x 30: a few microseconds of work, less than a fork and join costs on a shared core.
    assert "pipeline" not in jacobi.auto(sizes={"tsteps": 20, "n": 30}).recipe
    # Tiles of gemm-like nests (trmm's rows) are not time tiles: not pipelined.
    assert "pipeline" not in Kernel.from_file(KERNELS / "trmm.c").schedule().auto().recipe


#: PolyBench's cholesky (the diagonal updated in place, no scalar): with lu, a triangular
#: factorisation whose own order is one permutable band of its three loops.
CHOLESKY = """
// polyviz-init: A = spd
#include <math.h>
void kernel_cholesky(int n, double A[n][n]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (int k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = sqrt(A[i][i]);
  }
}
"""

#: Tiles of rows, pipelined (auto()'s recipes at LARGE, with tiles that do not divide n).
ROW_PIPELINES = {
    "lu": (lambda: Kernel.from_file(KERNELS / "lu.c"),
           "isl_schedule(outer=permutable); permute(i, c0, j); tile(i, 3, c0, 3, j, 3); isolate(i_t); pipeline(i_t)",
           {"n": 17}),
    "cholesky": (lambda: Kernel.from_c(CHOLESKY),
                 "isl_schedule(outer=permutable); permute(i, c1, c0); tile(i, 3, c1, 3, c0, 3); isolate(i_t); "
                 "pipeline(i_t)", {"n": 17}),
}


@pytest.mark.parametrize("threads", [1, 2, 3])
@pytest.mark.parametrize("name", sorted(ROW_PIPELINES))
def test_pipelined_row_tiles_of_factorisations_give_the_originals_results(name, threads):
    load, recipe, sizes = ROW_PIPELINES[name]
    kernel = load()
    schedule = kernel.apply_recipe(recipe)
    code = schedule.to_c()
    # No region per row tile or column of tiles: a pipeline region for each piece isolate splits
    # the row tiles into (the first tiles, the full ones, the last), in which each row tile waits
    # until the previous one has finished the same column of tiles.
    assert code.count("#pragma omp parallel") <= 3 and "omp parallel for" not in code
    assert "pv_pipeline_wait(i_t_reached, i_t_k, " in code
    _assert_runs_as_the_original(kernel, schedule, sizes, threads)


def test_auto_pipelines_the_row_tiles_of_cholesky():
    # Scored by its update (the statement with the most iterators), the row loop goes innermost.
    recipe = Kernel.from_c(CHOLESKY).schedule().auto(sizes={"n": 2000}).recipe
    assert recipe == ("isl_schedule(outer=permutable); permute(i, c1, c0); tile(i, 16, c1, 16, c0, 16); "
                      "isolate(i_t); pipeline(i_t)")


#: seidel-2d in isl's wavefront order (c0 = 4t + 2i + j around its rows i and time steps t), its
#: rows skewed by c0 so that c0 and i tile, small tiles that do not divide the sizes.
SEIDEL_TILES = "isl_schedule(); permute(c0, i, t); skew(i, c0, 1); tile(c0, 3, i, 4); pipeline(c0_t)"


@pytest.mark.parametrize("threads", [1, 2, 3])
def test_pipelined_wavefront_tiles_of_seidel_give_the_originals_results(threads):
    kernel = Kernel.from_file(KERNELS / "seidel-2d.c")
    schedule = kernel.apply_recipe(SEIDEL_TILES)
    code = schedule.to_c()
    # One region; each tile of rows waits until the previous wave of tiles has finished it; the
    # time steps t stay the innermost loop, whole.
    assert code.count("#pragma omp parallel") == 1 and "omp parallel for" not in code
    assert "pv_pipeline_wait(c0_t_reached, c0_t_k, i_t);" in code
    assert code.split("for (t = ")[1].count("for (") == 0
    _assert_runs_as_the_original(kernel, schedule, {"tsteps": 7, "n": 15}, threads)


def test_auto_pipelines_the_wavefront_tiles_of_seidel_where_its_waves_do_not_pay():
    seidel = Kernel.from_file(KERNELS / "seidel-2d.c").schedule()
    # PolyBench LARGE: 8000 waves of under a millisecond each do not pay for a region apiece; one
    # region does.  The tiles' size is the largest whose elements fit half the L2 (16: 504 KB of
    # the default model's 1 MB; at n = 1000, tsteps = 100, 64).
    assert seidel.auto(sizes={"tsteps": 500, "n": 2000}).recipe == (
        "isl_schedule(); permute(c0, i, t); skew(i, c0, 1); tile(c0, 16, i, 16); pipeline(c0_t)")
    assert seidel.auto(sizes={"tsteps": 100, "n": 1000}).recipe.endswith("tile(c0, 64, i, 64); pipeline(c0_t)")
    # At a size where even one region does not pay, the waves stay sequential and untiled.
    assert seidel.auto(sizes={"tsteps": 6, "n": 14}).recipe == "isl_schedule(); permute(c0, i, t)"
