// Erases synthetic users (benchmarks and isolation tests only): everything each listed user owns, their series,
// rejections, candidate sightings and jobs included (before session 51 those were left behind, run after run).
// Parameters: $user_ids (list).
// Each `IS NOT NULL` names a property every node of that label has (type, coordinate, sort_time, code, said_at,
// effect), so Neo4j seeks the label's composite index on the user instead of scanning every user's nodes
// (tests/integration/test_query_plans_scale.py); `population_write` sets them all.
UNWIND $user_ids AS uid
CALL (uid) { MATCH (n:Record {user_id: uid}) WHERE n.type IS NOT NULL DETACH DELETE n }
CALL (uid) { MATCH (n:Fact {user_id: uid}) WHERE n.sort_time IS NOT NULL DETACH DELETE n }
CALL (uid) { MATCH (n:Turn {user_id: uid}) WHERE n.said_at IS NOT NULL DETACH DELETE n }
CALL (uid) { MATCH (n:Ask {user_id: uid}) WHERE n.said_at IS NOT NULL DETACH DELETE n }
CALL (uid) { MATCH (n:CausalCandidate {user_id: uid}) WHERE n.effect IS NOT NULL DETACH DELETE n }
CALL (uid) { MATCH (n:CausalRun {user_id: uid}) DETACH DELETE n }
CALL (uid) { MATCH (n:Series {user_id: uid}) WHERE n.coordinate IS NOT NULL DETACH DELETE n }
CALL (uid) { MATCH (n:Rejection {user_id: uid}) WHERE n.code IS NOT NULL DETACH DELETE n }
CALL (uid) { MATCH (n:CandidateSighting {user_id: uid}) DETACH DELETE n }
CALL (uid) { MATCH (n:Job {user_id: uid}) DETACH DELETE n }
CALL (uid) { MATCH (n:User {user_id: uid}) DETACH DELETE n }
RETURN count(uid) AS erased
