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
from functools import cache
from datetime import datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from sqlite_utils import Database

from . import alerts, callbacks, notify, store
from .boards import Bound
from .intents import clock_word
from .render import labels, render
from .vocabulary import fold, vocabulary


# -- the settings grammar (pure) -----------------------------------------------------------


@dataclass(frozen=True)
class Change:
    """What a /subscribe (or a settings button) asks to change; None = leave as is."""

    digest: str | None = None  # daily | weekdays | weekly | off
    digest_at: str | None = None
    weekday: int | None = None
    instant: str | None = None  # comma-separated kinds
    region: str | None = None  # "cn" | "intl" | "" for all
    top_n: int | None = None
    silent: int | None = None
    tz: str | None = None  # an IANA zone ("America/New_York"): "每天晚上9点 按纽约时间"
    target: str | None = None  # a channel (@name or -100id), from a private chat
    problem: str | None = None
    only: bool = False  # "only": the instant kinds named are all the chat gets at once (in words too, not added)
    muted: str | None = None  # comma-separated kinds the chat hears nothing of ("without price")


def parse_subscribe(args: str) -> Change:
    """`/subscribe [daily|weekdays|weekly [mon]|off] [HH:MM] [instant KIND...] [china|intl|all] [top N]
    [silent|loud] [Area/City] [@channel]` — words in any order, Chinese or English."""
    voc = vocabulary()
    words = args.replace(",", " ").replace("，", " ").split()
    out: dict = {}
    instant: list[str] = []
    muted: list[str] = []
    muting = False
    i = 0
    while i < len(words):
        w = fold(words[i])
        word = voc.alert_word.word(w)
        region = voc.region.word(w) or voc.not_region.word(w)
        if voc.digest.word(w):
            out["digest"] = voc.digest.word(w)
        elif voc.weekday.word(w):
            out["weekday"], out["digest"] = int(voc.weekday.word(w)), "weekly"
        elif re.fullmatch(r"\d{1,2}:\d{2}", w) or re.fullmatch(r"[01]\d[0-5]\d|2[0-3][0-5]\d", w):
            hour, minute = (int(x) for x in w.split(":")) if ":" in w else (int(w[:2]), int(w[2:]))  # ("0730")
            if not (0 <= hour < 24 and 0 <= minute < 60):
                return Change(problem="bad_time")
            out["digest_at"] = f"{hour:02d}:{minute:02d}"
        elif (clock := re.fullmatch(r"(\d{1,2})(?:[:：](\d{2}))?\s*(am|pm)", w)) or (
                re.fullmatch(r"\d{1,2}", w) and i + 1 < len(words) and fold(words[i + 1]) in ("am", "pm")):
            # "8am", "8:30pm", "8 am": the same hour on the 24-hour clock
            hour, minute, half = (int(clock.group(1)), int(clock.group(2) or 0), clock.group(3)) if clock \
                else (int(w), 0, fold(words[i + 1]))
            if clock is None:
                i += 1
            if not (1 <= hour <= 12 and minute < 60):
                return Change(problem="bad_time")
            out["digest_at"] = f"{hour % 12 + (12 if half == 'pm' else 0):02d}:{minute:02d}"
        elif hour_said := clock_word(w):  # "8点", "早上7点半"
            out["digest_at"] = hour_said
        elif word == "instant":
            instant.append("")  # marks that instant kinds follow
            muting = False
        elif word == "without":  # "/subscribe without price": no word of those kinds, not even in the digest
            muting = True
        elif i + 1 < len(words) and (kind := voc.alert_kind.word(f"{w} {fold(words[i + 1])}")):  # ("new models")
            (muted if muting else instant).append(kind)  # (after "without": left out, else at once)
            i += 1
        elif kind := voc.alert_kind.word(w) or voc.alert_kind.word(re.sub(r"[_\-]+", " ", w)):  # ("new_models")
            (muted if muting else instant).append(kind)
        elif region == "all":
            if instant:
                instant.extend(alerts.KINDS)
            else:
                out["region"] = ""
        elif region:
            out["region"] = region
        elif word == "top" and i + 1 < len(words) and re.fullmatch(r"\d{1,3}", fold(words[i + 1])):
            out["top_n"] = max(1, min(30, int(fold(words[i + 1]))))
            i += 1
        elif re.fullmatch(r"(top|前) ?\d{1,2}", w):
            out["top_n"] = max(1, min(30, int(re.sub(r"\D", "", w))))
        elif word == "silent":
            out["silent"] = 1
        elif word == "loud":
            out["silent"] = 0
        elif "/" in w and re.fullmatch(r"[a-z_]+/[a-z_]+(?:/[a-z_]+)?", w) and valid_zone(w):
            out["tz"] = valid_zone(w)
        elif voc.zone.word(w) and not region:  # "sgt", "北京时间", "est": a zone by its usual name
            out["tz"] = voc.zone.word(w)
        elif w.startswith("@") or re.fullmatch(r"-100\d{5,}", w):
            out["target"] = words[i]
        elif word == "none":
            out["instant"] = ""
        elif word == "only":
            out["only"] = True
        else:
            return Change(problem="subscribe_usage")
        i += 1
    kinds = [k for k in instant if k]
    if instant and not kinds:
        kinds = list(alerts.KINDS)
    if instant:
        out["instant"] = ",".join(k for k in alerts.KINDS if k in kinds and k not in muted)
    if muting:
        out["muted"] = ",".join(k for k in alerts.KINDS if k in muted)
    return Change(**out)


