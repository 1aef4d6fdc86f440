"""The data behind polyviz.viz figures: constraint matrices, colours, enumeration with a budget."""
from __future__ import annotations

import itertools
import subprocess
import sys

import islpy as isl
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from polyviz import viz
from polyviz.viz import colors
from polyviz.viz._model import Model, linear_text

STENCIL = isl.Set("[N] -> { S0[i, j] : 1 <= i < N and 1 <= j < N }")


# --------------------------------------------------------------------------- constraint matrix

def test_stencil_constraint_matrix():
    cm = viz.constraint_matrix(STENCIL)
    assert cm.columns == ("i", "j", "N", "1")
    assert sorted(map(tuple, cm.matrix())) == sorted([(1, 0, 0, -1), (-1, 0, 1, -1), (0, 1, 0, -1), (0, -1, 1, -1)])
    assert sorted(r.text() for r in cm.rows) == sorted(["i ≥ 1", "i ≤ N - 1", "j ≥ 1", "j ≤ N - 1"])
    assert all(r.relation == "≥ 0" for r in cm.rows)
    text = cm.to_text()
    assert text.splitlines()[0].split() == ["i", "j", "N", "1", "constraint"]
    assert "i ≤ N - 1" in text and len(text.splitlines()) == 5
    html = cm._repr_html_()
    assert html.count("<tr>") == 5 and "<th>N</th>" in html and "i ≤ N - 1" in html


def test_constraint_text_forms():
    d = isl.UnionSet("[n] -> { S0[i] : 0 <= i < n and i % 3 = 1; "
                     "S1[i, j] : 0 <= i < n and i <= j <= 2i + n and i + j >= 3 }")
    cm = viz.constraint_matrix(d)
    texts = {(r.statement, r.text()) for r in cm.rows}
    assert ("S1", "i ≤ j") in texts and ("S1", "i + j ≥ 3") in texts and ("S1", "2i ≥ j - n") in texts
    assert ("S0", "i = 3·floor((i - 1)/3) + 1") in texts
    assert cm.statements == ("S0", "S1")
    header, body = cm.table()
    assert header[0] == "statement" and "floor((i - 1)/3)" in header
    s0_row = body[[r.statement for r in cm.rows].index("S0")]
    assert s0_row[header.index("j")] == ""          # S0 has no j: an empty cell, not a zero


@settings(max_examples=40, deadline=None)
@given(lo=st.integers(-3, 3), extra=st.integers(0, 3), slope=st.integers(-2, 2), shift=st.integers(-2, 4),
       n=st.integers(0, 6))
def test_matrix_rows_describe_exactly_the_domain(lo, extra, slope, shift, n):
    """A point satisfies every row A·x + b ≥ 0 (= 0) iff it is in the domain (checked on a grid)."""
    d = isl.Set(f"[n] -> {{ S0[i, j] : {lo} <= i < n + {extra} and {lo} <= j <= {slope}i + {shift} }}")
    cm = viz.constraint_matrix(d)
    fixed = d.fix_val(isl.dim_type.param, 0, n)
    inside = set()
    fixed.foreach_point(lambda p: inside.add(tuple(p.get_coordinate_val(isl.dim_type.set, k).to_python()
                                                   for k in range(2))))
    for i, j in itertools.product(range(-6, 12), range(-8, 30)):
        values = []
        for r in cm.rows:
            v = r.coefficients[0] * i + r.coefficients[1] * j + r.offset({"n": n})
            values.append(v == 0 if r.is_equality else v >= 0)
        assert all(values) == ((i, j) in inside)
    # the domain figure draws exactly these points
    fig = viz.domain_figure(d, {"n": n})
    pts = [t for t in fig.data if t.meta.get("role") == "points"][0]
    assert set(zip(map(round, pts.x), map(round, pts.y))) == inside


def test_constraint_table_figures():
    fig = viz.constraint_table_figure(STENCIL)
    [table] = fig.data
    assert list(table.header.values) == ["i", "j", "N", "1", "", "constraint"]
    assert len(table.cells.values[0]) == 4
    assert sorted(table.cells.values[-1]) == sorted(["i ≥ 1", "i ≤ N - 1", "j ≥ 1", "j ≤ N - 1"])
    mfig = viz.constraint_table_figure_mpl(STENCIL)
    cells = mfig.axes[0].tables[0].get_celld()
    assert [cells[0, k].get_text().get_text() for k in range(6)] == ["i", "j", "N", "1", "", "constraint"]
    assert sorted(cells[r, 5].get_text().get_text() for r in range(1, 5)) == \
        sorted(["i ≥ 1", "i ≤ N - 1", "j ≥ 1", "j ≤ N - 1"])


def test_renamed_loops_in_the_matrix():
    cm = viz.constraint_matrix(STENCIL, names=["row", "col"])
    assert cm.columns[:2] == ("row", "col")
    assert "row ≤ N - 1" in {r.text() for r in cm.rows}


# --------------------------------------------------------------------------- colours

def test_styles_derive_from_names_not_order():
    assert colors.statement_color("S0") != colors.statement_color("S1") != colors.statement_color("S2")
    assert (colors.statement_color("S3"), colors.statement_symbol("S3")) != \
        (colors.statement_color("S0"), colors.statement_symbol("S0"))
    assert colors.array_dash("A") != colors.array_dash("B") != colors.array_dash("C")
    assert colors.kind_color("raw") == colors.kind_color("RAW") == colors.OKABE_ITO["blue"]
    assert len({colors.kind_color(k) for k in ("RAW", "WAR", "WAW")} | {colors.VIOLATED_COLOR}) == 4
    # same value in a fresh interpreter (no dependence on hash randomisation)
    code = ("from polyviz.viz import colors; print(colors.array_dash('tmp'), colors.statement_color('init'),"
            " colors.group_color((3, -2)))")
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={"PYTHONHASHSEED": seed, "PYTHONPATH": ":".join(sys.path)}).stdout
            for seed in ("1", "2")}
    assert len(runs) == 1


