"""Colour-blind-safe colours and styles, derived from names so that every figure agrees.

All colours come from the Okabe–Ito palette. A statement, a dependence kind, an array or a
tile gets its colour (and marker or dash) from its *name or coordinates*, never from the
order in which traces happen to be drawn: ``S1`` is orange in every figure of a session, and
in the next session too.
"""
from __future__ import annotations

import zlib

#: The Okabe–Ito palette (Okabe & Ito 2008), safe for the common forms of colour blindness.
OKABE_ITO = {
    "black": "#000000",
    "orange": "#E69F00",
    "sky_blue": "#56B4E9",
    "bluish_green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "reddish_purple": "#CC79A7",
}

#: Dependence kinds; any other kind name is drawn in grey.
KIND_COLORS = {
    "RAW": OKABE_ITO["blue"],
    "WAR": OKABE_ITO["bluish_green"],
    "WAW": OKABE_ITO["reddish_purple"],
}
OTHER_KIND_COLOR = "#7F7F7F"
#: Violated dependence instances (an illegal transformation) are the palette's red.
VIOLATED_COLOR = OKABE_ITO["vermillion"]
#: Points that are drawn only as context (not yet executed, other statements, ...).
MUTED_COLOR = "#C8C8C8"
LINE_COLOR = "#555555"

#: Statements cycle through three colours far in hue from the violations' (orange, next to
#: vermillion, made a refusal on a two-statement nest unreadable), then change marker.
STATEMENT_COLORS = (OKABE_ITO["black"], OKABE_ITO["sky_blue"], OKABE_ITO["bluish_green"])
#: The marker at a violated arrow's tail: the violations differ from every dependence by shape too.
VIOLATED_TAIL = "x"
#: Marker names as plotly spells them (the matplotlib renderer translates them).
STATEMENT_SYMBOLS = ("circle", "square", "diamond", "triangle-up")
#: Tiles and parallel groups: seven colours, so that neighbouring tiles always differ; black
#: rather than vermillion, which is the violations' (a refused tiling draws both).
GROUP_COLORS = (
    OKABE_ITO["orange"], OKABE_ITO["sky_blue"], OKABE_ITO["bluish_green"], OKABE_ITO["yellow"],
    OKABE_ITO["blue"], OKABE_ITO["black"], OKABE_ITO["reddish_purple"],
)
#: Line dashes as plotly spells them; arrays cycle through them.
ARRAY_DASHES = ("solid", "dash", "dot", "dashdot", "longdash", "longdashdot")
# Multipliers for the group colour index: neighbours along any axis (and the diagonals of 2-D
# tilings) get different colours modulo 7.
_GROUP_MULTIPLIERS = (1, 3, 5, 2, 4, 6)


def stable_index(name: str) -> int:
    """A small integer derived from ``name`` alone (same in every process and session).

    Names ending in digits use the number (``S0`` -> 0, ``S12`` -> 12), so that the statements
    of a kernel get distinct styles; one-letter names use their character code (arrays ``A``,
    ``B``, ``C`` differ); other names use a CRC-32 of their text.
    """
    digits = ""
    for ch in reversed(name):
        if not ch.isdigit():
            break
        digits = ch + digits
    if digits:
        return int(digits)
    if len(name) == 1:
        return ord(name)
    return zlib.crc32(name.encode("utf-8"))


def statement_color(name: str) -> str:
    return STATEMENT_COLORS[stable_index(name) % len(STATEMENT_COLORS)]


def statement_symbol(name: str) -> str:
    index = stable_index(name)
    return STATEMENT_SYMBOLS[(index // len(STATEMENT_COLORS)) % len(STATEMENT_SYMBOLS)]


def kind_color(kind: str) -> str:
    return KIND_COLORS.get(str(kind).upper(), OTHER_KIND_COLOR)


def array_dash(array: str) -> str:
    return ARRAY_DASHES[stable_index(str(array)) % len(ARRAY_DASHES)]


def group_color(key: tuple[int, ...]) -> str:
    """The colour of a tile or parallel group with integer coordinates ``key``.

    Tiles next to each other (along an axis, and diagonally in 2-D) never share a colour.
    """
    index = sum(int(v) * _GROUP_MULTIPLIERS[k % len(_GROUP_MULTIPLIERS)] for k, v in enumerate(key))
    return GROUP_COLORS[index % len(GROUP_COLORS)]


def with_alpha(color: str, alpha: float) -> str:
    """``#RRGGBB`` as a CSS ``rgba(...)`` string (for fills)."""
    r, g, b = (int(color[k:k + 2], 16) for k in (1, 3, 5))
    return f"rgba({r},{g},{b},{alpha:g})"


#: Wavefront shading: earlier steps light, later ones dark (sky blue to blue, then to black).
STEP_RAMP = ("#CDE8F8", OKABE_ITO["sky_blue"], OKABE_ITO["blue"], "#0B2545")


def step_color(step: int, steps: int) -> str:
    """The colour of execution step ``step`` of ``steps`` on :data:`STEP_RAMP` (wavefront shading)."""
    fraction = step / (steps - 1) if steps > 1 else 0.0
    position = fraction * (len(STEP_RAMP) - 1)
    low = min(int(position), len(STEP_RAMP) - 2)
    t = position - low
    a, b = (tuple(int(c[k:k + 2], 16) for k in (1, 3, 5)) for c in STEP_RAMP[low:low + 2])
    return "#" + "".join(f"{round(x + t * (y - x)):02X}" for x, y in zip(a, b))
