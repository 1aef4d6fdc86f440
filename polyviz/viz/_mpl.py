"""Render a :class:`~polyviz.viz._scene.Scene` as a static matplotlib figure.

Uses ``matplotlib.figure.Figure`` directly (no pyplot state), so it works with the Agg
backend, in threads and in tests. A scene with slices shows its active slice; an animation
shows a few frames side by side.
"""
from __future__ import annotations

import math
import textwrap

from ._scene import Arrows, Lines, Points, Scene

MARKERS = {"circle": "o", "square": "s", "diamond": "D", "triangle-up": "^"}
DASHES = {"solid": "-", "dash": "--", "dot": ":", "dashdot": "-.", "longdash": (0, (8, 3)),
          "longdashdot": (0, (8, 3, 2, 3))}


def save_animation(scene: Scene, path, *, frame_ms: int, dpi: int = 100) -> int:
    """Write ``scene``'s frames as an animated GIF at ``path``, ``frame_ms`` each (looping), and
    return how many frames it has. Each frame is drawn as :func:`to_matplotlib` draws it, on the
    same canvas size (a GIF's frames share one)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from PIL import Image

    images = []
    for index in range(len(scene.frames)):
        figure = to_matplotlib(scene, [index])
        canvas = FigureCanvasAgg(figure)
        canvas.draw()
        image = Image.frombuffer("RGBA", canvas.get_width_height(), canvas.buffer_rgba()).convert("RGB")
        images.append(image if not images else image.resize(images[0].size))
    first, *rest = [image.quantize(256) for image in images]
    first.save(path, save_all=True, append_images=rest, duration=frame_ms, loop=0, optimize=False)
    return len(images)


def to_matplotlib(scene: Scene, frames: list[int] | None = None):
    from matplotlib.figure import Figure

    indices = frames if frames else [scene.active]
    cols = min(3, len(indices))
    rows = math.ceil(len(indices) / cols)
    height = 3.0 if scene.dim == 1 else 5.6
    fig = Figure(figsize=(6.4 * cols + 1.6, height * rows + 0.3 * len(scene.notes)), layout="constrained")
    handles: dict[str, object] = {}
    for m, idx in enumerate(indices):
        ax = fig.add_subplot(rows, cols, m + 1, **({"projection": "3d"} if scene.dim == 3 else {}))
        _draw(ax, scene.layers(idx), scene.dim, handles)
        _style_axes(ax, scene)
        if len(indices) > 1:
            ax.set_title(f"{scene.slider_prefix}{scene.frames[idx].label}", fontsize=10)
    fig.suptitle(scene.title if len(indices) > 1 else scene.frame_title(indices[0]), fontsize=12)
    if handles:
        ranks = {layer.name: getattr(layer, "rank", 0) for n in indices for layer in scene.layers(n).values()}
        handles = dict(sorted(handles.items(), key=lambda item: ranks.get(item[0], 0)))
        fig.legend(list(handles.values()), list(handles), loc="outside right upper", fontsize=9, frameon=False,
                   handlelength=3.2)
    if scene.notes:
        text = "\n".join(textwrap.fill(n, 110) for n in scene.notes)
        fig.supxlabel(text, fontsize=8.5, color="#8B2A00", x=0.01, ha="left")
    return fig


def _draw(ax, layers, dim: int, handles: dict) -> None:
    for z, layer in enumerate(layers.values()):
        if isinstance(layer, Lines):
            _lines(ax, layer, dim, z)
        elif isinstance(layer, Points):
            _points(ax, layer, dim, z, handles)
        elif isinstance(layer, Arrows):
            _arrows(ax, layer, dim, z, handles)


def _points(ax, layer: Points, dim: int, z: int, handles: dict) -> None:
    from matplotlib.lines import Line2D

    if not layer.positions:
        if layer.legend and layer.name and layer.name not in handles and isinstance(layer.color, str):
            handles[layer.name] = Line2D([], [], ls="", marker=_marker(layer.symbol), color=layer.color,
                                         markeredgecolor=layer.edge, markersize=7)
        return
    n = len(layer.positions)
    point_colors = layer.color if isinstance(layer.color, list) else [layer.color] * n
    symbols = layer.symbol if isinstance(layer.symbol, list) else [layer.symbol] * n
    size = (layer.size * 0.8) ** 2
    for symbol in dict.fromkeys(symbols):
        idx = [k for k in range(n) if symbols[k] == symbol]
        coords = [[layer.positions[k][c] for k in idx] for c in range(3 if dim == 3 else 2)]
        ax.scatter(*coords, c=[point_colors[k] for k in idx], marker=_marker(symbol), s=size,
                   edgecolors=layer.edge, linewidths=0.6, alpha=layer.opacity, zorder=10 + z,
                   **({"depthshade": False} if dim == 3 else {}))
    if layer.labels:
        for p, text in zip(layer.positions, layer.labels):
            if dim == 3:
                ax.text(p[0], p[1], p[2], f" {text}", fontsize=7, color="#222222")
            else:
                ax.annotate(text, (p[0], p[1]), xytext=(0, 4.5), textcoords="offset points", ha="center",
                            va="bottom", fontsize=8, color="#222222", zorder=30 + z)
    if layer.legend and layer.name and layer.name not in handles:
        handles[layer.name] = Line2D([], [], ls="", marker=_marker(symbols[0]), color=point_colors[0],
                                     markeredgecolor=layer.edge, markersize=7, alpha=layer.opacity)


def _arrows(ax, layer: Arrows, dim: int, z: int, handles: dict) -> None:
    from matplotlib.collections import LineCollection, PolyCollection
    from matplotlib.lines import Line2D

    dash = DASHES.get(layer.dash, "-")
    tail = {"marker": "x", "markersize": 7, "markeredgewidth": 2} if layer.tail else {}
    if layer.legend and layer.name and layer.name not in handles:
        handles[layer.name] = Line2D([], [], color=layer.color, ls=dash, lw=layer.width + 0.3, **tail)
    if not layer.paths:
        return
    if tail:
        starts = [path[0] for path in layer.paths]
        ax.plot(*[[s[c] for s in starts] for c in range(dim if dim == 3 else 2)], ls="", color=layer.color,
                zorder=20 + z, **tail)
    if dim == 3:
        starts = [p[0] for p in layer.paths]
        ends = [p[-1] for p in layer.paths]
        ax.quiver(*[[s[c] for s in starts] for c in range(3)],
                  *[[e[c] - s[c] for s, e in zip(starts, ends)] for c in range(3)],
                  color=layer.color, arrow_length_ratio=0.25, linewidths=layer.width, linestyles=dash)
        return
    paths = [[(p[0], p[1]) for p in path] for path in layer.paths]
    ax.add_collection(LineCollection(paths, colors=layer.color, linestyles=dash, linewidths=layer.width,
                                     zorder=20 + z, capstyle="round"))
    ax.add_collection(PolyCollection([_head(p) for p in paths], facecolors=layer.color, edgecolors="none",
                                     zorder=20 + z))


def _head(path) -> list[tuple[float, float]]:
    (x0, y0), (x1, y1) = path[-2], path[-1]
    total = sum(math.dist(a, b) for a, b in zip(path, path[1:]))
    seg = math.dist((x0, y0), (x1, y1)) or 1.0
    ux, uy = (x1 - x0) / seg, (y1 - y0) / seg
    h = min(0.17, 0.45 * total)
    w = 0.4 * h
    bx, by = x1 - h * ux, y1 - h * uy
    return [(x1, y1), (bx - w * uy, by + w * ux), (bx + w * uy, by - w * ux)]


def _lines(ax, layer: Lines, dim: int, z: int) -> None:
    from matplotlib.collections import LineCollection, PolyCollection

    dash = DASHES.get(layer.dash, "-")
    if layer.paths:
        if dim == 3:
            from mpl_toolkits.mplot3d.art3d import Line3DCollection
            ax.add_collection3d(Line3DCollection(layer.paths, colors=layer.color, linewidths=layer.width,
                                                 linestyles=dash))
        elif layer.closed:
            r, g, b = (int(layer.color[k:k + 2], 16) / 255 for k in (1, 3, 5))
            ax.add_collection(PolyCollection([[(p[0], p[1]) for p in path] for path in layer.paths],
                                             facecolors=[(r, g, b, layer.fill_alpha)], edgecolors=layer.color,
                                             linewidths=layer.width, zorder=z))
        else:
            ax.add_collection(LineCollection([[(p[0], p[1]) for p in path] for path in layer.paths],
                                             colors=layer.color, linestyles=dash, linewidths=layer.width, zorder=z))
    for p, text, anchor in layer.labels:
        box = dict(boxstyle="round,pad=0.15", facecolor="white", edgecolor="none", alpha=0.8)
        if dim == 3:
            ax.text(p[0], p[1], p[2], text, fontsize=8, color=layer.color)
        elif anchor == "right":
            ax.text(p[0], p[1], text, ha="right", va="bottom", fontsize=9, color=layer.color, bbox=box, zorder=40)
        else:
            ax.text(p[0], p[1], " " + text, ha="left", va="top", fontsize=9, color=layer.color, bbox=box, zorder=40)


def _marker(symbol) -> str:
    return MARKERS.get(symbol, "o")


def _style_axes(ax, scene: Scene) -> None:
    from matplotlib.ticker import MaxNLocator

    if scene.dim == 3:
        ax.set_xlabel(scene.axes[0])
        ax.set_ylabel(scene.axes[1])
        ax.set_zlabel(scene.axes[2])
        for axis in (ax.xaxis, ax.yaxis, ax.zaxis):
            axis.set_major_locator(MaxNLocator(integer=True))
        return
    ax.set_aspect("equal", adjustable="box" if scene.dim == 1 else "datalim")
    ax.autoscale_view()
    ax.margins(0.06)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel(scene.axes[0])
    ax.grid(True, color="#E5E5E5", linewidth=0.6, zorder=0)
    ax.set_axisbelow(True)
    if scene.dim == 1:
        ax.yaxis.set_visible(False)
        for side in ("left", "right", "top"):
            ax.spines[side].set_visible(False)
        ax.set_ylim(-1.2, 1.2)
    else:
        ax.yaxis.set_major_locator(MaxNLocator(integer=True))
        ax.set_ylabel(scene.axes[1])
