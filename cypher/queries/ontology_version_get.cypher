// The dictionary version loaded now (none before the first `pia ontology load`).
MATCH (v:DictionaryVersion)
WHERE v.current = true
RETURN v.version AS version, v.checksum AS checksum, v.loaded_at AS loaded_at, v.scripts AS scripts
ORDER BY v.loaded_at DESC
LIMIT 1
