"""A learned RETAIN veto over structured clause features, developed and validated on separate suites (issue 12).

    PYTHONPATH=$PWD python scripts/retain_veto_cv.py [--C 1.0] [--recall-loss 0.005]

Round 19's second opinion read character n-grams and did not win held out (``retain_model_cv.py``). This one
reads no wording at all: per turn, what the analysis and the gates already decided, as counts and flags (the
clauses' verdicts, experiencers, mood: in a question, hypothetical, hedged, negated; whether the kept clauses hold
a number, a first-person word, a past or future marker, a conditional; the dictionary kinds of their matches; the
extractor's record types; the READ gate's verdict and route; a question mark, the turn's length in clauses).
A logistic regression over them may veto a turn the rules keep when its probability of being worth keeping is
below ``veto``.

The develop half (``DEVELOP``: extract20-34 but extract28, dev; session 52) picks
``veto`` by leave-one-suite-out answers: the largest threshold whose held-out vetoes cost no more than
``--recall-loss`` of recall and remove more false keeps than right ones. The validate half (``VALIDATE``:
extract18/19, the odd halves of w4/w5; ``HELD_OUT`` extract28 likewise) is then answered by a model trained on all
of develop, and printed in aggregate only (retain P / R, false keeps and drops, before and after), never per
scenario. Gate scenarios are scored; storage scenarios of develop (all meant to be kept) are training material only.
``--embedding`` adds the turn's packaged sentence embedding; the veto reads only turns the rules keep with no value
told (a digit in a kept clause).
"""

from __future__ import annotations

import argparse
import logging
import re
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from pia_graph.evaluation.suite import load_suite
from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.cues import FIRST_PERSON_EN, FIRST_PERSON_KO
from pia_graph.ingest.read_model import decide, load_read_model
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ingest.utterance import AnalysedUtterance, analyse
from pia_graph.ontology import AliasIndex, load_default_dictionary

ROOT = Path(__file__).resolve().parent.parent
_EVAL = ROOT / "eval"
# Session 52: the newest develop gate parts (extract20-34 but the held-out extract28, dev; peer holds no gate turn)
DEVELOP = {**{f"x{n}": _EVAL / f"extract{n}_blind" for n in (20, 21, 22, 23, 24, 25, 26, 27, 29, 30, 31, 32, 33, 34)},
           "dev": Path("/work/shared/eval/dev")}
HELD_OUT = {"x28": _EVAL / "extract28_blind"}
VALIDATE = {
    "x18": _EVAL / "extract18_blind", "x19": _EVAL / "extract19_blind",
    "w4odd": Path("/work/measure/w4/odd"), "w5odd": Path("/work/measure/w5/odd"),
}
VERDICTS = ("statement", "no_health", "question", "request", "media", "fragment", "other_person", "family_episode",
            "generic", "hypothetical", "figurative", "extracted_record")
EXPERIENCERS = ("self", "family", "other", "pet", "hypothetical")
TERM_KINDS = ("drug", "test", "symptom", "condition", "concept", "activity", "visit", "substance", "profile", "body",
              "sleep", "meal", "vital", "vaccine", "procedure", "food", "mood", "preference", "goal")
RECORD_TYPES = ("symptom", "lab_result", "vital_sign", "medication_regimen", "exercise", "medication_intake",
                "family_history", "condition", "body_measurement", "medical_visit", "sleep", "allergy", "meal",
                "baseline_habit", "substance_use", "vaccination", "preference", "pregnancy_status", "goal",
                "surgery")
ROUTES = ("none", "structured", "associative", "both")
_PAST = {"en": re.compile(r"\b(?:\w+ed|was|were|had|took|got|went|felt|slept|ate|drank|did|been)\b", re.I),
         "ko": re.compile(r"[었았였했갔왔됐]|[음함짐됨봄줌]\b")}
_FUTURE = {"en": re.compile(r"\b(?:will|gonna|going\s+to|tomorrow|next|plan\w*|later)\b", re.I),
           "ko": re.compile(r"(?:ㄹ\s*거|할\s*거|할게|려고|예정|내일|다음\s*주|다음\s*달)")}
_CONDITIONAL = {"en": re.compile(r"\b(?:if|when|whenever|suppose|say|imagine)\b", re.I),
                "ko": re.compile(r"[으]?면\b|다면|라면")}
_SECOND_PERSON = {"en": re.compile(r"\b(?:you|your|u|ur)\b", re.I), "ko": re.compile(r"(?:너|니가|네가)")}
_FIRST = {"en": re.compile(FIRST_PERSON_EN, re.I), "ko": re.compile(FIRST_PERSON_KO)}


