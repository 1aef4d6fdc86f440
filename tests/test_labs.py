"""The lab checkers: each with a right and a wrong answer (and the feedback the student reads)."""
import pytest

from polyviz import labs
from polyviz.labs import (check_beat_gemm, check_illegal_interchange, check_parallel, check_seidel_tiling,
                          lab_kernel)

SEIDEL = "skew(i, t, 1); skew(j, t, 1); skew(j, i, 1); tile(t=8, i=8, j=8)"


def test_every_lab_kernel_parses():
    for name in labs.LAB_SOURCES:
        assert lab_kernel(name).statements


# -- make this loop nest parallel -------------------------------------------------------------------
@pytest.mark.parametrize("recipe", ["skew(j, i, 1); wavefront(i, j); parallel(i)",
                                    "skew(j, i, 2); interchange(i, j); parallel(i)"])
def test_parallel_right(recipe):
    feedback = check_parallel(recipe)
    assert feedback.passed and bool(feedback)
    assert "runs in parallel" in feedback.message


def test_parallel_accepts_a_schedule_and_an_explorer():
    schedule = lab_kernel("parallel").apply_recipe("skew(j, i, 1); wavefront(i, j); parallel(i)")
    assert check_parallel(schedule).passed
    from polyviz import Explorer
    explorer = Explorer(labs.LAB_SOURCES["parallel"], recipe=schedule.recipe, background=False)
    assert check_parallel(explorer).passed


def test_parallel_wrong_names_the_carried_dependence():
    feedback = check_parallel("wavefront(i, j); parallel(i)")
    assert not feedback.passed
    assert "step parallel(i) is illegal" in feedback.message
    assert "RAW dependence S0 -> S0 on A" in feedback.message and "S0[1, 2] -> S0[2, 1]" in feedback.message
    assert "loop i carries that dependence" in feedback.message


def test_parallel_sequential_schedule_lists_each_loop():
    feedback = check_parallel("wavefront(i, j)")
    assert not feedback.passed
    assert "loop w carries the RAW dependence on A" in feedback.message
    assert "loop i carries the RAW dependence on A" in feedback.message


def test_parallel_empty_and_foreign_answers_do_not_raise():
    assert "no answer yet" in check_parallel("").message
    assert "no answer yet" in check_parallel(None).message
    assert "another loop nest" in check_parallel(lab_kernel("beat_gemm").schedule()).message
    assert "does not apply" in check_parallel("tile(q=3)").message
    assert "expected an Explorer" in check_parallel(42).message


# -- a legal tiling of seidel-2d ----------------------------------------------------------------------
def test_seidel_right():
    feedback = check_seidel_tiling(SEIDEL)
    assert feedback.passed, feedback
    assert "t_t, i_t, j_t" in feedback.message


def test_seidel_accepts_the_kernels_c_file():
    from pathlib import Path

    from polyviz import Kernel
    kernel = Kernel.from_file(Path(__file__).parent.parent / "kernels_c" / "seidel-2d.c")
    assert check_seidel_tiling(kernel.apply_recipe(SEIDEL)).passed


def test_seidel_wrong_names_the_violation_and_the_fix():
    feedback = check_seidel_tiling("skew(i, t, 1); skew(j, t, 2); tile(t=8, i=8, j=8)")
    assert not feedback.passed
    assert "step tile(t=8, i=8, j=8) is illegal" in feedback.message
    assert "S0[1, 1, 6] -> S0[1, 2, 5]" in feedback.message
    assert "hint: tile needs skew(j, i, 1) first" in feedback.message
    assert feedback.details["violation"]["kind"] == "RAW"


def test_seidel_half_right_answer_hears_what_is_left_in_its_own_coordinates():
    wrong = check_seidel_tiling("tile(t=8, i=8, j=8)")
    half = check_seidel_tiling("skew(i, t, 1); tile(t=8, i=8, j=8)")
    assert not wrong.passed and not half.passed and wrong.message != half.message
    assert "negative distances along i and j" in wrong.message and "(1, -1, 1)" in wrong.message
    # The distances after the student's skew, not the original ones.
    assert "in your loops (t, i, j) after your steps skew(i, t, 1): (1, 1, 0), (1, 1, -1)" in half.message
    assert "(1, -1, 1)" not in half.message and [1, 1, -1] in half.details["distances"]
    assert "half-way there: your steps made the distances along i non-negative; along j some are still " \
           "negative ((1, 1, -1), (1, 0, -1), (0, 1, -1))" in half.message


def test_parallel_feedback_names_the_distance_the_loop_carries_after_the_students_steps():
    feedback = check_parallel("skew(j, i, 1); parallel(j)")
    assert "in your loops (i, j) after your steps skew(j, i, 1): (1, 0), (0, 1)" in feedback.message
    assert "j carries (0, 1)" in feedback.message


def test_seidel_forced_schedule_is_reported_like_a_recipe():
    forced = lab_kernel("seidel_tiling").apply_recipe("tile(t=8, i=8, j=8)", force=True)
    feedback = check_seidel_tiling(forced)
    assert not feedback.passed and "is illegal" in feedback.message


def test_seidel_two_dimensional_tiling_is_not_enough():
    feedback = check_seidel_tiling("skew(j, i, 1); tile(i=8, j=8)")
    assert not feedback.passed
    assert "tiles 2 loop(s)" in feedback.message


# -- beat the textbook gemm (measured; the test checks logic, not the speed of this machine) -----------
SMALL = {"n": 160}


def test_gemm_right_passes_a_low_target():
    feedback = check_beat_gemm("interchange(j, k)", target=1.2, sizes=SMALL, repeat=3)
    assert feedback.passed, feedback
    assert feedback.details["speedup"] >= 1.2
    assert "verified" in feedback.message and "target 1.2× reached" in feedback.message


def test_gemm_slower_schedule_says_how_far_from_the_target():
    feedback = check_beat_gemm("interchange(i, j)", target=50.0, sizes=SMALL, repeat=1)
    assert not feedback.passed
    assert "short of the target 50×" in feedback.message
    assert "the innermost loop is k" in feedback.message


def test_gemm_illegal_schedule_is_not_timed():
    feedback = check_beat_gemm("reverse(k)", target=1.2, sizes=SMALL)
    assert not feedback.passed
    assert "step reverse(k) is illegal" in feedback.message
    assert "on C" in feedback.message and "not timed" in feedback.message
    assert "speedup" not in feedback.details


# -- explain why the interchange is illegal ------------------------------------------------------------
RIGHT = {"kind": "RAW", "array": "A", "distance": (1, -1), "source": (1, 1), "sink": (2, 0)}


def test_interchange_right():
    feedback = check_illegal_interchange(RIGHT)
    assert feedback.passed, feedback
    assert "(-1, 1)" in feedback.message


@pytest.mark.parametrize("change, expected", [
    ({"kind": "WAR"}, "there is no WAR dependence on A"),
    ({"distance": (1, 1)}, "distance (1, 1) is not a distance of that dependence"),
    ({"source": (0, 1), "sink": (1, 0)}, "is not an instance pair of the dependence"),
    ({"distance": "far"}, "distance should be 2 integers"),
])
def test_interchange_wrong(change, expected):
    feedback = check_illegal_interchange({**RIGHT, **change})
    assert not feedback.passed
    assert expected in feedback.message


def test_interchange_empty_answer():
    feedback = check_illegal_interchange({})
    assert not feedback.passed and "no answer yet" in feedback.message


def test_feedback_renders_as_html_and_text():
    feedback = check_illegal_interchange(RIGHT)
    assert "passed" in feedback._repr_html_() and "PASSED" in str(feedback)
