"""``Explorer``: paste C, transform it step by step, see the plot and the code change, time it.

A thin view over the public API. The only state it keeps is what the user chose — the
source text, the applied recipe, a refused step, the "show anyway" flag, parameter values
and the plot's coordinates — everything else (kernel, schedule, code, figure) is derived
from it on each update, in a background thread that only ever works on the newest values.
Source, recipe and parameter values are also autosaved (:mod:`.autosave`), so re-running the
cell brings them back.

The plot is the part that costs: its drawing data (a :class:`polyviz.viz.Scene`) is cached per
(schedule, coordinates, parameter values), and only the slice of the hidden loops that is on
screen is sent to the browser; the slice slider redraws from the cached scene.
"""
from __future__ import annotations

import json
import threading
import time
from dataclasses import replace
from pathlib import Path
from statistics import median

import ipywidgets as widgets
import islpy as isl

from .. import viz
from ..benchmark import bench, plot_bench
from ..errors import IllegalTransformation, PolyvizError, RecipeError
from ..kernel import Kernel
from ..transform import Schedule, parse_recipe
from .autosave import ExplorerState, StateFile, default_name
from .codeview import message_box, side_by_side
from .stepforms import NO_LOOP, STEP_FORMS, Field
from .worker import LatestOnly

EXAMPLE_SOURCE = """\
void stencil(int n, double A[n][n]) {
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = A[i-1][j] + A[i][j-1];
}
"""

#: Parameter values the plot starts with: small enough to count every point by eye.
DEFAULT_PLOT_VALUE = 6
PLOT_VALUE_RANGE = (1, 24)
#: Size of each parameter for the benchmark, when the user has not typed any.
DEFAULT_BENCH_SIZE = 256
#: Where the Explorer autosaves what the user typed (relative to the working directory).
STATE_FOLDER = ".polyviz"
#: Plot scenes kept per kernel: enough for undo/redo and toggling coordinates or a slider back.
SCENE_CACHE_SIZE = 24


def _figure_output(spec: dict) -> dict:
    """A plotly figure specification as an output the notebook front end renders with plotly's renderer.

    Setting an ``Output`` widget's outputs directly (rather than ``display`` inside it) works
    from any thread and without a running IPython kernel; the specification is plain data
    (:func:`polyviz.viz.figure_spec`), so no ``go.Figure`` is built for it.
    """
    title = spec["layout"].get("title", {}).get("text") or "polyviz"
    return {"output_type": "display_data", "metadata": {},
            "data": {"application/vnd.plotly.v1+json": {**spec, "config": {"displaylogo": False}},
                     "text/plain": f"<plotly figure: {title}>"}}


def _violated_pairs(schedule: Schedule, dependence) -> isl.UnionMap:
    """The instance pairs of ``dependence`` that ``schedule`` runs in the wrong order.

    A refused ``parallel`` keeps every pair in order, so then the whole dependence is shown.
    """
    relation = viz.as_union_map(dependence.relation)
    times = viz.as_union_map(schedule.isl_schedule)
    wrong = relation.subtract(times.lex_lt_union_map(times))
    return relation if wrong.is_empty() else wrong


