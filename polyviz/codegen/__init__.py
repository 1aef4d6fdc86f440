"""Code generation: isl AST → C, and → MLIR's affine dialect; the model → OpenScop text."""
from .alias import alias_checked
from .c import HELPERS, GeneratedCode, generate_c, restrict_function, user_loops
from .jscop import write_jscop
from .mlir import MlirCode, MlirError, generate_mlir
from .openscop import write_openscop

__all__ = ["HELPERS", "GeneratedCode", "MlirCode", "MlirError", "alias_checked", "generate_c", "generate_mlir",
           "restrict_function", "user_loops", "write_jscop", "write_openscop"]
