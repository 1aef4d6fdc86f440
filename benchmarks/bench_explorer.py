"""Latency of the Explorer: from a control change to the updated code panes and plot.

Target: median under 100 ms for nests up to 3 deep. For each kernel the explorer is driven as a
person would — apply a legal interchange or tiling, Undo it, move a parameter slider, switch
the plot's coordinates —
and each update is timed from the change to the end of the redraw (computed in the caller's
thread, so the numbers are the work itself, without queueing). Undo and switching the
coordinates back find the plot's drawing data in the Explorer's cache; Apply and every new
slider value compute it.

The machine is shared, so absolute numbers drift; ``--baseline REV`` measures the polyviz of a
git revision too, kernel by kernel alternating with this tree, and prints the ratios.
Run: .venv/bin/python benchmarks/bench_explorer.py [--rounds N] [--baseline REV]
"""
from __future__ import annotations

import argparse
import io
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KERNELS = ROOT / "kernels_c"
NAMES = ("tutorial_stencil", "tutorial_triangular", "jacobi-1d", "seidel-2d", "jacobi-2d", "gemm", "syrk",
         "lu", "2mm")
KINDS = ("apply", "undo", "slider", "coordinates")


def legal_steps(schedule) -> list[str]:
    """Up to two steps on neighbouring loops that the kernel allows — an interchange, a tiling,
    a skew — since the step forms' defaults are often refused (not perfectly nested, illegal)."""
    from polyviz.errors import PolyvizError

    loops = schedule.loops()
    found: dict[str, str] = {}
    for outer, inner in zip(loops, loops[1:]):
        for kind, step in (("interchange", f"interchange({outer}, {inner})"),
                           ("tile", f"tile({outer}=4, {inner}=4)"), ("skew", f"skew({inner}, {outer}, 1)")):
            if kind in found:
                continue
            try:
                schedule.apply_recipe(step)
            except PolyvizError:
                continue
            found[kind] = step
    return list(found.values())[:2]


def interactions(explorer) -> dict[str, list]:
    """One callable per kind of control change; each causes exactly one update."""
    slider = explorer.parameter_sliders.children[0]

    def apply(step):
        def type_and_apply():
            explorer.recipe_text.value = step
            explorer.recipe_button.click()
        return type_and_apply

    return {"apply": [apply(step) for step in legal_steps(explorer.schedule)],
            "undo": [explorer.undo_button.click],
            "slider": [lambda: setattr(slider, "value", slider.value % 8 + 3)],
            "coordinates": [lambda: setattr(explorer.coordinates, "value",
                                            "original" if explorer.coordinates.value == "transformed"
                                            else "transformed")]}


def measure(path: Path, rounds: int) -> dict:
    """Update latencies (ms) per kind of change, for the polyviz that ``import polyviz`` finds."""
    from polyviz import Kernel
    from polyviz.widgets import Explorer

    explorer = Explorer(Kernel.from_file(path), background=False)
    actions = interactions(explorer)
    latencies: dict[str, list[float]] = {kind: [] for kind in KINDS}

    def timed(kind, action):
        explorer.latencies.clear()
        action()
        latencies[kind] += [t * 1000 for t in explorer.latencies]

    for _ in range(rounds):
        for apply in actions["apply"]:
            timed("apply", apply)
            timed("undo", actions["undo"][0])
        assert explorer.message.value == "", explorer.message.value  # every step was applied
        timed("slider", actions["slider"][0])
        timed("coordinates", actions["coordinates"][0])
    return {"depth": 1 + max(loop.depth for loop in explorer.kernel.loops()), "latencies": latencies}


def _measure_in_child(name: str, rounds: int, tree: Path, workdir: Path) -> dict:
    """``measure`` in a fresh interpreter importing polyviz from ``tree`` (autosaves go to ``workdir``)."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run([sys.executable, __file__, "--one", name, "--rounds", str(rounds)], env=env, cwd=workdir,
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out.splitlines()[-1])


def export_tree(revision: str, into: Path) -> Path:
    """The ``polyviz`` package as it was at ``revision`` (git archive: no worktree, no checkout)."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", revision, "polyviz"],
                             check=True, capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def _summary(latencies: dict[str, list[float]]) -> dict[str, float]:
    medians = {kind: statistics.median(values) for kind, values in latencies.items()}
    medians["all"] = statistics.median([v for values in latencies.values() for v in values])
    return medians


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--baseline", metavar="REV", help="also measure polyviz at this git revision")
    parser.add_argument("--one", help=argparse.SUPPRESS)  # a child run: one kernel, JSON out
    args = parser.parse_args()
    if args.one:
        print(json.dumps(measure(KERNELS / f"{args.one}.c", args.rounds)))
        return
    columns = ("all",) + KINDS
    with tempfile.TemporaryDirectory(prefix="polyviz-bench-explorer-") as scratch:
        scratch = Path(scratch)
        trees = {"now": ROOT}
        if args.baseline:
            trees = {"before": export_tree(args.baseline, scratch / "before"), "after": ROOT}
        print("median update latency in ms" + (f" (before = {args.baseline})" if args.baseline else ""))
        header = f"{'kernel':20} {'depth':>5} " + " ".join(f"{c:>19}" for c in columns)
        print(header)
        everything: dict[str, dict[int, list[float]]] = {label: {} for label in trees}
        for name in NAMES:
            runs = {label: _measure_in_child(name, args.rounds, tree, scratch) for label, tree in trees.items()}
            for label, run in runs.items():
                pooled = everything[label].setdefault(run["depth"], [])
                pooled += [v for values in run["latencies"].values() for v in values]
            medians = {label: _summary(run["latencies"]) for label, run in runs.items()}
            depth = next(iter(runs.values()))["depth"]
            if args.baseline:
                cells = [f"{medians['before'][c]:6.1f} →{medians['after'][c]:6.1f} ×{medians['before'][c] / medians['after'][c]:4.1f}"
                         for c in columns]
            else:
                cells = [f"{medians['now'][c]:19.1f}" for c in columns]
            print(f"{name:20} {depth:5d} " + " ".join(cells), flush=True)
        for label, by_depth in everything.items():
            for depth, values in sorted(by_depth.items()):
                print(f"{label}: every update of the {depth}-deep nests: median {statistics.median(values):.1f} ms, "
                      f"90th percentile {statistics.quantiles(values, n=10)[-1]:.1f} ms over {len(values)} updates")


if __name__ == "__main__":
    main()
