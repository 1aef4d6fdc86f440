"""Render a :class:`~polyviz.viz._scene.Scene` as an interactive plotly figure.

The figure is first written as a plain plotly.js specification (``figure_spec``: dicts and
lists only), then handed to ``go.Figure`` once. Building it through ``go.Scatter(...)``,
``update_layout`` and ``go.Frame`` objects instead made plotly validate and copy every value
several times over, which was most of the Explorer's update time; the Explorer sends the
specification to the browser directly and builds a ``go.Figure`` only when Python code asks.

Every layer becomes a fixed number of traces (so frames can replace them by index); each
trace carries ``meta`` describing its role (``{"role": "points", "statement": "S0"}``,
``{"role": "dependences", "kind": "RAW", "array": "A"}``, ...).
"""
from __future__ import annotations

import functools
import math
import textwrap

from ..model import stop_if_aborted
from . import colors
from ._scene import Arrows, Points, Scene

#: plotly.js marker symbols of a 3-D view's points, by their 2-D symbol (scatter3d has no triangle).
MARKER_SYMBOLS_3D = {"circle": "circle", "square": "square", "diamond": "diamond", "triangle-up": "cross"}
_TEXT_POSITION = {"top": "bottom right", "right": "top left"}
TEMPLATE = "plotly_white"
#: Pixels of the text on a plot (tile numbers, execution order): 9-11 px tile numbers could not be read in 3-D.
LABEL_SIZE = 12
#: Above this many points a 2-D points trace is drawn with WebGL (SVG slows down past a few thousand).
WEBGL_POINTS = 1500


def wrap_note(note: str, width: int = 95) -> str:
    return "<br>".join(textwrap.wrap(note, width)) or note


def to_plotly(scene: Scene):
    import plotly.graph_objects as go

    return go.Figure(figure_spec(scene))


def figure_spec(scene: Scene, *, all_frames: bool = True) -> dict:
    """The plotly.js figure of ``scene`` as plain data (``{"data": [...], "layout": {...}, "frames": [...]}``).

    ``all_frames=False`` draws only the active frame, without a slider: for callers that
    offer their own slice control and re-render on change (the Explorer).
    """
    keys = scene.keys()
    initial = scene.layers(scene.active)
    data, index = [], {}
    for key in keys:
        stop_if_aborted()  # a 3-D layer's traces take milliseconds of pure Python: a stop reaches them
        traces = _traces(initial[key], scene.dim)
        index[key] = list(range(len(data), len(data) + len(traces)))
        data += traces
    sliced = all_frames and len(scene.frames) > 1
    layout = _layout(scene, sliced)
    menus = _kind_buttons(scene, keys, index)
    spec = {"data": data, "layout": layout}
    if sliced:
        spec["frames"], slider, play = _frames(scene, keys, index)
        layout["sliders"] = [slider]
        menus += play
    if menus:
        layout["updatemenus"] = menus
    return spec


def template_spec() -> dict:
    """The plotly template every figure uses, as plotly.js reads it (the browser has no names)."""
    return _resolved_template()


@functools.cache
def _resolved_template() -> dict:
    import plotly.io as pio

    return pio.templates[TEMPLATE].to_plotly_json()


# --------------------------------------------------------------------------- traces

def _trace(kind: str, **properties) -> dict:
    """A trace of type ``kind``; properties given as ``None`` are left out, as plotly does."""
    return {"type": kind, **{k: v for k, v in properties.items() if v is not None}}


def _xyz(positions, dim):
    xs = [p[0] for p in positions]
    ys = [p[1] if len(p) > 1 else 0.0 for p in positions]
    zs = [p[2] for p in positions] if dim == 3 else None
    return xs, ys, zs


def _traces(layer, dim: int) -> list[dict]:
    if isinstance(layer, Points):
        return [_points(layer, dim)]
    if isinstance(layer, Arrows):
        return _arrows(layer, dim)
    return _lines(layer, dim)


