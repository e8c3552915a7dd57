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
    # chat -> the last board it was shown and that board's length, for "下一页" / "more" typed as
    # text (the newest chats kept; a restart forgets, and the reply then says how to page)
    shown: OrderedDict[int, tuple[Query, int]] = field(default_factory=OrderedDict)

    def remember_board(self, chat_id: int, board: tuple[Query, int]) -> None:
        self.shown[chat_id] = board
        self.shown.move_to_end(chat_id)
        while len(self.shown) > SHOWN_KEPT:
            self.shown.popitem(last=False)


Context: TypeAlias = CallbackContext[ExtBot, dict, dict, BotData]
CONTEXT_TYPES = ContextTypes(bot_data=BotData)
