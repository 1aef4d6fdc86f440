"""Inputs that are not SCoPs: a ScopError naming the construct, line and column — never a traceback."""
import json
import subprocess
import sys

import pytest

from polyviz import Kernel, ScopError

HEADER = "void f(int n, double A[n][n], int B[n], double *p, double s) {\n"

CASES = {
    # name: (body lines after the header, expected line, words the message must contain)
    "indirect subscript": ("  for (int i = 0; i < n; i++)\n    A[B[i]][i] = 1.0;\n", 3, ["B[i]", "not affine"]),
    "product subscript": ("  for (int i = 0; i < n; i++)\n    for (int j = 0; j < n; j++)\n      A[i*j][j] = 0;\n",
                          4, ["product", "not affine"]),
    "bound read from memory": ("  for (int i = 0; i < B[0]; i++)\n    A[i][i] = 0;\n", 2, ["B[0]", "memory"]),
    "while loop": ("  int i = 0;\n  while (i < n) {\n    for (int j = 0; j < n; j++) A[i][j] = 0;\n    i++;\n  }\n",
                   3, ["while"]),
    "goto": ("  for (int i = 0; i < n; i++) {\n    if (i > 2) goto out;\n    A[i][i] = 0;\n  }\nout: ;\n",
             3, ["goto"]),
    "break": ("  for (int i = 0; i < n; i++) {\n    A[i][i] = 0;\n    break;\n  }\n", 4, ["break"]),
    "pointer arithmetic": ("  for (int i = 0; i < n; i++)\n    *(p + i) = 0;\n", 3, ["pointer"]),
    "pointer parameter": ("  for (int i = 0; i < n; i++)\n    p[i] = 0;\n", 3, ["pointer", "extents"]),
    "call in a bound": ("  for (int i = 0; i < abs(n); i++)\n    A[i][i] = 0;\n", 2, ["call"]),
    "impure call": ("  for (int i = 0; i < n; i++)\n    A[i][i] = rand();\n", 3, ["rand", "side effects"]),
    "modified iterator": ("  for (int i = 0; i < n; i++)\n    i = i + 1;\n", 3, ["iterator"]),
    "non-integer bound": ("  for (int i = 0; i < s; i++)\n    A[i][i] = 0;\n", 2, ["s", "integer"]),
    "written bound": ("  int m = 3;\n  for (int i = 0; i < n; i++) {\n    m = i;\n"
                      "    for (int j = 0; j < m; j++) A[i][j] = 0;\n  }\n", 5, ["m", "memory"]),
    "syntax error": ("  for (int i = 0; i < n; i++)\n    A[i][i] = = 0;\n", 3, ["syntax"]),
    "unknown include": ('#include "no_such_header.h"\n  for (int i = 0; i < n; i++) A[i][i] = 0;\n', 2,
                        ["no_such_header", "-I DIR"]),
}


@pytest.mark.parametrize("name", CASES)
def test_non_scop_input_reports_line_and_construct(name):
    body, line, words = CASES[name]
    with pytest.raises(ScopError) as caught:
        Kernel.from_c(HEADER + body + "}\n")
    error = caught.value
    assert error.line == line, str(error)
    for word in words:
        assert word in str(error), str(error)
    assert error.excerpt.splitlines()[0].startswith(f"{line:5d} |")


def test_too_deep_nest():
    depth = 14
    loops = "".join(f"for (int i{k} = 0; i{k} < n; i{k}++)\n" for k in range(depth))
    with pytest.raises(ScopError) as caught:
        Kernel.from_c(HEADER + loops + "A[0][0] = 1;\n}\n")
    assert "deeper" in str(caught.value) and caught.value.line == 2 + 12


def test_empty_input_and_no_function():
    with pytest.raises(ScopError, match="empty"):
        Kernel.from_c("   \n")
    with pytest.raises(ScopError, match="no function"):
        Kernel.from_c("int x;\n")


def test_partial_indexing_is_named():
    with pytest.raises(ScopError, match="2 dimension"):
        Kernel.from_c(HEADER + "  for (int i = 0; i < n; i++)\n    B[i] = A[i];\n}\n")


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "polyviz.cli", *args], capture_output=True, text=True)


def test_cli_reports_non_scop_with_exit_2_and_no_traceback(tmp_path):
    path = tmp_path / "bad.c"
    path.write_text(HEADER + CASES["indirect subscript"][0] + "}\n")
    result = run_cli("analyze", str(path))
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert lines[0].startswith("polyviz analyze: line 3, column")
    assert "Traceback" not in result.stderr
    assert lines[-1].strip() == "^"
    assert len(lines) == 3


def test_cli_missing_file_is_bad_input(tmp_path):
    result = run_cli("analyze", str(tmp_path / "missing.c"))
    assert result.returncode == 2 and "cannot read" in result.stderr and "Traceback" not in result.stderr


