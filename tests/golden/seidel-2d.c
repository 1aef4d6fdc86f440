/* ==== recipe: (original) ==== */
void kernel_seidel_2d(int tsteps, int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int t, i, j;
#pragma scop
  for (t = 0; t <= _PB_TSTEPS - 1; t++)
    for (i = 1; i <= _PB_N - 2; i++)
      for (j = 1; j <= _PB_N - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
                   + A[i][j - 1] + A[i][j] + A[i][j + 1]
                   + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1])
                  / SCALAR_VAL(9.0);
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
void kernel_seidel_2d(int tsteps, int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int t, i, j;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  (void) i; (void) j;  /* polyviz: the loops below no longer use them */
  {  /* pipeline(c0_t): the c0_t iterations run on the threads in turn, each i_t once the previous c0_t has finished it */
    int c0_t_first = 0;
    long c0_t_count = pv_floord(4 * _PB_TSTEPS + 3 * _PB_N - 10, 64) - c0_t_first + 1;
    long *c0_t_reached = pv_pipeline_flags(c0_t_count);  /* per c0_t: the last i_t it finished */
    #pragma omp parallel num_threads(pv_threads) private(t)
    {
      extern int omp_get_thread_num(void), omp_get_num_threads(void);
      for (long c0_t_k = omp_get_thread_num(); c0_t_k < c0_t_count; c0_t_k += omp_get_num_threads()) {
        int c0_t = c0_t_first + c0_t_k;
        for (int i_t = pv_max(c0_t, c0_t + pv_floord(-4 * _PB_TSTEPS - _PB_N + 64 * c0_t + 7, 128)); i_t <= pv_min(pv_floord(_PB_TSTEPS + _PB_N - 3, 16), pv_min(c0_t + pv_floord(_PB_N - 3, 64) + 1, c0_t + c0_t / 2 + 1)); i_t++) {
          pv_pipeline_wait(c0_t_reached, c0_t_k, i_t);
          for (int c0_p = pv_max(3, pv_max(64 * c0_t, pv_max(-_PB_N + 64 * i_t + 2, 43 * i_t - (i_t + 2) / 3 + 1))); c0_p <= pv_min(4 * _PB_TSTEPS + 3 * _PB_N - 10, pv_min(64 * c0_t + 63, pv_min(64 * i_t + 62, _PB_TSTEPS + 43 * i_t + (_PB_TSTEPS + _PB_N - i_t) / 3 + 40))); c0_p++) {
            for (int i_p = pv_max(64 * i_t, pv_max(c0_p + 1, -2 * _PB_TSTEPS - _PB_N + c0_p + (_PB_N + c0_p + 1) / 2 + 3)); i_p <= pv_min(64 * i_t + 63, pv_min(_PB_N + c0_p - 2, c0_p + (c0_p + 1) / 2 - 1)); i_p++) {
              for (t = pv_max(0, c0_p - i_p + pv_floord(-_PB_N - c0_p + 2 * i_p + 1, 4) + 1); t <= pv_min(_PB_TSTEPS - 1, c0_p - i_p + (-c0_p + 2 * i_p - 1) / 4); t++) {
                A[i_p - c0_p][3 * c0_p - 2 * i_p - 4 * t] = (A[i_p - c0_p - 1][3 * c0_p - 2 * i_p - 4 * t - 1] + A[i_p - c0_p - 1][3 * c0_p - 2 * i_p - 4 * t] + A[i_p - c0_p - 1][3 * c0_p - 2 * i_p - 4 * t + 1]
                           + A[i_p - c0_p][3 * c0_p - 2 * i_p - 4 * t - 1] + A[i_p - c0_p][3 * c0_p - 2 * i_p - 4 * t] + A[i_p - c0_p][3 * c0_p - 2 * i_p - 4 * t + 1]
                           + A[i_p - c0_p + 1][3 * c0_p - 2 * i_p - 4 * t - 1] + A[i_p - c0_p + 1][3 * c0_p - 2 * i_p - 4 * t] + A[i_p - c0_p + 1][3 * c0_p - 2 * i_p - 4 * t + 1])
                          / SCALAR_VAL(9.0);
              }
            }
          }
          pv_pipeline_post(c0_t_reached, c0_t_k, i_t);
        }
        pv_pipeline_wait(c0_t_reached, c0_t_k, PV_REACHED_ALL);
        pv_pipeline_post(c0_t_reached, c0_t_k, PV_REACHED_ALL);
      }
    }
    __builtin_free(c0_t_reached);
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_seidel_2d passes them to
   pv_restrict_kernel_seidel_2d as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_seidel_2d(int tsteps, int n, DATA_TYPE A[restrict n][n])
{
  int t, i, j;
#pragma scop
  for (t = 0; t <= _PB_TSTEPS - 1; t++)
    for (i = 1; i <= _PB_N - 2; i++)
      for (j = 1; j <= _PB_N - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
                   + A[i][j - 1] + A[i][j] + A[i][j + 1]
                   + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1])
                  / SCALAR_VAL(9.0);
#pragma endscop
}

void kernel_seidel_2d(int tsteps, int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  pv_restrict_kernel_seidel_2d(tsteps, n, A);
}
/* ==== recipe: skew(i, t, 1); skew(j, t, 1); skew(j, i, 1); tile(t=3, i=4, j=5) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
void kernel_seidel_2d(int tsteps, int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int t, i, j;
#pragma scop
  (void) t; (void) i; (void) j;  /* polyviz: the loops below no longer use them */
  for (int t_t = 0; t_t <= pv_floord(_PB_TSTEPS - 1, 3); t_t++) {
    for (int i_t = t_t - (t_t + 2) / 4; i_t <= pv_min(pv_floord(_PB_TSTEPS + _PB_N + 1, 4) - 1, t_t + pv_floord(_PB_N - t_t, 4)); i_t++) {
      for (int j_t = pv_max(t_t + (t_t + 2) / 5, pv_max(2 * i_t - (_PB_N + 2 * i_t + 6) / 5 + 1, t_t + i_t - (2 * t_t + i_t + 3) / 5)); j_t <= pv_min((2 * _PB_TSTEPS + 2 * _PB_N - 1) / 5 - 1, pv_min(t_t + pv_floord(2 * _PB_N + t_t, 5), pv_min(t_t + i_t + pv_floord(_PB_N - 2 * t_t - i_t - 2, 5) + 1, pv_min(2 * i_t + pv_floord(_PB_N - 2 * i_t - 2, 5) + 1, i_t + (_PB_TSTEPS + _PB_N - i_t) / 5)))); j_t++) {
        for (int t_p = pv_max(3 * t_t, pv_max(-_PB_N + 4 * i_t + 2, pv_max(-_PB_N - 4 * i_t + 5 * j_t - 1, -_PB_N + 2 * j_t + (j_t + 1) / 2 + 2))); t_p <= pv_min(_PB_TSTEPS - 1, pv_min(3 * t_t + 2, pv_min(4 * i_t + 2, pv_min(-4 * i_t + 5 * j_t + 3, 2 * j_t + j_t / 2 + 1)))); t_p++) {
          for (int i_p = pv_max(4 * i_t, pv_max(t_p + 1, -_PB_N + 5 * j_t - t_p + 2)); i_p <= pv_min(4 * i_t + 3, pv_min(_PB_N + t_p - 2, 5 * j_t - t_p + 3)); i_p++) {
            for (int j_p = pv_max(5 * j_t, t_p + i_p + 1); j_p <= pv_min(5 * j_t + 4, _PB_N + t_p + i_p - 2); j_p++) {
              A[i_p - t_p][j_p - t_p - i_p] = (A[i_p - t_p - 1][j_p - t_p - i_p - 1] + A[i_p - t_p - 1][j_p - t_p - i_p] + A[i_p - t_p - 1][j_p - t_p - i_p + 1]
                         + A[i_p - t_p][j_p - t_p - i_p - 1] + A[i_p - t_p][j_p - t_p - i_p] + A[i_p - t_p][j_p - t_p - i_p + 1]
                         + A[i_p - t_p + 1][j_p - t_p - i_p - 1] + A[i_p - t_p + 1][j_p - t_p - i_p] + A[i_p - t_p + 1][j_p - t_p - i_p + 1])
                        / SCALAR_VAL(9.0);
            }
          }
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: skew(j, i, 2); tile(j=4) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
void kernel_seidel_2d(int tsteps, int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int t, i, j;
#pragma scop
  (void) j;  /* polyviz: the loops below no longer use it */
  for (t = 0; t < _PB_TSTEPS; t++) {
    for (i = 1; i < _PB_N - 1; i++) {
      for (int j_t = i / 2; j_t < (_PB_N + 2 * i + 2) / 4; j_t++) {
        for (int j_p = pv_max(2 * i + 1, 4 * j_t); j_p <= pv_min(_PB_N + 2 * i - 2, 4 * j_t + 3); j_p++) {
          A[i][j_p - 2 * i] = (A[i - 1][j_p - 2 * i - 1] + A[i - 1][j_p - 2 * i] + A[i - 1][j_p - 2 * i + 1]
                     + A[i][j_p - 2 * i - 1] + A[i][j_p - 2 * i] + A[i][j_p - 2 * i + 1]
                     + A[i + 1][j_p - 2 * i - 1] + A[i + 1][j_p - 2 * i] + A[i + 1][j_p - 2 * i + 1])
                    / SCALAR_VAL(9.0);
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: skew(i, t, 1); skew(j, t, 1); skew(j, i, 1); tile(t=4, i=4, j=4); isolate(t_t) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
void kernel_seidel_2d(int tsteps, int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int t, i, j;
#pragma scop
  (void) t; (void) i; (void) j;  /* polyviz: the loops below no longer use them */
  if (_PB_TSTEPS >= 0) {
    if (_PB_N >= 13) {
      for (int t_t = 0; t_t < pv_floord(_PB_TSTEPS, 4); t_t++) {
        for (int j_t = 2 * t_t; j_t <= 2 * t_t + (_PB_N - 1) / 4 + 1; j_t++) {
          for (int t_p = pv_max(4 * t_t, -_PB_N - 4 * t_t + 4 * j_t - 1); t_p <= pv_min(4 * t_t + 2, 2 * j_t); t_p++) {
            for (int i_p = pv_max(t_p + 1, -_PB_N + 4 * j_t - t_p + 2); i_p <= pv_min(4 * t_t + 3, 4 * j_t - t_p + 2); i_p++) {
              for (int j_p = pv_max(4 * j_t, t_p + i_p + 1); j_p <= pv_min(4 * j_t + 3, _PB_N + t_p + i_p - 2); j_p++) {
                A[i_p - t_p][j_p - t_p - i_p] = (A[i_p - t_p - 1][j_p - t_p - i_p - 1] + A[i_p - t_p - 1][j_p - t_p - i_p] + A[i_p - t_p - 1][j_p - t_p - i_p + 1]
                           + A[i_p - t_p][j_p - t_p - i_p - 1] + A[i_p - t_p][j_p - t_p - i_p] + A[i_p - t_p][j_p - t_p - i_p + 1]
                           + A[i_p - t_p + 1][j_p - t_p - i_p - 1] + A[i_p - t_p + 1][j_p - t_p - i_p] + A[i_p - t_p + 1][j_p - t_p - i_p + 1])
                          / SCALAR_VAL(9.0);
              }
            }
          }
        }
        for (int i_t = t_t + 1; i_t < t_t + (_PB_N - 1) / 4; i_t++) {
          for (int j_t = t_t + i_t; j_t <= t_t + i_t + 1; j_t++) {
            for (int t_p = 4 * t_t; t_p <= pv_min(4 * t_t + 3, -4 * i_t + 4 * j_t + 2); t_p++) {
              for (int i_p = 4 * i_t; i_p <= pv_min(4 * i_t + 3, 4 * j_t - t_p + 2); i_p++) {
                for (int j_p = pv_max(4 * j_t, t_p + i_p + 1); j_p <= 4 * j_t + 3; j_p++) {
                  A[i_p - t_p][j_p - t_p - i_p] = (A[i_p - t_p - 1][j_p - t_p - i_p - 1] + A[i_p - t_p - 1][j_p - t_p - i_p] + A[i_p - t_p - 1][j_p - t_p - i_p + 1]
                             + A[i_p - t_p][j_p - t_p - i_p - 1] + A[i_p - t_p][j_p - t_p - i_p] + A[i_p - t_p][j_p - t_p - i_p + 1]
                             + A[i_p - t_p + 1][j_p - t_p - i_p - 1] + A[i_p - t_p + 1][j_p - t_p - i_p] + A[i_p - t_p + 1][j_p - t_p - i_p + 1])
                            / SCALAR_VAL(9.0);
                }
              }
            }
          }
          for (int j_t = t_t + i_t + 2; j_t < t_t + i_t + (_PB_N - 1) / 4; j_t++) {
            for (int t_p = 4 * t_t; t_p <= 4 * t_t + 3; t_p++) {
              for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
                for (int j_p = 4 * j_t; j_p <= 4 * j_t + 3; j_p++) {
                  A[i_p - t_p][j_p - t_p - i_p] = (A[i_p - t_p - 1][j_p - t_p - i_p - 1] + A[i_p - t_p - 1][j_p - t_p - i_p] + A[i_p - t_p - 1][j_p - t_p - i_p + 1]
                             + A[i_p - t_p][j_p - t_p - i_p - 1] + A[i_p - t_p][j_p - t_p - i_p] + A[i_p - t_p][j_p - t_p - i_p + 1]
                             + A[i_p - t_p + 1][j_p - t_p - i_p - 1] + A[i_p - t_p + 1][j_p - t_p - i_p] + A[i_p - t_p + 1][j_p - t_p - i_p + 1])
                            / SCALAR_VAL(9.0);
                }
              }
            }
          }
          for (int j_t = t_t + i_t + (_PB_N - 1) / 4; j_t <= t_t + i_t + _PB_N / 4 + 1; j_t++) {
            for (int t_p = pv_max(4 * t_t, -_PB_N - 4 * i_t + 4 * j_t - 1); t_p <= 4 * t_t + 3; t_p++) {
              for (int i_p = pv_max(4 * i_t, -_PB_N + 4 * j_t - t_p + 2); i_p <= 4 * i_t + 3; i_p++) {
                for (int j_p = 4 * j_t; j_p <= pv_min(4 * j_t + 3, _PB_N + t_p + i_p - 2); j_p++) {
                  A[i_p - t_p][j_p - t_p - i_p] = (A[i_p - t_p - 1][j_p - t_p - i_p - 1] + A[i_p - t_p - 1][j_p - t_p - i_p] + A[i_p - t_p - 1][j_p - t_p - i_p + 1]
                             + A[i_p - t_p][j_p - t_p - i_p - 1] + A[i_p - t_p][j_p - t_p - i_p] + A[i_p - t_p][j_p - t_p - i_p + 1]
                             + A[i_p - t_p + 1][j_p - t_p - i_p - 1] + A[i_p - t_p + 1][j_p - t_p - i_p] + A[i_p - t_p + 1][j_p - t_p - i_p + 1])
                            / SCALAR_VAL(9.0);
                }
              }
            }
          }
        }
        for (int i_t = t_t + (_PB_N - 1) / 4; i_t <= t_t + (_PB_N + 1) / 4; i_t++) {
          for (int j_t = pv_max(t_t + i_t, 2 * i_t - (_PB_N + 4) / 4 + 1); j_t <= pv_min(2 * t_t + (_PB_N + 1) / 2, t_t + i_t + _PB_N / 4 + 1); j_t++) {
            for (int t_p = pv_max(4 * t_t, pv_max(-_PB_N + 4 * i_t + 2, pv_max(-_PB_N - 4 * i_t + 4 * j_t - 1, -_PB_N + 2 * j_t + 2))); t_p <= pv_min(4 * t_t + 3, -4 * i_t + 4 * j_t + 2); t_p++) {
              for (int i_p = pv_max(4 * i_t, -_PB_N + 4 * j_t - t_p + 2); i_p <= pv_min(4 * i_t + 3, pv_min(_PB_N + t_p - 2, 4 * j_t - t_p + 2)); i_p++) {
                for (int j_p = pv_max(4 * j_t, t_p + i_p + 1); j_p <= pv_min(4 * j_t + 3, _PB_N + t_p + i_p - 2); j_p++) {
                  A[i_p - t_p][j_p - t_p - i_p] = (A[i_p - t_p - 1][j_p - t_p - i_p - 1] + A[i_p - t_p - 1][j_p - t_p - i_p] + A[i_p - t_p - 1][j_p - t_p - i_p + 1]
                             + A[i_p - t_p][j_p - t_p - i_p - 1] + A[i_p - t_p][j_p - t_p - i_p] + A[i_p - t_p][j_p - t_p - i_p + 1]
                             + A[i_p - t_p + 1][j_p - t_p - i_p - 1] + A[i_p - t_p + 1][j_p - t_p - i_p] + A[i_p - t_p + 1][j_p - t_p - i_p + 1])
                            / SCALAR_VAL(9.0);
                }
              }
            }
          }
        }
      }
    }
    if ((_PB_TSTEPS >= 1 && _PB_N <= 12) || (_PB_N >= 13 && _PB_TSTEPS % 4 >= 1)) {
      if (_PB_N <= 12) {
        for (int t_t = 0; t_t <= (_PB_TSTEPS - 1) / 4; t_t++) {
          for (int i_t = t_t; i_t <= pv_min(t_t + pv_floord(_PB_N + 1, 4), pv_floord(_PB_TSTEPS + _PB_N + 1, 4) - 1); i_t++) {
            for (int j_t = pv_max(t_t + i_t, 2 * i_t - (_PB_N + 4) / 4 + 1); j_t <= pv_min(2 * t_t + (_PB_N + 1) / 2, pv_min((_PB_TSTEPS + _PB_N + 1) / 2 - 2, pv_min(2 * i_t + (_PB_N + 3) / 4, pv_min(t_t + i_t + (_PB_N + 4) / 4, i_t + (_PB_TSTEPS + _PB_N) / 4)))); j_t++) {
              for (int t_p = pv_max(4 * t_t, pv_max(-_PB_N + 4 * i_t + 2, pv_max(-_PB_N - 4 * i_t + 4 * j_t - 1, -_PB_N + 2 * j_t + 2))); t_p <= pv_min(_PB_TSTEPS - 1, pv_min(4 * t_t + 3, pv_min(4 * i_t + 2, pv_min(2 * j_t, -4 * i_t + 4 * j_t + 2)))); t_p++) {
                for (int i_p = pv_max(4 * i_t, pv_max(t_p + 1, -_PB_N + 4 * j_t - t_p + 2)); i_p <= pv_min(4 * i_t + 3, pv_min(_PB_N + t_p - 2, 4 * j_t - t_p + 2)); i_p++) {
                  for (int j_p = pv_max(4 * j_t, t_p + i_p + 1); j_p <= pv_min(4 * j_t + 3, _PB_N + t_p + i_p - 2); j_p++) {
                    A[i_p - t_p][j_p - t_p - i_p] = (A[i_p - t_p - 1][j_p - t_p - i_p - 1] + A[i_p - t_p - 1][j_p - t_p - i_p] + A[i_p - t_p - 1][j_p - t_p - i_p + 1]
                               + A[i_p - t_p][j_p - t_p - i_p - 1] + A[i_p - t_p][j_p - t_p - i_p] + A[i_p - t_p][j_p - t_p - i_p + 1]
                               + A[i_p - t_p + 1][j_p - t_p - i_p - 1] + A[i_p - t_p + 1][j_p - t_p - i_p] + A[i_p - t_p + 1][j_p - t_p - i_p + 1])
                              / SCALAR_VAL(9.0);
                  }
                }
              }
            }
          }
        }
      } else {
        for (int i_t = (_PB_TSTEPS - 1) / 4; i_t < (_PB_TSTEPS + _PB_N + 1) / 4; i_t++) {
          for (int j_t = i_t + (_PB_TSTEPS - 1) / 4; j_t <= pv_min((_PB_TSTEPS + _PB_N + 1) / 2 - 2, i_t + (_PB_TSTEPS + _PB_N) / 4); j_t++) {
            for (int t_p = pv_max(-_PB_N + 4 * i_t + 2, pv_max(-_PB_N - 4 * i_t + 4 * j_t - 1, pv_max(-_PB_N + 2 * j_t + 2, -((_PB_TSTEPS + 3) % 4) + _PB_TSTEPS - 1))); t_p <= pv_min(_PB_TSTEPS - 1, 2 * j_t); t_p++) {
              for (int i_p = pv_max(4 * i_t, pv_max(t_p + 1, -_PB_N + 4 * j_t - t_p + 2)); i_p <= pv_min(4 * i_t + 3, pv_min(_PB_N + t_p - 2, 4 * j_t - t_p + 2)); i_p++) {
                for (int j_p = pv_max(4 * j_t, t_p + i_p + 1); j_p <= pv_min(4 * j_t + 3, _PB_N + t_p + i_p - 2); j_p++) {
                  A[i_p - t_p][j_p - t_p - i_p] = (A[i_p - t_p - 1][j_p - t_p - i_p - 1] + A[i_p - t_p - 1][j_p - t_p - i_p] + A[i_p - t_p - 1][j_p - t_p - i_p + 1]
                             + A[i_p - t_p][j_p - t_p - i_p - 1] + A[i_p - t_p][j_p - t_p - i_p] + A[i_p - t_p][j_p - t_p - i_p + 1]
                             + A[i_p - t_p + 1][j_p - t_p - i_p - 1] + A[i_p - t_p + 1][j_p - t_p - i_p] + A[i_p - t_p + 1][j_p - t_p - i_p + 1])
                            / SCALAR_VAL(9.0);
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
/* ==== recipe: skew(i, t, 1); skew(j, t, 2); wavefront(t, i); parallel(t) ==== */
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
void kernel_seidel_2d(int tsteps, int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int t, i, j;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  (void) i;  /* polyviz: the loops below no longer use it */
  for (int w = 1; w < 2 * _PB_TSTEPS + _PB_N - 3; w++) {
    #pragma omp parallel for private(j) schedule(dynamic) num_threads(pv_threads)
    for (t = pv_max(0, -_PB_N + pv_floord(_PB_N + w + 1, 2) + 1); t < pv_min(_PB_TSTEPS, (w + 1) / 2); t++) {
      for (j = 2 * t + 1; j < _PB_N + 2 * t - 1; j++) {
        A[w - 2 * t][j - 2 * t] = (A[w - 2 * t - 1][j - 2 * t - 1] + A[w - 2 * t - 1][j - 2 * t] + A[w - 2 * t - 1][j - 2 * t + 1]
                   + A[w - 2 * t][j - 2 * t - 1] + A[w - 2 * t][j - 2 * t] + A[w - 2 * t][j - 2 * t + 1]
                   + A[w - 2 * t + 1][j - 2 * t - 1] + A[w - 2 * t + 1][j - 2 * t] + A[w - 2 * t + 1][j - 2 * t + 1])
                  / SCALAR_VAL(9.0);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias(); skew(i, t, 1); tile(t, 8, i, 4); wavefront(t_t, i_t); parallel(t_t) ==== */
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
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_seidel_2d passes them to
   pv_restrict_kernel_seidel_2d as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_seidel_2d_parallel0(int w, int t_t, int tsteps __attribute__((unused)), int n, DATA_TYPE A[restrict n][n])
{
  int j;
  for (int t_p = pv_max(8 * t_t, -_PB_N + 4 * w - 4 * t_t + 2); t_p <= pv_min(_PB_TSTEPS - 1, pv_min(4 * w - 4 * t_t + 2, 8 * t_t + 7)); t_p++) {
    for (int i_p = pv_max(4 * w - 4 * t_t, t_p + 1); i_p <= pv_min(4 * w - 4 * t_t + 3, _PB_N + t_p - 2); i_p++) {
      for (j = 1; j < _PB_N - 1; j++) {
        A[i_p - t_p][j] = (A[i_p - t_p - 1][j - 1] + A[i_p - t_p - 1][j] + A[i_p - t_p - 1][j + 1]
                   + A[i_p - t_p][j - 1] + A[i_p - t_p][j] + A[i_p - t_p][j + 1]
                   + A[i_p - t_p + 1][j - 1] + A[i_p - t_p + 1][j] + A[i_p - t_p + 1][j + 1])
                  / SCALAR_VAL(9.0);
      }
    }
  }
}

static void pv_restrict_kernel_seidel_2d(int tsteps, int n, DATA_TYPE A[restrict n][n])
{
  int t, i, j;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  (void) t; (void) i; (void) j;  /* polyviz: the loops below no longer use them */
  for (int w = 0; w < pv_floord(3 * _PB_TSTEPS + 2 * _PB_N + 1, 8); w++) {
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (int t_t = pv_max(0, pv_max(w + pv_floord(-_PB_TSTEPS - _PB_N + 2, 4) + 1, pv_floord(-_PB_N + 4 * w + 6, 12))); t_t <= pv_min(pv_floord(_PB_TSTEPS - 1, 8), w / 3); t_t++) {
      pv_restrict_kernel_seidel_2d_parallel0(w, t_t, tsteps, n, A);
    }
  }
#pragma endscop
}

void kernel_seidel_2d(int tsteps, int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  pv_restrict_kernel_seidel_2d(tsteps, n, A);
}
