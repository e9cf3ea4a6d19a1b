"""The RETAIN gate: does an utterance carry personal health information worth keeping?

Pure and deterministic. The utterance is cut into sentences and clauses; a clause is retained when it
is a statement (not a question, hypothetical, request, small talk or media report), is about health
(a cue word, a number with a health word, or an ontology alias match), and is about the user or a
first-degree relative (not a friend, coworker, pet, or people in general). One retained clause is
enough: "Got my TSH back, 2.1. what was it last time?" keeps its statement part.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from pia_graph.ingest import cues
from pia_graph.ingest.clauses import Segment, all_clauses


class SpanMatch(Protocol):
    """What the gate needs of an ontology ``TermMatch``: where it is and whether it resolved."""

    @property
    def start(self) -> int: ...
    @property
    def end(self) -> int: ...
    @property
    def term_key(self) -> str | None: ...


@dataclass(frozen=True, slots=True)
class RetainDecision:
    retain: bool
    reasons: list[str] = field(default_factory=list)
    retained_spans: list[tuple[int, int]] = field(default_factory=list)


_PAST_VERB_START = re.compile(
    r"^(?:just\s+|finally\s+|also\s+)?(?:\w+ed|got|had|took|did|went|ran|slept|woke|ate|drank|saw|felt|been"
    r"|was|were|began|kept|made|gave|came|threw|swam|rode|lost|gained|quit|skipped|finished|having|feeling"
    r"|doing|broke|fell|caught|hurt|threw|woke|tore|twisted|cut|burned|burnt)\b",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|half|a couple)\b", re.I)
# A clause with its own predicate ("shoulder's sore again") is a statement even inside a question sentence.
_PREDICATE_EN = re.compile(r"(?:'s|\b(?:is|are|was|were|been|has|have|had|keeps?|still))\s+\w", re.I)
_IF_SUBJECT = re.compile(r"\bif\s+(?:i|you|someone|somebody|a\s+person|one|he|she|they|my|your)\b", re.I)
_PRONOUN_START = re.compile(r"^(?:he|she|they|his|her|their)\b", re.IGNORECASE)
_OTHER_POSSESSED = re.compile(rf"\b(?:my|our)\s+(?:(?:\w+\s+)?(?:{cues.OTHER_PERSON_EN}))(?:'s)?\b", re.I)
# "'s" read as "has"/"is" ("my dog's been limping") owns nothing.
_NOT_OWNED = r"been|got|gotten|had|having|going|gonna|not|always|still|never|getting|feeling|doing|so|very|really"
_OWNED_EVENT = re.compile(
    rf"\b(?:{cues.OTHER_PERSON_EN})'s\s+(?!(?:{cues.OTHER_PERSON_EN}|{cues.FIRST_DEGREE_EN}|{_NOT_OWNED})\b)(\w+)",
    re.I,
)
_OWNED_EVENT_FAMILY = re.compile(
    rf"\b(?:{cues.FIRST_DEGREE_EN})'s\s+(?!(?:{cues.OTHER_PERSON_EN}|{cues.FIRST_DEGREE_EN}|{_NOT_OWNED})\b)(\w+)",
    re.I,
)
# "walked with the dog", "dinner with my boss": company, not the subject of the health statement.
# "Took the dog for his rabies shot", "brought my son to his checkup": the care is the other's
_TOOK_FOR_THEIR = re.compile(
    rf"\b(?:took|take|taking|brought|bring|bringing|drove|driving)\s+(?:the|my|our)\s+(?:\w+\s+)?"
    rf"(?:{cues.OTHER_PERSON_EN}|kids?|son|daughter|child|baby|toddler)\s+(?:in\s+)?(?:to|for)\s+(?:his|her|their|its)\b",
    re.I,
)
_REPORTED_END_KO = re.compile(r"(?:대요|래요|대|래|다더라|다네|답니다|더라고요|더라)\s*[.!~ㅠㅜ?]*\s*$")
_COMPANION = re.compile(
    rf"\b(?:with|and\s+(?=the|my)|for|to|at|walk(?:ed|ing)?|took)\s+(?:the|my|a|our|his|her)?\s*(?:\w+\s+)?"
    rf"(?:{cues.OTHER_PERSON_EN})\b",
    re.I,
)
_COMPANION_FAMILY = re.compile(
    rf"\b(?:with|for|to|at|from)\s+(?:the|my|our)?\s*(?:\w+\s+)?(?:{cues.FIRST_DEGREE_EN})\b(?!'s\s+\w+\s+\w+)",
    re.I,
)


def _strip_owned_events(clause: str, rx: re.Pattern[str]) -> str:
    """ "my buddy's bachelor party" goes; "my husband's bp" stays: a health word owned is the owner's health."""
    def repl(m: re.Match[str]) -> str:
        return m.group(0) if cues.health_rx("en").match(clause, m.start(1)) else " "
    return rx.sub(repl, clause)


