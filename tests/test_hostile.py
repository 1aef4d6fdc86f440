"""Hostile input: every case ends in one clear error, in bounded time, never a traceback.

Each case runs in a child process with a timeout (a hang fails the test; no timing is asserted),
and checks the exit code or the error type and the key words of the message. The big inputs are
generated here at run time.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from process_checks import assert_process_group_ends

from polyviz.cli import build_parser

ROOT = Path(__file__).resolve().parent.parent
GEMM = ROOT / "kernels_c" / "gemm.c"
#: Seconds any one case may take before it counts as a hang (the preprocessor limit is 10 s).
HANG = 90
SMALL = "void k(int n, double A[n]) {\n  for (int i = 0; i < n; i++)\n    A[i] = A[i] + 1.0;\n}\n"


def loops(count: int) -> str:
    return "void k(int n, double A[n]) {\n" + "".join(
        f"  for (int i{k} = 0; i{k} < n; i{k}++) A[i{k}] += 1.0;\n" for k in range(count)) + "}\n"


def macro_bomb() -> str:
    defines = "#define A0 x+x\n" + "".join(f"#define A{k} A{k - 1}+A{k - 1}\n" for k in range(1, 26))
    return defines + "void k(int n, double A[n], double x) {\n  for (int i = 0; i < n; i++)\n    A[i] = A25;\n}\n"


def deep_nest(depth: int, braces: bool) -> str:
    opening = "".join(f"for (int i{k} = 0; i{k} < n; i{k}++)" + (" {\n" if braces else "\n") for k in range(depth))
    return "void k(int n, double A[n]) {\n" + opening + "A[i0] += 1.0;\n" + ("}\n" * depth if braces else "") + "}\n"


def with_body(expression: str) -> str:
    return f"void k(int n, double A[n]) {{\n  for (int i = 0; i < n; i++)\n    A[i] = {expression};\n}}\n"


#: name -> (file content: str or bytes, words the message must contain). All exit 2.
FILES: dict[str, tuple] = {
    "include /dev/zero": ("#include </dev/zero>\n" + SMALL, ["/dev/zero", "device", "regular files", "line 1"]),
    "include /dev/random": ('#include "/dev/random"\n' + SMALL, ["/dev/random", "device", "line 1"]),
    "macro bomb": (macro_bomb(), ["preprocess", "limit", "POLYVIZ_PREPROCESS"]),
    "30 000 one-line loops": (loops(30_000), ["too many statements", "30,000", "POLYVIZ_MAX_STATEMENTS"]),
    "150 loops in one nest": (loops(150), ["too many statements in the loop nest", "150 > 100",
                                           "POLYVIZ_MAX_SCOP_STATEMENTS", "line 2"]),
    "nest deeper than the parser allows": (deep_nest(1000, braces=True), ["nested too deeply", "line"]),
    "unbraced nest 300 deep": (deep_nest(300, braces=False), ["nested more than", "line"]),
    "3000 parentheses": (with_body("(" * 3000 + "1.0" + ")" * 3000), ["nested too deeply", "line 3"]),
    "sum of 50 000 terms": (with_body("1.0+" * 50_000 + "1.0"), ["nested more than", "line 3"]),
    "latin-1 file": ("void k(int n, double A[n]) { /* caf\xe9 */\n".encode("latin-1") + SMALL[28:].encode(),
                     ["not UTF-8", "0xe9", "line 1"]),
    "binary file": (bytes(range(256)) * 20, ["binary", "UTF-8"]),
    "NUL byte": (SMALL.replace("1.0;", "1.0;\0").encode(), ["NUL", "line 3"]),
    "K&R definition": ("void kernel(n, A) int n; double A[]; { int i; for (i = 0; i < n; i++) A[i] = 1.0; }\n",
                       ["K&R", "parameter list", "line 1"]),
    "empty loop body": ("void k(int n, double A[n]) {\n  for (int i = 0; i < n; i++) ;\n}\n",
                        ["empty body", "line 2"]),
    "decreasing loop with an upper bound": (
        "void k(int n, double A[n]) {\n  for (int i = n - 1; i < n; i--)\n    A[0] += 1.0;\n}\n",
        ["never ends", "unbounded", "line 2"]),
    "unsigned iterator wrapping below 0": (
        "void k(int n, double A[n]) {\n  for (unsigned i = n; i >= 0; i--)\n    A[0] += 1.0;\n}\n",
        ["unsigned", "wraps around", "line 2"]),
    # Valid C11 identifiers that pycparser cannot read: named with their place, never a traceback.
    "non-ASCII local": (SMALL.replace("{\n", "{\n  double \u00c5 = 2.0;\n", 1).replace("A[i] + 1.0", "A[i] * \u00c5"),
                        ["'\u00c5' is not supported", "ASCII", "line 2, column 10"]),
    "non-ASCII array parameter": (SMALL.replace("A", "\u03b2"), ["'\u03b2' is not supported", "line 1, column 22"]),
    "universal character name": (SMALL.replace("(int i = 0; i < n; i++)", "(int \\u03b2 = 0; \\u03b2 < n; \\u03b2++)")
                                 .replace("A[i]", "A[\\u03b2]"), ["'\\u03b2' is not supported", "line 2, column 12"]),
}


def run(args: list[str], *, timeout: float = HANG, env: dict | None = None, cwd: Path | None = None):
    """The CLI in a child process; a hang beyond ``timeout`` fails the test."""
    try:
        return subprocess.run([sys.executable, "-m", "polyviz.cli", *args], capture_output=True, text=True,
                              timeout=timeout, env={**os.environ, **(env or {})}, cwd=cwd)
    except subprocess.TimeoutExpired:
        pytest.fail(f"polyviz {' '.join(args)[:80]} did not finish within {timeout} s")


def api(code: str, *, timeout: float = HANG) -> dict:
    """Run ``code`` (which sets ``result``) in a child process; the error it raised, as data."""
    script = textwrap.dedent("""
        import json, sys
        import polyviz
        from polyviz import Kernel
        try:
            {body}
            print(json.dumps({{"error": None}}))
        except Exception as error:
            print(json.dumps({{"error": type(error).__name__, "message": str(error)}}))
    """).format(body=textwrap.indent(textwrap.dedent(code), "    ").strip())
    try:
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=timeout,
                              cwd=ROOT)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{code.strip()[:80]} did not finish within {timeout} s")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def write(tmp_path: Path, name: str, content) -> Path:
    path = tmp_path / (name.replace(" ", "_").replace("/", "_") + ".c")
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    return path


def assert_clean_failure(done, words, code=2):
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == code, (done.returncode, done.stderr)
    for word in words:
        assert word in done.stderr, (word, done.stderr)


@pytest.mark.parametrize("name", FILES)
def test_hostile_file_is_one_clear_error(name, tmp_path):
    content, words = FILES[name]
    done = run(["analyze", str(write(tmp_path, name, content))])
    assert_clean_failure(done, words)


@pytest.mark.parametrize("target", ["/dev/zero", "directory", "fifo"])
def test_devices_directories_and_fifos_are_refused(target, tmp_path):
    if target == "fifo":
        path = tmp_path / "pipe.c"
        os.mkfifo(path)
    else:
        path = tmp_path if target == "directory" else Path(target)
    done = run(["analyze", str(path)])
    assert_clean_failure(done, [str(path), "regular files"])


def test_include_of_a_fifo_is_refused(tmp_path):
    os.mkfifo(tmp_path / "pipe.h")
    source = write(tmp_path, "includer", '#include "pipe.h"\n' + SMALL)
    done = run(["analyze", str(source)])
    assert_clean_failure(done, ["pipe.h", "FIFO", "line 1"])


def test_a_preprocessor_that_blocks_is_stopped_with_its_own_children(tmp_path, monkeypatch):
    """An include computed by a macro is not checked before preprocessing: a FIFO blocks gcc's
    cc1, and the time limit ends the preprocessor's whole process group (driver and cc1)."""
    from polyviz import Kernel, ScopError
    from polyviz.frontend import preprocess

    os.mkfifo(tmp_path / "pipe.h")
    started = []
    popen = subprocess.Popen

    def recording_popen(*args, **kwargs):
        started.append(popen(*args, **kwargs))
        return started[-1]

    monkeypatch.setattr(preprocess.subprocess, "Popen", recording_popen)
    monkeypatch.setenv("POLYVIZ_PREPROCESS_SECONDS", "1")
    with pytest.raises(ScopError, match="did not finish within the limit of 1 seconds"):
        Kernel.from_c(f'#define PIPE "{tmp_path / "pipe.h"}"\n#include PIPE\n' + SMALL)
    (driver,) = [process for process in started if "-E" in process.args]
    assert_process_group_ends(driver.pid, "a process of the preprocessor, after its time limit,")


