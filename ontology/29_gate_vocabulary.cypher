// The vocabulary the retain gate must know (issue 13, part 6): side effects, withdrawal, sexual health, mental
// health and self-harm. A term with flag: 'self_harm' is kept like any symptom and its record carries
// flag = 'self_harm' for the agent, which is not itself a crisis service. Hand-curated.
UNWIND [
  {key: 'symptom:side_effects', kind: 'symptom', record_type: 'symptom', name: 'Medication side effects', unit: null, loinc: null, flag: null, note: 'a side effect; the drug is its own record',
   en: ['side effects', 'side effect', 'side-effects', 'adverse effects', 'adverse effect', 'adverse reaction', 'adverse drug reaction', 'bad reaction to my meds', 'reaction to my medication'], ko: ['부작용', '약 부작용', '약부작용', '부작용이 생겼'], abbr_en: [], abbr_ko: [], lay_en: ['side fx'], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'symptom:withdrawal', kind: 'symptom', record_type: 'symptom', name: 'Withdrawal symptoms', unit: null, loinc: null, flag: null, note: 'from a drug, alcohol or nicotine',
   en: ['withdrawal', 'withdrawals', 'withdrawal symptoms', 'withdrawal symptom', 'discontinuation syndrome', 'brain zaps', 'brain zap', 'withdrawal effects'], ko: ['금단 증상', '금단증상', '금단 현상', '금단현상', '금단'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'symptom:low_libido', kind: 'symptom', record_type: 'symptom', name: 'Low libido', unit: null, loinc: null, flag: null, note: 'sexual health',
   en: ['low libido', 'libido', 'sex drive', 'low sex drive', 'no sex drive', 'loss of libido', 'decreased libido', 'no libido', 'reduced libido', 'lost my libido', 'lost my sex drive'], ko: ['성욕 감퇴', '성욕감퇴', '성욕 저하', '성욕저하', '성욕이 없', '성욕이 줄'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'symptom:suicidal_thoughts', kind: 'symptom', record_type: 'symptom', name: 'Suicidal thoughts', unit: null, loinc: null, flag: 'self_harm', note: 'kept and flagged for the agent (PIA is not a crisis service)',
   en: ['suicide', 'suicidal', 'suicidal thoughts', 'suicidal thought', 'suicidal ideation', 'thoughts of suicide', 'thought about suicide', 'thinking about suicide', 'thoughts of ending my life', 'want to die', 'wanted to die', 'wish i was dead', 'wish i were dead', 'kill myself', 'killing myself', 'end my life', 'ending my life', 'take my own life', 'taking my own life', 'don\'t want to be alive', 'don\'t want to live anymore', 'no reason to live'], ko: ['자살', '자살 충동', '자살충동', '자살 생각', '죽고 싶', '죽고싶', '죽고 싶어', '죽고싶어', '죽고 싶다', '죽고 싶었', '살고 싶지 않', '극단적 선택', '극단적인 생각'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'symptom:self_harm', kind: 'symptom', record_type: 'symptom', name: 'Self-harm', unit: null, loinc: null, flag: 'self_harm', note: 'kept and flagged for the agent (PIA is not a crisis service)',
   en: ['self-harm', 'self harm', 'self-harming', 'self harming', 'hurt myself', 'hurting myself', 'cut myself', 'cutting myself', 'burned myself', 'burning myself'], ko: ['자해', '자해했', '자해 충동', '자해충동'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []}
] AS row
MERGE (t:Term {key: row.key})
SET t.kind = row.kind, t.record_type = row.record_type, t.name = row.name, t.unit = row.unit, t.loinc = row.loinc, t.domain = 'gate_vocabulary'
WITH t, row
UNWIND [g IN ['en', 'ko', 'abbr_en', 'abbr_ko', 'lay_en', 'lay_ko', 'typo_en', 'typo_ko', 'brand_en', 'brand_ko'] | [x IN coalesce(row[g], []) | {text: x, grp: g}]] AS grp
UNWIND grp AS a
WITH t, a, CASE WHEN a.grp ENDS WITH 'ko' THEN 'ko' ELSE 'en' END AS lang,
     trim(reduce(s = '', c IN split(toLower(normalize(a.text, NFKC)), '') |
       CASE WHEN c IN [' ', '\t', '\n', '-', '_', '.', ',', ';', ':', '!', '?', "'", '"', '(', ')', '[', ']', '{', '}', '/', '\\', '|', '·']
            THEN CASE WHEN s = '' OR right(s, 1) = ' ' THEN s ELSE s + ' ' END
            ELSE s + c END)) AS norm
MERGE (al:Alias {norm: norm, lang: lang})
  ON CREATE SET al.text = a.text, al.source = a.grp
MERGE (al)-[:ALIAS_OF]->(t);
