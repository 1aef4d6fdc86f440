// ==== recipe: (original) ====
// polyviz: kernel_mvt, SCoP of lines 20-25
// recipe: (original schedule)
func.func @kernel_mvt_scop(%n: index, %x1: memref<?xf64>, %x2: memref<?xf64>, %y_1: memref<?xf64>, %y_2: memref<?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      // S0: x1[i] = x1[i] + A[i][j] * y_1[j];
      %0 = affine.load %x1[%i] : memref<?xf64>
      %1 = affine.load %A[%i, %j] : memref<?x?xf64>
      %2 = affine.load %y_1[%j] : memref<?xf64>
      %3 = arith.mulf %1, %2 : f64
      %4 = arith.addf %0, %3 : f64
      affine.store %4, %x1[%i] : memref<?xf64>
    }
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      // S1: x2[i] = x2[i] + A[j][i] * y_2[j];
      %5 = affine.load %x2[%i] : memref<?xf64>
      %6 = affine.load %A[%j, %i] : memref<?x?xf64>
      %7 = affine.load %y_2[%j] : memref<?xf64>
      %8 = arith.mulf %6, %7 : f64
      %9 = arith.addf %5, %8 : f64
      affine.store %9, %x2[%i] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_mvt, SCoP of lines 20-25
// recipe: permute(j@S1, i@S1); parallel(i@S0)
func.func @kernel_mvt_scop(%n: index, %x1: memref<?xf64>, %x2: memref<?xf64>, %y_1: memref<?xf64>, %y_2: memref<?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.parallel (%i) = (0) to (symbol(%n)) {
    affine.for %j = 0 to %n {
      // S0: x1[i] = x1[i] + A[i][j] * y_1[j];
      %0 = affine.load %x1[%i] : memref<?xf64>
      %1 = affine.load %A[%i, %j] : memref<?x?xf64>
      %2 = affine.load %y_1[%j] : memref<?xf64>
      %3 = arith.mulf %1, %2 : f64
      %4 = arith.addf %0, %3 : f64
      affine.store %4, %x1[%i] : memref<?xf64>
    }
  }
  affine.for %j = 0 to %n {
    affine.for %i = 0 to %n {
      // S1: x2[i] = x2[i] + A[j][i] * y_2[j];
      %5 = affine.load %x2[%i] : memref<?xf64>
      %6 = affine.load %A[%j, %i] : memref<?x?xf64>
      %7 = affine.load %y_2[%j] : memref<?xf64>
      %8 = arith.mulf %6, %7 : f64
      %9 = arith.addf %5, %8 : f64
      affine.store %9, %x2[%i] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_mvt, SCoP of lines 20-25
// recipe: assume_no_alias()
func.func @kernel_mvt_scop(%n: index, %x1: memref<?xf64>, %x2: memref<?xf64>, %y_1: memref<?xf64>, %y_2: memref<?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      // S0: x1[i] = x1[i] + A[i][j] * y_1[j];
      %0 = affine.load %x1[%i] : memref<?xf64>
      %1 = affine.load %A[%i, %j] : memref<?x?xf64>
      %2 = affine.load %y_1[%j] : memref<?xf64>
      %3 = arith.mulf %1, %2 : f64
      %4 = arith.addf %0, %3 : f64
      affine.store %4, %x1[%i] : memref<?xf64>
    }
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      // S1: x2[i] = x2[i] + A[j][i] * y_2[j];
      %5 = affine.load %x2[%i] : memref<?xf64>
      %6 = affine.load %A[%j, %i] : memref<?x?xf64>
      %7 = affine.load %y_2[%j] : memref<?xf64>
      %8 = arith.mulf %6, %7 : f64
      %9 = arith.addf %5, %8 : f64
      affine.store %9, %x2[%i] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: tile(i@S0=4, j@S0=3); parallel(i_t@S0) ====
// polyviz: kernel_mvt, SCoP of lines 20-25
// recipe: tile(i@S0=4, j@S0=3); parallel(i_t@S0)
func.func @kernel_mvt_scop(%n: index, %x1: memref<?xf64>, %x2: memref<?xf64>, %y_1: memref<?xf64>, %y_2: memref<?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.parallel (%i_t) = (0) to ((symbol(%n) - 1) floordiv 4 + 1) {
    affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 3 + 1)>()[%n] {
      affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%n] {
        affine.for %j_p = affine_map<(d0) -> (3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 3 * d0 + 3)>(%j_t)[%n] {
          // S0: x1[i] = x1[i] + A[i][j] * y_1[j];
          %0 = affine.load %x1[%i_p] : memref<?xf64>
          %1 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
          %2 = affine.load %y_1[%j_p] : memref<?xf64>
          %3 = arith.mulf %1, %2 : f64
          %4 = arith.addf %0, %3 : f64
          affine.store %4, %x1[%i_p] : memref<?xf64>
        }
      }
    }
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      // S1: x2[i] = x2[i] + A[j][i] * y_2[j];
      %5 = affine.load %x2[%i] : memref<?xf64>
      %6 = affine.load %A[%j, %i] : memref<?x?xf64>
      %7 = affine.load %y_2[%j] : memref<?xf64>
      %8 = arith.mulf %6, %7 : f64
      %9 = arith.addf %5, %8 : f64
      affine.store %9, %x2[%i] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: skew(j@S0, i@S0, 1); tile(i@S0=4, j@S0=3) ====
// polyviz: kernel_mvt, SCoP of lines 20-25
// recipe: skew(j@S0, i@S0, 1); tile(i@S0=4, j@S0=3)
func.func @kernel_mvt_scop(%n: index, %x1: memref<?xf64>, %x2: memref<?xf64>, %y_1: memref<?xf64>, %y_2: memref<?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%n] {
    affine.for %j_t = affine_map<(d0) -> (d0 + d0 floordiv 3)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - ((s0 + 1) floordiv 3), d0 + (s0 + d0 - 1) floordiv 3 + 2)>(%i_t)[%n] {
      affine.for %i_p = max affine_map<(d0, d1)[s0] -> (4 * d0, -s0 + 3 * d1 + 1)>(%i_t, %j_t)[%n] to min affine_map<(d0, d1)[s0] -> (s0, 4 * d0 + 4, 3 * d1 + 3)>(%i_t, %j_t)[%n] {
        affine.for %j_p = max affine_map<(d0, d1) -> (3 * d0, d1)>(%j_t, %i_p) to min affine_map<(d0, d1)[s0] -> (3 * d0 + 3, s0 + d1)>(%j_t, %i_p)[%n] {
          // S0: x1[i] = x1[i] + A[i][j] * y_1[j];
          %0 = affine.load %x1[%i_p] : memref<?xf64>
          %1 = affine.load %A[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
          %2 = affine.load %y_1[(-%i_p + %j_p)] : memref<?xf64>
          %3 = arith.mulf %1, %2 : f64
          %4 = arith.addf %0, %3 : f64
          affine.store %4, %x1[%i_p] : memref<?xf64>
        }
      }
    }
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      // S1: x2[i] = x2[i] + A[j][i] * y_2[j];
      %5 = affine.load %x2[%i] : memref<?xf64>
      %6 = affine.load %A[%j, %i] : memref<?x?xf64>
      %7 = affine.load %y_2[%j] : memref<?xf64>
      %8 = arith.mulf %6, %7 : f64
      %9 = arith.addf %5, %8 : f64
      affine.store %9, %x2[%i] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: fuse(i@S0, i@S1); distribute(i) ====
// polyviz: kernel_mvt, SCoP of lines 20-25
// recipe: fuse(i@S0, i@S1); distribute(i)
func.func @kernel_mvt_scop(%n: index, %x1: memref<?xf64>, %x2: memref<?xf64>, %y_1: memref<?xf64>, %y_2: memref<?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      // S0: x1[i] = x1[i] + A[i][j] * y_1[j];
      %0 = affine.load %x1[%i] : memref<?xf64>
      %1 = affine.load %A[%i, %j] : memref<?x?xf64>
      %2 = affine.load %y_1[%j] : memref<?xf64>
      %3 = arith.mulf %1, %2 : f64
      %4 = arith.addf %0, %3 : f64
      affine.store %4, %x1[%i] : memref<?xf64>
    }
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      // S1: x2[i] = x2[i] + A[j][i] * y_2[j];
      %5 = affine.load %x2[%i] : memref<?xf64>
      %6 = affine.load %A[%j, %i] : memref<?x?xf64>
      %7 = affine.load %y_2[%j] : memref<?xf64>
      %8 = arith.mulf %6, %7 : f64
      %9 = arith.addf %5, %8 : f64
      affine.store %9, %x2[%i] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: assume_no_alias(); permute(j@S1, i@S1); parallel(i@S0) ====
// polyviz: kernel_mvt, SCoP of lines 20-25
// recipe: assume_no_alias(); permute(j@S1, i@S1); parallel(i@S0)
func.func @kernel_mvt_scop(%n: index, %x1: memref<?xf64>, %x2: memref<?xf64>, %y_1: memref<?xf64>, %y_2: memref<?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.parallel (%i) = (0) to (symbol(%n)) {
    affine.for %j = 0 to %n {
      // S0: x1[i] = x1[i] + A[i][j] * y_1[j];
      %0 = affine.load %x1[%i] : memref<?xf64>
      %1 = affine.load %A[%i, %j] : memref<?x?xf64>
      %2 = affine.load %y_1[%j] : memref<?xf64>
      %3 = arith.mulf %1, %2 : f64
      %4 = arith.addf %0, %3 : f64
      affine.store %4, %x1[%i] : memref<?xf64>
    }
  }
  affine.for %j = 0 to %n {
    affine.for %i = 0 to %n {
      // S1: x2[i] = x2[i] + A[j][i] * y_2[j];
      %5 = affine.load %x2[%i] : memref<?xf64>
      %6 = affine.load %A[%j, %i] : memref<?x?xf64>
      %7 = affine.load %y_2[%j] : memref<?xf64>
      %8 = arith.mulf %6, %7 : f64
      %9 = arith.addf %5, %8 : f64
      affine.store %9, %x2[%i] : memref<?xf64>
    }
  }
  return
}
