"""A learned second opinion on the fused order (pure, optional): a logistic model over the first candidates of the
fusion reorders them.

The fusion's hand weights leave about half the reciprocal-rank points of develop to ranking (the expected item at
rank 2-5, docs/read-path.md "Session 62, fusion62"), mostly ties among records of equal strength ordered newest
first. A small linear model over what the fusion already knows of each candidate (its score, place and gap to the
first, the channels that found it, the coordinate and type asked, the record's day against the question's window,
its place in time among the candidates of its coordinate, the fields asked against what it holds) and the
question's words against the item's own words gives each candidate a score; the candidates are ordered by it.

The weights are a data file (`ontology/read/rerank_model.json`, or the path of the setting `rerank_model`,
`PIA_RERANK_MODEL`; the empty string turns it off) written by `scripts/rerank_fit.py`; without it the fused order
stands. `mode` "ties" moves an item only among the candidates of its fused score (a tie-break), "full" reorders
the first `depth` candidates.
Deterministic: equal model scores keep the fused order.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from pia_graph.memory.recall_models import QueryUnderstanding, RecallItem
from pia_graph.opinion_file import OpinionFile

FloatArray = npt.NDArray[np.float64]
FORMAT = 1
MODES = ("full", "ties")
_HANGUL = re.compile(r"[\uac00-\ud7a3]+")
_WORD = re.compile(r"[a-z0-9]+")
_QUESTION_WORDS = re.compile(r"^question_words:([0-9.]+)$")
_COSINE = re.compile(r"^vector:rank \d+ cos ([0-9.]+)")
_FULLTEXT = re.compile(r"^fulltext:rank (\d+)")
# English words too common to tell one item from another (short ones are dropped by length)
_ENGLISH_MIN = 3

# The features, in the order of a row (a model file names them; a model that names another set is refused).
FEATURES: tuple[str, ...] = (
    "place",  # 1 / (fused rank)
    "score",  # the fused score
    "gap",  # the first item's score minus this one's
    "tied_before",  # how many items above share its fused score (0, 1, 2 ...), as 1 - 1 / (1 + n)
    "fact",
    "from_structured",
    "from_vector",
    "from_fulltext",
    "from_rehydrated",
    "coordinate_asked",
    "type_asked",
    "in_window",
    "outside_window",
    "days_from_window",  # log1p of the days between the item's day and the window (0 inside or without one)
    "days_ago",  # log1p of the days between the item's day and the question
    "no_date",
    "newest_of_coordinate",  # among the candidates of its coordinate that have a day
    "oldest_of_coordinate",
    "recency_place",  # 0 for the newest of its coordinate ... 1 for the oldest
    "shares_coordinate",  # other candidates hold its coordinate
    "value_asked_held",
    "date_asked_held",
    "status_asked_held",
    "latest_asked_newest",
    "first_asked_oldest",
    "negated",
    "words_en",  # share of the question's English words in the item's text and quoted span
    "bigrams_ko",  # share of the question's Korean syllable pairs in the item's text and quoted span
    "question_words",  # the fusion's own coverage of the residual words by a sentence
    "cosine",  # the question's likeness to the sentence (vector search), 0 when not found so
    "fulltext_place",  # 1 / its rank in the full-text search, 0 when not found so
    "same_turn",  # placed beside a record or sentence of its turn
    "reasons",  # how many reasons the fusion gave, log1p
)


_SCORE = FEATURES.index("score")


@dataclass(frozen=True)
class RerankModel:
    weights: FloatArray
    bias: float
    depth: int  # how many fused candidates it reads (the fusion is asked for at least this many)
    mode: str  # "full" or "ties"
    mean: FloatArray  # features are centred and scaled as in training
    scale: FloatArray
    # the fused score's own weight, fixed before the fit: the larger, the more a move must be earned (0: a free
    # reorder; ties, whose fused scores are equal, are always the model's)
    prior: float = 0.0
    tie_gap: float = 0.0  # "ties": how far below a run's first score an item still counts as tied

    def scores(self, rows: FloatArray) -> FloatArray:
        z: FloatArray = ((rows - self.mean) / self.scale) @ self.weights + self.bias
        if self.prior:
            z = z + self.prior * rows[:, _SCORE]
        return z


def model_from(data: dict[str, Any]) -> RerankModel:
    """A model from its JSON form; a file for another format or feature set is refused (ValueError)."""
    if data.get("format") != FORMAT:
        raise ValueError(f"rerank model format {data.get('format')!r}, want {FORMAT}")
    names = tuple(data.get("features") or ())
    if names != FEATURES:
        raise ValueError("rerank model features differ from this code's")
    mode = str(data.get("mode", "full"))
    if mode not in MODES:
        raise ValueError(f"rerank mode {mode!r}")
    n = len(FEATURES)

    def vec(key: str, default: float) -> FloatArray:
        raw = data.get(key)
        out = np.asarray(raw if raw is not None else [default] * n, dtype=np.float64)
        if out.shape != (n,):
            raise ValueError(f"rerank model {key}: {out.shape}, want ({n},)")
        return out

    scale = vec("scale", 1.0)
    scale[scale == 0] = 1.0
    return RerankModel(weights=vec("weights", 0.0), bias=float(data.get("bias", 0.0)),
                       depth=int(data.get("depth", 20)), mode=mode,
                       mean=vec("mean", 0.0), scale=scale, prior=float(data.get("prior", 0.0)),
                       tie_gap=float(data.get("tie_gap", 0.0)))


# the setting ``rerank_model`` (`PIA_RERANK_MODEL`): a path, or empty for none; unset, the shipped file
RERANK_FILE = OpinionFile("rerank", model_from, setting=lambda s: s.rerank_model, refuse_unreadable=True)


def load_model() -> RerankModel | None:
    """The model in use, or None (no file: the fused order stands)."""
    return RERANK_FILE.load()


def english_words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if len(w) >= _ENGLISH_MIN}


def korean_bigrams(text: str) -> set[str]:
    out: set[str] = set()
    for run in _HANGUL.findall(text):
        out.update(run[i:i + 2] for i in range(len(run) - 1))
    return out


def _day(item: RecallItem) -> dt.date | None:
    if not item.date:
        return None
    try:
        return dt.date.fromisoformat(item.date[:10])
    except ValueError:
        return None


def _share(wanted: set[str], held: set[str]) -> float:
    return len(wanted & held) / len(wanted) if wanted else 0.0


def _first_number(pattern: re.Pattern[str], why: Sequence[str]) -> float:
    for reason in why:
        m = pattern.match(reason)
        if m:
            return float(m.group(1))
    return 0.0


def _same_turn(why: Sequence[str]) -> bool:
    return any(w.startswith(("said in the same turn", "same turn as", "beside ", "cited on", "record of the turn"))
               for w in why)


def _negated(item: RecallItem) -> bool:
    return item.text.startswith("no ") or any(w.startswith("negated") for w in item.why)


def features(question: str, u: QueryUnderstanding, items: Sequence[RecallItem], said_at: dt.datetime) -> FloatArray:
    """One row per item, in the order of FEATURES (pure)."""
    n = len(items)
    rows = np.zeros((n, len(FEATURES)), dtype=np.float64)
    if not n:
        return rows
    coords = {d.value for d in u.coordinates}
    types = {d.value for d in u.record_types}
    fields = {d.value for d in u.fields}
    value_asked = bool(fields & {"value", "highest", "lowest"})
    date_asked = "date" in fields
    status_asked = any(f.startswith("status:") for f in fields) or "status" in fields
    latest = u.wants_latest
    first = "first" in fields
    today = said_at.date()
    q_words, q_bigrams = english_words(question), korean_bigrams(question)
    days = [_day(i) for i in items]
    by_coord: dict[str, list[dt.date]] = {}
    for item, day in zip(items, days, strict=True):
        if item.coordinate and day is not None:
            by_coord.setdefault(item.coordinate, []).append(day)
    per_coord: dict[str, int] = {}
    for item in items:
        if item.coordinate:
            per_coord[item.coordinate] = per_coord.get(item.coordinate, 0) + 1
    top = items[0].score
    tied = 0
    for pos, (item, day) in enumerate(zip(items, days, strict=True)):
        tied = tied + 1 if pos and abs(item.score - items[pos - 1].score) < 1e-9 else 0
        held = f"{item.text} {item.provenance.span or ''}"
        src = set(item.sources)
        in_window = outside = False
        from_window = 0.0
        if day is not None and u.window is not None:
            start, end = u.window.start, u.window.end
            before = (start - day).days if start is not None and day < start else 0
            after = (day - end).days if end is not None and day > end else 0
            outside = before > 0 or after > 0
            in_window = not outside
            from_window = math.log1p(before + after)
        newest = oldest = False
        place_in_time = 0.0
        dated = by_coord.get(item.coordinate or "", [])
        if day is not None and len(dated) > 1:
            newest, oldest = day == max(dated), day == min(dated)
            later = sum(1 for d in dated if d > day)
            place_in_time = later / (len(dated) - 1)
        row = (
            1.0 / (pos + 1),
            item.score,
            top - item.score,
            1.0 - 1.0 / (1 + tied),
            float(item.kind == "fact"),
            float("structured" in src),
            float("vector" in src),
            float("fulltext" in src),
            float("rehydrated" in src),
            float(bool(item.coordinate) and item.coordinate in coords),
            float(bool(item.type) and item.type in types),
            float(in_window),
            float(outside),
            from_window,
            math.log1p(abs((today - day).days)) if day is not None else 0.0,
            float(day is None),
            float(newest),
            float(oldest),
            place_in_time,
            float(per_coord.get(item.coordinate or "", 0) > 1),
            float(value_asked and item.value is not None),
            float(date_asked and day is not None),
            float(status_asked and item.status is not None),
            float(latest and newest),
            float(first and oldest),
            float(_negated(item)),
            _share(q_words, english_words(held)) if q_words else 0.0,
            _share(q_bigrams, korean_bigrams(held)) if q_bigrams else 0.0,
            _first_number(_QUESTION_WORDS, item.why),
            _first_number(_COSINE, item.why),
            1.0 / fulltext if (fulltext := _first_number(_FULLTEXT, item.why)) else 0.0,
            float(_same_turn(item.why)),
            math.log1p(len(item.why)),
        )
        rows[pos] = row
    return rows


def tie_groups(scores: Sequence[float], gap: float) -> list[int]:
    """Runs of the fused order whose scores lie within `gap` of the run's first (0: equal scores), numbered."""
    out: list[int] = []
    head, group = None, -1
    for score in scores:
        if head is None or head - score > gap + 1e-9:
            head, group = score, group + 1
        out.append(group)
    return out


def order(model: RerankModel, items: Sequence[RecallItem], rows: FloatArray) -> list[int]:
    """The new order of the first `model.depth` items (indices; the rest keep their places after them)."""
    n = min(len(items), model.depth)
    if n < 2:
        return list(range(len(items)))
    z = model.scores(rows[:n])
    if model.mode == "ties":
        # an item moves only among the items of its fused score (within `tie_gap` of the first of its run)
        groups = tie_groups([items[i].score for i in range(n)], model.tie_gap)
        head = sorted(range(n), key=lambda i: (groups[i], -float(z[i]), i))
    else:
        head = sorted(range(n), key=lambda i: (-float(z[i]), i))
    return head + list(range(n, len(items)))


def rerank(model: RerankModel, question: str, u: QueryUnderstanding, items: Sequence[RecallItem],
           said_at: dt.datetime) -> list[RecallItem]:
    """The items in the model's order (pure)."""
    rows = features(question, u, items[:model.depth], said_at)
    return [items[i] for i in order(model, items, rows)]
