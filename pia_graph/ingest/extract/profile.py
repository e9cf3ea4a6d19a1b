"""Static profile: sex, birth date/age, height, blood type, pregnancy, baseline habits, allergy,
family history, surgery."""

from __future__ import annotations

import re
from typing import Any

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.baseline_habits import baseline_habits
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.drug_reactions import drug_reactions
from pia_graph.ingest.extract.family import family_history
from pia_graph.ingest.extract.ko_age import age_in_words
from pia_graph.ingest.extract.ko_self_intro import height_weight_pair
from pia_graph.ingest.extract.measure_drafts import canonical
from pia_graph.ingest.extract.pregnancy import pregnancy
from pia_graph.ingest.extract.self_description import self_description
from pia_graph.ingest.extract.visit_procedures import had_at_a_visit
from pia_graph.ingest.negation import is_negated

_ALLERGY_CUE = re.compile(r"allerg|알레르기|알러지|anaphyla", re.I)
_REACTION = re.compile(
    r"\b(hives|rash|swell\w*(?:\s+up)?|swollen|throat\s+(?:close|closes|closing|swell)\w*(?:\s+up)?"
    r"|break\s+out(?:\s+in\s+hives)?|itch\w*|wheez\w*|anaphyla\w*)|두드러기|붓|가려",
    re.I,
)
_ALLERGY_BEFORE = re.compile(r"allerg(?:ic|y|ies)\s+(?:reaction\s+)?to\s+(?:\w+\s+){0,2}$"
                             r"|(?:알레르기|알러지)\s*(?:있는|반응|:)\s*\S*\s*$",
                             re.I)
# the allergen's contact: eaten, touched, worn ("라텍스 장갑 끼면 두드러기"), put on the skin
_TRIGGER = re.compile(r"\b(?:makes?|made|gives?|gave)\s+(?:me|my)\b|먹으면|닿으면|끼면|만지면|바르면", re.I)
_BLOOD_TYPE = re.compile(
    r"(?:blood\s*type\s*(?:is|:)?\s*|혈액형\s*(?:은|이|는)?\s*|\b(?:i'm|i\s+am|im)\s+(?:type\s+)?|\btype\s+)"
    r"(AB|A|B|O)(?:\s*형)?\s*(\+|-|pos(?:itive)?\b|neg(?:ative)?\b|rh\s*[+-])?",
    re.I,
)
# "... and B negative", "O+ here": a capital group letter with its Rh sign, no cue word needed
_BLOOD_TYPE_BARE = re.compile(r"(?<![\w-])(AB|A|B|O)\s?(\+|-(?![\w-])|[Pp]os(?:itive)?\b|[Nn]eg(?:ative)?\b)(?![\w+])")
# "AB형 rh마이너스예요", "B형이에요 Rh+": the Korean group (형) with its Rh said as a sign or a word; the sign is
# required, so "B형 간염", "A형 독감" are no blood type
_BLOOD_TYPE_KO = re.compile(r"(?<![A-Za-z])(AB|A|B|O)\s*형\S{0,4}\s*(rh\s*(?:[+-]|플러스|마이너스|양성|음성))", re.I)
# "혈액형 에이비형이에요", "혈액형은 오형": the group letter said by its Korean name, 형 required
_BLOOD_TYPE_SPELLED = re.compile(r"혈액형\s*(?:은|이|는)?\s*(에이비|에이|비|오)\s*형()")
_BLOOD_WORD = re.compile(r"blood|혈액형", re.I)
_SPELLED_GROUP = {"에이비": "AB", "에이": "A", "비": "B", "오": "O"}
_RH_WORD = {"플러스": "+", "양성": "+", "마이너스": "-", "음성": "-"}
# "혈액형 B형(Rh+)", "A형이요 Rh+": the Rh said a few characters after a group read without it
_RH_AFTER = re.compile(r"\S{0,4}\s*\(?\s*rh\s*([+-]|플러스|마이너스|양성|음성|pos(?:itive)?\b|neg(?:ative)?\b)", re.I)
_HEIGHT_CUE = re.compile(r"\b(?:tall|height|i'm|i\s+am|im)\b|키", re.I)
# the copula, spoken or polite, that closes a self-introduction: "여자고요", "여자구요", "52살이에요", "45세입니다"
# Korean words for sex, read as a profile value (the dictionary's `profile:sex` aliases are their home)
_SEX_KO = "여자|남자|여성|남성"
_COPULA_KO = "이고요|고요|이구요|구요|이고|고|이에요|예요|에요|입니다|이요|임|인데|야"
_AGE = re.compile(r"\b(?:i'm|i\s+am|im)\s+(\d{2})(?:\s*(?:years?\s*old|yrs?\s*old|y/?o))?"
                  r"(?=\s*(?:,|\.|!|$|and\b(?!\s+a\s+half)))"  # "I'm 13 and a half stone": no age
                  r"|\b(\d{2})\s*(?:years?\s*old|y/?o)\b|(?:나이\s*(?:는|가)?\s*|저\s*|나\s*)(\d{2})\s*(?:살|세)"
                  # "45세 여자입니다", "저는 48살 여자고요", "52살이에요": an age the user introduces themselves by,
                  # closed by their sex or a copula (not "42살 때", "세잔", an age given after someone else)
                  rf"|(?<![\d.])(\d{{2}})\s*(?:살|세)\s*(?=(?:{_SEX_KO})|(?:{_COPULA_KO})(?![가-힣]))"
                  # "키 158 몸무게 52 여자 44살": an age right after the user's sex, a bare item of the introduction
                  rf"|(?:{_SEX_KO})\s*(\d{{2}})\s*(?:살|세)(?![가-힣])", re.I)
