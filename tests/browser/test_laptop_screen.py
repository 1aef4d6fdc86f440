"""The Explorer on a laptop (1366x768) and a desktop (1920x1080) screen, in real JupyterLab and
headless Chromium: what a person sees after each step, asserted on the page's geometry, with a
screenshot of each screen kept in ``test-artifacts/screens/``.

One JupyterLab serves the whole module, with one notebook per screen (each Explorer named after
its screen, so neither restores the other's autosaved edits); each screen's page is opened once
and its tests run in order on it.
"""
from __future__ import annotations

import json
import shutil

import pytest

from lab_session import (ARTIFACTS, CHROMIUM, CHROMIUM_FLAGS, NEEDS_CHROMIUM, PLOT, SHOWN_PLOT, apply_recipe,
                         jupyterlab, open_explorer, paste_source, wait_for_traces)
from polyviz import kernels_c
from scan_kernels import CONVOLUTION

pytestmark = NEEDS_CHROMIUM

SCREENS = {"laptop": {"width": 1366, "height": 768}, "desktop": {"width": 1920, "height": 1080}}
SHOTS = ARTIFACTS / "screens"

#: Per line of either code pane: whether its text is wider than its cell (cut off, or pushing the
#: pane wider than its column), and the boxes of its line number and of its code.
CODE_LINES = """() => [...document.querySelectorAll('.polyviz-code-pane')].flatMap(pane =>
  [...pane.querySelectorAll('tr.polyviz-line')].map(row => {
    const [number, , code] = row.children, box = e => e.getBoundingClientRect().toJSON();
    return {pane: pane.classList.contains('polyviz-code-original') ? 'original' : 'transformed',
            text: code.innerText, clipped: code.scrollWidth > code.clientWidth,
            statement: row.classList.contains('polyviz-stmt'), number: box(number), code: box(code),
            bar: getComputedStyle(code).boxShadow, numberShadow: getComputedStyle(number).boxShadow};
  }))"""
#: Every box around the code panes: none may be wider inside than it is on screen.
CODE_BOXES = """() => {
  const boxes = [];
  for (let e = document.querySelector('.polyviz-code-panes'); e && !e.classList.contains('polyviz-explorer');
       e = e.parentElement)
    boxes.push({name: e.className, scroll: e.scrollWidth, client: e.clientWidth});
  return boxes;
}"""


def _notebook(name: str) -> dict:
    return {"cells": [{"cell_type": "code", "execution_count": None, "id": "explorer", "metadata": {}, "outputs": [],
                       "source": f"import polyviz\nexplorer = polyviz.Explorer(name={name!r})\nexplorer"}],
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5}


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """One JupyterLab for the module's screens: the folder it serves and the URL of its notebook."""
    folder = tmp_path_factory.mktemp("lab")
    with jupyterlab(folder) as url:
        for name in SCREENS:
            (folder / "notebooks" / f"{name}.ipynb").write_text(json.dumps(_notebook(name)))
        yield folder / "notebooks", url


@pytest.fixture(scope="module")
def chromium():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS, timeout=120_000)
        yield browser
        browser.close()


