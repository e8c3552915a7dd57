"""The bundled data (README.md here). The wheel carries this folder as the package bot.data;
code reads it with importlib.resources, never by a path relative to the source tree."""
