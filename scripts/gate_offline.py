"""Score the READ/RETAIN gate of suites offline, without a server (the same analyse + read_model.decide as
``pia eval``, with the scripts' alias index). Usage:

    PYTHONPATH=$PWD python scripts/gate_offline.py SUITE_DIR... [--misses] [--retain-misses] [--records]
        [--rules-only]

Prints read accuracy, READ recall, route accuracy and retain precision / recall per language; ``--misses``
lists each wrong route and false read, ``--retain-misses`` each false keep (FP) and false drop (FN) with the
gate's reasons (never use either on a held-out suite); ``--records`` keeps, as the service does, a statement
the word lists missed when the rules extractor makes a record of it (``turn_flow.offline_scenario``: slower,
and the figure ``pia eval`` gives), and scores a kept turn with a history through the same twin, so that a reply
disowning the turn before (``followup_context.disowns_earlier``) is dropped there as the service drops it.

Develop / validate (issue 12): ``--validate SUITE...`` scores further suites in aggregate only (never listed by
``--misses`` or ``--retain-misses``, whatever is asked) and prints a pooled line for the develop suites (the
positional ones) and one for the validate suites: a change to the gate is diagnosed on the develop half and kept
only when the validate half's pooled precision rises without recall falling by more than half a point.
``--strip-marks`` scores the turns with their question marks removed: fresh suites ask without one more often
than the tuned ones, and a question read only by its mark is kept there. ``--storage`` adds the storage
scenarios' retain verdicts to the RETAIN counts (with their history, through ``offline_scenario``): the pooled
figure ``pia eval`` reports. A gate scenario's history is its thread (``_thread``: what the server's store holds
when the turn comes), so a follow-up ("and before that?") is read as the server reads it; ``--no-thread`` reads
each turn alone."""

from __future__ import annotations

import argparse
import datetime as dt
import json
import logging
import re
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any, Literal

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.read_gate import ReadDecision
from pia_graph.ingest.read_model import ReadModel, decide, load_read_model
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.retain_model import active_retain_model, load_retain_model, someone_else, use_retain_model
from pia_graph.ingest.retain_model import combine as combine_retain
from pia_graph.ingest.turn_flow import offline_scenario, offline_turn
from pia_graph.ingest.utterance import analyse
from pia_graph.memory.recall_models import ThreadTurn
from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary
from pia_graph.retrieve.thread import THREAD_TURNS, mentions_thread
from pia_graph.retrieve.thread_read import entries, read_with_thread, turn_entry

log = logging.getLogger("gate_offline")


def _line(name: str, c: Counter[str]) -> str:
    precision = c["ret_tp"] / max(1, c["ret_tp"] + c["ret_fp"])
    recall = c["ret_tp"] / max(1, c["ret_tp"] + c["ret_fn"])
    return (f"{name}: n={c['n']} read={c['read_ok'] / max(1, c['n']):.3f} "
            f"read_recall={c['read_tp'] / max(1, c['routed']):.3f} "
            f"route={c['route_ok'] / max(1, c['routed']):.3f} ({c['route_ok']}/{c['routed']}) "
            f"false_reads={c['false_read']}/{c['n'] - c['routed']} "
            f"retain_p={precision:.3f} retain_r={recall:.3f} "
            f"false_keeps={c['ret_fp']} false_drops={c['ret_fn']}"
            + (f" storage_n={c['s_n']}" if c["s_n"] else "")
            + (f" q_read_recall={c['q_read'] / c['q_n']:.3f} ({c['q_read']}/{c['q_n']})" if c["q_n"] else ""))


def _scored(c: Counter[str]) -> bool:
    return bool(c["n"] or c["q_n"] or c["s_n"])


