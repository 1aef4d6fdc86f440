"""Without ``assume_no_alias()``, transformed code tests at run time that the arrays it writes
do not overlap the others it accesses, and runs the original loops when they do."""
from __future__ import annotations

import os
import subprocess

import pytest

from polyviz import Kernel

SHIFT = """void kernel(int n, double A[n], double B[n])
{
  for (int i = 1; i < n; i++)
    A[i] = B[i - 1] + 1.0;
}
"""

#: Calls the kernel with X passed twice (A and B overlap), then with distinct arrays.
MAIN = """#include <stdio.h>
void kernel(int n, double A[n], double B[n]);
int main(void)
{
  double X[8], Y[8], Z[8];
  for (int i = 0; i < 8; i++) {
    X[i] = i == 0 ? 0.0 : -1.0;
    Y[i] = -1.0;
    Z[i] = i;
  }
  kernel(8, X, X);
  kernel(8, Y, Z);
  for (int i = 0; i < 8; i++)
    printf("%g %g\\n", X[i], Y[i]);
  return 0;
}
"""


def run(tmp_path, unit: str, name: str, main: str = MAIN) -> str:
    """What ``main`` prints, linked with ``unit``, on 2 threads."""
    (tmp_path / f"{name}.c").write_text(unit)
    (tmp_path / "main.c").write_text(main)
    binary = tmp_path / name
    subprocess.run(["gcc", "-O2", "-fopenmp", "-Wall", "-Werror", "-o", str(binary), str(tmp_path / f"{name}.c"),
                    str(tmp_path / "main.c")], check=True)
    return subprocess.run([str(binary)], check=True, capture_output=True, text=True,
                          env={**os.environ, "OMP_NUM_THREADS": "2", "OMP_DYNAMIC": "false"}).stdout


@pytest.mark.parametrize("recipe", ["reverse(i)", "parallel(i)", "reverse(i); parallel(i)", "stripmine(i, 3); reverse(i_p)"])
def test_overlapping_arguments_run_the_original_loops(tmp_path, recipe):
    kernel = Kernel.from_c(SHIFT)
    expected = run(tmp_path, SHIFT, "original")
    assert [line.split()[0] for line in expected.splitlines()] == [str(i) for i in range(8)]  # 0 1 2 … 7
    code = kernel.apply_recipe(recipe).generate()
    assert "pv_disjoint(A + 1, A + (n - 1) + 1, B + 0, B + (n - 2) + 1)" in code.body
    assert "the original loops run when any overlap" in code.body
    assert run(tmp_path, kernel.translation_unit(code), "transformed") == expected


def test_assume_no_alias_removes_the_test_and_its_promise_is_then_the_callers(tmp_path):
    kernel = Kernel.from_c(SHIFT)
    code = kernel.apply_recipe("assume_no_alias(); reverse(i)").generate()
    assert "pv_disjoint" not in kernel.translation_unit(code)
    expected = run(tmp_path, SHIFT, "original")
    promised = run(tmp_path, kernel.translation_unit(code), "promised")
    # kernel(8, X, X) breaks the promise: X comes out 0 1 0 0 … instead of 0 1 2 … 7.
    assert [line.split()[0] for line in promised.splitlines()][:3] == ["0", "1", "0"]
    # The distinct arrays Y, Z agree.
    assert [line.split()[1] for line in promised.splitlines()] == [line.split()[1] for line in expected.splitlines()]


def test_only_arrays_that_are_written_are_tested_and_the_original_needs_no_test():
    kernel = Kernel.from_c("""void f(int n, double A[n][n], double x[n], double y[n], double z[n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      y[i] += A[i][j] * x[j] + z[j];
}""")
    body = kernel.apply_recipe("interchange(i, j)").generate().body
    tested = [line for line in body.splitlines() if "pv_disjoint(" in line]
    assert len(tested) == 3 and all(line.count("y + ") == 2 for line in tested)  # y against A, x, z
    assert "pv_disjoint" not in kernel.to_c()


