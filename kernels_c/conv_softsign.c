/* conv_softsign: a 2-D convolution of x with the nk x nk filter w into c, followed by an
   element-wise activation (softsign, c / (1 + |c|)) from c into y.  c, the
   intermediate, is as large as the image.  Tiling y and then compute_at(S0, S1, j_t)
   computes each tile of c right before the activation reads it: the footprints of
   neighbouring tiles do not overlap, so nothing is recomputed. */
// polyviz-test: n=20 m=17 nk=5
// polyviz-bench: n=1500 m=1500 nk=5
#include <polybench.h>
#include <math.h>

void kernel_conv_softsign(int n, int m, int nk,
                      DATA_TYPE POLYBENCH_2D(x, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(w, NK, NK, nk, nk),
                      DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(y, N, M, n, m))
{
#pragma scop
  for (int i = 0; i <= n - nk; i++)
    for (int j = 0; j <= m - nk; j++) {
      c[i][j] = SCALAR_VAL(0.0);
      for (int p = 0; p < nk; p++)
        for (int q = 0; q < nk; q++)
          c[i][j] += w[p][q] * x[i + p][j + q];
    }
  for (int i = 0; i <= n - nk; i++)
    for (int j = 0; j <= m - nk; j++)
      y[i][j] = c[i][j] / (SCALAR_VAL(1.0) + fabs(c[i][j]));
#pragma endscop
}
