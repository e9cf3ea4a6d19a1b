"""A built-in synthetic user for the demo and the benchmark."""
