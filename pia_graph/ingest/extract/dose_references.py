"""A dose said of the drug named in the clause before, without its name: "메트포르민은 어제 먹었는데 오늘 아침 건
깜빡함" (missed), "started amoxicillin yesterday, took the first one with lunch" (taken). Rules
``med.missed_by_reference`` and ``med.taken_by_reference``, called by the medications family."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.dose_status import missed_cue, says_missed, says_taken
from pia_graph.ontology import TermMatch

# the medications family's test of a match: the drug key it names, if any
DrugKey = Callable[[Ctx, TermMatch], str | None]

_ONE_OF_IT = re.compile(r"(?:건|것은|거는|것도|거|그건|약은|약도)\s*$"
                        r"|\b(?:it|the\s+(?:other|next|morning|evening|night)\s+(?:one|dose)"
                        r"|the\s+dose|my\s+dose)\b", re.IGNORECASE)


def missed(ctx: Ctx, found: list[Draft], drug_key: DrugKey) -> list[Draft]:
    """ "메트포르민은 어제 먹었는데 오늘 아침 건 깜빡함": a missed dose said of the drug of the clause before."""
    out: list[Draft] = []
    intakes = [d for d in found if d.type == "medication_intake"]
    for _sentence, parts in ctx.sentences:
        for prev, clause in itertools.pairwise(parts):
            miss = missed_cue(ctx.dictionary, ctx.lang).search(clause.text)
            if miss is None or any(clause.start <= d.start < clause.end for d in found):
                continue
            if any(clause.start <= m.start < clause.end and drug_key(ctx, m) for m in ctx.matches):
                continue
            before = [d for d in intakes if prev.start <= d.start < prev.end and d.fields.get("status") == "taken"]
            if len(before) != 1 or not _ONE_OF_IT.search(clause.text[:miss.start()]):
                continue
            s = clause.start + miss.start()
            consume_cue_terms(ctx, clause.start, clause.end)
            out.append(Draft("med.missed_by_reference",
                             "medication_intake", before[0].coordinate, s, clause.start + miss.end(),
                             {"status": "missed"}, confidence=0.8))
    return out


# "took the first one", "had my first dose", "took one with lunch", "took today's tho" (after a dose missed),
# "첫 알 먹었어": a dose of the drug just named
_A_DOSE_OF_IT = re.compile(r"\b(?:the\s+)?(?:first|1st|second|2nd|next|last)\s+(?:one|dose|pill|tablet|capsule|shot)\b"
                           r"|\b(?:took|had|taken)\s+(?:one|it|a\s+dose|my\s+first|(?:today|tonight|this\s+(?:morning|evening))'?s)(?!\w)"
                           r"|첫\s*(?:알|번째|회)"
                           # "메트포르민 깜빡했어요. 오늘 아침 건 먹었고요": the one of today, said by a pronoun
                           r"|(?<![가-힣])(?:건|거는|것은|그건|그거)\s*(?:다\s*)?(?:먹|복용)"
                           # "… 까먹었어요 로수바스타틴. 오늘은 먹었어요": a clause of a day and the verb alone (a meal
                           # word there, "점심은 먹었어요", is lunch eaten)
                           r"|^\s*(?:오늘|지금|방금|오늘\s*밤)\s*(?:은|는|엔|에는)\s*(?:잘\s*)?"
                           r"(?:먹었|먹음|챙겨\s*먹)", re.I)


def taken(ctx: Ctx, found: list[Draft], drug_key: DrugKey) -> list[Draft]:
    """ "started amoxicillin yesterday, took the first one with lunch": a dose taken of the one drug the
    clause before started or took, said without its name."""
    out: list[Draft] = []
    # the clause before may end the sentence before ("missed my levothyroxine yesterday 🙄 took it today at 6")
    clauses = [clause for _sentence, parts in ctx.sentences for clause in parts]
    for prev, clause in itertools.pairwise(clauses):
        if any(clause.start <= d.start < clause.end for d in found) \
                or any(clause.start <= m.start < clause.end and drug_key(ctx, m) for m in ctx.matches):
            continue
        ref = _A_DOSE_OF_IT.search(clause.text)
        if ref is None or not says_taken(ctx.dictionary, ctx.lang, clause.text) \
                or says_missed(ctx.dictionary, ctx.lang, clause.text):
            continue
        named = {d.coordinate for d in found if prev.start <= d.start < prev.end
                 and d.type in ("medication_regimen", "medication_intake") and d.fields.get("status") != "stopped"}
        if len(named) != 1:
            continue
        out.append(Draft("med.taken_by_reference", "medication_intake", named.pop(), clause.start + ref.start(),
                         clause.start + ref.end(), {"status": "taken"}, confidence=0.8))
    return out


def consume_cue_terms(ctx: Ctx, start: int, end: int) -> None:
    """ "메트포르민 깜빡함": the word that says the dose was missed is not a symptom of its own."""
    for cue in missed_cue(ctx.dictionary, ctx.lang).finditer(ctx.text, start, end):
        for t in ctx.matches:
            if t.start < cue.end() and cue.start() < t.end and ctx.record_type(t.term_key) == "symptom":
                ctx.used_matches.add(t.start)


# a Korean dose named by its part of the day ("어제 저녁꺼", "오늘 아침도", "아침 건"), with no drug in its clause
# (the dose said as one, 꺼 / 거 / 건 / 것 / 약 / 분: "아침 못 먹었어" alone is a meal skipped); after one such dose
# the next may go without ("어제 저녁꺼 못 먹었고 오늘 아침도 못 먹음")
_DAY_PART_DOSE_KO = re.compile(r"(?:아침|점심|저녁|밤|자기\s*전)\s*(?:꺼|거|건|것|약|분)\s*(?:도|은|는|을|를)?"
                               r"\s*(?:[가-힣]+\s*)?$")
_DAY_PART_ALSO_KO = re.compile(r"(?:아침|점심|저녁|밤|자기\s*전)\s*도\s*(?:[가-힣]+\s*)?$")


def day_part_doses(ctx: Ctx, found: list[Draft], drug_key: DrugKey) -> list[Draft]:
    """ "메트포르민 두고 왔어요. 어제 저녁꺼 못 먹었고 오늘 아침도 못 먹음": in Korean, a dose missed of the part of a
    day, said with no drug in its clause, is a missed dose of the one drug the turn names when no rule read a dose
    or a regimen of it (a drug left behind, run out, talked of). Rule ``med.missed_day_part``."""
    if ctx.lang != "ko":
        return []
    keys = {k for m in ctx.matches if (k := drug_key(ctx, m)) is not None}
    if len(keys) != 1:
        return []
    key = next(iter(keys))
    if any(d.coordinate == key and d.type in ("medication_intake", "medication_regimen") for d in found):
        return []
    first = min(m.start for m in ctx.matches if drug_key(ctx, m) == key)
    out: list[Draft] = []
    for _sentence, parts in ctx.sentences:
        for clause in parts:
            if clause.end <= first or any(clause.start <= m.start < clause.end and drug_key(ctx, m)
                                          for m in ctx.matches):
                continue
            miss = missed_cue(ctx.dictionary, ctx.lang).search(clause.text)
            if miss is None or not says_missed(ctx.dictionary, ctx.lang, clause.text) \
                    or "?" in clause.text or not (_DAY_PART_DOSE_KO.search(clause.text[:miss.start()]) or (
                        out and _DAY_PART_ALSO_KO.search(clause.text[:miss.start()]))):
                continue
            consume_cue_terms(ctx, clause.start, clause.end)
            out.append(Draft("med.missed_day_part", "medication_intake", key, clause.start + miss.start(),
                             clause.start + miss.end(), {"status": "missed"}, confidence=0.75))
    return out
