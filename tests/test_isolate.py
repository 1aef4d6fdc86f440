"""``isolate``: full tiles generated apart from partial ones, with constant point-loop bounds."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from polyviz import Kernel
from polyviz.errors import RecipeError
from polyviz.runtime import Variant, bench

KERNELS = Path(__file__).resolve().parents[1] / "kernels_c"
GEMM_TILED = "distribute(i); tile(i@S1=4, k=4, j@S1=4)"
#: Point loop running over exactly one tile: ``for (int k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p++)``.
FULL_POINT_LOOP = r"for \(int (\w)_p = 4 \* \1_t; \1_p <= 4 \* \1_t \+ 3; \1_p\+\+\)"


def run_verified(kernel: Kernel, schedule, sizes: dict[str, int]) -> str | None:
    unit = kernel.translation_unit(schedule.generate(openmp=False))
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.scop.source.function_name,
                   [Variant("isolated", unit)], sizes, repeat=0, baselines=False)
    record = result["isolated"]
    assert record.ok, record.message
    return record.verified


def full_tile_nests(code: str) -> list[tuple[str, ...]]:
    """The point loops of each perfectly nested run of one-tile loops in ``code``."""
    nests, current = [], []
    for line in code.splitlines():
        match = re.search(FULL_POINT_LOOP, line)
        if match:
            current.append(match.group(1))
        elif current:
            nests.append(tuple(current))
            current = []
    return nests


def test_isolated_gemm_full_tiles_have_constant_bounds():
    kernel = Kernel.from_file(KERNELS / "gemm.c")
    tiled = kernel.apply_recipe(GEMM_TILED)
    assert ("i", "k", "j") not in full_tile_nests(tiled.to_c())
    isolated = tiled.isolate("i_t@S1")
    assert ("i", "k", "j") in full_tile_nests(isolated.to_c())


def test_isolated_gemm_runs_bit_identical_with_partial_tiles():
    kernel = Kernel.from_file(KERNELS / "gemm.c")
    isolated = kernel.apply_recipe(GEMM_TILED + "; isolate(k_t)")
    # 13, 11 and 10 are not multiples of 4: full and partial tiles both run.
    assert run_verified(kernel, isolated, {"ni": 13, "nj": 11, "nk": 10}) == "exact"


def test_isolate_round_trips_in_recipes_and_survives_unroll_and_parallel():
    kernel = Kernel.from_file(KERNELS / "gemm.c")
    built = kernel.apply_recipe(GEMM_TILED).isolate("j_t").unroll("k_p", 2).parallel("i_t@S1")
    assert built.recipe == GEMM_TILED + "; isolate(j_t); unroll(k_p, 2); parallel(i_t@S1)"
    replayed = kernel.apply_recipe(built.recipe)
    assert replayed.to_c() == built.to_c()
    # The unrolled copies are the point loop now: full tiles keep constant bounds around them.
    assert "k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p += 2" in built.to_c()
    assert run_verified(kernel, built, {"ni": 9, "nj": 7, "nk": 10}) == "exact"


def test_isolated_time_tiles_of_seidel_run_bit_identical():
    kernel = Kernel.from_file(KERNELS / "seidel-2d.c")
    schedule = kernel.apply_recipe("skew(i, t, 1); skew(j, t, 1); skew(j, i, 1); tile(t=4, i=4, j=4); isolate(t_t)")
    code = schedule.to_c()
    assert "t_p <= 4 * t_t + 3" in code
    assert run_verified(kernel, schedule, {"tsteps": 9, "n": 15}) == "exact"


def test_isolate_needs_a_tiled_band():
    kernel = Kernel.from_file(KERNELS / "gemm.c")
    with pytest.raises(RecipeError, match="tile it first"):
        kernel.schedule().isolate("k")


def test_point_loops_unroll_in_full_tiles_only():
    # A register tile: 2 x 4 copies of the statement per k in full tiles; partial tiles keep
    # their loops, since unrolling a loop without a constant trip count guards every copy.
    kernel = Kernel.from_file(KERNELS / "gemm.c")
    recipe = (GEMM_TILED.replace("=4", "=8") + "; isolate(i_t); unroll(i_p, 2); unroll(j_p, 4); "
              "permute(i_p, j_p, k_p, i_p_u, j_p_u)")
    schedule = kernel.apply_recipe(recipe)
    code = schedule.to_c()
    assert code.count("C[i_p + 1][j_p + 3] +=") == 1  # the full tiles' unrolled body
    assert "for (int j_p_u = j_p; j_p_u <= pv_min(_PB_NJ - 1, j_p + 3); j_p_u++)" in code  # partial tiles
    assert "if (" not in code.split("for (int k_p")[1].split("}")[0]  # no guard per copy
    assert run_verified(kernel, schedule, {"ni": 21, "nj": 19, "nk": 17}) == "exact"