def incidental_family(clause: str, lang: str) -> str:
    """The clause without relatives who are only company or owners of an event ("wine at my sister's
    birthday dinner", "walked with my dad"), so that a first-degree word left is a subject."""
    if lang != "en":
        return clause
    return _COMPANION_FAMILY.sub(" ", _strip_owned_events(clause, _OWNED_EVENT_FAMILY))


_COMPANION_KO = re.compile(r"\S+(?:이랑|랑|하고|와|과)(?:\s*(?:같이|함께))?\s")
_CARE_SPEAKER_KO = re.compile(
    r"(?:의사|선생님|쌤|교수님|원장님|약사|간호사|주치의|한의사)\S*\s*(?:이|가|께서|는|은)?\s"
)
_REPORTED_KO = re.compile(r"(?:래요|대요|래|대)\s*[.!?~]*$")
# "크레아티닌 1.1이래요": a result read out to the user (the number is reported, not someone's state)
# "다 나았대요", "관절염이래요", "6.4 나왔대요": a finding or a result told to the user (by a doctor, a test)
_REPORTED_RESULT_KO = re.compile(r"(?:나왔|나았|좋아졌|정상이|높|낮|진단|알레르기|알러지|[증염암병]이)\S{0,2}"
                                 r"(?:래요|대요|래|대)\s*[.!?~]*$"
                                 r"|\d\S*(?:\s+\S+){0,2}(?:래요|대요|래|대)\s*[.!?~]*$")
_REPORTED_VALUE_KO = re.compile(r"\d\s*(?:[a-zA-Z%/]+|프로|퍼센트|점|도)?\s*(?:이)?(?:래요|대요|래|대)\s*[.!?~]*$")


_UNSURE_VALUE = re.compile(r"\b(?:i\s+think|i\s+guess|maybe|probably|like|about|around)\b[^?]{0,30}?\d+(?:\.\d+)?"
                           r"\s*(?:ish|or\s+so|[a-z%/]{1,6})?\s*\?+\s*$", re.IGNORECASE)


def _is_question(sentence: Segment, lang: str) -> bool:
    text = sentence.text.strip()
    if text.endswith("?") or text.endswith("？"):
        # "i think it was like 120ish?": a value said unsure, not a question
        return not (lang == "en" and _UNSURE_VALUE.search(text) and not cues.rx(cues.QUESTION_START_EN).match(text))
    if lang == "ko":
        return bool(cues.rx(cues.QUESTION_END_KO).search(text))
    if re.search(r"[.!]\W*$", text) and not re.search(r"\?", text):
        return False  # "did a glucose check today, 9.4." ends as a statement: the subject is only dropped
    return bool(cues.rx(cues.QUESTION_START_EN).match(text))


def _is_question_clause(clause: str, lang: str) -> bool:
    c = clause.strip()
    if c.endswith("?"):
        return True
    if lang == "ko":
        return bool(cues.rx(cues.QUESTION_END_KO).search(c))
    return bool(cues.rx(cues.QUESTION_START_EN).match(c))


def is_hypothetical(sentence: str, question: bool, lang: str) -> bool:
    if lang == "ko" and cues.rx(cues.HYPOTHETICAL_KO).search(sentence) and question:
        return True
    low = sentence.lower()
    if re.search(r"\b(?:hypothetical\w*|what\s+if|suppose|supposing|imagine|let's\s+say|in\s+theory)\b", low):
        return True
    return question and bool(_IF_SUBJECT.search(low))


def has_health(clause: Segment, lang: str, match_spans: Sequence[tuple[int, int]]) -> bool:
    if any(s < clause.end and e > clause.start for s, e in match_spans):
        return True
    if cues.health_rx(lang).search(clause.text):
        return True
    return lang == "ko" and bool(cues.health_rx("en").search(clause.text))


def self_anchor(clause: str, lang: str) -> bool:
    """The user is in the clause: a first-person word not merely owning someone else ("my coworker")."""
    if lang == "ko":
        return bool(cues.person_rx("self", "ko").search(" " + clause))
    stripped = _OTHER_POSSESSED.sub(" ", clause)
    return bool(cues.person_rx("self", "en").search(stripped))


