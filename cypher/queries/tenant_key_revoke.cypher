// Revokes the live keys of a tenant: one key ($key_id) or all of them ($key_id = '').
// Parameters: $tenant_id, $key_id.
MATCH (k:ApiKey {tenant_id: $tenant_id})
WHERE k.revoked_at IS NULL AND ($key_id = '' OR k.key_id = $key_id)
SET k.revoked_at = datetime()
RETURN k.key_id AS key_id
