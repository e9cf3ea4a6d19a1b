"""Lifestyle episodes: meals (``meals``; late-night eating by the clock in ``late_meals``, food eaten in
``food_eaten``), drinks (``alcohol``), mood and stress (``mood``), cigarettes (``smoking``)."""

from __future__ import annotations

from pia_graph.ingest.extract.alcohol import alcohol
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.food_eaten import food_eaten
from pia_graph.ingest.extract.late_meals import late_clock_meals
from pia_graph.ingest.extract.meals import meals
from pia_graph.ingest.extract.mood import mood
from pia_graph.ingest.extract.smoking import smoking


def extract(ctx: Ctx) -> list[Draft]:
    had = meals(ctx)
    had += late_clock_meals(ctx, had)
    return had + food_eaten(ctx, had) + alcohol(ctx) + mood(ctx) + smoking(ctx)
