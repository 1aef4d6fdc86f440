"""A schedule as plain immutable Python data, converted to and from isl schedule trees.

Transformations edit this small tree (bands of named loops, sequences, leaves) instead of
navigating isl's cursor API: fusing, distributing and merging bands become tuple edits, and
the isl schedule tree that legality checks and code generation need is rebuilt from it.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Union

import islpy as isl

from ..errors import RecipeError
from ..model import (BandAnnotation, BufferMark, Private, Reduction, accesses_to, band_annotation,
                     fresh_name, maps_of)
from ..model.directives import Directive, Phase, first_value


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
    #: ``(tile loop, point loop, size)`` for each loop tiled in this band: the tile loop is
    #: ``floor(p / size)`` of the point loop ``p``.  Code generation needs it to find full tiles.
    tiles: tuple[tuple[str, str, int], ...] = ()
    #: The OpenMP ``reduction`` clauses of parallel loops: filled in for code generation only.
    reductions: tuple[Reduction, ...] = ()
    #: The variables parallel loops privatise: filled in for code generation only.
    private: tuple[Private, ...] = ()
    #: How the band's loops are printed, as typed directives (:mod:`polyviz.model.directives`;
    #: the fields above that are not yet directives move here one at a time, issue 32).
    directives: tuple[Directive, ...] = ()

    def member(self, name: str) -> isl.UnionPwAff:
        return self.members[self.names.index(name)]


@dataclass(frozen=True)
class Sequence:
    """Children run one after the other, each on the statement instances of its filter."""

    filters: tuple[isl.UnionSet, ...] = field(compare=False)
    children: tuple["Node", ...]


@dataclass(frozen=True)
class Extension:
    """Producer statements recomputed for each iteration of the enclosing loops (an isl extension
    node): at each value of those loops, ``producers`` runs on the producer instances that the
    instances of ``child`` run there read (see :func:`extension_relation`), then ``child`` runs.

    The extension holds accesses rather than a relation from loop values to instances, so later
    steps that change the enclosing loops keep it valid: the relation is derived from the loops'
    values whenever the isl tree is built.
    """

    #: The producer statements, in execution order.
    statements: tuple[str, ...]
    #: Their instances, and the reads and writes of every statement (instance -> element).
    instances: isl.UnionSet = field(compare=False)
    reads: isl.UnionMap = field(compare=False)
    writes: isl.UnionMap = field(compare=False)
    producers: "Node"
    child: "Node"
    #: Arrays held in a buffer per iteration of the enclosing loops (``local_buffer``).
    buffers: tuple[str, ...] = ()
    #: The producers' loops are unrolled (``compute_at(..., unroll=1)``): each tile's few
    #: instances become straight-line code that the compiler can keep in registers.
    unrolled: bool = False


Node = Union[Leaf, Band, Sequence, Extension]


# -- conversion ------------------------------------------------------------------------------------
def from_isl(schedule: isl.Schedule) -> tuple[isl.UnionSet, Node]:
    """The domain and the tree of an isl schedule; bands without an annotation get names ``c0``, ``c1``, …"""
    root = schedule.get_root()
    taken: set[str] = set()

    def convert(node: isl.ScheduleNode, names: BandAnnotation | None) -> Node:
        kind = node.get_type()
        if kind == isl.schedule_node_type.mark:
            return convert(node.child(0), band_annotation(node.mark_get_id()))
        if kind == isl.schedule_node_type.band:
            count = node.band_n_member()
            partial = node.band_get_partial_schedule()
            if names and len(names.names) == count:
                band_names = names.names
            else:
                band_names = ()
                for _ in range(count):
                    band_names += (fresh_name("c", taken, "indexed"),)
                    taken.add(band_names[-1])
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


def to_isl(domain: isl.UnionSet, tree: Node, *, waiting_pipelines: bool = True) -> isl.Schedule:
    """The isl schedule tree of ``tree`` over ``domain``, with a mark above each band that carries
    the band's :class:`BandAnnotation`.  ``waiting_pipelines=False`` leaves out what only the C
    of a pipeline's waits needs (see :func:`_loop_types`), for code that runs its loops in order.

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
        if isinstance(node, Extension):
            key = f"{_EXTENSION_MARK}{len(extended)}"
            extended[key] = node
            schedule = build(node.child, dom, outer)
            return schedule.get_root().child(0).insert_mark(isl.Id(key, context=dom.get_ctx())).get_schedule()
        schedule = build(node.child, dom, outer + node.members)
        split = _tile_split(node)
        pieces = [(0, len(node.names))] if split is None else [(0, split), (split, len(node.names))]
        isolated_tiles = any(directive.isolates_full_tiles() for directive in node.directives)
        full = full_tiles(dom, outer, node, split) if isolated_tiles and split is not None else None
        if full is not None and full.is_empty():
            full = None  # no tile is ever full (loops shorter than a tile): nothing to isolate
        for first, last in reversed(pieces):
            partial = _flat(node.members[first:last]).intersect_domain(dom)
            band = schedule.insert_partial_schedule(partial).get_root().child(0)
            for name, loop_type in _loop_types(node, waiting_pipelines):
                k = node.names.index(name) - first
                if 0 <= k < last - first:
                    # Point loops are unrolled in full tiles only: a partial tile's trip counts
                    # are not constant, and unrolling them would emit a guard per copy.
                    if full is None or first == 0 or loop_type != isl.ast_loop_type.unroll:
                        band = band.band_member_set_ast_loop_type(k, loop_type)
                    band = band.band_member_set_isolate_ast_loop_type(k, loop_type)
            if full is not None:
                # isl refuses to insert bands above a band whose options refer to the outer
                # loops, so the option waits in ``isolated`` until the whole tree is built.
                key = f"{_ISOLATE_MARK}{len(isolated)}"
                isolated[key] = full if first == 0 else _inside_full_tiles(full, last - first)
                band = band.insert_mark(isl.Id(key, context=dom.get_ctx())).child(0)
            schedule = band.get_schedule()
        lowered = (directive.lowered(outer, node, dom) for directive in node.directives)
        mark = BandAnnotation(node.names, node.parallel, node.reductions, node.private,
                              tuple(d for d in lowered if d is not None)).mark_id(dom.get_ctx())
        return schedule.get_root().child(0).insert_mark(mark).get_schedule()

    isolated: dict[str, isl.UnionSet] = {}
    extended: dict[str, Extension] = {}
    schedule = build(tree, domain, ())
    if extended:
        schedule = _graft_extensions(schedule, extended)
    return _set_isolate_options(schedule, isolated) if isolated else schedule


