"""Which arguments a step form offers, and whether the step would be legal with each.

A form field offers only what the step can take given the fields before it, as the step's spec
says (``StepSpec.choices``): the second loop of ``interchange`` is a loop of the same nest as the
first (never ``i@S1`` for ``i@S0``), the loops of ``fuse`` are outermost loops of sibling nests,
the loop of ``shift`` surrounds the chosen statement. :func:`verdict` then tries the step with
each choice of one field.
"""
from __future__ import annotations

from ..errors import PolyvizError
from ..transform import STEPS, Schedule, parse_recipe
from .stepforms import NO_LOOP, StepForm


def choices(schedule: Schedule, form: StepForm, position: int, earlier: list) -> list:
    """The values field ``position`` of ``form`` may take after the values ``earlier`` of the
    fields before it."""
    field = form.fields[position]
    if field.kind in ("choice", "option"):
        return list(field.choices)
    values = list(STEPS[form.name].choices(schedule, field.param, tuple(earlier)))
    return values + [NO_LOOP] if field.kind == "optional loop" else values


def marked_position(form: StepForm) -> int | None:
    """The field whose choices are marked legal or not: the last loop, statement or array field."""
    positions = [k for k, f in enumerate(form.fields) if f.kind not in ("int", "choice", "option")]
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
