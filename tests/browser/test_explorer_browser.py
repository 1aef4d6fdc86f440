"""The Explorer in a real browser: JupyterLab on loopback, headless Debian Chromium, Playwright.

The notebook's only cell creates an Explorer; the test then works the widget as a person
would — pastes a kernel, picks steps from the dropdowns, clicks Apply — and checks what the
page shows. A screenshot is kept in ``test-artifacts/explorer.png``.
"""
from __future__ import annotations

import time

import pytest

from lab_session import ARTIFACTS, CHROMIUM, CHROMIUM_FLAGS, GRID_KERNEL as PASTED_KERNEL, NEEDS_CHROMIUM, PLOT, \
    jupyterlab as lab_server, open_explorer

pytestmark = NEEDS_CHROMIUM


@pytest.fixture
def jupyterlab(tmp_path):
    """JupyterLab serving a notebook whose only cell shows an Explorer (its URL)."""
    with lab_server(tmp_path) as url:
        yield url


def test_explorer_in_jupyterlab(jupyterlab, tmp_path):
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        # Playwright gives the browser a fresh, temporary --user-data-dir of its own.
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS, timeout=30_000)
        page = browser.new_page(viewport={"width": 1500, "height": 2300})
        page.set_default_timeout(20_000)
        try:
            explorer = open_explorer(page, jupyterlab)  # plotly.js drew the figure: the renderer works
            plot = page.locator(PLOT)

            page.locator(".polyviz-source textarea").fill(PASTED_KERNEL)
            page.wait_for_function("[...document.querySelectorAll('.polyviz-argument-0 option')]"
                                   ".map(o => o.value).join() === 'r,c'", timeout=15_000)

            # Each choice of the step's last loop says whether the step would be legal with it.
            page.wait_for_function("[...document.querySelectorAll('.polyviz-argument-1 option')]"
                                   ".map(o => o.textContent).join() === 'c\\u00a0✓'", timeout=30_000)

            code = page.locator(".polyviz-code-transformed")
            recipe = page.locator(".polyviz-recipe input")
            # The original pane shows the pasted nest as written.
            page.wait_for_function("document.querySelector('.polyviz-code-original').innerText"
                                   ".includes('A[r-1][c]')", timeout=15_000)
            assert "original (as written)" in page.locator(".polyviz-code-original").inner_text()
            original_code, original_plot = code.inner_text(), plot.inner_html()

            _choose_step(page, "interchange", ["r", "c"], "interchange(r, c)")
            _wait_for_value(page, recipe, "interchange(r, c)")
            interchanged_code = _wait_for_change(page, code, original_code)
            assert "for (int c" in interchanged_code.split("for (int r")[0], interchanged_code
            _wait_for_change(page, plot, original_plot, html=True)

            _choose_step(page, "tile", ["c", "r", "4"], "tile(c=4, r=4)")
            _wait_for_value(page, recipe, "interchange(r, c); tile(c=4, r=4)")
            tiled_code = _wait_for_change(page, code, interchanged_code)
            assert "c_t" in tiled_code or "4 *" in tiled_code, tiled_code
            assert page.locator(".polyviz-code .polyviz-added").count() > 0  # changed lines are marked

            page.locator("button.polyviz-export").click()
            page.locator(".polyviz-export-status").get_by_text("wrote").wait_for(timeout=30_000)
            exported = tmp_path / "notebooks" / "polyviz-export"
            assert "c_t" in (exported / "grid.c").read_text() and (exported / "grid-plot.png").exists()

            _choose_step(page, "reverse", ["c_p"], "reverse(c_p)")
            error = page.locator(".polyviz-message-box .polyviz-error")
            error.wait_for(timeout=15_000)
            assert "illegal" in error.inner_text() and "RAW dependence" in error.inner_text()
            assert recipe.input_value() == "interchange(r, c); tile(c=4, r=4)"  # the step was refused
            page.locator(PLOT).locator(".legend").get_by_text("violated").wait_for(timeout=15_000)
            page.wait_for_timeout(300)  # let plotly finish its transition before the picture
            explorer.screenshot(path=str(ARTIFACTS / "explorer.png"))
            # The message wraps between words (JupyterLab's output area would break them anywhere).
            assert page.evaluate("getComputedStyle(document.querySelector('.polyviz-message')).wordBreak") == "normal"

            # A typo in the recipe box: the text stays, the bad part is marked, the schedule stays.
            typo = "interchange(r, c); tile(c=4 r=4)"
            recipe.fill(typo)
            page.locator(".polyviz-apply-recipe").click()  # the click takes the text shown (test_recipe_apply)
            bad = page.locator(".polyviz-recipe-marker .polyviz-recipe-bad")
            bad.wait_for(timeout=15_000)
            assert bad.inner_text() == "r" and recipe.input_value() == typo
            assert "column 29" in page.locator(".polyviz-message-box .polyviz-error").first.inner_text()
            assert code.inner_text() == tiled_code  # the last good schedule is still shown
            explorer.screenshot(path=str(ARTIFACTS / "explorer-recipe-typo.png"))
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "explorer-failure.png"))  # what the page showed instead
            raise
        finally:
            browser.close()


def _choose_step(page, step: str, arguments: list[str], expected: str) -> None:
    """Pick ``step`` and its arguments in the panel, wait until the kernel has them, click Apply.

    The front end may hold back value changes while the kernel is busy but sends clicks at
    once, so the test clicks only after the kernel's preview shows the chosen step.
    """
    page.locator(".polyviz-step select").select_option(step)
    preview = page.locator(".polyviz-step-preview")
    page.wait_for_function(f"document.querySelectorAll('.polyviz-step-arguments .widget-inline-hbox')"
                           f".length === {len(arguments)} && document.querySelector('.polyviz-step-preview')"
                           f".innerText.includes('{step}(')")
    for position, value in enumerate(arguments):
        control = page.locator(f".polyviz-argument-{position}")
        if control.locator("select").count():
            _select(control.locator("select"), value)
        else:
            control.locator("input").fill(value)
            control.locator("input").press("Enter")
    page.wait_for_function(f"document.querySelector('.polyviz-step-preview').innerText.endsWith('{expected}')")
    assert preview.inner_text().endswith(expected)
    page.locator(".polyviz-apply").click()


def _select(select, value: str) -> None:
    """Choose ``value`` in a dropdown whose labels may carry the step's legality mark (``c ✓``)."""
    index = select.evaluate("(s, v) => [...s.options].findIndex(o => o.textContent.replace(/\\u00a0/g, ' ')"
                            ".replace(/ [✓✗]$/, '') === v)", value)
    assert index >= 0, f"{value} is not offered"
    select.select_option(index=index)


def _wait_for_value(page, input_locator, expected: str, timeout: float = 15_000) -> None:
    deadline = time.monotonic() + timeout / 1000
    while input_locator.input_value() != expected:
        if time.monotonic() > deadline:
            raise AssertionError(f"recipe is {input_locator.input_value()!r}, expected {expected!r}")
        page.wait_for_timeout(100)


def _wait_for_change(page, locator, before: str, *, html: bool = False, timeout: float = 15_000) -> str:
    deadline = time.monotonic() + timeout / 1000
    while True:
        now = locator.inner_html() if html else locator.inner_text()
        if now != before:
            return now
        if time.monotonic() > deadline:
            raise AssertionError(f"{locator} did not change")
        page.wait_for_timeout(100)
