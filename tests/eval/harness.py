"""The evaluation set's measuring stick: run every case through the bot as `leaderbot ask`
does, and judge each reply against the facts the case expects.

The expected facts (tests/eval/cases.py) are written from the seed articles' tables
(../shared/seeds, transcribed in data/snapshots) and the product rules, never from the
bot's output. This module only reads the bundled data to know which model names exist,
so that "the first model of a board" can be found in any layout.

A reply is judged on what the user reads (tags stripped, entities unescaped), all
messages of one answer joined, photo and document captions included:
- language: Chinese when its own Han characters (not those quoted from the question or
  from a source's Chinese title) outweigh its common English words, else English; a
  Chinese reply must be in Simplified characters;
- `first`: the earliest whole model name in the reply (longest name at a position, so
  "Gemini 3.5 Flash" is not found inside "Gemini 3.5 Flash-Lite") must be this one;
- `has` / `hasnt`: whole model names that must / must not appear anywhere;
- `numbers` / `not_numbers`: figures that must / must not appear. A figure written with
  fewer decimals matches the reply's figure rounded half-up to as many (so "417" matches
  416.6 and 417, "237.8" does not match 238); thousands separators are ignored;
- `says`: phrases that must appear, each a string, a tuple of alternatives, or "@name" for
  one of the PHRASES below (both languages); matched ignoring case, width and spaces;
- `patterns` / `not_patterns`: regular expressions over the reply (rarely needed);
- `max_lines`: at most this many non-empty lines (small talk, "not understood").
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import re
import tempfile
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from bot.config import DATA_DIR

SNAPSHOTS = DATA_DIR / "snapshots"

# Ways of saying one fact, in both languages; a case names them as "@key".
PHRASES: dict[str, tuple[str, ...]] = {
    "not_in_data": (
        "not in the data", "isn't in the data", "is not in the data", "not in my data", "no data on",
        "not found", "don't know", "don't recognise", "don't recognize", "don't have", "do not have", "no model called", "not on the board", "unknown model",
        "isn't on", "not tracked", "no such model", "no model from", "no models from", "has no model",
        "has no models", "none of its models",
        "不在数据", "不认识", "数据里没有", "数据中没有", "没有这个模型", "没有该模型", "未收录", "没有收录", "找不到", "没找到",
        "不在榜", "没有该厂商", "没有这家", "没有来自", "没有关于",
    ),
    "not_measured": (
        "not measured", "isn't measured", "no model", "has no value", "no value", "not available", "no data",
        "none of the models", "not published", "unknown", "missing", "left out", "no models",
        "未测", "没有数据", "暂无", "没有模型", "无数据", "没有测", "缺少", "缺失", "未公布", "未提供", "没有值",
        "不参与", "未知",
    ),
    "none_free": (
        "none is free", "no model is free", "no free", "nothing is free", "none of them is free",
        "none are free", "not free", "no model here is free", "no model costs $0",
        "没有免费", "都不免费", "没有一个免费", "无免费", "均不免费", "都要付费", "都收费",
    ),
    "not_stated": (
        "not stated", "unknown", "not given", "not named", "no version", "doesn't say", "does not say",
        "not known", "unstated", "not specified",
        "未注明", "未知", "没有注明", "未说明", "未标明", "没有说明", "未给出", "不详", "没有给出",
    ),
    "unknown_country": ("unknown", "not known", "未知", "不明", "不详"),
    "help": ("/help",),
    "intl": ("international", "intl", "outside china", "overseas", "国际", "海外", "国外", "非国产"),
    "china": ("china", "chinese", "国产", "国内", "中国"),
    "open": ("open weights", "open-weights", "open weight", "open-weight", "open source", "open models",
             "开源", "开放权重", "开放"),
    "weekly": ("weekly", "every week", "每周", "每星期"),
    "monday": ("monday", "mon", "周一", "星期一"),
    "daily": ("daily", "every day", "each day", "每天", "每日"),
    "workdays": ("working days", "weekdays", "monday to friday", "mon–fri", "工作日", "周一到周五"),
    "off": ("off", "stopped", "unsubscribed", "not subscribed", "no subscription", "没有订阅", "no longer", "paused", "未订阅", "关闭", "取消", "退订", "不再", "停止", "已关"),
    "subscribed": ("subscribed", "digest", "已订阅", "订阅", "摘要", "日报"),
    "price_alerts": ("price", "价格"),
    "new_alerts": ("new", "新"),
    "quiet": ("quiet", "免打扰", "安静"),
    "silent": ("silent", "without sound", "no sound", "静音", "无声", "sound: off", "声音：关"),
    "bad_zone": ("time zone", "timezone", "时区"),
    "ttft": ("ttft", "first token", "first answer", "首 token", "首token", "首字", "首个", "首词", "首包"),
    "relay": ("relay", "中转"),
    "deployment": ("deployment", "deployed", "served", "部署"),
    "dates": ("2026-10-28", "2026年10月28日", "10月28日", "oct 28", "28 oct"),
    "date_001": ("2026-07-11", "2026年7月11日", "7月11日", "jul 11", "11 jul"),
    "aa": ("artificial analysis", "artificialanalysis.ai"),
    "top5": ("top 5", "前 5", "前5", "#5", "第 5", "第5"),
    "thanks_back": (
        "welcome", "any time", "anytime", "glad", "happy to help", "no problem", "you're welcome", "cheers",
        "不客气", "不用谢", "随时", "别客气", "乐意", "客气",
    ),
}

HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
# Characters that exist only in Traditional script (their Simplified forms differ).
TRADITIONAL = set("國產價與們這個為說錢無從來對時問貴誰點應該費將會裡開發邊語閱讀簡體專業節據數廠實質號試類歷麼嗎聰種")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")


@dataclass(frozen=True)
class Case:
    kind: str
    text: str
    lang: str                           # "zh", "en", or "any"
    first: str | None = None
    has: tuple[str, ...] = ()
    hasnt: tuple[str, ...] = ()
    numbers: tuple = ()                 # each a figure, or a tuple of alternative figures
    not_numbers: tuple[str, ...] = ()
    says: tuple = ()                    # each a phrase, "@key", or a tuple of alternatives
    patterns: tuple = ()                # regular expressions, or (label, regex) pairs
    not_patterns: tuple = ()
    max_lines: int | None = None
    tg_lang: str | None = "en"          # the sender's Telegram language_code
    chat_lang: str | None = None        # the chat's /lang, set before the message
    before: tuple[str, ...] = ()        # messages the same user sent the bot first (e.g. /subscribe)
    group: bool = False
    silent: bool = False                # no reply at all (group chatter not addressed to the bot)
    why: str = ""                       # where the expected facts come from

    @property
    def styles(self) -> tuple[str, ...]:
        """How the message is written, for reporting: mixed scripts, full-width, Traditional, group."""
        out = []
        if HAN.search(self.text) and re.search(r"[A-Za-z]", self.text):
            out.append("mixed-script")
        if any("\uff01" <= ch <= "\uff5e" for ch in self.text):
            out.append("full-width")
        if any(ch in TRADITIONAL for ch in self.text):
            out.append("traditional")
        if self.group:
            out.append("group")
        if self.text.startswith("/"):
            out.append("command")
        return tuple(out)


def near(subjects: tuple[str, ...], markers: tuple[str, ...], gap: int = 60) -> tuple[str, str]:
    """A labelled pattern: one of `subjects` and one of `markers` on the same line, in either
    order (e.g. "TTFT: not measured", "首字延迟：暂无"), so a card's other "unknown" doesn't count."""
    a = "|".join(re.escape(_casefold(w)) for w in subjects)
    b = "|".join(re.escape(_casefold(w)) for w in markers)
    return (f"{subjects[0]} … {markers[0]} on one line",
            rf"(?:{a})[^\n]{{0,{gap}}}(?:{b})|(?:{b})[^\n]{{0,{gap}}}(?:{a})")


MISSING = ("not measured", "not published", "no data", "no value", "n/a", "—", "unknown", "missing",
           "未测", "暂无", "无数据", "没有", "缺", "未公布", "未知", "不详")


def case(kind: str, text: str, lang: str, **facts) -> Case:
    """A case from keyword facts; lists become tuples so cases stay hashable and frozen."""
    return Case(kind, text, lang, **{key: tuple(value) if isinstance(value, list) else value
                                      for key, value in facts.items()})


# ---------------------------------------------------------------- the bundled names

def _family(name: str) -> str:
    """A board name without its tier: the last parenthetical (rule 3)."""
    return re.sub(r"\s*\([^()]*\)\s*$", "", name).strip()


def known_models() -> tuple[str, ...]:
    """Every model name in the bundled snapshots: board rows (as families), deployments, facts."""
    names: set[str] = set()
    for path in sorted(SNAPSHOTS.glob("*.json")):
        snapshot = json.loads(path.read_text(encoding="utf-8"))
        names.update(_family(row["name"]) for row in snapshot.get("models", []))
        names.update(row["model"] for row in snapshot.get("deployments", []))
        names.update(row["name"] for row in snapshot.get("model_facts", []))
    return tuple(sorted(names))


def source_titles() -> tuple[str, ...]:
    """The sources' own titles (Chinese, verbatim): quoting one doesn't make a reply Chinese."""
    titles = []
    for path in sorted(SNAPSHOTS.glob("*.json")):
        source = json.loads(path.read_text(encoding="utf-8"))["source"]
        titles.append(source.get("title", ""))
    return tuple(t for t in titles if t)


# ---------------------------------------------------------------- matching

def _casefold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _fold(text: str) -> str:
    """For names: case, width and the dash variants ("GPT‑5.6") don't matter."""
    return re.sub(r"[\u2010-\u2015\u2212]", "-", _casefold(text))


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", _fold(text))


