"""A statement's text under a new schedule: the user's own text, only its iterators rewritten.

Every token keeps the user's spelling and the spacing and comments between tokens stay; an
iterator whose value changed is replaced. Where it stands in a subscript that is a sum of
terms (``A[i - 1]``), the whole subscript is rewritten as one simplified sum in the user's
order of terms (``A[i - t - 1]``); elsewhere the new value goes in place, parenthesised only if
its neighbours bind more tightly (``(double)(i - t)``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import islpy as isl
from pycparser.c_generator import CGenerator

from ..model import Scop, Statement, WrittenStatement, matching_brackets, tokenize
from .expr import _ADDITIVE, _AND, _CONDITIONAL, _EQUALITY, _MULTIPLICATIVE, _PRIMARY, _RELATIONAL, _UNARY, \
    Affine, Expr, parenthesised

_DECIMAL = re.compile(r"^\d+$")
#: The loosest an operand may bind next to these tokens (to its right, to its left).
_AFTER = {**dict.fromkeys(("(", "[", ",", "=", "+=", "-=", "*=", "/=", "%=", "?", ":", "{", "return"), _CONDITIONAL),
          "+": _ADDITIVE, "-": _MULTIPLICATIVE, "*": _UNARY, "/": _UNARY, "%": _UNARY,
          **dict.fromkeys(("<", ">", "<=", ">="), _ADDITIVE), "==": _RELATIONAL, "!=": _RELATIONAL,
          "&&": _EQUALITY, "||": _AND}
_BEFORE = {**dict.fromkeys((")", "]", ",", ";", "?", ":", "}"), _CONDITIONAL), "+": _ADDITIVE, "-": _ADDITIVE,
           **dict.fromkeys(("*", "/", "%"), _MULTIPLICATIVE), **dict.fromkeys(("<", ">", "<=", ">="), _ADDITIVE),
           "==": _RELATIONAL, "!=": _RELATIONAL, "&&": _EQUALITY, "||": _AND}


class LoopsOfIterators:
    """Which printed loop runs through each statement iterator's own values.

    isl writes a statement's iterator as whatever expression its build finds simplest: in
    PolyBench nussinov's ``else`` branch, where the domain holds ``j == i + 1``, the original
    schedule's ``table[i][j]`` comes back as ``table[i][i + 1]``. When the loop variable at some
    depth equals the iterator on the statement's whole domain, the statement is printed with that
    variable instead, as the user wrote it.  A statement whose instances stand in several leaves
    (``split``'s pieces) must have it equal in every one: the piece ``j < i`` of blur2d's
    ``split(j, i); skew(j_lt, i, 1)`` runs ``j_lt = i + j`` while the piece ``j > i`` runs ``j``.
    """

    def __init__(self, schedule: isl.Schedule):
        self.schedule = schedule
        self._prefixes: dict[str, list[isl.PwMultiAff]] | None = None

    def equals(self, statement: Statement, iterator: str, depth: int, sign: int) -> bool:
        """Whether ``sign`` times schedule dimension ``depth`` is ``iterator`` on ``statement``'s domain."""
        if self._prefixes is None:
            self._prefixes = {}
            try:
                self._collect(self.schedule.get_root())
            except isl.Error:  # isl has no prefix schedules below extension nodes (compute_at)
                self._prefixes = {}
        prefixes = self._prefixes.get(statement.name)
        return bool(prefixes) and all(self._equal(prefix, statement, iterator, depth, sign) for prefix in prefixes)

    @staticmethod
    def _equal(prefix: isl.PwMultiAff, statement: Statement, iterator: str, depth: int, sign: int) -> bool:
        if depth >= prefix.dim(isl.dim_type.out):
            return False
        loop = prefix.get_pw_aff(depth).scale_val(isl.Val.int_from_si(prefix.get_ctx(), sign))
        own = isl.PwAff.var_on_domain(isl.LocalSpace.from_space(loop.get_domain_space()), isl.dim_type.set,
                                      statement.iterators.index(iterator))
        return loop.ne_set(own).is_empty()

    def _collect(self, node: isl.ScheduleNode) -> None:
        if node.get_type() == isl.schedule_node_type.leaf:
            prefix = node.get_prefix_schedule_union_map().intersect_domain(node.get_domain())
            maps = prefix.get_map_list()
            for k in range(maps.n_map()):
                self._prefixes.setdefault(maps.get_at(k).get_tuple_name(isl.dim_type.in_), []).append(
                    isl.PwMultiAff.from_map(maps.get_at(k)))
            return
        for k in range(node.n_children()):
            self._collect(node.child(k))


def hoisted_declarations(scop: Scop) -> list[str]:
    """The declarations the SCoP made (kept before the code that replaces it, so that its scalars
    stay visible after it), each name spelled as the user's text spells it (``DATA_TYPE s;``)."""
    spelled = dict(scop.spellings)
    return [re.sub(r"\w+", lambda word: spelled.get(word.group(), word.group()), line)
            for line in scop.source.hoisted_declarations]


@dataclass(frozen=True)
class ArrayAccess:
    """One access ``array[e0][e1]...`` in a statement's C text: offsets in that text."""

    array: str
    #: From the array's name to the last subscript's ``]``.
    start: int
    end: int
    #: (start, end) of each subscript's text, between its brackets.
    subscripts: tuple[tuple[int, int], ...]


def array_accesses(text: str, arrays: set[str]) -> list[ArrayAccess]:
    """The accesses of ``arrays`` in C ``text``, in order (names after ``.`` or ``->`` are members)."""
    tokens = tokenize(text, directives=False)
    closing = matching_brackets([t.text for t in tokens], "[")
    found = []
    for k, token in enumerate(tokens):
        if token.text not in arrays or (k and tokens[k - 1].text in (".", "->")):
            continue
        subscripts, opening = [], k + 1
        while opening < len(tokens) and tokens[opening].text == "[" and opening in closing:
            subscripts.append((tokens[opening].end, tokens[closing[opening]].start))
            opening = closing[opening] + 1
        found.append(ArrayAccess(token.text, token.start, tokens[opening - 1].end, tuple(subscripts)))
    return found


#: Tokens after which a product starts (a binary ``+`` or ``-`` is checked separately).
_PRODUCT_STARTS = {"=", "+=", "-=", "*=", "/=", "(", ","}


def scalar_factor(text: str, access: ArrayAccess, scalars: set[str]) -> str:
    """The text of the ``scalars`` that ``access`` is multiplied by first in C ``text`` (``alpha * ``
    before ``A[i][k]`` in ``C[i][j] += alpha * A[i][k] * B[k][j]``), or "": ``*`` groups to the
    left, so when the product starts with them, they and the access are a subexpression of its own."""
    tokens = tokenize(text, directives=False)
    k = next(n for n, token in enumerate(tokens) if token.start == access.start)
    first = k
    while first >= 2 and tokens[first - 1].text == "*" and tokens[first - 2].text in scalars:
        first -= 2
    if first == k or first == 0:
        return ""
    before = tokens[first - 1].text
    operand_before = first >= 2 and (tokens[first - 2].text in (")", "]") or tokens[first - 2].text[0].isalnum()
                                     or tokens[first - 2].text[0] in "_.")
    if before in _PRODUCT_STARTS or (before in ("+", "-") and operand_before):
        return text[tokens[first].start:access.start]
    return ""


def written_or_reprinted(statement: Statement) -> WrittenStatement:
    """The statement as the user wrote it, or (when macros hide an iterator) its parsed form printed
    with C precedence; macros are expanded in the latter, which is therefore only the fallback."""
    if statement.written is not None:
        return statement.written
    text = CGenerator(reduce_parentheses=True).visit(statement.body) + ";"
    tokens = tuple(tokenize(text, directives=False))
    iterators = set(statement.iterators)
    return WrittenStatement(text, 0, tokens, tuple(k for k, t in enumerate(tokens) if t.text in iterators
                                                and not _is_member(tokens, k)))


def statement_text(written: WrittenStatement, values: dict[str, Expr], indent: str = "") -> str:
    """``written`` with each iterator replaced by its value in ``values``; continuation lines
    keep their indentation relative to the statement's first line, which starts at ``indent``."""
    changed = [k for k in written.iterator_tokens if values[written.tokens[k].text] != Affine.of(written.tokens[k].text)]
    text = _rewritten(written, values, changed) if changed else written.text
    first, *rest = text.split("\n")
    return "\n".join([first] + [indent + line[min(written.column, len(line) - len(line.lstrip())):]
                                for line in rest])


def _rewritten(written: WrittenStatement, values: dict[str, Expr], changed: list[int]) -> str:
    tokens = written.tokens
    replacements: dict[int, tuple[int, str]] = {}  # first token -> (last token, new text)
    closing = matching_brackets([t.text for t in tokens], "([")
    for k in changed:
        if any(first <= k <= last for first, (last, _) in replacements.items()):
            continue
        opening = _enclosing_subscript(tokens, closing, k)
        if opening is not None and not any(opening < m < closing[opening]
                                           for m in written.macro_arguments + written.macro_tokens):
            sum_ = affine_of_tokens([t.text for t in tokens[opening + 1:closing[opening]]])
            if sum_ is not None and all(isinstance(values[name], Affine) for name, _ in sum_.terms if name in values):
                affine_values = {name: value for name, value in values.items() if isinstance(value, Affine)}
                replacements[opening + 1] = (closing[opening] - 1, str(sum_.substitute(affine_values)))
                continue
        before = tokens[k - 1].text if k > 0 else "("
        after = tokens[k + 1].text if k + 1 < len(tokens) else ";"
        binding = _PRIMARY if k in written.macro_arguments else max(_AFTER.get(before, _UNARY),
                                                                      _BEFORE.get(after, _PRIMARY))
        value = values[tokens[k].text]
        replacements[k] = (k, parenthesised(value.led_by(tokens[k].text) if isinstance(value, Affine) else value,
                                            binding))
    out, position, k = [], 0, 0
    while k < len(tokens):
        if k in replacements:
            last, text = replacements[k]
            out += [written.text[position:tokens[k].start], text]
            position, k = tokens[last].end, last + 1
        else:
            k += 1
    out.append(written.text[position:])
    return "".join(out)


def _enclosing_subscript(tokens, closing: dict[int, int], k: int) -> int | None:
    """The ``[`` whose subscript directly holds token ``k`` (no parenthesis between them)."""
    inner = [o for o, c in closing.items() if o < k < c]
    if not inner:
        return None
    opening = max(inner)
    return opening if tokens[opening].text == "[" else None


def _is_member(tokens, k: int) -> bool:
    return k > 0 and tokens[k - 1].text in (".", "->")


def affine_of_tokens(texts: list[str]) -> Affine | None:
    """The tokens ``texts`` as a sum of terms, or None if they are anything else."""
    position = 0

    def peek() -> str | None:
        return texts[position] if position < len(texts) else None

    def take() -> str:
        nonlocal position
        position += 1
        return texts[position - 1]

    def sum_() -> Affine | None:
        result = product()
        while result is not None and peek() in ("+", "-"):
            sign = 1 if take() == "+" else -1
            term = product()
            result = None if term is None else result.plus(term.times(sign))
        return result

    def product() -> Affine | None:
        result = unary()
        while result is not None and peek() == "*":
            take()
            factor = unary()
            if factor is None or (result.terms and factor.terms):
                return None
            result = factor.times(result.constant) if not result.terms else result.times(factor.constant)
        return result

    def unary() -> Affine | None:
        if peek() in ("+", "-"):
            sign = 1 if take() == "+" else -1
            operand = unary()
            return operand.times(sign) if operand is not None else None
        token = peek()
        if token is None:
            return None
        take()
        if token == "(":
            inner = sum_()
            return inner if inner is not None and peek() == ")" and take() else None
        if _DECIMAL.match(token):
            return Affine((), int(token))
        if token[0].isalpha() or token[0] == "_":
            return Affine.of(token)
        return None

    result = sum_()
    return result if position == len(texts) else None

