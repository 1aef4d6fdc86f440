"""Sweeps: problem sizes, thread counts, and a 2-D grid of tile sizes (on any executor)."""
from __future__ import annotations

import json
import multiprocessing
import os
import sys
import threading
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Sequence

import numpy as np

from ..errors import PolyvizError
from .bench import (BenchResult, Recorded, RunRecord, Session, Variant, _fmt_s, _fmt_sizes, _json_default,
                    apply_speedups, bench, machine_info, run_on_executor, text_table)
from .build import Compiler
from .progress import Progress


# --- problem sizes and thread counts: one bench per point -----------------------------------

@dataclass
class _BenchSeries:
    """One :class:`BenchResult` per point of a one-dimensional sweep."""

    results: list[BenchResult]

    @property
    def labels(self) -> list[str]:
        seen: list[str] = []
        for r in self.results:
            seen += [label for label in r.labels if label not in seen]
        return seen

    def _x(self, result: BenchResult):
        raise NotImplementedError

    def series(self, metric: str = "median") -> dict[str, list[tuple[int, float | None]]]:
        """``{label: [(x, value), ...]}`` for ``metric`` = ``median``, ``min``, ``gflops`` or
        ``speedup`` (``None`` where the variant failed)."""
        out: dict[str, list] = {label: [] for label in self.labels}
        for res in self.results:
            for rec in res.records:
                out[rec.label].append((self._x(res), getattr(rec, metric) if rec.ok else None))
        return out

    def to_dict(self) -> dict:
        return {"results": [r.to_dict() for r in self.results]}

    def __str__(self) -> str:
        return "\n\n".join(str(result) for result in self.results)

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, default=_json_default)


@dataclass
class SizeSweep(_BenchSeries):
    """One :class:`BenchResult` per problem size; ``x`` names the size on the horizontal axis."""

    x: str = ""

    def _x(self, result: BenchResult) -> int:
        return result.sizes[self.x]

    def to_dict(self) -> dict:
        return {"x": self.x, **super().to_dict()}


@dataclass
class ThreadSweep(_BenchSeries):
    """One :class:`BenchResult` per thread count (``OMP_NUM_THREADS``). Its ``speedup`` series is
    over the original at the same thread count (the original is sequential: one baseline)."""

    @property
    def threads(self) -> list[int]:
        return [r.threads for r in self.results]

    def _x(self, result: BenchResult) -> int:
        return result.threads

    def series(self, metric: str = "speedup") -> dict[str, list[tuple[int, float | None]]]:
        return super().series(metric)


def _bench_each(points: list, bench_at: Callable[[Any], BenchResult], describe: Callable[[Any], str],
                desc: str, progress, cancel: threading.Event | None) -> list[BenchResult]:
    """``bench_at(point)`` for each point until ``cancel`` is set, with a progress bar."""
    bar = Progress(len(points), desc, progress)
    results = []
    for point in points:
        if cancel is not None and cancel.is_set():
            break
        results.append(bench_at(point))
        bar.update(1, describe(point))
    bar.close("cancelled" if len(results) < len(points) else "")
    return results


def size_sweep(function_parameters, original_source: str, function_name: str,
               variants: Iterable[Variant], sizes_list: Sequence[Mapping[str, int]], *,
               x: str | None = None, flops=None, progress=True, cancel: threading.Event | None = None,
               **bench_kwargs) -> SizeSweep:
    """Run :func:`bench` at each entry of ``sizes_list`` (dicts of size values).

    ``x`` is the size shown on the horizontal axis (default: the first one that varies);
    ``flops`` (expression or callable of the sizes) enables GFLOP/s; other keyword arguments
    go to :func:`bench`. ``cancel`` (a :class:`threading.Event`) stops between sizes.
    """
    sizes_list = [dict(s) for s in sizes_list]
    if not sizes_list:
        raise ValueError("sizes_list is empty")
    if x is None:
        names = list(sizes_list[0])
        varying = [n for n in names if len({s.get(n) for s in sizes_list}) > 1]
        x = (varying or names)[0]
    variants = list(variants)
    results = _bench_each(sizes_list, lambda sizes: bench(function_parameters, original_source, function_name,
                                                          variants, sizes, flops=flops, **bench_kwargs),
                          lambda sizes: f"{x}={sizes[x]}", "size sweep", progress, cancel)
    return SizeSweep(results, x)


def usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def thread_sweep(function_parameters, original_source: str, function_name: str,
                 variants: Iterable[Variant], sizes: Mapping[str, int], *,
                 threads: Sequence[int] | None = None, progress=True,
                 cancel: threading.Event | None = None, **bench_kwargs) -> ThreadSweep:
    """Run :func:`bench` with ``threads`` = 1, 2, … up to the usable CPUs (or the given list)."""
    counts = list(threads) if threads is not None else list(range(1, usable_cpus() + 1))
    variants = list(variants)
    results = _bench_each(counts, lambda t: bench(function_parameters, original_source, function_name,
                                                  variants, sizes, threads=t, **bench_kwargs),
                          lambda t: f"{t} threads", "thread sweep", progress, cancel)
    return ThreadSweep(results)


# --- tile sizes -----------------------------------------------------------------------------

@dataclass
class TileSweep:
    """Speedups over the original on a 2-D grid: ``records[(x, y)]`` for x in ``xs``, y in ``ys``."""

    xs: list[int]
    ys: list[int]
    records: dict[tuple[int, int], RunRecord]
    original: RunRecord
    sizes: dict[str, int]
    machine: dict[str, Any]
    names: tuple[str, str] = ("tile 1", "tile 2")
    cancelled: bool = False
    notes: list[str] = field(default_factory=list)

    def grid(self, metric: str = "speedup") -> np.ndarray:
        """A ``len(ys) × len(xs)`` array of ``metric`` (NaN where not run or not verified)."""
        g = np.full((len(self.ys), len(self.xs)), np.nan)
        for (x, y), rec in self.records.items():
            v = getattr(rec, metric) if rec.ok else None
            if v is not None:
                g[self.ys.index(y), self.xs.index(x)] = v
        return g

    @property
    def best(self) -> tuple[tuple[int, int], float] | None:
        """The point with the highest speedup and that speedup, or ``None``."""
        ok = [(p, r.speedup) for p, r in self.records.items() if r.ok and r.speedup is not None]
        return max(ok, key=lambda pr: pr[1]) if ok else None

    def failures(self) -> dict[tuple[int, int], str]:
        return {p: f"{r.status}: {r.message}" for p, r in self.records.items() if not r.ok}

    def __str__(self) -> str:
        """Speedup over the original at each point (rows: the second name), the best marked *."""
        best = self.best
        rows = [(f"{self.names[1]} \\ {self.names[0]}", *self.xs)]
        for y in self.ys:
            cells = []
            for x in self.xs:
                record = self.records.get((x, y))
                if record is None:
                    cells.append("not run")
                elif not record.ok or record.speedup is None:
                    cells.append(record.status if not record.ok else "unverified")
                else:
                    cells.append(f"{record.speedup:.2f}x" + ("*" if best and best[0] == (x, y) else ""))
            rows.append((y, *cells))
        lines = [f"speedup over the original ({_fmt_s(self.original.median)})  sizes {_fmt_sizes(self.sizes)}"
                 + ("  (cancelled)" if self.cancelled else "")] + text_table(rows)
        lines += [f"  {self.names[0]}={x} {self.names[1]}={y}: {message}" for (x, y), message in self.failures().items()]
        return "\n".join(lines + [f"note: {n}" for n in self.notes])

    def to_dict(self) -> dict:
        return {"xs": self.xs, "ys": self.ys, "names": list(self.names), "sizes": self.sizes,
                "cancelled": self.cancelled, "notes": self.notes, "machine": self.machine,
                "original": self.original.to_dict(),
                "points": [{"x": x, "y": y, **r.to_dict()} for (x, y), r in self.records.items()]}

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, default=_json_default)


def default_executor() -> Executor:
    """A local pool with one worker: a process pool started with 'spawn' (no fork of the caller,
    which may be a Jupyter kernel). One worker keeps timed runs from disturbing each other.

    When the caller is a script run as ``python file.py``, a spawned worker would re-run that
    script (it may lack an ``if __name__ == "__main__":`` guard), so a thread pool is used
    instead; every kernel still runs in its own child process either way.
    """
    main = sys.modules.get("__main__")
    if getattr(main, "__file__", None) and getattr(main, "__spec__", None) is None:
        return ThreadPoolExecutor(max_workers=1)
    return ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))


