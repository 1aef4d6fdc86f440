"""polyviz.runtime: compile kernel variants, run them in a child process, verify and time them.

Main entry points:

- :func:`bench` — the original, built-in baselines and your :class:`Variant` objects on the same
  inputs; returns a :class:`BenchResult` (plain records, ``to_json()``).
- :func:`size_sweep`, :func:`thread_sweep`, :func:`tile_sweep` — repeated benches.
- :func:`plot_bench`, :func:`plot_size_sweep`, :func:`plot_tile_sweep`,
  :func:`plot_thread_sweep` — charts (``backend="matplotlib"`` or ``"plotly"``).
- :func:`compile_variant`, :class:`Compiler` — the cached gcc/clang build, flags shown (and
  the mlir-opt-16 → mlir-translate-16 → clang-16 build of MLIR variants).
- :func:`make_inputs`, :func:`eval_extent` — deterministic inputs from declared extents.

It takes a kernel as plain data (``function_parameters``, source text, function name) and knows
nothing of :class:`polyviz.Kernel`; :mod:`polyviz.benchmark` binds kernels, schedules and recipes
to it.
"""
from .bench import (BASELINES, BenchResult, Job, RunRecord, Session, Variant, apply_speedups,
                    bench, builtin_baselines, default_memory_limit, execute_job, execute_jobs, machine_info,
                    run_originals)
from .build import (CHECK_FLAGS, DEFAULT_FLAGS, MLIR_LOWERING, Build, CompileError, Compiler, cache_dir,
                    clang_commands, clear_cache, cdef_for, compile_stats, compile_variant, graphite_available,
                    include_dir, mlir_available, mlir_openmp_runtime, mlir_toolchain, polly_available, polly_clang, uses_openmp)
from .charts import plot_bench, plot_roofline, plot_size_sweep, plot_thread_sweep, plot_tile_sweep, roofline_points
from .execute import ChildOutcome, run_child
from .inputs import array_shape, eval_extent, eval_flops, make_inputs
from .machine import cache_sizes, l2_cache_bytes, vector_bytes
from .peaks import machine_peaks
from .progress import Progress
from .store import TuningStore, open_store
from .sweeps import (SizeSweep, ThreadSweep, TileSweep, default_executor, size_sweep,
                     thread_sweep, tile_sweep)
from .verify import Mismatch, compare_arrays, compare_outputs

__all__ = [
    "BASELINES", "BenchResult", "Build", "CHECK_FLAGS", "ChildOutcome", "CompileError", "Compiler",
    "DEFAULT_FLAGS", "Job", "Mismatch", "Progress", "RunRecord", "TuningStore", "open_store",
    "Session", "SizeSweep", "ThreadSweep", "TileSweep", "Variant", "apply_speedups",
    "array_shape", "bench", "builtin_baselines", "cache_dir", "cache_sizes", "clang_commands", "clear_cache", "cdef_for", "compare_arrays",
    "compare_outputs", "compile_stats", "compile_variant", "default_executor",
    "default_memory_limit", "eval_extent", "eval_flops", "execute_job", "execute_jobs", "graphite_available",
    "include_dir", "l2_cache_bytes", "MLIR_LOWERING", "machine_info", "mlir_available", "mlir_openmp_runtime", "mlir_toolchain", "machine_peaks", "make_inputs", "plot_bench", "plot_roofline", "roofline_points", "plot_size_sweep", "plot_thread_sweep", "vector_bytes",
    "plot_tile_sweep", "polly_available", "polly_clang", "run_child", "run_originals", "size_sweep", "thread_sweep",
    "tile_sweep", "uses_openmp",
]
