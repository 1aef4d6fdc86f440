"""C for ``pipeline(a)``: the iterations of loop ``a`` run as a pipeline over the loop ``b`` after it.

One ``#pragma omp parallel`` region for the whole loop, not one per wave: a wavefront of jacobi-2d's
time tiles forked and joined a region per wave (74 to heat-3d's 254), and with one competing process
2 threads ran it 1.6-1.8x slower than 1.  Here the iterations of ``a`` go round-robin to the threads;
``reached[k]`` holds the last value of ``b`` that iteration ``k`` of ``a`` has finished (atomic
release stores, acquire loads), and each iteration of ``b`` waits until the previous iteration of
``a`` has reached the same value.  With every dependence non-negative in ``a`` and ``b`` (what
``pipeline`` checks) that orders each tile after the tiles it depends on.  An iteration of ``a``
marks itself complete only once the one before it is, so a complete flag also stands for every
earlier iteration, whose ranges of ``b`` may end sooner.  ``b`` is generated as one loop per
iteration of ``a`` (isl's ``atomic``, which the directive asks for: ``transform/directives/pipelined.py``): isl would otherwise split edge tiles
off beside it (fdtd-2d's), whose values of ``b`` the code does not know.  Anything still beside it
(a ``b`` with a single value) waits until the previous iteration of ``a`` is complete.
"""
from __future__ import annotations

import islpy as isl

from ..model import fresh_name
from .expr import from_isl
from .loop_ast import ITERATOR_PREFIX, LoopNames, loop_depth

#: The helpers the pipeline uses (``HELPERS["pipeline"]`` of :mod:`.c`): the flags live on the heap
#: (one per iteration of the pipelined loop, which may be a long loop); a waiting thread spins,
#: and gives its core away every 1000 checks, since on a shared core the thread it waits for may
#: need it.  The code stands inside the user's function, where no header can be included: the
#: library functions are declared at block scope.
PIPELINE_HELPERS = "\n".join((
    "#define PV_REACHED_ALL __LONG_MAX__",
    "#define pv_pipeline_flags(count) ({ long pv_count = (count) > 0 ? (count) : 1; \\",
    "  long *pv_flags = __builtin_malloc(pv_count * sizeof *pv_flags); \\",
    "  if (!pv_flags) { extern int dprintf(int, const char *, ...); \\",
    "    dprintf(2, \"polyviz: out of memory: no %ld bytes for a pipeline's flags\\n\", pv_count * (long)sizeof *pv_flags); \\",
    "    __builtin_abort(); } \\",
    "  for (long pv_k = 0; pv_k < pv_count; pv_k++) pv_flags[pv_k] = -__LONG_MAX__ - 1; \\",
    "  pv_flags; })",
    "#define pv_pipeline_wait(reached, k, value) do { if ((k) > 0) { long pv_checks = 0; \\",
    "  while (__atomic_load_n(&(reached)[(k) - 1], __ATOMIC_ACQUIRE) < (long)(value)) \\",
    "    if (++pv_checks % 1000 == 0) { extern int sched_yield(void); sched_yield(); } } } while (0)",
    "#define pv_pipeline_post(reached, k, value) __atomic_store_n(&(reached)[k], (long)(value), __ATOMIC_RELEASE)",
))


def pipelined(context: dict, depth: int) -> bool:
    """Whether the loop at schedule depth ``depth`` is a band's pipelined loop (``context`` as
    :class:`~polyviz.codegen.loop_ast.AstWalker` passes it)."""
    return any(loop is not None and first + band.names.index(loop) == depth
               for band, first in context.get("bands", [])
               for loop in (directive.pipelined_loop() for directive in band.directives))