def _grid_axes(grid) -> tuple[list, list]:
    """``tile_sweep``'s ``grid`` as its two lists of tile sizes; a clear error for any other shape
    (checked before anything is compiled)."""
    try:
        axes = list(grid)
    except TypeError:
        axes = []
    if len(axes) == 2 and all(isinstance(axis, Iterable) and not isinstance(axis, (str, bytes, Mapping))
                              for axis in axes):
        return list(axes[0]), list(axes[1])
    named = (" (a grid of named sizes, {'ti': [...], 'tj': [...]}, is what polyviz.sweep takes with a recipe "
             "template)") if isinstance(grid, Mapping) else ""
    raise PolyvizError(f"tile_sweep's grid must be two sequences of tile sizes, (xs, ys) such as "
                       f"([16, 32], [8, 64]): source_for gets each (x, y) point; got {grid!r}{named}")


def tile_sweep(function_parameters, original_source: str, function_name: str,
               source_for: Callable[[tuple[int, int]], str],
               grid: tuple[Sequence[int], Sequence[int]], sizes: Mapping[str, int], *,
               extra_flags: Sequence[str] = (), reassociates: bool = False,
               compiler: Compiler | None = None, repeat: int = 3, threads: int | None = None,
               timeout: float = 60.0, executor: Executor | None = None,
               max_in_flight: int | None = None, cancel: threading.Event | None = None,
               progress=True, names: tuple[str, str] = ("tile 1", "tile 2"),
               store=None, recipes: Mapping[str, str] | None = None, **session_kwargs) -> TileSweep:
    """Measure ``source_for((x, y))`` for every x in ``grid[0]`` and y in ``grid[1]``.

    ``source_for`` (called here, in the caller's process) returns a translation unit defining
    the original function; each point is compiled, run in a child, verified against the
    original and timed on ``executor`` (default :func:`default_executor`; any
    :class:`concurrent.futures.Executor`, a ``dask.distributed`` client's ``get_executor()`` too:
    on other machines than Python's local pools the jobs carry their inputs). Setting
    ``cancel`` (a :class:`threading.Event`) stops submitting, kills running children and returns
    the points done so far with ``cancelled=True``. ``store`` (a
    :class:`~polyviz.runtime.store.TuningStore`) skips the points recorded there and records the
    others as each finishes (``recipes``: label ``"XxY"`` -> recipe, kept in each record). Other
    keyword arguments go to :class:`Session` (``init``, ``scalars``, ``seed``, ``memory_limit_mb``,
    ``cache``, ``flops``).
    """
    xs, ys = _grid_axes(grid)
    points = [(x, y) for y in ys for x in xs]
    compiler = compiler or Compiler()
    bar = Progress(len(points), "tile sweep", progress)
    with Session(function_parameters, original_source, function_name, sizes, compiler=compiler,
                 repeat=repeat, threads=threads, timeout=timeout, **session_kwargs) as session:
        original = session.run_original()
        notes = []
        if not original.ok:
            notes.append(f"the original failed ({original.status}): {original.message}")
            points = []
        own = executor is None
        pool = default_executor() if own else executor

        made: dict[tuple[int, int], Variant] = {}

        def variant_at(point: tuple[int, int]) -> Variant:
            if point not in made:
                made[point] = Variant(f"{point[0]}x{point[1]}", source_for(point), extra_flags=tuple(extra_flags),
                                      reassociates=reassociates)
            return made[point]

        recorded = Recorded(store, session, recipes or {})
        stored = {}
        for pt in points if store is not None else ():
            try:
                found = recorded.find(variant_at(pt))
            except Exception:  # run_on_executor makes the point's error record
                continue
            if found is not None:
                stored[pt] = found
                bar.update(1, f"{pt}: recorded")
        if stored:
            notes.append(f"{len(stored)} points not run again: their records come from the store {store.name!r}")

        def finished(pt, record: RunRecord) -> None:
            if pt in made:  # a point whose source could not be made is not a candidate to keep
                recorded.add(made[pt], record)
            bar.update(1, f"{pt}: {record.status}")

        try:
            records, cancelled, more = run_on_executor(
                session, [(pt, f"{pt[0]}x{pt[1]}", lambda pt=pt: variant_at(pt)) for pt in points if pt not in stored],
                pool, max_in_flight=max_in_flight, cancel=cancel, on_done=finished)
            records.update(stored)
            notes += more
        finally:
            if own:
                pool.shutdown(wait=True, cancel_futures=True)
        bar.close("cancelled" if cancelled else "")
    apply_speedups(list(records.values()), original)
    ordered = {p: records[p] for p in [(x, y) for y in ys for x in xs] if p in records}
    return TileSweep(xs, ys, ordered, original, dict(session.sizes), machine_info({compiler}),
                     tuple(names), cancelled, notes)

