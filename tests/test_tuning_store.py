"""Tuning records that resume: sweep and auto_search record every candidate in an Optuna study
(storage=), and a search run again skips what is recorded."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

import polyviz

optuna = pytest.importorskip("optuna", reason="optuna is not installed (pip install 'polyviz[tune]')")

TEMPLATE = "tile(i={ti}, j={tj})"
GRID = {"ti": [2, 3, 4, 5], "tj": [2, 3, 4]}
SIZES = {"n": 24}
SEARCH = f"""
import polyviz
stencil = polyviz.Kernel.from_file(polyviz.kernels_c("tutorial_stencil"))
polyviz.sweep(stencil, {TEMPLATE!r}, {GRID!r}, {SIZES!r}, repeat=1, progress=False, storage=STORAGE)
"""


STUDY = "polyviz-kernel_tutorial_stencil"


def _trials(storage: str) -> list:
    return optuna.load_study(study_name=STUDY, storage=storage).get_trials()


def test_a_killed_sweep_resumes_without_timing_its_candidates_again(tmp_path):
    storage = f"sqlite:///{tmp_path / 'tuning.db'}"
    # The study (and the database's tables) exist before the search starts: polling a database whose
    # tables the search is creating at that moment fails in SQLite ("table ... already exists").
    optuna.create_study(study_name=STUDY, storage=storage, direction="minimize")
    search = subprocess.Popen([sys.executable, "-c", f"STORAGE = {storage!r}\n" + SEARCH], cwd=tmp_path,
                              start_new_session=True)
    deadline = time.monotonic() + 300
    while len(_trials(storage)) < 3 and search.poll() is None and time.monotonic() < deadline:
        time.sleep(0.2)
    os.killpg(search.pid, signal.SIGKILL)
    search.wait()
    before = {t.user_attrs["key"]: t.user_attrs["record"] for t in _trials(storage)}
    k = len(before)
    points = len(GRID["ti"]) * len(GRID["tj"])
    assert 3 <= k < points, f"the search was to be killed part way, after {k} of {points} candidates"

    stencil = polyviz.Kernel.from_file(polyviz.kernels_c("tutorial_stencil"))
    resumed = polyviz.sweep(stencil, TEMPLATE, GRID, SIZES, repeat=1, progress=False, storage=storage)
    assert f"{k} points not run again" in " ".join(resumed.notes)
    after = _trials(storage)
    assert len(after) == points  # each candidate recorded once: the k were not run again
    assert {t.user_attrs["key"]: t.user_attrs["record"] for t in after[:k]} == before
    kept = {(int(r["label"].split("x")[0]), int(r["label"].split("x")[1])): r for r in before.values()}
    for point, stored in kept.items():
        assert resumed.records[point].times == stored["times"]  # the stored times, not a new run
    assert all(record.ok and record.verified for record in resumed.records.values())

    loaded = polyviz.tuning_records(storage, stencil)
    assert len(loaded) == points
    first = loaded[0]
    assert {"key", "record", "kernel", "kernel_hash", "recipe", "sizes", "threads", "compiler", "flags",
            "cpu"} <= set(first)
    assert first["recipe"].startswith("tile(") and first["sizes"] == SIZES
    assert first["record"]["verified"] == "exact" and len(first["record"]["times"]) == 1


def test_auto_search_records_and_resumes(tmp_path):
    storage = f"sqlite:///{tmp_path / 'auto.db'}"
    stencil = polyviz.Kernel.from_file(polyviz.kernels_c("tutorial_stencil"))
    best, first = polyviz.auto_search(stencil, {"n": 30}, repeat=1, storage=storage)
    candidates = [label for label in first.labels if label != "original"]
    recorded = polyviz.tuning_records(storage, stencil)
    assert len(recorded) == len(candidates)
    again_best, again = polyviz.auto_search(stencil, {"n": 30}, repeat=1, storage=storage)
    assert len(polyviz.tuning_records(storage, stencil)) == len(candidates)
    assert f"{len(candidates)} variants not run again" in " ".join(again.notes)
    assert [again[label].times for label in candidates] == [first[label].times for label in candidates]
    assert again_best.recipe == best.recipe


def test_a_dask_cluster_search_writes_to_the_same_store(tmp_path):
    distributed = pytest.importorskip("dask.distributed", reason="dask.distributed is not installed")
    storage = f"sqlite:///{tmp_path / 'cluster.db'}"
    stencil = polyviz.Kernel.from_file(polyviz.kernels_c("tutorial_stencil"))
    grid = {"ti": [2, 4], "tj": [3]}
    polyviz.sweep(stencil, TEMPLATE, {"ti": [2], "tj": [3]}, SIZES, repeat=1, progress=False, storage=storage)
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        swept = polyviz.sweep(stencil, TEMPLATE, grid, SIZES, repeat=1, progress=False, storage=storage,
                              executor=client.get_executor())
    assert "1 points not run again" in " ".join(swept.notes)
    assert sorted(r["recipe"] for r in polyviz.tuning_records(storage, stencil)) == \
        ["tile(i=2, j=3)", "tile(i=4, j=3)"]
    assert all(record.ok for record in swept.records.values())


def test_storage_without_optuna_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "optuna", None)
    stencil = polyviz.Kernel.from_file(polyviz.kernels_c("tutorial_stencil"))
    with pytest.raises(polyviz.PolyvizError, match=r"pip install 'polyviz\[tune\]'"):
        polyviz.sweep(stencil, TEMPLATE, {"ti": [2], "tj": [3]}, SIZES, repeat=0, progress=False,
                      storage="sqlite:///:memory:")