def _thread(sc: dict[str, Any], index: AliasIndex, dictionary: Dictionary) -> list[ThreadTurn]:
    """The scenario's history as the server's store holds it when the turn comes (``pia eval`` retains each first,
    through the gate and the extractor: ``offline_turn``): a retained turn by its words and the coordinates of the
    records it wrote, a question read and not retained as what was understood of it (``Ask``), the rest not at all;
    then the last ``THREAD_TURNS`` read back as ``MemoryService.thread`` reads them."""
    lang: Literal["en", "ko"] = "ko" if sc.get("lang") == "ko" else "en"
    rows: list[ThreadTurn] = []
    profile: dict[str, Any] = dict(sc.get("user") or {})
    recent: list[Prior] = []
    for turn in sc.get("history") or []:
        said_at = dt.datetime.fromisoformat(turn["said_at"])
        text = analysed_form(turn["text"])
        got = offline_turn(turn["text"], said_at, lang, index, dictionary, profile, recent)
        before = entries(rows[-THREAD_TURNS:], index, dictionary, lang)
        read = read_with_thread(ReadDecision(got["read"], got["route"], []), text, said_at, lang, index, dictionary,
                                before)
        if got["retain"]:
            told = list(dict.fromkeys(str(r["coordinate"]) for r in got["records"] if r.get("coordinate")))
            rows.append(ThreadTurn(said_at=said_at, text=text, lang=lang, asked=read.read, coordinates=told))
        elif read.read:
            prior = before if mentions_thread(text, lang) else []
            asked = turn_entry(text, said_at, lang, index, dictionary, prior, asked=True)
            if asked.coordinates or asked.record_types:
                rows.append(asked.model_copy(update={"text": ""}))
    return entries(rows[-THREAD_TURNS:], index, dictionary, lang)


def _tally_question(sc: dict[str, Any], tally: defaultdict[str, Counter[str]], index: AliasIndex,
                    dictionary: Dictionary, model: ReadModel | None, listed: bool, thread: bool = True) -> None:
    """A retrieval question, read as the recall path reads it: it should read (READ recall)."""
    lang = sc.get("lang", "en")
    text = analysed_form(sc["query"])
    said_at = dt.datetime.fromisoformat(sc["said_at"]) if sc.get("said_at") else None
    utterance = analyse(text, lang, said_at=said_at, index=index, dictionary=dictionary)
    read = decide(text, lang, model, utterance=utterance)
    if said_at is not None and thread:
        read = read_with_thread(read, text, said_at, "ko" if lang == "ko" else "en", index, dictionary,
                                _thread(sc, index, dictionary))
    if listed and not read.read:
        log.info("QMISS %s | %s | %s", sc["id"], sc["query"], read.reasons)
    for key in ("all", lang):
        tally[key]["q_n"] += 1
        tally[key]["q_read"] += read.read


