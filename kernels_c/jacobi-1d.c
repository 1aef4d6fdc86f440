/* jacobi-1d: tsteps time steps of a 3-point Jacobi smoothing on a 1-D grid of n
   points.  Each step averages A's interior into B, then B's interior back into A;
   the end points 0 and n - 1 are fixed boundary values and never written. */
// polyviz-test: tsteps=6 n=17
// polyviz-bench: tsteps=30000 n=50000
#include <polybench.h>

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
