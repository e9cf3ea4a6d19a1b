// The utterance, its time and the gate decisions; linked from its user. `text` is verbatim (provenance);
// `text_analysed` is what the rules read (NFKC, no control or zero-width characters) and what record spans index.
MATCH (u:User {user_id: $user_id})
CREATE (t:Turn {user_id: $user_id, turn_id: $turn_id})
SET t.text = $text, t.text_analysed = $text_analysed, t.said_at = $said_at, t.lang = $lang, t.retain = $retain,
    t.retain_reasons = $retain_reasons, t.read = $read, t.route = $route, t.extractor = $extractor,
    t.ingested_at = datetime()
CREATE (u)-[:SAID]->(t)
RETURN t.turn_id AS turn_id
