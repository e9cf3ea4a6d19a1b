"""A clinician's instruction about what the user must avoid or keep to: a medical constraint (pure).

"My doctor told me to avoid grapefruit", "GP says no driving for a week", "the nurse said to keep the dressing
dry", "I was told not to eat after midnight", "의사가 자몽은 먹지 말라고 했어요", "자몽 먹지 말래요", "운전하지 말라고
했어요": what the user's care told them to avoid is what a user expects remembered, and what HU2's
``medical_constraints`` field is for. The report is read by its grammar (``clinician_advice``: the user's own
clinician as the subject of a speech verb; English also the user told, with no speaker named, cue list
``care_told_passive``), then an instruction after it (cue list ``care_instruction``). A Korean prohibition reported
with no speaker named (``care_instruction_reported``: 먹지 말래요, 금식이래요) is the user's care speaking, unless a
relative, someone else or a pet is named in the clause. A reassurance said with the same words ("told me not to
worry", 걱정하지 말래요; ``care_reassurance``) is none. Only a statement of the user's own clause (no question, no
hypothetical, no one else's clause) is typed.

The record's coordinate (``constraint:care_instruction``) is outside the evaluation format: it keeps the turn (a
record of the rules overrules the RETAIN opinion's veto, ``retain_model.combine``) and HU2's constraints field cites
it, and no storage figure moves for it.
"""

from __future__ import annotations

import re

from pia_graph.ingest import cues
from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.clinician_advice import clinician_told_at
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.extract.context import Ctx, Draft

COORDINATE = "constraint:care_instruction"
_TOLD = frozenset({Verdict.STATEMENT, Verdict.NO_HEALTH})
_SOMEONE = cues.SOMEONE_ELSE_ANY_ENDING
# "GP says I can stop the omeprazole": the user is allowed to stop, not told to
_ALLOWED_EN = re.compile(r"\b(?:can|could|may|might)\b", re.IGNORECASE)
# a drug pointed at, not named: a pronoun right after the stop ("stop it", "cut them"), the bare noun 약 ("그 약
# 끊으래요"; not 예약, 약속, 약간)
_DRUG_POINTED = {"en": re.compile(r"\w+\s+(?:it|them|that|those|this|these)\b", re.IGNORECASE),
                 "ko": re.compile(r"(?<![가-힣])약(?:은|을|도|이|만)?(?=\s|$)")}
_OBJECT_REACH = 12  # characters: a stopped drug's name starts this close after the stop (en)
# a dose cut to or by a number right before the cut ("2.5mg로 줄이래요", "10씩", "100에서 88로"; not "6주 끊으래요")
_DOSE_BEFORE_KO = re.compile(r"\d[\d.,]*\s*(?:[A-Za-zμ]+|단위|정|알)?\s*(?:으로|로|씩)\s*$")
_NO_EN = re.compile(r"\bno\s+(?:more\s+)?", re.IGNORECASE)


def _instruction_from(ctx: Ctx, start: int, text: str) -> int | None:
    """Where the instruction's words start in a clause (at ``start`` in the turn) that reports one to the user, or
    None: in English the instruction itself ("avoid grapefruit"), in Korean what follows the clinician (자몽은 먹지
    말라고 했어요), the whole clause when no speaker is named."""
    lang = ctx.lang
    if cue_pattern(ctx.dictionary, "care_reassurance", lang).search(text):
        return None
    if lang == "ko" and _names_someone(text, "ko"):
        return None  # "의사가 아빠한테 술 마시지 말래요", "엄마가 자몽 먹지 말래요": told to or by someone else
    told = clinician_told_at(text, lang)
    if told is None and lang == "en":
        passive = cue_pattern(ctx.dictionary, "care_told_passive", "en").search(text)
        told = passive.end() if passive is not None else None
    if told is not None:
        hit = cue_pattern(ctx.dictionary, "care_instruction", lang).search(text, told)
        if hit is None:
            hit = _stopped(ctx, start, text, told) or _no_drug(ctx, start, text, told)
        # "my doctor told my dad to avoid salt": the one told, named between the report and the instruction
        if hit is not None and not _names_someone(text[told:hit.start()], lang):
            return hit.start() if lang == "en" else told
    if lang == "ko" and not _names_someone(ctx.text[:start], "ko") and (
            cue_pattern(ctx.dictionary, "care_instruction_reported", "ko").search(text)
            or _stopped(ctx, start, text, 0)):
        return 0  # no speaker named: the user's care, unless the turn named someone before ("남편이 … 술 좀 줄이라고
        # 했더니 삐졌어요": the user told the husband)
    return None


def _stopped(ctx: Ctx, start: int, text: str, told: int) -> re.Match[str] | None:
    """A stop or a cut told (cue list ``care_instruction_stop``: "stop eating grapefruit", "quit", 끊으래요, 줄이래요)
    of something that is no drug, and not only allowed ("GP says I can stop the omeprazole"): a drug stopped or cut
    is a change of regimen, which the medication rules record ("stop the naproxen", "stop it", "그 약 끊으라고",
    "2.5mg로 줄이래요")."""
    hit = cue_pattern(ctx.dictionary, "care_instruction_stop", ctx.lang).search(text, told)
    if hit is None:
        return None
    drugs = [m.start - start for m in ctx.matches
             if (m.term_key or "").startswith("drug:") and start <= m.start < start + len(text)]
    if ctx.lang == "en":
        # the drug is what is stopped when it follows the stop closely ("stop the naproxen"), not when it is the
        # reason said after ("stop eating grapefruit bc of my statin")
        if _ALLOWED_EN.search(text, told, hit.start()) or _DRUG_POINTED["en"].match(text, hit.start()) \
                or any(hit.end() <= d <= hit.end() + _OBJECT_REACH for d in drugs):
            return None
        return hit
    if drugs or _DRUG_POINTED["ko"].search(text) or _DOSE_BEFORE_KO.search(text[:hit.start()]):
        return None
    return hit


def _no_drug(ctx: Ctx, start: int, text: str, told: int) -> re.Match[str] | None:
    """ "the doctor says no ibuprofen for me anymore", "said no more aspirin": no, then a drug the dictionary names,
    after the report (English)."""
    if ctx.lang != "en":
        return None
    for hit in _NO_EN.finditer(text, told):
        if any(m.start - start == hit.end() and (m.term_key or "").startswith("drug:") for m in ctx.matches):
            return hit
    return None


def _names_someone(text: str, lang: str) -> bool:
    return cues.names_someone(text, lang, _SOMEONE)


def extract(ctx: Ctx) -> list[Draft]:
    utterance = ctx.utterance
    if utterance is None or ctx.lang not in ("en", "ko"):
        return []
    out: list[Draft] = []
    for clause in utterance.clauses:
        if clause.in_question or clause.hypothetical or clause.experiencer != Experiencer.SELF \
                or clause.verdict not in _TOLD:
            continue
        start = _instruction_from(ctx, clause.start, clause.text)
        if start is None:
            continue
        words = clause.text[start:].strip(" .,!~") or clause.text.strip()
        out.append(Draft("constraint.instruction", "medical_constraint", COORDINATE, clause.start, clause.end,
                         {"value": words, "constraint": words}, time="none"))
    return out
