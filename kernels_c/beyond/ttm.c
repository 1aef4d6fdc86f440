/* ttm: the mode-3 tensor-times-matrix product Y = X x_3 U (Kolda and Bader, "Tensor Decompositions and Applications", SIAM Review 2009, section 2.5); written for polyviz.
   Y[i][j][r] = sum over k of X[i][j][k] * U[r][k]. */
// polyviz-test: ni=5 nj=6 nk=7 nr=4
// polyviz-bench: ni=120 nj=120 nk=120 nr=120
#include <polybench.h>

void kernel_ttm(int ni, int nj, int nk, int nr, DATA_TYPE POLYBENCH_3D(Y, NI, NJ, NR, ni, nj, nr),
                DATA_TYPE POLYBENCH_3D(X, NI, NJ, NK, ni, nj, nk), DATA_TYPE POLYBENCH_2D(U, NR, NK, nr, nk))
{
#pragma scop
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      for (int r = 0; r < nr; r++) {
        Y[i][j][r] = SCALAR_VAL(0.0);
        for (int k = 0; k < nk; k++)
          Y[i][j][r] += X[i][j][k] * U[r][k];
      }
#pragma endscop
}
