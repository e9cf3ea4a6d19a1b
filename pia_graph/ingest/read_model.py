"""A learned second opinion on the READ decision and route, behind the rules.

The rules of `read_gate` were tuned on the suites they answer perfectly and fall on unseen wording (route
0.69 on a blind sibling of their tuning suite). A small multinomial logistic regression over the utterance's
character n-grams (hashed; they carry Korean endings and English cue words alike) and, when the weights were
trained with them, the packaged sentence embedding, gives the probability of each class (`none`,
`structured`, `associative`, `both`). `combine` then settles one explicit decision: the rules answer, and the
model overrides them only where it is confident and the rules are not (the thresholds were chosen by
leave-one-suite-out validation, see `scripts/train_read_model.py` and docs/read-path.md); the reason says
which answered and with what probability.

The weights are a data file (`ontology/read/read_model.json`) that the script re-builds from the labelled gate
suites; without it the rules answer alone. No model is fetched and nothing is random: the hash is CRC-32.
"""

from __future__ import annotations

import logging
import math
import unicodedata
import zlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from pia_graph.ingest.read_advice import MEAL_ASKED
from pia_graph.ingest.read_asks import ASKS_BOTH
from pia_graph.ingest.read_compare import (
    AGAINST_OWN_LIST,
    COMPARED_OWN_PAST,
    HAPPENED_BEFORE,
    HEDGED_COURSE,
    OWN_COUNT,
    OWN_REGIMEN_LIST,
    RECURRENCE,
    REGIMEN_DATE,
    SAME_AS_OWN,
)
from pia_graph.ingest.read_courtesy import courtesy_free
from pia_graph.ingest.read_gate import ReadDecision, decide_read
from pia_graph.ingest.read_route import NAME_PLACE, ON_RECORD, TOOL_NAME, TYPED_TOLD, Route
from pia_graph.ingest.utterance import AnalysedUtterance
from pia_graph.opinion_file import OpinionFile

log = logging.getLogger(__name__)

CLASSES: tuple[Route, ...] = ("none", "structured", "associative", "both")
FloatArray = npt.NDArray[np.float64]


def model_file() -> Path:
    return READ_FILE.shipped()


def ngrams(text: str, sizes: tuple[int, ...]) -> set[str]:
    """Character n-grams of the lower-cased text with its words padded by spaces ("my a1c" → " my", "my ")."""
    padded = " " + " ".join(text.lower().split()) + " "
    out: set[str] = set()
    for n in sizes:
        out.update(padded[i:i + n] for i in range(max(0, len(padded) - n + 1)))
    return out


def hashed_buckets(grams: set[str], buckets: int, offset: int = 0) -> dict[int, float]:
    """The non-zero columns of binary hashed grams scaled to unit length (CRC-32: the same buckets in every
    process), each column moved by ``offset``."""
    hit = {offset + zlib.crc32(g.encode("utf-8")) % buckets for g in grams}
    value = 1.0 / math.sqrt(len(hit)) if hit else 0.0
    return dict.fromkeys(hit, value)


_LETTER_MARK = "\x1f"  # a letter gram's prefix: never a syllable gram's bucket by its text


def letter_grams(text: str, sizes: tuple[int, ...]) -> set[str]:
    """N-grams of the text with each Hangul syllable split into its letters (Unicode NFD: 했 → ᄒ ᅢ ᆻ), marked apart
    from the syllable grams (session 64): an ending shared by words whose syllables differ (-었어요 in 먹었어요 and
    갔어요 shares ᆻ어요; -ㄹ까요 in 할까요 and 갈까요) is one gram. Empty for no sizes."""
    if not sizes:
        return set()
    return {_LETTER_MARK + g for g in ngrams(unicodedata.normalize("NFD", text), sizes)}


def hashed_ngrams(text: str, sizes: tuple[int, ...], buckets: int, letter_sizes: tuple[int, ...] = ()) -> FloatArray:
    """Binary hashed n-gram counts, scaled to unit length (``hashed_buckets`` as a dense row); with
    ``letter_sizes``, the letter grams (``letter_grams``) in the same buckets."""
    vec = np.zeros(buckets, dtype=np.float64)
    columns, value = _hit_columns(text, sizes, buckets, letter_sizes)
    if columns:  # one value: every hit column carries the same scaled weight
        vec[np.fromiter(columns, dtype=np.intp, count=len(columns))] = value
    return vec


