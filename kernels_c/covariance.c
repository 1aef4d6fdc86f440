/* covariance: sample covariance matrix of n observations of m variables, as PolyBench/C 4.2.1
   writes it.  data is n x m (row = observation, column = variable) and is centred in place;
   mean (length m) receives the column means and cov (m x m, symmetric) the covariances,
   normalised by float_n - 1.  float_n is the scalar value of n (passed separately so the
   division stays in floating point).  The upper triangle is accumulated in cov and mirrored. */
// polyviz-test: m=8 n=13
// polyviz-bench: m=1000 n=1300
// polyviz-numpy: mean[:] = data.sum(axis=0) / float_n
// polyviz-numpy: data -= mean
// polyviz-numpy: cov[:] = (data.T @ data) / (float_n - 1.0)
#include <polybench.h>

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
