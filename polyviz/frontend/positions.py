"""Character positions of parsed constructs in the user's own text.

pycparser's coordinates point into the preprocessed text, where comments are gone, runs of
white space are collapsed and macros are expanded, so their columns do not match the user's
text.  Their lines do (the preprocessor's line markers keep them), so a construct is found in the
user's text as the same token, counted among equal tokens on the same line.  Splicing by these
positions keeps everything outside the SCoP byte for byte, even when a whole function stands
on one line.
"""
from __future__ import annotations

import bisect
import difflib
import functools
import re

from ..model import tokenize
from .written import user_tokens

#: Tokens that end the previous statement or declaration at the level of a block or a file.
_BOUNDARIES = (";", "{", "}")


class SourcePositions:
    """Maps pycparser coordinates (line, column in the preprocessed text) to the user's tokens,
    and finds where statements and definitions begin and end there.  Tokens are indices into
    :attr:`tokens`; the tokens of preprocessor directive lines count as boundaries, not code."""

    def __init__(self, source: str, preprocessed: str):
        self.source = source
        self.tokens = tokenize(source, directives=False)
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", source)]
        self._token_lines = [self.line_of(t.start) for t in self.tokens]
        self._directive_lines = self._find_directive_lines()
        self._expanded: dict[int, list] = {}
        previous, run = 0, set()
        for (line, column), token in user_tokens(preprocessed):
            if line < previous:
                run = set()  # a line marker went back: a bare nest's wrapper shares line 1 with it
            if line not in run:
                run.add(line)
                self._expanded[line] = []
            self._expanded[line].append((column, token))
            previous = line

    def _find_directive_lines(self) -> set[int]:
        lines: set[int] = set()
        for k, token in enumerate(self.tokens):
            line = self._token_lines[k]
            if token.text == "#" and (k == 0 or self._token_lines[k - 1] < line):
                end = self.source.find("\n", token.start)
                while end > 0 and self.source[:end].rstrip("\r").endswith("\\"):
                    end = self.source.find("\n", end + 1)
                lines.update(range(line, self.line_of(end if end >= 0 else len(self.source)) + 1))
        return lines

    # -- lines -----------------------------------------------------------------------------------
    def line_of(self, offset: int) -> int:
        """1-based line of the character at ``offset``."""
        return bisect.bisect_right(self.line_starts, offset)

    def line_start(self, line: int) -> int:
        return self.line_starts[min(line, len(self.line_starts)) - 1]

    def _is_directive(self, k: int) -> bool:
        return self._token_lines[k] in self._directive_lines

    def _on_line(self, line: int) -> range:
        return range(bisect.bisect_left(self._token_lines, line), bisect.bisect_right(self._token_lines, line))

    # -- tokens ----------------------------------------------------------------------------------
    def anchor(self, line: int, column: int) -> int:
        """Index of the user's token that the preprocessed text has at (``line``, ``column``): the
        same text, the same count of equal tokens before it on the line.  When a macro made them
        differ, the token where that macro's use begins."""
        on_line = [k for k in self._on_line(line) if not self._is_directive(k)]
        if not on_line:
            raise LookupError(f"no token on line {line}")
        expanded = self._expanded.get(line, [])
        at = next((k for k, (start, _) in enumerate(expanded) if start == column), None)
        if at is None:
            return on_line[0]
        target = expanded[at][1]
        count = sum(1 for start, token in expanded if token.text == target.text and start < column)
        same = [k for k in on_line if self.tokens[k].text == target.text]
        if count < len(same):
            return same[count]
        return self._macro_use(on_line, expanded, at)

    def _macro_use(self, on_line: list[int], expanded: list, at: int) -> int:
        """Index of the user's token where the macro use that produced the ``at``-th expanded
        token of the line begins: the user's tokens around it are the same on both sides."""
        matcher = difflib.SequenceMatcher(None, [token.text for _, token in expanded],
                                          [self.tokens[k].text for k in on_line], autojunk=False)
        for tag, a1, a2, b1, _ in matcher.get_opcodes():
            if a1 <= at < a2:
                return on_line[min(b1 + (at - a1 if tag == "equal" else 0), len(on_line) - 1)]
        return on_line[0]

    def user_position(self, line: int, column: int) -> tuple[int, int]:
        """(``line``, ``column``) of the preprocessed text as the line and column of the same
        construct in the user's text (where a macro produced it: of the macro's use); unchanged
        when the line holds none of the user's tokens."""
        try:
            start = self.tokens[self.anchor(line, column)].start
        except LookupError:
            return line, column
        return line, start - self.line_start(line) + 1

    def directive_on(self, line: int) -> int:
        """Index of the first token (``#``) of the directive on ``line``."""
        for k in self._on_line(line):
            if self._is_directive(k):
                return k
        raise LookupError(f"no preprocessor directive on line {line}")

    def construct_start(self, anchor: int) -> int:
        """Index of the first token of the statement, declaration or definition holding token
        ``anchor``: the token after the previous ``;``, ``{``, ``}`` or directive."""
        k = anchor
        while k > 0 and not self._is_directive(k - 1) and self.tokens[k - 1].text not in _BOUNDARIES:
            k -= 1
        return k

    def matching_brace(self, opening: int) -> int:
        """Index of the ``}`` closing the ``{`` at token index ``opening``."""
        depth = 0
        for k in range(opening, len(self.tokens)):
            text = self.tokens[k].text
            if text == "{" and not self._is_directive(k):
                depth += 1
            elif text == "}" and not self._is_directive(k):
                depth -= 1
                if depth == 0:
                    return k
        raise LookupError("unbalanced braces")

    @functools.cached_property
    def texts(self) -> list[str]:
        """The text of each token."""
        return [t.text for t in self.tokens]

    def matching_bracket(self, opening: int) -> int | None:
        """Index of the bracket closing the one at token index ``opening`` (not counting directives'
        tokens), ``None`` when it is not closed."""
        depth = 0
        pairs = {"(": ")", "[": "]", "{": "}"}
        close = pairs[self.tokens[opening].text]
        for k in range(opening, len(self.tokens)):
            text = self.tokens[k].text
            if self._is_directive(k):
                continue
            if text == self.tokens[opening].text:
                depth += 1
            elif text == close:
                depth -= 1
                if depth == 0:
                    return k
        return None

    def next_token(self, k: int, text: str) -> int:
        """Index of the first token ``text`` (not in a directive) at or after index ``k``."""
        while self.tokens[k].text != text or self._is_directive(k):
            k += 1
        return k

    def end_before(self, k: int) -> int:
        """Offset just after the last token (not a directive's) before token index ``k``."""
        k -= 1
        while k >= 0 and self._is_directive(k):
            k -= 1
        return self.tokens[k].end
