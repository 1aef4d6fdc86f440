/* softmax_rows: a numerically stable row softmax, exp(x - max) / sum (Bridle, "Probabilistic Interpretation of Feedforward Classification Network Outputs", 1990; Goodfellow, Bengio and Courville, "Deep Learning", 2016, 4.1); written for polyviz. */
// polyviz-test: n=7 m=9
// polyviz-bench: n=2000 m=2000
#include <polybench.h>
#include <math.h>

void kernel_softmax_rows(int n, int m, DATA_TYPE POLYBENCH_2D(x, N, M, n, m), DATA_TYPE POLYBENCH_2D(y, N, M, n, m),
                         DATA_TYPE POLYBENCH_1D(mx, N, n), DATA_TYPE POLYBENCH_1D(sum, N, n))
{
#pragma scop
  for (int i = 0; i < n; i++) {
    mx[i] = x[i][0];
    for (int j = 1; j < m; j++)
      mx[i] = mx[i] > x[i][j] ? mx[i] : x[i][j];
    sum[i] = SCALAR_VAL(0.0);
    for (int j = 0; j < m; j++) {
      y[i][j] = exp(x[i][j] - mx[i]);
      sum[i] += y[i][j];
    }
    for (int j = 0; j < m; j++)
      y[i][j] = y[i][j] / sum[i];
  }
#pragma endscop
}
