"""A small run of benchmarks/fuzz_recipes.py: random recipes (every step kind, auto() with its
options, compute_at, local_buffer, pack, register_tile, pipeline, vector_lanes) on kernels_c,
accepted schedules run against the original at four size sets (one staggered) with 1 and 2
threads, arrays between canaries, every refusal confirmed.  Big runs: benchmarks/fuzz_recipes.py."""
from __future__ import annotations

import importlib.util
import json
import random
import re
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "fuzz_recipes.py"
spec = importlib.util.spec_from_file_location("fuzz_recipes", SCRIPT)
fuzz_recipes = importlib.util.module_from_spec(spec)
sys.modules["fuzz_recipes"] = fuzz_recipes  # dataclasses look their module up there
spec.loader.exec_module(fuzz_recipes)


def test_a_few_random_recipes_find_no_miscompile_and_no_unconfirmed_refusal(capsys):
    assert fuzz_recipes.main(["--count", "5", "--seed", "7", "--kernels",
                              "atax,tutorial_stencil,jacobi-1d,tutorial_row_recurrence,mvt"]) == 0
    report = capsys.readouterr().out
    assert "tried 5" in report and "miscompiles 0" in report and "unconfirmed refusals 0" in report


def test_refusals_are_confirmed_from_the_access_maps():
    stencil = next(k for k in fuzz_recipes.kernels_c(None) if k.name == "tutorial_stencil")
    schedule = stencil.kernel.schedule()
    step = fuzz_recipes.Step("reverse", ("j",))
    with pytest.raises(fuzz_recipes.IllegalTransformation) as refused:
        schedule.apply(step)
    forced = schedule.apply(step, force=True)
    assert fuzz_recipes.pair_is_reversed_conflict(stencil.kernel, forced, refused.value)
    # The same pair is no reversed conflict under the original schedule.
    assert not fuzz_recipes.pair_is_reversed_conflict(stencil.kernel, schedule, refused.value)


def test_edge_size_sets_respect_the_kernel_context():
    jacobi = next(k for k in fuzz_recipes.kernels_c(None) if k.name == "jacobi-1d")
    sets = jacobi.size_sets
    assert len(sets) == 4 and sets[0] == jacobi.kernel.scop.source.header.test_sizes
    assert all(min(s.values()) <= 2 for s in sets[1:3])
    # The staggered set: n, n + 1, n + 3 over the size parameters, within 0-13.
    sizes = [sets[3][p.name] for p in jacobi.kernel.scop.function_parameters if p.kind == "size"]
    assert [s - sizes[0] for s in sizes] == list(fuzz_recipes.STAGGER[:len(sizes)]) and max(sizes) <= 13
    draws = {fuzz_recipes.step_text(fuzz_recipes.draw_step(random.Random(seed), jacobi.kernel.schedule())).split("(")[0]
             for seed in range(200)}
    assert draws == set(fuzz_recipes.STEP_KINDS)


def test_random_recipes_at_the_edges_of_the_scop_compare_returns_and_pointer_scalars(capsys):
    """Issue 20's acceptance: live iterators and scalars, returned values, a user pragma and a one-line
    layout are drawn too."""
    names = [k.name for k in fuzz_recipes.edge_kernels(None)]
    assert names == ["edges/live_iterators", "edges/live_scalars", "edges/one_line", "edges/pointer_scalar",
                     "edges/user_pragma"]
    assert fuzz_recipes.main(["--count", "5", "--seed", "3", "--kernels", ",".join(names)]) == 0
    report = capsys.readouterr().out
    assert "tried 5" in report and "miscompiles 0" in report and "unconfirmed refusals 0" in report


def test_polybench_schedules_run_against_the_original_at_every_size_set(capsys):
    """PolyBench's own files (static kernels, a main that needs utilities/polybench.c) run, not
    only read: every accepted schedule at three size sets."""
    polybench = fuzz_recipes.POLYBENCH
    if not polybench.is_dir():
        pytest.skip(f"PolyBench/C 4.2.1 is not at {polybench} (see README: tests that use it are optional)")
    assert fuzz_recipes.main(["--count", "4", "--seed", "5", "--kernels", "gemm,atax,jacobi-1d,trisolv"]) == 0
    report = capsys.readouterr().out
    assert "tried 4" in report and "miscompiles 0" in report and "FAILED" not in report
    accepted = int(re.search(r"accepted (\d+)", report).group(1))
    runs = int(re.search(r"(\d+) runs against the original", report).group(1))
    # Every size set, with 1 and 2 threads when the code has OpenMP (else one count).
    assert accepted and runs >= accepted * 3


SCAN = """
void scan(int n, double a[n], double tmp[n], double out[n]) {
  for (int i = 1; i < n; i++)
    tmp[i] = tmp[i - 1] + a[i];
  for (int i = 1; i < n; i++)
    out[i] = 2.0 * tmp[i];
}"""


