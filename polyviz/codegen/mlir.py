"""Print a scheduled SCoP as MLIR's ``affine`` dialect, and the C that calls it.

The loop structure comes from the same isl AST as the C printer (:class:`AstWalker`): each
``for`` becomes ``affine.for`` (``affine.parallel`` for a loop marked parallel), with isl's
``max``/``min`` bounds as multi-result affine maps; each ``if`` becomes ``affine.if`` on an
integer set; each statement becomes ``affine.load``/``affine.store`` with affine subscripts and
``arith``/``math`` operations that follow C's types (``f32`` vs ``f64``, truncating integer
division, the usual arithmetic conversions).

The module holds one ``func.func`` with ``llvm.emit_c_interface``: its arguments are the SCoP's
parameters (``index``), the arrays (``memref<?x?xf64>``…) and the scalars (by value when the
SCoP only reads a function parameter, else as 0-d memrefs). :attr:`MlirCode.wrapper` is the C
block that replaces the SCoP in the user's function: it builds the memref descriptors from the
C arrays and calls the compiled MLIR through ``_mlir_ciface_<function>``.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Callable

import islpy as isl
from pycparser import c_ast
from pycparser.c_generator import CGenerator

from ..errors import PolyvizError
from ..model import BufferMark, Scop, Statement, c_nodes, fresh_name
from .c import STACK_BUFFER_LIMIT
from .loop_ast import ITERATOR, AstWalker, BandTable, LoopNames, build_ast, loop_depth, with_ast_options
from .pipelined import pipelined
from .statements import hoisted_declarations

class MlirError(PolyvizError):
    """The SCoP uses a construct MLIR's affine dialect (as polyviz prints it) cannot express."""

    def __init__(self, reason: str, *, construct: str | None = None, line: int | None = None):
        self.reason = reason
        self.construct = construct
        self.line = line
        where = f"line {line}: " if line else ""
        what = f"{construct}: " if construct else ""
        super().__init__(f"{where}{what}{reason} (no MLIR affine-dialect counterpart)")


@dataclass(frozen=True)
class _CType:
    """A C arithmetic type as MLIR sees it."""

    name: str
    mlir: str
    floating: bool
    bits: int
    signed: bool = True


_TYPES = {t.name: t for t in (
    _CType("double", "f64", True, 64), _CType("float", "f32", True, 32),
    _CType("_Bool", "i1", False, 1, False),
    _CType("char", "i8", False, 8), _CType("unsigned char", "i8", False, 8, False),
    _CType("short", "i16", False, 16), _CType("unsigned short", "i16", False, 16, False),
    _CType("int", "i32", False, 32), _CType("unsigned", "i32", False, 32, False),
    _CType("long", "i64", False, 64), _CType("unsigned long", "i64", False, 64, False),
)}
_TYPE_SYNONYMS = {
    "signed char": "char", "short int": "short", "signed short": "short", "unsigned short int": "unsigned short",
    "signed": "int", "signed int": "int", "unsigned int": "unsigned", "long int": "long",
    "signed long": "long", "long long": "long", "long long int": "long", "unsigned long int": "unsigned long",
    "unsigned long long": "unsigned long", "int8_t": "char", "uint8_t": "unsigned char",
    "int16_t": "short", "uint16_t": "unsigned short", "int32_t": "int", "uint32_t": "unsigned",
    "int64_t": "long", "uint64_t": "unsigned long", "size_t": "unsigned long", "DATA_TYPE": "double",
}
_QUALIFIERS = re.compile(r"\b(const|volatile|restrict|__restrict|__restrict__|register|static|extern)\b")


def c_type(text: str, *, construct: str | None = None, line: int | None = None,
           typedefs: dict[str, str] | None = None) -> _CType:
    """The :class:`_CType` of a C type name such as ``const double`` or ``unsigned int``;
    ``typedefs`` resolves the file's own type names (``base`` → ``char``)."""
    words = _QUALIFIERS.sub(" ", text).split()
    name = " ".join(w for word in words for w in (typedefs or {}).get(word, word).split())
    name = _TYPE_SYNONYMS.get(name, name)
    if name not in _TYPES:
        raise MlirError(f"C type {text!r} is not one polyviz maps to MLIR (known: {', '.join(_TYPES)})",
                        construct=construct, line=line)
    return _TYPES[name]


#: C math functions and their ``math`` operations; the ``f`` forms take and return float.
_MATH = {"sqrt": "math.sqrt", "exp": "math.exp", "exp2": "math.exp2", "log": "math.log", "log2": "math.log2",
         "log10": "math.log10", "fabs": "math.absf", "pow": "math.powf", "sin": "math.sin", "cos": "math.cos",
         "tan": "math.tan", "tanh": "math.tanh", "atan": "math.atan", "atan2": "math.atan2",
         "floor": "math.floor", "ceil": "math.ceil", "erf": "math.erf", "fma": "math.fma",
         "copysign": "math.copysign"}

_FLOAT_OPS = {"+": "arith.addf", "-": "arith.subf", "*": "arith.mulf", "/": "arith.divf"}
_INT_OPS = {"+": "arith.addi", "-": "arith.subi", "*": "arith.muli", "&": "arith.andi", "|": "arith.ori",
            "^": "arith.xori", "<<": "arith.shli"}
_SIGNED_OPS = {"/": ("arith.divsi", "arith.divui"), "%": ("arith.remsi", "arith.remui"),
               ">>": ("arith.shrsi", "arith.shrui")}
_FLOAT_PREDICATES = {"<": "olt", "<=": "ole", ">": "ogt", ">=": "oge", "==": "oeq", "!=": "une"}
_INT_PREDICATES = {"<": ("slt", "ult"), "<=": ("sle", "ule"), ">": ("sgt", "ugt"), ">=": ("sge", "uge"),
                   "==": ("eq", "eq"), "!=": ("ne", "ne")}


@dataclass(frozen=True)
class MlirCode:
    """A scheduled SCoP as an MLIR module, and the C that runs it in place of the SCoP."""

    #: The module: one ``func.func`` with ``llvm.emit_c_interface``.
    text: str
    #: The MLIR function's name; C calls it as ``_mlir_ciface_<function>``.
    function: str
    #: A C block that replaces the SCoP's lines: builds memref descriptors and calls the function.
    wrapper: str
    #: What the reader should know: loops kept sequential, and why.
    notes: tuple[str, ...] = ()
    #: An ``affine.parallel … reduce`` reorders a reduction: results match within a tolerance.
    reassociates: bool = False

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class _Argument:
    name: str
    #: ``"parameter"`` (index), ``"value"`` (a scalar passed by value), ``"memref"``.
    kind: str
    element: _CType | None = None
    extents: tuple[str | None, ...] = ()
    #: The C variable the wrapper passes, when it is not ``name``.
    c_variable: str | None = None

    @property
    def mlir_type(self) -> str:
        if self.kind == "parameter":
            return "index"
        if self.kind == "value":
            return self.element.mlir
        return _memref_type(self.element, len(self.extents))


def _memref_type(element: _CType, rank: int) -> str:
    return f"memref<{'?x' * rank}{element.mlir}>"


