"""Check every internal link of the built site: each relative ``href`` or ``src`` names a file of
the build, and each ``#anchor`` an id in the page it points to.

Sphinx itself (with ``-n -W``) refuses cross-references that do not resolve; this catches what it
does not see: links written as plain Markdown or HTML to files and anchors, and images. External
links are counted by host and left to ``make linkcheck`` (this machine reaches no other host; see
the design notes). Usage: ``python docs/check_links.py docs/_build/html``; exits 1 on a broken link.
"""
from __future__ import annotations

import sys
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit


class _Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        for name in ("id", "name"):
            if attributes.get(name):
                self.ids.add(attributes[name])
        for name in ("href", "src"):
            if attributes.get(name) and not (tag == "link" and attributes.get("rel") == "canonical"):
                self.links.append(attributes[name])


def _read(path: Path) -> _Page:
    page = _Page()
    page.feed(path.read_text(encoding="utf-8", errors="replace"))
    return page


def broken_links(site: Path) -> tuple[list[str], Counter]:
    """The broken internal links of the site built in ``site`` (one line each: page, link, why) and
    the external links' hosts with their counts."""
    pages = {path: _read(path) for path in site.rglob("*.html")}
    broken, external = [], Counter()
    for path, page in sorted(pages.items()):
        for link in page.links:
            parts = urlsplit(link)
            if parts.scheme in ("http", "https", "mailto", "data", "javascript") or parts.netloc:
                external[parts.netloc or parts.scheme] += 1
                continue
            target = (path.parent / unquote(parts.path)).resolve() if parts.path else path
            if target.is_dir():
                target = target / "index.html"
            where = f"{path.relative_to(site)}: {link}"
            if not target.is_file():
                broken.append(f"{where}: no file {target.relative_to(site.resolve()) if target.is_relative_to(site.resolve()) else target}")
            elif parts.fragment and target.suffix == ".html":
                ids = pages[target].ids if target in pages else _read(target).ids
                if unquote(parts.fragment) not in ids:
                    broken.append(f"{where}: no anchor #{parts.fragment}")
    return broken, external


def main(argv: list[str]) -> int:
    site = Path(argv[0] if argv else "docs/_build/html").resolve()
    if not (site / "index.html").is_file():
        print(f"check_links: no built site in {site} (run make docs)", file=sys.stderr)
        return 2
    broken, external = broken_links(site)
    for line in broken:
        print(f"broken link: {line}", file=sys.stderr)
    hosts = ", ".join(f"{host} ({count})" for host, count in external.most_common())
    print(f"check_links: {len(broken)} broken internal links; external links left to `make linkcheck`: {hosts or 'none'}")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
