"""Privatisation: a loop whose only carried dependences go through scratch storage (written before
it is read in every iteration) runs in parallel with a copy per iteration; the last iteration's copy
is copied back.  Every accepted case is compiled and run against the original on 1 and 2 threads,
bit for bit, the scratch variable's final value included."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from polyviz import IllegalTransformation, Kernel, runtime

#: PolyBench's doitgen: sum[p] is rewritten by every (r, q) iteration.
DOITGEN = """
void doitgen(int nr, int nq, int np, double A[nr][nq][np], double C4[np][np], double sum[np])
{
  int r, q, p, s;
  for (r = 0; r < nr; r++)
    for (q = 0; q < nq; q++) {
      for (p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
}
"""

#: deriche's first pass (per-row scalars), returning scalars the SCoP leaves, so that their final
#: values are compared too.
DERICHE_ROWS = """
double rows(int w, int h, double a1, double a2, double b1, double b2, double imgIn[w][h], double y1[w][h])
{
  int i, j;
  double xm1, ym1, ym2;
  for (i = 0; i < w; i++) {
    ym1 = 0.0;
    ym2 = 0.0;
    xm1 = 0.0;
    for (j = 0; j < h; j++) {
      y1[i][j] = a1*imgIn[i][j] + a2*xm1 + b1*ym1 + b2*ym2;
      xm1 = imgIn[i][j];
      ym2 = ym1;
      ym1 = y1[i][j];
    }
  }
  return ym1 + 3.0 * ym2 + 7.0 * xm1;
}
"""

#: symm: temp2 is reset for every (i, j).
SYMM = """
double symm(int m, int n, double alpha, double beta, double C[m][n], double A[m][m], double B[m][n])
{
  int i, j, k;
  double temp2;
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      temp2 = 0;
      for (k = 0; k < i; k++) {
        C[k][j] += alpha*B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha*B[i][j] * A[i][i] + alpha * temp2;
    }
  return temp2;
}
"""


def run(kernel: Kernel, recipe: str, sizes: dict, threads: int) -> runtime.RunRecord:
    """``recipe``'s code compiled and run with ``threads`` OpenMP threads on the original's inputs."""
    code = kernel.apply_recipe(recipe).generate()
    variant = runtime.Variant("transformed", kernel.translation_unit(code))
    result = runtime.bench(kernel.scop.function_parameters, kernel.source, kernel.name, [variant], sizes,
                           repeat=0, threads=threads, baselines=False)
    return result["transformed"]


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("source, recipe, sizes, private", [
    (DOITGEN, "parallel(r)", {"nr": 5, "nq": 4, "np": 7}, "sum"),
    (DOITGEN, "parallel(q)", {"nr": 3, "nq": 6, "np": 5}, "sum"),
    (DOITGEN, "distribute(p@S0); permute(s, p@S1); parallel(r)", {"nr": 5, "nq": 4, "np": 7}, "sum"),
    (DERICHE_ROWS, "parallel(i)", {"w": 9, "h": 6}, "ym1"),
    (SYMM, "parallel(j)", {"m": 6, "n": 9}, "temp2"),
])
def test_privatised_loops_compute_what_the_original_does(source, recipe, sizes, private, threads):
    kernel = Kernel.from_c(source)
    schedule = kernel.apply_recipe(recipe)
    assert schedule.legal and private in schedule.notes[0]
    code = schedule.to_c()
    assert "#pragma omp parallel for" in code
    if kernel.scop.array(private).is_scalar:
        assert private in code.split("lastprivate(")[1].split(")")[0]
    else:
        assert f"{private}_private" in code
    record = run(kernel, recipe, sizes, threads)
    assert record.verified == "exact", record.message


def test_doitgen_sum_is_a_per_iteration_copy_of_the_box_the_loop_writes():
    code = Kernel.from_c(DOITGEN).apply_recipe("parallel(r)").to_c()
    assert "sum_private[p] += A[r][q][s] * C4[s][p];" in code
    assert "if (r == nr - 1)" in code  # the last iteration copies back
    assert "sum[pv_k0] = sum_private[pv_k0];" in code


def test_auto_parallelises_doitgens_outer_loop_at_polybench_large():
    kernel = Kernel.from_c(DOITGEN)
    schedule = kernel.schedule().auto(sizes={"nr": 150, "nq": 140, "np": 160})
    assert "parallel(r)" in schedule.recipe


def test_a_running_sum_is_not_privatised():
    kernel = Kernel.from_c("""
void prefix(int n, double A[n], double B[n])
{
  double s = 0.0;
  for (int i = 0; i < n; i++) {
    s = s + A[i];
    B[i] = s;
  }
}
""")
    assert "i" not in kernel.schedule().parallelizable_loops()
    with pytest.raises(IllegalTransformation, match="RAW dependence .* on s"):
        kernel.apply_recipe("parallel(i)")


def test_a_scalar_read_before_it_is_written_is_not_privatised():
    kernel = Kernel.from_c("""
void shifted(int n, double A[n], double B[n])
{
  double t = 0.0;
  for (int i = 0; i < n; i++) {
    B[i] = t;
    t = A[i];
  }
}
""")
    with pytest.raises(IllegalTransformation, match="on t"):
        kernel.apply_recipe("parallel(i)")


def test_scratch_the_last_iteration_does_not_fully_write_is_not_privatised():
    # Iteration i writes t[i..n-1]: t[0] ends with iteration 0's value, which no copy-back of the
    # last iteration could restore.
    kernel = Kernel.from_c("""
void tails(int n, double A[n][n], double B[n][n], double t[n])
{
  for (int i = 0; i < n; i++) {
    for (int j = i; j < n; j++)
      t[j] = A[i][j];
    for (int j = i; j < n; j++)
      B[i][j] = 2.0 * t[j];
  }
}
""")
    with pytest.raises(IllegalTransformation, match="on t"):
        kernel.apply_recipe("parallel(i)")


#: Bounds of the scratch loops of :func:`test_privatisation_agrees_with_the_definition`, as C text
#: over ``i`` and ``n`` and as Python.
BOUNDS = {"0": lambda i, n: 0, "1": lambda i, n: 1, "i": lambda i, n: i, "i + 1": lambda i, n: i + 1,
          "n - 1": lambda i, n: n - 1, "n": lambda i, n: n}


def _expected(write, read) -> bool:
    """Whether parallel(i) is legal by the definition, for every n (1 to 7 here): no two iterations
    share an element of t, or each iteration reads only what it wrote and the last one writes
    everything any of them writes.  (Either for every n: one iteration, n = 1, reading what the
    code before left in t keeps t from being privatised for the other values of n too.)"""
    shared, private = [], []
    for n in range(1, 8):
        writes = [set(range(BOUNDS[write[0]](i, n), BOUNDS[write[1]](i, n))) for i in range(n)]
        reads = [set(range(BOUNDS[read[0]](i, n), BOUNDS[read[1]](i, n))) for i in range(n)]
        shared.append(any(writes[a] & (writes[b] | reads[b]) for a in range(n) for b in range(n) if a != b))
        private.append(all(r <= w for r, w in zip(reads, writes)) and set().union(*writes) <= writes[-1])
    return not any(shared) or all(private)


#: The (low, high) bounds of a j loop that runs for some n and i: a loop that never runs is no
#: statement at all.  Drawn from directly, not filtered, since half the pairs never run (hypothesis's
#: filter_too_much health check failed a clean-clone run: both pairs must run, and 3 in 4 draws
#: were rejected).
RANGES = [(low, high) for low in sorted(BOUNDS) for high in sorted(BOUNDS)
          if any(BOUNDS[low](i, n) < BOUNDS[high](i, n) for n in range(1, 8) for i in range(n))]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(write=st.sampled_from(RANGES), read=st.sampled_from(RANGES))
def test_privatisation_agrees_with_the_definition(write, read):
    kernel = Kernel.from_c(f"""
void scratch(int n, double A[n][n + 1], double B[n][n + 1], double t[n + 1])
{{
  for (int i = 0; i < n; i++) {{
    for (int j = {write[0]}; j < {write[1]}; j++)
      t[j] = A[i][j] + i;
    for (int j = {read[0]}; j < {read[1]}; j++)
      B[i][j] = 2.0 * t[j];
  }}
}}
""")
    accepted = "i" in kernel.schedule().parallelizable_loops()
    assert accepted == _expected(write, read)
    if accepted:
        record = run(kernel, "parallel(i)", {"n": 7}, threads=2)
        assert record.verified == "exact", record.message


def test_the_mlir_export_keeps_a_privatising_loop_sequential():
    # affine.parallel has no private copies: its iterations would share sum.
    mlir = Kernel.from_c(DOITGEN).apply_recipe("parallel(r)").to_mlir()
    assert "affine.parallel" not in str(mlir)
    assert mlir.notes == ("loop r is parallel with private copies of sum: it stays an affine.for",)


#: deriche's first pass along the rows and its pass down the columns.
DERICHE_ROWS_AND_COLUMNS = """
void passes(int w, int h, double a, double b, double imgIn[w][h], double y1[w][h], double y2[w][h])
{
  int i, j;
  double ym1, ym2;
  for (i = 0; i < w; i++) {
    ym1 = 0.0;
    ym2 = 0.0;
    for (j = 0; j < h; j++) {
      y1[i][j] = imgIn[i][j] + a*ym1 + b*ym2;
      ym2 = ym1;
      ym1 = y1[i][j];
    }
  }
  for (j = 0; j < h; j++) {
    ym1 = 0.0;
    ym2 = 0.0;
    for (i = 0; i < w; i++) {
      y2[i][j] = y1[i][j] + a*ym1 + b*ym2;
      ym2 = ym1;
      ym1 = y2[i][j];
    }
  }
}
"""


def test_auto_privatises_the_row_pass_but_not_the_column_pass():
    # Both are parallel with ym1, ym2 private; the column pass walks down the columns, and as a
    # parallel loop it cost 30 % more CPU time on one thread (deriche, PolyBench LARGE).
    kernel = Kernel.from_c(DERICHE_ROWS_AND_COLUMNS)
    assert {"i@S0", "j@S5"} <= set(kernel.schedule().parallelizable_loops())
    recipe = kernel.schedule().auto(sizes={"w": 4096, "h": 2160}).recipe
    assert "parallel(i@S0)" in recipe and "parallel(j" not in recipe
