"""A plotly ``FigureWidget`` whose front-end module is sent to the page once per kernel and loaded
once per page, however many figures there are.

plotly's ``FigureWidget`` is an anywidget, whose front-end module (``_esm``: plotly.js with the
figure's model and view, megabytes of it) is part of each figure's state: every figure made
sends it again, and the page evaluates it again, as a module of its own. The Explorer makes its
3-D figure at the first 3-D view, so that view waited for the transfer and the evaluation
(seconds on a loaded machine), and anywidget gives a figure's model a short while to load its
module before it stops listening to the kernel for good (see ``views.DrawnFigure``'s reopening;
the numbers are in docs/design-notes.md, "Measurements behind the Explorer's figures").

Here one widget that is never displayed (:class:`PlotlyModule`) carries the module's text, and
each figure's own module is a loader of a few lines: it imports that text once per page, keyed
by its digest, and gives each figure plotly's own model and view.

The loader also cuts what plotly's view reports back after each change it draws. plotly's view
sends the kernel the figure as plotly.js completed it (every trace merged with its defaults and
compared with the model's copy, milliseconds of the page's time per update) and the
layout likewise, under a name (``_js2py_widget_layoutDelta``) that no trait of the Python figure
has, so the kernel drops it. Each report is a message the kernel answers (an echo of it, then
the trait reset) and turns JupyterLab's kernel status busy and idle, whose toolbar redraw is
more of the page's time. The Explorer reads only the trace report's edit id (its
figures' confirmations, see ``views.DrawnFigure``) and writes every trace property itself: the
view now sends that id alone, and no layout report.

The kernel's side of a change is one message too: plotly's ``Plotly.update`` sends the figure's
new trace and layout edit ids in a message each before the update (traits the page reads only
when it opens a view), and each message sent from the Explorer's worker thread waits for the
kernel's other threads to hand back the interpreter (milliseconds apart on a loaded machine,
each delaying the update). :class:`SharedModuleFigure` sends the ids
in the update's own message.
"""
from __future__ import annotations

import hashlib
import threading

import anywidget
import plotly.graph_objects as go
import traitlets
from plotly.basewidget import BaseFigureWidget

#: The text of plotly's own front-end module of ``FigureWidget`` (anywidget reads its ``_esm`` file).
PLOTLY_MODULE = str(BaseFigureWidget._esm)

_LOADER_JS = """
const DIGEST = '%(digest)s';

// One evaluation per page of plotly's module, whose text the figure's module holder carries.
function plotlyModule(model) {
  const loaded = (globalThis.__polyvizPlotlyModules ??= new Map());
  if (!loaded.has(DIGEST)) {
    loaded.set(DIGEST, (async () => {
      const holder = await model.widget_manager.get_model(model.get('_module_holder'));
      const url = URL.createObjectURL(new Blob([holder.get('source')], {type: 'text/javascript'}));
      try {
        return reportingEditIdsOnly(await import(url));
      } finally {
        URL.revokeObjectURL(url);
      }
    })().catch(error => { loaded.delete(DIGEST); throw error; }));  // a later figure tries again
  }
  return loaded.get(DIGEST);
}

// plotly's view, made to confirm each trace edit by its id alone and to send no layout report
// (the kernel drops it): see this module's docstring in polyviz.
function reportingEditIdsOnly(module) {
  const view = module.FigureView.prototype;
  view._sendTraceDeltas = function (editId) {
    this.model.set('_js2py_traceDeltas', {trace_deltas: [], trace_edit_id: editId});
    this.touch();
  };
  view._sendLayoutDelta = () => {};
  return module;
}

export default () => {
  let figure;  // plotly's widget for this figure's model: its model and views
  return {
    async initialize(context) {
      figure = (await plotlyModule(context.model)).default();
      return figure.initialize(context);
    },
    render(context) {
      return figure.render(context);
    },
  };
};
"""


class PlotlyModule(anywidget.AnyWidget):
    """The text of plotly's front-end module for the page (``source``); :meth:`shared` is the one
    every :class:`SharedModuleFigure` of this kernel loads it from."""

    _esm = "export default {};"  # never displayed: the page keeps its model, which holds the text
    source = traitlets.Unicode().tag(sync=True)

    _shared: PlotlyModule | None = None
    _making = threading.Lock()  # figures are made in the kernel's thread and in the Explorer's worker

    @classmethod
    def shared(cls) -> PlotlyModule:
        """The holder of this kernel, made when first asked for (or again after it was closed)."""
        with cls._making:
            if cls._shared is None or cls._shared.comm is None:
                cls._shared = cls(source=PLOTLY_MODULE)
            return cls._shared


class SharedModuleFigure(go.FigureWidget):
    """A ``go.FigureWidget`` that loads plotly's front-end module from :meth:`PlotlyModule.shared`
    (once per page) instead of carrying it in its own state."""

    _esm = _LOADER_JS % {"digest": hashlib.sha256(PLOTLY_MODULE.encode()).hexdigest()[:16]}
    _module_holder = traitlets.Unicode().tag(sync=True)

    @traitlets.default("_module_holder")
    def _shared_holder(self) -> str:
        return PlotlyModule.shared().model_id

    def _send_update_msg(self, restyle_data, relayout_data, trace_indexes=None, source_view_id=None):
        """plotly's ``Plotly.update`` of ``trace_indexes`` (all traces if ``None``), its new edit ids
        in the same message (see this module's docstring); then the update is cleared, as plotly
        does, so that the next one is a change."""
        trace_indexes = self._normalize_trace_indexes(trace_indexes)
        with self.hold_sync():
            self._last_trace_edit_id += 1
            self._last_layout_edit_id += 1
            self._trace_edit_in_process = self._layout_edit_in_process = True
            self._py2js_update = {"style_data": restyle_data, "layout_data": relayout_data,
                                  "style_traces": trace_indexes, "trace_edit_id": self._last_trace_edit_id,
                                  "layout_edit_id": self._last_layout_edit_id, "source_view_id": source_view_id}
        self._py2js_update = None