_BORN = re.compile(r"\bborn\s+(?:on\s+)?((?:19|20)\d{2}-\d{2}-\d{2})\b|\bborn\s+(?:in\s+)?(19\d{2}|20\d{2})\b"
                   r"|\bborn\s+in\s+[\'’](\d{2})\b|(?<!\d)(\d{2})\s*년생"
                   r"|((?:19|20)\d{2})\s*년생|((?:19|20)\d{2}-\d{2}-\d{2})\s*(?:생|출생)|생년월일\s*(?:은|:)?\s*((?:19|20)\d{2}-\d{2}-\d{2})",
                   re.I)
_SEX = re.compile(r"\b(?:i'm|i\s+am)\s+(?:a\s+)?(female|male|woman|man)\b"
                  r"|(?:^|[:,;]\s*|\bsex\s*:?\s*)(female|male)\s*(?=[,;.]|$)"
                  rf"|(?:성별\s*(?:은|:)?\s*)?({_SEX_KO})(?:이에요|예요|에요|입니다)"
                  # "저는 88년생 남자고", "34살 여자임": a joined or clipped copula only right after the user
                  # ("1975년 3월 3일생 여자임", "30살 남자인데", "난 여자야": a birth date, a clipped copula)
                  rf"|(?:저\s*는?|나\s*는?|전|난|\d+\s*(?:년생|월생|일생|살|세))\s*({_SEX_KO})"
                  rf"(?:{_COPULA_KO})(?![가-힣])"
                  # "170에 68키로 남자 85년생", "여자 44살": the sex word as a bare item before an age or a birth year
                  rf"|(?<![가-힣])({_SEX_KO})\s*(?=\d{{2}}\s*(?:살|세)(?![가-힣])|\d{{2}}(?:\d{{2}})?\s*년생)"
                  # "키 162 몸무게 55 여자고 88년생이에요": joined to the age or birth year that follows by 고
                  rf"|(?<![가-힣])({_SEX_KO})(?:이고|고)\s*(?=\d{{2}}\s*(?:살|세)|\d{{2}}(?:\d{{2}})?\s*년생)",
                  re.I)
_SURGERY_FALLBACK: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("procedure:cholecystectomy", re.compile(r"gall\s*bladder\s+(?:removed|out|surgery|taken\s+out)"
                                             r"|담낭\s*(?:절제|제거)", re.I)),
    ("procedure:appendectomy", re.compile(r"appendix\s+(?:removed|out|taken\s+out)|맹장\s*수술", re.I)),
    ("procedure:cesarean_section", re.compile(r"\bc-?\s*section|cesarean|caesarean|제왕절개", re.I)),
    ("procedure:knee_arthroscopy", re.compile(r"knee\s+(?:arthroscopy|scope)|무릎\s*관절경", re.I)),
)


def _allergen_in_cue_clause(ctx: Ctx, sentence: Any) -> bool:
    """The clause that says "allergy" names its own allergen ("shellfish allergy"), so an allergen in
    another clause is an example of it; "eggs give me hives, it's a real allergy" names none."""
    for clause in ctx.clauses_of(sentence):
        if not _ALLERGY_CUE.search(clause.text):
            continue
        for m in ctx.matches:
            key = m.term_key or ""
            if clause.start <= m.start < clause.end and (
                    ctx.record_type(key) == "allergy" or key.startswith(("food:", "drug:", "substance:"))):
                return True
    return False


