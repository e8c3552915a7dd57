"""The state every handler and job shares, typed (python-telegram-bot's `ContextTypes`)."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeAlias

from telegram.ext import CallbackContext, ContextTypes, ExtBot

if TYPE_CHECKING:
    from sqlite_utils import Database

    from ..config import Config
    from ..intents import Query
    from ..worker import Painter, Worker
    from .broadcast import Lane
    from .guard import RequestBudget
    from .send import RichSupport

SHOWN_KEPT = 10_000  # chats whose last board is remembered


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
    # chat -> what it was last shown, for follow-ups typed as text ("下一页", "它的智能分呢", "那国产的呢");
    # the newest chats kept; a restart forgets, and a follow-up is then answered as it stands
    shown: OrderedDict[int, Recent] = field(default_factory=OrderedDict)

    def recent(self, chat_id: int) -> Recent:
        return self.shown.get(chat_id) or Recent()

    def remember(self, chat_id: int, query: Query, board: tuple[Query, int] | None) -> None:
        """After an answer: its board, or the models of its card or comparison."""
        last = self.recent(chat_id)
        if board is not None:
            last = Recent(board, last.subject)
        elif query.kind in ("card", "compare") and query.names and query.problem is None:
            last = Recent(last.board, query.names)
        else:
            return
        self.shown[chat_id] = last
        self.shown.move_to_end(chat_id)
        while len(self.shown) > SHOWN_KEPT:
            self.shown.popitem(last=False)


@dataclass(frozen=True)
class Recent:
    """What a chat was last shown: a board (with its length) and the models last asked about."""

    board: tuple[Query, int] | None = None
    subject: tuple[str, ...] = ()


Context: TypeAlias = CallbackContext[ExtBot, dict, dict, BotData]
CONTEXT_TYPES = ContextTypes(bot_data=BotData)