class Explorer(widgets.VBox):
    """``Explorer(source_or_kernel, recipe="", parameters=None, name=None)`` — see the module docstring.

    ``explorer.kernel``, ``explorer.schedule`` and ``explorer.recipe`` are what the user has
    built; ``explorer.state`` (source and recipe) recreates it: ``Explorer(**explorer.state)``.

    Every change is saved to ``<save_to>/explorer-<name>.json`` (``save_to`` defaults to
    ``.polyviz`` in the working directory; ``None`` saves nothing). ``name`` defaults to one
    derived from the initial source, so re-running the same cell restores the user's last
    edits, with a note and a button back to the cell's own source; give two Explorers on the
    same source different names (``Explorer(source, name="lab1")``).
    ``background=False`` computes every update in the caller's thread (tests, benchmarks).
    """

    def __init__(self, source_or_kernel: str | Kernel | None = None, *, recipe: str = "",
                 parameters: dict[str, int] | None = None, name: str | None = None,
                 save_to: str | Path | None = STATE_FOLDER, background: bool = True):
        source = source_or_kernel.source if isinstance(source_or_kernel, Kernel) else \
            source_or_kernel or EXAMPLE_SOURCE
        # A given kernel is kept: re-parsing its source could lose the include folders it was read with.
        self._kernels = {source: source_or_kernel} if isinstance(source_or_kernel, Kernel) else {}
        self._cell_state = ExplorerState(source, recipe, dict(parameters or {}))
        self._state_file = StateFile(save_to, name or default_name(source)) if save_to is not None else None
        saved = self._state_file.load() if self._state_file is not None else None
        restored = saved is not None and _edited(saved, self._cell_state)
        if restored:
            source, recipe, parameters = saved.source, saved.recipe, saved.parameters
        self._applied_recipe = recipe
        self._pending_step: str | None = None
        self._refusal: IllegalTransformation | None = None
        self._kernel: Kernel | None = None
        self._schedule: Schedule | None = None
        self._requested_at = time.perf_counter()
        self._figure_spec: dict | None = None
        self._figure = None
        self._scenes: dict[tuple, viz.Scene] = {}
        self._scenes_kernel: Kernel | None = None
        self._drawn_slice: str | None = None
        self._moving_slice = False
        self._code_shown: tuple | None = None
        self.latencies: list[float] = []
        self._worker = LatestOnly(self._show_unexpected_error, background=background)
        self._bench_thread: threading.Thread | None = None
        # The step form is rebuilt both by the user's step choice and by updates in the worker.
        self._form_lock = threading.RLock()

        self.editor = _classed(widgets.Textarea(value=source, rows=12, continuous_update=True,
                                                layout=widgets.Layout(width="100%")), "polyviz-source")
        self.source_error = _classed(widgets.HTML(), "polyviz-source-error")
        self.step = _classed(widgets.Dropdown(options=list(STEP_FORMS), value="interchange",
                                              description="step"), "polyviz-step")
        self.step_arguments = _classed(widgets.HBox(), "polyviz-step-arguments")
        self.step_preview = _classed(widgets.Label(), "polyviz-step-preview")
        self.apply_button = _classed(widgets.Button(description="Apply", button_style="primary"), "polyviz-apply")
        self.undo_button = _classed(widgets.Button(description="Undo"), "polyviz-undo")
        self.reset_button = _classed(widgets.Button(description="Reset"), "polyviz-reset")
        self.recipe_text = _classed(widgets.Text(value=recipe, description="recipe",
                                                 layout=widgets.Layout(width="100%")), "polyviz-recipe")
        self.recipe_button = _classed(widgets.Button(description="Apply recipe"), "polyviz-apply-recipe")
        self.show_anyway = _classed(widgets.Checkbox(value=False, description="show anyway (force illegal steps)",
                                                     indent=False), "polyviz-show-anyway")
        self.message = _classed(widgets.HTML(), "polyviz-message-box")
        self.parameter_sliders = _classed(widgets.HBox(), "polyviz-parameters")
        self.coordinates = _classed(widgets.ToggleButtons(options=["original", "transformed"], value="transformed",
                                                          description="coordinates"), "polyviz-coordinates")
        self.slice = _classed(widgets.SelectionSlider(options=[""], description="slice",
                                                      continuous_update=True,
                                                      layout=widgets.Layout(display="none", width="60%")),
                              "polyviz-slice")
        self.plot = _classed(widgets.Output(layout=widgets.Layout(min_height="420px")), "polyviz-plot")
        self.code = _classed(widgets.HTML(), "polyviz-code")
        self.latency_label = _classed(widgets.Label(), "polyviz-latency")
        self.bench_sizes = _classed(widgets.Text(description="sizes", placeholder=f"n={DEFAULT_BENCH_SIZE}"),
                                    "polyviz-bench-sizes")
        self.bench_button = _classed(widgets.Button(description="Run benchmark", icon="play"), "polyviz-run")
        self.bench_progress = _classed(widgets.IntProgress(value=0, min=0, max=1, description="benchmark",
                                                           layout=widgets.Layout(visibility="hidden")),
                                       "polyviz-bench-progress")
        self.bench_status = _classed(widgets.HTML(), "polyviz-bench-status")
        self.bench_chart = _classed(widgets.Output(), "polyviz-bench-chart")
        self._initial_parameters = dict(parameters or {})
        self.restored_note = _classed(widgets.HTML(message_box(
            "Restored your last edits of this Explorer (source, recipe and parameters), saved in "
            f"{self._state_file.path if self._state_file else ''}.", "info")), "polyviz-restored")
        self.discard_button = _classed(widgets.Button(description="Reset to the cell's source",
                                                      layout=widgets.Layout(width="auto")), "polyviz-discard")
        self.restored_box = widgets.HBox([self.restored_note, self.discard_button],
                                         layout=widgets.Layout(display="flex" if restored else "none"))

        self._build_step_arguments()
        super().__init__([
            widgets.HTML("<b>polyviz explorer</b> — paste a C loop nest, transform it, compare the code"),
            self.restored_box,
            widgets.HBox([
                widgets.VBox([self.editor, self.source_error], layout=widgets.Layout(width="45%")),
                widgets.VBox([widgets.HBox([self.step, self.step_arguments]),
                              widgets.HBox([self.apply_button, self.undo_button, self.reset_button,
                                            self.step_preview]),
                              widgets.HBox([self.recipe_text, self.recipe_button]),
                              self.show_anyway, self.message], layout=widgets.Layout(width="55%")),
            ]),
            widgets.HBox([self.parameter_sliders, self.coordinates]),
            self.slice, self.plot, self.latency_label, self.code,
            widgets.HBox([self.bench_sizes, self.bench_button, self.bench_progress]),
            self.bench_status, self.bench_chart,
        ])
        self.add_class("polyviz-explorer")

        self.editor.observe(lambda _: self._request_update(), "value")
        self.show_anyway.observe(lambda _: self._request_update(), "value")
        self.coordinates.observe(lambda _: self._request_update(), "value")
        self.step.observe(self._on_step_change, "value")
        self.apply_button.on_click(lambda _: self._request_update(pending_step=self._step_text()))
        self.undo_button.on_click(lambda _: self._request_update(undo=True))
        self.reset_button.on_click(lambda _: self._request_update(recipe=""))
        self.recipe_button.on_click(lambda _: self._request_update(recipe=self.recipe_text.value))
        self.bench_button.on_click(lambda _: self.run_benchmark())
        self.slice.observe(self._on_slice_change, "value")
        self.discard_button.on_click(lambda _: self.reset_to_cell())
        self._request_update()

    # -- what a notebook cell reads ------------------------------------------------------------
    @property
    def kernel(self) -> Kernel | None:
        """The kernel of the source as last parsed successfully."""
        return self._kernel

    @property
    def schedule(self) -> Schedule | None:
        """The schedule shown: the kernel's schedule after the applied recipe."""
        return self._schedule

    @property
    def recipe(self) -> str:
        return self._schedule.recipe if self._schedule is not None else self._applied_recipe

    @property
    def figure(self):
        """The plot as a plotly ``go.Figure`` (built on first use: the view itself sends plain data)."""
        if self._figure is None and self._figure_spec is not None:
            import plotly.graph_objects as go

            self._figure = go.Figure(self._figure_spec)
        return self._figure

    @property
    def state(self) -> dict:
        """What recreates this explorer: ``Explorer(**explorer.state)``."""
        return {"source_or_kernel": self.editor.value, "recipe": self.recipe,
                "parameters": self._parameter_values()}

    def reset_to_cell(self) -> None:
        """Drop the restored edits: back to the source, recipe and parameters the cell gave."""
        cell = self._cell_state
        self.restored_box.layout.display = "none"
        self._initial_parameters = dict(cell.parameters)
        for slider in self.parameter_sliders.children:
            slider.value = cell.parameters.get(slider.description, DEFAULT_PLOT_VALUE)
        self._applied_recipe, self._pending_step = cell.recipe, None
        self.editor.value = cell.source  # requests the update (when the text changed)
        self._request_update(recipe=cell.recipe)

    def wait(self, timeout: float | None = 30) -> bool:
        """Block until the view shows the latest control values (``False`` on timeout)."""
        return self._worker.wait(timeout)

    def latency_summary(self) -> str:
        if not self.latencies:
            return ""
        return f"updated in {self.latencies[-1] * 1e3:.0f} ms (median {median(self.latencies) * 1e3:.0f} ms " \
               f"over {len(self.latencies)} updates)"

    # -- controls --------------------------------------------------------------------------------
    def _build_step_arguments(self) -> None:
        """One control per field of the chosen step; loop and statement choices that still
        exist are kept, new ones default to the loops in nest order (``interchange(i, j)``)."""
        with self._form_lock:
            self._build_step_controls()

    def _build_step_controls(self) -> None:
        form = STEP_FORMS[self.step.value]
        loops = list(self._schedule.loops()) if self._schedule is not None else []
        statements = [s.name for s in self._kernel.statements] if self._kernel is not None else []
        previous = [control.value for control in self.step_arguments.children]
        controls = []
        loop_index = 0
        for position, field in enumerate(form.fields):
            kept = previous[position] if position < len(previous) else None
            if field.kind == "int":
                control = widgets.IntText(value=kept if isinstance(kept, int) else field.default,
                                          description=field.label, layout=widgets.Layout(width="130px"))
            else:
                options = _options(field, loops, statements)
                default = options[min(loop_index, len(options) - 1)] if options else None
                loop_index += field.kind in ("loop", "optional loop")
                control = widgets.Dropdown(options=options, value=kept if kept in options else default,
                                           description=field.label, layout=widgets.Layout(width="160px"))
            control.style.description_width = "initial"
            control.observe(lambda _: self._show_step_preview(), "value")
            controls.append(_classed(control, f"polyviz-argument-{position}"))
        self.step_arguments.children = controls
        self._show_step_preview()

    def _show_step_preview(self) -> None:
        # Also tells the user (and the browser test) that the kernel has seen the latest choices.
        self.step_preview.value = f"Apply will add: {self._step_text()}"

    def _refresh_step_options(self) -> None:
        """Rebuild the step's controls when the loop or statement names changed."""
        loops = list(self._schedule.loops())
        statements = [s.name for s in self._kernel.statements]
        form = STEP_FORMS[self.step.value]
        if any(isinstance(control, widgets.Dropdown) and list(control.options) != _options(field, loops, statements)
               for field, control in zip(form.fields, self.step_arguments.children)):
            self._build_step_arguments()

    def _on_step_change(self, _) -> None:
        with self._form_lock:
            self.step_arguments.children = ()  # choices of the previous step do not carry over
            self._build_step_controls()

    def _step_text(self) -> str:
        form = STEP_FORMS[self.step.value]
        return form.recipe_step([control.value for control in self.step_arguments.children])

    def _parameter_values(self) -> dict[str, int]:
        return {slider.description: slider.value for slider in self.parameter_sliders.children}

    def _sync_parameter_sliders(self, kernel: Kernel) -> None:
        current = {**self._initial_parameters, **self._parameter_values()}
        if [s.description for s in self.parameter_sliders.children] == list(kernel.parameters):
            return
        sliders = []
        for name in kernel.parameters:
            slider = widgets.IntSlider(value=current.get(name, DEFAULT_PLOT_VALUE), min=PLOT_VALUE_RANGE[0],
                                       max=PLOT_VALUE_RANGE[1], description=name, continuous_update=True)
            slider.observe(lambda _: self._request_update(), "value")
            sliders.append(_classed(slider, f"polyviz-parameter-{name}"))
        self.parameter_sliders.children = sliders

    # -- updates ---------------------------------------------------------------------------------
    def _request_update(self, *, pending_step: str | None = None, recipe: str | None = None,
                        undo: bool = False) -> None:
        """Record what the user asked for (cheap, in the caller's thread), then recompute the view."""
        self._requested_at = time.perf_counter()
        if recipe is not None:
            self._applied_recipe, self._pending_step = recipe, None
        if pending_step is not None:
            self._pending_step = pending_step
        if undo:
            self._worker.submit(self._undo)
        else:
            self._worker.submit(self._update)

    def _undo(self) -> None:
        if self._pending_step is not None:
            self._pending_step = None
        elif self._schedule is not None and self._schedule.steps:
            self._applied_recipe = self._schedule.undo().recipe
        self._update()

    def _update(self) -> None:
        try:
            self._refresh()
        finally:  # also when the source does not parse: nothing the user typed is lost
            self._save_state()

    def _save_state(self) -> None:
        if self._state_file is not None:
            self._state_file.save(ExplorerState(self.editor.value, self.recipe, self._parameter_values()))

    def _refresh(self) -> None:
        source = self.editor.value
        try:
            kernel = self._parse(source)
        except PolyvizError as error:
            self.source_error.value = message_box(str(error))
            return
        self.source_error.value = ""
        self._sync_parameter_sliders(kernel)
        messages = []
        try:
            schedule, refusal = self._apply_legal_prefix(kernel)
        except RecipeError as error:
            messages.append(("error", f"recipe not applied: {error}"))
            self._applied_recipe = ""
            schedule, refusal = kernel.schedule(), None
        if refusal is None and self._pending_step is not None:
            try:
                schedule = schedule.apply_recipe(self._pending_step, force=self.show_anyway.value)
            except IllegalTransformation as error:
                refusal = error
            except RecipeError as error:
                messages.append(("error", str(error)))
            if refusal is None:
                self._pending_step = None
        self._applied_recipe = schedule.recipe
        self._kernel, self._schedule, self._refusal = kernel, schedule, refusal
        if refusal is not None:
            messages.append(("error", f"refused: {refusal}\n(tick \"show anyway\" to apply it regardless, "
                                      "or Undo to drop it)"))
        elif not schedule.legal:
            messages.append(("warning", f"ILLEGAL schedule shown because \"show anyway\" is on: {schedule.violation}"))
        self.message.value = "".join(message_box(text, kind) for kind, text in messages)
        self.recipe_text.value = schedule.recipe
        self._refresh_step_options()
        if self._code_shown != (kernel, schedule.recipe):  # a slider or the coordinates leave the code as it is
            self.code.value = side_by_side(kernel.to_c(), schedule.to_c(), "original (regenerated by isl)",
                                           f"transformed: {schedule.recipe or '(no steps)'}")
            self._code_shown = (kernel, schedule.recipe)
        self._draw(kernel, schedule, refusal)
        self.latencies.append(time.perf_counter() - self._requested_at)
        self.latency_label.value = self.latency_summary()

    def _parse(self, source: str) -> Kernel:
        if source not in self._kernels:
            self._kernels = {source: Kernel.from_c(source)}  # one entry: typing makes every older one stale
        return self._kernels[source]

    def _apply_legal_prefix(self, kernel: Kernel) -> tuple[Schedule, IllegalTransformation | None]:
        """The applied recipe's schedule, stopping before its first illegal step (returned as a refusal).

        Steps become illegal without the user applying anything when "show anyway" is switched
        off or the source changes; the refused step then becomes the pending one.
        """
        schedule = kernel.schedule()
        if self._kernel is kernel and self._schedule.recipe == self._applied_recipe and \
                (self._schedule.legal or self.show_anyway.value):
            return self._schedule, None
        for step in parse_recipe(self._applied_recipe):
            try:
                schedule = schedule.apply(step, force=self.show_anyway.value)
            except IllegalTransformation as error:
                self._pending_step = str(step)
                return schedule, error
        return schedule, None

    def _draw(self, kernel: Kernel, schedule: Schedule, refusal: IllegalTransformation | None) -> None:
        """The dependences over the domain, in original or transformed coordinates; a refused
        step is drawn as it would run, with the pairs it breaks in red."""
        shown = schedule.apply_recipe(self._pending_step, force=True) if refusal is not None else schedule
        scene = self._scene(kernel, shown)
        labels = [frame.label for frame in scene.frames]
        index = labels.index(self.slice.value) if self.slice.value in labels else scene.active
        self._drawn_slice = labels[index]
        self._moving_slice = True  # new options reset the value: that is not the user's move
        try:
            if list(self.slice.options) != labels:
                self.slice.options = labels
            self.slice.value = labels[index]
        finally:
            self._moving_slice = False
        self.slice.description = scene.slider_prefix or ", ".join(_hidden_loops(scene)) or "slice"
        self.slice.layout.display = "flex" if len(labels) > 1 else "none"
        self._figure_spec = viz.figure_spec(replace(scene, active=index), all_frames=False)
        self._figure = None
        self.plot.outputs = (_figure_output(self._figure_spec),)

    def _scene(self, kernel: Kernel, shown: Schedule) -> viz.Scene:
        """The plot's drawing data, computed once per (schedule, coordinates, parameter values)."""
        if self._scenes_kernel is not kernel:
            self._scenes, self._scenes_kernel = {}, kernel
        transformed = self.coordinates.value == "transformed"
        key = (shown.recipe, shown.legal, transformed, tuple(sorted(self._parameter_values().items())))
        if key not in self._scenes:
            violated = _violated_pairs(shown, shown.violation.dependence) if shown.violation is not None else None
            if len(self._scenes) >= SCENE_CACHE_SIZE:
                del self._scenes[next(iter(self._scenes))]  # the oldest
            self._scenes[key] = viz.dependence_scene(
                kernel.scop.domain, kernel.dependences(), self._parameter_values(),
                schedule=shown.isl_schedule if transformed else None,
                coordinates="schedule" if transformed else "domain", violated=violated)
        return self._scenes[key]

    def _on_slice_change(self, change) -> None:
        if not self._moving_slice and change["new"] != self._drawn_slice:
            self._request_update()

    def _show_unexpected_error(self, error: BaseException) -> None:
        self.message.value = message_box(f"internal error while updating the view: "
                                         f"{type(error).__name__}: {error}")

    # -- benchmark -------------------------------------------------------------------------------
    def benchmark_sizes(self) -> dict[str, int]:
        """The sizes typed as ``n=512, m=256``; parameters not given get the default size."""
        kernel = self._kernel
        sizes = {name: DEFAULT_BENCH_SIZE for name in (kernel.parameters if kernel else ())}
        for item in filter(None, (part.strip() for part in self.bench_sizes.value.split(","))):
            name, _, value = item.partition("=")
            try:
                sizes[name.strip()] = int(value)
            except ValueError:
                raise PolyvizError(f"sizes: expected name=integer, found {item!r}") from None
        return sizes

    def run_benchmark(self) -> threading.Thread | None:
        """Compile and time the original and the transformed code in a background thread."""
        if self._bench_thread is not None and self._bench_thread.is_alive():
            return self._bench_thread
        if self._kernel is None or self._schedule is None:
            self.bench_status.value = message_box("nothing to run: the source does not parse")
            return None
        try:
            sizes = self.benchmark_sizes()
        except PolyvizError as error:
            self.bench_status.value = message_box(str(error))
            return None
        self._bench_thread = threading.Thread(target=self._benchmark, args=(self._kernel, self._schedule, sizes),
                                              name="polyviz-benchmark", daemon=True)
        self._bench_thread.start()
        return self._bench_thread

    def _benchmark(self, kernel: Kernel, schedule: Schedule, sizes: dict[str, int]) -> None:
        self.bench_button.disabled = True
        self.bench_progress.layout.visibility = "visible"
        self.bench_progress.value, self.bench_progress.bar_style = 0, ""
        self.bench_status.value = message_box(f"compiling and running at {sizes}…", "info")

        def progress(done: int, total: int) -> None:
            self.bench_progress.max, self.bench_progress.value = total, done

        try:
            result = bench(kernel, [("transformed", schedule)], sizes=sizes, repeat=3, progress=progress)
        except PolyvizError as error:
            self.bench_status.value = message_box(f"benchmark failed: {error}")
            self.bench_progress.bar_style = "danger"
            return
        finally:
            self.bench_button.disabled = False
        self.bench_progress.bar_style = "success" if all(r.ok for r in result.records) else "danger"
        self.bench_status.value = "".join(_record_message(record) for record in result.records)
        self.bench_chart.outputs = (_figure_output(json.loads(plot_bench(result, backend="plotly").to_json())),)
        self.bench_result = result


