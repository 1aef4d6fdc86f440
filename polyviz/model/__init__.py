"""The polyhedral model: islpy sets, maps and schedule trees of one SCoP (pure data)."""
from .loopnames import BandNames, parse_mark
from .scop import OPENSCOP_DECLARATIONS_COMMENT, OPENSCOP_SIGNATURE_COMMENT, Array, FunctionParameter, KernelHeader, Loop, Scop, SourceRegion, Statement, union_of_maps, union_of_sets

__all__ = ["OPENSCOP_DECLARATIONS_COMMENT", "OPENSCOP_SIGNATURE_COMMENT", "Array", "BandNames", "FunctionParameter", "KernelHeader", "Loop", "Scop", "SourceRegion", "Statement",
           "parse_mark", "union_of_maps", "union_of_sets"]
