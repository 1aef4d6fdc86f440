"""C text as tokens with their offsets: how the user's own statement text is located and reprinted.

Both readers of the user's text need the same notion of a token: the front end, to find a
statement as written (before macro expansion) and the identifiers in it that are iterators;
code generation, to replace exactly those identifiers and keep everything between tokens
(spacing, comments, macro names, casts, literals) untouched.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

_TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<comment>//[^\n]*|/\*.*?(?:\*/|\Z))
  | (?P<number>\.?\d(?:[eEpP][+-]|[\w.])*)
  | (?P<identifier>(?:[^\W\d]|\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8})(?:\w|\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8})*)
  | (?P<string>[LuU8]*"(?:\\.|[^"\\\n])*"?|[LuU]*'(?:\\.|[^'\\\n])*'?)
  | (?P<punctuator>\.\.\.|<<=|>>=|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^]=|\#\#|[^\s\w])
""", re.X | re.S)
_ASCII_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass(frozen=True)
class Token:
    """One C token: its text and where it stands (``start``/``end`` offsets into the text read)."""

    text: str
    start: int
    end: int

    @property
    def is_identifier(self) -> bool:
        return self.text[0].isalpha() or self.text[0] == "_" or self.text.startswith(("\\u", "\\U"))

    @property
    def is_ascii_identifier(self) -> bool:
        """An identifier of ASCII letters, digits and ``_`` only: C11 also allows other letters
        (``β``) and universal character names (``\\u03b2``), which gcc reads and pycparser does not."""
        return _ASCII_IDENTIFIER.fullmatch(self.text) is not None


def tokenize(text: str, *, directives: bool = True) -> list[Token]:
    """The tokens of ``text``, without whitespace and comments; with ``directives`` the lines of
    preprocessor directives (``#include``, ``#define`` … with their continuation lines) are skipped."""
    tokens: list[Token] = []
    position = 0
    line_start = True  # only whitespace since the last newline
    while position < len(text):
        match = _TOKEN.match(text, position)
        kind, value = match.lastgroup, match.group()
        if directives and line_start and value == "#":
            position = _end_of_directive(text, position)
            continue
        if kind == "space":
            line_start = line_start or "\n" in value
        elif kind != "comment":
            tokens.append(Token(value, position, match.end()))
            line_start = False
        position = match.end()
    return tokens


def later_use(tokens: list[Token], name: str, start: int, end: int) -> Token | None:
    """The first token by which the code may read the variable ``name`` after offset ``start``:
    ``name`` among ``tokens`` between ``start`` and ``end`` (the rest of its function), or ``name``
    with its address taken anywhere (``&name``: anything may read it later); ``None`` when none."""
    return next((token for k, token in enumerate(tokens)
                 if token.text == name and (start <= token.start < end or k and tokens[k - 1].text == "&")), None)


def matching_brackets(texts: list[str], openings: str = "([{") -> dict[int, int]:
    """Position of each opening bracket (of ``openings``) in the token texts ``texts`` -> the
    position of the closing bracket that matches it."""
    closers = {")": "(", "]": "[", "}": "{"}
    closing, stack = {}, []
    for k, text in enumerate(texts):
        if len(text) == 1 and text in openings:
            stack.append(k)
        elif closers.get(text, " ") in openings and stack:
            closing[stack.pop()] = k
    return closing


def _end_of_directive(text: str, position: int) -> int:
    while True:
        newline = text.find("\n", position)
        if newline < 0:
            return len(text)
        if not text[:newline].rstrip("\r").endswith("\\"):
            return newline + 1
        position = newline + 1
