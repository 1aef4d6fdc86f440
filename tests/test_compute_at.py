"""compute_at: producers recomputed per consumer tile (isl extension nodes), run against the original.

Every fused schedule is compiled and run on the same inputs as the original kernel; the
results must be bit-identical (the runtime's check build uses -ffp-contract=off), for tile
sizes that divide the test sizes, that do not, and that exceed them.
"""
from pathlib import Path

import islpy as isl
import pytest

from polyviz import IllegalTransformation, Kernel, RecipeError
from polyviz.runtime import Variant, bench
from polyviz.transform.auto import auto
from polyviz.transform.cachemodel import CacheModel
from scan_kernels import ROW_SCAN

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"

FUSED = {
    "blur2d": ["tile(i@S1={a}, j@S1={b}); compute_at(S0, j_t)",
               "tile(i@S1={a}, j@S1={b}); compute_at(S0, j_t); local_buffer(tmp)",
               "tile(i@S1={a}, j@S1={b}); compute_at(S0, i_t)",
               "tile(i@S1={a}, j@S1={b}); compute_at(S0, j_t); interchange(i_p, j_p)",
               "tile(i@S1={a}, j@S1={b}); compute_at(S0, j_t); stream_stores(out)",
               "tile(i@S1={a}, j@S1={b}); compute_at(S0, j_t); local_buffer(tmp); stream_stores(out)",
               # Rows jammed (the copies' stores streamed from one buffer row each), with and without the buffer.
               "tile(i@S1={a}, j@S1={b}); compute_at(S0, j_t); unroll(i_p, {u}); stream_stores(out)",
               "tile(i@S1={a}, j@S1={b}); compute_at(S0, j_t); local_buffer(tmp); unroll(i_p, {u}); stream_stores(out)",
               # One column per tile, the producer unrolled into it (auto's choice), the rows too.
               "tile(i@S1={a}, j@S1=1); compute_at(S0, j_t, unroll=1); local_buffer(tmp); unroll(i_p)",
               "tile(i@S1={a}, j@S1=1); compute_at(S0, j_t, unroll=1); unroll(i_p, {u})",
               # The producer's rows jammed too, in steps from each tile's first row or (by 3) not.
               "tile(i@S1={a}, j@S1={b}); compute_at(S0, j_t); local_buffer(tmp); unroll(i_p, {u}); "
               "unroll(i@S0, {u}); stream_stores(out)",
               "tile(i@S1={a}, j@S1={b}); compute_at(S0, j_t); unroll(i@S0, 3)"],
    "stencil_pipeline": ["tile(i@S2={a}, j@S2={b}); compute_at(S1, j_t); compute_at(S0, j_t)",
                         "tile(i@S2={a}, j@S2={b}); compute_at(S0, S1, j_t)",
                         "tile(i@S2={a}, j@S2={b}); compute_at(S0, S1, j_t); local_buffer(b); local_buffer(c)",
                         "tile(i@S2={a}, j@S2={b}); compute_at(S1, j_t); compute_at(S0, j_t); local_buffer(c)",
                         "tile(i@S2={a}, j@S2={b}); compute_at(S0, S1, j_t); local_buffer(b); local_buffer(c); "
                         "stream_stores(d)",
                         "tile(i@S2={a}, j@S2={b}); compute_at(S0, S1, j_t); local_buffer(b); local_buffer(c); "
                         "unroll(i_p, {u}); stream_stores(d)",
                         # Every stage's rows jammed (auto's choice), with and without the buffers,
                         # and a producer's columns.
                         "tile(i@S2={a}, j@S2={b}); compute_at(S0, S1, j_t); local_buffer(b); local_buffer(c); "
                         "unroll(i_p, {u}); unroll(i@S0, {u}); unroll(i@S1, {u}); stream_stores(d)",
                         "tile(i@S2={a}, j@S2={b}); compute_at(S0, S1, j_t); local_buffer(b); local_buffer(c); "
                         "unroll(i@S0, 2); unroll(i@S1, 3)",
                         "tile(i@S2={a}, j@S2={b}); compute_at(S1, j_t); unroll(i@S1, 4); compute_at(S0, j_t); "
                         "unroll(i@S0, {u}); unroll(j@S1, 2)"],
    "conv_softsign": ["tile(i@S2={a}, j@S2={b}); compute_at(S0, S1, j_t)",
                  "tile(i@S2={a}, j@S2={b}); compute_at(S1, j_t); compute_at(S0, j_t)",
                  "tile(i@S2={a}, j@S2={b}); compute_at(S0, S1, j_t); local_buffer(c)",
                  "tile(i@S2={a}, j@S2={b}); compute_at(S0, S1, j_t); local_buffer(c); stream_stores(y)",
                  "tile(i@S2={a}, j@S2={b}); compute_at(S0, S1, j_t); local_buffer(c); unroll(i_p, {u}); "
                  "stream_stores(y)"],
}
#: (rows, columns) of the consumer's tiles: dividing nothing, one row, larger than the problem.
TILES = [(8, 8), (5, 7), (1, 3), (64, 64)]


