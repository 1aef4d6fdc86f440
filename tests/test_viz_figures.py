"""Figures of polyviz.viz: points, arrows and colours match the model (expected values by brute force)."""
from __future__ import annotations

import io
import itertools
import math
import time
from dataclasses import dataclass

import islpy as isl
import pytest

pytest.importorskip("plotly")
pytest.importorskip("matplotlib")

import matplotlib.figure  # noqa: E402
import plotly.graph_objects as go  # noqa: E402
from matplotlib.collections import PathCollection, PolyCollection  # noqa: E402

from polyviz import viz  # noqa: E402
from polyviz.viz import colors  # noqa: E402

STENCIL = isl.Set("[N] -> { S0[i, j] : 1 <= i < N and 1 <= j < N }")
STENCIL_RAW = isl.Map("[N] -> { S0[i, j] -> S0[i + 1, j] : 1 <= i <= N - 2 and 1 <= j < N; "
                      "S0[i, j] -> S0[i, j + 1] : 1 <= i < N and 1 <= j <= N - 2 }")
SQUARE = isl.Set("[n] -> { S0[i, j] : 0 <= i < n and 0 <= j < n }")
JACOBI = isl.UnionSet("[T, N] -> { S0[t, i] : 0 <= t < T and 1 <= i < N - 1; "
                      "S1[t, i] : 0 <= t < T and 1 <= i < N - 1 }")


@dataclass(frozen=True)
class Dep:
    """Shaped like the analysis layer's Dependence (kind, array, relation, source, sink)."""

    kind: str
    array: str
    relation: isl.Map
    source: str = "S0"
    sink: str = "S0"


# --------------------------------------------------------------------------- helpers

def traces(fig, role, **match):
    return [t for t in fig.data if t.meta and t.meta.get("role") == role
            and all(t.meta.get(k) == v for k, v in match.items())]


def point_set(fig, statement=None):
    out = set()
    for t in traces(fig, "points", **({"statement": statement} if statement else {})):
        coords = [t.x, t.y] + ([t.z] if isinstance(t, go.Scatter3d) else [])
        out |= {tuple(round(c) for c in p) for p in zip(*coords)}
    return out


def arrow_paths(trace):
    """Polylines of an arrow trace (points separated by None)."""
    paths, current = [], []
    coords = [trace.x, trace.y] + ([trace.z] if isinstance(trace, go.Scatter3d) else [])
    for p in zip(*coords):
        if p[0] is None:
            paths.append(current)
            current = []
        else:
            current.append(p)
    return paths


def arrow_pairs(trace):
    """(tail lattice point, head lattice point) of every arrow: arrows stop short of the points."""
    out = []
    for path in arrow_paths(trace):
        a, b = path[0], path[-1]
        out.append((tuple(round(c) for c in a), tuple(round(c) for c in b)))
    return out


def stencil_points(n):
    return {(i, j) for i in range(1, n) for j in range(1, n)}


def stencil_raw_pairs(n):
    """A[i][j] = A[i-1][j] + A[i][j-1]: (i, j) writes what (i+1, j) and (i, j+1) read."""
    pts = stencil_points(n)
    return {(p, q) for p in pts for q in pts if (q[0] - p[0], q[1] - p[1]) in ((1, 0), (0, 1))}


def png_bytes(fig) -> bytes:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=50)
    return buf.getvalue()


# --------------------------------------------------------------------------- iteration domain

@pytest.mark.parametrize("n", [2, 4, 6])
def test_domain_points_match_brute_force(n):
    fig = viz.domain_figure(STENCIL, {"N": n})
    assert isinstance(fig, go.Figure)
    assert point_set(fig) == stencil_points(n)
    [pts] = traces(fig, "points")
    assert sorted(pts.ids) == sorted(f"S0[i={i}, j={j}]" for i, j in stencil_points(n))
    assert fig.layout.xaxis.title.text == "i" and fig.layout.yaxis.title.text == "j"


