"""``auto()``: ordinary, replayable steps whose code gives the original's results bit for bit."""
from __future__ import annotations

from pathlib import Path

import pytest

import polyviz
from accumulator_kernels import GRAM
from polyviz import Kernel
from polyviz.runtime import Variant, bench
from polyviz.transform.auto import declared_sizes
from polyviz.transform.recipe import parse_recipe

KERNELS = Path(__file__).resolve().parents[1] / "kernels_c"
AUTO_KERNELS = ("gemm", "2mm", "syrk", "lu", "jacobi-2d", "seidel-2d", "heat-3d", "fdtd-2d", "covariance",
                "atax", "mvt", "trmm")


@pytest.mark.parametrize("name", AUTO_KERNELS)
def test_auto_is_ordinary_steps_that_replay_and_run_bit_identical(name):
    kernel = Kernel.from_file(KERNELS / f"{name}.c")
    schedule = kernel.schedule().auto(no_alias=True, tile_size=4)
    assert schedule.legal
    assert {s.name for s in parse_recipe(schedule.recipe)} <= {
        "assume_no_alias", "distribute", "permute", "tile", "isolate", "parallel", "fuse", "shift", "skew",
        "wavefront", "isl_schedule", "separate", "register_tile", "pipeline", "pack"}
    assert kernel.apply_recipe(schedule.recipe).to_c() == schedule.to_c()
    unit = kernel.translation_unit(schedule.generate())
    header = kernel.scop.source.header
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.scop.source.function_name,
                   [Variant("auto", unit)], header.test_sizes, repeat=0, threads=2, baselines=False,
                   init=header.init or None)
    assert result["auto"].verified == "exact", result["auto"].message


def test_gemm_recipe_tiles_with_stride_one_point_loop_and_parallel_tiles():
    kernel = Kernel.from_file(KERNELS / "gemm.c")
    recipe = kernel.schedule().auto().recipe
    assert recipe.startswith("distribute(i); tile(i@S1, ")
    assert "isolate(i_t)" in recipe and "parallel(i_t)" in recipe
    assert "assume_no_alias" not in recipe  # never assumed unless the caller says so
    assert "isolate(i_t); register_tile(i_p, 6, j_p, 8)" in recipe
    code = kernel.schedule().auto(micro_kernel=False).to_c()
    assert "for (int j_p = " in code.split("for (int k_p = ")[1]  # j (stride 1) innermost


def test_tiled_nests_prefer_a_strided_innermost_loop_to_a_reduction():
    # syrk: C[i][j] += A[i][k] * A[j][k] keeps j innermost (k would be a reduction), and the
    # strided A[j][k] caps the tiles at 64 (i's at 60: whole 6-row register blocks). The C *= beta
    # nest stays sequential: its one parallel region would do a million instances, too little to
    # pay for a fork and join on a shared core.
    recipe = Kernel.from_file(KERNELS / "syrk.c").schedule().auto().recipe
    assert recipe == ("distribute(i); tile(i@S1, 60, k, 64, j@S1, 64); isolate(i_t); register_tile(i_p, 6, j_p, 8); "
                      "parallel(i_t)")


def test_auto_interchanges_for_stride_one_only_where_it_helps():
    kernel = Kernel.from_file(KERNELS / "mvt.c")
    # x2[i] += A[j][i] * y_2[j]: i innermost walks A with stride 1; the first nest already does.
    assert kernel.schedule().auto(parallel=False).recipe == "permute(j@S1, i@S1)"


