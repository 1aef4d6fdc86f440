"""The Explorer's plot: a plotly ``FigureWidget`` changed in place, and the controls around it.

Redrawing a whole figure costs the browser hundreds of milliseconds (seconds in 3-D, where
each new figure builds a WebGL scene), so :class:`PlotView` keeps one figure per kind of plot
(2-D and 3-D, in the same place, the one not in use hidden) and sends each only what changed
(:class:`DrawnFigure`): when the traces keep their types, one ``Plotly.update`` with the changed
properties of the changed traces and the changed layout keys; otherwise the traces whose type
changed are replaced. A switch between 2-D and 3-D (the coordinates) changes the other figure
in place and shows it. The play control restyles only the points' colours and sizes.

Plot data comes from :mod:`polyviz.viz` (scenes and plain plotly specifications); this module
adds what only a live widget has: the play control over the schedule's execution steps with
wavefront shading, the dependence filters, and the description of a clicked point.
"""
from __future__ import annotations

import html
import re
import textwrap
import threading
from copy import deepcopy
from dataclasses import replace
from typing import Callable

import ipywidgets as widgets
import islpy as isl
import numpy as np

from .. import viz
from ..kernel import Kernel
from ..model import stop_if_aborted
from ..transform import Schedule
from ..transform.steps import loops_tiled_by
from ..transform.tree import Band, Extension, Sequence, statement_names
from .gestures import HandWatcher

#: Layout keys the Explorer's figure never takes from a specification: the template is sent
#: once (validating it again is slow: see the design notes), the kind buttons would fight the
#: view's own filter.
_FIXED_LAYOUT = ("template", "updatemenus")
#: The plot's size in pixels: beside the code, both fit a 1366x768 laptop screen.
PLOT_WIDTH, PLOT_HEIGHT = 620, 460
#: The plot's size and font in presentation mode: the width of a 1366x768 projector, the whole
#: plot with its controls on the screen.
PRESENTATION_WIDTH, PRESENTATION_HEIGHT, PRESENTATION_FONT = 1120, 470, 17
#: Characters of the plot's title per line: what fits left of plotly's mode bar, and its lines' height
#: in plotly's default font size (a title is 1.4 times that size, its lines 1.3 of its size apart).
TITLE_COLUMNS, TITLE_LINE_PX, DEFAULT_FONT = 40, 22, 12
#: The play control's pace: slow enough to follow one step, fast enough for a 30-step nest.
PLAY_INTERVAL_MS = 700
#: The speeds the play control offers (milliseconds per step), for a class or a long nest.
PLAY_SPEEDS = {"½×": 1400, "1×": PLAY_INTERVAL_MS, "2×": 350, "4×": 175}
RUNNING_EDGE = "#000000"
RUNNING_COLOR = viz.OKABE_ITO["yellow"]
#: The tile size of the keyboard's tiling (the rectangle gesture says its own).
KEY_TILE = 4
GESTURE_HELP = ("With the mouse: draw a rectangle over points to tile with its size; lasso a slanted "
                "line of points to skew it into a row; drag a point sideways to skew its row (the first row "
                "stays); drag an axis title onto the other axis to interchange their loops; click a point "
                "for its coordinates and code line. Keys over the plot (click it first): x "
                f"interchange, s / S skew the rows by +1 / −1, t tile {KEY_TILE}×{KEY_TILE}. "
                "Each becomes a recipe step, checked like a typed one.")
#: The help under the plot: one line, the whole text as its tooltip (five lines under every plot
#: pushed the code and the form off a laptop screen).
GESTURE_HINT = (f'<span class="polyviz-gesture-hint" title="{html.escape(GESTURE_HELP)}" style="color:#555;'
                'cursor:help;white-space:nowrap;border-bottom:1px dotted #888"><small>mouse gestures and keys '
                '<b>x</b> <b>s</b> <b>S</b> <b>t</b> (point here)</small></span>')
#: Statements the linked-view rules cover (S0 ... S19).
LINKED_STATEMENTS = 20
#: Drawings (a scene frame's traces and layout) a plot keeps: those of the Explorer's kept scenes
#: (its SCENE_CACHE_SIZE) and of a few more frames.
DRAWINGS_KEPT = 32
#: How long the browser may take to confirm any of the figure changes it was sent before the
#: figure's page model is taken for deaf and opened again (a live one confirms in milliseconds).
CONFIRM_WITHIN_S = 10


def _linked_view_rules(statement: str) -> str:
    """Hovering a line of ``statement`` in either code pane or in the source editor (the
    statement under the mouse :mod:`.gestures` marks as the class ``polyviz-hover-<statement>``)
    lights its lines in both panes and its points in the plot, dimming the other statements'
    points (plotly.js gives a trace the class ``trace<uid>``; the points traces' uids are
    ``polyviz-<statement>-g<n>-<k>``)."""
    hovered = f".polyviz-explorer.polyviz-hover-{statement}"

    def rule(selector: str, style: str) -> str:
        return f"{hovered} {selector} {{ {style} }}\n"

    return (rule(f".polyviz-stmt-{statement}", "background: #FFF3B0 !important;")
            + rule(f".js-plotly-plot .trace.scatter:not([class*='tracepolyviz-{statement}-g']) .point",
                   "opacity: 0.15 !important;")
            + rule(f".js-plotly-plot .trace[class*='tracepolyviz-{statement}-g'] .point",
                   "stroke: #000 !important; stroke-width: 2.5px !important;"))


