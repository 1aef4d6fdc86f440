"""The documentation site's hand-written pages: every code block runs as written, every page the
site needs is there, and internal links point at files.

Python and shell blocks of the pages under docs/ run like the README's (tests/markdown_blocks.py):
a ``print(...)`` line with a comment must print it, a shell line must exit 0. The executable pages
(MyST ``code-cell``s) and the step reference run when the site is built (``make docs``), not here.
The shell lines that are not polyviz's own commands are each run by a test of their own below or
named with the test that covers them.
"""
from __future__ import annotations

import io
import re
import shutil
import subprocess
import sys
import tokenize
from pathlib import Path

import pytest

from markdown_blocks import ROOT, blocks, reader_folder, run_python, run_shell, shell_lines, wrong_prints

DOCS = ROOT / "docs"
PAGES = sorted(p for p in DOCS.rglob("*.md") if not p.relative_to(DOCS).parts[0].startswith(("_", "course"))
               and p.parent != DOCS / "reference" / "steps")
BLOCKS = [(page, kind, code, line) for page in PAGES for kind, code, line in blocks(page)]
POLYBENCH = ROOT.parent / "shared" / "polybench-c-4.2.1"
# Shell lines covered elsewhere: installing into a fresh venv takes minutes (test_install runs
# those lines from a fresh clone, in make test-long); the PolyBench block runs in its own test below.
ELSEWHERE = ("python3 -m venv venv", "venv/bin/pip install", "venv/bin/polyviz --version", "cd polybench-c-4.2.1",
             "/path/to/polyviz/", "gcc ", "./gemm_auto", "make lab", "make test")


def _id(block) -> str:
    return f"{block[0].relative_to(DOCS)}-{block[1]}-line{block[3]}"


@pytest.fixture
def reader_root(tmp_path):
    return reader_folder(tmp_path)


def test_the_site_has_the_pages_the_guide_promises():
    for page in ("index", "install", "tutorial", "guide/c-input", "guide/model", "guide/recipes", "guide/explorer",
                 "guide/runtime", "guide/exports", "guide/cli", "guide/teaching", "guide/cluster", "guide/limits",
                 "reference/auto", "reference/api", "architecture", "design-notes", "changelog"):
        assert (DOCS / f"{page}.md").is_file(), page
        assert f"\n{page}\n" in (DOCS / "index.md").read_text() or page == "index", f"{page} is not in the toctree"


@pytest.mark.parametrize("block", [b for b in BLOCKS if b[1] == "python"], ids=_id)
def test_python_block_runs_and_prints_what_it_shows(block, reader_root):
    page, _, code, line = block
    wrong = wrong_prints(code, line, reader_root, str(page.relative_to(ROOT)))
    assert not wrong, "\n".join(wrong)


def test_the_explorer_snippet_also_works_from_the_notebooks_folder(reader_root):
    snippet = next(code for page, kind, code, _ in BLOCKS if kind == "python" and "Explorer(" in code)
    run_python(snippet, reader_root / "notebooks")


@pytest.mark.parametrize("block", [b for b in BLOCKS if b[1] == "sh"], ids=_id)
def test_shell_block_runs(block, reader_root):
    if not (ROOT / ".venv" / "bin" / "polyviz").exists():
        pytest.skip("the pages' shell lines use .venv/bin/polyviz: run `make test` (it creates .venv)")
    for command in shell_lines(block[2]):
        if command.startswith(ELSEWHERE):
            continue
        if command.startswith(".venv/bin/python benchmarks/"):
            command = command.split(" --")[0] + " --help"   # each runs for minutes: its options must parse
        run_shell(command, reader_root)


def test_every_shell_command_is_one_the_tests_know_how_to_run():
    commands = [c for _, kind, code, _ in BLOCKS if kind == "sh" for c in shell_lines(code)]
    unknown = [c for c in commands if not c.startswith((".venv/bin/polyviz ", ".venv/bin/python ") + ELSEWHERE)]
    assert not unknown, unknown


@pytest.mark.heavy
@pytest.mark.skipif(not POLYBENCH.is_dir(), reason=f"PolyBench/C 4.2.1 is not at {POLYBENCH}")
def test_the_polybench_example_runs_from_the_folder_it_names(tmp_path):
    """install.md's PolyBench block, run as written from a copy of PolyBench with this checkout's polyviz."""
    page = DOCS / "install.md"
    code = next(code for kind, code, _ in blocks(page) if kind == "sh" and "polybench-c-4.2.1" in code)
    shutil.copytree(POLYBENCH, tmp_path / "polybench-c-4.2.1")
    polyviz = Path(sys.executable).parent / "polyviz"
    if not polyviz.exists():
        pytest.skip(f"no polyviz command beside {sys.executable}")
    script = code.replace("/path/to/polyviz/.venv/bin/polyviz", str(polyviz))
    done = subprocess.run(["bash", "-e", "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
    assert re.fullmatch(r"\s*\d+\.\d+\s*", done.stdout), done.stdout   # POLYBENCH_TIME prints the seconds


def test_every_relative_link_of_the_pages_is_a_file():
    broken = []
    for page in PAGES:
        for link in re.findall(r"\]\(([^)\s#]+)(?:#[^)]*)?\)", page.read_text()):
            if "://" not in link and not (page.parent / link).exists() and "reference/steps/" not in link:
                broken.append(f"{page.relative_to(ROOT)}: {link}")
    assert not broken, broken


#: A duration written in prose: "0.4 s", "40-100 ms", "5–15 ms", "13 seconds".
TIMING = re.compile(r"\b\d+(?:\.\d+)?(?:\s?[-–]\s?\d+(?:\.\d+)?)?\s?(?:ms|µs|s|seconds|minutes)(?!\w)")


def test_docstrings_and_comments_carry_no_timings():
    """Measurements go to docs/design-notes.md (dated, with the machine's load); the code's
    docstrings and comments say why, which a timing taken on one loaded VM one day does not."""
    found = []
    for path in sorted((ROOT / "polyviz").rglob("*.py")):
        for token in tokenize.generate_tokens(io.StringIO(path.read_text()).readline):
            prose = token.type == tokenize.COMMENT or (
                token.type == tokenize.STRING and token.string.lstrip("rbuRBU").startswith(('"""', "'''")))
            for n, line in enumerate(token.string.splitlines() if prose else ()):
                if TIMING.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{token.start[0] + n}: {line.strip()}")
    assert not found, "timings in docstrings or comments (move them to docs/design-notes.md):\n" + "\n".join(found)
