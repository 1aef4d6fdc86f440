"""Compare a variant's outputs with the original's on the same inputs: the arrays, the scalars
passed by pointer and the function's return value."""
from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Mapping

import numpy as np


@dataclass(frozen=True)
class Mismatch:
    """The first difference between a variant's outputs and the original's."""

    array: str
    #: Index of the first differing element (C order), or ``()`` for a shape difference.
    index: tuple[int, ...]
    expected: float | None
    actual: float | None
    #: How many elements differ, of ``size``.
    count: int
    size: int
    #: ``None``: the comparison was exact; else the relative tolerance used.
    rtol: float | None
    detail: str = ""

    def __str__(self) -> str:
        if self.detail:
            return f"{self.array}: {self.detail}"
        how = "exact comparison" if self.rtol is None else f"relative tolerance {self.rtol:g}"
        idx = ", ".join(map(str, self.index))
        return (f"{self.array}[{idx}] = {self.actual!r}, expected {self.expected!r} (original); "
                f"{self.count} of {self.size} elements differ ({how})")

    def to_dict(self) -> dict:
        d = asdict(self)
        d["index"] = list(self.index)
        return d


def _scalar(v):
    return v.item()


def _bytes(a: np.ndarray) -> np.ndarray:
    """The bytes of each element of ``a``, along a new last axis."""
    a = np.ascontiguousarray(a)
    return a.reshape(-1).view(np.uint8).reshape(a.shape + (a.itemsize,))


def compare_arrays(name: str, expected: np.ndarray, actual: np.ndarray,
                   rtol: float | None = None) -> Mismatch | None:
    """``None`` when ``actual`` equals ``expected``, else the first :class:`Mismatch`.

    ``rtol=None``: bit-identical elements (a legal schedule performs the same operations in the
    same order per element, so even the sign of a zero and a NaN's payload agree). Otherwise elementwise
    ``|a - e| <= rtol * |e| + rtol * max|expected|`` (``numpy.isclose`` with
    ``atol = rtol * max|expected|``), so that values near zero produced by cancellation are judged
    against the array's scale."""
    if expected.shape != actual.shape:
        return Mismatch(name, (), None, None, int(expected.size), int(expected.size), rtol,
                        f"shape {actual.shape}, expected {expected.shape}")
    if expected.dtype.kind in "fc":
        if rtol is None:
            ok = (_bytes(expected) == _bytes(actual)).all(axis=-1)
        else:
            both_nan = np.isnan(expected) & np.isnan(actual)
            finite = np.abs(expected[np.isfinite(expected)])
            scale = float(finite.max()) if finite.size else 0.0
            ok = np.isclose(actual, expected, rtol=rtol, atol=rtol * scale) | both_nan
    else:
        ok = expected == actual
    if ok.all():
        return None
    bad = np.flatnonzero(~ok.ravel())
    first = tuple(int(i) for i in np.unravel_index(int(bad[0]), expected.shape))
    return Mismatch(name, first, _scalar(expected[first]), _scalar(actual[first]), int(bad.size),
                    int(expected.size), rtol)


def compare_outputs(expected: Mapping[str, np.ndarray], actual: Mapping[str, np.ndarray],
                    rtol: float | None = None, scalars: Mapping[str, str] | None = None) -> Mismatch | None:
    """The first :class:`Mismatch` over all outputs (in ``expected``'s order), or ``None``.

    ``scalars`` maps the outputs that hold one value (the return value, a scalar passed by
    pointer) to how a message names them (``"the return value"``, ``"*sum"``)."""
    scalars = scalars or {}
    for name, e in expected.items():
        shown = scalars.get(name, name)
        if name not in actual:
            return Mismatch(shown, (), None, None, int(e.size), int(e.size), rtol, "missing output")
        m = compare_arrays(name, e, actual[name], rtol)
        if m is not None and name in scalars:
            return Mismatch(shown, (), m.expected, m.actual, 1, 1, rtol,
                            f"{m.actual!r}, expected {m.expected!r} (original)")
        if m is not None:
            return m
    return None


def load_outputs(directory: str | Path, names) -> dict[str, np.ndarray]:
    """Arrays ``NAME.npy`` from ``directory`` (memory-mapped)."""
    directory = Path(directory)
    return {n: np.load(directory / f"{n}.npy", mmap_mode="r") for n in names
            if (directory / f"{n}.npy").exists()}
