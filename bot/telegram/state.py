"""The state every handler and job shares, typed (python-telegram-bot's `ContextTypes`)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, TypeAlias

from telegram.ext import CallbackContext, ContextTypes, ExtBot

from .. import store
from ..intents import LastShown, Query, query_dict, query_from, workload_of

if TYPE_CHECKING:
    from sqlite_utils import Database

    from ..config import Config
    from ..worker import Painter, Worker
    from .broadcast import Lane
    from .guard import RequestBudget
    from .send import RichSupport


@dataclass
class BotData:
    """What the application holds for its whole life (set up by `app.build_application`)."""

    db: Database = None  # type: ignore[assignment]
    config: Config = None  # type: ignore[assignment]
    budget: RequestBudget | None = None  # None: no request budget (the terminal, benchmarks)
    schedule_jobs: bool = True  # the terminal runs no jobs
    worker: Worker = None  # type: ignore[assignment]  # slow work off the event loop
    painter: Painter | None = None  # charts drawn in another process (None: in a thread, the terminal)
    lane: Lane | None = None  # the alert lane, while the bot runs
    rich: RichSupport = None  # type: ignore[assignment]  # native tables: wanted, or refused by the server
    introduced: dict[int, float] = field(default_factory=dict)  # chat -> when the bot last introduced itself
    reported: dict[str, float] = field(default_factory=dict)  # failure -> when operators were last told

    def recent(self, chat_id: int) -> LastShown:
        """What this chat was last shown (kept in the database: a restart, or `leaderbot ask`,
        still knows what "它的价格呢" or "下一页" refers to)."""
        saved = store.chat_context(self.db, chat_id)
        # ("card" is stored for one model's card, which keeps the model before it: "models" to the follow-ups,
        # and not a comparison whose rows "第三个" could mean)
        return LastShown(query_from(saved.board) if saved.board else None, saved.board_total, saved.board_rows,
                         saved.models, "models" if saved.last == "card" else saved.last, saved.workload, saved.makers,
                         saved.asked, card=saved.last == "card")

    def remember(self, chat_id: int, query: Query, extra: dict, before: LastShown | None = None) -> None:
        """After an answer: its board and the rows it showed, or the models of its card or
        comparison; `before`: what the chat had been shown (read for this message already)."""
        last = before if before is not None else self.recent(chat_id)
        last_board = query_dict(last.board) if last.board else None
        # the last workload is kept for "按我那个量" later on, marked as not the last answer's ("换minimax m3呢" needs that)
        kept = dict(last.workload, stale=True) if last.workload else None
        makers = query.vendors if query.vendors and query.kind in ("board", "makers") else last.makers  # ("这三家")
        if "rows" in extra:  # a board, or a scenario's picks (its filters, kept as a board's: "那换成按价格排呢")
            board = extra.get("board") or (replace(query, kind="board", metric="speed", scenario=None),
                                           len(extra["rows"]))
            saved = store.ChatContext("board", query_dict(board[0]), board[1], tuple(extra["rows"]), last.models, kept,
                                      makers=makers)
        elif query.kind == "tradeoff" or (query.kind == "agent" and query.problem is None) \
                or (query.kind == "makers" and query.vendors):
            # "那国产的呢" after it: the same table for China; "and with deepseek v4 pro?" after an agent's time;
            # "这三家的输出价格比一下" after the makers asked about: their models. An agent's calls are a workload of
            # their tokens all told ("跑同樣任務要多少錢、多久" on another model)
            if query.kind == "agent" and query.calls and query.tokens:
                kept = {"tokens": query.calls * query.tokens, "asked": None, "calls": None, "period": None,
                        "budget": None, "requests": None, "of": list(query.among)}
            saved = store.ChatContext("board", query_dict(query), 0, (), last.models, kept, makers=makers)
        elif query.kind in ("bound", "bandwidth") and query.arg and query.problem is None:  # "what about fp16", "h100呢"
            saved = store.ChatContext("board", query_dict(query), 0, (), last.models, kept, makers=makers)
        elif query.kind == "subscribe":  # "只要国产的" after "有新模型马上告诉我": the subscription's board, changed
            saved = store.ChatContext("settings", last_board, last.total, last.rows, last.models, kept, makers=makers)
        elif query.kind in ("card", "compare") and query.names and (query.problem is None or (
                query.problem == "unknown_model" and query.kind == "card")):
            # (a model not in the data, named back, is the one "那pro呢" carries: "mimo v2.5" -> MiMo-V2.5-Pro)
            # a card keeps the model before it too: "deepseek v4 pro 怎么样", "那kimi k2.6呢", "这俩谁便宜"
            models = query.names if query.kind == "compare" else \
                query.names + tuple(m for m in last.models if m not in query.names)[:1]
            workload = workload_of(query)
            before = last.workload or {}
            if workload and workload.get("asked") == "duration" and (cost := before.get("cost") or (
                    before if before.get("tokens") and before.get("asked") != "duration" else None)):
                # a time asked after a cost keeps the cost's volume beside it ("同上面一样嘅用量，每月几钱" later)
                workload = {**workload, "cost": {k: v for k, v in cost.items() if k not in ("stale", "cost")}}
            saved = store.ChatContext("models" if query.kind == "compare" else "card", last_board, last.total, last.rows,
                                      models, workload or kept,
                                      makers=makers, asked=query.asked)
        else:
            return
        store.save_chat_context(self.db, chat_id, saved)


Context: TypeAlias = CallbackContext[ExtBot, dict, dict, BotData]
CONTEXT_TYPES = ContextTypes(bot_data=BotData)
