"""Scene builders: one per kind of figure. Each returns a renderer-neutral :class:`Scene`.

The docstrings here are the public documentation: :mod:`polyviz.viz.figures` wraps every
builder twice (plotly and matplotlib) with the same signature.
"""
from __future__ import annotations

import math
from dataclasses import replace
from typing import Any, Iterable, Mapping, Sequence

import islpy as isl

from ..model import stop_if_aborted
from . import colors
from ._model import DEFAULT_MAX_POINTS, PairSet, count_points, maps_of, restrict_relation
from ._scene import (Z_OUTLINES, Z_PATH, Z_VIOLATED, Arrows, Frame, Lines, Points, Scene, View, arrow_path, counted,
                     budget_note, clip_line, fmt_vector, outline, sliced_frames, statement_points)
from .constraints import constraints_of

KIND_ORDER = {"RAW": 0, "WAR": 1, "WAW": 2}


# --------------------------------------------------------------------------- iteration domain

def domain_scene(domain, params: Mapping[str, int] | None = None, *, schedule=None,
                 coordinates: str | None = None, time_names: Sequence[str] | None = None,
                 show: Sequence[str | int] | None = None, fixed: Mapping[str | int, int] | None = None,
                 constraints: bool | None = None, max_points: int = DEFAULT_MAX_POINTS,
                 title: str | None = None) -> Scene:
    """The integer points of an iteration domain for given parameter values.

    ``domain`` is an ``isl.Set`` (one statement) or ``isl.UnionSet`` (one trace per statement);
    ``params`` gives every parameter a value, e.g. ``{"n": 6}``. With a ``schedule`` (an
    ``isl.Map``/``UnionMap``/``Schedule`` to time vectors) the points are placed in schedule
    coordinates (``coordinates="schedule"``, the default when a schedule is given), with axes named
    by ``time_names`` (e.g. ``["w", "i"]``). ``show`` picks the one to three loops drawn (names or
    positions); the other loops are fixed by ``fixed={"k": 0}`` or browsed with a slider.
    ``constraints`` draws each bounding constraint as a line labelled with its inequality (default:
    for a single statement shown in 1-D or 2-D). At most ``max_points`` points are drawn; above
    that the figure says what it left out.
    """
    if coordinates is None:
        coordinates = "schedule" if schedule is not None else "domain"
    view = View(domain, params, schedule, coordinates=coordinates, time_names=time_names, show=show,
                fixed=fixed, max_points=max_points)
    if constraints is None:
        constraints = len(view.model.statements) == 1 and view.dim <= 2
    constraints = bool(constraints) and view.dim <= 2 and bool(view.instances)
    rows = _constraint_rows(view) if constraints else {}
    # lines run one unit past the points, and further right and up where their labels go
    box = [(lo, hi + 0.9) for lo, hi in view.bounds(pad=1.0)]

    def layers(keys, n):
        result: dict[Any, Any] = dict(statement_points(view, keys))
        for stmt in view.model.statements:
            if constraints:
                result[("constraints", stmt)] = _constraint_lines(view, stmt, rows[stmt],
                                                                  [k for k in keys if k[0] == stmt], box)
        return result

    return Scene(view.dim, view.axis_titles, title or view.default_title("Iteration domain"),
                 sliced_frames(view, layers), notes=view.notes)


def _constraint_rows(view: View) -> dict[str, list]:
    model = view.model
    rows = {}
    for stmt, s in model.sets.items():
        if view.coordinates == "domain":
            rows[stmt] = constraints_of(s, statement=stmt)
        else:
            image = s.apply(model.schedule_maps[stmt])
            names = [d.name for d in model.time_dims][:image.dim(isl.dim_type.set)]
            rows[stmt] = constraints_of(image, names=names, statement=stmt)
    return rows


