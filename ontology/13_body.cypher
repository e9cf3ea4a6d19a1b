// body: body measurements (weight, waist, BMI, composition). Curators: see ontology/README.md
UNWIND [
  {key: 'body:weight', kind: 'body', record_type: 'body_measurement', name: 'Body weight', unit: 'kg', loinc: '29463-7',
   en: ['weight', 'body weight', 'my weight', 'bodyweight', 'weigh-in', 'weighed', 'weighed in at', 'weight reading', 'scale weight', 'morning weight', 'current weight', 'body mass', 'weighing', 'i weigh', 'weighs', 'weighted in'], ko: ['체중', '몸무게', '몸 무게', '체중계 숫자', '현재 체중', '아침 체중', '체중 측정', '몸무게 측정', '무게', '살 무게', '몸무개'], abbr_en: ['wt', 'BW'], abbr_ko: ['체중치'], lay_en: ['on the scale', 'the scale said', 'scale says', 'stepped on the scale', 'weighed myself'], lay_ko: ['몸무게 재보니', '체중계', '저울'], typo_en: ['wieght', 'weigth', 'wight', 'waight', 'weihgt', 'body wieght', 'wieghed', 'weighted myself'], typo_ko: ['쳬중', '몸무괴', '체줭']},
  {key: 'body:waist', kind: 'body', record_type: 'body_measurement', name: 'Waist circumference', unit: 'cm', loinc: '8280-0',
   en: ['waist', 'waist circumference', 'waist size', 'waist measurement', 'waistline', 'waist line', 'abdominal circumference', 'belly circumference', 'waist girth', 'my waist', 'pant size'], ko: ['허리둘레', '허리 둘레', '허리 사이즈', '허리사이즈', '복부둘레', '복부 둘레', '배둘레', '배 둘레', '허리치수', '허리 치수', '허리 인치'], lay_en: ['belly size', 'gut size', 'inches around my waist', 'belt size'], lay_ko: ['뱃살 둘레', '바지 사이즈', '허리 인치수'], typo_en: ['wasit', 'waste circumference', 'waist circumfrence', 'waist circumferance', 'waste size', 'wiast', 'waist circumefrence', 'waist circumfernce'], typo_ko: ['허리둘래', '허리 둘래']},
  {key: 'body:bmi', kind: 'body', record_type: 'body_measurement', name: 'Body mass index', unit: 'kg/m2', loinc: '39156-5',
   en: ['bmi', 'body mass index', 'bmi score', 'bmi reading', 'quetelet index'], ko: ['체질량지수', '체질량 지수', '비엠아이', '비만도', '비만 지수', '비만지수', '체질량'], lay_ko: ['비만 수치'], typo_en: ['body mass indx', 'bodymass index', 'body mas index'], typo_ko: ['채질량지수', '체질랑지수']},
  {key: 'body:body_fat', kind: 'body', record_type: 'body_measurement', name: 'Body fat percentage', unit: '%', loinc: '41982-0',
   en: ['body fat', 'body fat percentage', 'body fat percent', 'fat percentage', 'percent body fat', 'body fat %', 'bodyfat'], ko: ['체지방률', '체지방 률', '체지방', '체지방 비율', '체지방률 수치', '체지방 퍼센트'], abbr_en: ['BF%', 'PBF'], lay_ko: ['인바디 체지방'], typo_en: ['body fatt', 'bodyfat percentage', 'body fat percetnage', 'body fat percentge'], typo_ko: ['체지방율']},
  {key: 'body:muscle_mass', kind: 'body', record_type: 'body_measurement', name: 'Skeletal muscle mass', unit: 'kg', loinc: '73964-9',
   en: ['muscle mass', 'skeletal muscle mass', 'lean mass', 'lean body mass', 'muscle weight'], ko: ['골격근량', '근육량', '골격근 량', '제지방량', '근육 량'], abbr_en: ['SMM', 'LBM'], lay_ko: ['인바디 근육량'], typo_en: ['muscel mass', 'skeletal muscel mass', 'skelteal muscle mass', 'skeletl muscle mass'], typo_ko: ['골격근양']},
  {key: 'body:hip', kind: 'body', record_type: 'body_measurement', name: 'Hip circumference', unit: 'cm', loinc: '62409-8',
   en: ['hip circumference', 'hip size', 'hips measurement', 'hip measurement'], ko: ['엉덩이둘레', '엉덩이 둘레', '골반 둘레', '힙 둘레'], typo_en: ['hip circumfrence', 'hip circumefrence', 'hip circumfernce']},
  {key: 'body:waist_hip_ratio', kind: 'body', record_type: 'body_measurement', name: 'Waist-to-hip ratio', unit: '{ratio}', loinc: '41923-4',
   en: ['waist to hip ratio', 'waist hip ratio'], ko: ['허리엉덩이둘레비', '허리 엉덩이 비율', '복부비만율'], abbr_en: ['WHR']},
  {key: 'body:visceral_fat', kind: 'body', record_type: 'body_measurement', name: 'Visceral fat level', unit: '{score}', loinc: null,
   en: ['visceral fat', 'visceral fat level', 'belly fat level', 'organ fat'], ko: ['내장지방', '내장 지방', '내장지방 레벨', '내장 지방 수치', '내장지방 수치'], typo_en: ['viseral fat', 'visceral fatt', 'viscreal fat', 'viscerl fat', 'viscreal fat level', 'viscerl fat level']}
] AS row
MERGE (t:Term {key: row.key})
SET t.kind = row.kind, t.record_type = row.record_type, t.name = row.name, t.unit = row.unit, t.loinc = row.loinc, t.domain = 'body'
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