def without_instant(sub: store.Subscription, words: str) -> Change:
    """The change that turns off the instant kinds `words` name ("price"), keeping the others and
    the digest: "价格提醒先关掉", "stop the price alerts"."""
    return Change(instant=",".join(k for k in (sub.instant or "").split(",") if k and k not in _kinds_named(words)))


def _kinds_named(words: str) -> set[str]:
    return set((parse_subscribe("instant " + words).instant or "").split(",")) - {""}


def muting(sub: store.Subscription, words: str, *, back: bool = False) -> Change:
    """The change that hears nothing more of the kinds `words` name, at once or in the digest
    ("价格变动那块不要了"), or (`back`) hears of them again in the digest ("价格变动还是加回来吧")."""
    named, had = _kinds_named(words), set(notify.muted_kinds(sub))
    muted = had - named if back else had | named
    return Change(muted=",".join(k for k in alerts.KINDS if k in muted),
                  instant=None if back else ",".join(k for k in (sub.instant or "").split(",") if k and k not in named))


def muted_of(sub: store.Subscription, words: str) -> set[str]:
    """Of the kinds `words` name, those the chat left out altogether."""
    return _kinds_named(words) & notify.muted_kinds(sub)


def not_instant(sub: store.Subscription, words: str) -> tuple[str, ...]:
    """Of the kinds `words` name, those the chat never had at once (they only come in its digest)."""
    had = set((sub.instant or "").split(","))
    return tuple(k for k in alerts.KINDS if k in _kinds_named(words) and k not in had)


def apply(sub: store.Subscription, change: Change) -> store.Subscription:
    fields = {k: v for k, v in change.__dict__.items() if v is not None and k not in ("target", "problem", "only")}
    if "region" in fields:
        fields["region"] = fields["region"] or None
    if fields.get("instant") and "muted" not in fields:  # a kind asked for at once is heard of again
        fields["muted"] = ",".join(k for k in alerts.KINDS if k in notify.muted_kinds(sub) - set(fields["instant"].split(",")))
    return replace(sub, **fields)


def parse_quiet(args: str) -> tuple[str | None, str | None] | str:
    """'22:00-07:00' -> ('22:00', '07:00'); 'off' -> (None, None); else a problem name."""
    text = fold(args)
    if vocabulary().digest.word(text) == "off" or vocabulary().alert_word.word(text) == "none":
        return None, None
    match = re.fullmatch(r"(\d{1,2})[:：](\d{2})\s*[-–~到至]\s*(\d{1,2})[:：](\d{2})", text)
    if not match:  # "23-7", "11pm-7am", "晚上十点到早上七点": the words' reading, then the same checks
        from .intents import quiet_span

        words = quiet_span(text)
        return parse_quiet(words) if words and words != text else "quiet_usage"
    h1, m1, h2, m2 = (int(x) for x in match.groups())
    if not (h1 < 24 and h2 < 24 and m1 < 60 and m2 < 60) or (h1, m1) == (h2, m2):
        return "quiet_usage"  # and a start equal to the end would be no quiet hours at all
    return f"{h1:02d}:{m1:02d}", f"{h2:02d}:{m2:02d}"


