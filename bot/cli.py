"""leaderbot's command line: a thin layer over the library (see README for each command)."""

from __future__ import annotations

import argparse
import asyncio
import datetime as dt
import json
import logging
import sqlite3
import tempfile
import sys
from pathlib import Path

from . import bundled, store
from .config import Config, ConfigError, settings_in_effect
from .render import to_plain

log = logging.getLogger("leaderbot")


class RedactSecrets(logging.Filter):
    """Replaces the bot token (and other secrets) wherever they appear in a log record:
    its message and any traceback it carries (python-telegram-bot's InvalidToken quotes
    the token; its debug log states the API URL, which holds it)."""

    def __init__(self, *secrets: str | None) -> None:
        super().__init__()
        self.secrets = [s for s in secrets if s]

    def filter(self, record: logging.LogRecord) -> bool:
        if self.secrets:
            message = record.getMessage()
            for secret in self.secrets:
                message = message.replace(secret, "<redacted>")
            record.msg, record.args = message, None
            if record.exc_info and not record.exc_text:
                record.exc_text = logging.Formatter().formatException(record.exc_info)
            for secret in self.secrets:
                if record.exc_text:
                    record.exc_text = record.exc_text.replace(secret, "<redacted>")
                if record.stack_info:
                    record.stack_info = record.stack_info.replace(secret, "<redacted>")
        return True


_RECORD_FIELDS = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {"message", "asctime"}


class JsonLines(logging.Formatter):
    """LEADERBOT_LOG_FORMAT=json: one JSON object a line for log collectors: time, level,
    logger, message, the event's own fields (`extra=`, e.g. update_id and ms) and any traceback."""

    def format(self, record: logging.LogRecord) -> str:
        line = {
            "time": dt.datetime.fromtimestamp(record.created, dt.timezone.utc).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            **{k: v for k, v in vars(record).items() if k not in _RECORD_FIELDS and not k.startswith("_")},
        }
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            line["exc"] = record.exc_text
        return json.dumps(line, ensure_ascii=False, default=str)


def setup_logging(config: Config, verbose: bool = False) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.addFilter(RedactSecrets(*config.secrets))  # a filter runs before the formatter: both formats
    handler.setFormatter(JsonLines() if config.log_format == "json"
                         else logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.basicConfig(level=logging.DEBUG if verbose else logging.INFO, handlers=[handler], force=True)
    # APScheduler logs every run of every job at INFO; the bot logs what its jobs did instead.
    logging.getLogger("apscheduler").setLevel(logging.DEBUG if verbose else logging.WARNING)
    # httpx logs every request URL, and Bot API URLs carry the token: keep it quiet.
    logging.getLogger("httpx").setLevel(logging.WARNING)
    logging.getLogger("httpcore").setLevel(logging.WARNING)


def open_store(config: Config):
    db = store.open_db(config.db_path)
    bundled.ensure_default(db)
    return db


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="leaderbot", description="LLM speed leaderboards in Telegram.")
    parser.add_argument("--db", help="database file (default: $LEADERBOT_DB or ~/.local/share/leaderbot/leaderbot.db)")
    parser.add_argument("-v", "--verbose", action="store_true", help="debug logging")
    commands = parser.add_subparsers(dest="command", required=True)

    ask = commands.add_parser("ask", help="send the bot one message and print its reply")
    _chat_options(ask)
    ask.add_argument("--html", action="store_true", help="print raw Telegram HTML instead of the text a user reads")
    ask.add_argument("--chat-id", type=int, default=None, help="chat id (state such as /lang persists per chat)")
    ask.add_argument("--user-id", type=int, default=10, help="the sender's user id")
    ask.add_argument("text", nargs="+", help="the message, e.g. /top or 最便宜的国产模型")

    chat = commands.add_parser("chat", help="talk to the bot in the terminal (no token needed)")
    _chat_options(chat)

    ingest = commands.add_parser("ingest", help="import saved responses, or fetch the live sources once")
    ingest.add_argument("paths", nargs="*", type=Path,
                        help="snapshot files, Artificial Analysis pages or OpenRouter endpoints responses")
    ingest.add_argument("--as-of", help="as-of date for files that don't carry one")
    ingest.add_argument("--source", help="source name to record the files under")
    ingest.add_argument("--release", type=int, metavar="ID",
                        help="accept a quarantined snapshot after all (its id is in /source and the report)")

    tick = commands.add_parser("tick", help="run the scheduled work that is due once, then exit")
    tick.add_argument("--now", help="pretend it is this ISO time (default: now; no zone = LEADERBOT_TZ)")

    export = commands.add_parser("export", help="write the current board, or a model's history, as CSV")
    export.add_argument("--history", metavar="MODEL", help="a model's history (every snapshot it appeared in)")
    export.add_argument("--out", type=Path, help="file to write (default: standard output)")
    export.add_argument("--lang", choices=("zh", "en"), default="en", help="language of the column headers")
    export.add_argument("filters", nargs="*", help="board filters: china, intl, open")

    commands.add_parser("doctor", help="check the token, BotFather settings, AA key, database and webhook")
    commands.add_parser("health", help="exit 0 if the running bot's heartbeat is recent (for supervisors)")
    backup = commands.add_parser("backup", help="copy the database while the bot runs (SQLite's online backup)")
    backup.add_argument("path", help="file to write, or a folder (existing, or ending in /) to put a copy named "
                                      "for the time in")
    commands.add_parser("config", help="print the settings in effect (secrets masked) and where each came from")
    run = commands.add_parser("run", help="run the Telegram bot (long polling, or a webhook when LEADERBOT_WEBHOOK_URL is set)")
    run.add_argument("--webhook", action="store_true",
                     help="refuse to start unless webhook mode is configured (a PaaS web process must serve HTTP)")
    return parser