#: The Explorer's own rules, in a <style> element of its title (the page applies it while the
#: widget is shown): the step preview wraps instead of being cut off with an ellipsis; linked views.
STYLE_SHEET = ("<style>\n"
               ".polyviz-step-preview { white-space: normal !important; overflow: visible !important; "
               "height: auto !important; line-height: 1.3 !important; }\n"
               ".polyviz-stmt { cursor: pointer; }\n"
               # Long source lines wrap (a line cut off at the pane's edge cannot be read); the
               # gestures' watcher finds the line under the mouse on a copy laid out the same way.
               # In the code's font: 68 columns fit where the page's font wrapped at 55.
               ".polyviz-source textarea { white-space: pre-wrap; overflow-wrap: anywhere; line-height: 18px; "
               "font-family: var(--jp-code-font-family, monospace); font-size: 12px; }\n"
               # Presentation mode: the plot and its controls alone, in large type.
               ".polyviz-presenting .polyviz-editing, .polyviz-presenting .polyviz-code-column, "
               ".polyviz-presenting .polyviz-gesture-help, .polyviz-presenting .polyviz-latency, "
               ".polyviz-presenting .polyviz-bench-row, .polyviz-presenting .polyviz-bench-status, "
               ".polyviz-presenting .polyviz-point-info { display: none !important; }\n"
               # (not the toggle buttons: their fixed widths would cut "all kinds")
               ".polyviz-presenting .widget-label, .polyviz-presenting .widget-readout, "
               ".polyviz-presenting .widget-button { font-size: 16px !important; }\n"
               + "".join(_linked_view_rules(f"S{n}") for n in range(LINKED_STATEMENTS))
               + "</style>")


def step_colors(steps: list[int], current: int, total: int) -> list[str]:
    """The colour of each instance (its execution step in ``steps``) at step ``current`` (from 0)
    of ``total``: shaded by its step once it ran (the wavefront), yellow while it runs, pale before."""
    return [viz.step_color(ran, total) if ran < current else RUNNING_COLOR if ran == current else viz.MUTED_COLOR
            for ran in steps]


#: The most frames an exported animation has: a longer schedule's steps are sampled evenly.
MAX_ANIMATION_FRAMES = 60


def play_scene(scene: viz.Scene) -> viz.Scene:
    """``scene``'s shown slice as the play control shows it, one frame per execution step (at most
    ``MAX_ANIMATION_FRAMES``, the last step always among them), for an exported animation."""
    layers, total = scene.layers(), len(scene.steps)
    stepped = {key: layer for key, layer in layers.items() if isinstance(layer, viz.Points) and layer.steps is not None}
    shown = sorted({round(k * (total - 1) / (MAX_ANIMATION_FRAMES - 1)) for k in range(MAX_ANIMATION_FRAMES)}) \
        if total > MAX_ANIMATION_FRAMES else range(total)
    frames = [viz.Frame(label=f"{scene.steps[current]} (of {total})",
                        layers={key: replace(layer, color=step_colors(layer.steps, current, total))
                                for key, layer in stepped.items()})
              for current in shown]
    base = {key: layer for key, layer in layers.items() if key not in stepped}
    return replace(scene, frames=frames, base=base, active=0, animated=True, slider_prefix="")


class ScheduleDims:
    """What the plot needs to know about a schedule's time dimensions: their loop names as the
    step forms spell them, how many leading ones are tile loops, and which are parallel; and the
    original loops its tile steps cut (``tiled``, without their ``@statement``)."""

    def __init__(self, schedule: Schedule):
        self.schedule = schedule
        per_statement = _time_names(schedule)
        length = max((len(names) for names in per_statement.values()), default=0)
        self.names: list[str | None] = []
        for k in range(length):
            here = list(dict.fromkeys(names[k] for names in per_statement.values()
                                      if k < len(names) and names[k] is not None))
            self.names.append(" / ".join(here) if here else None)
        self.names = _unique(self.names)
        tiles = {tile for site in schedule.sites for tile, _, _ in site.band.tiles}
        self.tile_dims = 0
        for name in self.names:  # the leading run of tile loops (the tiles are the outer band)
            if name not in tiles:
                break
            self.tile_dims += 1
        self.tiled = list(dict.fromkeys(loop.split("@")[0] for step in schedule.steps for loop in loops_tiled_by(step)))
        together = set(schedule.parallel_loops()) | set(_parallelizable(schedule))
        self.parallel = [k for k, name in enumerate(self.names)
                         if name is not None and set(name.split(" / ")) <= {loop.split("@")[0] for loop in together}]


def _parallelizable(schedule: Schedule) -> tuple[str, ...]:
    """The loops that carry no dependence (empty for an illegal schedule: nothing is sure to
    run together there)."""
    return schedule.parallelizable_loops() if schedule.legal else ()


def _unique(names: list[str | None]) -> list[str | None]:
    seen: set[str] = set()
    result = []
    for name in names:
        result.append(name if name not in seen else None)
        if name is not None:
            seen.add(name)
    return result


def _time_names(schedule: Schedule) -> dict[str, list[str | None]]:
    """Per statement, the loop name of each output of the schedule's map (``None`` for the
    position of a statement in a sequence); the map has one output per band member and one per
    sequence, in tree order."""
    result: dict[str, list[str | None]] = {}

    def walk(node, domain, prefix: list[str | None]) -> None:
        if isinstance(node, Band):
            walk(node.child, domain, prefix + list(node.names))
        elif isinstance(node, Sequence):
            for part, child in zip(node.filters, node.children):
                walk(child, domain.intersect(part), prefix + [None])
        elif isinstance(node, Extension):
            walk(node.child, domain, prefix)
        else:
            for statement in statement_names(domain):
                result[statement] = prefix

    walk(schedule.tree, schedule.domain, [])
    return result


