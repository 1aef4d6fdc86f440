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
#if defined(_OPENMP) && defined(__linux__)
#define PV_LOAD_SAMPLES 4
#define PV_LOAD_GAP_US 50
#define pv_free_cpus() ({ \
  extern int omp_get_max_threads(void), omp_get_num_procs(void); extern double omp_get_wtime(void); \
  extern char *getenv(const char *); extern long clock(void); extern struct _IO_FILE *fopen(const char *, const char *); \
  extern int fscanf(struct _IO_FILE *, const char *, ...), fclose(struct _IO_FILE *), usleep(unsigned int); \
  int pv_limit = omp_get_max_threads(), pv_procs = omp_get_num_procs(), pv_others = 0; \
  if (pv_limit > 1 && !getenv("OMP_DYNAMIC")) { \
    double pv_start = omp_get_wtime(); long pv_cpu = clock(); int pv_own = 0; \
    pv_others = pv_procs; \
    for (int pv_sample = 0; pv_sample < PV_LOAD_SAMPLES && pv_others - pv_own > 0 \
                            && pv_procs - pv_others + pv_own < pv_limit; pv_sample++) { \
      int pv_running = 1; \
      if (pv_sample) usleep(PV_LOAD_GAP_US); \
      struct _IO_FILE *pv_load = fopen("/proc/loadavg", "r"); \
      if (pv_load) { if (fscanf(pv_load, "%*f %*f %*f %d", &pv_running) != 1) pv_running = 1; fclose(pv_load); } \
      if (pv_running - 1 < pv_others) pv_others = pv_running - 1; \
      if (pv_sample) pv_own = (int)((clock() - pv_cpu) / 1e6 / (omp_get_wtime() - pv_start) + 0.5); } \
    pv_others -= pv_own; } \
  extern int dprintf(int, const char *, ...); \
  int pv_free = pv_procs - (pv_others > 0 ? pv_others : 0), \
      pv_chosen = pv_free < 1 ? 1 : pv_free < pv_limit ? pv_free : pv_limit; \
  if (getenv("POLYVIZ_SHOW_THREADS")) \
    dprintf(2, "polyviz: parallel loops on %d of %d threads (other running tasks: %d)\n", \
            pv_chosen, pv_limit, pv_others > 0 ? pv_others : 0); \
  pv_chosen; })
#elif defined(_OPENMP)
#define pv_free_cpus() ({ extern int omp_get_max_threads(void); omp_get_max_threads(); })
#else
#define pv_free_cpus() 1
#endif
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
  /* polyviz: the parallel loops run on as many threads as CPUs are free as the call starts */
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
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
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (int i = 1; i < n - 1; i++) {
      for (int j = 1; j < m - 1; j++) {
        b[i][j] = SCALAR_VAL(0.2) * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
      }
    }
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (int i = 2; i < n - 2; i++) {
      for (int j = 2; j < m - 2; j++) {
        c[i][j] = SCALAR_VAL(0.2) * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
      }
    }
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (int i = 3; i < n - 3; i++) {
      for (int j = 3; j < m - 3; j++) {
        d[i][j] = SCALAR_VAL(0.2) * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
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
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_stencil_pipeline passes them to
   pv_restrict_kernel_stencil_pipeline as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_stencil_pipeline(int n, int m, double a[restrict n][m], double b[restrict n][m], double c[restrict n][m], double d[restrict n][m])
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
void kernel_stencil_pipeline(int n, int m,
                             DATA_TYPE POLYBENCH_2D(a, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(b, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(d, N, M, n, m))
{
#pragma scop
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
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
void kernel_stencil_pipeline(int n, int m,
                             DATA_TYPE POLYBENCH_2D(a, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(b, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(d, N, M, n, m))
{
#pragma scop
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
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
void kernel_stencil_pipeline(int n, int m,
                             DATA_TYPE POLYBENCH_2D(a, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(b, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(d, N, M, n, m))
{
#pragma scop
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
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
    if (n >= 7 && m >= 7) {
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
void kernel_stencil_pipeline(int n, int m,
                             DATA_TYPE POLYBENCH_2D(a, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(b, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(d, N, M, n, m))
{
#pragma scop
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
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
    if (n >= 7 && m >= 7) {
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
void kernel_stencil_pipeline(int n, int m,
                             DATA_TYPE POLYBENCH_2D(a, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(b, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                             DATA_TYPE POLYBENCH_2D(d, N, M, n, m))
{
#pragma scop
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
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
