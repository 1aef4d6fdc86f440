"""``register_tile``: a block of the written array kept in vector registers across a band's inner
loops, its two innermost loops printed as a micro-kernel (``codegen/microkernel.py``); the
directive, its step, the check that the block can stay in registers, which each later step
re-runs (:meth:`RegisterBlock.undone`)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar, Mapping

import islpy as isl

from ...codegen.microkernel import statement_refusal
from ...errors import RecipeError
from ...model import RegisterTile
from ...model.directives import Directive, Phase, with_directive
from ..access import iterator_dim, strides
from ..cachemodel import block_vector_bytes
from ..recipe import Step
from ..schedule import Schedule
from ..stepspec import Param, StepSpec
from ..steps import band_with, edited, fresh_loop, in_first_nest, positive, refuse_in_lanes, with_members
from ..tree import Band, BandSite, Leaf


@dataclass(frozen=True)
class RegisterBlock(Directive):
    """The band's two innermost loops run over ``tile``, a block of the written array held in
    vector registers from loop ``tile.start`` inward."""

    step: ClassVar[str] = "register_tile"
    phase: ClassVar[Phase] = Phase.INNERMOST_BODY
    #: The full blocks are kept in registers: isl generates them apart, as isolate's full tiles.
    implies: ClassVar[tuple[str, ...]] = ("isolate",)
    tile: RegisterTile

    def loops(self) -> tuple[str, ...]:
        return self.tile.start, self.tile.rows, self.tile.columns

    def revised(self, names: Mapping[str, str], band) -> Directive | None:
        if not all(loop in names for loop in self.loops()):
            return self  # undone() notes what the step took away
        tile = self.tile._replace(start=names[self.tile.start], rows=names[self.tile.rows],
                                  columns=names[self.tile.columns])
        # Without its stepping loops (point loops of the band's tiles) there are no full blocks
        # to keep in registers.
        points = {p for _, p, _ in band.tiles}
        return replace(self, tile=tile) if {tile.rows, tile.columns} <= points else None

    def undone(self, schedule, site) -> str | None:
        refusal = register_tile_refusal(schedule.scop, site, self.tile)
        return f"the register tile of {self.tile.rows}, {self.tile.columns}: {refusal}" if refusal else None

    def register_tile(self) -> RegisterTile:
        return self.tile

    def buffers_arrays(self) -> bool:
        return True

    def mark_text(self) -> str:
        tile = self.tile
        return (f"registers:{tile.start}:{tile.rows}={tile.row_size},{tile.columns}={tile.column_size}"
                f":{tile.vector_bytes}B")


#: Most elements a register block may hold (more spill out of the registers anyway).
MAX_REGISTER_BLOCK = 256


def register_tile(schedule: Schedule, *loops_and_sizes, force: bool = False, **sizes: int) -> Schedule:
    """Keep a block of the written array in vector registers: ``register_tile(i=8, j=8)`` runs
    ``i`` and ``j`` in steps of 8 outside the band's other inner loops, and the 8 x 8 block
    (loops ``i_r``, ``j_r``; ``j`` along the vectors) innermost, printed as a micro-kernel.

    The loops from the first one named inward must enclose exactly one statement, whose one
    written element is indexed by both loops (``j`` alone in the last subscript) and not moved
    by the band's other inner loops (gemm's ``C[i][j]`` across ``k``); code generation keeps
    the full blocks in registers across those loops and leaves partial blocks as plain loops.
    The vectors have the width the block's size is for (``cachemodel.block_vector_bytes``:
    AVX-512's 64 bytes for 8x32, AVX2's 32 for 6x8 or 4x16, 16 for 4x8 and smaller), so that
    ``auto()``'s block for the machine fits its registers."""
    refuse_in_lanes(schedule, "register_tile")
    if len(loops_and_sizes) % 2:
        raise RecipeError("register_tile takes pairs: register_tile(i, 8, j, 8) or register_tile(i=8, j=8)")
    pairs = list(zip(loops_and_sizes[::2], loops_and_sizes[1::2])) + list(sizes.items())
    if len(pairs) != 2:
        raise RecipeError("register_tile takes two loops and their block sizes, rows first, then the columns the "
                          f"vectors run along: e.g. register_tile(i=8, j=8); got {len(pairs)}")
    step = Step("register_tile", tuple(loops_and_sizes), tuple(sizes.items()))
    # The block's loops go innermost, so the band takes in the loops perfectly nested below them.
    loops = [loop for loop, _ in pairs]
    inner = max((schedule.locate(loop)[0] for loop in loops), key=lambda located: len(located.path))
    node, path = inner.band.child, inner.path + (0,)
    while isinstance(node, Band):
        loops += [schedule.loop_name(s, n) for s in schedule.sites if s.path == path for n in s.band.names]
        node, path = node.child, path + (0,)
    tree, site, names = band_with(schedule, tuple(loops))
    names = names[:2]
    band = site.band
    row_size, column_size = (positive(size, f"the block size of {loop}") for loop, size in pairs)
    if row_size * column_size > MAX_REGISTER_BLOCK:
        raise RecipeError(f"{step}: a block of {row_size * column_size} elements is more than the "
                          f"{MAX_REGISTER_BLOCK} that fit in registers")
    rows, columns = names
    first = min(band.names.index(rows), band.names.index(columns))
    row_copy = fresh_loop(f"{rows}_r", site)
    column_copy = fresh_loop(f"{columns}_r", site, (row_copy,))
    others = [n for n in band.names[first:] if n not in names]
    new_names = list(band.names[:first]) + [rows, columns] + others + [row_copy, column_copy]
    # The stepping loops count blocks, as tile loops count tiles; the block loops run over the
    # original values, so they become the point loops of the band's tiles.
    members = list(band.members[:first]) + [band.member(n).scale_down_val(isl.Val(size)).floor()
                                            for n, size in ((rows, row_size), (columns, column_size))]
    members += [band.member(n) for n in others] + [band.member(rows), band.member(columns)]
    copies = {rows: row_copy, columns: column_copy}
    kept = with_members(band, new_names, members)
    tiles = tuple((t, copies.get(p, p), size) for t, p, size in band.tiles) + \
        ((rows, row_copy, row_size), (columns, column_copy, column_size))
    block = RegisterBlock(RegisterTile(others[0] if others else row_copy, row_copy, column_copy, row_size,
                                       column_size, block_vector_bytes(row_size, column_size)))
    # A band keeps one block: a new one replaces the one it had.
    others_directives = tuple(d for d in kept.directives if not isinstance(d, RegisterBlock))
    new_band = replace(kept, tiles=tiles, directives=with_directive(others_directives, block))
    refusal = register_tile_refusal(schedule.scop, BandSite(site.path, new_band, site.domain, site.outer), block.tile)
    if refusal:
        raise RecipeError(f"{step}: {refusal}")
    return edited(schedule, tree, site, new_band, step, force)


