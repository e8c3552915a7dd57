"""Rankings and answers as pure functions over a Board (no database, no Telegram).

A Board holds every current model with the newest value of each metric, each value
with its own as-of date. Boards show one row per family (a model and its effort tiers),
taking the tier with the best value of the metric ranked.
"""

from __future__ import annotations

import datetime as dt

import math
from collections.abc import Callable, Iterable
from dataclasses import replace, dataclass, field
from typing import NamedTuple

from .snapshots import METRICS

# metric -> True when higher is better: the stored metrics' (snapshots.METRICS), and the
# one derived per tier here.
HIGHER_IS_BETTER: dict[str, bool] = {**METRICS, "value": True, "smarts_value": True}
REGIONS = ("cn", "intl")


class Value(NamedTuple):  # a tuple: a board holds thousands, and derived ones are made per ranking
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
        if stored is not None or name not in ("price_blended", "value", "smarts_value"):
            return stored
        if name == "price_blended":
            return _combine(self.values.get("price_in"), self.values.get("price_out"), lambda i, o: (3 * i + o) / 4)
        if name == "smarts_value":  # intelligence index points per $ of output price ("smart and cheap")
            return _combine(self.values.get("intelligence"), self.values.get("price_out"),
                            lambda i, p: math.inf if p == 0 else i / p)
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
class Bound:
    """A number in the question that filters the board: `metric` `op` `value` ("price_out < 1")."""

    metric: str
    op: str  # "<", "<=", ">" or ">=" ("under $1", "at most $1", "smarter than 55", "at least 100 t/s"),
    # or "has": only that the model has the metric at all ("only ones with an intelligence score")
    value: float

    def admits(self, model: Model) -> bool:
        """A model without the metric is left out, never let through (it is counted apart)."""
        got = model.metric(self.metric)
        if got is None:
            return False
        if self.op == "has":
            return True
        return {"<": got.value < self.value, "<=": got.value <= self.value,
                ">": got.value > self.value, ">=": got.value >= self.value}[self.op]


@dataclass(frozen=True)
class Filter:
    region: str | None = None  # "cn", "intl" or None for the global board
    open_only: bool = False
    creators: frozenset[str] = frozenset()  # only these vendors (empty: all)
    bounds: tuple[Bound, ...] = ()  # numbers from the question ("under $1")
    closed_only: bool = False  # only models whose weights are known to be closed ("闭源模型")
    country: str | None = None  # only creators of this country, or these ("KR,CA": "any korean or canadian vendors")
    families: frozenset[str] = frozenset()  # only these families, by name ("which of those is cheapest")
    without: frozenset[str] = frozenset()  # not these vendors ("除了ds还有啥"), nor these families ("exclude grok")

    def admits(self, model: Model) -> bool:
        if self.families and model.family not in self.families:
            return False
        if model.creator in self.without or model.family in self.without:
            return False
        if self.region is not None and model.region != self.region:
            return False
        if self.country is not None and model.country not in self.country.split(","):
            return False
        if self.creators and model.creator not in self.creators:
            return False
        if self.bounds and not all(b.admits(model) for b in self.bounds):
            return False
        if self.closed_only and model.open_weights is not False:
            return False
        return not self.open_only or model.open_weights is True

    def unbounded(self) -> Filter:
        return Filter(self.region, self.open_only, self.creators, closed_only=self.closed_only, country=self.country,
                      families=self.families, without=self.without)


@dataclass(frozen=True)
class Entry:
    position: int  # 1-based row number
    rank: int  # competition rank: ties share a rank
    model: Model  # the tier that gave the best value
    value: Value


def ranking(board: Board, metric: str, flt: Filter = Filter(), limit: int | None = None, *,
            reverse: bool = False) -> list[Entry]:
    """One row per family that has `metric`, best tier first, best family first; `reverse`:
    worst family first ("最慢的模型"), each still by its best tier.

    Ties keep a stable order by family name. Models without the metric are left out.
    """
    cached = board.memo.get(("ranking", metric, flt))
    if cached is None:
        cached = board.memo[("ranking", metric, flt)] = _rank(board, metric, flt)
    if reverse:
        cached = [replace(e, position=i) for i, e in enumerate(reversed(cached), start=1)]
    return cached[:limit] if limit else list(cached)


def _rank(board: Board, metric: str, flt: Filter) -> list[Entry]:
    sign = -1.0 if HIGHER_IS_BETTER[metric] else 1.0  # sort ascending on sign * value
    admits = flt.admits if flt != Filter() else None
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


