"""The pictures of the Explorer's documentation page and notebook 00, taken in real JupyterLab and
headless Chromium, each after checking that the Explorer shows what the picture claims: tiles outlined after a tile step,
the play control lighting a whole wavefront at once, a 3-D kernel, a source line lighting its
statement in the plot and both code panes, a dragged row becoming a skew, a refused step drawn
in the plot.

Each picture is cropped to the part of the widget it is about and kept, with fewer colours, in
``test-artifacts/screenshots/``. ``POLYVIZ_UPDATE_SCREENSHOTS=1`` also copies it to
``notebooks/images/``, only once its checks have passed. That page and notebook 00 show them from
there: JupyterLab (``make lab`` serves ``notebooks/``) finds nothing outside the folder it serves.

    POLYVIZ_UPDATE_SCREENSHOTS=1 .venv/bin/pytest tests/browser/test_screenshots.py
"""
from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from lab_session import (ARTIFACTS, NEEDS_CHROMIUM, PLOT, PLOT_POSITION, TWO_STATEMENTS, apply_recipe, drag_point,
                         hover_source_line, paste_source, running_points_after_play,
                         wait_for_traces)
from polyviz import kernels_c

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ARTIFACTS / "screenshots"
IMAGES = ROOT / "notebooks" / "images"
PICTURES = ("explorer-tiles.png", "explorer-wavefront.png", "explorer-3d.png", "explorer-linked.png",
            "explorer-gesture-skew.png", "explorer-refusal.png")
#: Tall enough for the source, the plot and the code of a 2-D kernel in one picture.
SCREEN = {"width": 1366, "height": 1080}
#: Colours kept per picture: the plot's and the code's, with anti-aliased text still smooth.
PALETTE = 96
LIT = "rgb(255, 243, 176)"  # a hovered statement's code lines


@pytest.fixture
def viewport() -> dict[str, int]:
    return SCREEN


@pytest.fixture
def explorer(page):
    """The page once the Explorer's first plot has its points (a paste before then can be lost)."""
    wait_for_traces(page, "t.meta && t.meta.role === 'points'")
    return page


def _keep(page, name: str, *parts: str, hovering: bool = False) -> Path:
    """Save the smallest rectangle holding the elements ``parts`` (CSS selectors) as ``name``, in a
    palette of ``PALETTE`` colours; copied to ``notebooks/images/`` when POLYVIZ_UPDATE_SCREENSHOTS=1.
    The mouse is moved off the widget unless the picture shows what it is ``hovering``."""
    from PIL import Image

    assert name in PICTURES, name
    highest = min(parts, key=lambda part: page.locator(part).first.bounding_box()["y"])
    page.locator(highest).first.evaluate("e => e.scrollIntoView({block: 'start', behavior: 'instant'})")
    if not hovering:
        page.mouse.move(0, 0)  # no tooltip over the picture
    page.wait_for_timeout(400)  # plotly's transitions end before the picture
    boxes = [page.locator(part).first.bounding_box() for part in parts]
    left, top = min(b["x"] for b in boxes), min(b["y"] for b in boxes)
    right, bottom = max(b["x"] + b["width"] for b in boxes), max(b["y"] + b["height"] for b in boxes)
    assert bottom <= SCREEN["height"], f"{name}: {parts} do not fit on the screen together"
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / name
    page.screenshot(path=str(path), clip={"x": left - 4, "y": top - 4, "width": right - left + 8,
                                          "height": bottom - top + 8})
    Image.open(path).convert("RGB").quantize(PALETTE, dither=Image.Dither.NONE).save(path, optimize=True)
    if os.environ.get("POLYVIZ_UPDATE_SCREENSHOTS") == "1":
        IMAGES.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, IMAGES / name)
    return path


