/* A scalar accumulated in the SCoP, stored through a pointer and returned; an iterator that two
   loops share, the second decreasing with a stride. */
// polyviz-test: n=7
double kernel_live_scalars(int n, double A[n], double B[n], double *norm, int *last)
{
  int i;
  double s = 0.0;
  for (i = 0; i < n; i++)
    s += A[i] * A[i];
  for (i = n - 1; i >= 1; i -= 2)
    B[i] = B[i - 1] + s;
  *norm = s;
  *last = i;
  return n > 0 ? s + B[0] : s;
}
