// Creates the user on first sight; profile fields given by the agent (sex, birth_date) are set when present.
MERGE (u:User {user_id: $user_id})
ON CREATE SET u.created_at = datetime()
SET u.sex = coalesce($sex, u.sex), u.birth_date = coalesce($birth_date, u.birth_date)
RETURN u.user_id AS user_id, u.sex AS sex, u.birth_date AS birth_date
