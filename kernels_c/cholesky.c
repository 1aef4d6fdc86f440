/* cholesky: in-place Cholesky factorisation A = L * L^T of an n x n symmetric
   positive definite matrix.  Only the lower triangle (j <= i) is read and replaced
   by L; the strict upper triangle is left untouched.  For each row i the off-diagonal
   entries are solved left to right, then the diagonal entry is the square root of
   what remains; the remainder is accumulated in the in-body scalar d.
   The input must be symmetric positive definite (otherwise sqrt sees a negative
   number), so the runtime is asked to build A that way. */
// polyviz-test: n=15
// polyviz-bench: n=2000
// polyviz-init: A = spd
// polyviz-numpy: A[:] = np.where(np.tri(n, dtype=bool), np.linalg.cholesky(A), A)
#include <math.h>
#include <polybench.h>

void kernel_cholesky(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    DATA_TYPE d = A[i][i];
    for (k = 0; k < i; k++)
      d -= A[i][k] * A[i][k];
    A[i][i] = SQRT_FUN(d);
  }
#pragma endscop
}
