"""Query -> the reply's Telegram HTML pages: query the store, rank, render.

No Telegram objects here, so every answer can be tested (and benchmarked) alone.
"""

from __future__ import annotations

import difflib
import math
import operator
import re
import statistics
from collections import Counter
from dataclasses import dataclass, field, replace

from sqlite_utils import Database

from . import boards, bundled, callbacks, rich, store
from .boards import Board, Entry, Filter, Model, Value
from . import intents
from .display import figure, figures, model_label
from .intents import COMMANDS, NameFinder, Query, other_model, parse_command, parse_text
from .vocabulary import fold, has_cjk, vocabulary
from .names import NameIndex, display_width, normalise, shorten
from .render import LANGS, MAX_MESSAGE, labels, num, price_text, render, split_message, tables_captured, to_plain, wide_tables

MAX_KEPT_REPLIES = 1024


@dataclass
class Reply:
    pages: list[str]
    query: Query
    extra: dict = field(default_factory=dict)


def board_buttons(reply: Reply, lang: str) -> list[list[callbacks.Button]] | None:
    """Paging and switches under a board that fits one message; under an operator's /source,
    a release button per quarantined snapshot; nothing under other answers (nor under a
    vendor's board: buttons can't carry a vendor filter, and it is short anyway)."""
    if reply.extra.get("held"):
        return callbacks.release_keyboard(reply.extra["held"], labels(lang))
    board = reply.extra.get("board")
    if board is None or len(reply.pages) != 1 or board[0].vendors or board[0].bounds or board[0].closed_only \
            or board[0].country or board[0].without or board[0].among \
            or board[0].metric not in callbacks.METRIC_CODES:  # nor numbers, nor relay prices
        return None
    kept = reply.extra.get("buttons")  # replies are kept with their board: so are their buttons
    if kept is None:
        query, total = board
        kept = reply.extra["buttons"] = callbacks.board_keyboard(callbacks.BoardPage.of(query), total, labels(lang))
    return kept


RICH_KINDS = ("board", "tradeoff", "compare", "scenario", "agent", "new", "card")  # the answers with tables


def rich_form(db: Database, reply: Reply, lang: str) -> str | None:
    """The reply as a rich message with native tables (bot.rich), as the JSON the Bot API
    takes, or None when it has no table. Made from the same data as its HTML form, once,
    and kept with it."""
    if "rich" not in reply.extra:
        made = None
        if reply.query.kind in RICH_KINDS and not reply.query.problem:
            with tables_captured() as tables:
                marked = _answer(db, store.load_board(db), reply.query, lang, None)
            made = rich.as_json(rich.message("\n".join(marked.pages), tables))
        reply.extra["rich"] = made
    return reply.extra["rich"]


# An unknown command's words answer a question, but never change a setting ("/subscibe" suggests /subscribe).
_NOT_FROM_A_TYPO = ("unknown", "help", "smalltalk", "start", "lang", "subscribe", "tz", "quiet", "alerts", "watch",
                    "unwatch", "unsubscribe")


def _near_a_setting(command: str) -> bool:
    """"/wach glm", "/subscibe": a setting's command mistyped, answered with that command's name."""
    return bool(difflib.get_close_matches(command.casefold(), _SETTINGS, n=1, cutoff=0.7))


_SETTINGS = ("subscribe", "unsubscribe", "watch", "unwatch", "alerts", "settings", "digest", "tz", "quiet", "silent",
             "lang")


def understand(db: Database, text: str) -> Query:
    """Parse one incoming message (command or phrase)."""
    text = text.strip()
    if text.startswith("/"):
        head, _, rest = text[1:].partition(" ")
        command = head.split("@", 1)[0]
        glued = re.fullmatch(r"([A-Za-z_]+?)(\d{1,3})", command)  # "/top3" is "/top 3"
        if glued and glued.group(1).casefold() in COMMANDS:
            command, rest = glued.group(1), f"{glued.group(2)} {rest}"
        query = parse_command(command, rest, name_finder(db) if command.casefold() == "compare" else None)
        if query.kind == "unknown" and query.arg and not _near_a_setting(query.arg):
            # "/deepseek", "/cheapest_china", "/sorce": the words, read as a question (in the chat's language)
            words = f"{query.arg.replace('_', ' ')} {rest}"
            read = parse_text(words, name_finder(db))
            if read.kind not in _NOT_FROM_A_TYPO and read.problem in (None, "unknown_model") and not read.follow:
                return replace(read, lang="zh" if has_cjk(words) else None)
        return query
    query = parse_text(text, name_finder(db))
    low = fold(text)
    explained = _deployment_asked(db, low, query)
    if explained.kind == "deployment":
        return explained
    if len(low) <= 100 and not query.names and _AGAINST_OFFICIAL.search(low) and intents.RATIO.search(low) \
            and (word := _system_word(db, low, ()) or _hardware_word(db, low)):
        # "so rubin is how many times faster than the official one?" after Kimi K3's deployments: those two
        return Query("compare", follow="official_gap", arg=word, problem="compare_count", lang=query.lang)
    if query.kind == "board" or query.problem == "maybe_model" or (query.kind == "deployments" and not query.arg):
        # "mimo ultraspeed tps", "cerebras上有哪些模型", "naivert 8卡能跑多快": what runs on that system
        system = _system_word(db, low, query.vendors) or \
            (vocabulary().provider.earliest(low) if not query.names and _ON_A_SYSTEM.search(low) else None)
        if system:
            kept = {"limit": query.limit, "bounds": query.bounds} if query.kind == "deployments" else {}
            priced = "price_out" if vocabulary().metric.has(low, "price") else None  # ("does ultraspeed cost more?")
            return Query("deployments", arg=system, region=query.region, open_only=query.open_only, lang=query.lang,
                         asked=priced, **kept)
    return query


def _deployment_asked(db: Database, low: str, query: Query) -> Query:
    """"为啥cerebras上那么快", "那个1000是真的吗", "what gpu was the 842 one": one deployment's figure
    explained (why it is fast, how sure the figure is, what it runs on), where the message pins
    a deployment by its system's own word or by its figure."""
    if len(low) > 200 or query.kind in ("compare", "bound") and len(query.names) >= 2:
        return query
    aspect = next((name for name, pattern in intents.DEPLOYMENT_ASPECTS if pattern.search(low)), None)
    if aspect is None:
        return query
    system = _system_word(db, low, ()) or next((s for s in query.systems if s not in (None, "", "official")), None) \
        or vocabulary().provider.earliest(low) or _hardware_word(db, low)  # ("Kimi K3 在 GB300 上優化前後差多少")
    # a speed the message points at ("the 842 one", "那个1000", "2122 t/s"), not a count ("1000 tokens", "300个")
    figures = [float(n.replace(",", "")) for n in re.findall(
        r"(?<![\d.])(\d{1,2},\d{3}|\d{3,4})(?![\d.]|\s*(?:b|亿|万|k|m|个|字|词|次|人|元|块|刀|美元|tokens?(?!\s*/\s*s))(?![a-z]))", low)]
    served = _served(db) if figures else []
    figure = next((f for f in figures if any(_near_figure(d[8], f) for d in served)), None)
    if system is None and figure is None:
        return query
    named = tuple(found.family for name in query.names[:1] if (found := resolve(db, name, typos=False)).family)
    if named and system is None and not any(normalise(d[0]) == normalise(named[0]) and _near_figure(d[8], figure)
                                            for d in served):
        return query  # ("为什么 gemini 3 flash 1000 token 要那么久": that model has no such deployment)
    return Query("deployment", arg=aspect, names=named, systems=(system,) if system else (),
                 figure=figure, lang=query.lang)


def _near_figure(speed: float | None, figure: float) -> bool:
    return speed is not None and abs(speed - figure) <= max(1.0, 0.02 * figure)


# "groq上有哪些模型", "what runs on together", "models on groq": a provider's deployments asked
_ON_A_SYSTEM = re.compile(r"上(?:有|面|跑|的)|(?<![a-z])(?:on|at|via)\s+\S|(?<![a-z])(?:has|serves|hosts|offers)(?![a-z])")


def _system_word(db: Database, low: str, vendors: tuple[str, ...]) -> str | None:
    """A word of a serving system's own name in the message ("ultraspeed" of "Xiaomi UltraSpeed",
    "naivert", "cerebras"): not a maker's name, nor a word that names no system in particular
    ("official", "optimized"); with `vendors`, on a deployment of one of those makers."""
    makers = {normalise(v) for v in vendors}
    for maker, word in _system_words(db):
        if (not makers or maker in makers) and word in low and \
                re.search(rf"(?<![a-z]){re.escape(word)}(?![a-z])", low):
            return word
    return None


_AGAINST_OFFICIAL = re.compile(r"(?<![a-z])than (?:the |its )?official|比官方|比官网|跟官方比|和官方比|vs\.? (?:the )?official|对比官方")


def _hardware_word(db: Database, low: str) -> str | None:
    """A word of a deployment's hardware in the message ("rubin" of "NVIDIA Rubin NVL72", "gb300")."""
    for d in _served(db):
        for word in re.findall(r"[a-z][a-z0-9\-]{3,}", (d[7] or "").casefold()):
            if word not in ("nvidia", "gpus", "chip", "chips") and re.search(rf"(?<![a-z]){re.escape(word)}(?![a-z])", low):
                return word
    return None


def _served(db: Database) -> list[tuple]:
    """`store.latest_deployments`, read once per board: a message's readings consult it without a query."""
    board = store.load_board(db)
    served = board.memo.get("latest_deployments")
    if served is None:
        served = board.memo["latest_deployments"] = store.latest_deployments(db)
    return served


def _system_words(db: Database) -> tuple[tuple[str, str], ...]:
    """(maker, word) for each serving system's own words, found once per board: a message is
    checked against them without a query."""
    board = store.load_board(db)
    words = board.memo.get("system_words")
    if words is None:
        deployments = _served(db)
        every_maker = {normalise(d[1] or "") for d in deployments}
        words = board.memo["system_words"] = tuple(dict.fromkeys(
            (normalise(d[1] or ""), word) for d in deployments
            for word in re.findall(r"[a-z][a-z0-9\-]{3,}", (d[6] or "").casefold())
            if normalise(word) not in every_maker and not vocabulary().system_generic.word(word)))
    return words


def name_finder(db: Database) -> NameFinder:
    """Every family people may name in free text (on the boards, deployments only, retired
    lately), indexed once per board."""
    board = store.load_board(db)
    finder = board.memo.get("name_finder")
    if finder is None:
        finder = board.memo["name_finder"] = NameFinder(
            [family for _, _, family, _ in store.model_names(db, free_text=True)],
            measured={m.family for m in board.models})
    return finder


def query_filter(query: Query) -> Filter:
    return Filter(query.region, query.open_only, frozenset(query.vendors), query.bounds, query.closed_only,
                  query.country, frozenset(query.among), frozenset(query.without))


def answer_text(db: Database, text: str, lang: str, chat_id: int | None = None, operator: bool = False) -> Reply:
    return answer(db, understand(db, text), lang, chat_id=chat_id, operator=operator)


def answer(db: Database, query: Query, lang: str, *, chat_id: int | None = None, operator: bool = False) -> Reply:
    """Everything the bot says in reply to one query, as HTML pages of at most 4096 characters.

    Answers depend only on the data, so they are kept with the board they were made from
    (a new snapshot makes a new board); only /lang, which changes a chat, is never kept."""
    board = store.load_board(db)
    if query.follow:  # a follow-up where the chat's last answer isn't known (inline mode): as it stands
        query = intents.follow_up(query, intents.LastShown())
    if query.kind == "lang":
        return _lang(db, query, lang, chat_id)
    if query.kind == "source":  # about the fetching itself, which moves without new snapshots
        held = [h.id for h in store.quarantined(db)] if operator else []
        return Reply([_source(db, board, lang, operator, refresh=query.arg == "refresh")], query, {"held": held})
    replies = board.memo.setdefault("replies", {})
    key = (query, lang, boards.today())  # a kept answer's footer counts the data's age in days
    cached = replies.get(key)
    if cached is None:
        cached = replies[key] = _engine_said(_answer(db, board, query, lang, chat_id), lang)
        if len(replies) > MAX_KEPT_REPLIES:  # odd one-off questions must not grow memory for ever
            del replies[next(iter(replies))]
    return cached


