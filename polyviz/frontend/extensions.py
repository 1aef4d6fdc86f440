"""GNU C extensions gcc and clang accept and pycparser does not: ignored where they change nothing
polyviz models, refused by name elsewhere.

Vectorising-compiler test suites declare their global arrays ``__attribute__((aligned(64)))`` and
their pointers ``__restrict__``: an alignment or a no-alias promise changes no value a loop
computes, so on the declaration of an array or a pointer the attribute is blanked out, and
``__restrict__``/``__restrict`` are read as C99's ``restrict``.  An attribute anywhere else (on a
function, a type, a statement) and complex types are refused as not supported, with their place.
Each replacement keeps the text's length and line breaks, so pycparser's coordinates stay those
of the preprocessed text.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..model import tokenize

_LINE_MARKER = re.compile(r'^#\s*(?:line\s+)?(\d+)\s+"((?:\\.|[^"\\])*)"')
#: Spellings gcc accepts for C99 keywords pycparser knows.
_KEYWORD_SPELLINGS = {"__restrict__": "restrict", "__restrict": "restrict", "__inline__": "inline",
                      "__inline": "inline"}
_ATTRIBUTES = ("__attribute__", "__attribute")
_COMPLEX_WORDS = ("_Complex", "_Imaginary")
_FLOATING = ("float", "double")
#: Tokens that end a declaration (or begin the next one) at its own bracket depth.
_DECLARATION_ENDS = (";", "{", "}", ",", "=")


@dataclass(frozen=True)
class LocatedToken:
    """A token of the preprocessed text with its offset there, and the file, line and column the
    preprocessor's line markers give it."""

    text: str
    offset: int
    file: str | None
    line: int
    column: int


@dataclass(frozen=True)
class Unsupported:
    """An extension polyviz does not read: why, and the token where it begins."""

    reason: str
    token: LocatedToken


def located_tokens(preprocessed: str) -> list[LocatedToken]:
    """The tokens of ``preprocessed`` outside directives, each with its file, line and column."""
    tokens, file, line, offset = [], None, 1, 0
    for text in preprocessed.split("\n"):
        marker = _LINE_MARKER.match(text)
        if marker:
            file, line = marker.group(2), int(marker.group(1))
        else:
            if not text.lstrip().startswith("#"):
                tokens += [LocatedToken(t.text, offset + t.start, file, line, t.start + 1)
                           for t in tokenize(text, directives=False)]
            line += 1
        offset += len(text) + 1
    return tokens


def plain_c(preprocessed: str) -> tuple[str, Unsupported | None]:
    """``preprocessed`` with the extensions polyviz ignores blanked out or respelled, and the first
    extension it does not support (``None`` when there is none)."""
    tokens = located_tokens(preprocessed)
    text = list(preprocessed)
    texts = [t.text for t in tokens]
    for k, token in enumerate(tokens):
        if token.text in _COMPLEX_WORDS or (token.text == "complex" and _next_to_floating(texts, k)):
            return preprocessed, Unsupported("not supported: complex type (polyviz models real and integer "
                                             "arithmetic only)", token)
        spelling = _KEYWORD_SPELLINGS.get(token.text)
        if spelling is not None:
            text[token.offset:token.offset + len(token.text)] = spelling.ljust(len(token.text))
        if token.text in _ATTRIBUTES:
            end = _attribute_end(texts, k)
            if end is None or not _declares_array_or_pointer(texts, k, end):
                return preprocessed, Unsupported("not supported: GNU attribute (polyviz ignores attributes only "
                                                 "on the declarations of arrays and pointers)", token)
            last = tokens[end]
            for offset in range(token.offset, last.offset + len(last.text)):
                if text[offset] != "\n":
                    text[offset] = " "
    return "".join(text), None


def _next_to_floating(texts: list[str], k: int) -> bool:
    """``complex`` (``<complex.h>``'s name for ``_Complex``) written before ``float`` or ``double``, or
    after one and before a declarator (``double complex;`` declares a variable named ``complex``)."""
    following = texts[k + 1] if k + 1 < len(texts) else ";"
    declares_it = following in _DECLARATION_ENDS + ("[", ")")
    return following in _FLOATING or (k > 0 and texts[k - 1] in _FLOATING and not declares_it)


def _attribute_end(texts: list[str], k: int) -> int | None:
    """Index of the ``)`` closing ``__attribute__ (( … ))`` at index ``k``."""
    if k + 1 >= len(texts) or texts[k + 1] != "(":
        return None
    depth = 0
    for j in range(k + 1, len(texts)):
        depth += texts[j] == "("
        depth -= texts[j] == ")"
        if depth == 0:
            return j
    return None


def _declares_array_or_pointer(texts: list[str], first: int, last: int) -> bool:
    """Whether the attribute at ``first..last`` belongs to the declaration of an array or a pointer
    variable: the declaration around it (up to ``;``, ``,``, ``=``, a brace or a bracket it stands
    inside) holds ``[`` or ``*`` and no ``(`` at its own level (which would make it a function)."""
    low, high = first, last
    depth = 0
    while low > 0 and not (depth == 0 and (texts[low - 1] in _DECLARATION_ENDS or texts[low - 1] in "([")):
        depth += {")": 1, "]": 1, "(": -1, "[": -1}.get(texts[low - 1], 0)
        low -= 1
    depth = 0
    while high + 1 < len(texts) and not (depth == 0 and (texts[high + 1] in _DECLARATION_ENDS
                                                         or texts[high + 1] in ")]")):
        depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(texts[high + 1], 0)
        high += 1
    level, depth, k = [], 0, low
    while k <= high:
        if texts[k] in _ATTRIBUTES:
            k = (_attribute_end(texts, k) or high) + 1
            continue
        if depth == 0:
            level.append(texts[k])
        depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(texts[k], 0)
        k += 1
    return "(" not in level and ("[" in level or "*" in level)
