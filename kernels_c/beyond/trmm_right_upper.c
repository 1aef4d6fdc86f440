/* trmm_right_upper: B := alpha * B * U with U upper triangular, the Level-3 BLAS DTRMM with SIDE = 'R', UPLO = 'U' (Dongarra et al., ACM TOMS 1990); written for polyviz.
   Column j of the product needs columns k <= j of B, so the columns are computed from the last. */
// polyviz-test: n=11 m=9
// polyviz-bench: n=1500 m=1500
#include <polybench.h>

void kernel_trmm_right_upper(int n, int m, DATA_TYPE alpha, DATA_TYPE POLYBENCH_2D(U, N, N, n, n),
                             DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
#pragma scop
  for (int j = n - 1; j >= 0; j--) {
    for (int i = 0; i < m; i++)
      B[i][j] *= U[j][j];
    for (int k = 0; k < j; k++)
      for (int i = 0; i < m; i++)
        B[i][j] += B[i][k] * U[k][j];
    for (int i = 0; i < m; i++)
      B[i][j] *= alpha;
  }
#pragma endscop
}
