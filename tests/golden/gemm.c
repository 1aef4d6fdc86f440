/* ==== recipe: (original) ==== */
void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                 DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                 DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  int i, j, k;
#pragma scop
  for (i = 0; i < _PB_NI; i++) {
    for (j = 0; j < _PB_NJ; j++)
      C[i][j] *= beta;
    for (k = 0; k < _PB_NK; k++)
      for (j = 0; j < _PB_NJ; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
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
typedef double pv_double4 __attribute__((vector_size(32)));
typedef double pv_double4_u __attribute__((vector_size(32), aligned(8), may_alias));
void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                 DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                 DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (C/A, C/B); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(C + 0, C + (ni - 1) + 1, A + 0, A + (ni - 1) + 1)
      && pv_disjoint(C + 0, C + (ni - 1) + 1, B + 0, B + (nk - 1) + 1)) {
    (void) k;  /* polyviz: the loops below no longer use it */
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        C[i][j] *= beta;
      }
    }
    if (_PB_NI >= 1) {
      if (_PB_NJ >= 8) {
        #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
        for (int i_t = 0; i_t <= pv_floord(_PB_NI - 6, 126); i_t++) {
          for (int k_t = 0; k_t <= pv_floord(_PB_NK - 1, 128); k_t++) {
            double A_tile[126][128];  /* this tile's part of A */
            /* polyviz: pack: the part of A read below, times alpha, copied once per k_t */
            for (long A_0 = pv_max(126 * i_t, 0); A_0 <= pv_min(126 * i_t + 125, _PB_NI - 1); A_0++)
              for (long A_1 = pv_max(128 * k_t, 0); A_1 <= pv_min(128 * k_t + 127, _PB_NK - 1); A_1++)
                A_tile[A_0 - 126 * i_t][A_1 - 128 * k_t] = alpha * A[A_0][A_1];
            for (int j_t = 0; j_t <= pv_floord(_PB_NJ - 8, 128); j_t++) {
              for (int i_p = 21 * i_t; i_p <= pv_min(21 * i_t + 20, _PB_NI / 6 - 1); i_p++) {
                for (int j_p = 16 * j_t; j_p <= pv_min(16 * j_t + 15, _PB_NJ / 8 - 1); j_p++) {
                  {
                    /* polyviz: register_tile: 6 rows of 2 vectors of 4 elements of the written array stay in registers */
                    pv_double4 C_block[6][2];
                    for (int i_p_r = 0; i_p_r < 6; i_p_r++) {
                      for (int j_p_r = 0; j_p_r < 2; j_p_r++) {
                        C_block[i_p_r][j_p_r] = *(pv_double4_u *)&C[6 * i_p + i_p_r][8 * j_p + 4 * j_p_r];
                      }
                    }
                    for (int k_p = 128 * k_t; k_p <= pv_min(_PB_NK - 1, 128 * k_t + 127); k_p++) {
                      for (int i_p_r = 0; i_p_r < 6; i_p_r++) {
                        for (int j_p_r = 0; j_p_r < 2; j_p_r++) {
                          C_block[i_p_r][j_p_r] += A_tile[6 * i_p + i_p_r - 126 * i_t][k_p - 128 * k_t] * (*(pv_double4_u *)&B[k_p][8 * j_p + 4 * j_p_r]);
                        }
                      }
                    }
                    for (int i_p_r = 0; i_p_r < 6; i_p_r++) {
                      for (int j_p_r = 0; j_p_r < 2; j_p_r++) {
                        *(pv_double4_u *)&C[6 * i_p + i_p_r][8 * j_p + 4 * j_p_r] = C_block[i_p_r][j_p_r];
                      }
                    }
                  }
                }
                if (128 * j_t + 127 >= _PB_NJ && _PB_NJ % 8 >= 1) {
                  for (int k_p = 128 * k_t; k_p <= pv_min(_PB_NK - 1, 128 * k_t + 127); k_p++) {
                    for (int i_p_r = 6 * i_p; i_p_r <= 6 * i_p + 5; i_p_r++) {
                      for (int j_p_r = -((_PB_NJ - 1) % 8) + _PB_NJ - 1; j_p_r < _PB_NJ; j_p_r++) {
                        C[i_p_r][j_p_r] += A_tile[i_p_r - 126 * i_t][k_p - 128 * k_t] * B[k_p][j_p_r];
                      }
                    }
                  }
                }
              }
              if (126 * i_t + 125 >= _PB_NI && _PB_NI % 6 >= 1) {
                for (int j_p = 16 * j_t; j_p <= pv_min(16 * j_t + 15, (_PB_NJ - 1) / 8); j_p++) {
                  for (int k_p = 128 * k_t; k_p <= pv_min(_PB_NK - 1, 128 * k_t + 127); k_p++) {
                    for (int i_p_r = -((_PB_NI - 1) % 6) + _PB_NI - 1; i_p_r < _PB_NI; i_p_r++) {
                      for (int j_p_r = 8 * j_p; j_p_r <= pv_min(_PB_NJ - 1, 8 * j_p + 7); j_p_r++) {
                        C[i_p_r][j_p_r] += A_tile[i_p_r - 126 * i_t][k_p - 128 * k_t] * B[k_p][j_p_r];
                      }
                    }
                  }
                }
              }
            }
            if ((_PB_NJ - 8) % 128 >= 121) {
              for (int i_p = 21 * i_t; i_p <= pv_min(21 * i_t + 20, (_PB_NI - 1) / 6); i_p++) {
                for (int k_p = 128 * k_t; k_p <= pv_min(_PB_NK - 1, 128 * k_t + 127); k_p++) {
                  for (int i_p_r = 6 * i_p; i_p_r <= pv_min(_PB_NI - 1, 6 * i_p + 5); i_p_r++) {
                    for (int j_p_r = -((_PB_NJ - 1) % 128) + _PB_NJ - 1; j_p_r < _PB_NJ; j_p_r++) {
                      C[i_p_r][j_p_r] += A_tile[i_p_r - 126 * i_t][k_p - 128 * k_t] * B[k_p][j_p_r];
                    }
                  }
                }
              }
            }
          }
        }
      }
      if (_PB_NJ <= 7 || (_PB_NI + 120) % 126 >= 121) {
        if (_PB_NJ <= 7) {
          #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
          for (int i_t = 0; i_t <= (_PB_NI - 1) / 126; i_t++) {
            for (int k_t = 0; k_t <= pv_floord(_PB_NK - 1, 128); k_t++) {
              double A_tile[126][128];  /* this tile's part of A */
              /* polyviz: pack: the part of A read below, times alpha, copied once per k_t */
              for (long A_0 = pv_max(126 * i_t, 0); A_0 <= pv_min(126 * i_t + 125, _PB_NI - 1); A_0++)
                for (long A_1 = pv_max(128 * k_t, 0); A_1 <= pv_min(128 * k_t + 127, _PB_NK - 1); A_1++)
                  A_tile[A_0 - 126 * i_t][A_1 - 128 * k_t] = alpha * A[A_0][A_1];
              for (int i_p = 21 * i_t; i_p <= pv_min(21 * i_t + 20, (_PB_NI - 1) / 6); i_p++) {
                for (int k_p = 128 * k_t; k_p <= pv_min(_PB_NK - 1, 128 * k_t + 127); k_p++) {
                  for (int i_p_r = 6 * i_p; i_p_r <= pv_min(_PB_NI - 1, 6 * i_p + 5); i_p_r++) {
                    for (int j_p_r = 0; j_p_r < _PB_NJ; j_p_r++) {
                      C[i_p_r][j_p_r] += A_tile[i_p_r - 126 * i_t][k_p - 128 * k_t] * B[k_p][j_p_r];
                    }
                  }
                }
              }
            }
          }
        } else {
          for (int k_t = 0; k_t <= pv_floord(_PB_NK - 1, 128); k_t++) {
            for (int j_t = 0; j_t <= (_PB_NJ - 1) / 128; j_t++) {
              for (int j_p = 16 * j_t; j_p <= pv_min(16 * j_t + 15, (_PB_NJ - 1) / 8); j_p++) {
                for (int k_p = 128 * k_t; k_p <= pv_min(_PB_NK - 1, 128 * k_t + 127); k_p++) {
                  for (int i_p_r = -((_PB_NI - 1) % 126) + _PB_NI - 1; i_p_r < _PB_NI; i_p_r++) {
                    for (int j_p_r = 8 * j_p; j_p_r <= pv_min(_PB_NJ - 1, 8 * j_p + 7); j_p_r++) {
                      C[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * B[k_p][j_p_r];
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  } else {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        C[i][j] *= beta;
      }
      for (k = 0; k < _PB_NK; k++) {
        for (j = 0; j < _PB_NJ; j++) {
          C[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_gemm passes them to
   pv_restrict_kernel_gemm as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[restrict ni][nj], DATA_TYPE A[restrict ni][nk], DATA_TYPE B[restrict nk][nj])
{
  int i, j, k;
#pragma scop
  for (i = 0; i < _PB_NI; i++) {
    for (j = 0; j < _PB_NJ; j++)
      C[i][j] *= beta;
    for (k = 0; k < _PB_NK; k++)
      for (j = 0; j < _PB_NJ; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
#pragma endscop
}

void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                 DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                 DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  pv_restrict_kernel_gemm(ni, nj, nk, alpha, beta, C, A, B);
}
/* ==== recipe: tile(k=4, j@S1=3); parallel(i) ==== */
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
void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                 DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                 DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (C/A, C/B); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(C + 0, C + (ni - 1) + 1, A + 0, A + (ni - 1) + 1)
      && pv_disjoint(C + 0, C + (ni - 1) + 1, B + 0, B + (nk - 1) + 1)) {
    (void) k;  /* polyviz: the loops below no longer use it */
    #pragma omp parallel for private(j) schedule(dynamic) num_threads(pv_threads)
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        C[i][j] *= beta;
      }
      for (int k_t = 0; k_t <= pv_floord(_PB_NK - 1, 4); k_t++) {
        for (int j_t = 0; j_t <= pv_floord(_PB_NJ - 1, 3); j_t++) {
          for (int k_p = 4 * k_t; k_p <= pv_min(_PB_NK - 1, 4 * k_t + 3); k_p++) {
            for (int j_p = 3 * j_t; j_p <= pv_min(_PB_NJ - 1, 3 * j_t + 2); j_p++) {
              C[i][j_p] += alpha * A[i][k_p] * B[k_p][j_p];
            }
          }
        }
      }
    }
  } else {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        C[i][j] *= beta;
      }
      for (k = 0; k < _PB_NK; k++) {
        for (j = 0; j < _PB_NJ; j++) {
          C[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: skew(j@S1, k, 1); tile(k=4, j@S1=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                 DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                 DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  int i, j, k;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (C/A, C/B); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(C + 0, C + (ni - 1) + 1, A + 0, A + (ni - 1) + 1)
      && pv_disjoint(C + 0, C + (ni - 1) + 1, B + 0, B + (nk - 1) + 1)) {
    (void) k;  /* polyviz: the loops below no longer use it */
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        C[i][j] *= beta;
      }
      for (int k_t = 0; k_t <= pv_floord(_PB_NK - 1, 4); k_t++) {
        for (int j_t = k_t + k_t / 3; j_t <= pv_min(pv_floord(_PB_NJ + _PB_NK + 1, 3) - 1, k_t + pv_floord(_PB_NJ + k_t - 1, 3) + 1); j_t++) {
          for (int k_p = pv_max(4 * k_t, -_PB_NJ + 3 * j_t + 1); k_p <= pv_min(_PB_NK - 1, pv_min(4 * k_t + 3, 3 * j_t + 2)); k_p++) {
            for (int j_p = pv_max(3 * j_t, k_p); j_p <= pv_min(3 * j_t + 2, _PB_NJ + k_p - 1); j_p++) {
              C[i][j_p - k_p] += alpha * A[i][k_p] * B[k_p][j_p - k_p];
            }
          }
        }
      }
    }
  } else {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        C[i][j] *= beta;
      }
      for (k = 0; k < _PB_NK; k++) {
        for (j = 0; j < _PB_NJ; j++) {
          C[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: interchange(k, j@S1); parallel(i) ==== */
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
void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                 DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                 DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (C/A, C/B); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(C + 0, C + (ni - 1) + 1, A + 0, A + (ni - 1) + 1)
      && pv_disjoint(C + 0, C + (ni - 1) + 1, B + 0, B + (nk - 1) + 1)) {
    #pragma omp parallel for private(j, k) schedule(dynamic) num_threads(pv_threads)
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        C[i][j] *= beta;
      }
      for (j = 0; j < _PB_NJ; j++) {
        for (k = 0; k < _PB_NK; k++) {
          C[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
  } else {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        C[i][j] *= beta;
      }
      for (k = 0; k < _PB_NK; k++) {
        for (j = 0; j < _PB_NJ; j++) {
          C[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(k=4, j@S1=8); unroll(j@S0, 4) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                 DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                 DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  int i, j, k;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (C/A, C/B); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(C + 0, C + (ni - 1) + 1, A + 0, A + (ni - 1) + 1)
      && pv_disjoint(C + 0, C + (ni - 1) + 1, B + 0, B + (nk - 1) + 1)) {
    (void) k;  /* polyviz: the loops below no longer use it */
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j += 4) {
        C[i][j] *= beta;
        if (j <= _PB_NJ - 2) {
          C[i][j + 1] *= beta;
          if (j <= _PB_NJ - 3) {
            C[i][j + 2] *= beta;
            if (j <= _PB_NJ - 4) {
              C[i][j + 3] *= beta;
            }
          }
        }
      }
      for (int k_t = 0; k_t <= pv_floord(_PB_NK - 1, 4); k_t++) {
        for (int j_t = 0; j_t <= pv_floord(_PB_NJ - 1, 8); j_t++) {
          for (int k_p = 4 * k_t; k_p <= pv_min(_PB_NK - 1, 4 * k_t + 3); k_p++) {
            for (int j_p = 8 * j_t; j_p <= pv_min(_PB_NJ - 1, 8 * j_t + 7); j_p++) {
              C[i][j_p] += alpha * A[i][k_p] * B[k_p][j_p];
            }
          }
        }
      }
    }
  } else {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        C[i][j] *= beta;
      }
      for (k = 0; k < _PB_NK; k++) {
        for (j = 0; j < _PB_NJ; j++) {
          C[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: distribute(i); tile(i@S1=4, k=4, j@S1=4); isolate(k_t) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                 DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                 DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  int i, j, k;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (C/A, C/B); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(C + 0, C + (ni - 1) + 1, A + 0, A + (ni - 1) + 1)
      && pv_disjoint(C + 0, C + (ni - 1) + 1, B + 0, B + (nk - 1) + 1)) {
    (void) k;  /* polyviz: the loops below no longer use it */
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        C[i][j] *= beta;
      }
    }
    if (_PB_NI >= 0) {
      if (_PB_NJ >= 4 && _PB_NK >= 4) {
        for (int i_t = 0; i_t < pv_floord(_PB_NI, 4); i_t++) {
          for (int k_t = 0; k_t < pv_floord(_PB_NK, 4); k_t++) {
            for (int j_t = 0; j_t < pv_floord(_PB_NJ, 4); j_t++) {
              for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
                for (int k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p++) {
                  for (int j_p = 4 * j_t; j_p <= 4 * j_t + 3; j_p++) {
                    C[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
                  }
                }
              }
            }
            if (_PB_NJ % 4 >= 1) {
              for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
                for (int k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p++) {
                  for (int j_p = -((_PB_NJ - 1) % 4) + _PB_NJ - 1; j_p < _PB_NJ; j_p++) {
                    C[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
                  }
                }
              }
            }
          }
          if (_PB_NK % 4 >= 1) {
            for (int j_t = 0; j_t <= (_PB_NJ - 1) / 4; j_t++) {
              for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
                for (int k_p = -((_PB_NK - 1) % 4) + _PB_NK - 1; k_p < _PB_NK; k_p++) {
                  for (int j_p = 4 * j_t; j_p <= pv_min(_PB_NJ - 1, 4 * j_t + 3); j_p++) {
                    C[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
                  }
                }
              }
            }
          }
        }
      }
      if ((_PB_NI >= 1 && _PB_NJ <= 3) || (_PB_NI >= 1 && _PB_NJ >= 4 && _PB_NK <= 3) || (_PB_NJ >= 4 && _PB_NK >= 4 && _PB_NI % 4 >= 1)) {
        if (_PB_NJ <= 3) {
          for (int i_t = 0; i_t <= (_PB_NI - 1) / 4; i_t++) {
            for (int k_t = 0; k_t <= pv_floord(_PB_NK - 1, 4); k_t++) {
              for (int i_p = 4 * i_t; i_p <= pv_min(_PB_NI - 1, 4 * i_t + 3); i_p++) {
                for (int k_p = 4 * k_t; k_p <= pv_min(_PB_NK - 1, 4 * k_t + 3); k_p++) {
                  for (int j_p = 0; j_p < _PB_NJ; j_p++) {
                    C[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
                  }
                }
              }
            }
          }
        } else {
          if (_PB_NK <= 3) {
            for (int i_t = 0; i_t <= (_PB_NI - 1) / 4; i_t++) {
              for (int j_t = 0; j_t <= (_PB_NJ - 1) / 4; j_t++) {
                for (int i_p = 4 * i_t; i_p <= pv_min(_PB_NI - 1, 4 * i_t + 3); i_p++) {
                  for (int k_p = 0; k_p < _PB_NK; k_p++) {
                    for (int j_p = 4 * j_t; j_p <= pv_min(_PB_NJ - 1, 4 * j_t + 3); j_p++) {
                      C[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
                    }
                  }
                }
              }
            }
          } else {
            for (int k_t = 0; k_t <= (_PB_NK - 1) / 4; k_t++) {
              for (int j_t = 0; j_t <= (_PB_NJ - 1) / 4; j_t++) {
                for (int i_p = -((_PB_NI + 3) % 4) + _PB_NI - 1; i_p < _PB_NI; i_p++) {
                  for (int k_p = 4 * k_t; k_p <= pv_min(_PB_NK - 1, 4 * k_t + 3); k_p++) {
                    for (int j_p = 4 * j_t; j_p <= pv_min(_PB_NJ - 1, 4 * j_t + 3); j_p++) {
                      C[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  } else {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        C[i][j] *= beta;
      }
      for (k = 0; k < _PB_NK; k++) {
        for (j = 0; j < _PB_NJ; j++) {
          C[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: distribute(i); tile(i@S1=4, k=4, j@S1=4); isolate(j_t); unroll(k_p, 2); parallel(i_t@S1) ==== */
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
void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                 DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                 DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (C/A, C/B); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(C + 0, C + (ni - 1) + 1, A + 0, A + (ni - 1) + 1)
      && pv_disjoint(C + 0, C + (ni - 1) + 1, B + 0, B + (nk - 1) + 1)) {
    (void) k;  /* polyviz: the loops below no longer use it */
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        C[i][j] *= beta;
      }
    }
    if (_PB_NI >= 0) {
      if (_PB_NJ >= 4 && _PB_NK >= 4) {
        #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
        for (int i_t = 0; i_t < pv_floord(_PB_NI, 4); i_t++) {
          for (int k_t = 0; k_t < pv_floord(_PB_NK, 4); k_t++) {
            for (int j_t = 0; j_t < pv_floord(_PB_NJ, 4); j_t++) {
              for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
                for (int k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p += 2) {
                  for (int j_p = 4 * j_t; j_p <= 4 * j_t + 3; j_p++) {
                    C[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
                    C[i_p][j_p] += alpha * A[i_p][k_p + 1] * B[k_p + 1][j_p];
                  }
                }
              }
            }
            if (_PB_NJ % 4 >= 1) {
              for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
                for (int k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p += 2) {
                  for (int j_p = -((_PB_NJ - 1) % 4) + _PB_NJ - 1; j_p < _PB_NJ; j_p++) {
                    for (int k_p_u = k_p; k_p_u <= k_p + 1; k_p_u++) {
                      C[i_p][j_p] += alpha * A[i_p][k_p_u] * B[k_p_u][j_p];
                    }
                  }
                }
              }
            }
          }
          if (_PB_NK % 4 >= 1) {
            for (int j_t = 0; j_t <= (_PB_NJ - 1) / 4; j_t++) {
              for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
                for (int k_p = -((_PB_NK - 1) % 4) + _PB_NK - 1; k_p < _PB_NK; k_p += 2) {
                  for (int j_p = 4 * j_t; j_p <= pv_min(_PB_NJ - 1, 4 * j_t + 3); j_p++) {
                    for (int k_p_u = k_p; k_p_u <= pv_min(_PB_NK - 1, k_p + 1); k_p_u++) {
                      C[i_p][j_p] += alpha * A[i_p][k_p_u] * B[k_p_u][j_p];
                    }
                  }
                }
              }
            }
          }
        }
      }
      if ((_PB_NI >= 1 && _PB_NJ <= 3) || (_PB_NI >= 1 && _PB_NJ >= 4 && _PB_NK <= 3) || (_PB_NJ >= 4 && _PB_NK >= 4 && _PB_NI % 4 >= 1)) {
        if (_PB_NJ <= 3) {
          #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
          for (int i_t = 0; i_t <= (_PB_NI - 1) / 4; i_t++) {
            for (int k_t = 0; k_t <= pv_floord(_PB_NK - 1, 4); k_t++) {
              for (int i_p = 4 * i_t; i_p <= pv_min(_PB_NI - 1, 4 * i_t + 3); i_p++) {
                for (int k_p = 4 * k_t; k_p <= pv_min(_PB_NK - 1, 4 * k_t + 3); k_p += 2) {
                  for (int j_p = 0; j_p < _PB_NJ; j_p++) {
                    for (int k_p_u = k_p; k_p_u <= pv_min(_PB_NK - 1, k_p + 1); k_p_u++) {
                      C[i_p][j_p] += alpha * A[i_p][k_p_u] * B[k_p_u][j_p];
                    }
                  }
                }
              }
            }
          }
        } else {
          if (_PB_NK <= 3) {
            #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
            for (int i_t = 0; i_t <= (_PB_NI - 1) / 4; i_t++) {
              for (int j_t = 0; j_t <= (_PB_NJ - 1) / 4; j_t++) {
                for (int i_p = 4 * i_t; i_p <= pv_min(_PB_NI - 1, 4 * i_t + 3); i_p++) {
                  for (int k_p = 0; k_p < _PB_NK; k_p += 2) {
                    for (int j_p = 4 * j_t; j_p <= pv_min(_PB_NJ - 1, 4 * j_t + 3); j_p++) {
                      for (int k_p_u = k_p; k_p_u <= pv_min(_PB_NK - 1, k_p + 1); k_p_u++) {
                        C[i_p][j_p] += alpha * A[i_p][k_p_u] * B[k_p_u][j_p];
                      }
                    }
                  }
                }
              }
            }
          } else {
            for (int k_t = 0; k_t <= (_PB_NK - 1) / 4; k_t++) {
              for (int j_t = 0; j_t <= (_PB_NJ - 1) / 4; j_t++) {
                for (int i_p = -((_PB_NI + 3) % 4) + _PB_NI - 1; i_p < _PB_NI; i_p++) {
                  for (int k_p = 4 * k_t; k_p <= pv_min(_PB_NK - 1, 4 * k_t + 3); k_p += 2) {
                    for (int j_p = 4 * j_t; j_p <= pv_min(_PB_NJ - 1, 4 * j_t + 3); j_p++) {
                      for (int k_p_u = k_p; k_p_u <= pv_min(_PB_NK - 1, k_p + 1); k_p_u++) {
                        C[i_p][j_p] += alpha * A[i_p][k_p_u] * B[k_p_u][j_p];
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  } else {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        C[i][j] *= beta;
      }
      for (k = 0; k < _PB_NK; k++) {
        for (j = 0; j < _PB_NJ; j++) {
          C[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: distribute(i); tile(i@S1=8, k=8, j@S1=8); isolate(i_t); unroll(i_p, 2); unroll(j_p, 4); permute(i_p, j_p, k_p, i_p_u, j_p_u) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                 DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                 DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  int i, j, k;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (C/A, C/B); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(C + 0, C + (ni - 1) + 1, A + 0, A + (ni - 1) + 1)
      && pv_disjoint(C + 0, C + (ni - 1) + 1, B + 0, B + (nk - 1) + 1)) {
    (void) k;  /* polyviz: the loops below no longer use it */
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        C[i][j] *= beta;
      }
    }
    if (_PB_NI >= 0) {
      if (_PB_NJ >= 8 && _PB_NK >= 8) {
        for (int i_t = 0; i_t < pv_floord(_PB_NI, 8); i_t++) {
          for (int k_t = 0; k_t < pv_floord(_PB_NK, 8); k_t++) {
            for (int j_t = 0; j_t < pv_floord(_PB_NJ, 8); j_t++) {
              for (int i_p = 8 * i_t; i_p <= 8 * i_t + 7; i_p += 2) {
                for (int j_p = 8 * j_t; j_p <= 8 * j_t + 7; j_p += 4) {
                  for (int k_p = 8 * k_t; k_p <= 8 * k_t + 7; k_p++) {
                    C[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
                    C[i_p][j_p + 1] += alpha * A[i_p][k_p] * B[k_p][j_p + 1];
                    C[i_p][j_p + 2] += alpha * A[i_p][k_p] * B[k_p][j_p + 2];
                    C[i_p][j_p + 3] += alpha * A[i_p][k_p] * B[k_p][j_p + 3];
                    C[i_p + 1][j_p] += alpha * A[i_p + 1][k_p] * B[k_p][j_p];
                    C[i_p + 1][j_p + 1] += alpha * A[i_p + 1][k_p] * B[k_p][j_p + 1];
                    C[i_p + 1][j_p + 2] += alpha * A[i_p + 1][k_p] * B[k_p][j_p + 2];
                    C[i_p + 1][j_p + 3] += alpha * A[i_p + 1][k_p] * B[k_p][j_p + 3];
                  }
                }
              }
            }
            if (_PB_NJ % 8 >= 1) {
              for (int i_p = 8 * i_t; i_p <= 8 * i_t + 7; i_p += 2) {
                for (int j_p = -((_PB_NJ - 1) % 8) + _PB_NJ - 1; j_p < _PB_NJ; j_p += 4) {
                  for (int k_p = 8 * k_t; k_p <= 8 * k_t + 7; k_p++) {
                    for (int i_p_u = i_p; i_p_u <= i_p + 1; i_p_u++) {
                      for (int j_p_u = j_p; j_p_u <= pv_min(_PB_NJ - 1, j_p + 3); j_p_u++) {
                        C[i_p_u][j_p_u] += alpha * A[i_p_u][k_p] * B[k_p][j_p_u];
                      }
                    }
                  }
                }
              }
            }
          }
          if (_PB_NK % 8 >= 1) {
            for (int j_t = 0; j_t <= (_PB_NJ - 1) / 8; j_t++) {
              for (int i_p = 8 * i_t; i_p <= 8 * i_t + 7; i_p += 2) {
                for (int j_p = 8 * j_t; j_p <= pv_min(_PB_NJ - 1, 8 * j_t + 7); j_p += 4) {
                  for (int k_p = -((_PB_NK - 1) % 8) + _PB_NK - 1; k_p < _PB_NK; k_p++) {
                    for (int i_p_u = i_p; i_p_u <= i_p + 1; i_p_u++) {
                      for (int j_p_u = j_p; j_p_u <= pv_min(_PB_NJ - 1, j_p + 3); j_p_u++) {
                        C[i_p_u][j_p_u] += alpha * A[i_p_u][k_p] * B[k_p][j_p_u];
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
      if ((_PB_NI >= 1 && _PB_NJ <= 7) || (_PB_NI >= 1 && _PB_NJ >= 8 && _PB_NK <= 7) || (_PB_NJ >= 8 && _PB_NK >= 8 && _PB_NI % 8 >= 1)) {
        if (_PB_NJ <= 7) {
          for (int i_t = 0; i_t <= (_PB_NI - 1) / 8; i_t++) {
            for (int k_t = 0; k_t <= pv_floord(_PB_NK - 1, 8); k_t++) {
              for (int i_p = 8 * i_t; i_p <= pv_min(_PB_NI - 1, 8 * i_t + 7); i_p += 2) {
                for (int j_p = 0; j_p < _PB_NJ; j_p += 4) {
                  for (int k_p = 8 * k_t; k_p <= pv_min(_PB_NK - 1, 8 * k_t + 7); k_p++) {
                    for (int i_p_u = i_p; i_p_u <= pv_min(_PB_NI - 1, i_p + 1); i_p_u++) {
                      for (int j_p_u = j_p; j_p_u <= pv_min(_PB_NJ - 1, j_p + 3); j_p_u++) {
                        C[i_p_u][j_p_u] += alpha * A[i_p_u][k_p] * B[k_p][j_p_u];
                      }
                    }
                  }
                }
              }
            }
          }
        } else {
          if (_PB_NK <= 7) {
            for (int i_t = 0; i_t <= (_PB_NI - 1) / 8; i_t++) {
              for (int j_t = 0; j_t <= (_PB_NJ - 1) / 8; j_t++) {
                for (int i_p = 8 * i_t; i_p <= pv_min(_PB_NI - 1, 8 * i_t + 7); i_p += 2) {
                  for (int j_p = 8 * j_t; j_p <= pv_min(_PB_NJ - 1, 8 * j_t + 7); j_p += 4) {
                    for (int k_p = 0; k_p < _PB_NK; k_p++) {
                      for (int i_p_u = i_p; i_p_u <= pv_min(_PB_NI - 1, i_p + 1); i_p_u++) {
                        for (int j_p_u = j_p; j_p_u <= pv_min(_PB_NJ - 1, j_p + 3); j_p_u++) {
                          C[i_p_u][j_p_u] += alpha * A[i_p_u][k_p] * B[k_p][j_p_u];
                        }
                      }
                    }
                  }
                }
              }
            }
          } else {
            for (int k_t = 0; k_t <= (_PB_NK - 1) / 8; k_t++) {
              for (int j_t = 0; j_t <= (_PB_NJ - 1) / 8; j_t++) {
                for (int i_p = -((_PB_NI + 7) % 8) + _PB_NI - 1; i_p < _PB_NI; i_p += 2) {
                  for (int j_p = 8 * j_t; j_p <= pv_min(_PB_NJ - 1, 8 * j_t + 7); j_p += 4) {
                    for (int k_p = 8 * k_t; k_p <= pv_min(_PB_NK - 1, 8 * k_t + 7); k_p++) {
                      for (int i_p_u = i_p; i_p_u <= pv_min(_PB_NI - 1, i_p + 1); i_p_u++) {
                        for (int j_p_u = j_p; j_p_u <= pv_min(_PB_NJ - 1, j_p + 3); j_p_u++) {
                          C[i_p_u][j_p_u] += alpha * A[i_p_u][k_p] * B[k_p][j_p_u];
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  } else {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        C[i][j] *= beta;
      }
      for (k = 0; k < _PB_NK; k++) {
        for (j = 0; j < _PB_NJ; j++) {
          C[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias(); distribute(i); tile(i@S1, 4, k, 4, j@S1, 4); isolate(i_t); parallel(i); parallel(i_t) ==== */
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
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_gemm passes them to
   pv_restrict_kernel_gemm as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_gemm_parallel0(int i, int ni, int nj, int nk, DATA_TYPE alpha __attribute__((unused)), DATA_TYPE beta, DATA_TYPE C[restrict ni][nj], DATA_TYPE A[restrict ni][nk] __attribute__((unused)), DATA_TYPE B[restrict nk][nj] __attribute__((unused)))
{
  int j;
  for (j = 0; j < _PB_NJ; j++) {
    C[i][j] *= beta;
  }
}

static void pv_restrict_kernel_gemm_parallel1(int i_t, int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta __attribute__((unused)), DATA_TYPE C[restrict ni][nj], DATA_TYPE A[restrict ni][nk], DATA_TYPE B[restrict nk][nj])
{
  for (int k_t = 0; k_t < pv_floord(_PB_NK, 4); k_t++) {
    for (int j_t = 0; j_t < pv_floord(_PB_NJ, 4); j_t++) {
      for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
        for (int k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p++) {
          for (int j_p = 4 * j_t; j_p <= 4 * j_t + 3; j_p++) {
            C[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
          }
        }
      }
    }
    if (_PB_NJ % 4 >= 1) {
      for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
        for (int k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p++) {
          for (int j_p = -((_PB_NJ - 1) % 4) + _PB_NJ - 1; j_p < _PB_NJ; j_p++) {
            C[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
          }
        }
      }
    }
  }
  if (_PB_NK % 4 >= 1) {
    for (int j_t = 0; j_t <= (_PB_NJ - 1) / 4; j_t++) {
      for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
        for (int k_p = -((_PB_NK - 1) % 4) + _PB_NK - 1; k_p < _PB_NK; k_p++) {
          for (int j_p = 4 * j_t; j_p <= pv_min(_PB_NJ - 1, 4 * j_t + 3); j_p++) {
            C[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
          }
        }
      }
    }
  }
}

static void pv_restrict_kernel_gemm_parallel2(int i_t, int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta __attribute__((unused)), DATA_TYPE C[restrict ni][nj], DATA_TYPE A[restrict ni][nk], DATA_TYPE B[restrict nk][nj])
{
  for (int k_t = 0; k_t <= pv_floord(_PB_NK - 1, 4); k_t++) {
    for (int i_p = 4 * i_t; i_p <= pv_min(_PB_NI - 1, 4 * i_t + 3); i_p++) {
      for (int k_p = 4 * k_t; k_p <= pv_min(_PB_NK - 1, 4 * k_t + 3); k_p++) {
        for (int j_p = 0; j_p < _PB_NJ; j_p++) {
          C[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
        }
      }
    }
  }
}

static void pv_restrict_kernel_gemm_parallel3(int i_t, int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta __attribute__((unused)), DATA_TYPE C[restrict ni][nj], DATA_TYPE A[restrict ni][nk], DATA_TYPE B[restrict nk][nj])
{
  for (int j_t = 0; j_t <= (_PB_NJ - 1) / 4; j_t++) {
    for (int i_p = 4 * i_t; i_p <= pv_min(_PB_NI - 1, 4 * i_t + 3); i_p++) {
      for (int k_p = 0; k_p < _PB_NK; k_p++) {
        for (int j_p = 4 * j_t; j_p <= pv_min(_PB_NJ - 1, 4 * j_t + 3); j_p++) {
          C[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
        }
      }
    }
  }
}

static void pv_restrict_kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[restrict ni][nj], DATA_TYPE A[restrict ni][nk], DATA_TYPE B[restrict nk][nj])
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  (void) j; (void) k;  /* polyviz: the loops below no longer use them */
  #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
  for (i = 0; i < _PB_NI; i++) {
    pv_restrict_kernel_gemm_parallel0(i, ni, nj, nk, alpha, beta, C, A, B);
  }
  if (_PB_NI >= 0) {
    if (_PB_NJ >= 4 && _PB_NK >= 4) {
      #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
      for (int i_t = 0; i_t < pv_floord(_PB_NI, 4); i_t++) {
        pv_restrict_kernel_gemm_parallel1(i_t, ni, nj, nk, alpha, beta, C, A, B);
      }
    }
    if ((_PB_NI >= 1 && _PB_NJ <= 3) || (_PB_NI >= 1 && _PB_NJ >= 4 && _PB_NK <= 3) || (_PB_NJ >= 4 && _PB_NK >= 4 && _PB_NI % 4 >= 1)) {
      if (_PB_NJ <= 3) {
        #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
        for (int i_t = 0; i_t <= (_PB_NI - 1) / 4; i_t++) {
          pv_restrict_kernel_gemm_parallel2(i_t, ni, nj, nk, alpha, beta, C, A, B);
        }
      } else {
        if (_PB_NK <= 3) {
          #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
          for (int i_t = 0; i_t <= (_PB_NI - 1) / 4; i_t++) {
            pv_restrict_kernel_gemm_parallel3(i_t, ni, nj, nk, alpha, beta, C, A, B);
          }
        } else {
          for (int k_t = 0; k_t <= (_PB_NK - 1) / 4; k_t++) {
            for (int j_t = 0; j_t <= (_PB_NJ - 1) / 4; j_t++) {
              for (int i_p = -((_PB_NI + 3) % 4) + _PB_NI - 1; i_p < _PB_NI; i_p++) {
                for (int k_p = 4 * k_t; k_p <= pv_min(_PB_NK - 1, 4 * k_t + 3); k_p++) {
                  for (int j_p = 4 * j_t; j_p <= pv_min(_PB_NJ - 1, 4 * j_t + 3); j_p++) {
                    C[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
                  }
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

void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, NI, NJ, ni, nj),
                 DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                 DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj))
{
  pv_restrict_kernel_gemm(ni, nj, nk, alpha, beta, C, A, B);
}
