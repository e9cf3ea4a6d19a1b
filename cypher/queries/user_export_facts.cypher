// One user's facts in time order, without their embeddings, for their export. Parameters: $user_id.
MATCH (f:Fact {user_id: $user_id})
RETURN f {.*, embedding: null, user_id: null} AS fact
ORDER BY f.sort_time, f.fact_id
