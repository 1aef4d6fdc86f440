/* ==== recipe: (original) ==== */
void kernel_atax(int m, int n,
                 DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                 DATA_TYPE POLYBENCH_1D(x, N, n),
                 DATA_TYPE POLYBENCH_1D(y, N, n),
                 DATA_TYPE POLYBENCH_1D(tmp, M, m))
{
  int i, j;
#pragma scop
  for (i = 0; i < _PB_N; i++)
    y[i] = SCALAR_VAL(0.0);
  for (i = 0; i < _PB_M; i++) {
    tmp[i] = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_N; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (j = 0; j < _PB_N; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
#pragma endscop
}
/* ==== recipe: auto() ==== */
void kernel_atax(int m, int n,
                 DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                 DATA_TYPE POLYBENCH_1D(x, N, n),
                 DATA_TYPE POLYBENCH_1D(y, N, n),
                 DATA_TYPE POLYBENCH_1D(tmp, M, m))
{
  int i, j;
#pragma scop
  for (i = 0; i < _PB_N; i++)
    y[i] = SCALAR_VAL(0.0);
  for (i = 0; i < _PB_M; i++) {
    tmp[i] = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_N; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (j = 0; j < _PB_N; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_atax passes them to
   pv_restrict_kernel_atax as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_atax(int m, int n, DATA_TYPE A[restrict m][n], DATA_TYPE x[restrict n], DATA_TYPE y[restrict n], DATA_TYPE tmp[restrict m])
{
  int i, j;
#pragma scop
  for (i = 0; i < _PB_N; i++)
    y[i] = SCALAR_VAL(0.0);
  for (i = 0; i < _PB_M; i++) {
    tmp[i] = SCALAR_VAL(0.0);
    for (j = 0; j < _PB_N; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (j = 0; j < _PB_N; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
#pragma endscop
}

void kernel_atax(int m, int n,
                 DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                 DATA_TYPE POLYBENCH_1D(x, N, n),
                 DATA_TYPE POLYBENCH_1D(y, N, n),
                 DATA_TYPE POLYBENCH_1D(tmp, M, m))
{
  pv_restrict_kernel_atax(m, n, A, x, y, tmp);
}
/* ==== recipe: tile(j@S3=4) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_atax(int m, int n,
                 DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                 DATA_TYPE POLYBENCH_1D(x, N, n),
                 DATA_TYPE POLYBENCH_1D(y, N, n),
                 DATA_TYPE POLYBENCH_1D(tmp, M, m))
{
  int i, j;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (tmp/A, tmp/x, y/A, y/tmp, y/x); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(y + 0, y + (n - 1) + 1, tmp + 0, tmp + (m - 1) + 1)
      && pv_disjoint(y + 0, y + (n - 1) + 1, A + 0, A + (m - 1) + 1)
      && pv_disjoint(y + 0, y + (n - 1) + 1, x + 0, x + (n - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (m - 1) + 1, A + 0, A + (m - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (m - 1) + 1, x + 0, x + (n - 1) + 1)) {
    for (i = 0; i < _PB_N; i++) {
      y[i] = SCALAR_VAL(0.0);
    }
    for (i = 0; i < _PB_M; i++) {
      tmp[i] = SCALAR_VAL(0.0);
      for (j = 0; j < _PB_N; j++) {
        tmp[i] = tmp[i] + A[i][j] * x[j];
      }
      for (int j_t = 0; j_t <= pv_floord(_PB_N - 1, 4); j_t++) {
        for (int j_p = 4 * j_t; j_p <= pv_min(_PB_N - 1, 4 * j_t + 3); j_p++) {
          y[j_p] = y[j_p] + A[i][j_p] * tmp[i];
        }
      }
    }
  } else {
    for (i = 0; i < _PB_N; i++) {
      y[i] = SCALAR_VAL(0.0);
    }
    for (i = 0; i < _PB_M; i++) {
      tmp[i] = SCALAR_VAL(0.0);
      for (j = 0; j < _PB_N; j++) {
        tmp[i] = tmp[i] + A[i][j] * x[j];
      }
      for (j = 0; j < _PB_N; j++) {
        y[j] = y[j] + A[i][j] * tmp[i];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: skew(j@S2, i@S1, 1) ==== */
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_atax(int m, int n,
                 DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                 DATA_TYPE POLYBENCH_1D(x, N, n),
                 DATA_TYPE POLYBENCH_1D(y, N, n),
                 DATA_TYPE POLYBENCH_1D(tmp, M, m))
{
  int i, j;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (tmp/A, tmp/x, y/A, y/tmp, y/x); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(y + 0, y + (n - 1) + 1, tmp + 0, tmp + (m - 1) + 1)
      && pv_disjoint(y + 0, y + (n - 1) + 1, A + 0, A + (m - 1) + 1)
      && pv_disjoint(y + 0, y + (n - 1) + 1, x + 0, x + (n - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (m - 1) + 1, A + 0, A + (m - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (m - 1) + 1, x + 0, x + (n - 1) + 1)) {
    for (i = 0; i < _PB_N; i++) {
      y[i] = SCALAR_VAL(0.0);
    }
    for (i = 0; i < _PB_M; i++) {
      tmp[i] = SCALAR_VAL(0.0);
      for (j = i; j < _PB_N + i; j++) {
        tmp[i] = tmp[i] + A[i][j - i] * x[j - i];
      }
      for (j = 0; j < _PB_N; j++) {
        y[j] = y[j] + A[i][j] * tmp[i];
      }
    }
  } else {
    for (i = 0; i < _PB_N; i++) {
      y[i] = SCALAR_VAL(0.0);
    }
    for (i = 0; i < _PB_M; i++) {
      tmp[i] = SCALAR_VAL(0.0);
      for (j = 0; j < _PB_N; j++) {
        tmp[i] = tmp[i] + A[i][j] * x[j];
      }
      for (j = 0; j < _PB_N; j++) {
        y[j] = y[j] + A[i][j] * tmp[i];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: isl_schedule() ==== */
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_atax(int m, int n,
                 DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                 DATA_TYPE POLYBENCH_1D(x, N, n),
                 DATA_TYPE POLYBENCH_1D(y, N, n),
                 DATA_TYPE POLYBENCH_1D(tmp, M, m))
{
  int i, j;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (tmp/A, tmp/x, y/A, y/tmp, y/x); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(y + 0, y + (n - 1) + 1, tmp + 0, tmp + (m - 1) + 1)
      && pv_disjoint(y + 0, y + (n - 1) + 1, A + 0, A + (m - 1) + 1)
      && pv_disjoint(y + 0, y + (n - 1) + 1, x + 0, x + (n - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (m - 1) + 1, A + 0, A + (m - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (m - 1) + 1, x + 0, x + (n - 1) + 1)) {
    for (i = 0; i < _PB_M; i++) {
      tmp[i] = SCALAR_VAL(0.0);
      for (j = 0; j < _PB_N; j++) {
        tmp[i] = tmp[i] + A[i][j] * x[j];
      }
    }
    for (int c0 = 0; c0 < _PB_N; c0++) {
      y[c0] = SCALAR_VAL(0.0);
      for (i = 0; i < _PB_M; i++) {
        y[c0] = y[c0] + A[i][c0] * tmp[i];
      }
    }
  } else {
    for (i = 0; i < _PB_N; i++) {
      y[i] = SCALAR_VAL(0.0);
    }
    for (i = 0; i < _PB_M; i++) {
      tmp[i] = SCALAR_VAL(0.0);
      for (j = 0; j < _PB_N; j++) {
        tmp[i] = tmp[i] + A[i][j] * x[j];
      }
      for (j = 0; j < _PB_N; j++) {
        y[j] = y[j] + A[i][j] * tmp[i];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: allow_reassociation(); parallel(i@S1) ==== */
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_atax(int m, int n,
                 DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                 DATA_TYPE POLYBENCH_1D(x, N, n),
                 DATA_TYPE POLYBENCH_1D(y, N, n),
                 DATA_TYPE POLYBENCH_1D(tmp, M, m))
{
  int i, j;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (tmp/A, tmp/x, y/A, y/tmp, y/x); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(y + 0, y + (n - 1) + 1, tmp + 0, tmp + (m - 1) + 1)
      && pv_disjoint(y + 0, y + (n - 1) + 1, A + 0, A + (m - 1) + 1)
      && pv_disjoint(y + 0, y + (n - 1) + 1, x + 0, x + (n - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (m - 1) + 1, A + 0, A + (m - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (m - 1) + 1, x + 0, x + (n - 1) + 1)) {
    for (i = 0; i < _PB_N; i++) {
      y[i] = SCALAR_VAL(0.0);
    }
    /* polyviz: each thread reduces into a private copy of y[0:_PB_N] on its stack;
       copies larger than 1 MiB (or empty ones) run the loop on one thread instead */
    if (_PB_N >= 1 && (long)(_PB_N) * (long)sizeof(y[0]) <= 1048576L) {
      #pragma omp parallel for private(j) reduction(+: y[0:_PB_N])
      for (i = 0; i < _PB_M; i++) {
        tmp[i] = SCALAR_VAL(0.0);
        for (j = 0; j < _PB_N; j++) {
          tmp[i] = tmp[i] + A[i][j] * x[j];
        }
        for (j = 0; j < _PB_N; j++) {
          y[j] = y[j] + A[i][j] * tmp[i];
        }
      }
    } else {
      for (i = 0; i < _PB_M; i++) {
        tmp[i] = SCALAR_VAL(0.0);
        for (j = 0; j < _PB_N; j++) {
          tmp[i] = tmp[i] + A[i][j] * x[j];
        }
        for (j = 0; j < _PB_N; j++) {
          y[j] = y[j] + A[i][j] * tmp[i];
        }
      }
    }
  } else {
    for (i = 0; i < _PB_N; i++) {
      y[i] = SCALAR_VAL(0.0);
    }
    for (i = 0; i < _PB_M; i++) {
      tmp[i] = SCALAR_VAL(0.0);
      for (j = 0; j < _PB_N; j++) {
        tmp[i] = tmp[i] + A[i][j] * x[j];
      }
      for (j = 0; j < _PB_N; j++) {
        y[j] = y[j] + A[i][j] * tmp[i];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: shift(S3, j@S3, 2); stripmine(j@S2, 4); unroll(j_p) ==== */
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_atax(int m, int n,
                 DATA_TYPE POLYBENCH_2D(A, M, N, m, n),
                 DATA_TYPE POLYBENCH_1D(x, N, n),
                 DATA_TYPE POLYBENCH_1D(y, N, n),
                 DATA_TYPE POLYBENCH_1D(tmp, M, m))
{
  int i, j;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (tmp/A, tmp/x, y/A, y/tmp, y/x); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(y + 0, y + (n - 1) + 1, tmp + 0, tmp + (m - 1) + 1)
      && pv_disjoint(y + 0, y + (n - 1) + 1, A + 0, A + (m - 1) + 1)
      && pv_disjoint(y + 0, y + (n - 1) + 1, x + 0, x + (n - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (m - 1) + 1, A + 0, A + (m - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (m - 1) + 1, x + 0, x + (n - 1) + 1)) {
    for (i = 0; i < _PB_N; i++) {
      y[i] = SCALAR_VAL(0.0);
    }
    for (i = 0; i < _PB_M; i++) {
      tmp[i] = SCALAR_VAL(0.0);
      for (int j_t = 0; j_t <= pv_floord(_PB_N - 1, 4); j_t++) {
        tmp[i] = tmp[i] + A[i][4 * j_t] * x[4 * j_t];
        if (4 * j_t <= _PB_N - 2) {
          tmp[i] = tmp[i] + A[i][4 * j_t + 1] * x[4 * j_t + 1];
          if (4 * j_t <= _PB_N - 3) {
            tmp[i] = tmp[i] + A[i][4 * j_t + 2] * x[4 * j_t + 2];
            if (4 * j_t <= _PB_N - 4) {
              tmp[i] = tmp[i] + A[i][4 * j_t + 3] * x[4 * j_t + 3];
            }
          }
        }
      }
      for (j = 2; j <= _PB_N + 1; j++) {
        y[j - 2] = y[j - 2] + A[i][j - 2] * tmp[i];
      }
    }
  } else {
    for (i = 0; i < _PB_N; i++) {
      y[i] = SCALAR_VAL(0.0);
    }
    for (i = 0; i < _PB_M; i++) {
      tmp[i] = SCALAR_VAL(0.0);
      for (j = 0; j < _PB_N; j++) {
        tmp[i] = tmp[i] + A[i][j] * x[j];
      }
      for (j = 0; j < _PB_N; j++) {
        y[j] = y[j] + A[i][j] * tmp[i];
      }
    }
  }
#pragma endscop
}
