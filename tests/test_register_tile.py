"""register_tile: a block of the written array kept in vector registers, printed as a micro-kernel.

The micro-kernel runs every element's updates in the original order, so its results must be
bit-identical to the original's (the runtime checks a ``-ffp-contract=off`` build); full blocks
get the kernel, partial ones (sizes the blocks do not divide, tiny sizes) the plain loops.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from polyviz import Kernel, RecipeError, benchmark, runtime
from polyviz.transform.cachemodel import CacheModel

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"
TILED = "distribute(i); tile(i@S1, 8, k, 8, j@S1, 8); isolate(i_t); register_tile(i_p=4, j_p=8)"


def kernel(name: str) -> Kernel:
    return Kernel.from_file(KERNELS / f"{name}.c")


def run_against_original(k: Kernel, recipe: str, sizes: dict[str, int], threads: int) -> runtime.RunRecord:
    """The recipe's code run on the original's inputs at ``sizes``: bit-identical outputs or not."""
    header = k.scop.source.header
    session = runtime.Session(k.scop.function_parameters, k.source, k.name, sizes, init=header.init or None,
                              repeat=0, threads=threads, timeout=60, returns=k.scop.source.function_return_type)
    try:
        original = session.run_original()
        assert original.ok, original.message
        return runtime.execute_job(session.job(benchmark.variant(k, k.apply_recipe(recipe))))
    finally:
        session.close()


def test_full_blocks_are_printed_as_a_vector_micro_kernel_and_partial_ones_as_loops():
    code = kernel("gemm").apply_recipe(TILED).to_c()
    assert "typedef double pv_double8 __attribute__((vector_size(64)));" in code
    assert "pv_double8 C_block[4][1];" in code
    # The update on vectors: B's row is loaded whole, A's element broadcast (j_p is j_t: one block a tile).
    assert "C_block[i_p_r][j_p_r] += alpha * A[4 * i_p + i_p_r][k_p] * (*(pv_double8_u *)&B[k_p][8 * j_t + 8 * j_p_r]);" \
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
    assert "register_tile(i_p, 4, j_p, 16)" in schedule.recipe  # AVX2's 16 registers: 4 rows of 2 vectors
    wide = kernel("gemm").schedule().auto(no_alias=True, cache=CacheModel(vector_bytes=64))
    assert "register_tile(i_p, 8, j_p, 32)" in wide.recipe  # AVX-512's 32: 8 rows of 4
    assert "register_tile" not in kernel("gemm").schedule().auto(no_alias=True, micro_kernel=False).recipe


@pytest.mark.parametrize("vector_bytes, block", [(64, (8, 32)), (32, (4, 16)), (16, (4, 8)), (8, (4, 8)), (128, (8, 32))])
def test_the_block_fits_the_registers_of_the_model(vector_bytes, block):
    assert CacheModel(vector_bytes=vector_bytes).register_block == block