def test_auto_time_tiles_stencils_keeping_the_innermost_loop_whole():
    recipe = Kernel.from_file(KERNELS / "jacobi-2d.c").schedule().auto().recipe
    # The two sweeps fused, i skewed by 2t (the smallest legal factor), t and i tiled, j untiled;
    # no wavefront: j carries nothing, so the tiles are vectorised (a parallel region per wave
    # lost there), and they run as a pipeline in one region instead;
    # i_p separated, so that no statement's guard is left inside j.
    assert recipe == ("shift(S1, i@S1, 1); fuse(i@S0, i@S1); fuse(j@S0, j@S1); skew(i, t, 2); tile(t, 8, i, 32); "
                      "separate(i_p); pipeline(t_t)")
    code = Kernel.from_file(KERNELS / "jacobi-2d.c").apply_recipe(recipe).to_c()
    # The rows of a tile where both statements run: one j loop, both statements, no guard.
    innermost = code.split("for (int i_p = ")[1].split("for (j = ")[1].split("}")[0]
    assert "if" not in innermost and innermost.count("] = ") == 2
    # seidel-2d's j carries a recurrence, which time tiles keep (compute bound, not vectorised):
    # isl's schedule, whose innermost loop carries none, is taken instead; its i is parallel
    # inside the skewed c0 (2 tsteps + n regions of under 0.1 ms of work each), which does not
    # pay for a fork and join per region on a shared core, so its tiles of c0 and i run as one
    # pipeline instead (see test_pipeline).
    assert Kernel.from_file(KERNELS / "seidel-2d.c").schedule().auto().recipe == (
        "isl_schedule(); permute(c0, i, t); skew(i, c0, 1); tile(c0, 64, i, 64); pipeline(c0_t)")


def test_stencil_tile_sizes_come_from_the_footprint_at_the_kernels_sizes():
    heat = Kernel.from_file(KERNELS / "heat-3d.c").schedule()
    # 120x120 planes: no time tile fits the L2, so the smallest footprint that still reuses
    # each plane over 4 time steps.
    assert heat.auto().recipe.endswith("skew(i, t, 2); tile(t, 4, i, 8); separate(i_p); pipeline(t_t)")
    # 40x40 planes: 16 rows of planes per time step fit.
    assert heat.auto(parallel=False, sizes={"tsteps": 10, "n": 40}).recipe.endswith(
        "skew(i, t, 2); tile(t, 8, i, 16); separate(i_p)")
    jacobi = Kernel.from_file(KERNELS / "jacobi-2d.c").schedule()
    assert jacobi.auto(parallel=False, sizes={"tsteps": 10, "n": 20000}).recipe.endswith("tile(t, 4, i, 8); separate(i_p)")
    # tile_size bypasses the model.
    assert heat.auto(parallel=False, tile_size=4).recipe.endswith("tile(t, 8, i, 4); separate(i_p)")


def test_a_stencil_with_nests_of_different_depths_is_time_tiled_in_isls_order():
    # fdtd-2d's time step: a row ey[0][j] = _fict_[t], then three planes. No band of the user's
    # order holds the row and the planes, so that order time tiles nothing; isl's schedule puts
    # the row in the planes' band, which is then time tiled, and the fused column loop j, whose
    # statements run different columns (ex from 1, hz to ny - 2), is separated so no guard
    # stays inside it.
    kernel = Kernel.from_file(KERNELS / "fdtd-2d.c")
    recipe = kernel.schedule().auto().recipe
    assert recipe.startswith("isl_schedule(); ") and "skew(i, t, 1); tile(t, " in recipe
    assert recipe.endswith("separate(i_p); separate(j); pipeline(t_t)")
    code = kernel.schedule().auto().to_c()
    assert "if (j >= 1)" not in code and "if (j <= " not in code
    # Without the separate, the guards are in the column loop (what gcc left scalar).
    unseparated = polyviz.apply_recipe(kernel, recipe[:-len("; separate(j); pipeline(t_t)")]).to_c()
    assert "if (j >= 1)" in unseparated


#: PolyBench's symm: the update of C's rows above i shares its (i, j) loops with the dot product in temp2.
SYMM = """void symm(int m, int n, double alpha, double beta, double C[m][n], double A[m][m], double B[m][n]) {
  double temp2;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      temp2 = 0;
      for (int k = 0; k < i; k++) {
        C[k][j] += alpha*B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha*B[i][j] * A[i][i] + alpha * temp2;
    }
}"""


