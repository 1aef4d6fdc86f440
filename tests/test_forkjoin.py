"""The fork/join cost model: parallel regions and instances counted from the schedule tree, extrapolated at
large sizes, and auto() leaving a parallel loop out exactly where its regions would not pay."""
from __future__ import annotations

import pytest

from polyviz import AnalysisTooComplex, Kernel
from polyviz.model import isl_budget
from polyviz.transform import CacheModel
from polyviz.transform.forkjoin import (ForkJoinModel, elements_touched, parameter_values, region_elements,
                                        regions_and_points)

TIME_LOOP = """
void sweep(int tsteps, int n, double A[n], double B[n]) {
  for (int t = 0; t < tsteps; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 0; j < 4; j++)
        A[i] = A[i] + B[i] * j + A[i] * t;
}
"""


def _site(kernel: Kernel):
    schedule = kernel.schedule()
    return schedule, schedule.sites[0]


@pytest.mark.parametrize("tsteps, n", [(10, 50), (100, 120)])
def test_regions_are_the_iterations_of_the_loops_around_and_instances_are_exact_at_small_sizes(tsteps, n):
    _, site = _site(Kernel.from_c(TIME_LOOP))
    assert regions_and_points(site, 1, {"tsteps": tsteps, "n": n}) == (tsteps, tsteps * (n - 2) * 4)
    assert regions_and_points(site, 0, {"tsteps": tsteps, "n": n}) == (1, tsteps * (n - 2) * 4)
    assert regions_and_points(site, 2, {"tsteps": tsteps, "n": n}) == (tsteps * (n - 2), tsteps * (n - 2) * 4)


def test_counts_at_large_sizes_are_extrapolated_from_scaled_down_ones():
    _, site = _site(Kernel.from_c(TIME_LOOP))
    regions, points = regions_and_points(site, 1, {"tsteps": 1000, "n": 30000})
    assert regions == pytest.approx(1000, rel=0.1)
    assert points == pytest.approx(1000 * 29998 * 4, rel=0.1)


def test_small_parameters_keep_their_value_when_the_large_ones_are_scaled_down():
    # A 5-wide window scaled with n (to 1) would count a 25th of the convolution's instances.
    window = Kernel.from_c("""
void conv(int n, int k, double A[n][n], double W[k][k], double B[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int p = 0; p < k; p++)
        for (int q = 0; q < k; q++)
          B[i][j] += A[i][j] * W[p][q];
}
""")
    _, site = _site(window)
    regions, points = regions_and_points(site, 0, {"n": 1000, "k": 5})
    assert regions == 1
    assert points == pytest.approx(1000 * 1000 * 25, rel=0.1)


def test_a_region_pays_only_for_enough_work():
    model = ForkJoinModel()
    assert model.pays(1, 1e8)
    assert model.pays(500, 1e9)  # two million instances per region
    assert not model.pays(2000, 1e9)  # half a million: adi's forward sweeps at PolyBench LARGE
    assert ForkJoinModel(region_seconds=1e-6).pays(2000, 1e9)  # a quiet machine's cost


def test_a_reduction_s_regions_run_on_fixed_threads_and_pay_a_shared_core_s_cost():
    # codegen gives a loop that reduces no pv_threads: beside a busy process its barrier waits.
    model = ForkJoinModel()
    assert not model.pays(500, 1e9, adapts=False)
    assert model.pays(10, 1e9, adapts=False)


def test_the_threads_choice_is_paid_once_per_call_and_must_be_a_small_share_of_its_work():
    # 2 ms of work: one region is cheap, but beside a busy process the 0.4 ms choice of threads
    # would make the call 20 % slower than the program on one thread.
    model = ForkJoinModel()
    assert model.pays(1, 8e6) and not model.choice_pays(8e6)
    assert model.choice_pays(4e7)
    assert model.choice_pays(8e6, elements=8e6)  # 64 MB to stream: 6.4 ms
    assert not ForkJoinModel(threads_choice_seconds=1e-3).choice_pays(8e6, elements=8e6)


