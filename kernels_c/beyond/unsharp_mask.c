/* unsharp_mask: unsharp masking, sharpened = img + amount * (img - blur(img)), as in the Halide paper's examples (Ragan-Kelley et al., "Halide", PLDI 2013) and Gonzalez and Woods section 3.6.3; written for polyviz.
   A separable 3-tap blur (bx, then by), then the sharpening pass. */
// polyviz-test: n=12 m=13
// polyviz-bench: n=3000 m=3000
#include <polybench.h>

void kernel_unsharp_mask(int n, int m, DATA_TYPE amount, DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                         DATA_TYPE POLYBENCH_2D(bx, N, M, n, m), DATA_TYPE POLYBENCH_2D(by, N, M, n, m),
                         DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m - 1; j++)
      bx[i][j] = SCALAR_VAL(0.25) * img[i][j - 1] + SCALAR_VAL(0.5) * img[i][j] + SCALAR_VAL(0.25) * img[i][j + 1];
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      by[i][j] = SCALAR_VAL(0.25) * bx[i - 1][j] + SCALAR_VAL(0.5) * bx[i][j] + SCALAR_VAL(0.25) * bx[i + 1][j];
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      out[i][j] = img[i][j] + amount * (img[i][j] - by[i][j]);
#pragma endscop
}
