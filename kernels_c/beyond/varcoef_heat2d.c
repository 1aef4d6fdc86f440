/* varcoef_heat2d: explicit time steps of the variable-coefficient heat equation u_t = div(k grad u), conservative 5-point form (LeVeque, "Finite Difference Methods for Ordinary and Partial Differential Equations", 2007, ch. 9); written for polyviz.
   Three arrays per step: the conductivity k, the field u and the next field w. */
// polyviz-test: tsteps=3 n=10
// polyviz-bench: tsteps=100 n=1000
#include <polybench.h>

void kernel_varcoef_heat2d(int tsteps, int n, DATA_TYPE dt,
                           DATA_TYPE POLYBENCH_2D(k, N, N, n, n),
                           DATA_TYPE POLYBENCH_2D(u, N, N, n, n),
                           DATA_TYPE POLYBENCH_2D(w, N, N, n, n))
{
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        w[i][j] = u[i][j] + dt * SCALAR_VAL(0.5) * (
                    (k[i][j] + k[i + 1][j]) * (u[i + 1][j] - u[i][j]) - (k[i][j] + k[i - 1][j]) * (u[i][j] - u[i - 1][j])
                  + (k[i][j] + k[i][j + 1]) * (u[i][j + 1] - u[i][j]) - (k[i][j] + k[i][j - 1]) * (u[i][j] - u[i][j - 1]));
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        u[i][j] = w[i][j];
  }
#pragma endscop
}
