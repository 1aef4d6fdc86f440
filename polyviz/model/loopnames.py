"""Names of schedule-tree band members, carried by a mark node directly above each band.

isl forgets the names of band dimensions when a band is tiled or printed, so polyviz keeps
them in a mark whose id reads ``loops:i,j`` (members in order) or ``loops:i,j|parallel:i``
(members the user asked to run as OpenMP parallel loops), followed by
``|reduction:i=+:y`` (loop, operator, variable) when a parallel loop combines private copies of a
reduced variable. Marks survive isl's string form, so a schedule tree pasted back as text
keeps its loop names.
"""
from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

PREFIX = "loops:"


@dataclass(frozen=True)
class BandNames:
    names: tuple[str, ...]
    parallel: frozenset[str] = frozenset()
    #: (parallel loop, its OpenMP ``reduction`` clauses) for loops that reassociate a reduction.
    reductions: tuple[tuple[str, str], ...] = ()

    def mark_name(self) -> str:
        text = PREFIX + ",".join(self.names)
        if self.parallel:
            text += "|parallel:" + ",".join(n for n in self.names if n in self.parallel)
        if self.reductions:
            text += "|reduction:" + ";".join(f"{loop}={clause}" for loop, clause in self.reductions)
        return text

    def mark_id(self, ctx: isl.Context | None = None) -> isl.Id:
        return isl.Id(self.mark_name(), context=ctx or isl.DEFAULT_CONTEXT)


def parse_mark(name: str) -> BandNames | None:
    """The band names a mark carries, or ``None`` for marks that are not polyviz loop names."""
    if not name.startswith(PREFIX):
        return None
    head, _, reductions = name[len(PREFIX):].partition("|reduction:")
    head, _, tail = head.partition("|parallel:")
    names = tuple(n for n in head.split(",") if n)
    parallel = frozenset(n for n in tail.split(",") if n)
    pairs = tuple(tuple(entry.split("=", 1)) for entry in reductions.split(";") if entry)
    return BandNames(names, parallel, pairs)


BUFFER_PREFIX = "buffer:"


@dataclass(frozen=True)
class BufferMark:
    """A per-tile buffer standing in for ``array`` in the subtree below its mark (``local_buffer``).

    Element ``e`` of the array is element ``e - origin`` of the buffer, whose extents are
    constants; each origin coordinate is ``(constant, loop coefficients, parameter
    coefficients)``: ``constant + sum(c_k * loop k) + sum(c_p * p)`` over the enclosing loops
    (outermost first) and the parameters ``(name, c_p)``.
    """

    array: str
    extents: tuple[int, ...]
    origins: tuple[tuple[int, tuple[int, ...], tuple[tuple[str, int], ...]], ...]

    def mark_name(self) -> str:
        origins = ";".join(f"{c}:{','.join(map(str, loops))}:{','.join(f'{p}={v}' for p, v in params)}"
                           for c, loops, params in self.origins)
        return f"{BUFFER_PREFIX}{self.array}|{','.join(map(str, self.extents))}|{origins}"


def parse_buffer_mark(name: str) -> BufferMark | None:
    if not name.startswith(BUFFER_PREFIX):
        return None
    array, extents, origins = name[len(BUFFER_PREFIX):].split("|")

    def numbers(text: str) -> tuple[int, ...]:
        return tuple(int(v) for v in text.split(",") if v)

    parsed = []
    for origin in origins.split(";"):
        constant, loops, params = origin.split(":")
        pairs = tuple((p, int(v)) for p, v in (entry.split("=") for entry in params.split(",") if entry))
        parsed.append((int(constant), numbers(loops), pairs))
    return BufferMark(array, numbers(extents), tuple(parsed))
