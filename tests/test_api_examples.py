"""The example in each public function's and class's docstring (what the API reference shows)
runs and prints what it shows."""
from __future__ import annotations

import doctest

import pytest

import polyviz

#: The public functions and classes of ``import polyviz`` that the API reference's first sections show.
DOCUMENTED = ("Kernel", "Schedule", "Explorer", "kernels_c", "apply_recipe", "bench", "auto_search", "sweep", "size_sweep",
              "thread_sweep")


@pytest.mark.parametrize("name", DOCUMENTED)
def test_the_docstring_example_runs(name, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    target = getattr(polyviz, name)
    finder = doctest.DocTestFinder(recurse=False)
    (test,) = finder.find(target, name, globs={"polyviz": polyviz})
    assert test.examples, f"polyviz.{name}'s docstring has no example"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test, out=lambda text: pytest.fail(text))
    assert runner.failures == 0


def test_each_documents_its_parameters_and_shows_an_example():
    for name in DOCUMENTED:
        target = getattr(polyviz, name)
        doc = target.__doc__ or ""
        assert ":param " in doc and ">>> " in doc, f"polyviz.{name} has no parameter section or no example"
