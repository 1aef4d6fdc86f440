"""A schedule as plain immutable Python data, converted to and from isl schedule trees.

Transformations edit this small tree (bands of named loops, sequences, leaves) instead of
navigating isl's cursor API: fusing, distributing and merging bands become tuple edits, and
the isl schedule tree that legality checks and code generation need is rebuilt from it.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Union

import islpy as isl

from ..model import BandNames, parse_mark

#: isl's code-generation types a band member may be given.
LOOP_TYPES = {
    "default": isl.ast_loop_type.default,
    "atomic": isl.ast_loop_type.atomic,
    "unroll": isl.ast_loop_type.unroll,
    "separate": isl.ast_loop_type.separate,
}


@dataclass(frozen=True)
class Leaf:
    pass


@dataclass(frozen=True)
class Band:
    """Loops executed as one band: member ``k`` is the loop named ``names[k]``."""

    names: tuple[str, ...]
    members: tuple[isl.UnionPwAff, ...] = field(compare=False)
    child: "Node"
    parallel: frozenset[str] = frozenset()
    #: Loop name -> a key of :data:`LOOP_TYPES` other than ``"default"``.
    loop_types: tuple[tuple[str, str], ...] = ()
    #: ``(tile loop, point loop, size)`` for each loop tiled in this band: the tile loop is
    #: ``floor(p / size)`` of the point loop ``p``.  Code generation needs it to find full tiles.
    tiles: tuple[tuple[str, str, int], ...] = ()
    #: Generate the full tiles separately (isl's ``isolate`` option), so that their point loops
    #: have constant trip counts.
    isolate: bool = False
    #: (parallel loop, OpenMP ``reduction`` clauses): filled in for code generation only.
    reductions: tuple[tuple[str, str], ...] = ()

    def member(self, name: str) -> isl.UnionPwAff:
        return self.members[self.names.index(name)]


@dataclass(frozen=True)
class Sequence:
    """Children run one after the other, each on the statement instances of its filter."""

    filters: tuple[isl.UnionSet, ...] = field(compare=False)
    children: tuple["Node", ...]


Node = Union[Leaf, Band, Sequence]


# -- conversion ------------------------------------------------------------------------------------
def from_isl(schedule: isl.Schedule) -> tuple[isl.UnionSet, Node]:
    """The domain and the tree of an isl schedule; bands without a name mark get names ``c0``, ``c1``, …"""
    root = schedule.get_root()
    counter = iter(range(1_000_000))

    def convert(node: isl.ScheduleNode, names: BandNames | None) -> Node:
        kind = node.get_type()
        if kind == isl.schedule_node_type.mark:
            return convert(node.child(0), parse_mark(node.mark_get_id().get_name()))
        if kind == isl.schedule_node_type.band:
            count = node.band_n_member()
            partial = node.band_get_partial_schedule()
            band_names = names.names if names and len(names.names) == count else \
                tuple(f"c{next(counter)}" for _ in range(count))
            return Band(band_names, tuple(partial.get_at(k) for k in range(count)),
                        convert(node.child(0), None), names.parallel if names else frozenset())
        if kind in (isl.schedule_node_type.sequence, isl.schedule_node_type.set):
            children = [node.child(k) for k in range(node.n_children())]
            return Sequence(tuple(c.filter_get_filter() for c in children),
                            tuple(convert(c.child(0), None) for c in children))
        if kind == isl.schedule_node_type.leaf:
            return Leaf()
        if node.n_children() == 1:  # filters or contexts that carry no order
            return convert(node.child(0), None)
        raise ValueError(f"unsupported schedule tree node {kind}")

    return schedule.get_domain(), convert(root.child(0), None)


def to_isl(domain: isl.UnionSet, tree: Node) -> isl.Schedule:
    """The isl schedule tree of ``tree`` over ``domain``, with a loop-name mark above each band.

    A tiled band becomes two isl bands, tile loops and point loops, as isl's own tiling makes
    them: isl's isolate option describes the tile loops' values (with the outer loops' values)
    only, and isl builds the AST of split bands about twice as fast (seidel-2d time tiles).
    """

    def build(node: Node, dom: isl.UnionSet, outer: tuple[isl.UnionPwAff, ...]) -> isl.Schedule:
        if isinstance(node, Leaf):
            return isl.Schedule.from_domain(dom)
        if isinstance(node, Sequence):
            parts = [build(child, dom.intersect(f), outer) for f, child in zip(node.filters, node.children)]
            result = parts[0]
            for part in parts[1:]:
                result = result.sequence(part)
            return result
        schedule = build(node.child, dom, outer + node.members)
        split = _tile_split(node)
        pieces = [(0, len(node.names))] if split is None else [(0, split), (split, len(node.names))]
        full = full_tiles(dom, outer, node, split) if node.isolate and split is not None else None
        for first, last in reversed(pieces):
            partial = _flat(node.members[first:last]).intersect_domain(dom)
            band = schedule.insert_partial_schedule(partial).get_root().child(0)
            for name, loop_type in node.loop_types:
                k = node.names.index(name) - first
                if 0 <= k < last - first:
                    # Point loops are unrolled in full tiles only: a partial tile's trip counts
                    # are not constant, and unrolling them would emit a guard per copy.
                    if full is None or first == 0 or loop_type != "unroll":
                        band = band.band_member_set_ast_loop_type(k, LOOP_TYPES[loop_type])
                    band = band.band_member_set_isolate_ast_loop_type(k, LOOP_TYPES[loop_type])
            if full is not None:
                # isl refuses to insert bands above a band whose options refer to the outer
                # loops, so the option waits in ``isolated`` until the whole tree is built.
                key = f"{_ISOLATE_MARK}{len(isolated)}"
                isolated[key] = full if first == 0 else _inside_full_tiles(full, last - first)
                band = band.insert_mark(isl.Id(key, context=dom.get_ctx())).child(0)
            schedule = band.get_schedule()
        mark = BandNames(node.names, node.parallel, node.reductions).mark_id(dom.get_ctx())
        return schedule.get_root().child(0).insert_mark(mark).get_schedule()

    isolated: dict[str, isl.UnionSet] = {}
    schedule = build(tree, domain, ())
    return _set_isolate_options(schedule, isolated) if isolated else schedule


def _set_isolate_options(schedule: isl.Schedule, isolated: dict[str, isl.UnionSet]) -> isl.Schedule:
    """Replace each placeholder mark by the isolate option of the band below it."""

    def visit(node: isl.ScheduleNode) -> isl.ScheduleNode:
        if node.get_type() == isl.schedule_node_type.mark and node.mark_get_id().get_name() in isolated:
            option = isolated[node.mark_get_id().get_name()]
            node = node.delete()
            # Setting a band's options replaces its loop types, so they are carried over.
            types = [(node.band_member_get_ast_loop_type(k), node.band_member_get_isolate_ast_loop_type(k))
                     for k in range(node.band_n_member())]
            node = node.band_set_ast_build_options(option)
            for k, (loop_type, isolate_type) in enumerate(types):
                node = node.band_member_set_ast_loop_type(k, loop_type)
                node = node.band_member_set_isolate_ast_loop_type(k, isolate_type)
        for k in range(node.n_children()):
            node = visit(node.child(k)).parent()
        return node

    return visit(schedule.get_root()).get_schedule()


#: Prefix of the placeholder marks that hold a band's isolate option while the tree is built.
_ISOLATE_MARK = "pv_isolate"


def _flat(members) -> isl.MultiUnionPwAff:
    result = isl.MultiUnionPwAff.from_union_pw_aff(members[0])
    for member in members[1:]:
        result = result.flat_range_product(isl.MultiUnionPwAff.from_union_pw_aff(member))
    return result


def _tile_split(band: Band) -> int | None:
    """Where a tiled band splits into tile and point loops (``None``: not tiled, or a later
    step moved a point loop before a tile loop, so there is no such split)."""
    if not band.tiles:
        return None
    split = max(band.names.index(t) for t, _, _ in band.tiles) + 1
    if any(band.names.index(p) < split for _, p, _ in band.tiles):
        return None
    return split


def full_tiles(dom: isl.UnionSet, outer: tuple[isl.UnionPwAff, ...], band: Band, split: int) -> isl.UnionSet:
    """isl's ``isolate[[outer loops] -> [tile loops]]`` option for the full tiles of ``band``.

    A tile is full when every point of its box (``size * t <= p < size * (t + 1)`` for each tile
    loop ``t`` and its point loop ``p``) is executed; point loops that were not tiled do not count.
    """
    n_outer = len(outer)
    pairs = [(band.names.index(t), band.names.index(p), size) for t, p, size in band.tiles]
    members = list(outer) + list(band.members[:split]) + [band.members[p] for _, p, _ in pairs]
    image = isl.Set.from_union_set(dom.apply(isl.UnionMap.from_multi_union_pw_aff(_flat(members))))
    box = isl.Set.universe(image.get_space())
    for number, (t, _, size) in enumerate(pairs):
        tile_dim, point_dim = n_outer + t, n_outer + split + number
        space = isl.LocalSpace.from_space(image.get_space())
        point = isl.Aff.var_on_domain(space, isl.dim_type.set, point_dim)
        origin = isl.Aff.var_on_domain(space, isl.dim_type.set, tile_dim).scale_val(isl.Val(size))
        box = box.intersect(point.ge_set(origin)).intersect(point.lt_set(origin.add_constant_val(isl.Val(size))))
    first_point = n_outer + split
    partial = box.subtract(image).project_out(isl.dim_type.set, first_point, len(pairs))
    full = image.project_out(isl.dim_type.set, first_point, len(pairs)).subtract(partial)
    option = isl.Map.from_range(full).move_dims(isl.dim_type.in_, 0, isl.dim_type.out, 0, n_outer)
    return isl.UnionSet.from_set(option.wrap().set_tuple_name("isolate"))


def _inside_full_tiles(full: isl.UnionSet, n_points: int) -> isl.UnionSet:
    """The isolate option of a point band: every point of the full tiles of ``full``."""
    tiles = isl.Set.from_union_set(full).unwrap().wrap().flatten()
    points = isl.Set.universe(tiles.get_space().params().add_dims(isl.dim_type.set, n_points))
    option = isl.Map.from_domain_and_range(tiles, points)
    return isl.UnionSet.from_set(option.wrap().set_tuple_name("isolate"))


# -- finding loops -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class BandSite:
    """A band of the tree: where it is (child indices from the root), its domain and outer bands."""

    path: tuple[int, ...]
    band: Band
    domain: isl.UnionSet
    outer: tuple[Band, ...]

    @property
    def statements(self) -> tuple[str, ...]:
        return statement_names(self.domain)


def statement_names(domain: isl.UnionSet) -> tuple[str, ...]:
    sets = domain.get_set_list()
    return tuple(sorted(sets.get_at(k).get_tuple_name() for k in range(sets.n_set())))


def band_sites(domain: isl.UnionSet, tree: Node) -> list[BandSite]:
    """Every band, outermost and first first."""
    sites: list[BandSite] = []

    def walk(node: Node, path: tuple[int, ...], dom: isl.UnionSet, outer: tuple[Band, ...]) -> None:
        if isinstance(node, Band):
            sites.append(BandSite(path, node, dom, outer))
            walk(node.child, path + (0,), dom, outer + (node,))
        elif isinstance(node, Sequence):
            for k, (f, child) in enumerate(zip(node.filters, node.children)):
                walk(child, path + (k,), dom.intersect(f), outer)

    walk(tree, (), domain, ())
    return sites


def node_at(tree: Node, path: tuple[int, ...]) -> Node:
    for k in path:
        tree = tree.child if isinstance(tree, Band) else tree.children[k]
    return tree


def replace_at(tree: Node, path: tuple[int, ...], new: Node) -> Node:
    """``tree`` with the node at ``path`` replaced by ``new`` (the original is unchanged)."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(tree, Band):
        return replace(tree, child=replace_at(tree.child, rest, new))
    children = list(tree.children)
    children[head] = replace_at(children[head], rest, new)
    return replace(tree, children=tuple(children))