def _constraint_lines(view: View, stmt: str, rows, keys, box) -> Lines:
    axes = view.axes
    values: dict[str, set[int]] = {}
    for k in keys:
        for name, v in view.values[k].items():
            values.setdefault(name, set()).add(v)
    known = {n: next(iter(vs)) for n, vs in values.items() if len(vs) == 1 and n not in axes}
    known.update(view.fixed)
    paths, labels, hover, seen = [], [], [], set()
    for row in rows:
        if any(row.div_coefficients):
            continue
        a = [0] * len(axes)
        b = row.offset(view.params)
        drawable = True
        for c, name in zip(row.coefficients, row.variables):
            if not c:
                continue
            if name in axes:
                a[axes.index(name)] += c
            elif name in known:
                b += c * known[name]
            else:
                drawable = False
        if not drawable or not any(a) or (tuple(a), b) in seen:
            continue
        seen.add((tuple(a), b))
        text = row.text()
        if len(axes) == 1:
            x = -b / a[0]
            if not box[0][0] <= x <= box[0][1]:
                continue
            seg = ((x, -0.6), (x, 0.6))
            label = (seg[1], text, "top")
        else:
            seg = clip_line(a, b, box[:2])
            if seg is None:
                continue
            end = max(seg, key=lambda p: (p[1], p[0]))
            label = (end, text, "top" if abs(a[0]) > abs(a[1]) else "right")
        paths.append(list(seg))
        labels.append(label)
        hover.append(f"{stmt}: {text}")
    return Lines(name=f"constraints of {stmt}", paths=paths, color=colors.LINE_COLOR, dash="dash",
                 width=1.0, labels=labels, hover=hover, meta={"role": "constraints", "statement": stmt})


# --------------------------------------------------------------------------- dependences

def dependence_records(dependences) -> list[tuple[str, str, Any]]:
    """``(kind, array, relation)`` for objects with ``.kind/.array/.relation`` or 3-tuples."""
    if dependences is None:
        return []
    if hasattr(dependences, "relation") or isinstance(dependences, (isl.Map, isl.UnionMap, str)):
        dependences = [dependences]
    records = []
    for d in dependences:
        if hasattr(d, "relation"):
            records.append((str(d.kind), str(d.array), d.relation))
        elif isinstance(d, tuple) and len(d) == 3:
            records.append((str(d[0]), str(d[1]), d[2]))
        else:
            raise TypeError("a dependence is an object with .kind, .array and .relation, or a tuple "
                            f"(kind, array, relation); got {type(d).__name__}")
    return records


def _across(view: View, src, snk) -> str:
    """Which way a dependence leaves its slice: the sign of its step along each hidden loop it
    moves on (``+t``, ``+i_t -j_t``)."""
    source, sink = view.values[src], view.values[snk]
    steps = [("+" if sink[h] > source[h] else "-") + h for h in view.hidden
             if h in source and h in sink and sink[h] != source[h]]
    return " ".join(steps) or "a loop only one end has"


def _relations(violated) -> list[Any]:
    if violated is None:
        return []
    if isinstance(violated, (isl.Map, isl.UnionMap, isl.BasicMap, str)) or hasattr(violated, "relation"):
        violated = [violated]
    return [getattr(v, "relation", v) for v in violated]


