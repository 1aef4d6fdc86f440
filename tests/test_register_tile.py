"""register_tile: a block of the written array kept in vector registers, printed as a micro-kernel;
pack: the tile of a read-only operand copied into a buffer the micro-kernel reads.

The micro-kernel runs every element's updates in the original order, so its results must be
bit-identical to the original's (the runtime checks a ``-ffp-contract=off`` build); full blocks
get the kernel, partial ones (sizes the blocks do not divide, tiny sizes) the plain loops.  A
packed buffer holds the same values the statements read (times the same scalars, multiplied in
the same order), so packing keeps the results bit-identical too.
"""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from polyviz import Kernel, RecipeError, benchmark, runtime
from polyviz.transform.cachemodel import REGISTER_BLOCKS, CacheModel, block_vector_bytes

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"
TILED = "distribute(i); tile(i@S1, 8, k, 8, j@S1, 8); isolate(i_t); register_tile(i_p=4, j_p=8)"


def kernel(name: str) -> Kernel:
    return Kernel.from_file(KERNELS / f"{name}.c")


def run_against_original(k: Kernel, recipe: str, sizes: dict[str, int], threads: int,
                         compiler: runtime.Compiler | None = None) -> runtime.RunRecord:
    """The recipe's code (built by ``compiler``, else the session's) run on the original's inputs
    at ``sizes``: bit-identical outputs or not."""
    header = k.scop.source.header
    session = runtime.Session(k.scop.function_parameters, k.source, k.name, sizes, init=header.init or None,
                              repeat=0, threads=threads, timeout=60, returns=k.scop.source.function_return_type)
    try:
        original = session.run_original()
        assert original.ok, original.message
        return runtime.execute_job(session.job(replace(benchmark.variant(k, k.apply_recipe(recipe)), compiler=compiler)))
    finally:
        session.close()


def test_full_blocks_are_printed_as_a_vector_micro_kernel_and_partial_ones_as_loops():
    code = kernel("gemm").apply_recipe(TILED).to_c()
    # A 4x8 block is the one for 16-byte vectors (SSE's): 4 rows of 4 vectors of 2 doubles.
    assert "typedef double pv_double2 __attribute__((vector_size(16)));" in code
    assert "pv_double2 C_block[4][4];" in code
    # The update on vectors: B's row is loaded in vectors, A's element broadcast (j_p is j_t: one block a tile).
    assert "C_block[i_p_r][j_p_r] += alpha * A[4 * i_p + i_p_r][k_p] * (*(pv_double2_u *)&B[k_p][8 * j_t + 2 * j_p_r]);" \
        in code
    # Partial blocks keep the statement as written.
    assert "C[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * B[k_p][j_p_r];" in code


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("sizes", [dict(ni=1, nj=1, nk=1), dict(ni=2, nj=2, nk=2), dict(ni=13, nj=11, nk=7),
                                   dict(ni=16, nj=24, nk=8), dict(ni=37, nj=45, nk=19)])
def test_register_tiled_gemm_computes_the_same_bits(sizes, threads):
    record = run_against_original(kernel("gemm"), f"{TILED}; parallel(i_t)", sizes, threads)
    assert record.ok and record.verified, record.message


@pytest.mark.parametrize("name, recipe, sizes", [
    # Untiled: blocks over the whole loops, the kernel across all of k.
    ("gemm", "distribute(i); register_tile(i@S1=2, j@S1=4)", dict(ni=9, nj=13, nk=5)),
    # A gather: A[j][k] walks j along its first subscript; j runs to i: full blocks inside the triangle.
    ("syrk", "distribute(i); register_tile(i@S1=2, j@S1=4)", dict(n=10, m=7)),
    # 2mm's two nests, each with its own block; odd block sizes.
    ("2mm", "distribute(i@S0); distribute(i@S2); register_tile(i@S1=3, j@S1=4); register_tile(i@S3=2, j@S3=6)",
     dict(ni=7, nj=9, nk=5, nl=13)),
    ("gemm", "auto(no_alias=True)", dict(ni=300, nj=260, nk=140)),
    ("2mm", "auto(no_alias=True)", dict(ni=40, nj=50, nk=30, nl=70)),
    ("syrk", "auto(no_alias=True)", dict(n=90, m=70)),
])
def test_other_nests_compute_the_same_bits(name, recipe, sizes):
    k = kernel(name)
    assert "_block[" in k.translation_unit(k.apply_recipe(recipe).generate())
    record = run_against_original(k, recipe, sizes, threads=2)
    assert record.ok and record.verified, record.message


