"""Whose health a clause is about: the user, a first-degree relative, someone else, a pet, or a made-up person.

Decided once per clause when the utterance is analysed (``utterance.analyse``); the RETAIN gate, the
extractor and the READ gate read the answer and do not decide it again. Pure functions over the clause
text and the word lists of ``cues``.
"""

from __future__ import annotations

import re
from enum import StrEnum
from functools import cache

from pia_graph.ingest import cues, experiencer_kin
from pia_graph.ingest.clauses import syllables_with_final
from pia_graph.ingest.experiencer_bystander import not_the_subject_en
from pia_graph.ingest.experiencer_kin import care_place_ko, care_speaker_ko, household_kin_ko, kin_occasion_ko, kin_read
from pia_graph.regex_needs import sub_where


class Experiencer(StrEnum):
    SELF = "self"
    FAMILY = "family"  # a first-degree relative: their conditions are the user's family history
    OTHER = "other"  # a friend, coworker, a more distant relative, people in general
    PET = "pet"
    HYPOTHETICAL = "hypothetical"  # an imagined case or a fictional character


__all__ = ["NOT_THE_USER", "REPORTED_END_KO", "THIRD_PRONOUN", "Experiencer", "care_place_ko", "care_speaker_ko",
           "experiencer_of", "family_anchor", "incidental_family", "kin_read", "named_before", "other_person",
           "reported", "self_anchor", "self_anchor_beyond_kin"]

NOT_THE_USER = frozenset({Experiencer.OTHER, Experiencer.PET, Experiencer.HYPOTHETICAL})

_OTHER_POSSESSED = re.compile(rf"\b(?:my|our)\s+(?:(?:\w+\s+)?(?:{cues.OTHER_PERSON_EN}))(?:'s)?\b", re.I)
# "'s" read as "has"/"is" ("my dog's been limping") owns nothing.
_NOT_OWNED = (r"been|got|gotten|had|having|going|gonna|not|always|still|never|getting|feeling|doing|so|very|really"
              r"|in|at|on|off|out|home|back|also|now|sick|down|up|fine|ok|okay"  # "grandma's in the hospital"
              # "my husband's was 140", "her dad's is worse": the thing owned left unsaid (it was just named), a verb
              # right after the possessive
              r"|was|is|were|are|has|came|comes|went|dropped|jumped|rose|read|hit|too|higher|lower|worse|better"
              r"|boys?|girls?|lads?|babies|baby|little\s+ones?"  # "my neighbour's boy has a cough": a person, no event
              r"|\d[\d.,/]*")  # "my mom's 81 and her creatinine …": 's is "is" before a number, an age or a reading
_OWNED_EVENT = re.compile(
    rf"\b(?:{cues.OTHER_PERSON_EN})'s\s+(?!(?:{cues.OTHER_PERSON_EN}|{cues.FIRST_DEGREE_EN}|{_NOT_OWNED})\b)(\w+)",
    re.I,
)
_OWNED_EVENT_FAMILY = re.compile(
    rf"\b(?:{cues.FIRST_DEGREE_EN})'s\s+(?!(?:{cues.OTHER_PERSON_EN}|{cues.FIRST_DEGREE_EN}|{_NOT_OWNED})\b)(\w+)",
    re.I,
)
# "Took the dog for his rabies shot", "brought my son to his checkup": the care is the other's
_TOOK_FOR_THEIR = re.compile(
    rf"\b(?:took|take|taking|brought|bring|bringing|drove|driving)\s+(?:the|my|our)\s+(?:\w+\s+)?"
    rf"(?:{cues.OTHER_PERSON_EN}|kids?|son|daughter|child|baby|toddler)\s+(?:in\s+)?(?:to|for)\s+(?:his|her|their|its)\b",
    re.I,
)
# "..., the nurse was worried": a third-person noun as the subject goes on with the story before it
_THIRD_SUBJECT = re.compile(r"^(?:and\s+|but\s+)?(?:the|a|an|that|this)\s+\w+\s+"
                            r"(?:was|were|is|are|said|says|thinks|thought)\b", re.IGNORECASE)