def _loop_types(band: Band, waiting_pipelines: bool) -> tuple[tuple[str, isl.ast_loop_type], ...]:
    """The isl loop types of ``band``'s members: those its directives set, and with
    ``waiting_pipelines`` those the C of their waits needs where no directive sets one."""
    own = tuple(found for found in (directive.loop_type() for directive in band.directives) if found is not None)
    if not waiting_pipelines:
        return own
    waiting = (directive.waiting_loop_type(band) for directive in band.directives)
    return own + tuple(found for found in waiting if found is not None and found[0] not in dict(own))


def _graft_extensions(schedule: isl.Schedule, extended: dict[str, Extension]) -> isl.Schedule:
    """Replace each placeholder mark by the isl extension node of its :class:`Extension`: the
    relation from the values of the enclosing loops to the producer instances the subtree below
    needs at those values, and the producers' own subtree before that subtree."""

    def visit(node: isl.ScheduleNode) -> isl.ScheduleNode:
        if node.get_type() == isl.schedule_node_type.mark and node.mark_get_id().get_name() in extended:
            extension = extended[node.mark_get_id().get_name()]
            node = node.delete()
            prefix = node.get_prefix_schedule_union_map()
            relation = _recomputed(prefix, extension)
            graft = _grow(isl.ScheduleNode.from_extension(relation).child(0), extension.producers,
                          relation.range(), extension.unrolled)
            while graft.has_parent():
                graft = graft.parent()
            # graft_before returns the subtree it grafted before, now under extension/sequence/filter.
            node = node.graft_before(graft).parent().parent().parent()
            for array in extension.buffers:
                layout = buffer_layout(buffer_footprint(prefix, relation, extension, array), f"local_buffer({array})")
                node = node.insert_mark(layout.mark_id(node.get_ctx()))
        for k in range(node.n_children()):
            node = visit(node.child(k)).parent()
        return node

    return visit(schedule.get_root()).get_schedule()


