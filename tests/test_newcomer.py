"""What a newcomer meets in the first hour: the version, --debug and --help, messages that say
what to type, broken pipes, the compile cache, and API calls that must just work."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import polyviz
from polyviz.cli import main
from polyviz.transform.cachemodel import CacheModel
from polyviz.runtime import cache_dir, compile_variant

ROOT = Path(__file__).resolve().parent.parent
GEMM = ROOT / "kernels_c" / "gemm.c"
POLYVIZ = [sys.executable, "-m", "polyviz.cli"]


def test_version_is_the_installed_distributions(capsys):
    from importlib.metadata import version

    assert polyviz.__version__ == version("polyviz-polyhedral-explorer")
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out.strip() == f"polyviz {polyviz.__version__}"


@pytest.mark.parametrize("where", ["before", "after"])
def test_debug_works_before_and_after_the_subcommand(where, tmp_path, capsys):
    bad = tmp_path / "bad.c"
    bad.write_text("void f(int n, double A[n]) {\n  for (int i = 0; i < n; i++)\n    A[A[i]] = 0;\n}\n")
    argv = ["--debug", "analyze", str(bad)] if where == "before" else ["analyze", str(bad), "--debug"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "Traceback" in err and "line 3" in err
    assert main(["analyze", str(bad)]) == 2
    assert "Traceback" not in capsys.readouterr().err


def _help(*command: str) -> str:
    """The --help text of ``polyviz COMMAND``, as a newcomer's terminal shows it."""
    return subprocess.run([*POLYVIZ, *command, "--help"], capture_output=True, text=True, check=True).stdout


COMMANDS = ("analyze", "transform", "export", "bench", "cache")


def test_help_names_the_commands_and_the_exit_codes_and_sends_to_transform_for_the_steps():
    text = _help()
    assert all(f"    {command} " in text or f"    {command}\n" in text for command in COMMANDS), text
    assert "exit codes: 0 success; 2 bad input" in text and "3 an illegal transformation" in text
    assert "polyviz transform --help lists the recipe steps" in text
    assert not [step for step in polyviz.transform.STEPS if f" {step}(" in text], text


@pytest.mark.parametrize("command", COMMANDS)
def test_each_commands_help_is_its_own(command, capsys):
    """Only transform lists the recipe steps, only bench its baselines, only cache and bench the
    cache's folder; none repeats the top-level exit codes."""
    with pytest.raises(SystemExit) as done:
        main([command, "--help"])
    assert done.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert text.startswith(f"usage: polyviz {command} ")
    steps = [spec.usage() for spec in polyviz.transform.STEPS.values() if spec.usage() in text]
    assert bool(steps) == (command == "transform"), steps
    assert ("bench runs by default: original, gcc-graphite, clang-polly, clang-polly-parallel" in text) \
        == (command == "bench")
    assert (str(cache_dir()) in text) == (command in ("bench", "cache"))
    assert "exit codes" not in text
    assert ("recipe steps: polyviz transform --help lists them" in text) == (command in ("export", "bench"))


def test_bench_help_gives_its_defaults():
    sub = " ".join(_help("bench").split())
    assert "FILE" in sub and "(default 5)" in sub and "(default 60)" in sub and "--debug" in sub
    assert "numpy only when named" in sub and "20-45 s" in sub and "polyviz cache clear" in sub


