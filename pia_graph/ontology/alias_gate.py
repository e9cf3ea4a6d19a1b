"""The exact-alias admission gate: find dictionary terms in an utterance.

Longest match over normalized text, on word boundaries (``ALT`` never inside ``SALT``), with Korean
particles allowed after a term (``공복혈당이`` matches ``공복혈당``) and, after a drug, a dosage form or product
line (``게보린정``, ``판피린큐``). An ambiguous form is resolved only by the context rules declared for it;
otherwise the match says so (``term_key`` None, ``candidates`` listed).

Two engines give the same matches: ``automaton`` (default; one Aho-Corasick automaton over every key, built
with ``pyahocorasick``, finds every key occurrence in one pass) and ``scan`` (the earlier loop that tries
every length at every position; kept for ``pia bench match``, which times both side by side).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

import ahocorasick

from pia_graph.ontology.alias_variants import copula_forms, inflections, singular_forms, spelled_letters
from pia_graph.ontology.ko_conjugate import conjugations, form_closed
from pia_graph.ontology.ko_spacing import (
    MIN_GLUED_WORD,
    CompactText,
    after_glued_head,
    after_glued_word,
    compact_hangul,
    glued_heads,
    glued_predicates,
    glued_word_ends,
    predicate_follows,
    run_on,
    split_key_ok,
)
from pia_graph.ontology.ko_suffixes import KO_CONDITION_MEDICINE
from pia_graph.ontology.model import Ambiguity, ContextRule, Dictionary
from pia_graph.ontology.normalize import normalize_alias, normalize_with_offsets
from pia_graph.ontology.term_edges import char_class, cue_in, is_hangul, morph_boundary, product_suffix_ok, suffix_ok

Engine = Literal["automaton", "scan"]

MIN_GLUED_TERM = 2  # syllables of a term glued after a word ("심해서|오메프라졸"); never a one-syllable key
MIN_GLUED_DRUG = 3  # syllables of a drug's name glued after any word ("혈압약|암로디핀"), never "코자"

ORIGIN_RANK = {"alias": 0, "compact": 1, "inflection": 2, "conjugation": 3}
# Terms a Korean predicate alias names ("어지러웠어", "핑 돌아", "피곤함"), whose conjugations are its keys too
# (ko_conjugate); a drug, a test, a vaccine, a food, a body part or a measure is named by a noun, and a procedure's
# lay phrase has its own forms (alias_variants)
_CONJUGATED_KINDS = ("symptom:", "condition:", "mood:", "activity:", "sleep:", "substance:", "meal:", "profile:",
                     "preference:", "goal:")
# the terms a user says with a predicate as often as with a noun: a single word of theirs that may be a noun or a
# predicate's form (아픔, 뒤척임, 요가) is read as a predicate; for the others only a form no noun has (ko_conjugate)
_PREDICATE_KINDS = ("symptom:", "mood:", "activity:", "sleep:")


@dataclass(frozen=True, slots=True)
class TermMatch:
    start: int
    end: int
    surface: str
    norm: str
    term_key: str | None
    candidates: tuple[str, ...]
    ambiguous: bool
    rule: str
    confidence: float = 1.0  # below 1 for a fuzzy (misspelt) match: it lowers the record's confidence

    @property
    def is_concept(self) -> bool:
        return bool(self.term_key and self.term_key.startswith("concept:"))


@dataclass(frozen=True, slots=True)
class _Entry:
    targets: tuple[str, ...]
    origin: str
    alias_norm: str  # the norm of the alias this key came from


class AliasIndex:
    """In-memory index of every alias; build once per dictionary version."""

    def __init__(
        self,
        table: Mapping[str, _Entry],
        ambiguities: Mapping[str, Ambiguity],
        engine: Engine = "automaton",
        glued_heads: Iterable[str] = (),
        glued_ends: Iterable[str] = (),
        glued_predicates: Iterable[str] = (),
    ) -> None:
        self._table = dict(table)
        self._ambiguities = dict(ambiguities)
        # Korean words after which a term may start inside the same word ("오늘열37.8", "아침혈압"): the
        # dictionary's cue list ``glued_head``; a term glued after any other syllable still needs a run-on.
        self._glued_heads = frozenset(glued_heads)
        # a word closed by a particle or a connective ending before a term glued to it ("심해서오메프라졸"), and
        # the starts of a predicate after one ("스틸녹스먹었어"): the cue lists ``glued_word_end`` and
        # ``glued_predicate``
        self._glued_ends = frozenset(glued_ends)
        self._glued_predicates = frozenset(glued_predicates)
        self._max_len = max((len(k) for k in self._table), default=0)
        self.engine: Engine = engine
        self._automaton = ahocorasick.Automaton()
        for key in self._table:
            self._automaton.add_word(key, len(key))
        if self._table:
            self._automaton.make_automaton()

    def with_engine(self, engine: Engine) -> AliasIndex:
        """The same index matching with another engine (for benchmarks and equivalence tests)."""
        return AliasIndex(
            self._table, self._ambiguities, engine, self._glued_heads, self._glued_ends, self._glued_predicates
        )

    # ---- building -------------------------------------------------------------------------------
    @classmethod
    def build(cls, dictionary: Dictionary) -> AliasIndex:
        pairs = [(a.norm, a.target) for a in dictionary.aliases()]
        ambiguities = {amb.norm: amb for amb in dictionary.ambiguities.values()}
        return cls._from_pairs(
            pairs,
            ambiguities,
            {norm for norm, _ in dictionary.stops},
            glued_heads(dictionary),
            glued_word_ends(dictionary),
            glued_predicates(dictionary),
        )

    @classmethod
    def from_alias_rows(
        cls,
        rows: Iterable[Mapping[str, Any]],
        heads: Iterable[str] = (),
        ends: Iterable[str] = (),
        predicates: Iterable[str] = (),
    ) -> AliasIndex:
        """Build from the rows of the ``ontology_alias_index`` query (the database's view); ``heads``, ``ends``,
        ``predicates``: the dictionary's ``glued_heads``, ``glued_word_ends`` and ``glued_predicates``."""
        pairs: list[tuple[str, str]] = []
        ambiguities: dict[str, Ambiguity] = {}
        stops: set[str] = set()
        for row in rows:
            norm = str(row["norm"])
            if row.get("stop"):
                stops.add(norm)
                continue
            for target in row.get("targets") or []:
                pairs.append((norm, str(target)))
            if row.get("ambiguous"):
                cues = [tuple(c for c in str(cs).split("|") if c) for cs in row.get("rule_cues") or []]
                rules = tuple(ContextRule(str(t), c) for t, c in zip(row.get("rule_terms") or [], cues, strict=False))
                ambiguities[norm] = Ambiguity(
                    str(row.get("text") or norm),
                    norm,
                    str(row.get("lang") or "en"),
                    tuple(str(t) for t in row.get("targets") or []),
                    rules,
                    needs_cue=bool(row.get("needs_cue")),
                )
        return cls._from_pairs(pairs, ambiguities, stops, heads, ends, predicates)

    @classmethod
    def _from_pairs(
        cls,
        pairs: list[tuple[str, str]],
        ambiguities: Mapping[str, Ambiguity],
        stops: Iterable[str] = (),
        heads: Iterable[str] = (),
        ends: Iterable[str] = (),
        predicates: Iterable[str] = (),
    ) -> AliasIndex:
        grouped: dict[str, set[str]] = {}
        for norm, target in pairs:
            if norm:
                grouped.setdefault(norm, set()).add(target)
        for amb in ambiguities.values():
            grouped.setdefault(amb.norm, set()).update(amb.candidates)
        table: dict[str, _Entry] = {n: _Entry(tuple(sorted(t)), "alias", n) for n, t in grouped.items()}
        derived: dict[str, tuple[str, set[str], str]] = {}
        for norm, targets in grouped.items():
            variants = [(norm.replace(" ", ""), "compact")] if " " in norm else []
            # a procedure said as a lay phrase is typed conjugated ("쓸개 떼어냄": 쓸개 떼어냈어요); other terms keep
            # their own forms, so what follows a symptom or a visit is still read after it
            procedure = all(t.startswith("procedure:") for t in targets)
            variants += [(v, "inflection") for v in inflections(norm, verb_forms=procedure)]
            variants += [(v, "inflection") for v in spelled_letters(norm)]  # "비형 간염" for "B형 간염"
            if all(t.startswith("concept:") for t in targets):  # "liver number" for "liver numbers"
                variants += [(v, "inflection") for v in singular_forms(norm)]
            if all(t.startswith("symptom:") for t in targets):  # "heart was racing" for "heart racing"
                variants += [(v, "inflection") for v in copula_forms(norm)]
            if all(t.startswith(_CONJUGATED_KINDS) for t in targets):  # "핑 돌았어요" for "핑 돌아"
                forms = conjugations(norm, clear_only=not all(t.startswith(_PREDICATE_KINDS) for t in targets))
                variants += [(v, "conjugation") for v in forms]
                variants += [(v.replace(" ", ""), "conjugation") for v in forms if " " in v]
            for key, origin in variants:
                if key in table:
                    continue
                prev = derived.get(key)
                if prev is None or ORIGIN_RANK[origin] < ORIGIN_RANK[prev[0]]:
                    derived[key] = (origin, set(targets), norm)
                elif prev[0] == origin:
                    prev[1].update(targets)
        for key, (origin, targets, norm) in derived.items():
            if origin == "conjugation" and len(targets) > 1:
                continue  # a form two predicates share ("우울하고") names neither: their aliases read it as before
            table[key] = _Entry(tuple(sorted(targets)), origin, norm)
        for norm in stops:
            if norm and norm not in table:  # an alias always wins over a stop form
                table[norm] = _Entry((), "stop", norm)
        return cls(table, ambiguities, glued_heads=heads, glued_ends=ends, glued_predicates=predicates)

    def __len__(self) -> int:
        return len(self._table)

    def items(self) -> Iterable[tuple[str, tuple[str, ...]]]:
        """(key, targets) of every key that names something (stop forms left out)."""
        return ((k, e.targets) for k, e in self._table.items() if e.targets)

    def lookup(self, surface: str) -> tuple[str, ...]:
        """Targets of one whole surface form ((), when it is not an alias)."""
        entry = self._table.get(normalize_alias(surface))
        return entry.targets if entry else ()

    # ---- matching -------------------------------------------------------------------------------
    def match(self, text: str, lang: str | None = None) -> list[TermMatch]:
        """Every dictionary term or concept named in ``text``: longest match first, non-overlapping.

        Aliases of both languages are tried whatever ``lang`` says: Korean users write ``LDL`` too.
        """
        del lang  # kept in the signature for callers; mixed-language text is the norm
        normed = normalize_with_offsets(text)
        s = normed.text
        out: list[TermMatch] = []
        ends_at = self._occurrences(s) if self.engine == "automaton" else None
        compact = compact_hangul(s)
        across = self._occurrences(compact.text) if compact is not None else {}
        starts = {o: k for k, o in enumerate(compact.origin)} if compact is not None else {}
        i = 0
        while i < len(s):
            word_start = compact is not None and (i == 0 or s[i - 1] == " ")
            if s[i] == " " or (ends_at is not None and i not in ends_at and not (word_start and starts[i] in across)):
                i += 1  # no key occurs at i (the automaton's occurrences): no term starts here, whatever its edge
                continue
            if not self._start_ok(s, i):
                i += 1
                continue
            found = self._longest_at(s, i) if ends_at is None else self._longest_of(s, i, ends_at.get(i, ()))
            if word_start and compact is not None:  # a word's start: every one is in the compact text
                found = self._longer_across_spaces(s, starts[i], compact, across.get(starts[i], ()), found)
            if found is None:
                i += 1
                continue
            end, entry, with_suffix = found
            if entry.origin != "stop":  # a stop form hides what is inside it ("ran out" is no run)
                start_o, end_o = normed.span(i, end)
                resolved = self._resolve(text[start_o:end_o], s[i:end], start_o, end_o, entry, s, with_suffix)
                if resolved is not None:
                    out.append(resolved)
            i = end
        return out

    def _start_ok(self, s: str, i: int) -> bool:
        if i == 0 or s[i - 1] == " ":
            return True
        prev, cur = char_class(s[i - 1]), char_class(s[i])
        if prev == cur == "h":
            return (run_on(s, i) or after_glued_head(s, i, self._glued_heads) or self._after_glued_word(s, i)
                    or self._glued_drug_name(s, i))
        return not (prev == cur and cur == "a")

    def _glued_drug_name(self, s: str, i: int) -> bool:
        """A drug's name of three syllables or more may start inside a word of two syllables or more
        ("혈압약암로디핀", "항생제아목시실린", "진단서트랄린"): a loanword no native word ends in."""
        head = s[s.rfind(" ", 0, i) + 1:i]
        if len(head) < MIN_GLUED_WORD or not all(is_hangul(ch) for ch in head):
            return False
        for e in self._ends_from(s, i):
            key = s[i:e]
            if len(key) >= MIN_GLUED_DRUG and all(is_hangul(ch) for ch in key) \
                    and all(t.startswith("drug:") for t in self._table[key].targets) and self._table[key].targets:
                return True
        return False

    def _after_glued_word(self, s: str, i: int) -> bool:
        """A term may start after a glued word closed by a particle or an ending ("심해서|오메프라졸") when a
        Hangul term of two syllables or more starts there (a one-syllable key glued on is a word's ending)."""
        return after_glued_word(s, i, self._glued_ends) and any(
            e - i >= MIN_GLUED_TERM for e in self._ends_from(s, i)
        )

    def _ends_from(self, s: str, i: int) -> Iterable[int]:
        return (i + n for n in range(min(self._max_len, len(s) - i), 0, -1) if s[i : i + n] in self._table)

    def _occurrences(self, s: str) -> dict[int, list[int]]:
        """start -> ends (longest first) of every key occurring in ``s``: one pass of the automaton."""
        out: dict[int, list[int]] = {}
        if not self._table:
            return out
        for last, length in self._automaton.iter(s):
            out.setdefault(last - length + 1, []).append(last + 1)
        for ends in out.values():
            ends.sort(reverse=True)
        return out

    def _longer_across_spaces(
        self,
        s: str,
        k: int,
        compact: CompactText,
        compact_ends: Iterable[int],
        found: tuple[int, _Entry, bool] | None,
    ) -> tuple[int, _Entry, bool] | None:
        """A Korean key typed with other spacing than its alias ("잠이 안와요" for 잠이 안 와), when it reaches
        further than what the spaced text matched at the same start, ``compact.origin[k]`` (ko_spacing)."""
        for cend in compact_ends:
            start, end = compact.span(k, cend)
            if found is not None and end <= found[0]:
                return found
            key = compact.text[k:cend]
            entry = self._table[key]
            if entry.origin == "stop" or not split_key_ok(key, s[start:end], " " in entry.alias_norm, self._names):
                continue
            ok, with_suffix = self._end_ok(s, start, end, entry)
            if ok:
                return end, entry, with_suffix
        return found

    def _names(self, word: str) -> bool:
        entry = self._table.get(word)
        return entry is not None and bool(entry.targets)

    def _longest_of(self, s: str, i: int, ends: Iterable[int]) -> tuple[int, _Entry, bool] | None:
        for end in ends:
            entry = self._table[s[i:end]]
            ok, with_suffix = self._end_ok(s, i, end, entry)
            if ok:
                return end, entry, with_suffix
        return None

    def _longest_at(self, s: str, i: int) -> tuple[int, _Entry, bool] | None:
        for length in range(min(self._max_len, len(s) - i), 0, -1):
            entry = self._table.get(s[i : i + length])
            if entry is None:
                continue
            end = i + length
            ok, with_suffix = self._end_ok(s, i, end, entry)
            if ok:
                return end, entry, with_suffix
        return None

    def _end_ok(self, s: str, start: int, end: int, key_entry: _Entry) -> tuple[bool, bool]:
        if end == len(s) or s[end] == " ":
            return True, False
        last, nxt = s[end - 1], s[end]
        if is_hangul(last) and is_hangul(nxt):
            if end - start < 2:
                return False, False
            if key_entry.origin == "conjugation":  # a form already ends in an ending
                rest = s[end:].split(" ", 1)[0]
                return form_closed(rest), True
            run_end = end
            while run_end < len(s) and is_hangul(s[run_end]):
                run_end += 1
            rest = s[end:run_end]
            if suffix_ok(rest) or predicate_follows(rest, self._glued_predicates, self._glued_ends):
                return True, True
            entry = self._table.get(s[start:end])
            drug = entry is not None and all(t.startswith("drug:") for t in entry.targets)
            if drug and product_suffix_ok(rest):
                return True, True
            condition = entry is not None and all(t.startswith("condition:") for t in entry.targets)
            if condition and any(rest.startswith(x) and suffix_ok(rest[len(x):]) for x in KO_CONDITION_MEDICINE):
                return True, True
            return morph_boundary(s, start, end), True
        if char_class(last) == "a" and char_class(nxt) == "a":
            # a number may follow a word ("bp130"), never more letters ("salt"), nor digits after digits
            return (last.isalpha() and nxt.isdigit(), False)
        return True, False

    def _resolve(
        self, surface: str, norm: str, start: int, end: int, entry: _Entry, utterance: str, with_suffix: bool
    ) -> TermMatch | None:
        rule = entry.origin + ("+particle" if with_suffix else "")
        amb = self._ambiguities.get(entry.alias_norm)
        if amb is None and len(entry.targets) == 1:
            return TermMatch(start, end, surface, norm, entry.targets[0], entry.targets, False, rule)
        candidates = tuple(sorted(set(entry.targets) | (set(amb.candidates) if amb else set())))
        if amb is None:
            return TermMatch(start, end, surface, norm, None, candidates, True, rule + ";unresolved:undeclared")
        hits = [(r.term_key, cue) for r in amb.rules for cue in r.cues if cue_in(cue, utterance, norm)]
        chosen = sorted({t for t, _ in hits})
        if len(chosen) == 1:
            cue = next(c for t, c in hits if t == chosen[0])
            return TermMatch(start, end, surface, norm, chosen[0], candidates, True, f"{rule};context:{cue}")
        if amb.needs_cue and not chosen:
            return None  # a common word that names the term only with a cue ("RR 16 breaths" vs "RR 0.74")
        reason = "unresolved:conflicting_cues" if chosen else "unresolved:no_cue"
        return TermMatch(start, end, surface, norm, None, candidates, True, f"{rule};{reason}")