def test_vectorised_instances_cost_a_scalar_one_over_the_lanes_and_traffic_counts_too():
    avx512 = ForkJoinModel.for_cache(CacheModel(vector_bytes=64))
    assert avx512.vector_lanes == 8 and ForkJoinModel.for_cache(CacheModel(vector_bytes=32)).vector_lanes == 4
    # gemm at PolyBench MEDIUM, one region of 10.6 million instances (about 1 ms of AVX-512 work):
    # at a flat 1 ns per instance it looked like 10.6 ms and paid.
    assert ForkJoinModel(vector_lanes=1).choice_pays(10.6e6)
    assert not avx512.choice_pays(10.6e6)
    assert avx512.choice_pays(1.32e9)  # gemm at LARGE
    # A 4000x4000 matrix-vector product (mvt at EXTRALARGE): 16 million instances, a 128 MB matrix to stream.
    assert not avx512.choice_pays(16e6)
    assert avx512.choice_pays(16e6, elements=16e6)
    assert avx512.work_seconds(16e6, 16e6) == pytest.approx(16e6 * 8 * avx512.byte_seconds)


MATVEC = """
void matvec(int n, double A[n][n], double x[n], double y[n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      y[i] = y[i] + A[i][j] * x[j];
}
"""


def test_elements_touched_counts_each_array_element_once():
    schedule = Kernel.from_c(MATVEC).schedule()
    accesses = schedule.scop.reads.union(schedule.scop.writes)
    assert elements_touched(schedule.sites[0], accesses, {"n": 100}) == 100 * 100 + 2 * 100
    assert elements_touched(schedule.sites[0], accesses, {"n": 4000}) == pytest.approx(4000 * 4000, rel=0.1)


def test_region_elements_count_each_element_once_per_region_that_touches_it():
    schedule = Kernel.from_c(TIME_LOOP).schedule()
    accesses = schedule.scop.reads.union(schedule.scop.writes)
    site = schedule.sites[0]
    # A[i] and B[i] of the n - 2 rows: each time step's region touches them all again.
    assert region_elements(site, 1, accesses, {"tsteps": 10, "n": 50}) == 10 * 2 * 48
    assert region_elements(site, 0, accesses, {"tsteps": 10, "n": 50}) == 2 * 48
    assert region_elements(site, 1, accesses, {"tsteps": 1000, "n": 30000}) == pytest.approx(1000 * 2 * 29998, rel=0.1)


def test_regions_that_overflow_the_shared_cache_and_stream_longer_than_they_compute_never_pay():
    model = ForkJoinModel()
    # floyd-warshall's row pieces at PolyBench LARGE: 2 regions per k over half the 2800x2800 matrix
    # each (3.9 million instances and elements): 31 MB per region, 3.1 ms to stream, 1 ms of vector work.
    regions, points, elements = 2 * 2800, 2800 ** 3, 2800 ** 3
    assert model.loop_pays(regions, points, elements) and model.streams(regions, points, elements)
    assert not ForkJoinModel(shared_cache_bytes=64 << 20).streams(regions, points, elements)  # they stay cached
    assert not model.streams(regions, 4 * points, elements)  # 4x the work per element: compute, not memory
    # One region of vector work streaming a 128 MB matrix once runs at memory's speed too.
    assert model.streams(1, 16e6, 16e6)


def test_auto_leaves_a_short_compute_bound_region_and_a_vectorised_memory_bound_one_sequential():
    cache = CacheModel(vector_bytes=64)
    gemm = Kernel.from_c("""
void gemm(int ni, int nj, int nk, double C[ni][nj], double A[ni][nk], double B[nk][nj]) {
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
        C[i][j] += A[i][k] * B[k][j];
}
""").schedule()
    assert "parallel" not in gemm.auto(sizes={"ni": 200, "nj": 220, "nk": 240}, cache=cache).recipe
    assert "parallel" in gemm.auto(sizes={"ni": 1000, "nj": 1100, "nk": 1200}, cache=cache).recipe
    # 16 million instances of a matrix-vector product: too little vector work, but 128 MB to read;
    # its j loop carries the sum, a chain of dependent adds the compiler does not vectorise, so
    # memory is not what sets its speed.
    assert "parallel(i)" in Kernel.from_c(MATVEC).schedule().auto(sizes={"n": 4000}, cache=cache).recipe
    # Its update of every element (vector work) streams the same 128 MB in one region: memory's speed.
    scale = Kernel.from_c(MATVEC.replace("y[i] = y[i] + A[i][j] * x[j]", "A[i][j] = A[i][j] * x[j]")).schedule()
    assert "parallel" not in scale.auto(sizes={"n": 4000}, cache=cache).recipe


