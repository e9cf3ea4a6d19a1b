// Erases everything one user owns (records, facts, turns, understanding, jobs) and the user node.
CALL () { MATCH (n:Record {user_id: $user_id}) DETACH DELETE n }
CALL () { MATCH (n:Fact {user_id: $user_id}) DETACH DELETE n }
CALL () { MATCH (n:Turn {user_id: $user_id}) DETACH DELETE n }
CALL () { MATCH (n:Understanding {user_id: $user_id}) DETACH DELETE n }
CALL () { MATCH (n:Job {user_id: $user_id}) DETACH DELETE n }
CALL () { MATCH (n:User {user_id: $user_id}) DETACH DELETE n }
RETURN $user_id AS user_id
