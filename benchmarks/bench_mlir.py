"""The MLIR variant of a recipe next to the C variant of the same recipe, per kernel.

Run: .venv/bin/python benchmarks/bench_mlir.py [--repeat N] [kernel ...]
For each kernel at its ``// polyviz-bench:`` sizes, one session on one thread (the MLIR
variant's ``affine.parallel`` loops run sequentially, so the C variants get one thread too):
the original and ``auto()`` as C (gcc -O3 -march=native) and as affine MLIR (mlir-opt-16,
mlir-translate-16, clang-16 -O3 -march=native). Every variant is verified against the
original's outputs. Prints medians and the MLIR/C time ratio of each recipe.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable

from polyviz import Kernel
from polyviz.benchmark import bench
from polyviz.runtime import mlir_available

KERNELS_DIR = Path(__file__).resolve().parents[1] / "kernels_c"
KERNELS = ("gemm", "syrk", "mvt", "jacobi-2d", "heat-3d")
RECIPES = ("auto()",)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kernels", nargs="*", default=list(KERNELS))
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    require(mlir_available, "MLIR")
    print(f"{'kernel':<11} {'recipe':<28} {'C median':>10} {'MLIR median':>12} {'MLIR/C':>7}  verified")
    for name in args.kernels:
        kernel = Kernel.from_file(KERNELS_DIR / f"{name}.c")
        result = bench(kernel, list(RECIPES), "bench", repeat=args.repeat, threads=1, mlir=True)
        print_side_by_side(name, result, RECIPES, "mlir")


def require(available: Callable[[], tuple[bool, str]], column: str) -> None:
    """Stop with the reason when the tools of the compared column are missing: the table would
    have nothing to compare the C variants with."""
    found, note = available()
    if not found:
        sys.exit(f"{Path(sys.argv[0]).name}: cannot measure the {column} variants: {note}")


def print_side_by_side(name: str, result, recipes, prefix: str, widths=(28, 12, 7)) -> None:
    """One line per schedule (the original's, then each recipe's): its C median, the median of
    the variant labelled ``PREFIX: RECIPE``, their ratio, and whether each verified."""
    shown_width, other_width, ratio_width = widths
    for c_label in ("original", *recipes):
        c_record = result[c_label]
        other = result[f"{prefix}: original schedule" if c_label == "original" else f"{prefix}: {c_label}"]
        shown = result.recipes.get(c_label, "") or "(original schedule)"
        ratio = f"{other.median / c_record.median:.2f}" if c_record.ok and other.ok else "-"
        verified = f"{c_record.verified or c_record.status}/{other.verified or other.status}"
        print(f"{name:<11} {shown[:shown_width]:<{shown_width}} {ms(c_record):>10} {ms(other):>{other_width}} "
              f"{ratio:>{ratio_width}}  {verified}", flush=True)


def ms(record) -> str:
    return f"{record.median * 1e3:.1f} ms" if record.ok and record.median else record.status


if __name__ == "__main__":
    main()
