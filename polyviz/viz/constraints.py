"""A loop nest as linear inequalities: the constraint matrix ``A·x + b ≥ 0`` of a domain.

``constraint_matrix(domain)`` returns the rows (one per constraint of each convex piece) and
renders them as plain text or HTML (Jupyter shows a :class:`ConstraintMatrix` as a table by
itself). The figure functions draw the same constraints as lines.
"""
from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import islpy as isl

from ._model import linear_text, set_dim_names, statement_sets


@dataclass(frozen=True)
class Constraint:
    """One row ``a·x + p·params + d·divs + c ≥ 0`` (or ``= 0``) of a statement's domain."""

    statement: str
    #: index of the convex piece (basic set) of the statement's domain this row belongs to
    piece: int
    variables: tuple[str, ...]
    coefficients: tuple[int, ...]
    parameters: tuple[str, ...]
    parameter_coefficients: tuple[int, ...]
    constant: int
    is_equality: bool = False
    #: existentially quantified integer divisions, e.g. ``floor(i/2)``
    divs: tuple[str, ...] = ()
    div_coefficients: tuple[int, ...] = ()

    @property
    def relation(self) -> str:
        return "= 0" if self.is_equality else "≥ 0"

    def offset(self, params: Mapping[str, int]) -> int:
        """``b`` for the given parameter values: the constant plus the parameter terms."""
        return self.constant + sum(c * int(params[p]) for c, p in zip(self.parameter_coefficients, self.parameters) if c)

    def text(self) -> str:
        """The constraint as a person writes it: ``i ≤ n - 1``, ``i + j ≥ 3``, ``i = 2j``."""
        dims = list(zip(self.coefficients, self.variables)) + list(zip(self.div_coefficients, self.divs))
        rest = list(zip(self.parameter_coefficients, self.parameters))
        if not any(c for c, _ in dims):          # a condition on the parameters alone: N ≥ 2
            dims, rest = rest, []
        const = self.constant
        first = next((c for c, _ in dims if c), 0)
        op = "=" if self.is_equality else "≥"
        if first < 0:                                   # lead with a positive loop variable
            dims = [(-c, n) for c, n in dims]
            rest = [(-c, n) for c, n in rest]
            const = -const
            if not self.is_equality:
                op = "≤"
        left = [(c, n) for c, n in dims if c > 0]
        right = [(-c, n) for c, n in dims if c < 0] + [(-c, n) for c, n in rest]
        return f"{linear_text(left)} {op} {linear_text(right, -const)}"


@dataclass(frozen=True)
class ConstraintMatrix:
    """The rows of ``A·x + b ≥ 0`` for every statement of a domain (``b`` may hold parameters)."""

    rows: tuple[Constraint, ...]

    @property
    def statements(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(r.statement for r in self.rows))

    @property
    def columns(self) -> tuple[str, ...]:
        """Variable columns (loop iterators, then integer divisions), parameter columns, ``1``."""
        variables = dict.fromkeys(v for r in self.rows for v in r.variables)
        divs = dict.fromkeys(d for r in self.rows for d in r.divs)
        params = dict.fromkeys(p for r in self.rows for p in r.parameters)
        return tuple(variables) + tuple(divs) + tuple(params) + ("1",)

    def matrix(self) -> list[list[int | None]]:
        """One list per row, aligned with :attr:`columns`; ``None`` where a statement lacks a column."""
        cols = self.columns
        out = []
        for r in self.rows:
            values = dict(zip(r.variables, r.coefficients))
            values.update(zip(r.divs, r.div_coefficients))
            values.update(zip(r.parameters, r.parameter_coefficients))
            values["1"] = r.constant
            present = set(r.variables) | set(r.divs)
            out.append([values.get(c, 0 if (c == "1" or c in r.parameters or c in present) else None)
                        for c in cols])
        return out

    def table(self) -> tuple[list[str], list[list[str]]]:
        """Header and body cells as strings (statement column only for several statements)."""
        multi = len(self.statements) > 1
        header = (["statement"] if multi else []) + list(self.columns) + ["", "constraint"]
        body = []
        for r, values in zip(self.rows, self.matrix()):
            cells = [r.statement] if multi else []
            cells += ["" if v is None else str(v) for v in values]
            cells += [r.relation, r.text()]
            body.append(cells)
        return header, body

    def to_text(self) -> str:
        header, body = self.table()
        widths = [max(len(row[k]) for row in [header] + body) for k in range(len(header))]
        lines = ["  ".join(cell.rjust(w) for cell, w in zip(row, widths)).rstrip() for row in [header] + body]
        return "\n".join(lines)

    def to_html(self) -> str:
        header, body = self.table()
        th = "".join(f"<th>{html.escape(h)}</th>" for h in header)
        rows = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in body)
        caption = "A·x + b ≥ 0: one row per constraint"
        return (f"<table class='polyviz-constraints'><caption>{caption}</caption>"
                f"<thead><tr>{th}</tr></thead><tbody>{rows}</tbody></table>")

    def _repr_html_(self) -> str:
        return self.to_html()

    def __str__(self) -> str:
        return self.to_text()


