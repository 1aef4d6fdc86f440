"""The polyhedral model: islpy sets, maps and schedule trees of one SCoP (pure data)."""
from .ctokens import Token, tokenize
from .loopnames import BandNames, BufferMark, parse_buffer_mark, parse_mark
from .scop import (OPENSCOP_DECLARATIONS_COMMENT, OPENSCOP_SIGNATURE_COMMENT, Array, FunctionParameter, KernelHeader,
                   LiveIterator, Loop, Scop, SourceRegion, Statement, UserPragma, WrittenStatement, union_of_maps,
                   union_of_sets)

__all__ = ["OPENSCOP_DECLARATIONS_COMMENT", "OPENSCOP_SIGNATURE_COMMENT", "Array", "BandNames", "BufferMark",
           "FunctionParameter", "KernelHeader", "LiveIterator", "Loop", "Scop", "SourceRegion", "Statement", "Token",
           "UserPragma", "WrittenStatement", "parse_buffer_mark", "parse_mark", "tokenize", "union_of_maps", "union_of_sets"]