#: A scalar passed by pointer (``*scale``) is summed, then read by every iteration of a second loop.
POINTER_SCALAR = """void scaled(int n, double A[n], double *scale)
{
  for (int i = 0; i < n; i++)
    *scale += A[i];
  for (int i = 0; i < n; i++)
    A[i] = A[i] * *scale;
}
"""

#: Calls it with ``scale`` pointing into the array it scales (&X[3]), then at a variable of its own.
POINTER_MAIN = """#include <stdio.h>
void scaled(int n, double A[n], double *scale);
int main(void)
{
  double X[8], Y[8], s = 0.0;
  for (int i = 0; i < 8; i++)
    X[i] = Y[i] = 0.25 * (i + 1);
  X[3] = 0.0;
  scaled(8, X, &X[3]);
  scaled(8, Y, &s);
  for (int i = 0; i < 8; i++)
    printf("%a %a\\n", X[i], Y[i]);
  printf("%a\\n", s);
  return 0;
}
"""


@pytest.mark.parametrize("recipe", ["reverse(i@S1)", "parallel(i@S1)", "reverse(i@S1); parallel(i@S1)"])
def test_a_scalar_passed_by_pointer_into_an_array_argument_runs_the_original_loops(tmp_path, recipe):
    kernel = Kernel.from_c(POINTER_SCALAR)
    expected = run(tmp_path, POINTER_SCALAR, "original", POINTER_MAIN)
    code = kernel.apply_recipe(recipe).generate()
    assert "pv_disjoint(scale, scale + 1, A + 0, A + (n - 1) + 1)" in code.body
    assert "*scale += A[i];" in code.body and "A[i] = A[i] * *scale;" in code.body
    assert run(tmp_path, kernel.translation_unit(code), "transformed", POINTER_MAIN) == expected


def test_a_broken_no_alias_promise_on_a_pointer_scalar_changes_the_results(tmp_path):
    """Without the test the reversed loop reads X[3] before it is scaled: the test above matters."""
    kernel = Kernel.from_c(POINTER_SCALAR)
    expected = run(tmp_path, POINTER_SCALAR, "original", POINTER_MAIN).splitlines()
    code = kernel.apply_recipe("assume_no_alias(); reverse(i@S1)").generate()
    assert "pv_disjoint" not in code.body
    promised = run(tmp_path, kernel.translation_unit(code), "promised", POINTER_MAIN).splitlines()
    assert [line.split()[0] for line in promised] != [line.split()[0] for line in expected]
    # The distinct Y and s agree.
    assert [line.split()[-1] for line in promised] == [line.split()[-1] for line in expected]


DOT = """void dot(int n, double x[n], double y[n], double *result)
{
  for (int i = 0; i < n; i++)
    *result += x[i] * y[i];
}
"""

DOT_MAIN = """#include <stdio.h>
void dot(int n, double x[n], double y[n], double *result);
int main(void)
{
  double X[64], Y[64], r = 1.0;
  for (int i = 0; i < 64; i++) {
    X[i] = i % 7;
    Y[i] = 1.0 + i % 3;
  }
  dot(64, X, Y, &X[5]);
  dot(64, X, Y, &r);
  printf("%a %a\\n", X[5], r);
  return 0;
}
"""


def test_a_sum_through_a_pointer_is_a_parallel_reduction_and_overlap_falls_back(tmp_path):
    """``*result += …`` reassociated on 2 threads: OpenMP reduces the pointed-to element
    (``result[0:1]``); with ``result`` inside ``x`` the original loop runs (its sums of small
    integers are exact, so both calls must agree bit for bit)."""
    kernel = Kernel.from_c(DOT)
    code = kernel.apply_recipe("allow_reassociation(); parallel(i)").generate()
    assert "reduction(+: result[0:1])" in code.body
    assert "pv_disjoint(result, result + 1, x + 0, x + (n - 1) + 1)" in code.body
    assert run(tmp_path, kernel.translation_unit(code), "transformed", DOT_MAIN) == run(tmp_path, DOT, "original",
                                                                                         DOT_MAIN)