def schedule_scene(kernel: Kernel, schedule: Schedule, parameters: dict[str, int], *, transformed: bool,
                   kinds: list[str] | None, direct_only: bool, violated=None,
                   dims: Callable[[Schedule], ScheduleDims] = ScheduleDims, axes: tuple[str, ...] = ()) -> viz.Scene:
    """The Explorer's drawing data: ``kernel``'s dependences over its instances under ``schedule``,
    with execution steps for the play control, loops named as the step forms name them
    (``dims(schedule)``: the Explorer keeps them per schedule, for every parameter value).

    A tiled schedule is drawn in the original coordinates, tiles outlined and numbered (in its
    own coordinates the tile loops would split the plot into slices of one tile each), along the
    loops its tiles cut: on a deeper nest the innermost two would show one tile in each slice. So
    is a schedule that recomputes producers (``compute_at``): those instances have no single time.
    ``axes`` (two or three loops the user chose) go on the axes when the coordinates drawn have
    them all; the other loops are then slices.
    """
    domain_loops = list(dict.fromkeys(name for statement in kernel.scop.statements for name in statement.iterators))
    if schedule.recomputes:
        return viz.dependence_scene(kernel.scop.domain, kernel.dependences(), parameters, kinds=kinds,
                                    direct_only=direct_only, violated=violated, show=_chosen(axes, domain_loops))
    dims = dims(schedule)
    in_schedule = transformed and not dims.tile_dims
    show = _chosen(axes, [name for name in dims.names if name is not None] if in_schedule else domain_loops)
    if show is None and dims.tile_dims:
        tiled = [loop for loop in domain_loops if loop in dims.tiled]
        show = tiled if 2 <= len(tiled) <= 3 else tiled[-2:] if len(tiled) > 3 else None
    return viz.dependence_scene(kernel.scop.domain, kernel.dependences(), parameters,
                                schedule=schedule.isl_schedule, time_names=dims.names,
                                coordinates="schedule" if in_schedule else "domain", kinds=kinds,
                                direct_only=direct_only, tile_dims=dims.tile_dims, parallel=dims.parallel,
                                violated=violated, show=show)


def _chosen(axes: tuple[str, ...], loops: list[str]) -> list[str] | None:
    """``axes`` if they are two or three different loops among ``loops`` (else the default view)."""
    return list(axes) if 2 <= len(axes) <= 3 and len(set(axes)) == len(axes) and set(axes) <= set(loops) else None


