"""The clauses of an analysed utterance, read one after another (``utterance.analyse`` calls :func:`read_clauses`).

For each clause: whether its sentence asks or imagines, its experiencer (carried from the clause before when it
names no one: a relative's reading, a pet's trouble, a programme watched, company kept), the RETAIN gate's verdict
and its negation, hedging and resolution cues; a clause that names its owner after the fact gives the statements
before it to that person (``_owned_late``).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from pia_graph.ingest import cues, negation
from pia_graph.ingest.bare_reading import bare_reading
from pia_graph.ingest.clause_attributes import ATTRIBUTES
from pia_graph.ingest.clause_evidence import (
    acute_named,
    evaluation,
    history_named,
    names_state,
    own_share,
    reading_told_ko,
    relative_checked,
)
from pia_graph.ingest.clause_mood import late_owner, mood_verdict
from pia_graph.ingest.clause_talk import is_request, only_a_name
from pia_graph.ingest.clause_tells import asked_for, tells_ko, topic_phrase_en, value_told_ko
from pia_graph.ingest.clause_verdict import Verdict, classify_clause
from pia_graph.ingest.clauses import N_FINAL_KO, Segment
from pia_graph.ingest.considered_drug import considered_drug
from pia_graph.ingest.experiencer import (
    NOT_THE_USER,
    REPORTED_END_KO,
    Experiencer,
    care_speaker_ko,
    family_anchor,
    named_before,
    reported,
    self_anchor,
)
from pia_graph.ingest.given_drug import given_drug, told_by_giver
from pia_graph.ingest.honorific_ko import honoured_predicate_ko
from pia_graph.ingest.ko_endings import asked_by_last_ko, recalled_ko
from pia_graph.ingest.on_drug import on_drug
from pia_graph.ingest.sense import public_person, work_sentence
from pia_graph.ingest.sentence_asks import asks, confirm_tag_alone, is_question, wonders_on_past
from pia_graph.ontology import Dictionary, TermMatch

# A Korean sentence after a question that only goes on with it, ending on a connective and no final ending
# ("감기약 먹어도 되나요? 지금 먹는 약이랑 같이", "... 좋을까? 혈당 생각해서", "... 떨어지지? 처방 다시 받아야 되는데";
# 되어서 contracted too: "... 뭐였죠? 예약 전화해야 돼서요", why the user asks)
_CONTINUATION_KO = re.compile(
    r"(?:(?:해서|어서|아서|워서|봐서|라서|돼서|되어서|니까|는데|은데|인데|던데|면서|려고|려구)요?|같이|랑|이랑|하고|한테|보다|처럼"
    # "… 어때? 내가 잠 못잔다고 한 이유도": what else is asked, a noun with 도
    r"|(?:이유|거|것|말|얘기|내용|때)도)\s*[.!~ㅠㅜ]*$")
# A Korean clause ending on a connective (-는데, -고, -서) goes on with the same subject when the next names none:
# "남편 혈압이 160/100인데 병원을 안가요" is still the husband
_JOINED_KO = re.compile(rf"(?:[는은인던{N_FINAL_KO}]데|[었았였했]고|[아어여해]서)\s*[.!~ㅠㅜ]*$")

# A Korean clause that makes someone its subject (the person's word with 이 / 가 / 은 / 는 / 께서, or owned: 우리
# 딸) and ends as the background of what follows (-ㄴ데) or on what was reported (-대요): the topic the next clause
# goes on with when it names no one ("우리 딸 50일인데 …", "사촌오빠가 젊은데 …", "남편이 … 걸렸대요. 입원했어요")
_TOPIC_WORD_KO = re.compile(r"(?:(?:^|(?<=\s))(?:우리|저희|울)\s*\S+|\S+(?:이|가|은|는|께서))(?=\s|$)")
_TOPIC_END_KO = re.compile(rf"(?:[는은인던{N_FINAL_KO}]데요?)\s*[.!~ㅠㅜ]*$")


def topic_set_ko(clauses: list[str]) -> bool:
    """Korean clauses, one after another, of which one names a relative or someone else as its subject and the last
    ends on -ㄴ데 or a reported ending ("남편이 회사 회식 갔다 / 왔대요.")."""
    if not clauses or not (_TOPIC_END_KO.search(clauses[-1]) or REPORTED_END_KO.search(clauses[-1])):
        return False
    return any(cues.names_someone(word.group(0), "ko", ("family", "other"))
               for clause in clauses for word in _TOPIC_WORD_KO.finditer(clause))


def _run_before(out: list[Clause]) -> list[Clause]:
    """The last clauses of ``out`` that tell nothing of health and share the last one's experiencer."""
    run: list[Clause] = []
    for clause in reversed(out):
        if clause.verdict != Verdict.NO_HEALTH or clause.experiencer != out[-1].experiencer:
            break
        run.insert(0, clause)
    return run


