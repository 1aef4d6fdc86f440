/* ==== recipe: (original) ==== */
void kernel_trmm(int m, int n, DATA_TYPE alpha,
                 DATA_TYPE POLYBENCH_2D(A, M, M, m, m),
                 DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  int i, j, k;
#pragma scop
  for (i = 0; i < _PB_M; i++)
    for (j = 0; j < _PB_N; j++) {
      for (k = i + 1; k < _PB_M; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
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
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_trmm(int m, int n, DATA_TYPE alpha,
                 DATA_TYPE POLYBENCH_2D(A, M, M, m, m),
                 DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (B/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(B + 0, B + (m - 1) + 1, A + 1, A + (m - 1) + 1)) {
    (void) k;  /* polyviz: the loops below no longer use it */
    if (_PB_N >= 0) {
      if (_PB_M >= 256) {
        #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
        for (int j_t = 0; j_t < pv_floord(_PB_N, 128); j_t++) {
          for (int i_t = 0; i_t < pv_floord(_PB_M, 128) - 1; i_t++) {
            for (int i_p = 128 * i_t; i_p <= 128 * i_t + 126; i_p++) {
              for (int k_p = i_p + 1; k_p <= 128 * i_t + 127; k_p++) {
                for (int j_p = 128 * j_t; j_p <= 128 * j_t + 127; j_p++) {
                  B[i_p][j_p] += A[k_p][i_p] * B[k_p][j_p];
                }
              }
            }
            for (int k_t = i_t + 1; k_t < _PB_M / 128; k_t++) {
              for (int i_p = 128 * i_t; i_p <= 128 * i_t + 127; i_p++) {
                for (int k_p = 128 * k_t; k_p <= 128 * k_t + 127; k_p++) {
                  for (int j_p = 128 * j_t; j_p <= 128 * j_t + 127; j_p++) {
                    B[i_p][j_p] += A[k_p][i_p] * B[k_p][j_p];
                  }
                }
              }
            }
            if (_PB_M % 128 >= 1) {
              for (int i_p = 128 * i_t; i_p <= 128 * i_t + 127; i_p++) {
                for (int k_p = -((_PB_M - 1) % 128) + _PB_M - 1; k_p < _PB_M; k_p++) {
                  for (int j_p = 128 * j_t; j_p <= 128 * j_t + 127; j_p++) {
                    B[i_p][j_p] += A[k_p][i_p] * B[k_p][j_p];
                  }
                }
              }
            }
          }
          for (int i_t = _PB_M / 128 - 1; i_t <= (_PB_M - 2) / 128; i_t++) {
            for (int k_t = i_t; k_t <= (_PB_M - 1) / 128; k_t++) {
              for (int i_p = 128 * i_t; i_p <= pv_min(_PB_M - 2, pv_min(128 * i_t + 127, 128 * k_t + 126)); i_p++) {
                for (int k_p = pv_max(128 * k_t, i_p + 1); k_p <= pv_min(_PB_M - 1, 128 * k_t + 127); k_p++) {
                  for (int j_p = 128 * j_t; j_p <= 128 * j_t + 127; j_p++) {
                    B[i_p][j_p] += A[k_p][i_p] * B[k_p][j_p];
                  }
                }
              }
            }
          }
        }
      }
      if ((_PB_M <= 255 && _PB_N >= 1) || (_PB_M >= 256 && _PB_N % 128 >= 1)) {
        if (_PB_M <= 255) {
          #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
          for (int j_t = 0; j_t <= (_PB_N - 1) / 128; j_t++) {
            for (int i_t = 0; i_t <= pv_floord(_PB_M - 2, 128); i_t++) {
              for (int k_t = i_t; k_t <= (_PB_M - 1) / 128; k_t++) {
                for (int i_p = 128 * i_t; i_p <= pv_min(_PB_M - 2, pv_min(128 * i_t + 127, 128 * k_t + 126)); i_p++) {
                  for (int k_p = pv_max(128 * k_t, i_p + 1); k_p <= pv_min(_PB_M - 1, 128 * k_t + 127); k_p++) {
                    for (int j_p = 128 * j_t; j_p <= pv_min(_PB_N - 1, 128 * j_t + 127); j_p++) {
                      B[i_p][j_p] += A[k_p][i_p] * B[k_p][j_p];
                    }
                  }
                }
              }
            }
          }
        } else {
          for (int i_t = 0; i_t <= (_PB_M - 2) / 128; i_t++) {
            for (int k_t = i_t; k_t <= (_PB_M - 1) / 128; k_t++) {
              for (int i_p = 128 * i_t; i_p <= pv_min(_PB_M - 2, pv_min(128 * i_t + 127, 128 * k_t + 126)); i_p++) {
                for (int k_p = pv_max(128 * k_t, i_p + 1); k_p <= pv_min(_PB_M - 1, 128 * k_t + 127); k_p++) {
                  for (int j_p = -((_PB_N + 127) % 128) + _PB_N - 1; j_p < _PB_N; j_p++) {
                    B[i_p][j_p] += A[k_p][i_p] * B[k_p][j_p];
                  }
                }
              }
            }
          }
        }
      }
    }
    for (i = 0; i < _PB_M; i++) {
      for (j = 0; j < _PB_N; j++) {
        B[i][j] = alpha * B[i][j];
      }
    }
  } else {
    for (i = 0; i < _PB_M; i++) {
      for (j = 0; j < _PB_N; j++) {
        for (k = i + 1; k < _PB_M; k++) {
          B[i][j] += A[k][i] * B[k][j];
        }
        B[i][j] = alpha * B[i][j];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_trmm passes them to
   pv_restrict_kernel_trmm as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_trmm(int m, int n, DATA_TYPE alpha, DATA_TYPE A[restrict m][m], DATA_TYPE B[restrict m][n])
{
  int i, j, k;
#pragma scop
  for (i = 0; i < _PB_M; i++)
    for (j = 0; j < _PB_N; j++) {
      for (k = i + 1; k < _PB_M; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
#pragma endscop
}

void kernel_trmm(int m, int n, DATA_TYPE alpha,
                 DATA_TYPE POLYBENCH_2D(A, M, M, m, m),
                 DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  pv_restrict_kernel_trmm(m, n, alpha, A, B);
}
/* ==== recipe: tile(i=4, j=3); parallel(j_t) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
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
void kernel_trmm(int m, int n, DATA_TYPE alpha,
                 DATA_TYPE POLYBENCH_2D(A, M, M, m, m),
                 DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (B/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(B + 0, B + (m - 1) + 1, A + 1, A + (m - 1) + 1)) {
    (void) i; (void) j;  /* polyviz: the loops below no longer use them */
    for (int i_t = 0; i_t <= pv_floord(_PB_M - 1, 4); i_t++) {
      #pragma omp parallel for private(k) schedule(dynamic) num_threads(pv_threads)
      for (int j_t = 0; j_t <= pv_floord(_PB_N - 1, 3); j_t++) {
        for (int i_p = 4 * i_t; i_p <= pv_min(_PB_M - 1, 4 * i_t + 3); i_p++) {
          for (int j_p = 3 * j_t; j_p <= pv_min(_PB_N - 1, 3 * j_t + 2); j_p++) {
            for (k = i_p + 1; k < _PB_M; k++) {
              B[i_p][j_p] += A[k][i_p] * B[k][j_p];
            }
            B[i_p][j_p] = alpha * B[i_p][j_p];
          }
        }
      }
    }
  } else {
    for (i = 0; i < _PB_M; i++) {
      for (j = 0; j < _PB_N; j++) {
        for (k = i + 1; k < _PB_M; k++) {
          B[i][j] += A[k][i] * B[k][j];
        }
        B[i][j] = alpha * B[i][j];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: skew(j, i, 1); tile(i=4, j=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_trmm(int m, int n, DATA_TYPE alpha,
                 DATA_TYPE POLYBENCH_2D(A, M, M, m, m),
                 DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  int i, j, k;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (B/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(B + 0, B + (m - 1) + 1, A + 1, A + (m - 1) + 1)) {
    (void) i; (void) j;  /* polyviz: the loops below no longer use them */
    for (int i_t = 0; i_t <= pv_floord(_PB_M - 1, 4); i_t++) {
      for (int j_t = i_t + i_t / 3; j_t <= pv_min(pv_floord(_PB_M + _PB_N + 1, 3) - 1, i_t + pv_floord(_PB_N + i_t - 1, 3) + 1); j_t++) {
        for (int i_p = pv_max(4 * i_t, -_PB_N + 3 * j_t + 1); i_p <= pv_min(_PB_M - 1, pv_min(4 * i_t + 3, 3 * j_t + 2)); i_p++) {
          for (int j_p = pv_max(3 * j_t, i_p); j_p <= pv_min(3 * j_t + 2, _PB_N + i_p - 1); j_p++) {
            for (k = i_p + 1; k < _PB_M; k++) {
              B[i_p][j_p - i_p] += A[k][i_p] * B[k][j_p - i_p];
            }
            B[i_p][j_p - i_p] = alpha * B[i_p][j_p - i_p];
          }
        }
      }
    }
  } else {
    for (i = 0; i < _PB_M; i++) {
      for (j = 0; j < _PB_N; j++) {
        for (k = i + 1; k < _PB_M; k++) {
          B[i][j] += A[k][i] * B[k][j];
        }
        B[i][j] = alpha * B[i][j];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: interchange(i, j); parallel(j) ==== */
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
void kernel_trmm(int m, int n, DATA_TYPE alpha,
                 DATA_TYPE POLYBENCH_2D(A, M, M, m, m),
                 DATA_TYPE POLYBENCH_2D(B, M, N, m, n))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (B/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(B + 0, B + (m - 1) + 1, A + 1, A + (m - 1) + 1)) {
    #pragma omp parallel for private(i, k) schedule(dynamic) num_threads(pv_threads)
    for (j = 0; j < _PB_N; j++) {
      for (i = 0; i < _PB_M; i++) {
        for (k = i + 1; k < _PB_M; k++) {
          B[i][j] += A[k][i] * B[k][j];
        }
        B[i][j] = alpha * B[i][j];
      }
    }
  } else {
    for (i = 0; i < _PB_M; i++) {
      for (j = 0; j < _PB_N; j++) {
        for (k = i + 1; k < _PB_M; k++) {
          B[i][j] += A[k][i] * B[k][j];
        }
        B[i][j] = alpha * B[i][j];
      }
    }
  }
#pragma endscop
}
