"""The front end's model and the dependence analysis on textbook kernels."""
from pathlib import Path

import islpy as isl
import pytest

from polyviz import Kernel, ScopError

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"


def nest(body: str, arrays: str = "double A[n][n]") -> Kernel:
    return Kernel.from_c(f"void f(int n, {arrays}) {{\n{body}\n}}\n")


def only_dependence(kernel: Kernel, kind: str = "RAW"):
    (dep,) = kernel.dependences(kind)
    return dep


@pytest.mark.parametrize("statement, expected", [
    ("A[i][j] = A[i-1][j] + A[i][j-1];", {(1, 0), (0, 1)}),
    ("A[i][j] = A[i-1][j] + A[i-1][j-1];", {(1, 0), (1, 1)}),
])
def test_tutorial_distance_vectors(statement, expected):
    kernel = nest(f"for (int i = 1; i < n; i++)\n  for (int j = 1; j < n; j++)\n    {statement}")
    dep = only_dependence(kernel)
    assert set(dep.distances) == expected
    assert not kernel.dependences("WAR") and not kernel.dependences("WAW")


def test_row_recurrence_has_distance_0_1_and_parallel_rows():
    kernel = nest("for (int i = 0; i < n; i++)\n  for (int j = 1; j < n; j++)\n    A[i][j] = A[i][j-1];")
    assert only_dependence(kernel).distances == ((0, 1),)
    assert {loop.name: loop.parallel for loop in kernel.loops()} == {"i": True, "j": False}


def test_gemm_reduction_is_carried_by_k_only():
    kernel = nest("for (int i = 0; i < n; i++)\n for (int j = 0; j < n; j++)\n  for (int k = 0; k < n; k++)\n"
                  "   C[i][j] += A[i][k] * B[k][j];", "double C[n][n], double A[n][n], double B[n][n]")
    raw = only_dependence(kernel, "RAW")
    assert raw.distances == ((0, 0, 1),)
    assert raw.carried_by == ("k",)
    assert only_dependence(kernel, "WAW").direction == ("0", "0", "+")
    assert {loop.name: loop.parallel for loop in kernel.loops()} == {"i": True, "j": True, "k": False}


def test_diagonal_stencil_inner_loop_is_parallel():
    kernel = nest("for (int i = 1; i < n; i++)\n  for (int j = 1; j < n; j++)\n    A[i][j] = A[i-1][j] + A[i-1][j-1];")
    assert {loop.name: loop.parallel for loop in kernel.loops()} == {"i": False, "j": True}


def test_anti_and_output_dependences_are_memory_based():
    kernel = nest("for (int i = 0; i < n - 1; i++) {\n  A[0][i] = A[0][i + 1];\n  A[1][0] = A[0][i];\n}")
    war = kernel.dependences("WAR")
    assert any(d.source == "S0" and d.sink == "S0" and d.distances == ((1,),) for d in war)
    waw = [d for d in kernel.dependences("WAW") if d.source == d.sink == "S1"]
    assert waw and waw[0].direction == ("+",)


def test_domains_accesses_and_schedule_round_trip_through_text():
    kernel = Kernel.from_file(KERNELS / "gemm.c")
    for statement in kernel.statements:
        assert isl.Set(str(statement.domain)).is_equal(statement.domain)
        assert isl.Map(str(statement.schedule)).is_equal(statement.schedule)
        for access in statement.reads + statement.writes:
            assert isl.Map(str(access)).is_equal(access)
    tree = isl.Schedule(str(kernel.schedule_tree))
    assert tree.get_map().is_equal(kernel.schedule_tree.get_map())
    assert isl.Set(str(kernel.context)).is_equal(kernel.context)


def test_model_of_gemm():
    kernel = Kernel.from_file(KERNELS / "gemm.c")
    assert kernel.parameters == ("ni", "nj", "nk")
    assert [s.name for s in kernel.statements] == ["S0", "S1"]
    s1 = kernel.statements[1]
    assert s1.iterators == ("i", "k", "j")
    assert {m.get_tuple_name(isl.dim_type.out) for m in s1.reads} == {"C", "A", "B", "alpha"}
    assert kernel.scop.array("C").extents == ("ni", "nj")
    assert kernel.context.is_equal(isl.Set("[ni, nj, nk] -> { : ni > 0 and nj > 0 and nk > 0 }"))
    assert s1.domain.is_equal(isl.Set("[ni, nj, nk] -> { S1[i, k, j] : 0 <= i < ni and 0 <= k < nk and 0 <= j < nj }"))


def test_decreasing_and_strided_loops():
    kernel = Kernel.from_c("void f(int n, double A[n]) {\n for (int i = n - 1; i >= 0; i -= 3)\n  A[i] = A[i] * 2.0;\n}\n")
    domain = kernel.statements[0].domain
    points = []
    domain.fix_val(isl.dim_type.param, 0, 10).foreach_point(
        lambda p: points.append(p.get_coordinate_val(isl.dim_type.set, 0).to_python()))
    assert sorted(points) == [0, 3, 6, 9]


