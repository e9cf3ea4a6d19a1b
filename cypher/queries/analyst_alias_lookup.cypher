// Curators: what a word resolves to. Every alias whose normalised form contains the word, with its term.
// :param word => 'sugar'
MATCH (al:Alias)-[:ALIAS_OF]->(t)
WHERE al.norm CONTAINS toLower(trim($word))
RETURN al, t
LIMIT 100
