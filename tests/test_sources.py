"""Live sources: fetching with retries and quota (httpx.MockTransport), parsing, catalogue checks.

No test touches the network or really sleeps: `sleep`, `rng` and `clock` are injected.
"""

from __future__ import annotations

import copy
import datetime as dt
import email.utils
import json
from pathlib import Path

import httpx
import pytest

from bot import sources
from bot.snapshots import AA_ATTRIBUTION, MAX_NAME, METRICS
from bot.sources import (
    AccessDenied,
    BadApiKey,
    EndpointRetired,
    InconsistentCatalogue,
    MalformedPage,
    Quota,
    QuotaExhausted,
    RateLimited,
    SourceError,
    Unavailable,
    assess_catalogue,
    fetch_aa_pages,
    fetch_openrouter_endpoints,
    null_fraction,
    parse_aa_pages,
    parse_openrouter_endpoints,
    read_openrouter_models,
    retry_after_seconds,
)

FIXTURES = Path(__file__).parent / "fixtures"
DATA = Path(__file__).parent.parent / "data"
REAL_AA_PAGE = Path(__file__).resolve().parents[2] / "shared" / "fixtures" / "aa_language_models_free_page.json"
NOW = dt.datetime(2026, 6, 25, 8, 0, tzinfo=dt.UTC)
FETCHED = "2026-06-25T08:00:00+00:00"
KEY = "aa-test-key"


def aa_pages() -> list[dict]:
    return [json.loads((FIXTURES / "aa" / f"catalogue_page{n}.json").read_text()) for n in (1, 2, 3)]


def openrouter_payload() -> dict:
    return json.loads((FIXTURES / "openrouter" / "gpt-oss-120b_endpoints.json").read_text())


def by_name(snapshot):
    return {row.name: row for row in snapshot.models}


class Server:
    """Scripted responses, one per request in order; records what was asked."""

    def __init__(self, *script):
        self.script = list(script)
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        step = self.script.pop(0)
        if isinstance(step, Exception):
            raise step
        return step(request) if callable(step) else step

    @property
    def pages_asked(self) -> list[str]:
        return [r.url.params.get("page") for r in self.requests]


def page(n: int, pages=None, *, remaining: int | None = None) -> httpx.Response:
    body = (pages or aa_pages())[n - 1]
    headers = {}
    if remaining is not None:
        headers = {"x-ratelimit-limit": "100", "x-ratelimit-remaining": str(remaining), "x-ratelimit-reset": "3600"}
    return httpx.Response(200, json=body, headers=headers)


class Sleeps(list):
    async def __call__(self, seconds: float) -> None:
        self.append(seconds)


async def fetch(server: Server, *, sleeps: Sleeps | None = None, quota: Quota = Quota(), rng=lambda: 0.5, **kw):
    async with httpx.AsyncClient(transport=httpx.MockTransport(server)) as client:
        return await fetch_aa_pages(
            client, KEY, quota=quota, sleep=Sleeps() if sleeps is None else sleeps, rng=rng, clock=lambda: NOW, **kw
        )


# -- fetching Artificial Analysis -----------------------------------------------------------


async def test_fetch_returns_every_page_and_the_last_quota():
    server = Server(page(1, remaining=97), page(2, remaining=96), page(3, remaining=95))
    sleeps = Sleeps()
    result = await fetch(server, sleeps=sleeps)
    assert [p["pagination"]["page"] for p in result.pages] == [1, 2, 3]
    assert server.pages_asked == ["1", "2", "3"]
    assert all(r.headers["x-api-key"] == KEY for r in server.requests)
    assert str(server.requests[0].url).startswith("https://artificialanalysis.ai/api/v2/language/models/free?page=1")
    assert result.quota == Quota(100, 95, "2026-06-25T09:00:00+00:00", FETCHED)
    assert result.fetched_at == FETCHED
    assert sleeps == []


