"""Pointer variables may point into any array: a pointer the function derives from an argument
(``double *B = A + 1``), a cast view (``double (*P)[n] = (void *)A``) and pointers declared at file
scope or in a header (``extern float *p, *q;``) are analysed as arrays of their own, so transformed
code compares their address ranges with the other arrays' at run time and runs the original loops
when they overlap.  Each transformed file is compiled and run against the original."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from polyviz import Kernel, ScopError

DERIVED = """void kernel(int n, double A[n + 1])
{
  double *B = A + 1;
  for (int i = 0; i < n; i++)
    A[i] = B[i] + 1.0;
}
"""

#: Runs the kernel at n = 0, 1, 2, 3, 4, 7 on A[k] = 1, 2, 3, 2, 5, 6, 7, 8 and prints A after each.
DERIVED_MAIN = """#include <stdio.h>
void kernel(int n, double A[n + 1]);
int main(void)
{
  int sizes[] = {0, 1, 2, 3, 4, 7};
  for (int s = 0; s < 6; s++) {
    double A[8] = {1, 2, 3, 2, 5, 6, 7, 8};
    kernel(sizes[s], A);
    for (int k = 0; k < 8; k++)
      printf("%g ", A[k]);
    printf("\\n");
  }
  return 0;
}
"""


def run(tmp_path: Path, files: dict[str, str], name: str) -> str:
    """What the program made of ``files`` prints, on 2 threads."""
    folder = tmp_path / name
    folder.mkdir()
    for file, text in files.items():
        (folder / file).write_text(text)
    binary = folder / "program"
    subprocess.run(["gcc", "-O2", "-fopenmp", "-Wall", "-Werror", "-o", str(binary),
                    *[str(folder / file) for file in files if file.endswith(".c")]], check=True)
    return subprocess.run([str(binary)], check=True, capture_output=True, text=True,
                          env={**os.environ, "OMP_NUM_THREADS": "2", "OMP_DYNAMIC": "false"}).stdout


# assume_no_alias() vouches for the arrays passed in, not for a pointer the function derives itself.
@pytest.mark.parametrize("recipe", ["reverse(i)", "parallel(i)", "stripmine(i, 2); reverse(i_p)",
                                    "reverse(i); assume_no_alias()", "assume_no_alias(); parallel(i)"])
def test_a_pointer_into_an_argument_is_tested_for_overlap_and_the_results_are_the_originals(tmp_path, recipe):
    kernel = Kernel.from_c(DERIVED)
    assert any("B is a pointer: it may point into A" in warning for warning in kernel.scop.warnings)
    expected = run(tmp_path, {"kernel.c": DERIVED, "main.c": DERIVED_MAIN}, "original")
    # At n = 3 each A[i] takes the old A[i + 1] plus one: 3 4 3, A[3] untouched.
    assert expected.splitlines()[3].split()[:4] == ["3", "4", "3", "2"]
    code = kernel.apply_recipe(recipe).generate()
    assert "pv_disjoint(A + 0, A + (n - 1) + 1, B + 0, B + (n - 1) + 1)" in code.body, code.body
    transformed = run(tmp_path, {"kernel.c": kernel.translation_unit(code), "main.c": DERIVED_MAIN}, "transformed")
    assert transformed == expected


VIEW = """void kernel(int n, double A[n * n])
{
  double (*P)[n] = (void *)A;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      P[i][j] = A[i + j + 1] + 1.0;
}
"""

VIEW_MAIN = """#include <stdio.h>
void kernel(int n, double A[n * n]);
int main(void)
{
  for (int n = 0; n < 6; n++) {
    double A[40];
    for (int k = 0; k < 40; k++)
      A[k] = k % 7;
    kernel(n, A);
    for (int k = 0; k < 40; k++)
      printf("%g ", A[k]);
    printf("\\n");
  }
  return 0;
}
"""


@pytest.mark.parametrize("recipe", ["interchange(i, j)", "parallel(i)"])
def test_a_cast_view_of_an_argument_is_tested_for_overlap_with_it(tmp_path, recipe):
    kernel = Kernel.from_c(VIEW)
    assert [(a.name, a.extents, a.storage) for a in kernel.arrays] == [("P", (None, "n"), "local-pointer"),
                                                                        ("A", ("n * n",), "parameter")]
    expected = run(tmp_path, {"kernel.c": VIEW, "main.c": VIEW_MAIN}, "original")
    code = kernel.apply_recipe(recipe).generate()
    assert "pv_disjoint(P + 0" in code.body, code.body
    assert run(tmp_path, {"kernel.c": kernel.translation_unit(code), "main.c": VIEW_MAIN}, "transformed") == expected


HEADER = "extern float *p, *q;\n"
SHIFT = """#include "pointers.h"
void kernel(int n)
{
  for (int i = 0; i < n; i++)
    p[i] = q[i + 1] + 1;
}
"""
#: p == q (each element becomes its right neighbour plus one, in order), then two distinct buffers.
SHIFT_MAIN = """#include <stdio.h>
#include <stdlib.h>
#include "pointers.h"
float *p, *q;
void kernel(int n);
int main(void)
{
  int n = 100000;
  float *x = malloc((n + 1) * sizeof *x), *y = malloc((n + 1) * sizeof *y);
  for (int k = 0; k <= n; k++)
    x[k] = y[k] = k % 10;
  p = q = x;
  kernel(n);
  float *z = malloc((n + 1) * sizeof *z);
  p = z;
  q = y;
  kernel(n);
  double sum = 0, weighted = 0;
  for (int k = 0; k < n; k++) {
    sum += x[k] + z[k];
    weighted += (double)(k % 97) * x[k];
  }
  printf("%.17g %.17g %g %g\\n", sum, weighted, x[n - 1], z[n - 1]);
  return 0;
}
"""


def test_pointers_declared_in_a_header_are_tested_for_overlap_with_each_other(tmp_path):
    (tmp_path / "pointers.h").write_text(HEADER)
    kernel = Kernel.from_c(SHIFT, include_dirs=[tmp_path])
    assert [(a.name, a.element_type, a.storage) for a in kernel.arrays] == [("p", "float", "global-pointer"),
                                                                             ("q", "float", "global-pointer")]
    files = {"pointers.h": HEADER, "main.c": SHIFT_MAIN}
    expected = run(tmp_path, {**files, "kernel.c": SHIFT}, "original")
    code = kernel.apply_recipe("parallel(i)").generate()
    assert "pv_disjoint(p + 0, p + (n - 1) + 1, q + 1, q + n + 1)" in code.body, code.body
    assert run(tmp_path, {**files, "kernel.c": kernel.translation_unit(code)}, "transformed") == expected


@pytest.mark.parametrize("declarations, include", [
    ("", "extern double *xx, *yy;\n"),
    ("  double *xx = X, *yy = Y;\n", ""),
])
def test_a_pointer_assigned_inside_the_scop_is_refused_with_its_line(tmp_path, declarations, include):
    (tmp_path / "pointers.h").write_text(include)
    source = (f'#include "pointers.h"\nvoid kernel(int n, double X[n], double Y[n])\n{{\n{declarations}'
              "#pragma scop\n  yy = xx;\n  for (int i = 0; i < n; i++)\n    yy[i] = xx[i] + 1.0;\n#pragma endscop\n}\n")
    with pytest.raises(ScopError) as caught:
        Kernel.from_c(source, include_dirs=[tmp_path])
    assert caught.value.line == source.splitlines().index("  yy = xx;") + 1
    assert "yy is a pointer: assigning it inside the SCoP" in caught.value.reason
