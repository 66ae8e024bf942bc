"""A stand-in for the Playwright Python package (see sync_api)."""
