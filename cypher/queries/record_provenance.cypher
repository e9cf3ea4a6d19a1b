// Where a record came from: its turn, the ontology term of its series, and the turn's facts that mention it.
MATCH (r:Record {user_id: $user_id, record_id: $record_id})-[:FROM_TURN]->(t:Turn {user_id: $user_id})
OPTIONAL MATCH (r)-[:IN_SERIES]->(s:Series {user_id: $user_id})
OPTIONAL MATCH (s)-[:OF]->(term:Term)
OPTIONAL MATCH (f:Fact {user_id: $user_id})-[:FROM_TURN]->(t)
WHERE s IS NOT NULL AND (f)-[:MENTIONS]->(s)
RETURN t.turn_id AS turn_id, t.said_at AS said_at, term.key AS term, count(f) AS facts_mentioning_term