def unmeasured_count(board: Board, flt: Filter) -> int:
    """Families the filter's numbers leave out because they lack the bounded metric."""
    if not flt.bounds:
        return 0
    plain = flt.unbounded()
    return sum(
        1
        for members in board.families().values()
        if any(plain.admits(m) for m in members)
        and all(any(m.metric(b.metric) is None for b in flt.bounds) for m in members if plain.admits(m))
    )


def rank_of(entries: list[Entry], family_key: str) -> int | None:
    for entry in entries:
        if entry.model.family_key == family_key:
            return entry.rank
    return None


# -- ranks and their populations ---------------------------------------------------------


@dataclass(frozen=True)
class Standing:
    """A family's rank by one metric and the population it is ranked in: the families on
    the same (filtered) board whose value was measured in the same snapshot (source and
    as-of). A rank the source published itself is over its whole catalogue: no count."""

    rank: int
    of: int | None  # None for a published rank
    as_of: str
    source: str
    published: bool = False


def standings(board: Board, metric: str, flt: Filter = Filter()) -> dict[str, Standing]:
    """family_key -> its Standing by `metric`. Every answer that states a rank (boards,
    /model, /tradeoff) reads it here, so one model has one rank per metric and population."""
    key = ("standings", metric, flt)
    cached = board.memo.get(key)
    if cached is not None:
        return cached
    sign = -1.0 if HIGHER_IS_BETTER[metric] else 1.0
    groups: dict[tuple[str, str], list[Entry]] = {}
    for entry in ranking(board, metric, flt):  # best first
        groups.setdefault((entry.value.source, entry.value.as_of), []).append(entry)
    out: dict[str, Standing] = {}
    for (source, as_of), members in groups.items():
        rank, previous = 0, None
        for i, entry in enumerate(members, start=1):
            score = sign * entry.value.value
            if score != previous:
                rank, previous = i, score
            out[entry.model.family_key] = _published(entry, metric, flt) or Standing(rank, len(members), as_of, source)
    board.memo[key] = out
    return out


def _published(entry: Entry, metric: str, flt: Filter) -> Standing | None:
    """On the global board, the intelligence rank the source printed (over more models than
    it listed, seed 001) wins over one computed from the partial list, when of the same date."""
    if metric != "intelligence" or flt != Filter():
        return None
    published = entry.model.values.get("intelligence_rank")
    if published is None or published.as_of != entry.value.as_of:
        return None
    return Standing(int(published.value), None, entry.value.as_of, entry.value.source, published=True)


def one_population(board: Board, metric: str, flt: Filter = Filter()) -> bool:
    """Whether every value on this board for `metric` comes from one snapshot, so a row's
    place on the board is its rank."""
    return len({(s.source, s.as_of) for s in standings(board, metric, flt).values()}) <= 1


def populations(board: Board, metric: str, flt: Filter = Filter()) -> list[tuple[str, int]]:
    """(as-of date, families measured then) of each snapshot the board's values come from, newest first."""
    counts: dict[str, int] = {}
    for s in standings(board, metric, flt).values():
        counts[s.as_of[:10]] = counts.get(s.as_of[:10], 0) + 1
    return sorted(counts.items(), reverse=True)


@dataclass(frozen=True)
class TradeoffRow:
    model: Model
    lead: Value  # the metric the view ranks by
    other: Value | None  # the other metric, from the family's best tier for it
    other_rank: Standing | None  # None when the family has no value for the other metric


def tradeoff(board: Board, lead: str, other: str, top: int = 5, flt: Filter = Filter()) -> list[TradeoffRow]:
    """The top `top` families by `lead`, each with its value and rank by `other`
    (seed 001's "top 5 by intelligence with their speed rank" and the reverse); a rank is
    among the families measured in the same snapshot as the value it ranks."""
    other_ranks = standings(board, other, flt)
    by_family = {e.model.family_key: e for e in ranking(board, other, flt)}
    rows = []
    # Only families measured both ways can show the trade-off.
    for entry in [e for e in ranking(board, lead, flt) if e.model.family_key in by_family][:top]:
        key = entry.model.family_key
        rows.append(TradeoffRow(entry.model, entry.value, by_family[key].value, other_ranks[key]))
    return rows


def family_rank(board: Board, metric: str, family_key: str, flt: Filter = Filter()) -> Standing | None:
    """One family's Standing, the same as `standings` gives, without ranking the whole board
    when no board answer has done so yet (a model card asks for four ranks at once)."""
    cached = board.memo.get(("standings", metric, flt))
    if cached is not None:
        return cached.get(family_key)
    return _standing_alone(board, metric, family_key, flt)