@dataclass
class Row:
    suite: str
    kind: str
    lang: str
    gold: bool
    rules: bool
    confident: bool  # the kept clauses tell a value (a digit): the veto never reads such a turn
    features: np.ndarray


def _flag(x: bool) -> float:
    return 1.0 if x else 0.0


def features(u: AnalysedUtterance, pred: dict[str, Any], route: str, text: str) -> np.ndarray:
    lang = u.lang if u.lang in ("en", "ko") else "en"
    kept = [c for c in u.clauses if c.verdict == "statement"]
    kept_text = " ".join(c.text for c in kept)
    spans = [(c.start, c.end) for c in kept]
    kinds = {m.term_key.split(":")[0] for m in u.alias_matches if m.term_key is not None
             and any(a <= m.start < b for a, b in spans)}
    n = max(1, len(u.clauses))
    records = {r["type"] for r in pred["records"]}
    row = [
        _flag(lang == "ko"), min(len(u.clauses), 5) / 5, min(len(u.sentences), 4) / 4, len(kept) / n,
        _flag(text.rstrip().endswith("?")), _flag("?" in text), min(len(pred["records"]), 4) / 4,
        *(_flag(v in pred["reasons"]) for v in VERDICTS),
        *(sum(c.verdict == v for c in u.clauses) / n for v in VERDICTS[:11]),
        *(_flag(any(c.experiencer == e for c in kept)) for e in EXPERIENCERS),
        *(_flag(any(c.experiencer == e for c in u.clauses)) for e in EXPERIENCERS),
        _flag(any(c.in_question for c in kept)), _flag(any(c.hedged for c in kept)),
        _flag(any(c.negation_cue for c in kept)), _flag(any(c.resolved for c in kept)),
        _flag(any(c.in_question for c in u.clauses)), _flag(any(c.hypothetical for c in u.clauses)),
        _flag(bool(kept) and kept[-1] is u.clauses[-1]), _flag(bool(kept) and kept[0] is u.clauses[0]),
        _flag(bool(re.search(r"\d", kept_text))), _flag(bool(_FIRST[lang].search(kept_text))),
        _flag(bool(_PAST[lang].search(kept_text))), _flag(bool(_FUTURE[lang].search(kept_text))),
        _flag(bool(_CONDITIONAL[lang].search(kept_text))), _flag(bool(_SECOND_PERSON[lang].search(text))),
        min(len(kept_text), 120) / 120, _flag(bool(u.figurative)), _flag(u.small_talk),
        *(_flag(k in kinds) for k in TERM_KINDS), min(len(kinds), 4) / 4,
        *(_flag(t in records) for t in RECORD_TYPES),
        *(_flag(route == r) for r in ROUTES),
    ]
    return np.array(row)


def _embedded(texts: list[str]) -> np.ndarray:
    """The packaged sentence embedding of each turn, as the write path computes it for the READ opinion."""
    from pia_graph.config import Settings
    from pia_graph.embedding import get_embedder

    embedder = get_embedder(Settings())
    out: list[list[float]] = []
    for i in range(0, len(texts), 64):
        out.extend(embedder.embed(texts[i:i + 64]))
    return np.array(out)


def load_rows(suites: dict[str, Path], embedding: bool = False) -> list[Row]:
    """Every scenario with a retain label, featured; cached per suite under ``.diag/veto_cache`` (the rules'
    verdicts are part of the features: remove the cache after a rule changes)."""
    cache_dir = ROOT / ".diag" / "veto_cache"
    cache_dir.mkdir(parents=True, exist_ok=True)
    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    model = load_read_model()
    rows: list[Row] = []
    for name, folder in suites.items():
        cached = cache_dir / f"{name}.npz"
        if cached.exists():
            z = np.load(cached, allow_pickle=False)
        else:
            meta: list[tuple[str, str, bool, bool, bool]] = []
            feats: list[np.ndarray] = []
            texts: list[str] = []
            for s in load_suite(folder, {"gate", "storage"}):
                if "retain" in (s.get("expect") or {}):
                    lang = s.get("lang", "en")
                    text = analysed_form(s["text"])
                    pred = offline_scenario(s, index, dictionary)
                    u = analyse(text, lang, index=index, dictionary=dictionary)
                    read = decide(text, lang, model, utterance=u)
                    route = read.route if read.read else "none"
                    kept_text = " ".join(c.text for c in u.clauses if c.verdict == "statement")
                    meta.append((s["kind"], lang, bool(s["expect"]["retain"]), bool(pred["retain"]),
                                 bool(re.search(r"\d", kept_text))))
                    feats.append(features(u, pred, route, text))
                    texts.append(text)
            np.savez(cached, kind=np.array([m[0] for m in meta]), lang=np.array([m[1] for m in meta]),
                     flags=np.array([m[2:] for m in meta], dtype=bool).reshape(-1, 3), x=np.vstack(feats),
                     emb=_embedded(texts))
            z = np.load(cached, allow_pickle=False)
        x = np.hstack([z["x"], z["emb"]]) if embedding else z["x"]
        for i in range(len(z["kind"])):
            gold, rules, confident = (bool(v) for v in z["flags"][i])
            rows.append(Row(name, str(z["kind"][i]), str(z["lang"][i]), gold, rules, confident, x[i]))
    return rows