def _grow(leaf: isl.ScheduleNode, tree: Node, dom: isl.UnionSet, unrolled: bool) -> isl.ScheduleNode:
    """Build ``tree`` over ``dom`` in place of ``leaf``; returns the node that replaced it.

    Producer subtrees are plain loops with their bands' loop types (``unroll`` by a factor
    jams rows; ``unrolled``: every loop unrolled); tiling options are not carried into the extension."""
    if isinstance(tree, Leaf):
        return leaf
    if isinstance(tree, Sequence):
        filters = isl.UnionSetList.alloc(dom.get_ctx(), len(tree.filters))
        for f in tree.filters:
            filters = filters.add(dom.intersect(f))
        node = leaf.insert_sequence(filters)
        for k, (f, child) in enumerate(zip(tree.filters, tree.children)):
            node = _grow(node.child(k).child(0), child, dom.intersect(f), unrolled).parent().parent()
        return node
    if isinstance(tree, Band):
        node = leaf.insert_partial_schedule(_flat(tree.members).intersect_domain(dom))
        types = {name: isl.ast_loop_type.unroll for name in tree.names} if unrolled else \
            dict(_loop_types(tree, waiting_pipelines=False))
        for k, name in enumerate(tree.names):
            if name in types:
                node = node.band_member_set_ast_loop_type(k, types[name])
        node = _grow(node.child(0), tree.child, dom, unrolled).parent()
        return node.insert_mark(BandAnnotation(tree.names).mark_id(dom.get_ctx()))
    raise ValueError("a producer subtree cannot itself hold recomputed producers")


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
#: Prefix of the placeholder marks that stand for an :class:`Extension` while the tree is built.
_EXTENSION_MARK = "pv_extension"


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
    In a register-tiled band over a box (gemm's, not symm's triangle) only the register block
    counts (``register_tile`` appends its two tiles last): the blocks of the last, partial k tile
    (PolyBench LARGE gemm: nk 1200 = 18 x 64 + 48) then run in the micro-kernel too.  Where a
    loop's range depends on another's, a tile cut by that bound run as isolated blocks took
    1.3-1.7x as long (symm at LARGE), so every tile counts there.
    """
    n_outer = len(outer)
    pieces = dom.get_set_list()
    over_box = all(pieces.get_at(k).is_box() for k in range(pieces.n_set()))
    blocked = first_value(band.directives, Directive.register_tile) is not None
    tiles = band.tiles[-2:] if blocked and over_box else band.tiles
    # A point loop may belong to two tiles (a register block inside a cache tile): one
    # dimension each, so that the box of one point is the intersection of its tiles' boxes.
    points = list(dict.fromkeys(band.names.index(p) for _, p, _ in tiles))
    members = list(outer) + list(band.members[:split]) + [band.members[p] for p in points]
    image = isl.Set.from_union_set(dom.apply(isl.UnionMap.from_multi_union_pw_aff(_flat(members))))
    box = isl.Set.universe(image.get_space())
    for t, p, size in tiles:
        tile_dim, point_dim = n_outer + band.names.index(t), n_outer + split + points.index(band.names.index(p))
        space = isl.LocalSpace.from_space(image.get_space())
        point = isl.Aff.var_on_domain(space, isl.dim_type.set, point_dim)
        origin = isl.Aff.var_on_domain(space, isl.dim_type.set, tile_dim).scale_val(isl.Val(size))
        box = box.intersect(point.ge_set(origin)).intersect(point.lt_set(origin.add_constant_val(isl.Val(size))))
    first_point = n_outer + split
    partial = box.subtract(image).project_out(isl.dim_type.set, first_point, len(points))
    full = image.project_out(isl.dim_type.set, first_point, len(points)).subtract(partial)
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


def band_sites(domain: isl.UnionSet, tree: Node, path: tuple[int, ...] = ()) -> list[BandSite]:
    """Every band, outermost and first first, but not those of recomputed producers (see
    :func:`recomputed_sites`); ``path``: where ``tree`` is in the whole tree."""
    sites: list[BandSite] = []

    def walk(node: Node, path: tuple[int, ...], dom: isl.UnionSet, outer: tuple[Band, ...]) -> None:
        if isinstance(node, Band):
            sites.append(BandSite(path, node, dom, outer))
            walk(node.child, path + (0,), dom, outer + (node,))
        elif isinstance(node, Extension):
            walk(node.child, path + (0,), dom, outer)
        elif isinstance(node, Sequence):
            for k, (f, child) in enumerate(zip(node.filters, node.children)):
                walk(child, path + (k,), dom.intersect(f), outer)

    walk(tree, path, domain, ())
    return sites


def extension_sites(tree: Node, path: tuple[int, ...] = ()) -> list[tuple[tuple[int, ...], Extension]]:
    """(path, node) of every :class:`Extension` of ``tree``."""
    if isinstance(tree, Extension):
        return [(path, tree)] + extension_sites(tree.child, path + (0,))
    if isinstance(tree, Sequence):
        return [found for k, child in enumerate(tree.children) for found in extension_sites(child, path + (k,))]
    if isinstance(tree, Band):
        return extension_sites(tree.child, path + (0,))
    return []


def recomputed_sites(tree: Node) -> list[BandSite]:
    """The bands of the producers that ``compute_at`` recomputes per tile, each extension's in
    order.  Their paths go through the extension's producers (child 1 of an :class:`Extension`;
    child 0 is the subtree the producers run before), their domains are the producers' own
    instances and their outer bands only those of the producers' subtree: the producers' loops
    run over each tile's instances, inside the enclosing tile loops."""
    return [site for path, extension in extension_sites(tree)
            for site in band_sites(extension.instances, extension.producers, path + (PRODUCERS,))]


