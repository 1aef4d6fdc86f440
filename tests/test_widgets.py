"""The Explorer driven from Python: set the editor, click buttons, read the panes."""
from __future__ import annotations

import html
import re

import pytest

pytest.importorskip("ipywidgets")

from polyviz import Kernel, kernels_c  # noqa: E402
from polyviz.widgets import Explorer  # noqa: E402
from polyviz.widgets.autosave import default_name  # noqa: E402
from polyviz.widgets.codeview import changed_lines, side_by_side  # noqa: E402
from polyviz.widgets.stepforms import NO_LOOP, STEP_FORMS  # noqa: E402
from polyviz.widgets.worker import LatestOnly  # noqa: E402
from scan_kernels import CONVOLUTION, ROW_SCAN

STENCIL = """\
void stencil(int n, double A[n][n]) {
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = A[i-1][j] + A[i][j-1];
}
"""

# No dependence: every loop order is legal, so only the loop names matter.
COPY = """\
void copy(int n, int m, double A[n][m], double B[n][m]) {
  for (int r = 0; r < n; r++)
    for (int c = 0; c < m; c++)
      B[r][c] = A[r][c];
}
"""


COPY_THEN_USE = """
void twice(int n, double A[n], double B[n], double C[n]) {
  for (int i = 0; i < n; i++)
    B[i] = A[i] * 2.0;
  for (int i = 0; i < n; i++)
    C[i] = B[i] + A[i];
}
"""


def choose(explorer: Explorer, step: str, *values) -> None:
    explorer.step.value = step
    for control, value in zip(explorer.step_arguments.children, values):
        control.value = value
    explorer.apply_button.click()


def transformed_code(explorer: Explorer) -> str:
    return explorer.code.value.split("polyviz-code-transformed", 1)[1]


def trace_names(explorer: Explorer) -> list[str]:
    return [trace.name for trace in explorer.figure.data]


@pytest.fixture(autouse=True)
def _own_working_directory(tmp_path, monkeypatch):
    """Explorers autosave to ``.polyviz/`` in the working directory: each test gets its own."""
    monkeypatch.chdir(tmp_path)


@pytest.fixture
def explorer():
    return Explorer(STENCIL, background=False)


def test_starts_with_the_original_schedule(explorer):
    assert explorer.recipe == ""
    assert explorer.kernel.name == "stencil"
    assert explorer.schedule.loops() == ("i", "j")
    assert [s.description for s in explorer.parameter_sliders.children] == ["n"]
    assert explorer.source_error.value == "" and explorer.message.value == ""
    assert [trace.name for trace in explorer.figure.data if trace.meta["role"] == "points"] == ["S0"]


def test_apply_interchange_changes_code_recipe_and_plot(explorer):
    before_code, before_axis = transformed_code(explorer), explorer.figure.layout.xaxis.title.text
    choose(explorer, "interchange", "i", "j")
    assert explorer.recipe == "interchange(i, j)" == explorer.recipe_text.value
    assert explorer.schedule.recipe == "interchange(i, j)"
    assert transformed_code(explorer) != before_code
    assert "polyviz-added" in explorer.code.value  # the changed lines are marked
    assert explorer.figure.layout.xaxis.title.text != before_axis


def test_tile_renames_the_loops_offered_in_the_dropdowns(explorer):
    choose(explorer, "tile", "i", "j", 4)
    assert explorer.recipe == "tile(i=4, j=4)"
    explorer.step.value = "reverse"
    assert list(explorer.step_arguments.children[0].options) == list(explorer.schedule.loops())
    assert "i_t" in explorer.step_arguments.children[0].options


def test_illegal_step_is_refused_with_the_dependence_and_red_arrows(explorer):
    choose(explorer, "reverse", "j")
    assert explorer.recipe == ""
    assert "refused" in explorer.message.value and "RAW dependence" in explorer.message.value
    assert "violated" in trace_names(explorer)
    assert "ILLEGAL" not in transformed_code(explorer)


def test_show_anyway_applies_the_refused_step_and_unticking_refuses_it_again(explorer):
    choose(explorer, "reverse", "j")
    explorer.show_anyway.value = True
    assert explorer.recipe == "reverse(j)" and not explorer.schedule.legal
    assert "ILLEGAL" in transformed_code(explorer) and "violated" in trace_names(explorer)
    explorer.show_anyway.value = False
    assert explorer.recipe == "" and "refused" in explorer.message.value


def test_undo_drops_a_refused_step_then_the_last_applied_one(explorer):
    choose(explorer, "interchange", "i", "j")
    choose(explorer, "reverse", "i")
    assert "refused" in explorer.message.value
    explorer.undo_button.click()
    assert explorer.recipe == "interchange(i, j)" and explorer.message.value == ""
    assert "violated" not in trace_names(explorer)
    explorer.undo_button.click()
    assert explorer.recipe == ""


def test_reset_and_edited_recipe(explorer):
    explorer.recipe_text.value = "skew(j, i, 1); interchange(i, j)"
    explorer.recipe_button.click()
    assert explorer.recipe == "skew(j, i, 1); interchange(i, j)"
    explorer.reset_button.click()
    assert explorer.recipe == "" and explorer.recipe_text.value == ""


def test_bad_recipe_text_is_reported_and_not_applied(explorer):
    explorer.recipe_text.value = "interchange(i, zz)"
    explorer.recipe_button.click()
    assert explorer.recipe == ""
    assert "zz" in explorer.message.value


