"""Which loops of the original program are parallel: they carry no dependence."""
from __future__ import annotations

from dataclasses import dataclass

from ..model import Scop
from .dependences import Dependence


@dataclass(frozen=True)
class LoopReport:
    name: str
    id: str
    depth: int
    statements: tuple[str, ...]
    parallel: bool
    #: The dependences this loop carries (empty exactly when ``parallel``).
    carried: tuple[Dependence, ...]


def loop_reports(scop: Scop, dependences: tuple[Dependence, ...]) -> tuple[LoopReport, ...]:
    """One report per ``for`` loop, in textual order."""
    reports = []
    for loop in scop.loops:
        inside = set(loop.statements)
        carried = tuple(dep for dep in dependences
                        if dep.source in inside and dep.sink in inside
                        and loop.depth in dep.carried_levels)
        reports.append(LoopReport(loop.iterator, loop.id, loop.depth, loop.statements, not carried, carried))
    return tuple(reports)
