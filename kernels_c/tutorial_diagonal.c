/* tutorial_diagonal: on the n x n array A, each point (i, j) with i, j >= 1 sums
   the point straight above and the one diagonally above-left.  Both dependences
   are carried by i (distances (1, 0) and (1, 1)), so the inner j loop is
   parallel for a fixed i.  Values roughly double from row to row, so for n above
   about 1000 the last rows overflow to +inf (never NaN: all sums stay >= 0). */
// polyviz-test: n=10
// polyviz-bench: n=15000
#include <polybench.h>

void kernel_tutorial_diagonal(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = A[i - 1][j] + A[i - 1][j - 1];
}
