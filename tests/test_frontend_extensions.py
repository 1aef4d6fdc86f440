"""C that gcc and clang accept beyond what pycparser reads: GNU attributes and ``__restrict__`` on the
declarations of arrays (ignored), other attributes and complex types (refused by name, with their
place), locals set once before the SCoP (read as their value), errors inside included headers."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from polyviz import Kernel, ScopError
from polyviz.benchmark import bench

#: A header declared as vectorising-compiler test suites declare theirs: aligned global arrays,
#: restrict-qualified global pointers.
VECTOR_ARRAYS = """\
#ifndef LEN_1D
#define LEN_1D 37
#endif
#define LEN_2D 11
typedef float real_t;
__attribute__((aligned(64))) real_t a[LEN_1D], b[LEN_1D], c[LEN_1D];
real_t d[LEN_1D] __attribute__((aligned(64)));
__attribute__((aligned(64))) real_t aa[LEN_2D][LEN_2D], bb[LEN_2D][LEN_2D];
int ip[LEN_1D] __attribute__((aligned(64)));
real_t * __restrict__ xx;
real_t * __restrict yy;
"""

VECTOR_KERNELS = {
    "add": ("""#include "vecarrays.h"
void vadd(void) {
  for (int i = 0; i < LEN_1D; i++)
    a[i] = b[i] + c[i];
}
""", ["reverse(i)", "tile(i=8)"]),
    "shift": ("""#include "vecarrays.h"
void vshift(void) {
  int m = LEN_1D / 2;
  for (int i = 0; i < m; i++)
    a[i + m] = a[i] * b[i] + d[i];
}
""", ["reverse(i)", "tile(i=4)", "parallel(i)"]),
    "twod": ("""#include "vecarrays.h"
void vtwod(void) {
  for (int i = 1; i < LEN_2D; i++)
    for (int j = 0; j < LEN_2D; j++)
      aa[i][j] = aa[i - 1][j] + bb[i][j];
}
""", ["interchange(i, j)", "tile(i=4, j=4)"]),
}


def _write(tmp_path, name: str, text: str):
    (tmp_path / "vecarrays.h").write_text(VECTOR_ARRAYS)
    path = tmp_path / f"{name}.c"
    path.write_text(text)
    return path


@pytest.mark.parametrize("name", sorted(VECTOR_KERNELS))
def test_loops_over_aligned_global_arrays_are_read_and_transform_correctly(name, tmp_path):
    text, recipes = VECTOR_KERNELS[name]
    path = _write(tmp_path, name, text)
    # vshift's loop runs LEN_1D / 2 times: at LEN_1D = 1 it has no loop to transform.
    for length in (1, 2, 13) if name != "shift" else (2, 3, 13):
        kernel = Kernel.from_file(path, defines={"LEN_1D": length})
        result = bench(kernel, ["original", *recipes], {}, repeat=1, cache=tmp_path / "cache")
        for record in result.records:
            assert record.ok and record.verified, f"LEN_1D={length} {record.label}: {record.status} {record.message}"


def test_an_indirect_subscript_is_refused_for_the_indirection_not_the_attribute(tmp_path):
    path = _write(tmp_path, "gather", """#include "vecarrays.h"
