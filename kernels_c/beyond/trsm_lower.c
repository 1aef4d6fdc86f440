/* trsm_lower: solve L X = B for many right-hand sides by forward substitution, B overwritten by X, the Level-3 BLAS DTRSM with SIDE = 'L', UPLO = 'L' (Dongarra et al., ACM TOMS 1990; Golub and Van Loan, "Matrix Computations", 4th ed., 3.1); written for polyviz.
   L is n x n lower triangular with a dominant diagonal; B is n x m. */
// polyviz-test: n=11 m=7
// polyviz-bench: n=1500 m=1500
// polyviz-init: L = diagonally_dominant
#include <polybench.h>

void kernel_trsm_lower(int n, int m, DATA_TYPE POLYBENCH_2D(L, N, N, n, n), DATA_TYPE POLYBENCH_2D(B, N, M, n, m))
{
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < i; k++)
      for (int j = 0; j < m; j++)
        B[i][j] -= L[i][k] * B[k][j];
    for (int j = 0; j < m; j++)
      B[i][j] = B[i][j] / L[i][i];
  }
#pragma endscop
}
