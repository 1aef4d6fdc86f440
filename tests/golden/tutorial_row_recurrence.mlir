// ==== recipe: (original) ====
// polyviz: kernel_tutorial_row_recurrence, SCoP of lines 10-12
// recipe: (original schedule)
func.func @kernel_tutorial_row_recurrence_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    affine.for %j = 1 to %n {
      // S0: A[i][j] = A[i][j - 1];
      %0 = affine.load %A[%i, %j - 1] : memref<?x?xf64>
      affine.store %0, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_tutorial_row_recurrence, SCoP of lines 10-12
// recipe: parallel(i)
func.func @kernel_tutorial_row_recurrence_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.parallel (%i) = (0) to (symbol(%n)) {
    affine.for %j = 1 to %n {
      // S0: A[i][j] = A[i][j - 1];
      %0 = affine.load %A[%i, %j - 1] : memref<?x?xf64>
      affine.store %0, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_tutorial_row_recurrence, SCoP of lines 10-12
// recipe: assume_no_alias()
func.func @kernel_tutorial_row_recurrence_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    affine.for %j = 1 to %n {
      // S0: A[i][j] = A[i][j - 1];
      %0 = affine.load %A[%i, %j - 1] : memref<?x?xf64>
      affine.store %0, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: tile(i=4, j=3) ====
// polyviz: kernel_tutorial_row_recurrence, SCoP of lines 10-12
// recipe: tile(i=4, j=3)
func.func @kernel_tutorial_row_recurrence_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%n] {
    affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 3 + 1)>()[%n] {
      affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%n] {
        affine.for %j_p = max affine_map<(d0) -> (1, 3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 3 * d0 + 3)>(%j_t)[%n] {
          // S0: A[i][j] = A[i][j - 1];
          %0 = affine.load %A[%i_p, %j_p - 1] : memref<?x?xf64>
          affine.store %0, %A[%i_p, %j_p] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: skew(j, i, 2); tile(i=4, j=3) ====
// polyviz: kernel_tutorial_row_recurrence, SCoP of lines 10-12
// recipe: skew(j, i, 2); tile(i=4, j=3)
func.func @kernel_tutorial_row_recurrence_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%n] {
    affine.for %j_t = affine_map<(d0) -> (3 * d0 - ((d0 + 1) floordiv 3))>(%i_t) to min affine_map<(d0)[s0] -> (s0, 3 * d0 + (s0 - d0 - 1) floordiv 3 + 3)>(%i_t)[%n] {
      affine.for %i_p = max affine_map<(d0, d1)[s0] -> (4 * d0, -s0 + d1 + (s0 + d1) floordiv 2 + 1)>(%i_t, %j_t)[%n] to min affine_map<(d0, d1)[s0] -> (s0, 4 * d0 + 4, d1 + (d1 + 1) floordiv 2 + 1)>(%i_t, %j_t)[%n] {
        affine.for %j_p = max affine_map<(d0, d1) -> (3 * d0, 2 * d1 + 1)>(%j_t, %i_p) to min affine_map<(d0, d1)[s0] -> (3 * d0 + 3, s0 + 2 * d1)>(%j_t, %i_p)[%n] {
          // S0: A[i][j] = A[i][j - 1];
          %0 = affine.load %A[%i_p, ((-2) * %i_p + %j_p) - 1] : memref<?x?xf64>
          affine.store %0, %A[%i_p, ((-2) * %i_p + %j_p)] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: interchange(i, j); parallel(i) ====
// polyviz: kernel_tutorial_row_recurrence, SCoP of lines 10-12
// recipe: interchange(i, j); parallel(i)
func.func @kernel_tutorial_row_recurrence_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %j = 1 to %n {
    affine.parallel (%i) = (0) to (symbol(%n)) {
      // S0: A[i][j] = A[i][j - 1];
      %0 = affine.load %A[%i, %j - 1] : memref<?x?xf64>
      affine.store %0, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