@dataclass(frozen=True, slots=True)
class Clause:
    segment: Segment
    sentence: int  # index into ``AnalysedUtterance.sentences``
    in_question: bool
    hypothetical: bool
    experiencer: Experiencer
    verdict: Verdict
    negation_cue: bool
    hedged: bool
    resolved: bool
    given: bool = False  # a drug someone else gave or advised the user (``given_drug``): a fact, no record
    considered: bool = False  # a drug the user plans or weighs taking, not taken (``considered_drug``): a fact

    @property
    def start(self) -> int:
        return self.segment.start

    @property
    def end(self) -> int:
        return self.segment.end

    @property
    def text(self) -> str:
        return self.segment.text



def _asking(sentence: str, parts: list[Segment], lang: str) -> Verdict | None:
    """What a sentence of several clauses asks for as a whole: a question (an ``ask`` cue in it) or a request
    (its first clause opens with one), else None."""
    if len(parts) < 2:
        return None
    if asks(sentence, lang):
        return Verdict.QUESTION
    if lang == "en" and is_request(parts[0].text, lang):
        return Verdict.REQUEST
    if lang == "ko" and is_request(parts[-1].text, lang):
        return Verdict.REQUEST  # Korean closes on its request: "요산 수치, 발작난 날짜 다 정리해줘"
    if lang == "ko" and is_request(parts[0].text, lang) and not any(tells_ko(p.text) for p in parts[1:]):
        return Verdict.REQUEST  # or adds what it asks for after it: "상태 요약해줘요, 수치 변화랑 들은 조언까지"
    return None



