"""Understanding (HU2): the seven-question profile regenerated in the background from records."""