@pytest.mark.parametrize("name, recipe, message", [
    ("gemm", "distribute(i); register_tile(i@S1=8)", "takes two loops"),
    ("gemm", "distribute(i); register_tile(k=4, j@S1=8)", "(C) does not depend on k_r"),
    ("gemm", "distribute(i); register_tile(j@S1=4, i@S1=8)", "must have i_r alone as its last subscript"),
    ("gemm", "distribute(i); register_tile(i@S1=32, j@S1=32)", "more than the 256"),
    ("gemm", "register_tile(i=4, j@S1=4)", "not perfectly nested"),
    ("trmm", "register_tile(i=4, j=4)", "enclose S0, S1 in several nests"),
    ("trmm", "distribute(i); register_tile(i@S0=4, j@S0=4)", "reads B elsewhere than the element it writes"),
    ("gemm", "distribute(i); skew(k, i@S1, 1); register_tile(i@S1=4, j@S1=4)", "loop k is not one of S1's own loops"),
])
def test_refusals_say_why(name, recipe, message):
    with pytest.raises(RecipeError, match=re.escape(message)):
        kernel(name).apply_recipe(recipe)


def test_a_later_step_that_breaks_the_block_drops_it_with_a_note():
    schedule = kernel("gemm").apply_recipe("distribute(i); register_tile(i@S1=2, j@S1=4); interchange(i_r, j_r)")
    assert "C_block" not in schedule.to_c()
    assert any("undid the register tile" in note for note in schedule.notes)


def test_auto_register_tiles_gemm_in_blocks_for_the_registers_and_can_leave_it_out():
    schedule = kernel("gemm").schedule().auto(no_alias=True)
    # AVX2's 16 registers: 12 accumulators (6 rows of 2 vectors), 2 vectors of B and the broadcast.
    assert "register_tile(i_p, 6, j_p, 8)" in schedule.recipe
    wide = kernel("gemm").schedule().auto(no_alias=True, cache=CacheModel(vector_bytes=64))
    assert "register_tile(i_p, 8, j_p, 32)" in wide.recipe  # AVX-512's 32: 8 rows of 4
    assert "register_tile" not in kernel("gemm").schedule().auto(no_alias=True, micro_kernel=False).recipe


@pytest.mark.parametrize("vector_bytes, block", [(64, (8, 32)), (32, (6, 8)), (16, (4, 8)), (8, (4, 8)), (128, (8, 32))])
def test_the_block_fits_the_registers_of_the_model(vector_bytes, block):
    assert CacheModel(vector_bytes=vector_bytes).register_block == block


@pytest.mark.parametrize("vector_bytes", sorted(REGISTER_BLOCKS))
def test_each_block_of_the_model_maps_back_to_the_width_it_is_for(vector_bytes):
    assert block_vector_bytes(*REGISTER_BLOCKS[vector_bytes]) == vector_bytes


# A recipe's own block keeps the vectors whose registers hold it: 4x16 (16 ymm) is still AVX2's.
@pytest.mark.parametrize("block, vector_bytes", [((4, 16), 32), ((4, 8), 16), ((8, 8), 32), ((8, 16), 64)])
def test_a_block_gets_the_narrowest_vectors_whose_registers_hold_it(block, vector_bytes):
    assert block_vector_bytes(*block) == vector_bytes