def jam(rows: int) -> int:
    """Rows the templates' ``unroll(i_p, {u})`` computes together in a tile of ``rows`` rows:
    ``unroll`` takes blocks from row 0 on, so blocks that straddle tiles would have no constant size."""
    return 4 if rows % 4 == 0 else rows


def run_variants(kernel: Kernel, sources: dict[str, str], scratch: dict[str, tuple[str, ...]] | None = None):
    header = kernel.scop.source.header
    variants = [Variant(label, source, scratch=(scratch or {}).get(label, ())) for label, source in sources.items()]
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.name, variants, sizes=header.test_sizes,
                   repeat=0, baselines=False, init=header.init or None, timeout=60)
    assert result.records[0].ok, result.records[0].message
    return result


@pytest.mark.parametrize("name", sorted(FUSED))
def test_fused_schedules_compute_the_same_bits(name):
    kernel = Kernel.from_file(KERNELS / f"{name}.c")
    sources, scratch = {}, {}
    for template in FUSED[name]:
        for a, b in TILES:
            schedule = kernel.apply_recipe(template.format(a=a, b=b, u=jam(a)))
            assert schedule.legal and schedule.recomputes
            sources[schedule.recipe] = kernel.translation_unit(schedule.generate())
            scratch[schedule.recipe] = schedule.scratch_arrays
    result = run_variants(kernel, sources, scratch)
    for record in result.records[1:]:
        assert record.ok and record.verified == "exact", (record.label, record.message)


def test_the_producer_runs_inside_the_tile_loop_for_the_rows_the_tile_reads():
    kernel = Kernel.from_file(KERNELS / "blur2d.c")
    # The transformed loops: before the "else" of the run-time overlap test (the original after it).
    code = kernel.apply_recipe("tile(i@S1=32, j@S1=32); compute_at(S0, j_t)").to_c().split("\n} else {")[0]
    # The producer's loop sits in the tile loop and covers one row more on either side.
    tile_loop = code.index("for (int j_t")
    producer = code.index("tmp[i][j] =", tile_loop)
    consumer = code.index("out[i_p][j_p] =")
    assert tile_loop < producer < consumer
    assert "32 * i_t - 1" in code and "32 * i_t + 32" in code
    # The producer's own loop nest is left only for the images the blur has no row of.
    assert code.count("tmp[i][j] =") == 2 and "if (n <= 2)" in code


def test_a_wrong_extension_would_be_caught():
    # Cutting the recomputed rows to the tile itself drops the rows shared with the neighbours.
    kernel = Kernel.from_file(KERNELS / "blur2d.c")
    code = kernel.translation_unit(kernel.apply_recipe("tile(i@S1=8, j@S1=8); compute_at(S0, j_t)").generate())
    broken = code.replace("8 * i_t - 1", "8 * i_t").replace("8 * i_t + 8", "8 * i_t + 7")
    assert broken != code
    result = run_variants(kernel, {"broken": broken})
    assert result.records[1].status == "mismatch"


def test_steps_after_compute_at_keep_the_extension():
    kernel = Kernel.from_file(KERNELS / "blur2d.c")
    schedule = kernel.apply_recipe("tile(i@S1=4, j@S1=6); compute_at(S0, j_t); reverse(j_t); unroll(j_p, 2)")
    assert schedule.recomputes
    result = run_variants(kernel, {"later steps": kernel.translation_unit(schedule.generate())})
    assert result.records[1].verified == "exact", result.records[1].message


READER_BETWEEN = """
void reader_between(int n, double a[n], double tmp[n], double s[n], double out[n])
{
  for (int i = 0; i < n; i++)
    tmp[i] = 2.0 * a[i];
  for (int i = 0; i < n; i++)
    s[i] = tmp[i] + 1.0;
  for (int i = 1; i < n - 1; i++)
    out[i] = tmp[i - 1] + tmp[i + 1];
}
"""

SCAN = """
void scan(int n, double a[n], double tmp[n], double out[n])
{
  for (int i = 1; i < n; i++)
    tmp[i] = tmp[i - 1] + a[i];
  for (int i = 1; i < n; i++)
    out[i] = 2.0 * tmp[i];
}
"""


