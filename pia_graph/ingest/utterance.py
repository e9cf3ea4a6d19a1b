"""One analysed utterance, built once per turn and read by the RETAIN gate, the extractor and the READ gate.

It holds the analysed text (``analysed_text.analysed_form``), its sentences and clauses, the ontology's alias
matches (exact, and with misspelt drugs and value terms for the extractor), the time expressions resolved
against ``said_at``, and for each clause: negation, hedging and resolution cues, its experiencer (the user, a
first-degree relative, someone else, a pet, a made-up person) and the gate's verdict with its reason. The
stages read these and do not decide them again.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from pia_graph.ingest import cues, negation
from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.bare_reading import bare_reading
from pia_graph.ingest.clause_attributes import ATTRIBUTES
from pia_graph.ingest.clause_evidence import acute_named, evaluation, names_state, own_share, reading_told_ko
from pia_graph.ingest.clause_mood import late_owner, mood_verdict
from pia_graph.ingest.clause_verdict import (
    Verdict,
    classify_clause,
    is_request,
    tells_ko,
    topic_phrase_en,
    value_told_ko,
)
from pia_graph.ingest.clauses import N_FINAL_KO, Segment, all_clauses
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.experiencer import (
    NOT_THE_USER,
    REPORTED_END_KO,
    Experiencer,
    family_anchor,
    named_before,
    reported,
    self_anchor,
)
from pia_graph.ingest.given_drug import given_drug, told_by_giver
from pia_graph.ingest.ko_endings import asked_by_last_ko
from pia_graph.ingest.on_drug import on_drug
from pia_graph.ingest.sense import public_person, sense_spans, work_sentence
from pia_graph.ingest.sentence_asks import asks, is_question, wonders_on_past
from pia_graph.ontology import AliasIndex, Dictionary, TermMatch
from pia_graph.temporal import Resolution, resolve_in_text

_SCORE_AS_DATE = re.compile(r"^\d{1,2}\s*/\s*10$")
# Words in quotes are someone else's (a relative's text, a leaflet, a blog): "my mom keeps texting me 'drink
# more water!!'", "약 봉투에 '식후 30분'이라고": the gate reads them blanked, as it reads figurative words.
_QUOTED = re.compile(r"(?:(?<=^)|(?<=[\s(]))(['\"‘“])(?=\S)([^'\"‘’“”\n]{3,80}?)(?<=\S)['\"’”](?![A-Za-z])")
# A Korean sentence after a question that only goes on with it, ending on a connective and no final ending
# ("감기약 먹어도 되나요? 지금 먹는 약이랑 같이", "... 좋을까? 혈당 생각해서", "... 떨어지지? 처방 다시 받아야 되는데")
_CONTINUATION_KO = re.compile(
    r"(?:(?:해서|어서|아서|워서|봐서|라서|니까|는데|은데|인데|던데|면서|려고|려구)요?|같이|랑|이랑|하고|한테|보다|처럼"
    # "… 어때? 내가 잠 못잔다고 한 이유도": what else is asked, a noun with 도
    r"|(?:이유|거|것|말|얘기|내용|때)도)\s*[.!~ㅠㅜ]*$")
# A Korean clause ending on a connective (-는데, -고, -서) goes on with the same subject when the next names none:
# "남편 혈압이 160/100인데 병원을 안가요" is still the husband
_JOINED_KO = re.compile(rf"(?:[는은인던{N_FINAL_KO}]데|[었았였했]고|[아어여해]서)\s*[.!~ㅠㅜ]*$")
_T = TypeVar("_T")
_DATE_CUE_BEFORE = re.compile(r"(?:\bon|\bsince|\bfrom|\buntil|\bby)\s*$", re.IGNORECASE)


def _usable_resolutions(text: str, resolutions: list[Resolution]) -> list[Resolution]:
    """Drop "7/10" read as July 10 when it is a score (no "on"/"since" before it)."""
    out: list[Resolution] = []
    for r in resolutions:
        if r.span is not None and _SCORE_AS_DATE.match(r.span.text.strip()) \
                and not _DATE_CUE_BEFORE.search(text[:r.span.start]):
            continue
        out.append(r)
    return out


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

    @property
    def start(self) -> int:
        return self.segment.start

    @property
    def end(self) -> int:
        return self.segment.end

    @property
    def text(self) -> str:
        return self.segment.text


@dataclass(frozen=True, slots=True)
class AnalysedUtterance:
    text: str  # the analysed form; every span indexes it
    lang: str
    said_at: dt.datetime | None
    alias_matches: tuple[TermMatch, ...]  # exact alias matches (the gate's health evidence)
    matches: tuple[TermMatch, ...]  # exact, misspelt drugs and value terms (the extractor's)
    resolutions: tuple[Resolution, ...]
    sentences: tuple[tuple[Segment, tuple[Segment, ...]], ...]
    clauses: tuple[Clause, ...]
    small_talk: bool
    figurative: tuple[tuple[int, int], ...] = ()  # spans of health words said figuratively ("a pain in the neck")
    #: the turn is read as typed on the account of the one cared for, who is the user: it says so (``proxy_account``
    #: cues) or an earlier turn of the account did; the store keeps it on the turn, so that the account's later turns
    #: ("she's allergic to amoxicillin") are read as the user's too
    proxy: bool = False
    #: what the stages derive from this utterance alone, computed once (``derived``); not part of its value, and
    #: fresh in a copy (``dataclasses.replace``), whose text may differ
    _derived: dict[Hashable, Any] = field(default_factory=dict, init=False, repr=False, compare=False)

    def derived(self, key: Hashable, compute: Callable[[], _T]) -> _T:
        """``compute()``, run once per utterance and ``key``: the gates and the extractor each ask for what they
        read (the RETAIN decision, a sentence's request grammar) and the first to ask computes it. ``compute``
        must depend on this utterance and ``key`` alone."""
        try:
            got: _T = self._derived[key]
        except KeyError:
            got = self._derived[key] = compute()
        return got

    def clause_at(self, pos: int) -> Clause | None:
        for c in self.clauses:
            if c.start <= pos < c.end:
                return c
        return None

    def experiencer_at(self, pos: int) -> Experiencer:
        c = self.clause_at(pos)
        return c.experiencer if c is not None else Experiencer.SELF

    def sentence_clauses(self, n: int) -> list[Clause]:
        return [c for c in self.clauses if c.sentence == n]

    @property
    def verdicts(self) -> list[Verdict]:
        return [c.verdict for c in self.clauses]


def _figurative(text: str, lang: str, dictionary: Dictionary | None) -> list[tuple[int, int]]:
    if dictionary is None or (("figurative", lang) not in dictionary.cues):
        return []
    return [(m.start(), m.end()) for m in cue_pattern(dictionary, "figurative", lang).finditer(text)]


def quoted_spans(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _QUOTED.finditer(text)]


def _masked(text: str, spans: list[tuple[int, int]]) -> str:
    for a, b in spans:
        text = text[:a] + " " * (b - a) + text[b:]
    return text


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


def names_proxy(text: str, lang: str, dictionary: Dictionary | None) -> bool:
    """Whether a turn says it is typed on the account of the one cared for ("mums account - typing for her")."""
    return dictionary is not None and ("proxy_account", lang) in dictionary.cues \
        and bool(cue_pattern(dictionary, "proxy_account", lang).search(text))


def _clauses(masked: str, lang: str, sentences: list[tuple[Segment, list[Segment]]],
             matches: tuple[TermMatch, ...], dictionary: Dictionary | None, proxy: bool) -> list[Clause]:
    spans = [(m.start, m.end) for m in matches if m.term_key is not None]
    backend = ATTRIBUTES.get()  # the hand rules unless a measurement swapped them (``clause_attributes``)
    out: list[Clause] = []
    question_before = False
    last_who: Experiencer | None = None  # the experiencer of the turn's clause before, across sentences
    media_before = False  # a programme watched was named earlier in the turn ("드라마 보는데 …")
    pet_before = False  # a pet was the experiencer of a clause earlier in the turn
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
        work = work_sentence(sentence.text, lang, dictionary)
        for i, seen in enumerate(parts):
            # the gate reads the clause with figurative health words blanked ("work is a total headache")
            part = Segment(masked[seen.start:seen.end], seen.start, seen.end)
            who = attributes.experiencer(part, before=before)
            if who == Experiencer.SELF and reported(part.text, lang):
                # "아들 데리고 소아과 갔어. 중이염 있대": still the son (Korean only: `reported` is False in English)
                who = last_who if last_who not in (None, Experiencer.SELF) else \
                    named_before(masked[:seen.start], lang) or who
            elif who == Experiencer.OTHER and before == Experiencer.FAMILY and lang == "ko" \
                    and REPORTED_END_KO.search(part.text) and not cues.person_rx("other", lang).search(part.text):
                # "엄마 심장내과 다녀옴 협심증이라 아스피린 계속 드시래요": what the relative was told is still theirs
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
                                          acute_named=acute_named(part, matches, dictionary, lang), asking=asking,
                                          after_question=after_question, names_state=state, reading_told=told,
                                          figurative=evaluation(part, lang, matches, dictionary))
                if verdict == Verdict.STATEMENT and asked and lang == "ko" and not told and i < len(parts) - 1 \
                        and asked_by_last_ko(part.text, masked[parts[-1].start:parts[-1].end]):
                    # "잠 덜 잔거 같은데 맞아?", "식전에 먹어요 식후에 먹어요?": the last clause asks about this one
                    verdict = Verdict.QUESTION
            if verdict == Verdict.STATEMENT and (mood := mood_verdict(
                    part, lang, matches, dictionary, before=out[-1].verdict if out else None,
                    sentence=sentence.text)) is not None:
                # "산책가고싶네", "마라톤 뛰는 사람 많더라", "lowest fasting sugar ive had", "…, peds put him on …"
                verdict = mood
                who = Experiencer.FAMILY if mood == Verdict.FAMILY_EPISODE else who
            if verdict == Verdict.STATEMENT and before_verdict in (Verdict.OTHER_PERSON, Verdict.MEDIA) \
                    and lang == "ko" and not self_anchor(part.text, lang) and (REPORTED_END_KO.search(part.text) or (
                        _JOINED_KO.search(out[-1].text) and not family_anchor(part.text, lang))):
                # "남편이 검진 받았는데 간수치가 높게 나왔대요": still the husband; "드라마 … 내용인데 너무 슬퍼": still
                # the drama
                verdict = before_verdict
                who = before or Experiencer.OTHER if verdict == Verdict.OTHER_PERSON else who
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
            verdict = told_by_giver(verdict, part.text, lang) if given else verdict
            if verdict != Verdict.NO_HEALTH:
                before_verdict = verdict
            before = who
            last_who = who
            pet_before = pet_before or who == Experiencer.PET
            out.append(Clause(
                segment=seen, sentence=n, in_question=question, hypothetical=hypothetical, experiencer=who,
                verdict=verdict, negation_cue=negation.has_negation(part.text, lang),
                hedged=attributes.hedged(part), resolved=attributes.resolved(part), given=given,
            ))
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


def analyse(
    text: str, lang: str, *, said_at: dt.datetime | None = None, index: AliasIndex | None = None,
    dictionary: Dictionary | None = None, matches: list[TermMatch] | None = None, verbatim: bool = False,
    proxy_account: bool = False,
) -> AnalysedUtterance:
    """Analyse one utterance. ``text`` is the analysed form unless ``verbatim`` (then it is normalised here).
    Alias matches come from ``index`` (or are given as ``matches``); time expressions are resolved when
    ``said_at`` is given; misspelt drugs and value terms are added when ``dictionary`` is. ``proxy_account``: an
    earlier turn of the account said it is typed for the one cared for, who is the user (``names_proxy``)."""
    from pia_graph.ingest.extract.concept_values import with_value_terms
    from pia_graph.ingest.extract.spoken_numbers import digit_twin
    from pia_graph.ontology.fuzzy import fuzzy_for, with_fuzzy

    if verbatim:
        text = analysed_form(text)
    lang = "ko" if lang == "ko" else "en"
    exact = list(matches) if matches is not None else (index.match(text, lang) if index is not None else [])
    figurative = _figurative(text, lang, dictionary)
    exact = [m for m in exact if not any(a <= m.start < b for a, b in figurative)]
    # a health word in a sense that is no health of the user's ("this traffic is killing me", "dinner with …")
    figurative += sense_spans(text, lang, dictionary, [(m.start, m.end) for m in exact if m.term_key is not None])
    exact = [m for m in exact if not any(a <= m.start < b for a, b in figurative)]
    full = exact
    if index is not None and dictionary is not None:
        full = with_value_terms(text, with_fuzzy(text, exact, fuzzy_for(index, dictionary)), dictionary)
        full = [m for m in full if not any(a <= m.start < b for a, b in figurative)]
    resolutions = tuple(_usable_resolutions(text, resolve_in_text(text, said_at, lang))) if said_at is not None else ()
    sentences = all_clauses(text)
    quoted = quoted_spans(text)
    stripped = text.strip()
    greeting = cues.rx(cues.SMALL_TALK).match(stripped)
    # "thanks!", "yo": a greeting with no health word; "no longer on zoloft" names a drug after its first word
    small_talk = not stripped or (greeting is not None and not cues.health_rx(lang).search(text)
                                  and not any(m.term_key and m.start >= greeting.end() for m in exact))
    # numbers said in words are read as their digits ("two and a half milligrams", "칠 점 이라고"): a clause's
    # verdict asks for a number as digits, and the twin keeps every offset
    masked = digit_twin(_masked(text, figurative + quoted))
    proxy = proxy_account or names_proxy(masked, lang, dictionary)
    return AnalysedUtterance(
        text=text, lang=lang, said_at=said_at, alias_matches=tuple(exact), matches=tuple(full),
        resolutions=resolutions, sentences=tuple((s, tuple(p)) for s, p in sentences),
        clauses=tuple(_clauses(masked, lang, sentences,
                              tuple(m for m in exact if not any(a <= m.start < b for a, b in quoted)), dictionary,
                              proxy)),
        small_talk=small_talk, figurative=tuple(figurative), proxy=proxy,
    )
