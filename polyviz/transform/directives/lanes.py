"""``vector_lanes()``: a program-wide directive, the 1-D arrays kept in lanes while the SCoP runs
(the C printer's lane loops, ``codegen/lanes.py``)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from ...codegen.lanes import lanes_refusal
from ...errors import RecipeError
from ...model.directives import Directive, Phase, with_directive
from ..recipe import Step
from ..schedule import Schedule
from ..stepspec import Param, StepSpec
from ..tree import buffered_arrays


@dataclass(frozen=True)
class InLanes(Directive):
    """The arrays are in lanes while the SCoP runs; with ``from_steps``, only when the outermost
    loop runs at least that many times (a test at run time)."""

    step: ClassVar[str] = "vector_lanes"
    phase: ClassVar[Phase] = Phase.REGION
    mlir_unchanged: ClassVar[str | None] = "the MLIR module's loops run over the arrays as they are, without lane copies"
    from_steps: int = 0

    def lanes_from_steps(self) -> int | None:
        return self.from_steps

    def mark_text(self) -> str:
        return f"lanes:{self.from_steps}"


def vector_lanes(schedule: Schedule, *, from_steps: int = 0, force: bool = False) -> Schedule:
    """Keep the 1-D arrays in lanes while the SCoP runs: element ``e`` of an array of ``4 * rows``
    goes to row ``e % rows``, lane ``e / rows`` of a copy, made as the SCoP starts and copied back
    as it ends.  An innermost loop whose one statement writes ``X[i]`` and reads elements at
    constant offsets from ``i``, and whose instances no dependence joins, then runs four
    far-apart parts of its range at once, one row of lanes a vector, the rows it reads kept in
    registers from one row to the next (one aligned load per row and array); the values of
    ``i`` at the lanes' edges run one by one.  For 1-D stencils swept many times (jacobi-1d).
    ``from_steps``: the lanes run only when the outermost loop (a stencil's time) runs at least
    that many times, tested at run time, the same order's plain loops otherwise (the copies
    cost more than few sweeps gain).  The order of dependent instances is unchanged."""
    del force  # no dependent instances change order (the code checks each loop), nothing to force
    refusal = lanes_refusal(schedule.scop)
    if refusal is None and (schedule.streamed or buffered_arrays(schedule.tree)
                            or any(d.buffers_arrays() for site in schedule.sites for d in site.band.directives)):
        refusal = "stream_stores, local_buffer, pack and register_tile keep arrays in their own buffers"
    if refusal is None and schedule.lanes:
        refusal = "the arrays are already in lanes"
    if refusal is None and from_steps < 0:
        refusal = f"from_steps={from_steps}: a loop runs no fewer than 0 times"
    everything = {s.name for s in schedule.scop.statements}
    if refusal is None and from_steps and not any(not site.outer and set(site.statements) == everything
                                                  for site in schedule.sites):
        refusal = f"from_steps={from_steps} counts the runs of one outermost loop around every statement, and there is none"
    if refusal is not None:
        raise RecipeError(f"vector_lanes(): {refusal}")
    keywords = (("from_steps", from_steps),) if from_steps else ()
    result = replace(schedule, steps=schedule.steps + (Step("vector_lanes", (), keywords),), previous=schedule,
                     directives=with_directive(schedule.directives, InLanes(from_steps)), notes=())
    if not result.generate(openmp=False).lane_statements:
        raise RecipeError("vector_lanes(): no innermost loop can run in lanes (one statement writing X[i] from "
                          "elements of 1-D double arrays at constant offsets from i, by arithmetic, with no "
                          "dependence between its instances)")
    return result


VECTOR_LANES = StepSpec("vector_lanes", vector_lanes, (Param("from_steps", "int", ("from steps",), default=0,
                                                          samples=(0, 32), keyword=True),))
