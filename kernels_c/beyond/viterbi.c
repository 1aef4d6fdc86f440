/* viterbi: the Viterbi recursion for the most likely state path of a hidden Markov model, in log space (Viterbi, IEEE Trans. Inf. Theory 1967; Rabiner, Proc. IEEE 1989, eq. 105); written for polyviz.
   V[t][j] = max over i of V[t-1][i] + A[i][j], plus the emission score E[t][j]; V[0] is the caller's. */
// polyviz-test: nt=6 ns=7
// polyviz-bench: nt=400 ns=600
#include <polybench.h>

void kernel_viterbi(int nt, int ns, DATA_TYPE POLYBENCH_2D(V, NT, NS, nt, ns), DATA_TYPE POLYBENCH_2D(A, NS, NS, ns, ns),
                    DATA_TYPE POLYBENCH_2D(E, NT, NS, nt, ns))
{
#pragma scop
  for (int t = 1; t < nt; t++)
    for (int j = 0; j < ns; j++) {
      V[t][j] = V[t - 1][0] + A[0][j];
      for (int i = 1; i < ns; i++)
        V[t][j] = V[t][j] > V[t - 1][i] + A[i][j] ? V[t][j] : V[t - 1][i] + A[i][j];
      V[t][j] += E[t][j];
    }
#pragma endscop
}