def dependence_scene(domain, dependences, params: Mapping[str, int] | None = None, *, schedule=None,
                     coordinates: str = "domain", time_names: Sequence[str] | None = None,
                     show: Sequence[str | int] | None = None, fixed: Mapping[str | int, int] | None = None,
                     violated=None, kinds: Iterable[str] | None = None, direct_only: bool = False,
                     tile_dims: int = 0, parallel: Iterable[str | int] = (),
                     max_points: int = DEFAULT_MAX_POINTS, max_arrows: int | None = None,
                     title: str | None = None) -> Scene:
    """Dependences as arrows from source instance to sink instance, over the domain's points.

    ``dependences`` is a list of objects with ``.kind`` (``"RAW"``, ``"WAR"``, ``"WAW"``),
    ``.array`` and ``.relation`` (an ``isl.Map``/``UnionMap`` between statement instances), or of
    ``(kind, array, relation)`` tuples. Arrows are coloured by kind, dashed by array, and can be
    toggled per kind (legend groups and buttons); hovering shows both instances and the distance
    vector (and the distance in the ``schedule``, if one is given). ``violated`` (a relation, or a
    list of relations or dependences) is drawn on top in red: the violated instance pairs of an
    illegal transformation. ``max_arrows`` (default: ``max_points``) bounds the arrows drawn.

    ``kinds`` draws only those dependence kinds (e.g. ``["RAW"]``); ``direct_only`` leaves out the
    transitive pairs, those also joined through a third instance by the drawn dependences.

    With a ``schedule``, every point also gets its execution step (``Points.steps``, labelled by
    ``Scene.steps``): instances whose time vectors differ only in the ``parallel`` time dimensions
    (names or positions) run in the same step. ``tile_dims`` > 0 says the first ``tile_dims``
    time dimensions are tile loops: then a step is a tile, each tile is outlined in its colour and
    numbered in execution order, and dependences within a tile are drawn apart from those
    crossing from one tile to another. Other options as for the domain figure.
    """
    view = View(domain, params, schedule, coordinates=coordinates, time_names=time_names, show=show,
                fixed=fixed, max_points=max_points)
    max_arrows = max_points if max_arrows is None else max_arrows
    records = sorted(dependence_records(dependences), key=lambda r: (KIND_ORDER.get(r[0].upper(), 9), r[0], r[1]))
    if kinds is not None:
        wanted = {k.upper() for k in kinds}
        records = [r for r in records if r[0].upper() in wanted]
    visible = view.enumeration.visible
    restricted = [(kind, array, restrict_relation(rel, view.params, visible)) for kind, array, rel in records]
    if direct_only:
        restricted = _direct_pairs(restricted)
    steps = _execution_steps(view, tile_dims, parallel) if schedule is not None else None
    tile_of = {k: view.instances[k].time[:tile_dims] for k in view.instances} if tile_dims and steps else None
    bad = [restrict_relation(rel, view.params, visible) for rel in _relations(violated)]
    total = sum(p.count for _, _, p in restricted) + sum(p.count for p in bad)
    draw = total <= max_arrows and not view.enumeration.omitted
    notes = list(view.notes)
    if total > max_arrows:
        notes.append(budget_note("dependence arrows", total, max_arrows, "max_arrows"))
    elif view.enumeration.omitted and total:
        notes.append(f"Not drawn: {total:,} dependence arrows (their points are not drawn).")
    if any(p.unbounded for _, _, p in restricted) or any(p.unbounded for p in bad):
        notes.append("Some dependence relations have infinitely many pairs here and are not drawn.")

    per_slice: list[dict[Any, Arrows]] = [{} for _ in view.slices]
    crossing = zero = 0
    crossing_along: dict[str, int] = {}  # the dependences between slices, per direction across them

    def add(key, pair, hover_prefix):
        nonlocal crossing, zero
        stop_if_aborted()  # thousands of arrows: pure Python that a stop must reach too
        src, snk = pair
        if src not in view.instances or snk not in view.instances:
            return
        slices = view.slice_indices(src) & view.slice_indices(snk)
        if not slices:
            crossing += 1
            direction = _across(view, src, snk)
            crossing_along[direction] = crossing_along.get(direction, 0) + 1
            return
        path = arrow_path(view.positions[src], view.positions[snk], curved=view.dim == 1)
        if path is None:
            zero += 1
            return
        text = hover_prefix + _pair_text(view, src, snk)
        if tile_of is not None and key[0] == "dependences":
            key = key + ("across" if tile_of[src] != tile_of[snk] else "within",)
        for n in slices:  # every slice has every layer already (empty ones too, for the legend)
            layer = per_slice[n][key]
            layer.paths.append(path)
            layer.hover.append(text)

    kinds = []
    # RAW is drawn last (on top) but listed first in the legend
    for rank, (kind, array, pairs) in reversed(list(enumerate(restricted))):
        if kind not in kinds:
            kinds.append(kind)
        key = ("dependences", kind, array)
        make = lambda kind=kind, array=array: Arrows(   # noqa: E731
            name=f"{kind} {array}", paths=[], hover=[], color=colors.kind_color(kind),
            dash=colors.array_dash(array), group=kind, group_title=kind, rank=10 + rank,
            meta={"role": "dependences", "kind": kind, "array": array})
        if tile_of is not None:
            # Arrows between tiles are what tiling must respect: bold; those inside a tile faint.
            makers = {key + ("within",): lambda make=make: replace(make(), width=1.0, opacity=0.4,
                                                                   name=f"{make().name} within a tile"),
                      key + ("across",): lambda make=make: replace(make(), width=2.6,
                                                                   name=f"{make().name} across tiles")}
        else:
            makers = {key: make}
        for n in range(len(view.slices)):       # a legend entry even when no arrow is in view
            for layer_key, maker in makers.items():
                per_slice[n].setdefault(layer_key, maker())
        if draw:
            for pair in pairs.pairs():
                add(key, pair, f"{kind} on {array}<br>")
    if bad:
        make_bad = lambda: Arrows(name="violated", paths=[], hover=[], color=colors.VIOLATED_COLOR,  # noqa: E731
                                  width=3.0, group="violated", z=Z_VIOLATED, rank=5, meta={"role": "violated"},
                                  tail=colors.VIOLATED_TAIL)
        for n in range(len(view.slices)):
            per_slice[n].setdefault(("violated",), make_bad())
        if draw:
            for pairs in bad:
                for pair in pairs.pairs():
                    add(("violated",), pair, "violated<br>")
    kinds.sort(key=lambda k: (KIND_ORDER.get(k.upper(), 9), k))
    if crossing:
        along = ", ".join(f"{count:,} along {direction}" for direction, count
                          in sorted(crossing_along.items(), key=lambda item: -item[1]))
        notes.append(f"{crossing:,} dependences join different slices ({', '.join(view.hidden)}) "
                     f"and are not drawn ({along}); show those loops to see them.")
    if zero:
        notes.append(f"{zero:,} dependences join points drawn at the same place and are not drawn.")

    step_of = steps[0] if steps else None
    tile_layers = _tile_outlines(view, tile_of, step_of) if tile_of is not None else None

    def layers(keys, n):
        result = {**statement_points(view, keys, steps=step_of), **per_slice[n]}
        if tile_layers is not None:
            result.update(tile_layers(keys))
        return result

    what = "Dependences" + (f" over {counted(len(set(tile_of.values())), 'tile')}" if tile_of else "")
    return Scene(view.dim, view.axis_titles, title or view.default_title(what),
                 sliced_frames(view, layers), notes=notes, kinds=kinds, steps=steps[1] if steps else [],
                 loops=view.loops)