@lru_cache(maxsize=64)
def _hit_columns(text: str, sizes: tuple[int, ...], buckets: int,
                 letter_sizes: tuple[int, ...]) -> tuple[tuple[int, ...], float]:
    """``hashed_ngrams``' hit columns and their one value, kept for the last texts (session 67): a written turn's
    READ opinion and its RETAIN opinion hash the same text with the same sizes and buckets (~70-100 us a turn
    each, the n-gram set and its CRCs); the dense row is built afresh for each caller."""
    hit = hashed_buckets(ngrams(text, sizes) | letter_grams(text, letter_sizes), buckets)
    return tuple(hit), (next(iter(hit.values())) if hit else 0.0)


@dataclass(frozen=True)
class FeatureSpec:
    sizes: tuple[int, ...]
    buckets: int
    embedding_dim: int  # 0: the model reads no embedding
    embedding_weight: float
    # the languages whose rows carry the sentence embedding; the others carry zeros there (session 36: the packaged
    # MiniLM is English, and with it Korean routes fell in session 20, so only English texts are embedded)
    embedding_langs: tuple[str, ...] = ("en", "ko")
    # session 64: the letter grams (``letter_grams``) of a Korean text, in the n-gram buckets; () reads none
    letter_sizes: tuple[int, ...] = ()

    @property
    def uses_embedding(self) -> bool:
        return self.embedding_dim > 0

    def embeds(self, lang: str) -> bool:
        """Whether a text of ``lang`` needs its sentence embedding."""
        return self.uses_embedding and lang in self.embedding_langs


def features(spec: FeatureSpec, text: str, lang: str, vector: list[float] | None) -> FloatArray:
    """One row of the model's input: hashed n-grams, the language, and the sentence embedding if used."""
    letters = spec.letter_sizes if lang == "ko" else ()
    parts = [hashed_ngrams(text, spec.sizes, spec.buckets, letters), np.array([1.0 if lang == "ko" else 0.0])]
    if spec.uses_embedding:
        given = vector if vector is not None and spec.embeds(lang) else None
        emb = np.asarray(given if given is not None else np.zeros(spec.embedding_dim), dtype=np.float64)
        if emb.shape != (spec.embedding_dim,):
            raise ValueError(f"read model wants a {spec.embedding_dim}-dimension embedding, got {emb.shape}")
        parts.append(emb * spec.embedding_weight)
    return np.concatenate(parts)


@dataclass(frozen=True)
class Thresholds:
    """When the model's word outranks the rules'."""

    flip_read: float  # P(read) the model needs to read where the rules did not
    flip_route: float  # P(route) the model needs to change the route of a read the rules also make
    keep_rule: float  # ... and the rules' own route must be below this probability
    # P(none) the model needs to turn a read of the rules into a no-read (session 33: apart from flip_read; None,
    # or a file without it, uses flip_read, as before)
    flip_no_read: float | None = None

    @property
    def no_read(self) -> float:
        return self.flip_read if self.flip_no_read is None else self.flip_no_read