def _chat_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", choices=("zh", "en"), default=None, help="the user's Telegram language")
    parser.add_argument("--group", action="store_true",
                        help="as a message in a group chat (answered when a command or it mentions @leaderbot); "
                             "the group's first sender owns it, other --user-id values are members")


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        config = Config.load(db_path=args.db)
    except ConfigError as exc:
        print(f"leaderbot: configuration problem: {exc}", file=sys.stderr)
        return 2
    setup_logging(config, args.verbose)
    try:
        return _dispatch(config, args)
    except sqlite3.Error as exc:
        print(f"leaderbot: can't use the database at {config.db_path} (set by --db or LEADERBOT_DB): {exc}",
              file=sys.stderr)
        return 2
    except BrokenPipeError:  # `leaderbot ask /top | head`: the reader left, nothing is wrong
        sys.stderr.close()
        return 0
    except Exception:  # logged through the redacting handler: a traceback never shows a secret
        log.exception("leaderbot %s failed", args.command)
        return 1


def _dispatch(config: Config, args: argparse.Namespace) -> int:
    if args.command in ("ask", "chat"):
        return asyncio.run(_terminal(config, args))
    if args.command == "ingest":
        return _ingest(config, args)
    if args.command == "tick":
        return _tick(config, args)
    if args.command == "export":
        return _export(config, args)
    if args.command == "run":
        return _run(config, webhook=args.webhook)
    if args.command == "config":
        return _config(config)
    if args.command == "doctor":
        return _doctor(config)
    if args.command == "health":
        return _health(config)
    if args.command == "backup":
        return _backup(config, args.path)
    return 2


async def _terminal(config: Config, args: argparse.Namespace) -> int:
    from .telegram.app import build_application
    from .telegram.local import LOCAL_TOKEN, LocalBotAPI, ask

    db = open_store(config)
    on_disk = str(config.db_path) not in ("", ":memory:")
    api = LocalBotAPI(Path(f"{config.db_path}.groups.json") if on_disk else None)
    application = build_application(config, db, request=api, token=LOCAL_TOKEN)
    group = args.group
    chat_id = getattr(args, "chat_id", None) or (-100 if group else 10)
    user_id = getattr(args, "user_id", 10)
    async with application:
        if args.command == "ask":
            sent = await ask(application, api, " ".join(args.text), chat_id=chat_id, user_id=user_id,
                             lang=args.lang, group=group)
            _print_replies(sent, args.html)
            if not sent and group:
                _say_unaddressed()
            return 0
        print("leaderbot in the terminal: ask anything (/help for examples, Ctrl-D to quit).", file=sys.stderr)
        while True:
            try:
                line = await asyncio.to_thread(input, "> ")
            except (EOFError, KeyboardInterrupt):
                print(file=sys.stderr)
                return 0
            if line.strip():
                sent = await ask(application, api, line, chat_id=chat_id, user_id=user_id, lang=args.lang, group=group)
                _print_replies(sent, False)
                if not sent and group:
                    _say_unaddressed()


def _say_unaddressed() -> None:
    from .telegram.local import BOT_USERNAME

    print(f"(no reply: in a group the bot answers commands, messages that mention @{BOT_USERNAME} and replies "
          f"to it, as in Telegram; try \"@{BOT_USERNAME} ...\")", file=sys.stderr)


