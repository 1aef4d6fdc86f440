"""Latency of the Explorer in the browser: from a control change to the redrawn plot.

Target (issue 18): median < 100 ms and 95th percentile < 250 ms for every kernels_c nest up to
3 deep. JupyterLab runs on loopback, headless Debian Chromium (software WebGL) shows a notebook
with an Explorer; for each kernel the script pastes its source, then moves a parameter slider,
switches the coordinates, applies a legal step through the recipe box, clicks Undo and steps the
play control. Each change is timed on the page's clock, from the key or mouse press that makes
it (the Apply button's click, not the typing before it) to plotly.js's last redraw it caused, of
either of the Explorer's figures (2-D and 3-D), or to the frame that paints one figure shown in
the other's place (``tests/browser/lab_session.py``); ``--profile`` also prints how long Playwright's checks took
before it pressed (not counted: they are not the Explorer's time). Numbers are printed, not
asserted: the machine is shared and absolute times drift, so ``--baseline REV`` also runs the
polyviz of a git revision in a second JupyterLab (its kernel imports that tree), kernel by kernel
alternating with this tree (each in a browser of its own), and prints both with their ratio. The load
average is printed before and after.

``--profile`` splits each change's time where it goes, per kind of change (medians): the
Explorer's own update (its latency label: from the change reaching the kernel to the views sent,
waiting for work in progress included), when the page received the plot's last message (a
plotly widget update) and the kernel's last message of the change, and the bytes received;
from the plot's message to the redraw is plotly.js's (and the page's rendering) time. It also
prints the CPU time the page's main thread spent on the change (Chromium's ``ThreadTime``
metric, from the press to ``quiet_ms`` after the redraw): unlike the latencies, it hardly grows
when other processes load the machine, so it compares trees measured at different loads.
Software WebGL's drawing runs in Chromium's GPU process and is not in it.

``--first-3d N`` measures instead, N times per tree, the first 3-D view in an Explorer's life:
the notebook's cell is run again (a new Explorer on its 2-D example), the source of a 3-D nest
(seidel-2d, or the kernels given) is pasted, and the time from the paste to the drawn 3-D plot is
printed beside the same paste's time once the Explorer has made its 3-D figure (after pasting the
2-D example back).

The 95th percentile is interpolated between the observed latencies (``statistics.quantiles``'s
inclusive method), never beyond the largest: with 14 changes per kernel, the exclusive method
printed a p95 above the maximum (covariance: p95 589 ms, max 473 ms). With few changes it is
close to the largest; more ``--rounds`` make it a percentile.

Run: .venv/bin/python benchmarks/bench_explorer_browser.py [--rounds N] [--baseline REV] [--profile]
         [--first-3d N] [kernel ...]
"""
from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_explorer import export_tree, legal_steps  # noqa: E402
from lab_session import CHROMIUM, CHROMIUM_FLAGS, PLOT, jupyterlab, open_explorer, redraw_span  # noqa: E402

MAX_DEPTH = 3
#: A change not redrawn after this long is counted as missed.
MISSED_MS = 10_000
#: Records the time and size of every message the page receives on a websocket (the kernel's
#: comm messages among them), for ``--profile``.
RECORD_MESSAGES = """(() => {
  window.__polyvizMessages = [];
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', event => {
        const text = typeof event.data === 'string' ? event.data :
          event.data instanceof ArrayBuffer ? new TextDecoder().decode(event.data) : '';
        window.__polyvizMessages.push([performance.now(), text.length || event.data.size || 0,
                                       text.includes('"_py2js_')]);
      });
    }
  };
})();"""
#: Records when the page receives a key or mouse press: the control change as the user makes it.
#: Playwright's own checks before it acts (the element visible, stable, not covered: 10-120 ms,
#: more under load) come before, and a change is timed from the page's last press instead.
RECORD_INPUTS = """(() => {
  window.__polyvizInputs = [];
  for (const kind of ['keydown', 'pointerdown'])
    document.addEventListener(kind, () => window.__polyvizInputs.push(performance.now()), true);
})();"""


