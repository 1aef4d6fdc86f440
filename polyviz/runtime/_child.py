"""The child process that runs one kernel variant: ``python _child.py JOB.json FD``.

It is started as a fresh interpreter (never forked from the caller, which may be a Jupyter kernel
with threads and sockets), so it inherits no broken state, and it imports nothing from polyviz:
only numpy and cffi. It caps its own address space, loads the inputs, calls the kernel and reports
every event as one JSON line on the file descriptor FD, so that the parent can apply a time limit
to each call and tell a crash (the child dies by a signal) from an error (an ``error`` event).

Job keys (written by :mod:`polyviz.runtime.execute`):
``memory_limit`` (bytes or null), ``inputs_dir``, ``outputs_dir``, ``args`` (a list of
``{"name", "kind", "ctype", "value"}``; arrays and scalars passed by pointer are read from
``inputs_dir/NAME.npy``; the C function's return value is saved as ``return.npy``),
``function``, ``cdef``, ``library`` (timing build) and ``check_library`` (a build with
``-ffp-contract=off`` whose outputs are saved; null to save the warm-up run's outputs instead),
``numpy`` (a list of Python statements, instead of a library), ``repeat``, ``clock`` (``"thread"``:
the timed calls measure the calling thread's CPU time, else elapsed time).  A job with the key
``batch`` (a list of such jobs) runs each in turn, in one process.
"""
import json
import os
import sys
import time


#: Elements of a sentinel on either side of every array a kernel gets, and the sentinel's byte.
CANARY = 16
CANARY_BYTE = 0xA5


class OutOfBounds(Exception):
    """A call wrote outside an array it was given."""


def _send(fd, **event):
    os.write(fd, (json.dumps(event) + "\n").encode())


def _limit_resources(memory_limit):
    import resource

    # No core files for the crashes we expect to see.
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if memory_limit:
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        limit = int(memory_limit)
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))


def main(argv):
    job_path, fd = argv[1], int(argv[2])
    with open(job_path) as f:
        job = json.load(f)
    try:
        _limit_resources(job.get("memory_limit"))
        for each in job.get("batch", [job]):
            _run(each, fd)
    except MemoryError as e:
        _send(fd, event="error", type="MemoryError", message=str(e) or "out of memory")
        return 3
    except BaseException as e:  # report everything the kernel's Python side raises
        import traceback

        _send(fd, event="error", type=type(e).__name__, message=str(e),
              traceback=traceback.format_exc())
        return 2
    return 0


def _run(job, fd):
    import gc

    import numpy as np

    inputs_dir = job["inputs_dir"]
    outputs_dir = job["outputs_dir"]
    arrays = {}
    values = {}
    for arg in job["args"]:
        if arg["kind"] in ("array", "pointer"):
            arrays[arg["name"]] = np.load(os.path.join(inputs_dir, arg["name"] + ".npy"))
        else:
            values[arg["name"]] = arg["value"]
    # Working copies: every call starts from the same inputs; copying is not timed.  Each stands
    # between CANARY elements of a sentinel byte pattern on either side, which a call that writes
    # outside the array changes (checked after the check and warm-up calls).
    buffers = {name: np.full(a.size + 2 * CANARY, 0, dtype=a.dtype) for name, a in arrays.items()}
    for buffer in buffers.values():
        buffer.view(np.uint8)[:] = CANARY_BYTE
    sentinel = {name: buffer[:CANARY].copy() for name, buffer in buffers.items()}
    work = {name: buffers[name][CANARY:CANARY + a.size].reshape(a.shape) for name, a in arrays.items()}

    def reset():
        for name, a in arrays.items():
            np.copyto(work[name], a)

    def check_canaries(phase):
        for name, buffer in buffers.items():
            before = buffer[:CANARY].view(np.uint8) != sentinel[name].view(np.uint8)
            after = buffer[CANARY + arrays[name].size:].view(np.uint8) != sentinel[name].view(np.uint8)
            if before.any() or after.any():
                raise OutOfBounds(f"the {phase} call wrote outside array {name}: "
                                  f"{int(before.reshape(CANARY, -1).any(axis=1).sum())} of the {CANARY} elements "
                                  f"before it, {int(after.reshape(CANARY, -1).any(axis=1).sum())} of the {CANARY} after it")

    def save(outs, returned=None):
        if not outputs_dir:
            return
        os.makedirs(outputs_dir, exist_ok=True)
        for name in arrays:
            np.save(os.path.join(outputs_dir, name + ".npy"), outs[name])
        if returned is not None:
            # "return" is a C keyword, so no array can have this name.
            np.save(os.path.join(outputs_dir, "return.npy"), np.array([returned]))

    if job.get("numpy"):
        call, outputs = _numpy_caller(job, np, work, values)
        check_call = None
    else:
        call, outputs = _c_caller(job, job["library"], work, values)
        check_call = None
        if job.get("check_library"):
            check_call, _ = _c_caller(job, job["check_library"], work, values)
    _send(fd, event="ready")

    if check_call is not None:
        reset()
        t0 = time.perf_counter()
        returned = check_call()
        t1 = time.perf_counter()
        check_canaries("check")
        save(work, returned)
        _send(fd, event="call", phase="check", seconds=t1 - t0)

    reset()
    t0 = time.perf_counter()
    returned = call()
    t1 = time.perf_counter()
    check_canaries("first")
    if check_call is None:
        save(outputs(), returned)
    _send(fd, event="call", phase="warmup", seconds=t1 - t0)

    clock = time.thread_time if job.get("clock") == "thread" else time.perf_counter
    for k in range(int(job["repeat"])):
        reset()
        gc.collect()
        gc.disable()
        t0 = clock()
        call()
        t1 = clock()
        gc.enable()
        _send(fd, event="call", phase="timed", index=k, seconds=t1 - t0)
    _send(fd, event="done")


def _c_caller(job, library, work, values):
    import cffi

    ffi = cffi.FFI()
    ffi.cdef(job["cdef"])
    lib = ffi.dlopen(library, ffi.RTLD_NOW | ffi.RTLD_NODELETE)
    fn = getattr(lib, job["function"])
    args = []
    for arg in job["args"]:
        if arg["kind"] in ("array", "pointer"):
            args.append(ffi.cast(arg["ctype"] + " *", work[arg["name"]].ctypes.data))
        else:
            args.append(values[arg["name"]])
    # Keep the FFI and the library alive as long as the caller.
    call = lambda: fn(*args)  # noqa: E731
    call.keep = (ffi, lib)
    return call, lambda: work


def _numpy_caller(job, np, work, values):
    code = [compile(s, f"<polyviz-numpy {i + 1}>", "exec") for i, s in enumerate(job["numpy"])]
    ns = {}

    def call():
        ns.clear()
        ns["np"] = np
        ns.update(values)
        ns.update(work)
        for c in code:
            exec(c, ns)

    def outputs():
        # The statements should update arrays in place; a statement that rebinds a name
        # (``C = ...``) counts too.
        return {name: np.asarray(ns.get(name, a)) for name, a in work.items()}

    return call, outputs


if __name__ == "__main__":
    code = main(sys.argv)
    sys.stdout.flush()
    sys.stderr.flush()
    # Skip interpreter finalisation: unloading an OpenMP library while libgomp's idle worker
    # threads still exist crashes at exit (seen in about half of the runs).
    os._exit(code)
