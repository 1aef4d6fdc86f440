"""What the Explorer shows, in real JupyterLab and headless Chromium on a 1366x768 laptop screen:
a rectangle drawn over the points tiling the nest, tiles outlined and numbered, the play
control lighting up a whole wavefront at once, hovering a statement linking code and plot, a
3-D kernel with RAW dependences only, plot and code side by side. Screenshots of each are kept
in ``test-artifacts/`` (the README's come from ``test_screenshots.py``); the redraw latencies of the 3-D
kernel are printed (``benchmarks/bench_explorer_browser.py`` measures every kernel).
"""
from __future__ import annotations

import statistics
from pathlib import Path

from lab_session import (ARTIFACTS, GRID_KERNEL as GRID, LAPTOP, NEEDS_CHROMIUM, PLOT, TWO_STATEMENTS, apply_recipe,
                         paste_source, redrawn_after, running_points_after_play, undo, wait_for_traces)

ROOT = Path(__file__).resolve().parents[2]

pytestmark = NEEDS_CHROMIUM


def _show_plot_and_code(page, name: str, *, keep_mouse: bool = False) -> None:
    """Scroll the plot | code row to the top of the screen and keep a screenshot of the screen."""
    if not keep_mouse:
        page.locator(".polyviz-plot").evaluate("e => e.scrollIntoView({block: 'start', behavior: 'instant'})")
    page.wait_for_timeout(400)  # let plotly finish drawing before the picture
    page.screenshot(path=str(ARTIFACTS / name))


def test_tiles_wavefront_and_3d_views(page):
    paste_source(page, GRID, "r")

    # A gesture: the button under the plot interchanges the loops on its axes, applied and
    # checked like a typed step (drawing a rectangle or a lasso is tested in tests/test_views.py).
    page.locator(".polyviz-swap-axes").click()
    page.wait_for_function("document.querySelector('.polyviz-code-transformed').innerText.includes('interchange(r, c)')",
                           timeout=120_000)
    assert page.locator(".polyviz-point-info").inner_text() == "gesture: interchange(r, c)"
    undo(page)  # before typing the recipe: the kernel's rewrite of the box would overwrite it

    # 1. Tiling: the tiles are outlined and numbered in execution order.
    apply_recipe(page, "tile(r=2, c=2)")
    traces = wait_for_traces(page, "t.meta.role === 'outlines' && t.x.length > 0")
    numbers = next(t for t in traces if t["meta"].get("role") == "tile-order-labels")
    assert sorted(int(n) for n in numbers["text"]) == list(range(1, 10))  # r, c in 1..5: 3 x 3 tiles
    names = [t["name"] for t in traces]
    assert "RAW A across tiles" in names and "RAW A within a tile" in names
    assert any(len(t["x"]) for t in traces if t["name"] == "RAW A across tiles")
    plot_box = page.locator(".polyviz-plot").bounding_box()
    code_box = page.locator(".polyviz-code-tabs").bounding_box()
    assert code_box["x"] >= plot_box["x"] + plot_box["width"] - 1, (plot_box, code_box)  # plot | code
    assert plot_box["width"] + code_box["width"] <= LAPTOP["width"]
    _show_plot_and_code(page, "explorer-tiles.png")
    # Both columns start at the top of the screen and the plot fits in it.
    assert page.locator(PLOT).bounding_box()["y"] + 200 < LAPTOP["height"]

    # 2. The play control: after a skew and an interchange the inner loop runs in parallel,
    # so one step lights a whole anti-diagonal r + c = constant (in the original coordinates).
    apply_recipe(page, "skew(c, r, 1); interchange(r, c)")
    page.locator(".polyviz-coordinates button", has_text="original").click()
    running = running_points_after_play(page, 5)
    assert len(running) > 1 and len({x + y for x, y in running}) == 1, running
    _show_plot_and_code(page, "explorer-wavefront.png")

    # Linked views: hovering a statement's line lights its lines in both panes and its points in
    # the plot, dimming the other statement's.
    paste_source(page, TWO_STATEMENTS, "i")
    page.locator(".polyviz-coordinates button", has_text="transformed").click()
    wait_for_traces(page, "t.meta.statement === 'S1'")
    page.locator(".polyviz-code-transformed .polyviz-stmt-S1").first.hover()
    highlighted = "rgb(255, 243, 176)"
    page.wait_for_function(f"getComputedStyle(document.querySelector('.polyviz-code-original .polyviz-stmt-S1'))"
                           f".backgroundColor === '{highlighted}'")
    style = "name => getComputedStyle(document.querySelector(`[class*='tracepolyviz-${name}-g'] .point`))"
    dimmed = page.evaluate(f"({style})('S0').opacity")
    lit = page.evaluate(f"({style})('S1').strokeWidth")
    assert float(dimmed) < 0.5 and lit == "2.5px", (dimmed, lit)
    _show_plot_and_code(page, "explorer-linked.png", keep_mouse=True)

    # 3. A 3-D kernel: RAW dependences only (direct pairs), arrows fading in from their source in one
    # scatter3d trace per layer (no cone traces), quick redraws.
    paste_source(page, (ROOT / "kernels_c" / "seidel-2d.c").read_text(), "t")
    traces = wait_for_traces(page, "t.type === 'scatter3d'")
    kinds = {t["meta"].get("kind") for t in traces if t["meta"].get("role") == "dependences"}
    assert kinds == {"RAW"}, kinds
    assert {t["type"] for t in traces} == {"scatter3d"}  # one WebGL trace type: one redraw per update
    slider = page.locator(".polyviz-parameter-n .noUi-handle")
    latencies = []
    for key in ["ArrowLeft", "ArrowRight"] * 3:
        latencies.append(redrawn_after(page, lambda key=key: slider.press(key)))
    for view in ["original", "transformed"] * 2:  # the linked views left it in transformed coordinates
        latencies.append(redrawn_after(page, lambda view=view: page.locator(
            ".polyviz-coordinates button", has_text=view).click()))
    print(f"seidel-2d in the browser: control change to redrawn plot, median {statistics.median(latencies):.0f} ms,"
          f" max {max(latencies):.0f} ms over {len(latencies)} changes: {[round(v) for v in latencies]}")
    _show_plot_and_code(page, "explorer-3d.png")


#: Keeps the text of every message the page sends on a websocket (the kernel's comm messages among them).
RECORD_SENT = """() => {
  window.__polyvizSent = [];
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    window.__polyvizSent.push(typeof data === 'string' ? data : new TextDecoder().decode(data));
    return send.call(this, data);
  };
}"""


def test_a_drawn_change_is_reported_back_by_its_edit_id_alone(page):
    # plotly's view answered each change with every trace merged with plotly.js's defaults and the
    # whole layout likewise (under a name the kernel drops): page time and kernel messages for nothing
    # the Explorer reads. Its figures' confirmations need the edit id only.
    paste_source(page, GRID, "r")
    page.evaluate(RECORD_SENT)
    slider = page.locator(".polyviz-parameters .noUi-handle").first
    redrawn_after(page, lambda: slider.press("ArrowLeft"))
    sent = page.evaluate("() => window.__polyvizSent")
    reports = [text for text in sent if '"_js2py_traceDeltas"' in text]
    assert reports and all('"trace_deltas":[]' in text for text in reports), reports
    assert not any("_js2py_widget_layoutDelta" in text for text in sent)
