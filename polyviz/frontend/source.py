"""Reading C source safely: regular files only, bounded size, a known text encoding, no NUL bytes."""
from __future__ import annotations

import codecs
import os
import stat
from pathlib import Path

from ..errors import ScopError
from ..limits import describe, limit
from ..model import tokenize

#: Byte-order marks and the encodings they announce (UTF-32 first: its LE mark starts like UTF-16's).
_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"), (codecs.BOM_UTF8, "utf-8-sig"),
         (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))


def refuse_irregular(path: Path, what: str) -> None:
    """Raise :class:`ScopError` unless ``path`` is a regular file (devices, FIFOs and directories
    never end or never start: reading one would hang or fill memory)."""
    try:
        mode = path.stat().st_mode
    except OSError as error:
        raise ScopError(f"cannot read {what} {path}: {error.strerror}", construct=str(path)) from None
    if not stat.S_ISREG(mode):
        kind = ("a directory" if stat.S_ISDIR(mode) else "a FIFO (named pipe)" if stat.S_ISFIFO(mode)
                else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
                else "a socket" if stat.S_ISSOCK(mode) else "not a regular file")
        raise ScopError(f"{what} {path} is {kind}: polyviz reads only regular files", construct=str(path))


def read_source(path: str | Path) -> str:
    """The text of the C file ``path``, refused when it is not a regular file, is larger than
    ``MAX_INPUT_BYTES`` or is not text (see :func:`decode_source`)."""
    path = Path(path)
    refuse_irregular(path, "input")
    cap = limit("MAX_INPUT_BYTES")
    try:
        # O_NONBLOCK: a file swapped for a FIFO after the check must not block the open.
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(descriptor, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise ScopError(f"input {path} is not a regular file: polyviz reads only regular files",
                                construct=str(path))
            data = handle.read(cap + 1)
    except OSError as error:
        raise ScopError(f"cannot read {path}: {error.strerror}", construct=str(path)) from None
    if len(data) > cap:
        raise ScopError(f"{path} is larger than the limit of {describe('MAX_INPUT_BYTES')}",
                        construct=str(path))
    return decode_source(data, str(path))


def decode_source(data: bytes, name: str = "the input") -> str:
    """``data`` as text: UTF-8, or the encoding its byte-order mark names (UTF-16/32 editors on
    Windows write one). Anything else is refused with the line and column of the first bad byte."""
    encoding = next((enc for bom, enc in _BOMS if data.startswith(bom)), "utf-8")
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        column = error.start - (data.rfind(b"\n", 0, error.start) + 1) + 1
        binary = b"\0" in data[:8192]
        raise ScopError(f"{name} is {'a binary file' if binary else 'not ' + encoding.upper() + ' text'}: "
                        f"byte 0x{data[error.start]:02x} cannot be decoded (save the file as UTF-8)",
                        line=line, column=column, construct="encoding") from None
    return text


def checked_text(source: str) -> str:
    """``source`` without a leading byte-order mark, refused when it is larger than
    ``MAX_INPUT_BYTES`` or holds a NUL character (binary data, or a file saved as UTF-16 and read as
    UTF-8: either way not C that anyone meant)."""
    if len(source) > limit("MAX_INPUT_BYTES"):
        raise ScopError(f"the input ({len(source):,} characters) is larger than the limit of "
                        f"{describe('MAX_INPUT_BYTES')}", construct="input")
    source = source.removeprefix("\ufeff")
    nul = source.find("\0")
    if nul >= 0:
        line, column = _line_and_column(source, nul)
        raise ScopError("the input holds a NUL character: it is binary data, not C source", line=line,
                        column=column, construct="NUL", source=source)
    foreign = None if source.isascii() and "\\u" not in source and "\\U" not in source else next(
        (token for token in tokenize(source) if token.is_identifier and not token.is_ascii_identifier), None)
    if foreign is not None:
        line, column = _line_and_column(source, foreign.start)
        raise ScopError(f"'{foreign.text}' is not supported: polyviz reads only identifiers of ASCII letters, "
                        "digits and _ (the C parser it uses knows no other letters and no universal character "
                        "names); rename it", line=line, column=column, construct="identifier", source=source)
    return source


def _line_and_column(text: str, offset: int) -> tuple[int, int]:
    return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1
