/* ==== recipe: (original) ==== */
void kernel_blur2d(int n, int m,
                   DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(tmp, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m - 1; j++)
      tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      out[i][j] = SCALAR_VAL(0.3333333333333333) * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
#pragma endscop
}
/* ==== recipe: auto() ==== */
void kernel_blur2d(int n, int m,
                   DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(tmp, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m - 1; j++)
      tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      out[i][j] = SCALAR_VAL(0.3333333333333333) * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_blur2d passes them to
   pv_restrict_kernel_blur2d as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_blur2d(int n, int m, DATA_TYPE img[restrict n][m], DATA_TYPE tmp[restrict n][m], DATA_TYPE out[restrict n][m])
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m - 1; j++)
      tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      out[i][j] = SCALAR_VAL(0.3333333333333333) * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
#pragma endscop
}

void kernel_blur2d(int n, int m,
                   DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(tmp, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
  pv_restrict_kernel_blur2d(n, m, img, tmp, out);
}
/* ==== recipe: tile(i@S1=4, j@S1=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_blur2d(int n, int m,
                   DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(tmp, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (img/out, tmp/img, tmp/out); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (n - 1) + 1, img + 0, img + (n - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (n - 1) + 1, out + 1, out + (n - 2) + 1)
      && pv_disjoint(img + 0, img + (n - 1) + 1, out + 1, out + (n - 2) + 1)) {
    for (int i = 0; i < n; i++) {
      for (int j = 1; j < m - 1; j++) {
        tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      }
    }
    for (int i_t = 0; i_t < pv_floord(n + 2, 4); i_t++) {
      for (int j_t = 0; j_t < pv_floord(m + 1, 3); j_t++) {
        for (int i_p = pv_max(1, 4 * i_t); i_p <= pv_min(n - 2, 4 * i_t + 3); i_p++) {
          for (int j_p = pv_max(1, 3 * j_t); j_p <= pv_min(m - 2, 3 * j_t + 2); j_p++) {
            out[i_p][j_p] = SCALAR_VAL(0.3333333333333333) * (tmp[i_p - 1][j_p] + tmp[i_p][j_p] + tmp[i_p + 1][j_p]);
          }
        }
      }
    }
  } else {
    for (int i = 0; i < n; i++) {
      for (int j = 1; j < m - 1; j++) {
        tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      }
    }
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        out[i][j] = SCALAR_VAL(0.3333333333333333) * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: skew(j@S1, i@S1, 1); tile(i@S1=4, j@S1=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_blur2d(int n, int m,
                   DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(tmp, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (img/out, tmp/img, tmp/out); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (n - 1) + 1, img + 0, img + (n - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (n - 1) + 1, out + 1, out + (n - 2) + 1)
      && pv_disjoint(img + 0, img + (n - 1) + 1, out + 1, out + (n - 2) + 1)) {
    for (int i = 0; i < n; i++) {
      for (int j = 1; j < m - 1; j++) {
        tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      }
    }
    for (int i_t = 0; i_t < pv_floord(n + 2, 4); i_t++) {
      for (int j_t = i_t + (i_t + 1) / 3; j_t <= pv_min(pv_floord(n + m - 1, 3) - 1, i_t + pv_floord(m + i_t + 1, 3)); j_t++) {
        for (int i_p = pv_max(1, pv_max(4 * i_t, -m + 3 * j_t + 2)); i_p <= pv_min(n - 2, pv_min(4 * i_t + 3, 3 * j_t + 1)); i_p++) {
          for (int j_p = pv_max(3 * j_t, i_p + 1); j_p <= pv_min(3 * j_t + 2, m + i_p - 2); j_p++) {
            out[i_p][j_p - i_p] = SCALAR_VAL(0.3333333333333333) * (tmp[i_p - 1][j_p - i_p] + tmp[i_p][j_p - i_p] + tmp[i_p + 1][j_p - i_p]);
          }
        }
      }
    }
  } else {
    for (int i = 0; i < n; i++) {
      for (int j = 1; j < m - 1; j++) {
        tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      }
    }
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        out[i][j] = SCALAR_VAL(0.3333333333333333) * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S1=8) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_blur2d(int n, int m,
                   DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(tmp, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (img/out, tmp/img, tmp/out); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (n - 1) + 1, img + 0, img + (n - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (n - 1) + 1, out + 1, out + (n - 2) + 1)
      && pv_disjoint(img + 0, img + (n - 1) + 1, out + 1, out + (n - 2) + 1)) {
    for (int i = 0; i < n; i++) {
      for (int j = 1; j < m - 1; j++) {
        tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      }
    }
    for (int i_t = 0; i_t <= pv_floord(n - 2, 8); i_t++) {
      for (int i_p = pv_max(1, 8 * i_t); i_p <= pv_min(n - 2, 8 * i_t + 7); i_p++) {
        for (int j = 1; j < m - 1; j++) {
          out[i_p][j] = SCALAR_VAL(0.3333333333333333) * (tmp[i_p - 1][j] + tmp[i_p][j] + tmp[i_p + 1][j]);
        }
      }
    }
  } else {
    for (int i = 0; i < n; i++) {
      for (int j = 1; j < m - 1; j++) {
        tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      }
    }
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        out[i][j] = SCALAR_VAL(0.3333333333333333) * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S1=5, j@S1=7); compute_at(S0, i_t) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_blur2d(int n, int m,
                   DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(tmp, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (img/out, tmp/img, tmp/out); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (n - 1) + 1, img + 0, img + (n - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (n - 1) + 1, out + 1, out + (n - 2) + 1)
      && pv_disjoint(img + 0, img + (n - 1) + 1, out + 1, out + (n - 2) + 1)) {
    if (n <= 2) {
      for (int i = 0; i < n; i++) {
        for (int j = 1; j < m - 1; j++) {
          tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
        }
      }
    } else {
      for (int i_t = 0; i_t <= (n - 2) / 5; i_t++) {
        for (int i = pv_max(0, 5 * i_t - 1); i <= pv_min(n - 1, 5 * i_t + 5); i++) {
          for (int j = 1; j < m - 1; j++) {
            tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
          }
        }
        for (int j_t = 0; j_t <= pv_floord(m - 2, 7); j_t++) {
          for (int i_p = pv_max(1, 5 * i_t); i_p <= pv_min(n - 2, 5 * i_t + 4); i_p++) {
            for (int j_p = pv_max(1, 7 * j_t); j_p <= pv_min(m - 2, 7 * j_t + 6); j_p++) {
              out[i_p][j_p] = SCALAR_VAL(0.3333333333333333) * (tmp[i_p - 1][j_p] + tmp[i_p][j_p] + tmp[i_p + 1][j_p]);
            }
          }
        }
      }
    }
  } else {
    for (int i = 0; i < n; i++) {
      for (int j = 1; j < m - 1; j++) {
        tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      }
    }
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        out[i][j] = SCALAR_VAL(0.3333333333333333) * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S1=5, j@S1=7); compute_at(S0, j_t) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_blur2d(int n, int m,
                   DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(tmp, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (img/out, tmp/img, tmp/out); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (n - 1) + 1, img + 0, img + (n - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (n - 1) + 1, out + 1, out + (n - 2) + 1)
      && pv_disjoint(img + 0, img + (n - 1) + 1, out + 1, out + (n - 2) + 1)) {
    if (n <= 2) {
      for (int i = 0; i < n; i++) {
        for (int j = 1; j < m - 1; j++) {
          tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
        }
      }
    } else {
      for (int i_t = 0; i_t <= (n - 2) / 5; i_t++) {
        for (int j_t = 0; j_t <= pv_floord(m - 2, 7); j_t++) {
          for (int i = pv_max(0, 5 * i_t - 1); i <= pv_min(n - 1, 5 * i_t + 5); i++) {
            for (int j = pv_max(1, 7 * j_t); j <= pv_min(m - 2, 7 * j_t + 6); j++) {
              tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
            }
          }
          for (int i_p = pv_max(1, 5 * i_t); i_p <= pv_min(n - 2, 5 * i_t + 4); i_p++) {
            for (int j_p = pv_max(1, 7 * j_t); j_p <= pv_min(m - 2, 7 * j_t + 6); j_p++) {
              out[i_p][j_p] = SCALAR_VAL(0.3333333333333333) * (tmp[i_p - 1][j_p] + tmp[i_p][j_p] + tmp[i_p + 1][j_p]);
            }
          }
        }
      }
    }
  } else {
    for (int i = 0; i < n; i++) {
      for (int j = 1; j < m - 1; j++) {
        tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      }
    }
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        out[i][j] = SCALAR_VAL(0.3333333333333333) * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S1=1, j@S1=3); compute_at(S0, j_t); interchange(i_p, j_p) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_blur2d(int n, int m,
                   DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(tmp, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (img/out, tmp/img, tmp/out); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (n - 1) + 1, img + 0, img + (n - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (n - 1) + 1, out + 1, out + (n - 2) + 1)
      && pv_disjoint(img + 0, img + (n - 1) + 1, out + 1, out + (n - 2) + 1)) {
    if (n <= 2) {
      for (int i = 0; i < n; i++) {
        for (int j = 1; j < m - 1; j++) {
          tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
        }
      }
    }
    for (int i_t = 1; i_t < n - 1; i_t++) {
      for (int j_t = 0; j_t < pv_floord(m + 1, 3); j_t++) {
        for (int i = i_t - 1; i <= i_t + 1; i++) {
          for (int j = pv_max(1, 3 * j_t); j <= pv_min(m - 2, 3 * j_t + 2); j++) {
            tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
          }
        }
        for (int j_p = pv_max(1, 3 * j_t); j_p <= pv_min(m - 2, 3 * j_t + 2); j_p++) {
          out[i_t][j_p] = SCALAR_VAL(0.3333333333333333) * (tmp[i_t - 1][j_p] + tmp[i_t][j_p] + tmp[i_t + 1][j_p]);
        }
      }
    }
  } else {
    for (int i = 0; i < n; i++) {
      for (int j = 1; j < m - 1; j++) {
        tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      }
    }
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        out[i][j] = SCALAR_VAL(0.3333333333333333) * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S1=5, j@S1=7); compute_at(S0, j_t); local_buffer(tmp) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_blur2d(int n, int m,
                   DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(tmp, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (img/out, tmp/img, tmp/out); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (n - 1) + 1, img + 0, img + (n - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (n - 1) + 1, out + 1, out + (n - 2) + 1)
      && pv_disjoint(img + 0, img + (n - 1) + 1, out + 1, out + (n - 2) + 1)) {
    if (n >= 3) {
      for (int i_t = 0; i_t <= (n - 2) / 5; i_t++) {
        for (int j_t = 0; j_t <= pv_floord(m - 2, 7); j_t++) {
          double tmp_tile[7][7];  /* this tile's part of tmp */
          for (int i = pv_max(0, 5 * i_t - 1); i <= pv_min(n - 1, 5 * i_t + 5); i++) {
            for (int j = pv_max(1, 7 * j_t); j <= pv_min(m - 2, 7 * j_t + 6); j++) {
              tmp_tile[i - 5 * i_t + 1][j - 7 * j_t] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
            }
          }
          for (int i_p = pv_max(1, 5 * i_t); i_p <= pv_min(n - 2, 5 * i_t + 4); i_p++) {
            for (int j_p = pv_max(1, 7 * j_t); j_p <= pv_min(m - 2, 7 * j_t + 6); j_p++) {
              out[i_p][j_p] = SCALAR_VAL(0.3333333333333333) * (tmp_tile[i_p - 5 * i_t][j_p - 7 * j_t] + tmp_tile[i_p - 5 * i_t + 1][j_p - 7 * j_t] + tmp_tile[i_p - 5 * i_t + 2][j_p - 7 * j_t]);
            }
          }
        }
      }
    }
  } else {
    for (int i = 0; i < n; i++) {
      for (int j = 1; j < m - 1; j++) {
        tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      }
    }
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        out[i][j] = SCALAR_VAL(0.3333333333333333) * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S1=8, j@S1=8); compute_at(S0, j_t); local_buffer(tmp); parallel(i_t) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#ifndef PV_LOAD_FILE
#define PV_LOAD_FILE "/proc/loadavg"
#endif
#define PV_LOAD_SAMPLES 4
#define PV_LOAD_GAP_US 50
#ifdef _OPENMP
int omp_get_max_threads(void);
int omp_get_num_procs(void);
double omp_get_wtime(void);
#endif
/* polyviz: the parallel loops run on OMP_NUM_THREADS threads when it is set, else on the CPUs
   that no other running task holds as the call starts (OpenMP's number where that is unknown) */
