"""What a schedule does at given sizes, counted exactly from the model: floating-point
operations by kind, array elements read and written, and the compulsory traffic of each loop
level, with a cache estimate from it.

- Operations come from each statement's expression (a ``+``, ``-``, ``*`` or ``/`` whose
  operands are floating point under C's usual conversions, a compound assignment or ``++`` on a
  floating-point element, and each call by its function's name), times the statement's
  instances at the sizes. A unary minus is not counted: it flips a sign bit.
- Reads and writes count element accesses as written (``A[i] * A[i]`` reads twice); scalars are
  not elements.
- The traffic of loop level ``d`` is the number of distinct (tile, element) pairs, a tile being
  one iteration of the ``d`` outermost loops around a statement (a statement inside fewer loops
  is a tile of its own at each instance): what a cache that holds one tile, and nothing across
  tiles, loads. Level 0 is every distinct element the kernel touches, the compulsory traffic.
  Given the arrays' shapes it is counted in 64-byte lines instead (arrays assumed line-aligned).
- The cache estimate (:func:`cache_estimate`) is a counting model: at each loop level whose
  average tile fits in a cache of C bytes, the cache loads every tile's lines, or, when two
  tiles fit, only the lines the tile before did not touch; the estimate is the least of those
  (the deepest level's new lines when no tile fits).

Counting enumerates the sets at fixed sizes (isl's ``count_val``, no parametric counting), so
it costs time in the number of points: :data:`COUNT_LIMIT` bounds what :func:`counts` takes on.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Mapping

import islpy as isl
from pycparser import c_ast

from ..errors import AnalysisTooComplex, PolyvizError
from ..model import Scop, Statement
from ..model.isl_options import isl_budget
from .footprint import ELEMENT_BYTES, count
from .tree import Band, Extension, Leaf, Node, Sequence, prefix_map

if TYPE_CHECKING:
    from .schedule import Schedule

#: Bytes of a cache line.
LINE_BYTES = 64
#: Largest number of statement instances (the domains' bounding boxes) whose operations and
#: elements are counted, and whose loop levels are: counting scans the points, seconds for
#: gemm's instances at its bench sizes (docs/design-notes.md, "Counts and the cache estimate").
COUNT_LIMIT = 50_000_000
LEVEL_LIMIT = 2_000_000
_FLOATING = {"float", "double", "long double", "_Float32", "_Float64"}
_KINDS = {"+": "add", "-": "sub", "*": "mul", "/": "div"}
#: Functions of <math.h> whose result is floating point (others' results count as integers).
_MATH = {"sqrt", "fabs", "exp", "log", "pow", "sin", "cos", "tan", "tanh", "fmax", "fmin", "floor", "ceil",
         "sqrtf", "fabsf", "expf", "logf", "powf", "exp2", "log2", "cbrt", "hypot", "atan", "atan2", "erf"}


class TooLarge(PolyvizError):
    """The sets to count have more points than :data:`COUNT_LIMIT`."""


@dataclass(frozen=True)
class Level:
    """Loop level ``depth``: ``tiles`` iterations of its outer loops and the distinct
    (tile, line) pairs they touch, or (tile, element) pairs where the shapes were not given."""

    depth: int
    tiles: int
    pairs: int
    #: The pairs whose line (element) the tile before did not touch.
    new: int
    in_lines: bool

    @property
    def bytes(self) -> int | None:
        """What a cache holding one tile loads: lines times :data:`LINE_BYTES` (``None`` in elements)."""
        return self.pairs * LINE_BYTES if self.in_lines else None

    @property
    def new_bytes(self) -> int | None:
        """What a cache holding two tiles loads, keeping what the tile before touched."""
        return self.new * LINE_BYTES if self.in_lines else None

    def to_dict(self) -> dict:
        unit = "lines" if self.in_lines else "elements"
        return {"depth": self.depth, "tiles": self.tiles, unit: self.pairs, f"new_{unit}": self.new}


@dataclass(frozen=True)
class Counts:
    """Exact counts of one schedule at ``sizes`` (see the module docstring)."""

    sizes: dict
    #: Operation kind ("add", "mul", "sqrt"...) -> how many run.
    operations: dict
    reads: dict
    writes: dict
    #: Distinct elements touched per array.
    elements: dict
    element_bytes: dict
    #: Level 0 (the whole kernel) to the deepest loop; empty for schedules that recompute.
    levels: tuple[Level, ...] = ()
    notes: tuple[str, ...] = field(default=())

    @property
    def flops(self) -> int:
        """Floating-point operations: every kind but calls counted once each."""
        return sum(self.operations.values())

    @property
    def compulsory_bytes(self) -> int:
        """Bytes of the distinct elements touched (each loaded or stored once)."""
        return sum(n * self.element_bytes[a] for a, n in self.elements.items())

    def intensity(self, cache_bytes: int | None = None) -> float | None:
        """Floating-point operations per byte: per compulsory byte, or, given a cache's size, per
        byte the counting model has that cache load (the roofline's horizontal axis: a
        schedule that reuses data in the cache moves right)."""
        moved = self.compulsory_bytes
        if cache_bytes is not None:
            moved = cache_estimate(self, {"cache": cache_bytes}).get("cache", moved)
        return self.flops / moved if moved else None

    def to_dict(self) -> dict:
        return {"sizes": self.sizes, "operations": self.operations, "flops": self.flops, "reads": self.reads,
                "writes": self.writes, "elements": self.elements, "compulsory_bytes": self.compulsory_bytes,
                "compulsory_intensity": self.intensity(), "levels": [level.to_dict() for level in self.levels],
                "notes": list(self.notes)}


def counts(schedule: Schedule, sizes: Mapping[str, int], shapes: Mapping[str, tuple[int, ...]] | None = None,
           limit: int = COUNT_LIMIT, level_limit: int = LEVEL_LIMIT) -> Counts:
    """The counts of ``schedule`` at ``sizes`` (every parameter's value); ``shapes`` (array ->
    extents as integers) counts the loop levels' traffic in lines instead of elements. Raises
    :class:`TooLarge` past ``limit`` statement instances; past ``level_limit`` the loop levels
    are left out (a note says so)."""
    scop = schedule.scop
    fixed = _fixed(scop, sizes)
    domain = schedule.domain.intersect_params(fixed)
    volume = _volume(domain)
    if volume > limit:
        raise TooLarge(f"counting at these sizes scans up to {volume:.3g} statement instances (more than "
                       f"{limit:.3g}): count at smaller sizes")
    operations: Counter = Counter()
    reads: Counter = Counter()
    writes: Counter = Counter()
    for statement in scop.statements:
        instances = count(statement.domain.intersect_params(fixed))
        if not instances:
            continue
        ops, read, written = statement_counts(statement, scop)
        for counter, per_instance in ((operations, ops), (reads, read), (writes, written)):
            for key, n in per_instance.items():
                counter[key] += n * instances
    accesses = scop.reads.union(scop.writes).intersect_params(fixed).intersect_domain(domain)
    arrays = {a.name: a for a in scop.arrays if not a.is_scalar}
    accesses = _elements_only(accesses, arrays)
    touched = accesses.range()
    elements = {}
    sets = touched.get_set_list()
    for k in range(sets.n_set()):
        elements[sets.get_at(k).get_tuple_name()] = count(sets.get_at(k))
    element_bytes = {name: ELEMENT_BYTES.get(arrays[name].element_type.split()[-1], 8) for name in elements}
    levels: tuple[Level, ...] = ()
    notes: tuple[str, ...] = ()
    if any(isinstance(n, Extension) for n in _nodes(schedule.tree)):
        notes = ("the schedule recomputes producers: its operations are those of the original, and its "
                 "loop levels are not counted",)
    elif volume > level_limit:
        notes = (f"loop levels not counted: up to {volume:.3g} instances (more than {level_limit:.3g})",)
    else:
        try:
            # Skewed tiles' sets take isl far longer to count than their points suggest (seidel-2d
            # under auto() at tsteps=5, n=300: minutes): isl's operation budget bounds it.
            with isl_budget("counting the loop levels"):
                levels = _levels(schedule.tree, domain, accesses,
                                 _line_map(touched, shapes, element_bytes) if shapes else None)
        except AnalysisTooComplex:
            notes = ("loop levels not counted: their sets are too complex to count at these sizes",)
    return Counts(dict(sizes), dict(operations), dict(reads), dict(writes), elements, element_bytes, levels, notes)


def statement_counts(statement: Statement, scop: Scop) -> tuple[Counter, Counter, Counter]:
    """Per instance of ``statement``: operations by kind, element reads and writes by array."""
    types = {a.name: a.element_type for a in scop.arrays}
    ops: Counter = Counter()
    reads: Counter = Counter()
    writes: Counter = Counter()
    arrays = {a.name for a in scop.arrays if not a.is_scalar}

    def base(node) -> str | None:
        while isinstance(node, c_ast.ArrayRef):
            node = node.name
        return node.name if isinstance(node, c_ast.ID) and node.name in arrays else None

    def floating(node) -> bool:
        if isinstance(node, c_ast.Constant):
            return node.type in _FLOATING
        if isinstance(node, c_ast.ID):
            declared = types.get(node.name, "int")
            return declared in _FLOATING or declared.split()[-1] in _FLOATING
        if isinstance(node, c_ast.ArrayRef):
            return floating(node.name)
        if isinstance(node, c_ast.BinaryOp):
            return node.op in _KINDS and (floating(node.left) or floating(node.right))
        if isinstance(node, c_ast.UnaryOp):
            return node.op in ("-", "+", "++", "--", "p++", "p--") and floating(node.expr)
        if isinstance(node, c_ast.Cast):
            return " ".join(getattr(node.to_type.type.type, "names", [])) in _FLOATING
        if isinstance(node, c_ast.FuncCall):
            return isinstance(node.name, c_ast.ID) and node.name.name in _MATH
        if isinstance(node, c_ast.TernaryOp):
            return floating(node.iftrue) or floating(node.iffalse)
        if isinstance(node, c_ast.Assignment):
            return floating(node.lvalue)
        return False

    def access(node, read: bool, write: bool) -> None:
        name = base(node)
        if name is None:
            visit(node)
            return
        if read:
            reads[name] += 1
        if write:
            writes[name] += 1
        while isinstance(node, c_ast.ArrayRef):
            visit(node.subscript)
            node = node.name

    def visit(node) -> None:
        if isinstance(node, c_ast.Assignment):
            compound = node.op != "="
            if compound and node.op[:-1] in _KINDS and (floating(node.lvalue) or floating(node.rvalue)):
                ops[_KINDS[node.op[:-1]]] += 1
            access(node.lvalue, compound, True)
            visit(node.rvalue)
        elif isinstance(node, c_ast.ArrayRef):
            access(node, True, False)
        elif isinstance(node, c_ast.UnaryOp) and node.op in ("++", "--", "p++", "p--"):
            if floating(node.expr):
                ops["add" if "+" in node.op else "sub"] += 1
            access(node.expr, True, True)
        elif isinstance(node, c_ast.BinaryOp):
            if node.op in _KINDS and floating(node):
                ops[_KINDS[node.op]] += 1
            visit(node.left)
            visit(node.right)
        elif isinstance(node, c_ast.FuncCall):
            if isinstance(node.name, c_ast.ID):
                ops[node.name.name] += 1
            for argument in (node.args.exprs if node.args else ()):
                visit(argument)
        else:
            for _, child in node.children():
                visit(child)

    visit(statement.body)
    return ops, reads, writes


def cache_estimate(result: Counts, caches: Mapping[str, int]) -> dict[str, int]:
    """Bytes each cache (level name -> bytes) loads by the counting model (see the module
    docstring). Empty without line counts."""
    levels = [level for level in result.levels if level.in_lines]
    if not levels:
        return {}
    def loaded(size: int) -> int:
        fitting = [level.new_bytes if 2 * level.bytes <= size * level.tiles else level.bytes
                   for level in levels if level.bytes <= size * level.tiles]
        return min(fitting, default=levels[-1].new_bytes)

    return {name: loaded(size) for name, size in caches.items()}


def _fixed(scop: Scop, sizes: Mapping[str, int]) -> isl.Set:
    missing = [p for p in scop.parameters if p not in sizes]
    if missing:
        raise PolyvizError(f"counts need the value of {', '.join(missing)}")
    fixed = scop.context
    for name in scop.parameters:
        fixed = fixed.fix_val(isl.dim_type.param, fixed.find_dim_by_name(isl.dim_type.param, name), int(sizes[name]))
    return fixed


def _volume(domain: isl.UnionSet) -> int:
    """The points of the bounding boxes of ``domain``'s sets."""
    sets = domain.get_set_list()
    volume = 0
    for k in range(sets.n_set()):
        box = 1
        points = sets.get_at(k)
        for d in range(points.dim(isl.dim_type.set)):
            low, high = points.dim_min_val(d), points.dim_max_val(d)
            if low.is_int() and high.is_int():
                box *= max(high.sub(low).to_python() + 1, 0)
        volume += box
    return volume


