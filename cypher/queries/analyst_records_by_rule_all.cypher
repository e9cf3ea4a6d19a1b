// Analysts and curators: how many records each extraction rule made over every user, with the share that was
// later superseded and the mean confidence: a rule that is often corrected needs a look. Reads every user's
// records; one user's: analyst_records_by_rule_user.
MATCH (r:Record)
WITH coalesce(r.rule_id, r.extractor, 'unknown') AS rule, r
RETURN rule, count(r) AS records,
       round(1.0 * count(CASE WHEN r.superseded_by IS NOT NULL THEN 1 END) / count(r), 3) AS superseded_share,
       round(avg(r.confidence), 3) AS mean_confidence, collect(DISTINCT r.type)[..8] AS types
ORDER BY records DESC
