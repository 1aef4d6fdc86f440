"""``auto()``: an automatic schedule built only from ordinary, legality-checked steps.

Every decision is a step of the resulting recipe, so users can replay, read and edit it:

1. ``assume_no_alias()`` when the caller says the arrays do not overlap, and
   ``allow_reassociation()`` when the caller lets parallel loops reorder reductions (step 6
   may then run atax's row loop in parallel, each thread summing into its own copy of ``y``);
   neither is ever assumed;
2. ``distribute`` of a loop around several loop nests when that makes a perfect nest of three
   loops (gemm's ``i`` around ``C *= beta`` and the ``k, j`` update), so that it can be tiled;
3. ``permute`` of each perfect nest so that its innermost loop walks memory with stride 1
   (or not at all) in as many accesses as possible: that loop is what the compiler vectorises;
   ``distribute`` of an imperfect nest first when only that makes such a permutation possible;
   in a nest that will be tiled a long stride costs less than a reduction (syrk keeps ``j``);
4. ``tile`` of perfect nests of three or more loops (the nests with reuse across a loop), with
   one size for all loops from a cache model (at most 64 when the innermost loop walks a long
   stride), then ``isolate`` so that full tiles have constant trip counts;
5. time tiling of stencils (a top-level loop that no write's subscript uses: each of its
   iterations rewrites the same data): ``fuse`` of the nests inside it, ``skew`` of each outer
   space loop by the smallest factor that makes the time-space band tileable, and ``tile`` of
   time and outer space loops; the innermost loop stays untiled and unskewed, so it keeps its
   long stride-1 run and the compiler still vectorises it; ``separate`` of the last point loop
   then hoists the fused statements' guards out of it, and ``separate`` of an innermost loop
   whose statements run different ranges of it keeps guards out of that loop too.  A stencil
   the user's order cannot time tile (fdtd-2d: a row nest beside plane nests, which no fusion
   makes one band) is time tiled after ``isl_schedule()`` when isl's order allows it.  The tile sizes come from a footprint
   model at the kernel's sizes (``sizes``, else its ``polyviz-bench`` sizes, else the largest
   the arrays' declared extents hold: PolyBench's ``A[N][N]``): the rows one time step of a
   tile sweeps and the next revisits must fit 3/4 of the L2, else the smallest tile is taken
   (heat-3d's 120x120 planes); when the sizes are unknown, the stencil is not tiled, and
   neither is one whose innermost loop carries a dependence (seidel-2d: compute bound, so
   isl's schedule below, whose innermost loop carries none, is tried instead);
   ``split`` of an innermost loop that carries a dependence at a loop around it when its pieces
   carry none, so that the compiler vectorises them (floyd-warshall's columns ``j`` at ``k``);
6. ``parallel`` of the outermost loop of each nest that carries no dependence (other than through
   scratch variables it privatises: doitgen's ``r`` with a copy of ``sum`` per iteration, deriche's
   row passes with their scalars ``lastprivate``, though not its column passes, whose innermost
   loops walk a long stride), unless two or
   more sequential loops enclose it: lu's ``j`` inside ``i`` and ``k`` starts a parallel region
   n² times for a sliver of work each, which costs far more than it gains; a top-level tiled band
   whose first two loops carry dependences gets a ``permute`` of its tile loops that puts a
   dependence-free one outermost, then parallel (trmm's column blocks ``j_t``: one region); a loop
   with one sequential loop around it that carries dependences only between the pieces of a
   ``split`` at that loop gets the split and ``parallel`` of each piece with more than one
   iteration (floyd-warshall's rows ``i`` at ``k``), when their regions pay; a tiled
   band with no parallel loop gets a ``pipeline`` of its first tile loop, which runs the tiles in
   one parallel region, or where a dependence goes backwards in its second tile loop a
   ``wavefront`` of its first two tile loops, whose inner tile loop is then parallel (the tiles of
   one anti-diagonal are independent: a parallel region per wave); an untiled band of three or
   more loops with no parallel loop that pays, whose innermost loop carries no dependence, gets
   its first two loops tiled (the second skewed by the first where that makes them tileable; the
   largest tiles whose elements fit half the L2) and a ``pipeline`` of the first tile loop:
   seidel-2d's waves in isl's order, one region instead of one per wave, the innermost loop as it
   was; only a loop with a loop inside it is made parallel (a row of work per parallel region
   does not pay).  At the kernel's
   sizes (``sizes``, else its largest array extent) each parallel region must also do enough work
   to pay for its fork and join on a shared core (:class:`.forkjoin.ForkJoinModel`, its work the
   instances at the cost of vectorised code for ``cache``'s registers, or the time to stream the
   elements they touch from memory, whichever is more; a loop that reduces pays a shared core's
   region, whose threads do not adapt to the load): the one region of gemm and syrk at PolyBench
   MEDIUM (little vector work) or of atax, bicg, mvt and gemver at LARGE (a matrix larger than
   the shared cache, streamed) does not, nor do adi's row loops inside its time loop (a region
   per sweep and time step), and they stay sequential; nor do regions whose innermost loops are
   vectorised and that each touch more than the cores' shared cache and take longer to stream it than
   to compute (floyd-warshall's row pieces at LARGE, 31 MB each, and deriche's element-wise sums:
   memory's speed, which a second core does not raise).

A pipeline of nests whose intermediate arrays exceed the L2 is instead tiled in the last nest
with its producers computed per tile into buffers (``compute_at``, ``local_buffer``), when the
caller says the intermediates are dead after the call (``scratch``; see :mod:`.pipeline`), then
step 6.

Where a scalar accumulator orders every instance that uses it (ludcmp's ``w``, kernels_c
cholesky's ``d``), the steps above are also tried after ``in_place`` of each scalar it accepts,
and that recipe is kept when it tiles more loops, or runs in parallel where the other does not.

When that leaves no loop parallel and no stencil time tiled, steps 2 to 6 are tried again after
``isl_schedule()`` (isl's Pluto-style scheduler), and that recipe is kept if it has a parallel
loop (before the fork/join model is asked) and splits no loop nest: lu's rows become independent
within each step of its right-looking form, which also runs faster on one thread; or, also where
the original order has parallel loops that do not pay, if it tiles more nests: symm's update of
``C`` split from the sum in ``temp2`` becomes a gemm-like nest.  Where none of its parallel loops
pays, it is kept only if it puts another of the user's loops innermost.  isl's scheduler is not
asked about statements in more than :data:`SCHEDULER_DEPTH` loops.
Then steps 2 to 6 are tried after ``isl_schedule(outer=permutable)`` (isl's deepest band whose
loops may all be permuted and tiled, with no skew), kept when it tiles more loops than that recipe,
splits no nest and runs in parallel: lu's and cholesky's own orders are one such band of all
three loops, which the user's imperfect nests hide; tiled, their rows run as one pipeline.

:func:`neighbourhood` lists that recipe's close alternatives (without ``parallel``, without any
step, other tile sizes); ``polyviz.auto_search`` times them with the runtime and keeps the
fastest verified one, so a recipe that does not pay on this machine is never chosen.

Each candidate step is applied with ``force=True`` and kept only when legal: a refusal is an
expected outcome, and the hint search an illegal step would run is wasted work.
"""
from __future__ import annotations

import functools
from dataclasses import replace
from typing import Callable

import islpy as isl

from ..model import isl_budget
from ..model.directives import Directive, first_value
from ..errors import AnalysisTooComplex, RecipeError
from . import directives, steps
from .access import iterator_dim, stride_score, strides, uses, walks_long_stride
from .cachemodel import TILE_SIZES, CacheModel
from .footprint import count_union
from .inplace import candidate_scalars
from .forkjoin import ForkJoinModel, elements_touched, parameter_values, region_elements, regions_and_points
from .pipeline import fused_pipeline
from .legality import carried_violation, trip_bound
from .schedule import Schedule
from .stepspec import Param, StepSpec
from .tree import Band, BandSite, Leaf, Sequence, perfect_depth

#: Time-tile and space-tile sizes of stencils used when ``tile_size`` is given (the model is
#: then bypassed): 8 time steps of 32 rows of a full-length innermost loop.
TIME_TILE, SPACE_TILE = 8, 32
#: Skew factors tried for each space loop of a stencil (jacobi-style two-statement steps need 2).
SKEW_FACTORS = (0, 1, 2, 3, 4)
#: The most loops around a statement for which auto() asks isl's scheduler for another order: its
#: search grows exponentially with them, and isl's operation limit does not stop it (it does not
#: count that work).  Past this depth even a one-statement nest of two-iteration loops took over a
#: minute (docs/design-notes.md, "Measurements behind auto()").
SCHEDULER_DEPTH = 8
#: Time steps from which a 1-D stencil's sweeps pay for its lane copies (``vector_lanes()``):
#: ``benchmarks/bench_lanes.py`` (PolyBench's harness, jacobi-1d at N=2000, load 6.4) measured
#: 16 steps at 0.81x the original, 32 at 1.14x, 64 at 1.37x, 500 at 1.91x.
LANE_TIME_STEPS = 32


