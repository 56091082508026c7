"""The Discord side of ``broom`` (its adapter)."""