def test_apply_recipe_in_the_page_applies_the_text_its_message_carries(explorer):
    # In the page a click on "Apply recipe" is one message with the text the box shows (.gestures):
    # the box's own update may reach the kernel later, so the box's value here is an older text.
    page = explorer.plot.hand._handle_custom_msg  # what the page's message reaches
    explorer.recipe_text.value = "interchange(i, j)"
    page({"gesture": "apply-recipe", "recipe": "skew(j, i, 1); interchange(i, j)"}, [])
    assert explorer.recipe == "skew(j, i, 1); interchange(i, j)" == explorer.recipe_text.value
    page({"gesture": "apply-recipe", "recipe": "interchange(i, zz)"}, [])
    assert explorer.recipe == "skew(j, i, 1); interchange(i, j)" and "zz" in explorer.message.value
    assert explorer.recipe_text.value == "interchange(i, zz)"


def test_parse_error_shows_line_and_caret_and_keeps_the_last_kernel(explorer):
    explorer.editor.value = STENCIL.replace("A[i-1][j]", "A[i*j][j]")
    assert "line 4" in explorer.source_error.value and "^" in explorer.source_error.value
    assert explorer.kernel.name == "stencil"
    explorer.editor.value = COPY
    assert explorer.source_error.value == ""
    assert explorer.kernel.name == "copy"
    assert explorer.schedule.loops() == ("r", "c")
    assert [s.description for s in explorer.parameter_sliders.children] == ["n", "m"]


def test_parameter_slider_redraws_the_plot(explorer):
    points = len(explorer.figure.data[0].x)
    explorer.parameter_sliders.children[0].value = 8
    assert len(explorer.figure.data[0].x) > points


def test_original_coordinates_ignore_the_schedule(explorer):
    choose(explorer, "skew", "j", "i", 1)
    skewed = sorted(zip(explorer.figure.data[0].x, explorer.figure.data[0].y))
    explorer.coordinates.value = "original"
    original = sorted(zip(explorer.figure.data[0].x, explorer.figure.data[0].y))
    assert original != skewed
    assert original == sorted((j, i) for i in range(1, 6) for j in range(1, 6)) or \
        original == sorted((i, j) for i in range(1, 6) for j in range(1, 6))


def test_state_recreates_the_explorer(explorer):
    choose(explorer, "interchange", "i", "j")
    explorer.parameter_sliders.children[0].value = 5
    again = Explorer(**explorer.state, background=False)
    assert again.recipe == "interchange(i, j)"
    assert again.parameter_sliders.children[0].value == 5
    assert again.code.value == explorer.code.value


def test_accepts_a_kernel():
    assert Explorer(Kernel.from_c(COPY), background=False).kernel.name == "copy"


def test_background_updates_converge_on_the_latest_values():
    explorer = Explorer(STENCIL)
    assert explorer.wait() and len(explorer.latencies) == 1
    with explorer._lock:  # a view being drawn: the slider's moves queue behind it
        for value in range(2, 12):
            explorer.parameter_sliders.children[0].value = value
    assert explorer.wait()
    assert "n = 11" in explorer.figure.layout.title.text
    assert len(explorer.latencies) <= 3  # the update drawing, then only the newest: stale values skipped


def test_latest_only_drops_superseded_jobs_and_reports_errors():
    import threading

    ran, errors, started, gate = [], [], threading.Event(), threading.Event()
    worker = LatestOnly(errors.append)
    worker.submit(lambda: (started.set(), gate.wait()))
    started.wait(10)  # the worker is busy: what follows queues behind it
    for k in range(5):
        worker.submit(lambda k=k: ran.append(k))
    gate.set()
    assert worker.wait(10)
    assert ran == [4]
    worker.submit(lambda: 1 / 0)
    assert worker.wait(10)
    assert isinstance(errors[0], ZeroDivisionError)


def test_latest_only_runs_in_a_thread_python_waits_for_that_ends_when_idle():
    import threading

    threads = []
    worker = LatestOnly(threads.append)
    for _ in range(2):  # the second submission starts a thread again
        worker.submit(lambda: threads.append(threading.current_thread()))
        assert worker.wait(10)
        thread = threads[-1]
        assert thread is not threading.main_thread() and not thread.daemon  # at exit Python waits for its job
        thread.join(10)
        assert not thread.is_alive()  # nothing pending: no thread left to keep the process up
    assert len(threads) == 2 and threads[0] is not threads[1]


def test_idle_work_waits_for_a_pause_and_never_runs_ahead_of_a_request():
    import threading

    ran, started, gate, done = [], threading.Event(), threading.Event(), threading.Event()
    worker = LatestOnly(ran.append)
    worker.submit(lambda: (started.set(), gate.wait()))
    started.wait(10)
    worker.when_idle(lambda: ran.append("idle, replaced"))
    worker.when_idle(lambda: (ran.append("idle"), done.set()))
    worker.submit(lambda: ran.append("request"))
    gate.set()
    assert worker.wait(10)  # the request ran; the idle job, after a pause, is not waited for
    assert ran == ["request"]
    assert done.wait(10) and ran == ["request", "idle"]


