// Creates the tenant on first use and one API key for it, stored as its SHA-256 hash only.
// Parameters: $tenant_id, $key_id (public, shown in listings), $key_hash (hex SHA-256 of the whole key).
MERGE (t:Tenant {tenant_id: $tenant_id})
  ON CREATE SET t.created_at = datetime()
CREATE (k:ApiKey {key_id: $key_id, key_hash: $key_hash, tenant_id: $tenant_id, created_at: datetime()})
CREATE (k)-[:OF_TENANT]->(t)
RETURN k.key_id AS key_id, t.tenant_id AS tenant_id
