"""The standing proof on PolyBench/C 4.2.1: polyviz reads every kernel as shipped and auto()'s code is right.

Run: .venv/bin/python benchmarks/polybench_check.py [--polybench DIR] [--dataset MINI|SMALL|MEDIUM|LARGE|EXTRALARGE]
                                                   [--recipe-dataset LARGE] [--threads 1,2] [--jobs N] [--keep]
                                                   [kernel ...]

For each of the 30 kernels (``utilities/benchmark_list``), on PolyBench's own file and with only the
CLI's ``-I``/``-D`` options:

1. ``polyviz analyze FILE -I utilities -D<DATASET>_DATASET``;
2. ``polyviz transform … --recipe "auto(no_alias=True, reassociate=True)"`` and ``--recipe "auto()"``;
   with ``--recipe-dataset``, the first recipe is the one ``auto()`` makes for that dataset's sizes (its
   parallel loops and tiles: at MINI the fork/join model leaves every loop sequential), run at ``--dataset``;
3. each output and the original file compiled with PolyBench's harness (``utilities/polybench.c``,
   ``-DPOLYBENCH_DUMP_ARRAYS``) by ``gcc -O3 -ffp-contract=off -fopenmp``; the transformed programs
   run with each thread count (``OMP_NUM_THREADS``), the original once;
4. the dumped arrays compared with the original's: bit for bit, or, where the recipe reassociates a
   reduction (``allow_reassociation()``), within the relative tolerance of polyviz's own
   verification (1e-9 for double, 1e-4 for float data, against each array's scale).

PolyBench prints arrays with two decimals, which hides most wrong results; the programs are
therefore compiled with ``-include`` of a small header that makes the harness's ``fprintf`` print
the dumped floating-point values exactly (C's ``%a``). The files and the harness are unchanged.

One table row per kernel; exit status 1 when any step fails, 0 otherwise.

``--made-at LARGE --datasets MINI,SMALL,MEDIUM [--compilers gcc,clang-16]`` checks instead that the
transformed file builds for every ``-D`` the original builds for: one file per kernel, transformed
with ``-DLARGE_DATASET`` (``auto(no_alias, reassociate)``'s recipe for LARGE), is compiled with each
other dataset's ``-D`` by each compiler (clang with LLVM's OpenMP runtime, which also serves the gcc
harness's calls) and run on each thread count, against the original compiled by gcc at that dataset.
One row per kernel, one cell per dataset, compiler and thread count.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

import numpy as np

from polyviz.processes import run_process_group
from polyviz.runtime.build import mlir_openmp_runtime
from polyviz.runtime.verify import compare_arrays

REPO = Path(__file__).resolve().parents[1]
DEFAULT_POLYBENCH = REPO.parent / "shared" / "polybench-c-4.2.1"
DATASETS = ("MINI", "SMALL", "MEDIUM", "LARGE", "EXTRALARGE")
#: The two schedules checked, by the label of their table columns: the options of Schedule.auto().
RECIPES = {"auto(no_alias, reassociate)": {"no_alias": True, "reassociate": True}, "auto()": {}}
RTOL = {"double": 1e-9, "float": 1e-4}
#: The compiler of the original, the harness and auto()'s programs.
GCC = ("gcc", "-fopenmp")
#: The other compiler of --compilers, by name: its command and flags.
COMPILERS = {"gcc": GCC, "clang-16": ("clang-16", "-fopenmp")}
POLYVIZ_TIMEOUT = 900.0
COMPILE_TIMEOUT = 300.0
RUN_TIMEOUT = 600.0

#: Force-included into every compile: dumped floating-point values printed exactly (%a).
EXACT_DUMP_HEADER = r"""
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
static int polybench_check_fprintf(FILE *stream, const char *format, ...)
{
  va_list values;
  int written;
  if (!strcmp(format, "%0.2lf ") || !strcmp(format, "%0.2f "))
    format = "%a ";
  va_start(values, format);
  written = vfprintf(stream, format, values);
  va_end(values);
  return written;
}
#define fprintf polybench_check_fprintf
"""


@dataclass
class KernelResult:
    """One table row: the analysis, and per recipe its steps and the outcome at each thread count."""

    name: str
    analyze: str = "not run"
    recipes: dict[str, str] = field(default_factory=dict)
    #: ``outcomes[recipe label][threads]``: "exact", "rtol=1e-09", or what went wrong.
    outcomes: dict[str, dict[int, str]] = field(default_factory=dict)
    seconds: float = 0.0
    #: The outcomes' labels checked: the recipes, or (``--made-at``) "DATASET compiler" cells.
    labels: tuple[str, ...] = tuple(RECIPES)

    @property
    def analysed(self) -> bool:
        return self.analyze == "ok"

    def verified(self, label: str) -> bool:
        results = self.outcomes.get(label, {})
        return bool(results) and all(is_verified(o) for o in results.values())

    @property
    def ok(self) -> bool:
        return self.analysed and all(self.verified(label) for label in self.labels)

    def failures(self) -> list[str]:
        """Every failed step, as "what: why" lines."""
        found = [] if self.analysed else [f"analyze: {self.analyze}"]
        for label in self.labels:
            for threads, outcome in self.outcomes.get(label, {}).items():
                if not is_verified(outcome):
                    found.append(f"{label}, {threads} thread(s): {outcome}")
            if label not in self.outcomes and self.analysed:
                found.append(f"{label}: not run")
        return found


def is_verified(outcome: str) -> bool:
    return outcome == "exact" or outcome.startswith("rtol=")


class Checker:
    """Runs the check of single kernels in ``workdir`` (one sub-folder per kernel)."""

    def __init__(self, polybench: Path, dataset: str, threads: list[int], workdir: Path,
                 recipe_dataset: str | None = None):
        self.polybench = polybench
        self.dataset = dataset
        #: The dataset whose sizes auto_recipe() tunes for.
        self.recipe_dataset = recipe_dataset or dataset
        self.threads = threads
        self.workdir = workdir
        self.header = workdir / "polybench_check_exact_dump.h"
        self.header.write_text(EXACT_DUMP_HEADER)
        self.options = ["-I", str(polybench / "utilities"), f"-D{dataset}_DATASET"]

    def kernels(self) -> list[str]:
        return (self.polybench / "utilities" / "benchmark_list").read_text().split()

    def check(self, relative: str) -> KernelResult:
        start = time.perf_counter()
        source = self.polybench / relative
        result = KernelResult(source.stem)
        folder = self.workdir / source.stem
        folder.mkdir()
        analyzed = _polyviz("analyze", str(source), *self.options)
        result.analyze = "ok" if analyzed.returncode == 0 else _first_line(analyzed.stderr)
        reference = self.build_and_run(source, folder / "original", None)
        if isinstance(reference, str):
            for label in RECIPES:
                result.outcomes[label] = {t: f"the original failed: {reference}" for t in self.threads}
            result.seconds = time.perf_counter() - start
            return result
        for k, (label, auto_options) in enumerate(RECIPES.items()):
            recipe = self.auto_recipe(source, auto_options) if auto_options else "auto()"
            if recipe.startswith("error: "):
                result.outcomes[label] = {t: recipe[len("error: "):] for t in self.threads}
                continue
            variant = folder / f"variant{k}.c"
            output = self.transform(source, recipe, variant)
            if isinstance(output, str):
                result.outcomes[label] = {t: output for t in self.threads}
                continue
            result.recipes[label] = output["recipe"]
            rtol = RTOL[element_type(source)] if "allow_reassociation" in output["recipe"] else None
            outcomes = {}
            for threads in self.threads:
                dumped = self.build_and_run(variant, folder / f"variant{k}", threads, include_dir=source.parent)
                outcomes[threads] = dumped if isinstance(dumped, str) else compare_dumps(reference, dumped, rtol)
            result.outcomes[label] = outcomes
        result.seconds = time.perf_counter() - start
        return result

    def transform(self, source: Path, recipe: str, variant: Path) -> dict | str:
        """``polyviz transform``'s JSON output for ``recipe``, its code written to ``variant``; or what went wrong."""
        transformed = _polyviz("transform", str(source), *self.options, "--recipe", recipe, "--json")
        if transformed.returncode != 0:
            return f"transform: {_first_line(transformed.stderr)}"
        output = json.loads(transformed.stdout)
        variant.write_text(output["code"])
        return output

    def check_made_at(self, relative: str, made_at: str, datasets: list[str], compilers: list[str]) -> KernelResult:
        """One file transformed with ``-D<made_at>_DATASET`` built and verified at each of ``datasets`` by
        each of ``compilers`` on each thread count; the outcomes' labels are "DATASET compiler"."""
        start = time.perf_counter()
        source = self.polybench / relative
        result = KernelResult(source.stem, analyze="ok",
                              labels=tuple(f"{dataset} {name}" for dataset in datasets for name in compilers))
        folder = self.workdir / source.stem
        folder.mkdir()
        label, auto_options = next(iter(RECIPES.items()))
        made = Checker(self.polybench, made_at, self.threads, folder, made_at)
        recipe = made.auto_recipe(source, auto_options)
        variant = folder / "variant.c"
        output = recipe[len("error: "):] if recipe.startswith("error: ") else made.transform(source, recipe, variant)
        for dataset in datasets:
            (folder / dataset).mkdir()
            checker = Checker(self.polybench, dataset, self.threads, folder / dataset)
            reference = None if isinstance(output, str) else checker.build_and_run(source, folder / dataset / "original", None,
                                                                               harness=self.workdir / "polybench.o")
            rtol = RTOL[element_type(source)] if not isinstance(output, str) and "allow_reassociation" in output["recipe"] else None
            for name in compilers:
                cell = f"{dataset} {name}"
                if isinstance(output, str) or isinstance(reference, str):
                    why = output if isinstance(output, str) else f"the original failed: {reference}"
                    result.outcomes[cell] = {t: why for t in self.threads}
                    continue
                result.recipes[label] = output["recipe"]
                outcomes = {}
                for threads in self.threads:
                    dumped = checker.build_and_run(variant, folder / dataset / f"variant-{name}", threads,
                                                   include_dir=source.parent, compiler=COMPILERS[name],
                                                   harness=self.workdir / "polybench.o")
                    outcomes[threads] = dumped if isinstance(dumped, str) else compare_dumps(reference, dumped, rtol)
                result.outcomes[cell] = outcomes
        result.seconds = time.perf_counter() - start
        return result

    def auto_recipe(self, source: Path, auto_options: dict) -> str:
        """The steps of ``Schedule.auto(**auto_options)`` (options the recipe step ``auto()`` does not
        take), computed in a child process as the CLI would: for this machine's cache model (its L2
        and vector registers; the API's default model has AVX2's, whose 4x16 register blocks ran
        gemm at 0.57 of numpy's speed where this AVX-512 machine's 8x32 ran 0.67), or "error: …"."""
        program = ("import sys; from polyviz import Kernel; from polyviz.benchmark import machine_cache; "
                   "kernel = Kernel.from_file(sys.argv[1], include_dirs=[sys.argv[2]], defines=[sys.argv[3]]); "
                   f"print(kernel.schedule().auto(cache=machine_cache(), **{auto_options!r}).recipe)")
        try:
            found = run_process_group([sys.executable, "-c", program, str(source), str(self.polybench / "utilities"),
                                       f"{self.recipe_dataset}_DATASET"], POLYVIZ_TIMEOUT)
        except subprocess.TimeoutExpired:
            return f"error: auto() timed out after {POLYVIZ_TIMEOUT:g} s"
        if found.returncode != 0:
            lines = found.stderr.strip().splitlines()
            return f"error: auto(): {lines[-1] if lines else '(no message)'}"
        return found.stdout.strip()

    def _compile_flags(self) -> list[str]:
        return ["-O3", "-ffp-contract=off", "-I", str(self.polybench / "utilities"),
                f"-D{self.dataset}_DATASET", "-DPOLYBENCH_DUMP_ARRAYS", "-include", str(self.header)]

    def harness(self) -> Path | str:
        """PolyBench's ``utilities/polybench.c``, compiled once for every program (or what went wrong)."""
        harness = self.workdir / "polybench.o"
        built = compile_program([*GCC, *self._compile_flags(), "-c"], [self.polybench / "utilities" / "polybench.c"],
                                harness)
        return harness if not built else f"PolyBench's harness does not compile: {built}"

    def build_and_run(self, source: Path, binary: Path, threads: int | None,
                       include_dir: Path | None = None, compiler: Sequence[str] = GCC,
                       harness: Path | None = None) -> dict[str, np.ndarray] | str:
        """The arrays the program dumps, or what went wrong. The binary is built once, by ``compiler``
        (a command and its own flags) with ``harness`` (default: the work folder's ``polybench.o``).
        A compiler other than gcc compiles the file alone and links LLVM's OpenMP runtime by its path
        (which serves the gcc harness's OpenMP calls too): Debian's clang links it by a name only
        libomp-dev installs; without that runtime, gcc's."""
        harness = harness or self.workdir / "polybench.o"
        if not binary.exists():
            flags = [*self._compile_flags(), "-I", str(include_dir or source.parent)]
            if tuple(compiler) == GCC:
                built = compile_program([*compiler, *flags], [source, harness], binary)
            else:
                runtime = mlir_openmp_runtime()
                built = compile_program([*compiler, *flags, "-c"], [source], binary.with_suffix(".o"))
                if not built:
                    linker = [compiler[0]] + ([str(runtime)] if runtime is not None else ["-fopenmp", "-lgomp"])
                    built = compile_program(linker, [binary.with_suffix(".o"), harness], binary)
            if built:
                return built
        ran = run_program([str(binary)], threads or 1)
        return ran if isinstance(ran, str) else dumped_arrays(ran.stderr)


