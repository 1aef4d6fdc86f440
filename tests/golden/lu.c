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
void kernel_lu(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  (void) i; (void) j; (void) k;  /* polyviz: the loops below no longer use them */
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
  (void) j; (void) k;  /* polyviz: the loops below no longer use them */
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
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  (void) j; (void) k;  /* polyviz: the loops below no longer use them */
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
