"""Regenerated files keep every character outside the SCoP, compile, and compute what the original computes.

Files are assembled from random pieces (comments, macros, pragmas, blank lines, functions before and
after the kernel, one-line and multi-line layouts, ``static`` on its own line), so the positions of the
SCoP are known exactly; each regenerated file is compiled with its own ``main`` and run against the
original.
"""
from __future__ import annotations

import subprocess
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from polyviz import Kernel

AROUND = ["", "\n", "/* a comment, with { braces } and ; */\n", "// line comment }\n", "#define SCALE 2.0\n",
          "#pragma GCC diagnostic ignored \"-Wunused-function\"\n", "static double twice(double x) { return 2.0 * x; }\n",
          "int counter = 3;\n\n", "const char *label = \"for (;;) { }\";\n"]
MAIN = ("int main(void) {\n  double A[9] = {0};\n  for (int k = 0; k < 9; k++) A[k] = k * 0.5;\n"
        "  double r = kernel(9, A);\n  double s = 0;\n  for (int k = 0; k < 9; k++) s += A[k] * (k + 1);\n"
        "  printf(\"%.17g %.17g\\n\", s, r);\n  return 0;\n}\n")


@st.composite
def kernel_files(draw) -> tuple[str, str]:
    """A C file and the exact text of its SCoP."""
    nest = draw(st.sampled_from([
        "for (int i = 1; i < n; i++) A[i] = A[i - 1] + 1.0;",
        "for(int i=1;i<n;i++){A[i]=A[i-1]*0.5+1.0;}",
        "for (int i = 1; i < n; i++)\n    A[i] = A[i - 1] + A[i];",
        "for (int i = 1; i < n; i++) {\n    for (int j = 0; j < 2; j++)\n      A[i] += A[i - 1] * j;\n  }",
    ]))
    before_scop = draw(st.sampled_from(["", "/* before */ ", "touch(A);\n  ", "touch(A); // first\n  "]))
    after_scop = draw(st.sampled_from(["", " /* after */", "\n  touch(A);", " touch(A);", "\n\n  // bye"]))
    storage = draw(st.sampled_from(["", "static ", "static\n", "static inline\n"]))
    signature = f"{storage}double kernel(int n, double A[n])"
    brace = draw(st.sampled_from([" {", "{", "\n{"]))
    one_line = draw(st.booleans()) and "\n" not in nest + before_scop + after_scop
    if one_line:
        function = f"{signature}{brace} {before_scop}{nest}{after_scop} return A[n - 1]; }}"
    else:
        function = f"{signature}{brace}\n  {before_scop}{nest}{after_scop}\n  return A[n - 1];\n}}"
    pieces = draw(st.lists(st.sampled_from(AROUND), max_size=5, unique=True))
    split = draw(st.integers(0, len(pieces)))
    head, tail = "".join(pieces[:split]), "".join(pieces[split:])
    ending = draw(st.sampled_from(["\n", "", "\n\n// the end, no newline"]))
    text = (f"#include <stdio.h>\n{head}static void touch(double *A) {{ A[0] += 0.25; }}\n{function}\n"
            f"{tail}{MAIN}{ending}")
    return text, nest


def _run(source: str, directory: Path, name: str) -> str:
    path = directory / f"{name}.c"
    path.write_text(source)
    build = subprocess.run(["gcc", "-std=c99", "-O1", "-Wall", "-Werror", "-Wno-unused-function",
                            "-Wno-unused-variable", "-Wno-misleading-indentation", "-o", str(path.with_suffix("")), str(path)],
                           capture_output=True, text=True, timeout=60)
    assert build.returncode == 0, build.stderr + source
    return subprocess.run([str(path.with_suffix(""))], capture_output=True, text=True, timeout=30,
                          check=True).stdout


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(kernel_files(), st.sampled_from(["stripmine(i, 4)", "shift(S0, i, 2)", "assume_no_alias(); stripmine(i, 3)"]))
def test_everything_outside_the_scop_is_kept_byte_for_byte(tmp_path, file, recipe):
    text, nest = file
    kernel = Kernel.from_c(text, "kernel")
    region = kernel.scop.source
    assert text[region.scop_start:region.scop_end] == nest
    assert text[region.function_start:region.function_end].lstrip("static inline\n").startswith("double kernel(")
    code = kernel.apply_recipe(recipe).generate()
    unit = kernel.translation_unit(code)
    helpers = "".join(f"{helper}\n" for helper in code.helpers)
    # polyviz's helpers stand once before the function, where functions may stand; nothing else moves.
    assert not helpers or (unit.count(helpers) == 1 and unit.index(helpers) == region.function_start)
    unit_without_helpers = unit.replace(helpers, "")
    assert unit.startswith(text[:region.function_start])
    assert unit.endswith(text[region.function_end:] + ("" if text.endswith("\n") else "\n"))
    if not code.no_alias:
        assert unit_without_helpers.startswith(text[:region.scop_start])
        assert unit_without_helpers.endswith(text[region.scop_end:] + ("" if text.endswith("\n") else "\n"))
    assert _run(unit, tmp_path, "transformed") == _run(text, tmp_path, "original")


