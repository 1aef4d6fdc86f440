/* tutorial_row_recurrence: each of the n rows of the n x n array A is a separate
   chain, A[i][j] copies A[i][j-1], so column 0 is propagated along its row.
   The only dependence is carried by j: the i loop is fully parallel. */
// polyviz-test: n=9
// polyviz-bench: n=15000
#include <polybench.h>

void kernel_tutorial_row_recurrence(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = A[i][j - 1];
}
