// polyviz: kernel_gemm, SCoP of lines 18-24
// recipe: tile(k=32, j@S1=32)
func.func @kernel_gemm_scop(%ni: index, %nj: index, %nk: index, %alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  affine.for %i = 0 to %ni {
    affine.for %j = 0 to %nj {
      // S0: C[i][j] *= beta;
      %0 = affine.load %C[%i, %j] : memref<?x?xf64>
      %1 = arith.mulf %0, %beta : f64
      affine.store %1, %C[%i, %j] : memref<?x?xf64>
    }
    affine.for %k_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 32 + 1)>()[%nk] {
      affine.for %j_t = 0 to affine_map<()[s0] -> ((s0 - 1) floordiv 32 + 1)>()[%nj] {
        affine.for %k_p = affine_map<(d0) -> (32 * d0)>(%k_t) to min affine_map<(d0)[s0] -> (s0, 32 * d0 + 32)>(%k_t)[%nk] {
          affine.for %j_p = affine_map<(d0) -> (32 * d0)>(%j_t) to min affine_map<(d0)[s0] -> (s0, 32 * d0 + 32)>(%j_t)[%nj] {
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
