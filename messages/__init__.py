"""User-visible text, one folder per language. The wheel carries this folder as the package
bot.messages; code reads it with importlib.resources, never by a path relative to the source tree."""
