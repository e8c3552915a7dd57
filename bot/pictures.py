"""Charts as photos, CSV exports and the decoding bound: /chart, /history, /frontier,
/bound and /export.

The first half decides what to send (query the store, compute with bot.analysis, fill a
chart spec, render captions from messages/<lang>/) and has no Telegram objects in it, so
`leaderbot export`, the tests and the benchmark use it directly. The handlers
(bot.telegram.pictures) are thin: parse -> plan -> send (which draws the PNG off the event loop).

A chart is drawn once per board: the Picture (PNG, caption, and Telegram's file_id after
the first upload) is kept in the board's memo, and a new snapshot makes a new board.
"""

from __future__ import annotations

import datetime as dt
import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from functools import partial
from dataclasses import dataclass

from sqlite_utils import Database

from . import analysis, boards, bundled, charts, display, store
from .answers import Resolved, resolve
from .boards import Board, Filter
from .intents import Query, modifiers
from .vocabulary import fold, vocabulary
from .names import normalise
from .render import environment, price_text, render, visible_length

log = logging.getLogger(__name__)

MAX_CAPTION = 1024  # Telegram's limit for a photo or document caption, after entity parsing
MAX_KEPT_PICTURES = 64
FRONT_NAMES = 6  # names of the Pareto front listed in a caption
MAX_NAME_WORDS = 12  # the longest model name /bound or /chart looks for: each split point costs a name lookup


def picture_labels(lang: str) -> dict[str, str]:
    """Words drawn in chart images and CSV headers (messages/<lang>/picture_labels.html)."""
    return environment().get_template(f"{lang}/picture_labels.html").module.P  # type: ignore[attr-defined]


class Picture:
    """A chart: its PNG once drawn, its caption (written after the drawing where it says
    what the drawing did, such as how many dots got a name), Telegram's file_id once uploaded."""

    def __init__(self, caption: str | Callable[[], str], draw: Callable[[], bytes] | None = None,
                 png: bytes | None = None, file_id: str | None = None) -> None:
        self._caption = caption
        self.draw, self.png, self.file_id = draw, png, file_id
        self._lock = threading.Lock()

    @property
    def caption(self) -> str:
        if callable(self._caption):
            self.render()
            self._caption = self._caption()
        return self._caption

    def keep(self, png: bytes) -> None:
        """The PNG drawn elsewhere (bot.worker.Painter)."""
        with self._lock:
            self.png, self.draw = png, None

    def render(self) -> bytes:
        with self._lock:
            if self.png is None:
                self.png = self.draw()  # type: ignore[misc]
                self.draw = None
            return self.png


@dataclass
class Document:
    data: bytes
    filename: str
    caption: str


@dataclass
class Outcome:
    """What one command sends: a photo, a document, or a text message."""

    picture: Picture | None = None
    document: Document | None = None
    text: str | None = None


def _kept(board: Board, key: tuple, make: Callable[[], Outcome]) -> Outcome:
    """The outcome for `key` made once per board (charts are the expensive part)."""
    kept: OrderedDict = board.memo.setdefault("pictures", OrderedDict())
    key = (*key, boards.today())  # the caption counts the data's age in days
    outcome = kept.get(key)
    if outcome is None:
        outcome = kept[key] = make()
        if len(kept) > MAX_KEPT_PICTURES:
            kept.popitem(last=False)
    else:
        kept.move_to_end(key)
    return outcome


def fit_caption(lang: str, template: str, **context: object) -> str:
    """A caption of at most 1024 characters as Telegram counts them: the full text, else
    the short form (without lists of names), else the short form cut at a line."""
    caption = render(lang, template, short=False, **context)
    if visible_length(caption) <= MAX_CAPTION:
        return caption
    caption = render(lang, template, short=True, **context)
    while visible_length(caption) > MAX_CAPTION and "\n" in caption:
        caption = caption.rsplit("\n", 1)[0]
    return caption if visible_length(caption) <= MAX_CAPTION else render(lang, template, short=True, minimal=True,
                                                                       **context)


def _footnote(P: dict, footer: dict) -> str:
    dates = ", ".join(footer["dates"]) if footer["dates"] else "—"
    sources = "; ".join(charts._short(a, 110) for a in footer["attributions"]) or "—"
    return charts._short(P["footnote"].format(dates=dates, sources=sources), 290)


# -- /chart: speed vs price, speed vs intelligence, speed per dollar -----------------------

