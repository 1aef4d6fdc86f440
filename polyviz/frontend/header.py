"""The ``// polyviz-…`` comment lines of a kernel file: sizes, numpy twin, inputs, flop count.

One directive per line, anywhere in the file (the preprocessor drops comments, so they are read
from the user's text)::

    // polyviz-test: ni=20 nj=25 nk=30        small sizes for tests
    // polyviz-bench: ni=1000 nj=1100 nk=1200 sizes where gcc -O3 takes a noticeable time
    // polyviz-numpy: C *= beta               numpy statements, run in order
    // polyviz-numpy: C += alpha * (A @ B)
    // polyviz-init: A = spd                  how to initialise an array
    // polyviz-flops: 2*ni*nj*nk              operations of one call
"""
from __future__ import annotations

import re

from ..errors import ScopError
from ..model import KernelHeader

_DIRECTIVE = re.compile(r"^[ \t]*//[ \t]*polyviz-(test|bench|numpy|init|flops)[ \t]*:[ \t]*(.*?)[ \t]*$", re.MULTILINE)
_ASSIGNMENT = re.compile(r"([A-Za-z_]\w*)\s*=\s*([^\s,;]+)")


def parse_kernel_header(text: str) -> KernelHeader:
    """The header of the kernel file ``text``; a size that is not an integer is a :class:`ScopError`."""
    sizes: dict[str, dict[str, int]] = {"test": {}, "bench": {}}
    numpy_statements: list[str] = []
    init: dict[str, str] = {}
    flops = None
    for match in _DIRECTIVE.finditer(text):
        kind, rest = match.group(1), match.group(2)
        if kind in sizes:
            for name, value in _ASSIGNMENT.findall(rest):
                try:
                    sizes[kind][name] = int(value)
                except ValueError:
                    raise ScopError(f"size {name}={value} is not an integer",
                                    line=text.count("\n", 0, match.start()) + 1,
                                    construct=f"polyviz-{kind}", source=text) from None
        elif kind == "numpy":
            if rest:
                numpy_statements.append(rest)
        elif kind == "init":
            init.update(_ASSIGNMENT.findall(rest))
        else:
            flops = rest or None
    return KernelHeader(sizes["test"], sizes["bench"], tuple(numpy_statements), init, flops)
