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
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  (void) i; (void) j; (void) k; (void) d;  /* polyviz: the loops below no longer use them */
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
  (void) j;  /* polyviz: the loops below no longer use it */
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