async def test_a_500_on_page_three_that_persists_raises_and_returns_nothing():
    server, sleeps = Server(page(1, remaining=97), page(2, remaining=96), *[httpx.Response(500)] * 3), Sleeps()
    with pytest.raises(Unavailable, match="page 3: HTTP 500 on each of 3 attempts") as caught:
        await fetch(server, sleeps=sleeps)
    assert server.pages_asked == ["1", "2", "3", "3", "3"]
    assert len(sleeps) == 2
    assert caught.value.quota.remaining == 96  # spent requests are still reported, for persisting


async def test_a_500_then_success_is_retried_with_growing_delays():
    for draw in (0.0, 0.5, 0.999):
        server, sleeps = Server(httpx.Response(500), httpx.Response(503), page(1), page(2), page(3)), Sleeps()
        result = await fetch(server, sleeps=sleeps, rng=lambda: draw)
        assert len(result.pages) == 3
        assert server.pages_asked == ["1", "1", "1", "2", "3"]
        assert len(sleeps) == 2 and 1.0 <= sleeps[0] < sleeps[1] < 4.0


async def test_timeouts_and_refused_connections_are_retried():
    server = Server(httpx.ConnectTimeout("slow"), httpx.ConnectError("refused"), page(1), page(2), page(3))
    sleeps = Sleeps()
    result = await fetch(server, sleeps=sleeps)
    assert len(result.pages) == 3 and len(sleeps) == 2


async def test_timeouts_on_every_attempt_raise():
    server = Server(*[httpx.ReadTimeout("slow")] * 3)
    with pytest.raises(Unavailable, match="ReadTimeout on each of 3 attempts"):
        await fetch(server)


async def test_429_with_a_short_retry_after_waits_that_long_and_retries():
    server, sleeps = Server(httpx.Response(429, headers={"Retry-After": "7"}), page(1), page(2), page(3)), Sleeps()
    result = await fetch(server, sleeps=sleeps)
    assert len(result.pages) == 3
    assert sleeps == [7.0]


@pytest.mark.parametrize(
    "retry_after, seconds",
    [("3600", 3600.0), (email.utils.format_datetime(NOW + dt.timedelta(hours=2), usegmt=True), 7200.0)],
)
async def test_429_with_a_long_retry_after_goes_back_to_the_scheduler(retry_after, seconds):
    server, sleeps = Server(httpx.Response(429, headers={"Retry-After": retry_after})), Sleeps()
    with pytest.raises(RateLimited) as caught:
        await fetch(server, sleeps=sleeps)
    assert caught.value.retry_after == seconds
    assert len(server.requests) == 1 and sleeps == []


async def test_429_without_retry_after_is_not_guessed():
    with pytest.raises(RateLimited) as caught:
        await fetch(Server(httpx.Response(429)))
    assert caught.value.retry_after is None


@pytest.mark.parametrize(
    "status, error, message",
    [
        (401, BadApiKey,
         "Artificial Analysis rejected the API key (HTTP 401): it is missing or wrong. "
         "Set AA_API_KEY to a key from artificialanalysis.ai."),
        (403, AccessDenied,
         "Artificial Analysis refused the request (HTTP 403): this API key lacks access to "
         "/api/v2/language/models/free at its tier. Check the key's plan on artificialanalysis.ai."),
        (410, EndpointRetired,
         "Artificial Analysis has retired /api/v2/language/models/free (HTTP 410). The old "
         "/api/v2/data/llms/models is gone too, so there is nothing to fall back to: AA_PATH in "
         "bot/sources.py must be updated to the endpoint Artificial Analysis now documents."),
    ],
)
async def test_401_403_410_stop_at_once_with_the_operator_message(status, error, message):
    server, sleeps = Server(httpx.Response(status, headers={"x-ratelimit-remaining": "42"})), Sleeps()
    with pytest.raises(error) as caught:
        await fetch(server, sleeps=sleeps)
    assert str(caught.value) == message
    assert len(server.requests) == 1 and sleeps == []
    assert caught.value.quota.remaining == 42