def test_domain_constraint_lines_are_the_loop_bounds():
    n = 6
    fig = viz.domain_figure(STENCIL, {"N": n})
    [labels] = traces(fig, "constraints-labels")
    texts = [t.strip() for t in labels.text]
    assert sorted(texts) == sorted(["i ≥ 1", "i ≤ N - 1", "j ≥ 1", "j ≤ N - 1"])
    [lines] = traces(fig, "constraints")
    segments = arrow_paths(lines)
    assert len(segments) == 4
    expected = {"i ≥ 1": (0, 1), "i ≤ N - 1": (0, n - 1), "j ≥ 1": (1, 1), "j ≤ N - 1": (1, n - 1)}
    for text, (x, y) in zip(texts, zip(labels.x, labels.y)):
        axis, value = expected[text]
        # the label sits on its line, and its line is the boundary x = value (or y = value)
        assert (x, y)[axis] == pytest.approx(value)
        [seg] = [s for s in segments if (x, y) in s]
        assert all(p[axis] == pytest.approx(value) for p in seg)


def test_domain_in_schedule_coordinates():
    skew = isl.Map("{ S0[i, j] -> [i + j, i] }")
    fig = viz.domain_figure(STENCIL, {"N": 5}, schedule=skew, time_names=["w", "i"])
    assert point_set(fig) == {(i + j, i) for i, j in stencil_points(5)}
    assert (fig.layout.xaxis.title.text, fig.layout.yaxis.title.text) == ("w", "i")
    [labels] = traces(fig, "constraints-labels")
    assert "w ≥ i + 1" in [t.strip() for t in labels.text]          # j >= 1 with j = w - i


def test_default_time_names_come_from_the_schedule_expressions():
    fig = viz.domain_figure(STENCIL, {"N": 4}, schedule=isl.Map("{ S0[i, j] -> [i + j, j] }"))
    assert (fig.layout.xaxis.title.text, fig.layout.yaxis.title.text) == ("i + j", "j")


def test_missing_parameter_value_is_a_clear_error():
    with pytest.raises(ValueError, match="N"):
        viz.domain_figure(STENCIL, {})


def test_one_dimensional_domain_and_arrows():
    d = isl.Set("[n] -> { S0[i] : 0 <= i < n }")
    dep = isl.Map("[n] -> { S0[i] -> S0[i + 2] : 0 <= i < n - 2 }")
    fig = viz.dependence_figure(d, [("RAW", "x", dep)], {"n": 7})
    [pts] = traces(fig, "points")
    assert sorted(pts.x) == list(range(7)) and set(pts.y) == {0}
    [arrows] = traces(fig, "dependences")
    pairs = arrow_pairs(arrows)
    assert sorted((a[0], b[0]) for a, b in pairs) == [(i, i + 2) for i in range(5)]
    assert fig.layout.yaxis.visible is False


# --------------------------------------------------------------------------- dependences

def test_stencil_has_nine_points_and_twelve_raw_arrows():
    fig = viz.dependence_figure(STENCIL, [Dep("RAW", "A", STENCIL_RAW)], {"N": 4})
    assert len(point_set(fig)) == 9
    [raw] = traces(fig, "dependences", kind="RAW", array="A")
    assert len(arrow_paths(raw)) == 12
    assert set(arrow_pairs(raw)) == stencil_raw_pairs(4)


def test_arrow_hover_shows_instances_and_distance():
    fig = viz.dependence_figure(STENCIL, [("RAW", "A", STENCIL_RAW)], {"N": 4})
    [raw] = traces(fig, "dependences")
    texts = {h for h in raw.hovertext if h}
    assert "RAW on A<br>S0[i=1, j=2] → S0[i=2, j=2]<br>distance (1, 0)" in texts
    assert "RAW on A<br>S0[i=1, j=2] → S0[i=1, j=3]<br>distance (0, 1)" in texts
    assert len(texts) == 12
    # Each text once, on the arrow's head (the point drawn with an arrowhead), none on tails.
    heads = [k for k, size in enumerate(raw.marker.size) if size]
    assert [k for k, h in enumerate(raw.hovertext) if h] == heads and len(heads) == 12


def test_schedule_distance_in_hover_and_schedule_coordinates():
    skew = isl.Map("{ S0[i, j] -> [i + j, i] }")
    fig = viz.dependence_figure(STENCIL, [("RAW", "A", STENCIL_RAW)], {"N": 4}, schedule=skew,
                                coordinates="schedule")
    [raw] = traces(fig, "dependences")
    expected = {((i + j, i), (k + l, k)) for (i, j), (k, l) in stencil_raw_pairs(4)}
    assert set(arrow_pairs(raw)) == expected
    assert any("schedule distance (1, 1)" in h for h in raw.hovertext if h)
    assert any("schedule distance (1, 0)" in h for h in raw.hovertext if h)


