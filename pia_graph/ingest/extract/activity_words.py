"""The activities exercise rules name, with the words that say each (shared by the exercise, distance-in-time and
paced-run rules)."""

from __future__ import annotations

import re

# coordinate, verb/noun pattern, default unit of the value
ACTIVITIES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("activity:running", re.compile(r"\b(?:ran|run|running)"
                                    r"(?!\s+(?:out|low|short|late|into|over|errands?|a\s+(?:fever|temp\w*)"
                                    # water run over a burn or a cut, not a run: "ran it under water", "ran cold
                                    # water over it", "run it under the tap"
                                    r"|(?:it|them)\s+under|(?:(?:cold|cool|warm|hot|lukewarm)\s+)?water"
                                    r"|(?:the|a)\s+(?:tap|bath)))\b"
                                    r"|\b(?:jog\w*|10k\s+race|half\s+marathon|marathon)\b"
                                    r"|뛰었|뛰고|뛴|달렸|달리고|러닝|조깅|달리기", re.I)),
    # a cycle of a treatment is a place in a series, no ride ("Cycle 1 done", "day 1 of cycle 5", "6 cycles every 3
    # weeks", "chemo cycle", "menstrual cycle")
    ("activity:cycling", re.compile(r"\b(?:(?<!chemo\s)(?<!menstrual\s)(?<!\d\s)"
                                    r"cycl(?!e\s*#?\s*\d)(?!es?\s+(?:of|every)\b)\w*"
                                    r"|bik(?:ed|ing|e)|biked|rode|ride|riding)\b|자전거", re.I)),
    ("activity:swimming", re.compile(r"\b(?:swam|swim\w*)\b|수영", re.I)),
    ("activity:yoga", re.compile(r"\byoga\b|요가", re.I)),
    ("activity:strength_training", re.compile(r"\b(?:lift(?:ed|ing)?\s+(?:weights|heavy|at\s+the\s+gym)"
                                              r"|lifting(?!\s+(?:the|a|an|my|it|his|her|boxes|something))|weights"
                                              r"|strength\s+training|leg\s+day|gym\s+session"
                                              r"|resistance\s+bands?)\b|근력|헬스", re.I)),
    ("activity:walking", re.compile(r"\b(?:walk\w*|hik\w*)\b|걸었|걷|산책|등산", re.I)),
)
DISTANCE_ACTIVITIES = frozenset({"activity:running", "activity:cycling"})
# a distance covered some other way than running ("easy 2 mile walk", "drove a long 5 miles")
OTHER_WAYS = re.compile("|".join([rx.pattern for key, rx in ACTIVITIES if key != "activity:running"]
                                  + [r"\b(?:dr[oi]ve\w*|driving|commut\w*|flew|flight|uber|taxi|bus|train)\b"]), re.I)
