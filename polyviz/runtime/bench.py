"""Benchmark variants of a kernel against the original: compile, run in a child, verify, time.

>>> result = bench(params, source, "kernel_gemm", [Variant("tiled", tiled_source)],
...                sizes={"ni": 1000, "nj": 1100, "nk": 1200})
>>> print(result)              # a table; result.to_json(), result.table(), result["tiled"]

Every speedup is relative to ``original`` (the user's source at the default flags, gcc -O3).
"""
from __future__ import annotations

import hashlib
import json
import os
import platform
import shutil
import statistics
import sys
import tempfile
import uuid
import threading
import warnings
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor, wait
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Hashable, Iterable, Mapping, Sequence

import numpy as np

from ..errors import PolyvizError, VariantFailureWarning, VariantsFailed
from .build import (ENTRY_FLAGS, Build, CompileError, Compiler, cdef_for, comparable_return_type, compile_variant,
                    entry_point, graphite_available, polly_available, polly_clang)
from .execute import ChildOutcome, run_child
from .inputs import eval_flops, input_bytes, make_inputs
from .machine import cpuinfo
from .verify import compare_outputs, load_outputs

#: Statuses of a :class:`RunRecord`.
STATUSES = ("ok", "mismatch", "compile-error", "crashed", "timeout", "out-of-memory", "error",
            "skipped", "cancelled")


@dataclass(frozen=True)
class Variant:
    """One version of the kernel to compile, run, verify and time.

    - ``label``: its name in tables and charts.
    - ``source``: a complete C translation unit defining ``function`` with the original's
      signature, or ``"original"`` for the user's source.
    - ``function``: the function to call (default: the original's name).
    - ``extra_flags``: appended to the compiler's flags (``-fopenmp`` is added automatically
      when the source has ``#pragma omp``).
    - ``reassociates``: the variant reorders a floating-point reduction, so its outputs are
      compared with relative tolerance ``rtol`` instead of bit for bit.
    - ``compiler``: replaces :func:`bench`'s compiler (e.g. clang for Polly).
    - ``numpy``: Python statements to time instead of C (a reference, never a speedup bar);
      compared with tolerance ``rtol``.
    - ``mlir``: an MLIR module that ``source`` calls (built by ``mlir-opt-16``,
      ``mlir-translate-16`` and ``clang-16``, see :func:`~polyviz.runtime.compile_variant`).
    - ``scratch``: arrays whose contents after the call are not compared: the variant keeps
      them in per-tile buffers instead (``local_buffer``), on the user's word that the caller
      does not read them.
    - ``jscop``: Polly's JSCoP files ``(name, text)`` with the schedule for ``compiler`` (clang
      with :data:`~polyviz.toolchain.POLLY_FLAGS`) to import (see
      :func:`~polyviz.runtime.compile_variant`).
    """

    label: str
    source: str = "original"
    function: str | None = None
    extra_flags: tuple[str, ...] = ()
    reassociates: bool = False
    rtol: float = 1e-9
    compiler: Compiler | None = None
    numpy: tuple[str, ...] = ()
    mlir: str | None = None
    scratch: tuple[str, ...] = ()
    jscop: tuple[tuple[str, str], ...] = ()

    def __post_init__(self):
        object.__setattr__(self, "extra_flags", tuple(self.extra_flags))
        object.__setattr__(self, "jscop", tuple(self.jscop))
        object.__setattr__(self, "numpy", tuple(self.numpy))
        object.__setattr__(self, "scratch", tuple(self.scratch))

    @property
    def kind(self) -> str:
        return "numpy" if self.numpy else "mlir" if self.mlir is not None else "polly" if self.jscop else "c"


#: Labels of the built-in baselines.
BASELINES = ("gcc-graphite", "clang-polly", "clang-polly-parallel", "numpy")
#: The baselines ``baselines=True`` means: every one but ``numpy``, whose ``// polyviz-numpy:``
#: lines are Python code from the kernel file and run only when asked for by name.
COMPILED_BASELINES = tuple(b for b in BASELINES if b != "numpy")


def builtin_baselines(compiler: Compiler | None = None, *, numpy: Sequence[str] = (),
                      which: Iterable[str] = BASELINES,
                      clang: str | None = None) -> tuple[list[Variant], list[str]]:
    """The built-in comparison variants that work on this machine, and notes on those skipped.

    ``gcc-graphite`` (gcc ``-O3 -floop-nest-optimize``), ``clang-polly``
    (``clang -O3 -march=native -mllvm -polly``), ``clang-polly-parallel`` (plus
    ``-mllvm -polly-parallel -lgomp``) and ``numpy`` (when ``numpy`` statements are given).
    ``clang`` defaults to the first clang that runs Polly (:func:`polly_clang`).
    """
    compiler = compiler or Compiler()
    which = set(which)
    unknown = which - set(BASELINES)
    if unknown:
        raise PolyvizError(f"unknown baseline(s) {sorted(unknown)}; known: {', '.join(BASELINES)}")
    variants: list[Variant] = []
    notes: list[str] = []
    if "gcc-graphite" in which:
        gcc = compiler if "gcc" in os.path.basename(compiler.command) else Compiler("gcc")
        ok, note = graphite_available(gcc.command)
        if ok:
            variants.append(Variant("gcc-graphite", compiler=gcc, extra_flags=("-floop-nest-optimize",)))
        else:
            notes.append(f"gcc-graphite skipped: {note}")
    polly = {"clang-polly", "clang-polly-parallel"} & which
    if polly:
        if clang is None:
            clang, note = polly_clang()
            ok = clang is not None
        else:
            ok, note = polly_available(clang)
        cc = Compiler(clang or "clang", ("-O3", "-march=native"))
        if ok:
            if "clang-polly" in which:
                variants.append(Variant("clang-polly", compiler=cc, extra_flags=("-mllvm", "-polly")))
            if "clang-polly-parallel" in which:
                variants.append(Variant("clang-polly-parallel", compiler=cc, extra_flags=(
                    "-mllvm", "-polly", "-mllvm", "-polly-parallel", "-lgomp")))
        else:
            notes.append(f"{', '.join(sorted(polly))} skipped: {note}")
    if "numpy" in which:
        if numpy:
            variants.append(Variant("numpy", numpy=tuple(numpy), reassociates=True, rtol=1e-9))
        else:
            notes.append("numpy skipped: the kernel has no numpy equivalent (// polyviz-numpy: lines)")
    return variants, notes


