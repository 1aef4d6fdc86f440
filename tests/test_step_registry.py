"""One list of steps: everything that offers, documents or applies steps reads ``transform.STEPS``."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from polyviz import IllegalTransformation, Kernel, RecipeError, Schedule
from polyviz.transform import STEPS, CacheModel, Step, apply, replay
from polyviz.widgets.stepforms import STEP_FORMS

ROOT = Path(__file__).resolve().parent.parent
GEMM = Kernel.from_file(ROOT / "kernels_c" / "gemm.c")
STENCIL = Kernel.from_file(ROOT / "kernels_c" / "tutorial_stencil.c")
SEIDEL = Kernel.from_file(ROOT / "kernels_c" / "seidel-2d.c")
BLUR = Kernel.from_file(ROOT / "kernels_c" / "blur2d.c")


def test_every_step_has_a_form_a_method_a_summary_and_a_usage():
    text = subprocess.run([sys.executable, "-m", "polyviz.cli", "transform", "--help"], capture_output=True,
                          text=True, check=True).stdout
    flat = " ".join(text.split())
    assert list(STEP_FORMS) == list(STEPS)
    for name, spec in STEPS.items():
        assert spec.summary, f"{name}: its function has no docstring"
        assert spec.usage() in flat, f"{name}: {spec.usage()} not in transform --help"
        # The isl_schedule view (the isl tree) keeps its name; the step is applied by recipe.
        assert name == "isl_schedule" or getattr(Schedule, name).__doc__ == spec.function.__doc__


def test_the_candidates_are_arguments_that_the_step_accepts():
    schedule = GEMM.schedule()
    found = STEPS["interchange"].candidates(schedule)
    assert found == {"a": schedule.loops(), "b": schedule.loops()}
    assert STEPS["local_buffer"].candidates(schedule)["array"] == ("C", "A", "B")
    assert STEPS["isl_schedule"].candidates(schedule)["fusion"] == ("min", "smart", "max")
    stencil = STENCIL.schedule()
    loops = STEPS["skew"].candidates(stencil)
    skewed = STEPS["skew"].apply(stencil, loops["target"][1], loops["source"][0], loops["factor"][0])
    assert skewed.recipe == "skew(j, i, 1)"


def test_the_choices_after_earlier_arguments_are_those_the_step_can_take():
    """Each argument is offered given those before it: loops of the first loop's nest, outermost
    loops of sibling nests for fuse, loops around (shift) or outside (compute_at) the statement."""
    schedule = BLUR.schedule()
    assert schedule.loops() == ("i@S0", "j@S0", "i@S1", "j@S1")
    for name, param in (("interchange", "b"), ("skew", "source"), ("tile", "sizes"), ("permute", "order"),
                        ("wavefront", "loops")):
        assert STEPS[name].choices(schedule, param, ("i@S1",)) == ("j@S1",), name
        assert STEPS[name].choices(schedule, param) == schedule.loops(), name
    assert STEPS["fuse"].choices(schedule, "loops") == ("i@S0", "i@S1")
    assert STEPS["fuse"].choices(schedule, "loops", ("i@S1",)) == ("i@S0",)
    assert STEPS["shift"].choices(schedule, "loop", ("S1",)) == ("i@S1", "j@S1")
    assert STEPS["compute_at"].choices(schedule, "loop", ("S0",)) == ("i@S1", "j@S1")
    assert STEPS["tile"].candidates(schedule)["sizes"] == schedule.loops()
    # gemm: i around j@S0 (C *= beta) and the k, j@S1 nest: k combines with i and j@S1, not j@S0.
    assert STEPS["interchange"].choices(GEMM.schedule(), "b", ("k",)) == ("i", "j@S1")


def test_fluent_methods_and_recipes_are_one_path():
    by_method = STENCIL.schedule().skew("j", "i").tile(i=4, j=4)
    by_recipe = STENCIL.apply_recipe("skew(j, i, 1); tile(i=4, j=4)")
    assert by_method.recipe == by_recipe.recipe == "skew(j, i, 1); tile(i=4, j=4)"
    assert by_method.to_c() == by_recipe.to_c()
    with pytest.raises(IllegalTransformation) as refused:
        SEIDEL.schedule().tile(i=4, j=4)
    with pytest.raises(IllegalTransformation) as refused_in_recipe:
        SEIDEL.apply_recipe("tile(i=4, j=4)")
    assert str(refused.value) == str(refused_in_recipe.value)
    assert refused.value.suggestion == "tile needs skew(j, i, 1) first"


def test_replay_stops_at_the_first_illegal_step():
    start = STENCIL.schedule()
    schedule, refusal = replay(start, "skew(j, i, 1); parallel(j); tile(i=4)")
    assert schedule.recipe == "skew(j, i, 1)" and refusal.step == "parallel(j)"
    forced, none = replay(start, "skew(j, i, 1); parallel(j)", force=True)
    assert none is None and not forced.legal
    with pytest.raises(IllegalTransformation):
        replay(start, "parallel(j)", stop_at_illegal=False)
    with pytest.raises(RecipeError, match=r"recipe step 2 \(reverse\(q\)\): unknown loop 'q'"):
        replay(start, "skew(j, i, 1); reverse(q)")
    assert apply(start, Step("skew", ("j", "i", 2))).recipe == "skew(j, i, 2)"


@pytest.mark.parametrize("recipe, message", [
    ("interchange(i, j, k)", "interchange takes 2 arguments, got 3; usage: interchange(a, b)"),
    ("skew(j)", "skew takes 2 to 3 arguments, got 1; usage: skew(target, source, factor=1)"),
    ("isl_schedule(max)", "usage: isl_schedule(fusion=min|smart|max, outer=parallel|permutable)"),
    ("auto(tiles=8)", "auto has no option tiles"),
    ("flip(i)", "unknown step 'flip'; the steps are allow_reassociation, assume_no_alias, atomic, auto"),
])
def test_arguments_that_fit_no_parameter_are_refused_with_the_usage(recipe, message):
    with pytest.raises(RecipeError) as error:
        STENCIL.apply_recipe(recipe)
    assert str(error.value).startswith(f"recipe step 1 ({recipe}): ") and message in str(error.value)


def test_auto_tiles_for_the_cache_it_is_given():
    # The rows loop of the register block (AVX2's 6x8) is tiled in whole blocks: 32 -> 30, 256 -> 252.
    small, large = CacheModel(l2_bytes=64 * 1024), CacheModel(l2_bytes=8 << 20)
    assert "tile(i@S1, 30, k, 32, j@S1, 32)" in GEMM.apply_recipe("auto()", cache=small).recipe
    assert "tile(i@S1, 252, k, 256, j@S1, 256)" in GEMM.apply_recipe("auto()", cache=large).recipe
    assert GEMM.apply_recipe("auto()").recipe == GEMM.apply_recipe("auto()", cache=CacheModel()).recipe