# Its own bookkeeping (footprints, band shapes, candidate comparisons) is isl work too; each step
# it tries still gets a fresh budget of its own.
@isl_budget("auto()")
def auto(schedule: Schedule, *, force: bool = False, no_alias: bool = False, reassociate: bool = False,
         parallel: bool = True, tile_size: int | None = None, sizes: dict[str, int] | None = None,
         scratch: bool = False, cache: CacheModel | None = None, micro_kernel: bool = True) -> Schedule:
    """An automatic schedule made only of ordinary steps (see ``transform/auto.py``);
    ``tile_size`` overrides the cache model (``cache``, default :class:`CacheModel`'s), ``sizes``
    (default: the kernel's ``polyviz-bench`` sizes) are the parameter values the stencil
    footprint model assumes, ``parallel=False`` leaves out OpenMP; ``scratch``: the caller's
    word that the intermediate arrays of a pipeline are dead after the call, so that they may
    become buffers per tile (see :mod:`.pipeline`); ``micro_kernel=False`` leaves out ``register_tile``.

    A scalar accumulator orders every instance that uses it (ludcmp's ``w``); the schedule made
    with the scalars ``in_place`` accepts kept in their elements is taken when it tiles more
    loops or runs in parallel where the other does not (ludcmp's factorisation then becomes lu's)."""
    del force  # auto keeps legal steps only
    options = dict(no_alias=no_alias, reassociate=reassociate, parallel=parallel, tile_size=tile_size, sizes=sizes,
                   scratch=scratch, cache=cache or CacheModel(), micro_kernel=micro_kernel)
    result = _auto(schedule, **options)
    freed = _scalars_in_place(schedule)
    if freed is schedule:
        return result
    candidate = _auto(freed, **options)
    frees = _tiled_loops(candidate) > _tiled_loops(result) or (
        _runs_in_parallel(candidate) and not _runs_in_parallel(result))
    return candidate if frees else result


def _scalars_in_place(schedule: Schedule) -> Schedule:
    """``schedule`` after ``in_place`` of each scalar that accepts it (``schedule`` when none does)."""
    for scalar in candidate_scalars(schedule.scop):
        try:
            schedule = steps.in_place(schedule, scalar)
        except (RecipeError, AnalysisTooComplex):
            continue  # its values do not each end in one element: it stays a scalar
    return schedule


def _auto(schedule: Schedule, *, no_alias: bool, reassociate: bool, parallel: bool, tile_size: int | None,
          sizes: dict[str, int] | None, scratch: bool, cache: CacheModel, micro_kernel: bool) -> Schedule:
    """:func:`auto` for the statements ``schedule`` has."""
    start = _permissions(schedule, no_alias, reassociate and parallel)
    sizes = sizes or schedule.scop.source.header.bench_sizes or declared_sizes(schedule.scop)
    values = parameter_values(schedule.scop, sizes)
    forkjoin = ForkJoinModel.for_cache(cache)
    fused = fused_pipeline(start, sizes, scratch, cache.l2_bytes)
    if fused is not None:
        return _parallelise(fused, values, forkjoin, cache) if parallel else fused

    @functools.cache
    def isl_shaped() -> tuple[Schedule, Schedule]:
        # isl's order and steps 2 to 5 after it, asked once: the time tiles and the fallback below both try it.
        rescheduled = steps.isl_schedule(start)
        return rescheduled, _shape(rescheduled, tile_size, sizes, cache, micro_kernel)

    shaped = _isl_time_tiles(start, _shape(start, tile_size, sizes, cache, micro_kernel), isl_shaped)
    result = _parallelise(shaped, values, forkjoin, cache) if parallel else shaped
    if parallel and not result.parallel_loops() and not _vectorised_stencil(result, start) and \
            _loop_depth(start) <= SCHEDULER_DEPTH:
        # isl's scheduler may expose parallelism the original loop order hides: lu's rows are
        # independent within each step of its right-looking form (1 sequential loop around them,
        # not 2), which ran several times faster than the original on one thread, faster still on two.
        # Only when isl splits no nest, or the split exposes a nest to tile: atax's split into two
        # nests reads its matrix twice, and lost; symm's moves the update
        # C[k][j] += alpha*B[i][j]*A[i][k] out of the nest that sums temp2, and that update, tiled
        # with j innermost, made the whole run faster
        # (docs/design-notes.md, "Measurements behind auto()").  Without
        # new tiles, asked only where the original order has no parallel loop at all, paying or
        # not (jacobi-2d's, whose regions do not pay, keep its order); whether isl's regions pay
        # is then the fork/join model's call.  Where they do not, isl's order runs sequentially,
        # and is kept only when it puts another of the user's loops innermost (what the compiler
        # vectorises): lu's j and cholesky's rows (2.8x and 2.9x the original on one thread,
        # PolyBench MEDIUM); nussinov's diagonal walk keeps k innermost and ran at 0.75-0.89x,
        # so it keeps its own order.
        unpaid = values is not None and _parallelise(shaped, None, forkjoin, cache).parallel_loops()
        _, isl_tiled = isl_shaped()
        rescheduled = _parallelise(isl_tiled, None, forkjoin, cache)
        tiles_more = _tiled_nests(rescheduled) > _tiled_nests(result)
        if rescheduled.parallel_loops() and (
                tiles_more or not unpaid and _outer_loops(rescheduled) <= _outer_loops(result)):
            if values is not None:
                rescheduled = _parallelise(isl_tiled, values, forkjoin, cache)
            if _runs_in_parallel(rescheduled) or _moves_another_loop_innermost(start, rescheduled):
                result = rescheduled
        result = _tiled_reschedule(start, result, tile_size, sizes, cache, micro_kernel, values, forkjoin)
    if reassociate and not result.reassociates():
        # The permission went unused, so the recipe should not claim it.  Rebuilding rather
        # than dropping the step: the permission also steered trials (a tile band whose
        # innermost loop only carries a reduction counted as vectorised and got no wavefront).
        return _auto(schedule, no_alias=no_alias, reassociate=False, parallel=parallel, tile_size=tile_size,
                     sizes=sizes, scratch=scratch, cache=cache, micro_kernel=micro_kernel)
    if result.steps == start.steps:
        result = _stencil_in_lanes(result, sizes)
    if result.steps == start.steps:
        # An empty recipe is a finding too: say which rule found nothing to gain, and why.
        return replace(result, notes=("auto() found no step worth taking:",) + _why_nothing(start, sizes, parallel))
    if not sizes:
        return replace(result, notes=tuple(_sizes_needed(time) for time in _time_loops(start)))
    return result


def _moves_another_loop_innermost(before: Schedule, after: Schedule) -> bool:
    """Whether ``after`` runs some statement with another of its original loops innermost than
    ``before`` does (a skewed innermost loop, which walks memory diagonally, does not count)."""
    old, new = _innermost_iterators(before), _innermost_iterators(after)
    return any(dim is not None and dim != old.get(name) for name, dim in new.items())


def _innermost_iterators(schedule: Schedule) -> dict[str, int | None]:
    """Each statement's iterator that the innermost loop around it equals (its position), or
    ``None`` where that loop combines several (a skew)."""
    found: dict[str, int | None] = {}
    for site in schedule.sites:  # outermost first: the innermost band around a statement wins
        for name in site.statements:
            found[name] = iterator_dim(site.band.members[-1], schedule.scop.statement(name))
    return found


def _tiled_reschedule(start: Schedule, result: Schedule, tile_size: int | None, sizes: dict[str, int],
                      cache: CacheModel, micro_kernel: bool, values: dict[str, int] | None,
                      forkjoin: ForkJoinModel) -> Schedule:
    """Steps 2 to 6 after ``isl_schedule(outer=permutable)`` when that tiles more loops than
    ``result``, splits no nest, and runs in parallel: lu's and cholesky's own orders are one
    permutable band of all three loops (the pivot division at ``k = j``) that the user's imperfect
    nests hide, and tiled it reuses each tile of rows from cache; with no parallel tile loop, its
    row tiles run as one pipeline, which beat isl's right-looking order and the original on lu
    (docs/design-notes.md, "Measurements behind auto()")."""
    permutable = steps.isl_schedule(start, outer="permutable")
    if _skewed(permutable):
        return result
    tileable = _shape(permutable, tile_size, sizes, cache, micro_kernel)
    if _tiled_loops(tileable) <= _tiled_loops(result) or _loop_nests(tileable) > _loop_nests(start):
        return result
    candidate = _parallelise(tileable, values, forkjoin, cache)
    return candidate if _runs_in_parallel(candidate) else result


def _skewed(schedule: Schedule) -> bool:
    """Whether a loop of ``schedule`` combines several of a statement's iterators (a skew): its
    tiles' innermost loop then walks memory diagonally.  seidel-2d's band (t, t + i, 2t + i + j),
    tiled with t innermost, ran at 2.2x the original on one thread against 5.5x for isl's
    parallel order with t innermost (PolyBench MEDIUM, same run, load 8.7)."""
    return any(_combines_iterators(member, schedule.scop.statement(name))
               for site in schedule.sites for member in site.band.members for name in site.statements)


