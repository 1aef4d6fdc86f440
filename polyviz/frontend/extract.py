"""Extract the static control part (SCoP) of a C function into the polyhedral model.

The walk has two stages. First every top-level statement of the function body is tried on
its own, to find the SCoP: the region between ``#pragma scop`` and ``#pragma endscop``, or
else the longest run of consecutive statements that qualify and contain a ``for`` loop.
Then that region is extracted for real: statements are named ``S0``, ``S1``, … in textual
order and their domains, accesses and the original schedule tree are built as isl objects.
"""
from __future__ import annotations

import copy
import functools
import math
import re
from dataclasses import dataclass, field

import islpy as isl
from pycparser import c_ast, c_parser
from pycparser.c_generator import CGenerator

from ..errors import ScopError
from ..limits import describe, limit
from ..model import (Array, BandAnnotation, FunctionParameter, LiveIterator, Loop, Scop, SourceRegion, Statement,
                     UserPragma, c_nodes, later_use)
from ..model.ranges import INT, INT64, INT_PARAMETER_LIMIT, fits, integer_range, parameter_box, value_range
from .affine import Affine, AffineTranslator, bound
from .header import parse_kernel_header
from .positions import SourcePositions
from .declarators import WrittenDeclaration, declaration_span, parse_definitions, written_declaration
from .extensions import plain_c
from .preprocess import (USER_FILE, PreprocessorOptions, line_directives, macro_definitions, preprocess,
                         without_line_directives)
from .source import checked_text
from .written import SourceAlignment

MAX_LOOP_DEPTH = 12
#: Deepest syntax tree (expressions and statements) the extraction walks: they recurse, about three
#: Python frames per level, and must stay well inside Python's recursion limit of 1000.
MAX_SYNTAX_DEPTH = 200
#: How messages state the parameter values overflow is judged for.
LIMITS = f"within their C types (int ones up to {INT_PARAMETER_LIMIT})"
PURE_MATH_FUNCTIONS = frozenset(
    "sqrt sqrtf exp expf exp2 log logf log2 log10 pow powf fabs fabsf abs labs sin sinf cos cosf tan tanf "
    "asin acos atan atan2 sinh cosh tanh floor floorf ceil ceilf round fmod fmin fmax fminf fmaxf cbrt "
    "hypot erf erfc tgamma lgamma trunc copysign".split())
_INTEGER_TYPES = ("int", "long", "short", "char", "unsigned", "signed", "size_t", "int32_t", "int64_t",
                  "uint32_t", "uint64_t", "ptrdiff_t")
_ASSIGNMENT_OPS = ("=", "+=", "-=", "*=", "/=")
_UNSUPPORTED_STATEMENTS = {
    c_ast.While: ("while", "while loops are not supported: the trip count must be an affine for loop"),
    c_ast.DoWhile: ("do-while", "do-while loops are not supported: the trip count must be an affine for loop"),
    c_ast.Goto: ("goto", "goto breaks the static control flow a SCoP needs"),
    c_ast.Label: ("label", "labels and goto break the static control flow a SCoP needs"),
    c_ast.Break: ("break", "break makes the trip count depend on data: not a static control part"),
    c_ast.Continue: ("continue", "continue makes control flow depend on data: not a static control part"),
    c_ast.Switch: ("switch", "switch statements are not supported; use if with affine conditions"),
    c_ast.Return: ("return", "return inside a loop nest breaks the static control flow"),
}


@dataclass
class _Declared:
    c_type: str
    extents: tuple[str | None, ...]
    extent_nodes: tuple[c_ast.Node | None, ...]
    storage: str
    is_integer: bool
    volatile: bool = False
    #: The declaration's position in the user's source (1-based line and column).
    line: int | None = None
    column: int | None = None
    #: For an array: its declaration as the user's text spells it, if polyviz finds it there.
    written: WrittenDeclaration | None = None


@dataclass
class _LoopFrame:
    loop: Loop
    constraints: list[str]
    schedule_sign: int
    declared: bool
    stride: int = 1
    #: The iterator's C type is unsigned: values below zero wrap around.
    unsigned: bool = False
    #: The loop as the original runs it (set once its bounds are read).
    run: _LoopRun | None = None


@dataclass
class _LoopRun:
    """A ``for`` statement as the original runs it: enough to know the value its iterator has
    when the loop ends (the first value failing the condition, or the lower bound when the loop
    runs no iteration)."""

    iterator: str
    declared: bool
    outer_iterators: tuple[str, ...]
    #: Bounds and ``if`` conditions of the enclosing loops: where the ``for`` statement is reached.
    outer_constraints: tuple[str, ...]
    constraints: tuple[str, ...]
    #: The constraint that gives the iterator its initial value.
    start: str
    stride: int
    #: The original schedule's time of the ``for`` statement: positions and enclosing loop values
    #: (negated for decreasing loops), interleaved.
    times: tuple[str, ...]

    def _body(self, prefix: str) -> isl.Map:
        """``[outer iterators] -> [value]`` of every iteration."""
        return isl.Map(f"{prefix}{{ [{', '.join(self.outer_iterators)}] -> [{self.iterator}] : "
                       f"{' and '.join(self.outer_constraints + self.constraints)} }}")

    def _starts(self, prefix: str) -> isl.Map:
        """``[outer iterators] -> [initial value]`` wherever the ``for`` statement is reached."""
        reached = " and ".join(self.outer_constraints) or "true"
        return isl.Map(f"{prefix}{{ [{', '.join(self.outer_iterators)}] -> [{self.iterator}] : "
                       f"{reached} and {self.start} }}")

    def _exit_values(self, prefix: str) -> isl.Map:
        """``[outer iterators] -> [value when the loop ends]`` wherever it is reached."""
        body = self._body(prefix)
        last = body.lexmax() if self.stride > 0 else body.lexmin()
        step = isl.Map(f"{prefix}{{ [{self.iterator}] -> [{self.iterator} + {self.stride}] }}")
        starts = self._starts(prefix)
        return last.apply_range(step).union(starts.subtract_domain(body.domain()))

    def exits(self, prefix: str, length: int) -> isl.Set:
        """``[time…, exit value]`` of every run of the loop, the time padded to ``length``."""
        times = list(self.times) + ["0"] * (length - len(self.times))
        time = isl.Map(f"{prefix}{{ [{', '.join(self.outer_iterators)}] -> [{', '.join(times)}] }}")
        return time.flat_range_product(self._exit_values(prefix)).range()

    def held(self, prefix: str) -> isl.Set:
        """Every value the iterator holds: initial, in an iteration, and when the loop ends."""
        return self._starts(prefix).union(self._body(prefix)).union(self._exit_values(prefix)).range()


@dataclass
class _Access:
    array: str
    subscripts: tuple[Affine, ...]
    node: c_ast.Node


@dataclass
class _RawStatement:
    name: str
    node: c_ast.Node
    text: str
    line: int
    frames: tuple[_LoopFrame, ...]
    conditions: tuple[str, ...]
    positions: tuple[int, ...]
    reads: list[_Access]
    writes: list[_Access]


@dataclass
class _TreeNode:
    """The shape of the SCoP for building the schedule tree: a loop, a statement or a block."""

    kind: str
    loop: _LoopFrame | None = None
    statement: str | None = None
    children: list[_TreeNode] = field(default_factory=list)


#: The function name given to a bare loop nest pasted without a surrounding function.
BARE_NEST_FUNCTION = "polyviz_nest"


def parse_c(source: str, function: str | None = None,
            options: PreprocessorOptions = PreprocessorOptions()) -> Scop:
    """The SCoP of ``function`` (or of the function holding the loop nest) in C ``source``,
    preprocessed with ``options`` (include folders and macro definitions).

    ``source`` may also be a bare loop nest (statements without a function around them): it is
    then read as the body of a function ``polyviz_nest``; undeclared arrays are assumed to hold
    doubles and free integer symbols become parameters.
    """
    source = checked_text(source)
    if not source.strip():
        raise ScopError("the input is empty: paste a C function with a loop nest", line=1, column=1,
                        construct="empty input")
    try:
        return _parse_c(source, without_line_directives(source), function, options)
    except ScopError as error:
        raise _named_by_line_directive(error, source) from None


def _parse_c(source: str, readable: str, function: str | None, options: PreprocessorOptions) -> Scop:
    """:func:`parse_c` of ``source``, preprocessed as ``readable`` (without its ``#line`` directives)."""
    try:
        preprocessed = preprocess(readable, options)
        ast = _parse(preprocessed.text, source, preprocessed.empty_headers)
        functions = [ext for ext in ast.ext if isinstance(ext, c_ast.FuncDef) and _in_user_file(ext)]
    except ScopError as error:
        if error.construct != "syntax" or function is not None:
            raise
        return _parse_bare_nest(source, readable, options, error)
    if not functions and function is None and "for" in source:
        return _parse_bare_nest(source, readable, options, None)
    chosen = _choose_function(functions, function, source)
    return _Extractor(source, preprocessed.text, ast, chosen, macros=_macros_of(source, options, preprocessed)).scop()


def _named_by_line_directive(error: ScopError, source: str) -> ScopError:
    """``error`` also giving the file and line a ``#line`` directive before it names its line with."""
    directive = next((d for d in reversed(line_directives(source)) if error.line and d.at < error.line), None)
    if directive is None or error.file is not None:
        return error
    name = next((d.name for d in reversed(line_directives(source)) if d.at <= directive.at and d.name), None)
    named = f"{name}, line" if name else "line"
    return ScopError(f"{error.reason} (the #line directive on line {directive.at} calls this {named} "
                     f"{directive.number + error.line - directive.at - 1})", line=error.line, column=error.column,
                     construct=error.construct, source=source)


def _macros_of(source: str, options: PreprocessorOptions, preprocessed):
    """The macros in force at the end of ``source``, read when first asked for (only where a macro
    hides an array's declarator)."""
    return functools.cache(lambda: parse_definitions(macro_definitions(source, options, preprocessed.empty_headers)))


