/* Scalars passed by pointer inside the SCoP: a sum accumulated through one, then read by every
   iteration of a second loop; the caller may point it into the array (the overlap test). */
// polyviz-test: n=11
void kernel_pointer_scalar(int n, double A[n], double B[n], double *total)
{
  for (int i = 0; i < n; i++)
    *total += A[i] * B[i];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[j] = B[j] + A[i] * *total;
}
