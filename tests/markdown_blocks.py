"""Run the code blocks of a Markdown page as a reader would (tests/test_readme.py, tests/test_docs.py).

Python blocks run in a fresh interpreter, top-level statement by statement: a ``print(...)`` line
with a trailing comment is a promise of what it prints, and the printed text must equal the
comment. Shell blocks run line by line with bash from a scratch folder that looks like the checkout.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"^```(python|sh)\n(.*?)^```", re.M | re.S)

# Runs one block: each top-level statement on its own, printed output captured per statement;
# prints the mismatches between a print line's comment and what it printed as JSON.
RUNNER = r'''
import ast, contextlib, io, json, sys, tokenize
source = sys.argv[1]
comments = {tok.start[0]: tok.string[1:].strip()
            for tok in tokenize.generate_tokens(io.StringIO(source).readline) if tok.type == tokenize.COMMENT}
checks, namespace = [], {"__name__": "__main__"}
for statement in ast.parse(source).body:
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(ast.Module([statement], []), "<markdown>", "exec"), namespace)
    call = statement.value if isinstance(statement, ast.Expr) else None
    if (isinstance(call, ast.Call) and getattr(call.func, "id", None) == "print"
            and statement.end_lineno in comments):
        checks.append([statement.lineno, comments[statement.end_lineno], printed.getvalue().strip()])
    sys.stdout.write(printed.getvalue())
print("README-CHECKS " + json.dumps(checks))
'''


def blocks(path: Path) -> list[tuple[str, str, int]]:
    """The python and sh blocks of ``path``: (kind, code, line of the code's first line)."""
    text = path.read_text()
    return [(m.group(1), m.group(2), text.count("\n", 0, m.start()) + 2) for m in BLOCK.finditer(text)]


def run_python(code: str, cwd: Path) -> list:
    """Run ``code`` from ``cwd``; the [line, shown, printed] of each print line with a comment."""
    done = subprocess.run([sys.executable, "-c", RUNNER, code], cwd=cwd, capture_output=True, text=True,
                          timeout=900, env={**os.environ, "MPLBACKEND": "Agg"})
    assert done.returncode == 0, f"the block failed from {cwd}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return json.loads(done.stdout.rsplit("README-CHECKS ", 1)[1])


def wrong_prints(code: str, line: int, cwd: Path, page: str) -> list[str]:
    """The print lines of ``code`` (which starts at ``line`` of ``page``) that print something else
    than their comment shows."""
    return [f"{page} line {line + offset - 1}: shows {shown!r}, printed {printed!r}"
            for offset, shown, printed in run_python(code, cwd) if shown != printed]


def shell_lines(code: str) -> list[str]:
    """The commands of a shell block, comments dropped and continued lines joined."""
    joined = re.sub(r"\\\n\s*", " ", code)
    return [line.split(" #")[0].strip() for line in joined.splitlines()
            if line.strip() and not line.lstrip().startswith("#")]


def reader_folder(tmp_path: Path) -> Path:
    """A folder that looks like the checkout (links to its files) with an empty notebooks/."""
    for entry in ROOT.iterdir():
        if entry.name not in ("notebooks", ".polyviz", ".git"):
            (tmp_path / entry.name).symlink_to(entry)
    (tmp_path / "notebooks").mkdir()
    return tmp_path


def run_shell(command: str, cwd: Path) -> None:
    done = subprocess.run(["bash", "-c", command], cwd=cwd, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"{command}\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