@dataclass
class RunRecord:
    """The result of one variant at one size and thread count (plain data)."""

    label: str
    kind: str
    status: str
    message: str = ""
    sizes: dict[str, int] = field(default_factory=dict)
    threads: int | None = None
    #: Seconds of each timed kernel call (warm-up and check runs excluded).
    times: list[float] = field(default_factory=list)
    median: float | None = None
    min: float | None = None
    max: float | None = None
    #: ``original.median / median``; ``None`` unless both ran and this variant verified.
    speedup: float | None = None
    gflops: float | None = None
    #: ``"exact"``, ``"rtol=1e-09"``, ``"reference"`` (the original itself) or ``None``.
    verified: str | None = None
    mismatch: dict | None = None
    #: The timing build's command line and compile time (0 when it came from the cache).
    compile_command: str = ""
    compile_seconds: float | None = None
    check_compile_seconds: float | None = None
    cached: bool | None = None
    #: Child process: start to ready, and everything outside kernel calls.
    startup_seconds: float | None = None
    overhead_seconds: float | None = None
    wall_seconds: float | None = None
    #: What the child printed on stderr (its last 4000 characters).
    stderr: str = ""
    #: The model's exact counts of the variant's schedule at these sizes (operations by kind,
    #: reads, writes, elements, loop levels, cache estimate: ``polyviz.counts``), when it has one.
    counts: dict | None = None

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class BenchResult:
    """Records of one :func:`bench` call plus the machine description; ``result[label]``."""

    function_name: str
    sizes: dict[str, int]
    threads: int | None
    records: list[RunRecord]
    machine: dict[str, Any]
    notes: list[str] = field(default_factory=list)
    #: Floating-point operations of one call, when known (for GFLOP/s).
    flops: float | None = None
    #: The transformation recipe behind a variant label, for variants made from one.
    recipes: dict[str, str] = field(default_factory=dict)
    #: Whether the variants were to be compared with the original (``bench(verify=...)``).
    verify: bool = True

    def __getitem__(self, label: str) -> RunRecord:
        for r in self.records:
            if r.label == label:
                return r
        raise KeyError(f"no variant {label!r}; the variants are {', '.join(self.labels)}")

    @property
    def labels(self) -> list[str]:
        return [r.label for r in self.records]

    @property
    def original(self) -> RunRecord:
        return self["original"]

    def speedups(self) -> dict[str, float | None]:
        return {r.label: r.speedup for r in self.records}

    @property
    def failures(self) -> list[RunRecord]:
        """The records that failed (any status but ``ok``, the original's too) and, when the
        call verified, those that ran without being verified (because the original failed)."""
        return [r for r in self.records if not r.ok or (self.verify and r.verified is None)]

    def failure_summary(self) -> str:
        """One line per failed or unverified record, after a line saying how many (``""`` when none)."""
        failures = self.failures
        if not failures:
            return ""
        lines = [f"{self.function_name} at {_fmt_sizes(self.sizes)}: {len(failures)} of {len(self.records)} "
                 f"variants failed or ran unverified, and have no speedup:"]
        for r in failures:
            what = f"{r.status}: {r.message.splitlines()[0] if r.message else 'no message'}" if not r.ok \
                else "ran but was not verified (the original failed)"
            lines.append(f"  {r.label}: {what}")
        return "\n".join(lines)

    def raise_for_failures(self) -> None:
        """Raise :class:`~polyviz.errors.VariantsFailed` when a record failed or ran unverified
        (see :attr:`failures`); return nothing otherwise."""
        if self.failures:
            raise VariantsFailed(self.failure_summary(), self, self.failures)

    def table(self) -> list[dict[str, Any]]:
        """One row (dict) per variant with the main columns."""
        return [{"label": r.label, "status": r.status, "median_s": r.median, "min_s": r.min,
                 "max_s": r.max, "speedup": r.speedup, "gflops": r.gflops,
                 "verified": r.verified, "compile_s": r.compile_seconds, "cached": r.cached,
                 "message": r.message} for r in self.records]

    def to_dict(self) -> dict:
        return {"function_name": self.function_name, "sizes": self.sizes, "threads": self.threads,
                "flops": self.flops, "machine": self.machine, "notes": self.notes,
                "recipes": self.recipes, "verify": self.verify,
                "records": [r.to_dict() for r in self.records]}

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, default=_json_default)

    @classmethod
    def from_dict(cls, d: dict) -> "BenchResult":
        return cls(d["function_name"], d["sizes"], d.get("threads"),
                   [RunRecord(**r) for r in d["records"]], d["machine"], d.get("notes", []),
                   d.get("flops"), d.get("recipes", {}), d.get("verify", True))

    @classmethod
    def from_json(cls, text: str) -> "BenchResult":
        return cls.from_dict(json.loads(text))

    def __str__(self) -> str:
        head = (f"{self.function_name}  sizes {_fmt_sizes(self.sizes)}  threads "
                f"{self.threads or 'default'}  ({self.machine.get('cpu_model', '?')}, "
                f"{self.machine.get('logical_cpus', '?')} CPUs)")
        rows = [("variant", "median", "spread", "speedup", "verified", "compile")]
        for r in self.records:
            rows.append((r.label, _fmt_s(r.median) if r.ok else r.status, _fmt_spread(r),
                         f"{r.speedup:.2f}x" if r.speedup is not None else "-",
                         _fmt_verified(r), "cached" if r.cached else _fmt_s(r.compile_seconds)))
        lines = [head] + text_table(rows)
        for r in self.records:
            if r.status not in ("ok",) and r.message:
                lines.append(f"  {r.label}: {r.message}")
        for n in self.notes:
            lines.append(f"note: {n}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        import html

        cols = ["label", "status", "median_s", "min_s", "max_s", "speedup", "verified", "compile_s"]
        out = ["<table><thead><tr>" + "".join(f"<th>{c}</th>" for c in cols) + "</tr></thead><tbody>"]
        for row in self.table():
            cells = []
            for c in cols:
                v = row[c]
                if isinstance(v, float):
                    v = f"{v:.2f}×" if c == "speedup" else f"{v:.4g}"
                cells.append(f"<td>{html.escape(str(v if v is not None else '-'))}</td>")
            out.append("<tr>" + "".join(cells) + "</tr>")
        out.append("</tbody></table>")
        msgs = [f"<b>{html.escape(r.label)}</b>: {html.escape(r.message)}" for r in self.records
                if r.status != "ok" and r.message]
        msgs += [f"note: {html.escape(n)}" for n in self.notes]
        head = html.escape(f"{self.function_name} sizes {_fmt_sizes(self.sizes)} "
                           f"threads {self.threads or 'default'}")
        return f"<div><p>{head}</p>" + "".join(out) + "".join(f"<p>{m}</p>" for m in msgs) + "</div>"


def _json_default(o):
    if isinstance(o, (np.integer,)):
        return int(o)
    if isinstance(o, (np.floating,)):
        return float(o)
    if isinstance(o, Path):
        return str(o)
    raise TypeError(f"not JSON serialisable: {type(o).__name__}")


def text_table(rows: list[tuple]) -> list[str]:
    """Rows of cells as left-aligned text columns, one line per row."""
    widths = [max(len(str(row[i])) for row in rows) for i in range(len(rows[0]))]
    return ["  ".join(str(c).ljust(w) for c, w in zip(row, widths)).rstrip() for row in rows]


def _fmt_s(v) -> str:
    if v is None:
        return "-"
    return f"{v * 1e3:.3g} ms" if v < 1 else f"{v:.3g} s"


def _fmt_spread(r: RunRecord) -> str:
    """(max - min) / median: how much the timed calls disagree."""
    if not r.ok or not r.median or r.min is None:
        return "-"
    return f"{(r.max - r.min) / r.median:.0%}"


def _fmt_verified(r: RunRecord) -> str:
    if r.verified is None:
        return "no"
    return "yes" if r.verified in ("exact", "reference") else f"yes ({r.verified})"


def _fmt_sizes(sizes) -> str:
    return " ".join(f"{k}={v}" for k, v in sizes.items())


# --- machine description ------------------------------------------------------------------

def machine_info(compilers: Iterable[Compiler] = ()) -> dict[str, Any]:
    """CPU model, logical CPUs, physical cores, memory, OS, Python/numpy and compiler versions."""
    info: dict[str, Any] = {"cpu_model": platform.processor() or platform.machine()}
    cores = set()
    phys = core = None
    for line in cpuinfo().splitlines():
        key, _, value = line.partition(":")
        key, value = key.strip(), value.strip()
        if key == "model name":
            info["cpu_model"] = value
        elif key == "physical id":
            phys = value
        elif key == "core id":
            core = value
        elif not key and phys is not None:
            cores.add((phys, core))
            phys = core = None
    if phys is not None:
        cores.add((phys, core))
    info["logical_cpus"] = os.cpu_count()
    try:
        info["usable_cpus"] = len(os.sched_getaffinity(0))
    except AttributeError:
        info["usable_cpus"] = os.cpu_count()
    info["physical_cores"] = len(cores) or None
    try:
        info["memory_gib"] = round(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30, 1)
    except (ValueError, OSError, AttributeError):
        info["memory_gib"] = None
    info["os"] = platform.platform()
    info["python"] = platform.python_version()
    info["numpy"] = np.__version__
    comps = {}
    for c in compilers:
        try:
            comps[c.command] = c.version
        except CompileError as e:
            comps[c.command] = str(e)
    info["compilers"] = comps
    return info


def default_memory_limit(data_bytes: int) -> int:
    """The child's address-space cap: 2 GiB + 4× the data + 256 MiB per CPU, at most 80 % of RAM."""
    want = 2 * 2**30 + 4 * data_bytes + 256 * 2**20 * (os.cpu_count() or 1)
    try:
        phys = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
        return int(min(want, 0.8 * phys))
    except (ValueError, OSError, AttributeError):
        return want


# --- one job: compile, run in a child, verify ----------------------------------------------

@dataclass(frozen=True)
class Job:
    """Everything needed to measure one variant, as plain picklable data (for executors)."""

    variant: Variant
    source: str
    function_name: str
    function_parameters: tuple
    args: tuple[dict, ...]
    compiler: Compiler
    sizes: dict
    inputs_dir: str
    #: The original's outputs; ``None`` for the original itself (its outputs become the reference).
    reference_dir: str | None
    run_dir: str
    repeat: int
    threads: int | None
    timeout: float
    memory_limit: int | None
    verify: bool
    cache: str | None
    cancel_file: str | None
    flops: float | None = None
    keep_outputs: bool = False
    #: The kernel's C return type (its value is compared when the runtime can pass it).
    returns: str = "void"
    #: What the timed calls measure: ``"wall"`` (elapsed) or ``"thread"`` (the calling thread's CPU time).
    clock: str = "wall"
    #: Options every compile of the user's source needs (its ``-I``/``-D`` flags).
    source_flags: tuple[str, ...] = ()
    #: The source's language, ``"c"`` or ``"c++"`` (whose entry point has C linkage).
    language: str = "c"
    #: For workers that do not see this machine's files (another host of a cluster): the inputs'
    #: and the reference outputs' ``.npy`` files as ``("inputs"|"reference", name, bytes)``.
    payload: tuple[tuple[str, str, bytes], ...] = ()


def execute_job(job: Job) -> RunRecord:
    """Compile (unless numpy), run in a child process, verify against the reference, time.

    Module-level and free of closures, so that any :class:`concurrent.futures.Executor` can run it;
    a job with a ``payload`` run where its folders do not exist unpacks it into a folder of its own.
    """
    if job.payload and not os.path.isdir(job.inputs_dir):
        size = sum(len(data) for _, _, data in job.payload)
        with tempfile.TemporaryDirectory(prefix="polyviz-worker-", dir=_scratch_dir(size)) as here:
            return _execute(_unpacked(job, Path(here)))
    return _execute(job)


def _unpacked(job: Job, here: Path) -> Job:
    for folder, name, data in job.payload:
        (here / folder).mkdir(exist_ok=True)
        (here / folder / name).write_bytes(data)
    (here / "inputs").mkdir(exist_ok=True)
    return replace(job, inputs_dir=str(here / "inputs"), run_dir=str(here / "run"), payload=(), cancel_file=None,
                   reference_dir=None if job.reference_dir is None else str(here / "reference"))


def _execute(job: Job) -> RunRecord:
    rec, child_job = _prepared(job)
    if child_job is None:
        return rec
    try:
        out = run_child(child_job, job.run_dir, timeout=job.timeout, threads=job.threads,
                        cancel_file=job.cancel_file)
        return _finished(job, rec, out)
    finally:
        if not job.keep_outputs:
            shutil.rmtree(job.run_dir, ignore_errors=True)


def execute_jobs(jobs: Sequence[Job]) -> list[RunRecord]:
    """The records of ``jobs``, which verify one variant (one source, compiler and thread count,
    no timed calls) at several sizes: built once, run one after the other in one child process,
    each verified as :func:`execute_job` does.  When any of them fails (a crash, a timeout, an
    error), each runs again in a child of its own, so that every record says what happened to
    that job.  Other jobs run one by one."""
    first = jobs[0] if jobs else None
    if len(jobs) < 2 or any((j.source, j.variant, j.compiler, j.threads) != (first.source, first.variant, first.compiler,
                                                                            first.threads)
                            or j.payload or j.repeat or j.variant.kind != "c" for j in jobs):
        return [execute_job(j) for j in jobs]
    prepared = [_prepared(j) for j in jobs]
    if any(child_job is None for _, child_job in prepared):
        return [execute_job(j) for j in jobs]
    batch = {"batch": [child_job for _, child_job in prepared],
             "memory_limit": max((j.memory_limit for j in jobs), key=lambda m: m or 0)}
    try:
        out = run_child(batch, first.run_dir, timeout=first.timeout, threads=first.threads,
                        cancel_file=first.cancel_file)
        if out.status != "ok":
            return [execute_job(j) for j in jobs]
        return [_finished(j, rec, out) for j, (rec, _) in zip(jobs, prepared)]
    finally:
        for j in jobs:
            if not j.keep_outputs:
                shutil.rmtree(j.run_dir, ignore_errors=True)


def _prepared(job: Job) -> tuple[RunRecord, dict[str, Any] | None]:
    """The record of ``job`` so far (compile time and command) and the child's job; no child's
    job when the variant does not compile (the record says why)."""
    v = job.variant
    rec = RunRecord(v.label, v.kind, "ok", sizes=dict(job.sizes), threads=job.threads)
    # C variants are called through an exported entry point appended to the source.
    function, entry_text = entry_point(job.function_name, job.function_parameters, job.returns,
                                       cplusplus=job.language == "c++")
    source = job.source + entry_text
    child_job: dict[str, Any] = {
        "memory_limit": job.memory_limit, "inputs_dir": job.inputs_dir,
        "outputs_dir": str(Path(job.run_dir) / "outputs") if job.verify else None,
        "args": list(job.args), "function": function, "repeat": job.repeat, "clock": job.clock,
        "numpy": list(v.numpy) or None, "library": None, "check_library": None,
        "cdef": cdef_for(function, job.function_parameters, job.returns),
    }
    if v.kind in ("c", "mlir", "polly"):
        compiler = v.compiler or job.compiler
        extra_flags = (*job.source_flags, *ENTRY_FLAGS, *v.extra_flags)
        built = {"mlir": v.mlir, "jscop": dict(v.jscop) or None}
        try:
            if job.verify and job.repeat == 0:
                # Verification only: the check build's warm-up call gives the outputs.
                build = compile_variant(source, compiler, extra_flags, check=True, cache=job.cache, **built)
            elif job.verify:
                # The timing and the check build compile side by side.
                with ThreadPoolExecutor(max_workers=2) as pool:
                    f_check = pool.submit(compile_variant, source, compiler, extra_flags,
                                          check=True, cache=job.cache, **built)
                    build: Build = compile_variant(source, compiler, extra_flags, cache=job.cache, **built)
                    check = f_check.result()
                rec.check_compile_seconds = check.compile_seconds
                child_job["check_library"] = str(check.path)
            else:
                build = compile_variant(source, compiler, extra_flags, cache=job.cache, **built)
            rec.compile_command = build.command_line
            rec.compile_seconds = build.compile_seconds
            rec.cached = build.cached
            child_job["library"] = str(build.path)
        except CompileError as e:
            rec.status = "compile-error"
            rec.message = e.stderr.strip()[:2000] or str(e)
            rec.compile_command = " ".join(e.command)
            return rec, None
    return rec, child_job


def _finished(job: Job, rec: RunRecord, out: ChildOutcome) -> RunRecord:
    """``rec`` completed from the child's outcome: its times, and its outputs verified against
    the reference."""
    v = job.variant
    array_names = [a["name"] for a in job.args if a["kind"] == "array"]
    # A C variant is also compared on what numpy twins cannot give: scalars passed by pointer and
    # the return value.
    scalars = {} if v.kind == "numpy" else {a["name"]: f"*{a['name']}" for a in job.args if a["kind"] == "pointer"}
    if v.kind != "numpy" and comparable_return_type(job.returns) != "void":
        scalars["return"] = "the return value"
    rec.startup_seconds = out.startup_seconds
    rec.overhead_seconds = out.overhead_seconds
    rec.wall_seconds = out.wall_seconds
    rec.stderr = out.stderr  # also of a good run: what its generated code said (POLYVIZ_SHOW_THREADS)
    if out.status != "ok":
        rec.status, rec.message = out.status, out.message
        return rec
    rec.times = list(out.times)
    if rec.times:
        rec.median = statistics.median(rec.times)
        rec.min, rec.max = min(rec.times), max(rec.times)
        if job.flops and rec.median > 0:
            rec.gflops = job.flops / rec.median / 1e9
    if job.verify:
        if job.reference_dir is None:
            rec.verified = "reference"
        else:
            rtol = v.rtol if (v.reassociates or v.kind == "numpy") else None
            compared = [name for name in array_names if name not in v.scratch] + list(scalars)
            expected = load_outputs(job.reference_dir, compared)
            actual = load_outputs(Path(job.run_dir) / "outputs", compared)
            mismatch = compare_outputs(expected, actual, rtol, scalars)
            del expected, actual
            if mismatch is not None:
                rec.status = "mismatch"
                rec.mismatch = mismatch.to_dict()
                rec.message = f"wrong result: {mismatch}"
            else:
                rec.verified = "exact" if rtol is None else f"rtol={rtol:g}"
    return rec


class Session:
    """Inputs on disk and the original's reference outputs for one problem size.

    Used by :func:`bench` and the sweeps; ``session.job(variant)`` makes a :class:`Job`.
    Close it (or use ``with``) to delete its temporary folder.
    """

    def __init__(self, function_parameters, original_source: str, function_name: str,
                 sizes: Mapping[str, int], *, compiler: Compiler | None = None,
                 init=None, scalars=None, seed: int = 0, repeat: int = 5,
                 threads: int | None = None, timeout: float = 60.0,
                 memory_limit_mb: float | None = None, verify: bool = True,
                 cache: str | Path | None = None, flops=None, workdir: str | Path | None = None,
                 returns: str = "void", source_flags: Sequence[str] = (), clock: str = "wall",
                 language: str = "c"):
        if clock not in ("wall", "thread"):
            raise PolyvizError(f"clock={clock!r}: 'wall' (elapsed time) or 'thread' (the calling thread's CPU time)")
        self.clock = clock
        self.function_parameters = tuple(function_parameters)
        self.source_flags = tuple(source_flags)
        self.language = language
        self.original_source = original_source
        self.function_name = function_name
        self.returns = returns
        self.sizes = {k: int(v) for k, v in dict(sizes).items()}
        self.compiler = compiler or Compiler()
        self.repeat = int(repeat)
        self.threads = threads
        self.timeout = float(timeout)
        self.verify = verify
        self.cache = str(cache) if cache is not None else None
        self.flops = eval_flops(flops, self.sizes)
        nbytes = input_bytes(self.function_parameters, self.sizes)
        self.memory_limit = (int(memory_limit_mb * 2**20) if memory_limit_mb
                             else default_memory_limit(nbytes))
        self.dir = Path(tempfile.mkdtemp(prefix="polyviz-run-", dir=workdir or _scratch_dir(nbytes)))
        self.cancel_file = str(self.dir / "CANCEL")
        inputs = make_inputs(self.function_parameters, self.sizes, seed=seed, init=init,
                             scalars=scalars)
        (self.dir / "inputs").mkdir()
        args = []
        for p in self.function_parameters:
            value = inputs[p.name]
            if p.kind in ("array", "pointer"):
                np.save(self.dir / "inputs" / f"{p.name}.npy", value)
                args.append({"name": p.name, "kind": p.kind, "ctype": _ctype(p), "value": None})
            else:
                args.append({"name": p.name, "kind": p.kind, "ctype": _ctype(p), "value": value})
        self.args = tuple(args)
        self.reference_dir: str | None = None
        self._packed_folders: dict[tuple[str, str], tuple[tuple[str, str, bytes], ...]] = {}

    def job(self, variant: Variant, *, threads: int | None | str = "session",
            repeat: int | None = None, reference: bool = False, portable: bool = False) -> Job:
        """The :class:`Job` measuring ``variant`` (``reference=True`` for the original's run);
        ``portable`` jobs carry the inputs and reference outputs, for workers on other machines."""
        source = self.original_source if variant.source == "original" else variant.source
        if not reference and self.verify and self.reference_dir is None:
            raise PolyvizError("run the original first (Session.run_original)")
        run_dir = self.dir / "runs" / f"{_slug(variant.label)}-{uuid.uuid4().hex[:8]}"
        return Job(variant, source, variant.function or self.function_name,
                   self.function_parameters, self.args, self.compiler, self.sizes,
                   str(self.dir / "inputs"), None if reference else self.reference_dir,
                   str(run_dir), self.repeat if repeat is None else int(repeat),
                   self.threads if threads == "session" else threads, self.timeout,
                   self.memory_limit, self.verify, self.cache, self.cancel_file, self.flops,
                   keep_outputs=reference, returns=self.returns, source_flags=self.source_flags, clock=self.clock,
                   language=self.language, payload=self._payload(reference) if portable else ())

    def _payload(self, reference: bool) -> tuple[tuple[str, str, bytes], ...]:
        folders = [("inputs", self.dir / "inputs")]
        if not reference and self.reference_dir is not None:
            folders.append(("reference", Path(self.reference_dir)))
        return tuple(entry for kind, folder in folders for entry in self._packed(kind, folder))

    def _packed(self, kind: str, folder: Path) -> tuple[tuple[str, str, bytes], ...]:
        """The ``.npy`` files of ``folder``, read once per session: the inputs are written once,
        in ``__init__``, a reference run's outputs once, by that run, and no job writes either
        (the child loads the inputs into copies, verification maps the reference read-only)."""
        key = (kind, str(folder))
        if key not in self._packed_folders:
            self._packed_folders[key] = tuple((kind, path.name, path.read_bytes())
                                              for path in sorted(folder.glob("*.npy")))
        return self._packed_folders[key]

    def run_original(self, variant: Variant | None = None) -> RunRecord:
        """Measure the original (or ``variant`` standing for it) and keep its outputs."""
        return run_originals([self], variant)[0]

    def cancel(self):
        """Kill running children of this session (they report ``cancelled``)."""
        Path(self.cancel_file).touch()

    def close(self):
        shutil.rmtree(self.dir, ignore_errors=True)
        self._packed_folders.clear()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def run_originals(sessions: Sequence[Session], variant: Variant | None = None) -> list[RunRecord]:
    """:meth:`Session.run_original` of each of ``sessions`` (one kernel at several sizes): through
    :func:`execute_jobs`, in one child when they only verify."""
    jobs = [session.job(variant or Variant("original"), reference=True) for session in sessions]
    records = execute_jobs(jobs)
    for session, job, rec in zip(sessions, jobs, records):
        if rec.ok and session.verify:
            session.reference_dir = str(Path(job.run_dir) / "outputs")
    return records


def _scratch_dir(nbytes: int) -> str | None:
    """``/dev/shm`` (memory-backed: inputs and outputs pass without disk I/O) when it has room
    for several copies of the data, else the default temporary folder."""
    try:
        if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK):
            if shutil.disk_usage("/dev/shm").free > 8 * nbytes + 256 * 2**20:
                return "/dev/shm"
    except OSError:
        pass
    return None


