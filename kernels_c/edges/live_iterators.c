/* Iterators declared outside their loops and returned after the SCoP: every schedule must leave in
   i and j what the original leaves (n when the loop ran, the lower bound when it did not, the
   initial value when no loop over them ran). */
// polyviz-test: n=6
int kernel_live_iterators(int n, double A[n][n])
{
  int i = -3, j = -7;
  for (i = 1; i < n; i++)
    for (j = 1; j < n; j++)
      A[i][j] = A[i - 1][j] * 0.5 + A[i][j - 1] * 0.25 + 1.0;
  return i * 1000 + j;
}
