"""Tile first, then fuse: compute_at + local_buffer against each stage tiled on its own, 1 thread.

Run: .venv/bin/python benchmarks/bench_fusion.py [--rounds N] [--repeat N] [kernel ...]
For each kernel at its ``// polyviz-bench:`` sizes: ``original`` (gcc -O3 -march=native), the
stages tiled separately (the best schedule without ``compute_at``: every stage tiled, no
recomputation) and the fused schedules (the last stage tiled, its producers computed per tile
into per-tile buffers), a few tile shapes each.  All schedules use ``assume_no_alias()`` (the
benchmark's arrays are distinct allocations).  Every variant is verified against the original
(bit for bit; the intermediates the fused code keeps in buffers are not compared).

The machine is shared, so the variants run in interleaved rounds (each round times every
variant ``--repeat`` times) and the ratios are taken within each round; the table gives the
median over rounds of each ratio: fused (best shape) over original, and over the best
separately tiled shape; and ``auto(scratch=1)``'s own choice over original.

Where the time goes (2-core Zen 4 VM, 1 MB L2; thread CPU time of 15-21 interleaved rounds in
a C harness around the same generated code, which the wall-clock ratios here only approach on
a quiet machine).  A stage that streams an array from or to memory costs 0.75-1 ns per element
whether it reads, writes or both (one core's memory concurrency, not the bandwidth: a copy of
72 MB takes 5.5 ms, a pure read 2.4 ms); the original pays that once per stage.  The fused
code pays it for its first stage (reading the input, 6-13% recomputed) and its last (writing
the output), and the stages in between run from the buffers at about 0.2 ns per element (in
L1), arithmetic that no longer hides behind memory traffic.  So blur2d (2 stages) tops out
near 1.5x (measured 1.3-1.45x), stencil_pipeline (3) near 1.6x (measured 1.45-1.53x), and no
tile shape changes that much: whole rows (4096 columns) with as many rows as keep the buffers
within about 1.5x the L2 were best (blur2d 32x4096 1.37x, stencil_pipeline 32x4096 1.53x;
8x4096 1.15x: 25% of the rows recomputed; 32x512 and narrower 1.0-1.1x on blur2d), hence those
shapes here and in ``auto()`` (which leaves conv_softsign unfused: its window makes the
producer compute-bound, and fused it ran at 0.8-1.0x).  Neither interleaving the stages row by
row inside a tile (a rolling three-row buffer with no recomputation at all: 1.16x), nor
padding the buffer rows, nor 256-bit vectors, nor -fprefetch-loop-arrays changed it;
non-temporal stores of the output did (blur2d 1.6x: the write-allocate reads of ``out`` are a
third of the fused code's traffic), which gcc does not emit for plain C.  By bytes alone
blur2d's bound is 2x the original and stencil_pipeline's 3x; when other processes fight over
the memory the wall-clock ratios move towards those bounds (this script at load 20:
stencil_pipeline fused 2.2x the original, 1.7x tiled separately).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

from polyviz import Kernel
from polyviz.benchmark import variant
from polyviz.runtime import bench

KERNELS_DIR = Path(__file__).resolve().parents[1] / "kernels_c"

#: Recipes per kernel: the stages tiled separately, and fused, with tile shapes (rows, columns);
#: 4096 columns is a whole row at the bench sizes.  Each also with its output written by
#: ``stream_stores`` (the schedules without ``compute_at`` may use it too).
SHAPES = ((16, 4096), (32, 4096), (32, 512), (64, 256))
#: auto()'s own choice: fusion with whole-row tiles sized for the L2 (1 thread: no OpenMP).
AUTO = "auto(no_alias=1, scratch=1, parallel=0)"
RECIPES = {
    "blur2d": {
        "separate": "assume_no_alias(); tile(i@S0={a}, j@S0={b}); tile(i@S1={a}, j@S1={b})",
        "fused": "assume_no_alias(); tile(i@S1={a}, j@S1={b}); compute_at(S0, j_t); local_buffer(tmp)",
    },
    "stencil_pipeline": {
        "separate": "assume_no_alias(); tile(i@S0={a}, j@S0={b}); tile(i@S1={a}, j@S1={b}); "
                    "tile(i@S2={a}, j@S2={b})",
        "fused": "assume_no_alias(); tile(i@S2={a}, j@S2={b}); compute_at(S0, S1, j_t); "
                 "local_buffer(b); local_buffer(c)",
    },
    "conv_softsign": {
        "separate": "assume_no_alias(); tile(i@S0={a}, j@S0={b}); tile(i@S2={a}, j@S2={b})",
        "fused": "assume_no_alias(); tile(i@S2={a}, j@S2={b}); compute_at(S0, S1, j_t); local_buffer(c)",
    },
}
#: Each pipeline's input and output: the copy that bounds it reads and writes arrays of that shape.
OUTPUTS = {"blur2d": "out", "stencil_pipeline": "d", "conv_softsign": "y"}
#: One pass reading an n x m array and writing another: the traffic no schedule of a pipeline that
#: reads its input once and writes its output once avoids.  Scaled, so that gcc does not call memcpy.
COPY = """
void copy2d(int n, int m, double in[n][m], double out[n][m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      out[i][j] = 0.5 * in[i][j];
}
"""
COPY_STREAMED = "assume_no_alias(); tile(i=32, j=4096); stream_stores(out)"


def schedules(name: str) -> dict[str, str]:
    """Label -> recipe of every variant of kernel ``name`` but auto's."""
    result = {}
    for kind, template in RECIPES[name].items():
        for a, b in SHAPES:
            recipe = template.format(a=a, b=b)
            result[f"{kind} {a}x{b}"] = recipe
            result[f"{kind}+stream {a}x{b}"] = f"{recipe}; stream_stores({OUTPUTS[name]})"
    return result


def run_kernel(name: str, rounds: int, repeat: int, clock: str) -> dict:
    kernel = Kernel.from_file(KERNELS_DIR / f"{name}.c")
    header = kernel.scop.source.header
    variants = [variant(kernel, recipe, label) for label, recipe in schedules(name).items()]
    chosen = kernel.apply_recipe(AUTO, sizes=header.bench_sizes)
    variants.append(variant(kernel, chosen, "auto"))
    copy = Kernel.from_c(COPY)
    copy_sizes = {"n": header.bench_sizes["n"], "m": header.bench_sizes["m"]}
    copies = [variant(copy, COPY_STREAMED, "copy+stream")]
    times: dict[str, list[float]] = {}
    ratios: dict[str, list[float]] = {}
    for number in range(rounds):
        result = bench(kernel.scop.function_parameters, kernel.source, kernel.name, variants,
                       sizes=header.bench_sizes, repeat=repeat, threads=1, baselines=False,
                       verify=number == 0, timeout=120, clock=clock)
        bound = bench(copy.scop.function_parameters, copy.source, copy.name, copies, sizes=copy_sizes,
                      repeat=repeat, threads=1, baselines=False, verify=number == 0, timeout=120, clock=clock)
        for record in result.records + bound.records:
            if not record.ok:
                raise SystemExit(f"{name}: {record.label}: {record.status} {record.message}")
        medians = {r.label: r.median for r in result.records}
        medians.update({"copy": bound.records[0].median, "copy+stream": bound.records[1].median})
        for label, value in medians.items():
            times.setdefault(label, []).append(value)
        original = medians[result.records[0].label]

        def best(*kinds: str) -> float:
            return min(t for label, t in medians.items() if label.split()[0] in kinds)

        for key, value in (("fused / original", original / best("fused")),
                           ("fused+stream / original", original / best("fused+stream")),
                           ("fused / tiled separately", best("separate") / best("fused")),
                           ("fused+stream / tiled separately",
                            best("separate", "separate+stream") / best("fused+stream")),
                           ("auto / original", original / medians["auto"]),
                           ("copy / original", original / medians["copy"]),
                           ("copy+stream / original", original / medians["copy+stream"]),
                           ("fused+stream / copy", medians["copy"] / best("fused+stream"))):
            ratios.setdefault(key, []).append(value)
    return {"name": name, "sizes": header.bench_sizes, "times": times, "auto": chosen.recipe, "ratios": ratios}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kernels", nargs="*", default=["blur2d", "stencil_pipeline", "conv_softsign"])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--clock", choices=("thread", "wall"), default="thread",
                        help="thread: each call's CPU time (default; a shared machine does not stretch it); "
                             "wall: elapsed time")
    args = parser.parse_args(argv)
    for name in args.kernels:
        load = " ".join(f"{value:.2f}" for value in os.getloadavg())
        row = run_kernel(name, args.rounds, args.repeat, args.clock)
        sizes = " ".join(f"{k}={v}" for k, v in row["sizes"].items())
        after = " ".join(f"{value:.2f}" for value in os.getloadavg())
        print(f"\n{name} ({sizes}), 1 thread, {args.clock} clock, {args.rounds} interleaved rounds of "
              f"{args.repeat} calls; load average {load} before, {after} after")
        for label, values in row["times"].items():
            print(f"  {label:28s} median {statistics.median(values) * 1e3:8.1f} ms   "
                  f"fastest {min(values) * 1e3:8.1f} ms")
        for key, values in row["ratios"].items():
            note = f"  ({row['auto']})" if key.startswith("auto") else ""
            print(f"  {key:32s} {statistics.median(values):.2f}x  "
                  f"(rounds {min(values):.2f}-{max(values):.2f}){note}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
