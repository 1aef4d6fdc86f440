/* tutorial_triangular: a triangular iteration domain expressed with a guard.
   The loops run over the square 1 <= i, j <= n, but the affine condition
   i + j <= n + 1 keeps only the triangle on and above the anti-diagonal, where
   B is added into A element-wise.  A and B are (n + 2) x (n + 2), so every index
   up to n is in bounds.  There are no dependences between iterations. */
// polyviz-test: n=12
// polyviz-bench: n=11000
#include <polybench.h>

void kernel_tutorial_triangular(int n,
                                DATA_TYPE POLYBENCH_2D(A, N + 2, N + 2, n + 2, n + 2),
                                DATA_TYPE POLYBENCH_2D(B, N + 2, N + 2, n + 2, n + 2))
{
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= n; j++)
      if (i <= n - j + 1)
        A[i][j] = A[i][j] + B[i][j];
}
