/* sobel: the Sobel-Feldman gradient operator (Sobel and Feldman, "A 3x3 Isotropic Gradient Operator for Image Processing", 1968), magnitude as |gx| + |gy|; written for polyviz.
   Two gradient images, then their magnitude. */
// polyviz-test: n=12 m=11
// polyviz-bench: n=3000 m=3000
#include <polybench.h>
#include <math.h>

void kernel_sobel(int n, int m, DATA_TYPE POLYBENCH_2D(img, N, M, n, m), DATA_TYPE POLYBENCH_2D(gx, N, M, n, m),
                  DATA_TYPE POLYBENCH_2D(gy, N, M, n, m), DATA_TYPE POLYBENCH_2D(mag, N, M, n, m))
{
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++) {
      gx[i][j] = (img[i - 1][j + 1] + SCALAR_VAL(2.0) * img[i][j + 1] + img[i + 1][j + 1])
               - (img[i - 1][j - 1] + SCALAR_VAL(2.0) * img[i][j - 1] + img[i + 1][j - 1]);
      gy[i][j] = (img[i + 1][j - 1] + SCALAR_VAL(2.0) * img[i + 1][j] + img[i + 1][j + 1])
               - (img[i - 1][j - 1] + SCALAR_VAL(2.0) * img[i - 1][j] + img[i - 1][j + 1]);
    }
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      mag[i][j] = fabs(gx[i][j]) + fabs(gy[i][j]);
#pragma endscop
}