CHART_KINDS = {"price": "price", "intelligence": "intelligence", "value": "value"}  # metric word -> chart
# Words that narrow a picture to part of the board, as bot.intents.modifiers reads them
# (region, negated region, open weights); "global" and "all" are the default.
_FILTER_KINDS: dict[str, set[str] | None] = {"region": None, "not_region": None, "weights": {"open"}}
_CHART_KINDS: dict[str, set[str] | None] = {**_FILTER_KINDS, "metric": set(CHART_KINDS)}


def unknown_words(args: str, kinds: dict[str, set[str] | None]) -> list[str]:
    """The words of `args` that the vocabulary's `kinds` don't account for."""
    return vocabulary().leftover(fold(args), kinds)


def parse_filter(args: str, *, vendors: bool = True) -> Filter:
    """The part of the board words ask for; `vendors`: a maker named narrows it (an export), or
    only rings its models (a chart: `named_families`)."""
    query = modifiers(args, Query("board"), vendors=vendors)
    return Filter(query.region, query.open_only, frozenset(query.vendors))


def parse_chart(args: str) -> tuple[str, Filter, list[str]]:
    """`[price|smart|value] [china|intl|open]` -> (kind, filter, words not understood); the
    first kind named wins, and Chinese needs no spaces ("国产智能")."""
    named = [m for m in vocabulary().metric.named(fold(args)) if m in CHART_KINDS]
    kind = CHART_KINDS[named[0]] if named else "price"
    return kind, parse_filter(args, vendors=False), unknown_words(args, _CHART_KINDS)


def _title(P: dict, title: str, flt: Filter) -> str:
    """A chart's title with the part of the board it shows ("… — China, open weights")."""
    scope = [P["region_" + flt.region]] if flt.region else []
    scope += [P["open_weights"]] if flt.open_only else []
    return f"{title} — {P['list_sep'].join(scope)}" if scope else title


def chart_problem(kind: str, unknown: list[str], lang: str) -> Outcome:
    """The answer to words a picture command doesn't take: which, and what it does take."""
    return Outcome(text=render(lang, "chart", kind=kind, problem="unknown_words", words=unknown))


def chart_reply(db: Database, args: str, lang: str) -> Outcome:
    """/chart [price|smart|value] [china|intl|open] [MODEL ...], or which words it didn't
    understand. Models named are ringed and labelled (how to find one dot among hundreds)."""
    kind, flt, unknown = parse_chart(args)
    families, unknown = named_families(db, unknown)
    return chart_problem("chart", unknown, lang) if unknown else chart(db, kind, flt, lang, families)


def named_families(db: Database, words: list[str]) -> tuple[tuple[tuple[str, str], ...], list[str]]:
    """The families named by `words`, as (key, name) (greedily, the longest run of words that
    is part of a model's name, so "glm-5.2 kimi" is two), and the words that name none."""
    keys: list[tuple[str, str]] = []
    unknown: list[str] = []
    i = 0
    while i < len(words):
        maker = vocabulary().vendor.word(fold(words[i]))
        longer = any((found := resolve(db, " ".join(words[i:j]))).family_key is not None
                     and any(normalise(" ".join(words[i:j])) in n for n in _family_names(db, found))
                     for j in range(min(len(words), i + MAX_NAME_WORDS), i + 1, -1))
        # ("Reflection Max 5.2": a model's whole name that begins with its maker's, not the maker's every model)
        if maker and not longer and resolve(db, words[i]).family_key is None:  # "kimi", "deepseek": every model of that maker
            board = store.load_board(db)
            keys += sorted({(m.family_key, m.family) for m in board.models if m.creator == maker}, key=lambda k: k[1])
            if any(m.creator == maker for m in board.models):
                i += 1
                continue
        for j in range(min(len(words), i + MAX_NAME_WORDS), i, -1):
            head = " ".join(words[i:j])
            found = resolve(db, head)
            if found.family_key is not None and (j == i + 1 or any(normalise(head) in n
                                                                   for n in _family_names(db, found))):
                keys.append((found.family_key, found.family))
                i = j
                break
        else:
            unknown.append(words[i])
            i += 1
    return tuple(dict.fromkeys(keys)), unknown


def chart(db: Database, kind: str, flt: Filter, lang: str, families: tuple[tuple[str, str], ...] = ()) -> Outcome:
    """/chart: a speed scatter against price or intelligence, or the speed-per-dollar bars."""
    board = store.load_board(db)
    return _kept(board, ("chart", kind, flt, lang, families), lambda: _chart(board, kind, flt, lang, families))


