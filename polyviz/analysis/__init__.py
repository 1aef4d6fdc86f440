"""Dependence analysis and the parallelism it allows."""
from .dependences import KINDS, Dependence, compute_dependences, distance_vectors
from .loops import LoopReport, loop_reports
from .privatisation import private_variables
from .reductions import ReductionUpdate, reduction_updates

__all__ = ["KINDS", "Dependence", "LoopReport", "ReductionUpdate", "compute_dependences", "distance_vectors",
           "loop_reports", "private_variables", "reduction_updates"]
