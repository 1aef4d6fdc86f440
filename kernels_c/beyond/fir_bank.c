/* fir_bank: a bank of FIR filters in direct form, y[f][i] = sum over k of h[f][k] * x[i + k] (Oppenheim and Schafer, "Discrete-Time Signal Processing", 3rd ed. 2010, 6.5); written for polyviz. */
// polyviz-test: nf=3 n=20 nt=5
// polyviz-bench: nf=64 n=200000 nt=32
#include <polybench.h>

void kernel_fir_bank(int nf, int n, int nt, DATA_TYPE POLYBENCH_2D(y, NF, N, nf, n), DATA_TYPE POLYBENCH_1D(x, N, n),
                     DATA_TYPE POLYBENCH_2D(h, NF, NT, nf, nt))
{
#pragma scop
  for (int f = 0; f < nf; f++)
    for (int i = 0; i <= n - nt; i++) {
      y[f][i] = SCALAR_VAL(0.0);
      for (int k = 0; k < nt; k++)
        y[f][i] += h[f][k] * x[i + k];
    }
#pragma endscop
}
