"""Rule ``plans.plan_weighed``: a plan the user weighs or announces is no record (RETAIN gate verdict
hypothetical), by its grammar, not by whole phrases: an English announcement with a time still to come or a hedge,
a Korean ending that weighs (-ㄹ까 on any stem in ㄹ) or intends (-려고, -야지, 예정), the Korean future on a stem
in ㄹ with a time still to come. Wording of its own (not the suites'); the guards keep what is done, a goal and a
regimen given the day it starts."""

from __future__ import annotations

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.plans import obligation_unmet, plan_weighed
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, load_default_dictionary


@pytest.mark.parametrize(("text", "lang"), [
    ("i'll probably book a dentist cleaning sometime in the spring", "en"),
    ("im gonna start swimming again next week", "en"),
    ("so i'm going to try the keto thing after the holidays", "en"),
    ("planning on getting my eyes tested soon-ish, maybe", "en"),
    ("내년엔 치과 스케일링 받아볼까", "ko"),
    ("수영 다시 다녀볼까봐요", "ko"),
    ("다이어트 한약 먹어볼까 싶어요ㅋㅋ", "ko"),
    ("다음달부터 저녁은 샐러드로 먹으려고요", "ko"),
    ("다음주에 병원 가요 피검사 받으려고", "ko"),  # a statement, then -려고, with a time still to come: a plan
    ("건강검진 예약해야겠다", "ko"),
    ("이따 저녁에 한강 뛸 거야", "ko"),
    ("다음주에 친구들이랑 등산 가기로 했어", "ko"),  # a plan decided (-기로 하다) with a time still to come
    ("we're going bouldering this saturday", "en"),
    ("im gonna try the couch to 5k thing wednesday", "en"),  # a weekday named bare after the marker
    ("치과 가려고요 다음 주에", "ko"),  # a time to come spelled with a space, said after the ending
])
def test_a_plan_weighed_or_announced(text: str, lang: str) -> None:
    assert plan_weighed(analysed_form(text), lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("i went swimming again yesterday", "en"),  # done
    ("ill since tuesday, probably the flu", "en"),  # "ill" is no "i'll" at the start of a plan
    ("gonna aim for 10k steps a day next month", "en"),  # a goal: the goal rule's record
    ("i'll be on losartan 50mg from tomorrow", "en"),  # a regimen given the day it starts
    ("i'll log my weight every morning", "en"),  # no time to come, no hedge: not judged a plan here
    ("살찔까봐 어제 저녁 굶었어", "ko"),  # -ㄹ까 봐 inside, a past statement closes it
    ("술 끊기로 했어", "ko"),  # decided, no time to come: a change that may be made already
    ("we went bouldering this saturday", "en"),
    ("어제 한강 뛰었어", "ko"),
    ("내일 병원 가는 날이라 오늘 금식 중", "ko"),  # no future ending closes it
    ("맥주 매일 한캔씩 마셔요 잠 좀 자려고", "ko"),  # -려고 after a statement made: its purpose, no plan
    ("요가 다녀요 허리 좀 펴려구", "ko"),
    ("wednesday i went for a 5k run", "en"),  # a weekday with no plan marker is no plan
])
def test_guard_what_is_no_plan(text: str, lang: str) -> None:
    assert not plan_weighed(analysed_form(text), lang)


@pytest.mark.parametrize(("text", "lang", "retain"), [
    ("maybe i'll get my a1c rechecked next month", "en", False),
    ("라식 수술 언젠가 해볼까", "ko", False),
    ("got my a1c rechecked, 6.4. i'll probably do it again next month", "en", True),  # the value is kept
])
def test_the_retain_gate_drops_only_the_plan(text: str, lang: str, retain: bool) -> None:
    dictionary = load_default_dictionary()
    utterance = analyse(analysed_form(text), lang, index=AliasIndex.build(dictionary), dictionary=dictionary)
    assert retain_decision(utterance).retain is retain


@pytest.mark.parametrize(("text", "unmet"), [
    ("스케일링 받으러 가야 하는데", True),  # an obligation not yet met, no number: nothing done
    ("안과 예약해야 되는데요", True),
    ("새벽 2시에 치킨 먹음 ㅠ 야식 줄여야 되는데", False),  # a time told before it: a done fact
    ("맥주 매일 두 캔씩 마셔요 줄여야 하는데", False),  # a statement made before it: the change meant of it
    ("이 약은 평생 먹어야 해요", False),  # an obligation told as a fact, no connective
])
def test_an_obligation_not_yet_met(text: str, unmet: bool) -> None:
    assert obligation_unmet(analysed_form(text)) is unmet


@pytest.mark.parametrize(("text", "retain"), [
    ("안과 예약해야 되는데 너무 바쁘다", False),  # the obligation opens the turn: nothing told
    ("어제 밤에 치킨 먹었어요 야식 줄여야 되는데", True),  # after a told clause: the meal is kept
])
def test_the_retain_gate_on_an_obligation(text: str, retain: bool) -> None:
    dictionary = load_default_dictionary()
    utterance = analyse(analysed_form(text), "ko", index=AliasIndex.build(dictionary), dictionary=dictionary)
    assert retain_decision(utterance).retain is retain
