"""The lowering directives (``polyviz.model.directives``): every registered one comes with an
example here, and the MLIR export either prints it or refuses it by name."""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import ClassVar

import pytest

from polyviz import Kernel
from polyviz.codegen import MlirError
from polyviz.model.directives import DIRECTIVES, Directive, Phase, with_directive
from polyviz.transform import STEPS, format_recipe, parse_recipe
from polyviz.transform.tree import replace_at

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"

#: Step -> a kernel and a recipe with the step where its directive changes the code (compared
#: with the recipe without it, forced where the directive is a permission the rest needs).
EXAMPLES = {
    "allow_reassociation": ("atax", "allow_reassociation(); parallel(i@S1)"),
    "assume_no_alias": ("gemm", "assume_no_alias(); tile(k=4, j@S1=8)"),
    "pipeline": ("jacobi-1d", "fuse(i@S0, i@S1); skew(i, t, 2); tile(t=4, i=4); pipeline(t_t)"),
    "unroll": ("atax", "shift(S3, j@S3, 2); stripmine(j@S2, 4); unroll(j_p)"),
    "isolate": ("gemm", "distribute(i); tile(i@S1=4, k=4, j@S1=4); isolate(k_t)"),
    "stream_stores": ("blur2d", "tile(i@S1=5, j@S1=7); compute_at(S0, j_t); local_buffer(tmp); stream_stores(out)"),
    "vector_lanes": ("jacobi-1d", "vector_lanes()"),
    "register_tile": ("gemm", "distribute(i); register_tile(i@S1=2, j@S1=4)"),
    "pack": ("gemm", "distribute(i); tile(i@S1=8, k=8, j@S1=8); pack(A, k_t)"),
    "separate": ("jacobi-1d", "fuse(i@S0, i@S1); skew(i, t, 2); tile(t=4, i=4); separate(i_p)"),
    # atomic's one loop for all pieces is isl's default choice here: shown against separate's.
    "atomic": ("jacobi-1d", "fuse(i@S0, i@S1); skew(i, t, 2); tile(t=4, i=4); separate(i_p); atomic(i_p)"),
}


def test_every_directive_has_an_example_and_a_step():
    assert set(EXAMPLES) == set(DIRECTIVES)
    assert set(DIRECTIVES) <= set(STEPS)


def _directive_steps(schedule) -> set[str]:
    bands = (d.step for site in schedule.sites + schedule.recomputed_sites for d in site.band.directives)
    return {d.step for d in schedule.directives} | set(bands)


def _operations(mlir) -> list[str]:
    """The MLIR module's lines but the ones naming the recipe and a forced schedule (a note on a
    directive counts)."""
    return [line for line in str(mlir).splitlines()
            if not line.startswith(("// recipe:", "// polyviz: ILLEGAL"))]


@pytest.mark.parametrize("step", sorted(EXAMPLES))
def test_the_mlir_export_prints_each_directive_or_refuses_it_by_name(step):
    kernel_name, recipe = EXAMPLES[step]
    kernel = Kernel.from_file(KERNELS / f"{kernel_name}.c")
    steps = parse_recipe(recipe)
    last = max(k for k, s in enumerate(steps) if s.name == step)
    before = kernel.schedule().apply_recipe(format_recipe(steps[:last] + steps[last + 1:]), force=True)
    after = kernel.schedule().apply_recipe(recipe)
    assert step in _directive_steps(after) and step not in _directive_steps(before)
    _check_mlir(DIRECTIVES[step], before, after)


def _check_mlir(directive, before, after):
    """The MLIR export prints ``directive`` (``after`` has it, ``before`` not), declares it
    unchanged (the C shows it instead) or refuses it by name."""
    if directive.mlir_refusal is not None:
        with pytest.raises(MlirError, match=f"cannot print {directive.step}: {re.escape(directive.mlir_refusal)}"):
            after.to_mlir()
        before.to_mlir()  # the refusal is the directive's
    elif directive.mlir_unchanged is not None:
        assert _operations(after.to_mlir()) == _operations(before.to_mlir())
        assert after.to_c() != before.to_c()  # the C shows it
    else:
        assert _operations(after.to_mlir()) != _operations(before.to_mlir()), f"the MLIR of {after.recipe} does not show {directive.step}"


@pytest.fixture
def unprintable():
    """A directive without MLIR printing (none of the registered ones is: the export's refusal
    would otherwise go untested), registered for one test."""

    @dataclass(frozen=True)
    class Unprintable(Directive):
        step: ClassVar[str] = "test_unprintable"
        phase: ClassVar[Phase] = Phase.LOOP_CLAUSES
        mlir_refusal: ClassVar[str | None] = "the affine dialect has no such clause"
        #: Its loop on a band; ``None`` at the root (a program-wide directive).
        loop: str | None = None

        def loops(self) -> tuple[str, ...]:
            return (self.loop,) if self.loop else ()

        def mark_text(self) -> str:
            return f"test_unprintable:{self.loop}"

    yield Unprintable
    del DIRECTIVES["test_unprintable"]


@pytest.mark.parametrize("where", ["band", "program"])
def test_the_mlir_export_refuses_a_directive_without_mlir_printing_by_name(unprintable, where):
    before = Kernel.from_file(KERNELS / "gemm.c").schedule().apply_recipe("distribute(i); tile(i@S1=4, k=4)")
    if where == "program":
        after = replace(before, directives=before.directives + (unprintable(),))
    else:
        site = before.sites[0]
        band = replace(site.band, directives=with_directive(site.band.directives, unprintable(site.band.names[0])))
        after = replace(before, tree=replace_at(before.tree, site.path, band))
    assert after.to_c() == before.to_c()  # it prints no C either: the refusal alone tells them apart
    _check_mlir(unprintable, before, after)
