"""``vector_lanes()``: the arrays kept in lanes while the SCoP runs, verified against the original."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from polyviz import Kernel
from polyviz.errors import RecipeError
from polyviz.runtime import Variant, bench
from polyviz.transform.auto import LANE_TIME_STEPS

KERNELS = Path(__file__).resolve().parents[1] / "kernels_c"


def _verdict(kernel: Kernel, code, sizes: dict[str, int]):
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.scop.source.function_name,
                   [Variant("lanes", kernel.translation_unit(code))], sizes, repeat=0, baselines=False)
    return result["lanes"]


def _assert_runs_as_the_original(kernel: Kernel, schedule, sizes: dict[str, int]) -> None:
    verdict = _verdict(kernel, schedule.generate(), sizes)
    assert verdict.verified == "exact", verdict.message


# n=17: rows of 5, every value at a lane's edge (no vector row); n=103 and 2000: vector rows, and
# 103 leaves the last lane short.
@pytest.mark.parametrize("n", [17, 103, 2000])
def test_jacobi_1d_in_lanes_gives_the_originals_results(n):
    kernel = Kernel.from_file(KERNELS / "jacobi-1d.c")
    schedule = kernel.apply_recipe("vector_lanes()")
    assert schedule.generate().lane_statements == ("S0", "S1")
    _assert_runs_as_the_original(kernel, schedule, {"tsteps": 9, "n": n})


RECURRENCE = """
void kernel_sweeps(int tsteps, int n, double A[n], double B[n])
{
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      B[i] = 0.5 * (A[i - 1] + A[i + 1]);
    for (int i = 1; i < n; i++)
      A[i] = 0.25 * A[i - 1] + B[i];
  }
}
"""


def test_a_loop_that_carries_a_dependence_runs_one_by_one_on_the_lanes(tmp_path):
    # A[i] needs the A[i - 1] of the same sweep: in lanes, lane k + 1 would read its row before
    # lane k had written it.  Only B's loop runs in lanes; A's reaches the lane copies element by element.
    path = tmp_path / "sweeps.c"
    path.write_text(RECURRENCE)
    kernel = Kernel.from_file(path)
    schedule = kernel.apply_recipe("vector_lanes()")
    assert schedule.generate().lane_statements == ("S0",)
    code = schedule.to_c()
    assert "A_lanes[(i) % pv_lane_rows][(i) / pv_lane_rows] = 0.25 * A_lanes[(i - 1) % pv_lane_rows]" in code
    _assert_runs_as_the_original(kernel, schedule, {"tsteps": 5, "n": 101})


PREFIX_SUMS = """
void kernel_prefix(int n, double A[n], double B[n])
{
  for (int i = 1; i < n; i++)
    A[i] = A[i - 1] + B[i];
}
"""


def test_vector_lanes_is_refused_where_no_loop_can_run_in_lanes(tmp_path):
    with pytest.raises(RecipeError, match="array B has 2 dimensions"):
        Kernel.from_file(KERNELS / "jacobi-2d.c").apply_recipe("vector_lanes()")
    path = tmp_path / "prefix.c"
    path.write_text(PREFIX_SUMS)
    with pytest.raises(RecipeError, match="no innermost loop can run in lanes"):
        Kernel.from_file(path).apply_recipe("vector_lanes()")


def test_auto_keeps_jacobi_1d_in_lanes_when_its_time_loop_runs_long_enough():
    kernel = Kernel.from_file(KERNELS / "jacobi-1d.c")
    # Its bench sizes (30000 steps), the measured break-even (32 steps) and one step short of it.
    schedule = kernel.schedule().auto()
    assert schedule.recipe == "vector_lanes()"
    assert kernel.schedule().auto(sizes={"tsteps": 32, "n": 2000}).recipe == "vector_lanes()"
    assert kernel.schedule().auto(sizes={"tsteps": 31, "n": 2000}).recipe == ""
    _assert_runs_as_the_original(kernel, schedule, {"tsteps": 70, "n": 301})


def test_auto_takes_the_lanes_at_run_time_when_the_sizes_leave_the_time_steps_open():
    kernel = Kernel.from_file(KERNELS / "jacobi-1d.c")
    schedule = kernel.schedule().auto(sizes={"n": 2000})
    assert schedule.recipe == f"vector_lanes(from_steps={LANE_TIME_STEPS})"
    code = schedule.generate()
    test = f"if (_PB_TSTEPS >= {LANE_TIME_STEPS}) {{"
    assert code.body.count(test) == 1
    lanes, plain = code.body.split(test)[1].split("} else {", 1)
    assert lanes.count("run 4 lanes at once") == 2 and "lanes" not in plain.split("} else {")[0]
    for steps in (0, 8, LANE_TIME_STEPS - 1, LANE_TIME_STEPS, 40):
        _assert_runs_as_the_original(kernel, schedule, {"tsteps": steps, "n": 301})
    # The plain branch made wrong shows which branch ran: wrong below the threshold only.
    head, tail = code.body.split("} else {", 1)
    wrong = replace(code, body=head + "} else {" + tail.replace("SCALAR_VAL(0.33333)", "SCALAR_VAL(0.5)", 1))
    assert _verdict(kernel, wrong, {"tsteps": LANE_TIME_STEPS - 1, "n": 301}).verified != "exact"
    assert _verdict(kernel, wrong, {"tsteps": LANE_TIME_STEPS, "n": 301}).verified == "exact"


def test_from_steps_needs_one_outermost_loop_around_every_statement(tmp_path):
    path = tmp_path / "two_nests.c"
    path.write_text(TWO_NESTS)
    with pytest.raises(RecipeError, match="one outermost loop around every statement"):
        Kernel.from_file(path).apply_recipe("vector_lanes(from_steps=32)")
    assert Kernel.from_file(path).apply_recipe("vector_lanes()").generate().lane_statements == ("S0", "S1")


TWO_NESTS = """
void kernel_two(int n, double A[n], double B[n])
{
  for (int i = 1; i < n - 1; i++)
    B[i] = A[i - 1] + A[i + 1];
  for (int i = 1; i < n - 1; i++)
    A[i] = B[i - 1] + B[i + 1];
}
"""
