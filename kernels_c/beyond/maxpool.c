/* maxpool: 2x2 max pooling with stride 2 after a ReLU, the subsampling layer of convolutional networks (Scherer, Müller and Behnke, "Evaluation of Pooling Operations in Convolutional Architectures", ICANN 2010); written for polyviz. */
// polyviz-test: nc=3 h=10 w=12
// polyviz-bench: nc=64 h=1024 w=1024
#include <polybench.h>

void kernel_maxpool(int nc, int h, int w, DATA_TYPE POLYBENCH_3D(in, NC, H, W, nc, h, w),
                    DATA_TYPE POLYBENCH_3D(out, NC, H, W, nc, h, w))
{
#pragma scop
  for (int c = 0; c < nc; c++)
    for (int y = 0; y < h / 2; y++)
      for (int x = 0; x < w / 2; x++) {
        out[c][y][x] = SCALAR_VAL(0.0);
        for (int p = 0; p < 2; p++)
          for (int q = 0; q < 2; q++)
            out[c][y][x] = out[c][y][x] > in[c][2 * y + p][2 * x + q] ? out[c][y][x] : in[c][2 * y + p][2 * x + q];
      }
#pragma endscop
}