def _standing_alone(board: Board, metric: str, family_key: str, flt: Filter) -> Standing | None:
    """One pass over the board's models: each family's best value (its first tier to reach it,
    as `ranking` takes it), then how many of those measured in the same snapshot beat this one."""
    sign = -1.0 if HIGHER_IS_BETTER[metric] else 1.0
    admits = None if flt == Filter() else flt.admits
    stored = metric in METRICS
    best: dict[str, Value] = {}
    tier: Model | None = None  # the tier that gave this family its best value
    for model in board.models:
        if admits is not None and not admits(model):
            continue
        value = model.values.get(metric) if stored else model.metric(metric)
        if value is None:
            continue
        held = best.get(model.family_key)
        if held is None or sign * value.value < sign * held.value:
            best[model.family_key] = value
            if model.family_key == family_key:
                tier = model
    value = best.get(family_key)
    if value is None or tier is None:
        return None
    published = _published(Entry(0, 0, tier, value), metric, flt)
    if published is not None:
        return published
    score = sign * value.value
    same = [v.value for v in best.values() if v.as_of == value.as_of and v.source == value.source]
    return Standing(sum(sign * v < score for v in same) + 1, len(same), value.as_of, value.source)


# -- the wait a user feels (PRODUCT.md rule 12) ----------------------------------------------

def ranked_metric(word: str | None) -> str | None:
    """The board metric a metric word ranks by: "price" is the output price (PRODUCT.md: cheapest
    means output unless asked), "relay" the relay sites' cost in CNY; any other is itself."""
    return {"price": "price_out", "relay": "relay_cny"}.get(word or "", word)


WAIT_METRICS = ("first_answer", "ttft")  # what a user waits for, the better measure first


def wait_metric(board: Board, flt: Filter = Filter()) -> str:
    """What a "quickest to reply" ranking uses: the first *answer* token (a reasoning model's
    thinking counts as waiting) when any model on the filtered board has it; else, for data
    with only time to first token (the answer says so), that. Never both in one ranking."""
    key = ("wait_metric", flt)
    if key not in board.memo:
        has_answer = any(m.values.get("first_answer") is not None and flt.admits(m) for m in board.models)
        board.memo[key] = "first_answer" if has_answer else "ttft"
    return board.memo[key]


@dataclass(frozen=True)
class AgentRow:
    model: Model
    seconds: float
    wait: Value | None  # the per-call wait counted (the estimate's wait_metric); None: a floor
    ttft: Value | None  # first token, shown beside it
    speed: Value


@dataclass(frozen=True)
class AgentEstimate:
    calls: int
    tokens: int
    wait_metric: str  # first_answer, or ttft when the data has no first-answer times
    timed: list[AgentRow]  # N x (wait + M / speed), fastest first
    lower_bounds: list[AgentRow]  # wait unknown: N x (first token, else 0, + M / speed) is only a floor
    no_speed: int  # families with no speed at all


def agent_time(board: Board, calls: int, tokens: int, flt: Filter = Filter()) -> AgentEstimate:
    """Time for a workflow of `calls` sequential calls of `tokens` output tokens each.
    Each call waits for its first answer token, then generates. A missing wait is never
    taken as 0: such models get a lower bound, listed apart."""
    waited = wait_metric(board, flt)
    timed, bounds, no_speed = [], [], 0
    for members in board.families().values():
        members = [m for m in members if flt.admits(m)]
        if not members:
            continue
        full = [
            AgentRow(m, calls * (w.value + tokens / s.value), w, m.metric("ttft"), s)
            for m in members
            if (s := m.metric("speed")) is not None and s.value > 0 and (w := m.metric(waited)) is not None
        ]
        if full:
            timed.append(min(full, key=lambda r: r.seconds))
            continue
        # The first token comes no later than the first answer token: with it the floor is higher.
        partial = [
            AgentRow(m, calls * ((t.value if (t := m.metric("ttft")) else 0.0) + tokens / s.value), None, t, s)
            for m in members
            if (s := m.metric("speed")) is not None and s.value > 0
        ]
        if partial:
            bounds.append(min(partial, key=lambda r: r.seconds))
        else:
            no_speed += 1
    timed.sort(key=lambda r: (r.seconds, r.model.family.casefold()))
    bounds.sort(key=lambda r: (r.seconds, r.model.family.casefold()))
    return AgentEstimate(calls, tokens, waited, timed, bounds, no_speed)


