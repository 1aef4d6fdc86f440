"""A schedule that no step has reordered runs the user's own loops: when auto() takes no scheduling step
(or only permissions such as ``assume_no_alias()``), the code is the SCoP as written (comments, macros and
loop shape), with ``restrict`` arrays under the promise, and it computes what the original computes."""
from __future__ import annotations

import polyviz
from polyviz import Kernel

#: PolyBench's trisolv: a recurrence along both loops, so auto() finds no step worth taking.
TRISOLV = """// polyviz-test: n=23
void trisolv(int n, double L[n][n], double x[n], double b[n])
{
  int i, j;
  for (i = 0; i < n; i++) {
    x[i] = b[i];
    for (j = 0; j < i; j++)   /* forward substitution */
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}
"""


def _scop_lines(kernel: Kernel) -> list[str]:
    return [line.strip() for line in kernel.scop_text().splitlines() if line.strip()]


def test_auto_without_a_scheduling_step_runs_the_users_loops_under_restrict():
    kernel = Kernel.from_c(TRISOLV)
    schedule = kernel.schedule().auto(no_alias=True)
    assert schedule.recipe == "assume_no_alias()" and schedule.keeps_user_loops
    code = schedule.to_c()
    # The user's text, line for line: isl's regeneration braces the j loop and drops the comment.
    assert [line.strip() for line in code.splitlines() if line.strip()] == _scop_lines(kernel)
    unit = kernel.translation_unit(schedule.generate())
    assert "double L[restrict n][n]" in unit and "/* forward substitution */" in unit
    result = polyviz.bench(kernel, [("user loops", schedule)], sizes="test", repeat=0, timeout=60)
    assert result["user loops"].status == "ok" and result["user loops"].verified == "exact"


def test_a_scheduling_step_gives_isls_loops():
    parallel_free = Kernel.from_c(TRISOLV.replace("x[i] -= L[i][j] * x[j];", "x[i] -= L[i][j] * b[j];"))
    stepped = parallel_free.schedule().assume_no_alias().parallel("i")
    assert not stepped.keeps_user_loops
    code = stepped.to_c()
    assert "#pragma omp parallel for" in code and "forward substitution" not in code
    result = polyviz.bench(parallel_free, [("parallel", stepped)], sizes="test", repeat=0, timeout=60)
    assert result["parallel"].verified == "exact"


def test_a_function_on_one_line_and_a_user_pragma():
    one_line = Kernel.from_c("void f(int n, double A[n][n], double s[1]) { int i, j; for (i = 1; i < n; i++) "
                             "for (j = 1; j < n; j++) A[i][j] = A[i-1][j] + A[i][j-1]; s[0] = A[n-1][n-1]; }\n"
                             "// polyviz-test: n=9\n")
    schedule = one_line.schedule().assume_no_alias()
    assert schedule.keeps_user_loops
    result = polyviz.bench(one_line, [("user loops", schedule)], sizes="test", repeat=0, timeout=60)
    assert result["user loops"].verified == "exact"
    # The user's pragma describes the original loops and regenerated code leaves it out with a
    # comment: the user's text would run it, so such a SCoP is regenerated.
    pragma = Kernel.from_c(TRISOLV.replace("  for (i = 0;", "  #pragma omp parallel for\n  for (i = 0;"))
    kept = pragma.schedule().assume_no_alias()
    assert not kept.keeps_user_loops and "is not carried over" in kept.to_c()
