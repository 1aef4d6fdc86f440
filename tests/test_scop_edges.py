"""The edges of the SCoP: values live after it, what verification compares, the user's pragmas inside it,
and integers the generated code cannot hold.  Generated code is compiled and run against the original."""
from __future__ import annotations

import re

import pytest

import polyviz
from polyviz import Kernel, runtime

LIVE = ("int kernel(int n, double A[n][n], double *total)\n{\n  int i = -3, j = -7;\n"
        "  for (i = 0; i < n; i++)\n    for (j = 0; j < n; j++)\n      A[i][j] *= 2.0;\n"
        "  *total = n > 0 ? A[0][0] + A[n - 1][n - 1] : -1.0;\n  return i * 1000 + j;\n}\n")


def assert_verified(kernel: Kernel, recipes: list[str], sizes: dict[str, int]) -> None:
    result = polyviz.bench(kernel, recipes, sizes, repeat=0)
    failed = [f"{r.label}: {r.status}: {r.message}" for r in result.records if not r.ok or not r.verified]
    assert not failed, failed


@pytest.mark.parametrize("n", [0, 1, 5, 30])
def test_iterators_read_after_the_scop_hold_what_the_original_leaves(n):
    """Issue 20.1: ``stripmine(i, 25)`` left ``i`` unassigned and printed ``(void)i;``."""
    kernel = Kernel.from_c(LIVE)
    recipes = ["stripmine(i, 25)", "interchange(i, j)", "tile(i=2, j=3)", "reverse(j)", "skew(j, i, 1)",
               "parallel(i)"]
    for recipe in recipes:
        code = kernel.translation_unit(kernel.apply_recipe(recipe).generate())
        assert not re.search(r"\(void\) ?[ij];", code)
    assert_verified(kernel, recipes, {"n": n})


def test_final_values_follow_the_loop_that_runs_last():
    """Two loops over ``i``, the second decreasing with a stride: the value comes from the last loop
    that ran; a loop that runs no iteration leaves its lower bound; no loop at all leaves the value."""
    kernel = Kernel.from_c("int kernel(int n, int m, double A[n], double B[m])\n{\n  int i = 40;\n"
                           "  for (i = 0; i < n; i++)\n    A[i] = A[i] + 1.0;\n"
                           "  if (m > 3)\n    for (i = m - 1; i >= 2; i -= 2)\n      B[i] = B[i] * 0.5;\n"
                           "  return i;\n}\n")
    assert [live.name for live in kernel.scop.live_iterators] == ["i"]
    for sizes in ({"n": 0, "m": 0}, {"n": 3, "m": 0}, {"n": 3, "m": 2}, {"n": 0, "m": 4}, {"n": 5, "m": 9}):
        assert_verified(kernel, ["reverse(i@S1)", "fuse(i@S1, i@S2)"], sizes)



@pytest.mark.parametrize("n", [0, 1, 2, 5])
def test_a_statement_reading_an_iterator_after_its_loop_ends_the_scop(n):
    """The model has no value for ``i`` after its loop, so ``B[0] = i`` inside the SCoP read the
    renamed loops' untouched ``i`` (B[0] = 0 instead of n after reverse(i)); the fuzz found it
    through ``*last = i`` once scalars passed by pointer joined SCoPs.  Such a statement now
    ends the SCoP and reads the value the live-iterator assignment gives ``i``."""
    kernel = Kernel.from_c("void kernel(int n, double A[n], double B[n + 1], int *last)\n{\n  int i, j;\n"
                           "  for (i = 0; i < n; i++)\n    A[i] = 1.0;\n  B[0] = i;\n"
                           "  for (j = 0; j < n; j++)\n    B[j] += i;\n  *last = i;\n}\n")
    assert [s.text for s in kernel.scop.statements] == ["A[i] = 1.0;"]
    assert [live.name for live in kernel.scop.live_iterators] == ["i"]
    assert_verified(kernel, ["reverse(i)", "stripmine(i, 2)", "parallel(i)"], {"n": n})
    live_scalars = Kernel.from_file(polyviz.kernels_c("edges/live_scalars"))
    assert_verified(live_scalars, ["isl_schedule(fusion=min); unroll(i@S2, 2); assume_no_alias(); stripmine(i_u, 3)",
                                   "reverse(i@S2)"], {"n": n})


