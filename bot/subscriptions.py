"""Subscriptions, without Telegram: the settings grammar of /subscribe, /tz, /watch,
/unwatch, /quiet and /silent, what a settings button changes, and the settings message with
its buttons. The handlers (bot.telegram.subscriptions) check permissions, call these, store
and send; the alert lane is bot.telegram.broadcast.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from sqlite_utils import Database

from . import alerts, callbacks, notify, store
from .render import labels, render

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


# -- the settings message and what changes it (pure) ----------------------------------------


def settings_buttons(sub: store.Subscription, lang: str) -> list[list[callbacks.Button]]:
    return callbacks.alerts_keyboard(sub.digest, sub.region, bool(sub.silent), notify.instant_kinds(sub),
                                     labels(lang))


def settings_html(db: Database, sub: store.Subscription, lang: str, *, fresh: bool) -> str:
    """Every setting in effect for a chat (or topic); `fresh`: just subscribed."""
    return render(lang, "settings", sub=sub, watch=watch_names(db, sub), fresh=fresh)


def watch_names(db: Database, sub: store.Subscription) -> list[str]:
    """The watched families by name (also deployment-only or retired ones)."""
    names = {family_key: family for _, _, family, family_key in store.model_names(db)}
    return [names.get(k, k) for k in json.loads(sub.watchlist or "[]")]


def pressed(sub: store.Subscription, button: callbacks.AlertButton) -> store.Subscription:
    """The settings after a settings button was pressed."""
    if button.setting == "digest":
        return replace(sub, digest=button.value)
    if button.setting == "region":
        return replace(sub, region=None if button.value == "all" else button.value)
    if button.setting == "silent":
        return replace(sub, silent=int(button.value))
    kinds = set(notify.instant_kinds(sub)) ^ {button.value}
    return replace(sub, instant=",".join(k for k in alerts.KINDS if k in kinds))


Edit = Callable[[Database, store.Subscription, str], "store.Subscription | str"]


def edit_tz(db: Database, sub: store.Subscription, args: str) -> store.Subscription | str:
    """/tz ZONE, or the problem's name."""
    zone = valid_zone(args) if args.strip() else None
    return replace(sub, tz=zone) if zone else "tz_usage"


def edit_quiet(db: Database, sub: store.Subscription, args: str) -> store.Subscription | str:
    parsed = parse_quiet(args)
    return parsed if isinstance(parsed, str) else replace(sub, quiet_start=parsed[0], quiet_end=parsed[1])


def edit_silent(db: Database, sub: store.Subscription, args: str) -> store.Subscription | str:
    word = args.strip().casefold()
    if word in ("on", "开", ""):
        return replace(sub, silent=1)
    if word in ("off", "关"):
        return replace(sub, silent=0)
    return "silent_usage"


def edit_watch(adding: bool) -> Edit:
    def edit(db: Database, sub: store.Subscription, args: str) -> store.Subscription | str:
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
