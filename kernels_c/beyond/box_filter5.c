/* box_filter5: the 5x5 mean (box) filter of Gonzalez and Woods, "Digital Image Processing", 3rd ed. 2008, section 3.5; written for polyviz.
   One pass: each output pixel is the mean of the 25 input pixels around it. */
// polyviz-test: n=13 m=11
// polyviz-bench: n=2000 m=2000
#include <polybench.h>

void kernel_box_filter5(int n, int m, DATA_TYPE POLYBENCH_2D(in, N, M, n, m), DATA_TYPE POLYBENCH_2D(out, N, M, n, m))
{
#pragma scop
  for (int i = 2; i < n - 2; i++)
    for (int j = 2; j < m - 2; j++) {
      out[i][j] = SCALAR_VAL(0.0);
      for (int p = -2; p <= 2; p++)
        for (int q = -2; q <= 2; q++)
          out[i][j] += in[i + p][j + q];
      out[i][j] = out[i][j] * SCALAR_VAL(0.04);
    }
#pragma endscop
}
