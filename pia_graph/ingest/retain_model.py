"""A learned second opinion on the RETAIN verdict, behind the rules (session 62, issue 12).

A binary logistic regression over the turn's hashed character n-grams (the READ opinion's features,
``read_model.features``) gives the probability that the turn is worth keeping. ``combine`` settles one explicit
decision: the rules answer, and the opinion RESCUES a turn they drop above ``rescue`` (never one dropped as small
talk or empty) or VETOES one they keep below ``veto``; the reason says which (``model_retain:rescue`` /
``model_retain:veto``, with the probability). The thresholds were chosen on leave-one-suite-out answers
(``scripts/retain_model_develop.py``, docs/extraction.md "Session 62, retain62").

The weights are a data file (``ontology/read/retain_model.json``); without it the rules answer alone. Nothing is
fetched and nothing is random.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from pia_graph.ingest import considered_drug
from pia_graph.ingest.clause_verdict import Verdict, names_history
from pia_graph.ingest.experiencer import NOT_THE_USER, Experiencer
from pia_graph.ingest.read_model import FeatureSpec, FloatArray, features
from pia_graph.ingest.retain_gate import RetainDecision
from pia_graph.ingest.utterance_clauses import Clause
from pia_graph.opinion_file import OpinionFile

NEVER_RESCUED = frozenset({Verdict.SMALL_TALK, Verdict.EMPTY})
RESCUE = "model_retain:rescue"
VETO = "model_retain:veto"
VETO_OVERRULED = "model_retain:veto_overruled_by_records"  # the rules typed a record of the turn


def retain_model_file() -> Path:
    return RETAIN_FILE.shipped()


@dataclass(frozen=True)
class RetainModel:
    spec: FeatureSpec
    weights: FloatArray
    bias: float
    veto: float  # P(keep) below which a keep of the rules is dropped (0: never)
    rescue: float  # P(keep) above which a drop of the rules is kept (above 1: never)
    # session 65: P(keep) below which a keep is dropped where a clause of the turn is someone else's (a friend, a pet,
    # a made-up person, a relative but not their history: ``someone_else``); never below ``veto`` (files without it)
    veto_other: float = 0.0

    def vetoes(self, p: float, others: Callable[[], bool]) -> bool:
        """Whether P(keep) ``p`` vetoes a keep: below ``veto``, or below ``veto_other`` where ``others()`` (asked only
        then)."""
        return p < self.veto or (p < self.veto_other and others())

    def probability(self, text: str, lang: str) -> float:
        z = float(features(self.spec, text, lang, None) @ self.weights) + self.bias
        return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, z))))


def model_from_json(data: dict[str, Any]) -> RetainModel:
    spec = FeatureSpec(sizes=tuple(int(s) for s in data["spec"]["sizes"]), buckets=int(data["spec"]["buckets"]),
                       embedding_dim=0, embedding_weight=0.0,
                       letter_sizes=tuple(int(s) for s in data["spec"].get("letter_sizes", ())))
    weights = np.asarray(data["weights"], dtype=np.float64)
    if weights.shape != (spec.buckets + 1,):
        raise ValueError(f"retain model wants {spec.buckets + 1} weights, got {weights.shape}")
    veto = float(data["veto"])
    return RetainModel(spec, weights, float(data["bias"]), veto, float(data["rescue"]),
                       max(veto, float(data.get("veto_other", veto))))


RETAIN_FILE = OpinionFile("retain", model_from_json)


def load_retain_model(path: Path | None = None) -> RetainModel | None:
    """The opinion of ``path`` (the packaged file by default), or None when there is none."""
    return RETAIN_FILE.load(path)


def use_retain_model(model: RetainModel | None) -> None:
    """Answer with ``model`` in place of the packaged file (None: the rules alone) until called again."""
    RETAIN_FILE.use(model)


def active_retain_model() -> RetainModel | None:
    return RETAIN_FILE.active()


def _types_no_record() -> bool:
    """``combine``'s ``typed`` where none is given: the rules typed no record of the turn."""
    return False


def _names_no_one_else() -> bool:
    """``combine``'s ``others`` where none is given: no clause of the turn is someone else's."""
    return False


def someone_else(clauses: Sequence[Clause], lang: str) -> Callable[[], bool]:
    """``combine``'s ``others`` for an analysed turn (session 65): whether a clause of it is someone else's, a friend's,
    a pet's, a made-up person's, or a relative's but no history word in it (a relative's history is the user's
    family history: "My father had a heart attack at 60")."""
    return lambda: any(c.experiencer in NOT_THE_USER
                       or (c.experiencer is Experiencer.FAMILY and not names_history(c.segment.text, lang))
                       for c in clauses)


def combine(rules: RetainDecision, text: str, lang: str, model: RetainModel | None,
            typed: Callable[[], bool] = _types_no_record,
            others: Callable[[], bool] = _names_no_one_else) -> RetainDecision:
    """The rules' verdict, or the opinion's where it is confident against them. A veto stands only where the rules
    type no record of the turn (``typed``, asked only before a veto): the opinion reads the text alone, and "My
    brother has gout" (family history) or "I'm pregnant, which meds ..." are the user's records whatever the words
    around them say. Session 65: the veto reaches higher (``veto_other``) where a clause of the turn is someone
    else's (``others``): the doubtful keeps the user's own words make stay kept."""
    if model is None or (not rules.retain and NEVER_RESCUED & set(rules.reasons)):
        return rules
    if rules.retain and considered_drug.REASON in rules.reasons:
        # a drug the user weighs or was given: a safety fact. Session 68 (retain68) corrected the develop labels to
        # keep it, but 13 rows do not move the n-gram opinion: retrained on them it still puts the Korean turns at
        # P(keep) 0.03-0.08, in training too (docs/extraction.md, "Session 68, retain68")
        return rules
    p = model.probability(text, lang)
    if rules.retain and model.vetoes(p, others):
        if typed():
            return RetainDecision(True, [*rules.reasons, VETO_OVERRULED], rules.retained_spans)
        return RetainDecision(False, [*rules.reasons, f"{VETO}:{p:.3f}"])
    if not rules.retain and p > model.rescue:
        return RetainDecision(True, [*rules.reasons, f"{RESCUE}:{p:.3f}"], [(0, len(text))])
    return rules
