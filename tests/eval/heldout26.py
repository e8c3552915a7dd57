"""The twenty-sixth held-out test's misses (three new users: a Guangzhou game producer adding
LLM-driven NPC dialogue, in Simplified Chinese with Cantonese words, doing cost arithmetic for
players and DAU; an American startup founder building a coding assistant, in casual English; a
Beijing university lab's group chat choosing between self-hosting an open model and an API, one
admin and two members), written on 2026-12-03 from the seeds before the bot saw them. The misses
fixed since are here as case facts, each from that user's own facts column.
"""

from __future__ import annotations

from .heldout import E, Z, held_out

case = held_out(26)

NPC = "帮我计下：5万日活，每人每天20句，每句80 token，用DeepSeek V4 Flash一个月要幾錢？"
DIGEST = "每天晚上10点半推日报给我"
LAB_WEEKLY = "@leaderbot 请为本群设置每周摘要，每周一上午9点（北京时间）推送。"

HELDOUT_26 = [
    # a: help asked at the end of a longer message
    case("meta", "你好 我系广州做手游嘅producer，想用LLM整NPC对白，你可以帮我做咩？", Z, "a2", says=["/top"],
         not_patterns=["没看懂"]),
    # a: 50,000 x 20 x 80 = 80M output tokens a day, 2,400M a month; on Qwen3.7 Max $1.43/M: $3,432 a month;
    # on GLM-5.2 $0.90/M: $2,160 (001)
    case("cost", "qwen3.7 max快好多喎，用佢每月几钱", Z, "a13", before=[NPC], numbers=["3432"]),
    case("cost", "用GLM-5.2，同上面一样嘅用量，每月几钱", Z, "a22",
         before=[NPC, "每句80 token，Qwen3.7 Max要几耐出完？DeepSeek V4 Flash呢？"], numbers=["2160"]),
    # a: 80 tokens at 192 t/s ~0.4 s, at 98 t/s ~0.8 s (generation only)
    case("compare", "每句80 token，Qwen3.7 Max要几耐出完？DeepSeek V4 Flash呢？", Z, "a14",
         has=["Qwen3.7 Max", "DeepSeek V4 Flash"], says=["0.4 秒", "0.8 秒"]),
    # a: a superlative after a comparison is the board's best: Claude Fable 5 (with fallback) 60 first (001)
    case("smart", "咁边个最聪明", Z, "a19", before=["deepseek v4 flash 同 qwen3.7 max 比较下"], first="Claude Fable 5",
         numbers=["60"]),
    # a: a zone's IANA name is no English: the confirmation in Chinese
    case("alerts", "时区set做Asia/Shanghai", Z, "a47", says=["Asia/Shanghai"]),
    # a: nothing's output is cheaper than DeepSeek V4 Flash's $0.06 (001): the bounded board says none passes
    case("filter", "太贵啦😂 有冇output平过DeepSeek V4 Flash嘅？", Z, "a23", says=["没有模型符合"], not_patterns=["开放权重"]),
    # a: the workload in English on the last model: 80M a day x $0.06 = $4.80 a day, $144 a 30-day month;
    # then Luna on it: 80M x $0.87 = $69.60 a day, $2,088 a month
    case("cost", "monthly cost on it for 50k DAU, 20 lines per user per day, 80 tokens per line?", E, "a68",
         before=["/model deepseek v4 flash"], numbers=["144.00"]),
    case("cost", "Luna 每月几钱（5万日活嗰个用量）", Z, "a70",
         before=["/model deepseek v4 flash", "monthly cost on it for 50k DAU, 20 lines per user per day, 80 tokens per line?"],
         numbers=["2088"]),
    # a: a model's price alert off by name; what the digest holds, read; everything paused
    case("alerts", "取消 DeepSeek V4 Flash 价格提醒", Z, "a80", before=[DIGEST, "DeepSeek V4 Flash 如果减价都即刻话我知"],
         not_patterns=[r"关注[:：][^\n]*deepseek v4 flash"]),
    case("alerts", "有新模型嘅话日报会讲吗？", Z, "a97", before=[DIGEST], says=["22:30"], not_patterns=[r"即时提醒[:：][^\n]*新模型"]),
    case("alerts", "暂停晒所有推送，下个月再开", Z, "a98", before=[DIGEST], says=["@off"], not_patterns=["每天 22:30"]),
    case("alerts", "DeepSeek V4 Flash 如果减价都即刻话我知", Z, "a50", before=[DIGEST], says=["价格", "DeepSeek V4 Flash"]),
    # b: 100M output tokens a month on each of three (001): Claude Sonnet 5 $1.54 -> $154, GPT-5.6 Terra $217,
    # Gemini 3.5 Flash $131
    case("cost", "ok say we do ~100M output tokens a month. whats that on sonnet 5 vs gpt-5.6 terra vs gemini 3.5 flash", E,
         "b17", has=["Claude Sonnet 5", "GPT-5.6 Terra", "Gemini 3.5 Flash"], numbers=["154", "217", "131"],
         not_patterns=["isn't in the data"]),
    # b: Gemini 3.5 Flash-Lite 416.6 against Gemini 3.5 Flash 152 (the family carried from the first side)
    case("compare", "flash-lite vs flash?", E, "b63", has=["Gemini 3.5 Flash-Lite", "Gemini 3.5 Flash"], numbers=["152", "417"]),
    # b: NEW on 2026-10-28 (000): Nemotron 3.5 Super VL, Beam 1.0, Claude Haiku 5.5, Ling 3.1 Flash
    case("new", "remind me which ones are NEW", E, "b92", has=["Beam 1.0", "Claude Haiku 5.5", "Ling 3.1 Flash"]),
    # b: the zone from a city; benchmark scores not held; goodbye with thanks
    case("alerts", "oh im in SF btw, pacific time", E, "b37", says=["America/Los_Angeles"]),
    case("model", "swe-bench score for claude opus 4.8", E, "b72", first="Claude Opus 4.8", says=["benchmark"]),
    case("smalltalk", "ok thats all, thanks a ton!", E, "b100", max_lines=2, not_patterns=["didn't understand"]),
    # b: replies quickest is the waiting time (not measured here), not the output speed; a coding agent's 50 calls
    # are the agent's scenario (no first-answer timings: by output speed, said); the two AA snapshots, one each
    case("ttft", "ok which model replies quickest then", E, "b26", says=["@not_measured"], not_patterns=["ranked by output speed"]),
    case("scenario", "fastest model for a coding agent? we do like 50 calls per task", E, "b28", says=["agent"],
         first="Celeris-1", not_patterns=["ranked by intelligence"]),
    case("meta", "how has the speed board changed since july", E, "b34", says=["one snapshot"]),
    # b: a volume beside one model is its cost: DeepSeek V4 Flash 100M x $0.06 = $6.00; GPT-5.6 Luna 100M x $0.87 = $87.00
    case("cost", "ugh ok. what about deepseek v4 flash for 100M output", E, "b19", first="DeepSeek V4 Flash", numbers=["6.00"]),
    case("cost", "if we run 100M output tokens/mo on luna thats like $87?", E, "b90", first="GPT-5.6 Luna", numbers=["87.00"]),
    # b: "the naive one": Naive-N0.5-Flash (309B total, ~15.5B active, 002); GPT-6.1 Sol only in the articles: named back
    case("followup", "and the naive one?", E, "b50", before=["Kimi K3 params?"], first="Naive-N0.5-Flash", numbers=["309"]),
    case("unknown", "whats gpt-6.1 sol speed on ultrafast?", E, "b53", says=["@not_in_data"], not_patterns=["output speed \\(tokens/s\\): how many"]),
    # c: two 4090s (2 x 24 GB) hold a 70B model at 4 bits (35 GB), not at FP8 (70 GB); seed 004's dual-4090 advice
    case("hardware", "@leaderbot 两张4090能跑70B吗", Z, "c15", group=True, says=["35.0 GB", "装得下"]),
    # c: help asked at the end; a weekly digest set in words; the settings read by a member; 摘要 as the digest
    case("meta", "@leaderbot 你好。我们课题组正在评估两种方案：自行部署开源权重模型，或直接购买API服务。请先介绍一下你能提供哪些信息。",
         Z, "c1", group=True, says=["/top"], not_patterns=["最快的部署"]),
    case("alerts", "@leaderbot 请为本群设置每周摘要，每周一上午9点（北京时间）推送。", Z, "c50", group=True,
         says=["每周一", "09:00"]),
    case("alerts", "@leaderbot 当前本群的推送设置是什么？", Z, "c51", group=True, before=[LAB_WEEKLY], says=["每周一"],
         not_patterns=["订阅成功"]),
    case("alerts", "@leaderbot 摘要取消掉吧 太多了", Z, "c85", group=True, before=[LAB_WEEKLY], says=["@off"],
         not_patterns=["批量"]),
    case("alerts", "@leaderbot 现在摘要是几点", Z, "c86", group=True, before=[LAB_WEEKLY], says=["09:00"],
         not_patterns=["批量"]),
    case("alerts", "@leaderbot 明白了。请取消本群的价格变动即时提醒，只保留新模型提醒。", Z, "c97", group=True,
         before=[LAB_WEEKLY, "@leaderbot 价格变动也请即时提醒", "@leaderbot 有新模型请立即通知本群"],
         says=["每周一"], not_patterns=[r"即时提醒[:：][^\n]*价格", r"速报[:：]\s*关闭"]),
    # c: Kimi K2.6 on Cerebras 981 against its own API 42 (about 23x); two versions are two models; the five fastest
    # with their prices; the Chinese trade-off
    case("deployment", "@leaderbot 请问 Kimi K2.6 在 Cerebras 上的速度是多少？与其官方API相比如何？", Z, "c69", group=True,
         numbers=["981", "42"], not_patterns=["数据里没有"]),
    case("compare", "@leaderbot DeepSeek V4 Flash 与 DeepSeek V4.1 Flash 是同一个模型吗？", Z, "c27", group=True,
         has=["DeepSeek V4 Flash", "DeepSeek V4.1 Flash"], says=["不同的模型"]),
    case("speed", "@leaderbot Please summarise the five fastest models with their prices, in English", E, "c65", group=True,
         first="Celeris-1", has=["Mercury 2.5", "Gemini 3.5 Flash-Lite"], hasnt=["Beam 1.0"], numbers=["0.20", "0.25"]),
    case("tradeoff", "@leaderbot 综合速度、价格与智能，国内API中你推荐哪一个？", Z, "c73", group=True, says=["GLM-5.2"],
         not_patterns=["混合价格"]),
]
