// ==== recipe: (original) ====
// polyviz: kernel_jacobi_1d, SCoP of lines 14-19
// recipe: (original schedule)
func.func @kernel_jacobi_1d_scop(%tsteps: index, %n: index, %A: memref<?xf64>, %B: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tsteps {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      // S0: B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
      %0 = arith.constant 0.33333 : f64
      %1 = affine.load %A[%i - 1] : memref<?xf64>
      %2 = affine.load %A[%i] : memref<?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %A[%i + 1] : memref<?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = arith.mulf %0, %5 : f64
      affine.store %6, %B[%i] : memref<?xf64>
    }
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      // S1: A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
      %7 = arith.constant 0.33333 : f64
      %8 = affine.load %B[%i - 1] : memref<?xf64>
      %9 = affine.load %B[%i] : memref<?xf64>
      %10 = arith.addf %8, %9 : f64
      %11 = affine.load %B[%i + 1] : memref<?xf64>
      %12 = arith.addf %10, %11 : f64
      %13 = arith.mulf %7, %12 : f64
      affine.store %13, %A[%i] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_jacobi_1d, SCoP of lines 14-19
// recipe: vector_lanes()
func.func @kernel_jacobi_1d_scop(%tsteps: index, %n: index, %A: memref<?xf64>, %B: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tsteps {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      // S0: B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
      %0 = arith.constant 0.33333 : f64
      %1 = affine.load %A[%i - 1] : memref<?xf64>
      %2 = affine.load %A[%i] : memref<?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %A[%i + 1] : memref<?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = arith.mulf %0, %5 : f64
      affine.store %6, %B[%i] : memref<?xf64>
    }
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      // S1: A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
      %7 = arith.constant 0.33333 : f64
      %8 = affine.load %B[%i - 1] : memref<?xf64>
      %9 = affine.load %B[%i] : memref<?xf64>
      %10 = arith.addf %8, %9 : f64
      %11 = affine.load %B[%i + 1] : memref<?xf64>
      %12 = arith.addf %10, %11 : f64
      %13 = arith.mulf %7, %12 : f64
      affine.store %13, %A[%i] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_jacobi_1d, SCoP of lines 14-19
// recipe: assume_no_alias()
func.func @kernel_jacobi_1d_scop(%tsteps: index, %n: index, %A: memref<?xf64>, %B: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tsteps {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      // S0: B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
      %0 = arith.constant 0.33333 : f64
      %1 = affine.load %A[%i - 1] : memref<?xf64>
      %2 = affine.load %A[%i] : memref<?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %A[%i + 1] : memref<?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = arith.mulf %0, %5 : f64
      affine.store %6, %B[%i] : memref<?xf64>
    }
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      // S1: A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
      %7 = arith.constant 0.33333 : f64
      %8 = affine.load %B[%i - 1] : memref<?xf64>
      %9 = affine.load %B[%i] : memref<?xf64>
      %10 = arith.addf %8, %9 : f64
      %11 = affine.load %B[%i + 1] : memref<?xf64>
      %12 = arith.addf %10, %11 : f64
      %13 = arith.mulf %7, %12 : f64
      affine.store %13, %A[%i] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: tile(i@S0=4); tile(i@S1=3) ====
// polyviz: kernel_jacobi_1d, SCoP of lines 14-19
// recipe: tile(i@S0=4); tile(i@S1=3)
func.func @kernel_jacobi_1d_scop(%tsteps: index, %n: index, %A: memref<?xf64>, %B: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tsteps {
    affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 + 2) floordiv 4)>()[%n] {
      affine.for %i_p = max affine_map<(d0) -> (1, 4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 1, 4 * d0 + 4)>(%i_t)[%n] {
        // S0: B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
        %0 = arith.constant 0.33333 : f64
        %1 = affine.load %A[%i_p - 1] : memref<?xf64>
        %2 = affine.load %A[%i_p] : memref<?xf64>
        %3 = arith.addf %1, %2 : f64
        %4 = affine.load %A[%i_p + 1] : memref<?xf64>
        %5 = arith.addf %3, %4 : f64
        %6 = arith.mulf %0, %5 : f64
        affine.store %6, %B[%i_p] : memref<?xf64>
      }
    }
    affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 + 1) floordiv 3)>()[%n] {
      affine.for %i_p = max affine_map<(d0) -> (1, 3 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 1, 3 * d0 + 3)>(%i_t)[%n] {
        // S1: A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
        %7 = arith.constant 0.33333 : f64
        %8 = affine.load %B[%i_p - 1] : memref<?xf64>
        %9 = affine.load %B[%i_p] : memref<?xf64>
        %10 = arith.addf %8, %9 : f64
        %11 = affine.load %B[%i_p + 1] : memref<?xf64>
        %12 = arith.addf %10, %11 : f64
        %13 = arith.mulf %7, %12 : f64
        affine.store %13, %A[%i_p] : memref<?xf64>
      }
    }
  }
  return
}
// ==== recipe: skew(i@S0, t, 1); skew(i@S1, t, 1) ====
// polyviz: kernel_jacobi_1d, SCoP of lines 14-19
// recipe: skew(i@S0, t, 1); skew(i@S1, t, 1)
func.func @kernel_jacobi_1d_scop(%tsteps: index, %n: index, %A: memref<?xf64>, %B: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tsteps {
    affine.for %i = affine_map<(d0) -> (d0 + 1)>(%t) to affine_map<(d0)[s0] -> (s0 + d0 - 1)>(%t)[%n] {
      // S0: B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
      %0 = arith.constant 0.33333 : f64
      %1 = affine.load %A[(-%t + %i) - 1] : memref<?xf64>
      %2 = affine.load %A[(-%t + %i)] : memref<?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %A[(-%t + %i) + 1] : memref<?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = arith.mulf %0, %5 : f64
      affine.store %6, %B[(-%t + %i)] : memref<?xf64>
    }
    affine.for %i = affine_map<(d0) -> (d0 + 1)>(%t) to affine_map<(d0)[s0] -> (s0 + d0 - 1)>(%t)[%n] {
      // S1: A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
      %7 = arith.constant 0.33333 : f64
      %8 = affine.load %B[(-%t + %i) - 1] : memref<?xf64>
      %9 = affine.load %B[(-%t + %i)] : memref<?xf64>
      %10 = arith.addf %8, %9 : f64
      %11 = affine.load %B[(-%t + %i) + 1] : memref<?xf64>
      %12 = arith.addf %10, %11 : f64
      %13 = arith.mulf %7, %12 : f64
      affine.store %13, %A[(-%t + %i)] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: isl_schedule() ====
// polyviz: kernel_jacobi_1d, SCoP of lines 14-19
// recipe: isl_schedule()
func.func @kernel_jacobi_1d_scop(%tsteps: index, %n: index, %A: memref<?xf64>, %B: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tsteps {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      // S0: B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
      %0 = arith.constant 0.33333 : f64
      %1 = affine.load %A[%i - 1] : memref<?xf64>
      %2 = affine.load %A[%i] : memref<?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %A[%i + 1] : memref<?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = arith.mulf %0, %5 : f64
      affine.store %6, %B[%i] : memref<?xf64>
    }
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      // S1: A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
      %7 = arith.constant 0.33333 : f64
      %8 = affine.load %B[%i - 1] : memref<?xf64>
      %9 = affine.load %B[%i] : memref<?xf64>
      %10 = arith.addf %8, %9 : f64
      %11 = affine.load %B[%i + 1] : memref<?xf64>
      %12 = arith.addf %10, %11 : f64
      %13 = arith.mulf %7, %12 : f64
      affine.store %13, %A[%i] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: skew(i@S0, t, 1) ====
// polyviz: kernel_jacobi_1d, SCoP of lines 14-19
// recipe: skew(i@S0, t, 1)
func.func @kernel_jacobi_1d_scop(%tsteps: index, %n: index, %A: memref<?xf64>, %B: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tsteps {
    affine.for %i = affine_map<(d0) -> (d0 + 1)>(%t) to affine_map<(d0)[s0] -> (s0 + d0 - 1)>(%t)[%n] {
      // S0: B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
      %0 = arith.constant 0.33333 : f64
      %1 = affine.load %A[(-%t + %i) - 1] : memref<?xf64>
      %2 = affine.load %A[(-%t + %i)] : memref<?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %A[(-%t + %i) + 1] : memref<?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = arith.mulf %0, %5 : f64
      affine.store %6, %B[(-%t + %i)] : memref<?xf64>
    }
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      // S1: A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
      %7 = arith.constant 0.33333 : f64
      %8 = affine.load %B[%i - 1] : memref<?xf64>
      %9 = affine.load %B[%i] : memref<?xf64>
      %10 = arith.addf %8, %9 : f64
      %11 = affine.load %B[%i + 1] : memref<?xf64>
      %12 = arith.addf %10, %11 : f64
      %13 = arith.mulf %7, %12 : f64
      affine.store %13, %A[%i] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: fuse(i@S0, i@S1); skew(i, t, 2); tile(t=4, i=4) ====
// polyviz: kernel_jacobi_1d, SCoP of lines 14-19
// recipe: shift(S1, i@S1, 1); fuse(i@S0, i@S1); skew(i, t, 2); tile(t=4, i=4)
func.func @kernel_jacobi_1d_scop(%tsteps: index, %n: index, %A: memref<?xf64>, %B: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.if affine_set<()[s0] : (s0 - 3 >= 0)>()[%n] {
    affine.for %t_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%tsteps] {
      affine.for %i_t = affine_map<(d0) -> (2 * d0)>(%t_t) to min affine_map<(d0)[s0, s1] -> (2 * d0 + (s0 + 1) floordiv 4 + 2, (2 * s1 + s0 + 1) floordiv 4)>(%t_t)[%n, %tsteps] {
        affine.for %t_p = max affine_map<(d0, d1)[s0] -> (4 * d0, -s0 + 2 * d1 + s0 floordiv 2 + 1)>(%t_t, %i_t)[%n] to min affine_map<(d0, d1)[s0] -> (s0, 4 * d0 + 4, 2 * d1 + 2)>(%t_t, %i_t)[%tsteps] {
          affine.for %i_p = max affine_map<(d0, d1) -> (4 * d0, 2 * d1 + 1)>(%i_t, %t_p) to min affine_map<(d0, d1)[s0] -> (4 * d0 + 4, s0 + 2 * d1)>(%i_t, %t_p)[%n] {
            affine.if affine_set<(d0, d1)[s0] : (s0 + 2 * d1 - (d0 + 2) >= 0)>(%i_p, %t_p)[%n] {
              // S0: B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
              %0 = arith.constant 0.33333 : f64
              %1 = affine.load %A[((-2) * %t_p + %i_p) - 1] : memref<?xf64>
              %2 = affine.load %A[((-2) * %t_p + %i_p)] : memref<?xf64>
              %3 = arith.addf %1, %2 : f64
              %4 = affine.load %A[((-2) * %t_p + %i_p) + 1] : memref<?xf64>
              %5 = arith.addf %3, %4 : f64
              %6 = arith.mulf %0, %5 : f64
              affine.store %6, %B[((-2) * %t_p + %i_p)] : memref<?xf64>
            }
            affine.if affine_set<(d0, d1) : (d1 - (2 * d0 + 2) >= 0)>(%t_p, %i_p) {
              // S1: A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
              %7 = arith.constant 0.33333 : f64
              %8 = affine.load %B[((-2) * %t_p + %i_p - 1) - 1] : memref<?xf64>
              %9 = affine.load %B[((-2) * %t_p + %i_p - 1)] : memref<?xf64>
              %10 = arith.addf %8, %9 : f64
              %11 = affine.load %B[((-2) * %t_p + %i_p - 1) + 1] : memref<?xf64>
              %12 = arith.addf %10, %11 : f64
              %13 = arith.mulf %7, %12 : f64
              affine.store %13, %A[((-2) * %t_p + %i_p - 1)] : memref<?xf64>
            }
          }
        }
      }
    }
  }
  return
}
// ==== recipe: shift(S1, i@S1, 1); fuse(i@S0, i@S1); skew(i, t, 2); wavefront(t, i); parallel(t) ====
// polyviz: kernel_jacobi_1d, SCoP of lines 14-19
// recipe: shift(S1, i@S1, 1); fuse(i@S0, i@S1); skew(i, t, 2); wavefront(t, i); parallel(t)
func.func @kernel_jacobi_1d_scop(%tsteps: index, %n: index, %A: memref<?xf64>, %B: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.if affine_set<()[s0] : (s0 - 3 >= 0)>()[%n] {
    affine.for %w = 1 to affine_map<()[s0, s1] -> (3 * s0 + s1 - 3)>()[%tsteps, %n] {
      affine.parallel (%t) = (max(0, (-symbol(%n) + %w) floordiv 3 + 1)) to (min(symbol(%tsteps), (%w - 1) floordiv 3 + 1)) {
        affine.if affine_set<(d0, d1)[s0] : (s0 + 3 * d1 - (d0 + 2) >= 0)>(%w, %t)[%n] {
          // S0: B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
          %0 = arith.constant 0.33333 : f64
          %1 = affine.load %A[(%w - (3 * %t)) - 1] : memref<?xf64>
          %2 = affine.load %A[(%w - (3 * %t))] : memref<?xf64>
          %3 = arith.addf %1, %2 : f64
          %4 = affine.load %A[(%w - (3 * %t)) + 1] : memref<?xf64>
          %5 = arith.addf %3, %4 : f64
          %6 = arith.mulf %0, %5 : f64
          affine.store %6, %B[(%w - (3 * %t))] : memref<?xf64>
        }
        affine.if affine_set<(d0, d1) : (d1 - (3 * d0 + 2) >= 0)>(%t, %w) {
          // S1: A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
          %7 = arith.constant 0.33333 : f64
          %8 = affine.load %B[(%w - (3 * %t) - 1) - 1] : memref<?xf64>
          %9 = affine.load %B[(%w - (3 * %t) - 1)] : memref<?xf64>
          %10 = arith.addf %8, %9 : f64
          %11 = affine.load %B[(%w - (3 * %t) - 1) + 1] : memref<?xf64>
          %12 = arith.addf %10, %11 : f64
          %13 = arith.mulf %7, %12 : f64
          affine.store %13, %A[(%w - (3 * %t) - 1)] : memref<?xf64>
        }
      }
    }
  }
  return
}