static int pv_free_cpus(void)
{
  int chosen = 1, others = 0;
#ifdef _OPENMP
  int limit = omp_get_max_threads(), procs = omp_get_num_procs();
  chosen = limit;
  if (limit > 1 && !getenv("OMP_NUM_THREADS") && !getenv("OMP_DYNAMIC")) {
    double start = omp_get_wtime();
    clock_t cpu = clock();
    int own = 0;
    others = procs;
    for (int sample = 0; sample < PV_LOAD_SAMPLES && others - own > 0 && procs - others + own < limit; sample++) {
      int running = 1;
      if (sample) {
        double until = omp_get_wtime() + PV_LOAD_GAP_US * 1e-6;
        while (omp_get_wtime() < until)
          ;
      }
      FILE *load = fopen(PV_LOAD_FILE, "r");
      if (!load) {
        others = own = 0;
        break;
      }
      if (fscanf(load, "%*f %*f %*f %d", &running) != 1)
        running = 1;
      fclose(load);
      if (running - 1 < others)
        others = running - 1;
      if (sample) {
        double wall = omp_get_wtime() - start;
        own = (int)((double)(clock() - cpu) / CLOCKS_PER_SEC / wall - 0.5);
      }
    }
    others = others - own > 0 ? others - own : 0;
    chosen = procs - others < 1 ? 1 : procs - others < limit ? procs - others : limit;
  }
#endif
  if (getenv("POLYVIZ_SHOW_THREADS"))
    fprintf(stderr, "polyviz: parallel loops on %d of %d threads (other running tasks: %d)\n", chosen,
#ifdef _OPENMP
            omp_get_max_threads(),
#else
            1,
#endif
            others);
  return chosen;
}
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_blur2d(int n, int m,
                   DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(tmp, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (img/out, tmp/img, tmp/out); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (n - 1) + 1, img + 0, img + (n - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (n - 1) + 1, out + 1, out + (n - 2) + 1)
      && pv_disjoint(img + 0, img + (n - 1) + 1, out + 1, out + (n - 2) + 1)) {
    if (n >= 3) {
      #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
      for (int i_t = 0; i_t <= (n - 2) / 8; i_t++) {
        for (int j_t = 0; j_t <= pv_floord(m - 2, 8); j_t++) {
          double tmp_tile[10][8];  /* this tile's part of tmp */
          for (int i = pv_max(0, 8 * i_t - 1); i <= pv_min(n - 1, 8 * i_t + 8); i++) {
            for (int j = pv_max(1, 8 * j_t); j <= pv_min(m - 2, 8 * j_t + 7); j++) {
              tmp_tile[i - 8 * i_t + 1][j - 8 * j_t] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
            }
          }
          for (int i_p = pv_max(1, 8 * i_t); i_p <= pv_min(n - 2, 8 * i_t + 7); i_p++) {
            for (int j_p = pv_max(1, 8 * j_t); j_p <= pv_min(m - 2, 8 * j_t + 7); j_p++) {
              out[i_p][j_p] = SCALAR_VAL(0.3333333333333333) * (tmp_tile[i_p - 8 * i_t][j_p - 8 * j_t] + tmp_tile[i_p - 8 * i_t + 1][j_p - 8 * j_t] + tmp_tile[i_p - 8 * i_t + 2][j_p - 8 * j_t]);
            }
          }
        }
      }
    }
  } else {
    for (int i = 0; i < n; i++) {
      for (int j = 1; j < m - 1; j++) {
        tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      }
    }
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        out[i][j] = SCALAR_VAL(0.3333333333333333) * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S1=5, j@S1=7); compute_at(S0, j_t); local_buffer(tmp); stream_stores(out) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#if defined(__GNUC__) && defined(__x86_64__)
#if defined(__AVX512F__)
#define PV_STREAM_BYTES 64
#elif defined(__AVX__)
#define PV_STREAM_BYTES 32
#else
#define PV_STREAM_BYTES 16
#endif
#if defined(__clang__)
#define pv_stream_vector(p, v) __builtin_nontemporal_store((v), (p))
#elif PV_STREAM_BYTES == 64
#define pv_stream_vector(p, v) __builtin_ia32_movntdq512((p), (v))
#elif PV_STREAM_BYTES == 32
#define pv_stream_vector(p, v) __builtin_ia32_movntdq256((p), (v))
#else
#define pv_stream_vector(p, v) __builtin_ia32_movntdq((p), (v))
#endif
#define pv_stream(dst, src, count) do { if ((count) > 0) { \
  typedef long long pv_vector __attribute__((vector_size(PV_STREAM_BYTES), may_alias)); \
  char *pv_to = (char *)(dst); const char *pv_from = (const char *)(src); \
  long pv_bytes = (long)(count) * (long)sizeof *(src); \
  long pv_at = (long)(-(__UINTPTR_TYPE__)pv_to & (PV_STREAM_BYTES - 1)); \
  if (pv_at > pv_bytes) pv_at = pv_bytes; \
  __builtin_memcpy(pv_to, pv_from, pv_at); \
  for (; pv_at + PV_STREAM_BYTES <= pv_bytes; pv_at += PV_STREAM_BYTES) { \
    pv_vector pv_v; __builtin_memcpy(&pv_v, pv_from + pv_at, PV_STREAM_BYTES); \
    pv_stream_vector((pv_vector *)(pv_to + pv_at), pv_v); } \
  __builtin_memcpy(pv_to + pv_at, pv_from + pv_at, pv_bytes - pv_at); } } while (0)