@dataclass(frozen=True)
class ReadModel:
    spec: FeatureSpec
    weights: FloatArray  # features x classes
    bias: FloatArray  # classes
    thresholds: Thresholds
    trained_on: tuple[str, ...]

    def probabilities(self, text: str, lang: str, vector: list[float] | None = None) -> dict[Route, float]:
        logits = features(self.spec, text, lang, vector) @ self.weights + self.bias
        logits -= logits.max()
        exp = np.exp(logits)
        probs = exp / exp.sum()
        return {c: float(p) for c, p in zip(CLASSES, probs, strict=True)}

    def to_json(self) -> dict[str, Any]:
        return {
            "format": 1, "classes": list(CLASSES), "trained_on": list(self.trained_on),
            "features": {"ngram_sizes": list(self.spec.sizes), "buckets": self.spec.buckets,
                         "embedding_dim": self.spec.embedding_dim, "embedding_weight": self.spec.embedding_weight,
                         "embedding_langs": list(self.spec.embedding_langs),
                         **({"letter_sizes": list(self.spec.letter_sizes)} if self.spec.letter_sizes else {})},
            "thresholds": {"flip_read": self.thresholds.flip_read, "flip_route": self.thresholds.flip_route,
                           "keep_rule": self.thresholds.keep_rule, "flip_no_read": self.thresholds.no_read},
            "bias": [round(float(b), 6) for b in self.bias],
            # sparse: only the rows that carry weight (most hash buckets are never hit)
            "weights": {str(i): [round(float(w), 6) for w in row]
                        for i, row in enumerate(self.weights) if np.any(np.abs(row) > 1e-6)},
        }


def model_from_json(data: dict[str, Any]) -> ReadModel:
    if data.get("format") != 1 or tuple(data.get("classes", ())) != CLASSES:
        raise ValueError("read model file: unknown format or classes")
    f = data["features"]
    spec = FeatureSpec(tuple(int(n) for n in f["ngram_sizes"]), int(f["buckets"]), int(f["embedding_dim"]),
                       float(f["embedding_weight"]), tuple(f.get("embedding_langs", ("en", "ko"))),
                       tuple(int(n) for n in f.get("letter_sizes", ())))
    width = spec.buckets + 1 + spec.embedding_dim
    weights = np.zeros((width, len(CLASSES)), dtype=np.float64)
    for key, row in data["weights"].items():
        weights[int(key)] = row
    t = data["thresholds"]
    return ReadModel(spec, weights, np.asarray(data["bias"], dtype=np.float64),
                     Thresholds(float(t["flip_read"]), float(t["flip_route"]), float(t["keep_rule"]),
                                float(t.get("flip_no_read", t["flip_read"]))),
                     tuple(data.get("trained_on", ())))


READ_FILE = OpinionFile("read", model_from_json)


def load_read_model(path: Path | None = None) -> ReadModel | None:
    """The trained second opinion, or None when no weights file ships (the rules then answer alone)."""
    return READ_FILE.load(path)


def _rule_class(rule: ReadDecision) -> Route:
    return rule.route if rule.read else "none"


def _rules_by_grammar(rule: ReadDecision) -> bool:
    return any(r in (ASKS_BOTH, AGAINST_OWN_LIST, COMPARED_OWN_PAST, SAME_AS_OWN, OWN_REGIMEN_LIST, NAME_PLACE,
                        RECURRENCE, HEDGED_COURSE, OWN_COUNT, REGIMEN_DATE, HAPPENED_BEFORE, MEAL_ASKED, TOOL_NAME,
                        ON_RECORD, TYPED_TOLD)
               or r.startswith("contract:")
               for r in rule.reasons)


# No read decided by who or what the ask is about, which words alone do not see: a pet's trouble judged, a value
# just told judged in general (contract C9), someone else's trouble or the media checked, a writing task (session
# 31), another person's illness caught or weighed as a risk, a question the user marks as general, a Korean turn
# with no ask closed on a finished statement (session 48), a request to change what the memory holds or a turn
# that takes its ask back (session 49).
# The model does not turn these over.
_GRAMMAR_NO_READ = frozenset({"pet", "norm_judgement", "someone_else", "media", "task", "others_trouble",
                              "general_mark", "told_closed", "memory_edit",
                              "dismissed"})


def _no_read_by_grammar(rule: ReadDecision) -> bool:
    # a turn that takes its ask back ("… nvm found it") holds asks the words still show: the take-back decides
    return "dismissed" in rule.reasons or (bool(rule.reasons) and all(r in _GRAMMAR_NO_READ for r in rule.reasons))