def _legend(layer) -> dict:
    out = dict(name=layer.name, showlegend=bool(layer.legend and layer.name), meta=layer.meta,
               legendrank=1000 + getattr(layer, "rank", 0))
    if getattr(layer, "group", None):
        out["legendgroup"] = layer.group
    if getattr(layer, "group_title", None):
        out["legendgrouptitle"] = {"text": layer.group_title}
    return out


def _points(layer: Points, dim: int) -> dict:
    xs, ys, zs = _xyz(layer.positions, dim)
    mode = "markers+text" if layer.labels else "markers"
    marker = dict(color=layer.color, size=layer.size, opacity=layer.opacity,
                  line=dict(width=0.8, color=layer.edge))
    common = dict(x=xs, y=ys, mode=mode, hovertext=layer.hover, hoverinfo="text", ids=layer.ids,
                  customdata=layer.data, **_legend(layer))
    if layer.labels:
        common.update(text=layer.labels, textfont=dict(size=LABEL_SIZE, color="#222222"), textposition="top center")
    if dim == 3:
        symbol = ([MARKER_SYMBOLS_3D.get(s, "circle") for s in layer.symbol] if isinstance(layer.symbol, list)
                  else MARKER_SYMBOLS_3D.get(layer.symbol, "circle"))
        marker.update(symbol=symbol, size=max(2.0, layer.size * 0.55))
        return _trace("scatter3d", z=zs, marker=marker, **common)
    marker.update(symbol=layer.symbol)
    kind = "scattergl" if len(xs) > WEBGL_POINTS else "scatter"
    # A statement's points trace has a stable uid: plotly.js puts it in the trace's SVG class,
    # so a page's stylesheet can light up one statement's points (linked views).
    uid = f"polyviz-{layer.meta['statement']}" if "statement" in layer.meta else None
    return _trace(kind, marker=marker, cliponaxis=False if kind == "scatter" else None, uid=uid, **common)


def _arrows(layer: Arrows, dim: int) -> list[dict]:
    # An arrow's text is on its head only: its tail is the source instance, whose own points
    # trace tells it, and repeating the text was half of what a 3-D update sent to the browser.
    xs, ys, zs, sizes, hover = [], [], [], [], []
    head_symbol = "arrow" if dim != 3 else "circle"
    symbols = [] if layer.tail else None  # one per vertex when the tails are marked
    for path, text in zip(layer.paths, layer.hover):
        for n, p in enumerate(path):
            head = n == len(path) - 1
            xs.append(p[0])
            ys.append(p[1])
            if dim == 3:
                zs.append(p[2])
            sizes.append(11 if head else 9 if layer.tail and n == 0 else 0)
            hover.append(text if head else "")
            if symbols is not None:
                symbols.append(layer.tail if n == 0 and not head else head_symbol)
        xs.append(None)
        ys.append(None)
        if dim == 3:
            zs.append(None)
        sizes.append(0)
        hover.append("")
        if symbols is not None:
            symbols.append(head_symbol)
    if dim != 3:
        return [_trace("scatter", x=xs, y=ys, mode="lines+markers", hovertext=hover, hoverinfo="text",
                       opacity=layer.opacity if layer.opacity < 1 else None,
                       line=dict(color=layer.color, width=layer.width, dash=layer.dash),
                       marker=dict(symbol=symbols or head_symbol, angleref="previous", size=sizes,
                                   color=layer.color, line=dict(width=0)),
                       **_legend(layer))]
    # One scatter3d trace per layer (a cone trace beside it would cost the browser a second
    # WebGL redraw on every update): each arrow fades in from its source and ends in a dot.
    # The fade is one colour per vertex (a 3-D arrow is a straight tail-to-head segment, and
    # plotly.js shades a line between its vertices' colours), not numbers on a colour scale:
    # plotly.js evaluates a scale vertex by vertex on every redraw, a visible share of its
    # main-thread time in a slider move (docs/design-notes.md). The gap after an arrow draws nothing.
    faint = colors.with_alpha(layer.color, 0.15)
    fade = []
    for path in layer.paths:
        fade += [faint] + [layer.color] * len(path)
    lines = _trace("scatter3d", x=xs, y=ys, z=zs, mode="lines+markers",
                   line=dict(color=fade, width=layer.width * 3),
                   marker=dict(size=[s * 0.45 for s in sizes], color=layer.color, line=dict(width=0),
                               **({"symbol": symbols} if symbols else {})),
                   opacity=layer.opacity if layer.opacity < 1 else None,
                   hovertext=hover, hoverinfo="text", **_legend(layer))
    return [lines]


