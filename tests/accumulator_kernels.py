"""A C kernel two test modules share: dot products summed in one scalar ``s``, which orders every
``(i, j)`` until ``in_place(s)`` keeps each sum in ``G[i][j]`` (then it is a gemm)."""

GRAM = """
void gram(int n, int m, double X[n][m], double G[m][m]) {
  double s;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++) {
      s = 0.0;
      for (int k = 0; k < n; k++)
        s += X[k][i] * X[k][j];
      G[i][j] = s;
    }
}
"""
