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


# -- doctor, health, backup against the fake Bot API server ------------------------------

import asyncio  # noqa: E402
import datetime as dt  # noqa: E402
import sqlite3  # noqa: E402

import httpx  # noqa: E402
import pytest  # noqa: E402

from bot import cli, ops, store  # noqa: E402
from bot.config import Config  # noqa: E402
from bot.telegram import serve  # noqa: E402
from bot.telegram.app import build_application  # noqa: E402

try:
    from tests.fakebot import FakeTelegram
except ImportError:  # pragma: no cover - depends on pytest's rootdir/import mode
    from fakebot import FakeTelegram

pytestmark = pytest.mark.filterwarnings("ignore::telegram.warnings.PTBDeprecationWarning")
BOT = "leaderbot_test"


def doctor(capsys, tmp_path, tg, **env) -> tuple[int, str]:
    """`leaderbot doctor` as an operator runs it (in-process, the real environment replaced)."""
    settings = {"TELEGRAM_BOT_TOKEN": TOKEN, "TELEGRAM_API_BASE": tg.base_url,
                "LEADERBOT_DB": str(tmp_path / "bot.db"), **env}
    with pytest.MonkeyPatch.context() as mp:
        for name in [n for n in __import__("os").environ if n.startswith(("TELEGRAM_", "LEADERBOT_", "AA_", "OPENROUTER_"))]:
            mp.delenv(name)
        for name, value in settings.items():
            mp.setenv(name, value)
        mp.chdir(tmp_path)
        status = cli.main(["doctor"])
    out = capsys.readouterr()
    return status, out.out + out.err


def line(output: str, name: str) -> str:
    return next(x for x in output.splitlines() if name in x and x.split()[0] in ("ok", "warn", "FAIL", "info"))


def test_doctor_passes_a_good_setup_and_reads_botfather_settings_from_getme(capsys, tmp_path):
    with FakeTelegram(token=TOKEN, bot_username=BOT, privacy_mode=True) as tg:
        status, out = doctor(capsys, tmp_path, tg)
        assert [c.method for c in tg.sent] == ["getMe", "getWebhookInfo"]
        shown = leaderbot("config", cwd=tmp_path, env={"TELEGRAM_BOT_TOKEN": TOKEN, "TELEGRAM_API_BASE": tg.base_url})
        assert re.search(rf"TELEGRAM_API_BASE +{re.escape(tg.base_url)} +env", shown.stdout)
        assert re.search(r"TELEGRAM_BOT_TOKEN +\(set, hidden\) +env", shown.stdout) and TOKEN not in shown.stdout
    assert status == 0, out
    assert line(out, "Telegram token").startswith("ok") and f"@{BOT} (id 123456)" in out
    assert line(out, "Inline mode").startswith("ok") and line(out, "Groups").startswith("ok")
    assert line(out, "Privacy mode").startswith("ok") and "on: in groups" in line(out, "Privacy mode")
    assert line(out, "Database").startswith("ok") and "writable, schema at migration" in out
    assert "Everything the bot needs works." in out
    assert TOKEN not in out and TOKEN.split(":")[1] not in out


def test_doctor_names_the_botfather_command_for_each_setting_that_is_off(capsys, tmp_path):
    with FakeTelegram(token=TOKEN, bot_username=BOT, privacy_mode=False, can_join_groups=False,
                      inline_mode=False) as tg:
        status, out = doctor(capsys, tmp_path, tg)
    assert status == 0, out  # features off, but the bot works: warnings, not failures
    assert line(out, "Inline mode").startswith("warn") and "/setinline, choose @leaderbot_test" in out
    assert line(out, "Groups").startswith("warn") and "/setjoingroups, choose @leaderbot_test, then Enable" in out
    assert line(out, "Privacy mode").startswith("warn") and "/setprivacy, choose @leaderbot_test, then Enable" in out
    assert "3 warning(s)" in out


def test_doctor_fails_on_a_refused_token_without_printing_it(capsys, tmp_path):
    wrong = "123456:AAE-not-the-right-token-987654321"
    with FakeTelegram(token=TOKEN, bot_username=BOT) as tg:
        status, out = doctor(capsys, tmp_path, tg, TELEGRAM_BOT_TOKEN=wrong)
    assert status == 1
    assert line(out, "Telegram token").startswith("FAIL") and "401 Unauthorized" in out and "/token" in out
    assert wrong not in out and wrong.split(":")[1] not in out
    assert "can't work until this is fixed: Telegram token" in out


