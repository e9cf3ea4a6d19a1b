"""Vaccinations: a vaccine said as given ("got my flu shot yesterday", "독감 예방접종 맞았어"), with its dose number."""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.visit_words import FUTURE
from pia_graph.ontology import Dictionary
from pia_graph.ontology.per_dictionary import per_dictionary
from pia_graph.ontology.word_lists import rule_words, words_alternation

_SHOT_EN = r"\b(?:shots?|vaccin\w*|vaxx?(?:ed|es)?|boosters?|jabs?|doses?)\b"
_VACCINE_FALLBACK: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("vaccine:influenza", re.compile(r"\bflu\b|influenza|독감", re.IGNORECASE)),
    ("vaccine:covid19", re.compile(r"\bcovid(?:-?19)?\b|코로나", re.IGNORECASE)),
    ("vaccine:shingles", re.compile(r"\bshingles\b|shingrix|대상포진", re.IGNORECASE)),
    ("vaccine:hepatitis_b", re.compile(r"\bhep(?:atitis)?\s*b\b|B형\s*간염", re.IGNORECASE)),
)
_DOSE_NO = re.compile(r"\b(1st|first|2nd|second|3rd|third)\b|(\d)\s*차", re.IGNORECASE)
_ORDINAL = {"1st": 1, "first": 1, "2nd": 2, "second": 2, "3rd": 3, "third": 3}


@cache
def _shot() -> re.Pattern[str]:
    """A shot word: the English ones, and the Korean words of ``vaccine_word`` (백신, 접종, 주사 …)."""
    korean = words_alternation("vaccine_word", "ko", gap=r"\s*")
    return re.compile(f"{_SHOT_EN}|{korean}", re.IGNORECASE)


def vaccinations(ctx: Ctx) -> list[Draft]:
    """ "Got my flu shot yesterday", "Got the 2nd shingles shot today", "독감 예방접종 맞았어"."""
    out: list[Draft] = []
    found: list[tuple[str, int, int]] = []
    for m in ctx.terms("vaccine:", record_types=("vaccination",)):
        if m.term_key is not None and m.start not in ctx.used_matches:
            found.append((m.term_key, m.start, m.end))
            ctx.used_matches.add(m.start)
    for key, rx in _VACCINE_FALLBACK:
        for fm in rx.finditer(ctx.text):
            if _shot().search(ctx.clause_of(fm.start()).text):
                found.append((key, fm.start(), fm.end()))
    if ctx.lang == "ko":
        found.extend(_series_shots(ctx, {s for _, s, _ in found}))
    seen: set[str] = set()
    for key, s, e in sorted(found, key=lambda f: f[1]):
        clause = ctx.clause_of(s)
        if key in seen or FUTURE.search(clause.text) or clause.text.rstrip().endswith("?"):
            continue
        if not _shot().search(clause.text) and not re.search(r"\b(?:got|had|received)\b|맞았", clause.text, re.I) \
                and not _dose_on_its_day(ctx, clause.start, clause.end):
            continue
        seen.add(key)
        for m in ctx.matches:  # "B형 간염 3차 접종": the disease named is the vaccine's, not a condition
            if m.start < e and s < m.end:
                ctx.used_matches.add(m.start)
        fields: dict[str, int] = {}
        dose = _DOSE_NO.search(clause.text)
        if dose:
            fields["dose_number"] = _ORDINAL[dose.group(1).lower()] if dose.group(1) else int(dose.group(2))
        out.append(Draft("vaccination.term", "vaccination", key, s, e, dict(fields)))
    return out


def _dose_on_its_day(ctx: Ctx, start: int, stop: int) -> bool:
    """ "Second Shingrix today", "3rd Gardasil yesterday": a vaccine's name with its dose's number and a day today or
    before in its clause is the dose given, with no shot word said."""
    today = ctx.said_at.date()
    return _DOSE_NO.search(ctx.text, start, stop) is not None and any(
        r.span is not None and start <= r.span.start < stop and r.kind == "date" and r.date is not None
        and r.date <= today and r.granularity == "day" for r in ctx.resolutions)


# a disease's name said as a shot: its dose's series number right after it ("광견병 2차", "A형간염 2차랑"), or 맞- right
# after it or its particle ("장티푸스 맞았어요", "광견병도 맞고")
_KO_SHOT_AFTER = re.compile(r"\s*(?:\d\s*차|(?:[은는을를이가도랑]\s*)?맞[았고음은])")


@per_dictionary
def _ko_stems(dictionary: Dictionary) -> tuple[tuple[str, str], ...]:
    """(disease name, vaccine key) from the dictionary's Korean vaccine aliases less a word of ``vaccine_word``
    ("광견병 백신" → 광견병, "B형간염 예방접종" → B형간염), longest first, built once per dictionary. Rule
    ``vaccination.term``."""
    suffixes = rule_words("vaccine_word", "ko")
    stems: dict[str, str] = {}
    for key, term in dictionary.terms.items():
        if not key.startswith("vaccine:"):
            continue
        for alias in term.aliases:
            if alias.lang != "ko":
                continue
            for suffix in suffixes:
                stem = alias.text[:-len(suffix)].strip() if alias.text.endswith(suffix) else ""
                if len(stem) >= 2:
                    stems.setdefault(stem, key)
                    break
    return tuple(sorted(stems.items(), key=lambda kv: -len(kv[0])))


def _series_shots(ctx: Ctx, taken: set[int]) -> list[tuple[str, int, int]]:
    """ "광견병 2차 오늘 맞았어요", "A형간염 2차랑 장티푸스 맞았어요 오늘", "B형간염 3차 맞음": a disease's name that
    has a vaccine, said with its dose's series number or with 맞-, is the vaccine given, not the disease (the shot
    verb is checked in the clause as for any vaccine). Rule ``vaccination.term``."""
    out: list[tuple[str, int, int]] = []
    covered: list[tuple[int, int]] = []
    for stem, key in _ko_stems(ctx.dictionary):
        start = ctx.text.find(stem)
        while start >= 0:
            end = start + len(stem)
            if start not in taken and not any(s <= start < e for s, e in covered) \
                    and _KO_SHOT_AFTER.match(ctx.text, end):
                out.append((key, start, end))
                covered.append((start, end))
            start = ctx.text.find(stem, end)
    return out