def constraints_of(s: isl.Set, names: Sequence[str] | None = None, statement: str | None = None) -> list[Constraint]:
    """The constraints of every convex piece of ``s``; ``names`` renames the set dimensions."""
    names = tuple(names) if names is not None else set_dim_names(s)
    statement = statement if statement is not None else (s.get_tuple_name() or "")
    params = tuple(s.get_dim_name(isl.dim_type.param, k) for k in range(s.dim(isl.dim_type.param)))
    rows: list[Constraint] = []
    if s.is_empty():                                     # no point at all: the row 0 ≥ 1
        return [Constraint(statement, 0, names, (0,) * len(names), params, (0,) * len(params), -1)]
    pieces = s.coalesce().get_basic_set_list()
    for piece in range(pieces.n_basic_set()):
        bs = pieces.get_at(piece).remove_redundancies()
        n_div = bs.dim(isl.dim_type.div)
        divs = tuple(_div_text(bs.get_div(k), names) for k in range(n_div))
        for c in bs.get_constraints():
            coefs = tuple(c.get_coefficient_val(isl.dim_type.set, k).to_python() for k in range(len(names)))
            div_coefs = tuple(c.get_coefficient_val(isl.dim_type.div, k).to_python() for k in range(n_div))
            rows.append(Constraint(
                statement, piece, names, coefs, params,
                tuple(c.get_coefficient_val(isl.dim_type.param, k).to_python() for k in range(len(params))),
                c.get_constant_val().to_python(), bool(c.is_equality()), divs, div_coefs))
    return rows


def _div_text(aff: isl.Aff, names: Sequence[str]) -> str:
    """``floor((i - 1)/3)`` for the integer division ``aff`` of a basic set."""
    den = aff.get_denominator_val().to_python()
    terms = [((aff.get_coefficient_val(isl.dim_type.in_, k) * den).to_python(), names[k])
             for k in range(min(len(names), aff.dim(isl.dim_type.in_)))]
    terms += [((aff.get_coefficient_val(isl.dim_type.param, k) * den).to_python(),
               aff.get_dim_name(isl.dim_type.param, k)) for k in range(aff.dim(isl.dim_type.param))]
    num = linear_text(terms, (aff.get_constant_val() * den).to_python())
    return f"floor({num}/{den})" if " " not in num else f"floor(({num})/{den})"


def constraint_matrix(domain: Any, names: Sequence[str] | None = None) -> ConstraintMatrix:
    """The constraint matrix ``A·x + b ≥ 0`` of a statement's domain (or of every statement).

    ``domain`` is an ``isl.Set`` or ``isl.UnionSet`` (parametric is fine: parameters become
    columns of ``b``). ``names`` renames the loop variables of a single-statement domain.
    Conditions on the parameters alone (``N ≥ 2``) are rows with ``A = 0``; an empty domain
    has the single row ``0 ≥ 1``.
    """
    sets = statement_sets(domain)
    if names is not None and len(sets) != 1:
        raise ValueError("names= renames the loops of one statement; this domain has several")
    rows: list[Constraint] = []
    for s in sets:
        rows += constraints_of(s, names)
    return ConstraintMatrix(tuple(rows))
