// causal cues: words with which users state a cause ("since I started the naproxen", "야식 때문에"). A fact that
// carries a cue and names two terms (or one, beside the records of the same turn) is the user's causal statement.
// Row: text (matched case-insensitively; English on word boundaries, Korean anywhere), lang, note.
UNWIND [
  {text: 'since i started', lang: 'en'}, {text: 'since starting', lang: 'en'}, {text: 'since i stopped', lang: 'en'},
  {text: 'since stopping', lang: 'en'}, {text: 'because of', lang: 'en'}, {text: 'because', lang: 'en'},
  {text: 'due to', lang: 'en'}, {text: "it's the", lang: 'en'}, {text: 'it is the', lang: 'en'},
  {text: 'is working', lang: 'en'}, {text: 'seems to be working', lang: 'en'}, {text: 'seems to help', lang: 'en'},
  {text: 'helps', lang: 'en'}, {text: 'helped', lang: 'en'}, {text: 'wrecks', lang: 'en'}, {text: 'ruins', lang: 'en'},
  {text: 'pushing', lang: 'en'}, {text: 'causing', lang: 'en'}, {text: 'caused', lang: 'en'}, {text: 'causes', lang: 'en'},
  {text: 'makes my', lang: 'en'}, {text: 'gives me', lang: 'en'}, {text: 'triggers', lang: 'en'},
  {text: 'the day after i', lang: 'en'}, {text: 'whenever i', lang: 'en'}, {text: 'when i eat', lang: 'en'},
  {text: 'when i drink', lang: 'en'}, {text: 'from the', lang: 'en'}, {text: 'after i started', lang: 'en'},
  {text: '때문에', lang: 'ko'}, {text: '때문인', lang: 'ko'}, {text: '탓에', lang: 'ko'}, {text: '탓인', lang: 'ko'},
  {text: '덕분에', lang: 'ko'}, {text: '다음 날', lang: 'ko'}, {text: '시작하고 나서', lang: 'ko'},
  {text: '먹고 나서', lang: 'ko'}, {text: '끊고 나서', lang: 'ko'}, {text: '효과가', lang: 'ko'}
] AS row
MERGE (p:CausalParam {kind: 'cue', key: row.lang + ':' + row.text})
SET p.text = row.text, p.lang = row.lang, p.note = coalesce(row.note, '');
