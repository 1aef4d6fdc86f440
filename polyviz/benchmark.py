"""Compile, run, verify and time a :class:`~polyviz.Kernel`'s schedules against the original.

This binds kernels, schedules and recipes to :mod:`polyviz.runtime` (which sees only function
parameters and source text); the CLI, the widgets and the notebooks call these functions.

>>> k = Kernel.from_file("kernels_c/gemm.c")
>>> result = bench(k, ["auto()", "gcc-graphite", "clang-polly"], sizes="test", repeat=3)
>>> print(result)                       # variant, median, spread, speedup over original, verified
>>> plot_bench(result, backend="plotly")
>>> grid = sweep(k, "tile(i={ti}, j={tj}); parallel(i_t)", {"ti": [16, 32], "tj": [16, 32]})

Sizes are ``"bench"`` (the kernel file's ``// polyviz-bench:`` line, the default), ``"test"`` or
a dict, which overrides single values of the bench sizes (``{"n": 2000}``).
"""
from __future__ import annotations

import re
import threading
from dataclasses import replace
from concurrent.futures import Executor
from typing import Iterable, Mapping, Sequence, Union

from . import runtime
from .errors import PolyvizError, VariantsFailed
from .kernel import Kernel
from .toolchain import CPLUSPLUS_FLAGS, POLLY_FLAGS, cplusplus_driver, polly_clang
from .runtime import (BASELINES, BenchResult, SizeSweep, ThreadSweep, TileSweep, Variant,
                      plot_bench, plot_size_sweep, plot_thread_sweep, plot_tile_sweep)
from .transform import CacheModel, Schedule
from .transform.counts import TooLarge, cache_estimate, counts as count_schedule
from .transform.auto import neighbourhood

#: What :func:`bench` accepts as a variant: a recipe, a schedule, a baseline label
#: (``"original"``, ``"gcc-graphite"``, ``"clang-polly"``, ``"clang-polly-parallel"``,
#: ``"numpy"``), a ``(label, recipe or schedule)`` pair, or a ready :class:`runtime.Variant`.
VariantSpec = Union[str, Schedule, tuple, Variant]
Sizes = Union[str, Mapping[str, int]]


def benchmark_sizes(kernel: Kernel, sizes: Sizes = "bench") -> dict[str, int]:
    """The size values for ``sizes`` (``"bench"``, ``"test"`` or a dict over the bench sizes)."""
    header = kernel.scop.source.header
    if isinstance(sizes, str):
        chosen = {"test": header.test_sizes, "bench": header.bench_sizes}.get(sizes)
        if chosen is None:
            raise PolyvizError(f"sizes must be 'test', 'bench' or a dict such as {{'n': 1000}}, not {sizes!r}")
        if not chosen and kernel.scop.parameters:
            names = kernel.scop.parameters
            raise PolyvizError(f"{kernel.name} has no '// polyviz-{sizes}:' line: give the sizes of "
                               f"{', '.join(names)}: on the command line "
                               + " ".join(f"--size {n}=…" for n in names) + ", in Python sizes={"
                               + ", ".join(f"{n!r}: …" for n in names) + "}, or add a line "
                               f"'// polyviz-{sizes}: " + " ".join(f"{n}=…" for n in names) + "' to the file")
        return dict(chosen)
    return {**header.bench_sizes, **{name: int(value) for name, value in sizes.items()}}


def machine_cache() -> CacheModel:
    """The cache model of this machine: its L2 from sysfs (the model's default when it does not say).
    Recipes compiled and timed here tune ``auto()`` for it."""
    l2 = runtime.l2_cache_bytes()
    return CacheModel(vector_bytes=runtime.vector_bytes(), **({"l2_bytes": l2} if l2 else {}))


def machine_caches() -> dict[str, int]:
    """This machine's cache sizes per level (sysfs), for figures that show bytes next to them."""
    return runtime.cache_sizes()


def variant(kernel: Kernel, schedule: Schedule | str, label: str | None = None, *,
            openmp: bool = True, force: bool = False) -> Variant:
    """The runtime variant of ``kernel`` under ``schedule`` (or a recipe, checked for legality:
    an illegal one raises :class:`~polyviz.IllegalTransformation` unless ``force``). The label
    defaults to the recipe; a forced illegal schedule runs too (verification then reports what
    it broke)."""
    if isinstance(schedule, str):
        schedule = kernel.apply_recipe(schedule, force=force, cache=machine_cache())
    code = schedule.generate(openmp=openmp)
    return Variant(label or schedule.recipe or "original schedule", kernel.translation_unit(code),
                   reassociates=code.reassociates, scratch=schedule.scratch_arrays)


