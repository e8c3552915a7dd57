"""Picture and file commands: /chart, /history, /frontier, /bound and /export. Each parses
its words, asks bot.pictures for the outcome (a photo, a file or a text answer) and hands
it to the sender, which draws a chart off the event loop."""

from __future__ import annotations

from telegram import Update

from .. import pictures
from ..intents import Query
from ..pictures import Outcome
from . import send
from .chats import chat_language
from .send import Place
from .state import Context


def _args(update: Update) -> str:
    parts = (update.effective_message.text or "").split(maxsplit=1)
    return parts[1] if len(parts) > 1 else ""


async def _answer(update: Update, context: Context, make) -> None:
    db = context.bot_data.db
    await send.outcome(context, Place.of(update), make(db, _args(update), chat_language(db, update)))


async def on_chart(update: Update, context: Context) -> None:
    """/chart [price|smart|value] [china|intl|open]: speed against price or intelligence, or speed per dollar, as a photo."""
    await _answer(update, context, pictures.chart_reply)


async def on_history(update: Update, context: Context) -> None:
    """/history MODEL: the model's speed, TTFT and price over time, as a photo."""
    await _answer(update, context, pictures.history_chart)


async def on_frontier(update: Update, context: Context) -> None:
    """/frontier [china|intl]: deployment speed against model size for big open-weights models, as a photo."""
    await _answer(update, context, pictures.frontier_reply)


async def on_bound(update: Update, context: Context) -> None:
    """/bound MODEL [GPU] [precision] [GPUs]: the memory-bandwidth ceiling on one stream's speed."""
    await _answer(update, context, lambda db, args, lang: Outcome(text=pictures.bound_reply(db, args, lang)))
    if context.args and update.effective_chat:  # "what about fp16" next: the same ceiling, changed
        context.bot_data.remember(update.effective_chat.id, Query("bound", arg=" ".join(context.args)), {})


async def on_export(update: Update, context: Context) -> None:
    """/export [filters] | MODEL: the board, or a model's history, as a CSV file."""
    await _answer(update, context, pictures.export)


COMMANDS = {"chart": on_chart, "history": on_history, "frontier": on_frontier, "bound": on_bound, "export": on_export}
