"""The lab kernels and their checkers (see the package docstring)."""
from __future__ import annotations

import html
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Mapping

import islpy as isl

from ..errors import IllegalTransformation, PolyvizError
from ..kernel import Kernel
from ..transform import Schedule
from ..transform.legality import distances_under
from ..transform.steps import loops_tiled_by

#: The C source of each lab's kernel.
LAB_SOURCES: dict[str, str] = {
    "parallel": """\
void sweep(int n, double A[n][n]) {
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n - 1; j++)
      A[i][j] = (A[i][j - 1] + A[i - 1][j + 1]) * 0.5;
}
""",
    "seidel_tiling": """\
void seidel_2d(int tsteps, int n, double A[n][n]) {
  for (int t = 0; t <= tsteps - 1; t++)
    for (int i = 1; i <= n - 2; i++)
      for (int j = 1; j <= n - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
                   + A[i][j - 1] + A[i][j] + A[i][j + 1]
                   + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}
""",
    "beat_gemm": """\
void gemm(int n, double C[n][n], double A[n][n], double B[n][n]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        C[i][j] += A[i][k] * B[k][j];
}
""",
    "illegal_interchange": """\
void shift(int n, double A[n][n]) {
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n - 1; j++)
      A[i][j] = A[i - 1][j + 1] + A[i][j];
}
""",
}


@lru_cache(maxsize=None)
def lab_kernel(name: str) -> Kernel:
    """The kernel of lab ``name`` (a key of :data:`LAB_SOURCES`)."""
    if name not in LAB_SOURCES:
        raise PolyvizError(f"unknown lab {name!r}; the labs are {', '.join(LAB_SOURCES)}")
    return Kernel.from_c(LAB_SOURCES[name])


@dataclass
class Feedback:
    """What a checker tells the student: passed or not, and why, line by line."""

    lab: str
    passed: bool
    lines: list[str] = field(default_factory=list)
    #: Machine-readable details (the violated dependence, the measured speedup, …).
    details: dict[str, Any] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return self.passed

    @property
    def message(self) -> str:
        return "\n".join(self.lines)

    def __str__(self) -> str:
        head = f"[{self.lab}] " + ("PASSED" if self.passed else "not yet")
        return "\n".join([head] + ["  " + line for line in self.lines])

    def _repr_html_(self) -> str:
        color, border, head = (("#E8F5E9", "#2E7D32", "✔ passed") if self.passed
                               else ("#FFF8E1", "#B26A00", "✘ not yet"))
        items = "".join(f"<li>{html.escape(line)}</li>" for line in self.lines)
        return (f'<div style="background:{color};border-left:4px solid {border};padding:6px 10px">'
                f"<b>{html.escape(self.lab)}: {head}</b><ul style='margin:4px 0'>{items}</ul></div>")


# -- reading an answer ----------------------------------------------------------------------------
def _signature(kernel: Kernel) -> tuple:
    return tuple((str(s.domain), tuple(sorted(map(str, s.writes))), tuple(sorted(map(str, s.reads))))
                 for s in kernel.statements)


def _schedule_of(lab: str, answer) -> tuple[Schedule | None, str | None]:
    """The schedule of the lab's kernel that ``answer`` describes, or why there is none.

    A recipe is applied with ``force``, so that its illegal steps are kept for the feedback to
    name (see :func:`_illegal`).
    """
    kernel = lab_kernel(lab)
    if answer is None or (isinstance(answer, str) and not answer.strip()):
        return None, "no answer yet: fill in the exercise cell"
    if isinstance(answer, str):
        try:
            return kernel.apply_recipe(answer, force=True), None
        except PolyvizError as error:
            return None, f"the recipe does not apply: {error}"
    schedule = getattr(answer, "schedule", answer)      # an Explorer shows its schedule
    if callable(schedule) and not isinstance(schedule, Schedule):
        schedule = schedule()                            # a Kernel: its original schedule
    if not isinstance(schedule, Schedule):
        return None, f"expected an Explorer, a Schedule or a recipe string, got {type(answer).__name__}"
    if _signature(Kernel(schedule.scop)) != _signature(kernel):
        return None, ("this schedule belongs to another loop nest: start from "
                      f"polyviz.labs.lab_kernel({lab!r}) (or paste LAB_SOURCES[{lab!r}])")
    return schedule, None