def _name_pattern(name: str) -> re.Pattern:
    parts = [re.escape(part) for part in _fold(name).split()]
    body = r"\s+".join(parts)
    # whole name: not glued to a letter or digit, nor continued by "-x" or ".5" (Flash-Lite, K2.6)
    return re.compile(rf"(?<![\w.])(?:{body})(?![\w]|[-.][\w])")


class Names:
    """Finds whole model names in a reply."""

    def __init__(self, names: tuple[str, ...]) -> None:
        self.names = names
        self._patterns = {name: _name_pattern(name) for name in names}

    def pattern(self, name: str) -> re.Pattern:
        if name not in self._patterns:
            self._patterns[name] = _name_pattern(name)
        return self._patterns[name]

    def spans(self, reply: str, name: str) -> list[tuple[int, int]]:
        return [m.span() for m in self.pattern(name).finditer(_fold(reply))]

    def appears(self, reply: str, name: str) -> bool:
        """`name` appears whole, and not only as part of a longer known name at the same place."""
        folded = _fold(reply)
        longer = [n for n in self.names if n != name and _fold(name) in _fold(n)]
        covered = {span for other in longer for span in
                   ((m.start(), m.end()) for m in self.pattern(other).finditer(folded))}
        for start, end in self.spans(reply, name):
            if not any(s <= start and end <= e for s, e in covered):
                return True
        return False

    def first(self, reply: str) -> str | None:
        """The known model named earliest in the reply (the longest name at that place)."""
        folded = _fold(reply)
        best: tuple[int, int, str] | None = None
        for name in self.names:
            m = self.pattern(name).search(folded)
            if m and (best is None or (m.start(), -len(name)) < (best[0], best[1])):
                best = (m.start(), -len(name), name)
        return best[2] if best else None


