"""stream_stores: a result written through row buffers and non-temporal stores, run against the original.

The fused and tiled schedules that use it are verified bit for bit in test_compute_at.py; here:
what the code looks like, when the step is refused, and the ``pv_stream`` copy itself compiled
for each instruction set it chooses between (and the plain fallback), run against the bytes copied.
"""
import shutil
import subprocess
from pathlib import Path

import pytest

from polyviz import Kernel, RecipeError
from polyviz.codegen import HELPERS
from polyviz.runtime import Variant, bench
from polyviz.runtime.machine import cpu_flags

KERNELS = Path(__file__).resolve().parent.parent / "kernels_c"


def test_the_row_is_computed_into_a_buffer_and_streamed():
    kernel = Kernel.from_file(KERNELS / "blur2d.c")
    code = kernel.apply_recipe("assume_no_alias(); tile(i@S1=32, j@S1=4096); compute_at(S0, j_t); "
                               "local_buffer(tmp); stream_stores(out)").to_c()
    assert "int j_p_last = pv_min(m - 2, 4096 * j_t + 4095);" in code
    assert "double out_chunk[512];" in code
    assert "for (int j_p_chunk = pv_max(1, 4096 * j_t); j_p_chunk <= j_p_last; j_p_chunk += 512) {" in code
    assert "for (int j_p = j_p_chunk; j_p <= pv_min(j_p_last, j_p_chunk + 511); j_p++) {" in code
    assert "out_chunk[j_p - j_p_chunk] = SCALAR_VAL(0.3333333333333333) * (tmp_tile[" in code
    assert ("pv_stream(&out[i_p][j_p_chunk], out_chunk, pv_min(j_p_last, j_p_chunk + 511) - j_p_chunk + 1);"
            in code)
    assert "out[i_p][j_p] =" not in code and "__builtin_ia32_movntdq512" in code
    # One fence per row, after its chunks.
    lines = [line.strip() for line in code.splitlines()]
    streamed = next(k for k, line in enumerate(lines) if line.startswith("pv_stream(&out"))
    assert lines[streamed + 1:streamed + 3] == ["}", "pv_stream_fence();"]


def test_rows_jammed_by_unroll_each_fill_a_row_of_the_buffer():
    kernel = Kernel.from_file(KERNELS / "blur2d.c")
    code = kernel.apply_recipe("assume_no_alias(); tile(i@S1=32, j@S1=3000); compute_at(S0, j_t); "
                               "local_buffer(tmp); unroll(i_p, 4); stream_stores(out)").to_c()
    assert "double out_chunk[4][512];" in code
    assert "out_chunk[3][j_p - j_p_chunk] = SCALAR_VAL(0.3333333333333333) * (tmp_tile[i_p - 32 * i_t + 3][" in code
    # Each row is streamed under the conditions its copy runs under (n need not be a multiple of 4).
    assert ("if (i_p >= 4) pv_stream(&out[i_p][j_p_chunk], out_chunk[0], pv_min(j_p_last, j_p_chunk + 511) "
            "- j_p_chunk + 1);") in code
    assert ("if (i_p <= n - 3 && i_p <= n - 4) pv_stream(&out[i_p + 2][j_p_chunk], out_chunk[2], "
            in code)
    assert "out[i_p + 3][j_p] =" not in code
    # Where every copy runs (all tiles but the edges), the chunks are printed without the conditions.
    full = code[code.index("if (i_p >= 4 && i_p <= n - 3 && i_p <= n - 4 && i_p <= n - 5) {"):code.index("} else {")]
    assert "if (i_p" not in full.split("\n", 1)[1]
    assert ("double *out_rows[4] = {&out[i_p][j_p_chunk], &out[i_p + 1][j_p_chunk], &out[i_p + 2][j_p_chunk], "
            "&out[i_p + 3][j_p_chunk]};") in full
    assert ("pv_stream(out_rows[out_row], out_chunk[out_row], pv_min(j_p_last, j_p_chunk + 511) - j_p_chunk + 1);"
            in full)