def test_a_scop_region_reading_an_iterator_after_its_loop_is_refused_with_the_place():
    with pytest.raises(polyviz.ScopError, match=r"line 6.*i is read after its loop ended"):
        Kernel.from_c("void kernel(int n, double A[n], double B[n])\n{\n  int i;\n#pragma scop\n"
                      "  for (i = 0; i < n; i++) A[i] = 1.0;\n  B[0] = i;\n#pragma endscop\n}\n")

def test_iterators_not_read_after_the_scop_are_left_alone():
    kernel = Kernel.from_c("void kernel(int n, double A[n])\n{\n  int i;\n  for (i = 0; i < n; i++)\n"
                           "    A[i] = 2.0 * A[i];\n}\n")
    assert kernel.scop.live_iterators == ()
    assert "i = " not in kernel.apply_recipe("stripmine(i, 4)").generate().body.split("}")[-1]


def test_verification_compares_the_return_value_and_scalars_passed_by_pointer():
    """Issue 20.2: only arrays were compared."""
    kernel = Kernel.from_c(LIVE)
    wrong_return = kernel.source.replace("return i * 1000 + j;", "return i * 1000 + j + 1;")
    wrong_total = kernel.source.replace("A[0][0] + ", "A[0][1] + ")
    result = runtime.bench(kernel.scop.function_parameters, kernel.source, kernel.name,
                           [runtime.Variant("wrong return", wrong_return), runtime.Variant("wrong total", wrong_total)],
                           {"n": 4}, repeat=0, baselines=False, returns=kernel.scop.source.function_return_type)
    assert result.original.verified == "reference"
    assert result["wrong return"].status == "mismatch"
    assert "the return value: 4005, expected 4004" in result["wrong return"].message
    assert result["wrong total"].status == "mismatch"
    assert result["wrong total"].message.startswith("wrong result: *total: ")


def test_cli_bench_names_the_scalar_that_differs(tmp_path, capsys):
    from polyviz.cli import main

    path = tmp_path / "live.c"
    path.write_text(LIVE)
    assert main(["bench", str(path), "--recipe", "stripmine(i, 2)", "--baselines", "original", "--size", "n=3",
                 "--repeat", "1"]) == 0
    assert "verified" in capsys.readouterr().out


PRAGMA = ("void kernel(int n, double A[n][n])\n{\n  #pragma omp parallel for\n  for (int i = 0; i < n; i++)\n"
          "    for (int j = 1; j < n; j++)\n      A[i][j] = A[i][j - 1] + 1.0;\n}\n")


def test_the_users_omp_pragma_does_not_follow_an_interchange():
    """Issue 20.3: after ``interchange(i, j)`` the pragma sat on ``j``, which carries a dependence."""
    kernel = Kernel.from_c(PRAGMA)
    assert [(p.text, p.line, p.loop) for p in kernel.scop.user_pragmas] == [("#pragma omp parallel for", 3, "i")]
    for openmp in (True, False):
        code = kernel.apply_recipe("interchange(i, j)").generate(openmp=openmp)
        assert "#pragma omp" not in code.body.replace('"#pragma omp parallel for"', "")
        assert "is not carried over" in code.body
    result = polyviz.bench(kernel, ["interchange(i, j)", "parallel(i)"], {"n": 5}, repeat=0, threads=2)
    assert all(r.ok and r.verified for r in result.records), [r.message for r in result.records]
    assert "#pragma omp parallel for" in kernel.apply_recipe("parallel(i)").generate().body.split("*/")[-1]


def test_a_pragma_on_an_inner_loop_is_dropped_and_said():
    kernel = Kernel.from_c(PRAGMA.replace("  #pragma omp parallel for\n", "").replace(
        "    for (int j", "    #pragma GCC ivdep\n    for (int j"))
    assert [(p.text, p.loop) for p in kernel.scop.user_pragmas] == [("#pragma GCC ivdep", "j")]
    assert "line 4: #pragma GCC ivdep on loop j" in kernel.describe()
    assert_verified(kernel, ["interchange(i, j)"], {"n": 6})


