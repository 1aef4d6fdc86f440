// ==== recipe: (original) ====
// polyviz: kernel_2mm, SCoP of lines 21-34
// recipe: (original schedule)
func.func @kernel_2mm_scop(%ni: index, %nj: index, %nk: index, %nl: index, %alpha: f64, %beta: f64, %tmp: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %D: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj {
      // S0: tmp[i][j] = 0.0;
      %0 = arith.constant 0.0 : f64
      affine.store %0, %tmp[%i, %j] : memref<?x?xf64>
      affine.for %k = 0 to %nk {
        // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
        %1 = affine.load %tmp[%i, %j] : memref<?x?xf64>
        %2 = affine.load %A[%i, %k] : memref<?x?xf64>
        %3 = arith.mulf %alpha, %2 : f64
        %4 = affine.load %B[%k, %j] : memref<?x?xf64>
        %5 = arith.mulf %3, %4 : f64
        %6 = arith.addf %1, %5 : f64
        affine.store %6, %tmp[%i, %j] : memref<?x?xf64>
      }
    }
  }
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nl {
      // S2: D[i][j] *= beta;
      %7 = affine.load %D[%i, %j] : memref<?x?xf64>
      %8 = arith.mulf %7, %beta : f64
      affine.store %8, %D[%i, %j] : memref<?x?xf64>
      affine.for %k = 0 to %nj {
        // S3: D[i][j] += tmp[i][k] * C[k][j];
        %9 = affine.load %D[%i, %j] : memref<?x?xf64>
        %10 = affine.load %tmp[%i, %k] : memref<?x?xf64>
        %11 = affine.load %C[%k, %j] : memref<?x?xf64>
        %12 = arith.mulf %10, %11 : f64
        %13 = arith.addf %9, %12 : f64
        affine.store %13, %D[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_2mm, SCoP of lines 21-34
// recipe: distribute(i@S0); distribute(i@S2); permute(i@S1, k@S1, j@S1); permute(i@S3, k@S3, j@S3); tile(i@S1, 126, k@S1, 128, j@S1, 128); isolate(i_t); tile(i@S3, 126, k@S3, 128, j@S3, 128); isolate(i_t@S3); register_tile(i_p@S1, 6, j_p@S1, 8); pack(A, k_t@S1); register_tile(i_p@S3, 6, j_p@S3, 8); parallel(i_t@S1); parallel(i_t@S3)
func.func @kernel_2mm_scop(%ni: index, %nj: index, %nk: index, %nl: index, %alpha: f64, %beta: f64, %tmp: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %D: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj {
      // S0: tmp[i][j] = 0.0;
      %0 = arith.constant 0.0 : f64
      affine.store %0, %tmp[%i, %j] : memref<?x?xf64>
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
                      // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                      %1 = affine.load %tmp[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %2 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %3 = arith.mulf %alpha, %2 : f64
                      %4 = affine.load %B[%k_p, %j_p_r] : memref<?x?xf64>
                      %5 = arith.mulf %3, %4 : f64
                      %6 = arith.addf %1, %5 : f64
                      affine.store %6, %tmp[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
              affine.if affine_set<(d0)[s0] : (128 * d0 + 127 - s0 >= 0, s0 mod 8 - 1 >= 0)>(%j_t)[%nj] {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nk] {
                  affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                    affine.for %j_p_r = affine_map<()[s0] -> (-((s0 - 1) mod 8) + s0 - 1)>()[%nj] to %nj {
                      // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                      %7 = affine.load %tmp[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %8 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %9 = arith.mulf %alpha, %8 : f64
                      %10 = affine.load %B[%k_p, %j_p_r] : memref<?x?xf64>
                      %11 = arith.mulf %9, %10 : f64
                      %12 = arith.addf %7, %11 : f64
                      affine.store %12, %tmp[%i_p_r, %j_p_r] : memref<?x?xf64>
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
                      // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                      %13 = affine.load %tmp[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %14 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %15 = arith.mulf %alpha, %14 : f64
                      %16 = affine.load %B[%k_p, %j_p_r] : memref<?x?xf64>
                      %17 = arith.mulf %15, %16 : f64
                      %18 = arith.addf %13, %17 : f64
                      affine.store %18, %tmp[%i_p_r, %j_p_r] : memref<?x?xf64>
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
                    // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                    %19 = affine.load %tmp[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %20 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                    %21 = arith.mulf %alpha, %20 : f64
                    %22 = affine.load %B[%k_p, %j_p_r] : memref<?x?xf64>
                    %23 = arith.mulf %21, %22 : f64
                    %24 = arith.addf %19, %23 : f64
                    affine.store %24, %tmp[%i_p_r, %j_p_r] : memref<?x?xf64>
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
                    // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                    %25 = affine.load %tmp[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %26 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                    %27 = arith.mulf %alpha, %26 : f64
                    %28 = affine.load %B[%k_p, %j_p_r] : memref<?x?xf64>
                    %29 = arith.mulf %27, %28 : f64
                    %30 = arith.addf %25, %29 : f64
                    affine.store %30, %tmp[%i_p_r, %j_p_r] : memref<?x?xf64>
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
                    // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                    %31 = affine.load %tmp[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %32 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                    %33 = arith.mulf %alpha, %32 : f64
                    %34 = affine.load %B[%k_p, %j_p_r] : memref<?x?xf64>
                    %35 = arith.mulf %33, %34 : f64
                    %36 = arith.addf %31, %35 : f64
                    affine.store %36, %tmp[%i_p_r, %j_p_r] : memref<?x?xf64>
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
                      // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                      %37 = affine.load %tmp[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %38 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %39 = arith.mulf %alpha, %38 : f64
                      %40 = affine.load %B[%k_p, %j_p_r] : memref<?x?xf64>
                      %41 = arith.mulf %39, %40 : f64
                      %42 = arith.addf %37, %41 : f64
                      affine.store %42, %tmp[%i_p_r, %j_p_r] : memref<?x?xf64>
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
                      // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                      %43 = affine.load %tmp[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %44 = affine.load %A[%i_p_r, %k_p] : memref<?x?xf64>
                      %45 = arith.mulf %alpha, %44 : f64
                      %46 = affine.load %B[%k_p, %j_p_r] : memref<?x?xf64>
                      %47 = arith.mulf %45, %46 : f64
                      %48 = arith.addf %43, %47 : f64
                      affine.store %48, %tmp[%i_p_r, %j_p_r] : memref<?x?xf64>
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
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nl {
      // S2: D[i][j] *= beta;
      %49 = affine.load %D[%i, %j] : memref<?x?xf64>
      %50 = arith.mulf %49, %beta : f64
      affine.store %50, %D[%i, %j] : memref<?x?xf64>
    }
  }
  affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%ni] {
    affine.if affine_set<()[s0] : (s0 - 8 >= 0)>()[%nl] {
      affine.parallel (%i_t) = (0) to ((symbol(%ni) - 6) floordiv 126 + 1) {
        affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%nj] {
          affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 8) floordiv 128 + 1)>()[%nl] {
            affine.for %i_p = affine_map<(d0) -> (21 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (21 * d0 + 21, s0 floordiv 6)>(%i_t)[%ni] {
              affine.for %j_p = affine_map<(d0) -> (16 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (16 * d0 + 16, s0 floordiv 8)>(%j_t)[%nl] {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nj] {
                  affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                    affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to affine_map<(d0) -> (8 * d0 + 8)>(%j_p) {
                      // S3: D[i][j] += tmp[i][k] * C[k][j];
                      %51 = affine.load %D[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %52 = affine.load %tmp[%i_p_r, %k_p] : memref<?x?xf64>
                      %53 = affine.load %C[%k_p, %j_p_r] : memref<?x?xf64>
                      %54 = arith.mulf %52, %53 : f64
                      %55 = arith.addf %51, %54 : f64
                      affine.store %55, %D[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
              affine.if affine_set<(d0)[s0] : (128 * d0 + 127 - s0 >= 0, s0 mod 8 - 1 >= 0)>(%j_t)[%nl] {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nj] {
                  affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to affine_map<(d0) -> (6 * d0 + 6)>(%i_p) {
                    affine.for %j_p_r = affine_map<()[s0] -> (-((s0 - 1) mod 8) + s0 - 1)>()[%nl] to %nl {
                      // S3: D[i][j] += tmp[i][k] * C[k][j];
                      %56 = affine.load %D[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %57 = affine.load %tmp[%i_p_r, %k_p] : memref<?x?xf64>
                      %58 = affine.load %C[%k_p, %j_p_r] : memref<?x?xf64>
                      %59 = arith.mulf %57, %58 : f64
                      %60 = arith.addf %56, %59 : f64
                      affine.store %60, %D[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
            affine.if affine_set<(d0)[s0] : (126 * d0 + 125 - s0 >= 0, s0 mod 6 - 1 >= 0)>(%i_t)[%ni] {
              affine.for %j_p = affine_map<(d0) -> (16 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (16 * d0 + 16, (s0 - 1) floordiv 8 + 1)>(%j_t)[%nl] {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nj] {
                  affine.for %i_p_r = affine_map<()[s0] -> (-((s0 - 1) mod 6) + s0 - 1)>()[%ni] to %ni {
                    affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_p)[%nl] {
                      // S3: D[i][j] += tmp[i][k] * C[k][j];
                      %61 = affine.load %D[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %62 = affine.load %tmp[%i_p_r, %k_p] : memref<?x?xf64>
                      %63 = affine.load %C[%k_p, %j_p_r] : memref<?x?xf64>
                      %64 = arith.mulf %62, %63 : f64
                      %65 = arith.addf %61, %64 : f64
                      affine.store %65, %D[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
          affine.if affine_set<()[s0] : ((s0 - 8) mod 128 - 121 >= 0)>()[%nl] {
            affine.for %i_p = affine_map<(d0) -> (21 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (21 * d0 + 21, (s0 - 1) floordiv 6 + 1)>(%i_t)[%ni] {
              affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nj] {
                affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%ni] {
                  affine.for %j_p_r = affine_map<()[s0] -> (-((s0 - 1) mod 128) + s0 - 1)>()[%nl] to %nl {
                    // S3: D[i][j] += tmp[i][k] * C[k][j];
                    %66 = affine.load %D[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %67 = affine.load %tmp[%i_p_r, %k_p] : memref<?x?xf64>
                    %68 = affine.load %C[%k_p, %j_p_r] : memref<?x?xf64>
                    %69 = arith.mulf %67, %68 : f64
                    %70 = arith.addf %66, %69 : f64
                    affine.store %70, %D[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
      }
    }
    affine.if affine_set<()[s0] : (7 - s0 >= 0)>()[%nl] {
      affine.if affine_set<()[s0] : (7 - s0 >= 0)>()[%nl] {
        affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 126 + 1) {
          affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%nj] {
            affine.for %i_p = affine_map<(d0) -> (21 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (21 * d0 + 21, (s0 - 1) floordiv 6 + 1)>(%i_t)[%ni] {
              affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nj] {
                affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%ni] {
                  affine.for %j_p_r = 0 to %nl {
                    // S3: D[i][j] += tmp[i][k] * C[k][j];
                    %71 = affine.load %D[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %72 = affine.load %tmp[%i_p_r, %k_p] : memref<?x?xf64>
                    %73 = affine.load %C[%k_p, %j_p_r] : memref<?x?xf64>
                    %74 = arith.mulf %72, %73 : f64
                    %75 = arith.addf %71, %74 : f64
                    affine.store %75, %D[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
      } else {
        affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%nj] {
          affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%nl] {
            affine.for %j_p = affine_map<(d0) -> (16 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (16 * d0 + 16, (s0 - 1) floordiv 8 + 1)>(%j_t)[%nl] {
              affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nj] {
                affine.for %i_p_r = affine_map<()[s0] -> (-((s0 - 1) mod 126) + s0 - 1)>()[%ni] to %ni {
                  affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_p)[%nl] {
                    // S3: D[i][j] += tmp[i][k] * C[k][j];
                    %76 = affine.load %D[%i_p_r, %j_p_r] : memref<?x?xf64>
                    %77 = affine.load %tmp[%i_p_r, %k_p] : memref<?x?xf64>
                    %78 = affine.load %C[%k_p, %j_p_r] : memref<?x?xf64>
                    %79 = arith.mulf %77, %78 : f64
                    %80 = arith.addf %76, %79 : f64
                    affine.store %80, %D[%i_p_r, %j_p_r] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
      }
    } else {
      affine.if affine_set<()[s0] : ((s0 + 120) mod 126 - 121 >= 0)>()[%ni] {
        affine.if affine_set<()[s0] : (7 - s0 >= 0)>()[%nl] {
          affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 126 + 1) {
            affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%nj] {
              affine.for %i_p = affine_map<(d0) -> (21 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (21 * d0 + 21, (s0 - 1) floordiv 6 + 1)>(%i_t)[%ni] {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nj] {
                  affine.for %i_p_r = affine_map<(d0) -> (6 * d0)>(%i_p) to min affine_map<(d0)[s0] -> (s0, 6 * d0 + 6)>(%i_p)[%ni] {
                    affine.for %j_p_r = 0 to %nl {
                      // S3: D[i][j] += tmp[i][k] * C[k][j];
                      %81 = affine.load %D[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %82 = affine.load %tmp[%i_p_r, %k_p] : memref<?x?xf64>
                      %83 = affine.load %C[%k_p, %j_p_r] : memref<?x?xf64>
                      %84 = arith.mulf %82, %83 : f64
                      %85 = arith.addf %81, %84 : f64
                      affine.store %85, %D[%i_p_r, %j_p_r] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        } else {
          affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%nj] {
            affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 128 + 1)>()[%nl] {
              affine.for %j_p = affine_map<(d0) -> (16 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (16 * d0 + 16, (s0 - 1) floordiv 8 + 1)>(%j_t)[%nl] {
                affine.for %k_p = affine_map<(d0) -> (128 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 128 * d0 + 128)>(%k_t)[%nj] {
                  affine.for %i_p_r = affine_map<()[s0] -> (-((s0 - 1) mod 126) + s0 - 1)>()[%ni] to %ni {
                    affine.for %j_p_r = affine_map<(d0) -> (8 * d0)>(%j_p) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 8)>(%j_p)[%nl] {
                      // S3: D[i][j] += tmp[i][k] * C[k][j];
                      %86 = affine.load %D[%i_p_r, %j_p_r] : memref<?x?xf64>
                      %87 = affine.load %tmp[%i_p_r, %k_p] : memref<?x?xf64>
                      %88 = affine.load %C[%k_p, %j_p_r] : memref<?x?xf64>
                      %89 = arith.mulf %87, %88 : f64
                      %90 = arith.addf %86, %89 : f64
                      affine.store %90, %D[%i_p_r, %j_p_r] : memref<?x?xf64>
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
// polyviz: kernel_2mm, SCoP of lines 21-34
// recipe: assume_no_alias()
func.func @kernel_2mm_scop(%ni: index, %nj: index, %nk: index, %nl: index, %alpha: f64, %beta: f64, %tmp: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %D: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj {
      // S0: tmp[i][j] = 0.0;
      %0 = arith.constant 0.0 : f64
      affine.store %0, %tmp[%i, %j] : memref<?x?xf64>
      affine.for %k = 0 to %nk {
        // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
        %1 = affine.load %tmp[%i, %j] : memref<?x?xf64>
        %2 = affine.load %A[%i, %k] : memref<?x?xf64>
        %3 = arith.mulf %alpha, %2 : f64
        %4 = affine.load %B[%k, %j] : memref<?x?xf64>
        %5 = arith.mulf %3, %4 : f64
        %6 = arith.addf %1, %5 : f64
        affine.store %6, %tmp[%i, %j] : memref<?x?xf64>
      }
    }
  }
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nl {
      // S2: D[i][j] *= beta;
      %7 = affine.load %D[%i, %j] : memref<?x?xf64>
      %8 = arith.mulf %7, %beta : f64
      affine.store %8, %D[%i, %j] : memref<?x?xf64>
      affine.for %k = 0 to %nj {
        // S3: D[i][j] += tmp[i][k] * C[k][j];
        %9 = affine.load %D[%i, %j] : memref<?x?xf64>
        %10 = affine.load %tmp[%i, %k] : memref<?x?xf64>
        %11 = affine.load %C[%k, %j] : memref<?x?xf64>
        %12 = arith.mulf %10, %11 : f64
        %13 = arith.addf %9, %12 : f64
        affine.store %13, %D[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: tile(i@S0=4, j@S0=3); parallel(i_t@S0) ====
// polyviz: kernel_2mm, SCoP of lines 21-34
// recipe: tile(i@S0=4, j@S0=3); parallel(i_t@S0)
func.func @kernel_2mm_scop(%ni: index, %nj: index, %nk: index, %nl: index, %alpha: f64, %beta: f64, %tmp: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %D: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
    affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 3 + 1)>()[%nj] {
      affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
        affine.for %j_p = affine_map<(d0) -> (3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 3 * d0 + 3)>(%j_t)[%nj] {
          // S0: tmp[i][j] = 0.0;
          %0 = arith.constant 0.0 : f64
          affine.store %0, %tmp[%i_p, %j_p] : memref<?x?xf64>
          affine.for %k = 0 to %nk {
            // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
            %1 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
            %2 = affine.load %A[%i_p, %k] : memref<?x?xf64>
            %3 = arith.mulf %alpha, %2 : f64
            %4 = affine.load %B[%k, %j_p] : memref<?x?xf64>
            %5 = arith.mulf %3, %4 : f64
            %6 = arith.addf %1, %5 : f64
            affine.store %6, %tmp[%i_p, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
  }
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nl {
      // S2: D[i][j] *= beta;
      %7 = affine.load %D[%i, %j] : memref<?x?xf64>
      %8 = arith.mulf %7, %beta : f64
      affine.store %8, %D[%i, %j] : memref<?x?xf64>
      affine.for %k = 0 to %nj {
        // S3: D[i][j] += tmp[i][k] * C[k][j];
        %9 = affine.load %D[%i, %j] : memref<?x?xf64>
        %10 = affine.load %tmp[%i, %k] : memref<?x?xf64>
        %11 = affine.load %C[%k, %j] : memref<?x?xf64>
        %12 = arith.mulf %10, %11 : f64
        %13 = arith.addf %9, %12 : f64
        affine.store %13, %D[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: skew(j@S2, i@S2, 1); tile(i@S2=4, j@S2=3) ====
// polyviz: kernel_2mm, SCoP of lines 21-34
// recipe: skew(j@S2, i@S2, 1); tile(i@S2=4, j@S2=3)
func.func @kernel_2mm_scop(%ni: index, %nj: index, %nk: index, %nl: index, %alpha: f64, %beta: f64, %tmp: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %D: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj {
      // S0: tmp[i][j] = 0.0;
      %0 = arith.constant 0.0 : f64
      affine.store %0, %tmp[%i, %j] : memref<?x?xf64>
      affine.for %k = 0 to %nk {
        // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
        %1 = affine.load %tmp[%i, %j] : memref<?x?xf64>
        %2 = affine.load %A[%i, %k] : memref<?x?xf64>
        %3 = arith.mulf %alpha, %2 : f64
        %4 = affine.load %B[%k, %j] : memref<?x?xf64>
        %5 = arith.mulf %3, %4 : f64
        %6 = arith.addf %1, %5 : f64
        affine.store %6, %tmp[%i, %j] : memref<?x?xf64>
      }
    }
  }
  affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%ni] {
    affine.for %j_t = affine_map<(d0) -> (d0 + d0 floordiv 3)>(%i_t) to min affine_map<(d0)[s0, s1] -> ((s0 + s1 + 1) floordiv 3, d0 + (s1 + d0 - 1) floordiv 3 + 2)>(%i_t)[%ni, %nl] {
      affine.for %i_p = max affine_map<(d0, d1)[s0] -> (4 * d0, -s0 + 3 * d1 + 1)>(%i_t, %j_t)[%nl] to min affine_map<(d0, d1)[s0] -> (s0, 4 * d0 + 4, 3 * d1 + 3)>(%i_t, %j_t)[%ni] {
        affine.for %j_p = max affine_map<(d0, d1) -> (3 * d0, d1)>(%j_t, %i_p) to min affine_map<(d0, d1)[s0] -> (3 * d0 + 3, s0 + d1)>(%j_t, %i_p)[%nl] {
          // S2: D[i][j] *= beta;
          %7 = affine.load %D[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
          %8 = arith.mulf %7, %beta : f64
          affine.store %8, %D[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
          affine.for %k = 0 to %nj {
            // S3: D[i][j] += tmp[i][k] * C[k][j];
            %9 = affine.load %D[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
            %10 = affine.load %tmp[%i_p, %k] : memref<?x?xf64>
            %11 = affine.load %C[%k, (-%i_p + %j_p)] : memref<?x?xf64>
            %12 = arith.mulf %10, %11 : f64
            %13 = arith.addf %9, %12 : f64
            affine.store %13, %D[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: fuse(i@S0, i@S2); parallel(i) ====
// polyviz: kernel_2mm, SCoP of lines 21-34
// recipe: fuse(i@S0, i@S2); parallel(i)
func.func @kernel_2mm_scop(%ni: index, %nj: index, %nk: index, %nl: index, %alpha: f64, %beta: f64, %tmp: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %D: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.parallel (%i) = (0) to (symbol(%ni)) {
    affine.for %j = 0 to %nj {
      // S0: tmp[i][j] = 0.0;
      %0 = arith.constant 0.0 : f64
      affine.store %0, %tmp[%i, %j] : memref<?x?xf64>
      affine.for %k = 0 to %nk {
        // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
        %1 = affine.load %tmp[%i, %j] : memref<?x?xf64>
        %2 = affine.load %A[%i, %k] : memref<?x?xf64>
        %3 = arith.mulf %alpha, %2 : f64
        %4 = affine.load %B[%k, %j] : memref<?x?xf64>
        %5 = arith.mulf %3, %4 : f64
        %6 = arith.addf %1, %5 : f64
        affine.store %6, %tmp[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %j = 0 to %nl {
      // S2: D[i][j] *= beta;
      %7 = affine.load %D[%i, %j] : memref<?x?xf64>
      %8 = arith.mulf %7, %beta : f64
      affine.store %8, %D[%i, %j] : memref<?x?xf64>
      affine.for %k = 0 to %nj {
        // S3: D[i][j] += tmp[i][k] * C[k][j];
        %9 = affine.load %D[%i, %j] : memref<?x?xf64>
        %10 = affine.load %tmp[%i, %k] : memref<?x?xf64>
        %11 = affine.load %C[%k, %j] : memref<?x?xf64>
        %12 = arith.mulf %10, %11 : f64
        %13 = arith.addf %9, %12 : f64
        affine.store %13, %D[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: tile(i@S0=2); parallel(i_t); skew(i_p, i_t, 1) ====
// polyviz: kernel_2mm, SCoP of lines 21-34
// recipe: tile(i@S0=2); parallel(i_t); skew(i_p, i_t, 1)
func.func @kernel_2mm_scop(%ni: index, %nj: index, %nk: index, %nl: index, %alpha: f64, %beta: f64, %tmp: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %D: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.parallel (%i_t) = (0) to ((symbol(%ni) + 1) floordiv 2) {
    affine.for %i_p = affine_map<(d0) -> (3 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 + d0, 3 * d0 + 2)>(%i_t)[%ni] {
      affine.for %j = 0 to %nj {
        // S0: tmp[i][j] = 0.0;
        %0 = arith.constant 0.0 : f64
        affine.store %0, %tmp[(-%i_t + %i_p), %j] : memref<?x?xf64>
        affine.for %k = 0 to %nk {
          // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
          %1 = affine.load %tmp[(-%i_t + %i_p), %j] : memref<?x?xf64>
          %2 = affine.load %A[(-%i_t + %i_p), %k] : memref<?x?xf64>
          %3 = arith.mulf %alpha, %2 : f64
          %4 = affine.load %B[%k, %j] : memref<?x?xf64>
          %5 = arith.mulf %3, %4 : f64
          %6 = arith.addf %1, %5 : f64
          affine.store %6, %tmp[(-%i_t + %i_p), %j] : memref<?x?xf64>
        }
      }
    }
  }
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nl {
      // S2: D[i][j] *= beta;
      %7 = affine.load %D[%i, %j] : memref<?x?xf64>
      %8 = arith.mulf %7, %beta : f64
      affine.store %8, %D[%i, %j] : memref<?x?xf64>
      affine.for %k = 0 to %nj {
        // S3: D[i][j] += tmp[i][k] * C[k][j];
        %9 = affine.load %D[%i, %j] : memref<?x?xf64>
        %10 = affine.load %tmp[%i, %k] : memref<?x?xf64>
        %11 = affine.load %C[%k, %j] : memref<?x?xf64>
        %12 = arith.mulf %10, %11 : f64
        %13 = arith.addf %9, %12 : f64
        affine.store %13, %D[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: tile(i@S0=4, j@S0=4); parallel(i_t); separate(j_p) ====
// polyviz: kernel_2mm, SCoP of lines 21-34
// recipe: tile(i@S0=4, j@S0=4); parallel(i_t); separate(j_p)
func.func @kernel_2mm_scop(%ni: index, %nj: index, %nk: index, %nl: index, %alpha: f64, %beta: f64, %tmp: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %D: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
    affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
      affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
        affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nj] {
          // S0: tmp[i][j] = 0.0;
          %0 = arith.constant 0.0 : f64
          affine.store %0, %tmp[%i_p, %j_p] : memref<?x?xf64>
          affine.for %k = 0 to %nk {
            // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
            %1 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
            %2 = affine.load %A[%i_p, %k] : memref<?x?xf64>
            %3 = arith.mulf %alpha, %2 : f64
            %4 = affine.load %B[%k, %j_p] : memref<?x?xf64>
            %5 = arith.mulf %3, %4 : f64
            %6 = arith.addf %1, %5 : f64
            affine.store %6, %tmp[%i_p, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
  }
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nl {
      // S2: D[i][j] *= beta;
      %7 = affine.load %D[%i, %j] : memref<?x?xf64>
      %8 = arith.mulf %7, %beta : f64
      affine.store %8, %D[%i, %j] : memref<?x?xf64>
      affine.for %k = 0 to %nj {
        // S3: D[i][j] += tmp[i][k] * C[k][j];
        %9 = affine.load %D[%i, %j] : memref<?x?xf64>
        %10 = affine.load %tmp[%i, %k] : memref<?x?xf64>
        %11 = affine.load %C[%k, %j] : memref<?x?xf64>
        %12 = arith.mulf %10, %11 : f64
        %13 = arith.addf %9, %12 : f64
        affine.store %13, %D[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: isl_schedule(fusion=min) ====
// polyviz: kernel_2mm, SCoP of lines 21-34
// recipe: isl_schedule(fusion=min)
func.func @kernel_2mm_scop(%ni: index, %nj: index, %nk: index, %nl: index, %alpha: f64, %beta: f64, %tmp: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %D: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj {
      // S0: tmp[i][j] = 0.0;
      %0 = arith.constant 0.0 : f64
      affine.store %0, %tmp[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj {
      affine.for %k = 0 to %nk {
        // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
        %1 = affine.load %tmp[%i, %j] : memref<?x?xf64>
        %2 = affine.load %A[%i, %k] : memref<?x?xf64>
        %3 = arith.mulf %alpha, %2 : f64
        %4 = affine.load %B[%k, %j] : memref<?x?xf64>
        %5 = arith.mulf %3, %4 : f64
        %6 = arith.addf %1, %5 : f64
        affine.store %6, %tmp[%i, %j] : memref<?x?xf64>
      }
    }
  }
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nl {
      // S2: D[i][j] *= beta;
      %7 = affine.load %D[%i, %j] : memref<?x?xf64>
      %8 = arith.mulf %7, %beta : f64
      affine.store %8, %D[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nl {
      affine.for %k = 0 to %nj {
        // S3: D[i][j] += tmp[i][k] * C[k][j];
        %9 = affine.load %D[%i, %j] : memref<?x?xf64>
        %10 = affine.load %tmp[%i, %k] : memref<?x?xf64>
        %11 = affine.load %C[%k, %j] : memref<?x?xf64>
        %12 = arith.mulf %10, %11 : f64
        %13 = arith.addf %9, %12 : f64
        affine.store %13, %D[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: isl_schedule(fusion=max) ====
// polyviz: kernel_2mm, SCoP of lines 21-34
// recipe: isl_schedule(fusion=max)
func.func @kernel_2mm_scop(%ni: index, %nj: index, %nk: index, %nl: index, %alpha: f64, %beta: f64, %tmp: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %D: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj {
      // S0: tmp[i][j] = 0.0;
      %0 = arith.constant 0.0 : f64
      affine.store %0, %tmp[%i, %j] : memref<?x?xf64>
    }
    affine.for %j = 0 to %nj {
      affine.for %k = 0 to %nk {
        // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
        %1 = affine.load %tmp[%i, %j] : memref<?x?xf64>
        %2 = affine.load %A[%i, %k] : memref<?x?xf64>
        %3 = arith.mulf %alpha, %2 : f64
        %4 = affine.load %B[%k, %j] : memref<?x?xf64>
        %5 = arith.mulf %3, %4 : f64
        %6 = arith.addf %1, %5 : f64
        affine.store %6, %tmp[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %j = 0 to %nl {
      // S2: D[i][j] *= beta;
      %7 = affine.load %D[%i, %j] : memref<?x?xf64>
      %8 = arith.mulf %7, %beta : f64
      affine.store %8, %D[%i, %j] : memref<?x?xf64>
      affine.for %k = 0 to %nj {
        // S3: D[i][j] += tmp[i][k] * C[k][j];
        %9 = affine.load %D[%i, %j] : memref<?x?xf64>
        %10 = affine.load %tmp[%i, %k] : memref<?x?xf64>
        %11 = affine.load %C[%k, %j] : memref<?x?xf64>
        %12 = arith.mulf %10, %11 : f64
        %13 = arith.addf %9, %12 : f64
        affine.store %13, %D[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: assume_no_alias(); distribute(i@S0); distribute(i@S2); permute(i@S1, k@S1, j@S1); permute(i@S3, k@S3, j@S3); tile(i@S1, 4, k@S1, 4, j@S1, 4); isolate(i_t); tile(i@S3, 4, k@S3, 4, j@S3, 4); isolate(i_t@S3); parallel(i@S0); parallel(i_t@S1); parallel(i@S2); parallel(i_t@S3) ====
// polyviz: kernel_2mm, SCoP of lines 21-34
// recipe: assume_no_alias(); distribute(i@S0); distribute(i@S2); permute(i@S1, k@S1, j@S1); permute(i@S3, k@S3, j@S3); tile(i@S1, 4, k@S1, 4, j@S1, 4); isolate(i_t); tile(i@S3, 4, k@S3, 4, j@S3, 4); isolate(i_t@S3); parallel(i@S0); parallel(i_t@S1); parallel(i@S2); parallel(i_t@S3)
func.func @kernel_2mm_scop(%ni: index, %nj: index, %nk: index, %nl: index, %alpha: f64, %beta: f64, %tmp: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %D: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.parallel (%i) = (0) to (symbol(%ni)) {
    affine.for %j = 0 to %nj {
      // S0: tmp[i][j] = 0.0;
      %0 = arith.constant 0.0 : f64
      affine.store %0, %tmp[%i, %j] : memref<?x?xf64>
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
                  // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                  %1 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
                  %2 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %3 = arith.mulf %alpha, %2 : f64
                  %4 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %5 = arith.mulf %3, %4 : f64
                  %6 = arith.addf %1, %5 : f64
                  affine.store %6, %tmp[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
          affine.if affine_set<()[s0] : (s0 mod 4 - 1 >= 0)>()[%nj] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
              affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to affine_map<(d0) -> (4 * d0 + 4)>(%k_t) {
                affine.for %j_p = affine_map<()[s0] -> (-((s0 - 1) mod 4) + s0 - 1)>()[%nj] to %nj {
                  // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                  %7 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
                  %8 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %9 = arith.mulf %alpha, %8 : f64
                  %10 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %11 = arith.mulf %9, %10 : f64
                  %12 = arith.addf %7, %11 : f64
                  affine.store %12, %tmp[%i_p, %j_p] : memref<?x?xf64>
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
                  // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                  %13 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
                  %14 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %15 = arith.mulf %alpha, %14 : f64
                  %16 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %17 = arith.mulf %15, %16 : f64
                  %18 = arith.addf %13, %17 : f64
                  affine.store %18, %tmp[%i_p, %j_p] : memref<?x?xf64>
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
                  // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                  %19 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
                  %20 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                  %21 = arith.mulf %alpha, %20 : f64
                  %22 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                  %23 = arith.mulf %21, %22 : f64
                  %24 = arith.addf %19, %23 : f64
                  affine.store %24, %tmp[%i_p, %j_p] : memref<?x?xf64>
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
                    // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                    %25 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
                    %26 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                    %27 = arith.mulf %alpha, %26 : f64
                    %28 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                    %29 = arith.mulf %27, %28 : f64
                    %30 = arith.addf %25, %29 : f64
                    affine.store %30, %tmp[%i_p, %j_p] : memref<?x?xf64>
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
                    // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                    %31 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
                    %32 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                    %33 = arith.mulf %alpha, %32 : f64
                    %34 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                    %35 = arith.mulf %33, %34 : f64
                    %36 = arith.addf %31, %35 : f64
                    affine.store %36, %tmp[%i_p, %j_p] : memref<?x?xf64>
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
                    // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                    %37 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
                    %38 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                    %39 = arith.mulf %alpha, %38 : f64
                    %40 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                    %41 = arith.mulf %39, %40 : f64
                    %42 = arith.addf %37, %41 : f64
                    affine.store %42, %tmp[%i_p, %j_p] : memref<?x?xf64>
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
                      // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                      %43 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
                      %44 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                      %45 = arith.mulf %alpha, %44 : f64
                      %46 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                      %47 = arith.mulf %45, %46 : f64
                      %48 = arith.addf %43, %47 : f64
                      affine.store %48, %tmp[%i_p, %j_p] : memref<?x?xf64>
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
                      // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                      %49 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
                      %50 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                      %51 = arith.mulf %alpha, %50 : f64
                      %52 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                      %53 = arith.mulf %51, %52 : f64
                      %54 = arith.addf %49, %53 : f64
                      affine.store %54, %tmp[%i_p, %j_p] : memref<?x?xf64>
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
                      // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                      %55 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
                      %56 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                      %57 = arith.mulf %alpha, %56 : f64
                      %58 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                      %59 = arith.mulf %57, %58 : f64
                      %60 = arith.addf %55, %59 : f64
                      affine.store %60, %tmp[%i_p, %j_p] : memref<?x?xf64>
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
                        // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                        %61 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
                        %62 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                        %63 = arith.mulf %alpha, %62 : f64
                        %64 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                        %65 = arith.mulf %63, %64 : f64
                        %66 = arith.addf %61, %65 : f64
                        affine.store %66, %tmp[%i_p, %j_p] : memref<?x?xf64>
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
                        // S1: tmp[i][j] += alpha * A[i][k] * B[k][j];
                        %67 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
                        %68 = affine.load %A[%i_p, %k_p] : memref<?x?xf64>
                        %69 = arith.mulf %alpha, %68 : f64
                        %70 = affine.load %B[%k_p, %j_p] : memref<?x?xf64>
                        %71 = arith.mulf %69, %70 : f64
                        %72 = arith.addf %67, %71 : f64
                        affine.store %72, %tmp[%i_p, %j_p] : memref<?x?xf64>
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
  affine.parallel (%i) = (0) to (symbol(%ni)) {
    affine.for %j = 0 to %nl {
      // S2: D[i][j] *= beta;
      %73 = affine.load %D[%i, %j] : memref<?x?xf64>
      %74 = arith.mulf %73, %beta : f64
      affine.store %74, %D[%i, %j] : memref<?x?xf64>
    }
  }
  affine.if affine_set<()[s0] : (s0 - 0 >= 0)>()[%ni] {
    affine.if affine_set<()[s0, s1] : (s0 - 4 >= 0, s1 - 4 >= 0)>()[%nj, %nl] {
      affine.parallel (%i_t) = (0) to (symbol(%ni) floordiv 4) {
        affine.for %k_t = 0 to affine_map<()[s0] -> (s0 floordiv 4)>()[%nj] {
          affine.for %j_t = 0 to affine_map<()[s0] -> (s0 floordiv 4)>()[%nl] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
              affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to affine_map<(d0) -> (4 * d0 + 4)>(%k_t) {
                affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to affine_map<(d0) -> (4 * d0 + 4)>(%j_t) {
                  // S3: D[i][j] += tmp[i][k] * C[k][j];
                  %75 = affine.load %D[%i_p, %j_p] : memref<?x?xf64>
                  %76 = affine.load %tmp[%i_p, %k_p] : memref<?x?xf64>
                  %77 = affine.load %C[%k_p, %j_p] : memref<?x?xf64>
                  %78 = arith.mulf %76, %77 : f64
                  %79 = arith.addf %75, %78 : f64
                  affine.store %79, %D[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
          affine.if affine_set<()[s0] : (s0 mod 4 - 1 >= 0)>()[%nl] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
              affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to affine_map<(d0) -> (4 * d0 + 4)>(%k_t) {
                affine.for %j_p = affine_map<()[s0] -> (-((s0 - 1) mod 4) + s0 - 1)>()[%nl] to %nl {
                  // S3: D[i][j] += tmp[i][k] * C[k][j];
                  %80 = affine.load %D[%i_p, %j_p] : memref<?x?xf64>
                  %81 = affine.load %tmp[%i_p, %k_p] : memref<?x?xf64>
                  %82 = affine.load %C[%k_p, %j_p] : memref<?x?xf64>
                  %83 = arith.mulf %81, %82 : f64
                  %84 = arith.addf %80, %83 : f64
                  affine.store %84, %D[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
        }
        affine.if affine_set<()[s0] : (s0 mod 4 - 1 >= 0)>()[%nj] {
          affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nl] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to affine_map<(d0) -> (4 * d0 + 4)>(%i_t) {
              affine.for %k_p = affine_map<()[s0] -> (-((s0 - 1) mod 4) + s0 - 1)>()[%nj] to %nj {
                affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nl] {
                  // S3: D[i][j] += tmp[i][k] * C[k][j];
                  %85 = affine.load %D[%i_p, %j_p] : memref<?x?xf64>
                  %86 = affine.load %tmp[%i_p, %k_p] : memref<?x?xf64>
                  %87 = affine.load %C[%k_p, %j_p] : memref<?x?xf64>
                  %88 = arith.mulf %86, %87 : f64
                  %89 = arith.addf %85, %88 : f64
                  affine.store %89, %D[%i_p, %j_p] : memref<?x?xf64>
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
          affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nl] {
            affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
              affine.for %k_p = 0 to %nj {
                affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nl] {
                  // S3: D[i][j] += tmp[i][k] * C[k][j];
                  %90 = affine.load %D[%i_p, %j_p] : memref<?x?xf64>
                  %91 = affine.load %tmp[%i_p, %k_p] : memref<?x?xf64>
                  %92 = affine.load %C[%k_p, %j_p] : memref<?x?xf64>
                  %93 = arith.mulf %91, %92 : f64
                  %94 = arith.addf %90, %93 : f64
                  affine.store %94, %D[%i_p, %j_p] : memref<?x?xf64>
                }
              }
            }
          }
        }
      } else {
        affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nl] {
          affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
            affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
              affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nj] {
                  affine.for %j_p = 0 to %nl {
                    // S3: D[i][j] += tmp[i][k] * C[k][j];
                    %95 = affine.load %D[%i_p, %j_p] : memref<?x?xf64>
                    %96 = affine.load %tmp[%i_p, %k_p] : memref<?x?xf64>
                    %97 = affine.load %C[%k_p, %j_p] : memref<?x?xf64>
                    %98 = arith.mulf %96, %97 : f64
                    %99 = arith.addf %95, %98 : f64
                    affine.store %99, %D[%i_p, %j_p] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        } else {
          affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
            affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nl] {
              affine.for %i_p = affine_map<()[s0] -> (-((s0 + 3) mod 4) + s0 - 1)>()[%ni] to %ni {
                affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nj] {
                  affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nl] {
                    // S3: D[i][j] += tmp[i][k] * C[k][j];
                    %100 = affine.load %D[%i_p, %j_p] : memref<?x?xf64>
                    %101 = affine.load %tmp[%i_p, %k_p] : memref<?x?xf64>
                    %102 = affine.load %C[%k_p, %j_p] : memref<?x?xf64>
                    %103 = arith.mulf %101, %102 : f64
                    %104 = arith.addf %100, %103 : f64
                    affine.store %104, %D[%i_p, %j_p] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        }
      }
    } else {
      affine.if affine_set<()[s0, s1, s2] : (s0 - 1 >= 0, s1 - 4 >= 0, 3 - s2 >= 0)>()[%ni, %nj, %nl] {
        affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nj] {
          affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
            affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nl] {
              affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                affine.for %k_p = 0 to %nj {
                  affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nl] {
                    // S3: D[i][j] += tmp[i][k] * C[k][j];
                    %105 = affine.load %D[%i_p, %j_p] : memref<?x?xf64>
                    %106 = affine.load %tmp[%i_p, %k_p] : memref<?x?xf64>
                    %107 = affine.load %C[%k_p, %j_p] : memref<?x?xf64>
                    %108 = arith.mulf %106, %107 : f64
                    %109 = arith.addf %105, %108 : f64
                    affine.store %109, %D[%i_p, %j_p] : memref<?x?xf64>
                  }
                }
              }
            }
          }
        } else {
          affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nl] {
            affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
              affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
                affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                  affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nj] {
                    affine.for %j_p = 0 to %nl {
                      // S3: D[i][j] += tmp[i][k] * C[k][j];
                      %110 = affine.load %D[%i_p, %j_p] : memref<?x?xf64>
                      %111 = affine.load %tmp[%i_p, %k_p] : memref<?x?xf64>
                      %112 = affine.load %C[%k_p, %j_p] : memref<?x?xf64>
                      %113 = arith.mulf %111, %112 : f64
                      %114 = arith.addf %110, %113 : f64
                      affine.store %114, %D[%i_p, %j_p] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          } else {
            affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
              affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nl] {
                affine.for %i_p = affine_map<()[s0] -> (-((s0 + 3) mod 4) + s0 - 1)>()[%ni] to %ni {
                  affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nj] {
                    affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nl] {
                      // S3: D[i][j] += tmp[i][k] * C[k][j];
                      %115 = affine.load %D[%i_p, %j_p] : memref<?x?xf64>
                      %116 = affine.load %tmp[%i_p, %k_p] : memref<?x?xf64>
                      %117 = affine.load %C[%k_p, %j_p] : memref<?x?xf64>
                      %118 = arith.mulf %116, %117 : f64
                      %119 = arith.addf %115, %118 : f64
                      affine.store %119, %D[%i_p, %j_p] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          }
        }
      } else {
        affine.if affine_set<()[s0, s1, s2] : (s0 - 4 >= 0, s1 - 4 >= 0, s2 mod 4 - 1 >= 0)>()[%nj, %nl, %ni] {
          affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nj] {
            affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
              affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nl] {
                affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                  affine.for %k_p = 0 to %nj {
                    affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nl] {
                      // S3: D[i][j] += tmp[i][k] * C[k][j];
                      %120 = affine.load %D[%i_p, %j_p] : memref<?x?xf64>
                      %121 = affine.load %tmp[%i_p, %k_p] : memref<?x?xf64>
                      %122 = affine.load %C[%k_p, %j_p] : memref<?x?xf64>
                      %123 = arith.mulf %121, %122 : f64
                      %124 = arith.addf %120, %123 : f64
                      affine.store %124, %D[%i_p, %j_p] : memref<?x?xf64>
                    }
                  }
                }
              }
            }
          } else {
            affine.if affine_set<()[s0] : (3 - s0 >= 0)>()[%nl] {
              affine.parallel (%i_t) = (0) to ((symbol(%ni) - 1) floordiv 4 + 1) {
                affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
                  affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%i_t)[%ni] {
                    affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nj] {
                      affine.for %j_p = 0 to %nl {
                        // S3: D[i][j] += tmp[i][k] * C[k][j];
                        %125 = affine.load %D[%i_p, %j_p] : memref<?x?xf64>
                        %126 = affine.load %tmp[%i_p, %k_p] : memref<?x?xf64>
                        %127 = affine.load %C[%k_p, %j_p] : memref<?x?xf64>
                        %128 = arith.mulf %126, %127 : f64
                        %129 = arith.addf %125, %128 : f64
                        affine.store %129, %D[%i_p, %j_p] : memref<?x?xf64>
                      }
                    }
                  }
                }
              }
            } else {
              affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nj] {
                affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 4 + 1)>()[%nl] {
                  affine.for %i_p = affine_map<()[s0] -> (-((s0 + 3) mod 4) + s0 - 1)>()[%ni] to %ni {
                    affine.for %k_p = affine_map<(d0) -> (4 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%k_t)[%nj] {
                      affine.for %j_p = affine_map<(d0) -> (4 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 4)>(%j_t)[%nl] {
                        // S3: D[i][j] += tmp[i][k] * C[k][j];
                        %130 = affine.load %D[%i_p, %j_p] : memref<?x?xf64>
                        %131 = affine.load %tmp[%i_p, %k_p] : memref<?x?xf64>
                        %132 = affine.load %C[%k_p, %j_p] : memref<?x?xf64>
                        %133 = arith.mulf %131, %132 : f64
                        %134 = arith.addf %130, %133 : f64
                        affine.store %134, %D[%i_p, %j_p] : memref<?x?xf64>
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
