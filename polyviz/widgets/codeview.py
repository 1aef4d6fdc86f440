"""HTML for the read-only code panes: C with syntax highlighting, two versions side by side.

Pure functions of strings (no widgets), so the diff logic is tested without a front end.
"""
from __future__ import annotations

import difflib
import html
import re
from typing import Mapping

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import CLexer

_LEXER = CLexer()
# Inline styles: the panes must look the same in JupyterLab, Voilà and a saved notebook,
# none of which load a pygments stylesheet.
_FORMATTER = HtmlFormatter(nowrap=True, noclasses=True, style="default")

_CHANGED_BACKGROUND = {"removed": "#ffe8e8", "added": "#e6ffec"}
# The line height is the code's own: the widget's HTML box sets a control's (28 px), which spread
# a wrapped statement over twice the height.
_PANE_STYLE = ("font-family: var(--jp-code-font-family, monospace); font-size: 12px; line-height: 1.45; "
               "border-collapse: collapse; width: 100%")
#: Every cell of a pane's rows: no padding above or below, so the lines sit as in an editor.
_CELL_STYLE = "padding-top:0;padding-bottom:0;vertical-align:top"


def highlight_line(line: str) -> str:
    """One line of C as highlighted HTML (no trailing newline)."""
    return highlight(line, _LEXER, _FORMATTER).rstrip("\n") if line.strip() else html.escape(line)


def changed_lines(before: list[str], after: list[str]) -> tuple[set[int], set[int]]:
    """Indices of the lines of ``before`` that were removed or replaced, and of ``after`` that are new."""
    removed: set[int] = set()
    added: set[int] = set()
    for tag, b1, b2, a1, a2 in difflib.SequenceMatcher(None, before, after, autojunk=False).get_opcodes():
        if tag != "equal":
            removed.update(range(b1, b2))
            added.update(range(a1, a2))
    return removed, added


#: How far a long line's continuation is indented past the line's own indentation.
HANGING_INDENT_CH = 4
#: The narrowest a pane gets before the two stack one above the other (wrapped lines stay readable).
PANE_MIN_WIDTH_PX = 460


def wrapped_line(line: str) -> tuple[str, str]:
    """The style and text of one line of code that wraps instead of running past its pane: its
    indentation kept as a padding, each continuation indented ``HANGING_INDENT_CH`` further, so a
    wrapped statement still reads as one (the panes are as narrow as half a laptop screen)."""
    line = line.expandtabs(4)
    text = line.lstrip(" ")
    indent = len(line) - len(text)
    return (f"white-space:pre-wrap;overflow-wrap:anywhere;text-align:left;"
            f"padding-left:{indent + HANGING_INDENT_CH}ch;text-indent:-{HANGING_INDENT_CH}ch"), text


def _pane(title: str, lines: list[str], marked: set[int], mark: str, css_class: str,
          statements: Mapping[int, tuple[str, str]], helpers: tuple[str, ...] = (), copied: str = "") -> str:
    sign = "-" if mark == "removed" else "+"
    rows = []
    for index, line in enumerate(lines):
        changed = index in marked
        row_style = f' style="background: {_CHANGED_BACKGROUND[mark]}"' if changed else ""
        row_class = f"polyviz-line polyviz-{mark}" if changed else "polyviz-line"
        code_style, text = wrapped_line(line)
        if index in statements:  # the statement's own colour, as in the plot; hovering links them
            name, color = statements[index]
            row_class += f" polyviz-stmt polyviz-stmt-{name}"
            # On the code's edge, right of the line number and the diff mark, which stay readable.
            code_style += f";box-shadow: inset 4px 0 0 {color}"
        rows.append(f'<tr class="{row_class}"{row_style}><td class="polyviz-line-number" style="color:#999;'
                    f'text-align:right;padding-right:6px;{_CELL_STYLE}">{index + 1}</td>'
                    f'<td style="color:#999;{_CELL_STYLE}">{sign if changed else ""}</td>'
                    f'<td class="polyviz-code-line" style="{_CELL_STYLE};{code_style}">{highlight_line(text)}</td></tr>')
    copied = copied or "\n".join([*helpers, *lines]) + "\n"
    number_width = len(str(len(lines))) + 2
    columns = (f'<colgroup><col style="width:{number_width}ch"><col style="width:1.5ch"><col></colgroup>')
    return (f'<div class="{css_class} polyviz-code-pane" style="min-width:0">'
            f'<div style="font-weight:bold;margin-bottom:4px;overflow-wrap:anywhere">{html.escape(title)} '
            f'{copy_button("copy", copied, "copy the code as a file that compiles, without line numbers")}</div>'
            f'{_folded_helpers(helpers)}<table style="{_PANE_STYLE};table-layout:fixed">{columns}'
            f'{"".join(rows)}</table></div>')


