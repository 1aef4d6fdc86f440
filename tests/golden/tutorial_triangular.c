/* ==== recipe: (original) ==== */
void kernel_tutorial_triangular(int n,
                                DATA_TYPE POLYBENCH_2D(A, N + 2, N + 2, n + 2, n + 2),
                                DATA_TYPE POLYBENCH_2D(B, N + 2, N + 2, n + 2, n + 2))
{
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= n; j++)
      if (i <= n - j + 1)
        A[i][j] = A[i][j] + B[i][j];
}
/* ==== recipe: auto() ==== */
void kernel_tutorial_triangular(int n,
                                DATA_TYPE POLYBENCH_2D(A, N + 2, N + 2, n + 2, n + 2),
                                DATA_TYPE POLYBENCH_2D(B, N + 2, N + 2, n + 2, n + 2))
{
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= n; j++)
      if (i <= n - j + 1)
        A[i][j] = A[i][j] + B[i][j];
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_tutorial_triangular passes them to
   pv_restrict_kernel_tutorial_triangular as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_tutorial_triangular(int n, DATA_TYPE A[restrict n + 2][n + 2], DATA_TYPE B[restrict n + 2][n + 2])
{
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= n; j++)
      if (i <= n - j + 1)
        A[i][j] = A[i][j] + B[i][j];
}

void kernel_tutorial_triangular(int n,
                                DATA_TYPE POLYBENCH_2D(A, N + 2, N + 2, n + 2, n + 2),
                                DATA_TYPE POLYBENCH_2D(B, N + 2, N + 2, n + 2, n + 2))
{
  pv_restrict_kernel_tutorial_triangular(n, A, B);
}
/* ==== recipe: tile(i=4, j=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_tutorial_triangular(int n,
                                DATA_TYPE POLYBENCH_2D(A, N + 2, N + 2, n + 2, n + 2),
                                DATA_TYPE POLYBENCH_2D(B, N + 2, N + 2, n + 2, n + 2))
{
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/B); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(A + 1, A + n + 1, B + 1, B + n + 1)) {
    for (int i_t = 0; i_t <= pv_floord(n, 4); i_t++) {
      for (int j_t = 0; j_t <= pv_min(n / 3, -i_t + (n - i_t + 1) / 3); j_t++) {
        for (int i_p = pv_max(1, 4 * i_t); i_p <= pv_min(n, pv_min(4 * i_t + 3, n - 3 * j_t + 1)); i_p++) {
          for (int j_p = pv_max(1, 3 * j_t); j_p <= pv_min(3 * j_t + 2, n - i_p + 1); j_p++) {
            A[i_p][j_p] = A[i_p][j_p] + B[i_p][j_p];
          }
        }
      }
    }
  } else {
    for (int i = 1; i <= n; i++) {
      for (int j = 1; j <= n - i + 1; j++) {
        A[i][j] = A[i][j] + B[i][j];
      }
    }
  }
}
/* ==== recipe: skew(j, i, 1); tile(i=4, j=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_tutorial_triangular(int n,
                                DATA_TYPE POLYBENCH_2D(A, N + 2, N + 2, n + 2, n + 2),
                                DATA_TYPE POLYBENCH_2D(B, N + 2, N + 2, n + 2, n + 2))
{
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/B); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(A + 1, A + n + 1, B + 1, B + n + 1)) {
    for (int i_t = 0; i_t <= pv_floord(n, 4); i_t++) {
      for (int j_t = i_t + (i_t + 1) / 3; j_t <= (n + 1) / 3; j_t++) {
        for (int i_p = pv_max(1, 4 * i_t); i_p <= pv_min(n, pv_min(4 * i_t + 3, 3 * j_t + 1)); i_p++) {
          for (int j_p = pv_max(3 * j_t, i_p + 1); j_p <= pv_min(n + 1, 3 * j_t + 2); j_p++) {
            A[i_p][j_p - i_p] = A[i_p][j_p - i_p] + B[i_p][j_p - i_p];
          }
        }
      }
    }
  } else {
    for (int i = 1; i <= n; i++) {
      for (int j = 1; j <= n - i + 1; j++) {
        A[i][j] = A[i][j] + B[i][j];
      }
    }
  }
}
/* ==== recipe: tile(i=3, j=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_tutorial_triangular(int n,
                                DATA_TYPE POLYBENCH_2D(A, N + 2, N + 2, n + 2, n + 2),
                                DATA_TYPE POLYBENCH_2D(B, N + 2, N + 2, n + 2, n + 2))
{
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/B); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(A + 1, A + n + 1, B + 1, B + n + 1)) {
    for (int i_t = 0; i_t <= pv_floord(n, 3); i_t++) {
      for (int j_t = 0; j_t <= pv_min(n / 3, -i_t + (n + 1) / 3); j_t++) {
        for (int i_p = pv_max(1, 3 * i_t); i_p <= pv_min(n, pv_min(3 * i_t + 2, n - 3 * j_t + 1)); i_p++) {
          for (int j_p = pv_max(1, 3 * j_t); j_p <= pv_min(3 * j_t + 2, n - i_p + 1); j_p++) {
            A[i_p][j_p] = A[i_p][j_p] + B[i_p][j_p];
          }
        }
      }
    }
  } else {
    for (int i = 1; i <= n; i++) {
      for (int j = 1; j <= n - i + 1; j++) {
        A[i][j] = A[i][j] + B[i][j];
      }
    }
  }
}
