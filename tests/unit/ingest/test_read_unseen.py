"""Session 30: the READ router on unseen wording. Asks joined by "+", a request verb or a Korean comma; asks for
text other than speech (a reason, a place, a plan) beside a record ask; contracted Korean speech endings (뭐래,
한댔지, 하랬지, 한말); a reason recalled (왜 ... 끊었었지); a superlative over the own past; a fragment that
counts or compares the own days. The sentences are written for the test, not taken from a suite."""

from __future__ import annotations

import pytest

from tests.unit.ingest.read_analysed import decide_read

CASES = [
    # a record ask and an ask for text, however they are joined: both
    ("how many nosebleeds since the ent visit + what did he tell me to avoid", "en", "both"),
    ("show me my weight this month and remind me what the dietitian suggested", "en", "both"),
    ("hdl numbers since i started fish oil, and did the doctor say anything about stopping it", "en", "both"),
    ("ALT 52 now. what was it last winter and why did the hepatologist change my dose?", "en", "both"),
    ("요산 수치 어떻게 변했는지, 류마티스내과 쌤이 식단 얘기한거 있었나", "ko", "both"),
    ("크레아티닌 8.1 나옴 작년엔 몇이었고 그때 약 왜 바꿨었지", "ko", "both"),
    ("저번 중성지방이랑 그때 원장님이 뭐라셨는지", "ko", "both"),
    ("콜레스테롤 전에 몇이었고 내과 쌤이 안 떨어지면 어떻게 한댔지", "ko", "both"),
    ("이번달 혈당 기록이랑 약사가 감기약 관련해서 한말 뭐였지", "ko", "both"),
    # what someone said, a reason, a place, a plan, a brand: associative
    ("what'd the nurse say was behind the swelling", "en", "associative"),
    ("which spray did the walk-in clinic guy recommend?", "en", "associative"),
    ("the shampoo i said didnt irritate my scalp, what brand was it", "en", "associative"),
    ("메트포르민 왜 끊었다고 했지 내가", "ko", "associative"),
    ("아토르바스타틴 왜 그만뒀었죠?", "ko", "associative"),
    ("위내시경 어디서 받기로 했었지", "ko", "associative"),
    ("의사가 두드러기 원인 뭐래?", "ko", "associative"),
    ("정형외과에서 지난번에 뭐랬지", "ko", "associative"),
    # the own records asked by a superlative, a count or a comparison of days: structured
    ("혈압 제일 높았던게 언제였어", "ko", "structured"),
    ("how many nosebleeds so far this year", "en", "structured"),
    ("resting heart rate yesterday vs today?", "en", "structured"),
    ("temp is 38.9 again. when did this whole fever start?", "en", "structured"),
    ("혈압약 먹은지 얼마나 됐지?", "ko", "structured"),
    ("지난달 평균 걸음수", "ko", "structured"),
    ("이번달 운동시간 합계", "ko", "structured"),
    ("공복 118 나옴 다이어트 할때는 더 낮았나?", "ko", "structured"),
    ("swam 2k in 41 min, is that my best this month?", "en", "structured"),
    # a clinician gave or told the user to use a drug: what was said
    ("눈 또 충혈됨 안과에서 넣으라고 한 안약 이름 뭐였지", "ko", "associative"),
    ("잇몸 또 부음 치과에서 쓰라고 한 가글 뭐였지", "ko", "associative"),  # 라고 한 + a noun: what was said
    ("이번달 혈압약 먹었다고 한 날 며칠이야", "ko", "structured"),
    ("방금 맥박 102 평소보다 높은거야?", "ko", "structured"),  # a comparison with the own usual reads
    ("요번주 혈압약 빼먹은날 며칠이야?", "ko", "structured"),
    ("재활 선생님이 알려준 스트레칭 다시 알려줘", "ko", "associative"),  # a record reported, counted: a typed field
    # the records and what was said, asked together in other forms
    ("everything you know about my shoulder", "en", "both"),
    ("내 허리에 대해 알고있는거 다 정리해줘", "ko", "both"),
    ("my sleep since the new job + what were my notes about naps", "en", "both"),
    ("a1c trend since i switched to insulin and what did my endo say", "en", "both"),
    # a plan decided, asked back; a plan told before a question about a reading keeps the reading's route
    ("검진 받기로 한 곳 어디였지", "ko", "associative"),
    ("운동 시작하기로 했는데 요즘 체중 어때?", "ko", "structured"),
    ("bp 141/90 this morning, whats my trend since seeing the cardiologist and what were his instructions again",
     "en", "both"),
]
# -더라 after a plain verb tells what the user saw ("it was amazing"); it asks only after a past form or a wh-word.
NO_READ = [
    ("당뇨 다큐 봤는데 재밌더라", "ko"),
    ("아랫집 강아지 장염이래 주사 맞는다더라", "ko"),
    # a pet's trouble judged, a value just told judged in general, how to use the app
    ("my cat has been sneezing all day, should i be worried?", "en"),
    ("고양이가 어제부터 밥을 안먹어요 괜찮을까요", "ko"),
    ("pulse 104 after coffee, should i be worried?", "en"),
    ("started taking magnesium at night. is that good for sleep?", "en"),
    ("how do i change my password", "en"),
    ("맥박 112 나왔는데 이거 높은거지?", "ko"),
    ("공복혈당 99 나옴 이 정도면 정상이야?", "ko"),
    ("맥박 128 심각한거야?", "ko"),
    ("우리 고양이 나비가 하루종일 토해 병원 가야돼?", "ko"),
]
# a recall about a pet's care still reads
PET_RECALL = [("우리 고양이 다니는 동물병원 이름 뭐였지", "ko"), ("what was the name of my dog's vet again?", "en"),
              ("the neighbour's dog bit my hand, should i get a tetanus shot given my vaccine history?", "en")]


@pytest.mark.parametrize(("text", "lang", "route"), CASES)
def test_unseen_wording_routes(text: str, lang: str, route: str) -> None:
    decision = decide_read(text, lang)
    assert decision.read and decision.route == route, decision


@pytest.mark.parametrize(("text", "lang"), NO_READ)
def test_a_told_retrospective_does_not_read(text: str, lang: str) -> None:
    assert not decide_read(text, lang).read


@pytest.mark.parametrize(("text", "lang"), PET_RECALL)
def test_a_recall_about_a_pets_care_reads(text: str, lang: str) -> None:
    assert decide_read(text, lang).read
