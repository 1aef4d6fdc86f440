"""Tuning records that resume: every candidate a search times, kept in an Optuna study.

A candidate is known by a key over what makes its timing: the user's source, the candidate's
label and generated source, its flags, the compiler, the sizes, the thread count and the CPU.
Each becomes one trial of the study (``value``: the median seconds of a verified run; a failed or
unverified one is a ``FAIL`` trial), with the key, the record and what it ran on as user
attributes. A search given the same store skips the candidates it finds there, so an interrupted
search resumes where it stopped and never times a recorded candidate again. The records are
written by the process that runs the search, as each candidate finishes, wherever it ran (a
dask cluster's workers too). ``storage`` is what :func:`optuna.create_study` takes: a URL such as
``sqlite:///tuning.db``, or a storage object (``optuna.integration.DaskStorage``).
"""
from __future__ import annotations

import hashlib
import json
from typing import Any, Mapping

from ..errors import PolyvizError
from .machine import cpuinfo


def _optuna():
    try:
        import optuna
    except ImportError:
        raise PolyvizError("storage= keeps tuning records in an Optuna study: pip install 'polyviz[tune]' "
                           "(or pip install optuna)") from None
    optuna.logging.set_verbosity(optuna.logging.WARNING)
    return optuna


def _cpu() -> str:
    return next((line.split(":", 1)[1].strip() for line in cpuinfo().splitlines() if line.startswith("model name")),
                "unknown CPU")


class TuningStore:
    """The study ``study`` in ``storage`` (created when missing)."""

    def __init__(self, storage: Any, study: str):
        optuna = _optuna()
        self.name = study
        self.study = optuna.create_study(study_name=study, storage=storage, load_if_exists=True,
                                         direction="minimize")

    def key(self, original_source: str, label: str, source: str, flags: tuple, compiler: str,
            sizes: Mapping[str, int], threads: int | None) -> str:
        """The key of a candidate (see the module docstring)."""
        text = json.dumps([original_source, label, source, list(flags), compiler, dict(sorted(sizes.items())),
                           threads, _cpu()])
        return hashlib.sha256(text.encode()).hexdigest()

    def known(self) -> dict[str, dict]:
        """Key -> the stored record (a :class:`~polyviz.runtime.RunRecord`'s dict) of every candidate."""
        return {t.user_attrs["key"]: t.user_attrs["record"] for t in self.study.get_trials(deepcopy=False)
                if "key" in t.user_attrs}

    def add(self, key: str, record, about: Mapping[str, Any]) -> None:
        """Record one candidate's run (``about``: the kernel, recipe, sizes, compiler... it ran with)."""
        optuna = _optuna()
        timed = record.ok and record.verified is not None and record.median is not None
        self.study.add_trial(optuna.trial.create_trial(
            state=optuna.trial.TrialState.COMPLETE if timed else optuna.trial.TrialState.FAIL,
            value=record.median if timed else None,
            user_attrs={"key": key, "record": json.loads(json.dumps(record.to_dict(), default=str)),
                        "cpu": _cpu(), **about}))

    def records(self) -> list[dict]:
        """Every stored candidate: its user attributes (key, record, kernel, recipe, sizes,
        machine, compiler...), in the order they were recorded."""
        return [dict(t.user_attrs) for t in self.study.get_trials(deepcopy=False) if "key" in t.user_attrs]


def open_store(storage: Any, study: str) -> TuningStore | None:
    """The store named by ``storage`` (``None``: no store)."""
    return None if storage is None else TuningStore(storage, study)