def _illegal(lab: str, schedule: Schedule) -> Feedback | None:
    """Feedback on the first illegal step of ``schedule``, in the student's own coordinates: the
    dependence it breaks, that dependence's distances after the student's legal steps, and
    which loops those steps already put right (a half-right answer hears what is left to do)."""
    if schedule.legal:
        return None
    yours = schedule.legal_prefix()
    step = schedule.steps[len(yours.steps)]
    try:
        yours.apply(step)
        return None
    except IllegalTransformation as error:
        refusal = error
    violation = refusal.violation
    d = violation.dependence
    after = f" after your steps {yours.recipe}" if yours.steps else ""
    lines = [f"step {refusal.step} is illegal{after}",
             f"it breaks the {d.kind} dependence {d.source} -> {d.sink} on {d.array}: "
             f"{violation.instance_pair} would run " + ("in parallel" if violation.loop else "in the wrong order")]
    if violation.loop:
        lines.append(f"loop {violation.loop} carries that dependence, so it cannot be parallel")
    details = {"violation": violation.as_dict(), "recipe": schedule.recipe}
    loops, distances = _coordinates(yours, d)
    if distances:
        where = f"in your loops ({', '.join(loops)}){after}" if yours.steps else f"in the loops ({', '.join(loops)})"
        lines.append(f"its distance vectors {where}: " + ", ".join(map(_vector_text, distances)))
        details.update(loops=list(loops), distances=[list(v) for v in distances])
        lines += _carried(violation.loop, loops, distances) if violation.loop else \
            _progress(lab, yours, d, loops, distances)
    if refusal.suggestion:
        lines.append(f"hint: {refusal.suggestion}")
    return Feedback(lab, False, lines, details)


def _coordinates(schedule: Schedule, dependence) -> tuple[tuple[str, ...], tuple[tuple[int, ...], ...] | None]:
    """The loops of ``schedule`` and the distances of ``dependence`` along them."""
    distances = distances_under(schedule.isl_schedule, dependence)
    loops = schedule.loops()
    if distances and len(distances[0]) != len(loops):  # sequences add time dimensions of their own
        loops = tuple(f"d{k}" for k in range(len(distances[0])))
    return loops, distances


def _negative(loops: tuple[str, ...], distances) -> list[str]:
    """The loops along which some distance is negative (a tile over them would run a sink first)."""
    return [loop for k, loop in enumerate(loops) if any(v[k] < 0 for v in distances)]


def _progress(lab: str, yours: Schedule, dependence, loops, distances) -> list[str]:
    """What the student's steps changed about the negative distances, compared with the original."""
    left = _negative(loops, distances)
    if not yours.steps:
        return [f"negative distances along {' and '.join(left)}: tiling or interchanging those loops "
                "runs sinks before their sources; skew them by an outer loop first"] if left else []
    original_loops, original = _coordinates(lab_kernel(lab).schedule(), dependence)
    fixed = [loop for loop in _negative(original_loops, original or ()) if loop not in left]
    if not left:
        return [f"your steps made every distance non-negative ({', '.join(fixed)} had negative ones)"] if fixed else []
    examples = ", ".join(_vector_text(v) for v in distances if any(v[loops.index(loop)] < 0 for loop in left))
    if fixed:
        return [f"half-way there: your steps made the distances along {' and '.join(fixed)} non-negative; "
                f"along {' and '.join(left)} some are still negative ({examples})"]
    return [f"your steps leave negative distances along {' and '.join(left)} ({examples})"]


def _carried(loop: str, loops: tuple[str, ...], distances) -> list[str]:
    """Which distances a loop meant to run in parallel carries (a non-zero component along it
    while every outer component is zero)."""
    if loop not in loops:
        return []
    depth = loops.index(loop)
    carried = [v for v in distances if v[depth] != 0 and not any(v[:depth])]
    return [f"{loop} carries {', '.join(map(_vector_text, carried))}: a parallel loop needs every dependence "
            "carried by an outer loop (a non-zero component further left)"] if carried else []


def _vector_text(vector: tuple[int, ...]) -> str:
    return "(" + ", ".join(map(str, vector)) + ")"


def _legal_schedule(lab: str, answer) -> tuple[Schedule | None, Feedback | None]:
    """The schedule ``answer`` describes, or the feedback that there is none or that it is illegal."""
    schedule, problem = _schedule_of(lab, answer)
    if schedule is None:
        return None, _missing(lab, problem)
    return schedule, _illegal(lab, schedule)


def _missing(lab: str, problem: str) -> Feedback:
    return Feedback(lab, False, [problem], {})


