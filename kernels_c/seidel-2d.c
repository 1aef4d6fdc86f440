/* seidel-2d: tsteps sweeps of a 9-point Gauss-Seidel stencil on an n x n grid,
   updated in place: each interior point becomes the mean of itself and its eight
   neighbours, where neighbours above and to the left already hold this sweep's
   values.  Border rows and columns stay fixed. */
// polyviz-test: tsteps=6 n=14
// polyviz-bench: tsteps=100 n=1000
#include <polybench.h>

void kernel_seidel_2d(int tsteps, int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int t, i, j;
#pragma scop
  for (t = 0; t <= _PB_TSTEPS - 1; t++)
    for (i = 1; i <= _PB_N - 2; i++)
      for (j = 1; j <= _PB_N - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
                   + A[i][j - 1] + A[i][j] + A[i][j + 1]
                   + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1])
                  / SCALAR_VAL(9.0);
#pragma endscop
}
