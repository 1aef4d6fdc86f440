"""What an OpenMP parallel region costs beyond its work, quiet and with a core shared: the measurement behind
``polyviz.transform.forkjoin.ForkJoinModel.region_seconds``.

Run: .venv/bin/python benchmarks/bench_forkjoin.py [--work 1000,10000,100000] [--regions 2000] [--repeat 3]

A kernel runs ``--regions`` regions in a row, each a parallel loop over ``work`` doubles
(``a[i] = a[i] * s + b[i]``, in cache), and the same loops without OpenMP, through polyviz's runtime (gcc -O3
-march=native, -fopenmp only for the OpenMP source; each call in a child process, its outputs verified against the
sequential one's).  Per region it prints the work's own time on one thread and the extra time two threads take,
``(t2 - t1) / regions`` (negative where the second thread pays), first on a quiet machine, then with one busy
CPU-bound process alongside (``--noise`` of bench_polybench.py: Binder and classroom servers share cores).  Runs
alternate between the two builds; the median of ``--repeat`` is printed.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys

from polyviz.model.scop import FunctionParameter
from polyviz.runtime import Session, Variant, execute_job

PARAMETERS = (FunctionParameter("work", "size", "int"), FunctionParameter("regions", "size", "int"),
              FunctionParameter("a", "array", "double", ("work",)), FunctionParameter("b", "array", "double", ("work",)))
REGIONS = """
void regions(int work, int regions, double a[work], double b[work])
{
  for (int r = 0; r < regions; r++) {
#pragma omp parallel for
    for (int i = 0; i < work; i++)
      a[i] = a[i] * 0.999999 + b[i];
    __asm__ volatile("" ::: "memory");  /* one sweep per region: no loop interchange across regions */
  }
}
"""
#: The same loops without OpenMP: the runtime builds it without -fopenmp.
SEQUENTIAL = REGIONS.replace("#pragma omp parallel for\n", "")


def measure(work: int, regions: int, repeat: int) -> tuple[float, float]:
    """Median seconds per region: the work on one thread, and the extra of two threads."""
    parallel = Variant("parallel", REGIONS)
    ones, extras = [], []
    with Session(PARAMETERS, SEQUENTIAL, "regions", {"work": work, "regions": regions}, repeat=1,
                 threads=1) as session:
        for _ in range(repeat):
            one, two = session.run_original(), execute_job(session.job(parallel, threads=2))
            for record in (one, two):
                if not record.ok:
                    raise SystemExit(f"{record.label} at work={work}: {record.status} {record.message}")
            ones.append(one.median / regions)
            extras.append((two.median - one.median) / regions)
    return statistics.median(ones), statistics.median(extras)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", default="1000,10000,100000", help="doubles per region, comma-separated")
    parser.add_argument("--regions", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"{'sharing':>8} {'doubles':>9} {'work/region (us)':>17} {'extra of 2 threads/region (us)':>31}")
    for sharing in (False, True):
        noise = subprocess.Popen([sys.executable, "-c", "while True: pass"]) if sharing else None
        try:
            for work in (int(w) for w in args.work.split(",")):
                one, extra = measure(work, args.regions, args.repeat)
                print(f"{'busy' if sharing else 'quiet':>8} {work:>9} {one * 1e6:>17.1f} {extra * 1e6:>31.1f}")
        finally:
            if noise is not None:
                noise.kill()
                noise.wait()
    print(f"load average {os.getloadavg()[0]:.2f} (2-core VM shared with other jobs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
