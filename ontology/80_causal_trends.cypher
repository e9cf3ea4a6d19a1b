// causal trends: per coordinate, the smallest change along its NEXT chain that counts as a change (measurement
// noise and clinical meaning), which direction is worse, and the record field that carries the number.
// Row: coordinate (a term key, or 'symptom:*' for every symptom), min_change (in the canonical unit), worse
// ('up' | 'down' | 'none'), field ('value' unless said), note. Read by pia_graph.causal.params; curators: see
// ontology/README.md. A coordinate without a row uses 5 % of its median value.
UNWIND [
  {coordinate: 'vital:systolic_bp', min_change: 5.0, worse: 'up', field: 'value', note: 'home BP reading noise about 5 mmHg'},
  {coordinate: 'vital:diastolic_bp', min_change: 3.0, worse: 'up', field: 'value'},
  {coordinate: 'vital:heart_rate', min_change: 3.0, worse: 'up', field: 'value', note: 'resting heart rate'},
  {coordinate: 'vital:body_temperature', min_change: 0.5, worse: 'up', field: 'value'},
  {coordinate: 'body:weight', min_change: 1.0, worse: 'up', field: 'value'},
  {coordinate: 'body:bmi', min_change: 0.5, worse: 'up', field: 'value'},
  {coordinate: 'body:waist', min_change: 2.0, worse: 'up', field: 'value'},
  {coordinate: 'test:fasting_glucose', min_change: 5.0, worse: 'up', field: 'value'},
  {coordinate: 'test:random_glucose', min_change: 15.0, worse: 'up', field: 'value'},
  {coordinate: 'test:postprandial_glucose', min_change: 15.0, worse: 'up', field: 'value'},
  {coordinate: 'test:hba1c', min_change: 0.3, worse: 'up', field: 'value', note: 'about the laboratory reproducibility of HbA1c'},
  {coordinate: 'test:ldl_cholesterol', min_change: 10.0, worse: 'up', field: 'value'},
  {coordinate: 'test:total_cholesterol', min_change: 10.0, worse: 'up', field: 'value'},
  {coordinate: 'test:hdl_cholesterol', min_change: 3.0, worse: 'down', field: 'value'},
  {coordinate: 'test:triglycerides', min_change: 20.0, worse: 'up', field: 'value'},
  {coordinate: 'test:alt', min_change: 5.0, worse: 'up', field: 'value'},
  {coordinate: 'test:ast', min_change: 5.0, worse: 'up', field: 'value'},
  {coordinate: 'test:ggt', min_change: 10.0, worse: 'up', field: 'value'},
  {coordinate: 'test:tsh', min_change: 0.5, worse: 'up', field: 'value'},
  {coordinate: 'test:free_t4', min_change: 0.1, worse: 'down', field: 'value'},
  {coordinate: 'test:creatinine', min_change: 0.1, worse: 'up', field: 'value'},
  {coordinate: 'test:uric_acid', min_change: 0.5, worse: 'up', field: 'value'},
  {coordinate: 'test:potassium', min_change: 0.3, worse: 'down', field: 'value'},
  {coordinate: 'test:ferritin', min_change: 10.0, worse: 'down', field: 'value'},
  {coordinate: 'test:hemoglobin', min_change: 0.5, worse: 'down', field: 'value'},
  {coordinate: 'test:vitamin_d', min_change: 5.0, worse: 'down', field: 'value'},
  {coordinate: 'test:ck', min_change: 50.0, worse: 'up', field: 'value'},
  {coordinate: 'sleep:night', min_change: 30.0, worse: 'down', field: 'duration_min', note: 'minutes of sleep'},
  {coordinate: 'mood:stress', min_change: 1.0, worse: 'up', field: 'value', note: '0-10 scale'},
  {coordinate: 'mood:mood', min_change: 1.0, worse: 'down', field: 'value'},
  {coordinate: 'mood:energy', min_change: 1.0, worse: 'down', field: 'value'},
  {coordinate: 'symptom:*', min_change: 1.0, worse: 'up', field: 'value', note: 'severity 0-10'},
  {coordinate: 'activity:running', min_change: 1.0, worse: 'none', field: 'distance_km'},
  {coordinate: 'activity:cycling', min_change: 2.0, worse: 'none', field: 'distance_km'},
  {coordinate: 'activity:walking', min_change: 5.0, worse: 'none', field: 'duration_min'},
  {coordinate: 'activity:swimming', min_change: 5.0, worse: 'none', field: 'duration_min'},
  {coordinate: 'activity:strength_training', min_change: 5.0, worse: 'none', field: 'duration_min'},
  {coordinate: 'activity:yoga', min_change: 5.0, worse: 'none', field: 'duration_min'},
  {coordinate: 'activity:steps', min_change: 1000.0, worse: 'none', field: 'value'},
  {coordinate: 'substance:alcohol', min_change: 1.0, worse: 'up', field: 'drinks'}
] AS row
MERGE (p:CausalParam {kind: 'trend', key: row.coordinate})
SET p.min_change = row.min_change, p.worse = row.worse, p.field = row.field, p.note = coalesce(row.note, '');
