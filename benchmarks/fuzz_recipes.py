"""Differential testing at scale: random recipes over kernels_c (with kernels_c/edges: values live
after the SCoP, the user's pragmas, one-line layouts) and PolyBench, every accepted schedule run
against the original, every refusal confirmed.

    .venv/bin/python benchmarks/fuzz_recipes.py --count 1000 --seed 1 [--polybench DIR] [--threads 1,2]

Each recipe has 1–6 steps of every kind (``allow_reassociation()``, ``assume_no_alias()``,
``isl_schedule()`` and ``auto()`` with its options included), each step naming loops that
``schedule.loops()`` lists at that point.  An accepted schedule is compiled and run against the
original on the same inputs at four size sets (the kernel's test sizes, two edge sets with
every size parameter 0, 1 or 2 where the kernel allows it, and one staggered set, the sizes n, n + 1,
n + 3 within 0-13) with 1 and 2 threads (one thread count when the code has no OpenMP), each
array between canary elements: a write outside one, or a result that differs (bit for bit, or
beyond the tolerance when a reduction was reassociated; arrays, scalars passed by pointer and
the return value) is a miscompile.  Unless the recipe promises ``assume_no_alias()``, it then
runs once more beside the original with two array arguments in one buffer (the same pointer, or
one element apart): the run-time overlap test must take the original loops, so that both end
alike.  A refusal is confirmed when the instance pair it names really is a conflicting access
pair, in the original order, that the forced schedule reverses, runs in parallel or lets a
pipeline race (checked from the statements' own access maps, not from the dependence analysis),
or when the forced schedule computes different results (the only check for a forced
``compute_at``, whose recomputed instances have no one time).  Prints counts and the fuzz table
per kernel group (``--results FILE``: one JSON line per recipe as it ends); exits 1 on any
miscompile, unconfirmed refusal, unexpected exception, accepted schedule whose code does not
compile or run (crash, timeout) or original that does not run.

PolyBench's files are run as they are: the runtime calls the kernel function through an entry
point of its own, with its own inputs, and drops the harness ``main`` (which needs
``utilities/polybench.c``) from the library.

Kernels come from :data:`KERNEL_SOURCES`, a list of functions returning :class:`FuzzKernel`s:
add a function there to fuzz more kernels (:data:`OWN_KERNELS`: producer/consumer pairs for
``compute_at``, derived pointers, narrow iterators).  A kernel polyviz refuses to read counts as an
error with a clear message; a traceback anywhere is a finding.
"""
from __future__ import annotations

import argparse
import inspect
import json
import random
import re
import subprocess
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Callable

import islpy as isl
import numpy as np

from polyviz import IllegalTransformation, Kernel, PolyvizError, RecipeError, Schedule, Step, benchmark, runtime
from polyviz.runtime.build import C_TYPES, ENTRY_FLAGS, base_type, entry_point
from polyviz.runtime.execute import child_environment
from polyviz.transform.steps import loops_around

ROOT = Path(__file__).resolve().parent.parent
KERNELS_C = ROOT / "kernels_c"
POLYBENCH = ROOT.parent / "shared" / "polybench-c-4.2.1"
#: Step kinds drawn, each with the same chance (``auto`` is ``Schedule.auto`` with random options).
STEP_KINDS = ("interchange", "permute", "reverse", "skew", "shift", "tile", "stripmine", "fuse", "distribute",
              "split", "wavefront", "parallel", "unroll", "isolate", "separate", "atomic", "assume_no_alias",
              "allow_reassociation", "isl_schedule", "auto", "compute_at", "local_buffer", "pack", "register_tile",
              "pipeline", "vector_lanes")
#: Size parameters above this make a kernel too slow to run thousands of times.
EDGE_VALUES = (0, 1, 2)
#: Staggered size sets: the size parameters take base, base + 1, base + 3, base, … (a loop bound
#: off by one between two sizes shows only where they differ); sizes stay within 0-13.
STAGGER_BASES = (10, 5, 2)
STAGGER = (0, 1, 3)


@dataclass
class FuzzKernel:
    """A kernel to fuzz: how to read it and the sizes its schedules run at."""

    name: str
    load: Callable[[], Kernel]
    #: Sizes of every size parameter, when the kernel file gives none (PolyBench's MINI dataset).
    default_sizes: dict[str, int] = field(default_factory=dict)

    @cached_property
    def kernel(self) -> Kernel:
        return self.load()

    @cached_property
    def size_sets(self) -> list[dict[str, int]]:
        """The test sizes, up to two edge sets and one staggered set (:data:`STAGGER`) the kernel's
        context allows."""
        kernel = self.kernel
        names = [p.name for p in kernel.scop.function_parameters if p.kind == "size"]
        base = {k: v for k, v in (kernel.scop.source.header.test_sizes or self.default_sizes).items() if k in names}
        sets = [base]
        for value in EDGE_VALUES:
            edge = {**base, **{name: value for name in names if name in kernel.parameters}}
            if edge not in sets and _allowed(kernel.context, edge) and len(sets) < 3:
                sets.append(edge)
        sizes = [name for name in names if name in kernel.parameters]
        for start in STAGGER_BASES:
            staggered = {**base, **{name: start + STAGGER[k % len(STAGGER)] for k, name in enumerate(sizes)}}
            if sizes and staggered not in sets and _allowed(kernel.context, staggered):
                sets.append(staggered)
                break
        return sets