def kernels(names: list[str]) -> list[tuple[str, Path, list[str], str]]:
    """(name, file, legal steps, a line of its SCoP) of the kernels_c nests up to MAX_DEPTH deep
    (the longest line in the original pane, which shows the SCoP as written whatever the
    revision, tells that the page shows this kernel)."""
    from polyviz import Kernel

    chosen = []
    for path in sorted((ROOT / "kernels_c").glob("*.c")):
        if names and path.stem not in names:
            continue
        kernel = Kernel.from_file(path)
        if 1 + max(loop.depth for loop in kernel.loops()) <= MAX_DEPTH:
            code = kernel.scop_text()
            chosen.append((path.stem, path, legal_steps(kernel.schedule()), max(code.splitlines(), key=len).strip()))
    return chosen


def measure(page, source: str, steps: list[str], code_line: str, rounds: int) -> list[dict]:
    """Each change's ``kind``, ``latency`` (ms; ``inf`` when never redrawn) and, when the page
    records its messages, ``until_message`` (ms to the last message received before the redraw),
    ``bytes`` received and ``page_cpu`` (ms of the page's main thread)."""
    page.locator(".polyviz-source textarea").fill(source)
    page.wait_for_function("document.querySelector('.polyviz-code-original').innerText.includes("
                           f"{code_line!r})", timeout=120_000)
    page.wait_for_timeout(1500)  # the first drawing of a new kernel is not what is measured
    slider = page.locator(".polyviz-parameters .noUi-handle").first
    coordinates = page.locator(".polyviz-coordinates button")
    step = page.locator(".polyviz-step-slider .noUi-handle")
    changes: list[dict] = []
    for _ in range(rounds):
        for key in ("ArrowLeft", "ArrowRight"):
            _timed(changes, "slider", page, lambda key=key: slider.press(key))
        for view in ("original", "transformed"):
            _timed(changes, "coordinates", page, lambda view=view: coordinates.filter(has_text=view).click())
        for recipe in steps[:1]:
            def apply(recipe=recipe):
                page.locator(".polyviz-recipe input").fill(recipe)
                page.locator(".polyviz-apply-recipe").click()
            _timed(changes, "apply", page, apply)
            _timed(changes, "undo", page, lambda: page.locator(".polyviz-undo").click())
        if step.is_visible():
            _timed(changes, "play", page, lambda: step.press("ArrowRight"))
            step.press("Home")  # back to the plain plot, as the next round starts
            page.wait_for_timeout(500)  # its redraw is not the next change's
    return changes


def first_3d_view(page, source: str, code_line: str) -> tuple[float, float]:
    """(ms) From pasting ``source`` (a 3-D nest) into a new Explorer to its drawn plot, and the
    same once the Explorer has its 3-D figure."""
    from polyviz.widgets.explorer import EXAMPLE_SOURCE

    editor = page.locator(".polyviz-source textarea")

    def shown(line: str) -> None:
        page.wait_for_function("document.querySelector('.polyviz-code-original').innerText.includes("
                               f"{line!r})", timeout=120_000)

    def paste(text: str, line: str) -> float:
        start, end = redraw_span(page, lambda: editor.fill(text), timeout_ms=120_000)
        shown(line)
        return end - start

    example_line = max(EXAMPLE_SOURCE.splitlines(), key=len).strip()
    # The cell's own source, saved: the Explorer made by running the cell again starts from it.
    editor.fill(EXAMPLE_SOURCE)
    shown(example_line)
    page.wait_for_timeout(500)  # saved once the update ends
    page.evaluate("() => document.querySelector('.polyviz-explorer').classList.add('polyviz-bench-old')")
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    page.wait_for_function("document.querySelector('.polyviz-explorer')"
                           " && !document.querySelector('.polyviz-bench-old')", timeout=120_000)
    page.locator(PLOT).first.wait_for(timeout=120_000)
    page.wait_for_timeout(1500)  # the new Explorer's first drawing is not what is measured
    first = paste(source, code_line)
    paste(EXAMPLE_SOURCE, example_line)
    page.wait_for_timeout(1500)
    return first, paste(source, code_line)


