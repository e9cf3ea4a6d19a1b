"""Static profile: sex, birth date/age, height, blood type, pregnancy, baseline habits, allergy,
family history, surgery."""

from __future__ import annotations

import re
from typing import Any

from pia_graph.ingest.cue_words import aim_pattern, cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.drug_reactions import drug_reactions
from pia_graph.ingest.extract.family import family_history
from pia_graph.ingest.extract.ko_age import age_in_words
from pia_graph.ingest.extract.ko_self_intro import height_weight_pair
from pia_graph.ingest.extract.numbers import KO_WORDS
from pia_graph.ingest.extract.pregnancy import pregnancy
from pia_graph.ingest.extract.self_description import self_description
from pia_graph.ingest.extract.vitals_labs import canonical
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
_TRIGGER = re.compile(r"\b(?:makes?|made|gives?|gave)\s+(?:me|my)\b|먹으면|닿으면", re.I)
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
                  rf"|(?<![가-힣])({_SEX_KO})\s*(?=\d{{2}}\s*(?:살|세)(?![가-힣])|\d{{2}}(?:\d{{2}})?\s*년생)",
                  re.I)
_SMOKE = re.compile(r"\bsmok\w*|\bcigarettes?|\bcigs?\b|\bvap\w*|담배|흡연|금연|(?:갑|개비)\s*(?:\S+\s*)?(?:피|펴|핌)",
                    re.I)
_SMOKE_NEVER = re.compile(r"\b(?:never\s+smoked|don't\s+smoke|dont\s+smoke|do\s+not\s+smoke|non[-\s]?smok\w*"
                          # 피우다 and its contracted forms (펴요, 폈어요): "평생 안 폈어요"
                          r"|never\s+been\s+a\s+smoker)\b|안\s*(?:피|펴|폈)|비흡연|피우지\s*않"
                          r"|담배\s*(?:는|도|랑|하고)?\s*(?:(?:술|둘|다|둘다|모두|전부)(?:은|는|도|이랑|랑|하고)?\s*){0,3}안\s*(?:해|함|합)"
                          r"|피(?:운|워\s*본|워본)\s*적\s*(?:이|은|도)?\s*(?:없|한\s*번도\s*없)", re.I)
_SMOKE_FORMER = re.compile(r"\b(?:quit|stopped|gave\s+up|ex-?smoker|used\s+to\s+smoke|former\s+smoker"
                           r"|haven't\s+smoked)\b|끊었|끊은|금연\s*(?:한\s*지|했|한\s*(?:게|거)|\d+\s*(?:년|개월|달|일)|성공)",
                           re.I)
_SMOKE_CURRENT = re.compile(r"\b(?:i\s+smoke|i'm\s+a\s+smoker|still\s+smok\w*|(?:a\s+|half\s+a\s+)?pack\s+a\s+day"
                            r"|\d+\s+(?:cigs?|cigarettes)\s+a\s+day|smoker)\b|피워요|피워|핍니다|펴요"
                            # a rate per day, the Korean "a pack a day": "하루 반갑 정도 피움", "하루에 5개비 핌"
                            r"|하루\s*(?:에\s*)?(?:\S+\s*){0,3}(?:피|펴|핌)",
                            re.I)
_DRINK_NONE = re.compile(r"\b(?:don't\s+drink|dont\s+drink|never\s+drink|teetotal\w*|haven't\s+had\s+a\s+drink"
                         r"|stopped\s+drinking|quit\s+drinking|i'm\s+sober)\b"
                         r"|술\s*(?:은|을|도|는)?\s*(?:아예|전혀|원래)?\s*(?:안|못)\s*마|금주"
                         r"|술\s*(?:은|도|이랑|랑|하고)?\s*(?:(?:담배|둘|다|둘다|모두|전부)(?:은|는|도)?\s*){0,3}"
                         r"안\s*(?:해|함|합)", re.I)