def _ceiling_example(acc: bundled.Accelerator) -> dict:
    """How fast one GPU could decode, single stream, for the largest common size whose 8-bit
    weights fit its memory (seed 004: bandwidth ÷ the bytes read per token)."""
    size = next((b for b in (70, 32, 14, 8, 3) if b * 1.1 <= acc.memory_gb), 1)
    return {"name": acc.name, "key": acc.key, "size": size, "speed": acc.bandwidth_tb_s * 1000 / size}


def _engine_said(reply: Reply, lang: str) -> Reply:
    """A serving engine asked about ("vllm部署哪个快"), or a thing the data holds nothing on ("支持function
    calling吗"): the answer says that first."""
    engine, unheld = reply.query.engine, reply.query.unheld
    if not (engine or unheld) or not reply.pages or reply.query.kind == "unheld":
        return reply
    note = labels(lang)["engine_unmeasured"].format(engine=engine) if engine else labels(lang)["unheld_" + unheld]
    first = note + "\n\n" + reply.pages[0]
    pages = [first] + reply.pages[1:] if len(first) <= MAX_MESSAGE else [note] + reply.pages
    return replace(reply, pages=pages)


def _answer(db: Database, board: Board, query: Query, lang: str, chat_id: int | None) -> Reply:
    kind = query.kind
    if query.problem == "top_range":
        return Reply([render(lang, "problem", problem=query.problem)], query)
    if kind == "board" and query.than:  # "有没有比 deepseek v4 flash 更便宜的": bounded by that model's figure
        found = resolve(db, query.than)
        tiers = [m for m in board.models if m.family_key == found.family_key] if found.family_key else []
        if not tiers and any(m.creator == query.than for m in board.models):
            # "比glm快": a vendor, bounded by its best model for the metric, which the title names
            tiers = [m for m in board.models if m.creator == query.than]
        metric = query.than_on or query.metric
        if metric == "price_out" and not query.than_on and tiers and _best(tiers, "price_out") is None \
                and _best(tiers, "price_in") is not None:
            metric = "price_in"  # ("有没有比它便宜的" after Ling 3.1 Flash, input price only: cheaper on input, as the title says)
            query = replace(query, metric="price_in")
        mark = _best(tiers, metric) if tiers and metric in boards.HIGHER_IS_BETTER else None
        if mark is None and query.than_on:  # "anything cheaper?" after a speed board led by a model with no price:
            return _answer(db, board, replace(query, than=None, than_on=None, metric=query.than_on), lang, chat_id)
            # that board, ranked by price
        if mark is None:  # nothing to compare with: the model's card says what is (not) measured
            card = replace(query, kind="card", names=(query.than,), asked=metric, than=None, problem=None)
            return Reply(split_message(_card(db, board, card, lang)), query)
        op = ">" if boards.HIGHER_IS_BETTER[metric] else "<"
        kept = tuple(_kept_bound(m, best.value) for m in query.than_keep
                     if (best := _best(tiers, m.lstrip("~"))) is not None)  # "at least as smart", "智能分差不多的"
        query = replace(query, than=None, than_keep=(), than_on=None, bounds=query.bounds + (boards.Bound(metric, op, mark.value),) + kept)
        html, total, rows = _board(board, query, lang)
        return Reply(split_message(html), query, {"board": (query, total), "rows": rows})
    if kind == "board" and query.arg == "ranks":  # "小米的模型排第几": each of the maker's models, its place
        return Reply(split_message(_makers_ranks(board, query, lang)), query)
    if kind == "board" and query.metric not in boards.HIGHER_IS_BETTER:  # "上下文最长": never measured here
        return Reply([render(lang, "meta", what="not_measured", metric=query.metric)], query)
    if kind == "board" and query.arg == "open_vs_closed":  # "open source vs closed source, which are faster"
        shown = [_board(board, replace(query, arg=None, limit=5, open_only=side, closed_only=not side), lang)[0]
                 for side in (True, False)]
        return Reply(split_message("\n".join(shown)), query)
    if kind == "board" and (query.arg or "").startswith("within:"):  # "最快的前十名裡面哪個最便宜"
        _, top_metric, n = query.arg.split(":")
        named = boards.ranking(board, top_metric, query_filter(replace(query, arg=None)))[:int(n)]
        among = replace(query, among=tuple(e.model.family for e in named), limit=int(n))
        html, total, rows = _board(board, among, lang)
        return Reply(split_message(html), among, {"board": (among, total), "rows": rows})
    if kind == "board" and query.arg == "sizes":  # "which open weights models do u have w/ param counts"
        return Reply(split_message(_sizes(db, board, query, lang)), query)
    if kind == "board" and (query.arg or "").startswith("fits:"):  # "我有一張4090 跑得動哪個": sizes against that memory
        return Reply(split_message(_sizes(db, board, query, lang, fit=_hardware(query.arg.removeprefix("fits:")))), query,
                     {"board": (query, 0), "rows": ()})  # ("那兩張4090呢": the same question, on other cards)
    if kind == "board" and query.arg == "weights":  # "qwen有开源模型吗": each of the maker's models, and the source
        return Reply([_weights(board, query, lang)], query)
    if kind == "board" and query.arg == "share":  # "速度前10里面nvidia占几个": the whole board's top N, those counted
        everyone = replace(query, arg=None, region=None, country=None, vendors=(), open_only=False, closed_only=False)
        html, total, rows = _board(board, everyone, lang)
        flt = query_filter(replace(query, arg=None, offset=0))
        top = boards.ranking(board, everyone.metric, query_filter(everyone))[:query.limit]
        theirs = [e.model.family for e in top if flt.admits(e.model)]
        # none in the top N: where the first of them stands ("the fastest Chinese one is #7")
        first = None if theirs else next(((place, e.model.family) for place, e in enumerate(
            boards.ranking(board, everyone.metric, query_filter(everyone)), 1) if flt.admits(e.model)), None)
        said = render(lang, "meta", what="share", count=len(theirs), of=len(top), families=theirs,
                      who=_who(query, lang), first=first, metric=everyone.metric, by_country=bool(query.country))
        return Reply(split_message(said + "\n" + html), everyone, {"board": (everyone, total), "rows": rows})
    if kind == "board" and query.arg == "total_cost" and query.tokens and query.calls:
        # "每月输入5亿 输出1亿 用哪个最省钱": the total where a model has both prices, else what each price alone says
        flt = query_filter(query)
        cheapest: dict[str, float] = {}  # per family, its cheapest tier with both prices (a total from one tier's two)
        for m in board.models:
            if flt.admits(m) and (po := m.metric("price_out")) and (pi := m.metric("price_in")):
                cost = (query.tokens * po.value + query.calls * pi.value) / 1e6
                cheapest[m.family] = min(cost, cheapest.get(m.family, cost))
        totals = sorted((cost, family) for family, cost in cheapest.items())
        cheapest_side = {}  # each side's cheapest, said where no total can be had
        for side in ("price_out", "price_in"):
            first = next(iter(boards.ranking(board, side, flt)), None)
            cheapest_side[side] = (first.model.family, first.value.value) if first else None
        best_out, best_in = cheapest_side["price_out"], cheapest_side["price_in"]
        said = render(lang, "meta", what="total_cost", tokens=query.tokens, calls=query.calls, period=query.period,
                      totals=totals[:query.limit], best_out=best_out, best_in=best_in)
        html, total, rows = _board(board, replace(query, arg=None, tokens=None, calls=None, metric="price_out"), lang)
        return Reply(split_message(said + "\n\n" + html), query, {"board": (replace(query, arg=None), total), "rows": rows})
    if kind == "board" and query.arg == "two_ends":  # "top 3 fastest and cheapest": both boards, that many rows each
        shown = [_board(board, replace(query, arg=None, metric=metric), lang)[0] for metric in ("speed", "price_out")]
        return Reply(split_message("\n".join(shown)), query)
    if kind == "board" and query.arg in ("region_vs_region", "region_vs_country"):
        # "国产模型的智能指数与海外模型相比差距有多大", "fastest us model vs fastest chinese model": each side's board,
        # the gap between their best first, and each side's mean and median where they were asked
        said = "stats" if query.asked == "stats" else None
        limit = 3 if query.limit == intents.DEFAULT_LIMIT else query.limit
        sides = [replace(query, arg=said, asked=None, region=r, country=None, limit=limit) for r in ("cn", "intl")] \
            if query.arg == "region_vs_region" else \
            [replace(query, arg=said, asked=None, country=None, limit=limit), replace(query, arg=said, asked=None, region=None, limit=limit)]
        shown = [_board(board, side, lang)[0] for side in sides]
        verdict = _sides_verdict(board, query, sides, lang)
        if verdict:
            shown.insert(0, render(lang, "verdict", v=verdict))
        return Reply(split_message("\n".join(shown)), query)
    if kind == "board":
        absent = [v for v in query.vendors if not any(m.creator == v for m in board.models)]
        if absent and len(absent) == len(query.vendors):  # "字节的模型": nothing from them in the data
            said = render(lang, "not_found", vendors=absent, name="", suggestions=[])
            if query.country or query.region:  # "any european vendors at all? mistral, aleph alpha?": and that board
                said += "\n\n" + _board(board, replace(query, vendors=()), lang)[0]
            return Reply(split_message(said), query)
        # "小米mimo最快能到多少": the maker's own fast deployments too, below its board
        served = _deployment_points(db, replace(query, kind="board", open_only=False))[:5] \
            if query.vendors and query.metric == "speed" and not query.offset else []
        html, total, rows = _board(board, query, lang, served)
        if not total and query.metric == "relay_cny" and (query.region or query.country):
            # "中转站哪家最便宜 国产的有吗": none of theirs has one, so every relay price, and that said
            everywhere = replace(query, region=None, country=None)
            html, total, rows = _board(board, everywhere, lang)
            if total:
                where = "/".join(labels(lang).get("country_" + c, labels(lang).get("country_name_" + c, c)) for c in query.country.split(",")) if query.country \
                    else labels(lang)["region_" + query.region]
                html = render(lang, "meta", what="relay_elsewhere", where=where) + "\n\n" + html
                query = everywhere
        # buttons page through `total`; follow-ups ("第一个多少钱") read the rows shown
        return Reply(split_message(html), query, {"board": (query, total), "rows": rows})
    elif kind == "tradeoff":
        html = _tradeoff(board, query, lang)
    elif kind == "card" and (query.arg or "").startswith("is_top:") and query.names:
        # "那它算最便宜嗎", "is it the cheapest?": yes or no on the whole board, then its card
        html = _is_top(db, board, query, lang) + "\n\n" + _card(db, board, replace(query, arg=None), lang)
    elif kind == "card":
        if query.pick and len(query.names) >= 2:  # "便宜的那个 …" after a comparison: the one best on that figure
            query = replace(query, names=_picked(db, board, query.names, query.pick), pick=None)
        html = _card(db, board, query, lang)
    elif kind == "compare":
        query = _tops_named(board, query)  # (the chat's next question refers to the models shown)
        html = _compare(db, board, query, lang)
    elif kind == "scenario":
        html, rows = _scenario(board, query, lang)
        if rows:  # "第一个多少钱" after the picks: their rows
            return Reply(split_message(html), query, {"rows": rows})
    elif kind == "agent":
        html = _agent(board, query, lang)
    elif kind == "new":
        html, families = _new(board, query, lang)
        if families:  # "这几个新的里有国产的吗": a board of these rows
            # (kept as what's new: "国产的呢" is the new domestic ones; a metric asked ranks these rows: `follow_up`)
            return Reply(split_message(html), query, {"rows": families, "board": (query, len(families))})
    elif kind == "start" and query.arg:
        return _deep_link(db, query, lang, chat_id)
    elif kind in ("start", "help"):
        html = render(lang, "help", start=kind == "start", groups=query.arg == "groups", private=query.arg == "private")
    elif kind == "unheld":  # "中转1折靠谱吗", "从国内调用海外模型网络延迟会不会更慢": not in the data, and what is
        html = render(lang, "meta", what="unheld", note=labels(lang)["unheld_" + (query.arg or "features")])
    elif kind == "too_long":
        html = render(lang, "problem", problem="too_long")
    elif kind == "thanks":
        html = render(lang, "meta", what=query.arg if query.arg in ("bye", "chat") else "thanks")
    elif kind == "bound":  # "h100上跑70b模型能多快": /bound's answer
        from .pictures import bound_reply

        html = "\n\n".join(bound_reply(db, setup.strip(), lang) for setup in (query.arg or "").split(" | "))
    elif kind == "define":  # "what is ttft", "ttft是啥意思": the terms the answers use
        terms = (query.arg or "").split(",")
        held = {t: len({m.family_key for m in board.models if m.metric(t) is not None})  # "what do you have on ttft"
                for t in terms if t in ("ttft", "first_answer", "end_to_end")}
        html = render(lang, "glossary", terms=terms, held=held, models=len(board.families()))
        if "deployment" in (query.arg or "").split(","):  # "为什么同一个模型在不同平台速度不一样": and the figures
            html += "\n" + _deployments(db, board, Query("deployments"), lang)
        elif query.names:  # "the article says gpt-5.5 scores 60 on intelligence, is that right": the table's figure
            html += "\n" + _card(db, board, replace(query, kind="card", arg=None), lang)
        elif query.asked == "list" and "relay" in (query.arg or "").split(","):  # "中转站价格是啥意思 哪些模型有"
            html += "\n" + _board(board, Query("board", metric="relay_cny"), lang)[0]
        elif query.asked == "list" and "open_weights" in (query.arg or "").split(","):
            html += "\n" + _board(board, Query("board", metric="speed", open_only=True), lang)[0]
    elif kind == "front":  # "pareto front speed vs output price": nothing is both faster and cheaper
        from . import analysis

        points = analysis.scatter_points(board, query.metric, "speed", query_filter(query))
        front = analysis.pareto_front(points, x_lower_is_better=True)
        both = None
        if query.arg == "both":  # "which model is both fastest and cheapest": each end first, then the front
            fastest = boards.ranking(board, "speed", query_filter(query), limit=1)
            cheapest = boards.ranking(board, query.metric, query_filter(query), limit=1)
            if fastest and cheapest:
                both = {"same": fastest[0].model.family == cheapest[0].model.family,
                        "fastest": model_label(fastest[0].model, board), "speed": num(fastest[0].value.value, 0),
                        "fastest_price": fastest[0].model.metric(query.metric),
                        "cheapest": model_label(cheapest[0].model, board), "price": cheapest[0].value.value,
                        "cheapest_speed": cheapest[0].model.metric("speed")}
        html = render(lang, "meta", what="price_front", metric=query.metric, measured=len(points), both=both,
                      front=[(model_label(p.model, board), p.x.value, num(p.y.value, 0)) for p in front],
                      **boards.footer([p.x for p in front] + [p.y for p in front], board, lang))
    elif kind == "makers":  # "which chinese labs are on the board": each maker, its models, by country
        flt = query_filter(query)
        families = {m.family_key: m for m in board.models if flt.admits(m)}
        by_maker = Counter(m.creator for m in families.values())  # (None: a maker the source didn't name)
        country_of = {m.creator: m.country for m in families.values()}
        by_country = Counter(m.country or "unknown" for m in families.values())
        # each maker's models, in the order of the board asked ("中国每家厂商最快的一款模型": each one's best first)
        ranked = boards.ranking(board, query.metric, flt)
        theirs: dict[str | None, list[Entry]] = {}
        for entry in ranked:
            theirs.setdefault(entry.model.creator, []).append(entry)
        makers = by_maker.most_common() if query.arg != "best" else \
            [(maker, by_maker[maker]) for maker in theirs] + [(m, n) for m, n in by_maker.most_common() if m not in theirs]
        free = labels(lang)["free"]
        named = {maker: [(e.model.family, _with_unit(query.metric, figure(query.metric, e.value, free))) for e in entries]
                 for maker, entries in theirs.items()}
        html = render(lang, "meta", what="makers", query=query, makers=makers, country_of=country_of, named=named,
                      best=query.arg == "best", metric=query.metric, countries=by_country.most_common(),
                      total=len(families), **boards.footer([e.value for es in theirs.values() for e in es[:1]], board, lang))
    elif kind == "changes":  # "最近价格有变化吗", "what changed lately": each source's newest snapshot against the one before
        html = _changes(db, board, lang)
    elif kind == "maker":  # "what country is spacexai from": the curated creator table's word, and its models
        models = sorted({m.family for m in board.models if m.creator in query.vendors})
        country = next((m.country for m in board.models if m.creator in query.vendors and m.country), None)
        # a maker with no model on the board may still be in the curated table, with deployments of its own
        listed = query.vendors[0] in bundled.creator_table().by_name
        if country is None:
            country = bundled.creator_table().by_name.get(query.vendors[0])
        served = [d for d in store.latest_deployments(db) if normalise(d[1] or "") == normalise(query.vendors[0])] \
            if not models else []
        html = render(lang, "meta", what="maker", vendor=query.vendors[0], country=country, models=models,
                      listed=listed, served=[{"model": d[0], "system": d[6], "speed": d[8], "approx": "speed" in (d[9] or ""),
                                              "as_of": d[10]} for d in served][:5],
                      **boards.footer([], board, lang))
    elif kind == "permissions":  # "why cant i change it": who may change a chat's settings
        html = render(lang, "meta", what="permissions")
    elif kind == "about" and query.arg == "act":
        html = render(lang, "meta", what="act")
    elif kind == "about":
        html = render(lang, "meta", what="about", models=len(board.families()),
                      **boards.footer([], board, lang))
    elif kind in ("subscribe", "tz", "quiet", "alerts", "watch", "unwatch", "unsubscribe", "next_digest"):
        # a chat's handler sets it (or reads it); else, how
        html = render(lang, "meta", what="subscribe", command="/alerts" if kind == "next_digest" else
                      (f"/{kind} " + (query.names[0] if query.names else query.arg or "")).strip())
    elif kind == "free":
        html = _free(board, query, lang)
    elif kind == "bandwidth":
        chosen = [a for a in bundled.accelerators() if a.key in (query.arg or "").split(",")]
        html = render(lang, "meta", what="bandwidth", accelerators=chosen or bundled.accelerators(),
                      unknown=query.arg if query.problem == "unknown_gpu" else None,
                      examples=[_ceiling_example(a) for a in chosen[:3]] if query.asked == "speed" else [])
    elif kind == "index_version":
        html = render(lang, "meta", what="index_version", version=board.index_version,
                      **boards.footer([v for m in board.models if (v := m.metric("intelligence"))], board, lang))
    elif kind == "deployments":
        html = _deployments(db, board, query, lang)
    elif kind == "deployment":
        html = _deployment_explained(db, board, query, lang)
    elif kind == "next_page":  # no board shown in this chat lately (the chat's handler pages one that was)
        html = render(lang, "problem", problem="no_board")
    elif kind == "unknown" and not query.arg:
        html = not_understood(lang)
    elif kind == "unknown":
        html = unknown_command(lang, query.arg)
    else:
        html = render(lang, "help", start=False, unknown=True)
    return Reply(split_message(html), query)