_PRONOUN_START = re.compile(r"^(?:he|she|they|his|her|their)\b", re.IGNORECASE)
_THIRD_PRONOUN = re.compile(r"\b(?:he|she|him|her|his|hers|they|them|their|its)\b", re.IGNORECASE)
THIRD_PRONOUN = _THIRD_PRONOUN  # public: hu2 reads a proxy account's "she" as the user
# "walked with the dog", "dinner with my boss", "a walk w my neighbor": company, not the subject of the health
# statement.
_COMPANION = re.compile(
    rf"\b(?:with|w/?|and\s+(?=the|my)|for|to|at|walk(?:ed|ing)?|took)\s+(?:the|my|a|our|his|her)?\s*(?:\w+\s+)?"
    rf"(?:{cues.OTHER_PERSON_EN})\b",
    re.I,
)
# (and a relative who bears someone's illness: "it's been so hard on mum")
_COMPANION_FAMILY = re.compile(
    rf"\b(?:with|for|to|at|from|(?:hard|tough|rough)\s+on)\s+(?:the|my|our)?\s*(?:\w+\s+)?(?:{cues.FIRST_DEGREE_EN})"
    rf"\b(?!'s\s+\w+\s+\w+)",
    re.I,
)
# (said last too: "전자담배 가끔 피움 친구들이랑")
_COMPANION_KO = re.compile(r"\S+(?:이랑|랑|하고|와|과)(?:\s*(?:같이|함께))?(?:\s|$)")
# "스트레스 9/10 팀장 때문에", "because of my boss": a person named as the cause of the user's state is not its
# subject
_CAUSE_KO = re.compile(r"\S+\s*(?:때문에|때문|탓에|탓|덕분에|덕에)")
_CAUSE_EN = re.compile(rf"\b(?:because\s+of|thanks\s+to|due\s+to|from)\s+(?:the|my|our|a)?\s*(?:\w+\s+)?"
                       rf"(?:{cues.OTHER_PERSON_EN})\b", re.I)
_REPORTED_KO = re.compile(r"(?:래요|대요|래|대)\s*[.!?~]*$")
REPORTED_END_KO = re.compile(r"(?:대요|래요|대|래|다더라|다네|답니다|더라고요|더라)\s*[.!~ㅠㅜ?]*\s*$")
# "크레아티닌 1.1이래요": a result read out to the user (the number is reported, not someone's state)
# "다 나았대요", "관절염이래요", "6.4 나왔대요": a finding or a result told to the user (by a doctor, a test)
_REPORTED_RESULT_KO = re.compile(r"(?:나왔|나온|나올|나와|나았|좋아졌|나빠졌|돌아왔|떨어졌|올랐|내려갔|줄었|늘었"
                                 r"|의심[되된]|정상이|높|낮"
                                 r"|진단(?:\s*받았)?|알레르기|알러지|단계|[증염암병]이|있)\S{0,2}"
                                 r"(?:래요|대요|래|대)\s*[.!?~]*$"
                                 # "페니실린 알레르기 맞대요", "통풍 맞대": a finding confirmed to the user
                                 r"|\s맞(?:다)?(?:래요|대요|래|대)\s*[.!?~]*$"
                                 r"|\d\S*(?:\s+\S+){0,2}(?:래요|대요|래|대)\s*[.!?~]*$"
                                 # "콩팥 수치가 안 좋대요", "검사 결과 괜찮대": a value or a result as the subject,
                                 # its judgement read out to the user
                                 r"|(?:수치|결과)(?:가|이|는|은|도)?\s+(?:\S+\s+){0,2}\S*(?:대요|대)\s*[.!?~]*$"
                                 # "B형 Rh+ 래요", "O형이래": a blood group read out to the user
                                 r"|(?<![가-힣])(?:A|B|O|AB)\s*형(?:\s*Rh\s*[+-])?\s*(?:이)?(?:래요|대요|래|대)\s*[.!?~]*$"
                                 r"|Rh\s*[+-]\s*(?:이)?(?:래요|대요|래|대)\s*[.!?~]*$"
                                 # "대사증후군이래요", "전당뇨래요", "통풍이래": the copula told (-(이)래)
                                 # after a noun is a finding read out to the user when the clause names no one
                                 # else; -대 after a predicate ("아프대") may report anyone's state: hearsay
                                 r"|[가-힣]\s*(?:이)?래(?:요)?\s*[.!?~ㅠㅜ]*$")
