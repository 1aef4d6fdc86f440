/* polyviz's stand-in for PolyBench/C 4.2.1's polybench.h, used when the user's include folders
   hold none (pass -I <polybench>/utilities to read a file with PolyBench's own header).

   It defines every macro PolyBench 4.2.1 defines, so a PolyBench file parses as shipped, and it
   compiles with gcc.  Two choices differ from PolyBench's defaults because polyviz's kernels are
   functions of their sizes: array parameters are C99 variable-length arrays (POLYBENCH_2D(C, NI,
   NJ, ni, nj) is C[ni][nj]) and loop bounds are the lower-case sizes (_PB_NI is ni).  Array
   padding is not modelled.  The harness functions are only declared: link PolyBench's
   utilities/polybench.c to run a PolyBench main(). */
#ifndef POLYVIZ_POLYBENCH_H
#define POLYVIZ_POLYBENCH_H

#include <stdlib.h>

/* Element type and math functions.  A PolyBench kernel header included after this one redefines
   them for its own type (float for deriche, int for floyd-warshall and nussinov). */
#ifndef DATA_TYPE
#define DATA_TYPE double
#define DATA_PRINTF_MODIFIER "%0.2lf "
#define SCALAR_VAL(x) x
#define SQRT_FUN(x) sqrt(x)
#define EXP_FUN(x) exp(x)
#define POW_FUN(x,y) pow(x,y)
#endif

#define POLYBENCH_C99_SELECT(x,y) y
#define POLYBENCH_LOOP_BOUND(x,y) y
#ifdef POLYBENCH_USE_RESTRICT
#define POLYBENCH_RESTRICT restrict
#else
#define POLYBENCH_RESTRICT
#endif
#ifndef POLYBENCH_PADDING_FACTOR
#define POLYBENCH_PADDING_FACTOR 0
#endif
#ifndef POLYBENCH_INTER_ARRAY_PADDING_FACTOR
#define POLYBENCH_INTER_ARRAY_PADDING_FACTOR 0
#endif

/* Array parameters (the upper-case sizes are PolyBench's compile-time ones, unused here). */
#define POLYBENCH_1D(var, d1, n1) var[POLYBENCH_RESTRICT n1]
#define POLYBENCH_2D(var, d1, d2, n1, n2) var[POLYBENCH_RESTRICT n1][n2]
#define POLYBENCH_3D(var, d1, d2, d3, n1, n2, n3) var[POLYBENCH_RESTRICT n1][n2][n3]
#define POLYBENCH_4D(var, d1, d2, d3, d4, n1, n2, n3, n4) var[POLYBENCH_RESTRICT n1][n2][n3][n4]
#define POLYBENCH_5D(var, d1, d2, d3, d4, d5, n1, n2, n3, n4, n5) var[POLYBENCH_RESTRICT n1][n2][n3][n4][n5]
#define POLYBENCH_1D_F(var, d1, n1) var[n1]
#define POLYBENCH_2D_F(var, d1, d2, n1, n2) var[n1][n2]
#define POLYBENCH_3D_F(var, d1, d2, d3, n1, n2, n3) var[n1][n2][n3]
#define POLYBENCH_4D_F(var, d1, d2, d3, d4, n1, n2, n3, n4) var[n1][n2][n3][n4]
#define POLYBENCH_5D_F(var, d1, d2, d3, d4, d5, n1, n2, n3, n4, n5) var[n1][n2][n3][n4][n5]

/* Arrays of main(): on the heap through the harness, or on the stack with POLYBENCH_STACK_ARRAYS. */
#ifdef POLYBENCH_STACK_ARRAYS
#define POLYBENCH_ARRAY(x) x
#define POLYBENCH_FREE_ARRAY(x)
#define POLYBENCH_DECL_VAR(x) x
#define POLYBENCH_1D_ARRAY_DECL(var, type, d1, n1) type POLYBENCH_1D_F(var, d1, n1)
#define POLYBENCH_2D_ARRAY_DECL(var, type, d1, d2, n1, n2) type POLYBENCH_2D_F(var, d1, d2, n1, n2)
#define POLYBENCH_3D_ARRAY_DECL(var, type, d1, d2, d3, n1, n2, n3) type POLYBENCH_3D_F(var, d1, d2, d3, n1, n2, n3)
#define POLYBENCH_4D_ARRAY_DECL(var, type, d1, d2, d3, d4, n1, n2, n3, n4) \
  type POLYBENCH_4D_F(var, d1, d2, d3, d4, n1, n2, n3, n4)
#define POLYBENCH_5D_ARRAY_DECL(var, type, d1, d2, d3, d4, d5, n1, n2, n3, n4, n5) \
  type POLYBENCH_5D_F(var, d1, d2, d3, d4, d5, n1, n2, n3, n4, n5)
#else
#define POLYBENCH_ARRAY(x) *x
#define POLYBENCH_FREE_ARRAY(x) free((void*)x);
#define POLYBENCH_DECL_VAR(x) (*x)
#define POLYBENCH_ALLOC_1D_ARRAY(n1, type) (type(*)[n1])polybench_alloc_data(n1, sizeof(type))
#define POLYBENCH_ALLOC_2D_ARRAY(n1, n2, type) \
  (type(*)[n1][n2])polybench_alloc_data((n1) * (n2), sizeof(type))
#define POLYBENCH_ALLOC_3D_ARRAY(n1, n2, n3, type) \
  (type(*)[n1][n2][n3])polybench_alloc_data((n1) * (n2) * (n3), sizeof(type))
#define POLYBENCH_ALLOC_4D_ARRAY(n1, n2, n3, n4, type) \
  (type(*)[n1][n2][n3][n4])polybench_alloc_data((n1) * (n2) * (n3) * (n4), sizeof(type))
