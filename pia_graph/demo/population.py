"""The seeded synthetic population: users x months of daily chat with a health agent, English and Korean.

One generator for the benchmark and the tests. `chat_rows` yields each user's utterances (what a user would
type, from this module's own templates; nothing here is a real person), and `import_population` sends them
through `pia import` (`memory/bulk_import.py`): the same gate, extraction, embeddings and write statement as
`retain`, so the stored graph (records on the user's series, NEXT chains, facts, jobs) is the one retain leaves.

Each user talks twice a day. Mornings: blood pressure, fasting glucose, the morning dose of a regimen (taken,
or missed on 5-20 % of days), weight every third day. Evenings: last night's sleep, the day's exercise, a
symptom on some days, the evening dose. A lab panel (LDL, HDL, HbA1c) once a month, the regimen at the start,
and a life fact about once a week, drawn from near-identical templates with a name or a place swapped, so that
a search over all users' facts fills up with other users' near-copies (what the isolation tests need).

`make_users`/`write_users` below are the older direct writer (records and facts with seeded vectors, one bulk
statement, no extraction and no series nodes); the isolation test of the read path and the HU2 and causal
benchmarks still use it.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import math
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from neo4j import Driver

from pia_graph.db.queries import run_write
from pia_graph.embedding import Embedder
from pia_graph.memory.bulk_import import ImportRow, ImportStats
from pia_graph.memory.import_shards import import_sharded
from pia_graph.memory.models import TurnIn
from pia_graph.memory.service import MemoryService

TZ = dt.timezone(dt.timedelta(hours=9))
START = dt.date(2026, 1, 5)
ASKED_AT = dt.datetime(2026, 4, 20, 21, 0, tzinfo=TZ)
CHAT_START = dt.date(2025, 11, 3)

DRUGS = (("drug:metformin", "metformin", "메트포르민", 500.0), ("drug:amlodipine", "amlodipine", "암로디핀", 5.0),
         ("drug:atorvastatin", "atorvastatin", "아토르바스타틴", 20.0))
EXERCISE = (("activity:running", "ran {v} km after work", "퇴근하고 {v}km 뛰었어"),
            ("activity:walking", "walked {v} km at lunch", "점심에 {v}km 걸었어"),
            ("activity:cycling", "cycled {v} km", "자전거 {v}km 탔어"))
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
    ("Saw a dermatologist, Dr. {name}, in Busan about the rash on my arm.",
     "부산에서 피부과 {name} 원장님한테 진료 받았어."),
    ("My friend {name} recommended a physio at the {place} clinic.",
     "동생이 허리 아플 때 {place}한의원 가보라고 추천해줬어."),
)
CHAT_NAMES = ("Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Yoon", "Han", "Dana", "Marco")
CHAT_PLACES = ("Mapo", "Suwon", "Haeundae", "Bundang", "Ilsan", "Songdo")
# What the benchmark asks the population's users (`pia bench all`) and the warm-up asks its scratch user
# (`memory/warm_up.py`), in both languages.
ASK_QUESTIONS = (
    "What was my blood pressure last week?", "How is my fasting sugar trending?", "Did I miss any metformin doses?",
    "How much did I sleep on Monday?", "What did Dr. Kim say about salt?", "When is my sister's wedding?",
    "지난주 혈압 어땠어?", "요즘 잠은 얼마나 잤어?", "이사 간다고 한 데가 어디였지?", "LDL 수치 어떻게 돼?",
)


@dataclass(frozen=True)
class PopulationSpec:
    prefix: str
    days: int = 150
    seed: int = 16


def user_ids(spec: PopulationSpec, start: int, count: int) -> list[str]:
    return [f"{spec.prefix}-{n:05d}" for n in range(start, start + count)]


class _Chat:
    """One user's days of chat: rows `{user_id, turn_id, text, said_at, lang, expect}` (`expect`: the
    coordinates the utterance states, for tests and the report; the import reads only the text)."""

    def __init__(self, spec: PopulationSpec, n: int) -> None:
        self.user_id = user_ids(spec, n, 1)[0]
        self.spec = spec
        self.rng = random.Random(f"{spec.seed}:{n}")
        self.en = n % 2 == 0
        self.drug = DRUGS[n % len(DRUGS)]
        self.miss_rate = self.rng.choice((0.05, 0.1, 0.2))
        self.base_sys = self.rng.gauss(128, 10)
        self.base_glu = self.rng.gauss(105, 10)
        self.base_wt = self.rng.gauss(74, 10)

    def _row(self, said: dt.datetime, parts: list[str], expect: list[str]) -> dict[str, Any]:
        text = (". " if self.en else " ").join(parts)
        return {"user_id": self.user_id, "turn_id": f"t_{_id(self.user_id, said.isoformat())}", "text": text,
                "said_at": said.isoformat(), "lang": "en" if self.en else "ko", "expect": expect}

    def _dose(self, parts: list[str], expect: list[str]) -> None:
        coord, en, ko, _ = self.drug
        if self.rng.random() < self.miss_rate:
            parts.append(f"forgot my {en}" if self.en else f"{ko} 깜빡하고 안 먹었어")
        else:
            parts.append(f"took my {en}" if self.en else f"{ko} 먹었어")
        expect.append(coord)

    def rows(self) -> Iterator[dict[str, Any]]:
        rng, en = self.rng, self.en
        coord, name_en, name_ko, mg = self.drug
        said = dt.datetime.combine(CHAT_START - dt.timedelta(days=1), dt.time(21, 0), TZ)  # the evening before
        yield self._row(said, [f"Starting {name_en} {mg:g} mg tomorrow" if en else f"내일부터 {name_ko} {mg:g}mg 먹어"],
                        [coord])
        for d in range(self.spec.days):
            day = CHAT_START + dt.timedelta(days=d)
            morning = dt.datetime.combine(day, dt.time(7, rng.randint(0, 59)), TZ)
            sys_ = round(self.base_sys + rng.gauss(0, 7))
            dia = round(sys_ * 0.64 + rng.gauss(0, 4))
            glu = round(self.base_glu + rng.gauss(0, 9))
            parts = [f"BP {sys_}/{dia} this morning" if en else f"아침 혈압 {sys_}/{dia}",
                     f"fasting sugar {glu}" if en else f"공복혈당 {glu}"]
            expect = ["vital:systolic_bp", "vital:diastolic_bp", "test:fasting_glucose"]
            if d % 3 == 0:
                wt = round(self.base_wt - d * 0.01 + rng.gauss(0, 0.4), 1)
                parts.append(f"weight {wt} kg" if en else f"몸무게 {wt}kg")
                expect.append("body:weight")
            self._dose(parts, expect)
            yield self._row(morning, parts, expect)
            evening = dt.datetime.combine(day, dt.time(21, rng.randint(0, 59)), TZ)
            h, m = divmod(round(rng.gauss(400, 50)), 60)
            ex_coord, ex_en, ex_ko = EXERCISE[rng.randrange(len(EXERCISE))]
            dist = round(abs(rng.gauss(4, 1.5)) + 0.5, 1)
            parts = [f"slept {h} hours {m} minutes last night" if en else f"어젯밤 {h}시간 {m}분 잤어",
                     (ex_en if en else ex_ko).format(v=dist)]
            expect = ["sleep:night", ex_coord]
            if rng.random() < 0.15:
                s_coord, s_en, s_ko = SYMPTOMS[rng.randrange(len(SYMPTOMS))]
                parts.append(s_en if en else s_ko)
                expect.append(s_coord)
            self._dose(parts, expect)
            if d % 30 == 14:
                ldl, hdl, a1c = round(rng.gauss(125, 20)), round(rng.gauss(50, 8)), round(rng.gauss(6.0, 0.4), 1)
                parts.append(f"labs back: LDL {ldl}, HDL {hdl}, A1c {a1c}%" if en
                             else f"검사 결과 LDL {ldl}, HDL {hdl}, 당화혈색소 {a1c}%")
                expect += ["test:ldl_cholesterol", "test:hdl_cholesterol", "test:hba1c"]
            if d % 7 == 3:
                fact = LIFE_FACTS[rng.randrange(len(LIFE_FACTS))][0 if en else 1]
                parts.append(fact.format(name=rng.choice(CHAT_NAMES), place=rng.choice(CHAT_PLACES)))
            yield self._row(evening, parts, expect)


def chat_rows(spec: PopulationSpec, start: int, count: int) -> Iterator[dict[str, Any]]:
    """Rows of users `prefix-<n>` for n in [start, start + count), user by user, in time order per user;
    deterministic for a seed. English for even n, Korean for odd."""
    for n in range(start, start + count):
        yield from _Chat(spec, n).rows()


def import_population(
    service: MemoryService, spec: PopulationSpec, start: int, count: int, *, batch_turns: int = 500,
    progress: Callable[[int], None] | None = None, workers: int = 1, embed_later: bool = False,
    read_decisions: bool = False,
) -> ImportStats:
    """Sends the users' chat through `pia import` (the same path as retain); returns its counts. With
    `embed_later` the facts' vectors wait for the embedding jobs (`run_embed_workers`)."""
    rows = (ImportRow(n, r["user_id"], TurnIn(text=r["text"], said_at=dt.datetime.fromisoformat(r["said_at"]),
                                               turn_id=r["turn_id"], lang=r["lang"]))
            for n, r in enumerate(chat_rows(spec, start, count), start=1))
    return import_sharded(service, rows, workers=workers, batch_turns=batch_turns, progress=progress,
                          embed_later=embed_later, read_decisions=read_decisions)


# The older direct writer (see the module's docstring).
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
