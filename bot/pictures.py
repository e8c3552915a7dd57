"""Charts as photos, CSV exports and the decoding bound: /chart, /history, /frontier,
/bound and /export.

The first half decides what to send (query the store, compute with bot.analysis, fill a
chart spec, render captions from messages/<lang>/) and has no Telegram objects in it, so
`leaderbot export`, the tests and the benchmark use it directly. The handlers at the end
are thin: parse -> plan -> render the PNG off the event loop -> send.

A chart is drawn once per board: the Picture (PNG, caption, and Telegram's file_id after
the first upload) is kept in the board's memo, and a new snapshot makes a new board.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field

from sqlite_utils import Database
from telegram import Update
from telegram.error import BadRequest
from telegram.ext import Application, CommandHandler, ContextTypes, filters

from . import analysis, boards, bundled, charts, store
from .answers import resolve
from .boards import Board, Filter, Value
from .intents import Query, modifiers
from .render import environment, render, split_message, visible_length

log = logging.getLogger(__name__)

MAX_CAPTION = 1024  # Telegram's limit for a photo or document caption, after entity parsing
MAX_KEPT_PICTURES = 64
FRONT_NAMES = 6  # names of the Pareto front listed in a caption


def picture_labels(lang: str) -> dict[str, str]:
    """Words drawn in chart images and CSV headers (messages/<lang>/picture_labels.html)."""
    return environment().get_template(f"{lang}/picture_labels.html").module.P  # type: ignore[attr-defined]


@dataclass
class Picture:
    """A chart: its caption now, its PNG once drawn, Telegram's file_id once uploaded."""

    caption: str
    draw: Callable[[], bytes] | None = field(default=None, repr=False)
    png: bytes | None = field(default=None, repr=False)
    file_id: str | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

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


def _footer(values: list[Value | None], board: Board, lang: str, extra_sources: set[str] = frozenset()) -> dict:
    dates = boards.as_of_dates(values)
    sources = set(boards.sources_of(values)) | set(extra_sources)
    return {"dates": dates, "attributions": sorted({board.attribution_for(s, lang) for s in sources}),
            "bundled": board.bundled}


def _footnote(P: dict, footer: dict) -> str:
    dates = ", ".join(footer["dates"]) if footer["dates"] else "—"
    sources = "; ".join(charts._short(a, 110) for a in footer["attributions"]) or "—"
    return charts._short(P["footnote"].format(dates=dates, sources=sources), 290)


# -- /chart: speed vs price, speed vs intelligence, speed per dollar -----------------------

CHART_KINDS = {"price": "price", "cheap": "price", "价格": "price", "便宜": "price",
               "smart": "intelligence", "intelligence": "intelligence", "智能": "intelligence",
               "value": "value", "性价比": "value", "dollar": "value"}


def parse_chart(args: str) -> tuple[str, Filter]:
    words = args.casefold().split()
    kind = next((CHART_KINDS[w] for w in words if w in CHART_KINDS), "price")
    query = modifiers(args, Query("board"))
    return kind, Filter(query.region, query.open_only, frozenset(query.vendors))


def chart(db: Database, kind: str, flt: Filter, lang: str) -> Outcome:
    """/chart: a speed scatter against price or intelligence, or the speed-per-dollar bars."""
    board = store.load_board(db)
    return _kept(board, ("chart", kind, flt, lang), lambda: _chart(board, kind, flt, lang))


def _chart(board: Board, kind: str, flt: Filter, lang: str) -> Outcome:
    P = picture_labels(lang)
    where = {"region": flt.region, "open_only": flt.open_only}
    if kind == "value":
        return _value_chart(board, flt, lang, P, where)
    x_metric = "price_out" if kind == "price" else "intelligence"
    points = analysis.scatter_points(board, x_metric, "speed", flt)
    if not points:
        return Outcome(text=render(lang, "chart", kind=kind, problem="no_data", **where))
    front = analysis.pareto_front(points, x_lower_is_better=(kind == "price"))
    index = {id(p): i for i, p in enumerate(points)}
    front_idx = [index[id(p)] for p in front]
    order = front_idx + [i for i in range(len(points)) if i not in set(front_idx)]
    legend = {"cn": P["region_cn"], "intl": P["region_intl"], "unknown": P["region_unknown"],
              "front": P["front_" + kind]}
    footer = _footer([v for p in points for v in (p.x, p.y)], board, lang)
    spec = charts.ScatterSpec(
        title=P["title_" + kind], xlabel=P["axis_price_out" if kind == "price" else "axis_intelligence"],
        ylabel=P["axis_speed"], x=[p.x.value for p in points], y=[p.y.value for p in points],
        regions=[p.region for p in points], names=[p.model.name for p in points], front=front_idx,
        legend=legend, footnote=_footnote(P, footer), x_log=(kind == "price"), free_label=P["free"],
        label_order=order)
    missing = sum(1 for members in board.families().values() if any(flt.admits(m) for m in members)) - len(points)
    caption = fit_caption(
        lang, "chart", kind=kind, count=len(points), missing=missing, front=[p.model.family for p in front],
        free=sum(1 for p in points if p.x.value == 0), index_version=board.index_version, shown=FRONT_NAMES,
        **where, **footer)
    return Outcome(picture=Picture(caption, lambda: charts.scatter_png(spec)))


