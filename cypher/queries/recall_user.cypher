// Read path: does the user exist, and their profile as set through the service (sex, birth date).
// Parameters: $user_id.
OPTIONAL MATCH (u:User {user_id: $user_id})
RETURN u IS NOT NULL AS exists, u.sex AS sex, toString(u.birth_date) AS birth_date
