"""C source (preprocess, parse with pycparser, extract the SCoP) or OpenScop text → polyhedral model."""
from .extract import MAX_LOOP_DEPTH, PURE_MATH_FUNCTIONS, parse_c
from .openscop import OpenScopError, read_openscop
from .preprocess import INCLUDE_DIR, PreprocessorOptions
from .source import read_source

__all__ = ["INCLUDE_DIR", "MAX_LOOP_DEPTH", "OpenScopError", "PURE_MATH_FUNCTIONS", "PreprocessorOptions", "parse_c",
           "read_openscop", "read_source"]