class DrawnFigure:
    """A plotly ``FigureWidget`` (``.widget``, in the box ``.frame``) and what it was last sent:
    :meth:`draw` sends the browser only what differs. The traces are ``on_click`` and
    ``on_selection``'s; ``on_deaf`` asks for a ``draw`` once the page is found not to hear the
    figure's changes (see :meth:`_reopen`)."""

    def __init__(self, css_class: str, *, on_click: Callable, on_selection: Callable, on_deaf: Callable[[], None]):
        # Only for the live view (figures elsewhere are plain data, and need no plotly import).
        from .plotly_module import SharedModuleFigure

        self.widget = SharedModuleFigure(layout={"template": viz.template_spec(), "width": PLOT_WIDTH,
                                                 "height": PLOT_HEIGHT})
        self.widget.add_class("polyviz-figure")
        self.widget.add_class(css_class)
        # Keep the traces' own uids (a FigureWidget otherwise replaces them by random ones):
        # plotly.js puts a trace's uid in its SVG class, and the linked-view rules select a
        # statement's points by it. Every trace gets a uid in ``draw``, as the widget needs.
        self.widget._data_validator.set_uid = False
        # A figure's ``layout`` is plotly's: the box around it takes the page's layout (both
        # figures of a PlotView in the same grid cell, one of them hidden).
        self.frame = widgets.Box([self.widget], layout=widgets.Layout(grid_area="1 / 1"))
        self._on_click, self._on_selection, self._on_deaf = on_click, on_selection, on_deaf
        self.spec: dict | None = None       # the traces (with their uids) and layout last drawn
        self._sent: list[dict] = []         # the traces as sent (the play control's styles in them)
        self._generation = 0
        self._confirmed = 0          # the last trace edit a view of the figure confirmed drawing
        self._viewed = False         # a view of the figure's current page model has reported
        self._deaf = False
        self._confirmation_check: threading.Timer | None = None
        self.widget.observe(self._on_confirmation, "_js2py_traceDeltas")

    def draw(self, traces: list[dict], layout: dict, styles: dict[int, dict]) -> None:
        """Make the figure show ``traces`` (with ``styles[n]`` merged into trace n) and ``layout``;
        a figure whose page model is deaf is opened again first."""
        if self._deaf:
            self._reopen()
        try:
            self._draw(traces, layout, styles)
        finally:
            self._expect_confirmation()

    def _draw(self, traces: list[dict], layout: dict, styles: dict[int, dict]) -> None:
        old = self.spec
        types = [t["type"] for t in traces]
        # The leading traces whose type stays are changed in place, the others deleted or added:
        # plotly.js redraws once per message, and a 3-D scene left without traces is torn down
        # and its WebGL context built again.
        kept = 0 if old is None else next((n for n, (before, after) in enumerate(zip(old["data"], types))
                                           if before["type"] != after), min(len(old["data"]), len(types)))
        reshaped = old is None or kept < len(old["data"]) or kept < len(types)
        generation = self._generation + reshaped
        # uids new with every set of traces (plotly.js keeps state per uid), a statement's
        # points' uid with its name in it for the linked-view rules.
        drawn = [{**trace, "uid": f"{trace.get('uid') or 'polyviz'}-g{generation}-{n}"}
                 for n, trace in enumerate(traces)]
        data = [{**trace, **_nested(styles.get(n, {}), trace)} for n, trace in enumerate(drawn)] if styles else drawn
        added = self._checked(data[kept:])  # before the figure changes: a stop leaves it as it was
        self._generation, self.spec = generation, {"data": drawn, "layout": layout}
        figure = self.widget
        if not kept:
            # The new layout before the new traces: a 3-D scene (a new kernel) is then built once,
            # with its axes, instead of built and then laid out again.
            figure.data = []
            with figure.batch_update():
                figure.layout.update(layout)
                for key in old["layout"] if old else ():
                    if key not in layout:
                        figure.layout[key] = None
            self._add_traces(added)
            self._sent = data
            return
        if kept < len(figure.data):
            figure.data = figure.data[:kept]
        # One restyle per trace type (a property valid for a cone need not be for a scatter3d);
        # the first also carries the layout changes.
        changed_by_type: dict[str, list[int]] = {}
        for n, (before, after) in enumerate(zip(self._sent[:kept], data[:kept])):
            if before != after:
                changed_by_type.setdefault(after["type"], []).append(n)
        # A copy: plotly keeps a dict given as a relayout value (a whole title, a new scene) as its
        # layout's own and edits it in place at later changes (``title.text``), which would rewrite
        # the drawing this layout belongs to, kept for when its view is shown again.
        relayout = deepcopy(_layout_changes(old["layout"], layout))
        for indexes in changed_by_type.values():
            keys = {k for n in indexes for k in self._sent[n].keys() | data[n].keys()
                    if self._sent[n].get(k) != data[n].get(k)}
            values = {key: [data[n].get(key) for n in indexes] for key in keys}
            self._restyle(values, relayout, indexes)
            relayout = {}
        if relayout:
            figure.plotly_relayout(relayout)
        if added:
            self._add_traces(added)
        self._sent = data

    def _checked(self, data: list[dict]) -> list:
        """plotly's trace objects for ``data``, checked by plotly one trace at a time (tens of
        milliseconds for a 3-D view's traces). Between two, a stop of the idle work drawing them (isl's
        context aborted: see ``Explorer._stoppable``) ends the drawing, the figure untouched."""
        validator, checked = self.widget._data_validator, []
        for trace in data:
            stop_if_aborted()
            checked.append(validator.validate_coerce([_binary(trace)])[0])
        return checked

    def _add_traces(self, checked: list) -> None:
        """Add the traces ``_checked`` made to the figure, a click or selection on any of them heard
        (the handlers read its role when called: a trace changed in place may hold points later)."""
        figure = self.widget
        # add_traces checks its traces again, which costs as much as the check they had.
        figure._data_validator.validate_coerce = lambda traces, **_: list(traces)
        try:
            figure.add_traces(checked)
        finally:
            del figure._data_validator.validate_coerce
        for trace in figure.data[len(figure.data) - len(checked):]:
            trace.on_click(self._on_click)
            trace.on_selection(self._on_selection)

    def _restyle(self, values: dict[str, list], relayout: dict, indexes: list[int]) -> None:
        """``Plotly.update`` of the traces at ``indexes`` with ``values`` (one per trace) and the
        layout with ``relayout``. The traces' values come from a figure specification plotly has
        already accepted (``draw`` built the traces from the same kind of specification), so they
        go into the figure's data as they are: validating them again was a large part of a
        slider move's time in Python (docs/design-notes.md, "Measurements behind the Explorer's figures")."""
        figure = self.widget
        values = {key: [_binary(value) for value in per_trace] for key, per_trace in values.items()}
        for key, per_trace in values.items():
            for n, value in zip(indexes, per_trace):
                if value is None:
                    figure._data[n].pop(key, None)
                else:
                    figure._data[n][key] = value
        changed_layout = figure._perform_plotly_relayout(relayout) if relayout else {}
        figure._send_update_msg(values, changed_layout, indexes)

    # -- a page model that stopped listening -------------------------------------------------------
    # The figure's page model (anywidget) handles the kernel's messages only once plotly's module
    # is loaded (evaluated once per page: see .plotly_module); if that takes anywidget longer
    # than it waits (a busy page, a loaded machine), the model stays deaf to every later message
    # while its view still draws the state it was opened with: a plot left empty, or at an old
    # state, for good. A live view confirms each trace edit it draws (plotly's trace deltas) and reports when
    # it is first drawn, so a figure whose views stay silent about every edit sent after one has
    # reported is opened again: the page builds a new model from the figure's whole state.
    def _on_confirmation(self, change) -> None:
        if change["new"] is None:
            return
        self._viewed = True
        self._confirmed = max(self._confirmed, change["new"].get("trace_edit_id", 0))
        self._expect_confirmation()

    def _expect_confirmation(self) -> None:
        """Wait for a view to confirm the edits sent, if a view of the current model has reported."""
        outstanding = self._confirmed < self.widget._last_trace_edit_id
        waiting = self._confirmation_check is not None and self._confirmation_check.is_alive()
        if self._viewed and outstanding and not waiting and not self._deaf:
            self._confirmation_check = threading.Timer(CONFIRM_WITHIN_S, self._check_confirmed,
                                                       args=(self._confirmed,))
            self._confirmation_check.daemon = True
            self._confirmation_check.start()

    def _check_confirmed(self, confirmed_before: int) -> None:
        if self._confirmed == confirmed_before and self._confirmed < self.widget._last_trace_edit_id:
            self._deaf = True
            self._on_deaf()
        else:
            self._confirmation_check = None
            self._expect_confirmation()

    def _reopen(self) -> None:
        """Close the figure's comm and open a new one carrying its whole state, and show the new
        model where the old one was (a new model id, so the page does not reuse the deaf one)."""
        figure = self.widget
        figure.close()
        figure._widget_data, figure._widget_layout = deepcopy(figure._data), deepcopy(figure._layout_obj._props)
        figure._model_id = None
        figure.open()
        self._deaf = self._viewed = False
        self._confirmed = figure._last_trace_edit_id
        self.frame.send_state("children")


