"""Generated code is byte-identical to the stored golden files in tests/golden/: for every
kernels_c kernel, its original schedule, ``auto()`` and the recipes the other tests apply to it,
the whole function (C) and the MLIR module, or the error a schedule gets, exactly as stored.

Refactoring must not change a byte. A change meant to alter generated code regenerates the
files and shows the diff in its commit::

    .venv/bin/python tests/test_golden_codegen.py            # every kernel
    .venv/bin/python tests/test_golden_codegen.py gemm lu    # some kernels
"""
from __future__ import annotations

import difflib
import sys
from pathlib import Path

import pytest

from polyviz import Kernel
from polyviz.errors import PolyvizError

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_mlir import HAND_RECIPES  # noqa: E402 (the MLIR test's tiling and skewing recipes)

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"
GOLDEN = Path(__file__).resolve().parent / "golden"

#: Recipes other tests apply to each kernel (besides the ones :func:`recipes` adds to every kernel).
TEST_RECIPES = {
    "2mm": ("fuse(i@S0, i@S2); parallel(i)", "tile(i@S0=2); parallel(i_t); skew(i_p, i_t, 1)",
            "tile(i@S0=4, j@S0=4); parallel(i_t); separate(j_p)",
            "isl_schedule(fusion=min)", "isl_schedule(fusion=max)",
            "assume_no_alias(); distribute(i@S0); distribute(i@S2); permute(i@S1, k@S1, j@S1); "
            "permute(i@S3, k@S3, j@S3); tile(i@S1, 4, k@S1, 4, j@S1, 4); isolate(i_t); "
            "tile(i@S3, 4, k@S3, 4, j@S3, 4); isolate(i_t@S3); parallel(i@S0); parallel(i_t@S1); "
            "parallel(i@S2); parallel(i_t@S3)"),
    "atax": ("isl_schedule()", "allow_reassociation(); parallel(i@S1)",
             "shift(S3, j@S3, 2); stripmine(j@S2, 4); unroll(j_p)"),
    "blur2d": ("tile(i@S1=8)", "tile(i@S1=5, j@S1=7); compute_at(S0, i_t)",
               "tile(i@S1=5, j@S1=7); compute_at(S0, j_t)",
               "tile(i@S1=1, j@S1=3); compute_at(S0, j_t); interchange(i_p, j_p)",
               "tile(i@S1=5, j@S1=7); compute_at(S0, j_t); local_buffer(tmp)",
               "tile(i@S1=8, j@S1=8); compute_at(S0, j_t); local_buffer(tmp); parallel(i_t)",
               "tile(i@S1=5, j@S1=7); compute_at(S0, j_t); local_buffer(tmp); stream_stores(out)",
               "tile(i@S1=4, j@S1=6); compute_at(S0, j_t); reverse(j_t); unroll(j_p, 2)"),
    "cholesky": ("stripmine(j, 3)",),
    "conv_softsign": ("tile(i@S2=5, j@S2=7); compute_at(S0, S1, j_t)",
                      "tile(i@S2=5, j@S2=7); compute_at(S1, j_t); compute_at(S0, j_t)",
                      "tile(i@S2=1, j@S2=3); compute_at(S0, S1, j_t); local_buffer(c)"),
    "covariance": ("tile(i@S3=4, j@S3=4); parallel(i_t)",
                   "assume_no_alias(); distribute(i@S4); permute(i@S5, k, j@S5); distribute(j@S0); "
                   "permute(i@S1, j@S1); tile(i@S5, 4, k, 4, j@S5, 4); isolate(i_t); parallel(i@S3); "
                   "parallel(i@S4); parallel(i_t); parallel(i@S6); parallel(i@S7)"),
    "fdtd-2d": ("assume_no_alias(); parallel(i@S1)",
                "assume_no_alias(); parallel(i@S1); parallel(i@S2); parallel(i@S3)",
                "interchange(i@S1, j@S1); parallel(i@S2); stripmine(j@S3, 4); atomic(j_p)",
                "permute(j@S2, i@S2); unroll(i@S3, 2)"),
    "gemm": ("interchange(k, j@S1); parallel(i)", "tile(k=4, j@S1=8); unroll(j@S0, 4)",
             "distribute(i); tile(i@S1=4, k=4, j@S1=4); isolate(k_t)",
             "distribute(i); tile(i@S1=4, k=4, j@S1=4); isolate(j_t); unroll(k_p, 2); parallel(i_t@S1)",
             "distribute(i); tile(i@S1=8, k=8, j@S1=8); isolate(i_t); unroll(i_p, 2); unroll(j_p, 4); "
             "permute(i_p, j_p, k_p, i_p_u, j_p_u)",
             "assume_no_alias(); distribute(i); tile(i@S1, 4, k, 4, j@S1, 4); isolate(i_t); parallel(i); "
             "parallel(i_t)"),
    "heat-3d": ("tile(i@S0=4, j@S0=4, k@S0=4); parallel(i_t@S0)",
                "assume_no_alias(); shift(S1, i@S1, 1); fuse(i@S0, i@S1); fuse(j@S0, j@S1); "
                "fuse(k@S0, k@S1); skew(i, t, 2); tile(t, 8, i, 4)"),
    "jacobi-1d": ("isl_schedule()", "skew(i@S0, t, 1)", "fuse(i@S0, i@S1); skew(i, t, 2); tile(t=4, i=4)",
                  "shift(S1, i@S1, 1); fuse(i@S0, i@S1); skew(i, t, 2); wavefront(t, i); parallel(t)"),
    "jacobi-2d": ("isl_schedule()", "unroll(j@S1, 3)",
                  "shift(S1, i@S1, 1); fuse(i@S0, i@S1); fuse(j@S0, j@S1); skew(i, t, 2); skew(j, t, 2); "
                  "skew(j, i, 1); tile(t=4, i=4, j=4)"),
    "lu": ("isl_schedule()", "assume_no_alias(); isl_schedule(); parallel(i)"),
    "mvt": ("fuse(i@S0, i@S1); distribute(i)", "assume_no_alias(); permute(j@S1, i@S1); parallel(i@S0)"),
    "seidel-2d": ("skew(i, t, 1); skew(j, t, 1); skew(j, i, 1); tile(t=4, i=4, j=4); isolate(t_t)",
                  "skew(i, t, 1); skew(j, t, 2); wavefront(t, i); parallel(t)",
                  "assume_no_alias(); skew(i, t, 1); tile(t, 8, i, 4); wavefront(t_t, i_t); parallel(t_t)"),
    "stencil_pipeline": ("tile(i@S2=5, j@S2=7); compute_at(S0, S1, j_t)",
                         "tile(i@S2=5, j@S2=7); compute_at(S1, j_t); compute_at(S0, j_t); local_buffer(c)",
                         "tile(i@S2=1, j@S2=3); compute_at(S0, S1, j_t); local_buffer(b); local_buffer(c)"),
    "syrk": ("tile(k=4, j@S1=4); parallel(i)",
             "assume_no_alias(); distribute(i); tile(i@S1, 4, k, 4, j@S1, 4); isolate(i_t); parallel(i); "
             "parallel(i_t)"),
    "trmm": ("interchange(i, j); parallel(j)",),
    "tutorial_diagonal": ("interchange(i, j)",),
    "tutorial_reversed": ("interchange(i, j); reverse(j)",),
    "tutorial_row_recurrence": ("interchange(i, j); parallel(i)",),
    "tutorial_stencil": ("interchange(i, j)", "isl_schedule()", "wavefront(i, j); parallel(i)"),
    "tutorial_triangular": ("tile(i=3, j=3)",),
}