def test_copies_jammed_along_the_streamed_rows_are_refused():
    # unroll(j_p, 2) puts two writes of one row in the loop over the rows: no copy writes along it.
    kernel = Kernel.from_file(KERNELS / "blur2d.c")
    with pytest.raises(RecipeError, match="no innermost loop writes out one element after the other"):
        kernel.apply_recipe("tile(i@S1=4, j@S1=4); unroll(j_p, 2); interchange(i_p, j_p); stream_stores(out)")


@pytest.mark.parametrize("recipe", ["tile(i@S0=4, j@S0=5); tile(i@S1=3, j@S1=6); stream_stores(out)",
                                    "stream_stores(out)", "reverse(i@S1); stream_stores(out)",
                                    "tile(i@S1=8, j@S1=8); unroll(i_p, 3); stream_stores(out)"])
def test_schedules_without_compute_at_stream_too(recipe):
    kernel = Kernel.from_file(KERNELS / "blur2d.c")
    header = kernel.scop.source.header
    schedule = kernel.apply_recipe(recipe)
    assert "pv_stream(&out[" in schedule.to_c()
    # Rows longer than a chunk: 1100 columns are two whole chunks and a partial one.
    result = bench(kernel.scop.function_parameters, kernel.source, kernel.name,
                   [Variant("streamed", kernel.translation_unit(schedule.generate()))], sizes={"n": 7, "m": 1100},
                   repeat=0, baselines=False, timeout=60)
    assert result.records[1].verified == "exact", result.records[1].message


@pytest.mark.parametrize("recipe, message", [
    ("tile(i@S1=4, j@S1=4); compute_at(S0, j_t); stream_stores(tmp)", "S1 reads tmp"),
    ("tile(i@S1=4, j@S1=4); stream_stores(nope)", "unknown array 'nope'"),
    ("tile(i@S1=4, j@S1=4); stream_stores(out); stream_stores(out)", "already stored with non-temporal"),
    # Interchanged, the innermost loop walks a column of out; reversed, it writes it backwards.
    ("tile(i@S1=4, j@S1=4); interchange(i_p, j_p); stream_stores(out)", "no innermost loop writes out"),
    ("reverse(j@S1); stream_stores(out)", "no innermost loop writes out one element after the other"),
])
def test_refusals_say_why(recipe, message):
    kernel = Kernel.from_file(KERNELS / "blur2d.c")
    with pytest.raises(RecipeError, match=message):
        kernel.apply_recipe(recipe)


DRIVER = r"""
#include <stdio.h>
#include <string.h>
#ifdef ANOTHER_ARCHITECTURE
#undef __x86_64__
#endif
int main(void)
{
  static double from[300], to[300], expected[300];
  for (int k = 0; k < 300; k++) from[k] = k * 0.5 - 7.25;
  for (int start = 0; start < 9; start++)
    for (int count = -1; count < 140; count += 3) {
      for (int k = 0; k < 300; k++) to[k] = expected[k] = -1.0;
      if (count > 0) memcpy(expected + start, from + 1, count * sizeof(double));
      pv_stream(&to[start], from + 1, count);
      if (memcmp(to, expected, sizeof to)) { printf("start %d count %d\n", start, count); return 1; }
    }
  return 0;
}
"""


@pytest.mark.parametrize("compiler, flags, needs", [
    ("gcc", ["-march=x86-64"], "sse2"),
    ("gcc", ["-mavx"], "avx"),
    ("gcc", ["-mavx512f"], "avx512f"),
    ("gcc", ["-DANOTHER_ARCHITECTURE", "-Wno-builtin-macro-redefined"], None),  # the plain copy
    pytest.param("clang-16", ["-mavx512f"], "avx512f", marks=pytest.mark.tool_detection),
])
def test_pv_stream_copies_every_byte_and_only_those(tmp_path, compiler, flags, needs):
    if shutil.which(compiler) is None:
        pytest.skip(f"{compiler} is not installed")
    if needs and needs not in cpu_flags():
        pytest.skip(f"this CPU has no {needs}")
    source = tmp_path / "driver.c"
    source.write_text(DRIVER.replace("int main", HELPERS["stream"] + "\nint main"))
    program = tmp_path / "driver"
    built = subprocess.run([compiler, "-O2", *flags, "-o", str(program),
                            str(source)], capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    ran = subprocess.run([str(program)], capture_output=True, text=True, timeout=60)
    assert ran.returncode == 0, ran.stdout