def read_clauses(masked: str, lang: str, sentences: list[tuple[Segment, list[Segment]]],
             matches: tuple[TermMatch, ...], dictionary: Dictionary | None, proxy: bool) -> list[Clause]:
    spans = [(m.start, m.end) for m in matches if m.term_key is not None]
    backend = ATTRIBUTES.get()  # the hand rules unless a measurement swapped them (``clause_attributes``)
    out: list[Clause] = []
    question_before = False
    last_who: Experiencer | None = None  # the experiencer of the turn's clause before, across sentences
    media_before = False  # a programme watched was named earlier in the turn ("드라마 보는데 …")
    pet_before = False  # a pet was the experiencer of a clause earlier in the turn
    request_before = False  # the sentence before closed on a request ("… 요약 좀 만들어줘요. 약이랑 검사 수치랑")
    # "mums account - typing for her. her bp …": a caregiver on the account of the one cared for, who is the user
    # (``proxy``: this turn or an earlier one of the account says so)
    for n, (sentence, parts) in enumerate(sentences):
        question = is_question(sentence, lang) or (
            question_before and lang == "ko" and bool(_CONTINUATION_KO.search(sentence.text)))
        after_question = question_before and not question
        question_before = question
        attributes = backend.sentence(sentence, lang, question=question, spans=spans)
        hypothetical = attributes.hypothetical
        asking = _asking(sentence.text, parts, lang)
        wonder = question and wonders_on_past(sentence, lang)
        before: Experiencer | None = None
        before_verdict: Verdict | None = None
        requested = request_before  # a request came before this clause, in its sentence or closing the one before
        work = work_sentence(sentence.text, lang, dictionary)
        for i, seen in enumerate(parts):
            # the gate reads the clause with figurative health words blanked ("work is a total headache")
            part = Segment(masked[seen.start:seen.end], seen.start, seen.end)
            who = attributes.experiencer(part, before=before)
            if who == Experiencer.SELF and reported(part.text, lang):
                # "아들 데리고 소아과 갔어. 중이염 있대": still the son (Korean only: `reported` is False in English)
                who = last_who if last_who not in (None, Experiencer.SELF) else \
                    named_before(masked[:seen.start], lang) or who
            elif who == Experiencer.SELF and lang == "ko" and honoured_predicate_ko(part.text) \
                    and not self_anchor(part.text, lang) and not care_speaker_ko().search(part.text):
                # "아빠 혈당이 180 나왔대요. 약은 드시고 계신데": a predicate in the honorific is never the user's; it
                # goes on with the one named before (nobody named: the user's, as it was)
                who = last_who if last_who in (Experiencer.FAMILY, Experiencer.OTHER) else \
                    named_before(masked[:seen.start], lang) or who
            elif who == Experiencer.OTHER and before == Experiencer.FAMILY and lang == "ko" \
                    and REPORTED_END_KO.search(part.text) and not cues.person_rx("other", lang).search(part.text):
                # "엄마 심장내과 다녀옴 협심증이라 아스피린 계속 드시래요": what the relative was told is still theirs
                who = before
            if who == Experiencer.SELF and before in _ALONGSIDE and only_a_name(part, spans):
                # "my grandson has an ear infection and they put him on the pink stuff, amoxicillin.": a term named
                # alone goes on with the clause before it, whose it is
                who = before
            if proxy and who in (Experiencer.OTHER, Experiencer.FAMILY):
                who = Experiencer.SELF
            if who == Experiencer.SELF and public_person(part.text, lang, dictionary) \
                    and not self_anchor(part.text, lang):
                who = Experiencer.OTHER  # "그 선수 무릎 부상 심하던데": a player's injury, not the user's
            given = who in _GIVERS and not hypothetical and given_drug(
                part, sentence.text, lang, matches, dictionary, someone_else=who != Experiencer.SELF)
            who = Experiencer.SELF if given else who  # "옆집 할머니가 졸피뎀 몇알 줬는데": the user's drug to take
            if hypothetical:
                verdict = Verdict.HYPOTHETICAL
            else:
                state = names_state(part, matches, dictionary, lang)
                told = lang == "ko" and reading_told_ko(part, matches, dictionary)
                # "열이 38도 감기 걸렸나": a state or a value told, its cause wondered about (``wonders_on_past``)
                # (with no dictionary every clause is taken as a state); a state named as the cause wondered about
                # is asked, not told ("기침 때문이었나")
                named = state and dictionary is not None and not _CAUSE_WONDERED_KO.search(part.text) \
                    and not _CHANGE_WONDERED_KO.search(part.text)
                asked = question and not (wonder and (named or told or value_told_ko(part.text)))
                verdict = classify_clause(part, lang, in_question=asked, last=i == len(parts) - 1,
                                          match_spans=spans, on_drug=on_drug(part, matches, dictionary, lang),
                                          bare_reading=bare_reading(part, lang, dictionary), experiencer=who,
                                          acute_named=acute_named(part, matches, dictionary, lang)
                                          or relative_checked(part, matches, dictionary, lang), asking=asking,
                                          after_question=after_question, names_state=state, reading_told=told,
                                          figurative=evaluation(part, lang, matches, dictionary))
                closing = masked[parts[-1].start:parts[-1].end]
                if verdict == Verdict.STATEMENT and asked and i < len(parts) - 1 and (
                        (lang == "ko" and not told and asked_by_last_ko(part.text, closing))
                        or (i == len(parts) - 2 and confirm_tag_alone(closing, lang)
                            and (not told or recalled_ko(part.text)))):
                    # "잠 덜 잔거 같은데 맞아?", "식전에 먹어요 식후에 먹어요?": the last clause asks about this one; a
                    # tag alone right after it asks to confirm it ("Dr Kim said no grapefruit with my statin, didn't
                    # she?"), a Korean value in it only when recalled ("지난번 혈압 120에 80이었던 것 같은데 맞아?";
                    # "혈압 128인데 맞아?" tells 128)
                    verdict = Verdict.QUESTION
            if verdict == Verdict.STATEMENT and (mood := mood_verdict(
                    part, lang, matches, dictionary, before=out[-1].verdict if out else None,
                    sentence=sentence.text)) is not None:
                # "산책가고싶네", "마라톤 뛰는 사람 많더라", "lowest fasting sugar ive had", "…, peds put him on …"
                verdict = mood
                who = Experiencer.FAMILY if mood == Verdict.FAMILY_EPISODE else who
            if verdict == Verdict.STATEMENT and who == Experiencer.FAMILY and out \
                    and out[-1].verdict == Verdict.FAMILY_EPISODE \
                    and not history_named(part, matches, dictionary, lang):
                # "아빠 혈당이 180 나왔대요. 약은 드시고 계신데": the relative's passing episode goes on in a clause
                # that names no condition, procedure or history of theirs
                verdict = Verdict.FAMILY_EPISODE
            if verdict == Verdict.STATEMENT and before_verdict in (Verdict.OTHER_PERSON, Verdict.MEDIA) \
                    and lang == "ko" and not self_anchor(part.text, lang) and (REPORTED_END_KO.search(part.text) or (
                        _JOINED_KO.search(out[-1].text) and not family_anchor(part.text, lang))):
                # "남편이 검진 받았는데 간수치가 높게 나왔대요": still the husband; "드라마 … 내용인데 너무 슬퍼": still
                # the drama
                verdict = before_verdict
                who = before or Experiencer.OTHER if verdict == Verdict.OTHER_PERSON else who
            if verdict == Verdict.STATEMENT and lang == "ko" and who == Experiencer.SELF and out \
                    and out[-1].experiencer in (Experiencer.FAMILY, Experiencer.OTHER) \
                    and out[-1].verdict == Verdict.NO_HEALTH and not self_anchor(part.text, lang) \
                    and topic_set_ko([c.text for c in _run_before(out)]):
                # "우리 딸 50일인데 어제부터 콧물이 나요", "남편이 … 말라리아 걸렸대요. 입원했어요": a clause that makes
                # someone its subject and tells nothing of health sets them as the topic, and a clause after it that
                # names no one goes on with them (session 66)
                who = out[-1].experiencer
                verdict = Verdict.OTHER_PERSON if who == Experiencer.OTHER else (
                    Verdict.FAMILY_EPISODE if not history_named(part, matches, dictionary, lang) else verdict)
            if verdict == Verdict.STATEMENT and lang == "en" and len(parts) == 1 and n + 1 < len(sentences) \
                    and topic_phrase_en(part.text) and not names_state(part, matches, dictionary, lang) \
                    and is_question(sentences[n + 1][0], lang):
                verdict = Verdict.QUESTION  # "my knee. how often has it hurt since …": the next question's topic
            if verdict == Verdict.STATEMENT and lang == "en" and i > 0 and before in _ALONGSIDE \
                    and out[-1].verdict in (Verdict.FAMILY_EPISODE, Verdict.OTHER_PERSON, Verdict.NO_HEALTH) \
                    and accompanies(part.text) and not names_state(part, matches, dictionary, lang):
                # "my son broke his wrist at soccer, we were in urgent care for 4 hours": the user went along with
                # the one whose episode it is; the care is theirs
                verdict = Verdict.FAMILY_EPISODE if before == Experiencer.FAMILY else Verdict.OTHER_PERSON
                who = before or who
            if verdict == Verdict.STATEMENT and pet_before and who == Experiencer.SELF \
                    and not self_anchor(part.text, lang):
                # "my cat has diabetes and needs insulin, so stressful", "강아지가 설사를 해 ㅠㅠ 병원 가봐야겠지": a
                # pet's trouble told first; what follows with no word of the user's own is still the pet's
                verdict, who = Verdict.OTHER_PERSON, Experiencer.PET
            if verdict == Verdict.STATEMENT and _sense_verdict(part, lang, matches, dictionary, work=work,
                                                               media_before=media_before) is not None:
                verdict, who = Verdict.MEDIA if media_before else Verdict.OTHER_PERSON, \
                    who if media_before else Experiencer.OTHER
            media_before = media_before or bool(cues.rx(cues.MEDIA_EN if lang == "en" else cues.MEDIA_KO)
                                                .search(part.text))
            if verdict == Verdict.NO_HEALTH and who == Experiencer.SELF and before not in (None, Experiencer.SELF) \
                    and before_verdict is not None and own_share(part.text, lang, dictionary):
                verdict = Verdict.STATEMENT  # "my son has asthma and so do I", "…'s sugar was 140 and mine was 105"
            if verdict == Verdict.STATEMENT and requested and who == Experiencer.SELF \
                    and not names_state(part, matches, dictionary, lang) and asked_for(part.text, lang):
                # "can you summarise my meds, scores and what Dr Osei told me", "… 요약 만들어줘. 약, 혈압 추이": a
                # list after a request that tells nothing of its own is what the request asks for
                verdict = Verdict.REQUEST
            requested = requested or verdict == Verdict.REQUEST
            verdict = told_by_giver(verdict, part.text, lang) if given else verdict
            # (a plan weighed makes the whole sentence an imagined case's, "졸피뎀 반 알 먹을까 고민 중": the user's
            # unless it names someone)
            planner = Experiencer.OTHER if who == Experiencer.HYPOTHETICAL and cues.names_someone(
                part.text, lang, cues.SOMEONE_ELSE) else (Experiencer.SELF if who == Experiencer.HYPOTHETICAL else who)
            considered = (given or verdict in _PLAN_OR_ANOTHERS) and planner in _GIVERS and considered_drug(
                part, sentence.text, lang, matches, dictionary, someone_else=planner != Experiencer.SELF, given=given)
            if considered:
                # "집에 탁센 있어서 그거 먹으려고요", "남편이 … 받은 오구멘틴 남은 거 있는데 그거 그냥 먹을까 봐요": a
                # drug the user means to take, told; a fact marked considered, no intake (session 67)
                given = given or planner != Experiencer.SELF
                verdict, who = Verdict.STATEMENT, Experiencer.SELF
            if verdict != Verdict.NO_HEALTH:
                before_verdict = verdict
            before = who
            last_who = who
            pet_before = pet_before or who == Experiencer.PET
            out.append(Clause(
                segment=seen, sentence=n, in_question=question, hypothetical=hypothetical, experiencer=who,
                verdict=verdict, negation_cue=negation.has_negation(part.text, lang),
                hedged=attributes.hedged(part), resolved=attributes.resolved(part), given=given,
                considered=considered,
            ))
        # (a request that names no health word is one by its form all the same: "제 상태 전체적으로 정리해줘. 약이랑
        # 의사 말 다 넣어서")
        request_before = bool(out) and out[-1].sentence == n and (out[-1].verdict == Verdict.REQUEST or (
            out[-1].verdict == Verdict.NO_HEALTH and is_request(out[-1].text, lang)))
    return _owned_late(out, masked, lang, dictionary)


