"""A dose taken or missed of a drug an earlier turn named, and an earlier dose's status taken back (pure).

"took it this morning" after "I keep forgetting my levothyroxine", "첫 알은 점심 먹고 먹었어" after "아목시실린 처방
받았어", "그거 오늘 안 먹었어": the turn names no drug, only a reference to one (cue list ``dose_by_reference``);
"아니다 먹었네" after "어제 로수바스타틴 깜빡했어요", "actually I did take it": the turn takes back the status of the
last turn's dose. Only a turn whose wording refers back (``correction_cues.refers_back``) gets here, after the other
follow-up rules found nothing. Rule ``earlier_turn.intake`` (declared in ``extract/registry.py``):

- **status taken back**: the last turn (said within ``SINGLE_VALUE_HOURS``) has a dose of exactly one drug, the turn
  takes something back (``says_withdrawal``) and says the other status (``dose_taken`` / ``dose_missed``): that dose
  again with the new status, on its own day, superseding it (the turn's own dose of that drug, when it told it whole,
  is the one that supersedes).
- **a dose by reference**: a turn with no record of its own says a dose taken or missed with a reference word (or
  opens on a yes or a no, ``reply_answer``: "응 먹었어" answers the turn before): a
  new intake of the drug of the user's last turn that named a medication (exactly one drug there), on the day the
  turn says (else the day it is said, assumed). A new event, it supersedes nothing.
"""

from __future__ import annotations

import datetime as dt
import itertools
import re

from pia_graph.ingest.correction_cues import says_withdrawal
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.earlier_records import Prior, copy_record, last_turn
from pia_graph.ingest.extract.registry import check
from pia_graph.ingest.hup import HupRecord, make_record, validate
from pia_graph.ontology import Dictionary
from pia_graph.temporal.resolve import resolve_in_text

RULE = "earlier_turn.intake"
_MEDICATION = ("medication_intake", "medication_regimen")
_REFERENCE = ("dose_by_reference", "picks_first", "picks_second")  # a drug named by reference
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_WORD_CHAR = re.compile(r"[^\W\d_]")  # a letter glued after an answer word: another word ("어제", "no-show")
_NEGATION_REACH = 8  # a taken word this close after a missed one is part of it ("haven't taken", "didn't take")


def by_intake(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
              dictionary: Dictionary) -> list[tuple[HupRecord, Prior | None]] | None:
    """The intake the turn tells of a drug an earlier turn named, with the earlier dose it supersedes (or None)."""
    said = _status(text, lang, dictionary)
    if said is None:
        return None
    status, start, end = said
    flipped = _flip(text, said_at, own, earlier, dictionary, status, start, end)
    if flipped is not None:
        return flipped
    if own or not (any(cue_pattern(dictionary, group, lang).search(text) for group in _REFERENCE)
                   or opens_on_answer(text, lang, dictionary)):
        return None  # a turn that tells something of its own names its own object
    drug = last_drug(earlier, text, lang, dictionary)
    if drug is None:
        return None
    days = [r for r in resolve_in_text(text, said_at, lang) if r.kind == "date" and r.date is not None]
    day = days[0] if len(days) == 1 else None
    check(RULE, "medication_intake", "any")
    fields = {"coordinate": drug, "status": status, "rule_id": RULE, "span": text[start:end].strip(),
              "span_start": start, "span_end": end}
    if day is not None:
        fields.update(date=day.date, time_expression=day.expression or None, time_rule=day.rule_id,
                      time_granularity=day.granularity, time_assumed=day.assumed)
    else:
        fields.update(date=said_at.date(), time_assumed=True)
    try:
        record = make_record("medication_intake", **fields)
    except ValueError:
        return None
    if validate(record, said_at) is not None:
        return None
    return [(record, None)]


def opens_on_answer(text: str, lang: str, dictionary: Dictionary) -> bool:
    """The turn opens on a yes or a no (cue list ``reply_answer``: "응 먹었어", "yeah took them", "아니 못 먹었어"): it
    answers the turn before, and what it says it took is what that turn named."""
    hit = cue_pattern(dictionary, "reply_answer", lang).match(text.lstrip())
    return hit is not None and _WORD_CHAR.match(text.lstrip(), hit.end()) is None


def _status(text: str, lang: str, dictionary: Dictionary) -> tuple[str, int, int] | None:
    """The one status the turn says of a dose, with the span of its word ("haven't taken", "안 먹었": missed); None
    when it says both ("only took one, missed the evening one": two doses, not one reference)."""
    missed = list(cue_pattern(dictionary, "dose_missed", lang).finditer(text))
    taken = [t for t in cue_pattern(dictionary, "dose_taken", lang).finditer(text)
             if not any(m.start() <= t.start() <= m.end() + _NEGATION_REACH for m in missed)]
    if missed and taken:
        return None
    hits = missed or taken
    if not hits:
        return None
    return ("missed" if missed else "taken"), hits[0].start(), hits[0].end()


def _flip(text: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior], dictionary: Dictionary,
          status: str, start: int, end: int) -> list[tuple[HupRecord, Prior | None]] | None:
    """The last turn's only dose again with the status the turn says, when the turn takes something back."""
    last = last_turn(said_at, earlier)
    doses = [p for p in last if p.props.get("type") == "medication_intake"]
    if len({p.props.get("coordinate") for p in doses}) != 1 or not says_withdrawal(text, dictionary):
        return None
    old = doses[0]
    if old.props.get("status") == status:
        return None
    told = [r for r in own if r.type == "medication_intake" and r.coordinate == old.props.get("coordinate")]
    if told:
        return [(told[0], old)] if told[0].status == status else None
    if any(r.type in _MEDICATION for r in own):
        return None
    record = copy_record(old, dictionary, {"status": status}, text[start:end], start, end, rule="earlier_turn.intake")
    if record is None or validate(record, said_at) is not None:
        return None
    return [(record, old)]


def last_drug(earlier: list[Prior], text: str, lang: str, dictionary: Dictionary) -> str | None:
    """The drug of the user's last turn that named a medication: the only one, or, of two or more, the one the
    wording picks (``_picked``); None when it picks none."""
    for _, group in itertools.groupby(earlier, key=lambda p: p.said_at):
        meds = [p for p in group if p.props.get("type") in _MEDICATION]
        drugs = {str(p.props.get("coordinate")) for p in meds}
        if len(drugs) == 1:
            return drugs.pop()
        if drugs:
            return _picked(meds, text, lang, dictionary)
    return None


def _picked(meds: list[Prior], text: str, lang: str, dictionary: Dictionary) -> str | None:
    """Of the drugs one turn named, the one the turn picks: by its place in that turn ("the second one", "두 번째
    거": cue lists ``picks_first`` / ``picks_second``) or by its dose ("took the 500 this morning"); none else."""
    order: list[str] = []
    for p in sorted(meds, key=lambda p: int(p.props.get("span_start") or 0)):
        if str(p.props.get("coordinate")) not in order:
            order.append(str(p.props.get("coordinate")))
    picks = [i for i, group in enumerate(("picks_first", "picks_second"))
             if cue_pattern(dictionary, group, lang).search(text) is not None]
    if len(picks) == 1 and picks[0] < len(order):
        return order[picks[0]]
    said = {float(n) for n in _NUMBER.findall(text)}
    by_dose = {str(p.props.get("coordinate")) for p in meds if isinstance(p.props.get("value"), (int, float))
               and float(p.props["value"]) in said}
    return by_dose.pop() if not picks and len(by_dose) == 1 else None