def _lines(layer, dim: int) -> list[dict]:
    xs, ys, zs, hover = [], [], [], []
    for n, path in enumerate(layer.paths):
        text = layer.hover[n] if n < len(layer.hover) else ""
        for p in path:
            xs.append(p[0])
            ys.append(p[1])
            if dim == 3:
                zs.append(p[2])
            hover.append(text)
        xs.append(None)
        ys.append(None)
        if dim == 3:
            zs.append(None)
        hover.append("")
    label_meta = {**layer.meta, "role": f"{layer.meta.get('role', 'lines')}-labels"}
    lx, ly, lz = _xyz([p for p, _, _ in layer.labels], dim)
    # labels at the top of a line start just right of it; "\u2002" is an en space
    texts = ["\u2002" + t if a == "top" else t for _, t, a in layer.labels]
    if dim == 3:
        lines = _trace("scatter3d", x=xs, y=ys, z=zs, mode="lines", hovertext=hover, hoverinfo="text",
                       line=dict(color=layer.color, width=layer.width * 2), **_legend(layer))
        labels = _trace("scatter3d", x=lx, y=ly, z=lz, mode="text", text=texts, hoverinfo="skip", showlegend=False,
                        textfont=dict(color=layer.color, size=LABEL_SIZE), meta=label_meta)
        return [lines, labels]
    fill = dict(fill="toself", fillcolor=colors.with_alpha(layer.color, layer.fill_alpha)) if layer.closed else {}
    lines = _trace("scatter", x=xs, y=ys, mode="lines", hovertext=hover,
                   hoverinfo="text" if layer.hover else "skip",
                   line=dict(color=layer.color, width=layer.width, dash=layer.dash), **fill, **_legend(layer))
    labels = _trace("scatter", x=lx, y=ly, mode="text", text=texts, hoverinfo="skip", showlegend=False,
                    cliponaxis=False, textposition=[_TEXT_POSITION.get(a, "top center") for _, _, a in layer.labels],
                    textfont=dict(color=layer.color, size=LABEL_SIZE), meta=label_meta)
    return [lines, labels]


# --------------------------------------------------------------------------- layout

def _layout(scene: Scene, sliced: bool) -> dict:
    notes = [wrap_note(n) for n in scene.notes]
    n_note_lines = sum(n.count("<br>") + 1 for n in notes)
    layout = dict(
        template=template_spec(), height=(340 if scene.dim == 1 else 560) + 16 * n_note_lines,
        title=dict(text=scene.frame_title(), x=0.01, xanchor="left", y=0.99, yanchor="top"),
        margin=dict(t=60 + 16 * n_note_lines, b=90 if sliced else 50, l=60, r=30),
        legend=dict(groupclick="toggleitem", itemsizing="constant"),
        hoverlabel=dict(align="left"),
        meta={"polyviz": {"axes": list(scene.axes), "notes": list(scene.notes), "dim": scene.dim}},
    )
    if notes:
        layout["annotations"] = [
            dict(text=note, name="polyviz-note", xref="paper", yref="paper", x=0, y=1, xanchor="left",
                 yanchor="bottom", align="left", showarrow=False,
                 yshift=4 + 16 * sum(m.count("<br>") + 1 for m in notes[n + 1:]),
                 font=dict(size=12, color="#8B2A00"))
            for n, note in enumerate(notes)]
    spans = _spans(scene)
    if scene.dim == 3:
        layout["scene"] = dict(aspectmode="data", **{
            f"{c}axis": dict(title=dict(text=name), **({"dtick": 1} if span <= 12 else {}))
            for c, name, span in zip("xyz", scene.axes, spans)})
        return layout
    # Equal units on both axes by shrinking the plot area, not by widening the x range past the
    # points (constrain="domain"); titles get the margin they need (automargin).
    layout["xaxis"] = dict(title=dict(text=scene.axes[0]), zeroline=False, automargin=True, constrain="domain",
                           **({"dtick": 1} if spans[0] <= 24 else {}))
    if scene.dim == 1:
        layout["yaxis"] = dict(visible=False, range=[-1.2, 1.2], scaleanchor="x", scaleratio=1, constrain="domain")
    else:
        layout["yaxis"] = dict(title=dict(text=scene.axes[1], standoff=8), zeroline=False, automargin=True,
                               scaleanchor="x", scaleratio=1, constrain="domain",
                               **({"dtick": 1} if spans[1] <= 24 else {}))
    return layout


