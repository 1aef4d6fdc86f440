"""Every code block of README.md runs as written, from the folder a reader would be in.

Blocks run from the repository root, or rather a scratch folder holding links to the checkout's
files, so that what the examples write lands there. Python blocks run in a fresh interpreter,
top-level statement by statement: a ``print(...)`` line with a trailing comment is a promise of what it prints, and the
printed text must equal the comment. Shell blocks run line by line with bash and must exit 0. Two kinds of line are checked elsewhere: ``make lab``
(tests/test_make_lab.py serves the notebooks with it) and ``make test`` (this very suite); the
benchmark scripts run for many minutes each, so here they only have to parse their options.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()
BLOCK = re.compile(r"^```(python|sh)\n(.*?)^```", re.M | re.S)
BLOCKS = [(m.group(1), m.group(2), README.count("\n", 0, m.start()) + 2) for m in BLOCK.finditer(README)]

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
        exec(compile(ast.Module([statement], []), "<README>", "exec"), namespace)
    call = statement.value if isinstance(statement, ast.Expr) else None
    if (isinstance(call, ast.Call) and getattr(call.func, "id", None) == "print"
            and statement.end_lineno in comments):
        checks.append([statement.lineno, comments[statement.end_lineno], printed.getvalue().strip()])
    sys.stdout.write(printed.getvalue())
print("README-CHECKS " + json.dumps(checks))
'''


def _id(block) -> str:
    return f"{block[0]}-line{block[2]}"


def _run_python(code: str, cwd: Path) -> list:
    done = subprocess.run([sys.executable, "-c", RUNNER, code], cwd=cwd, capture_output=True, text=True,
                          timeout=900, env={**os.environ, "MPLBACKEND": "Agg"})
    assert done.returncode == 0, f"the block failed from {cwd}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return json.loads(done.stdout.rsplit("README-CHECKS ", 1)[1])


@pytest.fixture
def reader_root(tmp_path) -> Path:
    """A folder that looks like the checkout (links to its files) with an empty notebooks/."""
    for entry in ROOT.iterdir():
        if entry.name not in ("notebooks", ".polyviz", ".git"):
            (tmp_path / entry.name).symlink_to(entry)
    (tmp_path / "notebooks").mkdir()
    return tmp_path


def test_the_readme_has_both_kinds_of_block():
    kinds = [kind for kind, _, _ in BLOCKS]
    assert kinds.count("python") >= 4 and kinds.count("sh") >= 3


@pytest.mark.parametrize("block", [b for b in BLOCKS if b[0] == "python"], ids=_id)
def test_python_block_runs_and_prints_what_it_shows(block, reader_root):
    _, code, line = block
    checks = _run_python(code, reader_root)
    wrong = [f"README line {line + offset - 1}: shows {shown!r}, printed {printed!r}"
             for offset, shown, printed in checks if shown != printed]
    assert not wrong, "\n".join(wrong)


def test_the_shown_output_is_really_compared(reader_root):
    shown = [b for b in BLOCKS if b[0] == "python" and re.search(r"^print\(.*\)\s+#", b[1], re.M)]
    checks = _run_python(shown[0][1], reader_root)
    assert len(checks) >= 3
    broken = shown[0][1].replace("RAW ((1, 0), (0, 1))", "RAW ((0, 1), (1, 0))")
    assert any(s != p for _, s, p in _run_python(broken, reader_root))


def test_the_explorer_snippet_also_works_from_the_notebooks_folder(reader_root):
    snippet = next(code for kind, code, _ in BLOCKS if kind == "python" and "Explorer(" in code)
    _run_python(snippet, reader_root / "notebooks")


def _shell_lines(code: str) -> list[str]:
    return [line for line in code.splitlines() if line.strip() and not line.lstrip().startswith("#")]


@pytest.mark.parametrize("block", [b for b in BLOCKS if b[0] == "sh"], ids=_id)
def test_shell_block_runs(block, reader_root):
    if not (ROOT / ".venv" / "bin" / "polyviz").exists():
        pytest.skip("the README's shell lines use .venv/bin/polyviz: run `make test` (it creates .venv)")
    for line in _shell_lines(block[1]):
        command = line.split("#")[0].strip()
        if command in ("make lab", "make test"):
            continue
        if command.startswith(".venv/bin/python benchmarks/"):
            command += " --help"
        done = subprocess.run(["bash", "-c", command], cwd=reader_root, capture_output=True, text=True,
                              timeout=900)
        assert done.returncode == 0, f"{command}\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}"


def test_every_shell_command_is_one_the_test_knows_how_to_run():
    commands = [line.split("#")[0].strip() for kind, code, _ in BLOCKS if kind == "sh" for line in _shell_lines(code)]
    assert "make lab" in commands and "make test" in commands
    assert all(c.split()[0] in ("make", ".venv/bin/polyviz", ".venv/bin/python") for c in commands), commands
