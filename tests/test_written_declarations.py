"""Printed declarations keep the user's spelling of every extent (issue 35 item 6): a file transformed
with one -D builds and runs for every other -D the original builds for."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from polyviz import Kernel

POLYBENCH_STYLE = """
#include <polybench.h>
#ifndef N
# define N 40
#endif
void kernel(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n), DATA_TYPE B[N + 1], double C[N][N])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = A[i][j] * 2.0 + B[j];
      C[i][j] = A[i][j] + C[i][j];
    }
}
"""


def test_extents_and_declarations_are_the_user_s_text():
    kernel = Kernel.from_c(POLYBENCH_STYLE, defines=["N=1000"])
    parameters = {p.name: p for p in kernel.scop.function_parameters}
    assert parameters["A"].declaration == "DATA_TYPE POLYBENCH_2D(A, N, N, n, n)"
    # The macro use that hides A's brackets is replaced by its definition, arguments as written,
    # and restrict takes the place of PolyBench's own POLYBENCH_RESTRICT.
    assert parameters["A"].restrict_declaration.startswith("DATA_TYPE A[restrict ")
    assert "1000" not in parameters["A"].restrict_declaration and "POLYBENCH_RESTRICT" not in parameters["A"].restrict_declaration
    assert parameters["B"].restrict_declaration == "DATA_TYPE B[restrict N + 1]"
    assert parameters["C"].restrict_declaration == "double C[restrict N][N]"
    arrays = {a.name: a for a in kernel.scop.arrays}
    # Analysis still reads the preprocessed values.
    assert arrays["B"].written_extents == ("N + 1",) and arrays["B"].extents == ("1000 + 1",)
    assert arrays["C"].printed_extents == ("N", "N")


DRIVER = """
static double A[N][N], B[N + 1], C[N][N];
int main(void) {
  for (int i = 0; i < N; i++) {
    B[i] = 0.5 * i;
    for (int j = 0; j < N; j++) { A[i][j] = i - 0.25 * j; C[i][j] = 1.0 / (1 + i + j); }
  }
  kernel(N, A, B, C);
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) printf("%a %a\\n", A[i][j], C[i][j]);
  return 0;
}
"""


@pytest.mark.parametrize("size", [1, 3, 17])
def test_a_file_transformed_for_one_size_runs_right_at_others(tmp_path, size):
    from polyviz.frontend import INCLUDE_DIR

    kernel = Kernel.from_c(POLYBENCH_STYLE, defines=["N=1000"])
    transformed = kernel.translation_unit(kernel.apply_recipe("assume_no_alias(); parallel(i)").generate())
    assert "1000" not in transformed
    outputs = []
    for name, text in (("original", POLYBENCH_STYLE), ("transformed", transformed)):
        program = tmp_path / f"{name}.c"
        program.write_text("#include <stdio.h>\n" + text + DRIVER)
        subprocess.run(["gcc", "-O2", "-fopenmp", "-Wall", "-Werror", "-I", str(INCLUDE_DIR), f"-DN={size}",
                        str(program), "-o", str(tmp_path / name)], check=True)
        ran = subprocess.run([str(tmp_path / name)], capture_output=True, text=True, check=True,
                             env={"OMP_NUM_THREADS": "2", "PATH": "/usr/bin:/bin"})
        outputs.append(np.array([float.fromhex(v) for v in ran.stdout.split()]))
    assert outputs[0].size == 2 * size * size
    np.testing.assert_array_equal(outputs[0], outputs[1])


def test_helpers_are_defined_once_per_file_before_the_function():
    # The outlined parallel loops and the function itself share one copy of the helpers.
    kernel = Kernel.from_c(POLYBENCH_STYLE, defines=["N=1000"])
    unit = kernel.translation_unit(kernel.apply_recipe("assume_no_alias(); tile(i=8, j=8); parallel(i_t)").generate())
    assert "pv_restrict_kernel_parallel0" in unit
    for helper in ("#define pv_min(", "#define PV_LOAD_SAMPLES"):
        assert unit.count(helper) == 1, helper
    assert unit.index("#define pv_min(") < unit.index("static void pv_restrict_kernel_parallel0")


def test_outlined_loop_bodies_build_without_unused_parameter_warnings(tmp_path):
    # An outlined parallel loop takes every parameter of the function (a macro of the user's may name
    # one); those its body does not name are marked unused, so -Wall -Wextra builds stay quiet.
    kernel = Kernel.from_c("""
void scale(int n, double alpha, double beta, double A[n][n], double x[n]) {
  for (int i = 0; i < n; i++)
    x[i] = x[i] * beta;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i][j] * alpha;
}""")
    unit = kernel.translation_unit(kernel.apply_recipe("assume_no_alias(); parallel(i@S1)").generate())
    assert "double beta __attribute__((unused))" in unit and "double alpha," in unit
    build_warning_free(unit, tmp_path)


def test_sizes_only_a_macro_names_are_unused_in_outlined_bodies(tmp_path):
    # PolyBench's POLYBENCH_C99_SELECT(N,n) expands to N unless C99 prototypes are asked for, so
    # a size named only as a macro's argument is unused after preprocessing.
    source = """#define N 40
#define SELECT(fixed, variable) fixed
void kernel(int n, double A[SELECT(N, n)][SELECT(N, n)])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i][j] * 2.0;
}
"""
    kernel = Kernel.from_c(source)
    unit = kernel.translation_unit(kernel.apply_recipe("parallel(j); parallel(i); assume_no_alias()").generate())
    assert "int n __attribute__((unused))" in unit
    build_warning_free(unit, tmp_path)


def build_warning_free(unit: str, folder) -> None:
    """Compiles ``unit`` with gcc and, where installed, clang-16, at -Wall -Wextra -Werror."""
    program = folder / "unit.c"
    program.write_text(unit)
    for compiler in ("gcc", "clang-16"):
        if shutil.which(compiler):
            subprocess.run([compiler, "-fopenmp", "-Wall", "-Wextra", "-Werror", "-c", str(program),
                            "-o", str(folder / "unit.o")], check=True)
