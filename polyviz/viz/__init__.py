"""Figures of the polyhedral model: plain functions from islpy objects + parameter values to figures.

Every figure function returns an interactive plotly ``go.Figure``; its ``*_mpl`` twin takes the
same arguments and returns a static ``matplotlib.figure.Figure``. Nothing here knows about C.

Inputs: a domain is an ``isl.Set`` (``[n] -> { S0[i, j] : ... }``) or ``isl.UnionSet`` (one trace
per statement); ``params`` fixes the parameters (``{"n": 6}``); a schedule is an ``isl.Map``,
``isl.UnionMap`` or ``isl.Schedule`` to time vectors, its time dimensions named by
``time_names``; dependences are objects with ``.kind``, ``.array`` and ``.relation`` (or
``(kind, array, relation)`` tuples). Figures never enumerate more than ``max_points`` points
(default :data:`DEFAULT_MAX_POINTS`): they count first and say what they left out.

Interactive front ends that redraw often (the Explorer) use the two halves of a figure
function: a scene builder (``dependence_scene``, same arguments) computes the drawing data
once, and ``figure_spec(scene)`` writes it as plain plotly.js data, for one slice or all.
"""
from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from ._model import DEFAULT_MAX_POINTS, as_union_map
from ._mpl import save_animation, to_matplotlib
from ._plotly import MARKER_SYMBOLS_3D, figure_spec, template_spec
from ._scene import Frame, Points, Scene, counted
from ._scenes import dependence_scene
from .colors import (MUTED_COLOR, OKABE_ITO, array_dash, group_color, kind_color, statement_color, statement_symbol,
                     step_color)
from .constraints import Constraint, ConstraintMatrix, constraint_matrix
from .footprints import footprint_figure, footprint_figure_mpl, footprint_panels
from .figures import (constraint_table_figure, constraint_table_figure_mpl, dependence_figure,
                      dependence_figure_mpl, domain_figure, domain_figure_mpl, order_animation,
                      order_animation_mpl, order_figure, order_figure_mpl, tile_figure, tile_figure_mpl,
                      wavefront_figure, wavefront_figure_mpl)


@runtime_checkable
class DependenceLike(Protocol):
    """What the dependence figure reads from a dependence (the analysis layer's objects fit)."""

    kind: str          # "RAW", "WAR" or "WAW"
    array: str         # the array both accesses touch, e.g. "A"
    relation: Any      # isl.Map / isl.UnionMap from source instances to sink instances


__all__ = [
    "DEFAULT_MAX_POINTS", "DependenceLike", "MARKER_SYMBOLS_3D", "MUTED_COLOR", "OKABE_ITO", "Points", "Scene", "as_union_map", "counted",
    "dependence_scene", "figure_spec", "template_spec", "to_matplotlib", "save_animation", "Frame",
    "domain_figure", "domain_figure_mpl",
    "dependence_figure", "dependence_figure_mpl",
    "order_figure", "order_figure_mpl",
    "order_animation", "order_animation_mpl",
    "tile_figure", "tile_figure_mpl",
    "wavefront_figure", "wavefront_figure_mpl",
    "footprint_figure", "footprint_figure_mpl", "footprint_panels",
    "constraint_matrix", "ConstraintMatrix", "Constraint",
    "constraint_table_figure", "constraint_table_figure_mpl",
    "statement_color", "statement_symbol", "kind_color", "array_dash", "group_color", "step_color",
]
