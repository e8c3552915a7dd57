"""The python-telegram-bot Application: every handler registered in one place.

Handlers are thin: text -> Query -> answer pages -> send. The same Application serves
Telegram (`leaderbot run`) and the terminal (`leaderbot ask` / `chat`, through
`local.LocalBotAPI`), so both paths run the same code.
"""

from __future__ import annotations

import logging
import re
import time
import traceback

from sqlite_utils import Database
from telegram import (
    BotCommand,
    BotCommandScopeAllChatAdministrators,
    BotCommandScopeAllGroupChats,
    BotCommandScopeAllPrivateChats,
    ChatMember,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    InlineQueryResultArticle,
    InlineQueryResultsButton,
    InputTextMessageContent,
    LinkPreviewOptions,
    Message,
    Update,
)
from telegram.constants import ChatType, ParseMode
from telegram.error import BadRequest, ChatMigrated, Forbidden, NetworkError, RetryAfter, TimedOut
from telegram.ext import (
    AIORateLimiter,
    Application,
    ApplicationBuilder,
    ApplicationHandlerStop,
    CallbackQueryHandler,
    ChatMemberHandler,
    CommandHandler,
    ContextTypes,
    Defaults,
    InlineQueryHandler,
    MessageHandler,
    TypeHandler,
    filters,
)
from telegram.request import BaseRequest

from . import answers, callbacks, store
from .config import Config
from .guard import OK, SLOW_DOWN, RequestBudget, addressed_text
from .intents import COMMANDS, MAX_INPUT
from .chats import chat_language, is_operator, may_manage
from .operators import close_http_client, register_operator_handlers
from .pictures import register_picture_handlers
from .subscriptions import on_alert_button, parse_subscribe, register_subscription_handlers, subscribe_with
from .render import LANGS, labels, lang_for, render, split_message, to_plain

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
        .defaults(Defaults(parse_mode=ParseMode.HTML, link_preview_options=LinkPreviewOptions(is_disabled=True)))
    )
    if request is not None:
        builder = builder.request(request).get_updates_request(request).job_queue(None)
    else:
        pacing = {} if limits else {"overall_max_rate": 0, "group_max_rate": 0}
        builder = (builder.post_init(_post_init).post_shutdown(close_http_client)
                   .rate_limiter(AIORateLimiter(max_retries=3, **pacing)))
    application = builder.build()
    application.bot_data["db"] = db
    application.bot_data["config"] = config
    # The budget protects a shared bot from its users; the terminal has one user and no budget.
    application.bot_data["budget"] = (budget or RequestBudget()) if limits and request is None else None
    application.bot_data["schedule_jobs"] = request is None  # the terminal runs no jobs
    register_handlers(application)
    return application


def register_handlers(application: Application) -> None:
    """Every handler, in order. Group -1 sees every update first; in group 0 the first
    handler that matches wins. The error handler catches the rest."""
    application.add_handler(TypeHandler(Update, guard), group=-1)  # over budget: "slow down", nothing else runs
    fresh = filters.UpdateType.MESSAGE | filters.UpdateType.CHANNEL_POST  # an edited question is not answered again
    application.add_handler(CommandHandler(list(COMMANDS), on_query, filters=fresh))
    register_operator_handlers(application)  # /refresh and the live-data job
    register_subscription_handlers(application)  # /subscribe, /alerts, /watch... and the alerts job
    register_picture_handlers(application)  # /chart, /history, /frontier, /bound, /export
    application.add_handler(MessageHandler(
        filters.TEXT & ~filters.COMMAND & filters.UpdateType.MESSAGE & (filters.ChatType.PRIVATE | filters.ChatType.GROUPS),
        on_text))
    # After every command handler above: another command in a private chat gets the help.
    application.add_handler(MessageHandler(filters.COMMAND & filters.ChatType.PRIVATE & filters.UpdateType.MESSAGE,
                                           on_query))
    application.add_handler(CallbackQueryHandler(on_button))
    application.add_handler(InlineQueryHandler(on_inline))
    application.add_handler(ChatMemberHandler(on_membership, ChatMemberHandler.MY_CHAT_MEMBER))
    application.add_handler(MessageHandler(filters.StatusUpdate.MIGRATE, on_migrate))
    application.add_error_handler(on_error)


