/* 2mm: two chained matrix products, D := alpha * A * B * C + beta * D.
   Sizes: A is ni x nk, B is nk x nj, C is nj x nl, D is ni x nl; tmp (ni x nj) holds
   the intermediate alpha * A * B.  The first nest computes tmp, the second scales D
   by beta and adds tmp * C. */
// polyviz-test: ni=9 nj=11 nk=13 nl=7
// polyviz-bench: ni=800 nj=900 nk=1000 nl=1100
// polyviz-numpy: tmp[:] = alpha * (A @ B)
// polyviz-numpy: D *= beta
// polyviz-numpy: D += tmp @ C
#include <polybench.h>

void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                DATA_TYPE POLYBENCH_2D(tmp, NI, NJ, ni, nj),
                DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                DATA_TYPE POLYBENCH_2D(C, NJ, NL, nj, nl),
                DATA_TYPE POLYBENCH_2D(D, NI, NL, ni, nl))
{
  int i, j, k;
#pragma scop
  /* tmp := alpha * A * B */
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NJ; j++) {
      tmp[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_NK; ++k)
        tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
  /* D := beta * D + tmp * C */
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NL; j++) {
      D[i][j] *= beta;
      for (k = 0; k < _PB_NJ; ++k)
        D[i][j] += tmp[i][k] * C[k][j];
    }
#pragma endscop
}
// polyviz-flops: 2*ni*nj*nk + 2*ni*nj*nl
