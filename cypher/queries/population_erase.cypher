// Erases synthetic users (benchmarks and isolation tests only): everything each listed user owns.
// Parameters: $user_ids (list).
UNWIND $user_ids AS uid
CALL (uid) { MATCH (n:Record {user_id: uid}) DETACH DELETE n }
CALL (uid) { MATCH (n:Fact {user_id: uid}) DETACH DELETE n }
CALL (uid) { MATCH (n:Turn {user_id: uid}) DETACH DELETE n }
CALL (uid) { MATCH (n:User {user_id: uid}) DETACH DELETE n }
RETURN count(uid) AS erased
