/* ==== recipe: (original) ==== */
void kernel_conv_softsign(int n, int m, int nk,
                      DATA_TYPE POLYBENCH_2D(x, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(w, NK, NK, nk, nk),
                      DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(y, N, M, n, m))
{
#pragma scop
  for (int i = 0; i <= n - nk; i++)
    for (int j = 0; j <= m - nk; j++) {
      c[i][j] = SCALAR_VAL(0.0);
      for (int p = 0; p < nk; p++)
        for (int q = 0; q < nk; q++)
          c[i][j] += w[p][q] * x[i + p][j + q];
    }
  for (int i = 0; i <= n - nk; i++)
    for (int j = 0; j <= m - nk; j++)
      y[i][j] = c[i][j] / (SCALAR_VAL(1.0) + fabs(c[i][j]));
#pragma endscop
}
/* ==== recipe: auto() ==== */
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
void kernel_conv_softsign(int n, int m, int nk,
                      DATA_TYPE POLYBENCH_2D(x, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(w, NK, NK, nk, nk),
                      DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(y, N, M, n, m))
{
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (c/w, c/x, c/y, w/y, x/y); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(c + 0, c + (n - nk) + 1, w + 0, w + (nk - 1) + 1)
      && pv_disjoint(c + 0, c + (n - nk) + 1, x + 0, x + (n - 1) + 1)
      && pv_disjoint(c + 0, c + (n - nk) + 1, y + 0, y + (n - nk) + 1)
      && pv_disjoint(w + 0, w + (nk - 1) + 1, y + 0, y + (n - nk) + 1)
      && pv_disjoint(x + 0, x + (n - 1) + 1, y + 0, y + (n - nk) + 1)) {
    for (int i = 0; i <= n - nk; i++) {
      for (int j = 0; j <= m - nk; j++) {
        c[i][j] = SCALAR_VAL(0.0);
      }
    }
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (int i = 0; i <= n - nk; i++) {
      for (int p = 0; p < nk; p++) {
        for (int q = 0; q < nk; q++) {
          for (int j = 0; j <= m - nk; j++) {
            c[i][j] += w[p][q] * x[i + p][j + q];
          }
        }
      }
    }
    for (int i = 0; i <= n - nk; i++) {
      for (int j = 0; j <= m - nk; j++) {
        y[i][j] = c[i][j] / (SCALAR_VAL(1.0) + fabs(c[i][j]));
      }
    }
  } else {
    for (int i = 0; i <= n - nk; i++) {
      for (int j = 0; j <= m - nk; j++) {
        c[i][j] = SCALAR_VAL(0.0);
        for (int p = 0; p < nk; p++) {
          for (int q = 0; q < nk; q++) {
            c[i][j] += w[p][q] * x[i + p][j + q];
          }
        }
      }
    }
    for (int i = 0; i <= n - nk; i++) {
      for (int j = 0; j <= m - nk; j++) {
        y[i][j] = c[i][j] / (SCALAR_VAL(1.0) + fabs(c[i][j]));
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_conv_softsign passes them to
   pv_restrict_kernel_conv_softsign as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_conv_softsign(int n, int m, int nk, DATA_TYPE x[restrict n][m], DATA_TYPE w[restrict nk][nk], DATA_TYPE c[restrict n][m], DATA_TYPE y[restrict n][m])
{
#pragma scop
  for (int i = 0; i <= n - nk; i++)
    for (int j = 0; j <= m - nk; j++) {
      c[i][j] = SCALAR_VAL(0.0);
      for (int p = 0; p < nk; p++)
        for (int q = 0; q < nk; q++)
          c[i][j] += w[p][q] * x[i + p][j + q];
    }
  for (int i = 0; i <= n - nk; i++)
    for (int j = 0; j <= m - nk; j++)
      y[i][j] = c[i][j] / (SCALAR_VAL(1.0) + fabs(c[i][j]));
#pragma endscop
}

void kernel_conv_softsign(int n, int m, int nk,
                      DATA_TYPE POLYBENCH_2D(x, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(w, NK, NK, nk, nk),
                      DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(y, N, M, n, m))
{
  pv_restrict_kernel_conv_softsign(n, m, nk, x, w, c, y);
}
/* ==== recipe: tile(i@S2=4, j@S2=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_conv_softsign(int n, int m, int nk,
                      DATA_TYPE POLYBENCH_2D(x, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(w, NK, NK, nk, nk),
                      DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(y, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (c/w, c/x, c/y, w/y, x/y); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(c + 0, c + (n - nk) + 1, w + 0, w + (nk - 1) + 1)
      && pv_disjoint(c + 0, c + (n - nk) + 1, x + 0, x + (n - 1) + 1)
      && pv_disjoint(c + 0, c + (n - nk) + 1, y + 0, y + (n - nk) + 1)
      && pv_disjoint(w + 0, w + (nk - 1) + 1, y + 0, y + (n - nk) + 1)
      && pv_disjoint(x + 0, x + (n - 1) + 1, y + 0, y + (n - nk) + 1)) {
    for (int i = 0; i <= n - nk; i++) {
      for (int j = 0; j <= m - nk; j++) {
        c[i][j] = SCALAR_VAL(0.0);
        for (int p = 0; p < nk; p++) {
          for (int q = 0; q < nk; q++) {
            c[i][j] += w[p][q] * x[i + p][j + q];
          }
        }
      }
    }
    for (int i_t = 0; i_t <= pv_floord(n - nk, 4); i_t++) {
      for (int j_t = 0; j_t <= pv_floord(m - nk, 3); j_t++) {
        for (int i_p = 4 * i_t; i_p <= pv_min(n - nk, 4 * i_t + 3); i_p++) {
          for (int j_p = 3 * j_t; j_p <= pv_min(m - nk, 3 * j_t + 2); j_p++) {
            y[i_p][j_p] = c[i_p][j_p] / (SCALAR_VAL(1.0) + fabs(c[i_p][j_p]));
          }
        }
      }
    }
  } else {
    for (int i = 0; i <= n - nk; i++) {
      for (int j = 0; j <= m - nk; j++) {
        c[i][j] = SCALAR_VAL(0.0);
        for (int p = 0; p < nk; p++) {
          for (int q = 0; q < nk; q++) {
            c[i][j] += w[p][q] * x[i + p][j + q];
          }
        }
      }
    }
    for (int i = 0; i <= n - nk; i++) {
      for (int j = 0; j <= m - nk; j++) {
        y[i][j] = c[i][j] / (SCALAR_VAL(1.0) + fabs(c[i][j]));
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
void kernel_conv_softsign(int n, int m, int nk,
                      DATA_TYPE POLYBENCH_2D(x, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(w, NK, NK, nk, nk),
                      DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(y, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (c/w, c/x, c/y, w/y, x/y); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(c + 0, c + (n - nk) + 1, w + 0, w + (nk - 1) + 1)
      && pv_disjoint(c + 0, c + (n - nk) + 1, x + 0, x + (n - 1) + 1)
      && pv_disjoint(c + 0, c + (n - nk) + 1, y + 0, y + (n - nk) + 1)
      && pv_disjoint(w + 0, w + (nk - 1) + 1, y + 0, y + (n - nk) + 1)
      && pv_disjoint(x + 0, x + (n - 1) + 1, y + 0, y + (n - nk) + 1)) {
    for (int i = 0; i <= n - nk; i++) {
      for (int j = 0; j <= m - nk; j++) {
        c[i][j] = SCALAR_VAL(0.0);
        for (int p = 0; p < nk; p++) {
          for (int q = 0; q < nk; q++) {
            c[i][j] += w[p][q] * x[i + p][j + q];
          }
        }
      }
    }
    for (int i_t = 0; i_t <= pv_floord(n - nk, 4); i_t++) {
      for (int j_t = i_t + i_t / 3; j_t <= pv_min(-nk + pv_floord(n + m + nk, 3), i_t + pv_floord(m - nk + i_t, 3) + 1); j_t++) {
        for (int i_p = pv_max(4 * i_t, -m + nk + 3 * j_t); i_p <= pv_min(n - nk, pv_min(4 * i_t + 3, 3 * j_t + 2)); i_p++) {
          for (int j_p = pv_max(3 * j_t, i_p); j_p <= pv_min(3 * j_t + 2, m - nk + i_p); j_p++) {
            y[i_p][j_p - i_p] = c[i_p][j_p - i_p] / (SCALAR_VAL(1.0) + fabs(c[i_p][j_p - i_p]));
          }
        }
      }
    }
  } else {
    for (int i = 0; i <= n - nk; i++) {
      for (int j = 0; j <= m - nk; j++) {
        c[i][j] = SCALAR_VAL(0.0);
        for (int p = 0; p < nk; p++) {
          for (int q = 0; q < nk; q++) {
            c[i][j] += w[p][q] * x[i + p][j + q];
          }
        }
      }
    }
    for (int i = 0; i <= n - nk; i++) {
      for (int j = 0; j <= m - nk; j++) {
        y[i][j] = c[i][j] / (SCALAR_VAL(1.0) + fabs(c[i][j]));
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S2=5, j@S2=7); compute_at(S0, S1, j_t) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_conv_softsign(int n, int m, int nk,
                      DATA_TYPE POLYBENCH_2D(x, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(w, NK, NK, nk, nk),
                      DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(y, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (c/w, c/x, c/y, w/y, x/y); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(c + 0, c + (n - nk) + 1, w + 0, w + (nk - 1) + 1)
      && pv_disjoint(c + 0, c + (n - nk) + 1, x + 0, x + (n - 1) + 1)
      && pv_disjoint(c + 0, c + (n - nk) + 1, y + 0, y + (n - nk) + 1)
      && pv_disjoint(w + 0, w + (nk - 1) + 1, y + 0, y + (n - nk) + 1)
      && pv_disjoint(x + 0, x + (n - 1) + 1, y + 0, y + (n - nk) + 1)) {
    for (int i_t = 0; i_t <= pv_floord(n - nk, 5); i_t++) {
      for (int j_t = 0; j_t <= pv_floord(m - nk, 7); j_t++) {
        for (int i = 5 * i_t; i <= pv_min(n - nk, 5 * i_t + 4); i++) {
          for (int j = 7 * j_t; j <= pv_min(m - nk, 7 * j_t + 6); j++) {
            c[i][j] = SCALAR_VAL(0.0);
            for (int p = 0; p < nk; p++) {
              for (int q = 0; q < nk; q++) {
                c[i][j] += w[p][q] * x[i + p][j + q];
              }
            }
          }
        }
        for (int i_p = 5 * i_t; i_p <= pv_min(n - nk, 5 * i_t + 4); i_p++) {
          for (int j_p = 7 * j_t; j_p <= pv_min(m - nk, 7 * j_t + 6); j_p++) {
            y[i_p][j_p] = c[i_p][j_p] / (SCALAR_VAL(1.0) + fabs(c[i_p][j_p]));
          }
        }
      }
    }
  } else {
    for (int i = 0; i <= n - nk; i++) {
      for (int j = 0; j <= m - nk; j++) {
        c[i][j] = SCALAR_VAL(0.0);
        for (int p = 0; p < nk; p++) {
          for (int q = 0; q < nk; q++) {
            c[i][j] += w[p][q] * x[i + p][j + q];
          }
        }
      }
    }
    for (int i = 0; i <= n - nk; i++) {
      for (int j = 0; j <= m - nk; j++) {
        y[i][j] = c[i][j] / (SCALAR_VAL(1.0) + fabs(c[i][j]));
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S2=5, j@S2=7); compute_at(S1, j_t); compute_at(S0, j_t) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_conv_softsign(int n, int m, int nk,
                      DATA_TYPE POLYBENCH_2D(x, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(w, NK, NK, nk, nk),
                      DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(y, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (c/w, c/x, c/y, w/y, x/y); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(c + 0, c + (n - nk) + 1, w + 0, w + (nk - 1) + 1)
      && pv_disjoint(c + 0, c + (n - nk) + 1, x + 0, x + (n - 1) + 1)
      && pv_disjoint(c + 0, c + (n - nk) + 1, y + 0, y + (n - nk) + 1)
      && pv_disjoint(w + 0, w + (nk - 1) + 1, y + 0, y + (n - nk) + 1)
      && pv_disjoint(x + 0, x + (n - 1) + 1, y + 0, y + (n - nk) + 1)) {
    for (int i_t = 0; i_t <= pv_floord(n - nk, 5); i_t++) {
      for (int j_t = 0; j_t <= pv_floord(m - nk, 7); j_t++) {
        for (int i = 5 * i_t; i <= pv_min(n - nk, 5 * i_t + 4); i++) {
          for (int j = 7 * j_t; j <= pv_min(m - nk, 7 * j_t + 6); j++) {
            c[i][j] = SCALAR_VAL(0.0);
          }
        }
        for (int i = 5 * i_t; i <= pv_min(n - nk, 5 * i_t + 4); i++) {
          for (int j = 7 * j_t; j <= pv_min(m - nk, 7 * j_t + 6); j++) {
            for (int p = 0; p < nk; p++) {
              for (int q = 0; q < nk; q++) {
                c[i][j] += w[p][q] * x[i + p][j + q];
              }
            }
          }
        }
        for (int i_p = 5 * i_t; i_p <= pv_min(n - nk, 5 * i_t + 4); i_p++) {
          for (int j_p = 7 * j_t; j_p <= pv_min(m - nk, 7 * j_t + 6); j_p++) {
            y[i_p][j_p] = c[i_p][j_p] / (SCALAR_VAL(1.0) + fabs(c[i_p][j_p]));
          }
        }
      }
    }
  } else {
    for (int i = 0; i <= n - nk; i++) {
      for (int j = 0; j <= m - nk; j++) {
        c[i][j] = SCALAR_VAL(0.0);
        for (int p = 0; p < nk; p++) {
          for (int q = 0; q < nk; q++) {
            c[i][j] += w[p][q] * x[i + p][j + q];
          }
        }
      }
    }
    for (int i = 0; i <= n - nk; i++) {
      for (int j = 0; j <= m - nk; j++) {
        y[i][j] = c[i][j] / (SCALAR_VAL(1.0) + fabs(c[i][j]));
      }
    }
  }
#pragma endscop
}
/* ==== recipe: tile(i@S2=1, j@S2=3); compute_at(S0, S1, j_t); local_buffer(c) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_conv_softsign(int n, int m, int nk,
                      DATA_TYPE POLYBENCH_2D(x, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(w, NK, NK, nk, nk),
                      DATA_TYPE POLYBENCH_2D(c, N, M, n, m),
                      DATA_TYPE POLYBENCH_2D(y, N, M, n, m))
{
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (c/w, c/x, c/y, w/y, x/y); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(c + 0, c + (n - nk) + 1, w + 0, w + (nk - 1) + 1)
      && pv_disjoint(c + 0, c + (n - nk) + 1, x + 0, x + (n - 1) + 1)
      && pv_disjoint(c + 0, c + (n - nk) + 1, y + 0, y + (n - nk) + 1)
      && pv_disjoint(w + 0, w + (nk - 1) + 1, y + 0, y + (n - nk) + 1)
      && pv_disjoint(x + 0, x + (n - 1) + 1, y + 0, y + (n - nk) + 1)) {
    for (int i_t = 0; i_t <= n - nk; i_t++) {
      for (int j_t = 0; j_t <= pv_floord(m - nk, 3); j_t++) {
        double c_tile[1][3];  /* this tile's part of c */
        for (int j = 3 * j_t; j <= pv_min(m - nk, 3 * j_t + 2); j++) {
          c_tile[0][j - 3 * j_t] = SCALAR_VAL(0.0);
          for (int p = 0; p < nk; p++) {
            for (int q = 0; q < nk; q++) {
              c_tile[0][j - 3 * j_t] += w[p][q] * x[i_t + p][j + q];
            }
          }
        }
        for (int j_p = 3 * j_t; j_p <= pv_min(m - nk, 3 * j_t + 2); j_p++) {
          y[i_t][j_p] = c_tile[0][j_p - 3 * j_t] / (SCALAR_VAL(1.0) + fabs(c_tile[0][j_p - 3 * j_t]));
        }
      }
    }
  } else {
    for (int i = 0; i <= n - nk; i++) {
      for (int j = 0; j <= m - nk; j++) {
        c[i][j] = SCALAR_VAL(0.0);
        for (int p = 0; p < nk; p++) {
          for (int q = 0; q < nk; q++) {
            c[i][j] += w[p][q] * x[i + p][j + q];
          }
        }
      }
    }
    for (int i = 0; i <= n - nk; i++) {
      for (int j = 0; j <= m - nk; j++) {
        y[i][j] = c[i][j] / (SCALAR_VAL(1.0) + fabs(c[i][j]));
      }
    }
  }
#pragma endscop
}
