"""Errors polyviz raises for bad input: each carries what a person needs to fix it."""
from __future__ import annotations


class PolyvizError(Exception):
    """Base of every error polyviz reports to a user (the CLI prints these without a traceback)."""


class ScopError(PolyvizError, ValueError):
    """The C input is not a static control part polyviz can model.

    ``line`` and ``column`` are 1-based positions in the user's source; ``construct`` names the
    offending C construct and ``reason`` says why it is not affine or not supported.  ``file``
    names the header the position is in, when it is not in the user's source (``source`` is
    then that header's text).
    """

    def __init__(self, reason: str, *, line: int | None = None, column: int | None = None,
                 construct: str | None = None, source: str | None = None, file: str | None = None):
        self.reason = reason
        self.file = file
        self.line = line
        self.column = column
        self.construct = construct
        self.excerpt = caret_excerpt(source, line, column) if source is not None else ""
        super().__init__(self._message())

    def _message(self) -> str:
        where = ""
        if self.line is not None:
            where = (f"{self.file}, " if self.file else "") + f"line {self.line}" + \
                (f", column {self.column}" if self.column else "") + ": "
        what = f"{self.construct}: " if self.construct else ""
        text = f"{where}{what}{self.reason}"
        return text + ("\n" + self.excerpt if self.excerpt else "")


class AnalysisTooComplex(PolyvizError):
    """An isl computation exceeded polyviz's operation budget."""

    def __init__(self, step: str):
        self.step = step
        super().__init__(f"too complex: {step} exceeded the isl operation budget (POLYVIZ_ISL_OPERATIONS; "
                         "simplify the kernel or the recipe, or fix some parameters)")


def caret_excerpt(source: str | None, line: int | None, column: int | None) -> str:
    """The source line with a caret under ``column``, or an empty string when unknown."""
    if not source or not line:
        return ""
    lines = source.splitlines()
    if not 1 <= line <= len(lines):
        return ""
    text = lines[line - 1].expandtabs(4)
    prefix = f"{line:5d} | "
    if not column:
        return prefix + text
    return prefix + text + "\n" + " " * (len(prefix) + column - 1) + "^"


class RecipeError(PolyvizError, ValueError):
    """A transformation step that cannot be read or applied: bad syntax, unknown loop, bad argument.

    ``span`` is the ``(start, end)`` character offsets of the part of the recipe text at fault,
    when the error comes from reading recipe text (an editor marks it there).
    """

    exit_code = 2

    def __init__(self, message: str, *, span: tuple[int, int] | None = None):
        self.span = span
        super().__init__(message)


class IllegalTransformation(PolyvizError):
    """A step would break a dependence (or run a dependence-carrying loop in parallel).

    ``step`` is the recipe text of the step, ``violation`` the broken dependence with one
    violating instance pair, ``suggestion`` a step that would make it legal (or ``None``).
    """

    exit_code = 3

    def __init__(self, step: str, violation, suggestion: str | None = None):
        self.step = step
        self.violation = violation
        self.suggestion = suggestion
        text = f"{step} is illegal: {violation}"
        if suggestion:
            text += f"\n  hint: {suggestion}"
        super().__init__(text)


class VariantFailureWarning(UserWarning):
    """A benchmark result holds a variant that failed (it did not compile, crashed, timed out, ran
    out of memory or computed something else) or that ran without being verified: its row has no
    speedup, and a notebook that only plots the result would not notice."""


class VariantsFailed(PolyvizError):
    """Raised by ``bench(..., strict=True)`` and ``BenchResult.raise_for_failures()``: ``result``
    is the whole benchmark result, ``failures`` its records that failed or ran unverified."""

    exit_code = 4

    def __init__(self, message: str, result, failures):
        self.result = result
        self.failures = failures
        super().__init__(message)
