"""A question that picks a record by its place among the user's own (pure): the n-th newest ("the visit before last",
"what was my viral load the time before", 지지난번, 지난번 말고 그 전 검사), the n-th oldest ("my third infusion", "the
second time", 두 번째 접종, 첫 외래), the n-th after an anchor record ("the first visit after my surgery", 퇴원하고 나서
첫 외래), and a day counted from an anchor record ("three days after the second shot", "the tuesday after my surgery",
두 번째 접종 사흘 뒤). The words are the cue table's `place_*` rows (`ontology/read/query_cues.tsv`); what a place
counts among are the terms the understanding took (an alias, a type or class word, a coordinate cue), each given
as its span and its keys. The records are picked after recall (`fuse_place.py`): no database, no clock here.

An ordinal must stand right before a term or an occasion word ("the second opinion", "on the 2nd" pick nothing);
a place inside the question's time expression ("the week before last", 지지난주) is the window's, while a day counted
from an anchor replaces a window the resolver read in the same words ("사흘 뒤" is no window from today)."""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass, field

from pia_graph.memory.recall_models import RecordPlace
from pia_graph.retrieve.cues import found_cues
from pia_graph.temporal.numbers import en_day, en_number, ko_number

Span = tuple[int, int]
Term = tuple[Span, tuple[str, ...]]  # where the understanding took a term, and the keys it took there

ORDINALS = ("place_nth", "place_first", "place_back_term")
OFFSETS = {"place_offset_after": 1, "place_offset_before": -1}
WORDS_BETWEEN = {"en": 1, "ko": 1}  # words an ordinal may stand before its term ("the second flu shot")
ANCHOR_WORDS = 3  # words between a count and its anchor's term ("three days after the second shot")
_STOP = re.compile(r"[?.!,;:]")
_WEEKDAYS = tuple(d.lower() for d in calendar.day_name)


@dataclass
class _Ordinal:
    span: Span
    order: str
    n: int
    term: Term | None  # None: an occasion word ("the second time"): every term asked
    used: bool = False
    over_window: bool = False  # "the 2nd diabetes pill": the resolver read a day of the month


@dataclass
class Places:
    places: list[RecordPlace] = field(default_factory=list)
    spans: list[Span] = field(default_factory=list)  # the words the places took
    window_replaced: bool = False  # a day counted from an anchor stood where the resolver read a window


def _overlaps(a: Span, b: Span | None) -> bool:
    return b is not None and a[0] < b[1] and b[0] < a[1]


def _count(word: str | None, lang: str) -> int | None:
    if not word:
        return None
    n = en_day(word) if lang == "en" or re.search(r"[a-z]", word, re.I) else None
    if n is None:
        value = en_number(word) if re.search(r"[a-z0-9]", word, re.I) and not re.search(r"[가-힣]", word) \
            else ko_number(word)
        n = int(value) if value is not None and value.denominator == 1 else None
    return n if n is not None and 0 < n <= 50 else None


def _gap_ok(between: str, words: int) -> bool:
    return not _STOP.search(between) and len(between.split()) <= words


def term_after(pos: int, text: str, terms: list[Term], words: int) -> Term | None:
    """The first term that starts after ``pos`` with at most ``words`` words between and no stop (pure)."""
    following = sorted((t for t in terms if t[0][0] >= pos), key=lambda t: t[0][0])
    return next((t for t in following[:1] if _gap_ok(text[pos:t[0][0]], words)), None)


def term_before(pos: int, text: str, terms: list[Term], words: int) -> Term | None:
    """The last term that ends before ``pos`` with at most ``words`` words between and no stop (pure)."""
    before = sorted((t for t in terms if t[0][1] <= pos), key=lambda t: -t[0][1])
    return next((t for t in before[:1] if _gap_ok(text[t[0][1]:pos], words)), None)


def _occasion_after(pos: int, text: str, lang: str) -> bool:
    rest = text[pos:]
    return any(m.start() == len(rest) - len(rest.lstrip()) for c, found in found_cues(rest, lang)
               if c.target == "place_occasion" for m in found)


def _ordinals(text: str, lang: str, terms: list[Term], window: Span | None) -> list[_Ordinal]:
    out: list[_Ordinal] = []
    found_all = found_cues(text, lang)
    # "second-to-last CRP", "the 2nd most recent": an ordinal inside a count from the newest is that count's
    backs = [(m.start(), m.end()) for cue, found in found_all if cue.target == "place_back" for m in found]
    for cue, found in found_all:
        if cue.target not in ORDINALS:
            continue
        for m in found:
            span = (m.start(), m.end())
            if any(_overlaps(span, o.span) for o in out) or (
                    cue.target != "place_back_term" and any(_overlaps(span, b) for b in backs)):
                continue
            n = 1 if cue.target == "place_first" else 2 if cue.target == "place_back_term" else \
                _count(m.groupdict().get("n"), lang)
            term = term_after(m.end(), text, terms, WORDS_BETWEEN[lang])
            # an ordinal the resolver read as a day ("the 2nd") is a place only right before a term it counts
            over = _overlaps(span, window)
            if over and (term is None or window is None or window[1] != m.end() or cue.target != "place_nth"):
                continue
            if n is None or (term is None and (cue.target == "place_back_term"
                                               or not _occasion_after(m.end(), text, lang))):
                continue
            out.append(_Ordinal(span, "newest" if cue.target == "place_back_term" else "oldest", n, term,
                                over_window=over))
    return out