def test_code_after_the_kernel_function_is_kept(tmp_path):
    """Issue 11.1: a file whose kernel is followed by main lost main."""
    text = ("#include <stdio.h>\n#define N 6\n"
            "void smooth(int n, double A[N][N], double B[N][N])\n{\n"
            "  for (int i = 1; i < n - 1; i++)\n    for (int j = 1; j < n - 1; j++)\n"
            "      B[i][j] = (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]) / 4.0;\n}\n\n"
            "/* the driver */\nint main(void)\n{\n  double A[N][N], B[N][N] = {{0}};\n"
            "  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) A[i][j] = i * 7 + j;\n"
            "  smooth(N, A, B);\n  double s = 0;\n  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++)"
            " s += B[i][j] * (i + 2 * j);\n  printf(\"%.17g\\n\", s);\n  return 0;\n}\n")
    kernel = Kernel.from_c(text, "smooth")
    unit = kernel.translation_unit(kernel.apply_recipe("interchange(i, j)").generate())
    assert unit.endswith(text[text.index("\n/* the driver */"):])
    assert "for (int j" in unit.split("smooth(")[1].split("for (int i")[0]
    assert _run(unit, tmp_path, "transformed") == _run(text, tmp_path, "original")


def test_a_function_on_one_line_gives_a_file_that_compiles(tmp_path):
    """Issue 20.4: the nest was printed at file scope, followed by the unchanged function."""
    text = ("#include <stdio.h>\nvoid kernel(int n,double A[n]){ for(int i=1;i<n;i++) A[i]=A[i-1]+1.0; }\n"
            "int main(void) { double A[11] = {0.5}; kernel(11, A); printf(\"%.17g\\n\", A[10]); return 0; }\n")
    kernel = Kernel.from_c(text, "kernel")
    code = kernel.apply_recipe("stripmine(i, 4)").generate()
    unit = kernel.translation_unit(code)
    assert unit.startswith("#include <stdio.h>\n" + "".join(f"{h}\n" for h in code.helpers)
                           + "void kernel(int n,double A[n]){ \n")
    assert unit.count("void kernel(") == 1
    assert _run(unit, tmp_path, "transformed") == _run(text, tmp_path, "original") == "10.5\n"


def test_static_on_its_own_line_with_assume_no_alias_compiles(tmp_path):
    """Issue 11.2: PolyBench writes ``static`` on a line of its own; the restrict helper went between it
    and the function ("duplicate 'static'")."""
    text = ("#include <stdio.h>\nstatic\nvoid kernel_shift(int n, double A[n], double B[n])\n{\n  int i;\n"
            "  for (i = 1; i < n; i++)\n    A[i] = B[i - 1] + 1.0;\n}\n"
            "int main(void) { double A[8] = {0}, B[8] = {1, 2, 3, 4, 5, 6, 7, 8}; kernel_shift(8, A, B);\n"
            "  printf(\"%g %g\\n\", A[1], A[7]); return 0; }\n")
    kernel = Kernel.from_c(text, "kernel_shift")
    unit = kernel.translation_unit(kernel.apply_recipe("assume_no_alias(); reverse(i)").generate())
    assert "static static" not in unit and "static\nvoid kernel_shift(" in unit
    assert _run(unit, tmp_path, "transformed") == _run(text, tmp_path, "original") == "2 8\n"