#define POLYBENCH_ALLOC_5D_ARRAY(n1, n2, n3, n4, n5, type) \
  (type(*)[n1][n2][n3][n4][n5])polybench_alloc_data((n1) * (n2) * (n3) * (n4) * (n5), sizeof(type))
#define POLYBENCH_1D_ARRAY_DECL(var, type, d1, n1) \
  type POLYBENCH_1D_F(POLYBENCH_DECL_VAR(var), d1, n1) = POLYBENCH_ALLOC_1D_ARRAY(n1, type)
#define POLYBENCH_2D_ARRAY_DECL(var, type, d1, d2, n1, n2) \
  type POLYBENCH_2D_F(POLYBENCH_DECL_VAR(var), d1, d2, n1, n2) = POLYBENCH_ALLOC_2D_ARRAY(n1, n2, type)
#define POLYBENCH_3D_ARRAY_DECL(var, type, d1, d2, d3, n1, n2, n3) \
  type POLYBENCH_3D_F(POLYBENCH_DECL_VAR(var), d1, d2, d3, n1, n2, n3) = POLYBENCH_ALLOC_3D_ARRAY(n1, n2, n3, type)
#define POLYBENCH_4D_ARRAY_DECL(var, type, d1, d2, d3, d4, n1, n2, n3, n4) \
  type POLYBENCH_4D_F(POLYBENCH_DECL_VAR(var), d1, d2, d3, d4, n1, n2, n3, n4) = \
  POLYBENCH_ALLOC_4D_ARRAY(n1, n2, n3, n4, type)
#define POLYBENCH_5D_ARRAY_DECL(var, type, d1, d2, d3, d4, d5, n1, n2, n3, n4, n5) \
  type POLYBENCH_5D_F(POLYBENCH_DECL_VAR(var), d1, d2, d3, d4, d5, n1, n2, n3, n4, n5) = \
  POLYBENCH_ALLOC_5D_ARRAY(n1, n2, n3, n4, n5, type)
#endif

/* Output of -DPOLYBENCH_DUMP_ARRAYS, and the guard that keeps the compiler from removing it. */
#ifdef POLYBENCH_DUMP_ARRAYS
#define POLYBENCH_DCE_ONLY_CODE
#else
#define POLYBENCH_DCE_ONLY_CODE if (argc > 42 && !strcmp(argv[0], ""))
#endif
#define polybench_prevent_dce(func) POLYBENCH_DCE_ONLY_CODE func
#define POLYBENCH_DUMP_TARGET stderr
#define POLYBENCH_DUMP_START fprintf(POLYBENCH_DUMP_TARGET, "==BEGIN DUMP_ARRAYS==\n")
#define POLYBENCH_DUMP_FINISH fprintf(POLYBENCH_DUMP_TARGET, "==END   DUMP_ARRAYS==\n")
#define POLYBENCH_DUMP_BEGIN(s) fprintf(POLYBENCH_DUMP_TARGET, "begin dump: %s", s)
#define POLYBENCH_DUMP_END(s) fprintf(POLYBENCH_DUMP_TARGET, "\nend   dump: %s\n", s)

/* Instruments: timers with -DPOLYBENCH_TIME or -DPOLYBENCH_GFLOPS, nothing otherwise (hardware
   counters, PolyBench's -DPOLYBENCH_PAPI, are outside polyviz). */
#define polybench_set_papi_thread_report(x)
#if defined(POLYBENCH_TIME) || defined(POLYBENCH_GFLOPS)
#define polybench_start_instruments polybench_timer_start();
#define polybench_stop_instruments polybench_timer_stop();
#define polybench_print_instruments polybench_timer_print();
#else
#define polybench_start_instruments
#define polybench_stop_instruments
#define polybench_print_instruments
#endif

extern double polybench_program_total_flops;
extern void polybench_timer_start(void);
extern void polybench_timer_stop(void);
extern void polybench_timer_print(void);
extern void *polybench_alloc_data(unsigned long long int n, int elt_size);
extern void polybench_free_data(void *ptr);
extern void polybench_flush_cache(void);
extern void polybench_prepare_instruments(void);

/* Loop bounds of every PolyBench kernel: the run-time sizes, spelled as PolyBench's kernel
   headers spell them so that their identical redefinitions are silent. */
#define _PB_H POLYBENCH_LOOP_BOUND(H,h)
#define _PB_M POLYBENCH_LOOP_BOUND(M,m)
#define _PB_N POLYBENCH_LOOP_BOUND(N,n)
#define _PB_NI POLYBENCH_LOOP_BOUND(NI,ni)
#define _PB_NJ POLYBENCH_LOOP_BOUND(NJ,nj)
#define _PB_NK POLYBENCH_LOOP_BOUND(NK,nk)
#define _PB_NL POLYBENCH_LOOP_BOUND(NL,nl)
#define _PB_NM POLYBENCH_LOOP_BOUND(NM,nm)
#define _PB_NP POLYBENCH_LOOP_BOUND(NP,np)
#define _PB_NQ POLYBENCH_LOOP_BOUND(NQ,nq)
#define _PB_NR POLYBENCH_LOOP_BOUND(NR,nr)
#define _PB_NX POLYBENCH_LOOP_BOUND(NX,nx)
#define _PB_NY POLYBENCH_LOOP_BOUND(NY,ny)
#define _PB_NZ POLYBENCH_LOOP_BOUND(NZ,nz)
#define _PB_TMAX POLYBENCH_LOOP_BOUND(TMAX,tmax)
#define _PB_TSTEPS POLYBENCH_LOOP_BOUND(TSTEPS,tsteps)
#define _PB_W POLYBENCH_LOOP_BOUND(W,w)

#endif