NAMED_TOP = 10  # besides the front, the 10 best by the chart's metric are always named
LABEL_TRIES = 40  # dots a chart tries to name in all (the rest when there is room): each try costs


def label_order(points: list[analysis.Point], front: list[int], marked: list[int]) -> tuple[list[int], int]:
    """The dots to name and how many of them must be: those the user named, then the front and
    the NAMED_TOP fastest (speed is what every /chart ranks), slowest of them first (they are
    the hardest to lead out from the crowd below, so they pick before the rest wall it off);
    then the others fastest first, as far as LABEL_TRIES goes."""
    ranked = sorted(range(len(points)), key=lambda i: -points[i].y.value)
    rest = sorted(set(front + ranked[:NAMED_TOP]) - set(marked), key=lambda i: (points[i].y.value, i))
    required = list(dict.fromkeys(marked + rest))
    taken = set(required)
    return required + [i for i in ranked if i not in taken][:max(0, LABEL_TRIES - len(required))], len(required)


def _chart(board: Board, kind: str, flt: Filter, lang: str, families: tuple[tuple[str, str], ...] = ()) -> Outcome:
    P = picture_labels(lang)
    where = {"region": flt.region, "open_only": flt.open_only}
    if kind == "value":
        return _value_chart(board, flt, lang, P, where, families)
    x_metric = "price_out" if kind == "price" else "intelligence"
    # Tiers of a family share a price, so against price its fastest tier stands for it; they
    # trade speed for intelligence, so against intelligence every tier is its own dot.
    per_tier = kind == "intelligence"
    points = analysis.scatter_points(board, x_metric, "speed", flt, per_tier=per_tier)
    if not points:
        return Outcome(text=render(lang, "chart", kind=kind, problem="no_data", **where))
    front = analysis.pareto_front(points, x_lower_is_better=(kind == "price"))
    index = {id(p): i for i, p in enumerate(points)}
    front_idx = [index[id(p)] for p in front]
    marked = [i for i, p in enumerate(points) if p.model.family_key in dict(families)]
    order, required = label_order(points, front_idx, marked)
    # a dot per family is named by the family; a dot per tier by the family and, where it has
    # more than one, the tier (the tables' display names)
    labels = [display.model_label(p.model, board) if per_tier else p.model.family for p in points]
    legend = {"cn": P["region_cn"], "intl": P["region_intl"], "unknown": P["region_unknown"],
              "front": P["front_" + kind], "marked": P["marked"]}
    footer = boards.footer([v for p in points for v in (p.x, p.y)], board, lang, consulted=False)
    spec = charts.ScatterSpec(
        title=_title(P, P["title_" + kind], flt),
        xlabel=P["axis_price_out" if kind == "price" else "axis_intelligence"],
        ylabel=P["axis_speed"], x=[p.x.value for p in points], y=[p.y.value for p in points],
        regions=[p.region for p in points], names=[_label_forms(label) for label in labels], front=front_idx,
        legend=legend, footnote=_footnote(P, footer), x_log=(kind == "price"), free_label=P["free"],
        label_order=order, marked=marked, required=required)
    admitted = [[m for m in members if flt.admits(m)] for members in board.families().values()]
    admitted = [members for members in admitted if members]
    missing = (sum(len(members) for members in admitted) if per_tier else len(admitted)) - len(points)
    shown_keys = {p.model.family_key for p in points}
    absent = [name for key, name in families if key not in shown_keys]

    def caption() -> str:  # after the drawing: it says how many dots went unnamed
        return fit_caption(
            lang, "chart", kind=kind, count=len(points), families=len(shown_keys),
            missing=missing, front=[p.model.name if per_tier else p.model.family for p in front],
            free=sum(1 for p in points if p.x.value == 0), index_version=board.index_version, shown=FRONT_NAMES,
            unnamed=len(points) - len(spec.named) - len(spec.numbered), top=NAMED_TOP,
            numbered=[(charts.circled(k), labels[i]) for k, i in enumerate(spec.numbered, start=1)],
            marked=[labels[i] for i in marked],
            absent=absent, example=_example(points, spec.named + spec.numbered, per_tier), filter_words=_filter_words(flt),
            **where, **footer)

    return Outcome(picture=Picture(caption, partial(charts.scatter_png, spec)))


def _label_forms(label: str) -> list[str]:
    """A dot's label in the forms a chart may draw, best first: whole, on two lines, cut; then
    the same with the tier in its short form ("(NR)" for "(Non-reasoning)")."""
    short = getattr(label, "short", label)
    return list(dict.fromkeys(charts._variants(str(label)) + charts._variants(short)))


