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
// recipe: isl_schedule(); permute(c0, j@S0); fuse(i, c0); fuse(j@S2, j@S0); skew(i, t, 1); tile(t, 8, i, 32); separate(i_p); separate(j); pipeline(t_t)
// loop t_t is pipelined in C (pipeline(t_t)); the affine dialect has no waits between iterations, so here it is a plain affine.for, run in order
func.func @kernel_fdtd_2d_scop(%tmax: index, %nx: index, %ny: index, %ex: memref<?x?xf64>, %ey: memref<?x?xf64>, %hz: memref<?x?xf64>, %_fict_: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%ny] {
    affine.for %t_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%tmax] {
      affine.for %t_p = affine_map<(d0) -> (8 * d0)>(%t_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%t_t)[%tmax] {
        affine.if affine_set<()[s0] : (0 - s0 >= 0)>()[%nx] {
          affine.for %j = 0 to %ny {
            // S0: ey[0][j] = _fict_[t];
            %0 = affine.load %_fict_[%t_p] : memref<?xf64>
            affine.store %0, %ey[0, %j] : memref<?x?xf64>
          }
        } else {
          // S0: ey[0][j] = _fict_[t];
          %1 = affine.load %_fict_[%t_p] : memref<?xf64>
          affine.store %1, %ey[0, 0] : memref<?x?xf64>
          affine.for %j = 1 to %ny {
            // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
            %2 = affine.load %ex[0, %j] : memref<?x?xf64>
            %3 = arith.constant 0.5 : f64
            %4 = affine.load %hz[0, %j] : memref<?x?xf64>
            %5 = affine.load %hz[0, %j - 1] : memref<?x?xf64>
            %6 = arith.subf %4, %5 : f64
            %7 = arith.mulf %3, %6 : f64
            %8 = arith.subf %2, %7 : f64
            affine.store %8, %ex[0, %j] : memref<?x?xf64>
            // S0: ey[0][j] = _fict_[t];
            %9 = affine.load %_fict_[%t_p] : memref<?xf64>
            affine.store %9, %ey[0, %j] : memref<?x?xf64>
          }
          affine.for %i_p = affine_map<(d0) -> (d0 + 1)>(%t_p) to min affine_map<(d0, d1)[s0] -> (s0 + d0, -(8 * (d1 mod 4)) + 8 * d1 + 32)>(%t_p, %t_t)[%nx] {
            affine.if affine_set<()[s0] : (s0 - 2 >= 0)>()[%ny] {
              // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
              %10 = affine.load %ey[(-%t_p + %i_p), 0] : memref<?x?xf64>
              %11 = arith.constant 0.5 : f64
              %12 = affine.load %hz[(-%t_p + %i_p), 0] : memref<?x?xf64>
              %13 = affine.load %hz[(-%t_p + %i_p) - 1, 0] : memref<?x?xf64>
              %14 = arith.subf %12, %13 : f64
              %15 = arith.mulf %11, %14 : f64
              %16 = arith.subf %10, %15 : f64
              affine.store %16, %ey[(-%t_p + %i_p), 0] : memref<?x?xf64>
              // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
              %17 = affine.load %hz[(-%t_p + %i_p - 1), 0] : memref<?x?xf64>
              %18 = arith.constant 0.7 : f64
              %19 = affine.load %ex[(-%t_p + %i_p - 1), 0 + 1] : memref<?x?xf64>
              %20 = affine.load %ex[(-%t_p + %i_p - 1), 0] : memref<?x?xf64>
              %21 = arith.subf %19, %20 : f64
              %22 = affine.load %ey[(-%t_p + %i_p - 1) + 1, 0] : memref<?x?xf64>
              %23 = arith.addf %21, %22 : f64
              %24 = affine.load %ey[(-%t_p + %i_p - 1), 0] : memref<?x?xf64>
              %25 = arith.subf %23, %24 : f64
              %26 = arith.mulf %18, %25 : f64
              %27 = arith.subf %17, %26 : f64
              affine.store %27, %hz[(-%t_p + %i_p - 1), 0] : memref<?x?xf64>
              affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%ny] {
                // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
                %28 = affine.load %ex[(-%t_p + %i_p), %j] : memref<?x?xf64>
                %29 = arith.constant 0.5 : f64
                %30 = affine.load %hz[(-%t_p + %i_p), %j] : memref<?x?xf64>
                %31 = affine.load %hz[(-%t_p + %i_p), %j - 1] : memref<?x?xf64>
                %32 = arith.subf %30, %31 : f64
                %33 = arith.mulf %29, %32 : f64
                %34 = arith.subf %28, %33 : f64
                affine.store %34, %ex[(-%t_p + %i_p), %j] : memref<?x?xf64>
                // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
                %35 = affine.load %ey[(-%t_p + %i_p), %j] : memref<?x?xf64>
                %36 = arith.constant 0.5 : f64
                %37 = affine.load %hz[(-%t_p + %i_p), %j] : memref<?x?xf64>
                %38 = affine.load %hz[(-%t_p + %i_p) - 1, %j] : memref<?x?xf64>
                %39 = arith.subf %37, %38 : f64
                %40 = arith.mulf %36, %39 : f64
                %41 = arith.subf %35, %40 : f64
                affine.store %41, %ey[(-%t_p + %i_p), %j] : memref<?x?xf64>
                // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
                %42 = affine.load %hz[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %43 = arith.constant 0.7 : f64
                %44 = affine.load %ex[(-%t_p + %i_p - 1), %j + 1] : memref<?x?xf64>
                %45 = affine.load %ex[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %46 = arith.subf %44, %45 : f64
                %47 = affine.load %ey[(-%t_p + %i_p - 1) + 1, %j] : memref<?x?xf64>
                %48 = arith.addf %46, %47 : f64
                %49 = affine.load %ey[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %50 = arith.subf %48, %49 : f64
                %51 = arith.mulf %43, %50 : f64
                %52 = arith.subf %42, %51 : f64
                affine.store %52, %hz[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
              }
              // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
              %53 = affine.load %ex[(-%t_p + %i_p), (symbol(%ny) - 1)] : memref<?x?xf64>
              %54 = arith.constant 0.5 : f64
              %55 = affine.load %hz[(-%t_p + %i_p), (symbol(%ny) - 1)] : memref<?x?xf64>
              %56 = affine.load %hz[(-%t_p + %i_p), (symbol(%ny) - 1) - 1] : memref<?x?xf64>
              %57 = arith.subf %55, %56 : f64
              %58 = arith.mulf %54, %57 : f64
              %59 = arith.subf %53, %58 : f64
              affine.store %59, %ex[(-%t_p + %i_p), (symbol(%ny) - 1)] : memref<?x?xf64>
              // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
              %60 = affine.load %ey[(-%t_p + %i_p), (symbol(%ny) - 1)] : memref<?x?xf64>
              %61 = arith.constant 0.5 : f64
              %62 = affine.load %hz[(-%t_p + %i_p), (symbol(%ny) - 1)] : memref<?x?xf64>
              %63 = affine.load %hz[(-%t_p + %i_p) - 1, (symbol(%ny) - 1)] : memref<?x?xf64>
              %64 = arith.subf %62, %63 : f64
              %65 = arith.mulf %61, %64 : f64
              %66 = arith.subf %60, %65 : f64
              affine.store %66, %ey[(-%t_p + %i_p), (symbol(%ny) - 1)] : memref<?x?xf64>
            } else {
              // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
              %67 = affine.load %ey[(-%t_p + %i_p), 0] : memref<?x?xf64>
              %68 = arith.constant 0.5 : f64
              %69 = affine.load %hz[(-%t_p + %i_p), 0] : memref<?x?xf64>
              %70 = affine.load %hz[(-%t_p + %i_p) - 1, 0] : memref<?x?xf64>
              %71 = arith.subf %69, %70 : f64
              %72 = arith.mulf %68, %71 : f64
              %73 = arith.subf %67, %72 : f64
              affine.store %73, %ey[(-%t_p + %i_p), 0] : memref<?x?xf64>
            }
          }
        }
      }
      affine.for %i_t = affine_map<(d0) -> (d0 floordiv 4 + 1)>(%t_t) to min affine_map<(d0)[s0, s1] -> ((s0 + s1 - 2) floordiv 32 + 1, (s1 + 8 * d0 + 6) floordiv 32 + 1)>(%t_t)[%tmax, %nx] {
        affine.for %t_p = max affine_map<(d0, d1)[s0] -> (8 * d0, -s0 + 32 * d1 + 1)>(%t_t, %i_t)[%nx] to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%t_t)[%tmax] {
          affine.for %i_p = affine_map<(d0) -> (32 * d0)>(%i_t) to min affine_map<(d0, d1)[s0] -> (32 * d0 + 32, s0 + d1)>(%i_t, %t_p)[%nx] {
            affine.if affine_set<()[s0] : (s0 - 2 >= 0)>()[%ny] {
              // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
              %74 = affine.load %ey[(-%t_p + %i_p), 0] : memref<?x?xf64>
              %75 = arith.constant 0.5 : f64
              %76 = affine.load %hz[(-%t_p + %i_p), 0] : memref<?x?xf64>
              %77 = affine.load %hz[(-%t_p + %i_p) - 1, 0] : memref<?x?xf64>
              %78 = arith.subf %76, %77 : f64
              %79 = arith.mulf %75, %78 : f64
              %80 = arith.subf %74, %79 : f64
              affine.store %80, %ey[(-%t_p + %i_p), 0] : memref<?x?xf64>
              // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
              %81 = affine.load %hz[(-%t_p + %i_p - 1), 0] : memref<?x?xf64>
              %82 = arith.constant 0.7 : f64
              %83 = affine.load %ex[(-%t_p + %i_p - 1), 0 + 1] : memref<?x?xf64>
              %84 = affine.load %ex[(-%t_p + %i_p - 1), 0] : memref<?x?xf64>
              %85 = arith.subf %83, %84 : f64
              %86 = affine.load %ey[(-%t_p + %i_p - 1) + 1, 0] : memref<?x?xf64>
              %87 = arith.addf %85, %86 : f64
              %88 = affine.load %ey[(-%t_p + %i_p - 1), 0] : memref<?x?xf64>
              %89 = arith.subf %87, %88 : f64
              %90 = arith.mulf %82, %89 : f64
              %91 = arith.subf %81, %90 : f64
              affine.store %91, %hz[(-%t_p + %i_p - 1), 0] : memref<?x?xf64>
              affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%ny] {
                // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
                %92 = affine.load %ex[(-%t_p + %i_p), %j] : memref<?x?xf64>
                %93 = arith.constant 0.5 : f64
                %94 = affine.load %hz[(-%t_p + %i_p), %j] : memref<?x?xf64>
                %95 = affine.load %hz[(-%t_p + %i_p), %j - 1] : memref<?x?xf64>
                %96 = arith.subf %94, %95 : f64
                %97 = arith.mulf %93, %96 : f64
                %98 = arith.subf %92, %97 : f64
                affine.store %98, %ex[(-%t_p + %i_p), %j] : memref<?x?xf64>
                // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
                %99 = affine.load %ey[(-%t_p + %i_p), %j] : memref<?x?xf64>
                %100 = arith.constant 0.5 : f64
                %101 = affine.load %hz[(-%t_p + %i_p), %j] : memref<?x?xf64>
                %102 = affine.load %hz[(-%t_p + %i_p) - 1, %j] : memref<?x?xf64>
                %103 = arith.subf %101, %102 : f64
                %104 = arith.mulf %100, %103 : f64
                %105 = arith.subf %99, %104 : f64
                affine.store %105, %ey[(-%t_p + %i_p), %j] : memref<?x?xf64>
                // S3: hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
                %106 = affine.load %hz[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %107 = arith.constant 0.7 : f64
                %108 = affine.load %ex[(-%t_p + %i_p - 1), %j + 1] : memref<?x?xf64>
                %109 = affine.load %ex[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %110 = arith.subf %108, %109 : f64
                %111 = affine.load %ey[(-%t_p + %i_p - 1) + 1, %j] : memref<?x?xf64>
                %112 = arith.addf %110, %111 : f64
                %113 = affine.load %ey[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
                %114 = arith.subf %112, %113 : f64
                %115 = arith.mulf %107, %114 : f64
                %116 = arith.subf %106, %115 : f64
                affine.store %116, %hz[(-%t_p + %i_p - 1), %j] : memref<?x?xf64>
              }
              // S2: ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
              %117 = affine.load %ex[(-%t_p + %i_p), (symbol(%ny) - 1)] : memref<?x?xf64>
              %118 = arith.constant 0.5 : f64
              %119 = affine.load %hz[(-%t_p + %i_p), (symbol(%ny) - 1)] : memref<?x?xf64>
              %120 = affine.load %hz[(-%t_p + %i_p), (symbol(%ny) - 1) - 1] : memref<?x?xf64>
              %121 = arith.subf %119, %120 : f64
              %122 = arith.mulf %118, %121 : f64
              %123 = arith.subf %117, %122 : f64
              affine.store %123, %ex[(-%t_p + %i_p), (symbol(%ny) - 1)] : memref<?x?xf64>
              // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
              %124 = affine.load %ey[(-%t_p + %i_p), (symbol(%ny) - 1)] : memref<?x?xf64>
              %125 = arith.constant 0.5 : f64
              %126 = affine.load %hz[(-%t_p + %i_p), (symbol(%ny) - 1)] : memref<?x?xf64>
              %127 = affine.load %hz[(-%t_p + %i_p) - 1, (symbol(%ny) - 1)] : memref<?x?xf64>
              %128 = arith.subf %126, %127 : f64
              %129 = arith.mulf %125, %128 : f64
              %130 = arith.subf %124, %129 : f64
              affine.store %130, %ey[(-%t_p + %i_p), (symbol(%ny) - 1)] : memref<?x?xf64>
            } else {
              // S1: ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
              %131 = affine.load %ey[(-%t_p + %i_p), 0] : memref<?x?xf64>
              %132 = arith.constant 0.5 : f64
              %133 = affine.load %hz[(-%t_p + %i_p), 0] : memref<?x?xf64>
              %134 = affine.load %hz[(-%t_p + %i_p) - 1, 0] : memref<?x?xf64>
              %135 = arith.subf %133, %134 : f64
              %136 = arith.mulf %132, %135 : f64
              %137 = arith.subf %131, %136 : f64
              affine.store %137, %ey[(-%t_p + %i_p), 0] : memref<?x?xf64>
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
