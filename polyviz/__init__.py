"""polyviz: explore the polyhedral model of C loop nests."""
from .errors import AnalysisTooComplex, PolyvizError, ScopError

__all__ = ["AnalysisTooComplex", "PolyvizError", "ScopError"]
