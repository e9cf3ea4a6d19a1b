// Analysts and curators: how many records each extraction rule made for one user, with the share that was
// later superseded and the mean confidence (every user's: analyst_records_by_rule_all). `type IS NOT NULL`
// (every record has one) lets Neo4j seek `Record(user_id, type)` on the user instead of scanning every user's
// records (tests/integration/test_query_plans_scale.py).
// :param user_id => 'demo-user'
MATCH (r:Record {user_id: $user_id})
WHERE r.type IS NOT NULL
WITH coalesce(r.rule_id, r.extractor, 'unknown') AS rule, r
RETURN rule, count(r) AS records,
       round(1.0 * count(CASE WHEN r.superseded_by IS NOT NULL THEN 1 END) / count(r), 3) AS superseded_share,
       round(avg(r.confidence), 3) AS mean_confidence, collect(DISTINCT r.type)[..8] AS types
ORDER BY records DESC
