"""A seeded synthetic population for the read path's benchmark and isolation tests.

Users with records (blood pressure, fasting glucose, LDL, weight, a statin regimen) and facts in English and
Korean, written through one bulk named query (`population_write`), not turn by turn. Facts are near-identical
across users on purpose: the same sentences with a name or a place swapped, and embeddings that differ only
by a little seeded noise, so that a plain approximate top-k over all users fills up with other users' facts.
Nothing here is a real person.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import math
import random
from dataclasses import dataclass, field
from typing import Any

from neo4j import Driver

from pia_graph.db.queries import run_write
from pia_graph.embedding import Embedder

TZ = dt.timezone(dt.timedelta(hours=9))
START = dt.date(2026, 1, 5)
ASKED_AT = dt.datetime(2026, 4, 20, 21, 0, tzinfo=TZ)

FACT_TEMPLATES: tuple[tuple[str, str], ...] = (
    ("en", "User saw a dermatologist named Dr. {name} in Busan about the rash on User's arm."),
    ("en", "User's friend {name} recommended a physio called {name2} at the Eastside clinic."),
    ("en", "Back from the trip to Jeju, User hiked Hallasan with {name}."),
    ("en", "User stopped going to the gym because the commute was too long."),
    ("en", "Dr. {name} told User to cut back on salt and late-night ramen."),
    ("en", "User wants to lose weight before {name}'s wedding in September."),
    ("ko", "동생이 허리 아플 때 {place}한의원 가보라고 추천해줬어."),
    ("ko", "{name} 선생님이 짠 음식 줄이라고 하셨어."),
    ("ko", "부산에서 피부과 {name} 원장님한테 진료 받았어."),
    ("ko", "요즘 야근 때문에 잠을 잘 못 자."),
)
NAMES = ("Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim", "Marco", "Dana", "Han", "Shin")
PLACES = ("소망", "하늘", "푸른", "새봄", "한결", "바른")
# coordinate, type, label, unit, mean, spread
SERIES: tuple[tuple[str, str, str, str, float, float], ...] = (
    ("vital:systolic_bp", "vital_sign", "VitalSign", "mmHg", 128, 10),
    ("vital:diastolic_bp", "vital_sign", "VitalSign", "mmHg", 82, 6),
    ("test:fasting_glucose", "lab_result", "LabResult", "mg/dL", 105, 12),
    ("test:ldl_cholesterol", "lab_result", "LabResult", "mg/dL", 120, 25),
    ("test:hdl_cholesterol", "lab_result", "LabResult", "mg/dL", 50, 8),
    ("body:weight", "body_measurement", "BodyMeasurement", "kg", 78, 9),
)


@dataclass
class SyntheticUser:
    user_id: str
    turns: list[dict[str, Any]] = field(default_factory=list)
    fact_vectors: dict[str, list[float]] = field(default_factory=dict)  # fact_id -> embedding (ground truth)


def _id(*parts: object) -> str:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode()).hexdigest()[:24]


def _noisy(vector: list[float], rng: random.Random, sigma: float) -> list[float]:
    out = [x + rng.gauss(0.0, sigma) for x in vector]
    norm = math.sqrt(sum(x * x for x in out)) or 1.0
    return [x / norm for x in out]


def template_vectors(embedder: Embedder | None, dimension: int = 384) -> list[list[float]]:
    """One embedding per fact template (names filled with a fixed one); random unit vectors without a model."""
    texts = [t.format(name="Kim", name2="Marco", place="소망") for _, t in FACT_TEMPLATES]
    if embedder is not None:
        return embedder.embed(texts)
    rng = random.Random(0)
    return [_noisy([0.0] * dimension, rng, 1.0) for _ in texts]


def make_users(
    prefix: str, start: int, count: int, vectors: list[list[float]], *, seed: int = 7, records_per_series: int = 4,
    sigma: float = 0.01, variants: int = 1,
) -> list[SyntheticUser]:
    """Users `prefix-<n>` for n in [start, start + count): deterministic for a seed."""
    users: list[SyntheticUser] = []
    for n in range(start, start + count):
        rng = random.Random(f"{seed}:{n}")
        user = SyntheticUser(f"{prefix}-{n:05d}")
        for i, (coord, rtype, label, unit, mean, spread) in enumerate(SERIES):
            for j in range(records_per_series):
                day = START + dt.timedelta(days=7 * j + i + rng.randint(0, 5))
                said = dt.datetime.combine(day, dt.time(8, 0), TZ)
                turn_id = f"t_{_id(user.user_id, coord, j)}"
                value = round(rng.gauss(mean, spread), 1)
                user.turns.append(_turn(user.user_id, turn_id, said, f"{coord} {value}", records=[{
                    "label": label,
                    "props": {
                        "record_id": f"r_{_id(user.user_id, turn_id, coord)}", "user_id": user.user_id,
                        "turn_id": turn_id, "type": rtype, "coordinate": coord, "value": value, "unit": unit,
                        "date": day, "recorded_at": said, "sort_time": dt.datetime.combine(day, dt.time(12), TZ),
                        "category": "episodic", "lang": "en", "confidence": 0.9, "extractor": "synthetic",
                        "span": f"{coord} {value}", "negated": False,
                    },
                }]))
        reg_day = START + dt.timedelta(days=rng.randint(0, 20))
        reg_said = dt.datetime.combine(reg_day, dt.time(21, 0), TZ)
        reg_turn = f"t_{_id(user.user_id, 'regimen')}"
        drug = rng.choice(("drug:atorvastatin", "drug:rosuvastatin"))
        user.turns.append(_turn(user.user_id, reg_turn, reg_said, f"started {drug}", records=[{
            "label": "MedicationRegimen",
            "props": {
                "record_id": f"r_{_id(user.user_id, reg_turn, drug)}", "user_id": user.user_id, "turn_id": reg_turn,
                "type": "medication_regimen", "coordinate": drug, "value": float(rng.choice((10, 20, 40))),
                "unit": "mg", "start": reg_day, "status": "active", "recorded_at": reg_said,
                "sort_time": dt.datetime.combine(reg_day, dt.time(12), TZ), "category": "episodic", "lang": "en",
                "confidence": 0.9, "extractor": "synthetic", "span": f"started {drug}", "negated": False,
            },
        }]))
        for f, ((lang, template), base) in enumerate(zip(FACT_TEMPLATES, vectors, strict=True)):
            day = START + dt.timedelta(days=rng.randint(0, 100))
            said = dt.datetime.combine(day, dt.time(19, 0), TZ)
            turn_id = f"t_{_id(user.user_id, 'fact', f)}"
            facts: list[dict[str, Any]] = []
            for v in range(variants):  # a message of several near-identical sentences
                text = template.format(name=rng.choice(NAMES), name2=rng.choice(NAMES), place=rng.choice(PLACES))
                fid = f"f_{_id(user.user_id, turn_id, f, v)}"
                vec = _noisy(base, rng, sigma)
                user.fact_vectors[fid] = vec
                facts.append({
                    "fact_id": fid, "user_id": user.user_id, "turn_id": turn_id, "text": text, "span": text,
                    "lang": lang, "recorded_at": said, "sort_time": dt.datetime.combine(day, dt.time(12), TZ),
                    "date": day, "embedding": vec,
                })
            user.turns.append(_turn(user.user_id, turn_id, said, facts[0]["text"], lang=lang, facts=facts))
        users.append(user)
    return users


def _turn(user_id: str, turn_id: str, said_at: dt.datetime, text: str, *, lang: str = "en",
          records: list[dict[str, Any]] | None = None, facts: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {
        "user_id": user_id,
        "props": {"user_id": user_id, "turn_id": turn_id, "text": text, "said_at": said_at, "lang": lang,
                  "retain": True, "extractor": "synthetic"},
        "records": records or [], "facts": facts or [],
    }


def write_users(driver: Driver, database: str, users: list[SyntheticUser], batch_turns: int = 2000) -> int:
    """Writes the users' turns in batches through `population_write`; returns the number of turns."""
    turns = [t for u in users for t in u.turns]
    for i in range(0, len(turns), batch_turns):
        run_write(driver, "population_write", database=database, turns=turns[i: i + batch_turns])
    return len(turns)


def erase_users(driver: Driver, database: str, user_ids: list[str], batch: int = 50) -> None:
    for i in range(0, len(user_ids), batch):
        run_write(driver, "population_erase", database=database, user_ids=user_ids[i: i + batch])
