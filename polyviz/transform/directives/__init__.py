"""The lowering directives' modules: each defines a directive (a :class:`~polyviz.model.directives.Directive`),
the step that sets it and that step's spec; ``transform.apply`` registers the specs with the reorderings'."""
from .isolate import ISOLATE, isolate
from .looptypes import ATOMIC, SEPARATE, UNROLL, atomic, separate, unroll

#: The directives' step specs.
SPECS = (UNROLL, ISOLATE, SEPARATE, ATOMIC)

__all__ = ["SPECS", "atomic", "isolate", "separate", "unroll"]