def test_the_views_a_user_likely_asks_for_next_are_drawn_while_idle(monkeypatch):
    import threading

    import polyviz.widgets.explorer as explorer_module

    kernel = Kernel.from_c(STENCIL)  # its drawings are told apart from other tests' Explorers'
    drawn, scene_of, ahead = [], explorer_module.schedule_scene, threading.Event()

    def counted(drawn_kernel, schedule, parameters, **options):
        if drawn_kernel is kernel:
            drawn.append((parameters["n"], options["transformed"], threading.current_thread()))
            if len(drawn) == 4:
                ahead.set()
        return scene_of(drawn_kernel, schedule, parameters, **options)

    monkeypatch.setattr(explorer_module, "schedule_scene", counted)
    explorer = Explorer(kernel, parameters={"n": 6}, save_to=None)
    assert explorer.wait() and ahead.wait(60)
    # The view asked for, then the slider one step either way and the other coordinates, all
    # away from the kernel's thread.
    assert [(n, transformed) for n, transformed, _ in drawn] == [(6, True), (7, True), (5, True), (6, False)]
    assert all(thread is not threading.main_thread() for _, _, thread in drawn)
    explorer.parameter_sliders.children[0].value = 7  # drawn ahead: shown without computing it again
    assert explorer.wait() and "n = 7" in explorer.figure.layout.title.text
    assert [(n, transformed) for n, transformed, _ in drawn].count((7, True)) == 1


def test_the_mlir_tab_and_a_click_use_isl_in_one_thread_at_a_time(monkeypatch):
    import threading

    import polyviz.widgets.explorer as explorer_module
    from polyviz.transform import Schedule

    explorer = Explorer(STENCIL, save_to=None)
    assert explorer.wait()
    printed_in, printing = [], Schedule.to_mlir
    monkeypatch.setattr(Schedule, "to_mlir", lambda self: (printed_in.append(threading.current_thread()),
                                                           printing(self))[1])
    explorer.code_tabs.selected_index = 1  # the front end's message: not a thread to run isl in
    assert explorer.wait() and "affine.for" in explorer.mlir.value
    assert printed_in and threading.main_thread() not in printed_in
    locked, describing = [], explorer_module.describe_instance
    monkeypatch.setattr(explorer_module, "describe_instance",
                        lambda *args, **kwargs: (locked.append(explorer._lock._is_owned()),
                                                 describing(*args, **kwargs))[1])
    assert "original (i, j) = (3, 2)" in explorer.plot._describe_point("S0[i=3, j=2]")
    assert locked == [True]  # isl's context is shared: the click waits for the view being drawn


def test_step_forms_write_recipe_text():
    assert STEP_FORMS["tile"].recipe_step(["i", "j", 16]) == "tile(i=16, j=16)"
    assert STEP_FORMS["tile"].recipe_step(["i", NO_LOOP, 8]) == "tile(i=8)"
    assert STEP_FORMS["skew"].recipe_step(["j", "i", 2]) == "skew(j, i, 2)"
    assert STEP_FORMS["auto"].recipe_step([]) == "auto()"
    assert STEP_FORMS["isl_schedule"].recipe_step(["max"]) == "isl_schedule(fusion=max)"


def test_isl_fusion_strategy_is_chosen_in_the_step_panel():
    explorer = Explorer(COPY_THEN_USE, background=False)
    explorer.step.value = "isl_schedule"
    assert list(explorer.step_arguments.children[0].options) == ["smart", "min", "max"]
    choose(explorer, "isl_schedule", "min")
    assert explorer.recipe == "isl_schedule(fusion=min)"
    # The loops before the run-time overlap test's "else" (the original loops run after it).
    assert explorer.schedule.to_c().split("} else {")[0].count("for (") == 2 and "fusion=min" in transformed_code(explorer)


def test_diff_marks_only_changed_lines():
    assert changed_lines(["a", "b", "c"], ["a", "x", "c"]) == ({1}, {1})
    html = side_by_side("a\nb\n", "a\nb\n", "before", "after")
    assert "polyviz-added" not in html and "polyviz-removed" not in html


def test_a_long_code_line_wraps_under_its_own_indentation_and_its_statement_bar_leaves_the_number_alone():
    code = "for (int i = 0; i < n; i++)\n    A[i] = B[i] + C[i];\n"
    pane = side_by_side(code, code, "before", "after", statements=({1: ("S0", "#0072B2")}, {}))
    original = pane.split("polyviz-code-transformed")[0]
    statement = original.split('polyviz-stmt-S0"')[1].split("</tr>")[0]
    number, _, line = re.findall(r"<td[^>]*>.*?</td>", statement)
    # Wrapped (never cut) with continuations 4 columns in from the statement's own 4 spaces.
    assert "white-space:pre-wrap" in line and "padding-left:8ch;text-indent:-4ch" in line
    assert "box-shadow: inset 4px 0 0 #0072B2" in line and "box-shadow" not in number and ">2</td>" in number
    assert "white-space:pre;" not in pane


def test_the_code_pane_folds_polyviz_s_helper_definitions_above_the_loops():
    explorer = Explorer(STENCIL, recipe="wavefront(i, j); parallel(i)", background=False)
    pane = transformed_code(explorer)
    folded, loops = pane.split("</details>", 1)
    # The thread count's fragment and pv_min are defined in the folded block, named in its summary
    # and used in the loops below it, which begin at line 1.
    assert folded.split("</summary>")[0].endswith("definitions: pv_min, pv_max, pv_free_cpus") and "#define pv_min" in folded
    assert "#define" not in loops and "pv_free_cpus()" in loops and "pv_min(" in loops
    assert re.search(r'<td class="polyviz-line-number"[^>]*>1</td>', loops)
    assert "polyviz-code-helpers" not in explorer.code.value.split("polyviz-code-transformed")[0]


def test_import_polyviz_does_not_import_ipywidgets():
    import subprocess
    import sys

    check = "import sys, polyviz; assert 'ipywidgets' not in sys.modules; polyviz.Explorer"
    subprocess.run([sys.executable, "-c", check], check=True)


