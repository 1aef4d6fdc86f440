/* wave2d: the leapfrog scheme for the 2-D wave equation u_tt = c^2 (u_xx + u_yy) (Strikwerda, "Finite Difference Schemes and Partial Differential Equations", 2nd ed. 2004, ch. 8); written for polyviz.
   Three time levels in three arrays: next from now and prev, then the levels shift by copies. */
// polyviz-test: tsteps=3 n=10
// polyviz-bench: tsteps=100 n=1000
#include <polybench.h>

void kernel_wave2d(int tsteps, int n, DATA_TYPE c2,
                   DATA_TYPE POLYBENCH_2D(prev, N, N, n, n),
                   DATA_TYPE POLYBENCH_2D(now, N, N, n, n),
                   DATA_TYPE POLYBENCH_2D(next, N, N, n, n))
{
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        next[i][j] = SCALAR_VAL(2.0) * now[i][j] - prev[i][j]
                   + c2 * (now[i + 1][j] + now[i - 1][j] + now[i][j + 1] + now[i][j - 1] - SCALAR_VAL(4.0) * now[i][j]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++) {
        prev[i][j] = now[i][j];
        now[i][j] = next[i][j];
      }
  }
#pragma endscop
}
