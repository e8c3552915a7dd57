"""Subscriptions: /subscribe, /unsubscribe, /alerts, /tz, /watch, /unwatch, /quiet, /silent,
/stats, and the job that queues and sends alerts. (The bot being removed and a group's
upgrade are handled in app.py, which calls store.deactivate_chat / store.migrate_chat.)

The settings grammar is parsed by pure functions at the top; the handlers below only
check permissions, call them, store and answer.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import re
from dataclasses import dataclass, replace
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from sqlite_utils import Database
from telegram import Chat, InlineKeyboardButton, InlineKeyboardMarkup, Message, Update
from telegram.constants import ChatMemberStatus, ChatType
from telegram.error import BadRequest, TelegramError
from telegram.ext import Application, CommandHandler, ContextTypes

from . import alerts, callbacks, delivery, notify, store
from .config import Config
from .chats import chat_language, is_operator, may_manage
from .render import labels, render, to_plain

log = logging.getLogger(__name__)

STUCK = dt.timedelta(minutes=2)  # a message 'sending' this long was in flight when a sender died
WEEKDAYS = {"mon": 0, "tue": 1, "wed": 2, "thu": 3, "fri": 4, "sat": 5, "sun": 6,
            "monday": 0, "tuesday": 1, "wednesday": 2, "thursday": 3, "friday": 4, "saturday": 5, "sunday": 6,
            "周一": 0, "周二": 1, "周三": 2, "周四": 3, "周五": 4, "周六": 5, "周日": 6, "周天": 6}
KIND_WORDS = {
    "new": "new_model", "新模型": "new_model", "retired": "retired", "下架": "retired", "下榜": "retired",
    "rank": "rank", "排名": "rank", "speed": "speed", "速度": "speed", "ttft": "ttft", "首字": "ttft",
    "price": "price", "价格": "price", "intelligence": "intelligence", "smart": "intelligence", "智能": "intelligence",
    "index": "index_version", "指数": "index_version", "指数版本": "index_version",
}


# -- the settings grammar (pure) -----------------------------------------------------------


@dataclass(frozen=True)
class Change:
    """What a /subscribe (or a settings button) asks to change; None = leave as is."""

    digest: str | None = None  # daily | weekly | off
    digest_at: str | None = None
    weekday: int | None = None
    instant: str | None = None  # comma-separated kinds
    region: str | None = None  # "cn" | "intl" | "" for all
    top_n: int | None = None
    silent: int | None = None
    target: str | None = None  # a channel (@name or -100id), from a private chat
    problem: str | None = None


def parse_subscribe(args: str) -> Change:
    """`/subscribe [daily|weekly [mon]|off] [HH:MM] [instant KIND...] [china|intl|all] [top N]
    [silent|loud] [@channel]` — words in any order, Chinese or English."""
    words = args.replace(",", " ").replace("，", " ").split()
    out: dict = {}
    instant: list[str] = []
    i = 0
    while i < len(words):
        w = words[i].casefold()
        if w in ("daily", "每日", "每天"):
            out["digest"] = "daily"
        elif w in ("weekly", "每周"):
            out["digest"] = "weekly"
        elif w in ("off", "nodigest", "关闭"):
            out["digest"] = "off"
        elif w in WEEKDAYS:
            out["weekday"], out["digest"] = WEEKDAYS[w], "weekly"
        elif re.fullmatch(r"\d{1,2}[:：]\d{2}", w):
            hour, minute = (int(x) for x in re.split(r"[:：]", w))
            if not (0 <= hour < 24 and 0 <= minute < 60):
                return Change(problem="bad_time")
            out["digest_at"] = f"{hour:02d}:{minute:02d}"
        elif w in ("instant", "即时", "实时"):
            instant.append("")  # marks that instant kinds follow
        elif w in KIND_WORDS:
            instant.append(KIND_WORDS[w])
        elif w in ("all", "全部", "global", "全球"):
            if instant:
                instant.extend(alerts.KINDS)
            else:
                out["region"] = ""
        elif w in ("china", "cn", "国产", "国内"):
            out["region"] = "cn"
        elif w in ("intl", "international", "国际", "海外"):
            out["region"] = "intl"
        elif w in ("top", "前") and i + 1 < len(words) and re.fullmatch(r"\d{1,3}", words[i + 1]):
            out["top_n"] = max(1, min(30, int(words[i + 1])))
            i += 1
        elif re.fullmatch(r"(top|前)\d{1,2}", w):
            out["top_n"] = max(1, min(30, int(re.sub(r"\D", "", w))))
        elif w in ("silent", "静音"):
            out["silent"] = 1
        elif w in ("loud", "sound", "提醒音"):
            out["silent"] = 0
        elif w.startswith("@") or re.fullmatch(r"-100\d{5,}", w):
            out["target"] = words[i]
        elif w in ("none", "无"):
            out["instant"] = ""
        else:
            return Change(problem="subscribe_usage")
        i += 1
    kinds = [k for k in instant if k]
    if instant and not kinds:
        kinds = list(alerts.KINDS)
    if instant:
        out["instant"] = ",".join(k for k in alerts.KINDS if k in kinds)
    return Change(**out)


def apply(sub: store.Subscription, change: Change) -> store.Subscription:
    fields = {k: v for k, v in change.__dict__.items() if v is not None and k not in ("target", "problem")}
    if "region" in fields:
        fields["region"] = fields["region"] or None
    return replace(sub, **fields)


def parse_quiet(args: str) -> tuple[str | None, str | None] | str:
    """'22:00-07:00' -> ('22:00', '07:00'); 'off' -> (None, None); else a problem name."""
    text = args.strip().casefold()
    if text in ("off", "关闭", "none"):
        return None, None
    match = re.fullmatch(r"(\d{1,2})[:：](\d{2})\s*[-–~到至]\s*(\d{1,2})[:：](\d{2})", text)
    if not match:
        return "quiet_usage"
    h1, m1, h2, m2 = (int(x) for x in match.groups())
    if not (h1 < 24 and h2 < 24 and m1 < 60 and m2 < 60) or (h1, m1) == (h2, m2):
        return "quiet_usage"  # and a start equal to the end would be no quiet hours at all
    return f"{h1:02d}:{m1:02d}", f"{h2:02d}:{m2:02d}"


def valid_zone(name: str) -> str | None:
    name = name.strip()
    aliases = {"beijing": "Asia/Shanghai", "北京": "Asia/Shanghai", "shanghai": "Asia/Shanghai", "utc": "UTC",
               "china": "Asia/Shanghai", "中国": "Asia/Shanghai"}
    name = aliases.get(name.casefold(), name)
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return None
    return name


# -- handlers ---------------------------------------------------------------------------------


def _now() -> dt.datetime:
    return dt.datetime.now(dt.timezone.utc)


def _ctx(context: ContextTypes.DEFAULT_TYPE) -> tuple[Database, Config]:
    return context.bot_data["db"], context.bot_data["config"]


def _lang(db: Database, update: Update) -> str:
    return chat_language(db, update)


async def _say(update: Update, lang: str, template: str = "subscriptions", **kw) -> None:
    await update.effective_message.reply_text(render(lang, template, **kw), do_quote=False)


def settings_keyboard(sub: store.Subscription, lang: str) -> InlineKeyboardMarkup:
    rows = callbacks.alerts_keyboard(sub.digest, sub.region, bool(sub.silent), notify.instant_kinds(sub), labels(lang))
    return InlineKeyboardMarkup([[InlineKeyboardButton(text, callback_data=data) for text, data in row]
                                 for row in rows])


async def _show_settings(update: Update, db: Database, lang: str, sub: store.Subscription, fresh: bool) -> None:
    """Every setting in effect, with buttons to change it (not in a channel, where every
    reader could press them)."""
    channel = update.effective_chat.type == ChatType.CHANNEL
    await update.effective_message.reply_text(
        render(lang, "settings", sub=sub, watch=_watch_names(db, sub), fresh=fresh), do_quote=False,
        reply_markup=None if channel else settings_keyboard(sub, lang))


def _place(update: Update) -> tuple[int, int]:
    message = update.effective_message
    thread = message.message_thread_id if message is not None and message.is_topic_message else 0
    return update.effective_chat.id, thread or 0


async def _resolve_channel(update: Update, context: ContextTypes.DEFAULT_TYPE, target: str, lang: str) -> Chat | None:
    """A channel named from a private chat: the bot must be its admin, and so must the user."""
    try:
        chat = await context.bot.get_chat(target)
        bot_member = await context.bot.get_chat_member(chat.id, context.bot.id)
    except TelegramError:
        await _say(update, lang, what="channel_unknown", target=target)
        return None
    if bot_member.status not in (ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.OWNER):
        await _say(update, lang, what="channel_bot_not_admin", target=chat.title or target)
        return None
    if not await may_manage(update, context, chat.id):
        await _say(update, lang, what="not_admin")
        return None
    return chat


async def on_subscribe(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/subscribe: a daily digest at 09:00 by default; words change what and when."""
    db, config = _ctx(context)
    lang = _lang(db, update)
    change = parse_subscribe(" ".join(context.args or []))
    if change.problem:
        await _say(update, lang, what=change.problem)
        return
    await subscribe_with(update, context, change, lang)