def _value_chart(board: Board, flt: Filter, lang: str, P: dict, where: dict) -> Outcome:
    entries = analysis.value_entries(board, flt, limit=15)
    if not entries:
        return Outcome(text=render(lang, "chart", kind="value", problem="no_data", **where))
    notes, shown = [], []
    for e in entries:
        speed, price = e.model.metric("speed"), e.model.metric("price_out")
        shown += [speed, price]
        notes.append(f"{speed.value:,.0f} t/s, ${price.value:g}")
    footer = _footer(shown, board, lang)
    spec = charts.BarSpec(
        title=P["title_value"], xlabel=P["axis_value"], names=[e.model.name for e in entries],
        values=[None if e.value.value == float("inf") else e.value.value for e in entries],
        regions=[e.model.region for e in entries], notes=notes, free_text=P["free"],
        legend={"cn": P["region_cn"], "intl": P["region_intl"], "unknown": P["region_unknown"]},
        footnote=_footnote(P, footer))
    free = sum(1 for v in spec.values if v is None)
    caption = fit_caption(lang, "chart", kind="value", count=len(entries), free=free, missing=0, front=[],
                          index_version=None, shown=FRONT_NAMES, **where, **footer)
    return Outcome(picture=Picture(caption, lambda: charts.value_png(spec)))


# -- /history MODEL ------------------------------------------------------------------------

MAX_TIERS = 6


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
    panels = [
        charts.Panel(P["axis_speed"], [charts.Line(i, hist.values(k, "speed")) for i, k in enumerate(keys)],
                     P["no_speed"]),
        charts.Panel(P["axis_ttft"], [charts.Line(i, hist.values(k, "ttft")) for i, k in enumerate(keys)],
                     P["no_ttft"]),
        charts.Panel(P["axis_price"], [charts.Line(i, hist.values(k, "price_out")) for i, k in enumerate(keys)]
                     + [charts.Line(i, hist.values(k, "price_in"), dashed=True) for i, k in enumerate(keys)],
                     P["no_price"]),
    ]
    footer = {"dates": [hist.first] + ([hist.last] if hist.last != hist.first else []),
              "attributions": sorted({board.attribution_for(s, lang) for s in hist.sources}), "bundled": board.bundled}
    spec = charts.HistorySpec(title=f"{family} — {P['title_history']}", dates=[r.as_of for r in hist.timeline],
                              panels=panels, footnote=_footnote(P, footer), series=label,
                              styles=(P["price_out"], P["price_in"]), lang=lang)
    speed = hist.best("speed")
    caption = fit_caption(
        lang, "chart", kind="history", family=family, snapshots=len(hist.timeline),
        present=sum(1 for v in speed if v is not None), tiers=len(keys), first=hist.first, last=hist.last,
        spark=analysis.sparkline(speed), missing=0, front=[], shown=FRONT_NAMES, region=None, open_only=False,
        **footer)
    return Outcome(picture=Picture(caption, lambda: charts.history_png(spec)))


# -- /frontier ------------------------------------------------------------------------------


def deployment_points(db: Database) -> list[analysis.DeploymentPoint]:
    """The newest measurement of each deployment of an open-weights model."""
    out = []
    for family, creator, country, open_weights, total, params_approx, system, hardware, speed, approx, as_of, \
            source in store.latest_deployments(db):
        if open_weights != 1:
            continue
        out.append(analysis.DeploymentPoint(family, creator, country, system, hardware, speed, "speed" in approx,
                                            total, bool(params_approx & 1), as_of, source))
    return out


def frontier_chart(db: Database, lang: str) -> Outcome:
    """/frontier: single-stream deployment speed against total parameters (seed 002's chart)."""
    board = store.load_board(db)
    return _kept(board, ("frontier", lang), lambda: _frontier_chart(db, board, lang))


