"""Snapshots in memory, and the project's own snapshot file format (see data/README.md).

A Snapshot is what one fetch of one source said at one as-of time. Nothing here touches
the database or the network: `store.save_snapshot` writes one, parsers build one.
"""

from __future__ import annotations

import datetime as dt
import json
import math
from dataclasses import dataclass, field
from pathlib import Path

from .names import normalise, split_tier

FORMAT = "leaderbot.snapshot/1"
AA_ATTRIBUTION = "Artificial Analysis (artificialanalysis.ai)"

# metric -> True when a higher value is better. Units: speed output tokens/s; ttft (first
# token, thinking included), first_answer (first token of the answer) and end_to_end seconds;
# prices USD per 1M tokens; relay_cny CNY per 1M tokens; relay_discount a fraction.
METRICS: dict[str, bool] = {
    "speed": True,
    "ttft": False,
    "first_answer": False,
    "end_to_end": False,
    "price_in": False,
    "price_out": False,
    "price_blended": False,
    "intelligence": True,
    "coding_index": True,
    "agentic_index": True,
    "intelligence_rank": False,
    "relay_cny": False,
    "relay_discount": False,
}
# Sane bounds; a value outside them is a broken row, not a fact.
_BOUNDS: dict[str, tuple[float, float]] = {
    "speed": (0.0, 100_000.0),
    "ttft": (0.0, 3_600.0),
    "first_answer": (0.0, 3_600.0),
    "end_to_end": (0.0, 3_600.0),
    "price_in": (0.0, 10_000.0),
    "price_out": (0.0, 10_000.0),
    "price_blended": (0.0, 10_000.0),
    "intelligence": (0.0, 100.0),
    "coding_index": (0.0, 100.0),
    "agentic_index": (0.0, 100.0),
    "intelligence_rank": (1.0, 100_000.0),
    "relay_cny": (0.0, 100_000.0),
    "relay_discount": (0.0, 1.0),
}
MAX_NAME = 200
# Measurements where 0 is no measurement: nothing is produced at 0 tokens/s, nothing arrives in 0 s.
TIMED = ("speed", "ttft", "first_answer", "end_to_end")


class SnapshotError(ValueError):
    """The file or payload can't be a snapshot; the message says why, for the operator."""


@dataclass
class ModelRow:
    name: str
    creator: str | None = None
    creator_id: str | None = None
    source_id: str | None = None  # the source's stable id (AA `id`), when it has one
    metrics: dict[str, float] = field(default_factory=dict)
    approx: frozenset[str] = frozenset()
    new: bool = False
    open_weights: bool | None = None
    params_total_b: float | None = None
    params_active_b: float | None = None
    slug: str | None = None
    model_key: str | None = None  # set when a row is matched to a model another source keys
    name_cut: bool = False  # the source's name was longer than MAX_NAME: shown cut, with "…"

    @property
    def key(self) -> str:
        if self.model_key:
            return self.model_key
        return id_key(self.source_id) if self.source_id else f"name:{normalise(self.name)}"

    @property
    def family_tier(self) -> tuple[str, str | None]:
        return split_tier(self.name)


def id_key(source_id: str) -> str:
    """The model key of a source's stable id (PRODUCT.md rule 2)."""
    return f"id:{source_id}"


@dataclass
class DeploymentRow:
    model: ModelRow
    system: str
    hardware: str | None = None
    metrics: dict[str, float] = field(default_factory=dict)
    approx: frozenset[str] = frozenset()
    note: str | None = None


@dataclass
class Snapshot:
    source: str
    as_of: str  # ISO date or date-time
    coverage: str  # "complete" | "partial"
    models: list[ModelRow]
    deployments: list[DeploymentRow] = field(default_factory=list)
    facts: list[ModelRow] = field(default_factory=list)  # model facts without board values
    title: str | None = None
    attribution: str = AA_ATTRIBUTION
    attribution_zh: str | None = None  # the attribution in Chinese, where it isn't a proper name
    index_version: str | None = None
    raw: str = ""
    note: str | None = None
    bundled: bool = False
    fetched_at: str | None = None
    # keys of models the catalogue listed in rows validation refused: not absences
    unreadable: list[str] = field(default_factory=list)

    @property
    def listed(self) -> int:
        """Models the catalogue lists, readable or not: what quarantine compares."""
        return len({m.key for m in self.models} | set(self.unreadable))