def _spans(scene: Scene) -> list[float]:
    lo, hi = [math.inf] * 3, [-math.inf] * 3
    for n in range(len(scene.frames)):
        for layer in scene.layers(n).values():
            if isinstance(layer, Points):
                for p in layer.positions:
                    for k, c in enumerate(p):
                        lo[k], hi[k] = min(lo[k], c), max(hi[k], c)
    return [h - l if h >= l else 0 for l, h in zip(lo, hi)]


def _kind_buttons(scene: Scene, keys, index) -> list[dict]:
    if len(scene.kinds) < 2:
        return []
    roles = [key for key in keys for _ in index[key]]

    def visible(kind):
        return [True if not (k[0] == "dependences") else (kind is None or k[1] == kind) for k in roles]

    buttons = [dict(label="all dependences", method="restyle", args=[{"visible": visible(None)}])]
    buttons += [dict(label=f"{kind} only", method="restyle", args=[{"visible": visible(kind)}])
                for kind in scene.kinds]
    return [dict(type="buttons", direction="down", buttons=buttons, showactive=True,
                 x=1.02, xanchor="left", y=0, yanchor="bottom", name="kinds")]


def _frames(scene: Scene, keys, index) -> tuple[list[dict], dict, list[dict]]:
    """The frames, the slider that picks one, and the play/pause buttons of an animation."""
    frames = []
    for n, frame in enumerate(scene.frames):
        dynamic = [k for k in keys if k in frame.layers] if scene.animated else [k for k in keys if k not in scene.base]
        full = scene.layers(n)
        data, traces = [], []
        for key in dynamic:
            data += _traces(full[key], scene.dim)
            traces += index[key]
        frames.append(dict(data=data, traces=traces, name=f"f{n}",
                           layout=dict(title=dict(text=scene.frame_title(n)))))
    step_args = dict(mode="immediate", frame=dict(duration=0, redraw=True), transition=dict(duration=0))
    slider = dict(
        active=scene.active, x=0.05, len=0.9, y=0, yanchor="top", pad=dict(t=35),
        currentvalue=dict(prefix=scene.slider_prefix or "slice: ", visible=True),
        steps=[dict(label=f.label or str(n), method="animate", args=[[f"f{n}"], step_args])
               for n, f in enumerate(scene.frames)])
    play = []
    if scene.animated:
        playing = dict(frame=dict(duration=450, redraw=True), transition=dict(duration=0), fromcurrent=True,
                       mode="immediate")
        paused = dict(mode="immediate", frame=dict(duration=0, redraw=False), transition=dict(duration=0))
        play.append(dict(type="buttons", direction="left", x=0.05, xanchor="right", y=0, yanchor="top",
                         pad=dict(t=40, r=10), showactive=False, name="play",
                         buttons=[dict(label="▶ play", method="animate", args=[None, playing]),
                                  dict(label="❚❚ pause", method="animate", args=[[None], paused])]))
    return frames, slider, play