def _frontier_chart(db: Database, board: Board, lang: str) -> Outcome:
    P = picture_labels(lang)
    frontier = analysis.speed_frontier(deployment_points(db))
    unsized = frontier.unsized[:8]
    if not frontier.points and not unsized:
        return Outcome(text=render(lang, "chart", kind="frontier", problem="no_data", region=None, open_only=False))

    def name(d: analysis.DeploymentPoint, room: int = 30) -> str:
        where = charts._short(d.system + (f", {d.hardware}" if d.hardware else ""), room)
        return f"{charts._short(d.model, 30)}\n{'~' if d.approx else ''}{d.speed:,.0f} t/s · {where}"

    index = {id(d): i for i, d in enumerate(frontier.points)}
    shown = frontier.points + unsized
    footer = {"dates": sorted({d.as_of[:10] for d in shown}),
              "attributions": sorted({board.attribution_for(d.source, lang) for d in shown}),
              "bundled": board.bundled}
    spec = charts.FrontierSpec(
        title=P["title_frontier"], xlabel=P["axis_params"], ylabel=P["axis_deploy_speed"],
        params=[d.params_total_b for d in frontier.points], speeds=[d.speed for d in frontier.points],
        regions=[d.region for d in frontier.points], names=[name(d) for d in frontier.points],
        approx=[d.approx for d in frontier.points], front=[index[id(d)] for d in frontier.front],
        unsized_speeds=[d.speed for d in unsized], unsized_regions=[d.region for d in unsized],
        unsized_names=[name(d, 20) for d in unsized], unsized_approx=[d.approx for d in unsized],
        unsized_title=P["unsized"],
        legend={"cn": P["region_cn"], "intl": P["region_intl"], "unknown": P["region_unknown"],
                "front": P["front_frontier"], "approx": P["approx"]},
        footnote=_footnote(P, footer))
    caption = fit_caption(
        lang, "chart", kind="frontier", count=len(frontier.points), front=frontier.front, unsized=unsized,
        more_unsized=len(frontier.unsized) - len(unsized), min_params=int(analysis.FRONTIER_MIN_PARAMS_B),
        missing=0, shown=FRONT_NAMES, region=None, open_only=False, **footer)
    return Outcome(picture=Picture(caption, lambda: charts.frontier_png(spec)))


# -- /bound MODEL [GPU] [precision] [GPUs] ------------------------------------------------


def bound_reply(db: Database, args: str, lang: str) -> str:
    """/bound: the memory-bandwidth ceiling on single-stream decoding, and how close each
    known deployment of the model runs to it."""
    accelerators = bundled.accelerators()
    if not args.strip():
        return render(lang, "bound", problem="usage", accelerators=accelerators, precisions=analysis.PRECISIONS)
    parsed = analysis.parse_bound_args(args, accelerators)
    if parsed.unknown:
        return render(lang, "bound", problem="unknown_gpu", word=parsed.unknown[0], accelerators=accelerators,
                      precisions=analysis.PRECISIONS)
    if parsed.gpus is not None and not 1 <= parsed.gpus <= analysis.MAX_GPUS:
        return render(lang, "bound", problem="gpus_range", most=analysis.MAX_GPUS, accelerators=accelerators,
                      precisions=analysis.PRECISIONS)
    found = resolve(db, parsed.model)
    if found.family_key is None:
        return render(lang, "not_found", name=parsed.model, suggestions=found.suggestions)
    board = store.load_board(db)
    params = store.family_params(db, found.family_key)
    facts = store.family_models(db, found.family_key)
    accelerator = next(a for a in accelerators if a.key == (parsed.accelerator or analysis.DEFAULT_ACCELERATOR))
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
        rows.append((d, d.speed / result.tokens_per_s if result else None))
    best = max((v for m in board.models if m.family_key == found.family_key
                if (v := m.metric("speed")) is not None), key=lambda v: v.value, default=None)
    values = [best] if best else []
    dates = sorted({v.as_of[:10] for v in values} | {d.as_of[:10] for d, _ in rows})
    attributions = sorted({board.attribution_for(v.source, lang) for v in values}
                          | {board.attribution_for(d.source, lang) for d, _ in rows})
    others = [(p, result.at(p)) for p in ("bf16", "fp8", "fp4")] if result else []
    return render(lang, "bound", problem=None, family=found.family, params=params, b=result, acc=accelerator,
                  precision=precision, deployments=rows, board_speed=best,
                  board_ratio=(best.value / result.tokens_per_s) if (best and result) else None,
                  others=others, dates=dates, attributions=attributions, bundled=board.bundled)


# -- /export and `leaderbot export` ---------------------------------------------------------

_FILTER_WORDS = re.compile(
    r"国产|国内|中国|国外|海外|国际|开源|开放权重|\b(?:china|chinese|cn|intl|international|global|open|"
    r"open-weights|weights|oss|all|board)\b", re.I)


def parse_export(args: str) -> tuple[str | None, Filter]:
    """`[filters]` -> (None, filter); `history MODEL` or `MODEL` -> (model name, no filter)."""
    text = " ".join(args.split())
    lead = re.match(r"^(?:history|历史)\s+(.+)$", text, re.I)
    if lead:
        return lead[1], Filter()
    if _FILTER_WORDS.sub("", text).strip(" ,，"):
        return text, Filter()
    query = modifiers(text, Query("board"))
    return None, Filter(query.region, query.open_only, frozenset(query.vendors))


