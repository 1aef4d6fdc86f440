/* syrk: symmetric rank-k update, C := alpha * A * A^T + beta * C, where only the
   lower triangle of C (j <= i) is read and written; the strict upper triangle is
   left untouched.  Sizes: C is n x n, A is n x m (m is the rank of the update). */
// polyviz-test: n=12 m=7
// polyviz-bench: n=1500 m=1200
// polyviz-numpy: C[:] = np.where(np.tri(n, dtype=bool), beta * C + alpha * (A @ A.T), C)
#include <polybench.h>

void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, N, N, n, n),
                 DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  int i, j, k;
#pragma scop
  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (k = 0; k < _PB_M; k++)
      for (j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
  }
#pragma endscop
}
// polyviz-flops: n*(n+1)*m