def test_include_of_a_device_from_a_header_is_refused(tmp_path):
    (tmp_path / "inner.h").write_text("#include </dev/zero>\n")
    source = write(tmp_path, "outer", '#include "inner.h"\n' + SMALL)
    assert_clean_failure(run(["analyze", str(source)]), ["/dev/zero", "device", "inner.h"])


def test_input_size_is_bounded_and_configurable(tmp_path):
    big = write(tmp_path, "big", SMALL + "/*" + "x" * (5 * 2**20) + "*/\n")
    assert_clean_failure(run(["analyze", str(big)]), ["larger than the limit", "POLYVIZ_MAX_INPUT_BYTES"])
    small = write(tmp_path, "small", SMALL)
    assert_clean_failure(run(["analyze", str(small)], env={"POLYVIZ_MAX_INPUT_BYTES": "20"}),
                         ["larger than the limit", "20 bytes"])
    assert run(["analyze", str(small)]).returncode == 0


def test_preprocessor_output_is_bounded(tmp_path):
    # 2^18 copies of a 100-character macro: 26 MB, past the 8 MiB cap.
    defines = "#define B0 " + "x+" * 50 + "x\n" + "".join(f"#define B{k} B{k - 1} B{k - 1}\n" for k in range(1, 19))
    source = write(tmp_path, "wide", defines + "double y[] = { B18 };\n" + SMALL)
    assert_clean_failure(run(["analyze", str(source)]), ["preprocess", "POLYVIZ_PREPROCESS"])


