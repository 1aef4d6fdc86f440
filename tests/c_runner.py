"""Run a kernel's C translation unit on deterministic pseudo-random inputs; return every array's bits.

Self-contained on purpose (tests must not depend on the runtime layer they may be testing):
writes the unit plus a generated ``main`` that allocates the arrays from the function
parameters' extents, with sizes from the file's ``// polyviz-test:`` line, fills them, calls
the kernel and prints all arrays (and scalars) as hex bytes.
"""
from __future__ import annotations

import os
import re
import subprocess
import tempfile
from pathlib import Path

from polyviz import Kernel

INCLUDE_DIR = Path(__file__).resolve().parents[1] / "polyviz" / "frontend" / "c_headers" / "include"
GCC = ["gcc", "-O2", "-std=c99", "-ffp-contract=off", "-fopenmp", "-Wall", "-Werror",
       "-Wno-unknown-pragmas", "-Wno-unused-variable", "-Wno-unused-but-set-variable", f"-I{INCLUDE_DIR}"]


def sizes_for_test(kernel: Kernel) -> dict[str, int]:
    match = re.search(r"^// polyviz-test:(.*)$", kernel.source, re.M)
    assert match, f"{kernel.name} has no // polyviz-test: line"
    return {k: int(v) for k, v in (item.split("=") for item in match.group(1).split())}


def main_function(kernel: Kernel) -> str:
    sizes = sizes_for_test(kernel)
    lines = ["#include <stdio.h>", "#include <stdlib.h>", "", "int main(void) {",
             "  unsigned long long seed = 12345;"]
    arguments = []
    arrays = []
    for p in kernel.scop.function_parameters:
        if p.kind == "size":
            lines.append(f"  int {p.name} = {sizes[p.name]};")
        elif p.kind == "scalar":
            lines.append(f"  {p.c_type} {p.name} = ({p.c_type})1.25;")
        else:
            extents = [e if e is not None else "1" for e in p.extents]
            inner = "".join(f"[{e}]" for e in extents[1:])
            count = " * ".join(f"(size_t)({e})" for e in extents) or "1"
            lines.append(f"  {p.c_type} (*{p.name}){inner} = malloc(sizeof({p.c_type}) * {count});")
            lines.append(f"  for (size_t k = 0; k < {count}; k++) {{")
            lines.append("    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;")
            lines.append(f"    (({p.c_type} *){p.name})[k] = ({p.c_type})((seed >> 11) % 1000) / 1000.0;")
            lines.append("  }")
            arrays.append((p, count))
        arguments.append(p.name)
    lines.append(f"  {kernel.name}({', '.join(arguments)});")
    for p, count in arrays:
        lines.append(f'  printf("{p.name}:");')
        lines.append(f"  for (size_t k = 0; k < sizeof({p.c_type}) * {count}; k++) "
                     f'printf("%02x", ((unsigned char *){p.name})[k]);')
        lines.append('  printf("\\n");')
    lines += ["  return 0;", "}"]
    return "\n".join(lines) + "\n"


def run_unit(kernel: Kernel, unit: str, threads: int = 2) -> str:
    """Compile ``unit`` (a whole translation unit holding the kernel) with a main; the printed arrays."""
    with tempfile.TemporaryDirectory() as directory:
        source = Path(directory) / "unit.c"
        source.write_text(unit + "\n" + main_function(kernel))
        binary = Path(directory) / "unit"
        built = subprocess.run(GCC + [str(source), "-o", str(binary), "-lm"], capture_output=True, text=True)
        assert built.returncode == 0, f"gcc failed:\n{built.stderr}\n--- code ---\n{unit}"
        ran = subprocess.run([str(binary), "-lm"], capture_output=True, text=True, timeout=60,
                             env={**os.environ, "OMP_NUM_THREADS": str(threads)})
        assert ran.returncode == 0, f"the program failed: {ran.stderr}"
        return ran.stdout
