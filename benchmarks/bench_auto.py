"""auto() against the original (gcc -O3 -march=native) and the polyhedral peers, per kernel.

Run: .venv/bin/python benchmarks/bench_auto.py [--json] [--repeat N] [--no-peers] [--suite beyond] [kernel ...]
For each kernel (``kernels_c/``; with ``--suite beyond`` every kernel of ``kernels_c/beyond/``, the
suite from outside PolyBench, without peers) at its ``// polyviz-bench:`` sizes: ``original``, ``auto`` (1 thread),
``gcc-graphite``, ``clang-polly`` (and ``numpy`` for gemm) in one session, then ``original`` and
``auto_2threads`` (OMP_NUM_THREADS=2) in a second one.  Every variant is verified against the
original's outputs.  ``auto()`` is called with ``no_alias=True``: the benchmark's arrays are
distinct allocations, so the generated code may use ``restrict`` (the recipe says so); and with
``reassociate=True``: parallel loops may reorder reductions (atax's ``y``, covariance's means),
and those variants are verified within a relative tolerance, which the table shows.

``--transform-times PB`` instead times ``polyviz transform FILE --recipe "auto()"`` (the command a
user types: a fresh process, parsing included) on each kernel of PolyBench/C at ``PB`` (LARGE
dataset), wall and CPU seconds, with the recipe it chose; the CPU column is what to compare on a
loaded machine.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import resource
import statistics
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

from polyviz import Kernel, PolyvizError, bench
from polyviz.benchmark import variant

KERNELS_DIR = Path(__file__).resolve().parents[1] / "kernels_c"
BEYOND_DIR = KERNELS_DIR / "beyond"
KERNELS = ("gemm", "2mm", "syrk", "lu", "jacobi-2d", "seidel-2d", "heat-3d", "fdtd-2d", "covariance",
           "atax", "mvt")
PEERS = ("gcc-graphite", "clang-polly")


def run_kernel(name: str, repeat: int, peers: tuple[str, ...] = PEERS,
               folder: Path = KERNELS_DIR) -> tuple[list[dict], dict, str, float]:
    kernel = Kernel.from_file(folder / f"{name}.c")
    start = time.perf_counter()
    try:
        schedule = kernel.schedule().auto(no_alias=True, reassociate=True)
    except PolyvizError as error:  # a finding for the table, not the end of the run
        row = {"name": name, "variant": "auto", "median_s": None, "speedup": None, "verified": None,
               "status": "auto() failed", "gflops": None, "message": str(error)[:200]}
        return [row], {}, f"error: {error}"[:200], time.perf_counter() - start
    auto_seconds = time.perf_counter() - start
    auto = variant(kernel, schedule, "auto")
    numpy = ("numpy",) if name == "gemm" and kernel.scop.source.header.numpy_statements else ()
    sequential = bench(kernel, [auto], repeat=repeat, threads=1, baselines=peers + numpy)
    parallel = bench(kernel, [replace(auto, label="auto_2threads")], repeat=repeat, threads=2)
    rows = [_row(name, r) for r in sequential.records]
    rows += [_row(name, r) for r in parallel.records if r.label == "auto_2threads"]
    return rows, sequential.machine, schedule.recipe, auto_seconds


def _row(name: str, record) -> dict:
    return {"name": name, "variant": record.label, "median_s": record.median, "speedup": record.speedup,
            "verified": record.verified, "status": record.status, "gflops": record.gflops,
            "message": record.message[:200] if not record.ok else ""}


def geomean(values: list[float]) -> float | None:
    values = [v for v in values if v]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kernels", nargs="*", default=list(KERNELS))
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--no-peers", action="store_true",
                        help="skip gcc-graphite and clang-polly (halves the run; numpy stays for gemm)")
    parser.add_argument("--suite", choices=("kernels_c", "beyond"), default="kernels_c",
                        help="beyond: every kernel of kernels_c/beyond/ (no peers)")
    parser.add_argument("--transform-times", metavar="PB", type=Path,
                        help="time `polyviz transform --recipe auto()` on PolyBench/C at PB instead")
    args = parser.parse_args(argv)
    if args.transform_times:
        transform_times(args.transform_times, args.kernels if args.kernels != list(KERNELS) else None, args.json)
        return
    folder, peers = (BEYOND_DIR, ()) if args.suite == "beyond" else (KERNELS_DIR, () if args.no_peers else PEERS)
    if args.suite == "beyond" and args.kernels == list(KERNELS):
        args.kernels = sorted(p.stem for p in BEYOND_DIR.glob("*.c"))
    rows, machine, recipes = [], {}, {}
    for name in args.kernels:
        kernel_rows, kernel_machine, recipe, seconds = run_kernel(name, args.repeat, peers, folder)
        machine = kernel_machine or machine
        rows += kernel_rows
        recipes[name] = {"recipe": recipe, "auto_seconds": round(seconds, 3)}
        if not args.json:
            print(f"{name}: auto() in {seconds * 1000:.0f} ms: {recipe}", file=sys.stderr)
    labels = ("auto", "auto_2threads") + peers
    means = {label.replace("-", "_") if label == "auto_2threads" else label:
             geomean([r["speedup"] for r in rows if r["variant"] == label]) for label in labels}
    if args.json:
        print(json.dumps({"machine": machine, "kernels": rows, "geomean": means, "recipes": recipes}, indent=2))
        return
    print(f"{'kernel':12} {'variant':14} {'median s':>9} {'speedup':>8} {'GFLOP/s':>8}  verified")
    for r in rows:
        speedup = f"{r['speedup']:.2f}x" if r["speedup"] else "-"
        gflops = f"{r['gflops']:.2f}" if r["gflops"] else "-"
        median = f"{r['median_s']:.3f}" if r["median_s"] else "-"
        print(f"{r['name']:12} {r['variant']:14} {median:>9} {speedup:>8} {gflops:>8}  {r['verified'] or r['status']}"
              + (f" ({r['message']})" if r["message"] else ""))
    print("geomean speedup over original: " + ", ".join(
        f"{k} {v:.2f}x" if v else f"{k} -" for k, v in means.items()))


def transform_times(polybench: Path, names: list[str] | None, as_json: bool) -> None:
    """Wall and CPU seconds of ``polyviz transform FILE --recipe "auto()"`` per PolyBench kernel."""
    files = [polybench / line.strip() for line in (polybench / "utilities" / "benchmark_list").read_text().split()]
    files = [f for f in files if names is None or f.stem in names]
    polyviz_cli = Path(sys.executable).with_name("polyviz")
    rows = []
    for path in files:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run([str(polyviz_cli), "transform", str(path), "-I", str(polybench / "utilities"),
                               "-DLARGE_DATASET", "--recipe", "auto()", "--json"], capture_output=True, text=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        recipe = json.loads(done.stdout)["recipe"] if done.returncode == 0 else f"error: {done.stderr[-200:]}"
        rows.append({"name": path.stem, "wall_s": round(wall, 2), "cpu_s": round(cpu, 2), "recipe": recipe,
                     "load": os.getloadavg()[0]})
        if not as_json:
            print(f"{path.stem:16} {wall:6.2f} s wall {cpu:6.2f} s CPU  load {rows[-1]['load']:.1f}  {recipe or '(original)'}")
    cpus = [r["cpu_s"] for r in rows]
    summary = {"median_cpu_s": statistics.median(cpus) if cpus else None, "max_cpu_s": max(cpus, default=None)}
    if as_json:
        print(json.dumps({"kernels": rows, **summary}, indent=2))
    else:
        print(f"CPU seconds: median {summary['median_cpu_s']}, max {summary['max_cpu_s']}")


if __name__ == "__main__":
    main()
