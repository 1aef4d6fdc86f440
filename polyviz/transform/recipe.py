"""Recipes: transformation steps as text, ``interchange(i, j); tile(i=32, j=32); parallel(i_t)``.

Grammar (whitespace is free)::

    recipe   := [ step { ";" step } [ ";" ] ]
    step     := NAME "(" [ argument { "," argument } ] ")"
    argument := value | NAME "=" value
    value    := INTEGER | LOOP
    LOOP     := NAME [ "@" NAME ]          (``i@S1``: the loop ``i`` around statement ``S1``)
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..errors import RecipeError

Value = int | str

_TOKEN = re.compile(r"\s*(?:(?P<int>[+-]?\d+)|(?P<name>[A-Za-z_]\w*(?:@[A-Za-z_]\w*)?)|(?P<sym>[(),;=]))")


@dataclass(frozen=True)
class Step:
    """One transformation step: its name, positional arguments and keyword arguments."""

    name: str
    args: tuple[Value, ...] = ()
    keywords: tuple[tuple[str, Value], ...] = ()
    #: Where the step was written in the recipe text it was read from (``(start, end)`` offsets).
    span: tuple[int, int] | None = field(default=None, repr=False, compare=False)

    def __str__(self) -> str:
        parts = [str(a) for a in self.args] + [f"{k}={v}" for k, v in self.keywords]
        return f"{self.name}({', '.join(parts)})"


def format_recipe(steps: tuple[Step, ...]) -> str:
    return "; ".join(str(s) for s in steps)


def parse_recipe(text: str) -> tuple[Step, ...]:
    """The steps of ``text``; raises :class:`RecipeError` saying where and what was expected."""
    tokens = _tokens(text)
    steps: list[Step] = []
    position = 0

    def expect(kind: str, what: str, symbol: str | None = None) -> str:
        nonlocal position
        found_kind, value, offset = tokens[position]
        if found_kind != kind or (symbol is not None and value != symbol):
            shown = "the end of the recipe" if found_kind == "end" else repr(value)
            raise RecipeError(f"recipe step {len(steps) + 1}, column {offset + 1}: expected {what}, found {shown}",
                              span=_token_span(tokens[position]))
        position += 1
        return value

    while tokens[position][0] != "end":
        start = tokens[position][2]
        name = expect("name", "a step name such as interchange")
        expect("sym", "'('", "(")
        args: list[Value] = []
        keywords: list[tuple[str, Value]] = []
        while not (tokens[position][0] == "sym" and tokens[position][1] == ")"):
            if args or keywords:
                expect("sym", "',' or ')'", ",")
            kind, value, _ = tokens[position]
            if kind == "name" and tokens[position + 1][:2] == ("sym", "="):
                if any(key == value for key, _ in keywords):
                    raise RecipeError(f"recipe step {len(steps) + 1} ({name}), column {tokens[position][2] + 1}: "
                                      f"{value}= is given twice", span=_token_span(tokens[position]))
                position += 2
                keywords.append((value, _value(tokens[position], len(steps) + 1)))
            else:
                if keywords:
                    raise RecipeError(f"recipe step {len(steps) + 1} ({name}): positional argument after keyword",
                                      span=_token_span(tokens[position]))
                args.append(_value(tokens[position], len(steps) + 1))
            position += 1
        end = tokens[position][2] + 1
        expect("sym", "')'", ")")
        steps.append(Step(name, tuple(args), tuple(keywords), span=(start, end)))
        if tokens[position][0] != "end":
            expect("sym", "';' between steps", ";")
    return tuple(steps)


def _value(token: tuple[str, str, int], step_number: int) -> Value:
    kind, value, offset = token
    if kind == "int":
        # Python refuses to convert strings of more than 4300 digits; anything past 64 bits is no
        # tile size, factor or shift a C loop can use either.
        if len(value.lstrip("+-")) > 19 or not -2**63 <= int(value) < 2**63:
            digits = len(value.lstrip("+-"))
            shown = value if digits <= 24 else f"{value[:12]}… ({digits:,} digits)"
            raise RecipeError(f"recipe step {step_number}, column {offset + 1}: the integer {shown} is out of range "
                              "(recipe integers lie between -2^63 and 2^63-1)", span=_token_span(token))
        return int(value)
    if kind == "name":
        return value
    shown = "the end of the recipe" if kind == "end" else repr(value)
    raise RecipeError(f"recipe step {step_number}, column {offset + 1}: expected a loop name or an integer, "
                      f"found {shown}", span=_token_span(token))


def _tokens(text: str) -> list[tuple[str, str, int]]:
    tokens = []
    position = 0
    while True:
        while position < len(text) and text[position].isspace():
            position += 1
        if position == len(text):
            tokens.append(("end", "", position))
            return tokens
        match = _TOKEN.match(text, position)
        if not match:
            raise RecipeError(f"recipe column {position + 1}: unexpected character {text[position]!r}",
                              span=(position, position + 1))
        kind = match.lastgroup
        tokens.append((kind, match.group(kind), match.start(kind)))
        position = match.end()


def _token_span(token: tuple[str, str, int]) -> tuple[int, int]:
    """Where ``token`` stands in the text (the end of the text marks one character past it)."""
    _, value, offset = token
    return offset, offset + max(len(value), 1)
