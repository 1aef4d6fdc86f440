"""PolyBench/C 4.2.1 timed in its own harness: auto() at 1 and 2 threads and the peers against gcc -O3.

Run: .venv/bin/python benchmarks/bench_polybench.py [--polybench DIR] [--dataset LARGE] [--repeat 3] [--json]
                                                    [--noise] [--verify-dataset MINI] [--fallback-seconds 20]
                                                    [--jobs N] [kernel ...]

For each kernel (default: the 30 of ``utilities/benchmark_list``), on PolyBench's own file, ``main``, timer and
inputs, with only the CLI's ``-I``/``-D`` options (the machinery of ``polybench_check.py``):

1. the dataset: ``--dataset``, or the next smaller one where one run of gcc -O3 takes longer than
   ``--fallback-seconds``;
2. ``auto(no_alias=True, reassociate=True)``'s recipe at that dataset, spliced into the file by
   ``polyviz transform``;
3. verification first, at ``--verify-dataset`` with ``-DPOLYBENCH_DUMP_ARRAYS``: auto at 1 and 2 threads,
   clang-polly, clang-polly-parallel (2 threads) and numpy (gemm) against gcc -O3's dumps, bit for bit,
   or within polybench_check's tolerance where the recipe reassociates a reduction (numpy always);
4. timing with ``-DPOLYBENCH_TIME`` (PolyBench's timer, cache flushed before each run): ``--repeat``
   rounds, each running every variant once, so that machine noise hits all variants alike (more rounds
   for short kernels: enough for :data:`SHORT_KERNEL_SECONDS` of the original's runs, at most
   :data:`MAX_ROUNDS`); the median per variant; speedup = the original's median / the variant's, for
   verified variants only.

Every timing program links the same harness object (``utilities/polybench.c`` built once by gcc -O3
-march=native, without OpenMP), so that variants differ only in the kernel's file: built with OpenMP,
the harness flushes the cache on ``OMP_NUM_THREADS`` threads and leaves libgomp's worker threads
spinning when the kernel starts, which the original's harness does not.  auto()'s file is built with
``-fopenmp`` only when its code has an OpenMP pragma; without one, ``auto`` and ``auto_2threads`` run the
same binary, and any difference between them is the machine's noise.

Variants: ``original`` (gcc -O3 -march=native), ``auto`` (1 thread), ``auto_2threads``
(``OMP_NUM_THREADS=2``; timed as a user runs it, without ``OMP_DYNAMIC``: the 2 threads asked for, whatever
the load, and the threads its parallel loops chose in each run are recorded; verified with ``OMP_DYNAMIC=false``, on 2 threads whatever the load), ``clang-polly`` (clang -O3 -march=native -mllvm -polly, PolyBench's arrays
``restrict`` through its own ``-DPOLYBENCH_USE_RESTRICT``, as auto() is told ``no_alias``) and
``clang-polly-parallel`` (plus ``-polly-parallel``, 2 threads) when a clang with Polly is installed, and
``numpy`` for gemm (``C = beta*C + (alpha*A) @ B`` on PolyBench's inputs, one BLAS thread).
``--noise`` runs one busy CPU-bound process alongside every timed run (sharing, as on Binder).
Prints the table and geomeans, gemm's fraction of numpy's speed (a ratio of medians from the same
rounds) and auto's GFLOP/s on 1 thread per kernel, numpy's beside gemm's: the operations the
statements perform (:func:`operations`) over the median time (``--json``: machine-readable, the schema
of issue 19, and per variant its compiler, number of runs, fastest run, the speedup between fastest
runs, which a loaded machine disturbs less than the medians, and GFLOP/s; per kernel its operations).
"""
from __future__ import annotations

import argparse
import json
import math
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import polybench_check as check  # noqa: E402  (the sibling script: one set of PolyBench machinery)

import islpy as isl  # noqa: E402

from polyviz import Kernel  # noqa: E402
from polyviz.model import tokenize  # noqa: E402
from polyviz.runtime.bench import machine_info, text_table  # noqa: E402
from polyviz.runtime.build import Compiler, polly_clang  # noqa: E402

