"""Operators' side of the bot: live-data refreshes, scheduled and on demand (/refresh).
Only user ids in LEADERBOT_ADMINS are operators; /source shows them the quota too."""

from __future__ import annotations

import datetime as dt
import logging

import httpx
from sqlite_utils import Database
from telegram import Update
from telegram.ext import Application, CommandHandler, ContextTypes

from . import live, store
from .chats import chat_language, is_operator
from .config import Config
from .render import render

log = logging.getLogger(__name__)

CHECK_EVERY = dt.timedelta(minutes=5)  # how often the job asks the database what is due


def http_client(application: Application) -> httpx.AsyncClient:
    """The long-lived client for live sources, opened on first use, closed at shutdown."""
    client = application.bot_data.get("http")
    if client is None or client.is_closed:
        client = application.bot_data["http"] = httpx.AsyncClient(timeout=live.HTTP_TIMEOUT)
    return client


async def close_http_client(application: Application) -> None:
    client = application.bot_data.pop("http", None)
    if client is not None:
        await client.aclose()


async def on_refresh(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/refresh (operators only): fetch every configured live source now and say what came of it."""
    db: Database = context.bot_data["db"]
    config: Config = context.bot_data["config"]
    lang = chat_language(db, update)
    if not is_operator(config, update):
        await update.effective_message.reply_text(render(lang, "operators", what="not_operator"), do_quote=False)
        return
    if not live.configured_sources(config):
        await update.effective_message.reply_text(
            render(lang, "operators", what="no_sources", bundled_as_of=store.bundled_as_of(db) or "—"),
            do_quote=False)
        return
    outcomes = await live.run_due(db, config, http_client(context.application), _now(), force=True)
    await update.effective_message.reply_text(render(lang, "operators", what="refreshed", outcomes=outcomes),
                                              do_quote=False)


async def refresh_job(context: ContextTypes.DEFAULT_TYPE) -> None:
    """Every few minutes: fetch whatever the database says is due; tell operators what they must know."""
    db: Database = context.bot_data["db"]
    config: Config = context.bot_data["config"]
    outcomes = await live.run_due(db, config, http_client(context.application), _now())
    for outcome in outcomes:
        if outcome.error:
            log.warning("%s: fetch failed, previous data kept: %s", outcome.source, outcome.error)
        if outcome.report:
            await tell_operators(context, config, db, outcome.report)


async def tell_operators(context: ContextTypes.DEFAULT_TYPE, config: Config, db: Database, report: str) -> None:
    for admin in config.admins:
        lang = store.chat_lang(db, admin) or "en"
        try:
            await context.bot.send_message(admin, render(lang, "operators", what="report", report=report))
        except Exception:  # one unreachable operator must not stop the others
            log.warning("could not reach an operator with a source report")


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


def register_operator_handlers(application: Application) -> None:
    """/refresh, and the repeating refresh job when live sources are configured."""
    application.add_handler(CommandHandler("refresh", on_refresh))
    config: Config = application.bot_data["config"]
    if application.bot_data.get("schedule_jobs") and live.configured_sources(config):
        # The job only asks the database what is due, so restarts lose nothing.
        application.job_queue.run_repeating(refresh_job, interval=CHECK_EVERY, first=15, name="refresh-live-data")