# Dates, times of day and data ages are not figures of the answer: "2026-07-11" must not
# count as a rank 11, nor "data 34 days old" as a rank 34.
_NOT_FIGURES = re.compile(r"\d{4}-\d{1,2}-\d{1,2}|\d{4}年\d{1,2}月\d{1,2}日|\d{1,2}月\d{1,2}日|\b\d{1,2}:\d{2}\b"
                          r"|\d+\s*days?\b|\d+\s*天")


def numbers_in(reply: str) -> list[str]:
    text = _NOT_FIGURES.sub(" ", unicodedata.normalize("NFKC", reply))
    text = re.sub(r"(?<=\d)[,\u2009\u202f'](?=\d{3}(?!\d))", "", text)  # 1,500 -> 1500
    return _NUMBER.findall(text)


def _matches_figure(expected: str, shown: str) -> bool:
    want = Decimal(expected)
    places = -want.as_tuple().exponent if "." in expected else 0
    got = Decimal(shown)
    if "." in shown and len(shown.split(".")[1]) < places:
        return False  # the reply shows less precision than the fact needs
    quantum = Decimal(1).scaleb(-places)
    return got.quantize(quantum, rounding=ROUND_HALF_UP) == want


def has_figure(reply_numbers: list[str], expected: str) -> bool:
    return any(_matches_figure(expected, shown) for shown in reply_numbers)


