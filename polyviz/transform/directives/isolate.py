"""``isolate``: isl generates the full tiles of a tiled band apart from the partial ones (isl's
``isolate`` option), so that in full tiles every point loop has a constant trip count."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Mapping

from ...errors import RecipeError
from ...model.directives import Directive, Phase, with_directive
from ..recipe import Step
from ..schedule import Schedule
from ..stepspec import Param, StepSpec
from ..steps import edited


@dataclass(frozen=True)
class Isolated(Directive):
    """The band's full tiles are generated apart (the tiles are ``tree.full_tiles``'s)."""

    step: ClassVar[str] = "isolate"
    phase: ClassVar[Phase] = Phase.BUILD

    def revised(self, names: Mapping[str, str], band) -> Directive | None:
        return self if band.tiles else None

    def isolates_full_tiles(self) -> bool:
        return True

    def mark_text(self) -> str:
        return "isolate"


def isolate(schedule: Schedule, loop: str, *, force: bool = False) -> Schedule:
    """Generate the full tiles of the tiled band holding ``loop`` separately from the partial
    ones (isl's ``isolate`` option): in full tiles every point loop has a constant trip count."""
    site, _ = schedule.locate(loop)
    if not site.band.tiles:
        raise RecipeError(f"isolate works on a tiled band; loop {loop} is in the untiled band "
                          f"{', '.join(site.band.names)} (tile it first)")
    band = replace(site.band, directives=with_directive(site.band.directives, Isolated()))
    return edited(schedule, schedule.tree, site, band, Step("isolate", (loop,)), force)


ISOLATE = StepSpec("isolate", isolate, (Param("loop", "loop", ("loop",)),))
