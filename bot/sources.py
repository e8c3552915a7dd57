"""Live sources: fetch pages over HTTP and parse them into Snapshots (no database here).

`fetch_*` talk to the network and return what the source said (or raise); `parse_*` are
pure and turn a payload into a `ParseResult`. Storing a snapshot, persisting the quota
and quarantining a suspicious catalogue belong to the caller (`store`, the scheduler).

Every failure is all-or-nothing: a fetch returns every page or raises, a parse returns a
whole snapshot (with the rows it refused listed, and why) or raises.

Units, as the sources document them and as found in real responses:
- Artificial Analysis: `performance.median_output_tokens_per_second` tokens/s; three
  timings in seconds: `median_time_to_first_token_seconds` (any token, a reasoning
  model's thinking included), `median_time_to_first_answer_token_seconds` (the first token
  of the answer: what a user waits for) and `median_end_to_end_response_time_seconds`;
  `pricing.price_1m_*` USD per 1M tokens;
  null means not measured. The real page (shared fixture, 30 records) marks unmeasured
  speed as null, never 0, and has real $0 prices (with real speeds) on two records.
  We still treat a 0 speed or 0 TTFT as "not a measurement" (nothing is produced at
  0 tokens/s, nothing arrives in 0 s): the metric is left out and a note says so.
- OpenRouter `GET /api/v1/models/{author}/{slug}/endpoints` (OpenAPI spec,
  `PublicEndpoint`): `throughput_last_30m` percentiles in tokens/s, `latency_last_30m`
  percentiles in *milliseconds* (time to first token), both null for unauthenticated
  requests; `pricing.prompt`/`completion` are decimal strings in USD per token.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import email.utils
import json
import math
import random
import re
import unicodedata
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path
from collections.abc import Sequence
from typing import Any, Callable, NamedTuple

import httpx

from .snapshots import (
    AA_ATTRIBUTION,
    MAX_NAME,
    DeploymentRow,
    ModelRow,
    Snapshot,
    SnapshotError,
    check_date,
    clean_name,
    id_key,
    utc_iso,
)

AA_BASE = "https://artificialanalysis.ai"
AA_PATH = "/api/v2/language/models/free"
AA_RETIRED_PATH = "/api/v2/data/llms/models"
OPENROUTER_BASE = "https://openrouter.ai"
OPENROUTER_ATTRIBUTION = "OpenRouter (openrouter.ai)"

ATTEMPTS = 3  # per request, counting the first
BACKOFF_S = 1.0  # first retry waits 1-2 s, the second 2-3 s
MAX_RETRY_AFTER_S = 60.0  # a longer Retry-After goes back to the scheduler
RETRY_AFTER_CAP_S = 86_400.0  # ...and one longer than a day (1e12, a date in 2099) is read as a day
QUOTA_RESERVE = 5  # requests kept back for an operator's manual run
TIMEOUT = httpx.Timeout(30.0, connect=10.0)  # per read: a server dripping bytes passes it...
FETCH_DEADLINE_S = 120.0  # ...so each whole fetch (every page, every retry) also has a deadline
MAX_RESPONSE_BYTES = 10_000_000  # an AA page of 200 models is about 0.3 MB

# Per-row sanity: a value outside these is a broken row, not a fact (tighter than the
# storage bounds in snapshots._BOUNDS, which also hold hand-written files).
_LIMITS: dict[str, tuple[float, float, str]] = {
    "speed": (0.0, 5_000.0, "tok/s"),
    "ttft": (0.0, 600.0, "s"),
    "first_answer": (0.0, 1_800.0, "s"),  # a reasoning model may think for minutes
    "end_to_end": (0.0, 3_600.0, "s"),
    "price_in": (0.0, 1_000.0, "$/M"),
    "price_out": (0.0, 1_000.0, "$/M"),
    "intelligence": (0.0, 100.0, ""),
    "coding_index": (0.0, 100.0, ""),
    "agentic_index": (0.0, 100.0, ""),
}
# Timings where 0 means "not measured" rather than a value.
_ZERO_IS_UNMEASURED = {"speed": "tok/s", "ttft": "s", "first_answer": "s", "end_to_end": "s"}
# Metrics whose absence null_fraction counts.
EXPECTED_METRICS = ("speed", "ttft", "price_in", "price_out", "intelligence")
# OpenRouter latency is documented in ms; under this it can't be a time to first token
# in ms (a value in seconds, say), so the endpoint is refused rather than misread.
MIN_TTFT_MS = 20.0


# -- errors (messages are for the operator, as printed by `leaderbot ingest`) ------------


class SourceError(Exception):
    """A source could not be read; the message says why and what to do."""

    quota: Quota | None = None  # the last quota seen, so the caller can persist it anyway


class BadApiKey(SourceError):
    pass


class AccessDenied(SourceError):
    pass


class EndpointRetired(SourceError):
    pass


class Unavailable(SourceError):
    """Timeouts, refused connections or 5xx persisted through every retry."""


class RateLimited(SourceError):
    def __init__(self, message: str, retry_after: float | None):
        super().__init__(message)
        self.retry_after = retry_after  # seconds; None when the source didn't say


class QuotaExhausted(SourceError):
    pass


class MalformedPage(SourceError):
    """A response is not the expected envelope."""


class TooLarge(MalformedPage):
    """A response past MAX_RESPONSE_BYTES: read no further, store nothing."""


class CatalogueTooLong(SourceError):
    """Still `has_more` at the page limit: fetching again won't help, an operator must look."""