# The rows loop's tile is a whole number of blocks (a block across two tiles would run as plain
# loops): 6-row blocks in tiles of 126 for a 1 MB L2, 60 for this machine's 512 KB; AVX-512's
# 8-row blocks divide the power-of-two tiles, which stay.
@pytest.mark.parametrize("cache, tile", [(CacheModel(), "tile(i@S1, 126, k, 128, j@S1, 128)"),
                                         (CacheModel(l2_bytes=512 << 10), "tile(i@S1, 60, k, 64, j@S1, 64)"),
                                         (CacheModel(vector_bytes=64), "tile(i@S1, 128, k, 128, j@S1, 128)")])
def test_auto_tiles_the_block_rows_in_whole_blocks(cache, tile):
    assert tile in kernel("gemm").schedule().auto(no_alias=True, cache=cache).recipe


def test_auto_without_a_micro_kernel_keeps_the_cache_tiles():
    assert "tile(i@S1, 128, k, 128, j@S1, 128)" in kernel("gemm").schedule().auto(
        no_alias=True, micro_kernel=False).recipe


def auto_for(vector_bytes: int):
    """gemm's auto() for a machine of ``vector_bytes`` vectors, sequential: the micro-kernel is then
    in the kernel's own code, not in outlined parallel bodies."""
    return kernel("gemm").schedule().auto(no_alias=True, parallel=False, cache=CacheModel(vector_bytes=vector_bytes))


# auto()'s block for each machine, printed in that machine's vectors: wider ones, which gcc splits,
# made AVX2's 4x16 block spill (gemm at PolyBench LARGE: 0.26x gcc -O3 in 64-byte vectors).
@pytest.mark.parametrize("vector_bytes, declaration", [(32, "pv_double4 C_block[6][2];"),   # AVX2
                                                       (64, "pv_double8 C_block[8][4];")])  # AVX-512
def test_the_micro_kernel_has_the_vectors_its_block_was_chosen_for(vector_bytes, declaration):
    code = auto_for(vector_bytes).to_c()
    assert f"__attribute__((vector_size({vector_bytes})))" in code and declaration in code


# Only whole blocks are isolated, not whole cache tiles: the blocks of the last, partial k tile
# (PolyBench LARGE: 1200 = 18 x 64 + 48) and of the last rows and columns tiles run in the
# micro-kernel too, and only the rows and columns past the last whole block run as plain loops.
def test_the_blocks_of_partial_cache_tiles_run_in_the_micro_kernel():
    lines = [line.strip() for line in auto_for(32).to_c().splitlines()]
    kernel_loop = lines[lines.index("pv_double4 C_block[6][2];") + 6]
    assert kernel_loop == "for (int k_p = 128 * k_t; k_p <= pv_min(_PB_NK - 1, 128 * k_t + 127); k_p++) {"
    assert not any(line.startswith("if (_PB_NK % 128") for line in lines)


# Generic vectors run on any target: the baseline x86-64 build (no -march) splits them into SSE's.
@pytest.mark.parametrize("flags", [runtime.DEFAULT_FLAGS, ("-O3", "-fno-wrapv")], ids=["native", "x86-64"])
@pytest.mark.parametrize("vector_bytes", [32, 64])
def test_the_micro_kernel_of_either_width_computes_the_same_bits_on_any_target(vector_bytes, flags):
    schedule = auto_for(vector_bytes)
    assert "C_block" in schedule.to_c()
    # Sizes past one tile (126 or 128 rows, 128 columns and k): full tiles and their full blocks,
    # and partial ones (AVX2: 11 rows past the tile, a full 6-row block and 5 rows; 22 columns,
    # two full 8-column blocks and 6).
    record = run_against_original(kernel("gemm"), schedule.recipe, dict(ni=137, nj=150, nk=130), 1,
                                  runtime.Compiler(flags=flags))
    assert record.ok and record.verified, record.message


# This machine's model (512 KB L2: 60-row tiles of 6-row blocks), sequential and on two threads,
# past one tile in every loop with a partial block in each, and below one block.
@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("name, sizes", [("gemm", dict(ni=127, nj=141, nk=70)), ("gemm", dict(ni=5, nj=7, nk=3)),
                                         ("2mm", dict(ni=67, nj=75, nk=66, nl=83))])
