"""Print C from a schedule tree: isl builds the loop AST, polyviz prints it.

isl's own printer writes statements as macro calls (``S0(c0, c1)``); polyviz prints each
statement's own C text with its iterators replaced by the expressions isl computed, names
loops after the band names kept in the schedule tree's marks, adds OpenMP pragmas for loops
marked parallel and defines the ``min``/``max``/``floord`` helpers only when they are used.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import islpy as isl
from pycparser import c_ast
from pycparser.c_generator import CGenerator

from ..model import BandNames, Scop, parse_mark

#: isl's names for the helpers it may emit, and the macros polyviz defines for them.
HELPERS = {
    "min": "#define pv_min(a, b) ((a) < (b) ? (a) : (b))",
    "max": "#define pv_max(a, b) ((a) > (b) ? (a) : (b))",
    "floord": "#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))",
}
_ITERATOR_PREFIX = "pv_c"
_RESTRICT_PREFIX = "pv_restrict_"
_ITERATOR = re.compile(rf"\b{_ITERATOR_PREFIX}(\d+)\b")
_HELPER_CALL = re.compile(r"\b(min|max|floord)\(")
_SIMPLE = re.compile(r"^(\w+|\d+)$")


@dataclass(frozen=True)
class GeneratedCode:
    """C text of a SCoP under some schedule, and what it needs around it."""

    #: The loop nest (with declarations of scalars the SCoP declared), unindented.
    body: str
    #: ``#define`` lines for the helpers ``body`` uses.
    helpers: tuple[str, ...]
    #: Names of the loops printed with ``#pragma omp parallel for``.
    parallel_loops: tuple[str, ...]
    #: The caller promised that the array parameters do not overlap: the enclosing function
    #: must pass them as ``restrict`` parameters (:func:`restrict_function`).
    no_alias: bool = False
    #: File-scope functions holding the bodies of parallel loops under ``no_alias`` (see
    #: :func:`restrict_function`), called from ``body``.
    outlined: tuple[str, ...] = ()
    #: Some parallel loop reassociates a reduction: results match within a tolerance only.
    reassociates: bool = False

    def fragment(self, indent: str = "") -> str:
        """Helpers and body as one block that can replace the SCoP inside its function."""
        lines = list(self.helpers) + [indent + line if line else line for line in self.body.splitlines()]
        return "\n".join(lines) + "\n"


def generate_c(scop: Scop, schedule: isl.Schedule, *, openmp: bool = True,
               context: isl.Set | None = None, ast_options: dict | None = None,
               no_alias: bool = False) -> GeneratedCode:
    """C for ``scop`` executed in the order of ``schedule``.

    Without ``context`` the code is generated for every parameter value, so isl adds the
    guards it needs; a ``context`` lets isl assume constraints on the parameters (the caller
    must then guard the code itself).  ``no_alias``: the caller promises that the array
    parameters do not overlap; :func:`restrict_function` then makes them ``restrict``.
    """
    ctx = schedule.get_ctx()
    if context is None:
        context = isl.Set.universe(scop.context.get_space())
    ctx.set_ast_build_detect_min_max(1)
    annotated, marks = _annotate_marks(schedule)
    depth_limit = max((s.schedule.dim(isl.dim_type.out) for s in scop.statements), default=1) * 2 + 8
    iterator_ids = isl.IdList.alloc(ctx, depth_limit)
    for k in range(depth_limit):
        iterator_ids = iterator_ids.add(isl.Id(f"{_ITERATOR_PREFIX}{k}", context=ctx))
    build = isl.AstBuild.from_context(context).set_iterators(iterator_ids)
    root = build.node_from_schedule(annotated)
    printer = _Printer(scop, marks, openmp, outline=no_alias)
    printer.node(root, 0, {})
    declarations = list(scop.source.hoisted_declarations)
    # Iterators the user's function declares may no longer appear once loops are renamed
    # (tiling makes i_t, i_p); touching them keeps -Wall -Werror builds clean.
    printed = "\n".join(printer.lines)
    declarations += [f"(void){name};" for name in sorted(printer.outer_declared)
                     if not re.search(rf"\b{name}\b", printed)]
    body = "\n".join(declarations + printer.lines) + "\n"
    used = [HELPERS[name] for name in HELPERS if name in printer.helpers_used]
    return GeneratedCode(body=body, helpers=tuple(used), parallel_loops=tuple(printer.parallel_loops),
                         no_alias=no_alias, outlined=tuple(printer.outlined))


def restrict_function(scop: Scop, function_text: str, code: GeneratedCode) -> str:
    """``function_text`` (the SCoP's whole function, SCoP replaced by ``code``) as a static
    function holding the body, whose array parameters are ``restrict``, and the user's signature
    calling it, so the result stays a drop-in replacement; ``code``'s outlined parallel loop
    bodies go before them.

    ``assume_no_alias()`` needs ``restrict`` on parameters: gcc ignores it on local pointers
    (a register-tiled gemm ran at 3.7 GFLOP/s through ``double (*restrict p)[nj] = C;`` and at
    37 GFLOP/s through a ``restrict`` parameter: only then may it keep C in registers).
    """
    if not any(p.kind == "array" for p in scop.function_parameters):
        return function_text  # a bare loop nest, or nothing to promise
    source = scop.source
    name = source.function_name
    opening = function_text.index("{")
    returns = source.function_signature.split(f"{name}(")[0].split()
    returns = " ".join(word for word in returns if word not in ("static", "inline", "extern"))
    helper = f"{_RESTRICT_PREFIX}{name}"
    call = f"{helper}({', '.join(p.name for p in scop.function_parameters)});"
    outlined = "".join(f"{text}\n" for text in (code.helpers + code.outlined if code.outlined else ()))
    return (f"/* polyviz: assume_no_alias(): the arrays do not overlap, so {name} passes them to\n"
            f"   {helper} as restrict parameters (a wrong promise gives wrong results) */\n"
            f"{outlined}"
            f"static {returns} {helper}({_restrict_parameters(scop) or 'void'})\n"
            f"{function_text[opening:].rstrip()}\n\n"
            f"{function_text[:opening].rstrip()}\n{{\n  {'' if returns == 'void' else 'return '}{call}\n}}\n")


def _restrict_parameters(scop: Scop) -> str:
    """The function's parameter declarations, each array's first dimension made ``restrict``:
    ``double C[restrict ni][nj]``."""
    return ", ".join(p.declaration.replace("[", "[restrict ", 1) if p.kind == "array" else p.declaration
                     for p in scop.function_parameters)


def _annotate_marks(schedule: isl.Schedule) -> tuple[isl.Schedule, dict[str, tuple[BandNames, int]]]:
    """Give every loop-name mark a unique id and record the schedule depth of its band."""
    marks: dict[str, tuple[BandNames, int]] = {}

    def visit(node: isl.ScheduleNode) -> isl.ScheduleNode:
        if node.get_type() == isl.schedule_node_type.mark:
            names = parse_mark(node.mark_get_id().get_name())
            if names is not None:
                key = f"pv_band{len(marks)}"
                marks[key] = (names, node.get_schedule_depth())
                node = node.delete().insert_mark(isl.Id(key, context=node.get_ctx()))
        for i in range(node.n_children()):
            node = visit(node.child(i)).parent()
        return node

    return visit(schedule.get_root()).get_schedule(), marks


class _StatementPrinter(CGenerator):
    """Prints a statement with its iterators replaced by C expressions."""

    def __init__(self, substitutions: dict[str, str]):
        super().__init__()
        self.substitutions = substitutions

    def visit_ID(self, n: c_ast.ID) -> str:
        replacement = self.substitutions.get(n.name)
        if replacement is None:
            return n.name
        return replacement if _SIMPLE.match(replacement) else f"({replacement})"


class _Printer:
    def __init__(self, scop: Scop, marks: dict[str, tuple[BandNames, int]], openmp: bool,
                 outline: bool = False):
        self.scop = scop
        self.marks = marks
        self.openmp = openmp
        self.lines: list[str] = []
        self.helpers_used: set[str] = set()
        #: Whether parallel loop bodies move to functions with restrict parameters, and those.
        self.outline = outline
        self.outlined: list[str] = []
        self.parallel_loops: list[str] = []
        self.reserved = self._identifiers_in_use()
        #: Original iterators the user declared outside their for loops (reused, not redeclared).
        self.outer_declared = {it for s in scop.statements for it in s.iterators} - {
            it for s in scop.statements for it in s.declared_iterators}

    def _identifiers_in_use(self) -> set[str]:
        names = set(self.scop.parameters) | {a.name for a in self.scop.arrays}
        names |= {p.name for p in self.scop.function_parameters}
        return names

    # -- names ---------------------------------------------------------------------------------
    def _loop_names(self, marks: list[tuple[BandNames, int]]) -> dict[int, tuple[str, bool]]:
        """Schedule depth -> (loop name, parallel?) for the bands enclosing the current node."""
        names: dict[int, tuple[str, bool]] = {}
        taken: set[str] = set()
        for band, depth in marks:
            for k, name in enumerate(band.names):
                unique = name
                while unique in self.reserved or unique in taken:
                    unique += "_"
                taken.add(unique)
                names[depth + k] = (unique, name in band.parallel)
        return names

    def expr(self, expr: isl.AstExpr, names: dict[int, tuple[str, bool]]) -> str:
        text = expr.to_C_str()
        text = _ITERATOR.sub(lambda m: names.get(int(m.group(1)), (f"c{m.group(1)}", False))[0], text)

        def helper(match: re.Match) -> str:
            self.helpers_used.add(match.group(1))
            return f"pv_{match.group(1)}("

        return _HELPER_CALL.sub(helper, text)

    # -- nodes ---------------------------------------------------------------------------------
    def node(self, node: isl.AstNode, indent: int, context: dict) -> None:
        kind = node.get_type()
        pad = "  " * indent
        bands: list = context.get("bands", [])
        names = self._loop_names(bands)
        if kind == isl.ast_node_type.block:
            children = node.block_get_children()
            for i in range(children.n_ast_node()):
                self.node(children.get_at(i), indent, context)
        elif kind == isl.ast_node_type.mark:
            key = node.mark_get_id().get_name()
            inner = dict(context)
            if key in self.marks:
                inner["bands"] = bands + [self.marks[key]]
            self.node(node.mark_get_node(), indent, inner)
        elif kind == isl.ast_node_type.for_:
            self._for(node, indent, context, names)
        elif kind == isl.ast_node_type.if_:
            self.lines.append(f"{pad}if ({self.expr(node.if_get_cond(), names)}) {{")
            self.node(node.if_get_then_node(), indent + 1, context)
            if node.if_has_else_node():
                self.lines.append(f"{pad}}} else {{")
                self.node(node.if_get_else_node(), indent + 1, context)
            self.lines.append(f"{pad}}}")
        elif kind == isl.ast_node_type.user:
            self.lines.append(pad + self._statement(node.user_get_expr(), names))
        else:
            raise AssertionError(f"unexpected isl AST node type {kind}")

    def _for(self, node: isl.AstNode, indent: int, context: dict, names: dict[int, tuple[str, bool]]) -> None:
        pad = "  " * indent
        iterator_text = node.for_get_iterator().get_id().get_name()
        depth = int(_ITERATOR.match(iterator_text).group(1))
        name, parallel = names.get(depth, (f"c{depth}", False))
        init = self.expr(node.for_get_init(), names)
        cond = self.expr(node.for_get_cond(), names)
        step = self.expr(node.for_get_inc(), names)
        increment = f"{name}++" if step == "1" else f"{name} += {step}"
        declaration = "" if name in self.outer_declared else "int "
        call = None
        if parallel and self.openmp:
            reused, variables = self._inside(node.for_get_body(), context)
            reused -= {name}
            if self.outline:
                call = self._outlined_call(node.for_get_body(), context, names, depth, reused, variables)
            private = [] if call else sorted(reused)
            clause = f" private({', '.join(private)})" if private else ""
            clause += "".join(f" {reduction}" for reduction in self._reductions(context, depth))
            self.lines.append(f"{pad}#pragma omp parallel for{clause}")
            self.parallel_loops.append(name)
        self.lines.append(f"{pad}for ({declaration}{name} = {init}; {cond}; {increment}) {{")
        if call:
            self.lines.append(f"{pad}  {call}")
        else:
            self.node(node.for_get_body(), indent + 1, context)
        self.lines.append(f"{pad}}}")

    @staticmethod
    def _reductions(context: dict, depth: int) -> list[str]:
        """The OpenMP ``reduction`` clauses of the loop at schedule depth ``depth``."""
        for band, first in context.get("bands", []):
            if first <= depth < first + len(band.names):
                return [clause for loop, clause in band.reductions if loop == band.names[depth - first]]
        return []

    def _outlined_call(self, body: isl.AstNode, context: dict, names: dict[int, tuple[str, bool]],
                       depth: int, reused: set[str], variables: set[str]) -> str | None:
        """Move a parallel loop's ``body`` to a static function whose arrays are ``restrict``
        parameters and return the call, or None when the body uses a variable that function
        could not see (a local variable of the user's function).  ``reused`` and ``variables``
        are :meth:`_inside`'s findings for ``body``.

        gcc passes the variables a parallel loop shares to the loop's outlined function through
        a structure, and ``restrict`` does not survive that: tiled gemm ran 1.4x slower on one
        thread with ``parallel(i_t)`` than without.
        """
        visible = ("parameter", "global")
        if any(array.storage not in visible for array in self.scop.arrays if array.name in variables):
            return None
        outer_lines, self.lines = self.lines, []
        self.node(body, 1, context)
        lines, self.lines = self.lines, outer_lines
        text = "\n".join(lines)
        iterators = [names[d][0] for d in sorted(names) if d <= depth and re.search(rf"\b{names[d][0]}\b", text)]
        function = f"{_RESTRICT_PREFIX}{self.scop.source.function_name}_parallel{len(self.outlined)}"
        declared = [f"  int {', '.join(sorted(reused))};"] if reused else []
        parameters = ", ".join([f"int {n}" for n in iterators] + [_restrict_parameters(self.scop)])
        self.outlined.append(f"static void {function}({parameters})\n{{\n" + "\n".join(declared + lines) + "\n}\n")
        arguments = iterators + [p.name for p in self.scop.function_parameters]
        return f"{function}({', '.join(arguments)});"

    def _inside(self, body: isl.AstNode, context: dict) -> tuple[set[str], set[str]]:
        """For the loops and statements inside ``body``: the loop iterators the user's function
        declares outside the nest, and the arrays and scalars the statements access."""
        reused: set[str] = set()
        variables: set[str] = set()

        def visit(node: isl.AstNode, bands: list) -> None:
            kind = node.get_type()
            if kind == isl.ast_node_type.block:
                children = node.block_get_children()
                for i in range(children.n_ast_node()):
                    visit(children.get_at(i), bands)
            elif kind == isl.ast_node_type.mark:
                key = node.mark_get_id().get_name()
                visit(node.mark_get_node(), bands + [self.marks[key]] if key in self.marks else bands)
            elif kind == isl.ast_node_type.for_:
                depth = int(_ITERATOR.match(node.for_get_iterator().get_id().get_name()).group(1))
                name = self._loop_names(bands).get(depth, (f"c{depth}", False))[0]
                if name in self.outer_declared:
                    reused.add(name)
                visit(node.for_get_body(), bands)
            elif kind == isl.ast_node_type.if_:
                visit(node.if_get_then_node(), bands)
                if node.if_has_else_node():
                    visit(node.if_get_else_node(), bands)
            elif kind == isl.ast_node_type.user:
                statement = self.scop.statement(node.user_get_expr().op_get_arg(0).get_id().get_name())
                variables.update(a.get_tuple_name(isl.dim_type.out) for a in statement.reads + statement.writes)

        visit(body, list(context.get("bands", [])))
        return reused, variables

    def _statement(self, call: isl.AstExpr, names: dict[int, tuple[str, bool]]) -> str:
        statement = self.scop.statement(call.op_get_arg(0).get_id().get_name())
        substitutions = {iterator: self.expr(call.op_get_arg(k + 1), names)
                         for k, iterator in enumerate(statement.iterators)}
        return _StatementPrinter(substitutions).visit(statement.body) + ";"
