"""Tile footprints of compute_at schedules, checked against sets computed independently with isl.

The independent computation builds each tile's consumer instances from the tile's box
(``size * t <= i < size * (t + 1)``) and pulls the reads back through the producer's write
access, without the schedule tree; the footprint must give the same sets and counts.
"""
from pathlib import Path

import islpy as isl
import pytest

from polyviz import Kernel, runtime, viz
from polyviz.model import union_of_maps

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"
SIZES = {"n": 19, "m": 17}
ROWS, COLUMNS = 8, 5


@pytest.fixture(scope="module")
def blur():
    kernel = Kernel.from_file(KERNELS / "blur2d.c")
    return kernel, kernel.apply_recipe(f"tile(i@S1={ROWS}, j@S1={COLUMNS}); compute_at(S0, j_t)")


def fixed(text: str) -> isl.Set:
    return isl.Set(text).fix_val(isl.dim_type.param, 0, SIZES["n"]).fix_val(isl.dim_type.param, 1, SIZES["m"])


def tile_of(kernel, rows: int, columns: int):
    """Consumer instances, producer instances and accesses of the tile (rows, columns), by hand."""
    consumer, producer = kernel.scop.statement("S1"), kernel.scop.statement("S0")
    box = fixed(f"[n, m] -> {{ S1[i, j] : {ROWS * rows} <= i < {ROWS * (rows + 1)} and "
                f"{COLUMNS * columns} <= j < {COLUMNS * (columns + 1)} }}").intersect(consumer.domain)
    reads = union_of_maps(consumer.reads).intersect_domain(isl.UnionSet.from_set(box))
    writes = union_of_maps(producer.writes).intersect_domain(isl.UnionSet.from_set(producer.domain))
    pulled = reads.range().apply(writes.reverse())
    instances = isl.UnionSet.from_set(box).union(pulled)
    return box, pulled, instances


def as_set(points: isl.UnionSet, name: str) -> isl.Set:
    sets = points.get_set_list()
    return next(sets.get_at(k) for k in range(sets.n_set()) if sets.get_at(k).get_tuple_name() == name)


def test_footprint_sets_equal_the_ones_computed_from_the_accesses(blur):
    kernel, schedule = blur
    footprint = schedule.tile_footprint((1, 2), SIZES)
    box, pulled, instances = tile_of(kernel, 1, 2)
    scop = kernel.scop
    assert footprint.consumers.is_equal(isl.UnionSet.from_set(box))
    # The producer's instances are the box hull of the pulled-back footprint: for the blur the
    # pulled-back set is a box already.
    assert footprint.producers.is_equal(pulled)
    writes, reads = instances.apply(scop.writes), instances.apply(scop.reads)
    for name in ("tmp", "out"):
        assert footprint.array(name).writes.is_equal(as_set(writes, name))
    for name in ("tmp", "img"):
        assert footprint.array(name).reads.is_equal(as_set(reads, name))
    assert footprint.array("img").exposed.is_equal(as_set(reads, "img"))
    assert footprint.array("tmp").exposed.is_empty()  # every tmp element it reads, it computes
    assert footprint.array("tmp").recomputed.is_equal(as_set(pulled.apply(scop.writes), "tmp"))
    neighbours = [tile_of(kernel, r, c)[1] for r, c in ((0, 2), (2, 2), (1, 1), (1, 3))]
    shared = isl.UnionSet("{ }")
    for other in neighbours:
        shared = shared.union(pulled.intersect(other))
    assert footprint.array("tmp").overlap.is_equal(as_set(shared.apply(scop.writes), "tmp"))
    # Rows 7 and 8 are shared with the tile above, rows 15 and 16 with the one below.
    rows = {footprint.array("tmp").overlap.dim_min_val(0).to_python(), footprint.array("tmp").overlap.dim_max_val(0).to_python()}
    assert rows == {7, 16}


