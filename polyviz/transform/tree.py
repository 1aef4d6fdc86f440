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

    def member(self, name: str) -> isl.UnionPwAff:
        return self.members[self.names.index(name)]

    def partial_schedule(self) -> isl.MultiUnionPwAff:
        result = isl.MultiUnionPwAff.from_union_pw_aff(self.members[0])
        for member in self.members[1:]:
            result = result.flat_range_product(isl.MultiUnionPwAff.from_union_pw_aff(member))
        return result


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
    """The isl schedule tree of ``tree`` over ``domain``, with a loop-name mark above each band."""

    def build(node: Node, dom: isl.UnionSet) -> isl.Schedule:
        if isinstance(node, Leaf):
            return isl.Schedule.from_domain(dom)
        if isinstance(node, Sequence):
            parts = [build(child, dom.intersect(f)) for f, child in zip(node.filters, node.children)]
            result = parts[0]
            for part in parts[1:]:
                result = result.sequence(part)
            return result
        inner = build(node.child, dom)
        band = inner.insert_partial_schedule(node.partial_schedule().intersect_domain(dom)).get_root().child(0)
        for name, loop_type in node.loop_types:
            band = band.band_member_set_ast_loop_type(node.names.index(name), LOOP_TYPES[loop_type])
        mark = BandNames(node.names, node.parallel).mark_id(dom.get_ctx())
        return band.insert_mark(mark).get_schedule()

    return build(tree, domain)


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