_REPORTED_VALUE_KO = re.compile(r"\d\s*(?:[a-zA-Z%/]+|프로|퍼센트|점|도)?\s*(?:이)?(?:래요|대요|래|대)\s*[.!?~]*$")
# "신장내과 가보래", "술 좀 줄이래요", "통풍 조심하래": an instruction told to the user (-(으)래 after a verb);
# "끼니 거르지 말래": a prohibition (-지 말래); "재검 필요하대": a need told (필요하대)
_TOLD_TO_KO = re.compile(r"(?:(?:하|보|으|줄이|끊으|쉬|빼|챙기|받으|먹으|낮추|올리|재|바꾸)래|지\s*말래|필요하대)요?"
                         r"\s*[.!?~ㅠㅜ]*$")
_OTHER_POSSESSED_KO = re.compile(rf"(?:내|제|우리|저희|울)\s*(?:{cues.OTHER_PERSON_KO})")
# A state said to be over with no one named ("fever's gone", "the rash has cleared", "temp is back down"): whose it is
# goes on from the clause before
_STATE_OVER_EN = re.compile(r"^\W*(?:and\s+|but\s+|now\s+)?(?:the\s+)?[a-z]+(?:'s|\s+is|\s+has|\s+was)\s+(?:all\s+)?"
                            r"(?:gone|cleared|clearing|better|settled|resolved|back\s+(?:down|to\s+normal)|broken|down)\b"
                            r"(?!.*\b(?:i|i'm|im|me|my|mine)\b)"
                            # or said to be absent, with no verb ("no fever", "no more rash")
                            r"|^\W*(?:and\s+|but\s+|still\s+)?no\s+(?:more\s+)?[a-z]+(?:\s+[a-z]+)?\W*$", re.I)
# A fragment that is only a value ("6.5 kg", "39도"): it goes on with the clause before it.
# A pair is one value ("160/100"); a word said for itself may follow it (the dictionary's ``interjection``: "160/100
# yikes") (``_value_fragment``)
_VALUE_FRAGMENT = r"^\W*(?:about|around|like|only|just|maybe)?\s*\d[\d.,]*(?:\s*/\s*\d[\d.,]*)?\s*[^\s\d]{0,6}\W*"


@cache
def _value_fragment(lang: str) -> re.Pattern[str]:
    if lang != "en":
        return re.compile(rf"{_VALUE_FRAGMENT}$", re.I)
    said = cues.gate_cues("interjection", lang).pattern
    return re.compile(rf"{_VALUE_FRAGMENT}(?:(?:{said})\W*)?$", re.I)
