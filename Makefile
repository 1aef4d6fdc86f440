# Two commands do all set-up on a fresh machine: `make lab` and `make test` (`make docs` builds the site).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
LAB_STAMP := $(VENV)/.installed-lab
TEST_STAMP := $(VENV)/.installed-test
DOCS_STAMP := $(VENV)/.installed-docs
DOCS_HTML := docs/_build/html
# Jupyter refuses to run as root unless told; containers and CI machines often are root.
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

.PHONY: lab test test-long docs linkcheck venv clean clean-cache

comma := ,
# $(call install,EXTRAS): the venv with polyviz editable and those extras.
define install
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[$(1)]'
endef

$(LAB_STAMP): pyproject.toml
	$(call install,lab)
	touch $@

# The tests drive the widgets and notebooks too, so they need the lab extras as well.
$(TEST_STAMP): pyproject.toml
	$(call install,lab$(comma)test)
	touch $(LAB_STAMP) $@

# The docs run the course notebooks and document the widgets: they need the lab extras too.
$(DOCS_STAMP): pyproject.toml
	$(call install,lab$(comma)docs)
	touch $(LAB_STAMP) $@

venv: $(TEST_STAMP)

# jupyter_server resolves the file argument against the current directory, not root_dir.
lab: $(LAB_STAMP)
	$(BIN)/jupyter lab $(ALLOW_ROOT) --ServerApp.root_dir=notebooks notebooks/00-welcome.ipynb

# make test runs every test but the long suites, on every CPU (pytest-xdist; worksteal hands a
# finished worker tests queued on the other, and tests/conftest.py puts the heavy ones first, so
# no long test is left to run alone at the end);
# make test-long runs the long suites, the browser tests, PolyBench/C in its own harness and the
# installs from a fresh clone, a module to a worker (the PolyBench check builds all 30 programs
# once, in a module fixture).
LONG_SUITES := browser or polybench_harness or install or second_suite
TEST_WORKERS ?= auto
test: $(TEST_STAMP)
	$(BIN)/python -m pytest -n $(TEST_WORKERS) --dist worksteal -m "not ($(LONG_SUITES))"

test-long: $(TEST_STAMP)
	$(BIN)/python -m pytest -n $(TEST_WORKERS) --dist loadscope -m "$(LONG_SUITES)"

# A fresh build each time (-E): warnings of pages left unread by an incremental build would go
# unseen. Warnings are errors; then every internal link and anchor of the built site is checked.
docs: $(DOCS_STAMP)
	$(BIN)/sphinx-build -E -W --keep-going -q -b html docs $(DOCS_HTML)
	$(BIN)/python docs/check_links.py $(DOCS_HTML)

# The external links, where the network reaches them (this machine's does not: see the design notes).
linkcheck: $(DOCS_STAMP)
	$(BIN)/sphinx-build -E -q -b linkcheck docs docs/_build/linkcheck

clean:
	rm -rf $(VENV) build *.egg-info docs/_build

# Compiled variants are cached per user (shared by every clone), not in the checkout.
clean-cache:
	$(if $(wildcard $(BIN)/polyviz),$(BIN)/polyviz cache clear,rm -rf "$${POLYVIZ_CACHE:-$${XDG_CACHE_HOME:-$$HOME/.cache}/polyviz}")
