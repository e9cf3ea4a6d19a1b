// Every index with its state and options (for `pia db init` / `pia db status`).
SHOW INDEXES YIELD name, type, state, labelsOrTypes, properties, options
RETURN name, type, state, labelsOrTypes, properties, options
ORDER BY name
