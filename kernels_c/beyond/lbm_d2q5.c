/* lbm_d2q5: a lattice-Boltzmann step on the D2Q5 lattice, BGK collision then streaming (Succi, "The Lattice Boltzmann Equation", 2001, ch. 5; Qian, d'Humières and Lallemand 1992); written for polyviz.
   Five distribution arrays (rest, east, west, north, south) relax towards rho/5 (relaxation omega),
   then stream one cell along their direction into five new arrays, which the next step reads. */
// polyviz-test: tsteps=3 n=10
// polyviz-bench: tsteps=60 n=700
#include <polybench.h>

void kernel_lbm_d2q5(int tsteps, int n, DATA_TYPE omega,
                     DATA_TYPE POLYBENCH_2D(f0, N, N, n, n), DATA_TYPE POLYBENCH_2D(f1, N, N, n, n),
                     DATA_TYPE POLYBENCH_2D(f2, N, N, n, n), DATA_TYPE POLYBENCH_2D(f3, N, N, n, n),
                     DATA_TYPE POLYBENCH_2D(f4, N, N, n, n), DATA_TYPE POLYBENCH_2D(rho, N, N, n, n),
                     DATA_TYPE POLYBENCH_2D(g0, N, N, n, n), DATA_TYPE POLYBENCH_2D(g1, N, N, n, n),
                     DATA_TYPE POLYBENCH_2D(g2, N, N, n, n), DATA_TYPE POLYBENCH_2D(g3, N, N, n, n),
                     DATA_TYPE POLYBENCH_2D(g4, N, N, n, n))
{
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        rho[i][j] = f0[i][j] + f1[i][j] + f2[i][j] + f3[i][j] + f4[i][j];
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++) {
        g0[i][j] = f0[i][j] + omega * (SCALAR_VAL(0.2) * rho[i][j] - f0[i][j]);
        g1[i][j + 1] = f1[i][j] + omega * (SCALAR_VAL(0.2) * rho[i][j] - f1[i][j]);
        g2[i][j - 1] = f2[i][j] + omega * (SCALAR_VAL(0.2) * rho[i][j] - f2[i][j]);
        g3[i + 1][j] = f3[i][j] + omega * (SCALAR_VAL(0.2) * rho[i][j] - f3[i][j]);
        g4[i - 1][j] = f4[i][j] + omega * (SCALAR_VAL(0.2) * rho[i][j] - f4[i][j]);
      }
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++) {
        f0[i][j] = g0[i][j];
        f1[i][j] = g1[i][j];
        f2[i][j] = g2[i][j];
        f3[i][j] = g3[i][j];
        f4[i][j] = g4[i][j];
      }
  }
#pragma endscop
}
