"""An optional OpenAI-compatible model server (vLLM): guided JSON, temperature 0, output always validated."""