@with_ast_options
def generate_mlir(scop: Scop, schedule: isl.Schedule, *, recipe: str = "", note: str = "") -> MlirCode:
    """``scop`` executed in the order of ``schedule`` as affine MLIR (see the module docstring).

    ``recipe`` is printed in the header comment; ``note`` adds a comment line (for example that
    the schedule was forced although illegal).
    """
    function = f"{scop.source.function_name}_scop"
    arguments, locals_ = _arguments(scop)
    root, marks = build_ast(scop, schedule)
    printer = _MlirPrinter(scop, marks, arguments)
    for name in locals_:
        printer.lines.append(f"  %{name} = memref.alloca() : {_memref_type(printer.types[name], 0)}")
    printer.node(root, 1, {})
    printer.live_values(locals_)
    printer.lines += printer.deallocations(1)
    header = [f"// polyviz: {scop.source.function_name}, SCoP of lines {scop.source.scop_first_line}-"
              f"{scop.source.scop_last_line}",
              f"// recipe: {recipe or '(original schedule)'}"]
    header += [f"// {line}" for line in note.splitlines()]
    header += [f"// {line}" for line in printer.notes]
    signature = ", ".join(f"%{a.name}: {a.mlir_type}" for a in arguments)
    text = "\n".join(header + [f"func.func @{function}({signature}) attributes {{llvm.emit_c_interface}} {{"]
                     + printer.lines + ["  return", "}"]) + "\n"
    declarations = hoisted_declarations(scop)
    live = [live.name for live in scop.live_iterators if live.name not in locals_]
    return MlirCode(text, function, _wrapper(function, arguments, declarations, live), tuple(printer.notes),
                    printer.reassociates)


def _arguments(scop: Scop) -> tuple[list[_Argument], list[str]]:
    """The MLIR function's arguments, and the scalars it allocates itself (declared in the SCoP)."""
    written = {m.get_tuple_name(isl.dim_type.out) for s in scop.statements for m in s.writes}
    arguments = [_Argument(p, "parameter") for p in scop.parameters]
    locals_ = []
    order = [p.name for p in scop.function_parameters]
    for array in sorted(scop.arrays, key=lambda a: order.index(a.name) if a.name in order else len(order)):
        element = c_type(array.element_type, construct=array.name, typedefs=dict(scop.typedefs))
        if array.is_scalar and array.storage == "scop-local":
            locals_.append(array.name)
        elif array.is_scalar and array.storage == "parameter" and array.name not in written:
            arguments.append(_Argument(array.name, "value", element))
        else:
            arguments.append(_Argument(array.name, "memref", element, array.printed_extents))
    # What the SCoP leaves in its own scalars and in iterators read after it goes out through
    # these (the MLIR function keeps its scalars in allocas, which LLVM turns into registers).
    for name in locals_:
        element = c_type(scop.array(name).element_type, construct=name, typedefs=dict(scop.typedefs))
        arguments.append(_Argument(_after(name), "memref", element, c_variable=name))
    for live in scop.live_iterators:
        if live.name not in locals_:
            arguments.append(_Argument(_after(live.name), "memref", _TYPES["long"], c_variable=_after(live.name)))
    return arguments, locals_


def _after(variable: str) -> str:
    """The name of the argument through which ``variable``'s value after the SCoP leaves MLIR."""
    return f"pv_{variable}_after"


def _wrapper(function: str, arguments: list[_Argument], declarations: list[str], live: list[str]) -> str:
    """The C replacing the SCoP: the declarations the SCoP made (its scalars stay visible after
    it), then a block with memref descriptors of the C variables, the call, and the values left
    in the ``live`` iterators (passed through a ``long`` each, whatever their type)."""
    structs: dict[str, str] = {}
    prototype: list[str] = []
    descriptors: list[str] = []
    call: list[str] = []
    for a in arguments:
        if a.kind == "parameter":
            prototype.append("long long")
            call.append(f"(long long)({a.name})")
        elif a.kind == "value":
            prototype.append(_c_name(a.element))
            call.append(a.name)
        else:
            c_element = _c_name(a.element)
            rank = len(a.extents)
            struct = f"pv_memref_{c_element.replace(' ', '_')}_{rank}"
            shape = f", sizes[{rank}], strides[{rank}]" if rank else ""
            structs[struct] = f"struct {struct} {{ {c_element} *allocated, *aligned; long long offset{shape}; }};"
            prototype.append(f"struct {struct} *")
            pointer = f"({c_element} *)({a.name})" if rank else f"&{a.c_variable or a.name}"
            fields = [pointer, pointer, "0"]
            if rank:
                sizes = [f"(long long)({e})" if e else "0" for e in a.extents]
                strides = ["1"]
                for size in reversed(sizes[1:]):
                    strides.insert(0, size if strides == ["1"] else f"{size} * {strides[0]}")
                fields += ["{" + ", ".join(sizes) + "}", "{" + ", ".join(strides) + "}"]
            descriptors.append(f"  struct {struct} pv_{a.name} = {{{', '.join(fields)}}};")
            call.append(f"&pv_{a.name}")
    lines = declarations + ["{", f"  /* polyviz: this SCoP runs as MLIR: {function}, compiled from the affine dialect */"]
    lines += [f"  {s}" for s in structs.values()]
    lines.append(f"  void _mlir_ciface_{function}({', '.join(prototype) or 'void'});")
    lines += [f"  long {_after(name)} = {name};" for name in live]
    lines += descriptors
    lines.append(f"  _mlir_ciface_{function}({', '.join(call)});")
    lines += [f"  {name} = {_after(name)};" for name in live]
    lines.append("}")
    return "\n".join(lines) + "\n"


def _c_name(t: _CType) -> str:
    return {"_Bool": "_Bool", "char": "signed char"}.get(t.name, t.name)


# --- affine expressions ---------------------------------------------------------------------

class _Operands:
    """Collects the dimensions and symbols of an affine map or set as they are named."""

    def __init__(self):
        self.dims: list[str] = []
        self.symbols: list[str] = []

    def __call__(self, name: str, symbol: bool) -> str:
        names, prefix = (self.symbols, "s") if symbol else (self.dims, "d")
        if name not in names:
            names.append(name)
        return f"{prefix}{names.index(name)}"

    def signature(self) -> str:
        symbols = f"[{', '.join(f's{k}' for k in range(len(self.symbols)))}]" if self.symbols else ""
        return f"({', '.join(f'd{k}' for k in range(len(self.dims)))}){symbols}"

    def operands(self) -> str:
        symbols = f"[{', '.join(f'%{n}' for n in self.symbols)}]" if self.symbols else ""
        return f"({', '.join(f'%{n}' for n in self.dims)}){symbols}"


def _inline(name: str, symbol: bool) -> str:
    """Operand naming inside ``affine.load``/``affine.parallel`` brackets."""
    return f"symbol(%{name})" if symbol else f"%{name}"


#: Names an operand (loop induction variable or parameter) inside an affine expression.
Operand = Callable[[str, bool], str]


def _paren(text: str) -> str:
    """``text`` as an operand of a product or difference: parenthesised unless atomic."""
    return text if re.fullmatch(r"[\w%]+|symbol\(%[\w$.-]+\)", text) or _balanced_atom(text) else f"({text})"


