"""Keeping the boards current: which live source is due, fetching it, validating the
result and storing it (or quarantining it), and what operators need to hear.

`sources` fetches and parses; `store` persists; this module decides. The decisions
(is it due, when next, when to tell the operators) are pure functions of the stored
state and `now`, so nothing depends on the process staying up: `leaderbot tick` and
the bot's job queue call the same `run_due`.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import logging
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import httpx
from sqlite_utils import Database

from . import bundled, notify, store
from .config import DATA_DIR, Config
from .names import normalise
from .snapshots import FORMAT, Snapshot, SnapshotError, check_date, parse_own_format, utc_iso
from .sources import (
    AccessDenied,
    BadApiKey,
    CatalogueTooLong,
    QuotaExhausted,
    RateLimited,
    SourceError,
    Quota,
    assess_catalogue,
    fetch_aa_pages,
    EXPECTED_METRICS,
    fetch_openrouter_endpoints,
    null_fraction,
    parse_aa_pages,
    parse_openrouter_endpoints,
    read_openrouter_models,
)

log = logging.getLogger(__name__)

AA = "artificial-analysis"
_SOURCE_WIDE = (BadApiKey, AccessDenied, RateLimited, QuotaExhausted)
OPENROUTER = "openrouter"


@dataclass(frozen=True)
class Schedule:
    interval: dt.timedelta
    jitter: float = 0.1  # up to this fraction of the interval is added at random


# Artificial Analysis re-measures about every 3 hours; OpenRouter's figures are 30-minute
# windows, but each model is one request, so twice a day is plenty for deployments.
SCHEDULES = {AA: Schedule(dt.timedelta(hours=3)), OPENROUTER: Schedule(dt.timedelta(hours=12))}
FIRST_RETRY = dt.timedelta(minutes=10)
TOO_LONG_RETRY = dt.timedelta(days=1)  # a catalogue past the page limit is tried once a day
HTTP_TIMEOUT = httpx.Timeout(30.0, connect=10.0)


def make_client() -> httpx.AsyncClient:
    """The HTTP client for a one-off fetch (`leaderbot ingest`, `leaderbot tick`)."""
    return httpx.AsyncClient(timeout=HTTP_TIMEOUT)
REPORT_AFTER = dt.timedelta(days=1)


def configured_sources(config: Config) -> list[str]:
    """Live sources this deployment can fetch (each needs its key)."""
    return [name for name, key in ((AA, config.aa_api_key), (OPENROUTER, config.openrouter_api_key)) if key]


# -- pure decisions --------------------------------------------------------------------


def _at(value: str | None) -> dt.datetime | None:
    return dt.datetime.fromisoformat(value) if value else None



def is_due(state: store.SourceState, now: dt.datetime) -> bool:
    due = _at(state.next_due_at)
    return due is None or due <= now


def after_success(state: store.SourceState, now: dt.datetime, schedule: Schedule,
                  rng: Callable[[], float] = random.random) -> store.SourceState:
    jitter = schedule.interval * (schedule.jitter * rng())
    return replace(state, last_attempt_at=utc_iso(now), last_success_at=utc_iso(now), last_error=None, failures=0,
                   failing_since=None, next_due_at=utc_iso(now + schedule.interval + jitter))


def after_failure(state: store.SourceState, now: dt.datetime, schedule: Schedule, error: str,
                  retry_at: dt.datetime | None = None) -> store.SourceState:
    """Back off exponentially (10 min, 20, 40...) up to the normal interval; a source that
    named its own retry time is asked again then and not before."""
    failures = state.failures + 1
    backoff = min(schedule.interval, FIRST_RETRY * 2 ** (failures - 1))
    next_due = max(now + backoff, retry_at) if retry_at else now + backoff
    return replace(state, last_attempt_at=utc_iso(now), last_error=error, failures=failures,
                   failing_since=state.failing_since or utc_iso(now), next_due_at=utc_iso(next_due))


def report_due(state: store.SourceState, now: dt.datetime) -> bool:
    """Operators hear about a source failing for a day, then at most once a day."""
    since = _at(state.failing_since)
    if since is None or now - since < REPORT_AFTER:
        return False
    reported = _at(state.reported_at)
    return reported is None or reported < since or now - reported >= REPORT_AFTER


# -- one refresh -------------------------------------------------------------------------


@dataclass
class Outcome:
    source: str
    stored: store.SaveResult | None = None
    snapshot: Snapshot | None = None
    quarantined: list[str] = field(default_factory=list)
    rejected: list[tuple[str, str]] = field(default_factory=list)
    notes: list[tuple[str, str]] = field(default_factory=list)
    error: str | None = None
    skipped: bool = False
    report: str | None = None  # what the operators should be told, plain text

    @property
    def ok(self) -> bool:
        return self.error is None and not self.skipped


def store_parsed(db: Database, snap: Snapshot, outcome: Outcome) -> Outcome:
    """Save a parsed snapshot; a complete catalogue that moved too much, or came back
    mostly empty, is kept for audit but quarantined: no boards, no alerts."""
    if snap.coverage == "complete":
        reasons = assess_catalogue(snap.listed, _missing_share(db, snap),
                                   store.previous_complete_count(db, snap.source))
        if reasons:
            outcome.quarantined = reasons
    outcome.snapshot = snap
    with db.atomic():  # the snapshot and the events it makes are written together or not at all
        before = store.load_board(db)
        outcome.stored = store.save_snapshot(db, snap, creators=bundled.creator_table(),
                                             status="quarantined" if outcome.quarantined else "ok",
                                             quarantine_reason="; ".join(outcome.quarantined) or None)
        if not outcome.quarantined:
            notify.record_events(db, before, store.load_board(db), outcome.stored.snapshot_id)
    if outcome.quarantined:
        outcome.report = (f"{snap.source}: snapshot {outcome.stored.snapshot_id} as of {snap.as_of} quarantined: "
                          + "; ".join(outcome.quarantined)
                          + f". If it is right after all: leaderbot ingest --release {outcome.stored.snapshot_id}")
    return outcome


class ReleaseError(ValueError):
    """The snapshot can't be released; the message says why, for the operator."""


