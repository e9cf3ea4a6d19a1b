// One user's current regimens with their bounds, for `pia import`: user_active_regimens for every day at once
// (memory/bulk_import.py:active_regimens picks the ones active on a day with the same rule), read once per user
// instead of once per user and day. `comparable`: expected_end is a date (or absent), so that
// `expected_end >= date($on)` is true or false there, never null (which user_active_regimens treats as false).
// Parameters: $user_id.
MATCH (r:Record {user_id: $user_id, type: 'medication_regimen'})
WHERE r.superseded_by IS NULL
  AND coalesce(r.status, 'active') = 'active'
RETURN r.coordinate AS coordinate, date(r.start) AS start, date(r.end) AS end, r.expected_end AS expected_end,
       r.expected_end IS NULL OR (r.expected_end >= date('2000-01-01')) IS NOT NULL AS comparable
