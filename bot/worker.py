"""Slow work beside the bot's event loop: queueing digests and instant alerts, fetching and
ingesting live sources (`Worker`), and drawing charts (`Painter`).

A `Worker` is one thread with its own event loop and its own connection to the database
(an SQLite connection belongs to the thread that opened it; in WAL mode the bot's readers
never wait for its writes, and its writes are short transactions). The bot's loop hands it
work and awaits the result, so users are answered while a digest send-out is queued or a
source stalls. An in-memory database has no file to share: there the work runs in place.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import multiprocessing
import pickle
import sys
import threading
from collections.abc import Awaitable, Callable
from concurrent.futures import ProcessPoolExecutor
from typing import TypeVar

from sqlite_utils import Database

from . import store

log = logging.getLogger(__name__)

T = TypeVar("T")
# The interpreter hands the GIL between threads every this many seconds (Python's default is
# 5 ms): while the worker computes, the bot's loop gets it back within a millisecond. Only
# while it computes: switching that often costs the rest of the process some throughput.
SWITCH_INTERVAL = 0.001


class Worker:
    """A thread for slow work on its own database connection (see the module's docstring)."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._path = store.db_file(db)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._own: Database | None = None
        self._busy = 0
        self._interval = sys.getswitchinterval()

    @property
    def apart(self) -> bool:
        """Whether work runs in a thread of its own (a database file), not in place."""
        return self._path is not None

    def start(self) -> None:
        if not self.apart or self._thread is not None:
            return
        # The bot's own commits never copy the write-ahead log back into the database (SQLite
        # does that on the commit that finds the log long, which may take a while): the
        # worker's connection, which writes the most, does it in its thread.
        self._db.execute("PRAGMA wal_autocheckpoint=0")
        ready = threading.Event()

        def main() -> None:
            self._loop = asyncio.new_event_loop()
            self._own = store.open_db(self._path)
            ready.set()
            try:
                self._loop.run_forever()
            finally:
                self._own.close()
                self._loop.close()

        self._thread = threading.Thread(target=main, name="leaderbot-worker", daemon=True)
        self._thread.start()
        ready.wait()

    async def run(self, work: Callable[[Database], T | Awaitable[T]]) -> T:
        """`work(db)` (a function or a coroutine function) on the worker's connection."""
        if self._loop is None:
            result = work(self._db)
            return await result if inspect.isawaitable(result) else result  # type: ignore[return-value]
        future = asyncio.run_coroutine_threadsafe(self._call(work), self._loop)
        return await asyncio.wrap_future(future)

    async def _call(self, work: Callable[[Database], T | Awaitable[T]]) -> T:
        if not self._busy:
            self._interval = sys.getswitchinterval()
            sys.setswitchinterval(min(self._interval, SWITCH_INTERVAL))
        self._busy += 1
        try:
            result = work(self._own)  # type: ignore[arg-type]
            return await result if inspect.isawaitable(result) else result  # type: ignore[return-value]
        finally:
            self._busy -= 1
            if not self._busy:
                sys.setswitchinterval(self._interval)

    def stop(self, timeout: float = 5.0) -> None:
        """Stop the thread once its current work is done (or after `timeout` seconds)."""
        if self._loop is None or self._thread is None:
            return
        loop = self._loop

        def stop_all() -> None:
            for task in asyncio.all_tasks(loop):
                task.cancel()
            loop.call_soon(loop.stop)

        loop.call_soon_threadsafe(stop_all)
        self._thread.join(timeout)
        if self._thread.is_alive():
            log.warning("the worker was still busy at shutdown")
        self._loop, self._thread = None, None


class Painter:
    """Charts drawn in a process of their own. matplotlib keeps the GIL while it draws, so a
    chart drawn in a thread would still hold the bot's loop for a hundred milliseconds at a
    time; in another process it holds nothing. Started on the first chart."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None

    async def draw(self, picture) -> bytes:
        """The picture's PNG (a bot.pictures.Picture), drawn once and kept."""
        if picture.png is not None:
            return picture.png
        draw = picture.draw
        try:
            pickle.dumps(draw)
        except Exception:  # noqa: BLE001 - a drawing that can't travel is drawn in a thread
            return await asyncio.to_thread(picture.render)
        if self._pool is None:
            self._pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))
        png = await asyncio.wrap_future(self._pool.submit(draw))
        picture.keep(png)
        return png

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
