"""Code generation: isl AST → C."""
from .c import HELPERS, GeneratedCode, generate_c, restrict_function

__all__ = ["HELPERS", "GeneratedCode", "generate_c", "restrict_function"]
