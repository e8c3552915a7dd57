"""Chat text -> a Query (pure). Slash commands and plain phrases in Chinese and English
map to the same queries; model names are resolved later, against the board."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from .names import normalise

MAX_INPUT = 512  # characters of a message we try to understand; longer text is refused politely
DEFAULT_LIMIT = 10
MAX_LIMIT = 30


@dataclass(frozen=True)
class Query:
    kind: str  # board tradeoff card compare scenario agent new source help start lang unknown too_long
    metric: str = "speed"
    region: str | None = None
    open_only: bool = False
    limit: int = DEFAULT_LIMIT
    offset: int = 0  # rows skipped: a board's later pages (buttons under the board)
    names: tuple[str, ...] = ()
    scenario: str | None = None
    calls: int | None = None
    tokens: int | None = None
    arg: str | None = None  # /lang value, /start payload
    problem: str | None = None  # a usage problem to explain instead of answering
    vendors: tuple[str, ...] = ()  # creators the board is limited to ("deepseek 的模型")
    capped: bool = False  # asked for more rows than one page holds: say so


# -- vocabulary (matched on casefolded text; Chinese needs no word boundaries) --------
_REGION = [
    (r"国产|国内|中国|大陆|\bchina\b|\bchinese\b|\bcn\b|\bdomestic\b", "cn"),
    (r"国外|海外|国际|外国|\binternational\b|\bintl\b|\bglobal\b(?=.*\bnon-?china\b)|\bforeign\b|\boverseas\b|\bwestern\b", "intl"),
]
# "outside China", "非国产": a region ruled out is the other one, not the one named.
_NOT_CHINA = (r"非国产|不要国产|除了国产|国产以外|国产之外|不是国产|不用国产|非中国|中国以外|中国之外|海外的|"
              r"\b(?:outside|excluding|except|besides|not|no|non)[- ]?(?:the )?(?:china|chinese|cn)\b|\bex-?china\b")
_NOT_INTL = (r"非国际|不要国外|除了国外|国外以外|不要海外|非海外|"
             r"\b(?:outside|excluding|except|not|no|non)[- ]?(?:international|intl|foreign|western|us)\b")
_OPEN = r"开源|开放权重|开权重|\bopen[- ]?(?:weights?|source)?\b|\boss\b"
_METRICS = [
    (r"性价比|每美元|\bvalue\b|per[- ]dollar|bang for|tokens?/s per \$", "value"),
    (r"首字|首token|首 token|延迟|\bttft\b|\blatency\b|first token|time to first", "ttft"),
    (r"便宜|价格|低价|省钱|\bcheap(?:est|er)?\b|\bprice[sd]?\b|\bcost\b|\bafford", "price"),
    (r"最聪明|最强|智能|聪明|\bsmart(?:est)?\b|\bintelligen(?:ce|t)\b|\bbest quality\b|\bstrongest\b", "intelligence"),
    (r"最快|速度|快|吞吐|\bfast(?:est|er)?\b|\bspeed\b|\bquick(?:est)?\b|\bthroughput\b|tokens?/s|t/s|\btop\d*\b|排行|排名|榜"
     r"|前\s*(?:\d{1,2}|十五|二十|[一二两三四五六七八九十])", "speed"),
]
_PRICE_KIND = [
    (r"输入|\binput\b|\bprompt\b", "price_in"),
    (r"混合|综合|加权|\bblended\b|\bmixed\b|\boverall\b", "price_blended"),
    (r"输出|\boutput\b|\bcompletion\b", "price_out"),
]
_SCENARIOS = [
    (r"实时|对话|聊天|语音|客服|\breal[- ]?time\b|\bchat(?:bot)?\b|\bvoice\b|\bconversation", "realtime"),
    (r"批量|翻译|长文|摘要|总结|\bbatch\b|\blong[- ]?form\b|\btranslat|\bsummar|\bbulk\b|\blong (?:text|output|answers?)\b", "longform"),
    (r"研究|报告|\bresearch\b|\breport\b|\banalysis\b", "research"),
    (r"编程|代码|写码|\bcod(?:e|ing)\b|\bprogramm|\bdeveloper\b", "coding"),
    (r"智能体|代理|工作流|\bagent(?:s|ic)?\b|\bworkflows?\b|\btool[- ]?use\b", "agent"),
    (r"预算|省钱|最低成本|\bbudget\b|\bcheap (?:option|pick)\b|\bon a budget\b", "budget"),
]
_SCENARIO_CUE = r"用哪个|选什么|选哪个|用什么|推荐|适合|哪个好|\bfor\b|\bwhich\b|\brecommend|\bbest (?:model )?for\b|\bpick\b|\bscenario\b|场景"
_NEW = r"新模型|新上|最新|新品|上新|what'?s new|\bnew models?\b|\bnewest\b|\blatest\b|\bjust released\b"
_SOURCE = (r"数据来源|数据源|来源|多久更新|更新频率|数据更新|什么时候更新|\bsources?\b|\bwhere does the data\b|"
           r"\bhow often\b|\bupdated?\b|\bfresh(?:ness)?\b")
_HELP = r"^(?:help|帮助|怎么用|使用说明|\?|？|hi|hello|hey|你好|您好)$"
_TRADEOFF = r"trade-?off|权衡|又快又强|速度.{0,3}智能|智能.{0,3}速度|speed vs\.? intelligence|intelligence vs\.? speed|fast and smart"
_COMPARE_LEAD = r"^(?:compare|对比一下|对比|比较一下|比较|vs\.?)\s*[:：]?\s*"
_COMPARE_SPLIT = r"\s*(?:,|，|、|;|；|\bvs\.?\b|\bversus\b|\band\b|和|与|跟|对比|比较|\s/\s)\s*"
_FILLER = (
    r"^(?:tell me about|what about|how about|show(?: me)?|info(?:rmation)? (?:on|about)|details? (?:of|on|for)|"
    r"介绍一下|介绍|看看|查一下|查询|查)\s*|\s*(?:怎么样|如何|的信息|的数据|详情|info|details?)\s*[?？]?$"
)
_CN_NUMBERS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
               "十五": 15, "二十": 20}
_CN_NUMBER = r"十五|二十|[一二两三四五六七八九十]"
_LIMIT = re.compile(
    rf"(?:前\s*|\btop\s*|\bbest\s*)(\d{{1,3}}|{_CN_NUMBER})"
    rf"|(\d{{1,3}}|{_CN_NUMBER})\s*(?:个|款|名|位)"
    r"|\b(\d{1,3})\s+(?:\w+\s+)?(?:cheapest|fastest|smartest|best|quickest|models?)\b"
    r"|\b(?:cheapest|fastest|smartest|quickest)\s+(\d{1,3})\b"
)


def _first(patterns: list[tuple[str, str]], text: str) -> str | None:
    for pattern, value in patterns:
        if re.search(pattern, text):
            return value
    return None


def _limit(text: str) -> int | None:
    match = _LIMIT.search(text)
    if not match:
        return None
    raw = next(g for g in match.groups() if g)
    return int(raw) if raw.isdigit() else _CN_NUMBERS.get(raw)


def _region(low: str) -> str | None:
    if re.search(_NOT_CHINA, low):
        return "intl"
    if re.search(_NOT_INTL, low):
        return "cn"
    return _first(_REGION, low)


def vendors_in(low: str, vendor_words: dict[str, str] | None) -> tuple[str, ...]:
    """Creators named in the text by any of their names ("深度求索", "qwen", "阿里")."""
    found: dict[str, int] = {}
    for word, creator in (vendor_words or {}).items():
        pattern = re.escape(word) if re.search(r"[^\x00-\x7f]", word) else rf"\b{re.escape(word)}\b"
        match = re.search(pattern, low)
        if match and match.start() < found.get(creator, len(low) + 1):
            found[creator] = match.start()
    return tuple(sorted(found, key=found.get))  # in the order the text names them


def modifiers(text: str, base: Query, vendor_words: dict[str, str] | None = None) -> Query:
    """Region, open-weights, vendor, top-N and price kind words added to a query."""
    low = text.casefold()
    limit = _limit(low)
    metric = base.metric
    if metric.startswith("price"):
        metric = _first(_PRICE_KIND, low) or metric
    query = replace(
        base,
        region=_region(low) or base.region,
        open_only=base.open_only or bool(re.search(_OPEN, low)),
        metric=metric,
        vendors=vendors_in(low, vendor_words) or base.vendors,
    )
    return _with_limit(query, limit)


def _with_limit(query: Query, limit: int | None) -> Query:
    if limit is None:
        return query
    if limit < 1:
        return replace(query, problem="top_range")
    return replace(query, limit=min(MAX_LIMIT, limit), capped=limit > MAX_LIMIT)


def _board(metric: str, text: str, vendor_words: dict[str, str] | None = None, *, command: bool = False,
           **kw: object) -> Query:
    base = Query("board", metric="price_out" if metric == "price" else metric, **kw)  # type: ignore[arg-type]
    query = modifiers(text, base, vendor_words)
    if command and _limit(text.casefold()) is None:
        # In a command any lone number says how many: "/top 5 china", "/top china 3", "/top -5".
        numbers = re.findall(r"(?<![\w.])(-?\d+(?:\.\d+)?)(?![\w.])", text)
        if numbers:
            if not re.fullmatch(r"\d+", numbers[0]):
                return replace(query, problem="top_range")
            query = _with_limit(query, int(numbers[0]))
    return query


def _agent(args: str) -> Query:
    """Two whole numbers: calls, then output tokens per call ("1.5", "-3", "1e3" are refused)."""
    numbers = re.findall(r"(?<![\w.])[-+]?\d[\d.,eE+-]*(?![\w.])", args)
    if len(numbers) < 2:
        return Query("agent", problem="agent_usage")
    if not all(re.fullmatch(r"\d+", n) for n in numbers[:2]):
        return Query("agent", problem="agent_range")
    calls, tokens = int(numbers[0]), int(numbers[1])
    if not (1 <= calls <= 10_000 and 1 <= tokens <= 1_000_000):
        return Query("agent", problem="agent_range")
    return modifiers(args, Query("agent", calls=calls, tokens=tokens))


def _compare(args: str) -> Query:
    names = tuple(n.strip(" ?？.。!！") for n in re.split(_COMPARE_SPLIT, args, flags=re.I) if n.strip(" ?？.。!！"))
    if not 2 <= len(names) <= 5:
        return Query("compare", names=names, problem="compare_count")
    return Query("compare", names=names)


def _scenario(text: str, vendor_words: dict[str, str] | None = None) -> Query | None:
    key = _first(_SCENARIOS, text.casefold())
    return modifiers(text, Query("scenario", scenario=key), vendor_words) if key else None


def _command_board(metric: str | None, **kw: object):
    def parse(args: str, vendor_words: dict[str, str] | None) -> Query:
        chosen = metric or _first(_METRICS, args.casefold()) or "speed"
        return _board(chosen, args, vendor_words, command=True, **kw)

    return parse


_COMMANDS = {
    "top": _command_board("speed"),
    "fastest": _command_board("speed"),
    "speed": _command_board("speed"),
    "ttft": _command_board("ttft"),
    "latency": _command_board("ttft"),
    "cheap": _command_board("price"),
    "cheapest": _command_board("price"),
    "price": _command_board("price"),
    "value": _command_board("value"),
    "smart": _command_board("intelligence"),
    "tradeoff": lambda a, v: modifiers(a, Query("tradeoff"), v),
    "china": _command_board(None, region="cn"),
    "intl": _command_board(None, region="intl"),
    "open": _command_board(None, open_only=True),
    "model": lambda a, v: Query("card", names=(a.strip(),)) if a.strip() else Query("card", problem="model_usage"),
    "compare": lambda a, v: _compare(a),
    "scenario": lambda a, v: _scenario(a, v) or Query("scenario", problem="scenario_usage"),
    "agent": lambda a, v: _agent(a),
    "new": lambda a, v: modifiers(a, Query("new"), v),
    "source": lambda a, v: Query("source"),
    "sources": lambda a, v: Query("source"),
    "help": lambda a, v: Query("help"),
    "start": lambda a, v: Query("start", arg=a.strip() or None),
    "lang": lambda a, v: Query("lang", arg=a.strip().casefold() or None),
}
COMMANDS = tuple(_COMMANDS)


def parse_command(command: str, args: str, vendor_words: dict[str, str] | None = None) -> Query:
    """A slash command (without '/' and '@bot') and the rest of the message."""
    if len(args) > MAX_INPUT:
        return Query("too_long")
    handler = _COMMANDS.get(command.casefold())
    return handler(args, vendor_words) if handler else Query("unknown", arg=command)


def parse_text(text: str, family_names: dict[str, str] | None = None,
               vendor_words: dict[str, str] | None = None) -> Query:
    """A plain phrase. `family_names` (key -> name) lets a model named in it mean its card
    (two or more: a comparison); `vendor_words` (word -> creator) limits boards to vendors."""
    text = " ".join(text.split())
    if len(text) > MAX_INPUT:
        return Query("too_long")
    low = text.casefold()
    if not low or re.search(_HELP, low):
        return Query("help")
    if re.match(_COMPARE_LEAD, low) or re.search(r"\bvs\.?\b|\bversus\b", low):
        return _compare(re.sub(_COMPARE_LEAD, "", text, flags=re.I))
    if re.search(r"\bagent\b|智能体", low) and len(re.findall(r"\d+", low)) >= 2:
        return _agent(text)
    if re.search(_TRADEOFF, low):
        return modifiers(text, Query("tradeoff"), vendor_words)
    mentioned = mentioned_models(low, family_names or {})
    if len(mentioned) >= 2:  # "is glm-5.2 faster than qwen3.7 max?", "A 和 B 哪个快"
        return Query("compare", names=tuple(mentioned[:5]))
    if mentioned:
        return Query("card", names=(mentioned[0],))
    if re.search(_SCENARIO_CUE, low) or not _first(_METRICS, low):
        scenario = _scenario(text, vendor_words)
        if scenario:
            return scenario
    if re.search(_NEW, low):
        return modifiers(text, Query("new"), vendor_words)
    metric = _first(_METRICS, low)
    if metric:
        return _board(metric, text, vendor_words)
    if re.search(_SOURCE, low):
        return Query("source")
    if _region(low) or re.search(_OPEN, low) or vendors_in(low, vendor_words):
        return _board("speed", text, vendor_words)
    bare = re.sub(_FILLER, "", text, flags=re.I).strip()
    if bare:
        return Query("card", names=(bare,), problem="maybe_model")
    return Query("unknown")


def mentioned_models(low: str, family_names: dict[str, str]) -> list[str]:
    """Family names standing whole inside the text, longest first, without overlaps
    ("how fast is glm-5.2?", "glm-5.2 和 kimi k2.6 哪个快"), in the order they appear."""
    text = normalise(low)
    taken = [False] * len(text)
    found: list[tuple[int, str]] = []
    for name in sorted(set(family_names.values()), key=lambda n: -len(normalise(n))):
        key = normalise(name)
        if len(key) < 4:
            continue
        at = text.find(key)
        while at >= 0 and any(taken[at:at + len(key)]):
            at = text.find(key, at + 1)
        if at >= 0:
            taken[at:at + len(key)] = [True] * len(key)
            found.append((at, name))
    return [name for _, name in sorted(found)]