def _print_replies(sent, raw_html: bool) -> None:
    """Each reply as the user reads it; a chart or a CSV export is saved to a file, whose
    path is printed, so it can be opened from the terminal."""
    folder = None
    for message in sent:
        for name, content in getattr(message, "files", {}).values():
            folder = folder or Path(tempfile.mkdtemp(prefix="leaderbot-"))
            path = folder / Path(name).name
            path.write_bytes(content)
            print(f"[{'photo' if message.method == 'sendPhoto' else 'file'} saved to {path}, "
                  f"{max(1, len(content) // 1024)} KB]")
        print(message.text if raw_html else to_plain(message.text))
        print()


def _ingest(config: Config, args: argparse.Namespace) -> int:
    from . import live

    db = open_store(config)
    if args.release is not None:
        try:
            outcome = live.release(db, args.release)
        except live.ReleaseError as exc:
            print(f"leaderbot ingest --release: {exc}", file=sys.stderr)
            return 1
        _print_outcome(f"released snapshot {args.release}", outcome)
        return 0
    if args.paths:
        results = live.ingest_files(db, args.paths, as_of=args.as_of, source=args.source)
        for result in results:
            if result.error:
                print(f"rejected {result.path}: {result.error}")
            else:
                _print_outcome(result.path, result.outcome)
        return 1 if any(r.error for r in results) else 0
    sources = live.configured_sources(config)
    if not sources:
        print("leaderbot ingest: no live source is configured (set AA_API_KEY and/or OPENROUTER_API_KEY); "
              f"answering from the bundled data as of {store.bundled_as_of(db) or '—'}.", file=sys.stderr)
        return 2
    return _fetch(config, db, force=True)


def _fetch(config: Config, db, *, force: bool, now=None) -> int:
    from . import live

    async def go():
        async with live.make_client() as client:
            return await live.run_due(db, config, client, now or dt.datetime.now(dt.timezone.utc), force=force)

    failed = 0
    for outcome in asyncio.run(go()):
        if outcome.skipped:
            state = store.source_state(db, outcome.source)
            print(f"{outcome.source}: not due (next fetch {state.next_due_at})")
        elif outcome.error:
            failed += 1
            print(f"{outcome.source}: fetch failed, previous data kept: {outcome.error}")
        else:
            _print_outcome(outcome.source, outcome)
        if outcome.report:
            print(f"operators would be told: {outcome.report}")
    return 1 if failed else 0


def _print_outcome(label: str, outcome) -> None:
    result, snap = outcome.stored, outcome.snapshot
    verb = "quarantined" if outcome.quarantined else "stored"
    print(f"{verb} {label}: snapshot {result.snapshot_id} of {snap.source} as of {snap.as_of} ({snap.coverage}), "
          f"{result.models} models ({result.new_models} new, {result.retired} retired), "
          f"{result.deployments} deployments")
    for reason in outcome.quarantined:
        print(f"  quarantined because {reason}")
    for row, why in outcome.rejected:
        print(f"  rejected row {row}: {why}")
    for row, why in outcome.notes:
        print(f"  note {row}: {why}")


def _tick(config: Config, args: argparse.Namespace) -> int:
    now = dt.datetime.fromisoformat(args.now) if args.now else dt.datetime.now(dt.timezone.utc)
    if now.tzinfo is None:
        now = now.replace(tzinfo=config.zone)
    db = open_store(config)
    from . import live

    if live.configured_sources(config):
        status = _fetch(config, db, force=False, now=now)
    else:
        on_bundled = store.load_board(db).bundled
        print("nothing to fetch: no live source is configured"
              + (f"; answering from the bundled data as of {store.bundled_as_of(db) or '—'}" if on_bundled else ""))
        status = 0
    status = max(status, _alerts(config, db, now, frozen=bool(args.now)))
    done = store.upkeep(db, now, config.zone, **config.retentions())
    if done is not None:
        print(f"upkeep: {done.raws_pruned} raw payloads past the retention pruned, {done.outbox_folded} outbox and "
              f"{done.deliveries_folded} delivery rows folded into daily counts, {done.freed_pages} pages freed")
    return status


