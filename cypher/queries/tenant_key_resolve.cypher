// The tenant of a live API key, looked up by the key's SHA-256 hash. Parameters: $key_hash.
MATCH (k:ApiKey {key_hash: $key_hash})
WHERE k.revoked_at IS NULL
RETURN k.tenant_id AS tenant_id, k.key_id AS key_id
