// Marks the tenant a user belongs to (the API's user ids are already qualified by their tenant).
// Parameters: $user_id, $tenant_id.
MATCH (u:User {user_id: $user_id})
SET u.tenant_id = $tenant_id
RETURN u.user_id AS user_id
