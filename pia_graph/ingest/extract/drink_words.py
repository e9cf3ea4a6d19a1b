"""The words of drinking: what names a drink, a serving counted, a habit or a non-drinker said, and how many drinks
a bottle holds. Read by the drinks rule (``alcohol``) and by the meal rule, which tells a meal from drinks only."""

from __future__ import annotations

import re

# drinks counted by the serving ("3 beers", "2 highballs"): part of the drink context and of a counted drink
SERVINGS = r"beers?|ciders?|lagers?|ales?|ipas?|schooners?|highballs?|cocktails?|margaritas?|mimosas?|shots?"
DRINK_CTX = re.compile(r"\b(?:" + SERVINGS + r"|wine|drinks?|(?<!my\s)(?<!reading\s)(?<!sun)(?<!eye)glass(?:es)?"
                       r"|soju|sake|whisk(?:e)?y|scotch|bourbon|vodka|gin|rum|tequila|cans?"
                       r"|prosecco|champagne|makgeolli"
                       r"|pints?(?!\s+of\s+(?:ice\s+cream|gelato|milk|water|juice|yogh?urt|berries))|bottles?\s+of(?!\s+water)"
                       r"|alcohol)\b|소주|맥주|와인|술|막걸리|하이볼|위스키|칵테일|보드카|사케|양주", re.I)
HABITUAL = re.compile(r"\b(?:a|per)\s+(?:week|day|month)\b|\bweekly\b|\bsocially\b|\busually\b|\bmost\s+nights\b"
                      r"|\bnights\s+a\s+week\b|\bevery\s+(?:day|night)\b|일주일에|매일", re.I)
# "I don't drink", "술은 아예 안 마셔요": a baseline habit (profile), not an evening without drinks
NON_DRINKER = re.compile(r"\b(?:don't|dont|do\s+not|never)\s+drink\b|\bteetotal\w*|\bnon-?drinker\b"
                         r"|(?:안|못)\s*마(?:셔요|셔|십니다|시는|심)(?!\S*었)", re.I)
COUNTED = re.compile(r"\s*(?:or\s+\d+\s+)?(?:\w+\s+)?(?:drinks?|glasses|cans|" + SERVINGS + r")\b", re.I)
DRINK_BEFORE = re.compile("(?:" + DRINK_CTX.pattern + r")\s*$", re.I)
BOTTLE_DRINKS = (("soju", 7.0), ("소주", 7.0), ("wine", 5.0), ("와인", 5.0))
