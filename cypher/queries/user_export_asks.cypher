// One user's questions kept without their words (`Ask`, retrieve/thread_read.py: what was understood of a question
// read and not retained, so that a follow-up can continue it), in time order, for their export. Parameters: $user_id.
// `said_at IS NOT NULL` (every Ask has one) lets Neo4j seek `Ask(user_id, said_at)` on the user.
MATCH (a:Ask {user_id: $user_id})
WHERE a.said_at IS NOT NULL
RETURN a {.*} AS ask
ORDER BY a.said_at
