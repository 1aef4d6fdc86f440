// ==== recipe: (original) ====
// polyviz: kernel_stencil_pipeline, SCoP of lines 18-26
// recipe: (original schedule)
func.func @kernel_stencil_pipeline_scop(%n: index, %m: index, %a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>, %d: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
    affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
      // S0: b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
      %0 = arith.constant 0.2 : f64
      %1 = affine.load %a[%i, %j] : memref<?x?xf64>
      %2 = affine.load %a[%i - 1, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %a[%i + 1, %j] : memref<?x?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = affine.load %a[%i, %j - 1] : memref<?x?xf64>
      %7 = arith.addf %5, %6 : f64
      %8 = affine.load %a[%i, %j + 1] : memref<?x?xf64>
      %9 = arith.addf %7, %8 : f64
      %10 = arith.mulf %0, %9 : f64
      affine.store %10, %b[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 2 to affine_map<()[s0] -> (s0 - 2)>()[%n] {
    affine.for %j = 2 to affine_map<()[s0] -> (s0 - 2)>()[%m] {
      // S1: c[i][j] = 0.2 * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
      %11 = arith.constant 0.2 : f64
      %12 = affine.load %b[%i, %j] : memref<?x?xf64>
      %13 = affine.load %b[%i - 1, %j] : memref<?x?xf64>
      %14 = arith.addf %12, %13 : f64
      %15 = affine.load %b[%i + 1, %j] : memref<?x?xf64>
      %16 = arith.addf %14, %15 : f64
      %17 = affine.load %b[%i, %j - 1] : memref<?x?xf64>
      %18 = arith.addf %16, %17 : f64
      %19 = affine.load %b[%i, %j + 1] : memref<?x?xf64>
      %20 = arith.addf %18, %19 : f64
      %21 = arith.mulf %11, %20 : f64
      affine.store %21, %c[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 3 to affine_map<()[s0] -> (s0 - 3)>()[%n] {
    affine.for %j = 3 to affine_map<()[s0] -> (s0 - 3)>()[%m] {
      // S2: d[i][j] = 0.2 * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
      %22 = arith.constant 0.2 : f64
      %23 = affine.load %c[%i, %j] : memref<?x?xf64>
      %24 = affine.load %c[%i - 1, %j] : memref<?x?xf64>
      %25 = arith.addf %23, %24 : f64
      %26 = affine.load %c[%i + 1, %j] : memref<?x?xf64>
      %27 = arith.addf %25, %26 : f64
      %28 = affine.load %c[%i, %j - 1] : memref<?x?xf64>
      %29 = arith.addf %27, %28 : f64
      %30 = affine.load %c[%i, %j + 1] : memref<?x?xf64>
      %31 = arith.addf %29, %30 : f64
      %32 = arith.mulf %22, %31 : f64
      affine.store %32, %d[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: auto() ====
// polyviz: kernel_stencil_pipeline, SCoP of lines 18-26
// recipe: (original schedule)
func.func @kernel_stencil_pipeline_scop(%n: index, %m: index, %a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>, %d: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
    affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
      // S0: b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
      %0 = arith.constant 0.2 : f64
      %1 = affine.load %a[%i, %j] : memref<?x?xf64>
      %2 = affine.load %a[%i - 1, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %a[%i + 1, %j] : memref<?x?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = affine.load %a[%i, %j - 1] : memref<?x?xf64>
      %7 = arith.addf %5, %6 : f64
      %8 = affine.load %a[%i, %j + 1] : memref<?x?xf64>
      %9 = arith.addf %7, %8 : f64
      %10 = arith.mulf %0, %9 : f64
      affine.store %10, %b[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 2 to affine_map<()[s0] -> (s0 - 2)>()[%n] {
    affine.for %j = 2 to affine_map<()[s0] -> (s0 - 2)>()[%m] {
      // S1: c[i][j] = 0.2 * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
      %11 = arith.constant 0.2 : f64
      %12 = affine.load %b[%i, %j] : memref<?x?xf64>
      %13 = affine.load %b[%i - 1, %j] : memref<?x?xf64>
      %14 = arith.addf %12, %13 : f64
      %15 = affine.load %b[%i + 1, %j] : memref<?x?xf64>
      %16 = arith.addf %14, %15 : f64
      %17 = affine.load %b[%i, %j - 1] : memref<?x?xf64>
      %18 = arith.addf %16, %17 : f64
      %19 = affine.load %b[%i, %j + 1] : memref<?x?xf64>
      %20 = arith.addf %18, %19 : f64
      %21 = arith.mulf %11, %20 : f64
      affine.store %21, %c[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 3 to affine_map<()[s0] -> (s0 - 3)>()[%n] {
    affine.for %j = 3 to affine_map<()[s0] -> (s0 - 3)>()[%m] {
      // S2: d[i][j] = 0.2 * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
      %22 = arith.constant 0.2 : f64
      %23 = affine.load %c[%i, %j] : memref<?x?xf64>
      %24 = affine.load %c[%i - 1, %j] : memref<?x?xf64>
      %25 = arith.addf %23, %24 : f64
      %26 = affine.load %c[%i + 1, %j] : memref<?x?xf64>
      %27 = arith.addf %25, %26 : f64
      %28 = affine.load %c[%i, %j - 1] : memref<?x?xf64>
      %29 = arith.addf %27, %28 : f64
      %30 = affine.load %c[%i, %j + 1] : memref<?x?xf64>
      %31 = arith.addf %29, %30 : f64
      %32 = arith.mulf %22, %31 : f64
      affine.store %32, %d[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: assume_no_alias() ====
// polyviz: kernel_stencil_pipeline, SCoP of lines 18-26
// recipe: assume_no_alias()
func.func @kernel_stencil_pipeline_scop(%n: index, %m: index, %a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>, %d: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
    affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
      // S0: b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
      %0 = arith.constant 0.2 : f64
      %1 = affine.load %a[%i, %j] : memref<?x?xf64>
      %2 = affine.load %a[%i - 1, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %a[%i + 1, %j] : memref<?x?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = affine.load %a[%i, %j - 1] : memref<?x?xf64>
      %7 = arith.addf %5, %6 : f64
      %8 = affine.load %a[%i, %j + 1] : memref<?x?xf64>
      %9 = arith.addf %7, %8 : f64
      %10 = arith.mulf %0, %9 : f64
      affine.store %10, %b[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 2 to affine_map<()[s0] -> (s0 - 2)>()[%n] {
    affine.for %j = 2 to affine_map<()[s0] -> (s0 - 2)>()[%m] {
      // S1: c[i][j] = 0.2 * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
      %11 = arith.constant 0.2 : f64
      %12 = affine.load %b[%i, %j] : memref<?x?xf64>
      %13 = affine.load %b[%i - 1, %j] : memref<?x?xf64>
      %14 = arith.addf %12, %13 : f64
      %15 = affine.load %b[%i + 1, %j] : memref<?x?xf64>
      %16 = arith.addf %14, %15 : f64
      %17 = affine.load %b[%i, %j - 1] : memref<?x?xf64>
      %18 = arith.addf %16, %17 : f64
      %19 = affine.load %b[%i, %j + 1] : memref<?x?xf64>
      %20 = arith.addf %18, %19 : f64
      %21 = arith.mulf %11, %20 : f64
      affine.store %21, %c[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 3 to affine_map<()[s0] -> (s0 - 3)>()[%n] {
    affine.for %j = 3 to affine_map<()[s0] -> (s0 - 3)>()[%m] {
      // S2: d[i][j] = 0.2 * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
      %22 = arith.constant 0.2 : f64
      %23 = affine.load %c[%i, %j] : memref<?x?xf64>
      %24 = affine.load %c[%i - 1, %j] : memref<?x?xf64>
      %25 = arith.addf %23, %24 : f64
      %26 = affine.load %c[%i + 1, %j] : memref<?x?xf64>
      %27 = arith.addf %25, %26 : f64
      %28 = affine.load %c[%i, %j - 1] : memref<?x?xf64>
      %29 = arith.addf %27, %28 : f64
      %30 = affine.load %c[%i, %j + 1] : memref<?x?xf64>
      %31 = arith.addf %29, %30 : f64
      %32 = arith.mulf %22, %31 : f64
      affine.store %32, %d[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
// ==== recipe: tile(i@S2=4, j@S2=3) ====
// polyviz: kernel_stencil_pipeline, SCoP of lines 18-26
// recipe: tile(i@S2=4, j@S2=3)
func.func @kernel_stencil_pipeline_scop(%n: index, %m: index, %a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>, %d: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
    affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
      // S0: b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
      %0 = arith.constant 0.2 : f64
      %1 = affine.load %a[%i, %j] : memref<?x?xf64>
      %2 = affine.load %a[%i - 1, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %a[%i + 1, %j] : memref<?x?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = affine.load %a[%i, %j - 1] : memref<?x?xf64>
      %7 = arith.addf %5, %6 : f64
      %8 = affine.load %a[%i, %j + 1] : memref<?x?xf64>
      %9 = arith.addf %7, %8 : f64
      %10 = arith.mulf %0, %9 : f64
      affine.store %10, %b[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 2 to affine_map<()[s0] -> (s0 - 2)>()[%n] {
    affine.for %j = 2 to affine_map<()[s0] -> (s0 - 2)>()[%m] {
      // S1: c[i][j] = 0.2 * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
      %11 = arith.constant 0.2 : f64
      %12 = affine.load %b[%i, %j] : memref<?x?xf64>
      %13 = affine.load %b[%i - 1, %j] : memref<?x?xf64>
      %14 = arith.addf %12, %13 : f64
      %15 = affine.load %b[%i + 1, %j] : memref<?x?xf64>
      %16 = arith.addf %14, %15 : f64
      %17 = affine.load %b[%i, %j - 1] : memref<?x?xf64>
      %18 = arith.addf %16, %17 : f64
      %19 = affine.load %b[%i, %j + 1] : memref<?x?xf64>
      %20 = arith.addf %18, %19 : f64
      %21 = arith.mulf %11, %20 : f64
      affine.store %21, %c[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i_t = 0 to affine_map<()[s0] -> (s0 floordiv 4)>()[%n] {
    affine.for %j_t = 1 to affine_map<()[s0] -> ((s0 - 1) floordiv 3)>()[%m] {
      affine.for %i_p = max affine_map<(d0) -> (3, 4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 3, 4 * d0 + 4)>(%i_t)[%n] {
        affine.for %j_p = affine_map<(d0) -> (3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 3, 3 * d0 + 3)>(%j_t)[%m] {
          // S2: d[i][j] = 0.2 * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
          %22 = arith.constant 0.2 : f64
          %23 = affine.load %c[%i_p, %j_p] : memref<?x?xf64>
          %24 = affine.load %c[%i_p - 1, %j_p] : memref<?x?xf64>
          %25 = arith.addf %23, %24 : f64
          %26 = affine.load %c[%i_p + 1, %j_p] : memref<?x?xf64>
          %27 = arith.addf %25, %26 : f64
          %28 = affine.load %c[%i_p, %j_p - 1] : memref<?x?xf64>
          %29 = arith.addf %27, %28 : f64
          %30 = affine.load %c[%i_p, %j_p + 1] : memref<?x?xf64>
          %31 = arith.addf %29, %30 : f64
          %32 = arith.mulf %22, %31 : f64
          affine.store %32, %d[%i_p, %j_p] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: skew(j@S1, i@S1, 1); tile(i@S2=4, j@S2=3) ====
// polyviz: kernel_stencil_pipeline, SCoP of lines 18-26
// recipe: skew(j@S1, i@S1, 1); tile(i@S2=4, j@S2=3)
func.func @kernel_stencil_pipeline_scop(%n: index, %m: index, %a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>, %d: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
    affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
      // S0: b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
      %0 = arith.constant 0.2 : f64
      %1 = affine.load %a[%i, %j] : memref<?x?xf64>
      %2 = affine.load %a[%i - 1, %j] : memref<?x?xf64>
      %3 = arith.addf %1, %2 : f64
      %4 = affine.load %a[%i + 1, %j] : memref<?x?xf64>
      %5 = arith.addf %3, %4 : f64
      %6 = affine.load %a[%i, %j - 1] : memref<?x?xf64>
      %7 = arith.addf %5, %6 : f64
      %8 = affine.load %a[%i, %j + 1] : memref<?x?xf64>
      %9 = arith.addf %7, %8 : f64
      %10 = arith.mulf %0, %9 : f64
      affine.store %10, %b[%i, %j] : memref<?x?xf64>
    }
  }
  affine.for %i = 2 to affine_map<()[s0] -> (s0 - 2)>()[%n] {
    affine.for %j = affine_map<(d0) -> (d0 + 2)>(%i) to affine_map<(d0)[s0] -> (s0 + d0 - 2)>(%i)[%m] {
      // S1: c[i][j] = 0.2 * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
      %11 = arith.constant 0.2 : f64
      %12 = affine.load %b[%i, (-%i + %j)] : memref<?x?xf64>
      %13 = affine.load %b[%i - 1, (-%i + %j)] : memref<?x?xf64>
      %14 = arith.addf %12, %13 : f64
      %15 = affine.load %b[%i + 1, (-%i + %j)] : memref<?x?xf64>
      %16 = arith.addf %14, %15 : f64
      %17 = affine.load %b[%i, (-%i + %j) - 1] : memref<?x?xf64>
      %18 = arith.addf %16, %17 : f64
      %19 = affine.load %b[%i, (-%i + %j) + 1] : memref<?x?xf64>
      %20 = arith.addf %18, %19 : f64
      %21 = arith.mulf %11, %20 : f64
      affine.store %21, %c[%i, (-%i + %j)] : memref<?x?xf64>
    }
  }
  affine.for %i_t = 0 to affine_map<()[s0] -> (s0 floordiv 4)>()[%n] {
    affine.for %j_t = 1 to affine_map<()[s0] -> ((s0 - 1) floordiv 3)>()[%m] {
      affine.for %i_p = max affine_map<(d0) -> (3, 4 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 3, 4 * d0 + 4)>(%i_t)[%n] {
        affine.for %j_p = affine_map<(d0) -> (3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 3, 3 * d0 + 3)>(%j_t)[%m] {
          // S2: d[i][j] = 0.2 * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
          %22 = arith.constant 0.2 : f64
          %23 = affine.load %c[%i_p, %j_p] : memref<?x?xf64>
          %24 = affine.load %c[%i_p - 1, %j_p] : memref<?x?xf64>
          %25 = arith.addf %23, %24 : f64
          %26 = affine.load %c[%i_p + 1, %j_p] : memref<?x?xf64>
          %27 = arith.addf %25, %26 : f64
          %28 = affine.load %c[%i_p, %j_p - 1] : memref<?x?xf64>
          %29 = arith.addf %27, %28 : f64
          %30 = affine.load %c[%i_p, %j_p + 1] : memref<?x?xf64>
          %31 = arith.addf %29, %30 : f64
          %32 = arith.mulf %22, %31 : f64
          affine.store %32, %d[%i_p, %j_p] : memref<?x?xf64>
        }
      }
    }
  }
  return
}
// ==== recipe: tile(i@S2=5, j@S2=7); compute_at(S0, S1, j_t) ====
// polyviz: kernel_stencil_pipeline, SCoP of lines 18-26
// recipe: tile(i@S2=5, j@S2=7); compute_at(S0, S1, j_t)
func.func @kernel_stencil_pipeline_scop(%n: index, %m: index, %a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>, %d: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.if affine_set<()[s0] : (6 - s0 >= 0)>()[%n] {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
        // S0: b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
        %0 = arith.constant 0.2 : f64
        %1 = affine.load %a[%i, %j] : memref<?x?xf64>
        %2 = affine.load %a[%i - 1, %j] : memref<?x?xf64>
        %3 = arith.addf %1, %2 : f64
        %4 = affine.load %a[%i + 1, %j] : memref<?x?xf64>
        %5 = arith.addf %3, %4 : f64
        %6 = affine.load %a[%i, %j - 1] : memref<?x?xf64>
        %7 = arith.addf %5, %6 : f64
        %8 = affine.load %a[%i, %j + 1] : memref<?x?xf64>
        %9 = arith.addf %7, %8 : f64
        %10 = arith.mulf %0, %9 : f64
        affine.store %10, %b[%i, %j] : memref<?x?xf64>
      }
    }
    affine.for %i = 2 to affine_map<()[s0] -> (s0 - 2)>()[%n] {
      affine.for %j = 2 to affine_map<()[s0] -> (s0 - 2)>()[%m] {
        // S1: c[i][j] = 0.2 * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
        %11 = arith.constant 0.2 : f64
        %12 = affine.load %b[%i, %j] : memref<?x?xf64>
        %13 = affine.load %b[%i - 1, %j] : memref<?x?xf64>
        %14 = arith.addf %12, %13 : f64
        %15 = affine.load %b[%i + 1, %j] : memref<?x?xf64>
        %16 = arith.addf %14, %15 : f64
        %17 = affine.load %b[%i, %j - 1] : memref<?x?xf64>
        %18 = arith.addf %16, %17 : f64
        %19 = affine.load %b[%i, %j + 1] : memref<?x?xf64>
        %20 = arith.addf %18, %19 : f64
        %21 = arith.mulf %11, %20 : f64
        affine.store %21, %c[%i, %j] : memref<?x?xf64>
      }
    }
  } else {
    affine.if affine_set<()[s0] : (6 - s0 >= 0)>()[%m] {
      affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
          // S0: b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
          %22 = arith.constant 0.2 : f64
          %23 = affine.load %a[%i, %j] : memref<?x?xf64>
          %24 = affine.load %a[%i - 1, %j] : memref<?x?xf64>
          %25 = arith.addf %23, %24 : f64
          %26 = affine.load %a[%i + 1, %j] : memref<?x?xf64>
          %27 = arith.addf %25, %26 : f64
          %28 = affine.load %a[%i, %j - 1] : memref<?x?xf64>
          %29 = arith.addf %27, %28 : f64
          %30 = affine.load %a[%i, %j + 1] : memref<?x?xf64>
          %31 = arith.addf %29, %30 : f64
          %32 = arith.mulf %22, %31 : f64
          affine.store %32, %b[%i, %j] : memref<?x?xf64>
        }
      }
      affine.for %i = 2 to affine_map<()[s0] -> (s0 - 2)>()[%n] {
        affine.for %j = 2 to affine_map<()[s0] -> (s0 - 2)>()[%m] {
          // S1: c[i][j] = 0.2 * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
          %33 = arith.constant 0.2 : f64
          %34 = affine.load %b[%i, %j] : memref<?x?xf64>
          %35 = affine.load %b[%i - 1, %j] : memref<?x?xf64>
          %36 = arith.addf %34, %35 : f64
          %37 = affine.load %b[%i + 1, %j] : memref<?x?xf64>
          %38 = arith.addf %36, %37 : f64
          %39 = affine.load %b[%i, %j - 1] : memref<?x?xf64>
          %40 = arith.addf %38, %39 : f64
          %41 = affine.load %b[%i, %j + 1] : memref<?x?xf64>
          %42 = arith.addf %40, %41 : f64
          %43 = arith.mulf %33, %42 : f64
          affine.store %43, %c[%i, %j] : memref<?x?xf64>
        }
      }
    } else {
      affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 + 1) floordiv 5)>()[%n] {
        affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 + 3) floordiv 7)>()[%m] {
          affine.for %i = max affine_map<(d0) -> (1, 5 * d0 - 2)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 1, 5 * d0 + 7)>(%i_t)[%n] {
            affine.for %j = max affine_map<(d0) -> (1, 7 * d0 - 2)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 7 * d0 + 9)>(%j_t)[%m] {
              // S0: b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
              %44 = arith.constant 0.2 : f64
              %45 = affine.load %a[%i, %j] : memref<?x?xf64>
              %46 = affine.load %a[%i - 1, %j] : memref<?x?xf64>
              %47 = arith.addf %45, %46 : f64
              %48 = affine.load %a[%i + 1, %j] : memref<?x?xf64>
              %49 = arith.addf %47, %48 : f64
              %50 = affine.load %a[%i, %j - 1] : memref<?x?xf64>
              %51 = arith.addf %49, %50 : f64
              %52 = affine.load %a[%i, %j + 1] : memref<?x?xf64>
              %53 = arith.addf %51, %52 : f64
              %54 = arith.mulf %44, %53 : f64
              affine.store %54, %b[%i, %j] : memref<?x?xf64>
            }
          }
          affine.for %i = max affine_map<(d0) -> (2, 5 * d0 - 1)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 2, 5 * d0 + 6)>(%i_t)[%n] {
            affine.for %j = max affine_map<(d0) -> (2, 7 * d0 - 1)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 2, 7 * d0 + 8)>(%j_t)[%m] {
              // S1: c[i][j] = 0.2 * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
              %55 = arith.constant 0.2 : f64
              %56 = affine.load %b[%i, %j] : memref<?x?xf64>
              %57 = affine.load %b[%i - 1, %j] : memref<?x?xf64>
              %58 = arith.addf %56, %57 : f64
              %59 = affine.load %b[%i + 1, %j] : memref<?x?xf64>
              %60 = arith.addf %58, %59 : f64
              %61 = affine.load %b[%i, %j - 1] : memref<?x?xf64>
              %62 = arith.addf %60, %61 : f64
              %63 = affine.load %b[%i, %j + 1] : memref<?x?xf64>
              %64 = arith.addf %62, %63 : f64
              %65 = arith.mulf %55, %64 : f64
              affine.store %65, %c[%i, %j] : memref<?x?xf64>
            }
          }
          affine.for %i_p = max affine_map<(d0) -> (3, 5 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 3, 5 * d0 + 5)>(%i_t)[%n] {
            affine.for %j_p = max affine_map<(d0) -> (3, 7 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 3, 7 * d0 + 7)>(%j_t)[%m] {
              // S2: d[i][j] = 0.2 * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
              %66 = arith.constant 0.2 : f64
              %67 = affine.load %c[%i_p, %j_p] : memref<?x?xf64>
              %68 = affine.load %c[%i_p - 1, %j_p] : memref<?x?xf64>
              %69 = arith.addf %67, %68 : f64
              %70 = affine.load %c[%i_p + 1, %j_p] : memref<?x?xf64>
              %71 = arith.addf %69, %70 : f64
              %72 = affine.load %c[%i_p, %j_p - 1] : memref<?x?xf64>
              %73 = arith.addf %71, %72 : f64
              %74 = affine.load %c[%i_p, %j_p + 1] : memref<?x?xf64>
              %75 = arith.addf %73, %74 : f64
              %76 = arith.mulf %66, %75 : f64
              affine.store %76, %d[%i_p, %j_p] : memref<?x?xf64>
            }
          }
        }
      }
    }
  }
  return
}
// ==== recipe: tile(i@S2=5, j@S2=7); compute_at(S1, j_t); compute_at(S0, j_t); local_buffer(c) ====
// polyviz: kernel_stencil_pipeline, SCoP of lines 18-26
// recipe: tile(i@S2=5, j@S2=7); compute_at(S1, j_t); compute_at(S0, j_t); local_buffer(c)
func.func @kernel_stencil_pipeline_scop(%n: index, %m: index, %a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>, %d: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  %c_tile = memref.alloca() : memref<7x9xf64>  // each tile's part of c
  affine.if affine_set<()[s0] : (6 - s0 >= 0)>()[%n] {
    affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
        // S0: b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
        %0 = arith.constant 0.2 : f64
        %1 = affine.load %a[%i, %j] : memref<?x?xf64>
        %2 = affine.load %a[%i - 1, %j] : memref<?x?xf64>
        %3 = arith.addf %1, %2 : f64
        %4 = affine.load %a[%i + 1, %j] : memref<?x?xf64>
        %5 = arith.addf %3, %4 : f64
        %6 = affine.load %a[%i, %j - 1] : memref<?x?xf64>
        %7 = arith.addf %5, %6 : f64
        %8 = affine.load %a[%i, %j + 1] : memref<?x?xf64>
        %9 = arith.addf %7, %8 : f64
        %10 = arith.mulf %0, %9 : f64
        affine.store %10, %b[%i, %j] : memref<?x?xf64>
      }
    }
  } else {
    affine.if affine_set<()[s0] : (6 - s0 >= 0)>()[%m] {
      affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
        affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%m] {
          // S0: b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
          %11 = arith.constant 0.2 : f64
          %12 = affine.load %a[%i, %j] : memref<?x?xf64>
          %13 = affine.load %a[%i - 1, %j] : memref<?x?xf64>
          %14 = arith.addf %12, %13 : f64
          %15 = affine.load %a[%i + 1, %j] : memref<?x?xf64>
          %16 = arith.addf %14, %15 : f64
          %17 = affine.load %a[%i, %j - 1] : memref<?x?xf64>
          %18 = arith.addf %16, %17 : f64
          %19 = affine.load %a[%i, %j + 1] : memref<?x?xf64>
          %20 = arith.addf %18, %19 : f64
          %21 = arith.mulf %11, %20 : f64
          affine.store %21, %b[%i, %j] : memref<?x?xf64>
        }
      }
    } else {
      affine.for %i_t = 0 to affine_map<()[s0] -> ((s0 + 1) floordiv 5)>()[%n] {
        affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 + 3) floordiv 7)>()[%m] {
          affine.for %i = max affine_map<(d0) -> (1, 5 * d0 - 2)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 1, 5 * d0 + 7)>(%i_t)[%n] {
            affine.for %j = max affine_map<(d0) -> (1, 7 * d0 - 2)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 7 * d0 + 9)>(%j_t)[%m] {
              // S0: b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
              %22 = arith.constant 0.2 : f64
              %23 = affine.load %a[%i, %j] : memref<?x?xf64>
              %24 = affine.load %a[%i - 1, %j] : memref<?x?xf64>
              %25 = arith.addf %23, %24 : f64
              %26 = affine.load %a[%i + 1, %j] : memref<?x?xf64>
              %27 = arith.addf %25, %26 : f64
              %28 = affine.load %a[%i, %j - 1] : memref<?x?xf64>
              %29 = arith.addf %27, %28 : f64
              %30 = affine.load %a[%i, %j + 1] : memref<?x?xf64>
              %31 = arith.addf %29, %30 : f64
              %32 = arith.mulf %22, %31 : f64
              affine.store %32, %b[%i, %j] : memref<?x?xf64>
            }
          }
          affine.for %i = max affine_map<(d0) -> (2, 5 * d0 - 1)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 2, 5 * d0 + 6)>(%i_t)[%n] {
            affine.for %j = max affine_map<(d0) -> (2, 7 * d0 - 1)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 2, 7 * d0 + 8)>(%j_t)[%m] {
              // S1: c[i][j] = 0.2 * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
              %33 = arith.constant 0.2 : f64
              %34 = affine.load %b[%i, %j] : memref<?x?xf64>
              %35 = affine.load %b[%i - 1, %j] : memref<?x?xf64>
              %36 = arith.addf %34, %35 : f64
              %37 = affine.load %b[%i + 1, %j] : memref<?x?xf64>
              %38 = arith.addf %36, %37 : f64
              %39 = affine.load %b[%i, %j - 1] : memref<?x?xf64>
              %40 = arith.addf %38, %39 : f64
              %41 = affine.load %b[%i, %j + 1] : memref<?x?xf64>
              %42 = arith.addf %40, %41 : f64
              %43 = arith.mulf %33, %42 : f64
              affine.store %43, %c_tile[%i - (5 * %i_t - 1), %j - (7 * %j_t - 1)] : memref<7x9xf64>
            }
          }
          affine.for %i_p = max affine_map<(d0) -> (3, 5 * d0)>(%i_t) to min affine_map<(d0)[s0] -> (s0 - 3, 5 * d0 + 5)>(%i_t)[%n] {
            affine.for %j_p = max affine_map<(d0) -> (3, 7 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 3, 7 * d0 + 7)>(%j_t)[%m] {
              // S2: d[i][j] = 0.2 * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
              %44 = arith.constant 0.2 : f64
              %45 = affine.load %c_tile[%i_p - (5 * %i_t - 1), %j_p - (7 * %j_t - 1)] : memref<7x9xf64>
              %46 = affine.load %c_tile[%i_p - 1 - (5 * %i_t - 1), %j_p - (7 * %j_t - 1)] : memref<7x9xf64>
              %47 = arith.addf %45, %46 : f64
              %48 = affine.load %c_tile[%i_p + 1 - (5 * %i_t - 1), %j_p - (7 * %j_t - 1)] : memref<7x9xf64>
              %49 = arith.addf %47, %48 : f64
              %50 = affine.load %c_tile[%i_p - (5 * %i_t - 1), %j_p - 1 - (7 * %j_t - 1)] : memref<7x9xf64>
              %51 = arith.addf %49, %50 : f64
              %52 = affine.load %c_tile[%i_p - (5 * %i_t - 1), %j_p + 1 - (7 * %j_t - 1)] : memref<7x9xf64>
              %53 = arith.addf %51, %52 : f64
              %54 = arith.mulf %44, %53 : f64
              affine.store %54, %d[%i_p, %j_p] : memref<?x?xf64>
            }
          }
        }
      }
    }
  }
  return
}
// ==== recipe: tile(i@S2=1, j@S2=3); compute_at(S0, S1, j_t); local_buffer(b); local_buffer(c) ====
// polyviz: kernel_stencil_pipeline, SCoP of lines 18-26
// recipe: tile(i@S2=1, j@S2=3); compute_at(S0, S1, j_t); local_buffer(b); local_buffer(c)
func.func @kernel_stencil_pipeline_scop(%n: index, %m: index, %a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>, %d: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  %b_tile = memref.alloca() : memref<5x7xf64>  // each tile's part of b
  %c_tile = memref.alloca() : memref<3x5xf64>  // each tile's part of c
  affine.for %i_t = 3 to affine_map<()[s0] -> (s0 - 3)>()[%n] {
    affine.for %j_t = 1 to affine_map<()[s0] -> ((s0 - 1) floordiv 3)>()[%m] {
      affine.for %i = affine_map<(d0) -> (d0 - 2)>(%i_t) to affine_map<(d0) -> (d0 + 3)>(%i_t) {
        affine.for %j = affine_map<(d0) -> (3 * d0 - 2)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 1, 3 * d0 + 5)>(%j_t)[%m] {
          // S0: b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
          %0 = arith.constant 0.2 : f64
          %1 = affine.load %a[%i, %j] : memref<?x?xf64>
          %2 = affine.load %a[%i - 1, %j] : memref<?x?xf64>
          %3 = arith.addf %1, %2 : f64
          %4 = affine.load %a[%i + 1, %j] : memref<?x?xf64>
          %5 = arith.addf %3, %4 : f64
          %6 = affine.load %a[%i, %j - 1] : memref<?x?xf64>
          %7 = arith.addf %5, %6 : f64
          %8 = affine.load %a[%i, %j + 1] : memref<?x?xf64>
          %9 = arith.addf %7, %8 : f64
          %10 = arith.mulf %0, %9 : f64
          affine.store %10, %b_tile[%i - (%i_t - 2), %j - (3 * %j_t - 2)] : memref<5x7xf64>
        }
      }
      affine.for %i = affine_map<(d0) -> (d0 - 1)>(%i_t) to affine_map<(d0) -> (d0 + 2)>(%i_t) {
        affine.for %j = affine_map<(d0) -> (3 * d0 - 1)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 2, 3 * d0 + 4)>(%j_t)[%m] {
          // S1: c[i][j] = 0.2 * (b[i][j] + b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
          %11 = arith.constant 0.2 : f64
          %12 = affine.load %b_tile[%i - (%i_t - 2), %j - (3 * %j_t - 2)] : memref<5x7xf64>
          %13 = affine.load %b_tile[%i - 1 - (%i_t - 2), %j - (3 * %j_t - 2)] : memref<5x7xf64>
          %14 = arith.addf %12, %13 : f64
          %15 = affine.load %b_tile[%i + 1 - (%i_t - 2), %j - (3 * %j_t - 2)] : memref<5x7xf64>
          %16 = arith.addf %14, %15 : f64
          %17 = affine.load %b_tile[%i - (%i_t - 2), %j - 1 - (3 * %j_t - 2)] : memref<5x7xf64>
          %18 = arith.addf %16, %17 : f64
          %19 = affine.load %b_tile[%i - (%i_t - 2), %j + 1 - (3 * %j_t - 2)] : memref<5x7xf64>
          %20 = arith.addf %18, %19 : f64
          %21 = arith.mulf %11, %20 : f64
          affine.store %21, %c_tile[%i - (%i_t - 1), %j - (3 * %j_t - 1)] : memref<3x5xf64>
        }
      }
      affine.for %j_p = affine_map<(d0) -> (3 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0 - 3, 3 * d0 + 3)>(%j_t)[%m] {
        // S2: d[i][j] = 0.2 * (c[i][j] + c[i - 1][j] + c[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
        %22 = arith.constant 0.2 : f64
        %23 = affine.load %c_tile[%i_t - (%i_t - 1), %j_p - (3 * %j_t - 1)] : memref<3x5xf64>
        %24 = affine.load %c_tile[%i_t - 1 - (%i_t - 1), %j_p - (3 * %j_t - 1)] : memref<3x5xf64>
        %25 = arith.addf %23, %24 : f64
        %26 = affine.load %c_tile[%i_t + 1 - (%i_t - 1), %j_p - (3 * %j_t - 1)] : memref<3x5xf64>
        %27 = arith.addf %25, %26 : f64
        %28 = affine.load %c_tile[%i_t - (%i_t - 1), %j_p - 1 - (3 * %j_t - 1)] : memref<3x5xf64>
        %29 = arith.addf %27, %28 : f64
        %30 = affine.load %c_tile[%i_t - (%i_t - 1), %j_p + 1 - (3 * %j_t - 1)] : memref<3x5xf64>
        %31 = arith.addf %29, %30 : f64
        %32 = arith.mulf %22, %31 : f64
        affine.store %32, %d[%i_t, %j_p] : memref<?x?xf64>
      }
    }
  }
  return
}
