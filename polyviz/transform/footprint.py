"""What one tile of a ``compute_at`` schedule touches: its data footprints in array space.

For a chosen tile (values of the loops the producers are computed at) and parameter values:
per array, the elements the tile writes and reads, the upwards-exposed part (read but not
written in the tile: it comes from memory), the elements the recomputed producers write, and
those the neighbouring tiles' producers write too (the overlap that is recomputed); the
producer instances pulled into the tile; sizes in bytes next to the cache sizes the caller
gives (the runtime reads the machine's: ``polyviz.runtime.cache_sizes()``); and how many producer instances the whole schedule runs against the original.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping

import islpy as isl

from ..errors import RecipeError
from ..model import maps_of
from .tree import Extension, extension_relation, prefix_map

if TYPE_CHECKING:
    from .schedule import Schedule

#: Bytes per element of the C types arrays are declared with.
ELEMENT_BYTES = {"double": 8, "float": 4, "int": 4, "long": 8, "char": 1, "short": 2, "unsigned": 4}


@dataclass(frozen=True)
class ArrayFootprint:
    """The elements of one array a tile touches (sets with the parameters fixed)."""

    array: str
    element_bytes: int
    writes: isl.Set
    reads: isl.Set
    #: Read but not written in the tile: what it needs from memory.
    exposed: isl.Set
    #: Written by the producers recomputed in the tile.
    recomputed: isl.Set
    #: Written by the recomputed producers of this tile and of a neighbouring one.
    overlap: isl.Set

    @property
    def touched(self) -> isl.Set:
        return self.writes.union(self.reads)

    def bytes(self, part: str = "touched") -> int:
        return count(getattr(self, part)) * self.element_bytes


@dataclass(frozen=True)
class TileFootprint:
    """One tile of a schedule with recomputed producers (see the module docstring)."""

    #: The tile loops and their values, outermost first.
    tile: tuple[tuple[str, int], ...]
    parameters: dict
    arrays: tuple[ArrayFootprint, ...]
    #: The producer instances pulled into the tile and the consumer instances it runs.
    producers: isl.UnionSet
    consumers: isl.UnionSet
    #: Producer instances the whole schedule runs, and the original runs (recomputation's cost).
    recomputed_instances: int
    original_instances: int
    #: Cache level name ("L1", "L2", "L3") -> bytes, as the caller gave them (empty: unknown).
    caches: dict

    def array(self, name: str) -> ArrayFootprint:
        return next(a for a in self.arrays if a.array == name)

    @property
    def total_bytes(self) -> int:
        return sum(a.bytes() for a in self.arrays)


def count(points: isl.Set) -> int:
    return points.count_val().to_python()


def tile_footprint(schedule: Schedule, tile: tuple[int, ...], parameters: dict,
                   caches: Mapping[str, int] | None = None) -> TileFootprint:
    """The footprint of the tile at loop values ``tile`` (the loops enclosing the recomputed
    producers, outermost first) for the parameter values ``parameters``; ``caches`` (level ->
    bytes, such as ``polyviz.runtime.cache_sizes()``) are carried along for the figures."""
    site, extension = _extension_site(schedule)
    outer = tuple(m for band in site.outer + (site.band,) for m in band.members)
    if len(tile) != len(outer):
        raise RecipeError(f"a tile is given by {len(outer)} loop values "
                          f"({', '.join(n for b in site.outer + (site.band,) for n in b.names)}), got {tile!r}")
    scop = schedule.scop
    fixed = _parameter_set(scop, parameters)
    relation = extension_relation(outer, site.domain, extension).intersect_params(fixed)
    prefix = prefix_map(outer, site.domain).intersect_params(fixed)

    def at(values: tuple[int, ...]) -> tuple[isl.UnionSet, isl.UnionSet]:
        point = _point(prefix, values)
        return prefix.intersect_range(point).domain(), relation.intersect_domain(point).range()

    consumers, producers = at(tuple(tile))
    neighbours = [at(tuple(v + step * (k == d) for k, v in enumerate(tile)))[1]
                  for d in range(len(tile)) for step in (-1, 1)]
    instances = consumers.union(producers)
    reads, writes = scop.reads.intersect_params(fixed), scop.writes.intersect_params(fixed)
    produced = producers.apply(writes)
    shared = isl.UnionSet("{ }", context=fixed.get_ctx())
    for neighbour in neighbours:
        shared = shared.union(produced.intersect(neighbour.apply(writes)))
    arrays = []
    for array in scop.arrays:
        if array.is_scalar:
            continue
        written, read = _part(instances.apply(writes), array.name), _part(instances.apply(reads), array.name)
        if written is None and read is None:
            continue
        empty = _empty_like(written if written is not None else read)
        written, read = written if written is not None else empty, read if read is not None else empty
        arrays.append(ArrayFootprint(array.name, ELEMENT_BYTES.get(array.element_type.split()[-1], 8),
                                     written, read, read.subtract(written),
                                     _part(produced, array.name) or empty, _part(shared, array.name) or empty))
    names = tuple(n for b in site.outer + (site.band,) for n in b.names)
    original = isl.UnionSet.from_set(scop.statement(extension.statements[0]).domain)
    for name in extension.statements[1:]:
        original = original.union(isl.UnionSet.from_set(scop.statement(name).domain))
    return TileFootprint(tuple(zip(names, tile)), dict(parameters), tuple(arrays), producers.coalesce(),
                         consumers.coalesce(), count_union(relation.wrap()),
                         count_union(original.intersect_params(fixed)), dict(caches or {}))


def tiles(schedule: Schedule, parameters: dict, limit: int = 400) -> list[tuple[int, ...]]:
    """The loop values of the first ``limit`` tiles (in lexicographic order) at ``parameters``."""
    site, _ = _extension_site(schedule)
    outer = tuple(m for band in site.outer + (site.band,) for m in band.members)
    values = prefix_map(outer, site.domain).intersect_params(_parameter_set(schedule.scop, parameters)).range()
    if values.is_empty():
        return []
    values = isl.Set.from_union_set(values)  # one space: the tile loops' values
    found: list[tuple[int, ...]] = []

    def add(point: isl.Point) -> None:
        found.append(tuple(point.get_coordinate_val(isl.dim_type.set, k).to_python() for k in range(len(outer))))

    # One value of the outermost tile loop at a time, from the smallest: enumerating every tile
    # to keep the first few took most of auto()'s time on blur2d's millions of tiles (docs/design-notes.md, "Measurements behind the constants").
    while len(found) < limit and not values.is_empty():
        first = values.lexmin().sample_point().get_coordinate_val(isl.dim_type.set, 0)
        values.fix_val(isl.dim_type.set, 0, first).foreach_point(add)
        values = values.lower_bound_val(isl.dim_type.set, 0, first.add(isl.Val.one(first.get_ctx())))
    return sorted(found)[:limit]


def _extension_site(schedule: Schedule):
    for site in schedule.sites:
        if isinstance(site.band.child, Extension):
            return site, site.band.child
    raise RecipeError("the schedule recomputes no producer: apply compute_at first")


def _parameter_set(scop, parameters: dict) -> isl.Set:
    missing = [p for p in scop.parameters if p not in parameters]
    if missing:
        raise RecipeError(f"give the parameter values of {', '.join(missing)}")
    fixed = scop.context
    for name in scop.parameters:
        fixed = fixed.fix_val(isl.dim_type.param, fixed.find_dim_by_name(isl.dim_type.param, name), parameters[name])
    return fixed


def _point(prefix: isl.UnionMap, values: tuple[int, ...]) -> isl.UnionSet:
    space = maps_of(prefix)[0].range()
    point = isl.Set.universe(space.get_space())
    for d, value in enumerate(values):
        point = point.fix_val(isl.dim_type.set, d, value)
    return isl.UnionSet.from_set(point)


def _part(points: isl.UnionSet, array: str) -> isl.Set | None:
    sets = points.get_set_list()
    found = [sets.get_at(k) for k in range(sets.n_set()) if sets.get_at(k).get_tuple_name() == array]
    return found[0].coalesce() if found else None


def _empty_like(points: isl.Set) -> isl.Set:
    return isl.Set.empty(points.get_space())


def count_union(points: isl.UnionSet) -> int:
    sets = points.get_set_list()
    return sum(count(sets.get_at(k)) for k in range(sets.n_set()))
