// ==== recipe: (original) ====
// polyviz: kernel_tutorial_reversed, SCoP of lines 15-17
// recipe: (original schedule)
func.func @kernel_tutorial_reversed_scop(%n: index, %m: index, %S: memref<?x?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = affine_map<()[s0] -> (-s0 + 1)>()[%n] to 1 {
    affine.for %j = 0 to %m step 2 {
      // S0: S[i][j] = S[i + 1][j] + A[i][j];
      %0 = affine.load %S[(-%i) + 1, %j] : memref<?x?xf64>
      %1 = affine.load %A[(-%i), %j] : memref<?x?xf64>
      %2 = arith.addf %0, %1 : f64
      affine.store %2, %S[(-%i), %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_tutorial_reversed, SCoP of lines 15-17
// recipe: (original schedule)
func.func @kernel_tutorial_reversed_scop(%n: index, %m: index, %S: memref<?x?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = affine_map<()[s0] -> (-s0 + 1)>()[%n] to 1 {
    affine.for %j = 0 to %m step 2 {
      // S0: S[i][j] = S[i + 1][j] + A[i][j];
      %0 = affine.load %S[(-%i) + 1, %j] : memref<?x?xf64>
      %1 = affine.load %A[(-%i), %j] : memref<?x?xf64>
      %2 = arith.addf %0, %1 : f64
      affine.store %2, %S[(-%i), %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_tutorial_reversed, SCoP of lines 15-17
// recipe: assume_no_alias()
func.func @kernel_tutorial_reversed_scop(%n: index, %m: index, %S: memref<?x?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = affine_map<()[s0] -> (-s0 + 1)>()[%n] to 1 {
    affine.for %j = 0 to %m step 2 {
      // S0: S[i][j] = S[i + 1][j] + A[i][j];
      %0 = affine.load %S[(-%i) + 1, %j] : memref<?x?xf64>
      %1 = affine.load %A[(-%i), %j] : memref<?x?xf64>
      %2 = arith.addf %0, %1 : f64
      affine.store %2, %S[(-%i), %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: tile(i=4, j=3) ====
// polyviz: kernel_tutorial_reversed, SCoP of lines 15-17
// recipe: tile(i=4, j=3)
func.func @kernel_tutorial_reversed_scop(%n: index, %m: index, %S: memref<?x?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i_t = affine_map<()[s0] -> ((-s0 + 1) floordiv 4)>()[%n] to 1 {
    affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 3 + 1)>()[%m] {
      affine.for %i_p = max affine_map<(d0)[s0] -> (-s0 + 1, 4 * d0)>(%i_t)[%n] to min affine_map<(d0) -> (1, 4 * d0 + 4)>(%i_t) {
        affine.for %j_p = affine_map<(d0) -> (-((d0 + 1) mod 2) + 3 * d0 + 1)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 3 * d0 + 3)>(%j_t)[%m] step 2 {
          // S0: S[i][j] = S[i + 1][j] + A[i][j];
          %0 = affine.load %S[(-%i_p) + 1, %j_p] : memref<?x?xf64>
          %1 = affine.load %A[(-%i_p), %j_p] : memref<?x?xf64>
          %2 = arith.addf %0, %1 : f64
          affine.store %2, %S[(-%i_p), %j_p] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: skew(j, i, 1); tile(i=4, j=3) ====
// polyviz: kernel_tutorial_reversed, SCoP of lines 15-17
// recipe: skew(j, i, 1); tile(i=4, j=3)
func.func @kernel_tutorial_reversed_scop(%n: index, %m: index, %S: memref<?x?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i_t = affine_map<()[s0] -> ((-s0 + 1) floordiv 4)>()[%n] to 1 {
    affine.for %j_t = max affine_map<(d0)[s0] -> ((-s0 + 1) floordiv 3, d0 - ((-d0 + 2) floordiv 3))>(%i_t)[%n] to min affine_map<(d0)[s0] -> ((s0 - 1) floordiv 3 + 1, d0 + (s0 + d0 - 1) floordiv 3 + 2)>(%i_t)[%m] {
      affine.for %i_p = max affine_map<(d0, d1)[s0, s1] -> (-s0 + 1, 4 * d0, -s1 + 3 * d1 + 1)>(%i_t, %j_t)[%n, %m] to min affine_map<(d0, d1) -> (1, 4 * d0 + 4, 3 * d1 + 3)>(%i_t, %j_t) {
        affine.for %j_p = max affine_map<(d0, d1) -> (d0, -((3 * d1 - d0 + 3) mod 2) + 3 * d1 + 1)>(%i_p, %j_t) to min affine_map<(d0, d1)[s0] -> (3 * d0 + 3, s0 + d1)>(%j_t, %i_p)[%m] step 2 {
          // S0: S[i][j] = S[i + 1][j] + A[i][j];
          %0 = affine.load %S[(-%i_p) + 1, (-%i_p + %j_p)] : memref<?x?xf64>
          %1 = affine.load %A[(-%i_p), (-%i_p + %j_p)] : memref<?x?xf64>
          %2 = arith.addf %0, %1 : f64
          affine.store %2, %S[(-%i_p), (-%i_p + %j_p)] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: interchange(i, j); reverse(j) ====
// polyviz: kernel_tutorial_reversed, SCoP of lines 15-17
// recipe: interchange(i, j); reverse(j)
func.func @kernel_tutorial_reversed_scop(%n: index, %m: index, %S: memref<?x?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %j = affine_map<()[s0] -> ((-2) * s0 + 2 * (s0 floordiv 2) + 2)>()[%m] to 1 step 2 {
    affine.for %i = affine_map<()[s0] -> (-s0 + 1)>()[%n] to 1 {
      // S0: S[i][j] = S[i + 1][j] + A[i][j];
      %0 = affine.load %S[(-%i) + 1, (-%j)] : memref<?x?xf64>
      %1 = affine.load %A[(-%i), (-%j)] : memref<?x?xf64>
      %2 = arith.addf %0, %1 : f64
      affine.store %2, %S[(-%i), (-%j)] : memref<?x?xf64>
    }
  }
  return
}
