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


# -- vocabulary (matched on casefolded text; Chinese needs no word boundaries) --------
_REGION = [
    (r"国产|国内|中国|大陆|\bchina\b|\bchinese\b|\bcn\b|\bdomestic\b", "cn"),
    (r"国外|海外|国际|外国|\binternational\b|\bintl\b|\bglobal\b(?=.*\bnon-?china\b)|\bforeign\b|\boverseas\b|\bwestern\b", "intl"),
]
_OPEN = r"开源|开放权重|开权重|\bopen[- ]?(?:weights?|source)?\b|\boss\b"
_METRICS = [
    (r"性价比|每美元|\bvalue\b|per[- ]dollar|bang for|tokens?/s per \$", "value"),
    (r"首字|首token|首 token|延迟|\bttft\b|\blatency\b|first token|time to first", "ttft"),
    (r"便宜|价格|低价|省钱|\bcheap(?:est|er)?\b|\bprice[sd]?\b|\bcost\b|\bafford", "price"),
    (r"最聪明|最强|智能|聪明|\bsmart(?:est)?\b|\bintelligen(?:ce|t)\b|\bbest quality\b|\bstrongest\b", "intelligence"),
    (r"最快|速度|快|吞吐|\bfast(?:est|er)?\b|\bspeed\b|\bquick(?:est)?\b|\bthroughput\b|tokens?/s|t/s|\btop\b|排行|排名|榜", "speed"),
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
_SOURCE = r"数据来源|数据源|来源|\bsources?\b|\bwhere does the data\b"
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
_LIMIT = re.compile(
    r"(?:前|\btop\s*|\bbest\s*)(\d{1,3}|十五|二十|[一二两三四五六七八九十])|(\d{1,3})\s*(?:个|款|名|位)|^\s*(\d{1,2})\s*$"
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
    raw = match.group(1) or match.group(2) or match.group(3)
    value = int(raw) if raw.isdigit() else _CN_NUMBERS.get(raw)
    return max(1, min(MAX_LIMIT, value)) if value else None


def modifiers(text: str, base: Query) -> Query:
    """Region, open-weights, top-N and price kind words added to a board query."""
    low = text.casefold()
    region = _first(_REGION, low)
    limit = _limit(low)
    metric = base.metric
    if metric.startswith("price"):
        metric = _first(_PRICE_KIND, low) or metric
    return replace(
        base,
        region=region or base.region,
        open_only=base.open_only or bool(re.search(_OPEN, low)),
        limit=limit or base.limit,
        metric=metric,
    )


def _board(metric: str, text: str, **kw: object) -> Query:
    base = Query("board", metric="price_out" if metric == "price" else metric, **kw)  # type: ignore[arg-type]
    query = modifiers(text, base)
    lead = re.match(r"\s*(\d{1,2})\s", text)  # "/top 5 china": a number first says how many
    if lead and query.limit == base.limit:
        query = replace(query, limit=max(1, min(MAX_LIMIT, int(lead.group(1)))))
    return query


def _agent(args: str) -> Query:
    numbers = [int(n) for n in re.findall(r"\d+", args)]
    if len(numbers) < 2:
        return Query("agent", problem="agent_usage", calls=numbers[0] if numbers else None)
    calls, tokens = numbers[0], numbers[1]
    if not (1 <= calls <= 10_000 and 1 <= tokens <= 1_000_000):
        return Query("agent", problem="agent_range")
    return modifiers(args, Query("agent", calls=calls, tokens=tokens))


def _compare(args: str) -> Query:
    names = tuple(n.strip(" ?？.。!！") for n in re.split(_COMPARE_SPLIT, args, flags=re.I) if n.strip(" ?？.。!！"))
    if not 2 <= len(names) <= 5:
        return Query("compare", names=names, problem="compare_count")
    return Query("compare", names=names)


def _scenario(text: str) -> Query | None:
    key = _first(_SCENARIOS, text.casefold())
    return modifiers(text, Query("scenario", scenario=key)) if key else None


_COMMANDS = {
    "top": lambda a: _board("speed", a),
    "fastest": lambda a: _board("speed", a),
    "speed": lambda a: _board("speed", a),
    "ttft": lambda a: _board("ttft", a),
    "latency": lambda a: _board("ttft", a),
    "cheap": lambda a: _board("price", a),
    "cheapest": lambda a: _board("price", a),
    "price": lambda a: _board("price", a),
    "value": lambda a: _board("value", a),
    "smart": lambda a: _board("intelligence", a),
    "tradeoff": lambda a: modifiers(a, Query("tradeoff")),
    "china": lambda a: _board(_first(_METRICS, a.casefold()) or "speed", a, region="cn"),
    "intl": lambda a: _board(_first(_METRICS, a.casefold()) or "speed", a, region="intl"),
    "open": lambda a: _board(_first(_METRICS, a.casefold()) or "speed", a, open_only=True),
    "model": lambda a: Query("card", names=(a.strip(),)) if a.strip() else Query("card", problem="model_usage"),
    "compare": _compare,
    "scenario": lambda a: _scenario(a) or Query("scenario", problem="scenario_usage"),
    "agent": _agent,
    "new": lambda a: modifiers(a, Query("new")),
    "source": lambda a: Query("source"),
    "sources": lambda a: Query("source"),
    "help": lambda a: Query("help"),
    "start": lambda a: Query("start", arg=a.strip() or None),
    "lang": lambda a: Query("lang", arg=a.strip().casefold() or None),
}
COMMANDS = tuple(_COMMANDS)


def parse_command(command: str, args: str) -> Query:
    """A slash command (without '/' and '@bot') and the rest of the message."""
    if len(args) > MAX_INPUT:
        return Query("too_long")
    handler = _COMMANDS.get(command.casefold())
    return handler(args) if handler else Query("unknown", arg=command)


def parse_text(text: str, family_names: dict[str, str] | None = None) -> Query:
    """A plain phrase. `family_names` (key -> name) lets a bare model name mean its card."""
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
        return modifiers(text, Query("tradeoff"))
    mentioned = _mentioned_model(low, family_names or {})
    if mentioned:
        return Query("card", names=(mentioned,))
    if re.search(_SCENARIO_CUE, low) or not _first(_METRICS, low):
        scenario = _scenario(text)
        if scenario:
            return scenario
    if re.search(_NEW, low):
        return modifiers(text, Query("new"))
    metric = _first(_METRICS, low)
    if metric:
        return _board(metric, text)
    if re.search(_SOURCE, low):
        return Query("source")
    if _first(_REGION, low) or re.search(_OPEN, low):
        return _board("speed", text)
    bare = re.sub(_FILLER, "", text, flags=re.I).strip()
    if bare:
        return Query("card", names=(bare,), problem="maybe_model")
    return Query("unknown")


def _mentioned_model(low: str, family_names: dict[str, str]) -> str | None:
    """A family name standing whole inside the text ('how fast is glm-5.2?')."""
    text = normalise(low)
    best = None
    for name in family_names.values():
        key = normalise(name)
        if len(key) >= 4 and key in text and (best is None or len(key) > len(normalise(best))):
            best = name
    return best
