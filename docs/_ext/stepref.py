"""The step reference, generated from the registry (``transform.STEPS``) when the site is built.

One page per step: its usage and parameters from its ``StepSpec``, its docstring (the one
``Schedule``'s method shows too), the hand-written notes of ``docs/reference/step-notes/NAME.md``,
and an example from ``step_examples.EXAMPLES`` run on its kernel now, the C before and after it.
A step without notes or an example, or an example that no longer applies, fails the build
(``tests/test_step_reference.py`` says the same without building the site).
"""
from __future__ import annotations

import inspect
from dataclasses import dataclass
from pathlib import Path

DOCS = Path(__file__).resolve().parents[1]
PAGES = DOCS / "reference" / "steps"
NOTES = DOCS / "reference" / "step-notes"


@dataclass(frozen=True)
class RunExample:
    """An example as it ran: the kernel's description, the code before and after, the recipe."""

    kernel: str
    before: str
    after: str
    recipe: str
    notes: tuple[str, ...]


def run_example(name: str) -> RunExample:
    """Run the example of step ``name``; a ``LookupError`` when it has none, a ``ValueError`` when
    it no longer shows the step (refused, or the code unchanged)."""
    import polyviz
    from polyviz.transform import replay
    from polyviz.transform.recipe import parse_recipe
    from step_examples import EXAMPLES

    if name not in EXAMPLES:
        raise LookupError(f"step {name} has no example in docs/_ext/step_examples.py")
    example = EXAMPLES[name]
    if "{" in example.kernel:
        kernel, shown = polyviz.Kernel.from_c(example.kernel), "the C below"
    else:
        kernel, shown = polyviz.Kernel.from_file(polyviz.kernels_c(example.kernel)), f"`kernels_c/{example.kernel}.c`"
    before, refused = replay(kernel.schedule(), example.setup)
    after, refused_after = replay(before, example.steps, sizes=dict(example.sizes) or None)
    if refused or refused_after:
        raise ValueError(f"the example of {name} is refused: {refused or refused_after}")
    if name not in (step.name for step in parse_recipe(example.steps)):
        raise ValueError(f"the example of {name} ({example.steps}) does not apply {name}")

    def code(schedule) -> str:
        return kernel.translation_unit(schedule.generate()) if example.whole_file else schedule.to_c()

    shown_before, shown_after = code(before), code(after)
    if shown_before == shown_after:
        raise ValueError(f"the example of {name} ({example.steps}) prints the same code before and after")
    return RunExample(shown, shown_before.rstrip(), shown_after.rstrip(), after.recipe, tuple(after.notes))


def _fence(text: str, language: str = "") -> str:
    ticks = "`" * max(3, max((len(run) for run in text.split() if set(run) == {"`"}), default=0) + 1)
    return f"{ticks}{language}\n{text}\n{ticks}"


def _parameter_rows(spec) -> list[str]:
    rows = ["| parameter | kind | written | default | values tried first |", "| --- | --- | --- | --- | --- |"]
    for param in spec.params:
        written = ("`name=value`" if param.keyword else
                   f"{param.many} or more" if param.many else "positional")
        if param.kind == "loop sizes":
            written = "`loop=size` pairs, or `loop, size, …`"
        default = "required" if param.required else f"`{param.default}`"
        tried = ", ".join(f"`{value}`" for value in (param.choices or param.samples)) or "—"
        rows.append(f"| `{param.name}` | {param.kind} | {written} | {default} | {tried} |")
    return rows


def step_page(name: str) -> str:
    """The Markdown page of step ``name``."""
    from polyviz.transform import STEPS
    from step_examples import EXAMPLES

    spec = STEPS[name]
    notes = NOTES / f"{name}.md"
    if not notes.is_file():
        raise LookupError(f"step {name} has no notes in {notes}")
    example = EXAMPLES.get(name)
    ran = run_example(name)
    docstring = inspect.cleandoc(spec.function.__doc__ or "")
    lines = [f"(step-{name})=", f"# `{name}`", "", f"{spec.summary}.", "", _fence(spec.usage(), "text"), ""]
    if spec.params:
        lines += _parameter_rows(spec) + [""]
    else:
        lines += ["The step takes no parameters.", ""]
    if spec.grows:
        lines += ["Its loops may take values the original loops never take: their C type is chosen from the "
                  "values isl finds (`long` where `int` does not hold them).", ""]
    if spec.tuned:
        lines += ["It also takes the problem sizes and the cache model of the caller (`sizes=` of "
                  "`Schedule.auto`, `--size` of the command line), which a recipe does not spell.", ""]
    lines += ["## What it does", "", "```{eval-rst}", ".. currentmodule:: polyviz.transform.steps", "",
              docstring, "```", "", f"```{{include}} ../step-notes/{name}.md", "```", "",
              "## Example", ""]
    setup = f" after `{example.setup}`" if example.setup else ""
    lines += [f"On {ran.kernel}{setup}, `{example.steps}` (the recipe is now `{ran.recipe}`). "
              "This ran when the page was built." + (f" {example.why}" if example.why else ""), ""]
    if "{" in example.kernel:
        lines += [_fence(example.kernel.rstrip(), "c"), ""]
    lines += ["Before:", "", _fence(ran.before, "c"), "", "After:", "", _fence(ran.after, "c"), ""]
    if ran.notes:
        lines += ["The step's notes:", ""] + [f"- {note}" for note in ran.notes] + [""]
    return "\n".join(lines)


def index_page() -> str:
    """The step reference's index: every step with its usage and summary, in the registry's order."""
    from polyviz.transform import STEPS

    lines = ["# Steps", "",
             "Every transformation step, in the order the Explorer offers them. Each page is generated from the "
             "step registry (`polyviz.transform.STEPS`) when the site is built, and its example ran then. "
             "How steps combine into recipes is in [the guide](../../guide/recipes.md); "
             "[how auto() decides](../auto.md) has a page of its own.", "",
             "| step | usage | what it does |", "| --- | --- | --- |"]
    for name, spec in STEPS.items():
        lines.append(f"| [`{name}`]({name}.md) | `{spec.usage()}` | {spec.summary} |")
    lines += ["", "```{toctree}", ":hidden:", "", *STEPS, "```", ""]
    return "\n".join(lines)


def write_pages(folder: Path = PAGES) -> list[Path]:
    """Write the index and one page per step into ``folder``; the paths written, index first.
    Unchanged pages are left as they are, and pages of steps no longer registered removed."""
    from polyviz.transform import STEPS

    folder.mkdir(parents=True, exist_ok=True)
    pages = {folder / "index.md": index_page(), **{folder / f"{name}.md": step_page(name) for name in STEPS}}
    for stale in set(folder.glob("*.md")) - set(pages):
        stale.unlink()
    for path, text in pages.items():
        if not path.is_file() or path.read_text() != text:
            path.write_text(text)
    return list(pages)


def _generate(app):
    write_pages()


def setup(app):
    app.connect("builder-inited", _generate)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
