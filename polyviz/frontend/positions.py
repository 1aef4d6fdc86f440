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
import re
from dataclasses import dataclass

from .preprocess import USER_FILE

_WORD = re.compile(r"[A-Za-z_]\w*|\.?\d(?:[eEpP][+-]|[\w.])*")
_LINE_MARKER = re.compile(r'^#\s*(?:line\s+)?(\d+)\s+"((?:[^"\\]|\\.)*)"')
#: Tokens that end the previous statement or declaration at the level of a block or a file.
_BOUNDARIES = (";", "{", "}")


@dataclass(frozen=True)
class Token:
    start: int
    end: int
    text: str
    #: A preprocessor directive line (``#pragma …``, ``#define …``) is one token.
    directive: bool = False


def tokenize(text: str) -> list[Token]:
    """C tokens of ``text`` with their offsets; comments and white space are skipped, string and
    character literals are single tokens, each preprocessor directive (with its continuation
    lines) is one token.  Punctuators are single characters: enough to match tokens up."""
    tokens: list[Token] = []
    i, n = 0, len(text)
    line_start = True
    while i < n:
        ch = text[i]
        if ch == "\n":
            line_start = True
            i += 1
        elif ch.isspace():
            i += 1
        elif text.startswith("//", i):
            i = _line_end(text, i)
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
        elif ch == "#" and line_start:
            end = _line_end(text, i)
            tokens.append(Token(i, end, " ".join(text[i:end].replace("\\\n", " ").split()), directive=True))
            i = end
        elif ch in "\"'":
            j = i + 1
            while j < n and text[j] != ch and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            tokens.append(Token(i, min(j + 1, n), text[i:j + 1]))
            i = j + 1
            line_start = False
        else:
            match = _WORD.match(text, i)
            end = match.end() if match else i + 1
            tokens.append(Token(i, end, text[i:end]))
            i = end
            line_start = False
    return tokens


def _line_end(text: str, i: int) -> int:
    """The offset of the newline ending the (possibly backslash-continued) line at ``i``."""
    while True:
        end = text.find("\n", i)
        if end < 0:
            return len(text)
        if end > 0 and text[end - 1] == "\\":
            i = end + 1
            continue
        return end


class SourcePositions:
    """Maps pycparser coordinates (line, column in the preprocessed text) to offsets in the
    user's text, and finds where statements and definitions begin and end there."""

    def __init__(self, source: str, preprocessed: str):
        self.source = source
        self.tokens = tokenize(source)
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", source)]
        self._token_lines = [self.line_of(t.start) for t in self.tokens]
        self._preprocessed_lines = _user_lines(preprocessed)

    # -- lines -----------------------------------------------------------------------------------
    def line_of(self, offset: int) -> int:
        """1-based line of the character at ``offset``."""
        return bisect.bisect_right(self.line_starts, offset)

    def line_start(self, line: int) -> int:
        return self.line_starts[min(line, len(self.line_starts)) - 1]

    # -- tokens ----------------------------------------------------------------------------------
    def anchor(self, line: int, column: int) -> int:
        """Index in :attr:`tokens` of the user's token that the preprocessed text has at
        (``line``, ``column``): the same text, the same count of equal tokens before it on the
        line.  When a macro made them differ, the first token of the line."""
        on_line = [k for k in range(bisect.bisect_left(self._token_lines, line),
                                    bisect.bisect_right(self._token_lines, line))
                   if not self.tokens[k].directive]
        if not on_line:
            raise LookupError(f"no token on line {line}")
        expanded = tokenize(self._preprocessed_lines.get(line, ""))
        target = next((t for t in expanded if t.start <= column - 1 < t.end), None)
        if target is not None:
            count = sum(1 for t in expanded if t.text == target.text and t.start < target.start)
            same = [k for k in on_line if self.tokens[k].text == target.text]
            if count < len(same):
                return same[count]
        return on_line[0]

    def directive_on(self, line: int) -> int:
        """Index of the directive token starting on ``line``."""
        for k in range(bisect.bisect_left(self._token_lines, line), bisect.bisect_right(self._token_lines, line)):
            if self.tokens[k].directive:
                return k
        raise LookupError(f"no preprocessor directive on line {line}")

    def construct_start(self, anchor: int) -> int:
        """Index of the first token of the statement, declaration or definition holding token
        ``anchor``: the token after the previous ``;``, ``{``, ``}`` or directive."""
        k = anchor
        while k > 0 and not self.tokens[k - 1].directive and self.tokens[k - 1].text not in _BOUNDARIES:
            k -= 1
        return k

    def matching_brace(self, opening: int) -> int:
        """Index of the ``}`` closing the ``{`` at token index ``opening``."""
        depth = 0
        for k in range(opening, len(self.tokens)):
            text = self.tokens[k].text
            if text == "{":
                depth += 1
            elif text == "}":
                depth -= 1
                if depth == 0:
                    return k
        raise LookupError("unbalanced braces")

    def next_token(self, k: int, text: str) -> int:
        """Index of the first token ``text`` at or after index ``k``."""
        while self.tokens[k].text != text:
            k += 1
        return k

    def end_before(self, k: int) -> int:
        """Offset just after the last token (not a directive) before token index ``k``."""
        k -= 1
        while k >= 0 and self.tokens[k].directive:
            k -= 1
        return self.tokens[k].end


def _user_lines(preprocessed: str) -> dict[int, str]:
    """The preprocessed text of each line of the user's file, by the user's line number."""
    lines: dict[int, str] = {}
    line, in_user_file = 0, False
    for text in preprocessed.split("\n"):
        marker = _LINE_MARKER.match(text)
        if marker:
            line = int(marker.group(1))
            in_user_file = marker.group(2) == USER_FILE
            continue
        if in_user_file:
            # The last text wins: a bare nest's wrapper shares line 1 with the user's first line.
            lines[line] = text
        line += 1
    return lines
