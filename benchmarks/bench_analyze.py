"""Median time to parse, analyse and regenerate each kernels_c kernel.

Targets (issue 2): under 50 ms per kernel, heat-3d under 300 ms. Prints one row per kernel.
Run: .venv/bin/python benchmarks/bench_analyze.py [--repeat N]
"""
from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from polyviz import Kernel

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"


def measure(path: Path) -> tuple[float, float, float]:
    source = path.read_text()
    start = time.perf_counter()
    kernel = Kernel.from_c(source, include_dirs=(str(path.parent),))
    parsed = time.perf_counter()
    kernel.dependences()
    kernel.loops()
    analysed = time.perf_counter()
    kernel.to_c()
    done = time.perf_counter()
    return parsed - start, analysed - parsed, done - analysed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    print(f"{'kernel':24} {'parse ms':>9} {'deps ms':>9} {'codegen ms':>11} {'total ms':>9}")
    for path in sorted(KERNELS.glob("*.c")):
        runs = [measure(path) for _ in range(args.repeat)]
        parse, deps, codegen = (statistics.median(r[k] for r in runs) * 1000 for k in range(3))
        total = statistics.median(sum(r) for r in runs) * 1000
        print(f"{path.stem:24} {parse:9.1f} {deps:9.1f} {codegen:11.1f} {total:9.1f}")


if __name__ == "__main__":
    main()