def _direct_pairs(restricted: list[tuple[str, str, PairSet]]) -> list[tuple[str, str, PairSet]]:
    """The pairs that no chain of two drawn dependences also joins (transitive pairs left out)."""
    everything = None
    for _, _, pairs in restricted:
        for m in pairs.maps:
            everything = isl.UnionMap.from_map(m) if everything is None else everything.union(isl.UnionMap.from_map(m))
    if everything is None:
        return restricted
    transitive = everything.apply_range(everything)
    result = []
    for kind, array, pairs in restricted:
        maps = [d for m in pairs.maps for d in maps_of(isl.UnionMap.from_map(m).subtract(transitive))
                if not d.is_empty()]
        result.append((kind, array, PairSet(maps, sum(count_points(d.wrap()) or 0 for d in maps), pairs.unbounded)))
    return result


def _execution_steps(view: View, tile_dims: int, parallel: Iterable[str | int]) -> tuple[dict[Any, int], list[str]]:
    """Every instance's execution step (0, 1, ...) and each step's label.

    Instances whose time vectors (their first ``tile_dims``: the tile) agree except in the
    ``parallel`` dimensions run in the same step.
    """
    names = [d.name for d in view.model.time_dims]
    parallel_positions = {_time_position(names, p) for p in parallel}
    length = tile_dims or len(names)
    kept = [j for j in range(length) if j not in parallel_positions]

    def when(key):
        time = view.instances[key].time or ()
        return tuple(time[j] for j in kept if j < len(time))

    times = sorted({when(k) for k in view.instances})
    number = {t: n for n, t in enumerate(times)}
    what = "tile" if tile_dims else "step"
    labels = [f"{what} {n + 1}: " + (", ".join(f"{names[j]} = {v}" for j, v in zip(kept, t)) or "all at once")
              for n, t in enumerate(times)]
    return {k: number[when(k)] for k in view.instances}, labels


def _time_position(names: list[str], dim: str | int) -> int:
    """The position of time dimension ``dim`` (a name or a position) among ``names``."""
    if isinstance(dim, int) and not isinstance(dim, bool):
        if not 0 <= dim < len(names):
            raise ValueError(f"there is no time dimension {dim}: the schedule has {len(names)}")
        return dim
    if dim not in names:
        raise ValueError(f"no time dimension named {dim!r}; they are {', '.join(names)}")
    return names.index(dim)