class PlotView(widgets.VBox):
    """The plot (``.figure``, the ``go.FigureWidget`` on screen), the play control over execution steps
    (``.play`` and ``.step``), the dependence filter (``.kinds``, ``.transitive``) and what a
    click on a point says (``.point_info``).

    ``show(scene)`` draws a :class:`polyviz.viz.Scene` incrementally. ``on_filter`` is called
    when the user changes the dependence filter (the scene must be rebuilt); ``describe_point``
    turns a clicked instance label (``S0[i=1, j=2]``) into HTML; ``on_deaf`` asks for a ``show``
    once the page is found not to hear a figure's changes (see :meth:`DrawnFigure._reopen`).
    """

    def __init__(self, *, on_filter: Callable[[], None], describe_point: Callable[[str], str] | None = None,
                 on_step: Callable[[str], None] | None = None, on_deaf: Callable[[], None] = lambda: None):
        # One figure per kind of plot, both kept drawn in one place, the one not in use hidden: a
        # switch between 2-D and 3-D (the coordinates, another kernel) changes the other figure in
        # place and shows it, instead of replacing every trace and layout key of one figure, for
        # which plotly.js tears a WebGL scene down or builds one (slow in software WebGL: design notes).
        # The 3-D figure is made for the first 3-D scene, or in idle time before (``prepare_3d``).
        self._on_deaf = on_deaf
        self._figures: dict[bool, DrawnFigure] = {}
        self.figures = widgets.Box([], layout=widgets.Layout(display="grid", grid_template_columns="auto",
                                                             grid_template_rows="auto", align_items="flex-start"))
        self._shown = self._figure(dim3=False)
        self.kinds = widgets.ToggleButtons(options=["RAW", "all kinds"], value="RAW", description="dependences",
                                           style={"button_width": "80px"})
        self.kinds.add_class("polyviz-kinds")
        self.transitive = widgets.Checkbox(value=False, description="transitive pairs", indent=False,
                                           layout=widgets.Layout(width="auto"))
        self.transitive.add_class("polyviz-transitive")
        self.play = widgets.Play(value=0, min=0, max=0, interval=PLAY_INTERVAL_MS, description="play")
        self.play.add_class("polyviz-play")
        self.step = widgets.IntSlider(value=0, min=0, max=0, description="step", readout=False,
                                      continuous_update=True, layout=widgets.Layout(width="220px"))
        self.step.add_class("polyviz-step-slider")
        widgets.jslink((self.play, "value"), (self.step, "value"))
        self.speed = widgets.Dropdown(options=PLAY_SPEEDS, value=PLAY_INTERVAL_MS, description="speed",
                                      layout=widgets.Layout(width="130px"), style={"description_width": "initial"})
        self.speed.add_class("polyviz-play-speed")
        widgets.dlink((self.speed, "value"), (self.play, "interval"))
        self.step_label = widgets.Label()
        self.step_label.add_class("polyviz-step-label")
        self.point_info = widgets.HTML()
        self.point_info.add_class("polyviz-point-info")
        self.swap_axes = widgets.Button(description="⇄ interchange the axes' loops",
                                        layout=widgets.Layout(width="auto", flex="0 0 auto"),
                                        tooltip="the step interchange(x loop, y loop), checked like a typed one")
        self.swap_axes.add_class("polyviz-swap-axes")
        self.gesture_help = widgets.HTML(GESTURE_HINT)
        self.gesture_help.add_class("polyviz-gesture-help")
        self.hand = HandWatcher(self._on_hand)
        self._on_step = on_step
        self.scene: viz.Scene | None = None
        #: Presentation mode: the plot drawn wide, in large type (the Explorer hides the rest).
        self.presenting = False
        self._drawings: dict[tuple, tuple] = {}  # (frames' id, active, presenting) -> (frames, traces, layout)
        self._moving_step = False
        self._describe_point = describe_point
        super().__init__([
            widgets.HBox([self.kinds, self.transitive]),
            widgets.HBox([self.play, self.speed, self.step, self.step_label]),
            self.figures, widgets.HBox([self.swap_axes, self.gesture_help]), self.point_info, self.hand,
        ])
        self.add_class("polyviz-plot")
        self.kinds.observe(lambda _: on_filter(), "value")
        self.transitive.observe(lambda _: on_filter(), "value")
        self.step.observe(lambda _: self._show_step(), "value")
        self.swap_axes.on_click(lambda _: self._gesture(self._interchange_axes()))

    # -- what the scene builder is asked for ------------------------------------------------------
    @property
    def dependence_kinds(self) -> list[str] | None:
        return ["RAW"] if self.kinds.value == "RAW" else None

    @property
    def direct_only(self) -> bool:
        return not self.transitive.value

    # -- drawing -----------------------------------------------------------------------------------
    @property
    def figure(self):
        """The figure on screen, a ``go.FigureWidget``: the 3-D one after a 3-D scene, else the 2-D one."""
        return self._shown.widget

    def _figure(self, *, dim3: bool) -> DrawnFigure:
        """The figure for 3-D scenes or for the others, made (hidden) when first asked for."""
        if dim3 not in self._figures:
            figure = DrawnFigure(f"polyviz-figure-{'3d' if dim3 else '2d'}", on_click=self._clicked,
                                 on_selection=self._selected, on_deaf=self._on_deaf)
            if self._figures:
                figure.frame.layout.visibility = "hidden"
            self._figures[dim3] = figure
            self.figures.children += (figure.frame,)
        return self._figures[dim3]

    def prepare_3d(self) -> None:
        """Make the 3-D figure, hidden, if there is none, with a 3-D scene drawing what a 3-D view
        draws (idle work: the first 3-D view then changes a built scene in place instead of
        waiting for the page to make the figure and build its WebGL scene, the slowest part of
        that view). The scene holds a few points of each marker symbol joined by a line
        of per-vertex colours, with a text label: each kind of WebGL object a view's traces
        make has then been drawn once, and its shaders compiled (software WebGL compiles a
        program at its first draw, in the GPU process, and the page's thread waits for it in
        plotly's read of its picking buffer; docs/design-notes.md, "Measurements behind the
        Explorer's figures")."""
        if True not in self._figures:
            symbols = sorted(set(viz.MARKER_SYMBOLS_3D.values()))
            along = list(range(len(symbols)))
            warm_up = {"type": "scatter3d", "x": along, "y": along, "z": along, "mode": "lines+markers+text",
                       "marker": {"symbol": symbols, "size": 4, "line": {"width": 0.8, "color": "#000000"}},
                       "line": {"color": [viz.statement_color(f"S{n}") for n in along], "width": 3},
                       "text": [""] * (len(along) - 1) + ["1"], "showlegend": False, "hoverinfo": "skip"}
            self._figure(dim3=True).draw([warm_up], {"width": PLOT_WIDTH, "height": PLOT_HEIGHT, "scene": {}}, {})

    def prepare(self, scene: viz.Scene) -> None:
        """Draw ``scene``'s active frame into the figure of its kind if another figure is shown
        (idle work, with the play control's plain styles): showing it later sends only what then
        differs, where the first show of new traces in a 3-D figure had the page build its WebGL
        scene (the numbers are in the design notes)."""
        figure = self._figure(dim3=scene.dim == 3)
        if figure is not self._shown:
            figure.draw(*self.drawing(scene), {})

    def drawing(self, scene: viz.Scene) -> tuple[list[dict], dict]:
        """The traces and layout that draw ``scene``'s active frame in its figure, written once per
        frame (the Explorer asks for those of the views it draws ahead in idle time, and writing
        out 3-D traces is a visible part of a slider move's update)."""
        # A scene's frames are made with it (another active frame is a copy sharing them): their
        # identity, kept alive by the entry, and the active frame name the drawing.
        key = (id(scene.frames), scene.active, self.presenting)
        if key not in self._drawings:
            if len(self._drawings) >= DRAWINGS_KEPT:
                del self._drawings[next(iter(self._drawings))]  # the oldest
            self._drawings[key] = (scene.frames, *self._drawing(scene))
        _, data, layout = self._drawings[key]
        return data, layout

    def _drawing(self, scene: viz.Scene) -> tuple[list[dict], dict]:
        """The traces and layout of :meth:`drawing`, written out."""
        spec = viz.figure_spec(scene, all_frames=False)
        layout = {k: v for k, v in spec["layout"].items() if k not in _FIXED_LAYOUT}
        # The title wraps left of plotly's mode bar (at the top right, over a long title's end),
        # each line it takes more added to the room above the plot.
        width, height = (PRESENTATION_WIDTH, PRESENTATION_HEIGHT) if self.presenting else (PLOT_WIDTH, PLOT_HEIGHT)
        # A value stays on its name's line ("n = 11", not "n =" above "11"): textwrap breaks at
        # ASCII spaces only.
        glued = layout["title"]["text"].replace(" = ", "\N{NO-BREAK SPACE}=\N{NO-BREAK SPACE}")
        title = [line.replace("\N{NO-BREAK SPACE}", " ")
                 for line in textwrap.wrap(glued, TITLE_COLUMNS * width // PLOT_WIDTH)]
        line = TITLE_LINE_PX * (PRESENTATION_FONT if self.presenting else DEFAULT_FONT) // DEFAULT_FONT
        added = line * (len(title) - 1)
        # plotly.js centres a title of several lines on its y whatever its yanchor: its first line
        # rose above the figure, under the play control. The pad lowers it by half the lines added.
        layout["title"] = {**layout["title"], "text": "<br>".join(title), "pad": {"t": added // 2}}
        layout["margin"] = {**layout["margin"], "t": layout["margin"]["t"] + added}
        # The specification's height leaves room for its notes above the plot: keep that room.
        layout.update(width=width, height=height + layout["margin"]["t"] - 60)
        if self.presenting:
            layout["font"] = {"size": PRESENTATION_FONT}
        if scene.dim == 2:
            layout["dragmode"] = "select"  # drawing a rectangle is the tiling gesture
        return spec["data"], layout

    def show(self, scene: viz.Scene) -> None:
        """Draw ``scene``'s active frame, sending the browser only what differs from the figure
        of its kind (2-D or 3-D) as last drawn, and show that figure."""
        figure = self._figure(dim3=scene.dim == 3)
        data, layout = self.drawing(scene)
        previous = self.scene
        self.scene = scene
        steps = len(scene.steps)
        self._moving_step = True  # not the user's move: no second drawing
        try:
            if previous is None or len(previous.steps) != steps:
                self.step.value = 0  # another nest or schedule: its play starts over (jslink moves the player)
            self.step.max = self.play.max = steps
        finally:
            self._moving_step = False
        self.play.layout.visibility = self.step.layout.visibility = self.speed.layout.visibility = \
            "visible" if steps else "hidden"
        figure.draw(data, layout, self._step_styles(data))
        if figure is not self._shown:  # drawn while hidden, then shown in the other's place
            figure.frame.layout.visibility = "visible"
            self._shown.frame.layout.visibility = "hidden"
            self._shown = figure
        self._describe_step()

    def _step_styles(self, data: list[dict]) -> dict[int, dict]:
        """Per points trace of ``data``, the marker colours, sizes and edges of the play control's
        step: instances that ran are shaded by their step (the wavefront), those running now are
        large, yellow and edged in black, those still to run pale. Step 0 shows the plain plot."""
        scene, step = self.scene, self.step.value
        if scene is None or not step or not scene.steps:
            return {}
        current, total = step - 1, len(scene.steps)
        points = {layer.meta["statement"]: layer for layer in scene.layers().values()
                  if isinstance(layer, viz.Points) and layer.steps is not None and "statement" in layer.meta}
        styles: dict[int, dict] = {}
        for n, trace in enumerate(data):
            layer = points.get(trace.get("meta", {}).get("statement")) if trace.get("meta", {}).get("role") == "points" \
                else None
            if layer is None:
                continue
            color = step_colors(layer.steps, current, total)
            base = trace["marker"]["size"]
            size = [base * 1.6 if ran == current else base for ran in layer.steps]
            line = {"color": RUNNING_EDGE, "width": 1.5} if scene.dim == 3 else \
                {"color": RUNNING_EDGE, "width": [2.5 if ran == current else 0.5 for ran in layer.steps]}
            styles[n] = {"marker": {"color": color, "size": size, "line": line}}
        return styles

    # -- gestures: each becomes the step it means, applied (and checked) like a typed one ----------
    def _loops_on_axes(self) -> list[str]:
        return list(self.scene.axes) if self.scene is not None and self.scene.dim >= 2 else []

    def _interchange_axes(self) -> str | None:
        axes = self._loops_on_axes()
        return f"interchange({axes[0]}, {axes[1]})" if len(axes) >= 2 else None

    def tile_for_selection(self, xs: list[float], ys: list[float]) -> str | None:
        """``tile(x=w, y=h)`` for a rectangle holding points at ``xs``, ``ys`` (w, h: how many
        distinct values each axis has there, so the tile is the rectangle's size in points)."""
        axes = self._loops_on_axes()
        if len(axes) < 2 or not xs:
            return None
        width, height = len({round(x) for x in xs}), len({round(y) for y in ys})
        return f"tile({axes[0]}={width}, {axes[1]}={height})"

    def skew_for_lasso(self, xs: list[float], ys: list[float]) -> str | None:
        """``skew(y, x, f)`` for points lassoed along a slanted line ``y + f·x = constant`` (f a
        non-zero integer): the skew that turns that line into a row of the new y loop, as a
        wavefront's diagonal becomes one step."""
        axes = self._loops_on_axes()
        lattice = sorted({(round(x), round(y)) for x, y in zip(xs, ys)})
        if len(axes) < 2 or len(lattice) < 2:
            return None
        (x0, y0), (x1, y1) = lattice[0], lattice[1]
        if x1 == x0 or (y0 - y1) % (x1 - x0):
            return None
        factor = (y0 - y1) // (x1 - x0)
        if factor == 0 or any(y + factor * x != y0 + factor * x0 for x, y in lattice):
            return None
        return f"skew({axes[1]}, {axes[0]}, {factor})"

    def _selected(self, trace, points, selector) -> None:
        if not points.point_inds or not _holds_points(trace):
            return
        xs, ys = list(points.xs), list(points.ys)
        if type(selector).__name__ == "LassoSelector":
            step = self.skew_for_lasso(xs, ys)
            if step is None:
                self.point_info.value = "lasso points along one slanted line (y + f·x constant) to skew"
                return
            self._gesture(step)
        else:
            self._gesture(self.tile_for_selection(xs, ys))

    def skew_for_row_drag(self, y: float, dx: float) -> str | None:
        """``skew(x, y, f)`` for the row of points at ``y`` dragged ``dx`` sideways: the first row
        stays, and each row moves f times its distance from it, the dragged one about ``dx``."""
        axes, rows = self._loops_on_axes(), self._rows()
        if len(axes) < 2 or not rows or round(y) == rows[0]:
            return None
        factor = round(dx / (round(y) - rows[0]))
        return f"skew({axes[0]}, {axes[1]}, {factor})" if factor else None

    def _rows(self) -> list[int]:
        """The y values of the drawn points, smallest first."""
        return sorted({round(p[1]) for layer in (self.scene.layers(self.scene.active).values() if self.scene else ())
                       if isinstance(layer, viz.Points) for p in layer.positions if len(p) > 1})

    def _on_hand(self, message: dict) -> None:
        """A gesture reported by the page (see :class:`~.gestures.HandWatcher`)."""
        gesture, axes = message.get("gesture"), self._loops_on_axes()
        if gesture == "click":
            if self._describe_point is not None and message.get("id"):
                self.point_info.value = self._describe_point(message["id"])
        elif gesture == "drag-row":
            step = self.skew_for_row_drag(float(message["y"]), float(message["dx"]))
            if step is None and len(axes) >= 2:
                self.point_info.value = ("drag a point of another row than the first, sideways by at least "
                                         "its distance from the first row, to skew the rows")
                return
            self._gesture(step)
        elif gesture == "swap-axes":
            self._gesture(self._interchange_axes())
        elif gesture == "axis-not-dropped":
            self.point_info.value = "drop an axis title on the other axis to interchange their loops"
        elif gesture in ("skew-row", "skew-row-back"):
            factor = 1 if gesture == "skew-row" else -1
            self._gesture(f"skew({axes[0]}, {axes[1]}, {factor})" if len(axes) >= 2 else None)
        elif gesture == "tile":
            self._gesture(f"tile({axes[0]}={KEY_TILE}, {axes[1]}={KEY_TILE})" if len(axes) >= 2 else None)

    def _gesture(self, step: str | None) -> None:
        if step is None:
            self.point_info.value = "a gesture needs two loops on the axes"
        elif self._on_step is not None:
            self.point_info.value = f"gesture: {html.escape(step)}"
            self._on_step(step)

    def _clicked(self, trace, points, _selector) -> None:
        if self._describe_point is not None and points.point_inds and _holds_points(trace) and trace.ids:
            self.point_info.value = self._describe_point(trace.ids[points.point_inds[0]])

    def _show_step(self) -> None:
        if self.scene is not None and not self._moving_step:
            self.show(self.scene)

    def _describe_step(self) -> None:
        scene, step = self.scene, self.step.value
        if scene is None or not scene.steps:
            self.step_label.value = ""
        elif not step:
            self.step_label.value = f"{viz.counted(len(scene.steps), 'step')}: press play"
        else:
            self.step_label.value = f"{scene.steps[step - 1]} (of {len(scene.steps)})"


def _layout_changes(before: dict, after: dict, prefix: str = "") -> dict:
    """The layout properties that differ, as relayout paths (``xaxis.title.text``; ``None``
    removes one): given a whole ``xaxis`` or ``scene``, plotly.js lays the figure out anew and
    puts a 3-D camera back where it started, to change one title. ``meta`` is the page's data,
    not plotly's: changed whole."""
    changes = {}
    for key in before.keys() | after.keys():
        old, new = before.get(key), after.get(key)
        if old == new:
            continue
        if isinstance(old, dict) and isinstance(new, dict) and key != "meta":
            changes.update(_layout_changes(old, new, f"{prefix}{key}."))
        else:
            changes[f"{prefix}{key}"] = new
    return changes


def _binary(value):
    """``value`` (a trace or one of its properties) with every list of numbers (``None`` for a
    gap) as a float64 numpy array: plotly's widget sends those to the browser as binary buffers,
    where a list is walked element by element in Python twice (plotly's serializer, then the
    widget's search for buffers) and written as JSON, most of a 3-D update's time in Python.
    A list of texts (hover texts, ids, colours) becomes a numpy array of them too: plotly's
    serializer turns that back into a list at once instead of walking it element by element."""
    if isinstance(value, dict):
        return {key: _binary(item) for key, item in value.items()}
    if isinstance(value, list) and value:
        first = next((item for item in value if item is not None), None)
        if type(first) in (int, float):
            try:
                return np.array(value, dtype=float)
            except (TypeError, ValueError):  # not numbers all through: left as it is
                return value
        if type(first) is str and all(type(item) is str for item in value):
            return np.array(value, dtype=object)
    return value


def _holds_points(trace) -> bool:
    """Whether a figure's trace now draws a statement's points (not arrows, lines or labels)."""
    return bool(trace.meta) and trace.meta.get("role") == "points"


def _nested(style: dict, trace: dict) -> dict:
    """``style`` merged into ``trace``'s own nested properties (``marker`` keeps its symbol)."""
    return {key: {**trace.get(key, {}), **value} if isinstance(value, dict) else value
            for key, value in style.items()}


_ASSIGNMENT = re.compile(r"(<<|>>|[-+*/%&|^])?=(?!=)")
_IDENTIFIER = re.compile(r"[A-Za-z_]\w*")


def _signature(text: str, variables: frozenset[str]) -> tuple | None:
    """What identifies a statement's line in any version of the code: its assignment operator
    and the arrays and scalars it names, in order (loop indices change, these do not)."""
    stripped = text.strip()
    if not stripped or not (stripped[0].isalpha() or stripped[0] in "_*(") or \
            stripped.startswith(("for ", "for(", "if ", "if(", "else")):
        return None
    found = _ASSIGNMENT.search(stripped)
    if found is None or found.start() == 0 or stripped[found.start() - 1] in "=!<>":
        return None
    return found.group(0), tuple(name for name in _IDENTIFIER.findall(stripped) if name in variables)


def statement_lines(code: str, kernel: Kernel) -> dict[int, tuple[str, str]]:
    """Line index -> (statement name, its colour) for the lines of ``code`` that run a statement.

    Lines are matched by :func:`_signature`; statements that share a signature are not linked
    (no line could say which one it runs).
    """
    variables = frozenset(array.name for array in kernel.scop.arrays)
    owners: dict[tuple, list[str]] = {}
    for statement in kernel.statements:
        signature = _signature(statement.text, variables)
        if signature is not None:
            owners.setdefault(signature, []).append(statement.name)
    lines = code.splitlines()
    result = {}
    for index, line in enumerate(lines):
        if index in result or _signature(line.split(";")[0] + ";", variables) is None:
            continue  # a statement starts on a line with its assignment
        end = index  # a statement continued on the next lines ends at its semicolon
        while not lines[end].rstrip().endswith(";") and end + 1 < len(lines) and end - index < 8:
            end += 1
        names = owners.get(_signature(" ".join(lines[index:end + 1]), variables))
        if names and len(names) == 1:
            for covered in range(index, end + 1):
                result[covered] = (names[0], viz.statement_color(names[0]))
    return result


_INSTANCE = re.compile(r"^(\w+)\[(.*)\]$")


def describe_instance(kernel: Kernel, schedule: Schedule, parameters: dict[str, int], label: str, *,
                      code: str | None = None) -> str:
    """What a click on instance ``label`` (``S0[i=1, j=2]``) tells: its iteration vector in the
    original loops and in the schedule's, and the line of the transformed code that runs it
    (``code``: the schedule's code as the code pane shows it, generated when not given)."""
    found = _INSTANCE.match(label)
    if found is None:
        return ""
    statement, inner = found.groups()
    pairs = [part.split("=") for part in inner.split(", ") if "=" in part]
    coordinates = ", ".join(value for _, value in pairs)
    parts = [f"<b>{html.escape(label)}</b>: original ({', '.join(name for name, _ in pairs)}) = ({coordinates})"]
    if not schedule.recomputes:
        fixed = " and ".join(f"{name} = {value}" for name, value in parameters.items()) or "true"
        names = ", ".join(parameters)
        times = viz.as_union_map(schedule.isl_schedule) \
            .intersect_domain(isl.UnionSet(f"{{ {statement}[{coordinates}] }}")) \
            .intersect_params(isl.Set(f"[{names}] -> {{ : {fixed} }}"))
        if not times.is_empty():
            point = times.range().sample_point()
            n = point.get_space().dim(isl.dim_type.set)
            values = [str(point.get_coordinate_val(isl.dim_type.set, k).to_python()) for k in range(n)]
            dims = ScheduleDims(schedule).names
            shown = [(dims[k] if k < len(dims) else None, v) for k, v in enumerate(values)]
            loops = [(name, v) for name, v in shown if name is not None]
            parts.append(f"transformed ({', '.join(name for name, _ in loops)}) = ({', '.join(v for _, v in loops)})")
    if code is None:
        code = schedule.generate().body  # the lines of the code pane, whose helpers are folded above them
    lines = [index for index, (name, _) in statement_lines(code, kernel).items() if name == statement]
    if lines:
        text = code.splitlines()[lines[0]].strip()
        parts.append(f"runs at line {lines[0] + 1} of the transformed code: <code>{html.escape(text)}</code>")
    return "<br>".join(parts)