def fit(rows: list[Row], c: float, near: bool = False) -> Any:
    from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]

    if near:  # the veto's own region: turns the rules keep with no value told
        rows = [r for r in rows if r.rules and not r.confident]
    x = np.vstack([r.features for r in rows])
    y = np.array([r.gold for r in rows])
    return LogisticRegression(C=c, max_iter=5000, class_weight="balanced").fit(x, y)


def vetoed(rows: list[Row], probs: np.ndarray, veto: float) -> list[bool]:
    """What is kept after the veto: the rules' keep, unless the turn tells no value and P(worth keeping) < veto."""
    return [r.rules and (r.confident or bool(p >= veto)) for r, p in zip(rows, probs, strict=True)]


def tally(rows: list[Row], kept: list[bool], lang: str = "all") -> Counter[str]:
    c: Counter[str] = Counter()
    for r, k in zip(rows, kept, strict=True):
        if r.kind != "gate" or lang not in ("all", r.lang):
            continue
        c["tp"] += r.gold and k
        c["fp"] += (not r.gold) and k
        c["fn"] += r.gold and not k
    return c


def line(c: Counter[str]) -> str:
    p = c["tp"] / max(1, c["tp"] + c["fp"])
    r = c["tp"] / max(1, c["tp"] + c["fn"])
    return f"retain P {p:.3f} R {r:.3f} (false keeps {c['fp']}, false drops {c['fn']})"


def lines(rows: list[Row], kept: list[bool]) -> str:
    return " | ".join(f"{lang}: {line(tally(rows, kept, lang))}" for lang in ("all", "en", "ko"))


def main() -> int:
    logging.basicConfig(level=logging.WARNING)
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--C", type=float, default=1.0, help="inverse regularisation")
    ap.add_argument("--near", action="store_true",
                    help="train only on turns the rules keep with no value told (the veto's own region)")
    ap.add_argument("--embedding", action="store_true", help="add the turn's packaged sentence embedding")
    ap.add_argument("--recall-loss", type=float, default=0.005, help="the most recall a veto may cost held out")
    args = ap.parse_args()
    develop = load_rows(DEVELOP, args.embedding)
    probs = np.zeros(len(develop))
    for suite in DEVELOP:
        test = [i for i, r in enumerate(develop) if r.suite == suite]
        if test:
            clf = fit([r for r in develop if r.suite != suite], args.C, args.near)
            probs[test] = clf.predict_proba(np.vstack([develop[i].features for i in test]))[:, 1]
    before = tally(develop, [r.rules for r in develop])
    print(f"DEVELOP (leave one suite out), rules: {lines(develop, [r.rules for r in develop])}")
    chosen = 0.0
    for veto in (0.01, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5):
        kept = vetoed(develop, probs, veto)
        after = tally(develop, kept)
        print(f"  veto < {veto:.2f}: {lines(develop, kept)}")
        recall_before = before["tp"] / max(1, before["tp"] + before["fn"])
        recall_after = after["tp"] / max(1, after["tp"] + after["fn"])
        removed, cost = before["fp"] - after["fp"], after["fn"] - before["fn"]
        if recall_before - recall_after <= args.recall_loss and removed > cost:
            chosen = veto
    print(f"chosen veto: {chosen}")
    if not chosen:
        print("no threshold wins on develop held out: validate not answered")
        return 0
    clf = fit(develop, args.C, args.near)
    for half, suites in (("HELD-OUT", HELD_OUT), ("VALIDATE", VALIDATE)):
        rows = load_rows(suites, args.embedding)
        p = clf.predict_proba(np.vstack([r.features for r in rows]))[:, 1]
        print(f"{half}, rules: {lines(rows, [r.rules for r in rows])}")
        print(f"{half}, veto < {chosen}: {lines(rows, vetoed(rows, p, chosen))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