# "my neighbor's kid", "친구 엄마": a relative of someone else's
# "my mom's friend", "엄마 친구분", "my sister-in-law": someone else named through a relative
_OTHERS_FAMILY = {
    "en": re.compile(rf"\b(?:{cues.OTHER_PERSON_EN})'s\s+(?:{cues.FIRST_DEGREE_EN})\b"
                     rf"|\b(?:{cues.FIRST_DEGREE_EN})'s\s+(?:\w+\s+)?(?:{cues.OTHER_PERSON_EN})"
                     rf"(?:'s\s+(?:{cues.FIRST_DEGREE_EN}))?\b"
                     rf"|\b(?:{cues.FIRST_DEGREE_EN})[\s-]+in[\s-]+laws?\b", re.I),
    # a chain is consumed whole: "아들 친구 엄마" is the mother of a son's friend, nobody of the user's
    "ko": re.compile(rf"(?:(?:{cues.FIRST_DEGREE_KO})(?:의)?\s*)?(?:{cues.OTHER_PERSON_KO})(?:의)?\s*"
                     rf"(?:{cues.FIRST_DEGREE_KO})"
                     rf"|(?:{cues.FIRST_DEGREE_KO})(?:의)?\s*(?:{cues.OTHER_PERSON_KO})"),
}
# (a word or two may qualify the relative: "my teenage son", "my older sister"; not a function word, so "my knee and
# my son" keeps its first "my")
_MY_FAMILY = re.compile(rf"\b(?:my|our)\s+(?:(?!(?:and|or|with|for|to|from|at|on|in|of|the|a|is|was|has|had)\b)"
                        rf"[a-z-]+\s+){{0,2}}?(?:{cues.FIRST_DEGREE_EN})\b", re.IGNORECASE)


# "my son's pediatrician", "her cardiologist": a carer owned is the owner's care
_CARE_ROLE = re.compile(r"(?:pediatrician|paediatrician|\w+olog(?:ist|y)|\w+iatrist|dentist|therapist|surgeon)\b",
                        re.I)


def _strip_owned_events(clause: str, rx: re.Pattern[str], words: str = r"\w+", named: tuple[str, ...] = ()) -> str:
    """ "my buddy's bachelor party" goes; "my husband's bp" stays: a health word owned is the owner's health. A
    term of the dictionary the clause names (``named``: its alias matches' words) is a health word too ("my
    friend's mammogram", "my brother-in-law's liver numbers")."""
    def repl(m: re.Match[str]) -> str:
        # "my neighbour's starting radiation": the 's is "is" before a progressive verb (cue list
        # ``is_after_possessive``); the person is the subject, not the owner of an event
        if cues.gate_cues("is_after_possessive", "en").match(m.group(1)):
            return m.group(0)
        # the owned thing may take two words ("grandma's blood sugar")
        owned = re.match(words, clause[m.start(1):])
        # a word the gate reads as health is one here too ("my teammate's inhaler is blue": the inhaler is theirs)
        health = owned is not None and (cues.health_rx("en").search(owned.group(0))
                                        or cues.gate_cues("gate_health", "en").search(owned.group(0))
                                        or cues.drug_class_rx("en").search(owned.group(0))
                                        or _CARE_ROLE.match(owned.group(0))
                                        or owned.group(0).lower().startswith(named))
        return m.group(0) if health else " "
    return rx.sub(repl, clause)


def incidental_family(clause: str, lang: str, named: tuple[str, ...] = ()) -> str:
    """The clause without relatives who are only company or owners of an event ("wine at my sister's
    birthday dinner", "walked with my dad"), so that a first-degree word left is a subject."""
    if lang == "ko":
        # "부모님이랑 외식 갈비 먹음", "엄마랑 같이 산책": a relative with 랑 / 하고 / 와 is the user's company when no
        # person is left after it; "엄마랑 아빠 둘다 고혈압", "엄마하고 이모가 당뇨" join two subjects
        clause = kin_occasion_ko().sub(" ", clause)  # "엄마 생신 때 과식해서": the mother's birthday is when
        rest = _COMPANION_KO.sub(" ", clause)
        return clause if cues.names_someone(rest, lang, ("family", "other")) else rest
    if lang != "en":
        return clause
    # the owned thing may take two words, as a stranger's may: "my son's peanut allergy" is the son's
    return _COMPANION_FAMILY.sub(" ", _strip_owned_events(clause, _OWNED_EVENT_FAMILY, r"\w+(?:\s+\w+)?", named))


