"""Every kernels_c kernel regenerated from its model computes bit-identical results.

Both the original file and ``kernel.translation_unit()`` (the same file with the SCoP replaced by
isl-generated code) are compiled with gcc and run on the same pseudo-random inputs by the runtime;
check runs use -ffp-contract=off so that equal operation order means equal bits.
"""
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from polyviz import Kernel
from polyviz.frontend import INCLUDE_DIR
from polyviz.runtime import Variant, bench

KERNELS = sorted((Path(__file__).resolve().parent.parent / "kernels_c").glob("*.c"))


@pytest.mark.parametrize("recipe", ["", "assume_no_alias()"])
@pytest.mark.parametrize("path", KERNELS, ids=lambda p: p.stem)
def test_regenerated_code_compiles_cleanly(path, recipe, tmp_path):
    kernel = Kernel.from_file(path)
    out = tmp_path / "regenerated.c"
    out.write_text(kernel.translation_unit(kernel.apply_recipe(recipe).generate()))
    # #pragma scop is kept for the user's tools; gcc does not know it, hence -Wno-unknown-pragmas.
    result = subprocess.run(["gcc", "-std=c99", "-Wall", "-Werror", "-Wno-unknown-pragmas", "-fsyntax-only",
                             "-I", str(INCLUDE_DIR), str(out)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr + kernel.translation_unit()


@pytest.mark.parametrize("path", KERNELS, ids=lambda p: p.stem)
def test_regenerated_code_computes_the_same_bits(path):
    kernel = Kernel.from_file(path)
    header = kernel.scop.source.header
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.name,
                   [Variant("regenerated", kernel.translation_unit())], sizes=header.test_sizes,
                   repeat=1, baselines=False, init=header.init or None, timeout=60)
    original, regenerated = result.records
    assert original.ok, original.message
    assert regenerated.ok and regenerated.verified == "exact", regenerated.message


def test_a_wrong_regeneration_would_be_caught():
    path = next(p for p in KERNELS if p.stem == "jacobi-1d")
    kernel = Kernel.from_file(path)
    header = kernel.scop.source.header
    broken = kernel.translation_unit().replace("0.33333", "0.33334", 1)
    assert broken != kernel.translation_unit()
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.name, [Variant("broken", broken)],
                   sizes=header.test_sizes, repeat=1, baselines=False, timeout=60)
    assert result.records[1].status == "mismatch"


def test_assume_no_alias_moves_the_body_behind_the_users_signature():
    # gcc honours restrict on parameters only, so the body moves to a static function whose
    # arrays are restrict parameters; the user's function keeps its signature and calls it.
    kernel = Kernel.from_file(KERNELS[[p.stem for p in KERNELS].index("gemm")])
    unit = kernel.translation_unit(kernel.apply_recipe("assume_no_alias()").generate())
    assert ("static void pv_restrict_kernel_gemm(int ni, int nj, int nk, double alpha, double beta, "
            "double C[restrict ni][nj], double A[restrict ni][nk], double B[restrict nk][nj])") in unit
    assert "void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta," in unit
    # The user's function now only calls the body; what followed it in the file stays after it.
    assert unit.rstrip().endswith("pv_restrict_kernel_gemm(ni, nj, nk, alpha, beta, C, A, B);\n}\n\n"
                                  "// polyviz-flops: 2*ni*nj*nk")
    bare = Kernel.from_c("for (i = 0; i < n; i++)\n  A[i] = A[i] + 1.0;\n")
    assert "restrict" not in bare.translation_unit(bare.apply_recipe("assume_no_alias()").generate())


