"""MLIR's affine dialect: every kernel's schedules printed as MLIR, parsed and lowered by
mlir-opt-16, compiled through mlir-translate-16 and clang-16, run in the runtime's child process
on the original's inputs and compared with the original C bit for bit."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from polyviz import Kernel
from polyviz.benchmark import bench, mlir_variant
from polyviz.cli import main
from polyviz.codegen import MlirError
from polyviz.runtime import compile_variant, mlir_available, mlir_openmp_runtime, mlir_toolchain

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"
AVAILABLE, WHY = mlir_available()
needs_mlir = pytest.mark.skipif(not AVAILABLE, reason=f"MLIR tests skipped: {WHY}")
pytestmark = pytest.mark.tool_detection

#: Two hand recipes per kernel: one tiles, one skews (most also tile after skewing).
HAND_RECIPES = {
    "2mm": ("tile(i@S0=4, j@S0=3); parallel(i_t@S0)", "skew(j@S2, i@S2, 1); tile(i@S2=4, j@S2=3)"),
    "atax": ("tile(j@S3=4)", "skew(j@S2, i@S1, 1)"),
    "blur2d": ("tile(i@S1=4, j@S1=3)", "skew(j@S1, i@S1, 1); tile(i@S1=4, j@S1=3)"),
    "cholesky": ("tile(k@S3=4)", "skew(j, i, 1); tile(k@S0=3)"),
    "conv_softsign": ("tile(i@S2=4, j@S2=3)", "skew(j@S2, i@S2, 1); tile(i@S2=4, j@S2=3)"),
    "covariance": ("tile(i@S3=4, j@S3=3); parallel(i_t@S3)", "skew(j@S4, i@S4, 2); tile(i@S3=4, j@S3=3)"),
    "fdtd-2d": ("tile(i@S1=4, j@S1=3); tile(i@S2=3, j@S2=4)",
                "skew(j@S0, t, 1); skew(j@S3, i@S3, 1); tile(i@S3=4, j@S3=3)"),
    "gemm": ("tile(k=4, j@S1=3); parallel(i)", "skew(j@S1, k, 1); tile(k=4, j@S1=3)"),
    "heat-3d": ("tile(i@S0=4, j@S0=3, k@S0=5)", "skew(j@S1, i@S1, 1); tile(i@S1=4, j@S1=3, k@S1=2)"),
    "jacobi-1d": ("tile(i@S0=4); tile(i@S1=3)", "skew(i@S0, t, 1); skew(i@S1, t, 1)"),
    "jacobi-2d": ("tile(i@S0=4, j@S0=3); parallel(i_t@S0)",
                  "skew(i@S0, t, 1); skew(j@S1, i@S1, 1); tile(i@S1=3, j@S1=4)"),
    "lu": ("tile(j@S2=4, k@S2=3)", "skew(k@S2, j@S2, 1); tile(j@S2=4, k@S2=3)"),
    "mvt": ("tile(i@S0=4, j@S0=3); parallel(i_t@S0)", "skew(j@S0, i@S0, 1); tile(i@S0=4, j@S0=3)"),
    "seidel-2d": ("skew(i, t, 1); skew(j, t, 1); skew(j, i, 1); tile(t=3, i=4, j=5)", "skew(j, i, 2); tile(j=4)"),
    "stencil_pipeline": ("tile(i@S2=4, j@S2=3)", "skew(j@S1, i@S1, 1); tile(i@S2=4, j@S2=3)"),
    "syrk": ("tile(k=4, j@S1=3); parallel(i)", "skew(j@S1, k, 1); tile(k=4, j@S1=3)"),
    "trmm": ("tile(i=4, j=3); parallel(j_t)", "skew(j, i, 1); tile(i=4, j=3)"),
    "tutorial_diagonal": ("tile(i=4, j=3)", "skew(j, i, 1); tile(i=4, j=3)"),
    "tutorial_reversed": ("tile(i=4, j=3)", "skew(j, i, 1); tile(i=4, j=3)"),
    "tutorial_row_recurrence": ("tile(i=4, j=3)", "skew(j, i, 2); tile(i=4, j=3)"),
    "tutorial_stencil": ("tile(i=4, j=3)", "skew(j, i, 1); tile(i=4, j=3)"),
    "tutorial_triangular": ("tile(i=4, j=3)", "skew(j, i, 1); tile(i=4, j=3)"),
}


def test_every_kernel_has_hand_recipes():
    assert sorted(HAND_RECIPES) == sorted(p.stem for p in KERNELS.glob("*.c"))


def _verified_mlir(kernel: Kernel, schedules) -> None:
    variants = [mlir_variant(kernel, s, f"mlir {k}") for k, s in enumerate(schedules)]
    result = bench(kernel, variants, "test", repeat=0)
    for v, schedule in zip(variants, schedules):
        record = result[v.label]
        assert record.ok, f"{schedule.recipe or 'original'}: {record.status}: {record.message}"
        assert record.verified == "exact", schedule.recipe


@needs_mlir
@pytest.mark.parametrize("name", sorted(HAND_RECIPES))
def test_mlir_of_every_schedule_computes_what_the_original_computes(name):
    kernel = Kernel.from_file(KERNELS / f"{name}.c")
    schedules = [kernel.schedule(), kernel.apply_recipe("auto()")]
    schedules += [kernel.apply_recipe(recipe) for recipe in HAND_RECIPES[name]]
    texts = [s.to_mlir().text for s in schedules]
    assert "affine.for" in texts[0] and "affine.load" in texts[0] and "affine.store" in texts[0]
    assert all(f"// recipe: {s.recipe}" in text for s, text in zip(schedules[1:], texts[1:]))
    _verified_mlir(kernel, schedules)


def test_the_mlir_reads_like_the_schedule():
    kernel = Kernel.from_file(KERNELS / "gemm.c")
    text = kernel.apply_recipe("tile(k=32, j@S1=32); parallel(i)").to_mlir().text
    assert "func.func @kernel_gemm_scop(%ni: index, %nj: index, %nk: index, %alpha: f64, %beta: f64, " \
           "%C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>)" in text
    assert "affine.parallel (%i) = (0) to (symbol(%ni))" in text
    assert "affine.for %k_p = affine_map<(d0) -> (32 * d0)>(%k_t) to min affine_map<(d0)[s0] -> " \
           "(s0, 32 * d0 + 32)>(%k_t)[%nk]" in text
    assert "affine.load %B[%k_p, %j_p] : memref<?x?xf64>" in text


C_SEMANTICS = """// polyviz-test: n=23
void f(int n, int A[n], int B[n], float F[n], double D[n], unsigned U[n]) {
  for (int i = 0; i < n; i++) {
    B[i] = (A[i] - 7) / 3 + A[i] % 5 - (A[i] >> 1);
    F[i] = F[i] * 0.1f + (float)i / 3 + F[i] * 0.1;
    D[i] = i > 3 && A[i] > 0 ? sqrt(fabs(D[i])) + exp(D[i] / 100) : -D[i] / (i - n);
    U[i] = U[i] / 3u + (U[i] < 5u) + !A[i];
  }
  for (int i = 1; i < n; i++)
    for (int j = 0; j <= i; j++)
      if (j % 2 == 0)
        D[j] = D[j] + (double)(A[i] * j) / 7 + pow(D[i - 1], 2.0);
}
"""


@needs_mlir
def test_mlir_follows_c_types_and_operators():
    kernel = Kernel.from_c(C_SEMANTICS)
    text = kernel.to_mlir().text
    for op in ("arith.divsi", "arith.remsi", "arith.shrsi", "arith.divui", "math.sqrt", "math.powf",
               "arith.sitofp", "arith.truncf", "arith.extf", "scf.if"):
        assert op in text, op
    _verified_mlir(kernel, [kernel.schedule(), kernel.apply_recipe("skew(j, i@S4, 1)")])


@needs_mlir
def test_the_module_is_what_mlir_opt_verifies():
    opt = mlir_toolchain()[0]
    text = Kernel.from_file(KERNELS / "cholesky.c").apply_recipe("auto()").to_mlir().text
    out = subprocess.run([opt, "--verify-diagnostics", "-"], input=text, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    broken = text.replace("affine.load %A[", "affine.load %A[%nowhere, ", 1)
    out = subprocess.run([opt, "-"], input=broken, capture_output=True, text=True)
    assert out.returncode != 0 and "nowhere" in out.stderr


def test_a_construct_without_an_affine_counterpart_is_named():
    kernel = Kernel.from_c("void f(int n, double A[n]) {\n  for (int i = 0; i < n; i++)\n"
                           "    A[i] = fmin(A[i], 1.0);\n}\n")
    with pytest.raises(MlirError, match=r"line 3: fmin\(A\[i\], 1.0\): a call of fmin"):
        kernel.to_mlir()


def test_export_mlir_from_the_command_line(tmp_path, capsys):
    out = tmp_path / "gemm.mlir"
    assert main(["export", str(KERNELS / "gemm.c"), "--recipe", "tile(k=8, j@S1=8)", "--format", "mlir",
                 "-o", str(out)]) == 0
    assert "affine.for %k_t" in out.read_text()
    source = tmp_path / "bad.c"
    source.write_text("void f(int n, double A[n]) {\n  for (int i = 0; i < n; i++)\n    A[i] = fmin(A[i], 1.0);\n}\n")
    assert main(["export", str(source), "--format", "mlir"]) == 2
    assert "fmin" in capsys.readouterr().err


@needs_mlir
def test_bench_mlir_adds_the_mlir_variant_of_each_recipe(capsys):
    assert main(["bench", str(KERNELS / "tutorial_stencil.c"), "--recipe", "tile(i=4, j=3)", "--mlir",
                 "--size", "n=40", "--repeat", "1", "--baselines", "original"]) == 0
    out = capsys.readouterr().out
    assert "mlir: original schedule" in out and "mlir: tile(i=4, j=3)" in out


@needs_mlir
def test_a_parallel_reduction_combines_its_terms_with_reduce():
    kernel = Kernel.from_file(KERNELS / "mvt.c")
    schedule = kernel.apply_recipe("allow_reassociation(); parallel(j@S0)")
    code = schedule.to_mlir()
    assert 'affine.parallel (%j) = (0) to (symbol(%n)) reduce ("addf") -> (f64)' in code.text and code.reassociates
    variant = mlir_variant(kernel, schedule)
    record = bench(kernel, [variant], "test", repeat=0)[variant.label]
    assert record.ok and record.verified == "rtol=1e-09", record.message


SEVERAL_UPDATES = """// polyviz-test: n=37 m=29
void f(int n, int m, double A[n][m], double B[n][m], double x[m], double y[n], double z[n], double w[n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      y[i] += A[i][j] * x[j];
      z[i] = z[i] + A[i][j];
      y[i] -= B[i][j] * x[j];
      w[i] *= 1.0 + B[i][j] / 64;
    }
}
"""


@needs_mlir
@pytest.mark.parametrize("threads", [1, 2])
def test_a_parallel_loop_of_several_updates_reduces_each_element(threads):
    # y[i] is updated twice (+ and -), z[i] once, w[i] multiplied: one reduce result each, in the
    # order they are first updated; results within the verification's relative tolerance of 1e-9
    # (each array's scale) since the terms are added in another order than C's.
    kernel = Kernel.from_c(SEVERAL_UPDATES)
    schedule = kernel.apply_recipe("allow_reassociation(); parallel(j)")
    code = schedule.to_mlir()
    assert 'affine.parallel (%j) = (0) to (symbol(%m)) reduce ("addf", "addf", "mulf") -> (f64, f64, f64)' in code.text
    assert code.reassociates and not code.notes
    variant = mlir_variant(kernel, schedule)
    record = bench(kernel, [variant], "test", repeat=0, threads=threads)[variant.label]
    assert record.ok and record.verified == "rtol=1e-09", record.message


@needs_mlir
def test_a_parallel_reduction_of_a_nest_stays_a_sequential_affine_for():
    kernel = Kernel.from_file(KERNELS / "atax.c")
    schedule = kernel.apply_recipe("allow_reassociation(); parallel(i@S1)")
    code = schedule.to_mlir()
    assert any("stays an affine.for" in n for n in code.notes) and not code.reassociates
    _verified_mlir(kernel, [schedule])


def test_without_the_mlir_tools_bench_says_why(monkeypatch):
    # sh stands for the tools that are installed, so the note names the missing one alone wherever
    # the test runs.
    monkeypatch.setattr("polyviz.runtime.build.MLIR_TOOLS", ("sh", "no-such-mlir-translate", "sh"))
    monkeypatch.setattr("polyviz.runtime.build._LLVM_BIN", Path("/nonexistent"))
    result = bench(Kernel.from_file(KERNELS / "tutorial_stencil.c"), ["tile(i=4, j=3)"], "test", repeat=0, mlir=True)
    assert [r.label for r in result.records] == ["original", "tile(i=4, j=3)"]
    assert any("MLIR variants skipped" in n and "need no-such-mlir-translate, which is not installed" in n
               and "mlir-16-tools" in n for n in result.notes), result.notes


def _executables(folder: Path, *names: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        (folder / name).write_text("#!/bin/sh\n")
        (folder / name).chmod(0o755)
    return folder


def test_the_mlir_tools_are_found_on_path_or_unsuffixed_in_llvms_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(_executables(tmp_path / "bin", "mlir-opt-16")))
    monkeypatch.setattr("polyviz.runtime.build._LLVM_BIN", _executables(tmp_path / "llvm", "mlir-translate"))
    assert not mlir_available()[0]
    assert mlir_available()[1].startswith("MLIR variants need clang-16, which is not installed")
    _executables(tmp_path / "llvm", "clang")
    assert mlir_toolchain() == (str(tmp_path / "bin" / "mlir-opt-16"), str(tmp_path / "llvm" / "mlir-translate"),
                                str(tmp_path / "llvm" / "clang"))
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setattr("polyviz.runtime.build._LLVM_BIN", tmp_path / "empty")
    assert mlir_available() == (False, "MLIR variants need mlir-opt-16, mlir-translate-16, clang-16, which are not "
                                       "installed (Debian/Ubuntu: apt-get install mlir-16-tools clang-16)")


def test_llvms_openmp_runtime_is_found_where_debian_puts_it_or_is_none(tmp_path, monkeypatch):
    for version in (15, 16):
        _executables(tmp_path / f"llvm-{version}" / "lib", "libomp.so.5")
    monkeypatch.setattr("polyviz.runtime.build._LIBOMP_PATTERNS", (str(tmp_path / "llvm-*" / "lib" / "libomp.so.5"),))
    assert mlir_openmp_runtime.__wrapped__() == tmp_path / "llvm-16" / "lib" / "libomp.so.5"
    monkeypatch.setattr("polyviz.runtime.build._LIBOMP_PATTERNS", (str(tmp_path / "nowhere" / "libomp.so.5"),))
    assert mlir_openmp_runtime.__wrapped__() is None


POLYBENCH = KERNELS.parent.parent / "shared" / "polybench-c-4.2.1"


@needs_mlir
@pytest.mark.skipif(not POLYBENCH.is_dir(), reason="PolyBench/C 4.2.1 is not at ../shared/polybench-c-4.2.1")
def test_polybench_kernels_print_mlir_that_mlir_opt_verifies():
    from test_openscop import POLYBENCH_KERNELS, _polybench_kernel

    from polyviz import ScopError

    opt = mlir_toolchain()[0]
    checked = []
    for relative in POLYBENCH_KERNELS:
        try:
            kernel = _polybench_kernel(relative)
        except ScopError:
            continue  # what the C front end cannot read yet is test_openscop's report
        for schedule in (kernel.schedule(), kernel.apply_recipe("auto()")):
            text = schedule.to_mlir().text
            out = subprocess.run([opt, "-"], input=text, capture_output=True, text=True)
            assert out.returncode == 0, f"{relative} {schedule.recipe}: {out.stderr}"
            checked.append(relative)
    assert len(set(checked)) >= 25


def polybench_kernel_alone(relative: str, sizes: str) -> Kernel:
    """A PolyBench kernel function with its file's typedefs and macros, without the harness (the
    runtime runs the function itself); POLYBENCH_nD(A,…,n,m) parameters are written A[n][m]."""
    text = (POLYBENCH / relative).read_text()
    function = "kernel_" + Path(relative).stem.replace("-", "_")
    start = text.index(f"void {function}")
    body = text[start:text.index("\n}\n", start) + 3]
    body = re.sub(r"POLYBENCH_\dD\((\w+),[^)]*?,((?:\s*\w+\s*,?)+)\)", lambda m: m.group(1) + "".join(
        f"[{e.strip()}]" for e in m.group(2).split(",")[len(m.group(2).split(",")) // 2:]), body)
    definitions = [line for line in text.splitlines() if line.startswith(("typedef", "#define"))]
    header = [f"// polyviz-test: {sizes}", "#include <polybench.h>", f'#include "{Path(relative).stem}.h"']
    return Kernel.from_c("\n".join(header + definitions) + "\n" + body, function,
                         include_dirs=[str((POLYBENCH / relative).parent)])


@needs_mlir
@pytest.mark.skipif(not POLYBENCH.is_dir(), reason="PolyBench/C 4.2.1 is not at ../shared/polybench-c-4.2.1")
def test_a_typedef_element_type_is_its_c_type():
    # nussinov's sequence is "typedef char base;": MLIR gets i8, the runtime passes chars.
    kernel = polybench_kernel_alone("medley/nussinov/nussinov.c", "n=23")
    assert kernel.scop.typedefs == (("base", "char"),)
    text = kernel.to_mlir().text
    assert "%seq: memref<?xi8>" in text and "%table: memref<?x?xi32>" in text
    _verified_mlir(kernel, [kernel.schedule(), kernel.apply_recipe("auto()")])


#: A scalar the SCoP declares and the function returns; an iterator two loops share, the second
#: decreasing with a stride, read after the SCoP.
LIVE_SCALAR = """double kernel_live_scalar(int n, double A[n], double B[n])
{
  int i;
  double s = 0.0;
  for (i = 0; i < n; i++)
    s += A[i] * A[i];
  for (i = n - 1; i >= 1; i -= 2)
    B[i] = B[i - 1] + s;
  return n > 0 ? s + B[0] + i : s - i;
}
"""


@needs_mlir
@pytest.mark.parametrize("n", [0, 1, 2, 7])
def test_the_mlir_variant_leaves_what_the_original_leaves_in_iterators_and_scalars(n):
    # Iterators read after the SCoP (initialised in it or outside it, one shared by two loops, the
    # second decreasing by 2) and a scalar the SCoP declares and the function returns: verification
    # compares the return value and the scalars passed by pointer.
    for name, recipes in (("live_iterators", ["tile(i=2, j=3)", "skew(j, i, 1)", "interchange(i, j)"]),
                          ("live_scalars", ["reverse(i@S2)", "auto()"])):
        kernel = (Kernel.from_file(KERNELS / "edges" / f"{name}.c") if name == "live_iterators"
                  else Kernel.from_c(LIVE_SCALAR))
        schedules = [kernel.schedule()] + [kernel.apply_recipe(r) for r in recipes]
        variants = [mlir_variant(kernel, s, f"mlir {k}") for k, s in enumerate(schedules)]
        result = bench(kernel, variants, {"n": n}, repeat=0)
        for v in variants:
            assert result[v.label].ok and result[v.label].verified == "exact", (name, v.label, result[v.label].message)


#: Calls kernel_gemm of the library argv[1] at 64x64x64 and prints C[5][7]: libomp says on stderr
#: (KMP_AFFINITY=verbose) which threads it starts.
CALL_GEMM = """
import ctypes, sys
import numpy as np
n = 64
C, A, B = (np.full((n, n), v) for v in (1.0, 0.5, 0.25))
pointer = ctypes.POINTER(ctypes.c_double)
gemm = ctypes.CDLL(sys.argv[1]).kernel_gemm
gemm.argtypes = [ctypes.c_int] * 3 + [ctypes.c_double] * 2 + [pointer] * 3
gemm(n, n, n, 2.0, 3.0, *(a.ctypes.data_as(pointer) for a in (C, A, B)))
print(C[5][7])
"""


@needs_mlir
@pytest.mark.skipif(mlir_openmp_runtime() is None, reason="LLVM's OpenMP runtime (libomp5-16) is not installed")
def test_affine_parallel_runs_on_two_threads():
    kernel = Kernel.from_file(KERNELS / "gemm.c")
    schedule = kernel.apply_recipe("tile(k=4, j@S1=3); parallel(i)")
    variant = mlir_variant(kernel, schedule)
    assert "affine.parallel (%i)" in variant.mlir
    result = bench(kernel, [variant], "test", repeat=0, threads=2)
    assert result[variant.label].verified == "exact", result[variant.label].message
    build = compile_variant(variant.source, mlir=variant.mlir, check=True)
    assert "--convert-scf-to-openmp" in build.command_line
    started = {}
    for threads in ("1", "2"):
        out = subprocess.run([sys.executable, "-c", CALL_GEMM, str(build.path)], capture_output=True, text=True,
                             env={**os.environ, "OMP_NUM_THREADS": threads, "KMP_AFFINITY": "verbose"}, timeout=120)
        assert out.returncode == 0, out.stderr
        assert float(out.stdout) == 2.0 * 64 * 0.5 * 0.25 + 3.0
        started[threads] = set(re.findall(r"tid \d+ thread (\d+) bound", out.stderr))
    assert len(started["1"]) == 1 and len(started["2"]) == 2, started


#: compute_at with per-tile buffers (tests/test_compute_at.py's recipes): tiles dividing nothing,
#: one row, larger than the problem; the last runs its tile rows in parallel.
BUFFERED = {
    "blur2d": "tile(i@S1={a}, j@S1={b}); compute_at(S0, j_t); local_buffer(tmp)",
    "stencil_pipeline": "tile(i@S2={a}, j@S2={b}); compute_at(S0, S1, j_t); local_buffer(b); local_buffer(c)",
    "conv_softsign": "tile(i@S2={a}, j@S2={b}); compute_at(S0, S1, j_t); local_buffer(c)",
}


@needs_mlir
@pytest.mark.parametrize("name", sorted(BUFFERED))
def test_local_buffers_are_allocas_the_tiles_share(name):
    kernel = Kernel.from_file(KERNELS / f"{name}.c")
    recipes = [BUFFERED[name].format(a=a, b=b) for a, b in ((5, 7), (1, 3), (64, 64))]
    recipes.append(BUFFERED[name].format(a=8, b=7) + "; unroll(i_p, 4)")  # rows jammed, as auto(scratch=1) does
    recipes.append(recipes[0] + "; parallel(i_t)")
    schedules = [kernel.apply_recipe(r) for r in recipes]
    buffered = schedules[0].scratch_arrays
    texts = [s.to_mlir().text for s in schedules]
    for array in buffered:
        assert all(f"%{array}_tile = memref.alloca() : memref<" in text for text in texts)
        assert re.search(rf"affine.parallel \(%i_t\)[^\n]*\{{\n(\s*%\w+ = memref.alloca[^\n]*\n)*\s*%{array}_tile = memref.alloca",
                         texts[-1]), texts[-1]  # one buffer per thread
        # Below the buffer's mark no access reaches the array itself.
        assert not any(f"%{array}[" in text for text in texts)
    variants = [mlir_variant(kernel, s, f"mlir {k}") for k, s in enumerate(schedules)]
    for threads in (1, 2):
        result = bench(kernel, variants, "test", repeat=0, threads=threads)
        for v in variants:
            assert result[v.label].verified == "exact", (threads, v.label, result[v.label].message)


@needs_mlir
@pytest.mark.parametrize("threads, parallel", [(1, ""), (2, "; parallel(i_t)")])
def test_buffers_too_large_for_a_threads_stack_are_allocated_and_deallocated(threads, parallel):
    # 8.6 MB of buffers per tile: as allocas they crashed (more than a main thread's 8 MiB stack).
    kernel = Kernel.from_file(KERNELS / "stencil_pipeline.c")
    schedule = kernel.apply_recipe(BUFFERED["stencil_pipeline"].format(a=128, b=4096) + parallel)
    text = schedule.to_mlir().text
    for array, shape in (("b", "132x4100"), ("c", "130x4098")):
        assert f"%{array}_tile = memref.alloc() : memref<{shape}xf64>" in text
        assert text.count(f"memref.dealloc %{array}_tile : memref<{shape}xf64>") == 1
    variant = mlir_variant(kernel, schedule)
    result = bench(kernel, [variant], {"n": 300, "m": 40}, repeat=0, threads=threads)
    assert result[variant.label].verified == "exact", result[variant.label].message
