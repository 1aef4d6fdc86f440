// ==== recipe: (original) ====
// polyviz: kernel_atax, SCoP of lines 18-26
// recipe: (original schedule)
func.func @kernel_atax_scop(%m: index, %n: index, %A: memref<?x?xf64>, %x: memref<?xf64>, %y: memref<?xf64>, %tmp: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    // S0: y[i] = 0.0;
    %0 = arith.constant 0.0 : f64
    affine.store %0, %y[%i] : memref<?xf64>
  }
  affine.for %i = 0 to %m {
    // S1: tmp[i] = 0.0;
    %1 = arith.constant 0.0 : f64
    affine.store %1, %tmp[%i] : memref<?xf64>
    affine.for %j = 0 to %n {
      // S2: tmp[i] = tmp[i] + A[i][j] * x[j];
      %2 = affine.load %tmp[%i] : memref<?xf64>
      %3 = affine.load %A[%i, %j] : memref<?x?xf64>
      %4 = affine.load %x[%j] : memref<?xf64>
      %5 = arith.mulf %3, %4 : f64
      %6 = arith.addf %2, %5 : f64
      affine.store %6, %tmp[%i] : memref<?xf64>
    }
    affine.for %j = 0 to %n {
      // S3: y[j] = y[j] + A[i][j] * tmp[i];
      %7 = affine.load %y[%j] : memref<?xf64>
      %8 = affine.load %A[%i, %j] : memref<?x?xf64>
      %9 = affine.load %tmp[%i] : memref<?xf64>
      %10 = arith.mulf %8, %9 : f64
      %11 = arith.addf %7, %10 : f64
      affine.store %11, %y[%j] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_atax, SCoP of lines 18-26
// recipe: (original schedule)
func.func @kernel_atax_scop(%m: index, %n: index, %A: memref<?x?xf64>, %x: memref<?xf64>, %y: memref<?xf64>, %tmp: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    // S0: y[i] = 0.0;
    %0 = arith.constant 0.0 : f64
    affine.store %0, %y[%i] : memref<?xf64>
  }
  affine.for %i = 0 to %m {
    // S1: tmp[i] = 0.0;
    %1 = arith.constant 0.0 : f64
    affine.store %1, %tmp[%i] : memref<?xf64>
    affine.for %j = 0 to %n {
      // S2: tmp[i] = tmp[i] + A[i][j] * x[j];
      %2 = affine.load %tmp[%i] : memref<?xf64>
      %3 = affine.load %A[%i, %j] : memref<?x?xf64>
      %4 = affine.load %x[%j] : memref<?xf64>
      %5 = arith.mulf %3, %4 : f64
      %6 = arith.addf %2, %5 : f64
      affine.store %6, %tmp[%i] : memref<?xf64>
    }
    affine.for %j = 0 to %n {
      // S3: y[j] = y[j] + A[i][j] * tmp[i];
      %7 = affine.load %y[%j] : memref<?xf64>
      %8 = affine.load %A[%i, %j] : memref<?x?xf64>
      %9 = affine.load %tmp[%i] : memref<?xf64>
      %10 = arith.mulf %8, %9 : f64
      %11 = arith.addf %7, %10 : f64
      affine.store %11, %y[%j] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_atax, SCoP of lines 18-26
// recipe: assume_no_alias()
func.func @kernel_atax_scop(%m: index, %n: index, %A: memref<?x?xf64>, %x: memref<?xf64>, %y: memref<?xf64>, %tmp: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    // S0: y[i] = 0.0;
    %0 = arith.constant 0.0 : f64
    affine.store %0, %y[%i] : memref<?xf64>
  }
  affine.for %i = 0 to %m {
    // S1: tmp[i] = 0.0;
    %1 = arith.constant 0.0 : f64
    affine.store %1, %tmp[%i] : memref<?xf64>
    affine.for %j = 0 to %n {
      // S2: tmp[i] = tmp[i] + A[i][j] * x[j];
      %2 = affine.load %tmp[%i] : memref<?xf64>
      %3 = affine.load %A[%i, %j] : memref<?x?xf64>
      %4 = affine.load %x[%j] : memref<?xf64>
      %5 = arith.mulf %3, %4 : f64
      %6 = arith.addf %2, %5 : f64
      affine.store %6, %tmp[%i] : memref<?xf64>
    }
    affine.for %j = 0 to %n {
      // S3: y[j] = y[j] + A[i][j] * tmp[i];
      %7 = affine.load %y[%j] : memref<?xf64>
      %8 = affine.load %A[%i, %j] : memref<?x?xf64>
      %9 = affine.load %tmp[%i] : memref<?xf64>
      %10 = arith.mulf %8, %9 : f64
      %11 = arith.addf %7, %10 : f64
      affine.store %11, %y[%j] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: tile(j@S3=4) ====
// polyviz: kernel_atax, SCoP of lines 18-26
// recipe: tile(j@S3=4)
func.func @kernel_atax_scop(%m: index, %n: index, %A: memref<?x?xf64>, %x: memref<?xf64>, %y: memref<?xf64>, %tmp: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    // S0: y[i] = 0.0;
    %0 = arith.constant 0.0 : f64
    affine.store %0, %y[%i] : memref<?xf64>
  }
  affine.for %i = 0 to %m {
    // S1: tmp[i] = 0.0;
    %1 = arith.constant 0.0 : f64
    affine.store %1, %tmp[%i] : memref<?xf64>
    affine.for %j = 0 to %n {
      // S2: tmp[i] = tmp[i] + A[i][j] * x[j];
      %2 = affine.load %tmp[%i] : memref<?xf64>
      %3 = affine.load %A[%i, %j] : memref<?x?xf64>
      %4 = affine.load %x[%j] : memref<?xf64>
      %5 = arith.mulf %3, %4 : f64
      %6 = arith.addf %2, %5 : f64
      affine.store %6, %tmp[%i] : memref<?xf64>
    }
    affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%n] {
      affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%n] {
        // S3: y[j] = y[j] + A[i][j] * tmp[i];
        %7 = affine.load %y[%j_p] : memref<?xf64>
        %8 = affine.load %A[%i, %j_p] : memref<?x?xf64>
        %9 = affine.load %tmp[%i] : memref<?xf64>
        %10 = arith.mulf %8, %9 : f64
        %11 = arith.addf %7, %10 : f64
        affine.store %11, %y[%j_p] : memref<?xf64>
      }
    }
  }
  return
}
// ==== recipe: skew(j@S2, i@S1, 1) ====
// polyviz: kernel_atax, SCoP of lines 18-26
// recipe: skew(j@S2, i@S1, 1)
func.func @kernel_atax_scop(%m: index, %n: index, %A: memref<?x?xf64>, %x: memref<?xf64>, %y: memref<?xf64>, %tmp: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    // S0: y[i] = 0.0;
    %0 = arith.constant 0.0 : f64
    affine.store %0, %y[%i] : memref<?xf64>
  }
  affine.for %i = 0 to %m {
    // S1: tmp[i] = 0.0;
    %1 = arith.constant 0.0 : f64
    affine.store %1, %tmp[%i] : memref<?xf64>
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0)[s0] -> (s0 + d0)>(%i)[%n] {
      // S2: tmp[i] = tmp[i] + A[i][j] * x[j];
      %2 = affine.load %tmp[%i] : memref<?xf64>
      %3 = affine.load %A[%i, (-%i + %j)] : memref<?x?xf64>
      %4 = affine.load %x[(-%i + %j)] : memref<?xf64>
      %5 = arith.mulf %3, %4 : f64
      %6 = arith.addf %2, %5 : f64
      affine.store %6, %tmp[%i] : memref<?xf64>
    }
    affine.for %j = 0 to %n {
      // S3: y[j] = y[j] + A[i][j] * tmp[i];
      %7 = affine.load %y[%j] : memref<?xf64>
      %8 = affine.load %A[%i, %j] : memref<?x?xf64>
      %9 = affine.load %tmp[%i] : memref<?xf64>
      %10 = arith.mulf %8, %9 : f64
      %11 = arith.addf %7, %10 : f64
      affine.store %11, %y[%j] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: isl_schedule() ====
// polyviz: kernel_atax, SCoP of lines 18-26
// recipe: isl_schedule()
func.func @kernel_atax_scop(%m: index, %n: index, %A: memref<?x?xf64>, %x: memref<?xf64>, %y: memref<?xf64>, %tmp: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %m {
    // S1: tmp[i] = 0.0;
    %0 = arith.constant 0.0 : f64
    affine.store %0, %tmp[%i] : memref<?xf64>
    affine.for %j = 0 to %n {
      // S2: tmp[i] = tmp[i] + A[i][j] * x[j];
      %1 = affine.load %tmp[%i] : memref<?xf64>
      %2 = affine.load %A[%i, %j] : memref<?x?xf64>
      %3 = affine.load %x[%j] : memref<?xf64>
      %4 = arith.mulf %2, %3 : f64
      %5 = arith.addf %1, %4 : f64
      affine.store %5, %tmp[%i] : memref<?xf64>
    }
  }
  affine.for %c0 = 0 to %n {
    // S0: y[i] = 0.0;
    %6 = arith.constant 0.0 : f64
    affine.store %6, %y[%c0] : memref<?xf64>
    affine.for %i = 0 to %m {
      // S3: y[j] = y[j] + A[i][j] * tmp[i];
      %7 = affine.load %y[%c0] : memref<?xf64>
      %8 = affine.load %A[%i, %c0] : memref<?x?xf64>
      %9 = affine.load %tmp[%i] : memref<?xf64>
      %10 = arith.mulf %8, %9 : f64
      %11 = arith.addf %7, %10 : f64
      affine.store %11, %y[%c0] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: allow_reassociation(); parallel(i@S1) ====
// polyviz: kernel_atax, SCoP of lines 18-26
// recipe: allow_reassociation(); parallel(i@S1)
// loop i is parallel with a reduction (+:y) but its body is not a sequence of updates of values the loop does not index: it stays an affine.for
func.func @kernel_atax_scop(%m: index, %n: index, %A: memref<?x?xf64>, %x: memref<?xf64>, %y: memref<?xf64>, %tmp: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    // S0: y[i] = 0.0;
    %0 = arith.constant 0.0 : f64
    affine.store %0, %y[%i] : memref<?xf64>
  }
  affine.for %i = 0 to %m {
    // S1: tmp[i] = 0.0;
    %1 = arith.constant 0.0 : f64
    affine.store %1, %tmp[%i] : memref<?xf64>
    affine.for %j = 0 to %n {
      // S2: tmp[i] = tmp[i] + A[i][j] * x[j];
      %2 = affine.load %tmp[%i] : memref<?xf64>
      %3 = affine.load %A[%i, %j] : memref<?x?xf64>
      %4 = affine.load %x[%j] : memref<?xf64>
      %5 = arith.mulf %3, %4 : f64
      %6 = arith.addf %2, %5 : f64
      affine.store %6, %tmp[%i] : memref<?xf64>
    }
    affine.for %j = 0 to %n {
      // S3: y[j] = y[j] + A[i][j] * tmp[i];
      %7 = affine.load %y[%j] : memref<?xf64>
      %8 = affine.load %A[%i, %j] : memref<?x?xf64>
      %9 = affine.load %tmp[%i] : memref<?xf64>
      %10 = arith.mulf %8, %9 : f64
      %11 = arith.addf %7, %10 : f64
      affine.store %11, %y[%j] : memref<?xf64>
    }
  }
  return
}
// ==== recipe: shift(S3, j@S3, 2); stripmine(j@S2, 4); unroll(j_p) ====
// polyviz: kernel_atax, SCoP of lines 18-26
// recipe: shift(S3, j@S3, 2); stripmine(j@S2, 4); unroll(j_p)
func.func @kernel_atax_scop(%m: index, %n: index, %A: memref<?x?xf64>, %x: memref<?xf64>, %y: memref<?xf64>, %tmp: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    // S0: y[i] = 0.0;
    %0 = arith.constant 0.0 : f64
    affine.store %0, %y[%i] : memref<?xf64>
  }
  affine.for %i = 0 to %m {
    // S1: tmp[i] = 0.0;
    %1 = arith.constant 0.0 : f64
    affine.store %1, %tmp[%i] : memref<?xf64>
    affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%n] {
      // S2: tmp[i] = tmp[i] + A[i][j] * x[j];
      %2 = affine.load %tmp[%i] : memref<?xf64>
      %3 = affine.load %A[%i, (4 * %j_t)] : memref<?x?xf64>
      %4 = affine.load %x[(4 * %j_t)] : memref<?xf64>
      %5 = arith.mulf %3, %4 : f64
      %6 = arith.addf %2, %5 : f64
      affine.store %6, %tmp[%i] : memref<?xf64>
      affine.if affine_set<(d0)[s0] : (s0 - (4 * d0 + 2) >= 0)>(%j_t)[%n] {
        // S2: tmp[i] = tmp[i] + A[i][j] * x[j];
        %7 = affine.load %tmp[%i] : memref<?xf64>
        %8 = affine.load %A[%i, (4 * %j_t + 1)] : memref<?x?xf64>
        %9 = affine.load %x[(4 * %j_t + 1)] : memref<?xf64>
        %10 = arith.mulf %8, %9 : f64
        %11 = arith.addf %7, %10 : f64
        affine.store %11, %tmp[%i] : memref<?xf64>
        affine.if affine_set<(d0)[s0] : (s0 - (4 * d0 + 3) >= 0)>(%j_t)[%n] {
          // S2: tmp[i] = tmp[i] + A[i][j] * x[j];
          %12 = affine.load %tmp[%i] : memref<?xf64>
          %13 = affine.load %A[%i, (4 * %j_t + 2)] : memref<?x?xf64>
          %14 = affine.load %x[(4 * %j_t + 2)] : memref<?xf64>
          %15 = arith.mulf %13, %14 : f64
          %16 = arith.addf %12, %15 : f64
          affine.store %16, %tmp[%i] : memref<?xf64>
          affine.if affine_set<(d0)[s0] : (s0 - (4 * d0 + 4) >= 0)>(%j_t)[%n] {
            // S2: tmp[i] = tmp[i] + A[i][j] * x[j];
            %17 = affine.load %tmp[%i] : memref<?xf64>
            %18 = affine.load %A[%i, (4 * %j_t + 3)] : memref<?x?xf64>
            %19 = affine.load %x[(4 * %j_t + 3)] : memref<?xf64>
            %20 = arith.mulf %18, %19 : f64
            %21 = arith.addf %17, %20 : f64
            affine.store %21, %tmp[%i] : memref<?xf64>
          }
        }
      }
    }
    affine.for %j = 2 to affine_map<()[s0] -> (s0 + 2)>()[%n] {
      // S3: y[j] = y[j] + A[i][j] * tmp[i];
      %22 = affine.load %y[(%j - 2)] : memref<?xf64>
      %23 = affine.load %A[%i, (%j - 2)] : memref<?x?xf64>
      %24 = affine.load %tmp[%i] : memref<?xf64>
      %25 = arith.mulf %23, %24 : f64
      %26 = arith.addf %22, %25 : f64
      affine.store %26, %y[(%j - 2)] : memref<?xf64>
    }
  }
  return
}
