"""polyviz's C of a recipe next to clang/Polly's build of the same schedule (JSCoP import), per kernel.

Run: .venv/bin/python benchmarks/bench_polly.py [--repeat N] [--threads T] [kernel ...]
For each kernel at its ``// polyviz-bench:`` sizes, one session: the original (gcc -O3), the
original schedule and ``auto()`` as polyviz's C (gcc -O3 -march=native) and as clang-16 with
Polly importing the schedule (``polly: …``), and Polly's own optimiser (``clang-polly``) for
reference. Every variant is verified against the original's outputs. Prints medians and the
Polly/C time ratio of each schedule.
"""
from __future__ import annotations

import argparse
from pathlib import Path

from polyviz import Kernel
from polyviz.benchmark import bench, polly_variant
from polyviz.runtime import polly_available

from bench_mlir import ms, print_side_by_side, require  # the same table, MLIR's column Polly's

KERNELS_DIR = Path(__file__).resolve().parents[1] / "kernels_c"
KERNELS = ("gemm", "mvt", "jacobi-2d", "trmm")
RECIPES = ("auto()",)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kernels", nargs="*", default=list(KERNELS))
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--threads", type=int, default=None, help="OMP_NUM_THREADS (default: every CPU)")
    args = parser.parse_args()
    require(polly_available, "Polly")
    print(f"{'kernel':<11} {'schedule':<30} {'C median':>10} {'Polly median':>13} {'Polly/C':>8}  verified")
    for name in args.kernels:
        kernel = Kernel.from_file(KERNELS_DIR / f"{name}.c")
        original = polly_variant(kernel, kernel.schedule(), "polly: original schedule")
        result = bench(kernel, [*RECIPES, original, "clang-polly"], "bench", repeat=args.repeat,
                       threads=args.threads, polly=True)
        print_side_by_side(name, result, RECIPES, "polly", widths=(30, 13, 8))
        print(f"{name:<11} {'clang-polly (its own optimiser)':<30} {'':>10} {ms(result['clang-polly']):>13}",
              flush=True)


if __name__ == "__main__":
    main()