class PipelinedLoops:
    """What :class:`~polyviz.codegen.c._Printer` prints for a pipelined loop (a mixin: it uses the
    printer's ``lines``, ``node``, ``expr``, ``printed``, ``variables``, ``threads_variable``, ``_survey`` and
    ``_iterator_type``)."""

    def pipeline_region(self, node: isl.AstNode, indent: int, context: dict, names: LoopNames) -> bool:
        """Print ``node``, a pipelined loop, as one parallel region (see the module docstring);
        False, having printed nothing, when isl's loop is not ``for (a = first; a <= last; a += step)``
        (the caller then prints a plain loop, which runs the same order on one thread)."""
        pad = "  " * indent
        depth = loop_depth(node)
        name = names[depth][0]
        cond = node.for_get_cond()
        if (cond.get_op_type() not in (isl.ast_expr_op_type.le, isl.ast_expr_op_type.lt)
                or not cond.op_get_arg(0).is_equal(node.for_get_iterator())):
            return False
        variables = self.variables(names, context)
        first = self.printed(from_isl(node.for_get_init(), variables, self.spellings))
        last = self.printed(from_isl(cond.op_get_arg(1), variables, self.spellings))
        if cond.get_op_type() == isl.ast_expr_op_type.lt:
            last = f"{last} - 1"
        step = node.for_get_inc().get_val().to_python()
        taken = self.reserved | {n for n, _ in names.values()}
        first_name, count, reached, k = (fresh_name(f"{name}_{word}", taken, "underscored")
                                         for word in ("first", "count", "reached", "k"))
        # The loop runs isl's values (a loop printed backwards is only a way to print plain loops).
        value = f"{first_name} + {k}" if step == 1 else f"{first_name} + {k} * {step}"
        span = f"{last} - {first_name}"
        # As many threads as CPUs are free as the call starts, as parallel loops have (c.py's
        # free_cpus): beside a busy process a second thread gains nothing, and its waits cost.
        self.helpers_used |= {"pipeline", "free_cpus"}
        reused = self._survey(node.for_get_body(), context).reused
        private = f" private({', '.join(sorted(reused))})" if reused else ""
        following = names[depth + 1][0]
        self.lines += [
            f"{pad}{{  /* pipeline({name}): the {name} iterations run on the threads in turn, each {following} once "
            f"the previous {name} has finished it */",
            f"{pad}  {self._iterator_type(depth, name)} {first_name} = {first};",
            f"{pad}  long {count} = " + (f"{span} + 1;" if step == 1 else f"{span} >= 0 ? ({span}) / {step} + 1 : 0;"),
            f"{pad}  long *{reached} = pv_pipeline_flags({count});  /* per {name}: the last {following} it finished */",
            f"{pad}  #pragma omp parallel num_threads({self.threads_variable}){private}",
            f"{pad}  {{",
            f"{pad}    extern int omp_get_thread_num(void), omp_get_num_threads(void);",
            f"{pad}    for (long {k} = omp_get_thread_num(); {k} < {count}; {k} += omp_get_num_threads()) {{",
            f"{pad}      {self._iterator_type(depth, name)} {name} = {value};"]
        stage = {**context, "pipeline_stage": (depth + 1, reached, k)}
        self._stages(node.for_get_body(), indent + 3, stage, depth + 1)
        self.lines += [f"{pad}      pv_pipeline_wait({reached}, {k}, PV_REACHED_ALL);",
                       f"{pad}      pv_pipeline_post({reached}, {k}, PV_REACHED_ALL);",
                       f"{pad}    }}", f"{pad}  }}", f"{pad}  __builtin_free({reached});", f"{pad}}}"]
        return True

    def _stages(self, node: isl.AstNode, indent: int, context: dict, following: int) -> None:
        """The body of a pipelined loop: loops at depth ``following`` wait and post per iteration
        (:meth:`pipeline_waits`), anything else waits for the previous iteration to be complete."""
        kind = node.get_type()
        pad = "  " * indent
        if kind == isl.ast_node_type.block:
            children = node.block_get_children()
            for k in range(children.n_ast_node()):
                self._stages(children.get_at(k), indent, context, following)
        elif kind == isl.ast_node_type.for_ and loop_depth(node) == following:
            self.node(node, indent, context)
        elif kind == isl.ast_node_type.if_:  # conditions on the pipelined loop around the loop after it
            variables = self.variables(self.loop_names(context.get("bands", [])), context)
            self.lines.append(f"{pad}if ({self.expr(node.if_get_cond(), variables)}) {{")
            self._stages(node.if_get_then_node(), indent + 1, context, following)
            if node.if_has_else_node():
                self.lines.append(f"{pad}}} else {{")
                self._stages(node.if_get_else_node(), indent + 1, context, following)
            self.lines.append(f"{pad}}}")
        else:
            _, reached, k = context["pipeline_stage"]
            self.lines.append(f"{pad}pv_pipeline_wait({reached}, {k}, PV_REACHED_ALL);")
            self.node(node, indent, {key: value for key, value in context.items() if key != "pipeline_stage"})

    def pipeline_waits(self, context: dict, depth: int, variables: dict) -> tuple[list[str], list[str]]:
        """The lines that open and close each iteration of the loop at ``depth`` when it is the loop
        after a pipelined one: wait until the previous iteration of that loop reached this value,
        then say this one has."""
        stage = context.get("pipeline_stage")
        if stage is None or stage[0] != depth:
            return [], []
        _, reached, k = stage
        value = self.printed(variables[f"{ITERATOR_PREFIX}{depth}"])
        return [f"  pv_pipeline_wait({reached}, {k}, {value});"], [f"  pv_pipeline_post({reached}, {k}, {value});"]
