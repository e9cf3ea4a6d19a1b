"""Quantities in an utterance: numbers with the unit as said (English and Korean).

Covers ``118이었어``, ``6.4%``, ``128/84``, ``141 over 92``, ``혈압 130에 85``, ``5'9"``, ``12,340``,
``5k``, ``12k steps``, ``만보``, ``소주 한 병``, ``두 잔``, ``a couple glasses``, ``7/10``. Each quantity keeps its
offsets so that extractors can tie it to the nearest term and skip what is a time expression.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache, lru_cache

from pia_graph.ingest.extract.not_values import label_spans, not_value_spans
from pia_graph.ingest.extract.number_patterns import build, num
from pia_graph.ingest.extract.number_patterns import patterns as number_patterns
from pia_graph.ingest.extract.quantity import Quantity
from pia_graph.regex_needs import Prefilter

__all__ = ["Quantity", "find_quantities", "label_spans", "not_value_spans"]

# "한 병 반", "세 시간 반", "two and a half": half a unit more; "38도 2부": tenths of a degree.
_HALF_AFTER = re.compile(r"\s*반(?![가-힣])|\s+and\s+a\s+half\b", re.I)
_TENTHS_AFTER = re.compile(r"\s*(\d)\s*부(?:(?![가-힣])|(?=까지|야|예요|였|이었|에서|로|라|네|임))")
_HALF_UNITS = frozenset({"drink", "bottle", "pill", "cup", "h", "kilo", "km", "k", "mi", "cigarette"})


def _with_fraction(q: Quantity, text: str) -> Quantity:
    if q.kind != "number" or q.unit is None:
        return q
    if q.unit in _HALF_UNITS and float(q.value).is_integer():
        half = _HALF_AFTER.match(text, q.end)
        if half is not None:
            return Quantity(q.value + 0.5, q.unit, q.start, half.end(), text[q.start:half.end()], q.kind)
    if q.unit == "Cel" and float(q.value).is_integer():
        tenths = _TENTHS_AFTER.match(text, q.end)
        if tenths is not None:
            value = q.value + int(tenths.group(1)) / 10
            return Quantity(value, q.unit, q.start, tenths.end(), text[q.start:tenths.end()], q.kind)
    return q


# A minus sign right before a number, not after a word or digit: "-5 kg", "was -90", but not "5-10 mg" or
# "2026-03-01" (a range or a date) and not "- 5" (a dash).
_MINUS_BEFORE = re.compile(r"(?:^|(?<=[\s(\[:=,;]))[-\u2212\u2012\u2013\ufe63\uff0d]$")


def _with_sign(q: Quantity, text: str) -> Quantity:
    """Keep the sign said: a negative weight or glucose is out of bounds and rejected, never read as positive."""
    if q.kind != "number" or q.start == 0 or not text[q.start - 1:q.start].strip():
        return q
    if _MINUS_BEFORE.search(text, 0, q.start) is None:
        return q
    return Quantity(-q.value, q.unit, q.start - 1, q.end, text[q.start - 1:q.end], q.kind, q.value2)


@cache
def _prefilter(upto: int) -> Prefilter:
    """The prefilter of the first ``upto`` patterns."""
    return Prefilter(tuple(pattern for _, pattern in number_patterns()[:upto]))


@cache
def _upto(kinds: tuple[str, ...] | None) -> int:
    """How many patterns run to find the quantities of ``kinds`` (None: all): up to the last of theirs."""
    patterns = number_patterns()
    return len(patterns) if kinds is None else 1 + max((n for n, (k, _) in enumerate(patterns) if k in kinds),
                                                       default=-1)


# a decimal comma: one to three digits, a comma and one digit, in no list of numbers ("81,4 kg", "temp 37,8"; not
# "12,340", "7,6,8"; Korean "3,4일" is "three or four days" and is left alone)
_DECIMAL_COMMA = re.compile(r"(?<![\d,.])(\d{1,3}),(\d)(?![\d,])(?!\.\d)")


def find_quantities(text: str, lang: str = "en", skip: list[tuple[int, int]] | None = None,
                    after: tuple[int, ...] = (), dosed: tuple[int, ...] = (),
                    kinds: tuple[str, ...] | None = None) -> list[Quantity]:
    """Every quantity in text order, without overlaps; spans in ``skip`` (time expressions) are left out, and
    so are numbers that name a category ("stage 3b"); ``after``: the ends of measured terms' names, after which
    one number word is a value ("pulse seventy"); ``dosed``: the ends of drugs' names, after which one is a strength
    ("sertraline fifty"). ``kinds``: only the quantities of those kinds, the same as in the whole list (a pattern
    takes its span before the patterns after it run, so those after the last of these kinds' are not run).
    The answers of the last calls are kept (session 67: a turn's follow-up tests ask again for what an earlier one
    read); each caller gets its own list of the frozen quantities."""
    return list(_found(text, lang, tuple(skip or ()), after, dosed, kinds))


@lru_cache(maxsize=32)
def _found(text: str, lang: str, skip: tuple[tuple[int, int], ...], after: tuple[int, ...], dosed: tuple[int, ...],
           kinds: tuple[str, ...] | None) -> tuple[Quantity, ...]:
    taken: list[tuple[int, int]] = list(skip) + label_spans(text)
    out: list[Quantity] = []

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in taken)

    from pia_graph.ingest.extract.spoken_numbers import digit_twin_values

    if lang != "ko":  # "weight 81,4 kg, bmi 26,1": a decimal comma, read as a point (the same offsets)
        text = _DECIMAL_COMMA.sub(r"\1.\2", text)
    said = text
    text, longer = digit_twin_values(text, after, dosed)  # "seventy nine", "팔십칠": the same offsets, in digits
    patterns = number_patterns()
    # a pattern that cannot match the text (it holds none of what the pattern needs: ``regex_needs``) is not run
    last = _upto(kinds)
    possible = _prefilter(last).possible(text)
    for (kind, pattern), may in zip(patterns[:last], possible, strict=True):
        if not may:
            continue
        for m in pattern.finditer(text):
            s, e = m.start(), m.end()
            if not free(s, e) or s == e:
                continue
            q = build(kind, m, lang) if kind != "pair" or not longer else _longer_pair(m, longer)
            if q is not None and longer:
                q = _longer_values(q, m, longer, kind)
            if q is None:
                continue
            q = _with_sign(_with_fraction(q, text), text)
            if text is not said:
                end = _words_end(text, said, q.end)
                q = replace(q, end=end, raw=said[q.start:end])
            taken.append((q.start, q.end))
            out.append(q)
    spans = not_value_spans(said, lang) if any(q.unit is None for q in out) else []
    out = [q for q in out if (q.unit is not None or not any(a <= q.start and q.end <= b for a, b in spans))
           and (kinds is None or q.kind in kinds)]
    return tuple(sorted(out, key=lambda q: q.start))


def _longer_pair(m: re.Match[str], longer: dict[int, float]) -> Quantity | None:
    """A pair ("백십에 칠십") with the values of its numbers said in fewer syllables than their digits."""
    a, b = longer.get(m.start(1), num(m.group(1))), longer.get(m.start(2), num(m.group(2)))
    if not (a > b and a >= 60):
        return None
    return Quantity(a, "mmHg", m.start(), m.end(), m.group(0), "pair", b)


def _longer_values(q: Quantity, m: re.Match[str], longer: dict[int, float], kind: str) -> Quantity | None:
    """The value of a Korean number said in fewer syllables than its digits ("백오" = 105), where the twin holds
    its leading digits; a rating or a pattern that reads a unit word of its own keeps none of them."""
    starts = [m.start(g) for g in range(1, (m.lastindex or 0) + 1) if m.group(g) is not None]
    if not any(s in longer for s in starts):
        return q
    if kind == "pair":
        return q
    if kind in ("number", "number_unit") and starts and starts[0] in longer:
        return replace(q, value=longer[starts[0]])
    return None


def _words_end(twin: str, said: str, end: int) -> int:
    """Where a number said in words ends: over the padding of its twin ("six point six" is all of it, not "six"),
    crossing a space of the text only when padding goes on after it."""
    while end < len(twin) and twin[end] == " ":
        nxt = end
        while nxt < len(twin) and said[nxt] == " ":
            nxt += 1
        if nxt >= len(twin) or twin[nxt] != " ":
            break
        end = nxt + 1
    return end