def test_avx2_blocks_in_the_machines_tiles_compute_the_same_bits(name, sizes, threads):
    k = kernel(name)
    schedule = k.schedule().auto(no_alias=True, cache=CacheModel(l2_bytes=512 << 10, vector_bytes=32))
    assert "_block[6][2];" in k.translation_unit(schedule.generate())
    record = run_against_original(k, schedule.recipe, sizes, threads)
    assert record.ok and record.verified, record.message


PACKED = f"{TILED}; pack(A, k_t)"


def test_pack_copies_the_tile_of_a_times_alpha_once_per_tile_and_the_micro_kernel_reads_it():
    code = kernel("gemm").apply_recipe(PACKED).to_c()
    copy = code.index("A_tile[A_0 - 8 * i_t][A_1 - 8 * k_t] = alpha * A[A_0][A_1];")
    # Declared and filled in k_t's body, before j_t's loop: once per tile of A, reused across j_t.
    assert code.index("for (int k_t") < code.index("double A_tile[8][8];") < copy < code.index("for (int j_t")
    # The copy keeps to the elements the statement reads: rows below ni, columns below nk.
    assert "A_0 <= pv_min(8 * i_t + 7, _PB_NI - 1)" in code and "A_1 <= pv_min(8 * k_t + 7, _PB_NK - 1)" in code
    # The product alpha * A[i][k] comes from the buffer; B stays a vector load.
    assert ("C_block[i_p_r][j_p_r] += A_tile[4 * i_p + i_p_r - 8 * i_t][k_p - 8 * k_t] * "
            "(*(pv_double2_u *)&B[k_p][8 * j_t + 2 * j_p_r]);") in code
    assert "C[i_p_r][j_p_r] += A_tile[i_p_r - 8 * i_t][k_p - 8 * k_t] * B[k_p][j_p_r];" in code  # partial blocks too


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("sizes", [dict(ni=1, nj=1, nk=1), dict(ni=13, nj=11, nk=7), dict(ni=16, nj=24, nk=8),
                                   dict(ni=37, nj=45, nk=19)])
def test_packed_gemm_computes_the_same_bits(sizes, threads):
    record = run_against_original(kernel("gemm"), f"{PACKED}; parallel(i_t)", sizes, threads)
    assert record.ok and record.verified, record.message


@pytest.mark.parametrize("name, recipe, sizes", [
    # Both nests: A times alpha in the first, tmp (written by the first nest, only read in the
    # second) as it is in the second; block sizes that leave partial blocks and tiles.
    ("2mm", "distribute(i@S0); distribute(i@S2); permute(i@S3, k@S3, j@S3); tile(i@S1=8, j@S1=8, k@S1=8); "
            "isolate(i_t); tile(i@S3=6, k@S3=5, j@S3=8); isolate(i_t@S3); register_tile(i_p@S1=4, j_p@S1=8); "
            "register_tile(i_p@S3=2, j_p@S3=4); pack(A, k_t@S1); pack(tmp, k_t@S3); parallel(i_t@S1); "
            "parallel(i_t@S3)", dict(ni=19, nj=17, nk=13, nl=21)),
    # A read transposed (A[k][i]) below a triangle (k > i), packed without a factor.
    ("trmm", "distribute(i); permute(i@S0, k, j@S0); tile(i@S0=8, k=8, j@S0=8); pack(A, k_t); parallel(j_t)",
     dict(m=21, n=13)),
    ("gemm", "auto(no_alias=True)", dict(ni=300, nj=260, nk=140)),
])
def test_packed_nests_compute_the_same_bits(name, recipe, sizes):
    k = kernel(name)
    assert "_tile[" in k.translation_unit(k.apply_recipe(recipe).generate())
    for threads in (1, 2):
        record = run_against_original(k, recipe, sizes, threads=threads)
        assert record.ok and record.verified, record.message


