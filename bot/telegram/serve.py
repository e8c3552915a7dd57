"""`leaderbot run`: the bot on a Bot API server, by long polling (the default) or by
webhook, until SIGTERM or SIGINT; then a clean shutdown (updates taken are confirmed,
handlers finish, clients close).

Python-telegram-bot's `run_polling` / `run_webhook` do the same steps but can't say why
polling failed; this runner can, so a second instance polling the same token (Telegram's
409 Conflict) stops this one with a clear message instead of retrying for ever.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys
from collections.abc import Sequence
from urllib.parse import urlsplit

from telegram.error import Conflict, InvalidToken, NetworkError, TelegramError
from telegram.ext import Application

from ..config import Config
from . import webhook

log = logging.getLogger(__name__)

# Every update kind a handler in app.py listens to (and nothing else, so Telegram sends no more).
ALLOWED_UPDATES = ["message", "channel_post", "callback_query", "inline_query", "my_chat_member"]
POLL_TIMEOUT = 10  # seconds a getUpdates long poll waits for updates

CONFLICT = ("leaderbot run: another instance is taking updates for this bot token (Telegram answered "
            "409 Conflict); stopping this one. Run one instance per token (or use webhook mode).")


def run(config: Config, application: Application) -> int:
    """The process's main loop; returns the exit status."""
    from .. import ops

    ops.tune_gc()  # a long-running process: full collections rare (they pause every chat)
    return asyncio.run(serve(config, application))


async def serve(config: Config, application: Application, *, stop: asyncio.Event | None = None,
                signals: Sequence[int] = (signal.SIGTERM, signal.SIGINT), poll_timeout: float = POLL_TIMEOUT) -> int:
    """Run the bot until `stop` is set (or a signal arrives); returns the exit status."""
    stop = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in signals:
        loop.add_signal_handler(sig, stop.set)
    failure: list[str] = []
    server = None

    def polling_failed(error: TelegramError) -> None:
        if isinstance(error, Conflict):
            failure.append(CONFLICT)
            stop.set()
        else:  # the updater retries with growing pauses
            log.warning("getUpdates failed, retrying: %s", error)

    try:
        try:
            await application.initialize()  # getMe: checks the token
        except InvalidToken:  # its text quotes the token: never print it
            print("leaderbot run: the Bot API rejected TELEGRAM_BOT_TOKEN (401 Unauthorized).", file=sys.stderr)
            return 2
        except NetworkError as exc:
            print(f"leaderbot run: cannot reach the Bot API at {config.api_server}: {exc}", file=sys.stderr)
            return 1
        if application.post_init:
            await application.post_init(application)
        if config.webhook_url:
            # Our webhook server answers 403 to any request without the secret in its header,
            # and serves GET /healthz beside the webhook path.
            server = await webhook.start(application, config, ALLOWED_UPDATES)
            log.info("leaderbot running: webhook %s, listening on %s:%s", _redacted_url(config.webhook_url),
                     config.webhook_listen, config.webhook_port)
        else:
            await application.updater.start_polling(timeout=poll_timeout, allowed_updates=ALLOWED_UPDATES,
                                                    error_callback=polling_failed)
            log.info("leaderbot running: long polling %s", config.api_server)
        await application.start()
        await stop.wait()
        log.info("leaderbot stopping")
    finally:
        for sig in signals:
            loop.remove_signal_handler(sig)
        lane = getattr(application.bot_data, "lane", None)  # (a bare Application, as in bench/roundtrip.py, has none)
        if lane is not None:  # first of all: the alert lane and the worker's queueing stop taking new work
            lane.stopping.set()
        if server is not None:
            await webhook.stop(server)  # no new updates; those queued are still handled
        if application.updater and application.updater.running:
            await application.updater.stop()  # polling: confirms the updates already taken
        if application.running:
            await application.stop()  # lets handlers in progress finish
            if application.post_stop:
                await application.post_stop(application)
        await application.shutdown()
        if application.post_shutdown:
            await application.post_shutdown(application)
    if failure:
        print(failure[0], file=sys.stderr)
        return 1
    return 0


def _redacted_url(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}/…" if parts.path.strip("/") else url