def test_isls_order_that_splits_a_nest_is_kept_when_it_exposes_a_nest_to_tile():
    # isl moves symm's update of C out of the nest that sums temp2; alone, it is a gemm-like
    # nest (k, i, j) that auto tiles with j innermost, stride 1.  atax's split exposes no nest to
    # tile, and is not taken (test_auto_reschedules_with_isl_only_when_the_original_order_hides_...).
    kernel = Kernel.from_c(SYMM)
    schedule = kernel.schedule().auto(no_alias=True, sizes={"m": 1000, "n": 1200})
    assert schedule.recipe.startswith("assume_no_alias(); isl_schedule(); permute(k@S1, i@S1, j@S1); tile(k@S1, ")
    assert "parallel(k_t)" in schedule.recipe
    unit = kernel.translation_unit(schedule.generate())
    for threads in (1, 2):
        result = bench(kernel.scop.function_parameters, kernel.source, "symm", [Variant("auto", unit)],
                       {"m": 37, "n": 45}, repeat=0, threads=threads, baselines=False)
        assert result["auto"].verified == "exact", result["auto"].message


def test_a_recurrence_leaves_the_innermost_loop_to_a_free_loop_whose_rows_stay_cached():
    # adi's sweep: j carries p[i][j-1] -> p[i][j], i carries nothing. With i innermost the rows
    # run vectorised side by side, each row's line cached for the next j (200 rows: 12.8 KB).
    sweep = """void sweep(int n, double p[200][200], double u[200][200]) {
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      p[i][j] = -0.5 / (0.25 * p[i][j-1] + u[j][i]);
}"""
    kernel = Kernel.from_c(sweep)
    assert kernel.schedule().auto(parallel=False).recipe == "permute(j, i)"
    # 15000 rows of tutorial_row_recurrence would need 960 KB of lines: its rows run in parallel.
    assert Kernel.from_file(KERNELS / "tutorial_row_recurrence.c").schedule().auto().recipe == "parallel(i)"
    assert Kernel.from_c(sweep.replace("[200]", "[15000]")).schedule().auto(parallel=False).recipe == ""


def test_stencil_sizes_default_to_what_the_declared_extents_allow():
    # PolyBench's kernels take n and tsteps as arguments and declare A[N][N] with N fixed by the
    # dataset: the accesses stay in bounds only for n <= 250, so the model tiles for n = 250.
    source = """void kernel(int tsteps, int n, double A[250][250], double B[250][250]) {
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i][j-1] + A[i][1+j] + A[1+i][j] + A[i-1][j]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i][j-1] + B[i][1+j] + B[1+i][j] + B[i-1][j]);
  }
}"""
    kernel = Kernel.from_c(source)
    assert declared_sizes(kernel.scop) == {"n": 250}
    assert kernel.schedule().auto(parallel=False).recipe == kernel.schedule().auto(
        parallel=False, sizes={"n": 250, "tsteps": 1}).recipe
    assert "tile(t, 8, i, 32)" in kernel.schedule().auto(parallel=False).recipe
    # Rows of 2000: 8x32 tiles no longer fit, 8x16 do.
    wide = Kernel.from_c(source.replace("[250]", "[2000]"))
    assert declared_sizes(wide.scop) == {"n": 2000}
    assert "tile(t, 8, i, 16)" in wide.schedule().auto(parallel=False).recipe
    # Extents that are parameters bound nothing.
    assert declared_sizes(Kernel.from_c(source.replace("[250]", "[n]")).scop) == {}