def test_encodings_with_a_byte_order_mark_are_read(tmp_path):
    for encoding in ("utf-16", "utf-8-sig", "utf-32"):
        path = tmp_path / f"{encoding}.c"
        path.write_bytes(SMALL.encode(encoding))
        done = run(["analyze", str(path)])
        assert done.returncode == 0, (encoding, done.stderr)
        assert "S0" in done.stdout


def test_a_ten_deep_triangular_nest_is_analysed_in_bounded_time(tmp_path):
    # Each loop bounded by the one around it: the distance set of s's dependences, a projection of
    # a 20-dimensional relation, took minutes to compute (about 7 times longer per loop).
    names = "abcdefghkl"
    nest = "".join(f"for (int {c} = 0; {c} < {outer}; {c}++)\n"
                   for c, outer in zip(names, ["n", *names]))
    source = f"double s;\nvoid k(int n) {{\n{nest}s += 1;\n}}\n"
    done = run(["analyze", str(write(tmp_path, "deep", source))])
    assert done.returncode == 0, done.stderr
    assert "RAW S0 -> S0 on s: direction (0+, *, *, *, *, *, *, *, *, *); carried by a, b, c, d, e, f, g, h, k, l" \
        in done.stdout
    assert done.stdout.count("sequential (carries RAW on s, WAR on s, WAW on s)") == 10


def test_loops_in_the_allowed_range_still_work(tmp_path):
    # The limits must not refuse ordinary code: unsigned loops that stay in range, a long (but
    # sub-limit) sum, a 12-deep nest, and an #include of a regular file.
    (tmp_path / "sizes.h").write_text("#define SCALE 2.0\n")
    source = ('#include "sizes.h"\nvoid k(int n, double A[n]) {\n'
              "  for (unsigned i = n; i > 0; i--) A[i - 1] += SCALE;\n"
              "  for (unsigned j = 0; j < n; j++) A[j] = " + "1.0+" * 150 + "1.0;\n}\n")
    done = run(["analyze", str(write(tmp_path, "fine", source))])
    assert done.returncode == 0, done.stderr


#: recipe on gemm (or on SMALL) -> words the RecipeError must contain.
RECIPES = {
    ("small", "unroll(i, 100000)"): ["100,000 copies", "POLYVIZ_MAX_GENERATED_STATEMENTS"],
    ("small", "unroll(i)"): ["cannot be unrolled completely", "not bounded by a constant", "unroll(i, 4)"],
    ("small", "tile(i=" + "9" * 10_000 + ")"): ["out of range", "10,000 digits", "column 8"],
    ("gemm", "tile(i=4, i=8)"): ["i= is given twice"],
    ("gemm", "skew(j@S0, j@S1, 2)"): ["different nests", "j@S0", "j@S1", "enclose"],
    ("gemm", "interchange(j@S0, j@S0)"): ["name the same loop"],
    ("gemm", "auto(); unroll(i, 2); tile(j, 21, i, 26, k_t, 33)"): ["recipe step 3", "not perfectly nested"],
    ("gemm", "auto(parallel=sometimes)"): ["True or False", "sometimes"],
    ("gemm", "auto(tile_size=-4)"): ["tile_size", "-4"],
}