def release(db: Database, snapshot_id: int) -> Outcome:
    """An operator's word that a quarantined snapshot is right after all: it is stored
    again from its raw payload as a good one (boards, events, a baseline for the next
    catalogue) and the quarantined copy goes."""
    row = db.execute("SELECT source, as_of, fetched_at, status FROM snapshots WHERE id = ?",
                     [snapshot_id]).fetchone()
    if row is None:
        raise ReleaseError(f"there is no snapshot {snapshot_id}")
    source, as_of, fetched_at, status = row
    if status != "quarantined":
        raise ReleaseError(f"snapshot {snapshot_id} is not quarantined")
    snap, outcome = _reparse(store.raw_payload(db, snapshot_id), source, as_of, fetched_at)
    with db.atomic():
        store.drop_quarantined(db, snapshot_id)
        outcome.snapshot = snap
        before = store.load_board(db)
        outcome.stored = store.save_snapshot(db, snap, creators=bundled.creator_table())
        notify.record_events(db, before, store.load_board(db), outcome.stored.snapshot_id)
    return outcome


def _reparse(raw: str, source: str, as_of: str, fetched_at: str) -> tuple[Snapshot, Outcome]:
    if not raw:
        raise ReleaseError("its raw payload is past LEADERBOT_RAW_RETENTION_DAYS and was pruned")
    try:
        payload = json.loads(raw)
    except json.JSONDecodeError:
        raise ReleaseError("its raw payload is not JSON") from None
    kind = _kind(payload)
    if kind == "aa":
        parsed = parse_aa_pages(payload if isinstance(payload, list) else [payload], fetched_at=fetched_at,
                                as_of=as_of, source=source)
        return parsed.snapshot, Outcome(source, rejected=parsed.rejected, notes=parsed.notes)
    if kind == "own":
        snap = parse_own_format(payload, raw=raw)
        _override(snap, as_of, source)
        snap.fetched_at = fetched_at
        return snap, Outcome(source)
    raise ReleaseError("its raw payload is not a catalogue leaderbot can read again")


def _missing_share(db: Database, snap: Snapshot) -> float:
    """Share of missing values among the metrics this source publishes: those of its last
    complete catalogue (Artificial Analysis: speed, TTFT, prices, intelligence), or for a
    first file, the metrics the file itself has."""
    expected = store.published_metrics(db, snap.source)
    if not expected:
        expected = list(EXPECTED_METRICS) if snap.source == AA else sorted({m for r in snap.models for m in r.metrics})
    return null_fraction(snap, expected)


