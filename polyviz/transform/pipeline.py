"""``auto(scratch=True)``: a pipeline of nests fused by recomputing its producers per tile.

When its stages read no neighbour along the row (a tile of a few rows of one column then
recomputes little: blur2d), the last nest is tiled in 4 rows of one column and the producers are
unrolled into each tile (:func:`_per_column`).  Otherwise the last nest of a pipeline of stencils
(or element-wise stages) is tiled with whole rows, every
earlier nest is computed per tile (``compute_at``, refused by the rules of :mod:`.fusion`),
each intermediate array held in a buffer per tile (``local_buffer``) and the rows of every nest
computed a few at a time (``unroll`` of the last nest's row loop and of the recomputed producers'),
when the intermediates exceed the L2 and the tile's buffers fit in it; the result, when nothing in the SCoP reads it and
it exceeds the L2 too, is stored past the caches (``stream_stores``).  The steps are the ordinary
ones, so the result is a recipe like any other.
"""
from __future__ import annotations

import islpy as isl

from ..errors import AnalysisTooComplex, PolyvizError
from . import directives, steps
from .footprint import ELEMENT_BYTES, count_union
from .schedule import Schedule
from .tree import Sequence, perfect_depth, statement_names

#: Rows of the consumer per tile, most reuse first: the first whose buffers fit
#: :data:`BUFFER_BUDGET` of the L2 wins (blur2d at 3000 columns: 32-64 rows ran 1.35-1.4x
#: faster than the original, 8 rows 1.2x: a quarter of its rows recomputed).
TILE_ROWS = (64, 32, 16, 8, 4)
#: Fraction of the L2 a tile's buffers may fill: a stage keeps only the few rows it reads in the
#: cache, so buffers somewhat larger than the L2 still paid (stencil_pipeline at 2500 columns:
#: 32 rows, 1.4 MB of buffers, 1.53x the original; 16 rows, 0.76 MB, 1.45x; blur2d: 64 rows,
#: 1.6 MB, 1.35x; 32 rows, 0.8 MB, 1.37x).
BUFFER_BUDGET = 1.5
#: Widest column tile: rows longer than this are cut into tiles of at most this many columns.
MAX_TILE_COLUMNS = 4096
#: Rows of each nest computed together (``unroll`` of its row loop, the copies jammed into the
#: column loop): each row of a stage's buffer it reads is loaded once for all of them instead
#: of once per row (32-row tiles, streamed stores, polyviz's code in one C harness, 1 thread, load
#: 10, median of 21-25 interleaved rounds: blur2d 1.83x the original with 4 rows and whole-row
#: buffers, 1.57x row by row with 4096-column buffers as before; stencil_pipeline 1.77x, 1.67x).
#: The recomputed producers' rows too (``unroll(i@S0, 4)``, in steps from each tile's first row):
#: jamming all three of stencil_pipeline's stages by 4 beat jamming the last only, and by 2 or 8
#: (docs/design-notes.md, "Measurements behind the constants").
JAM_ROWS = 4
#: Rows of a tile one column wide (:func:`_per_column`): blur2d ran fastest with 4 (1.5 producer
#: rows per row), ahead of 6, 8 and the whole-row tiles with per-tile buffers (docs/design-notes.md, "Measurements behind the constants").
COLUMN_TILE_ROWS = 4
#: Most producer instances a one-column tile may recompute per instance of its own (blur2d: 1.5).
COLUMN_RECOMPUTE = 2


def fused_pipeline(schedule: Schedule, sizes: dict[str, int], scratch: bool,
                   l2_bytes: int) -> Schedule | None:
    """The pipeline's last nest tiled in rows, its producers computed per tile into buffers, or
    ``None`` when the kernel is no such pipeline or fusing does not pay (see the module docstring).

    ``scratch``: the caller's word that the intermediate arrays it passes in are dead after the
    call (the buffers then replace them); an array declared inside the function that nothing names
    after the SCoP is dead anyway (:meth:`~polyviz.model.Scop.dies_with_scop`).
    ``l2_bytes``: the L2 of auto()'s cache model, not read from the machine here (same recipe anywhere).
    """
    tree = schedule.tree
    if not sizes or not isinstance(tree, Sequence) or len(tree.children) < 2 or schedule.recomputes:
        return None
    nests = [_statements_of(schedule, k) for k in range(len(tree.children))]
    consumers, producers = nests[-1], [name for nest in nests[:-1] for name in nest]
    last = next((s for s in schedule.sites if s.path == (len(tree.children) - 1,)), None)
    if last is None or len(consumers) != 1 or perfect_depth(last.band) < 2:
        return None
    scop = schedule.scop
    depth = len(scop.statement(consumers[0]).iterators)
    if any(len(scop.statement(name).iterators) != depth for name in producers):
        # A producer with loops of its own (a convolution's window) spends its time computing,
        # not moving its intermediate: conv_softsign fused ran at 0.8-1.0x the original.
        return None
    arrays = {a.name: a for a in scop.arrays}
    intermediates = sorted({w.get_tuple_name(isl.dim_type.out) for name in producers
                            for w in scop.statement(name).writes})
    if any(arrays[a].is_scalar for a in intermediates) or any(
            a not in _read_by(schedule, consumers + producers) for a in intermediates):
        return None
    if not all(scratch or scop.dies_with_scop(a) for a in intermediates):
        return None
    if sum(_bytes(schedule, a, sizes) for a in intermediates) <= l2_bytes:
        return None  # the intermediates stay in the L2 between the nests anyway
    rows_loop, columns_loop = _two_outer_loops(schedule, last)
    per_column = _per_column(schedule, rows_loop, columns_loop, producers, intermediates, sizes)
    if per_column is not None:
        return per_column
    columns = _column_tile(_span(schedule, consumers[0], 1, sizes))
    for rows in TILE_ROWS:
        try:
            candidate, row_points = _fused(schedule, rows_loop, rows, columns_loop, columns, producers,
                                           intermediates)
        except (PolyvizError, AnalysisTooComplex, isl.Error):
            return None
        if not candidate.legal:
            return None
        if _buffer_bytes(candidate, intermediates, sizes) <= BUFFER_BUDGET * l2_bytes:
            jammed = _streamed(_jammed(candidate, row_points, rows), consumers, sizes, l2_bytes)
            return jammed if jammed.streamed else _streamed(candidate, consumers, sizes, l2_bytes)
    return None


