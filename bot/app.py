"""The python-telegram-bot Application: every handler registered in one place.

Handlers are thin: text -> Query -> answer pages -> send. The same Application serves
Telegram (`leaderbot run`) and the terminal (`leaderbot ask` / `chat`, through
`local.LocalBotAPI`), so both paths run the same code.
"""

from __future__ import annotations

import html
import logging
import traceback

from sqlite_utils import Database
from telegram import BotCommand, BotCommandScopeAllGroupChats, BotCommandScopeAllPrivateChats, LinkPreviewOptions, Update
from telegram.constants import ChatType, MessageEntityType, ParseMode
from telegram.ext import (
    Application,
    ApplicationBuilder,
    CommandHandler,
    ContextTypes,
    Defaults,
    MessageHandler,
    filters,
)
from telegram.request import BaseRequest

from . import answers, store
from .config import Config
from .intents import COMMANDS
from .operators import close_http_client, register_operator_handlers
from .render import lang_for, render, split_message

log = logging.getLogger(__name__)

# Commands shown in Telegram's menu, in this order; descriptions live in messages/.
MENU = ("top", "cheap", "value", "ttft", "smart", "china", "intl", "model", "compare", "scenario", "agent",
        "new", "source", "lang", "help")


def build_application(
    config: Config,
    db: Database,
    *,
    request: BaseRequest | None = None,
    token: str | None = None,
) -> Application:
    """The bot, wired to `db`. With `request` (the terminal), no job queue and no network."""
    builder = (
        ApplicationBuilder()
        .token(token or config.token or "")
        .base_url(config.api_base)
        .defaults(Defaults(parse_mode=ParseMode.HTML, link_preview_options=LinkPreviewOptions(is_disabled=True)))
    )
    if request is not None:
        builder = builder.request(request).get_updates_request(request).job_queue(None)
    else:
        builder = builder.post_init(_post_init).post_shutdown(close_http_client)
    application = builder.build()
    application.bot_data["db"] = db
    application.bot_data["config"] = config
    application.bot_data["schedule_jobs"] = request is None  # the terminal runs no jobs
    register_handlers(application)
    return application


def register_handlers(application: Application) -> None:
    """Order matters: commands first, then plain text; the error handler catches the rest."""
    application.add_handler(CommandHandler(list(COMMANDS), on_query))
    register_operator_handlers(application)  # /refresh and the live-data job
    application.add_handler(
        MessageHandler(filters.TEXT & ~filters.COMMAND & (filters.ChatType.PRIVATE | filters.ChatType.GROUPS), on_text)
    )
    application.add_error_handler(on_error)


def chat_language(db: Database, update: Update) -> str:
    """The chat's /lang choice, else the Telegram user's language (zh* = Chinese)."""
    chat = update.effective_chat
    chosen = store.chat_lang(db, chat.id) if chat else None
    if chosen:
        return chosen
    user = update.effective_user
    return lang_for(user.language_code if user else None)


async def on_query(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Any command: the answer to it (a board, a card, a comparison, help...)."""
    await _reply(update, context, update.effective_message.text or "")


async def on_text(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """A plain question ("最便宜的国产模型"): the same answers as the commands.
    In groups only when the bot is mentioned or replied to."""
    message = update.effective_message
    text = message.text or ""
    if message.chat.type != ChatType.PRIVATE:
        text = _addressed_text(message, context.bot.username)
        if text is None:
            return
    await _reply(update, context, text)


def _addressed_text(message, username: str | None) -> str | None:
    """The text of a group message meant for the bot, without the @mention; else None."""
    text = message.text or ""
    mention = f"@{username}".casefold() if username else None
    for entity in message.entities or ():
        if entity.type == MessageEntityType.MENTION and mention:
            if message.parse_entity(entity).casefold() == mention:
                return (text[: entity.offset] + text[entity.offset + entity.length:]).strip()
    reply = message.reply_to_message
    if reply is not None and reply.from_user is not None and reply.from_user.username == username:
        return text
    return None


async def _reply(update: Update, context: ContextTypes.DEFAULT_TYPE, text: str) -> None:
    db: Database = context.bot_data["db"]
    message = update.effective_message
    lang = chat_language(db, update)
    operator = update.effective_user is not None and update.effective_user.id in context.bot_data["config"].admins
    reply = answers.answer_text(db, text, lang, chat_id=message.chat_id, operator=operator)
    for page in reply.pages:
        await message.reply_text(page, do_quote=False)


async def on_error(update: object, context: ContextTypes.DEFAULT_TYPE) -> None:
    """Log the failure, tell the user politely, and send operators a short, escaped report."""
    log.error("error while handling an update", exc_info=context.error)
    if isinstance(update, Update) and update.effective_message is not None:
        db: Database = context.bot_data["db"]
        try:
            lang = chat_language(db, update)
            await update.effective_message.reply_text(render(lang, "problem", problem="error"), do_quote=False)
        except Exception:  # the report must never raise from the error handler
            log.exception("could not tell the user about the error")
    config: Config = context.bot_data["config"]
    if not config.admins or context.error is None:
        return
    trace = "".join(traceback.format_exception(context.error))[-3000:]
    report = f"<b>leaderbot error</b>\n<pre>{html.escape(trace)}</pre>"
    for admin in config.admins:
        try:
            await context.bot.send_message(admin, split_message(report)[0])
        except Exception:
            log.warning("could not send the error report to an operator")


async def _post_init(application: Application) -> None:
    """Publish the command menu in both languages, for private chats and groups."""
    for lang in ("en", "zh"):
        descriptions = render(lang, "menu").splitlines()
        table = dict(line.split(" ", 1) for line in descriptions if " " in line)
        commands = [BotCommand(name, table[name]) for name in MENU if name in table]
        code = None if lang == "en" else "zh"
        for scope in (BotCommandScopeAllPrivateChats(), BotCommandScopeAllGroupChats()):
            await application.bot.set_my_commands(commands, scope=scope, language_code=code)