class InconsistentCatalogue(SourceError):
    """Pages that each look fine but can't belong to one catalogue."""


AA_MESSAGES = {
    401: "Artificial Analysis rejected the API key (HTTP 401): it is missing or wrong. "
    "Set AA_API_KEY to a key from artificialanalysis.ai.",
    403: "Artificial Analysis refused the request (HTTP 403): this API key lacks access to "
    f"{AA_PATH} at its tier. Check the key's plan on artificialanalysis.ai.",
    410: f"Artificial Analysis has retired {AA_PATH} (HTTP 410). The old {AA_RETIRED_PATH} "
    "is gone too, so there is nothing to fall back to: AA_PATH in bot/sources.py must be "
    "updated to the endpoint Artificial Analysis now documents.",
}
_AA_ERRORS = {401: BadApiKey, 403: AccessDenied, 410: EndpointRetired}


# -- quota -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Quota:
    """The source's request allowance as its `x-ratelimit-*` headers last stated it."""

    limit: int | None = None
    remaining: int | None = None
    reset_at: str | None = None  # ISO date-time (UTC)
    observed_at: str | None = None  # when the headers were read

    @classmethod
    def from_headers(cls, headers: httpx.Headers | dict, *, now: dt.datetime) -> Quota | None:
        """The quota in a response's headers, or None when it carries none."""
        headers = httpx.Headers(headers)
        limit = _int_header(headers.get("x-ratelimit-limit"))
        remaining = _int_header(headers.get("x-ratelimit-remaining"))
        reset = _reset_time(headers.get("x-ratelimit-reset"), now)
        if limit is None and remaining is None and reset is None:
            return None
        return cls(limit, remaining, reset and reset.isoformat(), utc_iso(now))

    def exhausted(self, reserve: int, now: dt.datetime) -> bool:
        """True when the last known `remaining` is at or below `reserve` and still current."""
        if self.remaining is None or self.remaining > reserve:
            return False
        if self.reset_at:
            return now < dt.datetime.fromisoformat(self.reset_at)
        if self.observed_at:  # reset time unknown: AA's allowance is daily
            return now - dt.datetime.fromisoformat(self.observed_at) < dt.timedelta(days=1)
        return True


def _int_header(value: str | None) -> int | None:
    try:
        return int(float(value)) if value is not None else None
    except ValueError:
        return None


def _reset_time(value: str | None, now: dt.datetime) -> dt.datetime | None:
    """x-ratelimit-reset as a time: epoch seconds, seconds from now, ISO or HTTP date."""
    if not value or not value.strip():
        return None
    value = value.strip()
    try:
        number = float(value)
    except ValueError:
        return _parse_date(value)
    if not math.isfinite(number) or number < 0:
        return None
    if number >= 1_000_000_000:  # an epoch timestamp, not a delay of 30 years
        return dt.datetime.fromtimestamp(number, dt.UTC)
    return now + dt.timedelta(seconds=number)


def _parse_date(value: str) -> dt.datetime | None:
    try:
        parsed = dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        try:
            parsed = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=dt.UTC)


