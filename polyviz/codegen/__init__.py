"""Code generation: isl AST → C, and → MLIR's affine dialect."""
from .c import HELPERS, GeneratedCode, generate_c, restrict_function
from .mlir import MlirCode, MlirError, generate_mlir

__all__ = ["HELPERS", "GeneratedCode", "MlirCode", "MlirError", "generate_c", "generate_mlir", "restrict_function"]
