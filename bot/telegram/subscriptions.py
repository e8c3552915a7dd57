"""Subscription commands: /subscribe, /unsubscribe, /alerts, /tz, /watch, /unwatch, /quiet,
/silent, /stats and the buttons under a chat's alert settings. Each checks who is asking,
calls bot.subscriptions / bot.notify, stores, and sends the settings through `send`.
(The bot being removed and a group's upgrade are handled in app.py.)"""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

from telegram import Chat, Message, Update
from telegram.constants import ChatMemberStatus, ChatType
from telegram.error import TelegramError

from .. import callbacks, notify, store
from ..boards import Bound
from ..render import render
from ..vocabulary import fold, vocabulary
from ..subscriptions import (Change, Edit, apply, edit_quiet, edit_silent, edit_tz, edit_watch, parse_subscribe,
                             edit_watch_all, pressed, settings_buttons, settings_html, watch_more)
from . import send
from .chats import chat_language, is_operator, may_manage
from .send import Place
from .state import Context


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


async def _say(update: Update, context: Context, lang: str, template: str = "subscriptions", **kw) -> None:
    await send.text(context, Place.of(update), render(lang, template, **kw))


async def _show_settings(update: Update, context: Context, lang: str, sub: store.Subscription, fresh: bool,
                         thresholds: tuple[Bound, ...] = (), digest_only: tuple[str, ...] = (),
                         also_in: str | None = None) -> None:
    """Every setting in effect, with buttons to change it (the sender leaves them out in a
    channel, where every reader could press them)."""
    html = settings_html(context.bot_data.db, sub, lang, fresh=fresh, thresholds=thresholds, digest_only=digest_only,
                         also_in=also_in)
    await send.text(context, Place.of(update), html, settings_buttons(sub, lang))


def place_of(update: Update) -> tuple[int, int]:
    """The subscription's key: the chat and its forum topic (0 outside topics)."""
    place = Place.of(update)
    return place.chat_id, place.thread_id or 0



async def _resolve_channel(update: Update, context: Context, target: str, lang: str) -> Chat | None:
    """A channel named from a private chat: the bot must be its admin, and so must the user."""
    try:
        chat = await context.bot.get_chat(target)
        bot_member = await context.bot.get_chat_member(chat.id, context.bot.id)
    except TelegramError:
        await _say(update, context, lang, what="channel_unknown", target=target)
        return None
    if bot_member.status not in (ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.OWNER):
        await _say(update, context, lang, what="channel_bot_not_admin", target=chat.title or target)
        return None
    if not await may_manage(update, context, chat.id):
        await _say(update, context, lang, what="not_admin")
        return None
    return chat


async def on_subscribe(update: Update, context: Context) -> None:
    """/subscribe: a daily digest at 09:00 by default; words change what and when."""
    lang = chat_language(context.bot_data.db, update)
    change = parse_subscribe(" ".join(context.args or []))
    if change.problem:
        await _say(update, context, lang, what=change.problem)
        return
    await subscribe_with(update, context, change, lang)


async def subscribe_with(update: Update, context: Context, change: Change, lang: str, *,
                         watch: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
                         thresholds: tuple[Bound, ...] = (), in_words: bool = False,
                         digest_only: tuple[str, ...] = ()) -> None:
    """Subscribe this chat (or topic, or a channel named from a private chat) as `change` says,
    watching the models (or the vendors' models) in `watch`; a request `in_words` adds its alerts
    to those the chat has ("also tell me about price changes"), where /subscribe's words replace them."""
    db, config = context.bot_data.db, context.bot_data.config
    chat_id, thread_id = place_of(update)
    chat_type, title = update.effective_chat.type, update.effective_chat.title
    if change.target:
        if update.effective_chat.type != ChatType.PRIVATE:
            await _say(update, context, lang, what="channel_from_private")
            return
        channel = await _resolve_channel(update, context, change.target, lang)
        if channel is None:
            return
        chat_id, thread_id, chat_type, title = channel.id, 0, channel.type, channel.title
    elif not await may_manage(update, context, chat_id):
        await _say(update, context, lang, what="not_admin")
        return
    existing = store.subscription(db, chat_id, thread_id)
    sub = existing or store.Subscription(chat_id, thread_id, chat_type, title, tz=_first_zone(config.tz, lang))
    if change.instant and not change.only and (in_words or any(watch) or thresholds) and sub.instant and sub.active:
        change = replace(change, instant=",".join(dict.fromkeys(sub.instant.split(",") + change.instant.split(","))))
    sub = apply(replace(sub, chat_type=chat_type, title=title, lang=lang), change)
    if any(watch):
        sub = watch_more(db, sub, *watch)
    sub = notify.subscribe(db, sub, _now())
    fresh = existing is None or not existing.active  # ("换成每周一" changes a subscription: "Alerts")
    await _show_settings(update, context, lang, sub, fresh=fresh, thresholds=thresholds, digest_only=digest_only)


