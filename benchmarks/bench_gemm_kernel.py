"""GFLOP/s of gemm-like kernels: the original, auto() without and with the register-tile
micro-kernel, extra recipes, and numpy's gemm, all on one thread in one run.

Run: .venv/bin/python benchmarks/bench_gemm_kernel.py [--repeat 5] [--size ni=2000 ...]
                                                      [--recipe "..."] [kernel ...]

Every variant of a kernel runs in one :func:`polyviz.bench` session (``OMP_NUM_THREADS=1``,
numpy with one BLAS thread), on the same inputs, verified against the original; the variants'
timed calls follow each other, so machine noise hits them alike.  ``auto`` is
``auto(no_alias=True, reassociate=True, parallel=False, micro_kernel=False)``, ``auto+kernel``
the same with ``micro_kernel=True`` (auto()'s default).  Prints GFLOP/s, the speedup over the
original and the fraction of numpy's GFLOP/s (the kernels' ``polyviz-numpy`` statements); the
operations of one call are the kernel's ``// polyviz-flops:`` line.

Measured this round (AMD EPYC AVX-512 VM shared by ~6 engineers, load average 7.5-8.2,
median of 3, one thread; auto+kernel's blocks 8x32):

=====  ========  ====  ===========  =====  =============================
kernel original  auto  auto+kernel  numpy  auto+kernel / numpy
=====  ========  ====  ===========  =====  =============================
gemm   1.46      7.05  13.49        22.40  0.60 (auto alone 0.31)
syrk   1.30      4.14   9.60        14.15  0.68
2mm    0.61      5.09   7.95        14.37  0.55
=====  ========  ====  ===========  =====  =============================

(GFLOP/s at the kernels' bench sizes.)
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path

from polyviz import Kernel, bench

KERNELS_DIR = Path(__file__).resolve().parents[1] / "kernels_c"
KERNELS = ("gemm", "2mm", "syrk")
AUTO = "auto(no_alias=True, reassociate=True, parallel=False, micro_kernel={})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--size", action="append", default=[], help="NAME=VALUE over the kernel's bench sizes")
    parser.add_argument("--recipe", action="append", default=[], help="an extra recipe to time")
    parser.add_argument("kernels", nargs="*", default=list(KERNELS))
    args = parser.parse_args()
    os.environ["OPENBLAS_NUM_THREADS"] = "1"
    print(f"load average: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    for name in args.kernels:
        kernel = Kernel.from_file(KERNELS_DIR / f"{name}.c")
        sizes = {k: int(v) for k, v in (item.split("=") for item in args.size) if k in kernel.scop.parameters}
        variants = [("auto", AUTO.format(False)), ("auto+kernel", AUTO.format(True))]
        variants += [(recipe, recipe) for recipe in args.recipe]
        numpy = ("numpy",) if kernel.scop.source.header.numpy_statements else ()
        result = bench(kernel, [(label, recipe) for label, recipe in variants], sizes=sizes or "bench",
                       baselines=numpy, repeat=args.repeat, threads=1)
        records = {r.label: r for r in result.records}
        print(f"\n{name} at {' '.join(f'{k}={v}' for k, v in result.sizes.items())}")
        for label, record in records.items():
            gflops = f"{record.gflops:7.2f} GFLOP/s" if record.gflops else " " * 15
            speedup = f"{record.speedup:6.2f}x" if record.speedup else "   -  "
            print(f"  {label:14} {record.median * 1e3 if record.median else float('nan'):9.1f} ms  {gflops}  "
                  f"{speedup}  {'verified' if record.verified else record.status}")
        if "numpy" in records and records["numpy"].gflops:
            for label in ("auto", "auto+kernel"):
                if records[label].gflops:
                    print(f"  {label} / numpy: {records[label].gflops / records['numpy'].gflops:.2f}")
        for label, recipe in result.recipes.items():
            print(f"  recipe {label}: {recipe}")


if __name__ == "__main__":
    main()
