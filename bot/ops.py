"""Operating the bot: the heartbeat and `health` for supervisors, the online `backup`, and
`doctor`, the operator's check of a setup. No python-telegram-bot here: doctor asks the Bot
API two questions over plain HTTP, and the CLI and the webhook server only print or serve
what these functions return."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import httpx
from sqlite_utils import Database

from . import store
from .config import Config
from .snapshots import utc_iso
from .store.schema import migrations

HEARTBEAT_EVERY = 30  # seconds between the running bot's heartbeats (a job in its job queue)
HEARTBEAT_STALE = 180  # older than this, the bot is stopped or stuck: six beats missed
WEBHOOK_PORTS = (443, 80, 88, 8443)  # the only ports Telegram delivers webhooks to


# -- heartbeat and health ------------------------------------------------------------------


# The running bot's garbage collector: a full collection walks every object the process holds (the board,
# its rankings, the vocabulary, the templates) and pauses every chat while it does; a long-lived process
# that allocates heavily per answer triggers one every few hundred answers with the default thresholds.
# Collecting the youngest generation every 50,000 allocations instead of 700 makes full collections some
# seventy times rarer for the same work (bench/card.py measures the first card with and without it).
GC_THRESHOLDS = (50_000, 20, 100)


def tune_gc() -> None:
    """The collector's thresholds for a long-running bot (`leaderbot run`; bench/card.py the same)."""
    import gc

    gc.set_threshold(*GC_THRESHOLDS)


def beat(db: Database, now: dt.datetime) -> None:
    """The running bot says it is alive: its job queue runs this every HEARTBEAT_EVERY."""
    store.set_meta(db, "heartbeat", utc_iso(now))


def stopped(db: Database, now: dt.datetime) -> None:
    """A clean shutdown: health says so at once rather than after the heartbeat goes stale."""
    store.set_meta(db, "stopped", utc_iso(now))


@dataclass(frozen=True)
class Health:
    ok: bool
    reason: str  # one line, for a supervisor's log


def health(db_path: str, now: dt.datetime) -> Health:
    """Is the bot using `db_path` alive? The database opens (read-only: a health check never
    creates or upgrades one) at the current schema, and the heartbeat is recent."""
    if not Path(db_path).is_file():
        return Health(False, f"no database at {db_path} (set LEADERBOT_DB to the bot's database)")
    try:
        conn = sqlite3.connect(f"{Path(db_path).resolve().as_uri()}?mode=ro", uri=True, timeout=5)
        try:
            return _health(Database(conn), now)
        finally:
            conn.close()
    except sqlite3.Error as exc:
        return Health(False, f"the database at {db_path} can't be read: {exc}")


def _health(db: Database, now: dt.datetime) -> Health:
    known = {m.name for m in migrations.pending(Database(memory=True))}  # every migration this code has
    applied = {m.name for m in migrations.applied(db)}
    if not applied:
        return Health(False, "the database has no leaderbot schema (has the bot ever run with it?)")
    if applied - known:
        return Health(False, f"the database is newer than this leaderbot ({', '.join(sorted(applied - known))})")
    if pending := [m.name for m in migrations.pending(db)]:
        return Health(False, f"the database schema is behind ({', '.join(pending)} pending): start the bot to upgrade it")
    heartbeat, stop = store.meta(db, "heartbeat"), store.meta(db, "stopped")
    if heartbeat is None:
        return Health(False, "no heartbeat: the bot has not run with this database")
    if stop is not None and stop >= heartbeat:
        return Health(False, f"the bot stopped at {stop}")
    age = (now - dt.datetime.fromisoformat(heartbeat)).total_seconds()
    if age > HEARTBEAT_STALE:
        return Health(False, f"the last heartbeat was {age:.0f} s ago (at {heartbeat}): the bot is stopped or stuck")
    return Health(True, f"ok: schema current, heartbeat {max(age, 0):.0f} s ago")


# -- backup ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Backup:
    path: Path
    size: int
    snapshots: int
    subscriptions: int