async def test_a_missing_key_spends_no_request():
    server = Server()
    async with httpx.AsyncClient(transport=httpx.MockTransport(server)) as client:
        with pytest.raises(BadApiKey, match="missing or wrong"):
            await fetch_aa_pages(client, "  ", quota=Quota())
    assert server.requests == []


async def test_a_malformed_page_names_the_page_and_the_problem():
    broken = aa_pages()
    broken[1]["data"] = {"models": []}
    with pytest.raises(MalformedPage, match=r"page 2: 'data' is missing or not a list"):
        await fetch(Server(page(1, broken), page(2, broken)))


async def test_a_page_that_is_not_json_is_malformed():
    html = httpx.Response(200, text="<html>maintenance</html>", headers={"content-type": "text/html"})
    with pytest.raises(MalformedPage, match=r"page 1: the body is not JSON \(text/html\)"):
        await fetch(Server(html))


async def test_a_page_number_mismatch_is_an_error():
    with pytest.raises(MalformedPage, match="Artificial Analysis page 2: the response says it is page 1"):
        await fetch(Server(page(1), page(1)))


async def test_more_pages_than_the_cap_is_an_error_not_a_truncation():
    with pytest.raises(SourceError, match="longer than max_pages=2"):
        await fetch(Server(page(1), page(2)), max_pages=2)


async def test_quota_at_the_reserve_refuses_to_start():
    later = (NOW + dt.timedelta(hours=3)).isoformat()
    server = Server()
    with pytest.raises(QuotaExhausted, match="5 of 100 requests left, at or below the reserve of 5"):
        await fetch(server, quota=Quota(100, 5, later, FETCHED))
    assert server.requests == []


async def test_quota_above_the_reserve_or_past_its_reset_fetches():
    earlier = (NOW - dt.timedelta(minutes=1)).isoformat()
    for quota in (Quota(100, 6), Quota(100, 0, earlier), Quota(100, 1, None, "2026-06-24T07:00:00+00:00")):
        result = await fetch(Server(page(1), page(2), page(3)), quota=quota)
        assert len(result.pages) == 3
        assert result.quota == quota  # no headers in these responses: the old quota stands


@pytest.mark.parametrize(
    "headers, expected",
    [
        ({"x-ratelimit-limit": "100", "x-ratelimit-remaining": "12", "x-ratelimit-reset": "1782374400"},
         Quota(100, 12, "2026-06-25T08:00:00+00:00", FETCHED)),
        ({"x-ratelimit-remaining": "3", "x-ratelimit-reset": "90"},
         Quota(None, 3, "2026-06-25T08:01:30+00:00", FETCHED)),
        ({"x-ratelimit-reset": "2026-06-26T00:00:00Z"}, Quota(None, None, "2026-06-26T00:00:00+00:00", FETCHED)),
        ({"x-ratelimit-reset": "Fri, 26 Jun 2026 00:00:00 GMT"}, Quota(None, None, "2026-06-26T00:00:00+00:00", FETCHED)),
        ({"x-ratelimit-limit": "100", "x-ratelimit-remaining": "lots", "x-ratelimit-reset": "soon"},
         Quota(100, None, None, FETCHED)),
        ({"content-type": "application/json"}, None),
    ],
)
def test_quota_headers(headers, expected):
    assert Quota.from_headers(headers, now=NOW) == expected


def test_retry_after_is_seconds_or_an_http_date():
    assert retry_after_seconds("120", NOW) == 120.0
    assert retry_after_seconds("Thu, 25 Jun 2026 08:00:30 GMT", NOW) == 30.0
    assert retry_after_seconds("Thu, 25 Jun 2026 07:00:00 GMT", NOW) == 0.0  # already past
    assert retry_after_seconds("whenever", NOW) is None
    assert retry_after_seconds(None, NOW) is None