def _allowed(context: isl.Set, sizes: dict[str, int]) -> bool:
    for k in range(context.dim(isl.dim_type.param)):
        name = context.get_dim_name(isl.dim_type.param, k)
        if name in sizes:
            context = context.fix_val(isl.dim_type.param, k, isl.Val(sizes[name]))
    return not context.is_empty()


def kernels_c(options: argparse.Namespace) -> list[FuzzKernel]:
    """Every kernel of kernels_c/ (heat-3d is left out: slow to compile thousands of times)."""
    return [FuzzKernel(path.stem, lambda path=path: Kernel.from_file(path))
            for path in sorted(KERNELS_C.glob("*.c")) if path.stem != "heat-3d"]


def edge_kernels(options: argparse.Namespace) -> list[FuzzKernel]:
    """kernels_c/edges/: iterators and scalars live after the SCoP (returned, stored through
    pointers), the user's own OpenMP pragma, a kernel written on one line; the runtime compares
    their return values and pointer scalars too."""
    return [FuzzKernel(f"edges/{path.stem}", lambda path=path: Kernel.from_file(path))
            for path in sorted((KERNELS_C / "edges").glob("*.c"))]


def polybench_kernels(options: argparse.Namespace) -> list[FuzzKernel]:
    """PolyBench/C 4.2.1's 30 kernels (from ``options.polybench``), read from their own files
    with ``-I utilities`` and PolyBench's C99 array parameters (its loop bounds already are the
    size parameters), so that sizes are parameters, at the MINI dataset's sizes; none when
    PolyBench is absent or polyviz cannot take -I/-D."""
    directory = options.polybench
    if not directory.is_dir() or "defines" not in inspect.signature(Kernel.from_file).parameters:
        return []
    utilities = directory / "utilities"
    found = []
    for line in (utilities / "benchmark_list").read_text().split():
        path = directory / line
        found.append(FuzzKernel(f"polybench/{path.stem}", lambda path=path: Kernel.from_file(
            path, include_dirs=[str(utilities)],
            defines=["MINI_DATASET", "POLYBENCH_USE_C99_PROTO"]),
            _mini_sizes(path.with_suffix(".h"))))
    return found


def _mini_sizes(header: Path) -> dict[str, int]:
    """PolyBench's MINI_DATASET sizes from a kernel's header, by the lower-case parameter name."""
    block = header.read_text().split("MINI_DATASET", 2)[-1].split("#  endif", 1)[0]
    return {name.lower(): int(value) for name, value in re.findall(r"define\s+(\w+)\s+(\d+)", block)}


#: Kernels written for the fuzz (issue 35's findings): a producer the consumer's tiles do not cover
#: at small sizes, pointers derived from a parameter, narrow and unsigned iterators, a two-stage
#: 2-D pipeline and a rank-k update for the register tile.
OWN_KERNELS = {
    "producer_consumer_1d": """
void producer_consumer_1d(int n, double A[n], double B[n], double C[n]) {
  for (int i = 0; i < n; i++)
    B[i] = A[i] * 0.5 + 1.0;
  for (int i = 1; i < n - 1; i++)
    C[i] = B[i - 1] + B[i] + B[i + 1];
}""",
    "blur_pipeline": """
void blur_pipeline(int n, int m, double A[n][m], double T[n][m], double B[n][m]) {
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m - 1; j++)
      T[i][j] = A[i][j - 1] + A[i][j] + A[i][j + 1];
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      B[i][j] = T[i - 1][j] + T[i][j] + T[i + 1][j];
}""",
    "derived_pointer": """
void derived_pointer(int n, double A[n + 1]) {
  double *B = A + 1;
  for (int i = 0; i < n; i++)
    A[i] = B[i] + 1.0;
}""",
    "derived_rows": """
void derived_rows(int n, double A[n + 1][n]) {
  double (*P)[n] = (void *)A[1];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = P[i][j] * 0.5 + A[i][j];
}""",
    "narrow_iterators": """
#define N 40
void narrow_iterators(double A[N][N], double x[N]) {
  for (short i = 0; i < N; i++)
    for (unsigned char j = 0; j < N; j++)
      x[i] += A[i][j] * 2.0;
  for (unsigned short i = 1; i < N; i++)
    x[i] = x[i - 1] + x[i];
}""",
    "narrow_too_narrow": """
void narrow_too_narrow(int n, double A[n][n], double x[n]) {
  for (short i = 0; i < n; i++)
    for (unsigned j = 0; j < (unsigned)n; j++)
      x[i] += A[i][j] * 2.0;
}""",
    "size_t_loop": """
#include <stddef.h>
void size_t_loop(size_t n, double A[n], double B[n]) {
  for (size_t i = 0; i < n; i++)
    B[i] = A[i] * A[i];
}""",
    "rank_k": """
// polyviz-test: n=13 m=11
void rank_k(int n, int m, double C[n][n], double A[n][m]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < m; k++)
        C[i][j] += A[i][k] * A[j][k];
}""",
}


