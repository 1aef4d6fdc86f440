"""``auto()`` over a generated family of loop nests: depths, constant and parametric bounds,
statements at several depths; every schedule compiled and run against the original."""
from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from polyviz import Kernel
from polyviz.runtime import Variant, bench

#: Sizes the generated nests run at: parametric bounds use n and m.
SIZES = {"n": 5, "m": 3}


@st.composite
def nests(draw) -> str:
    """A C function: one nest of 1–5 loops, each bound a constant (1–3) or n or m, with 1–4
    statements at chosen depths.  Statement ``s`` writes its own array ``T<s>``, indexed by the
    loops around it or by a prefix of them (then it sums over the inner loops, a reduction),
    reading the input ``X`` and arrays earlier statements wrote at a prefix of its indices."""
    depth = draw(st.integers(1, 5))
    bounds = [draw(st.sampled_from(["1", "2", "3", "n", "m"])) for _ in range(depth)]
    iterators = [f"i{k}" for k in range(depth)]
    count = draw(st.integers(1, 4))
    levels = sorted(draw(st.lists(st.integers(1, depth), min_size=count - 1, max_size=count - 1)) + [depth])
    statements: dict[int, list[str]] = {}
    arrays: list[tuple[str, int]] = []  # (name, dimensions)
    for s, level in enumerate(levels):
        dims = draw(st.integers(1, level))
        target = f"T{s}" + "".join(f"[{i}]" for i in iterators[:dims])
        terms = ["X" + "".join(f"[{i}]" for i in iterators[:level]) + "[0]" * (depth - level)] + [
            name + "".join(f"[{i}]" for i in iterators[:d]) for name, d in arrays
            if d <= level and draw(st.booleans())]
        operator = "+=" if dims < level else draw(st.sampled_from(["=", "+="]))
        statements.setdefault(level, []).append(f"{target} {operator} {' + '.join(terms)} * 0.5;")
        arrays.append((f"T{s}", dims))
    place_after = {level: draw(st.booleans()) for level in statements}

    def body(level: int) -> list[str]:
        own = statements.get(level, [])
        if level == depth:
            return own
        pad = "  " * (level + 1)
        inner = [f"{pad}for (int {iterators[level]} = 0; {iterators[level]} < {bounds[level]}; {iterators[level]}++) {{"]
        inner += [pad + "  " + line for line in body(level + 1)] + [pad + "}"]
        return inner + own if place_after.get(level) else own + inner

    def declaration(name: str, dims: int) -> str:
        return f"double {name}" + "".join(f"[{bound}]" for bound in bounds[:dims])

    parameters = ["int n", "int m", declaration("X", depth)] + [declaration(name, d) for name, d in arrays]
    return "void nest(" + ", ".join(parameters) + ") {\n" + "\n".join(body(0)) + "\n}\n"


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(source=nests(), reassociate=st.booleans(), no_alias=st.booleans())
# Two time loops (i0 distributed over two statements): time tiling the first renamed the second.
@example(source="void nest(int n, int m, double X[1][2][3], double T0[1], double T1[1]) {\n"
                "  for (int i0 = 0; i0 < 1; i0++) {\n    for (int i1 = 0; i1 < 2; i1++)\n"
                "      for (int i2 = 0; i2 < 3; i2++)\n        T1[i0] += X[i0][i1][i2] * 0.5;\n"
                "    T0[i0] = X[i0][0][0] * 0.5;\n  }\n}\n", reassociate=False, no_alias=False)
# A band named i1_t nested in another i1_t band that also holds S2: fusing "i1_t@S2" (the name
# loop_name gives it) was refused as ambiguous.
@example(source="void nest(int n, int m, double X[1][2][1][1], double T0[1], double T1[1], double T2[1][2]) {\n"
                "  for (int i0 = 0; i0 < 1; i0++) {\n    T0[i0] = X[i0][0][0][0] * 0.5;\n"
                "    for (int i1 = 0; i1 < 2; i1++)\n      for (int i2 = 0; i2 < 1; i2++)\n"
                "        for (int i3 = 0; i3 < 1; i3++) {\n          T1[i0] += X[i0][i1][i2][i3] * 0.5;\n"
                "          T2[i0][i1] += X[i0][i1][i2][i3] * 0.5;\n        }\n  }\n}\n",
         reassociate=False, no_alias=False)
def test_auto_schedules_generated_nests_and_keeps_their_results(source, reassociate, no_alias):
    kernel = Kernel.from_c(source)
    schedule = kernel.schedule().auto(reassociate=reassociate, no_alias=no_alias, tile_size=2)
    assert schedule.legal
    code = schedule.generate()
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.name,
                   [Variant("auto", kernel.translation_unit(code), reassociates=code.reassociates)],
                   SIZES, repeat=0, threads=2, baselines=False)
    assert result["auto"].verified is not None, f"{schedule.recipe}\n{source}\n{result['auto'].message}"


def test_auto_on_constant_inner_loops_under_an_imperfect_nest():
    # The nest of the issue: isl was asked to isolate the full tiles of loops shorter than a tile.
    kernel = Kernel.from_c("""void f(int n, int m, double y[n][m], double A[n][m][3][3]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      y[i][j] = 1.0;
      for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++)
          y[i][j] *= A[i][j][a][b];
    }
}""")
    schedule = kernel.schedule().auto()
    assert "tile(" in schedule.recipe
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.name,
                   [Variant("auto", kernel.translation_unit(schedule.generate()))], {"n": 10, "m": 9},
                   repeat=0, threads=2, baselines=False)
    assert result["auto"].verified == "exact", result["auto"].message


def test_auto_on_a_twelve_deep_nest_of_two_iteration_loops():
    # A reduction with reuse in 12 loops of 2 iterations: auto() tiles it, and no tile is full.
    loops = "".join(f"for (int i{k} = 0; i{k} < 2; i{k}++)\n" for k in range(12))
    kernel = Kernel.from_c(f"void f(double A[2][2], double B[2][2], double C[2][2]) {{\n{loops}"
                           "  C[i0][i1] += A[i0][i11] * B[i11][i1];\n}\n")
    schedule = kernel.schedule().auto()
    assert "tile(" in schedule.recipe
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.name,
                   [Variant("auto", kernel.translation_unit(schedule.generate()))], {},
                   repeat=0, threads=2, baselines=False)
    assert result["auto"].verified == "exact", result["auto"].message
