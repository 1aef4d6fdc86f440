/* trmm: triangular matrix multiply, B := alpha * A^T * B, where A (m x m) is taken
   as unit lower triangular: only its strict lower part A[k][i], k > i, is read and
   its diagonal counts as 1.  B is m x n and is overwritten row by row, top to
   bottom, so row i only reads rows k > i that still hold their original values. */
// polyviz-test: m=11 n=8
// polyviz-bench: m=1000 n=1100
// polyviz-numpy: B[:] = alpha * ((np.tril(A, -1).T + np.eye(m)) @ B)
#include <polybench.h>

void kernel_trmm(int m, int n, DATA_TYPE alpha,
                 DATA_TYPE POLYBENCH_2D(A, M, M, m, m),
                 DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  int i, j, k;
#pragma scop
  for (i = 0; i < _PB_M; i++)
    for (j = 0; j < _PB_N; j++) {
      for (k = i + 1; k < _PB_M; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
#pragma endscop
}
