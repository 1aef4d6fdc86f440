"""C that real code writes: chained assignments and conditional expressions in bounds, conditions and subscripts.

The model is checked point by point against the C semantics (evaluated here in Python), and the
generated code is compiled and run against the original on the same inputs.
"""
from __future__ import annotations

import islpy as isl
import pytest

from polyviz import Kernel, ScopError
from polyviz.benchmark import bench


def _points(s: isl.Set | isl.Map, values: dict[str, int]) -> set[tuple[int, ...]]:
    """The integer points of ``s`` (a map is taken as its wrapped relation) at parameter ``values``."""
    s = s.wrap() if isinstance(s, isl.Map) else s
    for k in range(s.dim(isl.dim_type.param)):
        s = s.fix_val(isl.dim_type.param, k, values[s.get_dim_name(isl.dim_type.param, k)])
    found = set()

    def add(point):
        found.add(tuple(point.get_coordinate_val(isl.dim_type.set, k).to_python()
                        for k in range(s.dim(isl.dim_type.set))))
    s.foreach_point(add)
    return found


def _verified(kernel: Kernel, recipes: list[str], tmp_path) -> None:
    result = bench(kernel, ["original", *recipes], "test", repeat=0, cache=tmp_path / "cache")
    for record in result.records:
        assert record.ok and record.verified, f"{record.label}: {record.status} {record.message}"


CHAINED = """// polyviz-test: n=9
void chained(int n, double A[n], double B[n], double C[n]) {
  double t;
  for (int i = 0; i < n; i++)
    A[i] = B[n - 1 - i] = t = C[i] * 0.5 + (double)i;
  for (int i = 1; i < n; i++)
    C[i] += B[i] += 1.0;
}
"""


def test_chained_assignment_is_the_statements_it_performs(tmp_path):
    kernel = Kernel.from_c(CHAINED)
    written = [s.writes[0].get_tuple_name(isl.dim_type.out) for s in kernel.statements]
    read = [sorted(r.get_tuple_name(isl.dim_type.out) for r in s.reads) for s in kernel.statements]
    assert written == ["t", "B", "A", "B", "C"]
    assert read == [["C"], ["t"], ["B"], ["B"], ["B", "C"]]
    # The inner assignment runs once: the outer one is not the user's text of the whole chain.
    body = kernel.apply_recipe("reverse(i@S3)").generate().body
    assert "B[i] += 1.0;" in body and "+= B[i] +=" not in body
    assert len({s.line for s in kernel.statements[:3]}) == 1
    _verified(kernel, ["reverse(i@S3)", "parallel(i@S3)"], tmp_path)


PIECEWISE = """// polyviz-test: n=11 m=4
void piecewise(int n, int m, double A[n][n], double B[n], double C[n]) {
  for (int j = 0; j < n; j++)
    for (int i = (j >= 2 ? j - 2 : 0); i < (j + 3 > n ? n : j + 3); i++)
      A[i][j] = B[(i > j ? i - j : j - i)] + A[(n > m ? (i >= 1 ? i - 1 : 0) : i)][j];
  for (int i = 0; i < n; i++)
    if ((i > m ? i : m) < n - 1 && (i % 2 == 0 ? i / 2 : n - i) >= 2)
      C[i] = C[i] + B[i];
}
"""


def _c_semantics(n: int, m: int):
    """The instances and accesses the C code above performs, evaluated directly."""
    nest, reads_b, reads_a, guarded = set(), set(), set(), set()
    for j in range(n):
        for i in range(j - 2 if j >= 2 else 0, n if j + 3 > n else j + 3):
            nest.add((j, i))
            reads_b.add((j, i, i - j if i > j else j - i))
            reads_a.add((j, i, (i - 1 if i >= 1 else 0) if n > m else i, j))
    for i in range(n):
        if (i if i > m else m) < n - 1 and ((i // 2) if i % 2 == 0 else n - i) >= 2:
            guarded.add((i,))
    return nest, reads_b, reads_a, guarded


@pytest.mark.parametrize("n, m", [(11, 4), (3, 5), (1, 0), (6, 6)])
def test_conditional_expressions_are_modelled_exactly(n, m):
    kernel = Kernel.from_c(PIECEWISE)
    nest, reads_b, reads_a, guarded = _c_semantics(n, m)
    first, second = kernel.statements
    values = {"n": n, "m": m}
    assert _points(first.domain, values) == nest
    b_reads = [r for r in first.reads if r.get_tuple_name(isl.dim_type.out) == "B"]
    a_reads = [r for r in first.reads if r.get_tuple_name(isl.dim_type.out) == "A"]
    assert _points(b_reads[0], values) == reads_b
    assert _points(a_reads[0], values) == reads_a
    assert _points(second.domain, values) == guarded


def test_code_generated_from_conditional_bounds_computes_the_same(tmp_path):
    kernel = Kernel.from_c(PIECEWISE)
    _verified(kernel, ["reverse(i@S1)", "interchange(j, i@S0)"], tmp_path)


def test_a_conditional_expression_with_a_non_affine_condition_is_named():
    source = ("void f(int n, double A[n], int B[n]) {\n  for (int i = 0; i < n; i++)\n"
              "    A[B[i] > 0 ? i : 0] = 1.0;\n}\n")
    with pytest.raises(ScopError) as caught:
        Kernel.from_c(source)
    assert caught.value.line == 3 and "conditional expression" in str(caught.value) and "B[i]" in str(caught.value)
