/* stencil3d_27pt: the 27-point Jacobi sweep of Datta et al., "Stencil computation optimization and auto-tuning on state-of-the-art multicore architectures" (SC 2008); written for polyviz.
   Weights by distance class: c0 the centre, c1 the 6 faces, c2 the 12 edges, c3 the 8 corners;
   each time step reads u and writes v, then the next reads v and writes u. */
// polyviz-test: tsteps=2 n=8
// polyviz-bench: tsteps=10 n=128
#include <polybench.h>

void kernel_stencil3d_27pt(int tsteps, int n, DATA_TYPE c0, DATA_TYPE c1, DATA_TYPE c2, DATA_TYPE c3,
                           DATA_TYPE POLYBENCH_3D(u, N, N, N, n, n, n),
                           DATA_TYPE POLYBENCH_3D(v, N, N, N, n, n, n))
{
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          v[i][j][k] = c0 * u[i][j][k]
            + c1 * (u[i - 1][j][k] + u[i + 1][j][k] + u[i][j - 1][k] + u[i][j + 1][k] + u[i][j][k - 1] + u[i][j][k + 1])
            + c2 * (u[i - 1][j - 1][k] + u[i - 1][j + 1][k] + u[i + 1][j - 1][k] + u[i + 1][j + 1][k]
                    + u[i - 1][j][k - 1] + u[i - 1][j][k + 1] + u[i + 1][j][k - 1] + u[i + 1][j][k + 1]
                    + u[i][j - 1][k - 1] + u[i][j - 1][k + 1] + u[i][j + 1][k - 1] + u[i][j + 1][k + 1])
            + c3 * (u[i - 1][j - 1][k - 1] + u[i - 1][j - 1][k + 1] + u[i - 1][j + 1][k - 1] + u[i - 1][j + 1][k + 1]
                    + u[i + 1][j - 1][k - 1] + u[i + 1][j - 1][k + 1] + u[i + 1][j + 1][k - 1] + u[i + 1][j + 1][k + 1]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          u[i][j][k] = c0 * v[i][j][k]
            + c1 * (v[i - 1][j][k] + v[i + 1][j][k] + v[i][j - 1][k] + v[i][j + 1][k] + v[i][j][k - 1] + v[i][j][k + 1])
            + c2 * (v[i - 1][j - 1][k] + v[i - 1][j + 1][k] + v[i + 1][j - 1][k] + v[i + 1][j + 1][k]
                    + v[i - 1][j][k - 1] + v[i - 1][j][k + 1] + v[i + 1][j][k - 1] + v[i + 1][j][k + 1]
                    + v[i][j - 1][k - 1] + v[i][j - 1][k + 1] + v[i][j + 1][k - 1] + v[i][j + 1][k + 1])
            + c3 * (v[i - 1][j - 1][k - 1] + v[i - 1][j - 1][k + 1] + v[i - 1][j + 1][k - 1] + v[i - 1][j + 1][k + 1]
                    + v[i + 1][j - 1][k - 1] + v[i + 1][j - 1][k + 1] + v[i + 1][j + 1][k - 1] + v[i + 1][j + 1][k + 1]);
  }
#pragma endscop
}