def test_benchmark_runs_in_the_background_and_reports_a_wrong_result_plainly(explorer):
    choose(explorer, "reverse", "j")
    explorer.show_anyway.value = True
    explorer.bench_sizes.value = "n=40"
    explorer.run_benchmark().join(120)
    assert "transformed: mismatch" in explorer.bench_status.value
    assert explorer.bench_progress.value == explorer.bench_progress.max == 2
    assert explorer.bench_progress.bar_style == "danger"
    assert explorer.bench_chart.outputs


def test_benchmark_sizes_must_be_integers(explorer):
    explorer.bench_sizes.value = "n=lots"
    assert explorer.run_benchmark() is None
    assert "n=lots" in explorer.bench_status.value


HEAT = """\
void heat(int n, double A[n][n]) {
  for (int t = 0; t < n; t++)
    for (int i = 1; i < n; i++)
      for (int j = 0; j < n; j++)
        A[i][j] = A[i-1][j] + 1.0;
}
"""


def test_a_sliced_plot_sends_one_slice_and_the_slice_slider_redraws_it():
    explorer = Explorer(HEAT, background=False)
    assert explorer.slice.layout.display == "none"   # t, i, j: all three shown in 3-D
    choose(explorer, "tile", "i", "j", 2)            # five time dimensions: two shown, three sliced
    assert explorer.message.value == ""
    assert explorer.slice.layout.display != "none"
    labels = list(explorer.slice.options)
    assert len(labels) > 1 and explorer.slice.value == labels[0]
    assert not explorer.figure.frames and not explorer.figure.layout.sliders
    assert labels[0] in explorer.figure.layout.title.text
    first = sorted(zip(explorer.figure.data[0].x, explorer.figure.data[0].y))
    explorer.slice.value = labels[-1]
    assert labels[-1] in explorer.figure.layout.title.text
    assert sorted(zip(explorer.figure.data[0].x, explorer.figure.data[0].y)) != first
    explorer.undo_button.click()
    assert explorer.slice.layout.display == "none"


def test_re_running_the_cell_restores_the_edits_and_reset_returns_to_the_cell():
    edited = STENCIL.replace("A[i-1][j] + A[i][j-1]", "A[i-1][j] * 2.0")
    first = Explorer(STENCIL, background=False)
    assert first.restored_box.layout.display == "none"
    first.editor.value = edited
    choose(first, "interchange", "i", "j")
    first.parameter_sliders.children[0].value = 5

    again = Explorer(STENCIL, background=False)
    assert again.editor.value == edited
    assert again.recipe == "interchange(i, j)"
    assert again.parameter_sliders.children[0].value == 5
    assert again.restored_box.layout.display != "none"

    again.discard_button.click()
    assert again.editor.value == STENCIL and again.recipe == ""
    assert again.parameter_sliders.children[0].value == 6
    assert again.restored_box.layout.display == "none"
    assert Explorer(STENCIL, background=False).restored_box.layout.display == "none"


def test_a_source_that_does_not_parse_is_restored_too():
    broken = STENCIL.replace("A[i-1][j]", "A[i*j][j]")
    Explorer(STENCIL, background=False).editor.value = broken
    again = Explorer(STENCIL, background=False)
    assert again.editor.value == broken
    assert "line 4" in again.source_error.value


def test_names_keep_states_apart_and_save_to_none_saves_nothing(tmp_path):
    choose(Explorer(STENCIL, name="lab1", background=False), "interchange", "i", "j")
    assert Explorer(STENCIL, name="lab1", background=False).recipe == "interchange(i, j)"
    assert Explorer(STENCIL, name="lab2", background=False).recipe == ""
    assert sorted(p.name for p in (tmp_path / ".polyviz").iterdir()) == \
        [".gitignore", "explorer-lab1.json", "explorer-lab2.json"]

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    choose(Explorer(COPY, save_to=None, background=False), "interchange", "r", "c")
    assert Explorer(COPY, save_to=elsewhere, background=False).recipe == ""
    assert [p.name for p in elsewhere.iterdir() if p.suffix == ".json"] == ["explorer-" + default_name(COPY) + ".json"]


def test_an_unreadable_state_file_is_ignored(tmp_path):
    (tmp_path / ".polyviz").mkdir()
    (tmp_path / ".polyviz" / "explorer-lab1.json").write_text("{not json")
    explorer = Explorer(STENCIL, name="lab1", background=False)
    assert explorer.editor.value == STENCIL and explorer.restored_box.layout.display == "none"
    assert '"source"' in (tmp_path / ".polyviz" / "explorer-lab1.json").read_text()


def original_code(explorer: Explorer) -> str:
    """The original pane's text, without the highlighting markup."""
    pane = explorer.code.value.split("polyviz-code-original", 1)[1].split("polyviz-code-transformed", 1)[0]
    return html.unescape(re.sub(r"<[^>]+>", "", pane))


def test_original_pane_shows_the_users_source_and_isls_regeneration_on_request():
    explorer = Explorer("""#define HALF 0.5
void f(int n, double a[n]) {
  for (int i = n - 1; i >= 1; i--)
    a[i] = HALF*a[i - 1];
}
""", background=False)
    assert "original (as written)" in explorer.code.value
    assert "HALF" in original_code(explorer) and "i--" in original_code(explorer)
    explorer.original_view.value = "regenerated by isl"
    explorer.wait()
    assert "original (regenerated by isl)" in explorer.code.value
    # The regeneration keeps the user's statement text and loop direction too.
    assert "HALF" in original_code(explorer) and "i--" in original_code(explorer)