def export_board(db: Database, flt: Filter, lang: str, today: dt.date | None = None) -> Document:
    """The current board (every tier its own row) as a CSV document."""
    board = store.load_board(db)
    columns, rows = analysis.board_table(board, flt)
    P = picture_labels(lang)
    values = [v for m in board.models if flt.admits(m) for v in m.values.values()]
    dates = boards.as_of_dates(values)
    stamp = dates[-1] if dates else (today or dt.date.today()).isoformat()
    scope = flt.region or ("open" if flt.open_only else "all")
    caption = fit_caption(lang, "export", kind="board", rows=len(rows), region=flt.region, open_only=flt.open_only,
                          **_footer(values, board, lang))
    return Document(analysis.to_csv([P["col_" + c] for c in columns], rows), f"leaderbot-board-{scope}-{stamp}.csv",
                    caption)


def export_history(db: Database, name: str, lang: str) -> Outcome:
    """A model's history (every snapshot it appeared in, each tier) as a CSV document."""
    found = resolve(db, name)
    if found.family_key is None:
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
                          open_only=False, dates=[hist.first, hist.last] if hist.first != hist.last else [hist.first],
                          attributions=sorted({board.attribution_for(s, lang) for s in hist.sources}),
                          bundled=board.bundled)
    header = [P["col_" + c] for c in columns]
    return Outcome(document=Document(analysis.to_csv(header, rows), f"leaderbot-history-{slug}-{hist.last}.csv",
                                     caption))


def export(db: Database, args: str, lang: str) -> Outcome:
    """/export [filters] | MODEL | history MODEL."""
    name, flt = parse_export(args)
    if name is not None:
        return export_history(db, name, lang)
    return Outcome(document=export_board(db, flt, lang))


# -- Telegram handlers ------------------------------------------------------------------------


def _lang(context: ContextTypes.DEFAULT_TYPE, update: Update) -> str:
    from .app import chat_language  # app registers these handlers, so import it late

    return chat_language(context.bot_data["db"], update)


def _args(update: Update) -> str:
    text = update.effective_message.text or ""
    return text.split(maxsplit=1)[1] if len(text.split(maxsplit=1)) > 1 else ""


async def _send(update: Update, outcome: Outcome) -> None:
    message = update.effective_message
    if outcome.text is not None:
        for page in split_message(outcome.text):  # never past Telegram's 4096 characters
            await message.reply_text(page, do_quote=False)
        return
    if outcome.document is not None:
        doc = outcome.document
        await message.reply_document(doc.data, filename=doc.filename, caption=doc.caption, do_quote=False)
        return
    picture = outcome.picture
    assert picture is not None
    if picture.file_id:  # already uploaded once: Telegram keeps the file, send its id
        try:
            await message.reply_photo(picture.file_id, caption=picture.caption, do_quote=False)
            return
        except BadRequest:
            picture.file_id = None
    png = picture.png if picture.png is not None else await asyncio.to_thread(picture.render)
    sent = await message.reply_photo(png, caption=picture.caption, filename="chart.png", do_quote=False)
    if sent is not None and sent.photo:
        picture.file_id = sent.photo[-1].file_id


async def on_chart(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/chart [price|smart|value] [china|intl|open]: speed against price or intelligence, or speed per dollar, as a photo."""
    kind, flt = parse_chart(_args(update))
    await _send(update, chart(context.bot_data["db"], kind, flt, _lang(context, update)))


async def on_history(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/history MODEL: the model's speed, TTFT and price over time, as a photo."""
    await _send(update, history_chart(context.bot_data["db"], _args(update), _lang(context, update)))


async def on_frontier(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/frontier: deployment speed against model size for big open-weights models, as a photo."""
    await _send(update, frontier_chart(context.bot_data["db"], _lang(context, update)))


async def on_bound(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/bound MODEL [GPU] [precision] [GPUs]: the memory-bandwidth ceiling on one stream's speed."""
    text = bound_reply(context.bot_data["db"], _args(update), _lang(context, update))
    await _send(update, Outcome(text=text))


async def on_export(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    """/export [filters] | MODEL: the board, or a model's history, as a CSV file."""
    await _send(update, export(context.bot_data["db"], _args(update), _lang(context, update)))


PICTURE_COMMANDS = {"chart": on_chart, "history": on_history, "frontier": on_frontier, "bound": on_bound,
                    "export": on_export}


def register_picture_handlers(application: Application) -> None:
    """The picture and export commands (new messages only: an edited command is not answered
    again); registered before any catch-all for unknown commands."""
    for command, callback in PICTURE_COMMANDS.items():
        application.add_handler(CommandHandler(command, callback, filters=filters.UpdateType.MESSAGE))
