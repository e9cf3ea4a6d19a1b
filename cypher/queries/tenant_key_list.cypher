// The keys of one tenant (never their hashes), newest first. Parameters: $tenant_id.
MATCH (k:ApiKey {tenant_id: $tenant_id})
RETURN k.key_id AS key_id, toString(k.created_at) AS created_at, toString(k.revoked_at) AS revoked_at
ORDER BY k.created_at DESC
