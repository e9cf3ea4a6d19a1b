"""The conversation context of a turn that cannot stand alone: when to consult it, and two rules that read it (pure).

A third of chat answers in a few words that only make sense with the turns before: "yep 7.1 this time", "same as
before", "nope stopped it last week", "응 아침에 쟀어 128", "그거 끊었어요". Alone such a turn names no health term,
so the RETAIN gate drops it (no health, or small talk for its "yep" / "응") and the extractor makes nothing. The
context is the user's own recent records (``cypher/queries/user_recent_records.cypher``, the window of
``followup_resolve``: the last turns of the last days, newest first): the last reading told is the open
measure, the last drug named the open drug.

:func:`leans_on_context` says when a turn is read with its context: the turn names no health term of its own,
asks nothing, imagines nothing, names nobody else ("my husband's was 140", "no it's for my dog", "남편꺼 140이에요":
the topic moves to someone else; read by ``cues.person_rx``, a pronoun before a clinician's act excepted), and
carries what can only be said of the open topic: a value, or a cue of ``same_as_last``, ``regimen_stopped_ref``,
``dose_by_reference``, ``dose_taken``, ``dose_missed``. Small talk alone
("thanks!", "ok", "고마워요") carries none of these and is never read. Only such turns cost the store read.

Two rules, declared in ``extract/registry.py``, beside ``followup_resolve``'s:
- ``earlier_turn.same``: the turn says its reading equals the last one (cue list ``same_as_last``) and gives no
  value: the last turn's reading (one value, or a pair said as one span) again, on the turn's own day.
- ``earlier_turn.regimen_status``: the turn stops a drug named only by reference (cue list
  ``regimen_stopped_ref``), or takes it up again (``regimen_restarted_ref``: "back on it", "그 약 어제부터 다시
  먹기 시작했어요"), and tells no medication of its own: the regimen of the drug of the user's last medication turn
  (one drug there, or the one the wording picks), stopped (its end the day the turn names) or active (its start).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable
from functools import cache

from pia_graph.ingest import cues
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.earlier_records import Prior, copy_record
from pia_graph.ingest.extract.numbers import find_quantities
from pia_graph.ingest.extract.registry import check
from pia_graph.ingest.followup_intake import last_drug
from pia_graph.ingest.followup_reading import last_reading, own_day
from pia_graph.ingest.followup_status import DENIABLE
from pia_graph.ingest.hup import HupRecord, make_record, validate
from pia_graph.ingest.utterance import AnalysedUtterance
from pia_graph.ontology import Dictionary
from pia_graph.temporal.resolve import resolve_in_text
from pia_graph.temporal.rules_ko import DAY_PART

SAME_RULE = "earlier_turn.same"
STATUS_RULE = "earlier_turn.regimen_status"
#: the cue lists whose words a reply can only mean of the open topic
CONTEXT_CUES = ("same_as_last", "regimen_stopped_ref", "regimen_restarted_ref", "dose_by_reference", "dose_taken",
                "dose_missed", "resolved")
#: (cue list, the regimen's status, the date field the day said sets)
_REGIMEN_CHANGES = (("regimen_stopped_ref", "stopped", "end"), ("regimen_restarted_ref", "active", "start"))
_VALUE_KINDS = ("number", "pair")
_WORD = re.compile(r"[^\W_]+(?:'[a-z]+)?", re.IGNORECASE)  # a word, punctuation and emoji left out ("it's" whole)
_HANGUL = re.compile(r"[가-힣]+")
_ENDING_SYLLABLES = 2  # "어제 저녁에요": what the time leaves is a particle and an ending, never a word of its own
_LEAVES_BARE = ("reading_word", "reading_beside", "reply_answer")
_DAY_PART_KO = re.compile(DAY_PART)  # "어제 저녁에요": the temporal rules' parts of a day
# "they" in a reply is the clinic, the pills or the numbers as often as a person ("they stopped it", "my eyes aren't
# what they were"); whose health a reply tells is named by a noun, he or she
_THEY = re.compile(r"\bthey\b", re.IGNORECASE)


@cache
def _acting(act: str) -> re.Pattern[str]:
    """A pronoun that a clinician's act follows ("they upped it", "she said stop it"): the one who treats, not whose
    health the reply tells."""
    return re.compile(rf"\b(?:he|she|they)\s+(?:(?:just|also|then|have|has|had|already)\s+)?(?:{act})", re.IGNORECASE)


def names_someone_else(text: str, lang: str, dictionary: Dictionary) -> bool:
    """The turn names another person or a pet ("my husband's was 140", "it's for my dog", "남편꺼", "엄마한테 물어보니
    그건 오빠였대"): whatever it continues is theirs, not the user's. One reading with the gates' (``cues.person_rx``):
    a relative never inside a word ("혈액형", "정형외과"), and in English a pronoun before a clinician's act
    (``clinician_act``: "they upped it") is the clinician, and "they" names nobody (``_THEY``)."""
    if lang == "en":
        text = _acting(cue_pattern(dictionary, "clinician_act", "en").pattern).sub(" ", text)
        text = _THEY.sub(" ", text)
    elif lang != "ko":
        return False
    return cues.names_someone(text, lang, cues.SOMEONE_ELSE_ANY_ENDING)


def told_part(text: str, utterance: AnalysedUtterance) -> str:
    """The turn with its asking clauses blanked (their places kept): "오늘은 백이십이요. 요즘 혈압 괜찮은 편이야?",
    "It went up again, 7.9 now. That's three in a row, isn't it?" tell a value and then ask about it; what the reply
    tells of the open topic is in the clauses that tell."""
    out = list(text)
    for c in utterance.clauses:
        if c.in_question:
            out[c.segment.start:c.segment.end] = " " * (c.segment.end - c.segment.start)
    return "".join(out)


@cache
def _at_word_start(pattern: re.Pattern[str], lang: str) -> re.Pattern[str]:
    """A Korean cue counts only at the start of a word ("문제가 아니고" holds no "제가 아니고") (as the gate)."""
    return re.compile(rf"(?<![가-힣])(?:{pattern.pattern})", pattern.flags) if lang == "ko" else pattern


def disowns_earlier(text: str, lang: str, utterance: AnalysedUtterance, dictionary: Dictionary,
                    earlier: Callable[[], list[Prior]]) -> bool:
    """The reply gives what the turn before told to someone else ("Oh never mind, that was my sister's result", "oh
    wait that's my brother's pill, not mine", "그건 우리 언니 약이에요", "아까 그 혈압 동생꺼였어요 제꺼 아님"): it says
    so (``disowns_earlier``), or points at the earlier turn (``points_to_earlier``) and names someone else; it tells
    no value of its own and names no term the user's earlier records lack. Such a turn is no statement of the
    user's (its health words are the earlier turn's, said of another). ``earlier`` (the user's recent records) is
    read only when the wording fits; a pointer with no earlier record points at nothing."""
    if lang not in ("en", "ko"):
        return False
    said = _at_word_start(cue_pattern(dictionary, "disowns_earlier", lang), lang).search(text) is not None
    if not said and not (cue_pattern(dictionary, "points_to_earlier", lang).search(text) is not None
                         and names_someone_else(text, lang, dictionary)):
        return False  # the wording first: most kept turns end here, before the quantities are read
    if any(q.kind in _VALUE_KINDS for q in find_quantities(text, lang)):
        return False
    told = earlier()
    places = {str(p.props.get("coordinate")) for p in told}
    named = {m.term_key for m in utterance.matches if m.term_key}
    # an allergy or a condition given to a relative is the user's, denied ("그건 오빠였대"): followup_status reads it
    if not named <= places or any(p.props.get("type") in DENIABLE and (not named or p.props.get("coordinate") in named)
                                  for p in told):
        return False
    # "not mine" says it outright, even of a turn that made no record; a pointer needs a record to point at
    return said or bool(told)


def leans_on_context(text: str, lang: str, utterance: AnalysedUtterance, dictionary: Dictionary) -> bool:
    """The turn cannot stand alone and may only be read with the conversation before it (see the module doc). A
    clause that asks is left out (``told_part``): a value told and then asked about leans as the value alone does;
    a turn that only asks never leans."""
    told = told_part(text, utterance)
    if not told.strip() or any(c.hypothetical for c in utterance.clauses) \
            or names_someone_else(text, lang, dictionary):
        return False
    if any(m.term_key and told[m.start:m.end].strip() for m in utterance.matches):
        return False
    text = told
    if any(q.kind in _VALUE_KINDS for q in find_quantities(text, lang)):
        return True
    if any(cue_pattern(dictionary, group, lang).search(text) is not None for group in CONTEXT_CUES):
        return True
    return answers_with_a_time(text, lang, utterance, dictionary)


def answers_with_a_time(text: str, lang: str, utterance: AnalysedUtterance, dictionary: Dictionary) -> bool:
    """The reply is a time said and nothing else ("어제 저녁에요", "yesterday evening", "응 아침에"): it answers when
    the last turn's event was (``earlier_turn.date``, completing a day only assumed). Around the time only a yes or
    a no (``reply_answer``), in English the words that leave a reading bare (``reading_word``, ``reading_beside``:
    "it was", "just"), in Korean a part of the day (``temporal.rules_ko.DAY_PART``: 저녁) and a particle or an
    ending of at most ``_ENDING_SYLLABLES`` (에요, 이요)."""
    spans = [(r.span.start, r.span.end) for r in utterance.resolutions
             if r.span is not None and not r.assumed and text[r.span.start:r.span.end].strip()]
    return bool(spans) and _says_only(text, lang, spans, dictionary)


def _says_only(text: str, lang: str, spans: list[tuple[int, int]], dictionary: Dictionary) -> bool:
    """Nothing but ``spans`` is said, around them only what ``answers_with_a_time`` allows (a yes or a no, a word
    that leaves a reading bare, a part of the day, a Korean particle or ending)."""
    rest = list(text)
    for start, end in spans:
        rest[start:end] = " " * (end - start)
    answer = cue_pattern(dictionary, "reply_answer", lang)
    left = "".join(rest) if lang != "ko" else _DAY_PART_KO.sub(" ", "".join(rest))
    for found in _WORD.finditer(left):
        word = found.group(0)
        if answer.fullmatch(word):
            continue
        if lang == "ko":  # an ending is glued to what it ends ("어제요", "저녁에요"); a word stands apart ("약은")
            glued = found.start() > 0 and not text[found.start() - 1].isspace()
            if not glued or not _HANGUL.fullmatch(word) or len(word) > _ENDING_SYLLABLES:
                return False
        elif not any(cue_pattern(dictionary, group, "en").fullmatch(word) for group in _LEAVES_BARE):
            return False
    return True


def by_same(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
            dictionary: Dictionary) -> list[tuple[HupRecord, None]] | None:
    """``earlier_turn.same``: the last reading again, on the turn's own day; nothing superseded."""
    same = cue_pattern(dictionary, "same_as_last", lang)
    hit = same.search(text)
    if hit is None or own or any(q.kind in _VALUE_KINDS for q in find_quantities(text, lang)):
        return None
    times = [(r.span.start, r.span.end) for r in resolve_in_text(text, said_at, lang) if r.span is not None]
    # every cue said, overlapping ones too: "어제랑 똑같이 나왔어요" is 어제랑 똑같 and 똑같이 나왔 (session 56)
    if not _says_only(text, lang, [*_every_hit(same, text), *times], dictionary):
        return None  # "still the same dose", "약은 그대로야": the same is said of something else than the reading
    targets = last_reading(earlier)
    day = own_day(text[:hit.start()] + text[hit.end():], said_at, lang)  # "same as yesterday": not the turn's day
    if not targets or day is None:
        return None
    out: list[tuple[HupRecord, None]] = []
    for old in targets:
        fields: dict[str, object] = dict(day)
        record = copy_record(old, dictionary, fields, hit.group(0), hit.start(), hit.end(), rule="earlier_turn.same")
        if record is None or validate(record, said_at) is not None:
            return None
        out.append((record, None))
    return out


def _every_hit(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    """The spans of every match of ``pattern``, overlapping ones included (a search from each match's next start)."""
    out: list[tuple[int, int]] = []
    found = pattern.search(text)
    while found is not None:
        out.append((found.start(), found.end()))
        found = pattern.search(text, found.start() + 1)
    return out


def by_regimen_status(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
                      dictionary: Dictionary) -> list[tuple[HupRecord, None]] | None:
    """``earlier_turn.regimen_status``: the open drug stopped (its end the day the turn names) or taken up again (its
    start that day)."""
    if any(r.type in ("medication_regimen", "medication_intake") for r in own):
        return None
    said = [(hit, status, field) for group, status, field in _REGIMEN_CHANGES
            if (hit := cue_pattern(dictionary, group, lang).search(text)) is not None]
    if len(said) != 1:
        return None  # none, or both: no one change of the drug
    hit, status, field = said[0]
    drug = last_drug(earlier, text, lang, dictionary)
    if drug is None:
        return None
    fields: dict[str, object] = {"coordinate": drug, "status": status, "span": hit.group(0).strip(),
                                 "span_start": hit.start(), "span_end": hit.end()}
    fields.update(_day_of_change(text, said_at, lang, field))
    record = _regimen(fields, said_at, rule="earlier_turn.regimen_status")
    return None if record is None else [(record, None)]


def _regimen(fields: dict[str, object], said_at: dt.datetime, *, rule: str) -> HupRecord | None:
    """A regimen record made by ``rule``, or None when it does not validate."""
    check(rule, "medication_regimen", "any")
    try:
        record = make_record("medication_regimen", rule_id=rule, **fields)
    except ValueError:
        return None
    return None if validate(record, said_at) is not None else record


def _day_of_change(text: str, said_at: dt.datetime, lang: str, field: str) -> dict[str, object]:
    """The day the turn names for the change: a day said ("stopped it yesterday": its end), or, for a drug taken up
    again, the start of a span said ("어제부터 다시 먹기 시작했어요", "back on it since monday"); none else ("last
    week" names no one day to end on)."""
    said = [r for r in resolve_in_text(text, said_at, lang) if not r.assumed]
    if len(said) != 1:
        return {}
    if said[0].kind == "date" and said[0].date is not None:
        return {field: said[0].date}
    start = getattr(said[0], "start", None)
    if field == "start" and said[0].kind == "interval" and isinstance(start, dt.date):
        return {field: start if not isinstance(start, dt.datetime) else start.date()}
    return {}
