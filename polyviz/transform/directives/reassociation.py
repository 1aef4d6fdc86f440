"""``allow_reassociation()``: a program-wide directive, held by the schedule rather than a band,
that lets parallel loops reassociate reductions (OpenMP ``reduction`` clauses; the reductions a
loop may reduce are ``Schedule.reducible``'s)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from ...model.directives import Directive, Phase, with_directive
from ..recipe import Step
from ..schedule import Schedule
from ..stepspec import StepSpec


@dataclass(frozen=True)
class ReassociationAllowed(Directive):
    """Parallel loops may fold reductions into private copies: sums then round differently."""

    step: ClassVar[str] = "allow_reassociation"
    phase: ClassVar[Phase] = Phase.LOOP_CLAUSES

    def reassociates_reductions(self) -> bool:
        return True

    def mark_text(self) -> str:
        return "reassociate"


def allow_reassociation(schedule: Schedule, *, force: bool = False) -> Schedule:
    """Let parallel loops reassociate reductions: a loop whose only carried dependences are
    between updates ``x += e`` (or ``*=``) of variables nothing else in it touches may run in
    parallel, each thread folding into a private copy (OpenMP ``reduction``).  Floating-point
    sums then round differently: results match the original within a tolerance, not bit for bit."""
    del force  # a permission: it breaks no dependence
    return replace(schedule, steps=schedule.steps + (Step("allow_reassociation"),), previous=schedule,
                   directives=with_directive(schedule.directives, ReassociationAllowed()))


ALLOW_REASSOCIATION = StepSpec("allow_reassociation", allow_reassociation)