def test_auto_distributes_an_imperfect_nest_only_to_permute_it():
    # covariance accumulates in cov[i][j]: the dot products leave the (i, j) loop that
    # initialises, scales and mirrors them, then run with j innermost, tiled; its column means
    # mean[j] += data[i][j] get j innermost (stride 1, no longer a reduction).
    recipe = Kernel.from_file(KERNELS / "covariance.c").schedule().auto(parallel=False).recipe
    assert recipe.startswith("distribute(i@S4); permute(i@S5, k, j@S5); distribute(j@S0); permute(i@S1, j@S1)")
    assert "tile(i@S5, 126, k, 128, j@S5, 128)" in recipe
    # Dot products accumulated in one scalar s: every (i, j) reuses s, so nothing moves until
    # in_place(s) keeps each sum in G[i][j] (tests/test_in_place.py runs it): then it is a gemm.
    assert Kernel.from_c(GRAM).schedule().auto(parallel=False).recipe == (
        "in_place(s); distribute(i); permute(i@S1, k, j@S1); tile(i@S1, 126, k, 128, j@S1, 128); isolate(i_t); "
        "register_tile(i_p, 6, j_p, 8)")
    # atax's i around two row loops: distributing permutes nothing, so it is not done.
    assert Kernel.from_file(KERNELS / "atax.c").schedule().auto(parallel=False).recipe == ""


def test_a_tiled_nest_sequential_along_its_first_tile_loops_runs_a_free_tile_loop_outermost():
    # trmm's i_t and k_t carry B's updates, j_t (column blocks) is free: one region over j_t, not
    # a parallel loop inside two sequential ones (which the rule against n² regions refuses).
    recipe = Kernel.from_file(KERNELS / "trmm.c").schedule().auto().recipe
    assert recipe.endswith("isolate(i_t); permute(j_t, i_t, k_t); parallel(j_t)")


def test_auto_parallelises_only_loops_with_loops_inside():
    # atax's j@S3 inside i and its y[i] = 0 loop: one row per parallel region; fdtd-2d's
    # ey[0][j] row likewise.
    assert Kernel.from_file(KERNELS / "atax.c").schedule().auto().recipe == ""
    assert "parallel(j@S0)" not in Kernel.from_file(KERNELS / "fdtd-2d.c").schedule().auto().recipe


def test_auto_does_not_time_tile_loops_whose_index_is_written():
    # gemm's i writes C[i][j]: it is not a time loop, so nothing is fused or skewed.
    recipe = Kernel.from_file(KERNELS / "gemm.c").schedule().auto().recipe
    assert "skew" not in recipe and "fuse" not in recipe


def test_search_keeps_a_verified_candidate_from_the_neighbourhood():
    kernel = Kernel.from_file(KERNELS / "seidel-2d.c")
    best, result = polyviz.auto_search(kernel, {"tsteps": 4, "n": 40}, no_alias=True, repeat=1)
    recipes = set(result.recipes.values())
    assert best.legal and best.recipe in recipes
    assert {"assume_no_alias()", kernel.schedule().auto(no_alias=True, sizes={"tsteps": 4, "n": 40}).recipe} <= recipes
    chosen = next(label for label, recipe in result.recipes.items() if recipe == best.recipe)
    assert result[chosen].verified == "exact"

def test_isl_order_without_a_paying_parallel_loop_is_kept_only_for_another_innermost_loop():
    # nussinov's shape: isl walks the diagonals (j - i outermost) with k still innermost, which
    # gains nothing on one thread (PolyBench nussinov: 0.75-0.89x), so when its diagonals' regions
    # do not pay the user's order stays (with j moved innermost for stride 1); at a size where
    # they pay, isl's order runs them in parallel.
    schedule = Kernel.from_c("""
void dp(int n, double T[n][n]) {
  for (int i = n - 1; i >= 0; i--)
    for (int j = i + 1; j < n; j++)
      for (int k = i + 1; k < j; k++)
        T[i][j] += T[i][k] * T[k + 1][j];
}
""").schedule()
    assert schedule.auto(sizes={"n": 500}).recipe == "permute(i, k, j)"
    # (counted as vectorised work, a diagonal's instances pay for its region from n = 3500 or so on)
    assert schedule.auto(sizes={"n": 3000}).recipe == "permute(i, k, j)"
    assert schedule.auto(sizes={"n": 3600}).recipe == "isl_schedule(); parallel(i)"