@pytest.mark.parametrize("argv", [["--help"], ["--version"]])
def test_help_and_version_import_neither_islpy_nor_numpy(argv):
    """The console script imports polyviz.cli, which imports the polyviz package: neither may
    load the model (islpy) or the runtime (numpy) before argparse has answered."""
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "polyviz.cli", *argv], capture_output=True,
                          text=True, check=True)
    imported = {line.rsplit("|", 1)[1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}
    assert "polyviz" in imported and done.stdout.startswith(("usage: polyviz", "polyviz "))
    assert not imported & {"islpy", "numpy", "pycparser", "cffi"}, sorted(imported & {"islpy", "numpy", "pycparser", "cffi"})


def test_the_package_still_gives_every_public_name():
    done = subprocess.run([sys.executable, "-c", "import polyviz, sys\n"
                           "assert 'islpy' not in sys.modules\n"
                           "print(sorted(n for n in polyviz.__all__ if getattr(polyviz, n, None) is None))\n"
                           "print(sorted(polyviz.transform.STEPS)[:1])"],
                          capture_output=True, text=True, check=True)
    assert done.stdout.split("\n")[:2] == ["[]", "['allow_reassociation']"], done.stdout
    with pytest.raises(AttributeError, match="no attribute 'Kernal'"):
        polyviz.Kernal


def test_an_empty_recipe_lists_the_loops_as_the_help_says(capsys):
    assert main(["transform", str(GEMM), "--recipe", "", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["loops"] == ["i", "j@S0", "k", "j@S1"]


def test_a_closed_pipe_ends_quietly():
    # `polyviz analyze gemm.c --json | head -1`: the reader leaves after one line.
    reader = subprocess.Popen([*POLYVIZ, "analyze", str(GEMM), "--json"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE)
    reader.stdout.readline()
    reader.stdout.close()
    err = reader.stderr.read().decode()
    assert reader.wait(timeout=60) == 0
    assert "Traceback" not in err and "BrokenPipe" not in err, err


def test_parameterless_kernel_has_no_empty_context():
    kernel = polyviz.Kernel.from_c("void f(double A[10]) {\n  for (int i = 1; i < 10; i++)\n"
                                   "    A[i] = A[i - 1];\n}\n")
    text = kernel.describe()
    assert "context: (no parameters)" in text and "{  :  }" not in text


def test_missing_sizes_say_how_to_give_them():
    kernel = polyviz.Kernel.from_c("void f(int T, int N, double A[N]) {\n  for (int t = 0; t < T; t++)\n"
                                   "    for (int i = 1; i < N; i++)\n      A[i] = A[i - 1];\n}\n")
    with pytest.raises(polyviz.PolyvizError) as error:
        polyviz.bench(kernel, ["original"])
    message = str(error.value)
    assert "--size T=… --size N=…" in message and "sizes={'T': …, 'N': …}" in message
    assert "// polyviz-bench: T=… N=…" in message


def test_bench_takes_baselines_as_a_keyword():
    kernel = polyviz.Kernel.from_file(GEMM)
    result = polyviz.bench(kernel, ["tile(k=4, j@S1=4)"], "test", baselines=["gcc-graphite"], repeat=0)
    assert result.labels[:2] == ["original", "tile(k=4, j@S1=4)"]
    assert "gcc-graphite" in result.labels or any("gcc-graphite" in n for n in result.notes)
    with pytest.raises(polyviz.PolyvizError, match="unknown icc"):
        polyviz.bench(kernel, [], "test", baselines=["icc"])


def test_interchange_names_the_loops_in_the_order_typed():
    kernel = polyviz.Kernel.from_file(GEMM)
    with pytest.raises(polyviz.RecipeError, match=r"loops i, j@S1 are not perfectly nested"):
        kernel.schedule().interchange("i", "j@S1")


def test_wavefront_says_what_the_new_loops_are_called(capsys):
    kernel = polyviz.Kernel.from_file(ROOT / "kernels_c" / "tutorial_stencil.c")
    waved = kernel.schedule().tile(i=8, j=8).wavefront("i_t", "j_t")
    assert waved.loops() == ("w", "i_t", "i_p", "j_p")
    assert waved.notes == ("wavefront(i_t, j_t) replaced loop 'j_t' by 'w' = i_t + j_t: "
                           "the loops are now w, i_t, i_p, j_p",)
    with pytest.raises(polyviz.RecipeError, match=r"unknown loop 'j_t'.*replaced loop 'j_t' by 'w'"):
        waved.parallel("j_t")
    assert waved.parallel("i_t").notes == ()
    main(["transform", str(ROOT / "kernels_c" / "tutorial_stencil.c"), "--recipe", "wavefront(i, j)"])
    assert "note: wavefront(i, j) replaced loop 'j' by 'w'" in capsys.readouterr().err


def test_json_separates_marked_and_possible_parallel_loops(capsys):
    assert main(["transform", str(GEMM), "--recipe", "parallel(i)", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["parallel_loops"] == ["i"]
    assert data["parallelizable_loops"] == ["i", "j@S0", "j@S1"]   # k carries the sum into C


def test_undo_after_fuse_undoes_the_fuse_as_typed():
    kernel = polyviz.Kernel.from_file(ROOT / "kernels_c" / "jacobi-1d.c")
    fused = kernel.schedule().fuse("i@S0", "i@S1")
    assert fused.recipe == "shift(S1, i@S1, 1); fuse(i@S0, i@S1)"
    assert fused.undo().recipe == ""
    skewed = fused.skew("i", "t", 2)
    assert skewed.undo().recipe == fused.recipe


def test_explorer_without_the_lab_extras_says_which_extra():
    code = ("import sys; sys.modules['ipywidgets'] = None\nimport polyviz\n"
            "try:\n    polyviz.Explorer\nexcept ModuleNotFoundError as e:\n    print(e)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert "polyviz.Explorer needs the 'lab' extras, and ipywidgets is not installed" in out
    assert "pip install -e '.[lab]'" in out


def test_kernels_c_finds_the_checkouts_kernels_from_anywhere(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert polyviz.kernels_c("gemm") == GEMM and polyviz.kernels_c("gemm.c") == GEMM
    with pytest.raises(polyviz.PolyvizError, match="no kernel 'gemm3'.*there are 2mm, atax"):
        polyviz.kernels_c("gemm3")


def test_a_tile_sweep_prints_as_a_table():
    kernel = polyviz.Kernel.from_file(GEMM)
    with ThreadPoolExecutor(1) as pool:
        grid = polyviz.sweep(kernel, "tile(k={tk}, j@S1={tj})", {"tk": [2, 4], "tj": [3]}, "test",
                             repeat=1, executor=pool, progress=False)
    lines = str(grid).splitlines()
    assert lines[0].startswith("speedup over the original (") and "ni=13" in lines[0]
    assert lines[1].split() == ["tj", "\\", "tk", "2", "4"]
    cells = lines[2].split()
    assert cells[0] == "3" and all(c.rstrip("*").endswith("x") for c in cells[1:])
    assert sum(c.endswith("*") for c in cells) == 1


def test_the_compile_cache_is_cleared_by_the_cli_and_make(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("POLYVIZ_CACHE", str(tmp_path / "cache"))
    compile_variant("int f(void) { return 1; }\n")
    assert list(cache_dir().glob("*.so"))
    assert main(["cache"]) == 0 and "1 builds" in capsys.readouterr().out
    assert main(["cache", "clear"]) == 0
    assert capsys.readouterr().out.startswith("removed 2 files") and not list(cache_dir().iterdir())
    compile_variant("int g(void) { return 2; }\n")
    done = subprocess.run(["make", "clean-cache"], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, "POLYVIZ_CACHE": str(cache_dir())})
    assert done.returncode == 0, done.stderr
    assert not list(cache_dir().iterdir())


TIME_STENCIL_1D = """\
void smooth(int T, int N, double A[N]) {
  for (int t = 0; t < T; t++)
    for (int i = 1; i < N - 1; i++)
      A[i] = (A[i - 1] + A[i] + A[i + 1]) / 3;
}
"""
TIME_STENCIL_2D = """\
void relax(int T, int N, double A[N][N], double B[N][N]) {
  for (int t = 0; t < T; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        B[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j] + A[i + 1][j] + A[i][j + 1]) / 5;
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        A[i][j] = B[i][j];
  }
}
"""


def test_an_empty_auto_says_which_rule_found_nothing_and_why():
    in_place = polyviz.Kernel.from_file(ROOT / "kernels_c" / "tutorial_stencil.c").schedule().auto()
    assert in_place.recipe == ""
    assert in_place.notes == (
        "auto() found no step worth taking:",
        "permute: no loop of i, j walks memory better than the innermost, j",
        "tile: only perfect nests of 3 or more loops are tiled, and the nests here are i, j",
        "time tiling: no stencil time loop (a top-level loop that no write's subscript uses)",
        "parallel: i carries RAW on A; j carries RAW on A; and isl_schedule() exposed no parallel loop "
        "that keeps the nests whole and pays for its fork and join, nor another innermost loop")
    one_d = polyviz.Kernel.from_c("// polyviz-bench: T=500 N=100000\n" + TIME_STENCIL_1D).schedule().auto()
    assert one_d.recipe == ""
    assert "time tiling of t: its only space loop, i, is innermost and stays whole (stride 1, vectorised)" \
        in one_d.notes
    assert any(n.startswith("parallel: t carries RAW on A") and "i carries RAW on A" in n for n in one_d.notes)
    # A recipe that does something carries no such notes.
    assert polyviz.Kernel.from_file(GEMM).schedule().auto().notes == ()


# Rows of 2000 in two arrays: 8x16 tiles fit a 1 MB L2's budget, 8x32 would not; half that L2, 4x8.
@pytest.mark.parametrize("l2_bytes, tiles", [(1 << 20, "tile(t, 8, i, 16)"), (1 << 19, "tile(t, 4, i, 8)")])
def test_transform_takes_sizes_for_autos_model(tmp_path, capsys, monkeypatch, l2_bytes, tiles):
    # polyviz transform tiles for the machine's L2 (sysfs), which differs between machines.
    machine = CacheModel(l2_bytes=l2_bytes)
    monkeypatch.setattr(polyviz.benchmark, "machine_cache", lambda: machine)
    source = tmp_path / "relax.c"
    source.write_text(TIME_STENCIL_2D)
    assert main(["transform", str(source), "--recipe", "auto()", "--json"]) == 0
    without = json.loads(capsys.readouterr().out)
    assert "tile(" not in without["recipe"]
    assert without["notes"] == ["time tiling of t: the tile sizes come from the problem sizes, and none are known: "
                                "give them (polyviz transform --size NAME=VALUE, auto(sizes={...}) or a "
                                "// polyviz-bench: line)"]
    assert main(["transform", str(source), "--recipe", "auto()", "--size", "T=100", "--size", "N=2000", "--json"]) == 0
    tuned = json.loads(capsys.readouterr().out)
    assert f"skew(i, t, 2); {tiles}" in tuned["recipe"] and tuned["notes"] == []
    kernel = polyviz.Kernel.from_c(TIME_STENCIL_2D)
    assert kernel.apply_recipe("auto()", sizes={"T": 100, "N": 2000}, cache=machine).recipe == tuned["recipe"]


def test_the_explorer_shows_the_notes_of_the_last_step(tmp_path, monkeypatch):
    pytest.importorskip("ipywidgets")
    monkeypatch.chdir(tmp_path)
    explorer = polyviz.Explorer((ROOT / "kernels_c" / "tutorial_stencil.c").read_text(), recipe="wavefront(i, j)",
                                background=False, save_to=None)
    assert "replaced loop &#x27;j&#x27; by &#x27;w&#x27;" in explorer.message.value


def test_omp_h_is_read_like_any_system_header():
    source = ("#include <omp.h>\n#include <math.h>\nvoid scale(int n, double A[n]) {\n"
              "  for (int i = 0; i < n; i++)\n    A[i] = sqrt(A[i]) * 2;\n}\n")
    kernel = polyviz.Kernel.from_c(source)
    assert kernel.parameters == ("n",) and "omp.h" in kernel.translation_unit()
    # The real <omp.h> is what the compiler reads: the OpenMP variant builds and verifies against it.
    result = polyviz.bench(kernel, ["parallel(i)"], {"n": 1000}, repeat=0)
    assert result["parallel(i)"].ok and result["parallel(i)"].verified, result


@pytest.mark.heavy
def test_the_kernels_ship_inside_the_package(tmp_path):
    """A wheel (what `pip install` without -e builds) carries every file of kernels_c/ (a header a
    kernel includes as much as the kernels), so polyviz.kernels_c() works away from the checkout."""
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(tmp_path), str(ROOT)],
                   check=True, capture_output=True, timeout=600)
    (wheel,) = tmp_path.glob("*.whl")
    shipped = {name for name in zipfile.ZipFile(wheel).namelist() if name.startswith("polyviz/kernels_c/")}
    expected = {f"polyviz/kernels_c/{p.relative_to(ROOT / 'kernels_c')}" for p in (ROOT / "kernels_c").rglob("*")
                if p.is_file()}
    assert shipped == expected


def test_transform_writes_the_file_dash_o_names(tmp_path, capsys):
    source = tmp_path / "stencil.c"
    source.write_text((ROOT / "kernels_c" / "tutorial_stencil.c").read_text())
    recipe = ["--recipe", "wavefront(i, j); parallel(i)"]
    assert main(["transform", str(source), *recipe]) == 0
    printed = capsys.readouterr().out
    written = tmp_path / "out" / "stencil_t.c"
    written.parent.mkdir()
    assert main(["transform", str(source), *recipe, "-o", str(written)]) == 0
    assert written.read_text() == printed
    assert capsys.readouterr().out == ""
    assert main(["transform", str(source), *recipe, "--json", "-o", str(written)]) == 0
    assert json.loads(written.read_text())["code"] == printed


@pytest.mark.parametrize("where", ["input", "input by another path", "missing folder", "folder"])
def test_transform_dash_o_refuses_the_input_and_says_why_a_path_cannot_be_written(where, tmp_path, capsys):
    source = tmp_path / "stencil.c"
    original = (ROOT / "kernels_c" / "tutorial_stencil.c").read_text()
    source.write_text(original)
    output = {"input": source, "input by another path": tmp_path / "." / "link.c",
              "missing folder": tmp_path / "no" / "such.c", "folder": tmp_path}[where]
    if where == "input by another path":
        output.symlink_to(source)
    assert main(["transform", str(source), "--recipe", "wavefront(i, j)", "-o", str(output)]) == 2
    captured = capsys.readouterr()
    why = {"input": "that is the input file", "input by another path": "that is the input file",
           "missing folder": "No such file or directory", "folder": "Is a directory"}[where]
    assert captured.out == "" and captured.err == f"polyviz transform: -o {output}: {why}" + (
        "; write the transformed file elsewhere\n" if "input" in where else "\n")
    assert source.read_text() == original


def test_transform_says_which_recipe_auto_chose(capsys):
    """At the top of the file and once on stderr: the recipe, typed again, makes the same file."""
    source = str(ROOT / "kernels_c" / "mvt.c")
    assert main(["transform", source, "--recipe", "auto()", "--json"]) == 0
    chosen = json.loads(capsys.readouterr().out)["recipe"]
    assert main(["transform", source, "--recipe", "auto()"]) == 0
    out, err = capsys.readouterr()
    first, rest = out.split("\n", 1)
    assert chosen and first == f'/* polyviz transform --recipe "auto()": auto() chose {chosen} */'
    assert err == f"polyviz transform: auto() chose {chosen}\n"
    assert main(["transform", source, "--recipe", chosen]) == 0
    again = capsys.readouterr()
    assert again.out == rest and again.err == ""


def test_transform_says_when_auto_keeps_the_original_schedule(capsys):
    source = str(ROOT / "kernels_c" / "tutorial_stencil.c")
    assert main(["transform", source, "--recipe", "auto()", "--size", "n=3000"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith('/* polyviz transform --recipe "auto()": auto() kept the original schedule */\n')
    assert err.startswith("polyviz transform: auto() kept the original schedule\n")


@pytest.mark.tool_detection
@pytest.mark.parametrize("script, missing", [("bench_mlir.py", "mlir-opt-16"), ("bench_polly.py", "clang")])
def test_the_mlir_and_polly_benchmarks_say_which_tools_are_missing(script, missing, without_optional_tools,
                                                                    monkeypatch, capsys):
    import runpy

    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    monkeypatch.setattr(sys, "argv", [script, "gemm"])
    with pytest.raises(SystemExit) as done:
        runpy.run_path(str(ROOT / "benchmarks" / script), run_name="__main__")
    message = str(done.value.code)
    assert message.startswith(f"{script}: cannot measure the ") and missing in message, message
    assert capsys.readouterr().out == ""
