"""The most of a drug to take in a day ("Tylenol up to 4 a day", "no more than 2 tablets a day", "하루 최대 3번"):
a count after a ``frequency_cap`` word and before a per day is the regimen's frequency cap, never a dose and never a
dose taken."""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.extract.quantity import Quantity

# what a count of doses is followed by: the things counted, then a day ("4 a day", "3x daily", "2 tablets per day");
# Korean says the day before the cap ("하루 최대 3번"), and the count word after the number (번, 회, 알)
_PER_DAY_EN = re.compile(r"\s*(?:x|times|tablets?|tabs?|pills?|caps(?:ules)?|doses?)?\s*"
                         r"(?:(?:a|per|each|/)\s*(?:day|24\s*h(?:ou)?rs?)\b|daily\b)", re.IGNORECASE)
_DRUG_UNITS = frozenset({"mg", "mcg", "IU", "units", "g", "ml", "mL"})
_COUNT = re.compile(r"\s*(\d+)(?![\d.])")
# how far before the count the cap word may end ("up to 4", "하루에 최대 3번": only spaces between)
_REACH = 24


def capped(ctx: Ctx, q: Quantity) -> bool:
    """``q`` counts the most doses a day, after a cap word: no dose (a unit of a drug's strength makes a most dose,
    "max 3000 mg a day", which stays a dose)."""
    if q.unit in _DRUG_UNITS:
        return False
    lang = "ko" if ctx.lang == "ko" else "en"
    before = ctx.text[max(0, q.start - _REACH):q.start]
    if not any(not before[hit.end():].strip() for hit in cue_pattern(ctx.dictionary, "frequency_cap", lang)
               .finditer(before)):
        return False
    return lang == "ko" or q.unit == "pill" or _PER_DAY_EN.match(ctx.text, q.end) is not None


def cap_frequency(ctx: Ctx, text: str) -> dict[str, str]:
    """The regimen's frequency as its cap ("up to 4 times daily") when ``text`` says a capped count."""
    lang = "ko" if ctx.lang == "ko" else "en"
    for hit in cue_pattern(ctx.dictionary, "frequency_cap", lang).finditer(text):
        count = _COUNT.match(text, hit.end())
        if count is not None and (lang == "ko" or _PER_DAY_EN.match(text, count.end()) is not None):
            return {"frequency": f"up to {float(count.group(1)):g} a day"}
    return {}
