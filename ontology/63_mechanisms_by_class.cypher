// mechanisms by drug class and by indication: what a drug moves, reached through the dictionary's drug_class and
// indications, so a drug never named here is covered when its class (or what it is indicated for) is. Curators: see
// ontology/README.md ("How to add a mechanism").
// Row: drug_class (a component of a term's drug_class as pia_graph/ontology/drug_classes.py reads it, lower case:
// 'statin' matches 'statin' and 'statin + cholesterol absorption inhibitor', 'antacid' 'antacid / laxative') and/or
// indication (a condition key among the term's indications; with both, a drug must match both), effect, direction,
// min_lag, max_lag, source, cause_state, note: as in 60_mechanisms;
// not_drugs: curated exceptions (the inhaled or topical forms of a class whose systemic effect the row states; aspirin
// for the NSAIDs' kidney and blood pressure rows: its own rows in 60 say what it does).
// A drug's own row in 60-62 wins over a class row for the same (effect, direction, cause_state): the class row adds
// only what the drug's rows do not say. Each edge made here keeps its route in `via` ('class:statin',
// 'indication:condition:hypothyroidism'). Re-runnable: MERGE on (cause, effect, direction, cause_state).
UNWIND [
  {drug_class: 'statin', effect: 'test:ldl_cholesterol', direction: 'down', min_lag: 'P14D', max_lag: 'P90D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'statin', effect: 'test:total_cholesterol', direction: 'down', min_lag: 'P14D', max_lag: 'P90D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'statin', effect: 'test:ldl_cholesterol', direction: 'up', min_lag: 'P7D', max_lag: 'P60D', source: 'clinical pharmacology, class effect; curated', cause_state: 'stopped'},
  {drug_class: 'statin', effect: 'symptom:muscle_pain', direction: 'worse', min_lag: 'P7D', max_lag: 'P180D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken', note: 'statin-associated muscle symptoms'},
  {drug_class: 'statin', effect: 'test:ck', direction: 'up', min_lag: 'P7D', max_lag: 'P180D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'cholesterol absorption inhibitor', effect: 'test:ldl_cholesterol', direction: 'down', min_lag: 'P14D', max_lag: 'P90D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'thyroid hormone', effect: 'test:tsh', direction: 'down', min_lag: 'P21D', max_lag: 'P90D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'thyroid hormone', effect: 'test:free_t4', direction: 'up', min_lag: 'P21D', max_lag: 'P90D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'thyroid hormone', effect: 'symptom:fatigue', direction: 'better', min_lag: 'P14D', max_lag: 'P90D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'thyroid hormone', effect: 'test:tsh', direction: 'up', min_lag: 'P14D', max_lag: 'P90D', source: 'clinical pharmacology, class effect; curated', cause_state: 'stopped'},
  {indication: 'condition:hypothyroidism', effect: 'test:tsh', direction: 'down', min_lag: 'P21D', max_lag: 'P90D', source: 'indication: hypothyroidism, defined by a high TSH (concept:thyroid_care); curated', cause_state: 'taken'},
  {drug_class: 'antithyroid', effect: 'test:free_t4', direction: 'down', min_lag: 'P14D', max_lag: 'P90D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'antithyroid', effect: 'test:free_t3', direction: 'down', min_lag: 'P14D', max_lag: 'P90D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'antithyroid', effect: 'test:tsh', direction: 'up', min_lag: 'P28D', max_lag: 'P180D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'antithyroid', effect: 'vital:heart_rate', direction: 'down', min_lag: 'P14D', max_lag: 'P90D', source: 'clinical pharmacology (euthyroid state), class effect; curated', cause_state: 'taken'},
  {drug_class: 'antithyroid', effect: 'symptom:palpitations', direction: 'better', min_lag: 'P14D', max_lag: 'P90D', source: 'clinical pharmacology (euthyroid state), class effect; curated', cause_state: 'taken'},
  {indication: 'condition:hyperthyroidism', effect: 'test:free_t4', direction: 'down', min_lag: 'P14D', max_lag: 'P90D', source: 'indication: hyperthyroidism, defined by a high free T4 (concept:thyroid_care); curated', cause_state: 'taken'},
  {drug_class: 'xanthine oxidase inhibitor', effect: 'test:uric_acid', direction: 'down', min_lag: 'P7D', max_lag: 'P90D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'uricosuric', effect: 'test:uric_acid', direction: 'down', min_lag: 'P7D', max_lag: 'P90D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'xanthine oxidase inhibitor', effect: 'test:uric_acid', direction: 'up', min_lag: 'P3D', max_lag: 'P60D', source: 'clinical pharmacology, class effect; curated', cause_state: 'stopped'},
  {drug_class: 'mineral', indication: 'condition:anemia', effect: 'test:ferritin', direction: 'up', min_lag: 'P28D', max_lag: 'P120D', source: 'drug label (FDA/MFDS): oral or IV iron; curated', cause_state: 'taken'},
  {drug_class: 'mineral', indication: 'condition:anemia', effect: 'test:serum_iron', direction: 'up', min_lag: 'P7D', max_lag: 'P90D', source: 'drug label (FDA/MFDS): oral or IV iron; curated', cause_state: 'taken'},
  {drug_class: 'mineral', indication: 'condition:anemia', effect: 'symptom:constipation', direction: 'worse', min_lag: 'P0D', max_lag: 'P14D', source: 'drug label (FDA/MFDS): oral iron; curated', cause_state: 'taken'},
  {indication: 'condition:anemia', effect: 'test:hemoglobin', direction: 'up', min_lag: 'P14D', max_lag: 'P90D', source: 'indication: anemia, defined by a low hemoglobin (concept:anemia); curated', cause_state: 'taken'},
  {indication: 'condition:anemia', effect: 'symptom:fatigue', direction: 'better', min_lag: 'P14D', max_lag: 'P90D', source: 'indication: anemia; curated', cause_state: 'taken'},
  {indication: 'condition:vitamin_d_deficiency', effect: 'test:vitamin_d', direction: 'up', min_lag: 'P28D', max_lag: 'P120D', source: 'indication: vitamin D deficiency, defined by a low 25(OH)D; curated', cause_state: 'taken'},
  {drug_class: 'vitamin d', effect: 'test:vitamin_d', direction: 'up', min_lag: 'P28D', max_lag: 'P120D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {indication: 'condition:type_2_diabetes', effect: 'test:fasting_glucose', direction: 'down', min_lag: 'P3D', max_lag: 'P90D', source: 'indication: type 2 diabetes, defined by glucose and HbA1c (concept:diabetes_care); curated', cause_state: 'taken'},
  {indication: 'condition:type_2_diabetes', effect: 'test:hba1c', direction: 'down', min_lag: 'P60D', max_lag: 'P120D', source: 'indication: type 2 diabetes, defined by glucose and HbA1c (concept:diabetes_care); curated', cause_state: 'taken'},
  {indication: 'condition:type_2_diabetes', effect: 'test:glucometer_glucose', direction: 'down', min_lag: 'P1D', max_lag: 'P60D', source: 'indication: type 2 diabetes; curated', cause_state: 'taken'},
  {indication: 'condition:type_2_diabetes', effect: 'test:fasting_glucose', direction: 'up', min_lag: 'P0D', max_lag: 'P7D', source: 'clinical pharmacology: a missed or stopped glucose-lowering drug; curated', cause_state: 'missed'},
  {drug_class: 'sglt2 inhibitor', effect: 'body:weight', direction: 'down', min_lag: 'P14D', max_lag: 'P180D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'sglt2 inhibitor', effect: 'symptom:frequent_urination', direction: 'worse', min_lag: 'P0D', max_lag: 'P14D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'glp-1 receptor agonist', effect: 'body:weight', direction: 'down', min_lag: 'P14D', max_lag: 'P180D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'glp-1 receptor agonist', effect: 'symptom:nausea', direction: 'worse', min_lag: 'P0D', max_lag: 'P28D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'biguanide', effect: 'symptom:nausea', direction: 'worse', min_lag: 'P0D', max_lag: 'P14D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'sulfonylurea', effect: 'body:weight', direction: 'up', min_lag: 'P28D', max_lag: 'P180D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'corticosteroid', not_drugs: ['drug:budesonide', 'drug:fluticasone', 'drug:mometasone', 'drug:clobetasol', 'drug:betamethasone', 'drug:triamcinolone'], effect: 'test:fasting_glucose', direction: 'up', min_lag: 'P0D', max_lag: 'P7D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken', note: 'steroid-induced hyperglycemia'},
  {drug_class: 'corticosteroid', not_drugs: ['drug:budesonide', 'drug:fluticasone', 'drug:mometasone', 'drug:clobetasol', 'drug:betamethasone', 'drug:triamcinolone'], effect: 'test:random_glucose', direction: 'up', min_lag: 'P0D', max_lag: 'P3D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken', note: 'steroid-induced hyperglycemia'},
  {drug_class: 'corticosteroid', not_drugs: ['drug:budesonide', 'drug:fluticasone', 'drug:mometasone', 'drug:clobetasol', 'drug:betamethasone', 'drug:triamcinolone'], effect: 'test:glucometer_glucose', direction: 'up', min_lag: 'P0D', max_lag: 'P3D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken', note: 'steroid-induced hyperglycemia'},
  {drug_class: 'corticosteroid', not_drugs: ['drug:budesonide', 'drug:fluticasone', 'drug:mometasone', 'drug:clobetasol', 'drug:betamethasone', 'drug:triamcinolone'], effect: 'test:postprandial_glucose', direction: 'up', min_lag: 'P0D', max_lag: 'P3D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken', note: 'steroid-induced hyperglycemia'},
  {drug_class: 'corticosteroid', not_drugs: ['drug:budesonide', 'drug:fluticasone', 'drug:mometasone', 'drug:clobetasol', 'drug:betamethasone', 'drug:triamcinolone'], effect: 'body:weight', direction: 'up', min_lag: 'P14D', max_lag: 'P120D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'corticosteroid', not_drugs: ['drug:budesonide', 'drug:fluticasone', 'drug:mometasone', 'drug:clobetasol', 'drug:betamethasone', 'drug:triamcinolone'], effect: 'sleep:night', direction: 'worse', min_lag: 'P0D', max_lag: 'P7D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken', note: 'insomnia on steroids'},
  {indication: 'condition:hypertension', effect: 'vital:systolic_bp', direction: 'down', min_lag: 'P1D', max_lag: 'P28D', source: 'indication: hypertension, defined by systolic/diastolic pressure (concept:hypertension_care); curated', cause_state: 'taken'},
  {indication: 'condition:hypertension', effect: 'vital:diastolic_bp', direction: 'down', min_lag: 'P1D', max_lag: 'P28D', source: 'indication: hypertension, defined by systolic/diastolic pressure (concept:hypertension_care); curated', cause_state: 'taken'},
  {indication: 'condition:hypertension', effect: 'vital:systolic_bp', direction: 'up', min_lag: 'P0D', max_lag: 'P3D', source: 'clinical pharmacology: a missed or stopped antihypertensive; curated', cause_state: 'missed'},
  {indication: 'condition:hypertension', effect: 'vital:diastolic_bp', direction: 'up', min_lag: 'P0D', max_lag: 'P3D', source: 'clinical pharmacology: a missed or stopped antihypertensive; curated', cause_state: 'missed'},
  {drug_class: 'beta blocker', effect: 'vital:heart_rate', direction: 'down', min_lag: 'P0D', max_lag: 'P7D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'beta blocker', effect: 'vital:heart_rate', direction: 'up', min_lag: 'P0D', max_lag: 'P2D', source: 'clinical pharmacology, class effect; curated', cause_state: 'missed'},
  {drug_class: 'beta blocker', effect: 'symptom:palpitations', direction: 'better', min_lag: 'P0D', max_lag: 'P14D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'ace inhibitor', effect: 'symptom:cough', direction: 'worse', min_lag: 'P7D', max_lag: 'P180D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken', note: 'ACE-inhibitor dry cough'},
  {drug_class: 'ace inhibitor', effect: 'test:potassium', direction: 'up', min_lag: 'P7D', max_lag: 'P60D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'angiotensin receptor blocker', effect: 'test:potassium', direction: 'up', min_lag: 'P7D', max_lag: 'P60D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'arb', effect: 'test:potassium', direction: 'up', min_lag: 'P7D', max_lag: 'P60D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'calcium channel blocker', effect: 'symptom:dizziness', direction: 'worse', min_lag: 'P0D', max_lag: 'P14D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'thiazide diuretic', effect: 'test:potassium', direction: 'down', min_lag: 'P7D', max_lag: 'P30D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'thiazide diuretic', effect: 'test:uric_acid', direction: 'up', min_lag: 'P7D', max_lag: 'P60D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'thiazide diuretic', effect: 'test:sodium', direction: 'down', min_lag: 'P7D', max_lag: 'P60D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'thiazide-like diuretic', effect: 'test:potassium', direction: 'down', min_lag: 'P7D', max_lag: 'P30D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'thiazide-like diuretic', effect: 'test:uric_acid', direction: 'up', min_lag: 'P7D', max_lag: 'P60D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'loop diuretic', effect: 'test:potassium', direction: 'down', min_lag: 'P3D', max_lag: 'P30D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'loop diuretic', effect: 'test:uric_acid', direction: 'up', min_lag: 'P7D', max_lag: 'P60D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'loop diuretic', effect: 'body:weight', direction: 'down', min_lag: 'P1D', max_lag: 'P14D', source: 'drug label (FDA/MFDS): fluid loss; curated', cause_state: 'taken'},
  {drug_class: 'potassium-sparing diuretic', effect: 'test:potassium', direction: 'up', min_lag: 'P7D', max_lag: 'P60D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'proton pump inhibitor', effect: 'symptom:heartburn', direction: 'better', min_lag: 'P1D', max_lag: 'P14D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'proton pump inhibitor', effect: 'symptom:heartburn', direction: 'worse', min_lag: 'P0D', max_lag: 'P28D', source: 'clinical pharmacology: rebound acid after stopping; curated', cause_state: 'stopped'},
  {drug_class: 'potassium-competitive acid blocker', effect: 'symptom:heartburn', direction: 'better', min_lag: 'P0D', max_lag: 'P14D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'h2 blocker', effect: 'symptom:heartburn', direction: 'better', min_lag: 'P0D', max_lag: 'P7D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'antacid', effect: 'symptom:heartburn', direction: 'better', min_lag: 'P0D', max_lag: 'P1D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {indication: 'condition:gerd', effect: 'symptom:heartburn', direction: 'better', min_lag: 'P0D', max_lag: 'P14D', source: 'indication: GERD, defined by heartburn (concept:digestive_health); curated', cause_state: 'taken'},
  {drug_class: 'nsaid', not_drugs: ['drug:benzydamine'], effect: 'symptom:heartburn', direction: 'worse', min_lag: 'P0D', max_lag: 'P3D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken', note: 'NSAID gastric irritation'},
  {drug_class: 'nsaid', not_drugs: ['drug:benzydamine'], effect: 'symptom:abdominal_pain', direction: 'worse', min_lag: 'P0D', max_lag: 'P7D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'nsaid', not_drugs: ['drug:aspirin', 'drug:benzydamine'], effect: 'test:creatinine', direction: 'up', min_lag: 'P1D', max_lag: 'P14D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'nsaid', not_drugs: ['drug:aspirin', 'drug:benzydamine'], effect: 'vital:systolic_bp', direction: 'up', min_lag: 'P3D', max_lag: 'P28D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'ssri', effect: 'mood:mood', direction: 'better', min_lag: 'P14D', max_lag: 'P56D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'ssri', effect: 'symptom:nausea', direction: 'worse', min_lag: 'P0D', max_lag: 'P14D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'snri', effect: 'mood:mood', direction: 'better', min_lag: 'P14D', max_lag: 'P56D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'z-drug hypnotic', effect: 'sleep:night', direction: 'better', min_lag: 'P0D', max_lag: 'P1D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'orexin receptor antagonist', effect: 'sleep:night', direction: 'better', min_lag: 'P0D', max_lag: 'P1D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {indication: 'condition:insomnia_disorder', effect: 'sleep:night', direction: 'better', min_lag: 'P0D', max_lag: 'P7D', source: 'indication: insomnia; curated', cause_state: 'taken'},
  {drug_class: 'short-acting beta agonist', effect: 'symptom:shortness_of_breath', direction: 'better', min_lag: 'P0D', max_lag: 'P1D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'short-acting beta agonist', effect: 'vital:heart_rate', direction: 'up', min_lag: 'P0D', max_lag: 'P1D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'ics/laba', effect: 'symptom:shortness_of_breath', direction: 'better', min_lag: 'P1D', max_lag: 'P28D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'ics/laba', effect: 'symptom:wheezing', direction: 'better', min_lag: 'P1D', max_lag: 'P28D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {indication: 'condition:asthma', effect: 'symptom:shortness_of_breath', direction: 'better', min_lag: 'P0D', max_lag: 'P28D', source: 'indication: asthma; curated', cause_state: 'taken'},
  {indication: 'condition:migraine', effect: 'symptom:migraine', direction: 'better', min_lag: 'P0D', max_lag: 'P28D', source: 'indication: migraine; curated', cause_state: 'taken'},
  {drug_class: 'triptan', effect: 'symptom:migraine', direction: 'better', min_lag: 'P0D', max_lag: 'P1D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'opioid', effect: 'symptom:constipation', direction: 'worse', min_lag: 'P0D', max_lag: 'P7D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'},
  {drug_class: 'first-generation antihistamine', effect: 'symptom:fatigue', direction: 'worse', min_lag: 'P0D', max_lag: 'P1D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken', note: 'drowsiness'},
  {drug_class: 'vitamin k antagonist anticoagulant', effect: 'test:inr', direction: 'up', min_lag: 'P2D', max_lag: 'P14D', source: 'drug label (FDA/MFDS), class effect; curated', cause_state: 'taken'}
] AS row
MATCH (d:Term {kind: 'drug'})
// the one reader of a drug_class (pia_graph/ontology/drug_classes.py): parts split on '+' and '/', a note in
// parentheses left off; a row's class is read the same way and every component of it must be the drug's
WITH row, d, [c IN reduce(ps = [], p IN split(toLower(coalesce(d.drug_class, '')), '+') | ps + split(p, '/'))
              | trim(split(c, '(')[0])] AS comps,
     [c IN reduce(ps = [], p IN split(toLower(coalesce(row.drug_class, '')), '+') | ps + split(p, '/'))
      | trim(split(c, '(')[0])] AS wanted
WHERE (row.drug_class IS NULL OR all(w IN wanted WHERE w IN comps))
  AND (row.indication IS NULL OR row.indication IN coalesce(d.indications, []))
  AND NOT d.key IN coalesce(row.not_drugs, [])
MATCH (e:Term {key: row.effect})
MERGE (d)-[m:CAN_AFFECT {direction: row.direction, cause_state: coalesce(row.cause_state, '')}]->(e)
WITH m, row, CASE WHEN row.drug_class IS NULL THEN 'indication:' + row.indication ELSE 'class:' + row.drug_class END AS via
WHERE m.min_lag IS NULL OR m.via = via
SET m.min_lag = row.min_lag, m.max_lag = row.max_lag, m.source = row.source, m.note = coalesce(row.note, ''), m.via = via;
