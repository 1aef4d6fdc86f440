// Written for polyviz (issue 33): a templated gemm, C := alpha * A * B + beta * C, in C++.
/* The template is instantiated for double; alpha and beta are passed by reference, the matrices
   as pointers to their first elements, row-major (C is ni x nj, A ni x nk, B nk x nj).  clang with
   Polly finds the SCoP in the instantiation gemm<double>, which kernel_gemm calls. */
// polyviz-call: void kernel_gemm(int ni, int nj, int nk, double alpha, double beta, double C[ni][nj], double A[ni][nk], double B[nk][nj])
// polyviz-test: ni=13 nj=11 nk=7
// polyviz-bench: ni=1000 nj=1100 nk=1200
// polyviz-flops: 2*ni*nj*nk

template <typename T>
void gemm(int ni, int nj, int nk, const T &alpha, const T &beta, T *C, const T *A, const T *B)
{
  for (int i = 0; i < ni; i++) {
    for (int j = 0; j < nj; j++)
      C[i * nj + j] *= beta;
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
        C[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
  }
}

extern "C" void kernel_gemm(int ni, int nj, int nk, double alpha, double beta, double *C, const double *A,
                            const double *B)
{
  gemm<double>(ni, nj, nk, alpha, beta, C, A, B);
}
