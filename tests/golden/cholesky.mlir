// ==== recipe: (original) ====
// polyviz: kernel_cholesky, SCoP of lines 19-29
// recipe: (original schedule)
func.func @kernel_cholesky_scop(%n: index, %A: memref<?x?xf64>, %pv_d_after: memref<f64>) attributes {llvm.emit_c_interface} {
  %d = memref.alloca() : memref<f64>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      affine.for %k = 0 to affine_map<(d0) -> (d0)>(%j) {
        // S0: A[i][j] -= A[i][k] * A[j][k];
        %0 = affine.load %A[%i, %j] : memref<?x?xf64>
        %1 = affine.load %A[%i, %k] : memref<?x?xf64>
        %2 = affine.load %A[%j, %k] : memref<?x?xf64>
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
    // S2: d = A[i][i];
    %8 = affine.load %A[%i, %i] : memref<?x?xf64>
    affine.store %8, %d[] : memref<f64>
    affine.for %k = 0 to affine_map<(d0) -> (d0)>(%i) {
      // S3: d -= A[i][k] * A[i][k];
      %9 = affine.load %d[] : memref<f64>
      %10 = affine.load %A[%i, %k] : memref<?x?xf64>
      %11 = affine.load %A[%i, %k] : memref<?x?xf64>
      %12 = arith.mulf %10, %11 : f64
      %13 = arith.subf %9, %12 : f64
      affine.store %13, %d[] : memref<f64>
    }
    // S4: A[i][i] = sqrt(d);
    %14 = affine.load %d[] : memref<f64>
    %15 = math.sqrt %14 : f64
    affine.store %15, %A[%i, %i] : memref<?x?xf64>
  }
  %16 = affine.load %d[] : memref<f64>
  affine.store %16, %pv_d_after[] : memref<f64>
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_cholesky, SCoP of lines 19-29
// recipe: in_place(d); isl_schedule(outer=permutable); permute(i, c1, c0); tile(i, 16, c1, 16, c0, 16); isolate(i_t); pipeline(i_t)
// loop i_t is pipelined in C (pipeline(i_t)); the affine dialect has no waits between iterations, so here it is a plain affine.for, run in order
func.func @kernel_cholesky_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.if affine_set<()[s0] : (s0 - 48 >= 0)>()[%n] {
    affine.for %i_t = 0 to 2 {
      affine.for %c1_t = 0 to affine_map<(d0) -> (d0 + 1)>(%i_t) {
        affine.for %c0_t = affine_map<(d0) -> (d0)>(%c1_t) to affine_map<(d0) -> (d0 + 1)>(%i_t) {
          affine.for %i_p = affine_map<(d0) -> (16 * d0)>(%i_t) to affine_map<(d0) -> (16 * d0 + 16)>(%i_t) {
            affine.for %c1_p = affine_map<(d0) -> (16 * d0)>(%c1_t) to min affine_map<(d0, d1) -> (16 * d0 + 16, d1)>(%c1_t, %i_p) {
              affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%c0_t, %c1_t) {
                // S1: A[i][j] /= A[j][j];
                %0 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
                %1 = affine.load %A[%c1_p, %c1_p] : memref<?x?xf64>
                %2 = arith.divf %0, %1 : f64
                affine.store %2, %A[%i_p, %c1_p] : memref<?x?xf64>
              }
              affine.for %c0_p = max affine_map<(d0, d1) -> (16 * d0, d1 + 1)>(%c0_t, %c1_p) to min affine_map<(d0, d1) -> (16 * d0 + 16, d1)>(%c0_t, %i_p) {
                // S0: A[i][j] -= A[i][k] * A[j][k];
                %3 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
                %4 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
                %5 = affine.load %A[%c0_p, %c1_p] : memref<?x?xf64>
                %6 = arith.mulf %4, %5 : f64
                %7 = arith.subf %3, %6 : f64
                affine.store %7, %A[%i_p, %c0_p] : memref<?x?xf64>
              }
              affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%c0_t, %i_t) {
                // S3: A[i][i] -= A[i][k] * A[i][k];
                %8 = affine.load %A[%i_p, %i_p] : memref<?x?xf64>
                %9 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
                %10 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
                %11 = arith.mulf %9, %10 : f64
                %12 = arith.subf %8, %11 : f64
                affine.store %12, %A[%i_p, %i_p] : memref<?x?xf64>
              }
            }
            affine.if affine_set<(d0, d1, d2) : (d0 - d1 == 0, d2 - d1 == 0)>(%c1_t, %i_t, %c0_t) {
              // S4: A[i][i] = sqrt(A[i][i]);
              %13 = affine.load %A[%i_p, %i_p] : memref<?x?xf64>
              %14 = math.sqrt %13 : f64
              affine.store %14, %A[%i_p, %i_p] : memref<?x?xf64>
            }
          }
        }
      }
    }
  }
  affine.for %i_t = 2 to affine_map<()[s0] -> (s0 floordiv 16)>()[%n] {
    affine.for %c1_t = 0 to affine_map<(d0) -> (d0 - 1)>(%i_t) {
      affine.for %i_p = affine_map<(d0) -> (16 * d0)>(%i_t) to affine_map<(d0) -> (16 * d0 + 16)>(%i_t) {
        affine.for %c1_p = affine_map<(d0) -> (16 * d0)>(%c1_t) to affine_map<(d0) -> (16 * d0 + 16)>(%c1_t) {
          // S1: A[i][j] /= A[j][j];
          %15 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
          %16 = affine.load %A[%c1_p, %c1_p] : memref<?x?xf64>
          %17 = arith.divf %15, %16 : f64
          affine.store %17, %A[%i_p, %c1_p] : memref<?x?xf64>
          affine.for %c0_p = affine_map<(d0) -> (d0 + 1)>(%c1_p) to affine_map<(d0) -> (16 * d0 + 16)>(%c1_t) {
            // S0: A[i][j] -= A[i][k] * A[j][k];
            %18 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
            %19 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
            %20 = affine.load %A[%c0_p, %c1_p] : memref<?x?xf64>
            %21 = arith.mulf %19, %20 : f64
            %22 = arith.subf %18, %21 : f64
            affine.store %22, %A[%i_p, %c0_p] : memref<?x?xf64>
          }
        }
      }
      affine.for %c0_t = affine_map<(d0) -> (d0 + 1)>(%c1_t) to affine_map<(d0) -> (d0)>(%i_t) {
        affine.for %i_p = affine_map<(d0) -> (16 * d0)>(%i_t) to affine_map<(d0) -> (16 * d0 + 16)>(%i_t) {
          affine.for %c1_p = affine_map<(d0) -> (16 * d0)>(%c1_t) to affine_map<(d0) -> (16 * d0 + 16)>(%c1_t) {
            affine.for %c0_p = affine_map<(d0) -> (16 * d0)>(%c0_t) to affine_map<(d0) -> (16 * d0 + 16)>(%c0_t) {
              // S0: A[i][j] -= A[i][k] * A[j][k];
              %23 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
              %24 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
              %25 = affine.load %A[%c0_p, %c1_p] : memref<?x?xf64>
              %26 = arith.mulf %24, %25 : f64
              %27 = arith.subf %23, %26 : f64
              affine.store %27, %A[%i_p, %c0_p] : memref<?x?xf64>
            }
          }
        }
      }
      affine.for %i_p = affine_map<(d0) -> (16 * d0)>(%i_t) to affine_map<(d0) -> (16 * d0 + 16)>(%i_t) {
        affine.for %c1_p = affine_map<(d0) -> (16 * d0)>(%c1_t) to affine_map<(d0) -> (16 * d0 + 16)>(%c1_t) {
          affine.for %c0_p = affine_map<(d0) -> (16 * d0)>(%i_t) to affine_map<(d0) -> (d0)>(%i_p) {
            // S0: A[i][j] -= A[i][k] * A[j][k];
            %28 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
            %29 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
            %30 = affine.load %A[%c0_p, %c1_p] : memref<?x?xf64>
            %31 = arith.mulf %29, %30 : f64
            %32 = arith.subf %28, %31 : f64
            affine.store %32, %A[%i_p, %c0_p] : memref<?x?xf64>
          }
          // S3: A[i][i] -= A[i][k] * A[i][k];
          %33 = affine.load %A[%i_p, %i_p] : memref<?x?xf64>
          %34 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
          %35 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
          %36 = arith.mulf %34, %35 : f64
          %37 = arith.subf %33, %36 : f64
          affine.store %37, %A[%i_p, %i_p] : memref<?x?xf64>
        }
      }
    }
    affine.for %c1_t = affine_map<(d0) -> (d0 - 1)>(%i_t) to affine_map<(d0) -> (d0 + 1)>(%i_t) {
      affine.for %c0_t = affine_map<(d0) -> (d0)>(%c1_t) to affine_map<(d0) -> (d0 + 1)>(%i_t) {
        affine.for %i_p = affine_map<(d0) -> (16 * d0)>(%i_t) to affine_map<(d0) -> (16 * d0 + 16)>(%i_t) {
          affine.for %c1_p = affine_map<(d0) -> (16 * d0)>(%c1_t) to min affine_map<(d0, d1) -> (16 * d0 + 16, d1)>(%c1_t, %i_p) {
            affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%c0_t, %c1_t) {
              // S1: A[i][j] /= A[j][j];
              %38 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
              %39 = affine.load %A[%c1_p, %c1_p] : memref<?x?xf64>
              %40 = arith.divf %38, %39 : f64
              affine.store %40, %A[%i_p, %c1_p] : memref<?x?xf64>
            }
            affine.for %c0_p = max affine_map<(d0, d1) -> (16 * d0, d1 + 1)>(%c0_t, %c1_p) to min affine_map<(d0, d1) -> (16 * d0 + 16, d1)>(%c0_t, %i_p) {
              // S0: A[i][j] -= A[i][k] * A[j][k];
              %41 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
              %42 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
              %43 = affine.load %A[%c0_p, %c1_p] : memref<?x?xf64>
              %44 = arith.mulf %42, %43 : f64
              %45 = arith.subf %41, %44 : f64
              affine.store %45, %A[%i_p, %c0_p] : memref<?x?xf64>
            }
            affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%c0_t, %i_t) {
              // S3: A[i][i] -= A[i][k] * A[i][k];
              %46 = affine.load %A[%i_p, %i_p] : memref<?x?xf64>
              %47 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
              %48 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
              %49 = arith.mulf %47, %48 : f64
              %50 = arith.subf %46, %49 : f64
              affine.store %50, %A[%i_p, %i_p] : memref<?x?xf64>
            }
          }
          affine.if affine_set<(d0, d1, d2) : (d0 - d1 == 0, d2 - d1 == 0)>(%c1_t, %i_t, %c0_t) {
            // S4: A[i][i] = sqrt(A[i][i]);
            %51 = affine.load %A[%i_p, %i_p] : memref<?x?xf64>
            %52 = math.sqrt %51 : f64
            affine.store %52, %A[%i_p, %i_p] : memref<?x?xf64>
          }
        }
      }
    }
  }
  affine.if affine_set<()[s0] : (s0 - 48 >= 0, s0 mod 16 - 1 >= 0)>()[%n] {
    affine.for %c1_t = 0 to affine_map<()[s0] -> (s0 floordiv 16)>()[%n] {
      affine.for %c0_t = affine_map<(d0) -> (d0)>(%c1_t) to affine_map<()[s0] -> (s0 floordiv 16)>()[%n] {
        affine.for %i_p = affine_map<()[s0] -> (-((s0 - 1) mod 16) + s0 - 1)>()[%n] to %n {
          affine.for %c1_p = affine_map<(d0) -> (16 * d0)>(%c1_t) to affine_map<(d0) -> (16 * d0 + 16)>(%c1_t) {
            affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%c0_t, %c1_t) {
              // S1: A[i][j] /= A[j][j];
              %53 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
              %54 = affine.load %A[%c1_p, %c1_p] : memref<?x?xf64>
              %55 = arith.divf %53, %54 : f64
              affine.store %55, %A[%i_p, %c1_p] : memref<?x?xf64>
            }
            affine.for %c0_p = max affine_map<(d0, d1) -> (16 * d0, d1 + 1)>(%c0_t, %c1_p) to affine_map<(d0) -> (16 * d0 + 16)>(%c0_t) {
              // S0: A[i][j] -= A[i][k] * A[j][k];
              %56 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
              %57 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
              %58 = affine.load %A[%c0_p, %c1_p] : memref<?x?xf64>
              %59 = arith.mulf %57, %58 : f64
              %60 = arith.subf %56, %59 : f64
              affine.store %60, %A[%i_p, %c0_p] : memref<?x?xf64>
            }
          }
        }
      }
      affine.for %i_p = affine_map<()[s0] -> (-((s0 - 1) mod 16) + s0 - 1)>()[%n] to %n {
        affine.for %c1_p = affine_map<(d0) -> (16 * d0)>(%c1_t) to affine_map<(d0) -> (16 * d0 + 16)>(%c1_t) {
          affine.for %c0_p = affine_map<()[s0] -> (-((s0 - 1) mod 16) + s0 - 1)>()[%n] to affine_map<(d0) -> (d0)>(%i_p) {
            // S0: A[i][j] -= A[i][k] * A[j][k];
            %61 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
            %62 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
            %63 = affine.load %A[%c0_p, %c1_p] : memref<?x?xf64>
            %64 = arith.mulf %62, %63 : f64
            %65 = arith.subf %61, %64 : f64
            affine.store %65, %A[%i_p, %c0_p] : memref<?x?xf64>
          }
          // S3: A[i][i] -= A[i][k] * A[i][k];
          %66 = affine.load %A[%i_p, %i_p] : memref<?x?xf64>
          %67 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
          %68 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
          %69 = arith.mulf %67, %68 : f64
          %70 = arith.subf %66, %69 : f64
          affine.store %70, %A[%i_p, %i_p] : memref<?x?xf64>
        }
      }
    }
    affine.for %i_p = affine_map<()[s0] -> (-((s0 - 1) mod 16) + s0 - 1)>()[%n] to %n {
      affine.for %c1_p = affine_map<()[s0] -> (-((s0 - 1) mod 16) + s0 - 1)>()[%n] to affine_map<(d0) -> (d0)>(%i_p) {
        // S1: A[i][j] /= A[j][j];
        %71 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
        %72 = affine.load %A[%c1_p, %c1_p] : memref<?x?xf64>
        %73 = arith.divf %71, %72 : f64
        affine.store %73, %A[%i_p, %c1_p] : memref<?x?xf64>
        affine.for %c0_p = affine_map<(d0) -> (d0 + 1)>(%c1_p) to affine_map<(d0) -> (d0)>(%i_p) {
          // S0: A[i][j] -= A[i][k] * A[j][k];
          %74 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
          %75 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
          %76 = affine.load %A[%c0_p, %c1_p] : memref<?x?xf64>
          %77 = arith.mulf %75, %76 : f64
          %78 = arith.subf %74, %77 : f64
          affine.store %78, %A[%i_p, %c0_p] : memref<?x?xf64>
        }
        // S3: A[i][i] -= A[i][k] * A[i][k];
        %79 = affine.load %A[%i_p, %i_p] : memref<?x?xf64>
        %80 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
        %81 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
        %82 = arith.mulf %80, %81 : f64
        %83 = arith.subf %79, %82 : f64
        affine.store %83, %A[%i_p, %i_p] : memref<?x?xf64>
      }
      // S4: A[i][i] = sqrt(A[i][i]);
      %84 = affine.load %A[%i_p, %i_p] : memref<?x?xf64>
      %85 = math.sqrt %84 : f64
      affine.store %85, %A[%i_p, %i_p] : memref<?x?xf64>
    }
  } else {
    affine.if affine_set<()[s0] : (47 - s0 >= 0)>()[%n] {
      affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 16 + 1)>()[%n] {
        affine.for %c1_t = 0 to affine_map<(d0) -> (d0 + 1)>(%i_t) {
          affine.for %c0_t = affine_map<(d0) -> (d0)>(%c1_t) to min affine_map<(d0, d1) -> (d0 + 1, -d0 + d1 + 3)>(%i_t, %c1_t) {
            affine.if affine_set<(d0) : (1 - d0 >= 0)>(%i_t) {
              affine.for %i_p = affine_map<(d0) -> (16 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 16 * d0 + 16)>(%i_t)[%n] {
                affine.for %c1_p = affine_map<(d0) -> (16 * d0)>(%c1_t) to min affine_map<(d0, d1) -> (16 * d0 + 16, d1)>(%c1_t, %i_p) {
                  affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%c0_t, %c1_t) {
                    // S1: A[i][j] /= A[j][j];
                    %86 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
                    %87 = affine.load %A[%c1_p, %c1_p] : memref<?x?xf64>
                    %88 = arith.divf %86, %87 : f64
                    affine.store %88, %A[%i_p, %c1_p] : memref<?x?xf64>
                  }
                  affine.for %c0_p = max affine_map<(d0, d1) -> (16 * d0, d1 + 1)>(%c0_t, %c1_p) to min affine_map<(d0, d1) -> (16 * d0 + 16, d1)>(%c0_t, %i_p) {
                    // S0: A[i][j] -= A[i][k] * A[j][k];
                    %89 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
                    %90 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
                    %91 = affine.load %A[%c0_p, %c1_p] : memref<?x?xf64>
                    %92 = arith.mulf %90, %91 : f64
                    %93 = arith.subf %89, %92 : f64
                    affine.store %93, %A[%i_p, %c0_p] : memref<?x?xf64>
                  }
                  affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%c0_t, %i_t) {
                    // S3: A[i][i] -= A[i][k] * A[i][k];
                    %94 = affine.load %A[%i_p, %i_p] : memref<?x?xf64>
                    %95 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
                    %96 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
                    %97 = arith.mulf %95, %96 : f64
                    %98 = arith.subf %94, %97 : f64
                    affine.store %98, %A[%i_p, %i_p] : memref<?x?xf64>
                  }
                }
                affine.if affine_set<(d0, d1, d2) : (d0 - d1 == 0, d2 - d1 == 0)>(%c1_t, %i_t, %c0_t) {
                  // S4: A[i][i] = sqrt(A[i][i]);
                  %99 = affine.load %A[%i_p, %i_p] : memref<?x?xf64>
                  %100 = math.sqrt %99 : f64
                  affine.store %100, %A[%i_p, %i_p] : memref<?x?xf64>
                }
              }
            } else {
              affine.for %i_p = 32 to %n {
                affine.for %c1_p = affine_map<(d0) -> (16 * d0)>(%c1_t) to min affine_map<(d0, d1) -> (16 * d0 + 16, d1)>(%c1_t, %i_p) {
                  // S1: A[i][j] /= A[j][j];
                  %101 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
                  %102 = affine.load %A[%c1_p, %c1_p] : memref<?x?xf64>
                  %103 = arith.divf %101, %102 : f64
                  affine.store %103, %A[%i_p, %c1_p] : memref<?x?xf64>
                  affine.for %c0_p = affine_map<(d0) -> (d0 + 1)>(%c1_p) to min affine_map<(d0, d1) -> (16 * d0 + 16, d1)>(%c1_t, %i_p) {
                    // S0: A[i][j] -= A[i][k] * A[j][k];
                    %104 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
                    %105 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
                    %106 = affine.load %A[%c0_p, %c1_p] : memref<?x?xf64>
                    %107 = arith.mulf %105, %106 : f64
                    %108 = arith.subf %104, %107 : f64
                    affine.store %108, %A[%i_p, %c0_p] : memref<?x?xf64>
                  }
                  affine.if affine_set<(d0) : (d0 - 2 == 0)>(%c1_t) {
                    // S3: A[i][i] -= A[i][k] * A[i][k];
                    %109 = affine.load %A[%i_p, %i_p] : memref<?x?xf64>
                    %110 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
                    %111 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
                    %112 = arith.mulf %110, %111 : f64
                    %113 = arith.subf %109, %112 : f64
                    affine.store %113, %A[%i_p, %i_p] : memref<?x?xf64>
                  }
                }
                affine.if affine_set<(d0) : (d0 - 2 == 0)>(%c1_t) {
                  // S4: A[i][i] = sqrt(A[i][i]);
                  %114 = affine.load %A[%i_p, %i_p] : memref<?x?xf64>
                  %115 = math.sqrt %114 : f64
                  affine.store %115, %A[%i_p, %i_p] : memref<?x?xf64>
                }
              }
            }
          }
          affine.if affine_set<(d0) : (d0 - 2 == 0)>(%i_t) {
            affine.for %c0_t = affine_map<(d0) -> (d0 + 1)>(%c1_t) to 3 {
              affine.for %i_p = 32 to %n {
                affine.for %c1_p = affine_map<(d0) -> (16 * d0)>(%c1_t) to affine_map<(d0) -> (16 * d0 + 16)>(%c1_t) {
                  affine.for %c0_p = affine_map<(d0) -> (16 * d0)>(%c0_t) to min affine_map<(d0, d1) -> (16 * d0 + 16, d1)>(%c0_t, %i_p) {
                    // S0: A[i][j] -= A[i][k] * A[j][k];
                    %116 = affine.load %A[%i_p, %c0_p] : memref<?x?xf64>
                    %117 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
                    %118 = affine.load %A[%c0_p, %c1_p] : memref<?x?xf64>
                    %119 = arith.mulf %117, %118 : f64
                    %120 = arith.subf %116, %119 : f64
                    affine.store %120, %A[%i_p, %c0_p] : memref<?x?xf64>
                  }
                  affine.if affine_set<(d0) : (d0 - 2 == 0)>(%c0_t) {
                    // S3: A[i][i] -= A[i][k] * A[i][k];
                    %121 = affine.load %A[%i_p, %i_p] : memref<?x?xf64>
                    %122 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
                    %123 = affine.load %A[%i_p, %c1_p] : memref<?x?xf64>
                    %124 = arith.mulf %122, %123 : f64
                    %125 = arith.subf %121, %124 : f64
                    affine.store %125, %A[%i_p, %i_p] : memref<?x?xf64>
                  }
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
// polyviz: kernel_cholesky, SCoP of lines 19-29
// recipe: assume_no_alias()
func.func @kernel_cholesky_scop(%n: index, %A: memref<?x?xf64>, %pv_d_after: memref<f64>) attributes {llvm.emit_c_interface} {
  %d = memref.alloca() : memref<f64>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      affine.for %k = 0 to affine_map<(d0) -> (d0)>(%j) {
        // S0: A[i][j] -= A[i][k] * A[j][k];
        %0 = affine.load %A[%i, %j] : memref<?x?xf64>
        %1 = affine.load %A[%i, %k] : memref<?x?xf64>
        %2 = affine.load %A[%j, %k] : memref<?x?xf64>
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
    // S2: d = A[i][i];
    %8 = affine.load %A[%i, %i] : memref<?x?xf64>
    affine.store %8, %d[] : memref<f64>
    affine.for %k = 0 to affine_map<(d0) -> (d0)>(%i) {
      // S3: d -= A[i][k] * A[i][k];
      %9 = affine.load %d[] : memref<f64>
      %10 = affine.load %A[%i, %k] : memref<?x?xf64>
      %11 = affine.load %A[%i, %k] : memref<?x?xf64>
      %12 = arith.mulf %10, %11 : f64
      %13 = arith.subf %9, %12 : f64
      affine.store %13, %d[] : memref<f64>
    }
    // S4: A[i][i] = sqrt(d);
    %14 = affine.load %d[] : memref<f64>
    %15 = math.sqrt %14 : f64
    affine.store %15, %A[%i, %i] : memref<?x?xf64>
  }
  %16 = affine.load %d[] : memref<f64>
  affine.store %16, %pv_d_after[] : memref<f64>
  return
}
// ==== recipe: tile(k@S3=4) ====
// polyviz: kernel_cholesky, SCoP of lines 19-29
// recipe: tile(k@S3=4)
func.func @kernel_cholesky_scop(%n: index, %A: memref<?x?xf64>, %pv_d_after: memref<f64>) attributes {llvm.emit_c_interface} {
  %d = memref.alloca() : memref<f64>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      affine.for %k = 0 to affine_map<(d0) -> (d0)>(%j) {
        // S0: A[i][j] -= A[i][k] * A[j][k];
        %0 = affine.load %A[%i, %j] : memref<?x?xf64>
        %1 = affine.load %A[%i, %k] : memref<?x?xf64>
        %2 = affine.load %A[%j, %k] : memref<?x?xf64>
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
    // S2: d = A[i][i];
    %8 = affine.load %A[%i, %i] : memref<?x?xf64>
    affine.store %8, %d[] : memref<f64>
    affine.for %k_t = 0 to affine_map<(d0) -> ((d0 - 1) floordiv 4 + 1)>(%i) {
      affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0, d1) -> (d0, 4 * d1 + 4)>(%i, %k_t) {
        // S3: d -= A[i][k] * A[i][k];
        %9 = affine.load %d[] : memref<f64>
        %10 = affine.load %A[%i, %k_p] : memref<?x?xf64>
        %11 = affine.load %A[%i, %k_p] : memref<?x?xf64>
        %12 = arith.mulf %10, %11 : f64
        %13 = arith.subf %9, %12 : f64
        affine.store %13, %d[] : memref<f64>
      }
    }
    // S4: A[i][i] = sqrt(d);
    %14 = affine.load %d[] : memref<f64>
    %15 = math.sqrt %14 : f64
    affine.store %15, %A[%i, %i] : memref<?x?xf64>
  }
  %16 = affine.load %d[] : memref<f64>
  affine.store %16, %pv_d_after[] : memref<f64>
  return
}
// ==== recipe: skew(j, i, 1); tile(k@S0=3) ====
// polyviz: kernel_cholesky, SCoP of lines 19-29
// recipe: skew(j, i, 1); tile(k@S0=3)
func.func @kernel_cholesky_scop(%n: index, %A: memref<?x?xf64>, %pv_d_after: memref<f64>) attributes {llvm.emit_c_interface} {
  %d = memref.alloca() : memref<f64>
  affine.for %i = 0 to %n {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0) -> (2 * d0)>(%i) {
      affine.for %k_t = 0 to affine_map<(d0, d1) -> ((-d0 + d1 - 1) floordiv 3 + 1)>(%i, %j) {
        affine.for %k_p = affine_map<(d0) -> (3 * d0)>(%k_t) to min affine_map<(d0, d1, d2) -> (-d0 + d1, 3 * d2 + 3)>(%i, %j, %k_t) {
          // S0: A[i][j] -= A[i][k] * A[j][k];
          %0 = affine.load %A[%i, (-%i + %j)] : memref<?x?xf64>
          %1 = affine.load %A[%i, %k_p] : memref<?x?xf64>
          %2 = affine.load %A[(-%i + %j), %k_p] : memref<?x?xf64>
          %3 = arith.mulf %1, %2 : f64
          %4 = arith.subf %0, %3 : f64
          affine.store %4, %A[%i, (-%i + %j)] : memref<?x?xf64>
        }
      }
      // S1: A[i][j] /= A[j][j];
      %5 = affine.load %A[%i, (-%i + %j)] : memref<?x?xf64>
      %6 = affine.load %A[(-%i + %j), (-%i + %j)] : memref<?x?xf64>
      %7 = arith.divf %5, %6 : f64
      affine.store %7, %A[%i, (-%i + %j)] : memref<?x?xf64>
    }
    // S2: d = A[i][i];
    %8 = affine.load %A[%i, %i] : memref<?x?xf64>
    affine.store %8, %d[] : memref<f64>
    affine.for %k = 0 to affine_map<(d0) -> (d0)>(%i) {
      // S3: d -= A[i][k] * A[i][k];
      %9 = affine.load %d[] : memref<f64>
      %10 = affine.load %A[%i, %k] : memref<?x?xf64>
      %11 = affine.load %A[%i, %k] : memref<?x?xf64>
      %12 = arith.mulf %10, %11 : f64
      %13 = arith.subf %9, %12 : f64
      affine.store %13, %d[] : memref<f64>
    }
    // S4: A[i][i] = sqrt(d);
    %14 = affine.load %d[] : memref<f64>
    %15 = math.sqrt %14 : f64
    affine.store %15, %A[%i, %i] : memref<?x?xf64>
  }
  %16 = affine.load %d[] : memref<f64>
  affine.store %16, %pv_d_after[] : memref<f64>
  return
}
// ==== recipe: stripmine(j, 3) ====
// polyviz: kernel_cholesky, SCoP of lines 19-29
// recipe: stripmine(j, 3)
func.func @kernel_cholesky_scop(%n: index, %A: memref<?x?xf64>, %pv_d_after: memref<f64>) attributes {llvm.emit_c_interface} {
  %d = memref.alloca() : memref<f64>
  affine.for %i = 0 to %n {
    affine.for %j_t = 0 to affine_map<(d0) -> ((d0 - 1) floordiv 3 + 1)>(%i) {
      affine.for %j_p = affine_map<(d0) -> (3 * d0)>(%j_t) to min affine_map<(d0, d1) -> (d0, 3 * d1 + 3)>(%i, %j_t) {
        affine.for %k = 0 to affine_map<(d0) -> (d0)>(%j_p) {
          // S0: A[i][j] -= A[i][k] * A[j][k];
          %0 = affine.load %A[%i, %j_p] : memref<?x?xf64>
          %1 = affine.load %A[%i, %k] : memref<?x?xf64>
          %2 = affine.load %A[%j_p, %k] : memref<?x?xf64>
          %3 = arith.mulf %1, %2 : f64
          %4 = arith.subf %0, %3 : f64
          affine.store %4, %A[%i, %j_p] : memref<?x?xf64>
        }
        // S1: A[i][j] /= A[j][j];
        %5 = affine.load %A[%i, %j_p] : memref<?x?xf64>
        %6 = affine.load %A[%j_p, %j_p] : memref<?x?xf64>
        %7 = arith.divf %5, %6 : f64
        affine.store %7, %A[%i, %j_p] : memref<?x?xf64>
      }
    }
    // S2: d = A[i][i];
    %8 = affine.load %A[%i, %i] : memref<?x?xf64>
    affine.store %8, %d[] : memref<f64>
    affine.for %k = 0 to affine_map<(d0) -> (d0)>(%i) {
      // S3: d -= A[i][k] * A[i][k];
      %9 = affine.load %d[] : memref<f64>
      %10 = affine.load %A[%i, %k] : memref<?x?xf64>
      %11 = affine.load %A[%i, %k] : memref<?x?xf64>
      %12 = arith.mulf %10, %11 : f64
      %13 = arith.subf %9, %12 : f64
      affine.store %13, %d[] : memref<f64>
    }
    // S4: A[i][i] = sqrt(d);
    %14 = affine.load %d[] : memref<f64>
    %15 = math.sqrt %14 : f64
    affine.store %15, %A[%i, %i] : memref<?x?xf64>
  }
  %16 = affine.load %d[] : memref<f64>
  affine.store %16, %pv_d_after[] : memref<f64>
  return
}
