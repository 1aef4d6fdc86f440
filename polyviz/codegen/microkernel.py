"""The register-tile micro-kernel: a block of the written array held in vector registers.

``register_tile`` leaves a band whose two innermost loops (``rows``, ``columns``) run over a
fixed-size block of the one statement's written array (gemm's ``C[i][j]``) and whose loops from
``start`` to there do not move that element (gemm's ``k``).  Where isl's AST gives both block
loops their full, constant trip counts, the C printer replaces that part of the nest by:

* an array of GCC/Clang vectors (``__attribute__((vector_size))``) declared before ``start``,
  loaded from the block, stored back after the loop nest; the vectors have the width the
  block's size was chosen for (``RegisterTile.vector_bytes``), any compiler target runs them;
* the statement run on whole vectors along ``columns``: accesses whose last subscript walks
  ``columns`` with stride 1 become unaligned vector loads, accesses that do not use ``columns``
  stay scalars (broadcast), others gather their lanes.

Each lane computes exactly what the statement computes for its element, in the same order of
the loops around, so the results are bit-identical to the plain loops (with
``-ffp-contract=off``).  Compile-time sizes and strides let the compiler keep the block in
registers, which it does not do for the plain loops over run-time row strides.  Partial blocks
(sizes that do not divide the loops' ranges) keep the plain loops.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import islpy as isl

from ..model import RegisterTile, Scop, Statement, fresh_name, tokenize
from .expr import Affine, from_isl
from .loop_ast import ITERATOR_PREFIX, loop_depth
from .statements import ArrayAccess, affine_of_tokens, array_accesses, written_or_reprinted

#: Element types a block may have, and their sizes.
ELEMENT_BYTES = {"double": 8, "float": 4}
#: Tokens a statement run on vectors may hold besides names and numbers.
_VECTOR_OPERATORS = {"[", "]", "(", ")", "+", "-", "*", "/", "=", "+=", "-=", "*=", "/=", ";"}
_TYPE_WORDS = {"double", "float", "int", "long", "short", "char", "unsigned", "signed", "const", "sizeof"}


def lanes(element_type: str, column_size: int, vector_bytes: int) -> int:
    """Elements per vector: the largest power of two that divides ``column_size`` and fills at
    most ``vector_bytes``, the width the block's size was chosen for (``RegisterTile.vector_bytes``):
    gcc splits wider vectors into the target's registers, and the split block spills."""
    count = vector_bytes // ELEMENT_BYTES[element_type]
    while column_size % count:
        count //= 2
    return count


def statement_refusal(scop: Scop, statement: Statement) -> str | None:
    """Why ``statement``'s text cannot run on vectors (``None`` when it can): only arithmetic
    (``+ - * /``) on array elements, scalars and numbers of the written array's element type."""
    array = scop.array(statement.writes[0].get_tuple_name(isl.dim_type.out))
    if array.element_type not in ELEMENT_BYTES:
        return f"{statement.name} writes {array.name} of type {array.element_type}; vectors hold float or double"
    accessed = {access.get_tuple_name(isl.dim_type.out) for access in statement.reads + statement.writes}
    mixed = sorted(name for name in accessed if not scop.array(name).is_scalar
                   and scop.array(name).element_type != array.element_type)
    if mixed:
        return f"{statement.name} mixes {array.element_type} with {', '.join(mixed)} of another type"
    tokens = written_or_reprinted(statement).tokens
    for k, token in enumerate(tokens):
        text = token.text
        word = text[0].isalpha() or text[0] == "_"
        call = word and k + 1 < len(tokens) and tokens[k + 1].text == "("
        if text in _TYPE_WORDS or call or not (word or text[0].isdigit() or text[0] == "." or text in _VECTOR_OPERATORS):
            return (f"{statement.name} ({statement.text.strip()}) holds '{text}': only + - * / of array elements, "
                    "scalars and numbers run on vectors")
    return None


