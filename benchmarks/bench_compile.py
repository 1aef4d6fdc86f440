"""Runtime costs per kernels_c kernel: compile time (no cache), cache hit, child-process overhead.

Target (issue, runtime): median compile time per variant under 0.2 s. The child overhead is the
wall time of one child (start a fresh interpreter, import numpy and cffi, load inputs, open the
library, copy inputs before each call, save outputs) minus the kernel calls.
Run: .venv/bin/python benchmarks/bench_compile.py [--repeat N] [--polly]
"""
from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from polyviz import Kernel
from polyviz.runtime import Compiler, bench, compile_variant, polly_available

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"


def compile_times(source: str, compiler: Compiler, extra=(), repeat: int = 5):
    fresh, check, hit = [], [], []
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as cache:
            fresh.append(compile_variant(source, compiler, extra, cache=cache).compile_seconds)
            check.append(compile_variant(source, compiler, extra, cache=cache, check=True).compile_seconds)
            t0 = time.perf_counter()
            assert compile_variant(source, compiler, extra, cache=cache).cached
            hit.append(time.perf_counter() - t0)
    return statistics.median(fresh), statistics.median(check), statistics.median(hit)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--polly", action="store_true", help="also time clang -mllvm -polly builds (slow)")
    args = parser.parse_args()
    gcc = Compiler()
    print(f"compiler: {gcc}  ({gcc.version})")
    head = f"{'kernel':26} {'gcc s':>6} {'check s':>8} {'hit ms':>7} {'start s':>8} {'overhead s':>10}"
    if args.polly and polly_available()[0]:
        head += f" {'polly s':>8}"
    print(head)
    all_compile, all_overhead, all_start = [], [], []
    for path in sorted(KERNELS.glob("*.c")):
        k = Kernel.from_file(path)
        header = k.scop.source.header
        fresh, check, hit = compile_times(k.source, gcc, repeat=args.repeat)
        with tempfile.TemporaryDirectory() as cache:
            r = bench(k.scop.function_parameters, k.source, k.name, [], header.test_sizes,
                      repeat=args.repeat, init=header.init, baselines=False, cache=cache)
        rec = r.original
        all_compile.append(fresh)
        all_overhead.append(rec.overhead_seconds)
        all_start.append(rec.startup_seconds)
        row = (f"{path.stem:26} {fresh:6.3f} {check:8.3f} {hit * 1e3:7.2f} {rec.startup_seconds:8.3f} "
               f"{rec.overhead_seconds:10.3f}")
        if args.polly and polly_available()[0]:
            cc = Compiler("clang", ("-O3", "-march=native"))
            with tempfile.TemporaryDirectory() as cache:
                t = compile_variant(k.source, cc, ("-mllvm", "-polly"), cache=cache).compile_seconds
            row += f" {t:8.2f}"
        print(row, flush=True)
    print(f"median compile {statistics.median(all_compile):.3f} s (target < 0.2 s); median child "
          f"start-up {statistics.median(all_start):.3f} s, overhead per child "
          f"{statistics.median(all_overhead):.3f} s (one child = check + warm-up + {args.repeat} timed calls)")


if __name__ == "__main__":
    main()
