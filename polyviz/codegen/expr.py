"""Integer expressions of generated code, printed the way a person writes them.

isl's AST expressions are read into a small tree whose affine parts are kept as sums of terms
(``n + t - 1``, never ``((n + t) - 1)``): loops can then be renamed or run backwards
(``c0 = -i``) and the statement subscripts rewritten by plain arithmetic, and everything is
printed with C's precedence rules, parenthesising only where C needs it.
"""
from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

#: C precedence levels (higher binds tighter).
_CONDITIONAL, _OR, _AND, _EQUALITY, _RELATIONAL, _ADDITIVE, _MULTIPLICATIVE, _UNARY, _PRIMARY = range(9)

_BINARY = {  # isl operation -> (C operator, precedence)
    isl.ast_expr_op_type.and_: ("&&", _AND), isl.ast_expr_op_type.and_then: ("&&", _AND),
    isl.ast_expr_op_type.or_: ("||", _OR), isl.ast_expr_op_type.or_else: ("||", _OR),
    isl.ast_expr_op_type.eq: ("==", _EQUALITY),
    isl.ast_expr_op_type.le: ("<=", _RELATIONAL), isl.ast_expr_op_type.lt: ("<", _RELATIONAL),
    isl.ast_expr_op_type.ge: (">=", _RELATIONAL), isl.ast_expr_op_type.gt: (">", _RELATIONAL),
    isl.ast_expr_op_type.add: ("+", _ADDITIVE), isl.ast_expr_op_type.sub: ("-", _ADDITIVE),
    isl.ast_expr_op_type.mul: ("*", _MULTIPLICATIVE),
    # pdiv_q and div: isl knows the division exact or the numerator non-negative, so C's / is right.
    isl.ast_expr_op_type.div: ("/", _MULTIPLICATIVE), isl.ast_expr_op_type.pdiv_q: ("/", _MULTIPLICATIVE),
    isl.ast_expr_op_type.pdiv_r: ("%", _MULTIPLICATIVE), isl.ast_expr_op_type.zdiv_r: ("%", _MULTIPLICATIVE),
}
_HELPER_CALLS = {isl.ast_expr_op_type.min: "min", isl.ast_expr_op_type.max: "max",
                 isl.ast_expr_op_type.fdiv_q: "floord"}
_FLIPPED = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "=="}


class Expr:
    """An integer expression of generated code."""

    precedence: int


@dataclass(frozen=True)
class Affine(Expr):
    """``sum(coefficient * name) + constant``; terms keep the order they were written in."""

    terms: tuple[tuple[str, int], ...] = ()
    constant: int = 0

    @staticmethod
    def of(name: str) -> Affine:
        return Affine(((name, 1),))

    def coefficient(self, name: str) -> int:
        return dict(self.terms).get(name, 0)

    def plus(self, other: Affine) -> Affine:
        combined = dict(self.terms)
        for name, value in other.terms:
            combined[name] = combined.get(name, 0) + value
        return Affine(tuple((n, v) for n, v in combined.items() if v), self.constant + other.constant)

    def times(self, factor: int) -> Affine:
        return Affine(tuple((n, v * factor) for n, v in self.terms if v * factor), self.constant * factor)

    def led_by(self, name: str) -> Affine:
        """The same sum written from ``name``'s term on, then the other positive terms (``i - t``)."""
        return Affine(tuple(sorted(self.terms, key=lambda term: (term[0] != name, term[1] < 0))), self.constant)

    def substitute(self, values: dict[str, Affine]) -> Affine:
        """Each name in ``values`` replaced by its value, in place: other terms keep their positions
        (``i - 1`` with ``i = -t + i`` gives ``i - t - 1``)."""
        result = Affine((), self.constant)
        for name, factor in self.terms:
            result = result.plus(values.get(name, Affine.of(name)).led_by(name).times(factor))
        return result

    @property
    def precedence(self) -> int:
        pieces = len(self.terms) + (1 if self.constant or not self.terms else 0)
        if pieces > 1:
            return _ADDITIVE
        if self.terms:
            value = self.terms[0][1]
            return _PRIMARY if value == 1 else _UNARY if value == -1 else _MULTIPLICATIVE
        return _PRIMARY if self.constant >= 0 else _UNARY

    def __str__(self) -> str:
        pieces = [(value, name) for name, value in self.terms] + ([(self.constant, None)] if self.constant else [])
        if not pieces:
            return "0"
        out = []
        for position, (value, name) in enumerate(pieces):
            magnitude = abs(value)
            text = str(magnitude) if name is None else name if magnitude == 1 else f"{magnitude} * {name}"
            if position == 0:
                out.append(f"-{text}" if value < 0 else text)
            else:
                out.append(f" {'-' if value < 0 else '+'} {text}")
        return "".join(out)


@dataclass(frozen=True)
class Binary(Expr):
    operator: str
    precedence: int
    left: Expr
    right: Expr

    def __str__(self) -> str:
        # C's binary operators group left to right: a right operand of equal precedence needs parentheses.
        return f"{self._operand(self.left, self.precedence)} {self.operator} " \
               f"{self._operand(self.right, self.precedence + 1)}"

    def _operand(self, operand: Expr, at_least: int) -> str:
        # && binds tighter than || already, but gcc -Wall (-Wparentheses) asks a reader not to rely on it.
        if self.operator == "||" and isinstance(operand, Binary) and operand.operator == "&&":
            return f"({operand})"
        return parenthesised(operand, at_least)


