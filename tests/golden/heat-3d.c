/* ==== recipe: (original) ==== */
void kernel_heat_3d(int tsteps, int n,
                    DATA_TYPE POLYBENCH_3D(A, N, N, N, n, n, n),
                    DATA_TYPE POLYBENCH_3D(B, N, N, N, n, n, n))
{
  int t, i, j, k;
#pragma scop
  for (t = 1; t <= _PB_TSTEPS; t++) {
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        for (k = 1; k < _PB_N - 1; k++)
          B[i][j][k] = SCALAR_VAL(0.125) * (A[i + 1][j][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i - 1][j][k])
                     + SCALAR_VAL(0.125) * (A[i][j + 1][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j - 1][k])
                     + SCALAR_VAL(0.125) * (A[i][j][k + 1] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j][k - 1])
                     + A[i][j][k];
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        for (k = 1; k < _PB_N - 1; k++)
          A[i][j][k] = SCALAR_VAL(0.125) * (B[i + 1][j][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i - 1][j][k])
                     + SCALAR_VAL(0.125) * (B[i][j + 1][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j - 1][k])
                     + SCALAR_VAL(0.125) * (B[i][j][k + 1] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j][k - 1])
                     + B[i][j][k];
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
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_heat_3d(int tsteps, int n,
                    DATA_TYPE POLYBENCH_3D(A, N, N, N, n, n, n),
                    DATA_TYPE POLYBENCH_3D(B, N, N, N, n, n, n))
{
  int t, i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (B/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(B + 0, B + (n - 1) + 1, A + 0, A + (n - 1) + 1)) {
    (void) t; (void) i;  /* polyviz: the loops below no longer use them */
    {  /* pipeline(t_t): the t_t iterations run on the threads in turn, each i_t once the previous t_t has finished it */
      int t_t_first = 0;
      long t_t_count = pv_floord(_PB_TSTEPS, 4) - t_t_first + 1;
      long *t_t_reached = pv_pipeline_flags(t_t_count);  /* per t_t: the last i_t it finished */
      #pragma omp parallel num_threads(pv_threads) private(j, k)
      {
        extern int omp_get_thread_num(void), omp_get_num_threads(void);
        for (long t_t_k = omp_get_thread_num(); t_t_k < t_t_count; t_t_k += omp_get_num_threads()) {
          int t_t = t_t_first + t_t_k;
          for (int i_t = t_t; i_t <= pv_min(t_t + pv_floord(_PB_N - 3, 8) + 1, pv_floord(2 * _PB_TSTEPS + _PB_N - 1, 8)); i_t++) {
            pv_pipeline_wait(t_t_reached, t_t_k, i_t);
            for (int t_p = pv_max(1, pv_max(4 * t_t, -_PB_N + 4 * i_t + pv_floord(_PB_N, 2) + 1)); t_p <= pv_min(_PB_TSTEPS, 4 * t_t + 3); t_p++) {
              if (i_t == t_t) {
                for (j = 1; j < _PB_N - 1; j++) {
                  for (k = 1; k < _PB_N - 1; k++) {
                    B[1][j][k] = SCALAR_VAL(0.125) * (A[2][j][k] - SCALAR_VAL(2.0) * A[1][j][k] + A[0][j][k])
                               + SCALAR_VAL(0.125) * (A[1][j + 1][k] - SCALAR_VAL(2.0) * A[1][j][k] + A[1][j - 1][k])
                               + SCALAR_VAL(0.125) * (A[1][j][k + 1] - SCALAR_VAL(2.0) * A[1][j][k] + A[1][j][k - 1])
                               + A[1][j][k];
                  }
                }
              }
              for (int i_p = pv_max(8 * i_t, 2 * t_p + 2); i_p <= pv_min(8 * i_t + 7, _PB_N + 2 * t_p - 2); i_p++) {
                for (j = 1; j < _PB_N - 1; j++) {
                  for (k = 1; k < _PB_N - 1; k++) {
                    B[i_p - 2 * t_p][j][k] = SCALAR_VAL(0.125) * (A[i_p - 2 * t_p + 1][j][k] - SCALAR_VAL(2.0) * A[i_p - 2 * t_p][j][k] + A[i_p - 2 * t_p - 1][j][k])
                               + SCALAR_VAL(0.125) * (A[i_p - 2 * t_p][j + 1][k] - SCALAR_VAL(2.0) * A[i_p - 2 * t_p][j][k] + A[i_p - 2 * t_p][j - 1][k])
                               + SCALAR_VAL(0.125) * (A[i_p - 2 * t_p][j][k + 1] - SCALAR_VAL(2.0) * A[i_p - 2 * t_p][j][k] + A[i_p - 2 * t_p][j][k - 1])
                               + A[i_p - 2 * t_p][j][k];
                    A[i_p - 2 * t_p - 1][j][k] = SCALAR_VAL(0.125) * (B[i_p - 2 * t_p][j][k] - SCALAR_VAL(2.0) * B[i_p - 2 * t_p - 1][j][k] + B[i_p - 2 * t_p - 2][j][k])
                               + SCALAR_VAL(0.125) * (B[i_p - 2 * t_p - 1][j + 1][k] - SCALAR_VAL(2.0) * B[i_p - 2 * t_p - 1][j][k] + B[i_p - 2 * t_p - 1][j - 1][k])
                               + SCALAR_VAL(0.125) * (B[i_p - 2 * t_p - 1][j][k + 1] - SCALAR_VAL(2.0) * B[i_p - 2 * t_p - 1][j][k] + B[i_p - 2 * t_p - 1][j][k - 1])
                               + B[i_p - 2 * t_p - 1][j][k];
                  }
                }
              }
              if (8 * i_t + 8 >= _PB_N + 2 * t_p) {
                for (j = 1; j < _PB_N - 1; j++) {
                  for (k = 1; k < _PB_N - 1; k++) {
                    A[_PB_N - 2][j][k] = SCALAR_VAL(0.125) * (B[_PB_N - 1][j][k] - SCALAR_VAL(2.0) * B[_PB_N - 2][j][k] + B[_PB_N - 3][j][k])
                               + SCALAR_VAL(0.125) * (B[_PB_N - 2][j + 1][k] - SCALAR_VAL(2.0) * B[_PB_N - 2][j][k] + B[_PB_N - 2][j - 1][k])
                               + SCALAR_VAL(0.125) * (B[_PB_N - 2][j][k + 1] - SCALAR_VAL(2.0) * B[_PB_N - 2][j][k] + B[_PB_N - 2][j][k - 1])
                               + B[_PB_N - 2][j][k];
                  }
                }
              }
            }
            pv_pipeline_post(t_t_reached, t_t_k, i_t);
          }
          pv_pipeline_wait(t_t_reached, t_t_k, PV_REACHED_ALL);
          pv_pipeline_post(t_t_reached, t_t_k, PV_REACHED_ALL);
        }
      }
      __builtin_free(t_t_reached);
    }
  } else {
    for (t = 1; t <= _PB_TSTEPS; t++) {
      for (i = 1; i < _PB_N - 1; i++) {
        for (j = 1; j < _PB_N - 1; j++) {
          for (k = 1; k < _PB_N - 1; k++) {
            B[i][j][k] = SCALAR_VAL(0.125) * (A[i + 1][j][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i - 1][j][k])
                       + SCALAR_VAL(0.125) * (A[i][j + 1][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j - 1][k])
                       + SCALAR_VAL(0.125) * (A[i][j][k + 1] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j][k - 1])
                       + A[i][j][k];
          }
        }
      }
      for (i = 1; i < _PB_N - 1; i++) {
        for (j = 1; j < _PB_N - 1; j++) {
          for (k = 1; k < _PB_N - 1; k++) {
            A[i][j][k] = SCALAR_VAL(0.125) * (B[i + 1][j][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i - 1][j][k])
                       + SCALAR_VAL(0.125) * (B[i][j + 1][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j - 1][k])
                       + SCALAR_VAL(0.125) * (B[i][j][k + 1] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j][k - 1])
                       + B[i][j][k];
          }
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_heat_3d passes them to
   pv_restrict_kernel_heat_3d as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_heat_3d(int tsteps, int n, DATA_TYPE A[restrict n][n][n], DATA_TYPE B[restrict n][n][n])
{
  int t, i, j, k;
#pragma scop
  for (t = 1; t <= _PB_TSTEPS; t++) {
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        for (k = 1; k < _PB_N - 1; k++)
          B[i][j][k] = SCALAR_VAL(0.125) * (A[i + 1][j][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i - 1][j][k])
                     + SCALAR_VAL(0.125) * (A[i][j + 1][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j - 1][k])
                     + SCALAR_VAL(0.125) * (A[i][j][k + 1] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j][k - 1])
                     + A[i][j][k];
    for (i = 1; i < _PB_N - 1; i++)
      for (j = 1; j < _PB_N - 1; j++)
        for (k = 1; k < _PB_N - 1; k++)
          A[i][j][k] = SCALAR_VAL(0.125) * (B[i + 1][j][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i - 1][j][k])
                     + SCALAR_VAL(0.125) * (B[i][j + 1][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j - 1][k])
                     + SCALAR_VAL(0.125) * (B[i][j][k + 1] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j][k - 1])
                     + B[i][j][k];
  }
#pragma endscop
}

void kernel_heat_3d(int tsteps, int n,
                    DATA_TYPE POLYBENCH_3D(A, N, N, N, n, n, n),
                    DATA_TYPE POLYBENCH_3D(B, N, N, N, n, n, n))
{
  pv_restrict_kernel_heat_3d(tsteps, n, A, B);
}
/* ==== recipe: tile(i@S0=4, j@S0=3, k@S0=5) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_heat_3d(int tsteps, int n,
                    DATA_TYPE POLYBENCH_3D(A, N, N, N, n, n, n),
                    DATA_TYPE POLYBENCH_3D(B, N, N, N, n, n, n))
{
  int t, i, j, k;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (B/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(B + 0, B + (n - 1) + 1, A + 0, A + (n - 1) + 1)) {
    for (t = 1; t <= _PB_TSTEPS; t++) {
      for (int i_t = 0; i_t < pv_floord(_PB_N + 2, 4); i_t++) {
        for (int j_t = 0; j_t < (_PB_N + 1) / 3; j_t++) {
          for (int k_t = 0; k_t <= (_PB_N - 2) / 5; k_t++) {
            for (int i_p = pv_max(1, 4 * i_t); i_p <= pv_min(_PB_N - 2, 4 * i_t + 3); i_p++) {
              for (int j_p = pv_max(1, 3 * j_t); j_p <= pv_min(_PB_N - 2, 3 * j_t + 2); j_p++) {
                for (int k_p = pv_max(1, 5 * k_t); k_p <= pv_min(_PB_N - 2, 5 * k_t + 4); k_p++) {
                  B[i_p][j_p][k_p] = SCALAR_VAL(0.125) * (A[i_p + 1][j_p][k_p] - SCALAR_VAL(2.0) * A[i_p][j_p][k_p] + A[i_p - 1][j_p][k_p])
                             + SCALAR_VAL(0.125) * (A[i_p][j_p + 1][k_p] - SCALAR_VAL(2.0) * A[i_p][j_p][k_p] + A[i_p][j_p - 1][k_p])
                             + SCALAR_VAL(0.125) * (A[i_p][j_p][k_p + 1] - SCALAR_VAL(2.0) * A[i_p][j_p][k_p] + A[i_p][j_p][k_p - 1])
                             + A[i_p][j_p][k_p];
                }
              }
            }
          }
        }
      }
      for (i = 1; i < _PB_N - 1; i++) {
        for (j = 1; j < _PB_N - 1; j++) {
          for (k = 1; k < _PB_N - 1; k++) {
            A[i][j][k] = SCALAR_VAL(0.125) * (B[i + 1][j][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i - 1][j][k])
                       + SCALAR_VAL(0.125) * (B[i][j + 1][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j - 1][k])
                       + SCALAR_VAL(0.125) * (B[i][j][k + 1] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j][k - 1])
                       + B[i][j][k];
          }
        }
      }
    }
  } else {
    for (t = 1; t <= _PB_TSTEPS; t++) {
      for (i = 1; i < _PB_N - 1; i++) {
        for (j = 1; j < _PB_N - 1; j++) {
          for (k = 1; k < _PB_N - 1; k++) {
            B[i][j][k] = SCALAR_VAL(0.125) * (A[i + 1][j][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i - 1][j][k])
                       + SCALAR_VAL(0.125) * (A[i][j + 1][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j - 1][k])
                       + SCALAR_VAL(0.125) * (A[i][j][k + 1] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j][k - 1])
                       + A[i][j][k];
          }
        }
      }
      for (i = 1; i < _PB_N - 1; i++) {
        for (j = 1; j < _PB_N - 1; j++) {
          for (k = 1; k < _PB_N - 1; k++) {
            A[i][j][k] = SCALAR_VAL(0.125) * (B[i + 1][j][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i - 1][j][k])
                       + SCALAR_VAL(0.125) * (B[i][j + 1][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j - 1][k])
                       + SCALAR_VAL(0.125) * (B[i][j][k + 1] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j][k - 1])
                       + B[i][j][k];
          }
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: skew(j@S1, i@S1, 1); tile(i@S1=4, j@S1=3, k@S1=2) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_heat_3d(int tsteps, int n,
                    DATA_TYPE POLYBENCH_3D(A, N, N, N, n, n, n),
                    DATA_TYPE POLYBENCH_3D(B, N, N, N, n, n, n))
{
  int t, i, j, k;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (B/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(B + 0, B + (n - 1) + 1, A + 0, A + (n - 1) + 1)) {
    for (t = 1; t <= _PB_TSTEPS; t++) {
      for (i = 1; i < _PB_N - 1; i++) {
        for (j = 1; j < _PB_N - 1; j++) {
          for (k = 1; k < _PB_N - 1; k++) {
            B[i][j][k] = SCALAR_VAL(0.125) * (A[i + 1][j][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i - 1][j][k])
                       + SCALAR_VAL(0.125) * (A[i][j + 1][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j - 1][k])
                       + SCALAR_VAL(0.125) * (A[i][j][k + 1] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j][k - 1])
                       + A[i][j][k];
          }
        }
      }
      for (int i_t = 0; i_t < pv_floord(_PB_N + 2, 4); i_t++) {
        for (int j_t = i_t + (i_t + 1) / 3; j_t <= pv_min(_PB_N - (_PB_N + 3) / 3 - 1, i_t + (_PB_N + i_t + 1) / 3); j_t++) {
          for (int k_t = 0; k_t < _PB_N / 2; k_t++) {
            for (int i_p = pv_max(1, pv_max(4 * i_t, -_PB_N + 3 * j_t + 2)); i_p <= pv_min(_PB_N - 2, pv_min(4 * i_t + 3, 3 * j_t + 1)); i_p++) {
              for (int j_p = pv_max(3 * j_t, i_p + 1); j_p <= pv_min(3 * j_t + 2, _PB_N + i_p - 2); j_p++) {
                for (int k_p = pv_max(1, 2 * k_t); k_p <= pv_min(_PB_N - 2, 2 * k_t + 1); k_p++) {
                  A[i_p][j_p - i_p][k_p] = SCALAR_VAL(0.125) * (B[i_p + 1][j_p - i_p][k_p] - SCALAR_VAL(2.0) * B[i_p][j_p - i_p][k_p] + B[i_p - 1][j_p - i_p][k_p])
                             + SCALAR_VAL(0.125) * (B[i_p][j_p - i_p + 1][k_p] - SCALAR_VAL(2.0) * B[i_p][j_p - i_p][k_p] + B[i_p][j_p - i_p - 1][k_p])
                             + SCALAR_VAL(0.125) * (B[i_p][j_p - i_p][k_p + 1] - SCALAR_VAL(2.0) * B[i_p][j_p - i_p][k_p] + B[i_p][j_p - i_p][k_p - 1])
                             + B[i_p][j_p - i_p][k_p];
                }
              }
            }
          }
        }
      }
    }
  } else {
    for (t = 1; t <= _PB_TSTEPS; t++) {
      for (i = 1; i < _PB_N - 1; i++) {
        for (j = 1; j < _PB_N - 1; j++) {
          for (k = 1; k < _PB_N - 1; k++) {
            B[i][j][k] = SCALAR_VAL(0.125) * (A[i + 1][j][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i - 1][j][k])
                       + SCALAR_VAL(0.125) * (A[i][j + 1][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j - 1][k])
                       + SCALAR_VAL(0.125) * (A[i][j][k + 1] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j][k - 1])
                       + A[i][j][k];
          }
        }
      }
      for (i = 1; i < _PB_N - 1; i++) {
        for (j = 1; j < _PB_N - 1; j++) {
          for (k = 1; k < _PB_N - 1; k++) {
            A[i][j][k] = SCALAR_VAL(0.125) * (B[i + 1][j][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i - 1][j][k])
                       + SCALAR_VAL(0.125) * (B[i][j + 1][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j - 1][k])
                       + SCALAR_VAL(0.125) * (B[i][j][k + 1] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j][k - 1])
                       + B[i][j][k];
          }
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S0=4, j@S0=4, k@S0=4); parallel(i_t@S0) ==== */
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
void kernel_heat_3d(int tsteps, int n,
                    DATA_TYPE POLYBENCH_3D(A, N, N, N, n, n, n),
                    DATA_TYPE POLYBENCH_3D(B, N, N, N, n, n, n))
{
  int t, i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (B/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(B + 0, B + (n - 1) + 1, A + 0, A + (n - 1) + 1)) {
    for (t = 1; t <= _PB_TSTEPS; t++) {
      #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
      for (int i_t = 0; i_t < pv_floord(_PB_N + 2, 4); i_t++) {
        for (int j_t = 0; j_t < (_PB_N + 2) / 4; j_t++) {
          for (int k_t = 0; k_t < (_PB_N + 2) / 4; k_t++) {
            for (int i_p = pv_max(1, 4 * i_t); i_p <= pv_min(_PB_N - 2, 4 * i_t + 3); i_p++) {
              for (int j_p = pv_max(1, 4 * j_t); j_p <= pv_min(_PB_N - 2, 4 * j_t + 3); j_p++) {
                for (int k_p = pv_max(1, 4 * k_t); k_p <= pv_min(_PB_N - 2, 4 * k_t + 3); k_p++) {
                  B[i_p][j_p][k_p] = SCALAR_VAL(0.125) * (A[i_p + 1][j_p][k_p] - SCALAR_VAL(2.0) * A[i_p][j_p][k_p] + A[i_p - 1][j_p][k_p])
                             + SCALAR_VAL(0.125) * (A[i_p][j_p + 1][k_p] - SCALAR_VAL(2.0) * A[i_p][j_p][k_p] + A[i_p][j_p - 1][k_p])
                             + SCALAR_VAL(0.125) * (A[i_p][j_p][k_p + 1] - SCALAR_VAL(2.0) * A[i_p][j_p][k_p] + A[i_p][j_p][k_p - 1])
                             + A[i_p][j_p][k_p];
                }
              }
            }
          }
        }
      }
      for (i = 1; i < _PB_N - 1; i++) {
        for (j = 1; j < _PB_N - 1; j++) {
          for (k = 1; k < _PB_N - 1; k++) {
            A[i][j][k] = SCALAR_VAL(0.125) * (B[i + 1][j][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i - 1][j][k])
                       + SCALAR_VAL(0.125) * (B[i][j + 1][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j - 1][k])
                       + SCALAR_VAL(0.125) * (B[i][j][k + 1] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j][k - 1])
                       + B[i][j][k];
          }
        }
      }
    }
  } else {
    for (t = 1; t <= _PB_TSTEPS; t++) {
      for (i = 1; i < _PB_N - 1; i++) {
        for (j = 1; j < _PB_N - 1; j++) {
          for (k = 1; k < _PB_N - 1; k++) {
            B[i][j][k] = SCALAR_VAL(0.125) * (A[i + 1][j][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i - 1][j][k])
                       + SCALAR_VAL(0.125) * (A[i][j + 1][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j - 1][k])
                       + SCALAR_VAL(0.125) * (A[i][j][k + 1] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j][k - 1])
                       + A[i][j][k];
          }
        }
      }
      for (i = 1; i < _PB_N - 1; i++) {
        for (j = 1; j < _PB_N - 1; j++) {
          for (k = 1; k < _PB_N - 1; k++) {
            A[i][j][k] = SCALAR_VAL(0.125) * (B[i + 1][j][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i - 1][j][k])
                       + SCALAR_VAL(0.125) * (B[i][j + 1][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j - 1][k])
                       + SCALAR_VAL(0.125) * (B[i][j][k + 1] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j][k - 1])
                       + B[i][j][k];
          }
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias(); shift(S1, i@S1, 1); fuse(i@S0, i@S1); fuse(j@S0, j@S1); fuse(k@S0, k@S1); skew(i, t, 2); tile(t, 8, i, 4) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_heat_3d passes them to
   pv_restrict_kernel_heat_3d as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_heat_3d(int tsteps, int n, DATA_TYPE A[restrict n][n][n], DATA_TYPE B[restrict n][n][n])
{
  int t, i, j, k;
#pragma scop
  (void) t; (void) i;  /* polyviz: the loops below no longer use them */
  for (int t_t = 0; t_t <= pv_floord(_PB_TSTEPS, 8); t_t++) {
    for (int i_t = 4 * t_t; i_t <= pv_min(pv_floord(2 * _PB_TSTEPS + _PB_N - 1, 4), 4 * t_t + pv_floord(_PB_N + 1, 4) + 3); i_t++) {
      for (int t_p = pv_max(1, pv_max(8 * t_t, -_PB_N + 2 * i_t + pv_floord(_PB_N, 2) + 1)); t_p <= pv_min(_PB_TSTEPS, pv_min(8 * t_t + 7, 2 * i_t + 1)); t_p++) {
        for (int i_p = pv_max(4 * i_t, 2 * t_p + 1); i_p <= pv_min(4 * i_t + 3, _PB_N + 2 * t_p - 1); i_p++) {
          for (j = 1; j < _PB_N - 1; j++) {
            for (k = 1; k < _PB_N - 1; k++) {
              if (_PB_N + 2 * t_p >= i_p + 2) {
                B[i_p - 2 * t_p][j][k] = SCALAR_VAL(0.125) * (A[i_p - 2 * t_p + 1][j][k] - SCALAR_VAL(2.0) * A[i_p - 2 * t_p][j][k] + A[i_p - 2 * t_p - 1][j][k])
                           + SCALAR_VAL(0.125) * (A[i_p - 2 * t_p][j + 1][k] - SCALAR_VAL(2.0) * A[i_p - 2 * t_p][j][k] + A[i_p - 2 * t_p][j - 1][k])
                           + SCALAR_VAL(0.125) * (A[i_p - 2 * t_p][j][k + 1] - SCALAR_VAL(2.0) * A[i_p - 2 * t_p][j][k] + A[i_p - 2 * t_p][j][k - 1])
                           + A[i_p - 2 * t_p][j][k];
              }
              if (i_p >= 2 * t_p + 2) {
                A[i_p - 2 * t_p - 1][j][k] = SCALAR_VAL(0.125) * (B[i_p - 2 * t_p][j][k] - SCALAR_VAL(2.0) * B[i_p - 2 * t_p - 1][j][k] + B[i_p - 2 * t_p - 2][j][k])
                           + SCALAR_VAL(0.125) * (B[i_p - 2 * t_p - 1][j + 1][k] - SCALAR_VAL(2.0) * B[i_p - 2 * t_p - 1][j][k] + B[i_p - 2 * t_p - 1][j - 1][k])
                           + SCALAR_VAL(0.125) * (B[i_p - 2 * t_p - 1][j][k + 1] - SCALAR_VAL(2.0) * B[i_p - 2 * t_p - 1][j][k] + B[i_p - 2 * t_p - 1][j][k - 1])
                           + B[i_p - 2 * t_p - 1][j][k];
              }
            }
          }
        }
      }
    }
  }
#pragma endscop
}

void kernel_heat_3d(int tsteps, int n,
                    DATA_TYPE POLYBENCH_3D(A, N, N, N, n, n, n),
                    DATA_TYPE POLYBENCH_3D(B, N, N, N, n, n, n))
{
  pv_restrict_kernel_heat_3d(tsteps, n, A, B);
}
