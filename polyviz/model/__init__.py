"""The polyhedral model: islpy sets, maps and schedule trees of one SCoP (pure data)."""
from .ctokens import Token, later_use, matching_brackets, tokenize
from .isl_options import isl_budget, isl_options, stop_if_aborted
from .loopnames import BandAnnotation, BufferMark, Pack, Private, Reduction, RegisterTile, band_annotation, buffer_mark, fresh_name
from .scop import (OPENSCOP_DECLARATIONS_COMMENT, OPENSCOP_SIGNATURE_COMMENT, Array, FunctionParameter, KernelHeader,
                   LiveIterator, Loop, Scop, SourceRegion, Statement, UserPragma, WrittenStatement, accesses_to, c_nodes,
                   maps_of, union_of_maps, union_of_sets)

__all__ = ["OPENSCOP_DECLARATIONS_COMMENT", "OPENSCOP_SIGNATURE_COMMENT", "Array", "BandAnnotation", "BufferMark", "Pack",
           "FunctionParameter", "KernelHeader", "LiveIterator", "Loop", "Private", "Reduction", "RegisterTile", "Scop", "SourceRegion", "Statement", "Token",
           "UserPragma", "WrittenStatement", "accesses_to", "band_annotation", "buffer_mark", "c_nodes", "fresh_name", "isl_budget", "isl_options", "stop_if_aborted",
           "later_use", "maps_of", "matching_brackets", "tokenize", "union_of_maps", "union_of_sets"]