# -- parsing Artificial Analysis ------------------------------------------------------------


def test_pages_one_to_n_make_a_complete_snapshot():
    pages = aa_pages()
    result = parse_aa_pages(pages, fetched_at=FETCHED)
    snap = result.snapshot
    assert snap.coverage == "complete"
    assert snap.source == "artificial-analysis" and snap.attribution == AA_ATTRIBUTION
    assert snap.index_version == "4.1"
    assert snap.as_of == snap.fetched_at == FETCHED
    assert len(snap.models) == 9 and result.rejected == []
    assert json.loads(snap.raw) == pages
    opus = by_name(snap)["Claude Opus 4.6 (Adaptive Reasoning, Max Effort)"]
    assert opus.source_id == pages[0]["data"][0]["id"] and opus.key == f"id:{opus.source_id}"
    assert (opus.creator, opus.creator_id) == ("Anthropic", pages[0]["data"][0]["model_creator"]["id"])
    assert opus.slug == "claude-opus-4-6-adaptive"
    assert opus.metrics == {
        "speed": 47.2, "ttft": 18.4, "first_answer": 18.4, "end_to_end": 28.99, "price_in": 5.0,
        "price_out": 25.0, "price_blended": 10.0, "intelligence": 44.1, "coding_index": 61.0, "agentic_index": 38.2,
    }
    assert all(set(row.metrics) <= set(METRICS) for row in snap.models)


@pytest.mark.parametrize("numbers", [[1], [2, 3], [1, 3], [1, 2]])
def test_anything_short_of_the_whole_catalogue_is_partial(numbers):
    pages = aa_pages()
    assert parse_aa_pages([pages[n - 1] for n in numbers], fetched_at=FETCHED).snapshot.coverage == "partial"


def test_as_of_can_be_given():
    assert parse_aa_pages(aa_pages(), fetched_at=FETCHED, as_of="2026-06-24").snapshot.as_of == "2026-06-24"


def test_a_malformed_page_is_refused_whole():
    pages = aa_pages()
    pages[2]["pagination"] = None
    with pytest.raises(MalformedPage, match="page 3: 'pagination' is missing"):
        parse_aa_pages(pages, fetched_at=FETCHED)
    with pytest.raises(MalformedPage, match="no pages"):
        parse_aa_pages([], fetched_at=FETCHED)


def test_different_index_versions_across_pages_raise():
    pages = aa_pages()
    pages[2]["intelligence_index_version"] = 4.2
    with pytest.raises(InconsistentCatalogue, match="page 1 says 4.1, page 2 says 4.1, page 3 says 4.2"):
        parse_aa_pages(pages, fetched_at=FETCHED)


def test_an_identical_duplicate_id_is_merged():
    pages = aa_pages()
    pages[2]["data"].append(copy.deepcopy(pages[0]["data"][2]))
    result = parse_aa_pages(pages, fetched_at=FETCHED)
    assert len(result.snapshot.models) == 9 and result.rejected == []
    assert (pages[0]["data"][2]["id"], "listed again at page 3 item 3, identical: merged") in result.notes


def test_a_conflicting_duplicate_id_rejects_the_later_row():
    pages = aa_pages()
    twin = copy.deepcopy(pages[0]["data"][2])
    twin["performance"]["median_output_tokens_per_second"] = 999.0
    pages[1]["data"].append(twin)
    result = parse_aa_pages(pages, fetched_at=FETCHED)
    assert by_name(result.snapshot)["GPT-5.5 (xhigh)"].metrics["speed"] == 70.1
    assert result.rejected == [
        (twin["id"], "duplicate id at page 2 item 4: conflicts with the row at page 1 item 3")
    ]


