/* mvt: two matrix-vector products sharing one n x n matrix A,
   x1 := x1 + A * y_1 and x2 := x2 + A^T * y_2.
   x1, x2, y_1 and y_2 are vectors of length n.  The first nest walks A by rows,
   the second by columns. */
// polyviz-test: n=17
// polyviz-bench: n=11000
// polyviz-numpy: x1 += A @ y_1
// polyviz-numpy: x2 += A.T @ y_2
#include <polybench.h>

void kernel_mvt(int n,
                DATA_TYPE POLYBENCH_1D(x1, N, n),
                DATA_TYPE POLYBENCH_1D(x2, N, n),
                DATA_TYPE POLYBENCH_1D(y_1, N, n),
                DATA_TYPE POLYBENCH_1D(y_2, N, n),
                DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j;
#pragma scop
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_N; j++)
      x1[i] = x1[i] + A[i][j] * y_1[j];
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_N; j++)
      x2[i] = x2[i] + A[j][i] * y_2[j];
#pragma endscop
}