@pytest.mark.parametrize("source, recipe, refusal", [
    # s reads tmp between the producer and the tiles of out: nothing has written tmp yet when s runs.
    (READER_BETWEEN, "tile(i@S2=4); compute_at(S0, i_t)", r"RAW dependence S0 -> S1 on tmp: S0\[\d+\] -> S1\[\d+\]"),
    # Backwards, the scan's first tile needs tmp values no tile has computed yet.
    (SCAN, "tile(i@S1=4); reverse(i_t); compute_at(S0, i_t, serial=1)", r"RAW dependence S0 -> S0 on tmp: S0\[\d+\] -> S0\[\d+\]"),
    # Forwards it finds tmp[i - 1] in the previous tile's part, which a buffer per tile loses.
    (SCAN, "tile(i@S1=4); compute_at(S0, i_t, serial=1); local_buffer(tmp)", r"RAW dependence S0 -> S0 on tmp: S0\[\d+\] -> S0"),
])
def test_refused_with_the_dependence_and_an_instance_pair(source, recipe, refusal):
    with pytest.raises(IllegalTransformation, match=refusal):
        Kernel.from_c(source).apply_recipe(recipe)


# b is read from the first tmp before the second overwrites it: recomputing b and the second tmp
# per consumer iteration reads tmp after a copy of S2 overwrote it (WAR S1 -> S2).
OVERWRITTEN = """
void overwritten(int n, double a[n], double b[n], double tmp[n], double out[n])
{
  for (int i = 0; i < n; i++)
    tmp[i] = a[i];
  for (int i = 0; i < n; i++)
    b[i] = 3.0 * tmp[i];
  for (int i = 0; i < n; i++)
    tmp[i] = 2.0 * a[i] + b[i];
  for (int i = 1; i < n - 1; i++)
    out[i] = tmp[i - 1] + tmp[i + 1];
}
"""


@pytest.mark.parametrize("source, recipe, named", [
    # Issue 35's fuzz: named the RAW S2 -> S2 on ex with the pair S3[0, 0, 0] -> S2[1, 0, 1], which
    # is not one of its pairs.  A copy of S2[1, 0, 1] runs at t = 0, before S3[0, 0, 0] writes the
    # hz[0][0] it reads.
    (KERNELS / "fdtd-2d.c", "shift(S2, i@S2, -1); compute_at(S2, i@S3)", ("RAW", "S3", "S2", "hz")),
    # Named the RAW S0 -> S1 with the pair S2[1] -> S1[1].
    (OVERWRITTEN, "compute_at(S1, S2, i@S3)", ("WAR", "S1", "S2", "tmp")),
    (OVERWRITTEN, "tile(i@S3=4); compute_at(S1, S2, i_t)", ("WAR", "S1", "S2", "tmp")),
    (READER_BETWEEN, "tile(i@S2=4); compute_at(S0, i_t)", ("RAW", "S0", "S1", "tmp")),
    (SCAN, "tile(i@S1=4); reverse(i_t); compute_at(S0, i_t, serial=1)", ("RAW", "S0", "S0", "tmp")),
    (SCAN, "tile(i@S1=4); compute_at(S0, i_t, serial=1); local_buffer(tmp)", ("RAW", "S0", "S0", "tmp")),
])
def test_a_refused_compute_at_names_the_broken_dependence_and_one_of_its_pairs(source, recipe, named):
    kernel = Kernel.from_file(source) if isinstance(source, Path) else Kernel.from_c(source)
    with pytest.raises(IllegalTransformation) as refused:
        kernel.apply_recipe(recipe)
    violation = refused.value.violation
    dependence = violation.dependence
    assert (dependence.kind, dependence.source, dependence.sink, dependence.array) == named, str(refused.value)
    pair, _, values = violation.instance_pair.partition(" with ")
    fixed = " and ".join(values.split(", "))
    parameters = ", ".join(v.split(" = ")[0] for v in values.split(", ")) if values else ""
    named_pair = isl.Map(f"[{parameters}] -> {{ {pair} : {fixed or 'true'} }}")
    assert not dependence.relation.intersect(named_pair.align_params(dependence.relation.get_space())).is_empty()
    assert f"{named[0]} dependence {named[1]} -> {named[2]} on {named[3]}: {violation.instance_pair}" in str(refused.value)
    # The refusal is real: forced, the schedule computes other values than the original.
    forced = kernel.apply_recipe(recipe, force=True)
    sizes = kernel.scop.source.header.test_sizes or dict.fromkeys(kernel.scop.parameters, 9)
    with pytest.warns(UserWarning, match="mismatch"):
        result = bench(kernel.scop.function_parameters, kernel.source, kernel.name,
                       [Variant("forced", kernel.translation_unit(forced.generate()), scratch=forced.scratch_arrays)],
                       sizes=sizes, repeat=0, baselines=False, timeout=60)
    assert result.records[1].status == "mismatch", result.records[1].message


