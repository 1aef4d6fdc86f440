"""C source → polyhedral model: preprocess, parse with pycparser, extract the SCoP."""
from .extract import MAX_LOOP_DEPTH, PURE_MATH_FUNCTIONS, parse_c
from .preprocess import INCLUDE_DIR

__all__ = ["INCLUDE_DIR", "MAX_LOOP_DEPTH", "PURE_MATH_FUNCTIONS", "parse_c"]