def register_tile_refusal(scop, site: BandSite, tile: RegisterTile) -> str | None:
    """Why the register block ``tile`` of ``site``'s band cannot stay in registers (``None`` when it can)."""
    band = site.band
    if band.names[-2:] != (tile.rows, tile.columns) or tile.start not in band.names:
        return f"its block loops {tile.rows}, {tile.columns} are no longer the innermost loops of their band"
    if not isinstance(band.child, Leaf) or len(site.statements) != 1:
        return (f"the block's loops must enclose exactly one statement and no other loop; they enclose "
                f"{', '.join(site.statements)}" + ("" if isinstance(band.child, Leaf) else " in several nests"))
    statement = scop.statement(site.statements[0])
    kept = band.names[band.names.index(tile.start):]
    dims = {name: iterator_dim(band.member(name), statement) for name in kept}
    moved = [name for name, dim in dims.items() if dim is None]
    if moved:
        return f"loop {moved[0]} is not one of {statement.name}'s own loops (a skew, shift or tile changed it)"
    if len(statement.writes) != 1:
        return f"{statement.name} writes {len(statement.writes)} elements; a block holds one written array"
    write = statement.writes[0]
    array = write.get_tuple_name(isl.dim_type.out)
    along_columns = strides(write, dims[tile.columns])
    if not along_columns or any(along_columns[:-1]) or along_columns[-1] != 1:
        return (f"the element {statement.name} writes ({array}) must have {tile.columns} alone as its last "
                f"subscript, which the vectors run along (name the rows loop first)")
    if not any(strides(write, dims[tile.rows])):
        return f"the element {statement.name} writes ({array}) does not depend on {tile.rows}"
    for name in kept[:-2]:
        if any(strides(write, dims[name])):
            return (f"loop {name} moves the element {statement.name} writes ({array}), so the block cannot stay in "
                    "registers across it")
    for read in statement.reads:
        if read.get_tuple_name(isl.dim_type.out) == array and not read.is_equal(write):
            return f"{statement.name} reads {array} elsewhere than the element it writes"
    return statement_refusal(scop, statement)


REGISTER_TILE = StepSpec("register_tile", register_tile, (Param("sizes", "loop sizes", ("rows", "columns", "size"),
                                                                samples=(8, 4, 2), among=in_first_nest),))