def _tally_storage(sc: dict[str, Any], tally: defaultdict[str, Counter[str]], index: AliasIndex,
                   dictionary: Dictionary, listed: bool) -> None:
    """A storage scenario's retain verdict, its history first, as ``pia eval`` predicts it (``s_`` counts)."""
    expect, lang = bool(sc["expect"]["retain"]), sc.get("lang", "en")
    twin = offline_scenario(sc, index, dictionary)
    retained = bool(twin["retain"])
    for key in ("all", lang):
        c = tally[key]
        c["s_n"] += 1
        c["ret_tp"] += expect and retained
        c["ret_fp"] += not expect and retained
        c["ret_fn"] += expect and not retained
    if listed and expect != retained:
        log.info("RETAIN-%s %s | %s | %s", "FP" if retained else "FN", sc["id"], sc["text"], twin["reasons"])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("suites", nargs="+", type=Path)
    parser.add_argument("--misses", action="store_true")
    parser.add_argument("--retain-misses", action="store_true")
    parser.add_argument("--records", action="store_true")
    parser.add_argument("--rules-only", action="store_true")
    parser.add_argument("--model", type=Path, default=None,
                        help="a READ opinion's weights file to score in place of the shipped one (a retraining)")
    parser.add_argument("--retain-model", type=Path, default=None,
                        help="a RETAIN opinion's file to score in place of the packaged one (retain_model.py)")
    parser.add_argument("--no-thread", action="store_true",
                        help="read each turn without its history as the thread (the figure before session 52)")
    parser.add_argument("--strip-marks", action="store_true",
                        help="score every turn with its question marks removed (chat drops them; a robustness check "
                             "of the develop half: a question must still read as one by its form)")
    parser.add_argument("--retrieval", action="store_true",
                        help="also read each retrieval scenario's query: every one needs memory (FORMAT.md), so "
                             "the share read is the READ recall on retrieval questions (q_read_recall)")
    parser.add_argument("--storage", action="store_true",
                        help="also score the storage scenarios' retain verdict as ``pia eval`` does (its RETAIN "
                             "figure pools the gate and the storage scenarios; slower: each is extracted)")
    parser.add_argument("--validate", nargs="*", type=Path, default=[],
                        help="suites scored in aggregate only (their misses are never listed)")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    if args.retain_model is not None:
        chosen = load_retain_model(args.retain_model)
        if chosen is None:
            parser.error(f"no RETAIN opinion at {args.retain_model}")
        use_retain_model(chosen)
    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    model = None if args.rules_only else load_read_model(args.model)
    pooled: dict[str, defaultdict[str, Counter[str]]] = {"DEVELOP": defaultdict(Counter),
                                                         "VALIDATE": defaultdict(Counter)}
    for suite, half in [*((s, "DEVELOP") for s in args.suites), *((s, "VALIDATE") for s in args.validate)]:
        listed = half == "DEVELOP"
        tally: defaultdict[str, Counter[str]] = defaultdict(Counter)
        for path in sorted(suite.glob("*.jsonl")):
            for raw in path.read_text(encoding="utf-8").splitlines():
                if not raw.strip():
                    continue
                sc = json.loads(raw)
                if args.retrieval and sc.get("kind") == "retrieval" and sc.get("query"):
                    _tally_question(sc, tally, index, dictionary, model, listed and args.misses,
                                    not args.no_thread)
                    continue
                if args.storage and sc.get("kind") == "storage" and "retain" in sc.get("expect", {}):
                    _tally_storage(sc, tally, index, dictionary, listed and args.retain_misses)
                    continue
                if sc.get("kind") != "gate":
                    continue
                if args.strip_marks:
                    sc["text"] = re.sub(r"\s*[?？]+", "", sc["text"]).strip()
                expect, lang = sc["expect"], sc.get("lang", "en")
                text = analysed_form(sc["text"])
                utterance = analyse(text, lang, index=index, dictionary=dictionary)
                decision = combine_retain(retain_decision(utterance), text, utterance.lang, active_retain_model(),
                                          others=someone_else(utterance.clauses, utterance.lang))
                retained = decision.retain
                if args.records and (not retained or sc.get("history")):
                    # a retained turn with a history goes through it too: a reply that gives the turn before to
                    # someone else ("nah that was my roommate's tracker") is dropped by the retraction step there
                    twin = offline_scenario(sc, index, dictionary)
                    retained, reasons = twin["retain"], twin["reasons"]
                else:
                    reasons = [str(r) for r in decision.reasons]
                read = decide(text, lang, model, utterance=utterance)
                if sc.get("history") and not args.no_thread:
                    read = read_with_thread(read, text, dt.datetime.fromisoformat(sc["said_at"]),
                                            "ko" if lang == "ko" else "en", index, dictionary,
                                            _thread(sc, index, dictionary))
                route = read.route if read.read else "none"
                for key in ("all", lang):
                    c = tally[key]
                    c["n"] += 1
                    c["read_ok"] += bool(expect.get("read")) == read.read
                    c["false_read"] += not expect.get("read") and read.read
                    if "retain" in expect:
                        c["ret_tp"] += bool(expect["retain"] and retained)
                        c["ret_fp"] += bool(not expect["retain"] and retained)
                        c["ret_fn"] += bool(expect["retain"] and not retained)
                    if expect.get("read"):
                        c["routed"] += 1
                        c["route_ok"] += expect.get("route") == route
                        c["read_tp"] += read.read
                if listed and args.retain_misses and "retain" in expect and bool(expect["retain"]) != retained:
                    log.info("RETAIN-%s %s | %s | %s", "FP" if retained else "FN", sc["id"], sc["text"],
                             reasons)
                if listed and args.misses and ((expect.get("read") and expect.get("route") != route)
                                    or (not expect.get("read") and read.read)):
                    log.info("MISS %s gold=%s pred=%s | %s | %s", sc["id"], expect.get("route"), route,
                             sc["text"], read.reasons)
        log.info("%s | %s", suite, " | ".join(_line(k, tally[k]) for k in ("all", "en", "ko") if _scored(tally[k])))
        for key, counts in tally.items():
            pooled[half][key].update(counts)
    if args.validate:
        for half, t in pooled.items():
            log.info("%s | %s", half, " | ".join(_line(k, t[k]) for k in ("all", "en", "ko") if _scored(t[k])))


if __name__ == "__main__":
    main()
