"""What an OpenMP parallel region of polyviz's generated code costs beyond its work, quiet and with a core shared:
the measurement behind ``polyviz.transform.forkjoin.ForkJoinModel.region_seconds``.

Run: .venv/bin/python benchmarks/bench_forkjoin.py [--rows 16,64,256,1024,4096] [--seconds 0.1] [--repeat 5]
                                                   [--sharing quiet,busy]

A kernel runs regions in a row, each a sweep over ``rows`` rows of 512 doubles (``a[i][j] = a[i][j] * s + b[i][j]``),
with ``parallel(i)`` (a stride-1 loop inside, as auto() makes them): the code polyviz generates, so each call chooses its threads as it starts (codegen's
``pv_free_cpus``: beside a busy process, one).  The same program runs on 1 and on 2 OpenMP threads, alternating,
each call in a child process through polyviz's runtime, its outputs verified against the user's loops.  Per region
it prints the work's time on one thread and the extra time two threads take, ``(t2 - t1) / regions`` (negative where
the second thread pays), and the threads the 2-thread program chose, first as the machine is (``quiet``), then with
one busy CPU-bound process started before the programs (``busy``: ``--noise`` of bench_polybench.py; Binder and
classroom servers share cores).  The number of regions gives each call about ``--seconds`` of work.  Medians of
``--repeat``; the load average is printed before and after each line.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys

from bench_polybench import THREADS_CHOSEN  # the sibling script: what pv_free_cpus prints
from polyviz import Kernel
from polyviz.benchmark import session, variant
from polyviz.runtime import execute_job

SWEEPS = """
void regions(int rows, int regions, double a[rows][512], double b[rows][512])
{
  for (int r = 0; r < regions; r++)
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < 512; j++)
        a[i][j] = a[i][j] * 0.999999 + b[i][j];
}
"""
#: Seconds of one-thread work per row and sweep, to size the number of regions (about 0.4 ns a double in cache).
SECONDS_PER_ROW = 512 * 0.4e-9


def measure(rows: int, seconds: float, repeat: int) -> tuple[float, float, list[int], int]:
    """Median seconds per region of the work on one thread and the extra of two threads, the threads the
    2-thread program chose (one per call), and the regions per call."""
    regions = max(10, round(seconds / (rows * SECONDS_PER_ROW)))
    kernel = Kernel.from_c(SWEEPS)
    parallel = variant(kernel, "parallel(i)")
    ones, extras, chosen = [], [], []
    with session(kernel, {"rows": rows, "regions": regions}, repeat=1) as runs:
        runs.run_original()
        for _ in range(repeat):
            one, two = (_run_on(threads, runs, parallel) for threads in (1, 2))
            for record in (one, two):
                if not record.ok:
                    raise SystemExit(f"{record.label} at rows={rows}: {record.status} {record.message}")
            ones.append(one.median / regions)
            extras.append((two.median - one.median) / regions)
            chosen += [int(n) for n in THREADS_CHOSEN.findall(two.stderr)]
    return statistics.median(ones), statistics.median(extras), chosen, regions


def _run_on(threads: int, runs, parallel):
    """``parallel`` on at most ``threads`` OpenMP threads, choosing as generated code does: the runtime's
    ``threads=`` would set ``OMP_DYNAMIC``, under which ``pv_free_cpus`` takes OpenMP's number as it is,
    and so would ``OMP_NUM_THREADS`` (a count asked for runs): every CPU is OpenMP's own number, which
    generated code cuts to the CPUs no other task holds."""
    if threads >= (os.cpu_count() or 1):
        os.environ.pop("OMP_NUM_THREADS", None)
    else:
        os.environ["OMP_NUM_THREADS"] = str(threads)
    os.environ.pop("OMP_DYNAMIC", None)
    return execute_job(runs.job(parallel))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", default="16,64,256,1024,4096", help="rows of 512 doubles per region, comma-separated")
    parser.add_argument("--seconds", type=float, default=0.1, help="one thread's work per call")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--sharing", default="quiet,busy", help="quiet, busy or both")
    args = parser.parse_args()
    os.environ["POLYVIZ_SHOW_THREADS"] = "1"
    print(f"{'sharing':>8} {'rows':>9} {'regions':>8} {'work/region (us)':>17} "
          f"{'extra of 2 threads/region (us)':>31} {'extra/work':>10}  threads chosen  load before-after")
    for sharing in args.sharing.split(","):
        noise = subprocess.Popen([sys.executable, "-c", "while True: pass"]) if sharing == "busy" else None
        try:
            for rows in (int(r) for r in args.rows.split(",")):
                before = os.getloadavg()[0]
                one, extra, chosen, regions = measure(rows, args.seconds, args.repeat)
                print(f"{sharing:>8} {rows:>9} {regions:>8} {one * 1e6:>17.1f} {extra * 1e6:>31.1f} {extra / one:>10.2f}"
                      f"  {','.join(map(str, chosen)):<14}  {before:.2f}-{os.getloadavg()[0]:.2f}", flush=True)
        finally:
            if noise is not None:
                noise.kill()
                noise.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
