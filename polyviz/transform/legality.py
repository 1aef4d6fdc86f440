"""Whether a schedule keeps every dependence, and a concrete instance pair when it does not.

The functions here take the parts of a schedule (its isl tree, band sites, dependences), so that
``Schedule`` can use them for its views; :func:`check` takes a whole ``Schedule``.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Mapping

import islpy as isl

from ..analysis import Dependence, distance_vectors
from ..model import Scop, maps_of
from .tree import BandSite, Node, expanded, prefix_map, to_isl

#: Parameter values tried first for counterexamples, so that they stay small enough to read.
_SMALL_PARAMETER_BOUNDS = (8, 64)


@dataclass(frozen=True)
class Violation:
    """One dependence a schedule breaks, with one instance pair that it puts in the wrong order."""

    dependence: Dependence
    instance_pair: str
    #: The loop that carries the dependence when a parallel loop is refused, else ``None``.
    loop: str | None = None
    #: What goes wrong, when it is not an instance pair run in the wrong order (then
    #: ``instance_pair`` names the instance concerned).
    detail: str | None = None
    #: Every instance pair the schedule runs in the wrong order (or in parallel), for drawing them
    #: and for describing one at other parameter values; ``None`` when no single pair is to blame.
    pairs: isl.UnionMap | None = field(default=None, repr=False, compare=False)

    def __str__(self) -> str:
        d = self.dependence
        what = f"{d.kind} dependence {d.source} -> {d.sink} on {d.array}"
        if self.detail is not None:
            return f"it violates the {what}: {self.detail} ({self.instance_pair})"
        if self.loop is not None:
            return f"loop {self.loop} carries the {what}: {self.instance_pair} would run in parallel"
        return f"it violates the {what}: {self.instance_pair} would run in the wrong order"

    def at(self, parameters: Mapping[str, int]) -> Violation:
        """This violation with its example pair taken at ``parameters`` (the values a plot shows)
        when some violating pair exists there; otherwise as it is."""
        if self.pairs is None:
            return self
        fixed = _fix_parameters(self.pairs, parameters)
        return self if fixed.is_empty() else replace(self, instance_pair=describe_pair(fixed))

    def as_dict(self) -> dict:
        d = self.dependence
        return {"kind": d.kind, "source": d.source, "sink": d.sink, "array": d.array,
                "instances": self.instance_pair, "loop": self.loop}


def check(schedule) -> Violation | None:
    """A dependence ``schedule`` (a :class:`~polyviz.transform.Schedule`) breaks, or one of its
    parallel loops carries, checked from scratch; ``None`` when it is legal."""
    context = schedule.scop.context
    if schedule.recomputes:
        found = recomputation_violation(schedule.scop, schedule.dependences, schedule.domain, schedule.tree)
    elif _same_legal_order(schedule):
        found = None
    else:
        found = order_violation(schedule.isl_schedule, schedule.dependences, context)
    for site in schedule.sites:
        for name in site.band.names:
            if found is None and name in site.band.parallel:
                found = schedule.carried_in_parallel(site, name)
        for directive in site.band.directives:
            if found is None:
                found = directive.violation(schedule, site)
    return found


def _same_legal_order(schedule) -> bool:
    """Whether ``schedule`` runs its instances in the order of the legal schedule it was derived
    from, with the same dependences: ``parallel``, ``isolate`` or ``pipeline`` change marks and
    options, not the order, and auto() asks for many such steps (its dependence checks took most
    of its time on ludcmp and adi)."""
    previous = schedule.previous
    if previous is None or previous.violation is not None or previous.recomputes or \
            previous.dependences is not schedule.dependences:
        return False
    return previous.isl_schedule.get_map().is_equal(schedule.isl_schedule.get_map())


def order_violation(schedule: isl.Schedule, dependences: tuple[Dependence, ...],
                    context: isl.Set) -> Violation | None:
    """The first dependence whose source does not run strictly before its sink under ``schedule``."""
    times = schedule.get_map()
    for dep in dependences:
        relation = isl.UnionMap.from_map(dep.relation).intersect_params(context)
        # Checking the order in schedule space first avoids building the instance-level order
        # relation unless something is violated.
        moved = relation.apply_domain(times).apply_range(times)
        if moved.is_empty():
            continue
        moved = isl.Map.from_union_map(moved)
        if moved.subtract(isl.Map.lex_lt(moved.get_space().domain())).is_empty():
            continue
        # The order between the dependence's own statements only: across all statements, the
        # relation is quadratic in their number (most of a refused step's check on deriche).
        before = times.intersect_domain(relation.domain()).lex_lt_union_map(times.intersect_domain(relation.range()))
        wrong = relation.subtract(before)
        if not wrong.is_empty():
            return Violation(dep, describe_pair(wrong), pairs=wrong)
    return None


def distances_under(schedule: isl.Schedule, dependence: Dependence) -> tuple[tuple[int, ...], ...] | None:
    """The distance vectors of ``dependence`` in the time dimensions of ``schedule`` (sink time
    minus source time), as :func:`~polyviz.analysis.distance_vectors` lists them."""
    times = schedule.get_map()
    moved = maps_of(isl.UnionMap.from_map(dependence.relation).apply_domain(times).apply_range(times))
    return distance_vectors(moved[0]) if len(moved) == 1 else None


def recomputation_violation(scop: Scop, dependences: tuple[Dependence, ...], domain: isl.UnionSet,
                            tree: Node) -> Violation | None:
    """Whether a schedule that recomputes producers (``compute_at``) computes what the original does.

    Each copy of a producer instance computes the same value as the original instance when every
    value it reads comes from (a copy of) the instance the original read it from; so the schedule
    is legal when, by isl's dataflow analysis of both programs, every read of every executed
    instance has the same source as in the original, modulo copies, and every array element
    ends with the value of the same last writer.  This checks the order of all statements, not
    only the recomputed ones, and at every parameter value: where the consumers have no
    instance (a blur of fewer than three rows), the producers run in their own nests.
    """
    plain = expanded(domain, tree)
    projection = plain.projection
    context = scop.context
    times = to_isl(plain.domain, plain.tree).get_map().intersect_params(context)
    executed = times.domain()
    to_original = projection.union(isl.UnionSet.identity(executed.subtract(projection.domain())))
    reads = _in_buffers(to_original.apply_range(scop.reads), plain.buffered)
    writes = _in_buffers(to_original.apply_range(scop.writes), plain.buffered)
    original_times = scop.schedule_map.intersect_params(context)
    flow, no_source = _flow(scop.reads, scop.writes, original_times)
    # Instances that run no more (they wrote only a dead buffered array) read nothing; the
    # writes of live arrays are checked below.
    flow = flow.intersect_range(to_original.range())
    new_flow, new_no_source = _flow(reads, writes, times)
    new_flow = new_flow.apply_domain(to_original).apply_range(to_original)
    new_no_source = new_no_source.apply_domain(to_original)

    wrong = flow.subtract(new_flow).union(new_flow.subtract(flow))
    unsourced = flow.intersect_range(new_no_source.subtract(no_source).domain())
    if not (unsourced.is_empty() and wrong.is_empty()):
        unbuffer = _unbuffered(plain.buffered, scop)
        return _broken_read(dependences, original_times, _full_flow(scop.reads, scop.writes, original_times),
                            _full_flow(reads, writes, times).apply_domain(to_original)
                            .apply_range(to_original.product(unbuffer)),
                            new_no_source.apply_range(unbuffer), no_source, unsourced.union(wrong))
    # A buffered array is dead after the SCoP (local_buffer's promise): its last writers do not count.
    kept = isl.UnionMap("{ }", context=scop.writes.get_ctx())
    for access in maps_of(scop.writes):
        if access.get_tuple_name(isl.dim_type.out) not in plain.buffered:
            kept = kept.union(isl.UnionMap.from_map(access))
    last = _last_writers(kept, original_times)
    new_last = _last_writers(writes, times).apply_range(to_original)
    lost = last.subtract(new_last).reverse()
    if not lost.is_empty():
        writers = {m.get_tuple_name(isl.dim_type.in_) for m in maps_of(lost)}
        dep = next((d for d in dependences if d.source in writers), dependences[0])
        return Violation(dep, describe_pair(lost),
                         detail="an array element would end with a different value (the recomputed "
                                "instances cover only what the tiles read, and the array is live after the SCoP)")
    return None


def _broken_read(dependences: tuple[Dependence, ...], original_times: isl.UnionMap, flow: isl.UnionMap,
                 new_flow: isl.UnionMap, new_no_source: isl.UnionMap, no_source: isl.UnionMap,
                 changed: isl.UnionMap) -> Violation:
    """The dependence behind a read that gets another value than in the original, with one of its
    instance pairs.  ``flow`` and ``new_flow`` (each copy as its original instance) are
    ``source -> [sink -> element]``, the ``no_source`` maps ``sink -> element``.  A read that no
    write precedes now breaks the RAW dependence from its original source; one that now follows a
    write it preceded, the WAR dependence from it to that write; one that takes an earlier write's
    value, the RAW dependence from its original source, whose write no longer comes between.
    ``changed``: the source -> sink pairs that differ."""
    gained = new_flow.subtract(flow)

    def candidates():
        for access in maps_of(flow.intersect_range(new_no_source.subtract(no_source).wrap())):
            yield "RAW", access, access.range_factor_domain(), None
        for access in maps_of(gained):
            reads_first = isl.UnionMap.from_map(access.range_factor_domain().reverse())
            times = original_times.intersect_domain(reads_first.domain())
            later = times.lex_lt_union_map(original_times.intersect_domain(reads_first.range()))
            for pair in maps_of(reads_first.intersect(later)):
                yield "WAR", access, pair, None
        for access in maps_of(flow.intersect_range(gained.range())):
            yield "RAW", access, access.range_factor_domain(), "the read would take the value of an earlier write"

    for kind, access, instances, detail in candidates():
        array = access.range().unwrap().get_tuple_name(isl.dim_type.out)
        for dep in dependences:
            if dep.kind == kind and dep.array == array:
                found = isl.UnionMap.from_map(dep.relation).intersect(isl.UnionMap.from_map(instances))
                if not found.is_empty():
                    return Violation(dep, describe_pair(found), detail=detail, pairs=found)
    # Not expected (each changed source lies in one of the dependences above), but still a refusal.
    return Violation(next(d for d in dependences if d.kind == "RAW"), describe_pair(changed),
                     detail="a read would take another value than in the original")


def _full_flow(reads: isl.UnionMap, writes: isl.UnionMap, times: isl.UnionMap) -> isl.UnionMap:
    """Value-based flow with the element that flows: source -> [sink -> element]."""
    info = isl.UnionAccessInfo.from_sink(reads).set_must_source(writes).set_schedule_map(times).compute_flow()
    return info.get_full_must_dependence()


def _unbuffered(buffered: dict, scop: Scop) -> isl.UnionMap:
    """Each element of a tile buffer (:func:`_in_buffers`) -> the array element it holds, every
    other element to itself."""
    elements = scop.reads.range().union(scop.writes.range())
    result = isl.UnionSet.identity(elements)
    for array, tiles in buffered.items():
        tile_dims = maps_of(tiles)[0].dim(isl.dim_type.out)
        listed = elements.get_set_list()
        for element in (s for s in map(listed.get_at, range(listed.n_set())) if s.get_tuple_name() == array):
            space = element.get_space()
            n = space.dim(isl.dim_type.set)
            params = space.get_var_names(isl.dim_type.param)
            inner = [f"e{k}" for k in range(n)]
            text = (f"[{', '.join(params)}] -> " if params else "") + \
                f"{{ {array}_tile[{', '.join([f't{k}' for k in range(tile_dims)] + inner)}] -> {array}[{', '.join(inner)}] }}"
            result = result.union(isl.UnionMap(text, context=elements.get_ctx()))
    return result


def _in_buffers(accesses: isl.UnionMap, buffered: dict) -> isl.UnionMap:
    """``accesses`` with each access to a buffered array made an access to its tile's own
    buffer (the element coordinates prefixed by the tile's loop values): values then flow
    only within a tile.  Producer instances no tile recomputes access the array itself."""
    result = isl.UnionMap("{ }", context=accesses.get_ctx())
    for access in maps_of(accesses):
        array = access.get_tuple_name(isl.dim_type.out)
        if array in buffered:
            tiles = buffered[array].intersect_domain(isl.UnionSet.from_set(access.domain()))
            for tile in maps_of(tiles):
                in_tile = tile.range_product(access.intersect_domain(tile.domain())).flatten_range() \
                    .set_tuple_name(isl.dim_type.out, f"{array}_tile")
                result = result.union(isl.UnionMap.from_map(in_tile))
            result = result.union(isl.UnionMap.from_map(access).subtract_domain(tiles.domain()))
        else:
            result = result.union(isl.UnionMap.from_map(access))
    return result


def _flow(reads: isl.UnionMap, writes: isl.UnionMap, times: isl.UnionMap) -> tuple[isl.UnionMap, isl.UnionMap]:
    """Value-based flow (source -> sink) and the reads no write precedes (sink -> element)."""
    info = isl.UnionAccessInfo.from_sink(reads).set_must_source(writes).set_schedule_map(times).compute_flow()
    return info.get_must_dependence(), info.get_must_no_source()


def _last_writers(writes: isl.UnionMap, times: isl.UnionMap) -> isl.UnionMap:
    """Array element -> the instance that writes it last."""
    return writes.reverse().apply_range(times).lexmax().apply_range(times.reverse())


def carried_violation(site: BandSite, loop: str, dependences: tuple[Dependence, ...],
                      context: isl.Set) -> Violation | None:
    """A dependence that the loop ``loop`` of ``site`` carries (so it cannot run in parallel)."""
    index = site.band.names.index(loop)
    member = isl.UnionMap.from_union_pw_aff(site.band.members[index])
    same_iteration = member.apply_range(member.reverse())
    found = first_pairs(site, index, dependences, context, lambda pairs: pairs.subtract(same_iteration))
    return Violation(found[0], describe_pair(found[1]), loop, pairs=found[1]) if found else None


def first_pairs(site: BandSite, index: int, dependences: tuple[Dependence, ...], context: isl.Set,
                 narrow) -> tuple[Dependence, isl.UnionMap] | None:
    """The first dependence with instance pairs in ``site`` that share the loops outside the
    band's loop ``index`` and that ``narrow`` keeps, with those pairs."""
    outer_members = tuple(m for outer in site.outer for m in outer.members) + site.band.members[:index]
    # Instance pairs with the same outer loop values: the same for every dependence, so built once.
    prefix = prefix_map(outer_members, site.domain) if outer_members else None
    same_outer = prefix.apply_range(prefix.reverse()) if prefix is not None else None
    for dep in dependences:
        pairs = isl.UnionMap.from_map(dep.relation).intersect_domain(site.domain).intersect_range(site.domain)
        if same_outer is not None:
            pairs = pairs.intersect(same_outer)
        pairs = narrow(pairs).intersect_params(context)
        if not pairs.is_empty():
            return dep, pairs
    return None


def trip_bound(site: BandSite, loop: str, context: isl.Set) -> int | None:
    """The most iterations loop ``loop`` of ``site`` makes for one value of the loops around it
    (for any parameter values ``context`` allows), or ``None`` when no constant bounds that
    number: isl can unroll only loops that have a bound.  (An unroll-and-jam's copies loop moved
    outside its block loop runs over the whole range.)"""
    position = site.band.names.index(loop)
    outer_members = [m for b in site.outer for m in b.members] + list(site.band.members[:position])
    values = isl.UnionMap.from_union_pw_aff(site.band.members[position]).intersect_domain(site.domain)
    if outer_members:
        by_outer = prefix_map(tuple(outer_members), site.domain).reverse().apply_range(values)
        pairs = by_outer.reverse().apply_range(by_outer)
    else:
        pairs = isl.UnionMap.from_domain_and_range(values.range(), values.range())
    spans = isl.Set.from_union_set(pairs.deltas()).intersect_params(context)
    spans = spans.project_out(isl.dim_type.param, 0, spans.dim(isl.dim_type.param))
    if spans.is_empty():
        return 1
    if not spans.is_bounded():
        return None
    widest = spans.max_val(isl.Aff.var_on_domain(isl.LocalSpace.from_space(spans.get_space()), isl.dim_type.set, 0))
    return int(widest.to_python()) + 1


def describe_pair(pairs: isl.UnionMap) -> str:
    """One instance pair of ``pairs`` with its parameter values, e.g. ``S0[1, 2] -> S0[2, 1] with n = 4``."""
    # A union map may list a space whose map is empty; describe a pair that exists.
    relation = next(m for m in maps_of(pairs) if not m.is_empty())
    wrapped = _with_small_parameters(relation.wrap())
    point = _first_point(wrapped.lexmin(), wrapped, relation.wrap())
    n_in = relation.dim(isl.dim_type.in_)
    values = [point.get_coordinate_val(isl.dim_type.set, k).to_python()
              for k in range(wrapped.dim(isl.dim_type.set))]
    source = f"{relation.get_tuple_name(isl.dim_type.in_)}[{', '.join(map(str, values[:n_in]))}]"
    sink = f"{relation.get_tuple_name(isl.dim_type.out)}[{', '.join(map(str, values[n_in:]))}]"
    params = [f"{wrapped.get_dim_name(isl.dim_type.param, k)} = "
              f"{point.get_coordinate_val(isl.dim_type.param, k).to_python()}"
              for k in range(wrapped.dim(isl.dim_type.param))]
    return f"{source} -> {sink}" + (f" with {', '.join(params)}" if params else "")


def _fix_parameters(pairs: isl.UnionMap, parameters: Mapping[str, int]) -> isl.UnionMap:
    """``pairs`` restricted to the given values of the parameters it has (others stay free)."""
    space = pairs.get_space()
    for k in range(space.dim(isl.dim_type.param)):
        name = space.get_dim_name(isl.dim_type.param, k)
        if name in parameters:
            value = isl.Set(f"[{name}] -> {{ : {name} = {int(parameters[name])} }}", context=pairs.get_ctx())
            pairs = pairs.intersect_params(value)
    return pairs


def _first_point(*candidates: isl.Set) -> isl.Point:
    """A point of the first candidate that yields one. isl's ``lexmin`` has been seen to return
    an empty set for a non-empty set with integer divisions, so the smallest point is only a
    preference."""
    for candidate in candidates:
        point = candidate.sample_point()
        if not point.is_void():
            return point
    raise ValueError("no instance pair found in a non-empty relation")


def _with_small_parameters(instances: isl.Set) -> isl.Set:
    """``instances`` with the parameters fixed to the lexicographically smallest small values."""
    count = instances.dim(isl.dim_type.param)
    if count == 0:
        return instances
    values = instances.params()
    for bound in _SMALL_PARAMETER_BOUNDS:
        box = values
        for k in range(count):
            box = box.lower_bound_val(isl.dim_type.param, k, isl.Val(0)) \
                .upper_bound_val(isl.dim_type.param, k, isl.Val(bound))
        if box.is_empty():
            continue
        as_set = box.move_dims(isl.dim_type.set, 0, isl.dim_type.param, 0, count)
        smallest = as_set.lexmin().sample_point()
        for k in range(count):
            instances = instances.fix_val(isl.dim_type.param, k,
                                          smallest.get_coordinate_val(isl.dim_type.set, k))
        return instances
    return instances

