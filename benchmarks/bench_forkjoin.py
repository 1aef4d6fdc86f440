"""What an OpenMP parallel region costs beyond its work, quiet and with a core shared: the measurement behind
``polyviz.transform.forkjoin.ForkJoinModel.region_seconds``.

Run: .venv/bin/python benchmarks/bench_forkjoin.py [--work 1000,10000,100000] [--regions 2000] [--repeat 3]

A C program (gcc -O3 -march=native -fopenmp) runs ``--regions`` regions in a row, each a parallel loop over
``work`` doubles (``a[i] = a[i] * s + b[i]``, in cache), and the same loops without OpenMP.  Per region it
prints the work's own time on one thread and the extra time two threads take, ``(t2 - t1) / regions``
(negative where the second thread pays), first on a quiet machine, then with one busy CPU-bound process
alongside (``--noise`` of bench_polybench.py: Binder and classroom servers share cores).  Runs alternate
between the two builds; the median of ``--repeat`` is printed.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

PROGRAM = r"""
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(int argc, char **argv) {
  long work = atol(argv[1]), regions = atol(argv[2]);
  double *a = malloc(work * sizeof *a), *b = malloc(work * sizeof *b);
  for (long i = 0; i < work; i++) { a[i] = 1.0; b[i] = 1e-9 * i; }
  double start = now();
  for (long r = 0; r < regions; r++) {
#pragma omp parallel for
    for (long i = 0; i < work; i++)
      a[i] = a[i] * 0.999999 + b[i];
    __asm__ volatile("" ::: "memory");  /* one sweep per region: no loop interchange across regions */
  }
  double seconds = now() - start;
  double sum = 0;
  for (long i = 0; i < work; i++) sum += a[i];
  printf("%.9f %g\n", seconds, sum);
  return 0;
}
"""


def build(folder: Path, openmp: bool) -> Path:
    source, binary = folder / "regions.c", folder / ("regions_omp" if openmp else "regions_seq")
    source.write_text(PROGRAM)
    flags = ["-O3", "-march=native"] + (["-fopenmp"] if openmp else ["-Wno-unknown-pragmas"])
    subprocess.run(["gcc", *flags, str(source), "-o", str(binary)], check=True)
    return binary


def run(binary: Path, work: int, regions: int, threads: int) -> float:
    env = dict(os.environ, OMP_NUM_THREADS=str(threads))
    out = subprocess.run([str(binary), str(work), str(regions)], env=env, check=True, capture_output=True, text=True)
    return float(out.stdout.split()[0])


def measure(sequential: Path, parallel: Path, work: int, regions: int, repeat: int) -> tuple[float, float]:
    """Median seconds per region: the work on one thread, and the extra of two threads."""
    ones, extras = [], []
    for _ in range(repeat):
        one = run(sequential, work, regions, 1)
        two = run(parallel, work, regions, 2)
        ones.append(one / regions)
        extras.append((two - one) / regions)
    return statistics.median(ones), statistics.median(extras)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", default="1000,10000,100000", help="doubles per region, comma-separated")
    parser.add_argument("--regions", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        sequential, parallel = build(Path(folder), False), build(Path(folder), True)
        print(f"{'sharing':>8} {'doubles':>9} {'work/region (us)':>17} {'extra of 2 threads/region (us)':>31}")
        for sharing in (False, True):
            noise = subprocess.Popen([sys.executable, "-c", "while True: pass"]) if sharing else None
            try:
                for work in (int(w) for w in args.work.split(",")):
                    one, extra = measure(sequential, parallel, work, args.regions, args.repeat)
                    print(f"{'busy' if sharing else 'quiet':>8} {work:>9} {one * 1e6:>17.1f} {extra * 1e6:>31.1f}")
            finally:
                if noise is not None:
                    noise.kill()
                    noise.wait()
    print(f"load average {os.getloadavg()[0]:.2f} (2-core VM shared with other jobs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
