// ==== recipe: (original) ====
// polyviz: kernel_blur2d, SCoP of lines 17-22
// recipe: (original schedule)
func.func @kernel_blur2d_scop(%n: index, %m: index, %img: memref<?x?xf64>, %tmp: memref<?x?xf64>, %out: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
      // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      %0 = arith.constant 0.3333333333333333 : f64
      %1 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
      %2 = affine.load %img[%i, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = arith.mulf %0, %5 : f64
      affine.store %6, %tmp[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
    affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
      // S1: out[i][j] = 0.3333333333333333 * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
      %7 = arith.constant 0.3333333333333333 : f64
      %8 = affine.load %tmp[%i - 1, %j] : memref<?x?xf64>
      %9 = affine.load %tmp[%i, %j] : memref<?x?xf64>
      %10 = arith.addf %8, %9 : f64
      %11 = affine.load %tmp[%i + 1, %j] : memref<?x?xf64>
      %12 = arith.addf %10, %11 : f64
      %13 = arith.mulf %7, %12 : f64
      affine.store %13, %out[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_blur2d, SCoP of lines 17-22
// recipe: (original schedule)
func.func @kernel_blur2d_scop(%n: index, %m: index, %img: memref<?x?xf64>, %tmp: memref<?x?xf64>, %out: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
      // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      %0 = arith.constant 0.3333333333333333 : f64
      %1 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
      %2 = affine.load %img[%i, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = arith.mulf %0, %5 : f64
      affine.store %6, %tmp[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
    affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
      // S1: out[i][j] = 0.3333333333333333 * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
      %7 = arith.constant 0.3333333333333333 : f64
      %8 = affine.load %tmp[%i - 1, %j] : memref<?x?xf64>
      %9 = affine.load %tmp[%i, %j] : memref<?x?xf64>
      %10 = arith.addf %8, %9 : f64
      %11 = affine.load %tmp[%i + 1, %j] : memref<?x?xf64>
      %12 = arith.addf %10, %11 : f64
      %13 = arith.mulf %7, %12 : f64
      affine.store %13, %out[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_blur2d, SCoP of lines 17-22
// recipe: assume_no_alias()
func.func @kernel_blur2d_scop(%n: index, %m: index, %img: memref<?x?xf64>, %tmp: memref<?x?xf64>, %out: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
      // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      %0 = arith.constant 0.3333333333333333 : f64
      %1 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
      %2 = affine.load %img[%i, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = arith.mulf %0, %5 : f64
      affine.store %6, %tmp[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
    affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
      // S1: out[i][j] = 0.3333333333333333 * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
      %7 = arith.constant 0.3333333333333333 : f64
      %8 = affine.load %tmp[%i - 1, %j] : memref<?x?xf64>
      %9 = affine.load %tmp[%i, %j] : memref<?x?xf64>
      %10 = arith.addf %8, %9 : f64
      %11 = affine.load %tmp[%i + 1, %j] : memref<?x?xf64>
      %12 = arith.addf %10, %11 : f64
      %13 = arith.mulf %7, %12 : f64
      affine.store %13, %out[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: tile(i@S1=4, j@S1=3) ====
// polyviz: kernel_blur2d, SCoP of lines 17-22
// recipe: tile(i@S1=4, j@S1=3)
func.func @kernel_blur2d_scop(%n: index, %m: index, %img: memref<?x?xf64>, %tmp: memref<?x?xf64>, %out: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
      // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      %0 = arith.constant 0.3333333333333333 : f64
      %1 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
      %2 = affine.load %img[%i, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = arith.mulf %0, %5 : f64
      affine.store %6, %tmp[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 + 2) floordiv 4)>()[%n] {
    affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 + 1) floordiv 3)>()[%m] {
      affine.for %i_p = max affine_map<(d0) -> (1, 4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 1, 4 * d0 + 4)>(%i_t)[%n] {
        affine.for %j_p = max affine_map<(d0) -> (1, 3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 3 * d0 + 3)>(%j_t)[%m] {
          // S1: out[i][j] = 0.3333333333333333 * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
          %7 = arith.constant 0.3333333333333333 : f64
          %8 = affine.load %tmp[%i_p - 1, %j_p] : memref<?x?xf64>
          %9 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
          %10 = arith.addf %8, %9 : f64
          %11 = affine.load %tmp[%i_p + 1, %j_p] : memref<?x?xf64>
          %12 = arith.addf %10, %11 : f64
          %13 = arith.mulf %7, %12 : f64
          affine.store %13, %out[%i_p, %j_p] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: skew(j@S1, i@S1, 1); tile(i@S1=4, j@S1=3) ====
// polyviz: kernel_blur2d, SCoP of lines 17-22
// recipe: skew(j@S1, i@S1, 1); tile(i@S1=4, j@S1=3)
func.func @kernel_blur2d_scop(%n: index, %m: index, %img: memref<?x?xf64>, %tmp: memref<?x?xf64>, %out: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
      // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      %0 = arith.constant 0.3333333333333333 : f64
      %1 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
      %2 = affine.load %img[%i, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = arith.mulf %0, %5 : f64
      affine.store %6, %tmp[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 + 2) floordiv 4)>()[%n] {
    affine.for %j_t = affine_map<(d0) -> (d0 + (d0 + 1) floordiv 3)>(%i_t) to min affine_map<(d0)[s0, s1] -> ((s0 + s1 - 1) floordiv 3, d0 + (s1 + d0 + 1) floordiv 3 + 1)>(%i_t)[%n, %m] {
      affine.for %i_p = max affine_map<(d0, d1)[s0] -> (1, 4 * d0, -s0 + 3 * d1 + 2)>(%i_t, %j_t)[%m] to min affine_map<(d0, d1)[s0] -> (s0 - 1, 4 * d0 + 4, 3 * d1 + 2)>(%i_t, %j_t)[%n] {
        affine.for %j_p = max affine_map<(d0, d1) -> (3 * d0, d1 + 1)>(%j_t, %i_p) to min affine_map<(d0, d1)[s0] -> (3 * d0 + 3, s0 + d1 - 1)>(%j_t, %i_p)[%m] {
          // S1: out[i][j] = 0.3333333333333333 * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
          %7 = arith.constant 0.3333333333333333 : f64
          %8 = affine.load %tmp[%i_p - 1, (-%i_p + %j_p)] : memref<?x?xf64>
          %9 = affine.load %tmp[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
          %10 = arith.addf %8, %9 : f64
          %11 = affine.load %tmp[%i_p + 1, (-%i_p + %j_p)] : memref<?x?xf64>
          %12 = arith.addf %10, %11 : f64
          %13 = arith.mulf %7, %12 : f64
          affine.store %13, %out[%i_p, (-%i_p + %j_p)] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: tile(i@S1=8) ====
// polyviz: kernel_blur2d, SCoP of lines 17-22
// recipe: tile(i@S1=8)
func.func @kernel_blur2d_scop(%n: index, %m: index, %img: memref<?x?xf64>, %tmp: memref<?x?xf64>, %out: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %n {
    affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
      // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
      %0 = arith.constant 0.3333333333333333 : f64
      %1 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
      %2 = affine.load %img[%i, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = arith.mulf %0, %5 : f64
      affine.store %6, %tmp[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 8 + 1)>()[%n] {
    affine.for %i_p = max affine_map<(d0) -> (1, 8 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 1, 8 * d0 + 8)>(%i_t)[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
        // S1: out[i][j] = 0.3333333333333333 * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
        %7 = arith.constant 0.3333333333333333 : f64
        %8 = affine.load %tmp[%i_p - 1, %j] : memref<?x?xf64>
        %9 = affine.load %tmp[%i_p, %j] : memref<?x?xf64>
        %10 = arith.addf %8, %9 : f64
        %11 = affine.load %tmp[%i_p + 1, %j] : memref<?x?xf64>
        %12 = arith.addf %10, %11 : f64
        %13 = arith.mulf %7, %12 : f64
        affine.store %13, %out[%i_p, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: tile(i@S1=5, j@S1=7); compute_at(S0, i_t) ====
// polyviz: kernel_blur2d, SCoP of lines 17-22
// recipe: tile(i@S1=5, j@S1=7); compute_at(S0, i_t)
func.func @kernel_blur2d_scop(%n: index, %m: index, %img: memref<?x?xf64>, %tmp: memref<?x?xf64>, %out: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.if affine_set<()[s0] : (2 - s0 >= 0)>()[%n] {
    affine.for %i = 0 to %n {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
        // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
        %0 = arith.constant 0.3333333333333333 : f64
        %1 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
        %2 = affine.load %img[%i, %j] : memref<?x?xf64>
        %3 = arith.addf %1, %2 : f64
        %4 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
        %5 = arith.addf %3, %4 : f64
        %6 = arith.mulf %0, %5 : f64
        affine.store %6, %tmp[%i, %j] : memref<?x?xf64>
      }
    }
  } else {
    affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 5 + 1)>()[%n] {
      affine.for %i = max affine_map<(d0) -> (0, 5 * d0 - 1)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 5 * d0 + 6)>(%i_t)[%n] {
        affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
          // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
          %7 = arith.constant 0.3333333333333333 : f64
          %8 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
          %9 = affine.load %img[%i, %j] : memref<?x?xf64>
          %10 = arith.addf %8, %9 : f64
          %11 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
          %12 = arith.addf %10, %11 : f64
          %13 = arith.mulf %7, %12 : f64
          affine.store %13, %tmp[%i, %j] : memref<?x?xf64>
        }
      }
      affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 7 + 1)>()[%m] {
        affine.for %i_p = max affine_map<(d0) -> (1, 5 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 1, 5 * d0 + 5)>(%i_t)[%n] {
          affine.for %j_p = max affine_map<(d0) -> (1, 7 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 7 * d0 + 7)>(%j_t)[%m] {
            // S1: out[i][j] = 0.3333333333333333 * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
            %14 = arith.constant 0.3333333333333333 : f64
            %15 = affine.load %tmp[%i_p - 1, %j_p] : memref<?x?xf64>
            %16 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
            %17 = arith.addf %15, %16 : f64
            %18 = affine.load %tmp[%i_p + 1, %j_p] : memref<?x?xf64>
            %19 = arith.addf %17, %18 : f64
            %20 = arith.mulf %14, %19 : f64
            affine.store %20, %out[%i_p, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: tile(i@S1=5, j@S1=7); compute_at(S0, j_t) ====
// polyviz: kernel_blur2d, SCoP of lines 17-22
// recipe: tile(i@S1=5, j@S1=7); compute_at(S0, j_t)
func.func @kernel_blur2d_scop(%n: index, %m: index, %img: memref<?x?xf64>, %tmp: memref<?x?xf64>, %out: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.if affine_set<()[s0] : (2 - s0 >= 0)>()[%n] {
    affine.for %i = 0 to %n {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
        // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
        %0 = arith.constant 0.3333333333333333 : f64
        %1 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
        %2 = affine.load %img[%i, %j] : memref<?x?xf64>
        %3 = arith.addf %1, %2 : f64
        %4 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
        %5 = arith.addf %3, %4 : f64
        %6 = arith.mulf %0, %5 : f64
        affine.store %6, %tmp[%i, %j] : memref<?x?xf64>
      }
    }
  } else {
    affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 5 + 1)>()[%n] {
      affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 7 + 1)>()[%m] {
        affine.for %i = max affine_map<(d0) -> (0, 5 * d0 - 1)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 5 * d0 + 6)>(%i_t)[%n] {
          affine.for %j = max affine_map<(d0) -> (1, 7 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 7 * d0 + 7)>(%j_t)[%m] {
            // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
            %7 = arith.constant 0.3333333333333333 : f64
            %8 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
            %9 = affine.load %img[%i, %j] : memref<?x?xf64>
            %10 = arith.addf %8, %9 : f64
            %11 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
            %12 = arith.addf %10, %11 : f64
            %13 = arith.mulf %7, %12 : f64
            affine.store %13, %tmp[%i, %j] : memref<?x?xf64>
          }
        }
        affine.for %i_p = max affine_map<(d0) -> (1, 5 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 1, 5 * d0 + 5)>(%i_t)[%n] {
          affine.for %j_p = max affine_map<(d0) -> (1, 7 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 7 * d0 + 7)>(%j_t)[%m] {
            // S1: out[i][j] = 0.3333333333333333 * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
            %14 = arith.constant 0.3333333333333333 : f64
            %15 = affine.load %tmp[%i_p - 1, %j_p] : memref<?x?xf64>
            %16 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
            %17 = arith.addf %15, %16 : f64
            %18 = affine.load %tmp[%i_p + 1, %j_p] : memref<?x?xf64>
            %19 = arith.addf %17, %18 : f64
            %20 = arith.mulf %14, %19 : f64
            affine.store %20, %out[%i_p, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: tile(i@S1=1, j@S1=3); compute_at(S0, j_t); interchange(i_p, j_p) ====
// polyviz: kernel_blur2d, SCoP of lines 17-22
// recipe: tile(i@S1=1, j@S1=3); compute_at(S0, j_t); interchange(i_p, j_p)
func.func @kernel_blur2d_scop(%n: index, %m: index, %img: memref<?x?xf64>, %tmp: memref<?x?xf64>, %out: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.if affine_set<()[s0] : (2 - s0 >= 0)>()[%n] {
    affine.for %i = 0 to %n {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
        // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
        %0 = arith.constant 0.3333333333333333 : f64
        %1 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
        %2 = affine.load %img[%i, %j] : memref<?x?xf64>
        %3 = arith.addf %1, %2 : f64
        %4 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
        %5 = arith.addf %3, %4 : f64
        %6 = arith.mulf %0, %5 : f64
        affine.store %6, %tmp[%i, %j] : memref<?x?xf64>
      }
    }
  }
  affine.for %i_t = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
    affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 + 1) floordiv 3)>()[%m] {
      affine.for %i = affine_map<(d0) -> (d0 - 1)>(%i_t) to affine_map<(d0) -> (d0 + 2)>(%i_t) {
        affine.for %j = max affine_map<(d0) -> (1, 3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 3 * d0 + 3)>(%j_t)[%m] {
          // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
          %7 = arith.constant 0.3333333333333333 : f64
          %8 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
          %9 = affine.load %img[%i, %j] : memref<?x?xf64>
          %10 = arith.addf %8, %9 : f64
          %11 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
          %12 = arith.addf %10, %11 : f64
          %13 = arith.mulf %7, %12 : f64
          affine.store %13, %tmp[%i, %j] : memref<?x?xf64>
        }
      }
      affine.for %j_p = max affine_map<(d0) -> (1, 3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 3 * d0 + 3)>(%j_t)[%m] {
        // S1: out[i][j] = 0.3333333333333333 * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
        %14 = arith.constant 0.3333333333333333 : f64
        %15 = affine.load %tmp[%i_t - 1, %j_p] : memref<?x?xf64>
        %16 = affine.load %tmp[%i_t, %j_p] : memref<?x?xf64>
        %17 = arith.addf %15, %16 : f64
        %18 = affine.load %tmp[%i_t + 1, %j_p] : memref<?x?xf64>
        %19 = arith.addf %17, %18 : f64
        %20 = arith.mulf %14, %19 : f64
        affine.store %20, %out[%i_t, %j_p] : memref<?x?xf64>
      }
    }
  }
  return
}
// ==== recipe: tile(i@S1=5, j@S1=7); compute_at(S0, j_t); local_buffer(tmp) ====
// polyviz: kernel_blur2d, SCoP of lines 17-22
// recipe: tile(i@S1=5, j@S1=7); compute_at(S0, j_t); local_buffer(tmp)
func.func @kernel_blur2d_scop(%n: index, %m: index, %img: memref<?x?xf64>, %tmp: memref<?x?xf64>, %out: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  %tmp_tile = memref.alloca() : memref<7x7xf64>  // each tile's part of tmp
  affine.if affine_set<()[s0] : (s0 - 3 >= 0)>()[%n] {
    affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 5 + 1)>()[%n] {
      affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 7 + 1)>()[%m] {
        affine.for %i = max affine_map<(d0) -> (0, 5 * d0 - 1)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 5 * d0 + 6)>(%i_t)[%n] {
          affine.for %j = max affine_map<(d0) -> (1, 7 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 7 * d0 + 7)>(%j_t)[%m] {
            // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
            %0 = arith.constant 0.3333333333333333 : f64
            %1 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
            %2 = affine.load %img[%i, %j] : memref<?x?xf64>
            %3 = arith.addf %1, %2 : f64
            %4 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
            %5 = arith.addf %3, %4 : f64
            %6 = arith.mulf %0, %5 : f64
            affine.store %6, %tmp_tile[%i - (5 * %i_t - 1), %j - (7 * %j_t)] : memref<7x7xf64>
          }
        }
        affine.for %i_p = max affine_map<(d0) -> (1, 5 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 1, 5 * d0 + 5)>(%i_t)[%n] {
          affine.for %j_p = max affine_map<(d0) -> (1, 7 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 7 * d0 + 7)>(%j_t)[%m] {
            // S1: out[i][j] = 0.3333333333333333 * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
            %7 = arith.constant 0.3333333333333333 : f64
            %8 = affine.load %tmp_tile[%i_p - 1 - (5 * %i_t - 1), %j_p - (7 * %j_t)] : memref<7x7xf64>
            %9 = affine.load %tmp_tile[%i_p - (5 * %i_t - 1), %j_p - (7 * %j_t)] : memref<7x7xf64>
            %10 = arith.addf %8, %9 : f64
            %11 = affine.load %tmp_tile[%i_p + 1 - (5 * %i_t - 1), %j_p - (7 * %j_t)] : memref<7x7xf64>
            %12 = arith.addf %10, %11 : f64
            %13 = arith.mulf %7, %12 : f64
            affine.store %13, %out[%i_p, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: tile(i@S1=8, j@S1=8); compute_at(S0, j_t); local_buffer(tmp); parallel(i_t) ====
// polyviz: kernel_blur2d, SCoP of lines 17-22
// recipe: tile(i@S1=8, j@S1=8); compute_at(S0, j_t); local_buffer(tmp); parallel(i_t)
func.func @kernel_blur2d_scop(%n: index, %m: index, %img: memref<?x?xf64>, %tmp: memref<?x?xf64>, %out: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.if affine_set<()[s0] : (s0 - 3 >= 0)>()[%n] {
    affine.parallel (%i_t) = (0) to ((symbol(%n) - 2) floordiv 8 + 1) {
      %tmp_tile = memref.alloca() : memref<10x8xf64>  // each tile's part of tmp
      affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 8 + 1)>()[%m] {
        affine.for %i = max affine_map<(d0) -> (0, 8 * d0 - 1)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 8 * d0 + 9)>(%i_t)[%n] {
          affine.for %j = max affine_map<(d0) -> (1, 8 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 8 * d0 + 8)>(%j_t)[%m] {
            // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
            %0 = arith.constant 0.3333333333333333 : f64
            %1 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
            %2 = affine.load %img[%i, %j] : memref<?x?xf64>
            %3 = arith.addf %1, %2 : f64
            %4 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
            %5 = arith.addf %3, %4 : f64
            %6 = arith.mulf %0, %5 : f64
            affine.store %6, %tmp_tile[%i - (8 * %i_t - 1), %j - (8 * %j_t)] : memref<10x8xf64>
          }
        }
        affine.for %i_p = max affine_map<(d0) -> (1, 8 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 1, 8 * d0 + 8)>(%i_t)[%n] {
          affine.for %j_p = max affine_map<(d0) -> (1, 8 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 8 * d0 + 8)>(%j_t)[%m] {
            // S1: out[i][j] = 0.3333333333333333 * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
            %7 = arith.constant 0.3333333333333333 : f64
            %8 = affine.load %tmp_tile[%i_p - 1 - (8 * %i_t - 1), %j_p - (8 * %j_t)] : memref<10x8xf64>
            %9 = affine.load %tmp_tile[%i_p - (8 * %i_t - 1), %j_p - (8 * %j_t)] : memref<10x8xf64>
            %10 = arith.addf %8, %9 : f64
            %11 = affine.load %tmp_tile[%i_p + 1 - (8 * %i_t - 1), %j_p - (8 * %j_t)] : memref<10x8xf64>
            %12 = arith.addf %10, %11 : f64
            %13 = arith.mulf %7, %12 : f64
            affine.store %13, %out[%i_p, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: tile(i@S1=5, j@S1=7); compute_at(S0, j_t); local_buffer(tmp); stream_stores(out) ====
// polyviz: kernel_blur2d, SCoP of lines 17-22
// recipe: tile(i@S1=5, j@S1=7); compute_at(S0, j_t); local_buffer(tmp); stream_stores(out)
func.func @kernel_blur2d_scop(%n: index, %m: index, %img: memref<?x?xf64>, %tmp: memref<?x?xf64>, %out: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  %tmp_tile = memref.alloca() : memref<7x7xf64>  // each tile's part of tmp
  affine.if affine_set<()[s0] : (s0 - 3 >= 0)>()[%n] {
    affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 5 + 1)>()[%n] {
      affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 2) floordiv 7 + 1)>()[%m] {
        affine.for %i = max affine_map<(d0) -> (0, 5 * d0 - 1)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 5 * d0 + 6)>(%i_t)[%n] {
          affine.for %j = max affine_map<(d0) -> (1, 7 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 7 * d0 + 7)>(%j_t)[%m] {
            // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
            %0 = arith.constant 0.3333333333333333 : f64
            %1 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
            %2 = affine.load %img[%i, %j] : memref<?x?xf64>
            %3 = arith.addf %1, %2 : f64
            %4 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
            %5 = arith.addf %3, %4 : f64
            %6 = arith.mulf %0, %5 : f64
            affine.store %6, %tmp_tile[%i - (5 * %i_t - 1), %j - (7 * %j_t)] : memref<7x7xf64>
          }
        }
        affine.for %i_p = max affine_map<(d0) -> (1, 5 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 1, 5 * d0 + 5)>(%i_t)[%n] {
          affine.for %j_p = max affine_map<(d0) -> (1, 7 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 7 * d0 + 7)>(%j_t)[%m] {
            // S1: out[i][j] = 0.3333333333333333 * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
            %7 = arith.constant 0.3333333333333333 : f64
            %8 = affine.load %tmp_tile[%i_p - 1 - (5 * %i_t - 1), %j_p - (7 * %j_t)] : memref<7x7xf64>
            %9 = affine.load %tmp_tile[%i_p - (5 * %i_t - 1), %j_p - (7 * %j_t)] : memref<7x7xf64>
            %10 = arith.addf %8, %9 : f64
            %11 = affine.load %tmp_tile[%i_p + 1 - (5 * %i_t - 1), %j_p - (7 * %j_t)] : memref<7x7xf64>
            %12 = arith.addf %10, %11 : f64
            %13 = arith.mulf %7, %12 : f64
            affine.store %13, %out[%i_p, %j_p] : memref<?x?xf64>
          }
        }
      }
    }
  }
  return
}
// ==== recipe: tile(i@S1=4, j@S1=6); compute_at(S0, j_t); reverse(j_t); unroll(j_p, 2) ====
// polyviz: kernel_blur2d, SCoP of lines 17-22
// recipe: tile(i@S1=4, j@S1=6); compute_at(S0, j_t); reverse(j_t); unroll(j_p, 2)
func.func @kernel_blur2d_scop(%n: index, %m: index, %img: memref<?x?xf64>, %tmp: memref<?x?xf64>, %out: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.if affine_set<()[s0] : (2 - s0 >= 0)>()[%n] {
    affine.for %i = 0 to %n {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
        // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
        %0 = arith.constant 0.3333333333333333 : f64
        %1 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
        %2 = affine.load %img[%i, %j] : memref<?x?xf64>
        %3 = arith.addf %1, %2 : f64
        %4 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
        %5 = arith.addf %3, %4 : f64
        %6 = arith.mulf %0, %5 : f64
        affine.store %6, %tmp[%i, %j] : memref<?x?xf64>
      }
    }
  } else {
    affine.if affine_set<()[s0] : (s0 - 3 >= 0)>()[%m] {
      affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 + 2) floordiv 4)>()[%n] {
        affine.for %j_t = affine_map<()[s0] -> (-((s0 + 4) floordiv 6) + 1)>()[%m] to 1 {
          affine.for %i = max affine_map<(d0) -> (0, 4 * d0 - 1)>(%i_t) to min affine_map<(d0)[s0] -> (s0, 4 * d0 + 5)>(%i_t)[%n] {
            affine.for %j = max affine_map<(d0) -> (1, (-6) * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, (-6) * d0 + 6)>(%j_t)[%m] {
              // S0: tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);
              %7 = arith.constant 0.3333333333333333 : f64
              %8 = affine.load %img[%i, %j - 1] : memref<?x?xf64>
              %9 = affine.load %img[%i, %j] : memref<?x?xf64>
              %10 = arith.addf %8, %9 : f64
              %11 = affine.load %img[%i, %j + 1] : memref<?x?xf64>
              %12 = arith.addf %10, %11 : f64
              %13 = arith.mulf %7, %12 : f64
              affine.store %13, %tmp[%i, %j] : memref<?x?xf64>
            }
          }
          affine.for %i_p = max affine_map<(d0) -> (1, 4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 1, 4 * d0 + 4)>(%i_t)[%n] {
            affine.for %j_p = affine_map<(d0) -> ((-6) * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, (-6) * d0 + 6)>(%j_t)[%m] step 2 {
              affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%j_p) {
                // S1: out[i][j] = 0.3333333333333333 * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
                %14 = arith.constant 0.3333333333333333 : f64
                %15 = affine.load %tmp[%i_p - 1, %j_p] : memref<?x?xf64>
                %16 = affine.load %tmp[%i_p, %j_p] : memref<?x?xf64>
                %17 = arith.addf %15, %16 : f64
                %18 = affine.load %tmp[%i_p + 1, %j_p] : memref<?x?xf64>
                %19 = arith.addf %17, %18 : f64
                %20 = arith.mulf %14, %19 : f64
                affine.store %20, %out[%i_p, %j_p] : memref<?x?xf64>
              }
              affine.if affine_set<(d0)[s0] : (s0 - (d0 + 3) >= 0)>(%j_p)[%m] {
                // S1: out[i][j] = 0.3333333333333333 * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);
                %21 = arith.constant 0.3333333333333333 : f64
                %22 = affine.load %tmp[%i_p - 1, (%j_p + 1)] : memref<?x?xf64>
                %23 = affine.load %tmp[%i_p, (%j_p + 1)] : memref<?x?xf64>
                %24 = arith.addf %22, %23 : f64
                %25 = affine.load %tmp[%i_p + 1, (%j_p + 1)] : memref<?x?xf64>
                %26 = arith.addf %24, %25 : f64
                %27 = arith.mulf %21, %26 : f64
                affine.store %27, %out[%i_p, (%j_p + 1)] : memref<?x?xf64>
              }
            }
          }
        }
      }
    }
  }
  return
}
