"""Baseline habits of the static profile: smoking status ("never smoked", "quit in 2019", "담배 끊었어요") and
drinking status with its weekly rate ("2-3 glasses of wine on weekends", "술은 일주일에 두 번"). Pure."""

from __future__ import annotations

import re
from typing import Any

from pia_graph.ingest.cue_words import aim_pattern
from pia_graph.ingest.extract.abstinence import abstinent
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.number_words import KO_WORDS

_SMOKE = re.compile(r"\bsmok\w*|\bcigarettes?|\bcigs?\b|\bvap\w*|담배|흡연|금연|(?:갑|개비)\s*(?:\S+\s*)?(?:피|펴|핌)",
                    re.I)
_SMOKE_NEVER = re.compile(r"\b(?:never\s+smoked|don't\s+smoke|dont\s+smoke|do\s+not\s+smoke|non[-\s]?smok\w*"
                          # 피우다 and its contracted forms (펴요, 폈어요): "평생 안 폈어요"
                          r"|never\s+been\s+a\s+smoker)\b|안\s*(?:피|펴|폈)|비흡연|피우지\s*않"
                          r"|담배\s*(?:는|도|랑|하고)?\s*(?:(?:술|둘|다|둘다|모두|전부)(?:은|는|도|이랑|랑|하고)?\s*){0,3}안\s*(?:해|함|합)"
                          r"|피(?:운|워\s*본|워본)\s*적\s*(?:이|은|도)?\s*(?:없|한\s*번도\s*없)", re.I)
_SMOKE_FORMER = re.compile(r"\b(?:quit|stopped|gave\s+up|ex-?smoker|used\s+to\s+smoke|former\s+smoker"
                           r"|haven't\s+smoked)\b|끊었|끊은|금연\s*(?:한\s*지|했|한\s*(?:게|거)|\d+\s*(?:년|개월|달|일)(?!\s*만에)|성공)",
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


def baseline_habits(ctx: Ctx) -> list[Draft]:
    """The smoking and drinking status said (one record a habit, the fields of its clauses merged)."""
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
            if _SMOKE.search(t) or abstinent(t, "smoking", ctx.lang):
                # "smoked for 15 yrs but quit in 2019": the status may be said in the next clause of the sentence
                own = _smoking_status(ctx, t)
                value = own or _smoking_status(ctx, sentence.text)
                if value == "current" and any(c.start >= clause.end and _quits(ctx, c.text)
                                              and not _DRINK.search(c.text) for c in parts):
                    value = "former"  # "smoked a pack a day for 20 yrs, quit in 2019"
                if value:
                    key = "profile:vaping" if re.search(r"vap", t, re.I) and "profile:vaping" in \
                        ctx.dictionary.terms else "profile:smoking"
                    if own is not None:  # "quit in 2019 but had 3 cigarettes": that clause's count is an episode's
                        _own_clause(ctx, clause)
                    out.append(Draft("profile.smoking_status",
                                     "baseline_habit", key, clause.start, clause.end, {"value": value},
                                     time="none", confidence=0.9))
            counted = abstinent(t, "alcohol", ctx.lang)  # "day 43 no booze", "금주 100일째"
            if _DRINK.search(t) or counted:
                ko_week = _PER_WEEK_KO.search(t)
                per_week_ko = _ko_count(ko_week.group(1)) if ko_week else None
                value = ("none" if counted or _DRINK_NONE.search(t) else "regular" if _DRINK_REG.search(t)
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
    """Smoking given up ("quit in 2019", "6 months smoke free": ``abstinence``); "down to 5 cigs a day, trying to
    quit" aims at quitting (not done)."""
    if abstinent(text, "smoking", ctx.lang):
        return True
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
