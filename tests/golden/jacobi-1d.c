/* ==== recipe: (original) ==== */
void kernel_jacobi_1d(int tsteps, int n,
                      DATA_TYPE POLYBENCH_1D(A, N, n),
                      DATA_TYPE POLYBENCH_1D(B, N, n))
{
  int t, i;
#pragma scop
  for (t = 0; t < _PB_TSTEPS; t++) {
    for (i = 1; i < _PB_N - 1; i++)
      B[i] = SCALAR_VAL(0.33333) * (A[i - 1] + A[i] + A[i + 1]);
    for (i = 1; i < _PB_N - 1; i++)
      A[i] = SCALAR_VAL(0.33333) * (B[i - 1] + B[i] + B[i + 1]);
  }
#pragma endscop
}
/* ==== recipe: auto() ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_lanes_alloc(bytes) ({ void *pv_block = 0; \
  extern int posix_memalign(void **, __SIZE_TYPE__, __SIZE_TYPE__); \
  if (posix_memalign(&pv_block, 64, (bytes) > 0 ? (bytes) : 1)) { extern int dprintf(int, const char *, ...); \
    dprintf(2, "polyviz: out of memory: no %ld bytes for a lane copy\n", (long)(bytes)); \
    __builtin_abort(); } \
  pv_block; })
#define pv_lane_at(copy, e, row, lane, rows) \
  ((row) >= 0 && (row) < (rows) ? &(copy)[row][lane] : &(copy)[(e) % (rows)][(e) / (rows)])
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_jacobi_1d(int tsteps, int n,
                      DATA_TYPE POLYBENCH_1D(A, N, n),
                      DATA_TYPE POLYBENCH_1D(B, N, n))
{
  int t, i;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (B/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(B + 0, B + (n - 1) + 1, A + 0, A + (n - 1) + 1)) {
    {
      /* polyviz: vector_lanes(): element e of each array is in row e % pv_lane_rows, lane e / pv_lane_rows of its lane copy while the SCoP runs */
      typedef double pv_lanes_vector __attribute__((vector_size(4 * sizeof(double))));
      const long pv_lane_rows = ((long)(n) + 3) / 4;
      double (*B_lanes)[4] = pv_lanes_alloc(pv_lane_rows * sizeof *B_lanes);
      for (long pv_l = 0; pv_l < 4; pv_l++) for (long pv_r = 0; pv_r < pv_lane_rows && pv_l * pv_lane_rows + pv_r < (n); pv_r++) B_lanes[pv_r][pv_l] = B[pv_l * pv_lane_rows + pv_r];
      double (*A_lanes)[4] = pv_lanes_alloc(pv_lane_rows * sizeof *A_lanes);
      for (long pv_l = 0; pv_l < 4; pv_l++) for (long pv_r = 0; pv_r < pv_lane_rows && pv_l * pv_lane_rows + pv_r < (n); pv_r++) A_lanes[pv_r][pv_l] = A[pv_l * pv_lane_rows + pv_r];
      for (t = 0; t < _PB_TSTEPS; t++) {
        {  /* polyviz: vector_lanes(): rows i_rows_first..i_rows_last run 4 lanes at once, the other values of i one by one */
          const long i_first = 1, i_last = _PB_N - 1 - 1;
          const long i_rows_first = i_first, i_rows_last = i_last - 3 * pv_lane_rows;
          for (long i_lane = 0; i_lane < 4; i_lane++) {
            const long i_base = i_lane * pv_lane_rows;
            for (long i = pv_max(i_first, i_base); i <= pv_min(i_last, i_base + pv_lane_rows - 1); i++) {
              const long i_row = i - i_base;
              if (i_row >= i_rows_first && i_row <= i_rows_last) { i += i_rows_last - i_row; continue; }
              *pv_lane_at(B_lanes, i, i_row, i_lane, pv_lane_rows) = SCALAR_VAL(0.33333) * (*pv_lane_at(A_lanes, i - 1, i_row - 1, i_lane, pv_lane_rows) + *pv_lane_at(A_lanes, i, i_row, i_lane, pv_lane_rows) + *pv_lane_at(A_lanes, i + 1, i_row + 1, i_lane, pv_lane_rows));
            }
          }
          if (i_rows_first <= i_rows_last) {
            pv_lanes_vector A_m1 = *(pv_lanes_vector *)A_lanes[i_rows_first - 1], A_0 = *(pv_lanes_vector *)A_lanes[i_rows_first];
            for (long i_row = i_rows_first; i_row <= i_rows_last; i_row++) {
              pv_lanes_vector A_1 = *(pv_lanes_vector *)A_lanes[i_row + 1];
              *(pv_lanes_vector *)B_lanes[i_row] = SCALAR_VAL(0.33333) * (A_m1 + A_0 + A_1);
              A_m1 = A_0; A_0 = A_1;
            }
          }
        }
        {  /* polyviz: vector_lanes(): rows i_rows_first..i_rows_last run 4 lanes at once, the other values of i one by one */
          const long i_first = 1, i_last = _PB_N - 1 - 1;
          const long i_rows_first = i_first, i_rows_last = i_last - 3 * pv_lane_rows;
          for (long i_lane = 0; i_lane < 4; i_lane++) {
            const long i_base = i_lane * pv_lane_rows;
            for (long i = pv_max(i_first, i_base); i <= pv_min(i_last, i_base + pv_lane_rows - 1); i++) {
              const long i_row = i - i_base;
              if (i_row >= i_rows_first && i_row <= i_rows_last) { i += i_rows_last - i_row; continue; }
              *pv_lane_at(A_lanes, i, i_row, i_lane, pv_lane_rows) = SCALAR_VAL(0.33333) * (*pv_lane_at(B_lanes, i - 1, i_row - 1, i_lane, pv_lane_rows) + *pv_lane_at(B_lanes, i, i_row, i_lane, pv_lane_rows) + *pv_lane_at(B_lanes, i + 1, i_row + 1, i_lane, pv_lane_rows));
            }
          }
          if (i_rows_first <= i_rows_last) {
            pv_lanes_vector B_m1 = *(pv_lanes_vector *)B_lanes[i_rows_first - 1], B_0 = *(pv_lanes_vector *)B_lanes[i_rows_first];
            for (long i_row = i_rows_first; i_row <= i_rows_last; i_row++) {
              pv_lanes_vector B_1 = *(pv_lanes_vector *)B_lanes[i_row + 1];
              *(pv_lanes_vector *)A_lanes[i_row] = SCALAR_VAL(0.33333) * (B_m1 + B_0 + B_1);
              B_m1 = B_0; B_0 = B_1;
            }
          }
        }
      }
      for (long pv_l = 0; pv_l < 4; pv_l++) for (long pv_r = 0; pv_r < pv_lane_rows && pv_l * pv_lane_rows + pv_r < (n); pv_r++) B[pv_l * pv_lane_rows + pv_r] = B_lanes[pv_r][pv_l];
      __builtin_free(B_lanes);
      for (long pv_l = 0; pv_l < 4; pv_l++) for (long pv_r = 0; pv_r < pv_lane_rows && pv_l * pv_lane_rows + pv_r < (n); pv_r++) A[pv_l * pv_lane_rows + pv_r] = A_lanes[pv_r][pv_l];
      __builtin_free(A_lanes);
    }
  } else {
    for (t = 0; t < _PB_TSTEPS; t++) {
      for (i = 1; i < _PB_N - 1; i++) {
        B[i] = SCALAR_VAL(0.33333) * (A[i - 1] + A[i] + A[i + 1]);
      }
      for (i = 1; i < _PB_N - 1; i++) {
        A[i] = SCALAR_VAL(0.33333) * (B[i - 1] + B[i] + B[i + 1]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_jacobi_1d passes them to
   pv_restrict_kernel_jacobi_1d as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_jacobi_1d(int tsteps, int n, DATA_TYPE A[restrict n], DATA_TYPE B[restrict n])
{
  int t, i;
#pragma scop
  for (t = 0; t < _PB_TSTEPS; t++) {
    for (i = 1; i < _PB_N - 1; i++)
      B[i] = SCALAR_VAL(0.33333) * (A[i - 1] + A[i] + A[i + 1]);
    for (i = 1; i < _PB_N - 1; i++)
      A[i] = SCALAR_VAL(0.33333) * (B[i - 1] + B[i] + B[i + 1]);
  }
#pragma endscop
}

void kernel_jacobi_1d(int tsteps, int n,
                      DATA_TYPE POLYBENCH_1D(A, N, n),
                      DATA_TYPE POLYBENCH_1D(B, N, n))
{
  pv_restrict_kernel_jacobi_1d(tsteps, n, A, B);
}
/* ==== recipe: tile(i@S0=4); tile(i@S1=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_jacobi_1d(int tsteps, int n,
                      DATA_TYPE POLYBENCH_1D(A, N, n),
                      DATA_TYPE POLYBENCH_1D(B, N, n))
{
  int t, i;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (B/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(B + 0, B + (n - 1) + 1, A + 0, A + (n - 1) + 1)) {
    (void) i;  /* polyviz: the loops below no longer use it */
    for (t = 0; t < _PB_TSTEPS; t++) {
      for (int i_t = 0; i_t < pv_floord(_PB_N + 2, 4); i_t++) {
        for (int i_p = pv_max(1, 4 * i_t); i_p <= pv_min(_PB_N - 2, 4 * i_t + 3); i_p++) {
          B[i_p] = SCALAR_VAL(0.33333) * (A[i_p - 1] + A[i_p] + A[i_p + 1]);
        }
      }
      for (int i_t = 0; i_t < pv_floord(_PB_N + 1, 3); i_t++) {
        for (int i_p = pv_max(1, 3 * i_t); i_p <= pv_min(_PB_N - 2, 3 * i_t + 2); i_p++) {
          A[i_p] = SCALAR_VAL(0.33333) * (B[i_p - 1] + B[i_p] + B[i_p + 1]);
        }
      }
    }
  } else {
    for (t = 0; t < _PB_TSTEPS; t++) {
      for (i = 1; i < _PB_N - 1; i++) {
        B[i] = SCALAR_VAL(0.33333) * (A[i - 1] + A[i] + A[i + 1]);
      }
      for (i = 1; i < _PB_N - 1; i++) {
        A[i] = SCALAR_VAL(0.33333) * (B[i - 1] + B[i] + B[i + 1]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: skew(i@S0, t, 1); skew(i@S1, t, 1) ==== */
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_jacobi_1d(int tsteps, int n,
                      DATA_TYPE POLYBENCH_1D(A, N, n),
                      DATA_TYPE POLYBENCH_1D(B, N, n))
{
  int t, i;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (B/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(B + 0, B + (n - 1) + 1, A + 0, A + (n - 1) + 1)) {
    for (t = 0; t < _PB_TSTEPS; t++) {
      for (i = t + 1; i < _PB_N + t - 1; i++) {
        B[i - t] = SCALAR_VAL(0.33333) * (A[i - t - 1] + A[i - t] + A[i - t + 1]);
      }
      for (i = t + 1; i < _PB_N + t - 1; i++) {
        A[i - t] = SCALAR_VAL(0.33333) * (B[i - t - 1] + B[i - t] + B[i - t + 1]);
      }
    }
  } else {
    for (t = 0; t < _PB_TSTEPS; t++) {
      for (i = 1; i < _PB_N - 1; i++) {
        B[i] = SCALAR_VAL(0.33333) * (A[i - 1] + A[i] + A[i + 1]);
      }
      for (i = 1; i < _PB_N - 1; i++) {
        A[i] = SCALAR_VAL(0.33333) * (B[i - 1] + B[i] + B[i + 1]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: isl_schedule() ==== */
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_jacobi_1d(int tsteps, int n,
                      DATA_TYPE POLYBENCH_1D(A, N, n),
                      DATA_TYPE POLYBENCH_1D(B, N, n))
{
  int t, i;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (B/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(B + 0, B + (n - 1) + 1, A + 0, A + (n - 1) + 1)) {
    for (t = 0; t < _PB_TSTEPS; t++) {
      for (i = 1; i < _PB_N - 1; i++) {
        B[i] = SCALAR_VAL(0.33333) * (A[i - 1] + A[i] + A[i + 1]);
      }
      for (i = 1; i < _PB_N - 1; i++) {
        A[i] = SCALAR_VAL(0.33333) * (B[i - 1] + B[i] + B[i + 1]);
      }
    }
  } else {
    for (t = 0; t < _PB_TSTEPS; t++) {
      for (i = 1; i < _PB_N - 1; i++) {
        B[i] = SCALAR_VAL(0.33333) * (A[i - 1] + A[i] + A[i + 1]);
      }
      for (i = 1; i < _PB_N - 1; i++) {
        A[i] = SCALAR_VAL(0.33333) * (B[i - 1] + B[i] + B[i + 1]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: skew(i@S0, t, 1) ==== */
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_jacobi_1d(int tsteps, int n,
                      DATA_TYPE POLYBENCH_1D(A, N, n),
                      DATA_TYPE POLYBENCH_1D(B, N, n))
{
  int t, i;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (B/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(B + 0, B + (n - 1) + 1, A + 0, A + (n - 1) + 1)) {
    for (t = 0; t < _PB_TSTEPS; t++) {
      for (i = t + 1; i < _PB_N + t - 1; i++) {
        B[i - t] = SCALAR_VAL(0.33333) * (A[i - t - 1] + A[i - t] + A[i - t + 1]);
      }
      for (i = 1; i < _PB_N - 1; i++) {
        A[i] = SCALAR_VAL(0.33333) * (B[i - 1] + B[i] + B[i + 1]);
      }
    }
  } else {
    for (t = 0; t < _PB_TSTEPS; t++) {
      for (i = 1; i < _PB_N - 1; i++) {
        B[i] = SCALAR_VAL(0.33333) * (A[i - 1] + A[i] + A[i + 1]);
      }
      for (i = 1; i < _PB_N - 1; i++) {
        A[i] = SCALAR_VAL(0.33333) * (B[i - 1] + B[i] + B[i + 1]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: fuse(i@S0, i@S1); skew(i, t, 2); tile(t=4, i=4) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
void kernel_jacobi_1d(int tsteps, int n,
                      DATA_TYPE POLYBENCH_1D(A, N, n),
                      DATA_TYPE POLYBENCH_1D(B, N, n))
{
  int t, i;
#pragma scop
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (B/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(B + 0, B + (n - 1) + 1, A + 0, A + (n - 1) + 1)) {
    (void) t; (void) i;  /* polyviz: the loops below no longer use them */
    if (_PB_N >= 3) {
      for (int t_t = 0; t_t <= pv_floord(_PB_TSTEPS - 1, 4); t_t++) {
        for (int i_t = 2 * t_t; i_t <= pv_min(2 * t_t + (_PB_N + 1) / 4 + 1, (2 * _PB_TSTEPS + _PB_N + 1) / 4 - 1); i_t++) {
          for (int t_p = pv_max(4 * t_t, -_PB_N + 2 * i_t + _PB_N / 2 + 1); t_p <= pv_min(_PB_TSTEPS - 1, pv_min(4 * t_t + 3, 2 * i_t + 1)); t_p++) {
            for (int i_p = pv_max(4 * i_t, 2 * t_p + 1); i_p <= pv_min(4 * i_t + 3, _PB_N + 2 * t_p - 1); i_p++) {
              if (_PB_N + 2 * t_p >= i_p + 2) {
                B[i_p - 2 * t_p] = SCALAR_VAL(0.33333) * (A[i_p - 2 * t_p - 1] + A[i_p - 2 * t_p] + A[i_p - 2 * t_p + 1]);
              }
              if (i_p >= 2 * t_p + 2) {
                A[i_p - 2 * t_p - 1] = SCALAR_VAL(0.33333) * (B[i_p - 2 * t_p - 2] + B[i_p - 2 * t_p - 1] + B[i_p - 2 * t_p]);
              }
            }
          }
        }
      }
    }
  } else {
    for (t = 0; t < _PB_TSTEPS; t++) {
      for (i = 1; i < _PB_N - 1; i++) {
        B[i] = SCALAR_VAL(0.33333) * (A[i - 1] + A[i] + A[i + 1]);
      }
      for (i = 1; i < _PB_N - 1; i++) {
        A[i] = SCALAR_VAL(0.33333) * (B[i - 1] + B[i] + B[i + 1]);
      }
    }
  }
#pragma endscop
}
/* ==== recipe: shift(S1, i@S1, 1); fuse(i@S0, i@S1); skew(i, t, 2); wavefront(t, i); parallel(t) ==== */
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
void kernel_jacobi_1d(int tsteps, int n,
                      DATA_TYPE POLYBENCH_1D(A, N, n),
                      DATA_TYPE POLYBENCH_1D(B, N, n))
{
  int t, i;
#pragma scop
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (B/A); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(B + 0, B + (n - 1) + 1, A + 0, A + (n - 1) + 1)) {
    (void) i;  /* polyviz: the loops below no longer use it */
    if (_PB_N >= 3) {
      for (int w = 1; w < 3 * _PB_TSTEPS + _PB_N - 3; w++) {
        #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
        for (t = pv_max(0, pv_floord(-_PB_N + w, 3) + 1); t <= pv_min(_PB_TSTEPS - 1, (w - 1) / 3); t++) {
          if (_PB_N + 3 * t >= w + 2) {
            B[w - 3 * t] = SCALAR_VAL(0.33333) * (A[w - 3 * t - 1] + A[w - 3 * t] + A[w - 3 * t + 1]);
          }
          if (w >= 3 * t + 2) {
            A[w - 3 * t - 1] = SCALAR_VAL(0.33333) * (B[w - 3 * t - 2] + B[w - 3 * t - 1] + B[w - 3 * t]);
          }
        }
      }
    }
  } else {
    for (t = 0; t < _PB_TSTEPS; t++) {
      for (i = 1; i < _PB_N - 1; i++) {
        B[i] = SCALAR_VAL(0.33333) * (A[i - 1] + A[i] + A[i + 1]);
      }
      for (i = 1; i < _PB_N - 1; i++) {
        A[i] = SCALAR_VAL(0.33333) * (B[i - 1] + B[i] + B[i + 1]);
      }
    }
  }
#pragma endscop
}
