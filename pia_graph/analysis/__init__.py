"""Analyst views: trajectories as DataFrames and plots."""