def _ctype(p) -> str:
    from .build import base_type

    return base_type(p.c_type)


def _slug(label: str) -> str:
    return "".join(c if c.isalnum() or c in "-_" else "_" for c in label)[:40] or "variant"


def run_on_executor(session: Session, items: Iterable[tuple[Hashable, str, Callable[[], Variant]]],
                    executor: Executor, *, portable: bool | None = None, max_in_flight: int | None = None,
                    cancel: threading.Event | None = None,
                    on_done: Callable[[Hashable, RunRecord], None] = lambda key, record: None
                    ) -> tuple[dict[Hashable, RunRecord], bool, list[str]]:
    """Measure ``(key, label, make_variant)`` items on ``executor``, a few in flight at a time.

    ``make_variant`` is called here, in the caller's process, when the item is submitted; an
    exception it raises becomes an ``error`` record, and so does a job the executor loses (a worker
    that died): the other items go on. Setting ``cancel`` stops submitting and kills running
    children. ``portable`` jobs carry their inputs and reference outputs (default: unless the
    executor is one of Python's local pools, whose workers share this machine's files).
    Returns the records by key, whether it was cancelled, and notes.
    """
    if portable is None:
        portable = not isinstance(executor, (ThreadPoolExecutor, ProcessPoolExecutor))
    records: dict[Hashable, RunRecord] = {}
    notes: list[str] = []
    in_flight = max_in_flight or (_parallelism(executor) + 1)
    pending: dict[Future, tuple[Hashable, str]] = {}
    todo = iter(items)
    cancelled = False

    def record(key, label, record: RunRecord):
        records[key] = record
        on_done(key, record)

    try:
        while True:
            if cancel is not None and cancel.is_set():
                cancelled = True
                break
            while len(pending) < in_flight:
                item = next(todo, None)
                if item is None:
                    break
                key, label, make_variant = item
                try:
                    job = session.job(make_variant(), portable=portable)
                except Exception as e:  # a bad item must not stop the others
                    record(key, label, RunRecord(label, "c", "error", f"{type(e).__name__}: {e}", sizes=session.sizes))
                    continue
                try:
                    pending[executor.submit(execute_job, job)] = (key, label)
                except Exception as e:  # e.g. a broken process pool: stop, keep what we have
                    record(key, label, RunRecord(label, "c", "error", f"the executor failed: {type(e).__name__}: {e}",
                                                 sizes=session.sizes))
                    notes.append(f"stopped early: the executor failed ({type(e).__name__}: {e})")
                    todo = iter(())
                    break
            if not pending:
                break
            done, _ = wait(list(pending), timeout=0.2, return_when=FIRST_COMPLETED)
            for future in done:
                key, label = pending.pop(future)
                record(key, label, _outcome(future, label, session))
        if cancelled and pending:
            session.cancel()  # running children are killed and report "cancelled"
            for future in list(pending):
                if future.cancel():
                    pending.pop(future)
            done, _ = wait(list(pending))
            for future in done:
                key, label = pending.pop(future)
                outcome = _outcome(future, label, session)
                if outcome.status != "cancelled":
                    record(key, label, outcome)
    except BaseException:  # e.g. KeyboardInterrupt: kill running children, then re-raise
        session.cancel()
        raise
    return records, cancelled, notes