def test_parallel_loop_bodies_move_to_restrict_functions_with_the_locals_they_use(tmp_path):
    # gcc passes shared variables to an OpenMP loop through a structure, losing restrict; the
    # body therefore becomes a function of its own with restrict parameters.
    kernel = Kernel.from_file(KERNELS[[p.stem for p in KERNELS].index("fdtd-2d")])
    schedule = kernel.apply_recipe("assume_no_alias(); parallel(i@S1)")
    unit = kernel.translation_unit(schedule.generate())
    assert re.search(r"static void pv_restrict_kernel_fdtd_2d_parallel0\(int i, int tmax, .*"
                     r"double ex\[restrict nx\]\[ny\]", unit)
    assert "pv_restrict_kernel_fdtd_2d_parallel0(i, tmax, nx, ny, ex, ey, hz, _fict_);" in unit
    header = kernel.scop.source.header
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.name, [Variant("outlined", unit)],
                   sizes=header.test_sizes, repeat=1, threads=2, baselines=False)
    assert result["outlined"].verified == "exact", result["outlined"].message
    # The user's local scalars that the body only reads go in by value, with their declared type;
    # a scratch scalar the loop privatises (t) by the address of the iteration's copy, which the
    # function writes back: lastprivate then leaves the last iteration's t, as the original does.
    local = Kernel.from_c("""double scale(int n, double A[n][n]) {
  float factor = 2.5f;
  double t = 0.0;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i][j] * factor;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      t = A[i][j] + factor;
      A[i][j] = t * t;
    }
#pragma endscop
  return t;
}""")
    unit = local.translation_unit(local.apply_recipe("assume_no_alias(); parallel(i@S0); parallel(i@S1)").generate())
    assert "static void pv_restrict_scale_parallel0(int i, int n, double A[restrict n][n], float factor)" in unit
    assert "pv_restrict_scale_parallel0(i, n, A, factor);" in unit
    assert "double A[restrict n][n], float factor, double *t_copy)\n{\n  double t = *t_copy;" in unit
    assert "  *t_copy = t;\n}" in unit and "pv_restrict_scale_parallel1(i, n, A, factor, &t);" in unit
    for threads in (1, 2):
        result = bench(local.scop.function_parameters, local.source, local.name, [Variant("outlined", unit)],
                       sizes={"n": 37}, repeat=1, threads=threads, baselines=False)
        assert result["outlined"].verified == "exact", result["outlined"].message
    # A local scalar the body writes and the loop does not privatise (a reduction's) stays where
    # the loop's clause sees it: a function given it by value would sum into its own copy.
    reduced = Kernel.from_c("""double total(int n, double A[n][n]) {
  double s = 0.0;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += A[i][j];
#pragma endscop
  return s;
}""")
    unit = reduced.translation_unit(reduced.apply_recipe("assume_no_alias(); allow_reassociation(); parallel(i)").generate())
    assert "_parallel0" not in unit and "reduction(+: s)" in unit and "      s += A[i][j];" in unit
    result = bench(reduced.scop.function_parameters, reduced.source, reduced.name, [Variant("outlined", unit)],
                   sizes={"n": 37}, repeat=1, threads=1, baselines=False)
    assert result["outlined"].verified == "exact", result["outlined"].message


def test_assume_no_alias_keeps_return_values_pointer_parameters_and_code_after_the_scop(tmp_path):
    kernel = Kernel.from_c("""#include <math.h>
static inline double scale(int n, double A[n], double *out)
{
  double first;
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = sqrt(A[i]) * 2.0;
#pragma endscop
  first = A[0];
  *out = first;
  return first;
}""")
    unit = kernel.translation_unit(kernel.apply_recipe("assume_no_alias(); parallel(i)").generate())
    assert "static double pv_restrict_scale(int n, double A[restrict n], double *out)" in unit
    assert "static inline double scale(int n, double A[n], double *out)\n{\n  return pv_restrict_scale(n, A, out);" in unit
    out = tmp_path / "scale.c"
    out.write_text(unit)
    result = subprocess.run(["gcc", "-std=c99", "-Wall", "-Werror", "-Wno-unknown-pragmas", "-fopenmp", "-c",
                             "-I", str(INCLUDE_DIR), str(out), "-o", str(tmp_path / "scale.o")],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_parallel_loops_take_only_the_cpus_no_other_task_holds(tmp_path):
    # A second thread beside a busy process gains nothing (each session gets its share of the
    # CPUs) and its waits cost; so the thread count is read as the call starts: every thread asked
    # for when OMP_DYNAMIC says how to adjust it, one while busy processes hold every CPU.
    kernel = Kernel.from_c("""
void scale(int n, double A[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i][j] * 2.0;
}""")
    code = kernel.apply_recipe("parallel(i)").generate()
    assert "num_threads(pv_threads)" in code.body and "pv_threads __attribute__((unused)) = pv_free_cpus();" in code.body
    program = tmp_path / "threads.c"
    program.write_text("\n".join(code.helpers) + '\nint printf(const char *, ...);\n'
                       "int main(void) { printf(\"%d\\n\", pv_free_cpus()); return 0; }\n")
    subprocess.run(["gcc", "-std=gnu99", "-Wall", "-Werror", "-fopenmp", str(program), "-o", str(tmp_path / "threads")],
                   check=True)

    def threads(**overrides) -> int:
        environment = {k: v for k, v in os.environ.items() if k != "OMP_DYNAMIC"}
        ran = subprocess.run([str(tmp_path / "threads")], capture_output=True, text=True, check=True,
                             env={**environment, "OMP_NUM_THREADS": "2", **overrides})
        return int(ran.stdout)

    assert threads(OMP_DYNAMIC="false") == 2
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in os.sched_getaffinity(0)]
    try:
        time.sleep(0.5)
        assert threads() == 1
    finally:
        for process in busy:
            process.kill()
            process.wait()


