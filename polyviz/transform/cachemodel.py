"""``CacheModel``: the cache ``auto()`` chooses tile sizes for.

A value passed in, not read from the machine here: the same schedule and model give the same
recipe anywhere (tests pass a fixed model).  ``polyviz.runtime.l2_cache_bytes()`` reads the
machine's L2; ``polyviz.auto_search`` and ``polyviz transform`` tile for it.
"""
from __future__ import annotations

from dataclasses import dataclass

#: Tile sizes tried, largest first; the largest whose footprint fits the cache budget wins.
TILE_SIZES = (256, 128, 64, 32, 16, 8)
#: Largest tile size of a nest whose innermost loop walks an access with a long stride: each
#: iteration then touches another row (another page, for rows of a few KB), and syrk's tiles
#: (j innermost over A[j][k]) ran faster at 64 than at 128 (docs/design-notes.md, "Measurements behind the constants").
STRIDED_TILE = 64
#: The L2 size of the model when none is given (bytes): the 2-core VMs the numbers here come from.
DEFAULT_L2 = 1 << 20
#: The L1 data cache of the model (bytes), likewise.
DEFAULT_L1 = 32 << 10
#: (time, space) tile sizes of stencils, most reuse first; the first whose footprint fits
#: :data:`STENCIL_BUDGET` of the L2 wins, and a stencil none fits takes the last, the smallest
#: footprint that still reuses each row over 4 time steps: heat-3d's 120x120 planes (12 planes
#: of A and B: 2.7 MB) then come from the L3 instead of memory, and its 4x8 tiles ran 2.05x
#: faster than the original (8x16: 2.04x, 2x8: 1.81x; LARGE, one thread).
STENCIL_TILES = ((8, 32), (8, 16), (4, 16), (4, 8))
#: Bytes of a cache line: what a long-stride access brings in for each row it reaches.
CACHE_LINE = 64
#: Fraction of the L2 a stencil tile may fill: jacobi-2d's 8x32 tiles fill nearly this much and
#: paid well, sequentially (docs/design-notes.md, "Measurements behind the constants").
STENCIL_BUDGET = 0.75


#: The register block (rows, columns) of gemm-like nests for the widest vectors of a machine
#: (bytes): rows x columns / lanes accumulators of the written array stay in registers, and the
#: statement needs columns / lanes more for the vectors it reads and one for the broadcast scalar.
#: AVX-512 (32 zmm): gemm at 1300x1400x1500, 128-cubed tiles, one thread (loaded VM): 8x32 ran 9.8x
#: faster than the original, 8x16 7.8x, 4x32 7.4x, 4x16 4.2x, no register tile 4.1x (numpy 17.5x).
#: AVX2 (16 ymm): 4x16's 16 accumulators left no register for the broadcast, and gcc spilled two
#: accumulators to the stack in every k step; 6x8 keeps 12 accumulators, 2 B vectors and the
#: broadcast in 15 (gemm, PolyBench LARGE, one thread: see the commit that chose it).
REGISTER_BLOCKS = {64: (8, 32), 32: (6, 8), 16: (4, 8)}
#: Vector registers of each width (bytes): SSE's and AVX2's 16, AVX-512's 32.
VECTOR_REGISTERS = {16: 16, 32: 16, 64: 32}


def block_vector_bytes(rows: int, columns: int) -> int:
    """The vector width (bytes) a ``rows`` x ``columns`` register block of doubles is for: the
    narrowest whose registers (:data:`VECTOR_REGISTERS`) hold the block, so each block of
    :data:`REGISTER_BLOCKS` maps back to the width it was chosen for.  The micro-kernel's vectors
    must have that width: gcc splits vectors wider than the target's registers, and AVX2's 4x16
    block in 64-byte vectors spilled (gemm at PolyBench LARGE on AVX2: 0.26x gcc -O3; 2.23x in
    32-byte vectors)."""
    return min((width for width, count in VECTOR_REGISTERS.items() if count * width // 8 >= rows * columns),
               default=max(VECTOR_REGISTERS))


@dataclass(frozen=True)
class CacheModel:
    """An L2 of ``l2_bytes`` holding array elements of ``element_bytes`` (the kernels are double
    precision), and SIMD registers of ``vector_bytes`` (``polyviz.runtime.vector_bytes()`` reads
    the machine's; the default is AVX2's)."""

    l2_bytes: int = DEFAULT_L2
    l1_bytes: int = DEFAULT_L1
    element_bytes: int = 8
    vector_bytes: int = 32

    @property
    def register_block(self) -> tuple[int, int]:
        """The (rows, columns) of ``register_tile`` blocks for these registers (:data:`REGISTER_BLOCKS`)."""
        return REGISTER_BLOCKS[max((w for w in REGISTER_BLOCKS if w <= self.vector_bytes), default=min(REGISTER_BLOCKS))]

    def tile_size(self, dimensions: list[int], strided: bool) -> int:
        """The largest size whose tile footprint (distinct elements each access touches in one
        tile: size to the number of nest loops its subscripts use, ``dimensions``) fits half the
        L2, and at most :data:`STRIDED_TILE` when the innermost loop walks a long stride."""
        largest = STRIDED_TILE if strided else TILE_SIZES[0]
        for size in TILE_SIZES:
            if size <= largest and self.fits_tile(sum(size ** n for n in dimensions)):
                return size
        return TILE_SIZES[-1]

    def fits_tile(self, elements: int) -> bool:
        """Whether a tile touching ``elements`` distinct elements fits half the L2 (the other
        half for what the tiles around it leave and the next one brings in)."""
        return elements * self.element_bytes <= self.l2_bytes // 2

    def stencil_tile(self, skews: list[int], untiled_elements: int, arrays: int) -> tuple[int, int]:
        """The first (time, space) pair of :data:`STENCIL_TILES` whose footprint fits the L2
        budget, else the last.

        Each time step of a tile sweeps S iterations of each tiled space loop, and the next step
        revisits them shifted by its skew f: it needs about S + f + 2 of them (shift and the
        stencil's halo) still cached, times the ``untiled_elements`` of the untiled space loops,
        in each of the ``arrays`` the stencil accesses.  More time steps add reuse, not footprint.
        """
        for time_size, space_size in STENCIL_TILES:
            span = 1
            for factor in skews:
                span *= space_size + factor + 2
            if span * untiled_elements * arrays * self.element_bytes <= self.l2_bytes * STENCIL_BUDGET:
                return time_size, space_size
        return STENCIL_TILES[-1]

    def rows_fit(self, rows: int, arrays: int) -> bool:
        """Whether a loop over ``rows`` rows of each of ``arrays`` arrays, one element of each
        row per iteration, leaves every row's line in the L1 for the next element along it:
        adi's sweeps pay that way at a few hundred rows and lose at a thousand, whose lines
        overflow the L1 (docs/design-notes.md, "Measurements behind the constants")."""
        return rows * arrays * CACHE_LINE <= self.l1_bytes
