"""``StepSpec``: what one transformation step is, once, for everything that reads steps.

The recipe parser checks names against the registry, ``Schedule``'s fluent methods
(``s.tile(i=32)``), the Explorer's step form, ``polyviz transform --help``, the documentation's step
reference (generated from them) and the random-recipe tests all read the specs of ``transform.STEPS``; a new step is a
function ``schedule -> Schedule`` plus one ``StepSpec`` (see ``docs/architecture.md``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from ..errors import RecipeError

#: ``Param.kind``: what a parameter names.
KINDS = ("loop", "statement", "array", "int", "choice", "flag", "loop sizes")


@dataclass(frozen=True)
class Param:
    """One parameter of a step.

    ``kind`` is one of :data:`KINDS` (``loop sizes``: ``tile``'s pairs ``i=32, j=32``).
    ``many`` > 0 makes it variadic, taking at least ``many`` values (the Explorer's form asks
    for ``many`` of them). ``labels`` are the form's captions, one per value it asks for.
    ``samples`` are the integers that make sense to try (form default first). ``keyword``
    parameters are written ``name=value`` in recipes; ``default`` is ``None`` when required.
    ``among(schedule, earlier)`` narrows the values it may take given ``earlier``, the values
    chosen before it in the step (the loops of the first loop's nest, the loops around a chosen
    statement); without it, every value of its kind.
    """

    name: str
    kind: str
    labels: tuple[str, ...] = ()
    default: object = None
    samples: tuple[int, ...] = ()
    choices: tuple[str, ...] = ()
    many: int = 0
    keyword: bool = False
    among: Callable | None = field(default=None, compare=False, repr=False)

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"unknown parameter kind {self.kind!r}")

    @property
    def required(self) -> bool:
        return self.default is None and not self.keyword

    def usage(self) -> str:
        if self.kind == "loop sizes":
            return "a=size, b=size, ..."
        if self.keyword:
            shown = "|".join(self.choices) if self.choices else self.default
            return f"{self.name}={shown}"
        if self.many:
            return ", ".join([self.kind] * self.many) + ", ..."
        return self.name if self.required else f"{self.name}={self.default}"


@dataclass(frozen=True)
class StepSpec:
    """One step: its name, its typed parameters and the function that applies it.

    ``function(schedule, *args, force=False, **keywords)`` returns the new, checked schedule
    (``force`` keeps an illegal one, marked). ``grows``: the step's loops may take values the
    original loops never take (their C type is then measured). ``tuned``: the step also takes
    the caller's problem ``sizes`` and ``cache`` model (``auto``), which recipes do not spell.
    """

    name: str
    function: Callable
    params: tuple[Param, ...] = ()
    grows: bool = False
    tuned: bool = False

    @property
    def summary(self) -> str:
        """The first sentence of the function's docstring."""
        doc = " ".join((self.function.__doc__ or "").split())
        return doc.split(". ")[0].rstrip(".")

    def usage(self) -> str:
        """How a recipe writes the step, e.g. ``skew(target, source, factor=1)``."""
        return f"{self.name}({', '.join(p.usage() for p in self.params)})"

    def check_arguments(self, args: tuple, keywords: tuple) -> None:
        """Refuse arguments of a recipe step that fit no parameter, naming the usage.  Too few
        values for a variadic parameter are the step's to explain (``fuse needs at least two loops``),
        and so are ``tile``'s pairs."""
        if any(p.kind == "loop sizes" for p in self.params):
            return
        by_name = {p.name: p for p in self.params}
        unknown = [name for name, _ in keywords if name not in by_name]
        positional = [p for p in self.params if not p.keyword]
        given = len(args) + sum(1 for name, _ in keywords if name in by_name and not by_name[name].keyword)
        variadic = any(p.many for p in positional)
        fewest = sum(p.required for p in positional)
        if unknown:
            raise RecipeError(f"{self.name} has no option {', '.join(unknown)}; usage: {self.usage()}")
        if not variadic and not fewest <= given <= len(positional):
            counts = str(fewest) if fewest == len(positional) else f"{fewest} to {len(positional)}"
            raise RecipeError(f"{self.name} takes {counts} argument{'s' if len(positional) != 1 else ''}, "
                              f"got {given}; usage: {self.usage()}")

    def apply(self, schedule, *args, force: bool = False, **keywords):
        return self.function(schedule, *args, force=force, **keywords)

    def choices(self, schedule, name: str, earlier: Sequence = ()) -> tuple:
        """The values parameter ``name`` may take on ``schedule`` once ``earlier`` (the values
        chosen before it in this step, in order) are chosen: loops, statements, arrays, the
        choices, the sample integers; for ``loop sizes`` its loops (the sizes are its ``samples``)."""
        param = next(p for p in self.params if p.name == name)
        if param.among is not None:
            return tuple(param.among(schedule, tuple(earlier)))
        if param.kind in ("loop", "loop sizes"):
            return schedule.loops()
        if param.kind == "statement":
            return tuple(s.name for s in schedule.scop.statements)
        if param.kind == "array":
            return tuple(a.name for a in schedule.scop.arrays if not a.is_scalar)
        if param.kind == "flag":
            return (False, True)
        return param.choices if param.kind == "choice" else param.samples

    def candidates(self, schedule) -> dict[str, tuple]:
        """For each parameter, the values that make sense on ``schedule`` before any is chosen
        (see :meth:`choices`)."""
        return {param.name: self.choices(schedule, param.name) for param in self.params}


def registry(*specs: StepSpec) -> dict[str, StepSpec]:
    """Name -> spec, refusing two specs of one name."""
    found: dict[str, StepSpec] = {}
    for spec in specs:
        if spec.name in found:
            raise ValueError(f"two steps are named {spec.name}")
        found[spec.name] = spec
    return found
