"""When a parallel loop pays: the work of each parallel region against the cost of forking and joining it.

A ``parallel`` loop inside sequential loops starts one OpenMP region per iteration of those loops.  On a
quiet machine a region costs microseconds; on a core shared with another busy process (Binder, a
classroom server) its barrier waits for a descheduled thread, up to a scheduler time slice.  PolyBench's
cholesky, nussinov and adi (a parallel loop inside one sequential loop) fell to 0.16x, 0.33x and 0.58x of
gcc -O3 on 2 threads with one competing process.  Generated code now chooses its threads as each call
starts (codegen's ``pv_threads``: as many as CPUs are free), so beside a process that was busy before the
call its regions run on one thread and cost next to nothing; a loop that reduces still runs on all of
OpenMP's threads.  :class:`ForkJoinModel` lets the regions cost at most a share of the work they do, at
the kernel's sizes, at the cost of the kind of region they are, and the choice of threads at most a tenth
of it (issue 19: 2 threads at most 10 % slower than 1 under sharing).

The work of a region is estimated, not measured, so that the same schedule, sizes and cache model give
the same recipe on any machine: its instances at the cost of vectorised code (auto()'s innermost loops are
stride 1: a scalar instance's cost over the vector lanes of the model's registers), or, where that is more,
the time to stream the array elements it touches from memory (a matrix-vector product does 2 flops per
8-byte element it reads).  Regions that each touch more than the cores' shared cache holds, and take
longer to stream those elements than to compute on them, run at the speed of memory, which a second core
does not raise: they never pay (floyd-warshall's rows at each ``k``, see :meth:`ForkJoinModel.streams`).

Counting statement instances exactly at full size would enumerate billions of points, so the counts are
taken with the parameters scaled down (the largest to 64, then 128; those up to 16, such as a convolution's
5-wide window, keep their value) and extrapolated by the growth measured between the two.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Mapping

import islpy as isl

from ..errors import AnalysisTooComplex

if TYPE_CHECKING:
    from .cachemodel import CacheModel
    from .tree import BandSite

#: Largest parameter value the instance counts are taken at (and half of it).
_COUNT_AT = 128
#: Parameters up to this value are not scaled down (a window's width is not a problem size).
_EXACT_UP_TO = 16


@dataclass(frozen=True)
class ForkJoinModel:
    """Whether ``regions`` parallel regions doing ``points`` statement instances in all pay."""

    #: Seconds a region costs beyond its work where its threads are chosen as the call starts
    #: (codegen's ``pv_threads``): libgomp's fork and join are microseconds, and the rest is a margin
    #: for a task that starts after the choice.  It also keeps adi's forward sweeps sequential, which
    #: ran slower as parallel loops even on one thread, a loss the model does not see; half of it
    #: made them parallel (docs/design-notes.md, "The fork/join model", with ``benchmarks/bench_forkjoin.py``).
    #: Not measured per machine: the same schedule and sizes give the same recipe anywhere (golden
    #: files, tests).
    region_seconds: float = 1e-4
    #: Seconds a region costs beyond its work where its threads are fixed: a loop that reduces runs on
    #: all of OpenMP's threads (codegen gives it no ``pv_threads``: its sums would depend on the load), and
    #: on a core shared with a busy process its barrier waits for a descheduled thread, about this much
    #: at the median (docs/design-notes.md, "The fork/join model").
    fixed_region_seconds: float = 1e-3
    #: Seconds the generated code takes to choose its threads beside a busy process, once per call:
    #: codegen's ``pv_free_cpus`` reads ``/proc/loadavg`` up to 4 times 50 us apart, and a program on
    #: one thread does not read it.  A loop of one region then needs as much work as it did when a
    #: region cost :attr:`fixed_region_seconds`.
    threads_choice_seconds: float = 4e-4
    #: How much slower than one thread two may run beside one busy process (issue 19).
    sharing_slowdown: float = 0.1
    #: Seconds of one statement instance in scalar code (a few loads and flops; PolyBench's
    #: statements do more than bench_forkjoin's one-flop update, docs/design-notes.md, "The fork/join model").
    scalar_point_seconds: float = 1e-9
    #: Instances one vector instruction does: an instance of auto()'s vectorised innermost loops costs
    #: a scalar one over this.  At a flat scalar cost, gemm and syrk at PolyBench MEDIUM looked ten
    #: times longer than their register-tiled, vector work, so their one region was made parallel,
    #: and under sharing 2 threads ran them slower than 1 (docs/design-notes.md, "The fork/join model").
    vector_lanes: int = 4
    #: Seconds to stream one byte from memory (about what one core draws from DRAM): a region takes at
    #: least that per byte of the elements it touches.  PolyBench's mvt at LARGE streams its matrix
    #: for longer than its vector work takes, so its regions do not pay, and beside a busy process its
    #: parallel nests ran slower on 2 threads than on one (docs/design-notes.md, "The fork/join model").
    byte_seconds: float = 1e-10
    element_bytes: int = 8
    #: Bytes of the cache the cores share (this 2-core VM's L3): a region touching more reads them
    #: from memory each time it runs, whatever ran before it.
    shared_cache_bytes: int = 16 << 20
    #: The share of the work that starting and joining regions may cost.  Two fixed threads beside one
    #: busy process get about 2/3 of a core each, so the work takes at best 3/4 of its time on one
    #: thread; 10 % slower than one thread at most (issue 19) leaves the regions 0.35 of the work,
    #: less a margin for the threads' imbalance at each barrier.  Regions whose threads adapt keep the
    #: same share on a quiet machine, where two threads then still win.
    overhead: float = 0.25

    @classmethod
    def for_cache(cls, cache: CacheModel) -> ForkJoinModel:
        """The model for ``cache``'s vector registers and elements."""
        return cls(vector_lanes=max(1, cache.vector_bytes // cache.element_bytes), element_bytes=cache.element_bytes)

    def work_seconds(self, points: float, elements: float = 0.0) -> float:
        """One thread's time for ``points`` instances touching ``elements`` distinct array elements."""
        return max(points * self.scalar_point_seconds / self.vector_lanes,
                   elements * self.element_bytes * self.byte_seconds)

    def pays(self, regions: float, points: float, elements: float = 0.0, *, adapts: bool = True) -> bool:
        """``adapts``: the regions' threads are chosen as the call starts (not a reduction's): beside a
        busy process they are then one, and the call pays the choice (:meth:`choice_pays`)."""
        region = self.region_seconds if adapts else self.fixed_region_seconds
        return regions * region <= self.overhead * self.work_seconds(points, elements)

    def choice_pays(self, points: float, elements: float = 0.0) -> bool:
        """Whether ``points`` instances touching ``elements`` elements are enough work for the choice
        of threads (once per call, before its first loop whose threads adapt)."""
        return self.threads_choice_seconds <= self.sharing_slowdown * self.work_seconds(points, elements)

    def loop_pays(self, regions: float, points: float, elements: float = 0.0, *, adapts: bool = True) -> bool:
        """Whether a parallel loop's ``regions`` pay (:meth:`pays`) and, where their threads adapt, its
        work the choice of threads (:meth:`choice_pays`), counted as if the loop were the call's only
        one: a loop too small for the choice gains little."""
        return self.pays(regions, points, elements, adapts=adapts) and (
            not adapts or self.choice_pays(points, elements))

    def streams(self, regions: float, points: float, region_elements: float) -> bool:
        """Whether ``regions`` doing ``points`` instances, each region touching ``region_elements`` / ``regions``
        elements (``region_elements``: summed over the regions), run at the speed of memory: each
        region's elements overflow the shared cache, and streaming them takes longer than the vector
        work on them.  The cores share the memory bus, so a second thread gains nothing there.
        floyd-warshall at PolyBench LARGE (its matrix, twice the shared cache, swept once per ``k``)
        is such a loop: 2 threads ran it no faster than one on a quiet machine, while at a size that
        fits the cache they did (docs/design-notes.md, "The fork/join model")."""
        overflows = region_elements / max(regions, 1.0) * self.element_bytes > self.shared_cache_bytes
        return overflows and self.work_seconds(0.0, region_elements) > self.work_seconds(points)


def parameter_values(scop, sizes: Mapping[str, int]) -> dict[str, int] | None:
    """A value per SCoP parameter: ``sizes``, and for one ``sizes`` leaves out (a time loop's
    ``tsteps``, which no array extent bounds) the largest of them: a loop around the parallel one
    multiplies its regions and its instances alike, so the verdict does not depend on its value.
    ``None`` when no size is known."""
    fallback = max(sizes.values(), default=None)
    if fallback is None and scop.parameters:
        return None
    return {name: int(sizes.get(name, fallback)) for name in scop.parameters}


def regions_and_points(site: BandSite, position: int, values: Mapping[str, int]) -> tuple[float, float]:
    """The parallel regions a ``parallel`` loop at ``position`` of ``site``'s band starts (one per
    iteration of the loops around it) and the statement instances it covers, at ``values``."""
    outer = _iterations_around(site, position)

    def counts(scale: float) -> tuple[int, ...]:
        domain = site.domain.intersect_params(_fixed(site.domain.get_space(), values, scale))
        points = _count(domain)
        regions = _count(outer.intersect_domain(domain).range()) if outer is not None else 1
        return max(regions, 1), points

    regions, points = _scaled_counts(counts, values)
    return regions, points


def region_elements(site: BandSite, position: int, accesses: isl.UnionMap, values: Mapping[str, int]) -> float:
    """The distinct array elements each parallel region of a loop at ``position`` of ``site``'s band
    touches (``accesses``: instance -> element), summed over its regions, at ``values``: an element
    that several regions touch counts once per region."""
    outer = _iterations_around(site, position)
    # (iteration of the loops around, element) pairs: one region's elements per iteration.
    per_region = accesses if outer is None else outer.range_product(accesses)
    return _images(site, per_region, values)


def _iterations_around(site: BandSite, position: int) -> isl.UnionMap | None:
    """Each instance of ``site``'s subtree -> the iteration of the loops around ``position`` of its
    band (one parallel region each); ``None`` when no loop is around."""
    enclosing = [member for band in site.outer for member in band.members] + list(site.band.members[:position])
    outer = None
    for member in enclosing:
        dimension = isl.UnionMap.from_union_pw_aff(member)
        outer = dimension if outer is None else outer.flat_range_product(dimension)
    return outer


def elements_touched(site: BandSite, accesses: isl.UnionMap, values: Mapping[str, int]) -> float:
    """The distinct array elements that the statement instances of ``site``'s subtree access
    (``accesses``: instance -> element), at ``values``."""
    return _images(site, accesses, values)


def _images(site: BandSite, relation: isl.UnionMap, values: Mapping[str, int]) -> float:
    """The distinct images under ``relation`` of the instances of ``site``'s subtree, at ``values``."""
    def counts(scale: float) -> tuple[int, ...]:
        domain = site.domain.intersect_params(_fixed(site.domain.get_space(), values, scale))
        return (_count(relation.intersect_domain(domain).range()),)

    return _scaled_counts(counts, values)[0]


def _scaled_counts(counts: Callable[[float], tuple[int, ...]], values: Mapping[str, int]) -> tuple[float, ...]:
    """``counts`` at ``values``: exact up to :data:`_COUNT_AT`, beyond it taken at two scaled-down
    sizes and extrapolated."""
    largest = max(values.values(), default=1)
    if largest <= _COUNT_AT:
        return tuple(float(count) for count in counts(1.0))
    half, full = counts(_COUNT_AT / 2 / largest), counts(_COUNT_AT / largest)
    growth = largest / _COUNT_AT
    return tuple(_extrapolated(small, large, growth) for small, large in zip(half, full))


def _extrapolated(half: int, full: int, growth: float) -> float:
    """``full`` grown by ``growth`` in every scaled parameter, with the degree measured from ``half`` to ``full``."""
    degree = math.log2(full / half) if half > 0 and full > 0 else 0.0
    return full * growth ** degree


def _fixed(space: isl.Space, values: Mapping[str, int], scale: float) -> isl.Set:
    """The parameters at ``values``, those above :data:`_EXACT_UP_TO` times ``scale``."""
    names = [space.get_dim_name(isl.dim_type.param, k) for k in range(space.dim(isl.dim_type.param))]

    def value(name: str) -> int:
        exact = values.get(name, 1)
        return max(1, round(exact * scale)) if exact > _EXACT_UP_TO else exact

    constraints = " and ".join(f"{name} = {value(name)}" for name in names)
    return isl.Set.read_from_str(space.get_ctx(), f"[{', '.join(names)}] -> {{ : {constraints or '1 = 1'} }}")


#: Counts already taken, by the set's text: auto() weighs the same regions for several candidate
#: schedules (and again when it rebuilds a recipe without an unused permission).
_COUNTED: dict[str, int] = {}
_COUNTED_AT_MOST = 4096


def _count(union: isl.UnionSet) -> int:
    text = union.to_str()
    if text not in _COUNTED:
        if len(_COUNTED) >= _COUNTED_AT_MOST:
            _COUNTED.clear()
        _COUNTED[text] = _count_points(union)
    return _COUNTED[text]


def _count_points(union: isl.UnionSet) -> int:
    sets = union.get_set_list()
    total = 0
    for k in range(sets.n_set()):
        points = sets.get_at(k)
        boxes = _boxes_points(points)
        if boxes is not None:
            total += boxes
            continue
        try:
            total += points.count_val().to_python()
        except (TypeError, ValueError):
            # isl enumerates the points it counts (doitgen's four loops at 64 and 128 each); once its
            # operation quota is spent it answers NaN, or a number it can no longer print.
            raise AnalysisTooComplex("counting the instances of a parallel region") from None
    return total


def _boxes_points(points: isl.Set) -> int | None:
    """The number of points of ``points`` when it is a box or a union of boxes (a stencil's
    elements: the interior shifted by one along each axis), counted on disjoint pieces."""
    whole = _box_points(points)
    if whole is not None or points.n_basic_set() <= 1:
        return whole
    total = 0
    for piece in points.make_disjoint().get_basic_sets():
        count = _box_points(isl.Set.from_basic_set(piece))
        if count is None:
            return None
        total += count
    return total


def _box_points(points: isl.Set) -> int | None:
    """The number of points of ``points`` (its parameters fixed) when it is a box, each dimension
    ranging over an interval whatever the others are; ``None`` when it is not.  isl's count
    enumerates every point, which took most of auto()'s time on rectangular nests (heat-3d's
    statement instances, doitgen's), where the product of the extents is the same number at once."""
    if points.is_empty():
        return 0
    box = isl.Set.universe(points.get_space()).intersect_params(points.params())
    product = 1
    for k in range(points.dim(isl.dim_type.set)):
        low, high = points.dim_min_val(k), points.dim_max_val(k)
        if not (low.is_int() and high.is_int()):
            return None
        low, high = low.to_python(), high.to_python()
        box = box.lower_bound_val(isl.dim_type.set, k, low).upper_bound_val(isl.dim_type.set, k, high)
        product *= high - low + 1
    return product if box.is_subset(points) else None