def test_cli_json_has_the_documented_keys(tmp_path):
    path = tmp_path / "stencil.c"
    path.write_text("void f(int n, double A[n][n]) {\n for (int i = 1; i < n; i++)\n  for (int j = 1; j < n; j++)\n"
                    "   A[i][j] = A[i-1][j] + A[i][j-1];\n}\n")
    result = run_cli("analyze", str(path), "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert {"parameters", "context", "statements", "dependences", "loops"} <= data.keys()
    assert set(data["statements"][0]) >= {"name", "line", "text", "domain", "reads", "writes", "schedule"}
    (dep,) = data["dependences"]
    assert set(dep) >= {"kind", "source", "sink", "array", "relation", "distances", "direction", "carried_by"}
    assert sorted(dep["distances"]) == [[0, 1], [1, 0]]
    assert [(l["name"], l["depth"], l["parallel"]) for l in data["loops"]] == [("i", 0, False), ("j", 1, False)]


MACRO_HEADER = "#define SCALE(x) ((x) * 2.0)\n#define N n\nvoid f(int n, double A[n][n], int B[n], double s) {\n"

# Each construct stands after a comment and a macro use on its line: the preprocessor removed the
# one and expanded the other, so its column in the preprocessed text is not the user's.
USER_COLUMN_CASES = {
    # name: (body lines after MACRO_HEADER, line, the text the caret points at)
    "non-affine subscript": ("  for (int i = 0; i < N; i++)\n    /* c */ A[i][i] = SCALE(s) + A[i*i][0];\n", 5,
                             "i*i]"),
    "function call": ("  for (int i = 0; i < N; i++)\n    /* c */ A[i][0] = SCALE(s) + rand();\n", 5, "rand()"),
    "unsupported statement": ("  for (int i = 0; i < N; i++) {\n    /* c */ A[i][0] = SCALE(s); break;\n  }\n", 5,
                              "break"),
    "bound read from memory": ("  /* c */ s = SCALE(s); for (int i = 0; i < B[0]; i++)\n    A[i][0] = 0;\n", 4,
                               "B[0]"),
    "syntax error": ("  for (int i = 0; i < N; i++)\n    /* c */ A[i][0] = SCALE(s) + = 1;\n", 5, "= 1"),
    # Inside the macro's arguments the construct is the user's own text.
    "inside a macro use": ("  for (int i = 0; i < N; i++)\n    /* c */ A[i][0] = SCALE(B[i*i]);\n", 5, "i*i]"),
    # A construct the macro's expansion brings is shown at the macro's use.
    "call behind a macro": ("#define NOISE rand()\n  for (int i = 0; i < N; i++)\n    /* c */ A[i][0] = SCALE(s) + NOISE;\n",
                            6, "NOISE"),
}


@pytest.mark.parametrize("name", USER_COLUMN_CASES)
def test_error_column_is_counted_in_the_users_text(name):
    body, line, at = USER_COLUMN_CASES[name]
    with pytest.raises(ScopError) as caught:
        Kernel.from_c(MACRO_HEADER + body + "}\n")
    error = caught.value
    text = (MACRO_HEADER + body).splitlines()[line - 1]
    assert (error.line, error.column) == (line, text.index(at) + 1), str(error)
    source_line, caret = error.excerpt.splitlines()[:2]
    assert source_line[caret.index("^"):].startswith(at)


# A volatile variable's every access is an effect of the program; reordering them changes it.
VOLATILE_CASES = {
    # name: (source, the message's words, line, the text the caret points at)
    "array parameter": ("void f(int n, volatile double A[n], double B[n])\n{\n  for (int i = 0; i < n; i++)\n"
                        "    B[i] = A[i] + 1.0;\n}\n",
                        "A (declared at line 1, column 31) is volatile", 4, "A[i] +"),
    "local array": ("void f(int n, double B[n])\n{\n  volatile double T[64];\n  for (int i = 0; i < 64; i++)\n"
                    "    T[i] = B[i];\n}\n", "T (declared at line 3, column 19) is volatile", 5, "T[i] ="),
    "local scalar": ("void f(int n, double B[n])\n{\n  volatile double s = 0.0;\n  for (int i = 0; i < n; i++) {\n"
                     "    s = s + B[i];\n    B[i] = s;\n  }\n}\n", "s (declared at line 3, column 19) is volatile", 5,
                     "s = s"),
    "global scalar read": ("volatile int stop;\nvoid f(int n, double B[n])\n{\n  for (int i = 0; i < n; i++)\n"
                           "    B[i] = /* flag */ stop;\n}\n", "stop (declared at line 1, column 14) is volatile", 5,
                           "stop;"),
    "scalar through a pointer": ("void f(int n, double B[n], volatile double *out)\n{\n"
                                 "  for (int i = 0; i < n; i++)\n    *out += B[i];\n}\n", "out", 4, "out +="),
    "bound": ("void f(volatile int n, double B[100])\n{\n  for (int i = 0; i < n; i++)\n    B[i] = 0.0;\n}\n",
              "n (declared at line 1, column 21) is volatile", 3, "n; i++"),
}


@pytest.mark.parametrize("name", VOLATILE_CASES)
def test_a_volatile_variable_read_or_written_in_the_scop_is_refused_with_its_place(name):
    source, words, line, at = VOLATILE_CASES[name]
    with pytest.raises(ScopError) as caught:
        Kernel.from_c(source)
    error = caught.value
    assert words in str(error) and "volatile" in str(error), str(error)
    assert (error.line, error.column) == (line, source.splitlines()[line - 1].index(at) + 1), str(error)


def test_a_volatile_variable_outside_the_scop_is_left_to_the_function():
    kernel = Kernel.from_c("void f(int n, double B[n])\n{\n  volatile double seen = 0.0;\n#pragma scop\n"
                           "  for (int i = 0; i < n; i++)\n    B[i] = 2.0 * B[i];\n#pragma endscop\n"
                           "  seen = B[0];\n}\n")
    assert [a.name for a in kernel.scop.arrays] == ["B"]
