"""A learned second opinion on which coordinate a question asks, behind query understanding (session 63).

Query understanding finds a question's coordinates by the dictionary's exact aliases, concept words and cue rules;
a question in words the dictionary lacks (a Korean conjugated predicate, a lay word, an indirect reference: "제 콩팥
수치 어땠는지", "how's my sugar been") fetches no record by coordinate. A multinomial logistic regression over the
question's hashed character n-grams (the features of the READ opinion, ``ingest/read_model.features``), trained on
the develop retrieval suites' questions with the coordinates of their expected selectors and on the develop storage
suites' turns with the coordinates of their expected records (``scripts/train_coordinate_model.py``), gives the
probability of each coordinate. Where understanding found no coordinate, the opinion's top coordinates that reach
the file's thresholds join the structured fetch, each with the reason ``model_coordinate:<p>``, at the strength of
a concept's related term (``structured.strength_of``): below anything the question names.

The weights are a data file (``ontology/read/coordinate_model.json``, or the setting ``coordinate_model_path``);
without it, or with the setting ``coordinate_model`` off, understanding answers alone. Nothing is random.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.read_courtesy import courtesy_free
from pia_graph.ingest.read_model import FeatureSpec, FloatArray, features
from pia_graph.memory.recall_models import Decided, QueryUnderstanding
from pia_graph.opinion_file import OpinionFile

REASON = "model_coordinate"
# The class of a question answered by sentences alone (its selectors are facts, no coordinate): the opinion learns
# that some questions ask no coordinate, and never adds this one.
NO_COORDINATE = "none"
FORMAT = 1


def coordinate_model_file() -> Path:
    return COORDINATE_FILE.shipped()


@dataclass(frozen=True)
class CoordinateThresholds:
    """When the opinion's coordinates join the fetch."""

    first: float  # P(top coordinate) needed to add it
    second: float  # P(a further coordinate) needed to add it too (blood pressure: systolic and diastolic)
    most: int  # coordinates added at most


@dataclass(frozen=True)
class CoordinateModel:
    spec: FeatureSpec
    classes: tuple[str, ...]
    weights: FloatArray  # features x classes
    bias: FloatArray  # classes
    thresholds: CoordinateThresholds
    trained_on: tuple[str, ...]

    def probabilities(self, text: str, lang: str) -> list[tuple[str, float]]:
        """Every coordinate with its probability, the most probable first (ties by key)."""
        row = features(self.spec, text, lang, None)
        used = np.flatnonzero(row)  # a hundred buckets or so of 8,193: only their weights are read
        logits = row[used] @ self.weights[used] + self.bias
        logits -= logits.max()
        exp = np.exp(logits)
        probs = exp / exp.sum()
        return sorted(((c, float(p)) for c, p in zip(self.classes, probs, strict=True)), key=lambda cp: (-cp[1], cp[0]))

    def to_json(self) -> dict[str, Any]:
        scales = np.maximum(np.abs(self.weights).max(axis=0), 1e-12) / 127.0
        quantised = np.clip(np.rint(self.weights / scales), -127, 127)
        return {
            "format": FORMAT, "classes": list(self.classes), "trained_on": list(self.trained_on),
            "features": {"ngram_sizes": list(self.spec.sizes), "buckets": self.spec.buckets},
            "thresholds": {"first": self.thresholds.first, "second": self.thresholds.second,
                           "most": self.thresholds.most},
            "bias": [round(float(b), 4) for b in self.bias],
            # every bucket carries weight for most coordinates (L2 regularisation), so the matrix is dense: kept as
            # int8 per coordinate (its largest weight at 127) in base64, features x coordinates row-major, 1.6 MB
            # where JSON decimals took 15 MB; the probabilities move by less than 0.01 (session 63)
            "scales": [float(sc) for sc in scales],
            "weights_int8": base64.b64encode(quantised.astype(np.int8).tobytes()).decode("ascii"),
        }


def model_from_json(data: dict[str, Any]) -> CoordinateModel:
    if data.get("format") != FORMAT or not data.get("classes"):
        raise ValueError("coordinate model file: unknown format or no classes")
    f = data["features"]
    spec = FeatureSpec(tuple(int(n) for n in f["ngram_sizes"]), int(f["buckets"]), 0, 0.0)
    classes = tuple(str(c) for c in data["classes"])
    raw = np.frombuffer(base64.b64decode(data["weights_int8"]), dtype=np.int8)
    if raw.size != (spec.buckets + 1) * len(classes):
        raise ValueError("coordinate model file: the weights do not fit the features and classes")
    weights = raw.reshape(spec.buckets + 1, len(classes)).astype(np.float64) * np.asarray(data["scales"])
    t = data["thresholds"]
    return CoordinateModel(spec, classes, weights, np.asarray(data["bias"], dtype=np.float64),
                           CoordinateThresholds(float(t["first"]), float(t["second"]), int(t["most"])),
                           tuple(data.get("trained_on", ())))


# the setting ``coordinate_model`` off is no file at all (the empty choice); else the path it names, or the shipped one
COORDINATE_FILE = OpinionFile("coordinate", model_from_json,
                              setting=lambda s: s.coordinate_model_path if s.coordinate_model else "")


def load_coordinate_model(path: Path | None = None) -> CoordinateModel | None:
    """The opinion the settings choose (``coordinate_model``, ``coordinate_model_path``), or None: off, or no file."""
    return COORDINATE_FILE.load(path)


def opinion_text(text: str, lang: str) -> str:
    """The words the opinion reads: the analysed form without its courtesy frames, as the READ opinion reads them
    (the same in training and at serving time)."""
    return courtesy_free(analysed_form(text), "ko" if lang == "ko" else "en")


def wanted(u: QueryUnderstanding) -> bool:
    """Whether understanding leaves the coordinates to the opinion: it found none, and the question is not about
    someone else (their sentences answer, not the user's records)."""
    return not u.coordinates and not any(d.value == "someone_else" for d in u.fields)


def opinion_coordinates(probs: list[tuple[str, float]], t: CoordinateThresholds) -> list[Decided]:
    """The coordinates the opinion adds (pure): its top coordinate when it reaches ``first``, the next ones that
    reach ``second``, ``most`` at most (the probability of ``NO_COORDINATE`` lowers theirs; it is never added)."""
    out: list[Decided] = []
    ranked = [(c, p) for c, p in probs if c != NO_COORDINATE]
    for n, (coordinate, p) in enumerate(ranked[:t.most]):
        if p < (t.first if n == 0 else t.second):
            break
        out.append(Decided(value=coordinate, reason=f"{REASON}:{p:.2f}"))
    return out


def with_opinion(u: QueryUnderstanding, text: str, model: CoordinateModel | None) -> QueryUnderstanding:
    """``u`` with the opinion's coordinates where understanding found none (a copy; ``u`` itself when the opinion
    has nothing to add or there is no model)."""
    if model is None or not wanted(u):
        return u
    added = opinion_coordinates(model.probabilities(opinion_text(text, u.lang), u.lang), model.thresholds)
    if not added:
        return u
    return u.model_copy(update={"coordinates": [*u.coordinates, *added]})
