/* ==== recipe: (original) ==== */
void kernel_covariance(int m, int n, DATA_TYPE float_n,
                       DATA_TYPE POLYBENCH_2D(data, N, M, n, m),
                       DATA_TYPE POLYBENCH_2D(cov, M, M, m, m),
                       DATA_TYPE POLYBENCH_1D(mean, M, m))
{
  int i, j, k;
#pragma scop
  for (j = 0; j < _PB_M; j++) {
    mean[j] = SCALAR_VAL(0.0);
    for (i = 0; i < _PB_N; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_M; j++)
      data[i][j] -= mean[j];
  for (i = 0; i < _PB_M; i++)
    for (j = i; j < _PB_M; j++) {
      cov[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_N; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (float_n - SCALAR_VAL(1.0));
      cov[j][i] = cov[i][j];
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
void kernel_covariance(int m, int n, DATA_TYPE float_n,
                       DATA_TYPE POLYBENCH_2D(data, N, M, n, m),
                       DATA_TYPE POLYBENCH_2D(cov, M, M, m, m),
                       DATA_TYPE POLYBENCH_1D(mean, M, m))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (data/cov, mean/cov, mean/data); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(mean + 0, mean + (m - 1) + 1, data + 0, data + (n - 1) + 1)
      && pv_disjoint(mean + 0, mean + (m - 1) + 1, cov + 0, cov + (m - 1) + 1)
      && pv_disjoint(data + 0, data + (n - 1) + 1, cov + 0, cov + (m - 1) + 1)) {
    (void) k;  /* polyviz: the loops below no longer use it */
    for (j = 0; j < _PB_M; j++) {
      mean[j] = SCALAR_VAL(0.0);
    }
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_M; j++) {
        mean[j] += data[i][j];
      }
    }
    for (j = 0; j < _PB_M; j++) {
      mean[j] /= float_n;
    }
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_M; j++) {
        data[i][j] -= mean[j];
      }
    }
    for (i = 0; i < _PB_M; i++) {
      for (j = i; j < _PB_M; j++) {
        cov[i][j] = SCALAR_VAL(0.0);
      }
    }
    if (_PB_M >= -112) {
      if (_PB_N >= 128) {
        #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
        for (int i_t = 0; i_t <= pv_floord(_PB_M - 14, 126); i_t++) {
          for (int k_t = 0; k_t < pv_floord(_PB_N, 128); k_t++) {
            if (_PB_M + 106 >= 2 * ((i_t + 57) % 64) + 126 * i_t) {
              for (int i_p = 21 * i_t; i_p <= 21 * i_t + pv_floord(21 * i_t - 20, 64) - 21 * ((i_t + 57) / 64); i_p++) {
                for (int j_p = i_p - (i_p + 3) / 4; j_p < 16 * i_t - 16 * ((i_t + 57) / 64); j_p++) {
                  for (int k_p = 128 * k_t; k_p <= 128 * k_t + 127; k_p++) {
                    for (int i_p_r = 6 * i_p; i_p_r <= pv_min(6 * i_p + 5, 8 * j_p + 7); i_p_r++) {
                      for (int j_p_r = pv_max(8 * j_p, i_p_r); j_p_r <= 8 * j_p + 7; j_p_r++) {
                        cov[i_p_r][j_p_r] += data[k_p][i_p_r] * data[k_p][j_p_r];
                      }
                    }
                  }
                }
              }
            }
            for (int j_t = i_t - (i_t + 57) / 64; j_t <= (_PB_M - 8) / 128; j_t++) {
              for (int i_p = 21 * i_t; i_p <= pv_min(21 * i_t + 20, pv_min((_PB_M - 2) / 6 - 2, 21 * j_t + j_t / 3 + 19)); i_p++) {
                if ((3 * i_p + 2 >= 64 * j_t && _PB_M >= 2 * ((i_p + 1) % 4) + 6 * i_p + 14) || (3 * i_p + 2 >= 64 * j_t && _PB_M >= 2 * ((i_p + 1) % 4) + 6 * i_p + 14)) {
                  if (3 * i_p >= 64 * j_t && _PB_M >= 2 * ((i_p + 3) % 4) + 6 * i_p + 18) {
                    for (int k_p = 128 * k_t; k_p <= 128 * k_t + 127; k_p++) {
                      for (int i_p_r = 6 * i_p; i_p_r < 2 * ((i_p + 1) % 4) + 6 * i_p - 2; i_p_r++) {
                        for (int j_p_r = i_p_r; j_p_r < 2 * ((i_p + 1) % 4) + 6 * i_p - 2; j_p_r++) {
                          cov[i_p_r][j_p_r] += data[k_p][i_p_r] * data[k_p][j_p_r];
                        }
                      }
                    }
                  }
                  if (_PB_M >= 2 * ((i_p + 1) % 4) + 6 * i_p + 14) {
                    for (int k_p = 128 * k_t; k_p <= 128 * k_t + 127; k_p++) {
                      for (int i_p_r = 6 * i_p; i_p_r <= 6 * i_p + 5; i_p_r++) {
                        for (int j_p_r = pv_max(i_p_r, 2 * ((i_p + 1) % 4) + 6 * i_p - 2); j_p_r <= 2 * ((i_p + 1) % 4) + 6 * i_p + 5; j_p_r++) {
                          cov[i_p_r][j_p_r] += data[k_p][i_p_r] * data[k_p][j_p_r];
                        }
                      }
                    }
                  }
                }
                for (int j_p = pv_max(16 * j_t, i_p - (i_p + 1) / 4 + 1); j_p <= pv_min(16 * j_t + 15, _PB_M / 8 - 1); j_p++) {
                  {
                    /* polyviz: register_tile: 6 rows of 2 vectors of 4 elements of the written array stay in registers */
                    pv_double4 cov_block[6][2];
                    for (int i_p_r = 0; i_p_r < 6; i_p_r++) {
                      for (int j_p_r = 0; j_p_r < 2; j_p_r++) {
                        cov_block[i_p_r][j_p_r] = *(pv_double4_u *)&cov[6 * i_p + i_p_r][8 * j_p + 4 * j_p_r];
                      }
                    }
                    for (int k_p = 128 * k_t; k_p <= 128 * k_t + 127; k_p++) {
                      for (int i_p_r = 0; i_p_r < 6; i_p_r++) {
                        for (int j_p_r = 0; j_p_r < 2; j_p_r++) {
                          cov_block[i_p_r][j_p_r] += data[k_p][6 * i_p + i_p_r] * (*(pv_double4_u *)&data[k_p][8 * j_p + 4 * j_p_r]);
                        }
                      }
                    }
                    for (int i_p_r = 0; i_p_r < 6; i_p_r++) {
                      for (int j_p_r = 0; j_p_r < 2; j_p_r++) {
                        *(pv_double4_u *)&cov[6 * i_p + i_p_r][8 * j_p + 4 * j_p_r] = cov_block[i_p_r][j_p_r];
                      }
                    }
                  }
                }
                if ((128 * j_t + 127 >= _PB_M && 64 * j_t >= 3 * i_p + 3 && _PB_M % 8 >= 1) || (128 * j_t + 127 >= _PB_M && 3 * i_p + 2 >= 64 * j_t && _PB_M % 8 >= 1 && _PB_M >= 2 * ((i_p + 1) % 4) + 6 * i_p + 14)) {
                  if (64 * j_t >= 3 * i_p + 3) {
                    for (int k_p = 128 * k_t; k_p <= 128 * k_t + 127; k_p++) {
                      for (int i_p_r = 6 * i_p; i_p_r <= 6 * i_p + 5; i_p_r++) {
                        for (int j_p_r = -((_PB_M - 1) % 8) + _PB_M - 1; j_p_r < _PB_M; j_p_r++) {
                          cov[i_p_r][j_p_r] += data[k_p][i_p_r] * data[k_p][j_p_r];
                        }
                      }
                    }
                  } else {
                    for (int k_p = 128 * k_t; k_p <= 128 * k_t + 127; k_p++) {
                      for (int i_p_r = 6 * i_p; i_p_r <= 6 * i_p + 5; i_p_r++) {
                        for (int j_p_r = -((_PB_M - 1) % 8) + _PB_M - 1; j_p_r < _PB_M; j_p_r++) {
                          cov[i_p_r][j_p_r] += data[k_p][i_p_r] * data[k_p][j_p_r];
                        }
                      }
                    }
                  }
                }
                if (3 * i_p >= 64 * j_t && 2 * ((i_p + 3) % 4) + 6 * i_p + 17 >= _PB_M) {
                  for (int k_p = 128 * k_t; k_p <= 128 * k_t + 127; k_p++) {
                    for (int i_p_r = 6 * i_p; i_p_r < 2 * ((i_p + 1) % 4) + 6 * i_p - 2; i_p_r++) {
                      for (int j_p_r = i_p_r; j_p_r < 2 * ((i_p + 1) % 4) + 6 * i_p - 2; j_p_r++) {
                        cov[i_p_r][j_p_r] += data[k_p][i_p_r] * data[k_p][j_p_r];
                      }
                    }
                  }
                }
                if ((128 * j_t + 15 >= _PB_M && 3 * i_p + 2 >= 64 * j_t) || (128 * j_t <= _PB_M - 16 && 3 * i_p - 4 * ((_PB_M + 8) / 8) >= -10)) {
                  for (int k_p = 128 * k_t; k_p <= 128 * k_t + 127; k_p++) {
                    for (int i_p_r = 6 * i_p; i_p_r <= 6 * i_p + 5; i_p_r++) {
                      for (int j_p_r = pv_max(i_p_r, -((_PB_M + 8) % 8) + _PB_M - 8); j_p_r < -((_PB_M + 8) % 8) + _PB_M; j_p_r++) {
                        cov[i_p_r][j_p_r] += data[k_p][i_p_r] * data[k_p][j_p_r];
                      }
                    }
                  }
                  for (int k_p = 128 * k_t; k_p <= 128 * k_t + 127; k_p++) {
                    for (int i_p_r = 6 * i_p; i_p_r <= 6 * i_p + 5; i_p_r++) {
                      for (int j_p_r = -((_PB_M + 8) % 8) + _PB_M; j_p_r < _PB_M; j_p_r++) {
                        cov[i_p_r][j_p_r] += data[k_p][i_p_r] * data[k_p][j_p_r];
                      }
                    }
                  }
                }
              }
              if ((63 * i_t + 2 >= 64 * j_t && 128 * j_t <= _PB_M - 117) || (126 * i_t + 133 >= _PB_M && 128 * j_t + 127 >= _PB_M)) {
                for (int i_p = (_PB_M - 2) / 6 - 1; i_p <= pv_min(21 * i_t + 20, pv_min((_PB_M - 1) / 6, 21 * j_t + j_t / 3 + 19)); i_p++) {
                  for (int j_p = pv_max(16 * j_t, i_p - (i_p + 3) / 4); j_p <= (_PB_M - 1) / 8; j_p++) {
                    for (int k_p = 128 * k_t; k_p <= 128 * k_t + 127; k_p++) {
                      for (int i_p_r = 6 * i_p; i_p_r <= pv_min(_PB_M - 1, pv_min(6 * i_p + 5, 8 * j_p + 7)); i_p_r++) {
                        for (int j_p_r = pv_max(8 * j_p, i_p_r); j_p_r <= pv_min(_PB_M - 1, 8 * j_p + 7); j_p_r++) {
                          cov[i_p_r][j_p_r] += data[k_p][i_p_r] * data[k_p][j_p_r];
                        }
                      }
                    }
                  }
                }
                for (int i_p = 21 * j_t + j_t / 3 + 20; i_p <= pv_min(21 * i_t + 20, pv_min((_PB_M - 1) / 6, 21 * j_t + j_t / 3 + 21)); i_p++) {
                  for (int j_p = i_p - (i_p + 3) / 4; j_p <= pv_min(16 * j_t + 15, (_PB_M - 1) / 8); j_p++) {
                    for (int k_p = 128 * k_t; k_p <= 128 * k_t + 127; k_p++) {
                      for (int i_p_r = 6 * i_p; i_p_r <= pv_min(_PB_M - 1, pv_min(6 * i_p + 5, 8 * j_p + 7)); i_p_r++) {
                        for (int j_p_r = pv_max(8 * j_p, i_p_r); j_p_r <= pv_min(_PB_M - 1, 8 * j_p + 7); j_p_r++) {
                          cov[i_p_r][j_p_r] += data[k_p][i_p_r] * data[k_p][j_p_r];
                        }
                      }
                    }
                  }
                }
              }
            }
            if (64 * ((_PB_M - 8) / 128) + 57 >= 63 * i_t && (_PB_M - 8) % 128 >= 121) {
              for (int i_p = 21 * i_t; i_p <= pv_min(21 * i_t + 20, (_PB_M - 1) / 6); i_p++) {
                for (int k_p = 128 * k_t; k_p <= 128 * k_t + 127; k_p++) {
                  for (int i_p_r = 6 * i_p; i_p_r <= pv_min(_PB_M - 1, 6 * i_p + 5); i_p_r++) {
                    for (int j_p_r = pv_max(i_p_r, -((_PB_M - 1) % 128) + _PB_M - 1); j_p_r < _PB_M; j_p_r++) {
                      cov[i_p_r][j_p_r] += data[k_p][i_p_r] * data[k_p][j_p_r];
                    }
                  }
                }
              }
            } else {
              if (63 * i_t - 64 * ((_PB_M + 120) / 128) >= -6) {
                for (int i_p = 21 * i_t; i_p <= 21 * i_t + 1; i_p++) {
                  for (int j_p = i_p - (i_p + 3) / 4; j_p < 16 * ((_PB_M + 120) / 128); j_p++) {
                    for (int k_p = 128 * k_t; k_p <= 128 * k_t + 127; k_p++) {
                      for (int i_p_r = 6 * i_p; i_p_r <= pv_min(6 * i_p + 5, 8 * j_p + 7); i_p_r++) {
                        for (int j_p_r = pv_max(8 * j_p, i_p_r); j_p_r <= 8 * j_p + 7; j_p_r++) {
                          cov[i_p_r][j_p_r] += data[k_p][i_p_r] * data[k_p][j_p_r];
                        }
                      }
                    }
                  }
                }
                for (int i_p = 21 * i_t; i_p <= (_PB_M - 1) / 6; i_p++) {
                  for (int k_p = 128 * k_t; k_p <= 128 * k_t + 127; k_p++) {
                    for (int i_p_r = 6 * i_p; i_p_r <= pv_min(_PB_M - 1, 6 * i_p + 5); i_p_r++) {
                      for (int j_p_r = pv_max(i_p_r, -((_PB_M + 120) % 128) + _PB_M + 120); j_p_r < _PB_M; j_p_r++) {
                        cov[i_p_r][j_p_r] += data[k_p][i_p_r] * data[k_p][j_p_r];
                      }
                    }
                  }
                }
              }
            }
          }
          if (_PB_N % 128 >= 1) {
            for (int j_t = i_t - (i_t + 63) / 64; j_t <= (_PB_M - 1) / 128; j_t++) {
              for (int i_p = 21 * i_t; i_p <= pv_min(21 * i_t + 20, pv_min((_PB_M - 1) / 6, 21 * j_t + j_t / 3 + 21)); i_p++) {
                for (int j_p = pv_max(16 * j_t, i_p - (i_p + 3) / 4); j_p <= pv_min(16 * j_t + 15, (_PB_M - 1) / 8); j_p++) {
                  for (int k_p = -((_PB_N - 1) % 128) + _PB_N - 1; k_p < _PB_N; k_p++) {
                    for (int i_p_r = 6 * i_p; i_p_r <= pv_min(_PB_M - 1, pv_min(6 * i_p + 5, 8 * j_p + 7)); i_p_r++) {
                      for (int j_p_r = pv_max(8 * j_p, i_p_r); j_p_r <= pv_min(_PB_M - 1, 8 * j_p + 7); j_p_r++) {
                        cov[i_p_r][j_p_r] += data[k_p][i_p_r] * data[k_p][j_p_r];
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
      if ((_PB_M >= 1 && _PB_N <= 127) || (_PB_N >= 128 && (_PB_M + 112) % 126 >= 113)) {
        if (_PB_N <= 127) {
          #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
          for (int i_t = 0; i_t <= (_PB_M - 1) / 126; i_t++) {
            for (int j_t = i_t - (i_t + 63) / 64; j_t <= (_PB_M - 1) / 128; j_t++) {
              for (int i_p = 21 * i_t; i_p <= pv_min(21 * i_t + 20, pv_min((_PB_M - 1) / 6, 21 * j_t + j_t / 3 + 21)); i_p++) {
                for (int j_p = pv_max(16 * j_t, i_p - (i_p + 3) / 4); j_p <= pv_min(16 * j_t + 15, (_PB_M - 1) / 8); j_p++) {
                  for (int k_p = 0; k_p < _PB_N; k_p++) {
                    for (int i_p_r = 6 * i_p; i_p_r <= pv_min(_PB_M - 1, pv_min(6 * i_p + 5, 8 * j_p + 7)); i_p_r++) {
                      for (int j_p_r = pv_max(8 * j_p, i_p_r); j_p_r <= pv_min(_PB_M - 1, 8 * j_p + 7); j_p_r++) {
                        cov[i_p_r][j_p_r] += data[k_p][i_p_r] * data[k_p][j_p_r];
                      }
                    }
                  }
                }
              }
            }
          }
        } else {
          for (int k_t = 0; k_t <= (_PB_N - 1) / 128; k_t++) {
            for (int j_t = (_PB_M - 1) / 126 - ((_PB_M - 1) / 126 + 63) / 64; j_t <= (_PB_M - 1) / 128; j_t++) {
              for (int i_p = 21 * ((_PB_M - 1) / 126); i_p <= pv_min((_PB_M - 1) / 6, 21 * j_t + j_t / 3 + 21); i_p++) {
                for (int j_p = pv_max(16 * j_t, i_p - (i_p + 3) / 4); j_p <= pv_min(16 * j_t + 15, (_PB_M - 1) / 8); j_p++) {
                  for (int k_p = 128 * k_t; k_p <= pv_min(_PB_N - 1, 128 * k_t + 127); k_p++) {
                    for (int i_p_r = 6 * i_p; i_p_r <= pv_min(_PB_M - 1, pv_min(6 * i_p + 5, 8 * j_p + 7)); i_p_r++) {
                      for (int j_p_r = pv_max(8 * j_p, i_p_r); j_p_r <= pv_min(_PB_M - 1, 8 * j_p + 7); j_p_r++) {
                        cov[i_p_r][j_p_r] += data[k_p][i_p_r] * data[k_p][j_p_r];
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
    for (i = 0; i < _PB_M; i++) {
      for (j = i; j < _PB_M; j++) {
        cov[i][j] /= (float_n - SCALAR_VAL(1.0));
      }
    }
    for (i = 0; i < _PB_M; i++) {
      for (j = i; j < _PB_M; j++) {
        cov[j][i] = cov[i][j];
      }
    }
  } else {
    for (j = 0; j < _PB_M; j++) {
      mean[j] = SCALAR_VAL(0.0);
      for (i = 0; i < _PB_N; i++) {
        mean[j] += data[i][j];
      }
      mean[j] /= float_n;
    }
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_M; j++) {
        data[i][j] -= mean[j];
      }
    }
    for (i = 0; i < _PB_M; i++) {
      for (j = i; j < _PB_M; j++) {
        cov[i][j] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_N; k++) {
          cov[i][j] += data[k][i] * data[k][j];
        }
        cov[i][j] /= (float_n - SCALAR_VAL(1.0));
        cov[j][i] = cov[i][j];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_covariance passes them to
   pv_restrict_kernel_covariance as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_covariance(int m, int n, DATA_TYPE float_n, DATA_TYPE data[restrict n][m], DATA_TYPE cov[restrict m][m], DATA_TYPE mean[restrict m])
{
  int i, j, k;
#pragma scop
  for (j = 0; j < _PB_M; j++) {
    mean[j] = SCALAR_VAL(0.0);
    for (i = 0; i < _PB_N; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_M; j++)
      data[i][j] -= mean[j];
  for (i = 0; i < _PB_M; i++)
    for (j = i; j < _PB_M; j++) {
      cov[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_N; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (float_n - SCALAR_VAL(1.0));
      cov[j][i] = cov[i][j];
    }
#pragma endscop
}

void kernel_covariance(int m, int n, DATA_TYPE float_n,
                       DATA_TYPE POLYBENCH_2D(data, N, M, n, m),
                       DATA_TYPE POLYBENCH_2D(cov, M, M, m, m),
                       DATA_TYPE POLYBENCH_1D(mean, M, m))
{
  pv_restrict_kernel_covariance(m, n, float_n, data, cov, mean);
}
/* ==== recipe: tile(i@S3=4, j@S3=3); parallel(i_t@S3) ==== */
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
void kernel_covariance(int m, int n, DATA_TYPE float_n,
                       DATA_TYPE POLYBENCH_2D(data, N, M, n, m),
                       DATA_TYPE POLYBENCH_2D(cov, M, M, m, m),
                       DATA_TYPE POLYBENCH_1D(mean, M, m))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (data/cov, mean/cov, mean/data); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(mean + 0, mean + (m - 1) + 1, data + 0, data + (n - 1) + 1)
      && pv_disjoint(mean + 0, mean + (m - 1) + 1, cov + 0, cov + (m - 1) + 1)
      && pv_disjoint(data + 0, data + (n - 1) + 1, cov + 0, cov + (m - 1) + 1)) {
    for (j = 0; j < _PB_M; j++) {
      mean[j] = SCALAR_VAL(0.0);
      for (i = 0; i < _PB_N; i++) {
        mean[j] += data[i][j];
      }
      mean[j] /= float_n;
    }
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (int i_t = 0; i_t <= pv_floord(_PB_N - 1, 4); i_t++) {
      for (int j_t = 0; j_t <= pv_floord(_PB_M - 1, 3); j_t++) {
        for (int i_p = 4 * i_t; i_p <= pv_min(_PB_N - 1, 4 * i_t + 3); i_p++) {
          for (int j_p = 3 * j_t; j_p <= pv_min(_PB_M - 1, 3 * j_t + 2); j_p++) {
            data[i_p][j_p] -= mean[j_p];
          }
        }
      }
    }
    for (i = 0; i < _PB_M; i++) {
      for (j = i; j < _PB_M; j++) {
        cov[i][j] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_N; k++) {
          cov[i][j] += data[k][i] * data[k][j];
        }
        cov[i][j] /= (float_n - SCALAR_VAL(1.0));
        cov[j][i] = cov[i][j];
      }
    }
  } else {
    for (j = 0; j < _PB_M; j++) {
      mean[j] = SCALAR_VAL(0.0);
      for (i = 0; i < _PB_N; i++) {
        mean[j] += data[i][j];
      }
      mean[j] /= float_n;
    }
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_M; j++) {
        data[i][j] -= mean[j];
      }
    }
    for (i = 0; i < _PB_M; i++) {
      for (j = i; j < _PB_M; j++) {
        cov[i][j] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_N; k++) {
          cov[i][j] += data[k][i] * data[k][j];
        }
        cov[i][j] /= (float_n - SCALAR_VAL(1.0));
        cov[j][i] = cov[i][j];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: skew(j@S4, i@S4, 2); tile(i@S3=4, j@S3=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_covariance(int m, int n, DATA_TYPE float_n,
                       DATA_TYPE POLYBENCH_2D(data, N, M, n, m),
                       DATA_TYPE POLYBENCH_2D(cov, M, M, m, m),
                       DATA_TYPE POLYBENCH_1D(mean, M, m))
{
  int i, j, k;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (data/cov, mean/cov, mean/data); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(mean + 0, mean + (m - 1) + 1, data + 0, data + (n - 1) + 1)
      && pv_disjoint(mean + 0, mean + (m - 1) + 1, cov + 0, cov + (m - 1) + 1)
      && pv_disjoint(data + 0, data + (n - 1) + 1, cov + 0, cov + (m - 1) + 1)) {
    for (j = 0; j < _PB_M; j++) {
      mean[j] = SCALAR_VAL(0.0);
      for (i = 0; i < _PB_N; i++) {
        mean[j] += data[i][j];
      }
      mean[j] /= float_n;
    }
    for (int i_t = 0; i_t <= pv_floord(_PB_N - 1, 4); i_t++) {
      for (int j_t = 0; j_t <= pv_floord(_PB_M - 1, 3); j_t++) {
        for (int i_p = 4 * i_t; i_p <= pv_min(_PB_N - 1, 4 * i_t + 3); i_p++) {
          for (int j_p = 3 * j_t; j_p <= pv_min(_PB_M - 1, 3 * j_t + 2); j_p++) {
            data[i_p][j_p] -= mean[j_p];
          }
        }
      }
    }
    for (i = 0; i < _PB_M; i++) {
      for (j = 3 * i; j < _PB_M + 2 * i; j++) {
        cov[i][j - 2 * i] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_N; k++) {
          cov[i][j - 2 * i] += data[k][i] * data[k][j - 2 * i];
        }
        cov[i][j - 2 * i] /= (float_n - SCALAR_VAL(1.0));
        cov[j - 2 * i][i] = cov[i][j - 2 * i];
      }
    }
  } else {
    for (j = 0; j < _PB_M; j++) {
      mean[j] = SCALAR_VAL(0.0);
      for (i = 0; i < _PB_N; i++) {
        mean[j] += data[i][j];
      }
      mean[j] /= float_n;
    }
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_M; j++) {
        data[i][j] -= mean[j];
      }
    }
    for (i = 0; i < _PB_M; i++) {
      for (j = i; j < _PB_M; j++) {
        cov[i][j] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_N; k++) {
          cov[i][j] += data[k][i] * data[k][j];
        }
        cov[i][j] /= (float_n - SCALAR_VAL(1.0));
        cov[j][i] = cov[i][j];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S3=4, j@S3=4); parallel(i_t) ==== */
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
void kernel_covariance(int m, int n, DATA_TYPE float_n,
                       DATA_TYPE POLYBENCH_2D(data, N, M, n, m),
                       DATA_TYPE POLYBENCH_2D(cov, M, M, m, m),
                       DATA_TYPE POLYBENCH_1D(mean, M, m))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (data/cov, mean/cov, mean/data); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(mean + 0, mean + (m - 1) + 1, data + 0, data + (n - 1) + 1)
      && pv_disjoint(mean + 0, mean + (m - 1) + 1, cov + 0, cov + (m - 1) + 1)
      && pv_disjoint(data + 0, data + (n - 1) + 1, cov + 0, cov + (m - 1) + 1)) {
    for (j = 0; j < _PB_M; j++) {
      mean[j] = SCALAR_VAL(0.0);
      for (i = 0; i < _PB_N; i++) {
        mean[j] += data[i][j];
      }
      mean[j] /= float_n;
    }
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (int i_t = 0; i_t <= pv_floord(_PB_N - 1, 4); i_t++) {
      for (int j_t = 0; j_t <= pv_floord(_PB_M - 1, 4); j_t++) {
        for (int i_p = 4 * i_t; i_p <= pv_min(_PB_N - 1, 4 * i_t + 3); i_p++) {
          for (int j_p = 4 * j_t; j_p <= pv_min(_PB_M - 1, 4 * j_t + 3); j_p++) {
            data[i_p][j_p] -= mean[j_p];
          }
        }
      }
    }
    for (i = 0; i < _PB_M; i++) {
      for (j = i; j < _PB_M; j++) {
        cov[i][j] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_N; k++) {
          cov[i][j] += data[k][i] * data[k][j];
        }
        cov[i][j] /= (float_n - SCALAR_VAL(1.0));
        cov[j][i] = cov[i][j];
      }
    }
  } else {
    for (j = 0; j < _PB_M; j++) {
      mean[j] = SCALAR_VAL(0.0);
      for (i = 0; i < _PB_N; i++) {
        mean[j] += data[i][j];
      }
      mean[j] /= float_n;
    }
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_M; j++) {
        data[i][j] -= mean[j];
      }
    }
    for (i = 0; i < _PB_M; i++) {
      for (j = i; j < _PB_M; j++) {
        cov[i][j] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_N; k++) {
          cov[i][j] += data[k][i] * data[k][j];
        }
        cov[i][j] /= (float_n - SCALAR_VAL(1.0));
        cov[j][i] = cov[i][j];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias(); distribute(i@S4); permute(i@S5, k, j@S5); distribute(j@S0); permute(i@S1, j@S1); tile(i@S5, 4, k, 4, j@S5, 4); isolate(i_t); parallel(i@S3); parallel(i@S4); parallel(i_t); parallel(i@S6); parallel(i@S7) ==== */
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
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_covariance passes them to
   pv_restrict_kernel_covariance as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_covariance_parallel0(int i, int m, int n, DATA_TYPE float_n __attribute__((unused)), DATA_TYPE data[restrict n][m], DATA_TYPE cov[restrict m][m] __attribute__((unused)), DATA_TYPE mean[restrict m])
{
  int j;
  for (j = 0; j < _PB_M; j++) {
    data[i][j] -= mean[j];
  }
}

static void pv_restrict_kernel_covariance_parallel1(int i, int m, int n, DATA_TYPE float_n __attribute__((unused)), DATA_TYPE data[restrict n][m] __attribute__((unused)), DATA_TYPE cov[restrict m][m], DATA_TYPE mean[restrict m] __attribute__((unused)))
{
  int j;
  for (j = i; j < _PB_M; j++) {
    cov[i][j] = SCALAR_VAL(0.0);
  }
}

static void pv_restrict_kernel_covariance_parallel2(int i_t, int m, int n, DATA_TYPE float_n __attribute__((unused)), DATA_TYPE data[restrict n][m], DATA_TYPE cov[restrict m][m], DATA_TYPE mean[restrict m] __attribute__((unused)))
{
  for (int k_t = 0; k_t < pv_floord(_PB_N, 4); k_t++) {
    for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
      for (int k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p++) {
        for (int j_p = i_p; j_p <= 4 * i_t + 3; j_p++) {
          cov[i_p][j_p] += data[k_p][i_p] * data[k_p][j_p];
        }
      }
    }
    for (int j_t = i_t + 1; j_t < _PB_M / 4; j_t++) {
      for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
        for (int k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p++) {
          for (int j_p = 4 * j_t; j_p <= 4 * j_t + 3; j_p++) {
            cov[i_p][j_p] += data[k_p][i_p] * data[k_p][j_p];
          }
        }
      }
    }
    if (_PB_M % 4 >= 1) {
      for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
        for (int k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p++) {
          for (int j_p = -((_PB_M - 1) % 4) + _PB_M - 1; j_p < _PB_M; j_p++) {
            cov[i_p][j_p] += data[k_p][i_p] * data[k_p][j_p];
          }
        }
      }
    }
  }
  if (_PB_N % 4 >= 1) {
    for (int j_t = i_t; j_t <= (_PB_M - 1) / 4; j_t++) {
      for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
        for (int k_p = -((_PB_N - 1) % 4) + _PB_N - 1; k_p < _PB_N; k_p++) {
          for (int j_p = pv_max(4 * j_t, i_p); j_p <= pv_min(_PB_M - 1, 4 * j_t + 3); j_p++) {
            cov[i_p][j_p] += data[k_p][i_p] * data[k_p][j_p];
          }
        }
      }
    }
  }
}

static void pv_restrict_kernel_covariance_parallel3(int i_t, int m, int n, DATA_TYPE float_n __attribute__((unused)), DATA_TYPE data[restrict n][m], DATA_TYPE cov[restrict m][m], DATA_TYPE mean[restrict m] __attribute__((unused)))
{
  for (int k_t = 0; k_t <= (_PB_N - 1) / 4; k_t++) {
    for (int j_t = i_t; j_t <= (_PB_M - 1) / 4; j_t++) {
      for (int i_p = 4 * i_t; i_p <= pv_min(_PB_M - 1, 4 * i_t + 3); i_p++) {
        for (int k_p = 4 * k_t; k_p <= pv_min(_PB_N - 1, 4 * k_t + 3); k_p++) {
          for (int j_p = pv_max(4 * j_t, i_p); j_p <= pv_min(_PB_M - 1, 4 * j_t + 3); j_p++) {
            cov[i_p][j_p] += data[k_p][i_p] * data[k_p][j_p];
          }
        }
      }
    }
  }
}

static void pv_restrict_kernel_covariance_parallel4(int i_t, int m, int n, DATA_TYPE float_n __attribute__((unused)), DATA_TYPE data[restrict n][m], DATA_TYPE cov[restrict m][m], DATA_TYPE mean[restrict m] __attribute__((unused)))
{
  for (int j_t = i_t; j_t <= (_PB_M - 1) / 4; j_t++) {
    for (int i_p = 4 * i_t; i_p <= pv_min(_PB_M - 1, 4 * i_t + 3); i_p++) {
      for (int k_p = 0; k_p < _PB_N; k_p++) {
        for (int j_p = pv_max(4 * j_t, i_p); j_p <= pv_min(_PB_M - 1, 4 * j_t + 3); j_p++) {
          cov[i_p][j_p] += data[k_p][i_p] * data[k_p][j_p];
        }
      }
    }
  }
}

static void pv_restrict_kernel_covariance_parallel5(int i, int m, int n, DATA_TYPE float_n, DATA_TYPE data[restrict n][m] __attribute__((unused)), DATA_TYPE cov[restrict m][m], DATA_TYPE mean[restrict m] __attribute__((unused)))
{
  int j;
  for (j = i; j < _PB_M; j++) {
    cov[i][j] /= (float_n - SCALAR_VAL(1.0));
  }
}

static void pv_restrict_kernel_covariance_parallel6(int i, int m, int n, DATA_TYPE float_n __attribute__((unused)), DATA_TYPE data[restrict n][m] __attribute__((unused)), DATA_TYPE cov[restrict m][m], DATA_TYPE mean[restrict m] __attribute__((unused)))
{
  int j;
  for (j = i; j < _PB_M; j++) {
    cov[j][i] = cov[i][j];
  }
}

static void pv_restrict_kernel_covariance(int m, int n, DATA_TYPE float_n, DATA_TYPE data[restrict n][m], DATA_TYPE cov[restrict m][m], DATA_TYPE mean[restrict m])
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  (void) k;  /* polyviz: the loops below no longer use it */
  for (j = 0; j < _PB_M; j++) {
    mean[j] = SCALAR_VAL(0.0);
  }
  for (i = 0; i < _PB_N; i++) {
    for (j = 0; j < _PB_M; j++) {
      mean[j] += data[i][j];
    }
  }
  for (j = 0; j < _PB_M; j++) {
    mean[j] /= float_n;
  }
  #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
  for (i = 0; i < _PB_N; i++) {
    pv_restrict_kernel_covariance_parallel0(i, m, n, float_n, data, cov, mean);
  }
  #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
  for (i = 0; i < _PB_M; i++) {
    pv_restrict_kernel_covariance_parallel1(i, m, n, float_n, data, cov, mean);
  }
  if (_PB_N >= 4) {
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (int i_t = 0; i_t < pv_floord(_PB_M, 4) - 1; i_t++) {
      pv_restrict_kernel_covariance_parallel2(i_t, m, n, float_n, data, cov, mean);
    }
  }
  if (_PB_N >= 4) {
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (int i_t = pv_max(0, pv_floord(_PB_M, 4) - 1); i_t <= pv_floord(_PB_M - 1, 4); i_t++) {
      pv_restrict_kernel_covariance_parallel3(i_t, m, n, float_n, data, cov, mean);
    }
  } else {
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (int i_t = 0; i_t <= pv_floord(_PB_M - 1, 4); i_t++) {
      pv_restrict_kernel_covariance_parallel4(i_t, m, n, float_n, data, cov, mean);
    }
  }
  #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
  for (i = 0; i < _PB_M; i++) {
    pv_restrict_kernel_covariance_parallel5(i, m, n, float_n, data, cov, mean);
  }
  #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
  for (i = 0; i < _PB_M; i++) {
    pv_restrict_kernel_covariance_parallel6(i, m, n, float_n, data, cov, mean);
  }
#pragma endscop
}

void kernel_covariance(int m, int n, DATA_TYPE float_n,
                       DATA_TYPE POLYBENCH_2D(data, N, M, n, m),
                       DATA_TYPE POLYBENCH_2D(cov, M, M, m, m),
                       DATA_TYPE POLYBENCH_1D(mean, M, m))
{
  pv_restrict_kernel_covariance(m, n, float_n, data, cov, mean);
}
