"""JupyterLab on loopback with a notebook that shows an Explorer, driven by Playwright in Debian's
Chromium: shared by the browser tests and ``benchmarks/bench_explorer_browser.py``."""
from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium")
NEEDS_CHROMIUM = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not on PATH "
                                    "(apt-get install chromium; CI installs it)")
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
LAPTOP = {"width": 1366, "height": 768}  # the screen plot and code must fit side by side

# Loops named r and c (not the example's i and j), so the step dropdowns prove the paste was read.
GRID_KERNEL = """\
void grid(int n, double A[n][n]) {
  for (int r = 1; r < n; r++)
    for (int c = 1; c < n; c++)
      A[r][c] = A[r-1][c] + A[r][c-1];
}
"""
# Two statements, each with its own colour and dependences along i and j; S1 is line 4 (from 0).
TWO_STATEMENTS = """\
void two(int n, double A[n][n], double B[n][n]) {
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++) {
      A[i][j] = A[i-1][j] + B[i][j-1];
      B[i][j] = A[i][j] * 2;
    }
}
"""
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  # 3-D plots need WebGL: software rendering, as on a machine without a GPU.
                  "--use-angle=swiftshader", "--enable-unsafe-swiftshader"]

NOTEBOOK = {
    "cells": [{"cell_type": "code", "execution_count": None, "id": "explorer", "metadata": {}, "outputs": [],
               "source": "import polyviz\nexplorer = polyviz.Explorer()\nexplorer"}],
    "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
    "nbformat": 4, "nbformat_minor": 5,
}

#: The Explorer's plot on screen, for Playwright and in the page's JavaScript: the Explorer keeps a
#: 2-D and a 3-D figure in one place, the one not in use hidden (an older polyviz has one figure).
PLOT = ".polyviz-plot .js-plotly-plot >> visible=true"
SHOWN_PLOT = ("[...document.querySelectorAll('.polyviz-plot .js-plotly-plot')]"
              ".find(p => getComputedStyle(p).visibility !== 'hidden')")

#: Records every redraw of the Explorer's plot with its time: a full plot (``plotly_afterplot``)
#: or a change in place (``plotly_update``/``restyle``/``relayout``, fired once plotly.js is done),
#: of either figure, also of a figure made later (the first 3-D one: from its first drawing on);
#: and the frame in which a figure shown in the other's place is painted.
WATCH_REDRAWS = """() => {
  const panel = document.querySelector('.polyviz-plot');
  const plots = panel ? [...panel.querySelectorAll('.js-plotly-plot')] : [];
  window.__polyvizRedraws = window.__polyvizRedraws || [];
  const redrawn = () => window.__polyvizRedraws.push(performance.now());
  const watch = plot => {
    if (plot.__polyvizWatched) return;
    plot.__polyvizWatched = true;
    for (const event of ['plotly_afterplot', 'plotly_update', 'plotly_restyle', 'plotly_relayout'])
      plot.on(event, redrawn);
  };
  plots.forEach(watch);
  if (!window.__polyvizWatchingNewPlots) {
    window.__polyvizWatchingNewPlots = true;
    document.addEventListener('plotlywidget-after-render', event => {  // plotly's view drew a new figure
      if (!event.detail.element.closest('.polyviz-plot')) return;
      redrawn();
      watch(event.detail.element);
    });
  }
  if (panel && !panel.__polyvizWatched) {
    panel.__polyvizWatched = true;
    let shown = %s;
    new MutationObserver(changes => {  // a box around a figure restyled: shown or hidden?
      if (!changes.some(change => change.target.querySelector && change.target.querySelector('.js-plotly-plot')))
        return;
      const now = %s;
      if (now !== shown) { shown = now; requestAnimationFrame(redrawn); }
    }).observe(panel, {attributes: true, attributeFilter: ['style'], subtree: true});
  }
  return plots.length > 0;
}""" % (SHOWN_PLOT, SHOWN_PLOT)


#: The page position of a drawn instance, or of a point in the plot's units (``[x, y]``).
PLOT_POSITION = """([id, at]) => {
  const gd = %s;
  const xa = gd._fullLayout.xaxis, ya = gd._fullLayout.yaxis, box = gd.getBoundingClientRect();
  let x = at && at[0], y = at && at[1];
  if (id) {
    const trace = gd.data.find(t => t.ids && t.ids.includes(id));
    const k = trace.ids.indexOf(id);
    x = trace.x[k]; y = trace.y[k];
  }
  return {x: box.left + xa._offset + xa.l2p(x), y: box.top + ya._offset + ya.l2p(y), dataX: x, dataY: y};
}""" % SHOWN_PLOT


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# A JupyterLab that starts slowly beside a loaded suite is not a failure of the Explorer.
LAB_START_TIMEOUT_S = 120


