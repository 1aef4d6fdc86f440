// ==== recipe: (original) ====
// polyviz: kernel_covariance, SCoP of lines 20-36
// recipe: (original schedule)
func.func @kernel_covariance_scop(%m: index, %n: index, %float_n: f64, %data: memref<?x?xf64>, %cov: memref<?x?xf64>, %mean: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %j = 0 to %m {
    // S0: mean[j] = 0.0;
    %0 = arith.constant 0.0 : f64
    affine.store %0, %mean[%j] : memref<?xf64>
    affine.for %i = 0 to %n {
      // S1: mean[j] += data[i][j];
      %1 = affine.load %mean[%j] : memref<?xf64>
      %2 = affine.load %data[%i, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      affine.store %3, %mean[%j] : memref<?xf64>
    }
    // S2: mean[j] /= float_n;
    %4 = affine.load %mean[%j] : memref<?xf64>
    %5 = arith.divf %4, %float_n : f64
    affine.store %5, %mean[%j] : memref<?xf64>
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      // S3: data[i][j] -= mean[j];
      %6 = affine.load %data[%i, %j] : memref<?x?xf64>
      %7 = affine.load %mean[%j] : memref<?xf64>
      %8 = arith.subf %6, %7 : f64
      affine.store %8, %data[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 0 to %m {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %m {
      // S4: cov[i][j] = 0.0;
      %9 = arith.constant 0.0 : f64
      affine.store %9, %cov[%i, %j] : memref<?x?xf64>
      affine.for %k = 0 to %n {
        // S5: cov[i][j] += data[k][i] * data[k][j];
        %10 = affine.load %cov[%i, %j] : memref<?x?xf64>
        %11 = affine.load %data[%k, %i] : memref<?x?xf64>
        %12 = affine.load %data[%k, %j] : memref<?x?xf64>
        %13 = arith.mulf %11, %12 : f64
        %14 = arith.addf %10, %13 : f64
        affine.store %14, %cov[%i, %j] : memref<?x?xf64>
      }
      // S6: cov[i][j] /= float_n - 1.0;
      %15 = affine.load %cov[%i, %j] : memref<?x?xf64>
      %16 = arith.constant 1.0 : f64
      %17 = arith.subf %float_n, %16 : f64
      %18 = arith.divf %15, %17 : f64
      affine.store %18, %cov[%i, %j] : memref<?x?xf64>
      // S7: cov[j][i] = cov[i][j];
      %19 = affine.load %cov[%i, %j] : memref<?x?xf64>
      affine.store %19, %cov[%j, %i] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_covariance, SCoP of lines 20-36
// recipe: distribute(i@S4); permute(i@S5, k, j@S5); distribute(j@S0); permute(i@S1, j@S1); tile(i@S5, 128, k, 128, j@S5, 128); isolate(i_t); parallel(i_t)
func.func @kernel_covariance_scop(%m: index, %n: index, %float_n: f64, %data: memref<?x?xf64>, %cov: memref<?x?xf64>, %mean: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %j = 0 to %m {
    // S0: mean[j] = 0.0;
    %0 = arith.constant 0.0 : f64
    affine.store %0, %mean[%j] : memref<?xf64>
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      // S1: mean[j] += data[i][j];
      %1 = affine.load %mean[%j] : memref<?xf64>
      %2 = affine.load %data[%i, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      affine.store %3, %mean[%j] : memref<?xf64>
    }
  }
  affine.for %j = 0 to %m {
    // S2: mean[j] /= float_n;
    %4 = affine.load %mean[%j] : memref<?xf64>
    %5 = arith.divf %4, %float_n : f64
    affine.store %5, %mean[%j] : memref<?xf64>
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      // S3: data[i][j] -= mean[j];
      %6 = affine.load %data[%i, %j] : memref<?x?xf64>
      %7 = affine.load %mean[%j] : memref<?xf64>
      %8 = arith.subf %6, %7 : f64
      affine.store %8, %data[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 0 to %m {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %m {
      // S4: cov[i][j] = 0.0;
      %9 = arith.constant 0.0 : f64
      affine.store %9, %cov[%i, %j] : memref<?x?xf64>
    }
  }
  affine.if affine_set<()[s0] : (s0 - 128 >= 0)>()[%n] {
    affine.parallel (%i_t) = (0) to (symbol(%m) floordiv 128 - 1) {
      affine.for %k_t = 0 to affine_map<()[s0] -> (s0 floordiv 128)>()[%n] {
        affine.for %i_p = affine_map<(d0) -> (128 * d0)>(%i_t) to affine_map<(d0) -> (128 * d0 + 128)>(%i_t) {
          affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
            affine.for %j_p = affine_map<(d0) -> (d0)>(%i_p) to affine_map<(d0) -> (128 * d0 + 128)>(%i_t) {
              // S5: cov[i][j] += data[k][i] * data[k][j];
              %10 = affine.load %cov[%i_p, %j_p] : memref<?x?xf64>
              %11 = affine.load %data[%k_p, %i_p] : memref<?x?xf64>
              %12 = affine.load %data[%k_p, %j_p] : memref<?x?xf64>
              %13 = arith.mulf %11, %12 : f64
              %14 = arith.addf %10, %13 : f64
              affine.store %14, %cov[%i_p, %j_p] : memref<?x?xf64>
            }
          }
        }
        affine.for %j_t = affine_map<(d0) -> (d0 + 1)>(%i_t) to affine_map<()[s0] -> (s0 floordiv 128)>()[%m] {
          affine.for %i_p = affine_map<(d0) -> (128 * d0)>(%i_t) to affine_map<(d0) -> (128 * d0 + 128)>(%i_t) {
            affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
              affine.for %j_p = affine_map<(d0) -> (128 * d0)>(%j_t) to affine_map<(d0) -> (128 * d0 + 128)>(%j_t) {
                // S5: cov[i][j] += data[k][i] * data[k][j];
                %15 = affine.load %cov[%i_p, %j_p] : memref<?x?xf64>
                %16 = affine.load %data[%k_p, %i_p] : memref<?x?xf64>
                %17 = affine.load %data[%k_p, %j_p] : memref<?x?xf64>
                %18 = arith.mulf %16, %17 : f64
                %19 = arith.addf %15, %18 : f64
                affine.store %19, %cov[%i_p, %j_p] : memref<?x?xf64>
              }
            }
          }
        }
        affine.if affine_set<()[s0] : (s0 mod 128 - 1 >= 0)>()[%m] {
          affine.for %i_p = affine_map<(d0) -> (128 * d0)>(%i_t) to affine_map<(d0) -> (128 * d0 + 128)>(%i_t) {
            affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
              affine.for %j_p = affine_map<()[s0] -> (-((s0 - 1) mod 128) + s0 - 1)>()[%m] to %m {
                // S5: cov[i][j] += data[k][i] * data[k][j];
                %20 = affine.load %cov[%i_p, %j_p] : memref<?x?xf64>
                %21 = affine.load %data[%k_p, %i_p] : memref<?x?xf64>
                %22 = affine.load %data[%k_p, %j_p] : memref<?x?xf64>
                %23 = arith.mulf %21, %22 : f64
                %24 = arith.addf %20, %23 : f64
                affine.store %24, %cov[%i_p, %j_p] : memref<?x?xf64>
              }
            }
          }
        }
      }
      affine.if affine_set<()[s0] : (s0 mod 128 - 1 >= 0)>()[%n] {
        affine.for %j_t = affine_map<(d0) -> (d0)>(%i_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%m] {
          affine.for %i_p = affine_map<(d0) -> (128 * d0)>(%i_t) to affine_map<(d0) -> (128 * d0 + 128)>(%i_t) {
            affine.for %k_p = affine_map<()[s0] -> (-((s0 - 1) mod 128) + s0 - 1)>()[%n] to %n {
              affine.for %j_p = max affine_map<(d0, d1) -> (128 * d0, d1)>(%j_t, %i_p) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%j_t)[%m] {
                // S5: cov[i][j] += data[k][i] * data[k][j];
                %25 = affine.load %cov[%i_p, %j_p] : memref<?x?xf64>
                %26 = affine.load %data[%k_p, %i_p] : memref<?x?xf64>
                %27 = affine.load %data[%k_p, %j_p] : memref<?x?xf64>
                %28 = arith.mulf %26, %27 : f64
                %29 = arith.addf %25, %28 : f64
                affine.store %29, %cov[%i_p, %j_p] : memref<?x?xf64>
              }
            }
          }
        }
      }
    }
  }
  affine.if affine_set<()[s0] : (s0 - 128 >= 0)>()[%n] {
    affine.parallel (%i_t) = (max(0, symbol(%m) floordiv 128 - 1)) to ((symbol(%m) - 1) floordiv 128 + 1) {
      affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%n] {
        affine.for %j_t = affine_map<(d0) -> (d0)>(%i_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%m] {
          affine.for %i_p = affine_map<(d0) -> (128 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%i_t)[%m] {
            affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%n] {
              affine.for %j_p = max affine_map<(d0, d1) -> (128 * d0, d1)>(%j_t, %i_p) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%j_t)[%m] {
                // S5: cov[i][j] += data[k][i] * data[k][j];
                %30 = affine.load %cov[%i_p, %j_p] : memref<?x?xf64>
                %31 = affine.load %data[%k_p, %i_p] : memref<?x?xf64>
                %32 = affine.load %data[%k_p, %j_p] : memref<?x?xf64>
                %33 = arith.mulf %31, %32 : f64
                %34 = arith.addf %30, %33 : f64
                affine.store %34, %cov[%i_p, %j_p] : memref<?x?xf64>
              }
            }
          }
        }
      }
    }
  } else {
    affine.parallel (%i_t) = (0) to ((symbol(%m) - 1) floordiv 128 + 1) {
      affine.for %j_t = affine_map<(d0) -> (d0)>(%i_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%m] {
        affine.for %i_p = affine_map<(d0) -> (128 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%i_t)[%m] {
          affine.for %k_p = 0 to %n {
            affine.for %j_p = max affine_map<(d0, d1) -> (128 * d0, d1)>(%j_t, %i_p) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%j_t)[%m] {
              // S5: cov[i][j] += data[k][i] * data[k][j];
              %35 = affine.load %cov[%i_p, %j_p] : memref<?x?xf64>
              %36 = affine.load %data[%k_p, %i_p] : memref<?x?xf64>
              %37 = affine.load %data[%k_p, %j_p] : memref<?x?xf64>
              %38 = arith.mulf %36, %37 : f64
              %39 = arith.addf %35, %38 : f64
              affine.store %39, %cov[%i_p, %j_p] : memref<?x?xf64>
            }
          }
        }
      }
    }
  }
  affine.for %i = 0 to %m {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %m {
      // S6: cov[i][j] /= float_n - 1.0;
      %40 = affine.load %cov[%i, %j] : memref<?x?xf64>
      %41 = arith.constant 1.0 : f64
      %42 = arith.subf %float_n, %41 : f64
      %43 = arith.divf %40, %42 : f64
      affine.store %43, %cov[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 0 to %m {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %m {
      // S7: cov[j][i] = cov[i][j];
      %44 = affine.load %cov[%i, %j] : memref<?x?xf64>
      affine.store %44, %cov[%j, %i] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_covariance, SCoP of lines 20-36
// recipe: assume_no_alias()
func.func @kernel_covariance_scop(%m: index, %n: index, %float_n: f64, %data: memref<?x?xf64>, %cov: memref<?x?xf64>, %mean: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %j = 0 to %m {
    // S0: mean[j] = 0.0;
    %0 = arith.constant 0.0 : f64
    affine.store %0, %mean[%j] : memref<?xf64>
    affine.for %i = 0 to %n {
      // S1: mean[j] += data[i][j];
      %1 = affine.load %mean[%j] : memref<?xf64>
      %2 = affine.load %data[%i, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      affine.store %3, %mean[%j] : memref<?xf64>
    }
    // S2: mean[j] /= float_n;
    %4 = affine.load %mean[%j] : memref<?xf64>
    %5 = arith.divf %4, %float_n : f64
    affine.store %5, %mean[%j] : memref<?xf64>
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      // S3: data[i][j] -= mean[j];
      %6 = affine.load %data[%i, %j] : memref<?x?xf64>
      %7 = affine.load %mean[%j] : memref<?xf64>
      %8 = arith.subf %6, %7 : f64
      affine.store %8, %data[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 0 to %m {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %m {
      // S4: cov[i][j] = 0.0;
      %9 = arith.constant 0.0 : f64
      affine.store %9, %cov[%i, %j] : memref<?x?xf64>
      affine.for %k = 0 to %n {
        // S5: cov[i][j] += data[k][i] * data[k][j];
        %10 = affine.load %cov[%i, %j] : memref<?x?xf64>
        %11 = affine.load %data[%k, %i] : memref<?x?xf64>
        %12 = affine.load %data[%k, %j] : memref<?x?xf64>
        %13 = arith.mulf %11, %12 : f64
        %14 = arith.addf %10, %13 : f64
        affine.store %14, %cov[%i, %j] : memref<?x?xf64>
      }
      // S6: cov[i][j] /= float_n - 1.0;
      %15 = affine.load %cov[%i, %j] : memref<?x?xf64>
      %16 = arith.constant 1.0 : f64
      %17 = arith.subf %float_n, %16 : f64
      %18 = arith.divf %15, %17 : f64
      affine.store %18, %cov[%i, %j] : memref<?x?xf64>
      // S7: cov[j][i] = cov[i][j];
      %19 = affine.load %cov[%i, %j] : memref<?x?xf64>
      affine.store %19, %cov[%j, %i] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: tile(i@S3=4, j@S3=3); parallel(i_t@S3) ====
// polyviz: kernel_covariance, SCoP of lines 20-36
// recipe: tile(i@S3=4, j@S3=3); parallel(i_t@S3)
func.func @kernel_covariance_scop(%m: index, %n: index, %float_n: f64, %data: memref<?x?xf64>, %cov: memref<?x?xf64>, %mean: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %j = 0 to %m {
    // S0: mean[j] = 0.0;
    %0 = arith.constant 0.0 : f64
    affine.store %0, %mean[%j] : memref<?xf64>
    affine.for %i = 0 to %n {
      // S1: mean[j] += data[i][j];
      %1 = affine.load %mean[%j] : memref<?xf64>
      %2 = affine.load %data[%i, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      affine.store %3, %mean[%j] : memref<?xf64>
    }
    // S2: mean[j] /= float_n;
    %4 = affine.load %mean[%j] : memref<?xf64>
    %5 = arith.divf %4, %float_n : f64
    affine.store %5, %mean[%j] : memref<?xf64>
  }
  affine.parallel (%i_t) = (0) to ((symbol(%n) - 1) floordiv 4 + 1) {
    affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 3 + 1)>()[%m] {
      affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%n] {
        affine.for %j_p = affine_map<(d0) -> (3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 3 * d0 + 3)>(%j_t)[%m] {
          // S3: data[i][j] -= mean[j];
          %6 = affine.load %data[%i_p, %j_p] : memref<?x?xf64>
          %7 = affine.load %mean[%j_p] : memref<?xf64>
          %8 = arith.subf %6, %7 : f64
          affine.store %8, %data[%i_p, %j_p] : memref<?x?xf64>
        }
      }
    }
  }
  affine.for %i = 0 to %m {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %m {
      // S4: cov[i][j] = 0.0;
      %9 = arith.constant 0.0 : f64
      affine.store %9, %cov[%i, %j] : memref<?x?xf64>
      affine.for %k = 0 to %n {
        // S5: cov[i][j] += data[k][i] * data[k][j];
        %10 = affine.load %cov[%i, %j] : memref<?x?xf64>
        %11 = affine.load %data[%k, %i] : memref<?x?xf64>
        %12 = affine.load %data[%k, %j] : memref<?x?xf64>
        %13 = arith.mulf %11, %12 : f64
        %14 = arith.addf %10, %13 : f64
        affine.store %14, %cov[%i, %j] : memref<?x?xf64>
      }
      // S6: cov[i][j] /= float_n - 1.0;
      %15 = affine.load %cov[%i, %j] : memref<?x?xf64>
      %16 = arith.constant 1.0 : f64
      %17 = arith.subf %float_n, %16 : f64
      %18 = arith.divf %15, %17 : f64
      affine.store %18, %cov[%i, %j] : memref<?x?xf64>
      // S7: cov[j][i] = cov[i][j];
      %19 = affine.load %cov[%i, %j] : memref<?x?xf64>
      affine.store %19, %cov[%j, %i] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: skew(j@S4, i@S4, 2); tile(i@S3=4, j@S3=3) ====
// polyviz: kernel_covariance, SCoP of lines 20-36
// recipe: skew(j@S4, i@S4, 2); tile(i@S3=4, j@S3=3)
func.func @kernel_covariance_scop(%m: index, %n: index, %float_n: f64, %data: memref<?x?xf64>, %cov: memref<?x?xf64>, %mean: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %j = 0 to %m {
    // S0: mean[j] = 0.0;
    %0 = arith.constant 0.0 : f64
    affine.store %0, %mean[%j] : memref<?xf64>
    affine.for %i = 0 to %n {
      // S1: mean[j] += data[i][j];
      %1 = affine.load %mean[%j] : memref<?xf64>
      %2 = affine.load %data[%i, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      affine.store %3, %mean[%j] : memref<?xf64>
    }
    // S2: mean[j] /= float_n;
    %4 = affine.load %mean[%j] : memref<?xf64>
    %5 = arith.divf %4, %float_n : f64
    affine.store %5, %mean[%j] : memref<?xf64>
  }
  affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%n] {
    affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 3 + 1)>()[%m] {
      affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%n] {
        affine.for %j_p = affine_map<(d0) -> (3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 3 * d0 + 3)>(%j_t)[%m] {
          // S3: data[i][j] -= mean[j];
          %6 = affine.load %data[%i_p, %j_p] : memref<?x?xf64>
          %7 = affine.load %mean[%j_p] : memref<?xf64>
          %8 = arith.subf %6, %7 : f64
          affine.store %8, %data[%i_p, %j_p] : memref<?x?xf64>
        }
      }
    }
  }
  affine.for %i = 0 to %m {
    affine.for %j = affine_map<(d0) -> (3 * d0)>(%i) to affine_map<(d0)[s0] -> (s0 + 2 * d0)>(%i)[%m] {
      // S4: cov[i][j] = 0.0;
      %9 = arith.constant 0.0 : f64
      affine.store %9, %cov[%i, ((-2) * %i + %j)] : memref<?x?xf64>
      affine.for %k = 0 to %n {
        // S5: cov[i][j] += data[k][i] * data[k][j];
        %10 = affine.load %cov[%i, ((-2) * %i + %j)] : memref<?x?xf64>
        %11 = affine.load %data[%k, %i] : memref<?x?xf64>
        %12 = affine.load %data[%k, ((-2) * %i + %j)] : memref<?x?xf64>
        %13 = arith.mulf %11, %12 : f64
        %14 = arith.addf %10, %13 : f64
        affine.store %14, %cov[%i, ((-2) * %i + %j)] : memref<?x?xf64>
      }
      // S6: cov[i][j] /= float_n - 1.0;
      %15 = affine.load %cov[%i, ((-2) * %i + %j)] : memref<?x?xf64>
      %16 = arith.constant 1.0 : f64
      %17 = arith.subf %float_n, %16 : f64
      %18 = arith.divf %15, %17 : f64
      affine.store %18, %cov[%i, ((-2) * %i + %j)] : memref<?x?xf64>
      // S7: cov[j][i] = cov[i][j];
      %19 = affine.load %cov[%i, ((-2) * %i + %j)] : memref<?x?xf64>
      affine.store %19, %cov[((-2) * %i + %j), %i] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: tile(i@S3=4, j@S3=4); parallel(i_t) ====
// polyviz: kernel_covariance, SCoP of lines 20-36
// recipe: tile(i@S3=4, j@S3=4); parallel(i_t)
func.func @kernel_covariance_scop(%m: index, %n: index, %float_n: f64, %data: memref<?x?xf64>, %cov: memref<?x?xf64>, %mean: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %j = 0 to %m {
    // S0: mean[j] = 0.0;
    %0 = arith.constant 0.0 : f64
    affine.store %0, %mean[%j] : memref<?xf64>
    affine.for %i = 0 to %n {
      // S1: mean[j] += data[i][j];
      %1 = affine.load %mean[%j] : memref<?xf64>
      %2 = affine.load %data[%i, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      affine.store %3, %mean[%j] : memref<?xf64>
    }
    // S2: mean[j] /= float_n;
    %4 = affine.load %mean[%j] : memref<?xf64>
    %5 = arith.divf %4, %float_n : f64
    affine.store %5, %mean[%j] : memref<?xf64>
  }
  affine.parallel (%i_t) = (0) to ((symbol(%n) - 1) floordiv 4 + 1) {
    affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%m] {
      affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%n] {
        affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%m] {
          // S3: data[i][j] -= mean[j];
          %6 = affine.load %data[%i_p, %j_p] : memref<?x?xf64>
          %7 = affine.load %mean[%j_p] : memref<?xf64>
          %8 = arith.subf %6, %7 : f64
          affine.store %8, %data[%i_p, %j_p] : memref<?x?xf64>
        }
      }
    }
  }
  affine.for %i = 0 to %m {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %m {
      // S4: cov[i][j] = 0.0;
      %9 = arith.constant 0.0 : f64
      affine.store %9, %cov[%i, %j] : memref<?x?xf64>
      affine.for %k = 0 to %n {
        // S5: cov[i][j] += data[k][i] * data[k][j];
        %10 = affine.load %cov[%i, %j] : memref<?x?xf64>
        %11 = affine.load %data[%k, %i] : memref<?x?xf64>
        %12 = affine.load %data[%k, %j] : memref<?x?xf64>
        %13 = arith.mulf %11, %12 : f64
        %14 = arith.addf %10, %13 : f64
        affine.store %14, %cov[%i, %j] : memref<?x?xf64>
      }
      // S6: cov[i][j] /= float_n - 1.0;
      %15 = affine.load %cov[%i, %j] : memref<?x?xf64>
      %16 = arith.constant 1.0 : f64
      %17 = arith.subf %float_n, %16 : f64
      %18 = arith.divf %15, %17 : f64
      affine.store %18, %cov[%i, %j] : memref<?x?xf64>
      // S7: cov[j][i] = cov[i][j];
      %19 = affine.load %cov[%i, %j] : memref<?x?xf64>
      affine.store %19, %cov[%j, %i] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: assume_no_alias(); distribute(i@S4); permute(i@S5, k, j@S5); distribute(j@S0); permute(i@S1, j@S1); tile(i@S5, 4, k, 4, j@S5, 4); isolate(i_t); parallel(i@S3); parallel(i@S4); parallel(i_t); parallel(i@S6); parallel(i@S7) ====
// polyviz: kernel_covariance, SCoP of lines 20-36
// recipe: assume_no_alias(); distribute(i@S4); permute(i@S5, k, j@S5); distribute(j@S0); permute(i@S1, j@S1); tile(i@S5, 4, k, 4, j@S5, 4); isolate(i_t); parallel(i@S3); parallel(i@S4); parallel(i_t); parallel(i@S6); parallel(i@S7)
func.func @kernel_covariance_scop(%m: index, %n: index, %float_n: f64, %data: memref<?x?xf64>, %cov: memref<?x?xf64>, %mean: memref<?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %j = 0 to %m {
    // S0: mean[j] = 0.0;
    %0 = arith.constant 0.0 : f64
    affine.store %0, %mean[%j] : memref<?xf64>
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      // S1: mean[j] += data[i][j];
      %1 = affine.load %mean[%j] : memref<?xf64>
      %2 = affine.load %data[%i, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      affine.store %3, %mean[%j] : memref<?xf64>
    }
  }
  affine.for %j = 0 to %m {
    // S2: mean[j] /= float_n;
    %4 = affine.load %mean[%j] : memref<?xf64>
    %5 = arith.divf %4, %float_n : f64
    affine.store %5, %mean[%j] : memref<?xf64>
  }
  affine.parallel (%i) = (0) to (symbol(%n)) {
    affine.for %j = 0 to %m {
      // S3: data[i][j] -= mean[j];
      %6 = affine.load %data[%i, %j] : memref<?x?xf64>
      %7 = affine.load %mean[%j] : memref<?xf64>
      %8 = arith.subf %6, %7 : f64
      affine.store %8, %data[%i, %j] : memref<?x?xf64>
    }
  }
  affine.parallel (%i) = (0) to (symbol(%m)) {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %m {
      // S4: cov[i][j] = 0.0;
      %9 = arith.constant 0.0 : f64
      affine.store %9, %cov[%i, %j] : memref<?x?xf64>
    }
  }
  affine.if affine_set<()[s0] : (s0 - 4 >= 0)>()[%n] {
    affine.parallel (%i_t) = (0) to (symbol(%m) floordiv 4 - 1) {
      affine.for %k_t = 0 to affine_map<()[s0] -> (s0 floordiv 4)>()[%n] {
        affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
          affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to affine_map<(d0) -> (4 * d0 + 4)>(%k_t) {
            affine.for %j_p = affine_map<(d0) -> (d0)>(%i_p) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
              // S5: cov[i][j] += data[k][i] * data[k][j];
              %10 = affine.load %cov[%i_p, %j_p] : memref<?x?xf64>
              %11 = affine.load %data[%k_p, %i_p] : memref<?x?xf64>
              %12 = affine.load %data[%k_p, %j_p] : memref<?x?xf64>
              %13 = arith.mulf %11, %12 : f64
              %14 = arith.addf %10, %13 : f64
              affine.store %14, %cov[%i_p, %j_p] : memref<?x?xf64>
            }
          }
        }
        affine.for %j_t = affine_map<(d0) -> (d0 + 1)>(%i_t) to affine_map<()[s0] -> (s0 floordiv 4)>()[%m] {
          affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
            affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to affine_map<(d0) -> (4 * d0 + 4)>(%k_t) {
              affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to affine_map<(d0) -> (4 * d0 + 4)>(%j_t) {
                // S5: cov[i][j] += data[k][i] * data[k][j];
                %15 = affine.load %cov[%i_p, %j_p] : memref<?x?xf64>
                %16 = affine.load %data[%k_p, %i_p] : memref<?x?xf64>
                %17 = affine.load %data[%k_p, %j_p] : memref<?x?xf64>
                %18 = arith.mulf %16, %17 : f64
                %19 = arith.addf %15, %18 : f64
                affine.store %19, %cov[%i_p, %j_p] : memref<?x?xf64>
              }
            }
          }
        }
        affine.if affine_set<()[s0] : (s0 mod 4 - 1 >= 0)>()[%m] {
          affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
            affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to affine_map<(d0) -> (4 * d0 + 4)>(%k_t) {
              affine.for %j_p = affine_map<()[s0] -> (-((s0 - 1) mod 4) + s0 - 1)>()[%m] to %m {
                // S5: cov[i][j] += data[k][i] * data[k][j];
                %20 = affine.load %cov[%i_p, %j_p] : memref<?x?xf64>
                %21 = affine.load %data[%k_p, %i_p] : memref<?x?xf64>
                %22 = affine.load %data[%k_p, %j_p] : memref<?x?xf64>
                %23 = arith.mulf %21, %22 : f64
                %24 = arith.addf %20, %23 : f64
                affine.store %24, %cov[%i_p, %j_p] : memref<?x?xf64>
              }
            }
          }
        }
      }
      affine.if affine_set<()[s0] : (s0 mod 4 - 1 >= 0)>()[%n] {
        affine.for %j_t = affine_map<(d0) -> (d0)>(%i_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%m] {
          affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
            affine.for %k_p = affine_map<()[s0] -> (-((s0 - 1) mod 4) + s0 - 1)>()[%n] to %n {
              affine.for %j_p = max affine_map<(d0, d1) -> (4 * d0, d1)>(%j_t, %i_p) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%m] {
                // S5: cov[i][j] += data[k][i] * data[k][j];
                %25 = affine.load %cov[%i_p, %j_p] : memref<?x?xf64>
                %26 = affine.load %data[%k_p, %i_p] : memref<?x?xf64>
                %27 = affine.load %data[%k_p, %j_p] : memref<?x?xf64>
                %28 = arith.mulf %26, %27 : f64
                %29 = arith.addf %25, %28 : f64
                affine.store %29, %cov[%i_p, %j_p] : memref<?x?xf64>
              }
            }
          }
        }
      }
    }
  }
  affine.if affine_set<()[s0] : (s0 - 4 >= 0)>()[%n] {
    affine.parallel (%i_t) = (max(0, symbol(%m) floordiv 4 - 1)) to ((symbol(%m) - 1) floordiv 4 + 1) {
      affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%n] {
        affine.for %j_t = affine_map<(d0) -> (d0)>(%i_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%m] {
          affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%m] {
            affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%n] {
              affine.for %j_p = max affine_map<(d0, d1) -> (4 * d0, d1)>(%j_t, %i_p) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%m] {
                // S5: cov[i][j] += data[k][i] * data[k][j];
                %30 = affine.load %cov[%i_p, %j_p] : memref<?x?xf64>
                %31 = affine.load %data[%k_p, %i_p] : memref<?x?xf64>
                %32 = affine.load %data[%k_p, %j_p] : memref<?x?xf64>
                %33 = arith.mulf %31, %32 : f64
                %34 = arith.addf %30, %33 : f64
                affine.store %34, %cov[%i_p, %j_p] : memref<?x?xf64>
              }
            }
          }
        }
      }
    }
  } else {
    affine.parallel (%i_t) = (0) to ((symbol(%m) - 1) floordiv 4 + 1) {
      affine.for %j_t = affine_map<(d0) -> (d0)>(%i_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%m] {
        affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%m] {
          affine.for %k_p = 0 to %n {
            affine.for %j_p = max affine_map<(d0, d1) -> (4 * d0, d1)>(%j_t, %i_p) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%m] {
              // S5: cov[i][j] += data[k][i] * data[k][j];
              %35 = affine.load %cov[%i_p, %j_p] : memref<?x?xf64>
              %36 = affine.load %data[%k_p, %i_p] : memref<?x?xf64>
              %37 = affine.load %data[%k_p, %j_p] : memref<?x?xf64>
              %38 = arith.mulf %36, %37 : f64
              %39 = arith.addf %35, %38 : f64
              affine.store %39, %cov[%i_p, %j_p] : memref<?x?xf64>
            }
          }
        }
      }
    }
  }
  affine.parallel (%i) = (0) to (symbol(%m)) {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %m {
      // S6: cov[i][j] /= float_n - 1.0;
      %40 = affine.load %cov[%i, %j] : memref<?x?xf64>
      %41 = arith.constant 1.0 : f64
      %42 = arith.subf %float_n, %41 : f64
      %43 = arith.divf %40, %42 : f64
      affine.store %43, %cov[%i, %j] : memref<?x?xf64>
    }
  }
  affine.parallel (%i) = (0) to (symbol(%m)) {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %m {
      // S7: cov[j][i] = cov[i][j];
      %44 = affine.load %cov[%i, %j] : memref<?x?xf64>
      affine.store %44, %cov[%j, %i] : memref<?x?xf64>
    }
  }
  return
}
