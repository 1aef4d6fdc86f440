/* ==== recipe: (original) ==== */
void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, N, N, n, n),
                 DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  int i, j, k;
#pragma scop
  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (k = 0; k < _PB_M; k++)
      for (j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
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
void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, N, N, n, n),
                 DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (C/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(C + 0, C + (n - 1) + 1, A + 0, A + (n - 1) + 1)) {
    (void) k;  /* polyviz: the loops below no longer use it */
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j <= i; j++) {
        C[i][j] *= beta;
      }
    }
    if (_PB_N >= 18 && _PB_M >= 64) {
      #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
      for (int i_t = 0; i_t <= (_PB_N - 6) / 60; i_t++) {
        for (int k_t = 0; k_t < pv_floord(_PB_M, 64); k_t++) {
          for (int j_t = 0; j_t <= pv_min((_PB_N - 14) / 64, i_t - (i_t + 20) / 16 + 1); j_t++) {
            if (16 * j_t + 1 >= 15 * i_t && _PB_N >= 2 * ((j_t + 2) % 3) + 64 * j_t + 14) {
              if (16 * j_t >= 15 * i_t) {
                for (int k_p = 64 * k_t; k_p <= 64 * k_t + 63; k_p++) {
                  for (int i_p_r = 64 * j_t; i_p_r <= 2 * ((j_t + 2) % 3) + 64 * j_t + 1; i_p_r++) {
                    for (int j_p_r = 64 * j_t; j_p_r <= i_p_r; j_p_r++) {
                      C[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * A[j_p_r][k_p];
                    }
                  }
                }
              }
              for (int j_p = 8 * j_t; j_p <= 8 * j_t - (j_t + 2) / 3 + (j_t + (j_t + 2) / 3 + 1) / 4 + 1; j_p++) {
                for (int k_p = 64 * k_t; k_p <= 64 * k_t + 63; k_p++) {
                  for (int i_p_r = pv_max(8 * j_p, 2 * ((j_t + 2) % 3) + 64 * j_t + 2); i_p_r <= 2 * ((j_t + 2) % 3) + 64 * j_t + 7; i_p_r++) {
                    for (int j_p_r = 8 * j_p; j_p_r <= pv_min(8 * j_p + 7, i_p_r); j_p_r++) {
                      C[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * A[j_p_r][k_p];
                    }
                  }
                }
              }
            }
            for (int i_p = pv_max(10 * i_t, 11 * j_t - (j_t + 2) / 3 + 2); i_p <= pv_min(10 * i_t + 9, _PB_N / 6 - 1); i_p++) {
              for (int j_p = 8 * j_t; j_p <= pv_min(8 * j_t + 7, i_p - (i_p + 3) / 4 - 1); j_p++) {
                {
                  /* polyviz: register_tile: 6 rows of 2 vectors of 4 elements of the written array stay in registers */
                  pv_double4 C_block[6][2];
                  for (int i_p_r = 0; i_p_r < 6; i_p_r++) {
                    for (int j_p_r = 0; j_p_r < 2; j_p_r++) {
                      C_block[i_p_r][j_p_r] = *(pv_double4_u *)&C[6 * i_p + i_p_r][8 * j_p + 4 * j_p_r];
                    }
                  }
                  for (int k_p = 64 * k_t; k_p <= 64 * k_t + 63; k_p++) {
                    for (int i_p_r = 0; i_p_r < 6; i_p_r++) {
                      for (int j_p_r = 0; j_p_r < 2; j_p_r++) {
                        C_block[i_p_r][j_p_r] += alpha * A[6 * i_p + i_p_r][k_p] * ((pv_double4){A[8 * j_p + 4 * j_p_r][k_p], A[8 * j_p + 4 * j_p_r + 1][k_p], A[8 * j_p + 4 * j_p_r + 2][k_p], A[8 * j_p + 4 * j_p_r + 3][k_p]});
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
              for (int j_p = i_p - (i_p + 3) / 4; j_p <= pv_min(8 * j_t + 7, i_p - (i_p + 1) / 4); j_p++) {
                for (int k_p = 64 * k_t; k_p <= 64 * k_t + 63; k_p++) {
                  for (int i_p_r = pv_max(6 * i_p, 8 * j_p); i_p_r <= 6 * i_p + 5; i_p_r++) {
                    for (int j_p_r = 8 * j_p; j_p_r <= pv_min(8 * j_p + 7, i_p_r); j_p_r++) {
                      C[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * A[j_p_r][k_p];
                    }
                  }
                }
              }
            }
            if ((60 * i_t + 59 >= _PB_N && 15 * i_t >= 16 * j_t + 2 && _PB_N % 6 >= 1) || (60 * i_t + 59 >= _PB_N && 16 * j_t + 1 >= 15 * i_t && _PB_N % 6 >= 1 && _PB_N + 6 * pv_floord(j_t - 1, 3) >= 66 * j_t + 12)) {
              if (15 * i_t >= 16 * j_t + 2) {
                for (int j_p = 8 * j_t; j_p <= pv_min(8 * j_t + 7, (_PB_N - 1) / 8); j_p++) {
                  for (int k_p = 64 * k_t; k_p <= 64 * k_t + 63; k_p++) {
                    for (int i_p_r = pv_max(8 * j_p, -((_PB_N - 1) % 6) + _PB_N - 1); i_p_r < _PB_N; i_p_r++) {
                      for (int j_p_r = 8 * j_p; j_p_r <= pv_min(8 * j_p + 7, i_p_r); j_p_r++) {
                        C[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * A[j_p_r][k_p];
                      }
                    }
                  }
                }
              } else {
                for (int j_p = 8 * j_t; j_p <= (_PB_N - 1) / 8; j_p++) {
                  for (int k_p = 64 * k_t; k_p <= 64 * k_t + 63; k_p++) {
                    for (int i_p_r = pv_max(8 * j_p, -((_PB_N - 1) % 6) + _PB_N - 1); i_p_r < _PB_N; i_p_r++) {
                      for (int j_p_r = 8 * j_p; j_p_r <= pv_min(8 * j_p + 7, i_p_r); j_p_r++) {
                        C[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * A[j_p_r][k_p];
                      }
                    }
                  }
                }
              }
            }
            if ((60 * i_t <= _PB_N - 18 && 32 * j_t - 3 * ((_PB_N + 6) / 6) >= -9) || (60 * i_t + 17 >= _PB_N && 16 * j_t == 15 * i_t)) {
              for (int k_p = 64 * k_t; k_p <= 64 * k_t + 63; k_p++) {
                for (int i_p_r = 64 * j_t; i_p_r < -((_PB_N + 6) % 6) + _PB_N - 6; i_p_r++) {
                  for (int j_p_r = 64 * j_t; j_p_r <= i_p_r; j_p_r++) {
                    C[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * A[j_p_r][k_p];
                  }
                }
              }
            }
            if (32 * j_t - 3 * ((_PB_N + 6) / 6) >= -9) {
              for (int j_p = 8 * j_t; j_p < 8 * j_t + 2; j_p++) {
                for (int k_p = 64 * k_t; k_p <= 64 * k_t + 63; k_p++) {
                  for (int i_p_r = pv_max(8 * j_p, -(_PB_N % 6) + _PB_N - 6); i_p_r < -(_PB_N % 6) + _PB_N; i_p_r++) {
                    for (int j_p_r = 8 * j_p; j_p_r <= pv_min(8 * j_p + 7, i_p_r); j_p_r++) {
                      C[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * A[j_p_r][k_p];
                    }
                  }
                }
              }
              for (int j_p = 8 * j_t; j_p <= (_PB_N - 1) / 8; j_p++) {
                for (int k_p = 64 * k_t; k_p <= 64 * k_t + 63; k_p++) {
                  for (int i_p_r = pv_max(8 * j_p, -(_PB_N % 6) + _PB_N); i_p_r < _PB_N; i_p_r++) {
                    for (int j_p_r = 8 * j_p; j_p_r <= pv_min(8 * j_p + 7, i_p_r); j_p_r++) {
                      C[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * A[j_p_r][k_p];
                    }
                  }
                }
              }
            }
          }
          if (((i_t + 4) % 16 <= 2 && _PB_N >= 4 * ((i_t + 4) % 16) + 60 * i_t + 49) || (15 * i_t >= 16 * ((_PB_N - 14) / 64) + 5 && (_PB_N - 14) % 64 >= 51)) {
            if ((i_t + 4) % 16 <= 2) {
              for (int i_p = 11 * i_t - 11 * ((i_t + 17) / 16) - (i_t - (i_t + 17) / 16 + 3) / 3 + 11; i_p <= pv_min(10 * i_t + 9, (_PB_N - 1) / 6); i_p++) {
                for (int j_p = 8 * i_t - 8 * ((i_t + 17) / 16) + 8; j_p <= pv_min((_PB_N - 1) / 8, i_p - (i_p + 1) / 4); j_p++) {
                  for (int k_p = 64 * k_t; k_p <= 64 * k_t + 63; k_p++) {
                    for (int i_p_r = pv_max(6 * i_p, 8 * j_p); i_p_r <= pv_min(_PB_N - 1, 6 * i_p + 5); i_p_r++) {
                      for (int j_p_r = 8 * j_p; j_p_r <= pv_min(8 * j_p + 7, i_p_r); j_p_r++) {
                        C[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * A[j_p_r][k_p];
                      }
                    }
                  }
                }
              }
            } else {
              for (int i_p = pv_max(10 * i_t, 11 * ((_PB_N - 1) / 64) - ((_PB_N - 1) / 64 + 2) / 3); i_p <= (_PB_N - 1) / 6; i_p++) {
                for (int j_p = 8 * ((_PB_N - 1) / 64); j_p <= pv_min((_PB_N - 1) / 8, i_p - (i_p + 1) / 4); j_p++) {
                  for (int k_p = 64 * k_t; k_p <= 64 * k_t + 63; k_p++) {
                    for (int i_p_r = pv_max(6 * i_p, 8 * j_p); i_p_r <= pv_min(_PB_N - 1, 6 * i_p + 5); i_p_r++) {
                      for (int j_p_r = 8 * j_p; j_p_r <= pv_min(8 * j_p + 7, i_p_r); j_p_r++) {
                        C[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * A[j_p_r][k_p];
                      }
                    }
                  }
                }
              }
            }
          }
        }
        if (_PB_M % 64 >= 1) {
          for (int j_t = 0; j_t <= pv_min((_PB_N - 1) / 64, i_t - (i_t + 17) / 16 + 1); j_t++) {
            for (int i_p = pv_max(10 * i_t, 11 * j_t - (j_t + 2) / 3); i_p <= pv_min(10 * i_t + 9, (_PB_N - 1) / 6); i_p++) {
              for (int j_p = 8 * j_t; j_p <= pv_min(8 * j_t + 7, pv_min((_PB_N - 1) / 8, i_p - (i_p + 1) / 4)); j_p++) {
                for (int k_p = -((_PB_M - 1) % 64) + _PB_M - 1; k_p < _PB_M; k_p++) {
                  for (int i_p_r = pv_max(6 * i_p, 8 * j_p); i_p_r <= pv_min(_PB_N - 1, 6 * i_p + 5); i_p_r++) {
                    for (int j_p_r = 8 * j_p; j_p_r <= pv_min(8 * j_p + 7, i_p_r); j_p_r++) {
                      C[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * A[j_p_r][k_p];
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    if (_PB_N <= 17 || _PB_M <= 63 || _PB_N >= 60 * pv_floord(_PB_N - 6, 60) + 61) {
      if (_PB_N <= 17) {
        for (int k_t = 0; k_t <= pv_floord(_PB_M - 1, 64); k_t++) {
          for (int i_p = 0; i_p <= pv_floord(_PB_N - 1, 6); i_p++) {
            for (int j_p = 0; j_p <= pv_min((_PB_N - 1) / 8, i_p); j_p++) {
              for (int k_p = 64 * k_t; k_p <= pv_min(_PB_M - 1, 64 * k_t + 63); k_p++) {
                for (int i_p_r = pv_max(6 * i_p, 8 * j_p); i_p_r <= pv_min(_PB_N - 1, 6 * i_p + 5); i_p_r++) {
                  for (int j_p_r = 8 * j_p; j_p_r <= pv_min(8 * j_p + 7, i_p_r); j_p_r++) {
                    C[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * A[j_p_r][k_p];
                  }
                }
              }
            }
          }
        }
      } else {
        if (_PB_M <= 63) {
          #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
          for (int i_t = 0; i_t <= (_PB_N - 1) / 60; i_t++) {
            for (int j_t = 0; j_t <= pv_min((_PB_N - 1) / 64, i_t - (i_t + 17) / 16 + 1); j_t++) {
              for (int i_p = pv_max(10 * i_t, 11 * j_t - (j_t + 2) / 3); i_p <= pv_min(10 * i_t + 9, (_PB_N - 1) / 6); i_p++) {
                for (int j_p = 8 * j_t; j_p <= pv_min(8 * j_t + 7, pv_min((_PB_N - 1) / 8, i_p - (i_p + 1) / 4)); j_p++) {
                  for (int k_p = 0; k_p < _PB_M; k_p++) {
                    for (int i_p_r = pv_max(6 * i_p, 8 * j_p); i_p_r <= pv_min(_PB_N - 1, 6 * i_p + 5); i_p_r++) {
                      for (int j_p_r = 8 * j_p; j_p_r <= pv_min(8 * j_p + 7, i_p_r); j_p_r++) {
                        C[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * A[j_p_r][k_p];
                      }
                    }
                  }
                }
              }
            }
          }
        } else {
          for (int k_t = 0; k_t <= (_PB_M - 1) / 64; k_t++) {
            for (int j_t = 0; j_t <= (_PB_N - 1) / 64; j_t++) {
              for (int j_p = 8 * j_t; j_p <= pv_min(8 * j_t + 7, (_PB_N - 1) / 8); j_p++) {
                for (int k_p = 64 * k_t; k_p <= pv_min(_PB_M - 1, 64 * k_t + 63); k_p++) {
                  for (int i_p_r = pv_max(8 * j_p, -((_PB_N - 1) % 60) + _PB_N - 1); i_p_r < _PB_N; i_p_r++) {
                    for (int j_p_r = 8 * j_p; j_p_r <= pv_min(8 * j_p + 7, i_p_r); j_p_r++) {
                      C[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * A[j_p_r][k_p];
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
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j <= i; j++) {
        C[i][j] *= beta;
      }
      for (k = 0; k < _PB_M; k++) {
        for (j = 0; j <= i; j++) {
          C[i][j] += alpha * A[i][k] * A[j][k];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_syrk passes them to
   pv_restrict_kernel_syrk as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[restrict n][n], DATA_TYPE A[restrict n][m])
{
  int i, j, k;
#pragma scop
  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (k = 0; k < _PB_M; k++)
      for (j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
  }
#pragma endscop
}

void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, N, N, n, n),
                 DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  pv_restrict_kernel_syrk(n, m, alpha, beta, C, A);
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
void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, N, N, n, n),
                 DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (C/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(C + 0, C + (n - 1) + 1, A + 0, A + (n - 1) + 1)) {
    (void) k;  /* polyviz: the loops below no longer use it */
    #pragma omp parallel for private(j) schedule(dynamic) num_threads(pv_threads)
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j <= i; j++) {
        C[i][j] *= beta;
      }
      for (int k_t = 0; k_t <= pv_floord(_PB_M - 1, 4); k_t++) {
        for (int j_t = 0; j_t <= i / 3; j_t++) {
          for (int k_p = 4 * k_t; k_p <= pv_min(_PB_M - 1, 4 * k_t + 3); k_p++) {
            for (int j_p = 3 * j_t; j_p <= pv_min(i, 3 * j_t + 2); j_p++) {
              C[i][j_p] += alpha * A[i][k_p] * A[j_p][k_p];
            }
          }
        }
      }
    }
  } else {
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j <= i; j++) {
        C[i][j] *= beta;
      }
      for (k = 0; k < _PB_M; k++) {
        for (j = 0; j <= i; j++) {
          C[i][j] += alpha * A[i][k] * A[j][k];
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
void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, N, N, n, n),
                 DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  int i, j, k;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (C/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(C + 0, C + (n - 1) + 1, A + 0, A + (n - 1) + 1)) {
    (void) k;  /* polyviz: the loops below no longer use it */
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j <= i; j++) {
        C[i][j] *= beta;
      }
      for (int k_t = 0; k_t <= pv_floord(_PB_M - 1, 4); k_t++) {
        for (int j_t = k_t + k_t / 3; j_t <= pv_min((_PB_M + i - 1) / 3, k_t + (i + k_t) / 3 + 1); j_t++) {
          for (int k_p = pv_max(4 * k_t, -i + 3 * j_t); k_p <= pv_min(_PB_M - 1, pv_min(4 * k_t + 3, 3 * j_t + 2)); k_p++) {
            for (int j_p = pv_max(3 * j_t, k_p); j_p <= pv_min(3 * j_t + 2, i + k_p); j_p++) {
              C[i][j_p - k_p] += alpha * A[i][k_p] * A[j_p - k_p][k_p];
            }
          }
        }
      }
    }
  } else {
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j <= i; j++) {
        C[i][j] *= beta;
      }
      for (k = 0; k < _PB_M; k++) {
        for (j = 0; j <= i; j++) {
          C[i][j] += alpha * A[i][k] * A[j][k];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(k=4, j@S1=4); parallel(i) ==== */
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
void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, N, N, n, n),
                 DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (C/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(C + 0, C + (n - 1) + 1, A + 0, A + (n - 1) + 1)) {
    (void) k;  /* polyviz: the loops below no longer use it */
    #pragma omp parallel for private(j) schedule(dynamic) num_threads(pv_threads)
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j <= i; j++) {
        C[i][j] *= beta;
      }
      for (int k_t = 0; k_t <= pv_floord(_PB_M - 1, 4); k_t++) {
        for (int j_t = 0; j_t <= i / 4; j_t++) {
          for (int k_p = 4 * k_t; k_p <= pv_min(_PB_M - 1, 4 * k_t + 3); k_p++) {
            for (int j_p = 4 * j_t; j_p <= pv_min(i, 4 * j_t + 3); j_p++) {
              C[i][j_p] += alpha * A[i][k_p] * A[j_p][k_p];
            }
          }
        }
      }
    }
  } else {
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j <= i; j++) {
        C[i][j] *= beta;
      }
      for (k = 0; k < _PB_M; k++) {
        for (j = 0; j <= i; j++) {
          C[i][j] += alpha * A[i][k] * A[j][k];
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
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_syrk passes them to
   pv_restrict_kernel_syrk as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_syrk_parallel0(int i, int n, int m, DATA_TYPE alpha __attribute__((unused)), DATA_TYPE beta, DATA_TYPE C[restrict n][n], DATA_TYPE A[restrict n][m] __attribute__((unused)))
{
  int j;
  for (j = 0; j <= i; j++) {
    C[i][j] *= beta;
  }
}

static void pv_restrict_kernel_syrk_parallel1(int i_t, int n, int m, DATA_TYPE alpha, DATA_TYPE beta __attribute__((unused)), DATA_TYPE C[restrict n][n], DATA_TYPE A[restrict n][m])
{
  for (int k_t = 0; k_t < pv_floord(_PB_M, 4); k_t++) {
    for (int j_t = 0; j_t < i_t; j_t++) {
      for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
        for (int k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p++) {
          for (int j_p = 4 * j_t; j_p <= 4 * j_t + 3; j_p++) {
            C[i_p][j_p] += alpha * A[i_p][k_p] * A[j_p][k_p];
          }
        }
      }
    }
    for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
      for (int k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p++) {
        for (int j_p = 4 * i_t; j_p <= i_p; j_p++) {
          C[i_p][j_p] += alpha * A[i_p][k_p] * A[j_p][k_p];
        }
      }
    }
  }
  if (_PB_M % 4 >= 1) {
    for (int j_t = 0; j_t <= i_t; j_t++) {
      for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
        for (int k_p = -((_PB_M - 1) % 4) + _PB_M - 1; k_p < _PB_M; k_p++) {
          for (int j_p = 4 * j_t; j_p <= pv_min(4 * j_t + 3, i_p); j_p++) {
            C[i_p][j_p] += alpha * A[i_p][k_p] * A[j_p][k_p];
          }
        }
      }
    }
  }
}

static void pv_restrict_kernel_syrk_parallel2(int i_t, int n, int m, DATA_TYPE alpha, DATA_TYPE beta __attribute__((unused)), DATA_TYPE C[restrict n][n], DATA_TYPE A[restrict n][m])
{
  for (int j_t = 0; j_t <= i_t; j_t++) {
    for (int i_p = 4 * i_t; i_p <= pv_min(_PB_N - 1, 4 * i_t + 3); i_p++) {
      for (int k_p = 0; k_p < _PB_M; k_p++) {
        for (int j_p = 4 * j_t; j_p <= pv_min(4 * j_t + 3, i_p); j_p++) {
          C[i_p][j_p] += alpha * A[i_p][k_p] * A[j_p][k_p];
        }
      }
    }
  }
}

static void pv_restrict_kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[restrict n][n], DATA_TYPE A[restrict n][m])
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  (void) j; (void) k;  /* polyviz: the loops below no longer use them */
  #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
  for (i = 0; i < _PB_N; i++) {
    pv_restrict_kernel_syrk_parallel0(i, n, m, alpha, beta, C, A);
  }
  if (_PB_N >= 8 && _PB_M >= 4) {
    for (int k_t = 0; k_t <= (_PB_M - 1) / 4; k_t++) {
      for (int i_p = 0; i_p <= 3; i_p++) {
        for (int k_p = 4 * k_t; k_p <= pv_min(_PB_M - 1, 4 * k_t + 3); k_p++) {
          for (int j_p = 0; j_p <= i_p; j_p++) {
            C[i_p][j_p] += alpha * A[i_p][k_p] * A[j_p][k_p];
          }
        }
      }
    }
  }
  if (_PB_M >= 4) {
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (int i_t = 1; i_t < pv_floord(_PB_N, 4); i_t++) {
      pv_restrict_kernel_syrk_parallel1(i_t, n, m, alpha, beta, C, A);
    }
    if (_PB_N >= 8 && _PB_N % 4 >= 1) {
      for (int k_t = 0; k_t <= (_PB_M - 1) / 4; k_t++) {
        for (int j_t = 0; j_t <= (_PB_N - 1) / 4; j_t++) {
          for (int i_p = -((_PB_N - 1) % 4) + _PB_N - 1; i_p < _PB_N; i_p++) {
            for (int k_p = 4 * k_t; k_p <= pv_min(_PB_M - 1, 4 * k_t + 3); k_p++) {
              for (int j_p = 4 * j_t; j_p <= pv_min(4 * j_t + 3, i_p); j_p++) {
                C[i_p][j_p] += alpha * A[i_p][k_p] * A[j_p][k_p];
              }
            }
          }
        }
      }
    }
  }
  if (_PB_M <= 3 || _PB_N <= 7) {
    if (_PB_M <= 3) {
      #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
      for (int i_t = 0; i_t <= pv_floord(_PB_N - 1, 4); i_t++) {
        pv_restrict_kernel_syrk_parallel2(i_t, n, m, alpha, beta, C, A);
      }
    } else {
      for (int k_t = 0; k_t <= (_PB_M - 1) / 4; k_t++) {
        for (int i_p = 0; i_p <= pv_min(3, _PB_N - 1); i_p++) {
          for (int k_p = 4 * k_t; k_p <= pv_min(_PB_M - 1, 4 * k_t + 3); k_p++) {
            for (int j_p = 0; j_p <= i_p; j_p++) {
              C[i_p][j_p] += alpha * A[i_p][k_p] * A[j_p][k_p];
            }
          }
        }
      }
      for (int k_t = 0; k_t <= (_PB_M - 1) / 4; k_t++) {
        for (int j_t = 0; j_t <= 1; j_t++) {
          for (int i_p = 4; i_p < _PB_N; i_p++) {
            for (int k_p = 4 * k_t; k_p <= pv_min(_PB_M - 1, 4 * k_t + 3); k_p++) {
              for (int j_p = 4 * j_t; j_p <= pv_min(4 * j_t + 3, i_p); j_p++) {
                C[i_p][j_p] += alpha * A[i_p][k_p] * A[j_p][k_p];
              }
            }
          }
        }
      }
    }
  }
#pragma endscop
}

void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE POLYBENCH_2D(C, N, N, n, n),
                 DATA_TYPE POLYBENCH_2D(A, N, M, n, m))
{
  pv_restrict_kernel_syrk(n, m, alpha, beta, C, A);
}
