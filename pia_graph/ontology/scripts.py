"""Read the ontology scripts offline: the data literal after ``UNWIND`` is the dictionary.

Files are dispatched by their two-digit prefix: 10–39 terms, 40–49 concepts, 50–59 reference ranges,
60–69 mechanisms, 70–79 ambiguity declarations and stop forms (rows with ``stop: true``), 80–89 data by row
shape (ingredient links of combination drugs, extraction cue words, unit inference; causal parameters are read by
pia_graph.causal.params). A term row with ``extends: true`` adds aliases (and fields) to a term an earlier script
defines. 95–99 curated aliases (words promoted from the candidate queue).
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

from pia_graph.ontology.class_mechanisms import class_row, expand
from pia_graph.ontology.cypher_literal import unwind_rows
from pia_graph.ontology.drug_classes import class_members
from pia_graph.ontology.model import (
    ALIAS_GROUPS,
    AliasEntry,
    Ambiguity,
    Concept,
    ContextRule,
    CueList,
    Dictionary,
    Mechanism,
    RangeDef,
    Term,
    TermLink,
    UnitInference,
    UnitRange,
    group_lang,
)
from pia_graph.ontology.normalize import normalize_alias
from pia_graph.paths import ontology_dir

log = logging.getLogger(__name__)

_DOMAIN = re.compile(r"\bt\.domain\s*=\s*'([^']*)'")
_TERM_FIELDS = frozenset(
    {"key", "kind", "record_type", "name", "unit", "loinc", "drug_class", "indications", "extends", *ALIAS_GROUPS}
)


def script_paths(path: Path | None = None) -> list[Path]:
    """The ontology scripts in load order (file name order)."""
    folder = Path(path) if path is not None else ontology_dir()
    return sorted(p for p in folder.glob("*.cypher") if p.is_file())


def scripts_checksum(paths: list[Path]) -> str:
    digest = hashlib.sha256()
    for p in paths:
        digest.update(p.name.encode())
        digest.update(b"\0")
        digest.update(p.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


def read_version(path: Path | None = None) -> str:
    folder = Path(path) if path is not None else ontology_dir()
    version_file = folder / "VERSION"
    return version_file.read_text(encoding="utf-8").strip() if version_file.exists() else "0"


def _prefix(p: Path) -> int:
    head = p.name[:2]
    return int(head) if head.isdigit() else -1


def _aliases(row: dict[str, Any], target: str, file: str) -> tuple[AliasEntry, ...]:
    out: list[AliasEntry] = []
    for group in ALIAS_GROUPS:
        for text in row.get(group) or []:
            if not isinstance(text, str):
                continue
            out.append(AliasEntry(text, normalize_alias(text), group_lang(group), group, target, file))
    return tuple(out)


def _text(row: dict[str, Any], name: str, default: str = "") -> str:
    return str(row.get(name) or default)


def _texts(row: dict[str, Any], name: str) -> tuple[str, ...]:
    return tuple(str(x) for x in row.get(name) or [])


def _opt_str(value: Any) -> str | None:
    return None if value is None or value == "" else str(value)


def _term(row: dict[str, Any], domain: str, file: str) -> Term:
    key = str(row["key"])
    return Term(
        key=key,
        kind=str(row.get("kind") or key.split(":", 1)[0]),
        record_type=_text(row, "record_type"),
        name=_text(row, "name", key),
        unit=_opt_str(row.get("unit")),
        loinc=_opt_str(row.get("loinc")),
        domain=domain,
        drug_class=_opt_str(row.get("drug_class")),
        indications=_texts(row, "indications"),
        aliases=_aliases(row, key, file),
        extra={k: v for k, v in row.items() if k not in _TERM_FIELDS},
        file=file,
    )


def _concept(row: dict[str, Any], file: str, terms: dict[str, Term]) -> Concept:
    key = str(row["key"])
    required = set(row.get("required") or [])
    # a drug class's members are the drug terms of its classes (``drug_classes``), not typed
    primary = [*(row.get("primary") or []), *class_members(row.get("drug_classes") or [], terms)]
    members = [TermLink(str(k), key, "primary", k in required) for k in primary]
    members += [TermLink(str(k), key, "related", k in required) for k in row.get("related") or []]
    return Concept(
        key=key,
        kind=_text(row, "kind", "panel"),
        name=_text(row, "name", key),
        members=tuple(members),
        aliases=_aliases(row, key, file),
        value_term=_opt_str(row.get("value_term")),
        file=file,
        words=tuple((lang, str(w)) for lang in ("en", "ko") for w in row.get(f"words_{lang}") or []),
        drug_classes=tuple(str(n).strip().lower() for n in row.get("drug_classes") or []),
        cross_reactive=bool(row.get("cross_reactive")),
    )


def _opt_float(value: Any) -> float | None:
    return None if value is None else float(value)


def _range(row: dict[str, Any], file: str) -> RangeDef:
    return RangeDef(
        id=str(row["id"]),
        term_key=str(row["term"]),
        unit=_text(row, "unit"),
        cuts=tuple(float(x) for x in row.get("cuts") or []),
        cut_to=_texts(row, "cut_to"),
        labels=_texts(row, "labels"),
        flags=_texts(row, "flags"),
        source=_text(row, "source"),
        tier=_text(row, "tier"),
        sex=row.get("sex") or "any",
        age_min=_opt_float(row.get("age_min")),
        age_max=_opt_float(row.get("age_max")),
        note=_text(row, "note"),
        file=file,
    )


def _mechanism(row: dict[str, Any], file: str) -> Mechanism:
    return Mechanism(
        cause=str(row["cause"]),
        effect=str(row["effect"]),
        direction=row["direction"],
        min_lag=_text(row, "min_lag"),
        max_lag=_text(row, "max_lag"),
        source=_text(row, "source"),
        cause_state=_text(row, "cause_state"),
        note=_text(row, "note"),
        file=file,
    )


def _ambiguity(row: dict[str, Any], file: str) -> Ambiguity:
    text = str(row["text"])
    rules = tuple(
        ContextRule(str(r["term"]), tuple(str(c) for c in r.get("cues") or []))
        for r in row.get("rules") or []
        if isinstance(r, dict)
    )
    return Ambiguity(
        text,
        normalize_alias(text),
        _text(row, "lang", "en"),
        _texts(row, "candidates"),
        rules,
        file,
        bool(row.get("needs_cue")),
    )


def parse_scripts(path: Path | None = None, include: Callable[[Path], bool] | None = None) -> Dictionary:
    """The dictionary the scripts hold; ``include`` picks scripts (the build reads the hand-curated ones)."""
    paths = [p for p in script_paths(path) if include is None or include(p)]
    folder = Path(path) if path is not None else ontology_dir()
    dictionary = Dictionary(version=read_version(folder), checksum=scripts_checksum(paths))
    for p in paths:
        prefix = _prefix(p)
        script = p.read_text(encoding="utf-8")
        try:
            rows = unwind_rows(script)
        except ValueError as exc:
            dictionary.problems.append(f"{p.name}: {exc}")
            continue
        if 10 <= prefix < 40:
            found = _DOMAIN.search(script)
            domain = found.group(1) if found else p.stem.split("_", 1)[-1]
            for row in rows:
                if "key" not in row:
                    continue
                if row.get("extends"):
                    _extend(dictionary, row, p.name)
                    continue
                term = _term(row, domain, p.name)
                if term.key in dictionary.terms:
                    dictionary.problems.append(f"{p.name}: term {term.key} also in {dictionary.terms[term.key].file}")
                    old = dictionary.terms[term.key]
                    term = replace(old, aliases=old.aliases + term.aliases)
                dictionary.terms[term.key] = term
        elif 40 <= prefix < 50:
            for row in rows:
                concept = _concept(row, p.name, dictionary.terms)
                dictionary.concepts[concept.key] = concept
        elif 50 <= prefix < 60:
            for row in rows:
                rng = _range(row, p.name)
                if rng.id in dictionary.ranges:
                    dictionary.problems.append(f"{p.name}: range id {rng.id} repeated")
                dictionary.ranges[rng.id] = rng
        elif 60 <= prefix < 70:
            dictionary.mechanisms.extend(_mechanism(row, p.name) for row in rows if "cause" in row)
            dictionary.class_mechanisms.extend(class_row(row, p.name) for row in rows if "cause" not in row)
        elif 70 <= prefix < 80:
            for row in rows:
                if row.get("stop"):
                    text = str(row["text"])
                    dictionary.stops[(normalize_alias(text), _text(row, "lang", "en"))] = text
                    continue
                amb = _ambiguity(row, p.name)
                dictionary.ambiguities[(amb.norm, amb.lang)] = amb
        elif 80 <= prefix < 90:
            _data_rows(dictionary, rows, p.name)
        elif 95 <= prefix < 100:
            for row in rows:
                _curated_alias(dictionary, row, p.name)
        else:
            log.warning("ontology script %s has no known prefix; skipped", p.name)
    dictionary.mechanisms.extend(expand(dictionary.class_mechanisms, dictionary.terms, dictionary.mechanisms))
    return dictionary


def _cue_list(row: dict[str, Any], file: str) -> CueList:
    return CueList(
        group=str(row["group"]),
        lang=_text(row, "lang", "en"),
        cues=tuple(str(c) for c in row.get("cues") or [] if isinstance(c, str) and c.strip()),
        note=_text(row, "note"),
        file=file,
    )


def _ranges(rows: Any) -> tuple[UnitRange, ...]:
    return tuple(UnitRange(float(r["min"]), float(r["max"]), str(r["unit"])) for r in rows or [] if isinstance(r, dict))


def _unit_inference(row: dict[str, Any], file: str) -> UnitInference:
    return UnitInference(
        coordinate=str(row["coordinate"]),
        lang=_text(row, "lang", "any"),
        bare=_ranges(row.get("bare")),
        implied_by=_texts(row, "implied_by"),
        implied=_ranges(row.get("implied")),
        file=file,
    )


def _data_rows(dictionary: Dictionary, rows: list[dict[str, Any]], file: str) -> None:
    """Files 80–89 hold data by row shape: ingredient links, cue-word lists and unit inference; other rows
    (causal parameters) are read by their own module (pia_graph.causal.params)."""
    for row in rows:
        if "drug" in row and "ingredient" in row:
            dictionary.ingredient_links.append((str(row["drug"]), str(row["ingredient"])))
        elif "coordinate" in row and ("bare" in row or "implied" in row or "implied_by" in row):
            rule = _unit_inference(row, file)
            dictionary.unit_inference[(rule.coordinate, rule.lang)] = rule
        elif "group" in row and "cues" in row:
            cue_list = _cue_list(row, file)
            if (cue_list.group, cue_list.lang) in dictionary.cues:
                dictionary.problems.append(f"{file}: cue list {cue_list.group}/{cue_list.lang} repeated")
            dictionary.cues[(cue_list.group, cue_list.lang)] = cue_list


def _extend(dictionary: Dictionary, row: dict[str, Any], file: str) -> None:
    key = str(row["key"])
    old = dictionary.terms.get(key)
    if old is None:
        dictionary.problems.append(f"{file}: extends unknown term {key}")
        return
    extra = dict(old.extra)
    for k, v in row.items():
        if k in _TERM_FIELDS:
            continue
        if isinstance(v, list) and isinstance(extra.get(k), list):
            extra[k] = list(dict.fromkeys([*extra[k], *v]))
        else:
            extra[k] = v
    dictionary.terms[key] = replace(old, aliases=old.aliases + _aliases(row, key, file), extra=extra)
def _curated_alias(dictionary: Dictionary, row: dict[str, Any], file: str) -> None:
    """A curated row adds one alias to a term or concept an earlier script defines."""
    target, text = _text(row, "target"), _text(row, "text")
    lang = _text(row, "lang", "en")
    entry = AliasEntry(text, normalize_alias(text), lang, _text(row, "source", "curator"), target, file)
    if target in dictionary.terms:
        term = dictionary.terms[target]
        dictionary.terms[target] = replace(term, aliases=(*term.aliases, entry))
    elif target in dictionary.concepts:
        concept = dictionary.concepts[target]
        dictionary.concepts[target] = replace(concept, aliases=(*concept.aliases, entry))
    else:
        dictionary.problems.append(f"{file}: curated alias {text!r} names unknown {target}")


@cache
def load_default_dictionary() -> Dictionary:
    """The dictionary of the repository's ``ontology/`` folder, parsed once per process."""
    return parse_scripts(None)
