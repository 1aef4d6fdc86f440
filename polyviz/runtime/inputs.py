"""Deterministic inputs for a kernel: arrays shaped by their declared extents, scalars, sizes."""
from __future__ import annotations

import ast
import math
import re
import zlib
from typing import Any, Callable, Mapping

import numpy as np

from ..errors import PolyvizError
from ..limits import describe, limit
from .build import C_TYPES, base_type

#: Scalars PolyBench gives fixed values; any other scalar gets a seeded value in [0.5, 1.5).
DEFAULT_SCALARS = {"alpha": 1.5, "beta": 1.2}

_INT_SUFFIX = re.compile(r"\b(\d+)[uUlL]+\b")


def _strip_int_suffixes(expr: str) -> str:
    return _INT_SUFFIX.sub(r"\1", expr)


def eval_extent(expr: str | int, sizes: Mapping[str, int]) -> int:
    """Evaluate a C integer expression over size names, e.g. ``eval_extent("n + 1", {"n": 9}) == 10``.

    Only names from ``sizes``, integer literals, unary ``+``/``-``, binary ``+ - * / %`` and
    parentheses are accepted (parsed with :mod:`ast`, never ``eval``); ``/`` and ``%`` follow C
    (truncation toward zero).
    """
    if isinstance(expr, (int, np.integer)):
        return int(expr)
    text = _strip_int_suffixes(str(expr).strip())
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        raise PolyvizError(f"cannot evaluate extent {expr!r}: not a C integer expression") from None

    def ev(node) -> int:
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant) and type(node.value) is int:
            return node.value
        if isinstance(node, ast.Name):
            if node.id not in sizes:
                raise PolyvizError(f"extent {expr!r} uses {node.id!r}, which is not a given size "
                                   f"(sizes: {', '.join(sizes) or 'none'})")
            return int(sizes[node.id])
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.UAdd, ast.USub)):
            v = ev(node.operand)
            return -v if isinstance(node.op, ast.USub) else v
        if isinstance(node, ast.BinOp):
            a, b = ev(node.left), ev(node.right)
            op = node.op
            if isinstance(op, ast.Add):
                return a + b
            if isinstance(op, ast.Sub):
                return a - b
            if isinstance(op, ast.Mult):
                return a * b
            if isinstance(op, (ast.Div, ast.FloorDiv, ast.Mod)):
                if b == 0:
                    raise PolyvizError(f"extent {expr!r} divides by zero")
                q = abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1)
                return q if not isinstance(op, ast.Mod) else a - b * q
        raise PolyvizError(f"cannot evaluate extent {expr!r}: only size names, integers, "
                           "+ - * / % and parentheses are allowed")

    return ev(tree)


def array_shape(param, sizes: Mapping[str, int]) -> tuple[int, ...]:
    """The numpy shape of an array parameter for the given sizes."""
    if any(e is None for e in param.extents):
        dims = "".join("[" + (e or "") + "]" for e in param.extents)
        raise PolyvizError(f"array {param.name!r} has an unsized dimension ({param.c_type} "
                           f"{param.name}{dims}): declare every extent to run the kernel")
    shape = tuple(eval_extent(e, sizes) for e in param.extents)
    if any(s < 0 for s in shape):
        raise PolyvizError(f"array {param.name!r} gets a negative extent {shape} for sizes {dict(sizes)}")
    return shape


def _rng(seed: int, name: str) -> np.random.Generator:
    return np.random.default_rng([seed, zlib.crc32(name.encode())])


def _init_array(name: str, shape, dtype, how, seed: int) -> np.ndarray:
    rng = _rng(seed, name)
    if callable(how):
        return np.ascontiguousarray(how(shape, rng), dtype=dtype)
    how = how or "random"
    if how == "zeros":
        return np.zeros(shape, dtype)
    if how == "ones":
        return np.ones(shape, dtype)
    if np.issubdtype(dtype, np.integer):
        a = rng.integers(0, 100, size=shape).astype(dtype)
    else:
        a = rng.random(shape).astype(dtype)
    if how == "random":
        return a
    if how in ("spd", "diagonally_dominant"):
        if len(shape) < 2 or shape[-1] != shape[-2]:
            raise PolyvizError(f"init {how!r} needs a square array; {name} has shape {shape}")
        n = shape[-1]
        if how == "spd":
            # Symmetric with a dominant positive diagonal, hence positive definite.
            a = (a + np.swapaxes(a, -1, -2)) / 2
        idx = np.arange(n)
        a[..., idx, idx] += n
        return np.ascontiguousarray(a)
    raise PolyvizError(f"unknown init {how!r} for {name} "
                       "(use random, zeros, ones, spd, diagonally_dominant or a callable)")


