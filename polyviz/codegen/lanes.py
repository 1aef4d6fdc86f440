"""C for ``vector_lanes()``: every 1-D array of the SCoP is kept, while it runs, in a lane layout,
and each innermost loop that reads and writes elements at constant offsets from its iterator runs
four far-apart parts of its range at once, one per vector lane.

Element ``e`` of an array of ``4 * rows`` elements (``rows`` from the largest array) lives in
row ``e % rows``, lane ``e / rows`` of its lane copy, so the neighbours ``e - 1`` and ``e + 1``
are in the rows before and after, in the same lane: a stencil row is one aligned vector, and the
rows a loop reads at offsets ``-1, 0, 1`` stay in registers from one row to the next (one load
per row and array).  The plain layout needs each neighbour vector loaded again at an unaligned
address, which crosses a cache line every other time (PolyBench's jacobi-1d: 3 loads a vector,
and after its harness's cache flush such loads ran slowly; see ``benchmarks/bench_lanes.py`` and
docs/design-notes.md, "Measurements behind the constants").  The values of the loop whose row is at the edge of a lane, or whose
lanes are not all in the loop's range, run one by one on the same layout.  The arrays are copied
into the layout as the SCoP starts and back as it ends, which pays when loops sweep them many
times (time-iterated stencils).  Instances of a loop run in a new order only where no dependence
joins two of them; any other statement reaches the lane copies element by element.
"""
from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from ..model import Array, Scop, fresh_name, matching_brackets, tokenize
from .expr import Affine, from_isl
from .loop_ast import LoopNames, loop_depth, same_outer
from .statements import affine_of_tokens, array_accesses

#: Vector lanes: four doubles fill an AVX register.
LANES = 4
#: Allocates a lane copy aligned to a whole vector (the fragment stands inside the user's function,
#: where no header can be included: a block-scope declaration of POSIX's allocator).
LANES_HELPER = "\n".join((
    "#define pv_lanes_alloc(bytes) ({ void *pv_block = 0; \\",
    "  extern int posix_memalign(void **, __SIZE_TYPE__, __SIZE_TYPE__); \\",
    "  if (posix_memalign(&pv_block, 64, (bytes) > 0 ? (bytes) : 1)) { extern int dprintf(int, const char *, ...); \\",
    "    dprintf(2, \"polyviz: out of memory: no %ld bytes for a lane copy\\n\", (long)(bytes)); \\",
    "    __builtin_abort(); } \\",
    "  pv_block; })",
    # Element e, at row ``row`` of lane ``lane`` when it is in that lane: no division then.
    "#define pv_lane_at(copy, e, row, lane, rows) \\",
    "  ((row) >= 0 && (row) < (rows) ? &(copy)[row][lane] : &(copy)[(e) % (rows)][(e) / (rows)])",
))
#: Tokens a vector statement may hold outside its array accesses and scalar factors.
_VECTOR_OPERATORS = {"+", "-", "*", "/", "(", ")", "=", "+=", "-=", "*=", "/=", ";"}


def lane_arrays(scop: Scop) -> list[str]:
    """The arrays ``vector_lanes()`` lays out in lanes: every array of ``scop`` (scalars stay)."""
    return [array.name for array in scop.arrays if not array.is_scalar]


def lanes_refusal(scop: Scop) -> str | None:
    """Why ``scop``'s arrays cannot take the lane layout (``None`` when they can)."""
    for array in scop.arrays:
        if not array.is_scalar and (len(array.extents) != 1 or array.extents[0] is None):
            shape = "an unsized dimension" if None in array.extents else f"{len(array.extents)} dimensions"
            return f"array {array.name} has {shape}; the lane layout is for arrays of one sized dimension"
    if not lane_arrays(scop):
        return "the SCoP accesses no array"
    return None


@dataclass(frozen=True)
class LaneLayout:
    """The lane copies of one SCoP's code: ``copies`` maps each array to its copy's name, and
    ``rows`` names the variable holding the rows of every copy."""

    copies: dict[str, str]
    rows: str
    vector_type: str

    def indexed(self, text: str) -> str:
        """Statement ``text`` with each access of an array made an access of its lane copy."""
        for access in reversed(array_accesses(text, set(self.copies))):
            (start, end), = access.subscripts
            element = text[start:end].strip()
            text = (f"{text[:access.start]}{self.copies[access.array]}[({element}) % {self.rows}]"
                    f"[({element}) / {self.rows}]{text[access.end:]}")
        return text


