/* blur2d: a separable 3x3 box blur in two stages, the canonical Halide example.
   The horizontal pass averages three neighbouring columns of img into tmp (every
   row, columns 1 .. m-2); the vertical pass averages three rows of tmp into out
   (rows 1 .. n-2).  Run as written, tmp (n x m doubles) goes through memory between
   the passes.  Tiling out and then compute_at(S0, j_t) recomputes for each tile the
   rows of tmp that tile reads, two of which the neighbouring tile reads too. */
// polyviz-test: n=19 m=17
// polyviz-bench: n=3000 m=3000
#include <polybench.h>

void kernel_blur2d(int n, int m,
                   DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(tmp, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m - 1; j++)
      tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      out[i][j] = SCALAR_VAL(0.3333333333333333) * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
#pragma endscop
}