def _combines_iterators(member: isl.UnionPwAff, statement) -> bool:
    """Whether band member ``member`` is, on ``statement``, neither one of its iterators (run
    either way: ludcmp's back substitution after ``in_place(w)`` runs ``i`` downwards) nor a
    constant (a band over a statement beside its inner loop)."""
    if iterator_dim(member, statement, backwards=True) is not None:
        return False
    pieces = member.get_pw_aff_list()
    return any(piece.get_domain_space().get_tuple_name(isl.dim_type.set) == statement.name
               and piece.involves_dims(isl.dim_type.in_, 0, len(statement.iterators))
               for piece in (pieces.get_at(k) for k in range(pieces.n_pw_aff())))


def _tiled_loops(schedule: Schedule) -> int:
    return sum(len(site.band.tiles) for site in schedule.sites)


def _runs_in_parallel(schedule: Schedule) -> bool:
    return bool(schedule.parallel_loops()) or any(directives.pipeline_of(site.band) for site in schedule.sites)


def _vectorised_stencil(schedule: Schedule, start: Schedule) -> bool:
    """Whether ``schedule`` tiles a time loop of ``start``'s stencils, or runs a recurrence
    outside a dependence-free innermost loop (adi's sweeps): those vectorised loops are what the
    isl_schedule() fallback would have to beat, and that fallback took most of auto()'s time on
    heat-3d and adi (docs/design-notes.md, "Measurements behind auto()")."""
    times = set(_time_loops(start))
    if any(step.name == "tile" and times.intersection(steps.loops_tiled_by(step)) for step in schedule.steps):
        return True
    return any(len(loops) >= 2 and _recurrences(schedule, loops[:-1]) and loops[-1] in schedule.parallelizable_loops()
               for loops in _perfect_nests(schedule))


def _time_tiled(schedule: Schedule, times: list[str]) -> int:
    return sum(1 for step in schedule.steps if step.name == "tile" and set(times).intersection(steps.loops_tiled_by(step)))


def _isl_time_tiles(start: Schedule, shaped: Schedule,
                    isl_shaped: Callable[[], tuple[Schedule, Schedule]]) -> Schedule:
    """``shaped``, or steps 2 to 5 after ``isl_schedule()`` (``isl_shaped()``: isl's order of
    ``start`` and those steps after it) when that time tiles more of ``start``'s stencils:
    fdtd-2d's time loop holds a row nest beside three plane nests, which no fusion of the user's
    order makes one band, while isl's schedule puts the row in the planes' band (LARGE, one
    thread: 1.72x the original with its time tiles, 1.14x for the planes' fusion in the same run)."""
    times = _time_loops(start)
    if not times or _time_tiled(shaped, times) == len(times):
        return shaped
    rescheduled, isl_tiled = isl_shaped()
    return isl_tiled if _time_tiled(isl_tiled, _time_loops(rescheduled)) > _time_tiled(shaped, times) else shaped


def _sizes_needed(time: str) -> str:
    return (f"time tiling of {time}: the tile sizes come from the problem sizes, and none are known: give "
            "them (polyviz transform --size NAME=VALUE, auto(sizes={...}) or a // polyviz-bench: line)")


def _outer_loops(schedule: Schedule) -> int:
    return sum(1 for site in schedule.sites if not site.outer)


def _tiled_nests(schedule: Schedule) -> int:
    return sum(1 for site in schedule.sites if site.band.tiles)


def _loop_depth(schedule: Schedule) -> int:
    """The most loops around one statement of ``schedule``."""
    return max((len(statement.iterators) for statement in schedule.scop.statements), default=0)


def _loop_nests(schedule: Schedule) -> int:
    """The top-level nests of two or more loops: a split that adds one streams a matrix again
    (atax's), while a single loop split off (ludcmp's ``y[i] = b[i]`` after ``in_place(w)``) streams
    only a vector."""
    inner = {id(band) for site in schedule.sites for band in site.outer}
    return sum(1 for site in schedule.sites
               if not site.outer and (len(site.band.names) > 1 or id(site.band) in inner))


def _shape(schedule: Schedule, tile_size: int | None, sizes: dict[str, int], cache: CacheModel,
           micro_kernel: bool) -> Schedule:
    """Steps 2 to 5 of the module docstring; step 6 (:func:`_parallelise`) is the caller's, which
    may weigh the same shape's parallel regions at the kernel's sizes and without them."""
    result = _distribute_for_depth(schedule)
    result = _stride_one_innermost(result, sizes, cache)
    result = _tile_deep_nests(result, tile_size, cache, micro_kernel)
    if micro_kernel:
        result = _register_tiles(result, cache)
    return _split_for_vectors(_time_tile(result, tile_size, sizes, cache))


def _permissions(schedule: Schedule, no_alias: bool, reassociate: bool) -> Schedule:
    result = directives.assume_no_alias(schedule) if no_alias else schedule
    return directives.allow_reassociation(result) if reassociate else result


def _try(schedule: Schedule, step, *args) -> Schedule:
    """``step(schedule, *args)`` when legal, else ``schedule`` itself."""
    try:
        candidate = step(schedule, *args, force=True)
    except AnalysisTooComplex:
        return schedule  # its legality is not decidable within the isl budget: leave the step out
    return candidate if candidate.legal else schedule


def _display(schedule: Schedule, site: BandSite) -> list[str]:
    return [schedule.loop_name(site, n) for n in site.band.names]


def _distribute_for_depth(schedule: Schedule) -> Schedule:
    """Distribute loops around several nests when that makes a perfect nest of three loops."""
    index = 0
    while index < len(schedule.sites):
        site = schedule.sites[index]
        child = site.band.child
        above = sum(len(b.names) for b in site.outer) + len(site.band.names)
        if isinstance(child, Sequence) and any(isinstance(c, Band) and above + perfect_depth(c) >= 3
                                               for c in child.children):
            schedule = _try(schedule, steps.distribute, _display(schedule, site)[0])
        index += 1
    return schedule


def _perfect_nests(schedule: Schedule) -> list[list[str]]:
    """The loops of each maximal perfect nest (bands nested directly in bands), outermost first."""
    nests, inside = [], set()
    for site in schedule.sites:
        if site.path in inside:
            continue
        loops, node, path = [], site.band, site.path
        while isinstance(node, Band):
            loops += [schedule.loop_name(s, n) for s in schedule.sites if s.path == path for n in s.band.names]
            inside.add(path)
            node, path = node.child, path + (0,)
        nests.append(loops)
    return nests


def _stride_one_innermost(schedule: Schedule, sizes: dict[str, int], cache: CacheModel) -> Schedule:
    """Move the loop with the best memory stride innermost in each perfect nest, when legal;
    then ``distribute`` each loop around several statements or nests when that lets a nest it
    encloses be permuted too (covariance's column means: ``mean[j] += data[i][j]`` gets ``j``
    innermost, stride 1 and no longer a reduction), and only then."""
    schedule, _ = _permute_perfect_nests(schedule, sizes, cache)
    index = 0
    while index < len(schedule.sites):
        site = schedule.sites[index]
        if isinstance(site.band.child, Sequence):
            distributed = _try(schedule, steps.distribute, _display(schedule, site)[0])
            if distributed is not schedule:
                permuted, moved = _permute_perfect_nests(distributed, sizes, cache)
                if moved:
                    schedule = permuted
        index += 1
    return schedule


def _permute_perfect_nests(schedule: Schedule, sizes: dict[str, int], cache: CacheModel) -> tuple[Schedule, int]:
    """Move the loop with the best memory stride innermost in each perfect nest, when legal;
    also says how many nests it permuted."""
    moved = 0
    for loops in _perfect_nests(schedule):
        if len(loops) < 2:
            continue
        # A nest that will be tiled keeps a long-stride access's few rows of a tile in cache, so
        # there the stride costs less than a reduction: syrk's j innermost (A[j][k] strided) paid,
        # k innermost (a reduction) did not (docs/design-notes.md, "Measurements behind auto()").
        tiled = len(loops) >= 3 and any(0 in used for used in uses(schedule, loops))
        deepest = _deepest_statements(schedule, loops)
        scores = {loop: stride_score(schedule, loop, 2 if tiled else 4, deepest) for loop in loops}
        # A recurrence innermost runs one element after the other, whatever its strides: adi's
        # sweeps (p[i][j] = -c / (a*p[i][j-1] + b)) ran faster with i innermost, vectorised
        # across rows, on one thread (docs/design-notes.md, "Measurements behind auto()").
        # Only while the rows of one sweep across them stay in cache (tutorial_row_recurrence's
        # 15000 rows would not).
        recurrent = _recurrences(schedule, loops) if any(
            _sweep_fits(schedule, loop, sizes, cache) for loop in loops[:-1]) else set()
        rank = {loop: (loop not in recurrent and (not recurrent or _sweep_fits(schedule, loop, sizes, cache)),
                       scores[loop]) for loop in loops}
        best = max(loops, key=lambda loop: (rank[loop], loops.index(loop)))
        if best != loops[-1] and rank[best] > rank[loops[-1]]:
            order = [loop for loop in loops if loop != best] + [best]
            permuted = _try(schedule, steps.permute, *order)
            moved += permuted is not schedule
            schedule = permuted
    return schedule, moved


