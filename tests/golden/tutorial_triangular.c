/* ==== recipe: (original) ==== */
void kernel_tutorial_triangular(int n,
                                DATA_TYPE POLYBENCH_2D(A, N + 2, N + 2, n + 2, n + 2),
                                DATA_TYPE POLYBENCH_2D(B, N + 2, N + 2, n + 2, n + 2))
{
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= n; j++)
      if (i <= n - j + 1)
        A[i][j] = A[i][j] + B[i][j];
}
/* ==== recipe: auto() ==== */
void kernel_tutorial_triangular(int n,
                                DATA_TYPE POLYBENCH_2D(A, N + 2, N + 2, n + 2, n + 2),
                                DATA_TYPE POLYBENCH_2D(B, N + 2, N + 2, n + 2, n + 2))
{
  #if defined(_OPENMP) && defined(__linux__)
#define PV_LOAD_SAMPLES 4
#define PV_LOAD_GAP_US 50
#define pv_free_cpus() ({ \
  extern int omp_get_max_threads(void), omp_get_num_procs(void); extern double omp_get_wtime(void); \
  extern char *getenv(const char *); extern long clock(void); extern struct _IO_FILE *fopen(const char *, const char *); \
  extern int fscanf(struct _IO_FILE *, const char *, ...), fclose(struct _IO_FILE *), usleep(unsigned int); \
  int pv_limit = omp_get_max_threads(), pv_procs = omp_get_num_procs(), pv_others = 0; \
  if (pv_limit > 1 && !getenv("OMP_DYNAMIC")) { \
    double pv_start = omp_get_wtime(); long pv_cpu = clock(); int pv_own = 0; \
    pv_others = pv_procs; \
    for (int pv_sample = 0; pv_sample < PV_LOAD_SAMPLES && pv_others - pv_own > 0 \
                            && pv_procs - pv_others + pv_own < pv_limit; pv_sample++) { \
      int pv_running = 1; \
      if (pv_sample) usleep(PV_LOAD_GAP_US); \
      struct _IO_FILE *pv_load = fopen("/proc/loadavg", "r"); \
      if (pv_load) { if (fscanf(pv_load, "%*f %*f %*f %d", &pv_running) != 1) pv_running = 1; fclose(pv_load); } \
      if (pv_running - 1 < pv_others) pv_others = pv_running - 1; \
      if (pv_sample) pv_own = (int)((clock() - pv_cpu) / 1e6 / (omp_get_wtime() - pv_start) + 0.5); } \
    pv_others -= pv_own; } \
  extern int dprintf(int, const char *, ...); \
  int pv_free = pv_procs - (pv_others > 0 ? pv_others : 0), \
      pv_chosen = pv_free < 1 ? 1 : pv_free < pv_limit ? pv_free : pv_limit; \
  if (getenv("POLYVIZ_SHOW_THREADS")) \
    dprintf(2, "polyviz: parallel loops on %d of %d threads (other running tasks: %d)\n", \
            pv_chosen, pv_limit, pv_others > 0 ? pv_others : 0); \
  pv_chosen; })
#elif defined(_OPENMP)
#define pv_free_cpus() ({ extern int omp_get_max_threads(void); omp_get_max_threads(); })
#else
#define pv_free_cpus() 1
#endif
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
  /* polyviz: the parallel loops run on as many threads as CPUs are free as the call starts */
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/B); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(A + 1, A + n + 1, B + 1, B + n + 1)) {
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (int i = 1; i <= n; i++) {
      for (int j = 1; j <= n - i + 1; j++) {
        A[i][j] = A[i][j] + B[i][j];
      }
    }
  } else {
    for (int i = 1; i <= n; i++) {
      for (int j = 1; j <= n - i + 1; j++) {
        A[i][j] = A[i][j] + B[i][j];
      }
    }
  }
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_tutorial_triangular passes them to
   pv_restrict_kernel_tutorial_triangular as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_tutorial_triangular(int n, double A[restrict n + 2][n + 2], double B[restrict n + 2][n + 2])
{
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= n; j++)
      if (i <= n - j + 1)
        A[i][j] = A[i][j] + B[i][j];
}