@pytest.fixture(scope="module", params=list(SCREENS))
def screen(request, lab, chromium):
    """A page of the size of the screen ``request.param``, showing its notebook's drawn Explorer."""
    name = request.param
    served, url = lab
    context = chromium.new_context(viewport=SCREENS[name], permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.set_default_timeout(90_000)  # a loaded 2-core machine can take that long
    page.screen_name, page.served = name, served
    SHOTS.mkdir(parents=True, exist_ok=True)
    try:
        # A workspace per screen: the other screen's notebook is not opened again beside it.
        open_explorer(page, url.replace("/lab/tree/explorer.ipynb", f"/lab/workspaces/{name}/tree/{name}.ipynb"))
        wait_for_traces(page, "t.meta && t.meta.role === 'points'")  # a paste before then can be lost
    except Exception:
        page.screenshot(path=str(SHOTS / f"{name}-failure.png"))
        raise
    yield page
    context.close()


def _shoot(page, what: str) -> None:
    page.mouse.move(0, 0)  # no tooltip over the picture
    page.wait_for_timeout(400)  # plotly's transitions end before the picture
    page.screenshot(path=str(SHOTS / f"{page.screen_name}-{what}.png"))


def _assert_code_readable(page) -> list[dict]:
    """No line of either pane is cut or wider than its pane, no box around the panes scrolls
    sideways, and a statement's colour bar lies right of its line number. Returns the lines."""
    lines = page.evaluate(CODE_LINES)
    assert {line["pane"] for line in lines} == {"original", "transformed"}
    clipped = [line["text"] for line in lines if line["clipped"]]
    assert not clipped, f"{page.screen_name}: lines cut off: {clipped}"
    scrolling = [box for box in page.evaluate(CODE_BOXES) if box["scroll"] > box["client"]]
    assert not scrolling, f"{page.screen_name}: boxes scrolling sideways: {scrolling}"
    statements = [line for line in lines if line["statement"]]
    assert statements
    for line in statements:
        assert line["bar"] != "none" and line["numberShadow"] == "none", line
        assert line["number"]["right"] <= line["code"]["left"], line  # the bar is the code cell's left edge
    return lines


def test_both_code_panes_are_readable_before_and_after_a_tile(screen):
    page = screen
    width, height = SCREENS[page.screen_name].values()
    # blur2d: two statements on lines of 90 characters, and a run-time alias test of 100-character
    # comment lines once transformed.
    paste_source(page, kernels_c("blur2d").read_text(), "i@S0")
    page.wait_for_function("document.querySelector('.polyviz-code-original').innerText.includes('tmp[i][j]')")
    page.locator(".polyviz-code-panes").evaluate("e => e.scrollIntoView({block: 'start', behavior: 'instant'})")
    lines = _assert_code_readable(page)
    statement = next(line for line in lines if line["pane"] == "original" and "tmp[i][j] =" in line["text"])
    assert "img[i][j + 1]);" in statement["text"]  # the whole statement, not its first 40 characters
    _shoot(page, "before-steps")

    apply_recipe(page, "tile(i@S1=4, j@S1=4)")
    pane = page.locator(".polyviz-code-transformed")
    pane.evaluate("e => e.scrollIntoView({block: 'start', behavior: 'instant'})")
    box = pane.bounding_box()
    assert 0 <= box["x"] and box["x"] + box["width"] <= width, f"{page.screen_name}: transformed pane at {box}"
    assert 0 <= box["y"] < height, box
    lines = _assert_code_readable(page)
    assert any("out[i_p][j_p] =" in line["text"] and line["text"].rstrip().endswith(");") for line in lines
               if line["pane"] == "transformed")
    # The original pane is on the screen with it, beside it or just above it.
    original = page.locator(".polyviz-code-original").bounding_box()
    assert original["x"] >= 0 and original["x"] + original["width"] <= width, original
    page.locator(".polyviz-code-panes").evaluate("e => e.scrollIntoView({block: 'start', behavior: 'instant'})")
    _shoot(page, "after-tile")


def _box(page, selector: str) -> dict:
    return page.locator(selector).first.bounding_box()


def _overlap(a: dict, b: dict) -> bool:
    return a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"] and \
        a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"]


