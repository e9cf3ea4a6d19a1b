"""The extraction rules, declared: id, family, language and the record types each may produce.

Every record carries the id of the rule that made it (``HupRecord.rule_id``, a ``rule_id`` property in
Neo4j; the ``records_by_rule_*`` queries count them, docs/queries.md). A draft whose rule is not declared here, or
that has a type its rule may not produce, is a bug in the rule: ``check`` raises ``RuleError``, and the
tests fail, instead of the user's turn being dropped.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pia_graph.ingest.hup.types import RECORD_TYPES, types_where

Lang = Literal["en", "ko", "any"]
_RESULTS = types_where(result=True)


class RuleError(RuntimeError):
    """An extraction rule broke its declaration (or raised): a bug to fix, never a rejection of the turn."""


@dataclass(frozen=True, slots=True)
class Rule:
    id: str
    family: str
    lang: Lang
    types: frozenset[str]
    doc: str
    rank: int  # precedence when two rules claim the same evidence (``ownership.settle``): lower owns


# A rule's default precedence, by what it reads: a container or a profile statement names its words more
# narrowly than a measurement, a measurement more narrowly than a symptom word or a meal.
_FAMILY_RANK = {"visits": 10, "profile": 20, "family": 20, "medications": 30, "vitals_labs": 40,
                "followups": 45, "earlier_turn": 45, "sleep_exercise": 50, "symptoms_conditions": 60, "lifestyle": 70,
                "goals": 80, "constraints": 80}


def _r(rule_id: str, family: str, types: set[str] | frozenset[str], doc: str, lang: Lang = "any",
       rank: int | None = None) -> Rule:
    return Rule(rule_id, family, lang, frozenset(types), doc, _FAMILY_RANK[family] if rank is None else rank)


_DECLARED: tuple[Rule, ...] = (
    _r("visit.term", "visits", {"medical_visit"}, "a visit term (checkup, clinic, ER) said as happening"),
    _r("visit.scheduled", "visits", {"medical_visit"}, "a visit booked ahead, with its own future day or month"),
    _r("visit.procedure_booked", "visits", {"medical_visit"},
       "a diagnostic procedure (a scan, a scope) booked for a day ahead: a clinic visit booked for that day"),
    _r("visit.procedure_done", "visits", {"medical_visit"},
       "a diagnostic procedure (a scan, a scope) the user says they had: a clinic visit on its day"),
    _r("visit.session_given", "visits", {"medical_visit"},
       "a Korean shot or drip received and come back from (주사 … 맞고 왔어요): a clinic visit on its day"),
    _r("visit.vaccine_given", "visits", {"medical_visit"},
       "a vaccine the dictionary marks clinic_given (travel vaccines, rabies, HPV) had on a day: a clinic visit"),
    _r("vaccination.term", "visits", {"vaccination"}, "a vaccine term said as given"),
    _r("profile.allergy", "profile", {"allergy"}, "an allergen with an allergy or reaction cue"),
    _r("allergy.drug_reaction", "profile", {"allergy"},
       "a drug and an allergic reaction joined by a causal link ('amoxicillin gives me hives', '아스피린 먹으면 "
       "두드러기'): an allergy to the drug, no symptom today, no dose (cues drug_reaction_*)"),
    _r("profile.blood_type", "profile", {"blood_type"}, "ABO and Rh"),
    _r("profile.height_quantity", "profile", {"height"}, "a height quantity (cm, feet and inches)"),
    _r("profile.height_after_word", "profile", {"height"}, "a bare number after the height word"),
    _r("profile.height_weight_pair", "profile", {"height", "body_measurement"},
       "a height and a weight said as a pair with no height or weight word ('170에 68키로 남자'; ko_self_intro)",
       lang="ko"),
    _r("profile.age", "profile", {"birth_date"}, "an age in years"),
    _r("profile.born", "profile", {"birth_date"}, "a birth date or year"),
    _r("profile.born_date", "profile", {"birth_date"}, "a date with its year beside a birth word (80_cues)"),
    _r("profile.sex", "profile", {"sex"}, "the user's sex"),
    _r("profile.self_description", "profile", {"sex", "birth_date"},
       "the user's age and sex said together ('54 yo guy', '38F'; 84_rule_words self_sex_male/female)", lang="en"),
    _r("profile.pregnancy", "profile", {"pregnancy_status"}, "pregnancy, its weeks and due date"),
    _r("profile.smoking_status", "profile", {"baseline_habit"}, "smoking or vaping status"),
    _r("profile.alcohol_status", "profile", {"baseline_habit"}, "drinking status"),
    _r("profile.surgery", "profile", {"surgery"}, "a procedure in the user's history"),
    _r("family.own_and_relative", "family", {"family_history"}, "a condition the user and a relative share"),
    _r("family.relative_condition", "family", {"family_history"}, "a first-degree relative's condition"),
    _r("family.own_share", "family", {"condition", "symptom"}, "the user's own condition or symptom said as an echo "
       "of someone else's ('my son has asthma and so do I', 'my flatmate has a cold, me too'; 80_cues own_share)"),
    _r("med.named_drug", "medications", {"medication_regimen", "medication_intake"},
       "a named drug: regimen started, stopped or taken, or one dose taken or missed; none for a plan not carried out"),
    _r("med.missed_day_part", "medications", {"medication_intake"},
       "Korean: a dose missed of the part of a day ('어제 저녁꺼 못 먹었고 오늘 아침도 못 먹음'), no drug in its "
       "clause, of the one drug the turn names when no rule read a dose or regimen of it", lang="ko"),
    _r("med.listed_item", "medications", {"medication_regimen", "medication_intake"}, "an item of a list of drugs "
       "and doses with no predicate of its own, read as the list's item with one ('메트포르민 1000, 로사르탄 50 "
       "먹어요', 'I'm on lisinopril 10, atorvastatin 40 and aspirin 75')"),
    _r("med.dose_at_moment", "medications", {"medication_intake"},
       "a named drug with its dose and no verb said at a moment ('lantus 22 units at bedtime tonight', '오늘 아침 "
       "란투스 12유닛'; 80_cues dose_moment)"),
    _r("med.schedule_said", "medications", {"medication_regimen"},
       "a named drug with no verb and a schedule after it ('lantus 18 units at bedtime', 'metformin 500 bid', "
       "'Take 1 tablet by mouth twice daily', 'metformin 1000 bid, 암로디핀 5 qd 먹어'; 80_cues regimen_frequency), or "
       "said as kept the same ('로사르탄 50 그대로'; 80_cues regimen_kept)"),
    _r("med.as_needed_dose", "medications", {"medication_regimen"},
       "a named drug with its dose kept for when needed ('naproxen 250 as needed', '나프록센 250 필요할 때만 먹는데'; "
       "80_cues as_needed): the regimen; with no dose none"),
    _r("med.list_line", "medications", {"medication_regimen"},
       "a sentence or line of a medication list with no verb: the drug, its strength (with its unit unless a bullet "
       "or number opens the line) and at most how often ('levo 100 mcg.', '- 로사르탄 50 qd'; extract/list_lines.py)"),
    _r("med.label_directions", "medications", {"medication_regimen"},
       "a pasted pharmacy label: a drug with its strength and no verb, the next sentence or line its directions "
       "('METFORMIN HCL 500 MG TABLET. Take 1 tablet by mouth twice daily'; 80_cues label_directions; a Korean line of "
       "schedule alone, '아침 저녁 식후 30분 1정씩')"),
    _r("med.regimen_dose_today", "medications", {"medication_intake"},
       "a later clause of a regimen's sentence saying a dose was taken or missed ('매일 먹는중인데 오늘도 먹었어')"),
    _r("med.missed_by_reference", "medications", {"medication_intake"}, "a missed dose said of the drug before"),
    _r("med.taken_by_reference", "medications", {"medication_intake"},
       "a dose taken of the drug the clause before named ('took the first one')"),
    _r("med.supplement_of_measured", "medications", {"medication_regimen"},
       "a supplement started for the nutrient just measured"),
    _r("med.dose_change", "medications", {"medication_regimen"},
       "a dose changed, the old and the new after the drug ('50 → 100 mg', 'from 100 to 88', '50에서 75로')"),
    _r("med.dose_level_now", "medications", {"medication_regimen"},
       "a named drug's dose said as what holds from now on ('now on 18 units of lantus', '오늘부터 란투스 18단위'; "
       "80_cues dose_level_now)"),
    _r("med.dose_level_unnamed", "medications", {"medication_regimen"},
       "a new dose level said without the drug ('go up to 14 units', '75로 올림'): the drug named before in the turn, "
       "else the one active regimen whose unit fits (80_cues dose_new_level); a step said right after the drug's "
       "name ('Wegovy up to 0.5 this week', 80_cues dose_step_after_drug)"),
    _r("med.class_head_condition", "medications", {"condition"},
       "'blood pressure meds: lisinopril', 'amlodipine 5 for bp': the condition the class word and the drug's "
       "indications agree on"),
    _r("med.unnamed_pill", "medications", {"medication_intake"}, "'my BP pill' resolved to the one fitting regimen"),
    _r("measure.term_value", "vitals_labs", _RESULTS, "a test, vital or body term with its value"),
    _r("measure.unit_named", "vitals_labs", _RESULTS, "a number whose unit names the measurement ('195 lbs')"),
    _r("measure.after_change", "vitals_labs", _RESULTS,
       "the weight a change said in its unit led to ('lost 10 pounds since the wedding, now 189')"),
    _r("measure.level_of_named_drug", "vitals_labs", {"lab_result"},
       "a number a level word leads ('my level was low at 18', '수치가 45로 올라서'), no measurement named in its "
       "sentence: the reading of the test that shares its name with the one drug the turn names or the user takes "
       "(vitamin D; ambiguity rows; cue list level_word; drug_levels.py)"),
    _r("measure.implied_by_word", "vitals_labs", _RESULTS,
       "a bare number a word names ('scale said 81.4'), its unit by range (81_unit_inference)"),
    _r("followup.next_reading", "followups", _RESULTS, "a second reading of the same coordinate"),
    _r("followup.goal_current", "followups", _RESULTS, "the current value said beside a goal, in its unit"),
    _r("followup.earlier_dose", "followups", {"vaccination"}, "an earlier dose of the same vaccine"),
    # an earlier turn's record fixed by a later turn (ingest/followup_resolve.py): a copy of it, any type
    _r("earlier_turn.value", "earlier_turn", RECORD_TYPES,
       "an earlier turn's reading or dose with the value a later turn gives for it ('178 not 187', '72.4 아니고 "
       "70.4')"),
    _r("earlier_turn.date", "earlier_turn", RECORD_TYPES,
       "an earlier turn's event on the day a later turn moves it to ('that was yesterday', '어제가 아니라 그저께')"),
    _r("earlier_turn.term", "earlier_turn", RECORD_TYPES,
       "an earlier turn's record under the term a later turn puts for it ('not metoprolol, it's amlodipine 2.5')"),
    _r("earlier_turn.qualifier", "earlier_turn", RECORD_TYPES,
       "an earlier turn's glucose reading under the coordinate a later turn's qualifier names ('oh and that was "
       "fasting', '아 공복이었어요', 'the 98 was after breakfast')"),
    _r("earlier_turn.reading", "earlier_turn", RECORD_TYPES,
       "a bare value a later turn gives, with no measure named, as the next reading of the last turn's reading "
       "('and today it's 140', '오늘은 120이요')"),
    _r("earlier_turn.unit", "earlier_turn", RECORD_TYPES,
       "an earlier turn's reading read again in the unit a later turn names ('that was in lbs', '단위 mmol이었어요')"),
    _r("earlier_turn.dose", "earlier_turn", {"medication_intake", "medication_regimen"},
       "an earlier turn's medication said with no dose, with the dose a later turn gives alone ('2알씩이요', '20 "
       "units')"),
    _r("earlier_turn.goal", "earlier_turn", {"goal"},
       "a goal said as a bare number, of the one measure the user's recent readings near it are of ('goal is 210 by "
       "summer' after 'weight 238 lb')"),
    _r("earlier_turn.swap", "earlier_turn", RECORD_TYPES,
       "an earlier turn's two readings each at the other's place, a later turn saying they were swapped ('I swapped "
       "them, 140 was after lunch', '거꾸로 말했어요')"),
    _r("earlier_turn.status", "earlier_turn", RECORD_TYPES,
       "an earlier allergy, condition or surgery negated, a later turn saying it was not true ('I don't actually "
       "have asthma', '페니실린 알러지 있다고 했던거 틀렸어요')"),
    _r("earlier_turn.intake", "earlier_turn", {"medication_intake"},
       "a dose taken or missed of the drug an earlier turn named, the drug said only by reference ('took it this "
       "morning', '아까 말한 약 먹었어요'), or an earlier dose's status taken back ('아니다 먹었네')"),
    _r("earlier_turn.same", "earlier_turn", RECORD_TYPES,
       "the last turn's reading told again on the turn's own day, a later turn saying it was the same ('same as "
       "before', '어제랑 똑같아요')"),
    _r("earlier_turn.regimen_status", "earlier_turn", {"medication_regimen"},
       "the drug an earlier turn named, stopped, a later turn naming it only by reference ('stopped it last week', "
       "'그거 끊었어요')"),
    _r("earlier_turn.switched_dose", "earlier_turn", {"medication_regimen"},
       "the dose of the drug an earlier turn switched to, a later turn naming it only as that ('the new one is 100 "
       "mg', '그 바꾼 약 100mg이에요')"),
    _r("earlier_turn.changed_dose", "earlier_turn", {"medication_regimen"},
       "the new dose of the drug an earlier turn named, a later turn naming it only by reference and saying the dose "
       "changed ('the cardiologist doubled it, fifty now', '또 반으로 줄였어요. 이제 이 점 오 밀리예요')"),
    _r("earlier_turn.grade", "earlier_turn", {"symptom"},
       "the one open symptom of the recent turns rated again, a later turn saying only its rating ('down to a 3/10 "
       "today', '오늘은 4점이요')"),
    _r("earlier_turn.symptom_resolved", "earlier_turn", {"symptom"},
       "the one open symptom of the recent turns over, a later turn saying only that ('gone now', '이제 다 "
       "나았어요')"),
    _r("sleep.onset_wake", "sleep_exercise", {"sleep"}, "fell asleep at X, woke at Y"),
    _r("sleep.window", "sleep_exercise", {"sleep"}, "a sleep window resolved by the temporal rules"),
    _r("sleep.duration", "sleep_exercise", {"sleep"}, "hours slept"),
    _r("exercise.steps", "sleep_exercise", {"exercise"}, "a step count"),
    _r("exercise.activity", "sleep_exercise", {"exercise"}, "an activity with duration or distance"),
    _r("exercise.distance_in_time", "sleep_exercise", {"exercise"},
       "a distance with the time it took ('5k in 28:00'): a run unless a walk or ride is named"),
    _r("exercise.paced_distance", "sleep_exercise", {"exercise"},
       "a distance with a run's effort word and no verb ('easy 4 miles', 'tempo 8k'): a run"),
    _r("symptom.term", "symptoms_conditions", {"symptom"}, "a symptom term, its severity and status"),
    _r("symptom.diary_score", "symptoms_conditions", {"symptom"},
       "the one symptom of a diary rated again on another day said with the rating"),
    _r("symptom.treated_body_part", "symptoms_conditions", {"symptom"},
       "a drug taken for a body part ('advil for my back'): that part's pain"),
    _r("condition.chronic_episode", "symptoms_conditions", {"condition"},
       "the long-standing condition behind today's episode"),
    _r("condition.term", "symptoms_conditions", {"condition"}, "a condition term said of the user"),
    _r("condition.kidney_stage", "symptoms_conditions", {"condition"},
       "a stage beside a kidney word ('my kidneys are stage 3', 'eGFR 38, stage 3b'): chronic kidney disease"),
    _r("condition.measure_said", "symptoms_conditions", {"condition"},
       "a condition said by its measure word and 'have' ('혈압도 있음', 'diabetic, blood pressure too', 'gp says my "
       "blood pressure is too high'; 80_cues measure_condition.*)"),
    _r("meal.late_night", "lifestyle", {"meal"}, "eating late at night"),
    _r("meal.late_clock", "lifestyle", {"meal"},
       "food had at a clock time from 9 pm to 3 am, no eating verb ('meal deal at 11pm', '밤 12시에 밥'; 80_cues "
       "late_meal_food)"),
    _r("meal.skipped", "lifestyle", {"meal"}, "a skipped meal"),
    _r("meal.header", "lifestyle", {"meal"}, "'breakfast:' followed by what was eaten"),
    _r("meal.had", "lifestyle", {"meal"}, "'had a big lunch'"),
    _r("meal.for_meal", "lifestyle", {"meal"}, "'pizza for dinner'"),
    _r("meal.ate", "lifestyle", {"meal"}, "an eating verb with a meal word"),
    _r("meal.overate", "lifestyle", {"meal"}, "an eating verb with an amount of excess: 'ate way too many mooncakes'"),
    _r("meal.ko_meal_word", "lifestyle", {"meal"}, "아침/점심/저녁 with what was eaten", lang="ko"),
    _r("meal.ko_item", "lifestyle", {"meal"}, "아침/점심/저녁 items, one meal each, the food as value", lang="ko"),
    _r("meal.ko_food_eaten", "lifestyle", {"meal"},
       "a food and a finished eating verb, no meal word ('복날이라 삼계탕 먹었어요'; 84_rule_words eaten_how)",
       lang="ko"),
    _r("substance.alcohol", "lifestyle", {"substance_use"}, "drinks had"),
    _r("substance.smoking", "lifestyle", {"substance_use"}, "cigarettes smoked"),
    _r("mood.word", "lifestyle", {"mood"}, "a mood or stress word"),
    _r("goal.statement", "goals", {"goal"}, "a health goal with its target"),
    _r("preference.statement", "goals", {"preference"}, "a stated preference"),
    _r("preference.diet", "goals", {"preference"}, "vegetarian, vegan, pescatarian"),
    _r("constraint.instruction", "constraints", {"medical_constraint"},
       "what a clinician told the user to avoid or keep to ('my doctor told me to avoid grapefruit', '자몽 먹지 "
       "말래요'; 80_cues care_instruction*): the words as told, at constraint:care_instruction"),
)

RULES: dict[str, Rule] = {r.id: r for r in _DECLARED}


def family_rank(family: str) -> int:
    return _FAMILY_RANK[family]


def rank(rule_id: str) -> int:
    rule = RULES.get(rule_id)
    if rule is None:
        raise RuleError(f"record made by undeclared rule {rule_id!r}")
    return rule.rank


def check(rule_id: str, record_type: str, lang: str) -> Rule:
    """The declared rule, or RuleError when the draft breaks its declaration."""
    rule = RULES.get(rule_id)
    if rule is None:
        raise RuleError(f"record made by undeclared rule {rule_id!r}")
    if record_type not in rule.types:
        raise RuleError(f"rule {rule_id} made a {record_type!r} record; it declares {sorted(rule.types)}")
    if rule.lang != "any" and rule.lang != lang:
        raise RuleError(f"rule {rule_id} is declared for {rule.lang!r}, ran on {lang!r}")
    return rule


def _self_check() -> None:
    if len(RULES) != len(_DECLARED):
        raise RuleError("a rule id is declared twice")
    for rule in _DECLARED:
        unknown = rule.types - RECORD_TYPES
        if unknown:
            raise RuleError(f"rule {rule.id} declares unknown record types {sorted(unknown)}")


_self_check()
