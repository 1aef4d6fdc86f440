// ==== recipe: (original) ====
// polyviz: kernel_fdtd_2d, SCoP of lines 18-31
// recipe: (original schedule)
func.func @kernel_fdtd_2d_scop(%tmax: index, %nx: index, %ny: index, %ex: memref<?x?xf64>, %ey: memref<?x?xf64>, %hz: memref<?x?xf64>, %_fict_: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tmax {
    affine.for %j = 0 to %ny {
      // S0: ey[0][j] = _fict_[t];
      %0 = affine.load %_fict_[%t] : memref<?xf64>
      affine.store %0, %ey[0, %j] : memref<?x?xf64>
    }
    affine.for %i = 1 to %nx {
      affine.for %j = 0 to %ny {
        // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
        %1 = affine.load %ey[%i, %j] : memref<?x?xf64>
        %2 = arith.constant 0.5 : f64
        %3 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %4 = affine.load %hz[%i - 1, %j] : memref<?x?xf64>
        %5 = arith.subf %3, %4 : f64
        %6 = arith.mulf %2, %5 : f64
        %7 = arith.subf %1, %6 : f64
        affine.store %7, %ey[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %i = 0 to %nx {
      affine.for %j = 1 to %ny {
        // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
        %8 = affine.load %ex[%i, %j] : memref<?x?xf64>
        %9 = arith.constant 0.5 : f64
        %10 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %11 = affine.load %hz[%i, %j - 1] : memref<?x?xf64>
        %12 = arith.subf %10, %11 : f64
        %13 = arith.mulf %9, %12 : f64
        %14 = arith.subf %8, %13 : f64
        affine.store %14, %ex[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %i = 0 to affine_map<()[s0] -> (s0 - 1)>()[%nx] {
      affine.for %j = 0 to affine_map<()[s0] -> (s0 - 1)>()[%ny] {
        // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
        %15 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %16 = arith.constant 0.7 : f64
        %17 = affine.load %ex[%i, %j + 1] : memref<?x?xf64>
        %18 = affine.load %ex[%i, %j] : memref<?x?xf64>
        %19 = arith.subf %17, %18 : f64
        %20 = affine.load %ey[%i + 1, %j] : memref<?x?xf64>
        %21 = arith.addf %19, %20 : f64
        %22 = affine.load %ey[%i, %j] : memref<?x?xf64>
        %23 = arith.subf %21, %22 : f64
        %24 = arith.mulf %16, %23 : f64
        %25 = arith.subf %15, %24 : f64
        affine.store %25, %hz[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: auto() ====
// error: isl produced nx >= 1, which is not an affine expression (no MLIR affine-dialect counterpart)
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_fdtd_2d, SCoP of lines 18-31
// recipe: assume_no_alias()
func.func @kernel_fdtd_2d_scop(%tmax: index, %nx: index, %ny: index, %ex: memref<?x?xf64>, %ey: memref<?x?xf64>, %hz: memref<?x?xf64>, %_fict_: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tmax {
    affine.for %j = 0 to %ny {
      // S0: ey[0][j] = _fict_[t];
      %0 = affine.load %_fict_[%t] : memref<?xf64>
      affine.store %0, %ey[0, %j] : memref<?x?xf64>
    }
    affine.for %i = 1 to %nx {
      affine.for %j = 0 to %ny {
        // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
        %1 = affine.load %ey[%i, %j] : memref<?x?xf64>
        %2 = arith.constant 0.5 : f64
        %3 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %4 = affine.load %hz[%i - 1, %j] : memref<?x?xf64>
        %5 = arith.subf %3, %4 : f64
        %6 = arith.mulf %2, %5 : f64
        %7 = arith.subf %1, %6 : f64
        affine.store %7, %ey[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %i = 0 to %nx {
      affine.for %j = 1 to %ny {
        // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
        %8 = affine.load %ex[%i, %j] : memref<?x?xf64>
        %9 = arith.constant 0.5 : f64
        %10 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %11 = affine.load %hz[%i, %j - 1] : memref<?x?xf64>
        %12 = arith.subf %10, %11 : f64
        %13 = arith.mulf %9, %12 : f64
        %14 = arith.subf %8, %13 : f64
        affine.store %14, %ex[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %i = 0 to affine_map<()[s0] -> (s0 - 1)>()[%nx] {
      affine.for %j = 0 to affine_map<()[s0] -> (s0 - 1)>()[%ny] {
        // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
        %15 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %16 = arith.constant 0.7 : f64
        %17 = affine.load %ex[%i, %j + 1] : memref<?x?xf64>
        %18 = affine.load %ex[%i, %j] : memref<?x?xf64>
        %19 = arith.subf %17, %18 : f64
        %20 = affine.load %ey[%i + 1, %j] : memref<?x?xf64>
        %21 = arith.addf %19, %20 : f64
        %22 = affine.load %ey[%i, %j] : memref<?x?xf64>
        %23 = arith.subf %21, %22 : f64
        %24 = arith.mulf %16, %23 : f64
        %25 = arith.subf %15, %24 : f64
        affine.store %25, %hz[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: tile(i@S1=4, j@S1=3); tile(i@S2=3, j@S2=4) ====
// polyviz: kernel_fdtd_2d, SCoP of lines 18-31
// recipe: tile(i@S1=4, j@S1=3); tile(i@S2=3, j@S2=4)
func.func @kernel_fdtd_2d_scop(%tmax: index, %nx: index, %ny: index, %ex: memref<?x?xf64>, %ey: memref<?x?xf64>, %hz: memref<?x?xf64>, %_fict_: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tmax {
    affine.for %j = 0 to %ny {
      // S0: ey[0][j] = _fict_[t];
      %0 = affine.load %_fict_[%t] : memref<?xf64>
      affine.store %0, %ey[0, %j] : memref<?x?xf64>
    }
    affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nx] {
      affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 3 + 1)>()[%ny] {
        affine.for %i_p = max affine_map<(d0) -> (1, 4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%nx] {
          affine.for %j_p = affine_map<(d0) -> (3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 3 * d0 + 3)>(%j_t)[%ny] {
            // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
            %1 = affine.load %ey[%i_p, %j_p] : memref<?x?xf64>
            %2 = arith.constant 0.5 : f64
            %3 = affine.load %hz[%i_p, %j_p] : memref<?x?xf64>
            %4 = affine.load %hz[%i_p - 1, %j_p] : memref<?x?xf64>
            %5 = arith.subf %3, %4 : f64
            %6 = arith.mulf %2, %5 : f64
            %7 = arith.subf %1, %6 : f64
            affine.store %7, %ey[%i_p, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
    affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 3 + 1)>()[%nx] {
      affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%ny] {
        affine.for %i_p = affine_map<(d0) -> (3 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 3 * d0 + 3)>(%i_t)[%nx] {
          affine.for %j_p = max affine_map<(d0) -> (1, 4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%ny] {
            // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
            %8 = affine.load %ex[%i_p, %j_p] : memref<?x?xf64>
            %9 = arith.constant 0.5 : f64
            %10 = affine.load %hz[%i_p, %j_p] : memref<?x?xf64>
            %11 = affine.load %hz[%i_p, %j_p - 1] : memref<?x?xf64>
            %12 = arith.subf %10, %11 : f64
            %13 = arith.mulf %9, %12 : f64
            %14 = arith.subf %8, %13 : f64
            affine.store %14, %ex[%i_p, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
    affine.for %i = 0 to affine_map<()[s0] -> (s0 - 1)>()[%nx] {
      affine.for %j = 0 to affine_map<()[s0] -> (s0 - 1)>()[%ny] {
        // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
        %15 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %16 = arith.constant 0.7 : f64
        %17 = affine.load %ex[%i, %j + 1] : memref<?x?xf64>
        %18 = affine.load %ex[%i, %j] : memref<?x?xf64>
        %19 = arith.subf %17, %18 : f64
        %20 = affine.load %ey[%i + 1, %j] : memref<?x?xf64>
        %21 = arith.addf %19, %20 : f64
        %22 = affine.load %ey[%i, %j] : memref<?x?xf64>
        %23 = arith.subf %21, %22 : f64
        %24 = arith.mulf %16, %23 : f64
        %25 = arith.subf %15, %24 : f64
        affine.store %25, %hz[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: skew(j@S0, t, 1); skew(j@S3, i@S3, 1); tile(i@S3=4, j@S3=3) ====
// polyviz: kernel_fdtd_2d, SCoP of lines 18-31
// recipe: skew(j@S0, t, 1); skew(j@S3, i@S3, 1); tile(i@S3=4, j@S3=3)
func.func @kernel_fdtd_2d_scop(%tmax: index, %nx: index, %ny: index, %ex: memref<?x?xf64>, %ey: memref<?x?xf64>, %hz: memref<?x?xf64>, %_fict_: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tmax {
    affine.for %j = affine_map<(d0) -> (d0)>(%t) to affine_map<(d0)[s0] -> (s0 + d0)>(%t)[%ny] {
      // S0: ey[0][j] = _fict_[t];
      %0 = affine.load %_fict_[%t] : memref<?xf64>
      affine.store %0, %ey[0, (-%t + %j)] : memref<?x?xf64>
    }
    affine.for %i = 1 to %nx {
      affine.for %j = 0 to %ny {
        // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
        %1 = affine.load %ey[%i, %j] : memref<?x?xf64>
        %2 = arith.constant 0.5 : f64
        %3 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %4 = affine.load %hz[%i - 1, %j] : memref<?x?xf64>
        %5 = arith.subf %3, %4 : f64
        %6 = arith.mulf %2, %5 : f64
        %7 = arith.subf %1, %6 : f64
        affine.store %7, %ey[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %i = 0 to %nx {
      affine.for %j = 1 to %ny {
        // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
        %8 = affine.load %ex[%i, %j] : memref<?x?xf64>
        %9 = arith.constant 0.5 : f64
        %10 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %11 = affine.load %hz[%i, %j - 1] : memref<?x?xf64>
        %12 = arith.subf %10, %11 : f64
        %13 = arith.mulf %9, %12 : f64
        %14 = arith.subf %8, %13 : f64
        affine.store %14, %ex[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 + 2) floordiv 4)>()[%nx] {
      affine.for %j_t = affine_map<(d0) -> (d0 + d0 floordiv 3)>(%i_t) to min affine_map<(d0)[s0, s1] -> ((s0 + s1 - 1) floordiv 3, d0 + (s1 + d0 + 1) floordiv 3 + 1)>(%i_t)[%nx, %ny] {
        affine.for %i_p = max affine_map<(d0, d1)[s0] -> (4 * d0, -s0 + 3 * d1 + 2)>(%i_t, %j_t)[%ny] to min affine_map<(d0, d1)[s0] -> (s0 - 1, 4 * d0 + 4, 3 * d1 + 3)>(%i_t, %j_t)[%nx] {
          affine.for %j_p = max affine_map<(d0, d1) -> (3 * d0, d1)>(%j_t, %i_p) to min affine_map<(d0, d1)[s0] -> (3 * d0 + 3, s0 + d1 - 1)>(%j_t, %i_p)[%ny] {
            // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
            %15 = affine.load %hz[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
            %16 = arith.constant 0.7 : f64
            %17 = affine.load %ex[%i_p, (-%i_p + %j_p) + 1] : memref<?x?xf64>
            %18 = affine.load %ex[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
            %19 = arith.subf %17, %18 : f64
            %20 = affine.load %ey[%i_p + 1, (-%i_p + %j_p)] : memref<?x?xf64>
            %21 = arith.addf %19, %20 : f64
            %22 = affine.load %ey[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
            %23 = arith.subf %21, %22 : f64
            %24 = arith.mulf %16, %23 : f64
            %25 = arith.subf %15, %24 : f64
            affine.store %25, %hz[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: assume_no_alias(); parallel(i@S1) ====
// polyviz: kernel_fdtd_2d, SCoP of lines 18-31
// recipe: assume_no_alias(); parallel(i@S1)
func.func @kernel_fdtd_2d_scop(%tmax: index, %nx: index, %ny: index, %ex: memref<?x?xf64>, %ey: memref<?x?xf64>, %hz: memref<?x?xf64>, %_fict_: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tmax {
    affine.for %j = 0 to %ny {
      // S0: ey[0][j] = _fict_[t];
      %0 = affine.load %_fict_[%t] : memref<?xf64>
      affine.store %0, %ey[0, %j] : memref<?x?xf64>
    }
    affine.parallel (%i) = (1) to (symbol(%nx)) {
      affine.for %j = 0 to %ny {
        // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
        %1 = affine.load %ey[%i, %j] : memref<?x?xf64>
        %2 = arith.constant 0.5 : f64
        %3 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %4 = affine.load %hz[%i - 1, %j] : memref<?x?xf64>
        %5 = arith.subf %3, %4 : f64
        %6 = arith.mulf %2, %5 : f64
        %7 = arith.subf %1, %6 : f64
        affine.store %7, %ey[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %i = 0 to %nx {
      affine.for %j = 1 to %ny {
        // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
        %8 = affine.load %ex[%i, %j] : memref<?x?xf64>
        %9 = arith.constant 0.5 : f64
        %10 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %11 = affine.load %hz[%i, %j - 1] : memref<?x?xf64>
        %12 = arith.subf %10, %11 : f64
        %13 = arith.mulf %9, %12 : f64
        %14 = arith.subf %8, %13 : f64
        affine.store %14, %ex[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %i = 0 to affine_map<()[s0] -> (s0 - 1)>()[%nx] {
      affine.for %j = 0 to affine_map<()[s0] -> (s0 - 1)>()[%ny] {
        // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
        %15 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %16 = arith.constant 0.7 : f64
        %17 = affine.load %ex[%i, %j + 1] : memref<?x?xf64>
        %18 = affine.load %ex[%i, %j] : memref<?x?xf64>
        %19 = arith.subf %17, %18 : f64
        %20 = affine.load %ey[%i + 1, %j] : memref<?x?xf64>
        %21 = arith.addf %19, %20 : f64
        %22 = affine.load %ey[%i, %j] : memref<?x?xf64>
        %23 = arith.subf %21, %22 : f64
        %24 = arith.mulf %16, %23 : f64
        %25 = arith.subf %15, %24 : f64
        affine.store %25, %hz[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: assume_no_alias(); parallel(i@S1); parallel(i@S2); parallel(i@S3) ====
// polyviz: kernel_fdtd_2d, SCoP of lines 18-31
// recipe: assume_no_alias(); parallel(i@S1); parallel(i@S2); parallel(i@S3)
func.func @kernel_fdtd_2d_scop(%tmax: index, %nx: index, %ny: index, %ex: memref<?x?xf64>, %ey: memref<?x?xf64>, %hz: memref<?x?xf64>, %_fict_: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tmax {
    affine.for %j = 0 to %ny {
      // S0: ey[0][j] = _fict_[t];
      %0 = affine.load %_fict_[%t] : memref<?xf64>
      affine.store %0, %ey[0, %j] : memref<?x?xf64>
    }
    affine.parallel (%i) = (1) to (symbol(%nx)) {
      affine.for %j = 0 to %ny {
        // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
        %1 = affine.load %ey[%i, %j] : memref<?x?xf64>
        %2 = arith.constant 0.5 : f64
        %3 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %4 = affine.load %hz[%i - 1, %j] : memref<?x?xf64>
        %5 = arith.subf %3, %4 : f64
        %6 = arith.mulf %2, %5 : f64
        %7 = arith.subf %1, %6 : f64
        affine.store %7, %ey[%i, %j] : memref<?x?xf64>
      }
    }
    affine.parallel (%i) = (0) to (symbol(%nx)) {
      affine.for %j = 1 to %ny {
        // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
        %8 = affine.load %ex[%i, %j] : memref<?x?xf64>
        %9 = arith.constant 0.5 : f64
        %10 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %11 = affine.load %hz[%i, %j - 1] : memref<?x?xf64>
        %12 = arith.subf %10, %11 : f64
        %13 = arith.mulf %9, %12 : f64
        %14 = arith.subf %8, %13 : f64
        affine.store %14, %ex[%i, %j] : memref<?x?xf64>
      }
    }
    affine.parallel (%i) = (0) to (symbol(%nx) - 1) {
      affine.for %j = 0 to affine_map<()[s0] -> (s0 - 1)>()[%ny] {
        // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
        %15 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %16 = arith.constant 0.7 : f64
        %17 = affine.load %ex[%i, %j + 1] : memref<?x?xf64>
        %18 = affine.load %ex[%i, %j] : memref<?x?xf64>
        %19 = arith.subf %17, %18 : f64
        %20 = affine.load %ey[%i + 1, %j] : memref<?x?xf64>
        %21 = arith.addf %19, %20 : f64
        %22 = affine.load %ey[%i, %j] : memref<?x?xf64>
        %23 = arith.subf %21, %22 : f64
        %24 = arith.mulf %16, %23 : f64
        %25 = arith.subf %15, %24 : f64
        affine.store %25, %hz[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: interchange(i@S1, j@S1); parallel(i@S2); stripmine(j@S3, 4); atomic(j_p) ====
// polyviz: kernel_fdtd_2d, SCoP of lines 18-31
// recipe: interchange(i@S1, j@S1); parallel(i@S2); stripmine(j@S3, 4); atomic(j_p)
func.func @kernel_fdtd_2d_scop(%tmax: index, %nx: index, %ny: index, %ex: memref<?x?xf64>, %ey: memref<?x?xf64>, %hz: memref<?x?xf64>, %_fict_: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tmax {
    affine.for %j = 0 to %ny {
      // S0: ey[0][j] = _fict_[t];
      %0 = affine.load %_fict_[%t] : memref<?xf64>
      affine.store %0, %ey[0, %j] : memref<?x?xf64>
    }
    affine.for %j = 0 to %ny {
      affine.for %i = 1 to %nx {
        // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
        %1 = affine.load %ey[%i, %j] : memref<?x?xf64>
        %2 = arith.constant 0.5 : f64
        %3 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %4 = affine.load %hz[%i - 1, %j] : memref<?x?xf64>
        %5 = arith.subf %3, %4 : f64
        %6 = arith.mulf %2, %5 : f64
        %7 = arith.subf %1, %6 : f64
        affine.store %7, %ey[%i, %j] : memref<?x?xf64>
      }
    }
    affine.parallel (%i) = (0) to (symbol(%nx)) {
      affine.for %j = 1 to %ny {
        // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
        %8 = affine.load %ex[%i, %j] : memref<?x?xf64>
        %9 = arith.constant 0.5 : f64
        %10 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %11 = affine.load %hz[%i, %j - 1] : memref<?x?xf64>
        %12 = arith.subf %10, %11 : f64
        %13 = arith.mulf %9, %12 : f64
        %14 = arith.subf %8, %13 : f64
        affine.store %14, %ex[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %i = 0 to affine_map<()[s0] -> (s0 - 1)>()[%nx] {
      affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 + 2) floordiv 4)>()[%ny] {
        affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 4 * d0 + 4)>(%j_t)[%ny] {
          // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
          %15 = affine.load %hz[%i, %j_p] : memref<?x?xf64>
          %16 = arith.constant 0.7 : f64
          %17 = affine.load %ex[%i, %j_p + 1] : memref<?x?xf64>
          %18 = affine.load %ex[%i, %j_p] : memref<?x?xf64>
          %19 = arith.subf %17, %18 : f64
          %20 = affine.load %ey[%i + 1, %j_p] : memref<?x?xf64>
          %21 = arith.addf %19, %20 : f64
          %22 = affine.load %ey[%i, %j_p] : memref<?x?xf64>
          %23 = arith.subf %21, %22 : f64
          %24 = arith.mulf %16, %23 : f64
          %25 = arith.subf %15, %24 : f64
          affine.store %25, %hz[%i, %j_p] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: permute(j@S2, i@S2); unroll(i@S3, 2) ====
// polyviz: kernel_fdtd_2d, SCoP of lines 18-31
// recipe: permute(j@S2, i@S2); unroll(i@S3, 2)
func.func @kernel_fdtd_2d_scop(%tmax: index, %nx: index, %ny: index, %ex: memref<?x?xf64>, %ey: memref<?x?xf64>, %hz: memref<?x?xf64>, %_fict_: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %t = 0 to %tmax {
    affine.for %j = 0 to %ny {
      // S0: ey[0][j] = _fict_[t];
      %0 = affine.load %_fict_[%t] : memref<?xf64>
      affine.store %0, %ey[0, %j] : memref<?x?xf64>
    }
    affine.for %i = 1 to %nx {
      affine.for %j = 0 to %ny {
        // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
        %1 = affine.load %ey[%i, %j] : memref<?x?xf64>
        %2 = arith.constant 0.5 : f64
        %3 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %4 = affine.load %hz[%i - 1, %j] : memref<?x?xf64>
        %5 = arith.subf %3, %4 : f64
        %6 = arith.mulf %2, %5 : f64
        %7 = arith.subf %1, %6 : f64
        affine.store %7, %ey[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %j = 1 to %ny {
      affine.for %i = 0 to %nx {
        // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
        %8 = affine.load %ex[%i, %j] : memref<?x?xf64>
        %9 = arith.constant 0.5 : f64
        %10 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %11 = affine.load %hz[%i, %j - 1] : memref<?x?xf64>
        %12 = arith.subf %10, %11 : f64
        %13 = arith.mulf %9, %12 : f64
        %14 = arith.subf %8, %13 : f64
        affine.store %14, %ex[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %i = 0 to affine_map<()[s0] -> (s0 - 1)>()[%nx] step 2 {
      affine.for %j = 0 to affine_map<()[s0] -> (s0 - 1)>()[%ny] {
        // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
        %15 = affine.load %hz[%i, %j] : memref<?x?xf64>
        %16 = arith.constant 0.7 : f64
        %17 = affine.load %ex[%i, %j + 1] : memref<?x?xf64>
        %18 = affine.load %ex[%i, %j] : memref<?x?xf64>
        %19 = arith.subf %17, %18 : f64
        %20 = affine.load %ey[%i + 1, %j] : memref<?x?xf64>
        %21 = arith.addf %19, %20 : f64
        %22 = affine.load %ey[%i, %j] : memref<?x?xf64>
        %23 = arith.subf %21, %22 : f64
        %24 = arith.mulf %16, %23 : f64
        %25 = arith.subf %15, %24 : f64
        affine.store %25, %hz[%i, %j] : memref<?x?xf64>
        affine.if affine_set<(d0)[s0] : (s0 - (d0 + 3) >= 0)>(%i)[%nx] {
          // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
          %26 = affine.load %hz[(%i + 1), %j] : memref<?x?xf64>
          %27 = arith.constant 0.7 : f64
          %28 = affine.load %ex[(%i + 1), %j + 1] : memref<?x?xf64>
          %29 = affine.load %ex[(%i + 1), %j] : memref<?x?xf64>
          %30 = arith.subf %28, %29 : f64
          %31 = affine.load %ey[(%i + 1) + 1, %j] : memref<?x?xf64>
          %32 = arith.addf %30, %31 : f64
          %33 = affine.load %ey[(%i + 1), %j] : memref<?x?xf64>
          %34 = arith.subf %32, %33 : f64
          %35 = arith.mulf %27, %34 : f64
          %36 = arith.subf %26, %35 : f64
          affine.store %36, %hz[(%i + 1), %j] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
