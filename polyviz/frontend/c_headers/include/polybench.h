/* polyviz's stand-in for PolyBench/C's polybench.h: only the macros kernels use, so a
   PolyBench-style kernel compiles with gcc (-I this folder) and parses in polyviz alike.
   Arrays are C99 variable-length array parameters; loop bounds are the lower-case sizes. */
#ifndef POLYVIZ_POLYBENCH_H
#define POLYVIZ_POLYBENCH_H

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif
#define SCALAR_VAL(x) x
#define SQRT_FUN(x) sqrt(x)
#define EXP_FUN(x) exp(x)
#define POW_FUN(x, y) pow(x, y)

#define POLYBENCH_LOOP_BOUND(x, y) y
#define POLYBENCH_1D(var, d1, n1) var[n1]
#define POLYBENCH_2D(var, d1, d2, n1, n2) var[n1][n2]
#define POLYBENCH_3D(var, d1, d2, d3, n1, n2, n3) var[n1][n2][n3]

#define _PB_N n
#define _PB_M m
#define _PB_NI ni
#define _PB_NJ nj
#define _PB_NK nk
#define _PB_NL nl
#define _PB_NM nm
#define _PB_NX nx
#define _PB_NY ny
#define _PB_NZ nz
#define _PB_TSTEPS tsteps
#define _PB_TMAX tmax

#endif