SIMILAR_WITHIN = 0.1  # "about as smart": within a tenth of the model's figure


def _kept_bound(kept: str, value: float) -> boards.Bound:
    """The bound a model's figure sets on a board "no worse than it" ("at least as smart") or, with
    a "~", close to it ("智能分差不多的": 60 keeps 54 and up)."""
    metric = kept.lstrip("~")
    higher = boards.HIGHER_IS_BETTER[metric]
    if kept.startswith("~"):
        value = value * (1 - SIMILAR_WITHIN) if higher else value * (1 + SIMILAR_WITHIN)
    return boards.Bound(metric, ">=" if higher else "<=", round(value, 2))


def _entry_row(board: Board, entry: Entry, metric: str, extra: list[str]) -> list:
    m = entry.model
    return [str(entry.position), model_label(m, board), (metric, entry.value)] + [(c, m.metric(c)) for c in extra]


def _cell(metric: str, value: Value | None, L: dict) -> str:
    return figure(metric, value, L["free"])


def _figures_in(rows: list[list], L: dict) -> list[list]:
    """Rows whose figure cells are (metric, Value | None) pairs -> text, a column at a time, so
    that values rounding to the same figure show the decimals that tell them apart."""
    out = [list(row) for row in rows]
    for col in range(max((len(row) for row in rows), default=0)):
        pairs = [(i, row[col]) for i, row in enumerate(rows) if col < len(row) and isinstance(row[col], tuple)]
        if pairs:
            texts = figures(pairs[0][1][0], [value for _, (_, value) in pairs], L["free"])
            for (i, _), text in zip(pairs, texts):
                out[i][col] = text
    return out


_BOARD_COLUMNS = {  # the context columns beside the ranked one, in a phone's <pre> table
    "speed": ["price", "country"],
    "ttft": ["speed", "country"],  # data with first-token times only
    "first_answer": ["ttft", "country"],  # the first token beside the first answer token (rule 12)
    "price_out": ["price_in", "speed"],
    "price_in": ["price_out", "speed"],
    "price_blended": ["price_in", "price_out"],
    "value": ["speed", "price_out"],
    "smarts_value": ["intelligence", "price_out"],
    "intelligence": ["speed", "country"],
    "relay_cny": ["relay_discount", "price_in"],
}
_WIDE_COLUMNS = ("speed", "first_answer", "ttft", "price", "intelligence", "country")
INPUT_MARK = "ⁱ"  # after a price: the input price, shown where no output price is published


def _price(model: Model, L: dict) -> str:
    """The output price, or else the input price marked as such: a known price is never '—'."""
    out = model.metric("price_out")
    if out is not None:
        return _cell("price_out", out, L)
    given = model.metric("price_in")
    return _cell("price_in", given, L) + INPUT_MARK if given is not None else "—"


def _who(query: Query, lang: str) -> str:
    """The part of a board a share counts ("Chinese", "NVIDIA's", "open-weights")."""
    L = labels(lang)
    if query.vendors:
        return L["share_of"].format(vendor=L["share_join"].join(query.vendors))
    if query.country:
        return "/".join(L.get("share_from_" + c, L.get("country_name_" + c, c)) for c in query.country.split(","))
    if query.region:
        return L["where_" + query.region]
    return L["share_open"] if query.open_only else L["share_closed"]


def _sides_verdict(board: Board, query: Query, sides: list[Query], lang: str) -> dict | None:
    """Which of two boards' best wins on the metric, and by how much ("the best Chinese model")."""
    metric = boards.wait_metric(board, query_filter(query)) if query.metric == "ttft" else query.metric
    if metric not in boards.HIGHER_IS_BETTER:
        return None
    best = [next(iter(boards.ranking(board, metric, query_filter(side))), None) for side in sides]
    if not all(best):
        return None
    L = labels(lang)

    def where(side: Query) -> str:
        if side.country:
            return L.get("where_" + side.country, L.get("country_name_" + side.country, side.country))
        return L["where_" + side.region]

    said = L["said_sides_best"]
    (a, b) = [said.format(where=where(side), model=e.model.family) for side, e in zip(sides, best)]
    return _verdict(metric, a, best[0].value.value, b, best[1].value.value)


def _with_unit(metric: str, text: str) -> str:
    """A figure said in a sentence: "238 t/s", "$0.06/M", "0.38 s" (an index is a bare number)."""
    if text == "—" or not text[-1:].isdigit():
        return text
    if metric == "speed":
        return f"{text} t/s"
    if metric.startswith("price"):
        return f"${text}/M"
    return f"{text} s" if metric in ("ttft", "first_answer", "end_to_end") else text


def _verdict(metric: str, a: str, va: float, b: str, vb: float) -> dict | None:
    """Which of two wins on a metric, and by how much (None for a tie or a figure of 0)."""
    if va == vb or min(va, vb) <= 0:
        return None
    higher = boards.HIGHER_IS_BETTER[metric]
    (win, w), (lose, l) = sorted([(a, va), (b, vb)], key=lambda p: -p[1] if higher else p[1])
    return {"metric": metric, "winner": win, "loser": lose, "w": w, "l": l,
            "pct": (w / l - 1) * 100 if higher else (l / w - 1) * 100, "times": max(w, l) / min(w, l)}