def test_doctor_fails_on_an_unwritable_database_and_a_webhook_port_telegram_refuses(capsys, tmp_path):
    (tmp_path / "file").write_text("x")
    with FakeTelegram(token=TOKEN, bot_username=BOT) as tg:
        status, out = doctor(capsys, tmp_path, tg, LEADERBOT_DB=str(tmp_path / "file" / "bot.db"),
                             LEADERBOT_WEBHOOK_URL="https://bot.example.com:8080/hook",
                             LEADERBOT_WEBHOOK_SECRET="s3cret-webhook-token-0123")
    assert status == 1
    assert line(out, "Database").startswith("FAIL") and "LEADERBOT_DB" in out
    assert line(out, "Webhook ").startswith("FAIL") and "only to ports 443, 80, 88 and 8443" in out
    assert "s3cret-webhook-token-0123" not in out


def test_doctor_checks_the_webhook_telegram_has(capsys, tmp_path):
    url, secret = "https://bot.example.com/leaderbot/hook", "s3cret-webhook-token-0123"
    with FakeTelegram(token=TOKEN, bot_username=BOT) as tg:
        httpx.post(f"{tg.api_url}/setWebhook", json={"url": url, "secret_token": secret})
        status, out = doctor(capsys, tmp_path, tg, LEADERBOT_WEBHOOK_URL=url, LEADERBOT_WEBHOOK_SECRET=secret)
    assert status == 0, out
    assert line(out, "Webhook ").startswith("ok") and "secret set (25 characters)" in out and "/healthz" in out
    assert line(out, "Webhook at Telegram").startswith("ok") and secret not in out