def _filter_words(flt: Filter) -> str:
    """The command words that ask for this filter again (" china open")."""
    return "".join([{"cn": " china", "intl": " intl"}.get(flt.region or "", ""), " open" if flt.open_only else ""])


def _example(points: list[analysis.Point], named: list[int], per_tier: bool) -> str | None:
    """A model whose dot went unnamed, to show how to ask for one (the fastest of them)."""
    taken = set(named)
    return next((p.model.family for i, p in enumerate(points) if i not in taken), None)


VALUE_BARS = 10  # bars of the speed-per-dollar chart: as many as read on a phone


def _value_chart(board: Board, flt: Filter, lang: str, P: dict, where: dict,
                 families: tuple[tuple[str, str], ...] = ()) -> Outcome:
    ranked = analysis.value_entries(board, flt, limit=None)
    entries = ranked[:VALUE_BARS]
    named = dict(families)
    entries += [e for e in ranked[VALUE_BARS:] if e.model.family_key in named]  # the ones asked for, at their rank
    if not entries:
        return Outcome(text=render(lang, "chart", kind="value", problem="no_data", **where))
    notes, shown = [], []
    for e in entries:
        speed, price = e.model.metric("speed"), e.model.metric("price_out")
        shown += [speed, price]
        notes.append(f"{speed.value:,.0f} t/s · {price_text(price.value)}")
    footer = boards.footer(shown, board, lang, consulted=False)
    values = [None if e.value.value == float("inf") else e.value.value for e in entries]
    log = charts.needs_log([v for v in values if v is not None])
    spec = charts.BarSpec(
        title=_title(P, P["title_value"], flt), xlabel=P["axis_value_log" if log else "axis_value"],
        names=[(f"#{e.position} " if e.position > VALUE_BARS else "") + e.model.name for e in entries], values=values,
        regions=[e.model.region for e in entries], notes=notes, free_text=P["free"],
        legend={"cn": P["region_cn"], "intl": P["region_intl"], "unknown": P["region_unknown"]},
        footnote=_footnote(P, footer), log=log, marked=[i for i, e in enumerate(entries) if e.model.family_key in named])
    present = {e.model.family_key for e in ranked}
    caption = fit_caption(lang, "chart", kind="value", count=min(VALUE_BARS, len(entries)), free=values.count(None), missing=0,
                          front=[], index_version=None, shown=FRONT_NAMES, log=log, total=len(ranked),
                          marked=[e.model.name for e in entries if e.model.family_key in named],
                          absent=[name for key, name in families if key not in present], **where, **footer)
    return Outcome(picture=Picture(caption, partial(charts.value_png, spec)))


# -- /history MODEL ------------------------------------------------------------------------

MAX_TIERS = 6
HISTORY_CHART_MIN = 3  # snapshots a history needs before it is drawn; fewer are answered in text


def family_history(db: Database, family_key: str) -> analysis.History:
    """Every snapshot a family appeared in, each tier its own series."""
    facts = store.family_models(db, family_key)
    labels = {key: tier or name for key, name, tier, *_ in facts}
    return store.load_history(db, labels)


def history_chart(db: Database, name: str, lang: str) -> Outcome:
    """/history MODEL: speed, TTFT and price over time as a photo."""
    if not name.strip():
        return Outcome(text=render(lang, "chart", kind="history", problem="usage"))
    found = resolve(db, name)
    if found.family_key is None:
        return Outcome(text=render(lang, "not_found", name=name, suggestions=found.suggestions))
    board = store.load_board(db)
    return _kept(board, ("history", found.family_key, lang),
                 lambda: _history_chart(db, board, found.family_key, found.family, lang))