def _timed(changes: list[dict], kind: str, page, action) -> None:
    """The change made by ``action`` appended; a change the plot never showed within 10 s is
    counted as missed (``inf``), so one stuck redraw does not end the run, unless the Explorer
    updated without changing the plot (covariance's first legal skew leaves its slice as drawn):
    then it has no latency to count (``unchanged``)."""
    page.evaluate("() => { if (window.__polyvizMessages) window.__polyvizMessages.length = 0;"
                  " window.__polyvizInputs.length = 0; }")
    label = page.locator(".polyviz-latency")
    before = label.inner_text()
    cpu_before = _main_thread_cpu(page)
    try:
        acting, end = redraw_span(page, action, timeout_ms=MISSED_MS)
    except TimeoutError:
        unchanged = label.inner_text() != before
        changes.append({"kind": kind, "latency": float("nan") if unchanged else float("inf"), "unchanged": unchanged})
        return
    pressed = [at for at in page.evaluate("() => window.__polyvizInputs") if at <= end]
    start = pressed[-1] if pressed else acting
    change = {"kind": kind, "latency": end - start, "playwright": start - acting}
    cpu_after = _main_thread_cpu(page)
    messages = page.evaluate("() => window.__polyvizMessages || null")
    if messages is not None:
        change["page_cpu"] = cpu_after - cpu_before
        received = [(at, size, plot) for at, size, plot in messages if start <= at <= end]
        change["until_message"] = max((at for at, _, _ in received), default=start) - start
        change["until_plot_message"] = max((at for at, _, plot in received if plot), default=float("nan")) - start
        change["bytes"] = sum(size for _, size, _ in received)
        # The Explorer's own clock: from the change reaching the kernel to the views sent (the
        # play control's steps are drawn without an update: not timed there).
        after = label.inner_text()
        change["kernel"] = float(after.split(" ms")[0].split()[-1]) if after != before else float("nan")
    changes.append(change)


def _main_thread_cpu(page) -> float:
    """The CPU time (ms) the page's main thread has used, when profiling (else 0)."""
    session = getattr(page, "polyviz_cdp", None)
    if session is None:
        return 0.0
    metrics = session.send("Performance.getMetrics")["metrics"]
    return 1000 * next(metric["value"] for metric in metrics if metric["name"] == "ThreadTime")


def _profile(changes: list[dict]) -> str:
    """Per kind of change, medians of: latency, time until the last message, bytes received."""
    lines = []
    for kind in dict.fromkeys(c["kind"] for c in changes):
        mine = [c for c in changes if c["kind"] == kind and "bytes" in c]
        if mine:
            lines.append(f"    {kind:12} latency {statistics.median(c['latency'] for c in mine):6.0f} ms, "
                         f"Playwright's checks before it {statistics.median(c['playwright'] for c in mine):4.0f} ms, "
                         f"kernel's update {statistics.median(c['kernel'] for c in mine):6.0f} ms, "
                         f"plot's message at {statistics.median(c['until_plot_message'] for c in mine):6.0f} ms, "
                         f"last message at {statistics.median(c['until_message'] for c in mine):6.0f} ms, "
                         f"{statistics.median(c['bytes'] for c in mine) / 1000:7.1f} kB, "
                         f"page's CPU {statistics.median(c['page_cpu'] for c in mine):5.0f} ms")
    return "\n".join(lines)


def p95(values: list[float]) -> float:
    """The 95th percentile of ``values``, interpolated between observed ones (never above the largest)."""
    return statistics.quantiles(values, n=20, method="inclusive")[-1] if len(values) > 1 else values[0]


def _row(name: str, changes: list[dict]) -> str:
    values = [change["latency"] for change in changes if not change.get("unchanged")]
    missed = sum(value == float("inf") for value in values)
    unchanged = len(changes) - len(values)
    return (f"{name:24} {len(values):7d} {statistics.median(values):7.0f} {p95(values):7.0f} {max(values):7.0f}"
            + (f"  ({missed} not redrawn within {MISSED_MS // 1000} s)" if missed else "")
            + (f"  ({unchanged} updates that left the plot as drawn, not counted)" if unchanged else ""))


