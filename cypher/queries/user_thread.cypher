// The user's last turns before $until, newest first, for a follow-up question ("and before that?", 그 약
// 언제부터 먹었지?, retrieve/thread.py): the stored turns (their words, understood again by the same pure rules, whether
// the turn was read, and the coordinates of the records it told) and the questions kept without their words (`Ask`:
// what was understood of them). Read only for a turn that holds a cue of the conversation or names no topic of its
// own (retrieve/thread_read.py), never for an ordinary turn.
// Parameters: $user_id, $until (ISO date-time, exclusive: the turn asking is not its own thread), $turn_limit.
// Anchored on the (user_id, said_at) indexes of Turn and Ask; each side ordered and cut before the union.
// replan=skip: both sides are index seeks on the user (the plan on an empty store is the same); read on few turns (a
// lab result with no day of its own, a follow-up), it met a replan nearly every time: ~160 ms of Neo4j CPU a turn.
CYPHER replan=skip
CALL () {
  MATCH (t:Turn)
  WHERE t.user_id = $user_id AND t.said_at < datetime($until)
  WITH t ORDER BY t.said_at DESC LIMIT $turn_limit
  // what the turn told: the coordinates of the records written from it ("68.9", "140/91 today" name no measure)
  OPTIONAL MATCH (r:Record)-[:FROM_TURN]->(t)
  WHERE r.user_id = $user_id
  WITH t, [c IN collect(DISTINCT r.coordinate) WHERE c IS NOT NULL] AS told
  RETURN t.said_at AS said_at, t.text AS text, t.lang AS lang, coalesce(t.read, false) AS asked,
         told AS coordinates, [] AS record_types, null AS window_start, null AS window_end
  UNION ALL
  MATCH (a:Ask)
  WHERE a.user_id = $user_id AND a.said_at < datetime($until)
  WITH a ORDER BY a.said_at DESC LIMIT $turn_limit
  RETURN a.said_at AS said_at, '' AS text, a.lang AS lang, true AS asked, a.coordinates AS coordinates,
         a.record_types AS record_types, a.window_start AS window_start, a.window_end AS window_end
}
RETURN said_at, text, lang, asked, coordinates, record_types, window_start, window_end
ORDER BY said_at DESC
LIMIT $turn_limit