def counts(kernel: Kernel, schedule: Schedule | str | None = None, sizes: Sizes = "bench") -> dict:
    """The model's exact counts of ``schedule`` (a recipe, or the original) at ``sizes``, as
    :func:`bench` records them: operations by kind, element reads and writes, distinct elements,
    each loop level's line traffic (:mod:`polyviz.transform.counts`), what the counting model has
    each cache of this machine load (``cache_bytes``) and the operations per byte that makes for
    each (``intensities``; a schedule that reuses data in a cache moves right there). Raises :class:`~polyviz.transform.counts.TooLarge`
    when the sizes are too large to count.

    >>> gemm = polyviz.Kernel.from_file(polyviz.kernels_c("gemm"))
    >>> polyviz.counts(gemm, sizes={"ni": 4, "nj": 4, "nk": 4})["operations"]
    {'mul': 144, 'add': 64}
    """
    if schedule is None:
        schedule = kernel.schedule()
    elif isinstance(schedule, str):
        schedule = kernel.apply_recipe(schedule, cache=machine_cache())
    chosen = benchmark_sizes(kernel, sizes)
    shapes = {a.name: tuple(runtime.eval_extent(e, chosen) for e in a.extents) for a in kernel.scop.arrays
              if not a.is_scalar and all(e is not None for e in a.extents)}
    counted = count_schedule(schedule, chosen, shapes)
    loaded = cache_estimate(counted, runtime.cache_sizes())
    return {**counted.to_dict(), "cache_bytes": loaded,
            "intensities": {level: counted.flops / moved for level, moved in loaded.items() if moved}}


def plot_roofline(result: BenchResult, backend: str = "matplotlib", level: str = "L1", peaks: dict | None = None):
    """The roofline of ``result`` (:func:`polyviz.runtime.plot_roofline`) under this machine's
    measured peaks (:func:`polyviz.runtime.machine_peaks`, measured once and cached) unless
    ``peaks`` are given."""
    return runtime.plot_roofline(result, peaks or runtime.machine_peaks(), backend=backend, level=level)


def add_counts(kernel: Kernel, result: BenchResult, schedules: Mapping[str, Schedule]) -> list[str]:
    """Fill in ``record.counts`` of each record of ``result`` with a schedule (see :func:`counts`);
    the notes on what was not counted."""
    known: dict[int, dict] = {}
    for record in result.records:
        schedule = schedules.get(record.label)
        if schedule is None:
            continue
        try:
            if id(schedule) not in known:
                known[id(schedule)] = counts(kernel, schedule, result.sizes)
        except TooLarge as error:
            return [f"no counts: {error}"]
        record.counts = known[id(schedule)]
    return []


def mlir_variant(kernel: Kernel, schedule: Schedule | str, label: str | None = None) -> Variant:
    """The variant of ``kernel`` whose SCoP runs as MLIR's affine dialect under ``schedule``
    (or a recipe): lowered by ``mlir-opt-16``, compiled through ``mlir-translate-16`` and
    ``clang-16``, called from the user's function in place of the SCoP. Its ``affine.parallel``
    loops become OpenMP loops on LLVM's OpenMP runtime (``OMP_NUM_THREADS`` threads); without
    that runtime (:func:`~polyviz.runtime.mlir_openmp_runtime`) they run sequentially."""
    if isinstance(schedule, str):
        schedule = kernel.apply_recipe(schedule, cache=machine_cache())
    code = schedule.to_mlir()
    return Variant(label or f"mlir: {schedule.recipe or 'original schedule'}", kernel.mlir_translation_unit(code),
                   mlir=code.text, reassociates=code.reassociates, scratch=schedule.scratch_arrays)


#: What Polly's code of a schedule with parallel loops adds: ``-polly-parallel`` makes the loops
#: Polly finds parallel OpenMP loops, which call GCC's OpenMP runtime.
POLLY_PARALLEL_FLAGS = ("-mllvm", "-polly-parallel", "-lgomp")