def compile_program(compiler: Sequence[str], sources: Sequence[Path], output: Path) -> str:
    """Compile ``sources`` into ``output`` with ``compiler`` (a command and its flags; its ``-l``
    libraries go after the sources, for linkers that drop unneeded libraries, then ``-lm``);
    "" or what went wrong. On the timeout the compiler's own passes are killed too."""
    libraries = [flag for flag in compiler if flag.startswith("-l")]
    linking = "-c" not in compiler
    command = [*(flag for flag in compiler if not flag.startswith("-l")), *map(str, sources),
               *libraries, *(["-lm"] if linking else []), "-o", str(output)]
    try:
        built = run_process_group(command, COMPILE_TIMEOUT)
    except subprocess.TimeoutExpired:
        return f"compile timed out after {COMPILE_TIMEOUT:g} s"
    if built.returncode != 0:
        errors = [line for line in built.stderr.splitlines() if "error" in line]
        return "compile error: " + (errors[0] if errors else _first_line(built.stderr))
    return ""


def run_program(command: list[str], threads: int, exact: bool = True,
                show_threads: bool = False) -> subprocess.CompletedProcess | str:
    """Run a program on ``threads`` OpenMP threads (BLAS on one), or what went wrong.  ``exact``:
    on that many threads even when other tasks hold CPUs (``OMP_DYNAMIC=false``; else generated
    parallel loops take only the free CPUs, see codegen's ``pv_free_cpus``), as a check must.
    ``show_threads``: generated code prints the threads it chose on stderr (``POLYVIZ_SHOW_THREADS``)."""
    environment = {**os.environ, "OMP_NUM_THREADS": str(threads), "OPENBLAS_NUM_THREADS": "1",
                   "MKL_NUM_THREADS": "1", **({"OMP_DYNAMIC": "false"} if exact else {}),
                   **({"POLYVIZ_SHOW_THREADS": "1"} if show_threads else {})}
    try:
        ran = run_process_group(command, RUN_TIMEOUT, env=environment)
    except subprocess.TimeoutExpired:
        return f"timed out after {RUN_TIMEOUT:g} s"
    if ran.returncode != 0:
        lines = ran.stderr.strip().splitlines()
        return f"crashed (exit status {ran.returncode})" + (f": {lines[-1]}" if lines else "")
    return ran


