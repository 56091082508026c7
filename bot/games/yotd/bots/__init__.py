"""The ``yotd`` bot levels, deciding from their own view only."""
