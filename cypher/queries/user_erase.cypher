// Erases everything one user owns (records, series, facts, rejections, turns, kept questions, candidate sightings,
// understanding, jobs, causal candidates and runs) and the user node. Each shared Candidate loses the user's sightings from its
// count and is deleted when none is
// left (unless a curator promoted it: then the word is the dictionary's); contexts quoted by older versions
// (Candidate.context_user_id) are blanked.
// Each `IS NOT NULL` names a property every node of that label has (type, coordinate, sort_time, code, said_at,
// effect), so Neo4j seeks the label's composite index on the user instead of scanning every user's nodes
// (tests/integration/test_query_plans_scale.py); `user_erase_rest` then removes anything left with the user's id.
CALL () {
  MATCH (s:CandidateSighting {user_id: $user_id})
  WITH s.norm AS norm, count(*) AS seen
  MATCH (c:Candidate {norm: norm})
  SET c.count = c.count - seen
  WITH c WHERE c.count <= 0 AND c.status <> 'promoted'
    AND NOT EXISTS { MATCH (o:CandidateSighting {norm: c.norm}) WHERE o.user_id <> $user_id }
  DETACH DELETE c
}
CALL () { MATCH (n:CandidateSighting {user_id: $user_id}) DETACH DELETE n }
CALL () { MATCH (n:Record {user_id: $user_id}) WHERE n.type IS NOT NULL DETACH DELETE n }
CALL () { MATCH (n:Series {user_id: $user_id}) WHERE n.coordinate IS NOT NULL DETACH DELETE n }
CALL () { MATCH (n:Fact {user_id: $user_id}) WHERE n.sort_time IS NOT NULL DETACH DELETE n }
CALL () { MATCH (n:Rejection {user_id: $user_id}) WHERE n.code IS NOT NULL DETACH DELETE n }
CALL () { MATCH (n:Turn {user_id: $user_id}) WHERE n.said_at IS NOT NULL DETACH DELETE n }
CALL () { MATCH (n:Ask {user_id: $user_id}) WHERE n.said_at IS NOT NULL DETACH DELETE n }
CALL () { MATCH (n:Understanding {user_id: $user_id}) DETACH DELETE n }
CALL () { MATCH (n:Job {user_id: $user_id}) DETACH DELETE n }
CALL () { MATCH (n:CausalCandidate {user_id: $user_id}) WHERE n.effect IS NOT NULL DETACH DELETE n }
CALL () { MATCH (n:CausalRun {user_id: $user_id}) DETACH DELETE n }
CALL () { MATCH (c:Candidate {context_user_id: $user_id}) SET c.context = null, c.context_user_id = null }
CALL () { MATCH (n:User {user_id: $user_id}) DETACH DELETE n }
RETURN $user_id AS user_id
