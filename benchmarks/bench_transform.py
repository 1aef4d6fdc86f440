"""Median time of one transformation step (legality check + C generation) per kernel and recipe.

Run: .venv/bin/python benchmarks/bench_transform.py [--repeat N]
The step timed is the last step of each recipe, applied to the schedule the earlier steps built,
the way the Explorer applies one click.
"""
from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from polyviz import Kernel

KERNELS = Path(__file__).resolve().parents[1] / "kernels_c"
CASES = [
    ("tutorial_stencil", "", "interchange(i, j)"),
    ("tutorial_stencil", "", "wavefront(i, j)"),
    ("tutorial_stencil", "skew(j, i, 1)", "tile(i=32, j=32)"),
    ("gemm", "", "interchange(k, j@S1)"),
    ("gemm", "", "tile(k=32, j@S1=32)"),
    ("gemm", "", "parallel(i)"),
    ("jacobi-1d", "", "fuse(i@S0, i@S1)"),
    ("jacobi-1d", "fuse(i@S0, i@S1); skew(i, t, 2)", "tile(t=32, i=32)"),
    ("seidel-2d", "skew(i, t, 1); skew(j, t, 1); skew(j, i, 1)", "tile(t=16, i=16, j=16)"),
    ("2mm", "", "fuse(i@S0, i@S2)"),
    ("fdtd-2d", "", "interchange(i@S1, j@S1)"),
    ("heat-3d", "", "tile(i@S0=16, j@S0=16, k@S0=16)"),
    ("heat-3d", "tile(i@S0=16, j@S0=16, k@S0=16)", "parallel(i_t@S0)"),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    repeats = parser.parse_args().repeat
    print(f"{'kernel':18} {'step':34} {'median ms':>10} {'min ms':>8}")
    for name, before, step in CASES:
        kernel = Kernel.from_file(KERNELS / f"{name}.c")
        start = kernel.apply_recipe(before) if before else kernel.schedule()
        times = []
        for _ in range(repeats):
            t0 = time.perf_counter()
            start.apply_recipe(step).generate()
            times.append((time.perf_counter() - t0) * 1000)
        print(f"{name:18} {step:34} {statistics.median(times):10.1f} {min(times):8.1f}")
    kernel = Kernel.from_file(KERNELS / "gemm.c")
    t0 = time.perf_counter()
    kernel.schedule().auto().generate()
    print(f"{'gemm':18} {'auto() (once)':34} {(time.perf_counter() - t0) * 1000:10.1f}")


if __name__ == "__main__":
    main()
