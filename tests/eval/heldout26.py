"""The twenty-sixth held-out test's misses (three new users: a Guangzhou game producer adding
LLM-driven NPC dialogue, in Simplified Chinese with Cantonese words, doing cost arithmetic for
players and DAU; an American startup founder building a coding assistant, in casual English; a
Beijing university lab's group chat choosing between self-hosting an open model and an API, one
admin and two members), written on 2026-12-03 from the seeds before the bot saw them. The misses
fixed since are here as case facts, each from that user's own facts column.
"""

from __future__ import annotations

from .heldout import held_out

Z, E, ANY = "zh", "en", "any"

case = held_out(26)

NPC = "帮我计下：5万日活，每人每天20句，每句80 token，用DeepSeek V4 Flash一个月要幾錢？"
DIGEST = "每天晚上10点半推日报给我"

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
]