def test_a_pragma_that_is_not_on_a_loop_is_refused_with_its_position():
    with pytest.raises(polyviz.ScopError, match="pragmas inside a SCoP") as caught:
        Kernel.from_c("void kernel(int n, double A[n])\n{\n#pragma scop\n  for (int i = 0; i < n; i++)\n"
                      "    A[i] = 1.0;\n  #pragma omp barrier\n  A[0] = 2.0;\n#pragma endscop\n}\n")
    assert caught.value.line == 6


SHIFTED = ("void kernel(int n, double A[n], double B[n])\n{\n  for (int i = 0; i < n; i++)\n    A[i] = i + 1.0;\n"
           "  for (int i = 0; i < n; i++)\n    B[i] = A[i] * 2.0;\n}\n")


@pytest.mark.parametrize("amount", [3000000000, 2**62, -2**62])
def test_a_shift_beyond_int_widens_the_loop_and_says_so(amount):
    """Issue 20.5: ``shift(S0, i, 3000000000)`` generated ``for (int i = 3000000001; …`` (a segfault)."""
    kernel = Kernel.from_c(SHIFTED)
    recipe = f"shift(S0, i@S0, {amount})"
    body = kernel.apply_recipe(recipe).generate().body
    assert f"for (long i = {amount};" in body
    assert "i is long (64 bits): the values leave int's range" in body
    assert_verified(kernel, [recipe], {"n": 7})


@pytest.mark.parametrize("recipe, words", [
    ("shift(S0, i@S0, 9223372036854775000)", "a loop would reach 9223372037123210455 for parameter values"),
    ("tile(i@S0=9223372036854775808)", "9223372036854775808 is out of range"),
    ("skew(i@S0, i@S1, 9223372036854775808)", "9223372036854775808 is out of range"),
    ("fuse(i@S0, i@S1); skew(i, i, 1)", "cannot skew"),
])
def test_values_no_c_integer_holds_are_refused_clearly(recipe, words):
    with pytest.raises(polyviz.RecipeError, match=words) as caught:
        Kernel.from_c(SHIFTED).apply_recipe(recipe)
    assert "Invoked with types" not in str(caught.value)


def test_factors_beyond_64_bits_from_the_api_are_refused_clearly():
    """Issue 20.5: tile or skew factors of 2^63 or more ended in a raw islpy message."""
    schedule = Kernel.from_c(SHIFTED).schedule()
    for step, words in [(lambda: schedule.tile(**{"i@S0": 2**63}), "the tile size of i is 9223372036854775808"),
                        (lambda: schedule.skew("i@S0", "i@S1", -2**64), "the skew factor is -18446744073709551616"),
                        (lambda: schedule.stripmine("i@S1", 10**20), "the tile size of i is 100000000000000000000"),
                        (lambda: schedule.shift("S0", "i@S0", 2**63), "the shift amount is 9223372036854775808")]:
        with pytest.raises(polyviz.RecipeError, match=words + ", beyond a 64-bit integer"):
            step()


def test_a_long_parameter_keeps_generated_loops_long():
    kernel = Kernel.from_c("void kernel(long n, double A[n])\n{\n  for (long i = 1; i < n; i++)\n"
                           "    A[i] = A[i - 1] + 1.0;\n}\n")
    body = kernel.apply_recipe("stripmine(i, 4)").generate().body
    assert "for (long i_t" in body and "for (long i_p" in body
    assert_verified(kernel, ["stripmine(i, 4)"], {"n": 9})


