// Isolation audit: user-scoped nodes linked to one user's turns, records or facts that belong to someone else.
MATCH (t:Turn {user_id: $user_id})
OPTIONAL MATCH (t)<-[:FROM_TURN]-(n)
WITH collect(DISTINCT n) + collect(DISTINCT t) AS own
UNWIND own AS n
MATCH (n)-[]-(m)
WHERE m.user_id IS NOT NULL AND m.user_id <> $user_id
RETURN count(DISTINCT m) AS foreign_nodes
