"""The browser tests' shared fixture: JupyterLab with an Explorer on a 1366x768 laptop screen."""
from __future__ import annotations

from pathlib import Path

import pytest

from lab_session import ARTIFACTS, CHROMIUM, CHROMIUM_FLAGS, LAPTOP, jupyterlab, open_explorer


def pytest_collection_modifyitems(items):
    """Every test here drives JupyterLab in Chromium, an optional tool."""
    here = Path(__file__).parent
    for item in items:
        if item.path.is_relative_to(here):
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.tool_detection)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """Keeps each phase's report on the test (``item.report_call``), for the fixture's teardown to read."""
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


@pytest.fixture
def viewport() -> dict[str, int]:
    """The browser's screen; a module needing another defines its own ``viewport`` fixture (resizing
    the page once the Explorer is drawn can leave its plot empty)."""
    return LAPTOP


@pytest.fixture
def page(tmp_path, request, viewport):
    """A Playwright page showing JupyterLab's notebook with a drawn Explorer, on a ``viewport``
    screen. When opening it or the test fails, the screen is kept as
    ``test-artifacts/<test name>-failure.png``."""
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    failure = ARTIFACTS / f"{request.node.name}-failure.png"
    with jupyterlab(tmp_path) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS, timeout=120_000)
        page = browser.new_page(viewport=viewport)
        page.set_default_timeout(90_000)  # a loaded 2-core machine can take that long
        try:
            try:
                open_explorer(page, url)
            except Exception:
                page.screenshot(path=str(failure))
                raise
            yield page
            if request.node.report_call.failed:
                page.screenshot(path=str(failure))
        finally:
            browser.close()
