/* ==== recipe: (original) ==== */
void kernel_fdtd_2d(int tmax, int nx, int ny,
                    DATA_TYPE POLYBENCH_2D(ex, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(ey, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(hz, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_1D(_fict_, TMAX, tmax))
{
  int t, i, j;
#pragma scop
  for (t = 0; t < _PB_TMAX; t++) {
    for (j = 0; j < _PB_NY; j++)
      ey[0][j] = _fict_[t];
    for (i = 1; i < _PB_NX; i++)
      for (j = 0; j < _PB_NY; j++)
        ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
    for (i = 0; i < _PB_NX; i++)
      for (j = 1; j < _PB_NY; j++)
        ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
    for (i = 0; i < _PB_NX - 1; i++)
      for (j = 0; j < _PB_NY - 1; j++)
        hz[i][j] = hz[i][j] - SCALAR_VAL(0.7) * (ex[i][j + 1] - ex[i][j]
                                                  + ey[i + 1][j] - ey[i][j]);
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
void kernel_fdtd_2d(int tmax, int nx, int ny,
                    DATA_TYPE POLYBENCH_2D(ex, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(ey, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(hz, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_1D(_fict_, TMAX, tmax))
{
  int t, i, j;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (_fict_/ex, _fict_/hz, ey/_fict_, ey/ex, ey/hz, hz/ex); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(ey + 0, ey + (pv_max(0, nx - 1)) + 1, _fict_ + 0, _fict_ + (tmax - 1) + 1)
      && pv_disjoint(ey + 0, ey + (pv_max(0, nx - 1)) + 1, hz + 0, hz + (nx - 1) + 1)
      && pv_disjoint(ey + 0, ey + (pv_max(0, nx - 1)) + 1, ex + 0, ex + (nx - 1) + 1)
      && pv_disjoint(_fict_ + 0, _fict_ + (tmax - 1) + 1, hz + 0, hz + (nx - 1) + 1)
      && pv_disjoint(_fict_ + 0, _fict_ + (tmax - 1) + 1, ex + 0, ex + (nx - 1) + 1)
      && pv_disjoint(hz + 0, hz + (nx - 1) + 1, ex + 0, ex + (nx - 1) + 1)) {
    (void) t; (void) i;  /* polyviz: the loops below no longer use them */
    if (_PB_NY >= 1) {
      {  /* pipeline(t_t): the t_t iterations run on the threads in turn, each i_t once the previous t_t has finished it */
        int t_t_first = 0;
        long t_t_count = pv_floord(_PB_TMAX - 1, 8) - t_t_first + 1;
        long *t_t_reached = pv_pipeline_flags(t_t_count);  /* per t_t: the last i_t it finished */
        #pragma omp parallel num_threads(pv_threads) private(j)
        {
          extern int omp_get_thread_num(void), omp_get_num_threads(void);
          for (long t_t_k = omp_get_thread_num(); t_t_k < t_t_count; t_t_k += omp_get_num_threads()) {
            int t_t = t_t_first + t_t_k;
            for (int i_t = t_t / 4; i_t <= (_PB_NX >= 1 && _PB_NX + _PB_NY >= 3 && 8 * t_t + 7 >= _PB_TMAX ? (_PB_TMAX + _PB_NX + 30) / 32 - 1 : pv_max(t_t / 4, pv_floord(_PB_NX + 8 * t_t + 6, 32))); i_t++) {
              pv_pipeline_wait(t_t_reached, t_t_k, i_t);
              for (int t_p = pv_max(8 * t_t, -_PB_NX + 32 * i_t + 1); t_p <= pv_min(_PB_TMAX - 1, pv_min(8 * t_t + 7, 32 * i_t - 1)); t_p++) {
                for (int i_p = 32 * i_t; i_p <= pv_min(32 * i_t + 31, _PB_NX + t_p - 1); i_p++) {
                  if (_PB_NY >= 2) {
                    ey[i_p - t_p][0] = ey[i_p - t_p][0] - SCALAR_VAL(0.5) * (hz[i_p - t_p][0] - hz[i_p - t_p - 1][0]);
                    hz[i_p - t_p - 1][0] = hz[i_p - t_p - 1][0] - SCALAR_VAL(0.7) * (ex[i_p - t_p - 1][1] - ex[i_p - t_p - 1][0]
                                                              + ey[i_p - t_p][0] - ey[i_p - t_p - 1][0]);
                    for (j = 1; j < _PB_NY - 1; j++) {
                      ex[i_p - t_p][j] = ex[i_p - t_p][j] - SCALAR_VAL(0.5) * (hz[i_p - t_p][j] - hz[i_p - t_p][j - 1]);
                      ey[i_p - t_p][j] = ey[i_p - t_p][j] - SCALAR_VAL(0.5) * (hz[i_p - t_p][j] - hz[i_p - t_p - 1][j]);
                      hz[i_p - t_p - 1][j] = hz[i_p - t_p - 1][j] - SCALAR_VAL(0.7) * (ex[i_p - t_p - 1][j + 1] - ex[i_p - t_p - 1][j]
                                                                + ey[i_p - t_p][j] - ey[i_p - t_p - 1][j]);
                    }
                    ex[i_p - t_p][_PB_NY - 1] = ex[i_p - t_p][_PB_NY - 1] - SCALAR_VAL(0.5) * (hz[i_p - t_p][_PB_NY - 1] - hz[i_p - t_p][_PB_NY - 2]);
                    ey[i_p - t_p][_PB_NY - 1] = ey[i_p - t_p][_PB_NY - 1] - SCALAR_VAL(0.5) * (hz[i_p - t_p][_PB_NY - 1] - hz[i_p - t_p - 1][_PB_NY - 1]);
                  } else {
                    ey[i_p - t_p][0] = ey[i_p - t_p][0] - SCALAR_VAL(0.5) * (hz[i_p - t_p][0] - hz[i_p - t_p - 1][0]);
                  }
                }
              }
              for (int t_p = pv_max(8 * t_t, 32 * i_t); t_p <= pv_min(_PB_TMAX - 1, 8 * t_t + 7); t_p++) {
                if (_PB_NX <= 0) {
                  for (j = 0; j < _PB_NY; j++) {
                    ey[0][j] = _fict_[t_p];
                  }
                } else {
                  ey[0][0] = _fict_[t_p];
                  for (j = 1; j < _PB_NY; j++) {
                    ex[0][j] = ex[0][j] - SCALAR_VAL(0.5) * (hz[0][j] - hz[0][j - 1]);
                    ey[0][j] = _fict_[t_p];
                  }
                  for (int i_p = t_p + 1; i_p <= pv_min(32 * i_t + 31, _PB_NX + t_p - 1); i_p++) {
                    if (_PB_NY >= 2) {
                      ey[i_p - t_p][0] = ey[i_p - t_p][0] - SCALAR_VAL(0.5) * (hz[i_p - t_p][0] - hz[i_p - t_p - 1][0]);
                      hz[i_p - t_p - 1][0] = hz[i_p - t_p - 1][0] - SCALAR_VAL(0.7) * (ex[i_p - t_p - 1][1] - ex[i_p - t_p - 1][0]
                                                                + ey[i_p - t_p][0] - ey[i_p - t_p - 1][0]);
                      for (j = 1; j < _PB_NY - 1; j++) {
                        ex[i_p - t_p][j] = ex[i_p - t_p][j] - SCALAR_VAL(0.5) * (hz[i_p - t_p][j] - hz[i_p - t_p][j - 1]);
                        ey[i_p - t_p][j] = ey[i_p - t_p][j] - SCALAR_VAL(0.5) * (hz[i_p - t_p][j] - hz[i_p - t_p - 1][j]);
                        hz[i_p - t_p - 1][j] = hz[i_p - t_p - 1][j] - SCALAR_VAL(0.7) * (ex[i_p - t_p - 1][j + 1] - ex[i_p - t_p - 1][j]
                                                                  + ey[i_p - t_p][j] - ey[i_p - t_p - 1][j]);
                      }
                      ex[i_p - t_p][_PB_NY - 1] = ex[i_p - t_p][_PB_NY - 1] - SCALAR_VAL(0.5) * (hz[i_p - t_p][_PB_NY - 1] - hz[i_p - t_p][_PB_NY - 2]);
                      ey[i_p - t_p][_PB_NY - 1] = ey[i_p - t_p][_PB_NY - 1] - SCALAR_VAL(0.5) * (hz[i_p - t_p][_PB_NY - 1] - hz[i_p - t_p - 1][_PB_NY - 1]);
                    } else {
                      ey[i_p - t_p][0] = ey[i_p - t_p][0] - SCALAR_VAL(0.5) * (hz[i_p - t_p][0] - hz[i_p - t_p - 1][0]);
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
    }
  } else {
    for (t = 0; t < _PB_TMAX; t++) {
      for (j = 0; j < _PB_NY; j++) {
        ey[0][j] = _fict_[t];
      }
      for (i = 1; i < _PB_NX; i++) {
        for (j = 0; j < _PB_NY; j++) {
          ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
        }
      }
      for (i = 0; i < _PB_NX; i++) {
        for (j = 1; j < _PB_NY; j++) {
          ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
        }
      }
      for (i = 0; i < _PB_NX - 1; i++) {
        for (j = 0; j < _PB_NY - 1; j++) {
          hz[i][j] = hz[i][j] - SCALAR_VAL(0.7) * (ex[i][j + 1] - ex[i][j]
                                                    + ey[i + 1][j] - ey[i][j]);
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_fdtd_2d passes them to
   pv_restrict_kernel_fdtd_2d as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_fdtd_2d(int tmax, int nx, int ny, DATA_TYPE ex[restrict nx][ny], DATA_TYPE ey[restrict nx][ny], DATA_TYPE hz[restrict nx][ny], DATA_TYPE _fict_[restrict tmax])
{
  int t, i, j;
#pragma scop
  for (t = 0; t < _PB_TMAX; t++) {
    for (j = 0; j < _PB_NY; j++)
      ey[0][j] = _fict_[t];
    for (i = 1; i < _PB_NX; i++)
      for (j = 0; j < _PB_NY; j++)
        ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
    for (i = 0; i < _PB_NX; i++)
      for (j = 1; j < _PB_NY; j++)
        ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
    for (i = 0; i < _PB_NX - 1; i++)
      for (j = 0; j < _PB_NY - 1; j++)
        hz[i][j] = hz[i][j] - SCALAR_VAL(0.7) * (ex[i][j + 1] - ex[i][j]
                                                  + ey[i + 1][j] - ey[i][j]);
  }
#pragma endscop
}

void kernel_fdtd_2d(int tmax, int nx, int ny,
                    DATA_TYPE POLYBENCH_2D(ex, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(ey, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(hz, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_1D(_fict_, TMAX, tmax))
{
  pv_restrict_kernel_fdtd_2d(tmax, nx, ny, ex, ey, hz, _fict_);
}
/* ==== recipe: tile(i@S1=4, j@S1=3); tile(i@S2=3, j@S2=4) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_fdtd_2d(int tmax, int nx, int ny,
                    DATA_TYPE POLYBENCH_2D(ex, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(ey, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(hz, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_1D(_fict_, TMAX, tmax))
{
  int t, i, j;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (_fict_/ex, _fict_/hz, ey/_fict_, ey/ex, ey/hz, hz/ex); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(ey + 0, ey + (pv_max(0, nx - 1)) + 1, _fict_ + 0, _fict_ + (tmax - 1) + 1)
      && pv_disjoint(ey + 0, ey + (pv_max(0, nx - 1)) + 1, hz + 0, hz + (nx - 1) + 1)
      && pv_disjoint(ey + 0, ey + (pv_max(0, nx - 1)) + 1, ex + 0, ex + (nx - 1) + 1)
      && pv_disjoint(_fict_ + 0, _fict_ + (tmax - 1) + 1, hz + 0, hz + (nx - 1) + 1)
      && pv_disjoint(_fict_ + 0, _fict_ + (tmax - 1) + 1, ex + 0, ex + (nx - 1) + 1)
      && pv_disjoint(hz + 0, hz + (nx - 1) + 1, ex + 0, ex + (nx - 1) + 1)) {
    for (t = 0; t < _PB_TMAX; t++) {
      for (j = 0; j < _PB_NY; j++) {
        ey[0][j] = _fict_[t];
      }
      for (int i_t = 0; i_t <= pv_floord(_PB_NX - 1, 4); i_t++) {
        for (int j_t = 0; j_t <= pv_floord(_PB_NY - 1, 3); j_t++) {
          for (int i_p = pv_max(1, 4 * i_t); i_p <= pv_min(_PB_NX - 1, 4 * i_t + 3); i_p++) {
            for (int j_p = 3 * j_t; j_p <= pv_min(_PB_NY - 1, 3 * j_t + 2); j_p++) {
              ey[i_p][j_p] = ey[i_p][j_p] - SCALAR_VAL(0.5) * (hz[i_p][j_p] - hz[i_p - 1][j_p]);
            }
          }
        }
      }
      for (int i_t = 0; i_t <= pv_floord(_PB_NX - 1, 3); i_t++) {
        for (int j_t = 0; j_t <= pv_floord(_PB_NY - 1, 4); j_t++) {
          for (int i_p = 3 * i_t; i_p <= pv_min(_PB_NX - 1, 3 * i_t + 2); i_p++) {
            for (int j_p = pv_max(1, 4 * j_t); j_p <= pv_min(_PB_NY - 1, 4 * j_t + 3); j_p++) {
              ex[i_p][j_p] = ex[i_p][j_p] - SCALAR_VAL(0.5) * (hz[i_p][j_p] - hz[i_p][j_p - 1]);
            }
          }
        }
      }
      for (i = 0; i < _PB_NX - 1; i++) {
        for (j = 0; j < _PB_NY - 1; j++) {
          hz[i][j] = hz[i][j] - SCALAR_VAL(0.7) * (ex[i][j + 1] - ex[i][j]
                                                    + ey[i + 1][j] - ey[i][j]);
        }
      }
    }
  } else {
    for (t = 0; t < _PB_TMAX; t++) {
      for (j = 0; j < _PB_NY; j++) {
        ey[0][j] = _fict_[t];
      }
      for (i = 1; i < _PB_NX; i++) {
        for (j = 0; j < _PB_NY; j++) {
          ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
        }
      }
      for (i = 0; i < _PB_NX; i++) {
        for (j = 1; j < _PB_NY; j++) {
          ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
        }
      }
      for (i = 0; i < _PB_NX - 1; i++) {
        for (j = 0; j < _PB_NY - 1; j++) {
          hz[i][j] = hz[i][j] - SCALAR_VAL(0.7) * (ex[i][j + 1] - ex[i][j]
                                                    + ey[i + 1][j] - ey[i][j]);
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: skew(j@S0, t, 1); skew(j@S3, i@S3, 1); tile(i@S3=4, j@S3=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_fdtd_2d(int tmax, int nx, int ny,
                    DATA_TYPE POLYBENCH_2D(ex, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(ey, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(hz, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_1D(_fict_, TMAX, tmax))
{
  int t, i, j;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (_fict_/ex, _fict_/hz, ey/_fict_, ey/ex, ey/hz, hz/ex); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(ey + 0, ey + (pv_max(0, nx - 1)) + 1, _fict_ + 0, _fict_ + (tmax - 1) + 1)
      && pv_disjoint(ey + 0, ey + (pv_max(0, nx - 1)) + 1, hz + 0, hz + (nx - 1) + 1)
      && pv_disjoint(ey + 0, ey + (pv_max(0, nx - 1)) + 1, ex + 0, ex + (nx - 1) + 1)
      && pv_disjoint(_fict_ + 0, _fict_ + (tmax - 1) + 1, hz + 0, hz + (nx - 1) + 1)
      && pv_disjoint(_fict_ + 0, _fict_ + (tmax - 1) + 1, ex + 0, ex + (nx - 1) + 1)
      && pv_disjoint(hz + 0, hz + (nx - 1) + 1, ex + 0, ex + (nx - 1) + 1)) {
    for (t = 0; t < _PB_TMAX; t++) {
      for (j = t; j < _PB_NY + t; j++) {
        ey[0][j - t] = _fict_[t];
      }
      for (i = 1; i < _PB_NX; i++) {
        for (j = 0; j < _PB_NY; j++) {
          ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
        }
      }
      for (i = 0; i < _PB_NX; i++) {
        for (j = 1; j < _PB_NY; j++) {
          ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
        }
      }
      for (int i_t = 0; i_t < pv_floord(_PB_NX + 2, 4); i_t++) {
        for (int j_t = i_t + i_t / 3; j_t <= pv_min(pv_floord(_PB_NX + _PB_NY - 1, 3) - 1, i_t + pv_floord(_PB_NY + i_t + 1, 3)); j_t++) {
          for (int i_p = pv_max(4 * i_t, -_PB_NY + 3 * j_t + 2); i_p <= pv_min(_PB_NX - 2, pv_min(4 * i_t + 3, 3 * j_t + 2)); i_p++) {
            for (int j_p = pv_max(3 * j_t, i_p); j_p <= pv_min(3 * j_t + 2, _PB_NY + i_p - 2); j_p++) {
              hz[i_p][j_p - i_p] = hz[i_p][j_p - i_p] - SCALAR_VAL(0.7) * (ex[i_p][j_p - i_p + 1] - ex[i_p][j_p - i_p]
                                                        + ey[i_p + 1][j_p - i_p] - ey[i_p][j_p - i_p]);
            }
          }
        }
      }
    }
  } else {
    for (t = 0; t < _PB_TMAX; t++) {
      for (j = 0; j < _PB_NY; j++) {
        ey[0][j] = _fict_[t];
      }
      for (i = 1; i < _PB_NX; i++) {
        for (j = 0; j < _PB_NY; j++) {
          ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
        }
      }
      for (i = 0; i < _PB_NX; i++) {
        for (j = 1; j < _PB_NY; j++) {
          ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
        }
      }
      for (i = 0; i < _PB_NX - 1; i++) {
        for (j = 0; j < _PB_NY - 1; j++) {
          hz[i][j] = hz[i][j] - SCALAR_VAL(0.7) * (ex[i][j + 1] - ex[i][j]
                                                    + ey[i + 1][j] - ey[i][j]);
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias(); parallel(i@S1) ==== */
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
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_fdtd_2d passes them to
   pv_restrict_kernel_fdtd_2d as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_fdtd_2d_parallel0(int i, int tmax, int nx, int ny, DATA_TYPE ex[restrict nx][ny] __attribute__((unused)), DATA_TYPE ey[restrict nx][ny], DATA_TYPE hz[restrict nx][ny], DATA_TYPE _fict_[restrict tmax] __attribute__((unused)))
{
  int j;
  for (j = 0; j < _PB_NY; j++) {
    ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
  }
}

static void pv_restrict_kernel_fdtd_2d(int tmax, int nx, int ny, DATA_TYPE ex[restrict nx][ny], DATA_TYPE ey[restrict nx][ny], DATA_TYPE hz[restrict nx][ny], DATA_TYPE _fict_[restrict tmax])
{
  int t, i, j;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  for (t = 0; t < _PB_TMAX; t++) {
    for (j = 0; j < _PB_NY; j++) {
      ey[0][j] = _fict_[t];
    }
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (i = 1; i < _PB_NX; i++) {
      pv_restrict_kernel_fdtd_2d_parallel0(i, tmax, nx, ny, ex, ey, hz, _fict_);
    }
    for (i = 0; i < _PB_NX; i++) {
      for (j = 1; j < _PB_NY; j++) {
        ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
      }
    }
    for (i = 0; i < _PB_NX - 1; i++) {
      for (j = 0; j < _PB_NY - 1; j++) {
        hz[i][j] = hz[i][j] - SCALAR_VAL(0.7) * (ex[i][j + 1] - ex[i][j]
                                                  + ey[i + 1][j] - ey[i][j]);
      }
    }
  }
#pragma endscop
}

void kernel_fdtd_2d(int tmax, int nx, int ny,
                    DATA_TYPE POLYBENCH_2D(ex, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(ey, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(hz, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_1D(_fict_, TMAX, tmax))
{
  pv_restrict_kernel_fdtd_2d(tmax, nx, ny, ex, ey, hz, _fict_);
}
/* ==== recipe: assume_no_alias(); parallel(i@S1); parallel(i@S2); parallel(i@S3) ==== */
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
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_fdtd_2d passes them to
   pv_restrict_kernel_fdtd_2d as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_fdtd_2d_parallel0(int i, int tmax, int nx, int ny, DATA_TYPE ex[restrict nx][ny] __attribute__((unused)), DATA_TYPE ey[restrict nx][ny], DATA_TYPE hz[restrict nx][ny], DATA_TYPE _fict_[restrict tmax] __attribute__((unused)))
{
  int j;
  for (j = 0; j < _PB_NY; j++) {
    ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
  }
}

static void pv_restrict_kernel_fdtd_2d_parallel1(int i, int tmax, int nx, int ny, DATA_TYPE ex[restrict nx][ny], DATA_TYPE ey[restrict nx][ny] __attribute__((unused)), DATA_TYPE hz[restrict nx][ny], DATA_TYPE _fict_[restrict tmax] __attribute__((unused)))
{
  int j;
  for (j = 1; j < _PB_NY; j++) {
    ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
  }
}

static void pv_restrict_kernel_fdtd_2d_parallel2(int i, int tmax, int nx, int ny, DATA_TYPE ex[restrict nx][ny], DATA_TYPE ey[restrict nx][ny], DATA_TYPE hz[restrict nx][ny], DATA_TYPE _fict_[restrict tmax] __attribute__((unused)))
{
  int j;
  for (j = 0; j < _PB_NY - 1; j++) {
    hz[i][j] = hz[i][j] - SCALAR_VAL(0.7) * (ex[i][j + 1] - ex[i][j]
                                              + ey[i + 1][j] - ey[i][j]);
  }
}

static void pv_restrict_kernel_fdtd_2d(int tmax, int nx, int ny, DATA_TYPE ex[restrict nx][ny], DATA_TYPE ey[restrict nx][ny], DATA_TYPE hz[restrict nx][ny], DATA_TYPE _fict_[restrict tmax])
{
  int t, i, j;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  for (t = 0; t < _PB_TMAX; t++) {
    for (j = 0; j < _PB_NY; j++) {
      ey[0][j] = _fict_[t];
    }
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (i = 1; i < _PB_NX; i++) {
      pv_restrict_kernel_fdtd_2d_parallel0(i, tmax, nx, ny, ex, ey, hz, _fict_);
    }
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (i = 0; i < _PB_NX; i++) {
      pv_restrict_kernel_fdtd_2d_parallel1(i, tmax, nx, ny, ex, ey, hz, _fict_);
    }
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (i = 0; i < _PB_NX - 1; i++) {
      pv_restrict_kernel_fdtd_2d_parallel2(i, tmax, nx, ny, ex, ey, hz, _fict_);
    }
  }
#pragma endscop
}

void kernel_fdtd_2d(int tmax, int nx, int ny,
                    DATA_TYPE POLYBENCH_2D(ex, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(ey, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(hz, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_1D(_fict_, TMAX, tmax))
{
  pv_restrict_kernel_fdtd_2d(tmax, nx, ny, ex, ey, hz, _fict_);
}
/* ==== recipe: interchange(i@S1, j@S1); parallel(i@S2); stripmine(j@S3, 4); atomic(j_p) ==== */
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
void kernel_fdtd_2d(int tmax, int nx, int ny,
                    DATA_TYPE POLYBENCH_2D(ex, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(ey, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(hz, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_1D(_fict_, TMAX, tmax))
{
  int t, i, j;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (_fict_/ex, _fict_/hz, ey/_fict_, ey/ex, ey/hz, hz/ex); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(ey + 0, ey + (pv_max(0, nx - 1)) + 1, _fict_ + 0, _fict_ + (tmax - 1) + 1)
      && pv_disjoint(ey + 0, ey + (pv_max(0, nx - 1)) + 1, hz + 0, hz + (nx - 1) + 1)
      && pv_disjoint(ey + 0, ey + (pv_max(0, nx - 1)) + 1, ex + 0, ex + (nx - 1) + 1)
      && pv_disjoint(_fict_ + 0, _fict_ + (tmax - 1) + 1, hz + 0, hz + (nx - 1) + 1)
      && pv_disjoint(_fict_ + 0, _fict_ + (tmax - 1) + 1, ex + 0, ex + (nx - 1) + 1)
      && pv_disjoint(hz + 0, hz + (nx - 1) + 1, ex + 0, ex + (nx - 1) + 1)) {
    for (t = 0; t < _PB_TMAX; t++) {
      for (j = 0; j < _PB_NY; j++) {
        ey[0][j] = _fict_[t];
      }
      for (j = 0; j < _PB_NY; j++) {
        for (i = 1; i < _PB_NX; i++) {
          ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
        }
      }
      #pragma omp parallel for private(j) schedule(dynamic) num_threads(pv_threads)
      for (i = 0; i < _PB_NX; i++) {
        for (j = 1; j < _PB_NY; j++) {
          ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
        }
      }
      for (i = 0; i < _PB_NX - 1; i++) {
        for (int j_t = 0; j_t < pv_floord(_PB_NY + 2, 4); j_t++) {
          for (int j_p = 4 * j_t; j_p <= pv_min(_PB_NY - 2, 4 * j_t + 3); j_p++) {
            hz[i][j_p] = hz[i][j_p] - SCALAR_VAL(0.7) * (ex[i][j_p + 1] - ex[i][j_p]
                                                      + ey[i + 1][j_p] - ey[i][j_p]);
          }
        }
      }
    }
  } else {
    for (t = 0; t < _PB_TMAX; t++) {
      for (j = 0; j < _PB_NY; j++) {
        ey[0][j] = _fict_[t];
      }
      for (i = 1; i < _PB_NX; i++) {
        for (j = 0; j < _PB_NY; j++) {
          ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
        }
      }
      for (i = 0; i < _PB_NX; i++) {
        for (j = 1; j < _PB_NY; j++) {
          ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
        }
      }
      for (i = 0; i < _PB_NX - 1; i++) {
        for (j = 0; j < _PB_NY - 1; j++) {
          hz[i][j] = hz[i][j] - SCALAR_VAL(0.7) * (ex[i][j + 1] - ex[i][j]
                                                    + ey[i + 1][j] - ey[i][j]);
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: permute(j@S2, i@S2); unroll(i@S3, 2) ==== */
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_fdtd_2d(int tmax, int nx, int ny,
                    DATA_TYPE POLYBENCH_2D(ex, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(ey, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(hz, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_1D(_fict_, TMAX, tmax))
{
  int t, i, j;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (_fict_/ex, _fict_/hz, ey/_fict_, ey/ex, ey/hz, hz/ex); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(ey + 0, ey + (pv_max(0, nx - 1)) + 1, _fict_ + 0, _fict_ + (tmax - 1) + 1)
      && pv_disjoint(ey + 0, ey + (pv_max(0, nx - 1)) + 1, hz + 0, hz + (nx - 1) + 1)
      && pv_disjoint(ey + 0, ey + (pv_max(0, nx - 1)) + 1, ex + 0, ex + (nx - 1) + 1)
      && pv_disjoint(_fict_ + 0, _fict_ + (tmax - 1) + 1, hz + 0, hz + (nx - 1) + 1)
      && pv_disjoint(_fict_ + 0, _fict_ + (tmax - 1) + 1, ex + 0, ex + (nx - 1) + 1)
      && pv_disjoint(hz + 0, hz + (nx - 1) + 1, ex + 0, ex + (nx - 1) + 1)) {
    for (t = 0; t < _PB_TMAX; t++) {
      for (j = 0; j < _PB_NY; j++) {
        ey[0][j] = _fict_[t];
      }
      for (i = 1; i < _PB_NX; i++) {
        for (j = 0; j < _PB_NY; j++) {
          ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
        }
      }
      for (j = 1; j < _PB_NY; j++) {
        for (i = 0; i < _PB_NX; i++) {
          ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
        }
      }
      for (i = 0; i < _PB_NX - 1; i += 2) {
        for (j = 0; j < _PB_NY - 1; j++) {
          hz[i][j] = hz[i][j] - SCALAR_VAL(0.7) * (ex[i][j + 1] - ex[i][j]
                                                    + ey[i + 1][j] - ey[i][j]);
          if (i <= _PB_NX - 3) {
            hz[i + 1][j] = hz[i + 1][j] - SCALAR_VAL(0.7) * (ex[i + 1][j + 1] - ex[i + 1][j]
                                                      + ey[i + 2][j] - ey[i + 1][j]);
          }
        }
      }
    }
  } else {
    for (t = 0; t < _PB_TMAX; t++) {
      for (j = 0; j < _PB_NY; j++) {
        ey[0][j] = _fict_[t];
      }
      for (i = 1; i < _PB_NX; i++) {
        for (j = 0; j < _PB_NY; j++) {
          ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
        }
      }
      for (i = 0; i < _PB_NX; i++) {
        for (j = 1; j < _PB_NY; j++) {
          ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
        }
      }
      for (i = 0; i < _PB_NX - 1; i++) {
        for (j = 0; j < _PB_NY - 1; j++) {
          hz[i][j] = hz[i][j] - SCALAR_VAL(0.7) * (ex[i][j + 1] - ex[i][j]
                                                    + ey[i + 1][j] - ey[i][j]);
        }
      }
    }
  }
#pragma endscop
}
