"""Charts of benchmark results, each with ``backend="matplotlib"`` (a ``Figure``) or ``"plotly"``.

- :func:`plot_bench`: median time with min/max whiskers, and speedup over ``original``.
- :func:`plot_size_sweep`: time or GFLOP/s against problem size, one line per variant.
- :func:`plot_tile_sweep`: heatmap of speedup over a 2-D tile-size grid, best point marked.
- :func:`plot_thread_sweep`: speedup over the original against thread count.

Variants that failed (wrong result, crash, timeout…) get no bar or point, only a note; the
``numpy`` variant is a dashed reference line, never a bar.
"""
from __future__ import annotations

import math

import numpy as np

_BACKENDS = ("matplotlib", "plotly")
_ORIGINAL_COLOR = "#7f7f7f"
_BAR_COLOR = "#1f77b4"
_NUMPY_COLOR = "#d62728"


def _check_backend(backend: str):
    if backend not in _BACKENDS:
        raise ValueError(f"backend must be one of {_BACKENDS}, not {backend!r}")
    if backend == "matplotlib":
        _ensure_ipython_png()


def _ensure_ipython_png() -> None:
    """In IPython, make a bare ``matplotlib.figure.Figure`` (no pyplot) display as a PNG.

    IPython registers that formatter only once pyplot's inline backend is loaded; the charts
    here never touch pyplot (no global state, no double display), so register it if missing.
    """
    try:
        from IPython import get_ipython
    except ImportError:
        return
    ip = get_ipython()
    if ip is None:
        return
    from matplotlib.figure import Figure

    fmt = ip.display_formatter.formatters.get("image/png")
    if fmt is None:
        return
    try:
        fmt.lookup_by_type(Figure)
        return
    except KeyError:
        pass

    def png(fig):
        import io

        buf = io.BytesIO()
        fig.savefig(buf, format="png", bbox_inches="tight")
        return buf.getvalue()

    fmt.for_type(Figure, png)


def _ms(v):
    return None if v is None else v * 1e3


def _title(result, title):
    if title:
        return title
    sizes = " ".join(f"{k}={v}" for k, v in result.sizes.items())
    threads = f", {result.threads} threads" if result.threads else ""
    return f"{result.function_name} ({sizes}{threads})"


