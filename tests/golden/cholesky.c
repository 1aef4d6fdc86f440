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
void kernel_cholesky(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
  DATA_TYPE d;
  /* polyviz: the parallel loops run on as many threads as CPUs are free as the call starts */
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  if (_PB_N >= 48) {
    {  /* pipeline(i_t): the i_t iterations run on the threads in turn, each c1_t once the previous i_t has finished it */
      int i_t_first = 0;
      long i_t_count = 1 - i_t_first + 1;
      long *i_t_reached = pv_pipeline_flags(i_t_count);  /* per i_t: the last c1_t it finished */
      #pragma omp parallel num_threads(pv_threads)
      {
        extern int omp_get_thread_num(void), omp_get_num_threads(void);
        for (long i_t_k = omp_get_thread_num(); i_t_k < i_t_count; i_t_k += omp_get_num_threads()) {
          int i_t = i_t_first + i_t_k;
          for (int c1_t = 0; c1_t <= i_t; c1_t++) {
            pv_pipeline_wait(i_t_reached, i_t_k, c1_t);
            for (int c0_t = c1_t; c0_t <= i_t; c0_t++) {
              for (int i_p = 16 * i_t; i_p <= 16 * i_t + 15; i_p++) {
                for (int c1_p = 16 * c1_t; c1_p <= pv_min(16 * c1_t + 15, i_p - 1); c1_p++) {
                  if (c0_t == c1_t) {
                    A[i_p][c1_p] /= A[c1_p][c1_p];
                  }
                  for (int c0_p = pv_max(16 * c0_t, c1_p + 1); c0_p <= pv_min(16 * c0_t + 15, i_p - 1); c0_p++) {
                    A[i_p][c0_p] -= A[i_p][c1_p] * A[c0_p][c1_p];
                  }
                  if (c0_t == i_t) {
                    A[i_p][i_p] -= A[i_p][c1_p] * A[i_p][c1_p];
                  }
                }
                if (c1_t == i_t && c0_t == i_t) {
                  A[i_p][i_p] = SQRT_FUN(A[i_p][i_p]);
                }
              }
            }
            pv_pipeline_post(i_t_reached, i_t_k, c1_t);
          }
          pv_pipeline_wait(i_t_reached, i_t_k, PV_REACHED_ALL);
          pv_pipeline_post(i_t_reached, i_t_k, PV_REACHED_ALL);
        }
      }
      __builtin_free(i_t_reached);
    }
  }
  {  /* pipeline(i_t): the i_t iterations run on the threads in turn, each c1_t once the previous i_t has finished it */
    int i_t_first = 2;
    long i_t_count = pv_floord(_PB_N, 16) - 1 - i_t_first + 1;
    long *i_t_reached = pv_pipeline_flags(i_t_count);  /* per i_t: the last c1_t it finished */
    #pragma omp parallel num_threads(pv_threads)
    {
      extern int omp_get_thread_num(void), omp_get_num_threads(void);
      for (long i_t_k = omp_get_thread_num(); i_t_k < i_t_count; i_t_k += omp_get_num_threads()) {
        int i_t = i_t_first + i_t_k;
        for (int c1_t = 0; c1_t < i_t - 1; c1_t++) {
          pv_pipeline_wait(i_t_reached, i_t_k, c1_t);
          for (int i_p = 16 * i_t; i_p <= 16 * i_t + 15; i_p++) {
            for (int c1_p = 16 * c1_t; c1_p <= 16 * c1_t + 15; c1_p++) {
              A[i_p][c1_p] /= A[c1_p][c1_p];
              for (int c0_p = c1_p + 1; c0_p <= 16 * c1_t + 15; c0_p++) {
                A[i_p][c0_p] -= A[i_p][c1_p] * A[c0_p][c1_p];
              }
            }
          }
          for (int c0_t = c1_t + 1; c0_t < i_t; c0_t++) {
            for (int i_p = 16 * i_t; i_p <= 16 * i_t + 15; i_p++) {
              for (int c1_p = 16 * c1_t; c1_p <= 16 * c1_t + 15; c1_p++) {
                for (int c0_p = 16 * c0_t; c0_p <= 16 * c0_t + 15; c0_p++) {
                  A[i_p][c0_p] -= A[i_p][c1_p] * A[c0_p][c1_p];
                }
              }
            }
          }
          for (int i_p = 16 * i_t; i_p <= 16 * i_t + 15; i_p++) {
            for (int c1_p = 16 * c1_t; c1_p <= 16 * c1_t + 15; c1_p++) {
              for (int c0_p = 16 * i_t; c0_p < i_p; c0_p++) {
                A[i_p][c0_p] -= A[i_p][c1_p] * A[c0_p][c1_p];
              }
              A[i_p][i_p] -= A[i_p][c1_p] * A[i_p][c1_p];
            }
          }
          pv_pipeline_post(i_t_reached, i_t_k, c1_t);
        }
        for (int c1_t = i_t - 1; c1_t <= i_t; c1_t++) {
          pv_pipeline_wait(i_t_reached, i_t_k, c1_t);
          for (int c0_t = c1_t; c0_t <= i_t; c0_t++) {
            for (int i_p = 16 * i_t; i_p <= 16 * i_t + 15; i_p++) {
              for (int c1_p = 16 * c1_t; c1_p <= pv_min(16 * c1_t + 15, i_p - 1); c1_p++) {
                if (c0_t == c1_t) {
                  A[i_p][c1_p] /= A[c1_p][c1_p];
                }
                for (int c0_p = pv_max(16 * c0_t, c1_p + 1); c0_p <= pv_min(16 * c0_t + 15, i_p - 1); c0_p++) {
                  A[i_p][c0_p] -= A[i_p][c1_p] * A[c0_p][c1_p];
                }
                if (c0_t == i_t) {
                  A[i_p][i_p] -= A[i_p][c1_p] * A[i_p][c1_p];
                }
              }
              if (c1_t == i_t && c0_t == i_t) {
                A[i_p][i_p] = SQRT_FUN(A[i_p][i_p]);
              }
            }
          }
          pv_pipeline_post(i_t_reached, i_t_k, c1_t);
        }
        pv_pipeline_wait(i_t_reached, i_t_k, PV_REACHED_ALL);
        pv_pipeline_post(i_t_reached, i_t_k, PV_REACHED_ALL);
      }
    }
    __builtin_free(i_t_reached);
  }
  if (_PB_N >= 48 && _PB_N % 16 >= 1) {
    for (int c1_t = 0; c1_t <= (_PB_N - 1) / 16; c1_t++) {
      for (int c0_t = c1_t; c0_t < _PB_N / 16; c0_t++) {
        for (int i_p = -((_PB_N - 1) % 16) + _PB_N - 1; i_p < _PB_N; i_p++) {
          for (int c1_p = 16 * c1_t; c1_p <= 16 * c1_t + 15; c1_p++) {
            if (c0_t == c1_t) {
              A[i_p][c1_p] /= A[c1_p][c1_p];
            }
            for (int c0_p = pv_max(16 * c0_t, c1_p + 1); c0_p <= 16 * c0_t + 15; c0_p++) {
              A[i_p][c0_p] -= A[i_p][c1_p] * A[c0_p][c1_p];
            }
          }
        }
      }
      if (16 * c1_t + 15 >= _PB_N) {
        A[16 * c1_t][16 * c1_t] = SQRT_FUN(A[16 * c1_t][16 * c1_t]);
      }
      for (int i_p = pv_max(16 * c1_t + 1, -((_PB_N - 1) % 16) + _PB_N - 1); i_p < _PB_N; i_p++) {
        if (16 * c1_t + 15 >= _PB_N) {
          for (int c1_p = 16 * c1_t; c1_p < i_p; c1_p++) {
            A[i_p][c1_p] /= A[c1_p][c1_p];
            for (int c0_p = c1_p + 1; c0_p < i_p; c0_p++) {
              A[i_p][c0_p] -= A[i_p][c1_p] * A[c0_p][c1_p];
            }
            A[i_p][i_p] -= A[i_p][c1_p] * A[i_p][c1_p];
          }
          A[i_p][i_p] = SQRT_FUN(A[i_p][i_p]);
        } else {
          for (int c1_p = 16 * c1_t; c1_p <= 16 * c1_t + 15; c1_p++) {
            for (int c0_p = -((_PB_N - 1) % 16) + _PB_N - 1; c0_p < i_p; c0_p++) {
              A[i_p][c0_p] -= A[i_p][c1_p] * A[c0_p][c1_p];
            }
            A[i_p][i_p] -= A[i_p][c1_p] * A[i_p][c1_p];
          }
        }
      }
    }
  } else {
    if (_PB_N <= 47) {
      {  /* pipeline(i_t): the i_t iterations run on the threads in turn, each c1_t once the previous i_t has finished it */
        int i_t_first = 0;
        long i_t_count = pv_floord(_PB_N - 1, 16) - i_t_first + 1;
        long *i_t_reached = pv_pipeline_flags(i_t_count);  /* per i_t: the last c1_t it finished */
        #pragma omp parallel num_threads(pv_threads)
        {
          extern int omp_get_thread_num(void), omp_get_num_threads(void);
          for (long i_t_k = omp_get_thread_num(); i_t_k < i_t_count; i_t_k += omp_get_num_threads()) {
            int i_t = i_t_first + i_t_k;
            for (int c1_t = 0; c1_t <= i_t; c1_t++) {
              pv_pipeline_wait(i_t_reached, i_t_k, c1_t);
              for (int c0_t = c1_t; c0_t <= pv_min(i_t, -i_t + c1_t + 2); c0_t++) {
                if (i_t <= 1) {
                  for (int i_p = 16 * i_t; i_p <= pv_min(_PB_N - 1, 16 * i_t + 15); i_p++) {
                    for (int c1_p = 16 * c1_t; c1_p <= pv_min(16 * c1_t + 15, i_p - 1); c1_p++) {
                      if (c0_t == c1_t) {
                        A[i_p][c1_p] /= A[c1_p][c1_p];
                      }
                      for (int c0_p = pv_max(16 * c0_t, c1_p + 1); c0_p <= pv_min(16 * c0_t + 15, i_p - 1); c0_p++) {
                        A[i_p][c0_p] -= A[i_p][c1_p] * A[c0_p][c1_p];
                      }
                      if (c0_t == i_t) {
                        A[i_p][i_p] -= A[i_p][c1_p] * A[i_p][c1_p];
                      }
                    }
                    if (c1_t == i_t && c0_t == i_t) {
                      A[i_p][i_p] = SQRT_FUN(A[i_p][i_p]);
                    }
                  }
                } else {
                  for (int i_p = 32; i_p < _PB_N; i_p++) {
                    for (int c1_p = 16 * c1_t; c1_p <= pv_min(16 * c1_t + 15, i_p - 1); c1_p++) {
                      A[i_p][c1_p] /= A[c1_p][c1_p];
                      for (int c0_p = c1_p + 1; c0_p <= pv_min(16 * c1_t + 15, i_p - 1); c0_p++) {
                        A[i_p][c0_p] -= A[i_p][c1_p] * A[c0_p][c1_p];
                      }
                      if (c1_t == 2) {
                        A[i_p][i_p] -= A[i_p][c1_p] * A[i_p][c1_p];
                      }
                    }
                    if (c1_t == 2) {
                      A[i_p][i_p] = SQRT_FUN(A[i_p][i_p]);
                    }
                  }
                }
              }
              if (i_t == 2) {
                for (int c0_t = c1_t + 1; c0_t <= 2; c0_t++) {
                  for (int i_p = 32; i_p < _PB_N; i_p++) {
                    for (int c1_p = 16 * c1_t; c1_p <= 16 * c1_t + 15; c1_p++) {
                      for (int c0_p = 16 * c0_t; c0_p <= pv_min(16 * c0_t + 15, i_p - 1); c0_p++) {
                        A[i_p][c0_p] -= A[i_p][c1_p] * A[c0_p][c1_p];
                      }
                      if (c0_t == 2) {
                        A[i_p][i_p] -= A[i_p][c1_p] * A[i_p][c1_p];
                      }
                    }
                  }
                }
              }
              pv_pipeline_post(i_t_reached, i_t_k, c1_t);
            }
            pv_pipeline_wait(i_t_reached, i_t_k, PV_REACHED_ALL);
            pv_pipeline_post(i_t_reached, i_t_k, PV_REACHED_ALL);
          }
        }
        __builtin_free(i_t_reached);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_cholesky passes them to
   pv_restrict_kernel_cholesky as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_cholesky(int n, DATA_TYPE A[restrict n][n])
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
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
void kernel_cholesky(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
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
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
void kernel_cholesky(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
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
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
void kernel_cholesky(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
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