async def subscribe_with(update: Update, context: ContextTypes.DEFAULT_TYPE, change: Change, lang: str) -> None:
    db, config = _ctx(context)
    chat_id, thread_id = _place(update)
    chat_type, title = update.effective_chat.type, update.effective_chat.title
    if change.target:
        if update.effective_chat.type != ChatType.PRIVATE:
            await _say(update, lang, what="channel_from_private")
            return
        channel = await _resolve_channel(update, context, change.target, lang)
        if channel is None:
            return
        chat_id, thread_id, chat_type, title = channel.id, 0, channel.type, channel.title
    elif not await may_manage(update, context, chat_id):
        await _say(update, lang, what="not_admin")
        return
    sub = store.subscription(db, chat_id, thread_id) or store.Subscription(chat_id, thread_id, chat_type, title,
                                                                             tz=config.tz)
    sub = notify.subscribe(db, apply(replace(sub, chat_type=chat_type, title=title, lang=lang), change), _now())
    await _show_settings(update, db, lang, sub, fresh=True)


async def on_unsubscribe(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/unsubscribe: no more digests or alerts here (settings are kept for a later /subscribe)."""
    db, _ = _ctx(context)
    lang = _lang(db, update)
    sub = await _managed_subscription(update, context, db, lang)
    if sub is not None:
        store.unsubscribe(db, sub, "unsubscribed")
        await _say(update, lang, what="unsubscribed")


async def _managed_subscription(update: Update, context: ContextTypes.DEFAULT_TYPE, db: Database,
                                lang: str) -> store.Subscription | None:
    """This chat's (or topic's) active subscription, if the sender may change it; else the
    sender is told why not and None comes back."""
    chat_id, thread_id = _place(update)
    if not await may_manage(update, context, chat_id):
        await _say(update, lang, what="not_admin")
        return None
    sub = store.subscription(db, chat_id, thread_id)
    if sub is None or not sub.active:
        await _say(update, lang, what="not_subscribed")
        return None
    return sub


async def on_alerts(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/alerts: every setting in effect for this chat (or topic)."""
    db, _ = _ctx(context)
    lang = _lang(db, update)
    sub = store.subscription(db, *_place(update))
    if sub is None or not sub.active:
        await _say(update, lang, what="not_subscribed")
        return
    await _show_settings(update, db, lang, sub, fresh=False)