def own_kernels(options: argparse.Namespace) -> list[FuzzKernel]:
    """:data:`OWN_KERNELS`, at n = m = 9 unless their text says otherwise."""
    return [FuzzKernel(f"own/{name}", lambda text=text: Kernel.from_c(text), {"n": 9, "m": 9})
            for name, text in OWN_KERNELS.items()]


#: Where kernels come from; each entry returns the kernels it contributes, given the options.
KERNEL_SOURCES: list[Callable[[argparse.Namespace], list[FuzzKernel]]] = [kernels_c, edge_kernels, polybench_kernels,
                                                                          own_kernels]


# -- drawing recipes ------------------------------------------------------------------------------
def draw_step(rng: random.Random, schedule: Schedule) -> Step | dict:
    """One step naming loops of ``schedule`` as it is now; ``auto`` comes as its options."""
    kind = rng.choice(STEP_KINDS)
    loops = schedule.loops()
    if kind == "auto":
        return {"no_alias": rng.random() < 0.5, "reassociate": rng.random() < 0.5, "parallel": rng.random() < 0.8,
                "tile_size": rng.choice([None, 2, 4, 16])}
    if kind in ("assume_no_alias", "allow_reassociation"):
        return Step(kind)
    if kind == "vector_lanes":
        return Step(kind, (), (("from_steps", rng.choice([0, 0, 2])),) if rng.random() < 0.3 else ())
    arrays = [a.name for a in schedule.scop.arrays if not a.is_scalar]
    if kind == "local_buffer":
        return Step(kind, (rng.choice(arrays),)) if arrays else Step("assume_no_alias")
    if kind == "isl_schedule":
        return Step(kind, (), (("fusion", rng.choice(["min", "smart", "max"])),))
    if not loops:
        return Step("assume_no_alias")
    a, b = rng.choice(loops), rng.choice(loops)
    if kind in ("interchange", "fuse", "wavefront"):
        return Step(kind, (a, b))
    if kind == "split":
        # At a loop around a when there is one (else a refusal to confirm).
        return Step(kind, (a, rng.choice(loops_around(schedule, a) or (b,))))
    if kind == "permute":
        return Step(kind, tuple(rng.sample(loops, min(len(loops), rng.randint(2, 3)))))
    if kind == "skew":
        return Step(kind, (a, b, rng.choice([1, 2, -1])))
    if kind == "shift":
        statement = rng.choice(schedule.locate(a)[0].statements)
        return Step(kind, (statement, a, rng.choice([-1, 1, 2])))
    if kind == "tile":
        sizes = ((a, rng.choice([2, 3, 4, 8])),) + (((b, 4),) if b != a else ())
        return Step(kind, (), sizes)
    if kind in ("stripmine", "unroll"):
        return Step(kind, (a, rng.choice([2, 3])))
    if kind == "compute_at":
        statements = [s.name for s in schedule.scop.statements]
        producers = rng.sample(statements, rng.randint(1, min(2, len(statements))))
        options = rng.choice([(), (), (("serial", 1),), (("unroll", 1),)])
        return Step(kind, (*producers, a), options)
    if kind == "pack":
        return Step(kind, (rng.choice(arrays), a)) if arrays else Step("assume_no_alias")
    if kind == "register_tile":
        return Step(kind, (), ((a, rng.choice([2, 4, 6])),) + (((b, rng.choice([4, 8])),) if b != a else ()))
    return Step(kind, (a,))


def apply(schedule: Schedule, step: Step | dict, *, force: bool = False) -> Schedule:
    if isinstance(step, dict):
        return schedule.auto(force=force, **step)
    return schedule.apply(step, force=force)


def step_text(step: Step | dict) -> str:
    if isinstance(step, dict):
        return "auto(" + ", ".join(f"{k}={v}" for k, v in step.items()) + ")"
    return str(step)