def polly_variant(kernel: Kernel, schedule: Schedule | str, label: str | None = None) -> Variant:
    """The variant of ``kernel`` that clang with Polly builds from the user's own file, Polly
    importing ``schedule`` (or a recipe) as JSCoP (:meth:`~polyviz.transform.Schedule.to_jscop`):
    ``clang -O3 -march=native -mllvm -polly -mllvm -polly-import`` with the flags of
    :data:`~polyviz.toolchain.POLLY_FLAGS`, plus ``-polly-parallel -lgomp`` when the schedule has
    parallel loops (Polly then runs in parallel the loops it finds parallel). Raises
    :class:`~polyviz.frontend.PollyError` where Polly is missing or sees another SCoP."""
    if isinstance(schedule, str):
        schedule = kernel.apply_recipe(schedule, cache=machine_cache())
    view = kernel.polly()
    clang, _ = polly_clang()
    files = ((view.kernel.file_name, schedule.to_jscop(view)),)
    compiler = runtime.Compiler(clang, POLLY_FLAGS)
    if kernel.language == "c++":
        # Polly's own import refuses its export of SCoPs in libstdc++'s instantiations (std::copy's
        # memmove: "JScop file changes the accessed memory"): Polly sees the kernel's function only.
        compiler = runtime.Compiler(cplusplus_driver(clang), (*POLLY_FLAGS, *CPLUSPLUS_FLAGS, "-mllvm",
                                                              f"-polly-only-func=^{view.kernel.function}$"))
    return Variant(label or f"polly: {schedule.recipe or 'original schedule'}", compiler=compiler, jscop=files,
                   extra_flags=POLLY_PARALLEL_FLAGS if schedule.parallel_loops() else ())


def _split(kernel: Kernel, specs: Iterable[VariantSpec], mlir: bool = False, force: bool = False,
           polly: bool = False, schedules: dict[str, Schedule] | None = None
           ) -> tuple[list[Variant], list[str], dict[str, str], list[str]]:
    """Variants to build, baseline labels, the recipe behind each variant label, and a note on
    each illegal schedule (recipes are applied with ``force``) or each recipe Polly cannot take;
    with ``mlir``, also the MLIR variant of the original schedule and of every recipe; with
    ``polly``, the Polly variant of every recipe. ``schedules`` gets the schedule of each label
    that has one (the original's under ``original``)."""
    variants: list[Variant] = []
    baselines: list[str] = []
    recipes: dict[str, str] = {}
    illegal: list[str] = []
    schedules = {} if schedules is None else schedules
    schedules["original"] = kernel.schedule()
    if mlir:
        variants.append(mlir_variant(kernel, kernel.schedule(), "mlir: original schedule"))
        schedules["mlir: original schedule"] = kernel.schedule()
    for spec in specs:
        if isinstance(spec, Variant):
            variants.append(spec)
        elif isinstance(spec, str) and spec in ("original",) + BASELINES:
            if spec != "original":
                baselines.append(spec)
        elif isinstance(spec, (str, Schedule)) or (isinstance(spec, tuple) and len(spec) == 2
                                                   and isinstance(spec[0], str)):
            label, schedule = spec if isinstance(spec, tuple) else (None, spec)
            if isinstance(schedule, str):
                # The label is the recipe as written ("auto()"); the record keeps the steps it became.
                label, schedule = label or schedule, kernel.apply_recipe(schedule, force=force, cache=machine_cache())
            label = label or schedule.recipe or "original schedule"
            if not schedule.legal:
                illegal.append(f"{label}: ILLEGAL schedule (forced): {schedule.violation}")
            if kernel.via_polly is None:
                v = variant(kernel, schedule, label)
                variants.append(v)
                recipes[v.label] = schedule.recipe
                schedules[v.label] = schedule
            if mlir:
                m = mlir_variant(kernel, schedule, f"mlir: {label}")
                variants.append(m)
                recipes[m.label] = schedule.recipe
                schedules[m.label] = schedule
            if polly or kernel.via_polly is not None:
                try:
                    p = polly_variant(kernel, schedule, f"polly: {label}")
                except PolyvizError as error:
                    illegal.append(f"polly: {label} skipped: {error}")
                else:
                    variants.append(p)
                    recipes[p.label] = schedule.recipe
                    schedules[p.label] = schedule
        else:
            raise PolyvizError(f"a variant is a recipe, a Schedule, a baseline name or a (label, recipe) "
                               f"pair, not {spec!r}")
    return variants, baselines, recipes, illegal


