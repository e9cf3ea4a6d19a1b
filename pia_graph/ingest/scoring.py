"""Scoring stored records against a storage scenario's expected records (FORMAT.md).

Records are matched per scenario by (type, coordinate); among several with the same pair, the expected and
predicted records are paired so that the most expected records agree on every field, then on the most fields
(``pair_records``: every pairing is tried for up to six of a pair, greedy beyond). Only the fields an expected record
lists are compared: numbers within 1 % in the canonical unit, dates and datetimes exactly.

Two measures come out of one matching. The loose one counts a record found when its type and coordinate
match, and field exactness over the matched records only. The strict one counts a record found only when
every field it lists matches, and field exactness over the fields of every expected record (a record that
was not found contributes its fields as wrong).
"""

from __future__ import annotations

import datetime as dt
import itertools
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pia_graph.ingest.hup import HupRecord

EXPECT_FIELDS: tuple[str, ...] = (
    "value", "unit", "date", "month", "year", "start", "end", "duration_min", "status", "negated", "relation",
    "expected_end",
)
TOLERANCE = 0.01


@dataclass(frozen=True, slots=True)
class RecordScore:
    tp: int = 0
    fp: int = 0
    fn: int = 0
    fields_checked: int = 0
    fields_exact: int = 0
    strict_tp: int = 0
    expected: int = 0
    predicted: int = 0
    strict_fields_checked: int = 0

    def __add__(self, other: RecordScore) -> RecordScore:
        return RecordScore(self.tp + other.tp, self.fp + other.fp, self.fn + other.fn,
                           self.fields_checked + other.fields_checked, self.fields_exact + other.fields_exact,
                           self.strict_tp + other.strict_tp, self.expected + other.expected,
                           self.predicted + other.predicted,
                           self.strict_fields_checked + other.strict_fields_checked)

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    @property
    def field_exactness(self) -> float:
        return self.fields_exact / self.fields_checked if self.fields_checked else 1.0

    @property
    def strict_precision(self) -> float:
        return self.strict_tp / self.predicted if self.predicted else 1.0

    @property
    def strict_recall(self) -> float:
        return self.strict_tp / self.expected if self.expected else 1.0

    @property
    def strict_f1(self) -> float:
        p, r = self.strict_precision, self.strict_recall
        return 2 * p * r / (p + r) if p + r else 0.0

    @property
    def strict_field_exactness(self) -> float:
        """Exact fields over the fields of every expected record, found or not."""
        return self.fields_exact / self.strict_fields_checked if self.strict_fields_checked else 1.0


def _iso(value: Any) -> Any:
    """Dates and datetimes as ISO strings, whether from pydantic or back from Neo4j (`to_native`)."""
    native = value.to_native() if hasattr(value, "to_native") else value
    if isinstance(native, (dt.date, dt.datetime)):
        return native.isoformat()
    return native


def record_to_expect(record: HupRecord | Mapping[str, Any]) -> dict[str, Any]:
    """A record, or its stored properties, in the FORMAT.md RECORD shape (canonical unit, ISO times, year YYYY)."""
    fields: Mapping[str, Any] = record if isinstance(record, Mapping) else record.model_dump()
    out: dict[str, Any] = {"type": fields["type"], "coordinate": fields["coordinate"]}
    for name in EXPECT_FIELDS:
        value = fields.get(name)
        if value is None:
            continue
        out[name] = str(value) if name == "year" else _iso(value)
    out["negated"] = bool(fields.get("negated", False))
    return out


def _same_time(expected: str, predicted: Any) -> bool:
    pred = _iso(predicted)
    if not isinstance(pred, str):
        return False
    if len(expected) == 10:
        return pred[:10] == expected
    try:
        return dt.datetime.fromisoformat(expected) == dt.datetime.fromisoformat(pred)
    except ValueError:
        return expected == pred