def recipes(name: str) -> tuple[str, ...]:
    """The original schedule (empty recipe), ``auto()``, ``assume_no_alias()`` (the function made
    ``restrict``), the hand recipes and the tests' recipes."""
    return ("", "auto()", "assume_no_alias()") + HAND_RECIPES[name] + TEST_RECIPES.get(name, ())


def generated(name: str) -> dict[str, str]:
    """File suffix -> the text its golden file must hold, for kernel ``name``."""
    kernel = Kernel.from_file(KERNELS / f"{name}.c")
    c_parts, mlir_parts = [], []
    for recipe in recipes(name):
        c_parts.append(f"/* ==== recipe: {recipe or '(original)'} ==== */\n")
        mlir_parts.append(f"// ==== recipe: {recipe or '(original)'} ====\n")
        try:
            schedule = kernel.apply_recipe(recipe)
        except PolyvizError as error:
            c_parts.append(f"/* error: {error} */\n")
            mlir_parts.append(f"// error: {error}\n")
            continue
        c_parts.append(_text_or_error(lambda: kernel.function_c(schedule.generate()), "/* error: {} */\n"))
        mlir_parts.append(_text_or_error(lambda: schedule.to_mlir().text, "// error: {}\n"))
    return {".c": "".join(c_parts), ".mlir": "".join(mlir_parts)}


def _text_or_error(make, error_format: str) -> str:
    try:
        text = make()
    except PolyvizError as error:
        return error_format.format(error)
    return text if text.endswith("\n") else text + "\n"


@pytest.mark.parametrize("name", sorted(HAND_RECIPES))
def test_generated_code_is_byte_identical_to_golden(name):
    for suffix, text in generated(name).items():
        path = GOLDEN / f"{name}{suffix}"
        stored = path.read_text() if path.exists() else ""
        if text != stored:
            diff = "".join(list(difflib.unified_diff(stored.splitlines(True), text.splitlines(True),
                                                     f"{path.name} (stored)", f"{path.name} (generated)"))[:80])
            pytest.fail(f"generated code for {path.name} differs from its golden file; if the change is "
                        f"meant, run `.venv/bin/python tests/test_golden_codegen.py {name}` and commit the "
                        f"diff\n{diff}")


def test_every_kernel_has_golden_files():
    stored = sorted(p.name for p in GOLDEN.iterdir())
    assert stored == sorted(f"{name}{suffix}" for name in HAND_RECIPES for suffix in (".c", ".mlir"))


def regenerate(names: list[str]) -> None:
    GOLDEN.mkdir(exist_ok=True)
    for name in names or sorted(HAND_RECIPES):
        for suffix, text in generated(name).items():
            (GOLDEN / f"{name}{suffix}").write_text(text)
        print(f"wrote {GOLDEN / name}.c and .mlir")


if __name__ == "__main__":
    regenerate(sys.argv[1:])
