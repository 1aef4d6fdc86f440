"""``assume_no_alias()``: a program-wide directive, the user's promise that the kernel's array
parameters do not overlap.  The C then accesses them through ``restrict`` pointers and leaves
out the run-time overlap test (``codegen/alias.py``)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from ...model.directives import Directive, Phase, with_directive
from ..recipe import Step
from ..schedule import Schedule
from ..stepspec import StepSpec


@dataclass(frozen=True)
class NoAlias(Directive):
    """The array parameters do not overlap, on the user's word."""

    step: ClassVar[str] = "assume_no_alias"
    phase: ClassVar[Phase] = Phase.REGION
    mlir_unchanged: ClassVar[str | None] = "the MLIR module never tests whether its memrefs overlap"

    def promises_distinct_arrays(self) -> bool:
        return True

    def mark_text(self) -> str:
        return "no_alias"


def assume_no_alias(schedule: Schedule, *, force: bool = False) -> Schedule:
    """Promise that the kernel's array parameters do not overlap: the code then accesses them
    through ``restrict`` pointers, which lets the compiler vectorise tiled and unrolled loops.
    The order of the instances is unchanged; a wrong promise gives wrong results."""
    del force  # the order does not change, so there is nothing to check or force
    return replace(schedule, steps=schedule.steps + (Step("assume_no_alias"),), previous=schedule,
                   directives=with_directive(schedule.directives, NoAlias()))


ASSUME_NO_ALIAS = StepSpec("assume_no_alias", assume_no_alias)