def phrase_alternatives(item) -> tuple[str, ...]:
    if isinstance(item, tuple):
        return tuple(alt for sub in item for alt in phrase_alternatives(sub))
    if item.startswith("@"):
        return PHRASES[item[1:]]
    return (item,)


def says(reply: str, item) -> bool:
    squashed = _squash(reply)
    return any(_squash(alt) in squashed for alt in phrase_alternatives(item))


_ENGLISH = re.compile(r"\b(the|of|by|and|is|are|for|per|to|in|with|not|no|an?|at|on|from|its|this|that|it|or|be|"
                      r"has|have|than|only|one|as|you|your|what|which|here|there|yet|model|models|ranked|top|"
                      r"fastest|cheapest|smartest|price|speed|tokens|found|data|sorry|welcome|thanks)\b", re.I)


def reply_language(reply: str, question: str, titles: tuple[str, ...]) -> str:
    """'zh' or 'en', from the reply's own words: Han characters (two count as one word)
    against common English words. Han quoted from the question or from a source's title
    doesn't count, so an English reply may name “千问3.8” or a Chinese article."""
    text = reply
    for title in titles:
        text = text.replace(title, " ")
    for run in sorted(set(re.findall(r"[\u3400-\u9fff\uf900-\ufaff]+", question)), key=len, reverse=True):
        text = text.replace(run, " ")
    han = len(HAN.findall(text))
    return "zh" if han >= 2 and han / 2 > len(_ENGLISH.findall(text)) else "en"


# ---------------------------------------------------------------- judging

def _labelled(pattern) -> tuple[str, str]:
    return pattern if isinstance(pattern, tuple) else (f"/{pattern}/", pattern)


@dataclass
class Result:
    case: Case
    reply: str
    misses: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.misses


# what the bot says when answering raised (messages/*/problem.html): never a right answer
_ERROR_REPLY = re.compile(r"Something went wrong on my side|出了点问题，已记录")


def judge(case: Case, reply: str, names: Names, titles: tuple[str, ...] = ()) -> Result:
    result = Result(case, reply)
    miss = result.misses.append
    if _ERROR_REPLY.search(reply):
        miss("the bot failed while answering")
    if case.silent:
        if reply.strip():
            miss("answered a message not addressed to the bot")
        return result
    if not reply.strip():
        miss("no reply")
        return result
    if case.lang in ("zh", "en"):
        got = reply_language(reply, case.text, titles)
        if got != case.lang:
            miss(f"language {got}, expected {case.lang}")
        elif got == "zh":
            traditional = sorted({ch for ch in reply if ch in TRADITIONAL and ch not in case.text})
            if traditional:
                miss(f"Traditional characters in the reply: {''.join(traditional)}")
    if case.first:
        first = names.first(reply)
        if first != case.first:
            miss(f"first model {first!r}, expected {case.first!r}")
    for name in case.has:
        if not names.appears(reply, name):
            miss(f"missing model {name!r}")
    for name in case.hasnt:
        if names.appears(reply, name):
            miss(f"forbidden model {name!r}")
    shown = numbers_in(reply)
    for figure in case.numbers:
        options = figure if isinstance(figure, tuple) else (figure,)
        if not any(has_figure(shown, option) for option in options):
            miss(f"missing figure {'/'.join(options)}")
    for figure in case.not_numbers:
        if figure in shown:
            miss(f"forbidden figure {figure}")
    for item in case.says:
        if not says(reply, item):
            miss(f"doesn't say {item if isinstance(item, str) else ' / '.join(item)}")
    folded = _casefold(reply)
    for label, pattern in map(_labelled, case.patterns):
        if not re.search(pattern, folded):
            miss(f"doesn't say {label}")
    for label, pattern in map(_labelled, case.not_patterns):
        if re.search(pattern, folded):
            miss(f"says {label}")
    if case.max_lines is not None:
        lines = [line for line in reply.splitlines() if line.strip()]
        if len(lines) > case.max_lines:
            miss(f"{len(lines)} lines, expected at most {case.max_lines}")
    return result


