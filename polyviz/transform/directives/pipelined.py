"""``pipeline``: the iterations of a loop run as a pipeline over the loop after it in its band,
in one OpenMP parallel region (the directive, its step, the dependences it must keep).

The C it prints is ``codegen/pipelined.py``'s, which finds the pipelined loop through the
directive's :meth:`Pipelined.pipelined_loop`; the printers calling each directive's own hooks are
issue 32's next part.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Mapping

import islpy as isl

from ...errors import RecipeError
from ...model.directives import Directive, Phase, with_directive
from ..legality import Violation, describe_pair, first_pairs
from ..recipe import Step
from ..schedule import Schedule
from ..stepspec import Param, StepSpec
from ..steps import edited, refuse_shared_recomputation
from ..tree import Band


@dataclass(frozen=True)
class Pipelined(Directive):
    """The iterations of ``loop`` go round-robin to the threads, each iteration of the loop after
    it waiting for the same iteration of the previous iteration of ``loop`` (``codegen/pipelined.py``)."""

    step: ClassVar[str] = "pipeline"
    phase: ClassVar[Phase] = Phase.REGION
    #: One pipeline a band: the loops of a merged band keep the outer one.
    excludes: ClassVar[tuple[str, ...]] = ("pipeline",)
    loop: str

    def loops(self) -> tuple[str, ...]:
        return (self.loop,)

    def revised(self, names: Mapping[str, str], band) -> Directive | None:
        loop = names.get(self.loop)
        return replace(self, loop=loop) if loop in band.names[:-1] else None

    def mark_text(self) -> str:
        return f"pipeline:{self.loop}"

    def following(self, band) -> str:
        """The loop after the pipelined one in ``band``, whose iterations wait."""
        return band.names[band.names.index(self.loop) + 1]

    def threaded_loops(self, band) -> tuple[str, ...]:
        return self.loop, self.following(band)

    def waiting_loop_type(self, band) -> tuple[str, isl.ast_loop_type]:
        # One loop over all the following loop's values in each iteration of the pipelined loop,
        # rather than edge tiles split off beside it (fdtd-2d's), so that every part of that
        # iteration waits for, and reports, the values it reaches.
        return self.following(band), isl.ast_loop_type.atomic

    def pipelined_loop(self) -> str:
        return self.loop

    def violation(self, schedule, site) -> Violation | None:
        """A dependence the pipeline would break: one whose sink runs at an earlier iteration of
        the loop after the pipelined loop than its source.  Each iteration of that loop waits only
        for the same iteration of the pipelined loop's previous iterations."""
        band = site.band
        index = band.names.index(self.loop)
        following = band.names[index + 1]
        member = isl.UnionMap.from_union_pw_aff(band.members[index + 1])
        smaller = isl.UnionMap.from_map(isl.Map("{ [b] -> [c] : c < b }", context=member.get_ctx()))
        backwards = member.apply_range(smaller).apply_range(member.reverse())  # source -> sinks at a smaller value
        found = first_pairs(site, index, schedule.dependences, schedule.scop.context,
                            lambda pairs: pairs.intersect(backwards))
        if not found:
            return None
        dep, pairs = found
        return Violation(dep, describe_pair(pairs), pairs=pairs,
                         detail=f"pipeline({self.loop}) runs each {following} once the previous {self.loop} has "
                                f"reached it, and this sink runs at an earlier {following} than its source")


def pipeline_of(band: Band) -> str | None:
    """The loop of ``band`` that runs as a pipeline, if any."""
    return next((d.loop for d in band.directives if isinstance(d, Pipelined)), None)


def pipeline(schedule: Schedule, loop: str, *, force: bool = False) -> Schedule:
    """Run the iterations of ``loop`` as a pipeline over the loop after it in its band, in one
    OpenMP parallel region: the iterations of ``loop`` go round-robin to the threads, and each
    iteration of the next loop starts once the previous iteration of ``loop`` has finished that
    far (per-iteration flags, no barrier).  For time-tiled stencils: ``pipeline(t_t)`` runs the
    tile rows of successive time tiles at once.  Legal when no dependence between instances
    of the band goes backwards in either loop."""
    site, name = schedule.locate(loop)
    band = site.band
    k = band.names.index(name)
    if k + 1 == len(band.names):
        raise RecipeError(f"pipeline({loop}): {loop} is the innermost loop of its band "
                          f"({', '.join(schedule.loop_name(site, n) for n in band.names)}); the loop after it is what "
                          "the iterations of a pipeline overlap in")
    following = band.names[k + 1]
    for member in (name, following):
        if member in band.parallel:
            raise RecipeError(f"pipeline({loop}): {schedule.loop_name(site, member)} is already a parallel loop")
    existing = pipeline_of(band)
    if existing is not None:
        raise RecipeError(f"pipeline({loop}): its band already has pipeline({schedule.loop_name(site, existing)})")
    refuse_shared_recomputation(schedule, site, loop)
    new = replace(band, directives=with_directive(band.directives, Pipelined(name)))
    return edited(schedule, schedule.tree, site, new, Step("pipeline", (loop,)), force)


PIPELINE = StepSpec("pipeline", pipeline, (Param("loop", "loop", ("loop",)),))
