"""The hand on the Explorer, in real JupyterLab and headless Chromium: hovering a statement's line
in the source editor lights its points and its code lines; clicking a point tells its iteration
vector in both coordinate systems and the line that runs it; dragging a row of points sideways
skews, dragging an axis title onto the other axis interchanges, and the keys do the same — each
gesture becoming the recipe step it means, checked like a typed one. Screenshots go to
``test-artifacts/``.
"""
from __future__ import annotations

import pytest

from lab_session import (ARTIFACTS, CHROMIUM, CHROMIUM_FLAGS, NEEDS_CHROMIUM, PLOT, PLOT_POSITION, SHOWN_PLOT,
                         TWO_STATEMENTS, drag_point, hover_source_line, jupyterlab as lab_server, open_explorer,
                         wait_for_traces)

pytestmark = NEEDS_CHROMIUM
# S1 is on line 4 of the editor (from 0): the source hover points there.
LIT = "rgb(255, 243, 176)"

@pytest.fixture
def page(tmp_path):
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with lab_server(tmp_path) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS, timeout=120_000)
        page = browser.new_page(viewport={"width": 1366, "height": 900})
        page.set_default_timeout(90_000)
        try:
            open_explorer(page, url)
            page.locator(".polyviz-source textarea").fill(TWO_STATEMENTS)
            wait_for_traces(page, "t.meta && t.meta.statement === 'S1'")
            yield page
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "explorer-gestures-failure.png"))
            raise
        finally:
            browser.close()


def _recipe_becomes(page, recipe: str) -> None:
    try:
        page.wait_for_function("document.querySelector('.polyviz-code-transformed').innerText"
                               f".includes('transformed: {recipe}')", timeout=90_000)
    except Exception:
        page.screenshot(path=str(ARTIFACTS / "explorer-gestures-failure.png"))
        raise AssertionError(f"no {recipe}; the plot says {page.locator('.polyviz-point-info').inner_text()!r}")
    assert page.locator(".polyviz-recipe input").input_value() == recipe


def _undo(page) -> None:
    before = page.locator(".polyviz-recipe input").input_value()
    page.locator(".polyviz-undo").click()
    page.wait_for_function(f"document.querySelector('.polyviz-recipe input').value !== {before!r}",
                           timeout=120_000)
    page.wait_for_timeout(800)  # the plot and code follow


def test_hovering_the_source_lights_the_statement_and_a_click_tells_the_instance(page):
    page.evaluate("document.querySelector('.polyviz-source textarea').scrollIntoView({block: 'start'})")
    hover_source_line(page, 4)  # S1's
    page.wait_for_function("document.querySelector('.polyviz-explorer').classList.contains('polyviz-hover-S1')")
    lit_code = page.evaluate("getComputedStyle(document.querySelector('.polyviz-code-transformed .polyviz-stmt-S1'))"
                             ".backgroundColor")
    point = "name => getComputedStyle(document.querySelector(`[class*='tracepolyviz-${name}-g'] .point`))"
    dimmed, lit = page.evaluate(f"({point})('S0').opacity"), page.evaluate(f"({point})('S1').strokeWidth")
    assert lit_code == LIT and float(dimmed) < 0.5 and lit == "2.5px", (lit_code, dimmed, lit)
    page.screenshot(path=str(ARTIFACTS / "explorer-source-hover.png"))
    hover_source_line(page, 3)  # S0's
    page.wait_for_function("document.querySelector('.polyviz-explorer').classList.contains('polyviz-hover-S0')"
                           " && !document.querySelector('.polyviz-explorer').classList.contains('polyviz-hover-S1')")

    page.locator(".polyviz-plot").evaluate("e => e.scrollIntoView({block: 'start', behavior: 'instant'})")
    at = page.evaluate(PLOT_POSITION, ["S1[i=2, j=3]", None])
    page.mouse.click(at["x"], at["y"])
    info = page.locator(".polyviz-point-info")
    info.get_by_text("runs at line").wait_for(timeout=60_000)
    text = info.inner_text()
    assert "S1[i=2, j=3]: original (i, j) = (2, 3)" in text and "transformed (i, j) = (2, 3)" in text, text
    assert "B[i][j] = A[i][j] * 2;" in text, text
    page.screenshot(path=str(ARTIFACTS / "explorer-point-click.png"))

    # A long line wraps in the editor (no horizontal scrolling), and the line under the mouse is
    # still found: S1, now on line 5, is as many rows lower as the long line took extra rows.
    editor = page.locator(".polyviz-source textarea")
    editor.fill(WRAPPING_COMMENT + "\n" + TWO_STATEMENTS)
    page.evaluate("(() => { const t = document.querySelector('.polyviz-source textarea');"
                  " t.scrollIntoView({block: 'start'}); t.scrollTop = 0; })()")  # filled, it shows its end
    rows = page.evaluate(EDITOR_ROWS)
    extra = rows["rows"] - rows["lines"]
    assert rows["overflow"] <= 0 and extra >= 1, rows
    box = editor.bounding_box()
    y = box["y"] + rows["top"] + (5 + extra + 0.5) * rows["height"]
    for attempt in range(60):  # the kernel reads the new source, then tells the page its statements' lines
        page.mouse.move(box["x"] + 60 + attempt % 2, y)
        if page.evaluate("document.querySelector('.polyviz-explorer').classList.contains('polyviz-hover-S1')"):
            break
        page.wait_for_timeout(500)
    else:
        raise AssertionError(f"hovering S1's line after a wrapped line did not light S1 ({rows})")
    page.screenshot(path=str(ARTIFACTS / "explorer-source-wrapped.png"))


