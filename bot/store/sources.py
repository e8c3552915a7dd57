"""What the scheduler knows about each live source, and the chats' own settings."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

from sqlite_utils import Database

from .schema import _now

# -- live sources: scheduling state ------------------------------------------------------


@dataclass
class SourceState:
    source: str
    quota_limit: int | None = None
    quota_remaining: int | None = None
    quota_reset_at: str | None = None
    quota_observed_at: str | None = None
    last_attempt_at: str | None = None
    last_success_at: str | None = None
    last_error: str | None = None
    failures: int = 0
    failing_since: str | None = None
    next_due_at: str | None = None
    reported_at: str | None = None


_STATE_COLUMNS = [f for f in SourceState.__dataclass_fields__]


def source_state(db: Database, source: str) -> SourceState:
    row = db.execute(f"SELECT {', '.join(_STATE_COLUMNS)} FROM source_state WHERE source = ?", [source]).fetchone()
    return SourceState(*row) if row else SourceState(source)


def save_source_state(db: Database, state: SourceState) -> None:
    with db.atomic():
        db["source_state"].upsert(asdict(state), pk="source")


def source_states(db: Database) -> list[SourceState]:
    return [SourceState(*r) for r in db.execute(f"SELECT {', '.join(_STATE_COLUMNS)} FROM source_state ORDER BY source")]


def previous_complete_count(db: Database, source: str) -> int | None:
    """Models the newest accepted complete catalogue of `source` listed, readable or not
    (counted as `Snapshot.listed` counts a new one); None if there is none."""
    row = db.execute(
        "SELECT s.listed FROM snapshots s WHERE s.source = ? AND s.coverage = 'complete' AND s.status = 'ok' "
        "ORDER BY s.as_of DESC, s.id DESC LIMIT 1",
        [source],
    ).fetchone()
    return row[0] if row else None


def published_metrics(db: Database, source: str) -> list[str]:
    """The metrics the newest good complete snapshot of `source` has values for."""
    return [m for (m,) in db.execute(
        "SELECT DISTINCT metric FROM observations WHERE metric != 'new_mark' AND until_snapshot = ("
        " SELECT id FROM snapshots WHERE source = ? AND coverage = 'complete' AND status = 'ok'"
        " ORDER BY as_of DESC, id DESC LIMIT 1) ORDER BY metric",
        [source],
    )]




def bundled_as_of(db: Database) -> str | None:
    """The dates the bundled data is as of: one date, or 'first – last'."""
    first, last = db.execute("SELECT MIN(SUBSTR(as_of, 1, 10)), MAX(SUBSTR(as_of, 1, 10)) FROM snapshots "
                             "WHERE bundled = 1").fetchone()
    if first is None:
        return None
    return first if first == last else f"{first} – {last}"


# -- chats ------------------------------------------------------------------------------


def chat_lang(db: Database, chat_id: int) -> str | None:
    row = db.execute("SELECT lang FROM chats WHERE chat_id = ?", [chat_id]).fetchone()
    return row[0] if row else None


def chat_spoken(db: Database, chat_id: int) -> str | None:
    """The language this chat last wrote words in ("zh"/"en"), None before its first words."""
    row = db.execute("SELECT spoken FROM chats WHERE chat_id = ?", [chat_id]).fetchone()
    return row[0] if row else None


def note_spoken(db: Database, chat_id: int, lang: str) -> None:
    """A message in words: its language is the chat's spoken one (written only when it changes)."""
    if chat_spoken(db, chat_id) == lang:
        return
    with db.atomic():
        db.execute(
            "INSERT INTO chats (chat_id, spoken, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT(chat_id) DO UPDATE SET spoken = excluded.spoken, updated_at = excluded.updated_at",
            [chat_id, lang, _now()],
        )


def set_chat_lang(db: Database, chat_id: int, lang: str) -> None:
    with db.atomic():
        db.execute(
            "INSERT INTO chats (chat_id, lang, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT(chat_id) DO UPDATE SET lang = excluded.lang, updated_at = excluded.updated_at",
            [chat_id, lang, _now()],
        )


@dataclass(frozen=True)
class ChatContext:
    """What a chat was last shown: its last board (the query as a dict, the board's length,
    the families on the page shown) and the models of its last card or comparison, with the
    workload that answer was asked about (a cost's volumes), if it was the last answer."""

    last: str = ""  # "board", "models" or "settings": which came last ("" for a chat shown neither)
    board: dict | None = None
    board_total: int = 0
    board_rows: tuple[str, ...] = ()
    models: tuple[str, ...] = ()
    workload: dict | None = None
    makers: tuple[str, ...] = ()  # the makers last asked about by name ("这三家" later)
    asked: str | None = None  # the figure the last card or comparison was asked for (a price kind, "ttft")


def chat_context(db: Database, chat_id: int) -> ChatContext:
    row = db.execute("SELECT last, board, board_total, board_rows, models, workload, makers, asked FROM chat_context "
                     "WHERE chat_id = ?", [chat_id]).fetchone()
    if row is None:
        return ChatContext()
    last, board, total, rows, models, workload, makers, asked = row
    return ChatContext(last, json.loads(board) if board else None, total, tuple(json.loads(rows)),
                       tuple(json.loads(models)), json.loads(workload) if workload else None,
                       tuple(json.loads(makers)) if makers else (), asked)


def save_chat_context(db: Database, chat_id: int, context: ChatContext) -> None:
    with db.atomic():
        db.execute(
            "INSERT OR REPLACE INTO chat_context (chat_id, last, board, board_total, board_rows, models, workload, "
            "makers, asked, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [chat_id, context.last, json.dumps(context.board, ensure_ascii=False) if context.board else None,
             context.board_total, json.dumps(list(context.board_rows), ensure_ascii=False),
             json.dumps(list(context.models), ensure_ascii=False),
             json.dumps(context.workload) if context.workload else None,
             json.dumps(list(context.makers), ensure_ascii=False) if context.makers else None, context.asked, _now()],
        )
