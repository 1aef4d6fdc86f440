"""The public figure functions: each scene builder rendered as plotly and as matplotlib.

``domain_figure(...)`` returns an interactive plotly ``go.Figure``; ``domain_figure_mpl(...)``
takes the same arguments and returns a static ``matplotlib.figure.Figure``. Both draw the same
drawing data (computed once per call by the builder in :mod:`polyviz.viz._scenes`).
"""
from __future__ import annotations

import functools
import inspect

from ..model import isl_budget
from . import _scenes
from ._mpl import to_matplotlib
from ._plotly import to_plotly
from .constraints import constraint_matrix

_PLOTLY_NOTE = "\n    Returns an interactive plotly ``go.Figure``; ``{name}_mpl`` is its static matplotlib twin.\n"
_MPL_NOTE = "\n    Returns a static ``matplotlib.figure.Figure`` (Agg-safe); ``{name}`` is its plotly twin.\n"


def _publish(builder, name: str, render, note: str, return_annotation: str):
    @functools.wraps(builder)
    def figure(*args, **kwargs):
        # The drawing data enumerates points and relations with isl: bounded like every isl step.
        with isl_budget(f"drawing {name}"):
            scene = builder(*args, **kwargs)
        return render(scene)

    figure.__name__ = figure.__qualname__ = name
    figure.__module__ = __name__
    figure.__doc__ = (builder.__doc__ or "") + note.format(name=name.removesuffix("_mpl"))
    figure.__signature__ = inspect.signature(builder).replace(return_annotation=return_annotation)
    del figure.__wrapped__
    return figure


def _twins(builder, name: str, mpl_render=to_matplotlib):
    return (_publish(builder, name, to_plotly, _PLOTLY_NOTE, "plotly.graph_objects.Figure"),
            _publish(builder, name + "_mpl", mpl_render, _MPL_NOTE, "matplotlib.figure.Figure"))


def _animation_panels(scene, panels: int = 6):
    """A static stand-in for an animation: up to ``panels`` evenly spaced frames."""
    n = len(scene.frames)
    picks = sorted({round(k * (n - 1) / max(1, panels - 1)) for k in range(min(panels, n))})
    return to_matplotlib(scene, frames=picks)


domain_figure, domain_figure_mpl = _twins(_scenes.domain_scene, "domain_figure")
dependence_figure, dependence_figure_mpl = _twins(_scenes.dependence_scene, "dependence_figure")
order_figure, order_figure_mpl = _twins(_scenes.order_scene, "order_figure")
order_animation, order_animation_mpl = _twins(_scenes.animation_scene, "order_animation", _animation_panels)
tile_figure, tile_figure_mpl = _twins(_scenes.tile_scene, "tile_figure")
wavefront_figure, wavefront_figure_mpl = _twins(_scenes.wavefront_scene, "wavefront_figure")


def constraint_table_figure(domain, names=None):
    """The constraint matrix ``A·x + b ≥ 0`` of ``domain`` as a plotly table.

    One row per constraint; columns are the loop variables, the parameters and the constant
    (see :func:`constraint_matrix`), then the inequality as a person writes it.
    """
    import plotly.graph_objects as go

    header, body = constraint_matrix(domain, names).table()
    columns = [list(col) for col in zip(*body)] if body else [[] for _ in header]
    fig = go.Figure(go.Table(header=dict(values=header, fill_color="#EDEDED", align="center"),
                             cells=dict(values=columns, align=["right"] * (len(header) - 1) + ["left"])))
    fig.update_layout(title="Constraints A·x + b ≥ 0", height=120 + 28 * max(1, len(body)),
                      margin=dict(t=50, b=10, l=10, r=10))
    return fig


def constraint_table_figure_mpl(domain, names=None):
    """The constraint matrix of ``domain`` as a static matplotlib table (twin of ``constraint_table_figure``)."""
    from matplotlib.figure import Figure

    header, body = constraint_matrix(domain, names).table()
    chars = sum(max(len(row[k]) for row in [header] + body) + 3 for k in range(len(header)))
    fig = Figure(figsize=(0.4 + 0.085 * chars, 0.6 + 0.26 * (len(body) + 1)), layout="constrained")
    ax = fig.add_subplot()
    ax.axis("off")
    table = ax.table(cellText=body or [[""] * len(header)], colLabels=header, loc="upper center",
                     cellLoc="right")
    table.auto_set_font_size(False)
    table.set_fontsize(9)
    table.auto_set_column_width(list(range(len(header))))
    for (row, col), cell in table.get_celld().items():
        cell.set_edgecolor("#CCCCCC")
        if row == 0:
            cell.set_facecolor("#EDEDED")
        if col == len(header) - 1:
            cell.set_text_props(ha="left")
    ax.set_title("Constraints A·x + b ≥ 0", fontsize=11)
    return fig