def _per_column(schedule: Schedule, rows_loop: str, columns_loop: str, producers: list[str],
                intermediates: list[str], sizes: dict[str, int]) -> Schedule | None:
    """The last nest tiled in :data:`COLUMN_TILE_ROWS` rows of one column, its producers unrolled
    into each tile (``compute_at(..., unroll=1)``), the intermediates in buffers the compiler keeps
    in registers and the tile's rows unrolled: the column loop then runs vectorised over
    straight-line code that reads the input once and writes the result once, with no buffer
    traffic at all.  ``None`` when a tile would recompute more than :data:`COLUMN_RECOMPUTE` times
    its own instances (a stage that reads its neighbours along the row: stencil_pipeline's 4
    output points would recompute 58 producer instances)."""
    try:
        tiled = steps.tile(schedule, force=True, **{rows_loop: COLUMN_TILE_ROWS, columns_loop: 1})
        site = next(s for s in tiled.sites if s.path == schedule.locate(rows_loop)[0].path)
        row_points = f"{site.band.tiles[0][1]}@{site.statements[0]}"
        fused = steps.compute_at(tiled, *producers, tiled.loop_name(site, site.band.tiles[-1][0]), unroll=1,
                                 force=True)
        for array in intermediates:
            fused = steps.local_buffer(fused, array, force=True)
        site, point = fused.locate(row_points)
        fused = directives.unroll(fused, fused.loop_name(site, point), force=True)
        if not fused.legal:
            return None
        tiles = fused.tiles(sizes)
        footprint = fused.tile_footprint(tiles[len(tiles) // 2], sizes)
    except (PolyvizError, AnalysisTooComplex, isl.Error):
        return None
    return fused if count_union(footprint.producers) <= COLUMN_RECOMPUTE * count_union(footprint.consumers) else None


def _streamed(schedule: Schedule, consumers, sizes: dict[str, int], l2_bytes: int) -> Schedule:
    """``schedule`` with each result of ``consumers`` that nothing in the SCoP reads and that
    exceeds the L2 stored with non-temporal stores: memory then does not read its lines before
    they are overwritten (blur2d fused: 1.50x the original without, 1.62x with; stencil_pipeline 1.63x, 1.70x)."""
    read = _read_by(schedule, [s.name for s in schedule.scop.statements])
    results = sorted({w.get_tuple_name(isl.dim_type.out) for name in consumers
                      for w in schedule.scop.statement(name).writes} - read)
    for array in results:
        if _bytes(schedule, array, sizes) > l2_bytes:
            try:
                schedule = schedule.apply_recipe(f"stream_stores({array})")
            except PolyvizError:
                continue  # no loop writes it row by row: plain stores
    return schedule


def _fused(schedule: Schedule, rows_loop: str, rows: int, columns_loop: str, columns: int, producers: list[str],
           intermediates: list[str]) -> tuple[Schedule, str]:
    """``tile`` of the two loops, ``compute_at`` of the producers at the column tile loop (the
    name ``tile`` gave it) and ``local_buffer`` of each intermediate, applied with ``force``; and
    the row point loop's name (``i_p@S1``)."""
    tiled = steps.tile(schedule, force=True, **{rows_loop: rows, columns_loop: columns})
    # The two loops are the band's first (merged into one band if they were two): their tiles come last, in order.
    site = next(s for s in tiled.sites if s.path == schedule.locate(rows_loop)[0].path)
    result = steps.compute_at(tiled, *producers, tiled.loop_name(site, site.band.tiles[-1][0]), force=True)
    for array in intermediates:
        result = steps.local_buffer(result, array, force=True)
    return result, f"{site.band.tiles[0][1]}@{site.statements[0]}"


def _jammed(schedule: Schedule, row_points: str, rows: int) -> Schedule:
    """``unroll`` of the row point loop ``row_points`` by :data:`JAM_ROWS`, when the tile has more
    rows, and of each recomputed producer's row loop (its outer loop, around its column loop)
    whose rows read common elements.
    Only with ``stream_stores``, whose code runs the copies without the edge tiles' conditions:
    with plain stores gcc leaves the jammed loop with its conditions inside unvectorised, and
    stencil_pipeline fused and jammed ran slower than row by row (docs/design-notes.md, "Measurements behind the constants")."""
    if rows <= JAM_ROWS:
        return schedule
    site, point = schedule.locate(row_points)
    try:
        schedule = directives.unroll(schedule, schedule.loop_name(site, point), JAM_ROWS, force=True)
    except PolyvizError:
        return schedule
    for producer_rows in [schedule.loop_name(s, s.band.names[0]) for s in schedule.recomputed_sites
                          if perfect_depth(s.band) >= 2 and _rows_share_reads(schedule, s)]:
        try:
            jammed = directives.unroll(schedule, producer_rows, JAM_ROWS, force=True)
        except PolyvizError:
            continue  # that producer's rows stay one at a time
        schedule = jammed if jammed.legal else schedule
    return schedule


def _rows_share_reads(schedule: Schedule, site) -> bool:
    """Whether two rows (values of the outer loop of ``site``'s band) of its statements read one
    element: only then do rows computed together load less.  blur2d's horizontal stage reads its
    own row only, and jamming its rows made the fused code slower (1.63x the original against
    1.76x with the last stage's rows only; bench_fusion.py, load 12)."""
    rows = isl.UnionMap.from_union_pw_aff(site.band.members[0]).intersect_domain(site.domain)
    reads = schedule.scop.reads.intersect_domain(site.domain)
    shared = reads.apply_range(reads.reverse()).apply_domain(rows).apply_range(rows)
    return not shared.deltas().subtract(isl.UnionSet("{ [0] }", context=shared.get_ctx())).is_empty()


def _statements_of(schedule: Schedule, child: int) -> list[str]:
    return list(statement_names(schedule.domain.intersect(schedule.tree.filters[child])))


def _two_outer_loops(schedule: Schedule, site) -> tuple[str, str]:
    names = list(site.band.names)
    if len(names) < 2:
        inner = next(s for s in schedule.sites if s.path == site.path + (0,))
        names.append(inner.band.names[0])
        return schedule.loop_name(site, names[0]), schedule.loop_name(inner, names[1])
    return schedule.loop_name(site, names[0]), schedule.loop_name(site, names[1])


def _read_by(schedule: Schedule, statements) -> set[str]:
    return {r.get_tuple_name(isl.dim_type.out) for name in statements for r in schedule.scop.statement(name).reads}


def _fixed(schedule: Schedule, sizes: dict[str, int]) -> isl.Set:
    fixed = schedule.scop.context
    for name in schedule.scop.parameters:
        if name in sizes:
            fixed = fixed.fix_val(isl.dim_type.param, fixed.find_dim_by_name(isl.dim_type.param, name), sizes[name])
    return fixed


def _bytes(schedule: Schedule, array: str, sizes: dict[str, int]) -> int:
    """Bytes of ``array`` the SCoP writes, at ``sizes``."""
    written = schedule.scop.writes.intersect_params(_fixed(schedule, sizes)).range()
    sets = written.get_set_list()
    element = next(a.element_type for a in schedule.scop.arrays if a.name == array).split()[-1]
    return sum(sets.get_at(k).count_val().to_python() for k in range(sets.n_set())
               if sets.get_at(k).get_tuple_name() == array) * ELEMENT_BYTES.get(element, 8)


def _span(schedule: Schedule, statement: str, dim: int, sizes: dict[str, int]) -> int:
    """Values from 0 to the largest of ``statement``'s loop ``dim`` at ``sizes``: the tiles start at 0."""
    domain = schedule.scop.statement(statement).domain.intersect_params(_fixed(schedule, sizes))
    return domain.dim_max_val(dim).to_python() + 1


def _column_tile(extent: int) -> int:
    """Columns per tile for rows of ``extent`` columns (from 0): the whole row, or equal parts of at most
    :data:`MAX_TILE_COLUMNS`, rounded up to a multiple of 8 (a cache line of doubles).  Not a
    power of two: a buffer row of 4096 doubles put the rows a stage reads in the same L1 sets,
    and blur2d's 4-row jam ran slower with 4096 columns per buffer row than with 3008
    (docs/design-notes.md, "Measurements behind the constants")."""
    parts = -(-extent // MAX_TILE_COLUMNS)
    return (-(-extent // parts) + 7) // 8 * 8


def _buffer_bytes(schedule: Schedule, arrays, sizes: dict[str, int]) -> int:
    """Bytes of ``arrays`` one tile of ``schedule`` (the second row of tiles) keeps in its buffers."""
    tiles = schedule.tiles(sizes)
    tile = tiles[min(len(tiles) - 1, len(tiles) // 2)]
    footprint = schedule.tile_footprint(tile, sizes)
    return sum(footprint.array(a).bytes() for a in arrays)
