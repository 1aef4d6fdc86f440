"""isl's loop types: ``unroll``, ``separate`` and ``atomic``, the options isl generates one loop
of a band with (the directives), and the steps that set them.

``unroll(i, f)`` by a factor also reorders: it steps ``i`` by ``f`` and adds the copies loop
``i_u``, innermost in the band, which it unrolls.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Mapping

import islpy as isl

from ...errors import RecipeError
from ...limits import describe, limit
from ...model import maps_of
from ...model.directives import Directive, Phase, with_directive
from ..legality import trip_bound
from ..recipe import Step
from ..schedule import Schedule
from ..stepspec import Param, StepSpec
from ..steps import domain_below, edited, fresh_loop, positive, with_members
from ..tree import BandSite, extension_relation, extension_sites, node_at


@dataclass(frozen=True)
class LoopType(Directive):
    """Loop ``loop`` of the band is generated with isl's loop type ``kind`` (one type a loop)."""

    phase: ClassVar[Phase] = Phase.BUILD
    kind: ClassVar[isl.ast_loop_type]
    loop: str

    def loops(self) -> tuple[str, ...]:
        return (self.loop,)

    def revised(self, names: Mapping[str, str], band) -> Directive | None:
        return replace(self, loop=names[self.loop]) if self.loop in names else None

    def loop_type(self) -> tuple[str, isl.ast_loop_type]:
        return self.loop, self.kind

    def mark_text(self) -> str:
        return f"{self.step}:{self.loop}"


@dataclass(frozen=True)
class Unrolled(LoopType):
    """Every iteration of the loop is a copy of its body (a loop with a constant number of iterations)."""

    step: ClassVar[str] = "unroll"
    kind: ClassVar[isl.ast_loop_type] = isl.ast_loop_type.unroll

    def refusal(self, schedule, site) -> str | None:
        if not _unbounded(site, self.loop, schedule.scop.context):
            return None
        name = schedule.loop_name(site, self.loop)
        return (f"loop {name} is to be unrolled, but where it stands its number of iterations is not bounded "
                "by a constant (a parameter or an enclosing loop's range sets it), so it cannot be unrolled "
                f"completely; unroll by a factor instead, e.g. unroll({name}, 4)")


@dataclass(frozen=True)
class Separated(LoopType):
    """One loop per piece of the loop's domain."""

    step: ClassVar[str] = "separate"
    kind: ClassVar[isl.ast_loop_type] = isl.ast_loop_type.separate


@dataclass(frozen=True)
class Atomic(LoopType):
    """One loop for all pieces of the loop's domain."""

    step: ClassVar[str] = "atomic"
    kind: ClassVar[isl.ast_loop_type] = isl.ast_loop_type.atomic


def _unbounded(site: BandSite, loop: str, context: isl.Set) -> bool:
    try:
        return trip_bound(site, loop, context) is None
    except isl.Error:
        # isl finds no integer maximum of a spread with integer divisions (seen on trmm by the
        # fuzz): leave the verdict to code generation, which names the loop it cannot unroll.
        return False


def unroll(schedule: Schedule, loop: str, factor: int = 0, *, force: bool = False) -> Schedule:
    """Unroll ``loop`` completely (``factor`` 0) or by ``factor`` (unroll and jam: the unrolled
    copies ``loop_u`` become the band's innermost loop).  A loop of a producer that ``compute_at``
    recomputes per tile (``i@S0``) is unrolled by a factor only: its rows inside each tile are then
    computed ``factor`` at a time, each row of what they read loaded once for all of them."""
    step = Step("unroll", (loop, factor) if factor else (loop,))
    if factor == 0:
        return _refuse_code_explosion(_set_loop_type(schedule, Unrolled, loop, step, force), step)
    factor = positive(factor, "the unroll factor")
    site, name = schedule.locate(loop, recomputed=True)
    statements = len(site.statements)
    if factor * statements > limit("MAX_GENERATED_STATEMENTS"):
        raise RecipeError(f"{step} would make {factor * statements:,} copies of the loop body, more than the "
                          f"limit of {describe('MAX_GENERATED_STATEMENTS')}")
    band = site.band
    # A recomputed producer's loops run inside the tile loops: its new loop is named apart from them too.
    recomputed = all(s.path != site.path for s in schedule.sites)
    enclosing = tuple(n for s in schedule.sites for n in s.band.names) if recomputed else ()
    copies = fresh_loop(f"{name}_u", site, enclosing)
    member = band.member(name)
    size = isl.Val(factor)
    offset = _tile_aligned_offset(schedule, site, member, factor) if recomputed else 0
    shifted = member.add(isl.UnionPwAff.val_on_domain(member.domain(), isl.Val(offset)))
    steps_of_factor = shifted.scale_down_val(size).floor().scale_val(size)
    steps_of_factor = steps_of_factor.sub(isl.UnionPwAff.val_on_domain(member.domain(), isl.Val(offset)))
    names = list(band.names) + [copies]
    members = [steps_of_factor if n == name else m for n, m in zip(band.names, band.members)] + [member]
    # The copies loop now runs over the original values, so it is the point loop of a tile.
    kept = with_members(band, names, members)
    tiles = tuple((t, copies if p == name else p, s) for t, p, s in kept.tiles)
    new_band = replace(kept, directives=with_directive(kept.directives, Unrolled(copies)), tiles=tiles)
    return _refuse_code_explosion(edited(schedule, schedule.tree, site, new_band, step, force), step)