def _history_chart(db: Database, board: Board, family_key: str, family: str, lang: str) -> Outcome:
    P = picture_labels(lang)
    hist = family_history(db, family_key)
    if not hist.timeline:
        return Outcome(text=render(lang, "chart", kind="history", problem="no_history", family=family))
    keys = [k for k in hist.tiers if any(hist.has_key(k, m) for m in ("speed", "ttft", "price_out", "price_in"))]
    keys.sort(key=lambda k: -max([v for v in hist.values(k, "speed") if v is not None] or [-1]))
    keys = keys[:MAX_TIERS]
    label = [hist.tiers[k] for k in keys]
    footer = boards.dated_footer([hist.first] + ([hist.last] if hist.last != hist.first else []), hist.sources,
                                 board, lang)
    if len(hist.timeline) < HISTORY_CHART_MIN:  # a chart of one or two dates is mostly empty panels
        rows = [{"date": ref.as_of[:10], "tier": label[j] if label[j] != family else None,
                 **{m: hist.values(k, m)[i] for m in ("speed", "ttft", "price_out", "price_in")}}
                for i, ref in enumerate(hist.timeline) for j, k in enumerate(keys)]
        rows = [r for r in rows if any(r[m] is not None for m in ("speed", "ttft", "price_out", "price_in"))]
        return Outcome(text=render(lang, "chart", kind="history_text", family=family, rows=rows,
                                   snapshots=len(hist.timeline), least=HISTORY_CHART_MIN, region=None, **footer))
    panels = [
        charts.Panel(P["axis_speed"], [charts.Line(i, hist.values(k, "speed")) for i, k in enumerate(keys)],
                     P["no_speed"]),
        charts.Panel(P["axis_ttft"], [charts.Line(i, hist.values(k, "ttft")) for i, k in enumerate(keys)],
                     P["no_ttft"]),
        charts.Panel(P["axis_price"], [charts.Line(i, hist.values(k, "price_out")) for i, k in enumerate(keys)]
                     + [charts.Line(i, hist.values(k, "price_in"), dashed=True) for i, k in enumerate(keys)],
                     P["no_price"]),
    ]
    named = f"{family} ({label[0]})" if len(label) == 1 and label[0] != family else family  # the one tier shown
    spec = charts.HistorySpec(title=f"{named} — {P['title_history']}", dates=[r.as_of for r in hist.timeline],
                              panels=panels, footnote=_footnote(P, footer), series=label,
                              styles=(P["price_out"], P["price_in"]), lang=lang)
    speed = hist.best("speed")
    caption = fit_caption(
        lang, "chart", kind="history", family=family, snapshots=len(hist.timeline),
        present=sum(1 for v in speed if v is not None), tiers=len(keys), first=hist.first, last=hist.last,
        spark=analysis.sparkline(speed), missing=0, front=[], shown=FRONT_NAMES, region=None, open_only=False,
        **footer)
    return Outcome(picture=Picture(caption, partial(charts.history_png, spec)))


# -- /frontier ------------------------------------------------------------------------------


def deployment_points(db: Database, open_only: bool = True) -> list[analysis.DeploymentPoint]:
    """The newest measurement of each deployment (of an open-weights model, unless asked)."""
    out = []
    for family, creator, country, open_weights, total, params_approx, system, hardware, speed, approx, as_of, \
            source in store.latest_deployments(db):
        if open_only and open_weights != 1:
            continue
        out.append(analysis.DeploymentPoint(family, creator, country, system, hardware, speed, "speed" in approx,
                                            total, bool(params_approx & 1), as_of, source))
    return out


def frontier_reply(db: Database, args: str, lang: str) -> Outcome:
    """/frontier [china|intl], or which words it didn't understand (the chart is of open
    weights only, so "open" changes nothing and is accepted)."""
    unknown = unknown_words(args, _FILTER_KINDS)
    return chart_problem("frontier", unknown, lang) if unknown else frontier_chart(db, lang, parse_filter(args).region)


def frontier_chart(db: Database, lang: str, region: str | None = None) -> Outcome:
    """/frontier: single-stream deployment speed against total parameters (seed 002's chart)."""
    board = store.load_board(db)
    return _kept(board, ("frontier", region, lang), lambda: _frontier_chart(db, board, lang, region))


