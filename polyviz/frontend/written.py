"""Find each statement of the SCoP in the user's own text, before the preprocessor touched it.

pycparser's coordinates are positions in the preprocessed text: line markers keep the lines
right, but a line's columns move wherever a macro was expanded before them. The two token
streams of the SCoP's lines are therefore aligned (tokens outside macro uses are equal on both
sides), and a statement's first token and its iterator identifiers are carried across.
"""
from __future__ import annotations

import bisect
import difflib
import re
from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from pycparser import c_ast

from ..model import Token, WrittenStatement, c_nodes, matching_brackets, tokenize
from .preprocess import USER_FILE

_LINE_MARKER = re.compile(r'^#\s*(?:line\s+)?(\d+)\s+"((?:\\.|[^"\\])*)"')


class SourceAlignment:
    """Maps positions of tokens in the preprocessed text of lines ``first..last`` to the user's tokens."""

    def __init__(self, source: str, preprocessed: str, first_line: int, last_line: int):
        self.source = source
        newlines = [i for i, ch in enumerate(source) if ch == "\n"]
        lined = [(bisect.bisect_left(newlines, t.start) + 1, t) for t in tokenize(source)]
        lined = [(line, t) for line, t in lined if first_line <= line <= last_line]
        self.original = [t for _, t in lined]
        expanded = [(position, token) for position, token in user_tokens(preprocessed)
                    if first_line <= position[0] <= last_line]
        self._expanded_index = {position: k for k, (position, _) in enumerate(expanded)}
        opcodes = _line_opcodes([(position[0], t.text) for position, t in expanded],
                                [(line, t.text) for line, t in lined])
        self._to_original = {a + k: b + k for tag, a, a2, b, _ in opcodes if tag == "equal" for k in range(a2 - a)}
        #: The user's tokens that are part of a macro use other than one name standing for one token.
        names = [(j, expanded[a1][1].text if a2 > a1 else "", self.original[b1].text if b2 > b1 else "")
                 for j, (tag, a1, a2, b1, b2) in enumerate(opcodes) if tag != "equal"]
        self._macro_tokens = {k for j, expanded_text, original_text in names
                              if not _one_name_for_one_token(opcodes, j, expanded_text, original_text)
                              for k in range(opcodes[j][3], opcodes[j][4])}
        #: For each word of the expanded text: how the user spelled it (itself, or a macro's name).
        self._spellings: dict[str, set[str]] = {}
        for j, expanded_text, original_text in names:
            if _one_name_for_one_token(opcodes, j, expanded_text, original_text):
                self._spellings.setdefault(expanded_text, set()).add(original_text)
        matched = set(self._to_original.values())
        for k, token in enumerate(self.original):
            if k in matched:
                self._spellings.setdefault(token.text, set()).add(token.text)

    def spellings(self, words) -> tuple[tuple[str, str], ...]:
        """(word, macro name) for each of ``words`` that the SCoP's text always spells through one
        object-like macro (PolyBench's ``_PB_N`` for ``n``, ``DATA_TYPE`` for ``double``)."""
        return tuple((word, next(iter(self._spellings[word]))) for word in words
                     if len(self._spellings.get(word, ())) == 1 and self._spellings[word] != {word})

    def original_index(self, node: c_ast.Node) -> int | None:
        """The index in ``original`` of the token at ``node``'s coordinates, if it is the user's own."""
        coord = node.coord
        if coord is None or coord.file != USER_FILE:
            return None
        expanded = self._expanded_index.get((coord.line, coord.column))
        return self._to_original.get(expanded) if expanded is not None else None

    def statement(self, node: c_ast.Node, iterators: tuple[str, ...]) -> WrittenStatement | None:
        """``node`` (an assignment statement) as the user wrote it; ``None`` when the text does
        not show every iterator use (a macro's expansion holds one) or is not found."""
        first = self.original_index(node)
        if first is None:
            return None
        if isinstance(getattr(node, "lvalue", None), c_ast.UnaryOp) and first and self.original[first - 1].text == "*":
            first -= 1  # ``*sum += …``: pycparser places the statement at the pointer's name
        last = _statement_end(self.original, first)
        if last is None:
            return None
        mapped, macro_arguments = [], []
        for reference in c_nodes(node):
            if isinstance(reference, c_ast.ID) and reference.name in iterators:
                expanded = self._expanded_index.get((reference.coord.line, reference.coord.column))
                index = self.original_index(reference)
                if index is None or not first <= index <= last:
                    return self._through_macros(node, iterators, first, last)
                mapped.append(index)
                if (self._to_original.get(expanded - 1), self._to_original.get(expanded + 1)) != (index - 1, index + 1):
                    macro_arguments.append(index - first)
        named = [k for k in range(first, last + 1) if self.original[k].text in iterators]
        if sorted(mapped) != named:
            return self._through_macros(node, iterators, first, last)
        return self._written(first, last, [k - first for k in named], sorted(macro_arguments),
                             [k - first for k in range(first, last + 1) if k in self._macro_tokens])

    def _written(self, first: int, last: int, iterator_tokens, macro_arguments, macro_tokens) -> WrittenStatement:
        begin = self.original[first].start
        text = self.source[begin:self.original[last].end]
        tokens = tuple(Token(t.text, t.start - begin, t.end - begin) for t in self.original[first:last + 1])
        column = begin - (self.source.rfind("\n", 0, begin) + 1)
        return WrittenStatement(text, column, tokens, tuple(iterator_tokens), tuple(macro_arguments),
                                tuple(macro_tokens))

    def _through_macros(self, node: c_ast.Node, iterators: tuple[str, ...], first: int,
                        last: int) -> WrittenStatement | None:
        """The statement as written when its macros copy iterators (PolyBench nussinov's
        ``max_score(s1, s2)`` uses each argument twice), so that the expansion has more iterator
        uses than the text and the token alignment cannot pair them.

        The text is still the user's when every macro it calls is defined in the file, no macro
        body names an iterator itself (or pastes or stringifies tokens), and the expansion holds
        exactly the iterator uses the text's arguments account for (each counted as often as the
        macros copy it): then replacing the iterators in the text replaces them in every copy."""
        texts = [t.text for t in self.original[first:last + 1]]
        named = [k for k, text in enumerate(texts) if text in iterators and (k == 0 or texts[k - 1] not in (".", "->"))]
        closing = matching_brackets(texts)
        copies = dict.fromkeys(named, 1)
        macro_arguments: set[int] = set()
        macro_tokens = []
        for k, text in enumerate(texts):
            if text not in self._macros:
                continue
            macro = self._macros[text]
            if macro is None or "##" in macro.body or "#" in macro.body and macro.parameters is not None \
                    or any(word in iterators for word in macro.body if word not in (macro.parameters or ())):
                return None
            if macro.parameters is None:
                if len(macro.body) != 1:
                    macro_tokens.append(k)
                continue
            if k + 1 >= len(texts) or texts[k + 1] != "(":
                continue  # a function-like macro's name without a call is not expanded
            macro_tokens.append(k)
            arguments = _arguments(texts, k + 1, closing[k + 1])
            if len(arguments) != max(len(macro.parameters), 1):
                return None
            for (start, stop), parameter in zip(arguments, macro.parameters):
                uses = macro.body.count(parameter)
                for m in named:
                    if start <= m < stop:
                        copies[m] *= uses
                        inner = max(o for o, c in closing.items() if o < m < c)
                        if inner == k + 1:  # not inside brackets of its own: the expansion's neighbours differ
                            macro_arguments.add(m)
        expanded = Counter(n.name for n in c_nodes(node) if isinstance(n, c_ast.ID) and n.name in iterators)
        accounted = Counter()
        for m in named:
            accounted[texts[m]] += copies[m]
        if expanded != +accounted:
            return None
        return self._written(first, last, named, sorted(macro_arguments), macro_tokens)

    @cached_property
    def _macros(self) -> dict[str, _Macro | None]:
        """The macros the user's file defines; ``None`` for a name defined twice differently."""
        macros: dict[str, _Macro | None] = {}
        for match in _DEFINE.finditer(self.source.replace("\\\n", " ")):
            parameters = tuple(p.strip() for p in match.group(3).split(",") if p.strip()) \
                if match.group(2) is not None else None
            macro = _Macro(parameters, tuple(t.text for t in tokenize(match.group(4), directives=False)))
            macros[match.group(1)] = macro if macros.get(match.group(1), macro) == macro else None
        return macros


