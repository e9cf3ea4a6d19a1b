// Sleep: night sleep (duration in minutes, LOINC 93832-4) and naps.
UNWIND [
  {key: 'sleep:night', kind: 'sleep', record_type: 'sleep', name: 'Night sleep', unit: 'min', loinc: '93832-4', note: 'start and end datetimes; value = duration in minutes',
   en: ['sleep', 'slept', 'sleeping', 'night\'s sleep', 'night sleep', 'sleep duration', 'hours of sleep', 'hours of sleep last night', 'sleep time', 'bedtime', 'went to bed', 'went to sleep', 'fell asleep', 'wake-up time', 'time in bed', 'overnight sleep', 'total sleep time'], abbr_en: [],
   ko: ['수면', '수면 시간', '수면시간', '밤잠', '잠', '취침', '취침 시간', '기상 시간', '숙면', '야간 수면', '총 수면 시간'], lay_en: ['got some sleep', 'got to bed', 'hit the sack', 'hit the hay', 'slept in', 'lie-in', 'slept through the night', 'shut-eye', 'zzz', 'sleep last night'], typo_en: ['slep', 'sleept', 'sleeped', 'slepped', 'sleap', 'sleping', 'fell alseep'],
   lay_ko: ['잤어', '잤다', '잤음', '잠들었어', '잠듦', '잠자리에 듦', '꿀잠', '통잠', '푹 잠', '푹 잤어', '늦잠', '늦잠 잤어', '잠을 잠', '잠을 잤어', '잠을 푹 잤어', '잠든 시간'], typo_ko: ['잣어', '잤써', '수멘', '취칭'], abbr_ko: [], brand_en: [], brand_ko: []},
  {key: 'sleep:nap', kind: 'sleep', record_type: 'sleep', name: 'Nap', unit: 'min', loinc: null,
   en: ['nap', 'naps', 'napped', 'napping', 'power nap', 'afternoon nap', 'daytime nap', 'siesta', 'catnap', 'dozed off on the couch'], abbr_en: [],
   ko: ['낮잠', '토막잠', '쪽잠', '파워냅', '낮 수면'], lay_en: ['took a nap', 'had a nap', 'quick nap', 'snooze', 'snoozed', 'cat nap', 'forty winks'], typo_en: ['napp', 'naping', 'powernap', 'siesta\'s'],
   lay_ko: ['낮잠 잠', '낮잠 잤어', '낮잠 잠깐', '잠깐 졸았어', '잠깐 눈 붙임', '눈 붙였어', '꾸벅 졸음'], typo_ko: ['낫잠', '낮짬'], abbr_ko: [], brand_en: [], brand_ko: []}
] AS row
MERGE (t:Term {key: row.key})
SET t.kind = row.kind, t.record_type = row.record_type, t.name = row.name, t.unit = row.unit, t.loinc = row.loinc, t.domain = 'sleep'
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
