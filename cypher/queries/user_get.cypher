// One user node: whether the user exists, and the tenant it belongs to. Parameters: $user_id.
MATCH (u:User {user_id: $user_id})
RETURN u.user_id AS user_id, u.tenant_id AS tenant_id, u.sex AS sex, u.birth_date AS birth_date