def retry_after_seconds(value: str | None, now: dt.datetime) -> float | None:
    """A Retry-After header (delay in seconds, or an HTTP date) as seconds to wait."""
    if value is None or not value.strip():
        return None
    try:
        seconds = float(value)
    except ValueError:
        when = _parse_date(value.strip())
        return None if when is None else min(RETRY_AFTER_CAP_S, max(0.0, (when - now).total_seconds()))
    return min(RETRY_AFTER_CAP_S, max(0.0, seconds)) if math.isfinite(seconds) else None


# -- HTTP with retries -------------------------------------------------------------------


def _utcnow() -> dt.datetime:
    return dt.datetime.now(dt.UTC)



def _backoff(attempt: int, rng: Callable[[], float]) -> float:
    """Exponential with jitter; grows with each attempt whatever the jitter draws."""
    return BACKOFF_S * 2**attempt + rng() * BACKOFF_S


class _Body(NamedTuple):
    response: httpx.Response  # status and headers; the body is read into `content`
    content: bytes


async def _read_capped(response: httpx.Response, what: str, limit: int) -> bytes:
    declared = _int_header(response.headers.get("content-length"))
    if declared is not None and declared > limit:
        raise TooLarge(f"{what}: the response is {declared:,} bytes, over the {limit:,}-byte cap; not read")
    chunks, size = [], 0
    async for chunk in response.aiter_bytes():
        size += len(chunk)
        if size > limit:
            raise TooLarge(f"{what}: the response passed the {limit:,}-byte cap; stopped reading it")
        chunks.append(chunk)
    return b"".join(chunks)


@contextlib.asynccontextmanager
async def _deadline(seconds: float, what: str):
    """The whole of one fetch ends by `seconds`, however slowly the server answers."""
    try:
        async with asyncio.timeout(seconds):
            yield
    except TimeoutError:
        raise Unavailable(f"{what}: no complete answer within the {seconds:g} s deadline") from None


async def _get(
    client: httpx.AsyncClient,
    url: str,
    *,
    what: str,
    headers: dict[str, str],
    params: dict[str, Any] | None,
    permanent: Callable[[int], SourceError | None],
    sleep: Callable[[float], Any],
    rng: Callable[[], float],
    clock: Callable[[], dt.datetime],
    seen: Callable[[httpx.Response], None] = lambda response: None,
    max_bytes: int = MAX_RESPONSE_BYTES,
) -> _Body:
    """GET with the retry rules: back off on transport errors and 5xx, honour a short
    Retry-After on 429, never retry an error `permanent` names; read at most `max_bytes`."""
    for attempt in range(ATTEMPTS):
        last = attempt == ATTEMPTS - 1
        try:
            async with client.stream("GET", url, headers=headers, params=params, timeout=TIMEOUT) as response:
                content = await _read_capped(response, what, max_bytes) if response.status_code == 200 else b""
        except httpx.TransportError as exc:  # timeouts, refused connections, broken streams
            if last:
                raise Unavailable(f"{what}: {type(exc).__name__} on each of {ATTEMPTS} attempts") from exc
            await sleep(_backoff(attempt, rng))
            continue
        seen(response)
        status = response.status_code
        error = permanent(status)
        if error is not None:
            raise error
        if status == 429:
            wait = retry_after_seconds(response.headers.get("retry-after"), clock())
            if wait is None or wait > MAX_RETRY_AFTER_S or last:
                after = "unknown" if wait is None else f"{wait:g} s"
                raise RateLimited(f"{what}: rate limited (HTTP 429), retry after {after}", wait)
            await sleep(wait)
            continue
        if status >= 500:
            if last:
                raise Unavailable(f"{what}: HTTP {status} on each of {ATTEMPTS} attempts")
            await sleep(_backoff(attempt, rng))
            continue
        if status != 200:
            raise SourceError(f"{what}: unexpected HTTP {status}")
        return _Body(response, content)
    raise AssertionError("unreachable")  # every path through the last attempt returns or raises


def _json(body: _Body, what: str) -> Any:
    try:
        return json.loads(body.content)
    except ValueError:
        kind = body.response.headers.get("content-type", "no content type")
        raise MalformedPage(f"{what}: the body is not JSON ({kind})") from None


# -- Artificial Analysis: fetch ----------------------------------------------------------


@dataclass(frozen=True)
class AAFetch:
    pages: list[dict]  # every page, in order 1..N
    quota: Quota
    fetched_at: str  # ISO date-time (UTC) of the first request