#: The name of a function-like macro: what the loops call (``PV_LOAD_SAMPLES`` and the like are
#: the helpers' own settings).
_DEFINED_NAME = re.compile(r"^(?:#define\s+|static\s+\w+\s+)(\w+)\(", re.M)


def _folded_helpers(helpers: tuple[str, ...]) -> str:
    """The definitions polyviz puts before the loops (``pv_min``, the thread count's fragment, ...),
    closed under one summary line that names them: they are the same for every schedule that uses
    them, and open they pushed the loops below the screen (the thread count alone is 26 lines)."""
    if not helpers:
        return ""
    text = "\n".join(helpers)
    names = list(dict.fromkeys(_DEFINED_NAME.findall(text)))
    return (f'<details class="polyviz-code-helpers" style="margin-bottom:4px;line-height:1.45">'
            f'<summary style="color:#666;cursor:pointer">{len(text.splitlines())} lines of polyviz\'s helper '
            f'definitions: {html.escape(", ".join(names))}</summary>'
            f'{_wrapped_block(text)}</details>')


def side_by_side(before: str, after: str, before_title: str, after_title: str, *,
                 statements: tuple[Mapping[int, tuple[str, str]], Mapping[int, tuple[str, str]]] = ({}, {}),
                 helpers: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
                 copies: tuple[str, str] = ("", "")) -> str:
    """Two code panes, next to each other where there is room; lines that differ are tinted and
    marked ``-``/``+``.

    ``statements`` maps line indices of each pane to the (name, colour) of the statement the line
    runs: such lines get the colour as a bar and the class ``polyviz-stmt-<name>``.  ``helpers``:
    each pane's helper definitions (:attr:`GeneratedCode.helpers`), shown folded above its lines.
    ``copies``: what each pane's copy button copies (by default its helpers and lines, without the
    line numbers and diff marks a selection with the mouse takes along).
    """
    before_lines, after_lines = before.splitlines(), after.splitlines()
    removed, added = changed_lines(before_lines, after_lines)
    # Side by side where each gets PANE_MIN_WIDTH_PX, else one above the other; either way as
    # wide as the column, long lines wrapped: nothing runs past the screen's edge.
    return ('<div class="polyviz-code-panes" style="display:grid;gap:12px;align-items:start;'
            f'grid-template-columns:repeat(auto-fit, minmax(min(100%, {PANE_MIN_WIDTH_PX}px), 1fr))">'
            + _pane(before_title, before_lines, removed, "removed", "polyviz-code-original", statements[0], helpers[0],
                    copies[0])
            + _pane(after_title, after_lines, added, "added", "polyviz-code-transformed", statements[1], helpers[1],
                    copies[1])
            + "</div>")


def copy_button(label: str, text: str, tooltip: str) -> str:
    """A button that puts ``text`` on the clipboard (the page's :mod:`.gestures` watcher does the
    copying: a selection with the mouse took the line numbers and diff marks along)."""
    return (f'<span class="polyviz-copy-scope"><button class="polyviz-copy" title="{html.escape(tooltip)}" '
            f'style="font-size:11px;font-weight:normal;padding:0 6px;margin-left:6px;cursor:pointer">'
            f'{html.escape(label)}</button><textarea class="polyviz-copy-text" hidden readonly>'
            f'{html.escape(text)}</textarea></span>')


def code_pane(title: str, text: str, css_class: str) -> str:
    """One read-only pane of code that is not C (MLIR): a title and the text as is."""
    return (f'<div class="{css_class}" style="min-width:0">'
            f'<div style="font-weight:bold;margin-bottom:4px;overflow-wrap:anywhere">{html.escape(title)}</div>'
            f'{_wrapped_block(text)}</div>')


def _wrapped_block(text: str) -> str:
    """Lines of plain code, each wrapped with a hanging indent (:func:`wrapped_line`)."""
    lines = []
    for line in text.splitlines():
        style, stripped = wrapped_line(line)
        lines.append(f'<div style="{style}">{html.escape(stripped) or "&nbsp;"}</div>')
    return f'<div style="{_PANE_STYLE}">{"".join(lines)}</div>'


def message_box(text: str, kind: str = "error") -> str:
    """A plain, preformatted message (parse errors keep their caret excerpt aligned), wrapped
    between words: JupyterLab's output area breaks a ``pre`` anywhere (``word-break: break-all``)."""
    colors = {"error": ("#b00020", "#fff0f0"), "warning": ("#8a5300", "#fff8e6"), "info": ("#1b4d89", "#eef5ff")}
    foreground, background = colors[kind]
    return (f'<pre class="polyviz-message polyviz-{kind}" style="color:{foreground};background:{background};'
            f'padding:6px;margin:0;white-space:pre-wrap;word-break:normal;overflow-wrap:break-word">'
            f'{html.escape(text)}</pre>')