def test_export_writes_the_transformed_file_the_recipe_and_the_figures(tmp_path):
    explorer = Explorer(STENCIL, recipe="skew(j, i, 1)", background=False)
    written = explorer.export(tmp_path / "handin")
    assert sorted(p.name for p in written) == ["stencil-plot.html", "stencil-plot.png", "stencil-plot.svg",
                                               "stencil.c", "stencil.recipe"]
    unit = (tmp_path / "handin" / "stencil.c").read_text()
    assert "A[i][j - i] = A[i-1][j - i] + A[i][j - i - 1];" in unit
    assert Kernel.from_c(unit).apply_recipe("").to_c() == Kernel.from_c(unit).to_c()  # it parses back
    assert (tmp_path / "handin" / "stencil.recipe").read_text().splitlines()[-1] == "skew(j, i, 1)"
    assert (tmp_path / "handin" / "stencil-plot.png").read_bytes().startswith(b"\x89PNG")
    assert "<svg" in (tmp_path / "handin" / "stencil-plot.svg").read_text()
    assert "plotly" in (tmp_path / "handin" / "stencil-plot.html").read_text()
    explorer.export_folder.value = str(tmp_path / "button")
    explorer.export_button.click()
    assert "wrote" in explorer.export_status.value and (tmp_path / "button" / "stencil.c").exists()


def test_the_mlir_tab_follows_each_step(explorer):
    assert explorer.mlir.value == ""  # printed only once its tab is open
    explorer.code_tabs.selected_index = 1
    assert "affine.for %i = 1 to %n" in explorer.mlir.value
    choose(explorer, "interchange", "i", "j")
    assert "interchange(i, j)" in explorer.mlir.value and "affine.for %j = 1 to %n" in explorer.mlir.value


# -- the recipe box keeps what was typed (issue 18, item 4) ------------------------------------------
def marked_part(explorer: Explorer) -> str:
    found = re.search(r'<mark class="polyviz-recipe-bad"[^>]*>(.*?)</mark>', explorer.recipe_marker.value)
    return html.unescape(found.group(1)) if found else ""


def test_a_typo_keeps_the_text_marks_it_and_keeps_the_last_good_schedule(explorer):
    choose(explorer, "interchange", "i", "j")
    explorer.recipe_text.value = "skew(j, i, 1); tile(i=4 j=4)"
    explorer.recipe_button.click()
    assert explorer.recipe_text.value == "skew(j, i, 1); tile(i=4 j=4)"
    assert explorer.recipe == "interchange(i, j)"
    assert marked_part(explorer) == "j" and "column 25" in explorer.message.value
    assert "polyviz-recipe-bad" in explorer.recipe_marker.value
    explorer.recipe_text.value = "skew(j, i, 1); tile(i=4, j=4)"
    explorer.recipe_button.click()
    assert explorer.recipe == "skew(j, i, 1); tile(i=4, j=4)" and explorer.recipe_marker.value == ""
    assert explorer.message.value == ""


def test_a_step_that_cannot_apply_is_marked_whole_and_changes_nothing(explorer):
    explorer.recipe_text.value = "interchange(i, j);reverse(zz)"
    explorer.recipe_button.click()
    assert explorer.recipe_text.value == "interchange(i, j);reverse(zz)" and explorer.recipe == ""
    assert marked_part(explorer) == "reverse(zz)"
    assert "recipe step 2 (reverse(zz))" in explorer.message.value and "unknown loop" in explorer.message.value


def test_a_refused_step_of_a_recipe_keeps_the_text_and_the_legal_steps_before_it(explorer):
    explorer.recipe_text.value = "interchange(i, j); reverse(i); skew(j, i, 1)"
    explorer.recipe_button.click()
    assert explorer.recipe == "interchange(i, j)"
    assert explorer.recipe_text.value == "interchange(i, j); reverse(i); skew(j, i, 1)"
    assert marked_part(explorer) == "reverse(i)"
    assert "refused: reverse(i) is illegal" in explorer.message.value and "violated" in trace_names(explorer)
    explorer.show_anyway.value = True  # the waiting steps are applied, forced
    assert explorer.recipe == "interchange(i, j); reverse(i); skew(j, i, 1)" and not explorer.schedule.legal
    assert explorer.recipe_marker.value == ""
    explorer.show_anyway.value = False  # back to the legal prefix, the rest waiting again
    assert explorer.recipe == "interchange(i, j)" and marked_part(explorer) == "reverse(i)"


def test_an_edited_source_replays_the_steps_and_a_loop_gone_leaves_them_waiting(explorer):
    choose(explorer, "interchange", "i", "j")
    explorer.editor.value = STENCIL.replace("j", "k")
    assert explorer.recipe == "" and "interchange(i, j) no longer applies" in explorer.message.value
    explorer.editor.value = STENCIL
    assert explorer.recipe == "interchange(i, j)" and explorer.message.value == ""


def test_a_typed_recipe_that_does_not_read_is_restored_with_the_cell():
    first = Explorer(STENCIL, background=False)
    first.recipe_text.value = "interchange(i, j"
    first.recipe_button.click()
    again = Explorer(STENCIL, background=False)
    assert again.recipe_text.value == "interchange(i, j" and again.recipe == ""
    assert "polyviz-recipe-bad" in again.recipe_marker.value


# -- refusals at the plot's parameter values (issue 18, item 5) ----------------------------------------
def test_the_counterexample_uses_the_parameter_values_of_the_plot(explorer):
    choose(explorer, "reverse", "j")
    assert "S0[1, 1] -> S0[1, 2] with n = 6" in html.unescape(explorer.message.value)
    explorer.parameter_sliders.children[0].value = 9
    assert "with n = 9" in explorer.message.value
    explorer.parameter_sliders.children[0].value = 2  # no pair at n = 2: the smallest one is given
    assert "with n = 3" in explorer.message.value