async def fetch_aa_pages(
    client: httpx.AsyncClient,
    api_key: str,
    *,
    quota: Quota,
    max_pages: int = 20,
    reserve: int = QUOTA_RESERVE,
    base: str = AA_BASE,
    deadline: float = FETCH_DEADLINE_S,
    max_bytes: int = MAX_RESPONSE_BYTES,
    sleep: Callable[[float], Any] = asyncio.sleep,
    rng: Callable[[], float] = random.random,
    clock: Callable[[], dt.datetime] = _utcnow,
) -> AAFetch:
    """Every page of AA's free language-model catalogue, or an exception: never part of it.

    `quota` is the last one persisted; the returned one (or `exc.quota` on failure) is
    what the caller should persist next.
    """
    started = clock()
    latest = quota

    def seen(response: httpx.Response) -> None:
        nonlocal latest
        latest = Quota.from_headers(response.headers, now=clock()) or latest

    def permanent(status: int) -> SourceError | None:
        return _AA_ERRORS[status](AA_MESSAGES[status]) if status in _AA_ERRORS else None

    pages: list[dict] = []
    try:
        if quota.exhausted(reserve, started):
            raise QuotaExhausted(
                f"Artificial Analysis quota: {quota.remaining} of {quota.limit or '?'} requests left, "
                f"at or below the reserve of {reserve}; not fetching until {quota.reset_at or 'the quota resets'}."
            )
        if not api_key or not api_key.strip():
            raise BadApiKey(AA_MESSAGES[401])  # don't spend a request to learn that
        async with _deadline(deadline, "Artificial Analysis"):
            for number in range(1, max_pages + 1):
                what = f"Artificial Analysis page {number}"
                body = await _get(
                    client, base.rstrip("/") + AA_PATH, what=what, headers={"x-api-key": api_key.strip()},
                    params={"page": number}, permanent=permanent, sleep=sleep, rng=rng, clock=clock, seen=seen,
                    max_bytes=max_bytes,
                )
                page = _json(body, what)
                _aa_envelope(page, what, expect_page=number)
                pages.append(page)
                if not page["pagination"]["has_more"]:
                    return AAFetch(pages, latest, utc_iso(started))
        raise CatalogueTooLong(
            f"Artificial Analysis: page {max_pages} still says has_more; the catalogue is longer "
            f"than max_pages={max_pages} (raise the cap rather than store part of it)."
        )
    except SourceError as exc:
        exc.quota = latest
        raise


def _aa_envelope(page: object, what: str, *, expect_page: int | None = None) -> tuple[int, bool, str | None, list]:
    """(page number, has_more, index version, rows) of one AA page, or MalformedPage."""
    if not isinstance(page, dict):
        raise MalformedPage(f"{what}: expected a JSON object, got {type(page).__name__}")
    rows, pagination = page.get("data"), page.get("pagination")
    if not isinstance(rows, list):
        raise MalformedPage(f"{what}: 'data' is missing or not a list")
    if not isinstance(pagination, dict):
        raise MalformedPage(f"{what}: 'pagination' is missing or not an object")
    number, has_more = pagination.get("page"), pagination.get("has_more")
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise MalformedPage(f"{what}: pagination.page is not a page number ({number!r})")
    if not isinstance(has_more, bool):
        raise MalformedPage(f"{what}: pagination.has_more is not true/false ({has_more!r})")
    if expect_page is not None and number != expect_page:
        raise MalformedPage(f"{what}: the response says it is page {number}")
    version = page.get("intelligence_index_version")
    if version is not None and (isinstance(version, bool) or not isinstance(version, (int, float, str))):
        raise MalformedPage(f"{what}: intelligence_index_version is not a version ({version!r})")
    return number, has_more, None if version is None else str(version), rows


# -- Artificial Analysis: parse ----------------------------------------------------------


@dataclass
class ParseResult:
    snapshot: Snapshot
    rejected: list[tuple[str, str]] = field(default_factory=list)  # (row, why it was refused)
    notes: list[tuple[str, str]] = field(default_factory=list)  # (row, value left out or merged)


class _Reject(Exception):
    pass


_AA_FIELDS = {
    "speed": ("performance", "median_output_tokens_per_second"),
    "ttft": ("performance", "median_time_to_first_token_seconds"),
    "first_answer": ("performance", "median_time_to_first_answer_token_seconds"),
    "end_to_end": ("performance", "median_end_to_end_response_time_seconds"),
    "price_in": ("pricing", "price_1m_input_tokens"),
    "price_out": ("pricing", "price_1m_output_tokens"),
    "intelligence": ("evaluations", "artificial_analysis_intelligence_index"),
    "coding_index": ("evaluations", "artificial_analysis_coding_index"),
    "agentic_index": ("evaluations", "artificial_analysis_agentic_index"),
}


