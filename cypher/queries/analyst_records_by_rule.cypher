// Analysts and curators: how many records each extraction rule made (all users, or one with $user_id), with
// the share that was later superseded and the mean confidence: a rule that is often corrected needs a look.
// :param user_id => ''
MATCH (r:Record)
WHERE $user_id = '' OR r.user_id = $user_id
WITH coalesce(r.rule_id, r.extractor, 'unknown') AS rule, r
RETURN rule, count(r) AS records,
       round(1.0 * count(CASE WHEN r.superseded_by IS NOT NULL THEN 1 END) / count(r), 3) AS superseded_share,
       round(avg(r.confidence), 3) AS mean_confidence, collect(DISTINCT r.type)[..8] AS types
ORDER BY records DESC
