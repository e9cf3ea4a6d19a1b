"""Words of the deterministic prose, English and Korean: term names, values, times, joins (pure).

No digit is ever produced here that the evidence does not hold: times are said in words relative to the
newest memory ("last month", "지난달"), counts in words ("several times"), values as the user said them.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from pia_graph.hu2.models import EvidenceRecord, format_number
from pia_graph.ingest.hup.types import types_where
from pia_graph.ontology import AliasEntry, AliasIndex, Dictionary, Term
from pia_graph.ontology.normalize import normalize_alias

_UNIT_SHOWN = {"/min": "bpm", "Cel": "°C", "mL/min/1.73m2": "", "10^3/uL": "", "10^6/uL": ""}
_UNIT_SHOWN_KO = {**_UNIT_SHOWN, "min": "분", "steps": "걸음", "/min": "회/분", "drinks": "잔"}
_EN_MONTHS = ("", "one month", "two months", "three months", "four months", "five months", "six months",
              "seven months", "eight months", "nine months", "ten months", "eleven months")
_KO_MONTHS = ("", "한 달", "두 달", "세 달", "네 달", "다섯 달", "여섯 달", "일곱 달", "여덟 달", "아홉 달", "열 달",
              "열한 달")
_EN_DECADES = {2: "twenties", 3: "thirties", 4: "forties", 5: "fifties", 6: "sixties", 7: "seventies",
               8: "eighties", 9: "nineties"}
_KO_DECADES = {2: "이십대", 3: "삼십대", 4: "사십대", 5: "오십대", 6: "육십대", 7: "칠십대", 8: "팔십대", 9: "구십대"}
_PAREN = re.compile(r"\s*\([^)]*\)\s*$")


# Alias groups that are a name the user may give a term: synonyms, abbreviations, brands, curated words. Lay
# phrases ("ran", "love running") and misspellings are not names.
_NAME_SOURCES = frozenset({"en", "ko", "abbr_en", "abbr_ko", "brand_en", "brand_ko", "curator"})
# Record types whose terms are named plainly (activities, goals, preferences: the lay verbs say nothing more).
_PLAIN_TYPES = types_where(plain_name=True)
# Of those, the activities: a user who does "water aerobics" or a "stroller walk" hears it said back beside the
# dictionary's name ("swimming (water aerobics)"), when the name they used is a phrase of that term.
_KIND_NAMED_TYPES = frozenset({"exercise"})


@dataclass(frozen=True)
class Words:
    lang: str
    dictionary: Dictionary
    said: Mapping[str, str] = field(default_factory=dict)  # term key -> the name the user gave it

    @property
    def ko(self) -> bool:
        return self.lang == "ko"

    def name(self, key: str) -> str:
        term = self.dictionary.terms.get(key)
        if term is None:
            return key.split(":", 1)[-1].replace("_", " ")
        name = self._canonical(key)
        said = self.said.get(key)
        if said and not _same_word(said, name):
            return f"{name}({said})" if self.ko else f"{name} ({said})"
        return name

    def plain_name(self, key: str) -> str:
        """The dictionary's name alone, without the user's word beside it."""
        return self._canonical(key) if key in self.dictionary.terms else self.name(key)

    def _canonical(self, key: str) -> str:
        term = self.dictionary.terms[key]
        if self.ko:
            for a in term.aliases:
                if a.source == "ko":
                    return a.text
        name = _display(term)
        return name[0].lower() + name[1:] if len(name) > 1 and name[1].islower() else name

    def unit(self, unit: str | None) -> str:
        # a UCUM annotation ("{INR}", "{ratio}") names no unit a reader knows: nothing is shown
        if not unit or (unit.startswith("{") and unit.endswith("}")):
            return ""
        return (_UNIT_SHOWN_KO if self.ko else _UNIT_SHOWN).get(unit, unit)

    def value(self, r: EvidenceRecord) -> str:
        """The value as the user said it when they did ("196 lb"), else in the canonical unit. A number said
        without a unit and stored converted ("sugar 7.4" kept as 133 mg/dL) is said bare: the canonical unit
        belongs to the stored value, not to the user's number."""
        if r.value_as_said and re.fullmatch(r"[\d.,]+", r.value_as_said):
            unit = r.unit_as_said or ("" if _converted(r) else self.unit(r.unit))
            return f"{r.value_as_said} {unit}".strip()
        if isinstance(r.value, float | int):
            return f"{format_number(float(r.value))} {self.unit(r.unit)}".strip()
        return str(r.value) if r.value is not None else ""

    def when(self, day: dt.date | None, as_of: dt.date) -> str:
        if day is None:
            return ""
        months = (as_of.year - day.year) * 12 + as_of.month - day.month
        if months <= 0:
            return "이번 달" if self.ko else "this month"
        if months == 1:
            return "지난달" if self.ko else "last month"
        if months < 12:
            return f"{_KO_MONTHS[months]} 전" if self.ko else f"{_EN_MONTHS[months]} ago"
        return "일 년 이상 전" if self.ko else "over a year ago"

    def decade(self, birth_date: str | None, as_of: dt.date) -> str:
        if not birth_date:
            return ""
        try:
            year = int(birth_date[:4])
        except ValueError:
            return ""
        age = as_of.year - year - (1 if birth_date[5:10] and as_of.strftime("%m-%d") < birth_date[5:10] else 0)
        table = _KO_DECADES if self.ko else _EN_DECADES
        return table.get(age // 10, "")

    def cap(self, text: str) -> str:
        return text[:1].upper() + text[1:]

    def join(self, items: list[str]) -> str:
        items = [i for i in items if i]
        if self.ko or len(items) < 2:
            return ", ".join(items)
        return ", ".join(items[:-1]) + " and " + items[-1]

    def flag(self, flag: str | None) -> str:
        if not flag:
            return ""
        en = {"high": "high", "low": "low", "borderline": "borderline", "normal": "in range", "critical": "critical"}
        ko = {"high": "높음", "low": "낮음", "borderline": "경계", "normal": "정상 범위", "critical": "위험 수준"}
        return (ko if self.ko else en).get(flag, "")

    def times(self, n: int) -> str:
        if self.ko:
            return "한 번" if n == 1 else "두 번" if n == 2 else "여러 번"
        return "once" if n == 1 else "twice" if n == 2 else "several times"


def quote(text: str, limit: int = 90, keep: Sequence[str] = ()) -> str:
    """A user's own words, shortened at a word boundary; "User's" (how facts name the user) back to "my". A long
    statement is quoted from the word where the most of ``keep`` (its words that no field says yet) fit, the
    latest such window winning (a plan or a drug being weighed is said last), begun as early as still lets them
    all fit: "Feeling better so I'm going to stop the sertraline tomorrow and take St John's wort instead, it's
    natural" keeps "…going to stop the sertraline tomorrow and take St John's wort instead, it's natural"."""
    text = re.sub(r"\bUser's\b", "my", text)
    text = re.sub(r"\bUser\b", "I", text).strip().rstrip(".")
    if len(text) <= limit:
        return f"“{text}”"
    low = text.lower()
    spans = [(m.start(), m.end()) for k in dict.fromkeys(x.lower() for x in keep if x)
             for m in re.finditer(re.escape(k), low)]
    starts = [0, *(m.end() for m in re.finditer(r"\s+", text))]
    best, start = -1, 0
    for st in starts:
        end = st + limit
        n = sum(1 for a, b in spans if a >= st and b <= end)
        if n > best or (n == best and n > 0):  # ties: the later start (what is new is often said last)
            best, start = n, st
    if best > 0:  # as many words before the new ones as still let the last of them fit ("St John's wort")
        last = max(b for a, b in spans if a >= start and b <= start + limit)
        start = next(st for st in starts if st + limit >= last)
    tail = text[start:]
    if len(tail) > limit:
        tail = tail[:limit].rsplit(" ", 1)[0] + "…"
    return f"“{'…' if start else ''}{tail}”"


def _same_word(said: str, name: str) -> bool:
    """Whether the user's word adds nothing to the dictionary's name: the name holds it, it holds the name with
    at most a letter more ("walks"), or they share a stem ("wheeze" beside "wheezing"). A word that holds the name
    and a word more ("파크골프" beside "골프") says which kind it is."""
    a, b = normalize_alias(said), normalize_alias(name)
    common = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    holds = b in a and len(a.replace(" ", "")) - len(b.replace(" ", "")) < 2
    return a in b or holds or (common >= 4 and min(len(a), len(b)) - common <= 3)


def said_names(said: Iterable[tuple[str, str, str]], index: AliasIndex, dictionary: Dictionary) -> dict[str, str]:
    """The name the user gave each term, from (term key, record type, their words), oldest first: the surface of a
    declared synonym, abbreviation or brand of that term (never a lay phrase or a misspelling, never a form with a
    digit, which the number guard could not trace), the newest winning. "thyroxine", "GERD", "hot flushes",
    "신지로이드" read as the user wrote them."""
    out: dict[str, str] = {}
    for key, record_type, text in said:
        term = dictionary.terms.get(key)
        if term is None or not text:
            continue
        if record_type in _PLAIN_TYPES and record_type not in _KIND_NAMED_TYPES:
            continue
        plain = record_type in _KIND_NAMED_TYPES
        names = {a.norm: a for a in term.aliases
                 if a.source in _NAME_SOURCES and (not plain or _kind_name(a, _display(term)))}
        for n, a in list(names.items()):  # "수중운동" as "수중 운동"
            names.setdefault(n.replace(" ", ""), a)
        picked: list[str] = []
        for m in index.match(text):
            if any(ch.isdigit() for ch in m.surface):
                continue
            if m.term_key != key:
                # "dad died of a heart attack": a narrower term stored under this one (``reports_as``) is what
                # the user called it, said by its own declared names
                narrower = dictionary.terms.get(m.term_key) if m.term_key else None
                if plain or narrower is None or narrower.extra.get("reports_as") != key:
                    continue
                names = {**{a.norm: a for a in narrower.aliases if a.source in _NAME_SOURCES}, **names}
            alias = names.get(normalize_alias(m.surface)) or names.get(m.norm) or next(
                (names[n] for n in sorted(names, key=len, reverse=True) if n and m.norm.startswith(n)), None)
            if alias is not None:
                as_written = normalize_alias(m.surface).replace(" ", "") == alias.norm.replace(" ", "")
                picked.append(m.surface.strip() if as_written else alias.text)
        # "reflux (GERD)": the word that says more than the dictionary's name wins
        telling = [p for p in picked if not _same_word(p, _display(term))]
        if telling:
            out[key] = telling[-1]
        elif picked and key not in out:  # a plain "walk" later does not undo the "stroller walk" said before
            out[key] = picked[-1]
    return out


def _kind_name(alias: AliasEntry, name: str) -> bool:
    """Whether a name of a plainly named term (an activity) says which kind it is: a phrase ("water aerobics",
    "stroller walk", "유모차 산책"), a Korean word of its own ("아쿠아로빅", "산책", "줌바") or an English word
    that is no form of the name's verb ("aquafit", "zumba"); never a lone English form of the verb ("swam",
    "walks", "ran": it starts as a word of the name does) or a past tense ("lifted"), which say nothing the
    dictionary's name does not."""
    text = alias.text.strip()
    if " " in text:
        return True
    if alias.lang == "ko":
        return len(text) >= 2
    word = text.lower()
    initials = {w[:1] for w in name.lower().split()}
    return len(word) >= 4 and not word.endswith("ed") and word[:1] not in initials


def _display(term: Term) -> str:
    """The dictionary's name of a term without its trailing parenthesis ("Shingles vaccine")."""
    return _PAREN.sub("", term.name)


def _converted(r: EvidenceRecord) -> bool:
    """The stored value is not the number the user said (a unit was inferred and converted)."""
    if r.unit_as_said or not isinstance(r.value, float | int) or r.value_as_said is None:
        return False
    try:
        return abs(float(r.value_as_said.replace(",", "")) - float(r.value)) > 1e-9
    except ValueError:
        return False
