"""polyviz.runtime: real compiles and real runs in child processes, small sizes, no timing asserts."""
from __future__ import annotations

import json
import re
import shutil
import warnings
from pathlib import Path

import numpy as np
import pytest
from process_checks import assert_process_ends

from polyviz.errors import PolyvizError, VariantFailureWarning, VariantsFailed
from polyviz.model.scop import FunctionParameter as FP
from polyviz.kernel import Kernel
from polyviz.runtime import (BenchResult, Compiler, Variant, bench, builtin_baselines,
                             compile_stats, compile_variant, eval_extent, machine_info, make_inputs,
                             clang_commands, polly_available, polly_clang)
from polyviz.runtime.build import cdef_for, uses_openmp

REPO = Path(__file__).resolve().parent.parent

GEMM = (REPO / "kernels_c" / "gemm.c").read_text()
GEMM_PARAMS = (FP("ni", "size", "int"), FP("nj", "size", "int"), FP("nk", "size", "int"),
               FP("alpha", "scalar", "double"), FP("beta", "scalar", "double"),
               FP("C", "array", "double", ("ni", "nj")), FP("A", "array", "double", ("ni", "nk")),
               FP("B", "array", "double", ("nk", "nj")))
SIZES = {"ni": 23, "nj": 19, "nk": 41}
GEMM_NUMPY = ("C *= beta", "C += alpha * (A @ B)")

# Loops interchanged (i, j, k): same per-element order of additions, so bit-identical.
GEMM_IJK = """\
void kernel_gemm(int ni, int nj, int nk, double alpha, double beta,
                 double C[ni][nj], double A[ni][nk], double B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
"""
GEMM_OMP = GEMM_IJK.replace("  for (int i = 0;", "#pragma omp parallel for\n  for (int i = 0;", 1)
# The reduction over k summed backwards: a reassociation.
GEMM_REVERSED_K = GEMM_IJK.replace("for (int k = 0; k < nk; k++)", "for (int k = nk - 1; k >= 0; k--)")
# An off-by-one loop bound: the last k is never added.
GEMM_OFF_BY_ONE = GEMM_IJK.replace("k < nk;", "k < nk - 1;")

VEC_PARAMS = (FP("n", "size", "int"), FP("A", "array", "double", ("n",)))
VEC_OK = "void k(int n, double A[n]) { for (int i = 0; i < n; i++) A[i] = 2 * A[i] + 1; }"
VEC_SEGFAULT = "void k(int n, double A[n]) { A[(long)n * 1000000000L] = 1.0; A[0] = 0; }"
VEC_NULL = "void k(int n, double A[n]) { volatile double *p = 0; *p = A[0]; }"
VEC_LOOP = "void k(int n, double A[n]) { volatile int go = 1; for (;;) { if (!go) break; } A[0] = 0; }"
VEC_ABORT = "#include <stdlib.h>\nvoid k(int n, double A[n]) { if (n > 0) abort(); }"


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    return tmp_path_factory.mktemp("polyviz-cache")


@pytest.fixture(scope="module")
def gemm_result(cache):
    """One bench of gemm with a correct, a wrong, a reassociated and an OpenMP variant."""
    return bench(GEMM_PARAMS, GEMM, "kernel_gemm", [
        Variant("ijk", GEMM_IJK),
        Variant("off-by-one", GEMM_OFF_BY_ONE),
        Variant("reversed-k", GEMM_REVERSED_K, reassociates=True),
        Variant("reversed-k-claimed-exact", GEMM_REVERSED_K),
        Variant("omp", GEMM_OMP),
    ], SIZES, repeat=2, threads=2, timeout=30, numpy=GEMM_NUMPY,
        baselines=["gcc-graphite", "numpy"], cache=cache)


