"""Vaccinations: a vaccine said as given ("got my flu shot yesterday", "독감 예방접종 맞았어"), with its dose number."""

from __future__ import annotations

import re

from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.visit_words import FUTURE

_SHOT = re.compile(r"\b(?:shots?|vaccin\w*|vaxx?(?:ed|es)?|boosters?|jabs?|doses?)\b|접종|주사|백신", re.IGNORECASE)
_VACCINE_FALLBACK: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("vaccine:influenza", re.compile(r"\bflu\b|influenza|독감", re.IGNORECASE)),
    ("vaccine:covid19", re.compile(r"\bcovid(?:-?19)?\b|코로나", re.IGNORECASE)),
    ("vaccine:shingles", re.compile(r"\bshingles\b|shingrix|대상포진", re.IGNORECASE)),
    ("vaccine:hepatitis_b", re.compile(r"\bhep(?:atitis)?\s*b\b|B형\s*간염", re.IGNORECASE)),
)
_DOSE_NO = re.compile(r"\b(1st|first|2nd|second|3rd|third)\b|(\d)\s*차", re.IGNORECASE)
_ORDINAL = {"1st": 1, "first": 1, "2nd": 2, "second": 2, "3rd": 3, "third": 3}


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
            if _SHOT.search(ctx.clause_of(fm.start()).text):
                found.append((key, fm.start(), fm.end()))
    seen: set[str] = set()
    for key, s, e in sorted(found, key=lambda f: f[1]):
        clause = ctx.clause_of(s)
        if key in seen or FUTURE.search(clause.text) or clause.text.rstrip().endswith("?"):
            continue
        if not _SHOT.search(clause.text) and not re.search(r"\b(?:got|had|received)\b|맞았", clause.text, re.I):
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
