"""Legality-checked transformations: textbook cases, recipes, code that computes the same bits, the CLI."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from polyviz import IllegalTransformation, Kernel, RecipeError, Schedule, apply_recipe, benchmark, runtime
from polyviz.cli import main

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"


def kernel(name: str) -> Kernel:
    return Kernel.from_file(KERNELS / f"{name}.c")


def nest(body: str) -> Kernel:
    return Kernel.from_c(f"void f(int n, double A[n][n]) {{\n{body}\n}}\n")


STENCIL = "for (int i = 1; i < n; i++) for (int j = 1; j < n; j++) A[i][j] = A[i-1][j] + A[i][j-1];"
ROW = "for (int i = 0; i < n; i++) for (int j = 1; j < n; j++) A[i][j] = A[i][j-1];"

#: Legal recipes per kernel, covering every step kind; each must compute the same bits as the original.
RECIPES = {
    "gemm": ["interchange(k, j@S1); parallel(i)", "tile(k=4, j@S1=8); unroll(j@S0, 4)", "auto()"],
    "2mm": ["fuse(i@S0, i@S2); parallel(i)", "tile(i@S0=4, j@S0=4); parallel(i_t); separate(j_p)"],
    "jacobi-1d": ["fuse(i@S0, i@S1); skew(i, t, 2); tile(t=4, i=4)",
                  "fuse(i@S0, i@S1); skew(i, t, 2); wavefront(t, i); parallel(t)", "auto()"],
    "jacobi-2d": ["fuse(i@S0, i@S1); fuse(j@S0, j@S1); skew(i, t, 2); skew(j, t, 2); skew(j, i, 1); "
                  "tile(t=4, i=4, j=4)"],
    "heat-3d": ["tile(i@S0=4, j@S0=4, k@S0=4); parallel(i_t@S0)"],
    "seidel-2d": ["skew(i, t, 1); skew(j, t, 1); skew(j, i, 1); tile(t=4, i=4, j=4)",
                  "skew(i, t, 1); skew(j, t, 2); wavefront(t, i); parallel(t)"],
    "fdtd-2d": ["interchange(i@S1, j@S1); parallel(i@S2); stripmine(j@S3, 4); atomic(j_p)",
                "permute(j@S2, i@S2); unroll(i@S3, 2)"],
    "lu": ["auto()"],
    "cholesky": ["stripmine(j, 3)"],
    "atax": ["shift(S3, j@S3, 2); stripmine(j@S2, 4); unroll(j_p)"],
    "covariance": ["tile(i@S3=4, j@S3=4); parallel(i_t)"],
    "mvt": ["interchange(i@S1, j@S1); parallel(i@S0)", "fuse(i@S0, i@S1); distribute(i)"],
    "syrk": ["tile(k=4, j@S1=4); parallel(i)"],
    "trmm": ["interchange(i, j); parallel(j)"],
    "tutorial_diagonal": ["interchange(i, j)"],
    "tutorial_reversed": ["interchange(i, j); reverse(j)"],
    "tutorial_row_recurrence": ["interchange(i, j); parallel(i)"],
    "tutorial_triangular": ["tile(i=3, j=3)", "auto()"],
    "tutorial_stencil": ["wavefront(i, j); parallel(i)", "skew(j, i, 1); tile(i=4, j=4)", "auto()"],
}

#: One runtime session per kernel source: inputs at the file's test sizes and the original's outputs.
_sessions: dict[tuple, runtime.Session] = {}


@pytest.fixture(scope="module", autouse=True)
def close_sessions():
    yield
    for session in _sessions.values():
        session.close()
    _sessions.clear()


def run_against_original(k: Kernel, schedule: Schedule, sizes: dict[str, int] | None = None) -> runtime.RunRecord:
    """Run ``schedule``'s code (two OpenMP threads) on the original's inputs at ``sizes`` (default:
    the kernel's test sizes); the record says whether every array, scalar passed by pointer and the
    return value came out bit-identical to the original's."""
    header = k.scop.source.header
    sizes = header.test_sizes if sizes is None else sizes
    key = (k.source, tuple(sorted(sizes.items())))
    if key not in _sessions:
        session = runtime.Session(k.scop.function_parameters, k.source, k.name, sizes,
                                  init=header.init or None, repeat=0, threads=2, timeout=60,
                                  returns=k.scop.source.function_return_type)
        original = session.run_original()
        assert original.ok, original.message
        _sessions[key] = session
    return runtime.execute_job(_sessions[key].job(benchmark.variant(k, schedule)))


# -- textbook cases ------------------------------------------------------------------------------------
def test_interchange_of_the_tutorial_stencil_is_legal_and_reversing_j_is_not():
    schedule = nest(STENCIL).schedule()
    assert schedule.interchange("i", "j").loops() == ("j", "i")
    with pytest.raises(IllegalTransformation) as caught:
        schedule.reverse("j")
    error = caught.value
    assert error.step == "reverse(j)"
    assert (error.violation.dependence.kind, error.violation.dependence.array) == ("RAW", "A")
    assert "S0[1, 1] -> S0[1, 2] with n = 3" in str(error)


def test_tiling_jacobi_1d_needs_a_skew_and_the_error_suggests_it():
    fused = kernel("jacobi-1d").schedule().fuse("i@S0", "i@S1")
    assert fused.recipe == "shift(S1, i@S1, 1); fuse(i@S0, i@S1)"
    with pytest.raises(IllegalTransformation) as caught:
        fused.tile(t=4, i=4)
    assert caught.value.suggestion == "tile needs skew(i, t, 2) first"
    tiled = fused.skew("i", "t", 2).tile(t=4, i=4)
    assert tiled.legal and tiled.loops() == ("t_t", "i_t", "t_p", "i_p")


def test_row_recurrence_is_parallel_in_i_but_not_in_j():
    schedule = nest(ROW).schedule()
    assert schedule.parallel("i").parallel_loops() == ("i",)
    with pytest.raises(IllegalTransformation) as caught:
        schedule.parallel("j")
    assert "loop j carries the RAW dependence S0 -> S0 on A" in str(caught.value)
    assert caught.value.violation.loop == "j"


def test_wavefront_makes_the_inner_loop_parallel():
    schedule = nest(STENCIL).schedule()
    with pytest.raises(IllegalTransformation):
        schedule.parallel("i")
    wave = schedule.wavefront("i", "j").parallel("i")
    assert wave.loops() == ("w", "i")
    assert "#pragma omp parallel for" in wave.to_c()


def test_parallel_marks_are_rechecked_after_later_steps():
    with pytest.raises(IllegalTransformation) as caught:
        nest(ROW).schedule().parallel("i").skew("i", "j", 1)
    assert caught.value.violation.loop == "i"


# -- names, history, recipes ---------------------------------------------------------------------------
def test_names_mean_the_loops_as_they_are_now():
    schedule = kernel("seidel-2d").schedule().skew("i", "t", 1).skew("j", "i", 1)
    # j was skewed by the current i, which is i + t.
    member = schedule.sites[0].band.member("j")
    assert str(member).replace(" ", "").endswith("->[(t+i+j)]}") or "(t + i + j)" in str(member)


def test_undo_and_steps():
    schedule = nest(STENCIL).schedule()
    moved = schedule.interchange("i", "j").skew("i", "j", 1)
    assert [str(s) for s in moved.steps] == ["interchange(i, j)", "skew(i, j, 1)"]
    assert moved.undo().undo().loops() == schedule.loops()
    with pytest.raises(RecipeError):
        schedule.undo()


@pytest.mark.parametrize("name, recipes", sorted(RECIPES.items()))
def test_recipes_round_trip(name, recipes):
    k = kernel(name)
    for recipe in recipes:
        built = apply_recipe(k, recipe)
        rebuilt = apply_recipe(k, built.recipe)
        assert rebuilt.recipe == built.recipe
        assert rebuilt.isl_schedule.get_map().is_equal(built.isl_schedule.get_map())
        assert rebuilt.parallel_loops() == built.parallel_loops()


@pytest.mark.parametrize("recipe, message", [
    ("interchange(i, q)", "unknown loop 'q'; the loops are i, j"),
    ("interchange(i j)", "step 1, column 15: expected ',' or ')', found 'j'"),
    ("tile(i=32", "expected ',' or ')', found the end of the recipe"),
    ("tile(i=0)", "the tile size of i must be a positive integer"),
    ("interchange(i, j); frobnicate(j)", "recipe step 2 (frobnicate(j)): unknown step 'frobnicate'"),
    ("skew(i)", "recipe step 1 (skew(i))"),
    ("parallel(i) parallel(j)", "expected ';' between steps"),
])
def test_bad_recipes_are_explained(recipe, message):
    with pytest.raises(RecipeError) as caught:
        apply_recipe(nest(STENCIL), recipe)
    assert message in str(caught.value)


def test_ambiguous_loop_names_ask_for_the_statement():
    with pytest.raises(RecipeError, match="ambiguous: say i@S0 or i@S1"):
        kernel("jacobi-1d").schedule().reverse("i")


def test_forced_illegal_schedules_are_flagged():
    forced = nest(STENCIL).schedule().reverse("j", force=True)
    assert not forced.legal
    assert "ILLEGAL" in forced.to_c() and "ILLEGAL" in str(forced)
    assert forced.summary()["violation"]["kind"] == "RAW"


# -- code that computes the same bits --------------------------------------------------------------------
@pytest.mark.parametrize("name, recipe", [(n, r) for n, rs in sorted(RECIPES.items()) for r in rs])
def test_transformed_code_computes_the_same_bits(name, recipe):
    k = kernel(name)
    record = run_against_original(k, apply_recipe(k, recipe))
    assert record.status == "ok" and record.verified == "exact", record.message


def test_a_wrong_schedule_would_be_caught_by_the_comparison():
    k = kernel("tutorial_stencil")
    record = run_against_original(k, apply_recipe(k, "reverse(j)", force=True))
    assert record.status == "mismatch", record.message


def test_generated_code_has_no_helpers_it_does_not_use():
    code = nest(STENCIL).schedule().interchange("i", "j").to_c()
    assert "pv_min" not in code and "#define" not in code


# -- the command line ------------------------------------------------------------------------------------
def test_cli_transform_prints_a_translation_unit(capsys):
    assert main(["transform", str(KERNELS / "tutorial_stencil.c"), "--recipe", "wavefront(i, j); parallel(i)"]) == 0
    out = capsys.readouterr().out
    assert "void kernel_tutorial_stencil(int n" in out and "#pragma omp parallel for" in out


def test_cli_transform_json_and_exit_codes(capsys):
    path = str(KERNELS / "tutorial_stencil.c")
    assert main(["transform", path, "--recipe", "interchange(i, j)", "--json", "--no-openmp"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["legal"] and data["loops"] == ["j", "i"] and data["recipe"] == "interchange(i, j)"
    assert main(["transform", path, "--recipe", "reverse(j)"]) == 3
    assert "S0[1, 1] -> S0[1, 2] with n = 3" in capsys.readouterr().err
    assert main(["transform", path, "--recipe", "reverse(j"]) == 2
    assert main(["transform", path, "--recipe", "reverse(j)", "--force", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["legal"] is False


def test_cli_errors_have_no_traceback():
    run = subprocess.run([sys.executable, "-m", "polyviz.cli", "transform", str(KERNELS / "gemm.c"),
                          "--recipe", "tile(i=4, k=4)"], capture_output=True, text=True)
    assert run.returncode == 2 and "Traceback" not in run.stderr and "perfectly nested" in run.stderr


def test_refusal_names_a_pair_even_where_isl_lexmin_finds_none():
    # Found by the random-recipe test: the carried pairs of this parallel tile loop have integer
    # divisions for which isl's lexmin returned an empty set; the refusal must still name a pair.
    schedule = Kernel.from_file(KERNELS / "tutorial_reversed.c").schedule().wavefront("i", "j").parallel("i")
    with pytest.raises(IllegalTransformation) as refused:
        schedule.tile(w=3, i=3)
    assert re.search(r"S0\[\d+, \d+\] -> S0\[\d+, \d+\] with n = \d+, m = \d+", str(refused.value))


def test_parallel_loop_privatises_iterators_declared_outside_the_nest():
    # gemm declares `int i, j, k;` at the top: the inner j and k loops reuse them, so each thread
    # needs its own copies.
    code = Kernel.from_file(KERNELS / "gemm.c").schedule().parallel("i").to_c()
    assert "#pragma omp parallel for private(j, k)" in code


PRODUCER_CONSUMER = """void f(int n, double A[n], double B[n], double C[n]) {
  for (int i = 0; i < n; i++) B[i] = A[i] * 2.0;
  for (int i = 0; i < n; i++) C[i] = B[i] + A[i];
}"""


@pytest.mark.parametrize("fusion, loops", [("min", 2), ("smart", 1), ("max", 1)])
def test_isl_schedule_fusion_strategies(fusion, loops):
    kernel = Kernel.from_c(PRODUCER_CONSUMER)
    schedule = kernel.apply_recipe(f"isl_schedule(fusion={fusion})")
    assert schedule.legal
    # The loops before the run-time overlap test's "else" (the original loops run after it).
    assert schedule.to_c().split("} else {")[0].count("for (") == loops
    assert kernel.apply_recipe(schedule.recipe).to_c() == schedule.to_c()


def test_isl_schedule_fusion_strategies_run_2mm_bit_identical():
    kernel = Kernel.from_file(KERNELS / "2mm.c")
    header = kernel.scop.source.header
    variants = [runtime.Variant(fusion, kernel.translation_unit(kernel.apply_recipe(f"isl_schedule(fusion={fusion})").generate()))
                for fusion in ("min", "smart", "max")]
    result = runtime.bench(kernel.scop.function_parameters, kernel.source, kernel.scop.source.function_name, variants,
                   header.test_sizes, repeat=0, baselines=False)
    assert [result[v.label].verified for v in variants] == ["exact"] * 3


def test_unknown_fusion_strategy_names_the_choices():
    with pytest.raises(RecipeError, match="min, smart, max"):
        Kernel.from_c(PRODUCER_CONSUMER).apply_recipe("isl_schedule(fusion=most)")


def test_reductions_run_in_parallel_only_when_reassociation_is_allowed():
    kernel = Kernel.from_file(KERNELS / "atax.c")
    with pytest.raises(IllegalTransformation, match="allow_reassociation"):
        kernel.apply_recipe("parallel(i@S1)")
    schedule = kernel.apply_recipe("allow_reassociation(); parallel(i@S1)")
    assert "#pragma omp parallel for private(j) reduction(+: y[0:_PB_N])" in schedule.to_c()
    assert kernel.apply_recipe(schedule.recipe).to_c() == schedule.to_c()
    code = schedule.generate()
    assert code.reassociates
    header = kernel.scop.source.header
    result = runtime.bench(kernel.scop.function_parameters, kernel.source, kernel.name,
                           [runtime.Variant("reduced", kernel.translation_unit(code), reassociates=True)],
                           {"m": 300, "n": 200}, repeat=0, threads=2, baselines=False)
    assert result["reduced"].verified.startswith("rtol="), result["reduced"].message


def test_reassociation_frees_only_loops_whose_carried_dependences_are_reductions():
    recurrence = Kernel.from_file(KERNELS / "tutorial_row_recurrence.c")
    with pytest.raises(IllegalTransformation):
        recurrence.apply_recipe("allow_reassociation(); parallel(j)")
    # y is also read by a statement that is not an update of it: its partial sums would show.
    mixed = Kernel.from_c("""void f(int n, double A[n][n], double y[n], double z[n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      y[j] += A[i][j];
      z[j] = y[j];
    }
}""")
    with pytest.raises(IllegalTransformation):
        mixed.apply_recipe("allow_reassociation(); parallel(i)")


def test_auto_claims_reassociation_only_when_it_uses_it():
    atax = Kernel.from_file(KERNELS / "atax.c").schedule()
    assert atax.auto(reassociate=True).recipe == "allow_reassociation(); parallel(i@S1)"
    gemm = Kernel.from_file(KERNELS / "gemm.c").schedule()
    assert gemm.auto(reassociate=True).recipe == gemm.auto().recipe


def test_loops_that_cannot_be_unrolled_where_they_stand_are_refused_at_the_step():
    # Found by benchmarks/fuzz_recipes.py: the copies loop of an unroll-and-jam moved outside its
    # block loop runs over the whole range, and isl then failed at code generation.
    jacobi = kernel("jacobi-2d")
    with pytest.raises(RecipeError, match="j_u is to be unrolled, but where it stands"):
        jacobi.apply_recipe("unroll(j@S1, 3); interchange(i@S1, j_u)")
    with pytest.raises(RecipeError, match="not bounded by a constant"):
        jacobi.apply_recipe("unroll(j@S1)")
    assert "j_u" in jacobi.apply_recipe("unroll(j@S1, 3)").loops()


def test_a_nest_deeper_than_the_original_schedule_gets_named_loops_and_runs():
    """Issue 35 item 8's fuzz: tiling the tiles again made more loops than the iterator names code
    generation gave isl (twice the original schedule's depth + 8), so isl named the rest c26…
    and the printer raised AttributeError (kernels_c/syrk, 38 loops)."""
    kernel = Kernel.from_c("""
void deep(int n, double A[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] += 1.0 * i + j;
}""")
    schedule = kernel.apply_recipe("tile(i=2, j=2); tile(i_t=2, j_t=2, i_p=2, j_p=2); "
                                   "tile(i_t_t=2, j_t_t=2, i_p_t=2, j_p_t=2, i_t_p=2, j_t_p=2, i_p_p=2, j_p_p=2)")
    schedule = schedule.apply_recipe("tile(" + ", ".join(f"{loop}=2" for loop in schedule.loops()) + ")")
    assert len(schedule.loops()) == 32
    for n in (0, 1, 5, 34):
        result = benchmark.bench(kernel, [schedule], sizes={"n": n}, repeat=0, strict=True)
        assert result.records[-1].verified == "exact", result.records[-1].message
