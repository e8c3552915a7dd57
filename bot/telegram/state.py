"""The state every handler and job shares, typed (python-telegram-bot's `ContextTypes`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeAlias

from telegram.ext import CallbackContext, ContextTypes, ExtBot

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


Context: TypeAlias = CallbackContext[ExtBot, dict, dict, BotData]
CONTEXT_TYPES = ContextTypes(bot_data=BotData)