def plot_bench(result, backend: str = "matplotlib", title: str | None = None):
    """Two panels for a :class:`~polyviz.runtime.bench.BenchResult`: median time per variant
    (whiskers from min to max) and speedup over ``original``."""
    _check_backend(backend)
    bars = [r for r in result.records if r.kind != "numpy"]
    refs = [r for r in result.records if r.kind == "numpy" and r.ok]
    labels = [r.label for r in bars]
    med = [_ms(r.median) if r.ok else None for r in bars]
    lo = [(_ms(r.median) - _ms(r.min)) if r.ok else 0 for r in bars]
    hi = [(_ms(r.max) - _ms(r.median)) if r.ok else 0 for r in bars]
    spd = [r.speedup if r.ok else None for r in bars]
    colors = [_ORIGINAL_COLOR if r.label == "original" else _BAR_COLOR for r in bars]
    failed = [(i, r.status) for i, r in enumerate(bars) if not r.ok]
    title = _title(result, title)
    if backend == "matplotlib":
        from matplotlib.figure import Figure

        fig = Figure(figsize=(max(7, 1.3 * len(bars) + 3), 4), layout="constrained")
        ax1, ax2 = fig.subplots(1, 2)
        x = np.arange(len(bars))
        ax1.bar(x, [m or 0 for m in med], yerr=[lo, hi], color=colors, capsize=4)
        ax1.set_ylabel("median time (ms)")
        ax2.bar(x, [s or 0 for s in spd], color=colors)
        ax2.axhline(1.0, color="black", lw=0.8)
        ax2.set_ylabel("speedup over original")
        for r in refs:
            ax1.axhline(_ms(r.median), color=_NUMPY_COLOR, ls="--", lw=1, label=f"{r.label} (reference)")
            if r.speedup:
                ax2.axhline(r.speedup, color=_NUMPY_COLOR, ls="--", lw=1, label=f"{r.label} (reference)")
        for ax in (ax1, ax2):
            ax.set_xticks(x, labels, rotation=30, ha="right")
            for i, status in failed:
                ax.text(i, 0, status, rotation=90, ha="center", va="bottom", color="#b00",
                        fontsize=9)
            if refs:
                ax.legend(loc="best", fontsize=8)
        for i, s in enumerate(spd):
            if s:
                ax2.text(i, s, f"{s:.2f}×", ha="center", va="bottom", fontsize=8)
        fig.suptitle(title)
        if result.notes:
            fig.supxlabel("\n".join(f"note: {n}" for n in result.notes), fontsize=8, color="#555")
        return fig
    import plotly.graph_objects as go
    from plotly.subplots import make_subplots

    fig = make_subplots(rows=1, cols=2, subplot_titles=("median time (ms)", "speedup over original"))
    fig.add_trace(go.Bar(x=labels, y=med, marker_color=colors, name="median time",
                         error_y=dict(type="data", symmetric=False, array=hi, arrayminus=lo),
                         hovertext=[r.message or r.status for r in bars], showlegend=False), 1, 1)
    fig.add_trace(go.Bar(x=labels, y=spd, marker_color=colors, name="speedup",
                         text=[f"{s:.2f}×" if s else r.status for s, r in zip(spd, bars)],
                         hovertext=[r.message or r.status for r in bars], showlegend=False), 1, 2)
    fig.add_hline(y=1.0, line_width=1, row=1, col=2)
    for r in refs:
        fig.add_hline(y=_ms(r.median), line_dash="dash", line_color=_NUMPY_COLOR, row=1, col=1,
                      annotation_text=f"{r.label} (reference)")
        if r.speedup:
            fig.add_hline(y=r.speedup, line_dash="dash", line_color=_NUMPY_COLOR, row=1, col=2,
                          annotation_text=r.label)
    fig.update_layout(title=title, height=420)
    if result.notes:
        fig.add_annotation(text="<br>".join(f"note: {n}" for n in result.notes), xref="paper",
                           yref="paper", x=0, y=-0.35, showarrow=False, align="left",
                           font=dict(size=10, color="#555"))
        fig.update_layout(margin=dict(b=120))
    return fig


def roofline_points(result, level: str = "L1") -> list[tuple[str, float, float]]:
    """``(label, operations per byte the cache ``level`` loads, measured GFLOP/s)`` of each
    verified record of ``result`` with counts (:func:`polyviz.counts`)."""
    points = []
    for r in result.records:
        counts = r.counts or {}
        intensity = counts.get("intensities", {}).get(level)
        if r.ok and r.median and intensity and counts.get("flops"):
            points.append((r.label, intensity, counts["flops"] / r.median / 1e9))
    return points


def plot_roofline(result, peaks: dict, backend: str = "matplotlib", level: str = "L1", title: str | None = None):
    """Each variant of ``result`` as a point (operations per byte the cache ``level`` loads, by
    the counting model; measured GFLOP/s) under this machine's roofs: ``peaks`` from
    :func:`~polyviz.runtime.machine_peaks` (peak GFLOP/s, and a bandwidth line per level). A
    schedule that reuses data in the cache moves right; one bound by bandwidth sits on a slope."""
    _check_backend(backend)
    points = roofline_points(result, level)
    if not points:
        raise ValueError(f"no verified variant with counts at these sizes: run bench() at sizes it counts "
                         f"(notes: {'; '.join(result.notes) or 'none'})")
    xs = [x for _, x, _ in points]
    low, high = min(xs + [0.05]) / 2, max(xs + [20.0]) * 2
    grid = np.geomspace(low, high, 64)
    roofs = [(f"{name} {bandwidth:.0f} GB/s", np.minimum(grid * bandwidth, peaks["gflops"]))
             for name, bandwidth in peaks["bandwidth"].items()]
    title = _title(result, title) + f": roofline, intensity against {level}"
    if backend == "matplotlib":
        from matplotlib.figure import Figure

        fig = Figure(figsize=(7, 4.5), layout="constrained")
        ax = fig.subplots()
        for name, roof in roofs:
            ax.plot(grid, roof, lw=1, label=name)
        ax.axhline(peaks["gflops"], color="black", lw=0.8, ls=":")
        for label, x, y in points:
            ax.plot([x], [y], "o", color=_ORIGINAL_COLOR if label == "original" else _BAR_COLOR)
            ax.annotate(label, (x, y), textcoords="offset points", xytext=(4, 4), fontsize=8)
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel(f"floating-point operations per byte loaded into {level} (counted)")
        ax.set_ylabel("GFLOP/s (measured)")
        ax.legend(loc="lower right", fontsize=8)
        ax.set_title(title, fontsize=10)
        return fig
    import plotly.graph_objects as go

    fig = go.Figure()
    for name, roof in roofs:
        fig.add_trace(go.Scatter(x=grid, y=roof, mode="lines", name=name, line=dict(width=1)))
    fig.add_trace(go.Scatter(x=xs, y=[y for _, _, y in points], mode="markers+text", name="variants",
                             text=[label for label, _, _ in points], textposition="top right",
                             marker=dict(size=9, color=[_ORIGINAL_COLOR if label == "original" else _BAR_COLOR
                                                        for label, _, _ in points])))
    fig.update_layout(title=title, height=420, xaxis=dict(type="log", title=f"operations per byte into {level}"),
                      yaxis=dict(type="log", title="GFLOP/s"))
    return fig


