// ==== recipe: (original) ====
// polyviz: kernel_jacobi_2d, SCoP of lines 15-24
// recipe: (original schedule)
func.func @kernel_jacobi_2d_scop(%tsteps: index, %n: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tsteps {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        // S0: B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
        %0 = arith.constant 0.2 : f64
        %1 = affine.load %A[%i, %j] : memref<?x?xf64>
        %2 = affine.load %A[%i, %j - 1] : memref<?x?xf64>
        %3 = arith.addf %1, %2 : f64
        %4 = affine.load %A[%i, %j + 1] : memref<?x?xf64>
        %5 = arith.addf %3, %4 : f64
        %6 = affine.load %A[%i + 1, %j] : memref<?x?xf64>
        %7 = arith.addf %5, %6 : f64
        %8 = affine.load %A[%i - 1, %j] : memref<?x?xf64>
        %9 = arith.addf %7, %8 : f64
        %10 = arith.mulf %0, %9 : f64
        affine.store %10, %B[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        // S1: A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
        %11 = arith.constant 0.2 : f64
        %12 = affine.load %B[%i, %j] : memref<?x?xf64>
        %13 = affine.load %B[%i, %j - 1] : memref<?x?xf64>
        %14 = arith.addf %12, %13 : f64
        %15 = affine.load %B[%i, %j + 1] : memref<?x?xf64>
        %16 = arith.addf %14, %15 : f64
        %17 = affine.load %B[%i + 1, %j] : memref<?x?xf64>
        %18 = arith.addf %16, %17 : f64
        %19 = affine.load %B[%i - 1, %j] : memref<?x?xf64>
        %20 = arith.addf %18, %19 : f64
        %21 = arith.mulf %11, %20 : f64
        affine.store %21, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_jacobi_2d, SCoP of lines 15-24
// recipe: shift(S1, i@S1, 1); fuse(i@S0, i@S1); fuse(j@S0, j@S1); skew(i, t, 2); tile(t, 8, i, 32); separate(i_p); pipeline(t_t)
// loop t_t is pipelined in C (pipeline(t_t)); the affine dialect has no waits between iterations, so here it is a plain affine.for, run in order
func.func @kernel_jacobi_2d_scop(%tsteps: index, %n: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%tsteps] {
    affine.for %i_t = affine_map<(d0) -> (d0 floordiv 2)>(%t_t) to min affine_map<(d0)[s0, s1] -> ((2 * s0 + s1 - 3) floordiv 32 + 1, (s1 + 16 * d0 + 13) floordiv 32 + 1)>(%t_t)[%tsteps, %n] {
      affine.for %t_p = max affine_map<(d0, d1)[s0] -> (8 * d0, -s0 + 16 * d1 + s0 floordiv 2 + 1)>(%t_t, %i_t)[%n] to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%t_t)[%tsteps] {
        affine.if affine_set<(d0, d1) : (d1 - (16 * d0) >= 0)>(%i_t, %t_p) {
          affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
            // S0: B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
            %0 = arith.constant 0.2 : f64
            %1 = affine.load %A[1, %j] : memref<?x?xf64>
            %2 = affine.load %A[1, %j - 1] : memref<?x?xf64>
            %3 = arith.addf %1, %2 : f64
            %4 = affine.load %A[1, %j + 1] : memref<?x?xf64>
            %5 = arith.addf %3, %4 : f64
            %6 = affine.load %A[1 + 1, %j] : memref<?x?xf64>
            %7 = arith.addf %5, %6 : f64
            %8 = affine.load %A[1 - 1, %j] : memref<?x?xf64>
            %9 = arith.addf %7, %8 : f64
            %10 = arith.mulf %0, %9 : f64
            affine.store %10, %B[1, %j] : memref<?x?xf64>
          }
        }
        affine.for %i_p = max affine_map<(d0, d1) -> (32 * d0, 2 * d1 + 2)>(%i_t, %t_p) to min affine_map<(d0, d1)[s0] -> (32 * d0 + 32, s0 + 2 * d1 - 1)>(%i_t, %t_p)[%n] {
          affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
            // S0: B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
            %11 = arith.constant 0.2 : f64
            %12 = affine.load %A[((-2) * %t_p + %i_p), %j] : memref<?x?xf64>
            %13 = affine.load %A[((-2) * %t_p + %i_p), %j - 1] : memref<?x?xf64>
            %14 = arith.addf %12, %13 : f64
            %15 = affine.load %A[((-2) * %t_p + %i_p), %j + 1] : memref<?x?xf64>
            %16 = arith.addf %14, %15 : f64
            %17 = affine.load %A[((-2) * %t_p + %i_p) + 1, %j] : memref<?x?xf64>
            %18 = arith.addf %16, %17 : f64
            %19 = affine.load %A[((-2) * %t_p + %i_p) - 1, %j] : memref<?x?xf64>
            %20 = arith.addf %18, %19 : f64
            %21 = arith.mulf %11, %20 : f64
            affine.store %21, %B[((-2) * %t_p + %i_p), %j] : memref<?x?xf64>
            // S1: A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
            %22 = arith.constant 0.2 : f64
            %23 = affine.load %B[((-2) * %t_p + %i_p - 1), %j] : memref<?x?xf64>
            %24 = affine.load %B[((-2) * %t_p + %i_p - 1), %j - 1] : memref<?x?xf64>
            %25 = arith.addf %23, %24 : f64
            %26 = affine.load %B[((-2) * %t_p + %i_p - 1), %j + 1] : memref<?x?xf64>
            %27 = arith.addf %25, %26 : f64
            %28 = affine.load %B[((-2) * %t_p + %i_p - 1) + 1, %j] : memref<?x?xf64>
            %29 = arith.addf %27, %28 : f64
            %30 = affine.load %B[((-2) * %t_p + %i_p - 1) - 1, %j] : memref<?x?xf64>
            %31 = arith.addf %29, %30 : f64
            %32 = arith.mulf %22, %31 : f64
            affine.store %32, %A[((-2) * %t_p + %i_p - 1), %j] : memref<?x?xf64>
          }
        }
        affine.if affine_set<(d0, d1)[s0] : (32 * d1 + 32 - (s0 + 2 * d0) >= 0)>(%t_p, %i_t)[%n] {
          affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
            // S1: A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
            %33 = arith.constant 0.2 : f64
            %34 = affine.load %B[(symbol(%n) - 2), %j] : memref<?x?xf64>
            %35 = affine.load %B[(symbol(%n) - 2), %j - 1] : memref<?x?xf64>
            %36 = arith.addf %34, %35 : f64
            %37 = affine.load %B[(symbol(%n) - 2), %j + 1] : memref<?x?xf64>
            %38 = arith.addf %36, %37 : f64
            %39 = affine.load %B[(symbol(%n) - 2) + 1, %j] : memref<?x?xf64>
            %40 = arith.addf %38, %39 : f64
            %41 = affine.load %B[(symbol(%n) - 2) - 1, %j] : memref<?x?xf64>
            %42 = arith.addf %40, %41 : f64
            %43 = arith.mulf %33, %42 : f64
            affine.store %43, %A[(symbol(%n) - 2), %j] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_jacobi_2d, SCoP of lines 15-24
// recipe: assume_no_alias()
func.func @kernel_jacobi_2d_scop(%tsteps: index, %n: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tsteps {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        // S0: B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
        %0 = arith.constant 0.2 : f64
        %1 = affine.load %A[%i, %j] : memref<?x?xf64>
        %2 = affine.load %A[%i, %j - 1] : memref<?x?xf64>
        %3 = arith.addf %1, %2 : f64
        %4 = affine.load %A[%i, %j + 1] : memref<?x?xf64>
        %5 = arith.addf %3, %4 : f64
        %6 = affine.load %A[%i + 1, %j] : memref<?x?xf64>
        %7 = arith.addf %5, %6 : f64
        %8 = affine.load %A[%i - 1, %j] : memref<?x?xf64>
        %9 = arith.addf %7, %8 : f64
        %10 = arith.mulf %0, %9 : f64
        affine.store %10, %B[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        // S1: A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
        %11 = arith.constant 0.2 : f64
        %12 = affine.load %B[%i, %j] : memref<?x?xf64>
        %13 = affine.load %B[%i, %j - 1] : memref<?x?xf64>
        %14 = arith.addf %12, %13 : f64
        %15 = affine.load %B[%i, %j + 1] : memref<?x?xf64>
        %16 = arith.addf %14, %15 : f64
        %17 = affine.load %B[%i + 1, %j] : memref<?x?xf64>
        %18 = arith.addf %16, %17 : f64
        %19 = affine.load %B[%i - 1, %j] : memref<?x?xf64>
        %20 = arith.addf %18, %19 : f64
        %21 = arith.mulf %11, %20 : f64
        affine.store %21, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: tile(i@S0=4, j@S0=3); parallel(i_t@S0) ====
// polyviz: kernel_jacobi_2d, SCoP of lines 15-24
// recipe: tile(i@S0=4, j@S0=3); parallel(i_t@S0)
func.func @kernel_jacobi_2d_scop(%tsteps: index, %n: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tsteps {
    affine.parallel (%i_t) = (0) to ((symbol(%n) + 2) floordiv 4) {
      affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 + 1) floordiv 3)>()[%n] {
        affine.for %i_p = max affine_map<(d0) -> (1, 4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 1, 4 * d0 + 4)>(%i_t)[%n] {
          affine.for %j_p = max affine_map<(d0) -> (1, 3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 3 * d0 + 3)>(%j_t)[%n] {
            // S0: B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
            %0 = arith.constant 0.2 : f64
            %1 = affine.load %A[%i_p, %j_p] : memref<?x?xf64>
            %2 = affine.load %A[%i_p, %j_p - 1] : memref<?x?xf64>
            %3 = arith.addf %1, %2 : f64
            %4 = affine.load %A[%i_p, %j_p + 1] : memref<?x?xf64>
            %5 = arith.addf %3, %4 : f64
            %6 = affine.load %A[%i_p + 1, %j_p] : memref<?x?xf64>
            %7 = arith.addf %5, %6 : f64
            %8 = affine.load %A[%i_p - 1, %j_p] : memref<?x?xf64>
            %9 = arith.addf %7, %8 : f64
            %10 = arith.mulf %0, %9 : f64
            affine.store %10, %B[%i_p, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        // S1: A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
        %11 = arith.constant 0.2 : f64
        %12 = affine.load %B[%i, %j] : memref<?x?xf64>
        %13 = affine.load %B[%i, %j - 1] : memref<?x?xf64>
        %14 = arith.addf %12, %13 : f64
        %15 = affine.load %B[%i, %j + 1] : memref<?x?xf64>
        %16 = arith.addf %14, %15 : f64
        %17 = affine.load %B[%i + 1, %j] : memref<?x?xf64>
        %18 = arith.addf %16, %17 : f64
        %19 = affine.load %B[%i - 1, %j] : memref<?x?xf64>
        %20 = arith.addf %18, %19 : f64
        %21 = arith.mulf %11, %20 : f64
        affine.store %21, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: skew(i@S0, t, 1); skew(j@S1, i@S1, 1); tile(i@S1=3, j@S1=4) ====
// polyviz: kernel_jacobi_2d, SCoP of lines 15-24
// recipe: skew(i@S0, t, 1); skew(j@S1, i@S1, 1); tile(i@S1=3, j@S1=4)
func.func @kernel_jacobi_2d_scop(%tsteps: index, %n: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tsteps {
    affine.for %i = affine_map<(d0) -> (d0 + 1)>(%t) to affine_map<(d0)[s0] -> (s0 + d0 - 1)>(%t)[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        // S0: B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
        %0 = arith.constant 0.2 : f64
        %1 = affine.load %A[(-%t + %i), %j] : memref<?x?xf64>
        %2 = affine.load %A[(-%t + %i), %j - 1] : memref<?x?xf64>
        %3 = arith.addf %1, %2 : f64
        %4 = affine.load %A[(-%t + %i), %j + 1] : memref<?x?xf64>
        %5 = arith.addf %3, %4 : f64
        %6 = affine.load %A[(-%t + %i) + 1, %j] : memref<?x?xf64>
        %7 = arith.addf %5, %6 : f64
        %8 = affine.load %A[(-%t + %i) - 1, %j] : memref<?x?xf64>
        %9 = arith.addf %7, %8 : f64
        %10 = arith.mulf %0, %9 : f64
        affine.store %10, %B[(-%t + %i), %j] : memref<?x?xf64>
      }
    }
    affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 + 1) floordiv 3)>()[%n] {
      affine.for %j_t = affine_map<(d0) -> (d0 - ((d0 + 2) floordiv 4))>(%i_t) to min affine_map<(d0)[s0] -> (s0 floordiv 2, d0 + (s0 - d0) floordiv 4 + 1)>(%i_t)[%n] {
        affine.for %i_p = max affine_map<(d0, d1)[s0] -> (1, 3 * d0, -s0 + 4 * d1 + 2)>(%i_t, %j_t)[%n] to min affine_map<(d0, d1)[s0] -> (s0 - 1, 3 * d0 + 3, 4 * d1 + 3)>(%i_t, %j_t)[%n] {
          affine.for %j_p = max affine_map<(d0, d1) -> (4 * d0, d1 + 1)>(%j_t, %i_p) to min affine_map<(d0, d1)[s0] -> (4 * d0 + 4, s0 + d1 - 1)>(%j_t, %i_p)[%n] {
            // S1: A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
            %11 = arith.constant 0.2 : f64
            %12 = affine.load %B[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
            %13 = affine.load %B[%i_p, (-%i_p + %j_p) - 1] : memref<?x?xf64>
            %14 = arith.addf %12, %13 : f64
            %15 = affine.load %B[%i_p, (-%i_p + %j_p) + 1] : memref<?x?xf64>
            %16 = arith.addf %14, %15 : f64
            %17 = affine.load %B[%i_p + 1, (-%i_p + %j_p)] : memref<?x?xf64>
            %18 = arith.addf %16, %17 : f64
            %19 = affine.load %B[%i_p - 1, (-%i_p + %j_p)] : memref<?x?xf64>
            %20 = arith.addf %18, %19 : f64
            %21 = arith.mulf %11, %20 : f64
            affine.store %21, %A[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: isl_schedule() ====
// polyviz: kernel_jacobi_2d, SCoP of lines 15-24
// recipe: isl_schedule()
func.func @kernel_jacobi_2d_scop(%tsteps: index, %n: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tsteps {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        // S0: B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
        %0 = arith.constant 0.2 : f64
        %1 = affine.load %A[%i, %j] : memref<?x?xf64>
        %2 = affine.load %A[%i, %j - 1] : memref<?x?xf64>
        %3 = arith.addf %1, %2 : f64
        %4 = affine.load %A[%i, %j + 1] : memref<?x?xf64>
        %5 = arith.addf %3, %4 : f64
        %6 = affine.load %A[%i + 1, %j] : memref<?x?xf64>
        %7 = arith.addf %5, %6 : f64
        %8 = affine.load %A[%i - 1, %j] : memref<?x?xf64>
        %9 = arith.addf %7, %8 : f64
        %10 = arith.mulf %0, %9 : f64
        affine.store %10, %B[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        // S1: A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
        %11 = arith.constant 0.2 : f64
        %12 = affine.load %B[%i, %j] : memref<?x?xf64>
        %13 = affine.load %B[%i, %j - 1] : memref<?x?xf64>
        %14 = arith.addf %12, %13 : f64
        %15 = affine.load %B[%i, %j + 1] : memref<?x?xf64>
        %16 = arith.addf %14, %15 : f64
        %17 = affine.load %B[%i + 1, %j] : memref<?x?xf64>
        %18 = arith.addf %16, %17 : f64
        %19 = affine.load %B[%i - 1, %j] : memref<?x?xf64>
        %20 = arith.addf %18, %19 : f64
        %21 = arith.mulf %11, %20 : f64
        affine.store %21, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: unroll(j@S1, 3) ====
// polyviz: kernel_jacobi_2d, SCoP of lines 15-24
// recipe: unroll(j@S1, 3)
func.func @kernel_jacobi_2d_scop(%tsteps: index, %n: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tsteps {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        // S0: B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
        %0 = arith.constant 0.2 : f64
        %1 = affine.load %A[%i, %j] : memref<?x?xf64>
        %2 = affine.load %A[%i, %j - 1] : memref<?x?xf64>
        %3 = arith.addf %1, %2 : f64
        %4 = affine.load %A[%i, %j + 1] : memref<?x?xf64>
        %5 = arith.addf %3, %4 : f64
        %6 = affine.load %A[%i + 1, %j] : memref<?x?xf64>
        %7 = arith.addf %5, %6 : f64
        %8 = affine.load %A[%i - 1, %j] : memref<?x?xf64>
        %9 = arith.addf %7, %8 : f64
        %10 = arith.mulf %0, %9 : f64
        affine.store %10, %B[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 0 to affine_map<()[s0] -> (s0 - 1)>()[%n] step 3 {
        affine.if affine_set<(d0) : (d0 - 3 >= 0)>(%j) {
          // S1: A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
          %11 = arith.constant 0.2 : f64
          %12 = affine.load %B[%i, %j] : memref<?x?xf64>
          %13 = affine.load %B[%i, %j - 1] : memref<?x?xf64>
          %14 = arith.addf %12, %13 : f64
          %15 = affine.load %B[%i, %j + 1] : memref<?x?xf64>
          %16 = arith.addf %14, %15 : f64
          %17 = affine.load %B[%i + 1, %j] : memref<?x?xf64>
          %18 = arith.addf %16, %17 : f64
          %19 = affine.load %B[%i - 1, %j] : memref<?x?xf64>
          %20 = arith.addf %18, %19 : f64
          %21 = arith.mulf %11, %20 : f64
          affine.store %21, %A[%i, %j] : memref<?x?xf64>
        }
        affine.if affine_set<(d0)[s0] : (s0 - (d0 + 3) >= 0)>(%j)[%n] {
          // S1: A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
          %22 = arith.constant 0.2 : f64
          %23 = affine.load %B[%i, (%j + 1)] : memref<?x?xf64>
          %24 = affine.load %B[%i, (%j + 1) - 1] : memref<?x?xf64>
          %25 = arith.addf %23, %24 : f64
          %26 = affine.load %B[%i, (%j + 1) + 1] : memref<?x?xf64>
          %27 = arith.addf %25, %26 : f64
          %28 = affine.load %B[%i + 1, (%j + 1)] : memref<?x?xf64>
          %29 = arith.addf %27, %28 : f64
          %30 = affine.load %B[%i - 1, (%j + 1)] : memref<?x?xf64>
          %31 = arith.addf %29, %30 : f64
          %32 = arith.mulf %22, %31 : f64
          affine.store %32, %A[%i, (%j + 1)] : memref<?x?xf64>
          affine.if affine_set<(d0)[s0] : (s0 - (d0 + 4) >= 0)>(%j)[%n] {
            // S1: A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
            %33 = arith.constant 0.2 : f64
            %34 = affine.load %B[%i, (%j + 2)] : memref<?x?xf64>
            %35 = affine.load %B[%i, (%j + 2) - 1] : memref<?x?xf64>
            %36 = arith.addf %34, %35 : f64
            %37 = affine.load %B[%i, (%j + 2) + 1] : memref<?x?xf64>
            %38 = arith.addf %36, %37 : f64
            %39 = affine.load %B[%i + 1, (%j + 2)] : memref<?x?xf64>
            %40 = arith.addf %38, %39 : f64
            %41 = affine.load %B[%i - 1, (%j + 2)] : memref<?x?xf64>
            %42 = arith.addf %40, %41 : f64
            %43 = arith.mulf %33, %42 : f64
            affine.store %43, %A[%i, (%j + 2)] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: shift(S1, i@S1, 1); fuse(i@S0, i@S1); fuse(j@S0, j@S1); skew(i, t, 2); skew(j, t, 2); skew(j, i, 1); tile(t=4, i=4, j=4) ====
// polyviz: kernel_jacobi_2d, SCoP of lines 15-24
// recipe: shift(S1, i@S1, 1); fuse(i@S0, i@S1); fuse(j@S0, j@S1); skew(i, t, 2); skew(j, t, 2); skew(j, i, 1); tile(t=4, i=4, j=4)
func.func @kernel_jacobi_2d_scop(%tsteps: index, %n: index, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%tsteps] {
    affine.for %i_t = affine_map<(d0) -> (2 * d0)>(%t_t) to min affine_map<(d0)[s0, s1] -> (2 * d0 + (s0 + 1) floordiv 4 + 2, (2 * s1 + s0 + 1) floordiv 4)>(%t_t)[%n, %tsteps] {
      affine.for %j_t = max affine_map<(d0, d1)[s0] -> (2 * d0 + d1, 2 * d1 + (-s0 + 2) floordiv 4)>(%t_t, %i_t)[%n] to min affine_map<(d0, d1)[s0, s1] -> (s0 + s1 floordiv 2 - 1, 4 * d0 + s1 floordiv 2 + 3, 2 * d1 + (s1 - 1) floordiv 4 + 2, 2 * d0 + d1 + (s1 + 7) floordiv 4 + 1, d1 + (2 * s0 + s1 - 1) floordiv 4 + 1)>(%t_t, %i_t)[%tsteps, %n] {
        affine.for %t_p = max affine_map<(d0, d1, d2)[s0] -> (4 * d0, -s0 - (2 * d1) + 2 * d2 + s0 floordiv 2, -s0 + 2 * d1 + (s0 + 2) floordiv 2, -s0 + d2 + (s0 + 1) floordiv 2 + 1)>(%t_t, %i_t, %j_t)[%n] to min affine_map<(d0, d1, d2)[s0] -> (s0, 4 * d0 + 4, 2 * d1 + 2, d2 + 1, (-2) * d1 + 2 * d2 + 2)>(%t_t, %i_t, %j_t)[%tsteps] {
          affine.for %i_p = max affine_map<(d0, d1, d2)[s0] -> (4 * d0, 2 * d1 + 1, -s0 + 4 * d2 - (2 * d1) + 2)>(%i_t, %t_p, %j_t)[%n] to min affine_map<(d0, d1, d2)[s0] -> (4 * d0 + 4, s0 + 2 * d1, 4 * d2 - (2 * d1) + 3)>(%i_t, %t_p, %j_t)[%n] {
            affine.for %j_p = max affine_map<(d0, d1, d2) -> (4 * d0, 2 * d1 + d2 + 1)>(%j_t, %t_p, %i_p) to min affine_map<(d0, d1, d2)[s0] -> (4 * d0 + 4, s0 + 2 * d1 + d2 - 1)>(%j_t, %t_p, %i_p)[%n] {
              affine.if affine_set<(d0, d1)[s0] : (s0 + 2 * d1 - (d0 + 2) >= 0)>(%i_p, %t_p)[%n] {
                // S0: B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
                %0 = arith.constant 0.2 : f64
                %1 = affine.load %A[((-2) * %t_p + %i_p), ((-2) * %t_p - %i_p + %j_p)] : memref<?x?xf64>
                %2 = affine.load %A[((-2) * %t_p + %i_p), ((-2) * %t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                %3 = arith.addf %1, %2 : f64
                %4 = affine.load %A[((-2) * %t_p + %i_p), ((-2) * %t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                %5 = arith.addf %3, %4 : f64
                %6 = affine.load %A[((-2) * %t_p + %i_p) + 1, ((-2) * %t_p - %i_p + %j_p)] : memref<?x?xf64>
                %7 = arith.addf %5, %6 : f64
                %8 = affine.load %A[((-2) * %t_p + %i_p) - 1, ((-2) * %t_p - %i_p + %j_p)] : memref<?x?xf64>
                %9 = arith.addf %7, %8 : f64
                %10 = arith.mulf %0, %9 : f64
                affine.store %10, %B[((-2) * %t_p + %i_p), ((-2) * %t_p - %i_p + %j_p)] : memref<?x?xf64>
              }
              affine.if affine_set<(d0, d1) : (d1 - (2 * d0 + 2) >= 0)>(%t_p, %i_p) {
                // S1: A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
                %11 = arith.constant 0.2 : f64
                %12 = affine.load %B[((-2) * %t_p + %i_p - 1), ((-2) * %t_p - %i_p + %j_p)] : memref<?x?xf64>
                %13 = affine.load %B[((-2) * %t_p + %i_p - 1), ((-2) * %t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                %14 = arith.addf %12, %13 : f64
                %15 = affine.load %B[((-2) * %t_p + %i_p - 1), ((-2) * %t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                %16 = arith.addf %14, %15 : f64
                %17 = affine.load %B[((-2) * %t_p + %i_p - 1) + 1, ((-2) * %t_p - %i_p + %j_p)] : memref<?x?xf64>
                %18 = arith.addf %16, %17 : f64
                %19 = affine.load %B[((-2) * %t_p + %i_p - 1) - 1, ((-2) * %t_p - %i_p + %j_p)] : memref<?x?xf64>
                %20 = arith.addf %18, %19 : f64
                %21 = arith.mulf %11, %20 : f64
                affine.store %21, %A[((-2) * %t_p + %i_p - 1), ((-2) * %t_p - %i_p + %j_p)] : memref<?x?xf64>
              }
            }
          }
        }
      }
    }
  }
  return
}
