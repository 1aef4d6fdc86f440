// ==== recipe: (original) ====
// polyviz: kernel_heat_3d, SCoP of lines 15-30
// recipe: (original schedule)
func.func @kernel_heat_3d_scop(%tsteps: index, %n: index, %A: memref<?x?x?xf64>, %B: memref<?x?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 1 to affine_map<()[s0] -> (s0 + 1)>()[%tsteps] {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        affine.for %k = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
          // S0: B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k]) + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k]) + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]) + A[i][j][k];
          %0 = arith.constant 0.125 : f64
          %1 = affine.load %A[%i + 1, %j, %k] : memref<?x?x?xf64>
          %2 = arith.constant 2.0 : f64
          %3 = affine.load %A[%i, %j, %k] : memref<?x?x?xf64>
          %4 = arith.mulf %2, %3 : f64
          %5 = arith.subf %1, %4 : f64
          %6 = affine.load %A[%i - 1, %j, %k] : memref<?x?x?xf64>
          %7 = arith.addf %5, %6 : f64
          %8 = arith.mulf %0, %7 : f64
          %9 = arith.constant 0.125 : f64
          %10 = affine.load %A[%i, %j + 1, %k] : memref<?x?x?xf64>
          %11 = arith.constant 2.0 : f64
          %12 = affine.load %A[%i, %j, %k] : memref<?x?x?xf64>
          %13 = arith.mulf %11, %12 : f64
          %14 = arith.subf %10, %13 : f64
          %15 = affine.load %A[%i, %j - 1, %k] : memref<?x?x?xf64>
          %16 = arith.addf %14, %15 : f64
          %17 = arith.mulf %9, %16 : f64
          %18 = arith.addf %8, %17 : f64
          %19 = arith.constant 0.125 : f64
          %20 = affine.load %A[%i, %j, %k + 1] : memref<?x?x?xf64>
          %21 = arith.constant 2.0 : f64
          %22 = affine.load %A[%i, %j, %k] : memref<?x?x?xf64>
          %23 = arith.mulf %21, %22 : f64
          %24 = arith.subf %20, %23 : f64
          %25 = affine.load %A[%i, %j, %k - 1] : memref<?x?x?xf64>
          %26 = arith.addf %24, %25 : f64
          %27 = arith.mulf %19, %26 : f64
          %28 = arith.addf %18, %27 : f64
          %29 = affine.load %A[%i, %j, %k] : memref<?x?x?xf64>
          %30 = arith.addf %28, %29 : f64
          affine.store %30, %B[%i, %j, %k] : memref<?x?x?xf64>
        }
      }
    }
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        affine.for %k = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
          // S1: A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k]) + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k]) + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1]) + B[i][j][k];
          %31 = arith.constant 0.125 : f64
          %32 = affine.load %B[%i + 1, %j, %k] : memref<?x?x?xf64>
          %33 = arith.constant 2.0 : f64
          %34 = affine.load %B[%i, %j, %k] : memref<?x?x?xf64>
          %35 = arith.mulf %33, %34 : f64
          %36 = arith.subf %32, %35 : f64
          %37 = affine.load %B[%i - 1, %j, %k] : memref<?x?x?xf64>
          %38 = arith.addf %36, %37 : f64
          %39 = arith.mulf %31, %38 : f64
          %40 = arith.constant 0.125 : f64
          %41 = affine.load %B[%i, %j + 1, %k] : memref<?x?x?xf64>
          %42 = arith.constant 2.0 : f64
          %43 = affine.load %B[%i, %j, %k] : memref<?x?x?xf64>
          %44 = arith.mulf %42, %43 : f64
          %45 = arith.subf %41, %44 : f64
          %46 = affine.load %B[%i, %j - 1, %k] : memref<?x?x?xf64>
          %47 = arith.addf %45, %46 : f64
          %48 = arith.mulf %40, %47 : f64
          %49 = arith.addf %39, %48 : f64
          %50 = arith.constant 0.125 : f64
          %51 = affine.load %B[%i, %j, %k + 1] : memref<?x?x?xf64>
          %52 = arith.constant 2.0 : f64
          %53 = affine.load %B[%i, %j, %k] : memref<?x?x?xf64>
          %54 = arith.mulf %52, %53 : f64
          %55 = arith.subf %51, %54 : f64
          %56 = affine.load %B[%i, %j, %k - 1] : memref<?x?x?xf64>
          %57 = arith.addf %55, %56 : f64
          %58 = arith.mulf %50, %57 : f64
          %59 = arith.addf %49, %58 : f64
          %60 = affine.load %B[%i, %j, %k] : memref<?x?x?xf64>
          %61 = arith.addf %59, %60 : f64
          affine.store %61, %A[%i, %j, %k] : memref<?x?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_heat_3d, SCoP of lines 15-30
