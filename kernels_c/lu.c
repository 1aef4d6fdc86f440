/* lu: in-place LU decomposition without pivoting, A = L * U, for an n x n matrix.
   Afterwards the strict lower triangle of A holds L (unit diagonal implied) and the
   upper triangle, diagonal included, holds U.  Row i is finished in two phases:
   its L part (j < i, divided by the pivot U[j][j]) and then its U part (j >= i).
   No pivoting is done, so the input must be diagonally dominant (the runtime is
   asked to build it that way) to keep every pivot away from zero. */
// polyviz-test: n=14
// polyviz-bench: n=1500
// polyviz-init: A = diagonally_dominant
#include <polybench.h>

void kernel_lu(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (j = i; j < _PB_N; j++)
      for (k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
#pragma endscop
}