AUTO_OPTIONS = {"no_alias": True, "reassociate": True}
#: Variant name -> OpenMP threads it runs with.
THREADS = {"original": 1, "auto": 1, "auto_2threads": 2, "clang-polly": 1, "clang-polly-parallel": 2, "numpy": 1}
#: The variants whose geomean speedup is reported (numpy runs for gemm only).
SPEEDUP_VARIANTS = ("auto", "auto_2threads", "clang-polly", "clang-polly-parallel")
TIMING_FLAGS = ("-O3", "-march=native")
POLLY_FLAGS = ("-O3", "-march=native", "-mllvm", "-polly", "-DPOLYBENCH_USE_RESTRICT")
POLLY_PARALLEL_FLAGS = (*POLLY_FLAGS, "-mllvm", "-polly-parallel", "-lgomp")
#: The harness every timing program links (see the module docstring): no OpenMP.
HARNESS_COMPILER = ("gcc", *TIMING_FLAGS)
OPENMP_PRAGMA = re.compile(r"^\s*#\s*pragma\s+omp\b", re.MULTILINE)
#: Short kernels get more rounds: enough for this many seconds of the original's runs...
SHORT_KERNEL_SECONDS = 1.0
#: ...but no more rounds than this.
MAX_ROUNDS = 25
#: How much slower than auto on 1 thread auto on 2 threads may be (issue 19's robustness goal).
SHARING_MARGIN = 1.10

#: numpy's gemm on PolyBench's inputs (gemm.c's init_array), one BLAS thread (set in the environment).
#: Prints the kernel's seconds on stdout; with a dump requested, C in PolyBench's dump format on stderr.
NUMPY_GEMM = r"""
import sys, time
import numpy as np
ni, nj, nk, dump = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "dump"
i, j, k = np.arange(ni)[:, None], np.arange(nj)[None, :], np.arange(nk)
alpha, beta = 1.5, 1.2
C = ((i * j + 1) % ni) / ni
A = (i * (k[None, :] + 1) % nk) / nk
B = (k[:, None] * (j + 2) % nj) / nj
start = time.perf_counter()
C *= beta
C += (alpha * A) @ B
print(f"{time.perf_counter() - start:.6f}")
if dump:
    sys.stderr.write("begin dump: C\n" + " ".join(float(v).hex() for v in C.ravel()) + "\nend   dump: C\n")
"""


@dataclass
class KernelRun:
    """One kernel: its dataset and recipe, the timing binaries, what verified, and the timings."""

    name: str
    source: Path
    dataset: str = ""
    recipe: str = ""
    #: Variant -> the command that runs it (a PolyBench binary, or numpy's Python program).
    commands: dict[str, list[str]] = field(default_factory=dict)
    #: Variant -> the compiler and flags its kernel file was built with.
    compilers: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: Seconds of the original's first run (which chose the dataset).
    probe_seconds: float = 0.0
    #: Variant -> "exact", "rtol=…", "reference" or what went wrong.
    verified: dict[str, str] = field(default_factory=dict)
    times: dict[str, list[float]] = field(default_factory=dict)
    #: Variant -> why it was not timed (build or run failure).
    failures: dict[str, str] = field(default_factory=dict)
    #: Arithmetic operations of one run at the dataset (see :func:`operations`), or ``None``.
    flops: int | None = None
    #: The threads ``auto_2threads``'s parallel loops chose in each timed run (``pv_free_cpus``, as
    #: ``POLYVIZ_SHOW_THREADS`` prints it; none when they are all reductions, which take 2).
    threads_chosen: list[int] = field(default_factory=list)

    def ok(self, variant: str) -> bool:
        return check.is_verified(self.verified.get(variant, "")) or self.verified.get(variant) == "reference"

    def median(self, variant: str) -> float | None:
        times = self.times.get(variant)
        return statistics.median(times) if times and variant not in self.failures else None

    def fastest(self, variant: str) -> float | None:
        """The variant's fastest run: on a loaded machine, the nearest to its time on a quiet one."""
        times = self.times.get(variant)
        return min(times) if times and variant not in self.failures else None

    def gflops(self, variant: str) -> float | None:
        """The variant's GFLOP/s at its median time (``None`` unverified, failed or not counted)."""
        seconds = self.median(variant)
        return self.flops / seconds / 1e9 if self.flops and seconds and self.ok(variant) else None

    def speedup(self, variant: str, statistic: str = "median") -> float | None:
        """The original's median (or ``statistic="fastest"``: fastest run) over the variant's."""
        measure = self.fastest if statistic == "fastest" else self.median
        base, mine = measure("original"), measure(variant)
        return base / mine if base and mine and self.ok(variant) else None


