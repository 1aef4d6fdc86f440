"""``polyviz-command``: a `polyviz` command run when the site is built, shown with its output.

```{polyviz-command} analyze kernels_c/tutorial_stencil.c
```

The command runs from the repository's root with the interpreter that builds the site; a command
that exits with another status than ``:exit:`` (default 0) fails the build, so the page cannot
show a command that no longer works. ``:stderr:`` shows what it printed there too.
"""
from __future__ import annotations

import shlex
import subprocess
import sys
from pathlib import Path

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective

ROOT = Path(__file__).resolve().parents[2]


class PolyvizCommand(SphinxDirective):
    required_arguments = 1
    final_argument_whitespace = True
    option_spec = {"exit": int, "stderr": directives.flag}

    def run(self):
        arguments = shlex.split(self.arguments[0])
        done = subprocess.run([sys.executable, "-m", "polyviz.cli", *arguments], cwd=ROOT, capture_output=True,
                              text=True, timeout=600)
        expected = self.options.get("exit", 0)
        if done.returncode != expected:
            raise self.error(f"`polyviz {self.arguments[0]}` exited {done.returncode}, not {expected}:\n"
                             f"{done.stderr[-2000:]}")
        shown = done.stdout + (done.stderr if "stderr" in self.options else "")
        block = nodes.literal_block(text=f"$ polyviz {self.arguments[0]}\n{shown.rstrip()}")
        block["language"] = "text"
        return [block]


def setup(app):
    app.add_directive("polyviz-command", PolyvizCommand)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