def _first_zone(default: str, lang: str) -> str:
    """A chat's zone before it names one: the operator's LEADERBOT_TZ, except that a Chinese chat
    subscribing on the default (UTC) gets China's time, UTC+8, as nearly everyone writing Chinese
    lives on it ("每天早上9点发日报" means 9 in the morning there); the settings say so and how to change it."""
    return "Asia/Shanghai" if default == "UTC" and lang == "zh" else default


async def on_unsubscribe(update: Update, context: Context, lang: str | None = None) -> None:
    """/unsubscribe: no more digests or alerts here (settings are kept for a later /subscribe)."""
    lang = lang or chat_language(context.bot_data.db, update)
    sub = await _managed_subscription(update, context, lang)
    if sub is not None:
        store.unsubscribe(context.bot_data.db, sub, "unsubscribed")
        await _say(update, context, lang, what="unsubscribed")


async def refused(update: Update, context: Context, lang: str) -> bool:
    """Whether the sender may not change this chat's settings (a group's member, not an admin):
    told so, and True."""
    if await may_manage(update, context, place_of(update)[0]):
        return False
    await _say(update, context, lang, what="not_admin")
    return True


async def _managed_subscription(update: Update, context: Context, lang: str) -> store.Subscription | None:
    """This chat's (or topic's) active subscription, if the sender may change it; else the
    sender is told why not and None comes back."""
    if await refused(update, context, lang):
        return None
    sub = store.subscription(context.bot_data.db, *place_of(update))
    if sub is None or not sub.active:
        await _say(update, context, lang, what="not_subscribed")
        return None
    return sub


async def setting_in_words(update: Update, context: Context, kind: str, args: str, lang: str,
                           names: tuple[str, ...] = ()) -> None:
    """A setting asked for in words, as its command would take it: "set timezone to
    europe/berlin" (/tz), "免打扰 晚上10点到早上7点" (/quiet), "关注一下 glm-5.2" (/watch),
    "我的订阅" (/alerts)."""
    if kind == "alerts":
        await on_alerts(update, context, lang, also_in=args or None)  # ("show the digest time in utc too")
        return
    if kind == "unsubscribe":
        await on_unsubscribe(update, context, lang)
        return
    if kind == "digest_preview":  # "预览一下今天的日报": what it would say now (anyone may read it)
        sub = store.subscription(context.bot_data.db, *place_of(update))
        if sub is None or not sub.active:
            await _say(update, context, lang, what="not_subscribed")
            return
        await send.text(context, Place.of(update), notify.preview_digest(context.bot_data.db, sub, _now()))
        return
    if kind == "next_digest":  # "when does the next one arrive?": its date and hour, in the chat's zone (anyone may ask)
        sub = store.subscription(context.bot_data.db, *place_of(update))
        at = notify.next_digest(sub, _now()) if sub is not None else None
        if at is None:
            await _say(update, context, lang, what="not_subscribed")
            return
        await _say(update, context, lang, what="next_digest", at=at, sub=sub)
        return
    if kind == "watch":  # each model named, one settings message
        await _change_setting(update, context, edit_watch_all(names), ", ".join(names), lang)
        return
    await _change_setting(update, context, {"tz": edit_tz, "quiet": edit_quiet, "unwatch": edit_watch(False)}[kind],
                          args, lang)


_BY_COMMAND: dict[str, Edit] = {"tz": edit_tz, "quiet": edit_quiet, "silent": edit_silent, "watch": edit_watch(True),
                                 "unwatch": edit_watch(False)}
_BY_MEANING: dict[str, Edit] = {"timezone": edit_tz, "quiet": edit_quiet, "watch": edit_watch(True),
                                "silent": edit_silent, "loud": edit_silent}


def _setting_named(word: str) -> Edit | None:
    """The setting a (folded) word names, as /settings' first argument: a settings command's own
    name ("quiet", "tz"), or the vocabulary's word for it ("timezone", "时区", "免打扰", "静音")."""
    voc = vocabulary()
    meaning = voc.ask.word(word) or voc.alert_word.word(word) or ""
    return _BY_COMMAND.get(word) or _BY_MEANING.get(meaning)


async def on_alerts(update: Update, context: Context, lang: str | None = None, also_in: str | None = None) -> None:
    """/alerts (or /settings): every setting in effect for this chat (or topic); `also_in`: a zone
    to give the digest's time in too."""
    lang = lang or chat_language(context.bot_data.db, update)
    asked = [fold(a) for a in context.args or []]
    if asked and asked[0] in ("lang", "language", "语言", "lng"):  # "/settings lang zh": that is /lang's
        code = vocabulary().lang.word(asked[1]) if len(asked) > 1 else None
        await _say(update, context, lang, what="use_lang", code=code or "zh|en")
        return
    setting = _setting_named(asked[0]) if len(asked) > 1 else None
    if setting is not None:  # "/settings timezone Asia/Singapore", "/settings quiet 22-7": that setting's command
        await _change_setting(update, context, setting, " ".join((context.args or [])[1:]), lang)
        return
    sub = store.subscription(context.bot_data.db, *place_of(update))
    if sub is None:
        await _say(update, context, lang, what="not_subscribed")
        return
    await _show_settings(update, context, lang, sub, fresh=False, also_in=also_in)  # (unsubscribed: the settings kept, said so)