def test_a_recurrence_in_the_producer_is_kept_in_increasing_tile_order():
    kernel = Kernel.from_c(SCAN)
    forward = kernel.apply_recipe("tile(i@S1=4); compute_at(S0, i_t, serial=1)")
    result = run_scan(kernel, forward)
    assert result.records[1].verified == "exact", result.records[1].message


def run_scan(kernel, schedule):
    return bench(kernel.scop.function_parameters, kernel.source, kernel.name,
                 [Variant("fused", kernel.translation_unit(schedule.generate()))], sizes={"n": 23},
                 repeat=0, baselines=False, timeout=60)


def test_a_producer_with_less_parallelism_than_the_tiles_is_not_fused():
    # The paper's m > n rule: the scan along j leaves its rows parallel (1 loop), the consumer
    # both loops (2); per column tile the scan would tie the column tiles to one order.
    kernel = Kernel.from_c(ROW_SCAN)
    with pytest.raises(RecipeError, match=r"S0 has 1 parallel loop \(i\) \(carried: RAW S0 -> S0 on tmp.*"
                                          r"fewer than the 2 of S1 \(i, j\).*m > n rule.*serial=1"):
        kernel.apply_recipe("tile(i@S1=4, j@S1=4); compute_at(S0, j_t)")
    # Per row of tiles, each tile scans its own rows whole: the row tiles stay parallel.
    rows = kernel.apply_recipe("tile(i@S1=4, j@S1=4); compute_at(S0, i_t)")
    # Accepted when asked for, and then it still computes what the original does.
    fused = kernel.apply_recipe("tile(i@S1=4, j@S1=4); compute_at(S0, j_t, serial=1)")
    assert fused.recipe.endswith("compute_at(S0, j_t, serial=1)")
    sources = {"rows": kernel.translation_unit(rows.generate()), "fused": kernel.translation_unit(fused.generate())}
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.name,
                   [Variant(label, source) for label, source in sources.items()], sizes={"n": 9, "m": 11},
                   repeat=0, baselines=False, timeout=60)
    assert [r.verified for r in result.records[1:]] == ["exact", "exact"], [r.message for r in result.records]


def test_producers_as_parallel_as_the_tiles_are_fused():
    kernel = Kernel.from_file(KERNELS / "conv_softsign.c")
    # The convolution's p, q carry its sum: i, j stay parallel, as many as the activation's.
    assert kernel.apply_recipe("tile(i@S2=4, j@S2=4); compute_at(S0, S1, j_t)").legal


@pytest.mark.parametrize("recipe, message", [
    # b's producer asked for at the row of tiles, c's producer at each tile inside it.
    ("tile(i@S2=4, j@S2=4); compute_at(S1, j_t); compute_at(S0, i_t)",
     "S0 computes what S1 reads, and S1 runs at loop j_t, not at i_t: a producer of a producer is computed at "
     "the loop its consumer is computed at"),
    # Inside the tiles, S0 would run after S1 (at the row of tiles) has read b.
    ("tile(i@S2=4, j@S2=4); compute_at(S1, i_t); compute_at(S0, j_t)",
     "S1 runs at loop i_t, not at j_t"),
])
def test_chains_across_tile_levels_are_refused_clearly(recipe, message):
    kernel = Kernel.from_file(KERNELS / "stencil_pipeline.c")
    with pytest.raises(RecipeError, match=message) as refused:
        kernel.apply_recipe(recipe)
    assert "chains across tile levels are not supported" in str(refused.value)
    # What the message suggests is accepted.
    suggestion = str(refused.value).rsplit(": ", 1)[1].split(" after ")[0]
    assert kernel.apply_recipe(recipe.rsplit(";", 1)[0] + "; " + suggestion).legal


def test_forced_illegal_compute_at_is_flagged():
    kernel = Kernel.from_c(SCAN)
    schedule = kernel.apply_recipe("tile(i@S1=4); reverse(i_t); compute_at(S0, i_t, serial=1)", force=True)
    assert not schedule.legal and "ILLEGAL" in schedule.to_c()


