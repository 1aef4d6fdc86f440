/* tutorial_reversed: a backward running sum with a decreasing and a strided loop.
   S is (n + 1) x m and its last row S[n] is the boundary; for i from n - 1 down to
   0 and every even column j (j = 0, 2, 4, ... < m), S[i][j] becomes A[i][j] plus
   the value just computed below it, so S[i][j] ends up as S[n][j] + the sum of
   A[i..n-1][j].  A is n x m; odd columns of S are not touched.  The dependence
   runs from i + 1 to i, i.e. against the textual direction of the i loop. */
// polyviz-test: n=13 m=8
// polyviz-bench: n=11000 m=11000
#include <polybench.h>

void kernel_tutorial_reversed(int n, int m,
                              DATA_TYPE POLYBENCH_2D(S, N + 1, M, n + 1, m),
                              DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  for (int i = n - 1; i >= 0; i--)
    for (int j = 0; j < m; j += 2)
      S[i][j] = S[i + 1][j] + A[i][j];
}
