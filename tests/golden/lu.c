/* ==== recipe: (original) ==== */
void kernel_lu(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (j = i; j < _PB_N; j++)
      for (k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
#pragma endscop
}
/* ==== recipe: auto() ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
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
#define PV_REACHED_ALL __LONG_MAX__
#define pv_pipeline_flags(count) ({ long pv_count = (count) > 0 ? (count) : 1; \
  long *pv_flags = __builtin_malloc(pv_count * sizeof *pv_flags); \
  if (!pv_flags) { extern int dprintf(int, const char *, ...); \
    dprintf(2, "polyviz: out of memory: no %ld bytes for a pipeline's flags\n", pv_count * (long)sizeof *pv_flags); \
    __builtin_abort(); } \
  for (long pv_k = 0; pv_k < pv_count; pv_k++) pv_flags[pv_k] = -__LONG_MAX__ - 1; \
  pv_flags; })
#define pv_pipeline_wait(reached, k, value) do { if ((k) > 0) { long pv_checks = 0; \
  while (__atomic_load_n(&(reached)[(k) - 1], __ATOMIC_ACQUIRE) < (long)(value)) \
    if (++pv_checks % 1000 == 0) { extern int sched_yield(void); sched_yield(); } } } while (0)
#define pv_pipeline_post(reached, k, value) __atomic_store_n(&(reached)[k], (long)(value), __ATOMIC_RELEASE)
void kernel_lu(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
  /* polyviz: the parallel loops run on as many threads as CPUs are free as the call starts */
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  if (_PB_N >= 64) {
    for (int j_t = 0; j_t <= (_PB_N - 1) / 32; j_t++) {
      for (int i_p = 1; i_p <= 31; i_p++) {
        for (int c0_p = 0; c0_p < i_p; c0_p++) {
          if (j_t == 0) {
            A[i_p][c0_p] /= A[c0_p][c0_p];
            for (int j_p = c0_p + 1; j_p < i_p; j_p++) {
              A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
            }
          }
          for (int j_p = pv_max(32 * j_t, i_p); j_p <= pv_min(_PB_N - 1, 32 * j_t + 31); j_p++) {
            A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
          }
        }
      }
    }
  }
  {  /* pipeline(i_t): the i_t iterations run on the threads in turn, each c0_t once the previous i_t has finished it */
    int i_t_first = 1;
    long i_t_count = pv_floord(_PB_N, 32) - 1 - i_t_first + 1;
    long *i_t_reached = pv_pipeline_flags(i_t_count);  /* per i_t: the last c0_t it finished */
    #pragma omp parallel num_threads(pv_threads)
    {
      extern int omp_get_thread_num(void), omp_get_num_threads(void);
      for (long i_t_k = omp_get_thread_num(); i_t_k < i_t_count; i_t_k += omp_get_num_threads()) {
        int i_t = i_t_first + i_t_k;
        for (int c0_t = 0; c0_t < i_t; c0_t++) {
          pv_pipeline_wait(i_t_reached, i_t_k, c0_t);
          for (int i_p = 32 * i_t; i_p <= 32 * i_t + 31; i_p++) {
            for (int c0_p = 32 * c0_t; c0_p <= 32 * c0_t + 31; c0_p++) {
              A[i_p][c0_p] /= A[c0_p][c0_p];
              for (int j_p = c0_p + 1; j_p <= 32 * c0_t + 31; j_p++) {
                A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
              }
            }
          }
          for (int j_t = c0_t + 1; j_t < _PB_N / 32; j_t++) {
            for (int i_p = 32 * i_t; i_p <= 32 * i_t + 31; i_p++) {
              for (int c0_p = 32 * c0_t; c0_p <= 32 * c0_t + 31; c0_p++) {
                for (int j_p = 32 * j_t; j_p <= pv_min(32 * j_t + 31, i_p - 1); j_p++) {
                  A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
                }
                for (int j_p = pv_max(32 * j_t, i_p); j_p <= 32 * j_t + 31; j_p++) {
                  A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
                }
              }
            }
          }
          if (_PB_N % 32 >= 1) {
            for (int i_p = 32 * i_t; i_p <= 32 * i_t + 31; i_p++) {
              for (int c0_p = 32 * c0_t; c0_p <= 32 * c0_t + 31; c0_p++) {
                for (int j_p = -((_PB_N - 1) % 32) + _PB_N - 1; j_p < _PB_N; j_p++) {
                  A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
                }
              }
            }
          }
          pv_pipeline_post(i_t_reached, i_t_k, c0_t);
        }
        pv_pipeline_wait(i_t_reached, i_t_k, PV_REACHED_ALL);
        for (int j_t = i_t; j_t <= (_PB_N - 1) / 32; j_t++) {
          for (int i_p = 32 * i_t + 1; i_p <= 32 * i_t + 31; i_p++) {
            for (int c0_p = 32 * i_t; c0_p < i_p; c0_p++) {
              if (j_t == i_t) {
                A[i_p][c0_p] /= A[c0_p][c0_p];
                for (int j_p = c0_p + 1; j_p < i_p; j_p++) {
                  A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
                }
              }
              for (int j_p = pv_max(32 * j_t, i_p); j_p <= pv_min(_PB_N - 1, 32 * j_t + 31); j_p++) {
                A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
              }
            }
          }
        }
        pv_pipeline_wait(i_t_reached, i_t_k, PV_REACHED_ALL);
        pv_pipeline_post(i_t_reached, i_t_k, PV_REACHED_ALL);
      }
    }
    __builtin_free(i_t_reached);
  }
  if (_PB_N >= 64 && _PB_N % 32 >= 1) {
    for (int c0_t = 0; c0_t <= (_PB_N - 2) / 32; c0_t++) {
      for (int j_t = c0_t; j_t < _PB_N / 32; j_t++) {
        for (int i_p = -((_PB_N - 1) % 32) + _PB_N - 1; i_p < _PB_N; i_p++) {
          for (int c0_p = 32 * c0_t; c0_p <= 32 * c0_t + 31; c0_p++) {
            if (j_t == c0_t) {
              A[i_p][c0_p] /= A[c0_p][c0_p];
            }
            for (int j_p = pv_max(32 * j_t, c0_p + 1); j_p <= 32 * j_t + 31; j_p++) {
              A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
            }
          }
        }
      }
      if (32 * c0_t + 31 >= _PB_N) {
        for (int i_p = 32 * c0_t + 1; i_p < _PB_N; i_p++) {
          for (int c0_p = 32 * c0_t; c0_p < i_p; c0_p++) {
            A[i_p][c0_p] /= A[c0_p][c0_p];
            for (int j_p = c0_p + 1; j_p < i_p; j_p++) {
              A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
            }
            for (int j_p = i_p; j_p < _PB_N; j_p++) {
              A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
            }
          }
        }
      } else {
        for (int i_p = -((_PB_N - 1) % 32) + _PB_N - 1; i_p < _PB_N; i_p++) {
          for (int c0_p = 32 * c0_t; c0_p <= 32 * c0_t + 31; c0_p++) {
            for (int j_p = -((_PB_N - 1) % 32) + _PB_N - 1; j_p < i_p; j_p++) {
              A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
            }
            for (int j_p = i_p; j_p < _PB_N; j_p++) {
              A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
            }
          }
        }
      }
    }
  } else {
    if (_PB_N <= 63) {
      for (int j_t = 0; j_t <= pv_floord(_PB_N - 1, 32); j_t++) {
        for (int i_p = 1; i_p <= pv_min(31, _PB_N - 1); i_p++) {
          for (int c0_p = 0; c0_p < i_p; c0_p++) {
            if (j_t == 0) {
              A[i_p][c0_p] /= A[c0_p][c0_p];
              for (int j_p = c0_p + 1; j_p < i_p; j_p++) {
                A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
              }
            }
            for (int j_p = pv_max(32 * j_t, i_p); j_p <= pv_min(_PB_N - 1, 32 * j_t + 31); j_p++) {
              A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
            }
          }
        }
      }
      for (int c0_t = 0; c0_t <= pv_floord(_PB_N - 2, 32); c0_t++) {
        for (int j_t = c0_t; j_t <= 1; j_t++) {
          for (int i_p = pv_max(32, 32 * c0_t + 1); i_p < _PB_N; i_p++) {
            for (int c0_p = 32 * c0_t; c0_p <= pv_min(32 * c0_t + 31, i_p - 1); c0_p++) {
              if (j_t == c0_t) {
                A[i_p][c0_p] /= A[c0_p][c0_p];
              }
              for (int j_p = pv_max(32 * j_t, c0_p + 1); j_p <= pv_min(32 * j_t + 31, i_p - 1); j_p++) {
                A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
              }
              if (j_t == 1) {
                for (int j_p = i_p; j_p < _PB_N; j_p++) {
                  A[i_p][j_p] -= A[i_p][c0_p] * A[c0_p][j_p];
                }
              }
            }
          }
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_lu passes them to
   pv_restrict_kernel_lu as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_lu(int n, DATA_TYPE A[restrict n][n])
{
  int i, j, k;
#pragma scop
  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (j = i; j < _PB_N; j++)
      for (k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
#pragma endscop
}

void kernel_lu(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  pv_restrict_kernel_lu(n, A);
}
/* ==== recipe: tile(j@S2=4, k@S2=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
void kernel_lu(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
  for (i = 1; i < _PB_N; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++) {
        A[i][j] -= A[i][k] * A[k][j];
      }
      A[i][j] /= A[j][j];
    }
    for (int j_t = i / 4; j_t <= (_PB_N - 1) / 4; j_t++) {
      for (int k_t = 0; k_t <= (i - 1) / 3; k_t++) {
        for (int j_p = pv_max(i, 4 * j_t); j_p <= pv_min(_PB_N - 1, 4 * j_t + 3); j_p++) {
          for (int k_p = 3 * k_t; k_p <= pv_min(i - 1, 3 * k_t + 2); k_p++) {
            A[i][j_p] -= A[i][k_p] * A[k_p][j_p];
          }
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: skew(k@S2, j@S2, 1); tile(j@S2=4, k@S2=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
void kernel_lu(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
  for (i = 1; i < _PB_N; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++) {
        A[i][j] -= A[i][k] * A[k][j];
      }
      A[i][j] /= A[j][j];
    }
    for (int j_t = i / 4; j_t <= (_PB_N - 1) / 4; j_t++) {
      for (int k_t = pv_max(i / 3, j_t + j_t / 3); k_t <= pv_min((_PB_N + i + 1) / 3 - 1, j_t + (i + j_t - 1) / 3 + 1); k_t++) {
        for (int j_p = pv_max(i, pv_max(4 * j_t, -i + 3 * k_t + 1)); j_p <= pv_min(_PB_N - 1, pv_min(4 * j_t + 3, 3 * k_t + 2)); j_p++) {
          for (int k_p = pv_max(3 * k_t, j_p); k_p <= pv_min(3 * k_t + 2, i + j_p - 1); k_p++) {
            A[i][j_p] -= A[i][k_p - j_p] * A[k_p - j_p][j_p];
          }
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: isl_schedule() ==== */
void kernel_lu(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
  for (int c0 = 0; c0 < _PB_N - 1; c0++) {
    for (i = c0 + 1; i < _PB_N; i++) {
      A[i][c0] /= A[c0][c0];
      for (int c1 = c0 + 1; c1 < i; c1++) {
        A[i][c1] -= A[i][c0] * A[c0][c1];
      }
      for (int c1 = i; c1 < _PB_N; c1++) {
        A[i][c1] -= A[i][c0] * A[c0][c1];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias(); isl_schedule(); parallel(i) ==== */
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
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_lu passes them to
   pv_restrict_kernel_lu as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_lu_parallel0(int c0, int i, int n, DATA_TYPE A[restrict n][n])
{
  A[i][c0] /= A[c0][c0];
  for (int c1 = c0 + 1; c1 < i; c1++) {
    A[i][c1] -= A[i][c0] * A[c0][c1];
  }
  for (int c1 = i; c1 < _PB_N; c1++) {
    A[i][c1] -= A[i][c0] * A[c0][c1];
  }
}

static void pv_restrict_kernel_lu(int n, DATA_TYPE A[restrict n][n])
{
  int i, j, k;
#pragma scop
  /* polyviz: the parallel loops run on as many threads as CPUs are free as the call starts */
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  for (int c0 = 0; c0 < _PB_N - 1; c0++) {
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (i = c0 + 1; i < _PB_N; i++) {
      pv_restrict_kernel_lu_parallel0(c0, i, n, A);
    }
  }
#pragma endscop
}

void kernel_lu(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  pv_restrict_kernel_lu(n, A);
}
