"""A seeded synthetic population at scale: users x months of daily chat in English and Korean.

Each user talks twice a day for `days` days. Mornings: blood pressure, fasting glucose, the morning dose of a
regimen (taken, or missed on some days), weight every third day. Evenings: last night's sleep, the day's
exercise, a symptom on some days, the evening dose. A lab panel (LDL, HDL, HbA1c) once a month, a regimen at
the start, and a free-text life fact about once a week (facts carry the template's embedding with a little
seeded noise, so that no model runs while the population is built). About 7.3 records per user per day:
150 days x 1,000 users is over a million records. Built from this module's own templates; nothing here is a
real person. Written in bulk through `population_write` (one UNWIND statement per batch of turns), not turn by
turn: this is benchmark data, not a path users take.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import math
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

TZ = dt.timezone(dt.timedelta(hours=9))
START = dt.date(2025, 11, 3)

DRUGS = (("drug:metformin", "metformin", "메트포르민", 500.0), ("drug:amlodipine", "amlodipine", "암로디핀", 5.0),
         ("drug:atorvastatin", "atorvastatin", "아토르바스타틴", 20.0))
EXERCISE = (("activity:running", "km", "ran {v} km after work", "퇴근하고 {v}km 뛰었어"),
            ("activity:walking", "km", "walked {v} km at lunch", "점심에 {v}km 걸었어"),
            ("activity:cycling", "km", "cycled {v} km", "자전거 {v}km 탔어"))
SYMPTOMS = (("symptom:headache", "bit of a headache today", "오늘 머리가 좀 아파"),
            ("symptom:fatigue", "feeling really tired", "너무 피곤해"),
            ("symptom:dizziness", "felt dizzy standing up", "일어날 때 어지러웠어"))
LIFE_FACTS: tuple[tuple[str, str], ...] = (
    ("Started a new job at a logistics company near {place}.", "{place} 근처 물류 회사로 이직했어."),
    ("My sister {name} is getting married in the spring.", "여동생 {name}가 봄에 결혼해."),
    ("Dr. {name} at the {place} clinic wants me to cut back on salt.", "{place} 의원 {name} 선생님이 짠 거 줄이래."),
    ("Moving to a flat in {place} next month, stairs only.", "다음 달에 {place}로 이사 가, 엘리베이터 없어."),
    ("Signed up for a 10k race with my friend {name}.", "친구 {name}랑 10km 마라톤 신청했어."),
    ("Night shifts again this week, sleeping during the day.", "이번 주 또 야간 근무라 낮에 자."),
    ("My dad was diagnosed with type 2 diabetes last year.", "아버지가 작년에 2형 당뇨 진단 받으셨어."),
    ("Trying intermittent fasting, nothing before noon.", "간헐적 단식 중이야, 12시 전엔 안 먹어."),
)
NAMES = ("Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Yoon", "Han", "Dana", "Marco")
PLACES = ("Mapo", "Suwon", "Haeundae", "Bundang", "Ilsan", "Songdo")


@dataclass(frozen=True)
class PopulationSpec:
    prefix: str
    days: int = 150
    seed: int = 16
    sigma: float = 0.02


def _id(*parts: object) -> str:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode()).hexdigest()[:24]


def _noisy(vector: list[float], rng: random.Random, sigma: float) -> list[float]:
    out = [x + rng.gauss(0.0, sigma) for x in vector]
    norm = math.sqrt(sum(x * x for x in out)) or 1.0
    return [x / norm for x in out]


def life_fact_texts(lang: str) -> list[str]:
    """The life-fact templates with fixed fillers (what the template vectors embed)."""
    return [(en if lang == "en" else ko).format(name="Kim", place="Mapo") for en, ko in LIFE_FACTS]


class _UserBuilder:
    def __init__(self, spec: PopulationSpec, n: int, vectors: dict[str, list[list[float]]]) -> None:
        self.spec = spec
        self.user_id = f"{spec.prefix}-{n:05d}"
        self.rng = random.Random(f"{spec.seed}:{n}")
        self.lang = "en" if n % 2 == 0 else "ko"
        self.vectors = vectors[self.lang]
        self.drug = DRUGS[n % len(DRUGS)]
        self.miss_rate = self.rng.choice((0.05, 0.1, 0.2))
        self.base_sys = self.rng.gauss(128, 10)
        self.base_glu = self.rng.gauss(105, 10)
        self.base_wt = self.rng.gauss(74, 10)

    def _record(self, turn: dict[str, Any], rtype: str, coord: str, value: float | None, unit: str | None,
                when: dt.datetime, **extra: Any) -> None:
        props: dict[str, Any] = {
            "record_id": f"r_{_id(self.user_id, turn['props']['turn_id'], coord)}", "user_id": self.user_id,
            "turn_id": turn["props"]["turn_id"], "type": rtype, "coordinate": coord, "value": value, "unit": unit,
            "date": when.date(), "recorded_at": turn["props"]["said_at"], "sort_time": when, "category": "episodic",
            "lang": self.lang, "confidence": 0.9, "extractor": "synthetic", "span": turn["props"]["text"],
            "negated": False,
        }
        props.update({k: v for k, v in extra.items() if v is not None})
        turn["records"].append({"label": "".join(w.title() for w in rtype.split("_")), "props": props})

    def _turn(self, said: dt.datetime, parts: list[str]) -> dict[str, Any]:
        text = (". " if self.lang == "en" else " ").join(parts)
        tid = f"t_{_id(self.user_id, said.isoformat())}"
        return {"user_id": self.user_id, "records": [], "facts": [], "props": {
            "user_id": self.user_id, "turn_id": tid, "text": text, "said_at": said, "lang": self.lang,
            "retain": True, "extractor": "synthetic"}}

    def _dose(self, turn: dict[str, Any], parts: list[str], when: dt.datetime) -> None:
        coord, en, ko, mg = self.drug
        missed = self.rng.random() < self.miss_rate
        if missed:
            parts.append(f"forgot my {en}" if self.lang == "en" else f"{ko} 깜빡하고 안 먹었어")
        else:
            parts.append(f"took my {en}" if self.lang == "en" else f"{ko} 먹었어")
        self._record(turn, "medication_intake", coord, mg, "mg", when, status="missed" if missed else "taken",
                     negated=missed)

    def turns(self) -> Iterator[dict[str, Any]]:
        rng, en = self.rng, self.lang == "en"
        coord, name_en, name_ko, mg = self.drug
        said = dt.datetime.combine(START, dt.time(9, 0), TZ)
        t = self._turn(said, [f"Started {name_en} {mg:g} mg" if en else f"{name_ko} {mg:g}mg 시작했어"])
        self._record(t, "medication_regimen", coord, mg, "mg", said, status="active", start=START)
        yield t
        for d in range(self.spec.days):
            day = START + dt.timedelta(days=d)
            morning = dt.datetime.combine(day, dt.time(7, rng.randint(0, 59)), TZ)
            sys_ = round(self.base_sys + rng.gauss(0, 7))
            dia = round(sys_ * 0.64 + rng.gauss(0, 4))
            glu = round(self.base_glu + rng.gauss(0, 9))
            parts = [f"BP {sys_}/{dia} this morning" if en else f"아침 혈압 {sys_}/{dia}",
                     f"fasting sugar {glu}" if en else f"공복혈당 {glu}"]
            t = self._turn(morning, parts)
            self._record(t, "vital_sign", "vital:systolic_bp", sys_, "mmHg", morning)
            self._record(t, "vital_sign", "vital:diastolic_bp", dia, "mmHg", morning)
            self._record(t, "lab_result", "test:fasting_glucose", glu, "mg/dL", morning)
            if d % 3 == 0:
                wt = round(self.base_wt - d * 0.01 + rng.gauss(0, 0.4), 1)
                parts.append(f"weight {wt} kg" if en else f"몸무게 {wt}kg")
                self._record(t, "body_measurement", "body:weight", wt, "kg", morning)
            self._dose(t, parts, morning)
            t["props"]["text"] = (". " if en else " ").join(parts)
            yield t
            evening = dt.datetime.combine(day, dt.time(21, rng.randint(0, 59)), TZ)
            slept = round(rng.gauss(400, 50))
            ex_coord, ex_unit, ex_en, ex_ko = EXERCISE[rng.randrange(len(EXERCISE))]
            dist = round(abs(rng.gauss(4, 1.5)) + 0.5, 1)
            h, m = divmod(slept, 60)
            parts = [f"slept {h}h{m:02d} last night" if en else f"어젯밤 {h}시간 {m}분 잤어",
                     (ex_en if en else ex_ko).format(v=dist)]
            t = self._turn(evening, parts)
            self._record(t, "sleep", "sleep:night", slept, "min", morning - dt.timedelta(hours=8), duration_min=slept)
            self._record(t, "exercise", ex_coord, dist, ex_unit, evening - dt.timedelta(hours=2), distance_km=dist)
            if rng.random() < 0.15:
                s_coord, s_en, s_ko = SYMPTOMS[rng.randrange(len(SYMPTOMS))]
                parts.append(s_en if en else s_ko)
                self._record(t, "symptom", s_coord, None, None, evening)
            self._dose(t, parts, evening)
            if d % 30 == 14:
                ldl, hdl, a1c = round(rng.gauss(125, 20)), round(rng.gauss(50, 8)), round(rng.gauss(6.0, 0.4), 1)
                parts.append(f"labs back: LDL {ldl}, HDL {hdl}, A1c {a1c}%" if en
                             else f"검사 결과 LDL {ldl}, HDL {hdl}, 당화혈색소 {a1c}%")
                self._record(t, "lab_result", "test:ldl_cholesterol", ldl, "mg/dL", evening)
                self._record(t, "lab_result", "test:hdl_cholesterol", hdl, "mg/dL", evening)
                self._record(t, "lab_result", "test:hba1c", a1c, "%", evening)
            if d % 7 == 3:
                f = rng.randrange(len(LIFE_FACTS))
                text = LIFE_FACTS[f][0 if en else 1].format(name=rng.choice(NAMES), place=rng.choice(PLACES))
                parts.append(text)
                t["facts"].append({
                    "fact_id": f"f_{_id(self.user_id, t['props']['turn_id'], f)}", "user_id": self.user_id,
                    "turn_id": t["props"]["turn_id"], "text": text, "span": text, "lang": self.lang,
                    "recorded_at": evening, "sort_time": evening, "date": day,
                    "embedding": _noisy(self.vectors[f], rng, self.spec.sigma),
                })
            t["props"]["text"] = (". " if en else " ").join(parts)
            yield t


def population_turns(spec: PopulationSpec, start: int, count: int,
                     vectors: dict[str, list[list[float]]]) -> Iterator[dict[str, Any]]:
    """Turns of users `prefix-<n>` for n in [start, start + count), user by user; deterministic for a seed."""
    for n in range(start, start + count):
        yield from _UserBuilder(spec, n, vectors).turns()


def random_vectors(dimension: int = 384) -> dict[str, list[list[float]]]:
    """Seeded unit vectors per life-fact template (when no embedding model is loaded)."""
    rng = random.Random(0)
    return {lang: [_noisy([0.0] * dimension, rng, 1.0) for _ in LIFE_FACTS] for lang in ("en", "ko")}