def _wait_until_answering(url: str, server: subprocess.Popen, log: Path, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"JupyterLab exited with {server.returncode} before answering:\n"
                               + log.read_text()[-2000:])
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise TimeoutError(f"JupyterLab did not answer {url} within {timeout} s")


@contextlib.contextmanager
def jupyterlab(folder: Path, env: dict[str, str] | None = None):
    """A JupyterLab server on a random loopback port with a random token, rooted at ``folder/notebooks``
    holding the Explorer notebook; settings and workspaces live in ``folder`` too; ``env`` is
    added to the environment of the server and its kernels. Yields the notebook's URL."""
    root = folder / "notebooks"
    root.mkdir(parents=True, exist_ok=True)
    # Start the notebook's own kernel without asking: a "Select Kernel" dialog would race the test.
    tracker_settings = folder / "settings" / "@jupyterlab" / "notebook-extension" / "tracker.jupyterlab-settings"
    tracker_settings.parent.mkdir(parents=True, exist_ok=True)
    tracker_settings.write_text(json.dumps({"autoStartDefaultKernel": True}))
    # No "would you like news?" toast over the page.
    notifications = folder / "settings" / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings"
    notifications.parent.mkdir(parents=True, exist_ok=True)
    notifications.write_text(json.dumps({"fetchNews": "false"}))
    (root / "explorer.ipynb").write_text(json.dumps(NOTEBOOK))
    port, token = free_port(), secrets.token_hex(16)
    log_path = folder / "jupyterlab.log"
    with log_path.open("w") as log:
        server = subprocess.Popen(
            [sys.executable, "-m", "jupyter", "lab", "--no-browser", "--allow-root", f"--ServerApp.port={port}",
             "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}",
             "--LabApp.expose_app_in_browser=True", f"--LabApp.user_settings_dir={folder / 'settings'}",
             f"--LabApp.workspaces_dir={folder / 'workspaces'}", "--LabApp.news_url=",
             "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
            stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "JUPYTER_PLATFORM_DIRS": "1", **(env or {})})
        try:
            _wait_until_answering(f"http://127.0.0.1:{port}/api/status?token={token}", server, log_path, LAB_START_TIMEOUT_S)
            yield f"http://127.0.0.1:{port}/lab/tree/explorer.ipynb?token={token}"
        finally:
            server.terminate()
            try:
                server.wait(10)
            except subprocess.TimeoutExpired:
                server.kill()


def open_explorer(page, url: str):
    """Open the notebook, run it once its kernel is connected, and return the Explorer's locator
    once its plot is drawn.

    JupyterLab may answer "Run All" with a "Select Kernel" dialog instead of running: accept
    the notebook's own kernel (Python 3) and run again.
    """
    page.goto(url)
    page.wait_for_function("window.jupyterapp && document.querySelector('.jp-Notebook')", timeout=LAB_START_TIMEOUT_S * 1000)
    page.wait_for_function("(() => { const w = window.jupyterapp.shell.currentWidget;"
                           " const k = w && w.sessionContext && w.sessionContext.session"
                           " && w.sessionContext.session.kernel;"
                           " return k && k.connectionStatus === 'connected' && k.status === 'idle'; })()",
                           timeout=60_000)
    page.evaluate("() => window.jupyterapp.shell.collapseLeft()")  # room for plot | code, as a user would
    explorer, dialog = page.locator(".polyviz-explorer"), page.locator(".jp-Dialog")
    last_dialog = ""
    for _ in range(3):
        # Not awaited: the command's promise settles only when the kernel finishes the cell.
        page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        page.locator(".polyviz-explorer, .jp-Dialog").first.wait_for(timeout=120_000)
        if not dialog.is_visible():
            explorer.wait_for()
            page.locator(PLOT).first.wait_for(timeout=120_000)
            return explorer
        last_dialog = dialog.inner_text()
        dialog.locator(".jp-mod-accept").click()
        dialog.wait_for(state="hidden")
        page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=30_000)
    raise AssertionError(f"JupyterLab kept showing a dialog instead of running the notebook: {last_dialog!r}")


def plot_traces(page) -> list[dict]:
    """The traces plotly.js has drawn in the Explorer's plot (type, meta, coordinates, marker colours)."""
    return page.evaluate(f"""() => {SHOWN_PLOT}.data.map(t => ({{
        type: t.type, name: t.name, meta: t.meta || {{}}, x: t.x || [], y: t.y || [], z: t.z || [],
        text: t.text || [], color: t.marker ? t.marker.color : null}}))""")


def redrawn_after(page, action, *, quiet_ms: float = 350, timeout_ms: float = 120_000) -> float:
    """Milliseconds from ``action()`` (a control change) to the plot's last redraw it caused."""
    start, end = redraw_span(page, action, quiet_ms=quiet_ms, timeout_ms=timeout_ms)
    return end - start