def _watch_names(db: Database, sub: store.Subscription) -> list[str]:
    """The watched families by name (also deployment-only or retired ones)."""
    names = {family_key: family for _, _, family, family_key in store.model_names(db)}
    return [names.get(k, k) for k in json.loads(sub.watchlist or "[]")]


async def _change_setting(update: Update, context: ContextTypes.DEFAULT_TYPE, edit) -> None:
    """Shared by /tz, /watch, /unwatch, /quiet, /silent: check, change, show the settings."""
    db, _ = _ctx(context)
    lang = _lang(db, update)
    sub = await _managed_subscription(update, context, db, lang)
    if sub is None:
        return
    result = edit(db, sub, " ".join(context.args or []))
    if isinstance(result, str):
        await _say(update, lang, what=result)
        return
    sub = notify.subscribe(db, result, _now())
    await _show_settings(update, db, lang, sub, fresh=False)


def _edit_tz(db, sub, args):
    zone = valid_zone(args) if args.strip() else None
    return replace(sub, tz=zone) if zone else "tz_usage"


def _edit_quiet(db, sub, args):
    parsed = parse_quiet(args)
    return parsed if isinstance(parsed, str) else replace(sub, quiet_start=parsed[0], quiet_end=parsed[1])


def _edit_silent(db, sub, args):
    word = args.strip().casefold()
    if word in ("on", "开", ""):
        return replace(sub, silent=1)
    if word in ("off", "关"):
        return replace(sub, silent=0)
    return "silent_usage"


def _edit_watch(adding: bool):
    def edit(db, sub, args):
        from .answers import resolve

        if not args.strip():
            return "watch_usage"
        found = resolve(db, args)
        if found.family_key is None:
            return "watch_unknown"
        keys = [k for k in json.loads(sub.watchlist or "[]") if k != found.family_key]
        if adding:
            if len(keys) >= 20:
                return "watch_full"
            keys.append(found.family_key)
        return replace(sub, watchlist=json.dumps(keys))

    return edit