def _deepest_statements(schedule: Schedule, loops: list[str]) -> tuple[str, ...]:
    """The statements of the perfect nest ``loops`` with the most iterators: they do its work.  In
    cholesky's one band (isl's ``outer=permutable``) the update runs n³/6 times, the division and
    the pivot's square root n²/2 and n times; scored over all four, the update's reduction loop
    stayed innermost, and its tiles ran 2.2x the original on one thread against 4.3x with the
    row loop innermost (PolyBench LARGE, same run, load 8-12)."""
    site = schedule.locate(loops[-1])[0]
    depth = {name: len(schedule.scop.statement(name).iterators) for name in site.statements}
    most = max(depth.values())
    return tuple(name for name in site.statements if depth[name] == most)


def _recurrences(schedule: Schedule, loops: list[str]) -> set[str]:
    """The loops of ``loops`` that carry a dependence and move every write of their statements:
    each iteration waits for a value the previous one computed (a reduction, whose write stays
    put, is the compiler's to vectorise when it may reassociate, and ``stride_score``'s to weigh)."""
    found = set()
    for loop in loops:
        site, name = schedule.locate(loop)
        # Carried in any order of the nest: pairs that agree on every other loop of it, inner
        # ones too (nussinov's j carries T[i][j] -> T[i][k] only across k, so with k outside
        # it runs free; adi's j carries p[i][j-1] -> p[i][j] wherever it goes).
        others = [schedule.locate(other) for other in loops if other != loop]
        members = tuple(s.band.member(n) for s, n in others) + (site.band.member(name),)
        probe = BandSite(site.path, Band(tuple(f"other{k}" for k in range(len(others))) + (name,), members, site.band.child),
                         site.domain, site.outer)
        if carried_violation(probe, name, schedule.kept_in_parallel(site), schedule.scop.context) is None:
            continue
        dims = [(schedule.scop.statement(s), iterator_dim(site.band.member(name), schedule.scop.statement(s)))
                for s in site.statements]
        if all(dim is not None and all(any(strides(w, dim)) for w in statement.writes) for statement, dim in dims):
            found.add(loop)
    return found


def _sweep_fits(schedule: Schedule, loop: str, sizes: dict[str, int], cache: CacheModel) -> bool:
    """Whether ``loop`` run innermost keeps in cache the line of each row its long-stride
    accesses reach (see :meth:`CacheModel.rows_fit`), at ``sizes``."""
    site, name = schedule.locate(loop)
    for statement_name in site.statements:
        statement = schedule.scop.statement(statement_name)
        dim = iterator_dim(site.band.member(name), statement)
        if dim is None:
            return False
        strided = {a.get_tuple_name(isl.dim_type.out) for a in statement.reads + statement.writes
                   if any(strides(a, dim)[:-1])}
        extent = _extents(statement, sizes)[dim] if sizes else None
        if extent is None or not cache.rows_fit(extent, len(strided)):
            return False
    return True


def _tile_deep_nests(schedule: Schedule, tile_size: int | None, cache: CacheModel, micro_kernel: bool) -> Schedule:
    """Tile nests of three or more loops where some access does not use some loop of the nest
    (data reused across that loop, which tiles keep in cache); stencils without such reuse
    inside a time step are left alone, since tiles only break their long stride-1 runs.  With
    ``micro_kernel``, the loop :func:`_register_tiles` will take as the block's rows gets the
    largest multiple of the block's rows up to the size, so that no block straddles two tiles
    (a straddling block runs as plain loops)."""
    block_rows = cache.register_block[0]
    for loops in _perfect_nests(schedule):
        if len(loops) < 3 or not any(0 in used for used in uses(schedule, loops)):
            continue
        size = tile_size or cache.tile_size([sum(used) for used in uses(schedule, loops)],
                                            walks_long_stride(schedule, loops[-1]))
        rows = _block_rows(schedule, loops, cache) if micro_kernel and size >= block_rows else None
        sizes = [size - size % block_rows if loop == rows else size for loop in loops]
        path = schedule.locate(loops[0])[0].path
        tiled = _try(schedule, steps.tile, *[x for pair in zip(loops, sizes) for x in pair])
        if tiled is not schedule:
            site = next(s for s in tiled.sites if s.path == path)
            schedule = _try(tiled, directives.isolate, tiled.loop_name(site, site.band.tiles[-len(loops)][0]))
    return schedule


def _block_rows(schedule: Schedule, loops: list[str], cache: CacheModel) -> str | None:
    """The loop of the nest ``loops`` that a register block along its last loop takes as rows,
    as :func:`_register_tiles` chooses it, or ``None`` when the nest takes no register block."""
    rows_size, columns_size = cache.register_block
    for loop in loops:
        if not _may_be_block_rows(schedule, loop, loops[-1]):
            continue
        try:
            if directives.register_tile(schedule, loop, rows_size, loops[-1], columns_size, force=True).legal:
                return loop
        except (RecipeError, AnalysisTooComplex):
            continue
    return None


def _may_be_block_rows(schedule: Schedule, loop: str, columns: str) -> bool:
    """Whether ``loop`` may be the rows of a register block along ``columns``: a loop other than
    ``columns`` around exactly one statement, which writes one element that ``loop`` moves."""
    site, name = schedule.locate(loop)
    if loop == columns or len(site.statements) != 1:
        return False
    statement = schedule.scop.statement(site.statements[0])
    dim = iterator_dim(site.band.member(name), statement)
    return dim is not None and len(statement.writes) == 1 and any(strides(statement.writes[0], dim))


def _register_tiles(schedule: Schedule, cache: CacheModel) -> Schedule:
    """``register_tile`` of each tiled band whose innermost point loop is the last subscript of
    the one element its statement writes and another point loop indexes that element too
    (gemm's ``C[i][j]`` with ``k`` between): the block of the written array then stays in
    vector registers across the remaining point loops (see ``directives.register_tile``), in blocks
    for the model's registers (:attr:`CacheModel.register_block`)."""
    rows_size, columns_size = cache.register_block
    for site in list(schedule.sites):
        if not site.band.tiles or first_value(site.band.directives, Directive.register_tile) is not None:
            continue
        current = next((s for s in schedule.sites if s.path == site.path), None)
        if current is None or len(current.statements) != 1:
            continue
        points = [p for _, p, _ in current.band.tiles]
        columns = current.band.names[-1]
        if columns not in points:
            continue
        for rows in points:
            if not _may_be_block_rows(schedule, schedule.loop_name(current, rows), schedule.loop_name(current, columns)):
                continue
            try:
                candidate = directives.register_tile(schedule, schedule.loop_name(current, rows), rows_size,
                                                schedule.loop_name(current, columns), columns_size, force=True)
            except (RecipeError, AnalysisTooComplex):
                continue
            if candidate.legal:
                schedule = _pack_scaled_operands(candidate, current.path)
                break
    return schedule


def _pack_scaled_operands(schedule: Schedule, path: tuple[int, ...]) -> Schedule:
    """``pack`` of each array that the register block at ``path`` reads as a broadcast scalar (not
    along the vectors) after multiplying it by loop-invariant scalars (gemm's ``alpha * A[i][k]``),
    at the innermost cache-tile loop the read depends on: the product is then made once per element
    and tile instead of once per element and register block; a copy without a product to save
    (3mm's) gained nothing measurable, so it is left out
    (docs/design-notes.md, "Measurements behind auto()")."""
    site = next(s for s in schedule.sites if s.path == path)
    band, tile = site.band, first_value(site.band.directives, Directive.register_tile)
    statement = schedule.scop.statement(site.statements[0])
    written = {w.get_tuple_name(isl.dim_type.out) for w in statement.writes}
    columns = iterator_dim(band.member(tile.columns), statement)
    # register_tile appends the block's own two stepping loops to the band's tiles.
    cache_tiles = sorted((band.names.index(t), t, iterator_dim(band.member(p), statement)) for t, p, _ in band.tiles[:-2])
    for read in statement.reads:
        array = read.get_tuple_name(isl.dim_type.out)
        if array in written or schedule.scop.array(array).is_scalar or any(strides(read, columns)):
            continue
        loops = [t for _, t, dim in cache_tiles if dim is not None and any(strides(read, dim))]
        if not loops:
            continue
        try:
            candidate = directives.pack(schedule, array, schedule.loop_name(site, loops[-1]))
        except (RecipeError, AnalysisTooComplex):
            continue
        packed_band = next(s for s in candidate.sites if s.path == path).band
        packed = [d for d in packed_band.directives if isinstance(d, directives.Packed)][-1]
        if packed.factor:
            schedule = candidate
    return schedule


