/* ==== recipe: (original) ==== */
void kernel_stencil_pipeline(int n, int m,
                             DATA_TYPE POLYBENCH_2D(a, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(b, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(d, N, M, n, m))
{
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      b[i][j] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
  for (int i = 2; i < n - 2; i++)
    for (int j = 2; j < m - 2; j++)
      c[i][j] = SCALAR_VAL(0.2) * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
  for (int i = 3; i < n - 3; i++)
    for (int j = 3; j < m - 3; j++)
      d[i][j] = SCALAR_VAL(0.2) * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
#pragma endscop
}
/* ==== recipe: auto() ==== */
void kernel_stencil_pipeline(int n, int m,
                             DATA_TYPE POLYBENCH_2D(a, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(b, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(d, N, M, n, m))
{
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      b[i][j] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
  for (int i = 2; i < n - 2; i++)
    for (int j = 2; j < m - 2; j++)
      c[i][j] = SCALAR_VAL(0.2) * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
  for (int i = 3; i < n - 3; i++)
    for (int j = 3; j < m - 3; j++)
      d[i][j] = SCALAR_VAL(0.2) * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_stencil_pipeline passes them to
   pv_restrict_kernel_stencil_pipeline as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_stencil_pipeline(int n, int m, DATA_TYPE a[restrict n][m], DATA_TYPE b[restrict n][m], DATA_TYPE c[restrict n][m], DATA_TYPE d[restrict n][m])
{
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      b[i][j] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
  for (int i = 2; i < n - 2; i++)
    for (int j = 2; j < m - 2; j++)
      c[i][j] = SCALAR_VAL(0.2) * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
  for (int i = 3; i < n - 3; i++)
    for (int j = 3; j < m - 3; j++)
      d[i][j] = SCALAR_VAL(0.2) * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
#pragma endscop
}

void kernel_stencil_pipeline(int n, int m,
                             DATA_TYPE POLYBENCH_2D(a, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(b, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(d, N, M, n, m))
{
  pv_restrict_kernel_stencil_pipeline(n, m, a, b, c, d);
}
/* ==== recipe: tile(i@S2=4, j@S2=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_stencil_pipeline(int n, int m,
                             DATA_TYPE POLYBENCH_2D(a, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(b, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(d, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (a/c, a/d, b/a, b/c, b/d, c/d); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(b + 1, b + (n - 2) + 1, a + 0, a + (n - 1) + 1)
      && pv_disjoint(b + 1, b + (n - 2) + 1, c + 2, c + (n - 3) + 1)
      && pv_disjoint(b + 1, b + (n - 2) + 1, d + 3, d + (n - 4) + 1)
      && pv_disjoint(a + 0, a + (n - 1) + 1, c + 2, c + (n - 3) + 1)
      && pv_disjoint(a + 0, a + (n - 1) + 1, d + 3, d + (n - 4) + 1)
      && pv_disjoint(c + 2, c + (n - 3) + 1, d + 3, d + (n - 4) + 1)) {
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        b[i][j] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
      }
    }
    for (int i = 2; i < n - 2; i++) {
      for (int j = 2; j < m - 2; j++) {
        c[i][j] = SCALAR_VAL(0.2) * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
      }
    }
    for (int i_t = 0; i_t < pv_floord(n, 4); i_t++) {
      for (int j_t = 1; j_t < pv_floord(m - 1, 3); j_t++) {
        for (int i_p = pv_max(3, 4 * i_t); i_p <= pv_min(n - 4, 4 * i_t + 3); i_p++) {
          for (int j_p = 3 * j_t; j_p <= pv_min(m - 4, 3 * j_t + 2); j_p++) {
            d[i_p][j_p] = SCALAR_VAL(0.2) * (c[i_p][j_p] + c[i_p - 1][j_p] + c[i_p + 1][j_p] + c[i_p][j_p - 1] + c[i_p][j_p + 1]);
          }
        }
      }
    }
  } else {
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        b[i][j] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
      }
    }
    for (int i = 2; i < n - 2; i++) {
      for (int j = 2; j < m - 2; j++) {
        c[i][j] = SCALAR_VAL(0.2) * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
      }
    }
    for (int i = 3; i < n - 3; i++) {
      for (int j = 3; j < m - 3; j++) {
        d[i][j] = SCALAR_VAL(0.2) * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: skew(j@S1, i@S1, 1); tile(i@S2=4, j@S2=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_stencil_pipeline(int n, int m,
                             DATA_TYPE POLYBENCH_2D(a, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(b, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(d, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (a/c, a/d, b/a, b/c, b/d, c/d); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(b + 1, b + (n - 2) + 1, a + 0, a + (n - 1) + 1)
      && pv_disjoint(b + 1, b + (n - 2) + 1, c + 2, c + (n - 3) + 1)
      && pv_disjoint(b + 1, b + (n - 2) + 1, d + 3, d + (n - 4) + 1)
      && pv_disjoint(a + 0, a + (n - 1) + 1, c + 2, c + (n - 3) + 1)
      && pv_disjoint(a + 0, a + (n - 1) + 1, d + 3, d + (n - 4) + 1)
      && pv_disjoint(c + 2, c + (n - 3) + 1, d + 3, d + (n - 4) + 1)) {
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        b[i][j] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
      }
    }
    for (int i = 2; i < n - 2; i++) {
      for (int j = i + 2; j < m + i - 2; j++) {
        c[i][j - i] = SCALAR_VAL(0.2) * (b[i][j - i] + b[i - 1][j - i] + b[i + 1][j - i] + b[i][j - i - 1] + b[i][j - i + 1]);
      }
    }
    for (int i_t = 0; i_t < pv_floord(n, 4); i_t++) {
      for (int j_t = 1; j_t < pv_floord(m - 1, 3); j_t++) {
        for (int i_p = pv_max(3, 4 * i_t); i_p <= pv_min(n - 4, 4 * i_t + 3); i_p++) {
          for (int j_p = 3 * j_t; j_p <= pv_min(m - 4, 3 * j_t + 2); j_p++) {
            d[i_p][j_p] = SCALAR_VAL(0.2) * (c[i_p][j_p] + c[i_p - 1][j_p] + c[i_p + 1][j_p] + c[i_p][j_p - 1] + c[i_p][j_p + 1]);
          }
        }
      }
    }
  } else {
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        b[i][j] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
      }
    }
    for (int i = 2; i < n - 2; i++) {
      for (int j = 2; j < m - 2; j++) {
        c[i][j] = SCALAR_VAL(0.2) * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
      }
    }
    for (int i = 3; i < n - 3; i++) {
      for (int j = 3; j < m - 3; j++) {
        d[i][j] = SCALAR_VAL(0.2) * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S2=5, j@S2=7); compute_at(S0, S1, j_t) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_stencil_pipeline(int n, int m,
                             DATA_TYPE POLYBENCH_2D(a, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(b, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(d, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (a/c, a/d, b/a, b/c, b/d, c/d); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(b + 1, b + (n - 2) + 1, a + 0, a + (n - 1) + 1)
      && pv_disjoint(b + 1, b + (n - 2) + 1, c + 2, c + (n - 3) + 1)
      && pv_disjoint(b + 1, b + (n - 2) + 1, d + 3, d + (n - 4) + 1)
      && pv_disjoint(a + 0, a + (n - 1) + 1, c + 2, c + (n - 3) + 1)
      && pv_disjoint(a + 0, a + (n - 1) + 1, d + 3, d + (n - 4) + 1)
      && pv_disjoint(c + 2, c + (n - 3) + 1, d + 3, d + (n - 4) + 1)) {
    if (n <= 6 || m <= 6) {
      for (int i = 1; i < n - 1; i++) {
        for (int j = 1; j < m - 1; j++) {
          b[i][j] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
        }
      }
      for (int i = 2; i < n - 2; i++) {
        for (int j = 2; j < m - 2; j++) {
          c[i][j] = SCALAR_VAL(0.2) * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
        }
      }
    } else {
      for (int i_t = 0; i_t < (n + 1) / 5; i_t++) {
        for (int j_t = 0; j_t < (m + 3) / 7; j_t++) {
          for (int i = pv_max(1, 5 * i_t - 2); i <= pv_min(n - 2, 5 * i_t + 6); i++) {
            for (int j = pv_max(1, 7 * j_t - 2); j <= pv_min(m - 2, 7 * j_t + 8); j++) {
              b[i][j] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
            }
          }
          for (int i = pv_max(2, 5 * i_t - 1); i <= pv_min(n - 3, 5 * i_t + 5); i++) {
            for (int j = pv_max(2, 7 * j_t - 1); j <= pv_min(m - 3, 7 * j_t + 7); j++) {
              c[i][j] = SCALAR_VAL(0.2) * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
            }
          }
          for (int i_p = pv_max(3, 5 * i_t); i_p <= pv_min(n - 4, 5 * i_t + 4); i_p++) {
            for (int j_p = pv_max(3, 7 * j_t); j_p <= pv_min(m - 4, 7 * j_t + 6); j_p++) {
              d[i_p][j_p] = SCALAR_VAL(0.2) * (c[i_p][j_p] + c[i_p - 1][j_p] + c[i_p + 1][j_p] + c[i_p][j_p - 1] + c[i_p][j_p + 1]);
            }
          }
        }
      }
    }
  } else {
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        b[i][j] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
      }
    }
    for (int i = 2; i < n - 2; i++) {
      for (int j = 2; j < m - 2; j++) {
        c[i][j] = SCALAR_VAL(0.2) * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
      }
    }
    for (int i = 3; i < n - 3; i++) {
      for (int j = 3; j < m - 3; j++) {
        d[i][j] = SCALAR_VAL(0.2) * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S2=5, j@S2=7); compute_at(S1, j_t); compute_at(S0, j_t); local_buffer(c) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_stencil_pipeline(int n, int m,
                             DATA_TYPE POLYBENCH_2D(a, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(b, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(d, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (a/c, a/d, b/a, b/c, b/d, c/d); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(b + 1, b + (n - 2) + 1, a + 0, a + (n - 1) + 1)
      && pv_disjoint(b + 1, b + (n - 2) + 1, c + 2, c + (n - 3) + 1)
      && pv_disjoint(b + 1, b + (n - 2) + 1, d + 3, d + (n - 4) + 1)
      && pv_disjoint(a + 0, a + (n - 1) + 1, c + 2, c + (n - 3) + 1)
      && pv_disjoint(a + 0, a + (n - 1) + 1, d + 3, d + (n - 4) + 1)
      && pv_disjoint(c + 2, c + (n - 3) + 1, d + 3, d + (n - 4) + 1)) {
    if (n <= 6 || m <= 6) {
      for (int i = 1; i < n - 1; i++) {
        for (int j = 1; j < m - 1; j++) {
          b[i][j] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
        }
      }
    } else {
      for (int i_t = 0; i_t < (n + 1) / 5; i_t++) {
        for (int j_t = 0; j_t < (m + 3) / 7; j_t++) {
          double c_tile[7][9];  /* this tile's part of c */
          for (int i = pv_max(1, 5 * i_t - 2); i <= pv_min(n - 2, 5 * i_t + 6); i++) {
            for (int j = pv_max(1, 7 * j_t - 2); j <= pv_min(m - 2, 7 * j_t + 8); j++) {
              b[i][j] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
            }
          }
          for (int i = pv_max(2, 5 * i_t - 1); i <= pv_min(n - 3, 5 * i_t + 5); i++) {
            for (int j = pv_max(2, 7 * j_t - 1); j <= pv_min(m - 3, 7 * j_t + 7); j++) {
              c_tile[i - 5 * i_t + 1][j - 7 * j_t + 1] = SCALAR_VAL(0.2) * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
            }
          }
          for (int i_p = pv_max(3, 5 * i_t); i_p <= pv_min(n - 4, 5 * i_t + 4); i_p++) {
            for (int j_p = pv_max(3, 7 * j_t); j_p <= pv_min(m - 4, 7 * j_t + 6); j_p++) {
              d[i_p][j_p] = SCALAR_VAL(0.2) * (c_tile[i_p - 5 * i_t + 1][j_p - 7 * j_t + 1] + c_tile[i_p - 5 * i_t][j_p - 7 * j_t + 1] + c_tile[i_p - 5 * i_t + 2][j_p - 7 * j_t + 1] + c_tile[i_p - 5 * i_t + 1][j_p - 7 * j_t] + c_tile[i_p - 5 * i_t + 1][j_p - 7 * j_t + 2]);
            }
          }
        }
      }
    }
  } else {
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        b[i][j] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
      }
    }
    for (int i = 2; i < n - 2; i++) {
      for (int j = 2; j < m - 2; j++) {
        c[i][j] = SCALAR_VAL(0.2) * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
      }
    }
    for (int i = 3; i < n - 3; i++) {
      for (int j = 3; j < m - 3; j++) {
        d[i][j] = SCALAR_VAL(0.2) * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S2=1, j@S2=3); compute_at(S0, S1, j_t); local_buffer(b); local_buffer(c) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_stencil_pipeline(int n, int m,
                             DATA_TYPE POLYBENCH_2D(a, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(b, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(d, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (a/c, a/d, b/a, b/c, b/d, c/d); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(b + 1, b + (n - 2) + 1, a + 0, a + (n - 1) + 1)
      && pv_disjoint(b + 1, b + (n - 2) + 1, c + 2, c + (n - 3) + 1)
      && pv_disjoint(b + 1, b + (n - 2) + 1, d + 3, d + (n - 4) + 1)
      && pv_disjoint(a + 0, a + (n - 1) + 1, c + 2, c + (n - 3) + 1)
      && pv_disjoint(a + 0, a + (n - 1) + 1, d + 3, d + (n - 4) + 1)
      && pv_disjoint(c + 2, c + (n - 3) + 1, d + 3, d + (n - 4) + 1)) {
    for (int i_t = 3; i_t < n - 3; i_t++) {
      for (int j_t = 1; j_t < pv_floord(m - 1, 3); j_t++) {
        double c_tile[3][5];  /* this tile's part of c */
        double b_tile[5][7];  /* this tile's part of b */
        for (int i = i_t - 2; i <= i_t + 2; i++) {
          for (int j = 3 * j_t - 2; j <= pv_min(m - 2, 3 * j_t + 4); j++) {
            b_tile[i - i_t + 2][j - 3 * j_t + 2] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
          }
        }
        for (int i = i_t - 1; i <= i_t + 1; i++) {
          for (int j = 3 * j_t - 1; j <= pv_min(m - 3, 3 * j_t + 3); j++) {
            c_tile[i - i_t + 1][j - 3 * j_t + 1] = SCALAR_VAL(0.2) * (b_tile[i - i_t + 2][j - 3 * j_t + 2] + b_tile[i - i_t + 1][j - 3 * j_t + 2] + b_tile[i - i_t + 3][j - 3 * j_t + 2] + b_tile[i - i_t + 2][j - 3 * j_t + 1] + b_tile[i - i_t + 2][j - 3 * j_t + 3]);
          }
        }
        for (int j_p = 3 * j_t; j_p <= pv_min(m - 4, 3 * j_t + 2); j_p++) {
          d[i_t][j_p] = SCALAR_VAL(0.2) * (c_tile[1][j_p - 3 * j_t + 1] + c_tile[0][j_p - 3 * j_t + 1] + c_tile[2][j_p - 3 * j_t + 1] + c_tile[1][j_p - 3 * j_t] + c_tile[1][j_p - 3 * j_t + 2]);
        }
      }
    }
  } else {
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        b[i][j] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
      }
    }
    for (int i = 2; i < n - 2; i++) {
      for (int j = 2; j < m - 2; j++) {
        c[i][j] = SCALAR_VAL(0.2) * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
      }
    }
    for (int i = 3; i < n - 3; i++) {
      for (int j = 3; j < m - 3; j++) {
        d[i][j] = SCALAR_VAL(0.2) * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
      }
    }
  }
#pragma endscop
}
