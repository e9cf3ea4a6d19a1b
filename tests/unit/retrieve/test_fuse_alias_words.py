"""`named_by_words` asks a term's aliases through its `AliasWords` (session 57): the same answer as asking
`holds_residual_word` of each alias in turn, for every term of the dictionary and the words that reach into it."""

from __future__ import annotations

import random
from itertools import pairwise

from pia_graph.ontology import Dictionary
from pia_graph.retrieve.fuse_signals import alias_words, holds_residual_word, named_by_words


def _each_alias(term_key: str, words: list[str], dictionary: Dictionary) -> bool:
    term = dictionary.terms.get(term_key)
    return term is not None and bool(words) and any(holds_residual_word(a.text, words) for a in term.aliases)


def test_alias_words_answer_as_each_alias_would(dictionary: Dictionary) -> None:
    rng = random.Random(57)
    keys = sorted(dictionary.terms)
    probes = 0
    for key in rng.sample(keys, min(400, len(keys))):
        texts = [a.text.lower() for a in dictionary.terms[key].aliases]
        other = dictionary.terms[rng.choice(keys)].aliases
        pool = [t[i:j] for t in texts for i, j in [sorted(rng.sample(range(len(t) + 1), 2))] if len(t) > 1]
        pool += [a.text.lower()[:3] for a in other[:3]] + ["", "x", "혈압", "ache", "the", "pain", "\x00", "a\x00b"]
        pool += [texts[0] + "\x00" + texts[-1]] if texts else []
        pool += [a[-2:] + b[:2] for a, b in pairwise(texts)]  # spanning two aliases
        for word in pool:
            probes += 1
            assert named_by_words(key, [word], dictionary) == _each_alias(key, [word], dictionary), (key, word)
        assert named_by_words(key, pool, dictionary) == _each_alias(key, pool, dictionary)
    assert probes > 1000
    assert not named_by_words("drug:no_such_term", ["pain"], dictionary)
    assert not named_by_words(keys[0], [], dictionary)


def test_alias_words_are_made_once_per_term(dictionary: Dictionary) -> None:
    term = next(iter(dictionary.terms.values()))
    assert alias_words(term) is alias_words(term)
