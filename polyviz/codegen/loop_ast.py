"""isl's loop AST of a schedule, and the walk over it that every printer (C, MLIR) shares.

isl builds the AST; polyviz names its loops after the :class:`BandAnnotation` each band's mark
carries, read once into a :data:`BandTable`. :class:`AstWalker` handles blocks and marks and tracks which band each loop
belongs to; a printer subclass says what a ``for``, an ``if`` and a statement become.
"""
from __future__ import annotations

import functools
import re

import islpy as isl

from ..model import BandAnnotation, BufferMark, Private, Reduction, Scop, band_annotation, buffer_mark, fresh_name, isl_options

ITERATOR_PREFIX = "pv_c"
ITERATOR = re.compile(rf"\b{ITERATOR_PREFIX}(\d+)\b")

#: Schedule depth -> (loop name, parallel?) for the bands around a node.
LoopNames = dict[int, tuple[str, bool]]
#: The bands of a schedule tree as code generation reads them: the key of each band's mark in
#: isl's AST -> (the band's annotation, the schedule depth of its first loop).
BandTable = dict[str, tuple[BandAnnotation, int]]


def with_ast_options(generate):
    """``generate`` run with isl's AST options polyviz prints with (min and max detected in
    bounds and expressions), and the shared isl context's options put back afterwards."""
    @functools.wraps(generate)
    def generating(*args, **kwargs):
        with isl_options(isl.DEFAULT_CONTEXT, ast_build_detect_min_max=1):
            return generate(*args, **kwargs)
    return generating


def _loop_count(schedule: isl.Schedule) -> int:
    """The band members of the whole tree: no loop nest is deeper, so as many iterator names
    cover every loop (isl names the loops past its list ``c<depth>``)."""
    count = 0

    def add(node: isl.ScheduleNode) -> bool:
        nonlocal count
        if node.get_type() == isl.schedule_node_type.band:
            count += node.band_n_member()
        return True

    schedule.get_root().foreach_descendant_top_down(add)
    return count


def build_ast(scop: Scop, schedule: isl.Schedule, context: isl.Set | None = None,
              loop_builds: dict[str, isl.AstBuild] | None = None
              ) -> tuple[isl.AstNode, BandTable]:
    """isl's AST for ``scop`` under ``schedule`` and the table of its bands.

    Without ``context`` the AST is valid for every parameter value (isl adds the guards it
    needs); a ``context`` lets isl assume constraints on the parameters.  ``loop_builds``, when
    given, receives each ``for`` node's isl build, keyed by the node's annotation id: a printer
    can then express values in terms of the loops around it (:func:`loop_build`).
    """
    ctx = schedule.get_ctx()
    if context is None:
        context = isl.Set.universe(scop.context.get_space())
    annotated, marks = _annotate_marks(schedule)
    depth_limit = _loop_count(annotated) + 8
    iterator_ids = isl.IdList.alloc(ctx, depth_limit)
    for k in range(depth_limit):
        iterator_ids = iterator_ids.add(isl.Id(f"{ITERATOR_PREFIX}{k}", context=ctx))
    build = isl.AstBuild.from_context(context).set_iterators(iterator_ids)
    if loop_builds is None:
        return build.node_from_schedule(annotated), marks

    def keep(loop: isl.AstBuild) -> isl.Id:
        key = f"pv_for{len(loop_builds)}"
        loop_builds[key] = loop.copy()  # isl frees the callback's own build afterwards
        return isl.Id(key, context=ctx)

    build, handle = build.set_before_each_for(keep)
    root = build.node_from_schedule(annotated)
    del handle
    return root, marks


def _annotate_marks(schedule: isl.Schedule) -> tuple[isl.Schedule, BandTable]:
    """Give every band's mark a unique key and record its annotation and the schedule depth of its band."""
    marks: BandTable = {}

    def visit(node: isl.ScheduleNode) -> isl.ScheduleNode:
        if node.get_type() == isl.schedule_node_type.mark:
            names = band_annotation(node.mark_get_id())
            if names is not None:
                key = f"pv_band{len(marks)}"
                marks[key] = (names, node.get_schedule_depth())
                node = node.delete().insert_mark(isl.Id(key, context=node.get_ctx()))
        for i in range(node.n_children()):
            node = visit(node.child(i)).parent()
        return node

    return visit(schedule.get_root()).get_schedule(), marks


def same_outer(space: isl.Space, loop: int) -> isl.Map:
    """Pairs of points of ``space`` equal in the dimensions before ``loop``."""
    pairs = isl.Map.universe(isl.Space.map_from_set(space))
    for k in range(loop):
        pairs = pairs.equate(isl.dim_type.in_, k, isl.dim_type.out, k)
    return pairs