def _elements_only(accesses: isl.UnionMap, arrays: Mapping[str, object]) -> isl.UnionMap:
    kept = isl.UnionMap("{ }", context=accesses.get_ctx())
    maps = accesses.get_map_list()
    for k in range(maps.n_map()):
        if maps.get_at(k).get_tuple_name(isl.dim_type.out) in arrays:
            kept = kept.union(isl.UnionMap.from_map(maps.get_at(k)))
    return kept


def _line_map(touched: isl.UnionSet, shapes: Mapping[str, tuple[int, ...]],
              element_bytes: Mapping[str, int]) -> isl.UnionMap | None:
    """Each element -> its line (``name_line[l]``), row-major in an array of ``shapes``."""
    lines = isl.UnionMap("{ }", context=touched.get_ctx())
    sets = touched.get_set_list()
    for k in range(sets.n_set()):
        space = sets.get_at(k)
        name = space.get_tuple_name()
        shape = tuple(shapes.get(name, ()))
        rank = space.dim(isl.dim_type.set)
        if len(shape) != rank:
            return None
        index = [f"i{d}" for d in range(rank)]
        offset = " + ".join(f"{int(_product(shape[d + 1:]))} * {index[d]}" for d in range(rank)) or "0"
        per_line = LINE_BYTES // element_bytes[name]
        lines = lines.union(isl.UnionMap(f"{{ {name}[{', '.join(index)}] -> {name}_line[floor(({offset}) / "
                                         f"{per_line})] }}", context=touched.get_ctx()))
    return lines