def _baseline_names(baselines: Iterable[str]) -> list[str]:
    names = [baselines] if isinstance(baselines, str) else list(baselines)
    known = ("original",) + BASELINES
    unknown = [name for name in names if name not in known]
    if unknown:
        raise PolyvizError(f"baselines: unknown {', '.join(map(str, unknown))}; known: {', '.join(known)}")
    return names


def _kernel_data(kernel: Kernel) -> tuple:
    """What the runtime needs of the kernel: its parameters (with the file's typedef names
    resolved, so that PolyBench nussinov's ``base`` is passed as a ``char``), source and name."""
    typedefs = dict(kernel.scop.typedefs)
    parameters = tuple(replace(p, c_type=re.sub(r"\w+", lambda w: typedefs.get(w.group(), w.group()), p.c_type))
                       for p in kernel.scop.function_parameters)
    return parameters, kernel.source, kernel.name


def _header_options(kernel: Kernel, options: dict) -> dict:
    header = kernel.scop.source.header
    options.setdefault("init", header.init or None)
    options.setdefault("flops", header.flops)
    options.setdefault("returns", kernel.scop.source.function_return_type)
    options.setdefault("source_flags", kernel.compiler_flags)
    if kernel.language == "c++":
        options.setdefault("language", "c++")
        options.setdefault("compiler", runtime.Compiler("g++").with_flags(*CPLUSPLUS_FLAGS))
    return options


def session(kernel: Kernel, sizes: Sizes = "bench", **options) -> runtime.Session:
    """The :class:`~polyviz.runtime.Session` that runs ``kernel`` at ``sizes`` as :func:`bench` does:
    its parameters, source and name, its header's ``init`` and ``flops``, its return type and
    ``-I``/``-D`` options; other ``options`` (``repeat``, ``timeout``, ``threads``…) override them.
    For running many schedules against one original: ``session.run_original()``, then
    ``runtime.execute_job(session.job(variant(kernel, schedule)))`` for each (close it after)."""
    return runtime.Session(*_kernel_data(kernel), benchmark_sizes(kernel, sizes), **_header_options(kernel, options))


