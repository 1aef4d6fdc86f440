"""Parallel reductions (``allow_reassociation()``): which sums may be reassociated, the array
section each thread copies, and where that copy lives — every case compiled and run on two
threads against the original."""
from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from polyviz import IllegalTransformation, Kernel, runtime

#: PolyBench 4.2.1's gramschmidt kernel as PolyBench writes it (macros expanded by hand).
GRAMSCHMIDT = """#include <math.h>
void kernel_gramschmidt(int m, int n, double A[m][n], double R[n][n], double Q[m][n])
{
  int i, j, k;
  double nrm;
#pragma scop
  for (k = 0; k < n; k++)
    {
      nrm = 0.0;
      for (i = 0; i < m; i++)
        nrm += A[i][k] * A[i][k];
      R[k][k] = sqrt(nrm);
      for (i = 0; i < m; i++)
        Q[i][k] = A[i][k] / R[k][k];
      for (j = k + 1; j < n; j++)
        {
          R[k][j] = 0.0;
          for (i = 0; i < m; i++)
            R[k][j] += Q[i][k] * A[i][j];
          for (i = 0; i < m; i++)
            A[i][j] = A[i][j] - Q[i][k] * R[k][j];
        }
    }
#pragma endscop
}
"""

def polybench_matrix(shape, rng):
    """PolyBench's input A[i][j] = ((i*j) % m) / m * 100 + 10: at m = 60, n = 80 it has rank 37,
    so the later columns' norms are cancellation noise."""
    i, j = np.indices(shape)
    return ((i * j) % shape[0]) / shape[0] * 100 + 10


GRAMSCHMIDT_INIT = {"A": polybench_matrix, "R": "zeros", "Q": "zeros"}


#: The recipe auto(no_alias=True, reassociate=True) used to give, reassociating R's sums.
REASSOCIATED = ("assume_no_alias(); allow_reassociation(); distribute(j); permute(i@S5, j@S5); "
                "permute(i@S6, j@S6); parallel(i@S5); parallel(i@S6)")


def run(kernel: Kernel, code, sizes: dict, *, init: dict | None = None, threads: int = 2) -> runtime.RunRecord:
    """``code`` compiled and run with ``threads`` OpenMP threads on the original's inputs."""
    variant = runtime.Variant("transformed", kernel.translation_unit(code), reassociates=code.reassociates)
    result = runtime.bench(kernel.scop.function_parameters, kernel.source, kernel.name, [variant], sizes,
                           repeat=0, threads=threads, baselines=False, init=init)
    return result["transformed"]


def test_gramschmidt_sums_feeding_later_computation_are_not_reassociated():
    kernel = Kernel.from_c(GRAMSCHMIDT)
    with pytest.raises(IllegalTransformation, match="R is read after its sums by S6"):
        kernel.apply_recipe(REASSOCIATED)
    schedule = kernel.schedule().auto(no_alias=True, reassociate=True)
    assert "parallel(" in schedule.recipe and "reduction" not in schedule.to_c()
    record = run(kernel, schedule.generate(), {"m": 60, "n": 80}, init=GRAMSCHMIDT_INIT)
    assert record.verified == "exact", record.message


def test_any_reassociation_of_gramschmidt_sums_changes_results_beyond_rounding():
    # Why the rule exists: summing R[k][j] over i backwards, on one thread, is a reassociation and
    # nothing else, yet the results differ beyond any tolerance (the columns past the input's
    # rank divide by noise).
    kernel = Kernel.from_c(GRAMSCHMIDT)
    backwards = kernel.apply_recipe("distribute(j); reverse(i@S5)", force=True).generate()
    record = run(kernel, replace(backwards, reassociates=True), {"m": 60, "n": 80}, init=GRAMSCHMIDT_INIT,
                 threads=1)
    assert record.status == "mismatch" and "relative tolerance" in record.message, record.message


TRIANGULAR_SUMS = """void sums(int m, int n, double A[m][n], double R[n][n]) {
  for (int k = 0; k < n; k++)
    for (int i = 0; i < m; i++)
      for (int j = k + 1; j < n; j++)
        R[k][j] += A[i][k] * A[i][j];
}
"""


def test_each_thread_copies_only_the_row_the_loop_updates():
    kernel = Kernel.from_c(TRIANGULAR_SUMS)
    code = kernel.apply_recipe("allow_reassociation(); parallel(i)").generate()
    assert "reduction(+: R[k:1][k + 1:n - k - 1])" in code.body, code.body
    record = run(kernel, code, {"m": 50, "n": 40})
    assert record.verified.startswith("rtol="), record.message


COLUMN_SUMS = """void column_sums(int m, int n, double x[m], double y[n]) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      y[j] += x[i] * j;
}
"""


def test_private_copies_too_large_for_a_stack_run_on_one_thread():
    kernel = Kernel.from_c(COLUMN_SUMS)
    code = kernel.apply_recipe("allow_reassociation(); parallel(i)").generate()
    assert "#pragma omp parallel for reduction(+: y[0:n])" in code.body
    assert "<= 1048576L" in code.body
    # 2 MB of y: the loop runs sequentially in the original order, so the bits are the original's.
    large = run(kernel, replace(code, reassociates=False), {"m": 3, "n": 1 << 18})
    assert large.verified == "exact", large.message
    small = run(kernel, code, {"m": 400, "n": 100})
    assert small.verified.startswith("rtol="), small.message
    # Empty sections (gcc's code for them crashes) also take the sequential branch.
    assert run(kernel, code, {"m": 4, "n": 0}).ok
