"""The seventeenth held-out test's misses (three new users: a Beijing fintech engineer who wants
domestic vendors only, argues with figures and sets alerts in a team group; a British researcher
writing long messages with many conditions and asking about method; a Taiwanese indie game
developer costing NPC dialogue and setting push notifications in words), written on 2026-12-02
from the seeds before the bot saw them. The misses fixed since are here as case facts, each from
that user's own facts column.
"""

from __future__ import annotations

from .heldout import held_out

Z, E, ANY = "zh", "en", "any"

case = held_out(17)

HELDOUT_17 = [
    # speed per dollar (seed 001): DeepSeek V4 Flash 1633.3 first, in China and worldwide
    case("value", "国产里 每刀能买多少tps 排一下", Z, "qq14", first="DeepSeek V4 Flash", hasnt=["GPT-5.6 Luna"]),
    case("value", "按每刀tps 全球第一是谁", Z, "qq95", before=["国产模型 tps 排行 来一个"], first="DeepSeek V4 Flash"),
    # "别给我海外的" rules international out: Chinese models only
    case("scenario", "那实时场景推荐哪个 只要国产 别给我海外的", Z, "qq18", hasnt=["Mercury 2.5", "GPT-5.6 Luna", "Celeris-1"]),
    case("alerts", "@leaderbot 海外模型别出现在我们群的推送里", Z, "qq61", group=True, says=["国产"],
         not_patterns=["榜单：国际"]),
    # creators.tsv: NVIDIA left out; Celeris-1 still first (seed 000)
    case("vendor", "排除掉nvidia的 前10", Z, "qq75", first="Celeris-1",
         hasnt=["Nemotron 3.5 Super VL", "Nemotron 3.5 Lightning"]),
    # the five fastest, their intelligence beside: ranked by speed, not the smartest board
    case("speed", "速度前五的智能分", Z, "qq80", first="Celeris-1", hasnt=["Claude Fable 5"]),
    # after what's new: of those, the Chinese one is Ling 3.1 Flash (InclusionAI, 216.1)
    case("followup", "这几个新的里有国产的吗", Z, "qq71", before=["最近有啥新模型"], first="Ling 3.1 Flash",
         not_patterns=["任何模型都没有"]),
    # dropping one filter keeps the rest: GPT-5.6 Luna (204, $0.87, US) alone
    case("followup", "ok drop the open weights bit, same otherwise", E, "rr18",
         before=["i need: open weights, under $1 per M output, at least 150 t/s, not from china. what've you got?"],
         first="GPT-5.6 Luna", hasnt=["K2 Horizon 375B A23B", "Ling 3.1 Flash"]),
    # pushback: 192 is Qwen3.7 Max's figure in the 2026-07-11 table; Qwen3.5 Omni Flash (237.8, 2026-10-28) leads
    case("speed", "that's not right, the article says qwen3.7 max is the fastest chinese one at 192", E, "rr95",
         says=["Qwen3.5 Omni Flash"], not_patterns=["never used"]),
    case("speed", "fastests modle for long docs pls", E, "rr75", first="Celeris-1"),
    # cost first: DeepSeek V4 Flash $0.06 per 1M output (seed 001)
    case("scenario", "scenario: overnight batch translation of ~50M output tokens, cost matters far more than latency. "
         "what would you pick?", E, "rr90", first="DeepSeek V4 Flash"),
    # alerts in words (Taiwanese): quiet hours, not a 23:00 digest; a threshold of places is a rank alert
    case("alerts", "晚上11點到早上8點不要推播", Z, "ss61", before=["/subscribe"], says=["23:00", "08:00"],
         not_patterns=["每天 23:00"]),
    case("alerts", "速度排名變動超過3名才通知我", Z, "ss66", before=["/subscribe"], says=["排名变化"],
         not_patterns=["高于 3"]),
    case("alerts", "確認一下 還有訂閱嗎", Z, "ss68", before=["/subscribe", "/unsubscribe"], says=["已退订"],
         not_patterns=["订阅成功"]),
    case("alerts", "我现在订了哪些", Z, "qq49", before=["/subscribe 08:30"], says=["08:30"], not_patterns=["没看懂"]),
    case("alerts", "周末别推", Z, "qq50", before=["/subscribe 08:30"], says=["@workdays", "08:30"]),
    case("alerts", "@leaderbot 给群里每天早上9点推国产榜", Z, "qq59", group=True, says=["09:00", "国产"]),
    case("alerts", "ds降价也要马上提醒", Z, "qq48", before=["/subscribe"], says=["价格", "DeepSeek"]),
    case("alerts", "取消ds那个提醒", Z, "qq52", before=["/subscribe", "ds降价也要马上提醒"], not_patterns=["DeepSeek V4"]),
    # 2000 players × 30 replies × 120 tokens = 7.2M tokens; MiniMax-M3 $0.22 per 1M: $1.58
    case("cost", "ok with minimax-m3 then", E, "ss89",
         before=["cost for 2000 players, each gets 30 npc replies a day of 120 tokens, on celeris-1"], says=["$1.58"]),
    case("alerts", "tell me if deepseek v4 flash's price moves", E, "rr52", before=["/subscribe"],
         says=["At once: prices", "DeepSeek V4 Flash"]),
    case("smalltalk", "嗨 你可以幹嘛", Z, "ss1", says=["/top"], not_patterns=["没看懂"]),
    # seed 001: DeepSeek V4 Pro 51 t/s, $0.18
    case("model", "dsv4 pro", E, "ss79", first="DeepSeek V4 Pro", numbers=["51"]),
    case("meta", "glm快不是说75 t/s吗", Z, "qq24", says=["正文"], not_patterns=["最快模型"]),
    case("meta", "nemotron 3 nano 30b 为啥有两个速度", Z, "qq68", says=["267.1", "235.9"]),
    # after the speed board: the 4th row is Trinity Large Thinking, $0.25 per 1M input (seed 000)
    case("followup", "@leaderbot 第四名多少錢", Z, "ss70", group=True, before=["@leaderbot 最快的前10"],
         has=["Trinity Large Thinking"], numbers=["0.25"]),
    # 2,000 tokens at 42 t/s (Kimi K2.6) ≈ 47.6 s, at 204 t/s (GPT-5.6 Luna) ≈ 9.8 s (seed 001)
    case("cost", "a 2,000-token answer on kimi k2.6 vs gpt-5.6 luna - how many seconds of generation each?", E, "rr33",
         says=["47.6", "9.8"], not_patterns=["isn't in the data"]),
    # speed: DeepSeek V4 Pro 51 against Claude Opus 4.8 56 t/s (seed 001), not their prices
    case("compare", "how much slower is deepseek v4 pro than claude opus 4.8, in %?", E, "rr97",
         says=["56 against 51"], not_patterns=["cheaper"]),
    # the second row of the China board (seed 000): Ling 3.1 Flash, 216.1 t/s
    case("followup", "第二个是啥 多少tps", Z, "qq3", before=["国产模型 tps 排行 来一个"], first="Ling 3.1 Flash",
         not_patterns=["开始输出后每秒"]),
    # a board's size written with 名 stays its size (only a move of places is a rank alert's)
    case("alerts", "每天早上9点推国产前5名", Z, "ss66b", says=["09:00", "国产", "前 5"]),
]
