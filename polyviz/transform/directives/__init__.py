"""The lowering directives' modules: each defines a directive (a :class:`~polyviz.model.directives.Directive`),
the step that sets it and that step's spec; ``transform.apply`` registers the specs with the reorderings'."""
from .isolate import ISOLATE, isolate
from .lanes import VECTOR_LANES, vector_lanes
from .looptypes import ATOMIC, SEPARATE, UNROLL, atomic, separate, unroll
from .noalias import ASSUME_NO_ALIAS, assume_no_alias
from .pack import PACK, Packed, pack
from .pipelined import PIPELINE, pipeline, pipeline_of
from .reassociation import ALLOW_REASSOCIATION, allow_reassociation
from .registers import REGISTER_TILE, register_tile
from .streams import STREAM_STORES, stream_stores

#: The directives' step specs.
SPECS = (STREAM_STORES, PIPELINE, UNROLL, ISOLATE, SEPARATE, ATOMIC, VECTOR_LANES, ASSUME_NO_ALIAS, ALLOW_REASSOCIATION,
         REGISTER_TILE, PACK)

__all__ = ["SPECS", "allow_reassociation", "assume_no_alias", "atomic", "isolate", "pack", "Packed", "pipeline", "pipeline_of", "register_tile", "separate", "stream_stores", "unroll", "vector_lanes"]
