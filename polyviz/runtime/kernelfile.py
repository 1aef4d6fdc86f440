"""Read a PolyBench-style kernel file: its ``// polyviz-…`` header lines and its signature.

Header lines (anywhere in the file, one directive per line)::

    // polyviz-test: ni=20 nj=25 nk=30        small sizes for tests
    // polyviz-bench: ni=1000 nj=1100 nk=1200 sizes where gcc -O3 takes 0.5–2 s
    // polyviz-numpy: C *= beta               numpy statements, run in order
    // polyviz-numpy: C += alpha * (A @ B)
    // polyviz-init: A = spd                  how to initialise an array
    // polyviz-flops: 2*ni*nj*nk              (optional) operations of one call
"""
from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import PolyvizError
from ..model.scop import FunctionParameter
from .build import Compiler, include_dir

_DIRECTIVE = re.compile(r"^\s*//\s*polyviz-(test|bench|numpy|init|flops)\s*:\s*(.*?)\s*$", re.MULTILINE)
_ASSIGN = re.compile(r"([A-Za-z_]\w*)\s*=\s*([^\s,;]+)")


@dataclass(frozen=True)
class KernelHeader:
    """What a kernel file's ``// polyviz-…`` lines say."""

    test_sizes: dict[str, int] = field(default_factory=dict)
    bench_sizes: dict[str, int] = field(default_factory=dict)
    numpy_statements: tuple[str, ...] = ()
    init: dict[str, str] = field(default_factory=dict)
    flops: str | None = None


def parse_kernel_header(text: str) -> KernelHeader:
    """Parse the ``// polyviz-test|bench|numpy|init|flops:`` lines of a kernel file's text."""
    test: dict[str, int] = {}
    bench: dict[str, int] = {}
    numpy: list[str] = []
    init: dict[str, str] = {}
    flops = None
    for m in _DIRECTIVE.finditer(text):
        kind, rest = m.group(1), m.group(2)
        if kind in ("test", "bench"):
            target = test if kind == "test" else bench
            for name, value in _ASSIGN.findall(rest):
                try:
                    target[name] = int(value)
                except ValueError:
                    raise PolyvizError(f"polyviz-{kind}: size {name}={value!r} is not an integer") from None
        elif kind == "numpy":
            if rest:
                numpy.append(rest)
        elif kind == "init":
            for name, value in _ASSIGN.findall(rest):
                init[name] = value
        else:
            flops = rest or None
    return KernelHeader(test, bench, tuple(numpy), init, flops)


_INT_TYPES = {"int", "long", "short", "unsigned", "signed", "size_t", "char",
              "int32_t", "int64_t", "uint32_t", "uint64_t", "long long", "unsigned int",
              "unsigned long", "long int"}
_QUALS = re.compile(r"\b(const|restrict|__restrict|__restrict__|volatile|register)\b")


def _split_top(text: str, sep: str = ",") -> list[str]:
    parts, depth, cur = [], 0, []
    for ch in text:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur))
    return parts


def preprocess(source: str, compiler: Compiler | None = None) -> str:
    """``source`` after the C preprocessor (with polyviz's ``polybench.h`` on the include path)."""
    compiler = compiler or Compiler()
    out = subprocess.run([compiler.path, "-E", "-P", "-I", str(include_dir()), "-x", "c", "-"],
                         input=source, capture_output=True, text=True, timeout=60)
    if out.returncode != 0:
        raise PolyvizError(f"the C preprocessor failed:\n{out.stderr.strip()}")
    return out.stdout


def parameters_from_signature(source: str, function_name: str) -> tuple[FunctionParameter, ...]:
    """The parameters of ``function_name``'s definition, read from its (preprocessed) signature.

    A stop-gap for kernel files used without the front end (the front end's
    ``scop.function_parameters`` is authoritative): integer parameters are sizes, floating-point
    ones scalars, parameters with ``[...]`` arrays (extents as written, outermost first).
    """
    text = preprocess(source)
    for m in re.finditer(r"\b" + re.escape(function_name) + r"\s*\(", text):
        depth, i = 1, m.end()
        while i < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        if text[i:].lstrip().startswith("{"):
            params_text = text[m.end():i - 1]
            break
    else:
        raise PolyvizError(f"no definition of {function_name}() found")
    params = []
    for raw in _split_top(" ".join(params_text.split())):
        raw = raw.strip()
        if raw in ("", "void"):
            continue
        pm = re.match(r"^(?P<type>.*?)(?P<name>[A-Za-z_]\w*)\s*(?P<dims>(\[[^\]]*\]\s*)*)$", raw)
        if not pm:
            raise PolyvizError(f"cannot read parameter {raw!r} of {function_name}()")
        ctype = " ".join(_QUALS.sub(" ", pm.group("type")).split())
        name = pm.group("name")
        dims = re.findall(r"\[([^\]]*)\]", pm.group("dims") or "")
        if "*" in ctype:
            ctype = ctype.replace("*", "").strip()
            dims = [None] + dims
        if dims:
            extents = tuple((_QUALS.sub(" ", d).replace("static", "").strip() or None)
                            if d is not None else None for d in dims)
            params.append(FunctionParameter(name, "array", ctype, extents))
        elif ctype in _INT_TYPES:
            params.append(FunctionParameter(name, "size", ctype))
        else:
            params.append(FunctionParameter(name, "scalar", ctype))
    return tuple(params)


@dataclass(frozen=True)
class KernelFile:
    """A kernel file read without the front end: text, function, parameters and header."""

    path: Path | None
    text: str
    function_name: str
    function_parameters: tuple[FunctionParameter, ...]
    header: KernelHeader


def load_kernel(path_or_text: str | Path, function_name: str | None = None) -> KernelFile:
    """Read a kernel file (a path, or the C text itself). The function defaults to the first
    ``kernel_*`` definition (or the only function definition)."""
    path = None
    if isinstance(path_or_text, Path) or (isinstance(path_or_text, str) and "\n" not in path_or_text
                                          and path_or_text.endswith(".c")):
        path = Path(path_or_text)
        text = path.read_text()
    else:
        text = str(path_or_text)
    if function_name is None:
        names = re.findall(r"^\s*(?:static\s+)?(?:inline\s+)?void\s+([A-Za-z_]\w*)\s*\(", text, re.MULTILINE)
        kernels = [n for n in names if n.startswith("kernel_")]
        if not (kernels or names):
            raise PolyvizError("no void function definition found; pass function_name=")
        function_name = (kernels or names)[0]
    return KernelFile(path, text, function_name, parameters_from_signature(text, function_name),
                      parse_kernel_header(text))