def test_gemm_runs_and_verifies(gemm_result):
    r = gemm_result
    assert r.original.status == "ok" and r.original.verified == "reference"
    assert len(r.original.times) == 2 and r.original.min <= r.original.median <= r.original.max
    assert r.original.speedup == pytest.approx(1.0)
    ijk = r["ijk"]
    assert ijk.status == "ok", ijk.message
    assert ijk.verified == "exact"
    assert ijk.speedup is not None and ijk.speedup > 0
    assert "-O3" in ijk.compile_command and "-march=native" in ijk.compile_command
    assert "-fno-wrapv" in ijk.compile_command and "-shared" in ijk.compile_command


def test_wrong_variant_is_caught_with_array_index_and_values(gemm_result):
    rec = gemm_result["off-by-one"]
    assert rec.status == "mismatch"
    assert rec.speedup is None  # never charted as a speedup
    m = rec.mismatch
    assert m["array"] == "C" and m["rtol"] is None
    i, j = m["index"]
    assert (i, j) == (0, 0)  # every element misses its last product
    # The reported values are the real ones: recompute them with numpy.
    inp = make_inputs(GEMM_PARAMS, SIZES)
    A, B, C = inp["A"], inp["B"], inp["C"].copy()
    full = inp["beta"] * C[i, j] + sum(inp["alpha"] * A[i, k] * B[k, j] for k in range(SIZES["nk"]))
    short = inp["beta"] * C[i, j] + sum(inp["alpha"] * A[i, k] * B[k, j] for k in range(SIZES["nk"] - 1))
    assert m["expected"] == pytest.approx(full, rel=1e-12)
    assert m["actual"] == pytest.approx(short, rel=1e-12)
    assert "C[0, 0]" in rec.message and "expected" in rec.message
    assert m["count"] == SIZES["ni"] * SIZES["nj"]


def test_reassociated_reduction_needs_the_flag(gemm_result):
    assert gemm_result["reversed-k"].status == "ok"
    assert gemm_result["reversed-k"].verified == "rtol=1e-09"
    strict = gemm_result["reversed-k-claimed-exact"]
    assert strict.status == "mismatch" and strict.mismatch["array"] == "C"


def test_openmp_variant_gets_fopenmp_and_verifies(gemm_result):
    rec = gemm_result["omp"]
    assert "-fopenmp" in rec.compile_command
    assert rec.status == "ok" and rec.verified == "exact"
    assert rec.threads == 2


def test_numpy_reference_for_gemm(gemm_result):
    rec = gemm_result["numpy"]
    assert rec.kind == "numpy"
    assert rec.status == "ok", rec.message
    assert rec.verified == "rtol=1e-09"
    assert rec.median > 0 and rec.compile_command == ""


def test_graphite_baseline_verifies(gemm_result):
    rec = gemm_result["gcc-graphite"]
    assert rec.status == "ok", rec.message
    assert rec.verified == "exact"
    assert "-floop-nest-optimize" in rec.compile_command


def test_result_is_plain_data_with_machine_description(gemm_result):
    d = json.loads(gemm_result.to_json())
    assert [r["label"] for r in d["records"]] == gemm_result.labels
    assert d["machine"]["cpu_model"] and d["machine"]["logical_cpus"] >= 1
    assert any("gcc" in v.lower() for v in d["machine"]["compilers"].values())
    assert "-O3" in d["machine"]["flags"]["original"]
    back = BenchResult.from_json(gemm_result.to_json())
    assert back["off-by-one"].mismatch == gemm_result["off-by-one"].mismatch
    text = str(gemm_result)
    assert "off-by-one" in text and "mismatch" in text
    assert "<table>" in gemm_result._repr_html_()
    assert gemm_result.table()[0]["label"] == "original"


