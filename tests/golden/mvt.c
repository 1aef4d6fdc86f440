/* ==== recipe: (original) ==== */
void kernel_mvt(int n,
                DATA_TYPE POLYBENCH_1D(x1, N, n),
                DATA_TYPE POLYBENCH_1D(x2, N, n),
                DATA_TYPE POLYBENCH_1D(y_1, N, n),
                DATA_TYPE POLYBENCH_1D(y_2, N, n),
                DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j;
#pragma scop
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_N; j++)
      x1[i] = x1[i] + A[i][j] * y_1[j];
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_N; j++)
      x2[i] = x2[i] + A[j][i] * y_2[j];
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
void kernel_mvt(int n,
                DATA_TYPE POLYBENCH_1D(x1, N, n),
                DATA_TYPE POLYBENCH_1D(x2, N, n),
                DATA_TYPE POLYBENCH_1D(y_1, N, n),
                DATA_TYPE POLYBENCH_1D(y_2, N, n),
                DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/x2, x1/A, x1/x2, x1/y_1, x1/y_2, x2/y_2, y_1/x2); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(x1 + 0, x1 + (n - 1) + 1, A + 0, A + (n - 1) + 1)
      && pv_disjoint(x1 + 0, x1 + (n - 1) + 1, y_1 + 0, y_1 + (n - 1) + 1)
      && pv_disjoint(x1 + 0, x1 + (n - 1) + 1, x2 + 0, x2 + (n - 1) + 1)
      && pv_disjoint(x1 + 0, x1 + (n - 1) + 1, y_2 + 0, y_2 + (n - 1) + 1)
      && pv_disjoint(A + 0, A + (n - 1) + 1, x2 + 0, x2 + (n - 1) + 1)
      && pv_disjoint(y_1 + 0, y_1 + (n - 1) + 1, x2 + 0, x2 + (n - 1) + 1)
      && pv_disjoint(x2 + 0, x2 + (n - 1) + 1, y_2 + 0, y_2 + (n - 1) + 1)) {
    #pragma omp parallel for private(j) schedule(dynamic) num_threads(pv_threads)
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_N; j++) {
        x1[i] = x1[i] + A[i][j] * y_1[j];
      }
    }
    for (j = 0; j < _PB_N; j++) {
      for (i = 0; i < _PB_N; i++) {
        x2[i] = x2[i] + A[j][i] * y_2[j];
      }
    }
  } else {
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_N; j++) {
        x1[i] = x1[i] + A[i][j] * y_1[j];
      }
    }
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_N; j++) {
        x2[i] = x2[i] + A[j][i] * y_2[j];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_mvt passes them to
   pv_restrict_kernel_mvt as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_mvt(int n, DATA_TYPE x1[restrict n], DATA_TYPE x2[restrict n], DATA_TYPE y_1[restrict n], DATA_TYPE y_2[restrict n], DATA_TYPE A[restrict n][n])
{
  int i, j;
#pragma scop
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_N; j++)
      x1[i] = x1[i] + A[i][j] * y_1[j];
  for (i = 0; i < _PB_N; i++)
    for (j = 0; j < _PB_N; j++)
      x2[i] = x2[i] + A[j][i] * y_2[j];
#pragma endscop
}

