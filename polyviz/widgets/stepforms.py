"""What the transformation panel asks for each step, and the recipe text it builds from the answers.

The panel offers one form per step of ``transform.STEPS``, read from the step's parameters: a
few loop or statement choices and integers. The form only writes recipe text (``skew(j, i, 1)``);
reading and applying it is the transform API's job.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..transform import STEPS, StepSpec

#: A loop choice that may be left out (the second loop of ``tile``).
NO_LOOP = "—"


@dataclass(frozen=True)
class Field:
    """One input of a step form: ``kind`` is ``"loop"``, ``"optional loop"``, ``"statement"``,
    ``"array"``, ``"int"``, ``"choice"`` (one of ``choices``, written as the keyword ``label=choice``) or
    ``"option"`` (an integer option among ``choices``, written ``label=value`` unless it is ``default``);
    ``param`` names the step's parameter it gives a value of."""

    label: str
    kind: str
    default: int = 0
    choices: tuple[str, ...] = ()
    param: str = ""
    #: a tile size: the panel proposes one that makes tiles at the plotted sizes (``tile_size_for``)
    tile_size: bool = False


def tile_size_for(parameters: dict[str, int], default: int) -> int:
    """The tile size a form proposes at the plotted parameter values: half the smallest, so each
    tiled loop has at least two tiles to see (the step's own default, 32, made one tile at n = 6);
    ``default`` for a nest without parameters."""
    return max(2, min(parameters.values()) // 2) if parameters else default


@dataclass(frozen=True)
class StepForm:
    name: str
    fields: tuple[Field, ...] = ()
    #: ``tile(i=32, j=32)``: every chosen loop gets the single size field as a keyword.
    sizes_as_keywords: bool = False

    def recipe_step(self, values: list) -> str:
        """The recipe text of this step with ``values`` (one per field, in order)."""
        chosen = [f"{f.label}={v}" if f.kind in ("choice", "option") else v for f, v in zip(self.fields, values)
                  if not (f.kind == "optional loop" and v == NO_LOOP) and not (f.kind == "option" and v == f.default)]
        if self.sizes_as_keywords:
            *loops, size = chosen
            return f"{self.name}({', '.join(f'{loop}={size}' for loop in loops)})"
        return f"{self.name}({', '.join(str(v) for v in chosen)})"


def form_of(spec: StepSpec) -> StepForm:
    """The form of ``spec``: one field per value of its parameters (a variadic one asks for as
    many as it has labels; ``tile`` asks for a loop, an optional second loop and one size);
    flags written ``name=value`` (``auto``'s) keep their defaults."""
    fields: list[Field] = []
    for param in spec.params:
        if param.kind == "loop sizes":
            loop, other, size = param.labels
            fields += [Field(loop, "loop", param=param.name), Field(other, "optional loop", param=param.name),
                       Field(size, "int", param.samples[0], param=param.name, tile_size=True)]
        elif param.kind == "choice":
            choices = (param.default,) + tuple(c for c in param.choices if c != param.default)
            fields.append(Field(param.name, "choice", choices=choices, param=param.name))
        elif param.keyword and param.kind == "int":  # compute_at's serial=1: offered, written when chosen
            fields.append(Field(param.name, "option", param.default, choices=param.samples, param=param.name))
        elif param.keyword:
            continue
        elif param.kind == "int":
            fields.append(Field(param.labels[0], "int", param.samples[0], param=param.name))
        else:
            fields += [Field(label, param.kind, param=param.name) for label in param.labels]
    return StepForm(spec.name, tuple(fields), sizes_as_keywords=any(p.kind == "loop sizes" for p in spec.params))


STEP_FORMS = {name: form_of(spec) for name, spec in STEPS.items()}