def test_crashes_and_endless_loops_are_reported_and_we_survive(cache):
    with pytest.warns(VariantFailureWarning) as warned:
        r = bench(VEC_PARAMS, VEC_OK, "k", [
            Variant("segfault", VEC_SEGFAULT),
            Variant("null", VEC_NULL),
            Variant("endless", VEC_LOOP),
            Variant("abort", VEC_ABORT),
            Variant("syntax-error", "void k(int n, double A[n]) { this is not C }"),
        ], {"n": 100}, repeat=2, timeout=1.5, baselines=False, cache=cache)
    # One warning, naming each failed variant with its status, at the caller's line.
    [warning] = warned
    assert warning.filename == __file__
    message = str(warning.message)
    assert "5 of 6 variants failed" in message
    for line in ("segfault: crashed", "null: crashed", "endless: timeout", "abort: crashed",
                 "syntax-error: compile-error"):
        assert f"\n  {line}: " in message
    assert [f.label for f in r.failures] == r.labels[1:]
    with pytest.raises(VariantsFailed, match="endless: timeout") as raised:
        r.raise_for_failures()
    assert raised.value.result is r and raised.value.failures == r.failures
    assert r.original.status == "ok"
    seg = r["segfault"]
    assert seg.status == "crashed" and "SIGSEGV" in seg.message and seg.speedup is None
    assert r["null"].status == "crashed" and "SIGSEGV" in r["null"].message
    loop = r["endless"]
    assert loop.status == "timeout" and "1.5 s" in loop.message and "killed" in loop.message
    assert r["abort"].status == "crashed" and "SIGABRT" in r["abort"].message
    bad = r["syntax-error"]
    assert bad.status == "compile-error" and "error" in bad.message
    # This process is alive and can still run kernels.
    again = bench(VEC_PARAMS, VEC_OK, "k", [], {"n": 10}, repeat=1, baselines=False, cache=cache)
    assert again.original.ok
    assert again.original.cached and again.original.compile_seconds == 0  # built above


def test_out_of_memory_in_the_child_is_reported(cache):
    r = bench(VEC_PARAMS, VEC_OK, "k",
              [Variant("hog", numpy=("X = np.ones((n, 1 << 31))",))],
              {"n": 10}, repeat=1, baselines=False, memory_limit_mb=1024, cache=cache)
    hog = r["hog"]
    assert hog.status == "out-of-memory", hog.message
    assert "1024 MiB" in hog.message


def test_crashing_original_gives_no_speedups(cache):
    with pytest.warns(VariantFailureWarning, match=r"original: crashed: .*\n  ok: ran but was not verified"):
        r = bench(VEC_PARAMS, VEC_SEGFAULT, "k", [Variant("ok", VEC_OK)], {"n": 10}, repeat=1,
                  baselines=False, cache=cache)
    assert r.original.status == "crashed"
    assert r["ok"].status == "ok" and r["ok"].speedup is None and r["ok"].verified is None
    assert any("original failed" in n for n in r.notes)
    assert [f.label for f in r.failures] == ["original", "ok"]


def test_strict_raises_for_a_failed_variant_and_a_clean_result_neither_warns_nor_raises(cache):
    with pytest.raises(VariantsFailed, match=r"1 of 3 variants failed.*\n  endless: timeout: ") as raised:
        bench(VEC_PARAMS, VEC_OK, "k", [Variant("fine", VEC_OK), Variant("endless", VEC_LOOP)], {"n": 10},
              repeat=1, timeout=1.0, baselines=False, cache=cache, strict=True)
    assert raised.value.result["fine"].verified == "exact"
    assert [f.label for f in raised.value.failures] == ["endless"]
    with warnings.catch_warnings():
        warnings.simplefilter("error", VariantFailureWarning)
        clean = bench(VEC_PARAMS, VEC_OK, "k", [Variant("fine", VEC_OK)], {"n": 10}, repeat=1, baselines=False,
                      cache=cache, strict=True)
        clean.raise_for_failures()
        # Without verification asked for, unverified runs are what the caller wanted.
        unchecked = bench(VEC_PARAMS, VEC_OK, "k", [Variant("fine", VEC_OK)], {"n": 10}, repeat=1,
                          baselines=False, cache=cache, verify=False)
    assert clean.failures == [] and unchecked.failures == [] and unchecked["fine"].verified is None
    # The flag survives the trip through JSON.
    assert BenchResult.from_json(unchecked.to_json()).failures == []


