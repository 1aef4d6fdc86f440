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
from pathlib import Path

from polyviz import Kernel
from polyviz.benchmark import bench

KERNELS_DIR = Path(__file__).resolve().parents[1] / "kernels_c"
KERNELS = ("gemm", "syrk", "mvt", "jacobi-2d", "heat-3d")
RECIPES = ("auto()",)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kernels", nargs="*", default=list(KERNELS))
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    print(f"{'kernel':<11} {'recipe':<28} {'C median':>10} {'MLIR median':>12} {'MLIR/C':>7}  verified")
    for name in args.kernels:
        kernel = Kernel.from_file(KERNELS_DIR / f"{name}.c")
        result = bench(kernel, list(RECIPES), "bench", repeat=args.repeat, threads=1, mlir=True)
        for recipe, c_label in (("original", "original"),) + tuple((r, r) for r in RECIPES):
            c_record = result[c_label]
            m_record = result["mlir: original schedule" if recipe == "original" else f"mlir: {recipe}"]
            shown = result.recipes.get(c_label, "") or "(original schedule)"
            ratio = (f"{m_record.median / c_record.median:.2f}" if c_record.ok and m_record.ok else "-")
            verified = f"{c_record.verified or c_record.status}/{m_record.verified or m_record.status}"
            print(f"{name:<11} {shown[:28]:<28} {_ms(c_record):>10} {_ms(m_record):>12} {ratio:>7}  {verified}",
                  flush=True)


def _ms(record) -> str:
    return f"{record.median * 1e3:.1f} ms" if record.ok and record.median else record.status


if __name__ == "__main__":
    main()
