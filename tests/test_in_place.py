"""``in_place(w)``: a scalar accumulator kept in the element its values are stored to, verified
against the original on 1 and 2 threads (bit for bit: the same operations on the same values in
the same order), and its refusals, each naming the statement that makes the rewrite wrong."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accumulator_kernels import GRAM as GRAM_SOURCE
from polyviz import IllegalTransformation, Kernel, RecipeError, ScopError
from polyviz.runtime import Variant, bench
from polyviz.transform import STEPS
from test_transform import close_sessions, run_against_original  # noqa: F401 (close_sessions: autouse fixture)
from test_transform_random import draw_step

KERNELS = Path(__file__).resolve().parents[1] / "kernels_c"

#: PolyBench/C 4.2.1's ludcmp as shipped (its SCoP), with polyviz's header lines.
LUDCMP = Kernel.from_c("""
// polyviz-test: n=13
// polyviz-init: A = spd
void kernel_ludcmp(int n, double A[n][n], double b[n], double x[n], double y[n])
{
  int i, j, k;
  double w;
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      w = A[i][j];
      for (k = 0; k < j; k++) {
        w -= A[i][k] * A[k][j];
      }
      A[i][j] = w / A[j][j];
    }
    for (j = i; j < n; j++) {
      w = A[i][j];
      for (k = 0; k < i; k++) {
        w -= A[i][k] * A[k][j];
      }
      A[i][j] = w;
    }
  }
  for (i = 0; i < n; i++) {
    w = b[i];
    for (j = 0; j < i; j++)
      w -= A[i][j] * y[j];
    y[i] = w;
  }
  for (i = n - 1; i >= 0; i--) {
    w = y[i];
    for (j = i + 1; j < n; j++)
      w -= A[i][j] * x[j];
    x[i] = w / A[i][i];
  }
}
""")
CHOLESKY = Kernel.from_file(KERNELS / "cholesky.c")
GRAM = Kernel.from_c(GRAM_SOURCE)
#: PolyBench/C 4.2.1's gramschmidt up to its norm's use (its SCoP's first part).
GRAMSCHMIDT = Kernel.from_c("""
void kernel_gramschmidt(int m, int n, double A[m][n], double R[n][n], double Q[m][n])
{
  int i, j, k;
  double nrm;
  for (k = 0; k < n; k++) {
    nrm = 0.0;
    for (i = 0; i < m; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = nrm;
    for (i = 0; i < m; i++)
      Q[i][k] = A[i][k] / R[k][k];
  }
}
""")
#: Four scalars in one nest: s and t each end in an element of their own (both rewritten, in
#: either order); r's element w[i] is read while r sums, u is read again after its store (refused).
SCALARS = Kernel.from_c("""
void scalars(int n, double A[n][n], double x[n], double y[n], double z[n], double v[n], double w[n])
{
  double s, t, u, r;
  for (int i = 0; i < n; i++) {
    s = 0.0;
    t = x[i];
    r = 0.0;
    for (int j = 0; j < n; j++) {
      s += A[i][j] * x[j];
      t -= A[j][i] * x[j];
      r += A[i][j] * w[j];
    }
    y[i] = s;
    z[i] = t;
    w[i] = r;
    u = y[i] * z[i];
    v[i] = u;
    y[i] += u;
  }
}
""")


def run(kernel: Kernel, schedule, sizes: dict[str, int], threads: int = 1, *, calls: int = 1):
    """The run of ``schedule``'s code checked against the original's, each making ``calls`` calls
    in a row (the outputs compared are the last call's: what a static left is read by the next)."""
    function = kernel.scop.source.function_name
    parameters = kernel.scop.function_parameters
    if calls > 1:
        arguments = ", ".join(p.name for p in parameters)
        function_calls = "".join(f"  {function}({arguments});\n" for _ in range(calls))
        wrapper = f"\nvoid calls_in_a_row({', '.join(p.declaration for p in parameters)})\n{{\n{function_calls}}}\n"
        function = "calls_in_a_row"
    else:
        wrapper = ""
    result = bench(parameters, kernel.source + wrapper, function,
                   [Variant("in_place", kernel.translation_unit(schedule.generate()) + wrapper)], sizes, repeat=0,
                   threads=threads, baselines=False, init=kernel.scop.source.header.init)
    return result["in_place"]


def test_ludcmps_scalar_lives_in_the_elements_it_is_stored_to_and_the_copies_to_themselves_are_gone():
    schedule = LUDCMP.schedule().in_place("w")
    assert schedule.legal and schedule.recipe == "in_place(w)"
    texts = [s.text for s in schedule.scop.statements]
    assert "A[i][j] -= A[i][k] * A[k][j];" in texts and "A[i][j] = A[i][j] / A[j][j];" in texts
    assert "y[i] = b[i];" in texts and "x[i] = x[i] / A[i][i];" in texts
    # Both w = A[i][j], the upper part's A[i][j] = w and y[i] = w: copies of an element to itself.
    assert len(texts) == len(LUDCMP.scop.statements) - 4
    assert not any(re.search(r"\bw\b", text) for text in texts)
    # The one mention left is the cast that keeps gcc from warning of the now unused variable.
    code = schedule.to_c(openmp=False).split("} else {")[0]
    assert [line.strip() for line in code.splitlines() if re.search(r"\bw\b", line)] == \
        ["(void) w;  /* polyviz: the loops below no longer use it */"]
    # The scalar ordered every instance; now the factorisation's rows may be tiled (lu's order).
    assert len(schedule.dependences) < len(LUDCMP.schedule().dependences)
    assert STEPS["in_place"].candidates(LUDCMP.schedule()) == {"scalar": ("w",)}
    assert STEPS["in_place"].candidates(schedule) == {"scalar": ()}
    assert schedule.undo().recipe == ""


LUDCMP_TILED = ("in_place(w); isl_schedule(outer=permutable); permute(i@S1, c0, j); permute(c1, i@S7); "
                "tile(i@S1, 4, c0, 4, j, 4); isolate(i_t); pipeline(i_t)")
CHOLESKY_TILED = "in_place(d); isl_schedule(outer=permutable); permute(i, c1, c0); tile(i, 4, c1, 4, c0, 4); " \
                 "isolate(i_t); pipeline(i_t)"


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("kernel, recipe", [
    (LUDCMP, "in_place(w)"),
    (LUDCMP, LUDCMP_TILED),
    (CHOLESKY, "in_place(d)"),
    (CHOLESKY, CHOLESKY_TILED),
    # After other steps: the tree loses the copies' instances wherever they stand.
    (CHOLESKY, "stripmine(i, 4); in_place(d)"),
    (GRAM, "in_place(s); distribute(i); permute(i@S1, k, j@S1); tile(i@S1, 4, k, 4, j@S1, 4); isolate(i_t); "
           "register_tile(i_p, 2, j_p, 4); parallel(i_t)"),
])
def test_in_place_and_the_schedules_it_frees_give_the_originals_bits(kernel, recipe, threads):
    schedule = kernel.apply_recipe(recipe)
    assert schedule.legal and schedule.recipe == recipe
    for n in (1, 2, 13):
        record = run(kernel, schedule, {"n": n, "m": n + 2} if kernel is GRAM else {"n": n}, threads)
        assert record.verified == "exact", f"n={n}: {record.message}"


def test_auto_keeps_the_scalar_in_place_where_that_frees_a_tiled_pipeline():
    ludcmp = LUDCMP.schedule().auto(sizes={"n": 2000})
    assert ludcmp.recipe == LUDCMP_TILED.replace(", 4", ", 32")
    cholesky = CHOLESKY.schedule().auto()
    assert cholesky.recipe == CHOLESKY_TILED.replace(", 4", ", 16")
    for threads in (1, 2):
        for kernel, schedule in ((LUDCMP, ludcmp), (CHOLESKY, cholesky)):
            record = run(kernel, schedule, {"n": 37}, threads)
            assert record.verified == "exact", record.message


def test_auto_leaves_a_scalar_whose_elements_free_nothing():
    # gramschmidt's norm: in_place(nrm) is legal, but R[k][k] in place of nrm frees no loop.
    assert GRAMSCHMIDT.schedule().in_place("nrm").legal
    assert "in_place" not in GRAMSCHMIDT.schedule().auto(sizes={"m": 1000, "n": 1200}).recipe


RANDOM_KERNELS = {"ludcmp": LUDCMP, "cholesky": CHOLESKY, "gram": GRAM, "gramschmidt": GRAMSCHMIDT,
                  "scalars": SCALARS}


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_in_place_of_random_scalars_then_random_steps_computes_the_originals_bits(data):
    """in_place of one or two of a kernel's scalars (refused or not), then up to two random steps:
    what is accepted runs bit-identical to the original at sizes down to 0."""
    name = data.draw(st.sampled_from(sorted(RANDOM_KERNELS)))
    kernel = RANDOM_KERNELS[name]
    scalars = sorted(a.name for a in kernel.scop.arrays if a.is_scalar)
    schedule = kernel.schedule()
    for scalar in data.draw(st.lists(st.sampled_from(scalars), min_size=1, max_size=2, unique=True)):
        try:
            schedule = schedule.in_place(scalar)
        except RecipeError:
            continue
    for _ in range(data.draw(st.integers(0, 2))):
        try:
            schedule = schedule.apply(draw_step(data.draw, schedule))
        except (RecipeError, IllegalTransformation):
            continue
    size = data.draw(st.sampled_from([0, 1, 2, 6]))
    record = run_against_original(kernel, schedule, {p: size for p in kernel.scop.parameters})
    assert record.status == "ok" and record.verified == "exact", f"{name}: {schedule.recipe}: {record.message}"


def refusal(source: str, scalar: str) -> str:
    with pytest.raises(RecipeError) as refused:
        Kernel.from_c(source).schedule().in_place(scalar)
    return str(refused.value)


def test_a_value_that_ends_in_a_scalar_is_refused_naming_the_statement():
    # durbin's sum ends in the scalar alpha.
    message = refusal("""
double f(int n, double r[n], double y[n])
{
  double sum, alpha;
  for (int k = 1; k < n; k++) {
    sum = 0.0;
    for (int i = 0; i < k; i++)
      sum += r[k - i - 1] * y[i];
    alpha = -(r[k] + sum);
    y[k] = alpha;
  }
  return 0.0;
}
""", "sum")
    assert "reads sum and stores it in the scalar alpha" in message and "alpha = -(r[k] + sum);" in message


def test_a_home_that_reads_its_element_other_than_through_the_scalar_is_refused():
    # symm's temp2: C[i][j] = beta * C[i][j] + ... + alpha * temp2.
    message = refusal("""
void symm(int m, int n, double alpha, double beta, double C[m][n], double A[m][m], double B[m][n])
{
  double temp2;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      temp2 = 0;
      for (int k = 0; k < i; k++)
        temp2 += B[k][j] * A[i][k];
      C[i][j] = beta * C[i][j] + alpha * temp2;
    }
}
""", "temp2")
    assert "reads the element it stores temp2 to, other than through temp2" in message


def test_an_access_to_the_element_while_the_scalar_holds_its_value_is_refused():
    message = refusal("""
void f(int n, double A[n][n], double y[n])
{
  double w;
  for (int i = 0; i < n; i++) {
    w = 0;
    for (int j = 0; j < n; j++)
      w += A[i][j] * y[i];
    y[i] = w;
  }
}
""", "w")
    assert "w += A[i][j] * y[i];" in message and "accesses the element a value of w is stored to" in message


def test_a_value_read_after_its_store_or_from_before_the_scop_is_refused():
    read_again = refusal("""
void f(int n, double a[n], double b[n], double c[n])
{
  double w;
  for (int i = 0; i < n; i++) {
    w = a[i];
    b[i] = w;
    c[i] = w;
  }
}
""", "w")
    assert "is read again after" in read_again
    before = refusal("""
void f(int n, double a[n])
{
  double w = 1.0;
#pragma scop
  for (int i = 0; i < n; i++) {
    w = w * 2.0;
    a[i] = w;
  }
#pragma endscop
}
""", "w")
    assert "w = w * 2.0;" in before and "value w has before the SCoP" in before


def test_a_scalar_the_caller_can_see_is_refused():
    live = refusal("""
double f(int n, double a[n])
{
  double w;
  for (int i = 0; i < n; i++) {
    w = 2.0 * a[i];
    a[i] = w;
  }
  return w;
}
""", "w")
    assert "the function reads w after the SCoP" in live
    # Its address taken before the SCoP: the caller reads the last value through the pointer.
    escaped = refusal("""
double f(int n, double a[n])
{
  double w;
  double *p = &w;
  for (int i = 0; i < n; i++) {
    w = 2.0 * a[i];
    a[i] = w;
  }
  return *p;
}
""", "w")
    assert "the function reads w after the SCoP or takes its address" in escaped
    pointer = refusal("""
void f(int n, double a[n], double *w)
{
  for (int i = 0; i < n; i++) {
    *w = 2.0 * a[i];
    a[i] = *w;
  }
}
""", "w")
    assert "w is a pointer variable" in pointer
    assert "'A' is not a scalar" in refusal(LUDCMP.source, "A")


def accumulator(file_scope: str, parameter: str, declaration: str, after: str = "") -> str:
    """A kernel whose scalar ``w`` carries each ``a[i]`` to its doubled self, declared as the
    arguments say; ``last[0]`` gets the value ``w`` holds as the function starts its SCoP."""
    return (f"{file_scope}void f(int n, double a[n], double last[1]{parameter})\n{{\n{declaration}"
            "  last[0] = w;\n#pragma scop\n  for (int i = 0; i < n; i++) {\n    w = a[i];\n    w = w * 2.0;\n"
            f"    a[i] = w;\n  }}\n#pragma endscop\n{after}}}\n")


@pytest.mark.parametrize("source, refused", [
    # The next call reads what the SCoP left in it (in_place(w) was accepted: its second call's last[0]
    # was 0, the original's twice the first call's last a[i]).
    (accumulator("", "", "  static double w;\n"),
     "w (declared at line 3, column 17) is a static local, which keeps its value from one call to the next: "
     "a later call may read the last value the SCoP leaves in it"),
    # Its column counted in the user's text, not the preprocessed one (no comment, the macro expanded).
    (accumulator("#define DATA_TYPE double\n", "", "  /* the accumulator */ static DATA_TYPE w;\n"),
     "w (declared at line 4, column 42) is a static local"),
    (accumulator("double w;\n", "", ""), "w (declared at line 1, column 8) is a global variable: the caller may read"),
    (accumulator("extern double w;\n", "", ""), "w (declared at line 1, column 15) is a global variable"),
    (accumulator("", "", "  extern double w;\n"), "w (declared at line 3, column 17) is a global variable"),
    (accumulator("", "", "  double w = 0.0, *p = &w;\n", "  last[0] += *p;\n"),
     "the function reads w after the SCoP or takes its address (line 3, column 25)"),
    # Its value dies with the call: rewritten, as the function's own locals are.
    (accumulator("", ", double w", ""), None),
    (accumulator("", "", "  double w = 0.0;\n"), None),
], ids=["static", "static-behind-a-macro", "global", "extern", "extern-in-function", "address-taken", "parameter", "local"])
def test_each_storage_of_the_scalar_is_rewritten_right_over_two_calls_or_refused_with_its_place(source, refused):
    kernel = Kernel.from_c(source)
    if refused is not None:
        with pytest.raises(RecipeError) as error:
            kernel.schedule().in_place("w")
        assert refused in str(error.value)
        return
    schedule = kernel.schedule().in_place("w")
    assert [s.text for s in schedule.scop.statements] == ["a[i] = a[i] * 2.0;"]
    for n in (1, 5):
        record = run(kernel, schedule, {"n": n}, calls=2)
        assert record.verified == "exact", f"n={n}: {record.message}"


def test_a_static_declared_inside_the_scop_is_refused_with_its_place():
    # Regenerated code declares the SCoP's scalars as plain locals before the nest.
    with pytest.raises(ScopError, match=r"line 5, column 19: .*a static declaration cannot stand inside a SCoP"):
        Kernel.from_c("void f(int n, double a[n])\n{\n#pragma scop\n  for (int i = 0; i < n; i++) {\n"
                      "    static double w;\n    w = a[i] + w;\n    a[i] = w;\n  }\n#pragma endscop\n}\n")


def test_a_statement_whose_values_have_no_one_element_to_name_is_refused():
    # The refusals of _homes and _written_with that no kernel above reaches.
    several = refusal("""
void f(int n, double a[n], double b[n], double c[n])
{
  double w;
  for (int i = 0; i < n; i++) {
    w = a[i];
    if (i < 5) b[i] = w;
    else c[i] = w;
  }
}
""", "w")
    assert "w = a[i];" in several and "are stored by several statements (S1, S2)" in several
    other_loop = refusal("""
void f(int n, double a[n], double b[n])
{
  double w;
  for (int i = 0; i < n; i++) {
    w = 0;
    for (int j = 0; j < n; j++)
      w += a[j];
    for (int k = i; k < i + 1; k++)
      b[k] = w;
  }
}
""", "w")
    assert "S0 (w = 0;)" in other_loop and "cannot be written with S0's own iterators" in other_loop
    last = refusal("""
void f(int n, double a[n], double b[n])
{
  double w;
  for (int i = 0; i < n; i++) {
    w = a[i];
    b[i] = w;
    w = 3.0;
  }
}
""", "w")
    assert "after S2 (w = 3.0;) no statement stores w into an array element" in last
    macro = refusal("""
#define SQ(x) ((x) * (x))
void f(int n, double a[n], double b[n])
{
  double w;
  for (int i = 0; i < n; i++) {
    w = a[i];
    w = SQ(w);
    b[i] = w;
  }
}
""", "w")
    assert "passes w to a macro" in macro