def _allergy_candidate(ctx: Ctx, m: Any) -> str:
    """ "꽃가루 알레르기" (pollen, or allergic rhinitis): the allergen when the form itself says allergy."""
    if m.term_key is not None or not _ALLERGY_CUE.search(m.surface):
        return ""
    cands = [c for c in m.candidates if ctx.record_type(c) == "allergy"]
    return cands[0] if len(cands) == 1 else ""


# "그리고 땅콩도요", "and peanuts too": one more item of the list before, not an example of it
_ALSO = re.compile(r"(?:도요?|\btoo|\bas\s+well|\balso)\W*$|^\W*(?:and|also|plus|그리고|또)\b", re.I)


_TOPIC = re.compile(r"\s*(?:은|는|도|이|가)?\s*")


def _reaction(ctx: Ctx, text: str) -> re.Match[str] | None:
    """An allergic reaction said in ``text``; in Korean also one of ``drug_reaction_sign`` ("입술 부어요": 붓다 drops
    its ㅅ before a vowel)."""
    found = _REACTION.search(text)
    if found is None and ctx.lang == "ko":
        found = cue_pattern(ctx.dictionary, "drug_reaction_sign", "ko").search(text)
    return found


def _tolerated(ctx: Ctx, end: int) -> bool:
    """The allergen is said to be fine right after its name (cue list ``allergen_tolerated``)."""
    gap = _TOPIC.match(ctx.text, end)
    pattern = cue_pattern(ctx.dictionary, "allergen_tolerated", "ko" if ctx.lang == "ko" else "en")
    return gap is not None and pattern.match(ctx.text, gap.end()) is not None