async def on_tz(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/tz ZONE: the chat's time zone for digests and quiet hours."""
    await _change_setting(update, context, _edit_tz)


async def on_quiet(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/quiet 22:00-07:00 or /quiet off: hold non-urgent alerts until quiet hours end."""
    await _change_setting(update, context, _edit_quiet)


async def on_silent(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/silent on|off: deliver without a notification sound."""
    await _change_setting(update, context, _edit_silent)


async def on_watch(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/watch MODEL: always hear about this model, whatever its rank."""
    await _change_setting(update, context, _edit_watch(True))


async def on_unwatch(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/unwatch MODEL: stop watching it."""
    await _change_setting(update, context, _edit_watch(False))


async def on_alert_button(update: Update, context: ContextTypes.DEFAULT_TYPE, lang: str) -> None:
    """A button under the alert settings: that setting changed, the message edited in place."""
    db, _ = _ctx(context)
    button = update.callback_query
    try:
        change = callbacks.parse_alert(button.data)
    except callbacks.BadCallback as exc:
        await button.answer(to_plain(render(lang, "problem", problem="stale_button" if exc.stale else "forged_button")))
        return
    message = button.message
    if not isinstance(message, Message):  # too old to be read (an InaccessibleMessage), or inline
        await button.answer(to_plain(render(lang, "problem", problem="stale_button")))
        return
    chat_id = message.chat.id
    thread_id = (message.message_thread_id or 0) if message.is_topic_message else 0
    if not await may_manage(update, context, chat_id):
        await button.answer(to_plain(render(lang, "subscriptions", what="not_admin")), show_alert=True)
        return
    sub = store.subscription(db, chat_id, thread_id)
    if sub is None or not sub.active:
        await button.answer(to_plain(render(lang, "subscriptions", what="not_subscribed")))
        return
    if change.setting == "digest":
        sub = replace(sub, digest=change.value)
    elif change.setting == "region":
        sub = replace(sub, region=None if change.value == "all" else change.value)
    elif change.setting == "silent":
        sub = replace(sub, silent=int(change.value))
    else:
        kinds = set(notify.instant_kinds(sub)) ^ {change.value}
        sub = replace(sub, instant=",".join(k for k in alerts.KINDS if k in kinds))
    sub = notify.subscribe(db, sub, _now())
    try:
        await message.edit_text(render(lang, "settings", sub=sub, watch=_watch_names(db, sub), fresh=False),
                                reply_markup=settings_keyboard(sub, lang))
    except BadRequest as exc:
        if "not modified" not in exc.message.casefold():
            raise
    await button.answer()


async def on_stats(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/stats (operators only): chats, subscriptions, outbox, sends, failures and 429s in a day."""
    db, config = _ctx(context)
    lang = _lang(db, update)
    if not is_operator(config, update):
        await update.effective_message.reply_text(render(lang, "operators", what="not_operator"), do_quote=False)
        return
    since = (_now() - dt.timedelta(days=1)).isoformat(timespec="seconds")
    await _say(update, lang, "stats", stats=store.delivery_stats(db, since))


async def alerts_job(context: ContextTypes.DEFAULT_TYPE) -> None:
    """Every 30 s: queue instant alerts and due digests, then send what is due."""
    db, _ = _ctx(context)
    store.recover_in_flight(db, older_than=STUCK)  # left 'sending' by a sender that died
    await run_alerts(db, context.bot, _now(), pacer=context.bot_data.setdefault("pacer", delivery.Pacer()))


async def run_alerts(db: Database, bot, now: dt.datetime, **kw) -> tuple[int, int, delivery.DrainStats]:
    """Everything the alert side does once: used by the job and by `leaderbot tick`."""
    instant = notify.queue_instant(db, now)
    digests = notify.queue_digests(db, now)
    stats = await delivery.drain(db, bot, now=lambda: now if kw.get("frozen") else _now(),
                                 **{k: v for k, v in kw.items() if k != "frozen"})
    return instant, digests, stats


def register_subscription_handlers(application: Application) -> None:
    """Subscription commands, membership and migration updates, and the alerts job."""
    for name, callback in (("subscribe", on_subscribe), ("unsubscribe", on_unsubscribe), ("alerts", on_alerts),
                           ("tz", on_tz), ("watch", on_watch), ("unwatch", on_unwatch), ("quiet", on_quiet),
                           ("silent", on_silent), ("stats", on_stats)):
        application.add_handler(CommandHandler(name, callback))
    if application.bot_data.get("schedule_jobs"):
        # Rebuilt from the database each time: nothing about alerts lives only in memory.
        application.job_queue.run_repeating(alerts_job, interval=30, first=5, name="alerts")
