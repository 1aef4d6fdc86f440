"""A C kernel two test modules share: a scan along j feeding an element-wise stage (compute_at's
m > n rule, and the step form's serial option that overrides it)."""

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
