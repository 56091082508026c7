"""Discord adapters shared by cogs: custom_id codec, renderers, error translation, safe replies."""