WRAPPING_COMMENT = "// " + "this comment is longer than the editor is wide " * 3
#: The editor's rows of text (with wrapped lines), source lines, row height, first row's offset
#: and horizontal overflow (its text laid out again at no height, to measure the rows it takes).
EDITOR_ROWS = """(() => {
  const t = document.querySelector('.polyviz-source textarea'), s = getComputedStyle(t);
  const height = t.style.height;
  t.style.height = '0px';
  const content = t.scrollHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom);
  t.style.height = height;
  const row = parseFloat(s.lineHeight);
  return {rows: Math.round(content / row), lines: t.value.split('\\n').length, height: row,
          top: parseFloat(s.paddingTop) + parseFloat(s.borderTopWidth), overflow: t.scrollWidth - t.clientWidth};
})()"""


def test_a_paste_under_a_still_mouse_lights_the_statement_now_under_it(page):
    """The map of source lines to statements reaches the page after a paste: the line under a mouse
    that has not moved since is lit from the new map (before, only a later mouse move lit it)."""
    hover_source_line(page, 4)  # S1's
    page.wait_for_function("document.querySelector('.polyviz-explorer').classList.contains('polyviz-hover-S1')")
    moved_down = TWO_STATEMENTS.replace("{\n", "{\n  // S0's line is now the one under the mouse\n", 1)
    page.locator(".polyviz-source textarea").fill(moved_down)  # the mouse stays where it is
    page.wait_for_function("document.querySelector('.polyviz-explorer').classList.contains('polyviz-hover-S0')",
                           timeout=120_000)


def test_dragging_an_axis_or_a_row_and_keys_become_steps(page):
    page.locator(".polyviz-plot").evaluate("e => e.scrollIntoView({block: 'start', behavior: 'instant'})")
    page.wait_for_timeout(500)
    # The x axis's title dropped on the y axis: the loops on the axes swap.
    title = page.locator(PLOT).locator(".g-xtitle").bounding_box()
    page.mouse.move(title["x"] + title["width"] / 2, title["y"] + title["height"] / 2)
    page.mouse.down()
    plot_left = page.evaluate(f"(() => {{ const gd = {SHOWN_PLOT};"
                              " return gd.getBoundingClientRect().left + gd._fullLayout.xaxis._offset; })()")
    page.mouse.move(plot_left - 20, title["y"] - 150, steps=8)
    page.mouse.up()
    _recipe_becomes(page, "interchange(i, j)")
    assert page.locator(".polyviz-point-info").inner_text() == "gesture: interchange(i, j)"
    _undo(page)

    # The row j = 3 is two rows above the first (j = 1): dragged 2 along i, every row moves by j - 1.
    # (Undo's click scrolled the page up to its button, above the 16-row editor: back to the plot.)
    page.locator(".polyviz-plot").evaluate("e => e.scrollIntoView({block: 'start', behavior: 'instant'})")
    drag_point(page, "S0[i=2, j=3]", 2)
    _recipe_becomes(page, "skew(i, j, 1)")
    assert page.locator(".polyviz-point-info").inner_text() == "gesture: skew(i, j, 1)"
    page.screenshot(path=str(ARTIFACTS / "explorer-drag-row.png"))
    _undo(page)

    plot = page.locator(".polyviz-plot")
    plot.press("s")
    _recipe_becomes(page, "skew(i, j, 1)")
    plot.press("x")  # after the skew, the rows' order may be swapped with the columns'
    _recipe_becomes(page, "skew(i, j, 1); interchange(i, j)")
    _undo(page)
    _undo(page)
    plot.press("S")  # checked like a typed step: skewing the rows back breaks S1 -> S0 along j
    page.locator(".polyviz-message-box .polyviz-error").wait_for(timeout=60_000)
    assert "skew(i, j, -1)" in page.locator(".polyviz-message-box").inner_text()
    assert page.locator(".polyviz-recipe input").input_value() == ""
    assert "x interchange" in page.locator(".polyviz-gesture-hint").get_attribute("title")  # a tooltip