# -- confirming refusals ---------------------------------------------------------------------------
def pair_is_reversed_conflict(kernel: Kernel, forced: Schedule, error: IllegalTransformation) -> bool:
    """Whether the instance pair ``error`` names accesses one element, at least once for writing,
    in the original order, and ``forced`` puts it the other way round (or, for a refused parallel
    loop, in different iterations of that loop).  Checked from the statements' domains, access
    maps and schedules, independently of the dependence analysis that refused the step."""
    text = error.violation.instance_pair
    pair_text, _, params = text.partition(" with ")
    source_text, sink_text = pair_text.split(" -> ")
    names = [p.split(" = ")[0] for p in params.split(", ")] if params else []
    prefix = f"[{', '.join(names)}] -> " if names else ""
    condition = f" : {' and '.join(params.split(', '))}" if params else ""
    pair = isl.Map(f"{prefix}{{ {source_text} -> {sink_text}{condition} }}")
    source = kernel.scop.statement(pair.get_tuple_name(isl.dim_type.in_))
    sink = kernel.scop.statement(pair.get_tuple_name(isl.dim_type.out))
    pair = pair.intersect_params(kernel.context)
    pair = pair.align_params(source.domain.get_space()).intersect_domain(source.domain).intersect_range(sink.domain)
    if pair.is_empty():
        return False
    conflict = False
    for mine, mine_writes in [(m, True) for m in source.writes] + [(m, False) for m in source.reads]:
        for theirs, theirs_writes in [(m, True) for m in sink.writes] + [(m, False) for m in sink.reads]:
            if mine.get_tuple_name(isl.dim_type.out) != theirs.get_tuple_name(isl.dim_type.out):
                continue
            if not (mine_writes or theirs_writes):
                continue
            same = isl.UnionMap.from_map(mine).apply_range(isl.UnionMap.from_map(theirs).reverse())
            conflict = conflict or not isl.UnionMap.from_map(pair).intersect(same).is_empty()
    original = isl.UnionMap.from_map(source.schedule).union(isl.UnionMap.from_map(sink.schedule))
    pair = isl.UnionMap.from_map(pair)
    if not conflict or not pair.is_subset(original.lex_lt_union_map(original)):
        return False
    if forced.recomputes:
        # A recomputed producer instance runs once per tile, at no one time: the results decide.
        return False
    if error.violation.detail is not None:
        return any(_pipeline_races(site, loop, pair) for site in forced.sites for directive in site.band.directives
                   if (loop := directive.pipelined_loop()) is not None)
    times = forced.isl_schedule.get_map()
    if error.violation.loop is None:
        return pair.is_subset(times.lex_ge_union_map(times))
    for site in forced.sites:
        if error.violation.loop in site.band.names:
            member = isl.UnionMap.from_union_pw_aff(site.band.member(error.violation.loop))
            same_iteration = member.apply_range(member.reverse())
            if not pair.intersect_domain(site.domain).intersect_range(site.domain).is_subset(same_iteration):
                return True
    return False


def _pipeline_races(site, loop: str, pair: isl.UnionMap) -> bool:
    """Whether ``site``'s pipeline of ``loop`` lets the sink of ``pair`` run before its source: both
    in one iteration of the loops outside ``loop``, the source in an earlier iteration of ``loop``
    and at a later value of the loop after it (which the sink's iteration does not wait for)."""
    band = site.band
    index = band.names.index(loop)
    pair = pair.intersect_domain(site.domain).intersect_range(site.domain)
    if pair.is_empty():
        return False
    outer = [m for b in site.outer for m in b.members] + list(band.members[:index])
    wanted = [(m, "a = b") for m in outer] + [(band.members[index], "a < b"), (band.members[index + 1], "a > b")]
    for member, relation in wanted:
        values = isl.UnionMap.from_union_pw_aff(member)
        moved = values.reverse().apply_range(pair).apply_range(values)
        if not moved.is_subset(isl.UnionMap(f"{{ [a] -> [b] : {relation} }}", context=moved.get_ctx())):
            return False
    return True


# -- aliased calls ---------------------------------------------------------------------------------
#: Where the second array of an aliased pair starts, in elements after the first's start.
ALIAS_OFFSETS = (0, 1, -1)


def alias_pairs(kernel: Kernel) -> list[tuple[str, str]]:
    """Pairs of array arguments a caller may pass overlapping: the same element type, neither
    declared ``restrict``, at least one written by the SCoP."""
    written = {w.get_tuple_name(isl.dim_type.out) for s in kernel.scop.statements for w in s.writes}
    arrays = [p for p in kernel.scop.function_parameters if p.kind == "array" and "restrict" not in p.declaration]
    # The C types as written (a typedef name, such as PolyBench nussinov's base, included).
    return [(a.name, b.name) for k, a in enumerate(arrays) for b in arrays[k + 1:]
            if a.c_type == b.c_type and {a.name, b.name} & written]