@pytest.mark.parametrize("recipe, message", [
    ("tile(i@S1=4, j@S1=4); compute_at(S7, j_t)", "unknown statement 'S7'"),
    ("tile(i@S1=4, j@S1=4); compute_at(S1, j_t)", "S1 already runs inside loop j_t"),
    ("tile(i@S1=4, j@S1=4); compute_at(j_t)", "names the producer statement"),
    ("tile(i@S1=4, j@S1=4); compute_at(S0, j_t); compute_at(S0, i_t)", "already recomputed"),
    ("tile(i@S1=4, j@S1=4); compute_at(S0, j_t); parallel(i_t)", "encloses recomputed producers"),
    ("tile(i@S1=4, j@S1=4); local_buffer(tmp)", "compute_at the statements that write tmp"),
    ("tile(i@S1=4, j@S1=4); compute_at(S0, j_t); local_buffer(nope)", "unknown array 'nope'"),
    ("tile(i@S1=4, j@S1=4); compute_at(S0, j_t); local_buffer(tmp); local_buffer(tmp)", "already has a buffer"),
    # A row band of tiles spans all m columns: no constant-size buffer holds its part.
    ("tile(i@S1=4, j@S1=4); compute_at(S0, i_t); local_buffer(tmp)", "no constant size in dimension 2"),
])
def test_compute_at_and_local_buffer_errors_are_clear(recipe, message):
    kernel = Kernel.from_file(KERNELS / "blur2d.c")
    with pytest.raises(RecipeError, match=message.replace("(", r"\(").replace(")", r"\)")):
        kernel.apply_recipe(recipe)


def test_producers_of_a_producer_come_after_it():
    # S0 writes b, which only S1 reads: S1 must be computed in the tile first.
    kernel = Kernel.from_file(KERNELS / "stencil_pipeline.c")
    with pytest.raises(RecipeError, match="nothing inside loop j_t reads what S0 writes"):
        kernel.apply_recipe("tile(i@S2=4, j@S2=4); compute_at(S0, j_t)")


def test_nothing_to_compute_is_refused():
    kernel = Kernel.from_c(READER_BETWEEN)
    with pytest.raises(RecipeError, match="nothing inside loop i_t reads what S1 writes"):
        kernel.apply_recipe("tile(i@S2=4); compute_at(S1, i_t)")


def test_local_buffer_holds_the_tiles_part_indexed_from_its_origin():
    kernel = Kernel.from_file(KERNELS / "blur2d.c")
    schedule = kernel.apply_recipe("tile(i@S1=32, j@S1=16); compute_at(S0, j_t); local_buffer(tmp)")
    code = schedule.to_c().split("} else {")[0]  # the transformed loops, before the original ones
    # 32 rows plus the row above and below; 16 columns; origin at the row above the tile
    # (i - (32 * i_t - 1), simplified).
    assert "double tmp_tile[34][16];" in code
    assert "tmp_tile[i - 32 * i_t + 1][j - 16 * j_t] =" in code
    assert "tmp_tile[i_p - 32 * i_t][j_p - 16 * j_t]" in code
    assert "tmp[" not in code
    assert schedule.scratch_arrays == ("tmp",)


def test_the_buffer_is_what_verification_skips_and_only_that():
    kernel = Kernel.from_file(KERNELS / "blur2d.c")
    schedule = kernel.apply_recipe("tile(i@S1=8, j@S1=8); compute_at(S0, j_t); local_buffer(tmp)")
    source = kernel.translation_unit(schedule.generate())
    unchecked = run_variants(kernel, {"buffered": source}, {"buffered": ("tmp",)})
    assert unchecked.records[1].verified == "exact"
    checked = run_variants(kernel, {"buffered": source})
    assert checked.records[1].status == "mismatch" and "tmp" in checked.records[1].message


def test_local_buffer_refused_when_a_statement_outside_the_tiles_uses_the_array():
    kernel = Kernel.from_c(READER_BETWEEN)
    schedule = kernel.apply_recipe("tile(i@S2=4); compute_at(S0, i_t)", force=True)
    with pytest.raises(RecipeError, match="S1 also accesses tmp outside the tiles"):
        schedule.local_buffer("tmp")


@pytest.mark.parametrize("recipe", [
    "tile(i@S1=8, j@S1=8); compute_at(S0, j_t); local_buffer(tmp); parallel(i_t)",
    # Each thread's row buffers are its own too, and its streamed rows are fenced before the barrier.
    "tile(i@S1=5, j@S1=7); compute_at(S0, j_t); local_buffer(tmp); parallel(i_t); stream_stores(out)",
])
def test_parallel_tiles_need_their_own_buffers(recipe):
    kernel = Kernel.from_file(KERNELS / "blur2d.c")
    schedule = kernel.apply_recipe(recipe)
    code = kernel.translation_unit(schedule.generate())
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.name,
                   [Variant("parallel", code, scratch=("tmp",))], sizes=kernel.scop.source.header.test_sizes,
                   repeat=0, threads=2, baselines=False, timeout=60)
    assert result.records[1].verified == "exact", result.records[1].message


