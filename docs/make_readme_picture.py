"""Draw the README's picture with polyviz itself: docs/images/stencil-wavefront.png.

The tutorial stencil's dependences over its iteration domain, beside the same points coloured by
the wavefront that `wavefront(i, j); parallel(i)` runs them in. Run it again when the figures
change: ``.venv/bin/python docs/make_readme_picture.py``.
"""
from __future__ import annotations

import io
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.image  # noqa: E402
import matplotlib.pyplot as plt  # noqa: E402

import polyviz  # noqa: E402
from polyviz import viz  # noqa: E402

PICTURE = Path(__file__).resolve().parent / "images" / "stencil-wavefront.png"
SIZES = {"n": 7}


def _pixels(figure):
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=110, bbox_inches="tight")
    plt.close(figure)
    buffer.seek(0)
    return matplotlib.image.imread(buffer)


def main() -> Path:
    kernel = polyviz.Kernel.from_file(polyviz.kernels_c("tutorial_stencil"))
    domain = kernel.statements[0].domain
    wave = kernel.schedule().wavefront("i", "j").parallel("i")
    panels = [
        _pixels(viz.dependence_figure_mpl(domain, kernel.dependences(), SIZES,
                                          title="A[i][j] = A[i-1][j] + A[i][j-1]: its dependences")),
        _pixels(viz.wavefront_figure_mpl(domain, SIZES, wave.isl_schedule, ["i"],
                                         title=f"{wave.recipe}: one colour per parallel step")),
    ]
    figure, axes = plt.subplots(1, 2, figsize=(11, 4.6))
    for ax, panel in zip(axes, panels):
        ax.imshow(panel)
        ax.set_axis_off()
    figure.tight_layout()
    PICTURE.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(PICTURE, dpi=100, bbox_inches="tight")
    return PICTURE


if __name__ == "__main__":
    print(main())
