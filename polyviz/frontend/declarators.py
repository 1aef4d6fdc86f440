"""Array declarations as the user's text spells them, for the code polyviz prints.

pycparser reads the preprocessed text, where PolyBench's ``DATA_TYPE POLYBENCH_2D(C,NI,NJ,ni,nj)``
is ``double C[1000 + 0][1100 + 0]`` for ``-DLARGE_DATASET``: a function printed with those
extents builds for that dataset only.  The user's own tokens keep every macro (``NI``), so they
are what printed declarations use.  Where a macro hides the declarator (``C`` and its brackets
are inside ``POLYBENCH_2D(…)``), that one macro use is replaced by its definition with its
arguments as written, unexpanded, until the name and its brackets show, so that ``restrict`` can
be put in the first dimension: ``DATA_TYPE C[restrict POLYBENCH_RESTRICT
POLYBENCH_C99_SELECT(NI,ni) + POLYBENCH_PADDING_FACTOR][…]``.  Every extent keeps its macros,
and so follows the ``-D`` options of whatever compiles it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Mapping

from ..model import Token, matching_brackets, tokenize

#: Macro uses replaced to find one declarator: deeper nesting of macros around it is not looked into.
MAX_EXPANSIONS = 8
_RESTRICT = frozenset(("restrict", "__restrict", "__restrict__"))
_QUALIFIERS = _RESTRICT | {"const", "volatile", "static"}
_DEFINE_LINE = re.compile(r"#define ([A-Za-z_]\w*)(\(([^)]*)\))? ?(.*)")


@dataclass(frozen=True)
class Macro:
    """One ``#define``: its parameters (``None`` for an object-like macro) and replacement text."""

    parameters: tuple[str, ...] | None
    replacement: str


def parse_definitions(text: str) -> dict[str, Macro]:
    """The macros of the preprocessor's ``-dM`` output (one ``#define`` per line)."""
    macros = {}
    for line in text.splitlines():
        match = _DEFINE_LINE.fullmatch(line.strip())
        if match:
            parameters = None if match.group(2) is None else tuple(
                p.strip() for p in match.group(3).split(",") if p.strip())
            macros[match.group(1)] = Macro(parameters, match.group(4))
    return macros


@dataclass(frozen=True)
class _Word:
    """A token and whether white space stood before it (how the printed text is spaced)."""

    text: str
    spaced: bool


@dataclass(frozen=True)
class WrittenDeclaration:
    """A declaration in the user's spelling."""

    #: The declaration as written (runs of white space made one space):
    #: ``DATA_TYPE POLYBENCH_2D(C,NI,NJ,ni,nj)``.
    text: str
    #: For an array, the same with the array itself ``restrict``: ``DATA_TYPE C[restrict …][…]``.
    restrict_text: str
    #: Each extent's text, outermost first (``None`` for ``[]``), without the qualifiers of the
    #: first dimension: ``POLYBENCH_C99_SELECT(NI,ni) + POLYBENCH_PADDING_FACTOR``.
    extents: tuple[str | None, ...]


def written_declaration(tokens: list[Token], first: int, last: int, name: str, rank: int,
                        macros: Callable[[], Mapping[str, Macro]]) -> WrittenDeclaration | None:
    """The declaration of ``name`` (an array of ``rank`` dimensions, or a scalar: 0) that the
    user's ``tokens[first:last]`` spell; ``macros`` gives the definitions in force (asked only where a macro hides
    the declarator).  ``None`` when the declarator does not show within :data:`MAX_EXPANSIONS`
    macro uses, or a macro pastes or stringises tokens (``##``, ``#``)."""
    words = [_Word(t.text, k > first and t.start > tokens[k - 1].end) for k, t in enumerate(tokens[first:last], first)]
    text = _joined(words)
    if rank == 0:
        visible = name in [w.text for w in words] and "(" not in [w.text for w in words]
        return WrittenDeclaration(text, "", ()) if visible else None
    for _ in range(MAX_EXPANSIONS + 1):
        at = _declarator(words, name)
        if at is not None:
            written = _declaration(text, words, at, macros)
            return written if len(written.extents) == rank else None
        words = _expand_around(words, name, macros())
        if words is None:
            return None
    return None


def _declarator(words: list[_Word], name: str) -> int | None:
    """Index of ``name`` followed by its first ``[``."""
    return next((k for k in range(len(words) - 1) if words[k].text == name and words[k + 1].text == "["), None)


def _declaration(text: str, words: list[_Word], at: int, macros: Callable[[], Mapping[str, Macro]]) -> WrittenDeclaration:
    texts = [w.text for w in words]
    closing = matching_brackets(texts, "([")
    extents: list[str | None] = []
    k = at + 1
    while k < len(words) and words[k].text == "[" and k in closing:
        inside = words[k + 1:closing[k]]
        if not extents:
            inside = _without_qualifiers(inside, macros)
        extents.append(_joined(inside) or None)
        k = closing[k] + 1
    # The first dimension's own qualifiers make way for restrict: a macro that stands for restrict
    # or for nothing (POLYBENCH_RESTRICT) adds nothing to it, and restrict twice is a warning.
    opening = at + 1
    dimension = words[opening + 1:closing[opening]]
    rest = _without_qualifiers(dimension, macros)
    kept = [w for w in dimension[:len(dimension) - len(rest)] if w.text in _QUALIFIERS - _RESTRICT]
    qualified = words[:opening + 1] + [_Word("restrict", False)] + \
        [_Word(w.text, True) for w in kept] + [_Word(w.text, True) if j == 0 else w for j, w in enumerate(rest)] + \
        words[closing[opening]:]
    return WrittenDeclaration(text, _joined(qualified), tuple(extents))