def valid_zone(name: str) -> str | None:
    """A time zone's IANA name, from any case ("europe/berlin"), a city the vocabulary knows
    ("北京时间") or an offset ("UTC+8" is Etc/GMT-8: the IANA sign is the other way)."""
    name = name.strip()
    name = vocabulary().zone.word(fold(name)) or name
    offset = re.fullmatch(r"(?:utc|gmt)\s*([+\-])\s*(\d{1,2})", name.casefold())
    if offset and int(offset.group(2)) <= 14:
        hours = int(offset.group(2))
        name = "UTC" if hours == 0 else f"Etc/GMT{'-' if offset.group(1) == '+' else '+'}{hours}"
    name = _zones().get(name.casefold(), name)
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return None
    return name


@cache
def _zones() -> dict[str, str]:
    from zoneinfo import available_timezones

    return {zone.casefold(): zone for zone in available_timezones()}


# -- the settings message and what changes it (pure) ----------------------------------------


def settings_buttons(sub: store.Subscription, lang: str) -> list[list[callbacks.Button]]:
    return callbacks.alerts_keyboard(sub.digest, sub.region, bool(sub.silent), notify.instant_kinds(sub),
                                     labels(lang))


def settings_html(db: Database, sub: store.Subscription, lang: str, *, fresh: bool,
                  thresholds: tuple[Bound, ...] = (), digest_only: tuple[str, ...] = (), also_in: str | None = None) -> str:
    """Every setting in effect for a chat (or topic); `fresh`: just subscribed; `thresholds`:
    numbers a request in words asked to be alerted at, which alerts don't take (said so);
    `digest_only`: kinds asked to be turned off that never came at once (said: only the digest has them);
    `also_in`: a zone to give the digest's time in as well ("show the digest time in utc too")."""
    return render(lang, "settings", sub=sub, watch=watch_names(db, sub), fresh=fresh, thresholds=thresholds,
                  digest_only=digest_only, also=_digest_time_in(sub, also_in) if also_in else None)


def _digest_time_in(sub: store.Subscription, zone: str) -> dict | None:
    """The digest's next time in another zone: its clock there and the day it falls on against the chat's."""
    zone = valid_zone(zone)  # ("utc+8", "asia/tokyo": as /tz reads them)
    if zone is None:
        return None
    try:
        there_zone, here = ZoneInfo(zone), datetime.now(ZoneInfo(sub.tz))
    except (ZoneInfoNotFoundError, ValueError):
        return None
    hour, minute = (int(x) for x in sub.digest_at.split(":"))
    local = here.replace(hour=hour, minute=minute, second=0, microsecond=0)
    there = local.astimezone(there_zone)
    return {"zone": zone, "time": there.strftime("%H:%M"), "day": (there.date() - local.date()).days}


def watch_more(db: Database, sub: store.Subscription, names: tuple[str, ...], vendors: tuple[str, ...]) \
        -> store.Subscription:
    """The watchlist with the models a request in words named ("notify me when glm-5.2 gets
    cheaper"), or every model of the vendors it named ("alert me when deepseek gets cheaper")."""
    from .answers import resolve

    keys = [found.family_key for found in (resolve(db, name) for name in names) if found.family_key]
    if vendors and not names:
        keys += [model.family_key for model in store.load_board(db).models if model.creator in vendors]
    watched = list(dict.fromkeys(json.loads(sub.watchlist or "[]") + keys))[:20]
    return replace(sub, watchlist=json.dumps(watched))


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


def edit_watch_all(names: tuple[str, ...]) -> Edit:
    """/watch for each of these ("把这俩都加到关注列表"); the first problem stops it."""
    def edit(db: Database, sub: store.Subscription, args: str) -> store.Subscription | str:
        for name in names or ("",):
            sub = edit_watch(True)(db, sub, name)
            if isinstance(sub, str):
                return sub
        return sub

    return edit


def _maker_families(db: Database, words: str) -> list[str]:
    """"/watch kimi": every family of the maker named (its nickname too), as the board has them."""
    maker = vocabulary().vendor.word(fold(words))
    if maker is None:
        return []
    return sorted({m.family_key for m in store.load_board(db).models if m.creator == maker})


def edit_watch(adding: bool) -> Edit:
    def edit(db: Database, sub: store.Subscription, args: str) -> store.Subscription | str:
        from .answers import resolve

        if not args.strip():
            return "watch_usage"
        found = resolve(db, args)
        wanted = [found.family_key] if found.family_key is not None else _maker_families(db, args)
        if not wanted:
            return "watch_unknown"
        keys = [k for k in json.loads(sub.watchlist or "[]") if k not in wanted]
        if adding:
            if len(keys) + len(wanted) > 20:
                return "watch_full"
            keys += wanted
        return replace(sub, watchlist=json.dumps(keys))

    return edit
