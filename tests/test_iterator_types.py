"""A loop iterator's C type against the values its loop needs: too narrow a type is refused (C
wraps the value around, so the loop runs differently from the model, or never ends), and unsigned
sizes whose bounds are non-negative transform and run like the original."""
from __future__ import annotations

import pytest

import polyviz
from polyviz import Kernel, ScopError

NARROW = "void kernel(int n, double A[n])\n{{\n  for ({header})\n    A[i + 128] = A[i + 128] + 1.0;\n}}\n"


@pytest.mark.parametrize("header, value, limits", [
    ("unsigned char i = 0; i < 300; i++", "300", "0 to 255"),
    # 255 is the last iteration; the loop ends only when i reaches 256, which wraps to 0.
    ("unsigned char i = 0; i < 256; i++", "256", "0 to 255"),
    ("char i = 0; i < 200; i++", "200", "-128 to 127"),
    ("signed char i = 10; i >= -128; i--", "-129", "-128 to 127"),
    ("short i = 0; i < 40000; i++", "40000", "-32768 to 32767"),
    ("unsigned short i = 0; i <= n; i++", "268435457", "0 to 65535"),
    # The initial value wraps too: 260 becomes 4, which the C loop runs from.
    ("unsigned char i = 260; i < 10; i++", "260", "0 to 255"),
    # 65534 + 2 wraps to 0, which is below 65535 again.
    ("unsigned short i = 0; i < 65535; i += 2", "65536", "0 to 65535"),
])
def test_an_iterator_too_narrow_for_its_bounds_is_refused_with_the_value_and_the_range(header, value, limits):
    with pytest.raises(ScopError) as caught:
        Kernel.from_c(NARROW.format(header=header))
    error = caught.value
    assert error.line == 3 and error.construct == "narrow iterator", error
    assert f"must hold {value}" in error.reason and f"({limits})" in error.reason, error.reason
    assert "declare i as int or wider" in error.reason


@pytest.mark.parametrize("header", ["unsigned char i = 0; i < 255; i++", "short i = -1000; i < 1000; i++",
                                    "unsigned i = 0; i < n; i++", "unsigned i = n; i > 0; i--",
                                    "unsigned short i = 0; i < 65534; i += 2"])
def test_an_iterator_whose_type_holds_every_value_its_loop_needs_is_accepted(header):
    Kernel.from_c(NARROW.format(header=header))


SIZES = """#include <stddef.h>
void kernel(size_t n, size_t m, double A[n][m], double B[n][m])
{
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < m; j++)
      A[i][j] = B[i][j] * 2.0 + A[i][j];
}
"""


@pytest.mark.parametrize("recipe", ["auto()", "tile(i=4, j=4)", "reverse(i); interchange(i, j)"])
def test_size_t_loops_with_non_negative_bounds_transform_and_run_like_the_original(recipe):
    kernel = Kernel.from_c(SIZES)
    assert not kernel.scop.warnings, kernel.scop.warnings
    code = kernel.apply_recipe(recipe).generate()
    # isl's bounds count in integers: n - 1 for n = 0 must be -1, not SIZE_MAX.
    assert "for (int " not in code.body, code.body
    for n, m in [(0, 3), (1, 1), (2, 3), (5, 6), (5, 8), (9, 4)]:
        result = polyviz.bench(kernel, [recipe], {"n": n, "m": m}, repeat=0)
        assert all(record.ok and record.verified in ("reference", "exact") for record in result.records), \
            (n, m, result.records)
