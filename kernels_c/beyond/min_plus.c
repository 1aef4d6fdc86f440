/* min_plus: the distance (min-plus) matrix product of shortest-path algorithms, D = A (min,+) B (Aho, Hopcroft and Ullman, "The Design and Analysis of Computer Algorithms", 1974, 5.9; Williams, "Faster all-pairs shortest paths via circuit complexity", STOC 2014); written for polyviz. */
// polyviz-test: n=9
// polyviz-bench: n=800
#include <polybench.h>

void kernel_min_plus(int n, DATA_TYPE POLYBENCH_2D(D, N, N, n, n), DATA_TYPE POLYBENCH_2D(A, N, N, n, n),
                     DATA_TYPE POLYBENCH_2D(B, N, N, n, n))
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      D[i][j] = A[i][0] + B[0][j];
      for (int k = 1; k < n; k++)
        D[i][j] = D[i][j] < A[i][k] + B[k][j] ? D[i][j] : A[i][k] + B[k][j];
    }
#pragma endscop
}