def parse_aa_pages(
    pages: list[dict], *, fetched_at: str, as_of: str | None = None, source: str = "artificial-analysis"
) -> ParseResult:
    """AA pages -> one Snapshot; `complete` only when they are pages 1..N of the catalogue."""
    if not isinstance(pages, list) or not pages:
        raise MalformedPage("Artificial Analysis: no pages to parse")
    envelopes = [_aa_envelope(page, f"Artificial Analysis page {i}") for i, page in enumerate(pages, 1)]
    versions = {v for _, _, v, _ in envelopes}
    if len(versions) > 1:
        said = ", ".join(f"page {n} says {v}" for n, _, v, _ in envelopes)
        raise InconsistentCatalogue(
            f"Artificial Analysis: intelligence_index_version differs across pages ({said}); "
            "the catalogue changed mid-fetch, try again later"
        )
    numbers = [n for n, _, _, _ in envelopes]
    more = [m for _, m, _, _ in envelopes]
    whole = numbers == list(range(1, len(pages) + 1)) and all(more[:-1]) and not more[-1]

    models: list[ModelRow] = []
    rejected: list[tuple[str, str]] = []
    notes: list[tuple[str, str]] = []
    seen: dict[str, tuple[ModelRow | None, str]] = {}  # id -> (accepted row or None if refused, where)
    for number, _, _, rows in envelopes:
        for i, raw in enumerate(rows, 1):
            where = f"page {number} item {i}"
            source_id = raw.get("id") if isinstance(raw, dict) else None
            source_id = source_id.strip() if isinstance(source_id, str) else ""
            ident = _plain(source_id, 80) or where
            try:
                row = _aa_row(raw, source_id, notes, ident)
            except _Reject as exc:
                rejected.append((ident, str(exc)))
                if source_id:  # a later row with this id can't be told apart from this one
                    seen.setdefault(source_id, (None, where))
                continue
            earlier = seen.get(source_id)
            if earlier is None:
                seen[source_id] = (row, where)
                models.append(row)
            elif earlier[0] is not None and _same(earlier[0], row):
                notes.append((ident, f"listed again at {where}, identical: merged"))
            else:
                rejected.append((ident, f"duplicate id at {where}: conflicts with the row at {earlier[1]}"))

    version = envelopes[0][2]
    listed = {row.key for row in models}
    snapshot = Snapshot(
        source=source,
        title="Artificial Analysis language models (free API)",
        as_of=check_date(as_of or fetched_at),
        fetched_at=fetched_at,
        coverage="complete" if whole else "partial",
        index_version=version,
        models=models,
        attribution=AA_ATTRIBUTION,
        raw=json.dumps(pages, ensure_ascii=False),
        note=f"{len(pages)} page(s) of {AA_PATH}" + (f", Intelligence Index v{version}" if version else ""),
        # listed, but with a row we couldn't read: present (not retired), values unchanged
        unreadable=sorted({id_key(sid) for sid in seen} - listed),
    )
    return ParseResult(snapshot, rejected, notes)


def _aa_row(raw: object, source_id: str, notes: list[tuple[str, str]], ident: str) -> ModelRow:
    if not isinstance(raw, dict):
        raise _Reject(f"not an object ({type(raw).__name__})")
    if not source_id:
        raise _Reject("no id")  # identity rests on it (PRODUCT.md rule 2)
    creator = raw.get("model_creator")
    if creator is not None and not isinstance(creator, dict):
        raise _Reject("model_creator is not an object")
    creator = creator or {}
    creator_id = creator.get("id")
    name = _text(raw.get("name"), "name")
    row = ModelRow(
        name=name,
        # cut to MAX_NAME (and ending "…", so it says so): never one family with another
        name_cut=isinstance(raw.get("name"), str) and name.endswith("…") and len(raw["name"].strip()) > len(name),
        source_id=source_id,
        slug=_optional_text(raw.get("slug"), "slug"),
        creator=_optional_text(creator.get("name"), "creator name"),
        creator_id=creator_id.strip() if isinstance(creator_id, str) and creator_id.strip() else None,
    )
    for metric, (section, key) in _AA_FIELDS.items():
        part = raw.get(section)
        if part is None:
            continue
        if not isinstance(part, dict):
            raise _Reject(f"{section} is not an object")
        value = _metric(metric, part.get(key), f"{section}.{key}")
        if value == 0 and metric in _ZERO_IS_UNMEASURED:
            notes.append((ident, f"{metric} 0 {_ZERO_IS_UNMEASURED[metric]} is not a measurement: left out"))
        elif value is not None:
            row.metrics[metric] = value
    if "price_in" in row.metrics and "price_out" in row.metrics:
        # rounded so 3:1 of 0.6 and 1.8 reads 0.9, not 0.8999999999999999
        row.metrics["price_blended"] = round((3 * row.metrics["price_in"] + row.metrics["price_out"]) / 4, 6)
    return row


