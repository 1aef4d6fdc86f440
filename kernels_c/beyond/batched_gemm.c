/* batched_gemm: a batch of independent products C[b] := A[b] * B[b], as in cuBLAS's gemmBatched and the batched BLAS proposal (Dongarra et al., "The Design and Performance of Batched BLAS on Modern High-Performance Computing Systems", ICCS 2017); written for polyviz. */
// polyviz-test: nb=3 ni=7 nj=6 nk=5
// polyviz-bench: nb=64 ni=200 nj=200 nk=200
// polyviz-flops: 2*nb*ni*nj*nk
#include <polybench.h>

void kernel_batched_gemm(int nb, int ni, int nj, int nk, DATA_TYPE POLYBENCH_3D(C, NB, NI, NJ, nb, ni, nj),
                         DATA_TYPE POLYBENCH_3D(A, NB, NI, NK, nb, ni, nk), DATA_TYPE POLYBENCH_3D(B, NB, NK, NJ, nb, nk, nj))
{
#pragma scop
  for (int b = 0; b < nb; b++)
    for (int i = 0; i < ni; i++)
      for (int j = 0; j < nj; j++) {
        C[b][i][j] = SCALAR_VAL(0.0);
        for (int k = 0; k < nk; k++)
          C[b][i][j] += A[b][i][k] * B[b][k][j];
      }
#pragma endscop
}
