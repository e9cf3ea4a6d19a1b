// rule words: the words a rule of the read and time paths alternates over, as lists curators edit; the rule keeps
// its grammar (digits, spacing, what comes before and after) in code. Curators: see ontology/README.md.
// Row: group, lang, note, cues (the words). Unlike 80_cues.cypher, a word here is taken as written:
//   - the list is read in its order: a rule takes the first word that matches where several would;
//   - a space stands for the gap the rule allows (any whitespace, or none in most Korean rules);
//   - no other syntax (a * is a star); case follows the rule.
// Read through pia_graph/ontology/word_lists.py; tests/unit/test_cue_literals.py fails on a new word list written
// in Python in the packages it watches. Stored as (:CueList {group, lang, cues, note}).
UNWIND [
  {group: 'date_move_verb', lang: 'ko', note: 'a verb that moves a date ("15일로 미뤘어", "다음주로 옮겼어요"): the date said with 으로/로 before it is the new one (temporal/moves.py)', cues: ['미뤘', '미뤄', '미루', '미뤄졌', '옮겼', '옮겨', '옮기', '바꿨', '바꿔', '바꾸', '바뀌', '바뀜', '바뀐', '변경', '연기', '당겼', '당겨', '당기', '조정']},
  {group: 'dated_event', lang: 'ko', note: 'an event that is dated: said with a present copula ("6월 5일 수술임", "수술은 6월 3일이에요") it lies ahead, so its date resolves forward (temporal/base.py)', cues: ['수술', '검사', '진료', '시술', '입원', '퇴원', '접종', '내시경', '촬영', '검진', '재진', '상담', '출산', '예약일', '진료일', '수술일', '시험']},
  {group: 'dotted_date_event', lang: 'ko', note: 'an event named after a dotted month and day ("3.15 수술"): the number pair is a date, not a decimal (rule date.md_dotted, temporal/rules_common.py)', cues: ['수술', '검사', '진료', '채혈', '접종', '입원', '퇴원', '예약', '시술', '병원', '내원', '재진', '출산']},
  {group: 'period_part', lang: 'ko', note: 'a part of a period said right after it (3월 초, 지난달 말, 작년 하반기): the date is that part (temporal/parts.py); longer words first', cues: ['초순', '중순', '하순', '초반', '중반', '후반', '말경', '말쯤', '말께', '상반기', '하반기', '초', '말', '중']},
  {group: 'state_ing', lang: 'en', note: 'the stem of a verb in -ing that tells a state or a symptom, not an arrangement: "I\'m feeling", "I\'m coughing" say nothing ahead (temporal/base.py)', cues: ['feel', 'hurt', 'ach', 'bleed', 'cough', 'sneez', 'spott', 'struggl', 'suffer', 'recover', 'heal', 'deal', 'sleep', 'wait', 'wonder', 'think', 'worry', 'try', 'wheez', 'vomit', 'throw', 'los', 'gain', 'notic', 'experienc', 'itch', 'burn', 'shak', 'sweat']},
  {group: 'state_doing', lang: 'en', note: 'how one is doing ("I\'m doing better"): a state, not an arrangement (temporal/base.py)', cues: ['better', 'worse', 'ok', 'okay', 'fine', 'good', 'great', 'well', 'alright']},
  {group: 'habit_advice_after', lang: 'ko', note: 'an ending right after a habit cue (금연하래, 끊어야, 끊고 싶): the statement is advice or intent, not a change made (hu2/habit_change.py)', cues: ['하래', '하라', '해야', '해라', '할까', '하고 싶', '하려', '할 거', '어야', '을까', '으려', '고 싶', '라고']},
  {group: 'habit_failed_before', lang: 'en', note: 'said right before a habit cue ("haven\'t quit", "failed to cut down"): the change was not made (hu2/habit_change.py)', cues: ["haven't", 'have not', "didn't", 'did not', 'not', 'never', "can't", 'cannot', "couldn't", 'failed to']},
  {group: 'habit_failed_after', lang: 'ko', note: 'said after a habit cue (금연 실패, 끊는 거 포기, 못 했어): the change was not made (hu2/habit_change.py)', cues: ['실패', '포기', '못 하', '못 했', '못했', '깨졌', '물거품']},
  {group: 'date_set_verb', lang: 'ko', note: 'a verb that sets a date, said after the date and 으로/로 ("10/7로 잡혔어", "15일로 잡았어", "다음 주로 잡힘"): a planned event, forward even in the past tense (temporal/base.py)', cues: ['잡혔', '잡혀', '잡힘', '잡았', '잡음', '정해졌', '정했', '바뀌었', '바꿨', '미뤄졌', '당겨졌']},
  {group: 'wake_verb', lang: 'ko', note: 'a wake verb or an alarm after a time ("7시에 일어남", "6시 기상", "5시쯤 깼어"): the end of the night of sleep (temporal/sleep.py; 눈 뜨다 stays in the rule)', cues: ['일어', '깼', '깨', '깸', '깬', '깰', '기상', '알람']},
  {group: 'duration_extra', lang: 'en', note: 'a word between a number and its unit that stretches the span ("3 more days", "2 full hours"): still a duration (temporal/duration.py)', cues: ['more', 'extra', 'additional', 'whole', 'full', 'straight']},
  {group: 'duration_not_ago', lang: 'en', note: 'after a span, one of these makes it a point in time ("2 days ago", "3 weeks from now"), not a duration (temporal/duration.py)', cues: ['ago', 'back', 'earlier', 'later', 'before', 'from now']},
  {group: 'reaction_stopped', lang: 'en', note: 'a drug stopped over what it did ("ambien made me sleepwalk ... doc took me off it"): a reaction that is not an allergy (hu2/reactions.py)', cues: ['stopped', 'quit', 'switched', 'came off', 'taken off', 'pulled me off']},
  {group: 'reaction_stopped', lang: 'ko', note: 'a drug stopped over what it did: a reaction that is not an allergy (hu2/reactions.py)', cues: ['끊었', '끊음', '중단', '바꿨', '바꿈']},
  {group: 'reaction_allergic', lang: 'ko', note: 'an allergic-type effect named by a word (붓고, 가려워서, 응급실): with a verb of causing, an allergy to the drug or food (hu2/reactions.py; beside 80_cues drug_reaction_sign)', cues: ['붓', '부었', '부어', '가려', '응급실']},
  {group: 'reaction_benefit', lang: 'ko', note: 'a benefit, not a reaction ("먹으면 좋아져", "괜찮아요"): the sentence reports no reaction (hu2/reactions.py)', cues: ['좋아', '나아', '괜찮', '가라앉', '진정']},
  {group: 'like_word', lang: 'ko', note: 'a like or a dislike (좋아해, 싫어, 선호, 즐겨 먹, 못 먹어): a preference fact (hu2/facts_view.py)', cues: ['좋아', '싫어', '선호', '즐겨', '못 먹']},
  {group: 'regimen_stop_phrase', lang: 'en', note: 'said right before a drug, the user stopped it ("gave up on the metformin", "got off omeprazole", "been off my statin since june"): the regimen is stopped, its end the day said (extract/medications.py); longer phrases first', cues: ['gave up on', 'given up on', 'gave up', 'given up', 'got off', 'gotten off', 'been off', 'went off', 'gone off', 'off']},
  {group: 'emoji_time_link', lang: 'en', note: 'after an emoji, one of these with a date or a day ("started lisinopril 😊 on 9/22", "🙏 since monday") goes on with the sentence before the emoji, whose time it tells (ingest/clauses.py)', cues: ['on', 'since', 'from', 'until', 'till', 'as of', 'starting']},
  {group: 'question_opening', lang: 'en', note: 'an English question opening ("can i take ...", "is it ok"): the fact asks, it states nothing (hu2/facts_view.py)', cues: ['can i', 'should i', 'is it', 'what can']}
] AS row
MERGE (c:CueList {group: row.group, lang: row.lang})
SET c.cues = row.cues, c.note = row.note
