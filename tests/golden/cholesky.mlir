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
// recipe: isl_schedule()
func.func @kernel_cholesky_scop(%n: index, %A: memref<?x?xf64>, %pv_d_after: memref<f64>) attributes {llvm.emit_c_interface} {
  %d = memref.alloca() : memref<f64>
  affine.for %c0 = 0 to %n {
    // S2: d = A[i][i];
    %0 = affine.load %A[%c0, %c0] : memref<?x?xf64>
    affine.store %0, %d[] : memref<f64>
    affine.for %k = 0 to affine_map<(d0) -> (d0)>(%c0) {
      // S3: d -= A[i][k] * A[i][k];
      %1 = affine.load %d[] : memref<f64>
      %2 = affine.load %A[%c0, %k] : memref<?x?xf64>
      %3 = affine.load %A[%c0, %k] : memref<?x?xf64>
      %4 = arith.mulf %2, %3 : f64
      %5 = arith.subf %1, %4 : f64
      affine.store %5, %d[] : memref<f64>
    }
    // S4: A[i][i] = sqrt(d);
    %6 = affine.load %d[] : memref<f64>
    %7 = math.sqrt %6 : f64
    affine.store %7, %A[%c0, %c0] : memref<?x?xf64>
    affine.for %i = affine_map<(d0) -> (d0 + 1)>(%c0) to %n {
      // S1: A[i][j] /= A[j][j];
      %8 = affine.load %A[%i, %c0] : memref<?x?xf64>
      %9 = affine.load %A[%c0, %c0] : memref<?x?xf64>
      %10 = arith.divf %8, %9 : f64
      affine.store %10, %A[%i, %c0] : memref<?x?xf64>
    }
    affine.for %i = affine_map<(d0) -> (d0 + 2)>(%c0) to %n {
      affine.for %j = affine_map<(d0) -> (d0 + 1)>(%c0) to affine_map<(d0) -> (d0)>(%i) {
        // S0: A[i][j] -= A[i][k] * A[j][k];
        %11 = affine.load %A[%i, %j] : memref<?x?xf64>
        %12 = affine.load %A[%i, %c0] : memref<?x?xf64>
        %13 = affine.load %A[%j, %c0] : memref<?x?xf64>
        %14 = arith.mulf %12, %13 : f64
        %15 = arith.subf %11, %14 : f64
        affine.store %15, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  %16 = affine.load %d[] : memref<f64>
  affine.store %16, %pv_d_after[] : memref<f64>
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