# ---------------------------------------------------------------- running

async def _run(cases: list[Case], db_path: str) -> list[Result]:
    # exactly what `leaderbot ask` builds (bot/cli.py): the store with the bundled data, the
    # real Application, the in-process Bot API
    from bot.cli import open_store
    from bot.config import Config
    from bot.render import to_plain
    from bot.telegram.app import build_application
    from bot.telegram.local import LOCAL_TOKEN, LocalBotAPI, ask

    config = Config.from_env(env={}, db_path=db_path)
    db = open_store(config)
    api = LocalBotAPI()
    application = build_application(config, db, request=api, token=LOCAL_TOKEN)
    names = Names(known_models())
    titles = source_titles()
    results = []
    async with application:
        for number, item in enumerate(cases, 1):
            chat_id = -(100_000 + number) if item.group else 100_000 + number
            user_id = 100_000 + number
            setup = ([f"/lang {item.chat_lang}"] if item.chat_lang else []) + list(item.before)
            failed = []  # a conversation that broke on the way is no right answer, whatever comes last
            for text in setup:
                said = await ask(application, api, text, chat_id=chat_id, user_id=user_id, lang=item.tg_lang,
                                 group=item.group)
                failed += [text for m in said if _ERROR_REPLY.search(to_plain(m.text))]
            sent = await ask(application, api, item.text, chat_id=chat_id, user_id=user_id,
                             lang=item.tg_lang, group=item.group)
            reply = "\n".join(to_plain(message.text) for message in sent)
            result = judge(item, reply, names, titles)
            result.misses += [f"the bot failed on the earlier message {text!r}" for text in failed]
            results.append(result)
    return results


# The day the cases' facts were written for (PRODUCT.md: "today is 2026-12-01"): the ages they
# expect ("34 days old" for seed 000) hold on that day, so the set is judged as of it, whatever
# day it runs on.
EVAL_DAY = dt.date(2026, 12, 1)


def run(cases: list[Case] | None = None, db_path: str | None = None) -> list[Result]:
    """Every case through one application on a fresh database holding the bundled data, with
    data ages counted to EVAL_DAY."""
    from bot import boards

    from .cases import CASES

    cases = list(CASES if cases is None else cases)
    counted_to, boards.today = boards.today, lambda: EVAL_DAY
    try:
        if db_path is not None:
            return asyncio.run(_run(cases, db_path))
        with tempfile.TemporaryDirectory(prefix="leaderbot-eval-") as folder:
            return asyncio.run(_run(cases, str(Path(folder) / "eval.db")))
    finally:
        boards.today = counted_to


def accuracy(results: list[Result]) -> tuple[float, dict[str, tuple[int, int]]]:
    """Overall share right, and (right, total) per kind."""
    per_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for result in results:
        per_kind[result.case.kind][0] += result.ok
        per_kind[result.case.kind][1] += 1
    overall = sum(r.ok for r in results) / len(results) if results else 0.0
    return overall, {kind: (right, total) for kind, (right, total) in sorted(per_kind.items())}


def by_style(results: list[Result]) -> dict[str, tuple[int, int]]:
    right, total = Counter(), Counter()
    for result in results:
        for style in result.case.styles or ("plain",):
            total[style] += 1
            right[style] += result.ok
    return {style: (right[style], total[style]) for style in sorted(total)}


def expected_summary(case: Case) -> str:
    parts = []
    if case.first:
        parts.append(f"first {case.first}")
    if case.has:
        parts.append("has " + ", ".join(case.has))
    if case.hasnt:
        parts.append("not " + ", ".join(case.hasnt))
    if case.numbers:
        parts.append("figures " + ", ".join("/".join(n) if isinstance(n, tuple) else n for n in case.numbers))
    if case.says:
        parts.append("says " + ", ".join(s if isinstance(s, str) else "/".join(s) for s in case.says))
    parts.append(f"in {case.lang}")
    return "; ".join(parts)
