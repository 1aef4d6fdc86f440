/* jacobi-2d: tsteps time steps of a 5-point Jacobi stencil on an n x n grid.
   Each step writes the average of a point and its four neighbours from A into B,
   then from B back into A, over the interior 1 <= i, j <= n - 2 only (the border
   rows and columns are fixed boundary values). */
// polyviz-test: tsteps=5 n=13
// polyviz-bench: tsteps=500 n=1300
#include <polybench.h>

void kernel_jacobi_2d(int tsteps, int n,
                      DATA_TYPE POLYBENCH_2D(A, N, N, n, n),
                      DATA_TYPE POLYBENCH_2D(B, N, N, n, n))
{
  int t, i, j;
#pragma scop
  for (t = 0; t < _PB_TSTEPS; t++) {
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        B[i][j] = SCALAR_VAL(0.2) * (A[i][j] + A[i][j - 1] + A[i][j + 1]
                                     + A[i + 1][j] + A[i - 1][j]);
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        A[i][j] = SCALAR_VAL(0.2) * (B[i][j] + B[i][j - 1] + B[i][j + 1]
                                     + B[i + 1][j] + B[i - 1][j]);
  }
#pragma endscop
}
