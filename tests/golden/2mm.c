/* ==== recipe: (original) ==== */
void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                DATA_TYPE POLYBENCH_2D(tmp, NI, NJ, ni, nj),
                DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                DATA_TYPE POLYBENCH_2D(C, NJ, NL, nj, nl),
                DATA_TYPE POLYBENCH_2D(D, NI, NL, ni, nl))
{
  int i, j, k;
#pragma scop
  /* tmp := alpha * A * B */
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NJ; j++) {
      tmp[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_NK; ++k)
        tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
  /* D := beta * D + tmp * C */
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NL; j++) {
      D[i][j] *= beta;
      for (k = 0; k < _PB_NJ; ++k)
        D[i][j] += tmp[i][k] * C[k][j];
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
void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                DATA_TYPE POLYBENCH_2D(tmp, NI, NJ, ni, nj),
                DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                DATA_TYPE POLYBENCH_2D(C, NJ, NL, nj, nl),
                DATA_TYPE POLYBENCH_2D(D, NI, NL, ni, nl))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/D, B/D, D/C, tmp/A, tmp/B, tmp/C, tmp/D); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, A + 0, A + (ni - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, B + 0, B + (nk - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, C + 0, C + (nj - 1) + 1)
      && pv_disjoint(A + 0, A + (ni - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(B + 0, B + (nk - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(D + 0, D + (ni - 1) + 1, C + 0, C + (nj - 1) + 1)) {
    (void) k;  /* polyviz: the loops below no longer use it */
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        tmp[i][j] = SCALAR_VAL(0.0);
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
                    pv_double4 tmp_block[6][2];
                    for (int i_p_r = 0; i_p_r < 6; i_p_r++) {
                      for (int j_p_r = 0; j_p_r < 2; j_p_r++) {
                        tmp_block[i_p_r][j_p_r] = *(pv_double4_u *)&tmp[6 * i_p + i_p_r][8 * j_p + 4 * j_p_r];
                      }
                    }
                    for (int k_p = 128 * k_t; k_p <= pv_min(_PB_NK - 1, 128 * k_t + 127); k_p++) {
                      for (int i_p_r = 0; i_p_r < 6; i_p_r++) {
                        for (int j_p_r = 0; j_p_r < 2; j_p_r++) {
                          tmp_block[i_p_r][j_p_r] += A_tile[6 * i_p + i_p_r - 126 * i_t][k_p - 128 * k_t] * (*(pv_double4_u *)&B[k_p][8 * j_p + 4 * j_p_r]);
                        }
                      }
                    }
                    for (int i_p_r = 0; i_p_r < 6; i_p_r++) {
                      for (int j_p_r = 0; j_p_r < 2; j_p_r++) {
                        *(pv_double4_u *)&tmp[6 * i_p + i_p_r][8 * j_p + 4 * j_p_r] = tmp_block[i_p_r][j_p_r];
                      }
                    }
                  }
                }
                if (128 * j_t + 127 >= _PB_NJ && _PB_NJ % 8 >= 1) {
                  for (int k_p = 128 * k_t; k_p <= pv_min(_PB_NK - 1, 128 * k_t + 127); k_p++) {
                    for (int i_p_r = 6 * i_p; i_p_r <= 6 * i_p + 5; i_p_r++) {
                      for (int j_p_r = -((_PB_NJ - 1) % 8) + _PB_NJ - 1; j_p_r < _PB_NJ; j_p_r++) {
                        tmp[i_p_r][j_p_r] += A_tile[i_p_r - 126 * i_t][k_p - 128 * k_t] * B[k_p][j_p_r];
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
                        tmp[i_p_r][j_p_r] += A_tile[i_p_r - 126 * i_t][k_p - 128 * k_t] * B[k_p][j_p_r];
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
                      tmp[i_p_r][j_p_r] += A_tile[i_p_r - 126 * i_t][k_p - 128 * k_t] * B[k_p][j_p_r];
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
                      tmp[i_p_r][j_p_r] += A_tile[i_p_r - 126 * i_t][k_p - 128 * k_t] * B[k_p][j_p_r];
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
                      tmp[i_p_r][j_p_r] += alpha * A[i_p_r][k_p] * B[k_p][j_p_r];
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NL; j++) {
        D[i][j] *= beta;
      }
    }
    if (_PB_NI >= 1) {
      if (_PB_NL >= 8) {
        #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
        for (int i_t = 0; i_t <= pv_floord(_PB_NI - 6, 126); i_t++) {
          for (int k_t = 0; k_t <= pv_floord(_PB_NJ - 1, 128); k_t++) {
            for (int j_t = 0; j_t <= pv_floord(_PB_NL - 8, 128); j_t++) {
              for (int i_p = 21 * i_t; i_p <= pv_min(21 * i_t + 20, _PB_NI / 6 - 1); i_p++) {
                for (int j_p = 16 * j_t; j_p <= pv_min(16 * j_t + 15, _PB_NL / 8 - 1); j_p++) {
                  {
                    /* polyviz: register_tile: 6 rows of 2 vectors of 4 elements of the written array stay in registers */
                    pv_double4 D_block[6][2];
                    for (int i_p_r = 0; i_p_r < 6; i_p_r++) {
                      for (int j_p_r = 0; j_p_r < 2; j_p_r++) {
                        D_block[i_p_r][j_p_r] = *(pv_double4_u *)&D[6 * i_p + i_p_r][8 * j_p + 4 * j_p_r];
                      }
                    }
                    for (int k_p = 128 * k_t; k_p <= pv_min(_PB_NJ - 1, 128 * k_t + 127); k_p++) {
                      for (int i_p_r = 0; i_p_r < 6; i_p_r++) {
                        for (int j_p_r = 0; j_p_r < 2; j_p_r++) {
                          D_block[i_p_r][j_p_r] += tmp[6 * i_p + i_p_r][k_p] * (*(pv_double4_u *)&C[k_p][8 * j_p + 4 * j_p_r]);
                        }
                      }
                    }
                    for (int i_p_r = 0; i_p_r < 6; i_p_r++) {
                      for (int j_p_r = 0; j_p_r < 2; j_p_r++) {
                        *(pv_double4_u *)&D[6 * i_p + i_p_r][8 * j_p + 4 * j_p_r] = D_block[i_p_r][j_p_r];
                      }
                    }
                  }
                }
                if (128 * j_t + 127 >= _PB_NL && _PB_NL % 8 >= 1) {
                  for (int k_p = 128 * k_t; k_p <= pv_min(_PB_NJ - 1, 128 * k_t + 127); k_p++) {
                    for (int i_p_r = 6 * i_p; i_p_r <= 6 * i_p + 5; i_p_r++) {
                      for (int j_p_r = -((_PB_NL - 1) % 8) + _PB_NL - 1; j_p_r < _PB_NL; j_p_r++) {
                        D[i_p_r][j_p_r] += tmp[i_p_r][k_p] * C[k_p][j_p_r];
                      }
                    }
                  }
                }
              }
              if (126 * i_t + 125 >= _PB_NI && _PB_NI % 6 >= 1) {
                for (int j_p = 16 * j_t; j_p <= pv_min(16 * j_t + 15, (_PB_NL - 1) / 8); j_p++) {
                  for (int k_p = 128 * k_t; k_p <= pv_min(_PB_NJ - 1, 128 * k_t + 127); k_p++) {
                    for (int i_p_r = -((_PB_NI - 1) % 6) + _PB_NI - 1; i_p_r < _PB_NI; i_p_r++) {
                      for (int j_p_r = 8 * j_p; j_p_r <= pv_min(_PB_NL - 1, 8 * j_p + 7); j_p_r++) {
                        D[i_p_r][j_p_r] += tmp[i_p_r][k_p] * C[k_p][j_p_r];
                      }
                    }
                  }
                }
              }
            }
            if ((_PB_NL - 8) % 128 >= 121) {
              for (int i_p = 21 * i_t; i_p <= pv_min(21 * i_t + 20, (_PB_NI - 1) / 6); i_p++) {
                for (int k_p = 128 * k_t; k_p <= pv_min(_PB_NJ - 1, 128 * k_t + 127); k_p++) {
                  for (int i_p_r = 6 * i_p; i_p_r <= pv_min(_PB_NI - 1, 6 * i_p + 5); i_p_r++) {
                    for (int j_p_r = -((_PB_NL - 1) % 128) + _PB_NL - 1; j_p_r < _PB_NL; j_p_r++) {
                      D[i_p_r][j_p_r] += tmp[i_p_r][k_p] * C[k_p][j_p_r];
                    }
                  }
                }
              }
            }
          }
        }
      }
      if (_PB_NL <= 7 || (_PB_NI + 120) % 126 >= 121) {
        if (_PB_NL <= 7) {
          #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
          for (int i_t = 0; i_t <= (_PB_NI - 1) / 126; i_t++) {
            for (int k_t = 0; k_t <= pv_floord(_PB_NJ - 1, 128); k_t++) {
              for (int i_p = 21 * i_t; i_p <= pv_min(21 * i_t + 20, (_PB_NI - 1) / 6); i_p++) {
                for (int k_p = 128 * k_t; k_p <= pv_min(_PB_NJ - 1, 128 * k_t + 127); k_p++) {
                  for (int i_p_r = 6 * i_p; i_p_r <= pv_min(_PB_NI - 1, 6 * i_p + 5); i_p_r++) {
                    for (int j_p_r = 0; j_p_r < _PB_NL; j_p_r++) {
                      D[i_p_r][j_p_r] += tmp[i_p_r][k_p] * C[k_p][j_p_r];
                    }
                  }
                }
              }
            }
          }
        } else {
          for (int k_t = 0; k_t <= pv_floord(_PB_NJ - 1, 128); k_t++) {
            for (int j_t = 0; j_t <= (_PB_NL - 1) / 128; j_t++) {
              for (int j_p = 16 * j_t; j_p <= pv_min(16 * j_t + 15, (_PB_NL - 1) / 8); j_p++) {
                for (int k_p = 128 * k_t; k_p <= pv_min(_PB_NJ - 1, 128 * k_t + 127); k_p++) {
                  for (int i_p_r = -((_PB_NI - 1) % 126) + _PB_NI - 1; i_p_r < _PB_NI; i_p_r++) {
                    for (int j_p_r = 8 * j_p; j_p_r <= pv_min(_PB_NL - 1, 8 * j_p + 7); j_p_r++) {
                      D[i_p_r][j_p_r] += tmp[i_p_r][k_p] * C[k_p][j_p_r];
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
        tmp[i][j] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_NK; k++) {
          tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NL; j++) {
        D[i][j] *= beta;
        for (k = 0; k < _PB_NJ; k++) {
          D[i][j] += tmp[i][k] * C[k][j];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_2mm passes them to
   pv_restrict_kernel_2mm as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE tmp[restrict ni][nj], DATA_TYPE A[restrict ni][nk], DATA_TYPE B[restrict nk][nj], DATA_TYPE C[restrict nj][nl], DATA_TYPE D[restrict ni][nl])
{
  int i, j, k;
#pragma scop
  /* tmp := alpha * A * B */
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NJ; j++) {
      tmp[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < _PB_NK; ++k)
        tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
  /* D := beta * D + tmp * C */
  for (i = 0; i < _PB_NI; i++)
    for (j = 0; j < _PB_NL; j++) {
      D[i][j] *= beta;
      for (k = 0; k < _PB_NJ; ++k)
        D[i][j] += tmp[i][k] * C[k][j];
    }
#pragma endscop
}

void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                DATA_TYPE POLYBENCH_2D(tmp, NI, NJ, ni, nj),
                DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                DATA_TYPE POLYBENCH_2D(C, NJ, NL, nj, nl),
                DATA_TYPE POLYBENCH_2D(D, NI, NL, ni, nl))
{
  pv_restrict_kernel_2mm(ni, nj, nk, nl, alpha, beta, tmp, A, B, C, D);
}
/* ==== recipe: tile(i@S0=4, j@S0=3); parallel(i_t@S0) ==== */
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
void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                DATA_TYPE POLYBENCH_2D(tmp, NI, NJ, ni, nj),
                DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                DATA_TYPE POLYBENCH_2D(C, NJ, NL, nj, nl),
                DATA_TYPE POLYBENCH_2D(D, NI, NL, ni, nl))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/D, B/D, D/C, tmp/A, tmp/B, tmp/C, tmp/D); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, A + 0, A + (ni - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, B + 0, B + (nk - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, C + 0, C + (nj - 1) + 1)
      && pv_disjoint(A + 0, A + (ni - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(B + 0, B + (nk - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(D + 0, D + (ni - 1) + 1, C + 0, C + (nj - 1) + 1)) {
    #pragma omp parallel for private(k) schedule(dynamic) num_threads(pv_threads)
    for (int i_t = 0; i_t <= pv_floord(_PB_NI - 1, 4); i_t++) {
      for (int j_t = 0; j_t <= pv_floord(_PB_NJ - 1, 3); j_t++) {
        for (int i_p = 4 * i_t; i_p <= pv_min(_PB_NI - 1, 4 * i_t + 3); i_p++) {
          for (int j_p = 3 * j_t; j_p <= pv_min(_PB_NJ - 1, 3 * j_t + 2); j_p++) {
            tmp[i_p][j_p] = SCALAR_VAL(0.0);
            for (k = 0; k < _PB_NK; k++) {
              tmp[i_p][j_p] += alpha * A[i_p][k] * B[k][j_p];
            }
          }
        }
      }
    }
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NL; j++) {
        D[i][j] *= beta;
        for (k = 0; k < _PB_NJ; k++) {
          D[i][j] += tmp[i][k] * C[k][j];
        }
      }
    }
  } else {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        tmp[i][j] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_NK; k++) {
          tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NL; j++) {
        D[i][j] *= beta;
        for (k = 0; k < _PB_NJ; k++) {
          D[i][j] += tmp[i][k] * C[k][j];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: skew(j@S2, i@S2, 1); tile(i@S2=4, j@S2=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                DATA_TYPE POLYBENCH_2D(tmp, NI, NJ, ni, nj),
                DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                DATA_TYPE POLYBENCH_2D(C, NJ, NL, nj, nl),
                DATA_TYPE POLYBENCH_2D(D, NI, NL, ni, nl))
{
  int i, j, k;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/D, B/D, D/C, tmp/A, tmp/B, tmp/C, tmp/D); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, A + 0, A + (ni - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, B + 0, B + (nk - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, C + 0, C + (nj - 1) + 1)
      && pv_disjoint(A + 0, A + (ni - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(B + 0, B + (nk - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(D + 0, D + (ni - 1) + 1, C + 0, C + (nj - 1) + 1)) {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        tmp[i][j] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_NK; k++) {
          tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
    for (int i_t = 0; i_t <= pv_floord(_PB_NI - 1, 4); i_t++) {
      for (int j_t = i_t + i_t / 3; j_t <= pv_min(pv_floord(_PB_NI + _PB_NL + 1, 3) - 1, i_t + pv_floord(_PB_NL + i_t - 1, 3) + 1); j_t++) {
        for (int i_p = pv_max(4 * i_t, -_PB_NL + 3 * j_t + 1); i_p <= pv_min(_PB_NI - 1, pv_min(4 * i_t + 3, 3 * j_t + 2)); i_p++) {
          for (int j_p = pv_max(3 * j_t, i_p); j_p <= pv_min(3 * j_t + 2, _PB_NL + i_p - 1); j_p++) {
            D[i_p][j_p - i_p] *= beta;
            for (k = 0; k < _PB_NJ; k++) {
              D[i_p][j_p - i_p] += tmp[i_p][k] * C[k][j_p - i_p];
            }
          }
        }
      }
    }
  } else {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        tmp[i][j] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_NK; k++) {
          tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NL; j++) {
        D[i][j] *= beta;
        for (k = 0; k < _PB_NJ; k++) {
          D[i][j] += tmp[i][k] * C[k][j];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: fuse(i@S0, i@S2); parallel(i) ==== */
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
void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                DATA_TYPE POLYBENCH_2D(tmp, NI, NJ, ni, nj),
                DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                DATA_TYPE POLYBENCH_2D(C, NJ, NL, nj, nl),
                DATA_TYPE POLYBENCH_2D(D, NI, NL, ni, nl))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/D, B/D, D/C, tmp/A, tmp/B, tmp/C, tmp/D); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, A + 0, A + (ni - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, B + 0, B + (nk - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, C + 0, C + (nj - 1) + 1)
      && pv_disjoint(A + 0, A + (ni - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(B + 0, B + (nk - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(D + 0, D + (ni - 1) + 1, C + 0, C + (nj - 1) + 1)) {
    #pragma omp parallel for private(j, k) schedule(dynamic) num_threads(pv_threads)
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        tmp[i][j] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_NK; k++) {
          tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
      for (j = 0; j < _PB_NL; j++) {
        D[i][j] *= beta;
        for (k = 0; k < _PB_NJ; k++) {
          D[i][j] += tmp[i][k] * C[k][j];
        }
      }
    }
  } else {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        tmp[i][j] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_NK; k++) {
          tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NL; j++) {
        D[i][j] *= beta;
        for (k = 0; k < _PB_NJ; k++) {
          D[i][j] += tmp[i][k] * C[k][j];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S0=2); parallel(i_t); skew(i_p, i_t, 1) ==== */
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
void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                DATA_TYPE POLYBENCH_2D(tmp, NI, NJ, ni, nj),
                DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                DATA_TYPE POLYBENCH_2D(C, NJ, NL, nj, nl),
                DATA_TYPE POLYBENCH_2D(D, NI, NL, ni, nl))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/D, B/D, D/C, tmp/A, tmp/B, tmp/C, tmp/D); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, A + 0, A + (ni - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, B + 0, B + (nk - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, C + 0, C + (nj - 1) + 1)
      && pv_disjoint(A + 0, A + (ni - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(B + 0, B + (nk - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(D + 0, D + (ni - 1) + 1, C + 0, C + (nj - 1) + 1)) {
    #pragma omp parallel for private(j, k) schedule(dynamic) num_threads(pv_threads)
    for (int i_t = 0; i_t > -pv_floord(_PB_NI + 1, 2); i_t--) {
      for (int i_p = -3 * i_t; i_p <= pv_min(_PB_NI - i_t - 1, -3 * i_t + 1); i_p++) {
        for (j = 0; j < _PB_NJ; j++) {
          tmp[i_t + i_p][j] = SCALAR_VAL(0.0);
          for (k = 0; k < _PB_NK; k++) {
            tmp[i_t + i_p][j] += alpha * A[i_t + i_p][k] * B[k][j];
          }
        }
      }
    }
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NL; j++) {
        D[i][j] *= beta;
        for (k = 0; k < _PB_NJ; k++) {
          D[i][j] += tmp[i][k] * C[k][j];
        }
      }
    }
  } else {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        tmp[i][j] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_NK; k++) {
          tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NL; j++) {
        D[i][j] *= beta;
        for (k = 0; k < _PB_NJ; k++) {
          D[i][j] += tmp[i][k] * C[k][j];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S0=4, j@S0=4); parallel(i_t); separate(j_p) ==== */
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
void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                DATA_TYPE POLYBENCH_2D(tmp, NI, NJ, ni, nj),
                DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                DATA_TYPE POLYBENCH_2D(C, NJ, NL, nj, nl),
                DATA_TYPE POLYBENCH_2D(D, NI, NL, ni, nl))
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/D, B/D, D/C, tmp/A, tmp/B, tmp/C, tmp/D); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, A + 0, A + (ni - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, B + 0, B + (nk - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, C + 0, C + (nj - 1) + 1)
      && pv_disjoint(A + 0, A + (ni - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(B + 0, B + (nk - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(D + 0, D + (ni - 1) + 1, C + 0, C + (nj - 1) + 1)) {
    #pragma omp parallel for private(k) schedule(dynamic) num_threads(pv_threads)
    for (int i_t = 0; i_t <= pv_floord(_PB_NI - 1, 4); i_t++) {
      for (int j_t = 0; j_t <= pv_floord(_PB_NJ - 1, 4); j_t++) {
        for (int i_p = 4 * i_t; i_p <= pv_min(_PB_NI - 1, 4 * i_t + 3); i_p++) {
          for (int j_p = 4 * j_t; j_p <= pv_min(_PB_NJ - 1, 4 * j_t + 3); j_p++) {
            tmp[i_p][j_p] = SCALAR_VAL(0.0);
            for (k = 0; k < _PB_NK; k++) {
              tmp[i_p][j_p] += alpha * A[i_p][k] * B[k][j_p];
            }
          }
        }
      }
    }
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NL; j++) {
        D[i][j] *= beta;
        for (k = 0; k < _PB_NJ; k++) {
          D[i][j] += tmp[i][k] * C[k][j];
        }
      }
    }
  } else {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        tmp[i][j] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_NK; k++) {
          tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NL; j++) {
        D[i][j] *= beta;
        for (k = 0; k < _PB_NJ; k++) {
          D[i][j] += tmp[i][k] * C[k][j];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: isl_schedule(fusion=min) ==== */
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                DATA_TYPE POLYBENCH_2D(tmp, NI, NJ, ni, nj),
                DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                DATA_TYPE POLYBENCH_2D(C, NJ, NL, nj, nl),
                DATA_TYPE POLYBENCH_2D(D, NI, NL, ni, nl))
{
  int i, j, k;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/D, B/D, D/C, tmp/A, tmp/B, tmp/C, tmp/D); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, A + 0, A + (ni - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, B + 0, B + (nk - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, C + 0, C + (nj - 1) + 1)
      && pv_disjoint(A + 0, A + (ni - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(B + 0, B + (nk - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(D + 0, D + (ni - 1) + 1, C + 0, C + (nj - 1) + 1)) {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        tmp[i][j] = SCALAR_VAL(0.0);
      }
    }
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        for (k = 0; k < _PB_NK; k++) {
          tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NL; j++) {
        D[i][j] *= beta;
      }
    }
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NL; j++) {
        for (k = 0; k < _PB_NJ; k++) {
          D[i][j] += tmp[i][k] * C[k][j];
        }
      }
    }
  } else {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        tmp[i][j] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_NK; k++) {
          tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NL; j++) {
        D[i][j] *= beta;
        for (k = 0; k < _PB_NJ; k++) {
          D[i][j] += tmp[i][k] * C[k][j];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: isl_schedule(fusion=max) ==== */
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                DATA_TYPE POLYBENCH_2D(tmp, NI, NJ, ni, nj),
                DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                DATA_TYPE POLYBENCH_2D(C, NJ, NL, nj, nl),
                DATA_TYPE POLYBENCH_2D(D, NI, NL, ni, nl))
{
  int i, j, k;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/D, B/D, D/C, tmp/A, tmp/B, tmp/C, tmp/D); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, A + 0, A + (ni - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, B + 0, B + (nk - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(tmp + 0, tmp + (ni - 1) + 1, C + 0, C + (nj - 1) + 1)
      && pv_disjoint(A + 0, A + (ni - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(B + 0, B + (nk - 1) + 1, D + 0, D + (ni - 1) + 1)
      && pv_disjoint(D + 0, D + (ni - 1) + 1, C + 0, C + (nj - 1) + 1)) {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        tmp[i][j] = SCALAR_VAL(0.0);
      }
      for (j = 0; j < _PB_NJ; j++) {
        for (k = 0; k < _PB_NK; k++) {
          tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
      for (j = 0; j < _PB_NL; j++) {
        D[i][j] *= beta;
        for (k = 0; k < _PB_NJ; k++) {
          D[i][j] += tmp[i][k] * C[k][j];
        }
      }
    }
  } else {
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NJ; j++) {
        tmp[i][j] = SCALAR_VAL(0.0);
        for (k = 0; k < _PB_NK; k++) {
          tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
      }
    }
    for (i = 0; i < _PB_NI; i++) {
      for (j = 0; j < _PB_NL; j++) {
        D[i][j] *= beta;
        for (k = 0; k < _PB_NJ; k++) {
          D[i][j] += tmp[i][k] * C[k][j];
        }
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias(); distribute(i@S0); distribute(i@S2); permute(i@S1, k@S1, j@S1); permute(i@S3, k@S3, j@S3); tile(i@S1, 4, k@S1, 4, j@S1, 4); isolate(i_t); tile(i@S3, 4, k@S3, 4, j@S3, 4); isolate(i_t@S3); parallel(i@S0); parallel(i_t@S1); parallel(i@S2); parallel(i_t@S3) ==== */
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
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_2mm passes them to
   pv_restrict_kernel_2mm as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_2mm_parallel0(int i, int ni, int nj, int nk, int nl, DATA_TYPE alpha __attribute__((unused)), DATA_TYPE beta __attribute__((unused)), DATA_TYPE tmp[restrict ni][nj], DATA_TYPE A[restrict ni][nk] __attribute__((unused)), DATA_TYPE B[restrict nk][nj] __attribute__((unused)), DATA_TYPE C[restrict nj][nl] __attribute__((unused)), DATA_TYPE D[restrict ni][nl] __attribute__((unused)))
{
  int j;
  for (j = 0; j < _PB_NJ; j++) {
    tmp[i][j] = SCALAR_VAL(0.0);
  }
}

static void pv_restrict_kernel_2mm_parallel1(int i_t, int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta __attribute__((unused)), DATA_TYPE tmp[restrict ni][nj], DATA_TYPE A[restrict ni][nk], DATA_TYPE B[restrict nk][nj], DATA_TYPE C[restrict nj][nl] __attribute__((unused)), DATA_TYPE D[restrict ni][nl] __attribute__((unused)))
{
  for (int k_t = 0; k_t < pv_floord(_PB_NK, 4); k_t++) {
    for (int j_t = 0; j_t < pv_floord(_PB_NJ, 4); j_t++) {
      for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
        for (int k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p++) {
          for (int j_p = 4 * j_t; j_p <= 4 * j_t + 3; j_p++) {
            tmp[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
          }
        }
      }
    }
    if (_PB_NJ % 4 >= 1) {
      for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
        for (int k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p++) {
          for (int j_p = -((_PB_NJ - 1) % 4) + _PB_NJ - 1; j_p < _PB_NJ; j_p++) {
            tmp[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
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
            tmp[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
          }
        }
      }
    }
  }
}

static void pv_restrict_kernel_2mm_parallel2(int i_t, int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta __attribute__((unused)), DATA_TYPE tmp[restrict ni][nj], DATA_TYPE A[restrict ni][nk], DATA_TYPE B[restrict nk][nj], DATA_TYPE C[restrict nj][nl] __attribute__((unused)), DATA_TYPE D[restrict ni][nl] __attribute__((unused)))
{
  for (int k_t = 0; k_t <= pv_floord(_PB_NK - 1, 4); k_t++) {
    for (int i_p = 4 * i_t; i_p <= pv_min(_PB_NI - 1, 4 * i_t + 3); i_p++) {
      for (int k_p = 4 * k_t; k_p <= pv_min(_PB_NK - 1, 4 * k_t + 3); k_p++) {
        for (int j_p = 0; j_p < _PB_NJ; j_p++) {
          tmp[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
        }
      }
    }
  }
}

static void pv_restrict_kernel_2mm_parallel3(int i_t, int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta __attribute__((unused)), DATA_TYPE tmp[restrict ni][nj], DATA_TYPE A[restrict ni][nk], DATA_TYPE B[restrict nk][nj], DATA_TYPE C[restrict nj][nl] __attribute__((unused)), DATA_TYPE D[restrict ni][nl] __attribute__((unused)))
{
  for (int j_t = 0; j_t <= (_PB_NJ - 1) / 4; j_t++) {
    for (int i_p = 4 * i_t; i_p <= pv_min(_PB_NI - 1, 4 * i_t + 3); i_p++) {
      for (int k_p = 0; k_p < _PB_NK; k_p++) {
        for (int j_p = 4 * j_t; j_p <= pv_min(_PB_NJ - 1, 4 * j_t + 3); j_p++) {
          tmp[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
        }
      }
    }
  }
}

static void pv_restrict_kernel_2mm_parallel4(int i, int ni, int nj, int nk, int nl, DATA_TYPE alpha __attribute__((unused)), DATA_TYPE beta, DATA_TYPE tmp[restrict ni][nj] __attribute__((unused)), DATA_TYPE A[restrict ni][nk] __attribute__((unused)), DATA_TYPE B[restrict nk][nj] __attribute__((unused)), DATA_TYPE C[restrict nj][nl] __attribute__((unused)), DATA_TYPE D[restrict ni][nl])
{
  int j;
  for (j = 0; j < _PB_NL; j++) {
    D[i][j] *= beta;
  }
}

static void pv_restrict_kernel_2mm_parallel5(int i_t, int ni, int nj, int nk, int nl, DATA_TYPE alpha __attribute__((unused)), DATA_TYPE beta __attribute__((unused)), DATA_TYPE tmp[restrict ni][nj], DATA_TYPE A[restrict ni][nk] __attribute__((unused)), DATA_TYPE B[restrict nk][nj] __attribute__((unused)), DATA_TYPE C[restrict nj][nl], DATA_TYPE D[restrict ni][nl])
{
  for (int k_t = 0; k_t < pv_floord(_PB_NJ, 4); k_t++) {
    for (int j_t = 0; j_t < pv_floord(_PB_NL, 4); j_t++) {
      for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
        for (int k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p++) {
          for (int j_p = 4 * j_t; j_p <= 4 * j_t + 3; j_p++) {
            D[i_p][j_p] += tmp[i_p][k_p] * C[k_p][j_p];
          }
        }
      }
    }
    if (_PB_NL % 4 >= 1) {
      for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
        for (int k_p = 4 * k_t; k_p <= 4 * k_t + 3; k_p++) {
          for (int j_p = -((_PB_NL - 1) % 4) + _PB_NL - 1; j_p < _PB_NL; j_p++) {
            D[i_p][j_p] += tmp[i_p][k_p] * C[k_p][j_p];
          }
        }
      }
    }
  }
  if (_PB_NJ % 4 >= 1) {
    for (int j_t = 0; j_t <= (_PB_NL - 1) / 4; j_t++) {
      for (int i_p = 4 * i_t; i_p <= 4 * i_t + 3; i_p++) {
        for (int k_p = -((_PB_NJ - 1) % 4) + _PB_NJ - 1; k_p < _PB_NJ; k_p++) {
          for (int j_p = 4 * j_t; j_p <= pv_min(_PB_NL - 1, 4 * j_t + 3); j_p++) {
            D[i_p][j_p] += tmp[i_p][k_p] * C[k_p][j_p];
          }
        }
      }
    }
  }
}

static void pv_restrict_kernel_2mm_parallel6(int i_t, int ni, int nj, int nk, int nl, DATA_TYPE alpha __attribute__((unused)), DATA_TYPE beta __attribute__((unused)), DATA_TYPE tmp[restrict ni][nj], DATA_TYPE A[restrict ni][nk] __attribute__((unused)), DATA_TYPE B[restrict nk][nj] __attribute__((unused)), DATA_TYPE C[restrict nj][nl], DATA_TYPE D[restrict ni][nl])
{
  for (int j_t = 0; j_t <= pv_floord(_PB_NL - 1, 4); j_t++) {
    for (int i_p = 4 * i_t; i_p <= pv_min(_PB_NI - 1, 4 * i_t + 3); i_p++) {
      for (int k_p = 0; k_p < _PB_NJ; k_p++) {
        for (int j_p = 4 * j_t; j_p <= pv_min(_PB_NL - 1, 4 * j_t + 3); j_p++) {
          D[i_p][j_p] += tmp[i_p][k_p] * C[k_p][j_p];
        }
      }
    }
  }
}

static void pv_restrict_kernel_2mm_parallel7(int i_t, int ni, int nj, int nk, int nl, DATA_TYPE alpha __attribute__((unused)), DATA_TYPE beta __attribute__((unused)), DATA_TYPE tmp[restrict ni][nj], DATA_TYPE A[restrict ni][nk] __attribute__((unused)), DATA_TYPE B[restrict nk][nj] __attribute__((unused)), DATA_TYPE C[restrict nj][nl], DATA_TYPE D[restrict ni][nl])
{
  for (int k_t = 0; k_t <= (_PB_NJ - 1) / 4; k_t++) {
    for (int i_p = 4 * i_t; i_p <= pv_min(_PB_NI - 1, 4 * i_t + 3); i_p++) {
      for (int k_p = 4 * k_t; k_p <= pv_min(_PB_NJ - 1, 4 * k_t + 3); k_p++) {
        for (int j_p = 0; j_p < _PB_NL; j_p++) {
          D[i_p][j_p] += tmp[i_p][k_p] * C[k_p][j_p];
        }
      }
    }
  }
}

static void pv_restrict_kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE tmp[restrict ni][nj], DATA_TYPE A[restrict ni][nk], DATA_TYPE B[restrict nk][nj], DATA_TYPE C[restrict nj][nl], DATA_TYPE D[restrict ni][nl])
{
  int i, j, k;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  (void) j; (void) k;  /* polyviz: the loops below no longer use them */
  #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
  for (i = 0; i < _PB_NI; i++) {
    pv_restrict_kernel_2mm_parallel0(i, ni, nj, nk, nl, alpha, beta, tmp, A, B, C, D);
  }
  if (_PB_NI >= 0) {
    if (_PB_NJ >= 4 && _PB_NK >= 4) {
      #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
      for (int i_t = 0; i_t < pv_floord(_PB_NI, 4); i_t++) {
        pv_restrict_kernel_2mm_parallel1(i_t, ni, nj, nk, nl, alpha, beta, tmp, A, B, C, D);
      }
    }
    if ((_PB_NI >= 1 && _PB_NJ <= 3) || (_PB_NI >= 1 && _PB_NJ >= 4 && _PB_NK <= 3) || (_PB_NJ >= 4 && _PB_NK >= 4 && _PB_NI % 4 >= 1)) {
      if (_PB_NJ <= 3) {
        #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
        for (int i_t = 0; i_t <= (_PB_NI - 1) / 4; i_t++) {
          pv_restrict_kernel_2mm_parallel2(i_t, ni, nj, nk, nl, alpha, beta, tmp, A, B, C, D);
        }
      } else {
        if (_PB_NK <= 3) {
          #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
          for (int i_t = 0; i_t <= (_PB_NI - 1) / 4; i_t++) {
            pv_restrict_kernel_2mm_parallel3(i_t, ni, nj, nk, nl, alpha, beta, tmp, A, B, C, D);
          }
        } else {
          for (int k_t = 0; k_t <= (_PB_NK - 1) / 4; k_t++) {
            for (int j_t = 0; j_t <= (_PB_NJ - 1) / 4; j_t++) {
              for (int i_p = -((_PB_NI + 3) % 4) + _PB_NI - 1; i_p < _PB_NI; i_p++) {
                for (int k_p = 4 * k_t; k_p <= pv_min(_PB_NK - 1, 4 * k_t + 3); k_p++) {
                  for (int j_p = 4 * j_t; j_p <= pv_min(_PB_NJ - 1, 4 * j_t + 3); j_p++) {
                    tmp[i_p][j_p] += alpha * A[i_p][k_p] * B[k_p][j_p];
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
  for (i = 0; i < _PB_NI; i++) {
    pv_restrict_kernel_2mm_parallel4(i, ni, nj, nk, nl, alpha, beta, tmp, A, B, C, D);
  }
  if (_PB_NI >= 0) {
    if (_PB_NJ >= 4 && _PB_NL >= 4) {
      #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
      for (int i_t = 0; i_t < pv_floord(_PB_NI, 4); i_t++) {
        pv_restrict_kernel_2mm_parallel5(i_t, ni, nj, nk, nl, alpha, beta, tmp, A, B, C, D);
      }
    }
    if ((_PB_NI >= 1 && _PB_NJ <= 3) || (_PB_NI >= 1 && _PB_NJ >= 4 && _PB_NL <= 3) || (_PB_NJ >= 4 && _PB_NL >= 4 && _PB_NI % 4 >= 1)) {
      if (_PB_NJ <= 3) {
        #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
        for (int i_t = 0; i_t <= (_PB_NI - 1) / 4; i_t++) {
          pv_restrict_kernel_2mm_parallel6(i_t, ni, nj, nk, nl, alpha, beta, tmp, A, B, C, D);
        }
      } else {
        if (_PB_NL <= 3) {
          #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
          for (int i_t = 0; i_t <= (_PB_NI - 1) / 4; i_t++) {
            pv_restrict_kernel_2mm_parallel7(i_t, ni, nj, nk, nl, alpha, beta, tmp, A, B, C, D);
          }
        } else {
          for (int k_t = 0; k_t <= (_PB_NJ - 1) / 4; k_t++) {
            for (int j_t = 0; j_t <= (_PB_NL - 1) / 4; j_t++) {
              for (int i_p = -((_PB_NI + 3) % 4) + _PB_NI - 1; i_p < _PB_NI; i_p++) {
                for (int k_p = 4 * k_t; k_p <= pv_min(_PB_NJ - 1, 4 * k_t + 3); k_p++) {
                  for (int j_p = 4 * j_t; j_p <= pv_min(_PB_NL - 1, 4 * j_t + 3); j_p++) {
                    D[i_p][j_p] += tmp[i_p][k_p] * C[k_p][j_p];
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

void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                DATA_TYPE POLYBENCH_2D(tmp, NI, NJ, ni, nj),
                DATA_TYPE POLYBENCH_2D(A, NI, NK, ni, nk),
                DATA_TYPE POLYBENCH_2D(B, NK, NJ, nk, nj),
                DATA_TYPE POLYBENCH_2D(C, NJ, NL, nj, nl),
                DATA_TYPE POLYBENCH_2D(D, NI, NL, ni, nl))
{
  pv_restrict_kernel_2mm(ni, nj, nk, nl, alpha, beta, tmp, A, B, C, D);
}
