# Refusals and errors (bot/services/errors.py and the services that raise them).

# A sentence that is not in the catalogue yet, shown as it was written.
errors-verbatim = { $text }