def clean_name(value: object, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise SnapshotError(f"{what} must be a non-empty string")
    text = " ".join(value.split())
    if len(text) > MAX_NAME:
        raise SnapshotError(f"{what} is longer than {MAX_NAME} characters")
    return text


def clean_metrics(raw: object, what: str) -> dict[str, float]:
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise SnapshotError(f"{what}: metrics must be an object")
    out: dict[str, float] = {}
    for metric, value in raw.items():
        if metric not in METRICS:
            raise SnapshotError(f"{what}: unknown metric {metric!r}")
        if value is None:
            continue  # missing is missing, never 0
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise SnapshotError(f"{what}: {metric} is not a number")
        low, high = _BOUNDS[metric]
        if not low <= value <= high or (value == 0 and metric in TIMED):
            # nothing is produced at 0 tokens/s, nothing arrives in 0 s: that is no measurement
            raise SnapshotError(f"{what}: {metric}={value} is outside {low:g}..{high:g}"
                                + (" (0 is not a measurement)" if value == 0 else ""))
        out[metric] = float(value)
    return out


def utc_iso(moment: dt.datetime) -> str:
    """A moment as the ISO text stored everywhere: UTC, to the second."""
    return moment.astimezone(dt.timezone.utc).isoformat(timespec="seconds")


def check_date(value: object) -> str:
    if not isinstance(value, str):
        raise SnapshotError("as_of must be an ISO date")
    try:
        parsed = dt.datetime.fromisoformat(value)
    except ValueError:
        raise SnapshotError(f"as_of {value!r} is not an ISO date") from None
    return value if len(value) == 10 else parsed.isoformat()


def _model_row(raw: dict, what: str) -> ModelRow:
    if not isinstance(raw, dict):
        raise SnapshotError(f"{what} must be an object")
    name = clean_name(raw.get("name"), f"{what} name")
    creator = raw.get("creator")
    approx = raw.get("approx") or []
    row = ModelRow(
        name=name,
        creator=clean_name(creator, f"{what} creator") if creator is not None else None,
        creator_id=raw.get("creator_id") or None,
        source_id=raw.get("id") or None,
        metrics=clean_metrics(raw.get("metrics"), f"{what} ({name})"),
        approx=frozenset(approx),
        new=bool(raw.get("new", False)),
        open_weights=raw.get("open_weights"),
        params_total_b=raw.get("params_total_b"),
        params_active_b=raw.get("params_active_b"),
    )
    relay = raw.get("relay")
    if relay:
        row.metrics.update(
            clean_metrics({"relay_cny": relay.get("cny_per_m"), "relay_discount": relay.get("discount")}, what)
        )
    return row


def parse_own_format(payload: dict, *, bundled: bool = False, raw: str = "") -> Snapshot:
    """Build a Snapshot from the project's own format (a dict already read from JSON)."""
    if not isinstance(payload, dict) or payload.get("format") != FORMAT:
        raise SnapshotError(f"not a {FORMAT} file")
    source = payload.get("source") or {}
    coverage = payload.get("coverage")
    if coverage not in ("complete", "partial"):
        raise SnapshotError("coverage must be 'complete' or 'partial'")
    models = [_model_row(m, f"models[{i}]") for i, m in enumerate(payload.get("models") or [])]
    facts = [_model_row(m, f"model_facts[{i}]") for i, m in enumerate(payload.get("model_facts") or [])]
    deployments = []
    for i, d in enumerate(payload.get("deployments") or []):
        what = f"deployments[{i}]"
        model = _model_row({"name": d.get("model"), "creator": d.get("creator")}, what)
        deployments.append(
            DeploymentRow(
                model=model,
                system=clean_name(d.get("system"), f"{what} system"),
                hardware=d.get("hardware") or None,
                metrics=clean_metrics(d.get("metrics"), what),
                approx=frozenset(d.get("approx") or []),
                note=d.get("note") or None,
            )
        )
    version = payload.get("index_version")
    return Snapshot(
        source=clean_name(source.get("name"), "source name"),
        title=source.get("title"),
        attribution=source.get("attribution") or AA_ATTRIBUTION,
        attribution_zh=source.get("attribution_zh") or None,
        as_of=check_date(payload.get("as_of")),
        coverage=coverage,
        index_version=None if version is None else str(version),
        models=models,
        facts=facts,
        deployments=deployments,
        note=payload.get("note"),
        bundled=bundled,
        raw=raw or json.dumps(payload, ensure_ascii=False),
    )


def read_own_format(path: Path, *, bundled: bool = False) -> Snapshot:
    text = path.read_text(encoding="utf-8")
    try:
        payload = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SnapshotError(f"{path.name}: not valid JSON ({exc.msg} at line {exc.lineno})") from None
    return parse_own_format(payload, bundled=bundled, raw=text)