def _makers_duel(ranked: list, metric: str, vendors: tuple[str, ...], lang: str) -> dict | None:
    """Two makers on one board ("智谱 vs 月之暗面 谁快 差几倍"): each one's best model, which
    wins, by how much."""
    if len(vendors) != 2 or metric not in boards.HIGHER_IS_BETTER:
        return None
    best = [next((e for e in ranked if e.model.creator == v and not math.isinf(e.value.value)), None) for v in vendors]
    if None in best:
        return None
    said = labels(lang)["said_makers_best"]
    a, b = (said.format(maker=e.model.creator, model=e.model.family) for e in best)
    return _verdict(metric, a, best[0].value.value, b, best[1].value.value)


def _board(board: Board, query: Query, lang: str, served: list | None = None) -> tuple[str, int, tuple[str, ...]]:
    """One page of a board, how many rows the whole board has, and the families on the page;
    `served`: deployments to list under it (a maker's board)."""
    L = labels(lang)
    flt = query_filter(query)
    # "Quickest to reply" waits for the first answer token where the data has it (rule 12).
    metric = boards.wait_metric(board, flt) if query.metric == "ttft" else query.metric
    ranked = boards.ranking(board, metric, flt, reverse=query.reverse)
    fell_back = None
    if not ranked and metric == "price_out" and (by_input := boards.ranking(board, "price_in", flt, reverse=query.reverse)):
        # "which of those is cheapest" where none of them has an output price: by input price, said
        metric, ranked, fell_back = "price_in", by_input, "price_out"
    entries = ranked[query.offset: query.offset + query.limit]
    stats = None  # "avg speed of chinese models": over every model ranked (or the top N asked), missing left out
    if query.arg in ("stats", "stats_top") and ranked:
        values = [e.value.value for e in (ranked[:query.limit] if query.arg == "stats_top" else ranked)
                  if not math.isinf(e.value.value)]
        if values:
            stats = {"count": len(values), "mean": statistics.fmean(values), "median": statistics.median(values),
                     "top": query.arg == "stats_top"}
    extra = list(_BOARD_COLUMNS.get(metric, ["country"]))  # (a copy: a filter may change it below)
    if wide_tables():  # a native table has room for every column a phone's <pre> block can't fit
        extra = extra + [c for c in _WIDE_COLUMNS if c not in extra and c != metric
                  and not (c == "price" and (metric.startswith("price") or "price_out" in extra))]
    # A context column nobody on this page has a value for only takes width from names (unless it
    # was asked for: "速度前三的模型智能分多少" shows the missing figures as missing, and says so).
    asked = boards.ranked_metric(query.asked)
    asked = asked if asked in boards.HIGHER_IS_BETTER and asked != metric else None
    if asked and asked not in extra:
        extra = [c for c in extra if c != "price" or not asked.startswith("price")]
        at = extra.index("price") + 1 if "price" in extra else 0  # (a row's price cell goes right after the ranked one)
        extra.insert(at, asked)
    for bound in query.bounds:  # "cheapest w/ decent smarts": the figure a filter checks is on the board
        col = boards.ranked_metric(bound.metric)
        if col != metric and col not in extra and col in boards.HIGHER_IS_BETTER \
                and not (col.startswith("price") and ("price" in extra or metric.startswith("price"))):
            if len(extra) >= 2:  # (a phone's width: the country, else the other price, makes room)
                extra.remove("country" if "country" in extra else next((c for c in extra if c.startswith("price_")), extra[-1]))
            extra = extra + [col]
    extra = [c for c in extra if c in ("country", "price", asked) or any(e.model.metric(c) is not None for e in entries)]
    # One population: a row's number is its rank (ties share it; a rank the source published
    # is marked). Values from several snapshots: the number is the row's place, and it says so.
    single = boards.one_population(board, metric, flt)
    standing = boards.standings(board, metric, flt)
    rows = []
    for entry in entries:
        cells = _entry_row(board, entry, metric, [c for c in extra if c not in ("country", "price")])
        if single and not query.reverse:  # the other end: the row's place, counted from that end
            mine = standing[entry.model.family_key]
            cells[0] = f"{mine.rank}{PUBLISHED_MARK if mine.published else ''}"
        if "price" in extra:
            cells.insert(3, _price(entry.model, L))
        if "country" in extra:
            cells.append(entry.model.country or "—")
        rows.append(cells)
    rows = _figures_in(rows, L)
    header = ["#", L["model"], L["col_" + metric]] + [L["col_" + c] for c in extra]
    align = "rl" + "r" * (len(header) - 2)
    shown = [e.value for e in entries] + [e.model.metric(c) for e in entries for c in extra
                                          if c not in ("country", "price")]
    shown += [e.model.metric("price_out") or e.model.metric("price_in") for e in entries if "price" in extra]
    return render(
        lang, "board", query=query, metric=metric, header=header, rows=rows, align=align, count=len(entries),
        # the reverse board runs from the other end: highest first where lower is better (price, wait)
        highest_first=query.reverse != boards.HIGHER_IS_BETTER.get(metric, True),
        input_marked=any(INPUT_MARK in cell for row in rows for cell in row),
        published_marked=any(PUBLISHED_MARK in row[0] for row in rows),
        populations=[] if single else boards.populations(board, metric, flt),
        total=len(ranked), first=query.offset + 1, index_version=board.index_version,
        missing=boards.missing_count(board, metric, flt), unmeasured=boards.unmeasured_count(board, flt),
        open_unknown=len({m.family_key for m in board.models if m.open_weights is None
                          and Filter(query.region, creators=frozenset(query.vendors)).admits(m)}),
        absent_vendors=[v for v in query.vendors if not any(m.creator == v for m in board.models)],
        admitted=any(flt.unbounded().admits(m) for m in board.models),
        measured=any(flt.unbounded().admits(m) and m.metric(metric) is not None for m in board.models),
        served=served or [], fell_back=fell_back, stats=stats,
        duel=_makers_duel(ranked, metric, query.vendors, lang) if not query.offset else None,
        asked=asked, asked_missing=sum(1 for e in entries if asked and e.model.metric(asked) is None),
        **boards.footer(shown, board, lang),
    ), len(ranked), tuple(e.model.family for e in entries)


PUBLISHED_MARK = "*"  # after a rank: as the source published it, over its whole catalogue


def not_understood(lang: str) -> str:
    """A short reply to a message the bot can't read: the closest things it answers, and /help."""
    return render(lang, "meta", what="not_understood", suggestions=_suggestions(lang))


def _suggestions(lang: str) -> list[tuple[str, str]]:
    L = labels(lang)
    return [("/top", L["metric_speed"]), ("/cheap china", L["metric_price_out"] + " · " + L["region_cn"]),
            ("/model glm-5.2", L["model"])]


def unknown_command(lang: str, command: str) -> str:
    """"/cheapst", "/latncy": a short reply naming the menu's commands closest to it (an alias
    such as /latency standing for its command, /ttft), else the usual suggestions; and /help."""
    menu = dict(line.split(" ", 1) for line in render(lang, "menu").splitlines() if " " in line)

    def meaning(name: str) -> tuple:
        query = parse_command(name, "")
        return query.kind, query.metric, query.region, query.open_only

    stands_for = {alias: next((name for name in menu if meaning(name) == meaning(alias)), None)
                  for alias in COMMANDS if alias not in menu}
    close = difflib.get_close_matches(command.casefold(), [*menu, *stands_for], n=5, cutoff=0.6)
    names = list(dict.fromkeys(name if name in menu else stands_for[name] for name in close))
    suggestions = [(f"/{name}", menu[name]) for name in names if name][:3] or _suggestions(lang)
    return render(lang, "meta", what="not_understood", command=command, suggestions=suggestions)


def _free(board: Board, query: Query, lang: str) -> str:
    """"有没有免费的模型": the models with a $0 output price, else the cheapest there is."""
    ranked = boards.ranking(board, "price_out", query_filter(query))
    free = [e.model.family for e in ranked if e.value.value == 0]
    cheapest = ranked[0] if ranked and not free else None
    L = labels(lang)
    return render(lang, "meta", what="free", free=free, cheapest=cheapest.model if cheapest else None,
                  cheapest_price=_cell("price_out", cheapest.value, L) if cheapest else None,
                  **boards.footer([e.value for e in ranked[:1]], board, lang))


def _is_top(db: Database, board: Board, query: Query, lang: str) -> str:
    """Whether the model leads the whole board on the metric asked (output price: its input price
    where it has only that, said so), and what leads it when it doesn't."""
    metric = query.arg.removeprefix("is_top:")
    found = resolve(db, query.names[0])
    tiers = [m for m in board.models if m.family_key == found.family_key] if found.family_key else []
    if metric == "price_out" and tiers and not any(m.metric("price_out") for m in tiers) \
            and any(m.metric("price_in") for m in tiers):
        metric = "price_in"  # ("Nova Micro": no output price published, its input price the cheapest)
    if metric not in boards.HIGHER_IS_BETTER:
        return ""
    entries = boards.ranking(board, metric)
    mine = next((e for e in entries if e.model.family_key == found.family_key), None)
    top = entries[0] if entries else None

    def said(value: float) -> str:
        if metric.startswith("price"):
            return price_text(value)
        return _with_unit(metric, num(value, 0 if metric == "speed" else 1))

    return render(lang, "meta", what="is_top", metric=metric, model=found.family or query.names[0],
                  rank=mine.rank if mine else None, total=len(entries), value=said(mine.value.value) if mine else None,
                  top=top.model.family if top else None, top_value=said(top.value.value) if top else None)


def _weights(board: Board, query: Query, lang: str) -> str:
    """Whether each of the makers' models has open weights, as the curated table says, with its
    source (a weights repository, a licence page, or why none was found)."""
    sources = bundled.open_weights_sources()
    seen: dict[str, Model] = {}
    for m in board.models:
        if m.creator in query.vendors and m.family_key not in seen:
            seen[m.family_key] = m
    models = [(m.family, m.open_weights, _link(sources.get(normalise(m.family), ""))) for m in seen.values()]
    models.sort(key=lambda row: ({True: 0, False: 1, None: 2}[row[1]], row[0]))
    return render(lang, "meta", what="weights", vendors=query.vendors, models=models,
                  open=sum(1 for row in models if row[1] is True), closed=sum(1 for row in models if row[1] is False),
                  **boards.footer([v for m in seen.values() for v in m.values.values()], board, lang))


def _deployment_explained(db: Database, board: Board, query: Query, lang: str) -> str:
    """One deployment's figure explained: the deployments the question pins (by model, system
    word, figure), each with its hardware, how sure its figure is, the cause its source gives,
    and the same model's figure on the board."""
    named = {normalise(n) for n in query.names}
    system = (query.systems[0] or "").casefold() if query.systems else ""
    pinned = [d for d in _served(db)
              if (not named or normalise(d[0]) in named)
              and (not system or system in f"{d[6]} {d[7] or ''}".casefold())
              and (query.figure is None or _near_figure(d[8], query.figure))]
    exact = [d for d in pinned if query.figure is not None and abs(d[8] - query.figure) < 0.5]
    pinned = exact or pinned  # "the 842 one" is the 842, not the ~850 beside it
    reasons = bundled.speed_reasons()
    shown = []
    for d in pinned[:3]:
        tiers = [m for m in board.models if m.family_key == normalise(d[0])]
        measured = _best(tiers, "speed") if tiers else None
        why = next((r for r in reasons if r.family != "*" and normalise(r.family) == normalise(d[0])
                    and r.system.casefold() in f"{d[6]} {d[7] or ''}".casefold()), None)
        shown.append({"model": d[0], "system": d[6], "hardware": d[7], "speed": d[8], "approx": "speed" in (d[9] or ""),
                      "as_of": d[10], "source": board.attribution_for(d[11], lang),
                      "measured": measured, "why": (why.why_zh if lang == "zh" else why.why) if why else None})
    general = next((r for r in reasons if r.family == "*"), None)
    return render(lang, "deployment", aspect=query.arg, shown=shown, more=max(0, len(pinned) - 3),
                  general=(general.why_zh if lang == "zh" else general.why) if general else None,
                  **_deployment_footer(shown, pinned[:3], board, lang))


def _deployment_footer(shown: list[dict], pinned: list[tuple], board: Board, lang: str) -> dict:
    """The footer of deployments shown with their models' board figures: every date and source."""
    values = [v for item in shown if (v := item["measured"])]
    dates = sorted(set(boards.as_of_dates(values)) | {d[10][:10] for d in pinned})
    return boards.dated_footer(dates, set(boards.sources_of(values)) | {d[11] for d in pinned}, board, lang)


