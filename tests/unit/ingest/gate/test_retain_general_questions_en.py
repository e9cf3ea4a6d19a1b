"""English general questions and hearsay met on unseen wording (session 46, gate46; issue 12), wording of its own,
each with a guard: a thing's content asked with do / does and no mark ("do X have / contain Y",
``cues.QUESTION_START_EN``)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, load_default_dictionary

_DICTIONARY = load_default_dictionary()
_INDEX = AliasIndex.build(_DICTIONARY)


def _retain(text: str, lang: str = "en") -> bool:
    return retain_decision(analyse(analysed_form(text), lang, index=_INDEX, dictionary=_DICTIONARY)).retain


@pytest.mark.parametrize(("text", "kept"), [
    ("does sugar free gum contain xylitol", False),
    ("do flu shots have egg protein in them", False),
    ("do physio twice a week now and have less knee pain", True),  # a habit told with the subject dropped
    ("did a glucose check this morning, 6.1", True),  # a past subject-dropped statement is no question
])
def test_content_asked_with_do(text: str, kept: bool) -> None:
    assert _retain(text) is kept