def parse_signature(signature: str) -> tuple[FunctionParameter, ...]:
    """The parameters of a C function signature such as ``void f(int n, double A[n][n])``."""
    text = f"{signature}\n{{\n}}\n"
    functions = [ext for ext in _parse(text, text).ext if isinstance(ext, c_ast.FuncDef)]
    if len(functions) != 1:
        raise ScopError("expected one C function signature", construct=signature)
    return tuple(_Extractor(text, text, c_ast.FileAST([]), functions[0]).function_parameters)


def _parse_bare_nest(source: str, readable: str, options: PreprocessorOptions, error: ScopError | None) -> Scop:
    # "#line 1" makes the wrapped text's line numbers the user's own.
    wrapped = f"void {BARE_NEST_FUNCTION}(void) {{\n#line 1\n{readable}\n}}\n"
    try:
        preprocessed = preprocess(wrapped, options)
        ast = _parse(preprocessed.text, source, preprocessed.empty_headers)
    except ScopError as wrapped_error:
        # Report whichever reading got further into the text: that is what the user meant.
        furthest = max((e for e in (error, wrapped_error) if e is not None),
                       key=lambda e: (e.line or 0, e.column or 0))
        raise furthest from None
    functions = [ext for ext in ast.ext if isinstance(ext, c_ast.FuncDef) and ext.decl.name == BARE_NEST_FUNCTION]
    if len(functions) != 1 or not any(isinstance(n, c_ast.For) for n in c_nodes(functions[0].body)):
        if error is not None:
            raise error
        raise ScopError("no for loop found", line=1, column=1, construct="input", source=source)
    return _Extractor(source, preprocessed.text, ast, functions[0], bare=True,
                      macros=_macros_of(wrapped, options, preprocessed)).scop()


class _LocatingParser(c_parser.CParser):
    """pycparser reports some syntax errors ("Invalid expression") without a position: add the
    position of the token the parser stopped at."""

    def _parse_error(self, msg, coord):
        if not hasattr(coord, "line"):
            try:
                coord = self._tok_coord(self._peek())
            except Exception:  # an internal pycparser detail: fall back to its own message
                pass
        super()._parse_error(msg, coord)


def _parse(text: str, source: str, empty_headers: tuple[str, ...] = ()) -> c_ast.FileAST:
    """``text`` (preprocessed ``source``) parsed; ``empty_headers`` were read as empty files."""
    _refuse_oversized(text)
    readable, unsupported = plain_c(text)
    if unsupported is not None:
        token = unsupported.token
        raise ScopError(unsupported.reason, construct=token.text,
                        **_place(token.file, token.line, token.column, source, text))
    parser = _LocatingParser()
    try:
        ast = parser.parse(readable, filename=USER_FILE)
    except RecursionError:
        # pycparser parses by recursive descent: the token it stopped at is where nesting got too deep.
        try:
            coord = parser._tok_coord(parser._peek())
            place = _place(coord.file, coord.line, coord.column, source, text)
        except Exception:  # an internal pycparser detail: report without a position
            place = {}
        raise ScopError("nested too deeply for the C parser (parentheses, braces or loops nested hundreds "
                        "of levels deep)", construct="nesting", **place) from None
    except c_parser.ParseError as error:
        message = str(error)
        # A header read as empty is the likely cause when its macros are missing.
        hint = ("; these headers were not found and were read as empty: "
                + ", ".join(empty_headers) + " (pass their folder with -I DIR)" if empty_headers else "")
        match = re.match(r"^(.*?):(\d+):(\d+): (.*)$", message, re.S)
        if match:
            what = match.group(4).strip()
            raise ScopError(f"C syntax error ({what}){hint}", construct="syntax",
                            **_place(match.group(1), int(match.group(2)), int(match.group(3)), source, text)) from None
        raise ScopError(f"C syntax error ({message.split(': ', 1)[-1]}){hint}", construct="syntax") from None
    _refuse_deep_syntax(ast, source, text)
    return ast


def _user_position(file: str, line: int, column: int, positions: SourcePositions) -> tuple[int, int]:
    """A position pycparser reports in the preprocessed text as the line and column in the user's
    text; a position in an included header as it is."""
    if file != USER_FILE:
        return line, column
    return positions.user_position(line, column)


def _place(file: str | None, line: int, column: int, source: str, preprocessed: str,
           positions: SourcePositions | None = None) -> dict:
    """The :class:`ScopError` keywords for a position in the preprocessed text: the line and column
    in the user's text, or in the included header (named, with its own line under the caret)."""
    if file == USER_FILE:
        line, column = (positions or SourcePositions(source, preprocessed)).user_position(line, column)
        return {"line": line, "column": column, "source": source}
    return {"line": line, "column": column, "source": _header_text(file), "file": file}


def _header_text(path: str | None) -> str | None:
    """The text of the included header ``path`` (as the preprocessor names it), ``None`` when unreadable."""
    try:
        with open(path, "rb") as header:
            return header.read(limit("MAX_INPUT_BYTES")).decode("utf-8", "replace")
    except (OSError, TypeError):
        return None


def _refuse_oversized(text: str) -> None:
    """Refuse, before the slow parse, preprocessed text beyond ``MAX_PARSE_BYTES`` and inputs with
    more statements than ``MAX_STATEMENTS`` (counted as the semicolons of the user's own text that
    do not belong to a ``for`` header)."""
    statements = 0
    in_user_file = True
    for line in text.splitlines():
        marker = _LINE_MARKER.match(line)
        if marker:
            in_user_file = marker.group(1) == USER_FILE
        elif in_user_file:
            statements += line.count(";") - 2 * len(_FOR_KEYWORD.findall(line))
    if statements > limit("MAX_STATEMENTS"):
        raise ScopError(f"too many statements: {statements:,} > {describe('MAX_STATEMENTS')}", construct="input")
    if len(text) > limit("MAX_PARSE_BYTES"):
        raise ScopError(f"the preprocessed input ({len(text):,} bytes) is larger than the limit of "
                        f"{describe('MAX_PARSE_BYTES')}", construct="input")


_LINE_MARKER = re.compile(r'^#(?:line)?\s*\d+\s+"(.*)"')
_FOR_KEYWORD = re.compile(r"\bfor\s*\(")