def test_guards_min_max_modulo_and_division():
    kernel = Kernel.from_c("#define MIN(a, b) ((a) < (b) ? (a) : (b))\n"
                           "void f(int n, int m, double A[n][m]) {\n"
                           " for (int i = 0; i < MIN(n, m); i++)\n"
                           "  for (int j = i / 2; j < m; j++)\n"
                           "   if (j % 3 == 0 && !(i > j) || i == 0)\n"
                           "    A[i][j] = 1.0;\n}\n")
    domain = kernel.statements[0].domain.fix_val(isl.dim_type.param, 0, 5).fix_val(isl.dim_type.param, 1, 7)
    expected = {(i, j) for i in range(min(5, 7)) for j in range(i // 2, 7) if (j % 3 == 0 and not i > j) or i == 0}
    found = set()
    domain.foreach_point(lambda p: found.add(tuple(p.get_coordinate_val(isl.dim_type.set, k).to_python()
                                                   for k in range(2))))
    assert found == expected


def test_scalars_declared_in_the_scop_are_statements_and_hoisted():
    kernel = Kernel.from_c("double f(int n, double A[n]) {\n  double s = 0.0;\n  for (int i = 0; i < n; i++)\n"
                           "    s += A[i];\n  return s;\n}\n")
    assert [s.text for s in kernel.statements] == ["s = 0.0;", "s += A[i];"]
    assert kernel.scop.source.hoisted_declarations == ("double s;",)
    assert kernel.scop.source.scop_last_line == 4
    assert "return s;" in kernel.function_c()


def test_code_outside_the_scop_is_kept_verbatim():
    source = ("void init(int n, double A[n]);\n"
              "void f(int n, double A[n]) {\n"
              "  init(n, A);   /* stays */\n"
              "#pragma scop\n"
              "  for (int i = 1; i < n; i++)\n"
              "    A[i] = A[i - 1] + 1.0;\n"
              "#pragma endscop\n"
              "  init(n, A);\n"
              "}\n")
    kernel = Kernel.from_c(source)
    text = kernel.translation_unit()
    assert "  init(n, A);   /* stays */\n#pragma scop\n" in text
    assert "#pragma endscop\n  init(n, A);\n}" in text


@pytest.mark.parametrize("path", sorted(KERNELS.glob("*.c")), ids=lambda p: p.stem)
def test_every_kernel_parses_and_analyses(path):
    kernel = Kernel.from_file(path)
    assert kernel.statements
    assert all(not s.domain.is_empty() for s in kernel.statements)
    assert kernel.loops()
    for dep in kernel.dependences():
        assert not dep.relation.is_empty()


def test_analysis_beyond_the_isl_budget_is_reported_not_hung(monkeypatch):
    from polyviz import AnalysisTooComplex

    monkeypatch.setenv("POLYVIZ_ISL_OPERATIONS", "50")
    kernel = Kernel.from_file(KERNELS / "heat-3d.c")
    with pytest.raises(AnalysisTooComplex, match="dependence analysis of"):
        kernel.dependences()
    assert isl.DEFAULT_CONTEXT.get_max_operations() == 0


def test_a_bare_loop_nest_without_function_is_read():
    source = "for (i = 1; i < n; i++)\n  for (j = 1; j < m; j++)\n    A[i][j] = A[i-1][j] + A[i][j-1];\n"
    kernel = Kernel.from_c(source)
    assert kernel.parameters == ("n", "m")
    assert kernel.statements[0].line == 3
    assert kernel.scop.array("A").extents == (None, None)
    assert set(kernel.dependences("RAW")[0].distances) == {(1, 0), (0, 1)}
    assert "for (int i = 1; i < n; i++)" in kernel.translation_unit()


def test_a_bare_nest_with_a_syntax_error_reports_the_users_line():
    with pytest.raises(ScopError) as caught:
        Kernel.from_c("for (i = 0; i < n; i++)\n  A[i] = = 1;\n")
    assert caught.value.line == 2


def test_a_band_annotation_travels_as_its_marks_payload_not_its_text():
    from polyviz.model import BandAnnotation, Reduction, band_annotation

    annotation = BandAnnotation(("i", "j"), frozenset({"i"}), (Reduction("i", "+", "y"),))
    mark = annotation.mark_id()
    assert mark.get_name() == "loops:i,j|parallel:i|reduction:i=+:y"
    assert band_annotation(mark) is annotation
    # A mark that merely reads like one (isl's printout pasted back) carries no annotation.
    assert band_annotation(isl.Id(mark.get_name())) is None


def test_new_loop_names_avoid_the_names_taken():
    from polyviz.model import fresh_name

    assert fresh_name("i_t", {"i", "j"}) == "i_t"
    assert fresh_name("i_t", {"i_t", "i_t2"}) == "i_t3"
    assert fresh_name("n", {"n", "n_"}, "underscored") == "n__"
    assert fresh_name("c", {"c0", "c1"}, "indexed") == "c2"


def test_matching_brackets_pairs_only_the_kinds_asked_for():
    from polyviz.model import matching_brackets, tokenize

    texts = [t.text for t in tokenize("A[f(i)][j] = {g[0]}")]
    assert texts[:10] == ["A", "[", "f", "(", "i", ")", "]", "[", "j", "]"]
    assert matching_brackets(texts, "[") == {1: 6, 7: 9, 13: 15}
    assert matching_brackets(texts, "([") == {3: 5, 1: 6, 7: 9, 13: 15}
    assert matching_brackets(texts) == {3: 5, 1: 6, 7: 9, 13: 15, 11: 16}


def test_c_nodes_lists_a_syntax_tree_in_source_order():
    # The front end reports the first of several offending nodes by walking with c_nodes.
    from pycparser import c_parser

    from polyviz.model import c_nodes

    body = c_parser.CParser().parse("void f(void) { a = b + c; d = e; }").ext[0].body
    names = [n.name for n in c_nodes(body) if hasattr(n, "name") and isinstance(n.name, str)]
    assert names == ["a", "b", "c", "d", "e"]


def test_the_first_change_of_a_loop_iterator_in_the_source_is_the_one_reported():
    with pytest.raises(ScopError, match="changes its iterator i") as error:
        nest("for (int i = 0; i < n; i++) {\n  i += 1;\n  A[i][0] = 0;\n  i = 5;\n}")
    assert error.value.line == 3, error.value
