"""Translate C integer expressions and conditions into isl's affine syntax.

Affine here means what isl accepts: sums of integer multiples of iterators and parameters,
``floor(e / c)`` and ``e mod c`` for positive constants ``c``, ``min``/``max`` of such
expressions, and conditional expressions ``c ? a : b`` with an affine condition ``c`` (exactly
piecewise affine: the value is a variable bound by ``(c and v = a) or (not c and v = b)``).
Anything else raises :class:`ScopError` naming the construct and why.

C's ``/`` and ``%`` truncate towards zero while isl's ``floor``/``mod`` round down: the two
agree whenever the numerator is non-negative, which is what polyviz assumes (documented in the
README); loop bounds and subscripts in SCoPs are non-negative in practice.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from pycparser import c_ast
from pycparser.c_generator import CGenerator

from ..errors import ScopError

#: Resolves a C identifier to its isl name; raises ScopError when it may not appear.
Resolver = Callable[[c_ast.ID], str]

_COMPARISONS = {"<": "<", "<=": "<=", ">": ">", ">=": ">=", "==": "="}
_NEGATED = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}
_MIN_MAX_CALLS = {"min", "max", "MIN", "MAX", "fmin", "fmax", "polyviz_min", "polyviz_max"}


@dataclass(frozen=True)
class Affine:
    """An affine expression as isl text, with its value when it is a constant.

    ``definitions`` are the variables the text uses for conditional expressions, each with the
    constraint that defines it: text using them means something only inside :func:`bound`.
    """

    text: str
    constant: int | None = None
    definitions: tuple[tuple[str, str], ...] = ()


def bound(constraint: str, *parts: Affine) -> str:
    """isl text for ``constraint`` (which uses the texts of ``parts``) with the variables of
    their conditional expressions bound: each takes the one value its definition allows."""
    definitions = dict(d for part in parts for d in part.definitions)
    if not definitions:
        return constraint
    formulas = " and ".join(f"({formula})" for formula in definitions.values())
    return f"exists ({', '.join(definitions)} : {formulas} and ({constraint}))"


def _combined(text: str, *parts: Affine) -> Affine:
    return Affine(text, definitions=tuple(dict(d for part in parts for d in part.definitions).items()))


class AffineTranslator:
    """Turns pycparser expressions into isl text, reporting errors against ``source``."""

    def __init__(self, resolve: Resolver, source: str, line_of: Callable[[c_ast.Node], tuple[int, int]]):
        self._resolve = resolve
        self._source = source
        self._line_of = line_of
        self._conditional_values = 0

    def error(self, node: c_ast.Node, construct: str, reason: str) -> ScopError:
        line, column = self._line_of(node)
        return ScopError(reason, line=line, column=column, construct=construct, source=self._source)

    # -- expressions -------------------------------------------------------------------------
    def expression(self, node: c_ast.Node, role: str) -> Affine:
        """``role`` says where the expression stands ("loop bound", "subscript", …) for messages."""
        if isinstance(node, c_ast.Constant):
            return Affine(str(self._integer(node, role)), self._integer(node, role))
        if isinstance(node, c_ast.ID):
            return Affine(self._resolve(node))
        if isinstance(node, c_ast.UnaryOp):
            if node.op == "-":
                inner = self.expression(node.expr, role)
                return _scaled(inner, -1)
            if node.op == "+":
                return self.expression(node.expr, role)
        if isinstance(node, c_ast.Cast):
            return self.expression(node.expr, role)
        if isinstance(node, c_ast.BinaryOp):
            return self._binary(node, role)
        if isinstance(node, c_ast.TernaryOp):
            return self._conditional(node, role)
        if isinstance(node, c_ast.FuncCall) and _call_name(node) in _MIN_MAX_CALLS:
            args = node.args.exprs if node.args else []
            if len(args) != 2:
                raise self.error(node, f"{_call_name(node)}(…)", f"a {role} may use min/max of exactly two expressions")
            left, right = (self.expression(a, role) for a in args)
            kind = "min" if "min" in _call_name(node).lower() else "max"
            return _combined(f"{kind}({left.text}, {right.text})", left, right)
        raise self._not_affine(node, role)

    def _not_affine(self, node: c_ast.Node, role: str) -> ScopError:
        text = _c_text(node)
        if isinstance(node, c_ast.ArrayRef):
            reason = (f"a {role} read from memory ({text}) is not affine: polyviz needs bounds and subscripts "
                      "that depend only on loop iterators and parameters")
        elif isinstance(node, c_ast.FuncCall):
            reason = f"a call in a {role} ({text}) is not affine"
        elif isinstance(node, c_ast.UnaryOp) and node.op in ("*", "&"):
            reason = f"pointer arithmetic in a {role} is not supported"
        else:
            reason = f"this {role} is not an affine expression of loop iterators and parameters"
        return self.error(node, text, reason)

    def _integer(self, node: c_ast.Constant, role: str) -> int:
        if node.type not in ("int", "long int", "unsigned int", "long long int", "unsigned long int",
                             "unsigned long long int", "char"):
            raise self.error(node, node.value, f"a {role} must be an integer, not a {node.type} constant")
        text = node.value.rstrip("uUlL")
        try:
            return int(text, 0) if not (len(text) > 1 and text.startswith("0") and text.isdigit()) else int(text, 8)
        except ValueError:
            raise self.error(node, node.value, f"cannot read the integer constant in this {role}") from None

    def _binary(self, node: c_ast.BinaryOp, role: str) -> Affine:
        op = node.op
        if op not in ("+", "-", "*", "/", "%"):
            raise self._not_affine(node, role)
        left = self.expression(node.left, role)
        right = self.expression(node.right, role)
        if op in ("+", "-"):
            if left.constant is not None and right.constant is not None:
                value = left.constant + right.constant if op == "+" else left.constant - right.constant
                return Affine(str(value), value)
            return _combined(f"({left.text}) {op} ({right.text})", left, right)
        if op == "*":
            if left.constant is not None:
                return _scaled(right, left.constant)
            if right.constant is not None:
                return _scaled(left, right.constant)
            raise self.error(node, _c_text(node), f"the product of two non-constant terms in a {role} is not affine")
        if right.constant is None or right.constant <= 0:
            raise self.error(node, _c_text(node),
                             f"'{op}' in a {role} needs a positive integer constant on its right to stay affine")
        if left.constant is not None:
            value = int(left.constant / right.constant) if op == "/" else int(_c_remainder(left.constant, right.constant))
            return Affine(str(value), value)
        if op == "/":
            return _combined(f"floor(({left.text})/{right.constant})", left)
        return _combined(f"(({left.text}) mod {right.constant})", left)

    def _conditional(self, node: c_ast.TernaryOp, role: str) -> Affine:
        cond = node.cond
        if isinstance(cond, c_ast.BinaryOp) and cond.op in ("<", "<=", ">", ">="):
            a, b = _c_text(cond.left), _c_text(cond.right)
            then, other = _c_text(node.iftrue), _c_text(node.iffalse)
            if {then, other} == {a, b}:
                # isl's min/max reads better than a piecewise definition, in the model and in code.
                picks_smaller = (cond.op in ("<", "<=")) == (then == a)
                left = self.expression(cond.left, role)
                right = self.expression(cond.right, role)
                return _combined(f"{'min' if picks_smaller else 'max'}({left.text}, {right.text})", left, right)
        try:
            holds = self.condition(cond, role)
            fails = self.condition(cond, role, negate=True)
        except ScopError as error:
            raise self.error(node, _c_text(node), f"the condition of a conditional expression in a {role} must "
                             f"be affine ({error.reason})") from None
        then = self.expression(node.iftrue, role)
        otherwise = self.expression(node.iffalse, role)
        value = f"pv_cond{self._conditional_values}"
        self._conditional_values += 1
        definition = (f"(({holds}) and {bound(f'{value} = {then.text}', then)}) or "
                      f"(({fails}) and {bound(f'{value} = {otherwise.text}', otherwise)})")
        return Affine(value, definitions=((value, definition),))

    # -- conditions ----------------------------------------------------------------------------
    def condition(self, node: c_ast.Node, role: str, negate: bool = False) -> str:
        """isl constraint text for a C condition (``&&``, ``||``, ``!`` and comparisons)."""
        if isinstance(node, c_ast.UnaryOp) and node.op == "!":
            return self.condition(node.expr, role, not negate)
        if isinstance(node, c_ast.BinaryOp) and node.op in ("&&", "||"):
            joiner = "and" if (node.op == "&&") != negate else "or"
            left = self.condition(node.left, role, negate)
            right = self.condition(node.right, role, negate)
            return f"(({left}) {joiner} ({right}))"
        if isinstance(node, c_ast.BinaryOp) and node.op in _NEGATED:
            op = _NEGATED[node.op] if negate else node.op
            left = self.expression(node.left, role)
            right = self.expression(node.right, role)
            if op == "!=":
                return bound(f"(({left.text}) < ({right.text}) or ({left.text}) > ({right.text}))", left, right)
            return bound(f"({left.text}) {_COMPARISONS[op]} ({right.text})", left, right)
        if isinstance(node, c_ast.Constant):
            truth = (self._integer(node, role) != 0) != negate
            return "1 = 1" if truth else "1 = 0"
        raise self.error(node, _c_text(node), f"a {role} must be a comparison of affine expressions "
                         "(combined with &&, || and !)")


def _scaled(expr: Affine, factor: int) -> Affine:
    if expr.constant is not None:
        return Affine(str(expr.constant * factor), expr.constant * factor)
    return _combined(f"{factor}*({expr.text})", expr)


def _c_remainder(a: int, b: int) -> int:
    return a - b * int(a / b)


def _call_name(node: c_ast.FuncCall) -> str:
    return node.name.name if isinstance(node.name, c_ast.ID) else ""


def _c_text(node: c_ast.Node) -> str:
    return CGenerator().visit(node)
