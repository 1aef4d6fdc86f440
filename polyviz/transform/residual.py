"""The producer instances that ``compute_at`` recomputes in no tile, which must still run.

The tiles recompute only what their consumers read.  A producer instance whose value no
consumer reads (a blur's rows when the image has fewer rows than the blur needs, a column the
consumer never reaches) still writes an element of an array that outlives the SCoP: it stays
where it ran in the original order, in the producer's own nest.  It may read what other
producers compute (a two-stage pipeline at sizes where the last stage has no instances): the
instances it reads from stay with it, even those the tiles recompute as well.  Where an array
is dead after the SCoP (``local_buffer``), instances that write only such an array and that no
remaining instance reads from are dropped.
"""
from __future__ import annotations

import islpy as isl

from ..model import Scop, accesses_to
from .tree import Extension, least_recomputed

#: Rounds of following reads back to their writers before the slice gives up (and keeps every
#: producer instance): a chain of producers needs one round per statement; a producer that
#: reads its own earlier instances (a recurrence) may need as many as its loop has iterations.
_ROUNDS = 8


def residual_instances(scop: Scop, extension: Extension, consumers: isl.UnionSet,
                       dead: tuple[str, ...] = ()) -> isl.UnionSet:
    """The instances of ``extension``'s producers that must run in their own nests when the rest
    run in the tiles of ``consumers``' loops: those writing an array not in ``dead`` that no tile
    recomputes, and every producer instance they read from."""
    live = scop.writes
    for array in dead:
        live = live.subtract(accesses_to(scop.writes, array))
    unread = extension.instances.subtract(least_recomputed(extension, consumers)).intersect(live.domain()).coalesce()
    sources, complete = _writers_read_by(scop, unread, extension.instances)
    return unread.union(sources).coalesce() if complete else extension.instances


def _writers_read_by(scop: Scop, readers: isl.UnionSet, writers: isl.UnionSet) -> tuple[isl.UnionSet, bool]:
    """The instances of ``writers`` that write an element ``readers`` read, or that those
    instances read, and so on (memory-based: every write of the element); and whether that
    slice is complete (else it holds the first :data:`_ROUNDS` rounds)."""
    writes = scop.writes.intersect_domain(writers)
    found = isl.UnionSet("{ }", context=writers.get_ctx())
    frontier = readers
    for _ in range(_ROUNDS):
        elements = scop.reads.intersect_domain(frontier).range()
        frontier = writes.intersect_range(elements).domain().subtract(found).coalesce()
        if frontier.is_empty():
            return found, True
        found = found.union(frontier).coalesce()
    return found, False
