/* pyramid_down: one REDUCE level of the Gaussian pyramid (Burt and Adelson, IEEE Trans. Commun. 1983): a 1-2-1 blur then 2x decimation, rows then columns; written for polyviz.
   tmp holds the row-filtered, column-decimated image (n x m/2); out is n/2 x m/2. */
// polyviz-test: n=14 m=12
// polyviz-bench: n=4000 m=4000
#include <polybench.h>

void kernel_pyramid_down(int n, int m, DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                         DATA_TYPE POLYBENCH_2D(tmp, N, M, n, m), DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m / 2; j++)
      tmp[i][j] = SCALAR_VAL(0.25) * img[i][2 * j - 1] + SCALAR_VAL(0.5) * img[i][2 * j] + SCALAR_VAL(0.25) * img[i][2 * j + 1];
  for (int i = 1; i < n / 2; i++)
    for (int j = 1; j < m / 2; j++)
      out[i][j] = SCALAR_VAL(0.25) * tmp[2 * i - 1][j] + SCALAR_VAL(0.5) * tmp[2 * i][j] + SCALAR_VAL(0.25) * tmp[2 * i + 1][j];
#pragma endscop
}