def _polyviz(*args: str) -> subprocess.CompletedProcess:
    try:
        return run_process_group([sys.executable, "-m", "polyviz.cli", *args], POLYVIZ_TIMEOUT)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(args, 1, "", f"polyviz {args[0]} timed out after {POLYVIZ_TIMEOUT:g} s")


def _first_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[0] if lines else "(no message)"


def element_type(source: Path) -> str:
    """"float" for kernels whose header makes DATA_TYPE float by default (deriche), else "double"."""
    header = source.with_suffix(".h").read_text()
    return "float" if "# define DATA_TYPE_IS_FLOAT" in header.replace("#  define", "# define") else "double"


def dumped_arrays(stderr: str) -> dict[str, np.ndarray]:
    """The arrays between PolyBench's ``begin dump: NAME`` and ``end   dump: NAME`` lines."""
    arrays: dict[str, np.ndarray] = {}
    name, values = None, []
    for line in stderr.splitlines():
        if line.startswith("begin dump:"):
            name, values = line.split(":", 1)[1].split()[0], []
            values += line.split(":", 1)[1].split()[1:]
        elif line.startswith("end   dump:"):
            arrays[name] = np.array([_value(v) for v in values])
            name = None
        elif name is not None:
            values += line.split()
    return arrays


def _value(text: str) -> float:
    return float.fromhex(text) if "0x" in text else float(text)


