"""``stream_stores(X)``: a program-wide directive, ``X`` stored with non-temporal stores where an
innermost loop writes it element after element (the C printer's ``streamed`` arrays)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

import islpy as isl

from ...errors import RecipeError
from ...model.directives import Directive, Phase, with_directive
from ..recipe import Step
from ..schedule import Schedule
from ..stepspec import Param, StepSpec
from ..steps import refuse_in_lanes
from ..tree import buffered_arrays


@dataclass(frozen=True)
class StreamedStores(Directive):
    """``array`` is written past the caches, a small buffer at a time."""

    step: ClassVar[str] = "stream_stores"
    phase: ClassVar[Phase] = Phase.ACCESSES
    mlir_unchanged: ClassVar[str | None] = "the MLIR module stores every element with a plain affine.store"
    array: str

    def streamed_arrays(self) -> tuple[str, ...]:
        return (self.array,)

    def mark_text(self) -> str:
        return f"stream:{self.array}"


def stream_stores(schedule: Schedule, array: str, *, force: bool = False) -> Schedule:
    """Store ``array`` with non-temporal stores, past the caches: each innermost loop that writes
    it element after element writes a small buffer instead, 512 iterations at a time, and each
    buffer is then streamed into ``array``.
    For a result written once and not read back in the SCoP, too large to stay in a cache: memory
    then no longer reads each line before it is overwritten.  The order of the instances is
    unchanged; the C compiler's builtins make the stores (x86), elsewhere the row is copied."""
    refuse_in_lanes(schedule, "stream_stores")
    del force  # the order does not change, so there is nothing to check or force
    scop = schedule.scop
    names = [a.name for a in scop.arrays if not a.is_scalar]
    if array not in names:
        raise RecipeError(f"stream_stores: unknown array {array!r}; the arrays are {', '.join(names)}")
    readers = sorted(s.name for s in scop.statements if any(r.get_tuple_name(isl.dim_type.out) == array
                                                            for r in s.reads))
    if readers:
        raise RecipeError(f"stream_stores({array}): {', '.join(readers)} {'reads' if len(readers) == 1 else 'read'} "
                          f"{array}: non-temporal stores are for a result the SCoP writes and does not read back "
                          "(reads would then come from memory)")
    if array in buffered_arrays(schedule.tree):
        raise RecipeError(f"stream_stores({array}): {array} is held in per-tile buffers (local_buffer)")
    if array in schedule.streamed:
        raise RecipeError(f"stream_stores({array}): {array} is already stored with non-temporal stores")
    result = replace(schedule, steps=schedule.steps + (Step("stream_stores", (array,)),), previous=schedule,
                     directives=with_directive(schedule.directives, StreamedStores(array)), notes=())
    if "pv_stream(" not in result.generate(openmp=False).body:
        raise RecipeError(f"stream_stores({array}): no innermost loop writes {array} one element after the "
                          f"other (the loop running along {array}'s last index, each statement of its body writing "
                          "one element of it)")
    return result



STREAM_STORES = StepSpec("stream_stores", stream_stores, (Param("array", "array", ("array",)),))
