"""Operators' side of the bot: live-data refreshes, scheduled and on demand (/refresh), and
reports to operators. Only user ids in LEADERBOT_ADMINS are operators; /source shows them
the quota too."""

from __future__ import annotations

import datetime as dt
import logging

from telegram import Message, Update

from .. import answers, callbacks, live, ops, store
from ..render import render
from . import send
from .chats import chat_language, is_operator
from .send import Place
from .state import Context

log = logging.getLogger(__name__)

CHECK_EVERY = dt.timedelta(minutes=5)  # how often the job asks the database what is due


async def on_refresh(update: Update, context: Context) -> None:
    """/refresh (operators only): fetch every configured live source now and say what came of it."""
    db, config = context.bot_data.db, context.bot_data.config
    lang = chat_language(db, update)
    place = Place.of(update)
    if not is_operator(config, update):
        await send.text(context, place, render(lang, "operators", what="not_operator"))
        return
    if not live.configured_sources(config):
        await send.text(context, place, render(lang, "operators", what="no_sources",
                                               bundled_as_of=store.bundled_as_of(db) or "—"))
        return
    outcomes = await fetch(context, force=True)
    await send.text(context, place, render(lang, "operators", what="refreshed", outcomes=outcomes))


async def refresh_job(context: Context) -> None:
    """Every few minutes: fetch whatever the database says is due; tell operators what they must know."""
    outcomes = await fetch(context, force=False)
    for outcome in outcomes:
        if outcome.error:
            log.warning("%s: fetch failed, previous data kept: %s", outcome.source, outcome.error)
        if outcome.report:
            await tell_operators(context, outcome.report)


async def heartbeat_job(context: Context) -> None:
    """Every few seconds: tell `leaderbot health` the bot is alive (its loop runs, its database writes)."""
    ops.beat(context.bot_data.db, dt.datetime.now(dt.timezone.utc))


async def fetch(context: Context, *, force: bool) -> list[live.Outcome]:
    """Fetch (every source, or those due) and store, in the worker: a stalled source or a
    big page to ingest never holds the bot's answers."""
    config = context.bot_data.config

    async def work(db):
        async with live.make_client() as client:
            return await live.run_due(db, config, client, _now(), force=force)

    return await context.bot_data.worker.run(work)


async def on_release_button(update: Update, context: Context, pressed: callbacks.ReleaseButton, lang: str) -> None:
    """A release button under /source (operators only): the quarantined snapshot is stored
    as a good one, and the /source message shows what is left."""
    button = update.callback_query
    if not is_operator(context.bot_data.config, update):
        await send.note(button, render(lang, "operators", what="not_operator"), alert=True)
        return

    def release(db):
        try:
            return live.release(db, pressed.snapshot_id), None
        except live.ReleaseError as exc:
            return None, str(exc)

    outcome, problem = await context.bot_data.worker.run(release)
    if problem is not None:
        await send.note(button, render(lang, "operators", what="release_failed", snapshot=pressed.snapshot_id,
                                       reason=problem), alert=True)
        return
    await send.note(button, render(lang, "operators", what="released", snapshot=pressed.snapshot_id,
                                   outcome=outcome), alert=True)
    if isinstance(button.message, Message):
        reply = answers.answer(context.bot_data.db, answers.understand(context.bot_data.db, "/source"), lang,
                               operator=True)
        await send.edit(context, button.message, reply.pages[0], answers.board_buttons(reply, lang))


async def upkeep_job(context: Context) -> None:
    """Hourly: the daily upkeep (retentions, free pages) when its off-peak hour has come."""
    config = context.bot_data.config
    done = await context.bot_data.worker.run(lambda db: store.upkeep(db, _now(), config.zone, **config.retentions()))
    if done is not None:
        log.info("upkeep: %s", done)


async def tell_operators(context: Context, report: str) -> None:
    """A short report to every operator, each in their language."""
    data = context.bot_data
    for admin in data.config.admins:
        lang = store.chat_lang(data.db, admin) or "en"
        try:
            await send.text(context, Place(admin), render(lang, "operators", what="report", report=report))
        except Exception:  # one unreachable operator must not stop the others
            log.warning("could not reach an operator with a source report")


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


COMMANDS = {"refresh": on_refresh}
