"""Rankings and answers as pure functions over a Board (no database, no Telegram).

A Board holds every current model with the newest value of each metric, each value
with its own as-of date. Boards show one row per family (a model and its effort tiers),
taking the tier with the best value of the metric ranked.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from .snapshots import METRICS

# metric -> True when higher is better: the stored metrics' (snapshots.METRICS), and the
# one derived per tier here.
HIGHER_IS_BETTER: dict[str, bool] = {**METRICS, "value": True}
REGIONS = ("cn", "intl")


@dataclass(frozen=True)
class Value:
    value: float
    as_of: str
    source: str
    approx: bool = False


class ApproxParams:
    """Which of a model's parameter counts are approximate (seed 002's "约16B")."""

    params_approx: int  # 1: the total is approximate, 2: the active count is

    @property
    def total_approx(self) -> bool:
        return bool(self.params_approx & 1)

    @property
    def active_approx(self) -> bool:
        return bool(self.params_approx & 2)


@dataclass
class Model(ApproxParams):
    key: str
    name: str
    family: str
    family_key: str
    tier: str | None = None
    creator: str | None = None
    country: str | None = None
    open_weights: bool | None = None
    params_total_b: float | None = None
    params_active_b: float | None = None
    params_approx: int = 0
    values: dict[str, Value] = field(default_factory=dict)
    new: bool = False

    def metric(self, name: str) -> Value | None:
        """A stored metric, or one derived from stored ones (never from a missing value)."""
        stored = self.values.get(name)
        if stored is not None or name not in ("price_blended", "value"):
            return stored
        if name == "price_blended":
            return _combine(self.values.get("price_in"), self.values.get("price_out"), lambda i, o: (3 * i + o) / 4)
        speed, price = self.values.get("speed"), self.values.get("price_out")
        # A $0 output price is free: infinite value, rendered as "free", ranked first.
        return _combine(speed, price, lambda s, p: math.inf if p == 0 else s / p)

    @property
    def region(self) -> str | None:
        if self.country is None:
            return None
        return "cn" if self.country == "CN" else "intl"


def _combine(a: Value | None, b: Value | None, fn: Callable[[float, float], float]) -> Value | None:
    if a is None or b is None:
        return None
    return Value(fn(a.value, b.value), min(a.as_of, b.as_of), a.source, a.approx or b.approx)


@dataclass
class Board:
    models: list[Model]
    attribution: dict[str, str] = field(default_factory=dict)
    attribution_zh: dict[str, str] = field(default_factory=dict)
    bundled: bool = False
    index_version: str | None = None  # the intelligence index version the board's values are from
    # A board never changes once built (a new snapshot builds a new board), so what is
    # computed from it can be kept with it: rankings, the name index, rendered answers.
    memo: dict = field(default_factory=dict, repr=False, compare=False)

    def attribution_for(self, source: str, lang: str) -> str:
        table = self.attribution_zh if lang == "zh" else self.attribution
        return table.get(source) or self.attribution.get(source) or source

    def families(self) -> dict[str, list[Model]]:
        out = self.memo.get("families")
        if out is None:
            out = self.memo["families"] = {}
            for model in self.models:
                out.setdefault(model.family_key, []).append(model)
        return out


@dataclass(frozen=True)
class Filter:
    region: str | None = None  # "cn", "intl" or None for the global board
    open_only: bool = False
    creators: frozenset[str] = frozenset()  # only these vendors (empty: all)

    def admits(self, model: Model) -> bool:
        if self.region is not None and model.region != self.region:
            return False
        if self.creators and model.creator not in self.creators:
            return False
        return not self.open_only or model.open_weights is True


@dataclass(frozen=True)
class Entry:
    position: int  # 1-based row number
    rank: int  # competition rank: ties share a rank
    model: Model  # the tier that gave the best value
    value: Value


def ranking(board: Board, metric: str, flt: Filter = Filter(), limit: int | None = None) -> list[Entry]:
    """One row per family that has `metric`, best tier first, best family first.

    Ties keep a stable order by family name. Models without the metric are left out.
    """
    cached = board.memo.get(("ranking", metric, flt))
    if cached is None:
        cached = board.memo[("ranking", metric, flt)] = _rank(board, metric, flt)
    return cached[:limit] if limit else list(cached)


def _rank(board: Board, metric: str, flt: Filter) -> list[Entry]:
    sign = -1.0 if HIGHER_IS_BETTER[metric] else 1.0  # sort ascending on sign * value
    admits = flt.admits if (flt.region or flt.open_only or flt.creators) else None
    best: list[tuple[float, str, Model, Value]] = []
    for members in board.families().values():
        chosen: tuple[Model, Value] | None = None
        for model in members:
            if admits is not None and not admits(model):
                continue
            value = model.metric(metric)
            if value is not None and (chosen is None or sign * value.value < sign * chosen[1].value):
                chosen = (model, value)
        if chosen is not None:
            best.append((sign * chosen[1].value, chosen[0].family.casefold(), chosen[0], chosen[1]))
    best.sort(key=lambda item: (item[0], item[1]))  # ties: a stable order by family name
    entries: list[Entry] = []
    rank = 0
    for position, (score, _, model, value) in enumerate(best, start=1):
        if position == 1 or score != best[position - 2][0]:
            rank = position
        entries.append(Entry(position, rank, model, value))
    return entries


def missing_count(board: Board, metric: str, flt: Filter = Filter()) -> int:
    """Families on the filtered board that have no value for `metric`."""
    return sum(
        1
        for members in board.families().values()
        if any(flt.admits(m) for m in members) and all(m.metric(metric) is None for m in members if flt.admits(m))
    )


def rank_of(entries: list[Entry], family_key: str) -> int | None:
    for entry in entries:
        if entry.model.family_key == family_key:
            return entry.rank
    return None


@dataclass(frozen=True)
class TradeoffRow:
    model: Model
    lead: Value  # the metric the view ranks by
    other: Value | None  # the other metric, from the family's best tier for it
    other_rank: int | None  # None when the family has no value for the other metric


def tradeoff(board: Board, lead: str, other: str, top: int = 5, flt: Filter = Filter()) -> list[TradeoffRow]:
    """The top `top` families by `lead`, each with its value and rank by `other`
    (seed 001's "top 5 by intelligence with their speed rank" and the reverse)."""
    other_ranking = ranking(board, other, flt)
    by_family = {e.model.family_key: e for e in other_ranking}
    rows = []
    # Only families measured both ways can show the trade-off; their rank on the other
    # metric is over every family that has it.
    for entry in [e for e in ranking(board, lead, flt) if e.model.family_key in by_family][:top]:
        theirs = by_family[entry.model.family_key]
        rows.append(TradeoffRow(entry.model, entry.value, theirs.value, rank_in(theirs, other, flt)))
    return rows


def rank_in(entry: Entry, metric: str, flt: Filter = Filter()) -> int:
    """A family's rank. On the global board, the intelligence rank the source itself
    published (over more models than it listed) wins over one computed from the partial
    list, when it is of the same date; on a filtered board ranks are the board's own."""
    if metric == "intelligence" and flt == Filter():
        published = entry.model.values.get("intelligence_rank")
        if published is not None and published.as_of == entry.value.as_of:
            return int(published.value)
    return entry.rank


def family_rank(board: Board, metric: str, family_key: str, flt: Filter = Filter()) -> int | None:
    for entry in ranking(board, metric, flt):
        if entry.model.family_key == family_key:
            return rank_in(entry, metric, flt)
    return None


@dataclass(frozen=True)
class AgentRow:
    model: Model
    seconds: float
    ttft: Value | None
    speed: Value


@dataclass(frozen=True)
class AgentEstimate:
    calls: int
    tokens: int
    timed: list[AgentRow]  # N x (TTFT + M / speed), fastest first
    lower_bounds: list[AgentRow]  # no TTFT known: N x M / speed is only a floor
    no_speed: int  # families with no speed at all


def agent_time(board: Board, calls: int, tokens: int, flt: Filter = Filter()) -> AgentEstimate:
    """Time for a workflow of `calls` sequential calls of `tokens` output tokens each.
    A missing TTFT is never taken as 0: such models get a lower bound, listed apart."""
    timed, bounds, no_speed = [], [], 0
    for members in board.families().values():
        members = [m for m in members if flt.admits(m)]
        if not members:
            continue
        full = [
            AgentRow(m, calls * (t.value + tokens / s.value), t, s)
            for m in members
            if (s := m.metric("speed")) is not None and s.value > 0 and (t := m.metric("ttft")) is not None
        ]
        if full:
            timed.append(min(full, key=lambda r: r.seconds))
            continue
        partial = [
            AgentRow(m, calls * tokens / s.value, None, s)
            for m in members
            if (s := m.metric("speed")) is not None and s.value > 0
        ]
        if partial:
            bounds.append(min(partial, key=lambda r: r.seconds))
        else:
            no_speed += 1
    timed.sort(key=lambda r: (r.seconds, r.model.family.casefold()))
    bounds.sort(key=lambda r: (r.seconds, r.model.family.casefold()))
    return AgentEstimate(calls, tokens, timed, bounds, no_speed)


@dataclass(frozen=True)
class Scenario:
    key: str
    metric: str
    fallback: str | None = None


@dataclass(frozen=True)
class ScenarioPick:
    scenario: Scenario
    metric: str  # the metric actually ranked by
    used_fallback: bool
    entries: list[Entry]
    missing: int  # families without the scenario's own metric


def scenario_pick(board: Board, scenario: Scenario, flt: Filter = Filter(), limit: int = 5) -> ScenarioPick:
    """The best families for a use case; falls back to a second metric, and says so,
    when no model has the scenario's own metric."""
    metric = scenario.metric
    entries = _scenario_ranking(board, metric, flt)
    used_fallback = False
    if not entries and scenario.fallback:
        metric, used_fallback = scenario.fallback, True
        entries = _scenario_ranking(board, metric, flt)
    # Left out: families without the metric actually ranked by.
    return ScenarioPick(scenario, metric, used_fallback, entries[:limit], _scenario_missing(board, metric, flt))


_AGENT_CALLS, _AGENT_TOKENS = 50, 500


def _scenario_ranking(board: Board, metric: str, flt: Filter) -> list[Entry]:
    if metric != "agent_time":
        return ranking(board, metric, flt)
    estimate = agent_time(board, _AGENT_CALLS, _AGENT_TOKENS, flt)
    return [
        Entry(i, i, row.model, Value(row.seconds, min(row.speed.as_of, row.ttft.as_of), row.speed.source))
        for i, row in enumerate(estimate.timed, start=1)
    ]


def _scenario_missing(board: Board, metric: str, flt: Filter) -> int:
    if metric != "agent_time":
        return missing_count(board, metric, flt)
    estimate = agent_time(board, _AGENT_CALLS, _AGENT_TOKENS, flt)
    return len(estimate.lower_bounds) + estimate.no_speed


def whats_new(board: Board, flt: Filter = Filter()) -> list[Model]:
    """Families marked NEW or first seen in their source's newest snapshot, fastest first."""
    seen: dict[str, Model] = {}
    for model in board.models:
        if model.new and flt.admits(model):
            held = seen.get(model.family_key)
            if held is None or _speed(model) > _speed(held):
                seen[model.family_key] = model
    return sorted(seen.values(), key=lambda m: (-_speed(m), m.family.casefold()))


def _speed(model: Model) -> float:
    value = model.metric("speed")
    return value.value if value is not None else -1.0


@dataclass(frozen=True)
class CardRanks:
    speed: int | None
    speed_of: int
    region_speed: int | None
    region_of: int
    intelligence: int | None
    value: int | None


def card_ranks(board: Board, family_key: str, region: str | None) -> CardRanks:
    speed = ranking(board, "speed")
    regional = ranking(board, "speed", Filter(region=region)) if region else []
    return CardRanks(
        speed=rank_of(speed, family_key),
        speed_of=len(speed),
        region_speed=rank_of(regional, family_key) if region else None,
        region_of=len(regional),
        intelligence=family_rank(board, "intelligence", family_key),  # the same rank /tradeoff shows
        value=rank_of(ranking(board, "value"), family_key),
    )


def as_of_dates(values: Iterable[Value | None]) -> list[str]:
    """Distinct as-of dates of the values an answer shows, oldest first."""
    return sorted({v.as_of[:10] for v in values if v is not None})


def sources_of(values: Iterable[Value | None]) -> list[str]:
    return sorted({v.source for v in values if v is not None})


def footer(values: Iterable[Value | None], board: Board, lang: str, *, consulted: bool = True,
           extra_sources: Iterable[str] = ()) -> dict:
    """What every answer ends with (rule 10): the as-of dates and sources of the values it
    shows; when it shows none, of the data it consulted (unless `consulted` is off)."""
    values = list(values)
    if consulted and not any(v is not None for v in values):
        values = [v for m in board.models for v in m.values.values()]
    sources = set(sources_of(values)) | set(extra_sources)
    return {"dates": as_of_dates(values), "attributions": sorted({board.attribution_for(s, lang) for s in sources}),
            "bundled": board.bundled}
