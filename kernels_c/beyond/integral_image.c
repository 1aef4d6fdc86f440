/* integral_image: the summed-area table (Crow, "Summed-Area Tables for Texture Mapping", SIGGRAPH 1984), row prefix sums then column prefix sums; written for polyviz. */
// polyviz-test: n=11 m=13
// polyviz-bench: n=4000 m=4000
#include <polybench.h>

void kernel_integral_image(int n, int m, DATA_TYPE POLYBENCH_2D(img, N, M, n, m), DATA_TYPE POLYBENCH_2D(sat, N, M, n, m))
{
#pragma scop
  for (int i = 0; i < n; i++) {
    sat[i][0] = img[i][0];
    for (int j = 1; j < m; j++)
      sat[i][j] = sat[i][j - 1] + img[i][j];
  }
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      sat[i][j] = sat[i][j] + sat[i - 1][j];
#pragma endscop
}
