/* lcs: the longest-common-subsequence length table (Hirschberg, "A Linear Space Algorithm for Computing Maximal Common Subsequences", CACM 1975; Cormen et al., "Introduction to Algorithms", 15.4); written for polyviz.
   L[i][j] for prefixes of a and b; L's first row and column are the caller's zeros. */
// polyviz-test: n=10 m=9
// polyviz-bench: n=5000 m=5000
#include <polybench.h>

void kernel_lcs(int n, int m, DATA_TYPE POLYBENCH_1D(a, N, n), DATA_TYPE POLYBENCH_1D(b, M, m),
                DATA_TYPE POLYBENCH_2D(L, N1, M1, n + 1, m + 1))
{
#pragma scop
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++)
      L[i][j] = a[i - 1] == b[j - 1] ? L[i - 1][j - 1] + SCALAR_VAL(1.0)
              : (L[i - 1][j] > L[i][j - 1] ? L[i - 1][j] : L[i][j - 1]);
#pragma endscop
}
