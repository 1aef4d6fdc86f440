"""polyviz's C of a recipe next to clang/Polly's build of the same schedule (JSCoP import), per kernel.

Run: .venv/bin/python benchmarks/bench_polly.py [--repeat N] [--threads T] [--hand] [--no-own] [--all | kernel ...]
For each kernel at its ``// polyviz-bench:`` sizes, one session: the original (gcc -O3), the
original schedule and ``auto()`` (with ``--hand``, also the two hand recipes the tests verify,
a tiling and a skewing) as polyviz's C (gcc -O3 -march=native) and as clang-16 with
Polly importing the schedule (``polly: …``), and Polly's own optimiser (``clang-polly``) for
reference. Every variant is verified against the original's outputs. Prints medians and the
Polly/C time ratio of each schedule.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from polyviz import Kernel
from polyviz.benchmark import bench, polly_variant
from polyviz.errors import PolyvizError
from polyviz.runtime import polly_available

from bench_mlir import ms, print_side_by_side, require  # the same table, MLIR's column Polly's

KERNELS_DIR = Path(__file__).resolve().parents[1] / "kernels_c"
sys.path.insert(0, str(KERNELS_DIR.parent / "tests"))
from test_mlir import HAND_RECIPES  # noqa: E402 (the recipes the MLIR and Polly tests verify, per kernel)
KERNELS = ("gemm", "mvt", "jacobi-2d", "trmm")
RECIPES = ("auto()",)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kernels", nargs="*", default=list(KERNELS))
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--threads", type=int, default=None, help="OMP_NUM_THREADS (default: every CPU)")
    parser.add_argument("--hand", action="store_true", help="also the kernel's two hand recipes")
    parser.add_argument("--all", action="store_true", help="every kernels_c kernel")
    parser.add_argument("--no-own", action="store_true",
                        help="leave out Polly's own optimiser (clang-polly: 20-120 s of compile per kernel)")
    args = parser.parse_args()
    require(polly_available, "Polly")
    if args.all:
        args.kernels = sorted(p.stem for p in KERNELS_DIR.glob("*.c"))
    print(f"{'kernel':<11} {'schedule':<30} {'C median':>10} {'Polly median':>13} {'Polly/C':>8}  verified")
    for name in args.kernels:
        kernel = Kernel.from_file(KERNELS_DIR / f"{name}.c")
        recipes = (*RECIPES, *(HAND_RECIPES.get(name, ()) if args.hand else ()))
        try:
            original = polly_variant(kernel, kernel.schedule(), "polly: original schedule")
        except PolyvizError as error:  # Polly sees another SCoP (cholesky): say why, go on
            print(f"{name:<11} {str(error).splitlines()[0]}", flush=True)
            continue
        own = () if args.no_own else ("clang-polly",)
        result = bench(kernel, [*recipes, original, *own], "bench", repeat=args.repeat,
                       threads=args.threads, polly=True)
        for note in result.notes:
            if note.startswith("polly: "):
                print(f"{name:<11} {note.splitlines()[0]}", flush=True)
        shown = [r for r in recipes if f"polly: {r}" in result.labels]
        print_side_by_side(name, result, shown, "polly", widths=(30, 13, 8))
        if own:
            print(f"{name:<11} {'clang-polly (its own optimiser)':<30} {'':>10} {ms(result['clang-polly']):>13}",
                  flush=True)


if __name__ == "__main__":
    main()
