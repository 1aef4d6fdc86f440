"""Dependence analysis and the parallelism it allows."""
from .dependences import KINDS, Dependence, compute_dependences, isl_budget
from .loops import LoopReport, loop_reports

__all__ = ["KINDS", "Dependence", "LoopReport", "compute_dependences", "isl_budget", "loop_reports"]
