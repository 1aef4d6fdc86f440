// ==== recipe: (original) ====
// polyviz: kernel_trmm, SCoP of lines 16-21
// recipe: (original schedule)
func.func @kernel_trmm_scop(%m: index, %n: index, %alpha: f64, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %m {
    affine.for %j = 0 to %n {
      affine.for %k = affine_map<(d0) -> (d0 + 1)>(%i) to %m {
        // S0: B[i][j] += A[k][i] * B[k][j];
        %0 = affine.load %B[%i, %j] : memref<?x?xf64>
        %1 = affine.load %A[%k, %i] : memref<?x?xf64>
        %2 = affine.load %B[%k, %j] : memref<?x?xf64>
        %3 = arith.mulf %1, %2 : f64
        %4 = arith.addf %0, %3 : f64
        affine.store %4, %B[%i, %j] : memref<?x?xf64>
      }
      // S1: B[i][j] = alpha * B[i][j];
      %5 = affine.load %B[%i, %j] : memref<?x?xf64>
      %6 = arith.mulf %alpha, %5 : f64
      affine.store %6, %B[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_trmm, SCoP of lines 16-21
// recipe: distribute(i); permute(i@S0, k, j@S0); tile(i@S0, 128, k, 128, j@S0, 128); isolate(i_t); permute(j_t, i_t, k_t); parallel(j_t)
func.func @kernel_trmm_scop(%m: index, %n: index, %alpha: f64, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.if affine_set<()[s0] : (s0 - 0 >= 0)>()[%n] {
    affine.if affine_set<()[s0] : (s0 - 256 >= 0)>()[%m] {
      affine.parallel (%j_t) = (0) to (symbol(%n) floordiv 128) {
        affine.for %i_t = 0 to affine_map<()[s0] -> (s0 floordiv 128 - 1)>()[%m] {
          affine.for %i_p = affine_map<(d0) -> (128 * d0)>(%i_t) to affine_map<(d0) -> (128 * d0 + 127)>(%i_t) {
            affine.for %k_p = affine_map<(d0) -> (d0 + 1)>(%i_p) to affine_map<(d0) -> (128 * d0 + 128)>(%i_t) {
              affine.for %j_p = affine_map<(d0) -> (128 * d0)>(%j_t) to affine_map<(d0) -> (128 * d0 + 128)>(%j_t) {
                // S0: B[i][j] += A[k][i] * B[k][j];
                %0 = affine.load %B[%i_p, %j_p] : memref<?x?xf64>
                %1 = affine.load %A[%k_p, %i_p] : memref<?x?xf64>
                %2 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                %3 = arith.mulf %1, %2 : f64
                %4 = arith.addf %0, %3 : f64
                affine.store %4, %B[%i_p, %j_p] : memref<?x?xf64>
              }
            }
          }
          affine.for %k_t = affine_map<(d0) -> (d0 + 1)>(%i_t) to affine_map<()[s0] -> (s0 floordiv 128)>()[%m] {
            affine.for %i_p = affine_map<(d0) -> (128 * d0)>(%i_t) to affine_map<(d0) -> (128 * d0 + 128)>(%i_t) {
              affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to affine_map<(d0) -> (128 * d0 + 128)>(%k_t) {
                affine.for %j_p = affine_map<(d0) -> (128 * d0)>(%j_t) to affine_map<(d0) -> (128 * d0 + 128)>(%j_t) {
                  // S0: B[i][j] += A[k][i] * B[k][j];
                  %5 = affine.load %B[%i_p, %j_p] : memref<?x?xf64>
                  %6 = affine.load %A[%k_p, %i_p] : memref<?x?xf64>
                  %7 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %8 = arith.mulf %6, %7 : f64
                  %9 = arith.addf %5, %8 : f64
                  affine.store %9, %B[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
          affine.if affine_set<()[s0] : (s0 mod 128 - 1 >= 0)>()[%m] {
            affine.for %i_p = affine_map<(d0) -> (128 * d0)>(%i_t) to affine_map<(d0) -> (128 * d0 + 128)>(%i_t) {
              affine.for %k_p = affine_map<()[s0] -> (-((s0 - 1) mod 128) + s0 - 1)>()[%m] to %m {
                affine.for %j_p = affine_map<(d0) -> (128 * d0)>(%j_t) to affine_map<(d0) -> (128 * d0 + 128)>(%j_t) {
                  // S0: B[i][j] += A[k][i] * B[k][j];
                  %10 = affine.load %B[%i_p, %j_p] : memref<?x?xf64>
                  %11 = affine.load %A[%k_p, %i_p] : memref<?x?xf64>
                  %12 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %13 = arith.mulf %11, %12 : f64
                  %14 = arith.addf %10, %13 : f64
                  affine.store %14, %B[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
        }
        affine.for %i_t = affine_map<()[s0] -> (s0 floordiv 128 - 1)>()[%m] to affine_map<()[s0] -> ((s0 - 2) floordiv 128 + 1)>()[%m] {
          affine.for %k_t = affine_map<(d0) -> (d0)>(%i_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%m] {
            affine.for %i_p = affine_map<(d0) -> (128 * d0)>(%i_t) to min affine_map<(d0, d1)[s0] -> (s0 - 1, 128 * d0 + 128, 128 * d1 + 127)>(%i_t, %k_t)[%m] {
              affine.for %k_p = max affine_map<(d0, d1) -> (128 * d0, d1 + 1)>(%k_t, %i_p) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%m] {
                affine.for %j_p = affine_map<(d0) -> (128 * d0)>(%j_t) to affine_map<(d0) -> (128 * d0 + 128)>(%j_t) {
                  // S0: B[i][j] += A[k][i] * B[k][j];
                  %15 = affine.load %B[%i_p, %j_p] : memref<?x?xf64>
                  %16 = affine.load %A[%k_p, %i_p] : memref<?x?xf64>
                  %17 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %18 = arith.mulf %16, %17 : f64
                  %19 = arith.addf %15, %18 : f64
                  affine.store %19, %B[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
        }
      }
    }
    affine.if affine_set<()[s0, s1] : (255 - s0 >= 0, s1 - 1 >= 0)>()[%m, %n] {
      affine.if affine_set<()[s0] : (255 - s0 >= 0)>()[%m] {
        affine.parallel (%j_t) = (0) to ((symbol(%n) - 1) floordiv 128 + 1) {
          affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 128 + 1)>()[%m] {
            affine.for %k_t = affine_map<(d0) -> (d0)>(%i_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%m] {
              affine.for %i_p = affine_map<(d0) -> (128 * d0)>(%i_t) to min affine_map<(d0, d1)[s0] -> (s0 - 1, 128 * d0 + 128, 128 * d1 + 127)>(%i_t, %k_t)[%m] {
                affine.for %k_p = max affine_map<(d0, d1) -> (128 * d0, d1 + 1)>(%k_t, %i_p) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%m] {
                  affine.for %j_p = affine_map<(d0) -> (128 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%j_t)[%n] {
                    // S0: B[i][j] += A[k][i] * B[k][j];
                    %20 = affine.load %B[%i_p, %j_p] : memref<?x?xf64>
                    %21 = affine.load %A[%k_p, %i_p] : memref<?x?xf64>
                    %22 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                    %23 = arith.mulf %21, %22 : f64
                    %24 = arith.addf %20, %23 : f64
                    affine.store %24, %B[%i_p, %j_p] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
      } else {
        affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 128 + 1)>()[%m] {
          affine.for %k_t = affine_map<(d0) -> (d0)>(%i_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%m] {
            affine.for %i_p = affine_map<(d0) -> (128 * d0)>(%i_t) to min affine_map<(d0, d1)[s0] -> (s0 - 1, 128 * d0 + 128, 128 * d1 + 127)>(%i_t, %k_t)[%m] {
              affine.for %k_p = max affine_map<(d0, d1) -> (128 * d0, d1 + 1)>(%k_t, %i_p) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%m] {
                affine.for %j_p = affine_map<()[s0] -> (-((s0 + 127) mod 128) + s0 - 1)>()[%n] to %n {
                  // S0: B[i][j] += A[k][i] * B[k][j];
                  %25 = affine.load %B[%i_p, %j_p] : memref<?x?xf64>
                  %26 = affine.load %A[%k_p, %i_p] : memref<?x?xf64>
                  %27 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %28 = arith.mulf %26, %27 : f64
                  %29 = arith.addf %25, %28 : f64
                  affine.store %29, %B[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
        }
      }
    } else {
      affine.if affine_set<()[s0, s1] : (s0 - 256 >= 0, s1 mod 128 - 1 >= 0)>()[%m, %n] {
        affine.if affine_set<()[s0] : (255 - s0 >= 0)>()[%m] {
          affine.parallel (%j_t) = (0) to ((symbol(%n) - 1) floordiv 128 + 1) {
            affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 128 + 1)>()[%m] {
              affine.for %k_t = affine_map<(d0) -> (d0)>(%i_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%m] {
                affine.for %i_p = affine_map<(d0) -> (128 * d0)>(%i_t) to min affine_map<(d0, d1)[s0] -> (s0 - 1, 128 * d0 + 128, 128 * d1 + 127)>(%i_t, %k_t)[%m] {
                  affine.for %k_p = max affine_map<(d0, d1) -> (128 * d0, d1 + 1)>(%k_t, %i_p) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%m] {
                    affine.for %j_p = affine_map<(d0) -> (128 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%j_t)[%n] {
                      // S0: B[i][j] += A[k][i] * B[k][j];
                      %30 = affine.load %B[%i_p, %j_p] : memref<?x?xf64>
                      %31 = affine.load %A[%k_p, %i_p] : memref<?x?xf64>
                      %32 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                      %33 = arith.mulf %31, %32 : f64
                      %34 = arith.addf %30, %33 : f64
                      affine.store %34, %B[%i_p, %j_p] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        } else {
          affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 128 + 1)>()[%m] {
            affine.for %k_t = affine_map<(d0) -> (d0)>(%i_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%m] {
              affine.for %i_p = affine_map<(d0) -> (128 * d0)>(%i_t) to min affine_map<(d0, d1)[s0] -> (s0 - 1, 128 * d0 + 128, 128 * d1 + 127)>(%i_t, %k_t)[%m] {
                affine.for %k_p = max affine_map<(d0, d1) -> (128 * d0, d1 + 1)>(%k_t, %i_p) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%m] {
                  affine.for %j_p = affine_map<()[s0] -> (-((s0 + 127) mod 128) + s0 - 1)>()[%n] to %n {
                    // S0: B[i][j] += A[k][i] * B[k][j];
                    %35 = affine.load %B[%i_p, %j_p] : memref<?x?xf64>
                    %36 = affine.load %A[%k_p, %i_p] : memref<?x?xf64>
                    %37 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                    %38 = arith.mulf %36, %37 : f64
                    %39 = arith.addf %35, %38 : f64
                    affine.store %39, %B[%i_p, %j_p] : memref<?x?xf64>
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
    affine.for %j = 0 to %n {
      // S1: B[i][j] = alpha * B[i][j];
      %40 = affine.load %B[%i, %j] : memref<?x?xf64>
      %41 = arith.mulf %alpha, %40 : f64
      affine.store %41, %B[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_trmm, SCoP of lines 16-21
// recipe: assume_no_alias()
func.func @kernel_trmm_scop(%m: index, %n: index, %alpha: f64, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %m {
    affine.for %j = 0 to %n {
      affine.for %k = affine_map<(d0) -> (d0 + 1)>(%i) to %m {
        // S0: B[i][j] += A[k][i] * B[k][j];
        %0 = affine.load %B[%i, %j] : memref<?x?xf64>
        %1 = affine.load %A[%k, %i] : memref<?x?xf64>
        %2 = affine.load %B[%k, %j] : memref<?x?xf64>
        %3 = arith.mulf %1, %2 : f64
        %4 = arith.addf %0, %3 : f64
        affine.store %4, %B[%i, %j] : memref<?x?xf64>
      }
      // S1: B[i][j] = alpha * B[i][j];
      %5 = affine.load %B[%i, %j] : memref<?x?xf64>
      %6 = arith.mulf %alpha, %5 : f64
      affine.store %6, %B[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: tile(i=4, j=3); parallel(j_t) ====
// polyviz: kernel_trmm, SCoP of lines 16-21
// recipe: tile(i=4, j=3); parallel(j_t)
func.func @kernel_trmm_scop(%m: index, %n: index, %alpha: f64, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%m] {
    affine.parallel (%j_t) = (0) to ((symbol(%n) - 1) floordiv 3 + 1) {
      affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%m] {
        affine.for %j_p = affine_map<(d0) -> (3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 3 * d0 + 3)>(%j_t)[%n] {
          affine.for %k = affine_map<(d0) -> (d0 + 1)>(%i_p) to %m {
            // S0: B[i][j] += A[k][i] * B[k][j];
            %0 = affine.load %B[%i_p, %j_p] : memref<?x?xf64>
            %1 = affine.load %A[%k, %i_p] : memref<?x?xf64>
            %2 = affine.load %B[%k, %j_p] : memref<?x?xf64>
            %3 = arith.mulf %1, %2 : f64
            %4 = arith.addf %0, %3 : f64
            affine.store %4, %B[%i_p, %j_p] : memref<?x?xf64>
          }
          // S1: B[i][j] = alpha * B[i][j];
          %5 = affine.load %B[%i_p, %j_p] : memref<?x?xf64>
          %6 = arith.mulf %alpha, %5 : f64
          affine.store %6, %B[%i_p, %j_p] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: skew(j, i, 1); tile(i=4, j=3) ====
// polyviz: kernel_trmm, SCoP of lines 16-21
// recipe: skew(j, i, 1); tile(i=4, j=3)
func.func @kernel_trmm_scop(%m: index, %n: index, %alpha: f64, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%m] {
    affine.for %j_t = affine_map<(d0) -> (d0 + d0 floordiv 3)>(%i_t) to min affine_map<(d0)[s0, s1] -> ((s0 + s1 + 1) floordiv 3, d0 + (s1 + d0 - 1) floordiv 3 + 2)>(%i_t)[%m, %n] {
      affine.for %i_p = max affine_map<(d0, d1)[s0] -> (4 * d0, -s0 + 3 * d1 + 1)>(%i_t, %j_t)[%n] to min affine_map<(d0, d1)[s0] -> (s0, 4 * d0 + 4, 3 * d1 + 3)>(%i_t, %j_t)[%m] {
        affine.for %j_p = max affine_map<(d0, d1) -> (3 * d0, d1)>(%j_t, %i_p) to min affine_map<(d0, d1)[s0] -> (3 * d0 + 3, s0 + d1)>(%j_t, %i_p)[%n] {
          affine.for %k = affine_map<(d0) -> (d0 + 1)>(%i_p) to %m {
            // S0: B[i][j] += A[k][i] * B[k][j];
            %0 = affine.load %B[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
            %1 = affine.load %A[%k, %i_p] : memref<?x?xf64>
            %2 = affine.load %B[%k, (-%i_p + %j_p)] : memref<?x?xf64>
            %3 = arith.mulf %1, %2 : f64
            %4 = arith.addf %0, %3 : f64
            affine.store %4, %B[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
          }
          // S1: B[i][j] = alpha * B[i][j];
          %5 = affine.load %B[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
          %6 = arith.mulf %alpha, %5 : f64
          affine.store %6, %B[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: interchange(i, j); parallel(j) ====
// polyviz: kernel_trmm, SCoP of lines 16-21
// recipe: interchange(i, j); parallel(j)
func.func @kernel_trmm_scop(%m: index, %n: index, %alpha: f64, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.parallel (%j) = (0) to (symbol(%n)) {
    affine.for %i = 0 to %m {
      affine.for %k = affine_map<(d0) -> (d0 + 1)>(%i) to %m {
        // S0: B[i][j] += A[k][i] * B[k][j];
        %0 = affine.load %B[%i, %j] : memref<?x?xf64>
        %1 = affine.load %A[%k, %i] : memref<?x?xf64>
        %2 = affine.load %B[%k, %j] : memref<?x?xf64>
        %3 = arith.mulf %1, %2 : f64
        %4 = arith.addf %0, %3 : f64
        affine.store %4, %B[%i, %j] : memref<?x?xf64>
      }
      // S1: B[i][j] = alpha * B[i][j];
      %5 = affine.load %B[%i, %j] : memref<?x?xf64>
      %6 = arith.mulf %alpha, %5 : f64
      affine.store %6, %B[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
