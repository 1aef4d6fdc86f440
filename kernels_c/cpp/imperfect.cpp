// Written for polyviz (issue 33): an imperfect loop nest in C++, each row of A scaled by its sum.
/* For each row i of the n x m matrix A (row-major): s[i] is set, then sums the row, then every
   element of the row is divided by 1 + s[i]^2 into B.  s[i] = 0.0 stands before the two j loops in
   the i loop: the nest is not perfect. */
// polyviz-call: void kernel_imperfect(int n, int m, double A[n][m], double B[n][m], double s[n])
// polyviz-test: n=9 m=7
// polyviz-bench: n=2000 m=2000
// polyviz-flops: 2*n*m

namespace rows {
void scale(int n, int m, const double *A, double *B, double *s)
{
  for (int i = 0; i < n; i++) {
    s[i] = 0.0;
    for (int j = 0; j < m; j++)
      s[i] += A[i * m + j];
    for (int j = 0; j < m; j++)
      B[i * m + j] = A[i * m + j] / (1.0 + s[i] * s[i]);
  }
}
}  // namespace rows

extern "C" void kernel_imperfect(int n, int m, double *A, double *B, double *s)
{
  rows::scale(n, m, A, B, s);
}
