/* gemm_nt: C := alpha * A * B^T + beta * C, the Level-3 BLAS DGEMM with TRANSB = 'T' (Dongarra et al., ACM TOMS 1990); written for polyviz.
   B is nj x nk: each C[i][j] is a dot product of two rows. */
// polyviz-test: ni=13 nj=11 nk=7
// polyviz-bench: ni=1000 nj=1000 nk=1000
// polyviz-flops: 2*ni*nj*nk
#include <polybench.h>

void kernel_gemm_nt(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                    DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj), DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                    DATA_TYPE POLYBENCH_2D(B, NJ, NK, nj, nk))
{
#pragma scop
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i][j] += alpha * A[i][k] * B[j][k];
    }
#pragma endscop
}
