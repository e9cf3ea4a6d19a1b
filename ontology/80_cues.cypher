// cue words: the wording that decides what a record is, as lists curators edit. Curators: see ontology/README.md
// Row: group (what the cue says), lang, cues, note. A cue is a word or phrase, matched case-insensitively:
//   - a space matches any run of whitespace (in Korean also none: '안 먹었' matches '안먹었');
//   - an apostrophe in English is optional ("didn't take" also matches "didnt take");
//   - a trailing * continues the word ('discontinu*'); a lone * stands for any one word ('got my * in');
//   - Latin cues match whole words; Korean cues match inside words, where particles and endings glue on.
// The extractor reads these lists through pia_graph/ingest/cue_words.py; no Python copy may repeat them
// (tests/unit/ingest/test_cue_words.py fails on one). Stored as (:CueList {group, lang, cues, note}).
UNWIND [
  {group: 'dose_missed', lang: 'en', note: 'a dose that was not taken: a missed medication_intake, named or unnamed drug', cues: ['forgot', 'forget', 'forgetting', 'missed', 'miss', 'skipped', 'skip', 'skipping', "didn't take", 'did not take', 'never took', "haven't taken", 'have not taken', "hasn't taken", 'has not taken', 'no dose', "wasn't able to take", "couldn't take"]},
  {group: 'dose_missed', lang: 'ko', note: 'a dose that was not taken', cues: ['깜빡', '빼먹', '까먹', '안 먹었', '안 먹고', '안 먹음', '안 먹은', '못 먹었', '못 먹고', '못 먹음', '못 먹은', '안 챙겨 먹', '못 챙겨 먹', '안 복용', '못 복용', '거르', '걸렀']},
  {group: 'dose_taken', lang: 'en', note: 'a dose that was taken: a taken medication_intake, named or unnamed drug', cues: ['took', 'taken', 'had a', 'had an', 'had my', 'had the', 'had two', 'had 2', 'popped', 'swallowed', 'used my', 'used the', 'got my * in', 'got the * in']},
  {group: 'dose_taken', lang: 'ko', note: 'a dose that was taken', cues: ['먹었', '먹음', '복용했', '맞았', '챙겨 먹었', '먹고 왔', '먹고 잤', '먹고 나왔']},
  {group: 'birth', lang: 'en', note: 'a date with its year said with one of these is the birth date (rule profile.born_date)', cues: ['born', 'birthday', 'bday', 'b-day', 'dob', 'date of birth', 'birth date', 'birthdate']},
  {group: 'birth', lang: 'ko', note: 'a date with its year said with one of these is the birth date', cues: ['생일', '생년월일', '태어났', '태어난', '출생']},
  {group: 'figurative', lang: 'en', note: 'a health word said figuratively: not health evidence for the gate, no record', cues: ['to die for', 'could eat a horse', 'pain in the neck', 'pain in the butt', 'pain in the ass', 'pain in my neck', 'is a * headache', 'is such a headache', 'is a headache', 'a total headache', 'a real headache', 'such a headache', 'a massive headache', 'a huge headache', 'sick of', 'sick and tired', 'makes me sick', 'dying to', 'killing it', 'heartburn of a']},
  {group: 'figurative', lang: 'ko', note: 'a health word said figuratively', cues: ['골치 아파', '골치가 아파', '골치 아프', '골치가 아프', '골 아파', '머리 아픈 일', '머리 아픈 문제', '속 터져', '속 터지', '배 아파 죽', '배가 아파 죽']},
  {group: 'onset', lang: 'en', note: 'a symptom said to start at the time said: the time is its start, not its date', cues: ['started', 'began', 'kicked in', 'came on', 'set in', 'onset', 'ever since', 'first noticed']},
  {group: 'onset', lang: 'ko', note: 'a symptom said to start at the time said', cues: ['시작', '생겼', '나기 시작']},
  {group: 'gate_health', lang: 'en', note: 'RETAIN gate: words that make a clause about health, beside the patterns in ingest/cues.py (body, intimacy, thoughts of self-harm)', cues: ['tummy', 'belly', 'erection*', 'erectile', 'libido', 'sex drive', 'want to die', 'wanna die', 'kill myself', 'end it all', 'short of breath', 'out of breath', 'breathless*']},
  {group: 'gate_health', lang: 'ko', note: 'RETAIN gate: words that make a clause about health (body, intimacy, thoughts of self-harm)', cues: ['숨이 * 차', '숨 * 차', '숨쉬기', '발기', '성욕', '사라지고 싶', '살기 싫']},
  {group: 'hypothetical', lang: 'en', note: 'an imagined case, wherever it is said: the sentence is no record (RETAIN gate)', cues: ['hypothetical*', 'what if', 'suppose', 'supposing', 'imagine', "let's say", 'in theory']},
  {group: 'conditional', lang: 'en', note: 'a condition that makes a question hypothetical ("if I ..., should I ...?", "in case I ever ..., which ...?"); in a statement it is a habit of the user and is kept', cues: ['if i', 'if you', 'if someone', 'if somebody', 'if a person', 'if one', 'if he', 'if she', 'if they', 'if my', 'if your', 'in case i', 'in case my', 'in case you', 'in case someone']},
  {group: 'conditional', lang: 'ko', note: 'a condition that makes a question hypothetical', cues: ['만약', '만일']},
  {group: 'intention', lang: 'en', note: 'a plan or a craving weighed, not done: no record (RETAIN gate)', cues: ['thinking of joining', 'thinking about joining', 'debating whether', 'torn between']},
  {group: 'intention', lang: 'ko', note: 'a plan or a craving weighed, not done: no record (RETAIN gate)', cues: ['할까 고민', '까 고민', '할까 생각', '까 말까', '하기 딱', '하기 좋은 날', '땡긴', '땡기', '땡겨']},
  {group: 'rating', lang: 'en', note: 'a bare number from 0 to 10 said right after one of these, in a symptom clause, is its severity ("like a 5"; English says the hedge before the number)', cues: ['like a', 'maybe a', 'maybe like a', 'about a', 'around a', "i'd say a", 'id say a', 'probably a', 'prob a', 'solid', 'a good']},
  {group: 'rating', lang: 'ko', note: 'a bare number from 0 to 10 said right before one of these, in a symptom clause, is its severity ("7정도"; Korean says the hedge after the number)', cues: ['정도', '쯤', '점 정도', '점쯤']},
  {group: 'now_fine', lang: 'en', note: 'a condition the user had in the past (had, as a kid, growing up), said with one of these, is resolved', cues: ['fine now', 'ok now', 'okay now', 'good now', 'gone now', 'not anymore', 'not any more', 'grew out of it', 'all good now']},
  {group: 'now_fine', lang: 'ko', note: 'a condition the user had in the past (있었, 어릴 때), said with one of these, is resolved', cues: ['지금은 괜찮', '지금은 다 괜찮', '이제 괜찮', '이제는 괜찮', '지금은 없', '이제 없', '지금은 멀쩡', '다 나았']},
  {group: 'ask', lang: 'en', note: 'a question about what the user said or logged before, asked without a question mark or beside a clause of context: the sentence is a question (RETAIN gate)', cues: ['what was it called', 'what was that called', "what's it called", 'what was the name', 'what was his name', 'what was her name', 'did i mention', 'did i tell you', 'have i told you', 'i told you about', 'what did i say', 'what did i tell you', 'remind me what', 'remind me which', 'remind me when', 'remind me how', 'based on what i*', 'from what i*']},
  {group: 'ask', lang: 'ko', note: 'a question about what the user said before, anywhere in the sentence (Korean often goes on without punctuation)', cues: ['했었지', '었었지', '였었지', '였더라', '었더라', '뭐였지', '다고 했지', '라고 했지', '어땠더라', '어땠지', '어때', '어땠어']}
] AS row
MERGE (c:CueList {group: row.group, lang: row.lang})
SET c.cues = row.cues, c.note = row.note
