"""One example per step of ``transform.STEPS``, run when the site is built.

Each example names a small kernel (one of ``kernels_c/`` or C text), the recipe that sets it up
and the recipe that shows the step; the step reference prints the code before and after it,
generated at build time, so the page shows what the step does today.
``tests/test_step_reference.py`` fails when a step of the registry has no example here.
"""
from __future__ import annotations

from dataclasses import dataclass

FLOYD_WARSHALL = """\
void floyd_warshall(int n, double path[n][n]) {
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
}
"""

LUDCMP_ROW = """\
void factor(int n, double A[n][n]) {
  double w;
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) {
      w = A[i][j];
      for (int k = 0; k < i; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w;
    }
}
"""

ROW_SUMS = """\
void row_sums(int n, double A[n][n], double *total) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      *total += A[i][j];
}
"""


@dataclass(frozen=True)
class Example:
    """``steps`` applied after ``setup`` to ``kernel`` (a name of ``kernels_c/`` or C text).

    ``whole_file`` shows the whole translation unit, for the steps that change the function
    around the SCoP; ``sizes`` are the problem sizes of the steps that tune for them (``auto``).
    """

    kernel: str
    steps: str
    setup: str = ""
    whole_file: bool = False
    sizes: tuple[tuple[str, int], ...] = ()
    why: str = ""


EXAMPLES: dict[str, Example] = {
    "interchange": Example("tutorial_stencil", "interchange(i, j)",
                           why="Both distances, (1, 0) and (0, 1), stay lexicographically positive."),
    "permute": Example("gemm", "permute(j@S1, k)",
                       why="The multiply-accumulate's band is `k, j`; `permute` reorders it."),
    "reverse": Example("tutorial_row_recurrence", "reverse(i)",
                       why="Each row's recurrence runs along `j`; the rows themselves are independent."),
    "skew": Example("tutorial_stencil", "skew(j, i, 1)"),
    "shift": Example("jacobi-1d", "shift(S1, i@S1, 1)"),
    "tile": Example("tutorial_stencil", "tile(i=32, j=32)"),
    "register_tile": Example("gemm", "register_tile(i_p=6, j_p=8)", setup="distribute(i); tile(i@S1=48, k=64, j@S1=64)",
                             why="After a cache tile, a 6×8 block of `C` stays in vector registers."),
    "stripmine": Example("tutorial_stencil", "stripmine(j, 8)"),
    "fuse": Example("jacobi-1d", "fuse(i@S0, i@S1)",
                    why="`fuse` inserts the `shift` that makes the fused loop legal."),
    "distribute": Example("gemm", "distribute(i)"),
    "split": Example(FLOYD_WARSHALL, "split(i, k)",
                     why="Rows below and above `k` become loops of their own, each parallel."),
    "compute_at": Example("blur2d", "compute_at(S0, j_t)", setup="tile(i@S1=8, j@S1=32)"),
    "local_buffer": Example("blur2d", "local_buffer(tmp)", setup="tile(i@S1=8, j@S1=32); compute_at(S0, j_t)"),
    "pack": Example("gemm", "pack(A, k_t)", setup="distribute(i); tile(i@S1=32, k=32, j@S1=32)"),
    "stream_stores": Example("blur2d", "stream_stores(out)"),
    "in_place": Example(LUDCMP_ROW, "in_place(w)"),
    "parallel": Example("gemm", "parallel(i)"),
    "pipeline": Example("seidel-2d", "pipeline(t)", setup="skew(i, t, 1)"),
    "unroll": Example("tutorial_stencil", "unroll(j, 4)"),
    "isolate": Example("tutorial_stencil", "isolate(i_t)", setup="tile(i=32, j=32)"),
    "separate": Example("jacobi-1d", "separate(i)", setup="fuse(i@S0, i@S1)"),
    "atomic": Example("jacobi-1d", "atomic(i)", setup="fuse(i@S0, i@S1); separate(i)",
                      why="`atomic` takes back `separate`: one loop for all the pieces, guards inside."),
    "wavefront": Example("tutorial_stencil", "wavefront(i, j)"),
    "isl_schedule": Example("jacobi-1d", "isl_schedule()"),
    "vector_lanes": Example("jacobi-1d", "vector_lanes()"),
    "assume_no_alias": Example("tutorial_stencil", "assume_no_alias()", setup="tile(i=32, j=32)", whole_file=True),
    "allow_reassociation": Example(ROW_SUMS, "allow_reassociation(); parallel(i)",
                                   why="`parallel(i)` alone is refused: every iteration adds to `*total`."),
    "auto": Example("gemm", "auto()", sizes=(("ni", 1000), ("nj", 1100), ("nk", 1200)),
                    why="At PolyBench LARGE's sizes, for the cache of the machine that built this page."),
}