# -- lab 1: make this loop nest parallel ----------------------------------------------------------
def check_parallel(answer) -> Feedback:
    """Lab "make this loop nest parallel" on ``LAB_SOURCES["parallel"]``.

    Passes when the schedule is legal and at least one loop runs in parallel
    (a ``parallel(...)`` step, i.e. ``#pragma omp parallel for`` in the code). Otherwise it
    says which loop carries which dependence.
    """
    lab = "parallel"
    schedule, rejection = _legal_schedule(lab, answer)
    if rejection is not None:
        return rejection
    marked = [str(s.args[0]) for s in schedule.steps if s.name == "parallel" and s.args]
    if marked:
        return Feedback(lab, True, [f"legal, and loop {', '.join(marked)} runs in parallel "
                                    f"(recipe: {schedule.recipe})"], {"parallel": marked, "recipe": schedule.recipe})
    ready = list(schedule.parallel_loops())
    if ready:
        return Feedback(lab, False, [f"legal so far; loop {ready[0]} carries no dependence now: "
                                     f"mark it with parallel({ready[0]})"], {"parallel_ready": ready})
    lines = ["legal, but every loop is still sequential:"]
    for loop in schedule.loops():
        try:
            schedule.parallel(loop)
        except IllegalTransformation as error:
            v = error.violation
            lines.append(f"loop {loop} carries the {v.dependence.kind} dependence on {v.dependence.array} "
                         f"({v.instance_pair})")
        except PolyvizError:
            continue
    lines.append("hint: every dependence must be carried by an outer loop, so that the inner one is free "
                 "(look at the distance vectors, then skew)")
    return Feedback(lab, False, lines, {"sequential": list(schedule.loops())})


# -- lab 2: a legal tiling of seidel-2d -----------------------------------------------------------
def _tiled_loops(schedule: Schedule) -> list[str]:
    return [loop for step in schedule.steps for loop in loops_tiled_by(step)]