def bench(kernel: Kernel, variants: Iterable[VariantSpec] = (), sizes: Sizes = "bench", *,
          baselines: Iterable[str] = (), repeat: int = 5, threads: int | None = None, timeout: float = 60.0,
          progress=False, mlir: bool = False, polly: bool = False, force: bool = False, strict: bool = False,
          counted: bool = True, **options) -> BenchResult:
    """``original`` (gcc ``-O3``, the baseline of every speedup) and each variant, compiled, run
    in a child process on the same inputs, verified bit for bit against the original and timed.

    :param kernel: the kernel whose variants run.
    :param variants: recipes (``"tile(i=32, j=32)"``), schedules, ``(label, schedule)`` pairs,
        :class:`~polyviz.runtime.bench.Variant` objects or baseline names (``"clang-polly"``);
        ``result.recipes`` maps each label to the steps it ran.
    :param sizes: ``"bench"`` or ``"test"`` (the file's ``// polyviz-bench:`` or
        ``// polyviz-test:`` line) or a dict of parameter values.
    :param baselines: compiler baselines to add (``polyviz.runtime.BASELINES``); none runs unless
        named here or among the variants. One not installed is skipped with a note
        (``result.notes``).
    :param repeat: timed calls after one warm-up (0: compile, run and verify only).
    :param threads: ``OMP_NUM_THREADS`` of parallel variants (default: every free CPU).
    :param timeout: seconds per call before a variant is killed.
    :param progress: print one line per variant as it finishes.
    :param mlir: also run each recipe (and the original schedule) as MLIR
        (:func:`mlir_variant`), labelled ``mlir: <recipe>``.
    :param polly: also run each recipe as clang with Polly builds the user's file, importing the
        schedule as JSCoP (:func:`polly_variant`), labelled ``polly: <recipe>``; where Polly
        refuses the schedule (its own dependence check), the record's message is Polly's.
    :param force: apply illegal recipe steps anyway, to show what they compute: the result notes
        which dependence each such variant breaks, and its record shows the mismatch.
    :param strict: raise :class:`~polyviz.errors.VariantsFailed` (as
        ``result.raise_for_failures()`` does) instead of warning.
    :param counted: give each record with a schedule the model's counts at these sizes
        (``record.counts``: :func:`counts`); sizes too large to count get a note instead.
    :param options: passed to :func:`polyviz.runtime.bench` (``cache``, ``memory_limit_mb``,
        ``compiler``, ``seed``...).

    A variant that fails (compile error, crash, timeout, out of memory, wrong result) or runs
    unverified (the original failed) is a record with its status, and the call warns
    (:class:`~polyviz.errors.VariantFailureWarning`) naming each.

    >>> gemm = polyviz.Kernel.from_file(polyviz.kernels_c("gemm"))
    >>> result = polyviz.bench(gemm, ["tile(k=4, j@S1=4)"], "test", repeat=1)
    >>> result.labels
    ['original', 'tile(k=4, j@S1=4)']
    >>> result["tile(k=4, j@S1=4)"].ok, bool(result["tile(k=4, j@S1=4)"].verified)
    (True, True)
    """
    skipped = []
    if mlir and not runtime.mlir_available()[0]:
        mlir = False
        skipped.append(f"MLIR variants skipped: {runtime.mlir_available()[1]}")
    elif mlir and runtime.mlir_openmp_runtime() is None:
        skipped.append("MLIR affine.parallel loops run sequentially: LLVM's OpenMP runtime (libomp.so.5) is not "
                       "installed (Debian/Ubuntu: apt-get install libomp5-16)")
    if polly:
        try:
            kernel.polly()
        except PolyvizError as error:
            polly = False
            skipped.append(f"Polly variants skipped: {error}")
    schedules: dict[str, Schedule] = {}
    built, named, recipes, illegal = _split(kernel, [*variants, *_baseline_names(baselines)], mlir, force, polly,
                                            schedules)

    def described(result: BenchResult) -> BenchResult:
        result.recipes.update(recipes)
        result.notes += skipped + illegal
        if counted:
            result.notes += add_counts(kernel, result, schedules)
        return result

    try:
        result = runtime.bench(*_kernel_data(kernel), built, benchmark_sizes(kernel, sizes),
                               repeat=repeat, threads=threads, timeout=timeout, progress=progress,
                               baselines=named, numpy=kernel.scop.source.header.numpy_statements, strict=strict,
                               **_header_options(kernel, options))
    except VariantsFailed as failed:
        described(failed.result)
        raise
    return described(result)


def auto_search(kernel: Kernel, sizes: Sizes = "bench", *, threads: int | None = None, repeat: int = 3,
                no_alias: bool = False, reassociate: bool = False, parallel: bool = True,
                tile_size: int | None = None, executor: Executor | None = None, storage=None,
                study: str | None = None, progress=False) -> tuple[Schedule, BenchResult]:
    """``auto()``'s schedule and its close alternatives (``transform.auto.neighbourhood``:
    without ``parallel``, without any step, other tile sizes), compiled, verified and timed on
    this machine; returns the fastest verified one and every timing. The untransformed schedule
    is always a candidate, so a recipe that does not pay here is never chosen.

    :param kernel: the kernel to schedule.
    :param sizes: the sizes to time at (as in :func:`bench`).
    :param threads: ``OMP_NUM_THREADS`` of the parallel candidates.
    :param repeat: timed calls per candidate.
    :param no_alias: as ``auto(no_alias)``: the arrays do not overlap.
    :param reassociate: as ``auto(reassociate)``: a candidate that reorders a reduction counts
        when it matches the original within the runtime's tolerance.
    :param parallel: whether candidates may run loops in parallel.
    :param tile_size: one tile size for every candidate instead of the cache model's.
    :param executor: any :class:`concurrent.futures.Executor`
        (``dask.distributed.Client(...).get_executor()``) compiles and times each candidate on the
        worker that runs it; a candidate whose worker died is an ``error`` record and is not
        chosen (the original runs here, first).
    :param storage: where every candidate is recorded as it finishes (kernel hash, recipe,
        sizes, machine, compiler and flags, times, verification): an Optuna storage, such as
        ``"sqlite:///tuning.db"`` (:mod:`polyviz.runtime.store`). The same search run again with
        the same storage resumes: recorded candidates are not timed again, their records come
        back. Load them with :func:`tuning_records`.
    :param study: the study's name in ``storage`` (default ``polyviz-<function name>``).
    :param progress: a progress bar (tqdm in a terminal, a widget in a notebook).
    :returns: ``(schedule, result)``: the chosen schedule and the :class:`BenchResult` of every
        candidate (labelled ``candidate 0``, ``candidate 1``, ...).

    >>> stencil = polyviz.Kernel.from_file(polyviz.kernels_c("tutorial_stencil"))
    >>> best, timings = polyviz.auto_search(stencil, {"n": 200}, repeat=1)
    >>> best.legal and timings.labels[0] == "original"
    True
    """
    chosen_sizes = benchmark_sizes(kernel, sizes)
    candidates = neighbourhood(kernel.schedule(), no_alias=no_alias, reassociate=reassociate,
                               parallel=parallel, tile_size=tile_size, sizes=chosen_sizes, cache=machine_cache())
    labels = [f"candidate {k}" for k in range(len(candidates))]
    result = bench(kernel, list(zip(labels, candidates)), chosen_sizes, repeat=repeat, threads=threads,
                   executor=executor, store=runtime.open_store(storage, study or f"polyviz-{kernel.name}"),
                   recipes={label: c.recipe for label, c in zip(labels, candidates)}, progress=progress)
    timed = [(result[label].median, k) for k, label in enumerate(labels)
             if result[label].ok and result[label].verified]
    return (candidates[min(timed)[1]] if timed else kernel.schedule()), result


