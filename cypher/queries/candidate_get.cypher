// One candidate of the curators' queue by its normalised word (the word itself, its language and status).
MATCH (c:Candidate {norm: $norm})
RETURN c.norm AS norm, coalesce(c.text, c.norm) AS text, c.lang AS lang, c.status AS status, c.count AS count
