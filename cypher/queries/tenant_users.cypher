// The users of one tenant (their stored ids start with '<tenant>:'). Parameters: $tenant_id.
MATCH (u:User)
WHERE u.user_id STARTS WITH $tenant_id + ':'
RETURN u.user_id AS user_id
ORDER BY u.user_id
