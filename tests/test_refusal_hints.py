"""A refused step names a step that makes it legal, when a shift, skew or distribution does;
every hint is checked by applying it (issue 18, item 5)."""
from __future__ import annotations

import pytest

from polyviz import IllegalTransformation, Kernel

# S1 reads what S0 wrote one iteration earlier: the loop carries that dependence.
ONE_APART = """
void two(int n, double A[n], double B[n], double C[n]) {
  for (int i = 1; i < n; i++) {
    B[i] = A[i] * 2.0;
    C[i] = B[i - 1] + 1.0;
  }
}
"""

# Three iterations apart, and S1 also depends on itself: no small shift helps, distribution does.
THREE_APART = """
void two(int n, double A[n], double B[n], double C[n]) {
  for (int i = 3; i < n; i++) {
    B[i] = A[i] * 2.0;
    C[i] = B[i - 3] + C[i - 1];
  }
}
"""


def refusal(source: str, recipe: str) -> IllegalTransformation:
    with pytest.raises(IllegalTransformation) as refused:
        Kernel.from_c(source).apply_recipe(recipe)
    return refused.value


@pytest.mark.parametrize("step", ["parallel(i)", "reverse(i)"])
def test_a_shift_that_keeps_the_dependence_within_an_iteration_is_offered(step):
    hint = refusal(ONE_APART, step).suggestion
    assert hint == f"{step.split('(')[0]} needs shift(S1, i, -1) first"
    assert Kernel.from_c(ONE_APART).apply_recipe(f"shift(S1, i, -1); {step}").legal


@pytest.mark.parametrize("step, then", [("parallel(i)", "parallel(i@S0)"), ("reverse(i)", "reverse(i@S0)")])
def test_distribution_is_offered_with_the_steps_that_become_legal_after_it(step, then):
    hint = refusal(THREE_APART, step).suggestion
    assert hint == f"{step.split('(')[0]} needs distribute(i) first, then {then}"
    assert Kernel.from_c(THREE_APART).apply_recipe(f"distribute(i); {then}").legal
    with pytest.raises(IllegalTransformation):  # the other statement's loop carries its own dependence
        Kernel.from_c(THREE_APART).apply_recipe(f"distribute(i); {then.replace('S0', 'S1')}")


def test_no_hint_when_nothing_small_makes_it_legal():
    stencil = """
void stencil(int n, double A[n][n]) {
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = A[i-1][j] + A[i][j-1];
}
"""
    assert refusal(stencil, "reverse(i)").suggestion is None


# The second nest walks A in transposed order: fused along i, S1's reads run ahead of S0's writes
# by a distance that grows with n, which no shift covers; the same loop order in both nests fuses.
TRANSPOSED = """
void transposed(int n, double A[n][n], double B[n][n], double C[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = C[i][j] * 2.0;
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      B[j][i] = A[i][j] + 1.0;
}
"""


def test_a_fuse_refused_for_a_transposed_nest_is_offered_the_interchange_that_lines_them_up():
    hint = refusal(TRANSPOSED, "fuse(i@S0, j@S1)").suggestion
    assert hint == "fuse needs interchange(i@S0, j@S0) first, then fuse(j@S0, j@S1)"
    kernel = Kernel.from_c(TRANSPOSED)
    fused = kernel.apply_recipe("assume_no_alias(); interchange(i@S0, j@S0); fuse(j@S0, j@S1)")
    assert fused.legal and fused.to_c().count("for (int j") == 1  # one loop over j around both nests


def test_no_fuse_hint_when_every_loop_order_reads_ahead():
    # S1 sums a whole row and a whole column of A: whatever loop comes outermost, it reads
    # values S0 writes in later iterations of it.
    everything = """
void sums(int n, double A[n][n], double B[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = i + j;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = A[n - 1 - i][n - 1 - j];
}
"""
    assert refusal(everything, "fuse(i@S0, i@S1)").suggestion is None