def test_arrows_coloured_by_kind_dashed_by_array_and_toggled_per_kind():
    war = isl.Map("[N] -> { S0[i, j] -> S0[i + 1, j - 1] : 1 <= i <= N - 2 and 2 <= j < N }")
    deps = [Dep("WAR", "A", war), Dep("RAW", "A", STENCIL_RAW), Dep("RAW", "B", STENCIL_RAW)]
    fig = viz.dependence_figure(STENCIL, deps, {"N": 4})
    [raw_a] = traces(fig, "dependences", kind="RAW", array="A")
    [raw_b] = traces(fig, "dependences", kind="RAW", array="B")
    [war_a] = traces(fig, "dependences", kind="WAR", array="A")
    assert raw_a.line.color == raw_b.line.color == colors.KIND_COLORS["RAW"]
    assert war_a.line.color == colors.KIND_COLORS["WAR"] != raw_a.line.color
    assert raw_a.line.dash != raw_b.line.dash
    assert raw_a.legendgroup == raw_b.legendgroup == "RAW" and war_a.legendgroup == "WAR"
    assert len(arrow_paths(war_a)) == 4            # i in 1..2, j in 2..3
    [menu] = [m for m in fig.layout.updatemenus if m.name == "kinds"]
    by_label = {b.label: b.args[0]["visible"] for b in menu.buttons}
    assert set(by_label) == {"all dependences", "RAW only", "WAR only"}
    index = {id(t): n for n, t in enumerate(fig.data)}
    raw_only = by_label["RAW only"]
    assert raw_only[index[id(raw_a)]] and raw_only[index[id(raw_b)]] and not raw_only[index[id(war_a)]]
    assert all(raw_only[index[id(t)]] for t in traces(fig, "points"))
    assert all(by_label["all dependences"])


def test_violated_pairs_are_drawn_in_red_on_top():
    violated = isl.Map("[N] -> { S0[i, j] -> S0[i, j + 1] : 1 <= i < N and 1 <= j <= N - 2 }")
    fig = viz.dependence_figure(STENCIL, [("RAW", "A", STENCIL_RAW)], {"N": 4}, violated=violated)
    [red] = traces(fig, "violated")
    assert red.line.color == colors.VIOLATED_COLOR
    assert set(arrow_pairs(red)) == {(p, q) for p, q in stencil_raw_pairs(4) if q[1] == p[1] + 1}
    assert list(fig.data).index(red) > list(fig.data).index(traces(fig, "dependences")[0])


def _hue(color: str) -> tuple[float, float]:
    import colorsys

    hue, _, saturation = colorsys.rgb_to_hls(*(int(color[k:k + 2], 16) / 255 for k in (1, 3, 5)))
    return hue * 360, saturation


def test_violations_share_no_hue_with_any_statement_or_tile_and_are_marked_by_shape_too():
    """Violated arrows were vermillion beside S1's orange points: a refusal on a two-statement nest
    could not be read. Every statement's colour is now black or 45 degrees of hue away, and no
    tile is outlined in the violations' colour."""
    assert colors.VIOLATED_COLOR not in colors.GROUP_COLORS
    violated_hue, _ = _hue(colors.VIOLATED_COLOR)
    for color in {colors.statement_color(f"S{n}") for n in range(12)}:
        hue, saturation = _hue(color)
        distance = min(abs(hue - violated_hue), 360 - abs(hue - violated_hue))
        assert saturation < 0.1 or distance > 45, color
    violated = isl.Map("[N] -> { S0[i, j] -> S0[i, j + 1] : 1 <= i < N and 1 <= j <= N - 2 }")
    fig = viz.dependence_figure(STENCIL, [("RAW", "A", STENCIL_RAW)], {"N": 4}, violated=violated)
    [red] = traces(fig, "violated")
    tails = [symbol for symbol, size in zip(red.marker.symbol, red.marker.size) if symbol == colors.VIOLATED_TAIL]
    assert len(tails) == len(arrow_paths(red)) > 0  # an x on each violated arrow's tail
    assert not any(isinstance(t.marker.symbol, tuple) and colors.VIOLATED_TAIL in t.marker.symbol
                   for t in traces(fig, "dependences"))
    figure = viz.to_matplotlib(viz.dependence_scene(STENCIL, [("RAW", "A", STENCIL_RAW)], {"N": 4},
                                                    violated=violated))
    assert any(line.get_marker() == "x" for line in figure.axes[0].lines)