@dataclass(frozen=True)
class MicroKernel:
    """The micro-kernel of one full register block, ready to print (see the module docstring)."""

    element_type: str
    #: Elements per vector.
    lanes: int
    #: The vector array holding the block, its type and the unaligned type of loads and stores.
    block: str
    vector_type: str
    unaligned_type: str
    rows: int
    vectors: int
    #: Printed names of the block's loops (row 0..rows-1, vector 0..vectors-1).
    row_variable: str
    vector_variable: str
    #: The block's element ``[row][vector]`` in the written array, and the statement on vectors.
    element: str
    statement: str
    #: Schedule depth of the rows loop, whose ``for`` the statement's loops replace.
    rows_depth: int

    @property
    def typedefs(self) -> tuple[str, ...]:
        """The vector types: the block's, and the unaligned one that loads and stores go through."""
        element, size = self.element_type, ELEMENT_BYTES[self.element_type] * self.lanes
        return (f"typedef {element} {self.vector_type} __attribute__((vector_size({size})));",
                f"typedef {element} {self.unaligned_type} __attribute__((vector_size({size}), "
                f"aligned({ELEMENT_BYTES[element]}), may_alias));")

    def _over_block(self, body: str, pad: str) -> list[str]:
        row, vector = self.row_variable, self.vector_variable
        return [f"{pad}for (int {row} = 0; {row} < {self.rows}; {row}++) {{",
                f"{pad}  for (int {vector} = 0; {vector} < {self.vectors}; {vector}++) {{",
                f"{pad}    {body}", f"{pad}  }}", f"{pad}}}"]

    def opening(self, pad: str) -> list[str]:
        """The block's declaration and loads: they open a C block the closing lines end."""
        cell = f"{self.block}[{self.row_variable}][{self.vector_variable}]"
        return [f"{pad}{{", f"{pad}  /* polyviz: register_tile: {self.rows} rows of {self.vectors} vectors of {self.lanes} "
                f"elements of the written array stay in registers */",
                f"{pad}  {self.vector_type} {self.block}[{self.rows}][{self.vectors}];"] + \
            self._over_block(f"{cell} = *({self.unaligned_type} *)&{self.element};", pad + "  ")

    def compute(self, pad: str) -> list[str]:
        return self._over_block(self.statement, pad)

    def closing(self, pad: str) -> list[str]:
        cell = f"{self.block}[{self.row_variable}][{self.vector_variable}]"
        return self._over_block(f"*({self.unaligned_type} *)&{self.element} = {cell};", pad + "  ") + [f"{pad}}}"]


def micro_kernel(scop: Scop, node: isl.AstNode, tile: RegisterTile, first_depth: int, band_names: tuple[str, ...],
                 printed: dict[int, str], variables: dict[str, Affine], reserved: set[str],
                 statement_values: Callable, buffers: set[str] = frozenset()) -> MicroKernel | None:
    """The micro-kernel of the ``for`` ``node`` (the loop ``tile.start`` of a band whose first
    loop is at schedule depth ``first_depth``), or ``None`` when isl's AST below it is not the
    full block: a chain of single loops down to the rows and columns loops, whose trip counts are
    the block's sizes and whose first values do not depend on the loops between.

    ``printed``: schedule depth -> printed loop name; ``variables``: isl's iterators -> printed
    expressions; ``statement_values(call, variables, excluded_depths)`` gives the statement's
    text pieces as the printer writes them (see :meth:`_Printer._statement`), in which the arrays
    held in per-tile ``buffers`` (``local_buffer``, ``pack``) are accessed as arrays too."""
    chain, current = [], node
    while current.get_type() == isl.ast_node_type.for_:
        depth = loop_depth(current)
        if not first_depth <= depth < first_depth + len(band_names):
            return None
        if band_names[depth - first_depth] == tile.rows:
            break
        chain.append(depth)
        current = current.for_get_body()
    else:
        return None
    rows_node = current
    columns_node = rows_node.for_get_body()
    if columns_node.get_type() != isl.ast_node_type.for_ or columns_node.for_get_body().get_type() != isl.ast_node_type.user:
        return None
    between = {printed[d] for d in chain}
    starts = []
    for loop, size in ((rows_node, tile.row_size), (columns_node, tile.column_size)):
        start = _full_range_start(loop, size, variables)
        if start is None or any(name in between for name, _ in start.terms):
            return None
        starts.append(start)
    rows_depth, columns_depth = loop_depth(rows_node), loop_depth(columns_node)
    row_start, column_start = starts
    if row_start.coefficient(printed[rows_depth]) or column_start.coefficient(printed[rows_depth]):
        return None
    call = columns_node.for_get_body().user_get_expr()
    statement = scop.statement(call.op_get_arg(0).get_id().get_name())
    array = scop.array(statement.writes[0].get_tuple_name(isl.dim_type.out))
    count = lanes(array.element_type, tile.column_size, tile.vector_bytes)
    row, vector = printed[rows_depth], printed[columns_depth]

    def text(lane: int | None) -> str:
        column = column_start.plus(Affine(((vector, count),), 0 if lane is None else lane))
        values = {**variables, _iterator(rows_depth): row_start.plus(Affine.of(row)),
                  _iterator(columns_depth): column}
        return statement_values(call, values, frozenset({rows_depth, columns_depth}))

    whole = text(None)
    per_lane = [text(lane) for lane in range(count)]
    block = fresh_name(f"{array.name}_block", reserved, "underscored")
    vector_type = f"pv_{array.element_type}{count}"
    arrays = {a.name for a in scop.arrays if not a.is_scalar} | set(buffers)
    rewritten, element = _on_vectors(whole, per_lane, arrays, array.name, f"{block}[{row}][{vector}]",
                                     vector, f"{vector_type}_u", vector_type)
    return MicroKernel(array.element_type, count, block, vector_type, f"{vector_type}_u", tile.row_size, tile.column_size // count,
                       row, vector, element, rewritten, rows_depth)