def _metric(metric: str, value: object, label: str) -> float | None:
    """A sane number, None when missing (null is missing, never 0), or _Reject."""
    if value is None:
        return None
    if isinstance(value, str):  # "0.75": a number sent as text is still that number
        try:
            value = float(value.strip())
        except ValueError:
            raise _Reject(f"{label} is not a number ({_show(value)})") from None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise _Reject(f"{label} is not a number ({_show(value)})")
    low, high, unit = _LIMITS[metric]
    if value < low:
        raise _Reject(f"{metric} {value:g} is negative")
    if value > high:
        unit = f" {unit}" if unit else ""
        raise _Reject(f"{metric} {value:g}{unit} is above {high:g}{unit}: not a real value")
    return float(value)


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


_KEEP_FORMAT = {"\u200c", "\u200d"}  # joiners shape scripts and emoji; other format chars hide text


def _plain(value: str, limit: int) -> str:
    """Untrusted text as one plain line: control and bidi characters dropped, capped.
    Markup stays as literal text; escaping is the renderer's job (PRODUCT.md rule 11)."""
    text = "".join(
        " " if ch.isspace() else ch
        for ch in value
        if ch.isspace() or ch in _KEEP_FORMAT or unicodedata.category(ch) not in ("Cc", "Cf")
    )
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _text(value: object, what: str, limit: int = MAX_NAME) -> str:
    if not isinstance(value, str):
        raise _Reject(f"{what} is not text ({type(value).__name__})")
    try:
        return clean_name(_plain(value, limit), what)
    except SnapshotError as exc:  # nothing left once cleaned
        raise _Reject(str(exc)) from None


def _optional_text(value: object, what: str) -> str | None:
    return None if value is None or (isinstance(value, str) and not _plain(value, MAX_NAME)) else _text(value, what)


def _same(a: ModelRow, b: ModelRow) -> bool:
    return (a.name, a.slug, a.creator, a.creator_id, a.metrics) == (b.name, b.slug, b.creator, b.creator_id, b.metrics)


# -- catalogue checks (pure) -------------------------------------------------------------


def null_fraction(snapshot: Snapshot, metrics: Sequence[str] = EXPECTED_METRICS) -> float:
    """Share of the expected metric cells (by default speed, ttft, prices, intelligence)
    that are missing. An empty snapshot counts as wholly missing."""
    cells = len(snapshot.models) * len(metrics)
    if not cells:
        return 1.0
    missing = sum(metric not in row.metrics for row in snapshot.models for metric in metrics)
    return missing / cells


def assess_catalogue(
    new_count: int,
    null_fraction: float,
    previous_count: int | None,
    *,
    max_change: float = 0.3,
    max_null: float = 0.5,
) -> list[str]:
    """Reasons to quarantine a complete catalogue instead of letting it retire models; [] if none."""
    reasons = []
    if new_count == 0:
        reasons.append("the catalogue is empty")
    elif previous_count:
        change = (new_count - previous_count) / previous_count
        if abs(change) > max_change:
            reasons.append(
                f"the model count moved from {previous_count} to {new_count} ({change:+.0%}), "
                f"more than {max_change:.0%} since the last complete catalogue"
            )
    if new_count and null_fraction > max_null:
        reasons.append(f"{null_fraction:.0%} of speed/TTFT/price/intelligence values are missing (over {max_null:.0%})")
    return reasons


# -- OpenRouter ---------------------------------------------------------------------------

_OR_PART = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:-]*")


