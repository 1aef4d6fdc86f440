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
// recipe: distribute(i@S4); permute(i@S5, k, j@S5); distribute(j@S0); permute(i@S1, j@S1); tile(i@S5, 126, k, 128, j@S5, 128); isolate(i_t); register_tile(i_p, 6, j_p, 8); parallel(i_t)
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
  affine.if affine_set<()[s0] : (s0 - (-112) >= 0)>()[%m] {
    affine.if affine_set<()[s0] : (s0 - 128 >= 0)>()[%n] {
      affine.parallel (%i_t) = (0) to ((symbol(%m) - 14) floordiv 126 + 1) {
        affine.for %k_t = 0 to affine_map<()[s0] -> (s0 floordiv 128)>()[%n] {
          affine.if affine_set<(d0)[s0] : (s0 + 106 - (2 * ((d0 + 57) mod 64) + 126 * d0) >= 0)>(%i_t)[%m] {
            affine.for %i_p = affine_map<(d0) -> (21 * d0)>(%i_t) to affine_map<(d0) -> (21 * d0 + (21 * d0 - 20) floordiv 64 - (21 * ((d0 + 57) floordiv 64)) + 1)>(%i_t) {
              affine.for %j_p = affine_map<(d0) -> (d0 - ((d0 + 3) floordiv 4))>(%i_p) to affine_map<(d0) -> (16 * d0 - (16 * ((d0 + 57) floordiv 64)))>(%i_t) {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                  affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0, d1) -> (6 * d0 + 6, 8 * d1 + 8)>(%i_p, %j_p) {
                    affine.for %j_p_r = max affine_map<(d0, d1) -> (8 * d0, d1)>(%j_p, %i_p_r) to affine_map<(d0) -> (8 * d0 + 8)>(%j_p) {
                      // S5: cov[i][j] += data[k][i] * data[k][j];
                      %10 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %11 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                      %12 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                      %13 = arith.mulf %11, %12 : f64
                      %14 = arith.addf %10, %13 : f64
                      affine.store %14, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
          affine.for %j_t = affine_map<(d0) -> (d0 - ((d0 + 57) floordiv 64))>(%i_t) to affine_map<()[s0] -> ((s0 - 8) floordiv 128 + 1)>()[%m] {
            affine.for %i_p = affine_map<(d0) -> (21 * d0)>(%i_t) to min affine_map<(d0, d1)[s0] -> (21 * d0 + 21, (s0 - 2) floordiv 6 - 1, 21 * d1 + d1 floordiv 3 + 20)>(%i_t, %j_t)[%m] {
              affine.if affine_set<(d0, d1)[s0] : (3 * d1 + 2 - (64 * d0) >= 0, s0 - (2 * ((d1 + 1) mod 4) + 6 * d1 + 14) >= 0)>(%j_t, %i_p)[%m] {
                affine.if affine_set<(d0, d1)[s0] : (3 * d1 - (64 * d0) >= 0, s0 - (2 * ((d1 + 3) mod 4) + 6 * d1 + 18) >= 0)>(%j_t, %i_p)[%m] {
                  affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                    affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (2 * ((d0 + 1) mod 4) + 6 * d0 - 2)>(%i_p) {
                      affine.for %j_p_r = affine_map<(d0) -> (d0)>(%i_p_r) to affine_map<(d0) -> (2 * ((d0 + 1) mod 4) + 6 * d0 - 2)>(%i_p) {
                        // S5: cov[i][j] += data[k][i] * data[k][j];
                        %15 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %16 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                        %17 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                        %18 = arith.mulf %16, %17 : f64
                        %19 = arith.addf %15, %18 : f64
                        affine.store %19, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      }
                    }
                  }
                }
                affine.if affine_set<(d0)[s0] : (s0 - (2 * ((d0 + 1) mod 4) + 6 * d0 + 14) >= 0)>(%i_p)[%m] {
                  affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                    affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                      affine.for %j_p_r = max affine_map<(d0, d1) -> (d0, 2 * ((d1 + 1) mod 4) + 6 * d1 - 2)>(%i_p_r, %i_p) to affine_map<(d0) -> (2 * ((d0 + 1) mod 4) + 6 * d0 + 6)>(%i_p) {
                        // S5: cov[i][j] += data[k][i] * data[k][j];
                        %20 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %21 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                        %22 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                        %23 = arith.mulf %21, %22 : f64
                        %24 = arith.addf %20, %23 : f64
                        affine.store %24, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      }
                    }
                  }
                }
              } else {
                affine.if affine_set<(d0, d1)[s0] : (3 * d1 + 2 - (64 * d0) >= 0, s0 - (2 * ((d1 + 1) mod 4) + 6 * d1 + 14) >= 0)>(%j_t, %i_p)[%m] {
                  affine.if affine_set<(d0, d1)[s0] : (3 * d1 - (64 * d0) >= 0, s0 - (2 * ((d1 + 3) mod 4) + 6 * d1 + 18) >= 0)>(%j_t, %i_p)[%m] {
                    affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                      affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (2 * ((d0 + 1) mod 4) + 6 * d0 - 2)>(%i_p) {
                        affine.for %j_p_r = affine_map<(d0) -> (d0)>(%i_p_r) to affine_map<(d0) -> (2 * ((d0 + 1) mod 4) + 6 * d0 - 2)>(%i_p) {
                          // S5: cov[i][j] += data[k][i] * data[k][j];
                          %25 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                          %26 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                          %27 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                          %28 = arith.mulf %26, %27 : f64
                          %29 = arith.addf %25, %28 : f64
                          affine.store %29, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        }
                      }
                    }
                  }
                  affine.if affine_set<(d0)[s0] : (s0 - (2 * ((d0 + 1) mod 4) + 6 * d0 + 14) >= 0)>(%i_p)[%m] {
                    affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                      affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                        affine.for %j_p_r = max affine_map<(d0, d1) -> (d0, 2 * ((d1 + 1) mod 4) + 6 * d1 - 2)>(%i_p_r, %i_p) to affine_map<(d0) -> (2 * ((d0 + 1) mod 4) + 6 * d0 + 6)>(%i_p) {
                          // S5: cov[i][j] += data[k][i] * data[k][j];
                          %30 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                          %31 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                          %32 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                          %33 = arith.mulf %31, %32 : f64
                          %34 = arith.addf %30, %33 : f64
                          affine.store %34, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        }
                      }
                    }
                  }
                }
              }
              affine.for %j_p = max affine_map<(d0, d1) -> (16 * d0, d1 - ((d1 + 1) floordiv 4) + 1)>(%j_t, %i_p) to min affine_map<(d0)[s0] -> (16 * d0 + 16, s0 floordiv 8)>(%j_t)[%m] {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                  affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                    affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to affine_map<(d0) -> (8 * d0 + 8)>(%j_p) {
                      // S5: cov[i][j] += data[k][i] * data[k][j];
                      %35 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %36 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                      %37 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                      %38 = arith.mulf %36, %37 : f64
                      %39 = arith.addf %35, %38 : f64
                      affine.store %39, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
              affine.if affine_set<(d0, d1)[s0] : (128 * d0 + 127 - s0 >= 0, 64 * d0 - (3 * d1 + 3) >= 0, s0 mod 8 - 1 >= 0)>(%j_t, %i_p)[%m] {
                affine.if affine_set<(d0, d1) : (64 * d1 - (3 * d0 + 3) >= 0)>(%i_p, %j_t) {
                  affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                    affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                      affine.for %j_p_r = affine_map<()[s0] -> (-((s0 - 1) mod 8) + s0 - 1)>()[%m] to %m {
                        // S5: cov[i][j] += data[k][i] * data[k][j];
                        %40 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %41 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                        %42 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                        %43 = arith.mulf %41, %42 : f64
                        %44 = arith.addf %40, %43 : f64
                        affine.store %44, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      }
                    }
                  }
                } else {
                  affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                    affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                      affine.for %j_p_r = affine_map<()[s0] -> (-((s0 - 1) mod 8) + s0 - 1)>()[%m] to %m {
                        // S5: cov[i][j] += data[k][i] * data[k][j];
                        %45 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %46 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                        %47 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                        %48 = arith.mulf %46, %47 : f64
                        %49 = arith.addf %45, %48 : f64
                        affine.store %49, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      }
                    }
                  }
                }
              } else {
                affine.if affine_set<(d0, d1)[s0] : (128 * d0 + 127 - s0 >= 0, 3 * d1 + 2 - (64 * d0) >= 0, s0 mod 8 - 1 >= 0, s0 - (2 * ((d1 + 1) mod 4) + 6 * d1 + 14) >= 0)>(%j_t, %i_p)[%m] {
                  affine.if affine_set<(d0, d1) : (64 * d1 - (3 * d0 + 3) >= 0)>(%i_p, %j_t) {
                    affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                      affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                        affine.for %j_p_r = affine_map<()[s0] -> (-((s0 - 1) mod 8) + s0 - 1)>()[%m] to %m {
                          // S5: cov[i][j] += data[k][i] * data[k][j];
                          %50 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                          %51 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                          %52 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                          %53 = arith.mulf %51, %52 : f64
                          %54 = arith.addf %50, %53 : f64
                          affine.store %54, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        }
                      }
                    }
                  } else {
                    affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                      affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                        affine.for %j_p_r = affine_map<()[s0] -> (-((s0 - 1) mod 8) + s0 - 1)>()[%m] to %m {
                          // S5: cov[i][j] += data[k][i] * data[k][j];
                          %55 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                          %56 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                          %57 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                          %58 = arith.mulf %56, %57 : f64
                          %59 = arith.addf %55, %58 : f64
                          affine.store %59, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        }
                      }
                    }
                  }
                }
              }
              affine.if affine_set<(d0, d1)[s0] : (3 * d1 - (64 * d0) >= 0, 2 * ((d1 + 3) mod 4) + 6 * d1 + 17 - s0 >= 0)>(%j_t, %i_p)[%m] {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                  affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (2 * ((d0 + 1) mod 4) + 6 * d0 - 2)>(%i_p) {
                    affine.for %j_p_r = affine_map<(d0) -> (d0)>(%i_p_r) to affine_map<(d0) -> (2 * ((d0 + 1) mod 4) + 6 * d0 - 2)>(%i_p) {
                      // S5: cov[i][j] += data[k][i] * data[k][j];
                      %60 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %61 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                      %62 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                      %63 = arith.mulf %61, %62 : f64
                      %64 = arith.addf %60, %63 : f64
                      affine.store %64, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
              affine.if affine_set<(d0, d1)[s0] : (128 * d0 + 15 - s0 >= 0, 3 * d1 + 2 - (64 * d0) >= 0)>(%j_t, %i_p)[%m] {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                  affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                    affine.for %j_p_r = max affine_map<(d0)[s0] -> (d0, -((s0 + 8) mod 8) + s0 - 8)>(%i_p_r)[%m] to affine_map<()[s0] -> (-((s0 + 8) mod 8) + s0)>()[%m] {
                      // S5: cov[i][j] += data[k][i] * data[k][j];
                      %65 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %66 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                      %67 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                      %68 = arith.mulf %66, %67 : f64
                      %69 = arith.addf %65, %68 : f64
                      affine.store %69, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                  affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                    affine.for %j_p_r = affine_map<()[s0] -> (-((s0 + 8) mod 8) + s0)>()[%m] to %m {
                      // S5: cov[i][j] += data[k][i] * data[k][j];
                      %70 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %71 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                      %72 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                      %73 = arith.mulf %71, %72 : f64
                      %74 = arith.addf %70, %73 : f64
                      affine.store %74, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              } else {
                affine.if affine_set<(d0, d1)[s0] : (s0 - (128 * d0 + 16) >= 0, 3 * d1 - (4 * ((s0 + 8) floordiv 8)) - (-10) >= 0)>(%j_t, %i_p)[%m] {
                  affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                    affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                      affine.for %j_p_r = max affine_map<(d0)[s0] -> (d0, -((s0 + 8) mod 8) + s0 - 8)>(%i_p_r)[%m] to affine_map<()[s0] -> (-((s0 + 8) mod 8) + s0)>()[%m] {
                        // S5: cov[i][j] += data[k][i] * data[k][j];
                        %75 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %76 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                        %77 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                        %78 = arith.mulf %76, %77 : f64
                        %79 = arith.addf %75, %78 : f64
                        affine.store %79, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      }
                    }
                  }
                  affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                    affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                      affine.for %j_p_r = affine_map<()[s0] -> (-((s0 + 8) mod 8) + s0)>()[%m] to %m {
                        // S5: cov[i][j] += data[k][i] * data[k][j];
                        %80 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %81 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                        %82 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                        %83 = arith.mulf %81, %82 : f64
                        %84 = arith.addf %80, %83 : f64
                        affine.store %84, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            }
            affine.if affine_set<(d0, d1)[s0] : (63 * d1 + 2 - (64 * d0) >= 0, s0 - (128 * d0 + 117) >= 0)>(%j_t, %i_t)[%m] {
              affine.for %i_p = affine_map<()[s0] -> ((s0 - 2) floordiv 6 - 1)>()[%m] to min affine_map<(d0, d1)[s0] -> (21 * d0 + 21, (s0 - 1) floordiv 6 + 1, 21 * d1 + d1 floordiv 3 + 20)>(%i_t, %j_t)[%m] {
                affine.for %j_p = max affine_map<(d0, d1) -> (16 * d0, d1 - ((d1 + 3) floordiv 4))>(%j_t, %i_p) to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%m] {
                  affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                    affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0, d1)[s0] -> (s0, 6 * d0 + 6, 8 * d1 + 8)>(%i_p, %j_p)[%m] {
                      affine.for %j_p_r = max affine_map<(d0, d1) -> (8 * d0, d1)>(%j_p, %i_p_r) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_p)[%m] {
                        // S5: cov[i][j] += data[k][i] * data[k][j];
                        %85 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %86 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                        %87 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                        %88 = arith.mulf %86, %87 : f64
                        %89 = arith.addf %85, %88 : f64
                        affine.store %89, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
              affine.for %i_p = affine_map<(d0) -> (21 * d0 + d0 floordiv 3 + 20)>(%j_t) to min affine_map<(d0, d1)[s0] -> (21 * d0 + 21, (s0 - 1) floordiv 6 + 1, 21 * d1 + d1 floordiv 3 + 22)>(%i_t, %j_t)[%m] {
                affine.for %j_p = affine_map<(d0) -> (d0 - ((d0 + 3) floordiv 4))>(%i_p) to min affine_map<(d0)[s0] -> (16 * d0 + 16, (s0 - 1) floordiv 8 + 1)>(%j_t)[%m] {
                  affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                    affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0, d1)[s0] -> (s0, 6 * d0 + 6, 8 * d1 + 8)>(%i_p, %j_p)[%m] {
                      affine.for %j_p_r = max affine_map<(d0, d1) -> (8 * d0, d1)>(%j_p, %i_p_r) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_p)[%m] {
                        // S5: cov[i][j] += data[k][i] * data[k][j];
                        %90 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %91 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                        %92 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                        %93 = arith.mulf %91, %92 : f64
                        %94 = arith.addf %90, %93 : f64
                        affine.store %94, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            } else {
              affine.if affine_set<(d0, d1)[s0] : (126 * d0 + 133 - s0 >= 0, 128 * d1 + 127 - s0 >= 0)>(%i_t, %j_t)[%m] {
                affine.for %i_p = affine_map<()[s0] -> ((s0 - 2) floordiv 6 - 1)>()[%m] to min affine_map<(d0, d1)[s0] -> (21 * d0 + 21, (s0 - 1) floordiv 6 + 1, 21 * d1 + d1 floordiv 3 + 20)>(%i_t, %j_t)[%m] {
                  affine.for %j_p = max affine_map<(d0, d1) -> (16 * d0, d1 - ((d1 + 3) floordiv 4))>(%j_t, %i_p) to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%m] {
                    affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                      affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0, d1)[s0] -> (s0, 6 * d0 + 6, 8 * d1 + 8)>(%i_p, %j_p)[%m] {
                        affine.for %j_p_r = max affine_map<(d0, d1) -> (8 * d0, d1)>(%j_p, %i_p_r) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_p)[%m] {
                          // S5: cov[i][j] += data[k][i] * data[k][j];
                          %95 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                          %96 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                          %97 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                          %98 = arith.mulf %96, %97 : f64
                          %99 = arith.addf %95, %98 : f64
                          affine.store %99, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        }
                      }
                    }
                  }
                }
                affine.for %i_p = affine_map<(d0) -> (21 * d0 + d0 floordiv 3 + 20)>(%j_t) to min affine_map<(d0, d1)[s0] -> (21 * d0 + 21, (s0 - 1) floordiv 6 + 1, 21 * d1 + d1 floordiv 3 + 22)>(%i_t, %j_t)[%m] {
                  affine.for %j_p = affine_map<(d0) -> (d0 - ((d0 + 3) floordiv 4))>(%i_p) to min affine_map<(d0)[s0] -> (16 * d0 + 16, (s0 - 1) floordiv 8 + 1)>(%j_t)[%m] {
                    affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                      affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0, d1)[s0] -> (s0, 6 * d0 + 6, 8 * d1 + 8)>(%i_p, %j_p)[%m] {
                        affine.for %j_p_r = max affine_map<(d0, d1) -> (8 * d0, d1)>(%j_p, %i_p_r) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_p)[%m] {
                          // S5: cov[i][j] += data[k][i] * data[k][j];
                          %100 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                          %101 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                          %102 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                          %103 = arith.mulf %101, %102 : f64
                          %104 = arith.addf %100, %103 : f64
                          affine.store %104, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        }
                      }
                    }
                  }
                }
              }
            }
          }
          affine.if affine_set<(d0)[s0] : (64 * ((s0 - 8) floordiv 128) + 57 - (63 * d0) >= 0, (s0 - 8) mod 128 - 121 >= 0)>(%i_t)[%m] {
            affine.for %i_p = affine_map<(d0) -> (21 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (21 * d0 + 21, (s0 - 1) floordiv 6 + 1)>(%i_t)[%m] {
              affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%m] {
                  affine.for %j_p_r = max affine_map<(d0)[s0] -> (d0, -((s0 - 1) mod 128) + s0 - 1)>(%i_p_r)[%m] to %m {
                    // S5: cov[i][j] += data[k][i] * data[k][j];
                    %105 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %106 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                    %107 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                    %108 = arith.mulf %106, %107 : f64
                    %109 = arith.addf %105, %108 : f64
                    affine.store %109, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
          } else {
            affine.if affine_set<(d0)[s0] : (63 * d0 - (64 * ((s0 + 120) floordiv 128)) - (-6) >= 0)>(%i_t)[%m] {
              affine.for %i_p = affine_map<(d0) -> (21 * d0)>(%i_t) to affine_map<(d0) -> (21 * d0 + 2)>(%i_t) {
                affine.for %j_p = affine_map<(d0) -> (d0 - ((d0 + 3) floordiv 4))>(%i_p) to affine_map<()[s0] -> (16 * ((s0 + 120) floordiv 128))>()[%m] {
                  affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                    affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0, d1) -> (6 * d0 + 6, 8 * d1 + 8)>(%i_p, %j_p) {
                      affine.for %j_p_r = max affine_map<(d0, d1) -> (8 * d0, d1)>(%j_p, %i_p_r) to affine_map<(d0) -> (8 * d0 + 8)>(%j_p) {
                        // S5: cov[i][j] += data[k][i] * data[k][j];
                        %110 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %111 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                        %112 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                        %113 = arith.mulf %111, %112 : f64
                        %114 = arith.addf %110, %113 : f64
                        affine.store %114, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
              affine.for %i_p = affine_map<(d0) -> (21 * d0)>(%i_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 6 + 1)>()[%m] {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                  affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%m] {
                    affine.for %j_p_r = max affine_map<(d0)[s0] -> (d0, -((s0 + 120) mod 128) + s0 + 120)>(%i_p_r)[%m] to %m {
                      // S5: cov[i][j] += data[k][i] * data[k][j];
                      %115 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %116 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                      %117 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                      %118 = arith.mulf %116, %117 : f64
                      %119 = arith.addf %115, %118 : f64
                      affine.store %119, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        }
        affine.if affine_set<()[s0] : (s0 mod 128 - 1 >= 0)>()[%n] {
          affine.for %j_t = affine_map<(d0) -> (d0 - ((d0 + 63) floordiv 64))>(%i_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%m] {
            affine.for %i_p = affine_map<(d0) -> (21 * d0)>(%i_t) to min affine_map<(d0, d1)[s0] -> (21 * d0 + 21, (s0 - 1) floordiv 6 + 1, 21 * d1 + d1 floordiv 3 + 22)>(%i_t, %j_t)[%m] {
              affine.for %j_p = max affine_map<(d0, d1) -> (16 * d0, d1 - ((d1 + 3) floordiv 4))>(%j_t, %i_p) to min affine_map<(d0)[s0] -> (16 * d0 + 16, (s0 - 1) floordiv 8 + 1)>(%j_t)[%m] {
                affine.for %k_p = affine_map<()[s0] -> (-((s0 - 1) mod 128) + s0 - 1)>()[%n] to %n {
                  affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0, d1)[s0] -> (s0, 6 * d0 + 6, 8 * d1 + 8)>(%i_p, %j_p)[%m] {
                    affine.for %j_p_r = max affine_map<(d0, d1) -> (8 * d0, d1)>(%j_p, %i_p_r) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_p)[%m] {
                      // S5: cov[i][j] += data[k][i] * data[k][j];
                      %120 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %121 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                      %122 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                      %123 = arith.mulf %121, %122 : f64
                      %124 = arith.addf %120, %123 : f64
                      affine.store %124, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    affine.if affine_set<()[s0, s1] : (s0 - 1 >= 0, 127 - s1 >= 0)>()[%m, %n] {
      affine.if affine_set<()[s0] : (127 - s0 >= 0)>()[%n] {
        affine.parallel (%i_t) = (0) to ((symbol(%m) - 1) floordiv 126 + 1) {
          affine.for %j_t = affine_map<(d0) -> (d0 - ((d0 + 63) floordiv 64))>(%i_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%m] {
            affine.for %i_p = affine_map<(d0) -> (21 * d0)>(%i_t) to min affine_map<(d0, d1)[s0] -> (21 * d0 + 21, (s0 - 1) floordiv 6 + 1, 21 * d1 + d1 floordiv 3 + 22)>(%i_t, %j_t)[%m] {
              affine.for %j_p = max affine_map<(d0, d1) -> (16 * d0, d1 - ((d1 + 3) floordiv 4))>(%j_t, %i_p) to min affine_map<(d0)[s0] -> (16 * d0 + 16, (s0 - 1) floordiv 8 + 1)>(%j_t)[%m] {
                affine.for %k_p = 0 to %n {
                  affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0, d1)[s0] -> (s0, 6 * d0 + 6, 8 * d1 + 8)>(%i_p, %j_p)[%m] {
                    affine.for %j_p_r = max affine_map<(d0, d1) -> (8 * d0, d1)>(%j_p, %i_p_r) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_p)[%m] {
                      // S5: cov[i][j] += data[k][i] * data[k][j];
                      %125 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %126 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                      %127 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                      %128 = arith.mulf %126, %127 : f64
                      %129 = arith.addf %125, %128 : f64
                      affine.store %129, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        }
      } else {
        affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%n] {
          affine.for %j_t = affine_map<()[s0] -> ((s0 - 1) floordiv 126 - (((s0 - 1) floordiv 126 + 63) floordiv 64))>()[%m] to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%m] {
            affine.for %i_p = affine_map<()[s0] -> (21 * ((s0 - 1) floordiv 126))>()[%m] to min affine_map<(d0)[s0] -> ((s0 - 1) floordiv 6 + 1, 21 * d0 + d0 floordiv 3 + 22)>(%j_t)[%m] {
              affine.for %j_p = max affine_map<(d0, d1) -> (16 * d0, d1 - ((d1 + 3) floordiv 4))>(%j_t, %i_p) to min affine_map<(d0)[s0] -> (16 * d0 + 16, (s0 - 1) floordiv 8 + 1)>(%j_t)[%m] {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%n] {
                  affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0, d1)[s0] -> (s0, 6 * d0 + 6, 8 * d1 + 8)>(%i_p, %j_p)[%m] {
                    affine.for %j_p_r = max affine_map<(d0, d1) -> (8 * d0, d1)>(%j_p, %i_p_r) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_p)[%m] {
                      // S5: cov[i][j] += data[k][i] * data[k][j];
                      %130 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %131 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                      %132 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                      %133 = arith.mulf %131, %132 : f64
                      %134 = arith.addf %130, %133 : f64
                      affine.store %134, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      affine.if affine_set<()[s0, s1] : (s0 - 128 >= 0, (s1 + 112) mod 126 - 113 >= 0)>()[%n, %m] {
        affine.if affine_set<()[s0] : (127 - s0 >= 0)>()[%n] {
          affine.parallel (%i_t) = (0) to ((symbol(%m) - 1) floordiv 126 + 1) {
            affine.for %j_t = affine_map<(d0) -> (d0 - ((d0 + 63) floordiv 64))>(%i_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%m] {
              affine.for %i_p = affine_map<(d0) -> (21 * d0)>(%i_t) to min affine_map<(d0, d1)[s0] -> (21 * d0 + 21, (s0 - 1) floordiv 6 + 1, 21 * d1 + d1 floordiv 3 + 22)>(%i_t, %j_t)[%m] {
                affine.for %j_p = max affine_map<(d0, d1) -> (16 * d0, d1 - ((d1 + 3) floordiv 4))>(%j_t, %i_p) to min affine_map<(d0)[s0] -> (16 * d0 + 16, (s0 - 1) floordiv 8 + 1)>(%j_t)[%m] {
                  affine.for %k_p = 0 to %n {
                    affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0, d1)[s0] -> (s0, 6 * d0 + 6, 8 * d1 + 8)>(%i_p, %j_p)[%m] {
                      affine.for %j_p_r = max affine_map<(d0, d1) -> (8 * d0, d1)>(%j_p, %i_p_r) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_p)[%m] {
                        // S5: cov[i][j] += data[k][i] * data[k][j];
                        %135 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %136 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                        %137 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                        %138 = arith.mulf %136, %137 : f64
                        %139 = arith.addf %135, %138 : f64
                        affine.store %139, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            }
          }
        } else {
          affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%n] {
            affine.for %j_t = affine_map<()[s0] -> ((s0 - 1) floordiv 126 - (((s0 - 1) floordiv 126 + 63) floordiv 64))>()[%m] to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%m] {
              affine.for %i_p = affine_map<()[s0] -> (21 * ((s0 - 1) floordiv 126))>()[%m] to min affine_map<(d0)[s0] -> ((s0 - 1) floordiv 6 + 1, 21 * d0 + d0 floordiv 3 + 22)>(%j_t)[%m] {
                affine.for %j_p = max affine_map<(d0, d1) -> (16 * d0, d1 - ((d1 + 3) floordiv 4))>(%j_t, %i_p) to min affine_map<(d0)[s0] -> (16 * d0 + 16, (s0 - 1) floordiv 8 + 1)>(%j_t)[%m] {
                  affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%n] {
                    affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0, d1)[s0] -> (s0, 6 * d0 + 6, 8 * d1 + 8)>(%i_p, %j_p)[%m] {
                      affine.for %j_p_r = max affine_map<(d0, d1) -> (8 * d0, d1)>(%j_p, %i_p_r) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_p)[%m] {
                        // S5: cov[i][j] += data[k][i] * data[k][j];
                        %140 = affine.load %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %141 = affine.load %data[%k_p, %i_p_r] : memref<?x?xf64>
                        %142 = affine.load %data[%k_p, %j_p_r] : memref<?x?xf64>
                        %143 = arith.mulf %141, %142 : f64
                        %144 = arith.addf %140, %143 : f64
                        affine.store %144, %cov[%i_p_r, %j_p_r] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  affine.for %i = 0 to %m {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %m {
      // S6: cov[i][j] /= float_n - 1.0;
      %145 = affine.load %cov[%i, %j] : memref<?x?xf64>
      %146 = arith.constant 1.0 : f64
      %147 = arith.subf %float_n, %146 : f64
      %148 = arith.divf %145, %147 : f64
      affine.store %148, %cov[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 0 to %m {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to %m {
      // S7: cov[j][i] = cov[i][j];
      %149 = affine.load %cov[%i, %j] : memref<?x?xf64>
      affine.store %149, %cov[%j, %i] : memref<?x?xf64>
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