def _iterator(depth: int) -> str:
    return f"{ITERATOR_PREFIX}{depth}"


def _full_range_start(loop: isl.AstNode, size: int, variables: dict[str, Affine]) -> Affine | None:
    """The first value of ``loop`` when it runs ``size`` consecutive values from an affine start, else ``None``."""
    if from_isl(loop.for_get_inc(), {}) != Affine((), 1):
        return None
    start = from_isl(loop.for_get_init(), variables)
    condition = loop.for_get_cond()
    if not isinstance(start, Affine) or condition.get_type() != isl.ast_expr_type.op or \
            condition.get_op_type() not in (isl.ast_expr_op_type.le, isl.ast_expr_op_type.lt):
        return None
    bound = from_isl(condition.get_op_arg(1), variables)
    if not isinstance(bound, Affine) or from_isl(condition.get_op_arg(0), {}) != Affine.of(
            loop.for_get_iterator().get_id().get_name()):
        return None
    last = bound.plus(Affine((), -1)) if condition.get_op_type() == isl.ast_expr_op_type.lt else bound
    trip = last.plus(start.times(-1))
    return start if not trip.terms and trip.constant == size - 1 else None


def _on_vectors(whole: str, per_lane: list[str], arrays: set[str], written: str, cell: str, vector: str,
                unaligned: str, vector_type: str) -> tuple[str, str]:
    """The statement ``whole`` on vectors (see the module docstring) and its written element's text."""
    def subscripted(text: str) -> list[ArrayAccess]:
        return [access for access in array_accesses(text, arrays) if access.subscripts]

    lane_accesses = [subscripted(text) for text in per_lane]
    edits, element = [], None
    for number, access in enumerate(subscripted(whole)):
        start, end, array = access.start, access.end, access.array
        subscripts = [whole[s:e] for s, e in access.subscripts]
        uses = [vector in {t.text for t in tokenize(s, directives=False)} for s in subscripts]
        if array == written:
            element = element or whole[start:end]
            edits.append((start, end, cell))
        elif uses[-1] and not any(uses[:-1]) and _is_unit_stride(subscripts[-1], vector, len(per_lane)):
            edits.append((start, end, f"(*({unaligned} *)&{whole[start:end]})"))
        elif any(uses):
            lanes_text = ", ".join(text[found[number].start:found[number].end]
                                   for text, found in zip(per_lane, lane_accesses))
            edits.append((start, end, f"(({vector_type}){{{lanes_text}}})"))
    for start, end, replacement in sorted(edits, reverse=True):
        whole = whole[:start] + replacement + whole[end:]
    return whole, element


def _is_unit_stride(subscript: str, vector: str, count: int) -> bool:
    """Whether ``subscript`` grows by ``count`` (one vector of elements) with the vector index."""
    sum_ = affine_of_tokens([t.text for t in tokenize(subscript, directives=False)])
    return sum_ is not None and sum_.coefficient(vector) == count
