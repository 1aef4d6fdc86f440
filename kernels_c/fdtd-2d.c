/* fdtd-2d: 2-D finite-difference time-domain (Yee) simulation of an electromagnetic
   wave over tmax time steps on an nx x ny grid.  ex and ey are the electric field
   components, hz the magnetic field; _fict_ (length tmax) is the source value
   written into row 0 of ey at step t.  Each step updates ey from hz, then ex from
   hz, then hz from the new ex and ey. */
// polyviz-test: tmax=6 nx=12 ny=9
// polyviz-bench: tmax=500 nx=1000 ny=1200
#include <polybench.h>

void kernel_fdtd_2d(int tmax, int nx, int ny,
                    DATA_TYPE POLYBENCH_2D(ex, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(ey, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_2D(hz, NX, NY, nx, ny),
                    DATA_TYPE POLYBENCH_1D(_fict_, TMAX, tmax))
{
  int t, i, j;
#pragma scop
  for (t = 0; t < _PB_TMAX; t++) {
    for (j = 0; j < _PB_NY; j++)
      ey[0][j] = _fict_[t];
    for (i = 1; i < _PB_NX; i++)
      for (j = 0; j < _PB_NY; j++)
        ey[i][j] = ey[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i - 1][j]);
    for (i = 0; i < _PB_NX; i++)
      for (j = 1; j < _PB_NY; j++)
        ex[i][j] = ex[i][j] - SCALAR_VAL(0.5) * (hz[i][j] - hz[i][j - 1]);
    for (i = 0; i < _PB_NX - 1; i++)
      for (j = 0; j < _PB_NY - 1; j++)
        hz[i][j] = hz[i][j] - SCALAR_VAL(0.7) * (ex[i][j + 1] - ex[i][j]
                                                  + ey[i + 1][j] - ey[i][j]);
  }
#pragma endscop
}