def backup(db_path: str, target: str | Path, now: dt.datetime) -> Backup:
    """A consistent copy of the database while the bot runs, through SQLite's online backup
    API (copying a live WAL database file is not safe). `target` may be a folder (one that
    exists, or a path ending in "/", created): the copy is then named for the time. Written
    beside the target and renamed, so a copy is whole or absent.
    Raises FileNotFoundError, ValueError or sqlite3.Error with a message for the operator."""
    source = Path(db_path)
    if not source.is_file():
        raise FileNotFoundError(f"no database at {db_path}")
    if str(target).endswith("/"):
        Path(target).mkdir(parents=True, exist_ok=True)
    target = Path(target)
    if target.is_dir():
        target = target / f"leaderbot-{now.strftime('%Y%m%d-%H%M%S')}.db"
    if not target.parent.is_dir():
        raise FileNotFoundError(f"no folder {target.parent} to write the backup in (end PATH with / to create it)")
    if target.exists() and target.resolve() == source.resolve():
        raise ValueError("the backup would overwrite the database itself")
    partial = target.with_name(target.name + ".partial")
    partial.unlink(missing_ok=True)
    src = sqlite3.connect(f"{source.resolve().as_uri()}?mode=ro", uri=True, timeout=30)
    try:
        dst = sqlite3.connect(partial)
        try:
            src.backup(dst)  # all pages in one step: one consistent read, writers go on (WAL)
            dst.execute("PRAGMA journal_mode=DELETE")  # one self-contained file, no -wal beside it
            (check,) = dst.execute("PRAGMA quick_check").fetchone()
            if check != "ok":
                raise sqlite3.DatabaseError(f"the copy failed its check: {check}")
            snapshots = dst.execute("SELECT count(*) FROM snapshots").fetchone()[0]
            subscriptions = dst.execute("SELECT count(*) FROM subscriptions").fetchone()[0]
        finally:
            dst.close()
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    finally:
        src.close()
    partial.replace(target)
    return Backup(target, target.stat().st_size, snapshots, subscriptions)


# -- doctor ----------------------------------------------------------------------------------

OK, WARN, FAIL, INFO = "ok", "warn", "FAIL", "info"


@dataclass(frozen=True)
class Check:
    name: str
    status: str  # OK, WARN (works, but a feature is off), FAIL (the bot can't work), INFO
    detail: str
    fix: str | None = None  # what to do, e.g. the BotFather command


async def doctor(config: Config, client: httpx.AsyncClient, now: dt.datetime,
                 open_db: Callable[[str], Database] = store.open_db) -> list[Check]:
    """Every check of the setup in effect: the token and the BotFather settings getMe reports,
    the AA key (one request), the database, the webhook. Secrets never appear in the result."""
    checks: list[Check] = []
    me = await _telegram(config, client, checks)
    if me is not None:
        checks += _botfather_settings(me)
    checks.append(await _aa_key(config, client, now))
    checks.append(_database(config, now, open_db))
    checks += await _webhook(config, client, me is not None)
    secrets = config.secrets
    return [Check(c.name, c.status, _redact(c.detail, secrets), c.fix and _redact(c.fix, secrets)) for c in checks]


def exit_status(checks: list[Check]) -> int:
    return 1 if any(c.status == FAIL for c in checks) else 0


def _redact(text: str, secrets: tuple[str, ...]) -> str:
    for secret in secrets:
        text = text.replace(secret, "<secret>")
    return text


async def _bot_api(config: Config, client: httpx.AsyncClient, method: str) -> dict:
    """One Bot API call; returns the response envelope (ok, result or description)."""
    response = await client.post(f"{config.api_base}{config.token}/{method}", timeout=15)
    try:
        return response.json()
    except ValueError:
        return {"ok": False, "error_code": response.status_code, "description": f"HTTP {response.status_code}, not JSON"}


async def _telegram(config: Config, client: httpx.AsyncClient, checks: list[Check]) -> dict | None:
    name = "Telegram token"
    if not config.token:
        checks.append(Check(name, FAIL, "TELEGRAM_BOT_TOKEN is not set",
                            "in @BotFather send /newbot (or /token for an existing bot) and set TELEGRAM_BOT_TOKEN"))
        return None
    try:
        answer = await _bot_api(config, client, "getMe")
    except httpx.HTTPError as exc:
        checks.append(Check(name, FAIL, f"can't reach the Bot API at {config.api_server}: {type(exc).__name__} {exc}",
                            "check the network, or TELEGRAM_API_BASE if you use your own Bot API server"))
        return None
    if not answer.get("ok"):
        if answer.get("error_code") == 401:
            checks.append(Check(name, FAIL, "the Bot API refused the token (401 Unauthorized)",
                                "in @BotFather send /token, choose the bot, and set TELEGRAM_BOT_TOKEN to the "
                                "token it shows (/revoke makes an old token invalid)"))
        else:
            checks.append(Check(name, FAIL, f"getMe failed: {answer.get('description')}"))
        return None
    me = answer["result"]
    checks.append(Check(name, OK, f"@{me.get('username')} (id {me.get('id')}) on {config.api_server}"))
    return me


def _botfather_settings(me: dict) -> list[Check]:
    """What getMe says about the settings only @BotFather can change."""
    bot = f"@{me.get('username')}"
    checks = []
    if me.get("supports_inline_queries"):
        checks.append(Check("Inline mode", OK, f"on: “{bot} cheap china” works in any chat"))
    else:
        checks.append(Check("Inline mode", WARN, f"off: typing “{bot} …” in a chat does nothing",
                            f"in @BotFather send /setinline, choose {bot}, and give a placeholder such as "
                            "“top, cheap china, 最便宜的国产模型”"))
    if me.get("can_join_groups"):
        checks.append(Check("Groups", OK, "the bot can be added to groups"))
    else:
        checks.append(Check("Groups", WARN, "the bot can't be added to groups",
                            f"in @BotFather send /setjoingroups, choose {bot}, then Enable"))
    if me.get("can_read_all_group_messages"):
        checks.append(Check("Privacy mode", WARN,
                            "off: Telegram sends the bot every group message; it still answers only commands, "
                            "mentions and replies to it, so this only brings traffic and text it doesn't need",
                            f"in @BotFather send /setprivacy, choose {bot}, then Enable (and re-add the bot to "
                            "groups it is in: Telegram applies the change on joining)"))
    else:
        checks.append(Check("Privacy mode", OK, "on: in groups the bot sees commands, mentions of it and replies "
                                                "to its messages: all it answers"))
    return checks


