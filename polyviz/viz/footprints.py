"""Data footprints of one tile of a ``compute_at`` schedule, drawn in array space.

``footprint_figure(footprint)`` (plotly) and ``footprint_figure_mpl(footprint)`` (matplotlib)
take a tile's footprint (``Schedule.tile_footprint(...)``: per array the isl sets of elements
the tile writes, reads, reads from memory (upwards-exposed), has its recomputed producers write,
and shares with the neighbouring tiles) and draw one panel per array, each element a cell in
the colour of its most specific role. The title gives the bytes the tile touches next to the
cache sizes, and the recomputation counter.
"""
from __future__ import annotations

from dataclasses import dataclass

import islpy as isl

from .colors import OKABE_ITO

#: The roles of an element, most specific first (an element is drawn in the first that has it).
ROLES = (
    ("overlap", "recomputed by a neighbouring tile too", OKABE_ITO["vermillion"]),
    ("recomputed", "written by the recomputed producers", OKABE_ITO["orange"]),
    ("exposed", "upwards-exposed: read from memory", OKABE_ITO["blue"]),
    ("writes", "written by the tile", OKABE_ITO["bluish_green"]),
    ("reads", "read", OKABE_ITO["sky_blue"]),
)
#: Panels stop listing cells beyond this many per array.
MAX_CELLS = 20_000


@dataclass(frozen=True)
class FootprintPanel:
    """One array's cells: role -> (row, column) coordinates (a 1-D array is one row)."""

    array: str
    cells: dict
    bytes: int


def footprint_panels(footprint) -> list[FootprintPanel]:
    """The drawing data of ``footprint``: per array, each touched element under its role."""
    panels = []
    for array in footprint.arrays:
        taken = None
        cells = {}
        for role, _, _ in ROLES:
            points = getattr(array, role)
            if taken is not None:
                points = points.subtract(taken)
            taken = points if taken is None else taken.union(points)
            cells[role] = _coordinates(points)
        panels.append(FootprintPanel(array.array, cells, array.bytes()))
    return panels


def _coordinates(points: isl.Set) -> list[tuple[int, int]]:
    found: list[tuple[int, int]] = []
    dims = points.dim(isl.dim_type.set)

    def add(point: isl.Point) -> None:
        if len(found) < MAX_CELLS:
            values = [point.get_coordinate_val(isl.dim_type.set, k).to_python() for k in range(dims)]
            found.append((values[0], values[1]) if dims >= 2 else (0, values[0]))

    points.foreach_point(add)
    return found


def footprint_title(footprint) -> str:
    tile = ", ".join(f"{name}={value}" for name, value in footprint.tile)
    caches = ", ".join(f"{level} {_size(size)}" for level, size in sorted(footprint.caches.items()))
    ratio = footprint.recomputed_instances / max(footprint.original_instances, 1)
    return (f"tile {tile}: {_size(footprint.total_bytes)} touched ({caches or 'cache sizes unknown'}); "
            f"producers run {footprint.recomputed_instances} times, {footprint.original_instances} "
            f"originally ({ratio:.2f}x)")


def _size(nbytes: int) -> str:
    for unit, scale in (("MB", 1 << 20), ("KB", 1 << 10)):
        if nbytes >= scale:
            return f"{nbytes / scale:.1f} {unit}"
    return f"{nbytes} B"


def footprint_figure_mpl(footprint):
    """The footprint as a static matplotlib figure, one panel per array."""
    from matplotlib.figure import Figure
    from matplotlib.patches import Patch

    panels = footprint_panels(footprint)
    fig = Figure(figsize=(4.2 * len(panels) + 2.4, 4.6), layout="constrained")
    for k, panel in enumerate(panels):
        ax = fig.add_subplot(1, len(panels), k + 1)
        for role, _, color in ROLES:
            cells = panel.cells[role]
            if cells:
                ax.scatter([c for _, c in cells], [r for r, _ in cells], marker="s", s=36, color=color)
        ax.set_title(f"{panel.array} ({_size(panel.bytes)})", fontsize=10)
        ax.set_xlabel("column")
        ax.set_ylabel("row")
        ax.invert_yaxis()
        ax.set_aspect("equal", adjustable="datalim")
    fig.legend([Patch(color=color) for _, _, color in ROLES], [label for _, label, _ in ROLES],
               loc="outside right upper", fontsize=9, frameon=False)
    fig.suptitle(footprint_title(footprint), fontsize=10)
    return fig


def footprint_figure(footprint):
    """The footprint as an interactive plotly figure, one panel per array."""
    import plotly.graph_objects as go
    from plotly.subplots import make_subplots

    panels = footprint_panels(footprint)
    fig = make_subplots(rows=1, cols=len(panels),
                        subplot_titles=[f"{p.array} ({_size(p.bytes)})" for p in panels])
    for k, panel in enumerate(panels):
        for role, label, color in ROLES:
            cells = panel.cells[role]
            fig.add_trace(go.Scatter(x=[c for _, c in cells], y=[r for r, _ in cells], mode="markers",
                                     marker={"symbol": "square", "size": 9, "color": color}, name=label,
                                     legendgroup=role, showlegend=k == 0,
                                     hovertemplate=f"{panel.array}[%{{y}}][%{{x}}]: {label}<extra></extra>"),
                          row=1, col=k + 1)
        fig.update_yaxes(autorange="reversed", title_text="row", row=1, col=k + 1)
        fig.update_xaxes(title_text="column", row=1, col=k + 1)
    fig.update_layout(title={"text": footprint_title(footprint), "font": {"size": 12}}, height=460)
    return fig
