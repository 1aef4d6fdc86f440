"""What the user typed into an Explorer, kept in a small JSON file so re-running the cell loses nothing.

Widget state saved with the notebook only comes back when the front end saved it; re-running
the cell always builds a fresh widget. So every change is also written to
``.polyviz/explorer-<name>.json`` in the working directory (the notebook's folder in Jupyter),
atomically: a crash or a full disk leaves the previous file, never half of one.
"""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path

#: Written into the state folder so the autosaved edits never end up in a commit.
_GITIGNORE = "# autosaved polyviz Explorer state (see polyviz/widgets/autosave.py)\n*\n"


@dataclass(frozen=True)
class ExplorerState:
    source: str
    recipe: str = ""
    parameters: dict[str, int] = field(default_factory=dict)


def default_name(source: str) -> str:
    """A name that follows the cell: the same initial source finds the same file again."""
    return hashlib.sha1(source.encode("utf-8")).hexdigest()[:12]


class StateFile:
    """``load()`` and ``save(state)`` of one Explorer's state under ``folder``."""

    def __init__(self, folder: str | os.PathLike, name: str):
        if not name or any(ch in name for ch in "/\\") or name.startswith("."):
            raise ValueError(f"an Explorer name is a plain file name such as 'lab1', not {name!r}")
        self.folder = Path(folder).resolve()
        self.path = self.folder / f"explorer-{name}.json"

    def load(self) -> ExplorerState | None:
        """The saved state, or ``None`` when there is none or it cannot be read."""
        try:
            saved = json.loads(self.path.read_text(encoding="utf-8"))
            return ExplorerState(str(saved["source"]), str(saved.get("recipe", "")),
                                 {str(k): int(v) for k, v in dict(saved.get("parameters", {})).items()})
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None

    def save(self, state: ExplorerState) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        ignore = self.folder / ".gitignore"
        if not ignore.exists():
            ignore.write_text(_GITIGNORE, encoding="utf-8")
        handle, temporary = tempfile.mkstemp(dir=self.folder, prefix=f".{self.path.name}.", suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                json.dump(asdict(state), out, indent=1)
            os.replace(temporary, self.path)
        except BaseException:
            os.unlink(temporary)
            raise
