// Record the dictionary version just loaded and make it the current one.
MERGE (v:DictionaryVersion {version: $version})
SET v.checksum = $checksum, v.loaded_at = datetime($loaded_at), v.scripts = $scripts, v.current = true
WITH v
OPTIONAL MATCH (o:DictionaryVersion)
WHERE o <> v AND o.current = true
SET o.current = false
RETURN v.version AS version, v.checksum AS checksum
