// The database's alias normalization of each given text (the same expression as the scripts' tail).
UNWIND $texts AS text
WITH text, {text: text} AS a
RETURN text,
  trim(reduce(s = '', c IN split(toLower(normalize(a.text, NFKC)), '') |
       CASE WHEN c IN [' ', '\t', '\n', '-', '_', '.', ',', ';', ':', '!', '?', "'", '"', '(', ')', '[', ']', '{', '}', '/', '\\', '|', '·']
            THEN CASE WHEN s = '' OR right(s, 1) = ' ' THEN s ELSE s + ' ' END
            ELSE s + c END)) AS norm