async def fetch_openrouter_endpoints(
    client: httpx.AsyncClient,
    author: str,
    slug: str,
    *,
    api_key: str | None = None,
    base: str = OPENROUTER_BASE,
    deadline: float = FETCH_DEADLINE_S,
    max_bytes: int = MAX_RESPONSE_BYTES,
    sleep: Callable[[float], Any] = asyncio.sleep,
    rng: Callable[[], float] = random.random,
    clock: Callable[[], dt.datetime] = _utcnow,
) -> dict:
    """OpenRouter's per-provider endpoints of one model (the raw response).

    No key is required, but OpenRouter documents throughput and latency as null for
    unauthenticated requests: pass `api_key` to get the speeds, not just the prices.
    """
    for part, label in ((author, "author"), (slug, "slug")):
        if not isinstance(part, str) or not _OR_PART.fullmatch(part):
            raise SourceError(f"OpenRouter: {label} {part!r} is not a model id part")
    model = f"{author}/{slug}"
    what = f"OpenRouter endpoints of {model}"

    def permanent(status: int) -> SourceError | None:
        if status == 404:
            return SourceError(f"OpenRouter has no model {model} (HTTP 404): fix data/openrouter_models.tsv")
        if status in (401, 403):
            return AccessDenied(f"OpenRouter refused the request for {model} (HTTP {status}): check the OpenRouter API key")
        if status == 410:
            return EndpointRetired(
                "OpenRouter has retired /api/v1/models/{author}/{slug}/endpoints (HTTP 410): "
                "bot/sources.py must be updated to the endpoint OpenRouter now documents"
            )
        return None

    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    async with _deadline(deadline, what):
        body = await _get(
            client, f"{base.rstrip('/')}/api/v1/models/{author}/{slug}/endpoints", what=what, headers=headers,
            params=None, permanent=permanent, sleep=sleep, rng=rng, clock=clock, max_bytes=max_bytes,
        )
    payload = _json(body, what)
    _openrouter_endpoints(payload, what)
    return payload


def _openrouter_endpoints(payload: object, what: str) -> list:
    if not isinstance(payload, dict) or not isinstance(payload.get("data"), dict):
        raise MalformedPage(f"{what}: expected an object with a 'data' object")
    endpoints = payload["data"].get("endpoints")
    if not isinstance(endpoints, list):
        raise MalformedPage(f"{what}: data.endpoints is missing or not a list")
    return endpoints


def parse_openrouter_endpoints(
    payload: dict, *, model_name: str, creator: str | None, fetched_at: str
) -> ParseResult:
    """One DeploymentRow per provider endpoint (a partial snapshot with no board rows)."""
    endpoints = _openrouter_endpoints(payload, f"OpenRouter endpoints of {model_name}")
    try:
        model = ModelRow(name=_text(model_name, "model name"), creator=_text(creator, "creator") if creator else None)
    except _Reject as exc:
        raise MalformedPage(f"OpenRouter: {exc}") from None
    model_id = payload["data"].get("id")
    deployments: list[DeploymentRow] = []
    rejected: list[tuple[str, str]] = []
    notes: list[tuple[str, str]] = []
    for i, raw in enumerate(endpoints, 1):
        ident = f"endpoint {i}"
        label = (raw.get("tag") or raw.get("provider_name")) if isinstance(raw, dict) else None
        if isinstance(label, str) and _plain(label, 80):
            ident = f"{_plain(label, 80)} ({ident})"
        try:
            deployments.append(_openrouter_row(raw, model, notes, ident))
        except _Reject as exc:
            rejected.append((ident, str(exc)))
    snapshot = Snapshot(
        source="openrouter",
        title=f"OpenRouter endpoints for {_plain(model_id, 120) if isinstance(model_id, str) else model.name}",
        as_of=check_date(fetched_at),
        fetched_at=fetched_at,
        coverage="partial",
        models=[],
        deployments=deployments,
        attribution=OPENROUTER_ATTRIBUTION,
        raw=json.dumps(payload, ensure_ascii=False),
        note="per-provider p50 of the last 30 minutes; latency converted from ms to s",
    )
    return ParseResult(snapshot, rejected, notes)


