"""Code generation: isl AST → C."""
from .c import HELPERS, GeneratedCode, generate_c

__all__ = ["HELPERS", "GeneratedCode", "generate_c"]