def test_cache_avoids_a_second_compile(tmp_path):
    src = VEC_OK + "\n/* cache test */\n"
    before = compile_stats()
    b1 = compile_variant(src, cache=tmp_path)
    assert not b1.cached and b1.compile_seconds > 0
    mtime = b1.path.stat().st_mtime_ns
    b2 = compile_variant(src, cache=tmp_path)
    assert b2.cached and b2.path == b1.path and b2.compile_seconds == 0
    assert b1.path.stat().st_mtime_ns == mtime
    after = compile_stats()
    assert after["compiles"] == before["compiles"] + 1
    assert after["cache_hits"] == before["cache_hits"] + 1
    # Other flags or the check build are other libraries.
    b3 = compile_variant(src, cache=tmp_path, check=True)
    assert not b3.cached and b3.path != b1.path and "-ffp-contract=off" in b3.command
    b4 = compile_variant(src, Compiler("gcc", ("-O2",)), cache=tmp_path)
    assert not b4.cached and "-O2" in b4.command_line
    assert (tmp_path / f"{b1.key}.c").read_text() == src


def test_cache_dir_from_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("POLYVIZ_CACHE", str(tmp_path / "c"))
    b = compile_variant(VEC_OK + "/* env */")
    assert b.path.parent == tmp_path / "c"


def test_compile_error_is_an_exception_with_the_command(tmp_path):
    from polyviz.runtime import CompileError

    with pytest.raises(CompileError) as e:
        compile_variant("int f( {", cache=tmp_path)
    assert "gcc" in e.value.command[0] and "error" in e.value.stderr
    assert isinstance(e.value, PolyvizError)


def test_compile_timeout_stops_the_compilers_own_children(tmp_path):
    """A driver's passes (clang's cc1) must not run on after polyviz gives up on the compile."""
    from polyviz.runtime import CompileError

    pid_file = tmp_path / "pass.pid"
    driver = tmp_path / "slowcc"
    driver.write_text(f"""#!/bin/sh
if [ "$1" = "--version" ]; then echo "slowcc 1.0"; exit 0; fi
sleep 300 &
echo $! > {pid_file}
wait
""")
    driver.chmod(0o755)
    with pytest.raises(CompileError, match="took longer than 1 s"):
        compile_variant(VEC_OK + "/* slow */", Compiler(str(driver)), cache=tmp_path, timeout=1)
    compiler_pass = int(pid_file.read_text())
    assert_process_ends(compiler_pass, "the compiler's child process, after the compile timed out,")


def test_cdef_declares_arrays_as_pointers():
    assert cdef_for("kernel_gemm", GEMM_PARAMS) == (
        "void kernel_gemm(int ni, int nj, int nk, double alpha, double beta, "
        "double *C, double *A, double *B);")
    assert cdef_for("f", [FP("x", "array", "const float", ("n",)), FP("n", "size", "long")]) == \
        "void f(float *x, long n);"
    assert uses_openmp(GEMM_OMP) and not uses_openmp(GEMM_IJK)


def test_eval_extent_is_safe_c_arithmetic():
    s = {"n": 10, "m": 7}
    assert eval_extent("n + 1", s) == 11
    assert eval_extent("(n - 1) * m / 2", s) == 31
    assert eval_extent("-7 / 2", s) == -3  # C truncates toward zero
    assert eval_extent("-7 % 2", s) == -1
    assert eval_extent("10L", s) == 10
    assert eval_extent(5, s) == 5
    for bad in ("__import__('os').getpid()", "n.real", "n ** 2", "[n]", "n if m else 1", "1.5", "x + 1"):
        with pytest.raises(PolyvizError):
            eval_extent(bad, s)


