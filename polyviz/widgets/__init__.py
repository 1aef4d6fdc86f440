"""Jupyter widgets for polyviz (need the ``lab`` extras: ipywidgets, plotly)."""
from .explorer import Explorer

__all__ = ["Explorer"]