def compare_dumps(reference: dict[str, np.ndarray], dumped: dict[str, np.ndarray], rtol: float | None) -> str:
    if set(reference) != set(dumped):
        return f"dumped arrays {sorted(dumped)}, the original dumps {sorted(reference)}"
    for name, expected in reference.items():
        mismatch = compare_arrays(name, expected, dumped[name], rtol)
        if mismatch is not None:
            return f"wrong result: {mismatch}"
    return "exact" if rtol is None else f"rtol={rtol:g}"


def table(results: list[KernelResult], threads: list[int]) -> str:
    labels = list(results[0].labels if results else RECIPES)
    header = ["kernel", "analyze"] + [f"{label} {t}T" for label in labels for t in threads]
    rows = [header]
    for r in results:
        cells = [r.name, "ok" if r.analysed else "FAIL"]
        for label in labels:
            for t in threads:
                outcome = r.outcomes.get(label, {}).get(t, "not run")
                cells.append(outcome if is_verified(outcome) else "FAIL")
        rows.append(cells)
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def summary(results: list[KernelResult], threads: list[int]) -> str:
    total = len(results)
    lines = [f"analysed: {sum(r.analysed for r in results)}/{total}"]
    for label in (results[0].labels if results else RECIPES):
        lines.append(f"{label} verified at {', '.join(map(str, threads))} thread(s): "
                     f"{sum(r.verified(label) for r in results)}/{total}")
    lines.append(f"every cell verified: {sum(r.ok for r in results)}/{total}")
    for r in results:
        for failure in r.failures():
            lines.append(f"FAILED {r.name}: {failure}")
    return "\n".join(lines)