def check_seidel_tiling(answer) -> Feedback:
    """Lab "find a legal tiling for seidel-2d" on ``LAB_SOURCES["seidel_tiling"]``.

    Passes when the schedule is legal and one ``tile`` step tiles all three loops (t, i, j —
    or what skewing made of them): tiling only space, or only two loops, is not enough.
    """
    lab = "seidel_tiling"
    schedule, rejection = _legal_schedule(lab, answer)
    if rejection is not None:
        return rejection
    tiles = [s for s in schedule.steps if s.name == "tile"]
    widest = max((len(s.keywords) + len(s.args) // 2 for s in tiles), default=0)
    if widest >= 3:
        return Feedback(lab, True, [f"legal 3-D tiling: {schedule.recipe}",
                                    f"loops now: {', '.join(schedule.loops())}"],
                        {"recipe": schedule.recipe, "tiled": _tiled_loops(schedule)})
    if not tiles:
        return Feedback(lab, False, ["legal, but nothing is tiled yet: add a tile(...) step over t, i and j"],
                        {"recipe": schedule.recipe})
    return Feedback(lab, False, [f"legal, but the tile step tiles {widest} loop(s) "
                                 f"({', '.join(_tiled_loops(schedule))}); tile all three (t, i, j) in one step"],
                    {"recipe": schedule.recipe, "tiled": _tiled_loops(schedule)})


# -- lab 3: beat the textbook gemm ----------------------------------------------------------------
def check_beat_gemm(answer, *, target: float = 3.0, sizes: Mapping[str, int] | None = None,
                    repeat: int = 3, threads: int | None = None) -> Feedback:
    """Lab "beat the original gemm by 3×" on ``LAB_SOURCES["beat_gemm"]`` (the i-j-k textbook order).

    Compiles the original and the student's schedule, runs both on the same inputs in child
    processes (:func:`polyviz.bench`), checks that the results are identical and passes
    when the measured speedup (median over ``repeat`` runs) reaches ``target``.
    ``sizes`` defaults to ``{"n": 400}``.
    """
    from ..benchmark import bench

    lab = "beat_gemm"
    schedule, rejection = _legal_schedule(lab, answer)
    if rejection is not None:
        if "violation" in rejection.details:
            rejection.lines.append("an illegal schedule computes something else: it is not timed")
        return rejection
    kernel = lab_kernel(lab)
    sizes = dict(sizes or {"n": 400})
    try:
        result = bench(kernel, [("yours", schedule)], sizes, repeat=repeat, threads=threads)
    except PolyvizError as error:
        return Feedback(lab, False, [f"could not build or run your schedule: {error}"], {"recipe": schedule.recipe})
    original, yours = result["original"], result["yours"]
    details = {"recipe": schedule.recipe, "sizes": sizes, "target": target, "speedup": yours.speedup,
               "original_s": original.median, "yours_s": yours.median, "status": yours.status}
    if not original.ok:
        return Feedback(lab, False, [f"the original did not run ({original.status}: {original.message})"], details)
    if not yours.ok:
        return Feedback(lab, False, [f"your version did not pass: {yours.status} — {yours.message}"], details)
    timing = (f"original {original.median * 1e3:.1f} ms, yours {yours.median * 1e3:.1f} ms at "
              + ", ".join(f"{k}={v}" for k, v in sizes.items()) + f": speedup {yours.speedup:.2f}×"
              + f" (results verified: {yours.verified})")
    if yours.speedup >= target:
        return Feedback(lab, True, [timing, f"target {target:g}× reached"], details)
    lines = [timing, f"{target / yours.speedup:.2f}× short of the target {target:g}×"]
    inner = schedule.loops()[-1].split("@")[0] if schedule.loops() else ""
    if inner.startswith("k"):
        lines.append(f"the innermost loop is {inner}: B[k][j] then jumps a whole row (n doubles) per "
                     "iteration — which loop order walks B and C along rows?")
    elif not any(s.name == "parallel" for s in schedule.steps):
        lines.append("all of it runs on one core: which loop carries no dependence?")
    return Feedback(lab, False, lines, details)


# -- lab 4: explain why the interchange is illegal ------------------------------------------------
def _vector(value, length: int, what: str):
    try:
        vector = tuple(int(x) for x in value)
    except (TypeError, ValueError):
        return None, f"{what} should be {length} integers such as {tuple(range(1, length + 1))}, got {value!r}"
    if len(vector) != length:
        return None, f"{what} should have {length} coordinates (i, j), got {len(vector)}"
    return vector, None


def check_illegal_interchange(answer: Mapping[str, Any] | None) -> Feedback:
    """Lab "explain why this interchange is illegal" on ``LAB_SOURCES["illegal_interchange"]``.

    ``answer`` is a dict: ``kind`` ("RAW", "WAR" or "WAW") and ``array`` of the dependence the
    interchange breaks, its ``distance`` vector (i, j), and one instance pair: ``source`` and
    ``sink`` iterations (i, j) for some n, such that the sink depends on the source but runs
    first after the interchange. Each part is checked and commented separately.
    """
    lab = "illegal_interchange"
    if not answer:
        return _missing(lab, "no answer yet: fill in kind, array, distance, source and sink")
    if not isinstance(answer, Mapping):
        return _missing(lab, f"the answer should be a dict with kind, array, distance, source, sink; "
                             f"got {type(answer).__name__}")
    kernel = lab_kernel(lab)
    swapped = kernel.schedule().interchange("i", "j", force=True)
    broken = [d for d in kernel.dependences()
              if not isl.UnionMap.from_map(d.relation).intersect(_reversed(swapped)).is_empty()]
    lines: list[str] = []
    ok = True
    kind = str(answer.get("kind", "")).upper()
    array = str(answer.get("array", ""))
    matching = [d for d in broken if d.kind == kind and d.array == array]
    if not matching:
        ok = False
        if any(d.kind == kind and d.array == array for d in kernel.dependences()):
            lines.append(f"the {kind} dependence on {array} exists, but the interchange keeps it in order")
        else:
            lines.append(f"there is no {kind or '?'} dependence on {array or '?'} in this nest: look at "
                         "which statement instance writes a value that a later one reads")
    else:
        lines.append(f"right: the interchange breaks the {kind} dependence on {array}")
    dependence = matching[0] if matching else (broken[0] if broken else None)
    distance, problem = _vector(answer.get("distance"), 2, "distance")
    if problem:
        ok = False
        lines.append(problem)
    elif dependence is not None and dependence.distances is not None:
        if distance in dependence.distances:
            lines.append(f"right: distance {distance} (sink − source); after the interchange it becomes "
                         f"{(distance[1], distance[0])}, whose first non-zero entry is negative")
        else:
            ok = False
            lines.append(f"distance {distance} is not a distance of that dependence: subtract the source "
                         "iteration from the sink iteration (sink − source)")
    pair_ok = True
    source, problem = _vector(answer.get("source"), 2, "source")
    if problem:
        lines.append(problem)
        pair_ok = False
    sink, problem = _vector(answer.get("sink"), 2, "sink")
    if problem:
        lines.append(problem)
        pair_ok = False
    if pair_ok and dependence is not None:
        pair = isl.UnionMap(f"[n] -> {{ S0[{source[0]}, {source[1]}] -> S0[{sink[0]}, {sink[1]}] }}")
        if pair.intersect(isl.UnionMap.from_map(dependence.relation)).is_empty():
            pair_ok = False
            lines.append(f"S0{list(source)} -> S0{list(sink)} is not an instance pair of the dependence for any n "
                         "(are both inside the loop bounds? does the sink read what the source wrote?)")
        elif pair.intersect(_reversed(swapped)).is_empty():
            pair_ok = False
            lines.append(f"S0{list(source)} -> S0{list(sink)} is a dependence pair, but the interchanged "
                         "loops still run the source first")
        else:
            lines.append(f"right: S0{list(source)} -> S0{list(sink)} is a dependence pair, and after the "
                         f"interchange the sink runs first (j = {sink[1]} < {source[1]})")
    ok = ok and pair_ok
    return Feedback(lab, ok, lines, {"broken": [f"{d.kind} on {d.array}" for d in broken]})


def _reversed(schedule: Schedule) -> isl.UnionMap:
    """Instance pairs (a, b) that ``schedule`` runs with b strictly before a."""
    times = schedule.isl_schedule.get_map()
    return times.lex_gt_union_map(times)
