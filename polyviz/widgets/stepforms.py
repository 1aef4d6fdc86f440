"""What the transformation panel asks for each step, and the recipe text it builds from the answers.

The panel offers one form per step: a few loop or statement choices and integers. The form
only writes recipe text (``skew(j, i, 1)``); reading and applying it is the transform API's job.
"""
from __future__ import annotations

from dataclasses import dataclass

#: A loop choice that may be left out (the second loop of ``tile``).
NO_LOOP = "—"


@dataclass(frozen=True)
class Field:
    """One input of a step form: ``kind`` is ``"loop"``, ``"optional loop"``, ``"statement"``,
    ``"array"``, ``"int"`` or ``"choice"`` (one of ``choices``, written as the keyword ``label=choice``)."""

    label: str
    kind: str
    default: int = 0
    choices: tuple[str, ...] = ()


@dataclass(frozen=True)
class StepForm:
    name: str
    fields: tuple[Field, ...] = ()
    #: ``tile(i=32, j=32)``: every chosen loop gets the single size field as a keyword.
    sizes_as_keywords: bool = False

    def recipe_step(self, values: list) -> str:
        """The recipe text of this step with ``values`` (one per field, in order)."""
        chosen = [f"{f.label}={v}" if f.kind == "choice" else v for f, v in zip(self.fields, values)
                  if not (f.kind == "optional loop" and v == NO_LOOP)]
        if self.sizes_as_keywords:
            *loops, size = chosen
            return f"{self.name}({', '.join(f'{loop}={size}' for loop in loops)})"
        return f"{self.name}({', '.join(str(v) for v in chosen)})"


STEP_FORMS = {form.name: form for form in (
    StepForm("interchange", (Field("loop", "loop"), Field("with", "loop"))),
    StepForm("reverse", (Field("loop", "loop"),)),
    StepForm("skew", (Field("loop", "loop"), Field("by", "loop"), Field("factor", "int", 1))),
    StepForm("shift", (Field("statement", "statement"), Field("loop", "loop"), Field("amount", "int", 1))),
    StepForm("tile", (Field("loop", "loop"), Field("and", "optional loop"), Field("size", "int", 32)),
             sizes_as_keywords=True),
    StepForm("stripmine", (Field("loop", "loop"), Field("size", "int", 32))),
    StepForm("fuse", (Field("loop", "loop"), Field("with", "loop"))),
    StepForm("distribute", (Field("loop", "loop"),)),
    StepForm("compute_at", (Field("statement", "statement"), Field("at", "loop"))),
    StepForm("local_buffer", (Field("array", "array"),)),
    StepForm("parallel", (Field("loop", "loop"),)),
    StepForm("unroll", (Field("loop", "loop"), Field("factor", "int", 4))),
    StepForm("wavefront", (Field("loop", "loop"), Field("and", "loop"))),
    StepForm("isl_schedule", (Field("fusion", "choice", choices=("smart", "min", "max")),)),
    StepForm("assume_no_alias"),
    StepForm("allow_reassociation"),
    StepForm("auto"),
)}
