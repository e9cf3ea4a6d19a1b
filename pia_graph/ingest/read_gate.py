"""The READ gate and router: does answering the utterance need the user's memory, and which kind?

``structured``: typed records by type, field and time ("what was my last A1c", "BP readings last week").
``associative``: free-text recall ("what did we talk about", "what did the doctor say about ...").
``both``: a question about causes or effects, safety or advice for this user, which needs the records and what
was said ("could it be my meds?", "is my new med helping my sleep?", "can I take ibuprofen?"), or one that asks
for the records and what was said together ("my results and what the doctor said").
See docs/read-path.md (session 21) for how these follow FORMAT.md's route definitions.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from pia_graph.ingest import cues
from pia_graph.ingest.clause_talk import is_hypothetical
from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.experiencer import other_person
from pia_graph.ingest.ko_endings import asks_by_ending, closes_on_reported_noun
from pia_graph.ingest.ko_spoken import plain_endings
from pia_graph.ingest.question_forms import asks_by_grammar
from pia_graph.ingest.read_advice import MEAL_ASKED, health_summary, meal_asked
from pia_graph.ingest.read_asks import ASKS_BOTH, guessed_answer, record_ask
from pia_graph.ingest.read_compare import (
    AGAINST_OWN_LIST,
    COMPARED_OWN_PAST,
    HAPPENED_BEFORE,
    HEDGED_COURSE,
    OWN_COUNT,
    OWN_REGIMEN_LIST,
    RECURRENCE,
    REGIMEN_DATE,
    SAME_AS_OWN,
    against_own_list,
    compared_fragment_en,
    compared_to_own_past,
    extreme_asked,
    happened_before,
    hedged_course,
    own_count,
    own_regimen_list,
    recurrence_confirmed,
    regimen_date_asked,
    same_as_own,
    value_told,
)
from pia_graph.ingest.read_contract import (
    NORM_JUDGEMENT_EN,
    NORM_JUDGEMENT_KO,
    OWN_PAST_KO,
    SPEAKER_KO,
    Term,
)
from pia_graph.ingest.read_courtesy import whether_free
from pia_graph.ingest.read_personal import GENERIC_HOW, THIRD_PERSON, personal
from pia_graph.ingest.read_request import (
    INDIRECT_EN,
    check_request_ko,
    dismissed,
    memory_edit,
    on_record,
    on_record_asked_ko,
    record_request,
    told_closed_en,
    told_closed_ko,
    value_back_en,
)
from pia_graph.ingest.read_route import Route, assoc_ask, route_for
from pia_graph.ingest.read_scope import ASK_MID_KO as _ASK_MID_KO
from pia_graph.ingest.read_scope import (
    RELATIVE_WHICH_EN,
    about_a_pet,
    clinician_said,
    coordinated_ask,
    everything_about,
    follow_up,
    value_told_before,
)
from pia_graph.ingest.read_scope import TOLD_DEORA_KO as _TOLD_DEORA_KO
from pia_graph.ingest.read_scope import WH_KO as _WH_KO
from pia_graph.ingest.read_whose import (
    about_someone_else,
    general_marked,
    is_reminder_request,
    media_checked,
    others_trouble,
    own_regimen_hypothetical,
    task_for_agent,
)
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.sentence_asks import asks as asks_recall
from pia_graph.ingest.utterance import AnalysedUtterance, analyse

OWN_CASE = "contract:C12_own_regimen"


@dataclass(frozen=True, slots=True)
class ReadDecision:
    read: bool
    route: Route
    reasons: list[str] = field(default_factory=list)


_HYPOTHETICAL_EN = re.compile(r"\b(?:in\s+case|if)\s+(?:i|we)\s+(?:ever|later|someday|one\s+day)\b", re.IGNORECASE)
_ASKS_FIRST_EN = re.compile(r"^\W*(?:has|have|had|did|do|does|is|are|was|were|can|could|should|will|would)\b",
                            re.IGNORECASE)
_WHAT_DO_I_DO = re.compile(r"^\W*(?:so\s+)?(?:what|how)\s+(?:should|can|do)\s+i\s+(?:do|help|handle)\b", re.IGNORECASE)
# A question after a fronted time clause, no mark ("since starting jardiance has my a1c come down", "after the new
# pill did my sugars drop"): an auxiliary right after the clause, not after a subject pronoun (a statement: "since
# tuesday i did my walks"), with the user's thing or the user as its subject (session 48)
_FRONTED_ASK_EN = re.compile(
    r"^\W*(?:ever\s+since|since|after|now\s+that)\s+[^,?.!]*?(?<!\bi\s)(?<!\bwe\s)(?<!\bhe\s)(?<!\bshe\s)"
    r"(?<!\bthey\s)(?<!\bit\s)(?<!\byou\s)\b(?:has|have|did|does|is|are)\s+(?:my|i)\b", re.IGNORECASE)
# a summary of the user's own health asked as a fragment, the summary first (session 56)
_SUMMARY_FRAGMENT_EN = re.compile(
    r"^\W*(?:(?:a|an|the|quick|brief|short|full|fast|complete|overall|pls|please)\s+){0,3}"
    r"(?:summary|overview|rundown|recap|run-down)\s+of\s+(?:my|me|everything)\b", re.IGNORECASE)
_ANY_DAY = re.compile(r"\b(?:any\s+day|every\s+time|over\s+\w+)\s*[.!]*$", re.IGNORECASE)  # "give me trails any day"


def _question_parts(sentence: Segment, parts: list[Segment], lang: str) -> list[Segment]:
    """The clauses of a sentence that ask or request something."""
    text = sentence.text.strip()
    question_rx = cues.rx(cues.QUESTION_END_KO if lang == "ko" else cues.QUESTION_START_EN)
    request_rx = cues.rx(cues.REQUEST_KO if lang == "ko" else cues.REQUEST_EN)
    out: list[Segment] = []
    vocative = cues.rx(cues.VOCATIVE_EN)
    for i, part in enumerate(parts):
        p = part.text.strip() if lang == "ko" else vocative.sub("", part.text.strip(), count=1)  # "hey pia what …"
        is_q = (
            (i == len(parts) - 1 and text.endswith("?"))
            or p.endswith("?")
            or (bool(question_rx.search(p)) and not _TOLD_DEORA_KO.search(p) if lang == "ko"
                else bool(question_rx.match(p)) and not (i > 0 and RELATIVE_WHICH_EN.match(p)))
            or (bool(request_rx.search(p)) if lang == "ko"
                else bool(request_rx.match(p)) and not _ANY_DAY.search(p))
            or (bool(_WH_KO.search(p) or _ASK_MID_KO.search(p) or check_request_ko(p) or asks_by_ending(p)
                     or on_record_asked_ko(p) or same_as_own(p, lang) or asks_by_grammar(p, lang))
                if lang == "ko"
                else bool(INDIRECT_EN.search(p) or _FRONTED_ASK_EN.match(p)))
            or coordinated_ask(p, lang) or everything_about(p, lang) or follow_up(p, lang)
            or asks_recall(p, lang)  # the dictionary's asks with no question form (이름 까먹었어)
        )
        if is_q:
            out.append(part)
    if not out and lang == "en" and cues.rx(cues.QUESTION_START_EN).match(vocative.sub("", text, count=1)):
        out.append(sentence)
    return out


# Term kinds whose records are readings the user logs: a bare name of one asked ("a1c?", "fasting sugar?", "bp?")
# asks for the user's own latest values, as 간수치? does in Korean (session 50; x20's "a1c?" is structured). A drug,
# a drink or a symptom named alone may ask something else (can I take it, is it bad): not read by this.
_READING_KINDS = ("test", "concept", "vital", "body", "activity", "sleep")
_BARE_FILLER_EN = re.compile(r"[\s?？.!]+|\b(?:and|my|the|latest|last)\b", re.IGNORECASE)


def _bare_reading_asked(sentence: Segment, utterance: AnalysedUtterance) -> bool:
    """The sentence is only the name of a reading the dictionary knows, asked with a mark ("a1c?", "my ldl?")."""
    text = sentence.text.strip()
    if not text.endswith(("?", "？")):
        return False
    matches = [m for m in utterance.alias_matches if sentence.start <= m.start and m.end <= sentence.end]
    if len(matches) != 1:
        return False
    m = matches[0]
    key = _settled_key(m.term_key, m.candidates) or (m.candidates[0] if m.candidates else "")
    if key.split(":", 1)[0] not in _READING_KINDS:
        return False
    rest = utterance.text[sentence.start:m.start] + " " + utterance.text[m.end:sentence.end]
    return not _BARE_FILLER_EN.sub("", rest)


def _reading_named(sentence: Segment, utterance: AnalysedUtterance) -> bool:
    """The sentence names a reading the dictionary knows (a test, a vital, a body measure …): a series of records."""
    return any(sentence.start <= m.start < sentence.end
               and _settled_key(m.term_key, m.candidates).split(":", 1)[0] in _READING_KINDS
               for m in utterance.alias_matches)


def _said_fragment_ko(sentence: str) -> bool:
    """"한의원 원장님이 먹지 말라던 음식": a noun phrase naming what a care provider told the user (the reported
    adnominal before its noun, a provider as the speaker): a request for what was said, said as a fragment."""
    return closes_on_reported_noun(sentence) and bool(SPEAKER_KO.search(sentence))


def _asked_record(clause: str, sentence: str) -> bool:
    """A clause before the question that asks for records without a verb of its own ("my bp readings since
    the new med, and what did ..."): part of the question, not a statement told first."""
    return record_ask(clause, sentence, "en") and not cues.gate_cues("said_verb", "en").search(clause)


def _settled_key(key: str | None, candidates: Sequence[str]) -> str:
    """The term a match names; an ambiguous one between a condition and a symptom of the same name (migraine)
    is a trouble of the body either way: its first candidate stands for it."""
    if key:
        return key
    kinds = {c.split(":", 1)[0] for c in candidates}
    return candidates[0] if candidates and kinds <= {"condition", "symptom"} else ""


def _plain_spoken(utterance: AnalysedUtterance) -> AnalysedUtterance:
    """The utterance with its sentences in the plain spelling of spoken endings (same length, same spans); the
    RETAIN verdicts stay those of the text as typed."""
    plain = plain_endings(utterance.text)
    if plain == utterance.text:
        return utterance
    sentences = tuple((Segment(plain[s.start:s.end], s.start, s.end),
                       tuple(Segment(plain[c.start:c.end], c.start, c.end) for c in parts))
                      for s, parts in utterance.sentences)
    return dataclasses.replace(utterance, text=plain, sentences=sentences)


def decide_read(text: str, lang: str = "en", *, utterance: AnalysedUtterance | None = None) -> ReadDecision:
    """Read when a question or request in the utterance is about the user's own memory. ``utterance``: the
    analysed utterance the write path built once (its clauses and the RETAIN gate's verdicts are reused)."""
    if utterance is None:
        utterance = analyse(text, lang)
    text, lang = utterance.text, utterance.lang
    retain = retain_decision(utterance)
    if lang == "ko":  # the asks are read in the plain spelling of spoken endings (언제얌, 알려주셈: ko_spoken)
        utterance = _plain_spoken(utterance)
        text = utterance.text
    reasons: list[str] = []
    routes: list[Route] = []
    for sentence, clause_parts in utterance.sentences:
        parts = list(clause_parts)
        asks = _question_parts(sentence, parts, lang)
        requested = record_request(sentence, utterance) or (lang == "en" and _bare_reading_asked(sentence, utterance)) \
            or (lang == "ko" and _said_fragment_ko(sentence.text)) \
            or (lang == "en" and bool(_SUMMARY_FRAGMENT_EN.match(sentence.text))
                and health_summary(sentence.text, lang))  # "quick rundown of my health before my physical tmrw"
        compared = False
        if not asks and not requested and lang == "en" and compared_fragment_en(
                sentence.text, bool(cues.ask_health_rx("en").search(sentence.text)) or any(
                    sentence.start <= m.start < sentence.end for m in utterance.alias_matches)):
            requested = True  # "a1c before vs now", "lowest vitamin d i've had": a look-up fragment (read_compare)
        if not asks and requested:
            asks = [sentence]  # "need my last a1c", "혈압 어땠는지 좀": a request said as a fragment
        elif not asks and compared_to_own_past(sentence.text, lang) \
                and (cues.ask_health_rx(lang).search(text[:sentence.end])  # or a term the dictionary knows (요산)
                     or any(m.start < sentence.end for m in utterance.alias_matches)) \
                and (lang == "ko" or value_told(text[:sentence.end])):
            # "공복혈당 118인데 저번주보다 높아", "a1c 6.4 today. better than last time": a reading (told in the
            # sentence or before it) compared with the own past, left open: the records answer it
            asks, compared = [sentence], True
        hedged = False
        if not asks and hedged_course(sentence.text, lang) and _reading_named(sentence, utterance) \
                and not other_person(sentence.text, lang):
            asks, hedged = [sentence], True  # "요즘 혈압 좀 오르는 것 같기도 하고": the own series answers it
        if not asks or (routes and guessed_answer(sentence.text, lang)):
            continue  # no ask, or an answer guessed after one (… 뭐였죠? 김 교수님이었나: session 68)
        own_case = False
        # "check if I took it", "can't remember if I'm allergic": an embedded question's if, not a condition
        weighed = whether_free(sentence.text) if lang == "en" else sentence.text
        if is_hypothetical(weighed, True, lang) or (lang == "en" and _HYPOTHETICAL_EN.search(sentence.text)):
            drugs = [(m.start - sentence.start, m.end - sentence.start) for m in utterance.alias_matches
                     if sentence.start <= m.start < sentence.end and (m.term_key or "").startswith("drug:")]
            own_case = own_regimen_hypothetical(sentence.text, lang, drugs, whole=text)
            if not own_case:
                reasons.append("hypothetical")
                continue
        statement_before = any(s < asks[0].start for s, _ in retain.retained_spans) or value_told_before(
            utterance, asks[0].start, [(a.start, a.end) for a in asks])
        for part in asks:
            if is_reminder_request(part.text if lang == "en" else sentence.text, lang):
                reasons.append("reminder_request")
                continue
            if memory_edit(part.text, lang):
                reasons.append("memory_edit")  # "아까 그거 지워줘", "빼주세요": a write, no read (session 49)
                continue
            # The asking clause with its sentence, so that "my" earlier in the sentence still counts.
            scope = sentence.text[: part.end - sentence.start]
            recall_mine = (lang == "en" and bool(
                assoc_ask("en").search(part.text) and re.search(r"\b(?:my|i|we|our)\b", part.text, re.I)
            )) or clinician_said(part.text, text, lang) or (
                # "my GP said my thyroid was fine, right? what was the number": the value of what the turn told
                lang == "en" and value_back_en(part.text)
                and bool(cues.ask_health_rx("en").search(text[:part.start])))
            if not statement_before and about_a_pet(sentence.text, part.text, lang):
                reasons.append("pet")  # "my dog threw up twice today, should I worry?"
                continue
            if lang == "en" and GENERIC_HOW.match(part.text.strip()) and THIRD_PERSON.search(part.text):
                reasons.append("care_for_other")  # "how can I help her around the house?"
                continue
            if lang == "en" and not statement_before and _WHAT_DO_I_DO.match(part.text.strip()) \
                    and other_person(sentence.text, lang):
                reasons.append("care_for_other")  # "My 4 year old has a fever of 39, what should I do?"
                continue
            # Korean adds the fragment after the question ("커피 끊어야 되나? 내 혈압 생각하면").
            ko_scope = text[sentence.start:]
            if (lang == "en" and statement_before and NORM_JUDGEMENT_EN.match(part.text.strip())) or (
                    lang == "ko" and NORM_JUDGEMENT_KO.search(sentence.text) and not OWN_PAST_KO.search(sentence.text)
                    and not extreme_asked(sentence.text, lang)):
                reasons.append("norm_judgement")  # "94% after the stairs, is that normal?": general knowledge
                continue
            known_term = any(sentence.start <= m.start < sentence.end for m in utterance.alias_matches)
            if about_someone_else(sentence.text, part.text, lang):
                reasons.append("someone_else")  # "my husbands bp is high lately, should he be worried?"
                continue
            if others_trouble(text[:part.end], part.text, lang):
                reasons.append("others_trouble")  # "my coworker has shingles, can I catch it?": general knowledge
                continue
            if general_marked(part.text, text, lang):
                reasons.append("general_mark")  # "should I get a colonoscopy at 45 in general"
                continue
            if media_checked(utterance, sentence.start, part.start, part.text):
                reasons.append("media")  # "뉴스에서 … 내린다던데 진짜야?": general knowledge
                continue
            if lang == "en" and task_for_agent(part.text, health=known_term or bool(
                    cues.ask_health_rx("en").search(sentence.text))):
                reasons.append("task")  # "can you help me write an email to my landlord"
                continue
            # "155 again, this keeps happening after pasta right?": the user's own readings (not another's)
            recurred = recurrence_confirmed(scope, lang) and not other_person(sentence.text, lang)
            if not (recall_mine or requested or own_case or compared or hedged or on_record(part.text, lang)
                    or same_as_own(part.text, lang) or recurred) and not personal(
                    scope if lang == "en" else ko_scope, lang, statement_before, known_term=known_term):
                reasons.append("general")
                continue
            if lang == "en" and other_person(sentence.text, lang) and THIRD_PERSON.search(part.text) \
                    and not statement_before:
                reasons.append("other_person")
                continue
            # "my PT said to ice after runs, have I been running less since ...": a statement told before the
            # question in the same sentence does not choose the route; the question from its start does
            told_first = lang == "en" and any(
                sentence.start <= s < asks[0].start and not _ASKS_FIRST_EN.match(text[s:e])
                and not _asked_record(text[s:e], sentence.text) for s, e in retain.retained_spans)
            asked = sentence.text[asks[0].start - sentence.start:] if told_first else sentence.text
            begin = asks[0].start if told_first else sentence.start
            end = sentence.end if lang == "en" else len(text)
            # a record told first in the sentence (kept by the RETAIN gate) is the coordinate its asks point back
            # to ("68 kg today, what's my trend since ...")
            # so is a term of a statement told before the asking sentence ("비타민D 32로 올랐어! 전에 몇이었고 …")
            coordinate = told_first or any(begin <= m.start and m.end <= end for m in utterance.alias_matches) \
                or (statement_before and any(m.end <= sentence.start for m in utterance.alias_matches))
            asking = asked if lang == "en" else ko_scope
            offset = begin if lang == "en" else sentence.start
            terms = [Term(m.start - offset, m.end - offset, _settled_key(m.term_key, m.candidates))
                     for m in utterance.alias_matches
                     if sentence.start <= m.start and m.end <= end and _settled_key(m.term_key, m.candidates)]
            tail = text[sentence.end:] if lang == "en" else ""
            # a reading told in a statement before the asking sentence is the series its course asks about ("CRP
            # 3.8 나왔어요. 휴미라로 바꾸고 나서 좀 떨어진 거 맞죠?": session 62)
            told_series = statement_before and any(
                m.end <= sentence.start and _settled_key(m.term_key, m.candidates).split(":", 1)[0]
                not in ("", "drug", "meal") for m in utterance.alias_matches)
            route, decided_by = route_for(asking, lang, coordinate=coordinate, terms=terms, tail=tail,
                                          head=text[sentence.start:offset], told_series=told_series)
            if own_case:  # an imagined case of the user's own regimen: records and judgement (C12)
                route, decided_by = "both", OWN_CASE
            elif decided_by is None and same_as_own(asking, lang):
                route, decided_by = "structured", SAME_AS_OWN  # the user's medication list answers it
            elif decided_by is None and route != "associative" and against_own_list(asking, lang):
                route, decided_by = "structured", AGAINST_OWN_LIST  # checked against the user's medication list
            elif decided_by is None and hedged:
                route, decided_by = "structured", HEDGED_COURSE
            elif decided_by is None and recurred:
                route, decided_by = "structured", RECURRENCE  # the user's own readings answer it
            elif route == "structured" and decided_by is None and compared_to_own_past(asking, lang):
                decided_by = COMPARED_OWN_PAST  # a reading against the user's own past: the records (read_compare)
            elif route == "structured" and decided_by is None and own_regimen_list(asking, lang):
                decided_by = OWN_REGIMEN_LIST  # the user's own medication list: the regimen records
            elif route == "structured" and decided_by is None and own_count(asking, lang):
                decided_by = OWN_COUNT  # a count of what happened to the user: the records counted
            elif route == "structured" and decided_by is None and regimen_date_asked(asking, lang):
                decided_by = REGIMEN_DATE  # when a regimen started, switched or stopped: its dated record
            elif route == "structured" and decided_by is None and happened_before(asking, lang):
                decided_by = HAPPENED_BEFORE  # whether it happened to the user before too: the records
            elif route == "structured" and decided_by is None and meal_asked(asking):
                decided_by = MEAL_ASKED  # what the user ate: the meal records (read_advice)
            routes.append(route)
            reasons.append(f"personal:{route}")
            if decided_by:
                reasons.append(decided_by)
    if not routes:  # a turn with no ask that closes on a finished statement tells (the opinion keeps it)
        told = not reasons and (told_closed_ko(text) if lang == "ko" else told_closed_en(text))
        return ReadDecision(False, "none", reasons or ["told_closed" if told else "no_question"])
    last = utterance.sentences[-1][0].text if utterance.sentences else ""
    if dismissed(last, lang) and not (lang == "en" and "?" in last):
        # "아까 뭐라고 했는지 잊어버렸어요 ㅋㅋ 신경쓰지 마세요": the turn takes its ask back (session 49)
        return ReadDecision(False, "none", [*reasons, "dismissed"])
    if "both" in routes or ("associative" in routes and "structured" in routes):
        final: Route = "both"  # the union: one sentence asks what was said, another for the records
        if "both" not in routes and ASKS_BOTH not in reasons:
            reasons.append(ASKS_BOTH)  # a union of asks, as within one sentence: the opinion keeps it (session 34)
    elif "associative" in routes:
        final = "associative"
    else:
        final = "structured"
    return ReadDecision(True, final, reasons)
