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
