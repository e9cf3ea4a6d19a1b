// One user's turns in time order, for their export (the utterance text included). Parameters: $user_id.
MATCH (t:Turn {user_id: $user_id})
RETURN t.turn_id AS turn_id, t.said_at AS said_at, t.text AS text, t.lang AS lang
ORDER BY t.said_at, t.turn_id
