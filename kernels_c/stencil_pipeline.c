/* stencil_pipeline: three 5-point stencils in a row, b from a, c from b, d from c;
   each stage is defined one point further inside the grid than the one it reads.
   The two intermediates b and c (n x m doubles each) go through memory between the
   stages.  Tiling the last stage and then compute_at(S1, j_t); compute_at(S0, j_t)
   recomputes, for each tile of d, the tile of c it reads (one point wider on every
   side) and the tile of b that one reads (two points wider). */
// polyviz-test: n=20 m=18
// polyviz-bench: n=2500 m=2500
#include <polybench.h>

void kernel_stencil_pipeline(int n, int m,
                             DATA_TYPE POLYBENCH_2D(a, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(b, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(d, N, M, n, m))
{
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      b[i][j] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
  for (int i = 2; i < n - 2; i++)
    for (int j = 2; j < m - 2; j++)
      c[i][j] = SCALAR_VAL(0.2) * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
  for (int i = 3; i < n - 3; i++)
    for (int j = 3; j < m - 3; j++)
      d[i][j] = SCALAR_VAL(0.2) * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
#pragma endscop
}
