"""The lowering directives' modules: each defines a directive (a :class:`~polyviz.model.directives.Directive`),
the step that sets it and that step's spec; ``transform.apply`` registers the specs with the reorderings'."""
from .isolate import ISOLATE, isolate
from .looptypes import ATOMIC, SEPARATE, UNROLL, atomic, separate, unroll
from .pipelined import PIPELINE, pipeline, pipeline_of
from .reassociation import ALLOW_REASSOCIATION, allow_reassociation

#: The directives' step specs.
SPECS = (PIPELINE, UNROLL, ISOLATE, SEPARATE, ATOMIC, ALLOW_REASSOCIATION)

__all__ = ["SPECS", "allow_reassociation", "atomic", "isolate", "pipeline", "pipeline_of", "separate", "unroll"]
