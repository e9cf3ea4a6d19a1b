// curated aliases: words promoted from the candidate queue (`pia ontology candidates promote NORM TARGET`), or
// added here by hand. Curators: see ontology/README.md. Row fields: target (a term or concept key), text (the
// word as people write it), lang (en | ko), source ('candidate' or 'curator'), decided_at (YYYY-MM-DD).
// One row per line, so that a review diff shows one alias per line; `pia ontology check` names file and line.
UNWIND [
  {target: 'drug:levothyroxine', text: 'thyroxine', lang: 'en', source: 'curator', decided_at: '2026-12-01'},
  {target: 'test:t4_total', text: 'thyroxine', lang: 'en', source: 'curator', decided_at: '2026-12-01'},
  {target: 'drug:levothyroxine', text: '티록신', lang: 'ko', source: 'curator', decided_at: '2026-12-01'},
  {target: 'drug:omeprazole', text: '오메드', lang: 'ko', source: 'curator', decided_at: '2026-12-04'}
] AS row
MATCH (t {key: row.target})
WHERE t:Term OR t:Concept
WITH t, row, trim(reduce(s = '', c IN split(toLower(normalize(row.text, NFKC)), '') |
       CASE WHEN c IN [' ', '\t', '\n', '-', '_', '.', ',', ';', ':', '!', '?', "'", '"', '(', ')', '[', ']', '{', '}', '/', '\\', '|', '·']
            THEN CASE WHEN s = '' OR right(s, 1) = ' ' THEN s ELSE s + ' ' END
            ELSE s + c END)) AS norm
MERGE (al:Alias {norm: norm, lang: row.lang})
  ON CREATE SET al.text = row.text, al.source = row.source
MERGE (al)-[:ALIAS_OF]->(t);