def _summary(label: str, pooled: list[float]) -> str:
    return (f"{label}: median {statistics.median(pooled):.0f} ms, 95th percentile "
            f"{p95(pooled):.0f} ms over {len(pooled)} changes")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--baseline", metavar="REV", help="also measure polyviz at this git revision")
    parser.add_argument("--profile", action="store_true", help="where each kind of change spends its time")
    parser.add_argument("--first-3d", type=int, metavar="N", default=0,
                        help="measure the first 3-D view of a new Explorer N times instead")
    parser.add_argument("kernels", nargs="*", help="kernels_c names (default: every nest up to 3 deep)")
    args = parser.parse_args()
    if CHROMIUM is None:
        sys.exit("chromium is not on PATH: apt-get install chromium")
    from playwright.sync_api import sync_playwright

    chosen = kernels(args.kernels or (["seidel-2d"] if args.first_3d else []))
    print(f"load average {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    print(("a new Explorer's first 3-D view" if args.first_3d else "control change") +
          " -> redrawn plot in headless Chromium, ms" +
          (f" (before = {args.baseline}, after = this tree)" if args.baseline else ""))
    if not args.first_3d:
        print(f"{'kernel':24} {'changes':>7} {'median':>7} {'p95':>7} {'max':>7}")
    with tempfile.TemporaryDirectory(prefix="polyviz-bench-browser-") as scratch, \
            contextlib.ExitStack() as servers, sync_playwright() as playwright:
        scratch = Path(scratch)
        trees = {"after": None}
        if args.baseline:
            trees = {"before": export_tree(args.baseline, scratch / "before-tree"), "after": None}
        pages, browsers = {}, []
        for label, tree in trees.items():
            url = servers.enter_context(jupyterlab(scratch / label, {"PYTHONPATH": str(tree)} if tree else None))
            # A browser each: a page behind another in one browser is not drawn (no redraw to time).
            browsers.append(playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS))
            page = pages[label] = browsers[-1].new_page(viewport={"width": 1366, "height": 768})
            page.set_default_timeout(60_000)
            page.add_init_script(RECORD_INPUTS)
            if args.profile:
                page.add_init_script(RECORD_MESSAGES)
                page.polyviz_cdp = page.context.new_cdp_session(page)
                page.polyviz_cdp.send("Performance.enable")
            open_explorer(page, url)
        if args.first_3d:
            _first_3d_views(pages, chosen, args.first_3d)
            for browser in browsers:
                browser.close()
            print(f"load average {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
            return
        pooled: dict[str, list[float]] = {label: [] for label in trees}
        kinds: dict[str, list[dict]] = {label: [] for label in trees}
        for name, path, steps, code_line in chosen:
            for label, page in pages.items():
                changes = measure(page, path.read_text(), steps, code_line, args.rounds)
                pooled[label] += [change["latency"] for change in changes if not change.get("unchanged")]
                kinds[label] += [change for change in changes if not change.get("unchanged")]
                print(_row(name if len(pages) == 1 else f"{name} ({label})", changes), flush=True)
                if args.profile:
                    print(_profile(changes), flush=True)
        for browser in browsers:
            browser.close()
    for label, values in pooled.items():
        if len(values) > 1:
            print(_summary("all" if len(pooled) == 1 else label, values))
            for kind in dict.fromkeys(change["kind"] for change in kinds[label]):
                mine = [change["latency"] for change in kinds[label] if change["kind"] == kind]
                if len(mine) > 1:
                    print("    " + _summary(kind, mine))
            cpu = [change["page_cpu"] for change in kinds[label] if "page_cpu" in change]
            if cpu:
                print(f"    the page's main-thread CPU per change: median {statistics.median(cpu):.0f} ms, "
                      f"95th percentile {p95(cpu):.0f} ms")
    if args.baseline and len(pooled["after"]) > 1:
        print(f"ratio before/after: median {statistics.median(pooled['before']) / statistics.median(pooled['after']):.2f}x, "
              f"95th percentile {p95(pooled['before']) / p95(pooled['after']):.2f}x")
    print(f"load average {' '.join(f'{v:.2f}' for v in os.getloadavg())}")


def _first_3d_views(pages: dict, chosen: list, rounds: int) -> None:
    """Print, per kernel and tree, each round's first 3-D view and the view again (ms), then the medians."""
    for name, path, _, code_line in chosen:
        times: dict[str, list[tuple[float, float]]] = {label: [] for label in pages}
        for _ in range(rounds):
            for label, page in pages.items():
                times[label].append(first_3d_view(page, path.read_text(), code_line))
                first, again = times[label][-1]
                print(f"{name} ({label}): first 3-D view {first:6.0f} ms, again {again:6.0f} ms", flush=True)
        for label, pairs in times.items():
            print(f"{name} ({label}): median first 3-D view {statistics.median(p[0] for p in pairs):.0f} ms, "
                  f"again {statistics.median(p[1] for p in pairs):.0f} ms over {len(pairs)} rounds")


if __name__ == "__main__":
    main()
