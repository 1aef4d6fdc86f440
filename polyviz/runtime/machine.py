"""What this machine's caches are (sysfs), for the models that choose tile sizes."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=1)
def l2_cache_bytes() -> int | None:
    """The per-core L2 (or unified level-2) cache size from sysfs, ``None`` when the machine does not say."""
    for index in sorted(Path("/sys/devices/system/cpu/cpu0/cache").glob("index*")):
        try:
            if (index / "level").read_text().strip() == "2":
                text = (index / "size").read_text().strip()
                return int(text[:-1]) * 1024 if text.endswith("K") else int(text)
        except OSError:
            continue
    return None
