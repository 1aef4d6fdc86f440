"""Random recipes: every accepted one computes the original bits, every refused one really breaks a dependence."""
from __future__ import annotations

from pathlib import Path

import islpy as isl
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from polyviz import IllegalTransformation, Kernel, RecipeError, Step
from polyviz.transform import STEPS
from polyviz.transform.directives.pipelined import pipeline_of
from test_transform import close_sessions, run_against_original  # noqa: F401 (close_sessions: autouse fixture)

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"
NAMES = sorted(p.stem for p in KERNELS.glob("*.c") if p.stem != "heat-3d")  # heat-3d: slow to compile
_kernels: dict[str, Kernel] = {}


def kernel(name: str) -> Kernel:
    if name not in _kernels:
        _kernels[name] = Kernel.from_file(KERNELS / f"{name}.c")
    return _kernels[name]


#: Steps the random recipes leave out: they get their own tests (auto(), compute_at and
#: local_buffer), compare within a tolerance (allow_reassociation) or take seconds (isl_schedule).
LEFT_OUT = {"auto", "compute_at", "local_buffer", "allow_reassociation", "isl_schedule"}
RANDOM_STEPS = [spec for name, spec in STEPS.items() if name not in LEFT_OUT]


def draw_step(draw, schedule) -> Step:
    """A step of the registry with each argument drawn from what its spec offers after the
    arguments drawn before it (``StepSpec.choices``; options written ``name=value`` keep their
    defaults, and a step left with nothing to offer is drawn short, for the step to refuse)."""
    spec = draw(st.sampled_from(RANDOM_STEPS))
    chosen: list = []

    def pick(param):
        values = spec.choices(schedule, param.name, tuple(chosen))
        if values:
            chosen.append(draw(st.sampled_from(values)))
        return bool(values)

    args, keywords = [], []
    for param in spec.params:
        if param.keyword:
            continue
        for _ in range(draw(st.integers(1, 2)) if param.kind == "loop sizes" else
                       draw(st.integers(param.many, param.many + 1)) if param.many else 1):
            if not pick(param):
                break
            if param.kind == "loop sizes":
                keywords.append((chosen[-1], draw(st.sampled_from(param.samples))))
            else:
                args.append(chosen[-1])
    return Step(spec.name, tuple(args), tuple(keywords))


def independently_violated(schedule, error: IllegalTransformation) -> bool:
    """Confirm a refusal without the checker that refused: the instance pair really is a dependence
    whose order (or, for a parallel loop, whose loop value) the forced schedule breaks."""
    dependence = error.violation.dependence
    source_text, sink_text = error.violation.instance_pair.split(" with ")[0].split(" -> ")
    params = error.violation.instance_pair.split(" with ")[1] if " with " in error.violation.instance_pair else ""
    prefix = "[" + ", ".join(p.split(" = ")[0] for p in params.split(", ")) + "] -> " if params else ""
    condition = " and ".join(params.split(", ")) if params else ""
    pair = isl.UnionMap(f"{prefix}{{ {source_text} -> {sink_text} : {condition} }}".replace(":  }", " }"))
    pair = pair.intersect_params(isl.UnionMap.from_map(dependence.relation).params())
    if not pair.is_subset(isl.UnionMap.from_map(dependence.relation)):
        return False
    times = schedule.isl_schedule.get_map()
    if error.violation.loop is None:
        return pair.is_subset(times.lex_ge_union_map(times)) or _a_pipeline_runs_it_too_early(schedule, pair)
    sites = [s for s in schedule.sites if error.violation.loop in s.band.names]
    for site in sites:
        member = isl.UnionMap.from_union_pw_aff(site.band.member(error.violation.loop))
        if not pair.is_subset(member.apply_range(member.reverse())):
            return True
    return False

def _a_pipeline_runs_it_too_early(schedule, pair) -> bool:
    """A pipelined loop's iteration waits for the previous one only up to the same value of the next
    loop: a pair whose sink has a smaller value of that loop than its source may run too early."""
    for site in schedule.sites:
        loop = pipeline_of(site.band)
        if loop is None:
            continue
        following = isl.UnionMap.from_union_pw_aff(site.band.member(site.band.names[site.band.names.index(loop) + 1]))
        values = following.reverse().apply_range(pair).apply_range(following)  # source's value -> sink's
        if values.is_subset(isl.UnionMap("{ [b] -> [c] : c < b }")):
            return True
    return False


def check_random_recipe(data, name: str, k: Kernel, sizes: dict[str, int] | None = None) -> None:
    """Apply 1-5 random steps: a refused step must really break a dependence, an accepted schedule
    must compute the original's bits (arrays, scalars passed by pointer, the return value)."""
    schedule = k.schedule()
    for _ in range(data.draw(st.integers(1, 5))):
        step = draw_step(data.draw, schedule)
        try:
            schedule = schedule.apply(step)
        except RecipeError:
            continue
        except IllegalTransformation as error:
            forced = schedule.apply(step, force=True)
            assert not forced.legal
            assert independently_violated(forced, error), f"{name}: {forced.recipe}: {error}"
            return
    try:
        record = run_against_original(k, schedule, sizes)
    except RecipeError:  # isl cannot unroll a loop without constant bounds
        return
    assert record.status == "ok" and record.verified == "exact", f"{name}: {schedule.recipe}: {record.message}"


def test_a_refused_pipeline_is_confirmed_without_the_checker():
    """Found by test_random_recipes: pipeline(p) on conv_softsign breaks no sequential order, only
    the pipeline's wait, which the confirmation has to model on its own."""
    k = kernel("conv_softsign")
    with pytest.raises(IllegalTransformation) as refused:
        k.apply_recipe("pipeline(p)")
    assert independently_violated(k.apply_recipe("pipeline(p)", force=True), refused.value)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_recipes(data):
    name = data.draw(st.sampled_from(NAMES))
    check_random_recipe(data, name, kernel(name))


EDGES = sorted(p.stem for p in (KERNELS / "edges").glob("*.c"))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_recipes_at_the_edges_of_the_scop(data):
    """Kernels whose iterators and scalars live after the SCoP (returned, stored through pointers),
    with the user's own OpenMP pragma, or written on one line, at sizes down to 0."""
    name = data.draw(st.sampled_from(EDGES))
    k = kernel(f"edges/{name}")
    size = data.draw(st.sampled_from([0, 1, 2, *k.scop.source.header.test_sizes.values()]))
    check_random_recipe(data, name, k, {parameter: size for parameter in k.scop.source.header.test_sizes})