_DRINK_OCC = re.compile(r"\b(?:socially|social\s+drinker|occasionally|once\s+in\s+a\s+while|(?:only\s+)?on\s+weekends"
                        r"|rarely"
                        r"|(?:a|per)\s+(?:week|month)|weekly|monthly"
                        r"|a\s+few\s+times\s+a\s+year|the\s+odd\s+(?:glass|drink|beer|pint))\b"
                        # "술은 거의 안 마셔요" (hardly ever) is the Korean "rarely"
                        r"|가끔|주말에만|한\s*달에|거의\s*(?:안|못)\s*마", re.I)
_DRINK_REG = re.compile(r"\b(?:every\s+(?:day|night)|most\s+nights|daily|nights\s+a\s+week|regularly)\b|매일|자주",
                        re.I)
_DRINK = re.compile(r"\bdrink\w*|\balcohol|\bwine|\bbeers?|술|소주|맥주", re.I)
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
        trigger = rtype == "allergy" and _TRIGGER.search(sentence.text) and _REACTION.search(sentence.text)
        if not cue and not trigger:
            continue
        if rtype != "allergy" and key.startswith("drug:") and not (
                _ALLERGY_CUE.search(ctx.text[m.end:min(sentence.end, m.end + 15)])
                or _ALLERGY_BEFORE.search(ctx.text[max(sentence.start, m.start - 30):m.start])):
            continue  # "꽃가루 알레르기 때문에 지르텍 먹어요": the drug treats the allergy
        if cue and not _ALLERGY_CUE.search(ctx.clause_of(m.start).text) and _allergen_in_cue_clause(ctx, sentence) \
                and not (ctx.list_head(m.start) is not None and _ALSO.search(ctx.clause_of(m.start).text)):
            continue  # "Shellfish allergy here, shrimp makes my throat swell": shrimp is the example
        if key in seen:
            ctx.used_matches.add(m.start)
            continue
        seen.add(key)
        ctx.used_matches.add(m.start)
        fields: dict[str, Any] = {}
        reaction = _REACTION.search(sentence.text)
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
    return out


