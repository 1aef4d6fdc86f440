/* trsm_right_upper: solve X U = B for many rows of right-hand sides, B overwritten by X, the Level-3 BLAS DTRSM with SIDE = 'R', UPLO = 'U' (Dongarra et al., ACM TOMS 1990); written for polyviz.
   U is n x n upper triangular with a dominant diagonal; B is m x n, solved column by column. */
// polyviz-test: n=11 m=8
// polyviz-bench: n=1500 m=1500
// polyviz-init: U = diagonally_dominant
#include <polybench.h>

void kernel_trsm_right_upper(int n, int m, DATA_TYPE POLYBENCH_2D(U, N, N, n, n), DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
#pragma scop
  for (int j = 0; j < n; j++) {
    for (int k = 0; k < j; k++)
      for (int i = 0; i < m; i++)
        B[i][j] -= B[i][k] * U[k][j];
    for (int i = 0; i < m; i++)
      B[i][j] = B[i][j] / U[j][j];
  }
#pragma endscop
}