def _nth(o: _Ordinal, reason: str) -> RecordPlace:
    return RecordPlace(kind="nth", order="newest" if o.order == "newest" else "oldest", n=o.n,
                       terms=list(o.term[1]) if o.term else [], reason=reason, span="")


def _anchor(term: Term, ordinals: list[_Ordinal], text: str) -> RecordPlace:
    """The anchor record: the ordinal said of its term ("the second shot"), else its newest."""
    said = next((o for o in ordinals if o.term is not None and o.term[0] == term[0]), None)
    if said is not None:
        said.used = True
        return _nth(said, f"anchor_{said.order}_{said.n}").model_copy(update={"span": text[said.span[0]:term[0][1]]})
    return RecordPlace(kind="nth", n=1, terms=list(term[1]), reason="anchor_newest", span=text[term[0][0]:term[0][1]])


def _offset(m: re.Match[str], sign: int, lang: str) -> tuple[int, int | None] | None:
    """The days counted and the weekday named, from an offset's groups."""
    g = m.groupdict()
    weekday = g.get("weekday")
    if weekday:
        return 0, _WEEKDAYS.index(weekday.lower())
    if g.get("next"):
        return sign, None
    word = g.get("n") or g.get("n2") or g.get("word")
    n = 1 if not word or word.lower() in ("a", "an") else _count(word, lang)
    if n is None:
        return None
    return sign * n * (7 if g.get("weeks") else 1), None


def record_places(text: str, lang: str, terms: list[Term], window: Span | None = None) -> Places:
    """The places the question says, each with what it counts among (pure). ``terms``: the spans the understanding
    took as terms and their keys; ``window``: the span of the time expression the resolver read, if any."""
    out = Places()
    ordinals = _ordinals(text, lang, terms, window)
    for cue, found in found_cues(text, lang):
        sign = OFFSETS.get(cue.target)
        if sign is None:
            continue
        for m in found:
            counted = _offset(m, sign, lang)
            anchor = term_after(m.end(), text, terms, ANCHOR_WORDS) if lang == "en" else \
                term_before(m.start(), text, terms, ANCHOR_WORDS)
            span = (m.start(), m.end())
            inside = window is not None and span[0] <= window[0] <= window[1] <= span[1]
            said = _anchor_said(m, text, lang) if anchor is None and not _overlaps(span, window) else None
            if counted is None or (anchor is None and said is None) or (_overlaps(span, window) and not inside):
                continue  # "the day before my birthday": the resolver read the anchor too; the window stands
            days, weekday = counted
            out.places.append(RecordPlace(kind="offset", anchor=_anchor(anchor, ordinals, text) if anchor else said,
                                          offset_days=days,
                                          weekday=weekday, reason=f"offset:{days}" + (
                                              f":weekday{weekday}" if weekday is not None else ""),
                                          span=m.group(0)))
            out.spans.append(span)
            out.window_replaced = out.window_replaced or _overlaps(span, window)
    _at_places(text, lang, terms, window, out)
    for o in ordinals:
        if o.used or o.order != "oldest" or o.term is None:
            continue
        anchor = _after_anchor(o, text, terms, lang)
        if anchor is not None:
            o.used = True
            out.places.append(RecordPlace(kind="after", order="oldest", n=o.n, terms=list(o.term[1]),
                                          anchor=_anchor(anchor, [], text), reason=f"after:oldest_{o.n}",
                                          span=text[o.span[0]:o.term[0][1]]))
            out.spans.append(o.span)
    for o in ordinals:
        out.window_replaced = out.window_replaced or o.over_window
        if not o.used and not _dates_question(o, text, lang):
            end = o.term[0][1] if o.term else o.span[1]
            out.places.append(_nth(o, f"{o.order}_{o.n}").model_copy(update={"span": text[o.span[0]:end]}))
            out.spans.append(o.span)
    for cue, found in found_cues(text, lang):
        if cue.target != "place_back":
            continue
        for m in found:
            # "second-to-last CRP": the resolver read "the second" of it, a day; the count runs past it and wins
            past = window is not None and _overlaps((m.start(), m.end()), window) and window[1] < m.end()
            if (_overlaps((m.start(), m.end()), window) and not past) or any(
                    _overlaps((m.start(), m.end()), s) for s in out.spans):
                continue
            out.window_replaced = out.window_replaced or past
            n = _count(m.groupdict().get("n"), lang) or 2
            out.places.append(RecordPlace(kind="nth", order="newest", n=n, reason=f"newest_{n}", span=m.group(0)))
            out.spans.append((m.start(), m.end()))
    return out


