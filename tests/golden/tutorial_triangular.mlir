// ==== recipe: (original) ====
// polyviz: kernel_tutorial_triangular, SCoP of lines 14-17
// recipe: (original schedule)
func.func @kernel_tutorial_triangular_scop(%n: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 1 to affine_map<()[s0] -> (s0 + 1)>()[%n] {
    affine.for %j = 1 to affine_map<(d0)[s0] -> (s0 - d0 + 2)>(%i)[%n] {
      // S0: A[i][j] = A[i][j] + B[i][j];
      %0 = affine.load %A[%i, %j] : memref<?x?xf64>
      %1 = affine.load %B[%i, %j] : memref<?x?xf64>
      %2 = arith.addf %0, %1 : f64
      affine.store %2, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_tutorial_triangular, SCoP of lines 14-17
// recipe: (original schedule)
func.func @kernel_tutorial_triangular_scop(%n: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 1 to affine_map<()[s0] -> (s0 + 1)>()[%n] {
    affine.for %j = 1 to affine_map<(d0)[s0] -> (s0 - d0 + 2)>(%i)[%n] {
      // S0: A[i][j] = A[i][j] + B[i][j];
      %0 = affine.load %A[%i, %j] : memref<?x?xf64>
      %1 = affine.load %B[%i, %j] : memref<?x?xf64>
      %2 = arith.addf %0, %1 : f64
      affine.store %2, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_tutorial_triangular, SCoP of lines 14-17
// recipe: assume_no_alias()
func.func @kernel_tutorial_triangular_scop(%n: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 1 to affine_map<()[s0] -> (s0 + 1)>()[%n] {
    affine.for %j = 1 to affine_map<(d0)[s0] -> (s0 - d0 + 2)>(%i)[%n] {
      // S0: A[i][j] = A[i][j] + B[i][j];
      %0 = affine.load %A[%i, %j] : memref<?x?xf64>
      %1 = affine.load %B[%i, %j] : memref<?x?xf64>
      %2 = arith.addf %0, %1 : f64
      affine.store %2, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: tile(i=4, j=3) ====
// polyviz: kernel_tutorial_triangular, SCoP of lines 14-17
// recipe: tile(i=4, j=3)
func.func @kernel_tutorial_triangular_scop(%n: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i_t = 0 to affine_map<()[s0] -> (s0 floordiv 4 + 1)>()[%n] {
    affine.for %j_t = 0 to min affine_map<(d0)[s0] -> (s0 floordiv 3 + 1, -d0 + (s0 - d0 + 1) floordiv 3 + 1)>(%i_t)[%n] {
      affine.for %i_p = max affine_map<(d0) -> (1, 4 * d0)>(%i_t) to min affine_map<(d0, d1)[s0] -> (s0 + 1, 4 * d0 + 4, s0 - (3 * d1) + 2)>(%i_t, %j_t)[%n] {
        affine.for %j_p = max affine_map<(d0) -> (1, 3 * d0)>(%j_t) to min affine_map<(d0, d1)[s0] -> (3 * d0 + 3, s0 - d1 + 2)>(%j_t, %i_p)[%n] {
          // S0: A[i][j] = A[i][j] + B[i][j];
          %0 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
          %1 = affine.load %B[%i_p, %j_p] : memref<?x?xf64>
          %2 = arith.addf %0, %1 : f64
          affine.store %2, %A[%i_p, %j_p] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: skew(j, i, 1); tile(i=4, j=3) ====
// polyviz: kernel_tutorial_triangular, SCoP of lines 14-17
// recipe: skew(j, i, 1); tile(i=4, j=3)
func.func @kernel_tutorial_triangular_scop(%n: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i_t = 0 to affine_map<()[s0] -> (s0 floordiv 4 + 1)>()[%n] {
    affine.for %j_t = affine_map<(d0) -> (d0 + (d0 + 1) floordiv 3)>(%i_t) to affine_map<()[s0] -> ((s0 + 1) floordiv 3 + 1)>()[%n] {
      affine.for %i_p = max affine_map<(d0) -> (1, 4 * d0)>(%i_t) to min affine_map<(d0, d1)[s0] -> (s0 + 1, 4 * d0 + 4, 3 * d1 + 2)>(%i_t, %j_t)[%n] {
        affine.for %j_p = max affine_map<(d0, d1) -> (3 * d0, d1 + 1)>(%j_t, %i_p) to min affine_map<(d0)[s0] -> (s0 + 2, 3 * d0 + 3)>(%j_t)[%n] {
          // S0: A[i][j] = A[i][j] + B[i][j];
          %0 = affine.load %A[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
          %1 = affine.load %B[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
          %2 = arith.addf %0, %1 : f64
          affine.store %2, %A[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: tile(i=3, j=3) ====
// polyviz: kernel_tutorial_triangular, SCoP of lines 14-17
// recipe: tile(i=3, j=3)
func.func @kernel_tutorial_triangular_scop(%n: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i_t = 0 to affine_map<()[s0] -> (s0 floordiv 3 + 1)>()[%n] {
    affine.for %j_t = 0 to min affine_map<(d0)[s0] -> (s0 floordiv 3 + 1, -d0 + (s0 + 1) floordiv 3 + 1)>(%i_t)[%n] {
      affine.for %i_p = max affine_map<(d0) -> (1, 3 * d0)>(%i_t) to min affine_map<(d0, d1)[s0] -> (s0 + 1, 3 * d0 + 3, s0 - (3 * d1) + 2)>(%i_t, %j_t)[%n] {
        affine.for %j_p = max affine_map<(d0) -> (1, 3 * d0)>(%j_t) to min affine_map<(d0, d1)[s0] -> (3 * d0 + 3, s0 - d1 + 2)>(%j_t, %i_p)[%n] {
          // S0: A[i][j] = A[i][j] + B[i][j];
          %0 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
          %1 = affine.load %B[%i_p, %j_p] : memref<?x?xf64>
          %2 = arith.addf %0, %1 : f64
          affine.store %2, %A[%i_p, %j_p] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
