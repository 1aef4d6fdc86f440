/* ==== recipe: (original) ==== */
void kernel_tutorial_reversed(int n, int m,
                              DATA_TYPE POLYBENCH_2D(S, N + 1, M, n + 1, m),
                              DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  for (int i = n - 1; i >= 0; i--)
    for (int j = 0; j < m; j += 2)
      S[i][j] = S[i + 1][j] + A[i][j];
}
/* ==== recipe: auto() ==== */
void kernel_tutorial_reversed(int n, int m,
                              DATA_TYPE POLYBENCH_2D(S, N + 1, M, n + 1, m),
                              DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  for (int i = n - 1; i >= 0; i--)
    for (int j = 0; j < m; j += 2)
      S[i][j] = S[i + 1][j] + A[i][j];
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_tutorial_reversed passes them to
   pv_restrict_kernel_tutorial_reversed as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_tutorial_reversed(int n, int m, DATA_TYPE S[restrict n + 1][m], DATA_TYPE A[restrict n][m])
{
  for (int i = n - 1; i >= 0; i--)
    for (int j = 0; j < m; j += 2)
      S[i][j] = S[i + 1][j] + A[i][j];
}

void kernel_tutorial_reversed(int n, int m,
                              DATA_TYPE POLYBENCH_2D(S, N + 1, M, n + 1, m),
                              DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  pv_restrict_kernel_tutorial_reversed(n, m, S, A);
}
/* ==== recipe: tile(i=4, j=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_tutorial_reversed(int n, int m,
                              DATA_TYPE POLYBENCH_2D(S, N + 1, M, n + 1, m),
                              DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (S/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(S + 0, S + n + 1, A + 0, A + (n - 1) + 1)) {
    for (int i_t = pv_floord(-n + 1, 4); i_t <= 0; i_t++) {
      for (int j_t = 0; j_t <= pv_floord(m - 1, 3); j_t++) {
        for (int i_p = pv_min(n - 1, -4 * i_t); i_p >= pv_max(0, -4 * i_t - 3); i_p--) {
          for (int j_p = -((j_t + 1) % 2) + 3 * j_t + 1; j_p <= pv_min(m - 1, 3 * j_t + 2); j_p += 2) {
            S[i_p][j_p] = S[i_p + 1][j_p] + A[i_p][j_p];
          }
        }
      }
    }
  } else {
    for (int i = n - 1; i >= 0; i--) {
      for (int j = 0; j < m; j += 2) {
        S[i][j] = S[i + 1][j] + A[i][j];
      }
    }
  }
}
/* ==== recipe: skew(j, i, 1); tile(i=4, j=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_tutorial_reversed(int n, int m,
                              DATA_TYPE POLYBENCH_2D(S, N + 1, M, n + 1, m),
                              DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (S/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(S + 0, S + n + 1, A + 0, A + (n - 1) + 1)) {
    for (int i_t = pv_floord(-n + 1, 4); i_t <= 0; i_t++) {
      for (int j_t = pv_max(pv_floord(-n + 1, 3), i_t - (-i_t + 2) / 3); j_t <= pv_min(pv_floord(m - 1, 3), i_t + pv_floord(m + i_t - 1, 3) + 1); j_t++) {
        for (int i_p = pv_min(n - 1, pv_min(-4 * i_t, m - 3 * j_t - 1)); i_p >= pv_max(0, pv_max(-4 * i_t - 3, -3 * j_t - 2)); i_p--) {
          for (int j_p = pv_max(-i_p, -((3 * j_t + i_p + 3) % 2) + 3 * j_t + 1); j_p <= pv_min(3 * j_t + 2, m - i_p - 1); j_p += 2) {
            S[i_p][i_p + j_p] = S[i_p + 1][i_p + j_p] + A[i_p][i_p + j_p];
          }
        }
      }
    }
  } else {
    for (int i = n - 1; i >= 0; i--) {
      for (int j = 0; j < m; j += 2) {
        S[i][j] = S[i + 1][j] + A[i][j];
      }
    }
  }
}
/* ==== recipe: interchange(i, j); reverse(j) ==== */
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_tutorial_reversed(int n, int m,
                              DATA_TYPE POLYBENCH_2D(S, N + 1, M, n + 1, m),
                              DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (S/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(S + 0, S + n + 1, A + 0, A + (n - 1) + 1)) {
    for (int j = -(-2 * m + 2 * pv_floord(m, 2) + 2); j >= 0; j -= 2) {
      for (int i = n - 1; i >= 0; i--) {
        S[i][j] = S[i + 1][j] + A[i][j];
      }
    }
  } else {
    for (int i = n - 1; i >= 0; i--) {
      for (int j = 0; j < m; j += 2) {
        S[i][j] = S[i + 1][j] + A[i][j];
      }
    }
  }
}