def test_a_refused_compute_at_is_confirmed_by_its_results_not_a_traceback():
    """A forced compute_at has extension nodes (no schedule map): the pair check leaves it to the
    results (before: isl_schedule_get_map failed, a traceback in the fuzz's own check)."""
    kernel = fuzz_recipes.Kernel.from_c(SCAN)
    schedule = kernel.apply_recipe("tile(i@S1=4); reverse(i_t)")
    step = fuzz_recipes.Step("compute_at", ("S0", "i_t"), (("serial", 1),))
    with pytest.raises(fuzz_recipes.IllegalTransformation) as refused:
        schedule.apply(step)
    forced = schedule.apply(step, force=True)
    assert forced.recomputes and not fuzz_recipes.pair_is_reversed_conflict(kernel, forced, refused.value)
    fuzz = fuzz_recipes.FuzzKernel("scan", lambda: kernel, {"n": 9})
    runner = fuzz_recipes.Runner((1,), 60.0)
    tally = fuzz_recipes.Tally()
    try:
        assert fuzz_recipes.confirm_refusal(fuzz, schedule, step, refused.value, runner, tally, "")
    finally:
        runner.close()
    assert tally.confirmed_by_results == 1 and not tally.findings


def test_a_refused_pipeline_is_confirmed_by_its_pair():
    """pipeline(t) lets an iteration of t run ahead of the previous one at the loop after t; the
    pair the refusal names is one it races (before: unconfirmed, the schedule map is sequential)."""
    kernel = fuzz_recipes.Kernel.from_c("""
void smooth(int t_steps, int n, double A[n]) {
  for (int t = 0; t < t_steps; t++)
    for (int i = 1; i < n - 1; i++)
      A[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0;
}""")
    schedule = kernel.schedule()
    step = fuzz_recipes.Step("pipeline", ("t",))
    with pytest.raises(fuzz_recipes.IllegalTransformation) as refused:
        schedule.apply(step)
    assert refused.value.violation.detail is not None
    assert fuzz_recipes.pair_is_reversed_conflict(kernel, schedule.apply(step, force=True), refused.value)
    assert not fuzz_recipes.pair_is_reversed_conflict(kernel, schedule, refused.value)


SHIFT = """
void shift(int n, double A[n], double B[n]) {
  for (int i = 0; i < n; i++)
    B[i] = 2.0 * A[i] + 1.0;
}"""


def test_aliased_arguments_take_the_original_loops():
    """B = A + 1: the original runs a recurrence; reversed behind the run-time overlap test it
    still does, reversed on the promise of assume_no_alias() it does not (the check sees it)."""
    kernel = fuzz_recipes.Kernel.from_c(SHIFT)
    assert fuzz_recipes.alias_pairs(kernel) == [("A", "B")]
    fuzz = fuzz_recipes.FuzzKernel("shift", lambda: kernel, {"n": 9})
    runner = fuzz_recipes.Runner((1, 2), 60.0)
    try:
        for offset in fuzz_recipes.ALIAS_OFFSETS:
            assert runner.aliased(fuzz, kernel.apply_recipe("reverse(i); parallel(i)"), ("A", "B"), offset) is None
        promised = runner.aliased(fuzz, kernel.apply_recipe("assume_no_alias(); reverse(i)"), ("A", "B"), 1)
    finally:
        runner.close()
    assert promised.startswith("A and B sharing memory (B = A + 1)") and "buffer of A" in promised


def test_the_fuzz_table_counts_per_kernel_group(capsys, tmp_path):
    results = tmp_path / "results.jsonl"
    assert fuzz_recipes.main(["--count", "3", "--seed", "2", "--results", str(results),
                              "--kernels", "derived_pointer,narrow_iterators,size_t_loop,atax"]) == 0
    report = capsys.readouterr().out
    lines = [json.loads(line) for line in results.read_text().splitlines()]
    assert len(lines) == 3 and {line["group"] for line in lines} <= {"kernels_c", "own kernels"}
    row = re.search(r"\| all \| 3 \| \d+ \(\d+\) \| \d+ \(\d+ / 0\) \| 0 \| 0 \| 0 \| \d+ \|", report).group(0)
    # The file alone gives the same table (an interrupted run still reports).
    assert fuzz_recipes.main(["--table", str(results)]) == 0
    assert row in capsys.readouterr().out


def test_an_accepted_schedule_that_does_not_compile_fails_the_run():
    """The fuzz found accepted schedules whose code gcc refuses (parallel(i); parallel(j);
    assume_no_alias(): pv_threads undeclared); before, a compile error was only counted."""
    assert fuzz_recipes.exit_status(fuzz_recipes.Tally(errors=fuzz_recipes.Counter({"compile-error": 1})), []) == 1
    assert fuzz_recipes.exit_status(fuzz_recipes.Tally(errors=fuzz_recipes.Counter({"crashed": 1})), []) == 1
    clear = fuzz_recipes.Tally(errors=fuzz_recipes.Counter({"ScopError (clear message)": 2}))
    assert fuzz_recipes.exit_status(clear, []) == 0
    assert fuzz_recipes.exit_status(clear, ["an original does not run"]) == 1


def test_a_traceback_names_the_recipe_drawn(capsys, monkeypatch):
    """Seed 606's traceback named only the kernel: the recipe had to be found by replaying the run."""
    def broken(schedule, step, *, force=False):
        raise ValueError("broken step")

    monkeypatch.setattr(fuzz_recipes, "apply", broken)
    assert fuzz_recipes.main(["--count", "1", "--seed", "1", "--kernels", "atax"]) == 1
    report = capsys.readouterr().out
    assert re.search(r"TRACEBACK atax \(drawn: [a-z_]+\(.*\)\): Traceback", report) and "broken step" in report