def _product(values) -> int:
    result = 1
    for v in values:
        result *= v
    return result


def _nodes(tree: Node):
    yield tree
    for child in (tree.children if isinstance(tree, Sequence) else
                  (tree.child,) if isinstance(tree, Band) else
                  (tree.producers, tree.child) if isinstance(tree, Extension) else ()):
        yield from _nodes(child)


def _levels(tree: Node, domain: isl.UnionSet, accesses: isl.UnionMap,
            lines: isl.UnionMap | None) -> tuple[Level, ...]:
    """Each loop level's tiles, distinct (tile, line) pairs (elements without ``lines``) and
    those not touched by the tile before."""
    cuts: list[tuple[int, isl.UnionMap]] = []
    leaves: list[tuple[int, isl.UnionSet]] = []

    def visit(node: Node, dom: isl.UnionSet, outer: tuple) -> None:
        if isinstance(node, Leaf):
            leaves.append((len(outer), dom))
        elif isinstance(node, Sequence):
            for f, child in zip(node.filters, node.children):
                visit(child, dom.intersect(f), outer)
        else:
            for member in node.members:
                outer = outer + (member,)
                cuts.append((len(outer), prefix_map(outer, dom)))
            visit(node.child, dom, outer)

    visit(tree, domain, ())
    touched = accesses.apply_range(lines) if lines is not None else accesses
    whole = count_union(touched.range())
    levels = [Level(0, 1, whole, whole, lines is not None)]
    for depth in range(1, max([d for d, _ in leaves] + [0]) + 1):
        keys = [tile for cut_depth, tile in cuts if cut_depth == depth]
        # Inside fewer loops: each instance is a tile (of its statement: instances of two
        # statements are never one tile).
        keys += [_identity(dom)
                 for leaf_depth, dom in leaves if leaf_depth < depth]
        tiles = pairs = new = 0
        for tile in keys:
            footprint = tile.reverse().apply_range(touched)
            tiles += count_union(tile.range())
            pairs += count_union(footprint.wrap())
            new += count_union(footprint.wrap()) - count_union(footprint.intersect(
                _previous(tile.range()).apply_range(footprint)).wrap())
        levels.append(Level(depth, tiles, pairs, new, lines is not None))
    return tuple(levels)


def count_union(points: isl.UnionSet) -> int:
    """The points of ``points``; :class:`AnalysisTooComplex` when isl's budget ran out counting."""
    sets = points.get_set_list()
    total = 0
    for k in range(sets.n_set()):
        try:
            total += sets.get_at(k).count_val().to_python()
        except (TypeError, isl.Error):  # once isl's budget is spent, its answers print as nothing
            raise AnalysisTooComplex("counting the loop levels") from None
    return total


def _identity(points: isl.UnionSet) -> isl.UnionMap:
    return isl.UnionMap.from_domain_and_range(points, points).intersect(isl.UnionSet.identity(points))


def _previous(tiles: isl.UnionSet) -> isl.UnionMap:
    """Each tile -> the tile before it (in the same space), lexicographically."""
    return tiles.lex_gt_union_set(tiles).lexmax()