# -- driving it from code (issue 18, item 11) ----------------------------------------------------------
def test_recipe_apply_and_undo_from_code_return_schedules_or_raise():
    from polyviz import IllegalTransformation, RecipeError, Step

    explorer = Explorer(STENCIL, save_to=None)
    assert explorer.kernel.name == "stencil" and explorer.schedule.loops() == ("i", "j")  # before any wait()
    explorer.recipe = "skew(j, i, 1)"
    assert explorer.recipe == "skew(j, i, 1)" == explorer.recipe_text.value
    tiled = explorer.apply("tile(i=4, j=4)")
    assert tiled is explorer.schedule and tiled.recipe == "skew(j, i, 1); tile(i=4, j=4)"
    with pytest.raises(IllegalTransformation, match="reverse"):
        explorer.apply(Step("reverse", ("i_t",)))
    assert explorer.schedule is tiled
    assert explorer.undo() is tiled                   # drops the refused step
    assert explorer.undo().recipe == "skew(j, i, 1)"
    with pytest.raises(RecipeError, match="unknown loop"):
        explorer.apply("interchange(i, nope)")
    with pytest.raises(IllegalTransformation):
        explorer.recipe = "reverse(j)"
    assert explorer.recipe == "" and explorer.recipe_text.value == "reverse(j)"
    forced = explorer.apply("reverse(j)", force=True)
    assert not forced.legal
    assert explorer.wait()
    assert "ILLEGAL" in transformed_code(explorer)
    explorer.undo()
    with pytest.raises(RecipeError, match="nothing to undo"):
        explorer.undo()


def test_schedule_state_transitions_need_no_widget():
    from polyviz.transform import parse_recipe
    from polyviz.widgets.state import ScheduleState

    kernel = Kernel.from_c(STENCIL)
    state = ScheduleState.start(kernel, parse_recipe("interchange(i, j); reverse(i); skew(j, i, 1)"))
    assert state.schedule.recipe == "interchange(i, j)" and state.refusal.step == "reverse(i)"
    assert [str(s) for s in state.pending] == ["reverse(i)", "skew(j, i, 1)"]
    assert not state.shown.legal and state.shown.recipe == "interchange(i, j); reverse(i)"
    forced = state.forcing(True)
    assert forced.pending == () and forced.schedule.recipe.endswith("skew(j, i, 1)")
    again = forced.forcing(False)
    assert (again.schedule, again.pending, str(again.problem)) == (state.schedule, state.pending, str(state.problem))
    assert state.undone().pending == () and state.undone().undone().schedule.recipe == ""


# -- the step form offers what the step can take, and says what is legal (issue 18, item 6) ------------
TWO_NESTS = """
void two(int n, double A[n][n], double B[n][n], double C[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = A[i][j] * 2.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = B[i][j] + 1.0;
}
"""


def offered(explorer: Explorer, position: int) -> list:
    return list(explorer.step_arguments.children[position].options)


def test_the_step_form_offers_only_arguments_the_step_can_take():
    explorer = Explorer(TWO_NESTS, background=False)
    explorer.step.value = "interchange"
    assert offered(explorer, 0) == ["i@S0", "j@S0", "i@S1", "j@S1"] and offered(explorer, 1) == ["j@S0"]
    explorer.step_arguments.children[0].value = "i@S1"
    assert offered(explorer, 1) == ["j@S1"] and explorer.step_arguments.children[1].value == "j@S1"
    explorer.step.value = "fuse"
    assert offered(explorer, 0) == ["i@S0", "i@S1"] and offered(explorer, 1) == ["i@S1"]
    explorer.step.value = "shift"
    explorer.step_arguments.children[0].value = "S1"
    assert offered(explorer, 1) == ["i@S1", "j@S1"]
    choose(explorer, "fuse", "i@S0", "i@S1")
    assert explorer.recipe == "fuse(i@S0, i@S1)" and "not applied" not in explorer.message.value


def chips(explorer: Explorer) -> dict[str, str]:
    """Choice -> its mark in the step form's legality line ("legal" or the reason)."""
    return {html.unescape(label): html.unescape(title) for title, label in
            re.findall(r'title="([^"]*)"[^>]*>([^<]*) [✓✗]</span>', explorer.step_legality.value)}


def dropdown_labels(explorer: Explorer, position: int) -> tuple[str, ...]:
    """The labels the page shows for the choices of field ``position`` of the step form."""
    return explorer.step_arguments.children[position]._options_labels


def test_each_choice_is_marked_legal_or_not_with_the_reason(explorer):
    explorer.step.value = "reverse"
    marks = chips(explorer)
    assert set(marks) == {"i", "j"} and all("breaks the RAW dependence S0 -> S0 on A" in m for m in marks.values())
    assert dropdown_labels(explorer, 0) == ("i ✗", "j ✗") and offered(explorer, 0) == ["i", "j"]
    explorer.step.value = "interchange"
    assert chips(explorer) == {"j": "legal"} and dropdown_labels(explorer, 1) == ("j ✓",)
    assert dropdown_labels(explorer, 0) == ("i", "j")  # only the last loop field is marked
    choose(explorer, "skew", "j", "i", 1)
    choose(explorer, "interchange", "i", "j")  # a wavefront: the inner loop carries nothing
    explorer.step.value = "parallel"
    marks = chips(explorer)
    assert marks["i"] == "legal" and marks["j"].startswith("breaks")
    assert dropdown_labels(explorer, 0) == ("j ✗", "i ✓") and explorer.step_arguments.children[0].value == "j"
    explorer.step_arguments.children[0].value = "i"  # the marks keep the choices' values: the loops
    assert explorer.step_preview.value == "Apply will add: parallel(i)" and dropdown_labels(explorer, 0)[1] == "i ✓"
    explorer.show_anyway.value = True
    explorer.apply("reverse(j)")  # an illegal schedule: no choice is marked
    assert not explorer.schedule.legal
    assert dropdown_labels(explorer, 0) == ("j", "i") and explorer.step_legality.value == ""
    assert chips(Explorer(COPY, background=False, save_to=None)) == {"c": "legal"}  # interchange(r, with c)


