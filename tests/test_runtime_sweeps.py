"""polyviz.runtime sweeps and charts: tile-size grid on executors, cancellation, size and
thread sweeps, and every chart with both backends (real compiles, tiny sizes)."""
from __future__ import annotations

import io
import json
import threading
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from polyviz.errors import PolyvizError
from polyviz.runtime import (Compiler, Variant, bench, plot_bench, plot_size_sweep, plot_thread_sweep,
                             plot_tile_sweep, size_sweep, thread_sweep, tile_sweep)
from polyviz.runtime.progress import Progress

from test_runtime import GEMM, GEMM_NUMPY, GEMM_OFF_BY_ONE, GEMM_OMP, GEMM_PARAMS

SIZES = {"ni": 24, "nj": 20, "nk": 28}

TILED = """\
#include <polybench.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))
void kernel_gemm(int ni, int nj, int nk, double alpha, double beta,
                 double C[ni][nj], double A[ni][nk], double B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      C[i][j] *= beta;
  for (int ii = 0; ii < ni; ii += TI)
    for (int kk = 0; kk < nk; kk += TK)
      for (int i = ii; i < MIN(ii + TI, ni); i++)
        for (int k = kk; k < MIN(kk + TK, nk); k++)
          for (int j = 0; j < nj; j++)
            C[i][j] += alpha * A[i][k] * B[k][j];
}
"""


def tiled(tiles):
    ti, tk = tiles
    if (ti, tk) == (8, 8):
        return GEMM_OFF_BY_ONE  # one deliberately wrong point
    if (ti, tk) == (16, 8):
        raise ValueError("this tiling is not legal")  # the transform layer may refuse a point
    return TILED.replace("TI", str(ti)).replace("TK", str(tk))


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    return tmp_path_factory.mktemp("polyviz-cache")


@pytest.fixture(scope="module")
def tiles(cache):
    """A 3 x 2 grid on the default executor (a spawned process pool)."""
    return tile_sweep(GEMM_PARAMS, GEMM, "kernel_gemm", tiled, ([4, 8, 16], [8, 32]), SIZES,
                      repeat=1, progress=False, cache=cache, timeout=30)


def test_tile_sweep_verifies_every_point(tiles):
    assert not tiles.cancelled
    assert tiles.original.ok
    assert len(tiles.records) == 6
    for pt in [(4, 8), (4, 32), (8, 32), (16, 32)]:
        assert tiles.records[pt].status == "ok", tiles.records[pt].message
        assert tiles.records[pt].verified == "exact"
        assert tiles.records[pt].speedup > 0
    assert tiles.records[(8, 8)].status == "mismatch"
    assert tiles.records[(16, 8)].status == "error"
    assert "not legal" in tiles.records[(16, 8)].message
    g = tiles.grid()
    assert g.shape == (2, 3)
    assert np.isnan(g[0, 1]) and np.isnan(g[0, 2]) and np.isfinite(g[1]).all()
    (bx, by), best = tiles.best
    assert best == np.nanmax(g) and tiles.records[(bx, by)].ok
    assert set(tiles.failures()) == {(8, 8), (16, 8)}
    d = json.loads(tiles.to_json())
    assert len(d["points"]) == 6 and d["xs"] == [4, 8, 16]


@pytest.mark.parametrize("grid", [([4, 8],), [4, 8], ([4], [8], [16]), "48", {"ti": [4], "tj": [8]}],
                         ids=["one list", "flat list", "three lists", "text", "named"])
def test_a_grid_of_another_shape_is_one_clear_error_before_any_compile(grid):
    def source_for(point):
        pytest.fail(f"a point {point} was made from a grid of the wrong shape")

    with pytest.raises(PolyvizError, match=r"tile_sweep's grid must be two sequences of tile sizes, \(xs, ys\)") as error:
        tile_sweep(GEMM_PARAMS, GEMM, "kernel_gemm", source_for, grid, SIZES, progress=False,
                   compiler=Compiler("/nonexistent/cc"))
    assert repr(grid) in str(error.value)
    assert ("polyviz.sweep" in str(error.value)) == isinstance(grid, dict)


def test_tile_sweep_on_a_thread_pool_can_be_cancelled(cache):
    cancel = threading.Event()
    seen = []

    def progress(done, total):
        seen.append(done)
        if done >= 2:
            cancel.set()

    with ThreadPoolExecutor(max_workers=1) as pool:
        r = tile_sweep(GEMM_PARAMS, GEMM, "kernel_gemm", tiled, ([4, 16, 32], [8, 16, 32]),
                       SIZES, repeat=1, executor=pool, max_in_flight=1, cancel=cancel,
                       progress=progress, cache=cache)
    assert r.cancelled
    assert 2 <= len(r.records) < 9
    assert seen and seen[-1] == len(r.records)


def test_cancelling_kills_a_running_child(cache):
    """A point that loops forever is killed by cancellation, long before its timeout."""
    endless = GEMM.replace("int i, j, k;", "int i, j, k; volatile int go = 1; while (go) ;")
    cancel = threading.Event()
    timer = threading.Timer(2.0, cancel.set)
    timer.start()
    try:
        r = tile_sweep(GEMM_PARAMS, GEMM, "kernel_gemm", lambda t: endless, ([1], [1]), SIZES,
                       repeat=1, executor=ThreadPoolExecutor(1), cancel=cancel, progress=False,
                       timeout=120, cache=cache)
    finally:
        timer.cancel()
    assert r.cancelled and r.records == {}


