// ==== recipe: (original) ====
// polyviz: kernel_gemm, SCoP of lines 18-24
// recipe: (original schedule)
func.func @kernel_gemm_scop(%ni: index, %nj: index, %nk: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
    affine.for %k = 0 to %nk {
      affine.for %j = 0 to %nj {
        // S1: C[i][j] += alpha * A[i][k] * B[k][j];
        %2 = affine.load %C[%i, %j] : memref<?x?xf64>
        %3 = affine.load %A[%i, %k] : memref<?x?xf64>
        %4 = arith.mulf %alpha, %3 : f64
        %5 = affine.load %B[%k, %j] : memref<?x?xf64>
        %6 = arith.mulf %4, %5 : f64
        %7 = arith.addf %2, %6 : f64
        affine.store %7, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_gemm, SCoP of lines 18-24
// recipe: distribute(i); tile(i@S1, 126, k, 128, j@S1, 128); isolate(i_t); register_tile(i_p, 6, j_p, 8); pack(A, k_t); parallel(i_t)
func.func @kernel_gemm_scop(%ni: index, %nj: index, %nk: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
  }
  affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%ni] {
    affine.if affine_set<()[s0] : (s0 - 8 >= 0)>()[%nj] {
      affine.parallel (%i_t) = (0) to ((symbol(%ni) - 6) floordiv 126 + 1) {
        affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%nk] {
          affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 8) floordiv 128 + 1)>()[%nj] {
            affine.for %i_p = affine_map<(d0) -> (21 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (21 * d0 + 21, s0 floordiv 6)>(%i_t)[%ni] {
              affine.for %j_p = affine_map<(d0) -> (16 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (16 * d0 + 16, s0 floordiv 8)>(%j_t)[%nj] {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nk] {
                  affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                    affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to affine_map<(d0) -> (8 * d0 + 8)>(%j_p) {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %2 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %3 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %4 = arith.mulf %alpha, %3 : f64
                      %5 = affine.load %B[%k_p, %j_p_r] : memref<?x?xf64>
                      %6 = arith.mulf %4, %5 : f64
                      %7 = arith.addf %2, %6 : f64
                      affine.store %7, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
              affine.if affine_set<(d0)[s0] : (128 * d0 + 127 - s0 >= 0, s0 mod 8 - 1 >= 0)>(%j_t)[%nj] {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nk] {
                  affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                    affine.for %j_p_r = affine_map<()[s0] -> (-((s0 - 1) mod 8) + s0 - 1)>()[%nj] to %nj {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %8 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %9 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %10 = arith.mulf %alpha, %9 : f64
                      %11 = affine.load %B[%k_p, %j_p_r] : memref<?x?xf64>
                      %12 = arith.mulf %10, %11 : f64
                      %13 = arith.addf %8, %12 : f64
                      affine.store %13, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
            affine.if affine_set<(d0)[s0] : (126 * d0 + 125 - s0 >= 0, s0 mod 6 - 1 >= 0)>(%i_t)[%ni] {
              affine.for %j_p = affine_map<(d0) -> (16 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (16 * d0 + 16, (s0 - 1) floordiv 8 + 1)>(%j_t)[%nj] {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nk] {
                  affine.for %i_p_r = affine_map<()[s0] -> (-((s0 - 1) mod 6) + s0 - 1)>()[%ni] to %ni {
                    affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_p)[%nj] {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %14 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %15 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %16 = arith.mulf %alpha, %15 : f64
                      %17 = affine.load %B[%k_p, %j_p_r] : memref<?x?xf64>
                      %18 = arith.mulf %16, %17 : f64
                      %19 = arith.addf %14, %18 : f64
                      affine.store %19, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
          affine.if affine_set<()[s0] : ((s0 - 8) mod 128 - 121 >= 0)>()[%nj] {
            affine.for %i_p = affine_map<(d0) -> (21 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (21 * d0 + 21, (s0 - 1) floordiv 6 + 1)>(%i_t)[%ni] {
              affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nk] {
                affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%ni] {
                  affine.for %j_p_r = affine_map<()[s0] -> (-((s0 - 1) mod 128) + s0 - 1)>()[%nj] to %nj {
                    // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                    %20 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %21 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                    %22 = arith.mulf %alpha, %21 : f64
                    %23 = affine.load %B[%k_p, %j_p_r] : memref<?x?xf64>
                    %24 = arith.mulf %22, %23 : f64
                    %25 = arith.addf %20, %24 : f64
                    affine.store %25, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
      }
    }
    affine.if affine_set<()[s0] : (7 - s0 >= 0)>()[%nj] {
      affine.if affine_set<()[s0] : (7 - s0 >= 0)>()[%nj] {
        affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 126 + 1) {
          affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%nk] {
            affine.for %i_p = affine_map<(d0) -> (21 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (21 * d0 + 21, (s0 - 1) floordiv 6 + 1)>(%i_t)[%ni] {
              affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nk] {
                affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%ni] {
                  affine.for %j_p_r = 0 to %nj {
                    // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                    %26 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %27 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                    %28 = arith.mulf %alpha, %27 : f64
                    %29 = affine.load %B[%k_p, %j_p_r] : memref<?x?xf64>
                    %30 = arith.mulf %28, %29 : f64
                    %31 = arith.addf %26, %30 : f64
                    affine.store %31, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
      } else {
        affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%nk] {
          affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%nj] {
            affine.for %j_p = affine_map<(d0) -> (16 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (16 * d0 + 16, (s0 - 1) floordiv 8 + 1)>(%j_t)[%nj] {
              affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nk] {
                affine.for %i_p_r = affine_map<()[s0] -> (-((s0 - 1) mod 126) + s0 - 1)>()[%ni] to %ni {
                  affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_p)[%nj] {
                    // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                    %32 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %33 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                    %34 = arith.mulf %alpha, %33 : f64
                    %35 = affine.load %B[%k_p, %j_p_r] : memref<?x?xf64>
                    %36 = arith.mulf %34, %35 : f64
                    %37 = arith.addf %32, %36 : f64
                    affine.store %37, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
      }
    } else {
      affine.if affine_set<()[s0] : ((s0 + 120) mod 126 - 121 >= 0)>()[%ni] {
        affine.if affine_set<()[s0] : (7 - s0 >= 0)>()[%nj] {
          affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 126 + 1) {
            affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%nk] {
              affine.for %i_p = affine_map<(d0) -> (21 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (21 * d0 + 21, (s0 - 1) floordiv 6 + 1)>(%i_t)[%ni] {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nk] {
                  affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%ni] {
                    affine.for %j_p_r = 0 to %nj {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %38 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %39 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %40 = arith.mulf %alpha, %39 : f64
                      %41 = affine.load %B[%k_p, %j_p_r] : memref<?x?xf64>
                      %42 = arith.mulf %40, %41 : f64
                      %43 = arith.addf %38, %42 : f64
                      affine.store %43, %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        } else {
          affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%nk] {
            affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%nj] {
              affine.for %j_p = affine_map<(d0) -> (16 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (16 * d0 + 16, (s0 - 1) floordiv 8 + 1)>(%j_t)[%nj] {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nk] {
                  affine.for %i_p_r = affine_map<()[s0] -> (-((s0 - 1) mod 126) + s0 - 1)>()[%ni] to %ni {
                    affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_p)[%nj] {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %44 = affine.load %C[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %45 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %46 = arith.mulf %alpha, %45 : f64
                      %47 = affine.load %B[%k_p, %j_p_r] : memref<?x?xf64>
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
      }
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_gemm, SCoP of lines 18-24
// recipe: assume_no_alias()
func.func @kernel_gemm_scop(%ni: index, %nj: index, %nk: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
    affine.for %k = 0 to %nk {
      affine.for %j = 0 to %nj {
        // S1: C[i][j] += alpha * A[i][k] * B[k][j];
        %2 = affine.load %C[%i, %j] : memref<?x?xf64>
        %3 = affine.load %A[%i, %k] : memref<?x?xf64>
        %4 = arith.mulf %alpha, %3 : f64
        %5 = affine.load %B[%k, %j] : memref<?x?xf64>
        %6 = arith.mulf %4, %5 : f64
        %7 = arith.addf %2, %6 : f64
        affine.store %7, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: tile(k=4, j@S1=3); parallel(i) ====
// polyviz: kernel_gemm, SCoP of lines 18-24
// recipe: tile(k=4, j@S1=3); parallel(i)
func.func @kernel_gemm_scop(%ni: index, %nj: index, %nk: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.parallel (%i) = (0) to (symbol(%ni)) {
    affine.for %j = 0 to %nj {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
    affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
      affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 3 + 1)>()[%nj] {
        affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] {
          affine.for %j_p = affine_map<(d0) -> (3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 3 * d0 + 3)>(%j_t)[%nj] {
            // S1: C[i][j] += alpha * A[i][k] * B[k][j];
            %2 = affine.load %C[%i, %j_p] : memref<?x?xf64>
            %3 = affine.load %A[%i, %k_p] : memref<?x?xf64>
            %4 = arith.mulf %alpha, %3 : f64
            %5 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
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
// polyviz: kernel_gemm, SCoP of lines 18-24
// recipe: skew(j@S1, k, 1); tile(k=4, j@S1=3)
func.func @kernel_gemm_scop(%ni: index, %nj: index, %nk: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
    affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
      affine.for %j_t = affine_map<(d0) -> (d0 + d0 floordiv 3)>(%k_t) to min affine_map<(d0)[s0, s1] -> ((s0 + s1 + 1) floordiv 3, d0 + (s0 + d0 - 1) floordiv 3 + 2)>(%k_t)[%nj, %nk] {
        affine.for %k_p = max affine_map<(d0, d1)[s0] -> (4 * d0, -s0 + 3 * d1 + 1)>(%k_t, %j_t)[%nj] to min affine_map<(d0, d1)[s0] -> (s0, 4 * d0 + 4, 3 * d1 + 3)>(%k_t, %j_t)[%nk] {
          affine.for %j_p = max affine_map<(d0, d1) -> (3 * d0, d1)>(%j_t, %k_p) to min affine_map<(d0, d1)[s0] -> (3 * d0 + 3, s0 + d1)>(%j_t, %k_p)[%nj] {
            // S1: C[i][j] += alpha * A[i][k] * B[k][j];
            %2 = affine.load %C[%i, (-%k_p + %j_p)] : memref<?x?xf64>
            %3 = affine.load %A[%i, %k_p] : memref<?x?xf64>
            %4 = arith.mulf %alpha, %3 : f64
            %5 = affine.load %B[%k_p, (-%k_p + %j_p)] : memref<?x?xf64>
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
// ==== recipe: interchange(k, j@S1); parallel(i) ====
// polyviz: kernel_gemm, SCoP of lines 18-24
// recipe: interchange(k, j@S1); parallel(i)
func.func @kernel_gemm_scop(%ni: index, %nj: index, %nk: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.parallel (%i) = (0) to (symbol(%ni)) {
    affine.for %j = 0 to %nj {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
    affine.for %j = 0 to %nj {
      affine.for %k = 0 to %nk {
        // S1: C[i][j] += alpha * A[i][k] * B[k][j];
        %2 = affine.load %C[%i, %j] : memref<?x?xf64>
        %3 = affine.load %A[%i, %k] : memref<?x?xf64>
        %4 = arith.mulf %alpha, %3 : f64
        %5 = affine.load %B[%k, %j] : memref<?x?xf64>
        %6 = arith.mulf %4, %5 : f64
        %7 = arith.addf %2, %6 : f64
        affine.store %7, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: tile(k=4, j@S1=8); unroll(j@S0, 4) ====
// polyviz: kernel_gemm, SCoP of lines 18-24
// recipe: tile(k=4, j@S1=8); unroll(j@S0, 4)
func.func @kernel_gemm_scop(%ni: index, %nj: index, %nk: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj step 4 {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
      affine.if affine_set<(d0)[s0] : (s0 - (d0 + 2) >= 0)>(%j)[%nj] {
        // S0: C[i][j] *= beta;
        %2 = affine.load %C[%i, (%j + 1)] : memref<?x?xf64>
        %3 = arith.mulf %2, %beta : f64
        affine.store %3, %C[%i, (%j + 1)] : memref<?x?xf64>
        affine.if affine_set<(d0)[s0] : (s0 - (d0 + 3) >= 0)>(%j)[%nj] {
          // S0: C[i][j] *= beta;
          %4 = affine.load %C[%i, (%j + 2)] : memref<?x?xf64>
          %5 = arith.mulf %4, %beta : f64
          affine.store %5, %C[%i, (%j + 2)] : memref<?x?xf64>
          affine.if affine_set<(d0)[s0] : (s0 - (d0 + 4) >= 0)>(%j)[%nj] {
            // S0: C[i][j] *= beta;
            %6 = affine.load %C[%i, (%j + 3)] : memref<?x?xf64>
            %7 = arith.mulf %6, %beta : f64
            affine.store %7, %C[%i, (%j + 3)] : memref<?x?xf64>
          }
        }
      }
    }
    affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
      affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%nj] {
        affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] {
          affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_t)[%nj] {
            // S1: C[i][j] += alpha * A[i][k] * B[k][j];
            %8 = affine.load %C[%i, %j_p] : memref<?x?xf64>
            %9 = affine.load %A[%i, %k_p] : memref<?x?xf64>
            %10 = arith.mulf %alpha, %9 : f64
            %11 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
            %12 = arith.mulf %10, %11 : f64
            %13 = arith.addf %8, %12 : f64
            affine.store %13, %C[%i, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: distribute(i); tile(i@S1=4, k=4, j@S1=4); isolate(k_t) ====
// polyviz: kernel_gemm, SCoP of lines 18-24
// recipe: distribute(i); tile(i@S1=4, k=4, j@S1=4); isolate(k_t)
func.func @kernel_gemm_scop(%ni: index, %nj: index, %nk: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
  }
  affine.if affine_set<()[s0] : (s0 - 0 >= 0)>()[%ni] {
    affine.if affine_set<()[s0, s1] : (s0 - 4 >= 0, s1 - 4 >= 0)>()[%nj, %nk] {
      affine.for %i_t = 0 to affine_map<()[s0] -> (s0 floordiv 4)>()[%ni] {
        affine.for %k_t = 0 to affine_map<()[s0] -> (s0 floordiv 4)>()[%nk] {
          affine.for %j_t = 0 to affine_map<()[s0] -> (s0 floordiv 4)>()[%nj] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
              affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to affine_map<(d0) -> (4 * d0 + 4)>(%k_t) {
                affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to affine_map<(d0) -> (4 * d0 + 4)>(%j_t) {
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %2 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                  %3 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %4 = arith.mulf %alpha, %3 : f64
                  %5 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %6 = arith.mulf %4, %5 : f64
                  %7 = arith.addf %2, %6 : f64
                  affine.store %7, %C[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
          affine.if affine_set<()[s0] : (s0 mod 4 - 1 >= 0)>()[%nj] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
              affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to affine_map<(d0) -> (4 * d0 + 4)>(%k_t) {
                affine.for %j_p = affine_map<()[s0] -> (-((s0 - 1) mod 4) + s0 - 1)>()[%nj] to %nj {
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %8 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                  %9 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %10 = arith.mulf %alpha, %9 : f64
                  %11 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %12 = arith.mulf %10, %11 : f64
                  %13 = arith.addf %8, %12 : f64
                  affine.store %13, %C[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
        }
        affine.if affine_set<()[s0] : (s0 mod 4 - 1 >= 0)>()[%nk] {
          affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
              affine.for %k_p = affine_map<()[s0] -> (-((s0 - 1) mod 4) + s0 - 1)>()[%nk] to %nk {
                affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %14 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                  %15 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %16 = arith.mulf %alpha, %15 : f64
                  %17 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %18 = arith.mulf %16, %17 : f64
                  %19 = arith.addf %14, %18 : f64
                  affine.store %19, %C[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
        }
      }
    }
    affine.if affine_set<()[s0, s1] : (s0 - 1 >= 0, 3 - s1 >= 0)>()[%ni, %nj] {
      affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nj] {
        affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%ni] {
          affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
              affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] {
                affine.for %j_p = 0 to %nj {
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %20 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                  %21 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %22 = arith.mulf %alpha, %21 : f64
                  %23 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %24 = arith.mulf %22, %23 : f64
                  %25 = arith.addf %20, %24 : f64
                  affine.store %25, %C[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
        }
      } else {
        affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nk] {
          affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%ni] {
            affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
              affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                affine.for %k_p = 0 to %nk {
                  affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                    // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                    %26 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                    %27 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                    %28 = arith.mulf %alpha, %27 : f64
                    %29 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                    %30 = arith.mulf %28, %29 : f64
                    %31 = arith.addf %26, %30 : f64
                    affine.store %31, %C[%i_p, %j_p] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        } else {
          affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
            affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
              affine.for %i_p = affine_map<()[s0] -> (-((s0 + 3) mod 4) + s0 - 1)>()[%ni] to %ni {
                affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] {
                  affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                    // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                    %32 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                    %33 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                    %34 = arith.mulf %alpha, %33 : f64
                    %35 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                    %36 = arith.mulf %34, %35 : f64
                    %37 = arith.addf %32, %36 : f64
                    affine.store %37, %C[%i_p, %j_p] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
      }
    } else {
      affine.if affine_set<()[s0, s1, s2] : (s0 - 1 >= 0, s1 - 4 >= 0, 3 - s2 >= 0)>()[%ni, %nj, %nk] {
        affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nj] {
          affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%ni] {
            affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
              affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] {
                  affine.for %j_p = 0 to %nj {
                    // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                    %38 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                    %39 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                    %40 = arith.mulf %alpha, %39 : f64
                    %41 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                    %42 = arith.mulf %40, %41 : f64
                    %43 = arith.addf %38, %42 : f64
                    affine.store %43, %C[%i_p, %j_p] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        } else {
          affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nk] {
            affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%ni] {
              affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
                affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                  affine.for %k_p = 0 to %nk {
                    affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %44 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                      %45 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                      %46 = arith.mulf %alpha, %45 : f64
                      %47 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                      %48 = arith.mulf %46, %47 : f64
                      %49 = arith.addf %44, %48 : f64
                      affine.store %49, %C[%i_p, %j_p] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          } else {
            affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
              affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
                affine.for %i_p = affine_map<()[s0] -> (-((s0 + 3) mod 4) + s0 - 1)>()[%ni] to %ni {
                  affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] {
                    affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %50 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                      %51 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                      %52 = arith.mulf %alpha, %51 : f64
                      %53 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                      %54 = arith.mulf %52, %53 : f64
                      %55 = arith.addf %50, %54 : f64
                      affine.store %55, %C[%i_p, %j_p] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        }
      } else {
        affine.if affine_set<()[s0, s1, s2] : (s0 - 4 >= 0, s1 - 4 >= 0, s2 mod 4 - 1 >= 0)>()[%nj, %nk, %ni] {
          affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nj] {
            affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%ni] {
              affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
                affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                  affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] {
                    affine.for %j_p = 0 to %nj {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %56 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                      %57 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                      %58 = arith.mulf %alpha, %57 : f64
                      %59 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                      %60 = arith.mulf %58, %59 : f64
                      %61 = arith.addf %56, %60 : f64
                      affine.store %61, %C[%i_p, %j_p] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          } else {
            affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nk] {
              affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%ni] {
                affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
                  affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                    affine.for %k_p = 0 to %nk {
                      affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                        // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                        %62 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                        %63 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                        %64 = arith.mulf %alpha, %63 : f64
                        %65 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                        %66 = arith.mulf %64, %65 : f64
                        %67 = arith.addf %62, %66 : f64
                        affine.store %67, %C[%i_p, %j_p] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            } else {
              affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
                affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
                  affine.for %i_p = affine_map<()[s0] -> (-((s0 + 3) mod 4) + s0 - 1)>()[%ni] to %ni {
                    affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] {
                      affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                        // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                        %68 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                        %69 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                        %70 = arith.mulf %alpha, %69 : f64
                        %71 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                        %72 = arith.mulf %70, %71 : f64
                        %73 = arith.addf %68, %72 : f64
                        affine.store %73, %C[%i_p, %j_p] : memref<?x?xf64>
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
// ==== recipe: distribute(i); tile(i@S1=4, k=4, j@S1=4); isolate(j_t); unroll(k_p, 2); parallel(i_t@S1) ====
// polyviz: kernel_gemm, SCoP of lines 18-24
// recipe: distribute(i); tile(i@S1=4, k=4, j@S1=4); isolate(j_t); unroll(k_p, 2); parallel(i_t@S1)
func.func @kernel_gemm_scop(%ni: index, %nj: index, %nk: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
  }
  affine.if affine_set<()[s0] : (s0 - 0 >= 0)>()[%ni] {
    affine.if affine_set<()[s0, s1] : (s0 - 4 >= 0, s1 - 4 >= 0)>()[%nj, %nk] {
      affine.parallel (%i_t) = (0) to (symbol(%ni) floordiv 4) {
        affine.for %k_t = 0 to affine_map<()[s0] -> (s0 floordiv 4)>()[%nk] {
          affine.for %j_t = 0 to affine_map<()[s0] -> (s0 floordiv 4)>()[%nj] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
              affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to affine_map<(d0) -> (4 * d0 + 4)>(%k_t) step 2 {
                affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to affine_map<(d0) -> (4 * d0 + 4)>(%j_t) {
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %2 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                  %3 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %4 = arith.mulf %alpha, %3 : f64
                  %5 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %6 = arith.mulf %4, %5 : f64
                  %7 = arith.addf %2, %6 : f64
                  affine.store %7, %C[%i_p, %j_p] : memref<?x?xf64>
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %8 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                  %9 = affine.load %A[%i_p, (%k_p + 1)] : memref<?x?xf64>
                  %10 = arith.mulf %alpha, %9 : f64
                  %11 = affine.load %B[(%k_p + 1), %j_p] : memref<?x?xf64>
                  %12 = arith.mulf %10, %11 : f64
                  %13 = arith.addf %8, %12 : f64
                  affine.store %13, %C[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
          affine.if affine_set<()[s0] : (s0 mod 4 - 1 >= 0)>()[%nj] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
              affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to affine_map<(d0) -> (4 * d0 + 4)>(%k_t) step 2 {
                affine.for %j_p = affine_map<()[s0] -> (-((s0 - 1) mod 4) + s0 - 1)>()[%nj] to %nj {
                  affine.for %k_p_u = affine_map<(d0) -> (d0)>(%k_p) to affine_map<(d0) -> (d0 + 2)>(%k_p) {
                    // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                    %14 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                    %15 = affine.load %A[%i_p, %k_p_u] : memref<?x?xf64>
                    %16 = arith.mulf %alpha, %15 : f64
                    %17 = affine.load %B[%k_p_u, %j_p] : memref<?x?xf64>
                    %18 = arith.mulf %16, %17 : f64
                    %19 = arith.addf %14, %18 : f64
                    affine.store %19, %C[%i_p, %j_p] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
        affine.if affine_set<()[s0] : (s0 mod 4 - 1 >= 0)>()[%nk] {
          affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
              affine.for %k_p = affine_map<()[s0] -> (-((s0 - 1) mod 4) + s0 - 1)>()[%nk] to %nk step 2 {
                affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                  affine.for %k_p_u = affine_map<(d0) -> (d0)>(%k_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%k_p)[%nk] {
                    // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                    %20 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                    %21 = affine.load %A[%i_p, %k_p_u] : memref<?x?xf64>
                    %22 = arith.mulf %alpha, %21 : f64
                    %23 = affine.load %B[%k_p_u, %j_p] : memref<?x?xf64>
                    %24 = arith.mulf %22, %23 : f64
                    %25 = arith.addf %20, %24 : f64
                    affine.store %25, %C[%i_p, %j_p] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
      }
    }
    affine.if affine_set<()[s0, s1] : (s0 - 1 >= 0, 3 - s1 >= 0)>()[%ni, %nj] {
      affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nj] {
        affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
          affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
              affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] step 2 {
                affine.for %j_p = 0 to %nj {
                  affine.for %k_p_u = affine_map<(d0) -> (d0)>(%k_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%k_p)[%nk] {
                    // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                    %26 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                    %27 = affine.load %A[%i_p, %k_p_u] : memref<?x?xf64>
                    %28 = arith.mulf %alpha, %27 : f64
                    %29 = affine.load %B[%k_p_u, %j_p] : memref<?x?xf64>
                    %30 = arith.mulf %28, %29 : f64
                    %31 = arith.addf %26, %30 : f64
                    affine.store %31, %C[%i_p, %j_p] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
      } else {
        affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nk] {
          affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
            affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
              affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                affine.for %k_p = 0 to %nk step 2 {
                  affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                    affine.for %k_p_u = affine_map<(d0) -> (d0)>(%k_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%k_p)[%nk] {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %32 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                      %33 = affine.load %A[%i_p, %k_p_u] : memref<?x?xf64>
                      %34 = arith.mulf %alpha, %33 : f64
                      %35 = affine.load %B[%k_p_u, %j_p] : memref<?x?xf64>
                      %36 = arith.mulf %34, %35 : f64
                      %37 = arith.addf %32, %36 : f64
                      affine.store %37, %C[%i_p, %j_p] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        } else {
          affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
            affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
              affine.for %i_p = affine_map<()[s0] -> (-((s0 + 3) mod 4) + s0 - 1)>()[%ni] to %ni {
                affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] step 2 {
                  affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                    affine.for %k_p_u = affine_map<(d0) -> (d0)>(%k_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%k_p)[%nk] {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %38 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                      %39 = affine.load %A[%i_p, %k_p_u] : memref<?x?xf64>
                      %40 = arith.mulf %alpha, %39 : f64
                      %41 = affine.load %B[%k_p_u, %j_p] : memref<?x?xf64>
                      %42 = arith.mulf %40, %41 : f64
                      %43 = arith.addf %38, %42 : f64
                      affine.store %43, %C[%i_p, %j_p] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      affine.if affine_set<()[s0, s1, s2] : (s0 - 1 >= 0, s1 - 4 >= 0, 3 - s2 >= 0)>()[%ni, %nj, %nk] {
        affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nj] {
          affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
            affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
              affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] step 2 {
                  affine.for %j_p = 0 to %nj {
                    affine.for %k_p_u = affine_map<(d0) -> (d0)>(%k_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%k_p)[%nk] {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %44 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                      %45 = affine.load %A[%i_p, %k_p_u] : memref<?x?xf64>
                      %46 = arith.mulf %alpha, %45 : f64
                      %47 = affine.load %B[%k_p_u, %j_p] : memref<?x?xf64>
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
          affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nk] {
            affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
              affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
                affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                  affine.for %k_p = 0 to %nk step 2 {
                    affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                      affine.for %k_p_u = affine_map<(d0) -> (d0)>(%k_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%k_p)[%nk] {
                        // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                        %50 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                        %51 = affine.load %A[%i_p, %k_p_u] : memref<?x?xf64>
                        %52 = arith.mulf %alpha, %51 : f64
                        %53 = affine.load %B[%k_p_u, %j_p] : memref<?x?xf64>
                        %54 = arith.mulf %52, %53 : f64
                        %55 = arith.addf %50, %54 : f64
                        affine.store %55, %C[%i_p, %j_p] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            }
          } else {
            affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
              affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
                affine.for %i_p = affine_map<()[s0] -> (-((s0 + 3) mod 4) + s0 - 1)>()[%ni] to %ni {
                  affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] step 2 {
                    affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                      affine.for %k_p_u = affine_map<(d0) -> (d0)>(%k_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%k_p)[%nk] {
                        // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                        %56 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                        %57 = affine.load %A[%i_p, %k_p_u] : memref<?x?xf64>
                        %58 = arith.mulf %alpha, %57 : f64
                        %59 = affine.load %B[%k_p_u, %j_p] : memref<?x?xf64>
                        %60 = arith.mulf %58, %59 : f64
                        %61 = arith.addf %56, %60 : f64
                        affine.store %61, %C[%i_p, %j_p] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            }
          }
        }
      } else {
        affine.if affine_set<()[s0, s1, s2] : (s0 - 4 >= 0, s1 - 4 >= 0, s2 mod 4 - 1 >= 0)>()[%nj, %nk, %ni] {
          affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nj] {
            affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
              affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
                affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                  affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] step 2 {
                    affine.for %j_p = 0 to %nj {
                      affine.for %k_p_u = affine_map<(d0) -> (d0)>(%k_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%k_p)[%nk] {
                        // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                        %62 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                        %63 = affine.load %A[%i_p, %k_p_u] : memref<?x?xf64>
                        %64 = arith.mulf %alpha, %63 : f64
                        %65 = affine.load %B[%k_p_u, %j_p] : memref<?x?xf64>
                        %66 = arith.mulf %64, %65 : f64
                        %67 = arith.addf %62, %66 : f64
                        affine.store %67, %C[%i_p, %j_p] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            }
          } else {
            affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nk] {
              affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
                affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
                  affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                    affine.for %k_p = 0 to %nk step 2 {
                      affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                        affine.for %k_p_u = affine_map<(d0) -> (d0)>(%k_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%k_p)[%nk] {
                          // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                          %68 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                          %69 = affine.load %A[%i_p, %k_p_u] : memref<?x?xf64>
                          %70 = arith.mulf %alpha, %69 : f64
                          %71 = affine.load %B[%k_p_u, %j_p] : memref<?x?xf64>
                          %72 = arith.mulf %70, %71 : f64
                          %73 = arith.addf %68, %72 : f64
                          affine.store %73, %C[%i_p, %j_p] : memref<?x?xf64>
                        }
                      }
                    }
                  }
                }
              }
            } else {
              affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
                affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
                  affine.for %i_p = affine_map<()[s0] -> (-((s0 + 3) mod 4) + s0 - 1)>()[%ni] to %ni {
                    affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] step 2 {
                      affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                        affine.for %k_p_u = affine_map<(d0) -> (d0)>(%k_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%k_p)[%nk] {
                          // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                          %74 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                          %75 = affine.load %A[%i_p, %k_p_u] : memref<?x?xf64>
                          %76 = arith.mulf %alpha, %75 : f64
                          %77 = affine.load %B[%k_p_u, %j_p] : memref<?x?xf64>
                          %78 = arith.mulf %76, %77 : f64
                          %79 = arith.addf %74, %78 : f64
                          affine.store %79, %C[%i_p, %j_p] : memref<?x?xf64>
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
  }
  return
}
// ==== recipe: distribute(i); tile(i@S1=8, k=8, j@S1=8); isolate(i_t); unroll(i_p, 2); unroll(j_p, 4); permute(i_p, j_p, k_p, i_p_u, j_p_u) ====
// polyviz: kernel_gemm, SCoP of lines 18-24
// recipe: distribute(i); tile(i@S1=8, k=8, j@S1=8); isolate(i_t); unroll(i_p, 2); unroll(j_p, 4); permute(i_p, j_p, k_p, i_p_u, j_p_u)
func.func @kernel_gemm_scop(%ni: index, %nj: index, %nk: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
  }
  affine.if affine_set<()[s0] : (s0 - 0 >= 0)>()[%ni] {
    affine.if affine_set<()[s0, s1] : (s0 - 8 >= 0, s1 - 8 >= 0)>()[%nj, %nk] {
      affine.for %i_t = 0 to affine_map<()[s0] -> (s0 floordiv 8)>()[%ni] {
        affine.for %k_t = 0 to affine_map<()[s0] -> (s0 floordiv 8)>()[%nk] {
          affine.for %j_t = 0 to affine_map<()[s0] -> (s0 floordiv 8)>()[%nj] {
            affine.for %i_p = affine_map<(d0) -> (8 * d0)>(%i_t) to affine_map<(d0) -> (8 * d0 + 8)>(%i_t) step 2 {
              affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to affine_map<(d0) -> (8 * d0 + 8)>(%j_t) step 4 {
                affine.for %k_p = affine_map<(d0) -> (8 * d0)>(%k_t) to affine_map<(d0) -> (8 * d0 + 8)>(%k_t) {
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %2 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                  %3 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %4 = arith.mulf %alpha, %3 : f64
                  %5 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %6 = arith.mulf %4, %5 : f64
                  %7 = arith.addf %2, %6 : f64
                  affine.store %7, %C[%i_p, %j_p] : memref<?x?xf64>
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %8 = affine.load %C[%i_p, (%j_p + 1)] : memref<?x?xf64>
                  %9 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %10 = arith.mulf %alpha, %9 : f64
                  %11 = affine.load %B[%k_p, (%j_p + 1)] : memref<?x?xf64>
                  %12 = arith.mulf %10, %11 : f64
                  %13 = arith.addf %8, %12 : f64
                  affine.store %13, %C[%i_p, (%j_p + 1)] : memref<?x?xf64>
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %14 = affine.load %C[%i_p, (%j_p + 2)] : memref<?x?xf64>
                  %15 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %16 = arith.mulf %alpha, %15 : f64
                  %17 = affine.load %B[%k_p, (%j_p + 2)] : memref<?x?xf64>
                  %18 = arith.mulf %16, %17 : f64
                  %19 = arith.addf %14, %18 : f64
                  affine.store %19, %C[%i_p, (%j_p + 2)] : memref<?x?xf64>
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %20 = affine.load %C[%i_p, (%j_p + 3)] : memref<?x?xf64>
                  %21 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %22 = arith.mulf %alpha, %21 : f64
                  %23 = affine.load %B[%k_p, (%j_p + 3)] : memref<?x?xf64>
                  %24 = arith.mulf %22, %23 : f64
                  %25 = arith.addf %20, %24 : f64
                  affine.store %25, %C[%i_p, (%j_p + 3)] : memref<?x?xf64>
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %26 = affine.load %C[(%i_p + 1), %j_p] : memref<?x?xf64>
                  %27 = affine.load %A[(%i_p + 1), %k_p] : memref<?x?xf64>
                  %28 = arith.mulf %alpha, %27 : f64
                  %29 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %30 = arith.mulf %28, %29 : f64
                  %31 = arith.addf %26, %30 : f64
                  affine.store %31, %C[(%i_p + 1), %j_p] : memref<?x?xf64>
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %32 = affine.load %C[(%i_p + 1), (%j_p + 1)] : memref<?x?xf64>
                  %33 = affine.load %A[(%i_p + 1), %k_p] : memref<?x?xf64>
                  %34 = arith.mulf %alpha, %33 : f64
                  %35 = affine.load %B[%k_p, (%j_p + 1)] : memref<?x?xf64>
                  %36 = arith.mulf %34, %35 : f64
                  %37 = arith.addf %32, %36 : f64
                  affine.store %37, %C[(%i_p + 1), (%j_p + 1)] : memref<?x?xf64>
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %38 = affine.load %C[(%i_p + 1), (%j_p + 2)] : memref<?x?xf64>
                  %39 = affine.load %A[(%i_p + 1), %k_p] : memref<?x?xf64>
                  %40 = arith.mulf %alpha, %39 : f64
                  %41 = affine.load %B[%k_p, (%j_p + 2)] : memref<?x?xf64>
                  %42 = arith.mulf %40, %41 : f64
                  %43 = arith.addf %38, %42 : f64
                  affine.store %43, %C[(%i_p + 1), (%j_p + 2)] : memref<?x?xf64>
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %44 = affine.load %C[(%i_p + 1), (%j_p + 3)] : memref<?x?xf64>
                  %45 = affine.load %A[(%i_p + 1), %k_p] : memref<?x?xf64>
                  %46 = arith.mulf %alpha, %45 : f64
                  %47 = affine.load %B[%k_p, (%j_p + 3)] : memref<?x?xf64>
                  %48 = arith.mulf %46, %47 : f64
                  %49 = arith.addf %44, %48 : f64
                  affine.store %49, %C[(%i_p + 1), (%j_p + 3)] : memref<?x?xf64>
                }
              }
            }
          }
          affine.if affine_set<()[s0] : (s0 mod 8 - 1 >= 0)>()[%nj] {
            affine.for %i_p = affine_map<(d0) -> (8 * d0)>(%i_t) to affine_map<(d0) -> (8 * d0 + 8)>(%i_t) step 2 {
              affine.for %j_p = affine_map<()[s0] -> (-((s0 - 1) mod 8) + s0 - 1)>()[%nj] to %nj step 4 {
                affine.for %k_p = affine_map<(d0) -> (8 * d0)>(%k_t) to affine_map<(d0) -> (8 * d0 + 8)>(%k_t) {
                  affine.for %i_p_u = affine_map<(d0) -> (d0)>(%i_p) to affine_map<(d0) -> (d0 + 2)>(%i_p) {
                    affine.for %j_p_u = affine_map<(d0) -> (d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, d0 + 4)>(%j_p)[%nj] {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %50 = affine.load %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                      %51 = affine.load %A[%i_p_u, %k_p] : memref<?x?xf64>
                      %52 = arith.mulf %alpha, %51 : f64
                      %53 = affine.load %B[%k_p, %j_p_u] : memref<?x?xf64>
                      %54 = arith.mulf %52, %53 : f64
                      %55 = arith.addf %50, %54 : f64
                      affine.store %55, %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        }
        affine.if affine_set<()[s0] : (s0 mod 8 - 1 >= 0)>()[%nk] {
          affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%nj] {
            affine.for %i_p = affine_map<(d0) -> (8 * d0)>(%i_t) to affine_map<(d0) -> (8 * d0 + 8)>(%i_t) step 2 {
              affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_t)[%nj] step 4 {
                affine.for %k_p = affine_map<()[s0] -> (-((s0 - 1) mod 8) + s0 - 1)>()[%nk] to %nk {
                  affine.for %i_p_u = affine_map<(d0) -> (d0)>(%i_p) to affine_map<(d0) -> (d0 + 2)>(%i_p) {
                    affine.for %j_p_u = affine_map<(d0) -> (d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, d0 + 4)>(%j_p)[%nj] {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %56 = affine.load %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                      %57 = affine.load %A[%i_p_u, %k_p] : memref<?x?xf64>
                      %58 = arith.mulf %alpha, %57 : f64
                      %59 = affine.load %B[%k_p, %j_p_u] : memref<?x?xf64>
                      %60 = arith.mulf %58, %59 : f64
                      %61 = arith.addf %56, %60 : f64
                      affine.store %61, %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    affine.if affine_set<()[s0, s1] : (s0 - 1 >= 0, 7 - s1 >= 0)>()[%ni, %nj] {
      affine.if affine_set<()[s0] : (7 - s0 >= 0)>()[%nj] {
        affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%ni] {
          affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%nk] {
            affine.for %i_p = affine_map<(d0) -> (8 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%i_t)[%ni] step 2 {
              affine.for %j_p = 0 to %nj step 4 {
                affine.for %k_p = affine_map<(d0) -> (8 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%k_t)[%nk] {
                  affine.for %i_p_u = affine_map<(d0) -> (d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%i_p)[%ni] {
                    affine.for %j_p_u = affine_map<(d0) -> (d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, d0 + 4)>(%j_p)[%nj] {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %62 = affine.load %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                      %63 = affine.load %A[%i_p_u, %k_p] : memref<?x?xf64>
                      %64 = arith.mulf %alpha, %63 : f64
                      %65 = affine.load %B[%k_p, %j_p_u] : memref<?x?xf64>
                      %66 = arith.mulf %64, %65 : f64
                      %67 = arith.addf %62, %66 : f64
                      affine.store %67, %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        }
      } else {
        affine.if affine_set<()[s0] : (7 - s0 >= 0)>()[%nk] {
          affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%ni] {
            affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%nj] {
              affine.for %i_p = affine_map<(d0) -> (8 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%i_t)[%ni] step 2 {
                affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_t)[%nj] step 4 {
                  affine.for %k_p = 0 to %nk {
                    affine.for %i_p_u = affine_map<(d0) -> (d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%i_p)[%ni] {
                      affine.for %j_p_u = affine_map<(d0) -> (d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, d0 + 4)>(%j_p)[%nj] {
                        // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                        %68 = affine.load %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                        %69 = affine.load %A[%i_p_u, %k_p] : memref<?x?xf64>
                        %70 = arith.mulf %alpha, %69 : f64
                        %71 = affine.load %B[%k_p, %j_p_u] : memref<?x?xf64>
                        %72 = arith.mulf %70, %71 : f64
                        %73 = arith.addf %68, %72 : f64
                        affine.store %73, %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            }
          }
        } else {
          affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%nk] {
            affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%nj] {
              affine.for %i_p = affine_map<()[s0] -> (-((s0 + 7) mod 8) + s0 - 1)>()[%ni] to %ni step 2 {
                affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_t)[%nj] step 4 {
                  affine.for %k_p = affine_map<(d0) -> (8 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%k_t)[%nk] {
                    affine.for %i_p_u = affine_map<(d0) -> (d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%i_p)[%ni] {
                      affine.for %j_p_u = affine_map<(d0) -> (d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, d0 + 4)>(%j_p)[%nj] {
                        // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                        %74 = affine.load %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                        %75 = affine.load %A[%i_p_u, %k_p] : memref<?x?xf64>
                        %76 = arith.mulf %alpha, %75 : f64
                        %77 = affine.load %B[%k_p, %j_p_u] : memref<?x?xf64>
                        %78 = arith.mulf %76, %77 : f64
                        %79 = arith.addf %74, %78 : f64
                        affine.store %79, %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      affine.if affine_set<()[s0, s1, s2] : (s0 - 1 >= 0, s1 - 8 >= 0, 7 - s2 >= 0)>()[%ni, %nj, %nk] {
        affine.if affine_set<()[s0] : (7 - s0 >= 0)>()[%nj] {
          affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%ni] {
            affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%nk] {
              affine.for %i_p = affine_map<(d0) -> (8 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%i_t)[%ni] step 2 {
                affine.for %j_p = 0 to %nj step 4 {
                  affine.for %k_p = affine_map<(d0) -> (8 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%k_t)[%nk] {
                    affine.for %i_p_u = affine_map<(d0) -> (d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%i_p)[%ni] {
                      affine.for %j_p_u = affine_map<(d0) -> (d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, d0 + 4)>(%j_p)[%nj] {
                        // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                        %80 = affine.load %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                        %81 = affine.load %A[%i_p_u, %k_p] : memref<?x?xf64>
                        %82 = arith.mulf %alpha, %81 : f64
                        %83 = affine.load %B[%k_p, %j_p_u] : memref<?x?xf64>
                        %84 = arith.mulf %82, %83 : f64
                        %85 = arith.addf %80, %84 : f64
                        affine.store %85, %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            }
          }
        } else {
          affine.if affine_set<()[s0] : (7 - s0 >= 0)>()[%nk] {
            affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%ni] {
              affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%nj] {
                affine.for %i_p = affine_map<(d0) -> (8 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%i_t)[%ni] step 2 {
                  affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_t)[%nj] step 4 {
                    affine.for %k_p = 0 to %nk {
                      affine.for %i_p_u = affine_map<(d0) -> (d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%i_p)[%ni] {
                        affine.for %j_p_u = affine_map<(d0) -> (d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, d0 + 4)>(%j_p)[%nj] {
                          // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                          %86 = affine.load %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                          %87 = affine.load %A[%i_p_u, %k_p] : memref<?x?xf64>
                          %88 = arith.mulf %alpha, %87 : f64
                          %89 = affine.load %B[%k_p, %j_p_u] : memref<?x?xf64>
                          %90 = arith.mulf %88, %89 : f64
                          %91 = arith.addf %86, %90 : f64
                          affine.store %91, %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                        }
                      }
                    }
                  }
                }
              }
            }
          } else {
            affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%nk] {
              affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%nj] {
                affine.for %i_p = affine_map<()[s0] -> (-((s0 + 7) mod 8) + s0 - 1)>()[%ni] to %ni step 2 {
                  affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_t)[%nj] step 4 {
                    affine.for %k_p = affine_map<(d0) -> (8 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%k_t)[%nk] {
                      affine.for %i_p_u = affine_map<(d0) -> (d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%i_p)[%ni] {
                        affine.for %j_p_u = affine_map<(d0) -> (d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, d0 + 4)>(%j_p)[%nj] {
                          // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                          %92 = affine.load %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                          %93 = affine.load %A[%i_p_u, %k_p] : memref<?x?xf64>
                          %94 = arith.mulf %alpha, %93 : f64
                          %95 = affine.load %B[%k_p, %j_p_u] : memref<?x?xf64>
                          %96 = arith.mulf %94, %95 : f64
                          %97 = arith.addf %92, %96 : f64
                          affine.store %97, %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      } else {
        affine.if affine_set<()[s0, s1, s2] : (s0 - 8 >= 0, s1 - 8 >= 0, s2 mod 8 - 1 >= 0)>()[%nj, %nk, %ni] {
          affine.if affine_set<()[s0] : (7 - s0 >= 0)>()[%nj] {
            affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%ni] {
              affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%nk] {
                affine.for %i_p = affine_map<(d0) -> (8 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%i_t)[%ni] step 2 {
                  affine.for %j_p = 0 to %nj step 4 {
                    affine.for %k_p = affine_map<(d0) -> (8 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%k_t)[%nk] {
                      affine.for %i_p_u = affine_map<(d0) -> (d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%i_p)[%ni] {
                        affine.for %j_p_u = affine_map<(d0) -> (d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, d0 + 4)>(%j_p)[%nj] {
                          // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                          %98 = affine.load %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                          %99 = affine.load %A[%i_p_u, %k_p] : memref<?x?xf64>
                          %100 = arith.mulf %alpha, %99 : f64
                          %101 = affine.load %B[%k_p, %j_p_u] : memref<?x?xf64>
                          %102 = arith.mulf %100, %101 : f64
                          %103 = arith.addf %98, %102 : f64
                          affine.store %103, %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                        }
                      }
                    }
                  }
                }
              }
            }
          } else {
            affine.if affine_set<()[s0] : (7 - s0 >= 0)>()[%nk] {
              affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%ni] {
                affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%nj] {
                  affine.for %i_p = affine_map<(d0) -> (8 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%i_t)[%ni] step 2 {
                    affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_t)[%nj] step 4 {
                      affine.for %k_p = 0 to %nk {
                        affine.for %i_p_u = affine_map<(d0) -> (d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%i_p)[%ni] {
                          affine.for %j_p_u = affine_map<(d0) -> (d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, d0 + 4)>(%j_p)[%nj] {
                            // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                            %104 = affine.load %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                            %105 = affine.load %A[%i_p_u, %k_p] : memref<?x?xf64>
                            %106 = arith.mulf %alpha, %105 : f64
                            %107 = affine.load %B[%k_p, %j_p_u] : memref<?x?xf64>
                            %108 = arith.mulf %106, %107 : f64
                            %109 = arith.addf %104, %108 : f64
                            affine.store %109, %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                          }
                        }
                      }
                    }
                  }
                }
              }
            } else {
              affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%nk] {
                affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 8 + 1)>()[%nj] {
                  affine.for %i_p = affine_map<()[s0] -> (-((s0 + 7) mod 8) + s0 - 1)>()[%ni] to %ni step 2 {
                    affine.for %j_p = affine_map<(d0) -> (8 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_t)[%nj] step 4 {
                      affine.for %k_p = affine_map<(d0) -> (8 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%k_t)[%nk] {
                        affine.for %i_p_u = affine_map<(d0) -> (d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, d0 + 2)>(%i_p)[%ni] {
                          affine.for %j_p_u = affine_map<(d0) -> (d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, d0 + 4)>(%j_p)[%nj] {
                            // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                            %110 = affine.load %C[%i_p_u, %j_p_u] : memref<?x?xf64>
                            %111 = affine.load %A[%i_p_u, %k_p] : memref<?x?xf64>
                            %112 = arith.mulf %alpha, %111 : f64
                            %113 = affine.load %B[%k_p, %j_p_u] : memref<?x?xf64>
                            %114 = arith.mulf %112, %113 : f64
                            %115 = arith.addf %110, %114 : f64
                            affine.store %115, %C[%i_p_u, %j_p_u] : memref<?x?xf64>
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
    }
  }
  return
}
// ==== recipe: assume_no_alias(); distribute(i); tile(i@S1, 4, k, 4, j@S1, 4); isolate(i_t); parallel(i); parallel(i_t) ====
// polyviz: kernel_gemm, SCoP of lines 18-24
// recipe: assume_no_alias(); distribute(i); tile(i@S1, 4, k, 4, j@S1, 4); isolate(i_t); parallel(i); parallel(i_t)
func.func @kernel_gemm_scop(%ni: index, %nj: index, %nk: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.parallel (%i) = (0) to (symbol(%ni)) {
    affine.for %j = 0 to %nj {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
  }
  affine.if affine_set<()[s0] : (s0 - 0 >= 0)>()[%ni] {
    affine.if affine_set<()[s0, s1] : (s0 - 4 >= 0, s1 - 4 >= 0)>()[%nj, %nk] {
      affine.parallel (%i_t) = (0) to (symbol(%ni) floordiv 4) {
        affine.for %k_t = 0 to affine_map<()[s0] -> (s0 floordiv 4)>()[%nk] {
          affine.for %j_t = 0 to affine_map<()[s0] -> (s0 floordiv 4)>()[%nj] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
              affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to affine_map<(d0) -> (4 * d0 + 4)>(%k_t) {
                affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to affine_map<(d0) -> (4 * d0 + 4)>(%j_t) {
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %2 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                  %3 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %4 = arith.mulf %alpha, %3 : f64
                  %5 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %6 = arith.mulf %4, %5 : f64
                  %7 = arith.addf %2, %6 : f64
                  affine.store %7, %C[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
          affine.if affine_set<()[s0] : (s0 mod 4 - 1 >= 0)>()[%nj] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
              affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to affine_map<(d0) -> (4 * d0 + 4)>(%k_t) {
                affine.for %j_p = affine_map<()[s0] -> (-((s0 - 1) mod 4) + s0 - 1)>()[%nj] to %nj {
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %8 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                  %9 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %10 = arith.mulf %alpha, %9 : f64
                  %11 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %12 = arith.mulf %10, %11 : f64
                  %13 = arith.addf %8, %12 : f64
                  affine.store %13, %C[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
        }
        affine.if affine_set<()[s0] : (s0 mod 4 - 1 >= 0)>()[%nk] {
          affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
              affine.for %k_p = affine_map<()[s0] -> (-((s0 - 1) mod 4) + s0 - 1)>()[%nk] to %nk {
                affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %14 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                  %15 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %16 = arith.mulf %alpha, %15 : f64
                  %17 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %18 = arith.mulf %16, %17 : f64
                  %19 = arith.addf %14, %18 : f64
                  affine.store %19, %C[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
        }
      }
    }
    affine.if affine_set<()[s0, s1] : (s0 - 1 >= 0, 3 - s1 >= 0)>()[%ni, %nj] {
      affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nj] {
        affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
          affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
              affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] {
                affine.for %j_p = 0 to %nj {
                  // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                  %20 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                  %21 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %22 = arith.mulf %alpha, %21 : f64
                  %23 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %24 = arith.mulf %22, %23 : f64
                  %25 = arith.addf %20, %24 : f64
                  affine.store %25, %C[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
        }
      } else {
        affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nk] {
          affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
            affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
              affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                affine.for %k_p = 0 to %nk {
                  affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                    // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                    %26 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                    %27 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                    %28 = arith.mulf %alpha, %27 : f64
                    %29 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                    %30 = arith.mulf %28, %29 : f64
                    %31 = arith.addf %26, %30 : f64
                    affine.store %31, %C[%i_p, %j_p] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        } else {
          affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
            affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
              affine.for %i_p = affine_map<()[s0] -> (-((s0 + 3) mod 4) + s0 - 1)>()[%ni] to %ni {
                affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] {
                  affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                    // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                    %32 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                    %33 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                    %34 = arith.mulf %alpha, %33 : f64
                    %35 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                    %36 = arith.mulf %34, %35 : f64
                    %37 = arith.addf %32, %36 : f64
                    affine.store %37, %C[%i_p, %j_p] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
      }
    } else {
      affine.if affine_set<()[s0, s1, s2] : (s0 - 1 >= 0, s1 - 4 >= 0, 3 - s2 >= 0)>()[%ni, %nj, %nk] {
        affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nj] {
          affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
            affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
              affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] {
                  affine.for %j_p = 0 to %nj {
                    // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                    %38 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                    %39 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                    %40 = arith.mulf %alpha, %39 : f64
                    %41 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                    %42 = arith.mulf %40, %41 : f64
                    %43 = arith.addf %38, %42 : f64
                    affine.store %43, %C[%i_p, %j_p] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        } else {
          affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nk] {
            affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
              affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
                affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                  affine.for %k_p = 0 to %nk {
                    affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %44 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                      %45 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                      %46 = arith.mulf %alpha, %45 : f64
                      %47 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                      %48 = arith.mulf %46, %47 : f64
                      %49 = arith.addf %44, %48 : f64
                      affine.store %49, %C[%i_p, %j_p] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          } else {
            affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
              affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
                affine.for %i_p = affine_map<()[s0] -> (-((s0 + 3) mod 4) + s0 - 1)>()[%ni] to %ni {
                  affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] {
                    affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %50 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                      %51 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                      %52 = arith.mulf %alpha, %51 : f64
                      %53 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                      %54 = arith.mulf %52, %53 : f64
                      %55 = arith.addf %50, %54 : f64
                      affine.store %55, %C[%i_p, %j_p] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        }
      } else {
        affine.if affine_set<()[s0, s1, s2] : (s0 - 4 >= 0, s1 - 4 >= 0, s2 mod 4 - 1 >= 0)>()[%nj, %nk, %ni] {
          affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nj] {
            affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
              affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
                affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                  affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] {
                    affine.for %j_p = 0 to %nj {
                      // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                      %56 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                      %57 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                      %58 = arith.mulf %alpha, %57 : f64
                      %59 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                      %60 = arith.mulf %58, %59 : f64
                      %61 = arith.addf %56, %60 : f64
                      affine.store %61, %C[%i_p, %j_p] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          } else {
            affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nk] {
              affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
                affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
                  affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                    affine.for %k_p = 0 to %nk {
                      affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                        // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                        %62 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                        %63 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                        %64 = arith.mulf %alpha, %63 : f64
                        %65 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                        %66 = arith.mulf %64, %65 : f64
                        %67 = arith.addf %62, %66 : f64
                        affine.store %67, %C[%i_p, %j_p] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            } else {
              affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nk] {
                affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
                  affine.for %i_p = affine_map<()[s0] -> (-((s0 + 3) mod 4) + s0 - 1)>()[%ni] to %ni {
                    affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nk] {
                      affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
                        // S1: C[i][j] += alpha * A[i][k] * B[k][j];
                        %68 = affine.load %C[%i_p, %j_p] : memref<?x?xf64>
                        %69 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                        %70 = arith.mulf %alpha, %69 : f64
                        %71 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                        %72 = arith.mulf %70, %71 : f64
                        %73 = arith.addf %68, %72 : f64
                        affine.store %73, %C[%i_p, %j_p] : memref<?x?xf64>
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