@dataclass(frozen=True)
class Scenario:
    key: str
    metric: str
    fallbacks: tuple[str, ...] = ()  # tried in order when no model has the metric


@dataclass(frozen=True)
class ScenarioPick:
    scenario: Scenario
    metric: str  # the metric actually ranked by
    used_fallback: bool
    entries: list[Entry]
    missing: int  # families without the metric actually ranked by
    wait_metric: str | None = None  # for agent_time: the per-call wait it counts

    @property
    def lacking(self) -> list[str]:
        """The metrics tried first that no model had."""
        tried = (self.scenario.metric, *self.scenario.fallbacks)
        return list(tried[: tried.index(self.metric)]) if self.metric in tried else []


def scenario_pick(board: Board, scenario: Scenario, flt: Filter = Filter(), limit: int = 5) -> ScenarioPick:
    """The best families for a use case; falls back to the next metric, and says so,
    when no model has the scenario's own metric."""
    metric, entries = scenario.metric, []
    for metric in (scenario.metric, *scenario.fallbacks):
        entries = _scenario_ranking(board, metric, flt)
        if entries:
            break
    used_fallback = metric != scenario.metric
    wait = wait_metric(board, flt) if metric == "agent_time" else None
    # Left out: families without the metric actually ranked by.
    return ScenarioPick(scenario, metric, used_fallback, entries[:limit], _scenario_missing(board, metric, flt), wait)


_AGENT_CALLS, _AGENT_TOKENS = 50, 500


def _scenario_ranking(board: Board, metric: str, flt: Filter) -> list[Entry]:
    if metric != "agent_time":
        return ranking(board, metric, flt)
    estimate = agent_time(board, _AGENT_CALLS, _AGENT_TOKENS, flt)
    return [
        Entry(i, i, row.model, Value(row.seconds, min(row.speed.as_of, row.wait.as_of), row.speed.source))
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
    speed: Standing | None
    region_speed: Standing | None
    intelligence: Standing | None
    value: Standing | None


def card_ranks(board: Board, family_key: str, region: str | None) -> CardRanks:
    return CardRanks(
        speed=family_rank(board, "speed", family_key),
        region_speed=family_rank(board, "speed", family_key, Filter(region=region)) if region else None,
        intelligence=family_rank(board, "intelligence", family_key),  # the same rank /tradeoff and /smart show
        value=family_rank(board, "value", family_key),
    )


def as_of_dates(values: Iterable[Value | None]) -> list[str]:
    """Distinct as-of dates of the values an answer shows, oldest first."""
    return sorted({v.as_of[:10] for v in values if v is not None})


def sources_of(values: Iterable[Value | None]) -> list[str]:
    return sorted({v.source for v in values if v is not None})


STALE_AFTER_DAYS = 2  # rule 10: data older than this says how old it is


def today() -> dt.date:
    """The date data age is counted to (UTC)."""
    return dt.datetime.now(dt.timezone.utc).date()


def data_age(dates: Iterable[str], on: dt.date | None = None) -> tuple[int, int] | None:
    """Days from the newest and from the oldest of these as-of dates to `on` (default today),
    when the oldest is more than two days old (rule 10): an answer mixing snapshots says the
    age of its oldest values too, never only the newest's. None when all is fresh or there is none."""
    days = sorted({d[:10] for d in dates})
    if not days:
        return None
    newest, oldest = (((on or today()) - dt.date.fromisoformat(d)).days for d in (days[-1], days[0]))
    return (newest, oldest) if oldest > STALE_AFTER_DAYS else None


def footer(values: Iterable[Value | None], board: Board, lang: str, *, consulted: bool = True,
           extra_sources: Iterable[str] = (), on: dt.date | None = None) -> dict:
    """What every answer ends with (rule 10): the as-of dates and sources of the values it
    shows (when it shows none, of the data it consulted, unless `consulted` is off), and
    how many days old the newest and the oldest of them are when that is more than two."""
    values = list(values)
    if consulted and not any(v is not None for v in values):
        values = [v for m in board.models for v in m.values.values()]
    return dated_footer(as_of_dates(values), set(sources_of(values)) | set(extra_sources), board, lang, on=on)


def dated_footer(dates: list[str], sources: Iterable[str], board: Board, lang: str, *,
                 on: dt.date | None = None) -> dict:
    """The footer of these as-of dates and sources (a history names its first and last)."""
    return {"dates": dates, "attributions": sorted({board.attribution_for(s, lang) for s in sources}),
            "bundled": board.bundled, "age": data_age(dates, on)}