def _link(source: str) -> str:
    """The address a curated source gives (its words after it are the curator's note), or ""."""
    first = source.split(" ", 1)[0]
    return first if first.startswith("https://") else ""


def _deployments(db: Database, board: Board, query: Query, lang: str) -> str:
    """The fastest deployments (seed 002, OpenRouter), and which are on the speed frontier."""
    from . import analysis

    points = _deployment_points(db, query)
    front = analysis.speed_frontier(points).front
    L = labels(lang)
    rows = [[str(i), d.model, system_label(d.system),
             ("~" if d.approx else "") + num(d.speed, 0),
             ("~" if d.params_approx else "") + num(d.params_total_b, 0) + "B" if d.params_total_b else "—"]
            for i, d in enumerate(points[:query.limit], 1)]
    header = ["#", L["model"], L["col_system"], L["col_speed"], L["col_size"]]
    shown = points[:query.limit]
    # beside a model's deployments, its own figure on the board (Artificial Analysis, the maker's
    # API): "小米MiMo官方API同UltraSpeed速度" compares the two
    measured = []
    for family in dict.fromkeys(d.model for d in shown):
        tiers = [m for m in board.models if m.family == family and m.metric("speed") is not None]
        if tiers:
            best = max(tiers, key=lambda m: m.metric("speed").value)
            measured.append((family, num(best.metric("speed").value, 0), best.metric("speed").as_of[:10]))
    dates = {d.as_of[:10] for d in shown} | {as_of for _, _, as_of in measured}
    sources = {d.source for d in shown} | ({m.metric("speed").source for m in board.models
                                            if m.family in {f for f, _, _ in measured} and m.metric("speed")})
    system = None
    if query.arg:  # "groq上有哪些模型": that system's name as its deployments spell it, else as asked
        system = next((system_label(d.system) for d in points), None) or _provider_name(query.arg)
    others = [] if points or not query.arg else _deployment_points(db, replace(query, arg=None))
    everywhere = list(dict.fromkeys(system_label(d.system) for d in others))  # (what the data has instead)
    dates |= {d.as_of[:10] for d in others}
    sources |= {d.source for d in others}
    footer = boards.dated_footer(sorted(dates), sources, board, lang)
    priced = []  # "mimo pro ultraspeed要多少钱": no deployment's price is held; the maker's own API's, where measured
    if (query.asked or "").startswith("price"):
        for family in dict.fromkeys(d.model for d in shown):
            prices = [v for m in board.models if m.family == family and (v := m.metric("price_out")) is not None]
            priced.append((family, min(v.value for v in prices) if prices else None))
    return render(lang, "deployments", query=query, header=header, rows=rows, align="rllrr", measured=measured, priced=priced,
                  front=[f"{d.model} ({d.system})" for d in front], system=system, systems=everywhere, **footer)


def _tops_named(board: Board, query: Query) -> Query:
    """A comparison's side named as a board's best ("跟智能分最高的那个比呢": `intents.TOP_OF`), as that model."""
    names = []
    for name in query.names:
        if name.startswith(intents.TOP_OF):
            metric, _, region = name[len(intents.TOP_OF):].partition(":")
            top = boards.ranking(board, metric, Filter(region=region or None), limit=1)
            if not top:
                continue  # (no model has that figure there: the comparison goes on without that side)
            name = top[0].model.family
        names.append(name)
    return replace(query, names=tuple(names))


def _makers_ranks(board: Board, query: Query, lang: str) -> str:
    """Where each model of the makers asked stands on the whole board, and in its region: the same
    ranks its card shows (`boards.card_ranks`), over the models measured in its snapshot."""
    families = {m.family_key: m for m in board.models if m.creator in query.vendors}
    lines = [(m.family, m.region, boards.card_ranks(board, key, m.region)) for key, m in families.items()]
    lines.sort(key=lambda line: line[2].speed.rank if line[2].speed else 10**6)
    values = [m.metric("speed") for m in board.models if m.creator in query.vendors]
    footer = boards.dated_footer(boards.as_of_dates(values), boards.sources_of(values), board, lang)
    return render(lang, "ranks", makers=query.vendors, lines=lines, **footer)


def _provider_name(word: str) -> str:
    """"groq" -> "Groq": a provider the data has no deployment on, named as asked."""
    return word[:1].upper() + word[1:]


CHANGES_SHOWN = 12  # lines of changes per source; the rest are counted


def _changes(db: Database, board: Board, lang: str) -> str:
    """What each source's newest snapshot changed against the one before, as the alerts word it
    (only moves the alerts would call news), or that a source has one snapshot so far."""
    from . import alerts

    kinds = {"speed": "speed", "ttft": "ttft", "first_answer": "ttft", "intelligence": "intelligence"}
    sources, entries = [], store.recent_changes(db)
    for entry in entries:
        news = [alerts.Change("new_model", None, name) for name in entry["new"]] + \
               [alerts.Change("retired", None, name) for name in entry["retired"]]
        moves = [c for c in entry["changes"] if alerts.moved(c["metric"], c["old"], c["new"])]
        # prices first, then the biggest moves
        moves.sort(key=lambda c: (not c["metric"].startswith("price"), -abs(c["new"] - c["old"]) / (abs(c["old"]) or 1)))
        news += [alerts.Change("price" if c["metric"].startswith("price") else kinds[c["metric"]], None, c["name"],
                               metric=c["metric"], old=c["old"], new=c["new"]) for c in moves]
        sources.append({"title": board.attribution_for(entry["source"], lang), "as_of": entry["as_of"],
                        "before": entry["before"], "shown": news[:CHANGES_SHOWN], "more": len(news) - CHANGES_SHOWN,
                        "small": len(entry["changes"]) - len(moves)})
    dates = sorted({s["as_of"] for s in sources})
    return render(lang, "meta", what="changes", sources=sources,
                  **boards.dated_footer(dates, {e["source"] for e in entries}, board, lang))


def system_label(system: str, width: int = 20) -> str:
    """A serving system's name for a narrow column, in whole words: its description in brackets
    left out first ("NVIDIA-optimized (agent-tuned kernels + …)" is NVIDIA-optimized), then
    trailing words ("Kimi official service" is Kimi official)."""
    if display_width(system) <= width:
        return system
    words = re.sub(r"\s*\(.*\)\s*$", "", system).split()
    while len(words) > 1 and display_width(" ".join(words)) > width:
        words.pop()
    return shorten(" ".join(words), width)


def _source(db: Database, board: Board, lang: str, operator: bool, refresh: bool = False) -> str:
    """Where the data comes from, how old it is and how much of it there is ("数据是哪天的",
    "how many models do you track"): per source its snapshots, newest date and age, and the
    models (or deployments) it gives the current board; then the board's total."""
    families = board.families()
    counts: Counter[str] = Counter()
    for members in families.values():
        for source in {v.source for m in members for v in m.values.values()}:
            counts[source] += 1
    deployments = Counter(d[11] for d in store.latest_deployments(db))
    sources = store.source_status(db)
    ages = {s.name: boards.data_age([s.last_as_of[:10]]) if s.last_as_of else None for s in sources}
    return render(lang, "source", sources=sources, states=store.source_states(db), models=counts,
                  deployments=deployments, ages={k: a[0] if a else None for k, a in ages.items()},
                  total=len(families), held=store.quarantined(db), bundled=board.bundled,
                  bundled_as_of=store.bundled_as_of(db) or "—", operator=operator, refresh=refresh)


def _tradeoff(board: Board, query: Query, lang: str) -> str:
    flt = query_filter(query)
    by_intel = boards.tradeoff(board, "intelligence", "speed", flt=flt)
    by_speed = boards.tradeoff(board, "speed", "intelligence", flt=flt)
    L = labels(lang)

    def place(rank: boards.Standing | None) -> str:
        if rank is None:
            return "—"
        return L["top5"] if rank.rank <= 5 else L["rank_n"].format(n=rank.rank)

    def rows(view: list[boards.TradeoffRow], lead: str, other: str) -> list[list[str]]:
        return _figures_in([[model_label(r.model, board), (lead, r.lead), (other, r.other), place(r.other_rank)]
                            for r in view], L)

    from . import analysis

    # the models nothing beats on both (each tier a point: a tier trades speed for intelligence)
    front = analysis.pareto_front(analysis.scatter_points(board, "intelligence", "speed", flt, per_tier=True),
                                  x_lower_is_better=False)
    values = [r.lead for r in by_intel + by_speed] + [r.other for r in by_intel + by_speed]
    prices = [p.model.metric("price_out") for p in front]  # (the third corner: "又快又便宜又聪明")
    values += [v for v in prices if v is not None]
    return render(
        lang, "tradeoff", query=query,
        front=[(model_label(p.model, board), num(p.x.value, 0), num(p.y.value, 0), v.value if v else None)
               for p, v in zip(front, prices)],
        intel_header=[L["model"], L["col_intelligence"], L["col_speed"], L["col_speed_rank"]],
        intel_rows=rows(by_intel, "intelligence", "speed"),
        speed_header=[L["model"], L["col_speed"], L["col_intelligence"], L["col_intel_rank"]],
        speed_rows=rows(by_speed, "speed", "intelligence"),
        speed_among=_among(r.other_rank for r in by_intel), intel_among=_among(r.other_rank for r in by_speed),
        # in both top 5s ("which models are in both the top 5 by speed and by intelligence"): seed 001's GPT-5.6 Terra
        both=[model_label(r.model, board) for r in by_intel if r.other_rank is not None and r.other_rank.rank <= 5],
        **boards.footer(values, board, lang),
    )


def _among(ranks) -> dict:
    """What a column of ranks is over: the snapshots (date, models measured) of its computed
    ranks, and whether any is a rank the source published."""
    ranks = [r for r in ranks if r is not None]
    return {"populations": sorted({(r.as_of[:10], r.of) for r in ranks if not r.published}, reverse=True),
            "published": any(r.published for r in ranks)}


# -- model names -------------------------------------------------------------------------


@dataclass
class Resolved:
    family_key: str | None
    family: str | None = None
    suggestions: list[str] = field(default_factory=list)


def resolve(db: Database, name: str, *, typos: bool = True) -> Resolved:
    """A user's model name -> one family, or suggestions when it is unclear. `typos` off: only
    names equal to it or containing it (a version we don't have is not a typo of one we do)."""
    board = store.load_board(db)
    exact = board.families().get(normalise(name))
    if exact:  # a family's own name (buttons, deep links, people who copy it): no index needed
        return Resolved(exact[0].family_key, exact[0].family)
    index = board.memo.get("name_index")
    if index is None:
        index = board.memo["name_index"] = _name_index(db)
    names, family_of, display = index
    families = list(dict.fromkeys(family_of[m] for m in names.match(name, limit=6, typos=typos)))
    if len(families) == 1:
        return Resolved(families[0], display[families[0]])
    if len(families) > 1:  # "/model nemotron 3 nano": the one whose other words are only sizes, not a variant
        whole = name_finder(db).by_words(fold(name))
        chosen = [f for f in families if display[f] == whole]
        if chosen:
            return Resolved(chosen[0], whole)
    return Resolved(None, suggestions=[display[f] for f in families[:5]])


def _name_index(db: Database) -> tuple[NameIndex, dict[str, str], dict[str, str]]:
    """Every name a model is known by (full names and family names, boards and
    deployments alike) -> its family."""
    candidates: dict[str, str] = {}
    family_of: dict[str, str] = {}
    display: dict[str, str] = {}
    for key, full, family, family_key in store.model_names(db):
        candidates[f"m:{key}"], family_of[f"m:{key}"] = full, family_key
        candidates[f"f:{family_key}"], family_of[f"f:{family_key}"] = family, family_key
        display[family_key] = family
    return NameIndex(candidates), family_of, display


