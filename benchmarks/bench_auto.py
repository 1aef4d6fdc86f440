"""auto() against the original (gcc -O3 -march=native) and the polyhedral peers, per kernel.

Run: .venv/bin/python benchmarks/bench_auto.py [--json] [--repeat N] [--no-peers] [kernel ...]
For each kernel at its ``// polyviz-bench:`` sizes: ``original``, ``auto`` (1 thread),
``gcc-graphite``, ``clang-polly`` (and ``numpy`` for gemm) in one session, then ``original`` and
``auto_2threads`` (OMP_NUM_THREADS=2) in a second one.  Every variant is verified against the
original's outputs.  ``auto()`` is called with ``no_alias=True``: the benchmark's arrays are
distinct allocations, so the generated code may use ``restrict`` (the recipe says so); and with
``reassociate=True``: parallel loops may reorder reductions (atax's ``y``, covariance's means),
and those variants are verified within a relative tolerance, which the table shows.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import replace
from pathlib import Path

from polyviz import Kernel, bench
from polyviz.benchmark import variant

KERNELS_DIR = Path(__file__).resolve().parents[1] / "kernels_c"
KERNELS = ("gemm", "2mm", "syrk", "lu", "jacobi-2d", "seidel-2d", "heat-3d", "fdtd-2d", "covariance",
           "atax", "mvt")
PEERS = ("gcc-graphite", "clang-polly")


def run_kernel(name: str, repeat: int, peers: tuple[str, ...] = PEERS) -> tuple[list[dict], dict, str, float]:
    kernel = Kernel.from_file(KERNELS_DIR / f"{name}.c")
    start = time.perf_counter()
    schedule = kernel.schedule().auto(no_alias=True, reassociate=True)
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
    args = parser.parse_args(argv)
    rows, machine, recipes = [], {}, {}
    for name in args.kernels:
        kernel_rows, machine, recipe, seconds = run_kernel(name, args.repeat, () if args.no_peers else PEERS)
        rows += kernel_rows
        recipes[name] = {"recipe": recipe, "auto_seconds": round(seconds, 3)}
        if not args.json:
            print(f"{name}: auto() in {seconds * 1000:.0f} ms: {recipe}", file=sys.stderr)
    labels = ("auto", "auto_2threads") + PEERS
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


if __name__ == "__main__":
    main()