// recipe: shift(S1, i@S1, 1); fuse(i@S0, i@S1); fuse(j@S0, j@S1); fuse(k@S0, k@S1); skew(i, t, 2); tile(t, 4, i, 8); separate(i_p); pipeline(t_t)
// loop t_t is pipelined in C (pipeline(t_t)); the affine dialect has no waits between iterations, so here it is a plain affine.for, run in order
func.func @kernel_heat_3d_scop(%tsteps: index, %n: index, %A: memref<?x?x?xf64>, %B: memref<?x?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t_t = 0 to affine_map<()[s0] -> (s0 floordiv 4 + 1)>()[%tsteps] {
    affine.for %i_t = affine_map<(d0) -> (d0)>(%t_t) to min affine_map<(d0)[s0, s1] -> (d0 + (s0 - 3) floordiv 8 + 2, (2 * s1 + s0 - 1) floordiv 8 + 1)>(%t_t)[%n, %tsteps] {
      affine.for %t_p = max affine_map<(d0, d1)[s0] -> (1, 4 * d0, -s0 + 4 * d1 + s0 floordiv 2 + 1)>(%t_t, %i_t)[%n] to min affine_map<(d0)[s0] -> (s0 + 1, 4 * d0 + 4)>(%t_t)[%tsteps] {
        affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%i_t, %t_t) {
          affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
            affine.for %k = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
              // S0: B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k]) + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k]) + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]) + A[i][j][k];
              %0 = arith.constant 0.125 : f64
              %1 = affine.load %A[1 + 1, %j, %k] : memref<?x?x?xf64>
              %2 = arith.constant 2.0 : f64
              %3 = affine.load %A[1, %j, %k] : memref<?x?x?xf64>
              %4 = arith.mulf %2, %3 : f64
              %5 = arith.subf %1, %4 : f64
              %6 = affine.load %A[1 - 1, %j, %k] : memref<?x?x?xf64>
              %7 = arith.addf %5, %6 : f64
              %8 = arith.mulf %0, %7 : f64
              %9 = arith.constant 0.125 : f64
              %10 = affine.load %A[1, %j + 1, %k] : memref<?x?x?xf64>
              %11 = arith.constant 2.0 : f64
              %12 = affine.load %A[1, %j, %k] : memref<?x?x?xf64>
              %13 = arith.mulf %11, %12 : f64
              %14 = arith.subf %10, %13 : f64
              %15 = affine.load %A[1, %j - 1, %k] : memref<?x?x?xf64>
              %16 = arith.addf %14, %15 : f64
              %17 = arith.mulf %9, %16 : f64
              %18 = arith.addf %8, %17 : f64
              %19 = arith.constant 0.125 : f64
              %20 = affine.load %A[1, %j, %k + 1] : memref<?x?x?xf64>
              %21 = arith.constant 2.0 : f64
              %22 = affine.load %A[1, %j, %k] : memref<?x?x?xf64>
              %23 = arith.mulf %21, %22 : f64
              %24 = arith.subf %20, %23 : f64
              %25 = affine.load %A[1, %j, %k - 1] : memref<?x?x?xf64>
              %26 = arith.addf %24, %25 : f64
              %27 = arith.mulf %19, %26 : f64
              %28 = arith.addf %18, %27 : f64
              %29 = affine.load %A[1, %j, %k] : memref<?x?x?xf64>
              %30 = arith.addf %28, %29 : f64
              affine.store %30, %B[1, %j, %k] : memref<?x?x?xf64>
            }
          }
        }
        affine.for %i_p = max affine_map<(d0, d1) -> (8 * d0, 2 * d1 + 2)>(%i_t, %t_p) to min affine_map<(d0, d1)[s0] -> (8 * d0 + 8, s0 + 2 * d1 - 1)>(%i_t, %t_p)[%n] {
          affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
            affine.for %k = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
              // S0: B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k]) + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k]) + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]) + A[i][j][k];
              %31 = arith.constant 0.125 : f64
              %32 = affine.load %A[((-2) * %t_p + %i_p) + 1, %j, %k] : memref<?x?x?xf64>
              %33 = arith.constant 2.0 : f64
              %34 = affine.load %A[((-2) * %t_p + %i_p), %j, %k] : memref<?x?x?xf64>
              %35 = arith.mulf %33, %34 : f64
              %36 = arith.subf %32, %35 : f64
              %37 = affine.load %A[((-2) * %t_p + %i_p) - 1, %j, %k] : memref<?x?x?xf64>
              %38 = arith.addf %36, %37 : f64
              %39 = arith.mulf %31, %38 : f64
              %40 = arith.constant 0.125 : f64
              %41 = affine.load %A[((-2) * %t_p + %i_p), %j + 1, %k] : memref<?x?x?xf64>
              %42 = arith.constant 2.0 : f64
              %43 = affine.load %A[((-2) * %t_p + %i_p), %j, %k] : memref<?x?x?xf64>
              %44 = arith.mulf %42, %43 : f64
              %45 = arith.subf %41, %44 : f64
              %46 = affine.load %A[((-2) * %t_p + %i_p), %j - 1, %k] : memref<?x?x?xf64>
              %47 = arith.addf %45, %46 : f64
              %48 = arith.mulf %40, %47 : f64
              %49 = arith.addf %39, %48 : f64
              %50 = arith.constant 0.125 : f64
              %51 = affine.load %A[((-2) * %t_p + %i_p), %j, %k + 1] : memref<?x?x?xf64>
              %52 = arith.constant 2.0 : f64
              %53 = affine.load %A[((-2) * %t_p + %i_p), %j, %k] : memref<?x?x?xf64>
              %54 = arith.mulf %52, %53 : f64
              %55 = arith.subf %51, %54 : f64
              %56 = affine.load %A[((-2) * %t_p + %i_p), %j, %k - 1] : memref<?x?x?xf64>
              %57 = arith.addf %55, %56 : f64
              %58 = arith.mulf %50, %57 : f64
              %59 = arith.addf %49, %58 : f64
              %60 = affine.load %A[((-2) * %t_p + %i_p), %j, %k] : memref<?x?x?xf64>
              %61 = arith.addf %59, %60 : f64
              affine.store %61, %B[((-2) * %t_p + %i_p), %j, %k] : memref<?x?x?xf64>
              // S1: A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k]) + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k]) + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1]) + B[i][j][k];
              %62 = arith.constant 0.125 : f64
              %63 = affine.load %B[((-2) * %t_p + %i_p - 1) + 1, %j, %k] : memref<?x?x?xf64>
              %64 = arith.constant 2.0 : f64
              %65 = affine.load %B[((-2) * %t_p + %i_p - 1), %j, %k] : memref<?x?x?xf64>
              %66 = arith.mulf %64, %65 : f64
              %67 = arith.subf %63, %66 : f64
              %68 = affine.load %B[((-2) * %t_p + %i_p - 1) - 1, %j, %k] : memref<?x?x?xf64>
              %69 = arith.addf %67, %68 : f64
              %70 = arith.mulf %62, %69 : f64
              %71 = arith.constant 0.125 : f64
              %72 = affine.load %B[((-2) * %t_p + %i_p - 1), %j + 1, %k] : memref<?x?x?xf64>
              %73 = arith.constant 2.0 : f64
              %74 = affine.load %B[((-2) * %t_p + %i_p - 1), %j, %k] : memref<?x?x?xf64>
              %75 = arith.mulf %73, %74 : f64
              %76 = arith.subf %72, %75 : f64
              %77 = affine.load %B[((-2) * %t_p + %i_p - 1), %j - 1, %k] : memref<?x?x?xf64>
              %78 = arith.addf %76, %77 : f64
              %79 = arith.mulf %71, %78 : f64
              %80 = arith.addf %70, %79 : f64
              %81 = arith.constant 0.125 : f64
              %82 = affine.load %B[((-2) * %t_p + %i_p - 1), %j, %k + 1] : memref<?x?x?xf64>
              %83 = arith.constant 2.0 : f64
              %84 = affine.load %B[((-2) * %t_p + %i_p - 1), %j, %k] : memref<?x?x?xf64>
              %85 = arith.mulf %83, %84 : f64
              %86 = arith.subf %82, %85 : f64
              %87 = affine.load %B[((-2) * %t_p + %i_p - 1), %j, %k - 1] : memref<?x?x?xf64>
              %88 = arith.addf %86, %87 : f64
              %89 = arith.mulf %81, %88 : f64
              %90 = arith.addf %80, %89 : f64
              %91 = affine.load %B[((-2) * %t_p + %i_p - 1), %j, %k] : memref<?x?x?xf64>
              %92 = arith.addf %90, %91 : f64
              affine.store %92, %A[((-2) * %t_p + %i_p - 1), %j, %k] : memref<?x?x?xf64>
            }
          }
        }
        affine.if affine_set<(d0, d1)[s0] : (8 * d1 + 8 - (s0 + 2 * d0) >= 0)>(%t_p, %i_t)[%n] {
          affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
            affine.for %k = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
              // S1: A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k]) + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k]) + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1]) + B[i][j][k];
              %93 = arith.constant 0.125 : f64
              %94 = affine.load %B[(symbol(%n) - 2) + 1, %j, %k] : memref<?x?x?xf64>
              %95 = arith.constant 2.0 : f64
              %96 = affine.load %B[(symbol(%n) - 2), %j, %k] : memref<?x?x?xf64>
              %97 = arith.mulf %95, %96 : f64
              %98 = arith.subf %94, %97 : f64
              %99 = affine.load %B[(symbol(%n) - 2) - 1, %j, %k] : memref<?x?x?xf64>
              %100 = arith.addf %98, %99 : f64
              %101 = arith.mulf %93, %100 : f64
              %102 = arith.constant 0.125 : f64
              %103 = affine.load %B[(symbol(%n) - 2), %j + 1, %k] : memref<?x?x?xf64>
              %104 = arith.constant 2.0 : f64
              %105 = affine.load %B[(symbol(%n) - 2), %j, %k] : memref<?x?x?xf64>
              %106 = arith.mulf %104, %105 : f64
              %107 = arith.subf %103, %106 : f64
              %108 = affine.load %B[(symbol(%n) - 2), %j - 1, %k] : memref<?x?x?xf64>
              %109 = arith.addf %107, %108 : f64
              %110 = arith.mulf %102, %109 : f64
              %111 = arith.addf %101, %110 : f64
              %112 = arith.constant 0.125 : f64
              %113 = affine.load %B[(symbol(%n) - 2), %j, %k + 1] : memref<?x?x?xf64>
              %114 = arith.constant 2.0 : f64
              %115 = affine.load %B[(symbol(%n) - 2), %j, %k] : memref<?x?x?xf64>
              %116 = arith.mulf %114, %115 : f64
              %117 = arith.subf %113, %116 : f64
              %118 = affine.load %B[(symbol(%n) - 2), %j, %k - 1] : memref<?x?x?xf64>
              %119 = arith.addf %117, %118 : f64
              %120 = arith.mulf %112, %119 : f64
              %121 = arith.addf %111, %120 : f64
              %122 = affine.load %B[(symbol(%n) - 2), %j, %k] : memref<?x?x?xf64>
              %123 = arith.addf %121, %122 : f64
              affine.store %123, %A[(symbol(%n) - 2), %j, %k] : memref<?x?x?xf64>
            }
          }
        }
      }
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_heat_3d, SCoP of lines 15-30
// recipe: assume_no_alias()
func.func @kernel_heat_3d_scop(%tsteps: index, %n: index, %A: memref<?x?x?xf64>, %B: memref<?x?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 1 to affine_map<()[s0] -> (s0 + 1)>()[%tsteps] {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        affine.for %k = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
          // S0: B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k]) + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k]) + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]) + A[i][j][k];
          %0 = arith.constant 0.125 : f64
          %1 = affine.load %A[%i + 1, %j, %k] : memref<?x?x?xf64>
          %2 = arith.constant 2.0 : f64
          %3 = affine.load %A[%i, %j, %k] : memref<?x?x?xf64>
          %4 = arith.mulf %2, %3 : f64
          %5 = arith.subf %1, %4 : f64
          %6 = affine.load %A[%i - 1, %j, %k] : memref<?x?x?xf64>
          %7 = arith.addf %5, %6 : f64
          %8 = arith.mulf %0, %7 : f64
          %9 = arith.constant 0.125 : f64
          %10 = affine.load %A[%i, %j + 1, %k] : memref<?x?x?xf64>
          %11 = arith.constant 2.0 : f64
          %12 = affine.load %A[%i, %j, %k] : memref<?x?x?xf64>
          %13 = arith.mulf %11, %12 : f64
          %14 = arith.subf %10, %13 : f64
          %15 = affine.load %A[%i, %j - 1, %k] : memref<?x?x?xf64>
          %16 = arith.addf %14, %15 : f64
          %17 = arith.mulf %9, %16 : f64
          %18 = arith.addf %8, %17 : f64
          %19 = arith.constant 0.125 : f64
          %20 = affine.load %A[%i, %j, %k + 1] : memref<?x?x?xf64>
          %21 = arith.constant 2.0 : f64
          %22 = affine.load %A[%i, %j, %k] : memref<?x?x?xf64>
          %23 = arith.mulf %21, %22 : f64
          %24 = arith.subf %20, %23 : f64
          %25 = affine.load %A[%i, %j, %k - 1] : memref<?x?x?xf64>
          %26 = arith.addf %24, %25 : f64
          %27 = arith.mulf %19, %26 : f64
          %28 = arith.addf %18, %27 : f64
          %29 = affine.load %A[%i, %j, %k] : memref<?x?x?xf64>
          %30 = arith.addf %28, %29 : f64
          affine.store %30, %B[%i, %j, %k] : memref<?x?x?xf64>
        }
      }
    }
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        affine.for %k = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
          // S1: A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k]) + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k]) + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1]) + B[i][j][k];
          %31 = arith.constant 0.125 : f64
          %32 = affine.load %B[%i + 1, %j, %k] : memref<?x?x?xf64>
          %33 = arith.constant 2.0 : f64
          %34 = affine.load %B[%i, %j, %k] : memref<?x?x?xf64>
          %35 = arith.mulf %33, %34 : f64
          %36 = arith.subf %32, %35 : f64
          %37 = affine.load %B[%i - 1, %j, %k] : memref<?x?x?xf64>
          %38 = arith.addf %36, %37 : f64
          %39 = arith.mulf %31, %38 : f64
          %40 = arith.constant 0.125 : f64
          %41 = affine.load %B[%i, %j + 1, %k] : memref<?x?x?xf64>
          %42 = arith.constant 2.0 : f64
          %43 = affine.load %B[%i, %j, %k] : memref<?x?x?xf64>
          %44 = arith.mulf %42, %43 : f64
          %45 = arith.subf %41, %44 : f64
          %46 = affine.load %B[%i, %j - 1, %k] : memref<?x?x?xf64>
          %47 = arith.addf %45, %46 : f64
          %48 = arith.mulf %40, %47 : f64
          %49 = arith.addf %39, %48 : f64
          %50 = arith.constant 0.125 : f64
          %51 = affine.load %B[%i, %j, %k + 1] : memref<?x?x?xf64>
          %52 = arith.constant 2.0 : f64
          %53 = affine.load %B[%i, %j, %k] : memref<?x?x?xf64>
          %54 = arith.mulf %52, %53 : f64
          %55 = arith.subf %51, %54 : f64
          %56 = affine.load %B[%i, %j, %k - 1] : memref<?x?x?xf64>
          %57 = arith.addf %55, %56 : f64
          %58 = arith.mulf %50, %57 : f64
          %59 = arith.addf %49, %58 : f64
          %60 = affine.load %B[%i, %j, %k] : memref<?x?x?xf64>
          %61 = arith.addf %59, %60 : f64
          affine.store %61, %A[%i, %j, %k] : memref<?x?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: tile(i@S0=4, j@S0=3, k@S0=5) ====
