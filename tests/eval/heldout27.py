"""The twenty-seventh held-out test's misses (three new users: a Chengdu student on a budget
building a course-project chatbot, in short Simplified Chinese; a Singapore fintech platform
engineer, in English with Singlish, checking deployments and figures; a Shenzhen edge-hardware
startup's group, one admin and two members, choosing what to self-host), written on 2026-12-03
from the seeds before the bot saw them, with questions left open by earlier rounds (marked
"left"). The misses fixed since are here as case facts, each from that user's own facts column
(open weights from the curated data/open_weights.tsv).
"""

from __future__ import annotations

from .heldout import E, Z, held_out

case = held_out(27)

FIT_V41 = "@leaderbot 4bit量化的话 V4.1 Flash 要多少显存"
ONLY_TWO = "I want instant alert when price drop and new model. only these two ah, no daily digest"

HELDOUT_27 = [
    # left (round 25): seed 000's top 5 by speed has no Chinese model; the first, Qwen3.5 Omni Flash, is 11th
    case("region", "any chinese model in the top 5 fastest?", E, "left-25", says=[("none of the top 5", "0 of the top 5")],
         patterns=[r"qwen3\.5 omni flash\W{1,4}#11"], not_patterns=[r"(?m)^\s*\d+\s+qwen3\.5 omni flash"]),
    # left: seed 001's intelligence top 5 (Fable 5, Sol, Opus 4.8, Terra, GPT-5.5): no Chinese maker
    case("region", "智能分排名前五的模型中，有中国厂商的吗", Z, "left-26", says=["没有"], has=["GLM-5.2"],
         patterns=[r"(?m)^\s*1\s+claude fable 5"], not_patterns=[r"有 [1-9] 个"]),
    case("region", "速度前十里有开源的吗", Z, "left", says=["有 6 个"], has=["K2 Horizon 375B A23B", "Trinity Large Thinking"]),
    # left (round 25): a maker's weights asked yes or no: each model with its status, never a board of nothing
    case("vendor", "is metas model open weights?", E, "left-25", has=["Muse Spark 1.3"], says=["not known"],
         not_patterns=["no model in the data matches", "celeris"]),
    case("vendor", "qwen有开源模型吗", Z, "left", has=["Qwen3.7 Max", "Qwen3.5 Omni Flash", "Qwen3.6 Plus"], says=["未知"],
         not_patterns=["没有符合这个榜单"]),
    case("vendor", "deepseek开源吗", Z, "left", has=["DeepSeek V4 Flash", "DeepSeek V4 Pro"],
         says=["huggingface.co/deepseek-ai"]),
    case("vendor", "are anthropic models open weights", E, "left", has=["Claude Opus 4.8", "Claude Haiku 5.5"],
         says=["closed"], not_patterns=[r"open weights\W+yes"]),
    # a29: seed 002: Cerebras' wafer-scale chips (large on-chip memory, high-bandwidth paths) gave Kimi K2.6 981 t/s
    case("deployment", "为啥cerebras上那么快", Z, "a29", before=["kimi k2.6有多快"], has=["Kimi K2.6"], numbers=["981"],
         says=["晶圆级", "带宽"]),
    case("deployment", "why is kimi k2.6 so fast on cerebras", E, "left", numbers=["981"], says=["wafer-scale", "bandwidth"],
         not_patterns=["says how fast, not why"]),
    # a55: MiMo-V2.5-Pro UltraSpeed ~1,000 t/s is approximate (约), Xiaomi's official service, not an AA benchmark
    case("deployment", "那个1000是真的吗", Z, "a55", before=["mimo v2.5 pro怎么样"], has=["MiMo-V2.5-Pro"],
         numbers=["1000"], says=["约", "非 artificial analysis"]),
    # left (round 25): the 842 t/s is Kimi K3 on NVIDIA GB300 after NVIDIA's optimization (488 before)
    case("deployment", "what gpu was the 842 one", E, "left-25", has=["Kimi K3"], says=["GB300"], not_patterns=["rubin"]),
    # c13: NaiveRT's ~2,000 t/s: the GPU model is not stated; its peak of 2,122 was on 8 GPUs
    case("deployment", "@leaderbot NaiveRT 那个2000 tok/s 是用什么卡跑的", Z, "c13", group=True,
         has=["Naive-N0.5-Flash"], says=["未注明", "8 张"]),
    # b44-b95: instant alerts for price drops and new models only, no digest; then one kind off, one kept, one back on
    case("alerts", ONLY_TWO, E, "b44", patterns=[r"digest\W+off", r"at once\W+new models, prices"]),
    case("alerts", "what alerts i have now?", E, "b45", before=[ONLY_TWO], patterns=[r"at once\W+new models, prices"]),
    case("alerts", "eh also dont want ranking change alerts hor", E, "b46", before=[ONLY_TWO],
         patterns=[r"at once\W+new models, prices"], not_patterns=["fastest —"]),
    case("alerts", "price drop alert i set already or not ah", E, "b93", before=[ONLY_TWO],
         patterns=[r"at once\W+new models, prices"]),
    case("alerts", "actually stop the new model alert, price drop keep", E, "b94", before=[ONLY_TWO],
         patterns=[r"at once\W+prices"], not_patterns=[r"at once\W+new models", r"at once\W+nothing"]),
    case("alerts", "wait no, turn new model alert back on", E, "b95",
         before=[ONLY_TWO, "actually stop the new model alert, price drop keep"],
         patterns=[r"at once\W[^\n]*new models", r"at once\W[^\n]*prices"], not_patterns=["what's new"]),
    case("alerts", "关掉新模型提醒，降价的保留", Z, "b94", before=["新模型和降价都即时提醒我"],
         patterns=[r"即时提醒\W+价格"], not_patterns=[r"即时提醒\W[^\n]*新模型"]),
    case("alerts", "rank alerts off", E, "b46", before=["instant alerts for rank changes and new models"],
         patterns=[r"at once\W+new models"], not_patterns=[r"at once\W[^\n]*rank"]),
    # b32: a realtime pick from US makers only: not Celeris-1 (country unknown) nor K2 Horizon (UAE); Mercury 2.5 (Inception)
    case("scenario", "recommend model for realtime customer chat assistant, must be US vendor", E, "b32",
         first="Mercury 2.5", hasnt=["Celeris-1", "K2 Horizon 375B A23B"], says=["US"]),
    # b40: GPT-5.6 Terra is OpenAI's, US (seed 001's flag)
    case("model", "Terra is US right?", E, "b40", has=["GPT-5.6 Terra"], says=[("United States", "(US)")]),
    # c10-c12, c22: weights' memory (seed 002's total parameters x bytes per parameter; an RTX 4090 holds 24 GB):
    # DeepSeek V4.1 Flash 552B at 4-bit 276 GB, not within 8 x 24 = 192 GB; Naive-N0.5-Flash 309B at 4-bit 154.5 GB
    # fits; gpt-oss-120b at 8-bit 120 GB, more than 2 x 24 GB
    case("bound", FIT_V41, Z, "c10", group=True, has=["DeepSeek V4.1 Flash"], numbers=["276"]),
    case("bound", "@leaderbot 我们手上是8张4090，放得下吗", Z, "c11", group=True, before=[FIT_V41],
         has=["DeepSeek V4.1 Flash"], numbers=["276", "192"], says=["装不下"]),
    case("bound", "@leaderbot 那 Naive-N0.5-Flash 呢 309B的", Z, "c12", group=True,
         before=[FIT_V41, "@leaderbot 我们手上是8张4090，放得下吗"], has=["Naive-N0.5-Flash"], numbers=["154.5", "192"],
         says=["装得下"]),
    case("bound", "@leaderbot gpt-oss-120b 8bit 两张4090够不够", Z, "c22", group=True, has=["gpt-oss-120b"],
         numbers=["120", "48"], says=["放不下"]),
    # a63 / b5: what input and output prices are (seed 000's 官方输入价 column; a board's $/M is the output price)
    case("define", "输入价和输出价有啥区别", Z, "a63", says=["输入价", "输出价"], not_patterns=["最便宜模型"]),
    case("define", "is that $0.2 input or output price?", E, "b5", before=["/top"], says=["input price", "output price"],
         not_patterns=["cheapest —"]),
    # a67: Nova Micro has an input price ($0.035, seed 000) and no output price
    case("model", "那输出价呢", Z, "a67", before=["nova micro多少钱 多快"], has=["Nova Micro"], says=["@not_measured"],
         hasnt=["DeepSeek V4 Flash"]),
    # a68: 15M input tokens a month in all (200 people, no 每人) x $0.035/M = $0.525
    case("cost", "200人用nova micro 一个月输入大概1500万token 多少钱", Z, "a68", has=["Nova Micro"], numbers=["0.53"],
         not_patterns=["3,000,000,000"]),
    # a71 / c89: what a digest holds, shown without sending or changing anything
    case("alerts", "日报里会有啥", Z, "a71", before=["每天早上8点给我发日报"], says=["预览", "排名", "价格"]),
    case("alerts", "@leaderbot 日报里会有什么内容", Z, "c89", group=True, before=["@leaderbot 每天早上9点在群里发一份日报"],
         says=["预览", "排名", "价格"], not_patterns=["管理员"]),
    # a72: a question whether a change is alerted reads the settings, it subscribes nothing
    case("alerts", "第一名换了会提醒我吗", Z, "a72", before=["每天早上8点给我发日报"], says=["速报"],
         not_patterns=["订阅成功", r"即时提醒\W+排名"]),
    # b70: K2 Horizon has no published price (seed 000: 暂未公布), so "free" can't be said
    case("model", "so K2 Horizon is free ah?", E, "b70", has=["K2 Horizon 375B A23B"], says=["price: not measured"]),
    # c58: the data's dates (seed 000 2026-10-28, seed 001 2026-07-11) and how old they are
    case("meta", "@leaderbot 数据都是几月的？有点旧吧", Z, "c58", group=True, says=["2026-10-28", "2026-07-11"]),
    # c60: what a precision changes (seed 004: the bytes read per token), not two models compared
    case("meta", "@leaderbot 8bit 和 4bit 速度差多少", Z, "c60", group=True, says=["量化", "字节"], hasnt=["MiMo-V2.5-Pro", "Kimi K2.6"]),
    # c92: the settings read in words
    case("alerts", "@leaderbot 设置看一下", Z, "c92", group=True, before=["@leaderbot 每天早上9点在群里发一份日报"],
         says=["09:00"], not_patterns=["没看懂"]),
    # c99: thanks at the end of a conversation, one line
    case("smalltalk", "好的 就这样吧 @leaderbot 谢谢", Z, "c99", group=True, max_lines=2, not_patterns=["没看懂"]),
    # a17: fast, cheap and smart together: seed 001's trade-off (Luna 204 t/s, 51, $0.87; Terra 140 t/s, 55, $2.17)
    case("tradeoff", "太贵了😭有没有又快又便宜又聪明的", Z, "a17", has=["GPT-5.6 Luna", "GPT-5.6 Terra"],
         numbers=["204", "0.87"], not_patterns=["速度性价比"]),
    case("tradeoff", "fast cheap and smart model", E, "a17", has=["GPT-5.6 Luna", "GPT-5.6 Terra"], numbers=["204", "0.87"],
         not_patterns=["most intelligence per dollar"]),
    # a46: users who can't wait: the realtime pick, which says the data has no wait times (speed instead)
    case("scenario", "做微信小程序 用户等不了 选哪个", Z, "a46", says=["实时", "首字延迟"], not_patterns=["没看懂"]),
    # a95: the bot picks models; it doesn't write code
    case("smalltalk", "能帮我写代码吗", Z, "a95", max_lines=3, not_patterns=["编程场景"]),
    # a99: the digest's hour read back (07:30, as set)
    case("alerts", "确认下现在几点发", Z, "a99", before=["每天早上7点半给我发日报"], says=["07:30"], not_patterns=["没看懂"]),
    # b98: how speed is measured: Artificial Analysis, through each model's own API
    case("define", "is the speed measured on official API or third party?", E, "b98", says=["artificial analysis", "own api"]),
    # b99: models missing: the boards are partial (seed 000 a top 20, seed 001 21 flagship models)
    case("meta", "why some famous models missing from board", E, "b99", says=["partial"], not_patterns=["didn't understand"]),
    # a16: cheaper than Claude Fable 5 ($7.70, intelligence 60) and about as smart (within a tenth: 54 and up), seed 001:
    # GPT-5.6 Terra 55 $2.17, Claude Opus 4.8 56 $3.85, GPT-5.5 55 $4.35, GPT-5.6 Sol 59 $4.35
    case("followup", "那便宜点的呢 智能分差不多的", Z, "a16", before=["智能分最高的是哪个", "它多少钱"], first="GPT-5.6 Terra",
         has=["Claude Opus 4.8", "GPT-5.5"], hasnt=["DeepSeek V4 Flash", "GPT-5.6 Luna"]),
    # the same in English after GPT-5.5 (55, $4.35): 49.5 and up, cheaper: Luna 51 $0.87 first, then GLM-5.2 51 $0.90
    case("followup", "anything cheaper but about as smart?", E, "a16", before=["gpt-5.5"], first="GPT-5.6 Luna",
         has=["GLM-5.2", "GPT-5.6 Terra"], hasnt=["DeepSeek V4 Flash", "Qwen3.7 Max"]),
    # b6: the second row of the last board (seed 000: Mercury 2.5, Inception, 1046.5 t/s)
    case("followup", "and the number 2 one leh", E, "b6", before=["/top"], first="Mercury 2.5", numbers=["1047"]),
    # b26: Kimi K3 on the optimized Rubin NVL72 deployment (~850) against Kimi's official service (~50): ~17x (seed 002)
    case("deployment", "so rubin is how many times faster than the official one?", E, "b26",
         before=["Kimi K3 deployments list pls"], has=["Kimi K3"], numbers=["850", "50"], says=["17"],
         not_patterns=["memory bandwidth"]),
    # b53: no deployment of gpt-oss-120b in the data, only its board figure
    case("deployment", "gpt-oss-120b where got fastest deployment?", E, "b53", has=["gpt-oss-120b"],
         says=["deployments: none"]),
    # b64: high-speed tiers usually cost 2 to 6 times the normal mode (seed 002)
    case("define", "how much more expensive is ultrafast mode usually", E, "b64", says=["2 to 6"], not_patterns=["cheapest —"]),
    # b86: one snapshot of GPT-5.6 Luna (204 t/s, 2026-07-11): no history yet
    case("model", "show me the speed history of GPT-5.6 Luna", E, "b86", has=["GPT-5.6 Luna"], numbers=["204"],
         says=["one snapshot"]),
    case("model", "gpt-5.6 luna 历史速度", Z, "b86", has=["GPT-5.6 Luna"], says=["只有一个快照"]),
]
