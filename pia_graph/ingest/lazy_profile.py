"""The user's profile for extraction, read from the store only when a rule asks for it (pure apart from the read
it is given).

Extraction reads the profile in few places: the band of a result whose reference ranges differ by sex or age, and
the active regimens when a medication is said without its name ("my BP pill", "took both"). Most turns need none
of it, and reading it costs a round trip to Neo4j before the rules run. A failed read does not stop the rules (they
see an empty profile); the caller re-raises it once the extraction is done (``raise_failure``), so a turn whose
profile could not be read fails as it did when the profile was read first, and nothing of it is written."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any


class LazyProfile(Mapping[str, Any]):
    """A mapping that calls ``read`` on its first use, once."""

    __slots__ = ("_data", "_read", "failure")

    def __init__(self, read: Callable[[], Mapping[str, Any]]) -> None:
        self._read = read
        self._data: dict[str, Any] | None = None
        self.failure: BaseException | None = None

    @property
    def was_read(self) -> bool:
        return self._data is not None

    def _loaded(self) -> dict[str, Any]:
        if self._data is None:
            try:
                self._data = dict(self._read())
            except Exception as exc:  # kept for the caller to raise after extraction (raise_failure)
                self.failure = exc
                self._data = {}
        return self._data

    def raise_failure(self) -> None:
        if self.failure is not None:
            raise self.failure

    def __getitem__(self, key: str) -> Any:
        return self._loaded()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._loaded())

    def __len__(self) -> int:
        return len(self._loaded())
