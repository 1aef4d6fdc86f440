"""Exact dependences of a SCoP and the loops that carry them.

Flow (read-after-write) dependences are value-based: isl's dataflow analysis links each read
to the last write of the value it reads. Anti (write-after-read) and output (write-after-write)
dependences are memory-based: every ordered pair of accesses to the same element. Together
they are exactly the orderings any legal schedule must keep.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

import islpy as isl

from ..model import Scop, Statement, accesses_to, isl_budget, maps_of

#: Distance sets with more points than this are summarised by a direction only.
MAX_LISTED_DISTANCES = 64

KINDS = ("RAW", "WAR", "WAW")


@dataclass(frozen=True)
class Dependence:
    """Instances of ``sink`` that must run after instances of ``source`` (both statement names)."""

    kind: str
    source: str
    sink: str
    array: str
    relation: isl.Map
    #: Names of the loops that enclose both statements, outermost first.
    common_loops: tuple[str, ...]
    #: Distances (sink minus source) in the common loops, as an isl set.
    distance_set: isl.Set
    #: The distance vectors when there are finitely many (for every parameter value), else ``None``.
    distances: tuple[tuple[int, ...], ...] | None
    #: Per common loop: ``"0"``, ``"+"``, ``"-"``, ``"0+"``, ``"0-"`` or ``"*"``.
    direction: tuple[str, ...]
    #: Iterator names of the common loops that carry some instance of this dependence.
    carried_by: tuple[str, ...]
    #: Their depths (positions in ``common_loops``).
    carried_levels: tuple[int, ...]

    def __str__(self) -> str:
        shown = self.distances if self.distances is not None else "(" + ", ".join(self.direction) + ")"
        return f"{self.kind} {self.source} -> {self.sink} on {self.array}: distances {shown}"


def compute_dependences(scop: Scop) -> tuple[Dependence, ...]:
    """Every RAW, WAR and WAW dependence of ``scop``, one record per (kind, source, sink, array)."""
    schedule_map = scop.schedule_map
    before = schedule_map.lex_lt_union_map(schedule_map)
    result: list[Dependence] = []
    projections: dict[tuple[str, int], isl.Map] = {}
    written = {m.get_tuple_name(isl.dim_type.out) for s in scop.statements for m in s.writes}
    for array in scop.arrays:
        if array.name not in written:
            continue
        reads = accesses_to(scop.reads, array.name)
        writes = accesses_to(scop.writes, array.name)
        with isl_budget(f"dependence analysis of {array.name}"):
            flow = (isl.UnionAccessInfo.from_sink(reads).set_must_source(writes)
                    .set_schedule(scop.schedule_tree).compute_flow().get_must_dependence())
            anti = reads.apply_range(writes.reverse()).intersect(before)
            output = writes.apply_range(writes.reverse()).intersect(before)
        for kind, relation in zip(KINDS, (flow, anti, output)):
            for dep_map in maps_of(relation.coalesce()):
                result.append(_describe(scop, kind, array.name, dep_map, projections))
    order = {s.name: i for i, s in enumerate(scop.statements)}
    result.sort(key=lambda d: (order[d.source], order[d.sink], KINDS.index(d.kind), d.array))
    return tuple(result)


def common_loop_count(source: Statement, sink: Statement) -> int:
    count = 0
    for a, b in zip(source.loop_ids, sink.loop_ids):
        if a != b:
            break
        count += 1
    return count


def loop_values(statement: Statement, depth: int, directions: dict[str, int]) -> isl.Map:
    """``S[i, j, …] -> [±i, ±j]`` for the ``depth`` outermost loops (negated for decreasing loops)."""
    params = statement.domain.get_space().get_var_names(isl.dim_type.param)
    prefix = f"[{', '.join(params)}] -> " if params else ""
    values = [("-" if directions[loop_id] < 0 else "") + it
              for it, loop_id in zip(statement.iterators[:depth], statement.loop_ids[:depth])]
    return isl.Map(f"{prefix}{{ {statement.name}[{', '.join(statement.iterators)}] -> [{', '.join(values)}] }}")


def _describe(scop: Scop, kind: str, array: str, relation: isl.Map,
              projections: dict[tuple[str, int], isl.Map]) -> Dependence:
    source = scop.statement(relation.get_tuple_name(isl.dim_type.in_))
    sink = scop.statement(relation.get_tuple_name(isl.dim_type.out))
    depth = common_loop_count(source, sink)
    directions = {loop.id: loop.direction for loop in scop.loops}

    def projection(statement: Statement) -> isl.Map:
        key = (statement.name, depth)
        if key not in projections:
            projections[key] = loop_values(statement, depth, directions)
        return projections[key]

    distance_set = relation.apply_domain(projection(source)).apply_range(projection(sink)).deltas()
    names = tuple(source.iterators[:depth])
    listed = listed_distances(distance_set)
    if listed is not None:  # reading signs off the vectors is much cheaper than asking isl
        direction = tuple(_sign_summary({_sign(v[k]) for v in listed}) for k in range(depth))
        levels = sorted({next(k for k, x in enumerate(v) if x) for v in listed if any(v)})
    else:
        plain = _without_parameters(distance_set)
        direction = direction_of(plain)
        levels = carrying_levels(plain)
    return Dependence(kind=kind, source=source.name, sink=sink.name, array=array, relation=relation,
                      common_loops=names, distance_set=distance_set, distances=listed, direction=direction,
                      carried_by=tuple(names[level] for level in levels), carried_levels=tuple(levels))


def _sign(value: int) -> str:
    return "+" if value > 0 else "-" if value < 0 else "0"


def _sign_summary(signs: set[str]) -> str:
    text = "".join(sign for sign in "0+-" if sign in signs)
    return text if text in ("0", "+", "-", "0+", "0-") else "*"


def _without_parameters(distances: isl.Set) -> isl.Set:
    return distances.project_out(isl.dim_type.param, 0, distances.dim(isl.dim_type.param))


def listed_distances(distances: isl.Set) -> tuple[tuple[int, ...], ...] | None:
    """The vectors of ``distances`` (whatever the parameters), largest first; ``None`` when
    there are infinitely many or too many to list."""
    plain = _without_parameters(distances)
    if not plain.is_bounded():
        return None
    points: list[tuple[int, ...]] = []
    dims = plain.dim(isl.dim_type.set)

    def collect(point: isl.Point) -> None:
        points.append(tuple(point.get_coordinate_val(isl.dim_type.set, k).to_python() for k in range(dims)))

    if plain.count_val().to_python() > MAX_LISTED_DISTANCES:
        return None
    plain.foreach_point(collect)
    return tuple(sorted(points, reverse=True))


@functools.lru_cache(maxsize=1024)
def _condition(dims: int, constraints: str) -> isl.Set:
    return isl.Set(f"{{ [{', '.join(f'x{k}' for k in range(dims))}] : {constraints} }}")


def _constrained(plain: isl.Set, constraints: str) -> bool:
    """Whether some distance of the parameter-free set ``plain`` satisfies ``constraints`` (over x0, x1, …)."""
    return not plain.intersect(_condition(plain.dim(isl.dim_type.set), constraints)).is_empty()


def direction_of(distances: isl.Set) -> tuple[str, ...]:
    """Sign summary per dimension of a parameter-free distance set."""
    result = []
    for k in range(distances.dim(isl.dim_type.set)):
        signs = {sign for sign, test in (("0", f"x{k} = 0"), ("+", f"x{k} > 0"), ("-", f"x{k} < 0"))
                 if _constrained(distances, test)}
        result.append(_sign_summary(signs))
    return tuple(result)


def carrying_levels(distances: isl.Set) -> tuple[int, ...]:
    """Levels ``l`` at which some distance is zero before ``l`` and non-zero at ``l``."""
    levels = []
    for level in range(distances.dim(isl.dim_type.set)):
        outer_zero = [f"x{k} = 0" for k in range(level)]
        if _constrained(distances, " and ".join(outer_zero + [f"(x{level} > 0 or x{level} < 0)"])):
            levels.append(level)
    return tuple(levels)
