"""polyviz.bench / sweep / thread_sweep and ``polyviz bench``: kernels, recipes and baselines, real
compiles and runs at the kernel files' test sizes. No timing assertions."""
from __future__ import annotations

import json
import warnings
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import polyviz
from polyviz import IllegalTransformation, Kernel, PolyvizError, ScopError
from polyviz.benchmark import machine_cache
from polyviz.cli import main

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"


def kernel(name: str) -> Kernel:
    return Kernel.from_file(KERNELS / f"{name}.c")


def test_the_front_end_reads_the_header_lines():
    k = Kernel.from_c("""/* x */
// polyviz-test: n=13 m=11, k=7
// polyviz-bench: n=1300 m=1400 k=1500
// polyviz-numpy: C *= 2
// polyviz-numpy: C += A
// polyviz-init: A = spd
// polyviz-flops: 2*n*m
void f(int n, int m, int k, double A[n][m], double C[n][m]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      C[i][j] = 2 * C[i][j] + A[i][j];  // polyviz-test: zz=1 is not a header line
}
""")
    header = k.scop.source.header
    assert header.test_sizes == {"n": 13, "m": 11, "k": 7}
    assert header.bench_sizes == {"n": 1300, "m": 1400, "k": 1500}
    assert header.numpy_statements == ("C *= 2", "C += A")
    assert header.init == {"A": "spd"} and header.flops == "2*n*m"
    assert polyviz.benchmark.benchmark_sizes(k, {"n": 5}) == {"n": 5, "m": 1400, "k": 1500}
    with pytest.raises(ScopError, match="line 2.*n=x is not an integer"):
        Kernel.from_c("\n// polyviz-test: n=x\nvoid f(int n, double A[n]) { for (int i = 0; i < n; i++) A[i] = 0; }\n")


def test_recipes_schedules_and_baselines_are_verified_against_the_original():
    k = kernel("gemm")
    forced = k.schedule().reverse("k", force=True)  # reorders the k reduction: different bits
    with pytest.warns(polyviz.VariantFailureWarning, match="k reversed: mismatch"):
        result = polyviz.bench(k, ["auto()", ("k reversed", forced), "gcc-graphite", "numpy"], sizes="test",
                               repeat=1, timeout=60)
    assert result.labels == ["original", "auto()", "k reversed", "gcc-graphite", "numpy"]
    assert result["auto()"].status == "ok" and result["auto()"].verified == "exact"
    assert result["auto()"].speedup is not None
    # the steps it became, tuned for this machine's caches and vector registers as bench() tunes it
    assert result.recipes["auto()"] == k.apply_recipe("auto()", cache=machine_cache()).recipe != "auto()"
    assert result["k reversed"].status == "mismatch" and result["k reversed"].speedup is None
    assert result["k reversed"].mismatch["array"] == "C"
    assert result["numpy"].verified == "rtol=1e-09"
    assert result["gcc-graphite"].verified == "exact"
    with pytest.raises(IllegalTransformation):
        polyviz.bench(k, ["reverse(k)"], sizes="test")


def test_missing_baselines_are_skipped_with_a_note():
    result = polyviz.bench(kernel("tutorial_stencil"), ["numpy"], sizes="test", repeat=1)
    assert result.labels == ["original"]
    assert any("numpy skipped" in note for note in result.notes)
    assert "note: numpy skipped" in str(result)


def test_bad_arguments_are_one_clear_error():
    k = kernel("tutorial_stencil")
    with pytest.raises(PolyvizError, match="'test', 'bench' or a dict"):
        polyviz.bench(k, sizes="huge")
    with pytest.raises(PolyvizError, match="a variant is a recipe"):
        polyviz.bench(k, [42], sizes="test")
    with pytest.raises(PolyvizError, match=r"must use exactly \{ti\} and \{tj\}"):
        polyviz.sweep(k, "tile(i={a}, j={tj})", {"ti": [2], "tj": [2]}, sizes="test")
    with pytest.raises(PolyvizError, match="exactly two names"):
        polyviz.sweep(k, "tile(i={ti})", {"ti": [2]}, sizes="test")


def test_tile_sweep_of_a_recipe_template_with_an_illegal_point():
    k = kernel("tutorial_stencil")
    with ThreadPoolExecutor(max_workers=1) as pool:
        grid = polyviz.sweep(k, "skew(j, i, {skew}); tile(i={t}, j={t})", {"skew": [-1, 1], "t": [2, 4]},
                             sizes="test", repeat=1, executor=pool, progress=False)
    assert grid.names == ("skew", "t") and grid.xs == [-1, 1] and grid.ys == [2, 4]
    for t in (2, 4):
        assert grid.records[(1, t)].verified == "exact", grid.records[(1, t)].message
        # After a negative skew, tiling the stencil breaks a dependence: the point is refused, not run.
        assert grid.records[(-1, t)].status == "error" and "IllegalTransformation" in grid.records[(-1, t)].message
    assert grid.best[0][0] == 1
    assert type(polyviz.plot_tile_sweep(grid)).__name__ == "Figure"
    assert type(polyviz.plot_tile_sweep(grid, backend="plotly")).__module__.startswith("plotly")


