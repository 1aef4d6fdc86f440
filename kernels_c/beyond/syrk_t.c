/* syrk_t: the lower triangle of C := alpha * A^T * A + beta * C, the Level-3 BLAS DSYRK with TRANS = 'T' (Dongarra et al., ACM TOMS 1990); written for polyviz.
   A is k x n; only j <= i of C is touched. */
// polyviz-test: n=13 k=9
// polyviz-bench: n=1200 k=1000
#include <polybench.h>

void kernel_syrk_t(int n, int k, DATA_TYPE alpha, DATA_TYPE beta,
                   DATA_TYPE POLYBENCH_2D(C, N, N, n, n), DATA_TYPE POLYBENCH_2D(A, K, N, k, n))
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      C[i][j] *= beta;
  for (int p = 0; p < k; p++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j <= i; j++)
        C[i][j] += alpha * A[p][i] * A[p][j];
#pragma endscop
}
