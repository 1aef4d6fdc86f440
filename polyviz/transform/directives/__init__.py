"""The lowering directives' modules: each defines a directive (a :class:`~polyviz.model.directives.Directive`),
the step that sets it and that step's spec; ``transform.apply`` registers the specs with the reorderings'."""
from .isolate import ISOLATE, isolate
from .looptypes import ATOMIC, SEPARATE, UNROLL, atomic, separate, unroll
from .pipelined import PIPELINE, pipeline, pipeline_of

#: The directives' step specs.
SPECS = (PIPELINE, UNROLL, ISOLATE, SEPARATE, ATOMIC)

__all__ = ["SPECS", "atomic", "isolate", "pipeline", "pipeline_of", "separate", "unroll"]