def _refuse_deep_syntax(ast: c_ast.FileAST, source: str, preprocessed: str) -> None:
    """Refuse syntax trees deeper than :data:`MAX_SYNTAX_DEPTH` (a sum of 50 000 terms is a tree
    50 000 levels deep), measured without recursion, naming the line where the limit is crossed."""
    stack = [(ast, 0)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_SYNTAX_DEPTH:
            coord = node.coord
            place = _place(coord.file, coord.line, coord.column, source, preprocessed) if coord is not None else {}
            raise ScopError(f"expressions or statements nested more than {MAX_SYNTAX_DEPTH} levels deep are not "
                            "supported (split the expression or the nest)", construct="nesting", **place)
        stack.extend((child, depth + 1) for _, child in node.children())


def _in_user_file(node: c_ast.Node) -> bool:
    return node.coord is not None and node.coord.file == USER_FILE


def _choose_function(functions: list[c_ast.FuncDef], name: str | None, source: str) -> c_ast.FuncDef:
    if not functions:
        raise ScopError("no function definition found: polyviz reads a C function whose body holds the loop "
                        "nest (or a #pragma scop region inside one)", line=1, column=1, construct="input",
                        source=source)
    names = [f.decl.name for f in functions]
    if name is not None:
        for f in functions:
            if f.decl.name == name:
                return f
        raise ScopError(f"no function named {name!r}; the input defines {', '.join(names)}", construct=name)
    with_pragma = [f for f in functions if any(_is_pragma(n, "scop") for n in c_nodes(f.body))]
    if with_pragma:
        return with_pragma[0]
    with_loops = [f for f in functions if any(isinstance(n, c_ast.For) for n in c_nodes(f.body))]
    if len(with_loops) == 1:
        return with_loops[0]
    kernels = [f for f in with_loops if f.decl.name.startswith("kernel")]
    if len(kernels) == 1:
        return kernels[0]
    if not with_loops:
        raise ScopError("no for loop found in " + ", ".join(names), line=functions[0].coord.line,
                        construct="input", source=source)
    raise ScopError("several functions hold loops (" + ", ".join(f.decl.name for f in with_loops)
                    + "): name one with function=…", construct="input")


def _loop_variable(node: c_ast.For) -> tuple[str | None, bool]:
    """The name a ``for`` loop initialises, and whether the loop declares it."""
    init = node.init
    if isinstance(init, c_ast.DeclList) and init.decls:
        return init.decls[0].name, True
    if isinstance(init, c_ast.Assignment) and isinstance(init.lvalue, c_ast.ID):
        return init.lvalue.name, False
    return None, False


def _assigned_loop_iterators(node: c_ast.Node) -> set[str]:
    """Variables declared outside them that ``for`` loops in ``node`` use as iterators."""
    return {name for n in c_nodes(node) if isinstance(n, c_ast.For)
            for name, declared in [_loop_variable(n)] if name is not None and not declared}


def _free_names(node: c_ast.Node, bound: frozenset[str] = frozenset()):
    """The identifiers in ``node`` outside loops over them."""
    if isinstance(node, c_ast.For):
        name, _ = _loop_variable(node)
        bound = bound | {name} if name is not None else bound
    if isinstance(node, c_ast.ID) and node.name not in bound:
        yield node
    for _, child in node.children():
        yield from _free_names(child, bound)


def _is_pragma(node: c_ast.Node, word: str) -> bool:
    return isinstance(node, c_ast.Pragma) and node.string.strip() == word


def _c(node: c_ast.Node) -> str:
    return CGenerator().visit(node)


class _Extractor:
    def __init__(self, source: str, preprocessed: str, ast: c_ast.FileAST, function: c_ast.FuncDef,
                 bare: bool = False, macros=dict):
        self.source = source
        #: The macro definitions (a function: read only when needed).
        self.macros = macros
        self.preprocessed = preprocessed
        self.positions = SourcePositions(source, preprocessed)
        self.bare = bare
        self.function = function
        self.declared: dict[str, _Declared] = {}
        self.function_parameters: list[FunctionParameter] = []
        self._declare_globals(ast)
        self._declare_parameters(function)
        self.fixed_locals = _fixed_locals(function)
        self._reset()

    def _reset(self) -> None:
        self.statements: list[_RawStatement] = []
        self.loops: list[Loop] = []
        self.parameter_uses: dict[str, c_ast.Node] = {}
        self.scop_locals: dict[str, _Declared] = {}
        self.hoisted: list[str] = []
        self.frames: list[_LoopFrame] = []
        self.conditions: list[str] = []
        self.loop_runs: list[_LoopRun] = []
        #: The values loops compare their iterators with: (loop, C text, value, line).
        self.bound_values: list[tuple[_LoopRun, str, Affine, int]] = []
        self.iterator_types: dict[str, str] = {}
        self.loop_pragma: c_ast.Pragma | None = None
        self.user_pragmas: list[UserPragma] = []
        self.affine = AffineTranslator(self._resolve, self.source, self._position)

    # -- declarations --------------------------------------------------------------------------
    def _declare_globals(self, ast: c_ast.FileAST) -> None:
        self.typedefs: dict[str, str] = {}
        self.user_typedefs: list[str] = []
        for ext in ast.ext:
            if isinstance(ext, c_ast.Typedef) and isinstance(ext.type, c_ast.TypeDecl) \
                    and isinstance(ext.type.type, c_ast.IdentifierType):
                names = ext.type.type.names
                self.typedefs[ext.name] = self.typedefs.get(" ".join(names), " ".join(names))
                if _in_user_file(ext):
                    self.user_typedefs.append(ext.name)
            # Declarations in headers too: an extern array's element type, an extern pointer's aliasing.
            if isinstance(ext, c_ast.Decl) and ext.name and not isinstance(ext.type, c_ast.FuncDecl):
                self._declare(ext, "global")

    def _declare_parameters(self, function: c_ast.FuncDef) -> None:
        func_type = function.decl.type
        params = func_type.args.params if func_type.args else []
        if function.param_decls or any(isinstance(param, c_ast.ID) for param in params):
            raise self._error(function.decl, function.decl.name,
                              "old-style (K&R) parameter declarations are not supported: declare each "
                              f"parameter's type in the parameter list, e.g. void {function.decl.name}(int n, "
                              "double A[n])")
        parameter_list = self._parameter_list(function)
        for param in params:
            if isinstance(param, c_ast.Typename):  # (void)
                continue
            if isinstance(param, c_ast.EllipsisParam):
                raise self._error(param, "...", "variadic functions cannot be kernels")
            info = self._declare(param, "parameter", parameter_list)
            if info.storage == "pointer":
                kind = "pointer"
            elif info.extents:
                kind = "array"
            elif info.is_integer:
                kind = "size"
            else:
                kind = "scalar"
            written = info.written if kind == "array" else self._written(param, parameter_list, 0)
            if written is not None:
                declaration, restricted = written.text, written.restrict_text
            else:
                declaration, restricted = _c(param), _restrict_c(param) if kind == "array" else ""
            self.function_parameters.append(FunctionParameter(param.name, kind, info.c_type, info.extents,
                                                                declaration, restricted))

    def _parameter_list(self, function: c_ast.FuncDef) -> tuple[int, int] | None:
        """Token indices of the parentheses around the function's parameters in the user's text."""
        if self.bare or function.decl.coord is None or function.decl.coord.file != USER_FILE:
            return None
        try:
            name = self.positions.anchor(function.decl.coord.line, function.decl.coord.column)
        except LookupError:
            return None
        tokens = self.positions.tokens
        if tokens[name].text != function.decl.name or name + 1 >= len(tokens) or tokens[name + 1].text != "(":
            return None
        closing = self.positions.matching_bracket(name + 1)
        return (name + 1, closing) if closing is not None else None

    def _declare(self, decl: c_ast.Decl, storage: str, bounds: tuple[int, int] | None = None) -> _Declared:
        info = self._described(decl, storage, bounds)
        self.declared[decl.name] = info
        return info

    def _written(self, decl: c_ast.Decl, bounds: tuple[int, int] | None, rank: int) -> WrittenDeclaration | None:
        """``decl`` (of an array of ``rank`` dimensions, or a scalar: 0) as the user's text spells it; ``bounds``:
        the tokens around it (a parameter list's parentheses), else its statement's."""
        coord = decl.coord
        if coord is None or coord.file != USER_FILE or not decl.name:
            return None
        positions = self.positions
        try:
            at = positions.anchor(coord.line, coord.column)
            low, high = bounds if bounds is not None else (positions.construct_start(at) - 1,
                                                           positions.next_token(at, ";"))
        except (LookupError, IndexError):
            return None
        texts = positions.texts
        first, last = declaration_span(texts, at, low, high)
        return written_declaration(positions.tokens, first, last, decl.name, rank, self.macros)

    def _described(self, decl: c_ast.Decl, storage: str, bounds: tuple[int, int] | None = None) -> _Declared:
        """What ``decl`` declares, of ``storage`` unless it declares a pointer; ``bounds`` as
        :meth:`_written` takes them.

        A pointer parameter is ``"pointer"`` (``*sum``: one scalar passed by pointer).  A pointer
        variable (``float *p``, ``double (*P)[n] = (void *)A``) is indexed like an array whose
        first extent is unknown; it may point into any other array, which its storage,
        ``"global-pointer"`` or ``"local-pointer"``, says."""
        position = self._position(decl) if _in_user_file(decl) else (None, None)
        node = decl.type
        extents: list[str | None] = []
        extent_nodes: list[c_ast.Node | None] = []
        while isinstance(node, (c_ast.ArrayDecl, c_ast.PtrDecl)):
            if isinstance(node, c_ast.PtrDecl):
                pointee = node.type
                while isinstance(pointee, c_ast.ArrayDecl):
                    pointee = pointee.type
                if extents or storage == "parameter" or not isinstance(pointee, c_ast.TypeDecl):
                    return _Declared(_type_name(node), (), (), "pointer", False, "volatile" in decl.quals)
                storage = "local-pointer" if storage in ("local", "static-local") else "global-pointer"
                extents.append(None)
                extent_nodes.append(None)
                node = node.type
                continue
            extents.append(_c(node.dim) if node.dim is not None else None)
            extent_nodes.append(node.dim)
            node = node.type
        type_name = _type_name(node)
        written = self._written(decl, bounds, len(extents)) if extents and not storage.endswith("pointer") else None
        return _Declared(type_name, tuple(extents), tuple(extent_nodes), storage,
                         not extents and _is_integer(type_name), "volatile" in decl.quals, *position, written)

    # -- positions and errors ------------------------------------------------------------------
    def _position(self, node: c_ast.Node) -> tuple[int | None, int | None]:
        """``node``'s line and column in the user's text (pycparser's columns count in the
        preprocessed text, without comments and with macros expanded)."""
        coord = node.coord
        if coord is None:
            return None, None
        return _user_position(coord.file, coord.line, coord.column, self.positions)

    def _error(self, node: c_ast.Node, construct: str, reason: str) -> ScopError:
        coord = node.coord
        place = {} if coord is None else _place(coord.file, coord.line, coord.column, self.source,
                                                 self.preprocessed, self.positions)
        return ScopError(reason, construct=construct, **place)

    # -- identifiers in affine expressions -----------------------------------------------------
    def _resolve(self, node: c_ast.ID) -> str:
        name = node.name
        if any(frame.loop.iterator == name for frame in self.frames):
            return name
        if name in self.fixed_locals and name not in self.scop_locals:
            try:
                return f"({self.affine.expression(self.fixed_locals[name], 'loop bound').text})"
            except ScopError:
                pass  # not affine in the parameters: the local is a parameter of its own
        info = self.scop_locals.get(name) or self.declared.get(name)
        if info is not None and info.extents:
            raise self._error(node, name, f"{name} is an array: it cannot stand in a loop bound or subscript "
                                          "without an index, and an indexed read would not be affine")
        if info is not None and not info.is_integer:
            raise self._error(node, name, f"{name} has type {info.c_type}: loop bounds and subscripts must be "
                                          "integer expressions of iterators and parameters")
        self.parameter_uses.setdefault(name, node)
        return name

    # -- the SCoP region -----------------------------------------------------------------------
    def _region(self) -> tuple[list[c_ast.Node], int, int]:
        """The SCoP's statements and where they stand in the user's text (start and end offsets)."""
        items = self.function.body.block_items or []
        starts = [i for i, n in enumerate(items) if _is_pragma(n, "scop")]
        if starts:
            begin = starts[0]
            ends = [i for i, n in enumerate(items) if i > begin and _is_pragma(n, "endscop")]
            if not ends:
                raise self._error(items[begin], "#pragma scop", "#pragma scop has no matching #pragma endscop "
                                                                "in the same block")
            end = ends[0]
            region = items[begin + 1:end]
            if not any(isinstance(n, c_ast.For) for item in region for n in c_nodes(item)):
                raise self._error(items[begin], "#pragma scop", "the #pragma scop region holds no for loop")
            ended: set[str] = set()
            for item in region:
                late = next((n for n in _free_names(item) if n.name in ended), None)
                if late is not None:
                    raise self._error(late, late.name, f"{late.name} is read after its loop ended, inside the "
                                                       "SCoP: end the #pragma scop region before this statement")
                ended |= _assigned_loop_iterators(item)
            # The pragma lines stay; the lines between them are replaced.
            first = self.positions.line_start(items[begin].coord.line + 1)
            last = self.positions.line_start(items[end].coord.line)
            return region, first, last
        stray = next((n for n in c_nodes(self.function.body) if _is_pragma(n, "endscop")), None)
        if stray is not None:
            line = stray.coord.line
            try:
                directive = self.positions.tokens[self.positions.directive_on(line)]
                column = directive.start - self.positions.line_start(line) + 1
            except LookupError:  # a pragma a macro wrote (_Pragma): no directive of the user's on the line
                column = None
            raise ScopError("#pragma endscop has no #pragma scop before it in the same block: add the #pragma scop "
                            "where the region begins, or remove the #pragma endscop", line=line, column=column,
                            construct="#pragma endscop", source=self.source)
        qualifies: list[bool] = []
        first_failure: ScopError | None = None
        # Iterators (not declared in their for) of the loops in the run of qualifying items so far:
        # the model has no value for them after their loop, so an item reading one ends the run
        # (the value then comes from the live-iterator assignment after the SCoP).
        ended: set[str] = set()
        for item in items:
            if isinstance(item, c_ast.Decl) and item.name in self.fixed_locals:
                # It stays before the SCoP, which reads it as its value.
                qualifies.append(False)
                ended = set()
                continue
            try:
                self._trial(item)
                qualifies.append((not isinstance(item, c_ast.Decl) or item.init is not None)
                                 and not any(n.name in ended for n in _free_names(item)))
            except ScopError as error:
                has_loop = any(isinstance(n, (c_ast.For, c_ast.While, c_ast.DoWhile)) for n in c_nodes(item))
                if has_loop:
                    raise
                first_failure = first_failure or error
                qualifies.append(False)
            ended = ended | _assigned_loop_iterators(item) if qualifies[-1] else set()
        for i in range(len(items) - 1, 0, -1):
            # A pragma on a loop of the SCoP belongs to it (see _append_items).
            if _is_loop_pragma(items[i - 1], items[i]) and qualifies[i]:
                qualifies[i - 1] = True
        best: tuple[int, int] | None = None
        start = None
        for i, ok in enumerate(qualifies + [False]):
            if ok and start is None:
                start = i
            elif not ok and start is not None:
                loops = sum(1 for item in items[start:i] for n in c_nodes(item) if isinstance(n, c_ast.For))
                if loops and (best is None or loops > best[2]):
                    best = (start, i, loops)
                start = None
        if best is None:
            if first_failure is not None:
                raise first_failure
            raise self._error(self.function, self.function.decl.name, "no for loop nest found in this function")
        begin, end, _ = best
        region = items[begin:end]
        first = self._item_start(region[0])
        following = self._item_start(items[end]) if end < len(items) else self._closing_brace()
        return region, self.positions.tokens[first].start, self.positions.end_before(following)

    def _item_start(self, item: c_ast.Node) -> int:
        """Token index where a statement of the function body begins in the user's text."""
        positions = self.positions
        if isinstance(item, c_ast.Pragma):
            return positions.directive_on(item.coord.line)
        return positions.construct_start(positions.anchor(item.coord.line, item.coord.column))

    def _trial(self, item: c_ast.Node) -> None:
        saved = dict(self.declared)
        try:
            self._block([item], (0,))
        finally:
            self.declared = saved
            self._reset()

    def _opening_brace(self) -> int:
        """Token index of the ``{`` opening the function body."""
        name = self.positions.anchor(self.function.decl.coord.line, self.function.decl.coord.column)
        return self.positions.next_token(name, "{")

    def _closing_brace(self) -> int:
        """Token index of the ``}`` closing the function body (one past the last token of a bare nest)."""
        if self.bare:
            return len(self.positions.tokens)
        return self.positions.matching_brace(self._opening_brace())

    def _function_span(self) -> tuple[int, int, int]:
        """Offsets of the function's first character (its declaration specifiers: ``static`` on a
        line of its own belongs to it), of its body's ``{`` and just after its closing ``}``."""
        if self.bare:
            return 0, 0, len(self.source)
        positions = self.positions
        opening = self._opening_brace()
        start = positions.construct_start(positions.anchor(self.function.decl.coord.line,
                                                           self.function.decl.coord.column))
        return (positions.tokens[start].start, positions.tokens[opening].start,
                positions.tokens[positions.matching_brace(opening)].end)

    # -- the walk ------------------------------------------------------------------------------
    def _block(self, items: list[c_ast.Node], positions: tuple[int, ...]) -> list[_TreeNode]:
        """Tree nodes of ``items``; an item's position in its block extends ``positions``.

        Braces and ``if`` are transparent: their statements take positions in the enclosing
        block (an ``if`` only adds its condition to their domains), so positions interleave
        with loop levels exactly as in the 2d+1 schedule form.
        """
        nodes: list[_TreeNode] = []
        self._append_items(items, positions, nodes)
        return nodes

    def _append_items(self, items: list[c_ast.Node], positions: tuple[int, ...], nodes: list[_TreeNode]) -> None:
        for index, item in enumerate(items):
            if index + 1 < len(items) and _is_loop_pragma(item, items[index + 1]):
                # The user's pragma on a loop (#pragma omp parallel for, …) describes the original
                # loop, not the loops a schedule makes: the model keeps it as a note, and code
                # generation drops it (parallel loops come from checked parallel steps).
                self.loop_pragma = item
            elif isinstance(item, c_ast.Compound):
                self._append_items(item.block_items or [], positions, nodes)
            elif isinstance(item, c_ast.If):
                self._if(item, positions, nodes)
            else:
                for part in _unchained(item):
                    made = self._item(part, positions + (len(nodes),))
                    if made is not None:
                        nodes.append(made)

    def _item(self, item: c_ast.Node, positions: tuple[int, ...]) -> _TreeNode | None:
        if isinstance(item, c_ast.For):
            return self._for(item, positions)
        if isinstance(item, c_ast.Decl):
            return self._declaration(item, positions)
        if isinstance(item, (c_ast.Assignment, c_ast.UnaryOp)):
            return self._statement(item, positions)
        if isinstance(item, c_ast.EmptyStatement):
            return None
        if isinstance(item, c_ast.Pragma):
            raise self._error(item, f"#pragma {item.string}", "pragmas inside a SCoP are not supported")
        if type(item) in _UNSUPPORTED_STATEMENTS:
            construct, reason = _UNSUPPORTED_STATEMENTS[type(item)]
            raise self._error(item, construct, reason)
        if isinstance(item, c_ast.FuncCall):
            raise self._error(item, _c(item), "a function call as a statement may have side effects: only "
                                              "assignments are allowed in a SCoP")
        raise self._error(item, type(item).__name__, "this statement is not supported in a SCoP")

    def _for(self, node: c_ast.For, positions: tuple[int, ...]) -> _TreeNode:
        if len(self.frames) >= MAX_LOOP_DEPTH:
            raise self._error(node, "for", f"loops nested deeper than {MAX_LOOP_DEPTH} are not supported")
        iterator, lower, declared = self._loop_init(node)
        self.iterator_types.setdefault(iterator, _type_name(node.init.decls[0].type) if declared and not self.bare
                                       else self._local_type(iterator))
        stride = self._loop_stride(node, iterator)
        if node.cond is None:
            raise self._error(node, "for", "a for loop without a condition never ends")
        position = len(self.loops)
        loop = Loop(id=f"L{position}", iterator=iterator, depth=len(self.frames),
                    direction=1 if stride > 0 else -1, statements=(), line=node.coord.line)
        self.loops.append(loop)
        if self.loop_pragma is not None:
            self.user_pragmas.append(UserPragma(f"#pragma {self.loop_pragma.string.strip()}",
                                                self.loop_pragma.coord.line, iterator))
            self.loop_pragma = None
        frame = _LoopFrame(loop, [], 1 if stride > 0 else -1, declared, stride, self._is_unsigned(node, iterator))
        self.frames.append(frame)
        try:
            start = self.affine.expression(lower, "loop bound")
            frame.constraints.append(bound(f"{iterator} >= {start.text}" if stride > 0 else f"{iterator} <= {start.text}",
                                           start))
            if abs(stride) > 1:
                sign = "+" if stride > 0 else "-"
                frame.constraints.append(bound(f"exists (e_{iterator} : {iterator} = {start.text} {sign} "
                                               f"{abs(stride)}*e_{iterator})", start))
            condition = self.affine.condition(node.cond, "loop condition")
            if not re.search(rf"\b{re.escape(iterator)}\b", condition):
                raise self._error(node.cond, _c(node.cond), f"the loop condition does not bound the iterator {iterator}")
            frame.constraints.append(condition)
            bound_values = [(side, self.affine.expression(side, "loop bound")) for side in _compared(node.cond)
                            if not any(_is_id(n, iterator) for n in c_nodes(side))]
            outer = self.frames[:-1]
            times = [t for level, f in enumerate(outer)
                     for t in (str(positions[level]), f.loop.iterator if f.schedule_sign > 0 else f"-{f.loop.iterator}")]
            frame.run = _LoopRun(
                iterator, declared, tuple(f.loop.iterator for f in outer),
                tuple(c for f in outer for c in f.constraints) + tuple(self.conditions), tuple(frame.constraints),
                bound(f"{iterator} = {start.text}", start), stride, tuple(times) + (str(positions[-1]),))
            self.loop_runs.append(frame.run)
            self.bound_values += [(frame.run, _c(side), value, node.coord.line)
                                  for side, value in [(lower, start)] + bound_values]
            self._check_not_assigned(node.stmt, iterator)
            body = node.stmt
            items = body.block_items or [] if isinstance(body, c_ast.Compound) else [body]
            first_statement = len(self.statements)
            children = self._block(items, positions)
            if not children:
                raise self._error(node, "for", f"the loop over {iterator} has an empty body: it computes nothing "
                                               "to transform (remove it or give it statements)")
        finally:
            self.frames.pop()
        names = tuple(s.name for s in self.statements[first_statement:])
        frame.loop = Loop(loop.id, loop.iterator, loop.depth, loop.direction, names, loop.line)
        self.loops[position] = frame.loop
        return _TreeNode("loop", loop=frame, children=children)

    def _loop_init(self, node: c_ast.For) -> tuple[str, c_ast.Node, bool]:
        init = node.init
        if isinstance(init, c_ast.DeclList) and len(init.decls) == 1 and init.decls[0].init is not None:
            decl = init.decls[0]
            if not isinstance(decl.type, c_ast.TypeDecl) or not _is_integer(_type_name(decl.type)):
                raise self._error(decl, _c(init), "loop iterators must be integers")
            return decl.name, decl.init, True
        if isinstance(init, c_ast.Assignment) and init.op == "=" and isinstance(init.lvalue, c_ast.ID):
            # A bare nest has no declarations around it: regenerated loops declare their iterators.
            return init.lvalue.name, init.rvalue, self.bare
        raise self._error(node, _c(init) if init is not None else "for (;…)",
                          "a SCoP loop starts with one iterator initialised to an affine value (i = lb)")

    def _is_unsigned(self, node: c_ast.For, iterator: str) -> bool:
        if isinstance(node.init, c_ast.DeclList):
            type_name = _type_name(node.init.decls[0].type)
        else:
            info = self.scop_locals.get(iterator) or self.declared.get(iterator)
            type_name = info.c_type if info is not None else "int"
        words = type_name.split()
        return "unsigned" in words or any(w in ("size_t", "uint32_t", "uint64_t") for w in words)

    def _loop_stride(self, node: c_ast.For, iterator: str) -> int:
        inc = node.next
        if isinstance(inc, c_ast.UnaryOp) and inc.op in ("p++", "++", "p--", "--") and _is_id(inc.expr, iterator):
            return 1 if "++" in inc.op else -1
        if isinstance(inc, c_ast.Assignment) and _is_id(inc.lvalue, iterator):
            if inc.op in ("+=", "-="):
                step = self._constant(inc.rvalue)
                if step:
                    return step if inc.op == "+=" else -step
            if inc.op == "=" and isinstance(inc.rvalue, c_ast.BinaryOp) and inc.rvalue.op in ("+", "-") \
                    and _is_id(inc.rvalue.left, iterator):
                step = self._constant(inc.rvalue.right)
                if step:
                    return step if inc.rvalue.op == "+" else -step
        text = _c(inc) if inc is not None else "(none)"
        raise self._error(inc or node, text, f"the increment of {iterator} must be ++, --, += c or -= c with a "
                                             "non-zero integer constant c")

    def _constant(self, node: c_ast.Node) -> int | None:
        try:
            return self.affine.expression(node, "loop step").constant
        except ScopError:
            return None

    def _check_not_assigned(self, body: c_ast.Node, iterator: str) -> None:
        for n in c_nodes(body):
            target = None
            if isinstance(n, c_ast.Assignment):
                target = n.lvalue
            elif isinstance(n, c_ast.UnaryOp) and n.op in ("++", "--", "p++", "p--"):
                target = n.expr
            if target is not None and _is_id(target, iterator):
                raise self._error(n, _c(n), f"the loop body changes its iterator {iterator}")

    def _if(self, node: c_ast.If, positions: tuple[int, ...], nodes: list[_TreeNode]) -> None:
        branches = [(node.iftrue, False)] + ([(node.iffalse, True)] if node.iffalse is not None else [])
        for branch, negate in branches:
            self.conditions.append(self.affine.condition(node.cond, "if condition", negate=negate))
            try:
                self._append_items([branch], positions, nodes)
            finally:
                self.conditions.pop()

    def _declaration(self, decl: c_ast.Decl, positions: tuple[int, ...]) -> _TreeNode | None:
        if not isinstance(decl.type, c_ast.TypeDecl):
            raise self._error(decl, _c(decl), "only scalar declarations may stand inside a SCoP")
        kept = [word for word in decl.storage + decl.quals if word in ("static", "extern", "volatile")]
        if kept:
            # Regenerated code declares the SCoP's scalars as plain locals before the nest, and a
            # static's initialiser runs once, not on each pass over its declaration.
            raise self._error(decl, _c(decl), f"a {' '.join(kept)} declaration cannot stand inside a SCoP: "
                                              f"declare {decl.name} before it")
        type_name = _type_name(decl.type)
        info = _Declared(type_name, (), (), "scop-local", _is_integer(type_name), False, *self._position(decl))
        previous = self.scop_locals.get(decl.name)
        if previous is not None and previous.c_type != info.c_type:
            raise self._error(decl, _c(decl), f"{decl.name} is declared twice with different types")
        self.scop_locals[decl.name] = info
        self.declared[decl.name] = info
        if previous is None:
            self.hoisted.append(f"{info.c_type} {decl.name};")
        if decl.init is None:
            return None
        assignment = c_ast.Assignment("=", c_ast.ID(decl.name, coord=decl.coord), decl.init, coord=decl.coord)
        return self._statement(assignment, positions)

    def _statement(self, node: c_ast.Node, positions: tuple[int, ...]) -> _TreeNode:
        if isinstance(node, c_ast.UnaryOp):
            if node.op not in ("++", "--", "p++", "p--"):
                raise self._error(node, _c(node), "this expression statement has no effect")
            target, op, value = node.expr, None, None
        else:
            if node.op not in _ASSIGNMENT_OPS:
                raise self._error(node, _c(node), f"the assignment operator {node.op} is not supported "
                                                  f"(use one of {', '.join(_ASSIGNMENT_OPS)})")
            target, op, value = node.lvalue, node.op, node.rvalue
        name = f"S{len(self.statements)}"
        reads: list[_Access] = []
        writes = [self._access(target, "write")]
        if op != "=":
            reads.append(writes[0])
        if value is not None:
            self._reads(value, reads)
        # A local read as its value in a subscript is still a variable the statement's text names.
        named = {n.name: n for n in reversed(list(c_nodes(node)))
                 if isinstance(n, c_ast.ID) and n.name in self.fixed_locals and n.name not in self.scop_locals}
        reads += [_Access(name, (), n) for name, n in named.items() if name not in {a.array for a in reads}]
        raw = _RawStatement(name, node, CGenerator(reduce_parentheses=True).visit(node) + ";", node.coord.line, tuple(self.frames),
                            tuple(self.conditions), positions, reads, writes)
        self.statements.append(raw)
        return _TreeNode("statement", statement=name)

    def _access(self, node: c_ast.Node, role: str) -> _Access:
        if self._pointer_scalar(node):
            # ``*sum``: the one element a scalar parameter passed by pointer points to.
            return _Access(node.expr.name, (), node)
        subscripts: list[c_ast.Node] = []
        base = node
        while isinstance(base, c_ast.ArrayRef):
            subscripts.append(base.subscript)
            base = base.name
        subscripts.reverse()
        if not isinstance(base, c_ast.ID):
            if isinstance(base, c_ast.StructRef):
                raise self._error(node, _c(node), "struct members are not supported in a SCoP")
            raise self._error(node, _c(node), "pointer arithmetic and dereferences are not supported: "
                                              "index a declared array instead")
        name = base.name
        if any(frame.loop.iterator == name for frame in self.frames) and role == "write":
            raise self._error(node, name, f"the loop body changes its iterator {name}")
        info = self.scop_locals.get(name) or self.declared.get(name)
        if info is not None and info.storage == "pointer":
            raise self._error(node, _c(node), f"{name} is a pointer: declare it as an array with its extents "
                                              f"(for example double {name}[n]) so accesses can be analysed")
        if info is not None and len(info.extents) != len(subscripts):
            raise self._rank_error(name, info, node, role, len(subscripts), len(info.extents))
        return _Access(name, tuple(self.affine.expression(s, "subscript") for s in subscripts), node)

    def _pointer_scalar(self, node: c_ast.Node) -> bool:
        """Whether ``node`` is ``*p`` for a parameter ``p`` that points to one scalar (``double *sum``)."""
        if not (isinstance(node, c_ast.UnaryOp) and node.op == "*" and isinstance(node.expr, c_ast.ID)):
            return False
        name = node.expr.name
        return any(p.name == name and p.kind == "pointer" for p in self.function_parameters) \
            and name not in self.scop_locals

    def _reads(self, node: c_ast.Node, reads: list[_Access]) -> None:
        if isinstance(node, (c_ast.ArrayRef,)):
            reads.append(self._access(node, "read"))
            return
        if isinstance(node, c_ast.ID):
            if any(frame.loop.iterator == node.name for frame in self.frames):
                return
            reads.append(self._access(node, "read"))
            return
        if isinstance(node, c_ast.FuncCall):
            callee = node.name.name if isinstance(node.name, c_ast.ID) else _c(node.name)
            if callee not in PURE_MATH_FUNCTIONS:
                raise self._error(node, f"{callee}(…)", f"the call to {callee} may have side effects: only pure math "
                                                        "functions (sqrt, exp, fabs, …) may be called in a SCoP")
            for arg in (node.args.exprs if node.args else []):
                self._reads(arg, reads)
            return
        if isinstance(node, c_ast.Assignment):
            raise self._error(node, _c(node), "assignments nested inside expressions are not supported")
        if isinstance(node, c_ast.UnaryOp):
            if node.op in ("++", "--", "p++", "p--"):
                raise self._error(node, _c(node), "increments nested inside expressions are not supported")
            if self._pointer_scalar(node):
                reads.append(self._access(node, "read"))
                return
            if node.op in ("*", "&"):
                raise self._error(node, _c(node), "pointer arithmetic and dereferences are not supported "
                                                  "(except *p for a scalar parameter passed by pointer)")
            if node.op == "sizeof":
                return
        if isinstance(node, c_ast.StructRef):
            raise self._error(node, _c(node), "struct members are not supported in a SCoP")
        for _, child in node.children():
            if not isinstance(child, (c_ast.Typename,)):
                self._reads(child, reads)

    # -- building the model --------------------------------------------------------------------
    def scop(self) -> Scop:
        region, scop_start, scop_end = self._region()
        for item in region:
            self._check_top_level(item)
        tree = _TreeNode("block", children=self._block(region, ()))
        if len(self.statements) > limit("MAX_SCOP_STATEMENTS"):
            raise ScopError(f"too many statements in the loop nest: {len(self.statements):,} > "
                            f"{describe('MAX_SCOP_STATEMENTS')}", line=self.positions.line_of(scop_start), construct="SCoP",
                            source=self.source)
        self._refuse_volatile()
        written = {a.array for s in self.statements for a in s.writes}
        for name, node in self.parameter_uses.items():
            if name in written:
                raise self._error(node, name, f"this bound or subscript reads {name}, which the SCoP writes: "
                                              "a bound read from memory is not affine")
        parameter_order = [p.name for p in self.function_parameters if p.name in self.parameter_uses]
        parameters = tuple(parameter_order + [n for n in self.parameter_uses if n not in parameter_order])
        alignment = SourceAlignment(self.source, self.preprocessed, self.positions.line_of(scop_start),
                                    self.positions.line_of(max(scop_end - 1, scop_start)))
        statements = self._statements(parameters, alignment)
        arrays = self._arrays(parameters)
        context = self._context(parameters, arrays)
        self._check_trip_counts(parameters, context)
        warnings = self._overflow_warnings(parameters, statements, context) + _pointer_warnings(arrays)
        schedule_tree = build_schedule_tree(tree, statements, parameters)
        function_start, body_start, function_end = self._function_span()
        live_iterators = self._live_iterators(parameters, scop_end, function_end)
        loops = tuple(self.loops)
        function_name = self.function.decl.name
        signature = _c(self.function.decl)
        return Scop(parameters=parameters, context=context, arrays=arrays, statements=statements, loops=loops,
                    schedule_tree=schedule_tree, function_parameters=tuple(self.function_parameters),
                    spellings=alignment.spellings(parameters + tuple(re.findall(r"\w+", " ".join(self.hoisted)))),
                    live_iterators=live_iterators, user_pragmas=tuple(self.user_pragmas), warnings=warnings,
                    typedefs=self._typedefs_used(arrays),
                    source=SourceRegion(text=self.source, function_name=function_name, function_signature=signature,
                                        function_return_type=_type_name(self.function.decl.type.type)
                                        if not isinstance(self.function.decl.type.type, c_ast.PtrDecl) else "pointer",
                                        function_return_c=_return_type_c(self.function.decl),
                                        function_start=function_start, body_start=body_start,
                                        function_end=function_end, scop_start=scop_start, scop_end=scop_end,
                                        hoisted_declarations=tuple(self.hoisted),
                                        header=parse_kernel_header(self.source),
                                        local_variables=self._outside_locals(scop_start, scop_end)))

    def _outside_locals(self, scop_start: int, scop_end: int) -> tuple[str, ...]:
        """The variables the function's body declares before or after the SCoP, not inside it."""
        inside = range(self.positions.line_of(scop_start), self.positions.line_of(max(scop_end - 1, scop_start)) + 1)
        return tuple(dict.fromkeys(
            n.name for n in c_nodes(self.function.body) if isinstance(n, c_ast.Decl) and _in_user_file(n)
            and isinstance(n.type, (c_ast.TypeDecl, c_ast.ArrayDecl, c_ast.PtrDecl)) and n.coord.line not in inside))

    def _typedefs_used(self, arrays: tuple[Array, ...]) -> tuple[tuple[str, str], ...]:
        types = [a.element_type for a in arrays] + [p.c_type for p in self.function_parameters]
        words = {w for t in types for w in t.split()} | set(self.user_typedefs)
        return tuple((name, self.typedefs[name]) for name in sorted(words) if name in self.typedefs)

    def _check_trip_counts(self, parameters: tuple[str, ...], context: isl.Set) -> None:
        """Refuse loops the model would read differently from C: a condition that never stops the
        iterator (``for (i = n-1; i < n; i--)``), and unsigned iterators that can leave the range
        of their type, where C wraps around (``for (unsigned i = n; i >= 0; i--)`` never ends)."""
        prefix = self._param_prefix(parameters) if parameters else "[] -> "
        box = parameter_box(context, self._parameter_types(parameters))
        checked: set[str] = set()
        for raw in self.statements:
            for level, frame in enumerate(raw.frames):
                if frame.loop.id in checked:
                    continue
                checked.add(frame.loop.id)
                iterator = frame.loop.iterator
                iterators = ", ".join(f.loop.iterator for f in raw.frames[:level + 1])
                constraints = [c for f in raw.frames[:level + 1] for c in f.constraints]

                def instances(*extra: str) -> isl.Set:
                    return isl.Set(f"{prefix}{{ [{iterators}] : {' and '.join(constraints + list(extra))} }}") \
                        .intersect_params(context)

                values = instances()
                # Outer iterators become parameters: the question is about one execution of the loop.
                one_run = values.move_dims(isl.dim_type.param, values.dim(isl.dim_type.param), isl.dim_type.set, 0,
                                           level)
                if not one_run.is_bounded():
                    way = "up" if frame.stride > 0 else "down"
                    raise ScopError(f"the loop over {iterator} never ends: its condition does not stop {iterator} "
                                    f"counting {way} (the trip count is unbounded)", line=frame.loop.line,
                                    construct="for", source=self.source)
                floor = -frame.stride if frame.stride < 0 else 0
                if frame.unsigned and not instances(f"{iterator} < {floor}").is_empty():
                    what = (f"reaches a value below {floor}, where the step to the next value wraps around to a huge "
                            "number (so the C loop does not stop where the model would)" if floor else
                            "can start below 0, where C wraps it around to a huge number")
                    raise ScopError(f"the unsigned iterator {iterator} {what}: use a signed iterator or a condition "
                                    f"that keeps {iterator} >= {floor}", line=frame.loop.line,
                                    construct="unsigned loop", source=self.source)
                self._refuse_narrow_iterator(frame, prefix, box)
    def _refuse_narrow_iterator(self, frame: _LoopFrame, prefix: str, box: isl.Set) -> None:
        """Refuse an iterator of a type narrower than ``int``, or unsigned, that must hold a value
        its type cannot (``for (unsigned char i = 0; i < 300; i++)`` never ends): C converts the
        value into the type's range, so the loop does not run as the model counts it.  Wider
        signed iterators get a warning instead (see :meth:`_overflow_warnings`): their overflow
        needs parameters beyond what any array holds."""
        iterator, c_type = frame.loop.iterator, self.iterator_types.get(frame.loop.iterator, "int")
        limits = integer_range(c_type)
        if limits[0] != 0 and not (limits != INT and fits(limits, INT)):
            return
        low, high = value_range(frame.run.held(prefix), 0, box)
        if fits((low, high), limits):
            return
        value = "unbounded values" if low is None or high is None else low if low < limits[0] else high
        parameters = f" for parameter values {LIMITS}" if box.dim(isl.dim_type.param) else ""
        raise ScopError(f"the loop iterator {iterator} ({c_type}) must hold {value}{parameters} to run as written, "
                        f"beyond the range of its type ({limits[0]} to {limits[1]}): C wraps the value around, "
                        f"so the loop does not run as polyviz counts it (it may never end); declare {iterator} "
                        "as int or wider", line=frame.loop.line, construct="narrow iterator", source=self.source)

    def _live_iterators(self, parameters: tuple[str, ...], scop_end: int, function_end: int) -> tuple[LiveIterator, ...]:
        """The iterators declared outside their loops whose value outlives the SCoP, with the value
        the last loop over each leaves in it (over every loop over it, the one that runs last)."""
        prefix = self._param_prefix(parameters)
        runs = [run for run in self.loop_runs if not run.declared]
        length = max((len(run.times) for run in runs), default=0)
        live = []
        for name in sorted({run.iterator for run in runs}):
            if not self._outlives_scop(name, scop_end, function_end):
                continue
            instances = None
            for run in runs:
                if run.iterator == name:
                    exits = run.exits(prefix, length)
                    instances = exits if instances is None else instances.union(exits)
            value = instances.lexmax_pw_multi_aff().get_pw_aff(length).coalesce()
            live.append(LiveIterator(name, value))
        return tuple(live)

    def _outlives_scop(self, name: str, scop_end: int, function_end: int) -> bool:
        """Whether the function reads ``name`` after the SCoP, takes its address, or the variable
        outlives the call (a global or a ``static`` local)."""
        if later_use(self.positions.tokens, name, scop_end, function_end) is not None:
            return True
        if any(p.name == name for p in self.function_parameters):
            return False  # a parameter's copy ends with the call
        local = self._local_declarations(name)
        return not local or any(_local_storage(n) != "local" for n in local)

    def _local_declarations(self, name: str) -> list[c_ast.Decl]:
        """The declarations of ``name`` in the function's body."""
        return [n for n in c_nodes(self.function.body) if isinstance(n, c_ast.Decl) and n.name == name]

    def _variable(self, name: str) -> _Declared | None:
        """What declares ``name``: the SCoP, the file or the parameters, or the function's body."""
        return self.scop_locals.get(name) or self.declared.get(name) or self._local_variable(name)

    def _refuse_volatile(self) -> None:
        """A ``volatile`` variable's every read and write is an effect of the program (a device
        register, a flag another thread or a signal handler sets), in an order and a number the
        polyhedral model does not keep: it reorders, fuses, tiles and duplicates accesses."""
        uses = [(access.array, access.node) for raw in self.statements for access in raw.writes + raw.reads]
        uses += list(self.parameter_uses.items())
        volatile = {name: info for name in dict(uses) if (info := self._variable(name)) is not None and info.volatile}
        if not volatile:
            return
        # The first use in the user's text; a node without a position (none is known) last.
        name, node = min(((name, node) for name, node in uses if name in volatile),
                         key=lambda use: tuple(math.inf if v is None else v for v in self._position(use[1])))
        info = volatile[name]
        declared = f" (declared at line {info.line}, column {info.column})" if info.line is not None else ""
        raise self._error(node, name, f"{name}{declared} is volatile: each of its reads and writes is an "
                                      "effect the program must keep in order, which a SCoP's reordering "
                                      f"would not; read {name} before the SCoP or write it after")

    def _local_variable(self, name: str) -> _Declared | None:
        """The scalar or array ``name`` when the function declares it once in its body, outside
        the SCoP (adi's coefficients ``a``, ``b``, ...; a local buffer ``tmp[N]``): code generation
        passes such a scalar to the function it moves a parallel loop into, by value, so it needs
        its type; an array's extents bound its elements; a pointer may point into any array.  A
        pointer to pointers stays undeclared."""
        declarations = self._local_declarations(name)
        if len(declarations) != 1 or not isinstance(declarations[0].type, (c_ast.TypeDecl, c_ast.ArrayDecl,
                                                                           c_ast.PtrDecl)):
            return None
        info = self._described(declarations[0], _local_storage(declarations[0]))
        return None if info.storage == "pointer" else info

    def _local_type(self, name: str) -> str:
        """The C type of a variable the function (or the file) declares; ``int`` when undeclared."""
        for node in self._local_declarations(name):
            if isinstance(node.type, c_ast.TypeDecl):
                return _type_name(node.type)
        info = self.declared.get(name)
        return info.c_type if info is not None and not info.extents else "int"

    def _parameter_types(self, parameters: tuple[str, ...]) -> dict[str, str]:
        """The C type of each parameter: a function parameter's declared type, else the type the
        function (or the file) declares it with."""
        types = {name: self._local_type(name) for name in parameters}
        types.update({p.name: p.c_type for p in self.function_parameters})
        return types

    def _overflow_warnings(self, parameters: tuple[str, ...], statements: tuple[Statement, ...],
                           context: isl.Set) -> tuple[str, ...]:
        """Loop iterators that leave their C type's range, and subscripts that leave the range of
        the type C computes them in, for parameter values within their types (see
        :func:`~polyviz.model.ranges.parameter_box`): C would wrap or overflow where the model counts
        exactly."""
        types = self._parameter_types(parameters)
        box = parameter_box(context, types)
        warnings: dict[str, str] = {}
        for raw, statement in zip(self.statements, statements):
            for level, frame in enumerate(raw.frames):
                iterator, line = frame.loop.iterator, frame.loop.line
                c_type = self.iterator_types.get(iterator, "int")
                reach = value_range(statement.domain, level, box)
                if (iterator, line) not in warnings and not fits(reach, integer_range(c_type)):
                    warnings[(iterator, line)] = (
                        f"line {line}: the loop iterator {iterator} ({c_type}) reaches {_extreme(reach)} for parameter "
                        f"values {LIMITS}: C overflows there, while polyviz's model counts exactly")
            for access, relation in zip(raw.writes + raw.reads, statement.writes + statement.reads):
                for k, subscript in enumerate(a.text for a in access.subscripts):
                    limits = self._computed_in(subscript, types)
                    reach = value_range(relation.range(), k, box)
                    key = (access.array, subscript)
                    if key not in warnings and not fits(reach, limits):
                        warnings[key] = (f"line {raw.line}: the subscript {subscript} of {access.array} reaches "
                                         f"{_extreme(reach)} for parameter values {LIMITS}: "
                                         f"beyond the range of {'int' if limits == INT else 'a 64-bit integer'}, "
                                         "in which C computes it")
        prefix = self._param_prefix(parameters)
        for run, text, value, line in self.bound_values:
            limits = self._computed_in(value.text, types)
            outer = ", ".join(run.outer_iterators + ("pv_v",))
            reached = " and ".join(run.outer_constraints) or "true"
            values = isl.Set(f"{prefix}{{ [{outer}] : {bound(f'pv_v = {value.text}', value)} and {reached} }}")
            reach = value_range(values, len(run.outer_iterators), box)
            key = ("bound", text, line)
            if key not in warnings and not fits(reach, limits):
                warnings[key] = (f"line {line}: the loop bound {text} reaches {_extreme(reach)} for parameter values "
                                 f"{LIMITS}: beyond the range of {'int' if limits == INT else 'a 64-bit integer'}, "
                                 "in which C computes it")
        return tuple(warnings.values())

    def _computed_in(self, text: str, types: dict[str, str]) -> tuple[int, int]:
        """The range of the type C computes the affine expression ``text`` in: ``int``, unless a
        constant or a variable in it is wider (then 64 bits)."""
        wide = any(int(c) > INT[1] for c in re.findall(r"\d+", text)) or any(
            not fits(integer_range(types.get(n, self.iterator_types.get(n, "int"))), INT)
            for n in re.findall(r"[A-Za-z_]\w*", text))
        return INT64 if wide else INT

    def _check_top_level(self, item: c_ast.Node) -> None:
        if isinstance(item, c_ast.Decl) and item.init is None and not isinstance(item.type, c_ast.TypeDecl):
            raise self._error(item, _c(item), "only scalar declarations may stand inside a SCoP")

    def _param_prefix(self, parameters: tuple[str, ...]) -> str:
        return f"[{', '.join(parameters)}] -> " if parameters else ""

    def _statements(self, parameters: tuple[str, ...], alignment: SourceAlignment) -> tuple[Statement, ...]:
        prefix = self._param_prefix(parameters)
        depth = max((len(s.frames) for s in self.statements), default=0)
        parameter_set = set(parameters)
        result = []
        for raw in self.statements:
            iterators = tuple(f.loop.iterator for f in raw.frames)
            tuple_text = f"{raw.name}[{', '.join(iterators)}]"
            constraints = [c for f in raw.frames for c in f.constraints] + list(raw.conditions)
            domain_text = f"{prefix}{{ {tuple_text}" + (f" : {' and '.join(constraints)}" if constraints else "") + " }"
            domain = self._isl(isl.Set, domain_text, raw.node, "iteration domain")

            def access_map(access: _Access) -> isl.Map:
                subscripts = access.subscripts
                if not any(a.definitions for a in subscripts):
                    text = f"{prefix}{{ {tuple_text} -> {access.array}[{', '.join(a.text for a in subscripts)}] }}"
                    return self._isl(isl.Map, text, access.node, "access").intersect_domain(domain)
                # Conditional subscripts: each output dimension equals its piecewise value.
                outputs = ", ".join(f"pv_o{k}" for k in range(len(subscripts)))
                values = bound(" and ".join(f"pv_o{k} = {a.text}" for k, a in enumerate(subscripts)), *subscripts)
                text = f"{prefix}{{ {tuple_text} -> {access.array}[{outputs}] : {values} }}"
                relation = self._isl(isl.Map, text, access.node, "access").intersect_domain(domain)
                # Through an identity, so that the output dimensions lose the helper names.
                return relation.apply_range(isl.Map(f"{{ {access.array}[{outputs}] -> {access.array}[{outputs}] }}"))

            reads = tuple(access_map(a) for a in raw.reads if a.array not in parameter_set)
            writes = tuple(access_map(a) for a in raw.writes)
            times: list[str] = []
            for level in range(depth + 1):
                times.append(str(raw.positions[level]) if level < len(raw.positions) else "0")
                if level < len(raw.frames):
                    frame = raw.frames[level]
                    times.append(frame.loop.iterator if frame.schedule_sign > 0 else f"-{frame.loop.iterator}")
                elif level < depth:
                    times.append("0")
            schedule = self._isl(isl.Map, f"{prefix}{{ {tuple_text} -> [{', '.join(times)}] }}", raw.node,
                                 "schedule").intersect_domain(domain)
            declared_iterators = frozenset(f.loop.iterator for f in raw.frames if f.declared)
            result.append(Statement(name=raw.name, text=raw.text, line=raw.line, iterators=iterators, domain=domain,
                                    reads=reads, writes=writes, schedule=schedule,
                                    loop_ids=tuple(f.loop.id for f in raw.frames), body=raw.node,
                                    declared_iterators=declared_iterators,
                                    written=alignment.statement(raw.node, iterators)))
        return tuple(result)

    def _isl(self, kind, text: str, node: c_ast.Node, what: str):
        try:
            return kind(text)
        except isl.Error:
            raise self._error(node, _c(node), f"could not build the {what} (isl rejected: {text})") from None

    def _arrays(self, parameters: tuple[str, ...]) -> tuple[Array, ...]:
        names: list[str] = []
        for raw in self.statements:
            for access in raw.writes + raw.reads:
                if access.array not in names and access.array not in parameters:
                    names.append(access.array)
        arrays = []
        for name in names:
            info = self._variable(name)
            self._refuse_mixed_ranks(name, info)
            if info is None:
                rank = next(len(a.subscripts) for s in self.statements for a in s.writes + s.reads if a.array == name)
                arrays.append(Array(name, "double", (None,) * rank, "undeclared"))
            else:
                arrays.append(Array(name, info.c_type, info.extents, info.storage, info.line, info.column,
                                    info.written.extents if info.written is not None else ()))
        return tuple(arrays)

    def _refuse_mixed_ranks(self, name: str, info: _Declared | None) -> None:
        """Refuse accesses to ``name`` with another number of subscripts than its declaration (or,
        undeclared, than its first access): ``yy = xx`` for pointers ``yy``, ``xx`` that the SCoP
        also indexes changes which memory ``yy[i]`` names; ``tmp[i]`` of a ``tmp[n][n]`` is
        pointer arithmetic."""
        accesses = [(access, role) for raw in self.statements
                    for accesses, role in ((raw.writes, "write"), (raw.reads, "read"))
                    for access in accesses if access.array == name]
        rank = len(info.extents) if info is not None else len(accesses[0][0].subscripts)
        for access, role in accesses:
            if len(access.subscripts) != rank:
                first = None if info is not None else accesses[0][0].node
                raise self._rank_error(name, info, access.node, role, len(access.subscripts), rank, first)

    def _rank_error(self, name: str, info: _Declared | None, node: c_ast.Node, role: str, used: int, rank: int,
                    first: c_ast.Node | None = None) -> ScopError:
        """The error for ``node``, an access to ``name`` with ``used`` subscripts where its
        declaration (or its first access, ``first``) has ``rank``."""
        if info is not None and info.storage.endswith("pointer") and not used:
            what = "assigning" if role == "write" else "reading"
            return self._error(node, _c(node), f"{name} is a pointer: {what} it inside the SCoP changes or depends "
                                               f"on which memory {name}[…] names, which polyviz does not follow; "
                                               f"set {name} before the SCoP")
        where = f" (indexed so at line {self._position(first)[0]})" if first is not None else ""
        return self._error(node, _c(node), f"{name} has {rank} dimension(s){where} but is indexed with {used}: "
                                           "partial indexing is pointer arithmetic")

    def _context(self, parameters: tuple[str, ...], arrays: tuple[Array, ...]) -> isl.Set:
        constraints = []
        names = set(parameters)

        def only_parameters(node: c_ast.ID) -> str:
            name = node.name
            if name not in names:
                raise ScopError(f"{name} is not a parameter")
            return name

        translator = AffineTranslator(only_parameters, self.source, self._position)
        for array in arrays:
            info = self.scop_locals.get(array.name) or self.declared.get(array.name)
            for extent in (info.extent_nodes if info else ()):
                if extent is None:
                    continue
                try:
                    size = translator.expression(extent, "array extent")
                except ScopError:
                    continue
                constraints.append(bound(f"{size.text} >= 1", size))
        for name in parameters:
            info = self.declared.get(name)
            if info is not None and "unsigned" in info.c_type.split():
                constraints.append(f"{name} >= 0")
        prefix = self._param_prefix(parameters) if parameters else "[] -> "
        text = f"{prefix}{{ : {' and '.join(constraints)} }}" if constraints else f"{prefix}{{ : }}"
        return isl.Set(text)

def build_schedule_tree(tree: _TreeNode, statements: tuple[Statement, ...],
                        parameters: tuple[str, ...]) -> isl.Schedule:
    """The schedule tree of a SCoP's shape: sequences for blocks, one band per perfectly nested
    run of loops (with a mark whose annotation names its members)."""
    domains = {s.name: s.domain for s in statements}
    prefix = f"[{', '.join(parameters)}] -> " if parameters else ""
    iterators = {s.name: s.iterators for s in statements}

    def statements_below(node: _TreeNode) -> list[str]:
        if node.kind == "statement":
            return [node.statement]
        return [name for child in node.children for name in statements_below(child)]

    def build(node: _TreeNode) -> isl.Schedule:
        if node.kind == "statement":
            return isl.Schedule.from_domain(isl.UnionSet.from_set(domains[node.statement]))
        if node.kind == "block":
            return _sequence([build(child) for child in node.children])
        band = [node]
        while len(band[-1].children) == 1 and band[-1].children[0].kind == "loop":
            band.append(band[-1].children[0])
        below = band[-1].children
        inner = build(below[0]) if len(below) == 1 else build(_TreeNode("block", children=below))
        names = statements_below(node)
        members = []
        for loop_node in band:
            frame = loop_node.loop
            pieces = []
            for name in names:
                sign = "" if frame.schedule_sign > 0 else "-"
                pieces.append(f"{name}[{', '.join(iterators[name])}] -> [({sign}{frame.loop.iterator})]")
            members.append(f"{{ {'; '.join(pieces)} }}")
        mupa = isl.MultiUnionPwAff(f"{prefix}[{', '.join(members)}]")
        scheduled = inner.insert_partial_schedule(mupa)
        mark = BandAnnotation(tuple(loop_node.loop.loop.iterator for loop_node in band)).mark_id()
        return scheduled.get_root().get_child(0).insert_mark(mark).get_schedule()

    return build(tree)


def _sequence(schedules: list[isl.Schedule]) -> isl.Schedule:
    """``schedules`` one after the other, joined in pairs: isl copies a sequence to extend it, so
    joining them one by one took time quadratic in their number."""
    while len(schedules) > 1:
        pairs = [schedules[k].sequence(schedules[k + 1]) for k in range(0, len(schedules) - 1, 2)]
        schedules = pairs + schedules[len(schedules) - len(schedules) % 2:]
    return schedules[0]


def _pointer_warnings(arrays: tuple[Array, ...]) -> tuple[str, ...]:
    """What the model does not know about the SCoP's pointer variables: which other arrays they
    point into (``double *B = A + 1`` makes ``B[i]`` the element ``A[i + 1]``)."""
    warnings = []
    for array in arrays:
        others = [a.name for a in arrays if a is not array and not a.is_scalar]
        if array.storage in ("global-pointer", "local-pointer") and others:
            where = f"line {array.line}: " if array.line is not None else ""
            warnings.append(f"{where}{array.name} is a pointer: it may point into {', '.join(others)} (analysed as "
                            "separate arrays); transformed code compares their address ranges at run time and runs "
                            "the original loops when they overlap")
    return tuple(warnings)


def _extreme(bounds: tuple[int | None, int | None]) -> str:
    low, high = bounds
    if low is None or high is None:
        return "unbounded values"
    return str(high if abs(high) >= abs(low) else low)


def _is_loop_pragma(item: c_ast.Node, following: c_ast.Node) -> bool:
    return (isinstance(item, c_ast.Pragma) and not _is_pragma(item, "scop") and not _is_pragma(item, "endscop")
            and isinstance(following, c_ast.For))


def _unchained(node: c_ast.Node) -> list[c_ast.Node]:
    """A chained assignment ``a = b = e`` as the statements it performs, ``b = e; a = b;`` (the
    value of ``b = e`` is ``b`` after the store); any other statement as itself."""
    if not (isinstance(node, c_ast.Assignment) and isinstance(node.rvalue, c_ast.Assignment)):
        return [node]
    inner = node.rvalue
    # No column: the new statement is not the user's text from there to the ';', so it is never
    # taken for written text (that would repeat the inner assignment).
    where = type(node.coord)(node.coord.file, node.coord.line) if node.coord is not None else None
    return _unchained(inner) + [c_ast.Assignment(node.op, node.lvalue, inner.lvalue, coord=where)]


def _compared(condition: c_ast.Node) -> list[c_ast.Node]:
    """The operands of the comparisons in a loop condition (through ``&&``, ``||`` and ``!``)."""
    if isinstance(condition, c_ast.UnaryOp) and condition.op == "!":
        return _compared(condition.expr)
    if isinstance(condition, c_ast.BinaryOp) and condition.op in ("&&", "||"):
        return _compared(condition.left) + _compared(condition.right)
    if isinstance(condition, c_ast.BinaryOp) and condition.op in ("<", "<=", ">", ">=", "==", "!="):
        return [condition.left, condition.right]
    return []


def _is_id(node: c_ast.Node, name: str) -> bool:
    return isinstance(node, c_ast.ID) and node.name == name


def _restrict_c(param: c_ast.Decl) -> str:
    """The declaration of array parameter ``param`` with its first dimension ``restrict``
    (``double C[restrict ni][nj]``): C's way of saying that no other pointer reaches the array."""
    restricted = copy.deepcopy(param)
    restricted.type.dim_quals = ["restrict", *restricted.type.dim_quals]
    return _c(restricted)


def _return_type_c(function: c_ast.Decl) -> str:
    """The C text of ``function``'s return type: its declarator without the function's name."""
    returned = copy.deepcopy(function.type.type)
    node = returned
    while not isinstance(node, c_ast.TypeDecl):
        node = node.type
    node.declname = None
    return _c(c_ast.Typename(None, [], None, returned))


def _is_integer(type_name: str) -> bool:
    """Whether ``type_name`` (as :func:`_type_name` spells a type) is an integer type."""
    return any(word in type_name.split() for word in _INTEGER_TYPES)


def _fixed_locals(function: c_ast.FuncDef) -> dict[str, c_ast.Node]:
    """The integer scalars the function's body declares once, at its top level, with an initial
    value, and never assigns again nor takes the address of (``int m = n / 2;``): each name -> its
    initial value, which a bound or a subscript reads as a macro's value."""
    candidates = {item.name: item for item in function.body.block_items or []
                  if isinstance(item, c_ast.Decl) and isinstance(item.type, c_ast.TypeDecl) and item.init is not None
                  and _is_integer(_type_name(item.type)) and not {"static", "extern"} & set(item.storage)
                  and "volatile" not in item.quals}
    for node in c_nodes(function.body):
        target = None
        if isinstance(node, c_ast.Assignment):
            target = node.lvalue
        elif isinstance(node, c_ast.UnaryOp) and node.op in ("++", "--", "p++", "p--", "&"):
            target = node.expr
        elif isinstance(node, c_ast.Decl) and candidates.get(node.name) is not node:
            target = c_ast.ID(node.name)
        elif isinstance(node, c_ast.For) and _loop_variable(node)[0] is not None:
            target = c_ast.ID(_loop_variable(node)[0])
        if isinstance(target, c_ast.ID):
            candidates.pop(target.name, None)
    return {name: decl.init for name, decl in candidates.items()}


def _local_storage(declaration: c_ast.Decl) -> str:
    """The :class:`~polyviz.model.scop.Array` storage of a variable the function's body declares:
    ``extern`` names a global, and a ``static`` keeps its value from one call to the next."""
    if "extern" in declaration.storage:
        return "global"
    return "static-local" if "static" in declaration.storage else "local"


def _type_name(node: c_ast.Node) -> str:
    while not isinstance(node, c_ast.TypeDecl):
        node = node.type
    inner = node.type
    if isinstance(inner, c_ast.IdentifierType):
        return " ".join(inner.names)
    return _c(inner)
