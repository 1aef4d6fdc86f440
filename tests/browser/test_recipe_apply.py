""""Apply recipe" applies the text the recipe box shows, however soon the click follows the typing.

The page sends a text box's update only once the kernel has answered the box's previous one, but
a button's click at once: typed while the kernel is busy, the text reaches it after the click. The
test keeps the kernel busy (a sleep on each of its shells), types a recipe key by key into the box,
clicks "Apply recipe" at once, and checks that the Explorer applied that recipe, for six recipes in
a row. When the kernel took the text from the box's updates (before the click carried it), it
applied the box's earlier text in 5 of the 6 (no steps, or the previous recipe).
"""
from __future__ import annotations

from lab_session import GRID_KERNEL, NEEDS_CHROMIUM, paste_source

pytestmark = NEEDS_CHROMIUM

#: Legal on the grid kernel, each written as the Explorer writes it back (the code pane's title).
RECIPES = ["interchange(r, c)", "tile(r=2, c=3)", "skew(c, r, 1)", "skew(c, r, 1); interchange(r, c)",
           "tile(r=3, c=2)", "interchange(r, c); tile(c=2, r=4)"]
#: Longer than typing a recipe takes: the kernel handles the page's messages after it.
BUSY_S = 2
#: Runs a sleep on each of the kernel's shells (the main one, which runs cells, and the subshell
#: JupyterLab sends the widgets' messages to: ipykernel routes a widget's message to the shell it
#: last sent from), settling once all are in it: the page's messages sent from then on wait.
KEEP_KERNEL_BUSY = """async () => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const subshells = (await kernel.requestListSubshell({}).done).content.subshell_id;
  await Promise.all([null, ...subshells].map(subshell => new Promise(resolve => {
    const own = kernel.subshellId;
    kernel.subshellId = subshell;  // the execute request is made for this shell
    try {
      const sleep = kernel.requestExecute({code: "print('sleeping', flush=True); import time; time.sleep(%s)",
                                           store_history: false});
      sleep.onIOPub = message => { if (message.header.msg_type === 'stream') resolve(); };
    } finally {
      kernel.subshellId = own;
    }
  })));
}""" % BUSY_S


def test_apply_recipe_applies_the_text_typed_just_before(page):
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    paste_source(page, GRID_KERNEL, "r")
    box, apply = page.locator(".polyviz-recipe input"), page.locator(".polyviz-apply-recipe")
    code = page.locator(".polyviz-code-transformed")
    for recipe in RECIPES:
        page.evaluate(KEEP_KERNEL_BUSY)
        box.fill("")
        box.press_sequentially(recipe)
        apply.click()
        try:
            page.wait_for_function(f"document.querySelector('.polyviz-code-transformed').innerText"
                                   f".includes({f'transformed: {recipe}'!r})", timeout=30_000)
        except PlaywrightTimeout:
            pass  # the assertion below says what was applied instead
        applied = code.inner_text().split("transformed: ")[-1].splitlines()[0].removesuffix(" copy")  # its copy button
        assert applied == recipe, f"typed {recipe!r}, the box shows {box.input_value()!r}"
        assert box.input_value() == recipe