def self_anchor_beyond_kin(clause: str, lang: str) -> bool:
    """``self_anchor`` with "my" before a relative owning no one ("my kid's school sent home a letter about strep
    going around": the user is not in it, only the user's child)."""
    return self_anchor(_MY_FAMILY.sub(" ", clause) if lang == "en" else clause, lang)


def self_anchor(clause: str, lang: str) -> bool:
    """The user is in the clause: a first-person word not merely owning someone else ("my coworker", "내 친구")."""
    if lang == "ko":
        return bool(cues.person_rx("self", "ko").search(" " + _OTHER_POSSESSED_KO.sub(" ", clause)))
    stripped = sub_where(_OTHER_POSSESSED, " ", clause)
    return bool(cues.person_rx("self", "en").search(stripped))


def other_person(clause: str, lang: str, named: tuple[str, ...] = ()) -> bool:
    """Someone else is the subject of the clause. ``named``: the words of the dictionary's terms the clause names,
    lowercased (a thing of someone else's that is one of them is their health, not an event they own)."""
    if lang == "ko":
        # "남편이랑 맥주 두 캔 마셨고": the company of the drinking, not its subject
        if cues.person_rx("other", "ko").search(_CAUSE_KO.sub(" ", _COMPANION_KO.sub(" ", clause))) \
                or household_kin_ko().search(clause):
            return True
        # "의사쌤이 내일부터 먹으래": a care provider's instruction reported is about the user; "어릴 때 쇼크
        # 왔었대요": what the user was told of their own childhood (``own_childhood``) is theirs
        return bool(_REPORTED_KO.search(clause)) and not care_speaker_ko().search(clause) \
            and not care_place_ko().search(clause) \
            and not cues.gate_cues("own_childhood", "ko").search(clause) \
            and not _TOLD_TO_KO.search(clause) and not cues.gate_cues("told_finding", "ko").search(clause) \
            and not _REPORTED_VALUE_KO.search(clause) and not _REPORTED_RESULT_KO.search(clause)
    if (_PRONOUN_START.match(clause.strip()) and not _reported_to_user(clause)) or _TOOK_FOR_THEIR.search(clause):
        return True
    if experiencer_kin.stranger_subject_en().match(clause):  # "a guy collapsed at the gym": a stranger
        return True
    other = re.sub(r"\b(?:he|she|they|his|her|their)\b", " ", clause, flags=re.I)
    # "my buddy's bachelor party": the other person owns an event, not a health state.
    other = _strip_owned_events(other, _OWNED_EVENT, r"\w+(?:\s+\w+)?", named)
    other = _CAUSE_EN.sub(" ", _COMPANION.sub(" ", other))
    return bool(cues.person_rx("other", "en").search(other))


# "they said anemia from the kidneys", "they call it anemia of kidney disease", "she thinks it's GAD": the
# pronoun is a care provider telling the user a finding; the finding is the user's unless it names a third
# person of its own ("she said her knee hurts"); an adverb may come between ("she also said take it at night")
_REPORTING = re.compile(r"^(?:they|he|she)\s+(?:(?:also|just|then)\s+)?"
                        r"(?:said|say|says|call(?:ed|s)?\s+it|told\s+me|tell\s+me|think|thinks"
                        r"|thought|diagnosed\s+(?:me\s+with|it\s+as)|found|confirmed|suspect\w*)\b\s*(?P<rest>.*)$",
                        re.I | re.S)


def _reported_to_user(clause: str) -> bool:
    hit = _REPORTING.match(clause.strip())
    return hit is not None and not _THIRD_PRONOUN.search(hit.group("rest")) and not _HEDGED.match(hit.group("rest"))


_HEDGED = re.compile(r"(?:it(?:'s|\s+is|\s+was)\s+)?(?:probably|maybe|might|possibly|could|likely)\b", re.I)


def family_anchor(clause: str, lang: str) -> bool:
    return bool(cues.person_rx("family", lang).search(clause))


