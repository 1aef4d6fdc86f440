"""Files read as a C compiler reads them: any system header, -I folders before polyviz's own, -D macros."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from polyviz import Kernel, ScopError
from polyviz.benchmark import bench
from polyviz.frontend import INCLUDE_DIR

REPO = Path(__file__).resolve().parents[1]
POLYBENCH = REPO.parent / "shared" / "polybench-c-4.2.1"
needs_polybench = pytest.mark.skipif(not POLYBENCH.is_dir(),
                                     reason=f"PolyBench/C 4.2.1 is not at {POLYBENCH} (only the team's machines have it)")

LOOP = "void f(int n, double A[n]) {\n  for (int i = 0; i < N; i++)\n    A[i] = 2.0 * A[i];\n}\n"


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "polyviz.cli", *args], capture_output=True, text=True, timeout=300)


def test_standard_posix_and_unknown_system_headers_are_readable():
    headers = ["stdio.h", "unistd.h", "sys/time.h", "complex.h", "pthread.h", "polyviz_nowhere/missing.h"]
    source = "".join(f"#include <{h}>\n" for h in headers) + LOOP.replace("N", "n")
    assert Kernel.from_c(source).parameters == ("n",)


def test_a_missing_user_header_is_an_error_naming_it_and_the_option():
    with pytest.raises(ScopError) as caught:
        Kernel.from_c('#include "sizes.h"\n' + LOOP)
    assert caught.value.line == 1 and "sizes.h" in str(caught.value) and "-I DIR" in str(caught.value)


def test_syntax_error_after_an_empty_stand_in_names_the_header():
    with pytest.raises(ScopError) as caught:
        Kernel.from_c("#include <mytypes.h>\nvoid f(int n, real A[n]) { for (int i = 0; i < n; i++) A[i] = 0; }\n")
    assert "mytypes.h" in str(caught.value) and "-I DIR" in str(caught.value)


def test_defines_make_macros_constants_or_parameters():
    assert Kernel.from_c(LOOP, defines=["N=n"]).parameters == ("n",)
    constant = Kernel.from_c(LOOP, defines={"N": 8})
    assert constant.parameters == () and "i <= 7" in str(constant.statements[0].domain)
    with pytest.raises(ScopError, match="NAME or NAME=VALUE"):
        Kernel.from_c(LOOP, defines=["8=N"])


def test_user_include_dirs_come_before_polyviz_headers(tmp_path):
    (tmp_path / "polybench.h").write_text("#define _PB_N 5\n#define DATA_TYPE float\n")
    source = ("#include <polybench.h>\nvoid f(int n, DATA_TYPE A[n]) {\n"
              "  for (int i = 0; i < _PB_N; i++)\n    A[i] = 0;\n}\n")
    mine = Kernel.from_c(source, include_dirs=[tmp_path])
    assert mine.parameters == () and mine.arrays[0].element_type == "float"
    shipped = Kernel.from_c(source)
    assert shipped.parameters == ("n",) and shipped.arrays[0].element_type == "double"
    with pytest.raises(ScopError, match="no such folder"):
        Kernel.from_c(source, include_dirs=[tmp_path / "absent"])


def test_from_file_reads_quoted_headers_beside_the_file_and_bench_compiles_with_the_options(tmp_path):
    headers = tmp_path / "include"
    headers.mkdir()
    (headers / "scale.h").write_text("#define FACTOR 3.0\n")
    (tmp_path / "local.h").write_text("#define LIMIT(n) (n)\n")
    path = tmp_path / "scale.c"
    path.write_text('// polyviz-test: n=9\n#include <scale.h>\n#include "local.h"\n'
                    "void scale(int n, double A[n]) {\n  for (int i = 0; i < LIMIT(n); i++)\n"
                    "    A[i] = FACTOR * A[i] + OFFSET;\n}\n")
    kernel = Kernel.from_file(path, include_dirs=[headers], defines=["OFFSET=1.0"])
    assert kernel.parameters == ("n",)
    assert kernel.compiler_flags == ("-iquote", str(tmp_path), "-I", str(headers), "-D", "OFFSET=1.0")
    result = bench(kernel, ["original", "reverse(i)"], "test", repeat=0, cache=tmp_path / "cache")
    assert all(r.ok for r in result.records), [r.message for r in result.records]
    assert result["reverse(i)"].verified == "exact"


def test_every_cli_verb_takes_include_dirs_and_defines(tmp_path):
    (tmp_path / "sizes.h").write_text("#define STEP 2\n")
    path = tmp_path / "k.c"
    path.write_text("// polyviz-test: n=10\n#include <sizes.h>\nvoid k(int n, double A[n]) {\n"
                    "  for (int i = 0; i < n; i += STEP)\n    A[i] = A[i] + 1.0;\n}\n")
    options = ["-I", str(tmp_path), f"-DUNUSED=1"]
    analyzed = _cli("analyze", str(path), *options, "--json")
    assert analyzed.returncode == 0, analyzed.stderr
    assert "2e0" in json.loads(analyzed.stdout)["statements"][0]["domain"] or \
        "mod 2" in json.loads(analyzed.stdout)["statements"][0]["domain"]
    transformed = _cli("transform", str(path), *options, "--recipe", "reverse(i)")
    assert transformed.returncode == 0, transformed.stderr
    assert "#include <sizes.h>" in transformed.stdout
    benched = _cli("bench", str(path), *options, "--baselines", "original", "--recipe", "reverse(i)",
                   "--size", "n=10", "--repeat", "1")
    assert benched.returncode == 0, benched.stderr
    missing = _cli("analyze", str(path))
    assert missing.returncode == 2 and "Traceback" not in missing.stderr


def test_explorer_reads_with_include_dirs_and_defines(tmp_path):
    pytest.importorskip("ipywidgets")
    from polyviz.widgets import Explorer

    (tmp_path / "sizes.h").write_text("#define N n\n")
    source = "#include <sizes.h>\n" + LOOP
    explorer = Explorer(source, include_dirs=[tmp_path], save_to=None, background=False)
    assert explorer.kernel is not None and explorer.kernel.parameters == ("n",)
    given = Explorer(Kernel.from_c(LOOP, defines=["N=12"]), save_to=None, background=False)
    given.editor.value = LOOP.replace("2.0", "3.0")  # an edit is read with the kernel's own defines
    assert given.kernel is not None and "3.0" in given.kernel.statements[0].text and given.kernel.parameters == ()


def _defined_macros(text: str) -> set[str]:
    return set(re.findall(r"^\s*#\s*define\s+(\w+)", text, re.M))


@needs_polybench
def test_shipped_polybench_h_defines_every_polybench_macro():
    theirs = _defined_macros((POLYBENCH / "utilities" / "polybench.h").read_text())
    kernel_headers = "".join(p.read_text() for p in POLYBENCH.rglob("*.h") if p.parent.name != "utilities")
    loop_bounds = {m for m in _defined_macros(kernel_headers) if m.startswith("_PB_")}
    ours = _defined_macros((INCLUDE_DIR / "polybench.h").read_text())
    internal = {"POLYBENCH_H", "POLYBENCH_ENABLE_INTARRAY_PAD"}
    assert (theirs | loop_bounds) - internal - ours == set()


def _benchmarks() -> list[str]:
    return (POLYBENCH / "utilities" / "benchmark_list").read_text().split() if POLYBENCH.is_dir() else []


@needs_polybench
@pytest.mark.parametrize("header", ["shipped", "PolyBench's"])
def test_every_polybench_file_parses_as_shipped(header):
    """With polyviz's polybench.h (no options) and with PolyBench's own (-I utilities)."""
    include_dirs = [POLYBENCH / "utilities"] if header != "shipped" else []
    failures = {}
    for name in _benchmarks():
        try:
            Kernel.from_file(POLYBENCH / name, include_dirs=include_dirs, defines=["MINI_DATASET"])
        except ScopError as error:
            failures[name] = str(error).splitlines()[0]
    assert failures == {}


@needs_polybench
def test_polybench_files_compile_with_the_shipped_header():
    for name in _benchmarks():
        path = POLYBENCH / name
        result = subprocess.run(["gcc", "-fsyntax-only", "-Werror=implicit-function-declaration",
                                 "-I", str(INCLUDE_DIR), str(path)], capture_output=True, text=True)
        assert result.returncode == 0, f"{name}: {result.stderr}"