def lane_layout(scop: Scop, taken: set[str]) -> LaneLayout:
    names = lane_arrays(scop)
    copies = {}
    for name in names:
        copies[name] = fresh_name(f"{name}_lanes", taken | set(copies.values()), "underscored")
    rows = fresh_name("pv_lane_rows", taken | set(copies.values()), "underscored")
    return LaneLayout(copies, rows, "pv_lanes_vector")


def layout_opening(scop: Scop, layout: LaneLayout, spellings: dict[str, str]) -> list[str]:
    """The lines that copy the arrays into their lane copies (and declare them)."""
    extents = [_spelled(scop.array(name), spellings) for name in layout.copies]
    distinct = list(dict.fromkeys(extents))
    largest = distinct[0]
    for extent in distinct[1:]:
        largest = f"pv_max({largest}, {extent})"
    element_type = scop.array(next(iter(layout.copies))).element_type
    lines = ["/* polyviz: vector_lanes(): element e of each array is in row e % "
             f"{layout.rows}, lane e / {layout.rows} of its lane copy while the SCoP runs */",
             f"typedef {element_type} {layout.vector_type} __attribute__((vector_size({LANES} * sizeof({element_type}))));",
             f"const long {layout.rows} = ((long)({largest}) + {LANES - 1}) / {LANES};"]
    for (name, copy), extent in zip(layout.copies.items(), extents):
        kind = scop.array(name).element_type
        lines += [f"{kind} (*{copy})[{LANES}] = pv_lanes_alloc({layout.rows} * sizeof *{copy});",
                  f"{_each_element(layout.rows, extent)} {copy}[pv_r][pv_l] = {name}[pv_l * {layout.rows} + pv_r];"]
    return lines


def layout_closing(scop: Scop, layout: LaneLayout, spellings: dict[str, str]) -> list[str]:
    """The lines that copy the written arrays back from their lane copies and free those."""
    written = {w.get_tuple_name(isl.dim_type.out) for s in scop.statements for w in s.writes}
    lines = []
    for name, copy in layout.copies.items():
        if name in written:
            extent = _spelled(scop.array(name), spellings)
            lines.append(f"{_each_element(layout.rows, extent)} {name}[pv_l * {layout.rows} + pv_r] = {copy}[pv_r][pv_l];")
        lines.append(f"__builtin_free({copy});")
    return lines


def outer_trip_count(schedule: isl.Schedule) -> isl.PwAff:
    """How many values the outermost loop of ``schedule`` takes, in the parameters (its last value
    less its first, plus one; a stencil's time steps)."""
    times = isl.Set.from_union_set(schedule.get_map().range())
    times = times.project_out(isl.dim_type.set, 1, times.dim(isl.dim_type.set) - 1)
    return times.dim_max(0).sub(times.dim_min(0)).add(
        isl.PwAff.val_on_domain(times.params(), isl.Val.one(times.get_ctx())))


def _subscript(text: str, access) -> Affine | None:
    """The one subscript of ``access`` (an access of a 1-D array in ``text``) as an affine
    expression, ``None`` when it is not one."""
    (start, end), = access.subscripts
    return affine_of_tokens([t.text for t in tokenize(text[start:end], directives=False)])


def _each_element(rows: str, extent: str) -> str:
    """The loops over an array's elements lane by lane (``pv_l``) and row by row (``pv_r``): no division."""
    return (f"for (long pv_l = 0; pv_l < {LANES}; pv_l++) "
            f"for (long pv_r = 0; pv_r < {rows} && pv_l * {rows} + pv_r < ({extent}); pv_r++)")


def _spelled(array: Array, spellings: dict[str, str]) -> str:
    """The extent of 1-D ``array`` as the user spells it: as written where known, else its
    preprocessed text with the names the SCoP spells through macros (``spellings``) so spelled."""
    if array.written_extents:
        return array.written_extents[0]
    extent = array.extents[0]
    tokens = tokenize(extent, directives=False)
    text = extent
    for token in reversed(tokens):
        if token.text in spellings:
            text = text[:token.start] + spellings[token.text] + text[token.end:]
    return text


@dataclass(frozen=True)
class _VectorStatement:
    """A statement that runs one row of lanes per iteration: ``windows`` maps each array it reads
    to the offsets of its rows kept in registers (the lowest to the highest it reads)."""

    target: str
    operator: str
    value: str
    windows: dict[str, tuple[int, ...]]