@pytest.mark.parametrize("threads, parallel", [(1, ""), (2, "; parallel(i_t)")])
def test_buffers_too_large_for_a_threads_stack_are_on_the_heap(threads, parallel):
    # 128 x 4096 tiles: 8.6 MB of buffers per tile, which crashed on the stack (more than the
    # 8 MiB of a main thread, let alone a worker's).  Three row tiles, so that both threads work.
    kernel = Kernel.from_file(KERNELS / "stencil_pipeline.c")
    schedule = kernel.apply_recipe(f"tile(i@S2=128, j@S2=4096); compute_at(S0, S1, j_t); local_buffer(b); "
                                   f"local_buffer(c){parallel}")
    code = schedule.to_c()
    assert "double (*b_tile)[4100] = pv_tile_alloc(132 * sizeof *b_tile" in code
    assert "__builtin_free(b_tile);" in code and "__builtin_free(c_tile);" in code
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.name,
                   [Variant("heap buffers", kernel.translation_unit(schedule.generate()), scratch=("b", "c"))],
                   sizes={"n": 300, "m": 40}, repeat=0, threads=threads, baselines=False, timeout=60)
    assert result.records[1].verified == "exact", result.records[1].message


def test_small_buffers_stay_on_the_stack_up_to_the_limit():
    kernel = Kernel.from_file(KERNELS / "stencil_pipeline.c")
    small = kernel.apply_recipe("tile(i@S2=8, j@S2=8); compute_at(S0, S1, j_t); local_buffer(b); local_buffer(c)")
    assert "double c_tile[10][10];" in small.to_c() and "double b_tile[12][12];" in small.to_c()
    assert "pv_tile_alloc" not in small.to_c()
    # auto()'s 32 x 4096 tiles: 2.3 MB in all, both on the stack (on the heap they ran 5.6x slower).
    auto_tiles = kernel.apply_recipe("tile(i@S2=32, j@S2=4096); compute_at(S0, S1, j_t); local_buffer(b); "
                                     "local_buffer(c)").to_c()
    assert "double c_tile[34][4098];" in auto_tiles and "double b_tile[36][4100];" in auto_tiles
    # c's 66 x 4098 doubles (2.1 MB) fit; b's 68 x 4100 more would pass 3 MiB: b goes to the heap.
    mixed = kernel.apply_recipe("tile(i@S2=64, j@S2=4096); compute_at(S0, S1, j_t); local_buffer(b); "
                                "local_buffer(c)").to_c()
    assert "double c_tile[66][4098];" in mixed
    assert "double (*b_tile)[4100] = pv_tile_alloc(68 * sizeof *b_tile" in mixed


def test_a_failed_buffer_allocation_is_reported():
    kernel = Kernel.from_file(KERNELS / "stencil_pipeline.c")
    code = kernel.translation_unit(kernel.apply_recipe(
        "tile(i@S2=128, j@S2=4096); compute_at(S0, S1, j_t); local_buffer(b); local_buffer(c)").generate())
    # As if malloc had failed (the run's memory cap would also refuse the arrays themselves).
    failing = code.replace("__builtin_malloc(bytes)", "((void)(bytes), (void *)0)")
    assert failing != code
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.name, [Variant("no memory", failing)],
                   sizes={"n": 20, "m": 18}, repeat=0, baselines=False, timeout=60)
    record = result.records[1]
    assert record.status == "crashed", record.message
    assert "SIGABRT" in record.message and "out of memory: no 4261920 bytes for the tile buffer c_tile" in record.message


def test_openscop_export_of_a_recomputing_schedule_is_refused_clearly():
    kernel = Kernel.from_file(KERNELS / "blur2d.c")
    with pytest.raises(RecipeError, match="no OpenScop form"):
        kernel.apply_recipe("tile(i@S1=8, j@S1=8); compute_at(S0, j_t)").to_openscop()