def test_arrow_budget_note_keeps_the_points():
    fig = viz.dependence_figure(STENCIL, [("RAW", "A", STENCIL_RAW)], {"N": 4}, max_arrows=11)
    assert len(point_set(fig)) == 9
    assert all(len(arrow_paths(t)) == 0 for t in traces(fig, "dependences"))
    notes = [a.text for a in fig.layout.annotations if a.name == "polyviz-note"]
    assert any("12 dependence arrows" in n for n in notes)


def test_multi_statement_dependences_join_the_right_statements():
    dep = isl.Map("[T, N] -> { S0[t, i] -> S1[t, i2] : 0 <= t < T and 1 <= i < N - 1 and "
                  "1 <= i2 < N - 1 and -1 <= i - i2 <= 1 }")
    fig = viz.dependence_figure(JACOBI, [Dep("RAW", "B", dep, "S0", "S1")], {"T": 2, "N": 5})
    [raw] = traces(fig, "dependences")
    expected = sum(1 for t in range(2) for i in range(1, 4) for i2 in range(1, 4) if abs(i - i2) <= 1)
    assert len(arrow_paths(raw)) == expected
    s0 = dict(zip(traces(fig, "points", statement="S0")[0].ids,
                  zip(traces(fig, "points", statement="S0")[0].x, traces(fig, "points", statement="S0")[0].y)))
    s1 = dict(zip(traces(fig, "points", statement="S1")[0].ids,
                  zip(traces(fig, "points", statement="S1")[0].x, traces(fig, "points", statement="S1")[0].y)))
    for path in arrow_paths(raw):        # every arrow runs from an S0 point towards an S1 point
        tail = min(s0.values(), key=lambda p: math.dist(p, path[0]))
        head = min(s1.values(), key=lambda p: math.dist(p, path[-1]))
        assert math.dist(tail, path[0]) < 0.2 and math.dist(head, path[-1]) < 0.25


# --------------------------------------------------------------------------- execution order

def rank_labels(fig):
    [pts] = traces(fig, "points")
    return {(round(x), round(y)): int(t) for x, y, t in zip(pts.x, pts.y, pts.text)}


@pytest.mark.parametrize("schedule,key", [
    (None, lambda i, j: (i, j)),
    ("{ S0[i, j] -> [j, i] }", lambda i, j: (j, i)),               # interchange
    ("{ S0[i, j] -> [-i, j] }", lambda i, j: (-i, j)),             # reversal of i
    ("{ S0[i, j] -> [i + j, j] }", lambda i, j: (i + j, j)),       # skew
])
def test_points_are_numbered_by_execution_order(schedule, key):
    sched = isl.Map(schedule) if schedule else None
    fig = viz.order_figure(STENCIL, {"N": 5}, schedule=sched)
    ordered = sorted(stencil_points(5), key=lambda p: key(*p))
    assert rank_labels(fig) == {p: n + 1 for n, p in enumerate(ordered)}
    [path] = traces(fig, "path")
    assert [(round(x), round(y)) for x, y in zip(path.x, path.y) if x is not None] == ordered


def test_animation_has_one_frame_per_step():
    fig = viz.order_animation(STENCIL, {"N": 4}, schedule=isl.Map("{ S0[i, j] -> [j, i] }"))
    assert len(fig.frames) == 9
    ordered = sorted(stencil_points(4), key=lambda p: (p[1], p[0]))
    for n, frame in enumerate(fig.frames):
        running = [t for t in frame.data if t.meta["role"] == "running"][0]
        done = [t for t in frame.data if t.meta["role"] == "done"][0]
        assert [(round(x), round(y)) for x, y in zip(running.x, running.y)] == [ordered[n]]
        assert {(round(x), round(y)) for x, y in zip(done.x, done.y)} == set(ordered[:n])
    assert len(fig.layout.sliders[0].steps) == 9
    assert any(m.name == "play" for m in fig.layout.updatemenus)


def test_animation_steps_group_instances_with_equal_time():
    fig = viz.order_animation(STENCIL, {"N": 5}, schedule=isl.Map("{ S0[i, j] -> [i + j] }"))
    diagonals = sorted({i + j for i, j in stencil_points(5)})
    assert len(fig.frames) == len(diagonals)
    for frame, w in zip(fig.frames, diagonals):
        running = [t for t in frame.data if t.meta["role"] == "running"][0]
        assert {(round(x), round(y)) for x, y in zip(running.x, running.y)} == \
            {p for p in stencil_points(5) if sum(p) == w}


