"""C source (preprocess, parse with pycparser, extract the SCoP) or OpenScop text → polyhedral model."""
from .extract import MAX_LOOP_DEPTH, PURE_MATH_FUNCTIONS, parse_c
from .openscop import OpenScopError, read_openscop
from .polly import (CPLUSPLUS_SUFFIXES, PollyError, PollyExport, PollyUnavailable, polly_model, polly_scops, polly_view,
                    read_jscop)
from .preprocess import INCLUDE_DIR, PreprocessorOptions
from .source import read_source

__all__ = ["CPLUSPLUS_SUFFIXES", "INCLUDE_DIR", "MAX_LOOP_DEPTH", "OpenScopError", "PURE_MATH_FUNCTIONS", "PollyError",
           "PollyExport", "PollyUnavailable", "PreprocessorOptions", "parse_c", "polly_model", "polly_scops", "polly_view",
           "read_jscop", "read_openscop",
           "read_source"]
