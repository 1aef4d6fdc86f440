"""C kernels test modules share: a scan along j feeding an element-wise stage (compute_at's
m > n rule, and the step form's serial option that overrides it); a 4-deep convolution (the
Explorer's view of its tiles, from Python and in the browser)."""

ROW_SCAN = """
void row_scan(int n, int m, double a[n][m], double tmp[n][m], double out[n][m])
{
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m; j++)
      tmp[i][j] = tmp[i][j - 1] + a[i][j];
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m; j++)
      out[i][j] = 2.0 * tmp[i][j];
}
"""

# Four loops deep: tiles of the outer two, the inner two run over the filter.
CONVOLUTION = """\
void conv(int n, int k, double out[n][n], double img[n + k][n + k], double w[k][k]) {
  for (int y = 0; y < n; y++)
    for (int x = 0; x < n; x++)
      for (int p = 0; p < k; p++)
        for (int q = 0; q < k; q++)
          out[y][x] += w[p][q] * img[y + p][x + q];
}
"""