#: How many shades of the step ramp 3-D tile outlines take, by execution order.
TILE_ORDER_SHADES = 6


def _tile_outlines(view: View, tile_of: Mapping[Any, tuple], step_of: Mapping[Any, int]):
    """``layers(keys)``: each tile's outline in its colour, numbered by its execution order.

    In 2-D neighbouring tiles never share a colour. In 3-D the wireframes overlap on the screen,
    so colours that only differ between neighbours repeat everywhere (11-16 boxes in 4 colours
    could not be told apart): there a tile is shaded by when it runs, pale first and dark last."""
    order = {tile_of[k]: step_of[k] + 1 for k in tile_of}
    last = max(order.values(), default=1)
    if view.dim == 3:  # the ramp's palest shade left out: a wireframe in it vanishes on white
        palette = [colors.step_color(shade + 1, TILE_ORDER_SHADES + 1) for shade in range(TILE_ORDER_SHADES)]
        color_of = lambda tile: palette[round((order[tile] - 1) / max(1, last - 1) * (TILE_ORDER_SHADES - 1))]  # noqa: E731
    else:
        palette, color_of = list(colors.GROUP_COLORS), colors.group_color

    def layers(keys) -> dict[Any, Lines]:
        groups: dict[tuple, list] = {}
        for k in keys:
            groups.setdefault(tile_of[k], []).append(view.positions[k])
        result: dict[Any, Lines] = {
            ("outlines", color): Lines(name="", paths=[], color=color, width=1.2, closed=view.dim != 3,
                                       fill_alpha=0.13, z=Z_OUTLINES, meta={"role": "outlines", "color": color})
            for color in palette}
        numbers = Lines(name="tile order", paths=[], color=colors.LINE_COLOR, z=Z_OUTLINES,
                        meta={"role": "tile-order"})
        for tile in sorted(groups):
            layer = result[("outlines", color_of(tile))]
            for path in outline(groups[tile], view.dim):
                layer.paths.append(path)
                layer.hover.append(f"tile {fmt_vector(tile)}, runs {_ordinal(order[tile])}")
            corner = tuple(min(p[d] for p in groups[tile]) - 0.38 for d in range(len(groups[tile][0])))
            numbers.labels.append((corner, str(order[tile]), "right"))
        result[("tile-order",)] = numbers
        return result

    return layers


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _pair_text(view: View, src, snk) -> str:
    a, b = view.instances[src], view.instances[snk]
    text = f"{a.label()} → {b.label()}"
    if a.iterators == b.iterators:
        text += f"<br>distance {fmt_vector(y - x for x, y in zip(a.coords, b.coords))}"
    if a.time is not None and b.time is not None and len(a.time) == len(b.time):
        text += f"<br>schedule distance {fmt_vector(y - x for x, y in zip(a.time, b.time))}"
    return text


# --------------------------------------------------------------------------- execution order

def _ranks(view: View) -> dict[Any, int]:
    """1-based execution step of every instance (instances with equal time share a step)."""
    def when(key):
        inst = view.instances[key]
        return inst.time if inst.time is not None else inst.coords
    times = sorted({when(k) for k in view.instances})
    step = {t: n + 1 for n, t in enumerate(times)}
    return {k: step[when(k)] for k in view.instances}


def order_scene(domain, params: Mapping[str, int] | None = None, *, schedule=None,
                coordinates: str = "domain", time_names: Sequence[str] | None = None,
                show: Sequence[str | int] | None = None, fixed: Mapping[str | int, int] | None = None,
                path: bool = True, max_points: int = DEFAULT_MAX_POINTS, title: str | None = None) -> Scene:
    """Every point numbered by its position (1, 2, ...) in the execution order.

    Without a ``schedule`` the order is the original lexicographic order of the loop iterators;
    with one (interchange ``{S0[i,j] -> [j,i]}``, reversal ``[-i, j]``, skew ``[i+j, j]``...) it is
    the lexicographic order of the time vectors. Points keep their original coordinates (use
    ``coordinates="schedule"`` to place them by time instead), so that two figures of the same
    domain compare directly; ``path`` joins consecutive points with a thin line.
    """
    view = View(domain, params, schedule, coordinates=coordinates, time_names=time_names, show=show,
                fixed=fixed, max_points=max_points)
    ranks = _ranks(view)
    labels = {k: str(r) for k, r in ranks.items()}

    def layers(keys, n):
        result: dict[Any, Any] = dict(statement_points(view, keys, labels=labels))
        if path:
            ordered = sorted(keys, key=lambda k: (ranks[k], k))
            result[("path",)] = Lines(name="execution path", paths=[[view.positions[k] for k in ordered]],
                                      color="#9A9A9A", width=1.0, z=Z_PATH, meta={"role": "path"})
        return result

    what = "Execution order" + (" under the schedule" if schedule is not None else " (original)")
    return Scene(view.dim, view.axis_titles, title or view.default_title(what),
                 sliced_frames(view, layers), notes=view.notes)


