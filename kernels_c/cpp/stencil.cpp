// Written for polyviz (issue 33): a 5-point Jacobi stencil over std::vector<double>, in C++.
/* The grids are std::vector<double> of n * n elements, row-major; the stencil reads and writes
   them through the pointers .data() gives.  Each of tsteps steps averages a point and its four
   neighbours from a into b, then from b back into a, over the interior 1 <= i, j <= n - 2.
   kernel_stencil copies the caller's arrays into the vectors and the vectors back. */
// polyviz-call: void kernel_stencil(int tsteps, int n, double A[n][n], double B[n][n])
// polyviz-test: tsteps=3 n=9
// polyviz-bench: tsteps=100 n=1000
// polyviz-flops: 10*tsteps*(n-2)*(n-2)
#include <algorithm>
#include <vector>

static void jacobi(int tsteps, int n, double *A, double *B)
{
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i * n + j] = 0.2 * (A[i * n + j] + A[i * n + j - 1] + A[i * n + j + 1] + A[(i + 1) * n + j]
                              + A[(i - 1) * n + j]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i * n + j] = 0.2 * (B[i * n + j] + B[i * n + j - 1] + B[i * n + j + 1] + B[(i + 1) * n + j]
                              + B[(i - 1) * n + j]);
  }
}

static void smooth(std::vector<double> &a, std::vector<double> &b, int n, int tsteps)
{
  jacobi(tsteps, n, a.data(), b.data());
}

extern "C" void kernel_stencil(int tsteps, int n, double *A, double *B)
{
  std::vector<double> a(A, A + n * n), b(B, B + n * n);
  smooth(a, b, n, tsteps);
  std::copy(a.begin(), a.end(), A);
  std::copy(b.begin(), b.end(), B);
}
