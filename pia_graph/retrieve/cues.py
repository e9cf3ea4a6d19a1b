"""The read path's cue table (`ontology/read/query_cues.tsv`), loaded once: data curators own, not code."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from pia_graph.ingest.extract.facts import SELF_NAME
from pia_graph.paths import ontology_dir
from pia_graph.regex_needs import Prefilter

FOUND_CACHE = 1024  # questions whose cue matches are kept per process (a question's understanding reads them often)


@dataclass(frozen=True, slots=True)
class Cue:
    target: str  # type:<record type> | coord:<term key> | field:<name> | latest | active | depth:N | said_mark | name_mark
    lang: str
    pattern: re.Pattern[str]
    source: str  # the pattern as written, for reasons


def cue_file() -> Path:
    return ontology_dir() / "read" / "query_cues.tsv"


def parse_cues(text: str) -> tuple[Cue, ...]:
    out: list[Cue] = []
    for n, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) != 3:
            raise ValueError(f"query_cues.tsv:{n}: want target, lang and pattern separated by tabs")
        target, lang, body = parts
        body = body.strip()
        wrapped = rf"(?<![\w'])(?:{body})(?![\w'])" if lang == "en" else f"(?:{body})"
        out.append(Cue(target.strip(), lang.strip(), re.compile(wrapped, re.IGNORECASE), body))
    return tuple(out)


@cache
def load_cues() -> tuple[Cue, ...]:
    return parse_cues(cue_file().read_text(encoding="utf-8"))


@cache
def cues_for(lang: str) -> tuple[Cue, ...]:
    """The cues of one language, plus the English ones for Korean text (people mix them: 'LDL 수치'); kept per
    language, as `load_cues` keeps the file's (a question's understanding asks three or four times)."""
    return tuple(c for c in load_cues() if c.lang == lang or (lang == "ko" and c.lang == "en"))


@cache
def _prefilter(lang: str) -> Prefilter:
    return Prefilter(tuple(c.pattern for c in cues_for(lang)))


@lru_cache(maxsize=FOUND_CACHE)
def found_cues(text: str, lang: str) -> tuple[tuple[Cue, tuple[re.Match[str], ...]], ...]:
    """Every cue of ``cues_for(lang)`` that matches ``text``, in the table's order, with its matches (``finditer``'s):
    what a scan of the whole table over the text gives, read once per text. A cue whose pattern cannot match (the
    text holds none of what it needs, ``regex_needs.Prefilter``) is not run: the same matches, a third of the CPU.
    The understanding of a question scans the table a dozen times (its cues, anchors, shorthands, meals)."""
    cues = cues_for(lang)
    out: list[tuple[Cue, tuple[re.Match[str], ...]]] = []
    for cue, possible in zip(cues, _prefilter(lang).possible(text), strict=True):
        if possible and (matches := tuple(cue.pattern.finditer(text))):
            out.append((cue, matches))
    return tuple(out)


def cue_finds(text: str, lang: str, *targets: str) -> list[re.Match[str]]:
    """The matches in ``text`` of the cues of ``lang`` whose target is one of ``targets``, cue by cue in the table's
    order (as ``finditer`` over each gives them)."""
    return [f for c, found in found_cues(text, lang) if c.target in targets for f in found]


def reports_speech(text: str) -> bool:
    """Whether a sentence reports what someone said (a `said_mark` cue of either language: "dr kim said", 먹으래요,
    연골 괜찮대), pure."""
    return any(c.pattern.search(text) for c in load_cues() if c.target == "said_mark")


def holds_result(text: str) -> bool:
    """Whether a sentence reports a finding (a `result_mark` cue of either language: "came back benign", 양성 나왔대요,
    정상이래요), pure: the answer when results are asked, before the sentence that only says the test was done."""
    return any(c.pattern.search(text) for c in load_cues() if c.target == "result_mark")


def holds_advice(text: str) -> bool:
    """Whether a sentence reports advice: what someone said (`reports_speech`) or what to do or avoid (an
    `advice_mark` cue of either language: "avoid fatty food", 기름진 거 피하래), pure."""
    return reports_speech(text) or any(c.pattern.search(text) for c in load_cues() if c.target == "advice_mark")


def holds_frequency(text: str) -> bool:
    """Whether a sentence holds a frequency (a `frequency_mark` cue of either language: "every 6 months", daily,
    6개월마다, 매주), pure: the answer when how often is asked."""
    return any(c.pattern.search(text) for c in load_cues() if c.target == "frequency_mark")


# A word written with a capital inside an English sentence, not in capitals throughout ("Siobhan Reilly", "Lakeside
# Sleep Center", "Kaiser"; not "MRI", "PI-RADS"): a proper name. The sentence's first word and the user's stand-in
# ("User", as the write path rewrites "I") are not.
_PROPER = re.compile(r"(?<=[\s(,])([A-Z][a-z]+(?:'s)?)\b")
_USER_WORDS = frozenset({SELF_NAME, f"{SELF_NAME}'s"})


def holds_a_name(text: str) -> bool:
    """Whether a sentence holds a name (pure): a `name_mark` cue of either language (a person's title, a word for a
    clinic or a place of care, "called": "dr amara nwosu", 서울내과, 원장님), or a proper name written with a capital
    inside the sentence."""
    if any(c.pattern.search(text) for c in load_cues() if c.target == "name_mark"):
        return True
    return any(m.group(1) not in _USER_WORDS for m in _PROPER.finditer(text))


@cache
def stopwords(lang: str) -> frozenset[str]:
    """Question words the full-text search leaves out (`ontology/read/stopwords.tsv`)."""
    words: set[str] = set()
    for line in (ontology_dir() / "read" / "stopwords.tsv").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            code, _, text = line.partition("\t")
            if code.strip() == lang:
                words.update(text.split())
    return frozenset(words)
