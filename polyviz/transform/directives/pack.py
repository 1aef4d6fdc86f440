"""``pack(A, k_t)``: a read-only array copied, per iteration of a loop, into a buffer with constant
sizes that the statements below read instead (the directive, its step, the buffer's size and
layout, made where the tree is built, and the check each later step re-runs)."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import ClassVar, Mapping

import islpy as isl

from ...codegen.statements import array_accesses, scalar_factor, written_or_reprinted
from ...errors import RecipeError
from ...model import Pack, accesses_to, union_of_maps
from ...model.directives import Directive, Phase, with_directive
from ..recipe import Step
from ..schedule import Schedule
from ..stepspec import Param, StepSpec
from ..steps import edited, refuse_in_lanes
from ..tree import Band, buffer_layout, integer_terms, prefix_map


@dataclass(frozen=True)
class Packed(Directive):
    """``array`` is copied into a buffer at the start of each iteration of ``loop``; the band's
    statements read the buffer, where each element is ``factor`` (the text of the loop-invariant
    scalars every read is first multiplied by, ``alpha * ``, or "") times the array's."""

    step: ClassVar[str] = "pack"
    phase: ClassVar[Phase] = Phase.AROUND_BODY
    mlir_unchanged: ClassVar[str | None] = ("the MLIR module's loads read the array itself (the same values): "
                                            "its affine loops make no copies")
    array: str
    loop: str
    factor: str
    #: The reads of the array by the band's statements (instance -> element).
    reads: isl.UnionMap = field(compare=False)
    #: The buffer, sized where the tree is built (:meth:`lowered`); ``None`` on a schedule's band.
    copy: Pack | None = None

    def loops(self) -> tuple[str, ...]:
        return (self.loop,)

    def revised(self, names: Mapping[str, str], band) -> Directive | None:
        # A pack whose loop is gone stays until undone() notes it.
        return replace(self, loop=names[self.loop]) if self.loop in names else self

    def undone(self, schedule, site) -> str | None:
        try:
            if self.loop not in site.band.names:
                raise RecipeError(f"its loop {self.loop} is gone")
            packed(tuple(m for b in site.outer for m in b.members), site.band, self, site.domain)
        except RecipeError as error:
            return f"pack({self.array}, {self.loop}): {error}"
        return None

    def lowered(self, outer, band, domain) -> Directive | None:
        return replace(self, copy=packed(outer, band, self, domain)) if self.loop in band.names else None

    def packed_copy(self) -> Pack | None:
        return self.copy

    def buffers_arrays(self) -> bool:
        return True

    def mark_text(self) -> str:
        return f"pack:{self.array}@{self.loop}"


def pack(schedule: Schedule, array: str, loop: str, *, force: bool = False) -> Schedule:
    """Copy ``array``'s part that each iteration of ``loop`` reads into a buffer with constant
    sizes at the start of that iteration, and read the buffer below instead (``pack(A, k_t)``
    in gemm): the loops inside read it with compile-time strides, and a read that every
    statement first multiplies by the same loop-invariant scalars (gemm's ``alpha * A[i][k]``)
    takes the product from the buffer, computed once per element and iteration of ``loop``
    instead of once per use.  The same values in the same order, so bit-identical results.
    Refused when a statement of ``loop``'s band writes ``array`` (the copy would go stale) or
    when the part has no constant size.  Arrays that share memory are excluded as for every
    other step: by the generated code's alias test, or by ``assume_no_alias()``."""
    refuse_in_lanes(schedule, "pack")
    scop = schedule.scop
    names = [a.name for a in scop.arrays if not a.is_scalar]
    if array not in names:
        raise RecipeError(f"pack: unknown array {array!r}; the arrays are {', '.join(names)}")
    step = Step("pack", (array, loop))
    site, name = schedule.locate(loop)
    statements = [scop.statement(s) for s in site.statements]
    writers = [s.name for s in statements if any(w.get_tuple_name(isl.dim_type.out) == array for w in s.writes)]
    if writers:
        raise RecipeError(f"{step}: {', '.join(writers)} {'writes' if len(writers) == 1 else 'write'} {array} inside "
                          f"the loops of {loop}, so a copy made once per iteration of {loop} would go stale; "
                          "only an array these loops only read can be packed")
    readers = [s for s in statements if any(r.get_tuple_name(isl.dim_type.out) == array for r in s.reads)]
    if not readers:
        raise RecipeError(f"{step}: nothing inside {loop} reads {array}")
    if name == site.band.names[-1] and not isinstance(site.band.child, Band):
        raise RecipeError(f"{step}: {loop} is an innermost loop; pack at a loop whose inner loops reuse the copy")
    if any(isinstance(d, Packed) and d.array == array for d in site.band.directives):
        raise RecipeError(f"{step}: {array} is already packed in this band")
    written = {w.get_tuple_name(isl.dim_type.out) for s in statements for w in s.writes}
    element_type = scop.array(array).element_type
    scalars = {a.name for a in scop.arrays if a.is_scalar and a.name not in written and a.element_type == element_type}
    factors = {scalar_factor(written_or_reprinted(s).text, access, scalars)
               for s in readers for access in array_accesses(written_or_reprinted(s).text, {array})}
    reads = accesses_to(union_of_maps(read for s in readers for read in s.reads), array)
    packed_array = Packed(array, name, factors.pop() if len(factors) == 1 else "", reads)
    band = replace(site.band, directives=with_directive(site.band.directives, packed_array))
    result = edited(schedule, schedule.tree, site, band, step, force)
    result.isl_schedule  # sizes the buffer now, so that a part without a constant size is refused here
    return result


def packed(outer: tuple[isl.UnionPwAff, ...], band: Band, request: Packed, dom: isl.UnionSet) -> Pack:
    """The buffer of ``request`` in ``band`` (below the ``outer`` loops, over ``dom``): its part of
    the array per value of the loops up to and including the packed one, and the box of the
    elements read anywhere in the band, which the copy keeps to."""
    step = f"pack({request.array}, {request.loop})"
    prefix = prefix_map(outer + band.members[:band.names.index(request.loop) + 1], dom)
    reads = request.reads.intersect_domain(dom)
    buffer = buffer_layout(isl.Map.from_union_map(prefix.reverse().apply_range(reads)), step)
    accessed = isl.Set.from_union_set(reads.range())
    bounds = [tuple(_parameter_affine(bound, step) for bound in (accessed.dim_min(d), accessed.dim_max(d)))
              for d in range(accessed.dim(isl.dim_type.set))]
    return Pack(request.loop, buffer, tuple(low for low, _ in bounds), tuple(high for _, high in bounds), request.factor)


def _parameter_affine(bound: isl.PwAff, step: str) -> tuple[int, tuple[tuple[str, int], ...]]:
    """``bound`` as (constant, parameter coefficients), or refuse ``step`` when it is not one affine piece."""
    pieces = bound.get_pieces()
    terms = integer_terms(pieces[0][1]) if len(pieces) == 1 else None
    if terms is None:
        raise RecipeError(f"{step}: the elements read have no affine bound ({bound}), so the copy "
                          "could not keep within them")
    constant, _, params = terms
    return constant, params


PACK = StepSpec("pack", pack, (Param("array", "array", ("array",)), Param("loop", "loop", ("at",))))