@pytest.mark.parametrize("kernel, recipe", RECIPES, ids=lambda v: v[:40])
def test_hostile_recipe_is_one_clear_error(kernel, recipe, tmp_path):
    source = GEMM if kernel == "gemm" else write(tmp_path, "small", SMALL)
    done = run(["transform", str(source), "--recipe", recipe])
    assert_clean_failure(done, RECIPES[kernel, recipe])


def test_unroll_within_the_limit_is_generated_and_runs_as_before():
    # A constant-trip inner loop unrolls; the code is compiled and compared with the original.
    result = api(r"""
        kernel = Kernel.from_c("void k(int n, double A[n][4]) {\n  for (int i = 0; i < n; i++)\n"
                               "    for (int j = 0; j < 4; j++)\n      A[i][j] = A[i][j] * 2.0 + j;\n}\n")
        bench = polyviz.bench(kernel, ["unroll(j); unroll(i, 8)"], {"n": 37}, repeat=0)
        assert all(r.ok and r.verified is not None for r in bench.records), bench
        assert len(bench.records) == 2, bench
    """)
    assert result["error"] is None, result


def test_every_documented_auto_option_is_accepted_in_a_recipe():
    result = api("""
        kernel = Kernel.from_file("kernels_c/gemm.c")
        for recipe in ["auto(tile_size=0)", "auto(tile_size=16)", "auto(no_alias=True, reassociate=True)",
                       "auto(parallel=False)", "auto(parallel=0)"]:
            schedule = kernel.apply_recipe(recipe)
            assert schedule.steps, recipe
        assert "16" in kernel.apply_recipe("auto(tile_size=16)").recipe
        assert "parallel" not in kernel.apply_recipe("auto(parallel=False)").recipe
    """)
    assert result["error"] is None, result


@pytest.mark.parametrize("work", ["reordered.generate()", "kernel.apply_recipe('auto()').generate()",
                                  "kernel.apply_recipe('isl_schedule()')", "kernel.schedule().auto()",
                                  "polyviz.viz.dependence_figure(kernel.scop.domain, kernel.dependences(), "
                                  "{'n': 6, 'tsteps': 3})"])
def test_isl_budget_makes_steps_code_generation_auto_and_plots_too_complex_not_hung(work):
    """auto()'s own isl work between the steps it tries, and a plot's drawing data, are bounded too."""
    result = api(f"""
        import os
        import polyviz.viz
        kernel = Kernel.from_file("kernels_c/heat-3d.c")
        kernel.dependences()
        # Made before the budget: a reordered schedule's code comes from isl's AST (an unchanged
        # schedule prints the user's own loops, with no isl work to bound).
        reordered = kernel.apply_recipe("parallel(i@S0)")
        os.environ["POLYVIZ_ISL_OPERATIONS"] = "2000"
        {work}
    """)
    assert result["error"] == "AnalysisTooComplex", result
    assert "too complex" in result["message"] and "POLYVIZ_ISL_OPERATIONS" in result["message"]


BIG = ("// polyviz-test: n=10\nvoid k(int n, double A[n][n], double B[n]) {\n  for (int i = 0; i < n; i++)\n"
       "    for (int j = 0; j < n; j++)\n      A[i][j] = A[i][j] + B[j];\n}\n")


def test_bench_sizes_beyond_the_memory_cap_are_refused_naming_the_array(tmp_path):
    done = run(["bench", str(write(tmp_path, "big", BIG)), "--size", "n=1000000000", "--baselines", "original"])
    assert_clean_failure(done, ["array A", "1000000000 x 1000000000", "8,000,000,000,000,000,000 bytes",
                                "memory cap", "POLYVIZ_MAX_ARRAY_BYTES"])


def test_numpy_lines_run_only_when_the_numpy_baseline_is_named(tmp_path):
    marker = tmp_path / "numpy-ran"
    source = write(tmp_path, "numpy", f"// polyviz-numpy: open({str(marker)!r}, 'w').close()\n" + BIG)
    done = run(["bench", str(source), "--size", "n=8", "--repeat", "1", "--baselines", "original"])
    assert done.returncode == 0, done.stderr
    done = run(["bench", str(source), "--size", "n=8", "--repeat", "1"])
    assert done.returncode == 0, done.stderr
    assert not marker.exists()
    help_text = run(["bench", "--help"]).stdout
    assert "numpy is never a default" in " ".join(help_text.split())
    run(["bench", str(source), "--size", "n=8", "--repeat", "1", "--baselines", "original,numpy"])
    assert marker.exists()


