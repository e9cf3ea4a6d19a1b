// A question the READ gate read and the RETAIN gate did not keep, kept for the conversation without its words
// (docs/read-path.md, session 52): what was understood of it, so that the next turn ("그럼 그 전엔?") can inherit it
// (user_thread). Written only when it asked of a coordinate or a record type; erased with the user.
// Parameters: $user_id, $ask: {said_at (ISO date-time), lang, coordinates, record_types, window_start and
// window_end (ISO dates or null)}.
// replan=skip: one seek of the Ask(user_id, said_at) index (the plan on an empty store is the same).
CYPHER replan=skip
MERGE (a:Ask {user_id: $user_id, said_at: datetime($ask.said_at)})
SET a.lang = $ask.lang, a.coordinates = $ask.coordinates, a.record_types = $ask.record_types,
    a.window_start = $ask.window_start, a.window_end = $ask.window_end
RETURN a.said_at AS said_at