def sweep(kernel: Kernel, recipe_template: str, grid: Mapping[str, Sequence[int]],
          sizes: Sizes = "bench", *, repeat: int = 3, threads: int | None = None,
          timeout: float = 60.0, executor: Executor | None = None,
          cancel: threading.Event | None = None, progress=True, storage=None, study: str | None = None,
          **options) -> TileSweep:
    """Speedup over the original of ``recipe_template`` at every point of a 2-D ``grid``; chart
    it with :func:`plot_tile_sweep` (best point highlighted).

    :param kernel: the kernel to transform.
    :param recipe_template: a recipe with one ``{name}`` per grid axis.
    :param grid: exactly two names, each with the values to try.
    :param sizes: the sizes to time at (as in :func:`bench`).
    :param repeat: timed calls per point.
    :param threads: ``OMP_NUM_THREADS`` of parallel points.
    :param timeout: seconds per call before a point is killed.
    :param executor: where points run (default: a local one-worker process pool; a
        ``dask.distributed`` client's ``get_executor()`` works too).
    :param cancel: setting this event stops the sweep and kills running children.
    :param progress: a progress bar (tqdm in a terminal, a widget in a notebook), or a callable
        ``f(done, total)``.
    :param storage: record every point as it finishes, and resume from the points recorded
        (as in :func:`auto_search`).
    :param study: the study's name in ``storage`` (default ``polyviz-<function name>``).
    :param options: passed to the runtime (as in :func:`bench`).

    A point whose recipe is illegal is recorded as an error.

    >>> gemm = polyviz.Kernel.from_file(polyviz.kernels_c("gemm"))
    >>> tiles = polyviz.sweep(gemm, "tile(k={tk}, j@S1={tj})", {"tk": [4, 8], "tj": [4]}, "test",
    ...                       repeat=1, progress=False)
    >>> sorted(tiles.records)
    [(4, 4), (8, 4)]
    """
    if len(grid) != 2:
        raise PolyvizError(f"the grid needs exactly two names, such as {{'ti': [16, 32], 'tj': [16, 32]}}, "
                           f"not {list(grid)}")
    (x_name, xs), (y_name, ys) = grid.items()
    try:
        recipe_template.format(**{x_name: 1, y_name: 1})
    except (KeyError, IndexError, ValueError) as error:
        raise PolyvizError(f"the recipe template {recipe_template!r} must use exactly "
                           f"{{{x_name}}} and {{{y_name}}} ({error})") from None

    def recipe_at(point: tuple[int, int]) -> str:
        return recipe_template.format(**{x_name: point[0], y_name: point[1]})

    def source_for(point: tuple[int, int]) -> str:
        return variant(kernel, recipe_at(point)).source

    return runtime.tile_sweep(*_kernel_data(kernel), source_for, (list(xs), list(ys)),
                              benchmark_sizes(kernel, sizes), repeat=repeat, threads=threads,
                              timeout=timeout, executor=executor, cancel=cancel,
                              progress=progress, names=(x_name, y_name),
                              store=runtime.open_store(storage, study or f"polyviz-{kernel.name}"),
                              recipes={f"{x}x{y}": recipe_at((x, y)) for x in xs for y in ys},
                              **_header_options(kernel, options))


