"""The python-telegram-bot Application: every handler and job in one ordered table.

Handlers are thin: text -> Query -> a feature's typed reply -> `send`. The same
Application serves Telegram (`leaderbot run`) and the terminal (`leaderbot ask` / `chat`,
through `local.LocalBotAPI`), so both paths run the same code.

Which updates count, one rule for every command: new messages and channel posts
(`FRESH`). An edited message never runs a command again.

No user waits on another: updates are handled concurrently (`ChatOrder`, at most
`CONCURRENT_UPDATES` at once), each chat's in the order they came; slow work runs beside
the event loop (charts in a thread, alerts' queueing and live sources in the `Worker`); a
429 holds only the reply it answered (`send.ReplyLimiter`); alerts go out on a lane of
their own (`broadcast.Lane`).
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import time
import traceback
import warnings
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, replace
from typing import Any

from sqlite_utils import Database
from telegram import (
    BotCommand,
    BotCommandScopeAllChatAdministrators,
    BotCommandScopeAllGroupChats,
    BotCommandScopeAllPrivateChats,
    ChatMember,
    InlineQueryResultsButton,
    LinkPreviewOptions,
    Message,
    Update,
)
from telegram.constants import ChatType, ParseMode
from telegram.error import BadRequest, Forbidden, NetworkError, RetryAfter, TimedOut
from telegram.ext import (
    Application,
    ApplicationBuilder,
    BaseHandler,
    BaseUpdateProcessor,
    CallbackQueryHandler,
    ChatMemberHandler,
    CommandHandler,
    Defaults,
    InlineQueryHandler,
    MessageHandler,
    TypeHandler,
    filters,
)
from telegram.request import BaseRequest
from telegram.warnings import PTBUserWarning

from .. import answers, callbacks, live, ops, store
from .. import pictures as figures
from ..callbacks import Link
from ..config import Config
from ..intents import COMMANDS, MAX_INPUT, follow_up, zone_named
from ..render import LANGS, labels, lang_for, render, split_message
from ..subscriptions import Change, muted_of, muting, not_instant, parse_subscribe, without_instant
from ..worker import Painter, Worker
from . import broadcast, operators, pictures, send, subscriptions
from .chats import chat_language, is_operator, may_manage
from .guard import RequestBudget, addressed_text, guard
from .send import Place, ReplyLimiter, RichSupport
from .state import CONTEXT_TYPES, Context

log = logging.getLogger(__name__)

# Commands shown in Telegram's menu, in this order; descriptions live in messages/.
MENU = ("top", "cheap", "value", "ttft", "smart", "china", "intl", "model", "compare", "scenario", "agent",
        "chart", "history", "frontier", "bound", "export", "new", "subscribe", "alerts", "watch", "unsubscribe",
        "source", "lang", "help")
# In groups only admins change the chat's language and subscription, so members' menus leave them out.
ADMIN_ONLY = ("lang", "subscribe", "alerts", "watch", "unsubscribe")
INLINE_CACHE = 300  # seconds Telegram may reuse an inline answer: boards change only with new snapshots
INTRO_QUIET = 60.0  # an "add to group" link sends /start right after the bot joins: introduce once
REPORT_QUIET = 600.0  # the same failure is reported to operators at most once in this many seconds
CONCURRENT_UPDATES = 64  # updates handled at once (each chat's still one at a time, in order)

FRESH = filters.UpdateType.MESSAGE | filters.UpdateType.CHANNEL_POST  # the updates that run commands


def build_application(
    config: Config,
    db: Database,
    *,
    request: BaseRequest | None = None,
    token: str | None = None,
    limits: bool = True,
    budget: RequestBudget | None = None,
) -> Application:
    """The bot, wired to `db`. With `request` (the terminal), no job queue and no network.
    `limits=False` (benchmarks) turns off the request budget and the pacing of sends; a 429
    from Telegram is still waited out and retried."""
    builder = (
        ApplicationBuilder()
        .token(token or config.token or "")
        .base_url(config.api_base)
        .context_types(CONTEXT_TYPES)
        .defaults(Defaults(parse_mode=ParseMode.HTML, link_preview_options=LinkPreviewOptions(is_disabled=True)))
    )
    if request is not None:
        builder = builder.request(request).get_updates_request(request).job_queue(None)
    else:
        builder = (builder.post_init(_post_init).post_stop(_post_stop)
                   .concurrent_updates(ChatOrder(CONCURRENT_UPDATES))
                   .rate_limiter(ReplyLimiter(pacing=limits)))
    application = builder.build()
    # Rich edits go through do_api_request("editMessageText"): PTB 22 has no rich_message
    # parameter yet, so its hint to use Bot.edit_message_text instead doesn't apply.
    warnings.filterwarnings("ignore", message=r"Please use 'Bot\.editMessageText'", category=PTBUserWarning)
    data = application.bot_data
    data.db, data.config, data.worker = db, config, Worker(db)
    data.rich = RichSupport("off" if request is not None else config.rich)  # the terminal prints text
    data.painter = Painter() if request is None else None
    # The budget protects a shared bot from its users; the terminal has one user and no budget.
    data.budget = (budget or RequestBudget()) if limits and request is None else None
    data.schedule_jobs = request is None  # the terminal runs no jobs
    for group, handler in handlers():
        application.add_handler(handler, group=group)
    application.add_error_handler(on_error)
    if data.schedule_jobs:
        for job in JOBS:
            if job.wanted(config):
                application.job_queue.run_repeating(job.callback, interval=job.every, first=job.first, name=job.name)
    return application


def handlers() -> list[tuple[int, BaseHandler]]:
    """Every handler, in order, with its group. Group -1 sees every update first; in group 0
    the first handler that matches wins. The error handler catches the rest."""
    family = {**operators.COMMANDS, **subscriptions.COMMANDS, **pictures.COMMANDS}
    return [
        (-1, TypeHandler(Update, guard)),  # over budget: "slow down", nothing else runs
        (0, CommandHandler(list(COMMANDS), on_query, filters=FRESH)),  # boards, cards, help...
        # /refresh; /subscribe, /alerts, /watch...; /chart, /history, /frontier, /bound, /export
        *[(0, CommandHandler(name, callback, filters=FRESH)) for name, callback in family.items()],
        (0, MessageHandler(filters.TEXT & ~filters.COMMAND & FRESH & (filters.ChatType.PRIVATE | filters.ChatType.GROUPS),
                           on_text)),
        # After every command handler above: another command in a private chat, or one addressed
        # to this bot in a group (/foo@leaderbot; a bare /foo may be another bot's), gets a short answer.
        (0, MessageHandler(filters.COMMAND & filters.ChatType.PRIVATE & FRESH, on_query)),
        (0, MessageHandler(filters.COMMAND & filters.ChatType.GROUPS & FRESH, on_group_command)),
        (0, CallbackQueryHandler(on_button)),
        (0, InlineQueryHandler(on_inline)),
        (0, ChatMemberHandler(on_membership, ChatMemberHandler.MY_CHAT_MEMBER)),
        (0, MessageHandler(filters.StatusUpdate.MIGRATE, on_migrate)),
    ]


@dataclass(frozen=True)
class Job:
    """A repeating job; every job rebuilds its work from the database, so restarts lose nothing."""

    callback: Callable[[Context], Coroutine[Any, Any, None]]
    every: float | dt.timedelta  # seconds between runs
    first: float  # seconds after start-up of the first run
    name: str
    wanted: Callable[[Config], object] = lambda config: True


JOBS = (
    Job(broadcast.queue_job, 30, 5, "queue-alerts"),  # instant alerts and due digests; the lane sends them
    Job(operators.refresh_job, operators.CHECK_EVERY, 15, "refresh-live-data", live.configured_sources),
    Job(operators.upkeep_job, 3600, 60, "upkeep"),  # retentions and free pages, daily at 04:00 local
    Job(operators.heartbeat_job, ops.HEARTBEAT_EVERY, 1, "heartbeat"),  # (first=0 never runs) read by `leaderbot health`, GET /healthz
)


class ChatOrder(BaseUpdateProcessor):
    """Updates handled concurrently, at most `limit` at once, each chat's in the order they
    came. An update waiting for its chat's previous one takes no slot, so one busy chat
    never holds the others."""

    def __init__(self, limit: int) -> None:
        super().__init__(max_concurrent_updates=1_000_000)  # the bound that counts is `_slots`
        self._slots = asyncio.Semaphore(limit)
        self._chats: dict[int, tuple[asyncio.Lock, list[int]]] = {}  # chat -> (its lock, [updates waiting])

    async def do_process_update(self, update: object, coroutine) -> None:
        key = None
        if isinstance(update, Update):
            chat, user = update.effective_chat, update.effective_user
            key = chat.id if chat is not None else (user.id if user is not None else None)
        if key is None:
            async with self._slots:
                await _timed(update, coroutine)
            return
        lock, waiting = self._chats.setdefault(key, (asyncio.Lock(), [0]))
        waiting[0] += 1
        try:
            async with lock, self._slots:
                await _timed(update, coroutine)
        finally:
            waiting[0] -= 1
            if not waiting[0]:
                del self._chats[key]

    async def initialize(self) -> None:
        pass

    async def shutdown(self) -> None:
        pass


async def _timed(update: object, coroutine) -> None:
    """Handle one update and log one line for the operator: what it was (never the user's
    words: the kind, the chat, a command's name) and how long handling took."""
    started = time.perf_counter()
    try:
        await coroutine
    finally:
        ms = round((time.perf_counter() - started) * 1000, 1)
        if isinstance(update, Update) and log.isEnabledFor(logging.INFO):
            kind = next((k for k in ("message", "channel_post", "callback_query", "inline_query", "my_chat_member",
                                     "edited_message") if getattr(update, k) is not None), "other")
            chat = update.effective_chat.id if update.effective_chat else None
            text = (update.effective_message.text or "") if update.effective_message and kind != "callback_query" else ""
            what = (text.split(maxsplit=1)[0].partition("@")[0][:32] if text.startswith("/")
                    else "button" if kind == "callback_query" else "text" if text else "-")
            log.info("update %s %s chat=%s %s handled in %.1f ms", update.update_id, kind, chat, what, ms,
                     extra={"event": "update", "update_id": update.update_id, "kind": kind, "chat_id": chat,
                            "command": what, "ms": ms})


async def on_query(update: Update, context: Context) -> None:
    """Any command: the answer to it (a board with its buttons, a card, a comparison, help...)."""
    await _reply(update, context, update.effective_message.text or "")


async def on_group_command(update: Update, context: Context) -> None:
    """A command this bot doesn't have, in a group: answered only when it names this bot."""
    text = update.effective_message.text or ""
    target = text.split(maxsplit=1)[0].partition("@")[2] if text else ""
    if target and context.bot.username and target.casefold() == context.bot.username.casefold():
        await _reply(update, context, text)


async def on_text(update: Update, context: Context) -> None:
    """A plain question ("最便宜的国产模型"): the same answers as the commands.
    In groups only when the bot is mentioned or replied to."""
    text = addressed_text(update.effective_message, context.bot.username)
    if text is not None:
        await _reply(update, context, text)


async def _reply(update: Update, context: Context, text: str) -> None:
    db = context.bot_data.db
    message = update.effective_message
    place = Place.of(update)
    operator = is_operator(context.bot_data.config, update)
    query = answers.understand(db, text)
    # PRODUCT.md rule 13: the reply speaks the question's language; commands without words the chat's
    recent = context.bot_data.recent(message.chat_id)
    # a follow-up in no language of its own ("vs minimax-m3?", "glm-5.2?") goes on in the conversation's
    spoken = recent.board.lang if query.follow and not text.startswith("/") and recent.board is not None else None
    lang = query.lang or spoken or chat_language(db, update)
    if query.lang:  # the chat's spoken language, for a later bare "/top" from a client that sends no language code
        store.note_spoken(db, message.chat_id, query.lang)
    if query.follow:  # "它的智能分呢", "那国产的呢", "alert me if either of these…": what this chat was last shown
        query = follow_up(query, recent)
    if query.kind == "start" and answers.is_subscribe_link(query.arg):
        # /start sub_daily: subscribed in one tap (in groups, if the one tapping is an admin)
        change = parse_subscribe(" ".join(answers.deep_link_words(query.arg)[1:]) or "daily")
        await subscriptions.subscribe_with(update, context, change if not change.problem else parse_subscribe("daily"),
                                           lang)
        return
    if query.kind == "subscribe" and query.problem:  # "每两个小时推一次": not a schedule there is, said
        await send.text(context, place, render(lang, "subscriptions", what=query.problem))
        return
    if query.kind == "subscribe" and (query.arg or "").startswith("unset "):  # "价格提醒先关掉": that kind off, the rest kept
        existing = store.subscription(db, *subscriptions.place_of(update))
        if existing is None or not existing.active:  # (nothing to turn off: never a subscription nobody asked for)
            await subscriptions.on_alerts(update, context, lang)
            return
        kinds = query.arg[len("unset "):]
        await subscriptions.subscribe_with(update, context, without_instant(existing, kinds), lang,
                                           digest_only=not_instant(existing, kinds))
        return
    if query.kind == "subscribe" and (query.arg or "").startswith(("mute ", "unmute ")):
        # "价格变动那块不要了": no word of that kind, digest too; "价格变动还是加回来吧": back in the digest
        existing = store.subscription(db, *subscriptions.place_of(update))
        back, kinds = query.arg.startswith("unmute "), query.arg.split(" ", 1)[1]
        if existing is None or not existing.active:  # (nothing to change: never a subscription nobody asked for)
            await subscriptions.on_alerts(update, context, lang)
            return
        if back and not muted_of(existing, kinds):  # none of them was left out: asked back at once
            await subscriptions.subscribe_with(update, context, parse_subscribe("instant " + kinds), lang, in_words=True)
            return
        await subscriptions.subscribe_with(update, context, muting(existing, kinds, back=back), lang)
        return
    if query.kind == "subscribe" and query.arg == "resume":  # "还是开着吧": back on, with the settings it had
        existing = store.subscription(db, *subscriptions.place_of(update))
        change = parse_subscribe("daily") if existing is None else \
            Change(digest="daily") if existing.active and existing.digest == "off" else Change()
        await subscriptions.subscribe_with(update, context, change, lang)
        return
    if query.kind == "subscribe":  # "每天早上9点推送排行变化": what /subscribe with those words does
        change = parse_subscribe(query.arg or "")
        existing = store.subscription(db, *subscriptions.place_of(update))
        if change.digest == "off" and not change.instant and not (existing and existing.active):
            # "日报先关了" with nothing on: never a subscription (a group's member is told first who may change it)
            if not await subscriptions.refused(update, context, lang):
                await subscriptions.on_alerts(update, context, lang)
            return
        if change.instant and change.digest is None and change.digest_at is None and change.weekday is None \
                and not (existing and existing.active):
            # "alert me instantly when a new model shows up": those alerts, no digest nobody asked for
            change = replace(change, digest="off")
        await subscriptions.subscribe_with(update, context, change if not change.problem else parse_subscribe(""), lang,
                                           watch=(query.names, query.vendors), thresholds=query.bounds, in_words=True)
        context.bot_data.remember(message.chat_id, query, {}, recent)
        return
    if query.kind in ("tz", "quiet", "alerts", "watch", "unwatch", "unsubscribe", "digest_preview", "next_digest"):
        # "时区改成北京时间", "quiet hours 22-7", "关注一下 glm-5.2", "把这俩都加到关注列表", "取消订阅"
        await subscriptions.setting_in_words(update, context, query.kind, query.arg or "", lang, names=query.names)
        return
    if message.chat.type in (ChatType.GROUP, ChatType.SUPERGROUP):
        if query.kind == "lang" and query.arg and not await may_manage(update, context, message.chat_id):
            await send.text(context, place, render(lang, "lang", admins_only=True))
            return
        if query.kind == "start" and not answers.deep_link_known(query.arg):
            await _introduce(context, place, lang)
            return
    if query.kind in ("chart", "export"):  # "画一个速度和价格的图", "导出国产模型的csv": the picture commands' answers
        flt = answers.query_filter(query)
        made = figures.chart(db, query.metric, flt, lang) if query.kind == "chart" else \
            figures.Outcome(document=figures.export_board(db, flt, lang))
        await send.outcome(context, place, made)
        return
    if query.kind == "next_page":  # "下一页", "more": the chat's last board, one page on
        if recent.board is not None and recent.board.kind == "board":
            last, total = recent.board, recent.total
            if last.offset + last.limit >= total:
                await send.text(context, place, render(lang, "problem", problem="last_page", count=total))
                return
            query = replace(last, offset=last.offset + last.limit, limit=query.limit or last.limit, capped=False)
    reply = answers.answer(db, query, lang, chat_id=message.chat_id, operator=operator)
    # (a comparison remembers the models it showed: a side named as a board's best is that model by now)
    context.bot_data.remember(message.chat_id, reply.query if query.kind == "compare" else query, reply.extra, recent)
    buttons = answers.board_buttons(reply, lang)
    if query.kind == "start" and not answers.deep_link_known(query.arg) and message.chat.type == ChatType.PRIVATE:
        # The welcome: an invitation to groups as well.
        buttons = [[Link(labels(lang)["btn_add_to_group"], f"https://t.me/{context.bot.username}?startgroup=true")]]
    await send.pages(context, place, reply.pages, buttons, answers.rich_form(db, reply, lang))
    if query.kind == "lang" and query.arg and (zone := zone_named(text)):
        # "這個群組之後都用中文回就好，時區設台北喔": the time zone too, not silently dropped
        await subscriptions.setting_in_words(update, context, "tz", zone, reply.query.lang or lang)


async def on_button(update: Update, context: Context) -> None:
    """A button under a board or the alert settings: what it names, edited in place.
    A stale or unknown button gets a polite note instead."""
    button = update.callback_query
    db = context.bot_data.db
    lang = chat_language(db, update)
    try:
        pressed = callbacks.parse_any(button.data)
    except callbacks.BadCallback as exc:
        log.info("button refused (%s): %r", exc, (button.data or "")[:64])
        await send.note(button, _problem(lang, "stale_button" if exc.stale else "forged_button"))
        return
    if isinstance(pressed, callbacks.AlertButton):
        await subscriptions.on_alert_button(update, context, pressed, lang)
        return
    if isinstance(pressed, callbacks.ReleaseButton):
        await operators.on_release_button(update, context, pressed, lang)
        return
    message = button.message
    if not isinstance(message, Message):  # too old to be read, or sent inline (no buttons there)
        await send.note(button, _problem(lang, "stale_button"))
        return
    reply = answers.answer(db, pressed.query(), lang, chat_id=message.chat_id)
    _, total = reply.extra["board"]
    context.bot_data.remember(message.chat_id, pressed.query(), reply.extra)
    if pressed.page > 0 and pressed.page * pressed.size >= total:  # the board has shrunk since the button was made
        await send.note(button, _problem(lang, "stale_button"))
        return
    if not await send.edit(context, message, reply.pages[0], answers.board_buttons(reply, lang),
                           answers.rich_form(db, reply, lang)):
        await send.note(button, _problem(lang, "stale_button"))
        return
    await send.note(button)


async def on_inline(update: Update, context: Context) -> None:
    """Inline mode: "@bot top china" typed in any chat offers ready answers to send there."""
    inline = update.inline_query
    db = context.bot_data.db
    user = inline.from_user
    lang = store.chat_lang(db, user.id) or lang_for(user.language_code)  # the user's private-chat /lang
    items = answers.inline_answers(db, inline.query[:MAX_INPUT], lang, rich=context.bot_data.rich.wanted)
    button = InlineQueryResultsButton(text=labels(lang)["btn_open_bot"], start_parameter="inline")
    await send.inline_answer(context, inline, items, button, INLINE_CACHE)


async def on_membership(update: Update, context: Context) -> None:
    """The bot added to a group: it introduces itself with what to ask. Blocked or removed: logged."""
    change = update.my_chat_member
    chat, before, after = change.chat, change.old_chat_member.status, change.new_chat_member.status
    if after in (ChatMember.LEFT, ChatMember.BANNED):
        log.info("the bot was %s in chat %s", "blocked" if chat.type == ChatType.PRIVATE else "removed", chat.id)
        store.deactivate_chat(context.bot_data.db, chat.id, f"bot {after}")  # its alerts stop at once
        return
    joined = before in (ChatMember.LEFT, ChatMember.BANNED)
    if joined and chat.type in (ChatType.GROUP, ChatType.SUPERGROUP):
        await _introduce(context, Place(chat.id), chat_language(context.bot_data.db, update))


async def on_migrate(update: Update, context: Context) -> None:
    """A group upgraded to a supergroup keeps its settings under the new id."""
    message = update.effective_message
    if message.migrate_to_chat_id:
        send.follow_migration(context, message.chat_id, message.migrate_to_chat_id)
    elif message.migrate_from_chat_id:
        send.follow_migration(context, message.migrate_from_chat_id, message.chat_id)


async def _introduce(context: Context, place: Place, lang: str) -> None:
    introduced = context.bot_data.introduced
    now = time.monotonic()
    if now - introduced.get(place.chat_id, -INTRO_QUIET) < INTRO_QUIET:
        return
    introduced[place.chat_id] = now
    await send.text(context, place, render(lang, "intro", username=context.bot.username))


def _problem(lang: str, problem: str) -> str:
    return render(lang, "problem", problem=problem)


async def on_error(update: object, context: Context) -> None:
    """Log the failure first; then tell the user politely and send operators a short,
    escaped report. A bot that was blocked or a network hiccup is only logged."""
    error = context.error
    where = _where(update)
    if isinstance(error, Forbidden):  # blocked by the user, removed from the group: nobody to tell
        log.warning("%s: not delivered: %s", where, error.message)
        return
    if isinstance(error, (TimedOut, RetryAfter)) or (isinstance(error, NetworkError) and not isinstance(error, BadRequest)):
        log.warning("%s: network trouble: %s", where, error)
        return
    log.error("%s: error while handling an update", where, exc_info=error)
    db = context.bot_data.db
    if isinstance(update, Update):
        try:
            lang = chat_language(db, update)
            if update.callback_query is not None:
                await send.note(update.callback_query, _problem(lang, "error"))
            elif update.effective_message is not None and update.effective_chat.type != ChatType.CHANNEL:
                await send.text(context, Place.of(update), _problem(lang, "error"))
        except Exception:  # the error handler must never raise
            log.exception("could not tell the user about the error")
    config = context.bot_data.config
    if not config.admins or error is None:
        return
    reported = context.bot_data.reported
    key, now = f"{type(error).__name__}: {error}"[:300], time.monotonic()
    if now - reported.get(key, -REPORT_QUIET) < REPORT_QUIET:
        return  # the same failure again: the operators already know
    reported[key] = now
    trace = "".join(traceback.format_exception(error))
    for secret in config.secrets:  # every secret setting, not only the token
        trace = trace.replace(secret, "<redacted>")
    for admin in config.admins:
        lang = store.chat_lang(db, admin) or "en"
        report = render(lang, "error_report", where=where, trace=trace[-3000:])
        try:
            await send.pages(context, Place(admin), split_message(report)[:1])
        except Exception:
            log.warning("could not send the error report to an operator")


def _where(update: object) -> str:
    """Which update failed, for logs and operators: its kind and chat, never its text."""
    if not isinstance(update, Update):
        return "background job"
    kind = next((name for name in ("message", "channel_post", "callback_query", "inline_query", "my_chat_member")
                 if getattr(update, name) is not None), "update")
    chat = update.effective_chat
    return f"{kind} in chat {chat.id}" if chat is not None else kind


async def _post_init(application: Application) -> None:
    """Start the worker and the alert lane; publish the command menus."""
    data = application.bot_data
    data.worker.start()
    data.lane = broadcast.Lane(data.db, data.config, rich=data.rich)
    await data.lane.open()
    await _publish_menus(application)


async def _post_stop(application: Application) -> None:
    """Close the alert lane (within seconds: what is unsent stays queued) and the worker."""
    data = application.bot_data
    if data.lane is not None:
        await data.lane.close()
        data.lane = None
    await asyncio.to_thread(data.worker.stop)
    if data.painter is not None:
        data.painter.close()
    ops.stopped(data.db, dt.datetime.now(dt.timezone.utc))  # `leaderbot health` fails at once, not when stale


async def _publish_menus(application: Application) -> None:
    """The command menus: English (the default for every other language) and Chinese, each
    for private chats, groups and group admins."""
    for lang in LANGS:
        descriptions = render(lang, "menu").splitlines()
        table = dict(line.split(" ", 1) for line in descriptions if " " in line)
        everything = [BotCommand(name, table[name]) for name in MENU if name in table]
        members = [command for command in everything if command.command not in ADMIN_ONLY]
        code = None if lang == "en" else lang
        for scope, commands in ((BotCommandScopeAllPrivateChats(), everything),
                                (BotCommandScopeAllGroupChats(), members),
                                (BotCommandScopeAllChatAdministrators(), everything)):
            await application.bot.set_my_commands(commands, scope=scope, language_code=code)