def test_nulls_everywhere_in_one_field_leave_that_metric_out():
    pages = aa_pages()
    for p in pages:
        for row in p["data"]:
            row["performance"]["median_time_to_first_token_seconds"] = None
    snap = parse_aa_pages(pages, fetched_at=FETCHED).snapshot
    assert all("ttft" not in row.metrics for row in snap.models)
    assert all(0.0 not in (row.metrics.get("ttft"),) for row in snap.models)
    assert by_name(snap)["GPT-5.5 (xhigh)"].metrics["speed"] == 70.1  # the rest is untouched


def test_a_model_with_every_value_null_is_kept_without_metrics():
    snap = parse_aa_pages(aa_pages(), fetched_at=FETCHED).snapshot
    assert by_name(snap)["DeepSeek V4 Flash (max)"].metrics == {"intelligence": 46.8}


def test_a_zero_price_is_free_and_a_null_price_is_missing():
    pages = aa_pages()
    pages[2]["data"][0]["pricing"]["price_1m_input_tokens"] = None
    models = by_name(parse_aa_pages(pages, fetched_at=FETCHED).snapshot)
    free = models["Devstral 3"].metrics
    assert (free["price_in"], free["price_out"], free["price_blended"]) == (0.0, 0.0, 0.0)
    half = models["Gemini 3.5 Flash (minimal)"].metrics
    assert "price_in" not in half and "price_blended" not in half and half["price_out"] == 9.0


def test_blended_price_is_three_input_to_one_output():
    models = by_name(parse_aa_pages(aa_pages(), fetched_at=FETCHED).snapshot)
    assert models["GLM-5.1 (Reasoning)"].metrics["price_blended"] == pytest.approx((3 * 1.0 + 3.2) / 4)
    assert models["Ling 3.1 Flash"].metrics["price_blended"] == 0.175  # rounded, not 0.17500000000000002


def test_a_zero_speed_is_not_a_measurement():
    result = parse_aa_pages(aa_pages(), fetched_at=FETCHED)
    ling = by_name(result.snapshot)["Ling 3.1 Flash"]
    assert "speed" not in ling.metrics and "ttft" not in ling.metrics
    assert ling.metrics["price_out"] == 0.4  # the row itself stays
    assert (ling.source_id, "speed 0 tok/s is not a measurement: left out") in result.notes


def test_hostile_names_are_kept_as_text_without_control_characters():
    pages = aa_pages()
    rows = pages[0]["data"]
    rows[0]["name"] = "<b>x</b>&amp;"
    rows[1]["name"] = "Evil\x1b[31m\x07 Model\u202e (high)\n"
    rows[2]["name"] = "A" * 500
    rows[3]["model_creator"]["name"] = "<script>alert(1)</script>"
    models = parse_aa_pages(pages, fetched_at=FETCHED).snapshot.models
    assert models[0].name == "<b>x</b>&amp;"
    assert models[1].name == "Evil[31m Model (high)" and models[1].family_tier == ("Evil[31m Model", "high")
    assert len(models[2].name) == MAX_NAME and models[2].name.endswith("…")
    assert models[3].creator == "<script>alert(1)</script>"


def test_a_name_that_is_only_control_characters_rejects_the_row():
    pages = aa_pages()
    pages[0]["data"][0]["name"] = "\x00\x1b\u200e"
    result = parse_aa_pages(pages, fetched_at=FETCHED)
    assert result.rejected == [(pages[0]["data"][0]["id"], "name must be a non-empty string")]