def test_size_and_thread_sweeps_and_their_charts(cache):
    variants = [Variant("omp", GEMM_OMP)]
    sweep = size_sweep(GEMM_PARAMS, GEMM, "kernel_gemm", variants,
                       [{"ni": n, "nj": n, "nk": n} for n in (8, 16, 24)], flops="2*ni*nj*nk",
                       repeat=1, numpy=GEMM_NUMPY, baselines=["numpy"], progress=False,
                       cache=cache)
    assert sweep.x == "ni"
    s = sweep.series("gflops")
    assert [x for x, _ in s["omp"]] == [8, 16, 24]
    assert all(v > 0 for _, v in s["original"])
    assert set(s) == {"original", "omp", "numpy"}
    json.loads(sweep.to_json())
    threads = thread_sweep(GEMM_PARAMS, GEMM, "kernel_gemm", variants, SIZES, threads=[1, 2],
                           repeat=1, baselines=False, progress=False, cache=cache)
    assert threads.threads == [1, 2]
    assert all(v is not None for _, v in threads.series()["omp"])
    for backend in ("matplotlib", "plotly"):
        _check_figure(plot_size_sweep(sweep, backend, metric="time"), backend, traces=3)
        _check_figure(plot_size_sweep(sweep, backend, metric="gflops"), backend, traces=3)
        _check_figure(plot_thread_sweep(threads, backend), backend, traces=2)


def test_bench_and_tile_charts_both_backends(tiles, cache):
    r = bench(GEMM_PARAMS, GEMM, "kernel_gemm", [Variant("wrong", GEMM_OFF_BY_ONE)], SIZES,
              repeat=2, numpy=GEMM_NUMPY, baselines=["numpy", "gcc-graphite"], cache=cache)
    mpl = plot_bench(r, "matplotlib")
    _check_figure(mpl, "matplotlib")
    texts = [t.get_text() for ax in mpl.axes for t in ax.texts]
    assert "mismatch" in texts  # the wrong variant is marked, not charted as a speedup
    ply = plot_bench(r, "plotly")
    _check_figure(ply, "plotly", traces=2)
    speed = ply.data[1]
    assert list(speed.x) == ["original", "wrong", "gcc-graphite"]  # numpy is a reference line
    assert speed.y[1] is None
    _check_figure(plot_tile_sweep(tiles, "matplotlib"), "matplotlib")
    fig = plot_tile_sweep(tiles, "plotly")
    _check_figure(fig, "plotly", traces=2)
    assert "best" in fig.layout.title.text
    with pytest.raises(ValueError):
        plot_bench(r, "bokeh")


def _check_figure(fig, backend, traces=None):
    if backend == "matplotlib":
        from matplotlib.figure import Figure

        assert isinstance(fig, Figure)
        buf = io.BytesIO()
        fig.savefig(buf, format="png")
        assert buf.getvalue()[:4] == b"\x89PNG"
    else:
        import plotly.graph_objects as go

        assert isinstance(fig, go.Figure)
        if traces is not None:
            assert len(fig.data) == traces
        fig.to_json()


def test_progress_modes(capsys):
    calls = []
    p = Progress(3, "x", lambda d, t: calls.append((d, t)))
    p.update(1)
    p.update(2)
    assert calls == [(1, 3), (3, 3)]
    q = Progress(2, "plain", "text")
    q.update(1)
    q.update(1)
    q.close("finished")
    assert "plain: 2/2" in capsys.readouterr().err
    Progress(2, "silent", False).update(1)


def test_run_on_executor_keeps_a_dask_clusters_threads_busy(monkeypatch):
    """A dask client's executor has no _max_workers: the jobs in flight follow its workers' threads
    (here 2 workers x 3 threads), not one at a time."""
    import threading
    import time
    from concurrent.futures import Executor, Future
    from types import SimpleNamespace

    import importlib

    from polyviz.runtime import RunRecord

    bench_module = importlib.import_module("polyviz.runtime.bench")  # the module (the package's `bench` is its function)

    running, most = [], [0]
    lock = threading.Lock()

    class ClientExecutor(Executor):  # the shape of distributed's: a _client, no _max_workers
        _client = SimpleNamespace(nthreads=lambda: {"tcp://a": 3, "tcp://b": 3})

        def submit(self, fn, job):
            future = Future()
            with lock:
                running.append(future)
                most[0] = max(most[0], len(running))

            def finish():
                time.sleep(0.2)
                with lock:
                    running.remove(future)
                future.set_result(fn(job))
            threading.Thread(target=finish).start()
            return future

    monkeypatch.setattr(bench_module, "execute_job", lambda job: RunRecord(job, "c", "ok"))
    session = SimpleNamespace(job=lambda variant, portable: variant.label, sizes={}, cancel=lambda: None)
    items = [(k, f"v{k}", lambda k=k: Variant(f"v{k}", "")) for k in range(12)]
    records, cancelled, notes = bench_module.run_on_executor(session, items, ClientExecutor())
    assert sorted(records) == list(range(12)) and not cancelled and not notes
    assert most[0] >= 6
