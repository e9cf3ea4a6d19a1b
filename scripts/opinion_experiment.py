"""Helpers the learned-opinion experiment scripts share (session 63; before, each script kept its own copy):
``read_model_develop``, ``retain_model_develop``, ``retain_model_cv``, ``read_model_era`` and ``read_model_ab``.

    from opinion_experiment import cached, folds_of, retain_cell, train_read_model

The scripts are run as ``python scripts/NAME.py``, so this folder is on ``sys.path`` and the module imports by its
name. Nothing here decides anything: a pickle cache, the suites dealt into folds, the training script loaded as a
module, the retain P / R cell the retain scripts print, and (session 64, before a copy in each retain script) the
retain rows those scripts fit on, the rules' verdict on them, and the opinion's thresholds applied to a row.
"""

from __future__ import annotations

import importlib.util
import pickle
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def cached(cache: Path, name: str, build: Callable[[], Any]) -> Any:
    """``build()``, kept in ``cache/name.pkl`` and read from there on the next run (the rules and fits are slow)."""
    path = cache / f"{name}.pkl"
    if path.is_file():
        return pickle.loads(path.read_bytes())
    got = build()
    path.write_bytes(pickle.dumps(got))
    return got


def folds_of(suites: list[str], k: int) -> list[list[str]]:
    """The suites dealt round-robin into ``k`` groups; 0 (or ``k`` at least the number of suites): one suite a group,
    true leave-one-suite-out."""
    if k <= 0 or k >= len(suites):
        return [[s] for s in suites]
    return [suites[i::k] for i in range(k)]


def train_read_model() -> ModuleType:
    """``scripts/train_read_model.py`` as a module (registered once in ``sys.modules`` as ``train_read_model``, so
    that its dataclasses pickle)."""
    if "train_read_model" in sys.modules:
        return sys.modules["train_read_model"]
    spec = importlib.util.spec_from_file_location("train_read_model", ROOT / "scripts/train_read_model.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["train_read_model"] = module
    spec.loader.exec_module(module)
    return module


def retain_cell(pairs: Iterable[tuple[bool, bool]]) -> str:
    """Retain precision / recall (false keeps, false drops) of (meant kept, kept) pairs."""
    c: Counter[str] = Counter()
    for gold, kept in pairs:
        c["tp"] += gold and kept
        c["fp"] += (not gold) and kept
        c["fn"] += gold and not kept
    p = c["tp"] / max(1, c["tp"] + c["fp"])
    rec = c["tp"] / max(1, c["tp"] + c["fn"])
    return f"{p:.3f}/{rec:.3f} ({c['fp']},{c['fn']})"


@dataclass
class RetainRow:
    """A labelled scenario of a retain experiment: its text (analysed form), whether it is meant kept, and the rules'
    verdict and reasons."""

    suite: str
    kind: str
    lang: str
    text: str
    gold: bool
    rules: bool
    reasons: tuple[str, ...]
    # session 64: whether ``turn_flow`` asks the opinion at all on this turn (not where a follow-up rule, a proxy
    # account or an earlier drug decided the keep) and, for a keep, whether the rules type a record of it (a veto
    # then stands overruled: ``retain_model.combine``'s ``typed``). Rows cached before session 64 lack both: asked,
    # nothing typed, as the experiment treated every row until then.
    asked: bool = True
    typed: bool = False


class _Asked:
    """Stands in for ``turn_flow.combine_retain`` while the rules decide the rows: it answers the rules' verdict
    unchanged (the rules alone) and notes, for the scenario's own turn, that the opinion was asked and whether the
    rules type a record of a keep (``typed()`` runs the extraction the keep runs anyway, only earlier)."""

    def __init__(self) -> None:
        self.seen: tuple[bool, bool] | None = None

    def __call__(self, rules: Any, text: str, lang: str, model: Any, typed: Any = None, others: Any = None) -> Any:
        self.seen = (True, bool(rules.retain and typed is not None and typed()))
        return rules


def _decided(scenario: dict[str, Any], index: Any, dictionary: Any) -> tuple[dict[str, Any], bool, bool]:
    """``offline_scenario`` with the rules alone, and (asked, typed) of its own turn (history turns come first:
    each ``offline_turn`` starts the note afresh, so the last turn's note is what remains)."""
    from pia_graph.ingest import turn_flow

    asked = _Asked()
    real_turn = turn_flow.offline_turn

    def turn(*args: Any, **kwargs: Any) -> Any:
        asked.seen = None
        return real_turn(*args, **kwargs)

    saved = turn_flow.combine_retain, turn_flow.offline_turn  # type: ignore[attr-defined]
    turn_flow.combine_retain, turn_flow.offline_turn = asked, turn  # type: ignore[attr-defined]
    try:
        pred = turn_flow.offline_scenario(scenario, index, dictionary)
    finally:
        turn_flow.combine_retain, turn_flow.offline_turn = saved  # type: ignore[attr-defined]
    return pred, *(asked.seen or (False, False))


def retain_rows(suites: dict[str, Path]) -> list[RetainRow]:
    """Every gate and storage scenario with a retain label of ``suites``, decided by the rules alone as ``pia eval``
    keeps a turn (``turn_flow.offline_scenario``, its history first; the shipped RETAIN opinion set aside: it is what
    the experiments stand in for). Prints each suite's time (the rules are the slow part)."""
    from pia_graph.evaluation.suite import load_suite
    from pia_graph.ingest.analysed_text import analysed_form
    from pia_graph.ingest.retain_model import use_retain_model
    from pia_graph.ontology import AliasIndex, load_default_dictionary

    use_retain_model(None)
    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    rows: list[RetainRow] = []
    for name, folder in suites.items():
        started = time.monotonic()
        for s in load_suite(folder, {"gate", "storage"}):
            if "retain" in (s.get("expect") or {}):
                pred, asked, typed = _decided(s, index, dictionary)
                rows.append(RetainRow(name, s["kind"], s.get("lang", "en"), analysed_form(s["text"]),
                                      bool(s["expect"]["retain"]), bool(pred["retain"]), tuple(pred["reasons"]),
                                      asked, typed))
        print(f"  {name}: {time.monotonic() - started:.0f}s", flush=True)
    return rows


def retain_with(row: RetainRow, p: float, veto: float, rescue: float, veto_other: float = 0.0,
                others: bool = False) -> bool:
    """``retain_model.combine`` on a row (the rules' verdict and reasons), with the thresholds tried: a keep vetoed
    below ``veto`` (session 65: below ``veto_other`` where ``others``, a clause of the turn someone else's) unless
    the rules type a record of it, a drop rescued above ``rescue`` (never one of ``NEVER_RESCUED``); the rules alone
    where ``turn_flow`` does not ask the opinion."""
    from pia_graph.ingest.retain_model import NEVER_RESCUED

    if not row.asked:
        return row.rules
    if row.rules:
        return row.typed or not (p < veto or (p < veto_other and others))
    return p > rescue and not NEVER_RESCUED & set(row.reasons)


def someone_else_in(rows: list[RetainRow]) -> list[bool]:
    """Whether a clause of each row's turn is someone else's (``retain_model.someone_else``, the two-tier veto of
    session 65); analysed only for a keep the opinion may veto (asked, nothing typed), False for the others."""
    from pia_graph.ingest.retain_model import someone_else
    from pia_graph.ingest.utterance import analyse
    from pia_graph.ontology import AliasIndex, load_default_dictionary

    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    return [r.asked and r.rules and not r.typed
            and someone_else(analyse(r.text, r.lang, index=index, dictionary=dictionary).clauses, r.lang)()
            for r in rows]
