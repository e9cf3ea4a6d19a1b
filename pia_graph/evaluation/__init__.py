"""Scenario evaluation (`pia eval`) over suites in the shared FORMAT.md shape."""