def _without_qualifiers(words: list[_Word], macros: Callable[[], Mapping[str, Macro]]) -> list[_Word]:
    """``words`` (a first dimension's) without their leading qualifiers, and macros that stand
    for qualifiers or nothing (PolyBench's ``POLYBENCH_RESTRICT``)."""
    k = 0
    while k < len(words) and (words[k].text in _QUALIFIERS or _is_qualifier_macro(words[k].text, macros)):
        k += 1
    return words[k:]


def _is_qualifier_macro(word: str, macros: Callable[[], Mapping[str, Macro]]) -> bool:
    if not (word[0].isalpha() or word[0] == "_") or word in _QUALIFIERS:
        return False
    macro = macros().get(word)
    return macro is not None and macro.parameters is None and \
        all(w in _QUALIFIERS or _is_qualifier_macro(w, macros) for w in macro.replacement.split())


def _expand_around(words: list[_Word], name: str, macros: Mapping[str, Macro]) -> list[_Word] | None:
    """``words`` with the innermost function-like macro use around ``name`` replaced by its
    definition (arguments substituted as written); ``None`` when there is none."""
    texts = [w.text for w in words]
    if name not in texts:
        return None
    closing = matching_brackets(texts, "(")
    at = texts.index(name)
    around = [k for k, end in closing.items() if k < at < end and k > 0 and macros.get(texts[k - 1]) is not None
              and macros[texts[k - 1]].parameters is not None]
    if not around:
        return None
    opening = max(around)
    macro = macros[texts[opening - 1]]
    replacement = _words_of(macro.replacement)
    if any(w.text in ("#", "##") for w in replacement):
        return None
    arguments = _arguments(words[opening + 1:closing[opening]])
    parameters = list(macro.parameters)
    variadic = bool(parameters) and parameters[-1] == "..."
    if variadic:
        parameters[-1] = "__VA_ARGS__"
        named = len(parameters) - 1
        arguments = arguments[:named] + [_comma_joined(arguments[named:])]
    if len(arguments) != len(parameters) and not (not parameters and arguments == [[]]):
        return None
    values = dict(zip(parameters, arguments))
    expanded: list[_Word] = []
    for j, word in enumerate(replacement):
        value = values.get(word.text)
        if value is None:
            expanded.append(_Word(word.text, word.spaced or (j == 0 and words[opening - 1].spaced)))
        else:
            expanded += [_Word(w.text, w.spaced if i else word.spaced or (j == 0 and words[opening - 1].spaced))
                         for i, w in enumerate(value)]
    return words[:opening - 1] + expanded + words[closing[opening] + 1:]


def _arguments(words: list[_Word]) -> list[list[_Word]]:
    """A macro use's arguments: ``words`` split at the commas outside parentheses."""
    arguments: list[list[_Word]] = [[]]
    depth = 0
    for word in words:
        if word.text == "," and depth == 0:
            arguments.append([])
            continue
        depth += {"(": 1, ")": -1}.get(word.text, 0)
        arguments[-1].append(word)
    return [[_Word(w.text, w.spaced and i > 0) for i, w in enumerate(argument)] for argument in arguments]


def _comma_joined(arguments: list[list[_Word]]) -> list[_Word]:
    joined: list[_Word] = []
    for k, argument in enumerate(arguments):
        joined += ([_Word(",", False)] if k else []) + argument
    return joined


def _words_of(text: str) -> list[_Word]:
    tokens = tokenize(text, directives=False)
    return [_Word(t.text, k > 0 and t.start > tokens[k - 1].end) for k, t in enumerate(tokens)]


def _joined(words: list[_Word]) -> str:
    return "".join((" " if w.spaced and k else "") + w.text for k, w in enumerate(words))


def declaration_span(texts: list[str], at: int, low: int, high: int) -> tuple[int, int]:
    """The tokens ``texts[first:last]`` of the declaration whose declared name (or a macro use
    holding it) is token ``at``, between the bounds ``low`` and ``high`` (exclusive: a parameter
    list's parentheses, or the tokens before and after a declaration): from the previous ``,``
    ``;`` ``{`` or ``}`` outside brackets to the next ``,``, ``;`` or ``=``.  Parentheses around
    ``at`` inside the bounds are a macro use's (``POLYBENCH_2D(C, …)``): the span takes them whole."""
    closing = matching_brackets(texts[low + 1:high], "([")
    around = [low + 1 + k for k, end in closing.items() if low + 1 + k < at < low + 1 + end]
    start, end = (min(around) - 1, low + 1 + closing[min(around) - low - 1]) if around else (at, at)
    first = start
    depth = 0
    while first - 1 > low:
        text = texts[first - 1]
        if depth == 0 and text in (",", ";", "{", "}"):
            break
        depth += {")": 1, "]": 1, "(": -1, "[": -1}.get(text, 0)
        first -= 1
    last = end + 1
    depth = 0
    while last < high:
        text = texts[last]
        if depth == 0 and text in (",", ";", "="):
            break
        depth += {")": -1, "]": -1, "(": 1, "[": 1}.get(text, 0)
        last += 1
    return first, last
