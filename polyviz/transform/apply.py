"""Steps by name: the registry of every step, and ``apply``, ``replay`` and ``suggest``.

The CLI, the API (``Kernel.apply_recipe``, ``Schedule.apply``) and the Explorer apply recipes
through these functions only, so that they refuse, hint and report alike.
"""
from __future__ import annotations

from typing import Sequence

import islpy as isl

from ..errors import IllegalTransformation, RecipeError
from . import directives
from .auto import AUTO
from .cachemodel import CacheModel
from .recipe import Step, parse_recipe
from .schedule import Schedule
from .steps import SPECS, loops_around, split_pieces
from .stepspec import StepSpec, registry

#: The order the Explorer offers the steps in: reorderings, then how the loops are printed.
OFFERED = ("interchange", "permute", "reverse", "skew", "shift", "tile", "register_tile", "stripmine", "fuse",
           "distribute", "split", "compute_at", "local_buffer", "pack", "stream_stores", "in_place", "parallel",
           "pipeline", "unroll", "isolate", "separate", "atomic", "wavefront", "isl_schedule", "vector_lanes",
           "assume_no_alias", "allow_reassociation", "auto")

#: Every step, in the order the Explorer offers them.
STEPS: dict[str, StepSpec] = registry(*sorted(SPECS + directives.SPECS + (AUTO,), key=lambda s: OFFERED.index(s.name)))


def spec_of(name: str) -> StepSpec:
    """The spec of the step called ``name``; a :class:`RecipeError` listing the steps when none is."""
    if name not in STEPS:
        raise RecipeError(f"unknown step {name!r}; the steps are {', '.join(sorted(STEPS))}")
    return STEPS[name]


def apply(schedule: Schedule, step: Step, *, force: bool = False, sizes: dict[str, int] | None = None,
          cache: CacheModel | None = None) -> Schedule:
    """The schedule after ``step``; an illegal step raises :class:`IllegalTransformation` with a
    hint (see :func:`suggest`) unless ``force``, which keeps it marked.  ``sizes`` (the parameter
    values, default the kernel's ``polyviz-bench`` sizes) and ``cache`` are for the steps that
    tune for them (``auto()``)."""
    spec = spec_of(step.name)
    spec.check_arguments(step.args, step.keywords)
    tuning = {name: value for name, value in (("sizes", sizes), ("cache", cache)) if value} if spec.tuned else {}
    return _hinted(schedule, step, lambda: spec.apply(schedule, *step.args, force=force, **dict(step.keywords),
                                                      **tuning))


def replay(schedule: Schedule, recipe: str | Sequence[Step], *, force: bool = False, stop_at_illegal: bool = True,
           sizes: dict[str, int] | None = None,
           cache: CacheModel | None = None) -> tuple[Schedule, IllegalTransformation | None]:
    """``recipe`` (text or steps) applied to ``schedule``, and the refusal that stopped it.

    With ``stop_at_illegal`` the first illegal step ends the replay: the schedule before it is
    returned with the refusal (its ``step`` is the refused step's text); otherwise the refusal is
    raised.  Any other bad step raises a :class:`RecipeError` naming the step and its number."""
    steps = parse_recipe(recipe) if isinstance(recipe, str) else tuple(recipe)
    for number, step in enumerate(steps, start=1):
        try:
            schedule = apply(schedule, step, force=force, sizes=sizes, cache=cache)
        except IllegalTransformation as refusal:
            if stop_at_illegal:
                return schedule, refusal
            raise
        except (RecipeError, TypeError) as error:
            raise RecipeError(f"recipe step {number} ({step}): {_plain(error)}") from None
        except isl.Error as error:
            raise RecipeError(f"recipe step {number} ({step}): isl cannot apply it ({error})") from None
    return schedule, None


def suggest(schedule: Schedule, step: Step) -> str | None:
    """A single step that makes ``step`` legal on ``schedule``, verified by applying both: a
    skew among the loops it names (a shift or a distribution for ``reverse`` and ``parallel``, a
    split at an enclosing loop for ``parallel``,
    an interchange inside one nest for ``fuse``), or ``allow_reassociation()`` when only
    reductions keep a loop from running in parallel (or why it does not help)."""
    if step.name == "parallel" and schedule.reassociate:
        site, _ = schedule.locate(step.args[0])
        consumed = {variable: readers for variable, readers in schedule.consumed_sums.items()
                    if any(w.get_tuple_name(isl.dim_type.out) == variable
                           for name in site.statements for w in schedule.scop.statement(name).writes)}
        if consumed:
            return "; ".join(f"{variable} is read after its sums by {', '.join(readers)}"
                             for variable, readers in consumed.items()) + (
                ": polyviz reduces in parallel only sums that are final results, because later "
                "computation can amplify a reassociated sum's rounding without bound")
    if step.name == "parallel" and not schedule.reassociate:
        try:
            if apply(directives.allow_reassociation(schedule), step, force=True).legal:
                return ("the loop only carries reductions: allow_reassociation() first lets each "
                        "thread sum into its own copy (results then match within a tolerance)")
        except RecipeError:
            pass
    names: list[str] = []
    for loop in [a for a in step.args if isinstance(a, str)] + [k for k, _ in step.keywords]:
        try:
            site, _ = schedule.locate(loop)
        except RecipeError:
            continue
        for s in schedule.sites:
            if s is site or any(b is s.band for b in site.outer):
                names += [schedule.loop_name(s, n) for n in s.band.names if schedule.loop_name(s, n) not in names]
    names.sort(key=schedule.loops().index)
    # Applied with force and checked after: a refusal here would search for its own hint.
    for fix, retries in _fix_candidates(schedule, step, names):
        try:
            first = apply(schedule, fix, force=True)
        except RecipeError:
            continue
        if not first.legal:
            continue
        legal = []
        for retry in retries:
            try:
                fixed = apply(first, retry, force=True)
            except RecipeError:
                continue
            if fixed.legal:
                legal.append(fixed)
        if legal:
            then = "" if retries == (step,) else ", then " + "; ".join(str(s.steps[-1]) for s in legal)
            return f"{step.name} needs {fix} first{then}"
    return None