def _card(db: Database, board: Board, query: Query, lang: str) -> str:
    if query.problem == "model_usage":
        return render(lang, "problem", problem="model_usage")
    found = _resolve_versioned(db, query.names[0]) if query.problem == "unknown_model" else resolve(db, query.names[0])
    typed = fold(query.names[0])
    if query.problem is None and found.family_key and found.family and normalise(typed) != normalise(found.family) \
            and intents.unknown_model(typed) and name_finder(db).by_words(typed) != found.family:
        # "/model gemini 3 flash": a version the data doesn't have, named back with the closest (not Gemini 3.5 Flash's card)
        query = replace(query, problem="unknown_model", vendors=query.vendors or tuple(vocabulary().vendor.named(typed)))
        found = _resolve_versioned(db, query.names[0])
    if query.problem == "unknown_model" and query.arg:  # "mimo v2.5": not MiMo-V2.5-Pro, which is offered
        found = Resolved(None, suggestions=[query.arg])
    if found.family_key is None and not found.suggestions and re.fullmatch(r"[a-z]{1,3}\d+(?:\.\d+)?", fold(query.names[0])):
        # "k2", "m3": shorthand for the names with a word that starts so (one: its card; several: which)
        short = fold(query.names[0])
        starting = sorted({m.family for m in board.models
                           if any(w.startswith(short) for w in re.split(r"[\s\-]+", m.family.casefold()))})
        if len(starting) == 1:
            found = resolve(db, starting[0])
        elif starting:
            found = Resolved(None, suggestions=starting[:5])
    if found.family_key is None and query.problem is None and (partial := name_finder(db).partial(fold(query.names[0]))):
        found = resolve(db, partial)  # "and the pro?" after Gemini 3.5 Flash: "gemini pro" is Gemini 3.1 Pro Preview
    if found.family_key is None:
        if query.problem == "maybe_model" and not found.suggestions:
            systems = {d[6] for d in store.latest_deployments(db) if normalise(query.names[0]) in normalise(d[6])}
            if systems and len(normalise(query.names[0])) >= 4:  # "cerebras": what runs there
                return _deployments(db, board, replace(query, kind="deployments", arg=query.names[0]), lang)
            return not_understood(lang)
        if query.problem == "unknown_model":  # "GPT-4o isn't in the data; closest: …"
            return render(lang, "not_found", name=query.names[0], missing_model=True,
                          suggestions=found.suggestions or _vendor_families(board, query.vendors))
        return render(lang, "not_found", name=query.names[0], suggestions=found.suggestions)
    tiers = [m for m in board.models if m.family_key == found.family_key]
    tiers.sort(key=lambda m: -(m.metric("speed").value if m.metric("speed") else -1))
    facts = store.family_models(db, found.family_key)
    _key, _name, _tier, creator, country, open_weights = facts[0]
    region = "cn" if country == "CN" else ("intl" if country else None)
    deployments = store.deployments_for(db, [f[0] for f in facts])
    ranks = boards.card_ranks(board, found.family_key, region) if tiers else None
    values = [v for m in tiers for v in m.values.values()]
    retired = None if tiers else store.retirement(db, found.family_key)
    # only what this card shows: its values, the retirement that dates it, its deployments
    dates = set(boards.as_of_dates(values)) | {d.as_of[:10] for d in deployments}
    sources = set(boards.sources_of(values)) | {d.source for d in deployments}
    if retired:  # off the boards: say when and by which catalogue, and date the card by that
        dates.add(retired[0][:10])
        sources.add(retired[1])
    footer = boards.dated_footer(sorted(dates), sources, board, lang)
    params = next((m for m in tiers if m.params_total_b or m.params_active_b), None)
    if params is None:
        params = store.family_params(db, found.family_key) or store.params_in_name(found.family)
    L = labels(lang)
    best_speed = _best(tiers, "speed") if tiers else None
    tier_lines = [
        (m, [(metric, _cell(metric, v, L), v.as_of[:10]) for metric in _CARD_METRICS
             if (v := m.metric(metric)) is not None])
        for m in tiers
    ]
    return render(
        lang, "card", family=found.family, tier_lines=tier_lines, creator=creator, country=country,
        not_measured=(None if params else "params") if query.asked == "params" else _not_measured(query.asked, tiers),
        country_asked=query.asked == "country", standing=_standing_on_board(board, found, query) if query.arg == "is_top" else None,
        lacking=[m for m in _LACKING if not any(t.metric(m) is not None for t in tiers)] if query.asked == "missing" else [],
        system_missing=next((s for s in query.systems if s and _deployment(db, found.family_key, s) is None), None),
        system_priced=next((system_label(d.system) for s in query.systems if s and s != "official" and (query.asked or "").startswith("price")
                            and (d := _deployment(db, found.family_key, s)) is not None), None),
        workloads=([_worked_out(query, tiers)] + ([_worked_out(replace(query, asked="duration"), tiers)]
                                                  if query.asked == "cost_and_time" else []))
        if query.tokens else ([_bought(query, tiers)] if query.budget else []),
        open_weights=open_weights, ranks=ranks, region=region, deployments=deployments,
        params=params, speed_num=lambda v: num(v, 0), trend=_speed_trend(db, facts),
        history_asked=query.asked == "history", deployments_asked=query.asked == "deployments",
        one_point=(num(best_speed.value, 0), best_speed.as_of[:10]) if best_speed else None,  # ("speed history": one snapshot)
        rank_dates=sorted({r.as_of[:10] for r in vars(ranks).values() if r is not None}) if ranks else [],
        rank_table=_rank_table(ranks, region, L) if ranks and wide_tables() else None,
        retired=retired[0][:10] if retired else None,
        tiers_held=[(m.tier, m.metric("speed")) for m in tiers] if query.asked == "tiers" else None, **footer,
    )


def _rank_table(ranks: boards.CardRanks, region: str | None, L: dict) -> tuple[list[str], list[list[str]], str] | None:
    """A card's ranks as one row of a native table: speed, in its region, intelligence, speed
    per dollar ("#3/40"; a rank the source published is marked)."""
    columns = [(L["col_speed_rank"], ranks.speed), (L["region_" + region], ranks.region_speed) if region else None,
               (L["col_intel_rank"], ranks.intelligence), (L["metric_value"], ranks.value)]
    shown = [(label, r) for label, r in filter(None, columns) if r is not None]
    if not shown:
        return None
    row = [L["rank_n"].format(n=r.rank) + (PUBLISHED_MARK if r.published else f"/{r.of}") for _, r in shown]
    return [label for label, _ in shown], [row], "r" * len(shown)


def _worked_out(query: Query, tiers: list[Model]) -> dict:
    """A card's answer to "how long do N tokens take" (at the best tier's speed, plus the wait
    for the first answer token where it is measured) or "what do N tokens cost" (per day and
    per 30-day month when the tokens are daily); a missing figure stays missing."""
    tokens = query.tokens or 0
    if query.asked == "duration":
        speed = _best(tiers, "speed") if tiers else None
        wait = (_best(tiers, "first_answer") or _best(tiers, "ttft")) if tiers else None
        return {"kind": "duration", "tokens": tokens, "metric": "price_out", "period": None,  # (output tokens, no period)
                "speed": speed.value if speed else None,
                "seconds": tokens / speed.value if speed and speed.value else None,
                "wait": wait.value if wait else None, "cny": None, "no_cny": False}
    metric = {"cost_in": "price_in", "cost_relay": "relay_cny"}.get(query.asked or "", "price_out")
    if query.asked == "cost_cny":  # in CNY: a relay site's price where there is one; else dollars (no exchange rate held)
        metric = "relay_cny" if tiers and _best(tiers, "relay_cny") else "price_out"
    price = _best(tiers, metric) if tiers else None
    cost = tokens / 1e6 * price.value if price else None
    other = _best(tiers, "price_in") if tiers and price is None and metric == "price_out" else None
    inputs = query.calls if metric == "price_out" else None  # "100万输入 20万输出": the input side too
    in_price = _best(tiers, "price_in") if tiers and inputs else None
    in_cost = inputs / 1e6 * in_price.value if in_price else None
    if cost is not None and in_cost is not None:
        cost += in_cost
    return {"kind": "cost", "tokens": tokens, "metric": metric, "price": price.value if price else None,
            "cur": "¥" if metric == "relay_cny" else "$",
            "inputs": inputs, "in_price": in_price.value if in_price else None, "in_cost": in_cost,
            "cost": cost, "period": query.period, "no_cny": query.asked == "cost_cny" and metric == "price_out", "month": cost * 30 if cost is not None and query.period == "day" else None,
            # ("按7.2算"): the dollar figure at the user's own rate, said to be theirs
            "rate": query.rate if metric == "price_out" and query.rate else None,
            "cny": cost * query.rate if cost is not None and metric == "price_out" and query.rate else None,
            # no output price: what the same tokens cost as input, said as such
            "input_price": other.value if other else None, "input_cost": tokens / 1e6 * other.value if other else None}


def _bought(query: Query, tiers: list[Model]) -> dict:
    """How many tokens a sum buys on one model ("$200 a month on luna"): at its output price
    (input tokens not counted), or said that its output price is missing (what the same sum buys
    as input, where its input price is known)."""
    price = _best(tiers, "price_out") if tiers else None
    other = _best(tiers, "price_in") if tiers and price is None else None
    return {"kind": "budget", "budget": query.budget, "period": query.period,
            "price": price.value if price else None,
            "tokens": query.budget / price.value * 1e6 if price and price.value else None,
            "input_price": other.value if other else None,
            "input_tokens": query.budget / other.value * 1e6 if other and other.value else None}


def _standing_on_board(board: Board, found: Resolved, query: Query) -> dict | None:
    """"is gpt-5.6 luna really the fastest?": its place on the whole board for that metric, and who leads."""
    metric = "price_out" if query.metric == "price" else query.metric
    ranked = boards.ranking(board, metric, Filter(query.region))
    place = next((i for i, e in enumerate(ranked, 1) if e.model.family_key == found.family_key), None)
    if not ranked:
        return None
    return {"metric": metric, "place": place, "of": len(ranked), "leader": model_label(ranked[0].model, board),
            "value": ranked[0].value.value, "top": place == 1, "region": query.region}


# the figures a card can have, for "what's missing for X" (derived ones follow from these)
_LACKING = ("speed", "first_answer", "ttft", "end_to_end", "price_in", "price_out", "intelligence", "relay_cny")


def _not_measured(asked: str | None, tiers: list[Model]) -> str | None:
    """The metric a card was asked about ("kimi k2.6 首字延迟多少") when none of its tiers has
    it: said to be not measured, never left out (issue 9)."""
    metric = boards.ranked_metric(asked)
    if metric in ("cost", "cost_in", "cost_relay", "cost_cny", "cost_and_time", "duration", "country", "budget", "params",
                  "missing", "tiers", "history", "deployments"):  # a workload (above the card), a country (its header)
        return None
    if metric is None or any(m.metric(metric) is not None for m in tiers):
        return None
    if metric == "ttft" and any(m.metric("first_answer") is not None for m in tiers):
        return None
    if metric in ("ttft", "first_answer", "end_to_end") and not any(m.metric(t) is not None for m in tiers
                                                                     for t in ("ttft", "first_answer", "end_to_end")):
        return "timings"  # ("kimi k2.6 ttft vs first answer token?": none of the three waits is measured, said)
    return metric


def _speed_trend(db: Database, facts: list) -> dict | None:
    """The family's best speed in every snapshot it appeared in, as a sparkline (gaps are
    spaces, never zeros); None with fewer than two measured snapshots."""
    from .analysis import sparkline

    series = store.best_series(db, [f[0] for f in facts], "speed")
    present = [v for _, v in series if v is not None]
    if len(present) < 2:
        return None
    return {"spark": sparkline([v for _, v in series]), "first": series[0][0][:10], "last": series[-1][0][:10],
            "count": len(present), "from": present[0], "to": present[-1]}


_CARD_METRICS = ("speed", "first_answer", "ttft", "end_to_end", "price_in", "price_out", "price_blended", "value", "intelligence",
                 "coding_index", "agentic_index", "relay_cny")


def _resolve_versioned(db: Database, name: str) -> Resolved:
    """A name with a version ("claude 3.5 sonnet", "deepsek v4 flsh"): a typo is forgiven only
    where the version numbers agree, since another version is another model."""
    strict = resolve(db, name, typos=False)
    if strict.family_key is not None and other_model(fold(name), strict.family):
        return Resolved(None, suggestions=[strict.family])  # "mimo v2.5" is not MiMo-V2.5-Pro
    if strict.family_key is not None and _versions(strict.family) != _versions(name):
        # "grok 4" is not Grok 4.5: another version is another model
        strict = Resolved(None, suggestions=[strict.family])
    if strict.family_key is not None or re.search(r"非|\bnon\b", name):  # "mimo v2.5 非pro": not the Pro
        return strict
    loose = resolve(db, name)
    if loose.family_key is not None and _versions(loose.family) == _versions(name):
        return loose
    return strict


