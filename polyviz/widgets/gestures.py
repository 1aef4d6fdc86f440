"""What the browser reports of the user's hand on the Explorer: the line of the source under the
mouse, a row of points dragged sideways, an axis dragged onto the other, keys pressed over the
plot, a point clicked, "Apply recipe" clicked with the recipe box's text.

plotly.js has no gesture for dragging points or axes, and a text area says nothing about the
line under the mouse, so :class:`HandWatcher` (an anywidget, as plotly's own ``FigureWidget``
is) listens in the page. It only reports: the statement under the mouse, on a line of the source
or of a code pane, becomes a class on the Explorer (``polyviz-hover-S0``) that the linked-view
style rules light up; everything else is a message to Python, where a gesture on the plot becomes
the recipe step it means (:class:`~.views.PlotView`), applied and checked like a typed one, and
"Apply recipe" applies the text the box showed (:class:`~.explorer.Explorer`).
"""
from __future__ import annotations

from typing import Callable

import anywidget
import traitlets

#: Pixels within which a press counts as on a point, and a move as a drag rather than a click.
NEAR_PX = 8

_WATCHER_JS = """
const NEAR = %(near)d;

function pointNear(gd, event) {
  const xa = gd._fullLayout && gd._fullLayout.xaxis, ya = gd._fullLayout && gd._fullLayout.yaxis;
  if (!xa || !ya || !xa.l2p || !ya.l2p || gd._fullLayout.scene) return null;  // 2-D plots only
  const box = gd.getBoundingClientRect();
  const px = event.clientX - box.left, py = event.clientY - box.top;
  let best = null, bestDistance = NEAR;
  gd.data.forEach(trace => {
    if (!trace.meta || trace.meta.role !== 'points') return;
    (trace.x || []).forEach((x, k) => {
      const d = Math.hypot(xa._offset + xa.l2p(x) - px, ya._offset + ya.l2p(trace.y[k]) - py);
      if (d <= bestDistance) { bestDistance = d; best = {x: x, y: trace.y[k], id: trace.ids ? trace.ids[k] : null}; }
    });
  });
  return best;
}

function titleAt(gd, event) {  // plotly's titles take no events: found by their boxes
  return ['g-xtitle', 'g-ytitle'].find(name => {
    const title = gd.querySelector('.' + name), box = title && title.getBoundingClientRect();
    return box && event.clientX >= box.left - NEAR && event.clientX <= box.right + NEAR &&
      event.clientY >= box.top - NEAR && event.clientY <= box.bottom + NEAR;
  });
}

function toData(gd, event) {
  const xa = gd._fullLayout.xaxis, ya = gd._fullLayout.yaxis, box = gd.getBoundingClientRect();
  return [xa.p2l(event.clientX - box.left - xa._offset), ya.p2l(event.clientY - box.top - ya._offset)];
}

function watchPlot(model, gd) {
  if (gd.__polyvizHand) return;
  gd.__polyvizHand = true;
  gd.addEventListener('mousedown', event => {
    const title = titleAt(gd, event);
    if (title) {  // an axis title picked up: dropped on the other axis, the loops swap
      event.stopPropagation(); event.preventDefault();
      const fromX = title === 'g-xtitle';
      const up = release => {
        window.removeEventListener('mouseup', up, true);
        const xa = gd._fullLayout.xaxis, ya = gd._fullLayout.yaxis, box = gd.getBoundingClientRect();
        const px = release.clientX - box.left, py = release.clientY - box.top;
        const onOther = fromX ? px < xa._offset + NEAR : py > ya._offset + ya._length - NEAR;
        model.send({gesture: onOther ? 'swap-axes' : 'axis-not-dropped'});
      };
      window.addEventListener('mouseup', up, true);
      return;
    }
    const point = pointNear(gd, event);
    if (!point || event.button !== 0) return;  // elsewhere plotly draws its selection
    event.stopPropagation(); event.preventDefault();
    const start = [event.clientX, event.clientY], from = toData(gd, event);
    const up = release => {
      window.removeEventListener('mouseup', up, true);
      if (Math.hypot(release.clientX - start[0], release.clientY - start[1]) < NEAR) {
        model.send({gesture: 'click', id: point.id});
      } else {
        const to = toData(gd, release);
        model.send({gesture: 'drag-row', x: point.x, y: point.y, dx: to[0] - from[0], dy: to[1] - from[1]});
      }
    };
    window.addEventListener('mouseup', up, true);
  }, true);
  // Keys reach the plot's panel once it is clicked or tabbed to (a tabindex on plotly's own
  // element stops its figure widget from drawing); the panel holds a 2-D and a 3-D plot.
  const panel = gd.closest('.polyviz-plot') || gd;
  if (panel.__polyvizKeys) return;
  panel.__polyvizKeys = true;
  if (panel !== gd) panel.setAttribute('tabindex', '0');
  // plotly's own mousedown handlers keep the click from focusing the panel: focus it here.
  panel.addEventListener('mousedown', () => panel.focus({preventScroll: true}), true);
  panel.addEventListener('keydown', event => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const keys = {x: 'swap-axes', s: 'skew-row', S: 'skew-row-back', t: 'tile'};
    if (keys[event.key]) { event.preventDefault(); model.send({gesture: keys[event.key]}); }
  });
}

// The editor wraps long lines, so a line of the source may take several rows of the text area:
// the line under the mouse is found on a hidden copy of the text area, laid out with its font
// and width, that holds each source line in a block of its own (rebuilt when text or width change).
function sourceLineAt(textarea, event) {
  const style = getComputedStyle(textarea);
  const mirror = textarea.__polyvizMirror ||
    (textarea.__polyvizMirror = document.body.appendChild(document.createElement('div')));
  const width = textarea.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const key = width + '\\n' + textarea.value;
  if (mirror.__polyvizKey !== key) {
    for (const name of ['fontFamily', 'fontSize', 'fontWeight', 'letterSpacing', 'wordSpacing', 'lineHeight',
                        'tabSize', 'whiteSpace', 'overflowWrap', 'wordBreak'])
      mirror.style[name] = style[name];
    Object.assign(mirror.style, {position: 'absolute', visibility: 'hidden', left: '-10000px', top: '0',
                                 width: width + 'px', padding: '0', border: '0', boxSizing: 'content-box'});
    mirror.replaceChildren(...textarea.value.split('\\n').map(line => {
      const block = document.createElement('div');
      block.textContent = line || '\\u200b';  // an empty line still takes a row
      return block;
    }));
    mirror.__polyvizKey = key;
  }
  const box = textarea.getBoundingClientRect();
  const y = event.clientY - box.top - parseFloat(style.borderTopWidth) - parseFloat(style.paddingTop) + textarea.scrollTop;
  const blocks = mirror.children;
  for (let line = 0; line < blocks.length; line++)
    if (y < blocks[line].offsetTop + blocks[line].offsetHeight) return y >= blocks[line].offsetTop ? line : -1;
  return -1;
}

// The statement under the mouse (or none) as the Explorer's class polyviz-hover-<statement>.
function light(root, statement) {
  root.classList.forEach(c => { if (c.startsWith('polyviz-hover-')) root.classList.remove(c); });
  if (statement) root.classList.add('polyviz-hover-' + statement);
}

function watchSource(model, root, textarea) {
  if (textarea.__polyvizHand) return;
  textarea.__polyvizHand = true;
  let over = null;  // the last mouse position over the text area
  const lightOver = () => light(root, over && (model.get('source_lines') || {})[String(sourceLineAt(textarea, over))]);
  textarea.addEventListener('mousemove', event => { over = event; lightOver(); });
  textarea.addEventListener('mouseleave', () => { over = null; light(root, null); });
  // The map of a pasted source arrives after the paste: light the line the mouse is already on.
  model.on('change:source_lines', lightOver);
}

// A code pane's line of a statement (class polyviz-stmt-<statement>) under the mouse marks the
// statement too. A style rule ':has(.polyviz-stmt-S0:hover)' would need no script, but Chromium
// then checks the Explorer's whole subtree against every such rule at each change of the page:
// a large share of the page's CPU time in a slider move (docs/design-notes.md).
function watchCodeLines(root) {
  if (root.__polyvizCodeLines) return;
  root.__polyvizCodeLines = true;
  const lineOf = node => node instanceof Element ? node.closest('.polyviz-stmt') : null;
  const statementOf = line => [...line.classList].find(c => c.startsWith('polyviz-stmt-')).slice('polyviz-stmt-'.length);
  root.addEventListener('mouseover', event => {
    const line = lineOf(event.target);
    if (line) light(root, statementOf(line));
  });
  root.addEventListener('mouseout', event => {
    const line = lineOf(event.target);
    if (line && lineOf(event.relatedTarget) !== line) light(root, null);
  });
}

// A click on "Apply recipe" becomes one message that carries the text the recipe box shows: the
// button's own click message would be sent at once, but the box's update may be held back by the
// page (a widget's update waits until the kernel has answered its previous one) or handled by
// another of the kernel's shells (ipykernel routes each widget's messages to the shell it last
// sent from), so the kernel could apply the box's previous text. The click is taken here, in the
// capture phase, before the button sees it.
function watchRecipeApply(model, root) {
  if (root.__polyvizRecipeApply) return;
  root.__polyvizRecipeApply = true;
  root.addEventListener('click', event => {
    const box = root.querySelector('.polyviz-recipe input');
    if (!box || !event.target.closest('.polyviz-apply-recipe')) return;
    event.stopPropagation();
    model.send({gesture: 'apply-recipe', recipe: box.value});
  }, true);
  // Enter in the box applies it, as the button does.
  root.addEventListener('keydown', event => {
    if (event.key !== 'Enter' || !event.target.closest('.polyviz-recipe input')) return;
    event.preventDefault();
    model.send({gesture: 'apply-recipe', recipe: event.target.value});
  }, true);
}

// A copy button (class polyviz-copy) puts the text of its scope's hidden text area on the clipboard.
function watchCopies(root) {
  if (root.__polyvizCopies) return;
  root.__polyvizCopies = true;
  root.addEventListener('click', event => {
    const button = event.target.closest('.polyviz-copy');
    const scope = button && button.closest('.polyviz-copy-scope');
    const text = scope && scope.querySelector('.polyviz-copy-text');
    if (!text) return;
    event.preventDefault();
    const label = button.dataset.label || (button.dataset.label = button.textContent);
    const done = () => { button.textContent = '✓ copied'; setTimeout(() => { button.textContent = label; }, 1500); };
    const fallback = () => {
      text.hidden = false; text.select(); document.execCommand('copy'); text.hidden = true; done();
    };
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text.value).then(done, fallback);
    else fallback();
  });
}

export default {
  render({ model, el }) {
    el.classList.add('polyviz-hand');
    const attach = () => {
      const root = el.closest('.polyviz-explorer');
      const plots = root ? root.querySelectorAll('.polyviz-plot .js-plotly-plot') : [];  // 2-D, 3-D
      const textarea = root && root.querySelector('.polyviz-source textarea');
      if (root) {
        watchRecipeApply(model, root);
        watchCodeLines(root);
        watchCopies(root);
      }
      plots.forEach(gd => watchPlot(model, gd));
      if (textarea) watchSource(model, root, textarea);
      if (!plots.length || !textarea) setTimeout(attach, 200);  // the plot is drawn after the widget
    };
    attach();
    // A figure made later (the 3-D one) or opened again (its page model stopped listening): its plot.
    document.addEventListener('plotlywidget-after-render', event => {
      const root = el.closest('.polyviz-explorer');
      if (root && root.contains(event.detail.element)) watchPlot(model, event.detail.element);
    });
  }
};
""" % {"near": NEAR_PX}


class HandWatcher(anywidget.AnyWidget):
    """Reports the user's gestures in the page to ``on_gesture(message)`` (a dict with ``gesture``:
    ``click`` with the point's ``id``; ``drag-row`` with the pressed point's ``x``, ``y`` and the
    drag's ``dx``, ``dy`` in the plot's units; ``swap-axes``; ``axis-not-dropped``; the keys'
    ``skew-row``, ``skew-row-back``, ``tile``; ``apply-recipe`` with the ``recipe`` box's text as
    shown, for a click on the "Apply recipe" button, which then sends no click of its own, or
    Enter in the box).
    ``source_lines`` maps a line of the source editor (from 0, as text) to the statement it holds."""

    _esm = _WATCHER_JS
    source_lines = traitlets.Dict().tag(sync=True)

    def __init__(self, on_gesture: Callable[[dict], None]):
        super().__init__(layout={"height": "0px", "overflow": "hidden"})
        self.on_msg(lambda _, content, buffers: on_gesture(content))