#: The child index of an :class:`Extension`'s producer subtree in a path (0 is its ``child``).
PRODUCERS = 1


def _child(tree: Node, k: int) -> Node:
    if isinstance(tree, Sequence):
        return tree.children[k]
    return tree.producers if isinstance(tree, Extension) and k == PRODUCERS else tree.child


def node_at(tree: Node, path: tuple[int, ...]) -> Node:
    for k in path:
        tree = _child(tree, k)
    return tree


def replace_at(tree: Node, path: tuple[int, ...], new: Node) -> Node:
    """``tree`` with the node at ``path`` replaced by ``new`` (the original is unchanged)."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(tree, Extension) and head == PRODUCERS:
        return replace(tree, producers=replace_at(tree.producers, rest, new))
    if not isinstance(tree, Sequence):
        return replace(tree, child=replace_at(tree.child, rest, new))
    children = list(tree.children)
    children[head] = replace_at(children[head], rest, new)
    return replace(tree, children=tuple(children))


# -- recomputed producers ------------------------------------------------------------------------------
def restricted(tree: Node, domain: isl.UnionSet, keep: isl.UnionSet) -> Node | None:
    """``tree`` over the instances of ``keep`` only (``None`` when none of them is in it): sequence
    children without such instances are dropped and the others filtered."""
    if (domain.intersect(keep)).is_empty():
        return None
    if isinstance(tree, Sequence):
        kept = [(f.intersect(keep), restricted(child, domain.intersect(f), keep))
                for f, child in zip(tree.filters, tree.children)]
        kept = [(f, child) for f, child in kept if child is not None]
        return Sequence(tuple(f for f, _ in kept), tuple(child for _, child in kept))
    if isinstance(tree, Leaf):
        return tree if domain.is_subset(keep) else Sequence((domain.intersect(keep),), (tree,))
    child = restricted(tree.child, domain, keep)
    return None if child is None else replace(tree, child=child)


def extension_relation(outer: tuple[isl.UnionPwAff, ...], domain: isl.UnionSet, extension: Extension) -> isl.UnionMap:
    """Values of the ``outer`` loops -> the producer instances recomputed there for the
    instances of ``domain`` (the relation of the isl extension node)."""
    return _recomputed(prefix_map(outer, domain), extension)


def least_recomputed(extension: Extension, consumers: isl.UnionSet) -> isl.UnionSet:
    """The producer instances the tiles recompute for the instances of ``consumers`` whatever
    the tiles are: those a tile of a single instance would recompute (a tile's box holds the
    boxes of its instances)."""
    return _recomputed(isl.UnionSet.identity(consumers), extension).range()


def prefix_map(outer: tuple[isl.UnionPwAff, ...], domain: isl.UnionSet) -> isl.UnionMap:
    """Each instance of ``domain`` -> its values of the ``outer`` loops."""
    return isl.UnionMap.from_multi_union_pw_aff(_flat(outer)).intersect_domain(domain)


def _recomputed(prefix: isl.UnionMap, extension: Extension) -> isl.UnionMap:
    """For each value of ``prefix`` (instance -> loop values), the instances of each producer,
    last first, that write what the instances at that value or later producers there read: the
    read footprint pulled back through the producer's write access, widened to its rectangular
    hull within the producer's domain (the paper's box tiles; one box per tile keeps the
    generated loops and the legality check simple, and recomputes at most a few corners)."""
    ctx = prefix.get_ctx()
    demand = prefix.reverse().apply_range(extension.reads)
    relation = isl.UnionMap("{ }", context=ctx)
    for name in reversed(extension.statements):
        domain = _set_named(extension.instances, name)
        pulled = demand.apply_range(extension.writes.intersect_domain(isl.UnionSet.from_set(domain)).reverse())
        boxes = isl.UnionMap("{ }", context=ctx)
        for instances in maps_of(pulled):
            box = isl.Map.from_basic_map(instances.simple_hull()).intersect_range(domain) \
                .intersect_domain(instances.domain())
            boxes = boxes.union(isl.UnionMap.from_map(box))
        relation = relation.union(boxes)
        demand = demand.union(boxes.apply_range(extension.reads))
    return relation.coalesce()


def buffer_footprint(prefix: isl.UnionMap, relation: isl.UnionMap, extension: Extension, array: str) -> isl.Map:
    """Values of the enclosing loops -> the elements of ``array`` that the recomputed producers
    and the instances below access there (``prefix``: instance -> loop values; ``relation``:
    loop values -> recomputed instances)."""
    reads, writes = accesses_to(extension.reads, array), accesses_to(extension.writes, array)
    footprint = relation.apply_range(reads.union(writes)).union(prefix.reverse().apply_range(reads))
    return isl.Map.from_union_map(footprint)


def buffer_layout(footprint: isl.Map, step: str) -> BufferMark:
    """A buffer for each tile's ``footprint`` (loop values -> array elements): per dimension an
    origin affine in the loops and parameters that no accessed element lies below, and the
    largest distance above it, which must be a constant (else ``step`` is refused)."""
    array = footprint.get_tuple_name(isl.dim_type.out)
    extents, origins = [], []
    for d in range(footprint.dim(isl.dim_type.out)):
        low, high = footprint.dim_min(d), footprint.dim_max(d)
        # A piece of the lower bound that bounds all of it (32 * i_t - 1 rather than 0, where
        # max(0, 32 * i_t - 1) clips the first tile), with the smallest constant extent.
        best = None
        for _, aff in low.get_pieces():
            if integer_terms(aff) is None:
                continue
            candidate = isl.PwAff.from_aff(aff).intersect_domain(low.domain())
            if not low.domain().is_subset(low.ge_set(candidate)):
                continue
            extent = high.sub(isl.PwAff.from_aff(aff).intersect_domain(high.domain())).max_val()
            if extent.is_int() and (best is None or extent.to_python() < best[1]):
                best = (aff, extent.to_python())
        if best is None:
            raise RecipeError(f"{step}: the tile's part of {array} has no constant size "
                              f"in dimension {d + 1} above an affine origin")
        origin, extent = best
        extents.append(extent + 1)
        origins.append(integer_terms(origin))
    return BufferMark(array, tuple(extents), tuple(origins))


def integer_terms(aff: isl.Aff) -> tuple[int, tuple[int, ...], tuple[tuple[str, int], ...]] | None:
    """``aff`` as (constant, the coefficient of each input dimension, the parameters' nonzero
    coefficients by name), or ``None`` when it divides (an integer division or a denominator)."""
    if aff.dim(isl.dim_type.div) or aff.get_denominator_val().to_python() != 1:
        return None
    loops = tuple(aff.get_coefficient_val(isl.dim_type.in_, k).to_python() for k in range(aff.dim(isl.dim_type.in_)))
    params = tuple((aff.get_dim_name(isl.dim_type.param, k), aff.get_coefficient_val(isl.dim_type.param, k).to_python())
                   for k in range(aff.dim(isl.dim_type.param)))
    return aff.get_constant_val().to_python(), loops, tuple(p for p in params if p[1])


def _set_named(sets: isl.UnionSet, name: str) -> isl.Set:
    found = sets.get_set_list()
    return next(found.get_at(k) for k in range(found.n_set()) if found.get_at(k).get_tuple_name() == name)


#: Statement name prefix of the copies :func:`expanded` makes of recomputed producer instances.
COPY_PREFIX = "pv_copy"


@dataclass(frozen=True)
class Expanded:
    """A tree whose recomputed instances are copies of their own (see :func:`expanded`)."""

    domain: isl.UnionSet
    tree: Node
    #: Each copy -> the instance it copies.
    projection: isl.UnionMap
    #: Array held in per-tile buffers -> (instance or copy accessing it -> its tile's loop values).
    buffered: dict


def expanded(domain: isl.UnionSet, tree: Node) -> Expanded:
    """The tree with every recomputed producer instance made an instance of its own: a copy
    ``pv_copyK_S[t..., i...]`` of ``S[i...]`` run at the values ``t`` of the enclosing loops.

    The result has no :class:`Extension`, so isl gives its order as a plain schedule map, which
    legality checks and drawings need.
    """
    ctx = domain.get_ctx()
    projection = isl.UnionMap("{ }", context=ctx)
    buffered: dict[str, isl.UnionMap] = {}
    number = iter(range(1_000_000))

    def expand(node: Node, dom: isl.UnionSet, outer: tuple[isl.UnionPwAff, ...]) -> tuple[Node, list, isl.UnionSet]:
        """The expanded node, per enclosing loop the copies' values of that loop, and the copies."""
        nonlocal projection
        empty = isl.UnionSet("{ }", context=ctx)
        if isinstance(node, Leaf):
            return node, [None] * len(outer), empty
        if isinstance(node, Sequence):
            filters, children, pieces, made = [], [], [None] * len(outer), empty
            for f, child in zip(node.filters, node.children):
                new, added, copies = expand(child, dom.intersect(f), outer)
                filters.append(f.union(copies))
                children.append(new)
                pieces = [_union_add(a, b) for a, b in zip(pieces, added)]
                made = made.union(copies)
            return Sequence(tuple(filters), tuple(children)), pieces, made
        if isinstance(node, Band):
            child, pieces, made = expand(node.child, dom, outer + node.members)
            extra = pieces[len(outer):]
            members = tuple(m if e is None else m.union_add(e) for m, e in zip(node.members, extra))
            return replace(node, members=members, child=child), pieces[:len(outer)], made
        relation = extension_relation(outer, dom, node)
        child, pieces, made = expand(node.child, dom, outer)
        copy_sets, copy_projection = empty, isl.UnionMap("{ }", context=ctx)
        for instances in maps_of(relation):
            name = f"{COPY_PREFIX}{next(number)}_{instances.get_tuple_name(isl.dim_type.out)}"
            copy_set = instances.wrap().flatten().set_tuple_name(name)
            copy_sets = copy_sets.union(isl.UnionSet.from_set(copy_set))
            n_outer = instances.dim(isl.dim_type.in_)
            to_original = _identity_tail(isl.Map.from_domain_and_range(copy_set, instances.range()), n_outer)
            copy_projection = copy_projection.union(isl.UnionMap.from_map(to_original))
            for d in range(n_outer):
                value = isl.PwAff.var_on_domain(isl.LocalSpace.from_space(copy_set.get_space()), isl.dim_type.set, d)
                pieces[d] = _union_add(pieces[d], isl.UnionPwAff.from_pw_aff(value.intersect_domain(copy_set)))
        projection = projection.union(copy_projection)
        if node.buffers:
            tiles = prefix_map(outer, dom)
            for copy_set in (copy_sets.get_set_list().get_at(k) for k in range(copy_sets.n_set())):
                tile = isl.Map.from_domain_and_range(copy_set, isl.Set.universe(
                    copy_set.get_space().params().add_dims(isl.dim_type.set, len(outer))))
                for d in range(len(outer)):
                    tile = tile.equate(isl.dim_type.in_, d, isl.dim_type.out, d)
                tiles = tiles.union(isl.UnionMap.from_map(tile))
            buffered.update({array: tiles for array in node.buffers})
        producers = _pulled_back(node.producers, copy_projection)
        return Sequence((copy_sets, dom.union(made)), (producers, child)), pieces, copy_sets.union(made)

    new_tree, _, copies = expand(tree, domain, ())
    return Expanded(domain.union(copies), new_tree, projection, buffered)