def make_inputs(function_parameters, sizes: Mapping[str, int], *, seed: int = 0,
                init: Mapping[str, Any] | None = None,
                scalars: Mapping[str, float] | None = None) -> dict[str, Any]:
    """The arguments of one kernel call, by parameter name: ints, floats and numpy arrays.

    Arrays are C-contiguous, shaped by their extents, and filled with seeded pseudo-random values
    in [0, 1) (integers in [0, 100)) that depend only on ``seed`` and the array's name, so every
    variant sees the same data. ``init`` maps an array to ``"random"``, ``"zeros"``, ``"ones"``,
    ``"spd"`` (symmetric positive definite), ``"diagonally_dominant"`` or a callable
    ``(shape, rng) -> array``. ``scalars`` overrides scalar values (``alpha`` 1.5 and ``beta``
    1.2 as in PolyBench; others a seeded value in [0.5, 1.5)); a scalar passed by pointer gets
    such a value in a one-element array.
    """
    init = dict(init or {})
    scalars = dict(scalars or {})
    size_names = [p.name for p in function_parameters if p.kind == "size"]
    missing = [n for n in size_names if n not in sizes]
    if missing:
        raise PolyvizError(f"missing size value(s) for {', '.join(missing)}: pass sizes="
                           + "{" + ", ".join(f"{n!r}: ..." for n in size_names) + "}")
    unknown = [n for n in sizes if n not in size_names]
    if unknown:
        raise PolyvizError(f"unknown size name(s) {', '.join(map(repr, unknown))}; the kernel's "
                           f"sizes are {', '.join(size_names) or 'none'}")
    names = {p.name for p in function_parameters}
    for k in list(init) + list(scalars):
        if k not in names:
            raise PolyvizError(f"{k!r} is not a parameter of the kernel ({', '.join(sorted(names))})")
    input_bytes(function_parameters, sizes)  # refuses sizes beyond the memory cap before allocating
    out: dict[str, Any] = {}
    for p in function_parameters:
        if p.kind == "size":
            out[p.name] = int(sizes[p.name])
        elif p.kind in ("scalar", "pointer"):
            t = base_type(p.c_type)
            if p.name in scalars:
                v = scalars[p.name]
            elif p.name in DEFAULT_SCALARS:
                v = DEFAULT_SCALARS[p.name]
            else:
                v = 0.5 + float(_rng(seed, p.name).random())
            v = int(v) if np.issubdtype(np.dtype(C_TYPES[t]), np.integer) else float(v)
            # A scalar passed by pointer is a one-element array the kernel may write.
            out[p.name] = np.array([v], dtype=C_TYPES[t]) if p.kind == "pointer" else v
        elif p.kind == "array":
            dtype = np.dtype(C_TYPES[base_type(p.c_type)])
            out[p.name] = _init_array(p.name, array_shape(p, sizes), dtype, init.get(p.name), seed)
        else:
            raise PolyvizError(f"parameter {p.name!r} has unknown kind {p.kind!r}")
    return out


def input_bytes(function_parameters, sizes: Mapping[str, int]) -> int:
    """Bytes of all arrays for these sizes (without allocating them); more than the memory cap
    ``MAX_ARRAY_BYTES`` is refused, naming the largest array."""
    arrays = []
    for p in function_parameters:
        if p.kind == "array":
            shape = array_shape(p, sizes)
            itemsize = np.dtype(C_TYPES[base_type(p.c_type)]).itemsize
            arrays.append((math.prod(shape) * itemsize, p, shape))
    total = sum(nbytes for nbytes, _, _ in arrays)
    if total > limit("MAX_ARRAY_BYTES"):
        nbytes, p, shape = max(arrays, key=lambda a: a[0])
        raise PolyvizError(f"the arrays need {total:,} bytes, more than the memory cap of "
                           f"{describe('MAX_ARRAY_BYTES')}: array {p.name} alone is "
                           f"{' x '.join(map(str, shape))} {base_type(p.c_type)} = {nbytes:,} bytes "
                           f"for sizes {dict(sizes)}")
    return total


Flops = Callable[[Mapping[str, int]], float] | str | None


def eval_flops(flops: Flops, sizes: Mapping[str, int]) -> float | None:
    """Floating-point operations of one call: a callable of the sizes or an expression like
    ``"2*ni*nj*nk"`` (evaluated like an extent)."""
    if flops is None:
        return None
    if callable(flops):
        return float(flops(sizes))
    return float(eval_extent(flops, sizes))