def _fix_candidates(schedule: Schedule, step: Step, names: list[str]):
    """Steps that may make ``step`` legal, each with the steps to try after it: a skew between
    the loops around the step's loops; for ``parallel``, a ``split`` of the loop at a loop around
    it, then ``parallel`` of its pieces below and above; for ``reverse`` and ``parallel`` of a loop around several
    statements, a shift of one statement along it (a dependence between them then stays within
    an iteration) or its distribution (after which the loop is named per statement); for
    ``fuse``, :func:`_fuse_fixes`."""
    if step.name == "fuse":
        yield from _fuse_fixes(schedule, [a for a in step.args if isinstance(a, str)])
        return
    for factor in (1, 2):
        for k, source in enumerate(names):
            for target in names[k + 1:]:
                yield Step("skew", (target, source, factor)), (step,)
    if step.name not in ("reverse", "parallel") or not step.args or not isinstance(step.args[0], str):
        return
    loop = step.args[0]
    site, name = schedule.locate(loop)
    if step.name == "parallel":
        # A loop whose dependences all cross between its values below, at and above an enclosing
        # loop's (floyd-warshall's rows i and row k) runs in parallel within each piece of a split.
        # Its pieces' copies of the loop by the names split gives them (numbered where the user
        # already has an ``i_lt``), so that the hint names the loops the split makes.
        for at in loops_around(schedule, loop):
            try:
                copies = [piece.copy.names[0] for piece in split_pieces(schedule, loop, at) if piece.suffix != "eq"]
            except RecipeError:
                continue
            yield Step("split", (loop, at)), tuple(Step("parallel", (copy,)) for copy in copies)
    if len(site.statements) < 2:
        return
    for amount in (-1, 1, -2, 2):
        for statement in site.statements:
            yield Step("shift", (statement, loop, amount)), (step,)
    yield Step("distribute", (loop,)), tuple(
        Step(step.name, (f"{name}@{statement}",) + step.args[1:], step.keywords) for statement in site.statements)


def _fuse_fixes(schedule: Schedule, loops: list[str]):
    """Steps after which a refused ``fuse(loops)`` may be legal, each with the fuse to try after
    it. ``fuse`` already shifts a later nest as far as its dependences need; what no shift helps
    is a distance that grows with another loop (a nest that walks the data in transposed order):
    an interchange that brings another loop of one nest outermost, the fuse then joining that one."""
    for position, loop in enumerate(loops):
        try:
            site, _ = schedule.locate(loop)
        except RecipeError:
            return
        for inner in site.band.names[1:]:
            other = f"{inner}@{site.statements[0]}"
            yield Step("interchange", (loop, other)), \
                (Step("fuse", tuple(loops[:position]) + (other,) + tuple(loops[position + 1:])),)


def _hinted(schedule: Schedule, step: Step, attempt) -> Schedule:
    """``attempt()``, whose refusal of ``step`` gets the hint :func:`suggest` finds."""
    try:
        return attempt()
    except IllegalTransformation as refusal:
        if refusal.step != str(step) or refusal.suggestion is not None:
            raise
        raise IllegalTransformation(refusal.step, refusal.violation, suggest(schedule, step)) from None


def fluent(spec: StepSpec):
    """``Schedule``'s method for ``spec``: ``schedule.tile(i=32, force=True)``."""
    def method(self: Schedule, *args, force: bool = False, **keywords) -> Schedule:
        step = Step(spec.name, args, tuple(keywords.items()))
        return _hinted(self, step, lambda: spec.apply(self, *args, force=force, **keywords))

    method.__name__ = method.__qualname__ = spec.name
    method.__doc__ = spec.function.__doc__
    return method


def apply_recipe(schedule: Schedule, text: str, *, force: bool = False, sizes: dict[str, int] | None = None,
                 cache: CacheModel | None = None) -> Schedule:
    """The schedule after the recipe ``text``; raises on its first illegal step unless ``force``."""
    return replay(schedule, text, force=force, stop_at_illegal=False, sizes=sizes, cache=cache)[0]


def _plain(error: Exception) -> str:
    text = str(error)
    return text.split(": ", 1)[1] if text.startswith("recipe step ") and ": " in text else text
