"""The gates' cues of asking: a question by its opening, its ending or its form, a condition that asks, a
hypothetical, a request (``cues`` re-exports them; the gates read them as ``cues.QUESTION_START_EN`` and so on)."""

from __future__ import annotations

from pia_graph.ingest.clauses import ASKING_NAYO_KO

QUESTION_START_EN = (
    r"^(?:so\s+|and\s+|but\s+|also\s+|hey\s+|ok\s+|okay\s+|yo\s+|um+\s+|uh+\s+|btw\s+|hmm+\s+|quick\s+q\W*\s*"
    # "wait which statin was it I started": the user stops to ask
    r"|wait\W?\s+|hold\s+on\W?\s+)?"
    # a wh-word whole ("whooping cough jab today", "however": no wh-word)
    r"(?:(?:what|whats|what's|wat|wht|when|whens|whn|where|wheres|why|how|hows|how's|howd|hw|who|whos|who's|whom|which|whose)\b"
    r"|(?!did\s+(?:a|an|some)\s)(?:do|does|did|is|isn't|are|aren't|was|were|can|could|should|shall|would|will|won't"
    r"|am|may|might|must)\s+(?:i|you|my|it|its|that|this|these|those|the|there|we|he|she|they|a|an|any"
    r"|some|coffee|people|someone|anyone|everyone|taking|eating|drinking)\b"
    r"|(?:have|has)\s+(?:i|you|my|we|they|he|she|it|anyone|there|the|this|that|your)\b"
    # "would running 5k a day be too much", "is walking enough": a gerund as the subject of an asked verb
    r"|(?:would|should|could|can|will|does|do|is|are)\s+\w+ing\b"
    # "is 5.7 prediabetes", "does metformin cause b12 deficiency": a verb first is a question (a statement
    # drops its subject before a past verb, "did a glucose check", never before these)
    r"|(?:is|isn't|are|aren't|does|doesn't)\s+(?!it\s+(?:still|again)\b)"
    r"|i\s+wonder\b|(?:just\s+)?(?:curious|wondering)\s+(?:what|if|whether|how|when|why|which|about)\b"
    # "anything on my allergy list besides penicillin", "any notes in my file about the knee": a list or file of
    # the user's asked for an item (session 46)
    r"|any(?:thing)?\s+(?:\w+\s+){0,2}?(?:on|in|from)\s+my\b"
    r"|(?:given|based\s+on|considering)\s+.*\b(?:which|what|how|should|can|is)\b"
    # asked with no mark by its form ("can metformin cause b12 deficiency", "u remember what the urologist called
    # it", "any reason i shouldnt get the booster", "difference between ldl and hdl"): a modal before a noun and a
    # verb of effect, a question to the listener's memory, an opener that only asks
    # (a thing's content asked with do or does: "do plasters have latex in them", "does this gum contain xylitol")
    r"|(?:do|does)\s+(?!(?:i|you|u|we|it|not|n't|my|our)\b)\w+(?:\s+\w+)?\s+(?:have|contain)\b"
    r"|(?:can|could|does|do|will|would|might|may)\s+(?!(?:i|you|u|we|it|not|n't)\b)\w+(?:\s+\w+)?"
    # (an adverb may stand before the verb, and whether a thing works is asked: "do probiotics actually do anything")
    r"\s+(?:(?:actually|really|even|ever)\s+)?(?:cause|affect"
    r"|raise|lower|interact|help|make|mess|increase|decrease|trigger|worsen|react|spike|drop|work|do\s+anything)\b"
    r"|(?:do\s+)?(?:you|u|ya)\s+(?:remember|recall|know)\b"
    r"|any\s+(?:reason|chance|way|idea|tips?|advice|risks?|side\s+effects?)\b"
    r"|(?:the\s+|whats\s+the\s+)?difference\s+between\b|(?:the\s+)?best\s+(?:time|way)\s+(?:of\s+(?:the\s+)?day\s+)?to\b)"
)
QUESTION_END_KO = (
    # (what the user said before, asked anywhere in the sentence, is the dictionary's ``ask`` list)
    r"(?:(?:언제|어디|뭐|무엇|몇\S*|얼마)\s*(?:야|지|였지|였어|이야|예요|에요|이었지)|" + ASKING_NAYO_KO
    + r"|까요|을까|ㄹ까|일까|는지도?요?|뭐야|뭐예요|뭐에요|였지|었지|얼마야|얼마였지|인가요"
    # (-ㄴ가요 on an adjective or a verb asks as 인가요 does: "자연분만 가능한가요", "같이 먹어도 되는가요")
    r"|(?<=[가-힣])[한은는]가요"
    # (-야 하나 weighs whether the user must: "나도 검사해야 하나", as -야 되나 does)
    r"|인가|(?<![라다])니|냐|(?:도|면|야)\s*돼요?|되나|되나요|야\s*하나요?|할까|될까|맞아|맞나요|있나|있나요|없나|건가요|건가|(?<=[었았였했잤갔왔봤됐셨땠랬댔뭐디제구마])더라|기억나|괜찮나|괜찮을까|괜찮은가|뭐\s*있어요?|뭐\s*있지|있지|먹지|했지"
    # the spoken noun ending (-음/-임) after a question word or a past recalled: "혈압약 이름 뭐였음", "내
    # 콜레스테롤 어땠음", "평균 얼마임"
    r"|(?:뭐|언제|어디|몇\S*|얼마)\s*(?:였|이었)?(?:음|임)|어땠음"
    # leave asked ("판콜 먹어도 괜찮아", "약이랑 같이 먹어도 상관없어"): -어도 before 괜찮다/상관없다 asks permission
    r"|도\s*(?:괜찮아|괜찮아요|상관\s*없어|상관\s*없어요|되나)"
    # "이번주에 약 몇번 빼먹었어": how many, asked with a plain ending
    r"|몇\s*(?:번|키로|km|시간|개|잔|알|kg|분|일|회|시)\S*\s+\S*(?:어|냐|니))\s*[.!~ㅠㅜㅋㅎ]*$"
)
# A clause asks by its form alone, with no question mark, wherever it stands in its sentence: a wh-word before
# an auxiliary ("what would happen", "when is it"), "how" before a measure ("how much children's tylenol"), or
# "what/which" before a noun and its complement ("what dose of tylenol for a 6 yr old"). A wh-word before a
# subject opens a subordinate clause ("when I woke up"), never a question, and is not matched.
QUESTION_FORM_EN = (
    r"^(?:so\s+|and\s+|but\s+|also\s+|ok\s+|okay\s+|then\s+)?(?:"
    r"(?:what|whats|what's|wht|wat|when|where|why|how|which|who)\s+(?:would|will|should|could|can|do|does|did|is"
    r"|are|am|was|were|has|have|shall|might|must)\b"
    r"|how\s+(?:much|many|long|often|bad|far|soon|high|low|big|come)\b"
    r"|(?:what|which)\s+(?!(?:a|an|the|i|you|he|she|we|they|it|my|your|his|her|our|their|this|that|these|those)\b)"
    r"\w+\s+(?:of|for|should|would|do|does|is|are|can|to)\b)"
)
# After a condition, the main clause asks by inversion or a wh-word ("if my tsh is 5 does that mean …", "if i
# stopped my bp meds what would happen"); an auxiliary right after a subject ("if it does that") is not one.
CONDITION_THEN_ASK_EN = (
    r"\bif\b.+?(?:\b(?:what|how|when|which|who|where)\s+(?:would|will|should|could|can|do|does|did|is|are|am)\b"
    r"|(?<!\bi\s)(?<!\byou\s)(?<!\bit\s)(?<!\bwe\s)(?<!\bthey\s)(?<!\bhe\s)(?<!\bshe\s)"
    # (the subject may be a thing of the user's: "if i skipped my metformin would my sugar spike")
    r"\b(?:does|do|would|will|should|could|can|is)\s+(?:that|it|this|i|my\s+\w+)\s+(?!\b(?:again|too|anymore)\b)\w+)"
)
# A Korean question by its wh-word, wherever it stands, and a final ending that can ask ("지난주말에 술 얼마나
# 마셨지 ㅋㅋ", "차이가 뭐임", "못잔 날 며칠이야"); an indefinite (언제나, 뭔가, 뭐든, 몇몇) asks nothing, and 왜 is
# left out: "왜 이렇게 피곤하지" tells a state as it wonders about it; a count of days going on ("몇일째 잠을 못자요",
# "며칠째", "몇 주째") says how long, it asks nothing.
WH_QUESTION_KO = (
    r"(?:^|\s)(?:얼마나|얼마|몇|며칠|언제|어디|뭐|뭘|무슨|어떤|어느|누가|누구)(?!나\b|나\s|든|뭐|몇|가\s"
    r"|\s*(?:일|주|달|개월|년)?\s*째)\S*"
    r"(?:\s+\S+)*?(?:지|야|얌|임|니|냐|나|까|래|더라|죠|는지|여|노)\s*[.!~ㅠㅜㅋㅎ]*$"
)
# 어떻게 and 얼마나 ask even before a plain ending ("9월부터 몸무게 어떻게 변했어", "나트륨 얼마나 돼"); 몇, 며칠,
# 뭐 and 언제 are left out: before a plain ending they are as often indefinite ("밤에 몇 번 깼어": a few times)
HOW_QUESTION_KO = r"(?:^|\s)(?:어떻게|얼마나)\s+(?:\S+\s+){0,3}?\S*(?:어|돼|가|해|래)요?\s*[.!~ㅠㅜㅋㅎ]*$"
# A condition said as imagined (만약/만일 … -면): the sentence is a case weighed, not the user's record ("만약에
# 칼륨이 6 나오면 심각한거야"); 만약을 (just in case) is not one
CONDITION_IMAGINED_KO = r"(?:만약|만일)(?!을|의)\S*\s+(?:\S+\s+){0,6}?\S*(?:으면|면|다면|라면|이면)(?=\s|$|[,.])"
# A question ending, then a short tail that only adds its context (Korean says the reason or the topic after the
# question: "술 마셔도 괜찮을까 약 먹는 중이라", "무릎에 안좋나요 일반적으로", "뭐 먹을까 혈당 생각하면")
QUESTION_TAIL_KO = (
    r"(?:[을ㄹ]까|까요|[었았였했는]나|" + ASKING_NAYO_KO + r"|[가-힣]니|[가-힣]냐|되나|될까|괜찮나|있나|없나)"
    r"\s+(?:\S*[^\s어아다요음함임지야]\s+){0,3}"
    r"\S*(?:이라|라|이랑|랑|하면|으면|면|려고|려구|으로|로|해서|니까|적으로)\s*[.!~ㅠㅜㅋㅎ]*$"
)
# -면 ... 어떡/어때 is a condition; 수면 and 냉면 are nouns ending in 면
HYPOTHETICAL_KO = r"(?:(?<!비교하)(?<![수냉])면\s*어떡|(?<!비교하)(?<![수냉])면\s*어때|다면|라면\s*어)"
REQUEST_EN = (
    r"^(?:please\s+|(?:can|could|would)\s+(?:you|u|ya)\s+)?(?:show|tell|list|remind|give|pull(?:\s+(?:up|together|out))?|"
    r"summari[sz]e|sum\s+up|plot|graph|chart|explain|compare|recap|find)\b"
    # "need my ldl numbers for the form": asking for the record, not telling it
    r"|^(?:please\s+)?(?:export|download|print|email|send|share|write|draft|compose|make\s+me|generate)\b"
    r"|\b(?:don'?t|do\s+not)\s+let\s+me\s+forget\b"
    r"|^(?:i\s+)?need\s+(?:my|the|all\s+my)\s+(?:\w+\s+){0,3}(?:numbers|results|records|readings|values|history|list)\b"
)
REQUEST_KO = (r"(?:보여\s*줘|보여\s*주세요|알려\s*줘|알려\s*주세요|정리해\s*줘|말해\s*줘|찾아\s*줘|그려\s*줘"
              r"|(?:보여|알려|정리해|말해|찾아)\s*줄래|[가-힣]\s*(?:줘요?|주세요)(?=\s*[.!?~ㅠㅜ]*$)|봐\s*줘(?![서도])|비교해\s*줘|비교해\s*주세요"
              # the benefactive asked of the listener in chat or politely, closing the clause
              # ("알려주셈", "비교해줄래요", "정리해주실래요"), or a plain -줘 said before an
              # afterthought ("계획 짜줘 지금 몸 상태 고려해서")
              r"|[가-힣]\s*(?:주셈|줄래요?|주실래요?|주시겠어요)(?=\s*[.!?~ㅠㅜ]*$)|[가-힣]\s*줘(?=\s+\S)"
              # a request to try a judgement on the user's records, said with 좀 ("평가 좀 해봐", "한번 봐봐")
              r"|좀\s*해\s*봐(?:요)?(?=\s*[.!?~ㅠㅜ]*$)"
              # "알려주라", "정리해주라": 주라 is 줘 said to a friend; "좀 보고싶은데": a wish to see the records
              r"|(?:알려|보여|정리해|말해|찾아|비교해|봐)\s*주라(?=\s*[.!?~ㅠㅜ]*$)"
              # (not the "try" auxiliary on a verb's -아/-어 form: "상담부터 해보고 싶어요" wants to try, asks nothing)
              r"|(?<![해어아와워여져쳐써])보고\s*싶(?:어|어요|은데|은데요|다|음)?(?=\s*[.!?~ㅠㅜ]*$))")