def _frontier_chart(db: Database, board: Board, lang: str, region: str | None) -> Outcome:
    P = picture_labels(lang)
    frontier = analysis.speed_frontier(d for d in deployment_points(db) if region is None or d.region == region)
    unsized = frontier.unsized[:8]
    if not frontier.points and not unsized:
        return Outcome(text=render(lang, "chart", kind="frontier", problem="no_data", region=region, open_only=False))

    words = P["deployment_words"]

    def forms(d: analysis.DeploymentPoint, room: int = 40) -> list[str]:
        """A deployment's label, best first: model, speed and system, hardware on its own line;
        else the system and hardware cut to one line. Systems and hardware in the chart's language."""
        speed = f"{'~' if d.approx else ''}{d.speed:,.0f} t/s · "
        system, hardware = analysis.translate(d.system, words), d.hardware and analysis.translate(d.hardware, words)
        whole = f"{charts._short(d.model, room)}\n{speed}{charts._short(system, room)}" + (
            f"\n{charts._short(hardware, room)}" if hardware else "")
        where = charts._short(system + (f", {hardware}" if hardware else ""), 30)
        return list(dict.fromkeys([whole, f"{charts._short(d.model, 30)}\n{speed}{where}"]))

    index = {id(d): i for i, d in enumerate(frontier.points)}
    shown = frontier.points + unsized
    footer = boards.dated_footer(sorted({d.as_of[:10] for d in shown}), {d.source for d in shown}, board, lang)
    spec = charts.FrontierSpec(
        title=_title(P, P["title_frontier"], Filter(region)), xlabel=P["axis_params"], ylabel=P["axis_deploy_speed"],
        params=[d.params_total_b for d in frontier.points], speeds=[d.speed for d in frontier.points],
        regions=[d.region for d in frontier.points], names=[forms(d) for d in frontier.points],
        approx=[d.approx for d in frontier.points], front=[index[id(d)] for d in frontier.front],
        unsized_speeds=[d.speed for d in unsized], unsized_regions=[d.region for d in unsized],
        unsized_names=[forms(d, 120)[0] for d in unsized], unsized_approx=[d.approx for d in unsized],
        unsized_title=P["unsized"],
        legend={"cn": P["region_cn"], "intl": P["region_intl"], "unknown": P["region_unknown"],
                "front": P["front_frontier"], "approx": P["approx"], "break": P["front_break"]},
        footnote=_footnote(P, footer))
    caption = fit_caption(
        lang, "chart", kind="frontier", count=len(frontier.points), front=frontier.front, unsized=unsized,
        more_unsized=len(frontier.unsized) - len(unsized), min_params=int(analysis.FRONTIER_MIN_PARAMS_B),
        missing=0, shown=FRONT_NAMES, region=region, open_only=False, **footer)
    return Outcome(picture=Picture(caption, partial(charts.frontier_png, spec)))


# -- /bound MODEL [GPU] [precision] [GPUs] ------------------------------------------------




@dataclass(frozen=True)
class Measured:
    """A deployment's measured speed against a decoding ceiling: the ceiling for the GPUs its
    hardware states (`own`), else the one the user asked about (an assumption, said so)."""

    deployment: store.Deployment
    ratio: float | None
    own: analysis.Ceiling | None = None
    own_gpu_stated: bool = False  # the hardware names the GPU too, not only how many


def split_bound_args(db: Database, args: str) -> analysis.BoundArgs:
    """`MODEL [GPU] [precision] [GPUs]`: where the model's name ends, then every word after it
    read strictly as hardware, so none is ignored.

    The name is the longest leading run of words that names a model exactly or is part of
    a name ("naive-n0.5-flash tpu" is Naive-N0.5-Flash and the unknown word "tpu"). Near
    misses (typos) would swallow the words after them, so for those the plainly-hardware
    words are read off the end first, and trailing words that belong to no name of the
    model found are handed to the hardware reading too."""
    accelerators = bundled.accelerators()
    words = args.split()
    for k in range(min(len(words), MAX_NAME_WORDS), 0, -1):
        head = " ".join(words[:k])
        found = resolve(db, head)
        if found.family_key is not None and any(normalise(head) in n for n in _family_names(db, found)):
            return analysis.parse_hardware(words[k:], accelerators, head)
    guess = analysis.parse_bound_args(args, accelerators)
    name = guess.model.split()
    found = resolve(db, guess.model)
    if found.family_key is not None:
        names = _family_names(db, found)
        while (len(name) > 1 and not any(normalise(name[-1]) in n for n in names)
               and resolve(db, " ".join(name[:-1])).family_key == found.family_key):
            name.pop()
    return analysis.parse_hardware(words[len(name):], accelerators, " ".join(name))


def _family_names(db: Database, found) -> set[str]:
    """Every name of the family `resolve` found, normalised."""
    return {normalise(found.family)} | {normalise(n) for _key, n, *_ in store.family_models(db, found.family_key)}


_SIZE = re.compile(r"(\d+(?:\.\d+)?)\s*b")


