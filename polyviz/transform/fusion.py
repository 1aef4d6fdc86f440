"""When recomputing producers inside a consumer's tiles (``compute_at``) is refused.

Two rules refuse a ``compute_at`` before any legality check:

- the paper's m > n rule (Zhao and Cohen, MICRO 2020): a producer with fewer parallel loops
  than the live-out space it would join is not fused, so that the tiling and parallelism of
  the live-out space are never lost (a scan recomputed per tile ties the tiles to one order);
- a producer of a producer is computed at the loop its consumer is computed at: one level per
  chain (the extension of an outer tile loop would have to reach the producers an inner tile
  loop recomputes, and a producer inside its consumer's loop would run after it is read).

``auto()``'s use of the step (``auto(scratch=True)``) is :mod:`.pipeline`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import islpy as isl

from .tree import Band, Extension, Sequence

if TYPE_CHECKING:
    from .schedule import Schedule


def parallel_loops(schedule: Schedule, statements) -> dict[str, tuple[str, ...]]:
    """For each of ``statements``: its loops in the original program that carry no dependence
    among ``statements`` (the parallelism of that computation space on its own)."""
    group = set(statements)
    carried = {}
    for dep in schedule.dependences:
        if dep.source in group and dep.sink in group:
            for level in dep.carried_levels:
                carried.setdefault((dep.source, dep.sink), set()).add(level)
    result = {}
    for name in statements:
        loops = [loop for loop in schedule.scop.loops if name in loop.statements]
        busy = {level for (source, sink), levels in carried.items() if name in (source, sink) for level in levels}
        result[name] = tuple(loop.iterator for loop in sorted(loops, key=lambda loop: loop.depth)
                             if loop.depth not in busy)
    return result


def parallelism_refusal(schedule: Schedule, producers, consumers, loop: str, depth: int) -> str | None:
    """Why the m > n rule refuses recomputing ``producers`` per tile of ``consumers`` at ``loop``
    (``depth`` loops around it, itself included), or ``None``: m counts the parallel loops of the
    live-out space that those tile loops can carry (at most ``depth``), n the producers' ones."""
    live_out = parallel_loops(schedule, consumers)
    inner = parallel_loops(schedule, producers)
    m = min(depth, min(len(loops) for loops in live_out.values()))
    n = min(len(loops) for loops in inner.values())
    if m <= n:
        return None
    poorest = min(inner, key=lambda name: len(inner[name]))
    richest = min(live_out, key=lambda name: len(live_out[name]))
    carriers = sorted({str(dep) for dep in schedule.dependences
                       if dep.source in inner and dep.sink in inner and poorest in (dep.source, dep.sink)
                       and dep.carried_levels})
    why = f" (carried: {'; '.join(carriers)})" if carriers else ""
    return (f"{poorest} has {_loops(inner[poorest])}{why}, fewer than the {m} of {richest} "
            f"({', '.join(live_out[richest])}) that its tiles up to {loop} run in parallel: recomputed per tile "
            "it would tie the tiles to one order and lose their parallelism (tile-then-fuse's m > n rule: a "
            "producer with less parallelism than the live-out space is not fused)")


def _loops(names) -> str:
    if not names:
        return "no parallel loop"
    return f"{len(names)} parallel loop{'s' if len(names) > 1 else ''} ({', '.join(names)})"


def level_refusal(schedule: Schedule, producers, loop: str, below) -> str | None:
    """Why recomputing ``producers`` at ``loop`` (``below``: the tree under it) mixes tile levels,
    or ``None``: a consumer of the producers recomputed at another loop."""
    written = {w.get_tuple_name(isl.dim_type.out) for name in producers for w in schedule.scop.statement(name).writes}
    readers = {s.name for s in schedule.scop.statements if s.name not in producers
               and any(r.get_tuple_name(isl.dim_type.out) in written for r in s.reads)}
    here = below.statements if isinstance(below, Extension) else ()
    for place, extension in _extensions(schedule.tree):
        elsewhere = sorted(readers.intersection(extension.statements) - set(here))
        if elsewhere:
            names, one = ", ".join(elsewhere), len(elsewhere) == 1
            them, reads, runs = ("it", "reads", "runs") if one else ("them", "read", "run")
            computes = "computes" if len(producers) == 1 else "compute"
            return (f"{', '.join(producers)} {computes} what {names} {reads}, and {names} {runs} at loop {place}, "
                    f"not at {loop}: a producer of a producer is computed at the loop its consumer is computed "
                    f"at, so that each tile computes it before reading it (chains across tile levels are not "
                    f"supported): compute_at({', '.join(producers)}, {place}) after {them}")
    return None


def _extensions(tree, loop: str | None = None):
    """(innermost enclosing loop name, node) of every :class:`Extension` of ``tree``."""
    if isinstance(tree, Extension):
        yield loop, tree
        yield from _extensions(tree.child, loop)
    elif isinstance(tree, Sequence):
        for child in tree.children:
            yield from _extensions(child, loop)
    elif isinstance(tree, Band):
        yield from _extensions(tree.child, tree.names[-1])