void kernel_tutorial_triangular(int n,
                                DATA_TYPE POLYBENCH_2D(A, N + 2, N + 2, n + 2, n + 2),
                                DATA_TYPE POLYBENCH_2D(B, N + 2, N + 2, n + 2, n + 2))
{
  pv_restrict_kernel_tutorial_triangular(n, A, B);
}
/* ==== recipe: tile(i=4, j=3) ==== */
void kernel_tutorial_triangular(int n,
                                DATA_TYPE POLYBENCH_2D(A, N + 2, N + 2, n + 2, n + 2),
                                DATA_TYPE POLYBENCH_2D(B, N + 2, N + 2, n + 2, n + 2))
{
  #define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/B); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(A + 1, A + n + 1, B + 1, B + n + 1)) {
    for (int i_t = 0; i_t <= pv_floord(n, 4); i_t++) {
      for (int j_t = 0; j_t <= pv_min(n / 3, -i_t + (n - i_t + 1) / 3); j_t++) {
        for (int i_p = pv_max(1, 4 * i_t); i_p <= pv_min(n, pv_min(4 * i_t + 3, n - 3 * j_t + 1)); i_p++) {
          for (int j_p = pv_max(1, 3 * j_t); j_p <= pv_min(3 * j_t + 2, n - i_p + 1); j_p++) {
            A[i_p][j_p] = A[i_p][j_p] + B[i_p][j_p];
          }
        }
      }
    }
  } else {
    for (int i = 1; i <= n; i++) {
      for (int j = 1; j <= n - i + 1; j++) {
        A[i][j] = A[i][j] + B[i][j];
      }
    }
  }
}
/* ==== recipe: skew(j, i, 1); tile(i=4, j=3) ==== */
void kernel_tutorial_triangular(int n,
                                DATA_TYPE POLYBENCH_2D(A, N + 2, N + 2, n + 2, n + 2),
                                DATA_TYPE POLYBENCH_2D(B, N + 2, N + 2, n + 2, n + 2))
{
  #define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/B); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(A + 1, A + n + 1, B + 1, B + n + 1)) {
    for (int i_t = 0; i_t <= pv_floord(n, 4); i_t++) {
      for (int j_t = i_t + (i_t + 1) / 3; j_t <= (n + 1) / 3; j_t++) {
        for (int i_p = pv_max(1, 4 * i_t); i_p <= pv_min(n, pv_min(4 * i_t + 3, 3 * j_t + 1)); i_p++) {
          for (int j_p = pv_max(3 * j_t, i_p + 1); j_p <= pv_min(n + 1, 3 * j_t + 2); j_p++) {
            A[i_p][j_p - i_p] = A[i_p][j_p - i_p] + B[i_p][j_p - i_p];
          }
        }
      }
    }
  } else {
    for (int i = 1; i <= n; i++) {
      for (int j = 1; j <= n - i + 1; j++) {
        A[i][j] = A[i][j] + B[i][j];
      }
    }
  }
}
/* ==== recipe: tile(i=3, j=3) ==== */
void kernel_tutorial_triangular(int n,
                                DATA_TYPE POLYBENCH_2D(A, N + 2, N + 2, n + 2, n + 2),
                                DATA_TYPE POLYBENCH_2D(B, N + 2, N + 2, n + 2, n + 2))
{
  #define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
#define pv_disjoint(a0, a1, b0, b1) ((char *)(a1) <= (char *)(b0) || (char *)(b1) <= (char *)(a0))
  /* polyviz: the transformed loops are correct only if the arrays they write share no memory
     with the other arrays they access (A/B); C allows a caller to pass overlapping
     arrays, so their address ranges are compared and the original loops run when any overlap
     (assume_no_alias() promises they never do and removes this test) */
  if (pv_disjoint(A + 1, A + n + 1, B + 1, B + n + 1)) {
    for (int i_t = 0; i_t <= pv_floord(n, 3); i_t++) {
      for (int j_t = 0; j_t <= pv_min(n / 3, -i_t + (n + 1) / 3); j_t++) {
        for (int i_p = pv_max(1, 3 * i_t); i_p <= pv_min(n, pv_min(3 * i_t + 2, n - 3 * j_t + 1)); i_p++) {
          for (int j_p = pv_max(1, 3 * j_t); j_p <= pv_min(3 * j_t + 2, n - i_p + 1); j_p++) {
            A[i_p][j_p] = A[i_p][j_p] + B[i_p][j_p];
          }
        }
      }
    }
  } else {
    for (int i = 1; i <= n; i++) {
      for (int j = 1; j <= n - i + 1; j++) {
        A[i][j] = A[i][j] + B[i][j];
      }
    }
  }
}