void kernel_mvt(int n,
                DATA_TYPE POLYBENCH_1D(x1, N, n),
                DATA_TYPE POLYBENCH_1D(x2, N, n),
                DATA_TYPE POLYBENCH_1D(y_1, N, n),
                DATA_TYPE POLYBENCH_1D(y_2, N, n),
                DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  pv_restrict_kernel_mvt(n, x1, x2, y_1, y_2, A);
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
void kernel_mvt(int n,
                DATA_TYPE POLYBENCH_1D(x1, N, n),
                DATA_TYPE POLYBENCH_1D(x2, N, n),
                DATA_TYPE POLYBENCH_1D(y_1, N, n),
                DATA_TYPE POLYBENCH_1D(y_2, N, n),
                DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/x2, x1/A, x1/x2, x1/y_1, x1/y_2, x2/y_2, y_1/x2); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(x1 + 0, x1 + (n - 1) + 1, A + 0, A + (n - 1) + 1)
      && pv_disjoint(x1 + 0, x1 + (n - 1) + 1, y_1 + 0, y_1 + (n - 1) + 1)
      && pv_disjoint(x1 + 0, x1 + (n - 1) + 1, x2 + 0, x2 + (n - 1) + 1)
      && pv_disjoint(x1 + 0, x1 + (n - 1) + 1, y_2 + 0, y_2 + (n - 1) + 1)
      && pv_disjoint(A + 0, A + (n - 1) + 1, x2 + 0, x2 + (n - 1) + 1)
      && pv_disjoint(y_1 + 0, y_1 + (n - 1) + 1, x2 + 0, x2 + (n - 1) + 1)
      && pv_disjoint(x2 + 0, x2 + (n - 1) + 1, y_2 + 0, y_2 + (n - 1) + 1)) {
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (int i_t = 0; i_t <= pv_floord(_PB_N - 1, 4); i_t++) {
      for (int j_t = 0; j_t <= (_PB_N - 1) / 3; j_t++) {
        for (int i_p = 4 * i_t; i_p <= pv_min(_PB_N - 1, 4 * i_t + 3); i_p++) {
          for (int j_p = 3 * j_t; j_p <= pv_min(_PB_N - 1, 3 * j_t + 2); j_p++) {
            x1[i_p] = x1[i_p] + A[i_p][j_p] * y_1[j_p];
          }
        }
      }
    }
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_N; j++) {
        x2[i] = x2[i] + A[j][i] * y_2[j];
      }
    }
  } else {
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_N; j++) {
        x1[i] = x1[i] + A[i][j] * y_1[j];
      }
    }
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_N; j++) {
        x2[i] = x2[i] + A[j][i] * y_2[j];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: skew(j@S0, i@S0, 1); tile(i@S0=4, j@S0=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_mvt(int n,
                DATA_TYPE POLYBENCH_1D(x1, N, n),
                DATA_TYPE POLYBENCH_1D(x2, N, n),
                DATA_TYPE POLYBENCH_1D(y_1, N, n),
                DATA_TYPE POLYBENCH_1D(y_2, N, n),
                DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/x2, x1/A, x1/x2, x1/y_1, x1/y_2, x2/y_2, y_1/x2); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(x1 + 0, x1 + (n - 1) + 1, A + 0, A + (n - 1) + 1)
      && pv_disjoint(x1 + 0, x1 + (n - 1) + 1, y_1 + 0, y_1 + (n - 1) + 1)
      && pv_disjoint(x1 + 0, x1 + (n - 1) + 1, x2 + 0, x2 + (n - 1) + 1)
      && pv_disjoint(x1 + 0, x1 + (n - 1) + 1, y_2 + 0, y_2 + (n - 1) + 1)
      && pv_disjoint(A + 0, A + (n - 1) + 1, x2 + 0, x2 + (n - 1) + 1)
      && pv_disjoint(y_1 + 0, y_1 + (n - 1) + 1, x2 + 0, x2 + (n - 1) + 1)
      && pv_disjoint(x2 + 0, x2 + (n - 1) + 1, y_2 + 0, y_2 + (n - 1) + 1)) {
    for (int i_t = 0; i_t <= pv_floord(_PB_N - 1, 4); i_t++) {
      for (int j_t = i_t + i_t / 3; j_t <= pv_min(_PB_N - (_PB_N + 1) / 3 - 1, i_t + (_PB_N + i_t - 1) / 3 + 1); j_t++) {
        for (int i_p = pv_max(4 * i_t, -_PB_N + 3 * j_t + 1); i_p <= pv_min(_PB_N - 1, pv_min(4 * i_t + 3, 3 * j_t + 2)); i_p++) {
          for (int j_p = pv_max(3 * j_t, i_p); j_p <= pv_min(3 * j_t + 2, _PB_N + i_p - 1); j_p++) {
            x1[i_p] = x1[i_p] + A[i_p][j_p - i_p] * y_1[j_p - i_p];
          }
        }
      }
    }
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_N; j++) {
        x2[i] = x2[i] + A[j][i] * y_2[j];
      }
    }
  } else {
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_N; j++) {
        x1[i] = x1[i] + A[i][j] * y_1[j];
      }
    }
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_N; j++) {
        x2[i] = x2[i] + A[j][i] * y_2[j];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: fuse(i@S0, i@S1); distribute(i) ==== */
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_mvt(int n,
                DATA_TYPE POLYBENCH_1D(x1, N, n),
                DATA_TYPE POLYBENCH_1D(x2, N, n),
                DATA_TYPE POLYBENCH_1D(y_1, N, n),
                DATA_TYPE POLYBENCH_1D(y_2, N, n),
                DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  int i, j;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/x2, x1/A, x1/x2, x1/y_1, x1/y_2, x2/y_2, y_1/x2); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(x1 + 0, x1 + (n - 1) + 1, A + 0, A + (n - 1) + 1)
      && pv_disjoint(x1 + 0, x1 + (n - 1) + 1, y_1 + 0, y_1 + (n - 1) + 1)
      && pv_disjoint(x1 + 0, x1 + (n - 1) + 1, x2 + 0, x2 + (n - 1) + 1)
      && pv_disjoint(x1 + 0, x1 + (n - 1) + 1, y_2 + 0, y_2 + (n - 1) + 1)
      && pv_disjoint(A + 0, A + (n - 1) + 1, x2 + 0, x2 + (n - 1) + 1)
      && pv_disjoint(y_1 + 0, y_1 + (n - 1) + 1, x2 + 0, x2 + (n - 1) + 1)
      && pv_disjoint(x2 + 0, x2 + (n - 1) + 1, y_2 + 0, y_2 + (n - 1) + 1)) {
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_N; j++) {
        x1[i] = x1[i] + A[i][j] * y_1[j];
      }
    }
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_N; j++) {
        x2[i] = x2[i] + A[j][i] * y_2[j];
      }
    }
  } else {
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_N; j++) {
        x1[i] = x1[i] + A[i][j] * y_1[j];
      }
    }
    for (i = 0; i < _PB_N; i++) {
      for (j = 0; j < _PB_N; j++) {
        x2[i] = x2[i] + A[j][i] * y_2[j];
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias(); permute(j@S1, i@S1); parallel(i@S0) ==== */
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
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_mvt passes them to
   pv_restrict_kernel_mvt as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_mvt_parallel0(int i, int n, DATA_TYPE x1[restrict n], DATA_TYPE x2[restrict n] __attribute__((unused)), DATA_TYPE y_1[restrict n], DATA_TYPE y_2[restrict n] __attribute__((unused)), DATA_TYPE A[restrict n][n])
{
  int j;
  for (j = 0; j < _PB_N; j++) {
    x1[i] = x1[i] + A[i][j] * y_1[j];
  }
}

static void pv_restrict_kernel_mvt(int n, DATA_TYPE x1[restrict n], DATA_TYPE x2[restrict n], DATA_TYPE y_1[restrict n], DATA_TYPE y_2[restrict n], DATA_TYPE A[restrict n][n])
{
  int i, j;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
  for (i = 0; i < _PB_N; i++) {
    pv_restrict_kernel_mvt_parallel0(i, n, x1, x2, y_1, y_2, A);
  }
  for (j = 0; j < _PB_N; j++) {
    for (i = 0; i < _PB_N; i++) {
      x2[i] = x2[i] + A[j][i] * y_2[j];
    }
  }
#pragma endscop
}

void kernel_mvt(int n,
                DATA_TYPE POLYBENCH_1D(x1, N, n),
                DATA_TYPE POLYBENCH_1D(x2, N, n),
                DATA_TYPE POLYBENCH_1D(y_1, N, n),
                DATA_TYPE POLYBENCH_1D(y_2, N, n),
                DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  pv_restrict_kernel_mvt(n, x1, x2, y_1, y_2, A);
}