def _alerts(config: Config, db, now, *, frozen: bool) -> int:
    """Queue due alerts and digests, and send them when a bot token is configured."""
    from . import notify
    from .telegram import broadcast

    if not config.token:
        instant, digests = notify.queue_instant(db, now), notify.queue_digests(db, now)
        waiting = store.delivery_stats(db, now.isoformat())["outbox"]
        print(f"alerts: {instant} instant and {digests} digest messages queued; {waiting} waiting in the outbox "
              "(not sent: set TELEGRAM_BOT_TOKEN)")
        return 0

    try:
        instant, digests, stats = broadcast.tick(config, db, now, frozen=frozen)
    except broadcast.NotSent as exc:
        print(f"leaderbot tick: alerts queued but not sent: {exc}", file=sys.stderr)
        return 2
    print(f"alerts: {instant} instant and {digests} digest messages queued; sent {stats.sent}, "
          f"rescheduled {stats.rescheduled}, failed {stats.failed + stats.forbidden}")
    return 0


def _run(config: Config, *, webhook: bool = False) -> int:
    from .telegram.app import build_application

    if webhook and not config.webhook_url:
        print("leaderbot run --webhook: set LEADERBOT_WEBHOOK_URL and LEADERBOT_WEBHOOK_SECRET (a web process "
              "must serve webhooks; run the worker process for long polling).", file=sys.stderr)
        return 2
    if not config.token:
        print("leaderbot run: set TELEGRAM_BOT_TOKEN (try `leaderbot chat` to use the bot without one).",
              file=sys.stderr)
        return 2
    from .telegram.serve import run

    db = open_store(config)
    return run(config, build_application(config, db))


def _doctor(config: Config) -> int:
    """`leaderbot doctor`: every check of the setup, readable, with the fix for each problem."""
    import httpx

    from . import ops

    async def go():
        async with httpx.AsyncClient() as client:
            return await ops.doctor(config, client, dt.datetime.now(dt.timezone.utc))

    checks = asyncio.run(go())
    width = max(len(c.name) for c in checks)
    for check in checks:
        print(f"{check.status:<4}  {check.name:<{width}}  {check.detail}")
        if check.fix and check.status != ops.OK:
            print(f"{'':<4}  {'':<{width}}  {'hint' if check.status == ops.INFO else 'fix'}: {check.fix}")
    failed = [c.name for c in checks if c.status == ops.FAIL]
    warned = sum(c.status == ops.WARN for c in checks)
    print()
    if failed:
        print(f"leaderbot can't work until this is fixed: {', '.join(failed)}.")
    else:
        print("Everything the bot needs works" + (f"; {warned} warning(s) above turn features off." if warned else "."))
    return ops.exit_status(checks)


def _health(config: Config) -> int:
    """`leaderbot health`: one line; exit 0 when the running bot is alive (Docker HEALTHCHECK, systemd)."""
    from . import ops

    result = ops.health(config.db_path, dt.datetime.now(dt.timezone.utc))
    print(result.reason)  # one line either way, on standard output, where Docker's health log reads it
    return 0 if result.ok else 1


def _backup(config: Config, path: str) -> int:
    """`leaderbot backup PATH`: a consistent copy of the live database."""
    from . import ops

    try:
        copy = ops.backup(config.db_path, path, dt.datetime.now(dt.timezone.utc))
    except (FileNotFoundError, ValueError) as exc:
        print(f"leaderbot backup: {exc}", file=sys.stderr)
        return 1
    print(f"backed up {config.db_path} to {copy.path} ({copy.size / 1e6:.1f} MB, {copy.snapshots} snapshots, "
          f"{copy.subscriptions} subscriptions)")
    return 0


def _config(config: Config) -> int:
    """`leaderbot config`: each setting, its value in effect and where it came from."""
    rows = [("setting", "value", "from"), *settings_in_effect(config)]
    width = [max(len(row[i]) for row in rows) for i in (0, 1)]
    for name, value, origin in rows:
        print(f"{name:<{width[0]}}  {value:<{width[1]}}  {origin}")
    print("\nfrom: env = the process environment, .env = ./.env (read only for what the environment "
          "leaves unset), --db = the command line, default = leaderbot's own default")
    return 0


def _export(config: Config, args: argparse.Namespace) -> int:
    """`leaderbot export`: the same CSV as /export, to a file or standard output."""
    from . import pictures

    db = open_store(config)
    if args.history:
        outcome = pictures.export_history(db, args.history, args.lang)
    else:  # the same reading as /export: filters, or a model's history, or a polite refusal
        outcome = pictures.export(db, " ".join(args.filters), args.lang)
    if outcome.document is None:
        print(f"leaderbot export: {to_plain(outcome.text or '')}", file=sys.stderr)
        return 1
    if args.out:
        args.out.write_bytes(outcome.document.data)
        print(f"wrote {args.out} ({to_plain(outcome.document.caption).splitlines()[0]})", file=sys.stderr)
    else:
        sys.stdout.buffer.write(outcome.document.data)
        sys.stdout.flush()
    return 0
