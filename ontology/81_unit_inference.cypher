// unit inference: what a number said without a unit means, per coordinate. Curators: see ontology/README.md
// Row: coordinate, lang ('any', 'en' or 'ko'), bare (a list of {min, max, unit}: a number said with the
// coordinate's name but no unit, min < value < max, is in that unit: "glucose 6.1" is mmol/L, "temp 101"
// is °F), implied_by (words that name the coordinate when a bare number follows and no term is said:
// "scale said 81.4", "thermometer says 99.9") and implied (the ranges, min <= value <= max, in which such a
// number is read, with the unit it is then in; outside them the number is left alone).
// Stored as (:UnitInference {coordinate, lang, bare_min, bare_max, bare_unit, implied_by, implied_min, implied_max, implied_unit}).
UNWIND [
  {coordinate: 'test:fasting_glucose', lang: 'any', bare: [{min: 0, max: 35, unit: 'mmol/L'}]},
  {coordinate: 'test:random_glucose', lang: 'any', bare: [{min: 0, max: 35, unit: 'mmol/L'}]},
  {coordinate: 'test:postprandial_glucose', lang: 'any', bare: [{min: 0, max: 35, unit: 'mmol/L'}]},
  // a value said after a meal with no glucose word ("점심 식후 119", "점심먹고 1시간 128", "post-meal 142"; in mmol/L
  // "점심 먹고 2시간 7.9": the two ranges do not meet)
  {coordinate: 'test:postprandial_glucose', lang: 'ko', bare: [{min: 0, max: 35, unit: 'mmol/L'}],
   implied_by: ['식후', '먹고 1시간', '먹고 2시간', '먹고 한시간', '먹고 두시간', '먹고 한 시간', '먹고 두 시간'],
   implied: [{min: 40, max: 600, unit: 'mg/dL'}, {min: 3, max: 25, unit: 'mmol/L'}]},
  {coordinate: 'test:postprandial_glucose', lang: 'en', bare: [{min: 0, max: 35, unit: 'mmol/L'}],
   implied_by: ['post meal', 'post-meal', 'postmeal', 'postprandial', 'post-prandial'],
   implied: [{min: 40, max: 600, unit: 'mg/dL'}]},
  {coordinate: 'test:total_cholesterol', lang: 'any', bare: [{min: 0, max: 20, unit: 'mmol/L'}]},
  {coordinate: 'test:ldl_cholesterol', lang: 'any', bare: [{min: 0, max: 15, unit: 'mmol/L'}]},
  {coordinate: 'test:hdl_cholesterol', lang: 'any', bare: [{min: 0, max: 5, unit: 'mmol/L'}]},
  {coordinate: 'test:triglycerides', lang: 'any', bare: [{min: 0, max: 15, unit: 'mmol/L'}]},
  {coordinate: 'test:creatinine', lang: 'any', bare: [{min: 25, max: 2000, unit: 'umol/L'}]},
  {coordinate: 'test:uric_acid', lang: 'any', bare: [{min: 0, max: 1.5, unit: 'mmol/L'}, {min: 60, max: 1500, unit: 'umol/L'}]},
  {coordinate: 'test:hba1c', lang: 'any', bare: [{min: 20, max: 200, unit: 'mmol/mol'}]},
  {coordinate: 'test:calcium', lang: 'any', bare: [{min: 0, max: 4, unit: 'mmol/L'}]},
  {coordinate: 'test:wbc', lang: 'any', bare: [{min: 500, max: 200000, unit: '/uL'}]},
  {coordinate: 'test:platelets', lang: 'any', bare: [{min: 5000, max: 3000000, unit: '/uL'}]},
  {coordinate: 'test:rbc', lang: 'any', bare: [{min: 500000, max: 10000000, unit: '/uL'}]},
  {coordinate: 'vital:body_temperature', lang: 'en', bare: [{min: 50, max: 120, unit: 'degF'}],
   implied_by: ['thermometer', 'fever', 'feverish', 'running a', 'temp was', 'temp is', 'a temperature', 'a temp', 'temperature of', 'temp of'],
   implied: [{min: 95, max: 108, unit: 'degF'}, {min: 35, max: 42.5, unit: 'Cel'}]},
  {coordinate: 'vital:body_temperature', lang: 'ko', bare: [{min: 50, max: 120, unit: 'degF'}],
   implied_by: ['체온계', '열이', '미열', '고열', '체온', '열나', '열 나', '열났', '열 났', '열 내', '열은', '열 떨어', '열 재'],
   implied: [{min: 35, max: 42.5, unit: 'Cel'}, {min: 95, max: 108, unit: 'degF'}]},
  {coordinate: 'body:weight', lang: 'en', bare: [{min: 129.99, max: 700, unit: 'lb'}],
   implied_by: ['scale', 'scales', 'weighed', 'weigh in', 'weigh-in', 'weighing', 'weight'],
   implied: [{min: 30, max: 129.99, unit: 'kg'}, {min: 130, max: 450, unit: 'lb'}]},
  {coordinate: 'body:weight', lang: 'ko', implied_by: ['체중계', '체중', '몸무게', '살 빼', '살빼', '살 좀 빼', '감량', '다이어트'],
   implied: [{min: 25, max: 250, unit: 'kg'}]}
] AS row
MERGE (u:UnitInference {coordinate: row.coordinate, lang: row.lang})
SET u.bare_min = [b IN coalesce(row.bare, []) | toFloat(b.min)], u.bare_max = [b IN coalesce(row.bare, []) | toFloat(b.max)],
    u.bare_unit = [b IN coalesce(row.bare, []) | b.unit], u.implied_by = coalesce(row.implied_by, []),
    u.implied_min = [b IN coalesce(row.implied, []) | toFloat(b.min)], u.implied_max = [b IN coalesce(row.implied, []) | toFloat(b.max)],
    u.implied_unit = [b IN coalesce(row.implied, []) | b.unit]