def alias_child(job: dict) -> dict:
    """In a child process: call the original's and the variant's library (``job["libraries"]``) on
    the same inputs, the pair's two arrays in one buffer, every array between canary elements;
    ``{"differs": what}`` (empty when every buffer and the return value end alike)."""
    import cffi

    canary = 16
    first, second = job["pair"]
    offset = job["offset"]
    elements = {a["name"]: int(np.prod(a["shape"])) for a in job["args"] if a["kind"] in ("array", "pointer")}
    shared = max(elements[first], elements[second]) + abs(offset)
    rng = np.random.default_rng(0)
    initial = {}
    for arg in job["args"]:
        if arg["kind"] in ("array", "pointer") and arg["name"] != second:
            size = 2 * canary + (shared if arg["name"] == first else elements[arg["name"]])
            dtype = np.dtype(arg["dtype"])
            initial[arg["name"]] = (rng.integers(0, 100, size) if dtype.kind in "iu" else rng.random(size)).astype(dtype)
    starts = {name: canary for name in initial}
    starts[first] = canary + max(0, -offset)
    starts[second] = starts[first] + offset
    ffi = cffi.FFI()
    ffi.cdef(job["cdef"])
    ends = []
    for path in job["libraries"]:
        function = getattr(ffi.dlopen(path), job["function"])
        buffers = {name: values.copy() for name, values in initial.items()}
        args = []
        for arg in job["args"]:
            if arg["kind"] in ("array", "pointer"):
                buffer = buffers[first if arg["name"] == second else arg["name"]]
                args.append(ffi.cast(arg["ctype"] + " *", buffer.ctypes.data + starts[arg["name"]] * buffer.itemsize))
            else:
                args.append(arg["value"])
        returned = function(*args)
        ends.append((buffers, returned))
    (expected, expected_return), (actual, actual_return) = ends
    for name in expected:
        if name in job["scratch"] or (name == first and second in job["scratch"]):
            continue
        a, b = expected[name], actual[name]
        same = (np.isclose(a, b, rtol=job["rtol"], atol=0, equal_nan=True) if job["rtol"] is not None and a.dtype.kind == "f"
                else (a.view(np.uint8).reshape(a.size, -1) == b.view(np.uint8).reshape(b.size, -1)).all(axis=1))
        if not same.all():
            where = int(np.flatnonzero(~same)[0]) - starts[name]
            return {"differs": f"buffer of {name}: {int((~same).sum())} of {a.size} elements differ, the first at "
                               f"element {where} of {name} ({a[where + starts[name]]!r} in the original, "
                               f"{b[where + starts[name]]!r} transformed)"}
    if expected_return != actual_return and not (expected_return != expected_return and actual_return != actual_return):
        return {"differs": f"the return value: {expected_return!r} in the original, {actual_return!r} transformed"}
    return {"differs": ""}


# -- running ---------------------------------------------------------------------------------------
class Runner:
    """Runs schedules of fuzz kernels against the originals, one session per kernel and size set."""

    def __init__(self, threads: tuple[int, ...], timeout: float):
        self.threads = threads
        self.timeout = timeout
        self.sessions: dict[tuple[str, int], runtime.Session | None] = {}
        #: Size sets whose original does not run (each a failure: its schedules go unchecked there).
        self.notes: list[str] = []
        #: Runs of schedules against the original (one per size set and thread count).
        self.runs = 0
        #: Runs with two array arguments sharing memory (:meth:`aliased`).
        self.alias_runs = 0

    def session(self, fuzz: FuzzKernel, index: int) -> runtime.Session | None:
        """The session of ``fuzz`` at its size set ``index``; ``None`` when the original does not
        run there.  A kernel's originals run at all its size sets in one child."""
        if (fuzz.name, 0) not in self.sessions:
            sessions = [benchmark.session(fuzz.kernel, sizes, repeat=0, timeout=self.timeout)
                        for sizes in fuzz.size_sets]
            for k, (session, original) in enumerate(zip(sessions, runtime.run_originals(sessions))):
                if not original.ok:
                    self.notes.append(f"{fuzz.name} at {fuzz.size_sets[k]}: the original does not run "
                                      f"({original.status}: {original.message}); size set skipped")
                    session.close()
                self.sessions[(fuzz.name, k)] = session if original.ok else None
        return self.sessions[(fuzz.name, index)]

    def run(self, fuzz: FuzzKernel, schedule: Schedule) -> list[runtime.RunRecord]:
        """Records of ``schedule`` at every size set and thread count (one thread count when the
        code has no OpenMP: the count then changes nothing), in one child per thread count."""
        variant = benchmark.variant(fuzz.kernel, schedule, "fuzz")
        threads = self.threads if runtime.uses_openmp(variant.source) else self.threads[:1]
        sessions = [self.session(fuzz, index) for index in range(len(fuzz.size_sets))]
        sessions = [session for session in sessions if session is not None]
        # One child per thread count runs every size set (built once).
        records = [record for count in threads
                   for record in runtime.execute_jobs([session.job(variant, threads=count) for session in sessions])]
        self.runs += len(records)
        return records

    def aliased(self, fuzz: FuzzKernel, schedule: Schedule, pair: tuple[str, str], offset: int) -> str | None:
        """Run ``schedule`` and the original with the two array arguments of ``pair`` in one buffer,
        the second starting ``offset`` elements after the first, at the last size set: what
        differs, or ``None`` when both end alike (the run-time overlap test took the original
        loops).  Counted in :attr:`alias_runs`."""
        session = self.session(fuzz, len(fuzz.size_sets) - 1)
        if session is None:
            return None
        first, second = pair
        variant = benchmark.variant(fuzz.kernel, schedule, "fuzz")
        libraries = [self._library(session, source) for source in (session.original_source, variant.source)]
        threads = max(self.threads) if runtime.uses_openmp(variant.source) else self.threads[0]
        job = {"libraries": [str(path) for path in libraries], "sizes": session.sizes,
               "function": entry_point(session.function_name, session.function_parameters, session.returns)[0],
               "cdef": runtime.cdef_for(entry_point(session.function_name, session.function_parameters,
                                                    session.returns)[0], session.function_parameters, session.returns),
               "args": [{**arg, "dtype": str(np.dtype(C_TYPES[base_type(p.c_type)])),
                         "shape": list(runtime.array_shape(p, session.sizes)) if p.kind == "array" else [1]}
                        for arg, p in zip(session.args, session.function_parameters)],
               "pair": [first, second], "offset": offset, "rtol": variant.rtol if variant.reassociates else None,
               "scratch": list(variant.scratch)}
        self.alias_runs += 1
        where = f"{first} and {second} sharing memory ({second} = {first} + {offset}) at {session.sizes}, {threads} thread(s)"
        try:
            done = subprocess.run([sys.executable, __file__, "--alias-child", json.dumps(job)], capture_output=True,
                                  text=True, timeout=self.timeout, env=child_environment(threads))
        except subprocess.TimeoutExpired:
            return f"{where}: timed out after {self.timeout:g} s"
        if done.returncode != 0:
            return f"{where}: the child exited with {done.returncode}: {done.stderr.strip()[-500:]}"
        differs = json.loads(done.stdout)["differs"]
        return f"{where}: {differs}" if differs else None

    def _library(self, session: runtime.Session, source: str) -> Path:
        function, entry = entry_point(session.function_name, session.function_parameters, session.returns)
        return runtime.compile_variant(source + entry, session.compiler, (*session.source_flags, *ENTRY_FLAGS),
                                       check=True).path

    def close(self):
        for session in self.sessions.values():
            if session is not None:
                session.close()


