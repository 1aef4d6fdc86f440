"""Every kernels_c kernel at its benchmark size: original, auto() and the compiler baselines.

Sizes come from each file's ``// polyviz-bench:`` line (chosen so that gcc -O3 takes 0.1–2 s).
Prints one table per kernel (median, spread, speedup over original, verified), then the geometric
mean speedup of every variant over the kernels where it verified, and the compile times.
Run: .venv/bin/python benchmarks/bench_kernels.py [--repeat N] [--threads T] [--only a,b] [--json FILE]
"""
from __future__ import annotations

import argparse
import math
import statistics
from pathlib import Path

from polyviz import Kernel, benchmark

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"
VARIANTS = ("auto()", "gcc-graphite", "clang-polly", "clang-polly-parallel")


def geomean(values: list[float]) -> float:
    return math.exp(sum(map(math.log, values)) / len(values))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--threads", type=int, default=None, help="OMP_NUM_THREADS (default: all CPUs)")
    parser.add_argument("--only", help="comma-separated kernel names")
    parser.add_argument("--json", help="also write every result to this file (JSON lines)")
    args = parser.parse_args()
    names = args.only.split(",") if args.only else [p.stem for p in sorted(KERNELS.glob("*.c"))]
    speedups: dict[str, list[float]] = {}
    failures: dict[str, list[str]] = {}
    compile_seconds: list[float] = []
    rows = []
    for name in names:
        kernel = Kernel.from_file(KERNELS / f"{name}.c")
        result = benchmark.bench(kernel, VARIANTS, repeat=args.repeat, threads=args.threads, timeout=120)
        print(result, flush=True)
        if args.json:
            with open(args.json, "a") as out:
                out.write(result.to_json(indent=None) + "\n")
        row = {"kernel": name, "original_s": result.original.median}
        for record in result.records:
            if record.compile_seconds and not record.cached and record.label != "clang-polly-parallel":
                compile_seconds.append(record.compile_seconds)
            if record.label == "original":
                continue
            if record.speedup is not None:
                speedups.setdefault(record.label, []).append(record.speedup)
                row[record.label] = f"{record.speedup:.2f}x"
            else:
                failures.setdefault(record.label, []).append(f"{name}: {record.status}")
                row[record.label] = record.status
        rows.append(row)
    labels = [label for label in VARIANTS if label in speedups or label in failures]
    print("\nspeedup over original (gcc -O3)")
    print(f"{'kernel':26} {'original':>10} " + " ".join(f"{label:>21}" for label in labels))
    for row in rows:
        original = f"{row['original_s']:.3f} s" if row["original_s"] is not None else "-"
        print(f"{row['kernel']:26} {original:>10} " + " ".join(f"{row.get(label, '-'):>21}" for label in labels))
    means = {label: f"{geomean(speedups[label]):.2f}x ({len(speedups[label])})" if label in speedups else "-"
             for label in labels}
    print(f"{'geomean (kernels)':26} {'':>10} " + " ".join(f"{means[label]:>21}" for label in labels))
    for label, items in failures.items():
        print(f"{label} did not verify or run on: {', '.join(items)}")
    if compile_seconds:
        print(f"compile time per variant (uncached builds, Polly-parallel excluded): median "
              f"{statistics.median(compile_seconds):.3f} s, min {min(compile_seconds):.3f} s, "
              f"max {max(compile_seconds):.3f} s over {len(compile_seconds)} builds")


if __name__ == "__main__":
    main()
