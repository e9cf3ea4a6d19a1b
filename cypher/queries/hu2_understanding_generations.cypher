// HU2: how many times each given user's understanding was stored (a job done twice would show 2).
// Parameters: $user_ids.
MATCH (u:User)
WHERE u.user_id IN $user_ids
RETURN u.user_id AS user_id, coalesce(u.understanding_generations, 0) AS generations