class LaneLoops:
    """What :class:`~polyviz.codegen.c._Printer` prints for an innermost loop under
    ``vector_lanes()`` (a mixin: it uses the printer's ``lines``, ``lane_layout``,
    ``lane_dependences``, ``loop_builds``, ``scop``, ``reserved``, ``spellings``, ``helpers_used``,
    ``variables``, ``printed``, ``lane_statements`` and ``_statement``)."""

    def lane_loop(self, node: isl.AstNode, indent: int, context: dict, names: LoopNames) -> bool:
        """Print innermost ``for`` ``node`` as rows of lanes and the values left one by one;
        False, having printed nothing, when its body is not one statement whose accesses are all
        at constant offsets from the loop (or it is not free to run in another order)."""
        body, cond = node.for_get_body(), node.for_get_cond()
        if (body.get_type() != isl.ast_node_type.user
                or cond.get_op_type() not in (isl.ast_expr_op_type.le, isl.ast_expr_op_type.lt)
                or not cond.op_get_arg(0).is_equal(node.for_get_iterator())
                or node.for_get_inc().get_val().to_python() != 1):
            return False
        depth = loop_depth(node)
        name = names[depth][0]
        variables = self.variables(names, context)
        call = body.user_get_expr()
        text = self._statement(call, variables, "", context.get("loops", frozenset()) | {depth})
        vector = self._vector_statement(text, name)
        if vector is None or not self._free_to_reorder(node, call):
            return False
        layout: LaneLayout = self.lane_layout
        pad = "  " * indent
        taken = self.reserved | {n for n, _ in names.values()} | set(layout.copies.values()) | {layout.rows}
        first, last, row_first, row_last, row, lane, base = (
            fresh_name(f"{name}_{word}", taken, "underscored")
            for word in ("first", "last", "rows_first", "rows_last", "row", "lane", "base"))
        start = self.printed(from_isl(node.for_get_init(), variables, self.spellings))
        end = self.printed(from_isl(cond.op_get_arg(1), variables, self.spellings))
        end = end if cond.get_op_type() == isl.ast_expr_op_type.le else f"{end} - 1"
        rows = layout.rows
        self.helpers_used |= {"lanes", "min", "max"}
        registers = {(array, k): fresh_name(f"{array}_{'m' if k < 0 else ''}{abs(k)}", taken, "underscored")
                     for array, offsets in vector.windows.items() for k in offsets}
        value = self._in_registers(vector.value, name, registers)
        vector_type = layout.vector_type
        def row_at(array: str, start: str, k: int) -> str:
            return f"*({vector_type} *){layout.copies[array]}[{Affine.of(start).plus(Affine((), k))}]"

        first_loads = [f"{registers[array, k]} = {row_at(array, row_first, k)}"
                       for array, offsets in vector.windows.items() for k in offsets[:-1]]
        self.lines += [
            f"{pad}{{  /* polyviz: vector_lanes(): rows {row_first}..{row_last} run {LANES} lanes at once, "
            f"the other values of {name} one by one */",
            f"{pad}  const long {first} = {start}, {last} = {end};",
            # Rows whose every lane is in the loop's range; their neighbours are in the same lane,
            # as the accesses stay inside the arrays (every lane copy has 4 * rows elements).
            f"{pad}  const long {row_first} = {first}, {row_last} = {last} - {LANES - 1} * {rows};",
            # The values one by one, lane by lane: an element's row is then a subtraction away.
            f"{pad}  for (long {lane} = 0; {lane} < {LANES}; {lane}++) {{",
            f"{pad}    const long {base} = {lane} * {rows};",
            f"{pad}    for (long {name} = pv_max({first}, {base}); {name} <= pv_min({last}, {base} + {rows} - 1); "
            f"{name}++) {{",
            f"{pad}      const long {row} = {name} - {base};",
            f"{pad}      if ({row} >= {row_first} && {row} <= {row_last}) {{ {name} += {row_last} - {row}; continue; }}",
            f"{pad}      {self._at_edge(text, row, lane)}",
            f"{pad}    }}",
            f"{pad}  }}",
            f"{pad}  if ({row_first} <= {row_last}) {{"]
        if first_loads:
            self.lines.append(f"{pad}    {vector_type} {', '.join(first_loads)};")
        self.lines += [f"{pad}    for (long {row} = {row_first}; {row} <= {row_last}; {row}++) {{"]
        newest = [f"{registers[array, offsets[-1]]} = {row_at(array, row, offsets[-1])}"
                  for array, offsets in vector.windows.items()]
        self.lines += [f"{pad}      {vector_type} {', '.join(newest)};",
                       f"{pad}      {row_at(vector.target, row, 0)} {vector.operator} {value};"]
        shifts = [f"{registers[array, a]} = {registers[array, b]};" for array, offsets in vector.windows.items()
                  for a, b in zip(offsets, offsets[1:])]
        if shifts:
            self.lines.append(f"{pad}      {' '.join(shifts)}")
        self.lines += [f"{pad}    }}", f"{pad}  }}", f"{pad}}}"]
        self.lane_statements.append(call.op_get_arg(0).get_id().get_name())
        return True

    def _vector_statement(self, text: str, loop: str) -> _VectorStatement | None:
        """``text`` (``X[i] = ...;`` with ``i`` the loop ``loop``) as a row of lanes, or ``None``
        when an access is not at a constant offset from ``loop``, the written element is not
        ``X[loop]``, or the value is not arithmetic of those accesses and scalars (a call or a
        comparison has no meaning on vectors)."""
        layout: LaneLayout = self.lane_layout
        accesses = array_accesses(text, set(layout.copies))
        if not accesses or accesses[0].start != 0:
            return None
        element_types = {self.scop.array(a).element_type for a in layout.copies}
        if element_types != {"double"}:
            return None
        offsets: list[tuple[str, int]] = []
        for access in accesses:
            subscript = _subscript(text, access)
            if subscript is None or subscript.terms != ((loop, 1),):
                return None
            offsets.append((access.array, subscript.constant))
        target = accesses[0]
        if offsets[0][1] != 0:
            return None
        tokens = tokenize(text[target.end:], directives=False)
        if not tokens or tokens[0].text not in ("=", "+=", "-=", "*=", "/="):
            return None
        operator = tokens[0].text
        value = text[target.end:].strip()[len(operator):].strip().rstrip(";").strip()
        inside = {k for access in accesses[1:] for k in range(access.start, access.end)}
        scalars = {a.name for a in self.scop.arrays if a.is_scalar and a.element_type == "double"}
        # A macro or call stays a scalar (SCALAR_VAL(0.33333)) when no access or loop is in it.
        closing = matching_brackets([t.text for t in tokens], "(")
        scalar_calls = [(k, closing[k + 1]) for k, token in enumerate(tokens[:-1])
                        if token.text.isidentifier() and tokens[k + 1].text == "(" and k + 1 in closing
                        and token.start + target.end not in inside]
        in_calls = {n for k, close in scalar_calls for n in range(k, close + 1)}
        for n, token in enumerate(tokens):
            if n in in_calls:
                if token.text == loop or token.start + target.end in inside:
                    return None
                continue
            if (token.start + target.end in inside or token.text in _VECTOR_OPERATORS or token.text in scalars
                    or token.text[0].isdigit() or token.text[0] == "."):
                continue
            return None
        windows: dict[str, tuple[int, ...]] = {}
        for array, offset in offsets[1:]:
            low, high = windows.get(array, (offset,))[0], windows.get(array, (offset,))[-1]
            windows[array] = tuple(range(min(low, offset), max(high, offset) + 1))
        return _VectorStatement(target.array, operator, value, windows)

    def _at_edge(self, text: str, row: str, lane: str) -> str:
        """Statement ``text``, whose accesses are all at constant offsets from its loop, with each
        reaching its lane copy through the element's ``row`` and ``lane`` (``pv_lane_at``)."""
        layout: LaneLayout = self.lane_layout
        for access in reversed(array_accesses(text, set(layout.copies))):
            (start, end), = access.subscripts
            element = text[start:end].strip()
            at_row = str(Affine.of(row).plus(Affine((), _subscript(text, access).constant)))
            text = (f"{text[:access.start]}*pv_lane_at({layout.copies[access.array]}, {element}, {at_row}, {lane}, "
                    f"{layout.rows}){text[access.end:]}")
        return text

    def _in_registers(self, value: str, loop: str, registers: dict[tuple[str, int], str]) -> str:
        """``value`` with each array access read from its register."""
        layout: LaneLayout = self.lane_layout
        for access in reversed(array_accesses(value, set(layout.copies))):
            offset = _subscript(value, access).constant
            value = value[:access.start] + registers[access.array, offset] + value[access.end:]
        return value

    def _free_to_reorder(self, node: isl.AstNode, call: isl.AstExpr) -> bool:
        """Whether no dependence joins two instances of ``node``'s statement in one run of the loop."""
        statement = call.op_get_arg(0).get_id().get_name()
        build = self.loop_builds.get(node.get_annotation().get_name()) if node.get_annotation() else None
        if build is None:
            return False
        schedule = build.get_schedule()
        within = self.lane_dependences.intersect_domain(
            isl.UnionSet(self.scop.statement(statement).domain)).intersect_range(
            isl.UnionSet(self.scop.statement(statement).domain))
        if within.is_empty():
            return True
        pairs = schedule.reverse().apply_range(within).apply_range(schedule)
        if pairs.is_empty():
            return True
        pairs = isl.Map.from_union_map(pairs)
        space = pairs.get_space().domain()
        return pairs.intersect(same_outer(space, space.dim(isl.dim_type.set) - 1)).is_empty()
