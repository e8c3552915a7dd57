"""Operating the bot: the package an operator installs, its configuration, doctor, health,
backup and logs. Telegram is the fake Bot API server (tests/fakebot)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from bot.config import DATA_DIR, MESSAGES_DIR, ROOT


def test_every_package_and_shipped_folder_is_in_the_wheel():
    """pyproject.toml lists packages by hand (data/ and messages/ are mapped in), so a new
    bot/ subpackage must be added there or `pip install .` would run without it."""
    tool = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    on_disk = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "bot").rglob("__init__.py")}
    assert on_disk <= set(tool["packages"])
    assert tool["package-dir"] == {"bot.data": "data", "bot.messages": "messages"}
    shipped = {"bot.data": DATA_DIR, "bot.messages": MESSAGES_DIR}
    for package, folder in shipped.items():
        files = {p.relative_to(folder) for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts}
        patterns = tool["package-data"][package]
        missing = {f for f in files if f.suffix != ".py" and not any(f.match(pattern) for pattern in patterns)}
        assert not missing, f"{package} files the wheel would leave out: {missing}"
