/* gemm_tn: C := alpha * A^T * B + beta * C, the Level-3 BLAS DGEMM with TRANSA = 'T' (Dongarra, Du Croz, Hammarling and Duff, "A Set of Level 3 Basic Linear Algebra Subprograms", ACM TOMS 1990); written for polyviz.
   A is nk x ni, read down its columns. */
// polyviz-test: ni=13 nj=11 nk=7
// polyviz-bench: ni=1000 nj=1000 nk=1000
// polyviz-flops: 2*ni*nj*nk
#include <polybench.h>

void kernel_gemm_tn(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                    DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj), DATA_TYPE POLYBENCH_2D(A, NK, NI, nk, ni),
                    DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
#pragma scop
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < nk; k++)
        C[i][j] += alpha * A[k][i] * B[k][j];
    }
#pragma endscop
}