def _allergies(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    seen: set[str] = set()
    for m in ctx.matches:
        key = m.term_key or _allergy_candidate(ctx, m)
        if not key or m.start in ctx.used_matches:
            continue
        sentence = ctx.sentence_of(m.start)
        rtype = ctx.record_type(key)
        allergen_kind = rtype == "allergy" or key.startswith(("food:", "drug:", "substance:"))
        if not allergen_kind:
            continue
        cue = _ALLERGY_CUE.search(sentence.text)
        trigger = rtype == "allergy" and _TRIGGER.search(sentence.text) and _reaction(ctx, sentence.text)
        if not cue and not trigger:
            continue
        if rtype != "allergy" and key.startswith("drug:") and not (
                _ALLERGY_CUE.search(ctx.text[m.end:min(sentence.end, m.end + 15)])
                or _ALLERGY_BEFORE.search(ctx.text[max(sentence.start, m.start - 30):m.start])):
            continue  # "꽃가루 알레르기 때문에 지르텍 먹어요": the drug treats the allergy
        if cue and not _ALLERGY_CUE.search(ctx.clause_of(m.start).text) and _allergen_in_cue_clause(ctx, sentence) \
                and not (ctx.list_head(m.start) is not None and _ALSO.search(ctx.clause_of(m.start).text)):
            continue  # "Shellfish allergy here, shrimp makes my throat swell": shrimp is the example
        if key in seen or _tolerated(ctx, m.end):
            ctx.used_matches.add(m.start)  # "갑각류는 괜찮고 우유 먹으면 두드러기": shellfish is said to be fine
            continue
        seen.add(key)
        ctx.used_matches.add(m.start)
        fields: dict[str, Any] = {}
        reaction = _reaction(ctx, sentence.text)
        if reaction:
            fields["reaction"] = reaction.group(0)
        clause = ctx.clause_of(m.start)
        if is_negated(clause.text, m.start - clause.start, m.end - clause.start, ctx.lang):
            fields["negated"] = True
        out.append(Draft("profile.allergy", "allergy", key, m.start, m.end, fields, time="none",
                         confidence=0.9))
    # "Shellfish allergy here, shrimp makes ..." keeps one record per allergen; the rest are consumed.
    for m in ctx.matches:
        if m.term_key in seen:
            ctx.used_matches.add(m.start)
    for draft in out:
        if not draft.fields.get("negated"):
            _reaction_told_after(ctx, draft)
    return out


def _reaction_told_after(ctx: Ctx, draft: Draft) -> None:
    """ "저 땅콩 알레르기 있어요. 어릴 때부터요. 입술 붓고 두드러기 나요", "Penicillin allergy. Got hives from it as a
    kid": a sentence of the two right after an allergy that tells a reaction (``drug_reaction_sign``), with no
    allergen named on the way, tells the allergy's reaction, no symptom of now, unless a day of the last two weeks
    is said in it ("broke out in hives yesterday"). The reaction words are claimed, and kept as the record's
    reaction when it had none."""
    here = ctx.sentence_of(draft.start)
    sign = cue_pattern(ctx.dictionary, "drug_reaction_sign", "ko" if ctx.lang == "ko" else "en")
    for after in [s for s, _parts in ctx.sentences if s.start >= here.end][:2]:
        inside = [m for m in ctx.matches if after.start <= m.start < after.end]
        if any(ctx.record_type(m.term_key) == "allergy" or (m.term_key or "").startswith(("food:", "drug:"))
               for m in inside):
            return  # another allergen: what follows is told of it
        signs = [h for h in sign.finditer(after.text) if not is_negated(after.text, h.start(), h.end(), ctx.lang)]
        if signs and not _said_lately(ctx, after):
            for m in inside:
                if (m.term_key or "").startswith(("symptom:", "condition:")) and any(
                        after.start + h.start() < m.end and m.start < after.start + h.end() for h in signs):
                    ctx.used_matches.add(m.start)
            draft.fields.setdefault("reaction", signs[0].group(0))


def _said_lately(ctx: Ctx, sentence: Any) -> bool:
    """A day of the last two weeks is said in ``sentence``: what it tells happened now, not as a rule."""
    today = ctx.said_at.date()
    return any(r.span is not None and sentence.start <= r.span.start < sentence.end and r.date is not None
               and 0 <= (today - r.date).days <= 14 for r in ctx.resolutions)


def _cued_blood_type(text: str) -> re.Match[str] | None:
    """A blood group after its cue. After "I'm" or "type" the group is a capital letter: "I'm a blood donor, O
    negative", "I'm a 41-year-old man" read the article "a" as group A; "blood type a+" may be typed small."""
    for m in _BLOOD_TYPE.finditer(text):
        if m.group(1).isupper() or _BLOOD_WORD.search(m.group(0)):
            return m
    return None


def _simple(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    text = ctx.text
    bt = _cued_blood_type(text) or _BLOOD_TYPE_BARE.search(text) or _BLOOD_TYPE_KO.search(text) \
        or _BLOOD_TYPE_SPELLED.search(text)
    if bt and (bt.group(2) or _BLOOD_WORD.search(text)):
        rh = (bt.group(2) or "").lower().replace(" ", "").replace("rh", "")
        rh = _RH_WORD.get(rh, rh)
        if not rh and (after := _RH_AFTER.match(text, bt.end())) is not None:
            rh = _RH_WORD.get(after.group(1).lower(), after.group(1).lower())
        sign = "+" if rh.startswith(("+", "pos")) else "-" if rh.startswith(("-", "neg")) else ""
        out.append(Draft("profile.blood_type", "blood_type", "profile:blood_type", bt.start(), bt.end(),
                         {"value": _SPELLED_GROUP.get(bt.group(1), bt.group(1).upper()) + sign}, time="none"))
    for q in ctx.quantities:
        if not ctx.free(q):
            continue
        clause = ctx.clause_of(q.start)
        is_height = q.kind == "feet_inches" or (
            q.unit == "cm" and _HEIGHT_CUE.search(clause.text) and 100 <= q.value <= 230
            and not re.search(r"waist|허리", clause.text, re.I))
        if is_height:
            value, unit = canonical(ctx, "profile:height", q.value, "cm")
            out.append(Draft("profile.height_quantity", "height", "profile:height", q.start, q.end,
                             {"value": value, "unit": unit, "value_as_said": q.raw}, time="none"))
            ctx.take(q)
    for m in ctx.terms("profile:height"):
        if m.start in ctx.used_matches:
            continue
        for q in ctx.quantities:
            if ctx.free(q) and 0 <= q.start - m.end <= 12 and q.unit in (None, "cm") and 100 <= q.value <= 230:
                out.append(Draft("profile.height_after_word", "height", "profile:height", m.start, q.end,
                                 {"value": q.value, "unit": "cm", "value_as_said": q.raw}, time="none"))
                ctx.take(q)
                break
    age = _AGE.search(text)
    described = self_description(text) if ctx.lang == "en" else None  # "54 yo guy", "38F"
    said_ko = age_in_words(text) if not age and ctx.lang == "ko" else None  # "일흔 여섯이라", "칠십 둘 먹은"
    if age is not None:
        said_ko = (int(next(g for g in age.groups() if g)), age.start(), age.end())
    if said_ko is not None:
        years, start, end = said_ko
        out.append(Draft("profile.age", "birth_date", "profile:birth_date", start, end,
                         {"value": str(ctx.said_at.year - years), "age_years": years}, time="none"))
    elif described is not None:
        out.append(Draft("profile.self_description", "birth_date", "profile:birth_date", described.start,
                         described.end, {"value": str(ctx.said_at.year - described.age), "age_years": described.age},
                         time="none"))
    born = _BORN.search(text)
    aged = bool(age or said_ko)
    if not aged and born is None:
        out += _born_on_date(ctx)
    if born and not aged:
        said = next(g for g in born.groups() if g)
        if len(said) == 2:  # "born in '68", "87년생": the century that puts it in the past
            said = str((2000 if int(said) <= ctx.said_at.year % 100 else 1900) + int(said))
        out.append(Draft("profile.born",
                         "birth_date", "profile:birth_date", born.start(), born.end(), {"value": said}, time="none"))
    sex = _SEX.search(text)
    if sex:
        said = next(g for g in sex.groups() if g).lower()
        sex_value = "female" if said in ("female", "woman", "여자", "여성") else "male"
        out.append(Draft("profile.sex",
                         "sex", "profile:sex", sex.start(), sex.end(), {"value": sex_value}, time="none"))
    elif described is not None:
        out.append(Draft("profile.self_description", "sex", "profile:sex", described.start, described.end,
                         {"value": described.sex}, time="none"))
    return out


def _surgeries(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    seen: set[str] = set()
    found: list[tuple[str, int, int]] = []
    taken = set(ctx.used_matches)  # evidence another rule owns ("arthroscopy booked for the 21st": a visit's)
    for m in ctx.matches:
        if m.term_key and m.start not in ctx.used_matches and ctx.record_type(m.term_key) == "surgery" \
                and not had_at_a_visit(ctx, m.term_key):  # a scan, a test or a treatment session, not surgery
            found.append((m.term_key, m.start, m.end))
            ctx.used_matches.add(m.start)
    for key, rx in _SURGERY_FALLBACK:
        for fm in rx.finditer(ctx.text):
            if any(m.start in taken and m.start < fm.end() and fm.start() < m.end for m in ctx.matches):
                continue
            found.append((key, fm.start(), fm.end()))
            for m in ctx.matches:  # "맹장 수술": the organ's word is not a condition of its own
                if m.start < fm.end() and fm.start() < m.end:
                    ctx.used_matches.add(m.start)
    for key, s, e in sorted(found, key=lambda f: f[1]):
        if key in seen:
            continue
        seen.add(key)
        fields: dict[str, Any] = {}
        side = re.search(r"\b(left|right)\b|(왼쪽|오른쪽)", ctx.sentence_of(s).text, re.I)
        if side:
            fields["laterality"] = {"왼쪽": "left", "오른쪽": "right"}.get(side.group(0), side.group(0).lower())
        out.append(Draft("profile.surgery", "surgery", key, s, e, fields))
    return out


def extract(ctx: Ctx) -> list[Draft]:
    return (family_history(ctx) + _allergies(ctx) + drug_reactions(ctx) + height_weight_pair(ctx, _SEX_KO)
            + _simple(ctx) + pregnancy(ctx) + baseline_habits(ctx) + _surgeries(ctx))


_WITH_YEAR = re.compile(r"(?:19|20)\d{2}|\d{1,2}\s*[/.-]\s*\d{1,2}\s*[/.-]\s*\d{2}\b")


def _born_on_date(ctx: Ctx) -> list[Draft]:
    """ "born 04/02/1979", "my birthday is March 3, 1980", "1985년 3월 2일에 태어났어요": a date said with its
    year beside a birth word (the dictionary's ``birth`` cues) is the birth date."""
    cue = cue_pattern(ctx.dictionary, "birth", ctx.lang)
    for r in ctx.resolutions:
        if r.kind != "date" or r.date is None or r.span is None or not _WITH_YEAR.search(r.span.text):
            continue
        if r.date.year >= ctx.said_at.year:
            continue
        sentence = ctx.sentence_of(r.span.start)
        hit = cue.search(sentence.text)
        if hit is None:
            continue
        start = min(sentence.start + hit.start(), r.span.start)
        end = max(sentence.start + hit.end(), r.span.end)
        return [Draft("profile.born_date", "birth_date", "profile:birth_date", start, end,
                      {"value": r.date.isoformat()}, time="none")]
    return []
