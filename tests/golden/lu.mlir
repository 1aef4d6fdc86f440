// ==== recipe: (original) ====
// polyviz: kernel_lu, SCoP of lines 16-25
// recipe: (original schedule)
func.func @kernel_lu_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 1 to %n {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      affine.for %k = 0 to affine_map<(d0) -> (d0)>(%j) {
        // S0: A[i][j] -= A[i][k] * A[k][j];
        %0 = affine.load %A[%i, %j] : memref<?x?xf64>
        %1 = affine.load %A[%i, %k] : memref<?x?xf64>
        %2 = affine.load %A[%k, %j] : memref<?x?xf64>
        %3 = arith.mulf %1, %2 : f64
        %4 = arith.subf %0, %3 : f64
        affine.store %4, %A[%i, %j] : memref<?x?xf64>
      }
      // S1: A[i][j] /= A[j][j];
      %5 = affine.load %A[%i, %j] : memref<?x?xf64>
      %6 = affine.load %A[%j, %j] : memref<?x?xf64>
      %7 = arith.divf %5, %6 : f64
      affine.store %7, %A[%i, %j] : memref<?x?xf64>
    }
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %n {
      affine.for %k = 0 to affine_map<(d0) -> (d0)>(%i) {
        // S2: A[i][j] -= A[i][k] * A[k][j];
        %8 = affine.load %A[%i, %j] : memref<?x?xf64>
        %9 = affine.load %A[%i, %k] : memref<?x?xf64>
        %10 = affine.load %A[%k, %j] : memref<?x?xf64>
        %11 = arith.mulf %9, %10 : f64
        %12 = arith.subf %8, %11 : f64
        affine.store %12, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_lu, SCoP of lines 16-25
// recipe: isl_schedule(outer=permutable); permute(i, c0, j); tile(i, 32, c0, 32, j, 32); isolate(i_t); pipeline(i_t)
// loop i_t is pipelined in C (pipeline(i_t)); the affine dialect has no waits between iterations, so here it is a plain affine.for, run in order
func.func @kernel_lu_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.if affine_set<()[s0] : (s0 - 64 >= 0)>()[%n] {
    affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 32 + 1)>()[%n] {
      affine.for %i_p = 1 to 32 {
        affine.for %c0_p = 0 to affine_map<(d0) -> (d0)>(%i_p) {
          affine.if affine_set<(d0) : (d0 - 0 == 0)>(%j_t) {
            // S1: A[i][j] /= A[j][j];
            %0 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
            %1 = affine.load %A[%c0_p, %c0_p] : memref<?x?xf64>
            %2 = arith.divf %0, %1 : f64
            affine.store %2, %A[%i_p, %c0_p] : memref<?x?xf64>
            affine.for %j_p = affine_map<(d0) -> (d0 + 1)>(%c0_p) to affine_map<(d0) -> (d0)>(%i_p) {
              // S0: A[i][j] -= A[i][k] * A[k][j];
              %3 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
              %4 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
              %5 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
              %6 = arith.mulf %4, %5 : f64
              %7 = arith.subf %3, %6 : f64
              affine.store %7, %A[%i_p, %j_p] : memref<?x?xf64>
            }
          }
          affine.for %j_p = max affine_map<(d0, d1) -> (32 * d0, d1)>(%j_t, %i_p) to min affine_map<(d0)[s0] -> (s0, 32 * d0 + 32)>(%j_t)[%n] {
            // S2: A[i][j] -= A[i][k] * A[k][j];
            %8 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
            %9 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
            %10 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
            %11 = arith.mulf %9, %10 : f64
            %12 = arith.subf %8, %11 : f64
            affine.store %12, %A[%i_p, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
  }
  affine.for %i_t = 1 to affine_map<()[s0] -> (s0 floordiv 32)>()[%n] {
    affine.for %c0_t = 0 to affine_map<(d0) -> (d0)>(%i_t) {
      affine.for %i_p = affine_map<(d0) -> (32 * d0)>(%i_t) to affine_map<(d0) -> (32 * d0 + 32)>(%i_t) {
        affine.for %c0_p = affine_map<(d0) -> (32 * d0)>(%c0_t) to affine_map<(d0) -> (32 * d0 + 32)>(%c0_t) {
          // S1: A[i][j] /= A[j][j];
          %13 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
          %14 = affine.load %A[%c0_p, %c0_p] : memref<?x?xf64>
          %15 = arith.divf %13, %14 : f64
          affine.store %15, %A[%i_p, %c0_p] : memref<?x?xf64>
          affine.for %j_p = affine_map<(d0) -> (d0 + 1)>(%c0_p) to affine_map<(d0) -> (32 * d0 + 32)>(%c0_t) {
            // S0: A[i][j] -= A[i][k] * A[k][j];
            %16 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
            %17 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
            %18 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
            %19 = arith.mulf %17, %18 : f64
            %20 = arith.subf %16, %19 : f64
            affine.store %20, %A[%i_p, %j_p] : memref<?x?xf64>
          }
        }
      }
      affine.for %j_t = affine_map<(d0) -> (d0 + 1)>(%c0_t) to affine_map<()[s0] -> (s0 floordiv 32)>()[%n] {
        affine.for %i_p = affine_map<(d0) -> (32 * d0)>(%i_t) to affine_map<(d0) -> (32 * d0 + 32)>(%i_t) {
          affine.for %c0_p = affine_map<(d0) -> (32 * d0)>(%c0_t) to affine_map<(d0) -> (32 * d0 + 32)>(%c0_t) {
            affine.for %j_p = affine_map<(d0) -> (32 * d0)>(%j_t) to min affine_map<(d0, d1) -> (32 * d0 + 32, d1)>(%j_t, %i_p) {
              // S0: A[i][j] -= A[i][k] * A[k][j];
              %21 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
              %22 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
              %23 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
              %24 = arith.mulf %22, %23 : f64
              %25 = arith.subf %21, %24 : f64
              affine.store %25, %A[%i_p, %j_p] : memref<?x?xf64>
            }
            affine.for %j_p = max affine_map<(d0, d1) -> (32 * d0, d1)>(%j_t, %i_p) to affine_map<(d0) -> (32 * d0 + 32)>(%j_t) {
              // S2: A[i][j] -= A[i][k] * A[k][j];
              %26 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
              %27 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
              %28 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
              %29 = arith.mulf %27, %28 : f64
              %30 = arith.subf %26, %29 : f64
              affine.store %30, %A[%i_p, %j_p] : memref<?x?xf64>
            }
          }
        }
      }
      affine.if affine_set<()[s0] : (s0 mod 32 - 1 >= 0)>()[%n] {
        affine.for %i_p = affine_map<(d0) -> (32 * d0)>(%i_t) to affine_map<(d0) -> (32 * d0 + 32)>(%i_t) {
          affine.for %c0_p = affine_map<(d0) -> (32 * d0)>(%c0_t) to affine_map<(d0) -> (32 * d0 + 32)>(%c0_t) {
            affine.for %j_p = affine_map<()[s0] -> (-((s0 - 1) mod 32) + s0 - 1)>()[%n] to %n {
              // S2: A[i][j] -= A[i][k] * A[k][j];
              %31 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
              %32 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
              %33 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
              %34 = arith.mulf %32, %33 : f64
              %35 = arith.subf %31, %34 : f64
              affine.store %35, %A[%i_p, %j_p] : memref<?x?xf64>
            }
          }
        }
      }
    }
    affine.for %j_t = affine_map<(d0) -> (d0)>(%i_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 32 + 1)>()[%n] {
      affine.for %i_p = affine_map<(d0) -> (32 * d0 + 1)>(%i_t) to affine_map<(d0) -> (32 * d0 + 32)>(%i_t) {
        affine.for %c0_p = affine_map<(d0) -> (32 * d0)>(%i_t) to affine_map<(d0) -> (d0)>(%i_p) {
          affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%j_t, %i_t) {
            // S1: A[i][j] /= A[j][j];
            %36 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
            %37 = affine.load %A[%c0_p, %c0_p] : memref<?x?xf64>
            %38 = arith.divf %36, %37 : f64
            affine.store %38, %A[%i_p, %c0_p] : memref<?x?xf64>
            affine.for %j_p = affine_map<(d0) -> (d0 + 1)>(%c0_p) to affine_map<(d0) -> (d0)>(%i_p) {
              // S0: A[i][j] -= A[i][k] * A[k][j];
              %39 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
              %40 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
              %41 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
              %42 = arith.mulf %40, %41 : f64
              %43 = arith.subf %39, %42 : f64
              affine.store %43, %A[%i_p, %j_p] : memref<?x?xf64>
            }
          }
          affine.for %j_p = max affine_map<(d0, d1) -> (32 * d0, d1)>(%j_t, %i_p) to min affine_map<(d0)[s0] -> (s0, 32 * d0 + 32)>(%j_t)[%n] {
            // S2: A[i][j] -= A[i][k] * A[k][j];
            %44 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
            %45 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
            %46 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
            %47 = arith.mulf %45, %46 : f64
            %48 = arith.subf %44, %47 : f64
            affine.store %48, %A[%i_p, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
  }
  affine.if affine_set<()[s0] : (s0 - 64 >= 0, s0 mod 32 - 1 >= 0)>()[%n] {
    affine.for %c0_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 32 + 1)>()[%n] {
      affine.for %j_t = affine_map<(d0) -> (d0)>(%c0_t) to affine_map<()[s0] -> (s0 floordiv 32)>()[%n] {
        affine.for %i_p = affine_map<()[s0] -> (-((s0 - 1) mod 32) + s0 - 1)>()[%n] to %n {
          affine.for %c0_p = affine_map<(d0) -> (32 * d0)>(%c0_t) to affine_map<(d0) -> (32 * d0 + 32)>(%c0_t) {
            affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%j_t, %c0_t) {
              // S1: A[i][j] /= A[j][j];
              %49 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
              %50 = affine.load %A[%c0_p, %c0_p] : memref<?x?xf64>
              %51 = arith.divf %49, %50 : f64
              affine.store %51, %A[%i_p, %c0_p] : memref<?x?xf64>
            }
            affine.for %j_p = max affine_map<(d0, d1) -> (32 * d0, d1 + 1)>(%j_t, %c0_p) to affine_map<(d0) -> (32 * d0 + 32)>(%j_t) {
              // S0: A[i][j] -= A[i][k] * A[k][j];
              %52 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
              %53 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
              %54 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
              %55 = arith.mulf %53, %54 : f64
              %56 = arith.subf %52, %55 : f64
              affine.store %56, %A[%i_p, %j_p] : memref<?x?xf64>
            }
          }
        }
      }
      affine.if affine_set<(d0)[s0] : (32 * d0 + 31 - s0 >= 0)>(%c0_t)[%n] {
        affine.for %i_p = affine_map<(d0) -> (32 * d0 + 1)>(%c0_t) to %n {
          affine.for %c0_p = affine_map<(d0) -> (32 * d0)>(%c0_t) to affine_map<(d0) -> (d0)>(%i_p) {
            // S1: A[i][j] /= A[j][j];
            %57 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
            %58 = affine.load %A[%c0_p, %c0_p] : memref<?x?xf64>
            %59 = arith.divf %57, %58 : f64
            affine.store %59, %A[%i_p, %c0_p] : memref<?x?xf64>
            affine.for %j_p = affine_map<(d0) -> (d0 + 1)>(%c0_p) to affine_map<(d0) -> (d0)>(%i_p) {
              // S0: A[i][j] -= A[i][k] * A[k][j];
              %60 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
              %61 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
              %62 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
              %63 = arith.mulf %61, %62 : f64
              %64 = arith.subf %60, %63 : f64
              affine.store %64, %A[%i_p, %j_p] : memref<?x?xf64>
            }
            affine.for %j_p = affine_map<(d0) -> (d0)>(%i_p) to %n {
              // S2: A[i][j] -= A[i][k] * A[k][j];
              %65 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
              %66 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
              %67 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
              %68 = arith.mulf %66, %67 : f64
              %69 = arith.subf %65, %68 : f64
              affine.store %69, %A[%i_p, %j_p] : memref<?x?xf64>
            }
          }
        }
      } else {
        affine.for %i_p = affine_map<()[s0] -> (-((s0 - 1) mod 32) + s0 - 1)>()[%n] to %n {
          affine.for %c0_p = affine_map<(d0) -> (32 * d0)>(%c0_t) to affine_map<(d0) -> (32 * d0 + 32)>(%c0_t) {
            affine.for %j_p = affine_map<()[s0] -> (-((s0 - 1) mod 32) + s0 - 1)>()[%n] to affine_map<(d0) -> (d0)>(%i_p) {
              // S0: A[i][j] -= A[i][k] * A[k][j];
              %70 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
              %71 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
              %72 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
              %73 = arith.mulf %71, %72 : f64
              %74 = arith.subf %70, %73 : f64
              affine.store %74, %A[%i_p, %j_p] : memref<?x?xf64>
            }
            affine.for %j_p = affine_map<(d0) -> (d0)>(%i_p) to %n {
              // S2: A[i][j] -= A[i][k] * A[k][j];
              %75 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
              %76 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
              %77 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
              %78 = arith.mulf %76, %77 : f64
              %79 = arith.subf %75, %78 : f64
              affine.store %79, %A[%i_p, %j_p] : memref<?x?xf64>
            }
          }
        }
      }
    }
  } else {
    affine.if affine_set<()[s0] : (63 - s0 >= 0)>()[%n] {
      affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 32 + 1)>()[%n] {
        affine.for %i_p = 1 to min affine_map<()[s0] -> (32, s0)>()[%n] {
          affine.for %c0_p = 0 to affine_map<(d0) -> (d0)>(%i_p) {
            affine.if affine_set<(d0) : (d0 - 0 == 0)>(%j_t) {
              // S1: A[i][j] /= A[j][j];
              %80 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
              %81 = affine.load %A[%c0_p, %c0_p] : memref<?x?xf64>
              %82 = arith.divf %80, %81 : f64
              affine.store %82, %A[%i_p, %c0_p] : memref<?x?xf64>
              affine.for %j_p = affine_map<(d0) -> (d0 + 1)>(%c0_p) to affine_map<(d0) -> (d0)>(%i_p) {
                // S0: A[i][j] -= A[i][k] * A[k][j];
                %83 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
                %84 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
                %85 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
                %86 = arith.mulf %84, %85 : f64
                %87 = arith.subf %83, %86 : f64
                affine.store %87, %A[%i_p, %j_p] : memref<?x?xf64>
              }
            }
            affine.for %j_p = max affine_map<(d0, d1) -> (32 * d0, d1)>(%j_t, %i_p) to min affine_map<(d0)[s0] -> (s0, 32 * d0 + 32)>(%j_t)[%n] {
              // S2: A[i][j] -= A[i][k] * A[k][j];
              %88 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
              %89 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
              %90 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
              %91 = arith.mulf %89, %90 : f64
              %92 = arith.subf %88, %91 : f64
              affine.store %92, %A[%i_p, %j_p] : memref<?x?xf64>
            }
          }
        }
      }
      affine.for %c0_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 32 + 1)>()[%n] {
        affine.for %j_t = affine_map<(d0) -> (d0)>(%c0_t) to 2 {
          affine.for %i_p = max affine_map<(d0) -> (32, 32 * d0 + 1)>(%c0_t) to %n {
            affine.for %c0_p = affine_map<(d0) -> (32 * d0)>(%c0_t) to min affine_map<(d0, d1) -> (32 * d0 + 32, d1)>(%c0_t, %i_p) {
              affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%j_t, %c0_t) {
                // S1: A[i][j] /= A[j][j];
                %93 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
                %94 = affine.load %A[%c0_p, %c0_p] : memref<?x?xf64>
                %95 = arith.divf %93, %94 : f64
                affine.store %95, %A[%i_p, %c0_p] : memref<?x?xf64>
              }
              affine.for %j_p = max affine_map<(d0, d1) -> (32 * d0, d1 + 1)>(%j_t, %c0_p) to min affine_map<(d0, d1) -> (32 * d0 + 32, d1)>(%j_t, %i_p) {
                // S0: A[i][j] -= A[i][k] * A[k][j];
                %96 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
                %97 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
                %98 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
                %99 = arith.mulf %97, %98 : f64
                %100 = arith.subf %96, %99 : f64
                affine.store %100, %A[%i_p, %j_p] : memref<?x?xf64>
              }
              affine.if affine_set<(d0) : (d0 - 1 == 0)>(%j_t) {
                affine.for %j_p = affine_map<(d0) -> (d0)>(%i_p) to %n {
                  // S2: A[i][j] -= A[i][k] * A[k][j];
                  %101 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
                  %102 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
                  %103 = affine.load %A[%c0_p, %j_p] : memref<?x?xf64>
                  %104 = arith.mulf %102, %103 : f64
                  %105 = arith.subf %101, %104 : f64
                  affine.store %105, %A[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
        }
      }
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_lu, SCoP of lines 16-25
// recipe: assume_no_alias()
func.func @kernel_lu_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 1 to %n {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      affine.for %k = 0 to affine_map<(d0) -> (d0)>(%j) {
        // S0: A[i][j] -= A[i][k] * A[k][j];
        %0 = affine.load %A[%i, %j] : memref<?x?xf64>
        %1 = affine.load %A[%i, %k] : memref<?x?xf64>
        %2 = affine.load %A[%k, %j] : memref<?x?xf64>
        %3 = arith.mulf %1, %2 : f64
        %4 = arith.subf %0, %3 : f64
        affine.store %4, %A[%i, %j] : memref<?x?xf64>
      }
      // S1: A[i][j] /= A[j][j];
      %5 = affine.load %A[%i, %j] : memref<?x?xf64>
      %6 = affine.load %A[%j, %j] : memref<?x?xf64>
      %7 = arith.divf %5, %6 : f64
      affine.store %7, %A[%i, %j] : memref<?x?xf64>
    }
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %n {
      affine.for %k = 0 to affine_map<(d0) -> (d0)>(%i) {
        // S2: A[i][j] -= A[i][k] * A[k][j];
        %8 = affine.load %A[%i, %j] : memref<?x?xf64>
        %9 = affine.load %A[%i, %k] : memref<?x?xf64>
        %10 = affine.load %A[%k, %j] : memref<?x?xf64>
        %11 = arith.mulf %9, %10 : f64
        %12 = arith.subf %8, %11 : f64
        affine.store %12, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: tile(j@S2=4, k@S2=3) ====
// polyviz: kernel_lu, SCoP of lines 16-25
// recipe: tile(j@S2=4, k@S2=3)
func.func @kernel_lu_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 1 to %n {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      affine.for %k = 0 to affine_map<(d0) -> (d0)>(%j) {
        // S0: A[i][j] -= A[i][k] * A[k][j];
        %0 = affine.load %A[%i, %j] : memref<?x?xf64>
        %1 = affine.load %A[%i, %k] : memref<?x?xf64>
        %2 = affine.load %A[%k, %j] : memref<?x?xf64>
        %3 = arith.mulf %1, %2 : f64
        %4 = arith.subf %0, %3 : f64
        affine.store %4, %A[%i, %j] : memref<?x?xf64>
      }
      // S1: A[i][j] /= A[j][j];
      %5 = affine.load %A[%i, %j] : memref<?x?xf64>
      %6 = affine.load %A[%j, %j] : memref<?x?xf64>
      %7 = arith.divf %5, %6 : f64
      affine.store %7, %A[%i, %j] : memref<?x?xf64>
    }
    affine.for %j_t = affine_map<(d0) -> (d0 floordiv 4)>(%i) to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%n] {
      affine.for %k_t = 0 to affine_map<(d0) -> ((d0 - 1) floordiv 3 + 1)>(%i) {
        affine.for %j_p = max affine_map<(d0, d1) -> (d0, 4 * d1)>(%i, %j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%n] {
          affine.for %k_p = affine_map<(d0) -> (3 * d0)>(%k_t) to min affine_map<(d0, d1) -> (d0, 3 * d1 + 3)>(%i, %k_t) {
            // S2: A[i][j] -= A[i][k] * A[k][j];
            %8 = affine.load %A[%i, %j_p] : memref<?x?xf64>
            %9 = affine.load %A[%i, %k_p] : memref<?x?xf64>
            %10 = affine.load %A[%k_p, %j_p] : memref<?x?xf64>
            %11 = arith.mulf %9, %10 : f64
            %12 = arith.subf %8, %11 : f64
            affine.store %12, %A[%i, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: skew(k@S2, j@S2, 1); tile(j@S2=4, k@S2=3) ====
// polyviz: kernel_lu, SCoP of lines 16-25
// recipe: skew(k@S2, j@S2, 1); tile(j@S2=4, k@S2=3)
func.func @kernel_lu_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 1 to %n {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      affine.for %k = 0 to affine_map<(d0) -> (d0)>(%j) {
        // S0: A[i][j] -= A[i][k] * A[k][j];
        %0 = affine.load %A[%i, %j] : memref<?x?xf64>
        %1 = affine.load %A[%i, %k] : memref<?x?xf64>
        %2 = affine.load %A[%k, %j] : memref<?x?xf64>
        %3 = arith.mulf %1, %2 : f64
        %4 = arith.subf %0, %3 : f64
        affine.store %4, %A[%i, %j] : memref<?x?xf64>
      }
      // S1: A[i][j] /= A[j][j];
      %5 = affine.load %A[%i, %j] : memref<?x?xf64>
      %6 = affine.load %A[%j, %j] : memref<?x?xf64>
      %7 = arith.divf %5, %6 : f64
      affine.store %7, %A[%i, %j] : memref<?x?xf64>
    }
    affine.for %j_t = affine_map<(d0) -> (d0 floordiv 4)>(%i) to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%n] {
      affine.for %k_t = max affine_map<(d0, d1) -> (d0 floordiv 3, d1 + d1 floordiv 3)>(%i, %j_t) to min affine_map<(d0, d1)[s0] -> ((s0 + d0 + 1) floordiv 3, d1 + (d0 + d1 - 1) floordiv 3 + 2)>(%i, %j_t)[%n] {
        affine.for %j_p = max affine_map<(d0, d1, d2) -> (d0, 4 * d1, -d0 + 3 * d2 + 1)>(%i, %j_t, %k_t) to min affine_map<(d0, d1)[s0] -> (s0, 4 * d0 + 4, 3 * d1 + 3)>(%j_t, %k_t)[%n] {
          affine.for %k_p = max affine_map<(d0, d1) -> (3 * d0, d1)>(%k_t, %j_p) to min affine_map<(d0, d1, d2) -> (3 * d0 + 3, d1 + d2)>(%k_t, %i, %j_p) {
            // S2: A[i][j] -= A[i][k] * A[k][j];
            %8 = affine.load %A[%i, %j_p] : memref<?x?xf64>
            %9 = affine.load %A[%i, (-%j_p + %k_p)] : memref<?x?xf64>
            %10 = affine.load %A[(-%j_p + %k_p), %j_p] : memref<?x?xf64>
            %11 = arith.mulf %9, %10 : f64
            %12 = arith.subf %8, %11 : f64
            affine.store %12, %A[%i, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: isl_schedule() ====
// polyviz: kernel_lu, SCoP of lines 16-25
// recipe: isl_schedule()
func.func @kernel_lu_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %c0 = 0 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
    affine.for %i = affine_map<(d0) -> (d0 + 1)>(%c0) to %n {
      // S1: A[i][j] /= A[j][j];
      %0 = affine.load %A[%i, %c0] : memref<?x?xf64>
      %1 = affine.load %A[%c0, %c0] : memref<?x?xf64>
      %2 = arith.divf %0, %1 : f64
      affine.store %2, %A[%i, %c0] : memref<?x?xf64>
      affine.for %c1 = affine_map<(d0) -> (d0 + 1)>(%c0) to affine_map<(d0) -> (d0)>(%i) {
        // S0: A[i][j] -= A[i][k] * A[k][j];
        %3 = affine.load %A[%i, %c1] : memref<?x?xf64>
        %4 = affine.load %A[%i, %c0] : memref<?x?xf64>
        %5 = affine.load %A[%c0, %c1] : memref<?x?xf64>
        %6 = arith.mulf %4, %5 : f64
        %7 = arith.subf %3, %6 : f64
        affine.store %7, %A[%i, %c1] : memref<?x?xf64>
      }
      affine.for %c1 = affine_map<(d0) -> (d0)>(%i) to %n {
        // S2: A[i][j] -= A[i][k] * A[k][j];
        %8 = affine.load %A[%i, %c1] : memref<?x?xf64>
        %9 = affine.load %A[%i, %c0] : memref<?x?xf64>
        %10 = affine.load %A[%c0, %c1] : memref<?x?xf64>
        %11 = arith.mulf %9, %10 : f64
        %12 = arith.subf %8, %11 : f64
        affine.store %12, %A[%i, %c1] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: assume_no_alias(); isl_schedule(); parallel(i) ====
// polyviz: kernel_lu, SCoP of lines 16-25
// recipe: assume_no_alias(); isl_schedule(); parallel(i)
func.func @kernel_lu_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %c0 = 0 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
    affine.parallel (%i) = (%c0 + 1) to (symbol(%n)) {
      // S1: A[i][j] /= A[j][j];
      %0 = affine.load %A[%i, %c0] : memref<?x?xf64>
      %1 = affine.load %A[%c0, %c0] : memref<?x?xf64>
      %2 = arith.divf %0, %1 : f64
      affine.store %2, %A[%i, %c0] : memref<?x?xf64>
      affine.for %c1 = affine_map<(d0) -> (d0 + 1)>(%c0) to affine_map<(d0) -> (d0)>(%i) {
        // S0: A[i][j] -= A[i][k] * A[k][j];
        %3 = affine.load %A[%i, %c1] : memref<?x?xf64>
        %4 = affine.load %A[%i, %c0] : memref<?x?xf64>
        %5 = affine.load %A[%c0, %c1] : memref<?x?xf64>
        %6 = arith.mulf %4, %5 : f64
        %7 = arith.subf %3, %6 : f64
        affine.store %7, %A[%i, %c1] : memref<?x?xf64>
      }
      affine.for %c1 = affine_map<(d0) -> (d0)>(%i) to %n {
        // S2: A[i][j] -= A[i][k] * A[k][j];
        %8 = affine.load %A[%i, %c1] : memref<?x?xf64>
        %9 = affine.load %A[%i, %c0] : memref<?x?xf64>
        %10 = affine.load %A[%c0, %c1] : memref<?x?xf64>
        %11 = arith.mulf %9, %10 : f64
        %12 = arith.subf %8, %11 : f64
        affine.store %12, %A[%i, %c1] : memref<?x?xf64>
      }
    }
  }
  return
}