def _versions(name: str) -> list[str]:
    return re.findall(r"\d+(?:\.\d+)?", name)


def _vendor_families(board: Board, vendors: tuple[str, ...], limit: int = 3) -> list[str]:
    """The closest a vendor's name can lead to: its fastest families on the board."""
    ranked = boards.ranking(board, "speed", Filter(creators=frozenset(vendors))) if vendors else []
    return [e.model.family for e in ranked[:limit]]


def _deployment_points(db: Database, query: Query) -> list:
    """The newest deployments the query admits, fastest first (seed 002, OpenRouter): its
    region, open weights, makers ("deepseek最快的部署是哪家") and system ("cerebras")."""
    from .pictures import deployment_points

    speed = [b for b in query.bounds if b.metric == "speed" and b.op != "has"]  # "deployments over 900 tok/s"
    named = {normalise(n) for n in query.names}  # ("who serves it": the last model's deployments)
    points = [d for d in deployment_points(db, open_only=query.open_only)
              if (query.region is None or d.region == query.region)
              and (not query.vendors or d.creator in query.vendors)
              and (not named or normalise(d.model) in named)
              and (query.kind != "deployments" or not query.arg or normalise(query.arg) in normalise(d.system))
              and all(_OPS[b.op](d.speed, b.value) for b in speed)]
    # One row per model and system: seed 002 gives NaiveRT's ~2,000 (its chart) and 2,122 (its
    # peak on 8 GPUs); the measured figure stands for both, else the faster reading.
    best: dict[tuple, object] = {}
    for d in sorted(points, key=lambda d: (d.approx, -d.speed)):
        best.setdefault((d.model, d.system), d)
    return sorted(best.values(), key=lambda d: -d.speed)


_OPS = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}


def _deployment(db: Database, family_key: str, system: str) -> store.Deployment | None:
    """The newest deployment of a family on the system named ("cerebras", "fireworks"); with
    no system named (""), its fastest deployment."""
    wanted = normalise(system)
    keys = [f[0] for f in store.family_models(db, family_key)]
    found = [d for d in store.deployments_for(db, keys)
             if not wanted or wanted in normalise(d.system) or wanted in normalise(d.hardware or "")]
    if not wanted:
        found.sort(key=lambda d: -(d.speed or 0))
    return found[0] if found else None


def _picked(db: Database, board: Board, names: tuple[str, ...], metric: str) -> tuple[str, ...]:
    """Of the models named, the one best on `metric` ("the cheaper one"); by input price where none
    has an output price; the first named where none has the figure."""
    def best(name: str, on: str) -> float | None:
        found = resolve(db, name)
        value = _best([m for m in board.models if m.family_key == found.family_key], on) if found.family_key else None
        return value.value if value else None
    for on in (metric, "price_in") if metric == "price_out" else (metric,):
        held = [(v, name) for name in names if (v := best(name, on)) is not None]
        if held:
            top = (max if boards.HIGHER_IS_BETTER[on] else min)(held, key=lambda p: p[0])
            return (top[1],)
    return names[:1]


def _hardware(words: str) -> tuple[bundled.Accelerator, int] | None:
    """"rtx4090 2" (`intents._hardware_words`) -> that accelerator and how many (one when unsaid)."""
    key, _, count = words.partition(" ")
    chosen = next((a for a in bundled.accelerators() if a.key == key), None)
    number = next((int(w) for w in count.split() if w.isdigit()), 1)
    return (chosen, max(1, min(number, 1024))) if chosen else None


def _fitting(params: store.Params, fit: tuple[bundled.Accelerator, int]) -> dict:
    """Whether a model's weights fit in `fit`'s memory at FP8 (1 byte a parameter) and at 4-bit, and
    how many of those cards each needs (weights only: the KV cache needs more)."""
    accelerator, count = fit
    total = params.params_total_b
    if total is None:
        return {"known": False}
    need = {p: max(1, math.ceil(total * bpp / accelerator.memory_gb)) for p, bpp in (("fp8", 1.0), ("int4", 0.5))}
    return {"known": True, "fp8_gb": total, "int4_gb": total / 2, "fp8": need["fp8"] <= count, "int4": need["int4"] <= count,
            "fp8_cards": need["fp8"], "int4_cards": need["int4"]}


def _sizes(db: Database, board: Board, query: Query, lang: str, fit: tuple[bundled.Accelerator, int] | None = None) -> str:
    """Every model whose parameter counts the data holds (a source's fact, or the name's own "375B
    A23B"), biggest first, within the board's filter where the board has the model; the models of
    that filter whose size no source states are counted, never guessed. With `fit` (an accelerator
    and a count), whether each one's weights fit in their memory."""
    flt = query_filter(replace(query, arg=None))
    on_board = {m.family_key: m for m in board.models}
    held: dict[str, tuple[str, object]] = {}
    rows = db.execute("SELECT family_key, family, params_total_b, params_active_b, params_approx, open_weights FROM models "
                      "WHERE params_total_b IS NOT NULL OR params_active_b IS NOT NULL").fetchall()
    for key, family, total, active, approx, open_weights in rows:
        model = on_board.get(key)
        if (model is not None and not flt.admits(model)) or (model is None and query.open_only and open_weights != 1) \
                or (model is None and (query.region or query.country or query.vendors)):
            continue
        held.setdefault(key, (family, store.Params(total, active, approx)))
    for key, model in on_board.items():
        if key not in held and flt.admits(model) and (named := store.params_in_name(model.family)):
            held[key] = (model.family, named)
    unstated = sorted({m.family for k, m in on_board.items() if k not in held and flt.admits(m)})
    sizes = sorted(held.values(), key=lambda p: -(p[1].params_total_b or p[1].params_active_b or 0))
    off_board = [key for key in held if key not in on_board]  # (a size from a deployment's article: its source named)
    extra = {d.source for d in store.deployments_for(db, [f[0] for k in off_board for f in store.family_models(db, k)])}
    fits = {family: _fitting(params, fit) for family, params in sizes} if fit else None
    if fit:
        extra.add(fit[0].source)
    return render(lang, "sizes", sizes=sizes, unstated=unstated, open_only=query.open_only, fit=fit, fits=fits,
                  **boards.footer([], board, lang, extra_sources=extra))


def _systems_as_sides(db: Database, names: tuple[str, ...], systems: tuple[str | None, ...]):
    """A side of a comparison that names no model but a serving system ("MiMo-V2.5-Pro 官方接口速度与
    UltraSpeed 部署速度"): the other side's model, served there."""
    out_names, out_systems = list(names), list(systems)
    for i, name in enumerate(names):
        found = resolve(db, name)
        if systems[i] is None and found.family_key is not None and any(s for j, s in enumerate(systems) if j != i) \
                and not store.load_board(db).families().get(found.family_key) \
                and _deployment(db, found.family_key, "official") is not None:
            # "Kimi K3: how much faster on Rubin NVL72 than on the official service?": a model with no board figure,
            # its maker's own service where a source measured it
            out_systems[i] = "official"
            continue
        if systems[i] is not None or found.family_key is not None:
            continue
        word = _system_word(db, fold(name), ())
        others = [n for j, n in enumerate(names) if j != i and resolve(db, n).family_key is not None]
        if word and others:
            model = resolve(db, others[0])
            if _deployment(db, model.family_key, word) is not None:
                out_names[i], out_systems[i] = model.family, word
    return tuple(out_names), tuple(out_systems)


def _compare(db: Database, board: Board, query: Query, lang: str) -> str:
    if query.problem:
        return render(lang, "problem", problem=query.problem, count=len(query.names))
    L = labels(lang)
    wait = boards.wait_metric(board)  # the wait a user feels: first answer token where measured (rule 12)
    columns = ["speed", wait, "price_out", "intelligence"]
    asked = {"price": "price_out", "relay": "relay_cny", "country": None, "cost": None, "cost_in": None,
             "cost_relay": None, "cost_cny": None, "duration": None, "speed_and_intelligence": None}.get(query.asked or "", query.asked)  # (a workload is a card's; a country a line)
    if asked and asked not in columns and asked in boards.HIGHER_IS_BETTER:
        columns.append(asked)  # "哪个性价比高": the figure asked about is in the table
    table, missing, shown, seen, served, lacking, countries, workloads = [], [], [], set(), [], [], [], []
    sizes: list = []  # (model, its parameter counts), when they were asked
    unserved: list[tuple[str, str]] = []  # (model, system): a deployment the data has no figure for
    given = tuple(query.systems or ())  # (one per name; a follow-up's one system for several names is each one's)
    systems = given * len(query.names) if len(given) == 1 else (given + (None,) * len(query.names))[:len(query.names)]
    names, systems = _systems_as_sides(db, query.names, systems)
    for maker in query.vendors if len(names) < 2 else ():  # "跟minimax比呢": that maker's best model on the figure asked
        measure = boards.ranked_metric(query.asked or "speed")
        top = boards.ranking(board, measure if measure in boards.HIGHER_IS_BETTER else "speed",
                             Filter(creators=frozenset([maker])), limit=1)
        if top and top[0].model.family not in names:
            names, systems = names + (top[0].model.family,), systems + (None,)
    for name, system in zip(names, systems):
        found = _resolve_versioned(db, name) if intents.unknown_model(fold(name)) else resolve(db, name)
        if system == "official" and (found.family_key is None or _deployment(db, found.family_key, system) is None):
            system = None  # "its official api": the maker's own service where the data has it, else the board's figures
        if found.family_key is None:  # named back, with the closest we know (its maker's, for "gemini 3 flash")
            missing.append((name, found.suggestions or _vendor_families(board, intents.vendors_in(fold(name)))))
            continue
        if (found.family_key, system) in seen:
            continue
        seen.add((found.family_key, system))
        tiers = [m for m in board.models if m.family_key == found.family_key]
        if not tiers and system is None:  # on no board, but served somewhere: its fastest deployment, said where
            runs = [d for d in store.deployments_for(db, [f[0] for f in store.family_models(db, found.family_key)])
                    if d.speed is not None]
            if runs:
                system = max(runs, key=lambda d: d.speed).system
        best = {metric: _best(tiers, metric) for metric in columns}
        if system is not None:  # "kimi k2.6 on cerebras": that deployment's measured speed, not the board's
            deployed = _deployment(db, found.family_key, system)
            if deployed is None:  # "groq vs cerebras for k2.6": no figure on that system, said so
                unserved.append((found.family, _provider_name(system) if system.islower() else system))
                continue
            served.append((found.family, deployed))
            best["speed"] = None if deployed.speed is None else Value(
                deployed.speed, deployed.as_of, deployed.source, "speed" in deployed.approx)
            # the deployment's own figures: the maker's API price or latency is not this system's
            best[wait] = Value(deployed.ttft, deployed.as_of, deployed.source) \
                if deployed.ttft is not None and wait == "ttft" else None
            best["price_out"] = None if deployed.price_out is None else Value(
                deployed.price_out, deployed.as_of, deployed.source)
        best["price_in"] = _best(tiers, "price_in") if system is None else None  # (the maker's, not the system's)
        if asked == "params":  # "which open models w/ param counts", "how big are they": the sizes the facts hold
            size = next((m for m in tiers if m.params_total_b or m.params_active_b), None) \
                or store.family_params(db, found.family_key) or store.params_in_name(found.family)
            if size:
                sizes.append((found.family, size))
            else:
                lacking.append(found.family)
        elif asked and best.get(asked) is None and not (asked == "price_out" and best["price_in"] is not None):
            lacking.append(found.family)  # the figure asked about is not measured for it: say so
        shown.extend(v for k, v in best.items() if k in columns)
        if query.tokens and system is None:  # the workload asked, worked out for each model
            workloads.append((found.family, _worked_out(query, tiers)))
        # a deployment's row says where ("Kimi K2.6 @ Cerebras"), beside the same model on the board
        table.append((f"{found.family} @ {system_label(deployed.system)}" if system is not None else found.family, best))
        if query.asked == "country":  # "…and where are they from"
            countries.append((found.family, next((m.country for m in tiers if m.country), None) if tiers else
                              store.family_models(db, found.family_key)[0][4]))
    if any(b["price_out"] is None and b["price_in"] is not None for _, b in table) and "price_in" not in columns:
        columns.append("price_in")  # a known price is never shown as missing, asked about or not
    shown.extend(b["price_in"] for _, b in table if "price_in" in columns)
    rows = _figures_in([[family] + [(k, best.get(k)) for k in columns] for family, best in table], L)
    header = [L["model"]] + [L["col_" + c] for c in columns]
    verdict = None  # two models: which wins on the figure asked (speed unless another), and by how much
    measure = asked if asked in boards.HIGHER_IS_BETTER else "speed"
    if measure == "price_out" and any(b.get("price_out") is None for _, b in table) \
            and all(b.get("price_in") is not None for _, b in table):
        measure = "price_in"  # "这俩哪个便宜" of two with input prices only: by input price (the verdict says which)
    verdicts = []
    for measure in (("speed", "intelligence") if query.asked == "speed_and_intelligence" else (measure,)):
        if len(table) == 2 and all(b.get(measure) is not None for _, b in table) and not query.tokens:
            (a, va), (b, vb) = [(f, best[measure].value) for f, best in table]
            verdicts.append(_verdict(measure, a, va, b, vb))
    verdicts = [v for v in verdicts if v]
    verdict = verdicts[0] if verdicts else None
    if len(table) > 2 and asked in boards.HIGHER_IS_BETTER and not query.tokens:  # "which of the 3 is cheapest": in order
        held = [(f, best[asked].value) for f, best in table if best.get(asked) is not None]
        held.sort(key=lambda p: -p[1] if boards.HIGHER_IS_BETTER[asked] else p[1])
        if len(held) >= 2 and held[0][1] != held[1][1]:
            verdict = {"metric": asked, "order": held, "of": len(table)}
    return render(lang, "compare", gap=_cost_gap(workloads), header=header, rows=rows, align="l" + "r" * len(columns), missing=missing,
                  unserved=unserved,
                  wait=wait, served=served, asked=asked, lacking=lacking, speed_num=lambda v: num(v, 0),
                  countries=countries, workloads=workloads, verdict=verdict, more_verdicts=verdicts[1:], sizes=sizes,
                  **boards.footer(shown, board, lang))


