"""Latency of the Explorer: from a control change to the updated code panes and plot.

Target (issue 5): median under 100 ms for nests up to 3 deep. For each kernel the explorer
is driven as a person would — Apply a step, Undo, move a parameter slider, switch the plot's
coordinates — and each update is timed from the change to the end of the redraw (computed
in the caller's thread, so the numbers are the work itself, without queueing).
Run: .venv/bin/python benchmarks/bench_explorer.py [--rounds N]
"""
from __future__ import annotations

import argparse
import statistics
from pathlib import Path

from polyviz import Kernel
from polyviz.widgets import Explorer

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"
NAMES = ("tutorial_stencil", "tutorial_triangular", "jacobi-1d", "seidel-2d", "jacobi-2d", "gemm", "syrk",
         "lu", "2mm")


def interactions(explorer: Explorer) -> dict[str, list]:
    """One callable per kind of control change; each causes exactly one update."""
    slider = explorer.parameter_sliders.children[0]

    def apply_interchange():
        explorer.step.value = "interchange"
        explorer.apply_button.click()

    def apply_tile():
        explorer.step.value = "tile"
        explorer.apply_button.click()

    return {"apply": [apply_interchange, explorer.undo_button.click, apply_tile, explorer.undo_button.click],
            "slider": [lambda: setattr(slider, "value", slider.value % 8 + 3)],
            "coordinates": [lambda: setattr(explorer.coordinates, "value",
                                            "original" if explorer.coordinates.value == "transformed"
                                            else "transformed")]}


def measure(path: Path, rounds: int) -> dict[str, float]:
    explorer = Explorer(Kernel.from_file(path), background=False)
    medians = {}
    for kind, actions in interactions(explorer).items():
        explorer.latencies.clear()
        for _ in range(rounds):
            for action in actions:
                action()
        medians[kind] = statistics.median(explorer.latencies) * 1000
    medians["depth"] = 1 + max(loop.depth for loop in explorer.kernel.loops())
    return medians


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    print(f"{'kernel':22} {'depth':>5} {'apply ms':>9} {'slider ms':>10} {'coords ms':>10}")
    for name in NAMES:
        m = measure(KERNELS / f"{name}.c", args.rounds)
        print(f"{name:22} {m['depth']:5d} {m['apply']:9.1f} {m['slider']:10.1f} {m['coordinates']:10.1f}")


if __name__ == "__main__":
    main()
