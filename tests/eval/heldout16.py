"""The sixteenth held-out test's misses (three new users: a Shenzhen edge-AI hardware engineer
asking about deployments, GPUs and batch costs; a US product manager choosing a support chatbot
who argues with answers and sets alerts in words; a Hong Kong student writing Traditional Chinese
and Cantonese), written on 2026-12-02 from the seeds before the bot saw them. The misses fixed
since are here as case facts, each from that user's own facts column.
"""

from __future__ import annotations

from .heldout import held_out

Z, E, ANY = "zh", "en", "any"

case = held_out(16)

HELDOUT_16 = [
    # seed 001: 100M output tokens × $0.22 (MiniMax-M3) = $22; × $0.87 (GPT-5.6 Luna) = $87
    case("cost", "换minimax m3呢", Z, "nn45", before=["跑批 1亿output token 用ds v4 flash 要多少钱"], says=["$22.00"]),
    case("cost", "gpt-5.6 luna呢", Z, "nn46", before=["跑批 1亿output token 用ds v4 flash 要多少钱", "换minimax m3呢"],
         says=["$87.00"]),
    # 1,000,000 tokens / 1668 t/s (Celeris-1, seed 000) ≈ 600 s, about 10 minutes
    case("cost", "celeris-1呢", Z, "nn49", before=["ds v4 flash 单路吐1M token要多久"], says=["600", "10 分钟"]),
    # 100 steps × 2k output tokens = 200k tokens / 181 t/s (GLM-5.2) ≈ 1105 s, about 18 minutes
    case("cost", "@leaderbot agent跑100步 每步输出2k token 用glm-5.2大概多久", Z, "nn60", group=True,
         says=["200,000", "1105", "18 分钟"]),
    # 50k conversations × 800 output tokens = 40M a month: × $0.87 = $34.80 (Luna), × $1.54 = $61.60 (Sonnet 5)
    case("cost", "now same thing w/ gpt-5.6 luna", E, "oo10",
         before=["cost for 50k conversations a month on deepseek v4 flash, ~800 output tokens per convo"], says=["$34.80"]),
    case("cost", "and claude sonnet 5", E, "oo11",
         before=["cost for 50k conversations a month on deepseek v4 flash, ~800 output tokens per convo",
                 "now same thing w/ gpt-5.6 luna"], says=["$61.60"]),
    # 1M output tokens a day × $0.90 (GLM-5.2) × 30 = $27.00 a month
    case("cost", "換做glm-5.2呢", Z, "pp68", before=["每日1M output tokens 用minimax m3 一個月幾錢"], says=["$27.00"]),
    # no workload before: a name with 呢 is that model's card
    case("model", "换minimax m3呢", Z, "nn45", before=["deepseek v4 flash 多快"], first="MiniMax-M3", says=["96"],
         not_patterns=[r"\$\d+\.\d\d（"]),
    # alert settings in words (PRODUCT.md: requests in words change the settings; one kind off keeps the rest)
    case("alerts", "价格变了也推", Z, "nn53", before=["/subscribe instant new"], says=["即时提醒：新模型、价格"]),
    case("alerts", "排名变化的就别推了 太吵", Z, "nn55", before=["/subscribe instant new price"],
         says=["即时提醒：新模型、价格", "只在速报里"], not_patterns=["已退订"]),
    case("alerts", "算了 全部取消", Z, "nn56", before=["/subscribe instant new"], says=["已退订"]),
    case("alerts", "and instantly if any price changes", E, "oo71", before=["/subscribe daily 09:00"],
         says=["At once: prices"]),
    case("alerts", "@leaderbot daily digest for this group at 9am ET pls", E, "oo82", group=True,
         says=["09:00", "America/New_York"]),
    case("alerts", "夜晚11點到朝早7點唔好煩我", Z, "pp60", before=["/subscribe"], says=["23:00", "07:00"]),
    case("alerts", "有新model就即刻通知我", Z, "pp61", before=["/subscribe"], says=["即时提醒：新模型"]),
    case("alerts", "我而家有咩設定", Z, "pp62", before=["/subscribe 08:00"], says=["08:00"], not_patterns=["没看懂"]),
    case("alerts", "digest改做夜晚9點", Z, "pp63", before=["/subscribe 08:00"], says=["21:00"], not_patterns=["09:00"]),
    case("alerts", "價錢有郁都話我知", Z, "pp64", before=["/subscribe instant new"], says=["即时提醒：新模型、价格"]),
    case("alerts", "唔要new model通知喇", Z, "pp65", before=["/subscribe instant new price"], says=["即时提醒：价格"],
         not_patterns=["新模型、"]),
    case("alerts", "stop all alerts", E, "pp66", before=["/subscribe instant new"], says=["Unsubscribed"]),
    # a bound in words: "decent smarts" is an intelligence index of 50 or more (said in the title); seed 001:
    # GPT-5.6 Luna $0.87 (51) is the cheapest of those, ahead of GLM-5.2 $0.90 (51); DeepSeek V4 Flash has no index
    case("filter", "whats cheapest w/ decent smarts", E, "oo6", first="GPT-5.6 Luna", has=["GLM-5.2"],
         hasnt=["DeepSeek V4 Flash"], says=["intelligence index at least 50"]),
    case("filter", "for a customer support chatbot, smart enough + cheap, what should i use", E, "oo58",
         first="GPT-5.6 Luna", hasnt=["DeepSeek V4 Flash"]),
    case("followup", "and the second one?", E, "oo7", before=["whats cheapest w/ decent smarts"], first="GLM-5.2"),
    # by speed, only models with an intelligence index: GPT-5.6 Luna 204 first (seed 001), no Celeris-1
    case("filter", "top 5 by speed but only ones with intelligence score", E, "oo91", first="GPT-5.6 Luna",
         hasnt=["Celeris-1", "Claude Fable 5"]),
    # relay prices (seed 004) exist for Gemini 3.5 Flash-Lite (416.6 t/s) and Claude Haiku 5.5 (235.6)
    case("filter", "thx, 1 last thing: whats the fastest model w/ a relay price", E, "oo100",
         first="Gemini 3.5 Flash-Lite", has=["Claude Haiku 5.5"], hasnt=["Celeris-1"]),
    # seed 000: the third fastest is K2 Horizon 375B A23B (888.8 t/s); its price is unpublished
    case("speed", "ok whats the 3rd fastest overall", E, "oo89", before=["fastest international model"],
         first="K2 Horizon 375B A23B", hasnt=["GPT-5.6 Luna"]),
    case("followup", "and how much is it", E, "oo90", before=["ok whats the 3rd fastest overall"],
         has=["K2 Horizon 375B A23B"], says=["@not_measured"], not_patterns=[r"\$0\.00"]),
    case("speed", "第三快的是哪个", Z, "oo89z", first="K2 Horizon 375B A23B"),
    # questions about the data: the dates (2026-10-28, 2026-07-11) and the source
    case("meta", "wait how old is this data", E, "oo3", says=["2026-10-28", "2026-07-11"]),
    case("meta", "ur numbers are from july, thats ancient", E, "oo88", says=["2026-10-28"], not_patterns=["didn't understand"]),
    case("meta", "你啲data幾時嘅", Z, "pp38", says=["2026-10-28"], not_patterns=["没看懂"]),
    case("meta", "data邊度嚟㗎", Z, "pp39", says=["Artificial Analysis"], not_patterns=["没看懂"]),
    # typos and shorthand: GLM-5.1 $0.90 (seed 001); Claude Opus 4.8 against 4.7; Flash-Lite without its hyphen
    case("model", "gml 5.1 幾錢", Z, "pp31", first="GLM-5.1", numbers=["0.90"]),
    case("compare", "opus4.8跟4.7", Z, "nn67", has=["Claude Opus 4.8", "Claude Opus 4.7"]),
    case("compare", "pls compare haiku 5.5 vs gemini 3.5 flash lite", E, "oo44",
         has=["Claude Haiku 5.5", "Gemini 3.5 Flash-Lite"], not_patterns=["isn't in the data"]),
    # OpenAI (gpt-oss-120b 215.5, seed 000) against Google (Gemini 3.5 Flash-Lite 416.6): Google is faster
    case("vendor", "openai vs google 邊個快", Z, "pp21", first="Gemini 3.5 Flash-Lite", has=["gpt-oss-120b"]),
    # a price by its kind alone after a board: the blended board, which no model has (input and output both)
    case("cheap", "blended?", E, "oo20", before=["cheapest model"], says=["@not_measured"],
         not_patterns=["Ranked by output price"]),
    case("cheap", "blended價呢 3:1 嗰種", Z, "pp9", before=["最便宜嘅國產"], says=["混合价格"], not_patterns=["没看懂"]),
    case("followup", "us only", E, "oo24", before=["cheapest model"], hasnt=["DeepSeek V4 Flash", "GLM-5.2"],
         says=["US"]),
    # K2 Horizon's price is not published (seed 000): said, never $0
    case("model", "k2 horizon pricing?", E, "oo40", first="K2 Horizon 375B A23B", says=["@not_measured"]),
    # speed per dollar, China: DeepSeek V4 Flash 1633.3 first, MiniMax-M3 436.4 second (seed 001)
    case("value", "有冇快啲又平啲嘅國產", Z, "pp10", first="DeepSeek V4 Flash", has=["MiniMax-M3"], hasnt=["GPT-5.6 Luna"]),
    # seed 004: Claude Haiku 5.5 on relay sites ¥0.07 per 1M: 20M tokens ¥1.40
    case("relay", "用中轉 haiku 5.5 input 20M 幾錢人仔", Z, "pp71", says=["¥1.40"], not_patterns=["出了点问题"]),
    case("relay", "走中转 haiku 5.5 跑2000万token多少人民币", Z, "pp71b", says=["¥1.40"], not_patterns=["出了点问题"]),
    # a use case asked of the two just compared: among those two only
    case("scenario", "which one would u pick for a support bot", E, "oo45",
         before=["pls compare haiku 5.5 vs gemini 3.5 flash lite"], first="Gemini 3.5 Flash-Lite",
         has=["Claude Haiku 5.5"], hasnt=["Celeris-1", "Mercury 2.5"]),
    # pushback: Qwen3.5 Omni Flash (237.8, 2026-10-28) is ahead of Qwen3.7 Max (192, 2026-07-11)
    case("speed", "@leaderbot 不对吧 qwen3.7 max才是国产第一 192那个", Z, "nn14", group=True,
         says=["不是", "Qwen3.5 Omni Flash"]),
    # the articles' prose figures (30.1, 182) are older than their tables: the tables stand (51, 152)
    case("meta", "唔係啊 篇文話30.1喎", Z, "pp83", says=["51"], not_patterns=["没看懂"]),
    case("meta", "gemini 3 flash 不是182 t/s吗 榜上怎么没有", Z, "nn81", says=["152"], not_patterns=["开始输出后每秒"]),
    # seed 000: NVIDIA Nemotron 3 Nano 30B A3B has two rows, 267.1 and 235.9; one is kept
    case("meta", "nano 30b a3b 怎么好像出现两次 267和235", Z, "nn4", says=["267.1", "235.9"]),
    # serving engines: no figure in the data is by engine (seed 002 lists providers and systems), said first
    case("deployment", "vllm部署哪个快", Z, "nn20", says=["vLLM", "推理引擎"]),
    case("deployment", "sglang跑deepseek多少tok/s", Z, "nn29", says=["SGLang"], has=["DeepSeek V4 Flash"]),
    # seed 004 / data/accelerators.tsv: RTX 4090 1.008 TB/s, 24 GB; no speed measured on it
    case("hardware", "4090跑qwen多快", Z, "nn30", says=["1.008", "没有在这块卡上实测"]),
    case("hardware", "h100呢", Z, "nn31", before=["4090跑qwen多快"], says=["3.35"], not_patterns=["不认识"]),
    case("meta", "单路decode瓶颈是啥", Z, "nn32", says=["带宽"], not_patterns=["最快的部署"]),
    case("meta", "whats memory bandwidth got to do w speed", E, "oo61", says=["bandwidth"]),
    case("meta", "1折即係平幾多", Z, "pp56", says=["10%"], not_patterns=["没看懂"]),
    # DeepSeek V4.1 Flash is on no board; seed 002: ~1500 t/s on Fireworks
    case("compare", "deepseek v4 flash vs v4.1 flash", E, "nn90", has=["DeepSeek V4 Flash", "DeepSeek V4.1 Flash"],
         says=["1500", "Fireworks"]),
    case("region", "is glm a chinese model? we cant use chinese vendors for compliance", E, "oo8",
         says=["Z AI", "China"], not_patterns=["No model"]),
    # seed 001: GPT-5.6 Sol $4.35 (59) against GPT-5.6 Luna $0.87 (51): 5×
    case("compare", "is sol worth 5x the price of luna", E, "oo47", has=["GPT-5.6 Sol", "GPT-5.6 Luna"],
         numbers=["4.35", "0.87"]),
    case("meta", "does the speed rank count reasoning modes separately? i see (max) everywhere", E, "oo68",
         says=["one row per model"], not_patterns=["Fastest —"]),
]