def _pet(clause: str, lang: str) -> bool:
    text = _COMPANION.sub(" ", clause) if lang == "en" else _COMPANION_KO.sub(" ", clause)
    return bool(cues.person_rx("pet", lang).search(text))


# A pet as the clause's subject ("my dog got into my sister's diet pills"): the pet's, whoever owns what it got into
_PET_SUBJECT_EN = re.compile(rf"^\W*(?:(?:and|but|so|then|nvm|omg|lol)\W+)*(?:my|our|the)\s+(?:\w+\s+)?"
                             rf"(?:{cues.PET_EN})\b(?!['’]s)", re.IGNORECASE)
# A vet treats animals only: a clause naming one is about a pet even when the user owns it ("vet says our lab …")
_VET = {"en": re.compile(r"\b(?:vets?|veterinarian|veterinary)\b", re.IGNORECASE),
        "ko": re.compile(r"(?:수의사|동물병원)")}
_FIRST_PERSON_SUBJECT_EN = re.compile(r"\b(?:i|i'm|im|i've|ive|me|we)\b", re.IGNORECASE)
# "강아지 동물병원 데려갔다가 나도 내과 가서 피검사 했어요": the user as a subject of their own beside the pet's care
_FIRST_PERSON_SUBJECT_KO = re.compile(r"(?:^|\s)(?:나도|저도|나는|저는|난|전|제가|내가)(?=\s)")


# Someone set aside for the user ("애기 말고 저요", "저 말고 애기" is the reverse; "not my son, me", "me, not the
# baby"): the user is named as the one it is about, against the other person the clause also names
_ME_NOT_THEM = {"ko": re.compile(r"[가-힣]+\s*말고\s*(?:저|나|제가|내가|저요|나요)(?=[\s.!~ㅋㅎㅠㅜ]|$)"),
                "en": re.compile(r"\bnot\s+(?:my|the|our)\s+[\w'-]+\s*[,;-]?\s*(?:it'?s\s+|its\s+)?me\b"
                                 r"|\bme\s*,?\s*not\s+(?:my|the|our)\s+[\w'-]+", re.IGNORECASE)}

# ... and the user set aside ("저 말고 애기가 열이 나요", "not me, my son"): the user's word owns nothing there
_NOT_ME = {"ko": re.compile(r"(?:^|(?<=\s))(?:저|나)\s*말고(?=\s)"),
           "en": re.compile(r"\bnot\s+me\b", re.IGNORECASE)}


# A Korean time clause before the main one ("영감 떠나고 나서", "남편이 떠난 뒤로", "엄마 돌아가신 후로")
@cache
def _since_ko() -> re.Pattern[str]:
    after_n = f"[{syllables_with_final(_N_FINAL)}]"  # 떠난, 가신, 다친: a verb's -ㄴ form
    return re.compile(rf"^.*?(?:고\s*나서(?:부터)?|{after_n}\s*(?:뒤로|후로|뒤부터|후부터|이후로|이후부터|다음부터))"
                      r"\s+(?=\S)")


_N_FINAL = 4  # ㄴ, the 4th of the 28 final consonants


def _since_read_ko(clause: str) -> str:
    """The clause without a time clause that tells a loss (``loss_event``: 떠나고 나서, 돌아가신 뒤로): the one who
    left or died is gone, so the state told after it is the user's; a time clause of any other event keeps its
    subject, who may be the main clause's too ("아들이 학교 간 뒤로 열이 나요")."""
    hit = _since_ko().match(clause)
    if hit is None or not cues.gate_cues("loss_event", "ko").search(hit.group(0)):
        return clause
    return " " * hit.end() + clause[hit.end():]


def _beings_in_terms(clause: str, lang: str, named: tuple[str, ...]) -> str:
    """A Korean term whose name holds a being ("고양이 털 알레르기", "개 털"): the allergen, not the cat, is what the
    clause names, so its words are no person or pet of the clause (English keeps ``_strip_owned_events``)."""
    if lang != "ko":
        return clause
    for surface in named:
        if surface and cues.names_someone(surface, lang, ("pet", "other")):
            clause = clause.replace(surface, " " * len(surface))
    return clause