def other_person(clause: str, lang: str) -> bool:
    if lang == "ko":
        # "남편이랑 맥주 두 캔 마셨고": the company of the drinking, not its subject
        if cues.person_rx("other", "ko").search(_COMPANION_KO.sub(" ", clause)):
            return True
        # "의사쌤이 내일부터 먹으래": a care provider's instruction reported is about the user
        return bool(_REPORTED_KO.search(clause)) and not _CARE_SPEAKER_KO.search(clause) \
            and not _REPORTED_VALUE_KO.search(clause) and not _REPORTED_RESULT_KO.search(clause)
    if _PRONOUN_START.match(clause.strip()) or _TOOK_FOR_THEIR.search(clause):
        return True
    other = re.sub(r"\b(?:he|she|they|his|her|their)\b", " ", clause, flags=re.I)
    # "my buddy's bachelor party": the other person owns an event, not a health state.
    other = _strip_owned_events(other, _OWNED_EVENT)
    other = _COMPANION.sub(" ", other)
    return bool(cues.person_rx("other", "en").search(other))


def family_anchor(clause: str, lang: str) -> bool:
    return bool(cues.person_rx("family", lang).search(clause))


def _measure(clause: str, lang: str) -> bool:
    return bool(_NUMBER.search(clause)) and bool(cues.health_rx(lang).search(clause))


def classify_clause(
    clause: Segment, lang: str, *, in_question: bool, last: bool, match_spans: Sequence[tuple[int, int]]
) -> str:
    """'statement' for a retainable clause, else the reason it is not."""
    text = clause.text
    if not has_health(clause, lang, match_spans):
        return "no_health"
    if in_question and (last or _is_question_clause(text, lang)):
        return "question"
    if lang == "en" and cues.rx(cues.REQUEST_EN).match(text):
        return "request"
    if lang == "ko" and cues.rx(cues.REQUEST_KO).search(text):
        return "request"
    if cues.rx(cues.MEDIA_EN if lang == "en" else cues.MEDIA_KO).search(text):
        return "media"
    if lang == "en" and in_question and cues.rx(cues.FRAME_START_EN).match(text) and not _measure(text, lang):
        return "fragment"  # "based on my labs, should I worry?": the frame of the question
    me = self_anchor(text, lang)
    if other_person(text, lang) and not me:
        return "other_person"
    if lang == "en" and not me and not family_anchor(text, lang):
        if cues.rx(cues.GENERIC_SUBJECT_EN).search(text):
            return "generic"
        if in_question and not (_measure(text, lang) or _PAST_VERB_START.match(text)
                                or _PREDICATE_EN.search(text)):
            return "fragment"
        if cues.rx(cues.PREPOSITION_START_EN).match(text) and not _measure(text, lang):
            return "fragment"
    return "statement"


def decide_retain(text: str, lang: str = "en", matches: Sequence[SpanMatch] | None = None) -> RetainDecision:
    """Keep the utterance when any clause is a personal health statement."""
    lang = "ko" if lang == "ko" else "en"
    spans = [(m.start, m.end) for m in (matches or []) if m.term_key is not None]
    reasons: list[str] = []
    kept: list[tuple[int, int]] = []
    if not text.strip():
        return RetainDecision(False, ["empty"])
    if cues.rx(cues.SMALL_TALK).match(text.strip()) and not cues.health_rx(lang).search(text):
        return RetainDecision(False, ["small_talk"])
    for sentence, parts in all_clauses(text):
        question = _is_question(sentence, lang)
        if is_hypothetical(sentence.text, question, lang):
            reasons.append("hypothetical")
            continue
        before = ""
        for i, clause in enumerate(parts):
            kind = classify_clause(
                clause, lang, in_question=question, last=i == len(parts) - 1, match_spans=spans
            )
            if kind == "statement" and before == "other_person" and lang == "ko" \
                    and not self_anchor(clause.text, lang) and _REPORTED_END_KO.search(clause.text):
                kind = "other_person"  # "남편이 검진 받았는데 간수치가 높게 나왔대요": still the husband
            if kind != "no_health":
                before = kind
            if kind == "statement":
                kept.append((clause.start, clause.end))
            if kind not in reasons:
                reasons.append(kind)
    retain = bool(kept)
    return RetainDecision(retain, reasons, kept)


def retain_for_records(decision: RetainDecision, text: str, lang: str,
                       record_spans: Sequence[tuple[int, int]]) -> RetainDecision:
    """A statement whose every clause the word lists saw as no health at all ("scale said 81.4 today",
    "born 04/02/1979") is kept when the extractor made a record of it: a record is health information by
    definition. Questions, hypotheticals and other people's health stay dropped."""
    if decision.retain or not record_spans or set(decision.reasons) != {"no_health"}:
        return decision
    lang = "ko" if lang == "ko" else "en"
    if any(_is_question(sentence, lang) or is_hypothetical(sentence.text, False, lang)
           or other_person(sentence.text, lang) for sentence, _parts in all_clauses(text)):
        return decision
    return RetainDecision(True, [*decision.reasons, "extracted_record"], list(record_spans))
