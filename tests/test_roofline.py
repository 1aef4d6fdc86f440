"""The roofline: this machine's measured peaks (cached per machine) and each variant as a point."""
from __future__ import annotations

import subprocess

import pytest

from polyviz.runtime import BenchResult, RunRecord, machine_peaks, plot_roofline, roofline_points


def test_peaks_are_measured_once_and_cached(monkeypatch, tmp_path):
    monkeypatch.setenv("POLYVIZ_CACHE", str(tmp_path))
    peaks = machine_peaks()
    assert peaks["gflops"] > 0 and all(bandwidth > 0 for bandwidth in peaks["bandwidth"].values())
    assert "memory" in peaks["bandwidth"]
    assert list(tmp_path.glob("peaks-*.json"))

    def refuse(*args, **kwargs):
        raise AssertionError("measured again")

    monkeypatch.setattr(subprocess, "run", refuse)
    assert machine_peaks() == peaks


def _result(*records: RunRecord) -> BenchResult:
    return BenchResult("kernel_gemm", {"n": 4}, None, list(records), {})


def _record(label: str, median: float, intensity: float | None, status: str = "ok") -> RunRecord:
    counts = {"flops": 2e6, "intensities": {"L1": intensity}} if intensity else None
    return RunRecord(label, "c", status, median=median, counts=counts)


PEAKS = {"gflops": 20.0, "bandwidth": {"L1": 50.0, "memory": 10.0}}


def test_each_counted_verified_variant_is_a_point():
    result = _result(_record("original", 1e-3, 0.4), _record("tiled", 5e-4, 4.0), _record("uncounted", 1e-3, None),
                     _record("broken", 1e-3, 4.0, status="crashed"))
    assert roofline_points(result) == [("original", 0.4, 2.0), ("tiled", 4.0, 4.0)]
    figure = plot_roofline(result, PEAKS)
    axes = figure.axes[0]
    assert [t.get_text() for t in axes.texts] == ["original", "tiled"]
    assert axes.get_xscale() == "log"
    plotly = plot_roofline(result, PEAKS, backend="plotly")
    assert [trace.name for trace in plotly.data] == ["L1 50 GB/s", "memory 10 GB/s", "variants"]
    assert list(plotly.data[-1].x) == [0.4, 4.0]


def test_no_counted_variant_says_why():
    with pytest.raises(ValueError, match="no verified variant with counts"):
        plot_roofline(_result(_record("original", 1e-3, None)), PEAKS)