def _union_add(a, b):
    return b if a is None else a if b is None else a.union_add(b)


def _identity_tail(relation: isl.Map, skipped: int) -> isl.Map:
    """``relation`` (copy -> original) with each original coordinate equal to the copy's
    coordinate ``skipped`` places further (the copy's first ``skipped`` coordinates are loop values)."""
    for d in range(relation.dim(isl.dim_type.out)):
        relation = relation.equate(isl.dim_type.in_, skipped + d, isl.dim_type.out, d)
    return relation


def _pulled_back(tree: Node, projection: isl.UnionMap) -> Node:
    """A producer subtree over the copies that ``projection`` maps to its instances."""
    if isinstance(tree, Leaf):
        return tree
    if isinstance(tree, Sequence):
        return Sequence(tuple(f.apply(projection.reverse()) for f in tree.filters),
                        tuple(_pulled_back(c, projection) for c in tree.children))
    if isinstance(tree, Band):
        function = isl.UnionPwMultiAff.from_union_map(projection)
        return replace(tree, members=tuple(m.pullback_union_pw_multi_aff(function) for m in tree.members),
                       child=_pulled_back(tree.child, projection), tiles=(),
                       directives=tuple(d for d in tree.directives if d.phase is not Phase.BUILD))
    raise ValueError("a producer subtree cannot itself hold recomputed producers")


def perfect_depth(band: Band) -> int:
    """How many loops ``band`` and the bands nested directly in it (a perfect nest) have."""
    depth, node = 0, band
    while isinstance(node, Band):
        depth, node = depth + len(node.names), node.child
    return depth


def has_extension(tree: Node) -> bool:
    if isinstance(tree, Extension):
        return True
    if isinstance(tree, Sequence):
        return any(has_extension(c) for c in tree.children)
    return isinstance(tree, Band) and has_extension(tree.child)


def buffered_arrays(tree: Node) -> tuple[str, ...]:
    """The arrays ``local_buffer`` holds in per-tile buffers somewhere in ``tree``."""
    if isinstance(tree, Extension):
        return tree.buffers + buffered_arrays(tree.child)
    if isinstance(tree, Sequence):
        return tuple(a for c in tree.children for a in buffered_arrays(c))
    return buffered_arrays(tree.child) if isinstance(tree, Band) else ()