def test_inputs_are_deterministic_and_follow_init():
    p = (FP("n", "size", "int"), FP("alpha", "scalar", "double"), FP("gamma", "scalar", "double"),
         FP("A", "array", "double", ("n", "n")), FP("B", "array", "double", ("n", "n + 1")),
         FP("v", "array", "float", ("n",)), FP("idx", "array", "int", ("n",)))
    a = make_inputs(p, {"n": 6}, init={"A": "spd"})
    b = make_inputs(p, {"n": 6}, init={"A": "spd"})
    for k in a:
        assert np.array_equal(a[k], b[k])
    assert a["alpha"] == 1.5 and 0.5 <= a["gamma"] < 1.5
    assert a["B"].shape == (6, 7) and a["B"].flags.c_contiguous
    assert a["v"].dtype == np.float32 and a["idx"].dtype == np.int32
    assert np.array_equal(a["A"], a["A"].T)
    np.linalg.cholesky(a["A"])  # positive definite
    c = make_inputs(p, {"n": 6}, seed=1)
    assert not np.array_equal(a["B"], c["B"])
    # An array's values do not depend on the other parameters.
    only_b = make_inputs((p[0], p[4]), {"n": 6})
    assert np.array_equal(only_b["B"], a["B"])
    dd = make_inputs((p[0], p[3]), {"n": 6}, init={"A": "diagonally_dominant"})["A"]
    assert all(abs(dd[i, i]) > sum(abs(dd[i])) - abs(dd[i, i]) for i in range(6))
    with pytest.raises(PolyvizError, match="missing size"):
        make_inputs(p, {})
    with pytest.raises(PolyvizError, match="unknown size"):
        make_inputs(p, {"n": 3, "nn": 4})


def test_builtin_baselines_note_what_is_missing():
    variants, notes = builtin_baselines(which=["clang-polly"], clang="clang-does-not-exist")
    assert variants == [] and "clang-polly skipped" in notes[0]
    variants, _ = builtin_baselines(which=["numpy"], numpy=GEMM_NUMPY)
    assert variants[0].label == "numpy" and variants[0].kind == "numpy"
    with pytest.raises(PolyvizError):
        builtin_baselines(which=["icc"])


# A stencil Polly compiles quickly (Polly's matmul pattern makes gemm take ~15 s to build).
STENCIL = """\
void kernel_stencil(int n, double A[n][n], double B[n][n])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      B[i][j] = 0.2 * (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}
"""
STENCIL_PARAMS = (FP("n", "size", "int"), FP("A", "array", "double", ("n", "n")),
                  FP("B", "array", "double", ("n", "n")))


@pytest.mark.tool_detection
def test_polly_baselines_verify_or_are_skipped_with_a_note(cache):
    r = bench(STENCIL_PARAMS, STENCIL, "kernel_stencil", [], {"n": 40}, repeat=1, threads=2,
              baselines=["clang-polly", "clang-polly-parallel", "gcc-graphite"], cache=cache)
    available, note = polly_available()
    if not available:
        assert any(note in n for n in r.notes)
        pytest.skip(f"clang-polly baselines: {note}")
    for label in ("clang-polly", "clang-polly-parallel", "gcc-graphite"):
        assert r[label].status == "ok", r[label].message
        assert r[label].verified == "exact"
    assert re.match(r"clang(-\d+)? -O3 -march=native", r["clang-polly"].compile_command)
    assert "-polly-parallel" in r["clang-polly-parallel"].compile_command
    assert "clang" in " ".join(r.machine["compilers"])


def _path_with(tmp_path, monkeypatch, **commands: str) -> None:
    """PATH = one folder holding ``commands`` (name -> shell script body, or a path to link)."""
    folder = tmp_path / "bin"
    folder.mkdir(parents=True)
    for name, target in commands.items():
        if target.startswith("/"):
            (folder / name).symlink_to(target)
        else:
            (folder / name).write_text(f"#!/bin/sh\n{target}\n")
            (folder / name).chmod(0o755)
    monkeypatch.setenv("PATH", str(folder))


