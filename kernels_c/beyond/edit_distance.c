/* edit_distance: the Wagner-Fischer dynamic programme for the Levenshtein distance (Wagner and Fischer, "The String-to-String Correction Problem", JACM 1974); written for polyviz.
   a and b hold the two strings' symbols (compared for equality); D is (n+1) x (m+1), its first row
   and column set by the caller. */
// polyviz-test: n=9 m=11
// polyviz-bench: n=5000 m=5000
#include <polybench.h>

void kernel_edit_distance(int n, int m, DATA_TYPE POLYBENCH_1D(a, N, n), DATA_TYPE POLYBENCH_1D(b, M, m),
                          DATA_TYPE POLYBENCH_2D(D, N1, M1, n + 1, m + 1))
{
#pragma scop
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++) {
      D[i][j] = D[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? SCALAR_VAL(0.0) : SCALAR_VAL(1.0));
      D[i][j] = D[i][j] < D[i - 1][j] + SCALAR_VAL(1.0) ? D[i][j] : D[i - 1][j] + SCALAR_VAL(1.0);
      D[i][j] = D[i][j] < D[i][j - 1] + SCALAR_VAL(1.0) ? D[i][j] : D[i][j - 1] + SCALAR_VAL(1.0);
    }
#pragma endscop
}