def loop_depth(node: isl.AstNode) -> int:
    """The schedule depth of a ``for`` node (its iterator is ``pv_c<depth>``)."""
    return int(ITERATOR.match(node.for_get_iterator().get_id().get_name()).group(1))


class AstWalker:
    """Walks isl's AST in order; subclasses implement :meth:`visit_for`, :meth:`visit_if` and
    :meth:`visit_user`. ``context["bands"]`` lists the (band names, depth) pairs around a node,
    ``context["loops"]`` the schedule depths of the ``for`` loops around it."""

    def __init__(self, scop: Scop, marks: BandTable):
        self.scop = scop
        self.marks = marks
        #: Names loops must not take: the SCoP's parameters, variables and function parameters.
        self.reserved = (set(scop.parameters) | {a.name for a in scop.arrays}
                         | {p.name for p in scop.function_parameters})

    def loop_names(self, bands: list[tuple[BandAnnotation, int]]) -> LoopNames:
        """Schedule depth -> (loop name, parallel?) for the bands enclosing the current node."""
        names: LoopNames = {}
        taken: set[str] = set()
        for band, depth in bands:
            for k, name in enumerate(band.names):
                unique = fresh_name(name, self.reserved | taken, "underscored")
                taken.add(unique)
                names[depth + k] = (unique, name in band.parallel)
        return names

    @staticmethod
    def reductions(context: dict, depth: int) -> list[Reduction]:
        """The reduction clauses of the loop at schedule depth ``depth``."""
        band, name = _band_of(context, depth)
        return [r for r in band.reductions if r.loop == name] if band else []

    @staticmethod
    def privates(context: dict, depth: int) -> list[Private]:
        """The variables the loop at schedule depth ``depth`` privatises."""
        band, name = _band_of(context, depth)
        return [p for p in band.private if p.loop == name] if band else []

    def node(self, node: isl.AstNode, indent: int, context: dict) -> None:
        kind = node.get_type()
        if kind == isl.ast_node_type.block:
            children = node.block_get_children()
            for i in range(children.n_ast_node()):
                self.node(children.get_at(i), indent, context)
        elif kind == isl.ast_node_type.mark:
            key = node.mark_get_id().get_name()
            inner = dict(context)
            if key in self.marks:
                inner["bands"] = context.get("bands", []) + [self.marks[key]]
            buffer = buffer_mark(node.mark_get_id())
            if buffer is not None:
                inner["buffers"] = {**context.get("buffers", {}), buffer.array: buffer}
                self.visit_buffer(buffer, indent, inner, self.loop_names(context.get("bands", [])))
            self.node(node.mark_get_node(), indent, inner)
            if buffer is not None:
                self.leave_buffer(buffer, indent)
        else:
            names = self.loop_names(context.get("bands", []))
            if kind == isl.ast_node_type.for_:
                # Below a loop, context["loops"] holds the schedule depths of the loops around.
                self.visit_for(node, indent, {**context, "loops": context.get("loops", frozenset()) | {loop_depth(node)}},
                               names)
            elif kind == isl.ast_node_type.if_:
                self.visit_if(node, indent, context, names)
            elif kind == isl.ast_node_type.user:
                self.visit_user(node, indent, context, names)
            else:
                raise AssertionError(f"unexpected isl AST node type {kind}")

    def visit_buffer(self, buffer: BufferMark, indent: int, context: dict, names: LoopNames) -> None:
        """A per-tile buffer (``local_buffer``) starts here; ``context["buffers"]`` holds it below."""

    def leave_buffer(self, buffer: BufferMark, indent: int) -> None:
        """The subtree that uses ``buffer`` (started by :meth:`visit_buffer`) has been printed."""

    def visit_for(self, node: isl.AstNode, indent: int, context: dict, names: LoopNames) -> None:
        raise NotImplementedError

    def visit_if(self, node: isl.AstNode, indent: int, context: dict, names: LoopNames) -> None:
        raise NotImplementedError

    def visit_user(self, node: isl.AstNode, indent: int, context: dict, names: LoopNames) -> None:
        raise NotImplementedError


def _band_of(context: dict, depth: int) -> tuple[BandAnnotation | None, str]:
    """The annotation of the band holding the loop at schedule depth ``depth`` (as
    :class:`AstWalker` passes ``context``) and the loop's name in it; ``(None, "")`` outside bands."""
    for band, first in context.get("bands", []):
        if first <= depth < first + len(band.names):
            return band, band.names[depth - first]
    return None, ""
