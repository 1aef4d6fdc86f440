/* conv2d_layer: the forward pass of a convolution layer, out[k][y][x] = bias[k] + sum over c, r, s of w[k][c][r][s] * in[c][y+r][x+s] (LeCun et al., "Gradient-Based Learning Applied to Document Recognition", Proc. IEEE 1998); written for polyviz.
   nc input and nk output channels, an nf x nf filter, unit stride, no padding. */
// polyviz-test: nk=3 nc=2 h=9 w=8 nf=3
// polyviz-bench: nk=32 nc=32 h=130 w=130 nf=3
#include <polybench.h>

void kernel_conv2d_layer(int nk, int nc, int h, int w, int nf,
                         DATA_TYPE POLYBENCH_3D(out, NK, H, W, nk, h, w), DATA_TYPE POLYBENCH_3D(in, NC, H, W, nc, h, w),
                         DATA_TYPE POLYBENCH_4D(wt, NK, NC, NF, NF, nk, nc, nf, nf), DATA_TYPE POLYBENCH_1D(bias, NK, nk))
{
#pragma scop
  for (int k = 0; k < nk; k++)
    for (int y = 0; y <= h - nf; y++)
      for (int x = 0; x <= w - nf; x++) {
        out[k][y][x] = bias[k];
        for (int c = 0; c < nc; c++)
          for (int r = 0; r < nf; r++)
            for (int s = 0; s < nf; s++)
              out[k][y][x] += wt[k][c][r][s] * in[c][y + r][x + s];
      }
#pragma endscop
}