async def refresh(db: Database, config: Config, source: str, client: httpx.AsyncClient, now: dt.datetime, *,
                  rng: Callable[[], float] = random.random, sleep: Callable[[float], Any] = asyncio.sleep) -> Outcome:
    """Fetch one source now; on any failure the previous data stays in place."""
    state = store.source_state(db, source)
    schedule = SCHEDULES[source]
    outcome = Outcome(source)
    try:
        if source == AA:
            await _refresh_aa(db, config, client, state, outcome, rng=rng, sleep=sleep, clock=lambda: now)
        else:
            await _refresh_openrouter(db, config, client, outcome, now, rng=rng, sleep=sleep)
    except Exception as exc:  # noqa: BLE001 - any failure backs off, or a broken source is fetched every 5 minutes
        if not isinstance(exc, SourceError):
            log.exception("%s: unexpected failure while refreshing", source)
        retry_at = now + dt.timedelta(seconds=exc.retry_after) if isinstance(exc, RateLimited) and exc.retry_after \
            else None
        if getattr(exc, "quota", None) is not None:
            state = _with_quota(state, exc.quota)
        if retry_at is None and isinstance(exc, RateLimited) and state.quota_reset_at:
            retry_at = _at(state.quota_reset_at)
        if isinstance(exc, CatalogueTooLong):  # refetching burns the quota and can't help
            retry_at = now + TOO_LONG_RETRY
        outcome.error = str(exc) or exc.__class__.__name__
        state = after_failure(state, now, schedule, outcome.error, retry_at)
        if isinstance(exc, CatalogueTooLong) and state.failures == 1:  # tell at once, not after a day
            outcome.report = f"{source}: {outcome.error}"
            state = replace(state, reported_at=utc_iso(now))
        elif report_due(state, now):
            outcome.report = f"{source} has been failing since {state.failing_since[:16]} UTC " \
                             f"({state.failures} attempts): {outcome.error}"
            state = replace(state, reported_at=utc_iso(now))
        store.save_source_state(db, state)
        return outcome
    state = store.source_state(db, source)  # the fetch may have stored a new quota
    state = after_success(state, now, schedule, rng)
    if outcome.quarantined:  # fetched, but not a good fetch: /source must not call it one
        previous = store.source_state(db, source)
        state = replace(state, last_success_at=previous.last_success_at,
                        last_error="quarantined: " + "; ".join(outcome.quarantined))
    store.save_source_state(db, state)
    return outcome


def _with_quota(state: store.SourceState, quota: Quota) -> store.SourceState:
    return replace(state, quota_limit=quota.limit, quota_remaining=quota.remaining, quota_reset_at=quota.reset_at,
                   quota_observed_at=quota.observed_at)


async def _refresh_aa(db, config, client, state, outcome, *, rng, sleep, clock) -> None:
    quota = Quota(state.quota_limit, state.quota_remaining, state.quota_reset_at, state.quota_observed_at)
    fetched = await fetch_aa_pages(client, config.aa_api_key or "", quota=quota, base=config.aa_api_base, rng=rng,
                                   sleep=sleep, clock=clock)
    store.save_source_state(db, _with_quota(state, fetched.quota))
    parsed = parse_aa_pages(fetched.pages, fetched_at=fetched.fetched_at)
    outcome.rejected, outcome.notes = parsed.rejected, parsed.notes
    store_parsed(db, parsed.snapshot, outcome)


async def _refresh_openrouter(db, config, client, outcome, now, *, rng, sleep) -> None:
    """Deployments of the board's models that have an OpenRouter id (data/openrouter_models.tsv)."""
    board = store.load_board(db)
    by_name = {normalise(m.name): m for m in board.models}
    wanted = [m for m in read_openrouter_models(DATA_DIR / "openrouter_models.tsv") if normalise(m.name) in by_name]
    deployments, errors = [], []
    for mapped in wanted:
        try:
            payload = await fetch_openrouter_endpoints(client, mapped.author, mapped.slug,
                                                       api_key=config.openrouter_api_key,
                                                       base=config.openrouter_api_base, rng=rng, sleep=sleep,
                                                       clock=lambda: now)
            parsed = parse_openrouter_endpoints(payload, model_name=mapped.name, creator=mapped.creator,
                                                fetched_at=utc_iso(now))
        except _SOURCE_WIDE as exc:  # a bad key or the rate limit: no use asking about other models
            raise exc
        except SourceError as exc:  # this model's id or response: the others may still work
            errors.append((mapped.name, str(exc)))
            continue
        board_model = by_name[normalise(mapped.name)]
        for row in parsed.snapshot.deployments:
            # The same model the boards know, however that source keys it; its name and
            # creator stay as that source has them.
            row.model = replace(row.model, model_key=board_model.key, name=board_model.name, creator=None)
            deployments.append(row)
        outcome.rejected += [(f"{mapped.name}: {who}", why) for who, why in parsed.rejected]
        outcome.notes += parsed.notes
    outcome.rejected += errors
    if wanted and len(errors) == len(wanted):
        raise SourceError(f"OpenRouter: every model failed; first: {errors[0][1]}")
    snap = Snapshot(source=OPENROUTER, as_of=utc_iso(now), coverage="partial", models=[], deployments=deployments,
                    title="OpenRouter endpoints", attribution="OpenRouter (openrouter.ai)", fetched_at=utc_iso(now),
                    raw=json.dumps({"models": [m.name for m in wanted]}))
    store_parsed(db, snap, outcome)


