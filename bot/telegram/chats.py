"""Who is asking, and in which language: the checks every command family shares."""

from __future__ import annotations

from sqlite_utils import Database
from telegram import Update
from telegram.constants import ChatMemberStatus, ChatType
from telegram.error import TelegramError

from .. import store
from ..config import Config
from ..render import lang_for
from ..vocabulary import has_cjk
from .state import Context


def chat_language(db: Database, update: Update) -> str:
    """The language to answer in (PRODUCT.md rule 13): a command whose words are Chinese
    ("/subscribe 国外") gets Chinese; else the chat's /lang choice, else the Telegram user's
    language (zh* = Chinese), else (Telegram sent no language code) the language the chat
    last wrote words in."""
    message = update.message or update.channel_post
    if message is not None and message.text and message.text.startswith("/"):
        words = message.text.split(maxsplit=1)[1:]
        if words and has_cjk(words[0]):
            return "zh"
    chat = update.effective_chat
    chosen = store.chat_lang(db, chat.id) if chat else None
    if chosen:
        return chosen
    user = update.effective_user
    if user is not None and user.language_code:
        return lang_for(user.language_code)
    return (store.chat_spoken(db, chat.id) if chat else None) or "en"


def is_operator(config: Config, update: Update) -> bool:
    """Operators are the user ids in LEADERBOT_ADMINS."""
    user = update.effective_user
    return user is not None and user.id in config.admins


async def may_manage(update: Update, context: Context, chat_id: int) -> bool:
    """Whether the sender may change a chat's settings: in private chats anyone; in groups
    and channels only their admins (anonymous admins too)."""
    chat = update.effective_chat
    message = update.effective_message
    if chat.type == ChatType.PRIVATE and chat_id == chat.id:
        return True
    pressed = update.callback_query is not None  # then the message is the bot's, not the presser's
    if not pressed and message is not None and message.sender_chat is not None and message.sender_chat.id == chat_id:
        return True  # an anonymous admin, or the channel itself
    user = update.effective_user
    if user is None:
        return False
    try:
        member = await context.bot.get_chat_member(chat_id, user.id)
    except TelegramError:
        return False
    return member.status in (ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.OWNER)