#: The groups of the fuzz table, by the start of a kernel's name (kernels_c/edges count as kernels_c).
GROUPS = (("polybench/", "PolyBench"), ("own/", "own kernels"), ("", "kernels_c"))


def group_of(name: str) -> str:
    return next(group for prefix, group in GROUPS if name.startswith(prefix))


@dataclass
class Tally:
    tried: int = 0
    accepted: int = 0
    #: Accepted recipes whose schedule ran against the original (miscompiled ones included).
    run: int = 0
    #: Accepted recipes also run with two array arguments sharing memory.
    aliased: int = 0
    refused: int = 0
    miscompiles: int = 0
    unconfirmed: int = 0
    confirmed_by_pair: int = 0
    confirmed_by_results: int = 0
    inapplicable_steps: int = 0
    errors: Counter = field(default_factory=Counter)
    findings: list[str] = field(default_factory=list)
    #: The steps drawn so far for the recipe being tried (named in a traceback's finding).
    drawing: list[str] = field(default_factory=list)

    @property
    def tracebacks(self) -> int:
        return sum(count for kind, count in self.errors.items() if kind.startswith("traceback"))

    def add(self, other: Tally) -> None:
        for name in ("tried", "accepted", "run", "aliased", "refused", "miscompiles", "unconfirmed",
                     "confirmed_by_pair", "confirmed_by_results", "inapplicable_steps"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.errors.update(other.errors)
        self.findings.extend(other.findings)

    def report(self) -> str:
        lines = [f"tried {self.tried}", f"accepted {self.accepted}",
                 f"run {self.run} ({self.aliased} also with aliased arguments)",
                 f"refused {self.refused} (confirmed: {self.confirmed_by_pair} by the instance pair, "
                 f"{self.confirmed_by_results} by different results)",
                 f"miscompiles {self.miscompiles}", f"unconfirmed refusals {self.unconfirmed}",
                 f"steps that did not apply (RecipeError, a clear message) {self.inapplicable_steps}",
                 "errors by type: " + (", ".join(f"{kind} {count}" for kind, count in sorted(self.errors.items()))
                                       or "none")]
        return "\n".join(lines)


#: Error kinds of a schedule that ran (or was built to run) and failed where the original did not.
FAILED_RUNS = ("failed-run", "crashed", "timeout", "out-of-memory", "compile-error", "error", "cancelled")


def table(tallies: dict[str, Tally]) -> str:
    """The fuzz table: per kernel group and in all, tried, run, refused (confirmed / unconfirmed),
    miscompiles, tracebacks (Markdown)."""
    total = Tally()
    for tally in tallies.values():
        total.add(tally)
    rows = ["| group | tried | run (aliased too) | refused (confirmed / unconfirmed) | miscompiles | tracebacks "
            "| failed runs | clear errors |", "|---|---|---|---|---|---|---|---|"]
    for name, tally in [*sorted(tallies.items()), ("all", total)]:
        confirmed = tally.confirmed_by_pair + tally.confirmed_by_results
        failed = sum(count for kind, count in tally.errors.items() if kind in FAILED_RUNS)
        clear = sum(tally.errors.values()) - tally.tracebacks - failed
        rows.append(f"| {name} | {tally.tried} | {tally.run} ({tally.aliased}) | {tally.refused} ({confirmed} / "
                    f"{tally.unconfirmed}) | {tally.miscompiles} | {tally.tracebacks} | {failed} | {clear} |")
    return "\n".join(rows)


#: What became of a recipe (``--results``): run and ended as the original did, refused and
#: confirmed, refused but unconfirmed, a miscompile, a run that crashed, timed out or did not
#: compile, code isl could not generate, polyviz's clear error, a traceback.
OUTCOMES = ("run", "refused", "unconfirmed", "miscompile", "failed-run", "codegen-error", "clear-error", "traceback")


def tallies_from_results(lines: list[dict]) -> dict[str, Tally]:
    """The tallies per group of a ``--results`` file's lines (of an interrupted run too)."""
    tallies: dict[str, Tally] = {}
    for line in lines:
        tally = tallies.setdefault(line["group"], Tally())
        outcome = line["outcome"]
        tally.tried += 1
        tally.findings.extend(line["findings"])
        tally.aliased += line.get("aliased", False)
        if outcome in ("run", "miscompile", "failed-run"):
            tally.accepted += 1
            tally.run += 1
        if outcome in ("refused", "unconfirmed"):
            tally.refused += 1
        tally.confirmed_by_pair += outcome == "refused"  # a file does not say how a refusal was confirmed
        tally.unconfirmed += outcome == "unconfirmed"
        tally.miscompiles += outcome == "miscompile"
        if outcome in ("failed-run", "codegen-error", "clear-error", "traceback"):
            tally.errors["traceback" if outcome == "traceback" else outcome] += 1
    return tallies


def fuzz_one(rng: random.Random, fuzz: FuzzKernel, runner: Runner, tally: Tally) -> str:
    """Draw one recipe for ``fuzz``, apply it step by step and check it; the outcome, one of
    :data:`OUTCOMES`."""
    kernel = fuzz.kernel
    schedule = kernel.schedule()
    drawn = tally.drawing = []
    tally.tried += 1
    for _ in range(rng.randint(1, 6)):
        step = draw_step(rng, schedule)
        drawn.append(step_text(step))
        try:
            schedule = apply(schedule, step)
        except RecipeError:
            tally.inapplicable_steps += 1
            continue
        except IllegalTransformation as error:
            tally.refused += 1
            confirmed = confirm_refusal(fuzz, schedule, step, error, runner, tally, "; ".join(drawn))
            return "refused" if confirmed else "unconfirmed"
    tally.accepted += 1
    try:
        records = runner.run(fuzz, schedule)
    except RecipeError as error:  # isl cannot generate the code (a full unroll of a parametric loop)
        tally.errors["RecipeError at code generation"] += 1
        tally.findings.append(f"{fuzz.name}: {schedule.recipe}: {error}")
        return "codegen-error"
    tally.run += 1
    for record in records:
        # A write outside an array (the runtime's canaries around each one) is a miscompile too.
        if record.status == "mismatch" or "outside array" in (record.message or ""):
            tally.miscompiles += 1
            tally.findings.append(f"MISCOMPILE {fuzz.name} at {record.sizes}, {record.threads} thread(s): "
                                  f"{schedule.recipe} (drawn: {'; '.join(drawn)}): {record.message}")
            return "miscompile"
        if not record.ok:
            tally.errors[record.status] += 1
            tally.findings.append(f"{record.status.upper()} {fuzz.name} at {record.sizes}, {record.threads} "
                                  f"thread(s): {schedule.recipe}: {record.message[:500]}")
            return "failed-run"
    if schedule.no_alias:  # the recipe promises the arguments never overlap
        return "run"
    pairs = alias_pairs(kernel)
    if not pairs:
        return "run"
    before = runner.alias_runs
    differs = runner.aliased(fuzz, schedule, rng.choice(pairs), rng.choice(ALIAS_OFFSETS))
    tally.aliased += runner.alias_runs - before
    if differs:
        tally.miscompiles += 1
        tally.findings.append(f"MISCOMPILE (aliased arguments) {fuzz.name}: {schedule.recipe} "
                              f"(drawn: {'; '.join(drawn)}): {differs}")
        return "miscompile"
    return "run"


def confirm_refusal(fuzz: FuzzKernel, schedule: Schedule, step, error: IllegalTransformation, runner: Runner,
                    tally: Tally, drawn: str) -> bool:
    forced = apply(schedule, step, force=True)
    if forced.legal:
        tally.unconfirmed += 1
        tally.findings.append(f"UNCONFIRMED {fuzz.name}: {drawn}: refused ({error}) but legal when forced")
        return False
    if pair_is_reversed_conflict(fuzz.kernel, forced, error):
        tally.confirmed_by_pair += 1
        return True
    try:
        records = runner.run(fuzz, forced)
    except RecipeError:
        records = []
    if any(r.status == "mismatch" for r in records):
        tally.confirmed_by_results += 1
        return True
    tally.unconfirmed += 1
    tally.findings.append(f"UNCONFIRMED {fuzz.name}: {drawn}: {error} (pair not a reversed conflict, and "
                          f"the forced schedule computed the same results)")
    return False


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=100, help="recipes to try")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--polybench", type=Path, default=POLYBENCH, help="PolyBench/C 4.2.1 folder")
    parser.add_argument("--threads", default="1,2", help="thread counts every accepted schedule runs with")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per run")
    parser.add_argument("--kernels", help="comma-separated names to fuzz (default: all)")
    parser.add_argument("--verbose", action="store_true", help="print each finding as it happens")
    parser.add_argument("--results", type=Path,
                        help="append one JSON line per recipe to this file (kernel, group, outcome, findings)")
    parser.add_argument("--table", type=Path, nargs="+", metavar="RESULTS",
                        help="only print the fuzz table of these --results files (of interrupted runs too)")
    parser.add_argument("--alias-child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.alias_child:
        print(json.dumps(alias_child(json.loads(args.alias_child))))
        return 0
    if args.table:
        lines = [json.loads(line) for path in args.table for line in path.read_text().splitlines() if line.strip()]
        print(table(tallies_from_results(lines)))
        return 0
    kernels = [kernel for source in KERNEL_SOURCES for kernel in source(args)]
    if not any(k.name.startswith("polybench/") for k in kernels):
        print(f"note: no PolyBench kernels ({args.polybench} absent, or this polyviz has no -I/-D)")
    if args.kernels:
        wanted = set(args.kernels.split(","))
        kernels = [k for k in kernels if k.name in wanted or k.name.split("/")[-1] in wanted]
    rng = random.Random(args.seed)
    runner = Runner(tuple(int(t) for t in args.threads.split(",")), args.timeout)
    tallies: dict[str, Tally] = {}
    started = time.monotonic()
    try:
        for number in range(args.count):
            fuzz = rng.choice(kernels)
            tally = tallies.setdefault(group_of(fuzz.name), Tally())
            shown, aliased = len(tally.findings), tally.aliased
            began = time.monotonic()
            try:
                outcome = fuzz_one(rng, fuzz, runner, tally)
            except PolyvizError as error:  # a clear message, not a traceback, but still a finding
                tally.errors[f"{type(error).__name__} (clear message)"] += 1
                tally.findings.append(f"ERROR {fuzz.name}: {error}")
                outcome = "clear-error"
            except Exception as error:  # noqa: BLE001 - every unexpected exception is a finding
                tally.errors[f"traceback {type(error).__name__}"] += 1
                tally.findings.append(f"TRACEBACK {fuzz.name} (drawn: {'; '.join(tally.drawing)}): "
                                      f"{traceback.format_exc()}")
                outcome = "traceback"
            if args.results:
                with args.results.open("a") as out:
                    out.write(json.dumps({"seed": args.seed, "number": number, "kernel": fuzz.name,
                                          "group": group_of(fuzz.name), "outcome": outcome,
                                          "aliased": tally.aliased > aliased,
                                          "seconds": round(time.monotonic() - began, 2),
                                          "findings": tally.findings[shown:]}) + "\n")
            if args.verbose:
                for finding in tally.findings[shown:]:
                    print(finding, flush=True)
            if (number + 1) % 50 == 0:
                total = Tally()
                for each in tallies.values():
                    total.add(each)
                print(f"[{number + 1}/{args.count}, {time.monotonic() - started:.0f} s] "
                      + total.report().replace("\n", "; "), flush=True)
    finally:
        runner.close()
    total = Tally()
    for each in tallies.values():
        total.add(each)
    print(f"\nkernels: {len(kernels)} ({sum(k.name.startswith('polybench/') for k in kernels)} from PolyBench); "
          f"seed {args.seed}; threads {args.threads}; {time.monotonic() - started:.0f} s; "
          f"{runner.runs} runs against the original, {runner.alias_runs} with aliased arguments")
    for note in runner.notes:
        print(f"FAILED: {note}")
    for finding in total.findings:
        print(finding)
    print(total.report())
    print(table(tallies))
    return exit_status(total, runner.notes)


def exit_status(total: Tally, notes: list[str]) -> int:
    """1 on a miscompile, an unconfirmed refusal, a traceback, a failed run of an accepted
    schedule (its code does not compile, crashes, times out) or an original that does not run."""
    failed_runs = sum(count for kind, count in total.errors.items() if kind in FAILED_RUNS)
    return 1 if notes or total.miscompiles or total.unconfirmed or total.tracebacks or failed_runs else 0


if __name__ == "__main__":
    sys.exit(main())
