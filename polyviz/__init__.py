"""polyviz: explore the polyhedral model of C loop nests.

>>> k = Kernel.from_c(open("kernels_c/tutorial_stencil.c").read())
>>> k.dependences()[0].distances
((1, 0), (0, 1))
"""
from .errors import AnalysisTooComplex, PolyvizError, ScopError
from .kernel import Kernel

__all__ = ["AnalysisTooComplex", "Kernel", "PolyvizError", "ScopError"]