@pytest.mark.parametrize(
    "section, key, value, reason",
    [
        ("performance", "median_output_tokens_per_second", 9000, "speed 9000 tok/s is above 5000 tok/s: not a real value"),
        ("performance", "median_output_tokens_per_second", -3, "speed -3 is negative"),
        ("performance", "median_output_tokens_per_second", "fast", "performance.median_output_tokens_per_second is not a number ('fast')"),
        ("performance", "median_time_to_first_token_seconds", 700, "ttft 700 s is above 600 s: not a real value"),
        ("pricing", "price_1m_output_tokens", 1500, "price_out 1500 $/M is above 1000 $/M: not a real value"),
        ("pricing", "price_1m_input_tokens", -0.5, "price_in -0.5 is negative"),
        ("evaluations", "artificial_analysis_intelligence_index", 120, "intelligence 120 is above 100: not a real value"),
        ("evaluations", "artificial_analysis_coding_index", True, "evaluations.artificial_analysis_coding_index is not a number (True)"),
    ],
)
def test_an_absurd_value_rejects_its_row_with_the_reason(section, key, value, reason):
    pages = aa_pages()
    pages[1]["data"][1][section][key] = value
    result = parse_aa_pages(pages, fetched_at=FETCHED)
    assert result.rejected == [(pages[1]["data"][1]["id"], reason)]
    assert len(result.snapshot.models) == 8


def test_rows_without_an_id_or_of_the_wrong_shape_are_rejected():
    pages = aa_pages()
    del pages[0]["data"][0]["id"]
    pages[0]["data"][1]["performance"] = [1, 2]
    pages[0]["data"].append("not a row")
    result = parse_aa_pages(pages, fetched_at=FETCHED)
    assert result.rejected == [
        ("page 1 item 1", "no id"),
        (pages[0]["data"][1]["id"], "performance is not an object"),
        ("page 1 item 5", "not an object (str)"),
    ]


def test_effort_tiers_are_one_family():
    models = by_name(parse_aa_pages(aa_pages(), fetched_at=FETCHED).snapshot)
    assert models["Claude Opus 4.6 (Adaptive Reasoning, Max Effort)"].family_tier == (
        "Claude Opus 4.6", "Adaptive Reasoning, Max Effort"
    )
    assert models["Claude Opus 4.6 (Non-reasoning, High Effort)"].family_tier == (
        "Claude Opus 4.6", "Non-reasoning, High Effort"
    )
    assert models["GPT-5.5 (low)"].family_tier == ("GPT-5.5", "low")
    assert models["Devstral 3"].family_tier == ("Devstral 3", None)


def test_a_parsed_catalogue_can_be_stored():
    from bot import store

    db = store.open_db(memory=True)
    saved = store.save_snapshot(db, parse_aa_pages(aa_pages(), fetched_at=FETCHED).snapshot)
    assert saved.models == 9


# -- catalogue checks ---------------------------------------------------------------------


def test_a_catalogue_that_shrank_by_half_is_quarantined():
    reasons = assess_catalogue(100, 0.1, 200)
    assert reasons == [
        "the model count moved from 200 to 100 (-50%), more than 30% since the last complete catalogue"
    ]


def test_ordinary_catalogues_pass():
    assert assess_catalogue(210, 0.1, 200) == []
    assert assess_catalogue(9, 0.5, None) == []  # the first one has nothing to compare with


def test_an_empty_or_mostly_null_catalogue_is_quarantined():
    assert assess_catalogue(0, 1.0, 200) == ["the catalogue is empty"]
    assert assess_catalogue(200, 0.8, 200) == [
        "80% of speed/TTFT/price/intelligence values are missing (over 50%)"
    ]


def test_null_fraction_counts_missing_cells():
    snap = parse_aa_pages(aa_pages(), fetched_at=FETCHED).snapshot
    # Ling: speed, ttft; Gemini: none; DeepSeek: speed, ttft, price_in, price_out -> 6 of 45
    assert null_fraction(snap) == pytest.approx(6 / 45)
    snap.models = []
    assert null_fraction(snap) == 1.0


# -- OpenRouter -----------------------------------------------------------------------------


async def fetch_or(server: Server, **kw):
    async with httpx.AsyncClient(transport=httpx.MockTransport(server)) as client:
        return await fetch_openrouter_endpoints(
            client, "openai", "gpt-oss-120b", sleep=Sleeps(), rng=lambda: 0.0, clock=lambda: NOW, **kw
        )