def combine(rule: ReadDecision, probs: dict[Route, float], t: Thresholds) -> ReadDecision:
    """One decision from the rules and the model's probabilities (pure), the reason saying who answered.

    - read or not: the model reads where the rules did not when its P(read) reaches `flip_read`, unless every
      ask was set aside by a grammar rule the words do not show (a pet's trouble, a value just told judged in
      general: reasons ``pet``, ``norm_judgement``); it turns a read of the rules into a no-read when its
      P(none) reaches `flip_no_read`;
    - the route of a read: the model's route replaces the rules' when it reaches `flip_route` and the
      rules' own route is below `keep_rule` in the model's eyes, unless the rules' route is the union of
      the sentence's asks (``read_asks.ASKS_BOTH``: a record ask and a said ask) or a rule of the route
      contract (``read_contract``: reasons ``contract:*``) or a comparison with the user's own past
      (``read_compare.COMPARED_OWN_PAST``) or a name or place of the care team asked
      (``read_route.NAME_PLACE``), which words alone do not see.
    """
    p_read = 1.0 - probs["none"]
    best_route: Route = max(CLASSES[1:], key=lambda c: probs[c])
    mine = f"model:{_fmt(probs)}"
    ruled = _rule_class(rule)
    if not rule.read and p_read >= t.flip_read and not _no_read_by_grammar(rule):
        return ReadDecision(True, best_route, [*rule.reasons, mine, f"model_read:{best_route}:{p_read:.2f}"])
    if rule.read and probs["none"] >= t.no_read:
        return ReadDecision(False, "none", [*rule.reasons, mine, f"model_no_read:{probs['none']:.2f}"])
    if rule.read and best_route != ruled and not _rules_by_grammar(rule) \
            and probs[best_route] / max(p_read, 1e-9) >= t.flip_route \
            and probs[ruled] / max(p_read, 1e-9) < t.keep_rule:
        return ReadDecision(True, best_route, [*rule.reasons, mine, f"model_route:{ruled}->{best_route}"])
    return ReadDecision(rule.read, rule.route, [*rule.reasons, mine, "rules_kept"])


def _fmt(probs: dict[Route, float]) -> str:
    return ",".join(f"{c}={probs[c]:.2f}" for c in CLASSES if not math.isnan(probs[c]))


@lru_cache(maxsize=1024)
def _sentence_vector(text: str) -> tuple[float, ...] | None:
    """The packaged sentence embedding of ``text`` (the process's embedder, as facts and questions are embedded),
    or None when no embedding model loads (the rules then answer alone). Kept per text: a question's gate and its
    search embed the same words."""
    from pia_graph.config import get_settings
    from pia_graph.embedding import get_embedder

    try:
        return tuple(get_embedder(get_settings()).embed([text])[0])
    except Exception as exc:  # a model that does not load or run must not stop the gate: the rules still answer
        log.warning("read model: no sentence embedding (%s): the READ rules answer alone", exc)
        return None


def sentence_vector(text: str) -> list[float] | None:
    found = _sentence_vector(text)
    return None if found is None else list(found)


def decide(text: str, lang: str, model: ReadModel | None, vector: list[float] | None = None, *,
           utterance: AnalysedUtterance | None = None) -> ReadDecision:
    """The READ decision the service acts on: the rules (over the turn's analysed utterance when there is one),
    with the model's second opinion when one ships. A model that reads the sentence embedding of ``lang``'s texts
    gets ``vector``, or the packaged embedder's vector of ``text`` when none is given."""
    lang = "ko" if lang == "ko" else "en"
    rule = decide_read(text, lang, utterance=utterance)
    if model is None:
        return rule
    if model.spec.embeds(lang) and vector is None:
        vector = sentence_vector(text)
        if vector is not None and len(vector) != model.spec.embedding_dim:
            log.warning("read model wants %d dimensions, the embedder gives %d: the READ rules answer alone",
                        model.spec.embedding_dim, len(vector))
            vector = None
    if model.spec.embeds(lang) and vector is None:
        return ReadDecision(rule.read, rule.route, [*rule.reasons, "model_skipped:no_embedding"])
    # the opinion's words are the question's own, without a courtesy frame around it ("could you kindly remind
    # me ...", "... 알려주시면 감사하겠습니다": session 43); its sentence vector stays that of the turn as typed
    return combine(rule, model.probabilities(courtesy_free(text, lang), lang, vector), model.thresholds)