def _stencil_in_lanes(schedule: Schedule, sizes: dict[str, int]) -> Schedule:
    """``vector_lanes()`` of a kernel of 1-D arrays when every statement then runs in lanes and
    sits in a time loop of at least :data:`LANE_TIME_STEPS` steps at ``sizes``, or of steps that
    ``sizes`` leave open (PolyBench's ``tsteps``, which no array's extent bounds), the lanes then
    taken at run time from that many steps on; jacobi-1d, whose time tiles would fuse its sweeps
    into a recurrence gcc does not vectorise.  Else ``schedule``."""
    everything = {s.name for s in schedule.scop.statements}
    for site in schedule.sites:
        if site.outer or not _steps_time(schedule, site, site.band.members[0]):
            continue
        timed = set(site.statements)
        steps_open = False
        for name in site.statements:
            statement = schedule.scop.statement(name)
            steps_taken = _extents(statement, sizes)[iterator_dim(site.band.members[0], statement)]
            steps_open |= steps_taken is None
            if steps_taken is not None and steps_taken < LANE_TIME_STEPS:
                timed.discard(name)
        if timed != everything:
            continue
        try:
            laned = directives.vector_lanes(schedule, from_steps=LANE_TIME_STEPS if steps_open else 0)
        except RecipeError:
            return schedule
        if set(laned.generate(openmp=False).lane_statements) == everything:
            return laned
    return schedule


def _time_loops(schedule: Schedule) -> list[str]:
    """Outermost loops of top-level nests that no write's subscript uses (time loops of stencils)."""
    return [_display(schedule, site)[0] for site in schedule.sites
            if not site.outer and _steps_time(schedule, site, site.band.members[0])]


def _steps_time(schedule: Schedule, site: BandSite, member) -> bool:
    """Whether band member ``member`` of ``site`` is an iterator of each statement that no write's
    subscript uses (a stencil's time)."""
    for statement_name in site.statements:
        statement = schedule.scop.statement(statement_name)
        dim = iterator_dim(member, statement)
        if dim is None or any(any(strides(w, dim)) for w in statement.writes):
            return False
    return True


def _fuse_below(schedule: Schedule, loop: str, levels: int | None = None) -> Schedule:
    """Fuse, level by level (the first ``levels``, default all), each run of consecutive sibling
    nests of equal depth below ``loop`` (legal fusions only; ``fuse`` adds the shifts it needs):
    a row loop fused into the rows of a plane would mix its columns with rows (fdtd-2d's
    ``ey[0][j] = _fict_[t]``)."""
    site = schedule.locate(loop)[0]
    path, outer = site.path, len(site.outer)
    fused = True
    while fused:
        fused = False
        for site in schedule.sites:
            if site.path[:len(path)] != path or not isinstance(site.band.child, Sequence):
                continue
            if levels is not None and len(site.outer) - outer >= levels:
                continue
            children = {c.path[-1]: c for c in schedule.sites if c.path[:-1] == site.path + (0,)}
            runs, run, depth = [], [], None
            for k, child in enumerate(site.band.child.children):
                if k in children and (not run or perfect_depth(child) == depth):
                    run.append(_display(schedule, children[k])[0])
                else:
                    runs.append(run)
                    run = [_display(schedule, children[k])[0]] if k in children else []
                depth = perfect_depth(child) if k in children else None
            for run in runs + [run]:
                candidate = _try(schedule, steps.fuse, *run) if len(run) >= 2 else schedule
                if candidate is not schedule:
                    schedule, fused = candidate, True
                    break
            if fused:
                break
    return schedule


def _time_tile(schedule: Schedule, tile_size: int | None, sizes: dict[str, int], cache: CacheModel) -> Schedule:
    """Time tiling of each stencil: fuse the nests in the time loop, skew its outer space loops
    by the smallest factors that make them tileable with it, tile with sizes from
    :func:`_stencil_tile_sizes` (``tile_size`` overrides them); undone when any part fails."""
    for time in _time_loops(schedule):
        fused = _fuse_below(schedule, time)
        nest = next((loops for loops in _perfect_nests(fused) if loops[0] == time), None)
        if nest is None:
            # Tiling an earlier time loop renamed this one (i0@S1 is plain i0 once i0@S0 became
            # tile loops): that nest is left untiled rather than looked up under a stale name.
            continue
        below = fused.locate(nest[-1])[0].path + (0,)
        # A nest ending at statements keeps its innermost loop whole (stride 1, vectorised);
        # one ending at a sequence of nests (fdtd-2d) has its innermost loops below.
        nested = any(site.path[:len(below)] == below for site in fused.sites)
        space = nest[1:] if nested else nest[1:-1]
        if not space and nested:
            # Nests of different depths in the time loop (fdtd-2d's row beside its planes) leave
            # no band to time tile; the fused nests still sweep their rows once per time step
            # instead of once per nest (fdtd-2d LARGE: 1.43-1.46x, one thread; their columns
            # fused too, with shifts guarded inside the innermost loop: 1.30x).
            schedule = _fuse_below(schedule, time, levels=1)
            continue
        # Time tiles pay by keeping rows in cache while a vectorised innermost loop sweeps
        # them; a recurrence along it (seidel-2d's A[i][j-1]) makes the stencil compute bound:
        # its (t, i) tiles gained nothing, while isl's schedule, whose innermost loop carries no
        # dependence, paid (docs/design-notes.md, "Measurements behind auto()").
        if not space or (not nested and nest[-1] not in fused.parallelizable_loops()):
            continue
        # Extend the tile band one space loop at a time; a loop no skew makes tileable (heat-3d's
        # j, fused with a backward step) ends it and stays a point loop.  Whether a band is
        # tileable does not depend on the sizes, so they are chosen once the band is known.
        candidate, factors = fused, []
        for k, loop in enumerate(space):
            found = _skewed_to_tile(candidate, loop, time,
                                    [time, TIME_TILE] + [x for s in space[:k + 1] for x in (s, SPACE_TILE)])
            if found is None:
                break
            candidate, factor = found
            factors.append(factor)
        if not factors:
            continue
        chosen = (TIME_TILE, tile_size) if tile_size else _stencil_tile_sizes(fused, nest, factors, sizes, cache)
        if chosen is None:
            continue
        tiled_loops = [time, *space[:len(factors)]]
        tiled = _try(candidate, steps.tile, *[x for k, loop in enumerate(tiled_loops)
                                          for x in (loop, chosen[0] if k == 0 else chosen[1])])
        if tiled is not candidate:
            # The fused statements start and end at different rows of a skewed tile, so isl
            # guards each of them inside the innermost loop; one loop per piece of the last
            # point loop hoists the guards out (heat-3d MEDIUM: 0.81x -> 1.06x; LARGE 8x16
            # tiles: 1.64x -> 2.04x).
            site = next(s for s in tiled.sites if s.path == candidate.locate(time)[0].path)
            schedule = _separate_guarded_innermost(
                _try(tiled, directives.separate, tiled.loop_name(site, site.band.tiles[-1][1])), site.path)
    return schedule


def _skewed_to_tile(schedule: Schedule, loop: str, by: str, trial: list) -> tuple[Schedule, int] | None:
    """``schedule`` after ``skew(loop, by, factor)`` by the smallest of :data:`SKEW_FACTORS` (0: no
    skew) after which ``tile(*trial)`` is legal, and that factor; None when none is.  Whether loops
    tile does not depend on the tiles' sizes, so ``trial``'s stand in for those chosen once they do."""
    for factor in SKEW_FACTORS:
        skewed = _try(schedule, steps.skew, loop, by, factor) if factor else schedule
        if (not factor or skewed is not schedule) and _try(skewed, steps.tile, *trial) is not skewed:
            return skewed, factor
    return None


def _separate_guarded_innermost(schedule: Schedule, path: tuple[int, ...]) -> Schedule:
    """``separate`` of each innermost loop below the band at ``path`` whose statements run
    different ranges of it: isl would otherwise guard some of them inside it, and gcc does not
    vectorise a loop with guards inside (fdtd-2d LARGE, isl's time tiles: 0.51x the original
    with ``if (j >= 1)`` and ``if (j <= _PB_NY - 2)`` in the fused column loop, 1.72x with it
    separated, one thread)."""
    for site in schedule.sites:
        if site.path[:len(path)] != path or isinstance(site.band.child, Band) or len(site.statements) < 2:
            continue
        values = isl.UnionMap.from_union_pw_aff(site.band.members[-1]).intersect_domain(site.domain)
        ranges = [values.intersect_domain(isl.UnionSet(sets.get_at(k))).range()
                  for sets in [site.domain.get_set_list()] for k in range(sets.n_set())]
        if any(not r.is_equal(ranges[0]) for r in ranges[1:]):
            schedule = _try(schedule, directives.separate, _display(schedule, site)[-1])
    return schedule


