// ==== recipe: (original) ====
// polyviz: kernel_seidel_2d, SCoP of lines 13-19
// recipe: (original schedule)
func.func @kernel_seidel_2d_scop(%tsteps: index, %n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tsteps {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        // S0: A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
        %0 = affine.load %A[%i - 1, %j - 1] : memref<?x?xf64>
        %1 = affine.load %A[%i - 1, %j] : memref<?x?xf64>
        %2 = arith.addf %0, %1 : f64
        %3 = affine.load %A[%i - 1, %j + 1] : memref<?x?xf64>
        %4 = arith.addf %2, %3 : f64
        %5 = affine.load %A[%i, %j - 1] : memref<?x?xf64>
        %6 = arith.addf %4, %5 : f64
        %7 = affine.load %A[%i, %j] : memref<?x?xf64>
        %8 = arith.addf %6, %7 : f64
        %9 = affine.load %A[%i, %j + 1] : memref<?x?xf64>
        %10 = arith.addf %8, %9 : f64
        %11 = affine.load %A[%i + 1, %j - 1] : memref<?x?xf64>
        %12 = arith.addf %10, %11 : f64
        %13 = affine.load %A[%i + 1, %j] : memref<?x?xf64>
        %14 = arith.addf %12, %13 : f64
        %15 = affine.load %A[%i + 1, %j + 1] : memref<?x?xf64>
        %16 = arith.addf %14, %15 : f64
        %17 = arith.constant 9.0 : f64
        %18 = arith.divf %16, %17 : f64
        affine.store %18, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_seidel_2d, SCoP of lines 13-19
// recipe: isl_schedule(); permute(c0, i, t); skew(i, c0, 1); tile(c0, 64, i, 64); pipeline(c0_t)
// loop c0_t is pipelined in C (pipeline(c0_t)); the affine dialect has no waits between iterations, so here it is a plain affine.for, run in order
func.func @kernel_seidel_2d_scop(%tsteps: index, %n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %c0_t = 0 to affine_map<()[s0, s1] -> ((4 * s0 + 3 * s1 - 10) floordiv 64 + 1)>()[%tsteps, %n] {
    affine.for %i_t = max affine_map<(d0)[s0, s1] -> (d0, d0 + ((-4) * s0 - s1 + 64 * d0 + 7) floordiv 128)>(%c0_t)[%tsteps, %n] to min affine_map<(d0)[s0, s1] -> ((s0 + s1 - 3) floordiv 16 + 1, d0 + (s1 - 3) floordiv 64 + 2, d0 + d0 floordiv 2 + 2)>(%c0_t)[%tsteps, %n] {
      affine.for %c0_p = max affine_map<(d0, d1)[s0] -> (3, 64 * d0, -s0 + 64 * d1 + 2, 43 * d1 - ((d1 + 2) floordiv 3) + 1)>(%c0_t, %i_t)[%n] to min affine_map<(d0, d1)[s0, s1] -> (4 * s0 + 3 * s1 - 9, 64 * d0 + 64, 64 * d1 + 63, s0 + 43 * d1 + (s0 + s1 - d1) floordiv 3 + 41)>(%c0_t, %i_t)[%tsteps, %n] {
        affine.for %i_p = max affine_map<(d0, d1)[s0, s1] -> (64 * d0, d1 + 1, (-2) * s0 - s1 + d1 + (s1 + d1 + 1) floordiv 2 + 3)>(%i_t, %c0_p)[%tsteps, %n] to min affine_map<(d0, d1)[s0] -> (64 * d0 + 64, s0 + d1 - 1, d1 + (d1 + 1) floordiv 2)>(%i_t, %c0_p)[%n] {
          affine.for %t = max affine_map<(d0, d1)[s0] -> (0, d0 - d1 + (-s0 - d0 + 2 * d1 + 1) floordiv 4 + 1)>(%c0_p, %i_p)[%n] to min affine_map<(d0, d1)[s0] -> (s0, d0 - d1 + (-d0 + 2 * d1 - 1) floordiv 4 + 1)>(%c0_p, %i_p)[%tsteps] {
            // S0: A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
            %0 = affine.load %A[(-%c0_p + %i_p) - 1, (3 * %c0_p - (2 * %i_p) - (4 * %t)) - 1] : memref<?x?xf64>
            %1 = affine.load %A[(-%c0_p + %i_p) - 1, (3 * %c0_p - (2 * %i_p) - (4 * %t))] : memref<?x?xf64>
            %2 = arith.addf %0, %1 : f64
            %3 = affine.load %A[(-%c0_p + %i_p) - 1, (3 * %c0_p - (2 * %i_p) - (4 * %t)) + 1] : memref<?x?xf64>
            %4 = arith.addf %2, %3 : f64
            %5 = affine.load %A[(-%c0_p + %i_p), (3 * %c0_p - (2 * %i_p) - (4 * %t)) - 1] : memref<?x?xf64>
            %6 = arith.addf %4, %5 : f64
            %7 = affine.load %A[(-%c0_p + %i_p), (3 * %c0_p - (2 * %i_p) - (4 * %t))] : memref<?x?xf64>
            %8 = arith.addf %6, %7 : f64
            %9 = affine.load %A[(-%c0_p + %i_p), (3 * %c0_p - (2 * %i_p) - (4 * %t)) + 1] : memref<?x?xf64>
            %10 = arith.addf %8, %9 : f64
            %11 = affine.load %A[(-%c0_p + %i_p) + 1, (3 * %c0_p - (2 * %i_p) - (4 * %t)) - 1] : memref<?x?xf64>
            %12 = arith.addf %10, %11 : f64
            %13 = affine.load %A[(-%c0_p + %i_p) + 1, (3 * %c0_p - (2 * %i_p) - (4 * %t))] : memref<?x?xf64>
            %14 = arith.addf %12, %13 : f64
            %15 = affine.load %A[(-%c0_p + %i_p) + 1, (3 * %c0_p - (2 * %i_p) - (4 * %t)) + 1] : memref<?x?xf64>
            %16 = arith.addf %14, %15 : f64
            %17 = arith.constant 9.0 : f64
            %18 = arith.divf %16, %17 : f64
            affine.store %18, %A[(-%c0_p + %i_p), (3 * %c0_p - (2 * %i_p) - (4 * %t))] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_seidel_2d, SCoP of lines 13-19
// recipe: assume_no_alias()
func.func @kernel_seidel_2d_scop(%tsteps: index, %n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tsteps {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        // S0: A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
        %0 = affine.load %A[%i - 1, %j - 1] : memref<?x?xf64>
        %1 = affine.load %A[%i - 1, %j] : memref<?x?xf64>
        %2 = arith.addf %0, %1 : f64
        %3 = affine.load %A[%i - 1, %j + 1] : memref<?x?xf64>
        %4 = arith.addf %2, %3 : f64
        %5 = affine.load %A[%i, %j - 1] : memref<?x?xf64>
        %6 = arith.addf %4, %5 : f64
        %7 = affine.load %A[%i, %j] : memref<?x?xf64>
        %8 = arith.addf %6, %7 : f64
        %9 = affine.load %A[%i, %j + 1] : memref<?x?xf64>
        %10 = arith.addf %8, %9 : f64
        %11 = affine.load %A[%i + 1, %j - 1] : memref<?x?xf64>
        %12 = arith.addf %10, %11 : f64
        %13 = affine.load %A[%i + 1, %j] : memref<?x?xf64>
        %14 = arith.addf %12, %13 : f64
        %15 = affine.load %A[%i + 1, %j + 1] : memref<?x?xf64>
        %16 = arith.addf %14, %15 : f64
        %17 = arith.constant 9.0 : f64
        %18 = arith.divf %16, %17 : f64
        affine.store %18, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: skew(i, t, 1); skew(j, t, 1); skew(j, i, 1); tile(t=3, i=4, j=5) ====
// polyviz: kernel_seidel_2d, SCoP of lines 13-19
// recipe: skew(i, t, 1); skew(j, t, 1); skew(j, i, 1); tile(t=3, i=4, j=5)
func.func @kernel_seidel_2d_scop(%tsteps: index, %n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 3 + 1)>()[%tsteps] {
    affine.for %i_t = affine_map<(d0) -> (d0 - ((d0 + 2) floordiv 4))>(%t_t) to min affine_map<(d0)[s0, s1] -> ((s0 + s1 + 1) floordiv 4, d0 + (s1 - d0) floordiv 4 + 1)>(%t_t)[%tsteps, %n] {
      affine.for %j_t = max affine_map<(d0, d1)[s0] -> (d0 + (d0 + 2) floordiv 5, 2 * d1 - ((s0 + 2 * d1 + 6) floordiv 5) + 1, d0 + d1 - ((2 * d0 + d1 + 3) floordiv 5))>(%t_t, %i_t)[%n] to min affine_map<(d0, d1)[s0, s1] -> ((2 * s0 + 2 * s1 - 1) floordiv 5, d0 + (2 * s1 + d0) floordiv 5 + 1, d0 + d1 + (s1 - (2 * d0) - d1 - 2) floordiv 5 + 2, 2 * d1 + (s1 - (2 * d1) - 2) floordiv 5 + 2, d1 + (s0 + s1 - d1) floordiv 5 + 1)>(%t_t, %i_t)[%tsteps, %n] {
        affine.for %t_p = max affine_map<(d0, d1, d2)[s0] -> (3 * d0, -s0 + 4 * d1 + 2, -s0 - (4 * d1) + 5 * d2 - 1, -s0 + 2 * d2 + (d2 + 1) floordiv 2 + 2)>(%t_t, %i_t, %j_t)[%n] to min affine_map<(d0, d1, d2)[s0] -> (s0, 3 * d0 + 3, 4 * d1 + 3, (-4) * d1 + 5 * d2 + 4, 2 * d2 + d2 floordiv 2 + 2)>(%t_t, %i_t, %j_t)[%tsteps] {
          affine.for %i_p = max affine_map<(d0, d1, d2)[s0] -> (4 * d0, d1 + 1, -s0 + 5 * d2 - d1 + 2)>(%i_t, %t_p, %j_t)[%n] to min affine_map<(d0, d1, d2)[s0] -> (4 * d0 + 4, s0 + d1 - 1, 5 * d2 - d1 + 4)>(%i_t, %t_p, %j_t)[%n] {
            affine.for %j_p = max affine_map<(d0, d1, d2) -> (5 * d0, d1 + d2 + 1)>(%j_t, %t_p, %i_p) to min affine_map<(d0, d1, d2)[s0] -> (5 * d0 + 5, s0 + d1 + d2 - 1)>(%j_t, %t_p, %i_p)[%n] {
              // S0: A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
              %0 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
              %1 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
              %2 = arith.addf %0, %1 : f64
              %3 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
              %4 = arith.addf %2, %3 : f64
              %5 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
              %6 = arith.addf %4, %5 : f64
              %7 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
              %8 = arith.addf %6, %7 : f64
              %9 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
              %10 = arith.addf %8, %9 : f64
              %11 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
              %12 = arith.addf %10, %11 : f64
              %13 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
              %14 = arith.addf %12, %13 : f64
              %15 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
              %16 = arith.addf %14, %15 : f64
              %17 = arith.constant 9.0 : f64
              %18 = arith.divf %16, %17 : f64
              affine.store %18, %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
            }
          }
        }
      }
    }
  }
  return
}
// ==== recipe: skew(j, i, 2); tile(j=4) ====
// polyviz: kernel_seidel_2d, SCoP of lines 13-19
// recipe: skew(j, i, 2); tile(j=4)
func.func @kernel_seidel_2d_scop(%tsteps: index, %n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tsteps {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j_t = affine_map<(d0) -> (d0 floordiv 2)>(%i) to affine_map<(d0)[s0] -> ((s0 + 2 * d0 + 2) floordiv 4)>(%i)[%n] {
        affine.for %j_p = max affine_map<(d0, d1) -> (2 * d0 + 1, 4 * d1)>(%i, %j_t) to min affine_map<(d0, d1)[s0] -> (s0 + 2 * d0 - 1, 4 * d1 + 4)>(%i, %j_t)[%n] {
          // S0: A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
          %0 = affine.load %A[%i - 1, ((-2) * %i + %j_p) - 1] : memref<?x?xf64>
          %1 = affine.load %A[%i - 1, ((-2) * %i + %j_p)] : memref<?x?xf64>
          %2 = arith.addf %0, %1 : f64
          %3 = affine.load %A[%i - 1, ((-2) * %i + %j_p) + 1] : memref<?x?xf64>
          %4 = arith.addf %2, %3 : f64
          %5 = affine.load %A[%i, ((-2) * %i + %j_p) - 1] : memref<?x?xf64>
          %6 = arith.addf %4, %5 : f64
          %7 = affine.load %A[%i, ((-2) * %i + %j_p)] : memref<?x?xf64>
          %8 = arith.addf %6, %7 : f64
          %9 = affine.load %A[%i, ((-2) * %i + %j_p) + 1] : memref<?x?xf64>
          %10 = arith.addf %8, %9 : f64
          %11 = affine.load %A[%i + 1, ((-2) * %i + %j_p) - 1] : memref<?x?xf64>
          %12 = arith.addf %10, %11 : f64
          %13 = affine.load %A[%i + 1, ((-2) * %i + %j_p)] : memref<?x?xf64>
          %14 = arith.addf %12, %13 : f64
          %15 = affine.load %A[%i + 1, ((-2) * %i + %j_p) + 1] : memref<?x?xf64>
          %16 = arith.addf %14, %15 : f64
          %17 = arith.constant 9.0 : f64
          %18 = arith.divf %16, %17 : f64
          affine.store %18, %A[%i, ((-2) * %i + %j_p)] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: skew(i, t, 1); skew(j, t, 1); skew(j, i, 1); tile(t=4, i=4, j=4); isolate(t_t) ====
// polyviz: kernel_seidel_2d, SCoP of lines 13-19
// recipe: skew(i, t, 1); skew(j, t, 1); skew(j, i, 1); tile(t=4, i=4, j=4); isolate(t_t)
func.func @kernel_seidel_2d_scop(%tsteps: index, %n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.if affine_set<()[s0] : (s0 - 0 >= 0)>()[%tsteps] {
    affine.if affine_set<()[s0] : (s0 - 13 >= 0)>()[%n] {
      affine.for %t_t = 0 to affine_map<()[s0] -> (s0 floordiv 4)>()[%tsteps] {
        affine.for %j_t = affine_map<(d0) -> (2 * d0)>(%t_t) to affine_map<(d0)[s0] -> (2 * d0 + (s0 - 1) floordiv 4 + 2)>(%t_t)[%n] {
          affine.for %t_p = max affine_map<(d0, d1)[s0] -> (4 * d0, -s0 - (4 * d0) + 4 * d1 - 1)>(%t_t, %j_t)[%n] to min affine_map<(d0, d1) -> (4 * d0 + 3, 2 * d1 + 1)>(%t_t, %j_t) {
            affine.for %i_p = max affine_map<(d0, d1)[s0] -> (d0 + 1, -s0 + 4 * d1 - d0 + 2)>(%t_p, %j_t)[%n] to min affine_map<(d0, d1, d2) -> (4 * d0 + 4, 4 * d1 - d2 + 3)>(%t_t, %j_t, %t_p) {
              affine.for %j_p = max affine_map<(d0, d1, d2) -> (4 * d0, d1 + d2 + 1)>(%j_t, %t_p, %i_p) to min affine_map<(d0, d1, d2)[s0] -> (4 * d0 + 4, s0 + d1 + d2 - 1)>(%j_t, %t_p, %i_p)[%n] {
                // S0: A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
                %0 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                %1 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                %2 = arith.addf %0, %1 : f64
                %3 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                %4 = arith.addf %2, %3 : f64
                %5 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                %6 = arith.addf %4, %5 : f64
                %7 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                %8 = arith.addf %6, %7 : f64
                %9 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                %10 = arith.addf %8, %9 : f64
                %11 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                %12 = arith.addf %10, %11 : f64
                %13 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                %14 = arith.addf %12, %13 : f64
                %15 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                %16 = arith.addf %14, %15 : f64
                %17 = arith.constant 9.0 : f64
                %18 = arith.divf %16, %17 : f64
                affine.store %18, %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
              }
            }
          }
        }
        affine.for %i_t = affine_map<(d0) -> (d0 + 1)>(%t_t) to affine_map<(d0)[s0] -> (d0 + (s0 - 1) floordiv 4)>(%t_t)[%n] {
          affine.for %j_t = affine_map<(d0, d1) -> (d0 + d1)>(%t_t, %i_t) to affine_map<(d0, d1) -> (d0 + d1 + 2)>(%t_t, %i_t) {
            affine.for %t_p = affine_map<(d0) -> (4 * d0)>(%t_t) to min affine_map<(d0, d1, d2) -> (4 * d0 + 4, (-4) * d1 + 4 * d2 + 3)>(%t_t, %i_t, %j_t) {
              affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0, d1, d2) -> (4 * d0 + 4, 4 * d1 - d2 + 3)>(%i_t, %j_t, %t_p) {
                affine.for %j_p = max affine_map<(d0, d1, d2) -> (4 * d0, d1 + d2 + 1)>(%j_t, %t_p, %i_p) to affine_map<(d0) -> (4 * d0 + 4)>(%j_t) {
                  // S0: A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
                  %19 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                  %20 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                  %21 = arith.addf %19, %20 : f64
                  %22 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                  %23 = arith.addf %21, %22 : f64
                  %24 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                  %25 = arith.addf %23, %24 : f64
                  %26 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                  %27 = arith.addf %25, %26 : f64
                  %28 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                  %29 = arith.addf %27, %28 : f64
                  %30 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                  %31 = arith.addf %29, %30 : f64
                  %32 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                  %33 = arith.addf %31, %32 : f64
                  %34 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                  %35 = arith.addf %33, %34 : f64
                  %36 = arith.constant 9.0 : f64
                  %37 = arith.divf %35, %36 : f64
                  affine.store %37, %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                }
              }
            }
          }
          affine.for %j_t = affine_map<(d0, d1) -> (d0 + d1 + 2)>(%t_t, %i_t) to affine_map<(d0, d1)[s0] -> (d0 + d1 + (s0 - 1) floordiv 4)>(%t_t, %i_t)[%n] {
            affine.for %t_p = affine_map<(d0) -> (4 * d0)>(%t_t) to affine_map<(d0) -> (4 * d0 + 4)>(%t_t) {
              affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
                affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to affine_map<(d0) -> (4 * d0 + 4)>(%j_t) {
                  // S0: A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
                  %38 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                  %39 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                  %40 = arith.addf %38, %39 : f64
                  %41 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                  %42 = arith.addf %40, %41 : f64
                  %43 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                  %44 = arith.addf %42, %43 : f64
                  %45 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                  %46 = arith.addf %44, %45 : f64
                  %47 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                  %48 = arith.addf %46, %47 : f64
                  %49 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                  %50 = arith.addf %48, %49 : f64
                  %51 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                  %52 = arith.addf %50, %51 : f64
                  %53 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                  %54 = arith.addf %52, %53 : f64
                  %55 = arith.constant 9.0 : f64
                  %56 = arith.divf %54, %55 : f64
                  affine.store %56, %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                }
              }
            }
          }
          affine.for %j_t = affine_map<(d0, d1)[s0] -> (d0 + d1 + (s0 - 1) floordiv 4)>(%t_t, %i_t)[%n] to affine_map<(d0, d1)[s0] -> (d0 + d1 + s0 floordiv 4 + 2)>(%t_t, %i_t)[%n] {
            affine.for %t_p = max affine_map<(d0, d1, d2)[s0] -> (4 * d0, -s0 - (4 * d1) + 4 * d2 - 1)>(%t_t, %i_t, %j_t)[%n] to affine_map<(d0) -> (4 * d0 + 4)>(%t_t) {
              affine.for %i_p = max affine_map<(d0, d1, d2)[s0] -> (4 * d0, -s0 + 4 * d1 - d2 + 2)>(%i_t, %j_t, %t_p)[%n] to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
                affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0, d1, d2)[s0] -> (4 * d0 + 4, s0 + d1 + d2 - 1)>(%j_t, %t_p, %i_p)[%n] {
                  // S0: A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
                  %57 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                  %58 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                  %59 = arith.addf %57, %58 : f64
                  %60 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                  %61 = arith.addf %59, %60 : f64
                  %62 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                  %63 = arith.addf %61, %62 : f64
                  %64 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                  %65 = arith.addf %63, %64 : f64
                  %66 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                  %67 = arith.addf %65, %66 : f64
                  %68 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                  %69 = arith.addf %67, %68 : f64
                  %70 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                  %71 = arith.addf %69, %70 : f64
                  %72 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                  %73 = arith.addf %71, %72 : f64
                  %74 = arith.constant 9.0 : f64
                  %75 = arith.divf %73, %74 : f64
                  affine.store %75, %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                }
              }
            }
          }
        }
        affine.for %i_t = affine_map<(d0)[s0] -> (d0 + (s0 - 1) floordiv 4)>(%t_t)[%n] to affine_map<(d0)[s0] -> (d0 + (s0 + 1) floordiv 4 + 1)>(%t_t)[%n] {
          affine.for %j_t = max affine_map<(d0, d1)[s0] -> (d0 + d1, 2 * d1 - ((s0 + 4) floordiv 4) + 1)>(%t_t, %i_t)[%n] to min affine_map<(d0, d1)[s0] -> (2 * d0 + (s0 + 1) floordiv 2 + 1, d0 + d1 + s0 floordiv 4 + 2)>(%t_t, %i_t)[%n] {
            affine.for %t_p = max affine_map<(d0, d1, d2)[s0] -> (4 * d0, -s0 + 4 * d1 + 2, -s0 - (4 * d1) + 4 * d2 - 1, -s0 + 2 * d2 + 2)>(%t_t, %i_t, %j_t)[%n] to min affine_map<(d0, d1, d2) -> (4 * d0 + 4, (-4) * d1 + 4 * d2 + 3)>(%t_t, %i_t, %j_t) {
              affine.for %i_p = max affine_map<(d0, d1, d2)[s0] -> (4 * d0, -s0 + 4 * d1 - d2 + 2)>(%i_t, %j_t, %t_p)[%n] to min affine_map<(d0, d1, d2)[s0] -> (4 * d0 + 4, s0 + d1 - 1, 4 * d2 - d1 + 3)>(%i_t, %t_p, %j_t)[%n] {
                affine.for %j_p = max affine_map<(d0, d1, d2) -> (4 * d0, d1 + d2 + 1)>(%j_t, %t_p, %i_p) to min affine_map<(d0, d1, d2)[s0] -> (4 * d0 + 4, s0 + d1 + d2 - 1)>(%j_t, %t_p, %i_p)[%n] {
                  // S0: A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
                  %76 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                  %77 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                  %78 = arith.addf %76, %77 : f64
                  %79 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                  %80 = arith.addf %78, %79 : f64
                  %81 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                  %82 = arith.addf %80, %81 : f64
                  %83 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                  %84 = arith.addf %82, %83 : f64
                  %85 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                  %86 = arith.addf %84, %85 : f64
                  %87 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                  %88 = arith.addf %86, %87 : f64
                  %89 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                  %90 = arith.addf %88, %89 : f64
                  %91 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                  %92 = arith.addf %90, %91 : f64
                  %93 = arith.constant 9.0 : f64
                  %94 = arith.divf %92, %93 : f64
                  affine.store %94, %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                }
              }
            }
          }
        }
      }
    }
    affine.if affine_set<()[s0, s1] : (s0 - 1 >= 0, 12 - s1 >= 0)>()[%tsteps, %n] {
      affine.if affine_set<()[s0] : (12 - s0 >= 0)>()[%n] {
        affine.for %t_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%tsteps] {
          affine.for %i_t = affine_map<(d0) -> (d0)>(%t_t) to min affine_map<(d0)[s0, s1] -> (d0 + (s0 + 1) floordiv 4 + 1, (s1 + s0 + 1) floordiv 4)>(%t_t)[%n, %tsteps] {
            affine.for %j_t = max affine_map<(d0, d1)[s0] -> (d0 + d1, 2 * d1 - ((s0 + 4) floordiv 4) + 1)>(%t_t, %i_t)[%n] to min affine_map<(d0, d1)[s0, s1] -> (2 * d0 + (s0 + 1) floordiv 2 + 1, (s1 + s0 + 1) floordiv 2 - 1, 2 * d1 + (s0 + 3) floordiv 4 + 1, d0 + d1 + (s0 + 4) floordiv 4 + 1, d1 + (s1 + s0) floordiv 4 + 1)>(%t_t, %i_t)[%n, %tsteps] {
              affine.for %t_p = max affine_map<(d0, d1, d2)[s0] -> (4 * d0, -s0 + 4 * d1 + 2, -s0 - (4 * d1) + 4 * d2 - 1, -s0 + 2 * d2 + 2)>(%t_t, %i_t, %j_t)[%n] to min affine_map<(d0, d1, d2)[s0] -> (s0, 4 * d0 + 4, 4 * d1 + 3, 2 * d2 + 1, (-4) * d1 + 4 * d2 + 3)>(%t_t, %i_t, %j_t)[%tsteps] {
                affine.for %i_p = max affine_map<(d0, d1, d2)[s0] -> (4 * d0, d1 + 1, -s0 + 4 * d2 - d1 + 2)>(%i_t, %t_p, %j_t)[%n] to min affine_map<(d0, d1, d2)[s0] -> (4 * d0 + 4, s0 + d1 - 1, 4 * d2 - d1 + 3)>(%i_t, %t_p, %j_t)[%n] {
                  affine.for %j_p = max affine_map<(d0, d1, d2) -> (4 * d0, d1 + d2 + 1)>(%j_t, %t_p, %i_p) to min affine_map<(d0, d1, d2)[s0] -> (4 * d0 + 4, s0 + d1 + d2 - 1)>(%j_t, %t_p, %i_p)[%n] {
                    // S0: A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
                    %95 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                    %96 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                    %97 = arith.addf %95, %96 : f64
                    %98 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                    %99 = arith.addf %97, %98 : f64
                    %100 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                    %101 = arith.addf %99, %100 : f64
                    %102 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                    %103 = arith.addf %101, %102 : f64
                    %104 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                    %105 = arith.addf %103, %104 : f64
                    %106 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                    %107 = arith.addf %105, %106 : f64
                    %108 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                    %109 = arith.addf %107, %108 : f64
                    %110 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                    %111 = arith.addf %109, %110 : f64
                    %112 = arith.constant 9.0 : f64
                    %113 = arith.divf %111, %112 : f64
                    affine.store %113, %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
      } else {
        affine.for %i_t = affine_map<()[s0] -> ((s0 - 1) floordiv 4)>()[%tsteps] to affine_map<()[s0, s1] -> ((s0 + s1 + 1) floordiv 4)>()[%tsteps, %n] {
          affine.for %j_t = affine_map<(d0)[s0] -> (d0 + (s0 - 1) floordiv 4)>(%i_t)[%tsteps] to min affine_map<(d0)[s0, s1] -> ((s0 + s1 + 1) floordiv 2 - 1, d0 + (s0 + s1) floordiv 4 + 1)>(%i_t)[%tsteps, %n] {
            affine.for %t_p = max affine_map<(d0, d1)[s0, s1] -> (-s0 + 4 * d0 + 2, -s0 - (4 * d0) + 4 * d1 - 1, -s0 + 2 * d1 + 2, -((s1 + 3) mod 4) + s1 - 1)>(%i_t, %j_t)[%n, %tsteps] to min affine_map<(d0)[s0] -> (s0, 2 * d0 + 1)>(%j_t)[%tsteps] {
              affine.for %i_p = max affine_map<(d0, d1, d2)[s0] -> (4 * d0, d1 + 1, -s0 + 4 * d2 - d1 + 2)>(%i_t, %t_p, %j_t)[%n] to min affine_map<(d0, d1, d2)[s0] -> (4 * d0 + 4, s0 + d1 - 1, 4 * d2 - d1 + 3)>(%i_t, %t_p, %j_t)[%n] {
                affine.for %j_p = max affine_map<(d0, d1, d2) -> (4 * d0, d1 + d2 + 1)>(%j_t, %t_p, %i_p) to min affine_map<(d0, d1, d2)[s0] -> (4 * d0 + 4, s0 + d1 + d2 - 1)>(%j_t, %t_p, %i_p)[%n] {
                  // S0: A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
                  %114 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                  %115 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                  %116 = arith.addf %114, %115 : f64
                  %117 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                  %118 = arith.addf %116, %117 : f64
                  %119 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                  %120 = arith.addf %118, %119 : f64
                  %121 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                  %122 = arith.addf %120, %121 : f64
                  %123 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                  %124 = arith.addf %122, %123 : f64
                  %125 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                  %126 = arith.addf %124, %125 : f64
                  %127 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                  %128 = arith.addf %126, %127 : f64
                  %129 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                  %130 = arith.addf %128, %129 : f64
                  %131 = arith.constant 9.0 : f64
                  %132 = arith.divf %130, %131 : f64
                  affine.store %132, %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                }
              }
            }
          }
        }
      }
    } else {
      affine.if affine_set<()[s0, s1] : (s0 - 13 >= 0, s1 mod 4 - 1 >= 0)>()[%n, %tsteps] {
        affine.if affine_set<()[s0] : (12 - s0 >= 0)>()[%n] {
          affine.for %t_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%tsteps] {
            affine.for %i_t = affine_map<(d0) -> (d0)>(%t_t) to min affine_map<(d0)[s0, s1] -> (d0 + (s0 + 1) floordiv 4 + 1, (s1 + s0 + 1) floordiv 4)>(%t_t)[%n, %tsteps] {
              affine.for %j_t = max affine_map<(d0, d1)[s0] -> (d0 + d1, 2 * d1 - ((s0 + 4) floordiv 4) + 1)>(%t_t, %i_t)[%n] to min affine_map<(d0, d1)[s0, s1] -> (2 * d0 + (s0 + 1) floordiv 2 + 1, (s1 + s0 + 1) floordiv 2 - 1, 2 * d1 + (s0 + 3) floordiv 4 + 1, d0 + d1 + (s0 + 4) floordiv 4 + 1, d1 + (s1 + s0) floordiv 4 + 1)>(%t_t, %i_t)[%n, %tsteps] {
                affine.for %t_p = max affine_map<(d0, d1, d2)[s0] -> (4 * d0, -s0 + 4 * d1 + 2, -s0 - (4 * d1) + 4 * d2 - 1, -s0 + 2 * d2 + 2)>(%t_t, %i_t, %j_t)[%n] to min affine_map<(d0, d1, d2)[s0] -> (s0, 4 * d0 + 4, 4 * d1 + 3, 2 * d2 + 1, (-4) * d1 + 4 * d2 + 3)>(%t_t, %i_t, %j_t)[%tsteps] {
                  affine.for %i_p = max affine_map<(d0, d1, d2)[s0] -> (4 * d0, d1 + 1, -s0 + 4 * d2 - d1 + 2)>(%i_t, %t_p, %j_t)[%n] to min affine_map<(d0, d1, d2)[s0] -> (4 * d0 + 4, s0 + d1 - 1, 4 * d2 - d1 + 3)>(%i_t, %t_p, %j_t)[%n] {
                    affine.for %j_p = max affine_map<(d0, d1, d2) -> (4 * d0, d1 + d2 + 1)>(%j_t, %t_p, %i_p) to min affine_map<(d0, d1, d2)[s0] -> (4 * d0 + 4, s0 + d1 + d2 - 1)>(%j_t, %t_p, %i_p)[%n] {
                      // S0: A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
                      %133 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                      %134 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                      %135 = arith.addf %133, %134 : f64
                      %136 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                      %137 = arith.addf %135, %136 : f64
                      %138 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                      %139 = arith.addf %137, %138 : f64
                      %140 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                      %141 = arith.addf %139, %140 : f64
                      %142 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                      %143 = arith.addf %141, %142 : f64
                      %144 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                      %145 = arith.addf %143, %144 : f64
                      %146 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                      %147 = arith.addf %145, %146 : f64
                      %148 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                      %149 = arith.addf %147, %148 : f64
                      %150 = arith.constant 9.0 : f64
                      %151 = arith.divf %149, %150 : f64
                      affine.store %151, %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        } else {
          affine.for %i_t = affine_map<()[s0] -> ((s0 - 1) floordiv 4)>()[%tsteps] to affine_map<()[s0, s1] -> ((s0 + s1 + 1) floordiv 4)>()[%tsteps, %n] {
            affine.for %j_t = affine_map<(d0)[s0] -> (d0 + (s0 - 1) floordiv 4)>(%i_t)[%tsteps] to min affine_map<(d0)[s0, s1] -> ((s0 + s1 + 1) floordiv 2 - 1, d0 + (s0 + s1) floordiv 4 + 1)>(%i_t)[%tsteps, %n] {
              affine.for %t_p = max affine_map<(d0, d1)[s0, s1] -> (-s0 + 4 * d0 + 2, -s0 - (4 * d0) + 4 * d1 - 1, -s0 + 2 * d1 + 2, -((s1 + 3) mod 4) + s1 - 1)>(%i_t, %j_t)[%n, %tsteps] to min affine_map<(d0)[s0] -> (s0, 2 * d0 + 1)>(%j_t)[%tsteps] {
                affine.for %i_p = max affine_map<(d0, d1, d2)[s0] -> (4 * d0, d1 + 1, -s0 + 4 * d2 - d1 + 2)>(%i_t, %t_p, %j_t)[%n] to min affine_map<(d0, d1, d2)[s0] -> (4 * d0 + 4, s0 + d1 - 1, 4 * d2 - d1 + 3)>(%i_t, %t_p, %j_t)[%n] {
                  affine.for %j_p = max affine_map<(d0, d1, d2) -> (4 * d0, d1 + d2 + 1)>(%j_t, %t_p, %i_p) to min affine_map<(d0, d1, d2)[s0] -> (4 * d0 + 4, s0 + d1 + d2 - 1)>(%j_t, %t_p, %i_p)[%n] {
                    // S0: A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
                    %152 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                    %153 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                    %154 = arith.addf %152, %153 : f64
                    %155 = affine.load %A[(-%t_p + %i_p) - 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                    %156 = arith.addf %154, %155 : f64
                    %157 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                    %158 = arith.addf %156, %157 : f64
                    %159 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                    %160 = arith.addf %158, %159 : f64
                    %161 = affine.load %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                    %162 = arith.addf %160, %161 : f64
                    %163 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) - 1] : memref<?x?xf64>
                    %164 = arith.addf %162, %163 : f64
                    %165 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
                    %166 = arith.addf %164, %165 : f64
                    %167 = affine.load %A[(-%t_p + %i_p) + 1, (-%t_p - %i_p + %j_p) + 1] : memref<?x?xf64>
                    %168 = arith.addf %166, %167 : f64
                    %169 = arith.constant 9.0 : f64
                    %170 = arith.divf %168, %169 : f64
                    affine.store %170, %A[(-%t_p + %i_p), (-%t_p - %i_p + %j_p)] : memref<?x?xf64>
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
// ==== recipe: skew(i, t, 1); skew(j, t, 2); wavefront(t, i); parallel(t) ====
// polyviz: kernel_seidel_2d, SCoP of lines 13-19
// recipe: skew(i, t, 1); skew(j, t, 2); wavefront(t, i); parallel(t)
func.func @kernel_seidel_2d_scop(%tsteps: index, %n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %w = 1 to affine_map<()[s0, s1] -> (2 * s0 + s1 - 3)>()[%tsteps, %n] {
    affine.parallel (%t) = (max(0, -symbol(%n) + (symbol(%n) + %w + 1) floordiv 2 + 1)) to (min(symbol(%tsteps), (%w + 1) floordiv 2)) {
      affine.for %j = affine_map<(d0) -> (2 * d0 + 1)>(%t) to affine_map<(d0)[s0] -> (s0 + 2 * d0 - 1)>(%t)[%n] {
        // S0: A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
        %0 = affine.load %A[(%w - (2 * %t)) - 1, ((-2) * %t + %j) - 1] : memref<?x?xf64>
        %1 = affine.load %A[(%w - (2 * %t)) - 1, ((-2) * %t + %j)] : memref<?x?xf64>
        %2 = arith.addf %0, %1 : f64
        %3 = affine.load %A[(%w - (2 * %t)) - 1, ((-2) * %t + %j) + 1] : memref<?x?xf64>
        %4 = arith.addf %2, %3 : f64
        %5 = affine.load %A[(%w - (2 * %t)), ((-2) * %t + %j) - 1] : memref<?x?xf64>
        %6 = arith.addf %4, %5 : f64
        %7 = affine.load %A[(%w - (2 * %t)), ((-2) * %t + %j)] : memref<?x?xf64>
        %8 = arith.addf %6, %7 : f64
        %9 = affine.load %A[(%w - (2 * %t)), ((-2) * %t + %j) + 1] : memref<?x?xf64>
        %10 = arith.addf %8, %9 : f64
        %11 = affine.load %A[(%w - (2 * %t)) + 1, ((-2) * %t + %j) - 1] : memref<?x?xf64>
        %12 = arith.addf %10, %11 : f64
        %13 = affine.load %A[(%w - (2 * %t)) + 1, ((-2) * %t + %j)] : memref<?x?xf64>
        %14 = arith.addf %12, %13 : f64
        %15 = affine.load %A[(%w - (2 * %t)) + 1, ((-2) * %t + %j) + 1] : memref<?x?xf64>
        %16 = arith.addf %14, %15 : f64
        %17 = arith.constant 9.0 : f64
        %18 = arith.divf %16, %17 : f64
        affine.store %18, %A[(%w - (2 * %t)), ((-2) * %t + %j)] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: assume_no_alias(); skew(i, t, 1); tile(t, 8, i, 4); wavefront(t_t, i_t); parallel(t_t) ====
// polyviz: kernel_seidel_2d, SCoP of lines 13-19
// recipe: assume_no_alias(); skew(i, t, 1); tile(t, 8, i, 4); wavefront(t_t, i_t); parallel(t_t)
func.func @kernel_seidel_2d_scop(%tsteps: index, %n: index, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %w = 0 to affine_map<()[s0, s1] -> ((3 * s0 + 2 * s1 + 1) floordiv 8)>()[%tsteps, %n] {
    affine.parallel (%t_t) = (max(0, %w + (-symbol(%tsteps) - symbol(%n) + 2) floordiv 4 + 1, (-symbol(%n) + 4 * %w + 6) floordiv 12)) to (min((symbol(%tsteps) - 1) floordiv 8 + 1, %w floordiv 3 + 1)) {
      affine.for %t_p = max affine_map<(d0, d1)[s0] -> (8 * d0, -s0 + 4 * d1 - (4 * d0) + 2)>(%t_t, %w)[%n] to min affine_map<(d0, d1)[s0] -> (s0, 4 * d0 - (4 * d1) + 3, 8 * d1 + 8)>(%w, %t_t)[%tsteps] {
        affine.for %i_p = max affine_map<(d0, d1, d2) -> (4 * d0 - (4 * d1), d2 + 1)>(%w, %t_t, %t_p) to min affine_map<(d0, d1, d2)[s0] -> (4 * d0 - (4 * d1) + 4, s0 + d2 - 1)>(%w, %t_t, %t_p)[%n] {
          affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
            // S0: A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
            %0 = affine.load %A[(-%t_p + %i_p) - 1, %j - 1] : memref<?x?xf64>
            %1 = affine.load %A[(-%t_p + %i_p) - 1, %j] : memref<?x?xf64>
            %2 = arith.addf %0, %1 : f64
            %3 = affine.load %A[(-%t_p + %i_p) - 1, %j + 1] : memref<?x?xf64>
            %4 = arith.addf %2, %3 : f64
            %5 = affine.load %A[(-%t_p + %i_p), %j - 1] : memref<?x?xf64>
            %6 = arith.addf %4, %5 : f64
            %7 = affine.load %A[(-%t_p + %i_p), %j] : memref<?x?xf64>
            %8 = arith.addf %6, %7 : f64
            %9 = affine.load %A[(-%t_p + %i_p), %j + 1] : memref<?x?xf64>
            %10 = arith.addf %8, %9 : f64
            %11 = affine.load %A[(-%t_p + %i_p) + 1, %j - 1] : memref<?x?xf64>
            %12 = arith.addf %10, %11 : f64
            %13 = affine.load %A[(-%t_p + %i_p) + 1, %j] : memref<?x?xf64>
            %14 = arith.addf %12, %13 : f64
            %15 = affine.load %A[(-%t_p + %i_p) + 1, %j + 1] : memref<?x?xf64>
            %16 = arith.addf %14, %15 : f64
            %17 = arith.constant 9.0 : f64
            %18 = arith.divf %16, %17 : f64
            affine.store %18, %A[(-%t_p + %i_p), %j] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