def test_animation_frame_budget():
    fig = viz.order_animation(STENCIL, {"N": 6}, max_frames=5)
    assert len(fig.frames) == 5
    assert any("each frame runs 5 consecutive steps" in a.text for a in fig.layout.annotations)


# --------------------------------------------------------------------------- tiles and wavefronts

def test_tiles_of_a_2x2_tiled_square():
    tiled = isl.Map("{ S0[i, j] -> [floor(i / 2), floor(j / 2), i, j] }")
    fig = viz.tile_figure(SQUARE, {"n": 8}, tiled, 2)
    [pts] = traces(fig, "points")
    tile_of = {(round(x), round(y)): data for x, y, data in zip(pts.x, pts.y, pts.customdata)}
    color_of = {(round(x), round(y)): c for x, y, c in zip(pts.x, pts.y, pts.marker.color)}
    assert len(tile_of) == 64
    assert len(set(tile_of.values())) == 16
    for (i, j), tile in tile_of.items():
        assert tile == f"tile ({i // 2}, {j // 2})"
        assert color_of[(i, j)] == colors.group_color((i // 2, j // 2))
    # neighbouring tiles (also diagonally) never share a colour
    for (a, b) in itertools.product(range(4), repeat=2):
        for da, db in ((1, 0), (0, 1), (1, 1), (1, -1)):
            if 0 <= a + da < 4 and 0 <= b + db < 4:
                assert colors.group_color((a, b)) != colors.group_color((a + da, b + db))
    outlines = traces(fig, "outlines")
    polygons = [p for t in outlines for p in arrow_paths(t)]
    assert len(polygons) == 16
    for t in outlines:                  # each outline encloses exactly the points of one tile
        for poly in arrow_paths(t):
            inside = {p for p in tile_of if _inside(p, poly)}
            assert len(inside) == 4 and len({tile_of[p] for p in inside}) == 1
            assert t.line.color == color_of[next(iter(inside))]


def _inside(p, poly):
    """Point in convex polygon (closed, counter-clockwise)."""
    return all((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) >= 0
               for a, b in zip(poly, poly[1:]))


def test_wavefront_colours_points_that_run_in_parallel():
    skew = isl.Map("{ S0[i, j] -> [i + j, i] }")
    fig = viz.wavefront_figure(STENCIL, {"N": 5}, skew, parallel=[1])
    [pts] = traces(fig, "points")
    groups = {}
    for x, y, c, d in zip(pts.x, pts.y, pts.marker.color, pts.customdata):
        groups.setdefault(d, set()).add((round(x), round(y), c))
    assert len(groups) == len({i + j for i, j in stencil_points(5)})
    for label, members in groups.items():
        w = int(label.split("=")[1])
        assert {(x, y) for x, y, _ in members} == {p for p in stencil_points(5) if sum(p) == w}
        assert {c for _, _, c in members} == {colors.group_color((w,))}
    assert "7 parallel steps" in fig.layout.title.text


def test_wavefront_by_dimension_name():
    fig = viz.wavefront_figure(STENCIL, {"N": 4}, isl.Map("{ S0[i, j] -> [i + j, i] }"), parallel=["i"],
                               time_names=["w", "i"])
    [pts] = traces(fig, "points")
    assert len(set(pts.customdata)) == 5


@pytest.mark.parametrize("parallel, message", [([2], "there is no time dimension 2: the schedule has 2"),
                                               (["k"], "no time dimension named 'k'; they are w, i")])
def test_a_parallel_dimension_the_schedule_lacks_is_named(parallel, message):
    skew, names = isl.Map("{ S0[i, j] -> [i + j, i] }"), ["w", "i"]
    with pytest.raises(ValueError, match=message):
        viz.wavefront_figure(STENCIL, {"N": 4}, skew, parallel=parallel, time_names=names)
    with pytest.raises(ValueError, match=message):  # the play control's steps, the same way
        viz.dependence_scene(STENCIL, [], {"N": 4}, schedule=skew, parallel=parallel, time_names=names)


# --------------------------------------------------------------------------- dimensions

def test_three_dimensional_scatter_and_arrows():
    cube = isl.Set("[n] -> { S0[i, j, k] : 0 <= i < n and 0 <= j < n and 0 <= k < n }")
    dep = isl.Map("[n] -> { S0[i, j, k] -> S0[i, j, k + 1] : 0 <= i, j < n and 0 <= k < n - 1 }")
    fig = viz.dependence_figure(cube, [("RAW", "C", dep)], {"n": 3})
    [pts] = traces(fig, "points")
    assert isinstance(pts, go.Scatter3d)
    assert point_set(fig) == set(itertools.product(range(3), repeat=3))
    [lines] = traces(fig, "dependences")
    # Direction: each arrow fades in from its source (a faint tail, the layer's colour at the
    # head) and ends in a dot.
    heads = [n for n, size in enumerate(lines.marker.size) if size]
    assert len(heads) == 3 * 3 * 2 and all(lines.line.color[n] == lines.marker.color for n in heads)
    assert all(lines.line.color[n - 1] == colors.with_alpha(lines.marker.color, 0.15) for n in heads)
    assert set(arrow_pairs(lines)) == {((i, j, k), (i, j, k + 1)) for i in range(3) for j in range(3) for k in range(2)}
    assert fig.layout.scene.zaxis.title.text == "k"


def test_more_than_three_dimensions_with_fixed_loops_and_a_slider():
    d = isl.Set("[n] -> { S0[t, i, j, k] : 0 <= t < 2 and 0 <= i < n and 0 <= j < n and 0 <= k < n and j + k <= i + 1 }")
    n = 3
    everything = [(t, i, j, k) for t in range(2) for i in range(n) for j in range(n) for k in range(n) if j + k <= i + 1]
    fig = viz.domain_figure(d, {"n": n}, show=["j", "k"], fixed={"t": 1})
    assert (fig.layout.xaxis.title.text, fig.layout.yaxis.title.text) == ("j", "k")
    assert len(fig.frames) == n                   # i is neither shown nor fixed: one slider step per value
    assert [s.label for s in fig.layout.sliders[0].steps] == [f"i = {i}" for i in range(n)]
    for i, frame in enumerate(fig.frames):
        [pts] = [t for t in frame.data if t.meta["role"] == "points"]
        assert {(round(x), round(y)) for x, y in zip(pts.x, pts.y)} == \
            {(j, k) for t, ii, j, k in everything if t == 1 and ii == i}
    fixed_all = viz.domain_figure(d, {"n": n}, show=["j", "k"], fixed={"t": 0, "i": 2})
    assert not fixed_all.frames
    assert point_set(fixed_all) == {(j, k) for t, i, j, k in everything if t == 0 and i == 2}
    assert "t = 0, i = 2" in fixed_all.layout.title.text


def test_three_shown_loops_of_four():
    d = isl.Set("[n] -> { S0[t, i, j, k] : 0 <= t < 2 and 0 <= i, j, k < n }")
    fig = viz.domain_figure(d, {"n": 2}, show=["i", "j", "k"])
    assert isinstance(traces(fig, "points")[0], go.Scatter3d) and len(fig.frames) == 2


@pytest.mark.parametrize("kwargs,message", [
    (dict(show=["j"], fixed={"j": 0}), "both shown and fixed"),
    (dict(show=["q"]), "no loop named 'q'"),
    (dict(show=["t", "i", "j", "k"]), "one, two or three"),
])
def test_bad_view_choices_are_explained(kwargs, message):
    d = isl.Set("[n] -> { S0[t, i, j, k] : 0 <= t, i, j, k < n }")
    with pytest.raises(ValueError, match=message):
        viz.domain_figure(d, {"n": 2}, **kwargs)


# --------------------------------------------------------------------------- statements and colours

def test_multi_statement_kernel_has_one_legend_entry_per_statement():
    fig = viz.domain_figure(JACOBI, {"T": 2, "N": 5})
    s0, s1 = traces(fig, "points", statement="S0")[0], traces(fig, "points", statement="S1")[0]
    assert (s0.name, s1.name) == ("S0", "S1") and s0.showlegend and s1.showlegend
    assert s0.marker.color == colors.statement_color("S0") != s1.marker.color == colors.statement_color("S1")
    assert len(s0.x) == len(s1.x) == 2 * 3
    # the statements share coordinates: they are drawn apart, not on top of each other
    assert not set(zip(s0.x, s0.y)) & set(zip(s1.x, s1.y))


def test_statements_of_different_dimensionality():
    d = isl.UnionSet("[n] -> { S0[i, j] : 0 <= i, j < n; S1[i, j, k] : 0 <= i, j, k < n }")
    fig = viz.domain_figure(d, {"n": 2})
    assert fig.layout.scene.xaxis.title.text == "i" and fig.layout.scene.zaxis.title.text == "k"
    assert len(traces(fig, "points", statement="S0")[0].x) == 4
    assert len(traces(fig, "points", statement="S1")[0].x) == 8
    assert any("S0 has no loop k" in a.text for a in fig.layout.annotations)


def test_colours_are_consistent_across_figures():
    only_s1 = isl.UnionSet("[N] -> { S1[t, i] : 0 <= t < 2 and 1 <= i < N - 1 }")
    a = viz.domain_figure(only_s1, {"N": 4})
    b = viz.order_figure(JACOBI, {"T": 2, "N": 4})
    c = viz.dependence_figure(JACOBI, [], {"T": 2, "N": 4})
    colours = {fig_s1.marker.color for fig_s1 in
               (traces(f, "points", statement="S1")[0] for f in (a, b, c))}
    assert colours == {colors.statement_color("S1")}
    symbols = {traces(f, "points", statement="S1")[0].marker.symbol for f in (a, b, c)}
    assert len(symbols) == 1
    # a kind keeps its colour whatever other kinds are present
    war = isl.Map("[N] -> { S0[i, j] -> S0[i + 1, j] : 1 <= i <= N - 2 and 1 <= j < N }")
    only_raw = viz.dependence_figure(STENCIL, [("RAW", "A", STENCIL_RAW)], {"N": 4})
    mixed = viz.dependence_figure(STENCIL, [("WAW", "A", war), ("WAR", "A", war), ("RAW", "A", STENCIL_RAW)], {"N": 4})
    assert traces(only_raw, "dependences", kind="RAW")[0].line.color == \
        traces(mixed, "dependences", kind="RAW")[0].line.color
    # a tile keeps its colour in two tilings of different sizes
    t1 = viz.tile_figure(SQUARE, {"n": 4}, isl.Map("{ S0[i, j] -> [floor(i/2), floor(j/2)] }"), 2)
    t2 = viz.tile_figure(SQUARE, {"n": 8}, isl.Map("{ S0[i, j] -> [floor(i/2), floor(j/2)] }"), 2)
    c1 = dict(zip(traces(t1, "points")[0].customdata, traces(t1, "points")[0].marker.color))
    c2 = dict(zip(traces(t2, "points")[0].customdata, traces(t2, "points")[0].marker.color))
    assert c1 and all(c2[k] == v for k, v in c1.items())


def test_colours_come_from_the_okabe_ito_palette():
    palette = set(colors.OKABE_ITO.values())
    tiled = viz.tile_figure(SQUARE, {"n": 8}, isl.Map("{ S0[i, j] -> [floor(i / 2), floor(j / 2), i, j] }"), 2)
    assert set(traces(tiled, "points")[0].marker.color) <= palette
    deps = viz.dependence_figure(STENCIL, [("RAW", "A", STENCIL_RAW), ("WAR", "A", STENCIL_RAW),
                                           ("WAW", "A", STENCIL_RAW)], {"N": 3}, violated=STENCIL_RAW)
    used = {t.line.color for t in traces(deps, "dependences") + traces(deps, "violated")}
    assert used <= palette and len(used) == 4


# --------------------------------------------------------------------------- budget

def test_point_budget_note_instead_of_millions_of_points():
    start = time.perf_counter()
    fig = viz.domain_figure(STENCIL, {"N": 2000})
    assert time.perf_counter() - start < 5
    assert point_set(fig) == set()
    notes = [a.text for a in fig.layout.annotations if a.name == "polyviz-note"]
    assert len(notes) == 1 and f"{1999 * 1999:,} points" in notes[0] and "max_points" in notes[0]


def test_point_budget_is_settable():
    over = viz.domain_figure(STENCIL, {"N": 10}, max_points=80)
    assert point_set(over) == set() and "81 points" in over.layout.annotations[0].text
    under = viz.domain_figure(STENCIL, {"N": 10}, max_points=81)
    assert len(point_set(under)) == 81 and not under.layout.annotations
    assert viz.DEFAULT_MAX_POINTS == 5000


def test_budget_counts_only_the_slice_that_is_shown():
    cube = isl.Set("[n] -> { S0[i, j, k] : 0 <= i, j, k < n }")
    fig = viz.domain_figure(cube, {"n": 60}, show=["i", "j"], fixed={"k": 3})     # 60³ = 216,000 in all
    assert len(point_set(fig)) == 60 * 60 and not fig.layout.annotations


def test_unbounded_domain_is_reported_not_enumerated():
    fig = viz.domain_figure(isl.Set("[n] -> { S0[i] : i >= n }"), {"n": 2})
    assert point_set(fig) == set()
    assert "unbounded" in fig.layout.annotations[0].text


# --------------------------------------------------------------------------- matplotlib twins

def test_matplotlib_twins_return_static_figures_with_the_same_content():
    mfig = viz.dependence_figure_mpl(STENCIL, [Dep("RAW", "A", STENCIL_RAW)], {"N": 4})
    assert isinstance(mfig, matplotlib.figure.Figure)
    [ax] = mfig.axes
    offsets = [tuple(map(round, p)) for c in ax.collections if isinstance(c, PathCollection)
               for p in c.get_offsets()]
    assert set(offsets) == stencil_points(4)
    heads = [c for c in ax.collections if isinstance(c, PolyCollection)]
    assert sum(len(c.get_paths()) for c in heads) == 12
    assert png_bytes(mfig).startswith(b"\x89PNG")
    assert [t.get_text() for t in mfig.legends[0].get_texts()] == ["S0", "RAW A"]


def test_every_twin_renders():
    tiled = isl.Map("{ S0[i, j] -> [floor(i / 2), floor(j / 2), i, j] }")
    cube = isl.Set("[n] -> { S0[i, j, k] : 0 <= i, j, k < n }")
    figures = [
        viz.domain_figure_mpl(STENCIL, {"N": 5}),
        viz.domain_figure_mpl(cube, {"n": 3}),
        viz.order_figure_mpl(STENCIL, {"N": 5}, schedule=isl.Map("{ S0[i, j] -> [j, i] }")),
        viz.order_animation_mpl(STENCIL, {"N": 4}),
        viz.tile_figure_mpl(SQUARE, {"n": 8}, tiled, 2),
        viz.wavefront_figure_mpl(STENCIL, {"N": 5}, isl.Map("{ S0[i, j] -> [i + j, i] }"), [1]),
        viz.dependence_figure_mpl(JACOBI, [], {"T": 2, "N": 5}),
        viz.domain_figure_mpl(STENCIL, {"N": 3000}),
        viz.constraint_table_figure_mpl(STENCIL),
    ]
    for fig in figures:
        assert isinstance(fig, matplotlib.figure.Figure)
        assert png_bytes(fig).startswith(b"\x89PNG")
    assert len(figures[3].axes) == 6                 # the animation's twin: six frames side by side
    assert any("Not drawn: 8,994,001 points" in t.get_text() for t in figures[7].texts)


def test_matplotlib_order_twin_numbers_points():
    fig = viz.order_figure_mpl(STENCIL, {"N": 4}, schedule=isl.Map("{ S0[i, j] -> [j, i] }"))
    [ax] = fig.axes
    labels = {(round(t.xy[0]), round(t.xy[1])): int(t.get_text()) for t in ax.texts if t.get_text().isdigit()}
    ordered = sorted(stencil_points(4), key=lambda p: (p[1], p[0]))
    assert labels == {p: n + 1 for n, p in enumerate(ordered)}


def test_figures_serialise_to_json():
    fig = viz.order_animation(STENCIL, {"N": 4})
    assert '"frames"' in fig.to_json()
    tiles = viz.tile_figure(SQUARE, {"n": 4}, isl.Map("{ S0[i, j] -> [floor(i/2), floor(j/2)] }"), 2)
    assert tiles.to_json()



def test_dependences_leaving_the_slice_are_counted_per_direction():
    """They were "not drawn" with a count alone (issue 31 item 2): which way they go is said too."""
    cube = isl.Set("[n] -> { S0[t, i] : 0 <= t < n and 0 <= i < n }")
    along_t = isl.Map("[n] -> { S0[t, i] -> S0[t + 1, i] : 0 <= t < n - 1 and 0 <= i < n }")
    scene = viz.dependence_scene(cube, [("RAW", "A", along_t)], {"n": 3}, show=["i"])
    [note] = [n for n in scene.notes if "join different slices" in n]
    assert "6 dependences" in note and "(6 along +t)" in note, note