@given(st.lists(st.integers(-50, 50), min_size=1, max_size=4), st.integers(0, 3))
def test_neighbouring_groups_differ_in_colour(key, axis):
    axis = axis % len(key)
    neighbour = list(key)
    neighbour[axis] += 1
    assert colors.group_color(tuple(key)) != colors.group_color(tuple(neighbour))


def test_linear_text():
    assert linear_text([(1, "i"), (-2, "j")], 3) == "i - 2j + 3"
    assert linear_text([(0, "i")], 0) == "0"
    assert linear_text([(-1, "n")], -1) == "-n - 1"


# --------------------------------------------------------------------------- enumeration

def test_enumeration_counts_before_listing():
    model = Model(STENCIL, {"N": 1000})
    big = model.enumerate(max_points=5000)
    assert big.instances == [] and big.omitted == 999 * 999
    small = Model(STENCIL, {"N": 4}).enumerate()
    assert sorted(i.coords for i in small.instances) == sorted(itertools.product(range(1, 4), repeat=2))


def test_enumeration_with_schedule_and_fixed_time():
    model = Model(STENCIL, {"N": 4}, isl.Map("{ S0[i, j] -> [i + j, j] }"))
    enum = model.enumerate(fixed_time={0: 4})
    assert sorted(i.coords for i in enum.instances) == [(1, 3), (2, 2), (3, 1)]
    assert all(i.time == (4, i.coords[1]) for i in enum.instances)


def test_sequence_dimensions_of_a_2d_plus_1_schedule():
    d = isl.UnionSet("[n] -> { S0[t, i] : 0 <= t < 2 and 0 <= i < n; S1[t, i] : 0 <= t < 2 and 0 <= i < n }")
    s = isl.UnionMap("{ S0[t, i] -> [0, t, 0, i, 0]; S1[t, i] -> [0, t, 1, i, 0] }")
    model = Model(d, {"n": 3}, s)
    assert [(t.name, t.is_sequence) for t in model.time_dims] == \
        [("t0", True), ("t", False), ("t2", True), ("i", False), ("t4", True)]
    fig = viz.domain_figure(d, {"n": 3}, schedule=s)
    assert (fig.layout.xaxis.title.text, fig.layout.yaxis.title.text) == ("t", "i")
    assert not fig.frames               # sequence positions are not sliced


def test_schedule_must_cover_every_statement():
    d = isl.UnionSet("{ S0[i] : 0 <= i < 3; S1[i] : 0 <= i < 3 }")
    with pytest.raises(ValueError, match="S1"):
        viz.order_figure(d, schedule=isl.Map("{ S0[i] -> [i] }"))


def test_dependences_accept_objects_and_tuples():
    class Dep:
        kind, array, source, sink = "RAW", "A", "S0", "S0"
        relation = isl.Map("[N] -> { S0[i, j] -> S0[i + 1, j] : 1 <= i <= N - 2 and 1 <= j < N }")

    assert isinstance(Dep(), viz.DependenceLike)
    a = viz.dependence_figure(STENCIL, [Dep()], {"N": 4})
    b = viz.dependence_figure(STENCIL, [("RAW", "A", Dep.relation)], {"N": 4})
    arrows = [[t for t in f.data if t.meta.get("role") == "dependences"][0] for f in (a, b)]
    assert arrows[0].x == arrows[1].x and len([x for x in arrows[0].x if x is None]) == 6
    with pytest.raises(TypeError, match="kind"):
        viz.dependence_figure(STENCIL, [42], {"N": 4})


def test_schedule_tree_input_and_statements_without_loops():
    tree = isl.Schedule('domain: "[N] -> { S0[i, j] : 1 <= i < N and 1 <= j < N }"\n'
                        'child:\n  schedule: "[N] -> [{ S0[i, j] -> [(j)] }, { S0[i, j] -> [(i)] }]"')
    fig = viz.order_figure(STENCIL, {"N": 4}, schedule=tree)
    pts = [t for t in fig.data if t.meta.get("role") == "points"][0]
    ranks = {(round(x), round(y)): int(r) for x, y, r in zip(pts.x, pts.y, pts.text)}
    assert ranks[(1, 1)] == 1 and ranks[(2, 1)] == 2 and ranks[(1, 2)] == 4      # interchanged: i runs fastest
    mixed = isl.UnionSet("[n] -> { S0[]; S1[i] : 0 <= i < n }")
    order = isl.UnionMap("[n] -> { S0[] -> [0, 0]; S1[i] -> [1, i] }")
    fig = viz.order_figure(mixed, {"n": 3}, schedule=order)
    labels = {t.meta["statement"]: list(t.text) for t in fig.data if t.meta.get("role") == "points"}
    assert labels == {"S0": ["1"], "S1": ["2", "3", "4"]}
    assert any("S0 has no loop i" in a.text for a in fig.layout.annotations)


def test_coordinates_must_be_known():
    with pytest.raises(ValueError, match="coordinates"):
        viz.order_figure(STENCIL, {"N": 3}, coordinates="time")
    with pytest.raises(ValueError, match="needs a schedule"):
        viz.dependence_figure(STENCIL, [], {"N": 3}, coordinates="schedule")