@dataclass(frozen=True)
class _Macro:
    #: ``None`` for an object-like macro.
    parameters: tuple[str, ...] | None
    body: tuple[str, ...]


_DEFINE = re.compile(r"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)(\(([^)]*)\))?([^\n]*)$", re.M)


def _arguments(texts: list[str], opening: int, closing: int) -> list[tuple[int, int]]:
    """The token ranges of a macro call's arguments: between the parentheses at ``opening`` and
    ``closing``, split at the commas outside brackets."""
    ranges, start, depth = [], opening + 1, 0
    for k in range(opening + 1, closing):
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(texts[k], 0)
        if texts[k] == "," and depth == 0:
            ranges.append((start, k))
            start = k + 1
    return ranges + [(start, closing)]


def _line_opcodes(expanded: list[tuple[int, str]], original: list[tuple[int, str]]) -> list[tuple]:
    """difflib opcodes turning the expanded tokens into the user's, both given as (line, text)
    in order.  Line markers keep every token on its line, so lines whose tokens are equal are
    matched as they are and only the others are diffed: a line with as many tokens on both sides
    alone, a run of lines with different counts (a macro call spanning lines) together.  One
    diff of the whole SCoP took time quadratic in its length (its tokens repeat so often)."""
    def by_line(tokens):
        spans: dict[int, list[int]] = {}
        for k, (line, _) in enumerate(tokens):
            spans.setdefault(line, [k, k])[1] = k + 1
        return spans

    expanded_lines, original_lines = by_line(expanded), by_line(original)
    opcodes: list[tuple] = []
    a = b = 0
    run: tuple[int, int] | None = None  # where the pending run of lines with different counts starts

    def diff(a1: int, a2: int, b1: int, b2: int) -> None:
        if a1 == a2 and b1 == b2:
            return
        left = [text for _, text in expanded[a1:a2]]
        right = [text for _, text in original[b1:b2]]
        if left == right:
            opcodes.append(("equal", a1, a2, b1, b2))
            return
        matcher = difflib.SequenceMatcher(None, left, right, autojunk=False)
        opcodes.extend((tag, a1 + i1, a1 + i2, b1 + j1, b1 + j2) for tag, i1, i2, j1, j2 in matcher.get_opcodes())

    for line in sorted(expanded_lines.keys() | original_lines.keys()):
        a_end = expanded_lines.get(line, [a, a])[1]
        b_end = original_lines.get(line, [b, b])[1]
        if a_end - a == b_end - b:
            if run is not None:
                diff(run[0], a, run[1], b)
                run = None
            diff(a, a_end, b, b_end)
        elif run is None:
            run = (a, b)
        a, b = a_end, b_end
    if run is not None:
        diff(run[0], a, run[1], b)
    return opcodes