def test_auto_reschedules_with_isl_only_when_the_original_order_hides_all_parallelism():
    # lu: j runs inside i and k in every nest, and auto() never parallelises a loop inside two
    # sequential loops (n² parallel regions cost more than they gain), so the original order
    # gets no parallel loop; isl's right-looking form has independent rows inside each step, but
    # at the bench sizes a region per step (about a million instances) does not pay for its fork
    # and join under sharing.  Its own order is one permutable band (isl_schedule(outer=permutable),
    # the division at k = j), tiled with j innermost, and its row tiles run as one pipeline.
    lu = Kernel.from_file(KERNELS / "lu.c").schedule()
    assert lu.auto().recipe == ("isl_schedule(outer=permutable); permute(i, c0, j); tile(i, 32, c0, 32, j, 32); "
                                "isolate(i_t); pipeline(i_t)")
    # jacobi-2d is time tiled without a parallel loop either way, so it keeps its own loops.
    assert "isl_schedule" not in Kernel.from_file(KERNELS / "jacobi-2d.c").schedule().auto().recipe
    # atax: isl splits its row loop in two, which reads the matrix twice: the original order stays.
    assert "isl_schedule" not in Kernel.from_file(KERNELS / "atax.c").schedule().auto().recipe


@pytest.mark.parametrize("name, prefix", [
    ("jacobi-1d", "tile(t=4)"),          # the keyword form of tile: auto() read only the positional one
    ("jacobi-1d", "tile(t, 4)"),
    ("jacobi-2d", "tile(i@S0=4, j@S0=4)"),
    ("gemm", "distribute(i); tile(i@S1=8, k=8)"),
    ("seidel-2d", "stripmine(t, 3)"),
])
def test_auto_after_the_users_own_tiles_runs_bit_identical(name, prefix):
    kernel = Kernel.from_file(KERNELS / f"{name}.c")
    recipe = f"{prefix}; auto()"
    schedule = kernel.apply_recipe(recipe)
    assert schedule.legal and schedule.recipe.startswith(prefix)
    assert polyviz.apply_recipe(kernel, recipe).to_c() == schedule.to_c()
    header = kernel.scop.source.header
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.scop.source.function_name,
                   [Variant("auto", kernel.translation_unit(schedule.generate()))], header.test_sizes, repeat=0,
                   threads=2, baselines=False, init=header.init or None)
    assert result["auto"].verified == "exact", result["auto"].message


def test_auto_sizes_a_pipelines_tiles_after_an_unroll_whose_loop_skips_values():
    # Issue 35's fuzz: the middle of the unrolled loop's values (every other one) was not one of
    # them, and sizing the pipeline's tiles there raised a ValueError from an empty set's bound.
    kernel = Kernel.from_file(KERNELS / "stencil_pipeline.c")
    schedule = kernel.apply_recipe("unroll(i@S2, 2); auto(no_alias=False, reassociate=False, parallel=True)")
    assert schedule.legal and schedule.recipe.startswith("unroll(i@S2, 2)")
    source = kernel.translation_unit(schedule.generate())
    for sizes in [dict(n=0, m=0), dict(n=1, m=1), dict(n=2, m=2), dict(n=5, m=7), dict(n=10, m=11), dict(n=13, m=10)]:
        result = bench(kernel.scop.function_parameters, kernel.source, kernel.scop.source.function_name,
                       [Variant("auto", source)], sizes, repeat=0, threads=2, baselines=False)
        assert result["auto"].ok and result["auto"].verified == "exact", (sizes, result["auto"].message)