def redraw_span(page, action, *, quiet_ms: float = 350, timeout_ms: float = 120_000) -> tuple[float, float]:
    """The page's clock just before Playwright runs ``action()`` (a control change) and at the
    plot's last redraw it caused: the last ``plotly_afterplot`` (or update) followed by
    ``quiet_ms`` without another one."""
    page.evaluate(WATCH_REDRAWS)
    start = page.evaluate("() => { window.__polyvizRedraws = []; return performance.now(); }")
    action()
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        redraws = page.evaluate("() => window.__polyvizRedraws")
        now = page.evaluate("() => performance.now()")
        if redraws and now - redraws[-1] >= quiet_ms:
            return start, redraws[-1]
        if time.monotonic() > deadline:
            raise TimeoutError("the plot was not redrawn after the control change")
        page.wait_for_timeout(40)


def paste_source(page, source: str, first_loop: str) -> None:
    """Type ``source`` into the Explorer's editor and wait until the step form offers its ``first_loop``."""
    page.locator(".polyviz-source textarea").fill(source)
    page.wait_for_function(f"[...document.querySelectorAll('.polyviz-argument-0 option')]"
                           f".map(o => o.value)[0] === '{first_loop}'", timeout=120_000)


def apply_recipe(page, recipe: str) -> None:
    """Type ``recipe`` into the recipe box, apply it and wait until the transformed code is titled with it."""
    page.locator(".polyviz-recipe input").fill(recipe)
    page.locator(".polyviz-apply-recipe").click()
    page.wait_for_function(f"document.querySelector('.polyviz-code-transformed').innerText.includes({recipe!r})",
                           timeout=120_000)


def undo(page) -> None:
    """Click Undo and wait for its visible effect: the recipe box rewritten by the kernel with the
    steps left, and the transformed code titled with them. Text typed into the box before the
    kernel's rewrite arrives is overwritten by it (until the box's own update comes back), so an
    "Apply recipe" clicked in between would apply the steps left, not the text typed."""
    before = page.locator(".polyviz-recipe input").input_value()
    page.locator(".polyviz-undo").click()
    page.wait_for_function(f"""() => {{
      const box = document.querySelector('.polyviz-recipe input').value;
      const title = document.querySelector('.polyviz-code-transformed').innerText;
      return box !== {before!r} && title.startsWith(`transformed: ${{box || '(no steps)'}} `);
    }}""", timeout=120_000)


def wait_for_traces(page, condition: str) -> list[dict]:
    """Waits until some drawn trace ``t`` satisfies the JavaScript ``condition``; returns ``plot_traces``."""
    # No plot is shown while a figure opened again is drawn anew (views.DrawnFigure._reopen).
    page.wait_for_function(f"({SHOWN_PLOT} || {{data: []}}).data.some(t => {condition})", timeout=180_000)
    return plot_traces(page)


def hover_source_line(page, line: int) -> None:
    """Move the mouse over the middle of line ``line`` (from 0) of the Explorer's source editor."""
    box = page.locator(".polyviz-source textarea").bounding_box()
    top, height = page.evaluate("(() => { const s = getComputedStyle(document.querySelector('.polyviz-source textarea'));"
                                " return [parseFloat(s.paddingTop) + parseFloat(s.borderTopWidth),"
                                " parseFloat(s.lineHeight)]; })()")
    page.mouse.move(box["x"] + 60, box["y"] + top + (line + 0.5) * height)


def running_points_after_play(page, steps: int) -> list[tuple[float, float]]:
    """Step the play control ``steps`` times with the keyboard; the (x, y) of the points then lit as running."""
    from polyviz.widgets.views import RUNNING_COLOR

    handle = page.locator(".polyviz-step-slider .noUi-handle")
    handle.focus()
    for _ in range(steps):
        handle.press("ArrowRight")
    page.wait_for_function(f"document.querySelector('.polyviz-step-label').innerText.startsWith('step {steps}')")
    traces = wait_for_traces(page, f"t.meta.role === 'points' && Array.isArray(t.marker.color)"
                                   f" && t.marker.color.includes('{RUNNING_COLOR}')")
    points = next(t for t in traces if t["meta"].get("role") == "points")
    return [(x, y) for x, y, color in zip(points["x"], points["y"], points["color"]) if color == RUNNING_COLOR]


def drag_point(page, point: str, along_x: float) -> None:
    """Drag the plotted ``point`` (e.g. ``S0[i=2, j=3]``) by ``along_x`` in the plot's x coordinate."""
    start = page.evaluate(PLOT_POSITION, [point, None])
    end = page.evaluate(PLOT_POSITION, [None, [start["dataX"] + along_x, start["dataY"]]])
    page.mouse.move(start["x"], start["y"])
    page.mouse.down()
    page.mouse.move(end["x"], end["y"], steps=8)
    page.mouse.up()