def _parallelism(executor: Executor) -> int:
    """How many jobs ``executor`` runs at once: a local pool's workers, the threads of a
    ``dask.distributed`` client's workers (``client.get_executor()``), else 1."""
    if hasattr(executor, "_max_workers"):
        return int(executor._max_workers)
    client = getattr(executor, "_client", None)
    try:
        return max(1, sum(client.nthreads().values())) if client is not None else 1
    except Exception:  # noqa: BLE001 - a client that cannot say: one at a time, as for any executor
        return 1


def _outcome(future: Future, label: str, session: Session) -> RunRecord:
    try:
        return future.result()
    except Exception as e:  # the executor lost the job, e.g. its worker died
        return RunRecord(label, "c", "error", f"the executor lost this job: {type(e).__name__}: {e}",
                         sizes=session.sizes)


class Recorded:
    """The runs of a :class:`Session`'s variants in a :class:`~polyviz.runtime.store.TuningStore`
    (``store`` ``None``: nothing is recorded or found)."""

    def __init__(self, store, session: "Session", recipes: Mapping[str, str]):
        self.store, self.session, self.recipes = store, session, recipes
        self.known = store.known() if store is not None else {}

    def _key(self, variant: Variant) -> str:
        compiler = variant.compiler or self.session.compiler
        return self.store.key(self.session.original_source, variant.label, variant.source, variant.extra_flags,
                              str(compiler), self.session.sizes, self.session.threads)

    def find(self, variant: Variant) -> RunRecord | None:
        """The stored record of ``variant``, if any."""
        if self.store is None:
            return None
        stored = self.known.get(self._key(variant))
        return RunRecord(**stored) if stored is not None else None

    def add(self, variant: Variant, record: RunRecord) -> None:
        if self.store is None:
            return
        compiler = variant.compiler or self.session.compiler
        self.store.add(self._key(variant), record, {
            "kernel": self.session.function_name,
            "kernel_hash": hashlib.sha256(self.session.original_source.encode()).hexdigest()[:16],
            "recipe": self.recipes.get(variant.label, variant.label), "sizes": dict(self.session.sizes),
            "threads": self.session.threads, "compiler": str(compiler), "flags": list(variant.extra_flags)})