def _owned_late(out: list[Clause], masked: str, lang: str, dictionary: Dictionary | None) -> list[Clause]:
    """The statements before a clause that names their owner after the fact ("bp 150/95 this morning. my
    husband's i mean", ``clause_mood.late_owner``) are that person's: someone else's health, or a relative's
    reading or passing state (an episode); a statement with a word of the user's own stays the user's."""
    for n, clause in enumerate(out):
        owner = late_owner(masked[clause.start:clause.end], lang, dictionary)
        if owner is None:
            continue
        verdict = Verdict.FAMILY_EPISODE if owner == Experiencer.FAMILY else Verdict.OTHER_PERSON
        out[:n] = [dataclasses.replace(c, experiencer=owner, verdict=verdict)
                   if c.verdict == Verdict.STATEMENT and not self_anchor(masked[c.start:c.end], lang) else c
                   for c in out[:n]]
    return out



# The user's own health named in a clause of the work frame: "my", "i take", "i'm on", "내", "제"
_OWN_EN = re.compile(r"\b(?:my|mine|i\s+(?:take|took|have|had|got|get|feel|felt|am\s+on)|i'?m\s+on)\b", re.I)
_OWN_KO = re.compile(r"(?:^|\s)(?:내|제|나|저)(?:\s|가|는|도)")