def experiencer_of(clause: str, lang: str, *, hypothetical: bool = False,
                   before: Experiencer | None = None, named: tuple[str, ...] = ()) -> Experiencer:
    """The experiencer of one clause. ``before`` is the experiencer of the clause before it in the same
    sentence: a clause whose only person is a third-person pronoun ("vet put him on metacam") is about the
    same being. ``named``: the words of the dictionary's terms in the clause, lowercased (``other_person``)."""
    if hypothetical or cues.person_rx("fiction", lang).search(clause):
        return Experiencer.HYPOTHETICAL
    if _ME_NOT_THEM["ko" if lang == "ko" else "en"].search(clause):
        return Experiencer.SELF
    clause = _NOT_ME[lang].sub(" ", clause) if lang in _NOT_ME else clause
    clause = _beings_in_terms(clause, lang, named)
    clause = kin_read(clause, lang)
    # the user as a child, a bystander, the one told, annoyed, owning the device, or in a clause of time: no subject
    own = not_the_subject_en(clause) if lang == "en" else _since_read_ko(clause)
    first_person = _FIRST_PERSON_SUBJECT_EN if lang == "en" else _FIRST_PERSON_SUBJECT_KO
    if _VET[lang].search(own) and not first_person.search(own):
        return Experiencer.PET
    me = self_anchor(_MY_FAMILY.sub(" ", own) if lang == "en" else own, lang)
    if me:
        return Experiencer.SELF
    if lang == "en" and _PET_SUBJECT_EN.match(own):
        return Experiencer.PET
    others_kin = sub_where(_OTHERS_FAMILY[lang], " ", own)
    others_kin = household_kin_ko().sub(" ", others_kin) if lang == "ko" else others_kin  # "윗집 딸이"
    family = family_anchor(incidental_family(others_kin, lang, named), lang)
    if before == Experiencer.FAMILY and lang == "en" and _PRONOUN_START.match(own.strip()) \
            and not cues.person_rx("other", "en").search(_THIRD_PRONOUN.sub(" ", own)):
        return Experiencer.FAMILY  # "my mom came to visit, she has type 2 diabetes": the pronoun goes on with her
    if other_person(own, lang, named) and not family:  # "grandpa had it and my brother too": the brother is the subject
        return Experiencer.PET if _pet(own, lang) else Experiencer.OTHER
    if family:
        return Experiencer.FAMILY
    if before in NOT_THE_USER and (_value_fragment(lang).match(own) or (lang == "en" and (
            _THIRD_PRONOUN.search(own) or _THIRD_SUBJECT.match(own)))):
        return before
    if before in (*NOT_THE_USER, Experiencer.FAMILY) and lang == "en" and _STATE_OVER_EN.match(own):
        return before  # "she's fine now, fever's gone": the state that ended is hers, as the clause before
    return Experiencer.SELF


def reported(clause: str, lang: str) -> bool:
    """The clause only reports what someone told ("지방간 있대") and names no one itself: it is about whoever
    the turn was about just before (Korean; English "they said …" stays with the pronoun rule)."""
    if lang == "ko":
        clause = kin_read(clause, lang)
        return bool(_REPORTED_KO.search(clause)) and not self_anchor(clause, lang) \
            and not cues.person_rx("other", "ko").search(clause) and not family_anchor(clause, lang)
    return False


def named_before(text: str, lang: str) -> Experiencer | None:
    """Who besides the user the turn names in ``text`` (the part before a reported clause), if anyone."""
    text = kin_read(text, lang)
    if _pet(text, lang):
        return Experiencer.PET
    if family_anchor(incidental_family(text, lang), lang):
        return Experiencer.FAMILY
    return Experiencer.OTHER if other_person(text, lang) else None
