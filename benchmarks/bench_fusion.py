"""Tile first, then fuse: compute_at + local_buffer against each stage tiled on its own, 1 thread.

Run: .venv/bin/python benchmarks/bench_fusion.py [--rounds N] [--repeat N] [--clock thread|wall] [kernel ...]
For each kernel at its ``// polyviz-bench:`` sizes: ``original`` (gcc -O3 -march=native), the
stages tiled separately (the best schedule without ``compute_at``: every stage tiled, no
recomputation) and the fused schedules (the last stage tiled, its producers computed per tile
into per-tile buffers), a few tile shapes each, each also with the last stage's rows computed
four at a time (``+jam``), and for blur2d and stencil_pipeline every stage's rows
(``+jamall``: the recomputed producers' row loops too, ``unroll(i@S0, 4)``; by 2 and 8 on 32-row
tiles, ``+jamall2``, ``+jamall8``), each with ``stream_stores`` of the output (``+stream``); for blur2d
also tiles of a few rows of one column with the producer unrolled into each (``fused-column``);
``auto(scratch=1)``'s own choice; and ``copy`` / ``copy+stream``, a pass reading
an input-sized array and writing an output-sized one: the memory traffic any schedule that
reads its input once and writes its output once still has, so ``copy / original`` bounds what
fusion can gain on this machine.  All schedules use ``assume_no_alias()`` (the benchmark's arrays
are distinct allocations).  Every variant is verified against the original (bit for bit; the
intermediates the fused code keeps in buffers are not compared).

The machine is shared, so the calls are timed in thread CPU time by default (elapsed time at
load 15 on 2 cores was 5x the CPU time and its ratios noise), the variants run in interleaved
rounds (each round times every variant ``--repeat`` times) and the ratios are taken within each
round; the table gives the median over rounds of each ratio, the best shape of each kind.

Measured (2-core Zen 4 VM, 1 MB L2 per core, 32 MB L3, 5 rounds of 3), medians over rounds.
Quiet machine (the lead's run at load 0.6-1.0, main f862cf6, before the per-column tiles):
blur2d (original 12.2 ms) fused+jam+stream 1.80x the original (64x3000), auto 1.68x, 1.40x the
best schedule without compute_at (separate+jam, 9.7 ms); copy+stream 2.67x.  stencil_pipeline
(original 17.3 ms) fused+jam+stream 1.72x, auto 1.72x, 1.57x the best separate schedule; copy 5.24x.
Now (main 0bcd5ac, load 4.6-7.3 from other sessions): blur2d's ``fused-column 4x1`` (tiles of four
rows of one column, the producer unrolled into each: ``compute_at(S0, j_t, unroll=1)``, the six
tmp values and four outputs straight-line code on a buffer gcc keeps in registers, the column loop
vectorised) 5.7 ms: 2.22x the original (rounds 2.14-2.28), 1.68x the best separate schedule
(1.66-1.71); 8x1 6.7 ms; auto (which now chooses 4x1) 2.14x; the whole-row tiles as before
(fused+jam+stream 1.8x).  It reads img once and writes out once with plain stores, at 0.86 of
``copy`` (4.9 ms), with no buffer traffic; streamed stores (chunk buffers copied out) ran slower in a C
harness (7.0 against 6.3 ms).  stencil_pipeline (original 17.4 ms): fused+jam+stream 1.70x
(1.69-1.78), auto 1.69x, 1.55x the best separate schedule (1.51-1.56); fused+jam with plain stores
is now 1.70x too (was 1.07x: the jammed loop using the buffers is printed without the edge tiles'
conditions where they all hold, and vectorised); copy 5.11x.

stencil_pipeline's stages read their neighbours along the row, so a tile of one column would
recompute 58 producer instances per 4 output points (auto refuses it beyond 2 per point), and with
whole-row tiles the fused code is compute- and load-bound in the caches (``copy`` is 5x its
original, ``fused+jam+stream / copy`` 0.33).  What pays is loading less: ``+jamall`` computes
four rows of every stage together (``unroll(i_p, 4); unroll(i@S0, 4); unroll(i@S1, 4)``, the
producers' rows in steps from each tile's first row), so each row a stage reads is loaded once
for the four instead of once for each of the three rows that read it.  Measured (load 7.9-12.4
from other sessions): original 18.7 ms; fused+jam+stream (the last stage jammed only) 1.75x
(rounds 1.65-1.90); fused+jamall 2.17x (2.04-2.35); fused+jamall+stream 2.24x (2.13-2.42; 8.4 ms
with 32- and 64-row tiles); by 2 1.98x / 1.96x with streamed stores, by 8 1.88x / 2.07x; auto,
which now jams all three stages, 2.11x (1.86-2.36: the same recipe as fused+jamall+stream 32x2504).
blur2d's producer reads its own row only, so its rows computed together load nothing less: with
them jammed too it ran slower (load 11.6-12.9: fused+jamall+stream 1.63x the original against
fused+jam+stream 1.76x; by 2 1.35x, by 8 1.54x), and auto jams a producer's rows only when two
of its rows read one element (auto's blur2d schedule is the per-column one anyway: 2.13x).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path

from polyviz import Kernel, bench
from polyviz.benchmark import variant

KERNELS_DIR = Path(__file__).resolve().parents[1] / "kernels_c"

#: Recipes per kernel: the stages tiled separately, and fused, with tile shapes (rows, columns);
#: ``ROW`` columns is a whole row at the bench sizes (the kernel's ``m`` rounded up to a multiple
#: of 8, as auto() takes it), 4096 a whole row too but a power of two.  Each also with the last
#: stage's rows computed four at a time (``+jam``: ``unroll`` of its row loop), and each of those
#: with its output written by ``stream_stores`` (``+stream``; the schedules without ``compute_at``
#: may use both too).
ROW = "row"
SHAPES = ((16, ROW), (32, ROW), (64, ROW), (32, 4096))
#: auto()'s own choice: fusion with whole-row tiles sized for the L2 (1 thread: no OpenMP).
AUTO = "auto(no_alias=1, scratch=1, parallel=0)"
#: The last stage's row loop, by kernel and kind, for ``+jam``.
JAM = {"blur2d": {"separate": "i_p@S1", "fused": "i_p"},
       "stencil_pipeline": {"separate": "i_p@S2", "fused": "i_p"},
       "conv_softsign": {"separate": "i_p@S2", "fused": "i_p"}}
#: The recomputed producers' row loops of the fused schedules, for ``+jamall`` (every stage's rows
#: computed ``JAM_ALL`` at a time: the last stage's and these), and the factors tried besides 4
#: (on the tiles of ``JAM_ALL_ROWS`` rows only).
PRODUCER_ROWS = {"blur2d": ("i@S0",), "stencil_pipeline": ("i@S0", "i@S1")}
JAM_ALL = 4
JAM_ALL_OTHERS = (2, 8)
JAM_ALL_ROWS = 32
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
#: Fused with tiles of a few rows of one column, the producers unrolled into each tile (auto()'s
#: choice for a pipeline whose stages read no neighbour along the row): straight-line code whose
#: buffers gcc keeps in registers, so the column loop runs vectorised with no buffer traffic.
COLUMNS = {"blur2d": "assume_no_alias(); tile(i@S1={a}, j@S1=1); compute_at(S0, j_t, unroll=1); local_buffer(tmp); "
                     "unroll(i_p)"}
COLUMN_ROWS = (4, 8)
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


def schedules(name: str, row: int) -> dict[str, str]:
    """Label -> recipe of every variant of kernel ``name`` but auto's (``row``: a whole row's columns)."""
    result = {}
    for kind, template in RECIPES[name].items():
        for a, b in SHAPES:
            b = row if b == ROW else b
            recipe = template.format(a=a, b=b)
            for jam in ("", "+jam"):
                jammed = f"{recipe}; unroll({JAM[name][kind]}, 4)" if jam else recipe
                result[f"{kind}{jam} {a}x{b}"] = jammed
                result[f"{kind}{jam}+stream {a}x{b}"] = f"{jammed}; stream_stores({OUTPUTS[name]})"
            if kind == "fused" and name in PRODUCER_ROWS:
                for factor in (JAM_ALL,) + (JAM_ALL_OTHERS if a == JAM_ALL_ROWS else ()):
                    label = "+jamall" if factor == JAM_ALL else f"+jamall{factor}"
                    jammed = "; ".join([recipe] + [f"unroll({loop}, {factor})"
                                                   for loop in (JAM[name][kind],) + PRODUCER_ROWS[name]])
                    result[f"{kind}{label} {a}x{b}"] = jammed
                    result[f"{kind}{label}+stream {a}x{b}"] = f"{jammed}; stream_stores({OUTPUTS[name]})"
    if name in COLUMNS:
        for a in COLUMN_ROWS:
            result[f"fused-column {a}x1"] = COLUMNS[name].format(a=a)
    return result


def run_kernel(name: str, rounds: int, repeat: int, clock: str) -> dict:
    kernel = Kernel.from_file(KERNELS_DIR / f"{name}.c")
    header = kernel.scop.source.header
    row = -(-header.bench_sizes["m"] // 8) * 8
    variants = [variant(kernel, recipe, label) for label, recipe in schedules(name, row).items()]
    chosen = kernel.apply_recipe(AUTO, sizes=header.bench_sizes)
    variants.append(variant(kernel, chosen, "auto"))
    copy = Kernel.from_c(COPY)
    copy_sizes = {"n": header.bench_sizes["n"], "m": header.bench_sizes["m"]}
    copies = [variant(copy, COPY_STREAMED, "copy+stream")]
    times: dict[str, list[float]] = {}
    ratios: dict[str, list[float]] = {}
    for number in range(rounds):
        result = bench(kernel, variants, "bench", repeat=repeat, threads=1, verify=number == 0, timeout=120,
                       clock=clock)
        bound = bench(copy, copies, copy_sizes, repeat=repeat, threads=1, verify=number == 0, timeout=120,
                      clock=clock)
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

        separately = best("separate", "separate+stream", "separate+jam", "separate+jam+stream")
        pairs = [("fused-column / original", original / best("fused-column")),
                 ("fused-column / tiled separately", separately / best("fused-column"))] if name in COLUMNS else []
        jammed_all = name in PRODUCER_ROWS
        jams = ["", "+stream", "+jam", "+jam+stream"]
        if jammed_all:
            jams += [f"+jamall{factor}{stream}" for factor in ("",) + JAM_ALL_OTHERS for stream in ("", "+stream")]
        pairs += [(f"fused{jam} / original", original / best(f"fused{jam}")) for jam in jams]
        pairs += [("fused / tiled separately", best("separate") / best("fused")),
                  ("fused+stream / tiled separately", separately / best("fused+stream")),
                  ("fused+jam+stream / tiled separately", separately / best("fused+jam+stream"))]
        if jammed_all:
            pairs.append(("fused+jamall+stream / tiled separately", separately / best("fused+jamall+stream")))
        pairs += [("auto / original", original / medians["auto"]),
                  ("copy / original", original / medians["copy"]),
                  ("copy+stream / original", original / medians["copy+stream"]),
                  ("fused+jam+stream / copy", medians["copy"] / best("fused+jam+stream"))]
        if jammed_all:
            pairs.append(("fused+jamall+stream / copy", medians["copy"] / best("fused+jamall+stream")))
        for key, value in pairs:
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
            print(f"  {label:32s} median {statistics.median(values) * 1e3:8.1f} ms   "
                  f"fastest {min(values) * 1e3:8.1f} ms")
        for key, values in row["ratios"].items():
            note = f"  ({row['auto']})" if key.startswith("auto") else ""
            print(f"  {key:36s} {statistics.median(values):.2f}x  "
                  f"(rounds {min(values):.2f}-{max(values):.2f}){note}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
