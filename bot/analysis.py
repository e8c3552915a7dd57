"""The numbers behind charts, exports and /bound, as pure functions (no database, no
Telegram, no matplotlib): a model's history with its gaps, Pareto fronts, the deployment
speed frontier, the memory-bandwidth bound on single-stream decoding, sparklines and
CSV tables.
"""

from __future__ import annotations

import csv
import io
import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache

from .boards import Board, Filter, Model, Value, ranking
from .names import normalise
from .vocabulary import vocabulary

# -- a model's history ------------------------------------------------------------------

HISTORY_METRICS = ("speed", "ttft", "price_out", "price_in", "intelligence")


@dataclass(frozen=True)
class Observation:
    """One stored value: what one snapshot said about one model."""

    snapshot_id: int
    source: str
    as_of: str
    coverage: str
    model_key: str
    metric: str
    value: float
    approx: bool = False


@dataclass(frozen=True)
class SnapshotRef:
    snapshot_id: int
    source: str
    as_of: str


@dataclass
class History:
    """A family's values over time: one column per snapshot in `timeline`, one series per
    tier and metric, None where that snapshot has no value (a gap, never a zero)."""

    timeline: list[SnapshotRef]
    tiers: dict[str, str]  # model key -> label (tier, or the model name)
    series: dict[tuple[str, str], list[float | None]] = field(default_factory=dict)
    sources: set[str] = field(default_factory=set)

    def values(self, model_key: str, metric: str) -> list[float | None]:
        return self.series.get((model_key, metric), [None] * len(self.timeline))

    def best(self, metric: str, higher_is_better: bool = True) -> list[float | None]:
        """Per snapshot, the family's best tier for `metric` (what a board showed then)."""
        out: list[float | None] = []
        pick = max if higher_is_better else min
        for i in range(len(self.timeline)):
            present = [s[i] for (key, m), s in self.series.items() if m == metric and s[i] is not None]
            out.append(pick(present) if present else None)
        return out

    def has_key(self, model_key: str, metric: str) -> bool:
        return any(v is not None for v in self.series.get((model_key, metric), ()))

    def has(self, metric: str) -> bool:
        return any(v is not None for (k, m), s in self.series.items() if m == metric for v in s)

    @property
    def first(self) -> str | None:
        return self.timeline[0].as_of[:10] if self.timeline else None

    @property
    def last(self) -> str | None:
        return self.timeline[-1].as_of[:10] if self.timeline else None


def history(observations: Iterable[Observation], complete: Iterable[SnapshotRef],
            tiers: dict[str, str]) -> History:
    """Assemble a history from stored values.

    The timeline is every snapshot the family appeared in, plus every *complete* snapshot
    of those sources between its first and last appearance: absence from a complete
    catalogue is a real gap, absence from a partial list says nothing (PRODUCT rule 6),
    so only the former shows as a break in the line.
    """
    observations = list(observations)
    seen: dict[int, SnapshotRef] = {}
    for o in observations:
        seen.setdefault(o.snapshot_id, SnapshotRef(o.snapshot_id, o.source, o.as_of))
    if not seen:
        return History([], dict(tiers))
    span: dict[str, tuple[str, str]] = {}
    for ref in seen.values():
        lo, hi = span.get(ref.source, (ref.as_of, ref.as_of))
        span[ref.source] = (min(lo, ref.as_of), max(hi, ref.as_of))
    for ref in complete:
        if ref.source in span and span[ref.source][0] <= ref.as_of <= span[ref.source][1]:
            seen.setdefault(ref.snapshot_id, ref)
    timeline = sorted(seen.values(), key=lambda r: (r.as_of, r.snapshot_id))
    column = {ref.snapshot_id: i for i, ref in enumerate(timeline)}
    result = History(timeline, dict(tiers), sources=set(span))
    for o in observations:
        if o.metric not in HISTORY_METRICS:
            continue
        values = result.series.setdefault((o.model_key, o.metric), [None] * len(timeline))
        values[column[o.snapshot_id]] = o.value
    return result