def _balanced_atom(text: str) -> bool:
    if not (text.startswith("(") and text.endswith(")")):
        return False
    depth = 0
    for k, ch in enumerate(text):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0 and k < len(text) - 1:
            return False
    return True


def _add_constant(text: str, value: int) -> str:
    """``text + value``, folded into a trailing constant term (``n - 1`` + 1 is ``n``)."""
    match = re.fullmatch(r"(.*) ([+-]) (\d+)", text)
    if match:
        value += int(match.group(3)) * (1 if match.group(2) == "+" else -1)
        text = match.group(1)
    elif re.fullmatch(r"-?\d+", text):
        return str(int(text) + value)
    return text if value == 0 else f"{text} + {value}" if value > 0 else f"{text} - {-value}"


def _plus(a: str, b: str) -> str:
    if b.startswith("-"):
        return f"{a} - {b[1:]}" if _paren(b[1:]) == b[1:] else f"{a} + {b}"
    return f"{a} + {b}"


# --- the printer ----------------------------------------------------------------------------

class _MlirPrinter(AstWalker):
    def __init__(self, scop: Scop, marks: BandTable, arguments: list[_Argument]):
        super().__init__(scop, marks)
        self.lines: list[str] = []
        self.notes: list[str] = []
        self.counter = 0
        self.arguments = {a.name: a for a in arguments}
        self.typedefs = dict(scop.typedefs)
        self.types = {a.name: c_type(a.element_type, construct=a.name, typedefs=self.typedefs) for a in scop.arrays}
        self.ranks = {a.name: len(a.extents) for a in scop.arrays}
        self.parameter_types = {p.name: p.c_type for p in scop.function_parameters if p.kind == "size"}
        #: Some ``affine.parallel`` combines a reduction's terms in an order C does not.
        self.reassociates = False
        #: Each buffered array's buffer, and the buffers' memref types.
        self.buffer_names: dict[str, str] = {}
        self.buffer_types: dict[str, str] = {}
        #: Where buffers are allocated: (line index, indent) at the function's start and in
        #: the parallel loops around the node being printed.
        self.alloca_points: list[tuple[int, int]] = [(0, 1)]
        #: Per allocation point, the buffers allocated on the heap there (deallocated at its end),
        #: and the bytes of those on the stack.
        self.heap_buffers: list[list[str]] = [[]]
        self.stack_buffer_bytes: list[int] = [0]

    def deallocations(self, indent: int) -> list[str]:
        """The lines freeing the heap buffers of the innermost allocation point, which ends here."""
        return [f"{'  ' * indent}memref.dealloc %{name} : {self.buffer_types[name]}" for name in self.heap_buffers[-1]]

    def fresh(self) -> str:
        self.counter += 1
        return f"%{self.counter - 1}"

    # -- isl expressions -----------------------------------------------------------------------
    def affine(self, expr: isl.AstExpr, names: LoopNames, operand: Operand) -> str:
        """An isl AST expression as affine-expression text."""
        kind = expr.get_type()
        if kind == isl.ast_expr_type.int:
            return str(expr.get_val().to_python())
        if kind == isl.ast_expr_type.id:
            name = expr.get_id().get_name()
            match = ITERATOR.fullmatch(name)
            if match:
                depth = int(match.group(1))
                return operand(names.get(depth, (f"c{depth}", False))[0], False)
            return operand(name, True)
        op = expr.get_op_type()
        args = [self.affine(expr.get_op_arg(k), names, operand) for k in range(expr.get_op_n_arg())]
        types = isl.ast_expr_op_type
        if op == types.add:
            return _plus(args[0], args[1])
        if op == types.sub:
            return f"{args[0]} - {_paren(args[1])}"
        if op == types.minus:
            return f"-{_paren(args[0])}"
        if op == types.mul:
            return f"{_paren(args[0])} * {_paren(args[1])}"
        if op in (types.fdiv_q, types.pdiv_q, types.div):
            return f"{_paren(args[0])} floordiv {args[1]}"
        if op in (types.pdiv_r, types.zdiv_r):
            return f"{_paren(args[0])} mod {args[1]}"
        raise MlirError(f"isl produced {expr.to_C_str()}, which is not an affine expression")

    def _alternatives(self, expr: isl.AstExpr, kind) -> list[isl.AstExpr]:
        """The arguments of a ``min``/``max`` (``kind``) expression, or the expression itself."""
        if expr.get_type() == isl.ast_expr_type.op and expr.get_op_type() == kind:
            return [expr.get_op_arg(k) for k in range(expr.get_op_n_arg())]
        return [expr]

    def _bound_map(self, exprs: list[str], operands: _Operands) -> str:
        return f"affine_map<{operands.signature()} -> ({', '.join(exprs)})>{operands.operands()}"

    # -- loops ---------------------------------------------------------------------------------
    def visit_for(self, node: isl.AstNode, indent: int, context: dict, names: LoopNames) -> None:
        pad = "  " * indent
        depth = loop_depth(node)
        name, parallel = names.get(depth, (f"c{depth}", False))
        cond = node.for_get_cond()
        types = isl.ast_expr_op_type
        iterator = node.for_get_iterator().get_id().get_name()
        if (cond.get_type() != isl.ast_expr_type.op or cond.get_op_type() not in (types.le, types.lt)
                or cond.get_op_arg(0).get_type() != isl.ast_expr_type.id
                or cond.get_op_arg(0).get_id().get_name() != iterator):
            raise MlirError(f"isl's loop condition {cond.to_C_str()} is not an upper bound of the loop")
        lowers = self._alternatives(node.for_get_init(), types.max)
        uppers = self._alternatives(cond.get_op_arg(1), types.min)
        inclusive = cond.get_op_type() == types.le
        step = node.for_get_inc().get_val().to_python()
        if pipelined(context, depth):
            note = (f"loop {name} is pipelined in C (pipeline({name})); the affine dialect has no waits between "
                    "iterations, so here it is a plain affine.for, run in order")
            self.notes += [note] if note not in self.notes else []
        reductions = self.reductions(context, depth)
        buffers = context.get("buffers", {})
        update = self._reduction_updates(node.for_get_body(), name, names, buffers) if parallel and reductions else None
        if parallel and self.privates(context, depth):
            parallel = False
            self.notes.append(f"loop {name} is parallel with private copies of "
                              f"{', '.join(p.variable for p in self.privates(context, depth))}: it stays an affine.for")
        if parallel and reductions and update is None:
            parallel = False
            self.notes.append(f"loop {name} is parallel with a reduction ({'; '.join(f'{r.operator}:{r.variable}' for r in reductions)}) but its body is "
                              "not a sequence of updates of values the loop does not index: it stays an affine.for")

        def upper(expr, operand):
            text = self.affine(expr, names, operand)
            return _add_constant(text, 1) if inclusive else text

        if parallel:
            low = [self.affine(e, names, _inline) for e in lowers]
            high = [upper(e, _inline) for e in uppers]
            low_text = low[0] if len(low) == 1 else f"max({', '.join(low)})"
            high_text = high[0] if len(high) == 1 else f"min({', '.join(high)})"
            steps = f" step ({step})" if step != 1 else ""
            bounds = f"(%{name}) = ({low_text}) to ({high_text}){steps}"
            if update is not None:
                self._parallel_reduction(update, bounds, indent, names, buffers)
                return
            self.lines.append(f"{pad}affine.parallel {bounds} {{")
            self.alloca_points.append((len(self.lines), indent + 1))
            self.heap_buffers.append([])
            self.stack_buffer_bytes.append(0)
        else:
            low = self._for_bound([lambda op, e=e: self.affine(e, names, op) for e in lowers], "max")
            high = self._for_bound([lambda op, e=e: upper(e, op) for e in uppers], "min")
            steps = f" step {step}" if step != 1 else ""
            self.lines.append(f"{pad}affine.for %{name} = {low} to {high}{steps} {{")
        self.node(node.for_get_body(), indent + 1, context)
        if parallel:
            self.lines += self.deallocations(indent + 1)
            self.alloca_points.pop()
            self.heap_buffers.pop()
            self.stack_buffer_bytes.pop()
        self.lines.append(f"{pad}}}")

    def _reduction_updates(self, body: isl.AstNode, loop: str, names: LoopNames,
                           buffers: dict[str, BufferMark]) -> list[_Update] | None:
        """For a parallel loop whose body is a sequence of statements ``x op= e`` (or ``x = x op e``,
        op ``+`` ``-`` or ``*``), each ``x`` an element the loop does not index and no ``e``
        reading an updated array: the updates; else ``None``."""
        if body.get_type() == isl.ast_node_type.block:
            children = body.block_get_children()
            nodes = [children.get_at(k) for k in range(children.n_ast_node())]
        else:
            nodes = [body]
        updates = []
        for node in nodes:
            update = (self._reduction_update(node, loop, names, buffers) if node.get_type() == isl.ast_node_type.user
                      else None)
            if update is None:
                return None
            updates.append(update)
        targets = {u.array for u in updates}
        operators: dict[str, str] = {}
        for u in updates:
            if any(isinstance(n, c_ast.ID) and n.name in targets for n in c_nodes(u.value)):
                return None  # a term reading an updated array would see a partial result
            if operators.setdefault(u.target, u.combine) != u.combine:
                return None  # one element both added to and multiplied
        return updates

    def _reduction_update(self, user: isl.AstNode, loop: str, names: LoopNames,
                          buffers: dict[str, BufferMark]) -> _Update | None:
        call = user.user_get_expr()
        statement = self.scop.statement(call.get_op_arg(0).get_id().get_name())
        node = statement.body
        if not isinstance(node, c_ast.Assignment):
            return None
        target = CGenerator().visit(node.lvalue)
        if node.op in ("+=", "-=", "*="):
            operator, value = node.op[0], node.rvalue
        elif node.op == "=" and isinstance(node.rvalue, c_ast.BinaryOp) and node.rvalue.op in "+-*" \
                and CGenerator().visit(node.rvalue.left) == target:
            operator, value = node.rvalue.op, node.rvalue.right
        else:
            return None
        substitutions = {it: call.get_op_arg(k + 1) for k, it in enumerate(statement.iterators)}
        emitter = _StatementEmitter(self, statement, substitutions, names, 0, buffers)
        if isinstance(node.lvalue, c_ast.ArrayRef):
            array, subscripts = emitter.access(node.lvalue)
            if f"%{loop}" in re.findall(r"%\w+", subscripts):
                return None
        elif isinstance(node.lvalue, c_ast.ID) and node.lvalue.name in self.types:
            array, subscripts = node.lvalue.name, ""
        else:
            return None
        return _Update(call, statement, operator, value, array, f"{array}[{subscripts}]")

    def _parallel_reduction(self, updates: list[_Update], bounds: str, indent: int, names: LoopNames,
                            buffers: dict[str, BufferMark]) -> None:
        """``affine.parallel … reduce``: each iteration yields one term per updated element (the
        sum or product of its updates' terms), the loop combines them (in any order:
        ``allow_reassociation()`` allowed that) and each element is updated once after it."""
        pad = "  " * indent
        targets = list(dict.fromkeys(u.target for u in updates))
        first = {t: next(u for u in updates if u.target == t) for t in targets}
        types = {t: self._emitter(first[t], names, indent, buffers).type_of(first[t].statement.body.lvalue) for t in targets}
        for u in updates:
            self.lines.append(f"{pad}// {u.statement.name}: {u.statement.text} (terms combined by the reduction)")
        result = self.fresh()
        kinds = ", ".join(f'"{first[t].combine}{"f" if types[t].floating else "i"}"' for t in targets)
        results = ", ".join(types[t].mlir for t in targets)
        count = f":{len(targets)}" if len(targets) > 1 else ""
        self.lines.append(f"{pad}{result}{count} = affine.parallel {bounds} reduce ({kinds}) -> ({results}) {{")
        terms: dict[str, _Value] = {}
        for u in updates:
            inner = self._emitter(u, names, indent + 1, buffers)
            t = types[u.target]
            term = inner.convert(inner.value(u.value), t)
            if u.operator == "-":
                term = _Value(inner.emit(f"arith.negf {term.ssa} : {t.mlir}") if t.floating else
                              inner.emit(f"arith.subi {inner.constant(0, t).ssa}, {term.ssa} : {t.mlir}"), t)
            if u.target in terms:
                term = inner._arithmetic("*" if u.combine == "mul" else "+", terms[u.target], term, u.value)
            terms[u.target] = term
        self.lines.append(f"{pad}  affine.yield {', '.join(terms[t].ssa for t in targets)} : {results}")
        self.lines.append(f"{pad}}}")
        for k, t in enumerate(targets):
            u = first[t]
            combined = _Value(f"{result}#{k}" if count else result, types[t])
            self._emitter(u, names, indent, buffers)._assign(u.statement.body.lvalue, "*" if u.combine == "mul" else "+",
                                                    combined)
        self.reassociates = True

    def _emitter(self, update: _Update, names: LoopNames, indent: int,
                 buffers: dict[str, BufferMark]) -> _StatementEmitter:
        substitutions = {it: update.call.get_op_arg(k + 1) for k, it in enumerate(update.statement.iterators)}
        return _StatementEmitter(self, update.statement, substitutions, names, indent, buffers)

    def _for_bound(self, renders: list[Callable[[Operand], str]], combine: str) -> str:
        """An ``affine.for`` bound: a constant or parameter as is, else an affine map."""
        if len(renders) == 1:
            plain = renders[0](lambda name, symbol: f"%{name}" if symbol else "\0")
            if re.fullmatch(r"-?\d+|%\w+", plain):
                return plain
        operands = _Operands()
        exprs = [render(operands) for render in renders]
        prefix = f"{combine} " if len(exprs) > 1 else ""
        return prefix + self._bound_map(exprs, operands)


    # -- guards --------------------------------------------------------------------------------
    def visit_if(self, node: isl.AstNode, indent: int, context: dict, names: LoopNames) -> None:
        disjuncts = self._conditions(node.if_get_cond())
        else_node = node.if_get_else_node() if node.if_has_else_node() else None
        self._guard(disjuncts, node.if_get_then_node(), else_node, indent, context, names)

    def _guard(self, disjuncts, then_node, else_node, indent, context, names) -> None:
        """``affine.if`` for the first conjunction of a disjunction; the others go in its else."""
        pad = "  " * indent
        operands = _Operands()
        constraints = [self._constraint(c, names, operands) for c in disjuncts[0]]
        self.lines.append(f"{pad}affine.if affine_set<{operands.signature()} : ({', '.join(constraints)})>"
                          f"{operands.operands()} {{")
        self.node(then_node, indent + 1, context)
        if len(disjuncts) > 1 or else_node is not None:
            self.lines.append(f"{pad}}} else {{")
            if len(disjuncts) > 1:
                self._guard(disjuncts[1:], then_node, else_node, indent + 1, context, names)
            else:
                self.node(else_node, indent + 1, context)
        self.lines.append(f"{pad}}}")

    def _conditions(self, expr: isl.AstExpr) -> list[list[tuple]]:
        """A condition in disjunctive normal form: conjunctions of (left, operator, right)."""
        types = isl.ast_expr_op_type
        if expr.get_type() != isl.ast_expr_type.op:
            raise MlirError(f"isl's condition {expr.to_C_str()} is not a comparison")
        op = expr.get_op_type()
        if op in (types.and_, types.and_then):
            left, right = self._conditions(expr.get_op_arg(0)), self._conditions(expr.get_op_arg(1))
            return [a + b for a in left for b in right]
        if op in (types.or_, types.or_else):
            return self._conditions(expr.get_op_arg(0)) + self._conditions(expr.get_op_arg(1))
        left, right = expr.get_op_arg(0), expr.get_op_arg(1)
        if op in (types.ge, types.gt):
            left, right, op = right, left, types.le if op == types.ge else types.lt
        if op == types.eq:
            return [[(left, "==", right)]]
        if op not in (types.le, types.lt):
            raise MlirError(f"isl's condition {expr.to_C_str()} is not a comparison")
        symbol = "<=" if op == types.le else "<"
        # left <= right: a max on the left or a min on the right is a conjunction, the other
        # way round a disjunction.
        lefts_all, lefts_any = self._alternatives(left, types.max), self._alternatives(left, types.min)
        rights_all, rights_any = self._alternatives(right, types.min), self._alternatives(right, types.max)
        lefts = lefts_all if len(lefts_all) > 1 else lefts_any
        rights = rights_all if len(rights_all) > 1 else rights_any
        pairs = [(a, b) for a in lefts for b in rights]
        if len(lefts_any) > 1 or len(rights_any) > 1:
            if len(lefts) > 1 and len(rights) > 1:
                raise MlirError(f"isl's condition {expr.to_C_str()} mixes min and max")
            return [[(a, symbol, b)] for a, b in pairs]
        return [[(a, symbol, b) for a, b in pairs]]

    def _constraint(self, comparison: tuple, names: LoopNames, operands: _Operands) -> str:
        left, symbol, right = comparison
        a = self.affine(left, names, operands)
        b = self.affine(right, names, operands)
        if symbol == "==":
            return f"{a} - {_paren(b)} == 0"
        return f"{b} - {_paren(a)}{' - 1' if symbol == '<' else ''} >= 0"

    # -- per-tile buffers (local_buffer) --------------------------------------------------------
    def visit_buffer(self, buffer: BufferMark, indent: int, context: dict, names: LoopNames) -> None:
        """The buffer's ``memref.alloca`` goes where it is allocated once and serves every tile
        in turn: at the function's start, or at the start of the body of the parallel loop
        around it (each OpenMP iteration's allocations are released at its end). An alloca
        where the C variant declares its array, inside the tile loops, would grow the stack
        with every tile; a ``memref.alloca_scope`` around the tile cannot be lowered once the
        loops around it are (MLIR 16 lowers the scope into one block of the loop's body).
        Buffers past the C printer's :data:`STACK_BUFFER_LIMIT` are ``memref.alloc``'ed there
        instead (a thread's stack could not hold them) and deallocated where the point ends."""
        name = fresh_name(f"{buffer.array}_tile", self.reserved | self.buffer_types.keys(), "underscored")
        self.buffer_names[buffer.array] = name
        self.buffer_types[name] = (f"memref<{'x'.join(map(str, buffer.extents))}x"
                                   f"{self.types[buffer.array].mlir}>")
        position, depth = self.alloca_points[-1]
        size = math.prod(buffer.extents) * max(1, self.types[buffer.array].bits // 8)
        on_stack = self.stack_buffer_bytes[-1] + size <= STACK_BUFFER_LIMIT
        if on_stack:
            self.stack_buffer_bytes[-1] += size
        else:
            self.heap_buffers[-1].append(name)
        self.lines.insert(position, f"{'  ' * depth}%{name} = memref.{'alloca' if on_stack else 'alloc'}() : "
                                    f"{self.buffer_types[name]}  // each tile's part of {buffer.array}"
                                    f"{'' if on_stack else f' ({size / 2**20:.1f} MiB: on the heap)'}")

    def in_buffer(self, array: str, subscripts: list[str], names: LoopNames,
                  buffers: dict[str, BufferMark]) -> tuple[str, list[str]]:
        """An access of ``array`` below its buffer's mark (one of ``buffers``, the walk's
        ``context["buffers"]``): the buffer, each subscript less the buffer's origin (affine in
        the enclosing loops and the parameters)."""
        buffer = buffers.get(array)
        if buffer is None:
            return array, subscripts
        shifted = []
        for subscript, (constant, loops, parameters) in zip(subscripts, buffer.origins):
            terms = [f"{c} * %{names[k][0]}" if c != 1 else f"%{names[k][0]}" for k, c in enumerate(loops) if c]
            terms += [f"{c} * symbol(%{p})" if c != 1 else f"symbol(%{p})" for p, c in parameters if c]
            origin = _add_constant(" + ".join(terms), constant) if terms else str(constant)
            shifted.append(subscript if origin == "0" else f"{subscript} - {_paren(origin)}")
        return self.buffer_names[array], shifted

    # -- values after the SCoP ------------------------------------------------------------------
    def live_values(self, locals_: list[str]) -> None:
        """Store what the SCoP leaves in its scalars and in the iterators read after it into the
        ``pv_<name>_after`` arguments: an iterator's value where some loop over it ran (as C's
        loops leave it), the scalar's own value elsewhere."""
        for name in locals_:
            memref = _memref_type(self.types[name], 0)
            value = self.fresh()
            self.lines += [f"  {value} = affine.load %{name}[] : {memref}",
                           f"  affine.store {value}, %{_after(name)}[] : {memref}"]
        universe = isl.Set.universe(self.scop.context.get_space())
        build = isl.AstBuild.from_context(universe)
        for live in self.scop.live_iterators:
            t = self.types[live.name] if live.name in locals_ else _TYPES["long"]
            self.lines.append(f"  // {live.name} after the SCoP: {live.value}")
            for where, aff in live.value.get_pieces():
                value = build.expr_from_pw_aff(isl.PwAff.from_aff(aff))
                if universe.is_subset(where):
                    self._store_live(live.name, value, t, "  ")
                    continue
                for conjunction in self._conditions(build.expr_from_set(where)):
                    guard = _Operands()
                    constraints = [self._constraint(c, {}, guard) for c in conjunction]
                    self.lines.append(f"  affine.if affine_set<{guard.signature()} : ({', '.join(constraints)})>"
                                      f"{guard.operands()} {{")
                    self._store_live(live.name, value, t, "    ")
                    self.lines.append("  }")

    def _store_live(self, iterator: str, value: isl.AstExpr, t: _CType, pad: str) -> None:
        operands = _Operands()
        text = self.affine(value, {}, operands)
        index, cast = self.fresh(), self.fresh()
        self.lines += [f"{pad}{index} = affine.apply affine_map<{operands.signature()} -> ({text})>{operands.operands()}",
                       f"{pad}{cast} = arith.index_cast {index} : index to {t.mlir}",
                       f"{pad}affine.store {cast}, %{_after(iterator)}[] : {_memref_type(t, 0)}"]

    # -- statements ----------------------------------------------------------------------------
    def visit_user(self, node: isl.AstNode, indent: int, context: dict, names: LoopNames) -> None:
        call = node.user_get_expr()
        statement = self.scop.statement(call.get_op_arg(0).get_id().get_name())
        substitutions = {iterator: call.get_op_arg(k + 1) for k, iterator in enumerate(statement.iterators)}
        self.lines.append(f"{'  ' * indent}// {statement.name}: {statement.text}")
        _StatementEmitter(self, statement, substitutions, names, indent,
                          context.get("buffers", {})).emit_statement(statement.body)


@dataclass
class _Value:
    ssa: str
    type: _CType


@dataclass(frozen=True)
class _Update:
    """One statement ``target operator= value`` of a parallel loop's reduction."""

    call: isl.AstExpr
    statement: Statement
    operator: str
    value: c_ast.Node
    #: The array (or scalar) updated, and the element as the loop's MLIR addresses it.
    array: str
    target: str

    @property
    def combine(self) -> str:
        return "mul" if self.operator == "*" else "add"



class _StatementEmitter:
    """Emits one statement instance's operations (C semantics) into the printer's lines."""

    def __init__(self, printer: _MlirPrinter, statement: Statement, substitutions: dict[str, isl.AstExpr],
                 names: LoopNames, indent: int, buffers: dict[str, BufferMark]):
        self.printer = printer
        self.statement = statement
        self.substitutions = substitutions
        self.names = names
        #: The per-tile buffers (``local_buffer``) around the statement, by array.
        self.buffers = buffers
        self.indent = indent
        self.index_values: dict[str, str] = {}
        self.constants: dict[tuple[str, str], str] = {}

    # -- helpers -------------------------------------------------------------------------------
    def error(self, node: c_ast.Node, reason: str) -> MlirError:
        return MlirError(reason, construct=CGenerator().visit(node), line=self.statement.line)

    def emit(self, text: str) -> str:
        """Emit ``<ssa> = text`` and return the new SSA name."""
        ssa = self.printer.fresh()
        self.printer.lines.append(f"{'  ' * self.indent}{ssa} = {text}")
        return ssa

    def line(self, text: str) -> None:
        self.printer.lines.append(f"{'  ' * self.indent}{text}")

    def constant(self, value, t: _CType) -> _Value:
        text = _float_literal(value) if t.floating else str(int(value))
        return _Value(self.emit(f"arith.constant {text} : {t.mlir}"), t)

    def convert(self, v: _Value, t: _CType) -> _Value:
        s = v.type
        if s.mlir == t.mlir:
            return _Value(v.ssa, t)
        if s.floating and t.floating:
            op = "arith.extf" if t.bits > s.bits else "arith.truncf"
        elif s.floating:
            if t.name == "_Bool":
                return self.truth(v)
            op = "arith.fptosi" if t.signed else "arith.fptoui"
        elif t.floating:
            op = "arith.sitofp" if s.signed else "arith.uitofp"
        elif t.name == "_Bool":
            return self.truth(v)
        elif t.bits > s.bits:
            op = "arith.extsi" if s.signed else "arith.extui"
        else:
            op = "arith.trunci"
        return _Value(self.emit(f"{op} {v.ssa} : {s.mlir} to {t.mlir}"), t)

    def truth(self, v: _Value) -> _Value:
        """``v != 0`` as an ``i1``."""
        if v.type.name == "_Bool":
            return v
        zero = self.constant(0, v.type)
        if v.type.floating:
            return _Value(self.emit(f"arith.cmpf une, {v.ssa}, {zero.ssa} : {v.type.mlir}"), _TYPES["_Bool"])
        return _Value(self.emit(f"arith.cmpi ne, {v.ssa}, {zero.ssa} : {v.type.mlir}"), _TYPES["_Bool"])

    # -- types ---------------------------------------------------------------------------------
    def type_of(self, node: c_ast.Node) -> _CType:
        """The C type of an expression, without emitting anything."""
        if isinstance(node, c_ast.Constant):
            return _constant(node, self)[1]
        if isinstance(node, c_ast.ID):
            return self._id_type(node)
        if isinstance(node, c_ast.ArrayRef):
            return self.printer.types[self._array_name(node)]
        if isinstance(node, c_ast.Cast):
            return self._cast_type(node)
        if isinstance(node, c_ast.Assignment):
            return self.type_of(node.lvalue)
        if isinstance(node, c_ast.UnaryOp):
            if node.op == "!":
                return _TYPES["int"]
            if node.op in ("++", "--", "p++", "p--"):
                return self.type_of(node.expr)
            return _promote(self.type_of(node.expr))
        if isinstance(node, c_ast.BinaryOp):
            if node.op in _FLOAT_PREDICATES or node.op in ("&&", "||"):
                return _TYPES["int"]
            if node.op in ("<<", ">>"):
                return _promote(self.type_of(node.left))
            return _common(self.type_of(node.left), self.type_of(node.right))
        if isinstance(node, c_ast.TernaryOp):
            return _common(self.type_of(node.iftrue), self.type_of(node.iffalse))
        if isinstance(node, c_ast.FuncCall):
            return self._call_type(node)[1]
        raise self.error(node, f"{type(node).__name__} expressions are not supported")

    def _id_type(self, node: c_ast.ID) -> _CType:
        if node.name in self.substitutions:
            return _TYPES["int"]
        if node.name in self.printer.types:
            if self.printer.ranks[node.name]:
                raise self.error(node, "an array used without subscripts")
            return self.printer.types[node.name]
        if node.name in self.printer.scop.parameters:
            return c_type(self.printer.parameter_types.get(node.name, "int"), construct=node.name,
                          typedefs=self.printer.typedefs,
                          line=self.statement.line)
        raise self.error(node, "an identifier that is neither an iterator, a parameter nor a variable")

    def _cast_type(self, node: c_ast.Cast) -> _CType:
        declared = node.to_type.type
        if not isinstance(declared, c_ast.TypeDecl) or not isinstance(declared.type, c_ast.IdentifierType):
            raise self.error(node, "a cast to a pointer or aggregate type")
        return c_type(" ".join(declared.type.names), construct=CGenerator().visit(node), line=self.statement.line,
                      typedefs=self.printer.typedefs)

    def _call_type(self, node: c_ast.FuncCall) -> tuple[str, _CType]:
        name = node.name.name if isinstance(node.name, c_ast.ID) else ""
        if name in ("abs", "labs"):
            return "math.absi", _TYPES["int" if name == "abs" else "long"]
        base = name[:-1] if name.endswith("f") and name[:-1] in _MATH else name
        if base not in _MATH:
            raise self.error(node, f"a call of {name or 'a function pointer'} (MLIR's math dialect covers "
                                   f"{', '.join(sorted(_MATH))}, their float forms, abs and labs)")
        return _MATH[base], _TYPES["float" if base != name else "double"]

    # -- expressions ---------------------------------------------------------------------------
    def emit_statement(self, node: c_ast.Node) -> None:
        if isinstance(node, c_ast.Assignment) or (isinstance(node, c_ast.UnaryOp)
                                                  and node.op in ("++", "--", "p++", "p--")):
            self.value(node)
        else:
            raise self.error(node, "a statement that is not an assignment")

    def value(self, node: c_ast.Node) -> _Value:
        if isinstance(node, c_ast.Constant):
            value, t = _constant(node, self)
            return self.constant(value, t)
        if isinstance(node, c_ast.ID):
            return self._id_value(node)
        if isinstance(node, c_ast.ArrayRef):
            name, subscripts = self.access(node)
            return _Value(self.emit(f"affine.load %{name}[{subscripts}] : {self._memref(name)}"),
                          self.printer.types[self._array_name(node)])
        if isinstance(node, c_ast.Cast):
            return self.convert(self.value(node.expr), self._cast_type(node))
        if isinstance(node, c_ast.Assignment):
            return self._assign(node.lvalue, node.op[:-1] if node.op != "=" else None, node.rvalue)
        if isinstance(node, c_ast.UnaryOp):
            return self._unary(node)
        if isinstance(node, c_ast.BinaryOp):
            return self._binary(node)
        if isinstance(node, c_ast.TernaryOp):
            t = self.type_of(node)
            return self._choose(self.truth(self.value(node.cond)), lambda: self.convert(self.value(node.iftrue), t),
                                lambda: self.convert(self.value(node.iffalse), t), t)
        if isinstance(node, c_ast.FuncCall):
            return self._call(node)
        raise self.error(node, f"{type(node).__name__} expressions are not supported")

    def _id_value(self, node: c_ast.ID) -> _Value:
        name = node.name
        if name in self.substitutions:
            index = self._index(name)
            return _Value(self.emit(f"arith.index_cast {index} : index to i32"), _TYPES["int"])
        if name in self.printer.types:
            argument = self.printer.arguments.get(name)
            t = self._id_type(node)
            if argument is not None and argument.kind == "value":
                return _Value(f"%{name}", t)
            return _Value(self.emit(f"affine.load %{name}[] : {self._memref(name)}"), t)
        t = self._id_type(node)
        return _Value(self.emit(f"arith.index_cast %{name} : index to {t.mlir}"), t)

    def _index(self, iterator: str) -> str:
        """The statement iterator's value as an ``index`` SSA value."""
        if iterator not in self.index_values:
            expr = self.substitutions[iterator]
            plain = self.printer.affine(expr, self.names, _inline)
            if re.fullmatch(r"%[\w]+", plain):
                self.index_values[iterator] = plain
            else:
                operands = _Operands()
                text = self.printer.affine(expr, self.names, operands)
                self.index_values[iterator] = self.emit(
                    f"affine.apply affine_map<{operands.signature()} -> ({text})>{operands.operands()}")
        return self.index_values[iterator]

    def _memref(self, name: str) -> str:
        if name in self.printer.buffer_types:
            return self.printer.buffer_types[name]
        return _memref_type(self.printer.types[name], self.printer.ranks[name])

    def _array_name(self, node: c_ast.ArrayRef) -> str:
        base = node
        while isinstance(base, c_ast.ArrayRef):
            base = base.name
        if not isinstance(base, c_ast.ID) or base.name not in self.printer.types:
            raise self.error(node, "an access whose base is not one of the SCoP's arrays")
        return base.name

    def access(self, node: c_ast.ArrayRef) -> tuple[str, str]:
        """The array's name and its subscripts as affine expressions of loops and parameters."""
        subscripts = []
        base = node
        while isinstance(base, c_ast.ArrayRef):
            subscripts.insert(0, self._subscript(base.subscript))
            base = base.name
        name = self._array_name(node)
        if len(subscripts) != self.printer.ranks[name]:
            raise self.error(node, f"{len(subscripts)} subscripts on an array of rank {self.printer.ranks[name]}")
        name, subscripts = self.printer.in_buffer(name, subscripts, self.names, self.buffers)
        return name, ", ".join(subscripts)

    def _subscript(self, node: c_ast.Node) -> str:
        """A C subscript (affine in iterators and parameters) with the iterators replaced."""
        if isinstance(node, c_ast.Constant):
            value, t = _constant(node, self)
            if t.floating:
                raise self.error(node, "a floating-point subscript")
            return str(value)
        if isinstance(node, c_ast.ID):
            if node.name in self.substitutions:
                return _paren(self.printer.affine(self.substitutions[node.name], self.names, _inline))
            if node.name in self.printer.scop.parameters:
                return f"symbol(%{node.name})"
            raise self.error(node, "a subscript variable that is neither an iterator nor a parameter")
        if isinstance(node, c_ast.UnaryOp) and node.op in ("-", "+"):
            inner = self._subscript(node.expr)
            return f"-{_paren(inner)}" if node.op == "-" else inner
        if isinstance(node, c_ast.BinaryOp) and node.op in ("+", "-", "*", "/", "%"):
            left, right = self._subscript(node.left), self._subscript(node.right)
            if node.op == "+":
                return _plus(left, right)
            if node.op == "-":
                return f"{left} - {_paren(right)}"
            if node.op == "*":
                return f"{_paren(left)} * {_paren(right)}"
            if not re.fullmatch(r"\d+", right):
                raise self.error(node, "a subscript divided by something other than a positive constant")
            # The front end reads C's / and % as floor and mod, valid for non-negative numerators.
            return f"{_paren(left)} {'floordiv' if node.op == '/' else 'mod'} {right}"
        if isinstance(node, c_ast.Cast):
            return self._subscript(node.expr)
        raise self.error(node, "a subscript that is not an affine expression of loops and parameters")

    def _store(self, target: c_ast.Node, v: _Value) -> None:
        if isinstance(target, c_ast.ArrayRef):
            name, subscripts = self.access(target)
            self.line(f"affine.store {v.ssa}, %{name}[{subscripts}] : {self._memref(name)}")
        elif isinstance(target, c_ast.ID) and target.name in self.printer.types \
                and not self.printer.ranks[target.name]:
            self.line(f"affine.store {v.ssa}, %{target.name}[] : {self._memref(target.name)}")
        else:
            raise self.error(target, "an assignment to something other than an array element or a scalar variable")

    def _assign(self, target: c_ast.Node, operator: str | None, rvalue) -> _Value:
        """``target = rvalue`` or ``target operator= rvalue``; returns the stored value."""
        t = self.type_of(target)
        if operator is None:
            result = self.value(rvalue)
        else:
            current = self.value(target)
            right = rvalue if isinstance(rvalue, _Value) else self.value(rvalue)
            result = self._arithmetic(operator, current, right, target)
        stored = self.convert(result, t)
        self._store(target, stored)
        return stored

    def _unary(self, node: c_ast.UnaryOp) -> _Value:
        if node.op in ("++", "--", "p++", "p--"):
            one = self.constant(1, _TYPES["int"])
            return self._assign(node.expr, "+" if "+" in node.op else "-", one)
        if node.op == "!":
            truth = self.truth(self.value(node.expr))
            true = self.constant(1, _TYPES["_Bool"])
            negated = _Value(self.emit(f"arith.xori {truth.ssa}, {true.ssa} : i1"), _TYPES["_Bool"])
            return self.convert(negated, _TYPES["int"])
        if node.op not in ("-", "+", "~"):
            raise self.error(node, f"the unary operator {node.op}")
        v = self.value(node.expr)
        v = self.convert(v, _promote(v.type))
        if node.op == "+":
            return v
        if node.op == "-" and v.type.floating:
            return _Value(self.emit(f"arith.negf {v.ssa} : {v.type.mlir}"), v.type)
        if node.op == "~" and v.type.floating:
            raise self.error(node, "~ on a floating-point value")
        other = self.constant(0 if node.op == "-" else -1, v.type)
        op = "arith.subi" if node.op == "-" else "arith.xori"
        first, second = (other, v) if node.op == "-" else (v, other)
        return _Value(self.emit(f"{op} {first.ssa}, {second.ssa} : {v.type.mlir}"), v.type)

    def _binary(self, node: c_ast.BinaryOp) -> _Value:
        if node.op in ("&&", "||"):
            left = self.truth(self.value(node.left))
            boolean = _TYPES["_Bool"]
            right = lambda: self.truth(self.value(node.right))  # noqa: E731
            constant = lambda: self.constant(0 if node.op == "&&" else 1, boolean)  # noqa: E731
            chosen = self._choose(left, right if node.op == "&&" else constant,
                                  constant if node.op == "&&" else right, boolean)
            return self.convert(chosen, _TYPES["int"])
        left, right = self.value(node.left), self.value(node.right)
        if node.op in _FLOAT_PREDICATES:
            t = _common(left.type, right.type)
            a, b = self.convert(left, t), self.convert(right, t)
            if t.floating:
                text = f"arith.cmpf {_FLOAT_PREDICATES[node.op]}, {a.ssa}, {b.ssa} : {t.mlir}"
            else:
                text = f"arith.cmpi {_INT_PREDICATES[node.op][0 if t.signed else 1]}, {a.ssa}, {b.ssa} : {t.mlir}"
            return self.convert(_Value(self.emit(text), _TYPES["_Bool"]), _TYPES["int"])
        return self._arithmetic(node.op, left, right, node)

    def _arithmetic(self, op: str, left: _Value, right: _Value, node: c_ast.Node) -> _Value:
        if op in ("<<", ">>"):
            t = _promote(left.type)
        else:
            t = _common(left.type, right.type)
        a, b = self.convert(left, t), self.convert(right, t)
        if t.floating:
            if op not in _FLOAT_OPS:
                raise self.error(node, f"the operator {op} on floating-point values")
            name = _FLOAT_OPS[op]
        elif op in _INT_OPS:
            name = _INT_OPS[op]
        elif op in _SIGNED_OPS:
            name = _SIGNED_OPS[op][0 if t.signed else 1]
        else:
            raise self.error(node, f"the operator {op}")
        return _Value(self.emit(f"{name} {a.ssa}, {b.ssa} : {t.mlir}"), t)

    def _choose(self, condition: _Value, then: Callable[[], _Value], otherwise: Callable[[], _Value],
                t: _CType) -> _Value:
        """``condition ? then() : otherwise()`` evaluating only the chosen side (``scf.if``),
        as C does: the other side may read outside an array."""
        result = self.printer.fresh()
        pad = "  " * self.indent
        self.printer.lines.append(f"{pad}{result} = scf.if {condition.ssa} -> ({t.mlir}) {{")
        for k, branch in enumerate((then, otherwise)):
            if k:
                self.printer.lines.append(f"{pad}}} else {{")
            self.indent += 1
            saved = dict(self.index_values)
            v = branch()
            self.index_values = saved  # values defined inside a region are not visible after it
            self.line(f"scf.yield {v.ssa} : {t.mlir}")
            self.indent -= 1
        self.printer.lines.append(f"{pad}}}")
        return _Value(result, t)

    def _call(self, node: c_ast.FuncCall) -> _Value:
        op, t = self._call_type(node)
        args = node.args.exprs if node.args is not None else []
        expected = {"math.powf": 2, "math.atan2": 2, "math.copysign": 2, "math.fma": 3}.get(op, 1)
        if len(args) != expected:
            raise self.error(node, f"{len(args)} arguments where {op} takes {expected}")
        values = [self.convert(self.value(a), t) for a in args]
        return _Value(self.emit(f"{op} {', '.join(v.ssa for v in values)} : {t.mlir}"), t)


def _promote(t: _CType) -> _CType:
    """C's integer promotion: types narrower than int become int."""
    return _TYPES["int"] if not t.floating and t.bits < 32 else t


def _common(a: _CType, b: _CType) -> _CType:
    """C's usual arithmetic conversions."""
    if a.floating or b.floating:
        return max((t for t in (a, b) if t.floating), key=lambda t: t.bits)
    a, b = _promote(a), _promote(b)
    if a.signed == b.signed:
        return a if a.bits >= b.bits else b
    unsigned, signed = (a, b) if not a.signed else (b, a)
    if unsigned.bits >= signed.bits:
        return unsigned
    return signed


def _constant(node: c_ast.Constant, emitter: _StatementEmitter) -> tuple[float | int, _CType]:
    """A C literal's value and type."""
    text = node.value
    if node.type == "char":
        body = text[1:-1]
        if len(body) == 1:
            return ord(body), _TYPES["int"]
        raise emitter.error(node, "a character escape")
    lower = text.lower()
    if ("p" in lower) if lower.startswith("0x") else bool(re.search(r"[.e]", lower)):
        suffix = lower[-1] if lower[-1] in "fl" else ""
        if suffix == "l":
            raise emitter.error(node, "a long double literal")
        digits = text[:-1] if suffix else text
        value = float.fromhex(digits) if lower.startswith("0x") else float(digits)
        return value, _TYPES["float" if suffix == "f" else "double"]
    digits = text.rstrip("uUlL")
    suffix = text[len(digits):].lower()
    if lower.startswith("0x"):
        value = int(digits, 16)
    elif digits.startswith("0") and len(digits) > 1:
        value = int(digits, 8)
    else:
        value = int(digits)
    unsigned = "u" in suffix
    wide = "l" in suffix or value > (2**32 - 1 if unsigned else 2**31 - 1)
    name = ("unsigned " if unsigned else "") + ("long" if wide else "int")
    return value, _TYPES["unsigned" if name == "unsigned int" else name]


def _float_literal(value: float) -> str:
    """An MLIR float literal that reads back as exactly ``value``."""
    if not math.isfinite(value):
        return {math.inf: "0x7FF0000000000000", -math.inf: "0xFFF0000000000000"}.get(value, "0x7FF8000000000000")
    text = repr(float(value))
    mantissa, _, exponent = text.partition("e")
    if "." not in mantissa:
        mantissa += ".0"
    return f"{mantissa}e{exponent}" if exponent else mantissa