#define pv_stream_fence() __builtin_ia32_sfence()
#else
#define pv_stream(dst, src, count) do { for (long pv_k = 0; pv_k < (count); pv_k++) (dst)[pv_k] = (src)[pv_k]; } while (0)
#define pv_stream_fence() ((void)0)
#endif
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_blur2d(int n, int m,
                   DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(tmp, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (img/out, tmp/img, tmp/out); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (n - 1) + 1, img + 0, img + (n - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (n - 1) + 1, out + 1, out + (n - 2) + 1)
      && pv_disjoint(img + 0, img + (n - 1) + 1, out + 1, out + (n - 2) + 1)) {
    if (n >= 3) {
      for (int i_t = 0; i_t <= (n - 2) / 5; i_t++) {
        for (int j_t = 0; j_t <= pv_floord(m - 2, 7); j_t++) {
          double tmp_tile[7][7];  /* this tile's part of tmp */
          for (int i = pv_max(0, 5 * i_t - 1); i <= pv_min(n - 1, 5 * i_t + 5); i++) {
            for (int j = pv_max(1, 7 * j_t); j <= pv_min(m - 2, 7 * j_t + 6); j++) {
              tmp_tile[i - 5 * i_t + 1][j - 7 * j_t] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
            }
          }
          for (int i_p = pv_max(1, 5 * i_t); i_p <= pv_min(n - 2, 5 * i_t + 4); i_p++) {
            {  /* out written 512 elements at a time into a buffer, then stored with non-temporal stores */
              int j_p_last = pv_min(m - 2, 7 * j_t + 6);
              double out_chunk[512];
              for (int j_p_chunk = pv_max(1, 7 * j_t); j_p_chunk <= j_p_last; j_p_chunk += 512) {
                for (int j_p = j_p_chunk; j_p <= pv_min(j_p_last, j_p_chunk + 511); j_p++) {
                  out_chunk[j_p - j_p_chunk] = SCALAR_VAL(0.3333333333333333) * (tmp_tile[i_p - 5 * i_t][j_p - 7 * j_t] + tmp_tile[i_p - 5 * i_t + 1][j_p - 7 * j_t] + tmp_tile[i_p - 5 * i_t + 2][j_p - 7 * j_t]);
                }
                pv_stream(&out[i_p][j_p_chunk], out_chunk, pv_min(j_p_last, j_p_chunk + 511) - j_p_chunk + 1);
              }
              pv_stream_fence();
            }
          }
        }
      }
    }
  } else {
    for (int i = 0; i < n; i++) {
      for (int j = 1; j < m - 1; j++) {
        tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      }
    }
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        out[i][j] = SCALAR_VAL(0.3333333333333333) * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S1=4, j@S1=6); compute_at(S0, j_t); reverse(j_t); unroll(j_p, 2) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_blur2d(int n, int m,
                   DATA_TYPE POLYBENCH_2D(img, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(tmp, N, M, n, m),
                   DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (img/out, tmp/img, tmp/out); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (n - 1) + 1, img + 0, img + (n - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (n - 1) + 1, out + 1, out + (n - 2) + 1)
      && pv_disjoint(img + 0, img + (n - 1) + 1, out + 1, out + (n - 2) + 1)) {
    if (n <= 2) {
      for (int i = 0; i < n; i++) {
        for (int j = 1; j < m - 1; j++) {
          tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
        }
      }
    } else {
      if (m >= 3) {
        for (int i_t = 0; i_t < (n + 2) / 4; i_t++) {
          for (int j_t = -((m + 4) / 6) + 1; j_t <= 0; j_t++) {
            for (int i = pv_max(0, 4 * i_t - 1); i <= pv_min(n - 1, 4 * i_t + 4); i++) {
              for (int j = pv_max(1, -6 * j_t); j <= pv_min(m - 2, -6 * j_t + 5); j++) {
                tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
              }
            }
            for (int i_p = pv_max(1, 4 * i_t); i_p <= pv_min(n - 2, 4 * i_t + 3); i_p++) {
              for (int j_p = -6 * j_t; j_p <= pv_min(m - 2, -6 * j_t + 5); j_p += 2) {
                if (j_p >= 2) {
                  out[i_p][j_p] = SCALAR_VAL(0.3333333333333333) * (tmp[i_p - 1][j_p] + tmp[i_p][j_p] + tmp[i_p + 1][j_p]);
                }
                if (j_p <= m - 3) {
                  out[i_p][j_p + 1] = SCALAR_VAL(0.3333333333333333) * (tmp[i_p - 1][j_p + 1] + tmp[i_p][j_p + 1] + tmp[i_p + 1][j_p + 1]);
                }
              }
            }
          }
        }
      }
    }
  } else {
    for (int i = 0; i < n; i++) {
      for (int j = 1; j < m - 1; j++) {
        tmp[i][j] = SCALAR_VAL(0.3333333333333333) * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      }
    }
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        out[i][j] = SCALAR_VAL(0.3333333333333333) * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
      }
    }
  }
#pragma endscop
}
