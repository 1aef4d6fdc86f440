/* depthwise_conv: a depthwise 3x3 convolution followed by a pointwise (1x1) convolution with ReLU, the depthwise separable block of MobileNets (Howard et al., arXiv:1704.04861, 2017); written for polyviz.
   dw holds the depthwise result per input channel; out mixes the channels. */
// polyviz-test: nc=3 nk=4 h=9 w=8
// polyviz-bench: nc=64 nk=64 h=130 w=130
#include <polybench.h>

void kernel_depthwise_conv(int nc, int nk, int h, int w, DATA_TYPE POLYBENCH_3D(in, NC, H, W, nc, h, w),
                           DATA_TYPE POLYBENCH_3D(dwf, NC, 3, 3, nc, 3, 3), DATA_TYPE POLYBENCH_3D(dw, NC, H, W, nc, h, w),
                           DATA_TYPE POLYBENCH_2D(pw, NK, NC, nk, nc), DATA_TYPE POLYBENCH_3D(out, NK, H, W, nk, h, w))
{
#pragma scop
  for (int c = 0; c < nc; c++)
    for (int y = 1; y < h - 1; y++)
      for (int x = 1; x < w - 1; x++) {
        dw[c][y][x] = SCALAR_VAL(0.0);
        for (int r = 0; r < 3; r++)
          for (int s = 0; s < 3; s++)
            dw[c][y][x] += dwf[c][r][s] * in[c][y + r - 1][x + s - 1];
      }
  for (int k = 0; k < nk; k++)
    for (int y = 1; y < h - 1; y++)
      for (int x = 1; x < w - 1; x++) {
        out[k][y][x] = SCALAR_VAL(0.0);
        for (int c = 0; c < nc; c++)
          out[k][y][x] += pw[k][c] * dw[c][y][x];
        out[k][y][x] = out[k][y][x] > SCALAR_VAL(0.0) ? out[k][y][x] : SCALAR_VAL(0.0);
      }
#pragma endscop
}
