"""The twenty-first held-out test's misses (three new users: a Shenzhen indie game studio
costing NPC dialogue per player, who types makers' shorthand; a Singapore ML infrastructure
engineer in terse English; a Taipei product manager in Traditional Chinese who rules out PRC
vendors and runs a team group), written on 2026-12-02 from the seeds before the bot saw them
(215 of 300 right on first sight). The misses fixed since are here as case facts, each from that
user's own facts column.
"""

from __future__ import annotations

from .heldout import held_out

Z, E, ANY = "zh", "en", "any"

case = held_out(21)

NPC = "帮我算下 日活5000 每人30句npc台词 一句150 output token 用ds v4 flash一个月多少钱"
NOT_CN = ["Qwen3.5 Omni Flash", "Ling 3.1 Flash", "DeepSeek V4 Flash", "GLM-5.2"]

HELDOUT_21 = [
    # a: 5000 × 30 × 150 = 22.5M output tokens a day; DeepSeek V4 Flash $0.06/M -> $1.35 a day, $40.50 a month
    case("cost", NPC, Z, "a10", first="DeepSeek V4 Flash", numbers=["1.35", "40.50"]),
    case("cost", "换成mm m3呢", Z, "a11", before=[NPC], first="MiniMax-M3", numbers=["4.95", "148.50"]),
    case("cost", "glm-5.2呢", Z, "a12", before=[NPC, "换成mm m3呢"], first="GLM-5.2", numbers=["20.25", "607.50"]),
    case("vendor_vs", "@leaderbot mm和ds哪个快", Z, "a79", group=True, has=["DeepSeek V4 Flash", "MiniMax-M3"],
         numbers=["98", "96"]),
    case("followup", "国产的呢", Z, "a25", before=["最近有啥新模型"], first="Ling 3.1 Flash",
         hasnt=["Qwen3.7 Max", "Nemotron 3.5 Super VL"]),
    case("meta", "数据都一个多月了？", Z, "a28", says=["2026-10-28", "AA_API_KEY"]),
    case("alerts", "新的国产模型出来马上通知我", Z, "a42", says=["即时提醒：新模型", "榜单：国产"]),
    case("alerts", "@leaderbot 有新的国产模型就马上发群里", Z, "a73", group=True, says=["即时提醒：新模型"]),
    case("alerts", "降价提醒先关了", Z, "a46", before=["/subscribe instant new price"], says=["即时提醒：新模型"],
         not_patterns=["即时提醒：新模型、价格"]),
    case("alerts", "把订阅全取消", Z, "a94", before=["/subscribe"], says=["退订"]),
    case("followup", "比qw3.5 omni flash快还是慢", Z, "a62", before=["qwen3.6 plus 怎么样"],
         has=["Qwen3.6 Plus", "Qwen3.5 Omni Flash"], numbers=["53", "238"]),
    case("cost", "这俩按我那个量一个月各多少", Z, "a65", before=[NPC, "有没有又快又便宜的国产 输出价<0.5 速度>90"],
         has=["DeepSeek V4 Flash", "MiniMax-M3"], numbers=["40.50", "148.50"]),
    case("smalltalk", "hi 你能干啥", Z, "a1", says=["/top"], not_patterns=["没看懂"]),
    case("meta", "glm-5.2 (max) 那个max啥意思", Z, "a50", says=["档位"]),
    # b: terse English, a follow-up bound, alerts in words
    case("filter", "and under $1/M out", E, "b31", before=["smartest thats also >100 tps"],
         has=["GPT-5.6 Luna", "GLM-5.2"], hasnt=["GPT-5.6 Terra", "DeepSeek V4 Flash"]),
    case("alerts", "and when prices drop", E, "b48", before=["/subscribe 08:30", "also ping me instantly when a new model shows up"],
         says=["At once: new models, prices"]),
    case("alerts", "actually make the digest 9 instead", E, "b49", before=["/subscribe 08:30"], says=["daily at 09:00"]),
    case("alerts", "no wait 8:30 was fine, revert", E, "b50", before=["/subscribe 08:30", "actually make the digest 9 instead"],
         says=["daily at 08:30"]),
    case("alerts", "show the digest time in utc too", E, "b89", before=["/tz Asia/Singapore", "/subscribe 08:30"],
         says=["Asia/Singapore", "00:30 UTC"]),
    case("alerts", "list my subs", E, "b53", before=["/subscribe 08:30"], says=["daily at 08:30"]),
    case("language", "change language to chinese", ANY, "b97", says=["中文"]),
    case("meta", "source for the tps numbers? measured how", E, "b19", says=["median", "API"]),
    case("meta", "prices in usd or cny?", E, "b95", says=["US dollars", "CNY"]),
    # c: Traditional Chinese; PRC makers ruled out ("陸廠"), the group's settings in words
    case("region", "那排除陸廠的話 最快的是?", Z, "c4", first="Mercury 2.5", hasnt=NOT_CN + ["Celeris-1"]),
    case("cheap", "好 那就用 output 價格 最便宜的非陸廠", Z, "c16", first="GPT-5.6 Luna",
         has=["Gemini 3.5 Flash", "Claude Sonnet 5"], hasnt=NOT_CN),
    case("cheap", "input 價格最便宜的呢 一樣排除陸廠", Z, "c17", first="Nova Micro", hasnt=NOT_CN),
    case("region", "扣掉陸廠的新模型", Z, "c39", has=["Nemotron 3.5 Super VL", "Claude Haiku 5.5"], hasnt=["Ling 3.1 Flash"]),
    case("alerts", "@leaderbot 排名變動也要 即時", Z, "c56", group=True,
         before=["@leaderbot 另外新模型上架要即時推播"], says=["即时提醒：新模型、排名变化"]),
    case("alerts", "@leaderbot 價格變動不用即時 放摘要就好", Z, "c57", group=True,
         before=["@leaderbot 另外新模型上架要即時推播"], says=["即时提醒：新模型"]),
    case("alerts", "@leaderbot 現在設定是什麼", Z, "c58", group=True, before=["/subscribe@leaderbot"], says=["速报：每天"]),
    case("alerts", "@leaderbot 先暫停所有推播 下週再開", Z, "c71", group=True, before=["/subscribe@leaderbot"],
         says=["退订"]),
    case("alerts", "@leaderbot 還是開回來好了", Z, "c72", group=True,
         before=["/subscribe@leaderbot 08:30", "@leaderbot 先暫停所有推播 下週再開"], says=["08:30"]),
    case("language", "語言改成英文", ANY, "c98", says=["English"]),
    case("meta", "這資料 35 天前的 還能信嗎 有沒有更新的", Z, "c87", says=["2026-10-28", "AA_API_KEY"]),
]
