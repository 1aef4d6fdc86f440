/* ==== recipe: (original) ==== */
void kernel_cholesky(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    DATA_TYPE d = A[i][i];
    for (k = 0; k < i; k++)
      d -= A[i][k] * A[i][k];
    A[i][i] = SQRT_FUN(d);
  }
#pragma endscop
}
/* ==== recipe: auto() ==== */
void kernel_cholesky(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
  DATA_TYPE d;
  for (int c0 = 0; c0 < _PB_N; c0++) {
    d = A[c0][c0];
    for (k = 0; k < c0; k++) {
      d -= A[c0][k] * A[c0][k];
    }
    A[c0][c0] = SQRT_FUN(d);
    for (i = c0 + 1; i < _PB_N; i++) {
      A[i][c0] /= A[c0][c0];
    }
    for (i = c0 + 2; i < _PB_N; i++) {
      for (j = c0 + 1; j < i; j++) {
        A[i][j] -= A[i][c0] * A[j][c0];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_cholesky passes them to
   pv_restrict_kernel_cholesky as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_cholesky(int n, double A[restrict n][n])
{
  int i, j, k;
#pragma scop
  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    DATA_TYPE d = A[i][i];
    for (k = 0; k < i; k++)
      d -= A[i][k] * A[i][k];
    A[i][i] = SQRT_FUN(d);
  }
#pragma endscop
}

void kernel_cholesky(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  pv_restrict_kernel_cholesky(n, A);
}
/* ==== recipe: tile(k@S3=4) ==== */
void kernel_cholesky(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
  DATA_TYPE d;
  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++) {
        A[i][j] -= A[i][k] * A[j][k];
      }
      A[i][j] /= A[j][j];
    }
    d = A[i][i];
    for (int k_t = 0; k_t <= pv_floord(i - 1, 4); k_t++) {
      for (int k_p = 4 * k_t; k_p <= pv_min(i - 1, 4 * k_t + 3); k_p++) {
        d -= A[i][k_p] * A[i][k_p];
      }
    }
    A[i][i] = SQRT_FUN(d);
  }
#pragma endscop
}
/* ==== recipe: skew(j, i, 1); tile(k@S0=3) ==== */
void kernel_cholesky(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
  DATA_TYPE d;
  for (i = 0; i < _PB_N; i++) {
    for (j = i; j < 2 * i; j++) {
      for (int k_t = 0; k_t <= pv_floord(-i + j - 1, 3); k_t++) {
        for (int k_p = 3 * k_t; k_p <= pv_min(-i + j - 1, 3 * k_t + 2); k_p++) {
          A[i][j - i] -= A[i][k_p] * A[j - i][k_p];
        }
      }
      A[i][j - i] /= A[j - i][j - i];
    }
    d = A[i][i];
    for (k = 0; k < i; k++) {
      d -= A[i][k] * A[i][k];
    }
    A[i][i] = SQRT_FUN(d);
  }
#pragma endscop
}
/* ==== recipe: stripmine(j, 3) ==== */
void kernel_cholesky(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
  DATA_TYPE d;
  for (i = 0; i < _PB_N; i++) {
    for (int j_t = 0; j_t <= pv_floord(i - 1, 3); j_t++) {
      for (int j_p = 3 * j_t; j_p <= pv_min(i - 1, 3 * j_t + 2); j_p++) {
        for (k = 0; k < j_p; k++) {
          A[i][j_p] -= A[i][k] * A[j_p][k];
        }
        A[i][j_p] /= A[j_p][j_p];
      }
    }
    d = A[i][i];
    for (k = 0; k < i; k++) {
      d -= A[i][k] * A[i][k];
    }
    A[i][i] = SQRT_FUN(d);
  }
#pragma endscop
}