def test_step_form_choices_and_marks_use_isl_under_the_lock_in_the_background(monkeypatch):
    import polyviz.widgets.explorer as explorer_module

    explorer = Explorer(STENCIL, save_to=None)
    assert explorer.wait() and explorer._marker.wait(30)
    locked, offering = [], explorer_module.choices
    monkeypatch.setattr(explorer_module, "choices",
                        lambda *args: (locked.append(explorer._lock._is_owned()), offering(*args))[1])
    explorer.step.value = "reverse"  # the front end's message, beside the workers: isl's context is shared
    explorer.step_arguments.children[0].value = "j"
    assert locked and all(locked)
    assert explorer.wait() and explorer._marker.wait(30)
    marks = chips(explorer)
    assert set(marks) == {"i", "j"} and all("breaks the RAW dependence" in m for m in marks.values())


# The scan along j leaves only its rows parallel: per column tile, compute_at must be asked to run
# the tiles in order (issue 14's serial=1).
def test_the_step_form_offers_compute_ats_serial_option():
    explorer = Explorer(ROW_SCAN, recipe="tile(i@S1=4, j@S1=4)", background=False, save_to=None)
    explorer.step.value = "compute_at"
    statement, loop, serial, unroll = explorer.step_arguments.children
    assert serial.description == "serial" and list(serial.options) == [0, 1] and serial.value == 0
    assert unroll.description == "unroll" and list(unroll.options) == [0, 1] and unroll.value == 0
    statement.value, loop.value = "S0", "j_t"
    assert explorer.step_preview.value == "Apply will add: compute_at(S0, j_t)"
    explorer.apply_button.click()  # without serial=1: refused, and the message says what it would take
    assert explorer.recipe == "tile(i@S1=4, j@S1=4)" and "serial=1" in html.unescape(explorer.message.value)
    serial.value = 1
    assert explorer.step_preview.value == "Apply will add: compute_at(S0, j_t, serial=1)"
    explorer.apply_button.click()
    assert explorer.recipe == "tile(i@S1=4, j@S1=4); compute_at(S0, j_t, serial=1)"


def test_the_show_anyway_banner_quotes_the_pair_at_the_plotted_values_as_the_refusal_did():
    """The refusal box gave its example pair at the sliders' values and the "show anyway" banner
    the pair isl found first, at other parameter values (``tsteps = 2, n = 4`` beside ``n = 6``)."""
    explorer = Explorer(kernels_c("jacobi-1d").read_text(), background=False)
    explorer.recipe_text.value = "reverse(t)"
    explorer.recipe_button.click()
    refusal = re.search(r"with ([^()]*?) would run", html.unescape(explorer.message.value)).group(1)
    explorer.show_anyway.value = True
    banner = html.unescape(explorer.message.value)
    assert "ILLEGAL schedule shown" in banner and f"with {refusal} would run" in banner, (refusal, banner)
    assert "= 6" in refusal


def test_counts_of_one_are_singular_and_long_titles_wrap_left_of_the_mode_bar(explorer):
    explorer.apply("tile(i=8, j=8)")  # n = 6: one tile
    explorer.wait()
    title = explorer.figure.layout.title.text
    assert "over 1 tile" in title and "1 tiles" not in title, title
    assert all(len(line) <= 44 for line in title.split("<br>")), title
    copy = Explorer(COPY, background=False)  # no dependence: every instance runs in the one step
    assert copy.plot.step_label.value == "1 step: press play"


def test_parameter_sliders_keep_their_width_beside_the_coordinates(explorer):
    explorer.apply("tile(i=2, j=2)")
    explorer.wait()
    [slider] = explorer.parameter_sliders.children
    assert slider.layout.width == "260px" and slider.layout.flex == "0 0 auto"


def test_the_play_control_shows_for_one_step_and_its_animation_exports_as_a_gif_named_after_the_explorer(tmp_path):
    from PIL import Image

    assert Explorer(COPY, background=False).plot.play.layout.visibility == "visible"  # one step: all at once
    explorer = Explorer(STENCIL, name="lesson", background=False)
    explorer.plot.speed.value = 350
    assert explorer.plot.play.interval == 350
    path = explorer.export_animation(tmp_path)
    steps = len(explorer.plot.scene.steps)
    with Image.open(path) as gif:
        assert path.name == "lesson-play.gif" and gif.n_frames == steps > 1 and gif.info["duration"] == 350
        gif.seek(steps - 1)
        last = gif.convert("RGB")
        gif.seek(0)
        assert gif.convert("RGB").tobytes() != last.tobytes()  # the steps light other points
    assert explorer.export_animation(tmp_path).name == "lesson-2-play.gif"  # the first is kept


def test_the_tile_form_proposes_a_size_that_makes_tiles_at_the_plotted_sizes(explorer):
    explorer.step.value = "tile"
    *_, size = explorer.step_arguments.children
    assert size.value == 3  # n = 6: i and j run 1..5, two tiles each (the step's default 32 made one)
    explorer.apply_button.click()
    explorer.wait()
    assert explorer.recipe == "tile(i=3, j=3)" and "over 4 tiles" in explorer.figure.layout.title.text