def bound_reply(db: Database, args: str, lang: str) -> str:
    """/bound: the memory-bandwidth ceiling on single-stream decoding, and how close each
    known deployment of the model runs to it."""
    accelerators = bundled.accelerators()
    hardware = {"accelerators": accelerators, "precisions": analysis.PRECISIONS, "most": analysis.MAX_GPUS}
    if not args.strip():
        return render(lang, "bound", problem="usage", **hardware)
    words, voc = args.split(), vocabulary()
    lead = []  # "/bound a100 deepseek v4.1 flash fp8", "/bound h200 70b": hardware written first goes after the model
    while len(words) > 1 and (voc.gpu.word(fold(words[0])) or voc.precision.word(fold(words[0]))):
        lead.append(words.pop(0))
    words += lead
    sized = next((i for i, w in enumerate(words) if _SIZE.fullmatch(fold(w))), None)
    if sized and all(analysis.looks_like_gpu(fold(w)) for w in words[:sized]):
        words = words[sized:] + words[:sized]  # "/bound tpu-v5e 7b int8": the size first, the unknown accelerator after
    size = _SIZE.fullmatch(fold(words[0]))
    # "/bound 70b h100": a model given by its size (a dense model: every parameter read per token);
    # "/bound 30b a3b 3090": a mixture of experts, 3B of its 30B read per token
    active = re.fullmatch(r"a(\d+(?:\.\d+)?)b", fold(words[1])) if size and len(words) > 1 else None
    parsed = analysis.parse_hardware(words[2 if active else 1:], accelerators, words[0]) if size \
        else split_bound_args(db, " ".join(words))
    if parsed.unknown or parsed.bad_count or parsed.repeated:
        gpu_like = [w for w in parsed.unknown if analysis.looks_like_gpu(w)]
        return render(lang, "bound", problem="words", unknown=[w for w in parsed.unknown if w not in gpu_like],
                      gpu_like=gpu_like, bad_count=parsed.bad_count, repeated=parsed.repeated, **hardware)
    found = Resolved(None, family=f"{float(size.group(1)):g}B" + (f" A{float(active.group(1)):g}B" if active else "")) \
        if size else resolve(db, parsed.model)
    if found.family_key is None and not size:
        return render(lang, "not_found", name=parsed.model, suggestions=found.suggestions)
    board = store.load_board(db)
    params = store.Params(float(size.group(1)), float(active.group(1)) if active else float(size.group(1)), 0) if size \
        else store.family_params(db, found.family_key) or store.params_in_name(found.family)
    facts = store.family_models(db, found.family_key) if found.family_key else []
    by_key = {a.key: a for a in accelerators}
    accelerator = by_key[parsed.accelerator or analysis.DEFAULT_ACCELERATOR]
    precision = parsed.precision or analysis.DEFAULT_PRECISION
    result = None
    if params is not None and params.params_active_b:
        result = analysis.bound(accelerator, precision, params.params_active_b, active_approx=params.active_approx,
                                total_b=params.params_total_b, gpus=parsed.gpus)
    seen, rows = set(), []
    for d in store.deployments_for(db, [f[0] for f in facts]):  # newest first: keep each deployment's newest
        if d.speed is None or (d.system, d.hardware) in seen:
            continue
        seen.add((d.system, d.hardware))
        count, key = analysis.stated_hardware(d.hardware, accelerators)
        own = None
        if result and count:  # measured on a stated number of GPUs: against the ceiling for those
            own = analysis.bound(by_key[key] if key else accelerator, precision, result.active_b,
                                 active_approx=result.active_approx, total_b=result.total_b, gpus=count)
        ceiling = own or result
        rows.append(Measured(d, d.speed / ceiling.tokens_per_s if ceiling else None, own, key is not None))
    best = max((v for m in board.models if found.family_key and m.family_key == found.family_key
                if (v := m.metric("speed")) is not None), key=lambda v: v.value, default=None)
    values = [best] if best else []
    dates = sorted({v.as_of[:10] for v in values} | {r.deployment.as_of[:10] for r in rows})
    attributions = sorted({board.attribution_for(v.source, lang) for v in values}
                          | {board.attribution_for(r.deployment.source, lang) for r in rows})
    if size:  # nothing measured: the bandwidth figure is the only datum
        attributions = [accelerator.source]
    others = [(p, result.at(p)) for p in ("bf16", "fp8", "fp4")] if result else []
    # no active count, but the total is known ("can i run gpt-oss-120b on a 4090"): whether the weights fit, at least
    fit = None
    if params is None and (total := re.search(r"(?<![\d.])(\d+(?:\.\d+)?)b(?![a-z])", fold(found.family or ""))):
        params = store.Params(float(total.group(1)), None, 0)  # "gpt-oss-120b": the total its name says, nothing active
    if result is None and params is not None and params.params_total_b:
        gpus = parsed.gpus or 1
        need = params.params_total_b * analysis.PRECISIONS[precision]
        fit = {"need": need, "have": gpus * accelerator.memory_gb, "gpus": gpus,
               "least": max(1, -(-int(need * 1000) // int(accelerator.memory_gb * 1000)))}
    return render(lang, "bound", problem=None, family=found.family, sized="moe" if active else bool(size), params=params,
                  fit=fit,
                  b=result,
                  acc=accelerator,
                  precision=precision, deployments=rows, board_speed=best,
                  board_ratio=(best.value / result.tokens_per_s) if (best and result) else None,
                  assumed=bool(result) and (best is not None or any(r.own is None for r in rows)),
                  others=others, dates=dates, attributions=attributions, bundled=board.bundled)


# -- /export and `leaderbot export` ---------------------------------------------------------

_EXPORT_WORDS: dict[str, set[str] | None] = {**_FILTER_KINDS, "export": {"board"}}


def parse_export(args: str) -> tuple[str | None, Filter]:
    """`[filters]` -> (None, filter); `history MODEL` or `MODEL` -> (model name, no filter);
    `history` alone -> ("", no filter). Words that are not all filters are a model's name."""
    text = " ".join(args.split())
    first = vocabulary().export.hits(fold(text))
    if first and first[0].meaning == "history" and first[0].start == 0:
        return " ".join(text.split()[1:]), Filter()
    if unknown_words(text, _EXPORT_WORDS):
        return text, Filter()
    return None, parse_filter(text)


def export_board(db: Database, flt: Filter, lang: str, today: dt.date | None = None) -> Document:
    """The current board (every tier its own row) as a CSV document."""
    board = store.load_board(db)
    columns, rows = analysis.board_table(board, flt)
    P = picture_labels(lang)
    admitted = [m for m in board.models if flt.admits(m)]
    values = [v for m in admitted for v in m.values.values()]
    dates = boards.as_of_dates(values)
    stamp = dates[-1] if dates else (today or dt.date.today()).isoformat()
    scope = flt.region or ("open" if flt.open_only else "all")
    caption = fit_caption(lang, "export", kind="board", rows=len(rows), families=len({m.family_key for m in admitted}),
                          region=flt.region, open_only=flt.open_only,
                          **boards.footer(values, board, lang, consulted=False, on=today))
    return Document(analysis.to_csv([P["col_" + c] for c in columns], rows), f"leaderbot-board-{scope}-{stamp}.csv",
                    caption)


def export_history(db: Database, name: str, lang: str, *, or_filter: bool = False) -> Outcome:
    """A model's history (every snapshot it appeared in, each tier) as a CSV document.
    `or_filter`: the name came where board filters may stand too, so a name not found is
    answered with both (what /export takes)."""
    found = resolve(db, name)
    if found.family_key is None:
        if or_filter:
            return Outcome(text=render(lang, "export", problem="not_found", name=name,
                                       suggestions=found.suggestions))
        return Outcome(text=render(lang, "not_found", name=name, suggestions=found.suggestions))
    board = store.load_board(db)
    hist = family_history(db, found.family_key)
    names = {key: name for key, name, *_ in store.family_models(db, found.family_key)}
    columns, rows = analysis.history_table(hist, names)
    if not rows:
        return Outcome(text=render(lang, "chart", kind="history", problem="no_history", family=found.family))
    P = picture_labels(lang)
    slug = re.sub(r"[^A-Za-z0-9.]+", "-", found.family).strip("-").lower() or "model"
    caption = fit_caption(lang, "export", kind="history", rows=len(rows), family=found.family,
                          snapshots=len(hist.timeline), first=hist.first, last=hist.last, region=None,
                          open_only=False,
                          **boards.dated_footer([hist.first] + ([hist.last] if hist.last != hist.first else []),
                                                hist.sources, board, lang))
    header = [P["col_" + c] for c in columns]
    return Outcome(document=Document(analysis.to_csv(header, rows), f"leaderbot-history-{slug}-{hist.last}.csv",
                                     caption))


def export(db: Database, args: str, lang: str) -> Outcome:
    """/export [filters] | MODEL | history MODEL."""
    name, flt = parse_export(args)
    if name == "":
        return Outcome(text=render(lang, "export", problem="usage"))
    if name is not None:  # a name given alone could have been meant as filters: say what else /export takes
        return export_history(db, name, lang, or_filter=not re.match(r"\s*(?:history|历史)\b", args, re.I))
    return Outcome(document=export_board(db, flt, lang))
