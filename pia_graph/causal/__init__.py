"""Causal layer: candidate cause→effect links between records, and rule-based pruning with reasons."""
