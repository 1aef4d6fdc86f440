// ==== recipe: (original) ====
// polyviz: kernel_conv_softsign, SCoP of lines 18-27
// recipe: (original schedule)
func.func @kernel_conv_softsign_scop(%n: index, %m: index, %nk: index, %x: memref<?x?xf64>, %w: memref<?x?xf64>, %c: memref<?x?xf64>, %y: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%n, %nk] {
    affine.for %j = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%m, %nk] {
      // S0: c[i][j] = 0.0;
      %0 = arith.constant 0.0 : f64
      affine.store %0, %c[%i, %j] : memref<?x?xf64>
      affine.for %p = 0 to %nk {
        affine.for %q = 0 to %nk {
          // S1: c[i][j] += w[p][q] * x[i + p][j + q];
          %1 = affine.load %c[%i, %j] : memref<?x?xf64>
          %2 = affine.load %w[%p, %q] : memref<?x?xf64>
          %3 = affine.load %x[%i + %p, %j + %q] : memref<?x?xf64>
          %4 = arith.mulf %2, %3 : f64
          %5 = arith.addf %1, %4 : f64
          affine.store %5, %c[%i, %j] : memref<?x?xf64>
        }
      }
    }
  }
  affine.for %i = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%n, %nk] {
    affine.for %j = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%m, %nk] {
      // S2: y[i][j] = c[i][j] / (1.0 + fabs(c[i][j]));
      %6 = affine.load %c[%i, %j] : memref<?x?xf64>
      %7 = arith.constant 1.0 : f64
      %8 = affine.load %c[%i, %j] : memref<?x?xf64>
      %9 = math.absf %8 : f64
      %10 = arith.addf %7, %9 : f64
      %11 = arith.divf %6, %10 : f64
      affine.store %11, %y[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_conv_softsign, SCoP of lines 18-27
// recipe: distribute(i@S0); permute(i@S1, p, q, j@S1); parallel(i@S1)
func.func @kernel_conv_softsign_scop(%n: index, %m: index, %nk: index, %x: memref<?x?xf64>, %w: memref<?x?xf64>, %c: memref<?x?xf64>, %y: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%n, %nk] {
    affine.for %j = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%m, %nk] {
      // S0: c[i][j] = 0.0;
      %0 = arith.constant 0.0 : f64
      affine.store %0, %c[%i, %j] : memref<?x?xf64>
    }
  }
  affine.parallel (%i) = (0) to (symbol(%n) - symbol(%nk) + 1) {
    affine.for %p = 0 to %nk {
      affine.for %q = 0 to %nk {
        affine.for %j = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%m, %nk] {
          // S1: c[i][j] += w[p][q] * x[i + p][j + q];
          %1 = affine.load %c[%i, %j] : memref<?x?xf64>
          %2 = affine.load %w[%p, %q] : memref<?x?xf64>
          %3 = affine.load %x[%i + %p, %j + %q] : memref<?x?xf64>
          %4 = arith.mulf %2, %3 : f64
          %5 = arith.addf %1, %4 : f64
          affine.store %5, %c[%i, %j] : memref<?x?xf64>
        }
      }
    }
  }
  affine.for %i = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%n, %nk] {
    affine.for %j = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%m, %nk] {
      // S2: y[i][j] = c[i][j] / (1.0 + fabs(c[i][j]));
      %6 = affine.load %c[%i, %j] : memref<?x?xf64>
      %7 = arith.constant 1.0 : f64
      %8 = affine.load %c[%i, %j] : memref<?x?xf64>
      %9 = math.absf %8 : f64
      %10 = arith.addf %7, %9 : f64
      %11 = arith.divf %6, %10 : f64
      affine.store %11, %y[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_conv_softsign, SCoP of lines 18-27
// recipe: assume_no_alias()
func.func @kernel_conv_softsign_scop(%n: index, %m: index, %nk: index, %x: memref<?x?xf64>, %w: memref<?x?xf64>, %c: memref<?x?xf64>, %y: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%n, %nk] {
    affine.for %j = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%m, %nk] {
      // S0: c[i][j] = 0.0;
      %0 = arith.constant 0.0 : f64
      affine.store %0, %c[%i, %j] : memref<?x?xf64>
      affine.for %p = 0 to %nk {
        affine.for %q = 0 to %nk {
          // S1: c[i][j] += w[p][q] * x[i + p][j + q];
          %1 = affine.load %c[%i, %j] : memref<?x?xf64>
          %2 = affine.load %w[%p, %q] : memref<?x?xf64>
          %3 = affine.load %x[%i + %p, %j + %q] : memref<?x?xf64>
          %4 = arith.mulf %2, %3 : f64
          %5 = arith.addf %1, %4 : f64
          affine.store %5, %c[%i, %j] : memref<?x?xf64>
        }
      }
    }
  }
  affine.for %i = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%n, %nk] {
    affine.for %j = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%m, %nk] {
      // S2: y[i][j] = c[i][j] / (1.0 + fabs(c[i][j]));
      %6 = affine.load %c[%i, %j] : memref<?x?xf64>
      %7 = arith.constant 1.0 : f64
      %8 = affine.load %c[%i, %j] : memref<?x?xf64>
      %9 = math.absf %8 : f64
      %10 = arith.addf %7, %9 : f64
      %11 = arith.divf %6, %10 : f64
      affine.store %11, %y[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: tile(i@S2=4, j@S2=3) ====
// polyviz: kernel_conv_softsign, SCoP of lines 18-27
// recipe: tile(i@S2=4, j@S2=3)
func.func @kernel_conv_softsign_scop(%n: index, %m: index, %nk: index, %x: memref<?x?xf64>, %w: memref<?x?xf64>, %c: memref<?x?xf64>, %y: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%n, %nk] {
    affine.for %j = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%m, %nk] {
      // S0: c[i][j] = 0.0;
      %0 = arith.constant 0.0 : f64
      affine.store %0, %c[%i, %j] : memref<?x?xf64>
      affine.for %p = 0 to %nk {
        affine.for %q = 0 to %nk {
          // S1: c[i][j] += w[p][q] * x[i + p][j + q];
          %1 = affine.load %c[%i, %j] : memref<?x?xf64>
          %2 = affine.load %w[%p, %q] : memref<?x?xf64>
          %3 = affine.load %x[%i + %p, %j + %q] : memref<?x?xf64>
          %4 = arith.mulf %2, %3 : f64
          %5 = arith.addf %1, %4 : f64
          affine.store %5, %c[%i, %j] : memref<?x?xf64>
        }
      }
    }
  }
  affine.for %i_t = 0 to affine_map<()[s0, s1] -> ((s0 - s1) floordiv 4 + 1)>()[%n, %nk] {
    affine.for %j_t = 0 to affine_map<()[s0, s1] -> ((s0 - s1) floordiv 3 + 1)>()[%m, %nk] {
      affine.for %i_p = affine_map<(d0) -> (4 * d0)>(%i_t) to min affine_map<(d0)[s0, s1] -> (s0 - s1 + 1, 4 * d0 + 4)>(%i_t)[%n, %nk] {
        affine.for %j_p = affine_map<(d0) -> (3 * d0)>(%j_t) to min affine_map<(d0)[s0, s1] -> (s0 - s1 + 1, 3 * d0 + 3)>(%j_t)[%m, %nk] {
          // S2: y[i][j] = c[i][j] / (1.0 + fabs(c[i][j]));
          %6 = affine.load %c[%i_p, %j_p] : memref<?x?xf64>
          %7 = arith.constant 1.0 : f64
          %8 = affine.load %c[%i_p, %j_p] : memref<?x?xf64>
          %9 = math.absf %8 : f64
          %10 = arith.addf %7, %9 : f64
          %11 = arith.divf %6, %10 : f64
          affine.store %11, %y[%i_p, %j_p] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: skew(j@S2, i@S2, 1); tile(i@S2=4, j@S2=3) ====
// polyviz: kernel_conv_softsign, SCoP of lines 18-27
// recipe: skew(j@S2, i@S2, 1); tile(i@S2=4, j@S2=3)
func.func @kernel_conv_softsign_scop(%n: index, %m: index, %nk: index, %x: memref<?x?xf64>, %w: memref<?x?xf64>, %c: memref<?x?xf64>, %y: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%n, %nk] {
    affine.for %j = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%m, %nk] {
      // S0: c[i][j] = 0.0;
      %0 = arith.constant 0.0 : f64
      affine.store %0, %c[%i, %j] : memref<?x?xf64>
      affine.for %p = 0 to %nk {
        affine.for %q = 0 to %nk {
          // S1: c[i][j] += w[p][q] * x[i + p][j + q];
          %1 = affine.load %c[%i, %j] : memref<?x?xf64>
          %2 = affine.load %w[%p, %q] : memref<?x?xf64>
          %3 = affine.load %x[%i + %p, %j + %q] : memref<?x?xf64>
          %4 = arith.mulf %2, %3 : f64
          %5 = arith.addf %1, %4 : f64
          affine.store %5, %c[%i, %j] : memref<?x?xf64>
        }
      }
    }
  }
  affine.for %i_t = 0 to affine_map<()[s0, s1] -> ((s0 - s1) floordiv 4 + 1)>()[%n, %nk] {
    affine.for %j_t = affine_map<(d0) -> (d0 + d0 floordiv 3)>(%i_t) to min affine_map<(d0)[s0, s1, s2] -> (-s0 + (s1 + s2 + s0) floordiv 3 + 1, d0 + (s2 - s0 + d0) floordiv 3 + 2)>(%i_t)[%nk, %n, %m] {
      affine.for %i_p = max affine_map<(d0, d1)[s0, s1] -> (4 * d0, -s0 + s1 + 3 * d1)>(%i_t, %j_t)[%m, %nk] to min affine_map<(d0, d1)[s0, s1] -> (s0 - s1 + 1, 4 * d0 + 4, 3 * d1 + 3)>(%i_t, %j_t)[%n, %nk] {
        affine.for %j_p = max affine_map<(d0, d1) -> (3 * d0, d1)>(%j_t, %i_p) to min affine_map<(d0, d1)[s0, s1] -> (3 * d0 + 3, s0 - s1 + d1 + 1)>(%j_t, %i_p)[%m, %nk] {
          // S2: y[i][j] = c[i][j] / (1.0 + fabs(c[i][j]));
          %6 = affine.load %c[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
          %7 = arith.constant 1.0 : f64
          %8 = affine.load %c[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
          %9 = math.absf %8 : f64
          %10 = arith.addf %7, %9 : f64
          %11 = arith.divf %6, %10 : f64
          affine.store %11, %y[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: tile(i@S2=5, j@S2=7); compute_at(S0, S1, j_t) ====
// polyviz: kernel_conv_softsign, SCoP of lines 18-27
// recipe: tile(i@S2=5, j@S2=7); compute_at(S0, S1, j_t)
func.func @kernel_conv_softsign_scop(%n: index, %m: index, %nk: index, %x: memref<?x?xf64>, %w: memref<?x?xf64>, %c: memref<?x?xf64>, %y: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i_t = 0 to affine_map<()[s0, s1] -> ((s0 - s1) floordiv 5 + 1)>()[%n, %nk] {
    affine.for %j_t = 0 to affine_map<()[s0, s1] -> ((s0 - s1) floordiv 7 + 1)>()[%m, %nk] {
      affine.for %i = affine_map<(d0) -> (5 * d0)>(%i_t) to min affine_map<(d0)[s0, s1] -> (s0 - s1 + 1, 5 * d0 + 5)>(%i_t)[%n, %nk] {
        affine.for %j = affine_map<(d0) -> (7 * d0)>(%j_t) to min affine_map<(d0)[s0, s1] -> (s0 - s1 + 1, 7 * d0 + 7)>(%j_t)[%m, %nk] {
          // S0: c[i][j] = 0.0;
          %0 = arith.constant 0.0 : f64
          affine.store %0, %c[%i, %j] : memref<?x?xf64>
          affine.for %p = 0 to %nk {
            affine.for %q = 0 to %nk {
              // S1: c[i][j] += w[p][q] * x[i + p][j + q];
              %1 = affine.load %c[%i, %j] : memref<?x?xf64>
              %2 = affine.load %w[%p, %q] : memref<?x?xf64>
              %3 = affine.load %x[%i + %p, %j + %q] : memref<?x?xf64>
              %4 = arith.mulf %2, %3 : f64
              %5 = arith.addf %1, %4 : f64
              affine.store %5, %c[%i, %j] : memref<?x?xf64>
            }
          }
        }
      }
      affine.for %i_p = affine_map<(d0) -> (5 * d0)>(%i_t) to min affine_map<(d0)[s0, s1] -> (s0 - s1 + 1, 5 * d0 + 5)>(%i_t)[%n, %nk] {
        affine.for %j_p = affine_map<(d0) -> (7 * d0)>(%j_t) to min affine_map<(d0)[s0, s1] -> (s0 - s1 + 1, 7 * d0 + 7)>(%j_t)[%m, %nk] {
          // S2: y[i][j] = c[i][j] / (1.0 + fabs(c[i][j]));
          %6 = affine.load %c[%i_p, %j_p] : memref<?x?xf64>
          %7 = arith.constant 1.0 : f64
          %8 = affine.load %c[%i_p, %j_p] : memref<?x?xf64>
          %9 = math.absf %8 : f64
          %10 = arith.addf %7, %9 : f64
          %11 = arith.divf %6, %10 : f64
          affine.store %11, %y[%i_p, %j_p] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: tile(i@S2=5, j@S2=7); compute_at(S1, j_t); compute_at(S0, j_t) ====
// polyviz: kernel_conv_softsign, SCoP of lines 18-27
// recipe: tile(i@S2=5, j@S2=7); compute_at(S1, j_t); compute_at(S0, j_t)
func.func @kernel_conv_softsign_scop(%n: index, %m: index, %nk: index, %x: memref<?x?xf64>, %w: memref<?x?xf64>, %c: memref<?x?xf64>, %y: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i_t = 0 to affine_map<()[s0, s1] -> ((s0 - s1) floordiv 5 + 1)>()[%n, %nk] {
    affine.for %j_t = 0 to affine_map<()[s0, s1] -> ((s0 - s1) floordiv 7 + 1)>()[%m, %nk] {
      affine.for %i = affine_map<(d0) -> (5 * d0)>(%i_t) to min affine_map<(d0)[s0, s1] -> (s0 - s1 + 1, 5 * d0 + 5)>(%i_t)[%n, %nk] {
        affine.for %j = affine_map<(d0) -> (7 * d0)>(%j_t) to min affine_map<(d0)[s0, s1] -> (s0 - s1 + 1, 7 * d0 + 7)>(%j_t)[%m, %nk] {
          // S0: c[i][j] = 0.0;
          %0 = arith.constant 0.0 : f64
          affine.store %0, %c[%i, %j] : memref<?x?xf64>
        }
      }
      affine.for %i = affine_map<(d0) -> (5 * d0)>(%i_t) to min affine_map<(d0)[s0, s1] -> (s0 - s1 + 1, 5 * d0 + 5)>(%i_t)[%n, %nk] {
        affine.for %j = affine_map<(d0) -> (7 * d0)>(%j_t) to min affine_map<(d0)[s0, s1] -> (s0 - s1 + 1, 7 * d0 + 7)>(%j_t)[%m, %nk] {
          affine.for %p = 0 to %nk {
            affine.for %q = 0 to %nk {
              // S1: c[i][j] += w[p][q] * x[i + p][j + q];
              %1 = affine.load %c[%i, %j] : memref<?x?xf64>
              %2 = affine.load %w[%p, %q] : memref<?x?xf64>
              %3 = affine.load %x[%i + %p, %j + %q] : memref<?x?xf64>
              %4 = arith.mulf %2, %3 : f64
              %5 = arith.addf %1, %4 : f64
              affine.store %5, %c[%i, %j] : memref<?x?xf64>
            }
          }
        }
      }
      affine.for %i_p = affine_map<(d0) -> (5 * d0)>(%i_t) to min affine_map<(d0)[s0, s1] -> (s0 - s1 + 1, 5 * d0 + 5)>(%i_t)[%n, %nk] {
        affine.for %j_p = affine_map<(d0) -> (7 * d0)>(%j_t) to min affine_map<(d0)[s0, s1] -> (s0 - s1 + 1, 7 * d0 + 7)>(%j_t)[%m, %nk] {
          // S2: y[i][j] = c[i][j] / (1.0 + fabs(c[i][j]));
          %6 = affine.load %c[%i_p, %j_p] : memref<?x?xf64>
          %7 = arith.constant 1.0 : f64
          %8 = affine.load %c[%i_p, %j_p] : memref<?x?xf64>
          %9 = math.absf %8 : f64
          %10 = arith.addf %7, %9 : f64
          %11 = arith.divf %6, %10 : f64
          affine.store %11, %y[%i_p, %j_p] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: tile(i@S2=1, j@S2=3); compute_at(S0, S1, j_t); local_buffer(c) ====
// polyviz: kernel_conv_softsign, SCoP of lines 18-27
// recipe: tile(i@S2=1, j@S2=3); compute_at(S0, S1, j_t); local_buffer(c)
func.func @kernel_conv_softsign_scop(%n: index, %m: index, %nk: index, %x: memref<?x?xf64>, %w: memref<?x?xf64>, %c: memref<?x?xf64>, %y: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  %c_tile = memref.alloca() : memref<1x3xf64>  // each tile's part of c
  affine.for %i_t = 0 to affine_map<()[s0, s1] -> (s0 - s1 + 1)>()[%n, %nk] {
    affine.for %j_t = 0 to affine_map<()[s0, s1] -> ((s0 - s1) floordiv 3 + 1)>()[%m, %nk] {
      affine.for %j = affine_map<(d0) -> (3 * d0)>(%j_t) to min affine_map<(d0)[s0, s1] -> (s0 - s1 + 1, 3 * d0 + 3)>(%j_t)[%m, %nk] {
        // S0: c[i][j] = 0.0;
        %0 = arith.constant 0.0 : f64
        affine.store %0, %c_tile[%i_t - %i_t, %j - (3 * %j_t)] : memref<1x3xf64>
        affine.for %p = 0 to %nk {
          affine.for %q = 0 to %nk {
            // S1: c[i][j] += w[p][q] * x[i + p][j + q];
            %1 = affine.load %c_tile[%i_t - %i_t, %j - (3 * %j_t)] : memref<1x3xf64>
            %2 = affine.load %w[%p, %q] : memref<?x?xf64>
            %3 = affine.load %x[%i_t + %p, %j + %q] : memref<?x?xf64>
            %4 = arith.mulf %2, %3 : f64
            %5 = arith.addf %1, %4 : f64
            affine.store %5, %c_tile[%i_t - %i_t, %j - (3 * %j_t)] : memref<1x3xf64>
          }
        }
      }
      affine.for %j_p = affine_map<(d0) -> (3 * d0)>(%j_t) to min affine_map<(d0)[s0, s1] -> (s0 - s1 + 1, 3 * d0 + 3)>(%j_t)[%m, %nk] {
        // S2: y[i][j] = c[i][j] / (1.0 + fabs(c[i][j]));
        %6 = affine.load %c_tile[%i_t - %i_t, %j_p - (3 * %j_t)] : memref<1x3xf64>
        %7 = arith.constant 1.0 : f64
        %8 = affine.load %c_tile[%i_t - %i_t, %j_p - (3 * %j_t)] : memref<1x3xf64>
        %9 = math.absf %8 : f64
        %10 = arith.addf %7, %9 : f64
        %11 = arith.divf %6, %10 : f64
        affine.store %11, %y[%i_t, %j_p] : memref<?x?xf64>
      }
    }
  }
  return
}