async def test_doctor_spends_one_request_on_the_aa_key_and_shows_the_quota(tmp_path):
    seen = []

    def aa(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if request.headers.get("x-api-key") != "good-key":
            return httpx.Response(401, json={"error": "invalid key"})
        page = {"data": [], "pagination": {"page": 1, "page_size": 200, "total_pages": 2, "has_more": True}}
        return httpx.Response(200, json=page, headers={"x-ratelimit-limit": "100", "x-ratelimit-remaining": "87"})

    now = dt.datetime(2026, 11, 30, 12, tzinfo=dt.timezone.utc)
    with FakeTelegram(token=TOKEN, bot_username=BOT) as tg:
        async with httpx.AsyncClient(mounts={"all://aa.test": httpx.MockTransport(aa)}) as client:
            details = {}
            for key, expected in (("good-key", "ok"), ("bad-key", "FAIL")):
                config = Config(db_path=str(tmp_path / "bot.db"), token=TOKEN, api_base=tg.base_url,
                                aa_api_key=key, aa_api_base="http://aa.test")
                checks = await ops.doctor(config, client, now)
                [aa_check] = [c for c in checks if c.name == "Artificial Analysis key"]
                assert aa_check.status == expected, aa_check
                assert key not in aa_check.detail
                details[key] = aa_check.detail
    assert len(seen) == 2  # one request per run, even though the catalogue has more pages
    assert details["good-key"] == "accepted (this check used one request; 87 of 100 requests left)"
    assert "401" in details["bad-key"] or "key" in details["bad-key"].lower()


@pytest.fixture
def bot_db(tmp_path):
    db = store.open_db(tmp_path / "bot.db")
    from bot import bundled

    bundled.ensure_default(db)
    return db


async def run_bot(tg, db, config, until):
    """The bot as `leaderbot run` runs it, against the fake server, while `until` runs."""
    stop = asyncio.Event()
    task = asyncio.create_task(serve.serve(config, build_application(config, db), stop=stop, signals=(),
                                           poll_timeout=1))
    try:
        await tg.wait_for(lambda: tg.polls or tg.webhook or task.done(), timeout=5)
        return await until()
    finally:
        stop.set()
        assert await asyncio.wait_for(task, 10) == 0


def health(capsys, db_path) -> tuple[int, str]:
    status = cli.main(["--db", str(db_path), "health"])
    out = capsys.readouterr().out  # (standard error has the running bot's own logs here)
    assert len(out.strip().splitlines()) == 1  # one line saying why
    return status, out.strip()


async def test_health_follows_the_running_bots_heartbeat(capsys, tmp_path, bot_db):
    path = tmp_path / "bot.db"
    assert health(capsys, tmp_path / "none.db") == (1, f"no database at {tmp_path / 'none.db'} "
                                                       "(set LEADERBOT_DB to the bot's database)")
    assert health(capsys, path) == (1, "no heartbeat: the bot has not run with this database")
    with FakeTelegram(token=TOKEN, bot_username=BOT) as tg:
        config = Config(db_path=str(path), token=TOKEN, api_base=tg.base_url)

        async def while_running():
            await tg.wait_for(lambda: store.meta(store.open_db(path), "heartbeat"), timeout=5)
            return health(capsys, path)

        status, reason = await run_bot(tg, bot_db, config, while_running)
    assert status == 0 and reason.startswith("ok: schema current, heartbeat")
    status, reason = health(capsys, path)
    assert status == 1 and reason.startswith("the bot stopped at ")
    # A bot that died without stopping: its heartbeat goes stale.
    store.set_meta(bot_db, "stopped", "2000-01-01T00:00:00+00:00")
    store.set_meta(bot_db, "heartbeat", (dt.datetime.now(dt.timezone.utc) - dt.timedelta(minutes=10)).isoformat())
    status, reason = health(capsys, path)
    assert status == 1 and "the bot is stopped or stuck" in reason


def test_health_refuses_a_database_at_an_older_schema(capsys, tmp_path):
    from sqlite_utils import Database

    from bot.store.schema import migrations

    path = tmp_path / "old.db"
    db = Database(path)
    migrations.apply(db, stop_before="m003_alerts")
    db.close()
    status, reason = health(capsys, path)
    assert status == 1 and "schema is behind" in reason and "m003_alerts" in reason
    store.open_db(path).close()  # starting the bot upgrades it in place
    assert "no heartbeat" in health(capsys, path)[1]


async def test_webhook_mode_serves_healthz_on_the_bots_port(tmp_path, bot_db):
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with FakeTelegram(token=TOKEN, bot_username=BOT) as tg:
        config = Config(db_path=str(tmp_path / "bot.db"), token=TOKEN, api_base=tg.base_url,
                        webhook_url="https://bot.example.com/leaderbot/hook",
                        webhook_secret="s3cret-webhook-token-0123", webhook_listen="127.0.0.1", webhook_port=port)

        async def while_running():
            await tg.wait_for(lambda: store.meta(store.open_db(tmp_path / "bot.db"), "heartbeat"), timeout=5)
            async with httpx.AsyncClient() as client:
                for _ in range(100):  # the server may still be binding when setWebhook is seen
                    try:
                        alive = await client.get(f"http://127.0.0.1:{port}/healthz")
                        break
                    except httpx.ConnectError:
                        await asyncio.sleep(0.05)
                store.set_meta(bot_db, "heartbeat", "2000-01-01T00:00:00+00:00")
                stale = await client.get(f"http://127.0.0.1:{port}/healthz")
                refused = await client.post(f"http://127.0.0.1:{port}/leaderbot/hook", json={"update_id": 1})
                secret = {"X-Telegram-Bot-Api-Secret-Token": config.webhook_secret}
                garbled = [(await client.post(f"http://127.0.0.1:{port}/leaderbot/hook", content=body,
                                              headers=secret)).status_code
                           for body in (b"[1]", b"not json", b'{"update_id": 5, "message": {}}')]
            return alive, stale, refused, garbled

        alive, stale, refused, garbled = await run_bot(tg, bot_db, config, while_running)
    assert alive.status_code == 200 and alive.text.startswith("ok: schema current")
    assert stale.status_code == 503 and "the bot is stopped or stuck" in stale.text
    assert refused.status_code == 403  # the webhook path still wants the secret
    assert garbled == [400, 400, 400]  # with it, a body that is no update is refused, and the bot goes on


async def test_backup_is_a_consistent_copy_while_the_bot_runs(capsys, tmp_path, bot_db):
    path = tmp_path / "bot.db"
    with FakeTelegram(token=TOKEN, bot_username=BOT, flood_limits=False) as tg:
        tg.private_chat(42, first_name="Alice", language_code="en")
        config = Config(db_path=str(path), token=TOKEN, api_base=tg.base_url)

        async def while_running():
            tg.send(42, 42, "/subscribe daily 09:00")
            await tg.wait_for_messages(42, 1)
            assert cli.main(["--db", str(path), "backup", str(tmp_path / "copy.db")]) == 0
            assert cli.main(["--db", str(path), "backup", str(tmp_path)]) == 0  # a folder: named for the time
            assert cli.main(["--db", str(path), "backup", f"{tmp_path}/new/backups/"]) == 0  # created
            return capsys.readouterr().out

        out = await run_bot(tg, bot_db, config, while_running)
    assert f"backed up {path} to {tmp_path / 'copy.db'}" in out and "1 subscriptions" in out
    copy = sqlite3.connect(tmp_path / "copy.db")
    assert copy.execute("PRAGMA journal_mode").fetchone()[0] == "delete"  # one file, no -wal beside it
    assert copy.execute("SELECT chat_id FROM subscriptions").fetchall() == [(42,)]
    assert len(list(tmp_path.glob("leaderbot-*.db"))) == 1
    assert len(list((tmp_path / "new" / "backups").glob("leaderbot-*.db"))) == 1
    # Restore: stop, replace the file, start; the copy opens and upgrades like any database.
    restored = store.open_db(tmp_path / "copy.db")
    assert restored.execute("SELECT count(*) FROM subscriptions").fetchone()[0] == 1
    assert cli.main(["--db", str(path), "backup", str(path)]) == 1
    assert "would overwrite the database itself" in capsys.readouterr().err
    assert cli.main(["--db", str(tmp_path / "none.db"), "backup", str(tmp_path / "x.db")]) == 1
    assert cli.main(["--db", str(path), "backup", str(tmp_path / "missing" / "x.db")]) == 1
    assert "no folder" in capsys.readouterr().err
    assert not (tmp_path / "none.db").exists()


# -- logs --------------------------------------------------------------------------------

async def test_json_logs_have_a_line_per_update_and_per_alert_batch_and_never_the_token(capsys, tmp_path, bot_db):
    import json
    import logging

    store.enqueue(bot_db, [("ops-test-1", 42, 0, "instant", "<b>Mercury 2.5</b> is new", False,
                            "2000-01-01T00:00:00+00:00")])
    root = logging.getLogger()
    saved = root.handlers[:], root.level
    with FakeTelegram(token=TOKEN, bot_username=BOT, flood_limits=False) as tg:
        tg.private_chat(42, first_name="Alice", language_code="en")
        config = Config(db_path=str(tmp_path / "bot.db"), token=TOKEN, api_base=tg.base_url, log_format="json")
        try:
            cli.setup_logging(config)

            async def while_running():
                await tg.wait_for_messages(42, 1)  # the queued alert
                tg.send(42, 42, "/top 3 private words")
                await tg.wait_for_messages(42, 2)
                logging.getLogger("leaderbot").error("failed", exc_info=RuntimeError(f"{tg.api_url}/getMe"))

            await run_bot(tg, bot_db, config, while_running)
        finally:
            root.handlers[:], _ = saved
            root.setLevel(saved[1])
    err = capsys.readouterr().err
    lines = [json.loads(line) for line in err.splitlines()]  # every line is one JSON object
    assert all({"time", "level", "logger", "message"} <= line.keys() for line in lines)
    [update] = [line for line in lines if line.get("event") == "update" and line["command"] == "/top"]
    assert update["kind"] == "message" and update["chat_id"] == 42 and update["ms"] > 0
    assert update["message"].startswith(f"update {update['update_id']} message chat=42 /top handled in ")
    [batch] = [line for line in lines if line.get("event") == "alert_batch"]
    assert batch["sent"] == 1 and batch["message"].startswith("alert batch: sent 1, rescheduled 0")
    assert "private words" not in err  # what users write is theirs, not the log's
    [failure] = [line for line in lines if line["message"] == "failed"]
    assert "RuntimeError: http://127.0.0.1" in failure["exc"] and "<redacted>" in failure["exc"]
    assert TOKEN not in err and TOKEN.split(":")[1] not in err


def test_text_logs_redact_the_token_from_a_message_and_a_traceback(capsys):
    import logging

    root = logging.getLogger()
    saved = root.handlers[:], root.level
    try:
        cli.setup_logging(Config(db_path=":memory:", token=TOKEN))
        logging.getLogger("leaderbot").warning("calling https://api.telegram.org/bot%s/getMe", TOKEN,
                                               exc_info=ValueError(f"bad token {TOKEN}"))
    finally:
        root.handlers[:], _ = saved
        root.setLevel(saved[1])
    err = capsys.readouterr().err
    assert "calling https://api.telegram.org/bot<redacted>/getMe" in err and "bad token <redacted>" in err
    assert TOKEN.split(":")[1] not in err


# -- the deploy recipes ------------------------------------------------------------------

def test_container_recipe_installs_the_wheel_ci_tests_runs_unprivileged_and_checks_health():
    dockerfile = re.sub(r"\\\n\s*", " ", (ROOT / "Dockerfile").read_text(encoding="utf-8"))  # join continued lines
    instructions = [line.split(None, 1) for line in dockerfile.splitlines() if line and not line.startswith(("#", " "))]
    assert ["RUN", "sh deploy/install.sh /opt/leaderbot"] in instructions  # the script .ci/wheel runs
    assert "deploy/install.sh" in (ROOT / ".ci" / "wheel").read_text(encoding="utf-8")
    final = instructions[max(i for i, (op, _) in enumerate(instructions) if op == "FROM"):]
    assert ["FROM", "python:3.11-slim"] in final and ["USER", "leaderbot"] in final
    assert ["VOLUME", "/data"] in final and any(op == "ENV" and "LEADERBOT_DB=/data/leaderbot.db" in arg
                                               for op, arg in final)
    [healthcheck] = [arg for op, arg in final if op == "HEALTHCHECK"]
    assert healthcheck.endswith('CMD ["leaderbot", "health"]')
    assert ".env" in (ROOT / ".dockerignore").read_text(encoding="utf-8").split()


def test_compose_file_parses_polls_by_default_and_keeps_the_database_on_a_volume():
    import yaml

    text = (ROOT / "compose.yaml").read_text(encoding="utf-8")
    compose = yaml.safe_load(text)
    [(name, service)] = compose["services"].items()
    assert service["build"] == "." and service["restart"] == "unless-stopped" and service["env_file"] == ".env"
    assert service["volumes"] == ["leaderbot-data:/data"] and "leaderbot-data" in compose["volumes"]
    # environment beats env_file: a copied .env.example (LEADERBOT_DB= empty) can't move the database
    assert service["environment"] == {"LEADERBOT_DB": "/data/leaderbot.db"}
    assert "ports" not in service and "command" not in service  # polling: the image's `leaderbot run`, no port
    # The webhook variant, uncommented, is valid too and publishes the port /healthz is served on.
    variant = yaml.safe_load(re.sub(r"^(\s*)# (ports:|  - \"127|LEADERBOT_WEBHOOK_PORT)", r"\1\2", text, flags=re.M))
    webhook = variant["services"][name]
    assert set(webhook) == set(service) | {"ports"}
    assert webhook["ports"] == ["127.0.0.1:8080:8080"]
    assert webhook["environment"] == {"LEADERBOT_DB": "/data/leaderbot.db", "LEADERBOT_WEBHOOK_PORT": "8080"}


def test_procfile_and_systemd_unit_run_the_bot_as_documented():
    import configparser

    procfile = dict(line.split(": ", 1) for line in (ROOT / "Procfile").read_text(encoding="utf-8").splitlines())
    assert procfile == {"worker": "leaderbot run", "web": "leaderbot run --webhook"}
    unit = configparser.ConfigParser(strict=False, interpolation=None)
    unit.optionxform = str
    unit.read(ROOT / "deploy" / "leaderbot.service")
    service = unit["Service"]
    assert service["ExecStart"] == "/opt/leaderbot/bin/leaderbot run" and service["User"] == "leaderbot"
    assert service["Environment"] == "LEADERBOT_DB=/var/lib/leaderbot/leaderbot.db"
    assert service["StateDirectory"] == "leaderbot" and service["RestartPreventExitStatus"] == "2"
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for path in ("deploy/leaderbot.service", "deploy/leaderbot-backup.timer", "compose.yaml", "Dockerfile"):
        assert path.split("/")[-1] in readme and (ROOT / path).is_file()


def test_run_webhook_refuses_to_start_in_polling_mode(tmp_path):
    result = leaderbot("run", "--webhook", cwd=tmp_path, env={"TELEGRAM_BOT_TOKEN": TOKEN})
    assert result.returncode == 2 and "set LEADERBOT_WEBHOOK_URL" in result.stderr