def test_source_bounds_and_subscripts_that_overflow_are_warned_about(tmp_path, capsys):
    """Issue 12.12: ``i < 2147483647 + n`` and coefficients like 10^18 were accepted without a word."""
    from polyviz.cli import main

    source = ("void kernel(int n, double A[n], double B[n])\n{\n  for (int i = 0; i < 2147483647 + n; i++)\n"
              "    A[i] = 1.0;\n  for (int i = 0; i < n; i++)\n    B[1000000000000000000 * i] = 2.0 + B[2 * i];\n}\n")
    warnings = Kernel.from_c(source).scop.warnings
    assert any(w.startswith("line 3: the loop iterator i (int) reaches 2415919102 for parameter values within their "
                            "C types (int ones up to 268435456)") for w in warnings)
    assert any(w.startswith("line 6: the subscript 1000000000000000000*(i) of B") and "64-bit" in w for w in warnings)
    assert not any("2*i" in w or "2 * i" in w for w in warnings)  # 2i overflows only for n > 2^30
    assert any(w.startswith("line 3: the loop bound 2147483647 + n reaches 2415919103") for w in warnings)
    assert len(warnings) == 4  # and i as A's subscript
    path = tmp_path / "overflow.c"
    path.write_text(source)
    assert main(["analyze", str(path)]) == 0
    assert "polyviz: warning: line 3: the loop iterator i (int)" in capsys.readouterr().err


def test_the_shipped_kernels_raise_no_overflow_warning():
    from pathlib import Path

    for path in sorted((Path(__file__).resolve().parent.parent / "kernels_c").glob("*.c")):
        assert Kernel.from_file(path).scop.warnings == (), path.name


def test_a_global_iterator_outlives_the_call_and_a_parameter_does_not():
    kernel = Kernel.from_c("int g;\nvoid f(int n, int i, double A[n])\n{\n  for (i = 0; i < n; i++)\n    A[i] = 1.0;\n"
                           "  for (g = 0; g < n; g++)\n    A[g] += 1.0;\n}\n")
    assert [live.name for live in kernel.scop.live_iterators] == ["g"]
    assert kernel.apply_recipe("reverse(i)").generate().body.rstrip().endswith("g = pv_max(0, n);")


def test_a_static_local_the_scop_only_reads_is_passed_to_the_parallel_loops_function_by_value():
    """A ``static`` local keeps its value from one call to the next, which the SCoP reads and the
    function changes after it; as a plain local's, its value is passed to the function a parallel
    loop moves into (without it the loop stayed in the user's function, unrestricted)."""
    kernel = Kernel.from_c("void f(int n, double A[n][n])\n{\n  static double scale = 1.0;\n#pragma scop\n"
                           "  for (int i = 0; i < n; i++)\n    for (int j = 0; j < n; j++)\n"
                           "      A[i][j] *= scale;\n#pragma endscop\n  scale += 0.5;\n}\n")
    assert [(a.name, a.storage) for a in kernel.scop.arrays] == [("A", "parameter"), ("scale", "static-local")]
    twice = "void twice(int n, double A[n][n])\n{\n  f(n, A);\n  f(n, A);\n}\n"
    code = kernel.translation_unit(kernel.apply_recipe("assume_no_alias(); parallel(i)").generate()) + twice
    assert "pv_restrict_f_parallel0(i, n, A, scale);" in code
    source = kernel.source + twice
    for threads in (1, 2):
        result = runtime.bench(kernel.scop.function_parameters, source, "twice",
                               [runtime.Variant("parallel", code)], {"n": 9}, repeat=0, threads=threads,
                               baselines=False)
        assert result["parallel"].verified == "exact", result["parallel"].message


LOCAL_BLUR = ("void blur(int n, int m, double img[n][m], double out[n][m]%s)\n{\n  double tmp[n][m];\n#pragma scop\n"
              "  for (int i = 0; i < n; i++)\n    for (int j = 1; j < m - 1; j++)\n"
              "      tmp[i][j] = 0.3333333333333333 * (img[i][j - 1] + img[i][j] + img[i][j + 1]);\n"
              "  for (int i = 1; i < n - 1; i++)\n    for (int j = 1; j < m - 1; j++)\n"
              "      out[i][j] = 0.3333333333333333 * (tmp[i - 1][j] + tmp[i][j] + tmp[i + 1][j]);\n"
              "#pragma endscop\n%s}\n")


