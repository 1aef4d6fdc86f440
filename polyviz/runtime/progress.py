"""A progress bar that suits where it runs: ipywidgets in a notebook, tqdm in a terminal, or text."""
from __future__ import annotations

import sys
import time


def _in_notebook() -> bool:
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    ip = get_ipython()
    return ip is not None and hasattr(ip, "kernel")


class Progress:
    """``Progress(total, desc, mode)``; ``mode`` is ``True``/``"auto"`` (pick one), ``False``
    (silent), ``"widget"``, ``"tqdm"``, ``"text"`` or a callable ``f(done, total)``."""

    def __init__(self, total: int, desc: str = "", mode=True):
        self.total = total
        self.done = 0
        self.desc = desc
        self._callable = mode if callable(mode) else None
        self._widget = self._tqdm = None
        self._text = False
        self._last = 0.0
        if mode is False or mode is None or self._callable:
            return
        if mode in (True, "auto"):
            mode = "widget" if _in_notebook() else "tqdm"
        if mode == "widget":
            try:
                import ipywidgets as widgets
                from IPython.display import display

                self._widget = widgets.IntProgress(value=0, min=0, max=max(total, 1),
                                                   description=desc[:20])
                self._label = widgets.Label(f"0/{total}")
                display(widgets.HBox([self._widget, self._label]))
                return
            except Exception:
                mode = "tqdm"
        if mode == "tqdm":
            try:
                from tqdm.auto import tqdm

                if sys.stderr.isatty():
                    self._tqdm = tqdm(total=total, desc=desc)
                    return
            except ImportError:
                pass
        self._text = True

    def update(self, n: int = 1, info: str = "") -> None:
        self.done += n
        if self._callable:
            self._callable(self.done, self.total)
        elif self._widget is not None:
            self._widget.value = self.done
            self._label.value = f"{self.done}/{self.total} {info}"
        elif self._tqdm is not None:
            self._tqdm.update(n)
            if info:
                self._tqdm.set_postfix_str(info)
        elif self._text:
            now = time.monotonic()
            if now - self._last > 2.0 or self.done >= self.total:
                self._last = now
                print(f"{self.desc}: {self.done}/{self.total} {info}".rstrip(), file=sys.stderr,
                      flush=True)

    def close(self, status: str = "") -> None:
        if self._tqdm is not None:
            self._tqdm.close()
        elif self._widget is not None:
            self._widget.bar_style = "success" if self.done >= self.total else "warning"
            if status:
                self._label.value = f"{self.done}/{self.total} {status}"
        elif self._text and status:
            print(f"{self.desc}: {status}", file=sys.stderr, flush=True)
