"""The second suite (``kernels_c/beyond/``): kernels from outside PolyBench, which auto() was not
written against.  Each parses and credits the source of its algorithm on its first line; auto()'s
recipe (as ``benchmarks/bench_auto.py --suite beyond`` times it) computes what the original does,
at the file's test sizes and with every size 2 (loops of one iteration or none).  That check asks
auto() for 35 recipes (up to 10 s each) and builds 140 programs: it is a long suite
(``second_suite``, run by ``make test-long``)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from polyviz import Kernel, bench
from polyviz.benchmark import variant

BEYOND = Path(__file__).resolve().parents[1] / "kernels_c" / "beyond"
KERNELS = sorted(p.stem for p in BEYOND.glob("*.c"))
#: auto() fails on these (findings of issue 37, left for the rules to fix, not worked around here).
FAILS = {
    "stencil3d_27pt": "auto()'s recipe exceeds the isl operation budget in code generation (issue 37 finding)",
}


def test_the_suite_has_thirty_kernels_that_parse_each_crediting_its_source_first():
    assert len(KERNELS) >= 30
    for name in KERNELS:
        first = (BEYOND / f"{name}.c").read_text().splitlines()[0]
        # "/* name: what it is, after whom (where, when); written for polyviz."
        assert re.match(rf"/\* {re.escape(name)}: .*\d{{4}}.*; written for polyviz\.", first), first
        assert Kernel.from_file(BEYOND / f"{name}.c").scop.statements


@pytest.mark.second_suite
@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.xfail(reason=FAILS[n], strict=True))
                                  if n in FAILS else n for n in KERNELS])
def test_auto_computes_what_the_original_does(name):
    kernel = Kernel.from_file(BEYOND / f"{name}.c")
    schedule = kernel.schedule().auto(no_alias=True, reassociate=True)
    assert schedule.legal
    tiny = {size: 2 for size in kernel.scop.source.header.test_sizes}
    for sizes in ("test", tiny):
        record = bench(kernel, [variant(kernel, schedule, "auto")], sizes=sizes, repeat=0, threads=2)["auto"]
        # Exact, or within the relative tolerance that allow_reassociation() declares.
        assert record.ok and record.verified and record.verified != "reference", (sizes, record.message)