def _runs_as_the_original(kernel: Kernel, code: str, sizes: dict[str, int], function: str | None = None,
                          wrapper: str = "") -> None:
    for threads in (1, 2):
        result = runtime.bench(kernel.scop.function_parameters, kernel.source + wrapper, function or kernel.name,
                               [runtime.Variant("transformed", code + wrapper)], sizes, repeat=0, threads=threads,
                               baselines=False)
        assert result["transformed"].verified == "exact", (threads, result["transformed"].message)


def test_an_intermediate_array_declared_in_the_function_becomes_a_buffer_per_tile():
    """A local array is the function's own: auto() fuses the pipeline into tiles that hold their
    part of it in buffers without the caller's word (auto(scratch=True)) that it is dead."""
    kernel = Kernel.from_c(LOCAL_BLUR % ("", ""))
    assert [(a.name, a.storage, a.extents) for a in kernel.scop.arrays][0] == ("tmp", "local", ("n", "m"))
    schedule = kernel.apply_recipe("auto()", sizes={"n": 3000, "m": 3000})
    assert "local_buffer(tmp)" in schedule.recipe
    _runs_as_the_original(kernel, kernel.translation_unit(schedule.generate()), {"n": 19, "m": 17})


def test_a_local_array_read_after_the_scop_is_not_replaced_by_buffers():
    kernel = Kernel.from_c(LOCAL_BLUR % (", double *last", "  *last = tmp[n - 2][m - 2];\n"))
    assert not kernel.scop.dies_with_scop("tmp")
    schedule = kernel.apply_recipe("auto()", sizes={"n": 3000, "m": 3000})
    assert "local_buffer" not in schedule.recipe
    _runs_as_the_original(kernel, kernel.translation_unit(schedule.generate()), {"n": 19, "m": 17})


def test_a_local_scratch_row_is_privatised_and_runs_in_parallel():
    """doitgen's ``sum`` declared in the function: its extent is known, so each row gets a copy."""
    kernel = Kernel.from_c("void rows(int n, double A[n][n], double C[n][n])\n{\n  double sum[n];\n"
                           "  for (int r = 0; r < n; r++) {\n    for (int p = 0; p < n; p++) {\n      sum[p] = 0.0;\n"
                           "      for (int s = 0; s < n; s++)\n        sum[p] += A[r][s] * C[s][p];\n    }\n"
                           "    for (int p = 0; p < n; p++)\n      A[r][p] = sum[p];\n  }\n}\n")
    assert kernel.scop.array("sum").storage == "local"
    schedule = kernel.apply_recipe("parallel(r)")
    _runs_as_the_original(kernel, kernel.translation_unit(schedule.generate()), {"n": 13})


def test_a_static_local_array_keeps_what_the_scop_leaves_for_the_next_call():
    kernel = Kernel.from_c("void smooth(int n, double A[n])\n{\n  static double history[64];\n"
                           "  for (int i = 0; i < 64; i++)\n    history[i] = 0.5 * history[i] + A[i];\n"
                           "  for (int i = 0; i < 64; i++)\n    A[i] = 2.0 * history[i];\n}\n")
    assert kernel.scop.array("history").storage == "static-local"
    assert not kernel.scop.dies_with_scop("history")
    twice = "void twice(int n, double A[n])\n{\n  smooth(n, A);\n  smooth(n, A);\n}\n"
    for recipe in ("auto()", "parallel(i@S0); reverse(i@S1)"):
        code = kernel.translation_unit(kernel.apply_recipe(recipe).generate())
        _runs_as_the_original(kernel, code, {"n": 65}, "twice", twice)


def test_local_buffer_refuses_a_local_array_the_function_reads_after_the_scop():
    kernel = Kernel.from_c(LOCAL_BLUR % (", double *last", "  *last = tmp[n - 2][m - 2];\n"))
    schedule = kernel.apply_recipe("tile(i@S1=4, j@S1=4); compute_at(S0, j_t)")
    with pytest.raises(polyviz.RecipeError, match="the function's own tmp is named outside the SCoP"):
        schedule.local_buffer("tmp")
    assert "local_buffer(tmp)" in Kernel.from_c(LOCAL_BLUR % ("", "")).apply_recipe(
        "tile(i@S1=4, j@S1=4); compute_at(S0, j_t); local_buffer(tmp)").recipe
