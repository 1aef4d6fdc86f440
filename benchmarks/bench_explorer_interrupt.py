"""How long a change waits for the Explorer's background work: the Explorer's own latency (from
the change to its views sent) of changes made while it draws likely views ahead, against the same
changes made once it is idle; and the wait of changes made while it checks the step form's choices.

After each update the Explorer computes, in idle turns, the drawing data of the views a user most
likely asks for next (the moved slider one step either way, the other coordinates). A change that
arrives meanwhile used to wait for the view being computed. For each kernel the script moves a
parameter slider (and switches the coordinates every other time), waits for the update, then makes
the next change after a random delay of 0.2-0.9 s (mostly while views are drawn ahead: the first
starts 0.25 s after an update) or, for the idle figures, after the drawing ahead has ended. It
prints the medians, 95th percentiles and maxima of the latencies (``Explorer.latencies``, thread
clock of the Explorer: waiting included), the busy changes' wait before their update started (the
rest of a busy change's latency is computing its view, which the drawing ahead may not have
reached yet) and the load average.

After each schedule change (a legal step applied, then undone) the Explorer checks, one by one, whether
each choice of the step form (here ``parallel``'s loop: one legality check per loop) would be legal.
For as many changes again, the script moves the slider 0-100 ms after the schedule change's views are
sent, and prints the wait before the slider's update started of those made while the checks ran (how
many of them did is printed beside it).

``--baseline REV`` runs the same in polyviz at a git revision (a child process importing that tree),
kernel by kernel, alternating.

Run: .venv/bin/python benchmarks/bench_explorer_interrupt.py [--changes N] [--baseline REV] [kernel ...]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KERNELS = ROOT / "kernels_c"
DEFAULT_KERNELS = ["covariance", "heat-3d", "seidel-2d", "2mm", "lu"]
#: Long enough for the drawing ahead of three views to end on a loaded machine.
SETTLE_S = 4.0


def measure(path: Path, changes: int, seed: int) -> dict[str, list[float]]:
    """Latencies (ms) of ``changes`` changes made while drawing ahead (``busy``) and once idle
    (``idle``), how long each busy change waited before its update started (``wait``), and how
    long the changes made while the step form's choices were checked waited (``checks wait``)."""
    from polyviz import Explorer
    from bench_explorer import legal_steps

    rng = random.Random(seed)
    explorer = Explorer(path.read_text(), save_to=None)
    explorer.wait(120)
    slider = explorer.parameter_sliders.children[0]
    result: dict[str, list[float]] = {"busy": [], "idle": [], "wait": [], "checks wait": []}
    update, started = explorer._update, []

    def timed_update() -> None:  # the worker runs what a change submits: this, when it starts
        started.append(time.perf_counter() - explorer._requested_at)
        update()

    explorer._update = timed_update
    for n in range(2 * changes):
        idle = n % 2 == 1
        time.sleep(SETTLE_S if idle else rng.uniform(0.2, 0.9))
        done = len(explorer.latencies)
        if n % 4 < 2:
            slider.value = slider.value + 1 if slider.value < 8 else slider.value - 1
        else:
            explorer.coordinates.value = "original" if explorer.coordinates.value == "transformed" else "transformed"
        explorer.wait(120)
        if len(explorer.latencies) > done:
            result["idle" if idle else "busy"].append(explorer.latencies[-1] * 1e3)
            if not idle:
                result["wait"].append(started[-1] * 1e3)
    step = legal_steps(explorer.schedule)[0]
    explorer.step.value = "parallel"
    for n in range(changes):
        time.sleep(SETTLE_S)
        if n % 2 == 0:
            explorer.apply(step)
        else:
            explorer.undo()
        explorer.wait(120)  # the views are sent: the checks of the new schedule's choices start
        time.sleep(rng.uniform(0, 0.1))
        checking = not explorer._marker.wait(0)
        done = len(explorer.latencies)
        slider.value = slider.value + 1 if slider.value < 8 else slider.value - 1
        explorer.wait(120)
        if checking and len(explorer.latencies) > done:
            result["checks wait"].append(started[-1] * 1e3)
    return result


def _stats(values: list[float]) -> str:
    p95 = statistics.quantiles(values, n=20, method="inclusive")[-1] if len(values) > 1 else values[0]
    return f"median {statistics.median(values):6.0f}  p95 {p95:6.0f}  max {max(values):6.0f} ms"


def _checks(values: list[float], changes: int) -> str:
    return f"{_stats(values)} ({len(values)} of {changes})" if values else f"none of {changes} came during the checks"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--changes", type=int, default=12, help="changes of each kind per kernel")
    parser.add_argument("--baseline", metavar="REV", help="also measure polyviz at this git revision")
    parser.add_argument("--one", help=argparse.SUPPRESS)  # a child run: one kernel, JSON out
    parser.add_argument("kernels", nargs="*", default=DEFAULT_KERNELS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(measure(KERNELS / f"{args.one}.c", args.changes, seed=len(args.one))))
        return
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_explorer import export_tree

    print(f"load average {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    print("Explorer latency (change -> views sent, ms) of changes made while drawing ahead (busy) and when idle")
    with tempfile.TemporaryDirectory(prefix="polyviz-bench-interrupt-") as scratch:
        trees = {"after": str(ROOT)}
        if args.baseline:
            trees = {"before": str(export_tree(args.baseline, Path(scratch) / "before")), **trees}
        for name in args.kernels:
            for label, tree in trees.items():
                child = subprocess.run([sys.executable, __file__, "--one", name, "--changes", str(args.changes)],
                                       check=True, capture_output=True, text=True, cwd=ROOT,
                                       env={**os.environ, "PYTHONPATH": tree})
                result = json.loads(child.stdout.splitlines()[-1])
                suffix = f" ({label})" if args.baseline else ""
                print(f"{name + suffix:22} busy {_stats(result['busy'])}   idle {_stats(result['idle'])}\n"
                      f"{'':22} busy changes' wait before their update started: {_stats(result['wait'])}\n"
                      f"{'':22} changes during the form's checks, wait before their update started: "
                      f"{_checks(result['checks wait'], args.changes)}", flush=True)
    print(f"load average {' '.join(f'{v:.2f}' for v in os.getloadavg())}")


if __name__ == "__main__":
    main()
