"""``vector_lanes()`` on PolyBench's jacobi-1d in PolyBench's own harness, with and without its cache flush.

Run: .venv/bin/python benchmarks/bench_lanes.py --polybench ../shared/polybench-c-4.2.1 [--dataset LARGE]
     [--repeat 21] [--tsteps 16,64,500] [--recipe "assume_no_alias(); vector_lanes(from_steps=32)"]

Builds the kernel's file as shipped (gcc -O3 -march=native, ``-DPOLYBENCH_TIME``) and the same file with
``assume_no_alias(); vector_lanes()`` (or ``--recipe``) spliced in by ``polyviz transform``, each at every ``--tsteps``
(``-DTSTEPS``, the dataset's N), once as the harness times it (a 32 MB cache flush before the kernel) and
once with ``-DPOLYBENCH_NO_FLUSH_CACHE``; runs them interleaved ``--repeat`` times and prints the median
times and the original's over the lanes'.  The flush matters here: the kernel's 32 KB fit in the L1 and
L2, and for about 1.5 ms after the flush's reads this machine ran loads at about half speed, which the
original (three loads a vector) feels and the lanes (one) hardly do.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import polybench_check as check  # noqa: E402  (the sibling scripts: one set of PolyBench machinery)
from bench_polybench import ORIGINAL_COMPILER, dataset_sizes  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
RECIPE = "assume_no_alias(); vector_lanes()"


def build(source: Path, utilities: Path, output: Path, defines: list[str]) -> None:
    """``source`` and the harness, which the defines shape too (its cache flush), as bench_polybench
    builds the original (gcc -O3 -march=native)."""
    failed = check.compile_program([*ORIGINAL_COMPILER, "-I", str(utilities), "-I", str(source.parent),
                                    "-DPOLYBENCH_TIME", *(f"-D{d}" for d in defines)],
                                   [utilities / "polybench.c", source], output)
    if failed:
        raise SystemExit(f"bench_lanes: {source.name}: {failed}")


def seconds(binary: Path) -> float:
    return float(subprocess.run([str(binary)], check=True, capture_output=True, text=True).stdout.split()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--polybench", type=Path, default=ROOT.parent / "shared" / "polybench-c-4.2.1")
    parser.add_argument("--dataset", default="LARGE")
    parser.add_argument("--repeat", type=int, default=21)
    parser.add_argument("--tsteps", default="16,64,500", help="comma-separated time steps (default 16,64,500)")
    parser.add_argument("--recipe", default=RECIPE, help=f"the recipe timed against the original (default {RECIPE})")
    args = parser.parse_args(argv)
    source = args.polybench / "stencils" / "jacobi-1d" / "jacobi-1d.c"
    utilities = args.polybench / "utilities"
    if not source.exists():
        print(f"bench_lanes: no {source}", file=sys.stderr)
        return 2
    polyviz = Path(sys.executable).with_name("polyviz")
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        lanes = work / "jacobi-1d.c"
        lanes.write_text(subprocess.run([str(polyviz), "transform", str(source), "-I", str(utilities),
                                         f"-D{args.dataset}_DATASET", "--recipe", args.recipe],
                                        check=True, capture_output=True, text=True).stdout)
        (work / "jacobi-1d.h").write_text(source.with_suffix(".h").read_text())
        n = dataset_sizes(source.with_suffix(".h").read_text(), args.dataset)["N"]
        cases = [(int(t), flush) for t in args.tsteps.split(",") for flush in (True, False)]
        binaries = {}
        for tsteps, flush in cases:
            defines = [f"TSTEPS={tsteps}", f"N={n}"] + ([] if flush else ["POLYBENCH_NO_FLUSH_CACHE"])
            for name, file in (("original", source), ("lanes", lanes)):
                binaries[tsteps, flush, name] = work / f"{name}-{tsteps}-{int(flush)}"
                build(file, utilities, binaries[tsteps, flush, name], defines)
        load = os.getloadavg()
        times = {key: [] for key in binaries}
        for _ in range(args.repeat):
            for key, binary in binaries.items():
                times[key].append(seconds(binary))
        print(f"jacobi-1d, N={n}, {args.recipe} against gcc -O3 -march=native in PolyBench's harness, "
              f"median of {args.repeat} interleaved runs, load {load[0]:.1f} -> {os.getloadavg()[0]:.1f}")
        print(f"{'tsteps':>7}  {'cache flush':<11}  {'original (ms)':>13}  {'lanes (ms)':>10}  {'speedup':>7}")
        for tsteps, flush in cases:
            original = statistics.median(times[tsteps, flush, "original"])
            laned = statistics.median(times[tsteps, flush, "lanes"])
            print(f"{tsteps:>7}  {'yes' if flush else 'no':<11}  {original * 1e3:>13.3f}  {laned * 1e3:>10.3f}  "
                  f"{original / laned:>6.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