class Bench:
    """Builds, verifies and times PolyBench kernels in ``workdir``."""

    def __init__(self, polybench: Path, dataset: str, verify_dataset: str, workdir: Path, *,
                 fallback_seconds: float, polly: str | None):
        self.polybench = polybench
        self.dataset = dataset
        self.verify_dataset = verify_dataset
        self.workdir = workdir
        self.fallback_seconds = fallback_seconds
        self.polly = polly
        self.verifier = check.Checker(polybench, verify_dataset, [1, 2], _folder(workdir / "verify"))
        self.checkers: dict[str, check.Checker] = {}
        self.harnesses: dict[str, Path | str] = {}
        self.harness_lock = threading.Lock()

    def variants(self, name: str) -> list[str]:
        chosen = ["original", "auto", "auto_2threads"]
        if self.polly:
            chosen += ["clang-polly", "clang-polly-parallel"]
        return chosen + (["numpy"] if name == "gemm" else [])

    def checker(self, dataset: str) -> check.Checker:
        """polybench_check's machinery at ``dataset`` (recipes and transforms there)."""
        if dataset not in self.checkers:
            self.checkers[dataset] = check.Checker(self.polybench, dataset, [1], _folder(self.workdir / dataset))
        return self.checkers[dataset]

    def prepare(self, relative: str) -> KernelRun:
        """Choose the dataset, compute and verify the recipe, build every timing program."""
        source = self.polybench / relative
        run = KernelRun(source.stem, source)
        folder = self.workdir / "timing" / run.name
        folder.mkdir(parents=True)
        datasets = check.DATASETS[:check.DATASETS.index(self.dataset) + 1]
        for dataset in reversed(datasets):
            run.dataset = dataset
            original = folder / f"original-{dataset}"
            built = self._build(source, original, dataset, ORIGINAL_COMPILER)
            if built:
                run.failures["original"] = built
                return run
            seconds = _timed(check.run_program([str(original)], 1))
            if isinstance(seconds, str):
                run.failures["original"] = seconds
                return run
            if seconds <= self.fallback_seconds:
                break
        run.probe_seconds = seconds
        run.flops = operations(source, self.polybench, run.dataset)
        run.commands["original"] = [str(original)]
        run.compilers["original"] = ORIGINAL_COMPILER
        recipe = self.checker(run.dataset).auto_recipe(source, AUTO_OPTIONS)
        if recipe.startswith("error: "):
            run.failures["auto"] = run.failures["auto_2threads"] = recipe[len("error: "):]
        else:
            run.recipe = recipe
            transformed = folder / f"{run.name}.auto.c"
            output = self.checker(run.dataset).transform(source, recipe, transformed)
            compiler = auto_compiler(output["code"]) if not isinstance(output, str) else ()
            built = output if isinstance(output, str) else self._build(
                transformed, folder / "auto", run.dataset, compiler, source.parent)
            for variant in ("auto", "auto_2threads"):
                if built:
                    run.failures[variant] = built
                else:
                    run.commands[variant] = [str(folder / "auto")]
                    run.compilers[variant] = compiler
        if self.polly:
            for variant, flags in (("clang-polly", POLLY_FLAGS), ("clang-polly-parallel", POLLY_PARALLEL_FLAGS)):
                built = self._build(source, folder / variant, run.dataset, (self.polly, *flags))
                if built:
                    run.failures[variant] = built
                else:
                    run.commands[variant] = [str(folder / variant)]
                    run.compilers[variant] = (self.polly, *flags)
        if run.name == "gemm":
            run.commands["numpy"] = [sys.executable, "-c", NUMPY_GEMM,
                                     *self._gemm_sizes(source, run.dataset), "time"]
        self.verify(run)
        return run

    def verify(self, run: KernelRun) -> None:
        """Every variant's dumps at the small dataset against gcc -O3's (the recipe replayed there)."""
        folder = self.verifier.workdir / run.name
        folder.mkdir(parents=True)
        verifier = self.verifier
        reference = verifier.build_and_run(run.source, folder / "original", None)
        if isinstance(reference, str):
            run.verified = {v: f"the original failed: {reference}" for v in self.variants(run.name)}
            return
        run.verified["original"] = "reference"
        if run.recipe:
            transformed = folder / f"{run.name}.auto.c"
            output = verifier.transform(run.source, run.recipe, transformed)
            rtol = check.RTOL[check.element_type(run.source)] if "allow_reassociation" in run.recipe else None
            for variant in ("auto", "auto_2threads"):
                dumped = output if isinstance(output, str) else verifier.build_and_run(
                    transformed, folder / "auto", THREADS[variant], include_dir=run.source.parent)
                run.verified[variant] = dumped if isinstance(dumped, str) else check.compare_dumps(reference, dumped, rtol)
        if self.polly:
            for variant, flags in (("clang-polly", POLLY_FLAGS), ("clang-polly-parallel", POLLY_PARALLEL_FLAGS)):
                dumped = verifier.build_and_run(run.source, folder / variant, THREADS[variant],
                                                compiler=(self.polly, *flags))
                run.verified[variant] = dumped if isinstance(dumped, str) else check.compare_dumps(reference, dumped, None)
        if "numpy" in run.commands:
            ran = check.run_program(
                [sys.executable, "-c", NUMPY_GEMM, *self._gemm_sizes(run.source, self.verify_dataset), "dump"], 1)
            run.verified["numpy"] = ran if isinstance(ran, str) else check.compare_dumps(
                reference, check.dumped_arrays(ran.stderr), check.RTOL["double"])

    def _build(self, source: Path, binary: Path, dataset: str, compiler: tuple[str, ...],
               include_dir: Path | None = None) -> str:
        """Build a timing program: ``source`` by ``compiler``, linked with the one harness object; ""
        or what went wrong."""
        harness = self.harness(dataset)
        if isinstance(harness, str):
            return harness
        return check.compile_program([*compiler, *self._timing_options(dataset), "-I", str(include_dir or source.parent)],
                                     [source, harness], binary)

    def harness(self, dataset: str) -> Path | str:
        """PolyBench's ``utilities/polybench.c`` built once per dataset by :data:`HARNESS_COMPILER`, or
        what went wrong."""
        with self.harness_lock:
            if dataset not in self.harnesses:
                harness = self.workdir / f"polybench-{dataset}.o"
                built = check.compile_program([*HARNESS_COMPILER, *self._timing_options(dataset), "-c"],
                                              [self.polybench / "utilities" / "polybench.c"], harness)
                self.harnesses[dataset] = f"PolyBench's harness does not compile: {built}" if built else harness
            return self.harnesses[dataset]

    def _timing_options(self, dataset: str) -> list[str]:
        return ["-I", str(self.polybench / "utilities"), f"-D{dataset}_DATASET", "-DPOLYBENCH_TIME"]

    def _gemm_sizes(self, source: Path, dataset: str) -> list[str]:
        sizes = dataset_sizes(source.with_suffix(".h").read_text(), dataset)
        return [str(sizes[name]) for name in ("NI", "NJ", "NK")]