@pytest.mark.parametrize("name", ["blur2d", "stencil_pipeline"])
def test_auto_computes_producers_per_tile_when_the_intermediates_exceed_the_l2(name):
    kernel = Kernel.from_file(KERNELS / f"{name}.c")
    header = kernel.scop.source.header
    # Decided at the bench sizes (intermediates of 18-72 MB), run at the test sizes.
    schedule = kernel.apply_recipe("auto(scratch=1)", sizes=header.bench_sizes)
    assert "compute_at(" in schedule.recipe and "local_buffer(" in schedule.recipe, schedule.recipe
    if name == "blur2d":
        # Its stages read no neighbour along the row: tiles of four rows of one column, the
        # producer unrolled into each (1.5 producer rows per row).
        assert schedule.recipe.startswith("tile(i@S1=4, j@S1=1); compute_at(S0, j_t, unroll=1); local_buffer(tmp); "
                                          "unroll(i_p)"), schedule.recipe
    else:
        # One column would recompute 58 producer instances per 4 points: whole rows (tiles from
        # column 0 to the last one, not a power of two), four of them computed together, and the
        # result, read by nothing and larger than the L2, stored past the caches.
        assert "j@S2=2504)" in schedule.recipe and "unroll(i_p, 4)" in schedule.recipe, schedule.recipe
        # The producers' rows too, four at a time (2.2x the original against 1.75x for the last stage's only).
        assert "unroll(i@S0, 4); unroll(i@S1, 4)" in schedule.recipe, schedule.recipe
        assert "stream_stores(d)" in schedule.recipe, schedule.recipe
    replayed = kernel.apply_recipe(schedule.recipe)
    assert replayed.recipe == schedule.recipe
    source = kernel.translation_unit(schedule.generate())
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.name,
                   [Variant("auto", source, scratch=schedule.scratch_arrays)], sizes=header.test_sizes,
                   repeat=0, threads=2, baselines=False, init=header.init or None, timeout=60)
    assert result.records[1].verified == "exact", result.records[1].message
    # Without the caller's word that the intermediates are dead, or when they fit the L2, no fusion.
    assert "compute_at(" not in kernel.apply_recipe("auto()", sizes=header.bench_sizes).recipe
    assert "compute_at(" not in kernel.apply_recipe("auto(scratch=1)", sizes=header.test_sizes).recipe
    # The L2 is the cache model's, not the host's: a model whose L2 holds the intermediates keeps them.
    roomy = auto(kernel.schedule(), scratch=True, sizes=header.bench_sizes, cache=CacheModel(l2_bytes=1 << 40))
    assert "compute_at(" not in roomy.recipe


def test_auto_computes_producers_at_the_tile_loop_tile_made_whatever_its_name():
    # The consumer's row iterator is called j_t, so tiling its column loop j makes j_t2: the
    # producer goes to that loop (a recipe written with the name j_t fused nothing).
    text = (KERNELS / "blur2d.c").read_text().replace("for (int i = 1; i < n - 1; i++)", "for (int j_t = 1; j_t < n - 1; j_t++)")
    text = text.replace("out[i][j] = SCALAR_VAL(0.3333333333333333) * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j])",
                        "out[j_t][j] = SCALAR_VAL(0.3333333333333333) * (tmp[j_t - 1][j] + tmp[j_t][j] + tmp[j_t + 1][j])")
    kernel = Kernel.from_c(text)
    schedule = kernel.apply_recipe("auto(scratch=1)", sizes={"n": 3000, "m": 3000})
    assert schedule.recipe.startswith("tile(j_t=4, j@S1=1); compute_at(S0, j_t2, unroll=1); local_buffer(tmp)"), \
        schedule.recipe


def test_auto_jams_the_rows_only_when_their_stores_are_streamed():
    # d written transposed: no loop writes it along its last index, so no stream_stores, and
    # with plain stores gcc leaves a jammed loop with the edge tiles' conditions unvectorised.
    text = (KERNELS / "stencil_pipeline.c").read_text().replace("POLYBENCH_2D(d, N, M, n, m)",
                                                                "POLYBENCH_2D(d, M, N, m, n)")
    text = text.replace("d[i][j] =", "d[j][i] =")
    kernel = Kernel.from_c(text)
    schedule = kernel.apply_recipe("auto(scratch=1)", sizes={"n": 2500, "m": 2500})
    assert "compute_at(S0, S1, j_t)" in schedule.recipe and "stream_stores" not in schedule.recipe, schedule.recipe
    assert "unroll(" not in schedule.recipe, schedule.recipe


def test_auto_jams_a_producers_rows_only_when_rows_read_one_element():
    # b from a's row alone (like blur2d's horizontal stage): rows computed together would load
    # nothing less, and jamming blur2d's made it slower; c still reads three rows of b.
    text = (KERNELS / "stencil_pipeline.c").read_text()
    row_only = text.replace("(a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1])",
                            "(a[i][j] + a[i][j - 1] + a[i][j + 1])")
    assert row_only != text
    kernel = Kernel.from_c(row_only)
    schedule = kernel.apply_recipe("auto(scratch=1)", sizes={"n": 2500, "m": 2500})
    assert "unroll(i_p, 4); unroll(i@S1, 4); stream_stores(d)" in schedule.recipe, schedule.recipe
    assert "unroll(i@S0" not in schedule.recipe, schedule.recipe


