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
    #: The pairs of ``relation`` as values of the common loops (negated for decreasing loops):
    #: source values -> sink values.
    loop_value_pairs: isl.Map
    #: The distance vectors when there are finitely many (for every parameter value), else ``None``.
    distances: tuple[tuple[int, ...], ...] | None
    #: Per common loop: ``"0"``, ``"+"``, ``"-"``, ``"0+"``, ``"0-"`` or ``"*"``.
    direction: tuple[str, ...]
    #: Iterator names of the common loops that carry some instance of this dependence.
    carried_by: tuple[str, ...]
    #: Their depths (positions in ``common_loops``).
    carried_levels: tuple[int, ...]

    @property
    def distance_set(self) -> isl.Set:
        """Distances (sink minus source) in the common loops, as an isl set.  Computed on demand:
        the projection it takes grows exponentially with the depth of a triangular nest
        (docs/design-notes.md, "Measurements behind the constants"), while the summaries above are
        read off :attr:`loop_value_pairs` without it."""
        with isl_budget(f"distances of {self}"):
            return self.loop_value_pairs.deltas()

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

    pairs = relation.apply_domain(projection(source)).apply_range(projection(sink))
    names = tuple(source.iterators[:depth])
    with isl_budget(f"distances of the {kind} dependence {source.name} -> {sink.name} on {array}"):
        listed = distance_vectors(pairs)
        if listed is not None:  # reading signs off the vectors is much cheaper than asking isl
            direction = tuple(_sign_summary({_sign(v[k]) for v in listed}) for k in range(depth))
            levels = sorted({next(k for k, x in enumerate(v) if x) for v in listed if any(v)})
        else:
            direction = direction_of(pairs)
            levels = carrying_levels(pairs)
    return Dependence(kind=kind, source=source.name, sink=sink.name, array=array, relation=relation,
                      common_loops=names, loop_value_pairs=pairs, distances=listed, direction=direction,
                      carried_by=tuple(names[level] for level in levels), carried_levels=tuple(levels))


def _sign(value: int) -> str:
    return "+" if value > 0 else "-" if value < 0 else "0"


def _sign_summary(signs: set[str]) -> str:
    text = "".join(sign for sign in "0+-" if sign in signs)
    return text if text in ("0", "+", "-", "0+", "0-") else "*"


def distance_vectors(pairs: isl.Map) -> tuple[tuple[int, ...], ...] | None:
    """The distances ``t - s`` of the pairs ``s -> t`` of ``pairs`` (whatever the parameters),
    largest first; ``None`` when there are infinitely many or too many to list.

    The vectors are found one coordinate at a time, each prefix tested on ``pairs`` itself: the
    set of distances, a projection of ``pairs``, is what made a 10-deep triangular nest take
    minutes (see :attr:`Dependence.distance_set`)."""
    dims = pairs.dim(isl.dim_type.in_)
    if pairs.is_empty():
        return ()
    if any(_smallest_distance(pairs, k, "", sign=sign) is None for k in range(dims) for sign in (1, -1)):
        return None
    found: list[tuple[int, ...]] = []
    # Each candidate costs two isl calls; distances spread thinly over a wide range could take many.
    budget = [MAX_LISTED_DISTANCES * max(dims, 1) * 4]

    def extend(prefix: tuple[int, ...]) -> bool:
        """Add the vectors starting with ``prefix``; False once there are too many."""
        k = len(prefix)
        if k == dims:
            found.append(prefix)
            return len(found) <= MAX_LISTED_DISTANCES
        fixed = [f"t{j} - s{j} = {v}" for j, v in enumerate(prefix)]
        value = _smallest_distance(pairs, k, " and ".join(fixed))
        while value is not None:
            budget[0] -= 1
            if budget[0] < 0:
                return False
            if _meets(pairs, " and ".join(fixed + [f"t{k} - s{k} = {value}"])) and not extend(prefix + (value,)):
                return False
            value = _smallest_distance(pairs, k, " and ".join(fixed + [f"t{k} - s{k} > {value}"]))
        return True

    if not extend(()):
        return None
    return tuple(sorted(found, reverse=True))


def _smallest_distance(pairs: isl.Map, k: int, constraints: str, sign: int = 1) -> int | None:
    """The smallest ``t_k - s_k`` (the largest with ``sign=-1``) over the pairs of ``pairs`` that
    satisfy ``constraints``, for every parameter value, rounded to an integer it may be; ``None``
    when there is no such pair or no bound."""
    if constraints:
        pairs = pairs.intersect(_condition(pairs.dim(isl.dim_type.in_), constraints))
    values = pairs.wrap()
    values = values.move_dims(isl.dim_type.set, values.dim(isl.dim_type.set), isl.dim_type.param, 0,
                              values.dim(isl.dim_type.param))
    space = isl.LocalSpace.from_space(values.get_space())
    dims = pairs.dim(isl.dim_type.in_)
    distance = isl.Aff.var_on_domain(space, isl.dim_type.set, dims + k) - isl.Aff.var_on_domain(space, isl.dim_type.set, k)
    bound = values.min_val(distance) if sign > 0 else values.max_val(distance)
    if bound.is_nan() or bound.is_infty() or bound.is_neginfty():
        return None
    return (bound.ceil() if sign > 0 else bound.floor()).to_python()


@functools.lru_cache(maxsize=4096)
def _condition(dims: int, constraints: str) -> isl.Map:
    sources = ", ".join(f"s{k}" for k in range(dims))
    sinks = ", ".join(f"t{k}" for k in range(dims))
    return isl.Map(f"{{ [{sources}] -> [{sinks}] : {constraints} }}")


def _meets(pairs: isl.Map, constraints: str) -> bool:
    """Whether some pair ``s -> t`` of ``pairs`` satisfies ``constraints`` (over s0, t0, s1, …)."""
    return not pairs.intersect(_condition(pairs.dim(isl.dim_type.in_), constraints)).is_empty()


def direction_of(pairs: isl.Map) -> tuple[str, ...]:
    """Sign summary per dimension of the distances of ``pairs``."""
    result = []
    for k in range(pairs.dim(isl.dim_type.in_)):
        signs = {sign for sign, test in (("0", f"t{k} = s{k}"), ("+", f"t{k} > s{k}"), ("-", f"t{k} < s{k}"))
                 if _meets(pairs, test)}
        result.append(_sign_summary(signs))
    return tuple(result)


def carrying_levels(pairs: isl.Map) -> tuple[int, ...]:
    """Levels ``l`` at which some distance of ``pairs`` is zero before ``l`` and non-zero at ``l``."""
    levels = []
    for level in range(pairs.dim(isl.dim_type.in_)):
        outer_zero = [f"t{k} = s{k}" for k in range(level)]
        if _meets(pairs, " and ".join(outer_zero + [f"(t{level} > s{level} or t{level} < s{level})"])):
            levels.append(level)
    return tuple(levels)
