/* mttkrp: the matricised tensor times Khatri-Rao product of CP decomposition, M = X_(1) (C kr B) (Kolda and Bader, SIAM Review 2009, section 3.4); written for polyviz.
   M[i][r] = sum over j and k of X[i][j][k] * B[j][r] * C[k][r]. */
// polyviz-test: ni=5 nj=6 nk=7 nr=4
// polyviz-bench: ni=200 nj=200 nk=200 nr=32
#include <polybench.h>

void kernel_mttkrp(int ni, int nj, int nk, int nr, DATA_TYPE POLYBENCH_2D(M, NI, NR, ni, nr),
                   DATA_TYPE POLYBENCH_3D(X, NI, NJ, NK, ni, nj, nk), DATA_TYPE POLYBENCH_2D(B, NJ, NR, nj, nr),
                   DATA_TYPE POLYBENCH_2D(C, NK, NR, nk, nr))
{
#pragma scop
  for (int i = 0; i < ni; i++)
    for (int r = 0; r < nr; r++)
      M[i][r] = SCALAR_VAL(0.0);
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      for (int k = 0; k < nk; k++)
        for (int r = 0; r < nr; r++)
          M[i][r] += X[i][j][k] * B[j][r] * C[k][r];
#pragma endscop
}