async def test_fetch_openrouter_endpoints():
    server = Server(httpx.Response(200, json=openrouter_payload()))
    assert await fetch_or(server) == openrouter_payload()
    request = server.requests[0]
    assert str(request.url) == "https://openrouter.ai/api/v1/models/openai/gpt-oss-120b/endpoints"
    assert "authorization" not in request.headers


async def test_fetch_openrouter_with_a_key_asks_for_the_speeds():
    server = Server(httpx.Response(200, json=openrouter_payload()))
    await fetch_or(server, api_key="or-key")
    assert server.requests[0].headers["authorization"] == "Bearer or-key"


async def test_fetch_openrouter_retries_and_stops_like_aa():
    server = Server(httpx.Response(502), httpx.Response(200, json=openrouter_payload()))
    assert await fetch_or(server) == openrouter_payload()
    with pytest.raises(SourceError, match="OpenRouter has no model openai/gpt-oss-120b \\(HTTP 404\\)"):
        await fetch_or(Server(httpx.Response(404)))
    with pytest.raises(MalformedPage, match="data.endpoints is missing"):
        await fetch_or(Server(httpx.Response(200, json={"data": {"id": "openai/gpt-oss-120b"}})))


async def test_fetch_openrouter_refuses_a_path_in_the_id():
    with pytest.raises(SourceError, match="not a model id part"):
        async with httpx.AsyncClient(transport=httpx.MockTransport(Server())) as client:
            await fetch_openrouter_endpoints(client, "openai", "../../admin")


def test_openrouter_latency_in_milliseconds_becomes_seconds():
    result = parse_openrouter_endpoints(
        openrouter_payload(), model_name="gpt-oss-120b", creator="OpenAI", fetched_at=FETCHED
    )
    snap = result.snapshot
    assert (snap.source, snap.coverage, snap.models) == ("openrouter", "partial", [])
    assert snap.attribution == "OpenRouter (openrouter.ai)" and snap.title == "OpenRouter endpoints for openai/gpt-oss-120b"
    assert json.loads(snap.raw) == openrouter_payload()
    deepinfra, cerebras, chutes = snap.deployments
    assert deepinfra.system == "DeepInfra"
    assert (deepinfra.model.name, deepinfra.model.creator) == ("gpt-oss-120b", "OpenAI")
    assert deepinfra.metrics == {"speed": 168.4, "ttft": 0.612, "price_in": 0.05, "price_out": 0.45}
    assert deepinfra.note == "quantization fp4; uptime 99.8% (30 min)"
    assert cerebras.metrics == {"speed": 2450.7, "ttft": 0.281, "price_in": 0.25, "price_out": 0.69}
    # no traffic (or no key): speeds missing, not 0; a $0 price is free
    assert chutes.metrics == {"price_in": 0.0, "price_out": 0.0}
    assert result.rejected == []


def test_an_openrouter_latency_that_cannot_be_milliseconds_rejects_the_endpoint():
    payload = openrouter_payload()
    payload["data"]["endpoints"][1]["latency_last_30m"] = {"p50": 0.41, "p75": 0.6, "p90": 0.9, "p99": 2.0}
    result = parse_openrouter_endpoints(payload, model_name="gpt-oss-120b", creator="OpenAI", fetched_at=FETCHED)
    assert [d.system for d in result.snapshot.deployments] == ["DeepInfra", "Chutes"]
    ((ident, reason),) = result.rejected
    assert ident == "cerebras (endpoint 2)"
    assert reason.startswith("latency_last_30m.p50 0.41 is under 20 ms")