def _one_name_for_one_token(opcodes, j: int, expanded: str, original: str) -> bool:
    """Whether difference ``j`` is one name replaced by one word (``_PB_N`` by ``n``) between
    equal tokens: otherwise the expansion may have more tokens than the alignment shows here."""
    _, a1, a2, b1, b2 = opcodes[j]
    words = a2 - a1 == b2 - b1 == 1 and all(t[:1].isalnum() or t[:1] == "_" for t in (expanded, original))
    return words and all(opcodes[n][0] == "equal" for n in (j - 1, j + 1) if 0 <= n < len(opcodes))


def user_tokens(preprocessed: str):
    """((line, column), token) for each token the preprocessor output attributes to the user's file."""
    file, line = None, 1
    for text in preprocessed.split("\n"):
        marker = _LINE_MARKER.match(text)
        if marker:
            file, line = marker.group(2), int(marker.group(1))
            continue
        if file == USER_FILE and not text.lstrip().startswith("#"):
            for token in tokenize(text, directives=False):
                yield (line, token.start + 1), token
        line += 1


def _statement_end(tokens: list[Token], first: int) -> int | None:
    """The index of the ``;`` that ends the statement starting at ``first`` (outside brackets)."""
    depth = 0
    for k in range(first, len(tokens)):
        text = tokens[k].text
        if text in ("(", "[", "{"):
            depth += 1
        elif text in (")", "]", "}"):
            depth -= 1
            if depth < 0:
                return None
        elif text == ";" and depth == 0:
            return k
    return None
