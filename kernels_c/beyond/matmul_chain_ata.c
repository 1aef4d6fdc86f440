/* matmul_chain_ata: the normal-equations matrix and right-hand side G = A^T A, h = A^T b of linear least squares (Golub and Van Loan, "Matrix Computations", 4th ed. 2013, 5.3.1); written for polyviz.
   A is m x n; G is the full n x n Gram matrix. */
// polyviz-test: m=11 n=7
// polyviz-bench: m=1200 n=1000
#include <polybench.h>

void kernel_matmul_chain_ata(int m, int n, DATA_TYPE POLYBENCH_2D(A, M, N, m, n), DATA_TYPE POLYBENCH_1D(b, M, m),
                             DATA_TYPE POLYBENCH_2D(G, N, N, n, n), DATA_TYPE POLYBENCH_1D(h, N, n))
{
#pragma scop
  for (int i = 0; i < n; i++) {
    h[i] = SCALAR_VAL(0.0);
    for (int j = 0; j < n; j++)
      G[i][j] = SCALAR_VAL(0.0);
  }
  for (int p = 0; p < m; p++)
    for (int i = 0; i < n; i++) {
      h[i] += A[p][i] * b[p];
      for (int j = 0; j < n; j++)
        G[i][j] += A[p][i] * A[p][j];
    }
#pragma endscop
}