def _simple(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    text = ctx.text
    bt = _BLOOD_TYPE.search(text) or _BLOOD_TYPE_BARE.search(text) or _BLOOD_TYPE_KO.search(text) \
        or _BLOOD_TYPE_SPELLED.search(text)
    if bt and (bt.group(2) or re.search(r"blood|혈액형", text, re.I)):
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


def _habits(ctx: Ctx) -> list[Draft]:
    merged: dict[str, Draft] = {}
    for d in _habit_clauses(ctx):
        prev = merged.get(d.coordinate)
        if prev is None:
            merged[d.coordinate] = d
        else:
            for k, v in d.fields.items():
                prev.fields.setdefault(k, v)
    return list(merged.values())


def _habit_clauses(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    for sentence, parts in ctx.sentences:
        for clause in parts:
            t = clause.text
            if _SMOKE.search(t):
                # "smoked for 15 yrs but quit in 2019": the status may be said in the next clause of the sentence
                value = _smoking_status(ctx, t) or _smoking_status(ctx, sentence.text)
                if value == "current" and any(c.start >= clause.end and _quits(ctx, c.text)
                                              and not _DRINK.search(c.text) for c in parts):
                    value = "former"  # "smoked a pack a day for 20 yrs, quit in 2019"
                if value:
                    key = "profile:vaping" if re.search(r"vap", t, re.I) and "profile:vaping" in \
                        ctx.dictionary.terms else "profile:smoking"
                    _own_clause(ctx, clause)
                    out.append(Draft("profile.smoking_status",
                                     "baseline_habit", key, clause.start, clause.end, {"value": value},
                                     time="none", confidence=0.9))
            if _DRINK.search(t):
                ko_week = _PER_WEEK_KO.search(t)
                per_week_ko = _ko_count(ko_week.group(1)) if ko_week else None
                value = ("none" if _DRINK_NONE.search(t) else "regular" if _DRINK_REG.search(t)
                         else ("regular" if per_week_ko >= 3 else "occasional") if per_week_ko is not None
                         else _weekly_rate(t) or ("occasional" if _DRINK_OCC.search(t) else None))
                if value:
                    fields: dict[str, Any] = {"value": value}
                    pw = re.search(r"(\d+|a\s+couple|two|three|four|five)\s+(?:\w+\s+){0,3}(?:a|per)\s+week", t, re.I)
                    if pw:
                        n = pw.group(1).lower()
                        fields["per_week"] = float({"a couple": 2, "two": 2, "three": 3, "four": 4,
                                                    "five": 5}.get(n, n if n.isdigit() else 0))
                    if per_week_ko is not None:
                        fields.setdefault("per_week", per_week_ko)
                    _own_clause(ctx, clause)
                    out.append(Draft("profile.alcohol_status",
                                     "baseline_habit", "profile:alcohol", clause.start, clause.end, fields,
                                     time="none", confidence=0.9))
    return out


# "2-3 times a week", "10-12 beers a week", "2 beers a week": a weekly rate, the top of a range said
_WEEKLY = re.compile(r"\b(\d+)(?:\s*(?:-|–|to|or)\s*(\d+))?\s+((?:[a-z]+\s+){0,3}?)(?:a|per)\s+week\b", re.I)
_OCCASIONS = re.compile(r"(?:times?|nights?|days?|evenings?)\s+$", re.I)


def _weekly_rate(text: str) -> str | None:
    """A weekly drinking rate said with its number: drinking on three days of the week or more, or seven drinks
    or more a week (one a day), is regular; fewer is occasional; None when no rate is said."""
    m = _WEEKLY.search(text)
    if m is None:
        return None
    top = int(m.group(2) or m.group(1))
    return "regular" if top >= (3 if _OCCASIONS.search(m.group(3)) else 7) else "occasional"


def _smoking_status(ctx: Ctx, text: str) -> str | None:
    return ("never" if _SMOKE_NEVER.search(text) else "former" if _quits(ctx, text)
            else "current" if _SMOKE_CURRENT.search(text) else None)


def _quits(ctx: Ctx, text: str) -> bool:
    """Smoking given up; "down to 5 cigs a day, trying to quit" aims at quitting (not done)."""
    quit_ = _SMOKE_FORMER.search(text)
    return quit_ is not None and not (ctx.lang == "en" and _aimed(ctx, text[:quit_.start()]))


def _aimed(ctx: Ctx, head: str) -> bool:
    """Whether ``head`` ends with the wording of an aim (cue list ``aim_wish``: "trying to", "want to")."""
    wish = aim_pattern(ctx.dictionary, ctx.lang)
    return any(hit.end() >= len(head.rstrip()) for hit in wish.finditer(head))


def _own_clause(ctx: Ctx, clause: Any) -> None:
    """A habit said in a clause owns its counts and substance words: "2-3 glasses of wine on weekends" is how
    one drinks, not a drinking episode of today (``ownership.settle`` gives the evidence to this rule)."""
    for q in ctx.quantities_in(clause.start, clause.end):
        ctx.take(q)
    for m in ctx.matches:
        if m.term_key and m.term_key.startswith("substance:") and clause.start <= m.start < clause.end:
            ctx.used_matches.add(m.start)


_PER_WEEK_KO = re.compile(r"(?:일주일|한\s*주|주)\s*에\s*(\d+|한두|두세|서너|한|두|세|네|다섯)\s*(?:번|회|차례|일)")


def _ko_count(word: str) -> float:
    return float(word) if word.isdigit() else KO_WORDS.get(word, 1.0)


def _surgeries(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    seen: set[str] = set()
    found: list[tuple[str, int, int]] = []
    for m in ctx.matches:
        if m.term_key and m.start not in ctx.used_matches and ctx.record_type(m.term_key) == "surgery" \
                and not ctx.dictionary.terms[m.term_key].extra.get("diagnostic"):  # a scan or a test, not surgery
            found.append((m.term_key, m.start, m.end))
            ctx.used_matches.add(m.start)
    for key, rx in _SURGERY_FALLBACK:
        for fm in rx.finditer(ctx.text):
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
            + _simple(ctx) + pregnancy(ctx) + _habits(ctx) + _surgeries(ctx))


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
