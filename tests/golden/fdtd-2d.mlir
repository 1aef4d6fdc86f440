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
// polyviz: kernel_fdtd_2d, SCoP of lines 18-31
// recipe: isl_schedule(); permute(c0, j@S0); fuse(i, c0); fuse(j@S2, j@S0); skew(i, t, 1); tile(t, 8, i, 32); separate(i_p); stripmine(i_t, 4); wavefront(t_t, i_t_t); parallel(t_t)
func.func @kernel_fdtd_2d_scop(%tmax: index, %nx: index, %ny: index, %ex: memref<?x?xf64>, %ey: memref<?x?xf64>, %hz: memref<?x?xf64>, %_fict_: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %w = 0 to affine_map<()[s0] -> ((17 * s0 - 17) floordiv 128 + 1)>()[%tmax] {
    affine.parallel (%t_t) = (max(0, %w + (-symbol(%tmax) - symbol(%nx) + 1) floordiv 128 + 1, %w + (-symbol(%nx) - (8 * %w) - 7) floordiv 136 + 1)) to (%w - ((%w + 17) floordiv 17) + 1) {
      affine.for %i_t_p = affine_map<(d0, d1) -> (4 * d0 - (4 * d1))>(%w, %t_t) to min affine_map<(d0, d1)[s0, s1] -> (4 * d0 - (4 * d1) + 4, (s0 + s1 - 2) floordiv 32 + 1, (s1 + 8 * d1 + 6) floordiv 32 + 1)>(%w, %t_t)[%tmax, %nx] {
        affine.for %t_p = max affine_map<(d0, d1)[s0] -> (8 * d0, -s0 + 32 * d1 + 1)>(%t_t, %i_t_p)[%nx] to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%t_t)[%tmax] {
          affine.for %i_p = affine_map<(d0) -> (32 * d0)>(%i_t_p) to min affine_map<(d0, d1)[s0] -> (32 * d0 + 32, s0 + d1)>(%i_t_p, %t_p)[%nx] {
            affine.for %j = 0 to %ny {
              affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%j) {
                // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
                %0 = affine.load %ex[(-%t_p + %i_p), %j] : memref<?x?xf64>
                %1 = arith.constant 0.5 : f64
                %2 = affine.load %hz[(-%t_p + %i_p), %j] : memref<?x?xf64>
                %3 = affine.load %hz[(-%t_p + %i_p), %j - 1] : memref<?x?xf64>
                %4 = arith.subf %2, %3 : f64
                %5 = arith.mulf %1, %4 : f64
                %6 = arith.subf %0, %5 : f64
                affine.store %6, %ex[(-%t_p + %i_p), %j] : memref<?x?xf64>
              }
              // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
              %7 = affine.load %ey[(-%t_p + %i_p), %j] : memref<?x?xf64>
              %8 = arith.constant 0.5 : f64
              %9 = affine.load %hz[(-%t_p + %i_p), %j] : memref<?x?xf64>
              %10 = affine.load %hz[(-%t_p + %i_p) - 1, %j] : memref<?x?xf64>
              %11 = arith.subf %9, %10 : f64
              %12 = arith.mulf %8, %11 : f64
              %13 = arith.subf %7, %12 : f64
              affine.store %13, %ey[(-%t_p + %i_p), %j] : memref<?x?xf64>
              affine.if affine_set<(d0)[s0] : (s0 - (d0 + 2) >= 0)>(%j)[%ny] {
                // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
                %14 = affine.load %hz[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %15 = arith.constant 0.7 : f64
                %16 = affine.load %ex[(-%t_p + %i_p - 1), %j + 1] : memref<?x?xf64>
                %17 = affine.load %ex[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %18 = arith.subf %16, %17 : f64
                %19 = affine.load %ey[(-%t_p + %i_p - 1) + 1, %j] : memref<?x?xf64>
                %20 = arith.addf %18, %19 : f64
                %21 = affine.load %ey[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %22 = arith.subf %20, %21 : f64
                %23 = arith.mulf %15, %22 : f64
                %24 = arith.subf %14, %23 : f64
                affine.store %24, %hz[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
              }
            }
          }
        }
      }
    }
    affine.if affine_set<(d0) : (15 - (d0 mod 17) >= 0)>(%w) {
      affine.for %t_p = affine_map<(d0) -> (8 * d0 - (8 * ((d0 + 18) floordiv 17)) + 8)>(%w) to min affine_map<(d0)[s0] -> (s0, 8 * d0 - (8 * ((d0 + 18) floordiv 17)) + 16)>(%w)[%tmax] {
        affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%nx] {
          affine.for %j = 0 to %ny {
            affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%j) {
              // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
              %25 = affine.load %ex[0, %j] : memref<?x?xf64>
              %26 = arith.constant 0.5 : f64
              %27 = affine.load %hz[0, %j] : memref<?x?xf64>
              %28 = affine.load %hz[0, %j - 1] : memref<?x?xf64>
              %29 = arith.subf %27, %28 : f64
              %30 = arith.mulf %26, %29 : f64
              %31 = arith.subf %25, %30 : f64
              affine.store %31, %ex[0, %j] : memref<?x?xf64>
            }
            // S0: ey[0][j] = _fict_[t];
            %32 = affine.load %_fict_[%t_p] : memref<?xf64>
            affine.store %32, %ey[0, %j] : memref<?x?xf64>
          }
          affine.for %i_p = affine_map<(d0) -> (d0 + 1)>(%t_p) to min affine_map<(d0, d1)[s0] -> (s0 + d0, 32 * ((4 * d1 + 3) floordiv 17) + 32)>(%t_p, %w)[%nx] {
            affine.for %j = 0 to %ny {
              affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%j) {
                // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
                %33 = affine.load %ex[(-%t_p + %i_p), %j] : memref<?x?xf64>
                %34 = arith.constant 0.5 : f64
                %35 = affine.load %hz[(-%t_p + %i_p), %j] : memref<?x?xf64>
                %36 = affine.load %hz[(-%t_p + %i_p), %j - 1] : memref<?x?xf64>
                %37 = arith.subf %35, %36 : f64
                %38 = arith.mulf %34, %37 : f64
                %39 = arith.subf %33, %38 : f64
                affine.store %39, %ex[(-%t_p + %i_p), %j] : memref<?x?xf64>
              }
              // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
              %40 = affine.load %ey[(-%t_p + %i_p), %j] : memref<?x?xf64>
              %41 = arith.constant 0.5 : f64
              %42 = affine.load %hz[(-%t_p + %i_p), %j] : memref<?x?xf64>
              %43 = affine.load %hz[(-%t_p + %i_p) - 1, %j] : memref<?x?xf64>
              %44 = arith.subf %42, %43 : f64
              %45 = arith.mulf %41, %44 : f64
              %46 = arith.subf %40, %45 : f64
              affine.store %46, %ey[(-%t_p + %i_p), %j] : memref<?x?xf64>
              affine.if affine_set<(d0)[s0] : (s0 - (d0 + 2) >= 0)>(%j)[%ny] {
                // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
                %47 = affine.load %hz[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %48 = arith.constant 0.7 : f64
                %49 = affine.load %ex[(-%t_p + %i_p - 1), %j + 1] : memref<?x?xf64>
                %50 = affine.load %ex[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %51 = arith.subf %49, %50 : f64
                %52 = affine.load %ey[(-%t_p + %i_p - 1) + 1, %j] : memref<?x?xf64>
                %53 = arith.addf %51, %52 : f64
                %54 = affine.load %ey[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %55 = arith.subf %53, %54 : f64
                %56 = arith.mulf %48, %55 : f64
                %57 = arith.subf %47, %56 : f64
                affine.store %57, %hz[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
              }
            }
          }
        } else {
          affine.for %j = 0 to %ny {
            // S0: ey[0][j] = _fict_[t];
            %58 = affine.load %_fict_[%t_p] : memref<?xf64>
            affine.store %58, %ey[0, %j] : memref<?x?xf64>
          }
        }
      }
      affine.for %i_t_p = affine_map<(d0) -> ((4 * d0 + 3) floordiv 17 + 1)>(%w) to min affine_map<(d0)[s0, s1] -> ((s0 + s1 - 2) floordiv 32 + 1, 4 * ((d0 + 18) floordiv 17), (s1 + 8 * d0 - (8 * ((d0 + 18) floordiv 17)) + 14) floordiv 32 + 1)>(%w)[%tmax, %nx] {
        affine.for %t_p = max affine_map<(d0, d1)[s0] -> (-s0 + 32 * d0 + 1, 8 * d1 - (8 * ((d1 + 18) floordiv 17)) + 8)>(%i_t_p, %w)[%nx] to min affine_map<(d0)[s0] -> (s0, 8 * d0 - (8 * ((d0 + 18) floordiv 17)) + 16)>(%w)[%tmax] {
          affine.for %i_p = affine_map<(d0) -> (32 * d0)>(%i_t_p) to min affine_map<(d0, d1)[s0] -> (32 * d0 + 32, s0 + d1)>(%i_t_p, %t_p)[%nx] {
            affine.for %j = 0 to %ny {
              affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%j) {
                // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
                %59 = affine.load %ex[(-%t_p + %i_p), %j] : memref<?x?xf64>
                %60 = arith.constant 0.5 : f64
                %61 = affine.load %hz[(-%t_p + %i_p), %j] : memref<?x?xf64>
                %62 = affine.load %hz[(-%t_p + %i_p), %j - 1] : memref<?x?xf64>
                %63 = arith.subf %61, %62 : f64
                %64 = arith.mulf %60, %63 : f64
                %65 = arith.subf %59, %64 : f64
                affine.store %65, %ex[(-%t_p + %i_p), %j] : memref<?x?xf64>
              }
              // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
              %66 = affine.load %ey[(-%t_p + %i_p), %j] : memref<?x?xf64>
              %67 = arith.constant 0.5 : f64
              %68 = affine.load %hz[(-%t_p + %i_p), %j] : memref<?x?xf64>
              %69 = affine.load %hz[(-%t_p + %i_p) - 1, %j] : memref<?x?xf64>
              %70 = arith.subf %68, %69 : f64
              %71 = arith.mulf %67, %70 : f64
              %72 = arith.subf %66, %71 : f64
              affine.store %72, %ey[(-%t_p + %i_p), %j] : memref<?x?xf64>
              affine.if affine_set<(d0)[s0] : (s0 - (d0 + 2) >= 0)>(%j)[%ny] {
                // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
                %73 = affine.load %hz[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %74 = arith.constant 0.7 : f64
                %75 = affine.load %ex[(-%t_p + %i_p - 1), %j + 1] : memref<?x?xf64>
                %76 = affine.load %ex[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %77 = arith.subf %75, %76 : f64
                %78 = affine.load %ey[(-%t_p + %i_p - 1) + 1, %j] : memref<?x?xf64>
                %79 = arith.addf %77, %78 : f64
                %80 = affine.load %ey[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %81 = arith.subf %79, %80 : f64
                %82 = arith.mulf %74, %81 : f64
                %83 = arith.subf %73, %82 : f64
                affine.store %83, %hz[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
              }
            }
          }
        }
      }
    }
  }
  affine.for %w = affine_map<()[s0] -> ((17 * s0 - 17) floordiv 128 + 1)>()[%tmax] to affine_map<()[s0, s1] -> ((17 * s0 + s1 - 18) floordiv 128 + 1)>()[%tmax, %nx] {
    affine.parallel (%t_t) = (max(0, %w + (-symbol(%tmax) - symbol(%nx) + 1) floordiv 128 + 1, %w + (-symbol(%nx) - (8 * %w) - 7) floordiv 136 + 1)) to ((symbol(%tmax) - 1) floordiv 8 + 1) {
      affine.for %i_t_p = affine_map<(d0, d1) -> (4 * d0 - (4 * d1))>(%w, %t_t) to min affine_map<(d0, d1)[s0, s1] -> (4 * d0 - (4 * d1) + 4, (s0 + s1 - 2) floordiv 32 + 1, (s1 + 8 * d1 + 6) floordiv 32 + 1)>(%w, %t_t)[%tmax, %nx] {
        affine.for %t_p = max affine_map<(d0, d1)[s0] -> (8 * d0, -s0 + 32 * d1 + 1)>(%t_t, %i_t_p)[%nx] to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%t_t)[%tmax] {
          affine.for %i_p = affine_map<(d0) -> (32 * d0)>(%i_t_p) to min affine_map<(d0, d1)[s0] -> (32 * d0 + 32, s0 + d1)>(%i_t_p, %t_p)[%nx] {
            affine.for %j = 0 to %ny {
              affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%j) {
                // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
                %84 = affine.load %ex[(-%t_p + %i_p), %j] : memref<?x?xf64>
                %85 = arith.constant 0.5 : f64
                %86 = affine.load %hz[(-%t_p + %i_p), %j] : memref<?x?xf64>
                %87 = affine.load %hz[(-%t_p + %i_p), %j - 1] : memref<?x?xf64>
                %88 = arith.subf %86, %87 : f64
                %89 = arith.mulf %85, %88 : f64
                %90 = arith.subf %84, %89 : f64
                affine.store %90, %ex[(-%t_p + %i_p), %j] : memref<?x?xf64>
              }
              // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
              %91 = affine.load %ey[(-%t_p + %i_p), %j] : memref<?x?xf64>
              %92 = arith.constant 0.5 : f64
              %93 = affine.load %hz[(-%t_p + %i_p), %j] : memref<?x?xf64>
              %94 = affine.load %hz[(-%t_p + %i_p) - 1, %j] : memref<?x?xf64>
              %95 = arith.subf %93, %94 : f64
              %96 = arith.mulf %92, %95 : f64
              %97 = arith.subf %91, %96 : f64
              affine.store %97, %ey[(-%t_p + %i_p), %j] : memref<?x?xf64>
              affine.if affine_set<(d0)[s0] : (s0 - (d0 + 2) >= 0)>(%j)[%ny] {
                // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
                %98 = affine.load %hz[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %99 = arith.constant 0.7 : f64
                %100 = affine.load %ex[(-%t_p + %i_p - 1), %j + 1] : memref<?x?xf64>
                %101 = affine.load %ex[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %102 = arith.subf %100, %101 : f64
                %103 = affine.load %ey[(-%t_p + %i_p - 1) + 1, %j] : memref<?x?xf64>
                %104 = arith.addf %102, %103 : f64
                %105 = affine.load %ey[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %106 = arith.subf %104, %105 : f64
                %107 = arith.mulf %99, %106 : f64
                %108 = arith.subf %98, %107 : f64
                affine.store %108, %hz[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
              }
            }
          }
        }
      }
    }
  }
  return
}
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