def run(polybench: Path, dataset: str, threads: list[int], kernels: list[str] | None = None,
        jobs: int | None = None, workdir: Path | None = None, recipe_dataset: str | None = None,
        made_at: str | None = None, datasets: list[str] | None = None,
        compilers: list[str] | None = None) -> list[KernelResult]:
    """Check ``kernels`` (default: all of ``benchmark_list``; names such as ``gemm``), in parallel;
    with ``made_at``, :meth:`Checker.check_made_at` at ``datasets`` with ``compilers``."""
    folder = Path(tempfile.mkdtemp(prefix="polybench-check-", dir=workdir))
    try:
        checker = Checker(polybench, dataset, threads, folder, recipe_dataset)
        harness = checker.harness()
        if isinstance(harness, str):
            raise SystemExit(f"polybench_check: {harness}")
        chosen = [k for k in checker.kernels() if kernels is None or Path(k).stem in kernels]
        unknown = set(kernels or ()) - {Path(k).stem for k in chosen}
        if unknown:
            raise SystemExit(f"polybench_check: unknown kernel(s): {', '.join(sorted(unknown))}")
        def check(relative: str) -> KernelResult:
            if made_at is None:
                return checker.check(relative)
            return checker.check_made_at(relative, made_at, datasets or [dataset], compilers or ["gcc"])

        with ThreadPoolExecutor(max_workers=jobs or os.cpu_count() or 1) as pool:
            return list(pool.map(check, chosen))
    finally:
        if workdir is None:
            shutil.rmtree(folder, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--polybench", type=Path, default=DEFAULT_POLYBENCH, help="PolyBench/C 4.2.1's folder")
    parser.add_argument("--dataset", default="MINI", type=str.upper, choices=DATASETS)
    parser.add_argument("--recipe-dataset", type=str.upper, choices=DATASETS,
                        help="compute auto(no_alias, reassociate)'s recipe for this dataset's sizes (default: --dataset)")
    parser.add_argument("--threads", default="1,2", help="comma-separated thread counts (default 1,2)")
    parser.add_argument("--jobs", type=int, help="kernels checked at once (default: the CPU count)")
    parser.add_argument("--keep", type=Path, metavar="DIR",
                        help="keep the generated files and binaries in a new folder inside DIR")
    parser.add_argument("--recipes", action="store_true", help="print each kernel's recipes after the table")
    parser.add_argument("--made-at", type=str.upper, choices=DATASETS,
                        help="transform once with this dataset's -D and check that file at --datasets instead")
    parser.add_argument("--datasets", default="MINI,SMALL,MEDIUM",
                        help="with --made-at: the datasets the one file is built and verified at")
    parser.add_argument("--compilers", default="gcc",
                        help=f"with --made-at: comma-separated compilers ({', '.join(COMPILERS)})")
    parser.add_argument("kernels", nargs="*", help="kernel names such as gemm (default: all 30)")
    args = parser.parse_args(argv)
    if not (args.polybench / "utilities" / "benchmark_list").is_file():
        print(f"polybench_check: no PolyBench/C 4.2.1 at {args.polybench} (use --polybench DIR)", file=sys.stderr)
        return 2
    try:
        threads = [int(t) for t in args.threads.split(",") if t.strip()]
    except ValueError:
        threads = []
    if not threads or min(threads) < 1:
        print("polybench_check: --threads takes positive integers such as 1,2", file=sys.stderr)
        return 2
    datasets = [d.strip().upper() for d in args.datasets.split(",") if d.strip()]
    compilers = [c.strip() for c in args.compilers.split(",") if c.strip()]
    if set(datasets) - set(DATASETS) or set(compilers) - set(COMPILERS):
        print(f"polybench_check: --datasets takes {', '.join(DATASETS)}; --compilers {', '.join(COMPILERS)}",
              file=sys.stderr)
        return 2
    start = time.perf_counter()
    results = run(args.polybench, args.dataset, threads, args.kernels or None, args.jobs, args.keep,
                  args.recipe_dataset, args.made_at, datasets, compilers)
    tuned = f" (auto(no_alias, reassociate) tuned for {args.recipe_dataset})" if args.recipe_dataset else ""
    if args.made_at:
        tuned = f": auto(no_alias, reassociate)'s file made at {args.made_at}, built at {', '.join(datasets)} by {', '.join(compilers)}"
    print(f"PolyBench/C 4.2.1, {args.dataset if not args.made_at else args.made_at}_DATASET{tuned}, -O3 -ffp-contract=off -fopenmp, "
          f"threads {', '.join(map(str, threads))}; exact = bit-identical dumps, rtol = within that tolerance "
          "(reassociated reductions)")
    print(table(results, threads))
    print(summary(results, threads))
    if args.recipes:
        for r in results:
            for label, recipe in r.recipes.items():
                print(f"{r.name} {label}: {recipe}")
    print(f"{time.perf_counter() - start:.0f} s")
    return 0 if all(r.ok for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