@pytest.mark.tool_detection
def test_polly_is_found_in_debians_versioned_clang_without_an_unversioned_one(tmp_path, monkeypatch):
    versioned = [command for command in clang_commands() if command != "clang"]
    if not versioned or not polly_available(versioned[0])[0]:
        pytest.skip("needs Debian's clang-NN with Polly (apt-get install clang-16 libpolly-16-dev)")
    _path_with(tmp_path, monkeypatch, **{versioned[0]: shutil.which(versioned[0])})
    assert clang_commands() == [versioned[0]]
    assert polly_clang()[0] == versioned[0]
    variants, notes = builtin_baselines(which=["clang-polly"])
    assert notes == [] and variants[0].compiler.command == versioned[0]


@pytest.mark.tool_detection
def test_missing_polly_names_what_is_missing(tmp_path, monkeypatch):
    _path_with(tmp_path, monkeypatch)
    found, note = polly_clang()
    assert found is None and note.startswith("no clang is installed") and "libpolly-16-dev" in note
    # A clang that rejects -polly, as one without Debian's libpolly package does.
    _path_with(tmp_path / "other", monkeypatch,
               **{"clang-15": "echo \"clang (LLVM option parsing): Unknown command line argument '-polly'\" >&2; exit 1"})
    found, note = polly_clang()
    assert found is None and "clang-15 cannot run Polly" in note and "libpolly-15-dev" in note
    assert "Unknown command line argument '-polly'" in note
    _, notes = builtin_baselines(which=["clang-polly", "clang-polly-parallel"])
    assert notes == [f"clang-polly, clang-polly-parallel skipped: {note}"]


def test_machine_info():
    m = machine_info([Compiler()])
    assert m["logical_cpus"] >= 1 and m["cpu_model"]
    assert "gcc" in m["compilers"]


def test_cache_sizes_read_data_and_unified_caches_per_level(tmp_path, monkeypatch):
    """sysfs as Linux writes it (here the instruction cache listed first): it is left out, K and M are
    units, a level's first data or unified cache counts, an unreadable entry is skipped."""
    from polyviz.runtime import machine

    for index, (kind, level, size) in enumerate([("Instruction", "1", "64K"), ("Data", "1", "32K"),
                                                 ("Unified", "2", "1024K"), ("Unified", "3", "32M"),
                                                 ("Unified", "4", "")]):
        folder = tmp_path / f"index{index}"
        folder.mkdir()
        for name, text in (("type", kind), ("level", level), ("size", size)):
            (folder / name).write_text(text + "\n")
    (tmp_path / "index4" / "level").write_text("?\n")
    monkeypatch.setattr(machine, "CPU0_CACHES", tmp_path)
    assert machine.cache_sizes.__wrapped__() == {"L1": 32 * 1024, "L2": 1024 * 1024, "L3": 32 * 1024 * 1024}
    monkeypatch.setattr(machine, "CPU0_CACHES", tmp_path / "absent")
    assert machine.cache_sizes.__wrapped__() == {}


KERNELS = sorted((REPO / "kernels_c").glob("*.c"))


@pytest.mark.parametrize("path", KERNELS, ids=[p.stem for p in KERNELS])
def test_every_kernel_file_runs_and_its_numpy_lines_agree(path, cache):
    k = Kernel.from_file(path)
    header = k.scop.source.header
    r = bench(k.scop.function_parameters, k.source, k.name, [], header.test_sizes,
              repeat=1, numpy=header.numpy_statements, init=header.init,
              baselines=["numpy"] if header.numpy_statements else False, cache=cache)
    for rec in r.records:
        assert rec.status == "ok", f"{rec.label}: {rec.message}"


#: A kernel file as benchmark suites write them: a static kernel, and a main that calls the suite's
#: harness, which is in another file polyviz is not given.
HARNESSED = """static
void kernel_scale(int n, double A[n], double B[n])
{
  for (int i = 0; i < n; i++)
    A[i] = 2.0 * B[i] + A[i];
}

double *harness_alloc(int n);

int main(void)
{
  double *A = harness_alloc(8), *B = harness_alloc(8);
  kernel_scale(8, A, B);
  return 0;
}
"""