def test_a_parameter_without_a_size_takes_the_largest_size_and_none_known_is_unknown():
    scop = Kernel.from_c(TIME_LOOP).scop
    assert parameter_values(scop, {"tsteps": 7, "n": 50}) == {"tsteps": 7, "n": 50}
    # tsteps multiplies the regions and the instances of a loop inside it alike.
    assert parameter_values(scop, {"n": 50}) == {"tsteps": 50, "n": 50}
    assert parameter_values(scop, {}) is None


def test_auto_parallelises_inside_a_time_loop_only_where_each_region_pays():
    schedule = Kernel.from_c(TIME_LOOP.replace("A[i] = A[i] + B[i] * j + A[i] * t", "B[i] = A[i] * j + t")
                             ).schedule()
    assert "parallel" in schedule.auto(sizes={"tsteps": 4, "n": 10_000_000}).recipe
    assert "parallel" not in schedule.auto(sizes={"tsteps": 1000, "n": 100_000}).recipe


REDUCE_THEN_UPDATE = """
void reduce_then_update(int tsteps, int n, double A[n][n], double s[tsteps]) {
  for (int t = 0; t < tsteps; t++) {
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        s[t] += A[i][j];
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        A[i][j] = A[i][j] * 0.5 + 1.0;
  }
}
"""


def test_auto_asks_a_loop_that_reduces_for_a_fixed_region_s_cost_and_one_that_does_not_for_an_adaptive_one():
    # Both row loops start a region per time step over the same instances; only S0's reduces
    # (codegen gives it no pv_threads), so at 10 steps of 2 million instances (0.5 ms of work each,
    # on a 16 MB matrix the shared cache holds) S0's regions would cost 1 ms each and it stays
    # sequential, while S1's, at 0.1 ms, pay.
    schedule = Kernel.from_c(REDUCE_THEN_UPDATE).schedule()
    cache = CacheModel(vector_bytes=32)
    assert schedule.auto(sizes={"tsteps": 10, "n": 1400}, cache=cache, reassociate=True).recipe == "parallel(i@S1)"
    # 2 steps of 41 million instances (10 ms each) would pay even fixed regions, but each reads the
    # 328 MB matrix from memory, more slowly than it computes on it: neither loop gains a thread.
    assert schedule.auto(sizes={"tsteps": 2, "n": 6400}, cache=cache, reassociate=True).recipe == ""


DOITGEN = """
void doitgen(int nr, int nq, int np, double A[nr][nq][np], double C4[np][np], double sum[np]) {
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (int s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (int p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
}
"""


def test_boxes_are_counted_as_products_and_other_sets_within_the_isl_budget_or_too_complex():
    # PolyBench's doitgen at LARGE: isl enumerates the points it counts, and four loops of 128 each
    # exceeded the operation quota (where isl's count answers NaN, auto() once failed with "int()
    # argument must be ... not 'NoneType'"); a box is the product of its extents instead.
    schedule = Kernel.from_c(DOITGEN).schedule()
    sizes = {"nr": 150, "nq": 140, "np": 160}
    with isl_budget("counting"):
        regions, points = regions_and_points(schedule.sites[0], 2, sizes)
    # (counted at sizes scaled to 128 and 64, then extrapolated)
    assert regions == 150 * 140 and points == pytest.approx(150 * 140 * (160 * 160 + 2 * 160), rel=0.01)
    # Its reduction over a triangle (s <= p) is no box: enumerated, it still exceeds the budget.
    triangular = Kernel.from_c(DOITGEN.replace("s < np", "s <= p")).schedule()
    with pytest.raises(AnalysisTooComplex), isl_budget("counting"):
        regions_and_points(triangular.sites[0], 2, sizes)
    # auto() gives such a region the benefit of the doubt: here distribute and permute still apply.
    assert triangular.auto(sizes=sizes, no_alias=True).recipe.startswith("assume_no_alias(); distribute(p@S0)")
