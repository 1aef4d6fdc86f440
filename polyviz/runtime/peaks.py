"""This machine's measured peaks for a roofline: floating-point operations per second of one
core, and the read bandwidth from each cache level and from memory.

Two micro-kernels in one small C program, built with the runtime's compiler and flags
(:class:`~polyviz.runtime.build.Compiler`): independent vector multiply-adds on registers, and
a vector sum over a buffer sized to fit each cache level (half of it) or to overflow the last
(four times it). Each is timed over enough repetitions to take about a tenth of a second, the
best of three kept. The result is cached per machine and compiler in the build cache folder
(:func:`~polyviz.runtime.build.cache_dir`), so it is measured once.
"""
from __future__ import annotations

import hashlib
import json
import subprocess
import tempfile
from pathlib import Path

from .build import Compiler, cache_dir
from .machine import cache_sizes, cpuinfo

#: The probe: ``peaks flops`` prints GFLOP/s; ``peaks read BYTES`` prints GB/s reading BYTES.
PROBE = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
typedef double v4 __attribute__((vector_size(32)));
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
static double flops(long n) {
  v4 a[12], b = {1.0000001, 1.0000001, 1.0000001, 1.0000001}, c = {1e-9, 1e-9, 1e-9, 1e-9};
  for (int k = 0; k < 12; k++) a[k] = (v4){k, k + 1, k + 2, k + 3};
  double t = now();
  for (long i = 0; i < n; i++)
    for (int k = 0; k < 12; k++) a[k] = a[k] * b + c;
  t = now() - t;
  double s = 0; for (int k = 0; k < 12; k++) s += a[k][0];
  if (s == 42) puts("");
  return 2.0 * 4 * 12 * n / t / 1e9;
}
static double readbw(long bytes, long repeat) {
  long n = bytes / sizeof(v4);
  v4 *x = aligned_alloc(64, n * sizeof(v4));
  for (long i = 0; i < n; i++) x[i] = (v4){1, 2, 3, 4};
  v4 s0 = {0}, s1 = {0}, s2 = {0}, s3 = {0};
  double t = now();
  for (long r = 0; r < repeat; r++)
    for (long i = 0; i + 3 < n; i += 4) { s0 += x[i]; s1 += x[i + 1]; s2 += x[i + 2]; s3 += x[i + 3]; }
  t = now() - t;
  v4 s = s0 + s1 + s2 + s3;
  if (s[0] == 42) puts("");
  free(x);
  return (double)bytes * repeat / t / 1e9;
}
int main(int argc, char **argv) {
  double best = 0;
  if (!strcmp(argv[1], "flops")) {
    long n = 1000;
    while (1) { double t = now(); flops(n); if (now() - t > 0.1) break; n *= 2; }
    for (int k = 0; k < 3; k++) { double g = flops(n); if (g > best) best = g; }
  } else {
    long bytes = atol(argv[2]), repeat = 1;
    while (1) { double t = now(); readbw(bytes, repeat); if (now() - t > 0.1) break; repeat *= 2; }
    for (int k = 0; k < 3; k++) { double g = readbw(bytes, repeat); if (g > best) best = g; }
  }
  printf("%.6g\n", best);
  return 0;
}
"""
#: The memory probe's buffer: four times the last cache, at least this many bytes.
MEMORY_BYTES = 64 << 20


def machine_peaks(compiler: Compiler | None = None, refresh: bool = False) -> dict:
    """``{"gflops": ..., "bandwidth": {"L1": GB/s, "L2": ..., "L3": ..., "memory": ...},
    "compiler": ...}`` for this machine (one core), measured once and then read from the cache
    (``refresh`` measures again)."""
    compiler = compiler or Compiler()
    key = hashlib.sha256(f"{cpuinfo()}\n{compiler.command} {compiler.version} {compiler.flags}\n{PROBE}".encode())
    stored = cache_dir() / f"peaks-{key.hexdigest()[:16]}.json"
    if stored.exists() and not refresh:
        return json.loads(stored.read_text())
    with tempfile.TemporaryDirectory(prefix="polyviz-peaks-") as folder:
        source, binary = Path(folder) / "peaks.c", Path(folder) / "peaks"
        source.write_text(PROBE)
        subprocess.run([compiler.path, *compiler.flags, str(source), "-o", str(binary)],
                       check=True, capture_output=True, text=True)

        def probe(*arguments: str) -> float:
            return float(subprocess.run([str(binary), *arguments], check=True, capture_output=True,
                                        text=True, timeout=60).stdout)

        caches = cache_sizes()
        sizes = {level: size // 2 for level, size in caches.items()}
        sizes["memory"] = max(4 * max(caches.values(), default=0), MEMORY_BYTES)
        peaks = {"gflops": probe("flops"),
                 "bandwidth": {level: probe("read", str(size)) for level, size in sizes.items()},
                 "probe_bytes": sizes, "compiler": str(compiler)}
    stored.parent.mkdir(parents=True, exist_ok=True)
    stored.write_text(json.dumps(peaks, indent=2))
    return peaks
