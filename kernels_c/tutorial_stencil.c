/* tutorial_stencil: the classic 2-D teaching example.  Every point of the n x n
   array A (except row 0 and column 0, which act as boundary) becomes the sum of
   its upper and left neighbours, so each iteration depends on (i-1, j) and
   (i, j-1): the loops can be skewed/wavefronted, but neither is parallel as is.
   Values grow like binomial coefficients: for n above about 500 the far corner
   overflows to +inf (never NaN, since inputs in [0, 1) keep every sum >= 0). */
// polyviz-test: n=11
// polyviz-bench: n=15000
#include <polybench.h>

void kernel_tutorial_stencil(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = A[i - 1][j] + A[i][j - 1];
}
