// Every term with the fields the offline check compares against the scripts.
MATCH (t:Term)
RETURN t.key AS key, t.kind AS kind, t.record_type AS record_type, t.unit AS unit, t.loinc AS loinc
ORDER BY key