def test_enter_applies_the_recipe_and_nothing_is_cut_or_covered_after_a_tile(screen):
    page = screen
    paste_source(page, kernels_c("tutorial_stencil").read_text(), "i")
    # Enter in the recipe box applies it, as "Apply recipe" does.
    box = page.locator(".polyviz-recipe input")
    box.fill("tile(i=2, j=3)")
    box.press("Enter")
    page.wait_for_function("document.querySelector('.polyviz-code-transformed').innerText"
                           ".includes('transformed: tile(i=2, j=3)')")
    wait_for_traces(page, "t.meta.role === 'outlines' && t.x.length > 0")
    page.locator(".polyviz-plot").evaluate("e => e.scrollIntoView({block: 'start', behavior: 'instant'})")
    page.mouse.move(*(lambda b: (b["x"] + b["width"] / 2, b["y"] + b["height"] / 2))(_box(page, ".polyviz-plot")))
    page.wait_for_timeout(300)  # the mode bar shows while the mouse is over the plot
    # The axes' button shows its whole label; the sliders keep their tracks beside the coordinates.
    swap = page.locator(".polyviz-swap-axes")
    assert swap.evaluate("e => e.scrollWidth <= e.clientWidth"), swap.inner_text()
    tracks = page.evaluate("[...document.querySelectorAll('.polyviz-parameters .slider-container')]"
                           ".map(e => e.getBoundingClientRect().width)")
    assert tracks and min(tracks) >= 100, tracks
    # No title line lies under plotly's mode bar.
    modebar = _box(page, ".polyviz-plot .js-plotly-plot >> visible=true >> .modebar")
    titles = page.evaluate("[...document.querySelectorAll('.polyviz-plot .gtitle')].filter(t => t.getBBox().width)"
                           ".map(t => t.getBoundingClientRect().toJSON())")
    assert titles and not any(_overlap(modebar, title) for title in titles), (modebar, titles)
    _shoot(page, "tiled-plot")
    # The transformed pane's copy button copies the whole file, helpers included, without line numbers.
    page.locator(".polyviz-code-transformed .polyviz-copy").click()
    page.wait_for_function("document.querySelector('.polyviz-code-transformed .polyviz-copy').innerText"
                           ".includes('copied')")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert "#define pv_min" in copied and "for (int i_t = 0;" in copied and "void " in copied, copied
    assert "\n1 " not in copied and "\n+" not in copied, copied
    # The plot's keys work after a click into it (not on a point): x interchanges the axes' loops.
    plot = _box(page, ".polyviz-plot .js-plotly-plot >> visible=true >> .nsewdrag")
    page.mouse.click(plot["x"] + 3, plot["y"] + plot["height"] - 3)
    page.keyboard.press("x")
    page.wait_for_function("document.querySelector('.polyviz-point-info').innerText.startsWith('gesture: interchange(')",
                           timeout=60_000)


def test_the_play_control_plays_one_step_at_a_chosen_speed_and_exports_a_gif(screen):
    from PIL import Image

    page = screen
    page.locator(".polyviz-reset").click()  # the same source as the test before may be there, tiled
    page.wait_for_function("document.querySelector('.polyviz-recipe input').value === ''")
    paste_source(page, kernels_c("tutorial_stencil").read_text(), "i")
    apply_recipe(page, "wavefront(i, j); parallel(i)")
    page.locator(".polyviz-play-speed select").select_option("2×")
    assert page.locator(".polyviz-play").is_visible() and page.locator(".polyviz-step-slider").is_visible()
    page.locator(".polyviz-export-animation").click()
    status = page.locator(".polyviz-export-status .polyviz-info", has_text="wrote")
    status.wait_for(timeout=180_000)
    written = page.served / status.inner_text().split("wrote ", 1)[1].strip()
    with Image.open(written) as gif:
        assert gif.n_frames > 1 and gif.info["duration"] == 350, (gif.n_frames, gif.info)
    shutil.copyfile(written, SHOTS / f"{page.screen_name}-play.gif")
    # One step (a nest without dependences runs all at once): the play control is still there.
    paste_source(page, "void copy(int n, double A[n], double B[n]) {\n  for (int k = 0; k < n; k++)\n"
                       "    B[k] = A[k];\n}\n", "k")
    page.wait_for_function("document.querySelector('.polyviz-step-label').innerText === '1 step: press play'")
    assert page.locator(".polyviz-play").is_visible()


def test_presentation_mode_shows_the_plot_alone_on_the_screen(screen):
    page = screen
    width, height = SCREENS[page.screen_name].values()
    page.locator(".polyviz-presentation").click()
    page.wait_for_function(f"({SHOWN_PLOT})._fullLayout.width === 1120")
    assert not page.locator(".polyviz-source").is_visible() and not page.locator(".polyviz-step").is_visible()
    assert not page.locator(".polyviz-gesture-help").is_visible()
    page.locator(".polyviz-parameters").evaluate("e => e.scrollIntoView({block: 'start', behavior: 'instant'})")
    plot = _box(page, ".polyviz-plot")
    assert plot["x"] >= 0 and plot["x"] + plot["width"] <= width, plot
    assert plot["y"] >= 0 and plot["y"] + plot["height"] <= height, plot
    _shoot(page, "presentation")
    page.locator(".polyviz-presentation").click()
    page.wait_for_function(f"({SHOWN_PLOT})._fullLayout.width === 620")
    assert page.locator(".polyviz-source").is_visible()


