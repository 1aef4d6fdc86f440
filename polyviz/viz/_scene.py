"""Drawing data, computed once and rendered twice (``_plotly`` and ``_mpl``).

A :class:`Scene` holds layers of three shapes (points, arrows, polylines) in display
coordinates, grouped into frames: one frame per slice of the hidden loops (a slider), or one
per execution step (an animation). Nothing here imports plotly or matplotlib.
"""
from __future__ import annotations

import math
from dataclasses import KW_ONLY, dataclass, field, replace
from typing import Any, Iterable, Mapping, Sequence

import islpy as isl

from ..model import stop_if_aborted
from . import colors
from ._model import DEFAULT_MAX_POINTS, Instance, Model

Pos = tuple[float, ...]

Z_OUTLINES, Z_LINES, Z_PATH, Z_POINTS, Z_ARROWS, Z_VIOLATED = range(6)


def counted(count: int, noun: str) -> str:
    """``1 tile``, ``4 tiles``: a count with its noun in the right number."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


@dataclass
class LegendEntry:
    """How a points or arrows layer appears in the legend (given by keyword, after the layer's data)."""

    _: KW_ONLY
    legend: bool = True
    group: str | None = None
    group_title: str | None = None
    meta: dict = field(default_factory=dict)
    #: position in the legend (lower first)
    rank: int = 0


@dataclass
class Points(LegendEntry):
    name: str
    positions: list[Pos]
    hover: list[str]
    #: one colour for all points, or one per point
    color: str | list[str]
    #: one marker for all points, or one per point (plotly names)
    symbol: str | list[str] = "circle"
    size: float = 10.0
    #: text drawn next to each point (execution order numbers)
    labels: list[str] | None = None
    #: an identifier per point (instance labels: ``S0[i=1, j=2]``)
    ids: list[str] | None = None
    #: extra per-point data (tile or step labels)
    data: list[str] | None = None
    #: each point's execution step (an index into ``Scene.steps``)
    steps: list[int] | None = None
    opacity: float = 1.0
    edge: str = "#333333"
    z: int = Z_POINTS


@dataclass
class Arrows(LegendEntry):
    name: str
    #: one polyline per arrow, from its tail to its head (already shortened to clear the markers)
    paths: list[list[Pos]]
    hover: list[str]
    color: str
    dash: str = "solid"
    width: float = 1.5
    opacity: float = 1.0
    z: int = Z_ARROWS
    #: a marker on each arrow's tail (plotly's name), or none
    tail: str | None = None


@dataclass
class Lines:
    name: str
    paths: list[list[Pos]]
    color: str
    dash: str = "solid"
    width: float = 1.0
    #: closed polygons filled with ``color`` at ``fill_alpha`` (tile outlines)
    closed: bool = False
    fill_alpha: float = 0.0
    #: text attached to the lines: (position, text, "top" | "right")
    labels: list[tuple[Pos, str, str]] = field(default_factory=list)
    hover: list[str] = field(default_factory=list)
    legend: bool = False
    meta: dict = field(default_factory=dict)
    z: int = Z_LINES


Layer = Points | Arrows | Lines


def empty_like(layer: Layer) -> Layer:
    if isinstance(layer, Points):
        return replace(layer, positions=[], hover=[], labels=[] if layer.labels is not None else None,
                       ids=[] if layer.ids is not None else None, data=[] if layer.data is not None else None,
                       steps=[] if layer.steps is not None else None,
                       color=[] if isinstance(layer.color, list) else layer.color)
    if isinstance(layer, Arrows):
        return replace(layer, paths=[], hover=[])
    return replace(layer, paths=[], labels=[], hover=[])


@dataclass
class Frame:
    label: str
    layers: dict[Any, Layer]


@dataclass
class Scene:
    #: 1, 2 or 3: how many loops are shown (1-D scenes still use (x, 0) positions)
    dim: int
    axes: list[str]
    title: str
    frames: list[Frame]
    #: layers that do not change from frame to frame
    base: dict[Any, Layer] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    active: int = 0
    slider_prefix: str = ""
    #: frames are execution steps (play button) rather than slices of hidden loops
    animated: bool = False
    #: dependence kinds present (the plotly figure gets one button per kind)
    kinds: list[str] = field(default_factory=list)
    #: labels of the execution steps that ``Points.steps`` number (empty without a schedule)
    steps: list[str] = field(default_factory=list)
    #: the loops ``show=`` could put on the axes instead (a front end's axis chooser offers them)
    loops: list[str] = field(default_factory=list)

    def keys(self) -> list[Any]:
        """Every layer key, in drawing order (lowest ``z`` first, then first appearance)."""
        seen: dict[Any, Layer] = {}
        for layers in [self.base] + [f.layers for f in self.frames]:
            for key, layer in layers.items():
                seen.setdefault(key, layer)
        order = {key: n for n, key in enumerate(seen)}
        return sorted(seen, key=lambda k: (seen[k].z, order[k]))

    def template(self, key) -> Layer:
        for layers in [self.base] + [f.layers for f in self.frames]:
            if key in layers:
                return layers[key]
        raise KeyError(key)

    def layers(self, index: int | None = None) -> dict[Any, Layer]:
        """All layers as shown in frame ``index`` (default: the active frame), in drawing order."""
        frame = self.frames[self.active if index is None else index]
        merged = {**self.base, **frame.layers}
        return {k: merged.get(k, empty_like(self.template(k))) for k in self.keys()}

    def frame_title(self, index: int | None = None) -> str:
        frame = self.frames[self.active if index is None else index]
        if len(self.frames) > 1 or frame.label:
            return f"{self.title} — {self.slider_prefix}{frame.label}" if frame.label else self.title
        return self.title


# --------------------------------------------------------------------------- views

def budget_note(what: str, count: int, limit: int, knob: str) -> str:
    return (f"Not drawn: {count:,} {what} exceed the budget of {knob}={limit:,}. "
            f"Lower the parameters, fix loops with fixed={{...}}, or raise {knob}.")


class View:
    """Which instances are drawn where: shown axes, sliced (hidden) loops, display positions."""

    def __init__(self, domain, params, schedule=None, *, coordinates: str = "domain",
                 time_names=None, show=None, fixed=None, max_points: int = DEFAULT_MAX_POINTS,
                 single_slice: bool = False):
        if coordinates not in ("domain", "schedule"):
            raise ValueError(f"coordinates must be 'domain' or 'schedule', not {coordinates!r}")
        if coordinates == "schedule" and schedule is None:
            raise ValueError("coordinates='schedule' needs a schedule")
        self.model = model = Model(domain, params, schedule, time_names)
        self.params = model.params
        self.coordinates = coordinates
        self.notes: list[str] = []
        if coordinates == "domain":
            self.names = model.iterator_names()
            candidates = list(self.names)
        else:
            self.names = [d.name for d in model.time_dims]
            candidates = [d.name for d in model.time_dims if not d.is_sequence]
        self.fixed = {self._name(k): int(v) for k, v in dict(fixed or {}).items()}
        shown = [self._name(k) for k in show] if show is not None else None
        if shown is not None:
            if not 1 <= len(shown) <= 3:
                raise ValueError(f"show= takes one, two or three loops, not {len(shown)}")
            if set(shown) & set(self.fixed):
                raise ValueError(f"loop(s) {', '.join(sorted(set(shown) & set(self.fixed)))} "
                                 "cannot be both shown and fixed")

        if coordinates == "domain":
            enum = model.enumerate(fixed_iterators=self.fixed, max_points=max_points)
        else:
            enum = model.enumerate(fixed_time={self.names.index(n): v for n, v in self.fixed.items()},
                                   max_points=max_points)
        self.enumeration = enum
        if enum.omitted:
            self.notes.append(budget_note("points", enum.omitted, max_points, "max_points"))
        for name in enum.unbounded:
            self.notes.append(f"Not drawn: statement {name} has infinitely many points for these "
                              "parameter values (its domain is unbounded).")
        self.instances: dict[Any, Instance] = {i.key: i for i in enum.instances}
        self.values: dict[Any, dict[str, int]] = {i.key: self._values(i) for i in enum.instances}

        candidates = [c for c in candidates if c not in self.fixed]
        self.loops = candidates
        if shown is None:
            shown = candidates if len(candidates) <= 3 else candidates[-2:]
            if not shown:
                shown = [n for n in self.names if n not in self.fixed][:1] or self.names[:1]
        self.axes = shown
        #: axis titles for the figure (a statement without loops still gets one axis)
        self.axis_titles = list(shown) or ["(no loop)"]
        self.dim = max(1, len(shown))

        distinct: dict[str, set[int]] = {}
        for vals in self.values.values():
            for n, v in vals.items():
                distinct.setdefault(n, set()).add(v)
        self.hidden = [c for c in candidates if c not in shown and len(distinct.get(c, ())) > 1]
        slices = sorted({tuple(vals[h] for h in self.hidden) for vals in self.values.values()
                         if all(h in vals for h in self.hidden)})
        if not slices:
            slices = [tuple(None for _ in self.hidden)]
        if single_slice and len(slices) > 1:
            self.notes.append(f"Showing the slice {self.slice_label(slices[0])} only "
                              "(choose another one with fixed={...}).")
            slices = slices[:1]
        self.slices: list[tuple] = slices
        self._slices_of: dict[Any, set[int]] = {}
        self._slice_numbers = {s: n for n, s in enumerate(slices)}

        for stmt, its in model.iterators.items():
            lacking = [a for a in shown if coordinates == "domain" and a not in its]
            if lacking and any(i.statement == stmt for i in enum.instances):
                self.notes.append(f"{stmt} has no loop {', '.join(lacking)}: drawn at "
                                  f"{', '.join(a + ' = 0' for a in lacking)}.")
        self.positions: dict[Any, Pos] = self._positions()

    # names ---------------------------------------------------------------
    def _name(self, ref) -> str:
        if isinstance(ref, int) and not isinstance(ref, bool):
            if not 0 <= ref < len(self.names):
                raise ValueError(f"there is no dimension {ref}: the dimensions are {', '.join(self.names)}")
            return self.names[ref]
        if ref not in self.names:
            kind = "loops" if self.coordinates == "domain" else "schedule dimensions"
            raise ValueError(f"no loop named {ref!r}; the {kind} are {', '.join(self.names)}")
        return ref

    def _values(self, inst: Instance) -> dict[str, int]:
        if self.coordinates == "domain":
            return dict(zip(inst.iterators, inst.coords))
        return dict(zip(self.names, inst.time or ()))

    def slice_label(self, s: tuple) -> str:
        return ", ".join(f"{h} = {v}" for h, v in zip(self.hidden, s) if v is not None)

    # membership ----------------------------------------------------------
    def slice_indices(self, key) -> set[int]:
        """The slices instance ``key`` is drawn in: one, or every slice of a hidden loop it lacks.

        Called for both ends of every arrow, so the answer is remembered per instance.
        """
        if key not in self._slices_of:
            vals = self.values[key]
            if all(h in vals for h in self.hidden):
                n = self._slice_numbers.get(tuple(vals[h] for h in self.hidden))
                self._slices_of[key] = {n} if n is not None else set()
            else:
                self._slices_of[key] = {n for n, s in enumerate(self.slices)
                                        if all(v is None or vals.get(h, v) == v for h, v in zip(self.hidden, s))}
        return self._slices_of[key]

    def members(self) -> list[list[Any]]:
        """Instance keys of each slice, in enumeration order."""
        result: list[list[Any]] = [[] for _ in self.slices]
        for key in self.instances:
            for n in self.slice_indices(key):
                result[n].append(key)
        return result

    # positions -----------------------------------------------------------
    def _positions(self) -> dict[Any, Pos]:
        raw = {k: tuple(float(vals.get(a, 0)) for a in self.axes) for k, vals in self.values.items()}
        by_stmt: dict[str, set[Pos]] = {}
        for (stmt, _), pos in raw.items():
            by_stmt.setdefault(stmt, set()).add(pos)
        stmts = sorted(by_stmt)
        overlap = any(by_stmt[a] & by_stmt[b] for n, a in enumerate(stmts) for b in stmts[n + 1:])
        if overlap:      # statements at the same coordinates: shift each a little along the diagonal
            shift = {s: (n - (len(stmts) - 1) / 2) * 0.2 for n, s in enumerate(stmts)}
            raw = {k: tuple(c + shift[k[0]] for c in pos) for k, pos in raw.items()}
            self.notes.append("Statements that share coordinates are drawn slightly apart.")
        if self.dim == 1:
            raw = {k: (pos[0] if pos else 0.0, 0.0) for k, pos in raw.items()}
        return raw

    def bounds(self, pad: float = 1.0) -> list[tuple[float, float]]:
        if not self.positions:
            return [(-pad, pad)] * max(2, self.dim)
        n = len(next(iter(self.positions.values())))
        return [(min(p[k] for p in self.positions.values()) - pad, max(p[k] for p in self.positions.values()) + pad)
                for k in range(n)]

    def hover(self, key) -> str:
        inst = self.instances[key]
        text = inst.label()
        if inst.time is not None:
            text += f"<br>time [{', '.join(str(t) for t in inst.time)}]"
        return text

    def default_title(self, what: str) -> str:
        params = ", ".join(f"{k} = {v}" for k, v in sorted(self.params.items())
                           if any(k in _param_names(s) for s in self.model.sets.values()))
        where = " (schedule coordinates)" if self.coordinates == "schedule" else ""
        fixed = ", ".join(f"{k} = {v}" for k, v in self.fixed.items())
        return f"{what}{where}" + "".join(f", {t}" for t in (params, fixed) if t)


def _param_names(s) -> list[str]:
    return [s.get_dim_name(isl.dim_type.param, k) for k in range(s.dim(isl.dim_type.param))]


def point_size(n: int, dim: int) -> float:
    """Marker size in pixels: smaller when there are many points."""
    if n <= 0:
        return 10.0
    side = n ** (1.0 / max(2, dim))
    return max(3.0, min(11.0, 80.0 / side))


def statement_points(view: View, keys: Sequence[Any], *, labels: Mapping[Any, str] | None = None,
                     colors_of: Mapping[Any, str] | None = None, data_of: Mapping[Any, str] | None = None,
                     steps: Mapping[Any, int] | None = None, size: float | None = None) -> dict[Any, Points]:
    """One points layer per statement (every statement gets a layer, possibly empty)."""
    size = size or point_size(len(view.instances) // max(1, len(view.slices)), view.dim)
    layers: dict[Any, Points] = {}
    for stmt in view.model.statements:
        ks = [k for k in keys if k[0] == stmt]
        layers[("points", stmt)] = Points(
            name=stmt, positions=[view.positions[k] for k in ks],
            hover=[view.hover(k) + (f"<br>{data_of[k]}" if data_of is not None else "") for k in ks],
            color=[colors_of[k] for k in ks] if colors_of is not None else colors.statement_color(stmt),
            symbol=colors.statement_symbol(stmt), size=size,
            labels=[labels[k] for k in ks] if labels is not None else None,
            ids=[view.instances[k].label() for k in ks],
            data=[data_of[k] for k in ks] if data_of is not None else None,
            steps=[steps[k] for k in ks] if steps is not None else None,
            group="statements", meta={"role": "points", "statement": stmt})
    return layers


def sliced_frames(view: View, make_layers) -> list[Frame]:
    """One frame per slice; ``make_layers(keys, slice_index)`` returns that slice's layers."""
    frames = []
    for n, keys in enumerate(view.members()):
        stop_if_aborted()  # a frame's layers are pure Python that a stop must reach too
        frames.append(Frame(view.slice_label(view.slices[n]), make_layers(keys, n)))
    return frames


# --------------------------------------------------------------------------- geometry

def arrow_path(a: Pos, b: Pos, *, curved: bool = False) -> list[Pos] | None:
    """A polyline from ``a`` to ``b`` that stops short of both points' markers (None if a == b)."""
    length = math.dist(a, b)
    if length < 1e-9:
        return None
    if curved:        # 1-D: an arc above (forward) or below (backward) the axis
        (x0, _), (x1, _) = a, b
        h = 0.35 * (x1 - x0)
        ctrl = ((x0 + x1) / 2, h)
        pts = []
        for n in range(17):
            t = n / 16
            pts.append(((1 - t) ** 2 * x0 + 2 * t * (1 - t) * ctrl[0] + t * t * x1,
                        2 * t * (1 - t) * ctrl[1]))
        gap = min(0.15, 0.2 * abs(x1 - x0))
        return _trim(pts, gap, gap)
    start_gap = min(0.12, 0.2 * length)
    end_gap = min(0.2, 0.25 * length)
    u = tuple((q - p) / length for p, q in zip(a, b))
    return [tuple(p + start_gap * d for p, d in zip(a, u)), tuple(q - end_gap * d for q, d in zip(b, u))]


def _trim(pts: list[Pos], start: float, end: float) -> list[Pos]:
    def cut(seq, amount):
        while len(seq) > 2 and amount > 0:
            d = math.dist(seq[0], seq[1])
            if d > amount:
                t = amount / d
                seq[0] = tuple(p + t * (q - p) for p, q in zip(seq[0], seq[1]))
                return seq
            amount -= d
            seq.pop(0)
        return seq
    pts = cut(list(pts), start)
    return list(reversed(cut(list(reversed(pts)), end)))


def convex_hull(points: Iterable[tuple[float, float]]) -> list[tuple[float, float]]:
    """Counter-clockwise hull (Andrew's monotone chain); fewer than 3 points come back as they are."""
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def outline(positions: Sequence[Pos], dim: int, pad: float = 0.38) -> list[list[Pos]]:
    """Closed outline(s) around a group of points: padded convex hull (2-D), box edges (3-D)."""
    if dim == 3:
        lo = [min(p[k] for p in positions) - pad for k in range(3)]
        hi = [max(p[k] for p in positions) + pad for k in range(3)]
        corner = lambda bits: tuple(hi[k] if bits >> k & 1 else lo[k] for k in range(3))  # noqa: E731
        edges = []
        for bits in range(8):
            for k in range(3):
                if not bits >> k & 1:
                    edges.append([corner(bits), corner(bits | 1 << k)])
        return edges
    corners = [(p[0] + dx, p[1] + dy) for p in positions for dx in (-pad, pad) for dy in (-pad, pad)]
    hull = convex_hull(corners)
    return [hull + hull[:1]]


def clip_line(a: Sequence[float], b: float, box: Sequence[tuple[float, float]]) -> tuple[Pos, Pos] | None:
    """The part of the line ``a[0]·x + a[1]·y + b = 0`` inside ``box`` (None if it misses)."""
    (x0, x1), (y0, y1) = box[0], box[1]
    ax, ay = a
    pts: list[Pos] = []
    if ay != 0:
        for x in (x0, x1):
            y = -(ax * x + b) / ay
            if y0 - 1e-9 <= y <= y1 + 1e-9:
                pts.append((x, y))
    if ax != 0:
        for y in (y0, y1):
            x = -(ay * y + b) / ax
            if x0 - 1e-9 <= x <= x1 + 1e-9:
                pts.append((x, y))
    pts = sorted(set((round(x, 9), round(y, 9)) for x, y in pts))
    if len(pts) < 2:
        return None
    return pts[0], pts[-1]


def fmt_vector(values: Iterable[int]) -> str:
    return "(" + ", ".join(str(v) for v in values) + ")"
