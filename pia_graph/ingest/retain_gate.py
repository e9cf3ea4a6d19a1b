"""The RETAIN gate: does an utterance carry personal health information worth keeping?

Pure and deterministic. The analysed utterance (``utterance.analyse``) already holds, for each clause, the
gate's verdict with its reason (``clause_verdict.Verdict``): a clause is retained when it is a statement (not
a question, hypothetical, request, small talk or media report), is about health (a cue word, a number with a
health word, or an ontology alias match), and is about the user or a first-degree relative's history (not a
friend, coworker, pet, a made-up person or people in general). One retained clause is enough: "Got my TSH
back, 2.1. what was it last time?" keeps its statement part. This module reads those verdicts; one Korean
clause judged a request may still open with a statement of its own (``told_before_request``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache

from pia_graph.ingest import considered_drug, cues
from pia_graph.ingest.clause_talk import has_health, is_request, price_talk
from pia_graph.ingest.clause_tells import tells_ko
from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.clauses import Segment, statement_end_ko
from pia_graph.ingest.equative_owner import given_to_another
from pia_graph.ingest.experiencer import NOT_THE_USER, REPORTED_END_KO, Experiencer, named_before, self_anchor
from pia_graph.ingest.news_reaction import joy_at_news, worry_at_news
from pia_graph.ingest.own_correction import own_value_corrected
from pia_graph.ingest.own_past_value import own_past_value
from pia_graph.ingest.plans import plan_weighed
from pia_graph.ingest.question_forms import asks_by_grammar
from pia_graph.ingest.read_request import record_request
from pia_graph.ingest.sentence_asks import is_question_clause
from pia_graph.ingest.utterance import AnalysedUtterance, Clause, analyse
from pia_graph.ontology import TermMatch


@dataclass(frozen=True, slots=True)
class RetainDecision:
    retain: bool
    reasons: list[str] = field(default_factory=list)
    retained_spans: list[tuple[int, int]] = field(default_factory=list)


def retain_decision(utterance: AnalysedUtterance) -> RetainDecision:
    """Keep the utterance when any clause's verdict is a statement. Decided once per utterance (the RETAIN gate
    and the READ gate both ask); the decision is shared, not to be changed by its readers."""
    return utterance.derived("retain_decision", lambda: _retain_decision(utterance))


def _retain_decision(utterance: AnalysedUtterance) -> RetainDecision:
    if not utterance.text.strip():
        return RetainDecision(False, [Verdict.EMPTY])
    if utterance.small_talk:
        return RetainDecision(False, [Verdict.SMALL_TALK])
    reasons: list[str] = []
    kept: list[tuple[int, int]] = []
    hypothetical_sentences: set[int] = set()
    asking_only = {n for n, (sentence, _) in enumerate(utterance.sentences) if record_request(sentence, utterance)}
    for clause in utterance.clauses:
        if clause.verdict == Verdict.STATEMENT and clause.sentence in asking_only:
            # "ㄱㄱ 저번달 걸음수 평균 ㄱ", "요산 마지막으로 잰게 언제고 몇이었어": the sentence asks for the user's
            # records by the READ gate's grammar (no value, no verb that tells): it tells nothing new
            if Verdict.REQUEST not in reasons:
                reasons.append(Verdict.REQUEST)
            continue
        if clause.verdict == Verdict.HYPOTHETICAL:
            if clause.sentence not in hypothetical_sentences:
                hypothetical_sentences.add(clause.sentence)
                reasons.append(Verdict.HYPOTHETICAL)
            continue
        if clause.verdict == Verdict.STATEMENT:
            kept.append((clause.start, clause.end))
        elif (told := told_before(clause, utterance)) is not None:
            # "발목 접질렀어 ㅠ 작년에 다친데랑 같은쪽인지 확인해줘", "편두통 때문에 어제 조퇴함 왜 요즘 자주 오지": the
            # statement before the request or the question is told
            kept.append(told)
            if Verdict.STATEMENT not in reasons:
                reasons.append(Verdict.STATEMENT)
        if clause.verdict not in reasons:
            reasons.append(clause.verdict)
    if any(c.verdict == Verdict.STATEMENT and (c.considered or c.given) for c in utterance.clauses):
        reasons.append(considered_drug.REASON)  # "친구가 준 트라마돌 먹을까 해요": a safety fact, kept as said
    if kept and (_disowned(utterance) or _given_away(utterance, kept)):
        # "sorry that was my mother-in-law's bp not mine", "그건 우리 아버지 수치예요 제 거 말고", "리튬 드시는 건
        # 엄마예요": the health named is another's, said so outright
        return RetainDecision(False, [Verdict.OTHER_PERSON], [])  # (the reason the retraction step gives too)
    if kept and (joy_at_news(utterance, kept) or worry_at_news(utterance, kept)):
        # "손자가 이번에 대학 붙었어요. 기분 좋은 날이에요.": the good mood is the reaction to someone else's news
        return RetainDecision(False, [*(r for r in reasons if r != Verdict.STATEMENT), Verdict.SMALL_TALK], [])
    if kept and _kin_setting(utterance, kept):
        # "엄마가 페니실린 알레르기인데 이런 것도 유전돼요?", "my mum's on a prednisolone taper, is it normal for her
        # to be this moody": a relative's health told only as the setting of a question about it
        return RetainDecision(False, [r for r in reasons if r != Verdict.STATEMENT] or [Verdict.QUESTION], [])
    if kept and _only_a_visit_ahead(utterance, kept):
        # "I have a new endo appt next week, can you sum up my diabetes stuff", "다음주에 정기검진 가는데 … 정리해
        # 주세요": a visit still to come, said as the reason for what is asked, is the request's setting
        setting = [r for r in reasons if r != Verdict.STATEMENT]
        return RetainDecision(False, setting if Verdict.REQUEST in setting else [*setting, Verdict.REQUEST], [])
    if not kept and (own := own_past_value(utterance)) is not None:
        # "4.1 this time. is that the lowest since I started?", "오늘은 84.9! 어제보다 더 빠졌죠?": a value set against
        # the user's own past is a reading of theirs, its name unsaid
        return RetainDecision(True, [*reasons, "own_past_value"], [own])
    if not kept and (fixed := own_value_corrected(utterance)) is not None:
        # "sorry, 80 not 60, wrong line", "9.1 아니고 1.9예요 오타": a value of the user's put right, its name said
        # in the turn before
        return RetainDecision(True, [*reasons, "own_correction"], [fixed])
    return RetainDecision(bool(kept), reasons, kept)


# The kinds of term that tell a health fact of their own beside a visit ("chest tightness …, cardio appt tmrw")
_TOLD_KINDS = ("symptom:", "condition:", "drug:", "test:", "vital:", "body:", "mood:", "allergen:", "procedure:",
               "vaccine:", "profile:", "substance:", "sleep:", "meal:", "food:")


_CARER_EN = cues.rx(rf"\b{cues.CARE_ROLE_EN}")


def _only_a_visit_ahead(utterance: AnalysedUtterance, kept: Sequence[tuple[int, int]]) -> bool:
    """Every kept clause only names a visit to care still to come (a ``visit_word`` or a visit term, and a time of
    ``plan_future_time``; no number, no other health term), and a later clause requests the user's records (a
    summary, a look-up): the visit is why the user asks, not a record (a booked visit said on its own, or before a
    question of what to do there, is kept)."""
    lang = utterance.lang
    visit = cues.gate_cues("visit_word", lang)
    last_kept = max(end for _, end in kept)
    # the request may read as no health of its own ("can you summarise my conditions", verdict no_health): it asks
    # by its form all the same
    if not any(c.start >= last_kept and (c.verdict == Verdict.REQUEST or (
            c.verdict != Verdict.STATEMENT and is_request(c.text, lang))) for c in utterance.clauses):
        return False  # (a question of what to bring or to ask there keeps the booked visit: it asks for no record)
    visits = {m.start for m in utterance.alias_matches if (m.term_key or "").startswith("visit:")}

    def department(m: TermMatch) -> bool:
        # "모레 당뇨 외래 있어요", "migraine clinic tomorrow": a term right before the visit names its department
        rest = utterance.text[m.end:m.end + 20]
        return m.end + len(rest) - len(rest.lstrip()) in visits or visit.match(rest.lstrip()) is not None

    for start, end in kept:
        text = utterance.text[start:end]
        terms = [m.term_key or "" for m in utterance.alias_matches if start <= m.start < end and m.term_key
                 and not department(m)]
        # a visit, or a carer seen ("im seeing a new doctor next week")
        named = visit.search(text) or any(t.startswith("visit:") for t in terms) or (
            lang == "en" and _CARER_EN.search(text))
        if re.search(r"\d", text) or not named or not _ahead(text, lang) or any(t.startswith(_TOLD_KINDS)
                                                                              for t in terms):
            return False
    return True


def _ahead(text: str, lang: str) -> bool:
    """A time still to come (``plan_future_time``), or in English a weekday named bare with the user's present or
    progressive said of the visit (``visit_ahead_present``: "I'm seeing a new cardiologist friday"); a bare weekday
    alone leaves the tense unsaid ("saw the GP monday")."""
    if cues.gate_cues("plan_future_time", lang).search(text):
        return True
    return lang == "en" and bool(cues.gate_cues("plan_weekday", "en").search(text)) \
        and bool(cues.gate_cues("visit_ahead_present", "en").search(text))


# a relative said to have it too (the additive 도, "too", "as well"): one more of the family, its history told
_KIN_TOO = {"ko": re.compile(rf"{cues.person_rx('kin', 'ko').pattern}도"),
            "en": re.compile(r"\b(?:too|as\s+well)\b|\balso\s+(?:has|had|got)\b", re.I)}


def _kin_setting(utterance: AnalysedUtterance, kept: Sequence[tuple[int, int]]) -> bool:
    """Every kept part is a first-degree relative's (experiencer ``family``) and the turn asks about it: a clause
    of the turn, or the rest of the kept part's own clause, is a question or a request with no first person in it.
    The relative's health is the question's setting, not a history told for the record. A relative said to have it
    too ("남동생도"), or a question the user asks of themselves ("남동생이 대장암 수술 받았어요 … 저도 내시경
    받아봐야 할까요", "my mom has diabetes, should I get tested"), keeps the family history."""
    lang = utterance.lang
    owners = [c for c in utterance.clauses if any(c.start <= s < c.end for s, _ in kept)]
    if not owners or any(c.experiencer != Experiencer.FAMILY for c in owners):
        return False
    if any(_KIN_TOO[lang].search(c.text) for c in owners):
        return False  # "남동생도 당뇨 진단 받았대 집안 내력인가": one more relative with it, a family history told
    asking: list[str] = []
    for c in utterance.clauses:
        told = next((e for s, e in kept if c.start <= s < c.end), None)
        rest = utterance.text[told:c.end] if told is not None else c.text
        if not rest.strip():
            continue
        if c.verdict in (Verdict.QUESTION, Verdict.REQUEST) or c.in_question or (
                told is not None and (asks_by_grammar(rest, lang) or is_question_clause(rest, lang))):
            asking.append(rest)
    return bool(asking) and not any(self_anchor(rest, lang) for rest in asking)


# "그거 제 체중 아니고 아내 거예요": 제 / 내, one word of a thing, then 아니 (the thing is not the user's)
_MY_THING_NOT_KO = re.compile(r"(?:^|(?<=\s))(?:제|내)\s+(\S+?)(?:이|가)?\s*아니(?:고|라|에요|예요|야|요|죠)")


@cache
def _disowns(lang: str) -> re.Pattern[str]:
    """The ``disowns_earlier`` cues, a Korean one only at the start of a word ("문제가 아니고" holds no 제가 아니고)."""
    pattern = cues.gate_cues("disowns_earlier", lang)
    return re.compile(rf"(?<![가-힣])(?:{pattern.pattern})", re.IGNORECASE) if lang == "ko" else pattern


def _my_thing_not_ko(text: str) -> bool:
    """The turn says a thing of the user's is not it ("그거 제 체중 아니고 아내 거예요"); not a person so said ("제
    동생 아니고 엄마예요" names whose it is, nothing of the user's disowned)."""
    return any(not cues.names_someone(m.group(1), "ko", cues.SOMEONE_ELSE_ANY_ENDING)
               for m in _MY_THING_NOT_KO.finditer(text))


def _disowned(utterance: AnalysedUtterance) -> bool:
    """The turn says outright that what it names is not the user's (cue list ``disowns_earlier``: "not mine", "제 거
    아니", "제 거 말고") and names whose it is (a relative, someone else, a pet), with no number of its own: a reply
    that gives the turn before to another person tells nothing of the user's, whether or not the history is at hand
    (``followup_context.disowns_earlier`` reads it beside the earlier records). "not mine, mine was 128" stays."""
    lang = utterance.lang
    if re.search(r"\d", utterance.text) or not (_disowns(lang).search(utterance.text)
                                                or (lang == "ko" and _my_thing_not_ko(utterance.text))):
        return False
    return cues.names_someone(utterance.text, lang, cues.SOMEONE_ELSE)


def _given_away(utterance: AnalysedUtterance, kept: Sequence[tuple[int, int]]) -> bool:
    """Every kept part lies in a sentence that gives what it points at to a relative, someone else or a pet by an
    equative (``equative_owner``: "That double dose thing was my dad, sorry", "임신한 건 제 동생이에요"), and the turn
    tells no number of its own, is not typed for the one cared for, and names no condition of a relative's (family
    history: "당뇨 있는 건 엄마예요" stays)."""
    lang = utterance.lang
    if utterance.proxy or re.search(r"\d", utterance.text):
        return False
    given = [s for s, _ in utterance.sentences if given_to_another(s.text, lang)]
    if not given or not all(any(s.start <= start < s.end for s in given) for start, _ in kept):
        return False
    kin = cues.person_rx("kin", lang)
    return not any((m.term_key or "").startswith("condition:") and kin.search(s.text)
                   for s in given for m in utterance.alias_matches if s.start <= m.start < s.end)


# A Korean statement closed by a sigh ("못잠ㅠ", "접질렀어 ㅠ"): its end, with no comma, before a request
_SIGH_END = re.compile(r"[ㅠㅜ]+$")
# the bound noun 수 ("count") after a word: one noun phrase with it ("걸음 수 얼마야": 걸음 is no nominal ending there)
_BOUND_NOUN_NEXT_KO = re.compile(r"^수(?:\s|$)")


def told_before(clause: Clause, utterance: AnalysedUtterance) -> tuple[int, int] | None:
    """The told part of a Korean clause judged a request (``told_before_request``) or a question read by its
    grammar (``told_before_question``); None for any other clause."""
    if clause.verdict == Verdict.REQUEST:
        return told_before_request(clause, utterance)
    if clause.verdict == Verdict.QUESTION:
        return told_before_question(clause, utterance)
    return None


def told_before_question(clause: Clause, utterance: AnalysedUtterance) -> tuple[int, int] | None:
    """The span of a Korean statement said before a question in one clause, with no mark between ("편두통 때문에
    어제 조퇴함 왜 요즘 이렇게 자주 오지", "어제 두통 심했음 혹시 혈압약 때문이야"): the words up to a statement's
    final ending (or a sigh) tell a health fact of the user's, the words after it ask by their grammar
    (``question_forms.asks_by_grammar``) and the words before do not. None when there is no such part."""
    return _told_before(clause, utterance, lambda rest: asks_by_grammar(rest, "ko") or is_question_clause(rest, "ko"))


def told_before_request(clause: Clause, utterance: AnalysedUtterance) -> tuple[int, int] | None:
    """The span of a Korean statement said before a request in one clause, with no comma between ("잠 4시간밖에
    못잠ㅠ 이번주 평균 수면시간 알려줘", "아까 타이레놀 두알 먹음 오늘 총 몇알째인지 계산좀"): the words up to a
    statement's final ending (or a sigh) tell a health fact of the user's, the words after it are the request
    (``is_request``). None when there is no such part."""
    return _told_before(clause, utterance, lambda rest: is_request(rest, "ko"))


def _told_before(clause: Clause, utterance: AnalysedUtterance,
                 asks: Callable[[str], bool]) -> tuple[int, int] | None:
    if utterance.lang != "ko" or clause.experiencer in NOT_THE_USER or clause.hypothetical:
        return None
    spans = [(m.start, m.end) for m in utterance.alias_matches if m.term_key is not None]
    text = clause.text
    for word in re.finditer(r"\S+", text):
        end = word.end()
        head, rest = text[:end], text[end:].strip()
        if not rest or not (statement_end_ko(word.group(0)) or _SIGH_END.search(word.group(0))) \
                or _BOUND_NOUN_NEXT_KO.match(rest):
            continue
        if asks(rest) and not asks(head) and tells_ko(head) and not plan_weighed(head, "ko") \
                and not price_talk(head, "ko") \
                and has_health(Segment(head, clause.start, clause.start + end), "ko", spans) \
                and not _someone_elses(head, clause, utterance):
            return clause.start, clause.start + end
    return None


def _someone_elses(head: str, clause: Clause, utterance: AnalysedUtterance) -> bool:
    """The told part is a relative's passing episode or hearsay of someone named before it ("둘째가 밤새 토했어요 ㅠ
    탈수 증상 뭐 봐야돼요", "아들 군대 갔는데 훈련소에서 무릎 다쳤대요 ㅠ 어떡하죠"), not the user's: a relative's
    clause that names no condition (a condition is their history, "엄마가 당뇨인데 …" stays), or a reported clause
    (-대요) with no first person after a relative or someone else is named."""
    inside = [m.term_key or "" for m in utterance.alias_matches
              if clause.start <= m.start < clause.start + len(head) and m.term_key]
    if clause.experiencer == Experiencer.FAMILY:
        return not any(t.startswith("condition:") for t in inside)
    if REPORTED_END_KO.search(head) and not self_anchor(head, "ko"):
        return named_before(utterance.text[:clause.start], "ko") is not None
    return False


def decide_retain(text: str, lang: str = "en", matches: Sequence[TermMatch] | None = None) -> RetainDecision:
    """The gate over text alone (``matches``: the ontology's alias matches in it); the write path builds the
    analysed utterance once and calls ``retain_decision``."""
    spans = [m for m in (matches or []) if m.term_key is not None]
    return retain_decision(analyse(text, lang, matches=spans))


def retain_for_records(decision: RetainDecision, utterance: AnalysedUtterance,
                       record_spans: Sequence[tuple[int, int]]) -> RetainDecision:
    """A statement whose every clause the word lists saw as no health at all ("scale said 81.4 today",
    "born 04/02/1979") is kept when the extractor made a record of it: a record is health information by
    definition. Questions, hypotheticals and other people's health stay dropped."""
    if decision.retain or not record_spans or set(decision.reasons) != {Verdict.NO_HEALTH}:
        return decision
    if any(c.in_question or c.hypothetical or c.experiencer in NOT_THE_USER for c in utterance.clauses):
        return decision
    asking = [c for c in utterance.clauses if is_request(c.text, utterance.lang)]
    if asking and (utterance.lang != "ko" or any(c.start <= r < c.end for c in asking for r, _ in record_spans)):
        # "오늘 저녁 메뉴 추천좀": a request names a meal, it tells none; a Korean value told in a clause of its
        # own before the request is told ("165lb 나왔어요 ㅋㅋ 한국 단위로 바꿔주세요")
        return decision
    if any(s.start <= a < s.end and any(s.start <= r < s.end for r, _ in record_spans)
           for s, _ in utterance.sentences for a, _ in utterance.figurative):
        return decision  # "dinner with the team tonight": the sentence's health word was read in another sense
    return RetainDecision(True, [*decision.reasons, "extracted_record"], list(record_spans))


def retain_for_proxy(decision: RetainDecision, utterance: AnalysedUtterance, named: bool) -> RetainDecision:
    """A turn that says it is typed on the account of the one cared for, with no health word ("손녀가 써드려요.
    할머니 78세 혼자 사세요"), is kept: who the account's user is is what its later turns are read by, and the store
    keeps that on the retained turn (``proxy_account``). ``named``: the turn's own words say it (cue list
    ``proxy_account``), not an earlier turn's. A question ("is this my mom's account?") is not kept."""
    if decision.retain or not named or not utterance.proxy:
        return decision
    if any(c.in_question or c.hypothetical for c in utterance.clauses):
        return decision
    return RetainDecision(True, [*decision.reasons, "proxy_account"], [])


# the subject pronoun of a dose change ("they halved it", "she bumped it up"): the prescriber, not whose dose it is
_PRESCRIBER_PRONOUN = re.compile(r"\b(?:he|she|they)\b(?!\s*'s\b)", re.IGNORECASE)


def retain_for_earlier_drug(decision: RetainDecision, utterance: AnalysedUtterance,
                            earlier_drug: Callable[[], bool]) -> RetainDecision:
    """A statement that changes a dose with the drug only pointed at ("they halved it", "반으로 줄였어요"), cue list
    ``dose_change_unnamed``, is kept when an earlier turn of the user holds a medication record (``earlier_drug``,
    asked only of such a turn): the drug is the one talked of before. Questions, hypotheticals and a change that
    names someone else ("my dad's doctor halved it") stay dropped."""
    if decision.retain or set(decision.reasons) != {Verdict.NO_HEALTH}:
        return decision
    if not cues.gate_cues("dose_change_unnamed", utterance.lang).search(utterance.text):
        return decision
    if any(c.in_question or c.hypothetical for c in utterance.clauses):
        return decision
    # "they halved it": the prescriber changes the user's dose (the clause's experiencer reads "they" as someone
    # else); a relative, a friend or a pet named anywhere makes it theirs
    named = _PRESCRIBER_PRONOUN.sub(" ", utterance.text)
    if cues.names_someone(named, utterance.lang, cues.SOMEONE_ELSE):
        return decision
    if not earlier_drug():
        return decision
    return RetainDecision(True, [*decision.reasons, "earlier_drug"], [(c.start, c.end) for c in utterance.clauses])