def _cost_gap(workloads: list[tuple[str, dict]]) -> dict | None:
    """Two models' costs of one workload against each other ("一个月差多少"): the dearer one, how much
    more it costs (a month too, for daily tokens) and how many times as much; None unless both are priced."""
    if len(workloads) != 2 or any(w["kind"] != "cost" or w["cost"] is None for _, w in workloads):
        return None
    (cheap, a), (dear, b) = sorted(workloads, key=lambda fw: fw[1]["cost"])
    if a["cur"] != b["cur"] or b["cost"] == a["cost"]:
        return None
    more = b["cost"] - a["cost"]
    return {"dear": dear, "cheap": cheap, "cur": b["cur"], "more": more, "period": b["period"],
            "month": more * 30 if b["month"] is not None else None,
            "times": b["cost"] / a["cost"] if a["cost"] > 0 else None}


def _best(tiers: list[Model], metric: str) -> Value | None:
    values = [v for m in tiers if (v := m.metric(metric)) is not None]
    if not values:
        return None
    return max(values, key=lambda v: v.value if boards.HIGHER_IS_BETTER[metric] else -v.value)


def _scenario(board: Board, query: Query, lang: str) -> tuple[str, tuple[str, ...]]:
    """The picks for a use case, and the families picked (for follow-ups)."""
    if query.problem:
        return render(lang, "problem", problem=query.problem), ()
    L = labels(lang)
    flt = query_filter(query)
    scenario = bundled.scenarios()[query.scenario]
    pick = boards.scenario_pick(board, scenario, flt, limit=min(query.limit, 5) if query.limit else 5)
    metric_col = "agent_time" if pick.metric == "agent_time" else pick.metric
    # the first token beside the answer's (rule 12); speed beside the input price of RAG
    beside = {"first_answer": ["ttft"], "price_in": ["speed"]}.get(pick.metric, [])
    # a price the question bounds is shown, so the filter can be checked ("realtime chat bot under 1 dollar")
    beside += [b.metric for b in query.bounds if b.metric != pick.metric and b.metric not in beside][:2]
    rows = _figures_in([[str(e.position), model_label(e.model, board), (metric_col, e.value)]
                        + [(c, e.model.metric(c)) for c in beside] for e in pick.entries], L)
    header = ["#", L["model"], L["col_" + metric_col]] + [L["col_" + c] for c in beside]
    return render(lang, "scenario", pick=pick, header=header, rows=rows, align="rl" + "r" * (1 + len(beside)),
                  query=query, **boards.footer([e.value for e in pick.entries]
                                               + [e.model.metric(c) for e in pick.entries for c in beside], board, lang)
                  ), tuple(e.model.family for e in pick.entries)


def _agent(board: Board, query: Query, lang: str) -> str:
    if query.problem:
        return render(lang, "problem", problem=query.problem)
    L = labels(lang)
    flt = query_filter(query)
    est = boards.agent_time(board, query.calls, query.tokens, flt)
    # Each row: the total, the per-call wait it counts, and the first token beside it (rule 12).
    beside = [c for c in [est.wait_metric] + (["ttft"] if est.wait_metric != "ttft" else [])
              if any(r.model.metric(c) is not None for r in est.timed[:10] + est.lower_bounds[:10])]
    timed = _figures_in([[str(i), model_label(r.model, board), _duration(r.seconds, L)]
                         + [(c, r.model.metric(c)) for c in beside] for i, r in enumerate(est.timed[:10], 1)], L)
    bounds = _figures_in([[str(i), model_label(r.model, board), "≥" + _duration(max(r.seconds, 0.1), L)]
                          + [(c, r.model.metric(c)) for c in beside]
                          for i, r in enumerate(est.lower_bounds[:10], 1)], L)
    header = ["#", L["model"], L["col_agent_time"]] + [L["col_" + c] for c in beside]
    values = [v for r in est.timed[:10] + est.lower_bounds[:10] for v in (r.speed, r.wait, r.ttft)]
    return render(lang, "agent", est=est, header=header, timed=timed, bounds=bounds, align="rl" + "r" * (1 + len(beside)),
                  **boards.footer(values, board, lang))


def _duration(seconds: float, L: dict) -> str:
    if seconds < 0.1:
        return f"<0.1{L['sec']}"
    if seconds < 120:
        return f"{seconds:.0f}{L['sec']}" if seconds >= 10 else f"{seconds:.1f}{L['sec']}"
    if seconds < 7200:
        return f"{seconds / 60:.1f}{L['min']}"
    return f"{seconds / 3600:.1f}{L['hour']}"


def _new(board: Board, query: Query, lang: str) -> tuple[str, list[str]]:
    """What's new, and the families it lists (for the follow-ups about them)."""
    L = labels(lang)
    flt = query_filter(query)
    top = int(query.arg[4:]) if (query.arg or "").startswith("top:") else None
    if top:  # "any new ones in the top 10?": among the board's N fastest (its filters kept)
        flt = replace(flt, families=frozenset(e.model.family for e in boards.ranking(board, "speed", flt, top)))
    models = boards.whats_new(board, flt)
    rows = _figures_in([[str(i), model_label(m, board), ("speed", m.metric("speed")), m.country or "—"]
                        for i, m in enumerate(models, 1)], L)
    header = ["#", L["model"], L["col_speed"], L["col_country"]]
    return render(lang, "new", header=header, rows=rows, align="rlrr", count=len(models), top=top, query=query,
                  among=len(query.among),
                  **boards.footer([m.metric("speed") for m in models], board, lang)), \
        list(dict.fromkeys(m.family for m in models))


def _lang(db: Database, query: Query, lang: str, chat_id: int | None) -> Reply:
    wanted = vocabulary().lang.word(fold(query.arg or ""))
    if wanted is None:
        return Reply([render(lang, "lang", changed=False, options=LANGS)], query)
    if chat_id is not None:
        store.set_chat_lang(db, chat_id, wanted)
    # said in the language asked in ("群組語言改成英文好了": in Chinese, rule 13), and in the new one
    said = [render(l, "lang", changed=True, options=LANGS, wanted=wanted) for l in dict.fromkeys((query.lang or wanted, wanted))]
    return Reply(["\n".join(said)], query, {"lang": wanted})


# Deep links: t.me/<bot>?start=<payload> (or ?startgroup=<payload>, which Telegram delivers
# as "/start@bot <payload>" in the group), payload [A-Za-z0-9_-]{1,64}: words joined by "_".
DEEP_LINKS = ("top", "ttft", "cheap", "value", "smart", "china", "intl", "new", "model", "compare", "scenario",
              "agent", "tradeoff", "source", "help")
SUBSCRIBE = "sub"  # /start sub_daily, sub_weekly...: the subscription flow (bot.subscriptions)


def deep_link_words(payload: str | None) -> list[str]:
    """A /start payload ([A-Za-z0-9_-], at most 64) as words: 'top_china' -> ['top', 'china']."""
    return (payload or "").replace("-", " ").replace("_", " ").split()


def is_subscribe_link(payload: str | None) -> bool:
    words = deep_link_words(payload)
    return bool(words) and words[0] == SUBSCRIBE


def deep_link_known(payload: str | None) -> bool:
    """Whether /start <payload> opens an answer or a flow (else it is a plain /start)."""
    words = deep_link_words(payload)
    return bool(words) and (words[0] in DEEP_LINKS or words[0] == SUBSCRIBE)


def _deep_link(db: Database, query: Query, lang: str, chat_id: int | None) -> Reply:
    words = deep_link_words(query.arg)
    if not deep_link_known(query.arg):
        return answer(db, Query("start"), lang, chat_id=chat_id)
    if words[0] == SUBSCRIBE:  # a flow, handled where the chat is known (bot.app)
        return answer(db, Query("start"), lang, chat_id=chat_id)
    inner = parse_command(words[0], " ".join(words[1:]))
    reply = answer(db, inner, lang, chat_id=chat_id)
    return replace(reply, query=query)


# -- inline mode ---------------------------------------------------------------------------

INLINE_MAX = 50  # Telegram's limit of results per inline answer
_INLINE_METRICS = ("speed", "ttft", "price_out", "value", "intelligence")
_INLINE_KINDS = ("board", "tradeoff", "card", "compare", "scenario", "agent", "new", "source")


@dataclass(frozen=True)
class InlineItem:
    id: str
    title: str  # the answer's first line, as the user reads it
    description: str  # its second line
    html: str  # the message sent when the user picks it (one page, at most 4096 characters)
    rich: str | None = None  # the same answer with native tables (rich_form), when asked for and it has tables


def inline_answers(db: Database, text: str, lang: str, *, rich: bool = False) -> list[InlineItem]:
    """"@bot top china" in any chat: the answer to the text first, then the same region on
    every metric and every scenario; with no text, the global boards. With `rich`, each also
    carries its rich form (native tables) where it has one."""
    text = " ".join(text.split())
    asked = understand(db, text) if text else Query("board")
    lang = asked.lang or lang  # "@bot 最便宜的国产模型": answers in the language typed (rule 13)
    queries = [asked] if asked.kind in _INLINE_KINDS and not asked.problem else []
    region, open_only = asked.region, asked.open_only
    queries += [Query("board", metric=m, region=region, open_only=open_only) for m in _INLINE_METRICS]
    queries += [Query("scenario", scenario=key, region=region, open_only=open_only) for key in bundled.scenarios()]
    queries += [Query("tradeoff", region=region), Query("new", region=region)]
    items: list[InlineItem] = []
    seen: set[str] = set()
    for query in queries:
        reply = answer(db, query, lang)
        page = reply.pages[0]
        if page in seen:
            continue
        seen.add(page)
        lines = [line for line in to_plain(page).splitlines() if line.strip()]
        items.append(InlineItem(str(len(items)), lines[0][:120], lines[1][:200] if len(lines) > 1 else "", page,
                                rich_form(db, reply, lang) if rich else None))
        if len(items) == INLINE_MAX:
            break
    return items

