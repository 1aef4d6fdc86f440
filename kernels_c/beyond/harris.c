/* harris: the Harris-Stephens corner response (Harris and Stephens, "A Combined Corner and Edge Detector", Alvey Vision Conference 1988), with central-difference gradients and a 3x3 box window; written for polyviz.
   Gradients, their three products, the windowed sums of each, then det - k * trace^2. */
// polyviz-test: n=12 m=11
// polyviz-bench: n=2000 m=2000
#include <polybench.h>

void kernel_harris(int n, int m, DATA_TYPE kappa, DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(xx, N, M, n, m), DATA_TYPE POLYBENCH_2D(yy, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(xy, N, M, n, m), DATA_TYPE POLYBENCH_2D(resp, N, M, n, m))
{
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++) {
      xx[i][j] = (img[i][j + 1] - img[i][j - 1]) * (img[i][j + 1] - img[i][j - 1]);
      yy[i][j] = (img[i + 1][j] - img[i - 1][j]) * (img[i + 1][j] - img[i - 1][j]);
      xy[i][j] = (img[i][j + 1] - img[i][j - 1]) * (img[i + 1][j] - img[i - 1][j]);
    }
  for (int i = 2; i < n - 2; i++)
    for (int j = 2; j < m - 2; j++)
      resp[i][j] = ((xx[i - 1][j - 1] + xx[i - 1][j] + xx[i - 1][j + 1] + xx[i][j - 1] + xx[i][j] + xx[i][j + 1]
                     + xx[i + 1][j - 1] + xx[i + 1][j] + xx[i + 1][j + 1])
                  * (yy[i - 1][j - 1] + yy[i - 1][j] + yy[i - 1][j + 1] + yy[i][j - 1] + yy[i][j] + yy[i][j + 1]
                     + yy[i + 1][j - 1] + yy[i + 1][j] + yy[i + 1][j + 1]))
                 - (xy[i - 1][j - 1] + xy[i - 1][j] + xy[i - 1][j + 1] + xy[i][j - 1] + xy[i][j] + xy[i][j + 1]
                     + xy[i + 1][j - 1] + xy[i + 1][j] + xy[i + 1][j + 1])
                  * (xy[i - 1][j - 1] + xy[i - 1][j] + xy[i - 1][j + 1] + xy[i][j - 1] + xy[i][j] + xy[i][j + 1]
                     + xy[i + 1][j - 1] + xy[i + 1][j] + xy[i + 1][j + 1])
                 - kappa * (xx[i][j] + yy[i][j]) * (xx[i][j] + yy[i][j]);
#pragma endscop
}
