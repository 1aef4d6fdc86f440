"""Which arguments a step form offers, and whether the step would be legal with each.

A form field offers only what the step can take given the fields before it: the second loop
of ``interchange`` is a loop of the same nest as the first (never ``i@S1`` for ``i@S0``), the
loops of ``fuse`` are outermost loops of sibling nests, the loop of ``shift`` surrounds the
chosen statement. :func:`legality` then tries the step with each choice of one field.
"""
from __future__ import annotations

from ..errors import PolyvizError
from ..kernel import Kernel
from ..transform import Schedule, parse_recipe
from .stepforms import NO_LOOP, StepForm

#: Fields whose choices are the loops of the first field's nest (the others offer every loop).
_SAME_NEST = {("interchange", 1), ("skew", 1), ("tile", 1), ("wavefront", 1)}


def choices(schedule: Schedule, kernel: Kernel, form: StepForm, position: int, earlier: list) -> list:
    """The values field ``position`` of ``form`` may take after the values ``earlier`` of the
    fields before it."""
    field = form.fields[position]
    if field.kind == "choice":
        return list(field.choices)
    if field.kind == "statement":
        return [s.name for s in kernel.statements]
    if field.kind == "array":
        return [a.name for a in kernel.arrays if not a.is_scalar]
    loops = list(schedule.loops())
    if form.name == "fuse":
        loops = _fusable(schedule, earlier[0] if position else None)
    elif (form.name, position) in _SAME_NEST and earlier and earlier[0] in loops:
        loops = [loop for loop in _same_nest(schedule, earlier[0]) if loop != earlier[0]]
    elif form.name == "shift" and position == 1:
        loops = [loop for loop in loops if earlier[0] in schedule.locate(loop)[0].statements]
    elif form.name == "compute_at" and position == 1:
        loops = [loop for loop in loops if earlier[0] not in schedule.locate(loop)[0].statements]
    return loops + [NO_LOOP] if field.kind == "optional loop" else loops


def _same_nest(schedule: Schedule, loop: str) -> list[str]:
    """The loops around or inside ``loop`` (those a step may combine it with)."""
    site, _ = schedule.locate(loop)
    bands = {id(b) for b in site.outer} | {id(site.band)}
    return [other for other in schedule.loops()
            if id(schedule.locate(other)[0].band) in bands or
            any(b is site.band for b in schedule.locate(other)[0].outer)]


def _fusable(schedule: Schedule, first: str | None) -> list[str]:
    """Outermost loops of nests in a sequence (for the second loop: the first one's siblings)."""
    outermost = [loop for loop in schedule.loops()
                 if schedule.locate(loop)[0].path and schedule.locate(loop)[0].band.names[0] == loop.split("@")[0]]
    if first is None or first not in outermost:
        return outermost
    parent = schedule.locate(first)[0].path[:-1]
    return [loop for loop in outermost if loop != first and schedule.locate(loop)[0].path[:-1] == parent]


def marked_position(form: StepForm) -> int | None:
    """The field whose choices are marked legal or not: the last loop, statement or array field."""
    positions = [k for k, f in enumerate(form.fields) if f.kind not in ("int", "choice")]
    return positions[-1] if positions else None


def verdict(schedule: Schedule, step_text: str) -> str | None:
    """``None`` when the step written ``step_text`` is legal after ``schedule``, else why not
    (the dependence it breaks, or why it does not apply)."""
    try:
        result = schedule.apply(parse_recipe(step_text)[0], force=True)
    except (PolyvizError, TypeError) as error:
        return f"does not apply: {error}"
    if result.violation is None:
        return None
    d = result.violation.dependence
    return f"breaks the {d.kind} dependence {d.source} -> {d.sink} on {d.array}"