def _sweep_lines(series, scale=1.0):
    return {label: ([x for x, v in pts if v is not None], [v * scale for x, v in pts if v is not None])
            for label, pts in series.items()}


def plot_size_sweep(sweep, backend: str = "matplotlib", metric: str = "time",
                    title: str | None = None):
    """One line per variant over problem size: ``metric`` = ``"time"`` (median, ms, log scale)
    or ``"gflops"`` (needs ``flops=`` in the sweep)."""
    _check_backend(backend)
    if metric not in ("time", "gflops"):
        raise ValueError("metric must be 'time' or 'gflops'")
    if metric == "gflops" and not any(r.flops for r in sweep.results):
        raise ValueError("the sweep has no flop count: run size_sweep(..., flops='2*n*n*n')")
    lines = _sweep_lines(sweep.series("median" if metric == "time" else "gflops"),
                         1e3 if metric == "time" else 1.0)
    kinds = {rec.label: rec.kind for res in sweep.results for rec in res.records}
    ylabel = "median time (ms)" if metric == "time" else "GFLOP/s"
    title = title or f"{sweep.results[0].function_name}: {ylabel} vs {sweep.x}"
    return _line_chart(lines, kinds, sweep.x, ylabel, title, backend, logy=(metric == "time"))


def plot_thread_sweep(sweep, backend: str = "matplotlib", title: str | None = None):
    """Speedup over the (sequential) original against ``OMP_NUM_THREADS``, one line per variant."""
    _check_backend(backend)
    lines = _sweep_lines(sweep.series("speedup"))
    kinds = {rec.label: rec.kind for res in sweep.results for rec in res.records}
    title = title or f"{sweep.results[0].function_name}: thread scaling"
    return _line_chart(lines, kinds, "threads", "speedup over original", title, backend,
                       integer_x=True)


def _line_chart(lines, kinds, xlabel, ylabel, title, backend, logy=False, integer_x=False):
    if backend == "matplotlib":
        from matplotlib.figure import Figure

        fig = Figure(figsize=(7, 4.2), layout="constrained")
        ax = fig.subplots()
        for label, (xs, ys) in lines.items():
            style = dict(ls="--", color=_NUMPY_COLOR) if kinds.get(label) == "numpy" else {}
            if label == "original":
                style = dict(color=_ORIGINAL_COLOR, lw=2)
            ax.plot(xs, ys, marker="o", label=label, **style)
        ax.set_xlabel(xlabel)
        ax.set_ylabel(ylabel)
        if logy:
            ax.set_yscale("log")
        if integer_x:
            from matplotlib.ticker import MaxNLocator

            ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        ax.grid(alpha=0.3)
        ax.legend(fontsize=8)
        ax.set_title(title)
        return fig
    import plotly.graph_objects as go

    fig = go.Figure()
    for label, (xs, ys) in lines.items():
        line = dict(dash="dash", color=_NUMPY_COLOR) if kinds.get(label) == "numpy" else {}
        if label == "original":
            line = dict(color=_ORIGINAL_COLOR, width=3)
        fig.add_trace(go.Scatter(x=xs, y=ys, mode="lines+markers", name=label, line=line))
    fig.update_layout(title=title, xaxis_title=xlabel, yaxis_title=ylabel, height=420)
    if logy:
        fig.update_yaxes(type="log")
    if integer_x:
        fig.update_xaxes(dtick=1)
    return fig