def _stencil_tile_sizes(schedule: Schedule, nest: list[str], factors: list[int], sizes: dict[str, int],
                        cache: CacheModel) -> tuple[int, int] | None:
    """The (time, space) tile sizes ``cache`` chooses for the stencil ``nest`` skewed by
    ``factors`` (see :meth:`CacheModel.stencil_tile`) at ``sizes``, or None (do not time tile)
    when the sizes leave the extents of the untiled loops unknown."""
    statement = schedule.scop.statement(schedule.locate(nest[-1])[0].statements[0])
    # The statement's dimensions: time, the tiled space loops, then the untiled ones, whose
    # extents must be known (the number of time steps need not be).
    untiled = _extents(statement, sizes)[1 + len(factors):]
    if not sizes or None in untiled:
        return None
    untiled_elements = 1
    for extent in untiled:
        untiled_elements *= extent
    arrays = len({a.get_tuple_name(isl.dim_type.out) for a in statement.reads + statement.writes})
    return cache.stencil_tile(factors, untiled_elements, arrays)


def _extents(statement, sizes: dict[str, int]) -> list[int | None]:
    """How many values each iterator of ``statement`` takes with the parameters at ``sizes``
    (None where that still depends on a parameter, or on outer iterators)."""
    domain = statement.domain.intersect_params(_parameters_at(statement.domain.get_space(), sizes))
    if domain.is_empty():
        return [None] * domain.dim(isl.dim_type.set)
    return [_constant(domain.dim_max(d)) - _constant(domain.dim_min(d)) + 1
            if domain.dim_max(d).is_cst() and domain.dim_min(d).is_cst() else None
            for d in range(domain.dim(isl.dim_type.set))]


def _parameters_at(space: isl.Space, sizes: dict[str, int]) -> isl.Set:
    """The parameters of ``space`` with those ``sizes`` names fixed at their values."""
    fixed = isl.Set.universe(space.params())
    for name, value in sizes.items():
        position = fixed.find_dim_by_name(isl.dim_type.param, name)
        if position >= 0:
            fixed = fixed.fix_val(isl.dim_type.param, position, isl.Val(value))
    return fixed


def declared_sizes(scop) -> dict[str, int]:
    """The largest value of each parameter for which every access stays within its array's
    declared extents (PolyBench's ``A[N][N]`` with ``N`` fixed by the dataset bounds its ``n``),
    for the parameters that some constant extent bounds."""
    allowed = scop.context
    for statement in scop.statements:
        # Where a statement never runs, any size is in bounds (jacobi-2d's n for tsteps = 0).
        allowed = allowed.intersect(statement.domain.params())
        for access in statement.reads + statement.writes:
            box = _declared_box(scop, access)
            if box is not None:
                outside = statement.domain.subtract(access.intersect_range(box).domain())
                allowed = allowed.subtract(outside.params())
    count = allowed.dim(isl.dim_type.param)
    values = allowed.move_dims(isl.dim_type.set, 0, isl.dim_type.param, 0, count)
    if values.is_empty():
        return {}
    sizes = {}
    for k in range(count):
        largest = values.dim_max_val(k)
        if largest.is_int():
            sizes[allowed.get_dim_name(isl.dim_type.param, k)] = largest.to_python()
    return sizes


def _declared_box(scop, access: isl.Map) -> isl.Set | None:
    """The elements of the array ``access`` reaches that its declaration holds, or None when
    the declaration bounds nothing isl can read (an unsized first dimension only, a cast)."""
    array = scop.array(access.get_tuple_name(isl.dim_type.out))
    bounds = [f"0 <= e{k} < ({extent})" for k, extent in enumerate(array.extents) if extent is not None]
    if not bounds:
        return None
    names = ", ".join(f"e{k}" for k in range(len(array.extents)))
    parameters = ", ".join(scop.parameters)
    try:
        box = isl.Set(f"[{parameters}] -> {{ {array.name}[{names}] : {' and '.join(bounds)} }}", context=access.get_ctx())
    except isl.Error:
        return None
    return box


def _constant(value: isl.PwAff) -> int:
    """The value of a piecewise affine expression that is constant once the sizes are fixed."""
    pieces = []
    value.foreach_piece(lambda _set, aff: pieces.append(aff.get_constant_val().to_python()))
    return max(pieces)


def _parallelise(schedule: Schedule, values: dict[str, int] | None, forkjoin: ForkJoinModel,
                 cache: CacheModel) -> Schedule:
    """Mark the outermost dependence-free loop of each nest parallel (never one inside another,
    never one inside two sequential loops, and at parameter ``values`` only where its regions pay,
    see :mod:`.forkjoin`); a tiled nest with no such loop gets a pipeline of its first tile loop,
    or a wavefront of its first two tile loops; an untiled top-level band with none gets its first
    two loops tiled as a pipeline (:func:`_pipelined_tiles`, tiles for ``cache``)."""
    marked: list[tuple[int, ...]] = []  # the paths of the bands made to run in parallel
    index = 0
    while index < len(schedule.sites):
        site = schedule.sites[index]
        inside_marked = any(site.path[:len(path)] == path for path in marked)
        if not inside_marked:
            enclosing = sum(len(b.names) for b in site.outer)
            # At most one sequential loop outside: n parallel regions at most (one per time step),
            # not n² (lu's j inside i and k); and only a loop with a loop inside it, so that each
            # region has a plane of work: with 2 threads, atax's j inside i (a region per row),
            # mvt's second nest with its row loop parallel and atax's lone y[i] = 0 loop all ran
            # slower than sequentially (docs/design-notes.md, "Measurements behind auto()").
            # A generator: the instances of an inner loop's regions are counted (the costly part of
            # auto() on doitgen) only when the loop outside it is not already parallel.
            loops = (loop for position, loop in enumerate(_display(schedule, site)[:max(0, 2 - enclosing)])
                     if _encloses_a_loop(schedule, site, position) and _pays(schedule, site, position, values, forkjoin))
            candidates = ((loop, _try(schedule, steps.parallel, loop)) for loop in loops)
            found = next((c for loop, c in candidates
                          if c is not schedule and not _privatises_around_long_strides(c, loop)), None)
            if found is None:
                found = _split_parallel_pieces(schedule, index, values, forkjoin)
            if found is None and enclosing == 0:
                found = _parallel_tile_loop_first(schedule, index, values, forkjoin)
            if found is None:
                found = _wavefront_tiles(schedule, index)
                # A wavefront's parallel loop is its second loop (a region per wave); a pipeline is one region.
                regions_at = 0 if directives.pipeline_of(found.sites[index].band) else 1
                found = found if found is schedule or _pays(found, found.sites[index], regions_at, values,
                                                            forkjoin) else schedule
            if found is schedule and enclosing == 0 and values is not None:
                found = _pipelined_tiles(schedule, index, values, forkjoin, cache)
            if found is not schedule:
                schedule = found
                marked.append(site.path)  # a split puts its pieces below that path
        index += 1
    return schedule


def _pays(schedule: Schedule, site: BandSite, position: int, values: dict[str, int] | None,
          forkjoin: ForkJoinModel) -> bool:
    """Whether a parallel loop at ``position`` of ``site``'s band does enough work per region, at
    ``values`` (unknown sizes, or too many instances to count even scaled down: the benefit of the
    doubt), its call enough for the choice of threads, and its regions do not run at the speed of
    memory (:meth:`.ForkJoinModel.streams`); the elements its instances touch are counted only when
    the instances alone do not pay, those of each region only when the loop pays."""
    if values is None:
        return True
    try:
        with isl_budget("the fork/join cost model"):
            regions, points = regions_and_points(site, position, values)
    except AnalysisTooComplex:
        return True
    # A loop that reduces runs on all of OpenMP's threads whatever the load (see codegen's pv_threads).
    adapts = not schedule.reduced_in_parallel(site, site.band.names[position])
    accesses = schedule.scop.reads.union(schedule.scop.writes)
    if not forkjoin.loop_pays(regions, points, adapts=adapts):
        try:
            with isl_budget("the fork/join cost model's memory traffic"):
                elements = elements_touched(site, accesses, values)
        except AnalysisTooComplex:
            return False  # the instances alone do not pay, and nothing shows that the traffic does
        if not forkjoin.loop_pays(regions, points, elements, adapts=adapts):
            return False
    if not _innermost_vectorised(schedule, site):
        return True  # a recurrence's latency, not memory, sets its speed: the vector work is no measure
    try:
        with isl_budget("the fork/join cost model's elements per region"):
            streamed = region_elements(site, position, accesses, values)
    except AnalysisTooComplex:
        return True
    return not forkjoin.streams(regions, points, streamed)


def _innermost_vectorised(schedule: Schedule, site: BandSite) -> bool:
    """Whether every innermost loop in ``site``'s subtree carries no dependence (what the compiler
    vectorises).  deriche's row passes and adi's sweeps carry their recurrences along ``j``: scalar
    chains of multiplies and divisions, several nanoseconds per instance, not the vector work the
    fork/join model counts, so their 35 MB and 32 MB of streaming do not show they run at memory's speed."""
    return all(schedule.carried_in_parallel(s, s.band.names[-1]) is None for s in _innermost_sites(schedule, site))


def _innermost_sites(schedule: Schedule, site: BandSite) -> list[BandSite]:
    """The bands in ``site``'s subtree (``site`` included) with no band below them."""
    below = [s for s in schedule.sites if s.path[:len(site.path)] == site.path]
    return [s for s in below if not any(o.path[:len(s.path)] == s.path and o.path != s.path for o in below)]