async def run_due(db: Database, config: Config, client: httpx.AsyncClient, now: dt.datetime, *,
                  force: bool = False, only: str | None = None, **kw: Any) -> list[Outcome]:
    """Refresh every configured source that is due (or all of them with `force`)."""
    outcomes = []
    for source in configured_sources(config):
        if only and source != only:
            continue
        if not force and not is_due(store.source_state(db, source), now):
            outcomes.append(Outcome(source, skipped=True))
            continue
        outcomes.append(await refresh(db, config, source, client, now, **kw))
    return outcomes


# -- files ------------------------------------------------------------------------------


@dataclass
class FileResult:
    path: str
    outcome: Outcome | None = None
    error: str | None = None


def ingest_files(db: Database, paths: list[Path], *, as_of: str | None = None, source: str | None = None,
                 now: dt.datetime | None = None) -> list[FileResult]:
    """Import saved responses: the project's snapshot format, Artificial Analysis pages
    (several pages of one catalogue are joined into one snapshot), OpenRouter endpoints."""
    now = now or dt.datetime.now(dt.timezone.utc)
    results: list[FileResult] = []
    aa_pages: list[tuple[Path, dict]] = []
    for path in paths:
        try:
            payload = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as exc:
            results.append(FileResult(str(path), error=f"can't read it ({exc.__class__.__name__}: {exc})"))
            continue
        except json.JSONDecodeError as exc:
            results.append(FileResult(str(path), error=f"not valid JSON ({exc.msg} at line {exc.lineno})"))
            continue
        try:
            kind = _kind(payload)
            if kind == "aa":
                aa_pages.extend((path, page) for page in (payload if isinstance(payload, list) else [payload]))
                continue
            if kind == "own":
                snap = parse_own_format(payload)
                outcome = Outcome(snap.source)
            elif kind == "openrouter":
                parsed = _parse_openrouter_file(payload, now)
                snap, outcome = parsed.snapshot, Outcome(OPENROUTER, rejected=parsed.rejected, notes=parsed.notes)
            else:
                raise SnapshotError("not a format leaderbot knows (its own snapshot format, an Artificial "
                                    "Analysis page, or an OpenRouter endpoints response)")
            _override(snap, as_of, source)
            same = store.same_snapshot(db, snap.source, snap.as_of, snap.raw)
            if same is not None:
                results.append(FileResult(str(path), error=f"already stored, as snapshot {same}"))
                continue
            results.append(FileResult(str(path), store_parsed(db, snap, outcome)))
        except (SnapshotError, SourceError) as exc:
            results.append(FileResult(str(path), error=str(exc)))
    if aa_pages:
        label = ", ".join(dict.fromkeys(str(p) for p, _ in aa_pages))
        try:
            pages = sorted((page for _, page in aa_pages), key=_page_number)
            parsed = parse_aa_pages(pages, fetched_at=utc_iso(now), as_of=as_of)
            _override(parsed.snapshot, None, source)
            outcome = Outcome(parsed.snapshot.source, rejected=parsed.rejected, notes=parsed.notes)
            results.append(FileResult(label, store_parsed(db, parsed.snapshot, outcome)))
        except (SnapshotError, SourceError) as exc:
            results.append(FileResult(label, error=str(exc)))
    return results


def _page_number(page: dict) -> int:
    """Where a saved page goes in its catalogue (a malformed one is refused later, by the parser)."""
    pagination = page.get("pagination")
    number = pagination.get("page") if isinstance(pagination, dict) else None
    return number if isinstance(number, int) else 0


def _kind(payload: object) -> str | None:
    if isinstance(payload, dict) and payload.get("format") == FORMAT:
        return "own"
    pages = payload if isinstance(payload, list) else [payload]
    if pages and all(isinstance(p, dict) and isinstance(p.get("data"), list) and "pagination" in p for p in pages):
        return "aa"
    if isinstance(payload, dict) and isinstance(payload.get("data"), dict) and "endpoints" in payload["data"]:
        return "openrouter"
    return None


def _parse_openrouter_file(payload: dict, now: dt.datetime):
    model_id = str(payload["data"].get("id") or "")
    mapped = {f"{m.author}/{m.slug}": m for m in read_openrouter_models(DATA_DIR / "openrouter_models.tsv")}
    known = mapped.get(model_id)
    name = known.name if known else str(payload["data"].get("name") or model_id).split(": ", 1)[-1]
    return parse_openrouter_endpoints(payload, model_name=name, creator=known.creator if known else None,
                                      fetched_at=utc_iso(now))


def _override(snap: Snapshot, as_of: str | None, source: str | None) -> None:
    if as_of:
        snap.as_of = check_date(as_of)
    if source:
        snap.source = source