async def _change_setting(update: Update, context: Context, edit: Edit, args: str | None = None,
                          lang: str | None = None) -> None:
    """Shared by /tz, /watch, /unwatch, /quiet, /silent and their words ("时区改成北京时间"):
    check, change, show the settings."""
    db = context.bot_data.db
    lang = lang or chat_language(db, update)
    args = " ".join(context.args or []) if args is None else args
    chat_id, thread_id = place_of(update)
    if not await may_manage(update, context, chat_id):
        await _say(update, context, lang, what="not_admin")
        return
    # a chat may set its zone, quiet hours or watchlist before it subscribes: kept for /subscribe
    sub = store.subscription(db, chat_id, thread_id) or store.Subscription(
        chat_id, thread_id, update.effective_chat.type, update.effective_chat.title, lang=lang,
        tz=context.bot_data.config.tz, active=0, deactivated_reason="not subscribed yet")
    result = edit(db, sub, args)
    if isinstance(result, str):
        await _say(update, context, lang, what=result, name=args)
        return
    if not result.active:
        store.save_subscription(db, result)
        await _show_settings(update, context, lang, result, fresh=False)
        return
    sub = notify.subscribe(db, result, _now())
    await _show_settings(update, context, lang, sub, fresh=False)


async def on_tz(update: Update, context: Context) -> None:
    """/tz ZONE: the chat's time zone for digests and quiet hours."""
    await _change_setting(update, context, edit_tz)


async def on_quiet(update: Update, context: Context) -> None:
    """/quiet 22:00-07:00 or /quiet off: hold non-urgent alerts until quiet hours end."""
    await _change_setting(update, context, edit_quiet)


async def on_silent(update: Update, context: Context) -> None:
    """/silent on|off: deliver without a notification sound."""
    await _change_setting(update, context, edit_silent)


async def on_watch(update: Update, context: Context) -> None:
    """/watch MODEL: always hear about this model, whatever its rank."""
    await _change_setting(update, context, edit_watch(True))


async def on_unwatch(update: Update, context: Context) -> None:
    """/unwatch MODEL: stop watching it."""
    await _change_setting(update, context, edit_watch(False))


async def on_alert_button(update: Update, context: Context, change: callbacks.AlertButton, lang: str) -> None:
    """A button under the alert settings: that setting changed, the message edited in place."""
    db = context.bot_data.db
    button = update.callback_query
    message = button.message
    if not isinstance(message, Message):  # too old to be read (an InaccessibleMessage), or inline
        await send.note(button, render(lang, "problem", problem="stale_button"))
        return
    chat_id = message.chat.id
    thread_id = (message.message_thread_id or 0) if message.is_topic_message else 0
    if not await may_manage(update, context, chat_id):
        await send.note(button, render(lang, "subscriptions", what="not_admin"), alert=True)
        return
    sub = store.subscription(db, chat_id, thread_id)
    if sub is None or not sub.active:
        await send.note(button, render(lang, "subscriptions", what="not_subscribed"))
        return
    sub = notify.subscribe(db, pressed(sub, change), _now())
    await send.edit(context, message, settings_html(db, sub, lang, fresh=False), settings_buttons(sub, lang))
    await send.note(button)


async def on_stats(update: Update, context: Context) -> None:
    """/stats (operators only): chats, subscriptions, outbox, sends, failures and 429s in a day."""
    lang = chat_language(context.bot_data.db, update)
    if not is_operator(context.bot_data.config, update):
        await send.text(context, Place.of(update), render(lang, "operators", what="not_operator"))
        return
    since = (_now() - dt.timedelta(days=1)).isoformat(timespec="seconds")
    await _say(update, context, lang, "stats", stats=store.delivery_stats(context.bot_data.db, since))


async def on_digest(update: Update, context: Context) -> None:
    """/digest [HH:MM] [zone]: /subscribe for the daily digest ("/digest 0730 sgt", "/digest 12am")."""
    lang = chat_language(context.bot_data.db, update)
    if not context.args and not await may_manage(update, context, place_of(update)[0]):
        await on_alerts(update, context, lang)  # a member's bare /digest: the digest as it is, read (only admins change it)
        return
    change = parse_subscribe(" ".join(["daily", *(context.args or [])]))
    if change.problem:
        await _say(update, context, lang, what=change.problem)
        return
    await subscribe_with(update, context, change, lang)


COMMANDS = {"subscribe": on_subscribe, "digest": on_digest, "unsubscribe": on_unsubscribe, "alerts": on_alerts, "settings": on_alerts,
            "tz": on_tz,
            "watch": on_watch, "unwatch": on_unwatch, "quiet": on_quiet, "silent": on_silent, "stats": on_stats}