def test_thread_and_size_sweeps_of_a_parallel_recipe():
    k = kernel("tutorial_row_recurrence")
    threads = polyviz.thread_sweep(k, ["interchange(i, j); parallel(i)"], sizes="test", threads=[1, 2],
                                   repeat=1, progress=False)
    assert threads.threads == [1, 2]
    assert all(r["interchange(i, j); parallel(i)"].verified == "exact" for r in threads.results)
    sizes = polyviz.size_sweep(k, ["interchange(i, j)"], [{"n": 8}, {"n": 16}], repeat=1, progress=False)
    assert [r.sizes["n"] for r in sizes.results] == [8, 16] and sizes.x == "n"
    assert type(polyviz.plot_thread_sweep(threads, backend="plotly")).__module__.startswith("plotly")
    assert type(polyviz.plot_size_sweep(sizes)).__name__ == "Figure"


# -- the CLI ----------------------------------------------------------------------------------------------
def test_cli_bench_json_table_and_chart(capsys, tmp_path):
    path = str(KERNELS / "jacobi-1d.c")
    recipe = "fuse(i@S0, i@S1); skew(i, t, 2); tile(t=4, i=4)"
    args = ["bench", path, "--recipe", recipe, "--baselines", "original", "--size", "tsteps=6",
            "--size", "n=40", "--repeat", "2"]
    assert main(args + ["--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["sizes"] == {"tsteps": 6, "n": 40} and data["machine"]["logical_cpus"] >= 1
    original, tiled = data["results"]
    assert set(tiled) == {"variant", "recipe", "median_s", "min_s", "max_s", "speedup", "verified", "error", "counts"}
    # jacobi-1d: 3 additions and 1 multiplication per instance of each statement, 38 of each per step
    assert tiled["counts"]["operations"] == original["counts"]["operations"] == {"add": 2 * 6 * 38 * 2,
                                                                                  "mul": 2 * 6 * 38}
    assert original["variant"] == "original" and original["recipe"] is None and original["speedup"] == 1.0
    assert tiled["variant"] == recipe and tiled["verified"] is True and tiled["error"] is None
    assert tiled["recipe"].startswith("shift(S1, i@S1, 1); fuse(i@S0, i@S1)")
    chart, roofline = tmp_path / "bench.png", tmp_path / "roofline.html"
    assert main(args + ["--plot", str(chart), "--roofline", str(roofline)]) == 0
    assert "roofline" in roofline.read_text()
    table = capsys.readouterr().out
    assert table.splitlines()[1].split() == ["variant", "median", "spread", "speedup", "verified", "compile"]
    assert chart.read_bytes().startswith(b"\x89PNG")


def test_cli_bench_exit_codes(capsys, tmp_path):
    path = str(KERNELS / "tutorial_stencil.c")
    assert main(["bench", path, "--recipe", "reverse(j)", "--size", "n=8"]) == 3
    assert "RAW" in capsys.readouterr().err
    assert main(["bench", path, "--recipe", "tile(i=", "--size", "n=8"]) == 2
    assert main(["bench", path, "--size", "n=big"]) == 2
    assert main(["bench", path, "--baselines", "icc", "--size", "n=8"]) == 2
    assert "unknown icc" in capsys.readouterr().err
    crashing = tmp_path / "crash.c"
    crashing.write_text("void f(int n, double A[n]) {\n  for (int i = 0; i < n; i++)\n"
                        "    A[i + 400000000] = 1.0;\n}\n")
    with warnings.catch_warnings():
        warnings.simplefilter("error", polyviz.VariantFailureWarning)  # the CLI says it once, as a message
        assert main(["bench", str(crashing), "--size", "n=8", "--baselines", "original", "--repeat", "1"]) == 4
    err = capsys.readouterr().err
    assert "original: crashed" in err and "Traceback" not in err


def test_a_failed_variant_warns_at_the_users_line_and_strict_raises_with_the_whole_result():
    k = kernel("tutorial_stencil")
    recipe = "reverse(j)"  # breaks the RAW dependence along j: a wrong result
    with pytest.warns(polyviz.VariantFailureWarning, match=r"\n  reverse\(j\): mismatch: wrong result") as warned:
        result = polyviz.bench(k, [recipe], sizes={"n": 9}, repeat=0, force=True)
    assert warned[0].filename == __file__
    with pytest.raises(polyviz.VariantsFailed, match=r"reverse\(j\): mismatch") as raised:
        polyviz.bench(k, [recipe], sizes={"n": 9}, repeat=0, force=True, strict=True)
    failed = raised.value.result
    assert failed.recipes == result.recipes and failed.notes == result.notes and any("RAW" in n for n in failed.notes)
    assert [r.label for r in raised.value.failures] == [recipe]


def test_bench_force_runs_an_illegal_recipe_and_reports_the_mismatch(capsys):
    # Teachers show that a refused schedule really computes something else.
    path = str(KERNELS / "tutorial_stencil.c")
    args = ["bench", path, "--recipe", "reverse(j)", "--size", "n=8", "--baselines", "original", "--repeat", "1"]
    assert main(args + ["--force"]) == 4
    captured = capsys.readouterr()
    assert "reverse(j): mismatch: wrong result: A[" in captured.err and "Traceback" not in captured.err
    assert "ILLEGAL schedule (forced): it violates the RAW dependence" in captured.out
    with pytest.warns(polyviz.VariantFailureWarning):
        result = polyviz.bench(kernel("tutorial_stencil"), ["reverse(j)"], sizes={"n": 8}, repeat=0, force=True)
    assert result["reverse(j)"].status == "mismatch" and result["reverse(j)"].mismatch["array"] == "A"
    assert any("reverse(j): ILLEGAL" in note for note in result.notes)
    # A legal recipe under force is still just verified.
    legal = polyviz.bench(kernel("tutorial_stencil"), ["interchange(i, j)"], sizes={"n": 8}, repeat=0, force=True)
    assert legal["interchange(i, j)"].verified == "exact" and not legal.notes
