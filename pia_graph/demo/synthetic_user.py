"""A synthetic user: about four months of English conversation with a health agent.

Deterministic (a seeded generator): a 52-year-old man with prediabetes and high blood pressure who starts
metformin and amlodipine, runs, sleeps badly in busy weeks, has two checkups, misses doses when travelling,
and now and then asks the agent something. Nothing here is a real person.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass

from pia_graph.memory.models import ProfileIn

TZ = dt.timezone(dt.timedelta(hours=-5))
START = dt.date(2026, 1, 5)
DAYS = 120

PROFILE = ProfileIn(sex="male", birth_date="1974-05-19")


@dataclass(frozen=True)
class DemoTurn:
    said_at: dt.datetime
    text: str


def _at(day: dt.date, hour: int, minute: int = 0) -> dt.datetime:
    return dt.datetime.combine(day, dt.time(hour, minute), TZ)


_FIXED: dict[int, list[tuple[int, str]]] = {
    0: [(9, "Hi! I'm trying to get healthier this year."),
        (20, "My blood type is O+ and I don't smoke. My father has type 2 diabetes.")],
    1: [(10, "I'm allergic to penicillin, I get hives.")],
    3: [(8, "Fasting glucose this morning was 118, not great.")],
    6: [(11, "Got my checkup results: LDL 162, HbA1c 6.1%, triglycerides 210.")],
    7: [(15, "Dr. Patel put me on metformin 500 mg twice a day, starting tomorrow.")],
    9: [(9, "What's a normal A1c for someone my age?")],
    14: [(8, "Doctor put me on amlodipine 5 mg once a day for my blood pressure.")],
    20: [(21, "My goal is to get my weight under 80 kg by summer.")],
    33: [(21, "Had 5 beers at my friend's birthday, feeling it.")],
    34: [(9, "Bad headache this morning, 6/10.")],
    45: [(20, "Traveling for work this week, forgot my amlodipine last night.")],
    47: [(8, "Missed my metformin yesterday too.")],
    60: [(12, "Knee pain after the long run yesterday, maybe 4/10.")],
    75: [(10, "I think I've been eating late most nights, lots of snacking after 10pm.")],
    90: [(11, "Second checkup: LDL 131, HbA1c 5.8%, triglycerides 160. Doctor is happy.")],
    95: [(16, "Doctor increased my metformin to 1000 mg twice a day.")],
    100: [(18, "How has my blood pressure changed since I started amlodipine?")],
    110: [(9, "No headaches this week, sleeping better.")],
}


def conversation(seed: int = 7) -> list[DemoTurn]:
    rng = random.Random(seed)
    turns: list[DemoTurn] = []
    systolic, diastolic, glucose, weight = 142.0, 92.0, 116.0, 86.4
    for n in range(DAYS):
        day = START + dt.timedelta(days=n)
        for hour, text in _FIXED.get(n, []):
            turns.append(DemoTurn(_at(day, hour), text))
        on_bp_drug = n > 15
        if n % 4 == 1:
            systolic += rng.uniform(-3, 1.5) if on_bp_drug else rng.uniform(-1.5, 1.5)
            diastolic += rng.uniform(-2, 1) if on_bp_drug else rng.uniform(-1, 1)
            if 44 <= n <= 50:
                systolic += 6
            turns.append(DemoTurn(_at(day, 7, 30), f"BP {round(systolic)}/{round(diastolic)} this morning"))
        if n % 7 == 3:
            glucose += rng.uniform(-3.5, 1.5) if n > 8 else rng.uniform(-1, 1)
            turns.append(DemoTurn(_at(day, 7, 45), f"fasting glucose {round(glucose)} today"))
        if n % 6 == 5:
            weight += rng.uniform(-0.6, 0.2)
            turns.append(DemoTurn(_at(day, 7, 10), f"Weight {weight:.1f} kg this morning"))
        if n % 5 == 2:
            km = rng.choice([3, 5, 5, 6, 8, 10])
            minutes = int(km * rng.uniform(5.6, 6.4))
            turns.append(DemoTurn(_at(day, 19), f"Ran {km} km today in {minutes} minutes"))
        if n % 9 == 4:
            start, end = rng.choice([(11, 6), (12, 5), (1, 6), (10, 6), (11, 7)])
            turns.append(DemoTurn(_at(day, 8, 20), f"Slept from {start} to {end} last night"))
        if n % 11 == 6 and n > 8:
            turns.append(DemoTurn(_at(day, 8, 5), "took my metformin with breakfast"))
    turns.sort(key=lambda t: t.said_at)
    return turns
