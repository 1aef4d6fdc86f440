"""auto_search, sweep and bench on a dask.distributed LocalCluster with 2 workers: every candidate compiled,
verified and timed on a worker, results shaped as a local run, a dying worker losing only its candidate, and
jobs that carry their inputs for workers that do not share this machine's files."""
from __future__ import annotations

import os
from concurrent.futures import Executor
from dataclasses import replace
from pathlib import Path

import pytest

import polyviz
from polyviz import Kernel
from polyviz.runtime import Variant, execute_job

distributed = pytest.importorskip("distributed", reason="dask.distributed is not installed (pip install "
                                                        "'dask[distributed]'; make test installs it)")
import dask  # noqa: E402

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"


@pytest.fixture(scope="module")
def client():
    # A task whose worker dies fails at once (no retry on the other worker): the test sees the loss.
    with dask.config.set({"distributed.scheduler.allowed-failures": 0}):
        with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                      dashboard_address=None) as cluster, distributed.Client(cluster) as client:
            yield client


@pytest.fixture(scope="module")
def gemm() -> Kernel:
    return Kernel.from_file(KERNELS / "gemm.c")


@pytest.fixture(scope="module")
def stencil() -> Kernel:
    return Kernel.from_file(KERNELS / "tutorial_stencil.c")


class DyingWorker(Executor):
    """Submits to ``inner``; the job labelled ``victim`` kills the worker process that takes it."""

    def __init__(self, inner: Executor, victim: str):
        self.inner, self.victim = inner, victim

    def submit(self, fn, job):
        if job.variant.label != self.victim:
            return self.inner.submit(fn, job)

        def die(fn, job):
            os._exit(1)

        return self.inner.submit(die, fn, job)


def _worker_pids(client) -> set[int]:
    return set(client.run(os.getpid).values())


def test_auto_search_on_a_cluster_is_shaped_as_the_local_run(client, gemm):
    best, remote = polyviz.auto_search(gemm, "test", repeat=1, executor=client.get_executor())
    _, local = polyviz.auto_search(gemm, "test", repeat=1)
    assert remote.labels == local.labels and len(remote.labels) > 2
    for record in remote.records:
        assert record.ok and record.verified is not None, (record.label, record.message)
    assert best.recipe in {remote.recipes[label] for label in remote.labels if label != "original"} | {""}


def test_sweep_on_a_cluster_verifies_every_point(client, stencil):
    grid = polyviz.sweep(stencil, "tile(i={ti}, j={tj})", {"ti": [2, 4], "tj": [4]}, "test", repeat=1,
                         executor=client.get_executor(), progress=False)
    assert sorted(grid.records) == [(2, 4), (4, 4)]
    assert all(record.ok and record.verified == "exact" for record in grid.records.values())


def test_a_dying_worker_loses_only_its_candidate(client, stencil):
    before = _worker_pids(client)
    result = polyviz.bench(stencil, [("victim", "tile(i=2, j=4)"), ("survivor", "tile(i=4, j=4)")], "test", repeat=1,
                           executor=DyingWorker(client.get_executor(), "victim"))
    assert result["victim"].status == "error"
    assert "lost" in result["victim"].message
    assert result["survivor"].ok and result["survivor"].verified == "exact"
    assert result.original.ok
    client.wait_for_workers(2, timeout=60)
    assert _worker_pids(client) != before  # the nanny replaced the dead worker


def test_a_job_carries_its_inputs_to_a_worker_without_this_machines_files(client, gemm, tmp_path):
    tiled = polyviz.benchmark.variant(gemm, "distribute(i); tile(i@S1, 4, k, 4, j@S1, 4)")
    wrong = Variant("wrong", tiled.source.replace("+= alpha", "+= 2 * alpha"))
    with polyviz.benchmark.session(gemm, "test", repeat=1) as session:
        assert session.run_original().ok
        elsewhere = {"inputs_dir": str(tmp_path / "absent" / "inputs"), "reference_dir": str(tmp_path / "absent" / "ref"),
                     "run_dir": str(tmp_path / "absent" / "run")}
        jobs = [replace(session.job(v, portable=True), **elsewhere) for v in (tiled, wrong)]
        right, mismatch = client.gather(client.map(execute_job, jobs, pure=False))
    assert right.ok and right.verified == "exact", right.message
    assert mismatch.status == "mismatch"
    assert not (tmp_path / "absent").exists()