def test_cache_directory_is_private_and_foreign_or_open_caches_are_refused(tmp_path):
    cache = tmp_path / "new-cache"
    done = run(["bench", str(write(tmp_path, "small", SMALL)), "--size", "n=8", "--repeat", "1", "--baselines",
                "original"], env={"POLYVIZ_CACHE": str(cache)})
    assert done.returncode == 0, done.stderr
    assert cache.stat().st_mode & 0o777 == 0o700
    library = next(cache.glob("*.so"))
    library.chmod(0o666)
    done = run(["bench", str(tmp_path / "small.c"), "--size", "n=8", "--repeat", "1", "--baselines", "original"],
               env={"POLYVIZ_CACHE": str(cache)})
    assert "writable by other users" in done.stderr and "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 2
    cache.chmod(0o777)
    done = run(["bench", str(tmp_path / "small.c"), "--size", "n=8", "--repeat", "1", "--baselines", "original"],
               env={"POLYVIZ_CACHE": str(cache)})
    assert "build cache directory" in done.stderr and "writable by other users" in done.stderr, done.stderr
    if os.getuid() == 0:
        os.chown(cache, 12345, 12345)
        cache.chmod(0o700)
        done = run(["bench", str(tmp_path / "small.c"), "--size", "n=8", "--repeat", "1", "--baselines",
                    "original"], env={"POLYVIZ_CACHE": str(cache)})
        assert "owned by user id 12345" in done.stderr, done.stderr


def test_explorer_shows_too_complex_instead_of_freezing():
    result = api("""
        import os
        from polyviz.widgets import Explorer
        os.environ["POLYVIZ_ISL_OPERATIONS"] = "3000"
        explorer = Explorer(open("kernels_c/heat-3d.c").read(), recipe="auto()", save_to=None, background=False)
        assert "too complex" in explorer.message.value, explorer.message.value
        assert "internal error" not in explorer.message.value
    """)
    assert result["error"] is None, result



def test_explorer_redrawing_a_plot_beyond_the_budget_shows_too_complex():
    """The kernel is analysed within the budget; then the budget shrinks and a parameter moves, so
    the view is recomputed (plots included) under it: the Explorer says so and stays usable."""
    result = api("""
        import os
        from polyviz.widgets import Explorer
        explorer = Explorer(open("kernels_c/heat-3d.c").read(), save_to=None, background=False)
        assert "too complex" not in explorer.message.value
        os.environ["POLYVIZ_ISL_OPERATIONS"] = "2000"
        explorer.parameter_sliders.children[0].value += 1
        assert "too complex" in explorer.message.value, explorer.message.value
        assert "internal error" not in explorer.message.value
        del os.environ["POLYVIZ_ISL_OPERATIONS"]
        explorer.parameter_sliders.children[0].value += 1
        assert "too complex" not in explorer.message.value, explorer.message.value
    """)
    assert result["error"] is None, result

#: Values for options a verb requires (the others get their first choice or "x").
REQUIRED_VALUES = {"--recipe": "parallel(i)"}


def every_verb(path: str) -> list[list[str]]:
    """One command line per CLI verb on ``path``, with the verb's required options filled in."""
    parser = build_parser()
    verbs = next(action for action in parser._actions if action.choices and action.dest == "command").choices
    commands = []
    for verb, sub in verbs.items():
        args = [verb, path]
        for action in sub._actions:
            if action.required and action.option_strings:
                value = list(action.choices)[0] if action.choices else REQUIRED_VALUES.get(action.option_strings[0], "x")
                args += [action.option_strings[0], value]
        if verb == "bench":
            args += ["--size", "n=4", "--repeat", "1", "--baselines", "original"]
        commands.append(args)
    return commands


def test_no_cli_verb_prints_a_traceback_on_any_hostile_input(tmp_path):
    paths = [str(write(tmp_path, name, content)) for name, (content, _) in FILES.items()]
    paths += ["/dev/zero", str(tmp_path)]
    os.mkfifo(tmp_path / "pipe.c")
    paths.append(str(tmp_path / "pipe.c"))
    commands = [command for path in paths for command in every_verb(path)]
    assert {c[0] for c in commands} >= {"analyze", "transform", "bench"}
    env = {"POLYVIZ_PREPROCESS_SECONDS": "3"}
    with ThreadPoolExecutor(max_workers=3) as pool:
        results = list(pool.map(lambda command: (command, run(command, env=env)), commands))
    failures = [(" ".join(command)[:120], done.returncode, done.stderr[-300:]) for command, done in results
                if "Traceback" in done.stderr or done.returncode in (0, 1)]
    assert not failures, failures
