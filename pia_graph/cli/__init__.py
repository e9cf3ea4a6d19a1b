"""The `pia` command line."""