def _privatises_around_long_strides(schedule: Schedule, loop: str) -> bool:
    """Whether parallel ``loop`` privatises variables and an innermost loop inside it walks a
    long stride.  deriche's column passes (``j`` around a recurrence down the column ``i``, its
    scalars privatised) took 30 % more CPU time as parallel loops than as plain ones on one thread
    (PolyBench LARGE, user time of 5 interleaved runs, load 13-15), so a second thread could not
    win that back on a shared core; its row passes and doitgen's ``r`` (stride-1 innermost loops)
    cost nothing more."""
    site, name = schedule.locate(loop)
    if not schedule.privatised(site, name):
        return False
    return any(walks_long_stride(schedule, schedule.loop_name(s, s.band.names[-1]), backwards=True)
               for s in _innermost_sites(schedule, site)
               if s is not site or s.band.names[-1] != name)


def _split_parallel_pieces(schedule: Schedule, index: int, values: dict[str, int] | None,
                           forkjoin: ForkJoinModel) -> Schedule | None:
    """``split`` of a loop of a nest at the one sequential loop around it, and ``parallel`` of each
    of its pieces that has more than one iteration, when the loop carries its dependences only
    from one piece to another and each piece's regions pay; ``None`` when no loop allows that.
    floyd-warshall's rows ``i`` at ``k``: the rows below ``k`` read row ``k`` before iteration
    ``k`` changes it, the rows above after, so each piece's rows are independent (two regions
    per ``k``; row ``k`` itself is one iteration)."""
    site = schedule.sites[index]
    enclosing = sum(len(b.names) for b in site.outer)
    for position, loop in enumerate(_display(schedule, site)):
        # One sequential loop outside the pieces, as for any parallel loop (n regions, not n²).
        if enclosing + position != 1 or not _encloses_a_loop(schedule, site, position):
            continue
        split, copies = _split_pieces(schedule, loop, steps.loops_around(schedule, loop)[0])
        candidate = split
        for copy in copies:
            marked = _try(candidate, steps.parallel, copy)
            if marked is candidate or not _pays(marked, marked.locate(copy)[0], 0, values, forkjoin):
                candidate = split
                break
            candidate = marked
        if candidate is not split:
            return candidate
    return None


def _split_pieces(schedule: Schedule, loop: str, at: str) -> tuple[Schedule, list[str]]:
    """``split(loop, at)`` when a copy of ``loop`` that makes more than one iteration shares a
    statement with another piece (else ``schedule``), and the names of those copies (row ``k`` of
    floyd-warshall's ``split(i, k)`` is one iteration).  Pieces that hold other statements than
    the loops are what isl prints apart anyway (lu's division at ``c1 == c0`` before its updates)."""
    try:
        split = _try(schedule, steps.split, loop, at)
    except RecipeError:  # every iteration in one piece: nothing to split
        return schedule, []
    if split is schedule:
        return schedule, []
    site, name = schedule.locate(loop)
    # The pieces replace the band at its path, or follow the loops before ``loop`` in it.
    pieces_path = site.path + ((0,) if site.band.names.index(name) else ())
    pieces = [piece for piece in split.sites if piece.path[:-1] == pieces_path]
    loops = [piece for piece in pieces if not _one_iteration(piece, piece.band.names[0], schedule.scop.context)]
    if not any(set(piece.statements) & set(other.statements) for piece in loops for other in pieces if other is not piece):
        return schedule, []
    return split, [piece.band.names[0] for piece in loops]


def _one_iteration(site: BandSite, loop: str, context: isl.Set) -> bool:
    """Whether loop ``loop`` of ``site`` makes one iteration for each value of the loops around it."""
    try:
        return trip_bound(site, loop, context) == 1
    except isl.Error:
        return False


def _split_for_vectors(schedule: Schedule) -> Schedule:
    """``split`` of each innermost loop that carries a dependence at a loop around it when the
    pieces' copies carry none: the compiler then vectorises them.  floyd-warshall's columns ``j``
    at ``k``: ``path[i][k]`` is written at ``j == k`` and read at every ``j``, so gcc's vector
    loop, versioned on the stored row not holding ``path[i][k]``, never runs; below and above
    ``k`` it does (PolyBench MEDIUM, one thread, load 5: 5.1x gcc -O3's speed)."""
    # Each nest by its innermost band's path: a split renames the loops it copies.
    innermost_paths = [schedule.locate(loops[-1])[0].path for loops in _perfect_nests(schedule) if len(loops) >= 2]
    for path in innermost_paths:
        site = next((s for s in schedule.sites if s.path == path), None)
        if site is None or not isinstance(site.band.child, Leaf) or \
                schedule.carried_in_parallel(site, site.band.names[-1]) is None:
            continue
        innermost = schedule.loop_name(site, site.band.names[-1])
        for at in reversed(steps.loops_around(schedule, innermost)):  # from the nearest loop outwards
            split, copies = _split_pieces(schedule, innermost, at)
            if copies and all(split.carried_in_parallel(*split.locate(copy)) is None for copy in copies):
                schedule = split
                break
    return schedule


def _parallel_tile_loop_first(schedule: Schedule, index: int, values: dict[str, int] | None,
                              forkjoin: ForkJoinModel) -> Schedule | None:
    """``permute`` of a top-level tiled band's tile loops that puts a dependence-free one outermost,
    and ``parallel`` of it, when its one region pays; ``None`` when no tile loop allows that.
    trmm's tiles (``i_t, k_t, j_t``) are sequential along ``i_t`` and ``k_t`` (B's rows are read after
    they are updated) and independent along ``j_t`` (B's columns): one region over column blocks,
    not a parallel loop inside two sequential ones, which the rule above refuses."""
    site = schedule.sites[index]
    names = _display(schedule, site)
    tile_loops = {t for t, _, _ in site.band.tiles}
    tiles = [display for display, name in zip(names, site.band.names) if name in tile_loops]
    for loop in tiles[1:]:
        permuted = _try(schedule, steps.permute, loop, *(other for other in tiles if other != loop))
        candidate = _try(permuted, steps.parallel, loop) if permuted is not schedule else permuted
        if candidate is not permuted and _pays(candidate, candidate.sites[index], 0, values, forkjoin):
            return candidate
    return None


def _encloses_a_loop(schedule: Schedule, site: BandSite, position: int) -> bool:
    """Whether loop ``position`` of ``site``'s band has another loop inside it."""
    return position < len(site.band.names) - 1 or any(
        other.path[:len(site.path)] == site.path and other.path != site.path for other in schedule.sites)


def _wavefront_tiles(schedule: Schedule, index: int) -> Schedule:
    """``pipeline`` of the first tile loop of a top-level tiled band when legal, else ``wavefront``
    of its first two tile loops and ``parallel`` of the second (the tiles of one anti-diagonal are
    independent), when legal."""
    site = schedule.sites[index]
    names = _display(schedule, site)
    tile_loops = {t for t, _, _ in site.band.tiles}
    if site.outer or len(names) < 2 or not {site.band.names[0], site.band.names[1]} <= tile_loops:
        return schedule
    # A wavefront forks and joins a parallel region per wave, and lost on jacobi-2d's tiles.  A
    # pipeline is one region: jacobi-2d's time tiles, and lu's row tiles
    # (docs/design-notes.md, "Measurements behind auto()").
    pipelined = _try(schedule, directives.pipeline, names[0])
    if pipelined is not schedule:
        return pipelined
    waved = _try(schedule, steps.wavefront, names[0], names[1])
    if waved is schedule:
        return schedule
    candidate = _try(waved, steps.parallel, _display(waved, waved.sites[index])[1])
    return schedule if candidate is waved else candidate


def _pipelined_tiles(schedule: Schedule, index: int, values: dict[str, int], forkjoin: ForkJoinModel,
                     cache: CacheModel) -> Schedule:
    """``skew`` of the second loop of an untiled top-level band of three or more loops by its first
    (the smallest factor that makes the two tileable), ``tile`` of the two (:func:`_pipeline_tile_size`)
    and ``pipeline`` of the first tile loop, when its one region pays; else ``schedule``.  The loops
    inside stay whole and in order, so the innermost loop is vectorised as before.  seidel-2d's
    wavefront order (``c0 = 4t + 2i + j`` around ``i`` and ``t``) has parallel rows ``i`` but 8000
    short waves at PolyBench LARGE, which the fork/join model refuses; tiled as one pipeline the
    waves share one region, and its tiles reuse rows from the L2 that each wave otherwise brought
    back from the L3 (docs/design-notes.md, "Measurements behind auto()")."""
    site = schedule.sites[index]
    names = _display(schedule, site)
    # A recurrence innermost (seidel-2d's own order, j after j - 1) runs scalar: its tiles would
    # only add loop overhead to a compute-bound loop, and hide the isl order that vectorises.
    if site.outer or site.band.tiles or len(names) < 3 or directives.pipeline_of(site.band) is not None or \
            names[-1] not in schedule.parallelizable_loops():
        return schedule
    first, second = names[:2]
    found = _skewed_to_tile(schedule, second, first, [first, TIME_TILE, second, TIME_TILE])
    if found is None:
        return schedule
    skewed, _ = found
    try:
        with isl_budget("the footprint of a pipeline's tiles"):
            size = _pipeline_tile_size(skewed, skewed.sites[index], values, cache)
    except AnalysisTooComplex:
        return schedule
    tiled = _try(skewed, steps.tile, first, size, second, size)
    pipelined = _try(tiled, directives.pipeline, _display(tiled, tiled.sites[index])[0])
    if pipelined is tiled or not _pays(pipelined, pipelined.sites[index], 0, values, forkjoin):
        return schedule
    return pipelined


