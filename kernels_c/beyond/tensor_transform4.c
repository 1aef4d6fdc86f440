/* tensor_transform4: the two-index half of the four-index integral transformation of quantum chemistry, done as two quarter-transforms (Baumgartner et al., "Synthesis of High-Performance Parallel Programs for a Class of Ab Initio Quantum Chemistry Models", Proc. IEEE 2005); written for polyviz.
   T[a][q][r][s] = sum_p C[a][p] V[p][q][r][s], then W[a][b][r][s] = sum_q C[b][q] T[a][q][r][s]. */
// polyviz-test: n=5
// polyviz-bench: n=40
#include <polybench.h>

void kernel_tensor_transform4(int n, DATA_TYPE POLYBENCH_2D(C, N, N, n, n), DATA_TYPE POLYBENCH_4D(V, N, N, N, N, n, n, n, n),
                              DATA_TYPE POLYBENCH_4D(T, N, N, N, N, n, n, n, n), DATA_TYPE POLYBENCH_4D(W, N, N, N, N, n, n, n, n))
{
#pragma scop
  for (int a = 0; a < n; a++)
    for (int q = 0; q < n; q++)
      for (int r = 0; r < n; r++)
        for (int s = 0; s < n; s++) {
          T[a][q][r][s] = SCALAR_VAL(0.0);
          for (int p = 0; p < n; p++)
            T[a][q][r][s] += C[a][p] * V[p][q][r][s];
        }
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++)
      for (int r = 0; r < n; r++)
        for (int s = 0; s < n; s++) {
          W[a][b][r][s] = SCALAR_VAL(0.0);
          for (int q = 0; q < n; q++)
            W[a][b][r][s] += C[b][q] * T[a][q][r][s];
        }
#pragma endscop
}
