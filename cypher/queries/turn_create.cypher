// The utterance, its time and the gate decisions; linked from its user.
MATCH (u:User {user_id: $user_id})
CREATE (t:Turn {user_id: $user_id, turn_id: $turn_id})
SET t.text = $text, t.said_at = $said_at, t.lang = $lang, t.retain = $retain, t.retain_reasons = $retain_reasons,
    t.read = $read, t.route = $route, t.extractor = $extractor, t.ingested_at = datetime()
CREATE (u)-[:SAID]->(t)
RETURN t.turn_id AS turn_id