def plot_tile_sweep(sweep, backend: str = "matplotlib", title: str | None = None):
    """Heatmap of speedup over the original on the tile grid; the best point is outlined and
    labelled; grey cells failed (hover or ``sweep.failures()`` says why) or were not run."""
    _check_backend(backend)
    g = sweep.grid("speedup")
    best = sweep.best
    xn, yn = sweep.names
    title = title or ("tile-size sweep: speedup over original" + (" (cancelled)" if sweep.cancelled else ""))
    if backend == "matplotlib":
        from matplotlib.figure import Figure
        from matplotlib.patches import Rectangle

        fig = Figure(figsize=(1.0 + 0.7 * len(sweep.xs) + 2, 1.0 + 0.55 * len(sweep.ys) + 1.2),
                     layout="constrained")
        ax = fig.subplots()
        masked = np.ma.masked_invalid(g)
        import matplotlib

        cmap = matplotlib.colormaps["viridis"].with_extremes(bad="#dddddd")
        im = ax.imshow(masked, cmap=cmap, origin="lower", aspect="auto")
        fig.colorbar(im, ax=ax, label="speedup")
        ax.set_xticks(range(len(sweep.xs)), [str(x) for x in sweep.xs])
        ax.set_yticks(range(len(sweep.ys)), [str(y) for y in sweep.ys])
        ax.set_xlabel(xn)
        ax.set_ylabel(yn)
        if g.size <= 200:
            finite = g[np.isfinite(g)]
            mid = (finite.min() + finite.max()) / 2 if finite.size else 0
            for j in range(g.shape[0]):
                for i in range(g.shape[1]):
                    v = g[j, i]
                    pt = (sweep.xs[i], sweep.ys[j])
                    text = f"{v:.2f}" if math.isfinite(v) else (
                        "✗" if pt in sweep.records else "")
                    ax.text(i, j, text, ha="center", va="center", fontsize=8,
                            color="white" if math.isfinite(v) and v < mid else "black")
        if best is not None:
            (bx, by), bv = best
            i, j = sweep.xs.index(bx), sweep.ys.index(by)
            ax.add_patch(Rectangle((i - 0.5, j - 0.5), 1, 1, fill=False, ec="red", lw=3))
            title += f"\nbest {xn}={bx}, {yn}={by}: {bv:.2f}×"
        ax.set_title(title)
        return fig
    import plotly.graph_objects as go

    hover = [[_hover(sweep, x, y) for x in sweep.xs] for y in sweep.ys]
    fig = go.Figure(go.Heatmap(z=np.where(np.isfinite(g), g, None).tolist(),
                               x=[str(x) for x in sweep.xs], y=[str(y) for y in sweep.ys],
                               colorscale="Viridis", colorbar=dict(title="speedup"),
                               text=hover, hoverinfo="text",
                               texttemplate="%{z:.2f}" if g.size <= 200 else None))
    if best is not None:
        (bx, by), bv = best
        fig.add_trace(go.Scatter(x=[str(bx)], y=[str(by)], mode="markers+text",
                                 marker=dict(symbol="star", size=18, color="red",
                                             line=dict(color="white", width=1)),
                                 text=[f"best {bv:.2f}×"], textposition="top center",
                                 name="best", showlegend=False))
        title += f" — best {xn}={bx}, {yn}={by}: {bv:.2f}×"
    fig.update_layout(title=title, xaxis_title=xn, yaxis_title=yn, height=460)
    fig.update_xaxes(type="category")
    fig.update_yaxes(type="category")
    return fig


def _hover(sweep, x, y) -> str:
    rec = sweep.records.get((x, y))
    if rec is None:
        return f"{x}×{y}: not run"
    if rec.ok:
        return f"{x}×{y}: {rec.speedup:.2f}× ({rec.median * 1e3:.3g} ms)"
    return f"{x}×{y}: {rec.status}: {rec.message[:200]}"