async def _aa_key(config: Config, client: httpx.AsyncClient, now: dt.datetime) -> Check:
    from . import sources

    name = "Artificial Analysis key"
    if not config.aa_api_key:
        return Check(name, INFO, "AA_API_KEY is not set: answers come from the bundled data and ingested files",
                     "get a free key at artificialanalysis.ai and set AA_API_KEY for live data")
    try:  # one page, one request of the day's allowance
        fetched = await sources.fetch_aa_pages(client, config.aa_api_key, quota=sources.Quota(), max_pages=1,
                                               base=config.aa_api_base)
        quota = fetched.quota
    except sources.CatalogueTooLong as exc:  # page 1 came back and says there is more: the key works
        quota = exc.quota
    except sources.SourceError as exc:
        return Check(name, FAIL, str(exc), "check AA_API_KEY on artificialanalysis.ai (or unset it to run on "
                                           "the bundled data)")
    if quota.remaining is None:
        left = "the response stated no quota"
    else:
        left = f"{quota.remaining} of {quota.limit or '?'} requests left"
        if quota.reset_at:
            left += f", resets at {quota.reset_at}"
    return Check(name, OK, f"accepted (this check used one request; {left})")


def _database(config: Config, now: dt.datetime, open_db: Callable[[str], Database]) -> Check:
    name = "Database"
    try:
        db = open_db(config.db_path)  # creates and upgrades it, as the bot does at start
        try:
            store.set_meta(db, "doctor_checked_at", utc_iso(now))  # a real write
            applied = len(migrations.applied(db))
            snapshots = db.execute("SELECT count(*) FROM snapshots").fetchone()[0]
        finally:
            db.close()
    except (sqlite3.Error, OSError) as exc:
        return Check(name, FAIL, f"{config.db_path}: {exc}",
                     "set LEADERBOT_DB (or --db) to a file in a folder this user can write: SQLite writes "
                     "its -wal and -shm files beside it")
    held = f"{snapshots} snapshots" if snapshots else "no snapshots yet (the bot loads the bundled data at start)"
    return Check(name, OK, f"{config.db_path}: writable, schema at migration {applied}, {held}")


async def _webhook(config: Config, client: httpx.AsyncClient, reachable: bool) -> list[Check]:
    name = "Webhook"
    registered: dict = {}
    if reachable:
        try:
            answer = await _bot_api(config, client, "getWebhookInfo")
            registered = answer.get("result") or {} if answer.get("ok") else {}
        except httpx.HTTPError:
            registered = {}
    if not config.webhook_url:
        if registered.get("url"):
            return [Check(name, INFO, f"long polling; Telegram still has a webhook ({registered['url']}), which "
                                      "`leaderbot run` removes at start")]
        return [Check(name, OK, "not set: `leaderbot run` uses long polling")]
    checks = []
    port = urlsplit(config.webhook_url).port or 443
    if port not in WEBHOOK_PORTS:
        checks.append(Check(name, FAIL, f"{config.webhook_url} uses port {port}; Telegram delivers webhooks "
                                        "only to ports 443, 80, 88 and 8443",
                            "serve the public URL on one of those ports (the bot itself may listen on any "
                            "LEADERBOT_WEBHOOK_PORT behind your proxy)"))
    else:
        checks.append(Check(name, OK, f"{config.webhook_url}, secret set ({len(config.webhook_secret or '')} "
                                      f"characters); the bot listens on {config.webhook_listen}:{config.webhook_port} "
                                      "and serves GET /healthz there"))
    if registered:
        if registered.get("url") != config.webhook_url:
            checks.append(Check("Webhook at Telegram", INFO, f"Telegram has {registered.get('url') or 'no webhook'}; "
                                                             "`leaderbot run` sets it at start"))
        elif registered.get("last_error_message"):
            when = dt.datetime.fromtimestamp(registered.get("last_error_date", 0), dt.timezone.utc)
            checks.append(Check("Webhook at Telegram", WARN,
                                f"Telegram's last delivery failed at {utc_iso(when)}: {registered['last_error_message']}; "
                                f"{registered.get('pending_update_count', 0)} updates waiting",
                                "check that the URL reaches the bot through your proxy (TLS certificate, path, port)"))
        else:
            checks.append(Check("Webhook at Telegram", OK,
                                f"registered; {registered.get('pending_update_count', 0)} updates waiting"))
    return checks
