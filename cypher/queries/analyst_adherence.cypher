// Analysts: adherence per regimen and ISO week for one user: doses said taken against doses said missed.
// :param user_id => 'demo-user'
MATCH (i:Record {user_id: $user_id, type: 'medication_intake'})
WHERE i.superseded_by IS NULL AND coalesce(i.negated, false) = false
WITH i.coordinate AS drug, date(i.sort_time) AS day, i.status AS status
WITH drug, day.weekYear AS year, day.week AS week,
     count(CASE WHEN status = 'taken' THEN 1 END) AS taken,
     count(CASE WHEN status = 'missed' THEN 1 END) AS missed
RETURN drug, year, week, taken, missed,
       CASE WHEN taken + missed = 0 THEN null ELSE round(1.0 * taken / (taken + missed), 2) END AS adherence
ORDER BY drug, year, week
