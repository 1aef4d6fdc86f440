/* gauss_separable: a separable 5-tap binomial (Gaussian) blur, rows then columns (Burt and Adelson, "The Laplacian Pyramid as a Compact Image Code", IEEE Trans. Commun. 1983, the 1-4-6-4-1 kernel); written for polyviz.
   The row pass writes tmp, the column pass reads five rows of tmp. */
// polyviz-test: n=13 m=12
// polyviz-bench: n=3000 m=3000
#include <polybench.h>

void kernel_gauss_separable(int n, int m, DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                            DATA_TYPE POLYBENCH_2D(tmp, N, M, n, m), DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 2; j < m - 2; j++)
      tmp[i][j] = SCALAR_VAL(0.0625) * (img[i][j - 2] + img[i][j + 2])
                + SCALAR_VAL(0.25) * (img[i][j - 1] + img[i][j + 1]) + SCALAR_VAL(0.375) * img[i][j];
  for (int i = 2; i < n - 2; i++)
    for (int j = 2; j < m - 2; j++)
      out[i][j] = SCALAR_VAL(0.0625) * (tmp[i - 2][j] + tmp[i + 2][j])
                + SCALAR_VAL(0.25) * (tmp[i - 1][j] + tmp[i + 1][j]) + SCALAR_VAL(0.375) * tmp[i][j];
#pragma endscop
}