def animation_scene(domain, params: Mapping[str, int] | None = None, *, schedule=None,
                    coordinates: str = "domain", time_names: Sequence[str] | None = None,
                    show: Sequence[str | int] | None = None, fixed: Mapping[str | int, int] | None = None,
                    max_points: int = DEFAULT_MAX_POINTS, max_frames: int = 200,
                    title: str | None = None) -> Scene:
    """An animation that plays the execution order: one frame per execution step.

    A step is one time vector of the ``schedule`` (instances with the same time run together). With
    more steps than ``max_frames`` each frame runs several consecutive steps (the figure says so).
    Hidden loops are fixed to one slice (``fixed=`` chooses it). The static (matplotlib) version
    shows a few evenly spaced frames side by side.
    """
    view = View(domain, params, schedule, coordinates=coordinates, time_names=time_names, show=show,
                fixed=fixed, max_points=max_points, single_slice=True)
    keys = view.members()[0] if view.slices else []
    ranks = _ranks(view)
    steps = sorted({ranks[k] for k in keys})
    chunk = max(1, math.ceil(len(steps) / max(1, max_frames)))
    notes = list(view.notes)
    if chunk > 1:
        notes.append(f"{len(steps):,} steps: each frame runs {chunk} consecutive steps (max_frames={max_frames}).")
    size = statement_points(view, keys)  # for the marker size only
    base_size = next(iter(size.values())).size if size else 10.0
    color = {k: colors.statement_color(k[0]) for k in keys}
    symbol = {k: colors.statement_symbol(k[0]) for k in keys}
    ordered = sorted(keys, key=lambda k: (ranks[k], k))
    show_numbers = len(keys) <= 400

    def points(name, ks, role, **kw):
        return Points(name=name, positions=[view.positions[k] for k in ks], hover=[view.hover(k) + f"<br>step {ranks[k]}" for k in ks],
                      color=[color[k] for k in ks], symbol=[symbol[k] for k in ks], ids=[view.instances[k].label() for k in ks],
                      meta={"role": role}, size=base_size, **kw)

    base = {("pending",): Points(name="not run yet", positions=[view.positions[k] for k in keys],
                                 hover=[view.hover(k) for k in keys], color=colors.MUTED_COLOR,
                                 edge=colors.MUTED_COLOR, size=base_size, ids=[view.instances[k].label() for k in keys],
                                 meta={"role": "pending"}, z=Z_OUTLINES)}
    frames = []
    for f in range(0, len(steps), chunk):
        now = set(steps[f:f + chunk])
        done = [k for k in ordered if ranks[k] < min(now)]
        running = [k for k in ordered if ranks[k] in now]
        label = str(steps[f]) if chunk == 1 else f"{steps[f]}–{steps[min(f + chunk, len(steps)) - 1]}"
        frames.append(Frame(label, {
            ("done",): points("done", done, "done", opacity=0.45,
                              labels=[str(ranks[k]) for k in done] if show_numbers else None),
            ("running",): points("running now", running, "running", edge="#000000",
                                 labels=[str(ranks[k]) for k in running]),
        }))
    if not frames:
        frames = [Frame("", {})]
    what = "Execution order" + (" under the schedule" if schedule is not None else " (original)")
    return Scene(view.dim, view.axis_titles, title or view.default_title(what), frames, base=base,
                 notes=notes, slider_prefix="step ", animated=True)


# --------------------------------------------------------------------------- tiles and wavefronts