@pytest.mark.parametrize(
    "change, reason",
    [
        ({"throughput_last_30m": {"p50": 90000}}, "speed 90000 tok/s is above 5000 tok/s: not a real value"),
        ({"latency_last_30m": {"p50": 900000}}, "ttft 900 s is above 600 s: not a real value"),
        ({"pricing": {"prompt": "-1", "completion": "-1"}}, "pricing.prompt -1 is negative: no fixed price"),
        ({"pricing": {"prompt": "0.002", "completion": "0"}}, "price_in 2000 $/M is above 1000 $/M: not a real value"),
        ({"pricing": {"prompt": "cheap", "completion": "0"}}, "pricing.prompt is not a price ('cheap')"),
        ({"throughput_last_30m": 85.5}, "throughput_last_30m is not a percentile object (85.5)"),
        ({"provider_name": None}, "provider_name is not text (NoneType)"),
    ],
)
def test_an_openrouter_endpoint_with_unreal_numbers_is_rejected(change, reason):
    payload = openrouter_payload()
    payload["data"]["endpoints"][0].update(change)
    result = parse_openrouter_endpoints(payload, model_name="gpt-oss-120b", creator="OpenAI", fetched_at=FETCHED)
    assert result.rejected == [("deepinfra/fp4 (endpoint 1)", reason)]
    assert len(result.snapshot.deployments) == 2


def test_a_malformed_openrouter_response_is_refused():
    with pytest.raises(MalformedPage):
        parse_openrouter_endpoints({"data": []}, model_name="x", creator=None, fetched_at=FETCHED)


def test_the_openrouter_table_maps_board_models():
    table = read_openrouter_models(DATA / "openrouter_models.tsv")
    board_names = {
        row["name"]
        for path in (DATA / "snapshots").glob("*.json")
        for row in json.loads(path.read_text())["models"]
    }
    assert len(table) >= 5
    assert ("gpt-oss-120b", "OpenAI", "openai", "gpt-oss-120b") in table
    assert {entry.name for entry in table} <= board_names
    assert all(sources._OR_PART.fullmatch(e.author) and sources._OR_PART.fullmatch(e.slug) for e in table)


# -- the real page ------------------------------------------------------------------------


def test_the_real_aa_page_parses_as_published():
    if not REAL_AA_PAGE.exists():
        pytest.skip("the shared real AA page is not present")
    real = json.loads(REAL_AA_PAGE.read_text())
    result = parse_aa_pages([real], fetched_at="2026-06-25T00:00:00+00:00")
    snap = result.snapshot
    models = by_name(snap)
    assert len(snap.models) == 30 and result.rejected == [] and result.notes == []
    assert snap.coverage == "partial"  # page 1 of 3
    assert snap.index_version == "4.1"
    assert models["Claude Opus 4.6 (Adaptive Reasoning, Max Effort)"].family_tier == (
        "Claude Opus 4.6", "Adaptive Reasoning, Max Effort"
    )
    assert models["Gemini 3.5 Flash (high)"].family_tier == ("Gemini 3.5 Flash", "high")
    assert models["GPT-4o mini Realtime (Dec '24)"].family_tier == ("GPT-4o mini Realtime (Dec '24)", None)
    assert len({m.family_tier[0] for m in snap.models if m.family_tier[0].startswith("Gemini 3.5 Flash")}) == 1
    # nulls stay missing: JT-35B-Flash has only an intelligence score; EXAONE has nothing
    assert models["JT-35B-Flash"].metrics == {"intelligence": 28.4}
    assert models["EXAONE 4.5 33B (Non-reasoning)"].metrics == {}
    assert "speed" not in models["Claude 3.5 Haiku"].metrics and models["Claude 3.5 Haiku"].metrics["price_out"] == 4.0
    # the real zeros are prices (free), with real speeds beside them; no record has speed 0
    for name in ("Devstral 2", "Command A+"):
        assert models[name].metrics["price_in"] == models[name].metrics["price_out"] == 0.0
        assert models[name].metrics["speed"] > 0
    zero_speeds = [r for r in real["data"] if r["performance"]["median_output_tokens_per_second"] == 0]
    assert zero_speeds == []
    assert all(v is not None for m in snap.models for v in m.metrics.values())
    assert null_fraction(snap) == pytest.approx(16 / 150)
