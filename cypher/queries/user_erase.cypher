// Erases everything one user owns (records, facts, turns, understanding, jobs, causal candidates and runs) and the user node, and blanks
// the curator-queue contexts quoted from the user's utterances.
CALL () { MATCH (n:Record {user_id: $user_id}) DETACH DELETE n }
CALL () { MATCH (n:Fact {user_id: $user_id}) DETACH DELETE n }
CALL () { MATCH (n:Turn {user_id: $user_id}) DETACH DELETE n }
CALL () { MATCH (n:Understanding {user_id: $user_id}) DETACH DELETE n }
CALL () { MATCH (n:Job {user_id: $user_id}) DETACH DELETE n }
CALL () { MATCH (n:CausalCandidate {user_id: $user_id}) DETACH DELETE n }
CALL () { MATCH (n:CausalRun {user_id: $user_id}) DETACH DELETE n }
CALL () { MATCH (c:Candidate {context_user_id: $user_id}) SET c.context = null, c.context_user_id = null }
CALL () { MATCH (n:User {user_id: $user_id}) DETACH DELETE n }
RETURN $user_id AS user_id
