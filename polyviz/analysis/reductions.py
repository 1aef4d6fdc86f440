"""Reduction updates: statements that only fold a value into one variable with ``+`` or ``*``.

``y[j] += A[i][j] * tmp[i]``, ``y[j] = y[j] + e`` and ``s *= e`` are reduction updates when
``e`` does not read the variable they update.  The dependences between updates of one variable
only order additions (or products), so a loop carrying nothing else may run in parallel if
the user allows the sums to be reassociated: each thread then folds into a private copy and
the copies are combined at the end (OpenMP's ``reduction`` clause).
"""
from __future__ import annotations

from dataclasses import dataclass

from pycparser import c_ast, c_generator

from ..model import Scop

#: Assignment operators that fold their right-hand side into the left, and the fold.
_COMPOUND = {"+=": "+", "-=": "+", "*=": "*"}
#: Binary operators of ``x = x op e`` that are such folds (``x = x - e`` adds ``-e``).
_BINARY = {"+": "+", "-": "+", "*": "*"}


@dataclass(frozen=True)
class ReductionUpdate:
    """Statement ``statement`` folds a value into ``variable`` with ``operator`` (``+`` or ``*``)."""

    statement: str
    operator: str
    variable: str


def reduction_updates(scop: Scop) -> dict[str, ReductionUpdate]:
    """The reduction updates of ``scop``, by statement name."""
    found = {}
    for statement in scop.statements:
        update = _update(statement.body)
        if update is not None and len(statement.writes) == 1:
            found[statement.name] = ReductionUpdate(statement.name, *update)
    return found


def _update(node) -> tuple[str, str] | None:
    if not isinstance(node, c_ast.Assignment):
        return None
    variable = _base_name(node.lvalue)
    if variable is None:
        return None
    target = _text(node.lvalue)
    if node.op in _COMPOUND:
        operator, rest = _COMPOUND[node.op], [node.rvalue]
    elif node.op == "=" and isinstance(node.rvalue, c_ast.BinaryOp) and node.rvalue.op in _BINARY:
        left, right = node.rvalue.left, node.rvalue.right
        operator = _BINARY[node.rvalue.op]
        if _text(left) == target:
            rest = [right]
        elif _text(right) == target and node.rvalue.op != "-":
            rest = [left]
        else:
            return None
    else:
        return None
    if any(_reads(part, variable) for part in rest):
        return None
    return operator, variable


def _base_name(node) -> str | None:
    if isinstance(node, c_ast.UnaryOp) and node.op == "*":  # a scalar passed by pointer
        node = node.expr
    while isinstance(node, c_ast.ArrayRef):
        node = node.name
    return node.name if isinstance(node, c_ast.ID) else None


def _reads(node, variable: str) -> bool:
    if isinstance(node, c_ast.ID):
        return node.name == variable
    return any(_reads(child, variable) for _, child in node.children())


def _text(node) -> str:
    return c_generator.CGenerator().visit(node)
