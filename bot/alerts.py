"""What changed, and who should hear it when (pure functions: no database, no Telegram).

Two layers:
- `board_events`: what a new snapshot changed for everyone, comparing the board before
  and after it (so coverage is honoured: absence from a partial snapshot retires nothing):
  new models (and the NEW mark), retired models, an intelligence index version change.
- `chat_changes`: what one chat should be told, measured against what that chat was last
  told, not against yesterday: slow drift adds up until it crosses the chat's threshold,
  and a value hovering around a threshold doesn't alert twice.
Plus `digest_due`, a pure function of `now`, the chat's schedule and what it was sent.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from zoneinfo import ZoneInfo

from .boards import Board, Filter, Model, ranking

# Event kinds a chat can pick for instant alerts (the rest wait for the digest).
KINDS = ("new_model", "retired", "rank", "speed", "ttft", "price", "intelligence", "index_version")
# The metrics each kind of change watches (prices both ways: some sources publish only one).
METRICS_OF_KIND = {"speed": ("speed",), "ttft": ("ttft",), "price": ("price_out", "price_in"),
                   "intelligence": ("intelligence",)}


@dataclass(frozen=True)
class Event:
    """A board-wide change made by one snapshot."""

    kind: str  # new_model | retired | index_version
    family_key: str | None = None
    name: str | None = None
    region: str | None = None
    marked_new: bool = False
    old: str | None = None  # index versions
    new: str | None = None


def board_events(before: Board, after: Board) -> list[Event]:
    """New and retired families and an index version change, from the board before and
    after a snapshot. The first board of a source (nothing before) announces nothing."""
    if not before.models:
        return []
    old = {m.family_key: m for m in before.models}
    new = {m.family_key: m for m in after.models}
    events = [
        Event("new_model", key, model.family, model.region, marked_new=any(m.new for m in after.models
                                                                            if m.family_key == key))
        for key, model in sorted(new.items(), key=lambda kv: kv[1].family.casefold()) if key not in old
    ]
    events += [
        Event("retired", key, model.family, model.region)
        for key, model in sorted(old.items(), key=lambda kv: kv[1].family.casefold()) if key not in new
    ]
    if before.index_version and after.index_version and before.index_version != after.index_version:
        events.append(Event("index_version", old=before.index_version, new=after.index_version))
    return events


@dataclass(frozen=True)
class Thresholds:
    """A metric change is news when it moves by both the relative and the absolute amount."""

    speed_pct: float = 10.0
    speed_abs: float = 5.0  # tokens/s
    ttft_pct: float = 20.0
    ttft_abs: float = 0.2  # seconds
    price_pct: float = 5.0
    price_abs: float = 0.01  # USD per 1M tokens
    intelligence_abs: float = 1.0  # index points
    rank_places: int = 3  # "moved k places or more"


@dataclass(frozen=True)
class ChatView:
    """What a chat subscribed to: its board and the models it watches."""

    region: str | None = None
    top_n: int = 10
    rank_metric: str = "speed"
    kinds: frozenset[str] = frozenset(KINDS)
    watchlist: frozenset[str] = frozenset()  # family keys
    thresholds: Thresholds = Thresholds()


@dataclass(frozen=True)
class Told:
    """What a chat was last told: metric values and ranks per family, the index version."""

    values: dict[tuple[str, str], float] = field(default_factory=dict)  # (family_key, metric) -> value
    ranks: dict[str, int] = field(default_factory=dict)  # family_key -> rank on the chat's board
    index_version: str | None = None  # of the intelligence values told
    basis: str | None = None  # "bundled" or "live": the data the values were told from


@dataclass(frozen=True)
class Change:
    kind: str  # see KINDS; rank changes have detail entered/left/leader/moved
    family_key: str | None
    name: str | None
    metric: str | None = None
    old: float | str | None = None
    new: float | str | None = None
    detail: str | None = None
    watched: bool = False

    @property
    def urgent(self) -> bool:
        """Urgent news beats quiet hours: a watched model changing, or leaving the boards."""
        return self.watched or self.kind == "retired"


def moved(metric: str, old: float, new: float, t: Thresholds = Thresholds()) -> bool:
    """Whether a value moved enough to be news (the alerts' thresholds)."""
    if metric == "speed":
        pct, absolute = t.speed_pct, t.speed_abs
    elif metric == "ttft":
        pct, absolute = t.ttft_pct, t.ttft_abs
    elif metric.startswith("price"):
        if old == 0 or new == 0:
            return old != new  # free <-> paid always matters
        pct, absolute = t.price_pct, t.price_abs
    else:
        return abs(new - old) >= t.intelligence_abs
    return abs(new - old) >= absolute and abs(new - old) / abs(old) * 100 >= pct if old else new != old


def baseline(board: Board, view: ChatView) -> Told:
    """A new subscription starts from the current data: nothing before it is replayed."""
    _, told = chat_changes(Told(), board, view, events=[], first=True)
    return told


def chat_changes(told: Told, board: Board, view: ChatView, events: list[Event], *,
                 first: bool = False) -> tuple[list[Change], Told]:
    """The changes this chat should hear about (of the kinds in `view.kinds`), and what
    it will have been told once it hears them. Kinds not asked for keep their old told
    values, so a later digest still measures them from where the chat last heard."""
    basis = "bundled" if board.bundled else "live"
    if not first and told.basis is not None and told.basis != basis:
        # The first live data replacing the bundled seeds is a new basis, not news.
        return [], baseline(board, view)
    flt = Filter(region=view.region)
    board_rows = ranking(board, view.rank_metric, flt)
    top = board_rows[: view.top_n]
    rank_now = {e.model.family_key: e.rank for e in top}
    best: dict[str, Model] = {e.model.family_key: e.model for e in board_rows}
    families = board.families()
    watched = {k for k in view.watchlist if k in families}
    tracked = set(rank_now) | watched
    changes: list[Change] = []
    values = dict(told.values)
    ranks = dict(told.ranks)
    kinds = view.kinds if not first else frozenset()

    for event in events:
        if event.kind == "index_version":  # each event reaches a chat once, through its cursor
            if "index_version" in kinds:
                changes.append(Change("index_version", None, None, old=event.old, new=event.new))
            continue
        if event.kind not in kinds:
            continue
        in_view = view.region is None or event.region == view.region
        if in_view or event.family_key in view.watchlist:
            changes.append(Change(event.kind, event.family_key, event.name,
                                  detail="marked NEW" if event.marked_new else None,
                                  watched=event.family_key in view.watchlist))

    if "rank" in kinds and told.ranks:
        leader_then = min(told.ranks, key=told.ranks.get) if told.ranks else None
        leader_now = top[0].model.family_key if top else None
        if leader_now and leader_now != leader_then:
            changes.append(Change("rank", leader_now, top[0].model.family, old=told.ranks.get(leader_now), new=1,
                                  detail="leader", watched=leader_now in watched))
        announced_new = {c.family_key for c in changes if c.kind == "new_model"}
        for entry in top:
            key = entry.model.family_key
            was = told.ranks.get(key)
            if key == leader_now and leader_now != leader_then:
                continue
            if was is None and key in announced_new:
                continue  # "new on the board" already says it
            if was is None:
                changes.append(Change("rank", key, entry.model.family, new=entry.rank, detail="entered",
                                      watched=key in watched))
            elif abs(was - entry.rank) >= view.thresholds.rank_places:
                changes.append(Change("rank", key, entry.model.family, old=was, new=entry.rank, detail="moved",
                                      watched=key in watched))
        for key, was in told.ranks.items():
            if key not in rank_now and key in families:  # retired ones are told as retired
                name = families[key][0].family
                changes.append(Change("rank", key, name, old=was, detail="left", watched=key in watched))
    if "rank" in kinds or first or not told.ranks:
        ranks = dict(rank_now)

    new_index = board.index_version != told.index_version
    for kind, metric in ((k, m) for k, ms in METRICS_OF_KIND.items() for m in ms):
        if kind not in kinds and not first:
            continue
        for key in sorted(tracked):
            model = _best_for(families.get(key, []), metric)
            value = model.metric(metric).value if model is not None else None
            if value is None:
                continue
            was = told.values.get((key, metric))
            if metric == "intelligence" and new_index:
                values[(key, metric)] = value  # another index version: a new baseline, not a change
            elif was is not None and moved(metric, was, value, view.thresholds):
                changes.append(Change(kind, key, (best.get(key) or model).family, metric=metric, old=was, new=value,
                                      watched=key in watched))
                values[(key, metric)] = value
            elif was is None:
                values[(key, metric)] = value  # first sight: the baseline, not news
    # The intelligence values told are now of this version (re-baselined where it changed).
    index_version = board.index_version if ("intelligence" in kinds or first) else told.index_version
    return changes, Told(values, ranks, index_version, basis)


def _best_for(members: list[Model], metric: str) -> Model | None:
    from .boards import HIGHER_IS_BETTER

    scored = [(m, v.value) for m in members if (v := m.metric(metric)) is not None]
    if not scored:
        return None
    pick = max if HIGHER_IS_BETTER[metric] else min
    return pick(scored, key=lambda mv: mv[1])[0]


# -- when -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Schedule:
    """A chat's digest: daily, on working days (Monday to Friday) or weekly on `weekday`
    (Monday = 0), at a local time."""

    at: dt.time = dt.time(9, 0)
    tz: str = "UTC"
    weekly: bool = False
    weekday: int = 0
    workdays: bool = False


def _local(day: dt.date, at: dt.time, zone: ZoneInfo) -> dt.datetime:
    """`at` on `day` in `zone`, as an aware time; a wall time skipped by a DST change
    (02:30 on a spring-forward night) is taken as the same moment an hour later."""
    naive = dt.datetime.combine(day, at)
    aware = naive.replace(tzinfo=zone)
    round_trip = aware.astimezone(dt.timezone.utc).astimezone(zone)
    if round_trip.replace(tzinfo=None) != naive:  # does not exist on this day
        aware = (naive + dt.timedelta(hours=1)).replace(tzinfo=zone)
    return aware


def _slots(schedule: Schedule, day: dt.date, step: int):
    """The schedule's digest times from `day` on, one day at a time (`step` -1: backwards),
    over eight days (a week always holds one)."""
    zone = ZoneInfo(schedule.tz)
    for n in range(0, 9):
        candidate_day = day + dt.timedelta(days=n * step)
        if schedule.weekly and candidate_day.weekday() != schedule.weekday:
            continue
        if schedule.workdays and candidate_day.weekday() >= 5:
            continue
        yield _local(candidate_day, schedule.at, zone)


def last_scheduled(schedule: Schedule, now: dt.datetime) -> dt.datetime:
    """The most recent scheduled digest time at or before `now` (aware, the chat's zone)."""
    day = now.astimezone(ZoneInfo(schedule.tz)).date()
    return next(slot for slot in _slots(schedule, day, -1) if slot <= now)


def next_scheduled(schedule: Schedule, now: dt.datetime) -> dt.datetime:
    """The first scheduled digest time after `now` (aware, the chat's zone)."""
    day = now.astimezone(ZoneInfo(schedule.tz)).date()
    return next(slot for slot in _slots(schedule, day, 1) if slot > now)


def digest_due(now: dt.datetime, schedule: Schedule, last_sent_for: dt.datetime | None,
               subscribed_at: dt.datetime) -> dt.datetime | None:
    """The scheduled time of the digest due now, or None. `last_sent_for` is the scheduled
    time of the last digest queued, so each scheduled time yields exactly one digest, and
    none is owed for times before the chat subscribed."""
    slot = last_scheduled(schedule, now)
    if slot < subscribed_at:
        return None
    if last_sent_for is not None and last_sent_for >= slot:
        return None
    return slot


def in_quiet_hours(now: dt.datetime, tz: str, start: dt.time | None, end: dt.time | None) -> dt.datetime | None:
    """When quiet hours end, if `now` is inside them (they may span midnight); else None."""
    if start is None or end is None or start == end:
        return None
    zone = ZoneInfo(tz)
    local = now.astimezone(zone)
    t = local.time().replace(tzinfo=None)
    inside = (start <= t < end) if start < end else (t >= start or t < end)
    if not inside:
        return None
    end_day = local.date() if t < end else local.date() + dt.timedelta(days=1)
    return _local(end_day, end, zone)


def held(change_list: list[Change]) -> tuple[list[Change], list[Change]]:
    """(urgent, the rest): quiet hours hold the rest until they end."""
    urgent = [c for c in change_list if c.urgent]
    return urgent, [c for c in change_list if not c.urgent]

