// ==== recipe: (original) ====
// polyviz: kernel_tutorial_stencil, SCoP of lines 13-15
// recipe: (original schedule)
func.func @kernel_tutorial_stencil_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 1 to %n {
    affine.for %j = 1 to %n {
      // S0: A[i][j] = A[i - 1][j] + A[i][j - 1];
      %0 = affine.load %A[%i - 1, %j] : memref<?x?xf64>
      %1 = affine.load %A[%i, %j - 1] : memref<?x?xf64>
      %2 = arith.addf %0, %1 : f64
      affine.store %2, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_tutorial_stencil, SCoP of lines 13-15
// recipe: (original schedule)
func.func @kernel_tutorial_stencil_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 1 to %n {
    affine.for %j = 1 to %n {
      // S0: A[i][j] = A[i - 1][j] + A[i][j - 1];
      %0 = affine.load %A[%i - 1, %j] : memref<?x?xf64>
      %1 = affine.load %A[%i, %j - 1] : memref<?x?xf64>
      %2 = arith.addf %0, %1 : f64
      affine.store %2, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_tutorial_stencil, SCoP of lines 13-15
// recipe: assume_no_alias()
func.func @kernel_tutorial_stencil_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 1 to %n {
    affine.for %j = 1 to %n {
      // S0: A[i][j] = A[i - 1][j] + A[i][j - 1];
      %0 = affine.load %A[%i - 1, %j] : memref<?x?xf64>
      %1 = affine.load %A[%i, %j - 1] : memref<?x?xf64>
      %2 = arith.addf %0, %1 : f64
      affine.store %2, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: tile(i=4, j=3) ====
// polyviz: kernel_tutorial_stencil, SCoP of lines 13-15
// recipe: tile(i=4, j=3)
func.func @kernel_tutorial_stencil_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%n] {
    affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 3 + 1)>()[%n] {
      affine.for %i_p = max affine_map<(d0) -> (1, 4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%n] {
        affine.for %j_p = max affine_map<(d0) -> (1, 3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 3 * d0 + 3)>(%j_t)[%n] {
          // S0: A[i][j] = A[i - 1][j] + A[i][j - 1];
          %0 = affine.load %A[%i_p - 1, %j_p] : memref<?x?xf64>
          %1 = affine.load %A[%i_p, %j_p - 1] : memref<?x?xf64>
          %2 = arith.addf %0, %1 : f64
          affine.store %2, %A[%i_p, %j_p] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: skew(j, i, 1); tile(i=4, j=3) ====
// polyviz: kernel_tutorial_stencil, SCoP of lines 13-15
// recipe: skew(j, i, 1); tile(i=4, j=3)
func.func @kernel_tutorial_stencil_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%n] {
    affine.for %j_t = affine_map<(d0) -> (d0 + (d0 + 1) floordiv 3)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - ((s0 + 1) floordiv 3), d0 + (s0 + d0 - 1) floordiv 3 + 2)>(%i_t)[%n] {
      affine.for %i_p = max affine_map<(d0, d1)[s0] -> (1, 4 * d0, -s0 + 3 * d1 + 1)>(%i_t, %j_t)[%n] to min affine_map<(d0, d1)[s0] -> (s0, 4 * d0 + 4, 3 * d1 + 2)>(%i_t, %j_t)[%n] {
        affine.for %j_p = max affine_map<(d0, d1) -> (3 * d0, d1 + 1)>(%j_t, %i_p) to min affine_map<(d0, d1)[s0] -> (3 * d0 + 3, s0 + d1)>(%j_t, %i_p)[%n] {
          // S0: A[i][j] = A[i - 1][j] + A[i][j - 1];
          %0 = affine.load %A[%i_p - 1, (-%i_p + %j_p)] : memref<?x?xf64>
          %1 = affine.load %A[%i_p, (-%i_p + %j_p) - 1] : memref<?x?xf64>
          %2 = arith.addf %0, %1 : f64
          affine.store %2, %A[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: interchange(i, j) ====
// polyviz: kernel_tutorial_stencil, SCoP of lines 13-15
// recipe: interchange(i, j)
func.func @kernel_tutorial_stencil_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %j = 1 to %n {
    affine.for %i = 1 to %n {
      // S0: A[i][j] = A[i - 1][j] + A[i][j - 1];
      %0 = affine.load %A[%i - 1, %j] : memref<?x?xf64>
      %1 = affine.load %A[%i, %j - 1] : memref<?x?xf64>
      %2 = arith.addf %0, %1 : f64
      affine.store %2, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: isl_schedule() ====
// polyviz: kernel_tutorial_stencil, SCoP of lines 13-15
// recipe: isl_schedule()
func.func @kernel_tutorial_stencil_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %c0 = 2 to affine_map<()[s0] -> (2 * s0 - 1)>()[%n] {
    affine.for %i = max affine_map<(d0)[s0] -> (1, -s0 + d0 + 1)>(%c0)[%n] to min affine_map<(d0)[s0] -> (s0, d0)>(%c0)[%n] {
      // S0: A[i][j] = A[i - 1][j] + A[i][j - 1];
      %0 = affine.load %A[%i - 1, (%c0 - %i)] : memref<?x?xf64>
      %1 = affine.load %A[%i, (%c0 - %i) - 1] : memref<?x?xf64>
      %2 = arith.addf %0, %1 : f64
      affine.store %2, %A[%i, (%c0 - %i)] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: wavefront(i, j); parallel(i) ====
// polyviz: kernel_tutorial_stencil, SCoP of lines 13-15
// recipe: wavefront(i, j); parallel(i)
func.func @kernel_tutorial_stencil_scop(%n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %w = 2 to affine_map<()[s0] -> (2 * s0 - 1)>()[%n] {
    affine.parallel (%i) = (max(1, -symbol(%n) + %w + 1)) to (min(symbol(%n), %w)) {
      // S0: A[i][j] = A[i - 1][j] + A[i][j - 1];
      %0 = affine.load %A[%i - 1, (%w - %i)] : memref<?x?xf64>
      %1 = affine.load %A[%i, (%w - %i) - 1] : memref<?x?xf64>
      %2 = arith.addf %0, %1 : f64
      affine.store %2, %A[%i, (%w - %i)] : memref<?x?xf64>
    }
  }
  return
}
