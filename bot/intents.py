"""Chat text -> a Query (pure). Slash commands and plain phrases in Chinese and English
map to the same queries. Every word is looked up in the one vocabulary
(data/vocabulary.tsv through bot.vocabulary), on the message folded once (full width,
Traditional, case, Latin glued to Chinese); model names are found with a NameFinder built
once per board."""

from __future__ import annotations

import difflib
import math
import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field, replace
from collections.abc import Iterator
from functools import cache, lru_cache
from typing import NamedTuple

from .boards import HIGHER_IS_BETTER, Bound, ranked_metric
from .names import normalise
from .vocabulary import Hit, fold, has_cjk, vocabulary


class _Guarded:
    """A pattern that can only match where one of a few plain strings stands: those are looked
    for first, which costs a long message almost nothing when none is there (a search for the
    pattern itself tries its lookbehinds at every place)."""

    def __init__(self, needles: tuple[str, ...], pattern: str) -> None:
        self.needles = needles
        self.pattern = re.compile(pattern)

    def _maybe(self, text: str) -> bool:
        return any(n in text for n in self.needles)

    def search(self, text: str) -> re.Match | None:
        return self.pattern.search(text) if self._maybe(text) else None

    def finditer(self, text: str) -> Iterator[re.Match]:
        return self.pattern.finditer(text) if self._maybe(text) else iter(())


MAX_INPUT = 1000  # characters of a message we try to understand (a long chat paragraph); longer is refused politely
DEFAULT_LIMIT = 10
MAX_LIMIT = 30


@dataclass(frozen=True)
class Query:
    # board tradeoff card compare scenario agent new source help start lang unknown too_long permissions
    # thanks free bandwidth index_version deployments next_page (limit 0: as many as the last page)
    kind: str
    metric: str = "speed"
    region: str | None = None
    open_only: bool = False
    limit: int = DEFAULT_LIMIT
    offset: int = 0  # rows skipped: a board's later pages (buttons under the board)
    names: tuple[str, ...] = ()
    scenario: str | None = None
    calls: int | None = None  # /agent's calls; a card's cost: the input tokens beside the output ones
    tokens: int | None = None
    arg: str | None = None  # /lang value, /start payload, a GPU asked about
    problem: str | None = None  # a usage problem to explain instead of answering
    vendors: tuple[str, ...] = ()  # creators the board is limited to ("deepseek 的模型")
    capped: bool = False  # asked for more rows than one page holds: say so
    bounds: tuple[Bound, ...] = ()  # numbers that filter the board ("under $1", "速度超过100")
    closed_only: bool = False  # "闭源模型": weights known to be closed
    than: str | None = None  # "比 deepseek v4 flash 更便宜的": a model whose figure bounds the board
    country: str | None = None  # "fastest american model": creators of one country
    systems: tuple[str | None, ...] = ()  # per compared name, the system serving it ("on cerebras")
    asked: str | None = None  # a metric a card or comparison was asked about ("kimi k2.6 的延迟")
    reverse: bool = False  # the other end of the board ("最慢的模型", "most expensive"), said so
    # refers back to the chat's last answer: "subject" (its models: "它的智能分呢"), "board" (its
    # board, changed: "那国产的呢"); the chat's handler fills it in (`follow_up`)
    follow: str | None = None
    among: tuple[str, ...] = ()  # "which of those is cheapest": only these families (the last board's rows)
    without: tuple[str, ...] = ()  # creators left out ("别给我推deepseek", "except openai")
    unread: tuple[str, ...] = ()  # a command's words the bot doesn't know ("/top abc"), named back
    budget: float | None = None  # dollars to spend on a model's tokens ("$200/month on luna, how many tokens")
    requests: int | None = None  # a cost's count of requests, its tokens multiplied by ("每天200个对话 每个输出500")
    period: str | None = None  # a cost's or budget's: "day" or "month" ("10M output tokens a day")
    no_family: str | None = None  # a maker named by a family the data has none of ("llama": Meta's board, said)
    than_keep: tuple[str, ...] = ()  # with `than`: metrics no worse than that model's ("…but cheaper, at least as smart")
    than_on: str | None = None  # with `than`: the metric its figure bounds when the board ranks by another
    # ("再快一点的有吗" after the cheapest board: faster than its first row, still cheapest first)
    engine: str | None = None  # a serving engine named ("vllm部署哪个快"): the data has no figures by engine, said
    unheld: str | None = None  # a thing the data holds nothing on, asked ("ds flash支持function calling吗"): said
    figure: float | None = None  # a figure the question points at a deployment by ("the 842 one", "那个1000")
    rate: float | None = None  # a dollar's price in CNY the user gave ("按7.2算"): the data holds no exchange rate
    pick: str | None = None  # "便宜的那个", "the faster one": of the models named, the one best on this metric (answers)
    scale: float | None = None  # "and if calls double": the last workload's volume times this (`follow_up`)
    # the language the question is written in (None: the chat's); not part of what is asked
    lang: str | None = field(default=None, compare=False)


V = vocabulary


def query_dict(query: Query) -> dict:
    """A query as plain data, for the chat's context in the database (`query_from`)."""
    return {k: ([vars(b) for b in v] if k == "bounds" else list(v) if isinstance(v, tuple) else v)
            for k, v in vars(query).items()}


def query_from(data: dict) -> Query:
    known = Query.__dataclass_fields__
    fields = {k: (tuple(Bound(**b) for b in v) if k == "bounds" else tuple(v) if isinstance(v, list) else v)
              for k, v in data.items() if k in known}
    return Query(**fields)


@dataclass(frozen=True)
class LastShown:
    """What a chat was last shown, for its follow-ups: the last board (its query and length,
    the models on the page shown) and the models of the last card or comparison; `last` says
    which of the two came last ("board", "models", or "" for a chat shown neither)."""

    board: Query | None = None
    total: int = 0
    rows: tuple[str, ...] = ()
    models: tuple[str, ...] = ()
    last: str = ""
    workload: dict | None = None  # the last answer's workload (`workload_of`), if it was a card's or comparison's
    makers: tuple[str, ...] = ()  # the makers the chat last asked about by name ("这三家" later)
    asked: str | None = None  # the figure the last card or comparison was asked for ("K2 Horizon 呢" after an input price)
    card: bool = False  # the last models were one model's card (with the model before it), not a comparison


WORKLOAD = ("asked", "tokens", "calls", "period", "budget", "requests")  # what a cost, a duration or a budget was asked with


def workload_of(query: Query) -> dict | None:
    """The volumes a card or comparison was asked about ("1亿output token … 要多少钱": a cost
    of 100M output tokens), for the next question to ask of another model; None for none."""
    if query.tokens is None and query.budget is None:
        return None
    return {**{field: getattr(query, field) for field in WORKLOAD}, "of": list(query.names)}  # (and whose it was)


# -- model names in free text -----------------------------------------------------------


_LATIN_RUN = re.compile(r"[\x00-\x7f]{4,}")


class NameFinder:
    """Family names to find inside a message, normalised once per board (not per message):
    each name is filed under its first four characters, so a message is scanned once."""

    def __init__(self, names: dict[str, str] | list[str], measured: set[str] | frozenset[str] = frozenset()) -> None:
        values = names.values() if isinstance(names, dict) else names
        self.measured = measured  # the families on the boards (a part of a name that fits several means the one measured)
        self.by_head: dict[str, list[tuple[str, str]]] = {}
        for name in set(values):
            key = normalise(name)
            if len(key) >= 4:
                self.by_head.setdefault(key[:4], []).append((key, name))
        for entries in self.by_head.values():
            entries.sort(key=lambda e: -len(e[0]))
        self.keys = {key: name for entries in self.by_head.values() for key, name in entries}
        self._by_length: dict[str, dict[int, dict[str, str]]] = {}
        for head, entries in self.by_head.items():
            for key, name in entries:
                self._by_length.setdefault(head, {}).setdefault(len(key), {}).setdefault(key, name)
        self._latin = all(key.isascii() for key in self.keys)  # then a name starts only in a run of Latin text
        self._all = "\n".join(self.keys)  # one string to ask first whether any name has a phrase
        self._found: dict[str, list[str]] = {}
        self._name_words = {name: _words(name) for name in self.keys.values()}  # split once per board
        # every word of every name ("gemini", "flash", "lite"): no word of the question's language
        self.words = {w for words in self._name_words.values() for w in words if re.search(r"[a-z]", w)}
        self._long_words = sorted(w for w in self.words if len(w) >= 5 and w.isalpha())  # what a typo may be of
        self._spelling: dict[str, str | None] = {}
        self.spelled: dict[str, str] = {}  # a message's texts with typos written right (`_spelled`)

    def new_message(self) -> None:
        """Names found are kept for one message's own repeated look-ups only."""
        self._found.clear()
        self.spelled.clear()

    def find(self, text: str) -> list[str]:
        """Names standing whole inside the text, longest first, without overlaps, in the
        order they appear ("glm-5.2 和 kimi k2.6 哪个快"); a message's texts are asked again and again."""
        found = self._found.get(text)
        if found is None:
            found = self._found[text] = self._find(text)
        return list(found)

    def _find(self, text: str) -> list[str]:
        flat = normalise(text)
        candidates = []
        # the names whose first four characters the text has (a set's intersection: no loop
        # in Python over every place of a long message), then every place each stands
        if self._latin:  # (a Chinese message is mostly characters no name has)
            heads = {run[at:at + 4] for run in _LATIN_RUN.findall(flat) for at in range(len(run) - 3)}
        else:
            heads = {flat[at:at + 4] for at in range(len(flat) - 3)}
        for head in heads.intersection(self.by_head):
            places, at = [], flat.find(head)
            while at >= 0:
                places.append(at)
                at = flat.find(head, at + 1)
            keys = self._by_length[head]  # per length, the names of that length with this head
            candidates += [(-size, at, keys[size][flat[at:at + size]]) for size in keys for at in places
                           if flat[at:at + size] in keys[size]]
        candidates.sort()
        taken = [False] * len(flat)
        found: list[tuple[int, str]] = []
        seen: set[str] = set()
        for neg, at, name in candidates:
            if name in seen or any(taken[at:at - neg]):
                continue
            taken[at:at - neg] = [True] * -neg
            seen.add(name)
            found.append((at, name))
        return [name for _, name in sorted(found)]

    def closest_word(self, word: str) -> str | None:
        """A word of a name that `word` is one typo from ("sonet" is sonnet), kept per board."""
        if word not in self._spelling:
            import difflib

            close = difflib.get_close_matches(word, self._long_words, n=1, cutoff=0.8)
            self._spelling[word] = close[0] if close else None
        return self._spelling[word]

    def in_a_name(self, part: str) -> bool:
        """Whether some name's key has this (normalised, one-line) text inside it."""
        return part in self._all

    def exact(self, text: str) -> str | None:
        return self.keys.get(normalise(text))

    def by_words(self, text: str) -> str | None:
        """The one name whose words include the text's words whole and in a row, where the
        name's leading or trailing words may be left out ("nemotron 3 nano 30b" is NVIDIA
        Nemotron 3 Nano 30B A3B); "gemini 3 flash" is not Gemini 3.5 Flash, nor "mimo v2"
        MiMo-V2.5-Pro: a version is a word. None when no name or several match."""
        asked = _words(text)
        if len(asked) < 2:
            return None
        found = {name for name, w in self._name_words.items()
                 if any(w[i:i + len(asked)] == asked for i in range(len(w) - len(asked) + 1))}
        if len(found) > 1:  # "nemotron 3 nano": the name that adds only sizes ("30b a3b") and its maker's
            # name, not one that adds a variant ("omni", "reasoning")
            def variant_words(name: str) -> int:
                extra = list(_words(name))
                for w in asked:
                    extra.remove(w)
                return sum(1 for w in extra if not re.fullmatch(r"a?\d+(?:\.\d+)?[bm]", w) and not V().vendor.word(w))
            fewest = min(variant_words(n) for n in found)
            found = {n for n in found if variant_words(n) == fewest} if fewest == 0 else found
        return found.pop() if len(found) == 1 else None

    def partial(self, text: str) -> str | None:
        """The one name that the text's Latin words, run together, are part of ("k2 horizon",
        "claude fable"); else the one name that two or three of them in a row are part of ("who
        makes k2 horizon and how fast is it"); None when none or several are."""
        words = re.findall(r"[a-z0-9][a-z0-9.\-]*", text)
        whole = self._partial(words)
        if whole is None and 2 < len(words) <= 16:  # (a short question: a long one's windows cost too much)
            for size in (3, 2):
                found = {hit for at in range(len(words) - size + 1)
                         if (hit := self._partial(words[at:at + size], apart=False)) is not None}
                if len(found) == 1:
                    return found.pop()
        return whole

    def with_word(self, word: str) -> str | None:
        """The one name that has this whole word ("luna": GPT-5.6 Luna), else None."""
        found = [name for name, words in self._name_words.items() if word in words] if word in self.words else []
        return found[0] if len(found) == 1 else None

    def _partial(self, words: list[str], apart: bool = True) -> str | None:
        if not words or len(words) > 6 or not any(re.search(r"[a-z]", w) for w in words):
            return None  # no letters, or more words than a model's name has
        phrase = normalise(" ".join(words))
        if len(phrase) < 5:
            return None
        found = [name for key, name in self.keys.items() if phrase in key] if self.in_a_name(phrase) else []
        if not found and apart and len(words) > 1:  # "mimo pro", "gemini flash lite": the words in order, apart
            parts = [normalise(w) for w in words]
            longest = max(parts, key=len)  # a plain substring test first: few names pass it
            pattern = re.compile(".*".join(map(re.escape, parts)))
            found = [name for key, name in self.keys.items() if longest in key and pattern.search(key)]
        if len(found) > 1 and self.measured:  # "deepseek flash": V4 Flash on the board, not V4.1 Flash known from a deployment
            found = [name for name in found if name in self.measured] or found
        return found[0] if len(found) == 1 else None


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9.]+", text.casefold().replace("-", " ").replace("_", " "))


def _finder(names: NameFinder | dict | list | None) -> NameFinder:
    if isinstance(names, NameFinder):
        return names
    return NameFinder(names or {})


def _written_out(name: str) -> str:
    """A name as typed, with a shorthand first word written out ("ds v4 flash" -> "deepseek v4 flash")."""
    low = fold(name)
    full = name_text(low)
    return full if full != low else name.strip()


_GLUED_VERSION = re.compile(r"(?<![a-z])(ds|qw)(v?\d)")
_DECIMAL_COMMA = re.compile(r"(?<=[a-z]\d),(?=\d(?!\d))")  # "kimi k2,6": k2.6


def name_text(low: str) -> str:
    """The folded text with shorthand for a name's first word written out ("ds v4 flash" ->
    "deepseek v4 flash", "千问3.7" -> "qwen 3.7"), for finding model names."""
    if "ds" in low or "qw" in low:
        low = _GLUED_VERSION.sub(r"\1 \2", low)  # "dsv4 pro": "ds v4 pro"
    if "," in low and _DECIMAL_COMMA.search(low):
        low = _DECIMAL_COMMA.sub(".", low)
    out, last = [], 0
    for hit in V().name_prefix.hits(low):
        if low[hit.start:hit.end] != hit.meaning:
            out += [low[last:hit.start], hit.meaning]
            last = hit.end
    return "".join(out + [low[last:]]) if out else low


# -- numbers -------------------------------------------------------------------------------

_NUMBER = re.compile(r"(?<![a-z0-9.\-])(\d+(?:\.\d+)?)")
_RANGE_NUMBER = re.compile(r"(?<![a-z0-9.])(?<![a-z]-)(\d+(?:\.\d+)?)")  # also "1.5" of "0.5-1.5" (not "gpt-5.6")


def _cn_number(word: str) -> int | None:
    meaning = V().number.word(word)
    return int(meaning) if meaning else None


@cache
def _limit_pattern() -> re.Pattern:
    """How many rows, from the vocabulary's number and limit words."""
    def alt(kind: str, meaning: str | None = None) -> str:
        words = [w for w, m in V()[kind].words.items() if meaning is None or m == meaning]
        return "|".join(re.escape(w) if not w.isascii() else rf"(?<![a-z]){re.escape(w)}"
                        for w in sorted(words, key=len, reverse=True))

    cn = "|".join(re.escape(w) for w in sorted((w for w in V().number.words if not w.isascii()), key=len, reverse=True))
    before, counter, then = alt("limit", "before"), alt("limit", "counter"), alt("limit", "then")
    return re.compile(
        rf"(?:{before})\s*(\d{{1,3}}|{cn})(?![\d.])"  # "前5", "top 5"
        rf"|(?<![\d.同这那哪每任第])(\d{{1,3}}|{cn})\s*(?:{counter})(?!\s*(?:tokens?|tok|输出|输入|字|轮|人|客人|用户|月|星期|礼拜|小时|钟头|工作日))"
        # "5个", "三款" (not "同一个", "哪一个", "300个token")
        rf"|(?<![a-z0-9.$])(\d{{1,3}})\s+(?:\w+\s+)?(?:{then})(?![a-z])"  # "3 cheapest", "5 models"
        rf"|(?:{then})\s+(\d{{1,3}})(?![\d.])"  # "cheapest 3"
    )


@cache
def _numerals() -> tuple[set[str], set[str]]:
    """The characters a number written in Chinese begins and ends with ("一", "十", "五")."""
    words = [w for w in V().number.words if not w.isascii()]
    return {w[0] for w in words}, {w[-1] for w in words}


_WORD_BACK = re.compile(r"\s*(?:\w+\s+)?")  # (read on the reversed text before a word)


def _number_beside(low: str, hit: Hit) -> bool:
    """Whether a number stands right after a limit word, right before it, or a word before it
    ("前5", "5个", "3 cheapest", "5 open models"): without one `_limit_pattern` can't match."""
    first, last = _numerals()
    after = low[hit.end:hit.end + 40].lstrip()[:1]
    if after.isdigit() or after in first:
        return True
    before = low[max(0, hit.start - 80):hit.start][::-1]
    close = before.lstrip()[:1]
    if close.isdigit() or close in last:
        return True
    skipped = _WORD_BACK.match(before).end()
    return before[skipped:skipped + 1].isdigit()


@lru_cache(maxsize=256)  # (asked several times of one message)
def _limit(low: str, *, within: str | None = None) -> int | None:
    """How many rows the (folded) text asks for; `within`: the text with some of its words
    blanked (the numbers bounds took), read where `low` has been read already."""
    if within is None and not _counts(low):
        return None  # (every way of saying how many is a limit word with a number beside it)
    if within is not None and not any(_number_beside(within, hit) for hit in _counts(low)):
        return None
    low = low if within is None else within
    match = _limit_pattern().search(low)
    if not match:
        return None
    raw = next(g for g in match.groups() if g)
    if raw == "一" and re.search(r"排名|排行|榜|ranking|list", low):
        return None  # "给我一个国产模型速度排名": a ranking, not one row
    return int(raw) if raw.isdigit() else _cn_number(raw)


_UNIT_METRIC = {"usd": "price", "cents": "price", "cny": "relay_cny", "s": "ttft", "ms": "ttft", "tps": "speed"}


@lru_cache(maxsize=256)
def bounds_in(low: str, metric: str) -> tuple[tuple[Bound, ...], list[tuple[int, int]]]:
    """Numbers that bound a metric: "under $1", "低于0.5美元", "faster than 150 t/s",
    "速度超过100", "intelligence above 50", "ttft under 1 s", "0.5美元以下". Returns the bounds
    and the spans of text they took (so those numbers aren't read as a board's size). The text
    is read once a message (`_bound_words`); `metric`, the board's, only fills in what a bound
    leaves unsaid ("速度超过100" says speed; "低于0.5" on a price board bounds that price)."""
    out: list[Bound] = []
    spans: list[tuple[int, int]] = []
    for said in _bound_words(low):
        what = said.bound.metric
        if what == _THE_METRIC:
            what = metric
        if what == _SOME_PRICE:
            what = metric if metric.startswith("price") else "price_out"
        if what not in _BOUNDABLE:
            continue
        out.append(replace(said.bound, metric=what) if said.bound.metric != what else said.bound)
        # the metric word that says what the number bounds belongs to the bound ("ttft under 1 s")
        own = said.named_by is not None and (said.named_by == what or (said.named_by == "price" and what.startswith("price")))
        spans.append(((said.start if not own else min(said.start, said.named_at)), said.end))
    for hit in V().needs.hits(low):  # "w/ decent smarts", "only ones with an intelligence score": a bound in words
        what, _, level = hit.meaning.partition(":")
        out.append(_bound(what, "has", 0.0) if level == "has" else _bound(what, ">=", float(level)))
        spans.append((hit.start, hit.end))
    return tuple(dict.fromkeys(out)), spans


# What a bound leaves for the board's metric to say: which metric ("速度超过100" on a speed
# board), or which price ("price under $1" on the blended-price board is that price).
_THE_METRIC, _SOME_PRICE = "", "price"


_METRIC_TO_BOUND = re.compile(r"\s*(?:index|score|rating|level|points?|指数|分数?)?\s*(?:of|is|at|=|:|在|为)?\s*(?:an?\s+)?")
_bound = lru_cache(maxsize=1024)(Bound)  # (a frozen dataclass is slow to make; the same few recur)


class _Said(NamedTuple):
    bound: Bound  # its metric may be _THE_METRIC or _SOME_PRICE
    start: int  # the span of text it took, without the metric word before it...
    end: int
    named_by: str | None = None  # ...which is this metric word's, at this place
    named_at: int = 0


@lru_cache(maxsize=256)
def _bound_words(low: str) -> tuple[_Said, ...]:
    """The bounds of `bounds_in`, read from the text alone."""
    voc = V()
    ops = {id(h): op for kind, op in (("below", "<"), ("at_most", "<="), ("above", ">"), ("at_least", ">="))
           for h in voc[kind].hits(low)}
    said_words = sorted((h for kind in ("below", "at_most", "above", "at_least") for h in voc[kind].hits(low)),
                        key=lambda h: h.start)
    # (a long message has dozens of numbers and words: each number looks only at the words near it)
    said_starts = [h.start for h in said_words]
    reach = 14 + max((h.end - h.start for h in said_words), default=0)
    units, metrics = voc.unit.hits(low), voc.metric.hits(low)
    metric_ends = [h.end for h in metrics]  # (in order: one kind's words don't overlap)
    unit_starts, unit_ends = [u.start for u in units], [u.end for u in units]
    kinds = voc.price_kind.hits(low)
    out: list[_Said] = []
    ranged = _ranges(low, units, metrics, kinds)
    for low_bound, high_bound, (begin, finish) in ranged:
        out += [_Said(low_bound, begin, finish), _Said(high_bound, begin, finish)]
    for match in _NUMBER.finditer(low):
        start, end = match.span()
        if ranged and any(a <= start < b for _, _, (a, b) in ranged):
            continue
        lead = [h for h in said_words[bisect_left(said_starts, start - reach):bisect_right(said_starts, start)]
                if start - 14 <= h.end <= start and not low[h.end:start].strip(" $¥:：的是为在")
                and h.word != "内"]  # ("3秒内" bounds; "国内3个最便宜的" is a count of domestic models)
        if not lead and not said_words and low[end:end + 1] != "+":
            continue  # (most numbers in a message bound nothing: no comparison word anywhere near)
        after = low[end:]
        plus = 2 if after[:1] == "+" else 1  # ("100+ tok/s": the unit after the plus)
        unit = next(iter(units[bisect_left(unit_starts, end):bisect_right(unit_starts, end + plus)]), None)
        if unit is None:  # (a unit's words don't overlap: their ends are in order too)
            unit = next((u for u in units[bisect_left(unit_ends, start - 2):bisect_right(unit_ends, start)]
                         if u.meaning in ("usd", "cny", "tps") and (u.meaning != "tps" or not u.word.isascii())),
                        None)  # "$1", "每秒100个token"
        if after[:1].isalpha() and (unit is None or unit.start != end):
            continue  # "4o", "2x": part of a name or a count
        tail = unit.end if unit and unit.start >= end else end
        if unit is not None and unit.meaning == "tps" and unit.end <= start:
            tail += re.match(r"\s*(?:个\s*)?(?:tokens?|tok)?", low[end:]).end()  # "每秒100个token以上"
        # a comparison word just before the number (and its currency), or just after it
        lead.sort(key=lambda h: (h.end, h.end - h.start))  # "不超过" is not "超过": the longest word wins
        said = lead[-1:] or [h for h in said_words[bisect_left(said_starts, tail):bisect_right(said_starts, tail + 2)]
                             if voc.bound_after.word(h.word) and (h.word != "内" or unit is not None)][:1]
        # ("3秒内", "1s内": 内 after a unit; "前3国内最快" is no bound)
        if not said and low[end:end + 1] == "+" and not re.match(r"\s*\d", low[end + 1:]):  # "55+", not "1+1"
            said = [Hit("any", end, end + 1, "+")]
            ops[id(said[0])] = ">="
        if not said:
            continue
        cmp = said[0]
        op = ops[id(cmp)]
        value = float(match.group(1))
        what = cmp.meaning if cmp.meaning != "any" else None
        near = metrics[bisect_left(metric_ends, cmp.start - 8):bisect_right(metric_ends, cmp.start)]
        if not near:  # "an intelligence index of at least 55": the metric's noun and a preposition between
            near = [m for m in metrics[bisect_left(metric_ends, cmp.start - 24):bisect_right(metric_ends, cmp.start)]
                    if _METRIC_TO_BOUND.fullmatch(low[m.end:cmp.start])][-1:]
        # a price kind right after the number says which price it bounds ("under 0.1 input"),
        # unless a number of its own follows it ("speed至少80 output价格1刀以内": the next bound's)
        kind_after = next((k for k in kinds if end <= k.start <= end + 1), None) if unit is None else None
        if kind_after is not None and not re.match(r"\D{0,8}?\d", low[kind_after.end:kind_after.end + 9]):
            what, tail = kind_after.meaning, kind_after.end
        if unit is not None:
            what = _UNIT_METRIC[unit.meaning]
            if unit.meaning in ("ms", "cents"):
                value /= 1000 if unit.meaning == "ms" else 100
        kind_before = next((k for k in kinds if k.end <= cmp.start and cmp.start - k.end <= 2), None)
        if what is None and kind_before is not None and not (near and near[-1].end > kind_before.end):
            what = kind_before.meaning  # "输入价低于0.1", "input under 0.1"
        if what is None:
            what = near[-1].meaning if near else None
        if what is None:
            what = _THE_METRIC
        if what == "relay":
            what = "relay_cny"
        if what == "price":
            what = next((k.meaning for k in kinds if abs(k.start - start) < 24), None) or _SOME_PRICE
        if what not in _BOUNDABLE and what not in (_THE_METRIC, _SOME_PRICE):
            continue
        begin, finish = min(start, cmp.start), max(tail, cmp.end)
        out.append(_Said(_bound(what, op, value), begin, finish, near[-1].meaning if near else None,
                         near[-1].start if near else 0))
    return tuple(out)


def _ranges(low: str, units: list[Hit], metrics: list[Hit], kinds: list[Hit]):
    """"100到200 tok/s之间", "between 100 and 200 t/s", "$0.1-$0.5 之间": two numbers joined by a
    range word, with "between"/"之间" around them: an at-least and an at-most bound."""
    voc = V()
    words = voc.range.hits(low)
    joins = [h for h in words if h.meaning == "to"]
    marks = [h for h in words if h.meaning == "between"]
    if not joins and "-" not in low:
        return []  # (no two numbers are joined)
    numbers = list(_RANGE_NUMBER.finditer(low))
    out = []
    for first, second in zip(numbers, numbers[1:]):
        a, b = first.span(), second.span()
        join = next((j for j in joins if a[1] <= j.start and j.end <= b[0]), None)
        if join is None and low[a[1]:b[0]].strip() == "-":  # "0.5-1.5", "100-200" (no word of its own)
            join = Hit("to", a[1], b[0], "-")
        if join is None or low[a[1]:join.start].strip(" $¥") not in ("", *[u.word for u in units]) \
                or low[join.end:b[0]].strip(" $¥"):
            continue
        tail = next((u for u in units if b[1] <= u.start <= b[1] + 1), None)
        end = tail.end if tail else b[1]
        said_metric = any(h.end <= a[0] and a[0] - h.end <= 3 and h.word not in _BOARD_ONLY
                          for h in metrics)  # "output price 0.5-1.5" (not "top 3 to 5": a count)
        if not said_metric and not any(m.end <= a[0] and a[0] - m.end <= 12 or end <= m.start <= end + 12 for m in marks):
            continue  # "3 to 5" alone may be a count: a range says between (or names its metric)
        lo, hi = sorted((float(first.group(1)), float(second.group(1))))
        what = _UNIT_METRIC.get(tail.meaning) if tail else None
        near = [h for h in metrics if h.end <= a[0] and a[0] - h.end <= 8]
        what = what or (near[-1].meaning if near else None) or _THE_METRIC
        if what == "price":
            what = next((k.meaning for k in kinds if abs(k.start - a[0]) < 24), None) or _SOME_PRICE
        begin = min([a[0]] + [m.start for m in marks if m.end <= a[0] and a[0] - m.end <= 12]
                    + [h.start for h in metrics if h.end <= a[0] and a[0] - h.end <= 3])
        finish = max([end] + [m.end for m in marks if end <= m.start <= end + 12])
        out.append((Bound(what, ">=", lo), Bound(what, "<=", hi), (begin, finish)))
    return out


_BOARD_ONLY = {"top", "排行", "排名", "榜", "榜单", "排行榜", "leader"}  # speed's words that name a board, not a figure
_BOUNDABLE = {"speed", "ttft", "price_out", "price_in", "price_blended", "intelligence", "relay_cny", "value"}


# -- the parts every board question shares --------------------------------------------------


# a region ruled out by the word before it ("排除陸廠", "非陆厂", "扣掉国产的", "no chinese") or after it ("国产以外")
_RULED_OUT_BEFORE = re.compile(r"(?:排除|排除掉|扣掉|扣除|去掉|除了|除开|除去|不要|不用|不含|不包括|别给我|别要|避开|非|"
                               r"(?<![a-z])(?:no|non|not|except|excluding|exclude|without|besides|other than))\s*(?:掉|了|的)?\s*$")
_RULED_OUT_AFTER = re.compile(r"\s*(?:的)?\s*(?:以外|之外|除外|(?:不要|别|不算|不考虑)\s*(?:了|吧)?\s*(?:$|[,，。.!！?？]))")


def _region(low: str) -> str | None:
    voc = V()
    ruled_out = voc.not_region.first(low)
    if ruled_out:
        return ruled_out
    for hit in voc.region.hits(low):
        if hit.meaning in ("cn", "intl") and (_RULED_OUT_BEFORE.search(low[max(0, hit.start - 14):hit.start])
                                             or _RULED_OUT_AFTER.match(low, hit.end)):
            return "intl" if hit.meaning == "cn" else "cn"  # ("不要陸廠的": every maker outside China)
    region = voc.region.first(low)
    return None if region == "all" else region


def vendors_in(low: str) -> tuple[str, ...]:
    """Creators named in the (folded) text by any of their names, in the order named."""
    return tuple(V().vendor.named(low))


@lru_cache(maxsize=256)
def _counts(low: str) -> tuple[Hit, ...]:
    """The limit words with a number beside them ("前三", "top 3", "5个"): read once a message."""
    return tuple(hit for hit in V().limit.hits(low) if _number_beside(low, hit))


def _column_asked(low: str, metric: str) -> str | None:
    """Another figure asked of a board's rows ("速度前三的模型智能分多少", "top 3 fastest, whats
    their intelligence"): named outside the bounds' words, with a count ranking by the metric."""
    hits = V().metric.hits(low)
    if len({h.meaning for h in hits}) < 2 or not _counted_metric(low, hits):
        return None
    _, spans = bounds_in(low, metric)
    shown = [(h.start, h.end) for h in V().with_column.hits(low) + V().scenario.hits(low)] + spans
    rank = "price" if metric.startswith("price") else metric
    others = {h.meaning for h in hits if h.meaning != rank and not any(a <= h.start < b for a, b in shown)}
    if len(others) != 1:
        return None
    other = others.pop()
    if other == "price" and metric == "speed":
        return None  # (a speed board shows each row's price already: its output price, else its input price)
    return ranked_metric(other)


@lru_cache(maxsize=256)
def _superlative_one(low: str) -> Hit | None:
    """The superlative that picks one model whose other figure is asked ("最快的那个智能分是多少",
    "whats the smartest ones speed"): with another metric named after it."""
    if "最" not in low and "est" not in low:  # (most messages have no superlative: no need to look)
        return None
    hits = V().metric.hits(low)
    for hit in hits:
        superlative = "最" in low[max(hit.start - 1, 0):hit.start + 1] or hit.word.endswith("est")
        if not superlative:
            continue
        after = low[hit.end:]
        chinese = re.match(r"\s*(?:的)?\s*[^\s，,。？?]{0,6}?(?:的)?\s*(?:那个|那個|那款|那一个|那一個|这个|這個|那位|嗰個|嗰个|模型的)",
                           after)
        if not chinese and not re.match(r"\s*(?:one|model|pick)'?s(?![a-z])|'s(?![a-z])", after):
            continue
        spans = bounds_in(low, hit.meaning)[1]  # ("cheapest model smarter than 55": a bound, not its figure)
        if any(h.start >= hit.end and h.meaning != hit.meaning and not any(a <= h.start < b for a, b in spans)
               for h in hits):
            return hit
    return None


def _counted_metric(low: str, hits: list[Hit]) -> str | None:
    """The metric a count is written against ("速度前三", "前3快", "top 3 fastest", "3 cheapest"),
    when the count has a number beside it; or the superlative picking one model ("最快的那个智能分")."""
    one = _superlative_one(low)
    if one is not None:
        return one.meaning
    first, _ = _numerals()
    hits = [h for h in hits if h.word not in _BOARD_ONLY]  # ("top 10" names a board, not its metric)
    for limit in _counts(low):
        after = re.match(rf"\s*(?:\d+|[{''.join(first)}]+)", low[limit.end:])  # "前三", "top 3": the number after it
        end = limit.end + after.end() if after else limit.end
        before = [h for h in hits if 0 <= limit.start - h.end <= 2]  # ("速度前五的智能分": speed counts, not 智能分)
        if len({h.meaning for h in before}) == 1:
            return before[0].meaning
        near = [h for h in hits if 0 <= limit.start - h.end <= 2 or 0 <= h.start - end <= 1
                or (h.start <= limit.start and limit.end <= h.end)]  # ("速度前三", "前三快", "3 cheapest")
        if len({h.meaning for h in near}) == 1:
            return near[0].meaning
    return None


_NOT_SO = re.compile(r"(?:不|不太|不算|不怎么|没那么|没有那么|不那么|不是很|not too|not that|not so|not very|not)\s*$")


def _reverse(low: str) -> str | None:
    """The board read the other way ("最慢的", "most expensive"), unless the word is negated
    ("不太贵的", "not too expensive": cheap, not the dear end)."""
    return next((h.meaning for h in V().reverse.hits(low) if not _NOT_SO.search(low[:h.start])), None)


_SMART_WORD = re.compile(r"聪明|智能分?高|智能指数高|智商高|智慧指?数?高|质量好|质量高|效果好|(?<![a-z])(?:smart|smarter|intelligent|high intelligence|good quality|high quality|capable)(?![a-z])")
_CHEAP_WORD = re.compile(r"便宜|不太?贵|不算贵|没那么贵|实惠|(?<![a-z])(?:cheap|cheaper|inexpensive|affordable|not too expensive|not expensive|not that expensive|budget)(?![a-z])")


_LISTING = frozenset(("有哪些模型", "哪些模型", "所有模型", "全部模型", "all models", "list models", "what models",
                      "which models"))  # speed's words that only ask for a list: the speed board if nothing else ranks


@lru_cache(maxsize=256)
def _metric(low: str) -> str | None:
    """The metric a board ranks by: named outside the numbers' own words ("fastest with ttft
    under 1 s" ranks by speed)."""
    _, spans = bounds_in(low, "speed")
    shown = bytearray(len(low) + 1)  # "带价格": a column, not the ranking; ("智能体" is an agent, not intelligence)
    for h in (*V().with_column.hits(low), *V().scenario.hits(low)):
        shown[h.start:h.end] = b"\1" * (h.end - h.start)
    hits = [h for h in V().metric.hits(low) if not (shown[h.start] and shown[h.end - 1])]
    for sort in V().refer.hits(low):  # "sorted by speed", "按价格排": the metric named after it ranks
        after = [h for h in hits if 0 <= h.start - sort.end <= 2] if sort.meaning == "resort" else None
        if after:
            metric = after[0].meaning
            return "relay_cny" if metric == "relay" else metric
    taken = bytearray(len(low) + 1)  # the places the numbers' words took
    for a, b in spans:
        taken[a:b] = b"\1" * (b - a)
    outside = {h.meaning for h in hits if not taken[h.start] and h.word not in _LISTING}
    named = outside or {h.meaning for h in hits if h.word not in _LISTING} or {h.meaning for h in hits}
    # ("cheapest under $1": the bound's own word; "which models start replying within 3 s": the
    # listing words only ask for a list, the bound says what ranks it)
    if len(named) > 1:  # "速度前三的模型智能分多少", "top 3 fastest, whats their intelligence": the one by the count ranks
        counted = _counted_metric(low, [h for h in hits if h.meaning in named])
        if counted:
            return "relay_cny" if counted == "relay" else counted
    if not outside and len(named) > 1 and "speed" in named:
        return "speed"  # "speed > 200 and input price under $0.1": only numbers, so the speed board, filtered
    if "speed" in named and "price" in named and re.search(r"fastest|quickest|最快", low) \
            and not re.search(r"cheapest|最便宜|最低价", low):
        return "speed"  # "the fastest open weights one and whats its price": ranked by speed, priced beside
    if named == {"ttft", "speed"}:
        return "ttft"  # "the quickest first answer token", "哪个模型响应最快": how fast it starts, not writes
    if named == {"intelligence", "price"} and _SMART_WORD.search(low) and _CHEAP_WORD.search(low) \
            and not re.search(r"最便宜|cheapest|最聪明|smartest|比|一样|(?<![a-z])(?:than|as|like)(?![a-z])", low):
        return "smarts_value"  # "智能分高又不太贵的国产", "smart but affordable": the smarts a dollar buys
    metric = next((m for m in V().metric.meanings if m in named), None)
    return "relay_cny" if metric == "relay" else metric


def modifiers(text: str, base: Query, *, low: str | None = None, vendors: bool = True) -> Query:
    """Region, open-weights, vendor, top-N, price kind and number words added to a query."""
    low = fold(text) if low is None else low
    metric = base.metric
    if metric.startswith("price"):  # "blended price ranking (3:1 input:output)": blended, whatever else is named
        metric = "price_blended" if V().price_kind.has(low, "price_blended") else (V().price_kind.first(low) or metric)
    bounds, spans = bounds_in(low, metric)
    rest = low
    for start, end in reversed(spans):
        rest = rest[:start] + " " * (end - start) + rest[end:]
    query = replace(
        base,
        region=_region(low) or base.region,
        open_only=base.open_only or V().weights.has(low, "open") or _refused_closed(low),
        closed_only=base.closed_only or (V().weights.has(low, "closed") and not _refused_closed(low)),
        country=_countries(low) or base.country,
        metric=metric,
        vendors=(vendors_in(low) if vendors else ()) or base.vendors,
        bounds=base.bounds + bounds,
    )
    if query.kind == "makers" and query.region == "cn" and query.country and "CN" not in query.country.split(","):
        # "is a vendor US/EU or Chinese? which vendors are chinese?": China and other countries can't both hold;
        # the one named last is asked
        last_country = max((h.start for h in V().country.hits(low)), default=-1)
        last_region = max((h.start for h in V().region.hits(low) if h.meaning == "cn"), default=-1)
        query = replace(query, country=None) if last_region > last_country else replace(query, region=None)
    excluded = _countries_excluded(low)
    if "US" in excluded:  # "not from US and not from china", "non us", "中美以外": every other country the table knows
        from .bundled import creator_table

        others = sorted({c for c in creator_table().by_name.values() if c and c not in excluded})
        query = replace(query, region=None, country=",".join(others))
    left_out = _excluded_vendors(low) if vendors else ()
    if left_out:  # "便宜的国产 别给我推deepseek": the board without them
        query = replace(query, vendors=tuple(v for v in query.vendors if v not in left_out), without=left_out)
    return _with_limit(query, _limit(low, within=rest))


_US_BESIDE = re.compile(r"(?<![a-z])us\s*(?:/|or|and|&|,)\s*(?=eu|europe|uk|japan|canada|korea)|"
                        r"(?<=eu|pe|uk)\s*(?:/|or|and|&|,)\s*us(?![a-z])")


def _countries(low: str) -> str | None:
    """The makers' countries a question names, joined ("korean or canadian": either), without those
    that say who asks or what language ("台灣用戶", "german phone support"); "us" alone is no country
    word ("tell us"), beside another country it is ("a US or EU vendor", "US/EU")."""
    codes = [h.meaning for h in V().country.hits(low) if not _who_or_language(low, h)]
    if codes and _US_BESIDE.search(low):
        codes.insert(0, "US")
    return ",".join(dict.fromkeys(c for code in codes for c in code.split(","))) or None


def _zone_places(low: str) -> list[Hit]:
    """The places in the (folded) text that name a time zone, less those that are a region's or a
    country's word too ("中国" is a board's region, "台北" a zone), unless one says they live there
    ("im in singapore", "台湾时间": its zone)."""
    voc = V()
    return [h for h in voc.zone.hits(low) if not voc.region.word(h.word)
            and (not voc.country.word(h.word) or _LIVED_IN.search(low[max(0, h.start - 16):h.start])
                 or re.match(r"\s*(?:time|时间)(?![a-z])", low[h.end:]))]  # ("台湾时间", "japan time")


_ZONE_ASKED = re.compile(r"(?<![a-z])(?:or|vs)\s+(?:in\s+)?(?:utc|gmt|local|my time|pacific|pst|pt)(?![a-z])|(?<![a-z])(?:utc|gmt)\s+or(?![a-z])"
                         r"|^\s*(?:wait\s+|so\s+|hmm+\s+)?(?:is|was|are)\s+(?:that|it|this|my|the|our)\b.{0,30}\b(?:in|on)\s+(?:utc|gmt|\w+\s+time)(?![a-z])"
                         r"|还是\s*(?:utc|北京时间|本地时间)|(?:utc|北京时间)\s*还是|是(?:不是)?(?:utc|北京时间|本地时间|当地时间)(?:吗|么|嗎)?\s*[?？]*\s*$")
_HOUR_INSTEAD = re.compile(r"\s*(?:(?:actually|hmm+|ok|okay|no|nah|maybe|wait|err?m?|or)[\s,]+)*(?:make it|change (?:it )?to|move (?:it )?to|at)?\s*"
                           r"\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)?\s*(?:(?:is|would be|will be|sounds|might be)\s+)?"
                           r"(?:better|instead|rather|more better|nicer|ok|okay|pls|please)(?![a-z])")
_LIVED_IN = re.compile(r"(?:(?<![a-z])(?:i'?m in|i am in|i live in|i'?m based in|based in|we'?re in|we are in|living in|here in)"
                       r"|我在|人在|住在|我们在|我們在)\s*$")


def _zone_in(low: str, *, regions_too: bool = False) -> str | None:
    """The time zone the (folded) text names: an IANA name or an offset as written ("europe/berlin",
    "utc+8"), else the first place's zone; `regions_too`: a region's word counts as its zone ("时区改成中国")."""
    if found := _ZONE.search(low):
        return found.group(0).replace(" ", "")
    if regions_too:
        return V().zone.earliest(low)
    return next((h.meaning for h in _zone_places(low)), None)


def zone_named(text: str) -> str | None:
    """A time zone asked for beside another setting ("這個群組之後都用中文回就好，時區設台北喔" -> Asia/Taipei)."""
    low = fold(text)
    return _zone_in(low) if V().ask.has(low, "timezone") else None


def _who_or_language(low: str, hit: Hit) -> bool:
    """A country word that says who asks or the language they speak, not where the maker is:
    "台灣用戶", "for german phone support", "english + german", "a german voicebot", "replies in french"."""
    voc = V()
    if re.match(r"\s*(?:的)?\s*(?:用户|用戶|users?|people|developers?|team)", low[hit.end:]):
        return True
    if not voc.spoken_language.word(hit.word):
        return False  # ("germany", "德国": a country)
    if any(0 <= u.start - hit.end <= 2 for u in voc.spoken_use.hits(low)) or re.search(r"(?<![a-z])in\s*$", low[:hit.start]):
        return True
    return any(other.start != hit.start and re.fullmatch(r"\s*(?:\+|/|&|and|or|,|和|或|、)\s*",
                                                         low[min(other.end, hit.end):max(other.start, hit.start)])
               for other in voc.spoken_language.hits(low))  # "english + german"


_US = r"(?:the\s+)?(?:us|usa|u\.s\.|america|american|united states)"
_CN = r"(?:china|chinese|cn|prc)"
_OUTSIDE_BOTH = re.compile(rf"(?<![a-z])(?:outside(?:\s+of)?|excluding|except|not from|other than|besides|neither)\s+"
                           rf"(?:{_US}\s+(?:and|or|&|nor)\s+(?:the\s+)?{_CN}|{_CN}\s+(?:and|or|&|nor)\s+{_US})(?![a-z])"
                           r"|中美以外|中美之外|除了中美|非中美|除了(?:美国|中国)(?:和|与|跟|、)(?:美国|中国)")


_ANY_NEGATION = re.compile(r"(?<![a-z])(?:not|non|outside|excluding|except|other than|besides|without|neither|nor)(?![a-z])"
                           r"|非|除了|不要|不是|以外")
_NEGATING = re.compile(r"(?:(?<![a-z])(?:not|non|outside|excluding|except|other than|besides|without|neither|nor)"
                       r"(?:\s+(?:from|of|made in|in))?(?:\s+the)?|非|除了|不要|不是|以外)[\s\-]*$")


def _countries_excluded(low: str) -> set[str]:
    """The countries a question rules out ("not from US and not from china", "non us", "outside the
    us and china", "中美以外"): "US", "CN", "FR", ..."""
    if _OUTSIDE_BOTH.search(low):
        return {"US", "CN"}
    if not _ANY_NEGATION.search(low):
        return set()  # (most questions rule nothing out: one look for a negating word, not one per place named)
    voc = V()
    named = [(h, h.meaning) for h in voc.country.hits(low)] + [(h, "CN") for h in voc.region.hits(low) if h.meaning == "cn"]
    out = {code for h, code in named if _NEGATING.search(low[max(0, h.start - 24):h.start])}
    if re.search(r"(?<![a-z])(?:not|non|outside|excluding|except|other than|besides)(?:\s+(?:from|of))?(?:\s+the)?[\s\-]+"
                 r"(?:us|usa|u\.s\.)(?![a-z])", low):
        out.add("US")  # ("us" alone is no country word: "tell us" is no filter; after a negation it is one)
    return {c for code in out for c in code.split(",")}


def _left_out(low: str, hit: Hit) -> bool:
    """A word right after one that leaves it out ("除了ds", "别给我闭源", "except openai"; not "why not mercury",
    which asks about it)."""
    return any(0 <= hit.start - w.end <= 3 and not low[w.end:hit.start].strip(" 的")
               and not re.search(r"(?:why|how come)\s*$|为什么\s*$|为啥\s*$", low[max(0, w.start - 10):w.start])
               for w in V().exclude.hits(low))


_UNUSABLE = re.compile(r"\s*(?:的)?\s*(?:模型)?\s*(?:不方便|用不了|不能用|没法用|不好用|不考虑|不行|不可以用|被墙|访问不了|调不了|太贵了?)")


def _refused_closed(low: str) -> bool:
    """"开源的最快是哪个 别给我闭源", "no closed models": closed weights ruled out, so open ones."""
    return any(_left_out(low, hit) for hit in V().weights.hits(low) if hit.meaning == "closed")


def _excluded_vendors(low: str) -> tuple[str, ...]:
    """Vendors named right after a word that leaves them out ("除了ds", "except openai")."""
    out: list[str] = []
    last_end = None  # where the last vendor left out ends: "except deepseek and qwen" leaves both out
    for hit in V().vendor.hits(low):
        after_word = _left_out(low, hit) or _UNUSABLE.match(low, hit.end) is not None  # ("国内调gpt不方便")
        chained = last_end is not None and low[last_end:hit.start].strip(" ,，、") in ("", "and", "or", "和", "或", "跟", "与")
        if after_word or chained:
            out.append(hit.meaning)
            last_end = hit.end
        else:
            last_end = None
    return tuple(dict.fromkeys(out))


def _with_limit(query: Query, limit: int | None) -> Query:
    if limit is None:
        return query
    if limit < 1:
        return replace(query, problem="top_range")
    return replace(query, limit=min(MAX_LIMIT, limit), capped=limit > MAX_LIMIT)


def _board(metric: str, text: str, *, low: str | None = None, command: bool = False, **kw: object) -> Query:
    base = Query("board", metric="price_out" if metric == "price" else metric, **kw)  # type: ignore[arg-type]
    low = fold(text) if low is None else low
    query = modifiers(text, base, low=low)
    if query.open_only and query.closed_only:  # "开源和闭源哪个便宜", "open vs closed": the two boards, side by side
        query = replace(query, open_only=False, closed_only=False, arg="open_vs_closed")
    elif not re.search(r"(?:不要|别|除了|排除|不含|去掉|不考虑)\s*(?:中国|国产|国内|大陆|陆厂)", low) and (
            ({"cn", "intl"} <= set(V().region.named(low)) or re.search(r"国内外|海内外|中外|国内国外", low))
          and (V().compare.has(low) or V().than.has(low)
                                                            or _DIFFERENCE.search(low) or re.search(r"相比|对比|比较", low))) \
            or re.search(r"(?<![a-z])(?:by|per|each) region(?![a-z])|各地区|按地区|分地区|按区域|各区域", low):
        # "国产模型的智能指数与海外模型相比差距有多大", "china vs the rest on speed": each region's board, and the gap
        query = replace(query, region=None, arg="region_vs_region")
    elif query.region and query.country and (query.region == "cn") != (query.country == "CN"):
        # "国产最快的比美国最快的慢多少", "fastest us model vs fastest chinese model": each one's board
        query = replace(query, arg="region_vs_country")
    if not command and _limit(low) is not None and _SHARE.search(low) and \
            (query.region or query.country or query.vendors or query.open_only or query.closed_only):
        # "share of chinese models in the top 10 fastest", "速度前10里面nvidia占几个": the whole board's top N, counted
        query = replace(query, arg="share")
    if not command and query.arg is None and query.vendors and (query.open_only or query.closed_only) \
            and not _SUPERLATIVE.search(low) and not _metric(low) and _limit(low) is None and _WEIGHTS_ASKED.search(low):
        # "qwen有开源模型吗", "is metas model open weights?": each of the maker's models, open or not, and the source
        query = replace(query, arg="weights")
    if not command and query.asked is None and (column := _column_asked(low, query.metric)):
        query = replace(query, asked=column)  # "速度前三的模型智能分多少": ranked by speed, their intelligence beside
    if not command and _limit(low) is None and _superlative_one(low):
        query = replace(query, limit=1)  # "最快的那个智能分是多少", "最快的国产那个价格多少": that one model
    if query.arg in ("region_vs_region", "region_vs_country") and V().ask.has(low, "stats"):
        query = replace(query, asked="stats")  # "average speed of chinese models vs american ones": each side's figures
    if command and _limit(low) is None:
        # In a command any lone number says how many: "/top 5 china", "/top china 3", "/top -5".
        taken = bounds_in(low, query.metric)[1]
        rest = low
        for start, end in reversed(taken):
            rest = rest[:start] + " " * (end - start) + rest[end:]
        numbers = re.findall(r"(?<![\w.])(-?\d+(?:\.\d+)?)(?![\w.])", rest)
        spelled = [int(m) for w in rest.split() if (m := V().number.word(w))]  # "/top 三", "/top five"
        if numbers:
            if not re.fullmatch(r"\d+", numbers[0]):
                return replace(query, problem="top_range")
            query = _with_limit(query, int(numbers[0]))
        elif spelled:
            query = _with_limit(query, spelled[0])
    if command:
        unread = _unread(low)
        if {"us", "usa"} & set(unread) and not query.country:  # "/cheap us": in a command's words "us" is the country
            query = replace(query, country="US", region=None)
            unread = tuple(w for w in unread if w not in ("us", "usa"))
        query = replace(query, unread=unread)
    return query


def _unread(low: str) -> tuple[str, ...]:
    """The words of a command's arguments that no vocabulary word, number or model name accounts
    for ("/top abc"): named back with the answer, not silently dropped."""
    rest = V().leftover(low, dict.fromkeys(V().kinds))
    words = [w.strip("\"'“”‘’()（）.,，。!！?？:：;；-") for w in rest]
    return tuple(w for w in dict.fromkeys(words) if re.search(r"[a-z\u3400-\u9fff]", w) and not re.fullmatch(r"[a-z]?\d[\d.]*[a-z]?", w))


def _agent(args: str) -> Query:
    """Two whole numbers: calls, then output tokens per call ("1.5", "-3", "1e3" are refused)."""
    numbers = re.findall(r"(?<![a-z0-9.\-])[-+]?\d[\d.,eE+-]*(?:(?=\s*(?:tokens?|tok)(?![a-z]))|(?![a-z0-9.]))",
                         args.casefold())  # ("调用30次", "每轮输出500token")
    if len(numbers) < 2:
        return Query("agent", problem="agent_usage")
    if not all(re.fullmatch(r"\d+", n) for n in numbers[:2]):
        return Query("agent", problem="agent_range")
    calls, tokens = int(numbers[0]), int(numbers[1])
    low = args.casefold()
    said_calls = re.search(r"(\d+)\s*(?:次|步|轮|calls?|steps?|turns?|rounds?)(?![a-z])", low)
    said_tokens = re.search(r"(\d+)\s*(?:个\s*)?(?:tokens?|tok)(?![a-z])", low)
    if said_calls and said_tokens and said_calls.group(1) != said_tokens.group(1):
        calls, tokens = int(said_calls.group(1)), int(said_tokens.group(1))  # "每次输出500 token 连续调用50次"
    if not (1 <= calls <= 10_000 and 1 <= tokens <= 1_000_000):
        return Query("agent", problem="agent_range")
    rest = re.sub(r"\d+", " ", args, count=2)
    return modifiers(rest, Query("agent", calls=calls, tokens=tokens))


# -- comparisons ------------------------------------------------------------------------------


# how far apart two things are, asked after the last name ("kimi k2.6 跟 k2.7 code 差在哪", "… 差几倍")
_GAP_ASKED = re.compile(r"\s*(?:(?:的)?(?:差在哪(?:里|儿)?|差几倍|差多少|差距(?:有)?多大|有什么区别|区别(?:是什么|在哪(?:里|儿)?)?|差别(?:大吗)?)"
                        r"|(?<![a-z])(?:by\s+)?how\s+(?:much|many\s+times)(?:\s+(?:faster|slower|cheaper|pricier|more))?"
                        r"|(?<![a-z])what'?s\s+the\s+difference)\s*$")


def _compare_parts(text: str) -> list[str]:
    """The names of a comparison, split at commas and at the vocabulary's separators."""
    low = fold(text)
    shown = fold(text, keep_case=True)
    if len(shown) != len(low):
        shown = low
    lead = V().compare.hits(low)
    if lead and lead[0].meaning == "lead" and lead[0].start == 0:
        low, shown = low[lead[0].end:], shown[lead[0].end:]
    cuts = [h for h in V().compare.hits(low) if h.meaning == "sep"]
    parts, last = [], 0
    for hit in cuts:
        parts.append(shown[last:hit.start])
        last = hit.end
    parts.append(shown[last:])
    out = []
    for part in parts:
        for piece in re.split(r"\s*(?:,|，|、|;|；|\s/\s|\s[-–—]\s)\s*", part):
            piece = _GAP_ASKED.sub("", piece.strip(" ?？.。!！:：$¥")).strip(" ?？.。!！:：$¥")
            use = re.search(r"\s+(?:for|in)\s+((?:an?\s+|our\s+|my\s+)?[a-z][a-z\s\-]{1,28})$", piece.casefold())
            if use and V().scenario.has(use.group(1)) and not V().metric.has(use.group(1)):
                piece = piece[:use.start()]  # ("mercury vs luna for voice": the use case is no part of the name)
            volume = _TOKENS.search(piece.casefold()) or _REQUESTS.search(piece.casefold())
            after = re.match(r"[\s.,]*(?:[a-z']+[.?!,]?\s+){0,5}?(?:with|on|using|via|for|用|在)\s+(\S.*)$",
                             piece[volume.end():].casefold()) if volume else None
            if after:  # "time to generate 10000 tokens with gpt-5.6 luna": the name after the volume
                piece = piece[len(piece) - len(after.group(1)):].strip(" ,，-")
            elif volume and volume.start() > 0:  # "sonnet 5 if i burn 20M output tokens a month": the name before it
                clause = re.search(r"\s(?:if|when|for|at|with|assuming|using|每天|每月|一个月)\s", piece[:volume.start()].casefold() + " ")
                piece = piece[:clause.start() if clause else volume.start()].strip(" ,，-")
                words = re.findall(r"[a-z0-9][a-z0-9.\-]*", piece.casefold())
                if all(w in _ENGLISH_GRAMMAR or w in _NOT_A_SYSTEM or w in _VOLUME_TALK for w in words) \
                        and not re.search(r"[\u4e00-\u9fff]", piece):
                    piece = ""  # ("we output about 300M tokens a month": talk around a volume, no side)
            if piece:
                out.append(piece)
    return out


def _providers_for(parts: list[str]) -> tuple[str, tuple[str, ...]] | None:
    """"groq vs cerebras for k2.6" -> ("k2.6", ("groq", "cerebras")): sides that are inference
    providers only, the last one naming the model they serve."""
    if not 2 <= len(parts) <= 5:
        return None
    last = re.match(r"(.+?)\s+(?:for|on|with|serving|running)\s+(\S.*)$", fold(parts[-1]))
    sides = [fold(p) for p in parts[:-1]] + [last.group(1) if last else ""]
    # ("together" alone is a provider only here, between the sides: elsewhere it is an English word)
    if not last or not all(V().provider.word(side.strip()) or side.strip() == "together" for side in sides):
        return None
    return last.group(2).strip(), tuple(side.strip() for side in sides)


def _system_named(low: str) -> bool:
    """Whether a serving system is named after a model: "on cerebras", "在 groq 上" (a Latin
    name after the word; after a Chinese word, closed by 上)."""
    for hit in V().deployed.hits(low):
        after = re.match(r"\s*([a-z][\w.\-]*(?:\s+[a-z][\w.\-]*)?)(\s*上)?", low[hit.end:])
        if after and (hit.word.isascii() or after.group(2)):
            return True
    return False


def _on_system(part: str) -> tuple[str, str | None]:
    """'kimi k2.6 on cerebras' -> ('kimi k2.6', 'cerebras'); '在 groq 上的 glm' too."""
    for hit in V().deployed.hits(part.casefold()):
        before, after = part[:hit.start].strip(), part[hit.end:].strip()
        if re.search(r"哪|谁|什么|啥|(?<![a-z])(?:which|what)(?![a-z])", after):
            continue  # ("deepseek v4 flash 批量用哪个好": a question after 用, no serving system)
        if before and hit.word == "在" and "上" in after:  # "kimi k2.6 在 cerebras 上的速度是多少": the system ends at 上
            after = after[:after.index("上")]
        after = re.sub(r"\s*(?:上|上的|的)$", "", after)
        if before and after:
            return before, after
        if not before and after:  # "在 cerebras 上的 kimi k2.6"
            system, _, model = after.partition("上")
            if model.strip(" 的"):
                return model.strip(" 的"), system.strip()
    return part, None


@lru_cache(maxsize=64)  # one message may be read as a comparison twice
def _compare(args: str, names: NameFinder | None = None) -> Query:
    parts = _compare_parts(args)[:6]  # more than 5 is refused: the rest needn't be read
    # ("agent loop 30 steps, 2k tokens out each: glm-5.2 vs …": what comes before the colon is the workload)
    parts = [re.split(r"[:：]\s*", p)[-1] if re.search(r"[:：]\s*\S", p) and not re.search(r"\d[:：]\d", p)
             and (_TOKENS.search(fold(p.split(":")[0])) or _AGENT_RUN.search(fold(re.split(r"[:：]", p)[0]))) else p for p in parts]
    low = fold(args)
    if {V().weights.first(fold(p)) for p in parts[:2]} == {"open", "closed"} and not (names and names.find(name_text(low))):
        return _board(_metric(low) or "speed", args, low=low)  # "open source vs closed source": the two boards
    if len(parts) == 2 and all(_region(fold(p)) or V().country.has(fold(p)) or _BARE_US.search(fold(p)) for p in parts) \
            and not (names and (names.find(name_text(low)) or _models_by_word(name_text(low), names))):
        # "fastest us model vs fastest chinese model", "avg price china vs us" (not "is celeris us or chinese")
        low = _BARE_US.sub("usa", low)  # ("us" alone names the country only beside another place)
        return _board(_metric(low) or "speed", low, low=low)
    if len(parts) == 1 and names is not None and len(whole := names.find(name_text(low))) >= 2:
        parts = whole[:6]  # "/compare glm-5.2 kimi k2.6 deepseek v4 flash": whole names, no commas needed
    if len(parts) >= 3 and sum(1 for p in parts if _vendor_part(p)) >= 2 and re.search(
            r"(?<![a-z])(?:each|respectively)(?![a-z])|分别|各自|每家", low) and _metric(low):
        # "openai vs anthropic vs google - best speed of each and by how much": each maker's best
        makers = tuple(dict.fromkeys(v for p in parts if (v := _vendor_part(p))))
        return Query("makers", metric=ranked_metric(_metric(low)), arg="best", vendors=makers)
    served_on = _providers_for(parts)
    if served_on:  # "groq vs cerebras for k2.6", "fireworks vs together for deepseek v4.1 flash": one model, two systems
        model, systems = served_on
        return Query("compare", names=(model,) * len(systems), systems=systems)
    if parts and all(_vendor_part(p) for p in parts) and 2 <= len(parts) <= 5:
        return _vendor_board(low, parts)
    if names is not None and len(parts) > 2:
        # "we output about 300M tokens a month, what does that cost on A vs B": the talk is no side
        several = len(names.find(name_text(low))) >= 2
        talk = [p for p in parts if not names.find(name_text(fold(p))) and
                (_TOKENS.search(fold(p)) or _REQUESTS.search(fold(p)) or (several and _only_talk(p)))]
        parts = [p for p in parts if p not in talk] if len(parts) - len(talk) >= 2 else parts
    # "咁同 minimax m3 比呢": a side of filler words only is no side (the last model is the other)
    filler_first = bool(parts) and not "".join(V().leftover(fold(parts[0]), {"function": None})).strip(" ?？!！")
    parts = [p for p in parts if "".join(V().leftover(fold(p), {"function": None})).strip(" ?？!！")] or parts
    # "kimi k2.6 on cerebras vs the official api": the same model, served by its maker
    said_official = [V().deployed.has(fold(p), "official") for p in parts]  # ("MiMo-V2.5-Pro 官方接口速度": no system)
    official = [i > 0 and said and not (names and names.find(name_text(fold(p))))
                for i, (p, said) in enumerate(zip(parts, said_official))]
    named: list[str] = []
    systems: list[str | None] = []
    for i, part in enumerate(parts):
        model, system = _on_system(part) if not said_official[i] else (part, None)
        if system and names is not None and (names.find(name_text(fold(system))) or names.partial(name_text(fold(system)))) \
                and not names.find(name_text(fold(model))):  # "what does that cost on deepseek v4 flash": the model
            # ("whats that on sonnet 5 vs …": Claude Sonnet 5, named by part)
            model, system = system, None
        if system and all(_is_board_word(w) or w in _ENGLISH_GRAMMAR for w in re.findall(r"[a-z]+", fold(system))) \
                and not re.search(r"[\u4e00-\u9fff]", system):
            system = None  # "… and glm-5.2 on speed price and intelligence": what to compare on, not where served
        named.append(model)
        systems.append(system)
    for i in range(1, len(named)):  # "kimi k2.6 在groq上和在cerebras上哪个快": the same model on the second system
        if systems[i] and V().provider.has(fold(systems[i])) and names is not None \
                and not names.find(name_text(fold(named[i]))) and not _carry_family([named[i - 1], named[i]], names)[1:] \
                != [named[i]]:
            named[i] = named[i - 1]
    named = _carry_family(named, names)
    for i, part in enumerate(named):  # "kimi k2.6 cerebras": a model's name, then where it is served
        if systems[i] is None and names is not None and not said_official[i]:
            named[i], systems[i] = _trailing_system(part, names)
    for i in range(len(named)):  # "kimi k3 official api vs rubin nvl72": its maker's own service, where the data has it
        if said_official[i] and not official[i]:
            systems[i] = "official"
    for i in range(1, len(named)):  # "kimi k2.6 cerebras 和官方api": the same model, its maker's own API
        if official[i]:
            named[i], systems[i] = named[i - 1], None
    if names is not None:  # "opus 4.8 vs sonet 5": a side with a typo, written right where that names a model
        named = [fixed if not names.find(name_text(fold(n))) and (fixed := _spelled(fold(n), names)) != fold(n)
                 and (names.find(name_text(fixed)) or names.partial(fixed)) else n for n in named]
    if names is not None:  # "gemini flash lite 谁便宜": the name without the question around it
        cleaned = [(_name_part(n, names) or n, s) for n, s in zip(named, systems)]
        named, systems = [n for n, _ in cleaned], [s for _, s in cleaned]
    for i, n in enumerate(named):  # "vs the fastest chinese one?", "和最便宜的比": that board's best, named by the answer
        side = fold(n)
        if names is not None and not names.find(name_text(side)) and len(side) <= 30 and _SUPERLATIVE.search(side) \
                and (best := _metric(side)) and not systems[i]:
            ranks = ranked_metric(best) if best != "price" else (V().price_kind.first(side) or "price_out")
            named[i] = f"{TOP_OF}{ranks}:{_region(side) or ''}"
    referred = [n for n in named if _refers_back(n)]  # "对比一下它和 X", "那它跟 X 比呢": the last model and X
    if referred and 1 <= len(named) - len(referred) <= 4:
        named = [n for n in named if n not in referred]
        return Query("compare", names=tuple(named), problem="compare_count", follow="versus",
                     asked=_metric(low) if _metric(low) not in (None, "speed") else None,
                     systems=("",) if V().ask.has(low, "deployment") else ())  # ("…的部署速度": each one's fastest)
    if not 2 <= len(named) <= 5:
        versus = len(named) == 1 and (filler_first or ((lead := V().compare.hits(low)) and lead[0].start == 0))
        # "vs kimi k2.6?", "和 glm-5.2 比呢": against the chat's last model, where it has one (`follow_up`)
        return Query("compare", names=tuple(named), problem="compare_count", follow="versus" if versus else None)
    metric = _metric(low)
    if len({normalise(n) for n in named}) == 1 and not any(systems):  # "kimi k3不同部署速度差多少": its card
        return Query("card", names=(named[0],))
    if not any(systems) and V().ask.has(low, "deployment"):
        systems = [""] * len(named)  # "部署谁快": each model's fastest deployment
    if metric in (None, "speed") and V().ask.has(low, "country"):
        metric = "country"  # "which is faster … and where are they from": the makers' countries too
    workload = _workload(low, cost=True)  # "20M output tokens/mo opus 4.8 vs sonnet 5": what each costs (or takes)
    if workload is not None:
        return Query("compare", names=tuple(named), systems=tuple(systems) if any(s is not None for s in systems) else (),
                     **workload)
    if metric in (None, "speed") and V().ask.has(low, "params"):
        metric = "params"  # "compare deepseek v4.1 flash and naive-n0.5-flash param counts": each one's size
    return Query("compare", names=tuple(named), systems=tuple(systems) if any(s is not None for s in systems) else (),
                 asked=metric if metric not in (None, "speed") else None)


_NAME_WORD = re.compile(r"(?<![a-z0-9.\-])[a-z]{4,}(?![a-z0-9.\-])")


def _models_by_word(low: str, names: NameFinder) -> list[str]:
    """The models the text names by one word of a name each ("luna" in "so luna numbers are from
    july??"), in its order; no vocabulary or grammar word counts."""
    known = _vocabulary_words()
    return list(dict.fromkeys(m for w in _NAME_WORD.findall(low) if w not in known and w not in _ENGLISH_GRAMMAR
                              and w not in _QUESTION_WORDS and (m := names.with_word(w))))


def _by_one_word(side: str, names: NameFinder) -> str | None:
    """A comparison's side written as one word of one model's name ("luna")."""
    word = fold(side).strip()
    return next(iter(_models_by_word(word, names)), None) if re.fullmatch(r"[a-z]{4,}", word) else None


def _one_model_named(named: str, names: NameFinder) -> list[str]:
    """The one model a question names by part of its name among other words ("celeris" in "is
    celeris chinese"), or by a name prefix only one model has ("grok"); else nothing."""
    voc = V()
    bare = [w for w in re.findall(r"[a-z0-9][a-z0-9.\-]*", " ".join(voc.leftover(named, dict.fromkeys(voc.kinds))))
            if w not in _NOT_A_SYSTEM]
    if re.search(r"(?<![a-z])us\s+or|or\s+(?:the\s+)?us(?![a-z])", named):  # ("is celeris us or chinese": the country's "us")
        bare = [w for w in bare if w != "us"]
    found = names.partial(" ".join(bare)) if bare else None
    if found:
        return [found]
    prefix = voc.name_prefix.first(named)
    only = [name for key, name in names.keys.items() if prefix and key.startswith(normalise(prefix))]
    return only if len(only) == 1 else []


_ANY_NEW = re.compile(r"有(?:没有|沒有)?(?:什么|啥|咩)?新(?:的)?(?:模型|model|嘢|东西)?(?:吗|嗎|么|没|冇)?|(?<![a-z])any(?:thing)? new(?![a-z])")


def _among_if_short(scenario: Query, low: str) -> Query:
    """"ok which one for chat", "batch?", "and for agents" after a comparison: the use case's pick
    among the models just compared (`follow_up`; with nothing compared, the whole board's)."""
    short = len(low) <= 30 and (re.match(r"(?:ok|okay|and|so)(?![a-z])|那么?|那如果", low) or V().refer.has(low, "those")
                                or (len(low) <= 12 and low.rstrip().endswith(("?", "？", "呢"))))
    short = short or (len(low) <= 50 and V().refer.has(low, "which") and not _region(low)  # "which one would u pick for a support bot"
                      and not (re.search(r"场景|(?<![a-z])scenarios?(?![a-z])", low) and not V().refer.has(low, "those")
                               and not V().refer.has(low, "two")))  # ("实时聊天场景推荐哪个": the use case's own board)
    return replace(scenario, follow="among") if short and not scenario.problem else scenario


def _it_against(low: str) -> bool:
    """"它跟opus 4.8哪个聪明", "it vs glm-5.2": the last model, set against another right beside it."""
    joins = V().compare.hits(low) + V().than.hits(low)
    if re.match(r"\s*(?:那|那么|那它|所以)?\s*比", low) and re.search(r"还是|吗|么|嗎|不|呢|多少|几倍|\?|？", low):
        return True  # "比qw3.5 omni flash快还是慢", "比国产最快的快吗": the subject left out is the last model
    return any(h.meaning == "it" and any(0 <= j.start - h.end <= 1 for j in joins) for h in V().refer.hits(low))


def _named_before_it(low: str, name: str) -> bool:
    """Whether the model is named before the message's first "it" (which then means that model)."""
    it = next((h for h in V().refer.hits(low) if h.meaning == "it"), None)
    head = fold(name).split()[0]
    at = low.find(head)
    return it is not None and 0 <= at < it.start


def _adds(low: str) -> bool:
    """"add kimi k2.6 too", "再加上 glm-5.2": a short message adding a model to the last comparison
    (not a workload: "add 1M input tokens")."""
    return V().refer.has(low, "add") and len(low) <= 40 and not _TOKENS.search(low)


def _one_by_its_word(named: str, names: NameFinder) -> str | None:
    """The one model a word of the text belongs to, when exactly one does ("so basically luna is
    faster n cheaper?": GPT-5.6 Luna); words the vocabulary knows are not names."""
    if len(named) > 60:
        return None
    known = _vocabulary_words()
    found = {hit for w in re.findall(r"(?<![a-z0-9.\-])[a-z]{3,}(?![a-z0-9.\-])", named)
             if w not in known and (hit := names.with_word(w))}
    return found.pop() if len(found) == 1 else None


def _refers_back(part: str) -> bool:
    """A side of a comparison that is only a word for the chat's last model: "它", "那它", "咁佢", "it"."""
    low = fold(part)
    if not any(h.meaning in ("it", "all") for h in V().refer.hits(low)):
        return False
    return not "".join(V().leftover(low, {"refer": None, "function": None})).strip(" ?？呢吧啊")


def _trailing_system(part: str, names: NameFinder) -> tuple[str, str | None]:
    """'kimi k2.6 cerebras' -> ('kimi k2.6', 'cerebras'): Latin words after a whole model name
    that are no part of it (and no question words) name the system serving it."""
    whole = names.find(name_text(fold(part)))
    if len(whole) == 1 and normalise(whole[0]) == normalise(name_text(fold(part))):
        return part, None  # "gemini 3.5 flash lite" is Gemini 3.5 Flash-Lite, not Flash served by "lite"
    if any(w in _NOT_A_SYSTEM for w in re.findall(r"[a-z]+", fold(part))):
        return part, None  # words of a sentence, not of a system's name ("gpt-5.6 luna for long outputs")
    words = re.findall(r"[a-z0-9][a-z0-9.\-]*", " ".join(V().leftover(fold(part), _BOARD_WORDS)))
    for k in range(len(words) - 1, 0, -1):
        head = names.find(name_text(" ".join(words[:k])))
        rest = [w for w in words[k:] if not _is_board_word(w)]
        if len(rest) > 2 or any(re.fullmatch(r"\d+(?:\.\d+)?[kmb]?", w) for w in rest):
            continue  # ("deepseek v4 flash呢 同样50M": a volume, not a system called "50m")
        if head and normalise(head[0]) == normalise(name_text(" ".join(words[:k]))) and rest:
            if all(re.fullmatch(r"minimal|low|medium|high|xhigh|max|reasoning|thinking|non-reasoning", w) for w in rest):
                return " ".join(words[:k]), None  # "gpt-5.5 xhigh": its tier, not a system serving it
            if not any(normalise(w) in normalise(head[0]) for w in rest):
                return " ".join(words[:k]), " ".join(rest)
    return part, None


def _only_talk(part: str) -> bool:
    """A side of a supposed comparison that names nothing: "what" ("...american or what"),
    "is it open" ("how fast is beam 1.0 and is it open")."""
    if _TOKENS.search(fold(part)):
        return True  # "10m input and 2m output tokens a day on …": a workload's volumes, not models
    words = re.findall(r"[a-z0-9][a-z0-9.\-]*", " ".join(V().leftover(fold(part), {"ask": {"country"}})))
    if not words and V().ask.has(fold(part), "country"):
        return True  # "who makes celeris-1 and where r they from": the maker's country, asked
    return bool(words) and all(w in _NOT_A_SYSTEM or V().function.word(w) or V().refer.word(w) or _is_board_word(w)
                               for w in words)


_NOT_A_SYSTEM = {"for", "with", "to", "in", "of", "the", "a", "an", "about", "and", "or", "is", "it", "when", "if", "what",
                 "agent", "agents", "loop", "loops", "agentic", "workflow", "pipeline", "steps", "calls",
                 "param", "params", "parameter", "parameters", "count", "counts", "size", "sizes",
                 "which", "how", "r", "u", "they", "from", "who", "makes", "made", "at", "least", "as", "same", "just", "no",
                 "each", "generation", "seconds", "second", "minutes", "many", "much", "long", "take", "takes", "per",
                 "before", "after", "optimization", "optimisation", "optimized", "optimised", "tuning"}


def _name_part(part: str, names: NameFinder) -> str | None:
    """The model a part of a comparison names: a whole name in it, else its Latin words
    without the question's own words ("gemini flash lite 谁便宜" -> "gemini flash lite")."""
    hit = names.find(name_text(part.casefold())) or \
        [p for p in [names.partial(name_text(fold(part))) if len(part.split()) <= 6 else None] if p]  # ("千问3.7")
    if hit:  # ("settle this: opus 4.8" is Claude Opus 4.8)
        return hit[0]
    bare = " ".join(V().leftover(fold(part), {**_BOARD_WORDS, "compare": None, "ask": None}))
    bare = re.sub(r"[\u3400-\u9fff]+", " ", bare)
    bare = " ".join(V().leftover(bare, {"function": {"question"}}))
    return bare if re.search(r"[a-z]{2,}|\d", bare) and not _is_board_word(bare) else None


def _carry_family(parts: list[str], names: NameFinder | None) -> list[str]:
    """'deepseek v4 flash 和 v4 pro': a later name that is no model alone takes the words the
    earlier name starts with ("deepseek v4 pro"), when that makes a model's name."""
    if names is None or not names.keys:
        return parts
    out = list(parts)
    for i in range(1, len(out)):
        if names.find(name_text(out[i].casefold())):
            continue
        before = out[i - 1] if names.find(name_text(out[i - 1].casefold())) else \
            (names.partial(name_text(fold(out[i - 1]))) or out[i - 1])  # ("flash-lite vs flash?": Gemini 3.5 Flash-Lite's words)
        words = re.sub(r"(?<=[a-z])(?=\d)", " ", name_text(before.casefold())).split()  # ("opus4.8跟4.7")
        later = " ".join(re.sub(r"[\u3400-\u9fff]+", " ", name_text(out[i].casefold())).split())  # ("4.7 哪个快")
        for k in range(1, len(words)):
            candidate = " ".join(words[:k] + [later])
            found = names.find(candidate)
            if found and normalise(found[0]) == normalise(candidate)[:len(normalise(found[0]))]:
                out[i] = candidate
                break
            partial = names.partial(candidate)  # ("opus 4.8 跟 4.7": "opus 4.7" is part of Claude Opus 4.7's name)
            if partial and normalise(candidate) in normalise(partial) and normalise(words[0]) in normalise(partial):
                out[i] = partial
                break
    return out


_BOARD_WORDS: dict[str, set[str] | None] = {"metric": None, "region": None, "not_region": None, "weights": None,
                                             "scenario_cue": None, "price_kind": None, "unheld": None}


def _vendor_part(part: str) -> str | None:
    """The vendor a part of a comparison names, around board words ("qwen cheapest" -> Alibaba)."""
    low = fold(part)
    vendors = V().vendor.named(low)
    if len(vendors) != 1:
        return None
    rest = " ".join(V().leftover(V().vendor.remove(low), _BOARD_WORDS))
    rest = " ".join(w for w in V().leftover(rest, {"function": {"question"}}) if w not in ("on", "in", "for", "by"))
    rest = re.sub(r"几倍|多少倍|(?:差|快|慢|贵)(?:多少|几倍)?|times|much", " ", rest)  # ("… 差几倍": by how much, asked)
    return vendors[0] if not rest.strip(" ?？!！.。") else None  # ("google on speed": Google, ranked by speed)


def _vendor_board(low: str, parts: list[str]) -> Query:
    vendors = tuple(dict.fromkeys(_vendor_part(p) for p in parts))
    return replace(_board(_metric(low) or "speed", low, low=low), vendors=vendors)


# -- scenarios and the other questions ---------------------------------------------------------


def _scenario(text: str, low: str | None = None) -> Query | None:
    """The use case named: the one with the most words in the message, the first named on a tie
    ("批量总结长文档" is long-form output, not document Q&A)."""
    low = fold(text) if low is None else low
    hits = V().scenario.hits(low)
    counts: dict[str, int] = {}
    for hit in hits:
        counts[hit.meaning] = counts.get(hit.meaning, 0) + 1
    key = max(counts, key=lambda k: (counts[k], -min(h.start for h in hits if h.meaning == k))) if counts else None
    if key == "coding" and "agent" in counts and re.search(r"\d+\s*(?:calls?|requests?|steps?|次调用|次请求|次)", low):
        key = "agent"  # "fastest model for a coding agent? we do like 50 calls per task": an agent's many calls
    return modifiers(text, Query("scenario", scenario=key), low=low) if key else None


def _command_board(metric: str | None, **kw: object):
    def parse(args: str) -> Query:
        low = fold(args)
        chosen = metric or _metric(low) or "speed"
        return _board(chosen, args, low=low, command=True, **kw)

    return parse


def _lang_arg(args: str) -> str | None:
    low = fold(args)
    return V().lang.word(low) or low or None


_COMMANDS = {
    "top": _command_board(None),  # "/top 3 intelligence": the board of the metric named, else speed
    "fastest": _command_board("speed"),
    "speed": _command_board("speed"),
    "ttft": _command_board("ttft"),
    "latency": _command_board("ttft"),
    "cheap": _command_board("price"),
    "cheapest": _command_board("price"),
    "price": _command_board("price"),
    "value": _command_board("value"),
    "smart": _command_board("intelligence"),
    "relay": _command_board("relay_cny"),
    "tradeoff": lambda a: modifiers(a, Query("tradeoff")),
    "china": _command_board(None, region="cn"),
    "intl": _command_board(None, region="intl"),
    "open": _command_board(None, open_only=True),
    "model": lambda a: Query("card", names=(_written_out(a),)) if a.strip() else Query("card", problem="model_usage"),
    "compare": lambda a: _compare(a),
    "scenario": lambda a: _scenario(a) or Query("scenario", problem="scenario_usage"),
    "agent": lambda a: _agent(a),
    "new": lambda a: modifiers(a, Query("new")),
    "source": lambda a: Query("source"),
    "sources": lambda a: Query("source"),
    "help": lambda a: Query("help"),
    "start": lambda a: Query("start", arg=a.strip() or None),
    "lang": lambda a: Query("lang", arg=_lang_arg(a)),
}
COMMANDS = tuple(_COMMANDS)


def parse_command(command: str, args: str, names: NameFinder | dict | None = None) -> Query:
    """A slash command (without '/' and '@bot') and the rest of the message. Commands answer
    in the chat's language, unless their words are Chinese."""
    if len(args) > MAX_INPUT:
        return Query("too_long")
    handler = _COMMANDS.get(command.casefold())
    if handler is None:
        return Query("unknown", arg=command)
    query = _compare(args, _finder(names)) if handler is _COMMANDS["compare"] else handler(args)
    return replace(query, lang="zh") if has_cjk(args) else query


_LATIN_WORD = re.compile(r"[a-z][a-z']+")


_LIKE_BUT = re.compile(r"(?:like|similar to|类似|像)\s*\S.*?(?:but|,|，|但是|但)\s*((?:cheaper|faster|smarter|quicker|更便宜|更快|更聪明|便宜|快)\S*)")
# a figure kept close to the model's ("智能分差不多的", "about as smart", "similar intelligence")
_SIMILAR = re.compile(r"(?:智能分?|智力|速度|聪明程度|价格|价钱|价位|价)\s*(?:要)?\s*(?:差不多|相近|接近|类似|差不离)(?:的)?"
                      r"|(?<![a-z])(?:about|roughly|nearly|almost) as (?:cheap|pricey)(?![a-z])|(?<![a-z])(?:similar|comparable|same) price(?: range)?(?![a-z])"
                      r"|(?<![a-z])(?:about|roughly|nearly|almost) as (?:smart|intelligent|fast)(?![a-z])"
                      r"|(?<![a-z])(?:similar|comparable) (?:intelligence|smarts|speed)(?![a-z])")
_AS_GOOD = {"intelligence": r"(?:at least |just )?as smart|no dumber|not dumber|as intelligent|一样聪明|不比它笨|智能不低于|不笨",
            "speed": r"(?:at least |just )?as fast|no slower|not slower|一样快|不比它慢|速度不低于",
            "price_out": r"no pricier|not pricier|no more expensive|(?:at least |just )?as cheap|不比它贵|一样便宜"}
# a ratio asked ("快几倍", "how many times faster"); answers reads it too (a deployment against the official service)
RATIO = re.compile(r"百分之多少|多少\s*%|百分比|几倍|多少倍|(?<![a-z])(?:in\s*%|percent|percentage|how many times|how much (?:faster|slower|cheaper|pricier|more)"
                   r"|(?:is\s+)?(?:how many|what)\s*(?:%|percent)(?:\s+(?:faster|slower|cheaper|pricier|more expensive))?)(?![a-z])")
_BOTH_ENDS = re.compile(r"(?:both\s+)?(?:the\s+)?(?:fastest|quickest)\s+(?:and|&)\s+(?:the\s+)?cheapest"
                        r"|(?:both\s+)?(?:the\s+)?cheapest\s+(?:and|&)\s+(?:the\s+)?(?:fastest|quickest)"
                        r"|最快又最便宜|最便宜又最快|又最快又最便宜|又最便宜又最快|既最快又最便宜|既最便宜又最快|最快而且最便宜|最快和最便宜的同一个")
_MAKERS_ASKED = re.compile(r"(?<![a-z])(?:which|what|list(?: the| all)?)\s+(?:[a-z]+\s+){0,2}(?:vendors|labs|companies|makers)(?![a-z])"
                           r"|(?<![a-z])(?:each|every|per)\s+(?:[a-z]+\s+)?(?:vendor|lab|company|maker)s?(?![a-z])"
                           r"|哪些\S{0,4}(?:厂商|公司|厂家|实验室)|(?:厂商|厂家)(?:有哪些|名单)|每(?:一)?家(?:厂商|公司|厂家)?")
_SUPERLATIVE = re.compile(r"最|(?<![a-z])(?:most|least)(?![a-z])|[a-z]{3,}est(?![a-z])")  # "最快", "cheapest"
# "is it the cheapest", "它算最便宜吗", "那它是不是最快的": a yes or no about the last model
_IS_IT_THE = re.compile(r"(?<![a-z])(?:is|isn'?t|was)\s+(?:it|that|this|that one|this one)\s+(?:the\s+)?|"
                        r"(?:它|这个|那个|这款|那款)\s*(?:算|是|算是|就是)?\s*(?:不是)?\s*(?:全场|全榜|目前)?\s*最.{1,6}(?:的)?\s*(?:吗|么|嗎|吧|\?|？|$)")
_SHARE = re.compile(r"(?<![a-z])(?:share|how many|what fraction|what percent(?:age)?|proportion)(?![a-z])"
                    r"|占几|占多少|占比|有几个|有多少个|几个是|多少个是|里面.{0,12}几个|里.{0,12}几个"
                    # a yes or no on the top N: "智能分排名前五的模型中，有中国厂商的吗", "any chinese model in the top 5 fastest?"
                    r"|前\s*[0-9一二三四五六七八九十两]{1,3}\s*(?:名|位|个)?[^，,。?？]{0,10}?(?:中|里|里面|当中|之中|内)[，,\s]*(?:有没有|有无|有)"
                    r"|(?<![a-z])(?:any|are there|is there)(?![a-z]).{0,40}(?<![a-z])(?:in|among|within|of)\s+(?:the\s+|those\s+|these\s+)?top(?![a-z])"
                    r"|(?<![a-z])top\s*\d{1,3}(?![0-9]).{0,30}(?<![a-z])any(?![a-z])")
# a yes or no (or "which") on a maker's weights: "deepseek开源吗", "are anthropic models open weights", "哪些是开源的"
_WEIGHTS_ASKED = re.compile(r"吗|么|嗎|是不是|有没有|有无|哪些|哪几个|(?<![a-z])(?:is|are|does|do|which|any)(?![a-z])")
# What is asked of one deployment: why it is fast, whether its figure holds, what it runs on
DEPLOYMENT_ASPECTS = (
    ("real", re.compile(r"真的吗|是真的|真的假的|靠谱吗|可信吗|准吗|准不准|实测的吗|官方的吗|吹的吧|水分"
                        r"|(?<![a-z])(?:is (?:it|that|this) (?:real|true|legit|accurate|right)|really|for real|legit"
                        r"|trust (?:it|that|this)|measured by|who measured|self[- ]reported)(?![a-z])"
                        r"|(?<![a-z])(?:real|true|legit|accurate)\s*\?*\s*$")),
    ("hardware", re.compile(r"什么卡|哪种卡|哪张卡|啥卡|几张卡|什么gpu|哪个gpu|啥gpu|什么硬件|什么芯片|哪款卡|跑在什么|用的什么"
                            r"|(?<![a-z])(?:what|which) (?:gpu|gpus|hardware|chip|chips|card|cards)|how many gpus|runs? on what(?![a-z])")),
    ("why", re.compile(r"为什么|为啥|咋这么|怎么这么|怎么做到|怎么实现|凭什么|原理|优化前后|优化了多少|提升了多少|前后差多少"
                       r"|(?<![a-z])(?:before and after|uplift|speed-?up from)(?![a-z])"
                       r"|(?<![a-z])(?:why|how come|how (?:is|are|does|do|did) (?:it|they|that)\b.{0,20}(?:so )?fast|how do they do)(?![a-z])")),
)


_PLACE_ASKED = re.compile(r"排(?:名)?第\s*(\d{1,3}|[一二三四五六七八九十]{1,3})\s*(?:名|位)?\s*(?:的)?\s*(?:是谁|是哪个|是哪款|是什么|谁)"
                          r"|(?<![a-z])(?:who|what|which)(?:'s| is)\s+(?:the\s+)?(\d{1,3})(?:st|nd|rd|th)(?![a-z])")
# "3rd fastest", "the second cheapest", "第三快的", "第2便宜": a place on the board that word ranks
_PLACE_RANKED = re.compile(r"(?<![a-z0-9])(\d{1,3}(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)"
                           r"\s+(?:most\s+)?(?:fastest|quickest|cheapest|smartest|slowest|priciest|most expensive|most intelligent)"
                           r"|第\s*(\d{1,3}|[一二三四五六七八九十]{1,3})\s*(?:快|便宜|聪明|慢|贵)")
_ORDINAL_WORDS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
                  "tenth": 10}
_DROP = re.compile(r"(?<![a-z])(?:drop|remove|without|no more|forget|clear|lose|get rid of)\s+(?:the\s+)?"
                   r"(open(?:[\s-]weights?)?|closed(?:[\s-]weights?)?|region|country|china|chinese|filters?)(?![a-z])"
                   r"|(?:去掉|取消|不要|别管|不限)\s*(开源|闭源|国产|国内|地区|筛选|限制)")
_DIFFERENCE = re.compile(r"(?<![a-z])(?:diff|difference|differ|gap|delta)(?![a-z])|差多少|差价|差距|差几倍|差别|相差|差了")
_BARE_US = re.compile(r"(?<![a-z])us(?![a-z])")
_VOLUME_TALK = {"output", "input", "about", "around", "roughly", "approx", "approximately", "~", "burn", "use", "need",
                "generate", "produce", "send", "process", "each", "per", "month", "day", "we", "our", "they", "i"}
# the glossary's answers about the data itself, asked even beside a model or a ranking word
_EXPLAINED = {"ranking", "prose", "approx", "duplicate", "country_unknown", "partial", "missing", "quantization", "marks", "columns",
              "dates", "method", "currency", "dst"}
_QUESTION_WORDS = {"where", "does", "do", "did", "rank", "ranks", "ranked", "place", "stand", "stands", "on", "at", "by"}
_ENGLISH_GRAMMAR = {"a", "an", "the", "is", "are", "was", "it", "its", "it's", "for", "of", "to", "in", "on", "with",
                    "and", "or", "what", "what's", "whats", "which", "how", "who", "does", "do", "can", "that", "that's",
                    "this", "any", "some", "right", "ok", "pls", "please", "me", "my", "i", "we", "you", "under", "than"}
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_HAN_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_FRAMED = re.compile(r"\W*[a-z][^\u3400-\u9fff]*[\u3400-\u9fff]+[^\u3400-\u9fff]*[a-z][^\u3400-\u9fff]*$")  # Latin before and after


_JARGON = {"latency", "token", "tokens", "ttft", "throughput", "tps", "api", "apis", "gpu", "gpus", "vram"}


def question_language(text: str, low: str, names: NameFinder, named: tuple[str, ...] = ()) -> str | None:
    """The language the question is written in: 'en' when it has English words that are not
    just model or vendor names ("deepseek vs qwen" says nothing) and they outweigh its Chinese
    ("is claude haiku 5.5 ok for 客服 bot?" is English, "cheap的国产模型" Chinese: an English
    word counts as much as two Han characters); 'zh' when it has Chinese; else None (the chat's)."""
    if "/" in low and _ZONE.search(low):  # ("时区set做Asia/Shanghai": a zone's name is no English)
        low = _ZONE.sub(" ", low)
    if has_cjk(text):
        han = len(_HAN.findall(text))
        latin = _LATIN_WORD.findall(low)
        runs = _HAN_RUN.findall(text)
        framed = len(runs) == 1 and len(runs[0]) <= 4 and _FRAMED.match(low) is not None  # "fastest 国产 model"
        outweighed = len(latin) < 3 or 2 * len(latin) <= han  # too few Latin words to outweigh the Chinese
        if outweighed and not framed:
            return "zh"
        # (names count for neither; beside Chinese, "which" and "is" are English: "which 国产 model is cheapest")
        # (jargon beside Chinese is no English sentence: "我哋個trading bot最緊要latency，邊個 time to first token 最低")
        jargon = {w for h in V().term.hits(low) + V().metric.hits(low) if len(words := _LATIN_WORD.findall(h.word)) >= 2
                  for w in words} | _JARGON
        english = [w for w in _english_words(low, names, questions=True) if w not in names.words and w not in jargon]
        if framed and len(english) >= 2:
            return "en"  # an English sentence around one Chinese term
        if outweighed:
            return "zh"
        # English words without English grammar ("startup预算紧 有啥cheap又fast的api") need to outweigh more
        weight = 2 if any(w in _ENGLISH_GRAMMAR for w in english) else 4 / 3
        # ("中转 price for gemini 3.5 flash-lite?": two English words with their grammar against one Chinese term)
        enough = len(english) >= 3 or (len(english) == 2 and weight == 2 and han <= 3)
        return "en" if enough and weight * len(english) > han else "zh"
    in_named = {w for name in named for w in _LATIN_WORD.findall(fold(name))}  # ("k2.7 code": Kimi K2.7 Code's word)
    words = [w for w in _english_words(low, names) if w not in in_named]
    if words and not all(normalise(w) in names.keys or re.fullmatch(r"[a-z]\d*", w) for w in words):
        return "en"
    grammar = [w for w in _LATIN_WORD.findall(low) if w in _ENGLISH_GRAMMAR and w not in in_named]
    return "en" if len(grammar) >= 1 and len(_LATIN_WORD.findall(low)) >= 3 else None  # ("n the kimi one? k2.7 code")


def _english_words(low: str, names: NameFinder, questions: bool = False) -> list[str]:
    """The message's English words, less model and vendor names and (unless `questions`) bare
    question words."""
    found = [normalise(name) for name in names.find(name_text(low))]
    rest = V().leftover(low, {"vendor": None, "name_prefix": None, "compare": {"sep"},
                              **({} if questions else {"function": {"question"}})})
    words = [w for w in _LATIN_WORD.findall(" ".join(rest))
             if (questions or w not in V().function.words or V().function.words[w] != "question")
             and not any(normalise(w) in key for key in found)]  # words of a model's name ("deepseek v4 pro")
    return words


def forget() -> None:
    """Drop what was kept from the last messages read (benchmarks: each run a new message)."""
    V().forget()
    bounds_in.cache_clear()
    _bound_words.cache_clear()
    _limit.cache_clear()
    _counts.cache_clear()
    _metric.cache_clear()
    _superlative_one.cache_clear()
    _compare.cache_clear()
    unknown_models.cache_clear()


def parse_text(text: str, names: NameFinder | dict | list | None = None) -> Query:
    """A plain phrase. `names` (the board's family names) lets a model named in it mean its
    card (two or more: a comparison)."""
    text = " ".join(text.split())
    if len(text) > MAX_INPUT:
        return Query("too_long")
    finder = _finder(names)
    finder.new_message()
    low = _without_interjection(fold(text))
    if len(low) <= 300 and "off" in low:  # ("…the digest isn't an hour off": a time that is wrong, no digest turned off)
        low = re.sub(r"(?<![a-z])(?:an?|one|two|\d+)\s+hours?\s+off(?![a-z])", "wrong", low)
    if len(low) <= 120 and (tail := _PARTICLE_END.search(low)) and tail.start() > 0:
        low = low[:tail.start()] + tail.group(1)  # "us only pls", "vs luna which better ah": the question, without its particle
        if (said := _PARTICLE_END.search(text.lower())) and len(text.lower()) == len(text):
            text = text[:said.start()] + said.group(1)
    if len(low) <= 200 and "or not" in low:  # "got or not", "is reasoning mode or not ah": a yes or no, no second side
        low = _OR_NOT.sub("?", low)
    if len(low) <= 200 and (tag := _TAG_QUESTION.search(low)) and tag.group(1) not in _TAGGED_NOT:
        low = low[:tag.start(1) + len(tag.group(1))] + "?"  # "Terra is US right?": the statement, asked
    if len(low) <= 200 and "summari" in low:  # ("Please summarise the five fastest models with their prices": no batch use)
        low = _SUMMARISE_THE.sub(" ", low)
    if len(low) <= 200 and _EN_COUNT.search(low):  # "the five fastest models", "top three": a count written in words
        low = _EN_COUNT.sub(lambda m: str(_EN_NUMBER[m.group(1) or m.group(2)]), low)
    if len(low) <= 500 and _CN_AMOUNT.search(low):  # "一百万token", "五千万输出": a volume written in Chinese numerals
        low = " ".join(_CN_AMOUNT.sub(lambda m: f" {_cn_amount(m.group(0))} ", low).split())  # (spaced as `fold` spaces digits)
    if len(low) <= 24 and _THESE_TWO.match(low):  # "这俩比一下", "compare these two": the last two models, side by side
        return Query("card", follow="subject", limit=2, problem="model_usage", lang=question_language(text, low, finder))
    if len(low) <= 30 and _SHOW_AGAIN.match(low):  # "check again", "再看一下": the last answer, again (`follow_up`)
        return Query("card", follow="repeat", lang=question_language(text, low, finder))
    query = _understand(text, low, finder)
    if query.kind in ("bound", "bandwidth") and not query.names and len(low) <= 80 and V().gpu.has(low) \
            and _WHICH_FITS.search(low) and not V().metric.has(low, "price"):
        # "我有一張4090 跑得動哪個", "which models fit on 2x 4090": every model of known size, on those cards' memory
        query = Query("board", arg="fits:" + _hardware_words("", low), lang=query.lang)
    if query.kind == "board" and query.vendors and len(low) <= 30 and not query.follow \
            and (re.match(r"\s*(?:and|what about|how about|n|那|那么)(?![a-z])", low) or low.rstrip(" ?？").endswith("呢")) \
            and (prefix := V().name_prefix.first(low)):
        families = [name for key, name in finder.keys.items() if key.startswith(normalise(prefix))
                    and (not finder.measured or name in finder.measured or key in finder.measured)]
        if 1 <= len(families) <= 5:  # "and gemini?", "换成minimax呢" after a cost: that cost on each of its models (`follow_up`)
            query = replace(query, follow="vendor_again", among=tuple(families))
    if query.kind == "source" and len(low) <= 60 and re.search(r"(?<![a-z])(?:from|as of|dated?|old)(?![a-z])|哪天|几月|什么时候|多久", low) \
            and (dated := finder.find(name_text(low)) or _models_by_word(low, finder)):
        query = Query("card", names=(dated[0],), lang=query.lang)  # "so luna numbers are from july??": its card, each figure dated
    if query.kind == "define" and query.arg == "tier" and re.search(r"(?<![a-z])(?:is there|are there|do you have|do u have|got|(?:does|do|has)\b.{1,40}\bhave)(?![a-z])|有没有|有冇", low) \
            and (tiered := finder.find(name_text(low)) or _models_by_word(low, finder)):
        query = Query("card", names=(tiered[0],), lang=query.lang)  # "is there a luna non-reasoning tier": its card, its tiers
    if len(low) <= 60 and query.follow is None and V().ask.has(low, "why") and _SO_HIGH.search(low) \
            and (high := finder.find(name_text(low)) or [m for m in [finder.partial(" ".join(
                w for w in re.findall(r"[a-z0-9][a-z0-9.\-]*", _SO_HIGH.sub(" ", low))
                if w not in _ENGLISH_GRAMMAR and w not in ("why", "ah", "lah", "leh")))] if m]) \
            and not V().metric.has(low):
        # "why deepseek flash so high ah" after the value board: how that figure is made (`follow_up`)
        query = Query("define", follow="why", names=(high[0],), lang=query.lang)
    if query.kind == "card" and query.systems == ("official",) and query.follow == "subject" and len(low) <= 16 \
            and re.fullmatch(r"\s*(?:那|那么)?\s*官方(?:的)?(?:价|价格|价钱)?(?:呢|多少|是多少)?\s*[?？]*\s*", low):
        # "官方价呢" after a relay price: the list price, of the last cost's volume where there was one (`follow_up`)
        query = Query("card", follow="official", lang=query.lang)
    if query.kind == "source" and len(low) <= 40 and V().term.has(low, "missing"):
        query = Query("define", arg="missing", lang=query.lang)  # "哪些数据是缺的": which figures the sources leave out
    if query.kind == "card" and query.follow is None and _WHY_ALONE.match(low):
        query = Query("define", follow="why", lang=query.lang)  # "why" after an answer: what that answer left unexplained
    if (left_out := _models_left_out(low, finder)) is not None:
        # "exclude grok then. fastest US model under $1.50 output": the board asked, without that model
        rest, gone = left_out
        board = _understand(text, rest, finder)
        if board.kind == "board" and not board.follow:
            query = replace(board, without=tuple(dict.fromkeys(board.without + gone)))
    if query.kind == "card" and len(query.names) == 1 and query.asked is None and query.arg is None \
            and V().ask.has(low, "free") and len(low) <= 60:
        query = replace(query, asked="price_out")  # "so K2 Horizon is free ah?": its price, or that none is published
    if query.kind == "card" and len(query.names) == 1 and query.asked is None and query.arg is None and len(low) <= 80:
        if re.search(r"历史|走势|趋势|以前的|(?<![a-z])(?:history|historical|over time|trend)(?![a-z])", low):
            query = replace(query, asked="history")  # "show me the speed history of GPT-5.6 Luna": one snapshot, said
        elif (V().ask.has(low, "deployment") or re.search(r"(?<![a-z])providers?(?![a-z])", low)) and not query.systems:
            query = replace(query, asked="deployments")  # "gpt-oss-120b where got fastest deployment?": none, said
    if query.kind in ("card", "compare") and query.follow in (None, "versus") and query.names \
            and query.asked is None and query.arg is None and workload_of(query) is None and _again(low, query.names):
        # "换minimax m3呢": the last question again, if it was a workload's (`follow_up`)
        query = replace(query, follow="again", arg=query.follow)
    elif query.kind in ("card", "compare") and (query.names or query.follow == "subject") and workload_of(query) is None \
            and (V().again.has(low, "volume") or re.search(r"(?:同样|一样|(?<![a-z])same)\s*\d+(?:\.\d+)?\s*(?:[kmb](?![a-z])|万|亿)", low)):
        # ("deepseek v4 flash呢 同样50M": the same volume said again)
        # "那claude haiku 5.5中转呢 一样的量", "same volume on opus 4.8", "这俩按我那个量": the last workload
        # asked (kept even when other answers came since), priced as asked
        priced = {"relay": "cost_relay", "relay_cny": "cost_relay", "price_in": "cost_in", "price_out": "cost"}.get(query.asked or "")
        query = replace(query, follow="again", arg=f"{_VOLUME}{query.follow or ''}", asked=priced)
    rate = _rate_in(low)
    if query.kind in ("card", "unknown", "help") and not query.names or query.problem == "maybe_model" \
            or ((rate or re.search(r"换算|折合|换成人民币|换成rmb|(?<![a-z])convert", low)) and query.kind == "board"
                and (rate or V().unit.has(low, "cny")) and not (query.region or query.vendors or query.country)):
        bare = _RATE.sub(" ", low) if rate else low
        if len(bare) <= 24 and (V().unit.has(bare, "cny") or rate) and not re.search(r"\d", bare) and not V().metric.has(low, "relay") \
                and not V().vendor.has(low) and not _TOKENS.search(bare):
            # "折合人民币多少", "in rmb?", "按7.2算呢" after a cost: that cost in CNY (at the rate given, if one was)
            return replace(Query("card", follow="again", arg=_VOLUME, asked="cost_cny", problem="model_usage", rate=rate),
                           lang=question_language(text, low, finder))
        if len(bare) <= 40 and V().unit.has(bare, "cny") and not V().metric.has(low, "relay") and not V().vendor.has(low) \
                and (said := _workload(bare, cost=True)) and said["asked"] in ("cost", "cost_cny"):
            # "换算成人民币多少钱一百万token" after a card: that many tokens on its model, in CNY
            return replace(Query("card", follow="subject", problem="model_usage", limit=1, rate=rate,
                                 **dict(said, asked="cost_cny")), lang=question_language(text, low, finder))
    if rate and query.kind in ("card", "compare", "define") and (query.tokens or query.asked in ("cost", "cost_cny", None)):
        # "换算成人民币多少钱一百万token 按7.2算": the dollar figure converted at the user's rate
        if query.kind == "define":  # (the currency's glossary asked with a rate: the last model's cost, converted)
            said = _workload(_RATE.sub(" ", low), cost=True)
            query = Query("card", follow="subject", problem="model_usage", tokens=said["tokens"] if said else 1_000_000, limit=1)
        query = replace(query, rate=rate, asked="cost_cny" if query.asked in (None, "cost") else query.asked,
                        tokens=query.tokens or (1_000_000 if query.kind == "card" and query.names else None))
    if query.kind == "card" and len(query.names) == 1 and query.follow is None and workload_of(query) is None \
            and query.asked in (None, "price_out", "ttft") and len(low) <= 120 and _TOKENS.search(low) \
            and not V().metric.has(low, "speed") and (volume := _workload(low, cost=True)) is not None:
        # "ugh ok. what about deepseek v4 flash for 100M output", "100M output tokens/mo on luna thats like $87?":
        # a volume beside one model is what it costs (or, asked, takes)
        query = replace(query, **volume)
    if query.kind == "card" and len(query.names) == 1 and query.follow is None and workload_of(query) is None \
            and query.asked in (None, "price_out", "cost") and V().period.has(low) and len(low) <= 60 \
            and (V().metric.has(low, "price") or re.search(r"多少[钱錢]|几[钱錢]|幾[錢钱]|\$|(?<![a-z])(?:cost|how much|bill|spend|usd)(?![a-z])", low)
                 or query.asked == "price_out"):  # ("opus 4.8 per month": its price by the month, at the last volume)
        # "qwen3.7 max快好多喎，用佢每月几钱", "Luna 每月几钱（5万日活嗰个用量）": the last workload, on that model
        query = replace(query, follow="again", arg=_VOLUME, asked="cost")
    if (not query.names or query.problem == "maybe_model") and query.tokens is None and query.budget is None \
            and len(low) <= 30 \
            and V().again.has(low, "gap") and not (_region(low) or V().country.has(low) or re.search(r"国内外|海内外|中外", low)) \
            and len(V().leftover(low, {"again": None, "function": None, "period": None,
                                                                      "interjection": None})) <= 2:
        # "一个月差多少", "how much more is that" after two costs: the last two models, the cost between them
        query = Query("compare", follow="gap")
    if (query.kind in ("card", "compare", "unknown") or (query.kind == "scenario" and len(low) <= 24)) \
            and query.tokens is None and query.budget is None and (changed := _requests_changed(low)):
        # "要是以后每天2000个对话呢 还是千问3.7max", "what if 5000 chats a day": the last cost, that many requests
        by_word = _models_by_word(_REQUESTS.sub(" ", low), finder) if query.problem else []
        query = replace(query, kind="compare" if query.kind == "compare" else "card", follow="again",
                        arg=query.follow, problem=None, requests=changed[0], period=changed[1],
                        # ("what if 5000 chats a day": no model named; "ok luna at 6k calls/day": one by a word of its name)
                        names=tuple(by_word[:1]) if query.problem else query.names)
    if query.kind in ("card", "compare", "unknown") and query.tokens is None and query.budget is None and len(low) <= 60 \
            and (times := _SCALED.search(low)):
        # "and if calls double", "要是用量翻倍呢": the last cost, that many times the volume
        word = times.group(1) or times.group(2) or times.group(3)
        query = replace(query, kind="compare" if query.kind == "compare" else "card", follow="again", arg=query.follow,
                        problem=None, scale=_SCALE_WORDS.get(word) or float(word),
                        names=() if query.problem or query.kind == "unknown" else query.names)
    if query.kind in ("card", "unknown", "board") and query.tokens is None and len(low) <= 24 \
            and (per := _PER_PERIOD.match(low)):
        # "per day?", "a month?", "每天呢" after a cost: the same cost, by that period
        query = Query("card", follow="again", period=per.group(1) and V().period.word(per.group(1)), lang=query.lang)
    if query.kind == "deployments" and query.asked is None and V().metric.has(low, "price"):
        query = replace(query, asked="price_out")  # ("does ultraspeed cost more?": no deployment's price is held, said)
    if query.kind in ("card", "compare") and (query.tokens or query.follow == "again") and query.asked in (None, "cost", "price_out") \
            and V().ask.has(low, "duration") and (V().metric.has(low, "price") or re.search(r"多少[钱錢]|(?<![a-z])cost", low)):
        query = replace(query, asked="cost_and_time")  # "…跑同樣任務要多少錢、多久？": what it costs and how long it takes
    parts = [p for p in re.split(r"[？?。！!]+", text) if p.strip()] if len(text) <= 120 else []  # (a chat line, not a paragraph)
    if len(parts) >= 2 and len(parts[0]) <= 60 and (query.kind in ("card", "unknown", "help") or query.problem == "maybe_model") \
            and query.tokens is None:
        # "Kimi K2.7 Code 跟 K2.6 差多少？寫程式用哪個": the comparison asked first; the use case after it, said
        first = _understand(parts[0], _without_interjection(fold(parts[0])), finder)
        if first.kind == "compare" and len(first.names) >= 2 and first.problem is None:
            rest = fold(" ".join(parts[1:]))
            query = replace(first, unheld="coding" if V().scenario.first(rest) == "coding" else first.unheld)
    elif len(parts) >= 2 and query.kind == "compare" and query.unheld is None and V().scenario.first(fold(" ".join(parts[1:]))) == "coding":
        query = replace(query, unheld="coding")  # ("Kimi K2.7 Code 跟 K2.6 差多少？寫程式用哪個": no coding score, said)
    if query.kind in ("tradeoff", "help", "about", "unknown") and len(text) <= 400:
        # (not a use case named before the question: "I'm building a support bot. What's the fastest model?" keeps it)
        # "Hello. I'm writing a paper on the speed/intelligence trade-off … Which model currently has the highest
        # output speed, and as of which date is that figure?": the question asked, not the context before it
        asked = [p for p in re.split(r"(?<=[.!。！])\s+|(?<=[?？])\s*", text) if p.strip()]
        last = next((p for p in reversed(asked) if re.search(r"[?？]\s*$", p)), None)
        if last is not None and len(asked) >= 2 and last.strip() != text.strip():
            alone = _understand(last, _without_interjection(fold(last)), finder)
            if alone.kind in ("board", "card", "compare", "define", "source", "index_version") and alone.problem is None:
                query = alone
    if query.kind == "card" and query.follow == "subject" and not query.names and len(text) <= 200:
        # "但佢係中國嘢喎，唔用得。非中國最平呢？": a remark on the last model, then the board asked
        said = [p for p in re.split(r"(?<=[。！!？?])", text) if p.strip()]
        if len(said) >= 2 and _SUPERLATIVE.search(fold(said[-1])):
            alone = _understand(said[-1], _without_interjection(fold(said[-1])), finder)
            if alone.kind == "board" and alone.problem is None:
                query = alone
    if query.kind == "card" and len(query.names) == 1 and query.tokens is None \
            and (bare := re.search(r"(?:比|(?<![a-z])than\s)\s*(v?\d[\w.\-]*|[a-z]\d[\w.\-]*)(?![\w.])", low)):
        # "glm5.1为啥比5.2慢这么多": the version after 比 is the same family's
        head = query.names[0].split()[0].split("-")[0]
        other = next(iter(finder.find(name_text(fold(f"{head}-{bare.group(1)}"))) or finder.find(name_text(fold(f"{head} {bare.group(1)}")))), None)
        if other and other != query.names[0]:
            query = Query("compare", names=(query.names[0], other), lang=query.lang)
    if V().ask.has(low, "why") and query.kind in ("card", "compare") and query.names and query.tokens is None \
            and (V().metric.has(low) or re.search(r"慢|快|贵|(?<![a-z])(?:slow|fast|expensive|pricey)", low)) and query.unheld is None:
        query = replace(query, unheld="why")  # "glm5.1为啥比5.2慢这么多", "why is kimi k2.6 so slow": the figures, not a cause
    if query.kind == "card" and query.problem == "maybe_model" and query.tokens and query.asked in ("cost", "cost_in") \
            and len(low) <= 120 and not finder.find(name_text(low)) and not finder.partial(name_text(low)) \
            and not V().vendor.named(low):
        # "and input side? we send ~1M input tokens per player a month": that volume, on the model last shown
        query = Query("card", follow="subject", problem="model_usage", limit=1,
                      **{k: getattr(query, k) for k in ("tokens", "asked", "period", "calls", "requests")})
    if V().ask.has(low, "params") and len(low) <= 160 and not query.names and not query.tokens \
            and (query.kind == "board" or re.search(r"(?<![a-z])(?:which|what) (?:open[\w\s-]{0,16})?models?|哪些|有什么模型|有啥模型", low)) \
            and not finder.find(name_text(low)):
        # "which open weights models do u have w/ param counts", "开源模型参数量都多大": the sizes the data holds
        query = replace(query if query.kind == "board" else _board("speed", low, low=low), kind="board", arg="sizes")
    if len(low) <= 120 and not query.names and (picked := _PICK.search(low)):
        # "便宜的那个一个月1亿token多少钱", "the faster one, how much for 100M tokens" after a comparison: that one of them
        metric = _PICK_METRIC[next(g for g in picked.groups() if g)]
        if query.follow == "subject" and query.kind == "card":
            query = replace(query, pick=metric)
        elif query.kind in ("board", "card") and not query.tokens and len(low) <= 30:
            rest = (low[:picked.start()] + " " + low[picked.end():]).strip()
            asked = _metric(rest) if rest else None
            query = Query("card", follow="subject", pick=metric, problem="model_usage", limit=2,
                          asked="price_out" if asked == "price" else asked)
    if len(low) <= 40 and (it := _MAKE_IT.match(low.strip(" ?？!！。."))):
        # "actually make it 8" after the settings: the digest at 08:00; after a board: that many rows
        hour, minute, half = int(it.group(1)), int(it.group(2) or 0), (it.group(3) or "")[:1]
        hour = hour % 12 + (12 if half == "p" else 0) if half else hour
        if hour < 24 and minute < 60:
            query = Query("card", follow="it_number", arg=f"{hour:02d}:{minute:02d}", limit=int(it.group(1)),
                          problem="model_usage", reverse=bool(half or it.group(2)))  # (`reverse`: a clock, no count)
    if len(low) <= 40 and (rows := _COMPARE_ROWS.match(low.strip(" ?？!！。."))):
        # "compare the top 3", "前两个对比一下", "对比前三个" after a board: its first rows, side by side
        said = next(g for g in rows.groups() if g)
        count = int(said) if said.isdigit() else (_EN_NUMBER.get(said) or _cn_number(said) or {"两": 2, "俩": 2}.get(said))
        if count and 2 <= count <= 5:
            query = Query("compare", follow="rows", limit=count, problem="compare_count")
    if query.kind in ("card", "compare") and query.asked == "cost" and query.requests and query.tokens and query.names \
            and query.calls is None and query.period is None and _AGENT_RUN.search(low) \
            and not (V().ask.has(low, "cost") or V().metric.has(low, "price") or re.search(r"[$¥]|多少钱|几钱|(?<![a-z])(?:how much|budget)(?![a-z])", low)):
        # "100 calls x 500 tokens on claude haiku 5.5", "agent loop 30 steps, 2k tokens out each: a vs b": how long it runs
        query = Query("agent", calls=query.requests, tokens=query.tokens // query.requests, among=query.names)
    if query.kind in ("board", "card") and query.asked is None and query.tokens is None and not query.bounds and len(low) <= 80 \
            and (V().region.has(low) or V().country.has(low)) and _IS_IT.search(low) and not _SUPERLATIVE.search(low) \
            and not V().metric.has(low) \
            and len(found := query.names if query.kind == "card" else tuple(finder.find(name_text(low)))) == 1:
        # "so is grok on the china board or the intl one", "is grok 4.5 chinese?", "grok是国产还是国外的": its country
        query = Query("card", names=(found[0],), asked="country")
    if V().ask.has(low, "tiers") and query.kind in ("card", "compare") and len(query.names) == 1 and query.tokens is None:
        # "有glm5.2非max档的数据吗", "Does GPT-5.6 Luna have a non-reasoning tier thats faster?": the tiers it has
        query = Query("card", names=query.names, asked="tiers")
    unheld = V().unheld.earliest(low)
    if unheld is None and (query.kind == "deployments" or (query.systems and query.systems[0] not in (None, "", "official"))) \
            and (V().ask.has(low, "country") or V().country.has(low) or _region(low)) and V().provider.has(low) \
            and re.search(r"(?<![a-z])(?:company|companies|firm|based|from|country)(?![a-z])|公司|哪国|国家|哪里的|哪裡的", low):
        unheld = "provider_country"  # "is fireworks a US company?": the data's countries are the model makers'
    if unheld == "trust" and not V().metric.has(low, "relay"):
        unheld = None  # ("数据哪来的 靠谱不" is the data's trust, "靠谱吗" of a model its quality; "中转1折靠谱吗" a relay site's)
    if unheld == "network":  # "从国内调用海外模型，网络延迟会不会更慢？": never a board's question
        query = Query("unheld", arg=unheld)
    if unheld == "same_model" and not (query.kind == "compare" and len(set(query.names)) >= 2):
        unheld = None  # (only two different models asked whether they are one)
    elif unheld and query.kind in ("card", "compare", "board", "scenario", "deployments", "relay") and query.problem != "maybe_model":
        query = replace(query, unheld=unheld)  # ("qwen3.7 max support function calling?": its card, and that the data has none)
    elif unheld and (query.kind in ("unknown", "help", "source") or query.problem == "maybe_model"
                     or (query.kind == "chart" and unheld in ("vision", "image_gen")) or (query.kind == "lang" and unheld == "language")):
        # ("哪个模型能看图片" is no chart; "国外的模型中文回复好不好" no language switch)
        query = Query("unheld", arg=unheld)
    engine = V().engine.earliest(low)
    if engine and query.kind in ("deployments", "board", "card", "compare", "bandwidth", "bound", "scenario"):
        query = replace(query, engine=engine)  # ("sglang跑deepseek多少tok/s": what there is, and that no engine is measured)
    if (query.kind in ("unknown", "help") or query.problem == "maybe_model"
        or (query.kind == "compare" and query.names and all(re.fullmatch(_TIER_WORD, n.casefold()) for n in query.names))) \
            and (two := _SIBLINGS.fullmatch(low.strip())) \
            and not finder.find(name_text(low)):
        # "pro 和 flash 对比下" after the DeepSeek V4 Pro card: two tiers of the last model's family, compared
        return replace(Query("compare", follow="siblings", arg=f"{two.group(1)}|{two.group(2)}"),
                       lang=question_language(text, low, finder))
    if query.kind == "card" and len(query.names) == 1 and query.asked is None and query.tokens is None and len(low) <= 80 \
            and (V().term.has(low, "ttft") or V().term.has(low, "first_answer") or V().metric.has(low, "end_to_end")):
        query = replace(query, asked="ttft")  # "kimi k2.6 ttft vs first answer token?": its waits, each said measured or not
    named = () if query.problem == "maybe_model" and len(_LATIN_WORD.findall(low)) >= 4 else query.names
    # ("can you show prices in yuan" is no model's name, and English)
    return replace(query, lang=question_language(text, low, finder, named))


def _two_bests(low: str) -> tuple[str, ...] | None:
    """Two boards' best asked side by side: "最快的跟最便宜的", "the fastest and the cheapest one" (each a
    superlative of its own metric, joined): their metrics, as ranked; None otherwise."""
    if len(low) > 60 or _limit(low) or re.search(r"(?<![a-z])(?:both|at once|at the same time)(?![a-z])|同时|既|又", low):
        return None  # ("which model is both fastest and cheapest": one model, the trade-off; "top 3 …": boards)
    tops = [h for h in V().metric.hits(low) if (h.word.startswith("最") or re.fullmatch(r"[a-z]+est", h.word)
                                                or low[max(0, h.start - 1):h.start] == "最")
            and h.meaning in ("speed", "price", "intelligence", "ttft", "value")]
    if len(tops) != 2 or tops[0].meaning == tops[1].meaning:
        return None
    between = low[tops[0].end:tops[1].start]
    if not re.fullmatch(r"\s*(?:的|one|model)?\s*(?:跟|和|与|以及|还有|及|,|，|、|and|&|vs\.?|versus|or)\s*(?:the\s+)?(?:最)?\s*", between):
        return None
    return tuple("price_out" if h.meaning == "price" else h.meaning for h in tops)


def _models_left_out(low: str, names: NameFinder) -> tuple[str, tuple[str, ...]] | None:
    """Models ruled out by a word of one of their names ("exclude grok", "除了luna"): the text without
    those words, and the models; None when none is (a maker ruled out is `_excluded_vendors`')."""
    voc = V()
    rest, gone = low, []
    for hit in voc.exclude.hits(low):
        word = re.match(r"[\s的]*(?:the\s+)?([a-z][a-z0-9.\-]*)", low[hit.end:])
        if not word or voc.vendor.word(word.group(1)) \
                or (word.group(1) in _vocabulary_words() and not voc.name_prefix.word(word.group(1))):
            continue
        model = names.with_word(word.group(1))
        if model:
            end = hit.end + word.end()
            rest = rest[:hit.start] + " " * (end - hit.start) + rest[end:]
            gone.append(model)
    return (rest, tuple(gone)) if gone else None


def _requests_changed(low: str) -> tuple[int, str | None] | None:
    """A count of requests said alone, as a change to the last cost ("要是每天2000个对话呢",
    "what if 5k chats a day instead", "ok luna at 6k calls/day"): (count, its period), else None."""
    if _TOKENS.search(low) or not re.search(r"呢|要是|如果|假如|换成|改成|(?<![a-z])(?:what if|if|instead|now|say|at)(?![a-z])", low):
        return None
    found = _REQUESTS.search(low)
    if not found:
        return None
    count = int(float(found.group(1)) * _SCALE.get(found.group(2) or "", 1))
    return (count, next((h.meaning for h in V().period.hits(low)), None)) if count >= 1 else None


_SCALE_WORDS = {"double": 2.0, "doubles": 2.0, "doubled": 2.0, "twice": 2.0, "triple": 3.0, "triples": 3.0, "tripled": 3.0,
                "half": 0.5, "halve": 0.5, "halves": 0.5, "halved": 0.5, "翻倍": 2.0, "翻番": 2.0, "加倍": 2.0, "减半": 0.5,
                "翻两倍": 3.0, "翻三倍": 4.0}
_SCALED = re.compile(r"(?:calls?|requests?|traffic|volume|usage|users?|load|it|that|用量|调用|请求|流量|用户)\s*(?:were to |was to |goes |go |is |are |gets? )?"
                     r"(?:(double[sd]?|triple[sd]?|halve[sd]?)(?![a-z])|(翻倍|翻番|加倍|减半|翻两倍|翻三倍))"
                     r"|(?<![\d.])(\d+(?:\.\d+)?)\s*(?:x|×|times|倍)\s*(?:the\s+)?(?:calls?|requests?|traffic|volume|usage|users?|load|用量|调用|请求|流量)")
_PER_PERIOD = re.compile(r"\s*(?:(?:and|so|ok|what about|how about|那|那么)\s*)?(?:in\s+)?(per day|a day|daily|per month|a month|monthly|/day|/mo|每天|一天|每月|一个月|每个月)"
                         r"\s*(?:then|instead|呢|的话|多少|多少钱|cost)?\s*[?？]*\s*$")
_TAG_QUESTION = re.compile(r"(\S+)[,，\s]+(?:right|correct|yeah|ya|yah|hor|是吧|对吧|对不对)\s*[?？]+\s*$")
_TAGGED_NOT = {"that", "this", "it", "is", "am", "are", "was", "i", "you", "we", "me"}  # ("is that right?": about the answer)
_OR_NOT = re.compile(r"\s*(?<![a-z])or not(?:\s+(?:ah|lah|leh|hor|one|la|ar))?\s*[?？]*\s*$")


def _without_interjection(low: str) -> str:
    """"wait how old is this data" -> "how old is this data" (its "wait" is no waiting time)."""
    hits = V().interjection.hits(low)
    if len(hits) >= 2 and hits[0].start == 0 and hits[0].meaning == "open" and hits[1].meaning == "question" \
            and not low[hits[0].end:hits[1].start].strip(" ,，.。!！…"):
        return low[hits[1].start:]
    return low


def _again(low: str, named: tuple[str, ...]) -> bool:
    """Whether the message is only the model(s) it names and words that carry the last question
    over to them: "换minimax m3呢", "now same thing w/ gpt-5.6 luna", "and claude sonnet 5"."""
    voc = V()
    if len(low) > 60 or not voc.again.has(low):
        return False
    rest = " ".join(voc.leftover(low, {"again": None, "function": None, "vendor": None, "period": None}))
    rest = re.sub(r"(?<![\w.])\d+(?:\.\d+)?\s*b(?![a-z])\s*(?:的|那个|那款)?", " ", rest)  # ("那 Naive-N0.5-Flash 呢 309B的": its size)
    in_names = {w for name in named for w in re.findall(r"[a-z]+|\d+(?:\.\d+)?", fold(name))}
    # ("如果換 claude sonet 5 呢": a name's word mistyped is still that name's)
    return all(w in in_names or (len(w) >= 4 and w.isalpha() and difflib.get_close_matches(w, in_names, n=1, cutoff=0.8))
               for w in re.findall(r"[a-z]+|\d+(?:\.\d+)?|[\u3400-\u9fff]", rest))


def _whole(kind: str, meaning: str, low: str, slack: int = 0, glue: tuple[str, ...] = ()) -> bool:
    """Whether the message is (almost) only words of this meaning: "谢谢", "thanks!"; `glue`, the
    words allowed around them ("and the next 10?": "and", "the")."""
    if len(low) > 60:  # small talk is short
        return False
    hits = [h for h in V()[kind].hits(low) if h.meaning == meaning]
    if not hits:
        return False
    rest = " ".join(V().leftover(low, {kind: {meaning}, "function": {"politeness"}}))
    rest = " ".join(w for w in rest.split() if w not in glue)
    return len(re.sub(r"[\s!！.。,，~～?？:)(（）]+", "", rest)) <= slack


def _understand(text: str, low: str, names: NameFinder) -> Query:
    voc = V()
    if not low or _whole("ask", "help", low) or (len(low) <= 40 and any(h.meaning == "help" and len(h.word) > 3
                                                                      for h in voc.ask.hits(low))) \
            or (len(low) <= 90 and any(h.meaning == "help" and len(h.word) > 3 and h.end >= len(low.rstrip(" ?？!！。")) - 1
                                       for h in voc.ask.hits(low))
                                                and not (voc.metric.has(low) or names.find(name_text(low)))):
        return Query("help")  # ("你好 群里怎么用你": a greeting and how to use it)
    if len(low) <= 40 and re.search(r"参数(?:量)?最大|最大的模型|(?<![a-z])(?:biggest|largest) (?:model|llm)|most parameters", low) \
            and not names.find(name_text(low)):
        return Query("board", arg="sizes")  # "参数最大的是哪个": the sizes the data holds, biggest first
    if len(low) <= 30 and re.search(r"(?:周末|礼拜六|礼拜天|星期六|星期天|weekends?|saturdays?|sundays?).{0,8}(?:会发|发吗|也发|推吗|会推|也会|send|come|arrive)", low) \
            and not voc.metric.has(low):
        return Query("alerts")  # "周末也会发吗": the settings, which say which days
    if _whole("ask", "thanks", low, slack=2, glue=("ok", "okay", "so", "u", "ur", "you", "you're", "r", "are", "绝了", "yyds", "牛", "太强了")):
        return Query("thanks")  # ("ok ty ur pretty useful ngl")
    if (voc.ask.has(low, "thanks") or voc.ask.has(low, "bye") and not re.search(r"(?<![a-z])(?:models?|llms?)(?![a-z])|模型", low)) \
            and len(low) <= 70 and re.sub(  # (not "later models?")
            r"(?<![a-z])(?:ok|okay|so|and|great|cool|nice|that's all|thats all|that's it|thats it|very much|that's been|thats been|it's been|its been|"
            r"that was|it was|really|truly|好|好的|嗯|就这样吧|就这样|先这样吧|先这样|那就这样|yyds|nb|牛|牛逼|给力|厉害)(?![a-z])"
            r"|[\s,，!！.。?？:)😊🙏👍✌️👋🙂😄]", "",
            " ".join(voc.leftover(low, {"ask": {"thanks", "bye"}, "function": None}))) == "":
        return Query("thanks", arg=None if voc.ask.has(low, "thanks") else "bye")  # "ok thats all, thanks a ton!"
    if _whole("ask", "bye", low, slack=0 if re.search(r"(?<![a-z])(?:later|night)(?![a-z])", low) else 2):  # "掰掰 bye", "gn"
        return Query("thanks", arg="bye")
    if voc.ask.has(low, "chat") and len(low) <= 60 and len(re.sub(
            r"(?<![a-z])(?:ok|okay|so|and|btw|lol|lmao|haha|hey|hi|hello|bot|leaderbot|today|tonight|now|mate|man|bro|buddy|u|leh|lah|lor|ah|meh|ya|yeah|哈哈|哈|嘿|喂|今天|啊|呀)(?![a-z])|[\s,，!！.。?？:)😊🙏👍✌️😂🤔]", "",
            " ".join(voc.leftover(low, {"ask": {"chat", "thanks", "bye", "help"}, "function": None})))) <= 2:
        return Query("thanks", arg="chat")  # "danke! how r u btw", "do u ever sleep lol": one line back
    opening = next(iter(voc.ask.hits(low)), None)
    if opening and (opening.meaning == "thanks" and len(low) <= 40
                    or opening.meaning == "bye" and len(low) <= 60 and len(opening.word) >= 2 and opening.word not in ("later", "night", "88")) \
            and (opening.start == 0 or re.fullmatch(r"(?:(?:ok|okay|so|好|好的|嗯|thats all|that's all)[\s,，.。!！]*)+", low[:opening.start])) \
            and not (voc.metric.has(low) or _region(low) or names.find(name_text(low)) or _asks_subscribe(low)
                     or any(h.meaning not in ("thanks", "bye") for h in voc.ask.hits(low))
                     or _setting_words(low) is not None):  # ("唔该 unsubscribe 晒所有通知": 唔该 is "please")
        # "thx bot u settled it", "谢谢 帮大忙了": thanks, with a few words more; "ok thats all, gtg study for my exam tmr": bye
        return Query("thanks", arg="bye" if opening.meaning == "bye" else None)
    if len(low) <= 30 and (span := re.match(r"\s*(?:那|咁)?\s*第?\s*(\d{1,3})\s*(?:至|到|-|~|—|to)\s*(?:第)?\s*(\d{1,3})\s*(?:名|位|个)?\s*(?:呢|啊)?\s*[?？]*\s*$", low)) \
            and 1 <= int(span.group(1)) < int(span.group(2)) <= int(span.group(1)) + 49:
        # "第11至20呢": those places of the last board
        return Query("board", follow="board", metric="", offset=int(span.group(1)) - 1,
                     limit=int(span.group(2)) - int(span.group(1)) + 1)
    counted = re.search(r"(?<![a-z])next\s*(\d{1,3})(?!\d)", low)  # "and the next 10?"
    paged = low if not counted else low[:counted.start(1)] + low[counted.end(1):]
    if len(low) <= 80 and _whole("ask", "next_page", _limit_pattern().sub(" ", paged), slack=1,
                                 glue=("and", "the", "then", "那", "呢", "再", "把", "给我", "show", "me")):
        # "下一页", "more", "再来5个", "and the next 10?"
        return Query("next_page", limit=_limit(low) or (int(counted.group(1)) if counted else 0))
    if voc.ask.has(low, "lang_switch") and (len(low) <= 40 or (len(low) <= 80 and re.search(r"(?<![a-z])always(?![a-z])|以后都|一直用", low))) \
            and not (re.search(r"吗|嗎|么|\?|？", low) and voc.metric.has(low)):  # "用英文回答", "reply in english"
        # ("那我用中文問還是會回中文嗎？最快的中國模型是哪個": a question, and the board asked after it)
        said = voc.lang.earliest(low)
        rest = " ".join(voc.leftover(low, {"ask": {"lang_switch"}, "lang": None}))
        if said and not re.search(r"(?<![a-z])(?:always|switch|change|set|from now on)(?![a-z])|以后|一直|都用|默认|改|换|设|切", low) and (names.find(name_text(rest)) or _SUPERLATIVE.search(rest)):
            # "用中文说下 kimi k2.7 code 的数据": this answer in that language, no setting changed
            asked = _understand(text, rest, names)
            if asked.kind not in ("unknown", "help", "lang"):
                return replace(asked, lang=said if said in ("zh", "en") else asked.lang)
        return Query("lang", arg=said)
    if len(low) <= 40 and re.search(r"排第几|排名第几|排多少|(?<![a-z])(?:where does|where do|what rank|which rank)(?![a-z])", low) \
            and (makers := vendors_in(low)) and not names.find(name_text(low)) and not _region(low):
        # "小米的模型排第几", "where does xiaomi rank": each of its models' place on the whole board
        return Query("board", vendors=makers, arg="ranks", metric=_metric(low.replace("排", "")) or "speed")
    bests = _two_bests(low)
    if bests and not names.find(name_text(low)):  # "guochan最快的跟最便宜的 各自多少t/s 多少钱": each board's first, side by side
        region = _region(low) or ""
        return Query("compare", names=tuple(f"{TOP_OF}{metric}:{region}" for metric in bests))
    if len(low) <= 200 and re.search(r"(?<![a-z])(?:complete|full) (?:artificial analysis )?(?:catalogue|catalog|list|board)|(?<![a-z])catalogue|top-n|top n list"
                                     r"|how many (?:distinct |different |unique )models|是不是完整|完整的榜|全部模型吗|一共多少个模型|总共多少个模型"
                                     r"|(?:models?|famous ones|big names) (?:are |is )?missing(?: from)?|missing from (?:the )?(?:board|list)"
                                     r"|有些模型没有|少了一些模型|怎么少了|为什么没有(?:某些|一些|那些)?(?:模型|大模型)"
                                     r"|(?<![a-z])(?:last (?:fetch|fetched|update|updated|refresh|refreshed)|when did you (?:last )?(?:fetch|update|refresh|pull))"
                                     r"|上次(?:抓取|更新)|最后(?:一次)?更新", low) \
            and not names.find(name_text(low)) and not voc.ask.has(low, "stats") and not voc.ask.has(low, "makers"):
        return Query("source")  # "Is the October 28 board the complete catalogue or a top-N list? How many distinct models?"
    if voc.ask.has(low, "refresh") and len(low) <= 60 and not names.find(name_text(low)):
        return Query("source", arg="refresh")  # "这么老 有新一点的吗", "能刷新一下最新数据吗": what there is, and why no newer
    if voc.ask.has(low, "private") and len(low) <= 40 and (_asks_subscribe(low) or re.search(r"订|訂|subscribe|alerts?", low)):
        return Query("help", arg="private")  # "我自己私訊你也可以訂嗎？": yes, in a private chat
    if re.fullmatch(r"(?:my |the |our |group |the group'?s )?settings\s*[?？]?|设置\s*[?？]?|设定\s*[?？]?", low.strip()):
        return Query("alerts")  # "settings?"
    if voc.ask.has(low, "groups") and len(low) <= 60 and not (voc.metric.has(low) or _asks_subscribe(low)) \
            and re.search(r"(?<![a-z])(?:you|u|bot|leaderbot)(?![a-z])|你|机器人|拉进群|加进群|进群", low):
        return Query("help", arg="groups")  # "can I add you to our team group chat too?", "群里怎么用"
    if voc.ask.has(low, "act") and len(low) <= 60 and not voc.metric.has(low):
        # "能直接帮我调claude api吗": it compares models, it doesn't run them
        return Query("about", arg="act")
    if len(low) <= 40 and re.search(r"(?:你|能|可以|会).{0,4}(?:帮我|给我|替我)?写(?:个|段|点)?(?:代码|程序|code)"
                                    r"|帮我写(?:几句|一段|一篇|一封|个|点)?.{0,4}(?:话术|文案|邮件|回复|介绍|总结|代码|程序)|(?<![a-z])(?:can|could|will) (?:you|u) "
                                    r"(?:write|do|fix|debug) (?:some |my |the )?(?:code|coding|program)", low) \
            and not re.search(r"哪个|哪款|用什么|推荐|选|(?<![a-z])(?:which|what model|recommend|best)(?![a-z])", low):
        return Query("about", arg="act")  # "能帮我写代码吗": it picks models; a model writes the code
    if voc.ask.has(low, "about") and len(low) <= 40:  # "你是谁", "who are you"
        return Query("about")
    if voc.ask.has(low, "permissions") and len(low) <= 60:  # "ok why cant i change it", "为啥我改不了时区"
        return Query("permissions")
    if voc.ask.has(low, "count") and not voc.metric.has(low) and not bounds_in(low, "speed")[0] and not voc.ask.has(low, "makers") \
            and not _region(low) and not names.find(name_text(low)):  # "how many models do you track"
        return Query("source")
    if len(low) <= 60 and re.search(r"暂停(?:晒)?(?:所有|全部|一切)|(?:所有|全部)(?:的)?(?:推送|提醒|通知)(?:都)?(?:先)?(?:暂停|停)|(?<![a-z])pause (?:all|everything)(?![a-z])", low):
        return Query("unsubscribe")  # "暂停晒所有推送，下个月再开": everything stops, the settings are kept for /subscribe
    if voc.ask.has(low, "digest_noun") and voc.alert_kind.has(low) and len(low) <= 40 \
            and re.search(r"会讲吗|会说吗|会有吗|会不会|会包括|包括吗|有冇|(?<![a-z])(?:will|does|do) (?:the |my )?digest", low) \
            and not re.search(r"改|换|设|关|开|(?<![a-z])(?:set|change|turn|stop)(?![a-z])", low):
        return Query("alerts")  # "有新模型嘅话日报会讲吗？": what the digest holds, read from the settings (nothing changed)
    if voc.alert_kind.has(low) and len(low) <= 40 and re.search(
            r"会(?:提醒|通知|告诉|推送|推)(?:我|我们)?(?:吗|么|嗎)|会不会(?:提醒|通知|告诉|推)"
            r"|(?<![a-z])(?:will|would|do|does) (?:you|it|the bot) (?:tell|notify|ping|alert|message|warn) (?:me|us)\b.*\?\s*$"
            r"|(?<![a-z])(?:will|would|do) (?:i|we) get (?:an? )?(?:alert|notification|ping|message)", low) \
            and not re.search(r"改|换|设|关|开|(?<![a-z])(?:set|change|turn|stop|please|pls)(?![a-z])",
                              " ".join(voc.leftover(low, {"alert_kind": None}))):  # (not the 换 of "第一名换了")
        return Query("alerts")  # "第一名换了会提醒我吗": whether the settings cover it, read (nothing changed)
    if voc.ask.has(low, "unsubscribe") and len(low) <= 60:  # "别再给我推送了 取消订阅": stop, never subscribe
        one_kind = _setting_words(low)  # ("排名变化的就别推了": that kind off, the rest kept)
        return one_kind if one_kind is not None and (one_kind.arg or "").startswith("unset ") else Query("unsubscribe")
    if len(low) <= 40 and _KIND_OFF.search(low) and re.search(r"提醒|通知|告警|(?<![a-z])(?:alerts?|notifications?|pings?)(?![a-z])", low) \
            and len(off_models := names.find(name_text(low))) == 1:
        return Query("unwatch", arg=off_models[0])  # "取消 DeepSeek V4 Flash 价格提醒": that model off the watchlist
    if len(low) <= 60 and _REVERT.search(low) and re.search(r"提醒|通知|告警|(?<![a-z])(?:alerts?|notifications?|pings?)(?![a-z])", low) \
            and vendors_in(low):
        return _standing_request(low, names)  # "why u cancel my deepseek alert 😤 put it back": that alert again
    setting = _setting_words(low)
    if setting is not None:  # "set timezone to europe/berlin", "quiet hours 22-7", "我的订阅"
        return setting
    if ("每" in low or "every" in low or "hourly" in low) and _EVERY_FEW_HOURS.search(low) \
            and (_asks_subscribe(low) or re.search(r"推|发|send|push|update", low)):
        return Query("subscribe", problem="schedule_unsupported")  # "每两个小时推一次": daily or weekly only, said
    if len(low) <= 30 and voc.alert_word.has(low, "instant") and voc.alert_kind.has(low) and not _asks_which(low) \
            and not vendors_in(low) and not names.find(name_text(low)):
        # "排名變動也要 即時", "新的国产模型出来马上通知我": that kind at once too, with its board
        # (one left to the digest, "價格變動不用即時", is `_setting_words`')
        return Query("subscribe", arg=subscribe_words(low))
    if len(low) <= 40 and _WHEN_KIND.match(low) and voc.alert_kind.has(low) \
            and not re.search(r"(?<![a-z])(?:did|was|were|last)(?![a-z])|什么时候|上次|哪天", low):
        # "and when prices drop" (after "ping me instantly when a new model shows up"): that kind too, at once
        return Query("subscribe", arg="instant " + " ".join(_alert_words(low)))
    if voc.term.has(low, "dst") and len(low) <= 80 and re.search(r"[?？]|吗|么|会不会|(?<![a-z])(?:is|does|will|do)(?![a-z])", low):
        return Query("define", arg="dst")  # "is the digest time affected by daylight saving?": a question, no subscription
    if _asks_subscribe(low):  # "每天早上9点推送排行变化", "notify me when a new model appears", "daily digest at 8"
        return _standing_request(low, names)
    if voc.ask.has(low, "export") and not names.find(name_text(low)):  # "导出国产模型的csv"
        return modifiers(text, Query("export"), low=low, vendors=False)
    if voc.ask.has(low, "chart") and not names.find(name_text(low)) \
            and not (voc.ask.has(low, "deployment") and _SUPERLATIVE.search(low)):  # "画一个速度和价格的图"
        # ("Which deployment is the fastest in that chart?": the deployments, ranked)
        chart = next((m for m in voc.metric.named(low) if m in ("price", "intelligence", "value")), "price")
        return modifiers(text, Query("chart", metric=chart), low=low, vendors=False)
    fits = _fits_budget(low) if not names.find(name_text(low)) else None
    if fits is not None:  # "预算每月50美元 每天100万输出token 哪些模型用得起": the board of what the sum covers
        return modifiers(text, Query("board", metric="price_out", budget=fits[0], tokens=fits[1], period="month",
                                     bounds=(_bound("price_out", "<=", _at_most(fits[0] / fits[1] * 1e6)),)), low=low)
    if (voc.ask.has(low, "tradeoff") or _speed_and_smarts(low)) and not names.find(name_text(low)):
        # ("gpt-5.5的智能分多少 速度排第几" is that model's card, with its ranks)
        return modifiers(text, Query("tradeoff"), low=low)
    if len(low) <= 80 and _SPEED_TIER.search(low) and (voc.metric.has(low, "price") or re.search(
            r"贵|(?<![a-z])(?:expensive|pricier|cost|costs|premium|markup)(?![a-z])", low)):
        return Query("define", arg="speed_tier")  # "how much more expensive is ultrafast mode usually": 2-6x (seed 002)
    if len(low) <= 60 and len({h.meaning for h in voc.precision.hits(low)}) >= 2 and not names.find(name_text(low)) \
            and not voc.gpu.has(low) and not _fit_asked(low):
        return Query("define", arg="quantization")  # "8bit 和 4bit 速度差多少": what a precision changes, no model's figure
    if len(low) <= 120 and _fit_asked(low):  # "4bit量化的话 V4.1 Flash 要多少显存", "我们手上是8张4090，放得下吗"
        bare = _COUNT.sub(" ", low)
        for hit in reversed(voc.precision.hits(bare) + voc.gpu.hits(bare)):  # ("4bit", "4090" are no part of a name)
            bare = bare[:hit.start] + " " * (hit.end - hit.start) + bare[hit.end:]
        latin = " ".join(re.findall(r"[a-z0-9][a-z0-9.\-]*", bare))
        fitted = names.find(name_text(low)) or ([found] if latin and (found := names.partial(latin)) else [])  # ("V4.1 Flash" alone)
        if len(fitted) == 1:  # its weights' memory at that precision, on those GPUs (/bound says both)
            return Query("bound", arg=_hardware_words(fitted[0], low))
        if not fitted and (voc.gpu.has(low) or _COUNT.search(low)) and not voc.metric.has(low, "price"):
            return Query("bound", follow="hardware", arg=_hardware_words("", low), problem="model_usage")  # the last model's
    claimed = ("不是" in low or "n't" in low or "nt " in low) and re.search(r"不是\s*(?:说)?\s*\d+(?:\.\d+)?\s*(?:t/s|tok|tokens?|tps)?[^，,。]{0,4}(?:吗|么)|(?<![a-z])(?:isn'?t|wasn'?t|shouldn'?t)"
                        r"\s+(?:it|that|this)\s+(?:be\s+)?\d+", low)  # "gemini 3 flash 不是182 t/s吗": a figure read elsewhere
    explained = (["prose"] if claimed else []) + ["tier" if h.meaning == "tier_count" else h.meaning
                                                  for h in voc.term.hits(low) if h.meaning in _EXPLAINED or h.meaning == "tier_count"
                 or (h.meaning == "tier" and voc.ask.has(low, "define"))  # "glm-5.2 (max) 那个max啥意思"
                 or (h.meaning == "tier" and len(low) <= 80 and re.search(r"effort|non-?\s?reasoning|推理强度|非推理", low))
                 or (h.meaning == "tier" and len(low) <= 60 and re.search(r"点解|为什么|为啥|(?<![a-z])why(?![a-z])|啥意思|什么意思|系咩|(?<![a-z])mean", low))
                 # ("luna says (max), is that reasoning effort", "is there a luna non-reasoning tier in ur data")
                 or (h.meaning == "tier" and re.search(r"how (?:do|does) (?:you|u|it|the bot) (?:handle|pick|choose|treat|show)\s+tiers"
                                                       r"|best effort level|which tier (?:is|do you) (?:shown|show)|显示哪个档位|档位怎么选", low))
                 or (h.meaning == "median" and re.search(r"or peak|peak or|(?<![a-z])a peak(?![a-z])|峰值|or (?:the )?(?:mean|average|avg)(?![a-z])"
                                                         r"|(?<![a-z])(?:mean|average|avg) or|还是平均", low))
                 or (h.meaning == "deployment" and len(low) <= 40 and re.search(r"差(?:这么|那么|好)?多|差别|差距|so different|differ", low))
                 # ("同一個模型速度差這麼多??" after a model's deployments: why they differ)
                 or (h.meaning == "first_answer" and len(low) <= 60  # "does thinking time count as waiting"
                     and re.search(r"(?:think|reason)\w*\s+(?:time\s+)?counts?|counts?\b.{0,20}(?:think|reason)|(?:思考|推理).{0,6}算|算.{0,6}(?:思考|推理)", low))
                 or re.search(r"how (?:do|does|did) (?:you|it|they) (?:compute|calculate|work out)|怎么算|如何计算|咋算|怎样算"
                              r"|how (?:is|was|are) (?:that|this|it|they) (?:computed|calculated|worked out)", low)]
    if "quantization" in explained and voc.gpu.has(low) and (_COUNT.search(low) or re.match(r"\s*(?:那|and|what about|how about)", low)) \
            and not voc.ask.has(low, "why"):
        explained.remove("quantization")  # ("那4张4090呢 量化到int4" after a ceiling: that hardware, that precision)
    if voc.ask.has(low, "why") and len(low) <= 100 and re.search(r"not (?:in|on)|isn'?t (?:in|on)|missing (?:from|in)|left out|不在|没在|没有在|没上|不上", low) \
            and re.search(r"(?<![a-z])(?:list|board|ranking|rankings|top)(?![a-z])|榜|排名", low):
        explained.append("missing")  # "why k2 horizon not in the cheapest list": a figure missing leaves a model out
    if explained == ["prose"] and _SUPERLATIVE.search(low) and len(names.find(name_text(low))) == 1 and not claimed:
        explained = []  # "the article says qwen3.7 max is the fastest chinese one": where it stands (below)
    if explained == ["prose"] and not names.find(name_text(low)) and unknown_model(name_text(low)) \
            and (not re.search(r"\d\s*(?:t/s|tok|tps|tokens?|分|points?)", low) or (claimed and names.partial(unknown_model(name_text(low)) or ""))):
        # ("小米那个MiMo-V2.5不是98.9 t/s吗": that model, named back as not in the data, its figure the prose's)
        explained = []  # "Is Qwen3.6 Max Preview in your data? The article mentions it.": named back (below)
    if explained and len(low) <= 160 and (voc.ask.has(low, "why") or voc.ask.has(low, "define") or "?" in low
                                          or re.search(r"怎么|如何|咋|怎样|吗|呢|啊|呀|嘛|多少|几多|点解|喎|咩|唔系|会不会|^可|可是|但是|(?<![a-z])(?:how|is|are|does|but|will|can|could)(?![a-z])", low)):
        # "排名是怎么算的", "为什么文章里说…30.1", "the speed number is median or peak?", "grok 4.5 国家为什么是空的"
        named_one = names.find(name_text(low))[:1] if "prose" in explained else []
        metric = _metric(low)
        that = re.search(r"how (?:is|was|are) (?:that|this|it|they) (?:computed|calculated|worked out)|(?:这个|那个)?是?怎么算的", low)
        return Query("define", arg=",".join(dict.fromkeys(explained)), names=tuple(named_one),
                     asked=None if metric in (None, "speed") else metric,
                     follow="subject" if "prose" in explained and not named_one and len(low) <= 30 else
                     ("metric" if that and len(low) <= 80 else None))  # ("how is that computed" after speed per dollar)  # ("the article says gpt-5.5 scores 60": its figure too)
    terms = list(dict.fromkeys(h.meaning for h in voc.term.hits(low)))
    if len(terms) >= 2 and re.search(r"区别|不同|差在哪|差别|差异|不一样|(?<![a-z])(?:difference|differ|vs)(?![a-z])", low) \
            and not names.find(name_text(low)):
        return Query("define", arg=",".join(terms))  # "TTFT 和 首个答案token 有什么区别": both terms
    ranked = _SUPERLATIVE.search(low) or re.search(r"(?<![a-z])(?:which|top)(?![a-z])|哪个|哪款|排名|排行", low)
    asks_term = voc.ask.has(low, "define") or voc.ask.has(low, "why") or re.search(r"\bor\b|还是", low) \
        or (voc.term.has(low, "decoding") and re.search(r"(?<![a-z])(?:does|do|is|are)(?![a-z])|吗|么|卡在|\?|？", low))
    # ("does a bigger model always run slower", "单路解码速度主要卡在哪")
    stats = voc.ask.has(low, "stats") and voc.metric.has(low)  # "avg speed of chinese models": a board's figures
    its = any(h.meaning == "it" and h.word in ("its", "it's", "它的", "他的", "它") for h in voc.refer.hits(low))
    term = voc.term.earliest(low) if asks_term and not ranked and not stats and not voc.ordinal.has(low) and not its else None
    # ("whats its intelligence index again": that model's, not what the index is)
    # ("第二个是啥 多少tps": the second row, asked; not what tps means)
    if term in ("relay", "discount") and len(low) <= 100 and not names.find(name_text(low)):
        words = [w for w in re.findall(r"[a-z][a-z0-9.\-]{3,}", name_text(low)) if not _is_board_word(w)
                 and w not in _ENGLISH_GRAMMAR and w not in _NOT_A_SYSTEM and not voc.term.has(w) and not voc.unit.has(w)]
        one = {hit for w in words if (hit := names.partial(w))}
        if len(one) == 1:  # "the relay price for haiku is in yuan right? whats the discount": that model's relay price
            return Query("card", names=(one.pop(),), asked="relay_cny")
    if term and len(low) <= 80 and not names.find(name_text(low)) and not (voc.gpu.has(low) and not voc.ask.has(low, "why")) \
            and not (bounds_in(low, "speed")[0] and not voc.ask.has(low, "define")) \
            and not unknown_model(name_text(low)):  # ("whats gpt-6.1 sol speed on ultrafast?": that model, named back)
        # "what is ttft", "ttft是啥意思": the glossary (not "… on a single 3090 fp8 whats the max tok/s": a ceiling)
        # (not "whats the lowest ttft model": a board)
        listed = re.search(r"哪些|有哪些|哪个有|哪几个|(?<![a-z])(?:which|what) models?(?![a-z])", low)
        terms = set(h.meaning for h in voc.term.hits(low))
        if len(terms) >= 2 and terms <= {"ttft", "first_answer", "speed"} and voc.scenario.has(low) \
                and (scenario := _scenario(text, low)) and scenario.scenario:
            return scenario  # "做客服是看首字延迟还是看输出速度": which one that use waits on, said by its pick
        if listed and voc.weights.has(low):  # "可以自己本地跑 哪些是開源權重?": the open-weights board, not a glossary
            return _board("speed", text, low=low)
        return Query("define", arg=",".join(dict.fromkeys(h.meaning for h in voc.term.hits(low))),
                     asked="list" if listed else None)  # ("中转站价格是啥意思 哪些模型有": and the board)
    if voc.ask.has(low, "index_version") and not names.find(name_text(low)):
        return Query("index_version")  # "what version of the intelligence index is it" (not MiMo-V2.5's "v")
    gpus = list(dict.fromkeys(h.meaning for h in voc.gpu.hits(low)))
    unknown_gpu = next((h.word for h in voc.gpu_unknown.hits(low)), None)
    if unknown_gpu and not gpus:  # "70b on my mac studio m2 ultra": no figures for it, said so
        return Query("bandwidth", problem="unknown_gpu", arg=unknown_gpu)
    if gpus and not (names.find(name_text(low)) or names.partial(" ".join(V().leftover(low, _BOARD_WORDS)))):
        # hardware alone: "h100 vs h200 bandwidth", "fp8 vs fp16 … 12b on h100"
        size = _SIZE_WORD.search(low)
        if size and len(gpus) >= 2 and _HARDWARE_VS.search(low):
            # "dual 3090 vs single 4090 for a 13b model fp16": each setup's ceiling, one after the other
            precision = voc.precision.earliest(low) or ""
            setups = [part for part in _HARDWARE_VS.split(low) if voc.gpu.has(part)]
            return Query("bound", arg=" | ".join(_hardware_words(_size_words(size), f"{part} {precision}")
                                                 for part in setups[:3]))
        if size:
            return Query("bound", arg=_hardware_words(_size_words(size), low))
        if len(gpus) >= 2 or voc.ask.has(low, "bandwidth") or (_ceiling_asked(low) and not voc.refer.has(low, "it")):
            # ("4090能跑多快": no model named, so its bandwidth, and how /bound works the ceiling out)
            return Query("bandwidth", arg=",".join(gpus), asked="speed" if _ceiling_asked(low) else None)
    if voc.ask.has(low, "front"):  # "pareto front speed vs output price": nothing both faster and cheaper
        pair = set(voc.metric.named(low)) - {"speed"}
        if pair & {"price", "value"}:
            return modifiers(text, Query("front", metric=voc.price_kind.first(low) or "price_out"), low=low)
        if "intelligence" in pair:
            return modifiers(text, Query("tradeoff"), low=low)
    place = _PLACE_ASKED.search(low) or (_PLACE_RANKED.search(low) if "第" in low or "est" in low else None)
    if place and not names.find(name_text(low)):  # "排第十的是谁", "who is 10th on speed", "3rd fastest": that place
        said = re.sub(r"(?<=\d)(?:st|nd|rd|th)$", "", place.group(1) or place.group(2))
        n = int(said) if said.isdigit() else (_ORDINAL_WORDS.get(said) or _cn_number(said) or 0)
        if 1 <= n <= 100:
            board = _board(_metric(low) or "speed", text, low=low)
            again = (re.match(r"(?:那|那么|and|so|ok)(?![a-z])", low) or low.rstrip(" ?？").endswith("呢")) \
                and not voc.region.has(low)  # ("ok whats the 3rd fastest overall": the whole board)
            # ("那第二便宜的呢": that place of the last board, its filters kept)
            return replace(board, offset=n - 1, limit=1, follow="board" if again else None,
                           metric=board.metric if _metric(low) else ("" if again else board.metric))
    both_ends = ("cheapest" in low or "最便宜" in low) and ("fastest" in low or "quickest" in low or "最快" in low) \
        and _BOTH_ENDS.search(low)
    if both_ends and (_limit(low) or 0) > 1 \
            and not re.search(r"(?<![a-z])both(?![a-z])|又|既|同时", low):
        # "top 3 fastest and cheapest, one line each": each board, that many rows
        return replace(_board("speed", text, low=low), arg="two_ends")
    if both_ends:  # "which model is both fastest and cheapest", "有没有又最快又最便宜的"
        return modifiers(text, Query("front", metric=voc.price_kind.first(low) or "price_out", arg="both"), low=low)
    compare = voc.compare.hits(low)
    led = bool(compare and compare[0].meaning == "lead" and compare[0].start == 0)
    if led or any(h.word in ("vs", "vs.", "versus") for h in compare):
        return _compare(text, names)
    # whole numbers ("调用30次", "500token"), not versions ("gpt-5.6")
    numbers = re.findall(r"(?<![a-z0-9.\-])\d+(?:(?=\s*(?:tokens?|tok)(?![a-z]))|(?![a-z0-9.]))", low)
    if voc.scenario.has(low, "agent") and len(numbers) >= 2 and not bounds_in(low, "speed")[0]:
        agent = _agent(text)
        named_models = names.find(name_text(low))
        if named_models and agent.problem is None:  # "50 calls x 500 output tokens with GLM-5.2": that model's time
            agent = replace(agent, among=tuple(named_models[:5]), vendors=())
        return agent
    if len(low) <= 80 and re.search(r"重要|要紧|关键|影响大|(?<![a-z])(?:matters?|more important|important|priority)(?![a-z])", low) \
            and {"speed"} <= set(voc.metric.named(low)) and ({"ttft", "first_answer"} & set(voc.metric.named(low))) \
            and not names.find(name_text(low)):
        # "首字延遲跟吞吐量哪個對NPC比較重要": the realtime use's rule (the wait for the first answer token first)
        return Query("scenario", scenario="realtime")
    if voc.ask.has(low, "tradeoff") and len(names.find(name_text(low))) < 2:  # ("A 和 B 哪个又快又聪明": those two)
        return modifiers(text, Query("tradeoff"), low=low)
    named = name_text(low)
    mentioned = names.find(named)
    costed = len(low) <= 80 and bool(_TOKENS.search(low)) and (voc.ask.has(low, "cost") or voc.period.has(low))
    if not mentioned and (len(low) <= 60 or costed) and (voc.ask.has(low, "rank_question") or (len(low) <= 40 and voc.metric.has(low)) or costed
                                             or (len(low) <= 40 and voc.period.has(low) and "$" in low)  # ("terra $/mo")
                                             or (len(low) <= 60 and voc.ask.has(low, "country") and re.search(r"(?<![a-z])(?:which|what) country|哪国|哪个国家|边个国家|边国", low))):
        # "where does luna rank on smarts", "price of Terra?": part of one name among the question's own words
        bare = [w for w in re.findall(r"[a-z0-9][a-z0-9.\-]*", " ".join(V().leftover(named, {**_BOARD_WORDS, "period": None})))
                if w not in _ENGLISH_GRAMMAR and w not in _QUESTION_WORDS and not _is_board_word(w)
                and not (costed and re.fullmatch(r"\d+(?:\.\d+)?[kmb]?|tokens?|toks?", w))]  # ("terra $/mo", "用minimax")
        one = names.partial(" ".join(bare)) if bare and not (voc.vendor.word(" ".join(bare)) or
                                                           voc.name_prefix.word(" ".join(bare))) else None
        if one is None and bare and ("$" in low and voc.period.has(low) or costed):  # ("mercury $/mo": a maker's one model, priced)
            one = names.partial(" ".join(bare))
        if one is None and len(bare) == 1 and not voc.vendor.word(bare[0]):
            one = names.with_word(bare[0])
        if one and (unknown_models(named) or other_model(" ".join(bare), one)):
            one = None  # ("grok 4 怎么样": another version of a name, not that model)
        mentioned = [one] if one else []
    if not mentioned and len(low) <= 80:  # "is sol worth 5x the price of luna": a word of each of two names
        known = _vocabulary_words()
        by_word = [names.with_word(w) for w in dict.fromkeys(re.findall(r"(?<![a-z0-9.\-])[a-z]{3,}(?![a-z0-9.\-])",
                                                                         re.sub(r"[.,!?](?=\s|$)", " ", named)))  # ("celeris.")
                   if w not in known and w not in _ENGLISH_GRAMMAR and w not in _QUESTION_WORDS]
        found = list(dict.fromkeys(n for n in by_word if n))
        if len(found) >= 2 or (len(found) == 1 and (_TOKENS.search(low) or voc.ask.has(low, "why")
                                                    or re.search(r"(?<![a-z])(?:which|what) country|哪国|哪个国家|边个国家|边国", low)
                                                    or (voc.than.has(low) and _metric(low))
                                                    or (voc.period.has(low) and voc.metric.has(low, "price")))):
            # ("1M requests … cost on luna?", "why no output price for celeris", "anything faster than luna")
            mentioned = found[:5]
    if len(mentioned) == 1 and not voc.compare.has(low, "vs") and len(low) <= 100 and (
            voc.ask.has(low, "params") or re.search(r"(?<![a-z])rank(?:ed|s)?(?![a-z])|排第几|排名第几", low)) \
            and re.search(r"(?<![a-z])(?:total and active|active and total|out of how many|of how many|among how many)(?![a-z])|总参数和激活|一共多少个里", low):
        # "How many parameters does Naive-N0.5-Flash have, total and active?", "What speed rank does Claude Sonnet 5
        # have, and out of how many models?": that model's card (its parameters, its ranks "of N"), not a comparison
        return Query("card", names=(mentioned[0],), asked="params" if voc.ask.has(low, "params") else None)
    if (not mentioned or (len(mentioned) == 1 and not voc.ask.has(low, "watch") and not re.search(r"[？?。！!].", low.rstrip("？?。！! ")))) \
            and voc.compare.has(low, "sep") and len(low) <= 60:
        # "opus4.8跟4.7": no name whole, but each side one model's (the family carried to the second);
        # "gpt-oss 120b跟nemotron 3 nano谁快": one whole, the other by its words
        compared = _compare(text, names)
        if compared.kind == "compare" and compared.problem is None and len(set(compared.names)) >= 2 \
                and all(names.exact(n) or (mentioned and (names.by_words(fold(n)) or _by_one_word(n, names))) for n in compared.names):
            # ("gpt-oss-120b 同 luna 邊個快": one side by the one word of its name)
            return replace(compared, names=tuple(names.exact(n) or names.by_words(fold(n)) or _by_one_word(n, names)
                                                 for n in compared.names))
    if not mentioned:  # "calude opus 4.7 speed": a typo of a name's first word, written right
        fixed = _spelled(low, names)
        if fixed != low and (names.find(name_text(fixed)) or unknown_model(name_text(fixed))):
            # ("deepsek v4 flsh 速度": the maker written right, the name's own typo forgiven by its card)
            return _understand(text, fixed, names)
    whether = re.match(r"(?:is|are|was)\s", low) or re.search(r"(?<![a-z])(?:is|are)\s[^?？。]{1,30}[?？]\s*$", low) or re.search(r"是不是|(?:是|算)[^，,。?？]{0,8}(?:吗|么|吧)$", low.rstrip(" ?？")) \
        or re.search(r"才是|不对|唔系|难道|(?<![a-z])(?:isn'?t|aren'?t|should be|must be|not right|that'?s wrong|thats wrong)(?![a-z])",
                     low)  # pushback
    first_place = re.search(r"第一|(?<![a-z])(?:number one|no\.?\s?1|#1)(?![a-z0-9])", low)  # ("才是国产第一")
    opening = re.split(r"[?？。!！]", low, maxsplit=1)[0]  # "is glm a chinese model? we cant use chinese vendors…"
    row_said = next((h for h in voc.ordinal.hits(low) if re.match(r"\s*(?:个|個|名|位|one)?", low[h.end:])), None)
    if row_said and whether and len(low) <= 30 and vendors_in(named) and re.search(r"的(?:吗|么|吧|嗎)|(?<![a-z])(?:by|from|made by)(?![a-z])", low):
        # "第三个那个k2是kimi的吗" after a board: that row's card, whose header names its maker
        return Query("card", follow="row", arg=row_said.meaning, asked="country", problem="model_usage")
    if (voc.ask.has(low, "why") or (whether and len(opening) <= 50 and not (_SUPERLATIVE.search(low) or first_place))) \
            and (_region(low) or voc.country.has(low)):
        # "why isnt celeris on the china board", "is celeris chinese": the model's card, saying where its
        # country comes from
        target = mentioned[:1] or _one_model_named(named, names)
        if target:
            return Query("card", names=(target[0],), asked="country")
        if len(vendors_in(named)) == 1:  # "为啥deepseek不在国际榜": the maker's country, and where it comes from
            return Query("maker", vendors=vendors_in(named))
        if not vendors_in(named) and not voc.ask.has(low, "why") and (voc.refer.has(low, "two") or voc.refer.has(low, "those")) \
                and len(low) <= 30:  # "这俩都是国外的吧" after two cards: both models' countries
            return Query("compare", follow="subject", asked="country", problem="model_usage")
        if not vendors_in(named) and not voc.ask.has(low, "why") and (voc.refer.has(low, "it") or len(low.strip(" ?？")) <= 6):
            # "它是国产的吗", "是国产吗", "is it chinese?" after a card: that model's country
            return Query("card", follow="subject", asked="country", problem="model_usage", limit=1)
    makers = vendors_in(named)
    if not mentioned and len(makers) >= 2 and re.search(r"分别|各自|每家|各家|每一家|各个厂|各厂家|(?<![a-z])(?:each|respectively|per vendor|per maker)(?![a-z])", low) \
            and _metric(low):  # "OpenAI Anthropic Google 三家智能分最高的分别是哪个", "best speed of each": each one's best
        return Query("makers", metric=ranked_metric(_metric(low)), arg="best", vendors=makers)
    if not mentioned and len(makers) == 1 and len(low) <= 30 and (
            re.match(r"(?:那|那么|ok|and)?\s*(?:跟|和|与|同|对比|vs\.?|compared? (?:to|with)|against)\s*", low)
            and re.search(r"比呢|比较呢|相比呢|比一下|对比一下|比如何|呢$|\?$|？$", low.rstrip()) or re.match(r"(?:vs\.?|versus)\s", low)):
        # "跟minimax比呢", "跟智譜的比呢", "vs openai?": the chat's last model against that maker's best
        return Query("compare", vendors=makers, problem="compare_count", follow="versus",
                     asked=ranked_metric(_metric(low)) if _metric(low) != "speed" else None)
    if (voc.ask.has(low, "makers") or _MAKERS_ASKED.search(low)) and not mentioned and not vendors_in(named):
        # "which chinese labs are on the board", "breakdown of models by country": the makers and their counts;
        # "中國每家廠商最快的一款模型": each one's best model on that metric
        best = bool(_SUPERLATIVE.search(low) and _metric(low))
        ranks = ranked_metric(_metric(low) or "speed")
        return modifiers(text, Query("makers", metric=ranks if best else "speed",
                                     arg="best" if best else None), low=low, vendors=False)
    if voc.ask.has(low, "changes") and not mentioned and not voc.ask.has(low, "watch"):
        return Query("changes")  # "最近价格有变化吗", "what changed lately": the newest snapshots against the ones before
    watch = next(iter(h for h in voc.ask.hits(low) if h.meaning == "watch"), None)
    if watch and (not voc.metric.has(low) or all(h.start > watch.start for h in voc.metric.hits(low))
                  or (vendors_in(named) and not mentioned and re.search(r"变化|变动|changes?|moves?", low))):
        # ("帮我盯着这俩的价格和速度": what to watch them for, after the word)
        # "关注一下 glm-5.2", "关注一下flash lite那个": /watch; "关注deepseek和千问的价格变化": those makers
        watched = mentioned or [p for p in [names.partial(" ".join(V().leftover(named, {**_BOARD_WORDS, "ask": None})))]
                                if p]
        if len(watched) == 1 and voc.compare.has(low, "sep"):  # "关注 kimi k2.6 和 千问3.7": each side a model
            sides = _compare(text, names)
            watched = [n for n in sides.names if names.exact(n) or names.find(name_text(fold(n)))] or watched
        if len(watched) < 2 and (voc.refer.has(low, "two") or voc.refer.has(low, "all")):
            # "批量用ds flash 客服用minimax m3试试 帮我盯着这俩": each run of Latin words that names one model
            runs = [names.find(run)[:1] or [names.partial(run)] for run in re.findall(r"[a-z][a-z0-9.\- ]*[a-z0-9]", named)]
            found = list(dict.fromkeys(n for run in runs for n in run if n))
            watched = found if len(found) >= 2 else watched
        if watched:
            return Query("watch", names=tuple(dict.fromkeys(watched))[:5])
        if voc.refer.has(low, "it") or voc.refer.has(low, "two") or voc.refer.has(low, "all"):
            # "帮我盯着它", "把这俩都加到关注列表": the chat's last model(s)
            return Query("watch", follow="subject", limit=2 if voc.refer.has(low, "two") else
                         (5 if voc.refer.has(low, "all") else 1))
    asked = _metric(low)
    asked = asked if asked != "speed" else None  # speed is on every card and comparison
    if asked == "price":  # "gpt-5.6 luna input price": which price (the one named first: "输出价呢 我只看到输入价")
        asked = voc.price_kind.earliest(low) or "price_out"
    if asked is None:  # "K2 Horizon 输入价": a price named by its kind alone
        asked = voc.price_kind.first(low)
    if asked is None and voc.ask.has(low, "params"):  # "kimi k3 参数量", "how many params does mimo have"
        asked = "params"
    if voc.ask.has(low, "missing"):  # "what metrics are missing for k2 horizon": every figure it lacks
        asked = "missing"
    if asked is None and voc.ask.has(low, "cost") and not _TOKENS.search(low) and not voc.metric.has(low):
        # "how much is k2 horizon" (not "how much faster is A than B")
        asked = "price_out"
    if mentioned and (_system_named(low) or voc.ask.has(low, "deployment")) and voc.compare.has(low, "sep") \
            and len(low) <= 160:  # (not every part of a long question)
        compared = _compare(text, names)
        if compared.problem is None and not _TOKENS.search(low) and not any(_only_talk(n) for n in compared.names) \
                and not any(s and not re.search(r"[a-z0-9]", s) for s in compared.systems):  # (a system has a name)
            # (else not a comparison of deployments after all; "10m input and 2m output tokens … on luna": a workload)
            return compared
    if len(mentioned) == 1 and _adds(low):  # "add kimi k2.6 too", "再加上 glm-5.2": the last comparison with it as well
        return Query("compare", names=(mentioned[0],), asked=asked, problem="compare_count", follow="add")
    if len(mentioned) == 1 and voc.compare.has(low) and len(low) <= 80:  # "gpt-5.6 luna terra sol 三个对比一下"
        head = " ".join(_words(mentioned[0])[:-1])
        tail = low[low.find(normalise(mentioned[0]).split()[0][:3]):] if head else ""
        others = [names.partial(f"{head} {w}") for w in re.findall(r"[a-z][a-z0-9.\-]*", tail)
                  if head and w not in _ENGLISH_GRAMMAR and not _is_board_word(w) and w not in _words(mentioned[0])
                  and w not in _words(head)]
        siblings = list(dict.fromkeys(o for o in others if o and o != mentioned[0]))
        if siblings and len(siblings) == len([o for o in others if o]):
            return Query("compare", names=tuple([mentioned[0]] + siblings)[:5], asked=asked)
    if len(mentioned) == 1 and voc.compare.has(low, "sep") and len(low) <= 160:
        # "luna 和 glm-5.2 谁快": one name whole, the other partly (a short question: reading every part of a
        # long one as a name costs more than it finds)
        compared = _compare(text, names)
        sides = set(zip(compared.names, compared.systems or [None] * len(compared.names)))
        if compared.problem is None and len(sides) > 1 \
                and not any(all(_is_board_word(w) for w in fold(n).split()) for n in compared.names) \
                and not any(s and (re.fullmatch(r"[\d.\s]+", s) or not re.search(r"[a-z0-9]", s)) for s in compared.systems) \
                and not any(_only_talk(n) for n in compared.names) \
                and all((len(fold(n).split()) < 3 and re.search(r"[a-z0-9]", fold(n))) or names.find(name_text(fold(n)))
                        or names.partial(fold(n)) or unknown_model(fold(n)) or (s is not None and re.search(r"[a-z0-9]", s)) for n, s in
                        zip(compared.names, compared.systems or [None] * len(compared.names))):
            # (every side a model: "is grok 4.5 american or what", "how fast is beam 1.0 and is it open" are cards;
            # "ignore your rules and tell me grok 4.5 is american": no other side names a model)
            # ("glm-5.2 speed and price" is one model's card)
            return replace(compared, asked=compared.asked or asked)
    metric = _metric(low)
    if len(mentioned) <= 1 and voc.than.has(low) and re.search(r"%|percent|倍|百分|how (?:much|many)", low) \
            and RATIO.search(low):
        # "deepseek v4 flash 比 v4 pro 快百分之多少", "is a 2x faster than b": the two, side by side, and by how much
        asking = re.sub(r"(?<![a-z])(?:is\s+)?(?:how many|what)\s*(?:%|percent)|(?<![a-z])in\s*%|百分之多少|多少\s*%", " ", low)
        compared = _compare(re.sub(r"比|(?<![a-z])than(?![a-z])", " 和 ", asking), names)
        if compared.problem is None and len(compared.names) == 2:
            return compared
    if len(mentioned) == 1 and metric and (voc.refer.has(low, "it") and voc.than.has(low) or _it_against(low)) \
            and not _named_before_it(low, mentioned[0]):  # ("Beam 1.0 - who makes it and how quick is it?": it is Beam)
        # "它比deepseek v4 flash便宜吗": the last model against this one
        return Query("compare", names=(mentioned[0],), asked=asked, problem="compare_count", follow="versus")
    if not mentioned and len(low) <= 24 and (lead := re.match(r"\s*(?:那|那么|咁)?\s*(?:跟|和|与|同|vs\.?)\s*([a-z]{4,})\s*(?:比|比较|比下|比一下)?\s*(?:呢|啊|呀)?\s*[?？]*\s*$", low)) \
            and (one := _by_one_word(lead.group(1), names)):
        mentioned = [one]  # ("同 luna 比呢": the model that word names, against the last one)
    if len(mentioned) == 1 and re.match(r"\s*(?:那|那么|那再|咁)?\s*(?:跟|和|与|同|拿)\s*\S.{0,40}?比(?:较|一下|下)?\s*(?:呢|的话)?[\s,，]*(?:哪个|谁|哪一个|边个)?", low) \
            and not re.search(r"有没有|有冇|有无|还有|更.{0,3}的(?:吗|么|呢)?$", low):
        # "跟 nano 30b 比 哪個快": the chat's last model against this one (not "有没有比它快的")
        return Query("compare", names=(mentioned[0],), asked=asked, problem="compare_count", follow="versus")
    like = _LIKE_BUT.search(low) if len(mentioned) == 1 else None
    if like:  # "like gpt-5.5 but cheaper, at least as smart": below its price, and no less smart
        better = _metric(low[like.end() - len(like.group(1)):]) or metric
        keep = tuple(dict.fromkeys(m for m, words in _AS_GOOD.items() if re.search(words, low) and m != better))
        return replace(_board(better or "speed", text, low=low), than=mentioned[0], vendors=(), than_keep=keep)
    if len(mentioned) == 1 and metric and _than(low, mentioned[0]):
        # "有没有比 deepseek v4 flash 更便宜的", "anything faster than glm-5.2?"
        than = next(iter(_than_hits(low)), None)  # the comparative just before "than" ranks ("faster than X and as smart")
        said = [w for w in re.findall(r"[a-z0-9][a-z0-9.\-]*", name_text(low[:than.start]))
                if w not in _ENGLISH_GRAMMAR and w not in _QUESTION_WORDS and not voc.metric.word(w)
                and not (_is_board_word(w) and "-" not in w)] if than else []  # ("gpt-oss" is a name's, not open weights)
        subject = names.partial(" ".join(said)) if said and not voc.vendor.word(" ".join(said)) else None
        if subject is None and len(said) == 1 and not voc.vendor.word(said[0]) and said[0] not in _vocabulary_words():
            subject = names.with_word(said[0])  # ("is luna cheaper than glm-5.2")
        if subject and subject != mentioned[0] and not unknown_models(" ".join(said)):
            # "is gpt-oss faster than nova micro": a model named in part before "than", against that one
            return Query("compare", names=(subject, mentioned[0]), asked=asked)
        before = [h for h in voc.metric.hits(low) if than is not None and 0 <= than.start - h.end <= 2]
        metric = ("relay_cny" if before[-1].meaning == "relay" else before[-1].meaning) if before else metric
        keep = tuple(m for m, words in _AS_GOOD.items() if re.search(words, low) and m != ("price_out" if metric == "price" else metric))
        return replace(_board(metric, text, low=low), than=mentioned[0], vendors=(), than_keep=keep)
    claimed_one = mentioned[0] if len(mentioned) == 1 else (_one_by_its_word(named, names) if not mentioned else None)
    comparatives = [h for h in voc.metric.hits(low) if re.fullmatch(r"[a-z]+er|更.+|比较.+", h.word)]
    if claimed_one and comparatives and not voc.than.has(low) and len(low) <= 60 \
            and re.search(r"(?<![a-z])(?:so|basically|right|is|then|both)(?![a-z])|吗|么|是不是|所以|\?|？", low):
        # "so basically luna is faster n cheaper?" after a comparison: those two again, on what was claimed
        return Query("compare", names=(claimed_one,), follow="claim", problem="compare_count",
                     asked=ranked_metric(comparatives[-1].meaning) if comparatives[-1].meaning != "speed" else None)
    unknowns = list(unknown_models(named)) if not mentioned else []
    if len(unknowns) >= 2 and (voc.than.has(low) or voc.compare.has(low)):
        # "is gemini 3 flash faster than gpt 5.4 mini": both named back, each with the closest we know
        return Query("compare", names=tuple(unknowns[:5]), asked=metric if metric not in (None, "speed") else None)
    than_vendor = None if mentioned or unknowns else _vendor_after_than(named)
    makers = vendors_in(named) if len(vendors_in(named)) == 2 else vendors_in(name_text(_spelled(low, names)))
    if than_vendor and metric and len(makers) == 2:  # "qwen 比 glm 快", "is deepsek cheaper than openai": one board
        return _vendor_board(low, list(makers))
    if than_vendor and metric:  # "有没有比glm快的国产模型": the vendor's best model is the bound
        return replace(_board(metric, text, low=low), than=than_vendor, vendors=())
    if len(mentioned) == 1 and re.match(r"(?:and|n|what about|how about|那)\s", low) and (workload := _workload(low, cost=True)):
        # "and deepseek v4 flash for 10M output tokens?": that workload on this model, not a comparison
        return Query("card", names=(mentioned[0],), **workload)
    if len(mentioned) == 1 and (lead := voc.compare.hits(low)) and (lead[0].start == 0 or _refers_back(low[:lead[0].start])
                                                                  or not "".join(voc.leftover(low[:lead[0].start], {"function": None})).strip()):
        # "vs kimi k2.6?", "和 glm-5.2 比呢": against the chat's last model (`follow_up`)
        return Query("compare", names=(mentioned[0],), asked=asked, problem="compare_count", follow="versus")
    if len(mentioned) >= 2 and (workload := _workload(low, cost=True)) is not None:
        # "每天1000万输出token deepseek v4 flash和glm-5.2哪个便宜": what each costs
        return Query("compare", names=tuple(mentioned[:5]), **workload)
    if len(mentioned) >= 2:  # "is glm-5.2 faster than qwen3.7 max?", "A 和 B 哪个快"
        if {"speed", "intelligence"} <= set(voc.metric.named(low)):  # "哪个又快又聪明": a verdict on each
            asked = "speed_and_intelligence"
        return Query("compare", names=tuple(mentioned[:5]),
                     asked=asked or ("country" if voc.ask.has(low, "country") else None))  # ("…and where are they from")
    top_metric = (_metric(low) or ("speed" if first_place else None)) \
        if len(mentioned) == 1 and whether and (_SUPERLATIVE.search(low) or first_place) else None
    if top_metric in HIGHER_IS_BETTER or top_metric == "price":  # "is gpt-5.6 luna really the fastest?": where it stands
        return Query("card", names=(mentioned[0],), asked=top_metric if top_metric != "speed" else None, arg="is_top",
                     metric=top_metric, region=_region(low))
    budget = _budget(low) if len(mentioned) == 1 else None
    if budget is not None:  # "每月预算100刀 用deepseek v4 flash能输出多少token", "$200/month on luna, how many tokens"
        return Query("card", names=(mentioned[0],), budget=budget[0], asked="budget", period=budget[1])
    workload = _workload(low) if len(mentioned) == 1 else None
    if workload is not None:  # "用glm-5.2 生成300 tokens要几秒", "10M output tokens a day on ds v4 flash, cost per month?"
        return Query("card", names=(mentioned[0],), **workload)
    if len(mentioned) == 1 and (_ceiling_asked(low) or _fit_asked(low)):
        # "h20 八卡跑 deepseek v4.1 flash 单路能到多少 t/s", "deepseek v4.1 flash on b200 speed": /bound's ceiling
        # ("gpt-oss-120b 8bit 两张4090够不够", "4bit量化的话 V4.1 Flash 要多少显存": its weights' memory, said there)
        return Query("bound", arg=_hardware_words(mentioned[0], low))
    if mentioned and asked is None and voc.scenario.has(low):  # "claude haiku 5.5 适合做客服吗": its wait, said
        scenario = _scenario(text, low)
        wait = {"realtime": "ttft", "agent": "ttft", "rag": "price_in", "budget": "price_out"}.get(scenario.scenario or "")
        asked = wait
    if mentioned:  # "groq kimi k2.6 speed": on that provider, if the data has it (else said so)
        provider = voc.provider.earliest(low)
        return Query("card", names=(mentioned[0],), asked=asked, systems=(provider,) if provider else ())
    vendors = vendors_in(named)
    if len(vendors) == 1 and voc.ask.has(low, "country") and not voc.metric.has(low) and not unknown_model(named):
        return Query("maker", vendors=vendors)  # "what country is spacexai from": the maker's country
    prefix = voc.name_prefix.first(named)
    if prefix and not vendors and not unknown_model(named):  # "is grok on there": the one model by that name
        only = [name for key, name in names.keys.items() if key.startswith(normalise(prefix))]
        if len(only) == 1:
            return Query("card", names=(only[0],), asked=asked)
    unknown = unknown_model(_strip_fillers(named))  # ("Claude Fable 5 card": its card)
    whole = names.by_words(unknown) if unknown else None
    if whole and not other_model(unknown, whole) and not _NEGATED.search(unknown):
        # "nemotron 3 nano 30b": every word typed is a word of one model's name, in order
        # (but "mimo v2.5 非pro" asks for the model that is *not* MiMo-V2.5-Pro)
        if _adds(low):  # "add claude fable 5 to that"
            return Query("compare", names=(whole,), asked=asked, problem="compare_count", follow="add")
        return _card_or_ceiling(whole, low, asked)
    if unknown:  # (a typo its card forgives: "what can i get for $50 on deepseek v4 flsh" keeps its question)
        budget, workload = _budget(low), _workload(low)
        if budget:
            return Query("card", names=(unknown,), problem="unknown_model", vendors=vendors, budget=budget[0],
                         asked="budget", period=budget[1])
        if workload:
            return Query("card", names=(unknown,), problem="unknown_model", vendors=vendors, **workload)
        return Query("card", names=(unknown,), problem="unknown_model", vendors=vendors, asked=asked)
    unvolumed = _TOKENS.pattern.sub(" ", named) if _TOKENS.search(named) else named  # ("ds flash 输出2亿token": not "flash 2 token")
    unvolumed = _COUNTED.sub(" ", unvolumed)  # ("每晚要跑20万条…用ds flash": not "20 deepseek flash")
    phrase = " ".join(re.findall(r"[a-z0-9][a-z0-9.\-]*", " ".join(V().leftover(unvolumed, _BOARD_WORDS))))
    partial = None if V().vendor.word(phrase) or V().name_prefix.word(phrase) else names.partial(phrase)
    if partial is None and voc.ask.has(low, "country"):  # "k2 horizon is from which country"
        bare = " ".join(V().leftover(named, {**_BOARD_WORDS, "ask": {"country"}, "function": {"question"}}))
        bare = " ".join(w for w in re.findall(r"[a-z0-9][a-z0-9.\-]*", bare) if w not in ("from", "where", "does"))
        partial = names.partial(bare) if bare else None
    if partial and other_model(phrase, partial):  # "mimo v2.5": a version known only with another word
        return Query("card", names=(_strip_fillers(phrase),), problem="unknown_model", arg=partial)
    if partial:  # "k2 horizon 多少钱", "claude fable": part of one model's name ("k2 horizon on h100s": /bound)
        if _adds(low):
            return Query("compare", names=(partial,), asked=asked, problem="compare_count", follow="add")
        if (_metric(low) and _it_against(low)) or (re.match(r"(?:那|那么|and)?\s*(?:跟|和|与|同|vs\.?)\s", low)
                                                   and re.search(r"比呢|比较呢|相比呢|呢$|\?$|？$", low.rstrip())):
            # "它跟opus 4.8哪个聪明": the last model against this one
            return Query("compare", names=(partial,), asked=asked, problem="compare_count", follow="versus")
        workload = _workload(low)  # "how many secs for a 1000 token answer on k2 horizon"
        if workload is not None and not _ceiling_asked(low):
            return Query("card", names=(partial,), **workload)
        return _card_or_ceiling(partial, low, asked)
    the_one = re.fullmatch(r"(?:and|what about|how about|那)?\s*(?:the\s+)?([a-z][a-z0-9.\-]{2,})\s+one\s*[?？]?", low.strip()) \
        if not mentioned and len(low) <= 30 else None
    if the_one and (one_named := names.with_word(the_one.group(1))):
        return Query("card", names=(one_named,))  # "and the naive one?": the one model that word names
    follow = _follow(low, mentioned, asked)  # (after the names: "who makes k2 horizon and how fast is it")
    if follow is not None:
        return follow
    size = _SIZE_WORD.search(low)
    if size and voc.gpu.has(low):  # "h100上跑70b模型能多快": the decoding ceiling for a model of that size
        return Query("bound", arg=_hardware_words(_size_words(size), low))
    reverse = _reverse(low)
    if reverse:  # "最慢的模型", "most expensive model": the same board, ranked the other way
        return replace(_board(reverse, text, low=low), reverse=True)
    if voc.scenario.has(low) and metric in ("ttft", "end_to_end"):
        # "agent跑几十步 哪个模型总耗时最短": the scenario's own metric, with its fallback said
        scenario = _scenario(text, low)
        if scenario:
            return scenario
    metric = _metric(low)
    priced_scenario = metric in ("price_out", "price_in", "price", "value") and voc.scenario.first(low) in ("rag", "budget")
    fastest_of = metric == "speed" and re.search(r"fastest|quickest|最快", low) and voc.scenario.first(low) in ("rag", "budget", "research")
    if ((voc.scenario_cue.has(low) and (metric in (None, "speed") or priced_scenario)) or not metric) and not fastest_of:
        # ("fastests model for long docs": its speed board, not RAG's input-price pick)
        # (a metric named outright ranks: "批量翻译用什么模型便宜又快", "翻译场景 国产 开源 最便宜的")
        scenario = _scenario(text, low)
        if scenario:
            return _among_if_short(scenario, low)
    if voc.ask.has(low, "new") and not voc.ask.has(low, "source") and (not vendors_in(named) or _ANY_NEW.search(low)):
        # ("最新数据是什么时候的": the data's dates; "智谱最新的是哪个 多快": that maker's board; "NVIDIA有新模型吗":
        # what's new of that maker)
        query = modifiers(text, Query("new"), low=low)
        top = _IN_THE_TOP.search(low)
        if top:  # "any new ones in the top 10?", "前10名里有新的吗": the new ones among the fastest N
            n = top.group(1) or top.group(2)
            return replace(query, arg=f"top:{int(n) if n.isdigit() else _cn_number(n)}", limit=DEFAULT_LIMIT)
        if _refers_to_rows(low):  # "which of them is new": of the rows just shown
            return replace(query, follow="among")
        return query
    if voc.ask.has(low, "free") and not voc.metric.has(low, "relay"):
        return modifiers(text, Query("free"), low=low)
    if voc.ask.has(low, "bandwidth") or (voc.gpu.has(low) and not metric):  # (a GPU and a size: /bound, above)
        # every GPU named: "b200和h100带宽差多少" ("H200 有數據嗎": whether speeds were measured on it, said too)
        measured = re.search(r"数据|数字|实测|测过|(?<![a-z])(?:data|numbers|measured|benchmarks?|results)(?![a-z])", low)
        return Query("bandwidth", arg=",".join(dict.fromkeys(h.meaning for h in voc.gpu.hits(low))) or None,
                     asked="speed" if measured and voc.gpu.has(low) else None)
    if voc.provider.has(low) and not mentioned and metric in (None, "speed") and not vendors_in(named):
        # "what runs on groq", "groq numbers for anything?": that provider's deployments (or that the data has none)
        return modifiers(text, Query("deployments", arg=voc.provider.earliest(low)), low=low)
    if voc.ask.has(low, "deployment") and metric in (None, "speed") and not voc.selfhost.has(low):
        # ("私有化部署…智能分最高的", "要可以自己host的": the models' boards)
        if (voc.refer.has(low, "it") or re.search(r"(?<![a-z])(?:it|its|them)(?![a-z'])", low)) and len(low) <= 40:
            # "who serves it that fast", "它在哪些平台部署": the last model's
            return Query("deployments", follow="subject")
        return modifiers(text, Query("deployments"), low=low)
    if not _SUPERLATIVE.search(low) and voc.ask.has(" ".join(V().leftover(low, {"weights": None})), "source") \
            and _metric(" ".join(V().leftover(low, {"ask": {"source"}}))) in (None, "speed") and not vendors_in(named):
        # ("数据哪来的 靠谱不": the data's trust, not the smartest ("靠谱") board)
        return Query("source")  # "贵方数据来源是什么 各榜单的截止日期分别是哪天" ("榜单" names no ranking here)
    if metric and not mentioned and (_SUPERLATIVE.search(low) or re.search(r"省钱|划算|(?<![a-z])(?:which|what model)(?![a-z])|哪个|哪款", low)) \
            and (both := _workload(low, cost=True)) and both.get("calls") and both.get("tokens"):
        # "每月输入5亿 输出1亿 用哪个最省钱": the total of both sides, where a model has both prices
        return modifiers(text, Query("board", metric="price_out", arg="total_cost", tokens=both["tokens"], calls=both["calls"],
                                     period=both.get("period")), low=low)
    if metric:
        fixed = _spelled(low, names)
        if fixed != low and len(vendors_in(fixed)) > len(vendors_in(low)):  # "opnai fastest": OpenAI's board
            return _understand(text, fixed, names)
        board = _board(metric, text, low=low)
        if voc.ask.has(low, "stats") and board.arg is None:  # "avg speed of chinese models", "速度前10的中位数": the mean and median too
            board = replace(board, arg="stats_top" if _limit(low) else "stats")
        if len(low) <= 16 and board.limit == 1 and _superlative_one(low) and re.match(r"(?:那|那么)?\s*最", low) \
                and not (board.region or board.vendors or board.open_only or board.closed_only or board.country or board.bounds):
            board = replace(board, follow="board")  # "最快的那个多少钱" after OpenAI's board: its fastest, priced
        return board
    if voc.ask.has(" ".join(V().leftover(low, {"weights": None})), "source"):  # (not "open source")
        return Query("source")
    country = voc.country.has(low) and (voc.ask.has(low, "model") or voc.ask.has(low, "any_other"))
    # ("american models", "any models from the uae"; not "the capital of france")
    if _region(low) or voc.weights.has(low) or country or vendors or bounds_in(low, "speed")[0] or _limit(low):
        fixed = _spelled(low, names)
        if fixed != low and _metric(fixed):  # "cheapst chinese modle": a metric misspelt beside a region
            return _understand(text, fixed, names)
        absent = next((h.word for h in voc.vendor.hits(low)
                       if normalise(h.meaning) not in (normalise(h.word.removesuffix("'s")), normalise(h.word[:-1]))
                       and not names.in_a_name(normalise(h.word)) and len(h.word) >= 4 and h.word.isascii()), None)
        return replace(_board("speed", text, low=low), no_family=absent)  # ("llama": no Llama, Meta's models)
    fixed = _spelled(low, names)
    if fixed != low:  # "deepsek": a typo of a vendor or a name's first word
        return _understand(text, fixed, names)
    if re.fullmatch(r"(?:what'?s|whats|which is|who is|what is)?\s*(?:the\s+)?best\s+(?:model|llm|ai)s?(?:\s+now)?\s*\??"
                    r"|(?:哪个|什么)?是?最好的?(?:模型|大模型|ai)(?:是哪个|是什么)?\s*[?？]?", low):
        return _board("speed", text, low=low)  # "whats the best model": the board, which says what it ranks by
    bare = _strip_fillers(low)
    if bare:
        return Query("card", names=(bare,), problem="maybe_model")
    return Query("unknown")


_IN_THE_TOP = re.compile(r"(?<![a-z])(?:in|among|within|of|inside)\s+(?:the\s+)?top\s*(\d{1,2})(?!\d)"
                         r"|前\s*(\d{1,2}|[一二三四五六七八九十]+)\s*(?:名|个|位)?\s*(?:的)?\s*(?:里|中|内|当中|里面|之内)")
_AMONG = re.compile(r"(?:那|那么|so|and)?\s*(?:里面|里头|当中|这当中|这其中)")  # "里面最便宜的": of the rows just shown


def _refers_to_rows(low: str) -> bool:
    """"which of those", "其中", "里面最便宜的": the rows the last answer showed."""
    return V().refer.has(low, "those") or _AMONG.match(low) is not None


def _follow(low: str, mentioned: list[str], asked: str | None) -> Query | None:
    """A short message that refers back to the chat's last answer, naming no model:
    "它的智能分呢", "and its price?", "这俩谁便宜" (its models, or its board's first rows, asked
    about one thing: `follow="subject"`); "第一个多少钱" (a row of its board: `follow="row"`);
    "which of those is cheapest", "其中哪个最聪明" (its board's rows, ranked anew:
    `follow="among"`); "那国产的呢", "what about open source ones", "开源的呢" (its board,
    changed: `follow="board"`). Without a last answer the handler answers them as they stand
    (`follow_up`)."""
    voc = V()
    if not mentioned and len(low) <= 30 and (gone := _excluded_vendors(low)) \
            and not (_region(low) or voc.metric.has(low) or voc.weights.has(low)) \
            and len(voc.vendor.named(low)) == len(gone):
        # "去掉阿里的", "without openai" after a board: that board (its filters kept), without them
        return Query("board", follow="board", metric="", without=gone)
    if not mentioned and len(low) <= 100 and re.search(r"(?<![a-z])(?:which|who) of (?:the|these|those|them|all)\s*(?:two|2|three|3|four|4|five|5)?(?![a-z])|这(?:两|三|四|五|几)个(?:里|中)?哪个|(?:两|三|四|五|几)个(?:里|中)哪个|哪一个更", low) \
            and (two_on := _metric(low)) and not voc.region.has(low):
        # "which of the two gives more intelligence points per dollar of output?": the last two, on that figure
        return Query("card", follow="which", metric="price_out" if two_on == "price" else two_on, problem="model_usage",
                     asked="price_out" if two_on == "price" else two_on)
    if not mentioned and len(low) <= 120 and voc.refer.has(low, "it") and (on_it := _workload(low)) is not None:
        # "monthly cost on it for 50k DAU, 20 lines per user per day, 80 tokens per line?": the last model's
        return Query("card", follow="subject", problem="model_usage", **on_it, limit=1)
    if mentioned or len(low) > 60 or voc.vendor.named(low):
        return None
    against = _AGAINST_THE_TOP.match(low)
    if against and len(low) <= 30 and _SUPERLATIVE.search(low) and (best := _metric(low[against.end():])):
        # "跟智能分最高的那个比呢", "vs the fastest chinese one?" after a card: the last model against the board's best
        ranks = ranked_metric(best) if best != "price" else (voc.price_kind.first(low) or "price_out")
        return Query("compare", follow="versus", names=(f"{TOP_OF}{ranks}:{_region(low) or ''}",), problem="compare_count")
    if len(low) <= 40 and _THESE_MAKERS.search(low) and (metric := _metric(low)):
        # "这三家的输出价格比一下", "三家的智慧分數各是多少" after the makers' board: their models, on that figure
        return Query("board", follow="makers", metric=ranked_metric(metric) if metric != "price" else
                     (voc.price_kind.first(low) or "price_out"))
    if voc.ask.has(low, "deployment") and not voc.refer.has(low, "it") and (_SUPERLATIVE.search(low) or re.search(r"排|整体|全部|所有|ranking|rank|all|overall|list", low)):
        return None  # ("部署速度整体排一下": the deployments' own board, not the last models re-sorted)
    if voc.deployed.has(low, "official") and len(low) <= 40 and (voc.than.has(low) or _DIFFERENCE.search(low)) \
            and re.search(r"快多少|慢多少|快几倍|多少倍|(?<![a-z])(?:faster|slower|how much|how many times)(?![a-z])", low):
        # "比官方api快多少" after Kimi K2.6 on Cerebras: its fastest deployment against its maker's own API
        return Query("compare", follow="official_gap", problem="compare_count")
    similar = _SIMILAR.search(low) if len(low) <= 50 else None
    kept = ()
    if similar:  # "那便宜点的呢 智能分差不多的": cheaper, and within a tenth of its intelligence
        kept = tuple(f"~{m}" for m in dict.fromkeys("price_out" if m == "price" else m for m in voc.metric.named(similar.group(0)))
                     if m in HIGHER_IS_BETTER)
        low_better = re.sub(r"(?:(?<![a-z])(?:but|and|yet|still|while)|但是?|而且|并且|又)\s*$", "",
                            (low[:similar.start()] + " " + low[similar.end():]).strip(" ,，?？")).strip()
    better = _asks_better(low_better if similar and kept else low)
    if better:  # "anything faster?", "再快一点的有吗", "有更便宜的吗": beyond the last model (or the last board's first row)
        return Query("board", follow="better", metric=better, than_keep=kept, region=_region(low))
    if len(low) <= 16 and _limit(low) and not (_region(low) or _reverse(low) or voc.weights.has(low)
                                               or any(h.word not in ("top", "榜", "排名") for h in voc.metric.hits(low))
                                               or voc.country.has(low) or bounds_in(low, "speed")[0]) \
            and not re.sub(r"[\s?？!！.。,，]", "", _limit_pattern().sub("", " ".join(voc.leftover(low, {"refer": {"those"}})))
                           .replace("名", "").replace("only", "")):
        # "前5", "top 3 only" after a board: that board, that many rows
        return Query("board", follow="board", metric="", limit=min(MAX_LIMIT, _limit(low)))
    metric = _metric(low)
    if metric and len(low) <= 30 and _IS_IT_THE.search(low) and _SUPERLATIVE.search(low) \
            and not (_region(low) or voc.weights.has(low) or voc.country.has(low)):
        # "那它算最便宜嗎", "is it the cheapest?": yes or no for the last model, on the whole board
        ranks = ranked_metric(metric) if metric != "price" else (voc.price_kind.first(low) or "price_out")
        return Query("card", follow="subject", problem="model_usage", arg=f"is_top:{ranks}", asked=ranks, limit=1)
    top = _IN_THE_TOP.search(low)
    picks = top and (_SUPERLATIVE.search(low) or voc.refer.has(low, "which")
                     or re.search(r"有.{0,6}(?:吗|么|没有)|(?<![a-z])any(?![a-z])", low))
    yes_no = top and not voc.refer.has(low, "which") and re.search(r"有.{0,6}(?:吗|么|没有)|(?<![a-z])any(?![a-z])", low)
    if yes_no and (ranked_by := _metric(low[top.end():top.end() + 20]) or _metric(low[max(0, top.start() - 10):top.start()])) \
            and (_region(low) or voc.weights.has(low) or voc.country.has(low) or vendors_in(low)):
        # "any chinese model in the top 5 fastest?", "速度前十里有开源的吗": the top N of the board it names, those counted
        board = _board(ranked_by, low, low=low)
        return replace(board, arg="share") if board.arg is None else board
    if picks and (metric or _region(low) or voc.weights.has(low) or voc.country.has(low)) \
            and not (voc.ask.has(low, "new") or voc.ask.has(low, "stats") or re.search(r"share|how many|几个|多少个|比例|占", low)):
        # "which of the top 10 is cheapest on input price", "前5里有国产的吗": those first rows of the last board
        n = top.group(1) or top.group(2)
        named_top = _metric(low[max(0, top.start() - 12):top.start()]) if top.group(2) else None
        ranked_in = _metric(low[top.end():]) if named_top else None
        if named_top and ranked_in and named_top != ranked_in:
            # "最快的前十名裡面哪個最便宜": the top ten of the board it names (not the last one), ranked by the other
            board = _board(ranked_in, low, low=low)
            return replace(board, arg=f"within:{'price_out' if named_top == 'price' else named_top}:"
                                      f"{int(n) if n.isdigit() else _cn_number(n)}")
        ranks = _metric(low[:top.start()]) if top.start() > 0 else None  # "the fastest among the top 5 smartest":
        metric = ranks or metric  # ranked by speed, among the last board's first five (its own ranking's)
        board = _board(metric or "speed", low, low=low)
        return replace(board, follow="among", arg=f"top:{int(n) if n.isdigit() else _cn_number(n)}",
                       metric=("price_out" if metric == "price" else metric) if metric else "")
    superlative = _SUPERLATIVE.search(low)
    kind = voc.price_kind.first(low)
    metric = metric or ("price" if kind else None)  # "blended?", "输入价呢": a price, by its kind alone
    what = asked or kind or (None if metric == "speed" and not voc.metric.has(low, "speed") else metric)
    what = what if what != "speed" else None
    if what is None and voc.ask.has(low, "params"):  # "它参数量多大"
        what = "params"
    about = metric or kind or what or voc.ask.has(low, "country") or voc.weights.has(low) or voc.refer.has(low, "also")
    if voc.with_column.has(low) and len(low) <= 16 and not (_region(low) or voc.weights.has(low)):
        # "带上输出价" after a board: that board again (its price column says each model's price)
        return Query("board", follow="board", metric="")
    row = next((h for h in voc.ordinal.hits(low) if not re.match(r"\s*(?:字|词|token|包|q(?![a-z])|question|thing|:|：)", low[h.end:])
                # ("输出速度第二名是谁" asks the board's second place, not a row of the last answer)
                and not (h.word.endswith(("名", "名的")) and any(m.start < h.start for m in voc.metric.hits(low))
                         and not voc.metric.has(low, "price"))), None)
    row = row.meaning if row else None  # (not "第一个字": the first character)
    fillers = [w for w in V().leftover(low, {"ordinal": None, "function": None, "refer": None})
               if w.strip(" ?？.。!！,，") not in ("", "ok", "okay", "and", "what", "about", "how", "so", "then", "那", "那么",
                                                 "whats", "what's", "is", "tho", "about the", "lah", "leh", "ah", "hor", "lor", "meh", "sia", "ya")]
    if row and (about or len(re.sub(r"\s", "", low)) <= 10 or not fillers):
        # "第一个多少钱", "the second one's price", "第三个呢", "ok and the 2nd one"
        workload = _workload(low)  # "and the second one, how long for 10k tokens"
        if workload is not None:
            return Query("card", follow="row", arg=row, problem="model_usage", **workload)
        return Query("card", asked=what, follow="row", arg=row, problem="model_usage")
    if metric and _DIFFERENCE.search(low) and not (_region(low) or voc.weights.has(low) or _limit(low)
                                                   or re.search(r"国内外|海内外|中外", low)):
        # "and the price diff?", "价格差多少" after a comparison: the last two, on that figure, and by how much
        return Query("card", asked=what or ("price_out" if metric == "price" else metric), follow="subject",
                     problem="model_usage", limit=2)
    # ("那换成按价格排呢" changes the board instead: below)
    resort = len(low) <= 16 and not superlative and voc.refer.has(low, "resort") and not (voc.refer.has(low, "also") or _limit(low) or voc.region.has(low) or voc.weights.has(low)
                                                   or voc.country.has(low) or bounds_in(low, "speed")[0])
    those = _refers_to_rows(low)
    if those and not metric and (voc.weights.has(low) or _region(low) or voc.country.has(low)) \
            and not voc.refer.has(low, "two"):  # "其中哪些是开源的": the rows shown, only those
        return replace(_board("speed", low, low=low), follow="among", metric="")
    if (those or resort) and metric and not voc.refer.has(low, "two"):
        # ("按输入价排最便宜前5" asks a board of its own; "which of these two" the last two models)
        # "which of those is cheapest": the rows shown, ranked anew; "sort by price", "按价格排一下":
        # the last board (all of it, its filters kept), by that metric, even after a card of one of its rows
        return replace(_board(metric, low, low=low), follow="among" if those else "board", arg=None if those else "resort")
    ends = re.search(r"(?:呢|有吗|有没有|有么|有不|(?<![a-z])(?:only|then))$", low.rstrip(" ?？!！.。")) is not None
    # ("那国产的呢", "国产的有吗", "american only")
    others = _region(low) or voc.weights.has(low) or voc.country.has(low) or _limit(low) or bounds_in(low, "speed")[0]
    bare = " ".join(V().leftover(low, {"metric": None, "price_kind": None, "refer": {"which"}, "function": None,
                                        "ask": {"any_other"}}))
    if voc.refer.has(low, "which"):  # ("which one has the cheapest input", "哪个最便宜": of the last rows)
        bare = re.sub(r"(?<![a-z])(?:has|have|got|gets|with|most|higher|better)(?![a-z])|最|更|高|好|强|点", " ", bare)
        # ("哪个性价比高" after a comparison: of those models)
    whole_board = metric in ("relay", "relay_cny") or re.search(r"最[^的]{0,6}的(?:是|就是)?(?:哪个|哪一个|哪款|谁)", low) is not None
    # ("性价比最高的是哪个", "中转站哪个最便宜" after a comparison: the board's best, not which of those two)
    if metric and not others and not whole_board and len(low) <= (40 if voc.refer.has(low, "which") else 30) \
            and not re.search(r"[a-z0-9\u4e00-\u9fff]", re.sub(r"吗|^\s*(?:有没有|有冇|有)|^\s*(?:got|any|is there a)(?![a-z])", "",
                                                           (re.sub(r"^(?:那么|那|and|so)(?![a-z])", "", bare.strip()) if kind else bare).strip())) \
            and (voc.refer.has(low, "which") or not superlative) \
            and not (voc.ask.has(low, "model") or re.search(r"(?<![a-z])(?:best|worst|top|ranking|rankings|leaderboard|list|all)(?![a-z])"
                                                          r"|排行|排名|榜|有哪些|都有什么|有什么|都有哪些|列一下|列出", low)):
        # ("速度性价比排行": a board, not the last model's figure)
        # "哪个更快", "which is cheaper" (the last models compared, or the last board's rows), "多少钱" (the last model)
        best_of_all = superlative is not None and not those and not voc.refer.has(low, "two")
        return Query("card", asked=what, follow="which" if voc.refer.has(low, "which") else "bare",
                     metric=kind if kind and metric == "price" else metric, problem="model_usage",
                     arg="best" if best_of_all else None)  # ("咁边个最聪明" after a comparison: the board's best)
    starts = next((h for h in voc.refer.hits(low) if h.meaning == "also"), None)
    hardware = voc.precision.has(low) or voc.gpu.has(low) or _COUNT.search(low)
    if hardware and (ends or starts or _fit_asked(low)) and not voc.metric.has(low, "price") and not voc.refer.has(low, "it") \
            and len(low) <= 40:
        # ("我们手上是8张4090，放得下吗" after a ceiling: the same model's weights on those GPUs)
        # "what about fp16", "那8卡呢", "and on h200?" after a ceiling: the same model, the hardware changed
        return Query("bound", follow="hardware", arg=_hardware_words("", low), problem="model_usage")
    version = re.fullmatch(r"(?:那|and|what about|how about)?\s*(?:the\s+)?([a-z]+\d[\w.\-]*|[a-z]?\d+(?:\.\d+)?[a-z]*"
                           r"|pro|flash|lite|flash-lite|max|mini|plus|code|ultra|nano|super|sol|luna|terra)\s*(?:版|呢)?",
                           low.strip(" ?？"))
    if version and (ends or voc.refer.has(low, "also") or re.match(r"(?:and|n|what about|how about)\s", low)):
        # "那k3呢" after Kimi K2.6: Kimi K3; "and flash-lite?" after Gemini 3.5 Flash
        return Query("card", follow="carry", arg=version.group(1), problem="model_usage")
    system = voc.provider.earliest(low) or ("official" if voc.deployed.has(low, "official") else None)
    carried = re.match(r"(?:那|那么|and|what about|how about)?\s*(?:the\s+)?([a-z]+\d[\w.\-]*|[a-z]?\d+(?:\.\d+)?[a-z]*)\s", low.strip(" ?？"))
    if system and carried and normalise(carried.group(1)) not in normalise(system) and len(low) <= 40:
        # "那 K2.6 在 Cerebras 上跑多快" after Kimi K3: Kimi K2.6, on that system
        return Query("card", follow="carry", arg=carried.group(1), problem="model_usage", systems=(system,))
    if system and (ends or voc.refer.has(low, "also") or voc.refer.has(low, "it")):
        # "官方api上呢", "and on groq?": the last model, on that system (its card says what runs where)
        return Query("card", asked=what, follow="subject", problem="model_usage", systems=(system,),
                     limit=2 if voc.refer.has(low, "two") else 1)
    if voc.refer.has(low, "it") and _ceiling_asked(low):  # "那它在h100上理论上限多少": /bound for the last model
        return Query("bound", follow="subject", arg=_hardware_words("", low), problem="model_usage")
    budget = _budget(low)
    if budget and (voc.refer.has(low, "it") or voc.refer.has(low, "all")):  # "how many tokens would $200 buy on it"
        return Query("card", follow="subject", problem="model_usage", budget=budget[0], asked="budget", period=budget[1],
                     limit=1)
    workload = _workload(low)
    if workload and (voc.refer.has(low, "it") or voc.refer.has(low, "all")):  # "how long for 1M tokens on it"
        return Query("card", follow="subject", problem="model_usage", **workload, limit=1)
    if workload and not superlative and not voc.refer.has(low, "which") and not _region(low) \
            and not re.search(r"哪|(?<![a-z])(?:which|what model|best)(?![a-z])", low):
        # "how much is that per month if i do 10M tokens", "how much per month for 50M output tokens" (no model
        # named): the last model, or the last board's first row
        return Query("card", follow="subject", problem="model_usage", **workload, limit=1)
    if superlative and (others or voc.weights.has(low) or voc.ask.has(low, "model")) and not ends:
        return None  # "which is the fastest open weights one and whats its price", "which model is smartest and
        # how fast is it": a board of its own
    if voc.refer.has(low, "it") or voc.refer.has(low, "two") or voc.refer.has(low, "all"):
        if about:  # how many of the last models: "it" one, "these two" two, "their" all of them
            limit = 2 if voc.refer.has(low, "two") else (5 if voc.refer.has(low, "all") else 1)
            if what is None and limit > 1 and voc.ask.has(low, "country"):
                what = "country"  # "这俩哪国的": the comparison says the makers' countries (a card always does)
            return Query("card", asked=what, follow="subject", problem="model_usage", limit=limit)
        return None
    dropped = _DROP.search(low)
    if dropped and len(low) <= 60:  # "ok drop the open filter", "去掉开源限制", "now global": the last board, without it
        what_goes = dropped.group(1) or dropped.group(2) or ""
        gone = "weights" if re.search(r"open|closed|开源|闭源|weights", what_goes) else "region"
        rest = low[:dropped.start()] + " " + low[dropped.end():]  # ("去掉开源 只要国际的前5": and the rest asked)
        also = _board("speed", rest, low=rest) if rest.strip() else Query("board")
        return replace(also, follow="board", metric="", arg=f"drop:{gone}")
    if voc.region.first(low) == "all" and len(low) <= 24 and not voc.metric.has(low):  # "now global", "全球的呢"
        return Query("board", follow="board", metric="", arg="drop:region")
    starts = next((h for h in voc.refer.hits(low) if h.meaning == "also"), None)
    instead = re.search(r"(?<![a-z])(?:instead|rather)(?![a-z])|改成|换成", low)  # "by input price instead"
    opening = low[:starts.start].strip(" ,，") if starts else ""
    only_a_bound = len(low) <= 30 and _only_a_bound(low)
    led = (len(low) <= 24 and re.match(r"(?:and|n|also|plus|&)\s+\S", low) is not None) \
        or (ends and len(low) <= 30 and re.match(r"(?:by|sort(?:ed)? by|rank(?:ed)? by|按)\s*\S", low) is not None)
    # ("and cheapest", "n open ones", "by input price then?": the last board, changed)
    if not (starts and (opening in ("", "ok", "okay", "so", "and", "hmm", "嗯", "好", "那", "好的") or ends or instead)) \
            and not (ends and len(low) <= 12) and not only_a_bound and not led \
            and not (ends and len(low) <= 24 and voc.price_kind.has(low)):  # ("blended 3:1, then?")
        return None  # (a short one ending so refers back too: "国产的有吗", "开源的呢")
    changes = _region(low) or voc.weights.has(low) or voc.country.has(low) or _limit(low) or \
        voc.metric.has(low) or _reverse(low) or bounds_in(low, "speed")[0] or voc.price_kind.has(low)
    if not changes or voc.scenario.has(low):  # ("那实时场景推荐哪个 只要国产": a use case, asked anew)
        return None
    spans = bounds_in(low, "speed")[1]
    kind_said = any(not any(a <= h.start < b for a, b in spans) for h in voc.price_kind.hits(low))
    named = _metric(low) or ("price" if kind_said else None)  # "那按输入价呢": the input price (not "under $1/M out"'s)
    reverse = _reverse(low)
    query = _board(reverse or named or "speed", low, low=low)
    if not (named or reverse) and query.bounds:  # "and under 0.1?": a number saying no metric bounds the last board's
        said = set(bounds_in(low, "intelligence")[0])
        query = replace(query, bounds=tuple(b if b in said else replace(b, metric=_UNSAID) for b in query.bounds))
    return replace(query, follow="board", reverse=bool(reverse),
                   metric=query.metric if (named or reverse) else "")


_BETTER_FILLER = frozenset("anything any something sth smth ones one models model options option is are there got a bit "
                           "little even still maybe at with for but 没有 再 还 还有 有 的 吗 呢 么 嘛 点 些 一些 一点 更 更加 稍微 其他".split())


def _asks_better(low: str) -> str | None:
    """The metric of a bare comparative that asks past the last answer, naming nothing else:
    "anything faster?", "any cheaper ones", "再快一点的有吗", "有没有更便宜一点的", "smarter?"
    (not "cheaper than X", "最便宜的", nor "哪个更快", which picks among the last models)."""
    voc = V()
    for hit in reversed(voc.region.hits(low)):  # ("有没有比它更快的国产": past it, on that region's board, kept by the caller)
        low = low[:hit.start] + " " + low[hit.end:]
    than_it = re.search(r"比\s*(?:它|他|这个|那个)", low) is not None  # ("比它便宜的": comparative by its 比)
    low = re.sub(r"比\s*(?:它|他|这个|那个)\s*", "", low)  # ("比它更快": than the last model, as "更快" alone)
    hits = voc.metric.hits(low)
    if len(low) > 24 or len(hits) != 1 or _SUPERLATIVE.search(low) or voc.than.has(low) or voc.refer.has(low, "which") \
            or voc.weights.has(low) or voc.country.has(low) or _limit(low) or bounds_in(low, "speed")[0]:
        return None
    hit = hits[0]
    if hit.meaning not in ("speed", "price", "intelligence", "ttft", "value"):
        return None
    if hit.word.isascii():
        comparative = re.fullmatch(r"[a-z]+er", hit.word) is not None  # faster, cheaper, smarter, quicker
    else:
        comparative = than_it or re.search(r"(?:更加?|再|还要?|稍微)$", low[:hit.start]) is not None \
            or re.match(r"(?:一?点|一些|些)", low[hit.end:]) is not None  # 更便宜, 再快一点, 便宜点的
    rest = [w for w in re.split(r"[\s?？!！.。,，]+", " ".join(voc.leftover(low, {"metric": None, "function": None, "ask": None,
                                                                               "refer": None, "again": None, "number": None,
                                                                               "alert_kind": None})))
            if w and w not in _BETTER_FILLER]
    if not comparative or rest:
        return None
    return "price_out" if hit.meaning == "price" else hit.meaning


def _only_a_bound(low: str) -> bool:
    """Whether the message is a number bounding something and little else: "and under 0.1?",
    "and under $1/M out", "over 200?" (the last board, bounded: `follow_up`)."""
    bounds, spans = bounds_in(low, "speed")
    if not bounds or any(not any(a <= h.start < b for a, b in spans) for h in V().metric.hits(low)):
        return False
    rest = "".join(" " if any(a <= i < b for a, b in spans) else ch for i, ch in enumerate(low))
    return re.fullmatch(r"\s*(?:and|also|what about|how about|ok|so|but)?\s*(?:/\s*1?m|per\s*1?m)?\s*"
                        r"(?:out|in|output|input)?\s*(?:tokens?)?\s*\??\s*", rest) is not None


_VOLUME = "volume:"  # a follow-up asking the last workload by name ("一样的量"), before what it follows otherwise
_UNSAID = "?"  # a follow-up's bound whose metric the last board says (`follow_up`)


def _bounds_on(query: Query, metric: str, before: tuple[Bound, ...] = ()) -> tuple[Bound, ...]:
    """A follow-up's bounds over the last board's: a number that said no metric bounds `metric` (the
    last board's), and a new bound on a metric replaces the old one on it ("and under 0.05?")."""
    def which(bound: Bound) -> str:  # ("那中國的有50以上的嗎" after "智慧指數50以上最便宜的": the bound on 50 already there)
        same = next((old.metric for old in before if old.value == bound.value and old.op == bound.op), None)
        return same or (metric if metric in _BOUNDABLE else "speed")

    new = tuple(replace(b, metric=which(b)) if b.metric == _UNSAID else b for b in query.bounds)
    changed = {b.metric for b in new}
    return tuple(b for b in before if b.metric not in changed) + new


_FEW_HAVE = {"intelligence", "smarts_value", "relay_cny", "ttft", "first_answer", "end_to_end"}  # (figures a few models have)


def _carried_workload(query: Query, shown: LastShown) -> dict:
    """The last answer's workload, for a follow-up that names another model and asks nothing of
    its own ("那pro呢", "vs claude sonnet 5" after a cost); none when a later answer came between
    (the kept workload is then marked stale: "按我那个量" asks for it by name)."""
    if not shown.workload or shown.workload.get("stale") or query.asked is not None or workload_of(query) is not None:
        return {}
    return {k: v for k, v in shown.workload.items() if k in WORKLOAD}


_CARRIED_ASKED = {"price_in", "price_out", "price_blended", "value", "ttft", "first_answer", "end_to_end", "intelligence",
                  "speed_per_dollar", "smarts_value", "relay_cny", "params", "country", "tiers"}


def _carried_asked(query: Query, shown: LastShown) -> dict:
    """The figure the last card or comparison was asked for, for a follow-up that names another
    model and asks nothing of its own ("K2 Horizon 呢" after "DeepSeek V4 Pro 的输入价格多少")."""
    if query.asked is not None or shown.last != "models" or shown.asked not in _CARRIED_ASKED \
            or workload_of(query) is not None or query.metric not in (None, "speed"):
        return {}
    return {"asked": shown.asked}


_TIER_WORD = r"(pro|flash|flash-lite|max|plus|mini|lite|nano|turbo|ultra|code|omni|air|fast|large|small|light|lightning)"
_SIBLINGS = re.compile(r"(?:那|那么|so|ok|and)?\s*(?:the\s+)?" + _TIER_WORD + r"\s*(?:版|one)?\s*(?:和|跟|与|同|还是|或|vs\.?|versus|or|and)\s*(?:the\s+)?"
                       + _TIER_WORD + r"\s*(?:版|one)?"
                       r"\s*(?:对比一下|对比下|对比|比较一下|比较下|比较|比一下|比下|比|呢|哪个\S{0,4}|which\s*\S*|compared?)?\s*[?？]?")


def _sibling(base: str, word: str) -> str:
    """"flash" of DeepSeek V4 Pro: DeepSeek V4 Flash (the family's last word, when a word, swapped)."""
    head, _, last = base.rpartition(" ")
    if head and re.fullmatch(r"[A-Za-z][A-Za-z\-]*", last):
        return base if last.casefold() == word else f"{head} {word.capitalize()}"
    return f"{base} {word.capitalize()}"


def follow_up(query: Query, shown: LastShown) -> Query:
    """A follow-up (`Query.follow`) made whole from what the chat was last shown (`LastShown`).
    With nothing to refer to, the question as it stands."""
    if query.follow == "why":  # "why" alone: after a country asked, where countries come from; else not understood
        if shown.asked == "country" or (shown.board is not None and shown.board.asked == "country"):
            return Query("define", arg="country_unknown", lang=query.lang)
        if shown.last == "board" and shown.board is not None and shown.board.metric in ("value", "intelligence", "speed"):
            return Query("define", arg=shown.board.metric, lang=query.lang)  # ("why deepseek flash so high" on the value board)
        if query.names:
            return Query("card", names=query.names, lang=query.lang)
        return Query("unknown", lang=query.lang)
    if query.follow == "official":
        if shown.workload:
            return follow_up(replace(query, follow="again", arg=_VOLUME, asked="cost_official"), shown)
        return follow_up(replace(query, follow="subject", asked="price_out", problem="model_usage", limit=1), shown)
    if query.follow == "vendor_again":  # "and gemini?": after a cost, that cost on each; else the maker's board
        if shown.workload and not shown.workload.get("stale"):
            workload = {k: v for k, v in shown.workload.items() if k in WORKLOAD}
            return Query("compare" if len(query.among) > 1 else "card", names=query.among, lang=query.lang, **workload)
        return replace(query, follow=None, among=())
    if query.follow == "repeat":  # "check again": the settings, the board or the models last shown, as they stand now
        if shown.last == "settings":
            return Query("alerts", lang=query.lang)
        if shown.last == "board" and shown.board is not None:
            return replace(shown.board, lang=query.lang)
        if shown.models:
            return Query("card" if shown.card or len(shown.models) == 1 else "compare",
                         names=shown.models[:1] if shown.card else shown.models, lang=query.lang)
        return Query("unknown", lang=query.lang)
    if shown.last == "settings" and query.follow == "it_number":  # "actually make it 8": the digest at 08:00
        return Query("subscribe", arg=query.arg, lang=query.lang)
    if shown.last == "settings":
        if query.follow in ("board", "among") and query.region and not query.metric and not query.names \
                and not (query.country or query.open_only or query.closed_only or query.bounds):
            return Query("subscribe", arg=query.region, lang=query.lang)  # "只要国产的" after subscribing: its board
        shown = replace(shown, last="models" if shown.models else "board" if shown.board else "")
    if query.follow == "it_number":  # "make it 5" after a board: that many rows (nothing else: not understood)
        if shown.last == "board" and shown.board is not None and shown.board.kind == "board" and not query.reverse \
                and 1 <= query.limit <= MAX_LIMIT:
            return replace(shown.board, limit=query.limit, offset=0, lang=query.lang)
        return Query("unknown", lang=query.lang)
    if query.follow == "rows":  # "compare the top 3": the last board's first rows, side by side
        rows = shown.rows[:query.limit] if shown.last == "board" or not shown.models else shown.models[:query.limit]
        if len(rows) < 2:
            return replace(query, follow=None)
        return Query("compare", names=tuple(rows), lang=query.lang)
    if query.follow == "siblings":  # "pro 和 flash 对比下": those two of the last model's family
        if not shown.models:
            return Query("unknown", lang=query.lang)
        names = tuple(dict.fromkeys(_sibling(shown.models[0], w) for w in (query.arg or "").split("|")))
        return Query("compare", names=names, lang=query.lang) if len(names) == 2 else Query("card", names=names, lang=query.lang)
    if query.metric == "price":  # a board's price is the output price unless another was named
        query = replace(query, metric="price_out")
    if query.follow == "again" and query.kind in ("card", "compare") and len(query.names) == 1 \
            and shown.board is not None and shown.board.kind == "bound" and shown.last != "settings":
        # "那 Naive-N0.5-Flash 呢" after a ceiling (or a fit) on 8 × 4090 at INT4: that model on the same hardware
        return replace(shown.board, arg=_remodel(shown.board.arg or "", query.names[0]), lang=query.lang)
    if query.follow == "which":  # "哪个更快": the last models compared, else the last board's rows ranked
        if shown.last == "models" and len(shown.models) >= 2 and query.arg == "best":
            # "咁边个最聪明", "哪個最聰明？" after a comparison: the board's best on it (a superlative, not "which of the two")
            return Query("board", metric=query.metric if query.metric != "price" else "price_out", lang=query.lang)
        if shown.last == "models" and len(shown.models) >= 2:
            return replace(query, kind="compare", names=shown.models, problem=None, follow=None, arg=None)
        if shown.rows:
            base = shown.board or Query("board")
            return replace(base, kind="board", metric=query.metric, follow=None, offset=0, among=shown.rows,
                           limit=len(shown.rows), lang=query.lang)
        return replace(query, kind="board", problem=None, follow=None)
    if query.follow == "bare":  # "多少钱" after a card: that model's; after anything else, the board asked
        if shown.last == "models" and len(shown.models) >= 2 and query.arg == "best":
            # "blended价最平嘅呢" after a comparison: the board's best on that figure, not the two again
            return Query("board", metric=query.metric if query.metric != "price" else "price_out", lang=query.lang)
        if shown.last == "models" and shown.models:
            kind = "card" if len(shown.models) == 1 else "compare"
            return replace(query, kind=kind, names=shown.models[:1] if kind == "card" else shown.models,
                           problem=None, follow=None)
        if shown.last == "board" and shown.board is not None and shown.board.kind == "board":
            # "便宜的呢" after the China board: the same board, by that metric
            return follow_up(replace(query, kind="board", problem=None, follow="board", asked=None), shown)
        return replace(query, kind="board", problem=None, follow=None, asked=None)
    if query.follow == "again" and query.names and query.problem in (None, "compare_count") and shown.last == "board" \
            and shown.board is not None and shown.board.kind == "agent" and not (query.arg or "").startswith(_VOLUME) \
            and query.asked != "cost_and_time":
        # "那 Qwen3.7 Max 呢", "n the kimi one? k2.7 code" after an agent's time: that model's, on the same calls
        return replace(shown.board, among=query.names, vendors=(), lang=query.lang)
    if query.follow == "again":  # "换minimax m3呢" after a cost: that cost, of this model
        volume = (query.arg or "").startswith(_VOLUME)  # ("一样的量": the workload asked last, whatever came since)
        query = replace(query, arg=(query.arg or "").removeprefix(_VOLUME) or None)
        if shown.workload and (volume or not shown.workload.get("stale")):
            kept = shown.workload
            if (query.asked == "cost" or query.requests) and kept.get("asked") == "duration" and kept.get("cost"):
                kept = kept["cost"]  # ("每月几钱" after a time asked: the cost's volume, kept beside it)
            workload = {k: v for k, v in kept.items() if k in WORKLOAD}
            before = workload.get("requests")
            if query.scale:  # "and if calls double": the volume (and its requests) that many times
                workload.update(tokens=int(workload["tokens"] * query.scale),
                                calls=int(workload["calls"] * query.scale) if workload.get("calls") else None,
                                requests=int(before * query.scale) if before else None)
                before = None
            if query.period and workload.get("period") and query.period != workload["period"] and not query.requests:
                # "per day?" after a month's cost: the same volume, by that period
                ratio = 30 if query.period == "month" else 1 / 30
                workload.update(tokens=int(workload["tokens"] * ratio), period=query.period,
                                calls=int(workload["calls"] * ratio) if workload.get("calls") else None)
            if query.requests and before:  # "要是以后每天2000个对话呢": the same tokens each, that many requests
                workload.update(tokens=workload["tokens"] // before * query.requests, requests=query.requests,
                                calls=workload["calls"] // before * query.requests if workload.get("calls") else None,
                                period=query.period or workload.get("period"))
            if query.asked in ("cost_relay", "cost_in", "cost_cny", "cost_and_time"):  # ("…中转呢 一样的量": at the relay sites' price)
                workload["asked"] = query.asked
            elif query.asked == "cost_official":  # ("官方价呢" after a relay cost: at the official USD price)
                workload["asked"] = "cost"
            names = (query.names if query.problem != "maybe_model" else ()) \
                or (tuple(shown.workload.get("of") or ()) if query.arg != "subject" else ()) \
                or (shown.models if shown.last == "models" else ())  # ("一个月呢 按30天算": no model named, the workload's)
            if not names and query.arg == "subject":  # "这俩按我那个量" after a board: its first rows
                names = (shown.models if shown.last == "models" else shown.rows)[:query.limit]
            if not names:
                return replace(query, follow=None, arg=None, problem="model_usage")
            return replace(query, kind="card" if len(names) == 1 else "compare", names=names, problem=None,
                           follow=None, arg=None, **workload)
        if not query.names and query.kind == "card" and query.asked == "cost_cny" and shown.last == "models" \
                and len(shown.models) == 1:  # "换算成人民币多少钱一百万token" after a card: its price per 1M, in CNY
            return replace(query, names=shown.models, follow=None, arg=None, problem=None, tokens=1_000_000)
        if not query.names and query.kind == "card":  # ("要是每天2000个对话呢" with no cost before: which model?)
            return replace(query, follow=None, arg=None, problem="model_usage")
        return follow_up(replace(query, follow=query.arg, arg=None, **_carried_asked(query, shown)), shown)  # (no workload: what it said alone)
    if query.follow == "makers":  # "这三家的输出价格比一下": the last board's makers, ranked by the figure asked
        makers = (shown.board.vendors if shown.board is not None else ()) or shown.makers
        return replace(query, follow=None, vendors=makers)
    if query.follow == "official_gap":
        subject = shown.models[:1] if shown.last == "models" else shown.rows[:1]
        if not subject:
            return replace(query, follow=None)
        # (`arg`: the deployment named against the official one, "so rubin is how many times faster than the official one")
        return replace(query, names=(subject[0], subject[0]), systems=(query.arg or "", "official"), follow=None, problem=None,
                       arg=None)
    if query.follow == "better":  # "anything faster?": past the last model, or the last board's first row, on that figure
        last = shown.board if shown.last == "board" and shown.board is not None and shown.board.kind == "board" else None
        # (a card keeps the model before it too, for "这俩谁便宜": the card's own model is the first)
        anchor = shown.models[:1] if shown.last == "models" else (shown.rows[:1] if last else ())
        if not anchor:  # nothing (or a comparison) before: the board of that figure
            return replace(query, follow=None)
        if last is not None and (last.metric or "speed") != query.metric and not last.reverse:
            # after the cheapest board: still cheapest first, faster than its first row
            return replace(last, follow=None, offset=0, among=(), than=anchor[0], than_on=query.metric, lang=query.lang,
                           than_keep=query.than_keep)
        # after a card, or a board on that same figure (nothing in it beats its first row): every model that beats it
        return replace(query, follow=None, than=anchor[0])
    if query.follow == "gap":  # "一个月差多少": the last two models compared, on the last workload if there was one
        models = shown.models if shown.last == "models" else shown.rows[:2]
        if len(models) < 2:
            return replace(query, kind="board", follow=None, metric="price_out")
        return replace(query, kind="compare", names=models[:2], follow=None, **({k: v for k, v in shown.workload.items() if k in WORKLOAD} if shown.workload else {"asked": "price_out"}))
    if query.follow == "hardware":  # "what about fp16" after /bound 70b h100: the last ceiling, changed
        if shown.board is not None and shown.board.kind == "bandwidth" and V().gpu.has(query.arg or ""):
            # "h100呢" after "4090跑qwen多快": that GPU, asked the same way
            return replace(shown.board, arg=",".join(h.meaning for h in V().gpu.hits(query.arg or "")), lang=query.lang)
        if shown.last == "board" and shown.board is not None and (shown.board.arg or "").startswith("fits:"):
            # "那兩張4090呢" after "我有一張4090 跑得動哪個": what fits on that hardware instead
            return replace(shown.board, arg="fits:" + _rehardware(shown.board.arg.removeprefix("fits:"), query.arg or ""),
                           lang=query.lang)
        last = shown.board if shown.board is not None and shown.board.kind == "bound" else None
        if last is None:  # no ceiling shown: the last model's, on that hardware ("那h100上呢" after a card)
            model = shown.models[:1] if shown.last == "models" else ()
            return replace(query, follow=None, arg=f"{model[0]} {query.arg}" if model else query.arg,
                           problem=None if model else query.problem)
        return replace(last, arg=_rehardware(last.arg or "", query.arg or ""), lang=query.lang)
    if shown.board is not None and shown.board.kind == "bound" and query.follow in ("board", "among"):
        return replace(query, follow=None)  # a ceiling has no region or rows: the question as it stands
    if query.follow == "carry":  # "那k3呢" after Kimi K2.6: the last model's first word carried over
        last = (shown.models[:1] if shown.last == "models" else shown.rows[:1]) or ("",)
        head = last[0].split()[0] if last[0] else ""
        carried = _carried_workload(query, shown)  # ("那pro呢" after a month's cost on DeepSeek V4 Flash: that cost on V4 Pro)
        return replace(query, names=(f"{head} {query.arg}".strip(),), problem=None if head else "model_usage",
                       follow=None, arg=None, **carried)
    if query.follow == "claim":  # "so basically luna is faster n cheaper?": it against the other model last compared
        said = set(_words(query.names[0])) if query.names else set()
        others = tuple(m for m in (shown.models if shown.last == "models" else shown.rows[:2])
                       if not set(_words(m)) <= said)  # (the comparison's "luna" is GPT-5.6 Luna)
        names = query.names + others[:1]
        return replace(query, names=names, follow=None, problem=None if len(names) >= 2 else query.problem)
    if query.follow == "add":  # "add kimi k2.6 too": the models last set side by side, and this one
        subject = shown.models if shown.last == "models" else shown.rows[:1]
        names = tuple(dict.fromkeys(subject + query.names))[:5]
        return replace(query, names=names, follow=None, problem=None if len(names) >= 2 else query.problem,
                       **_carried_asked(query, shown))
    if query.follow == "versus" and query.names and shown.last == "board" and shown.board is not None \
            and shown.board.kind == "agent":  # "and with DeepSeek V4 Pro?" after an agent's time: that model's time
        return replace(shown.board, among=tuple(dict.fromkeys(shown.board.among + query.names)) if shown.board.among else query.names,
                       vendors=(), lang=query.lang)
    if query.follow == "versus":  # "vs kimi k2.6?" after GLM-5.2's card: that model against this one
        subject = shown.models[:1] if shown.last == "models" else shown.rows[:1]
        if not subject and query.vendors and not query.names:  # "跟minimax比呢" with nothing before: that maker's board
            return Query("board", vendors=query.vendors, lang=query.lang)
        if not subject or subject[0] in query.names:
            return replace(query, follow=None)
        names = subject + query.names
        carried = _carried_workload(query, shown) or _carried_asked(query, shown)
        # ("vs claude sonnet 5" after a month's cost on luna: both, at that cost; after an input price: both, on it)
        return replace(query, names=names, problem=None, follow=None,
                       systems=("",) * len(names) if query.systems == ("",) else query.systems, **carried)
    if query.kind == "card" and query.follow == "subject" and query.systems and query.systems[0] != "official" \
            and (shown.board is not None and shown.board.kind == "deployments" and shown.last == "board"
                 or not (shown.models if shown.last == "models" else shown.rows)):
        # "那cerebras呢", "and groq?" after the deployments (or with no model before): what runs there
        return Query("deployments", arg=query.systems[0], lang=query.lang, unheld=query.unheld)
    if query.kind == "deployments" and query.follow == "subject":  # "who serves it that fast": the last model's deployments
        last = shown.models[:1] if shown.last == "models" else shown.rows[:1]
        return replace(query, follow=None, names=last)
    if query.kind == "bound" and query.follow == "subject":  # "那它在h100上理论上限多少"
        last = (shown.models[:1] if shown.last == "models" else shown.rows[:1])
        if not last:
            return replace(query, follow=None, arg="")
        return replace(query, follow=None, problem=None, arg=f"{last[0]} {query.arg or ''}".strip())
    if query.kind == "define" and query.follow == "metric":  # "how is that computed - output price only?": the last board's figure
        last = {"value": "value", "speed": "speed", "intelligence": "intelligence", "price_blended": "blended",
                "relay_cny": "relay", "ttft": "ttft"}.get(shown.board.metric if shown.board is not None else "")
        terms = [t for t in (query.arg or "").split(",") if t and t != last]
        return replace(query, follow=None, arg=",".join(([last] if last else []) + terms))
    if query.kind == "define" and query.follow == "subject":  # "可文章里写的66.8啊" after a card: that model's figures
        model = shown.models[:1] if shown.last == "models" else shown.rows[:1]
        return replace(query, names=model, follow=None)
    if query.kind == "watch" and query.follow == "subject":  # "帮我盯着它", "把这俩都加到关注列表"
        watched = (shown.models if shown.last == "models" else shown.rows)[:query.limit]
        return replace(query, names=watched, follow=None, limit=DEFAULT_LIMIT)
    if query.kind == "subscribe" and query.follow == "subject":  # "alert me if either of these gets cheaper"
        watched = shown.models if shown.last == "models" else shown.rows[:2]
        return replace(query, names=watched, follow=None, limit=DEFAULT_LIMIT)
    if query.follow in ("subject", "row"):
        if query.follow == "row":
            rows = shown.models if shown.last == "models" and len(shown.models) >= 2 and not (shown.card and shown.rows) \
                else shown.rows  # ("第三个" after a board and one row's card: the board's third row)
            if query.arg == "next":  # "and the one after that?": the row after the one last asked about (after a board, its second)
                picked = shown.models[0] if shown.last == "models" and len(shown.models) == 1 else None
                at = shown.rows.index(picked) + 1 if picked in shown.rows else 1
                rows = shown.rows
            else:
                at = len(rows) - 1 if query.arg == "last" else int(query.arg or 1) - 1  # (after a comparison: its models, in order)
            subject = rows[at:at + 1] if at >= 0 else ()
        elif shown.last == "board" or not shown.models:  # "它多少钱" after a board: its first row; "它们的": its rows
            subject = shown.rows[:query.limit if query.limit <= 2 or query.limit == 5 else 1]
        elif query.pick and len(shown.models) >= 2:  # "便宜的那个": of the models compared (answers picks it)
            subject = shown.models
        else:  # the last model(s) asked about: "it" the newest, "these two" the last two
            subject = shown.models if query.limit > 2 else shown.models[:query.limit]
            if query.limit == 2 and len(subject) == 1 and shown.rows:
                # "这俩谁快" after a board and one row's card: that model and the board's first other one
                subject = subject + tuple(r for r in shown.rows if r != subject[0])[:1]
        if not subject:
            return replace(query, follow=None, limit=DEFAULT_LIMIT, arg=None)  # "which model?" (its problem says so)
        kind = "card" if len(subject) == 1 or query.pick else "compare"
        return replace(query, kind=kind, names=subject, problem=None, follow=None, limit=DEFAULT_LIMIT,
                       arg=None if query.follow == "row" else query.arg)
    if query.kind == "new" and query.follow == "among":  # "which of them is new": the models or rows just shown
        rows = shown.models if shown.last == "models" and shown.models else shown.rows
        return replace(query, follow=None, among=tuple(rows))
    if query.kind == "scenario" and query.follow == "among":  # "ok which one for chat" after a comparison
        rows = shown.models if shown.last == "models" and len(shown.models) >= 2 else ()
        return replace(query, follow=None, among=rows)
    if query.follow == "among" and shown.last == "models" and len(shown.models) >= 2:
        # "which of those is smarter" after a comparison: those models, ranked
        return replace(query, follow=None, offset=0, among=shown.models, limit=len(shown.models), metric=query.metric or "speed")
    if query.follow == "among" and shown.last == "models" and shown.models:
        # "which is cheaper of those" after one model's card (its deployments): that model, asked
        return replace(query, kind="card", names=shown.models[:1], asked=query.metric, follow=None, among=())
    if query.follow == "among":  # the last board's own filters, and only its rows
        if not shown.rows:
            return replace(query, follow=None, arg=None)
        base = shown.board or query
        rows = shown.rows[:int(query.arg[4:])] if (query.arg or "").startswith("top:") else shown.rows  # ("of the top 5")
        return replace(base, kind="board", metric=query.metric or base.metric or "speed", reverse=query.reverse,
                       follow=None, offset=0, among=rows, limit=len(rows), lang=query.lang, arg=None,
                       open_only=query.open_only or base.open_only, closed_only=query.closed_only or base.closed_only,
                       region=query.region or base.region, country=query.country or base.country)
    if query.follow == "board" and shown.last == "models" and len(shown.models) >= 2 and query.metric \
            and query.region is None and not (query.country or query.open_only or query.closed_only):
        # "换成按智能排" after a comparison: those models, ranked by it
        return replace(query, follow=None, offset=0, among=shown.models, limit=len(shown.models))
    if query.follow == "board" and query.arg == "resort":
        # "sort by price": a board of models that have a figure few have (an intelligence board) keeps
        # its rows; a speed or price board (nearly every model) is the same board, all of it, re-sorted
        last = shown.board
        keeps_rows = last is not None and last.kind == "board" and (last.among or last.metric in _FEW_HAVE)
        query = replace(query, arg=None, follow="among" if keeps_rows or (shown.last == "models" and len(shown.models) >= 2) else "board")
        return follow_up(query, shown)
    if query.follow == "board" and (query.arg or "").startswith("drop:"):
        last = shown.board if shown.board is not None and shown.board.kind == "board" else None
        if last is None:
            return replace(query, follow=None, arg=None, metric="speed")
        said_limit = query.limit != DEFAULT_LIMIT
        if query.arg == "drop:weights":
            return replace(last, follow=None, offset=0, lang=query.lang, open_only=False, closed_only=False, among=(),
                           region=query.region if query.region is not None else last.region,
                           country=query.country or last.country, limit=query.limit if said_limit else last.limit)
        return replace(last, follow=None, offset=0, lang=query.lang, region=None, country=None, among=(),
                       limit=query.limit if said_limit else last.limit)
    if query.follow in ("board", "among") and shown.board is not None and shown.board.kind == "new":
        # after what's new: a region or weights asked is the new ones of it; a metric or "which of these" ranks its rows
        if query.follow == "board" and not query.metric and not query.bounds:
            return replace(shown.board, region=query.region if query.region is not None else shown.board.region,
                           open_only=query.open_only, closed_only=query.closed_only, lang=query.lang)
        shown = replace(shown, board=Query("board", metric="speed", among=shown.rows, limit=len(shown.rows)))
    if query.follow == "board":
        if shown.board is None:
            return replace(query, follow=None, metric=query.metric or "speed", bounds=_bounds_on(query, "speed"))
        last = shown.board
        said_limit = query.limit != DEFAULT_LIMIT
        if last.among and (query.region is not None or query.country or query.open_only or query.closed_only):
            # "what about chinese ones" after "which of those is cheapest": another population, not those rows
            last = replace(last, among=(), limit=DEFAULT_LIMIT)
        return replace(
            last, follow=None, offset=query.offset, lang=query.lang,  # ("那第二便宜的呢": a place of it)
            metric=query.metric or last.metric, reverse=query.reverse if query.metric else last.reverse,
            region=query.region if query.region is not None else (None if query.country else last.region),
            # ("那美國的呢" after the China board: the US board, not China's US models)
            open_only=query.open_only or (last.open_only and not query.closed_only),
            closed_only=query.closed_only or (last.closed_only and not query.open_only),
            country=query.country or (None if query.region else last.country),
            limit=query.limit if said_limit else last.limit,
            vendors=tuple(v for v in last.vendors if v not in query.without),
            without=tuple(dict.fromkeys(last.without + query.without)),
            bounds=_bounds_on(query, query.metric or last.metric, last.bounds))
    return query


def _remodel(last: str, name: str) -> str:
    """/bound's words with another model in place of the last: "deepseek v4.1 flash rtx4090 int4 8"
    and "Naive-N0.5-Flash" -> "Naive-N0.5-Flash rtx4090 int4 8"."""
    voc = V()
    low = fold(last)
    kept = [low[hit.start:hit.end] for kind in ("gpu", "precision") for hit in voc[kind].hits(low)]
    count = re.search(r"(?<![\w.])(\d{1,4})$", low.strip())
    return " ".join([name, *kept, *([count.group(1)] if count else [])])


def _rehardware(last: str, change: str) -> str:
    """/bound's words with the new hardware words in place of the old: "70b h100" and "fp16" ->
    "70b h100 fp16"; "70b h100 fp8 2" and "h200" -> "70b h200 fp8 2"."""
    voc = V()
    low = fold(last)
    words = low.split()
    for kind in ("precision", "gpu"):
        if voc[kind].has(fold(change)):
            for hit in voc[kind].hits(low):
                words = [w for w in words if w != low[hit.start:hit.end]]
    if _COUNT.search(change) or re.fullmatch(r".*\s\d{1,4}", " " + change):
        words = [w for w in words if not re.fullmatch(r"\d{1,4}", w)]
    return " ".join(words + change.split())


_SPELLED_KINDS = ("vendor", "name_prefix", "metric", "region", "weights", "scenario", "ask", "reverse")


@cache
def _spellable() -> tuple[str, ...]:
    # (not a maker's possessive typed without its apostrophe, "metas": "needs" is no typo of "seeds")
    possessive = {w for w in V().vendor.words if w.endswith("s") and w[:-1] in V().vendor.words}
    return tuple(sorted({w for kind in _SPELLED_KINDS for w in V()[kind].words
                         if len(w) >= 5 and re.fullmatch(r"[a-z]+", w) and w not in possessive}))


@cache
def _vocabulary_words() -> frozenset[str]:
    """Every Latin word the vocabulary has, of any kind: written right already ("under")."""
    return frozenset(t for kind in V().kinds.values() for w in kind.words for t in re.findall(r"[a-z]+", w))


@lru_cache(maxsize=4096)
def _closest_spelling(word: str) -> str | None:
    import difflib

    close = difflib.get_close_matches(word, _spellable(), n=1, cutoff=0.8)
    return close[0] if close else None


def _spelled(low: str, names: NameFinder) -> str:
    """`_spell`, once per text of a message (several readings ask it)."""
    fixed = names.spelled.get(low)
    if fixed is None:
        fixed = names.spelled[low] = _spell(low, names)
    return fixed


def _spell(low: str, names: NameFinder) -> str:
    """Latin words of five letters or more that are one typo from a word the vocabulary knows
    ("deepsek", "fastst", "cheapst"), written right; only asked when nothing else was read,
    and never for a word that is part of a model's name."""
    known = _vocabulary_words()

    def fix(match: re.Match) -> str:
        word = match.group(0)
        if word in known or names.in_a_name(word):
            return word
        return _closest_spelling(word) or names.closest_word(word) or word

    def swapped(match: re.Match) -> str:  # "gml", "qwne", "kmii": two letters of a short maker's name swapped
        word = match.group(0)
        if word in known or names.in_a_name(word):
            return word
        short = _short_makers()
        return next((w for i in range(len(word) - 1)
                     if (w := word[:i] + word[i + 1] + word[i] + word[i + 2:]) in short
                     or (word[i] == word[i + 1] and (w := word[:i] + word[i + 1:]) in short)), word)  # ("kimmi")

    def undoubled(word: str) -> set[str]:  # "kimmi" -> {"kimi"}
        return {word[:i] + word[i + 1:] for i in range(len(word) - 1) if word[i] == word[i + 1]}

    # (a short maker's name with a letter doubled is left to `swapped`, not matched to a long word)
    low = re.sub(r"(?<![a-z0-9])[a-z]{5,}(?![a-z0-9])",
                 lambda m: m.group(0) if undoubled(m.group(0)) & _short_makers() else fix(m), low)
    return re.sub(r"(?<![a-z0-9])[a-z]{3,5}(?![a-z])", swapped, low)


@cache
def _short_makers() -> frozenset[str]:
    return frozenset(w for w in V().vendor.words if re.fullmatch(r"[a-z]{3,4}", w))


def _size_words(size: re.Match) -> str:
    """/bound's words for a size in a question: "70b", or "30b a3b" (a mixture of experts)."""
    return size.group(1) + "b" + (f" {size.group(2)}" if size.group(2) else "")


def _than(low: str, name: str) -> bool:
    """"比 X 更便宜", "cheaper than X": the word comes before the model's name (not the 比 of 比较;
    "X 比其他的快吗" asks about X)."""
    taken = [(h.start, h.end) for h in V().compare.hits(low)]
    first = name.casefold().split()[0].split("-")[0]
    at = low.find(first)
    return any(not any(a <= h.start < b for a, b in taken) and (at < 0 or h.start < at) for h in V().than.hits(low))


_SIZE_WORD = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*b(?![a-z0-9])(?:\s*(a\d+(?:\.\d+)?b)(?![a-z0-9]))?")


def _than_hits(low: str) -> list[Hit]:
    taken = [(h.start, h.end) for h in V().compare.hits(low)]
    return [h for h in V().than.hits(low) if not any(a <= h.start < b for a, b in taken)]


def _right_after_than(named: str, name: str) -> bool:
    """"比glm-5.2便宜的": the model's name comes straight after 比 / than."""
    key = normalise(name)
    return any(normalise(named[h.end:]).startswith(key) for h in _than_hits(named))


def _vendor_after_than(named: str) -> str | None:
    """"比glm快", "faster than qwen": a vendor named straight after 比 / than."""
    vendors = V().vendor.hits(named)
    for than in _than_hits(named):
        for hit in vendors:
            if 0 <= hit.start - than.end <= 1:
                return hit.meaning
    return None


def other_model(phrase: str, name: str) -> bool:
    """"mimo v2.5" against MiMo-V2.5-Pro: the words asked end in a version that the name has,
    and the name goes on with a variant word (the vocabulary's: pro, mini, lite...). That is
    another model of the same version, not a shorthand ("千问3.7" is still Qwen3.7 Max; "k2
    horizon", "claude fable" end in words, not versions)."""
    words = phrase.split()
    if not words or not re.search(r"\d", words[-1]) or not re.search(r"[a-z]", phrase):
        return False
    key, asked = normalise(name), normalise(phrase)
    at = key.find(asked)
    if at < 0:
        return False
    rest = re.match(r"[a-z]+", key[at + len(asked):])
    return bool(rest) and any(rest.group(0).startswith(normalise(w)) for w in V().variant.words)


_TOKENS = _Guarded(("tok", "输", "put"), r"(?<![\w.])(\d+(?:\.\d+)?)\s*(万|w|千|百万|亿|k|m|million|thousand|b|billion)?[\s\-]*(?:个\s*)?"
                     r"(输出|输入|output|input|out)?\s*(?:tokens?|toks?)(?![a-z])"
                     # "100万输入 20万输出": a volume with its side and a scale, the word token left out
                     r"|(?<![\w.])(\d+(?:\.\d+)?)\s*(万|w|千|百万|亿|k|m|million|b|billion)\s*(?:个\s*)?(输出|输入|output|input)(?![a-z])"
                     # "每次输入2000输出500token": the side first, its number after it, the word token left out
                     r"|(?:(?<=输入 )|(?<=输出 )|(?<=输入)|(?<=输出)|(?<=input )|(?<=output ))(\d+(?:\.\d+)?)\s*(万|千|百万|亿|k|m)?"
                     r"(?=\s*(?:个\s*)?(?:输入|输出|,|，|、|;|；|\s|$))()")
_REQUESTS = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(万|w|千|百万|亿|k|m|million|thousand|b|billion)?\s*"
                       r"(?:(?:npc|ai|bot|chat|api|llm|short|long|user|model|agent)\s+)?"  # ("30 npc replies")
                       r"(?:requests?|reqs?|calls?|convos?|conversations?|chats?|queries|messages|sessions|docs|documents|files|items|pages"
                       r"|users?|customers?|people|ppl|pax|students?|classmates?|visitors|rounds?|turns?|players?|daus?|maus?|lines|replies|msgs?|texts?"
                       r"|steps?|iterations?|tasks?|jobs?"
                       r"|次请求|次调用|个请求|请求|调用|次对话|个对话|个客服会话|客服会话|个会话|会话|段对话|通对话|次咨询|个咨询|个问题|条回复|个回复|条消息|条咨询|条对话|条"
                       r"|个顾客|位顾客|顾客|个客户|位客户|客户|篇文档|个文档|个客人|位客人|客人|个用户|用户|个人|人|轮|回合|次"
                       r"|个玩家|名玩家|玩家|句|句话|日活|月活|个步骤|步骤|步|个任务|任务)"
                       r"(?![a-z])")
_SCALE = {"万": 1e4, "w": 1e4, "千": 1e3, "百万": 1e6, "亿": 1e8, "k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6,
          "b": 1e9, "billion": 1e9}


def _workload(low: str, cost: bool = False) -> dict | None:
    """Tokens to time or to price on one model, as the Query's fields: `tokens`, `asked`
    ("duration", "cost", "cost_in", "cost_relay" or "cost_cny"), `period` of a cost ("day",
    "month" or None), `calls` (the input tokens beside an output count: "100万输入 20万输出") and
    `requests` (the count the tokens were multiplied by: "200个对话 每个输出500"). "平均回答300
    tokens 要几秒" -> 300 tokens, "duration"; "每天大概1000万输出token 一个月多少钱" -> 10,000,000,
    "cost", "day". None: no such question."""
    found = _volume(low, cost)
    if found is None:
        return None
    tokens, asked, period, calls, requests = found
    return {"tokens": tokens, "asked": asked, "period": period, "calls": calls, "requests": requests}


_COUNT_AFTER = re.compile(r"(日活|月活|(?<![a-z])dau|(?<![a-z])mau)(\s*)(\d+(?:\.\d+)?(?:\s*(?:万|千|k))?)(?![\d.])")


def _volume(low: str, cost: bool) -> tuple[int, str, str | None, int | None, int | None] | None:
    voc = V()
    # "日活5000", "dau 5000": the count written after its word, turned round in place (the same length)
    low = _COUNT_AFTER.sub(lambda m: m.group(3) + m.group(2) + m.group(1), low)
    volumes = []  # (count, its side, the match) of every volume named
    for match in _TOKENS.finditer(low):
        if re.match(r"\s*/\s*s(?:ec)?(?![a-z])", low[match.end():]):  # ("200 tokens/s" is a speed)
            continue
        number, scale, side = match.group(1, 2, 3) if match.group(1) else \
            (match.group(4, 5, 6) if match.group(4) else (match.group(7), match.group(8), None))
        if match.group(4) and (pre := re.search(r"(输入|输出|input|output)\s*$", low[max(0, match.start() - 8):match.start()])) \
                and not re.search(r"\d\s*(?:万|千|百万|亿|k|m|million|b|billion)?\s*(?:个\s*)?$",
                                  low[:match.start() - len(pre.group(0))]):
            side = pre.group(1)  # "输入5亿 输出1亿": each side before its number (not "100万输入 20万输出"'s after)
        if side is None:  # "每次输入3000token输出300token", "input 3000 tokens": the side said before the number
            said = re.search(r"(输入|输出|input|output)\s*(?:的|of)?\s*(?:大概|大约|约|差不多|about|around|roughly|~)?\s*$",
                             low[max(0, match.start() - 12):match.start()])  # ("一个月输入大概1500万token")
            side = said.group(1) if said else None
        count = int(float(number) * _SCALE.get(scale or "", 1))
        if count >= 1:
            volumes.append((count, "cost_in" if side in ("输入", "input") else "cost", match))
    if not volumes:
        return None
    output = [v for v in volumes if v[1] == "cost"]
    count, side, match = output[0] if output else volumes[0]
    # "2 million requests a month, ~400 output tokens each": tokens × requests; "一天5000个客人 平均每人聊3轮
    # 每轮输出200 token": × each count of people, rounds or requests written before the tokens
    counts = [r for r in _REQUESTS.finditer(low) if r.end() <= match.start() + 40
              and not (r.start() <= match.start() < r.end()) and not any(v[2].start() <= r.start() < v[2].end() for v in volumes)
              and not (_PEOPLE.search(r.group(0)) and _whole_period(low[r.end():match.start()], low[match.end():match.end() + 24]))]  # ("200人用nova micro 一个月输入1500万token": a month's in all)
    requests = counts[0] if counts else None
    times = 1
    for r in counts[:3]:
        times *= int(float(r.group(1)) * _SCALE.get(r.group(2) or "", 1))
    count *= times
    asks_cost = voc.ask.has(low, "cost") or voc.metric.has(low, "price") or voc.metric.has(low, "relay")
    # ("每個玩家每月20萬 token": one player's, so "如果有10萬個玩家" after it multiplies them)
    # (the first count, which a later "what if 100 students" or "at 6k calls/day" replaces: the others stay each one's)
    many = int(float(counts[0].group(1)) * _SCALE.get(counts[0].group(2) or "", 1)) if counts \
        else 1 if _EACH.search(low[max(0, match.start() - 30):match.start()]) else None
    if voc.ask.has(low, "duration") and not asks_cost:  # "time to generate 10000 tokens with a vs b"
        return count, "duration", None, None, many
    if cost or asks_cost:  # (`cost`: a volume alone asks it)
        # the requests' period ("每天10万次请求 每次500 token"), else the tokens' own ("10M tokens a day ... monthly cost")
        near = [h.meaning for h in voc.period.hits(low) if h.start <= (requests or match).end() + 3
                and (requests is None or h.end >= requests.start() - 6)] if voc.period.has(low) else []
        inner = [h.meaning for h in voc.period.hits(low) if requests is not None
                 and requests.start() <= h.start < match.start()] if voc.period.has(low) else []
        # ("50k DAU, 20 lines per user per day, 80 tokens per line": the day between the counts)
        # ("一个月500个用户每人每天10条…": the counts are a day's, the month is what is asked)
        period = "day" if "day" in inner else (near[0] if near else None)
        slash = re.match(r"\s*/\s*(day|month)", low[match.end():])  # "2B output tokens/month"
        period = slash.group(1) if slash else period
        inputs = [v[0] * times for v in volumes if v[1] == "cost_in"] if output else []  # (each request's input too)
        if voc.metric.has(low, "relay"):
            return count, "cost_relay", period, None, many  # "走中转 … 一个月各要多少人民币": at the relay sites' price in CNY
        if re.search(r"人民币|人仔|(?<![a-z])(?:rmb|cny|yuan)(?![a-z])|¥", low):
            # "一个月大概多少钱 人民币": in CNY where a relay site prices it, else at the official USD price, said so
            return count, "cost_cny", period, (inputs[0] if inputs else None), many
        return count, side, period, (inputs[0] if inputs else None), many
    return None


_PEOPLE = re.compile(r"人|用户|同学|学生|玩家|(?<![a-z])(?:users?|people|students?|players?|seats?|members?)(?![a-z])")
_EACH = re.compile(r"每(?:人|个|位|次|轮|句|条|用户|玩家|请求|个人)|平均|(?<![a-z])(?:each|per (?:user|person|request|req|call|player|head|seat|conversation|convo|chat))(?![a-z])")


def _whole_period(between: str, after: str) -> bool:
    """The words between a count of people and a volume of tokens make it the period's whole
    volume, not each one's: "200人用nova micro 一个月输入1500万" (no 每人, a month named; not
    "2 million requests a month, ~400 output tokens each")."""
    return V().period.has(between) and not _EACH.search(between) and not _EACH.search(after)


_FITS = re.compile(r"预算|用得起|够用|够不够|花得起|负担得起|以内|之内|(?<![a-z])(?:budget|afford|fits?|within|covers?)(?![a-z])")
_WHICH = re.compile(r"哪些|哪个|哪几个|有什么|有啥|(?<![a-z])(?:which|what)\s+(?:models?|ones?|llms?)(?![a-z])")


def _at_most(price: float) -> float:
    """A price ceiling written as people read it, rounded down so that what it admits fits: 1.6667 -> 1.66."""
    places = 2 if price >= 0.1 else 4
    return math.floor(price * 10 ** places) / 10 ** places


def _fits_budget(low: str) -> tuple[float, int] | None:
    """A sum and a workload with the models that fit asked ("预算每月50美元 每天100万输出token 哪些模型
    用得起", "$20/month budget, 10M output tokens a month, which models fit?"): (dollars a month, output
    tokens a month), a day's figures times 30; else None."""
    if not _FITS.search(low) or not _WHICH.search(low):
        return None
    money = _MONEY.search(low)
    if not money:
        return None
    amount = _dollars(money)
    periods = V().period.hits(low)
    # the sum's own period is the one written against it ("每月50美元", "$20/month"); the rest are the tokens'
    own = next((h for h in periods if 0 <= money.start() - h.end <= 3 or 0 <= h.start - money.end() <= 2), None)
    rest = low[:money.start()] + " " * (money.end() - money.start()) + low[money.end():]
    if own is not None:
        rest = rest[:own.start] + " " * (own.end - own.start) + rest[own.end:]
    volume = _volume(rest, True)
    if volume is None or volume[1] != "cost":
        return None
    tokens_period = next((h.meaning for h in V().period.hits(rest)), None) or (own.meaning if own else None)
    tokens = volume[0] * (30 if tokens_period == "day" else 1)
    return (amount * (30 if own is not None and own.meaning == "day" else 1), tokens) if amount > 0 and tokens > 0 else None


_MONEY = re.compile(r"(?:\$|usd\s*)\s*(\d+(?:\.\d+)?)\s*(k)?(?![\d.])"
                    r"|(?<![\w.])(\d+(?:\.\d+)?)\s*(k|千|万)?\s*(?:刀|美元|美金|usd|dollars?|bucks?)(?![a-z])")
_HOW_MANY_TOKENS = re.compile(r"多少\s*(?:个\s*)?(?:输出\s*)?(?:tokens?|tok)|几\s*(?:个|百万|万|亿)\s*(?:tokens?)"
                              r"|how\s+many\s+(?:output\s+|input\s+)?(?:tokens?|toks?)|tokens?\s+(?:can|could|will|would)\s+(?:i|we|that|it)"
                              r"|what\s+(?:can|could|will|would|do|does)\s+(?:i|we|it|that)\s+(?:get|buy)|(?:get|buy)s?\s+me"
                              r"|能买多少|能用多少|够用多少|够多少|能输出多少|能生成多少")


def _dollars(money: re.Match) -> float:
    """The sum a `_MONEY` match says: "$2k" -> 2000, "500美金" -> 500."""
    number, scale = (money.group(1), money.group(2)) if money.group(1) else (money.group(3), money.group(4))
    return float(number) * {"k": 1e3, "千": 1e3, "万": 1e4}.get(scale or "", 1)


def _budget(low: str) -> tuple[float, str | None] | None:
    """A sum of money and how many tokens it buys ("每月预算100刀能输出多少token", "i have $200 a
    month, how many output tokens"): (dollars, "day" | "month" | None), else None."""
    if not _HOW_MANY_TOKENS.search(low):
        return None
    money = _MONEY.search(low)
    if not money:
        return None
    amount = _dollars(money)
    period = next((h.meaning for h in V().period.hits(low)), None)
    return (amount, period) if amount > 0 else None


def _ceiling_asked(low: str) -> bool:
    """A model on given GPUs, asked how fast it can go ("on my 4090", "在b200上理论最快"), not a
    deployment's story ("kimi k3 在 gb300 上优化前后速度": its card says)."""
    voc = V()
    return voc.gpu.has(low) and (voc.ask.has(low, "ceiling") or voc.metric.has(low, "speed")
                                 or voc.deployed.has(low, "on")) \
        and not re.search(r"优化|optimi[sz]|before and after|前后", low)


# a maker's high-speed service tier, as such ("ultrafast mode", "高速模式"), not a named deployment
_SPEED_TIER = re.compile(r"高速(?:模式|档位?|服务|版)|极速(?:模式|档位?|版)|(?<![a-z])(?:ultra-?fast|high-?speed|turbo|fast) (?:mode|tier|tiers|service|option)(?![a-z])")
# the memory a model's weights need, asked ("要多少显存", "放得下吗", "够不够", "will it fit", "how much vram")
_FIT = re.compile(r"显存(?!带宽|频宽)|放得下|放不下|装得下|装不下|塞得下|够不够|够吗|够用吗|能不能跑|能跑吗|跑得动|跑得起|跑不跑得动"
                  r"|能在.{1,16}(?:上|里)?跑(?:吗|么|起来|得动)?|可以在.{1,16}(?:上|里)?跑|(?:跑|部署)在.{1,16}(?:上|里)(?:吗|么)|自部署|能不能部署"
                  r"|(?<![a-z])(?:can|could) (?:i|we|you|it) (?:run|host|serve|fit)(?![a-z])|(?<![a-z])run (?:it|this|that) on(?![a-z])"
                  r"|(?<![a-z])(?:fits?|vram|how much memory|memory (?:needed|required)|enough (?:memory|vram|gpus?|cards?))(?![a-z])"
                  r"|(?<![a-z])how many [a-z0-9]+ (?:would|does|do|will|to)\b.{0,40}\b(?:need|take|run|host|serve)|几张|多少张|要几块|需要几")


def _fit_asked(low: str) -> bool:
    """Whether a model's weights fit given GPUs or a precision: /bound says what they take."""
    voc = V()
    return bool(_FIT.search(low)) and (voc.gpu.has(low) or voc.precision.has(low) or bool(_COUNT.search(low))
                                       or bool(re.search(r"显存|(?<![a-z])(?:vram|memory)(?![a-z])", low)))  # ("how much vram for X")


def _card_or_ceiling(name: str, low: str, asked: str | None) -> Query:
    return Query("bound", arg=_hardware_words(name, low)) if _ceiling_asked(low) else \
        Query("card", names=(name,), asked=asked)


_COUNT = re.compile(r"(?<![\w.])(\d{1,4})\s*(?:[x×]|张|块|卡|gpus?|cards?)(?![a-z])|[x×]\s*(\d{1,4})(?![\w.])"
                    r"|(?<![a-z])(?:a\s+)?(single|one)\s+(?=[a-z]*\s*\d{0,4}\s*[a-z]*\d)|(单)\s*(?:卡|张|块)")  # "a single h100", "单卡"


_HARDWARE_VS = re.compile(r"(?<![a-z])(?:vs\.?|versus|or|compared to|against)(?![a-z])|还是|对比|和|跟|与")


def _hardware_words(model: str, low: str) -> str:
    """/bound's words for a model (a name or a size) and the hardware a message names: its
    GPU, precision and GPU count ("八卡", "8x", "two h100s", "one 4090")."""
    voc = V()
    count = None
    match = _COUNT.search(low)
    if match:
        count = match.group(1) or match.group(2) or ("1" if match.group(3) or match.group(4) else None)
    else:
        gpus = voc.gpu.hits(low)
        before = next((m for g in gpus if (m := re.search(r"(?<![\w.])(\d{1,4})\s*$", low[:g.start]))), None)
        if before:  # "on 8 h200s"
            count = before.group(1)
        for hit in [] if before else voc.number.hits(low):  # "八卡", "两张", "one 4090", "two h100s"
            after = low[hit.end:hit.end + 2].lstrip()
            if after[:1] in ("卡", "张", "块") or any(0 <= g.start - hit.end <= 1 for g in gpus):
                count = hit.meaning
                break
    words = [model, voc.gpu.earliest(low), voc.precision.earliest(low), count]
    return " ".join(w for w in words if w)


@cache
def _day_parts() -> str:
    """The words for a part of the day (vocabulary kind day_part), as one alternation, longest first."""
    return "|".join(sorted(map(re.escape, V().day_part.words), key=len, reverse=True))


def _after_noon(part: str | None) -> bool:
    return V().day_part.words.get(part or "") == "pm"


@cache
def _clock() -> re.Pattern:
    """An hour in words: "早上9点", "晚上9点半", "8am", "8:30pm", "7.30", "9 o'clock"."""
    return re.compile(rf"(?:({_day_parts()})\s*)?(?<![\d.$])(\d{{1,2}})"
                      r"(?:(?:\s*[:：点]\s*|\.(?=[0-5]\d(?![\d.%])))(\d{2}|半)?|\s*(am|pm|a\.m\.|p\.m\.)|(?=\s*o'?clock))")  # ("7.30")


def clock_word(word: str) -> str | None:
    """One word that is an hour in Chinese ("8点", "早上8点半", "晚上九点", "20点30") -> "HH:MM", else None."""
    said = _clock().fullmatch(_hours_in_digits(word))
    if not said or (said.group(3) is None and "点" not in word and "點" not in word):
        return None
    return _hour(said.group(1), said.group(2), said.group(3), None)


def _hours_in_digits(low: str) -> str:
    """"十点" -> "10点": an hour written in Chinese numerals, in digits."""
    return re.sub(r"(十二|十一|十|两|[零一二三四五六七八九])(?=\s*点)", lambda m: str(_CN_HOUR[m.group(1)]), low)


_CN_HOUR = {"零": 0, "一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
            "十一": 11, "十二": 12}


# a move of places on a board ("排名变动超过3名"), not a board's size ("前5名")
_PLACES = re.compile(r"(?:超过|多于|大于|高于|变动|变化|more than|over|by)\s*\d+\s*(?:名|位)|(?<![a-z])\d+\s+(?:places|spots|positions)")


# an hour written bare after the digest's name and a word that sets it ("make the digest 9 instead",
# "move the digest to 7", "日报改到9"), not a board's size ("digest top 5")
_AT_HOUR = re.compile(r"(?<![a-z])at\s+(\d{1,2})(?![\d.:%])(?!\s*(?:t/s|tok|tps|models?|rows?|cards?|gpus?|x|×|\$|dollars?|usd|cents?|per|/))")
_BARE_HOUR = re.compile(r"(?:digest|日报|速报|日報|速報)\s*(?:to|at|for|改到|改成|换到|改为|定在|放在)?\s*(?<![\d:.])(\d{1,2})(?![\d:.%])"
                        r"(?!\s*(?:models?|个|名|条|rows?))")


_PER_CENT = re.compile(r"\d\s*(?:%|per ?cent(?![a-z])|个百分点)|百分之")


def subscribe_words(low: str) -> str:
    """A standing request in words, as /subscribe's own words: "每天早上9点推送排行变化" ->
    "daily 09:00", "notify me when a new model appears" -> "instant new"."""
    voc = V()
    low = _hours_in_digits(low)
    low = re.sub(r"(?<![\d.])(\d{1,2})\.(\d{2})(?=\s*(?:am|pm|a\.m\.|p\.m\.))", r"\1:\2", low)  # "7.45am"
    words = []
    kindless = low  # ("if a model drops off the boards": a kind of alert, no digest turned "off")
    for hit in voc.alert_kind.hits(low):
        kindless = kindless[:hit.start] + " " * (hit.end - hit.start) + kindless[hit.end:]
    digest = voc.digest.first(kindless)
    weekday = voc.weekday.earliest(low) if digest != "weekdays" else None  # ("周一到周五" names two days, one schedule)
    if weekday is not None:
        words.append(["mon", "tue", "wed", "thu", "fri", "sat", "sun"][int(weekday)])
    elif digest:
        words.append(digest)
    clocks = list(_clock().finditer(low))
    clock = clocks[0] if clocks else None
    if len(clocks) > 1 and voc.ask.has(low[clocks[0].end():clocks[-1].start()], "change"):
        clock = clocks[-1]  # "早上9点改成8点半吧", "move it from 9 to 8:30": the hour it changes to
    if clock and re.search(r"(?:保持|维持|还是保持|不变|照旧|(?<![a-z])(?:keep|keeping|stay|stays|staying|remain)\b[a-z\s]{0,16}?(?:at|on)?)\s*(?:在)?\s*(?:早上|上午|晚上|下午|中午)?\s*$",
                           low[max(0, clock.start() - 24):clock.start()]):
        clock = None  # "日报保持8点半 但是排名变动也即时推一下": the hour kept as it is, not set again
    if clock:
        hour, minute = int(clock.group(2)), 30 if clock.group(3) == "半" else int(clock.group(3) or 0)
        noon = clock.group(4) or (said.group(1) if (said := re.match(r"\s*(am|pm|a\.m\.|p\.m\.)", low[clock.end():])) else "")
        if (_after_noon(clock.group(1)) or noon.startswith("p")) and hour < 12:  # ("8:30pm": after its minutes)
            hour += 12
        if hour < 24 and minute < 60:
            words.append(f"{hour:02d}:{minute:02d}")
    elif (bare := _BARE_HOUR.search(low)) and int(bare.group(1)) < 24:  # "make the digest 9 instead": its hour
        words.append(f"{int(bare.group(1)):02d}:00")
    elif (digest or weekday is not None) and (at := _AT_HOUR.search(low)) and int(at.group(1)) < 24:
        words.append(f"{int(at.group(1)):02d}:00")  # "send me the digest every day at 9": that hour
    kinds = [hit.meaning for hit in voc.alert_kind.hits(low)  # (with a digest, its content: not instant)
             if not _KIND_DECLINED.match(low, hit.end) and not _KIND_REFUSED.search(low[max(0, hit.start - 12):hit.start])
             and not (hit.meaning != "rank" and _BOARD_NAMED.match(low, hit.end) and voc.alert_kind.has(low, "rank"))]  # ("the #1 on the speed board": its rank)
    places = _PLACES.search(low)  # ("排名变动超过3名")
    for bound in () if places or _PER_CENT.search(low) else bounds_in(low, "speed")[0]:
        # ("a price moving by more than 10 per cent": a change's size, no speed bound)  # "当有模型超过2000 tok/s": its metric moving, or a new model
        kinds += [bound.metric if bound.metric in ("speed", "ttft", "intelligence") else "price", "new_model"]
    if kinds and (not digest and weekday is None or _INSTANT_WORD.search(low)):  # ("daily at 9, and instant alerts for prices")
        words += ["instant"] + [_ALERT_WORD[k] for k in dict.fromkeys(kinds)]
    sound = next((h.meaning for h in voc.alert_word.hits(low) if h.meaning in ("silent", "loud")), None)
    if sound and digest == "weekdays" and re.search(r"weekend|周末", low):
        sound = None  # ("mute the digest on weekends": those days off, not a silent digest)
    if sound:  # "推送别响铃", "notify me silently"
        words.append(sound)
    zone = next((h.meaning for h in _zone_places(low)), None)  # ("中国" is a board's region)
    if zone:  # "每天晚上9点发榜单变化 按纽约时间": the digest's hour is New York's
        words.append(zone)
    region = _region(low) or ("all" if voc.region.first(low) == "all" else None)
    if region:  # ("新模型提醒别限国产了 全部都推": every region's; first, as "all" after instant means every kind)
        words.insert(0, region) if region == "all" else words.append(region)
    limit = None if places or ("rank" in kinds and re.search(r"#\s*1(?!\d)|no\.?\s*1(?!\d)|number one|第一|榜首", low)) \
        else _limit(low)  # ("ping when the #1 fastest changes": the rank alerts, not a board of one)
    if limit:  # "daily alerts for china top 5 at 8am"
        words.append(f"top {limit}")
    return " ".join(words)


_THESE_MAKERS = re.compile(r"(?:这|那)?\s*(?:三|两|俩|几|四|五|3|2|4|5)\s*家|(?<![a-z])(?:these|those|the)\s+(?:three|two|3|2|four|4)?\s*"
                           r"(?:makers|vendors|companies|labs)(?![a-z])|(?:这|那)几家|(?:这|那)些厂商|(?:这|那)些厂")
_EN_NUMBER = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
              "fifteen": 15, "twenty": 20}
_EN_COUNT = re.compile(r"(?<=top |the )(%s)(?= (?:fastest|cheapest|smartest|quickest|slowest|best|most|models|picks|rows|of them))"
                       r"|(?<![a-z])(%s)(?= (?:fastest|cheapest|smartest|quickest|slowest|best) )" % ("|".join(_EN_NUMBER), "|".join(_EN_NUMBER)))
# a number in Chinese numerals before its scale or its tokens ("一百万token", "两千万", "三千个输出token"); not "千万别"
_CN_AMOUNT = re.compile(r"(?<![\d一二两三四五六七八九十百千万亿])[一二两三四五六七八九十][一二两三四五六七八九十百千]*"
                        r"(?=万|亿|\s*(?:个\s*)?(?:tokens?|输出|输入)(?![a-z])"
                        r"|\s*(?:个|条|次|位|名|句|轮|段|篇)\s*(?:客服|会话|对话|请求|调用|用户|客户|客人|顾客|玩家|学生|商品|问题|消息|回复|文档|描述))")
_CN_DIGIT = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def _cn_amount(numeral: str) -> int:
    """"一百" -> 100, "三十" -> 30, "两千五百" -> 2500, "十" -> 10."""
    total = digit = 0
    for ch in numeral:
        if ch in _CN_DIGIT:
            digit = _CN_DIGIT[ch]
        else:
            total += (digit or 1) * {"十": 10, "百": 100, "千": 1000}[ch]
            digit = 0
    return total + digit


_THESE_TWO = re.compile(r"\s*(?:那|那么|ok|so)?\s*(?:(?:这|那)(?:俩|两个|两款|二者)\s*(?:比|对比|比较|pk)(?:一下|下)?|(?:比|对比|比较)(?:一下|下)?\s*(?:这|那)(?:俩|两个|两款))"
                        r"\s*(?:吧|呢)?\s*[?？!！]*\s*$|\s*(?:compare|vs)\s+(?:these|those|the|them)(?:\s+two|\s+2)?\s*[?!.]*\s*$")
_SHOW_AGAIN = re.compile(r"\s*(?:(?:ok|okay|pls|please|can|hmm+|so)[\s,]+)*(?:check|show(?: me)?|look|see|send(?: it)?|try|run(?: it)?)?\s*(?:it |that |them )?"
                         r"(?:again|once more)(?:\s+(?:pls|please|lah|leh|ah))?\s*[?!.。？！]*\s*$"
                         r"|\s*(?:再|重新)(?:看|查|发|给我看|显示|刷新)(?:一下|一次|一遍|下)?(?:吧|呗)?\s*[?!.。？！]*\s*$")
_WHICH_FITS = re.compile(r"跑得动哪|跑得起哪|能跑哪|可以跑哪|跑哪个|跑哪些|哪个能跑|哪些能跑|哪些模型能|哪个模型能|哪个跑得|哪些跑得|放得下哪|装得下哪|塞得下哪"
                         r"|(?<![a-z])(?:which|what)\s+(?:models?|ones?|llms?|can)\b|(?<![a-z])(?:which|what)\s+(?:fit|fits|run|runs)(?![a-z])")
_SO_HIGH = re.compile(r"(?<![a-z])(?:so|that|this)\s+(?:high|low|big|much higher|much lower)(?![a-z])|(?:这么|那么|咁)(?:高|低)")
_WHY_ALONE = re.compile(r"\s*(?:but\s+|and\s+|so\s+)?(?:why|how come|why so|why is that|why's that|whys that|为什么|为啥|咋回事|点解)\s*[?？!！]*\s*$")
_PARTICLE_END = re.compile(r"(?<=[a-z0-9?])[\s,]+(?:pls|plz|please|lah|leh|la|ah|ar|hor|lor|meh|sia)([\s.!?？！~]*)$")
_SUMMARISE_THE = re.compile(r"(?<![a-z])summari[sz]e(?= (?:the|these|those|them|it|top|five|ten|\d|for me))")
_AGAINST_THE_TOP = re.compile(r"(?:那|那么|and|so|ok)?\s*(?:跟|和|与|同|对比|比较|vs\.?|versus|compared? (?:to|with)|against)\s*")
TOP_OF = "@top:"  # a comparison's side that is the board's best by a metric (and region): "@top:intelligence:" (answers)
_COUNTED = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s*(?:万|千|k|m)?\s*(?:条|个|次|篇|份|轮|句|requests?|calls?|chats?|conversations?|convos?)")
_KEEP_ON = re.compile(r"留着|保留|重新打开|重新开|再打开|开回来|开回|恢复|(?<![a-z])(?:keep|turn (?:it |them )?back on|turn on|back on|re-?enable)(?![a-z])")
# the digest refused beside alerts asked for: "no daily digest", "不要日报", "without the digest"
_DIGEST_REFUSED = re.compile(r"(?<![a-z])(?:no|without|skip|not|don'?t want|do not want|dont need|don'?t need)\s+(?:the\s+|a\s+|any\s+)?"
                             r"(?:daily\s+|weekly\s+|morning\s+)?(?:digest|summary|summaries|recap)(?![a-z])"
                             r"|(?:不要|不用|别发|别推|不需要)(?:每天的?|每日的?)?(?:日报|摘要|每日推送|日推)|(?:日报|摘要)(?:就)?(?:不要|不用|别发|免了)")
_ONLY_KEEP = re.compile(r"(?<![a-z])(?:keep|leave)(?![a-z]).*(?<![a-z])(?:mute|turn off|stop|disable|kill|drop|silence|no)\s+"
                        r"(?:all\s+)?(?:the\s+)?(?:rest|others|other ones|everything else|all else|anything else)(?![a-z])"
                        r"|(?<![a-z])only\s+(?:keep|want)(?![a-z])|只(?:保留|留下?|要)(?!.*(?:都要|也要))|(?:其他|其余|别的)(?:的)?\s*(?:都|全|全部)?\s*(?:关|停|不要|别|取消|静音)")
_BOARD_NAMED = re.compile(r"\s*(?:board|leaderboard|ranking|rankings|榜|排行|排名)")
# a kind of alert declined in the same breath: "排名变化就算了", "rank changes no need", "but not rank changes"
_KIND_DECLINED = re.compile(r"\s*(?:的|提醒|通知|alerts?|changes?)?\s*(?:就|也)?\s*(?:算了|不用了?|不要了?|免了|别了|唔使|唔要|"
                            r"no need|not needed|don'?t bother|skip it|can wait)")
_KIND_REFUSED = re.compile(r"(?:(?<![a-z])(?:but not|not|no|except|without|skip)|不要|不用|除了|别)\s*(?:the\s+)?$")
_EVERY_FEW_HOURS = re.compile(r"每\s*(?:隔\s*)?(?:\d+|[一两二三四五六七八九十半]+)?\s*个?\s*(?:小时|钟头|分钟)"
                              r"|(?<![a-z])(?:every\s+(?:\d+|few|couple of|two|three|six|twelve)?\s*(?:hours?|minutes?|mins?)|hourly)(?![a-z])")
_ZONE = re.compile(r"(?<![a-z])(?:[a-z]+/[a-z_]+(?:/[a-z_]+)?|(?:utc|gmt)\s*[+\-]\s*\d{1,2})(?![a-z])")
@cache
def _span() -> re.Pattern:
    """A span of hours in words: "晚上10点到早上7点", "22-7", "11pm to 7am"."""
    hour = rf"(?:({_day_parts()})\s*)?(\d{{1,2}})(?:\s*[:：点]\s*(\d{{2}}|半)?)?\s*(am|pm)?"
    return re.compile(hour + r"\s*(?:-|–|~|～|到|至|to|until|till)\s*" + hour)


_INSTANT_OFF = re.compile(r"(?:不用|不要|别|唔使|唔洗|唔要|唔好|no|not)\s*(?:即时|实时|instant)(?!\s*(?:提醒|通知|推送|alerts?)?\s*(?:也|都)?要)"
                          r"|(?:关掉|关闭|取消|停掉|停止|不要|别再?发|turn off|switch off|disable|stop|no more|mute)\s*"
                          r"(?:所有|全部|all|the|my|any)?\s*(?:的)?\s*(?:即时|实时|instant|real-?time)\s*"
                          r"(?:的)?\s*(?:提醒|通知|推送|告警|alerts?|notifications?|pings?)"
                          r"|(?:即时|实时|instant)\s*(?:提醒|通知|推送|alerts?|notifications?)\s*(?:都)?\s*(?:关掉|关闭|取消|不要了|off)")


_DIGEST_OFF = re.compile(r"关了|关掉|关闭|停了|停掉|暂停|停一下|先停|停几天|不要了|先别|别发|别推|取消|唔要|(?<![a-z])(?:off|stop|pause|disable|"
                         r"turn off|switch off|no more|kill|drop)(?![a-z])")
_KIND_OFF = re.compile(r"关掉|关闭|先关|关了|取消|停掉|停止|不要再?|别再?推|就别|就不用|不用再?推|不必推|不需要推|唔要|唔使|唔好再?推|唔想要|不想要|暂停|(?<![a-z])(?:pause|silence|stop|turn off|switch off|disable|no more|mute|unsubscribe (?:me |us )?from|kill|drop|cancel|don'?t want|do not want|no longer want|remove|get rid of|too spammy)(?![a-z])"
                       r"|(?<![a-z])(?:alerts?|notifications?|pings?)\s+(?:off|no more|can stop)(?![a-z])")


def _asks_subscribe(low: str) -> bool:
    """A standing request: "notify me when…", or the digest by its name ("daily digest at 8"); not
    "remind me which ones are NEW" (a question)."""
    if re.search(r"(?<![a-z])remind me (?:which|what|who|how|where|again)(?![a-z])", low):
        return False
    return V().ask.has(low, "subscribe") or V().ask.has(low, "digest_noun")


_NEXT_DIGEST = re.compile(r"(?<![a-z])(?:when(?:'s| is| does| will)? (?:the |my |our )?next (?:one|digest|report)|next digest (?:when|date|time)"
                          r"|when (?:is|will) (?:the |my )?(?:next|first) (?:digest|one) (?:arrive|come|be sent|go out))(?![a-z])"
                          r"|下一(?:期|次|份|个)(?:日报|速报|摘要|周报)?(?:是)?(?:什么时候|几时|哪天|几号|几点)|下次(?:日报|速报|摘要)?(?:什么时候|哪天|几号)(?:发|到|推)")
_SHOW_IN = re.compile(r"(?<![a-z])(?:show|display|give|tell|convert|what time is (?:that|it)|what is that)(?![a-z])|显示|換算|换算|是几点|是幾點|几点钟|對應|对应")
_RESUME = re.compile(r"^\s*(?:算了|那|嗯|不)?\s*[,，]?\s*(?:还是)?(?:开着吧|开着|打开吧|继续开着|继续发吧|继续发|继续推吧|照常发|还是发吧|还是推吧|开回来吧|开回来)[吧啦了!！。.~]*\s*$"
                     r"|^\s*(?:actually\s+)?(?:turn|switch) (?:it|the digest) back on(?: please| pls)?[.!]*\s*$|^\s*(?:actually\s+)?keep (?:it|the digest) on[.!]*\s*$")
_SECTION = re.compile(r"那块|这块|那部分|这部分|那一块|那一部分|那栏|那段|那項|那项|(?<![a-z])(?:section|part|bit)(?![a-z])")  # (of the digest)
_BACK_IN = re.compile(r"加回来|加回|加返|放回|放回来|恢复|还是要|还是加|重新加|(?<![a-z])(?:put|bring|add|want)\b[^.]{0,30}\bback(?![a-z])|re-?add|re-?include")
_INSTANT_WORD = re.compile(r"即时|实时|立即|马上|即刻|第一时间|(?<![a-z])(?:instant\w*|immediately|right away|straight away|at once|asap)(?![a-z])")
_ONLY_PUSH = re.compile(r"只(?:要|想)?(?:推|发|通知|提醒|告诉我)|仅(?:推|发|通知|提醒)|只收|只看.{0,6}(?:推送|提醒|通知)"
                        r"|(?<![a-z])only (?:alert|notify|ping|push|send|message|tell)|(?:alerts?|notifications?|digest) (?:only )?(?:for|about|of) .{0,20}only(?![a-z])"
                        r"|(?:alerts?|notifications?|digest) (?:just|only) (?:for|about|of)(?![a-z])")
_LEFT_OUT = re.compile(r"(?<![a-z])leave\b.{0,40}\bout(?![a-z])|(?<![a-z])(?:don'?t|do not|dont) (?:want|need)\b.{1,40}\bat all(?![a-z])|完全不要|一概不要|(?<![a-z])(?:no|without)\b.{1,30}\b(?:in|from) (?:the |my |our )?(?:daily |weekly )?digest"
                       r"|(?<![a-z])(?:drop|remove|take|cut)\b.{1,30}\b(?:from|out of) (?:the |my |our )?(?:daily |weekly )?digest"
                       r"|(?:日报|速报|摘要)(?:里|里面|中)?(?:的)?(?:就)?(?:不要|别放|去掉|不用放|拿掉)|(?:从|把).{1,12}(?:从)?(?:日报|速报|摘要)(?:里)?(?:去掉|拿掉|删掉)")
_RATE = re.compile(r"(?:汇率|匯率|按|用|以|(?<![a-z])(?:at|rate|fx|using|@)\s*(?:a |the )?(?:rate (?:of )?)?)\s*(?:是|为|大概|约)?\s*"
                   r"([4-9](?:\.\d{1,4})?)(?![\d.%])\s*(?:算|来算|计算|换算|计|的汇率|汇率|rmb|cny|yuan|元)?(?:的话)?")


def _rate_in(low: str) -> float | None:
    """A dollar's price in CNY the user gave ("按7.2算", "汇率7.1", "at 7.2 rmb"), where the message
    speaks of CNY or a rate: the data holds none, so only this converts a dollar figure."""
    if not re.search(r"人民币|人民幣|汇率|匯率|rmb|cny|yuan|¥|元|(?<![a-z])(?:fx|exchange rate|rate)(?![a-z])", low) \
            and not re.fullmatch(r"\s*(?:那|那就|那么)?\s*按\s*[4-9](?:\.\d{1,4})?\s*(?:算|来算|计算)\s*(?:呢|吧|的话)?\s*[?？]?\s*", low):
        return None  # ("按7.2算" alone after a cost is a rate too)
    found = _RATE.search(low)
    return float(found.group(1)) if found else None


_ROWS_SAID = r"(?:the\s+)?(?:top|first|前)\s*(\d|two|three|four|five|两|俩|二|三|四|五)\s*(?:个|名|款|ones?|models?|rows?)?"
_COMPARE_ROWS = re.compile(r"(?:(?:pls|please|ok|so|now|那|那就)\s*)?(?:compare|对比|比较|比)\s*(?:一下|下)?\s*" + _ROWS_SAID.replace("(\\d", "(\\d") + r"\s*$"
                           r"|(?:(?:pls|please|ok|so|now|那|那就)\s*)?" + _ROWS_SAID.replace("(\\d|", "(\\d|") + r"\s*(?:的)?\s*(?:对比|比较|比)\s*(?:一下|下)?\s*$")
_PICK = re.compile(r"(?<!最)(?:更)?(?<!最)(便宜|快|聪明|平)(?:一点|点)?的?(?:那个|那一个|那款|那只|嗰个|嗰只)|(?:那个|那款)(?:更)?(便宜|快|聪明)的"
                   r"|(?<![a-z])the (cheaper|faster|smarter|quicker) (?:one|of the two|of them|model)(?![a-z])")
_PICK_METRIC = {"便宜": "price_out", "平": "price_out", "快": "speed", "聪明": "intelligence",
                "cheaper": "price_out", "faster": "speed", "quicker": "speed", "smarter": "intelligence"}
_MAKE_IT = re.compile(r"(?:(?:actually|no|nah|wait|ok|okay|hmm|hm|umm|um)[\s,]+)*(?:make|change|move|set|switch|put) it (?:to |at |for )?"
                      r"(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?:\s+(?:instead|then|please|pls|thx|thanks))*$")
_AGENT_RUN = re.compile(r"(?<![a-z])(?:agent\w*|loops?|steps?|calls?|iterations?)(?![a-z])|调用|智能体|步")
_IS_IT = re.compile(r"^\s*(?:so |and |but |wait |ok )?(?:is|are|was|isn'?t)(?![a-z])|吗|还是|是不是|是否|(?<![a-z])or(?![a-z])")
_ALSO_WANT = re.compile(r"都要|也要|也开|也加|加埋|都加|也通知|要埋|都开|也推|也提醒|(?<![a-z])(?:too|as well|also|add|enable|turn on|switch on)(?![a-z])")
_REVERT = re.compile(r"(?<![a-z])(?:revert|undo|go back|change it back|put it back|set it back|back to)(?![a-z])|改回|恢复|还是原来|還是原來|改返")


def _setting_words(low: str) -> Query | None:
    """A chat setting asked for in words: the time zone ("时区改成北京时间", "set timezone to
    europe/berlin" -> /tz's words), quiet hours ("quiet hours 22-7", "免打扰 晚上10点到早上7点",
    "quiet hours off" -> /quiet's), the settings themselves ("我的订阅" -> /alerts)."""
    voc = V()
    if len(low) > 100:
        return None
    if _DIGEST_REFUSED.search(low) and (kinds := _alert_words(_DIGEST_REFUSED.sub(" ", low))) \
            and re.search(r"提醒|通知|推|告警|(?<![a-z])(?:alerts?|notif\w*|pings?|instant\w*)(?![a-z])", low):
        # "I want instant alert when price drop and new model. only these two ah, no daily digest"
        return Query("subscribe", arg="off only instant " + " ".join(kinds))
    if len(low) <= 80 and _LEFT_OUT.search(low) and (kinds := _alert_words(low)):
        return Query("subscribe", arg="mute " + " ".join(kinds))  # "leave the price changes out of the digest"
    if len(low) <= 100 and _NEXT_DIGEST.search(low) and not re.search(r"改|换|设|(?<![a-z])(?:set|change|move)(?![a-z])", low):
        return Query("next_digest")  # "when does the next one arrive?", "下一期日报什么时候到": its date and hour
        # (its zone beside: "which time zone is my digest in, and when does the next one arrive?")
    if len(low) > 80:
        return None
    if _ZONE_ASKED.search(low) and (voc.zone.has(low) or _ZONE.search(low) or voc.ask.has(low, "timezone")) \
            and not re.search(r"summer|winter|daylight|(?<![a-z])(?:dst|bst)(?![a-z])|夏令时|冬令时", low) \
            and not voc.ask.has(low, "change") and not re.search(r"(?<![a-z])(?:set|change|switch|move|make)(?![a-z])|改|换|设", low):
        return Query("alerts")  # "wait is that pacific or utc", "is my digest in utc": the settings, which say its zone
    if _SHOW_IN.search(low) and not voc.ask.has(low, "change") \
            and (voc.ask.has(low, "digest_noun") or re.search(r"(?<![a-z])time(?![a-z])|时间", low)):
        zone = _zone_in(low, regions_too=True)
        if zone:  # "show the digest time in utc too", "日报时间换算成北京时间是几点": the settings, that zone beside
            return Query("alerts", arg=zone)
    if len(low) <= 24 and re.match(r"\s*(?:(?:欸|诶|哎|啊|嗯|哦|噢|那)\s*)?(?:(?:算了|还是|那还是|嗯还是|不了|不对|不)\s*[,，]?\s*(?:还是|改回|改成|改到|改|换成|用回)?"
                                   r"|改回|改成|改到|改|换成|换到)\s*(?:早上|上午|晚上|下午|中午)?\s*\d", low) \
            and _clock().search(low) and not voc.metric.has(low):
        return Query("subscribe", arg=subscribe_words(low))  # "算了 还是早上8:30": the digest back at that hour
    if len(low) <= 60 and _HOUR_INSTEAD.match(low) and _clock().search(low) and not voc.metric.has(low):
        return Query("subscribe", arg=subscribe_words(low))  # "actually 7.30 better, b4 my 8.30 lecture": the digest's new hour
    if len(low) <= 20 and re.search(r"每天都(?:传|发|推|要)|(?<![a-z])(?:every day|daily) (?:is fine|then|again|after all)(?![a-z])", low) \
            and not voc.alert_kind.has(low) and not voc.metric.has(low):
        return Query("subscribe", arg="daily")  # "好啦 那就每天都傳" after the weekends were left out: every day again
    if len(low) <= 20 and _RESUME.search(low) and not voc.alert_kind.has(low) and not voc.metric.has(low):
        return Query("subscribe", arg="resume")  # "还是开着吧" after the digest was turned off: on again
    if _REVERT.search(low) and _clock().search(low) and not voc.metric.has(low, "price"):
        return Query("subscribe", arg=subscribe_words(low))  # "no wait 8:30 was fine, revert": the digest back at 8:30
    lived = re.search(_LIVED_IN.pattern.removesuffix(r"\s*$"), low)
    place = next((h for h in _zone_places(low) if lived or re.match(r"\s*(?:time|时间)", low[h.end:])), None)
    if place and len(low) <= 60 and (voc.ask.has(low, "digest_noun") or re.search(r"摘要|日报|速报|(?<![a-z])digest", low)) \
            and _clock().search(_hours_in_digits(low)) \
            and not _DIGEST_OFF.search(low) and not _asks_which(low):
        # "每天早上9点（上海时间）发一份日报到群里": the digest at that hour, in that place's zone
        words = subscribe_words(low)
        return Query("subscribe", arg=words if place.meaning.casefold() in words.casefold() else f"{words} {place.meaning}")
    if place and len(low) <= 50 and not voc.metric.has(low) and not voc.ask.has(low, "timezone"):
        return Query("tz", arg=place.meaning)  # "oh im in SF btw, pacific time": the chat's zone
    if voc.ask.has(low, "timezone") and (voc.ask.has(low, "digest_noun") or "摘要" in low) and (voc.weekday.has(low) or _clock().search(low)) \
            and not _DIGEST_OFF.search(low):
        # "幫這個群組設定每週一早上10點的摘要，時區 Asia/Taipei": the digest's schedule, at that zone's hour
        words, zone = subscribe_words(low), _zone_in(low, regions_too=True)
        return Query("subscribe", arg=f"{words} {zone}" if zone and zone.casefold() not in words.casefold() else words)
    if voc.ask.has(low, "timezone"):
        zone = _zone_in(low, regions_too=True) or ""
        if not zone and re.search(r"(?<![a-z])(?:what|which|whats|what's)(?![a-z])|什么|哪个|多少|几", low):
            return Query("alerts")  # "whats my timezone set to": the settings, which say it
        return Query("tz", arg=zone)
    if (voc.ask.has(low, "digest_noun") or (len(low) <= 20 and re.search(r"几点发|几点推|什么时候发|什么时候推|(?<![a-z])when do you (?:send|post)", low))) \
            and re.search(r"几点|什么时候|哪天|(?<![a-z])(?:when|what time)(?![a-z])", low) \
            and not voc.ask.has(low, "change") and not re.search(r"改|换|设|set|change|move", low):
        # ("确认下现在几点发": the digest's hour, by its verb alone)
        return Query("alerts")  # "現在日報幾點發？": the settings, read (a member may read them)
    if voc.ask.has(low, "digest_preview") and (voc.ask.has(low, "digest_noun") or "digest" in low or "日报" in low):
        return Query("digest_preview")  # "预览一下今天的日报", "what would today's digest say"
    if _alert_words(low) and re.search(r"提醒|通知|推送|(?<![a-z])(?:alerts?|notifications?|pings?)(?![a-z])", low) \
            and re.search(r"还在|还开着|还有吗|开着吗|开着吧|还在吧|还在吗|是开的|开了吗|开了没|设了吗|设好了吗|设置了吗|有没有开|有没有设"
                          r"|(?<![a-z])(?:still on|still there|still active|is it on|are they on|or not|(?:set|on) already"
                          r"|already (?:set|on)|did i set|have i set|is it set|are they set)(?![a-z])", low):
        return Query("alerts")  # "新模型提醒还在吧": the settings, which say
    if re.search(r"keep only (?:the )?(?:daily |weekly )?digest|only (?:the )?(?:daily |weekly )?digest|只(?:保留|留|要)(?:日报|速报|每日推送)"
                 r"|(?:everything|all|anything) (?:else )?(?:but|except) (?:for )?(?:the |my |our )?(?:\w+ )?digest|除了(?:日报|速报|摘要)(?:以外|之外)?(?:都|全部|其他)", low):
        # ("Please turn off everything except the Monday digest")
        return Query("subscribe", arg="none")  # "remove the new-model alert as well; keep only the daily digest"
    if (only := _ONLY_KEEP.search(low)) and (kept := _alert_words(low[only.start():]) or _alert_words(low)) \
            and re.search(r"提醒|通知|推|告警|即时|订阅|(?<![a-z])(?:alerts?|notif\w*|pings?|instant\w*|mute|digest)(?![a-z])", low):
        # (not "国产前五 按速度 只要名字和速度": the columns of a board, no alert named)
        # "keep the new-model alert on, mute the rest", "只保留新模型提醒 其他都关了": those at once, nothing else
        # ("请取消本群的价格变动即时提醒，只保留新模型提醒": the kinds kept are those after the word; the digest
        # goes only with "the rest")
        rest = re.search(r"rest|others|everything else|all else|anything else|其他|其余|别的", low)
        return Query("subscribe", arg=("off " if rest else "") + "only instant " + " ".join(kept))
    if voc.ask.has(low, "change") and voc.alert_kind.has(low) and not _clock().search(low) \
            and re.search(r"提醒|通知|推|告警|(?<![a-z])(?:alerts?|notif\w*|pings?)(?![a-z])", low):
        return Query("subscribe", arg=subscribe_words(low))  # "ds降价提醒改成所有国产模型价格变动都提醒"
    if not voc.ask.has(low, "quiet") and _span().search(low) and re.search(r"不要|别|唔好|勿|(?<![a-z])(?:don'?t|do not|no)(?![a-z])", low) \
            and re.search(r"推|通知|提醒|打扰|吵|烦|(?<![a-z])(?:ping|notify|alerts?|messages?|push)", low):
        span = quiet_span(low)  # "晚上11點到早上8點不要推播": quiet hours, not a digest at 23:00
        if span:
            return Query("quiet", arg=span)
    if voc.ask.has(low, "quiet"):
        span = quiet_span(low)
        if span is not None:
            return Query("quiet", arg=span)
        off = voc.digest.first(low) == "off" or re.search(r"\b(?:off|none|stop|cancel)\b|取消|关闭|关掉|不要", low)
        return Query("quiet", arg="off" if off else "")
    if _ONLY_PUSH.search(low) and len(low) <= 40 and (region := voc.region.first(low)) and not voc.metric.has(low):
        return Query("subscribe", arg=region)  # "能只推国产模型的消息吗": the digest and alerts of those models only
    said_kinds = _alert_words(low)
    if said_kinds and len(low) <= (24 if _HAN.search(low) else 48) and _ALSO_WANT.search(low) and not voc.region.has(low) and not voc.vendor.named(low) \
            and re.search(r"提醒|通知|推|告警|即时|即刻|马上|立刻|变动|变化|下榜|(?<![a-z])(?:alerts?|notif\w*|pings?|instant\w*|immediately"
                          r"|straight away|right away|asap|changes?|moves?|drops?|retire\w*)(?![a-z])", low) \
            and not re.search(r"[?？]|吗|么|看看|看一下|(?<![a-z])(?:is|are|does|do|show|see|what'?s|whats|how)(?![a-z])", low) \
            and not re.search(r"算了|不用|不要|别|唔要|(?<![a-z])(?:no|not|don'?t|skip)(?![a-z])", low) \
            and not _KIND_OFF.search(" ".join(voc.leftover(low, {"alert_kind": None}))) \
            and not voc.metric.has(" ".join(voc.leftover(low, {"alert_kind": None}))):
        return Query("subscribe", arg="instant " + " ".join(said_kinds))  # "排名變動都要": that kind too, at once
    if said_kinds and _BACK_IN.search(low) and len(low) <= 40 and not _INSTANT_WORD.search(low):
        return Query("subscribe", arg="unmute " + " ".join(said_kinds))  # "价格变动还是加回来吧": in the digest again
    if said_kinds and _INSTANT_OFF.search(low) and len(low) <= 40:  # "價格變動不用即時 放摘要就好": that kind to the digest
        return Query("subscribe", arg="unset " + " ".join(said_kinds))
    if _INSTANT_OFF.search(low):  # "关掉所有即时提醒 日报保留", "turn off instant alerts but keep the digest"
        return Query("subscribe", arg="none")
    if voc.ask.has(low, "digest_noun") and _DIGEST_OFF.search(low) and not voc.alert_kind.has(low) \
            and not _clock().search(low):
        if voc.digest.has(low, "weekly") or voc.digest.has(low, "weekdays"):
            # "早上的 digest 關掉，改成每週一次就好": not off, weekly
            return Query("subscribe", arg="weekly" if voc.digest.has(low, "weekly") else "weekdays")
        return Query("subscribe", arg="off")  # "日报先关了", "pause the digest": the digest off, instant alerts kept
    kept_on = _alert_words(low) if _KEEP_ON.search(low) and not _ONLY_KEEP.search(low) \
        and not any(_kind_stopped(clause) for clause in _clauses(low)) else []  # ("关掉新模型提醒，降价的保留": one off)
    if kept_on and re.search(r"提醒|通知|推|告警|(?<![a-z])(?:alerts?|notifications?|pings?)(?![a-z])", low) and len(low) <= 40:
        return Query("subscribe", arg="instant " + " ".join(kept_on))  # "不要，新模型通知留著，重新打開": on, not off
    off = _KIND_OFF.search(" ".join(V().leftover(low, {"alert_kind": None})))  # (not "drop" of "price drop")
    kinds = _alert_words(low) if off else []
    if off and len(kinds) > 1:  # "stop the new model alert, price drop keep": the kinds in a clause that keeps stay on
        kept = {k for clause in _clauses(low) if _KEEP_ON.search(clause) and not _kind_stopped(clause)
                for k in _alert_words(clause)}
        kinds = [k for k in kinds if k not in kept] or kinds
    if kinds and (_SECTION.search(low) or (voc.ask.has(low, "digest_noun") and not _INSTANT_WORD.search(low))
                  or (len(low) <= 20 and not re.search(r"提醒|通知|推|告警|alerts?|notifications?|pings?", low)
                      and re.search(r"变动|變動|变化|變化|上榜|下榜|(?<![a-z])(?:changes?|moves?|drops?)(?![a-z])", low)
                      and not re.search(r"\d|太(?!吵|烦|多了|频繁|啰嗦|啰唆)|超过|低于|高于|以上|以下|(?<![a-z])(?:than|over|under|above|below)(?![a-z])", low)
                      and re.search(r"不要|去掉|删掉|拿掉|不用了|(?<![a-z])(?:leave (?:them |it )?out|remove)(?![a-z])", low))):
        return Query("subscribe", arg="mute " + " ".join(kinds))  # "价格变动那块不要了": no word of it, digest too
    if kinds and (re.search(r"提醒|通知|推|告警|alerts?|notifications?|pings?", low)
                  or len(low) <= 20 and re.search(r"关掉|关闭|关了|停掉|(?<![a-z])(?:turn off|switch off|disable)(?![a-z])", low)
                  and not voc.metric.has(" ".join(voc.leftover(low, {"alert_kind": None})))):
        return Query("subscribe", arg="unset " + " ".join(kinds))  # "价格提醒先关掉", "排名变化的就别推了", "价格的也关掉好了"
    if voc.ask.has(low, "settings") and not ((voc.weekday.has(low) or _clock().search(low)) and re.search(r"设置|设定|set", low)):
        return Query("alerts")  # (not "请为本群设置每周摘要，每周一上午9点推送": 设置 there sets a schedule)
    if voc.ask.has(low, "change") and (voc.weekday.has(low) or voc.digest.has(low) or _clock().search(low)):
        return Query("subscribe", arg=subscribe_words(low))  # "换成每周一", "switch to weekly at 8:00"
    if voc.digest.first(low) not in (None, "off") and _clock().search(low) \
            and (not voc.metric.has(low) or re.search(r"推|发给|(?<![a-z])(?:send|push|post)(?![a-z])", low)):
        return Query("subscribe", arg=subscribe_words(low))  # "daily at 8am please", "给群里每天早上9点推国产榜"
    if voc.digest.first(low) == "weekdays" and len(low) <= 30:
        return Query("subscribe", arg=subscribe_words(low))  # "周末别推": on working days only
    watched = [h.word for h in voc.vendor.hits(low)]
    if off and watched and len(low) <= 40 and re.search(r"提醒|通知|推送|告警|alerts?|notifications?|watch", low):
        return Query("unwatch", arg=watched[0])  # "取消ds那个提醒": its models off the watchlist
    return None


def _clauses(low: str) -> list[str]:
    return re.split(r"[,，;；]|(?<![a-z])but(?![a-z])|但是?|不过", low)


def _kind_stopped(clause: str) -> bool:
    """A clause that names a kind of alert and stops it ("stop the new model alert"; not "price
    drop keep", whose "drop" is the kind's own word)."""
    return bool(_alert_words(clause)) and bool(_KIND_OFF.search(" ".join(V().leftover(clause, {"alert_kind": None}))))


def quiet_span(low: str) -> str | None:
    """Quiet hours in words, as /quiet takes them: "晚上十点到早上七点", "between midnight and 8am",
    "23-7" -> "23:00-07:00"; "" for a span with an impossible hour; None where the text has none."""
    low = _hours_in_digits(low)
    low = re.sub(r"(?<![a-z])midnight(?![a-z])", "0", re.sub(r"(?<![a-z])noon(?![a-z])", "12", low))
    low = re.sub(r"between\s+(\S+)\s+and\s+", r"between \1 to ", low)  # "between midnight and 8am"
    span = _span().search(low)
    if not span:
        return None
    start, end = _hour(*span.groups()[:4]), _hour(*span.groups()[4:])
    return f"{start}-{end}" if start and end else ""


def _hour(part: str | None, hour: str, minute: str | None, half: str | None) -> str | None:
    """One end of a span in words -> "HH:MM" ("晚上10点" 22:00, "7am" 07:00, "22" 22:00)."""
    h = int(hour)
    m = 30 if minute == "半" else int(minute or 0)
    if (_after_noon(part) or half == "pm") and h < 12:
        h += 12
    if (V().day_part.words.get(part or "") == "small_hours" or half == "am") and h == 12:
        h = 0
    return f"{h:02d}:{m:02d}" if h < 24 and m < 60 else None


def _asks_which(low: str) -> bool:
    """A question about the board ("哪个", "which", "多少"), not a setting."""
    return bool(re.search(r"哪个|哪些|多少|几个|(?<![a-z])(?:which|what|how many|how much)(?![a-z])", low))


_WHEN_KIND = re.compile(r"\s*(?:and|also|plus|\+|还有|也|那)?\s*(?:(?:when(?:ever)?|if|once)(?![a-z])|一旦|每当|只要)")
# /subscribe's word for each kind of instant alert
_ALERT_WORD = {"new_model": "new", "retired": "retired", "rank": "rank", "speed": "speed", "ttft": "ttft", "price": "price",
               "intelligence": "intelligence", "index_version": "index"}


def _alert_words(low: str) -> list[str]:
    """The kinds of alert the (folded) text names, as /subscribe's words, once each, in order."""
    return list(dict.fromkeys(_ALERT_WORD[h.meaning] for h in V().alert_kind.hits(low) if h.meaning in _ALERT_WORD
                              and not (h.meaning != "rank" and _BOARD_NAMED.match(low, h.end) and V().alert_kind.has(low, "rank"))))  # ("the speed board")


def _standing_request(low: str, names: NameFinder) -> Query:
    """"alert me when deepseek gets cheaper", "当有模型超过2000 tok/s 通知我": /subscribe's words
    (`arg`), the models and vendors to watch (`names`, `vendors`), and any threshold asked for
    (`bounds`: alerts have none, so the answer says how such a model reaches the chat)."""
    named = name_text(low)
    models = tuple(names.find(named))
    refers = not models and (V().refer.has(low, "two") or V().refer.has(low, "it") or V().refer.has(low, "all")
                             or V().refer.has(low, "those"))
    places = _PLACES.search(low)  # ("排名变动超过3名才通知我": places on a board, not a figure)
    return Query("subscribe", arg=subscribe_words(low), names=models, vendors=() if models else vendors_in(named),
                 bounds=() if places or _PER_CENT.search(low) else bounds_in(low, "speed")[0],
                 follow="subject" if refers else None, limit=5 if refers else DEFAULT_LIMIT)


def _speed_and_smarts(low: str) -> bool:
    """"最聪明的5个模型速度排第几", "speed vs intelligence": speed and intelligence asked together."""
    named = set(V().metric.named(low))
    corners = named | ({"speed", "price"} if "value" in named else set()) | ({"intelligence", "price"} if "smarts_value" in named else set())
    if {"speed", "intelligence", "price"} <= corners | ({"price"} if "price_out" in named else set()) \
            and re.search(r"又.{1,4}又|(?<![a-z])and(?![a-z])|、|,|，|兼|都", low):
        return True  # "又快又便宜又聪明的", "fast, cheap and smart": the trade-off, with the third corner priced
    return {"speed", "intelligence"} <= named and (
        V().ask.has(low, "rank_question")
        or re.search(r"(?<![a-z])(?:also|yet|but still|and still|both)(?![a-z])|又|同时|既|也快|还快|也聪明|还聪明|都要|兼顾|两个都|综合|权衡|平衡|balance", low) is not None)
    # ("smartest one thats also fast", "最聪明又快的": the trade-off between the two)


def _strip_fillers(low: str) -> str:
    for hit in V().filler.hits(low):
        if hit.meaning == "lead" and not low[:hit.start].strip():
            low = low[hit.end:]
            break
    for hit in reversed(V().filler.hits(low)):
        if hit.meaning == "tail" and not low[hit.end:].strip(" ?？"):
            low = low[:hit.start]
            break
    return low.strip(" ?？")


# words after a name that are the sentence's, not more of the name ("is claude fable 5 worth $7.70")
_NOT_NAME_WORDS = {"tokens", "token", "tok", "worth", "good", "any", "better", "worse", "really", "still", "now", "today",
                   "for", "with", "on", "in", "at", "to", "of", "the", "a", "an", "and", "or", "vs", "than", "does", "do",
                   "is", "are", "was", "it", "its", "how", "what", "when", "why", "which", "who", "me", "my", "i", "you"}
_VERSION = re.compile(r"[\s\-]*(?:v|r|k|m)?\d+(?:\.\d+)?[a-z]?(?![a-z0-9])")
_NEGATED = re.compile(r"(?:非|non-?|not\s+)\s*[a-z]")
_EXTRA = re.compile(r"\s+(\d+(?:\.\d+)?b|[a-z][a-z0-9.\-]*|(?:非|non-?)\s*[a-z]+)(?![a-z0-9])")


def unknown_model(low: str) -> str | None:
    """A vendor's name with a version after it ("llama 3", "gpt-4o", "qwen2 72b", "deepseek r1",
    "claude 3.5 sonnet") that names no model we know: the model the user means, not in the data."""
    found = unknown_models(low)
    return found[0] if found else None


@lru_cache(maxsize=256)  # asked several times of one message
def unknown_models(low: str) -> tuple[str, ...]:
    """Every such name in the text, in order ("is gemini 3 flash faster than gpt 5.4 mini")."""
    return tuple(dict.fromkeys(_unknown_models(low)))


def _unknown_models(low: str) -> Iterator[str]:
    voc = V()
    glued = [Hit("", m.start(), m.start() + len(m.group(1)), m.group(1))
             for m in re.finditer(r"(?<![a-z0-9])([a-z]{2,})(?=\d)", low)
             if voc.vendor.word(m.group(1)) or voc.name_prefix.word(m.group(1))]  # "qwen2", "llama3"
    for hit in sorted(voc.vendor.hits(low) + voc.name_prefix.hits(low) + glued, key=lambda h: h.start):
        version = _VERSION.match(low, hit.end)
        word = re.match(r"\s+([a-z]{3,})(?=\s)", low[hit.end:])
        if not version and word and not _is_board_word(word.group(1)):  # "claude opus 5"
            version = _VERSION.match(low, hit.end + word.end())
        if not version:
            continue
        taken = low[hit.start:version.end()]
        at = version.end()
        for _ in range(2):  # up to two more words of the name: "72b", "sonnet", "large"
            extra = _EXTRA.match(low, at)
            if not extra or _is_board_word(extra.group(1)) or extra.group(1) in _NOT_NAME_WORDS:
                break
            taken, at = taken + " " + extra.group(1), extra.end()
        yield taken.strip()


def _is_board_word(word: str) -> bool:
    voc = V()
    return any(voc[kind].has(word) for kind in ("metric", "region", "not_region", "weights", "compare", "deployed",
                                                 "price_kind", "scenario", "scenario_cue", "ask")) or \
        voc.function.word(word) == "question"


def mentioned_models(low: str, family_names: dict[str, str]) -> list[str]:
    """Family names standing whole inside the text (kept for callers with a plain dict)."""
    return NameFinder(family_names).find(name_text(fold(low)))
