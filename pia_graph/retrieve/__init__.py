"""The read path (retrieval control): query understanding, structured and associative recall, one fused
ranking, the depth-2 snapshot and the context pack. `recall.recall` is what `MemoryService.recall` calls."""
