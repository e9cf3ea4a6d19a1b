"""The service layer that the API, the CLI and the evaluation all call."""

from pia_graph.memory.models import ProfileIn, RetainResult, TurnIn
from pia_graph.memory.service import MemoryService

__all__ = ["MemoryService", "ProfileIn", "RetainResult", "TurnIn"]