#: Sizes 0, 1, 2, small odd and staggered (each size parameter a different value).
EDGE_SIZES = (0, 1, 2, 5)
STAGGERED = (9, 10, 12, 9)


@pytest.mark.parametrize("name, recipe, buffer", [
    # Issue 35's fuzz: the pack of A is filled before the parallel j_t loop, whose body the
    # promise of no aliasing moves to a function of its own: that function reads the caller's A_tile.
    ("2mm", "parallel(j@S0); assume_no_alias(); distribute(i@S0); permute(i@S1, k@S1, j@S1); "
            "tile(i@S1, 4, k@S1, 4, j@S1, 4); pack(A, k_t@S1)", "A_tile"),
    # A buffer too large for the stack, a pointer to its rows on the heap.
    ("gemm", "assume_no_alias(); distribute(i); tile(i@S1, 1024, k, 1024, j@S1, 4); pack(A, k_t); parallel(j_t)",
     "A_tile"),
    # A local_buffer of the tile around the parallel loop, written and read in its iterations.
    ("blur2d", "tile(i@S1=4, j@S1=4); compute_at(S0, j_t); local_buffer(tmp); parallel(i_p); assume_no_alias()",
     "tmp_tile"),
])
def test_an_outlined_parallel_loop_takes_the_tile_buffers_opened_around_it(name, recipe, buffer):
    k = kernel(name)
    code = k.translation_unit(k.apply_recipe(recipe).generate())
    outlined = re.findall(r"static void pv_restrict_\w+_parallel\d+\((.*)\)", code)
    assert any(f"(*restrict {buffer})[" in signature for signature in outlined)
    parameters = [p.name for p in k.scop.function_parameters if p.kind == "size"]
    for sizes in [dict.fromkeys(parameters, size) for size in EDGE_SIZES] + [dict(zip(parameters, STAGGERED))]:
        for threads in (1, 2):
            record = run_against_original(k, recipe, sizes, threads)
            assert record.ok and record.verified, (sizes, threads, record.message)


@pytest.mark.parametrize("name, recipe, message", [
    ("gemm", f"{TILED}; pack(C, k_t)", "S1 writes C inside the loops of k_t, so a copy made once per iteration"),
    ("trmm", "distribute(i); permute(i@S0, k, j@S0); tile(i@S0=8, k=8, j@S0=8); pack(B, k_t)", "S0 writes B"),
    ("gemm", f"{TILED}; pack(D, k_t)", "unknown array 'D'"),
    ("gemm", f"{TILED}; pack(A, j_p_r)", "j_p_r is an innermost loop"),
    ("gemm", f"{PACKED}; pack(A, k_t)", "A is already packed"),
    # syrk reads rows i and j of A: between the two, a distance that grows with the tiles.
    ("syrk", "distribute(i); tile(i@S1=8, k=8, j@S1=8); pack(A, j_t)", "the tile's part of A has no constant size"),
])
def test_pack_refusals_say_why(name, recipe, message):
    with pytest.raises(RecipeError, match=re.escape(message)):
        kernel(name).apply_recipe(recipe)


def test_auto_packs_the_operand_a_scalar_multiplies_and_only_that():
    assert "pack(A, k_t)" in kernel("gemm").schedule().auto(no_alias=True).recipe
    two = kernel("2mm").schedule().auto(no_alias=True).recipe
    assert "pack(A, k_t@S1)" in two and "pack(tmp" not in two  # D += tmp * C: no product to save
    assert "pack" not in kernel("syrk").schedule().auto(no_alias=True).recipe  # alpha * A[i][k] * A[j][k]


def test_a_later_step_that_breaks_the_pack_drops_it_with_a_note():
    # k_t outermost: an iteration of it reads every row of A, a part without a constant size.
    schedule = kernel("gemm").apply_recipe(f"{PACKED}; permute(k_t, i_t)")
    assert "A_tile" not in schedule.to_c()
    assert any("undid pack(A, k_t)" in note for note in schedule.notes)
