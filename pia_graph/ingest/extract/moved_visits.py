"""A visit called off or moved, and booked again for a new day: the visit is the new day's (pure).

"had to cancel my GP appointment today, kid was sick. Rebooked for Thursday the 14th", "병원 예약 미뤘어요 원래
오늘이었는데 다음주 목요일로": the day the visit was said of first ("today", 오늘) is the one given up; the date the
resolver read as a move's new date (``temporal/moves.py``, rule ids ``en.move/…``, ``ko.move/…``) is the visit's.
Only a visit whose own clause says it was called off (cue list ``visit_called_off``) or moved (a move verb) takes
it: "saw Dr Lee today, the follow-up got moved to the 20th" keeps today's visit.
"""

from __future__ import annotations

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.temporal import Resolution
from pia_graph.temporal.moves import has_move

#: the rule-id stem of a move's new date (``temporal/moves.py``)
_MOVE_RULES = ("en.move/", "ko.move/")


def moved_visit_day(ctx: Ctx, start: int, end: int) -> Resolution | None:
    """The new date of the visit said at [``start``, ``end``) when its clause calls it off or moves it and the turn
    tells one move's new date, on or after the turn's day; else None."""
    moves = [r for r in ctx.resolutions if r.rule_id.startswith(_MOVE_RULES) and r.kind == "date"
             and r.date is not None and r.date >= ctx.said_at.date()]
    if len({r.date for r in moves}) != 1:
        return None
    clause = ctx.clause_of(start)
    if not (has_move(clause.text) or cue_pattern(ctx.dictionary, "visit_called_off", ctx.lang).search(clause.text)):
        return None
    return moves[0]