def _openrouter_row(raw: object, model: ModelRow, notes: list[tuple[str, str]], ident: str) -> DeploymentRow:
    if not isinstance(raw, dict):
        raise _Reject(f"not an object ({type(raw).__name__})")
    metrics: dict[str, float] = {}
    speed = _percentile(raw, "throughput_last_30m")
    if speed is not None:
        speed = _metric("speed", speed, "throughput_last_30m.p50")
        if speed == 0:
            notes.append((ident, "speed 0 tok/s is not a measurement: left out"))
        else:
            metrics["speed"] = speed
    latency_ms = _percentile(raw, "latency_last_30m")
    if latency_ms is not None:
        if latency_ms < 0:
            raise _Reject(f"latency_last_30m.p50 {latency_ms:g} is negative")
        if latency_ms == 0:
            notes.append((ident, "ttft 0 ms is not a measurement: left out"))
        elif latency_ms < MIN_TTFT_MS:
            raise _Reject(
                f"latency_last_30m.p50 {latency_ms:g} is under {MIN_TTFT_MS:g} ms, impossible for a time to "
                "first token in milliseconds (the documented unit): seconds sent as ms?"
            )
        else:
            metrics["ttft"] = _metric("ttft", latency_ms / 1000, "latency_last_30m.p50 (ms)")
    pricing = raw.get("pricing")
    if pricing is not None and not isinstance(pricing, dict):
        raise _Reject("pricing is not an object")
    for metric, key in (("price_in", "prompt"), ("price_out", "completion")):
        per_token = (pricing or {}).get(key)
        if per_token is not None:
            value = _metric(metric, _per_million(per_token, f"pricing.{key}"), f"pricing.{key} (per 1M)")
            if value is not None:
                metrics[metric] = value
    facts = []
    quantization = _plain(raw["quantization"], 40) if isinstance(raw.get("quantization"), str) else ""
    if quantization:
        facts.append(f"quantization {quantization}")
    uptime = raw.get("uptime_last_30m")
    if isinstance(uptime, (int, float)) and not isinstance(uptime, bool) and 0 <= uptime <= 100:
        facts.append(f"uptime {uptime:g}% (30 min)")
    return DeploymentRow(
        model=model,
        system=_text(raw.get("provider_name"), "provider_name"),
        metrics=metrics,
        note="; ".join(facts) or None,
    )


def _percentile(raw: dict, key: str) -> float | None:
    stats = raw.get(key)
    if stats is None:
        return None  # unauthenticated, or no traffic in the last 30 minutes
    if not isinstance(stats, dict):
        raise _Reject(f"{key} is not a percentile object ({_show(stats)})")
    p50 = stats.get("p50")
    if p50 is None:
        return None
    if isinstance(p50, bool) or not isinstance(p50, (int, float)) or not math.isfinite(p50):
        raise _Reject(f"{key}.p50 is not a number ({_show(p50)})")
    return float(p50)


def _per_million(value: object, label: str) -> float:
    """A USD-per-token price (a decimal string, as OpenRouter sends it) in USD per 1M tokens.
    Decimal keeps "0.00000015" at exactly 0.15, not 0.15000000000000002."""
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        raise _Reject(f"{label} is not a price ({_show(value)})")
    try:
        price = Decimal(str(value).strip())
    except InvalidOperation:
        raise _Reject(f"{label} is not a price ({_show(value)})") from None
    if not price.is_finite():
        raise _Reject(f"{label} is not a price ({_show(value)})")
    if price < 0:  # OpenRouter's routers use -1 for "depends on the model routed to"
        raise _Reject(f"{label} {value} is negative: no fixed price")
    return float(price * 1_000_000)


# -- the board-name -> OpenRouter id table (data/openrouter_models.tsv) ------------------


class OpenRouterModel(NamedTuple):
    name: str  # as on the boards
    creator: str | None
    author: str
    slug: str


OPENROUTER_MODELS_HEADER = ["name", "creator", "openrouter_id"]


def read_openrouter_models(path: Path) -> list[OpenRouterModel]:
    """The curated table; lines starting with '#' are comments."""
    lines = [
        line for line in path.read_text(encoding="utf-8").splitlines() if line.strip() and not line.startswith("#")
    ]
    if not lines or lines[0].split("\t") != OPENROUTER_MODELS_HEADER:
        raise ValueError(f"{path.name}: the header must be {' / '.join(OPENROUTER_MODELS_HEADER)}")
    out = []
    for number, line in enumerate(lines[1:], 2):
        cells = line.split("\t")
        if len(cells) != 3 or cells[2].count("/") != 1:
            raise ValueError(f"{path.name}: row {number} is not name<TAB>creator<TAB>author/slug")
        author, slug = cells[2].split("/")
        out.append(OpenRouterModel(cells[0], cells[1] or None, author, slug))
    return out