def _pipeline_tile_size(schedule: Schedule, site: BandSite, values: dict[str, int], cache: CacheModel) -> int:
    """The largest of :data:`.cachemodel.TILE_SIZES` whose square tile of the first two loops of
    ``site``'s band, in the middle of their values at ``values``, touches elements that fit the
    cache's tile budget (:meth:`CacheModel.fits_tile`); else the smallest.  Counted, not modelled:
    the loops inside the tile run whole, and how many rows a skewed tile reaches is isl's to say
    (seidel-2d at LARGE: 16x16 tiles touch 504 KB, 32x32 991 KB)."""
    fixed = _parameters_at(site.domain.get_space(), values)
    two_loops = isl.UnionMap.from_union_pw_aff(site.band.members[0]).flat_range_product(
        isl.UnionMap.from_union_pw_aff(site.band.members[1])).intersect_domain(site.domain.intersect_params(fixed))
    # The middle value of the first loop, then the middle value of the second at that value.
    values_taken = isl.Set.from_union_set(two_loops.range())
    middle = []
    for dim in range(2):
        centre = (values_taken.dim_min_val(dim).to_python() + values_taken.dim_max_val(dim).to_python()) // 2
        # The first value taken from the centre on: a loop with a step (unroll's) skips values.
        middle.append(values_taken.lower_bound_val(isl.dim_type.set, dim, centre).dim_min_val(dim).to_python())
        values_taken = values_taken.fix_val(isl.dim_type.set, dim, middle[-1])
    accesses = schedule.scop.reads.union(schedule.scop.writes)
    for size in TILE_SIZES:
        tile = isl.Set.universe(values_taken.get_space())
        for dim, low in enumerate(middle):
            tile = tile.lower_bound_val(isl.dim_type.set, dim, low).upper_bound_val(isl.dim_type.set, dim,
                                                                                     low + size - 1)
        instances = two_loops.intersect_range(isl.UnionSet(tile)).domain()
        if cache.fits_tile(count_union(accesses.intersect_domain(instances).range())):
            return size
    return TILE_SIZES[-1]


def neighbourhood(schedule: Schedule, *, no_alias: bool = False, reassociate: bool = False,
                  parallel: bool = True, tile_size: int | None = None,
                  sizes: dict[str, int] | None = None, cache: CacheModel | None = None) -> list[Schedule]:
    """:func:`auto`'s schedule and its close alternatives, distinct recipes only: without
    ``parallel``, without any scheduling step, and with half and twice the tile size."""
    def build(**options) -> Schedule:
        return auto(schedule, no_alias=no_alias, reassociate=reassociate, sizes=sizes, cache=cache, **options)

    chosen = tile_size or SPACE_TILE
    plain = _permissions(schedule, no_alias, False)
    candidates = [build(parallel=parallel, tile_size=tile_size), build(parallel=False, tile_size=tile_size), plain]
    candidates += [build(parallel=parallel, tile_size=size) for size in (chosen // 2, chosen * 2)]
    return list({c.recipe: c for c in candidates}.values())


def _why_nothing(schedule: Schedule, sizes: dict[str, int], parallel: bool) -> tuple[str, ...]:
    """Why each rule left ``schedule`` as it is, for an ``auto()`` that found no step to take."""
    reasons = []
    nests = _perfect_nests(schedule)
    for loops in nests:
        if len(loops) < 2:
            continue
        scores = {loop: stride_score(schedule, loop, 4) for loop in loops}
        best = max(loops, key=lambda loop: (scores[loop], loops.index(loop)))
        if best == loops[-1] or scores[best] <= scores[loops[-1]]:
            reasons.append(f"permute: no loop of {', '.join(loops)} walks memory better than the innermost, {loops[-1]}")
        else:
            reasons.append(f"permute: moving {best} innermost in {', '.join(loops)} would break a dependence")
    deep = [loops for loops in nests if len(loops) >= 3]
    if not deep:
        reasons.append("tile: only perfect nests of 3 or more loops are tiled, and the nests here are "
                       + "; ".join(", ".join(loops) for loops in nests))
    for loops in deep:
        if not any(0 in used for used in uses(schedule, loops)):
            reasons.append(f"tile: no access of {', '.join(loops)} reuses data across its loops")
        else:
            reasons.append(f"tile: tiling {', '.join(loops)} would break a dependence (a skew may help)")
    times = _time_loops(schedule)
    if not times:
        reasons.append("time tiling: no stencil time loop (a top-level loop that no write's subscript uses)")
    for time in times:
        nest = next(loops for loops in _perfect_nests(_fuse_below(schedule, time)) if loops[0] == time)
        if len(nest) <= 2:
            reasons.append(f"time tiling of {time}: its only space loop, {nest[-1]}, is innermost and stays whole "
                           "(stride 1, vectorised)")
        elif not sizes:
            reasons.append(_sizes_needed(time))
        else:
            reasons.append(f"time tiling of {time}: no skew makes its loops tileable, its innermost loop carries "
                           "a dependence (compute bound), or the extents of its untiled loops are unknown at "
                           + " ".join(f"{name}={value}" for name, value in sizes.items()))
    if not parallel:
        reasons.append("parallel: not asked for (parallel=False)")
    else:
        free = set(schedule.parallelizable_loops())
        states = []
        for site in schedule.sites:
            for position, loop in enumerate(_display(schedule, site)):
                if loop not in free:
                    name = site.band.names[position]
                    kinds = sorted({f"{d.kind} on {d.array}" for d in schedule.dependences if name in d.carried_by
                                    and d.source in site.statements and d.sink in site.statements})
                    states.append(f"{loop} carries {', '.join(kinds) or 'a dependence'}")
                elif not _encloses_a_loop(schedule, site, position):
                    states.append(f"{loop} is free but has no loop inside it (a row of work per parallel region "
                                  "does not pay)")
                elif sum(len(b.names) for b in site.outer) + position >= 2:
                    states.append(f"{loop} is free but inside two sequential loops")
                else:
                    states.append(f"{loop} is free but its parallel regions would do too little work to pay for "
                                  "their fork and join on a shared core")
        reasons.append("parallel: " + "; ".join(states) + "; and isl_schedule() exposed no parallel loop "
                       "that keeps the nests whole and pays for its fork and join, nor another innermost loop")
    return tuple(reasons)


def _auto_step(schedule: Schedule, *, force: bool = False, sizes: dict[str, int] | None = None,
               cache: CacheModel | None = None, no_alias=False, reassociate=False, parallel=True,
               tile_size=0, scratch=False, micro_kernel=True) -> Schedule:
    """An automatic schedule made only of ordinary steps, which it records instead of itself.

    In a recipe: flags written True/False (or 1/0), ``tile_size=0`` for the cache model's
    choice; ``sizes`` and ``cache`` come from the caller, not the recipe text."""
    if tile_size is not None and (not isinstance(tile_size, int) or tile_size < 0):
        raise RecipeError(f"auto(tile_size=…) takes a tile size or 0 for the cache model's choice, got {tile_size!r}")
    return auto(schedule, force=force, no_alias=_flag(no_alias, "no_alias"),
                reassociate=_flag(reassociate, "reassociate"), parallel=_flag(parallel, "parallel"),
                tile_size=tile_size or None, sizes=sizes, scratch=_flag(scratch, "scratch"), cache=cache,
                micro_kernel=_flag(micro_kernel, "micro_kernel"))


def _flag(value, option: str) -> bool:
    flags = {True: True, False: False, "True": True, "False": False, "true": True, "false": False}
    if isinstance(value, bool) or value in flags:
        return flags[value]
    raise RecipeError(f"auto({option}=…) takes True or False (or 1 or 0), got {value!r}")


AUTO = StepSpec("auto", _auto_step, (
    Param("no_alias", "flag", ("no_alias",), default=False, keyword=True),
    Param("reassociate", "flag", ("reassociate",), default=False, keyword=True),
    Param("parallel", "flag", ("parallel",), default=True, keyword=True),
    Param("tile_size", "int", ("tile_size",), default=0, samples=(0, 16, 32, 64), keyword=True),
    Param("scratch", "flag", ("scratch",), default=False, keyword=True),
    Param("micro_kernel", "flag", ("micro_kernel",), default=True, keyword=True),
), grows=True, tuned=True)
