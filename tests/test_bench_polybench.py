"""benchmarks/bench_polybench.py on two kernels at MINI: every variant built in PolyBench's own harness,
verified against gcc -O3's dumps, timed, and reported in issue 19's JSON schema."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
POLYBENCH = REPO.parent / "shared" / "polybench-c-4.2.1"
needs_polybench = pytest.mark.skipif(
    not POLYBENCH.is_dir(), reason=f"PolyBench/C 4.2.1 is not at {POLYBENCH} (../shared/polybench-c-4.2.1 "
                                   "relative to the repository: only the team's machines have it)")


sys.path.insert(0, str(REPO / "benchmarks"))
import bench_polybench as bench  # noqa: E402  (a script, importable from its folder)


@pytest.fixture(scope="module")
def document():
    # SMALL with a 0 s fallback: every kernel falls back to MINI, the smallest dataset.
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = bench.main(["--polybench", str(POLYBENCH), "--dataset", "SMALL", "--fallback-seconds", "0",
                             "--repeat", "2", "--json", "--noise", "gemm", "atax"])
    return status, json.loads(out.getvalue())


@needs_polybench
@pytest.mark.tool_detection
def test_every_variant_is_verified_and_timed_in_the_schema(document):
    status, found = document
    assert status == 0
    assert {"machine", "kernels", "geomean", "min_speedup", "gemm_fraction_of_numpy"} <= set(found)
    rows = {(row["name"], row["variant"]): row for row in found["kernels"]}
    expected = {"original", "auto", "auto_2threads", "clang-polly", "clang-polly-parallel"} \
        if bench.polly_clang()[0] else {"original", "auto", "auto_2threads"}
    assert {variant for name, variant in rows if name == "atax"} == expected
    assert {variant for name, variant in rows if name == "gemm"} == expected | {"numpy"}
    for row in rows.values():
        assert row["verified"] is True, row
        assert row["dataset"] == "MINI"
        assert row["median_s"] > 0
        assert row["speedup"] == 1.0 if row["variant"] == "original" else row["speedup"] > 0
        assert 0 < row["fastest_s"] <= row["median_s"] and row["fastest_speedup"] > 0
    assert set(found["min_speedup"]) == {"auto", "auto_2threads"}
    assert found["geomean"]["auto"] == pytest.approx(
        (rows["gemm", "auto"]["speedup"] * rows["atax", "auto"]["speedup"]) ** 0.5)
    assert found["gemm_fraction_of_numpy"] == pytest.approx(
        rows["gemm", "numpy"]["median_s"] / rows["gemm", "auto"]["median_s"])
    # GFLOP/s: the statements' operations at MINI (gemm 20 x 25 x 30) over each variant's median.
    assert found["flops"]["gemm"] == 3 * 20 * 25 * 30 + 20 * 25
    for (name, variant), row in rows.items():
        assert row["gflops"] == pytest.approx(found["flops"][name] / row["median_s"] / 1e9)
    assert "tile" in found["recipes"]["gemm"] or "interchange" in found["recipes"]["gemm"]
    # Kernels whose 2-thread runs are the 1-thread program (no OpenMP in auto's code) are listed.
    assert found["auto_sequential"] == sorted(name for name in ("atax", "gemm")
                                              if "-fopenmp" not in rows[name, "auto"]["compiler"].split())


@needs_polybench
def test_variants_differ_only_in_the_kernel_file(document):
    """At MINI the fork/join model leaves every loop sequential: auto()'s code has no OpenMP pragma, so
    auto and auto_2threads are built like the original (no -fopenmp, whose parallel cache flush in the
    harness was the only difference), and each kernel of a few microseconds runs the most rounds."""
    _, found = document
    rows = {(row["name"], row["variant"]): row for row in found["kernels"]}
    for name in ("gemm", "atax"):
        assert "omp" not in rows[name, "auto"]["compiler"]
        assert rows[name, "auto"]["compiler"] == rows[name, "auto_2threads"]["compiler"] \
            == rows[name, "original"]["compiler"] == "gcc -O3 -march=native"
        assert {rows[name, variant]["runs"] for variant in ("original", "auto", "auto_2threads")} == {bench.MAX_ROUNDS}


def test_openmp_only_for_code_with_an_openmp_pragma():
    sequential = "void f(int n, double A[n]) {\n  for (int i = 0; i < n; i++)\n    A[i] = 0.0;\n}\n"
    parallel = sequential.replace("  for", "  #pragma omp parallel for\n  for")
    assert bench.auto_compiler(sequential) == ("gcc", "-O3", "-march=native")
    assert bench.auto_compiler(parallel) == ("gcc", "-fopenmp", "-O3", "-march=native")
    assert bench.auto_compiler(sequential.replace("A[i] = 0.0;", "A[i] = 0.0; /* #pragma omp is text */")) \
        == ("gcc", "-O3", "-march=native")


def test_short_kernels_get_more_rounds():
    run = bench.KernelRun("k", Path("k.c"))
    run.probe_seconds = 2.0
    assert bench.rounds(run, 3) == 3
    run.probe_seconds = bench.SHORT_KERNEL_SECONDS / 10
    assert bench.rounds(run, 3) == 10
    run.probe_seconds = 1e-6
    assert bench.rounds(run, 3) == bench.MAX_ROUNDS


@needs_polybench
def test_dataset_sizes_are_read_from_the_kernel_header():
    header = (POLYBENCH / "linear-algebra" / "blas" / "gemm" / "gemm.h").read_text()
    assert bench.dataset_sizes(header, "LARGE") == {"NI": 1000, "NJ": 1100, "NK": 1200}
    assert bench.dataset_sizes(header, "MINI") == {"NI": 20, "NJ": 25, "NK": 30}


@needs_polybench
def test_a_wrong_variant_is_caught_and_not_timed(monkeypatch):
    """Verification is computed, not assumed: numpy's gemm with another beta fails it, is not timed and
    gets no speedup, and the run exits 1; the right variants' speedups are the original's median over theirs."""
    import contextlib
    import io

    monkeypatch.setattr(bench, "NUMPY_GEMM", bench.NUMPY_GEMM.replace("alpha, beta = 1.5, 1.2", "alpha, beta = 1.5, 1.25"))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = bench.main(["--polybench", str(POLYBENCH), "--dataset", "MINI", "--repeat", "1", "--json", "gemm"])
    found = json.loads(out.getvalue())
    assert status == 1
    rows = {row["variant"]: row for row in found["kernels"]}
    assert rows["numpy"]["verified"] is False
    assert rows["numpy"]["problem"].startswith("wrong result")
    assert rows["numpy"]["median_s"] is None and rows["numpy"]["speedup"] is None
    assert found["gemm_fraction_of_numpy"] is None
    assert rows["auto"]["verified"] is True
    assert rows["auto"]["speedup"] == pytest.approx(rows["original"]["median_s"] / rows["auto"]["median_s"])


@needs_polybench
@pytest.mark.parametrize("relative, dataset, expected", [
    # C *= beta (1 operation, ni x nj) and C += alpha * A * B (3, ni x nj x nk) at LARGE's 1000 x 1100 x 1200.
    ("linear-algebra/blas/gemm/gemm.c", "LARGE", 1000 * 1100 + 3 * 1000 * 1100 * 1200),
    # syrk's triangle: C *= beta and C += alpha * A[i][k] * A[j][k] for j <= i, n=30 m=20 at MINI.
    ("linear-algebra/blas/syrk/syrk.c", "MINI", 30 * 31 // 2 + 3 * 20 * 30 * 31 // 2),
])
def test_operations_count_the_statements_arithmetic_at_the_dataset(relative, dataset, expected):
    assert bench.operations(POLYBENCH / relative, POLYBENCH, dataset) == expected


def test_the_threads_generated_code_chose_are_read_from_what_it_prints(tmp_path):
    # The timing runs of auto_2threads record pv_free_cpus's choice from POLYVIZ_SHOW_THREADS's line:
    # the fragment's text and the benchmark's pattern must agree.
    import os
    import subprocess

    from polyviz import Kernel

    kernel = Kernel.from_c("void scale(int n, double A[n]) { for (int i = 0; i < n; i++) for (int j = 0; j < 4; j++) A[i] *= 2.0; }")
    program = tmp_path / "threads.c"
    program.write_text("\n".join(kernel.apply_recipe("parallel(i)").generate().helpers)
                       + "\nint main(void) { return pv_free_cpus() < 1; }\n")
    subprocess.run(["gcc", "-std=gnu99", "-fopenmp", str(program), "-o", str(tmp_path / "threads")], check=True)
    environment = {k: v for k, v in os.environ.items() if k not in ("OMP_DYNAMIC", "POLYVIZ_SHOW_THREADS")}

    def chosen(**overrides) -> list[int]:
        ran = subprocess.run([str(tmp_path / "threads")], capture_output=True, text=True, check=True,
                             env={**environment, "OMP_NUM_THREADS": "2", **overrides})
        return bench._threads_chosen(ran.stderr)

    assert chosen() == []
    assert chosen(POLYVIZ_SHOW_THREADS="1") == [2]
    assert chosen(POLYVIZ_SHOW_THREADS="1", OMP_NUM_THREADS="1") == [1]
    assert chosen(POLYVIZ_SHOW_THREADS="1", OMP_DYNAMIC="false") == [2]
