"""Which loops of the original program are parallel: they carry no dependence."""
from __future__ import annotations

from dataclasses import dataclass

from ..model import Loop, Scop
from .dependences import Dependence


@dataclass(frozen=True)
class LoopReport:
    """A loop of the original program and the dependences it carries."""

    loop: Loop
    #: The dependences this loop carries (empty exactly when the loop is parallel).
    carried: tuple[Dependence, ...]

    @property
    def parallel(self) -> bool:
        return not self.carried

    @property
    def name(self) -> str:
        return self.loop.iterator

    @property
    def id(self) -> str:
        return self.loop.id

    @property
    def depth(self) -> int:
        return self.loop.depth

    @property
    def statements(self) -> tuple[str, ...]:
        return self.loop.statements


def loop_reports(scop: Scop, dependences: tuple[Dependence, ...]) -> tuple[LoopReport, ...]:
    """One report per ``for`` loop, in textual order."""
    reports = []
    for loop in scop.loops:
        inside = set(loop.statements)
        carried = tuple(dep for dep in dependences
                        if dep.source in inside and dep.sink in inside
                        and loop.depth in dep.carried_levels)
        reports.append(LoopReport(loop, carried))
    return tuple(reports)