def test_a_static_kernel_beside_a_main_needing_an_absent_harness_runs_and_verifies(cache):
    from polyviz import benchmark

    kernel = Kernel.from_c(HARNESSED)
    result = benchmark.bench(kernel, ["reverse(i)", "parallel(i)"], {"n": 37}, repeat=1, cache=cache)
    for record in result.records:
        assert record.ok and record.verified, (record.label, record.message)
    assert "-Wl,--gc-sections" in result.original.compile_command


def test_polybench_files_run_as_they_are(cache):
    from polyviz import benchmark

    polybench = REPO.parent / "shared" / "polybench-c-4.2.1"
    if not polybench.is_dir():
        pytest.skip(f"PolyBench/C 4.2.1 is not at {polybench} (see README: tests that use it are optional)")
    kernel = Kernel.from_file(polybench / "linear-algebra" / "blas" / "gemm" / "gemm.c",
                              include_dirs=[str(polybench / "utilities")], defines=["MINI_DATASET"])
    result = benchmark.bench(kernel, ["auto()"], {"ni": 20, "nj": 25, "nk": 30}, repeat=1, threads=2, cache=cache)
    for record in result.records:
        assert record.ok and record.verified, (record.label, record.message)


def test_an_executor_that_fails_on_submit_gives_every_variant_a_record(cache):
    """bench(executor=...) whose executor refuses jobs (shut down, a broken pool): each variant is an
    error record under its own label, and a note says why, instead of a KeyError."""
    from concurrent.futures import ThreadPoolExecutor

    pool = ThreadPoolExecutor(1)
    pool.shutdown()
    result = bench(GEMM_PARAMS, GEMM, "kernel_gemm",
                   [Variant("ijk", GEMM_IJK), Variant("omp", GEMM_OMP)], SIZES,
                   repeat=1, cache=cache, baselines=False, executor=pool)
    assert result.original.ok
    assert [r.label for r in result.records] == ["original", "ijk", "omp"]
    assert [r.status for r in result.records[1:]] == ["error", "error"]
    assert "executor" in result["omp"].message
    assert any("stopped early" in note for note in result.notes)


VEC_SLEEP = ("#include <time.h>\nvoid k(int n, double A[n]) { struct timespec pause = {0, 50000000}; "
             "nanosleep(&pause, 0); A[0] = n; }")


def test_thread_clock_counts_the_calling_threads_cpu_time_only(cache):
    # A call that sleeps 50 ms: elapsed time sees the pause, the thread's CPU time does not.
    sleeping = [Variant("sleeping", VEC_SLEEP)]
    wall = bench(VEC_PARAMS, VEC_SLEEP, "k", sleeping, {"n": 8}, repeat=2, baselines=False, cache=cache)
    thread = bench(VEC_PARAMS, VEC_SLEEP, "k", sleeping, {"n": 8}, repeat=2, baselines=False, cache=cache,
                   clock="thread")
    assert min(wall.records[1].times) >= 0.05
    assert max(thread.records[1].times) < 0.025
    with pytest.raises(PolyvizError, match="clock='cpu'"):
        bench(VEC_PARAMS, VEC_OK, "k", [], {"n": 8}, baselines=False, cache=cache, clock="cpu")


