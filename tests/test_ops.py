"""Operating the bot: the package an operator installs, its configuration, doctor, health,
backup and logs. Telegram is the fake Bot API server (tests/fakebot)."""

from __future__ import annotations

import re
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


# -- configuration -----------------------------------------------------------------------

TOKEN = "123456:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw"


def leaderbot(*args: str, cwd: Path, env: dict[str, str] | None = None, timeout: float = 60):
    """The installed command, as an operator runs it: a process in `cwd`, with only the
    environment given (plus PATH and HOME)."""
    import os
    import subprocess
    import sys

    base = {k: os.environ[k] for k in ("PATH", "HOME", "SYSTEMROOT") if k in os.environ}
    return subprocess.run([sys.executable, "-m", "bot", *args], capture_output=True, text=True,
                          cwd=cwd, env={**base, **(env or {})}, timeout=timeout)


def test_dotenv_in_the_working_directory_is_read_and_the_environment_wins(tmp_path):
    (tmp_path / ".env").write_text(f"TELEGRAM_BOT_TOKEN={TOKEN}\nLEADERBOT_TZ=Asia/Shanghai\n"
                                   f"AA_API_KEY=aa-secret-key\nLEADERBOT_DB={tmp_path / 'from-dotenv.db'}\n"
                                   "PORT=9000\n")
    result = leaderbot("config", cwd=tmp_path, env={"LEADERBOT_TZ": "Europe/Paris", "AA_API_KEY": ""})
    assert result.returncode == 0, result.stderr
    rows = {cells[0]: cells[1:] for cells in (re.split(r"\s{2,}", line) for line in result.stdout.splitlines())
            if len(cells) == 3 and cells[0].isupper()}
    assert rows["LEADERBOT_TZ"] == ["Europe/Paris", "env"]
    assert rows["LEADERBOT_DB"] == [str(tmp_path / "from-dotenv.db"), ".env"]
    assert rows["TELEGRAM_BOT_TOKEN"] == ["(set, hidden)", ".env"]
    assert rows["AA_API_KEY"] == ["(set, hidden)", ".env"]  # an empty variable leaves it to .env
    assert rows["LEADERBOT_RICH"] == ["auto", "default"]
    assert rows["LEADERBOT_WEBHOOK_PORT"] == ["9000", ".env (PORT)"]
    assert TOKEN not in result.stdout + result.stderr and "aa-secret-key" not in result.stdout
    assert TOKEN.split(":")[1] not in result.stdout


def test_db_flag_is_named_as_the_origin_and_a_bad_dotenv_value_is_refused_by_name(tmp_path):
    result = leaderbot("--db", str(tmp_path / "x.db"), "config", cwd=tmp_path)
    assert f"{tmp_path / 'x.db'}  --db" in result.stdout.replace("  ", "  ")
    (tmp_path / ".env").write_text("LEADERBOT_TZ=Mars/Olympus\n")
    result = leaderbot("config", cwd=tmp_path)
    assert result.returncode == 2 and "LEADERBOT_TZ" in result.stderr and "Traceback" not in result.stderr


def test_every_config_field_is_a_documented_setting():
    import dataclasses
    import re

    from bot.config import Config, setting_names

    fields = [f for f in dataclasses.fields(Config) if f.name != "origins"]
    assert all("env" in f.metadata for f in fields), "a Config field without its variable"
    documented = set(re.findall(r"^([A-Z_]+)=", (ROOT / ".env.example").read_text(encoding="utf-8"), flags=re.M))
    assert set(setting_names()) <= documented
