/* ==== recipe: (original) ==== */
void kernel_tutorial_diagonal(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = A[i - 1][j] + A[i - 1][j - 1];
}
/* ==== recipe: auto() ==== */
void kernel_tutorial_diagonal(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = A[i - 1][j] + A[i - 1][j - 1];
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_tutorial_diagonal passes them to
   pv_restrict_kernel_tutorial_diagonal as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_tutorial_diagonal(int n, DATA_TYPE A[restrict n][n])
{
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = A[i - 1][j] + A[i - 1][j - 1];
}

void kernel_tutorial_diagonal(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  pv_restrict_kernel_tutorial_diagonal(n, A);
}
/* ==== recipe: tile(i=4, j=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
void kernel_tutorial_diagonal(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int i_t = 0; i_t <= pv_floord(n - 1, 4); i_t++) {
    for (int j_t = 0; j_t <= (n - 1) / 3; j_t++) {
      for (int i_p = pv_max(1, 4 * i_t); i_p <= pv_min(n - 1, 4 * i_t + 3); i_p++) {
        for (int j_p = pv_max(1, 3 * j_t); j_p <= pv_min(n - 1, 3 * j_t + 2); j_p++) {
          A[i_p][j_p] = A[i_p - 1][j_p] + A[i_p - 1][j_p - 1];
        }
      }
    }
  }
}
/* ==== recipe: skew(j, i, 1); tile(i=4, j=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
void kernel_tutorial_diagonal(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int i_t = 0; i_t <= pv_floord(n - 1, 4); i_t++) {
    for (int j_t = i_t + (i_t + 1) / 3; j_t <= pv_min(n - (n + 1) / 3 - 1, i_t + (n + i_t - 1) / 3 + 1); j_t++) {
      for (int i_p = pv_max(1, pv_max(4 * i_t, -n + 3 * j_t + 1)); i_p <= pv_min(n - 1, pv_min(4 * i_t + 3, 3 * j_t + 1)); i_p++) {
        for (int j_p = pv_max(3 * j_t, i_p + 1); j_p <= pv_min(3 * j_t + 2, n + i_p - 1); j_p++) {
          A[i_p][j_p - i_p] = A[i_p - 1][j_p - i_p] + A[i_p - 1][j_p - i_p - 1];
        }
      }
    }
  }
}
/* ==== recipe: interchange(i, j) ==== */
void kernel_tutorial_diagonal(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int j = 1; j < n; j++) {
    for (int i = 1; i < n; i++) {
      A[i][j] = A[i - 1][j] + A[i - 1][j - 1];
    }
  }
}