def test_portable_jobs_carry_the_inputs_and_reference_read_once_per_session(cache):
    """A job for a worker without this machine's files carries the inputs and the original's
    outputs; the session reads those files once, not again for each of a sweep's many jobs."""
    from polyviz.runtime import Session

    with Session(GEMM_PARAMS, GEMM, "kernel_gemm", SIZES, repeat=1, cache=cache) as session:
        before = session.job(Variant("original"), reference=True, portable=True)
        assert session.run_original().ok
        first, second = (session.job(Variant("ijk", GEMM_IJK), portable=True) for _ in range(2))
        on_disk = {(kind, path.name): path.read_bytes()
                   for kind, folder in [("inputs", session.dir / "inputs"), ("reference", Path(session.reference_dir))]
                   for path in folder.glob("*.npy")}
    assert {(kind, name): data for kind, name, data in first.payload} == on_disk
    assert {kind for kind, _, _ in before.payload} == {"inputs"}  # the original's own run has no reference yet
    assert [entry[:2] for entry in second.payload] == [entry[:2] for entry in first.payload]
    assert all(a[2] is b[2] for a, b in zip(first.payload, second.payload)), "the files were read again"


def test_a_variant_that_writes_outside_an_array_is_caught_by_its_canaries():
    # Issue 35 item 8: every array a kernel gets stands between sentinel elements; a write one
    # element past the end (or before the start) is reported, not silently absorbed by the heap.
    from polyviz import Kernel
    from polyviz.runtime import Variant, bench

    source = "void shift(int n, double A[n], double B[n]) { for (int i = 0; i < n; i++) B[i] = A[i] + 1.0; }"
    kernel = Kernel.from_c(source)
    past_end = source.replace("B[i] = A[i] + 1.0;", "B[i] = A[i] + 1.0; B[n] = 7.0;")
    before = source.replace("B[i] = A[i] + 1.0;", "B[i] = A[i] + 1.0; A[-2] = 7.0;")
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.name,
                   [Variant("past_end", past_end), Variant("before", before), Variant("inside", source)],
                   sizes={"n": 5}, repeat=1, baselines=False)
    assert result["inside"].verified == "exact"
    assert result["past_end"].status == "error" and "outside array B" in result["past_end"].message
    assert "1 of the 16 after" in result["past_end"].message
    assert result["before"].status == "error" and "outside array A" in result["before"].message


def test_jobs_of_one_variant_at_several_sizes_run_in_one_child_and_keep_their_own_records():
    """execute_jobs: each size's record is what execute_job gives it (a result wrong only at n = 1
    is a mismatch at n = 1 only); a crash at one size reruns each job alone, so the crash is that
    size's record and the others still verify."""
    from polyviz.runtime import Session, execute_job, execute_jobs, run_originals

    source = "void shift(int n, double A[n], double B[n]) { for (int i = 0; i < n; i++) B[i] = A[i] + 1.0; }"
    params = (FP("n", "size", "int"), FP("A", "array", "double", ("n",)), FP("B", "array", "double", ("n",)))
    sessions = [Session(params, source, "shift", {"n": n}, repeat=0) for n in (0, 1, 2, 5)]
    try:
        originals = run_originals(sessions)
        assert all(r.ok and r.verified == "reference" for r in originals) and all(s.reference_dir for s in sessions)
        assert len({r.wall_seconds for r in originals}) == 1, "not one child"
        wrong_at_1 = Variant("wrong", source.replace("B[i] = A[i] + 1.0;", "B[i] = A[i] + (n == 1 ? 2.0 : 1.0);"))
        crash_at_2 = Variant("crash", source.replace("B[i] = A[i] + 1.0;",
                                                     "B[i] = A[i] + 1.0; if (n == 2) __builtin_trap();"))
        batched = execute_jobs([s.job(wrong_at_1) for s in sessions])
        assert [r.status for r in batched] == [execute_job(s.job(wrong_at_1)).status for s in sessions]
        assert [r.status for r in batched] == ["ok", "mismatch", "ok", "ok"]
        assert batched[0].wall_seconds == batched[3].wall_seconds, "not one child"
        crashed = execute_jobs([s.job(crash_at_2) for s in sessions])
        assert [r.status for r in crashed] == ["ok", "ok", "crashed", "ok"]
        assert all(r.verified == "exact" for k, r in enumerate(crashed) if k != 2)
    finally:
        for session in sessions:
            session.close()