def test_producers_unrolled_per_column_tile_leave_a_loop_without_conditions():
    kernel = Kernel.from_file(KERNELS / "blur2d.c")
    code = kernel.apply_recipe("assume_no_alias(); tile(i@S1=4, j@S1=1); compute_at(S0, j_t, unroll=1); "
                               "local_buffer(tmp); unroll(i_p)").to_c()
    full, edges = code.split("/* every statement runs */")[1].split("} else {", 1)
    # Every tile but the edges: six producer rows and four rows of out, straight-line code on
    # buffer elements with constant subscripts (which gcc keeps in registers), no condition.
    assert "tmp_tile[5][0] = SCALAR_VAL(0.3333333333333333) * (img[4 * i_t + 4][j_t - 1]" in full
    assert "out[4 * i_t + 3][j_t] = SCALAR_VAL(0.3333333333333333) * (tmp_tile[3][0] + tmp_tile[4][0] + tmp_tile[5][0]);" \
        in full
    assert "if (" not in full.split("for (int j_t")[1]
    # The edge tiles keep each copy's condition.
    assert "if (i_t >= 1) {" in edges


def test_unrolling_producers_is_refused_past_the_statement_limit():
    kernel = Kernel.from_file(KERNELS / "blur2d.c")
    with pytest.raises(RecipeError, match="would unroll 6,600 producer instances per iteration of j_t"):
        kernel.apply_recipe("tile(i@S1=64, j@S1=100); compute_at(S0, j_t, unroll=1)")


def test_recomputed_producers_loops_are_named_with_their_statement():
    kernel = Kernel.from_file(KERNELS / "stencil_pipeline.c")
    schedule = kernel.apply_recipe("tile(i@S2=32, j@S2=64); compute_at(S0, S1, j_t)")
    # The steps' loops are the consumer's; the producers' run inside its tiles, listed apart.
    assert schedule.loops() == ("i_t", "j_t", "i_p", "j_p")
    assert schedule.recomputed_loops() == ("i@S0", "j@S0", "i@S1", "j@S1")
    jammed = schedule.apply_recipe("unroll(i@S0, 4)")
    assert jammed.recomputed_loops() == ("i@S0", "j@S0", "i_u@S0", "i@S1", "j@S1")
    assert jammed.loops() == schedule.loops()
    # Only unroll by a factor applies to them: other steps say so.
    for step in ("tile(i@S0=4)", "reverse(j@S1)", "parallel(i@S0)", "unroll(j@S0)"):
        with pytest.raises(RecipeError, match=r"runs the producers compute_at recomputes in each tile: only "
                                              r"unroll by a factor applies to it"):
            schedule.apply_recipe(step)
    with pytest.raises(RecipeError, match="ambiguous: say i@S0 or i@S1"):
        schedule.apply_recipe("unroll(i, 4)")
    # The Explorer's unroll form offers them after the consumer's loops.
    from polyviz.transform import STEPS
    assert STEPS["unroll"].choices(schedule, "loop") == schedule.loops() + schedule.recomputed_loops()
    assert STEPS["reverse"].choices(schedule, "loop") == schedule.loops()


def test_jammed_producer_rows_start_at_each_tiles_first_row():
    kernel = Kernel.from_file(KERNELS / "stencil_pipeline.c")
    code = kernel.apply_recipe("assume_no_alias(); tile(i@S2=32, j@S2=64); compute_at(S0, S1, j_t); "
                               "local_buffer(b); local_buffer(c); unroll(i@S0, 4); unroll(i@S1, 4)").to_c()
    # b's rows 32 * i_t - 2 to 32 * i_t + 33 in nine steps of four, c's from 32 * i_t - 1 (the last step two rows).
    assert "for (int i = 32 * i_t - 2; i <= pv_min(n - 2, 32 * i_t + 33); i += 4) {" in code
    assert "for (int i = 32 * i_t - 1; i <= pv_min(n - 3, 32 * i_t + 32); i += 4) {" in code
    # The four rows in one column loop, each row of a read once per step.
    full = code.split("/* every statement runs */")[1].split("} else {")[0]
    assert full.count("b_tile[") == 4 and "b_tile[i - 32 * i_t + 5][j - 64 * j_t + 2] =" in full
    # Steps that tiles' first rows do not align with start at multiples of the factor.
    unaligned = kernel.apply_recipe("tile(i@S2=32, j@S2=64); compute_at(S0, S1, j_t); unroll(i@S0, 3)").to_c()
    assert "for (int i = pv_max(0, (i_t + 1) % 3 + 32 * i_t - 4); i <= pv_min(n - 2, 32 * i_t + 33); i += 3) {" \
        in unaligned


def test_auto_leaves_a_convolution_unfused():
    # Its window loops make the producer compute-bound: fused, it ran no faster than the original.
    kernel = Kernel.from_file(KERNELS / "conv_softsign.c")
    schedule = kernel.apply_recipe("auto(scratch=1)", sizes=kernel.scop.source.header.bench_sizes)
    assert "compute_at(" not in schedule.recipe