# The free CPUs as the fragment reads them on a 2-CPU machine, with /proc/loadavg's running count scripted
# (one value per read, the last repeated) and this process's CPU time (``own`` CPUs busy besides the
# sleeping main thread, 100 us of wall time a read): fopen, clock, omp_get_wtime and omp_get_num_procs
# are renamed at compile time.
SCRIPTED_LOAD = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int script[16], scripted, reads, own;
FILE *scripted_fopen(const char *path, const char *mode) {
  static char line[64];
  snprintf(line, sizeof line, "0.50 0.40 0.30 %d/200 4242\n", script[reads < scripted ? reads : scripted - 1]);
  reads += !strcmp(path, "/proc/loadavg");
  return fmemopen(line, strlen(line), mode);
}
double scripted_wtime(void) { return reads * 100e-6; }
long scripted_clock(void) { return own * reads * 100L; }
int two_cpus(void) { return 2; }
int main(int argc, char **argv) {
  own = atoi(argv[1]);
  for (scripted = 0; scripted + 2 < argc; scripted++) script[scripted] = atoi(argv[scripted + 2]);
  int threads = pv_free_cpus();
  printf("%d %d\n", threads, reads);
  return 0;
}
"""


@pytest.fixture(scope="module")
def scripted_load(tmp_path_factory):
    """Runs pv_free_cpus() with the given running counts, on OMP_NUM_THREADS threads; (threads, reads)."""
    kernel = Kernel.from_c("void scale(int n, double A[n]) { for (int i = 0; i < n; i++) for (int j = 0; j < 4; j++) A[i] *= 2.0; }")
    folder = tmp_path_factory.mktemp("scripted_load")
    program = folder / "threads.c"
    program.write_text("\n".join(kernel.apply_recipe("parallel(i)").generate().helpers) + SCRIPTED_LOAD)
    subprocess.run(["gcc", "-std=gnu99", "-Wall", "-Werror", "-fopenmp", "-Dfopen=scripted_fopen", "-Dclock=scripted_clock",
                    "-Domp_get_wtime=scripted_wtime", "-Domp_get_num_procs=two_cpus", str(program),
                    "-o", str(folder / "threads")], check=True)

    def run(*running: int, threads: int = 2, own: int = 0) -> tuple[int, int]:
        environment = {k: v for k, v in os.environ.items() if k != "OMP_DYNAMIC"}
        ran = subprocess.run([str(folder / "threads"), str(own), *map(str, running)], capture_output=True, text=True,
                             check=True, env={**environment, "OMP_NUM_THREADS": str(threads)})
        chosen, reads = map(int, ran.stdout.split())
        return chosen, reads
    return run


def test_free_cpus_are_the_fewest_other_runners_of_several_reads(scripted_load):
    # A quiet machine: the first read (this thread alone) settles it.
    assert scripted_load(1) == (2, 1)
    # A task that runs for a moment is missing from a later read: two threads, and no more reads.
    assert scripted_load(2, 3, 1) == (2, 3)
    # A busy process is in every read: one thread, after every read the fragment takes.
    chosen, reads = scripted_load(2)
    assert chosen == 1 and reads > 2
    # Two others at first and one ever after: one free CPU.
    assert scripted_load(3, 2)[0] == 1
    # One thread asked for: nothing to read.
    assert scripted_load(2, threads=1) == (1, 0)


def test_free_cpus_do_not_count_this_process_s_own_spinning_threads(scripted_load):
    # A previous call's OpenMP worker still spinning is in every read, and so is its CPU time:
    # both threads, found at the second read.
    assert scripted_load(2, own=1) == (2, 2)
    # The spinning worker beside a busy process: one thread.
    assert scripted_load(3, own=1)[0] == 1