def _edited(saved: ExplorerState, cell: ExplorerState) -> bool:
    """Whether ``saved`` holds anything the cell does not give (a slider at its default is no edit)."""
    return saved.source != cell.source or saved.recipe != cell.recipe or \
        any(value != cell.parameters.get(name, DEFAULT_PLOT_VALUE) for name, value in saved.parameters.items())


def _hidden_loops(scene: viz.Scene) -> list[str]:
    """The loops a slice label fixes (``"i = 0, k = 2"`` -> ``["i", "k"]``)."""
    return [part.split(" = ")[0] for part in scene.frames[0].label.split(", ") if " = " in part]


def _record_message(record) -> str:
    if record.ok:
        speedup = f", speedup {record.speedup:.2f}×" if record.speedup is not None else ""
        return message_box(f"{record.label}: ok, median {record.median * 1e3:.3f} ms{speedup}, "
                           f"verified {record.verified}", "info")
    return message_box(f"{record.label}: {record.status} — {record.message}")


def _options(field: Field, loops: list[str], statements: list[str]) -> list[str]:
    if field.kind == "choice":
        return list(field.choices)
    options = statements if field.kind == "statement" else loops
    return options + [NO_LOOP] if field.kind == "optional loop" else options


def _classed(widget, css_class: str):
    """``widget`` with a stable CSS class, so tests and stylesheets can find it."""
    widget.add_class(css_class)
    return widget
