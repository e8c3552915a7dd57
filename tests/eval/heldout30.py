"""The thirtieth held-out test's misses (three new users: a Shanghai product manager choosing a
model for a customer chat feature, in casual Simplified Chinese; a Berlin ML engineer, in
English with German slips; a Hong Kong game studio's group, in Cantonese and Traditional
characters, one admin and two members, one of them English-speaking), written on 2026-12-04
from the seeds before the bot saw them (on the code of 464cc83). The misses fixed since are here
as case facts, each from that user's own facts column.
"""

from __future__ import annotations

from .heldout import E, Z, held_out

case = held_out(30)

SUBSCRIBED = ["每天早上9点发日报"]

HELDOUT_30 = [
    # a: settings in words, one after another (the digest's parts, its hour taken back, on again)
    case("help", "你能帮我干啥", Z, "a2", says=["/top", "/subscribe"], not_patterns=["没看懂"]),
    case("alerts", "价格变动那块不要了", Z, "a44", before=SUBSCRIBED, says=["不发：价格", "每天 09:00"]),
    case("alerts", "价格变动还是加回来吧", Z, "a73", before=SUBSCRIBED + ["价格变动那块不要了"],
         says=["每天 09:00"], not_patterns=["不发："]),
    case("alerts", "能只推国产模型的消息吗", Z, "a47", before=SUBSCRIBED, says=["国产", "提醒也只含国产模型"],
         not_patterns=[r"国产最快模型"]),
    case("alerts", "算了 还是早上8:30", Z, "a71", before=SUBSCRIBED + ["日报改到晚上10点"], says=["每天 08:30"]),
    case("alerts", "现在设置是啥样", Z, "a76", before=SUBSCRIBED, says=["每天 09:00", "Asia/Shanghai"]),
    case("alerts", "还是开着吧", Z, "a78", before=["每天早上8:30发日报", "先把日报关了"], says=["每天 08:30"],
         not_patterns=["关闭"]),
    case("digest", "日报里会发啥", Z, "a42", before=SUBSCRIBED, says=["排名", "价格", "新"]),
    # a8: the China board by input price (seed 000, 2026-10-28: Qwen3.5 Omni Flash $0.1, Ling 3.1 Flash $0.3)
    case("followup", "按输入价排呢", Z, "a8", before=["最便宜的国产模型"], first="Qwen3.5 Omni Flash",
         has=["Ling 3.1 Flash"], hasnt=["Nova Micro", "Celeris-1"]),
    # c: the Hong Kong group's admin, in Cantonese (one user per case; the member's refusal in English is
    # tests/test_subscriptions.py's)
    case("alerts", "@leaderbot 每日朝早九點半send個digest落呢個group，我哋用香港時間", Z, "c51", group=True,
         says=["订阅成功", "每天 09:30", "Asia/Hong_Kong"]),
    case("alerts", "@leaderbot 排名變動都要", Z, "c53", group=True,
         before=["@leaderbot 每日朝早九點半send個digest落呢個group，我哋用香港時間", "@leaderbot 另外有新model出或者減價就即刻通知我哋"],
         says=["新模型", "价格", "排名变化", "每天 09:30"]),
    case("alerts", "@leaderbot 改做朝早8點啦，早啲收好過", Z, "c59", group=True,
         before=["@leaderbot 每日朝早九點半send個digest落呢個group，我哋用香港時間"], says=["每天 08:00", "Asia/Hong_Kong"]),
    case("alerts", "@leaderbot 確認下設定", Z, "c60", group=True, before=["@leaderbot 每日朝早九點半send個digest落呢個group，我哋用香港時間"],
         says=["每天 09:30"], not_patterns=["没看懂"]),
    case("alerts", "@leaderbot what alerts is this group subscribed to", E, "c92", group=True,
         before=["@leaderbot 每日朝早九點半send個digest落呢個group，我哋用香港時間"], says=["09:30", "Asia/Hong_Kong"]),
    # c85 / c86 / c23: players × each one's tokens (seed 001: MiniMax-M3 $0.22/M out, Qwen3.6 Plus $0.43,
    # GPT-5.6 Luna $0.87): 500,000 × 300,000 = 150B -> $33,000 and $64,500; 100,000 × 200,000 on Luna -> $17,400
    case("cost", "@leaderbot 月活50萬玩家，每人每月30萬輸出tokens，用MiniMax-M3一個月多少錢", Z, "c85", group=True,
         numbers=["33000"], not_numbers=["3.30"]),
    case("cost", "@leaderbot 換成Qwen3.6 Plus呢", Z, "c86", group=True,
         before=["@leaderbot 月活50萬玩家，每人每月30萬輸出tokens，用MiniMax-M3一個月多少錢"], numbers=["64500"]),
    case("cost", "@leaderbot 如果有10萬個玩家 一個月總共多少", Z, "c23", group=True,
         before=["@leaderbot 幫我計下：每個玩家每月大概20萬output tokens，用GPT-5.6 Luna每個玩家每月幾錢？"],
         numbers=["17400"]),
    # b: alerts added in words keep what was there; the cheapest of a three-way comparison; small talk
    case("alerts", "also instantly when prices change", E, "b55", before=["set up alerts: ping me instantly when a new model shows up"],
         says=["At once: new models, prices"]),
    case("alerts", "ok also alert me instantly if a model drops off the boards", E, "b92",
         before=["daily digest at 8:30 please", "and ping me instantly when a new model shows up"],
         says=["daily at 08:30", "new models", "retired models"], not_patterns=[r"Digest: off"]),
    case("alerts", "settings again?", E, "b81", before=["daily digest at 8:30 please"], says=["daily at 08:30"]),
    case("followup", "which of the 3 is cheapest", E, "b14", before=["compare gpt-5.6 luna, gemini 3.5 flash and glm-5.2"],
         says=["GPT-5.6 Luna is the cheapest"], numbers=["0.87", "0.90", "1.31"], hasnt=["DeepSeek V4 Flash"]),
    case("smalltalk", "danke! how r u btw", E, "b59", max_lines=2, not_patterns=["understand"]),
    case("smalltalk", "do u ever sleep lol", E, "b60", max_lines=2, not_patterns=["understand"]),
    case("smalltalk", "ok feierabend, tschüss 👋", E, "b100", max_lines=2, not_patterns=["understand"]),
    # b77: a tier typed after the name is the tier, not a system serving it (seed 001: GPT-5.5 (xhigh) 64 t/s,
    # $4.35, index 55; GPT-5.6 Sol 73 t/s, index 59)
    case("compare", "gpt-5.5 xhigh vs gpt-5.6 sol", E, "b77", before=["openai models sorted by speed"],
         has=["GPT-5.5", "GPT-5.6 Sol"], numbers=["64", "73"], not_patterns=[r"no figure for GPT-5.5"]),
    # b84: the figure asked carried to the next model (seed 001: MiniMax-M3 96 t/s, $0.22 -> 436.4 t/s per $)
    case("followup", "and minimax m3", E, "b84", before=["whats the tok/s per $ for glm-5.2"], numbers=["436.4"]),
    case("define", "how do u handle tiers like luna (max)? is that the best effort level", E, "b86",
         says=["tier"], not_patterns=[r"don't know a model"]),
    # b9: long outputs rank by throughput (seed 000: Celeris-1 1668.0 first, Mercury 2.5 1046.5)
    case("scenario", "fine. for long outputs (whole files, 5-10k tokens) whats best", E, "b9", first="Celeris-1",
         has=["Mercury 2.5"]),
    # b47 / b48: calls × tokens on models is how long the run takes (seed 000: Claude Haiku 5.5 235.6 t/s -> 50k in
    # ~3.5 min; seed 001: Qwen3.7 Max 192, GLM-5.2 181, MiniMax-M3 96 -> 60k in 5.2 / 5.5 / 10.4 min)
    case("agent", "100 calls x 500 tokens on claude haiku 5.5", E, "b47", has=["Claude Haiku 5.5"], numbers=["3.5"]),
    case("agent", "agent loop 30 steps, 2k tokens out each: glm-5.2 vs qwen3.7 max vs minimax-m3", E, "b48",
         first="Qwen3.7 Max", has=["GLM-5.2", "MiniMax-M3"], numbers=["5.2", "5.5", "10.4"]),
    # c37: Grok 4.5's maker has no country in the curated table: on neither regional board, only the global one
    case("country", "@leaderbot so is grok on the china board or the intl one", E, "c37", group=True,
         says=["only on the global board"]),
    # c78: the sources are partial lists (seed 000: 20 models; seed 001: 21)
    case("define", "@leaderbot 點解有啲出名model唔喺榜？", Z, "c78", group=True, says=["20", "21"],
         not_patterns=[r"最快模型 · 前"]),
    # a65: a price asked after a card is that model's (seed 002: Naive-N0.5-Flash has no price published)
    case("followup", "有价格吗", Z, "a65", before=["Naive-N0.5-Flash 怎么样"], has=["Naive-N0.5-Flash"],
         patterns=[r"价格[:：]\s*未测"], not_patterns=[r"最便宜模型"]),
    # b23 / b24 / b25: sizes for self-hosting (seed 002: DeepSeek V4.1 Flash 552B total / ~16B active, Naive-N0.5-Flash
    # 309B / ~15.5B; the others' sizes are stated nowhere); VRAM and H100 counts only as labelled estimates
    case("sizes", "ok now self hosting, got some h100s. which open weights models do u have w/ param counts", E, "b23",
         has=["DeepSeek V4.1 Flash", "Naive-N0.5-Flash"], numbers=["552", "309"], not_patterns=[r"^GPU memory bandwidth"]),
    case("bound", "how much vram for deepseek v4.1 flash", E, "b24", has=["DeepSeek V4.1 Flash"], numbers=["552"],
         patterns=[r"552(?:\.0)? ?gb"]),
    case("bound", "and how many h100s would naive-n0.5-flash need", E, "b25", before=["how much vram for deepseek v4.1 flash"],
         has=["Naive-N0.5-Flash"], numbers=["309"], hasnt=["DeepSeek V4.1 Flash"],
         not_patterns=[r"parameter count not measured"]),
    case("compare", "compare deepseek v4.1 flash and naive-n0.5-flash param counts", E, "b25", numbers=["552", "309"],
         not_patterns=[r"not measured\.", r"on Param"]),
    # b53: a model's relay price asked beside the terms (seed 000: Claude Haiku 5.5 ¥0.07/M, 1折; input $0.1/M)
    case("relay", "the relay price for haiku is in yuan right? whats the discount", E, "b53", has=["Claude Haiku 5.5"],
         numbers=["0.07"], says=["10%"]),
    # a93: no Chinese model is faster than DeepSeek V4 Flash (98 t/s, $0.06/M) at a similar output price (seed 001)
    case("followup", "有没有比它更快 价格差不多的国产", Z, "a93", before=["deepseek v4 flash 怎么样"],
         hasnt=["Celeris-1", "Mercury 2.5"], says=["98"], patterns=[r"没有模型符合"]),
    # c25: Claude Sonnet 5's input price is not in the data (seed 001 has output prices only)
    case("cost", "@leaderbot and input side? we send ~1M input tokens per player a month (npc memory + prompt)", E, "c25",
         group=True, before=["@leaderbot what would claude sonnet 5 cost per player per month, same 200k output tokens"],
         has=["Claude Sonnet 5"], patterns=[r"input price is not (?:published|in the data)"]),
    # fixed in round 30 (a): follow-ups to the last answer's models and rows, a workload beside a scenario word
    # (seed 000: Claude Haiku 5.5 and Gemini 3.5 Flash-Lite are Anthropic's and Google's, US; K2 Horizon 375B A23B is
    # the Institute of Foundation Models' (AE), its price not published; seed 001: DeepSeek V4 Flash 98 t/s $0.06,
    # V4 Pro 51 t/s $0.18, Qwen3.6 Plus $0.43; 10,000 × 500 × 30 = 150M tokens -> $9 and $64.50)
    case("followup", "这俩都是国外的吧", Z, "a25", before=["claude haiku 5.5 中转多少", "gemini 3.5 flash-lite 呢"],
         says=["美国"], hasnt=["Celeris-1"], not_patterns=[r"国际最快模型"]),
    case("followup", "pro 和 flash 对比下", Z, "a35", before=["deepseek v4 pro 呢"],
         has=["DeepSeek V4 Flash", "DeepSeek V4 Pro"], numbers=["98", "51"], not_patterns=["没看懂"]),
    case("followup", "第三个那个k2是kimi的吗", Z, "a60", before=["/top"], has=["K2 Horizon 375B A23B"],
         says=["Institute of Foundation Models"], hasnt=["Kimi K2.7 Code"]),
    case("followup", "它多少钱", Z, "a61", before=["/top", "第三个那个k2是kimi的吗"], has=["K2 Horizon 375B A23B"],
         hasnt=["Kimi K2.7 Code"], not_patterns=[r"免费", r"\$0\.00"]),
    case("cost", "要是每天1万个对话 平均回复500 token 用deepseek v4 flash 一个月呢", Z, "a89", numbers=["9"],
         has=["DeepSeek V4 Flash"]),
    case("cost", "那换成 qwen3.6 plus", Z, "a90", before=["要是每天1万个对话 平均回复500 token 用deepseek v4 flash 一个月呢"],
         numbers=["64.5"], has=["Qwen3.6 Plus"]),
    # c2 / c52 / c54 / c79: a greeting with what it can do, alerts added to a digest just set, the settings in Cantonese,
    # which models have both prices (none: seed 000 gives input prices, seed 001 output prices)
    case("help", "@leaderbot hi 我哋係做game嘅，想揀個model做NPC對白，你識做啲咩？", Z, "c2", group=True, says=["/top"],
         not_patterns=["没看懂"]),
    case("alerts", "@leaderbot 另外有新model出或者減價就即刻通知我哋", Z, "c52", group=True,
         before=["@leaderbot 每日朝早九點半send個digest落呢個group，我哋用香港時間"], says=["新模型", "价格", "每天 09:30"]),
    case("alerts", "@leaderbot 而家group嘅設定係點", Z, "c54", group=True,
         before=["@leaderbot 每日朝早九點半send個digest落呢個group，我哋用香港時間"], says=["每天 09:30", "Asia/Hong_Kong"]),
    case("meta", "@leaderbot which models have both input and output prices in ur data?", E, "c79", group=True,
         says=["input prices", "output prices"], not_patterns=[r"^Side by side"]),
    # a7 and the rounds before: a conversion to CNY at a rate the user gives (the data holds none; seed 001:
    # DeepSeek V4 Flash $0.06/M -> ¥0.43 at 7.2; GLM-5.2 $0.90/M: 10M tokens $9.00 -> ¥64.80; 150M a month $9 -> ¥63.90 at 7.1)
    case("currency", "换算成人民币多少钱一百万token", Z, "a7", before=["deepseek v4 flash 多少钱"], numbers=["0.06"],
         says=["汇率"], not_patterns=[r"最便宜模型"]),
    case("currency", "按7.2算", Z, "a7", before=["deepseek v4 flash 多少钱", "换算成人民币多少钱一百万token"], numbers=["0.43"],
         says=["汇率 7.2"]),
    case("currency", "要是每天1万个对话 平均回复500 token 用deepseek v4 flash 一个月多少人民币 汇率7.1", Z, "a89",
         numbers=["63.90"]),
    case("currency", "at 7.2 rmb per dollar?", E, "a7", before=["cost of 10M output tokens on glm-5.2"], numbers=["64.80"],
         says=["your rate"]),
    # variants of the round's settings, as other people would type them (the digest at 9:30 Hong Kong time; price
    # changes left out altogether)
    case("alerts", "digest at 9:30 hk time", E, "c51", says=["09:30", "Asia/Hong_Kong"]),
    case("alerts", "i dont want the price changes at all", E, "a44", before=["daily digest at 9am please"],
         says=["Left out: prices"]),
    case("smalltalk", "how are you doing today", E, "b59", max_lines=2, not_patterns=["understand", "don't know a model"]),
]
