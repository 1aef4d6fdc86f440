"""What an Explorer has built: a ``Schedule`` and the steps still waiting to be applied.

The state is a value: every user action (a step, undo, a recipe, an edited source, the
"show anyway" switch) returns a new :class:`ScheduleState`, so the widget only swaps one
reference and redraws, and these transitions are tested without any widget.

A step that cannot be applied stays *pending* with the reason (``problem``): a refusal is
shown drawn as it would run, and it comes back when the user ticks "show anyway", edits the
source or undoes it. Steps after it in a recipe wait behind it.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

import islpy as isl

from ..errors import IllegalTransformation, PolyvizError, RecipeError
from ..kernel import Kernel
from ..transform import Schedule, Step, parse_recipe


@dataclass(frozen=True)
class ScheduleState:
    """``schedule`` of ``kernel`` as applied; ``pending`` the steps not applied (the first one
    failed with ``problem``: an :class:`IllegalTransformation` or a :class:`RecipeError`)."""

    kernel: Kernel
    schedule: Schedule
    pending: tuple[Step, ...] = ()
    problem: PolyvizError | None = None

    @classmethod
    def start(cls, kernel: Kernel, steps: tuple[Step, ...] = (), *, force: bool = False) -> ScheduleState:
        return cls(kernel, kernel.schedule()).applying(steps, force=force)

    @property
    def refusal(self) -> IllegalTransformation | None:
        return self.problem if isinstance(self.problem, IllegalTransformation) else None

    @cached_property
    def shown(self) -> Schedule:
        """The schedule to draw: with a refused step, as that step would run."""
        return self.schedule if self.refusal is None else _applied(self.schedule, self.pending[0], force=True)

    @property
    def wanted(self) -> tuple[Step, ...]:
        """Every step the user asked for, applied or not, in order."""
        return self.schedule.steps + self.pending

    def applying(self, steps: tuple[Step, ...], *, force: bool = False) -> ScheduleState:
        """``steps`` applied after the schedule, up to the first that fails (it and the rest
        then wait as ``pending``). A step given while another is pending replaces it."""
        schedule = self.schedule
        for index, step in enumerate(steps):
            try:
                schedule = _applied(schedule, step, force=force)
            except (IllegalTransformation, RecipeError) as problem:
                return ScheduleState(self.kernel, schedule, tuple(steps[index:]), problem)
        return ScheduleState(self.kernel, schedule)

    def with_recipe(self, text: str, *, force: bool = False) -> ScheduleState:
        """The kernel's schedule after the recipe ``text``, refused steps pending.

        Raises :class:`RecipeError` (with the ``span`` of the bad part of ``text``) when the text
        does not read or one of its steps cannot apply at all: then nothing of it is kept.
        """
        steps = parse_recipe(text)
        built = ScheduleState(self.kernel, self.kernel.schedule()).applying(steps, force=force)
        if isinstance(built.problem, RecipeError):
            step = built.pending[0]
            number = len(steps) - len(built.pending) + 1
            raise RecipeError(f"recipe step {number} ({step}): {built.problem}", span=step.span)
        return built

    def undone(self) -> ScheduleState:
        """Without the pending steps, or else without the last applied step."""
        if self.pending:
            return ScheduleState(self.kernel, self.schedule)
        if not self.schedule.steps:
            raise RecipeError("nothing to undo: this is the original schedule")
        return ScheduleState(self.kernel, self.schedule.undo())

    def on_kernel(self, kernel: Kernel, *, force: bool = False) -> ScheduleState:
        """The same steps on an edited source's kernel (a loop renamed away leaves its steps pending)."""
        return ScheduleState.start(kernel, self.wanted, force=force)

    def forcing(self, force: bool) -> ScheduleState:
        """The state after "show anyway" was switched to ``force``: on, pending steps are applied
        regardless; off, the schedule goes back to before its first illegal step, which waits
        refused with the others after it."""
        if force:
            return self.applying(self.pending, force=True) if self.refusal is not None else self
        legal = self.schedule.legal_prefix()
        if legal is self.schedule:
            return self
        return replace(self, schedule=legal).applying(self.wanted[len(legal.steps):])


def _applied(schedule: Schedule, step: Step, *, force: bool) -> Schedule:
    """``schedule`` after ``step``; an argument the step does not take is a :class:`RecipeError`."""
    try:
        return schedule.apply(step, force=force)
    except TypeError as error:
        raise RecipeError(f"{step.name}: {error}") from None
    except isl.Error as error:
        raise RecipeError(f"isl cannot apply {step} ({error})") from None