def _tile_aligned_offset(schedule: Schedule, site: BandSite, member: isl.UnionPwAff, factor: int) -> int:
    """For a loop of a recomputed producer (``member``, its values), unrolled by ``factor``: the
    offset that makes its steps of ``factor`` start at each tile's first value rather than at
    multiples of ``factor`` (``floor((i + offset) / factor) * factor - offset``): stencil_pipeline's
    32-row tiles recompute b's rows from ``32 * i_t - 2``, which steps of 4 from multiples of 4
    would split into two partial steps and eight full ones instead of nine full ones.  0 when the
    tiles' first values are not one affine function of the tile loops with coefficients that
    ``factor`` divides."""
    path = site.path
    extension_path = max((p for p, _ in extension_sites(schedule.tree) if path[:len(p)] == p), key=len)
    extension = node_at(schedule.tree, extension_path)
    enclosing = sorted((s for s in schedule.sites if extension_path[:len(s.path)] == s.path), key=lambda s: len(s.path))
    outer = tuple(m for s in enclosing for m in s.band.members)
    if not outer:
        return 0
    values = extension_relation(outer, domain_below(schedule, extension_path), extension) \
        .apply_range(isl.UnionMap.from_union_pw_aff(member.intersect_domain(site.domain)))
    offsets = set()
    for first in maps_of(values):
        for _, aff in first.dim_min(0).get_pieces():
            coefficients = [aff.get_coefficient_val(isl.dim_type.in_, k).to_python()
                            for k in range(aff.dim(isl.dim_type.in_))]
            if not any(coefficients):
                continue  # the first or last tile, clipped by the producer's domain
            parametric = any(aff.get_coefficient_val(isl.dim_type.param, k).to_python()
                             for k in range(aff.dim(isl.dim_type.param)))
            if parametric or aff.dim(isl.dim_type.div) or aff.get_denominator_val().to_python() != 1 or \
                    any(c % factor for c in coefficients):
                return 0
            offsets.add(-aff.get_constant_val().to_python() % factor)
    return offsets.pop() if len(offsets) == 1 else 0


def _refuse_code_explosion(schedule: Schedule, step: Step) -> Schedule:
    """``schedule``, unless its unrolled loops multiply the statements past ``MAX_GENERATED_STATEMENTS``."""
    total = 0
    for statement in schedule.scop.statements:
        copies = 1
        for site in schedule.sites + schedule.recomputed_sites:
            if statement.name not in site.statements:
                continue
            for directive in site.band.directives:
                if isinstance(directive, Unrolled):
                    # Unrolled.refusal refused the unbounded ones already.
                    copies *= trip_bound(site, directive.loop, schedule.scop.context)
        total += copies
    if total > limit("MAX_GENERATED_STATEMENTS"):
        raise RecipeError(f"{step} would generate {total:,} statements, more than the limit of "
                          f"{describe('MAX_GENERATED_STATEMENTS')}")
    return schedule


def separate(schedule: Schedule, loop: str, *, force: bool = False) -> Schedule:
    """isl's ``separate`` code-generation option for ``loop``: one loop per piece of its domain."""
    return _set_loop_type(schedule, Separated, loop, Step("separate", (loop,)), force)


def atomic(schedule: Schedule, loop: str, *, force: bool = False) -> Schedule:
    """isl's ``atomic`` code-generation option for ``loop``: one loop for all pieces of its domain."""
    return _set_loop_type(schedule, Atomic, loop, Step("atomic", (loop,)), force)


def _set_loop_type(schedule: Schedule, kind: type[LoopType], loop: str, step: Step, force: bool) -> Schedule:
    site, name = schedule.locate(loop)
    others = tuple(d for d in site.band.directives if not (isinstance(d, LoopType) and d.loop == name))
    band = replace(site.band, directives=with_directive(others, kind(name)))
    return edited(schedule, schedule.tree, site, band, step, force)


def _unrollable(schedule: Schedule, earlier: tuple) -> tuple[str, ...]:
    """Every loop, and those of the producers ``compute_at`` recomputes per tile (unroll)."""
    return schedule.loops() + schedule.recomputed_loops()


LOOP = Param("loop", "loop", ("loop",))
UNROLL = StepSpec("unroll", unroll, (Param("loop", "loop", ("loop",), among=_unrollable),
                                     Param("factor", "int", ("factor",), default=0, samples=(4, 2, 3))))
SEPARATE = StepSpec("separate", separate, (LOOP,))
ATOMIC = StepSpec("atomic", atomic, (LOOP,))
