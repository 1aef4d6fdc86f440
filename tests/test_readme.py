"""Every code block of README.md runs as written, from the folder a reader would be in.

Blocks run from the repository root, or rather a scratch folder holding links to the checkout's
files, so that what the examples write lands there (tests/markdown_blocks.py runs them). A
``print(...)`` line with a trailing comment is a promise of what it prints. Two kinds of line are
checked elsewhere: ``make lab`` (tests/test_make_lab.py serves the notebooks with it) and
``make test`` (this very suite).
"""
from __future__ import annotations

import re

import pytest

from markdown_blocks import ROOT, blocks, reader_folder, run_python, run_shell, shell_lines, wrong_prints

README = ROOT / "README.md"
BLOCKS = blocks(README)


def _id(block) -> str:
    return f"{block[0]}-line{block[2]}"


@pytest.fixture
def reader_root(tmp_path):
    return reader_folder(tmp_path)


def test_the_readme_fits_on_a_few_screens_and_has_both_kinds_of_block():
    assert len(README.read_text().splitlines()) <= 150
    kinds = [kind for kind, _, _ in BLOCKS]
    assert kinds.count("python") >= 1 and kinds.count("sh") >= 2


@pytest.mark.parametrize("block", [b for b in BLOCKS if b[0] == "python"], ids=_id)
def test_python_block_runs_and_prints_what_it_shows(block, reader_root):
    _, code, line = block
    wrong = wrong_prints(code, line, reader_root, "README")
    assert not wrong, "\n".join(wrong)


def test_the_shown_output_is_really_compared(reader_root):
    shown = [b for b in BLOCKS if b[0] == "python" and re.search(r"^print\(.*\)\s+#", b[1], re.M)]
    checks = run_python(shown[0][1], reader_root)
    assert len(checks) >= 3
    broken = shown[0][1].replace("RAW ((1, 0), (0, 1))", "RAW ((0, 1), (1, 0))")
    assert any(s != p for _, s, p in run_python(broken, reader_root))


@pytest.mark.parametrize("block", [b for b in BLOCKS if b[0] == "sh"], ids=_id)
def test_shell_block_runs(block, reader_root):
    if not (ROOT / ".venv" / "bin" / "polyviz").exists():
        pytest.skip("the README's shell lines use .venv/bin/polyviz: run `make test` (it creates .venv)")
    for command in shell_lines(block[1]):
        if command not in ("make lab", "make test"):
            run_shell(command, reader_root)


def test_every_shell_command_is_one_the_test_knows_how_to_run():
    commands = [c for kind, code, _ in BLOCKS if kind == "sh" for c in shell_lines(code)]
    assert "make lab" in commands and "make test" in commands
    assert all(c.split()[0] in ("make", ".venv/bin/polyviz") for c in commands), commands


def test_every_page_the_readme_links_to_exists():
    links = re.findall(r"\]\(([^)\s#]+)", README.read_text())
    local = [link for link in links if "://" not in link]
    assert local and all((ROOT / link).is_file() for link in local), [l for l in local if not (ROOT / l).is_file()]
