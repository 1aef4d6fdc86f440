"""What this machine's caches are (sysfs), for the models that choose tile sizes and the figures
that show a tile's bytes next to them."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path


#: Where Linux describes the first CPU's caches, one ``index*`` folder per cache.
CPU0_CACHES = Path("/sys/devices/system/cpu/cpu0/cache")


@lru_cache(maxsize=1)
def cache_sizes() -> dict[str, int]:
    """Data and unified cache sizes per level from sysfs (``{"L1": 32768, "L2": ..., "L3": ...}``),
    empty when the machine does not say."""
    sizes = {}
    for index in sorted(CPU0_CACHES.glob("index*")):
        try:
            if (index / "type").read_text().strip() == "Instruction":
                continue
            level = int((index / "level").read_text())
            text = (index / "size").read_text().strip()
        except (OSError, ValueError):
            continue
        units = {"K": 1024, "M": 1 << 20}
        sizes.setdefault(f"L{level}", int(text[:-1]) * units[text[-1]] if text[-1] in units else int(text))
    return sizes


@lru_cache(maxsize=1)
def cpuinfo() -> str:
    """/proc/cpuinfo's text, "" when the machine has none (read once: every recipe bench() applies
    asks for the vector width)."""
    try:
        return Path("/proc/cpuinfo").read_text()
    except OSError:
        return ""


def cpu_flags() -> frozenset[str]:
    """The CPU's feature flags (/proc/cpuinfo's first ``flags`` line), empty when it does not say."""
    return frozenset(next((line.split(":", 1)[1].split() for line in cpuinfo().splitlines()
                           if line.startswith("flags")), ()))


def vector_bytes() -> int:
    """The widest SIMD registers of this CPU in bytes (AVX-512: 64, AVX: 32, else 16), from
    /proc/cpuinfo's flags; 16 when it does not say."""
    flags = cpu_flags()
    return 64 if "avx512f" in flags else 32 if "avx" in flags else 16


def l2_cache_bytes() -> int | None:
    """The per-core L2 (or unified level-2) cache size from sysfs, ``None`` when the machine does not say."""
    return cache_sizes().get("L2")