def apply_speedups(records: list[RunRecord], original: RunRecord | None) -> None:
    """Set ``speedup = original.median / median`` on every verified record (in place)."""
    base = original.median if original is not None and original.ok else None
    for r in records:
        r.speedup = (base / r.median) if (base and r.ok and r.median) else None


def bench(function_parameters, original_source: str, function_name: str,
          variants: Iterable[Variant] = (), sizes: Mapping[str, int] | None = None, *,
          repeat: int = 5, threads: int | None = None, timeout: float = 60.0,
          memory_limit_mb: float | None = None, compiler: Compiler | None = None,
          baselines: bool | Iterable[str] = True, numpy: Sequence[str] = (), init=None,
          scalars=None, seed: int = 0, verify: bool = True, cache: str | Path | None = None,
          flops=None, progress=False, returns: str = "void", source_flags: Sequence[str] = (),
          executor: Executor | None = None, clock: str = "wall", strict: bool = False,
          language: str = "c", store=None, recipes: Mapping[str, str] | None = None) -> BenchResult:
    """Compile, run, verify and time ``original`` and every variant on the same inputs.

    - ``function_parameters``: the kernel's :class:`~polyviz.model.scop.FunctionParameter` list
      (``kernel.scop.function_parameters``); ``sizes``: values of its size parameters.
    - ``variants``: :class:`Variant` objects; ``baselines``: ``True`` for all compiled built-in
      ones that work here (see :func:`builtin_baselines`), ``False`` for none, or a list of labels;
      ``numpy``: the kernel's ``polyviz-numpy`` statements, run as Python only when ``"numpy"`` is
      in that list (never for ``True``).
    - ``repeat`` timed calls after one warm-up (and one check call with ``-ffp-contract=off``
      when ``verify``); ``threads`` sets ``OMP_NUM_THREADS``; ``timeout`` is per call, seconds;
      ``memory_limit_mb`` caps the child's address space (default: see
      :func:`default_memory_limit`).
    - ``init``/``scalars``/``seed``: see :func:`~polyviz.runtime.inputs.make_inputs`;
      ``flops``: operations per call (expression over sizes, or callable) for GFLOP/s;
      ``returns``: the kernel's C return type, so that its return value is compared too.
    - ``source_flags``: compiler options the source needs (``-I DIR``, ``-D NAME``), given to
      every compile.
    - ``language``: ``"c++"`` for a C++ source (its entry point then has C linkage).
    - ``clock``: ``"wall"`` times the calls' elapsed time; ``"thread"`` the calling thread's CPU
      time, which a machine shared with other processes does not stretch (only for one thread:
      OpenMP's other threads are not counted).
    - ``executor``: any :class:`concurrent.futures.Executor` (a ``dask.distributed`` client's
      ``get_executor()`` too) that compiles, runs, verifies and times each variant on its worker;
      the original runs here first. Default: one variant after the other, here.
    - ``store``: a :class:`~polyviz.runtime.store.TuningStore`: variants recorded there are not
      run again (their stored records come back), the others are recorded as each finishes;
      ``recipes`` (label -> recipe) goes into each record.

    Failures of variants (compile errors, crashes, timeouts, wrong results) become records
    with a status and a message; a failure of the original raises nothing either, but then
    no speedup is computed and the variants run unverified.  A result that holds a failed or
    unverified record warns (:class:`~polyviz.errors.VariantFailureWarning`, listing them), and
    with ``strict`` raises :class:`~polyviz.errors.VariantsFailed` instead (so does
    ``result.raise_for_failures()``).
    """
    if sizes is None:
        raise PolyvizError("pass sizes={...} with a value for each size parameter")
    compiler = compiler or Compiler()
    variants = list(variants)
    labels = ["original"] + [v.label for v in variants]
    dup = {x for x in labels if labels.count(x) > 1}
    if dup:
        raise PolyvizError(f"duplicate variant label(s): {', '.join(sorted(dup))}")
    notes: list[str] = []
    if baselines:
        # numpy runs the file's comment lines as Python: only when named, never as part of "all".
        which = COMPILED_BASELINES if baselines is True else tuple(baselines)
        extra, notes = builtin_baselines(compiler, numpy=numpy, which=which)
        variants += [v for v in extra if v.label not in labels]
    records: list[RunRecord] = []
    bar = _make_progress(progress, 1 + len(variants), "bench")
    with Session(function_parameters, original_source, function_name, sizes, compiler=compiler,
                 init=init, scalars=scalars, seed=seed, repeat=repeat, threads=threads,
                 timeout=timeout, memory_limit_mb=memory_limit_mb, verify=verify, cache=cache,
                 flops=flops, returns=returns, source_flags=source_flags, clock=clock,
                 language=language) as session:
        original = session.run_original()
        records.append(original)
        bar.update(1)
        if not original.ok:
            notes.append(f"the original failed ({original.status}): variants are not verified "
                         "and no speedup is computed")
        recorded = Recorded(store, session, recipes or {})
        ordered = [v.label for v in variants]
        done: dict[str, RunRecord] = {}
        for v in variants:
            found = recorded.find(v)
            if found is not None:
                done[v.label] = found
                bar.update(1)
        if done:
            notes.append(f"{len(done)} variants not run again: their records come from the store {store.name!r}")
        variants = [v for v in variants if v.label not in done]
        if executor is not None and (original.ok or not verify):
            found, _, more = run_on_executor(session, [(k, v.label, lambda v=v: v) for k, v in enumerate(variants)],
                                             executor, on_done=lambda key, record: (recorded.add(variants[key], record),
                                                                                    bar.update(1)))
            # Items never submitted (the executor failed first; a note says so) still get a record.
            done.update({v.label: found.get(k) or RunRecord(v.label, v.kind, "error",
                                                           "not run: the executor failed before it",
                                                           sizes=session.sizes) for k, v in enumerate(variants)})
            notes += more
            variants = []
        for v in variants:
            if not original.ok and verify:
                # Nothing to compare with: run unverified.
                rec = execute_job(replace(session.job(v, reference=True), keep_outputs=False))
                rec.verified = None
            else:
                rec = execute_job(session.job(v))
                recorded.add(v, rec)
            done[v.label] = rec
            bar.update(1)
        records += [done[label] for label in ordered]
        bar.close()
        apply_speedups(records, original)
        machine = machine_info({compiler, *(v.compiler for v in variants if v.compiler)})
        machine["flags"] = {r.label: r.compile_command for r in records if r.compile_command}
        machine["memory_limit_mb"] = round(session.memory_limit / 2**20)
        result = BenchResult(function_name, session.sizes, threads, records, machine, notes, session.flops,
                             verify=verify)
    if strict:
        result.raise_for_failures()
    elif result.failures:
        warnings.warn(result.failure_summary(), VariantFailureWarning, stacklevel=_stacklevel_outside_polyviz())
    return result


def _stacklevel_outside_polyviz() -> int:
    """The ``stacklevel`` that makes a warning issued by this module's caller point at the first
    frame outside the polyviz package: the user's line that asked for the benchmark."""
    package = Path(__file__).resolve().parents[1]
    frame, level = sys._getframe(1), 1
    while frame is not None and Path(frame.f_code.co_filename).resolve().is_relative_to(package):
        frame, level = frame.f_back, level + 1
    return level


def _make_progress(progress, total, desc):
    from .progress import Progress

    return Progress(total, desc, progress)

