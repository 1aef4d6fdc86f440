/* atax: y := A^T * (A * x) for an m x n matrix A, x and y of length n.
   tmp (length m) holds A * x; each row i of A is used twice in a row: once to form
   tmp[i], then to add A[i][j] * tmp[i] into every y[j]. */
// polyviz-test: m=9 n=14
// polyviz-bench: m=17000 n=19000
// polyviz-numpy: tmp[:] = A @ x
// polyviz-numpy: y[:] = A.T @ tmp
#include <polybench.h>

void kernel_atax(int m, int n,
                 DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                 DATA_TYPE POLYBENCH_1D(x, N, n),
                 DATA_TYPE POLYBENCH_1D(y, N, n),
                 DATA_TYPE POLYBENCH_1D(tmp, M, m))
{
  int i, j;
#pragma scop
  for (i = 0; i < _PB_N; i++)
    y[i] = SCALAR_VAL(0.0);
  for (i = 0; i < _PB_M; i++) {
    tmp[i] = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_N; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (j = 0; j < _PB_N; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
#pragma endscop
}