_ALONGSIDE = NOT_THE_USER | {Experiencer.FAMILY}
_GIVERS = frozenset({Experiencer.SELF, Experiencer.OTHER, Experiencer.FAMILY})
# the verdicts a drug the user plans to take is read as before ``considered_drug``: a plan, or the giver's clause
_PLAN_OR_ANOTHERS = frozenset({Verdict.HYPOTHETICAL, Verdict.OTHER_PERSON, Verdict.FAMILY_EPISODE})
# "we" with no "I", "me" or "my": the user together with the one just named, not the user alone
_WE_EN = re.compile(r"\b(?:we|we're|were|we've|we'd|us|our)\b", re.I)
_I_EN = re.compile(r"\b(?:i|i'm|im|i've|ive|i'd|me|my|mine|myself)\b", re.I)


def accompanies(clause: str) -> bool:
    """An English clause whose only first person is plural ("we were in urgent care for 4 hours", "took us to the
    er"): after a clause of a relative's or someone else's episode, the user is there as company."""
    return bool(_WE_EN.search(clause)) and not _I_EN.search(clause)


def _sense_verdict(part: Segment, lang: str, matches: tuple[TermMatch, ...], dictionary: Dictionary | None, *,
                   work: bool, media_before: bool) -> str | None:
    """A statement read in a frame of the sentence (``sense.work_sentence``; a programme watched before it): the
    work's health words ("간호사라 하루종일 남의 혈압만 재고 다님": no state or condition named, nothing owned) or a
    feeling about the programme ("드라마 보는데 … 넘 슬퍼": a mood and nothing else). None when the clause is the
    user's."""
    inside = [m for m in matches if part.start <= m.start < part.end and m.term_key is not None]
    if media_before and inside and all(m.term_key.startswith("mood:") for m in inside if m.term_key) \
            and not re.search(r"\d", part.text):
        return "media"
    if work and not names_state(part, matches, dictionary, lang) \
            and not any((m.term_key or "").startswith("condition:") for m in inside) \
            and not (_OWN_KO if lang == "ko" else _OWN_EN).search(part.text):
        return "work"
    return None


# A Korean clause closed by "because of …" on a wondering ending ("기침 때문이었나", "약 때문인가"): the cause asked
_CAUSE_WONDERED_KO = re.compile(r"때문(?:이었|였|인|일)\S*[\s.~…ㅠㅜ]*$")
# whether a state has changed, wondered about ("로사르탄으로 바꾸고 나서 기침 줄었나", "혈압 떨어졌나"): the change is
# asked of what the memory holds, the state named is its topic, not told
_CHANGE_WONDERED_KO = re.compile(r"(?:줄었|늘었|올랐|내려갔|[아어]졌)(?:나|나요|을까|을까요|으려나)[\s.~…ㅠㅜ?]*$")
