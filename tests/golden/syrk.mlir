// ==== recipe: (original) ====
// polyviz: kernel_syrk, SCoP of lines 15-21
// recipe: (original schedule)
func.func @kernel_syrk_scop(%n: index, %m: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
    affine.for %k = 0 to %m {
      affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
        // S1: C[i][j] += alpha * A[i][k] * A[j][k];
        %2 = affine.load %C[%i, %j] : memref<?x?xf64>
        %3 = affine.load %A[%i, %k] : memref<?x?xf64>
        %4 = arith.mulf %alpha, %3 : f64
        %5 = affine.load %A[%j, %k] : memref<?x?xf64>
        %6 = arith.mulf %4, %5 : f64
        %7 = arith.addf %2, %6 : f64
        affine.store %7, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_syrk, SCoP of lines 15-21
// recipe: distribute(i); tile(i@S1, 60, k, 64, j@S1, 64); isolate(i_t); register_tile(i_p, 6, j_p, 8); parallel(i_t)
func.func @kernel_syrk_scop(%n: index, %m: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
  }
  affine.if affine_set<()[s0, s1] : (s0 - 18 >= 0, s1 - 64 >= 0)>()[%n, %m] {
    affine.parallel (%i_t) = (0) to ((symbol(%n) - 6) floordiv 60 + 1) {
      affine.for %k_t = 0 to affine_map<()[s0] -> (s0 floordiv 64)>()[%m] {
        affine.for %j_t = 0 to min affine_map<(d0)[s0] -> ((s0 - 14) floordiv 64 + 1, d0 - ((d0 + 20) floordiv 16) + 2)>(%i_t)[%n] {
          affine.if affine_set<(d0, d1)[s0] : (16 * d1 + 1 - (15 * d0) >= 0, s0 - (2 * ((d1 + 2) mod 3) + 64 * d1 + 14) >= 0)>(%i_t, %j_t)[%n] {
            affine.if affine_set<(d0, d1) : (16 * d1 - (15 * d0) >= 0)>(%i_t, %j_t) {
              affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to affine_map<(d0) -> (64 * d0 + 64)>(%k_t) {
                affine.for %i_p_r = affine_map<(d0) -> (64 * d0)>(%j_t) to affine_map<(d0) -> (2 * ((d0 + 2) mod 3) + 64 * d0 + 2)>(%j_t) {
                  affine.for %j_p_r = affine_map<(d0) -> (64 * d0)>(%j_t) to affine_map<(d0) -> (d0 + 1)>(%i_p_r) {
                    // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                    %2 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %3 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                    %4 = arith.mulf %alpha, %3 : f64
                    %5 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                    %6 = arith.mulf %4, %5 : f64
                    %7 = arith.addf %2, %6 : f64
                    affine.store %7, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
            affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to affine_map<(d0) -> (8 * d0 - ((d0 + 2) floordiv 3) + (d0 + (d0 + 2) floordiv 3 + 1) floordiv 4 + 2)>(%j_t) {
              affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to affine_map<(d0) -> (64 * d0 + 64)>(%k_t) {
                affine.for %i_p_r = max affine_map<(d0, d1) -> (8 * d0, 2 * ((d1 + 2) mod 3) + 64 * d1 + 2)>(%j_p, %j_t) to affine_map<(d0) -> (2 * ((d0 + 2) mod 3) + 64 * d0 + 8)>(%j_t) {
                  affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                    // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                    %8 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %9 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                    %10 = arith.mulf %alpha, %9 : f64
                    %11 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                    %12 = arith.mulf %10, %11 : f64
                    %13 = arith.addf %8, %12 : f64
                    affine.store %13, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
          }
          affine.for %i_p = max affine_map<(d0, d1) -> (10 * d0, 11 * d1 - ((d1 + 2) floordiv 3) + 2)>(%i_t, %j_t) to min affine_map<(d0)[s0] -> (10 * d0 + 10, s0 floordiv 6)>(%i_t)[%n] {
            affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 - ((d1 + 3) floordiv 4))>(%j_t, %i_p) {
              affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to affine_map<(d0) -> (64 * d0 + 64)>(%k_t) {
                affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                  affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to affine_map<(d0) -> (8 * d0 + 8)>(%j_p) {
                    // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                    %14 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %15 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                    %16 = arith.mulf %alpha, %15 : f64
                    %17 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                    %18 = arith.mulf %16, %17 : f64
                    %19 = arith.addf %14, %18 : f64
                    affine.store %19, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
            affine.for %j_p = affine_map<(d0) -> (d0 - ((d0 + 3) floordiv 4))>(%i_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 - ((d1 + 1) floordiv 4) + 1)>(%j_t, %i_p) {
              affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to affine_map<(d0) -> (64 * d0 + 64)>(%k_t) {
                affine.for %i_p_r = max affine_map<(d0, d1) -> (6 * d0, 8 * d1)>(%i_p, %j_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                  affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                    // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                    %20 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %21 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                    %22 = arith.mulf %alpha, %21 : f64
                    %23 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                    %24 = arith.mulf %22, %23 : f64
                    %25 = arith.addf %20, %24 : f64
                    affine.store %25, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
          }
          affine.if affine_set<(d0, d1)[s0] : (60 * d0 + 59 - s0 >= 0, 15 * d0 - (16 * d1 + 2) >= 0, s0 mod 6 - 1 >= 0)>(%i_t, %j_t)[%n] {
            affine.if affine_set<(d0, d1) : (15 * d1 - (16 * d0 + 2) >= 0)>(%j_t, %i_t) {
              affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (8 * d0 + 8, (s0 - 1) floordiv 8 + 1)>(%j_t)[%n] {
                affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to affine_map<(d0) -> (64 * d0 + 64)>(%k_t) {
                  affine.for %i_p_r = max affine_map<(d0)[s0] -> (8 * d0, -((s0 - 1) mod 6) + s0 - 1)>(%j_p)[%n] to %n {
                    affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                      // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                      %26 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %27 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %28 = arith.mulf %alpha, %27 : f64
                      %29 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                      %30 = arith.mulf %28, %29 : f64
                      %31 = arith.addf %26, %30 : f64
                      affine.store %31, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            } else {
              affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%n] {
                affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to affine_map<(d0) -> (64 * d0 + 64)>(%k_t) {
                  affine.for %i_p_r = max affine_map<(d0)[s0] -> (8 * d0, -((s0 - 1) mod 6) + s0 - 1)>(%j_p)[%n] to %n {
                    affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                      // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                      %32 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %33 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %34 = arith.mulf %alpha, %33 : f64
                      %35 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                      %36 = arith.mulf %34, %35 : f64
                      %37 = arith.addf %32, %36 : f64
                      affine.store %37, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          } else {
            affine.if affine_set<(d0, d1)[s0] : (60 * d0 + 59 - s0 >= 0, 16 * d1 + 1 - (15 * d0) >= 0, s0 mod 6 - 1 >= 0, s0 + 6 * ((d1 - 1) floordiv 3) - (66 * d1 + 12) >= 0)>(%i_t, %j_t)[%n] {
              affine.if affine_set<(d0, d1) : (15 * d1 - (16 * d0 + 2) >= 0)>(%j_t, %i_t) {
                affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (8 * d0 + 8, (s0 - 1) floordiv 8 + 1)>(%j_t)[%n] {
                  affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to affine_map<(d0) -> (64 * d0 + 64)>(%k_t) {
                    affine.for %i_p_r = max affine_map<(d0)[s0] -> (8 * d0, -((s0 - 1) mod 6) + s0 - 1)>(%j_p)[%n] to %n {
                      affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                        // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                        %38 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %39 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                        %40 = arith.mulf %alpha, %39 : f64
                        %41 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                        %42 = arith.mulf %40, %41 : f64
                        %43 = arith.addf %38, %42 : f64
                        affine.store %43, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      }
                    }
                  }
                }
              } else {
                affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%n] {
                  affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to affine_map<(d0) -> (64 * d0 + 64)>(%k_t) {
                    affine.for %i_p_r = max affine_map<(d0)[s0] -> (8 * d0, -((s0 - 1) mod 6) + s0 - 1)>(%j_p)[%n] to %n {
                      affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                        // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                        %44 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %45 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                        %46 = arith.mulf %alpha, %45 : f64
                        %47 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                        %48 = arith.mulf %46, %47 : f64
                        %49 = arith.addf %44, %48 : f64
                        affine.store %49, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            }
          }
          affine.if affine_set<(d0, d1)[s0] : (s0 - (60 * d0 + 18) >= 0, 32 * d1 - (3 * ((s0 + 6) floordiv 6)) - (-9) >= 0)>(%i_t, %j_t)[%n] {
            affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to affine_map<(d0) -> (64 * d0 + 64)>(%k_t) {
              affine.for %i_p_r = affine_map<(d0) -> (64 * d0)>(%j_t) to affine_map<()[s0] -> (-((s0 + 6) mod 6) + s0 - 6)>()[%n] {
                affine.for %j_p_r = affine_map<(d0) -> (64 * d0)>(%j_t) to affine_map<(d0) -> (d0 + 1)>(%i_p_r) {
                  // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                  %50 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                  %51 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                  %52 = arith.mulf %alpha, %51 : f64
                  %53 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                  %54 = arith.mulf %52, %53 : f64
                  %55 = arith.addf %50, %54 : f64
                  affine.store %55, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                }
              }
            }
          } else {
            affine.if affine_set<(d0, d1)[s0] : (60 * d0 + 17 - s0 >= 0, 16 * d1 - (15 * d0) == 0)>(%i_t, %j_t)[%n] {
              affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to affine_map<(d0) -> (64 * d0 + 64)>(%k_t) {
                affine.for %i_p_r = affine_map<(d0) -> (64 * d0)>(%j_t) to affine_map<()[s0] -> (-((s0 + 6) mod 6) + s0 - 6)>()[%n] {
                  affine.for %j_p_r = affine_map<(d0) -> (64 * d0)>(%j_t) to affine_map<(d0) -> (d0 + 1)>(%i_p_r) {
                    // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                    %56 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %57 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                    %58 = arith.mulf %alpha, %57 : f64
                    %59 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                    %60 = arith.mulf %58, %59 : f64
                    %61 = arith.addf %56, %60 : f64
                    affine.store %61, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
          }
          affine.if affine_set<(d0)[s0] : (32 * d0 - (3 * ((s0 + 6) floordiv 6)) - (-9) >= 0)>(%j_t)[%n] {
            affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to affine_map<(d0) -> (8 * d0 + 2)>(%j_t) {
              affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to affine_map<(d0) -> (64 * d0 + 64)>(%k_t) {
                affine.for %i_p_r = max affine_map<(d0)[s0] -> (8 * d0, -(s0 mod 6) + s0 - 6)>(%j_p)[%n] to affine_map<()[s0] -> (-(s0 mod 6) + s0)>()[%n] {
                  affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                    // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                    %62 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %63 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                    %64 = arith.mulf %alpha, %63 : f64
                    %65 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                    %66 = arith.mulf %64, %65 : f64
                    %67 = arith.addf %62, %66 : f64
                    affine.store %67, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
            affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%n] {
              affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to affine_map<(d0) -> (64 * d0 + 64)>(%k_t) {
                affine.for %i_p_r = max affine_map<(d0)[s0] -> (8 * d0, -(s0 mod 6) + s0)>(%j_p)[%n] to %n {
                  affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                    // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                    %68 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %69 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                    %70 = arith.mulf %alpha, %69 : f64
                    %71 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                    %72 = arith.mulf %70, %71 : f64
                    %73 = arith.addf %68, %72 : f64
                    affine.store %73, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
        affine.if affine_set<(d0)[s0] : (2 - ((d0 + 4) mod 16) >= 0, s0 - (4 * ((d0 + 4) mod 16) + 60 * d0 + 49) >= 0)>(%i_t)[%n] {
          affine.if affine_set<(d0) : (2 - ((d0 + 4) mod 16) >= 0)>(%i_t) {
            affine.for %i_p = affine_map<(d0) -> (11 * d0 - (11 * ((d0 + 17) floordiv 16)) - ((d0 - ((d0 + 17) floordiv 16) + 3) floordiv 3) + 11)>(%i_t) to min affine_map<(d0)[s0] -> (10 * d0 + 10, (s0 - 1) floordiv 6 + 1)>(%i_t)[%n] {
              affine.for %j_p = affine_map<(d0) -> (8 * d0 - (8 * ((d0 + 17) floordiv 16)) + 8)>(%i_t) to min affine_map<(d0)[s0] -> ((s0 - 1) floordiv 8 + 1, d0 - ((d0 + 1) floordiv 4) + 1)>(%i_p)[%n] {
                affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to affine_map<(d0) -> (64 * d0 + 64)>(%k_t) {
                  affine.for %i_p_r = max affine_map<(d0, d1) -> (6 * d0, 8 * d1)>(%i_p, %j_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%n] {
                    affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                      // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                      %74 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %75 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %76 = arith.mulf %alpha, %75 : f64
                      %77 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                      %78 = arith.mulf %76, %77 : f64
                      %79 = arith.addf %74, %78 : f64
                      affine.store %79, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          } else {
            affine.for %i_p = max affine_map<(d0)[s0] -> (10 * d0, 11 * ((s0 - 1) floordiv 64) - (((s0 - 1) floordiv 64 + 2) floordiv 3))>(%i_t)[%n] to affine_map<()[s0] -> ((s0 - 1) floordiv 6 + 1)>()[%n] {
              affine.for %j_p = affine_map<()[s0] -> (8 * ((s0 - 1) floordiv 64))>()[%n] to min affine_map<(d0)[s0] -> ((s0 - 1) floordiv 8 + 1, d0 - ((d0 + 1) floordiv 4) + 1)>(%i_p)[%n] {
                affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to affine_map<(d0) -> (64 * d0 + 64)>(%k_t) {
                  affine.for %i_p_r = max affine_map<(d0, d1) -> (6 * d0, 8 * d1)>(%i_p, %j_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%n] {
                    affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                      // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                      %80 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %81 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %82 = arith.mulf %alpha, %81 : f64
                      %83 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                      %84 = arith.mulf %82, %83 : f64
                      %85 = arith.addf %80, %84 : f64
                      affine.store %85, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        } else {
          affine.if affine_set<(d0)[s0] : (15 * d0 - (16 * ((s0 - 14) floordiv 64) + 5) >= 0, (s0 - 14) mod 64 - 51 >= 0)>(%i_t)[%n] {
            affine.if affine_set<(d0) : (2 - ((d0 + 4) mod 16) >= 0)>(%i_t) {
              affine.for %i_p = affine_map<(d0) -> (11 * d0 - (11 * ((d0 + 17) floordiv 16)) - ((d0 - ((d0 + 17) floordiv 16) + 3) floordiv 3) + 11)>(%i_t) to min affine_map<(d0)[s0] -> (10 * d0 + 10, (s0 - 1) floordiv 6 + 1)>(%i_t)[%n] {
                affine.for %j_p = affine_map<(d0) -> (8 * d0 - (8 * ((d0 + 17) floordiv 16)) + 8)>(%i_t) to min affine_map<(d0)[s0] -> ((s0 - 1) floordiv 8 + 1, d0 - ((d0 + 1) floordiv 4) + 1)>(%i_p)[%n] {
                  affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to affine_map<(d0) -> (64 * d0 + 64)>(%k_t) {
                    affine.for %i_p_r = max affine_map<(d0, d1) -> (6 * d0, 8 * d1)>(%i_p, %j_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%n] {
                      affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                        // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                        %86 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %87 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                        %88 = arith.mulf %alpha, %87 : f64
                        %89 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                        %90 = arith.mulf %88, %89 : f64
                        %91 = arith.addf %86, %90 : f64
                        affine.store %91, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            } else {
              affine.for %i_p = max affine_map<(d0)[s0] -> (10 * d0, 11 * ((s0 - 1) floordiv 64) - (((s0 - 1) floordiv 64 + 2) floordiv 3))>(%i_t)[%n] to affine_map<()[s0] -> ((s0 - 1) floordiv 6 + 1)>()[%n] {
                affine.for %j_p = affine_map<()[s0] -> (8 * ((s0 - 1) floordiv 64))>()[%n] to min affine_map<(d0)[s0] -> ((s0 - 1) floordiv 8 + 1, d0 - ((d0 + 1) floordiv 4) + 1)>(%i_p)[%n] {
                  affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to affine_map<(d0) -> (64 * d0 + 64)>(%k_t) {
                    affine.for %i_p_r = max affine_map<(d0, d1) -> (6 * d0, 8 * d1)>(%i_p, %j_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%n] {
                      affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                        // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                        %92 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %93 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                        %94 = arith.mulf %alpha, %93 : f64
                        %95 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                        %96 = arith.mulf %94, %95 : f64
                        %97 = arith.addf %92, %96 : f64
                        affine.store %97, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
      affine.if affine_set<()[s0] : (s0 mod 64 - 1 >= 0)>()[%m] {
        affine.for %j_t = 0 to min affine_map<(d0)[s0] -> ((s0 - 1) floordiv 64 + 1, d0 - ((d0 + 17) floordiv 16) + 2)>(%i_t)[%n] {
          affine.for %i_p = max affine_map<(d0, d1) -> (10 * d0, 11 * d1 - ((d1 + 2) floordiv 3))>(%i_t, %j_t) to min affine_map<(d0)[s0] -> (10 * d0 + 10, (s0 - 1) floordiv 6 + 1)>(%i_t)[%n] {
            affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0, d1)[s0] -> (8 * d0 + 8, (s0 - 1) floordiv 8 + 1, d1 - ((d1 + 1) floordiv 4) + 1)>(%j_t, %i_p)[%n] {
              affine.for %k_p = affine_map<()[s0] -> (-((s0 - 1) mod 64) + s0 - 1)>()[%m] to %m {
                affine.for %i_p_r = max affine_map<(d0, d1) -> (6 * d0, 8 * d1)>(%i_p, %j_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%n] {
                  affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                    // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                    %98 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %99 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                    %100 = arith.mulf %alpha, %99 : f64
                    %101 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                    %102 = arith.mulf %100, %101 : f64
                    %103 = arith.addf %98, %102 : f64
                    affine.store %103, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  affine.if affine_set<()[s0] : (17 - s0 >= 0)>()[%n] {
    affine.if affine_set<()[s0] : (17 - s0 >= 0)>()[%n] {
      affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 64 + 1)>()[%m] {
        affine.for %i_p = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 6 + 1)>()[%n] {
          affine.for %j_p = 0 to min affine_map<(d0)[s0] -> ((s0 - 1) floordiv 8 + 1, d0 + 1)>(%i_p)[%n] {
            affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 64 * d0 + 64)>(%k_t)[%m] {
              affine.for %i_p_r = max affine_map<(d0, d1) -> (6 * d0, 8 * d1)>(%i_p, %j_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%n] {
                affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                  // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                  %104 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                  %105 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                  %106 = arith.mulf %alpha, %105 : f64
                  %107 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                  %108 = arith.mulf %106, %107 : f64
                  %109 = arith.addf %104, %108 : f64
                  affine.store %109, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                }
              }
            }
          }
        }
      }
    } else {
      affine.if affine_set<()[s0] : (63 - s0 >= 0)>()[%m] {
        affine.parallel (%i_t) = (0) to ((symbol(%n) - 1) floordiv 60 + 1) {
          affine.for %j_t = 0 to min affine_map<(d0)[s0] -> ((s0 - 1) floordiv 64 + 1, d0 - ((d0 + 17) floordiv 16) + 2)>(%i_t)[%n] {
            affine.for %i_p = max affine_map<(d0, d1) -> (10 * d0, 11 * d1 - ((d1 + 2) floordiv 3))>(%i_t, %j_t) to min affine_map<(d0)[s0] -> (10 * d0 + 10, (s0 - 1) floordiv 6 + 1)>(%i_t)[%n] {
              affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0, d1)[s0] -> (8 * d0 + 8, (s0 - 1) floordiv 8 + 1, d1 - ((d1 + 1) floordiv 4) + 1)>(%j_t, %i_p)[%n] {
                affine.for %k_p = 0 to %m {
                  affine.for %i_p_r = max affine_map<(d0, d1) -> (6 * d0, 8 * d1)>(%i_p, %j_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%n] {
                    affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                      // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                      %110 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %111 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %112 = arith.mulf %alpha, %111 : f64
                      %113 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                      %114 = arith.mulf %112, %113 : f64
                      %115 = arith.addf %110, %114 : f64
                      affine.store %115, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        }
      } else {
        affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 64 + 1)>()[%m] {
          affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 64 + 1)>()[%n] {
            affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (8 * d0 + 8, (s0 - 1) floordiv 8 + 1)>(%j_t)[%n] {
              affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 64 * d0 + 64)>(%k_t)[%m] {
                affine.for %i_p_r = max affine_map<(d0)[s0] -> (8 * d0, -((s0 - 1) mod 60) + s0 - 1)>(%j_p)[%n] to %n {
                  affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                    // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                    %116 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %117 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                    %118 = arith.mulf %alpha, %117 : f64
                    %119 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                    %120 = arith.mulf %118, %119 : f64
                    %121 = arith.addf %116, %120 : f64
                    affine.store %121, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
      }
    }
  } else {
    affine.if affine_set<()[s0] : (63 - s0 >= 0)>()[%m] {
      affine.if affine_set<()[s0] : (17 - s0 >= 0)>()[%n] {
        affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 64 + 1)>()[%m] {
          affine.for %i_p = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 6 + 1)>()[%n] {
            affine.for %j_p = 0 to min affine_map<(d0)[s0] -> ((s0 - 1) floordiv 8 + 1, d0 + 1)>(%i_p)[%n] {
              affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 64 * d0 + 64)>(%k_t)[%m] {
                affine.for %i_p_r = max affine_map<(d0, d1) -> (6 * d0, 8 * d1)>(%i_p, %j_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%n] {
                  affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                    // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                    %122 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %123 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                    %124 = arith.mulf %alpha, %123 : f64
                    %125 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                    %126 = arith.mulf %124, %125 : f64
                    %127 = arith.addf %122, %126 : f64
                    affine.store %127, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
      } else {
        affine.if affine_set<()[s0] : (63 - s0 >= 0)>()[%m] {
          affine.parallel (%i_t) = (0) to ((symbol(%n) - 1) floordiv 60 + 1) {
            affine.for %j_t = 0 to min affine_map<(d0)[s0] -> ((s0 - 1) floordiv 64 + 1, d0 - ((d0 + 17) floordiv 16) + 2)>(%i_t)[%n] {
              affine.for %i_p = max affine_map<(d0, d1) -> (10 * d0, 11 * d1 - ((d1 + 2) floordiv 3))>(%i_t, %j_t) to min affine_map<(d0)[s0] -> (10 * d0 + 10, (s0 - 1) floordiv 6 + 1)>(%i_t)[%n] {
                affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0, d1)[s0] -> (8 * d0 + 8, (s0 - 1) floordiv 8 + 1, d1 - ((d1 + 1) floordiv 4) + 1)>(%j_t, %i_p)[%n] {
                  affine.for %k_p = 0 to %m {
                    affine.for %i_p_r = max affine_map<(d0, d1) -> (6 * d0, 8 * d1)>(%i_p, %j_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%n] {
                      affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                        // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                        %128 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %129 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                        %130 = arith.mulf %alpha, %129 : f64
                        %131 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                        %132 = arith.mulf %130, %131 : f64
                        %133 = arith.addf %128, %132 : f64
                        affine.store %133, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            }
          }
        } else {
          affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 64 + 1)>()[%m] {
            affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 64 + 1)>()[%n] {
              affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (8 * d0 + 8, (s0 - 1) floordiv 8 + 1)>(%j_t)[%n] {
                affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 64 * d0 + 64)>(%k_t)[%m] {
                  affine.for %i_p_r = max affine_map<(d0)[s0] -> (8 * d0, -((s0 - 1) mod 60) + s0 - 1)>(%j_p)[%n] to %n {
                    affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                      // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                      %134 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %135 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %136 = arith.mulf %alpha, %135 : f64
                      %137 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                      %138 = arith.mulf %136, %137 : f64
                      %139 = arith.addf %134, %138 : f64
                      affine.store %139, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      affine.if affine_set<()[s0] : (s0 - (60 * ((s0 - 6) floordiv 60) + 61) >= 0)>()[%n] {
        affine.if affine_set<()[s0] : (17 - s0 >= 0)>()[%n] {
          affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 64 + 1)>()[%m] {
            affine.for %i_p = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 6 + 1)>()[%n] {
              affine.for %j_p = 0 to min affine_map<(d0)[s0] -> ((s0 - 1) floordiv 8 + 1, d0 + 1)>(%i_p)[%n] {
                affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 64 * d0 + 64)>(%k_t)[%m] {
                  affine.for %i_p_r = max affine_map<(d0, d1) -> (6 * d0, 8 * d1)>(%i_p, %j_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%n] {
                    affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                      // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                      %140 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %141 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %142 = arith.mulf %alpha, %141 : f64
                      %143 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                      %144 = arith.mulf %142, %143 : f64
                      %145 = arith.addf %140, %144 : f64
                      affine.store %145, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        } else {
          affine.if affine_set<()[s0] : (63 - s0 >= 0)>()[%m] {
            affine.parallel (%i_t) = (0) to ((symbol(%n) - 1) floordiv 60 + 1) {
              affine.for %j_t = 0 to min affine_map<(d0)[s0] -> ((s0 - 1) floordiv 64 + 1, d0 - ((d0 + 17) floordiv 16) + 2)>(%i_t)[%n] {
                affine.for %i_p = max affine_map<(d0, d1) -> (10 * d0, 11 * d1 - ((d1 + 2) floordiv 3))>(%i_t, %j_t) to min affine_map<(d0)[s0] -> (10 * d0 + 10, (s0 - 1) floordiv 6 + 1)>(%i_t)[%n] {
                  affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0, d1)[s0] -> (8 * d0 + 8, (s0 - 1) floordiv 8 + 1, d1 - ((d1 + 1) floordiv 4) + 1)>(%j_t, %i_p)[%n] {
                    affine.for %k_p = 0 to %m {
                      affine.for %i_p_r = max affine_map<(d0, d1) -> (6 * d0, 8 * d1)>(%i_p, %j_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%n] {
                        affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                          // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                          %146 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                          %147 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                          %148 = arith.mulf %alpha, %147 : f64
                          %149 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                          %150 = arith.mulf %148, %149 : f64
                          %151 = arith.addf %146, %150 : f64
                          affine.store %151, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                        }
                      }
                    }
                  }
                }
              }
            }
          } else {
            affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 64 + 1)>()[%m] {
              affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 64 + 1)>()[%n] {
                affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (8 * d0 + 8, (s0 - 1) floordiv 8 + 1)>(%j_t)[%n] {
                  affine.for %k_p = affine_map<(d0) -> (64 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 64 * d0 + 64)>(%k_t)[%m] {
                    affine.for %i_p_r = max affine_map<(d0)[s0] -> (8 * d0, -((s0 - 1) mod 60) + s0 - 1)>(%j_p)[%n] to %n {
                      affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0, d1) -> (8 * d0 + 8, d1 + 1)>(%j_p, %i_p_r) {
                        // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                        %152 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                        %153 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                        %154 = arith.mulf %alpha, %153 : f64
                        %155 = affine.load %A[%j_p_r, %k_p] : memref<?x?xf64>
                        %156 = arith.mulf %154, %155 : f64
                        %157 = arith.addf %152, %156 : f64
                        affine.store %157, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
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
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_syrk, SCoP of lines 15-21
// recipe: assume_no_alias()
func.func @kernel_syrk_scop(%n: index, %m: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
    affine.for %k = 0 to %m {
      affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
        // S1: C[i][j] += alpha * A[i][k] * A[j][k];
        %2 = affine.load %C[%i, %j] : memref<?x?xf64>
        %3 = affine.load %A[%i, %k] : memref<?x?xf64>
        %4 = arith.mulf %alpha, %3 : f64
        %5 = affine.load %A[%j, %k] : memref<?x?xf64>
        %6 = arith.mulf %4, %5 : f64
        %7 = arith.addf %2, %6 : f64
        affine.store %7, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: tile(k=4, j@S1=3); parallel(i) ====
// polyviz: kernel_syrk, SCoP of lines 15-21
// recipe: tile(k=4, j@S1=3); parallel(i)
func.func @kernel_syrk_scop(%n: index, %m: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.parallel (%i) = (0) to (symbol(%n)) {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
    affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%m] {
      affine.for %j_t = 0 to affine_map<(d0) -> (d0 floordiv 3 + 1)>(%i) {
        affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%m] {
          affine.for %j_p = affine_map<(d0) -> (3 * d0)>(%j_t) to min affine_map<(d0, d1) -> (d0 + 1, 3 * d1 + 3)>(%i, %j_t) {
            // S1: C[i][j] += alpha * A[i][k] * A[j][k];
            %2 = affine.load %C[%i, %j_p] : memref<?x?xf64>
            %3 = affine.load %A[%i, %k_p] : memref<?x?xf64>
            %4 = arith.mulf %alpha, %3 : f64
            %5 = affine.load %A[%j_p, %k_p] : memref<?x?xf64>
            %6 = arith.mulf %4, %5 : f64
            %7 = arith.addf %2, %6 : f64
            affine.store %7, %C[%i, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: skew(j@S1, k, 1); tile(k=4, j@S1=3) ====
// polyviz: kernel_syrk, SCoP of lines 15-21
// recipe: skew(j@S1, k, 1); tile(k=4, j@S1=3)
func.func @kernel_syrk_scop(%n: index, %m: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
    affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%m] {
      affine.for %j_t = affine_map<(d0) -> (d0 + d0 floordiv 3)>(%k_t) to min affine_map<(d0, d1)[s0] -> ((s0 + d0 - 1) floordiv 3 + 1, d1 + (d0 + d1) floordiv 3 + 2)>(%i, %k_t)[%m] {
        affine.for %k_p = max affine_map<(d0, d1, d2) -> (4 * d0, -d1 + 3 * d2)>(%k_t, %i, %j_t) to min affine_map<(d0, d1)[s0] -> (s0, 4 * d0 + 4, 3 * d1 + 3)>(%k_t, %j_t)[%m] {
          affine.for %j_p = max affine_map<(d0, d1) -> (3 * d0, d1)>(%j_t, %k_p) to min affine_map<(d0, d1, d2) -> (3 * d0 + 3, d1 + d2 + 1)>(%j_t, %i, %k_p) {
            // S1: C[i][j] += alpha * A[i][k] * A[j][k];
            %2 = affine.load %C[%i, (-%k_p + %j_p)] : memref<?x?xf64>
            %3 = affine.load %A[%i, %k_p] : memref<?x?xf64>
            %4 = arith.mulf %alpha, %3 : f64
            %5 = affine.load %A[(-%k_p + %j_p), %k_p] : memref<?x?xf64>
            %6 = arith.mulf %4, %5 : f64
            %7 = arith.addf %2, %6 : f64
            affine.store %7, %C[%i, (-%k_p + %j_p)] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: tile(k=4, j@S1=4); parallel(i) ====
// polyviz: kernel_syrk, SCoP of lines 15-21
// recipe: tile(k=4, j@S1=4); parallel(i)
func.func @kernel_syrk_scop(%n: index, %m: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.parallel (%i) = (0) to (symbol(%n)) {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
    affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%m] {
      affine.for %j_t = 0 to affine_map<(d0) -> (d0 floordiv 4 + 1)>(%i) {
        affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%m] {
          affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0, d1) -> (d0 + 1, 4 * d1 + 4)>(%i, %j_t) {
            // S1: C[i][j] += alpha * A[i][k] * A[j][k];
            %2 = affine.load %C[%i, %j_p] : memref<?x?xf64>
            %3 = affine.load %A[%i, %k_p] : memref<?x?xf64>
            %4 = arith.mulf %alpha, %3 : f64
            %5 = affine.load %A[%j_p, %k_p] : memref<?x?xf64>
            %6 = arith.mulf %4, %5 : f64
            %7 = arith.addf %2, %6 : f64
            affine.store %7, %C[%i, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: assume_no_alias(); distribute(i); tile(i@S1, 4, k, 4, j@S1, 4); isolate(i_t); parallel(i); parallel(i_t) ====
// polyviz: kernel_syrk, SCoP of lines 15-21
// recipe: assume_no_alias(); distribute(i); tile(i@S1, 4, k, 4, j@S1, 4); isolate(i_t); parallel(i); parallel(i_t)
func.func @kernel_syrk_scop(%n: index, %m: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.parallel (%i) = (0) to (symbol(%n)) {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
  }
  affine.if affine_set<()[s0, s1] : (s0 - 8 >= 0, s1 - 4 >= 0)>()[%n, %m] {
    affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%m] {
      affine.for %i_p = 0 to 4 {
        affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%m] {
          affine.for %j_p = 0 to affine_map<(d0) -> (d0 + 1)>(%i_p) {
            // S1: C[i][j] += alpha * A[i][k] * A[j][k];
            %2 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
            %3 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
            %4 = arith.mulf %alpha, %3 : f64
            %5 = affine.load %A[%j_p, %k_p] : memref<?x?xf64>
            %6 = arith.mulf %4, %5 : f64
            %7 = arith.addf %2, %6 : f64
            affine.store %7, %C[%i_p, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
  }
  affine.if affine_set<()[s0] : (s0 - 4 >= 0)>()[%m] {
    affine.parallel (%i_t) = (1) to (symbol(%n) floordiv 4) {
      affine.for %k_t = 0 to affine_map<()[s0] -> (s0 floordiv 4)>()[%m] {
        affine.for %j_t = 0 to affine_map<(d0) -> (d0)>(%i_t) {
          affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
            affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to affine_map<(d0) -> (4 * d0 + 4)>(%k_t) {
              affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to affine_map<(d0) -> (4 * d0 + 4)>(%j_t) {
                // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                %8 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                %9 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                %10 = arith.mulf %alpha, %9 : f64
                %11 = affine.load %A[%j_p, %k_p] : memref<?x?xf64>
                %12 = arith.mulf %10, %11 : f64
                %13 = arith.addf %8, %12 : f64
                affine.store %13, %C[%i_p, %j_p] : memref<?x?xf64>
              }
            }
          }
        }
        affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
          affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to affine_map<(d0) -> (4 * d0 + 4)>(%k_t) {
            affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (d0 + 1)>(%i_p) {
              // S1: C[i][j] += alpha * A[i][k] * A[j][k];
              %14 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
              %15 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
              %16 = arith.mulf %alpha, %15 : f64
              %17 = affine.load %A[%j_p, %k_p] : memref<?x?xf64>
              %18 = arith.mulf %16, %17 : f64
              %19 = arith.addf %14, %18 : f64
              affine.store %19, %C[%i_p, %j_p] : memref<?x?xf64>
            }
          }
        }
      }
      affine.if affine_set<()[s0] : (s0 mod 4 - 1 >= 0)>()[%m] {
        affine.for %j_t = 0 to affine_map<(d0) -> (d0 + 1)>(%i_t) {
          affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
            affine.for %k_p = affine_map<()[s0] -> (-((s0 - 1) mod 4) + s0 - 1)>()[%m] to %m {
              affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0, d1) -> (4 * d0 + 4, d1 + 1)>(%j_t, %i_p) {
                // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                %20 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                %21 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                %22 = arith.mulf %alpha, %21 : f64
                %23 = affine.load %A[%j_p, %k_p] : memref<?x?xf64>
                %24 = arith.mulf %22, %23 : f64
                %25 = arith.addf %20, %24 : f64
                affine.store %25, %C[%i_p, %j_p] : memref<?x?xf64>
              }
            }
          }
        }
      }
    }
    affine.if affine_set<()[s0] : (s0 - 8 >= 0, s0 mod 4 - 1 >= 0)>()[%n] {
      affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%m] {
        affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%n] {
          affine.for %i_p = affine_map<()[s0] -> (-((s0 - 1) mod 4) + s0 - 1)>()[%n] to %n {
            affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%m] {
              affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0, d1) -> (4 * d0 + 4, d1 + 1)>(%j_t, %i_p) {
                // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                %26 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                %27 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                %28 = arith.mulf %alpha, %27 : f64
                %29 = affine.load %A[%j_p, %k_p] : memref<?x?xf64>
                %30 = arith.mulf %28, %29 : f64
                %31 = arith.addf %26, %30 : f64
                affine.store %31, %C[%i_p, %j_p] : memref<?x?xf64>
              }
            }
          }
        }
      }
    }
  }
  affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%m] {
    affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%m] {
      affine.parallel (%i_t) = (0) to ((symbol(%n) - 1) floordiv 4 + 1) {
        affine.for %j_t = 0 to affine_map<(d0) -> (d0 + 1)>(%i_t) {
          affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%n] {
            affine.for %k_p = 0 to %m {
              affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0, d1) -> (4 * d0 + 4, d1 + 1)>(%j_t, %i_p) {
                // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                %32 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                %33 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                %34 = arith.mulf %alpha, %33 : f64
                %35 = affine.load %A[%j_p, %k_p] : memref<?x?xf64>
                %36 = arith.mulf %34, %35 : f64
                %37 = arith.addf %32, %36 : f64
                affine.store %37, %C[%i_p, %j_p] : memref<?x?xf64>
              }
            }
          }
        }
      }
    } else {
      affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%m] {
        affine.for %i_p = 0 to min affine_map<()[s0] -> (4, s0)>()[%n] {
          affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%m] {
            affine.for %j_p = 0 to affine_map<(d0) -> (d0 + 1)>(%i_p) {
              // S1: C[i][j] += alpha * A[i][k] * A[j][k];
              %38 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
              %39 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
              %40 = arith.mulf %alpha, %39 : f64
              %41 = affine.load %A[%j_p, %k_p] : memref<?x?xf64>
              %42 = arith.mulf %40, %41 : f64
              %43 = arith.addf %38, %42 : f64
              affine.store %43, %C[%i_p, %j_p] : memref<?x?xf64>
            }
          }
        }
      }
      affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%m] {
        affine.for %j_t = 0 to 2 {
          affine.for %i_p = 4 to %n {
            affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%m] {
              affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0, d1) -> (4 * d0 + 4, d1 + 1)>(%j_t, %i_p) {
                // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                %44 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                %45 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                %46 = arith.mulf %alpha, %45 : f64
                %47 = affine.load %A[%j_p, %k_p] : memref<?x?xf64>
                %48 = arith.mulf %46, %47 : f64
                %49 = arith.addf %44, %48 : f64
                affine.store %49, %C[%i_p, %j_p] : memref<?x?xf64>
              }
            }
          }
        }
      }
    }
  } else {
    affine.if affine_set<()[s0] : (7 - s0 >= 0)>()[%n] {
      affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%m] {
        affine.parallel (%i_t) = (0) to ((symbol(%n) - 1) floordiv 4 + 1) {
          affine.for %j_t = 0 to affine_map<(d0) -> (d0 + 1)>(%i_t) {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%n] {
              affine.for %k_p = 0 to %m {
                affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0, d1) -> (4 * d0 + 4, d1 + 1)>(%j_t, %i_p) {
                  // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                  %50 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                  %51 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %52 = arith.mulf %alpha, %51 : f64
                  %53 = affine.load %A[%j_p, %k_p] : memref<?x?xf64>
                  %54 = arith.mulf %52, %53 : f64
                  %55 = arith.addf %50, %54 : f64
                  affine.store %55, %C[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
        }
      } else {
        affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%m] {
          affine.for %i_p = 0 to min affine_map<()[s0] -> (4, s0)>()[%n] {
            affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%m] {
              affine.for %j_p = 0 to affine_map<(d0) -> (d0 + 1)>(%i_p) {
                // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                %56 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                %57 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                %58 = arith.mulf %alpha, %57 : f64
                %59 = affine.load %A[%j_p, %k_p] : memref<?x?xf64>
                %60 = arith.mulf %58, %59 : f64
                %61 = arith.addf %56, %60 : f64
                affine.store %61, %C[%i_p, %j_p] : memref<?x?xf64>
              }
            }
          }
        }
        affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%m] {
          affine.for %j_t = 0 to 2 {
            affine.for %i_p = 4 to %n {
              affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%m] {
                affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0, d1) -> (4 * d0 + 4, d1 + 1)>(%j_t, %i_p) {
                  // S1: C[i][j] += alpha * A[i][k] * A[j][k];
                  %62 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                  %63 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %64 = arith.mulf %alpha, %63 : f64
                  %65 = affine.load %A[%j_p, %k_p] : memref<?x?xf64>
                  %66 = arith.mulf %64, %65 : f64
                  %67 = arith.addf %62, %66 : f64
                  affine.store %67, %C[%i_p, %j_p] : memref<?x?xf64>
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