// polyviz: kernel_heat_3d, SCoP of lines 15-30
// recipe: tile(i@S0=4, j@S0=3, k@S0=5)
func.func @kernel_heat_3d_scop(%tsteps: index, %n: index, %A: memref<?x?x?xf64>, %B: memref<?x?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 1 to affine_map<()[s0] -> (s0 + 1)>()[%tsteps] {
    affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 + 2) floordiv 4)>()[%n] {
      affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 + 1) floordiv 3)>()[%n] {
        affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 5 + 1)>()[%n] {
          affine.for %i_p = max affine_map<(d0) -> (1, 4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 1, 4 * d0 + 4)>(%i_t)[%n] {
            affine.for %j_p = max affine_map<(d0) -> (1, 3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 3 * d0 + 3)>(%j_t)[%n] {
              affine.for %k_p = max affine_map<(d0) -> (1, 5 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0 - 1, 5 * d0 + 5)>(%k_t)[%n] {
                // S0: B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k]) + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k]) + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]) + A[i][j][k];
                %0 = arith.constant 0.125 : f64
                %1 = affine.load %A[%i_p + 1, %j_p, %k_p] : memref<?x?x?xf64>
                %2 = arith.constant 2.0 : f64
                %3 = affine.load %A[%i_p, %j_p, %k_p] : memref<?x?x?xf64>
                %4 = arith.mulf %2, %3 : f64
                %5 = arith.subf %1, %4 : f64
                %6 = affine.load %A[%i_p - 1, %j_p, %k_p] : memref<?x?x?xf64>
                %7 = arith.addf %5, %6 : f64
                %8 = arith.mulf %0, %7 : f64
                %9 = arith.constant 0.125 : f64
                %10 = affine.load %A[%i_p, %j_p + 1, %k_p] : memref<?x?x?xf64>
                %11 = arith.constant 2.0 : f64
                %12 = affine.load %A[%i_p, %j_p, %k_p] : memref<?x?x?xf64>
                %13 = arith.mulf %11, %12 : f64
                %14 = arith.subf %10, %13 : f64
                %15 = affine.load %A[%i_p, %j_p - 1, %k_p] : memref<?x?x?xf64>
                %16 = arith.addf %14, %15 : f64
                %17 = arith.mulf %9, %16 : f64
                %18 = arith.addf %8, %17 : f64
                %19 = arith.constant 0.125 : f64
                %20 = affine.load %A[%i_p, %j_p, %k_p + 1] : memref<?x?x?xf64>
                %21 = arith.constant 2.0 : f64
                %22 = affine.load %A[%i_p, %j_p, %k_p] : memref<?x?x?xf64>
                %23 = arith.mulf %21, %22 : f64
                %24 = arith.subf %20, %23 : f64
                %25 = affine.load %A[%i_p, %j_p, %k_p - 1] : memref<?x?x?xf64>
                %26 = arith.addf %24, %25 : f64
                %27 = arith.mulf %19, %26 : f64
                %28 = arith.addf %18, %27 : f64
                %29 = affine.load %A[%i_p, %j_p, %k_p] : memref<?x?x?xf64>
                %30 = arith.addf %28, %29 : f64
                affine.store %30, %B[%i_p, %j_p, %k_p] : memref<?x?x?xf64>
              }
            }
          }
        }
      }
    }
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        affine.for %k = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
          // S1: A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k]) + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k]) + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1]) + B[i][j][k];
          %31 = arith.constant 0.125 : f64
          %32 = affine.load %B[%i + 1, %j, %k] : memref<?x?x?xf64>
          %33 = arith.constant 2.0 : f64
          %34 = affine.load %B[%i, %j, %k] : memref<?x?x?xf64>
          %35 = arith.mulf %33, %34 : f64
          %36 = arith.subf %32, %35 : f64
          %37 = affine.load %B[%i - 1, %j, %k] : memref<?x?x?xf64>
          %38 = arith.addf %36, %37 : f64
          %39 = arith.mulf %31, %38 : f64
          %40 = arith.constant 0.125 : f64
          %41 = affine.load %B[%i, %j + 1, %k] : memref<?x?x?xf64>
          %42 = arith.constant 2.0 : f64
          %43 = affine.load %B[%i, %j, %k] : memref<?x?x?xf64>
          %44 = arith.mulf %42, %43 : f64
          %45 = arith.subf %41, %44 : f64
          %46 = affine.load %B[%i, %j - 1, %k] : memref<?x?x?xf64>
          %47 = arith.addf %45, %46 : f64
          %48 = arith.mulf %40, %47 : f64
          %49 = arith.addf %39, %48 : f64
          %50 = arith.constant 0.125 : f64
          %51 = affine.load %B[%i, %j, %k + 1] : memref<?x?x?xf64>
          %52 = arith.constant 2.0 : f64
          %53 = affine.load %B[%i, %j, %k] : memref<?x?x?xf64>
          %54 = arith.mulf %52, %53 : f64
          %55 = arith.subf %51, %54 : f64
          %56 = affine.load %B[%i, %j, %k - 1] : memref<?x?x?xf64>
          %57 = arith.addf %55, %56 : f64
          %58 = arith.mulf %50, %57 : f64
          %59 = arith.addf %49, %58 : f64
          %60 = affine.load %B[%i, %j, %k] : memref<?x?x?xf64>
          %61 = arith.addf %59, %60 : f64
          affine.store %61, %A[%i, %j, %k] : memref<?x?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: skew(j@S1, i@S1, 1); tile(i@S1=4, j@S1=3, k@S1=2) ====
