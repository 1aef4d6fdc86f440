/* seidel3d_7pt: lexicographic Gauss-Seidel relaxation of the 3-D Poisson equation with the 7-point Laplacian (Saad, "Iterative Methods for Sparse Linear Systems", 2nd ed. 2003, ch. 4); written for polyviz.
   Updated in place, so each point already sees its new i-1, j-1 and k-1 neighbours. */
// polyviz-test: tsteps=3 n=9
// polyviz-bench: tsteps=20 n=128
#include <polybench.h>

void kernel_seidel3d_7pt(int tsteps, int n, DATA_TYPE POLYBENCH_3D(u, N, N, N, n, n, n),
                         DATA_TYPE POLYBENCH_3D(f, N, N, N, n, n, n))
{
#pragma scop
  for (int t = 0; t < tsteps; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          u[i][j][k] = SCALAR_VAL(0.16666666666666666) * (u[i - 1][j][k] + u[i + 1][j][k] + u[i][j - 1][k]
                                                      + u[i][j + 1][k] + u[i][j][k - 1] + u[i][j][k + 1] - f[i][j][k]);
#pragma endscop
}