void vgather(void) {
  for (int i = 0; i < LEN_1D; i++)
    a[i] = b[ip[i]] + c[i];
}
""")
    with pytest.raises(ScopError) as caught:
        Kernel.from_file(path)
    assert (caught.value.line, caught.value.column, caught.value.construct) == (4, 14, "ip[i]")
    assert "read from memory" in caught.value.reason


def test_restrict_spellings_of_gcc_are_read_and_kept_in_the_output():
    kernel = Kernel.from_c("""void rp(int n, double A[__restrict__ n], double B[__restrict n]) {
  for (int i = 0; i < n; i++)
    A[i] = B[i] + 1.0;
}
""")
    code = kernel.translation_unit(kernel.apply_recipe("reverse(i)").generate())
    assert "void rp(int n, double A[__restrict__ n], double B[__restrict n]) {" in code


@pytest.mark.parametrize("text, line, column, what", [
    ("__attribute__((noinline)) void kf(int n, double A[n]) {\n  for (int i = 0; i < n; i++)\n"
     "    A[i] = A[i] * 2.0;\n}\n", 1, 1, "GNU attribute"),
    ("void kf(int n, double A[n]) {\n  int s __attribute__((unused)) = 0;\n  for (int i = 0; i < n; i++)\n"
     "    A[i] = A[i] * 2.0;\n}\n", 2, 9, "GNU attribute"),
    ("#include <complex.h>\nvoid kc(int n, double complex A[n]) {\n  for (int i = 0; i < n; i++)\n"
     "    A[i] = A[i] * 2.0;\n}\n", 2, 23, "complex type"),
    ("void kc(int n, _Complex double A[n]) {\n  for (int i = 0; i < n; i++)\n"
     "    A[i] = A[i] * 2.0;\n}\n", 1, 16, "complex type"),
])
def test_other_attributes_and_complex_types_are_named_as_not_supported(text, line, column, what):
    with pytest.raises(ScopError) as caught:
        Kernel.from_c(text)
    assert (caught.value.line, caught.value.column) == (line, column)
    assert caught.value.reason.startswith(f"not supported: {what}")


LOCAL_BOUND = """// polyviz-test: n=9
void half(int n, double A[n], double B[n]) {
  int m = n / 2;
  for (int i = 0; i < m; i++)
    A[i] = B[i + m] + 1.0;
}
"""


def test_a_local_set_once_from_parameters_is_read_as_its_value(tmp_path):
    kernel = Kernel.from_c(LOCAL_BOUND)
    assert kernel.scop.parameters == ("n",)
    for n in (0, 1, 2, 9):
        result = bench(kernel, ["original", "reverse(i)", "tile(i=4)", "assume_no_alias(); parallel(i)"], {"n": n},
                       repeat=1, cache=tmp_path / "cache")
        for record in result.records:
            assert record.ok and record.verified, f"n={n} {record.label}: {record.status} {record.message}"


def test_a_local_assigned_again_is_still_refused_with_the_reason():
    with pytest.raises(ScopError) as caught:
        Kernel.from_c(LOCAL_BOUND.replace("    A[i] = B[i + m] + 1.0;\n", "    A[i] = B[i + m] + 1.0;\n  m = 0;\n"))
    assert (caught.value.line, caught.value.construct) == (4, "m")
    assert "which the SCoP writes" in caught.value.reason


def test_an_error_in_an_included_header_shows_the_headers_line(tmp_path):
    (tmp_path / "bad.h").write_text("#define N 10\nint x = ;\n")
    path = tmp_path / "main.c"
    path.write_text('#include "bad.h"\nvoid kb(int n, double A[n]) {\n  for (int i = 0; i < n; i++)\n'
                    "    A[i] = A[i] * 2.0;\n}\n")
    with pytest.raises(ScopError) as caught:
        Kernel.from_file(path)
    error = caught.value
    assert (error.line, error.column) == (2, 9) and error.file.endswith("bad.h")
    assert "int x = ;" in str(error) and "void kb" not in str(error)


AFFINE_KERNEL = """void k(int n, double A[n], double B[n]) {
  for (int i = 0; i < n; i++)
    A[i] = B[i] + 1.0;
}
"""


@pytest.mark.parametrize("directive", ['#line 500 "elsewhere.c"', "#line 500", '# 500 "elsewhere.c"'])
def test_a_line_directive_is_honoured(directive, tmp_path):
    kernel = Kernel.from_c(f"{directive}\n{AFFINE_KERNEL}")
    assert [s.line for s in kernel.scop.statements] == [4]
    result = bench(kernel, ["original", "reverse(i)"], {"n": 5}, repeat=1, cache=tmp_path / "cache")
    assert all(record.ok and record.verified for record in result.records)


def test_an_error_after_a_line_directive_gives_the_physical_line_and_the_named_one():
    with pytest.raises(ScopError) as caught:
        Kernel.from_c('#line 500 "elsewhere.c"\n' + AFFINE_KERNEL.replace("B[i] + 1.0", "B[i * i] + 1.0"))
    assert (caught.value.line, caught.value.column) == (4, 14)
    assert "elsewhere.c, line 502" in caught.value.reason
    assert "A[i] = B[i * i] + 1.0;" in str(caught.value)


@pytest.mark.parametrize("declaration", ["int i", "long i"])
def test_a_loop_bound_that_overflows_its_type_is_warned_of(declaration):
    kernel = Kernel.from_c(AFFINE_KERNEL.replace("int i = 0; i < n;", f"{declaration} = 0; i < n + 2147483600;"))
    assert any(w.startswith("line 2: the loop bound n + 2147483600 reaches") for w in kernel.scop.warnings)


def test_a_loop_bound_within_its_type_is_not_warned_of():
    assert Kernel.from_c(AFFINE_KERNEL.replace("i < n;", "i < n + 1000;")).scop.warnings == ()


def test_an_endscop_without_a_scop_is_an_error_with_its_line():
    with pytest.raises(ScopError) as caught:
        Kernel.from_c(AFFINE_KERNEL.replace("1.0;\n", "1.0;\n#pragma endscop\n"))
    assert (caught.value.line, caught.value.column) == (4, 1) and "no #pragma scop" in caught.value.reason


KERNELS_C = Path(__file__).resolve().parent.parent / "kernels_c"
INCLUDE_DIR = Path(__file__).resolve().parent.parent / "polyviz" / "frontend" / "c_headers" / "include"


@pytest.mark.parametrize("name, recipe", [
    ("lu", "tile(i=4)"),              # the user's `int i, j, k;`: the tile loops declare their own
    ("cholesky", "auto()"),           # also the SCoP's scalar d, which auto() replaces
    ("trmm", "auto()"),               # guards mixing && and ||
    ("vector:twod", "interchange(i, j)"),
])
def test_generated_files_compile_without_warnings(name, recipe, tmp_path):
    if name.startswith("vector:"):
        kernel = Kernel.from_file(_write(tmp_path, name[7:], VECTOR_KERNELS[name[7:]][0]))
    else:
        kernel = Kernel.from_file(KERNELS_C / f"{name}.c")
    program = tmp_path / "transformed.c"
    program.write_text(kernel.translation_unit(kernel.apply_recipe(recipe).generate()))
    result = subprocess.run(["gcc", "-std=gnu99", "-Wall", "-Wextra", "-Wno-unknown-pragmas", "-fopenmp", "-c",
                             "-I", str(INCLUDE_DIR), "-iquote", str(tmp_path), str(program),
                             "-o", str(tmp_path / "transformed.o")], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stderr.strip(), result.stderr


def test_a_variable_named_complex_is_not_the_complex_type():
    kernel = Kernel.from_c("void k(int n, double A[n]) {\n  double complex = 2.0;\n  for (int i = 0; i < n; i++)\n"
                           "    A[i] = A[i] * complex;\n}\n")
    assert [s.text for s in kernel.scop.statements] == ["complex = 2.0;", "A[i] = A[i] * complex;"]