// polyviz: kernel_heat_3d, SCoP of lines 15-30
// recipe: skew(j@S1, i@S1, 1); tile(i@S1=4, j@S1=3, k@S1=2)
func.func @kernel_heat_3d_scop(%tsteps: index, %n: index, %A: memref<?x?x?xf64>, %B: memref<?x?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 1 to affine_map<()[s0] -> (s0 + 1)>()[%tsteps] {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        affine.for %k = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
          // S0: B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k]) + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k]) + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]) + A[i][j][k];
          %0 = arith.constant 0.125 : f64
          %1 = affine.load %A[%i + 1, %j, %k] : memref<?x?x?xf64>
          %2 = arith.constant 2.0 : f64
          %3 = affine.load %A[%i, %j, %k] : memref<?x?x?xf64>
          %4 = arith.mulf %2, %3 : f64
          %5 = arith.subf %1, %4 : f64
          %6 = affine.load %A[%i - 1, %j, %k] : memref<?x?x?xf64>
          %7 = arith.addf %5, %6 : f64
          %8 = arith.mulf %0, %7 : f64
          %9 = arith.constant 0.125 : f64
          %10 = affine.load %A[%i, %j + 1, %k] : memref<?x?x?xf64>
          %11 = arith.constant 2.0 : f64
          %12 = affine.load %A[%i, %j, %k] : memref<?x?x?xf64>
          %13 = arith.mulf %11, %12 : f64
          %14 = arith.subf %10, %13 : f64
          %15 = affine.load %A[%i, %j - 1, %k] : memref<?x?x?xf64>
          %16 = arith.addf %14, %15 : f64
          %17 = arith.mulf %9, %16 : f64
          %18 = arith.addf %8, %17 : f64
          %19 = arith.constant 0.125 : f64
          %20 = affine.load %A[%i, %j, %k + 1] : memref<?x?x?xf64>
          %21 = arith.constant 2.0 : f64
          %22 = affine.load %A[%i, %j, %k] : memref<?x?x?xf64>
          %23 = arith.mulf %21, %22 : f64
          %24 = arith.subf %20, %23 : f64
          %25 = affine.load %A[%i, %j, %k - 1] : memref<?x?x?xf64>
          %26 = arith.addf %24, %25 : f64
          %27 = arith.mulf %19, %26 : f64
          %28 = arith.addf %18, %27 : f64
          %29 = affine.load %A[%i, %j, %k] : memref<?x?x?xf64>
          %30 = arith.addf %28, %29 : f64
          affine.store %30, %B[%i, %j, %k] : memref<?x?x?xf64>
        }
      }
    }
    affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 + 2) floordiv 4)>()[%n] {
      affine.for %j_t = affine_map<(d0) -> (d0 + (d0 + 1) floordiv 3)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - ((s0 + 3) floordiv 3), d0 + (s0 + d0 + 1) floordiv 3 + 1)>(%i_t)[%n] {
        affine.for %k_t = 0 to affine_map<()[s0] -> (s0 floordiv 2)>()[%n] {
          affine.for %i_p = max affine_map<(d0, d1)[s0] -> (1, 4 * d0, -s0 + 3 * d1 + 2)>(%i_t, %j_t)[%n] to min affine_map<(d0, d1)[s0] -> (s0 - 1, 4 * d0 + 4, 3 * d1 + 2)>(%i_t, %j_t)[%n] {
            affine.for %j_p = max affine_map<(d0, d1) -> (3 * d0, d1 + 1)>(%j_t, %i_p) to min affine_map<(d0, d1)[s0] -> (3 * d0 + 3, s0 + d1 - 1)>(%j_t, %i_p)[%n] {
              affine.for %k_p = max affine_map<(d0) -> (1, 2 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0 - 1, 2 * d0 + 2)>(%k_t)[%n] {
                // S1: A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k]) + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k]) + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1]) + B[i][j][k];
                %31 = arith.constant 0.125 : f64
                %32 = affine.load %B[%i_p + 1, (-%i_p + %j_p), %k_p] : memref<?x?x?xf64>
                %33 = arith.constant 2.0 : f64
                %34 = affine.load %B[%i_p, (-%i_p + %j_p), %k_p] : memref<?x?x?xf64>
                %35 = arith.mulf %33, %34 : f64
                %36 = arith.subf %32, %35 : f64
                %37 = affine.load %B[%i_p - 1, (-%i_p + %j_p), %k_p] : memref<?x?x?xf64>
                %38 = arith.addf %36, %37 : f64
                %39 = arith.mulf %31, %38 : f64
                %40 = arith.constant 0.125 : f64
                %41 = affine.load %B[%i_p, (-%i_p + %j_p) + 1, %k_p] : memref<?x?x?xf64>
                %42 = arith.constant 2.0 : f64
                %43 = affine.load %B[%i_p, (-%i_p + %j_p), %k_p] : memref<?x?x?xf64>
                %44 = arith.mulf %42, %43 : f64
                %45 = arith.subf %41, %44 : f64
                %46 = affine.load %B[%i_p, (-%i_p + %j_p) - 1, %k_p] : memref<?x?x?xf64>
                %47 = arith.addf %45, %46 : f64
                %48 = arith.mulf %40, %47 : f64
                %49 = arith.addf %39, %48 : f64
                %50 = arith.constant 0.125 : f64
                %51 = affine.load %B[%i_p, (-%i_p + %j_p), %k_p + 1] : memref<?x?x?xf64>
                %52 = arith.constant 2.0 : f64
                %53 = affine.load %B[%i_p, (-%i_p + %j_p), %k_p] : memref<?x?x?xf64>
                %54 = arith.mulf %52, %53 : f64
                %55 = arith.subf %51, %54 : f64
                %56 = affine.load %B[%i_p, (-%i_p + %j_p), %k_p - 1] : memref<?x?x?xf64>
                %57 = arith.addf %55, %56 : f64
                %58 = arith.mulf %50, %57 : f64
                %59 = arith.addf %49, %58 : f64
                %60 = affine.load %B[%i_p, (-%i_p + %j_p), %k_p] : memref<?x?x?xf64>
                %61 = arith.addf %59, %60 : f64
                affine.store %61, %A[%i_p, (-%i_p + %j_p), %k_p] : memref<?x?x?xf64>
              }
            }
          }
        }
      }
    }
  }
  return
}
// ==== recipe: tile(i@S0=4, j@S0=4, k@S0=4); parallel(i_t@S0) ====
// polyviz: kernel_heat_3d, SCoP of lines 15-30
// recipe: tile(i@S0=4, j@S0=4, k@S0=4); parallel(i_t@S0)
func.func @kernel_heat_3d_scop(%tsteps: index, %n: index, %A: memref<?x?x?xf64>, %B: memref<?x?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 1 to affine_map<()[s0] -> (s0 + 1)>()[%tsteps] {
    affine.parallel (%i_t) = (0) to ((symbol(%n) + 2) floordiv 4) {
      affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 + 2) floordiv 4)>()[%n] {
        affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 + 2) floordiv 4)>()[%n] {
          affine.for %i_p = max affine_map<(d0) -> (1, 4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 1, 4 * d0 + 4)>(%i_t)[%n] {
            affine.for %j_p = max affine_map<(d0) -> (1, 4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 4 * d0 + 4)>(%j_t)[%n] {
              affine.for %k_p = max affine_map<(d0) -> (1, 4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0 - 1, 4 * d0 + 4)>(%k_t)[%n] {
                // S0: B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k]) + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k]) + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]) + A[i][j][k];
                %0 = arith.constant 0.125 : f64
                %1 = affine.load %A[%i_p + 1, %j_p, %k_p] : memref<?x?x?xf64>
                %2 = arith.constant 2.0 : f64
                %3 = affine.load %A[%i_p, %j_p, %k_p] : memref<?x?x?xf64>
                %4 = arith.mulf %2, %3 : f64
                %5 = arith.subf %1, %4 : f64
                %6 = affine.load %A[%i_p - 1, %j_p, %k_p] : memref<?x?x?xf64>
                %7 = arith.addf %5, %6 : f64
                %8 = arith.mulf %0, %7 : f64
                %9 = arith.constant 0.125 : f64
                %10 = affine.load %A[%i_p, %j_p + 1, %k_p] : memref<?x?x?xf64>
                %11 = arith.constant 2.0 : f64
                %12 = affine.load %A[%i_p, %j_p, %k_p] : memref<?x?x?xf64>
                %13 = arith.mulf %11, %12 : f64
                %14 = arith.subf %10, %13 : f64
                %15 = affine.load %A[%i_p, %j_p - 1, %k_p] : memref<?x?x?xf64>
                %16 = arith.addf %14, %15 : f64
                %17 = arith.mulf %9, %16 : f64
                %18 = arith.addf %8, %17 : f64
                %19 = arith.constant 0.125 : f64
                %20 = affine.load %A[%i_p, %j_p, %k_p + 1] : memref<?x?x?xf64>
                %21 = arith.constant 2.0 : f64
                %22 = affine.load %A[%i_p, %j_p, %k_p] : memref<?x?x?xf64>
                %23 = arith.mulf %21, %22 : f64
                %24 = arith.subf %20, %23 : f64
                %25 = affine.load %A[%i_p, %j_p, %k_p - 1] : memref<?x?x?xf64>
                %26 = arith.addf %24, %25 : f64
                %27 = arith.mulf %19, %26 : f64
                %28 = arith.addf %18, %27 : f64
                %29 = affine.load %A[%i_p, %j_p, %k_p] : memref<?x?x?xf64>
                %30 = arith.addf %28, %29 : f64
                affine.store %30, %B[%i_p, %j_p, %k_p] : memref<?x?x?xf64>
              }
            }
          }
        }
      }
    }
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        affine.for %k = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
          // S1: A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k]) + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k]) + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1]) + B[i][j][k];
          %31 = arith.constant 0.125 : f64
          %32 = affine.load %B[%i + 1, %j, %k] : memref<?x?x?xf64>
          %33 = arith.constant 2.0 : f64
          %34 = affine.load %B[%i, %j, %k] : memref<?x?x?xf64>
          %35 = arith.mulf %33, %34 : f64
          %36 = arith.subf %32, %35 : f64
          %37 = affine.load %B[%i - 1, %j, %k] : memref<?x?x?xf64>
          %38 = arith.addf %36, %37 : f64
          %39 = arith.mulf %31, %38 : f64
          %40 = arith.constant 0.125 : f64
          %41 = affine.load %B[%i, %j + 1, %k] : memref<?x?x?xf64>
          %42 = arith.constant 2.0 : f64
          %43 = affine.load %B[%i, %j, %k] : memref<?x?x?xf64>
          %44 = arith.mulf %42, %43 : f64
          %45 = arith.subf %41, %44 : f64
          %46 = affine.load %B[%i, %j - 1, %k] : memref<?x?x?xf64>
          %47 = arith.addf %45, %46 : f64
          %48 = arith.mulf %40, %47 : f64
          %49 = arith.addf %39, %48 : f64
          %50 = arith.constant 0.125 : f64
          %51 = affine.load %B[%i, %j, %k + 1] : memref<?x?x?xf64>
          %52 = arith.constant 2.0 : f64
          %53 = affine.load %B[%i, %j, %k] : memref<?x?x?xf64>
          %54 = arith.mulf %52, %53 : f64
          %55 = arith.subf %51, %54 : f64
          %56 = affine.load %B[%i, %j, %k - 1] : memref<?x?x?xf64>
          %57 = arith.addf %55, %56 : f64
          %58 = arith.mulf %50, %57 : f64
          %59 = arith.addf %49, %58 : f64
          %60 = affine.load %B[%i, %j, %k] : memref<?x?x?xf64>
          %61 = arith.addf %59, %60 : f64
          affine.store %61, %A[%i, %j, %k] : memref<?x?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: assume_no_alias(); shift(S1, i@S1, 1); fuse(i@S0, i@S1); fuse(j@S0, j@S1); fuse(k@S0, k@S1); skew(i, t, 2); tile(t, 8, i, 4) ====