def _group_scene(view: View, group_of: Mapping[Any, tuple], label: str, describe, what: str,
                 outlines: bool, title: str | None) -> Scene:
    colors_of = {k: colors.group_color(g) for k, g in group_of.items()}
    data_of = {k: describe(g) for k, g in group_of.items()}
    n_groups = len(set(group_of.values()))

    def layers(keys, n):
        result: dict[Any, Any] = dict(statement_points(view, keys, colors_of=colors_of, data_of=data_of))
        if len(view.model.statements) == 1:     # per-point colours: a legend entry would mislead
            for layer in result.values():
                layer.legend = False
        if outlines:
            groups: dict[tuple, list] = {}
            for k in keys:
                groups.setdefault(group_of[k], []).append(view.positions[k])
            for color in colors.GROUP_COLORS:
                result[("outlines", color)] = Lines(name="", paths=[], color=color, width=1.2,
                                                    closed=view.dim != 3, fill_alpha=0.13, z=Z_OUTLINES,
                                                    meta={"role": "outlines", "color": color})
            for g in sorted(groups):
                layer = result[("outlines", colors.group_color(g))]
                for p in outline(groups[g], view.dim):
                    layer.paths.append(p)
                    layer.hover.append(describe(g))
        return result

    return Scene(view.dim, view.axis_titles, title or view.default_title(f"{what}: {n_groups} {label}"),
                 sliced_frames(view, layers), notes=view.notes)


def tile_scene(domain, params: Mapping[str, int] | None, schedule, tile_dims: int, *,
               coordinates: str = "domain", time_names: Sequence[str] | None = None,
               show: Sequence[str | int] | None = None, fixed: Mapping[str | int, int] | None = None,
               outlines: bool = True, max_points: int = DEFAULT_MAX_POINTS, title: str | None = None) -> Scene:
    """Points coloured by tile, with an outline (padded convex hull; a box in 3-D) around each tile.

    ``schedule`` is a tiled schedule whose first ``tile_dims`` time dimensions are the tile
    coordinates, e.g. ``{ S0[i,j] -> [floor(i/2), floor(j/2), i, j] }`` with ``tile_dims=2``:
    points with equal tile coordinates form a tile. A tile's colour follows from its coordinates
    (the same tile has the same colour in every figure; neighbouring tiles differ).
    """
    view = View(domain, params, schedule, coordinates=coordinates, time_names=time_names, show=show,
                fixed=fixed, max_points=max_points)
    n_time = len(view.model.time_dims)
    if not 1 <= tile_dims <= n_time:
        raise ValueError(f"tile_dims must be between 1 and {n_time} (the schedule's time dimensions)")
    group_of = {k: tuple(view.instances[k].time[:tile_dims]) for k in view.instances}
    return _group_scene(view, group_of, "tiles", lambda g: f"tile {fmt_vector(g)}", "Tiles", outlines, title)


def wavefront_scene(domain, params: Mapping[str, int] | None, schedule, parallel: Iterable[str | int], *,
                    coordinates: str = "domain", time_names: Sequence[str] | None = None,
                    show: Sequence[str | int] | None = None, fixed: Mapping[str | int, int] | None = None,
                    outlines: bool = True, max_points: int = DEFAULT_MAX_POINTS, title: str | None = None) -> Scene:
    """Points that may run in parallel share a colour (a wavefront).

    ``parallel`` lists the schedule's parallel time dimensions (names or positions); points
    with equal values of all the other (sequential) time dimensions run in the same step, e.g.
    ``{ S0[i,j] -> [i+j, i] }`` with ``parallel=[1]`` gives the anti-diagonals.
    """
    view = View(domain, params, schedule, coordinates=coordinates, time_names=time_names, show=show,
                fixed=fixed, max_points=max_points)
    names = [d.name for d in view.model.time_dims]
    par = {_time_position(names, p) for p in parallel}
    seq = [k for k in range(len(names)) if k not in par]
    group_of = {k: tuple(view.instances[k].time[j] for j in seq) for k in view.instances}
    describe = lambda g: "step " + (", ".join(f"{names[j]} = {v}" for j, v in zip(seq, g)) or "0")  # noqa: E731
    return _group_scene(view, group_of, "parallel steps", describe, "Wavefronts", outlines, title)