ORIGINAL_COMPILER = ("gcc", *TIMING_FLAGS)


def auto_compiler(code: str) -> tuple[str, ...]:
    """How auto()'s file ``code`` is built: gcc -O3 -march=native, with ``-fopenmp`` only when the code
    has an OpenMP pragma (else it is the original's compiler)."""
    return ("gcc", "-fopenmp", *TIMING_FLAGS) if OPENMP_PRAGMA.search(code) else ORIGINAL_COMPILER


def rounds(run: KernelRun, repeat: int) -> int:
    """Timed rounds of ``run``: ``repeat``, or more for a short kernel (see :data:`SHORT_KERNEL_SECONDS`)."""
    wanted = math.ceil(SHORT_KERNEL_SECONDS / run.probe_seconds) if run.probe_seconds > 0 else repeat
    return max(repeat, min(MAX_ROUNDS, wanted))


def _folder(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def dataset_sizes(header: str, dataset: str) -> dict[str, int]:
    """The size macros a PolyBench kernel header defines for ``dataset`` (``{"NI": 1000, …}``)."""
    block = re.search(rf"#\s*ifdef\s+{dataset}_DATASET\b(.*?)#\s*endif", header, re.DOTALL)
    if block is None:
        raise ValueError(f"the header defines no {dataset}_DATASET sizes")
    return {name: int(value) for name, value in re.findall(r"#\s*define\s+(\w+)\s+(\d+)", block.group(1))}


#: Tokens that are one floating-point operation in a statement (outside subscripts).
ARITHMETIC = {"+", "-", "*", "/", "+=", "-=", "*=", "/="}


def operations(source: Path, polybench: Path, dataset: str) -> int | None:
    """The arithmetic operations one run of the kernel performs at ``dataset``: for each statement,
    its ``+ - * /`` outside subscripts (``+=`` counts one) times its instances at the header's sizes
    (gemm: 3 per update, ``alpha`` included, so 1.5x the usual 2*ni*nj*nk).  ``None`` when a
    parameter has no size macro of its name in capitals."""
    kernel = Kernel.from_file(source, include_dirs=[str(polybench / "utilities")], defines=[f"{dataset}_DATASET"])
    sizes = dataset_sizes(source.with_suffix(".h").read_text(), dataset)
    if any(name.upper() not in sizes for name in kernel.scop.parameters):
        return None
    total = 0
    for statement in kernel.scop.statements:
        depth, count = 0, 0
        for token in tokenize(statement.text, directives=False):
            depth += {"[": 1, "]": -1}.get(token.text, 0)
            count += depth == 0 and token.text in ARITHMETIC
        total += count * instances(statement.domain, kernel.scop.parameters, sizes)
    return total


def instances(domain, parameters: tuple[str, ...], sizes: dict[str, int]) -> int:
    """Points of the isl set ``domain`` with each parameter set to its size macro's value."""
    for name in parameters:
        position = domain.find_dim_by_name(isl.dim_type.param, name)
        if position >= 0:
            domain = domain.fix_val(isl.dim_type.param, position, sizes[name.upper()])
    return domain.count_val().to_python()


#: The smallest time PolyBench's timer prints (``%0.6f`` seconds).
TIMER_RESOLUTION = 1e-6


def _timed(ran: subprocess.CompletedProcess | str) -> float | str:
    """The seconds PolyBench's timer (or numpy's program) printed last, or what went wrong."""
    if isinstance(ran, str):
        return ran
    lines = ran.stdout.split()
    try:
        seconds = float(lines[-1])
    except (IndexError, ValueError):
        return f"printed no time: {ran.stdout[:200]!r}"
    # PolyBench's timer prints microseconds: a run of a MINI dataset shorter than that prints 0, which
    # would make the fastest run 0 s and its speedup undefined. It took at most the timer's resolution.
    return max(seconds, TIMER_RESOLUTION)


def time_all(runs: list[KernelRun], repeat: int, progress) -> None:
    """:func:`rounds` per kernel; every round runs each verified variant once, in turn."""
    for run in runs:
        variants = [v for v in run.commands if run.ok(v)]
        for round_ in range(rounds(run, repeat)):
            for variant in variants:
                if variant in run.failures:
                    continue
                # As a user runs it: generated parallel loops take only the CPUs no other task holds
                # (auto_2threads's print how many they chose).
                shown = variant == "auto_2threads"
                ran = check.run_program(run.commands[variant], THREADS[variant], exact=False, show_threads=shown)
                seconds = _timed(ran)
                if isinstance(seconds, str):
                    run.failures[variant] = seconds
                else:
                    run.times.setdefault(variant, []).append(seconds)
                    if shown:
                        run.threads_chosen += _threads_chosen(ran.stderr)
        progress(run)


#: What ``pv_free_cpus`` prints under ``POLYVIZ_SHOW_THREADS`` (codegen's free_cpus fragment).
THREADS_CHOSEN = re.compile(r"^polyviz: parallel loops on (\d+) of \d+ threads", re.MULTILINE)


def _threads_chosen(stderr: str) -> list[int]:
    """The threads the kernel's parallel loops chose in one run (the first call's: PolyBench calls once)."""
    found = THREADS_CHOSEN.search(stderr)
    return [int(found.group(1))] if found else []


def geomean(values: list[float]) -> float | None:
    return math.exp(sum(map(math.log, values)) / len(values)) if values else None


def summary(runs: list[KernelRun], variants: list[str], machine: dict, noise: bool) -> dict:
    """The ``--json`` document."""
    kernels = []
    for run in runs:
        for variant in variants:
            if variant in run.commands or variant in run.failures:
                kernels.append({"name": run.name, "variant": variant, "dataset": run.dataset,
                                "compiler": " ".join(run.compilers.get(variant, ())) or None,
                                "runs": len(run.times.get(variant, ())),
                                "median_s": run.median(variant), "speedup": run.speedup(variant),
                                "fastest_s": run.fastest(variant), "fastest_speedup": run.speedup(variant, "fastest"),
                                "verified": run.ok(variant), "gflops": run.gflops(variant),
                                "problem": run.failures.get(variant) or (None if run.ok(variant)
                                                                         else run.verified.get(variant, "not run"))})
    speedups = {v: [s for s in (run.speedup(v) for run in runs) if s is not None] for v in SPEEDUP_VARIANTS}
    gemm = next((run for run in runs if run.name == "gemm"), None)
    fraction = None
    if gemm and gemm.median("numpy") and gemm.median("auto") and gemm.ok("numpy") and gemm.ok("auto"):
        fraction = gemm.median("numpy") / gemm.median("auto")
    shared = {run.name: run.median("auto_2threads") / run.median("auto") for run in runs
              if run.median("auto") and run.median("auto_2threads") and run.ok("auto") and run.ok("auto_2threads")}
    return {"machine": machine, "noise": noise, "auto_options": AUTO_OPTIONS,
            "kernels": kernels,
            "geomean": {v: geomean(s) for v, s in speedups.items() if s},
            "min_speedup": {v: min(speedups[v], default=None) for v in ("auto", "auto_2threads")},
            "gemm_fraction_of_numpy": fraction,
            "auto_2threads_over_1thread_time": shared,
            # auto's code has no OpenMP pragma: 2 threads run the 1-thread program, and their ratio is noise.
            "auto_sequential": sorted(run.name for run in runs
                                      if run.commands.get("auto") and "-fopenmp" not in run.compilers.get("auto", ())),
            "recipes": {run.name: run.recipe for run in runs},
            # Per timed run of auto_2threads: the threads its parallel loops chose (pv_free_cpus).
            "auto_2threads_threads_chosen": {run.name: run.threads_chosen for run in runs if run.threads_chosen},
            "flops": {run.name: run.flops for run in runs}}


#: Said of a kernel whose auto code has no parallel loop, where 2 threads run the 1-thread program.
_SAME_PROGRAM = "; no parallel loop, the same program as on 1 thread: machine noise"


def render(runs: list[KernelRun], variants: list[str], document: dict) -> str:
    rows = [("kernel", "dataset", "original (s)", *variants[1:])]
    for run in runs:
        cells = []
        for variant in variants[1:]:
            if variant not in run.commands and variant not in run.failures:
                cells.append("")
            elif not run.ok(variant):
                cells.append("UNVERIFIED")
            elif run.speedup(variant) is None:
                cells.append("FAILED")
            else:
                cells.append(f"{run.speedup(variant):.2f}x")
        base = run.median("original")
        rows.append((run.name, run.dataset, f"{base:.3g}" if base else "FAILED", *cells))
    geo = document["geomean"]
    rows.append(("geomean", "", "", *(f"{geo[v]:.2f}x" if geo.get(v) else "" for v in variants[1:])))
    lines = text_table(rows)
    low = document["min_speedup"]
    lines.append("min speedup: " + ", ".join(f"{v} {low[v]:.2f}x" for v in low if low[v] is not None))
    if document["gemm_fraction_of_numpy"] is not None:
        lines.append(f"gemm, auto on 1 thread: {document['gemm_fraction_of_numpy']:.0%} of numpy's "
                     "single-thread GFLOP/s")
    rates = [f"{run.name} {run.gflops('auto'):.1f}" + (f" (numpy {run.gflops('numpy'):.1f})" if run.gflops("numpy") else "")
             for run in runs if run.gflops("auto")]
    if rates:
        lines.append("GFLOP/s of auto on 1 thread (the statements' + - * / at the dataset's sizes): " + ", ".join(rates))
    slow = {k: r for k, r in document["auto_2threads_over_1thread_time"].items() if r > SHARING_MARGIN}
    lines.append(f"auto on 2 threads more than {SHARING_MARGIN - 1:.0%} slower than on 1 thread: "
                 + (", ".join(f"{k} ({r:.2f}x the time{_SAME_PROGRAM if k in document['auto_sequential'] else ''})"
                              for k, r in slow.items()) or "none"))
    chosen = document["auto_2threads_threads_chosen"]
    if chosen:
        lines.append("auto on 2 threads, the threads its parallel loops chose per run (fewer when other tasks held "
                     "CPUs): " + ", ".join(f"{name} {','.join(map(str, counts))}" for name, counts in chosen.items()))
    for run in runs:
        for variant in variants:
            problem = run.failures.get(variant) or (None if run.ok(variant) or variant not in run.verified
                                                    else run.verified[variant])
            if problem:
                lines.append(f"{run.name} {variant}: {problem}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--polybench", type=Path, default=check.DEFAULT_POLYBENCH, help="PolyBench/C 4.2.1's folder")
    parser.add_argument("--dataset", default="LARGE", type=str.upper, choices=check.DATASETS)
    parser.add_argument("--verify-dataset", default="MINI", type=str.upper, choices=check.DATASETS,
                        help="the small dataset every variant is verified at first (default MINI)")
    parser.add_argument("--fallback-seconds", type=float, default=20.0,
                        help="a smaller dataset where one gcc -O3 run takes longer (default 20)")
    parser.add_argument("--repeat", type=int, default=3, help="timed runs of every variant (default 3)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--noise", action="store_true", help="run a busy CPU-bound process alongside the timing")
    parser.add_argument("--jobs", type=int, default=2, help="kernels prepared and verified at once (default 2)")
    parser.add_argument("kernels", nargs="*", help="kernel names such as gemm (default: all 30)")
    args = parser.parse_args(argv)
    if not (args.polybench / "utilities" / "benchmark_list").is_file():
        print(f"bench_polybench: no PolyBench/C 4.2.1 at {args.polybench} (use --polybench DIR)", file=sys.stderr)
        return 2
    if args.repeat < 1:
        print("bench_polybench: --repeat takes a positive number", file=sys.stderr)
        return 2
    listed = (args.polybench / "utilities" / "benchmark_list").read_text().split()
    chosen = [k for k in listed if not args.kernels or Path(k).stem in args.kernels]
    unknown = set(args.kernels) - {Path(k).stem for k in chosen}
    if unknown:
        print(f"bench_polybench: unknown kernel(s): {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    polly, polly_note = polly_clang()
    log = (lambda text: print(text, file=sys.stderr, flush=True)) if args.json else \
        (lambda text: print(text, flush=True))
    if polly is None:
        log(f"clang-polly variants skipped: {polly_note}")
    start = time.perf_counter()
    workdir = Path(tempfile.mkdtemp(prefix="bench-polybench-"))
    noise = None
    try:
        bench = Bench(args.polybench, args.dataset, args.verify_dataset, workdir,
                      fallback_seconds=args.fallback_seconds, polly=polly)
        harness = bench.verifier.harness()
        if isinstance(harness, str):
            print(f"bench_polybench: {harness}", file=sys.stderr)
            return 1
        with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            runs = list(pool.map(bench.prepare, chosen))
        log(f"prepared and verified {len(runs)} kernel(s) in {time.perf_counter() - start:.0f} s; timing")
        if args.noise:
            noise = subprocess.Popen([sys.executable, "-c", "while True: pass"])
        time_all(runs, args.repeat, lambda run: log(f"  {run.name} ({run.dataset}) timed"))
    finally:
        if noise is not None:
            noise.kill()
            noise.wait()
        shutil.rmtree(workdir, ignore_errors=True)
    variants = ["original", "auto", "auto_2threads"] + (["clang-polly", "clang-polly-parallel"] if polly else []) \
        + (["numpy"] if any(run.name == "gemm" for run in runs) else [])
    compilers = {Compiler("gcc")} | ({Compiler(polly)} if polly else set())
    document = summary(runs, variants, machine_info(compilers), args.noise)
    if args.json:
        print(json.dumps(document, indent=2))
    else:
        print(f"PolyBench/C 4.2.1 in its own harness, median of {args.repeat} interleaved runs (up to {MAX_ROUNDS} for "
              f"kernels under {SHORT_KERNEL_SECONDS:g} s), speedup over gcc -O3 "
              f"-march=native (auto = auto(no_alias=True, reassociate=True); verified at {args.verify_dataset} first)"
              + ("; one busy process alongside" if args.noise else ""))
        print(render(runs, variants, document))
        print(f"{time.perf_counter() - start:.0f} s")
    verified = all(run.ok(v) and v not in run.failures for run in runs for v in run.commands)
    return 0 if verified and all(run.commands.get("original") for run in runs) else 1


if __name__ == "__main__":
    sys.exit(main())
