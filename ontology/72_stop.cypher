// stop forms: ordinary phrases that hide a shorter alias inside them ("ran out" of milk is no run; a 국회의원 is
// no clinic). The gate matches the longest form; a stop form matches nothing and hides what is inside it. An alias
// of the same text always wins (check fails on such a clash). Stored as (:Alias {stop: true}) without ALIAS_OF.
UNWIND [
  {text: 'ran out', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'run out', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'running out', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'runs out', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'ran into', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'run into', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'running into', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'runs into', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'ran across', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'run across', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'ran away', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'run away', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'ran off', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'physical education', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'physical science', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'physical appearance', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'physical world', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'physical evidence', lang: 'en', stop: true, note: 'ordinary phrase'},
  {text: 'blackout curtains', lang: 'en', stop: true, note: 'a window blind, not fainting'},
  {text: 'blackout curtain', lang: 'en', stop: true, note: 'a window blind, not fainting'},
  {text: 'blackout blinds', lang: 'en', stop: true, note: 'a window blind, not fainting'},
  {text: 'blackout shades', lang: 'en', stop: true, note: 'a window blind, not fainting'},
  {text: 'power blackout', lang: 'en', stop: true, note: 'a power cut, not fainting'},
  {text: '열 개비', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열개비', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열 개피', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열개피', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열 개', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열개', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열 잔', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열잔', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열 번', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열번', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열 알', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열알', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열 명', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열명', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열 살', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열살', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열 시간', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열시간', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열 달', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열달', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열 가지', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열가지', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열 캔', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열캔', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열 정', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '열정', lang: 'ko', stop: true, note: 'the native number ten before a counter (열 개비 = ten cigarettes), no fever'},
  {text: '국회의원', lang: 'ko', stop: true, note: 'ordinary word'},
  {text: '의원님', lang: 'ko', stop: true, note: 'ordinary word'},
  {text: '시의원', lang: 'ko', stop: true, note: 'ordinary word'},
  {text: '구의원', lang: 'ko', stop: true, note: 'ordinary word'},
  {text: '도의원', lang: 'ko', stop: true, note: 'ordinary word'},
  {text: '의원회관', lang: 'ko', stop: true, note: 'ordinary word'},
  {text: '의원실', lang: 'ko', stop: true, note: 'ordinary word'},
  {text: 'boxing day', lang: 'en', stop: true, note: 'a holiday (26 December), no boxing'}
] AS row
WITH row, trim(reduce(s = '', c IN split(toLower(normalize(row.text, NFKC)), '') |
       CASE WHEN c IN [' ', '\t', '\n', '-', '_', '.', ',', ';', ':', '!', '?', "'", '"', '(', ')', '[', ']', '{', '}', '/', '\\', '|', '·']
            THEN CASE WHEN s = '' OR right(s, 1) = ' ' THEN s ELSE s + ' ' END
            ELSE s + c END)) AS norm
MERGE (al:Alias {norm: norm, lang: row.lang})
  ON CREATE SET al.text = row.text, al.source = 'stop'
SET al.stop = true, al.note = coalesce(row.note, '');