async def guard(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Over budget: a polite "slow down" (once a minute), and the request goes no further."""
    budget: RequestBudget | None = context.bot_data.get("budget")
    if budget is None:
        return
    message, button = update.message or update.channel_post, update.callback_query
    if button is not None:
        chat = button.message.chat if button.message is not None else None
    elif message is not None and addressed_text(message, context.bot.username) is not None:
        chat = message.chat
    else:
        return  # not a request: group chatter, service messages, inline queries (Telegram paces those)
    user = update.effective_user
    group_id = chat.id if chat is not None and chat.type != ChatType.PRIVATE else None
    verdict = budget.check(user.id if user else None, group_id, time.monotonic())
    if verdict == OK:
        return
    log.info("over the request budget: user %s, chat %s", user.id if user else None, chat.id if chat else None)
    notice = render(chat_language(context.bot_data["db"], update), "problem", problem="slow_down")
    if button is not None:
        await button.answer(to_plain(notice) if verdict == SLOW_DOWN else None)
    elif verdict == SLOW_DOWN:
        await send(context, message.chat_id, [notice], thread_id=_topic(message))
    raise ApplicationHandlerStop


async def on_query(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Any command: the answer to it (a board with its buttons, a card, a comparison, help...)."""
    await _reply(update, context, update.effective_message.text or "")


async def on_text(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """A plain question ("最便宜的国产模型"): the same answers as the commands.
    In groups only when the bot is mentioned or replied to."""
    text = addressed_text(update.effective_message, context.bot.username)
    if text is not None:
        await _reply(update, context, text)


async def _reply(update: Update, context: ContextTypes.DEFAULT_TYPE, text: str) -> None:
    db: Database = context.bot_data["db"]
    message = update.effective_message
    lang = chat_language(db, update)
    operator = is_operator(context.bot_data["config"], update)
    query = answers.understand(db, text)
    if query.kind == "start" and answers.is_subscribe_link(query.arg):
        # /start sub_daily: subscribed in one tap (in groups, if the one tapping is an admin)
        change = parse_subscribe(" ".join(answers.deep_link_words(query.arg)[1:]) or "daily")
        await subscribe_with(update, context, change if not change.problem else parse_subscribe("daily"), lang)
        return
    if message.chat.type in (ChatType.GROUP, ChatType.SUPERGROUP):
        if query.kind == "lang" and query.arg and not await may_manage(update, context, message.chat_id):
            await send(context, message.chat_id, [render(lang, "lang", admins_only=True)], thread_id=_topic(message))
            return
        if query.kind == "start" and not answers.deep_link_known(query.arg):
            await _introduce(context, message.chat_id, lang, thread_id=_topic(message))
            return
    reply = answers.answer(db, query, lang, chat_id=message.chat_id, operator=operator)
    # Buttons edit a message for everyone who sees it: in a channel that is every subscriber.
    keyboard = _board_keyboard(reply, lang) if message.chat.type != ChatType.CHANNEL else None
    if query.kind == "start" and not answers.deep_link_known(query.arg) and message.chat.type == ChatType.PRIVATE:
        # The welcome: an invitation to groups as well.
        keyboard = InlineKeyboardMarkup.from_button(InlineKeyboardButton(
            labels(lang)["btn_add_to_group"], url=f"https://t.me/{context.bot.username}?startgroup=true"))
    await send(context, message.chat_id, reply.pages, keyboard, thread_id=_topic(message))


async def on_button(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """A button under a board: the page, metric or region it names, edited in place.
    A stale or unknown button gets a polite note instead."""
    button = update.callback_query
    db: Database = context.bot_data["db"]
    lang = chat_language(db, update)
    if re.match(r"a\d", button.data or ""):  # alert settings, see bot/callbacks.py
        await on_alert_button(update, context, lang)
        return
    try:
        page = callbacks.parse(button.data)
    except callbacks.BadCallback as exc:
        log.info("button refused (%s): %r", exc, (button.data or "")[:64])
        await button.answer(_note(lang, "stale_button" if exc.stale else "forged_button"))
        return
    message = button.message
    if not isinstance(message, Message):  # too old to be read, or sent inline (no buttons there)
        await button.answer(_note(lang, "stale_button"))
        return
    reply = answers.answer(db, page.query(), lang, chat_id=message.chat_id)
    _, total = reply.extra["board"]
    if page.page > 0 and page.page * page.size >= total:  # the board has shrunk since the button was made
        await button.answer(_note(lang, "stale_button"))
        return
    try:
        await message.edit_text(reply.pages[0], reply_markup=_board_keyboard(reply, lang))
    except BadRequest as exc:
        problem = exc.message.casefold()
        if "not modified" in problem:
            pass  # the page already shows this: nothing to change
        elif "not found" in problem or "can't be edited" in problem:
            await button.answer(_note(lang, "stale_button"))
            return
        else:
            raise
    await button.answer()


async def on_inline(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Inline mode: "@bot top china" typed in any chat offers ready answers to send there."""
    inline = update.inline_query
    db: Database = context.bot_data["db"]
    user = inline.from_user
    lang = store.chat_lang(db, user.id) or lang_for(user.language_code)  # the user's private-chat /lang
    items = answers.inline_answers(db, inline.query[:MAX_INPUT], lang)
    results = [InlineQueryResultArticle(item.id, item.title, InputTextMessageContent(item.html),
                                        description=item.description) for item in items]
    button = InlineQueryResultsButton(text=labels(lang)["btn_open_bot"], start_parameter="inline")
    await inline.answer(results, cache_time=INLINE_CACHE, is_personal=True, button=button)


async def on_membership(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """The bot added to a group: it introduces itself with what to ask. Blocked or removed: logged."""
    change = update.my_chat_member
    chat, before, after = change.chat, change.old_chat_member.status, change.new_chat_member.status
    if after in (ChatMember.LEFT, ChatMember.BANNED):
        log.info("the bot was %s in chat %s", "blocked" if chat.type == ChatType.PRIVATE else "removed", chat.id)
        store.deactivate_chat(context.bot_data["db"], chat.id, f"bot {after}")  # its alerts stop at once
        return
    joined = before in (ChatMember.LEFT, ChatMember.BANNED)
    if joined and chat.type in (ChatType.GROUP, ChatType.SUPERGROUP):
        await _introduce(context, chat.id, chat_language(context.bot_data["db"], update))


async def on_migrate(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """A group upgraded to a supergroup keeps its settings under the new id."""
    message = update.effective_message
    if message.migrate_to_chat_id:
        _moved(context, message.chat_id, message.migrate_to_chat_id)
    elif message.migrate_from_chat_id:
        _moved(context, message.migrate_from_chat_id, message.chat_id)


async def send(context: ContextTypes.DEFAULT_TYPE, chat_id: int, pages: list[str],
               keyboard: InlineKeyboardMarkup | None = None, *, thread_id: int | None = None) -> Message | None:
    """Send the pages in order (the keyboard under the last). A group that was upgraded to
    a supergroup in the meantime gets them at its new id."""
    sent = None
    for number, page in enumerate(pages, 1):
        markup = keyboard if number == len(pages) else None
        try:
            sent = await context.bot.send_message(chat_id, page, message_thread_id=thread_id, reply_markup=markup)
        except ChatMigrated as exc:
            chat_id = _moved(context, chat_id, exc.new_chat_id)
            sent = await context.bot.send_message(chat_id, page, reply_markup=markup)
    return sent


def _moved(context: ContextTypes.DEFAULT_TYPE, old_id: int, new_id: int) -> int:
    db: Database = context.bot_data["db"]
    lang = store.chat_lang(db, old_id)
    if lang and not store.chat_lang(db, new_id):
        store.set_chat_lang(db, new_id, lang)
    store.migrate_chat(db, old_id, new_id)  # subscriptions and queued alerts follow the group
    log.info("group %s is now supergroup %s", old_id, new_id)
    return new_id


def _topic(message: Message) -> int | None:
    """The forum topic a message is in (answers go to the same topic), else None."""
    return message.message_thread_id if message.is_topic_message else None


async def _introduce(context: ContextTypes.DEFAULT_TYPE, chat_id: int, lang: str, *, thread_id: int | None = None) -> None:
    introduced: dict[int, float] = context.bot_data.setdefault("introduced", {})
    now = time.monotonic()
    if now - introduced.get(chat_id, -INTRO_QUIET) < INTRO_QUIET:
        return
    introduced[chat_id] = now
    await send(context, chat_id, [render(lang, "intro", username=context.bot.username)], thread_id=thread_id)


def _board_keyboard(reply: answers.Reply, lang: str) -> InlineKeyboardMarkup | None:
    """Paging and switches under a board that fits one message; nothing under other answers."""
    board = reply.extra.get("board")
    if board is None or len(reply.pages) != 1:
        return None
    query, total = board
    if query.vendors:  # buttons can't carry a vendor filter: a vendor's board is short anyway
        return None
    kept = reply.extra.get("keyboard")  # replies are kept with their board: so is their keyboard
    if kept is None:
        rows = callbacks.board_keyboard(callbacks.BoardPage.of(query), total, labels(lang))
        kept = reply.extra["keyboard"] = InlineKeyboardMarkup(
            [[InlineKeyboardButton(text, callback_data=data) for text, data in row] for row in rows])
    return kept


def _note(lang: str, problem: str) -> str:
    """A short plain-text note for a pressed button (answerCallbackQuery takes no HTML)."""
    return to_plain(render(lang, "problem", problem=problem))[:200]


async def on_error(update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
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
    db: Database = context.bot_data["db"]
    if isinstance(update, Update):
        try:
            lang = chat_language(db, update)
            if update.callback_query is not None:
                await update.callback_query.answer(_note(lang, "error"))
            elif update.effective_message is not None and update.effective_chat.type != ChatType.CHANNEL:
                await send(context, update.effective_chat.id, [render(lang, "problem", problem="error")],
                           thread_id=_topic(update.effective_message))
        except Exception:  # the error handler must never raise
            log.exception("could not tell the user about the error")
    config: Config = context.bot_data["config"]
    if not config.admins or error is None:
        return
    reported: dict[str, float] = context.bot_data.setdefault("reported", {})
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
            await context.bot.send_message(admin, split_message(report)[0])
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
    """Publish the command menus: English (the default for every other language) and
    Chinese, each for private chats, groups and group admins."""
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
