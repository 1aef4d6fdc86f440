/* ==== recipe: (original) ==== */
void kernel_tutorial_row_recurrence(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = A[i][j - 1];
}
/* ==== recipe: auto() ==== */
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
void kernel_tutorial_row_recurrence(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  /* polyviz: the parallel loops run on as many threads as CPUs are free as the call starts */
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
  for (int i = 0; i < n; i++) {
    for (int j = 1; j < n; j++) {
      A[i][j] = A[i][j - 1];
    }
  }
}
/* ==== recipe: assume_no_alias() ==== */
/* polyviz: assume_no_alias(): the arrays do not overlap, so kernel_tutorial_row_recurrence passes them to
   pv_restrict_kernel_tutorial_row_recurrence as restrict parameters (a wrong promise gives wrong results) */
static void pv_restrict_kernel_tutorial_row_recurrence(int n, DATA_TYPE A[restrict n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      A[i][j] = A[i][j - 1];
}

void kernel_tutorial_row_recurrence(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  pv_restrict_kernel_tutorial_row_recurrence(n, A);
}
/* ==== recipe: tile(i=4, j=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
void kernel_tutorial_row_recurrence(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int i_t = 0; i_t <= pv_floord(n - 1, 4); i_t++) {
    for (int j_t = 0; j_t <= (n - 1) / 3; j_t++) {
      for (int i_p = 4 * i_t; i_p <= pv_min(n - 1, 4 * i_t + 3); i_p++) {
        for (int j_p = pv_max(1, 3 * j_t); j_p <= pv_min(n - 1, 3 * j_t + 2); j_p++) {
          A[i_p][j_p] = A[i_p][j_p - 1];
        }
      }
    }
  }
}
/* ==== recipe: skew(j, i, 2); tile(i=4, j=3) ==== */
#define pv_min(a, b) ((a) < (b) ? (a) : (b))
#define pv_max(a, b) ((a) > (b) ? (a) : (b))
#define pv_floord(n, d) (((n) < 0) ? -((-(n) + (d) - 1) / (d)) : (n) / (d))
void kernel_tutorial_row_recurrence(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  for (int i_t = 0; i_t <= pv_floord(n - 1, 4); i_t++) {
    for (int j_t = 3 * i_t - (i_t + 1) / 3; j_t <= pv_min(n - 1, 3 * i_t + (n - i_t - 1) / 3 + 2); j_t++) {
      for (int i_p = pv_max(4 * i_t, -n + j_t + (n + j_t) / 2 + 1); i_p <= pv_min(n - 1, pv_min(4 * i_t + 3, j_t + (j_t + 1) / 2)); i_p++) {
        for (int j_p = pv_max(3 * j_t, 2 * i_p + 1); j_p <= pv_min(3 * j_t + 2, n + 2 * i_p - 1); j_p++) {
          A[i_p][j_p - 2 * i_p] = A[i_p][j_p - 2 * i_p - 1];
        }
      }
    }
  }
}
/* ==== recipe: interchange(i, j); parallel(i) ==== */
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
void kernel_tutorial_row_recurrence(int n, DATA_TYPE POLYBENCH_2D(A, N, N, n, n))
{
  /* polyviz: the parallel loops run on as many threads as CPUs are free as the call starts */
  const int pv_threads __attribute__((unused)) = pv_free_cpus();
  for (int j = 1; j < n; j++) {
    #pragma omp parallel for schedule(dynamic) num_threads(pv_threads)
    for (int i = 0; i < n; i++) {
      A[i][j] = A[i][j - 1];
    }
  }
}
