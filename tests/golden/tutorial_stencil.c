/* ==== recipe: (original) ==== */
void kernel_tutorial_stencil(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = A[i - 1][j] + A[i][j - 1];
}
/* ==== recipe: auto() ==== */
void kernel_tutorial_stencil(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = A[i - 1][j] + A[i][j - 1];
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_tutorial_stencil passes them to
   pv_restrict_kernel_tutorial_stencil as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_tutorial_stencil(int n, DATA_TYPE A[restrict n][n])
{
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = A[i - 1][j] + A[i][j - 1];
}

void kernel_tutorial_stencil(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  pv_restrict_kernel_tutorial_stencil(n, A);
}
/* ==== recipe: tile(i=4, j=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
void kernel_tutorial_stencil(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int i_t = 0; i_t <= pv_floord(n - 1, 4); i_t++) {
    for (int j_t = 0; j_t <= (n - 1) / 3; j_t++) {
      for (int i_p = pv_max(1, 4 * i_t); i_p <= pv_min(n - 1, 4 * i_t + 3); i_p++) {
        for (int j_p = pv_max(1, 3 * j_t); j_p <= pv_min(n - 1, 3 * j_t + 2); j_p++) {
          A[i_p][j_p] = A[i_p - 1][j_p] + A[i_p][j_p - 1];
        }
      }
    }
  }
}
/* ==== recipe: skew(j, i, 1); tile(i=4, j=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
void kernel_tutorial_stencil(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int i_t = 0; i_t <= pv_floord(n - 1, 4); i_t++) {
    for (int j_t = i_t + (i_t + 1) / 3; j_t <= pv_min(n - (n + 1) / 3 - 1, i_t + (n + i_t - 1) / 3 + 1); j_t++) {
      for (int i_p = pv_max(1, pv_max(4 * i_t, -n + 3 * j_t + 1)); i_p <= pv_min(n - 1, pv_min(4 * i_t + 3, 3 * j_t + 1)); i_p++) {
        for (int j_p = pv_max(3 * j_t, i_p + 1); j_p <= pv_min(3 * j_t + 2, n + i_p - 1); j_p++) {
          A[i_p][j_p - i_p] = A[i_p - 1][j_p - i_p] + A[i_p][j_p - i_p - 1];
        }
      }
    }
  }
}
/* ==== recipe: interchange(i, j) ==== */
void kernel_tutorial_stencil(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int j = 1; j < n; j++) {
    for (int i = 1; i < n; i++) {
      A[i][j] = A[i - 1][j] + A[i][j - 1];
    }
  }
}
/* ==== recipe: isl_schedule() ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
void kernel_tutorial_stencil(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int c0 = 2; c0 < 2 * n - 1; c0++) {
    for (int i = pv_max(1, -n + c0 + 1); i < pv_min(n, c0); i++) {
      A[i][c0 - i] = A[i - 1][c0 - i] + A[i][c0 - i - 1];
    }
  }
}
/* ==== recipe: wavefront(i, j); parallel(i) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
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
void kernel_tutorial_stencil(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  for (int w = 2; w < 2 * n - 1; w++) {
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (int i = pv_max(1, -n + w + 1); i < pv_min(n, w); i++) {
      A[i][w - i] = A[i - 1][w - i] + A[i][w - i - 1];
    }
  }
}