def field_equal(name: str, expected: Any, predicted: Any) -> bool:
    if predicted is None:
        return name == "negated" and expected is False
    if isinstance(expected, bool) or isinstance(predicted, bool):
        return bool(expected) == bool(predicted)
    if isinstance(expected, (int, float)):
        try:
            p = float(predicted)
        except (TypeError, ValueError):
            return False
        if expected == 0:
            return abs(p) <= TOLERANCE
        return abs(p - expected) <= TOLERANCE * abs(expected)
    if name in ("date", "start", "end", "expected_end") and isinstance(expected, str):
        return _same_time(expected, predicted)
    return str(expected).strip().lower() == str(predicted).strip().lower()


def _agreement(exp: dict[str, Any], pred: dict[str, Any]) -> int:
    return sum(1 for k, v in exp.items() if k not in ("type", "coordinate") and field_equal(k, v, pred.get(k)))


_EXHAUSTIVE = 6  # the most records of one (type, coordinate) on either side for which every pairing is tried


def _own(exp: dict[str, Any]) -> list[str]:
    return [k for k in exp if k not in ("type", "coordinate")]


def _weight(exp: dict[str, Any], pred: dict[str, Any]) -> tuple[int, int]:
    """(agrees on every field, fields agreed): a pairing is better when more records agree fully."""
    agree = _agreement(exp, pred)
    return (int(agree == len(_own(exp))), agree)


def _pair_group(exps: list[dict[str, Any]], preds: list[dict[str, Any]]) -> list[tuple[int, int]]:
    """Index pairs (expected, predicted) of one (type, coordinate): the best pairing, or greedy when large."""
    if len(exps) <= _EXHAUSTIVE and len(preds) <= _EXHAUSTIVE:
        weights = [[_weight(e, p) for p in preds] for e in exps]
        k = min(len(exps), len(preds))
        best: tuple[tuple[int, int], list[tuple[int, int]]] | None = None
        for chosen_e in itertools.combinations(range(len(exps)), k):
            for chosen_p in itertools.permutations(range(len(preds)), k):
                tried = list(zip(chosen_e, chosen_p, strict=True))
                total = (sum(weights[e][q][0] for e, q in tried), sum(weights[e][q][1] for e, q in tried))
                if best is None or total > best[0]:
                    best = (total, tried)
        return best[1] if best is not None else []
    pairs: list[tuple[int, int]] = []
    free = list(range(len(preds)))
    for e in sorted(range(len(exps)), key=lambda i: -len(exps[i])):
        if not free:
            break
        q = max(free, key=lambda j: _agreement(exps[e], preds[j]))
        free.remove(q)
        pairs.append((e, q))
    return pairs


def pair_records(
    expected: list[dict[str, Any]], predicted: list[dict[str, Any]]
) -> list[tuple[dict[str, Any], dict[str, Any] | None]]:
    """Each expected record with its predicted one (None when none of its type and coordinate is left)."""
    groups: dict[tuple[Any, Any], tuple[list[int], list[int]]] = {}
    for i, exp in enumerate(expected):
        groups.setdefault((exp.get("type"), exp.get("coordinate")), ([], []))[0].append(i)
    for j, pred in enumerate(predicted):
        key = (pred.get("type"), pred.get("coordinate"))
        if key in groups:
            groups[key][1].append(j)
    match: dict[int, int] = {}
    for exp_ix, pred_ix in groups.values():
        for e, q in _pair_group([expected[i] for i in exp_ix], [predicted[j] for j in pred_ix]):
            match[exp_ix[e]] = pred_ix[q]
    return [(exp, predicted[match[i]] if i in match else None) for i, exp in enumerate(expected)]


def score_records(expected: list[dict[str, Any]], predicted: list[dict[str, Any]]) -> RecordScore:
    """TP/FP/FN by (type, coordinate), field exactness, and the strict measure (module docstring)."""
    tp = fn = checked = exact = strict_tp = all_fields = 0
    for exp, best in pair_records(expected, predicted):
        own = _own(exp)
        all_fields += len(own)
        if best is None:
            fn += 1
            continue
        tp += 1
        agree = sum(field_equal(k, exp[k], best.get(k)) for k in own)
        checked += len(own)
        exact += agree
        strict_tp += agree == len(own)
    return RecordScore(tp, len(predicted) - tp, fn, checked, exact, strict_tp, len(expected), len(predicted),
                       all_fields)
