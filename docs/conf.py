"""Sphinx configuration of polyviz's documentation site (``make docs``).

Why Sphinx with myst-nb, and how links are checked on a machine without network: see
design-notes.md ("The documentation site").
"""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
sys.path.insert(0, str(DOCS / "_ext"))

import plotly  # noqa: E402
import polyviz  # noqa: E402  (after the path of the local extensions is set)

project = "polyviz"
author = "the polyviz authors"
release = polyviz.__version__
version = release

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
    "runcli",
    "stepref",
]

# The Markdown pages and the notebooks share MyST's syntax. The course (notebooks/NN-*.ipynb, not
# the labs and their solutions, which are the teachers') is copied into docs/course/ with the
# pictures it shows: a link to notebooks/ would make myst resolve the notebooks' links to each
# other from the link's target, outside the site.
source_suffix = {".md": "myst-nb", ".ipynb": "myst-nb"}
# The step notes are parts of the generated step pages (docs/_ext/stepref.py), not pages.
exclude_patterns = ["_build", "**/.ipynb_checkpoints", "**/.polyviz", "reference/step-notes"]
COURSE = DOCS / "course"
shutil.rmtree(COURSE, ignore_errors=True)
COURSE.mkdir()
for notebook in sorted((DOCS.parent / "notebooks").glob("[0-9][0-9]-*.ipynb")):
    shutil.copy2(notebook, COURSE)
shutil.copytree(DOCS.parent / "notebooks" / "images", COURSE / "images")
# The labs are shown as students get them, unsolved and not run (their checkers would only say
# "not yet"); their solutions stay out of the site.
shutil.copytree(DOCS.parent / "notebooks" / "labs", COURSE / "labs", ignore=shutil.ignore_patterns(".*"))
nb_execution_excludepatterns = ["course/labs/*"]
myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3

# The notebooks are stored without outputs (tests/test_notebooks.py), so they run at every build,
# in a scratch folder, at the course's quick sizes. A cell that raises fails the build.
nb_execution_mode = "force"
nb_execution_in_temp = True
nb_execution_timeout = int(os.environ.get("POLYVIZ_NOTEBOOK_TIMEOUT", "600"))
nb_execution_raise_on_error = True
nb_execution_show_tb = True
nb_merge_streams = True
os.environ.setdefault("POLYVIZ_QUICK", "1")
os.environ.setdefault("MPLBACKEND", "Agg")
# The notebooks' kernels start with docs/_ipython's startup script, which draws plotly figures
# as HTML that calls the site's own copy of plotly.js (the site is read offline too, and the
# Jupyter mime type of plotly figures is one myst-nb does not render).
os.environ["IPYTHONDIR"] = str(DOCS / "_ipython")
html_static_path = ["_static"]
STATIC = DOCS / "_static"
STATIC.mkdir(exist_ok=True)
shutil.copy2(Path(plotly.__file__).parent / "package_data" / "plotly.min.js", STATIC / "plotly.min.js")
html_js_files = ["plotly.min.js"]

# Links between pages and to headings must resolve (warnings are errors: -W in the Makefile).
# Python references in docstrings that name internal helpers render as unlinked code: nitpicky
# mode would demand a documented target for each of them (see the design notes).
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "undoc-members": False, "show-inheritance": False}

html_theme = "furo"
html_title = f"polyviz {release}"
# The site is read offline too: no fonts, scripts or images from other hosts in the theme.
html_theme_options = {"navigation_with_keys": True}

# ``make linkcheck`` (where the network allows) checks the external links; ``make docs`` checks
# the internal ones itself (docs/check_links.py), since this machine reaches no other host.
linkcheck_anchors = True
linkcheck_timeout = 15