# -- sparklines -------------------------------------------------------------------------

SPARK = "▁▂▃▄▅▆▇█"


def sparkline(values: Sequence[float | None], width: int = 24) -> str:
    """A one-line picture of a series, lowest ▁ to highest █; a gap (None) is a space.

    Longer series are cut into `width` buckets, each showing the mean of its values (a
    bucket with none is a gap). A flat series sits in the middle."""
    if not values:
        return ""
    if len(values) > width:
        buckets = []
        for i in range(width):
            part = [v for v in values[i * len(values) // width:(i + 1) * len(values) // width] if v is not None]
            buckets.append(sum(part) / len(part) if part else None)
        values = buckets
    present = [v for v in values if v is not None]
    if not present:
        return " " * len(values)
    lo, hi = min(present), max(present)
    out = []
    for v in values:
        if v is None:
            out.append(" ")
        elif hi == lo:
            out.append(SPARK[3])
        else:
            out.append(SPARK[min(7, int((v - lo) / (hi - lo) * 8))])
    return "".join(out)


# -- scatter plots and Pareto fronts ---------------------------------------------------


@dataclass(frozen=True)
class Point:
    """One family on a scatter plot: the tier that gave the y value, and both values."""

    model: Model
    x: Value
    y: Value

    @property
    def region(self) -> str | None:
        return self.model.region


def scatter_points(board: Board, x_metric: str, y_metric: str = "speed", flt: Filter = Filter(),
                   per_tier: bool = False) -> list[Point]:
    """One point per family: its best tier by `y_metric` among the tiers that have both
    values; with `per_tier`, one point per tier that has both. Models missing either value
    are left out, never placed at zero.

    Per family suits a chart where a family's tiers differ only in y (they share a price:
    the fastest tier is the one to pick). Where tiers trade y against x (a higher effort
    tier is smarter and slower), any one tier would misstate the family, and the Pareto
    front needs every tier to be right, so each tier is its own point."""
    points = []
    for members in board.families().values():
        best: Point | None = None
        for m in members:
            if not flt.admits(m):
                continue
            x, y = m.metric(x_metric), m.metric(y_metric)
            if x is None or y is None:
                continue
            if per_tier:
                points.append(Point(m, x, y))
            elif best is None or y.value > best.y.value:
                best = Point(m, x, y)
        if best is not None:
            points.append(best)
    points.sort(key=lambda p: (-p.y.value, p.model.name.casefold()))
    return points


def pareto_front(points: Sequence[Point], x_lower_is_better: bool) -> list[Point]:
    """Points no other point beats on both axes (y is always higher-is-better), in x order
    from best to worst. Ties on both values keep the first."""
    sign = 1.0 if x_lower_is_better else -1.0
    ordered = sorted(points, key=lambda p: (sign * p.x.value, -p.y.value, p.model.name.casefold()))
    front, best_y = [], -math.inf
    for p in ordered:
        if p.y.value > best_y:
            front.append(p)
            best_y = p.y.value
    return front


def value_entries(board: Board, flt: Filter = Filter(), limit: int = 15):
    """The speed-per-dollar board (free models first, as "free", never infinity)."""
    return ranking(board, "value", flt, limit=limit)


# -- the deployment speed frontier (seed 002's chart) -----------------------------------

FRONTIER_MIN_PARAMS_B = 300.0


@dataclass(frozen=True)
class DeploymentPoint:
    model: str  # family name
    creator: str | None
    country: str | None
    system: str
    hardware: str | None
    speed: float
    approx: bool
    params_total_b: float | None
    params_approx: bool
    as_of: str
    source: str

    @property
    def region(self) -> str | None:
        return None if self.country is None else ("cn" if self.country == "CN" else "intl")


@dataclass
class Frontier:
    points: list[DeploymentPoint]  # open weights, >= 300B total parameters
    front: list[DeploymentPoint]  # no other point is both bigger and faster; by size
    unsized: list[DeploymentPoint]  # open weights, parameters not stated: can't be placed


def speed_frontier(deployments: Iterable[DeploymentPoint], min_params_b: float = FRONTIER_MIN_PARAMS_B) -> Frontier:
    """Deployments of open-weights models of at least `min_params_b` total parameters, and
    the frontier: the fastest single-stream speed reached at each model size or above."""
    sized, unsized = [], []
    for d in deployments:
        if d.params_total_b is None:
            unsized.append(d)
        elif d.params_total_b >= min_params_b:
            sized.append(d)
    sized.sort(key=lambda d: (-d.params_total_b, -d.speed))
    front, best = [], -math.inf
    for d in sized:  # biggest first: a point is on the front if it beats every bigger one
        if d.speed > best:
            front.append(d)
            best = d.speed
    front.reverse()
    unsized.sort(key=lambda d: -d.speed)
    return Frontier(sorted(sized, key=lambda d: (d.params_total_b, d.speed)), front, unsized)


def translate(text: str, words: Sequence[Sequence[str]]) -> str:
    """`text` with each (pattern, replacement) of `words` applied in order: how a chart puts
    a source's English deployment notes ("Optimized deployment", "8 GPUs") in its own
    language. Patterns are regular expressions matched without regard to case; names they
    don't mention (NVIDIA, Fireworks) stay as they are."""
    for pattern, replacement in words:
        text = re.sub(pattern, replacement, text, flags=re.I)
    return text


# -- the memory-bandwidth bound on single-stream decoding (seed 004) --------------------

# Bytes per parameter by weight precision; names are matched casefolded.
PRECISIONS: dict[str, float] = {"fp32": 4.0, "bf16": 2.0, "fp16": 2.0, "fp8": 1.0, "int8": 1.0,
                                "fp4": 0.5, "int4": 0.5, "nvfp4": 0.5, "mxfp4": 0.5}
DEFAULT_PRECISION = "fp8"
DEFAULT_ACCELERATOR = "h100"
MAX_GPUS = 4096


@dataclass(frozen=True)
class Accelerator:
    key: str
    name: str
    bandwidth_tb_s: float  # memory bandwidth per device, TB/s (10^12 bytes/s)
    memory_gb: float
    aliases: tuple[str, ...]
    source: str


@dataclass(frozen=True)
class Ceiling:
    """One stream's decoding ceiling on given GPUs: their bandwidth over the weights read per
    token (seed 004). Not `boards.Bound`, which is a number filtering a board."""

    accelerator: Accelerator
    gpus: int
    gpus_chosen: bool  # False: the fewest that hold the weights (or 1 when size is unknown)
    precision: str
    bytes_per_param: float
    active_b: float
    active_approx: bool
    total_b: float | None
    gb_per_token: float  # weights read per generated token, GB
    tokens_per_s: float  # the ceiling

    def at(self, precision: str) -> float:
        return decoding_ceiling(self.accelerator.bandwidth_tb_s, self.gpus, self.active_b, PRECISIONS[precision])

    @property
    def weights_gb(self) -> float | None:
        """All the weights at this precision, GB (None when the total is unknown)."""
        return None if self.total_b is None else self.total_b * self.bytes_per_param

    @property
    def memory_gb(self) -> float:
        return self.gpus * self.accelerator.memory_gb

    @property
    def fits(self) -> bool:
        """Whether the weights fit in these GPUs' memory (assumed when the total is unknown):
        a ceiling for weights that don't fit can't be reached on these GPUs."""
        return self.weights_gb is None or self.weights_gb <= self.memory_gb

    @property
    def gpus_needed(self) -> int | None:
        """The fewest of these GPUs whose memory holds the weights (no power-of-two rounding)."""
        return None if self.weights_gb is None else max(1, math.ceil(self.weights_gb / self.accelerator.memory_gb))


def decoding_ceiling(bandwidth_tb_s: float, gpus: int, active_b: float, bytes_per_param: float) -> float:
    """Tokens/s one stream can reach when every token reads all active weights once:
    total memory bandwidth ÷ bytes read per token. KV-cache reads are ignored."""
    return gpus * bandwidth_tb_s * 1e12 / (active_b * 1e9 * bytes_per_param)


def gpus_to_hold(total_b: float, bytes_per_param: float, memory_gb: float) -> int:
    """The fewest devices whose memory holds the weights, rounded up to a power of two
    (tensor-parallel sizes); weights only, no room for the KV cache."""
    need = max(1, math.ceil(total_b * bytes_per_param / memory_gb))
    return 1 << (need - 1).bit_length()


def bound(accelerator: Accelerator, precision: str, active_b: float, *, active_approx: bool = False,
          total_b: float | None = None, gpus: int | None = None) -> Ceiling:
    bpp = PRECISIONS[precision]
    chosen = gpus is not None
    if gpus is None:
        gpus = gpus_to_hold(total_b, bpp, accelerator.memory_gb) if total_b else 1
    return Ceiling(accelerator, gpus, chosen, precision, bpp, active_b, active_approx, total_b,
                 active_b * bpp, decoding_ceiling(accelerator.bandwidth_tb_s, gpus, active_b, bpp))


@dataclass(frozen=True)
class BoundArgs:
    model: str
    accelerator: str | None = None  # an accelerator key, when one was named
    precision: str | None = None
    gpus: int | None = None
    unknown: tuple[str, ...] = ()  # words that are none of a GPU, a precision or a GPU count
    bad_count: str | None = None  # a GPU count that isn't a whole number from 1 to MAX_GPUS ("-2", "3.5", "0")
    repeated: tuple[str, ...] = ()  # a second GPU, precision or count


@cache
def _count_patterns() -> tuple[str, re.Pattern, re.Pattern]:
    """The words that mark a number as a count of GPUs ("8 gpus", "x8", "8卡"), from the vocabulary."""
    marks = "|".join(re.escape(w) for w in sorted(vocabulary().gpu_count.words, key=len, reverse=True))
    mark = rf"(?:{marks})"
    return (mark, re.compile(rf"^(?:x|×)?(\d{{1,4}}){mark}?$", re.I),
            re.compile(rf"^(?:x|×)?[-+−]?[\d.,]*\d[\d.,]*(?:e[-+]?\d+)?{mark}?$", re.I))
_COUNT_AND_GPU = re.compile(r"^(\d{1,4})(?:x|×)(.+)$", re.I)
_GPU_SHAPED = re.compile(r"(?:h|b|gb|mi|a|rtx|l|v)\d{2,4}[a-z]*|tpu[-\s]?v?\d+[a-z]*|(?:gaudi|trainium|inferentia)\d*", re.I)


def _aliases(accelerators: Sequence[Accelerator]) -> dict[str, str]:
    return {normalise(a): acc.key for acc in accelerators for a in acc.aliases + (acc.key,)}


def _hardware_word(word: str, by_alias: dict[str, str]) -> tuple[str, object] | None:
    """What one word says about the hardware: ("precision", name), ("gpu", key),
    ("count", n), ("gpu_count", (n, key)), ("bad_count", word), ("mark", word) for a word
    that only marks a count ("gpus", "x"); None for anything else.
    Counts are read before normalising, which would drop a minus sign."""
    low, key = word.casefold(), normalise(word)
    count_mark, gpu_count, number_like = _count_patterns()
    if re.fullmatch(count_mark, low):
        return "mark", word  # "8 gpus", "x 8": the count's own word, written apart
    precision = vocabulary().precision.word(low)
    if precision in PRECISIONS:
        return "precision", precision
    if key in by_alias:
        return "gpu", by_alias[key]
    combo = _COUNT_AND_GPU.match(low)
    if combo and normalise(combo[2]) in by_alias:
        count = int(combo[1])
        return ("gpu_count", (count, by_alias[normalise(combo[2])])) if 1 <= count <= MAX_GPUS else ("bad_count", word)
    if (m := gpu_count.match(low)) and 1 <= int(m[1]) <= MAX_GPUS:
        return "count", int(m[1])
    if number_like.match(low):
        return "bad_count", word
    return None


def parse_hardware(words: Sequence[str], accelerators: Sequence[Accelerator], model: str = "") -> BoundArgs:
    """The words after a model's name, read strictly: each must be a GPU, a precision or a
    number of GPUs ("8", "8x", "x8", "8gpus", "8卡", "8xH200"), once each; the rest are
    returned as unknown, repeated or a bad count, never ignored or guessed at."""
    by_alias = _aliases(accelerators)
    gpu = precision = count = bad = None
    unknown: list[str] = []
    repeated: list[str] = []
    marks: list[str] = []
    for word in words:
        said = _hardware_word(word, by_alias)
        if said is None:
            unknown.append(word)
            continue
        kind, value = said
        if kind == "mark":
            marks.append(word)
            continue
        if kind == "bad_count":
            bad = bad or word
        elif kind == "precision":
            repeated += [word] if precision else []
            precision = precision or value
        elif kind == "gpu":
            repeated += [word] if gpu else []
            gpu = gpu or value
        elif kind == "count":
            repeated += [word] if count else []
            count = count or value
        else:
            repeated += [word] if (gpu or count) else []
            count, gpu = count or value[0], gpu or value[1]
    if marks and count is None and bad is None:  # "gpus" with no number of them
        unknown += marks
    return BoundArgs(model, gpu, precision, count, tuple(unknown), bad, tuple(repeated))


def parse_bound_args(text: str, accelerators: Sequence[Accelerator]) -> BoundArgs:
    """`MODEL [GPU] [precision] [GPUs]`, when the model's name can't be told from the rest by
    looking names up: the hardware words are the trailing words that are plainly hardware.

    A bare number counts GPUs only after a GPU or precision word ("... h100 8"), so model
    names ending in a number ("gemini 3") stay whole; "8x", "x8", "8gpus", "8卡" and
    "8xH200" always count; a GPU-shaped word we have no figures for ("h999") is unknown."""
    by_alias = _aliases(accelerators)
    words = text.split()
    cut = len(words)
    while cut > 1:
        word = words[cut - 1]
        said = _hardware_word(word, by_alias)
        bare = said is not None and said[0] in ("count", "bad_count") and re.fullmatch(r"[-+−]?[\d.,]+", word)
        if said is not None and (not bare or (cut > 2 and _hardware_word(words[cut - 2], by_alias))):
            cut -= 1
        elif said is None and _GPU_SHAPED.fullmatch(word):
            cut -= 1
        else:
            break
    return parse_hardware(words[cut:], accelerators, " ".join(words[:cut]))


def looks_like_gpu(word: str) -> bool:
    """Whether a word we didn't recognise is shaped like an accelerator's name ("h999")."""
    return bool(_GPU_SHAPED.fullmatch(word))


def stated_hardware(hardware: str | None, accelerators: Sequence[Accelerator]) -> tuple[int | None, str | None]:
    """The GPU count and accelerator a deployment's hardware text states, where it does:
    "8 GPUs" -> (8, None), "8x H200" -> (8, "h200"), "NVIDIA GB300" -> (None, "gb300")."""
    if not hardware:
        return None, None
    by_alias = _aliases(accelerators)
    count = re.search(r"(?<![\w.])(\d{1,4})\s*(?:[x×]\s*(?=[a-z])|(?:gpus?|卡|张|块)\b)", hardware, re.I)
    key = next((by_alias[normalise(w)] for w in re.findall(r"[\w-]+", hardware) if normalise(w) in by_alias), None)
    n = int(count[1]) if count and 1 <= int(count[1]) <= MAX_GPUS else None
    return n, key


# -- CSV exports ------------------------------------------------------------------------

DERIVED_DIGITS = 6  # significant digits of a value worked out here rather than given by a source
BOARD_METRICS = ("speed", "ttft", "price_in", "price_out", "price_blended", "value", "intelligence",
                 "coding_index", "agentic_index")
_DATED = ("speed", "ttft", "price_in", "price_out", "intelligence", "coding_index", "agentic_index")


def board_table(board: Board, flt: Filter = Filter()) -> tuple[list[str], list[list[object]]]:
    """Every model (each tier its own row) on the filtered board, fastest first: column
    keys and rows of raw values. Missing values are None, a free model's value is "free".
    Values a source gave are as given; values worked out here (speed per dollar, a blended
    price from input and output) have 6 significant digits, not a division's float noise."""
    columns = (["model", "family", "tier", "creator", "country", "open_weights", "params_total_b",
                "params_active_b"] + list(BOARD_METRICS) + [f"{m}_as_of" for m in _DATED] + ["approx", "source"])
    models = [m for m in board.models if flt.admits(m)]
    models.sort(key=lambda m: (-(m.metric("speed").value if m.metric("speed") else -1), m.name.casefold()))
    rows = []
    for m in models:
        values = {k: m.metric(k) for k in BOARD_METRICS}
        cells: list[object] = [m.name, m.family, m.tier, m.creator, m.country, m.open_weights,
                               m.params_total_b, m.params_active_b]
        for k in BOARD_METRICS:
            v = values[k]
            if v is None or math.isinf(v.value):
                cells.append(None if v is None else "free")
            else:
                cells.append(v.value if k in m.values else significant(v.value))
        cells += [m.values[k].as_of[:10] if k in m.values else None for k in _DATED]
        cells.append(" ".join(sorted(k for k, v in m.values.items() if v.approx)) or None)
        cells.append(" ".join(sorted({v.source for v in m.values.values()})) or None)
        rows.append(cells)
    return columns, rows


def history_table(hist: History, names: dict[str, str] | None = None) -> tuple[list[str], list[list[object]]]:
    """One row per snapshot and tier the model appeared in, oldest first (`names`: model
    key -> the full name to show, else the history's tier label)."""
    columns = ["as_of", "source", "model"] + list(HISTORY_METRICS)
    rows = []
    for i, ref in enumerate(hist.timeline):
        for key, label in hist.tiers.items():
            cells = [hist.values(key, m)[i] for m in HISTORY_METRICS]
            if all(c is None for c in cells):
                continue
            rows.append([ref.as_of[:10], ref.source, (names or {}).get(key, label)] + cells)
    return columns, rows


def significant(value: float, digits: int = DERIVED_DIGITS) -> float:
    """`value` to `digits` significant digits: for figures worked out from others."""
    return float(f"{value:.{digits}g}")


def to_csv(header: Sequence[str], rows: Iterable[Sequence[object]]) -> bytes:
    """CSV that Excel opens cleanly with Chinese text: UTF-8 with a BOM, CRLF lines.
    Missing values are empty cells (never 0); numbers keep every digit a source gave
    (up to 15 significant digits, so arithmetic's binary noise such as 0.15000000000000002
    from a unit conversion is not printed); text that a spreadsheet would run as a formula
    is prefixed with an apostrophe."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow([_cell(c) for c in row])
    return out.getvalue().encode("utf-8-sig")


def _cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        # 15 significant digits recover any decimal a source wrote with up to 15 digits
        # exactly, and drop the last-place error a float picks up in arithmetic
        return repr(int(value)) if value.is_integer() and abs(value) < 1e15 else f"{value:.15g}"
    if isinstance(value, int):
        return str(value)
    text = str(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text
