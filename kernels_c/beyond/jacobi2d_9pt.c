/* jacobi2d_9pt: the 9-point (box) Jacobi smoother of multigrid texts (Trottenberg, Oosterlee and Schüller, "Multigrid", 2001, section 2.5); written for polyviz.
   Each step replaces every interior point of a with the weighted mean of its 3x3 neighbourhood
   (centre 1/4, faces 1/8, corners 1/16) through b. */
// polyviz-test: tsteps=4 n=11
// polyviz-bench: tsteps=100 n=1000
#include <polybench.h>

void kernel_jacobi2d_9pt(int tsteps, int n, DATA_TYPE POLYBENCH_2D(a, N, N, n, n),
                         DATA_TYPE POLYBENCH_2D(b, N, N, n, n))
{
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        b[i][j] = SCALAR_VAL(0.25) * a[i][j]
                + SCALAR_VAL(0.125) * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1])
                + SCALAR_VAL(0.0625) * (a[i - 1][j - 1] + a[i - 1][j + 1] + a[i + 1][j - 1] + a[i + 1][j + 1]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        a[i][j] = b[i][j];
  }
#pragma endscop
}