def test_bytes_and_the_recomputation_counter(blur):
    kernel, schedule = blur
    footprint = schedule.tile_footprint((1, 2), SIZES)
    _, _, instances = tile_of(kernel, 1, 2)
    out = as_set(instances.apply(kernel.scop.writes), "out")
    assert footprint.array("out").bytes() == out.count_val().to_python() * 8
    assert footprint.total_bytes == sum(a.bytes() for a in footprint.arrays)
    producer = fixed("[n, m] -> { S0[i, j] }").intersect(kernel.scop.statement("S0").domain)
    assert footprint.original_instances == producer.count_val().to_python()
    tiles = [(r, c) for r in range(SIZES["n"] // ROWS + 1) for c in range(SIZES["m"] // COLUMNS + 1)]
    assert footprint.recomputed_instances == sum(as_set(tile_of(kernel, r, c)[1], "S0").count_val().to_python()
                                                 for r, c in tiles if not tile_of(kernel, r, c)[0].is_empty())
    assert footprint.recomputed_instances > footprint.original_instances


def test_figures_draw_every_element_once(blur):
    _, schedule = blur
    footprint = schedule.tile_footprint((1, 2), SIZES)
    for panel in viz.footprint_panels(footprint):
        cells = [cell for role in panel.cells.values() for cell in role]
        touched = footprint.array(panel.array).touched
        assert len(cells) == len(set(cells)) == touched.count_val().to_python()
    assert "producers run" in viz.footprint_figure_mpl(footprint).texts[0].get_text()
    plotly_figure = viz.footprint_figure(footprint)
    assert {trace.name for trace in plotly_figure.data} >= {"read", "upwards-exposed: read from memory"}


def test_the_cache_sizes_are_the_callers(blur):
    """transform reads no machine: the title shows the caches it is given, or says they are unknown."""
    _, schedule = blur
    assert "cache sizes unknown" in viz.footprints.footprint_title(schedule.tile_footprint((1, 2), SIZES))
    given = schedule.tile_footprint((1, 2), SIZES, {"L1": 32 << 10, "L2": 3 << 19})
    assert given.caches == {"L1": 32 << 10, "L2": 3 << 19}
    assert "L1 32.0 KB, L2 1.5 MB" in viz.footprints.footprint_title(given)


def test_a_schedule_without_compute_at_has_no_tile_footprint(blur):
    kernel, _ = blur
    from polyviz import RecipeError
    with pytest.raises(RecipeError, match="apply compute_at first"):
        kernel.apply_recipe("tile(i@S1=8)").tile_footprint((0,), SIZES)


def test_the_explorer_shows_the_footprint_of_the_chosen_tile(monkeypatch):
    pytest.importorskip("ipywidgets")
    from polyviz.widgets.explorer import Explorer
    from polyviz.widgets.stepforms import STEP_FORMS

    explorer = Explorer((KERNELS / "blur2d.c").read_text(), recipe="tile(i@S1=4, j@S1=4); compute_at(S0, j_t)",
                        parameters={"n": 9, "m": 9}, save_to=None, background=False)
    assert explorer.footprint_plot.layout.display == "flex"
    assert explorer.footprint_tile.options == ("0, 0", "0, 1", "1, 0", "1, 1")
    explorer.footprint_tile.value = "1, 1"
    spec = explorer.footprint_plot.outputs[0]["data"]["application/vnd.plotly.v1+json"]
    expected = explorer.schedule.tile_footprint((1, 1), {"n": 9, "m": 9}, runtime.cache_sizes())
    assert spec["layout"]["title"]["text"] == viz.footprints.footprint_title(expected)
    computed, computing = [], type(explorer.schedule).tile_footprint
    monkeypatch.setattr(type(explorer.schedule), "tile_footprint",
                        lambda *args: (computed.append(args[1]), computing(*args))[1])
    explorer.coordinates.value = "original"  # another control: the footprint stays as drawn
    explorer.code_tabs.selected_index = 1
    assert computed == []
    explorer.parameter_sliders.children[0].value = 13  # more rows: more tiles, the same one chosen
    assert computed == [(1, 1)] and len(explorer.footprint_tile.options) > 4
    explorer.recipe_text.value = "tile(i@S1=4, j@S1=4)"
    explorer.recipe_button.click()
    assert explorer.footprint_plot.layout.display == "none"
    assert STEP_FORMS["compute_at"].recipe_step(["S0", "j_t"]) == "compute_at(S0, j_t)"
    assert STEP_FORMS["local_buffer"].recipe_step(["tmp"]) == "local_buffer(tmp)"