def test_exports_are_named_after_the_explorer_and_never_overwrite_an_earlier_one(tmp_path):
    first = Explorer(STENCIL, name="lab1", background=False)
    second = Explorer(STENCIL, recipe="skew(j, i, 1)", name="lab1", save_to=None, background=False)
    assert {p.name for p in first.export(tmp_path)} == {"lab1.c", "lab1.recipe", "lab1-plot.png", "lab1-plot.svg",
                                                       "lab1-plot.html"}
    again = second.export(tmp_path)
    assert {p.name for p in again} == {"lab1-2.c", "lab1-2.recipe", "lab1-2-plot.png", "lab1-2-plot.svg",
                                       "lab1-2-plot.html"}
    assert (tmp_path / "lab1.recipe").read_text().splitlines()[-1] == ""  # the first export is as it was
    assert Explorer(COPY, background=False).export(tmp_path)[0].name == "copy.c"  # no name: the function's


def test_a_code_pane_copies_code_that_compiles_and_the_snippet_rebuilds_the_explorer(tmp_path):
    import shutil
    import subprocess

    explorer = Explorer(STENCIL, recipe="wavefront(i, j); parallel(i)", background=False)
    explorer.parameter_sliders.children[0].value = 7
    explorer.wait()
    copied = html.unescape(re.search(r'<textarea class="polyviz-copy-text" hidden readonly>(.*?)</textarea>',
                                     transformed_code(explorer), re.S).group(1))
    # The whole file, the folded helpers included, without line numbers or diff marks.
    assert copied == explorer.kernel.translation_unit(explorer.schedule.generate())
    assert "#define pv_min" in copied and "pv_free_cpus()" in copied
    assert not re.search(r"^\s*\d+\s*[+-]", copied, re.M)
    if shutil.which("gcc"):
        unit = tmp_path / "pasted.c"
        unit.write_text(copied)
        subprocess.run(["gcc", "-fsyntax-only", "-fopenmp", "-Werror", str(unit)], check=True)
    snippet = explorer.snippet
    assert "\n" not in snippet and html.escape(snippet) in explorer.snippet_button.value
    rebuilt = eval(snippet, {"polyviz": __import__("polyviz")})
    assert rebuilt.recipe == explorer.recipe and rebuilt.editor.value == STENCIL
    assert rebuilt.wait() and rebuilt._parameter_values() == {"n": 7}


def test_presentation_mode_draws_the_plot_wide_in_large_type_and_back(explorer):
    explorer.presentation.value = True
    explorer.wait()
    assert "polyviz-presenting" in explorer._dom_classes
    assert explorer.figure.layout.width == 1120 and explorer.figure.layout.font.size == 17
    explorer.presentation.value = False
    explorer.wait()
    assert "polyviz-presenting" not in explorer._dom_classes and explorer.figure.layout.width == 620


def test_tile_numbers_are_at_least_12_px():
    """3-D tile numbers of 9-11 px could not be read (issue 31 item 3); the 2-D ones share the size."""
    explorer = Explorer(STENCIL, recipe="tile(i=2, j=2)", background=False)
    labels = [t for t in explorer.figure.data if t.meta.get("role") == "tile-order-labels"]
    assert labels and all(t.textfont.size >= 12 for t in labels)


def _tile_numbers(explorer: Explorer) -> list[str]:
    return next(list(t.text) for t in explorer.figure.data if (t.meta or {}).get("role") == "tile-order-labels")


def test_a_tile_of_a_deep_nest_is_drawn_along_the_loops_it_cuts_with_every_tile_outlined():
    explorer = Explorer(CONVOLUTION, recipe="tile(y=4, x=4)", parameters={"n": 6, "k": 2}, background=False)
    explorer.wait()
    # The innermost two (p, q) showed one tile per slice: "over 4 tiles" above one outline.
    assert explorer.plot.scene.axes == ["y", "x"]
    # y, x in 0..5: 2 x 2 tiles, each outlined and numbered; no dependence crosses them: all run first.
    assert _tile_numbers(explorer) == ["1"] * 4
    assert explorer.slice.description == "p, q" and len(explorer.slice.options) == 4


def test_the_axis_choosers_put_any_loops_of_the_schedule_or_the_original_on_the_axes():
    explorer = Explorer(kernels_c("lu").read_text(), recipe="tile(j@S2=3, k@S2=3)", background=False)
    explorer.wait()
    x, y, z = explorer.axis_choices
    assert [option for _, option in x.options] == ["", "i", "j / j_t", "k_t", "k / j_p", "k_p"]
    assert explorer.plot.scene.axes == ["k / j_p", "k_p"]  # one tile's points, the tiles in the slices
    x.value, y.value = "j / j_t", "k_t"
    explorer.wait()
    assert explorer.plot.scene.axes == ["j / j_t", "k_t"]  # the tiles, each point one of them
    assert explorer.slice.description == "i, k / j_p, k_p"
    explorer.coordinates.value = "original"  # other loops: the choice is gone with them
    explorer.wait()
    assert [option for _, option in x.options] == ["", "i", "j", "k"] and (x.value, y.value) == ("", "")
    x.value, y.value, z.value = "k", "i", "j"
    explorer.wait()
    assert explorer.plot.scene.axes == ["k", "i", "j"] and explorer.figure.layout.scene.zaxis.title.text == "j"


def test_a_two_loop_nest_has_no_axis_to_choose(explorer):
    assert all(choice.layout.display == "none" for choice in explorer.axis_choices)