def _anchor_said(m: re.Match[str], text: str, lang: str) -> RecordPlace | None:
    """An anchor of words, no term: "two days after Namche", 쿠스코 도착한 다음 날. The words right after the count in
    English, right before it in Korean, up to a stop (at most ANCHOR_WORDS); the user's sentence that holds them
    dates it (`fact_place.sentence_anchor_days`), never a window from today."""
    if lang == "en":
        words = _STOP.split(text[m.end():], maxsplit=1)[0].split()[:ANCHOR_WORDS]
    else:
        words = _STOP.split(text[:m.start()])[-1].split()[-(ANCHOR_WORDS - 1):]
    said = " ".join(words).strip()
    return RecordPlace(kind="nth", n=1, reason="anchor_words", span=said) if said else None


def _at_places(text: str, lang: str, terms: list[Term], window: Span | None, out: Places) -> None:
    """A when-clause that dates what is asked by an event ("what was the INR when I had the big bruise", 와파린 줄였을
    때 INR): its term (after the clause in English, before it in Korean) is the anchor; every record of it counts, as
    an episode's first day or a dose change's last may be the one meant (`fuse_place` takes the nearest)."""
    for cue, found in found_cues(text, lang):
        if cue.target != "place_at":
            continue
        for m in found:
            span = (m.start(), m.end())
            anchor = term_after(m.end(), text, terms, ANCHOR_WORDS) if lang == "en" else \
                term_before(m.start(), text, terms, ANCHOR_WORDS)
            if anchor is None or _overlaps(span, window) or any(_overlaps(span, s) for s in out.spans):
                continue
            said = text[min(span[0], anchor[0][0]):max(span[1], anchor[0][1])]
            out.places.append(RecordPlace(kind="at", anchor=RecordPlace(
                kind="nth", terms=list(anchor[1]), reason="anchor_any", span=text[anchor[0][0]:anchor[0][1]]),
                reason="at", span=said))
            out.spans.append(span)


def _dates_question(o: _Ordinal, text: str, lang: str) -> bool:
    """Whether the ordinal's record only dates the question: "since my first mounjaro jab" (a connective right before
    it), 첫 접종 후로 (one right after its term): the records after it are asked, not it."""
    end = o.term[0][1] if o.term else o.span[1]
    for cue, found in found_cues(text, lang):
        if cue.target == "place_after":
            for m in found:
                if lang == "en" and m.end() <= o.span[0] and _gap_ok(text[m.end():o.span[0]], 1):
                    return True
                if lang == "ko" and m.start() >= end and not text[end:m.start()].strip():
                    return True
    return False


def _after_anchor(o: _Ordinal, text: str, terms: list[Term], lang: str) -> Term | None:
    """The anchor an ordinal counts from: "the first visit after my surgery" (the term after the connective that
    follows), 퇴원하고 나서 첫 외래 (the term before the connective that comes before)."""
    assert o.term is not None
    for cue, found in found_cues(text, lang):
        if cue.target != "place_after":
            continue
        for m in found:
            if lang == "en" and m.start() >= o.term[0][1] and not text[o.term[0][1]:m.start()].strip():
                return term_after(m.end(), text, terms, ANCHOR_WORDS)
            if lang == "ko" and m.end() <= o.span[0] and not text[m.end():o.span[0]].strip():
                return term_before(m.start(), text, terms, ANCHOR_WORDS)
    return None


def question_terms(alias_keys: list[Term], cue_hits: list[tuple[str, str, Span]], coordinates: dict[str, str],
                   text: str) -> list[Term]:
    """What a place may count among, where the question says it (pure): each alias with the keys it reached (a
    concept's members, a class's drugs: the coordinates decided with its words), and each type, coordinate or class
    word. ``coordinates``: each coordinate decided and the words it was decided on."""
    def reached(span: Span, own: tuple[str, ...]) -> tuple[str, ...]:
        said = text[span[0]:span[1]]
        return tuple(dict.fromkeys([*(k for k in own if k in coordinates),
                                    *(k for k, words in coordinates.items() if words == said)]))

    out = [(span, reached(span, keys)) for span, keys in alias_keys]
    for target, _, span in cue_hits:
        kind, _, value = target.partition(":")
        if kind == "type":
            out.append((span, (target,)))
        elif kind in ("coord", "class"):
            out.append((span, reached(span, (value,) if kind == "coord" else ())))
    return [t for t in out if t[1]]