// polyviz: kernel_heat_3d, SCoP of lines 15-30
// recipe: assume_no_alias(); shift(S1, i@S1, 1); fuse(i@S0, i@S1); fuse(j@S0, j@S1); fuse(k@S0, k@S1); skew(i, t, 2); tile(t, 8, i, 4)
func.func @kernel_heat_3d_scop(%tsteps: index, %n: index, %A: memref<?x?x?xf64>, %B: memref<?x?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t_t = 0 to affine_map<()[s0] -> (s0 floordiv 8 + 1)>()[%tsteps] {
    affine.for %i_t = affine_map<(d0) -> (4 * d0)>(%t_t) to min affine_map<(d0)[s0, s1] -> ((2 * s0 + s1 - 1) floordiv 4 + 1, 4 * d0 + (s1 + 1) floordiv 4 + 4)>(%t_t)[%tsteps, %n] {
      affine.for %t_p = max affine_map<(d0, d1)[s0] -> (1, 8 * d0, -s0 + 2 * d1 + s0 floordiv 2 + 1)>(%t_t, %i_t)[%n] to min affine_map<(d0, d1)[s0] -> (s0 + 1, 8 * d0 + 8, 2 * d1 + 2)>(%t_t, %i_t)[%tsteps] {
        affine.for %i_p = max affine_map<(d0, d1) -> (4 * d0, 2 * d1 + 1)>(%i_t, %t_p) to min affine_map<(d0, d1)[s0] -> (4 * d0 + 4, s0 + 2 * d1)>(%i_t, %t_p)[%n] {
          affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
            affine.for %k = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
              affine.if affine_set<(d0, d1)[s0] : (s0 + 2 * d1 - (d0 + 2) >= 0)>(%i_p, %t_p)[%n] {
                // S0: B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k]) + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k]) + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]) + A[i][j][k];
                %0 = arith.constant 0.125 : f64
                %1 = affine.load %A[((-2) * %t_p + %i_p) + 1, %j, %k] : memref<?x?x?xf64>
                %2 = arith.constant 2.0 : f64
                %3 = affine.load %A[((-2) * %t_p + %i_p), %j, %k] : memref<?x?x?xf64>
                %4 = arith.mulf %2, %3 : f64
                %5 = arith.subf %1, %4 : f64
                %6 = affine.load %A[((-2) * %t_p + %i_p) - 1, %j, %k] : memref<?x?x?xf64>
                %7 = arith.addf %5, %6 : f64
                %8 = arith.mulf %0, %7 : f64
                %9 = arith.constant 0.125 : f64
                %10 = affine.load %A[((-2) * %t_p + %i_p), %j + 1, %k] : memref<?x?x?xf64>
                %11 = arith.constant 2.0 : f64
                %12 = affine.load %A[((-2) * %t_p + %i_p), %j, %k] : memref<?x?x?xf64>
                %13 = arith.mulf %11, %12 : f64
                %14 = arith.subf %10, %13 : f64
                %15 = affine.load %A[((-2) * %t_p + %i_p), %j - 1, %k] : memref<?x?x?xf64>
                %16 = arith.addf %14, %15 : f64
                %17 = arith.mulf %9, %16 : f64
                %18 = arith.addf %8, %17 : f64
                %19 = arith.constant 0.125 : f64
                %20 = affine.load %A[((-2) * %t_p + %i_p), %j, %k + 1] : memref<?x?x?xf64>
                %21 = arith.constant 2.0 : f64
                %22 = affine.load %A[((-2) * %t_p + %i_p), %j, %k] : memref<?x?x?xf64>
                %23 = arith.mulf %21, %22 : f64
                %24 = arith.subf %20, %23 : f64
                %25 = affine.load %A[((-2) * %t_p + %i_p), %j, %k - 1] : memref<?x?x?xf64>
                %26 = arith.addf %24, %25 : f64
                %27 = arith.mulf %19, %26 : f64
                %28 = arith.addf %18, %27 : f64
                %29 = affine.load %A[((-2) * %t_p + %i_p), %j, %k] : memref<?x?x?xf64>
                %30 = arith.addf %28, %29 : f64
                affine.store %30, %B[((-2) * %t_p + %i_p), %j, %k] : memref<?x?x?xf64>
              }
              affine.if affine_set<(d0, d1) : (d1 - (2 * d0 + 2) >= 0)>(%t_p, %i_p) {
                // S1: A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k]) + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k]) + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1]) + B[i][j][k];
                %31 = arith.constant 0.125 : f64
                %32 = affine.load %B[((-2) * %t_p + %i_p - 1) + 1, %j, %k] : memref<?x?x?xf64>
                %33 = arith.constant 2.0 : f64
                %34 = affine.load %B[((-2) * %t_p + %i_p - 1), %j, %k] : memref<?x?x?xf64>
                %35 = arith.mulf %33, %34 : f64
                %36 = arith.subf %32, %35 : f64
                %37 = affine.load %B[((-2) * %t_p + %i_p - 1) - 1, %j, %k] : memref<?x?x?xf64>
                %38 = arith.addf %36, %37 : f64
                %39 = arith.mulf %31, %38 : f64
                %40 = arith.constant 0.125 : f64
                %41 = affine.load %B[((-2) * %t_p + %i_p - 1), %j + 1, %k] : memref<?x?x?xf64>
                %42 = arith.constant 2.0 : f64
                %43 = affine.load %B[((-2) * %t_p + %i_p - 1), %j, %k] : memref<?x?x?xf64>
                %44 = arith.mulf %42, %43 : f64
                %45 = arith.subf %41, %44 : f64
                %46 = affine.load %B[((-2) * %t_p + %i_p - 1), %j - 1, %k] : memref<?x?x?xf64>
                %47 = arith.addf %45, %46 : f64
                %48 = arith.mulf %40, %47 : f64
                %49 = arith.addf %39, %48 : f64
                %50 = arith.constant 0.125 : f64
                %51 = affine.load %B[((-2) * %t_p + %i_p - 1), %j, %k + 1] : memref<?x?x?xf64>
                %52 = arith.constant 2.0 : f64
                %53 = affine.load %B[((-2) * %t_p + %i_p - 1), %j, %k] : memref<?x?x?xf64>
                %54 = arith.mulf %52, %53 : f64
                %55 = arith.subf %51, %54 : f64
                %56 = affine.load %B[((-2) * %t_p + %i_p - 1), %j, %k - 1] : memref<?x?x?xf64>
                %57 = arith.addf %55, %56 : f64
                %58 = arith.mulf %50, %57 : f64
                %59 = arith.addf %49, %58 : f64
                %60 = affine.load %B[((-2) * %t_p + %i_p - 1), %j, %k] : memref<?x?x?xf64>
                %61 = arith.addf %59, %60 : f64
                affine.store %61, %A[((-2) * %t_p + %i_p - 1), %j, %k] : memref<?x?x?xf64>
              }
            }
          }
        }
      }
    }
  }
  return
}