def tuning_records(storage, kernel: Kernel | str) -> list[dict]:
    """Every candidate :func:`sweep` and :func:`auto_search` recorded in ``storage`` for
    ``kernel`` (a kernel, or a study name): per candidate its key, kernel and kernel hash,
    recipe, sizes, threads, CPU, compiler and flags, and ``record`` (the run's times, status,
    verification: :class:`~polyviz.runtime.RunRecord`'s fields), in the order they ran."""
    return runtime.TuningStore(storage, kernel if isinstance(kernel, str) else f"polyviz-{kernel.name}").records()


def size_sweep(kernel: Kernel, variants: Iterable[VariantSpec], sizes_list: Sequence[Sizes], *,
               baselines: Iterable[str] = (), progress=True, cancel: threading.Event | None = None,
               **options) -> SizeSweep:
    """:func:`bench` at each entry of ``sizes_list``; chart it with :func:`plot_size_sweep`.

    :param kernel: the kernel whose variants run.
    :param variants: as in :func:`bench`.
    :param sizes_list: the sizes, each ``"bench"``, ``"test"`` or a dict of parameter values.
    :param baselines: compiler baselines to add (as in :func:`bench`).
    :param progress: print one line per run.
    :param cancel: setting this event stops the sweep.
    :param options: passed to the runtime (``repeat``, ``threads``, ``timeout``...).

    >>> mvt = polyviz.Kernel.from_file(polyviz.kernels_c("mvt"))
    >>> by_size = polyviz.size_sweep(mvt, ["permute(j@S1, i@S1)"], [{"n": 50}, {"n": 100}], repeat=1,
    ...                              progress=False)
    >>> len(by_size.results)
    2
    """
    built, baselines, _, _ = _split(kernel, [*variants, *_baseline_names(baselines)])
    return runtime.size_sweep(*_kernel_data(kernel), built, [benchmark_sizes(kernel, s) for s in sizes_list],
                              progress=progress, cancel=cancel, baselines=baselines,
                              numpy=kernel.scop.source.header.numpy_statements,
                              **_header_options(kernel, options))


def thread_sweep(kernel: Kernel, variants: Iterable[VariantSpec], sizes: Sizes = "bench", *,
                 baselines: Iterable[str] = (), threads: Sequence[int] | None = None, progress=True,
                 cancel: threading.Event | None = None, **options) -> ThreadSweep:
    """:func:`bench` on 1, 2, ... threads, up to the CPUs usable here; chart it with
    :func:`plot_thread_sweep`.

    :param kernel: the kernel whose variants run.
    :param variants: as in :func:`bench` (parallel ones are what the thread count changes).
    :param sizes: the sizes to time at (as in :func:`bench`).
    :param baselines: compiler baselines to add (as in :func:`bench`).
    :param threads: the thread counts to run instead.
    :param progress: print one line per run.
    :param cancel: setting this event stops the sweep.
    :param options: passed to the runtime (``repeat``, ``timeout``...).

    >>> stencil = polyviz.Kernel.from_file(polyviz.kernels_c("tutorial_stencil"))
    >>> by_threads = polyviz.thread_sweep(stencil, ["wavefront(i, j); parallel(i)"], {"n": 100},
    ...                                   threads=[1, 2], repeat=1, progress=False)
    >>> len(by_threads.results)
    2
    """
    built, baselines, _, _ = _split(kernel, [*variants, *_baseline_names(baselines)])
    return runtime.thread_sweep(*_kernel_data(kernel), built, benchmark_sizes(kernel, sizes),
                                threads=threads, progress=progress, cancel=cancel,
                                baselines=baselines, numpy=kernel.scop.source.header.numpy_statements,
                                **_header_options(kernel, options))


__all__ = ["BASELINES", "BenchResult", "SizeSweep", "ThreadSweep", "TileSweep", "bench", "benchmark_sizes", "mlir_variant",
           "polly_variant", "session",
           "plot_bench", "plot_size_sweep", "plot_thread_sweep", "plot_tile_sweep", "size_sweep",
           "sweep", "thread_sweep", "variant"]