def _hover_until_lit(page, *, line: int, statement: str) -> None:
    """Move the mouse onto ``line`` of the source until the Explorer marks ``statement`` hovered: the
    page learns which line holds which statement some time after a paste, and lights a line on
    the next move of the mouse, as a user's hand would make."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for _ in range(12):
        page.mouse.move(0, 0)
        hover_source_line(page, line)
        try:
            page.wait_for_function("document.querySelector('.polyviz-explorer').classList"
                                   f".contains('polyviz-hover-{statement}')", timeout=5_000)
            return
        except PlaywrightTimeout:
            pass
    raise AssertionError(f"the mouse on line {line} of the source never lit {statement}")


def _traces(traces: list[dict], role: str) -> list[dict]:
    return [t for t in traces if t["meta"].get("role") == role]


def _show(page, coordinates: str) -> None:
    page.locator(".polyviz-coordinates button", has_text=coordinates).click()


@NEEDS_CHROMIUM
def test_tiles_wavefront_and_3d(explorer):
    page = explorer
    paste_source(page, kernels_c("tutorial_stencil").read_text(), "i")

    # Tiles: after tile(i=2, j=3) the 5 x 5 points (n = 6) are drawn in their own coordinates in
    # 3 x 2 tiles, each outlined and numbered by when it runs, the arrows crossing tiles apart.
    apply_recipe(page, "tile(i=2, j=3)")
    traces = wait_for_traces(page, "t.meta.role === 'outlines' && t.x.length > 0")
    numbers = _traces(traces, "tile-order-labels")[0]["text"]
    assert sorted(int(n) for n in numbers) == list(range(1, 7)), numbers
    names = {t["name"]: t for t in traces}
    assert names["RAW A across tiles"]["x"] and names["RAW A within a tile"]["x"], list(names)
    _keep(page, "explorer-tiles.png", PLOT)

    # Play: after wavefront(i, j) the inner loop i runs in parallel, so one step of the play
    # control lights a whole anti-diagonal i + j = constant, the steps before it shaded.
    apply_recipe(page, "wavefront(i, j); parallel(i)")
    _show(page, "original")
    running = running_points_after_play(page, 5)
    assert len(running) == 5 and len({x + y for x, y in running}) == 1, running  # i + j = 6: five points
    _keep(page, "explorer-wavefront.png", ".polyviz-step-slider", PLOT, ".polyviz-code-tabs")

    # 3-D: seidel-2d's t, i, j with RAW dependences only, direct pairs only, in WebGL.
    page.locator(".polyviz-reset").click()
    page.wait_for_function("document.querySelector('.polyviz-recipe input').value === ''")
    paste_source(page, kernels_c("seidel-2d").read_text(), "t")
    traces = wait_for_traces(page, "t.type === 'scatter3d' && t.meta.role === 'dependences'")
    assert {t["meta"]["kind"] for t in _traces(traces, "dependences")} == {"RAW"}
    assert not _traces(traces, "violated")
    assert {t["type"] for t in traces} == {"scatter3d"}
    assert not page.locator(".polyviz-transitive input").is_checked()
    _keep(page, "explorer-3d.png", PLOT)


@NEEDS_CHROMIUM
def test_linked_views_gesture_and_refusal(explorer):
    page = explorer
    paste_source(page, TWO_STATEMENTS, "i")
    wait_for_traces(page, "t.meta.statement === 'S1'")

    # Linked views: the mouse on S1's line of the source lights S1's lines in both code panes and
    # its points in the plot, and dims S0's.
    page.locator(".polyviz-source textarea").evaluate("e => e.scrollIntoView({block: 'start', behavior: 'instant'})")
    _hover_until_lit(page, line=4, statement="S1")
    for pane in ["original", "transformed"]:
        assert page.evaluate(f"getComputedStyle(document.querySelector('.polyviz-code-{pane} .polyviz-stmt-S1'))"
                             ".backgroundColor") == LIT, pane
    point = "name => getComputedStyle(document.querySelector(`[class*='tracepolyviz-${name}-g'] .point`))"
    assert float(page.evaluate(f"({point})('S0').opacity")) < 0.5
    assert page.evaluate(f"({point})('S1').strokeWidth") == "2.5px"
    _keep(page, "explorer-linked.png", ".polyviz-source", PLOT, ".polyviz-code-tabs", hovering=True)

    # A gesture: the row j = 3, two rows above the first, dragged 2 to the right along i is the
    # skew i := i + (j - 1): the recipe box gets skew(i, j, 1) and the plot shows the slanted rows.
    page.locator(".polyviz-plot").evaluate("e => e.scrollIntoView({block: 'start', behavior: 'instant'})")
    drag_point(page, "S0[i=2, j=3]", 2)
    page.wait_for_function("document.querySelector('.polyviz-code-transformed').innerText"
                           ".includes('transformed: skew(i, j, 1)')")
    assert page.locator(".polyviz-recipe input").input_value() == "skew(i, j, 1)"
    assert page.locator(".polyviz-point-info").inner_text() == "gesture: skew(i, j, 1)"
    row_3, row_1 = (page.evaluate(PLOT_POSITION, [f"S0[i=2, j={j}]", None])["dataX"] for j in (3, 1))
    assert round(row_3 - row_1, 6) == 2, (row_3, row_1)  # the same column before, now slanted one per row
    _keep(page, "explorer-gesture-skew.png", ".polyviz-recipe", PLOT, ".polyviz-point-info")

    # A refusal: reversing i runs S0[i, j] before S0[i - 1, j], which it reads. The step is
    # refused with the dependence and an instance pair, drawn in red in the plot; the recipe box
    # keeps the text and the last good schedule stays.
    page.locator(".polyviz-undo").click()
    page.wait_for_function("document.querySelector('.polyviz-recipe input').value === ''")
    apply = page.locator(".polyviz-apply-recipe")
    page.locator(".polyviz-recipe input").fill("reverse(i)")
    apply.click()
    error = page.locator(".polyviz-message-box .polyviz-error")
    error.wait_for()
    assert "RAW dependence" in error.inner_text(), error.inner_text()
    traces = wait_for_traces(page, "t.meta.role === 'violated' && t.x.length > 0")
    assert _traces(traces, "violated")
    assert page.locator(".polyviz-recipe input").input_value() == "reverse(i)"
    _keep(page, "explorer-refusal.png", ".polyviz-message-box", PLOT)


def test_the_explorer_page_and_notebook_00_show_every_picture():
    """Every image the Explorer's documentation page, the README and notebook 00 embed is a file at
    its relative path (on GitHub, in the site and in JupyterLab alike), and the Explorer's page and
    notebook 00 show each picture this module takes; no other picture is kept."""
    readme = ROOT / "README.md"
    explorer_page = ROOT / "docs" / "guide" / "explorer.md"
    notebook = ROOT / "notebooks" / "00-welcome.ipynb"
    markdown = "".join("".join(cell["source"]) for cell in json.loads(notebook.read_text())["cells"]
                       if cell["cell_type"] == "markdown")
    for document, text in [(readme, readme.read_text()), (explorer_page, explorer_page.read_text()), (notebook, markdown)]:
        links = re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)", text)
        missing = [link for link in links if not (document.parent / link).is_file()]
        assert not missing, f"{document.name} embeds {missing}, which are not files"
        shown = {(document.parent / link).resolve() for link in links}
        if document != readme:
            assert {IMAGES / name for name in PICTURES} <= shown, f"{document.name} shows {sorted(links)}"
    assert sorted(p.name for p in IMAGES.iterdir()) == sorted(PICTURES)
