/* The user's own OpenMP pragma on a parallel loop whose inner loop carries a dependence: it must
   not follow an interchange onto the inner loop. */
// polyviz-test: n=6
void kernel_user_pragma(int n, double A[n][n])
{
  #pragma omp parallel for
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = A[i][j - 1] + A[i][j];
}