@dataclass(frozen=True)
class Negated(Expr):
    operand: Expr
    precedence: int = _UNARY

    def __str__(self) -> str:
        return f"-{parenthesised(self.operand, _UNARY)}"


@dataclass(frozen=True)
class Call(Expr):
    """``min``, ``max`` and ``floord``: printed as calls of polyviz's helper macros."""

    function: str
    arguments: tuple[Expr, ...]
    precedence: int = _PRIMARY

    def __str__(self) -> str:
        return f"pv_{self.function}({', '.join(str(a) for a in self.arguments)})"


@dataclass(frozen=True)
class Conditional(Expr):
    condition: Expr
    then: Expr
    otherwise: Expr
    precedence: int = _CONDITIONAL

    def __str__(self) -> str:
        return f"{parenthesised(self.condition, _OR)} ? {self.then} : {parenthesised(self.otherwise, _CONDITIONAL)}"


def parenthesised(expr: Expr, at_least: int) -> str:
    """``expr`` as an operand that must bind at least as tightly as ``at_least``."""
    return f"({expr})" if expr.precedence < at_least else str(expr)


def from_isl(expr: isl.AstExpr, variables: dict[str, Expr], spellings: dict[str, str] | None = None) -> Expr:
    """``expr`` with isl's identifiers replaced by ``variables`` (others are parameters, written
    as ``spellings`` says when it names them)."""
    kind = expr.get_type()
    if kind == isl.ast_expr_type.int:
        return Affine((), expr.get_val().to_python())
    if kind == isl.ast_expr_type.id:
        name = expr.get_id().get_name()
        return variables[name] if name in variables else Affine.of((spellings or {}).get(name, name))
    op = expr.get_op_type()
    arguments = [from_isl(expr.get_op_arg(k), variables, spellings) for k in range(expr.get_op_n_arg())]
    if op == isl.ast_expr_op_type.minus:
        return negate(arguments[0])
    if op in (isl.ast_expr_op_type.add, isl.ast_expr_op_type.sub) and all(isinstance(a, Affine) for a in arguments):
        left, right = arguments
        return left.plus(right if op == isl.ast_expr_op_type.add else right.times(-1))
    if op == isl.ast_expr_op_type.mul:
        left, right = arguments
        if isinstance(left, Affine) and not left.terms and isinstance(right, Affine):
            return right.times(left.constant)
        if isinstance(right, Affine) and not right.terms and isinstance(left, Affine):
            return left.times(right.constant)
    if op in _HELPER_CALLS:
        # isl's min and max take any number of operands; the helper macros take two.
        result = arguments[-1]
        for argument in reversed(arguments[:-1]):
            result = Call(_HELPER_CALLS[op], (argument, result))
        return result
    if op in (isl.ast_expr_op_type.select, isl.ast_expr_op_type.cond):
        return Conditional(*arguments)
    if op in _BINARY:
        operator, precedence = _BINARY[op]
        left, right = arguments
        if operator in _FLIPPED and isinstance(left, Affine):
            if isinstance(right, Affine):
                left, right = _loops_on_the_left(left, right, {n for v in variables.values()
                                                               if isinstance(v, Affine) for n, _ in v.terms})
            if left.terms and all(v < 0 for _, v in left.terms):
                # -i >= -n + 2 reads better as i <= n - 2 (loops printed backwards give such conditions),
                # and OpenMP accepts a parallel loop's condition only with the iterator alone on one side.
                operator, left, right = _FLIPPED[operator], negate(left), negate(right)
        return Binary(operator, precedence, left, right)
    raise AssertionError(f"unexpected isl expression {expr.to_C_str()}")


def _loops_on_the_left(left: Affine, right: Affine, loops: set[str]) -> tuple[Affine, Affine]:
    """A comparison of parameters with loop variables (isl's ``n >= i + 2``) as a bound on the
    loop variables (``-i >= -n + 2``, then flipped to ``i <= n - 2``); others stay as they are."""
    if any(name in loops for name, _ in left.terms) or not any(name in loops for name, _ in right.terms):
        return left, right
    difference = left.plus(right.times(-1))
    moved = Affine(tuple((n, v) for n, v in difference.terms if n in loops))
    return moved, moved.plus(difference.times(-1))


def negate(expr: Expr) -> Expr:
    """``-expr``, pushed inside sums and through ``min``/``max``."""
    if isinstance(expr, Affine):
        return expr.times(-1)
    if isinstance(expr, Negated):
        return expr.operand
    if isinstance(expr, Call) and expr.function in ("min", "max"):
        return Call("max" if expr.function == "min" else "min", tuple(negate(a) for a in expr.arguments))
    return Negated(expr)


def comparison_for(condition: Expr) -> Expr:
    """A loop condition as a decreasing loop's is written: ``i >= 1`` rather than ``i > 0``."""
    if isinstance(condition, Binary) and condition.operator == ">" and isinstance(condition.right, Affine):
        return Binary(">=", _RELATIONAL, condition.left, condition.right.plus(Affine((), 1)))
    return condition
