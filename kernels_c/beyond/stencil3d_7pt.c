/* stencil3d_7pt: the 7-point Jacobi sweep of Datta et al., "Stencil computation optimization and auto-tuning on state-of-the-art multicore architectures" (SC 2008); written for polyviz.
   Each time step averages every interior point of u with its six face neighbours into v, then
   copies v back; a and b weight the centre and the neighbours. */
// polyviz-test: tsteps=3 n=9
// polyviz-bench: tsteps=40 n=160
#include <polybench.h>

void kernel_stencil3d_7pt(int tsteps, int n, DATA_TYPE a, DATA_TYPE b,
                          DATA_TYPE POLYBENCH_3D(u, N, N, N, n, n, n),
                          DATA_TYPE POLYBENCH_3D(v, N, N, N, n, n, n))
{
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          v[i][j][k] = a * u[i][j][k] + b * (u[i - 1][j][k] + u[i + 1][j][k] + u[i][j - 1][k]
                                             + u[i][j + 1][k] + u[i][j][k - 1] + u[i][j][k + 1]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          u[i][j][k] = v[i][j][k];
  }
#pragma endscop
}