#: The boxes of the shown plot's title lines, of its plot container and of the play-control row.
TITLE_GEOMETRY = f"""(() => {{
  const gd = {SHOWN_PLOT}, box = e => e.getBoundingClientRect().toJSON();
  return {{lines: [...gd.querySelectorAll('.gtitle')].filter(t => t.getBBox().width).flatMap(
             t => [...t.querySelectorAll('tspan.line')].length ? [...t.querySelectorAll('tspan.line')].map(box)
                                                               : [box(t)]),
          plot: box(gd), play: box(document.querySelector('.polyviz-play').parentElement),
          modebar: gd.querySelector('.modebar') && box(gd.querySelector('.modebar'))}};
}})()"""


def _assert_title_shown(page, lines: int) -> None:
    """Each of the plot's ``lines`` title lines lies whole inside the plot's container, below the
    play-control row and clear of plotly's mode bar."""
    geometry = page.evaluate(TITLE_GEOMETRY)
    titles, plot, play = geometry["lines"], geometry["plot"], geometry["play"]
    assert len(titles) == lines, geometry
    for title in titles:
        assert play["bottom"] <= title["top"], (page.screen_name, title, play)
        assert plot["left"] <= title["left"] and title["right"] <= plot["right"], (page.screen_name, title, plot)
        assert plot["top"] <= title["top"] and title["bottom"] <= plot["bottom"], (page.screen_name, title, plot)
        if geometry["modebar"]:
            assert not _overlap(*({"x": b["left"], "y": b["top"], "width": b["width"], "height": b["height"]}
                                  for b in (geometry["modebar"], title))), (page.screen_name, title, geometry)


AXIS_TITLES = f"(() => {{ const l = ({SHOWN_PLOT})._fullLayout; return [l.xaxis.title.text, l.yaxis.title.text]; }})()"


def test_a_tile_of_a_four_deep_nest_outlines_every_tile_and_the_axes_can_be_chosen(screen):
    page = screen
    width, height = SCREENS[page.screen_name].values()
    page.locator(".polyviz-reset").click()
    page.wait_for_function("document.querySelector('.polyviz-recipe input').value === ''")
    paste_source(page, CONVOLUTION, "y")
    apply_recipe(page, "tile(y=4, x=4)")
    # n = k = 6: y and x run 0..5, two tiles each; the slices are the filter's p and q.
    wait_for_traces(page, "t.meta.role === 'tile-order-labels' && t.text.length === 4")
    assert page.evaluate(AXIS_TITLES) == ["y", "x"]
    page.locator(".polyviz-parameters").evaluate("e => e.scrollIntoView({block: 'start', behavior: 'instant'})")
    page.wait_for_timeout(300)
    top = _box(page, ".jp-NotebookPanel-notebook")["y"]  # below JupyterLab's menus and toolbar
    plot, chooser, slider = _box(page, PLOT), _box(page, ".polyviz-axes"), _box(page, ".polyviz-slice")
    for box in (chooser, slider):  # the choosers and the slice slider whole on the screen, above the plot
        assert 0 <= box["x"] and box["x"] + box["width"] <= width, (box, plot)
        assert top <= box["y"] and box["y"] + box["height"] <= plot["y"], (top, box, plot)
    assert plot["y"] + plot["height"] / 2 < height
    _assert_title_shown(page, lines=2)
    _shoot(page, "deep-nest-tile")
    # The filter's loops on the axes instead: y and x become the slices.
    page.locator(".polyviz-axis-x select").select_option("p")
    page.locator(".polyviz-axis-y select").select_option("q")
    page.wait_for_function(f"JSON.stringify({AXIS_TITLES}) === '[\"p\",\"q\"]'")
    assert page.locator(".polyviz-slice").inner_text().startswith("y, x")
    _shoot(page, "deep-nest-chosen-axes")
