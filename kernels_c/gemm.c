/* gemm: general matrix multiply-accumulate, C := alpha * A * B + beta * C.
   Sizes: C is ni x nj, A is ni x nk, B is nk x nj; alpha and beta are scalars.
   Row i of C is first scaled by beta, then receives alpha * A[i][k] * B[k][j] for
   every k.  The multiply-accumulate statement runs ni * nj * nk times. */
// polyviz-test: ni=13 nj=11 nk=7
// polyviz-bench: ni=1300 nj=1400 nk=1500
// polyviz-numpy: C *= beta
// polyviz-numpy: C += alpha * (A @ B)
#include <polybench.h>

void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                 DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                 DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  int i, j, k;
#pragma scop
  for (i = 0; i < _PB_NI; i++) {
    for (j = 0; j < _PB_NJ; j++)
      C[i][j] *= beta;
    for (k = 0; k < _PB_NK; k++)
      for (j = 0; j < _PB_NJ; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
#pragma endscop
}
// polyviz-flops: 2*ni*nj*nk
