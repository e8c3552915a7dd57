"""The twenty-fifth held-out test's misses (three new users: a Shanghai indie developer of a
translation plugin who writes short mixed-script messages and half-remembered model names; a
European researcher checking every figure for a paper on the speed/intelligence trade-off; a
Taipei team's group chat in Traditional Chinese and terse English, one admin and two members),
written on 2026-12-03 from the seeds before the bot saw them (240 of 300 right on first sight).
The misses fixed since are here as case facts, each from that user's own facts column.
"""

from __future__ import annotations

from .heldout import E, Z, held_out

case = held_out(25)

DIGEST = "每天早上9点给我推日报"

HELDOUT_25 = [
    # a: help, not "didn't understand"
    case("meta", "你好 这个bot能干啥", Z, "a1", says=["/top"], not_patterns=["没看懂"]),
    # a: after a comparison of two, the board's best speed per dollar: DeepSeek V4 Flash 1633.3 (001)
    case("value", "性价比最高的是哪个", Z, "a12", before=["qwen3.7max多少钱", "那glm5.2呢"], first="DeepSeek V4 Flash",
         numbers=["1633.3"], has=["MiniMax-M3"]),
    # a: relay prices after a comparison: Claude Haiku 5.5 ¥0.07 first, Gemini 3.5 Flash-Lite ¥0.21 (000)
    case("relay", "中转站哪个最便宜", Z, "a29", before=["gemini flash lite", "跟gemni 3.5 flash比呢"], first="Claude Haiku 5.5",
         numbers=["0.07", "0.21"], hasnt=["Gemini 3.5 Flash"]),
    # a: one alert kind off in words, the rest kept
    case("alerts", "排名变化就不用推了", Z, "a58", before=[DIGEST], not_patterns=["最近的变化"], says=["排名变化"]),
    # a: "那pro呢" after MiMo-V2.5 (not in the data): MiMo-V2.5-Pro 46 t/s, $0.18 (001)
    case("followup", "那pro呢", Z, "a64", before=["qwen3.6 plus怎么样", "MiMo-V2.5 不是pro的那个"], first="MiMo-V2.5-Pro",
         numbers=["46", "0.18"], not_patterns=["不认识"]),
    # a: speed and intelligence both: the trade-off, GPT-5.6 Terra 140 t/s, 55, in both top 5s
    case("tradeoff", "速度跟智力都要 选哪个", Z, "a71", says=["同时进入两个前 5 的：GPT-5.6 Terra"], numbers=["140"]),
    # a: 50M output tokens on DeepSeek V4 Flash: 50 x $0.06 = $3.00, after GLM-5.2's $45
    case("followup", "deepseek v4 flash呢 同样50M", Z, "a74", before=["我一个月大概输出50M token 用glm5.2要多少钱"],
         first="DeepSeek V4 Flash", numbers=["3.00"], not_patterns=["50m 上"]),
    # a: Nemotron 3 Nano 30B A3B 267.1 > gpt-oss-120b 215.5 (000)
    case("compare", "gpt-oss 120b跟nemotron 3 nano谁快", Z, "a93", has=["gpt-oss-120b", "NVIDIA Nemotron 3 Nano 30B A3B"],
         numbers=["267", "216"]),  # (whole numbers, as the two don't round equal)
    # a: only the price alerts off; the new-model alerts asked about read from the settings
    case("alerts", "unsubscribe me from price alerts", E, "a94", before=[DIGEST, "有新模型马上告诉我", "价格变了也立刻告诉我"],
         says=["new models"], not_patterns=["unsubscribed"]),
    case("alerts", "新模型提醒还在吧", Z, "a96", before=[DIGEST, "有新模型马上告诉我"], says=["新模型"],
         not_patterns=["标记为 new"]),
    # a: out of scope, said
    case("meta", "能直接帮我调claude api吗", Z, "a97", says=["没法替你调用"], hasnt=["Claude Haiku 5.5"]),
    # a: "last one:" is no row: the fastest overall, Celeris-1 1668 (000)
    case("speed", "ok thx, last one: fastest model overall right now?", E, "a99", before=["/model mimo-v2.5-pro"],
         first="Celeris-1", numbers=["1668"]),
    # b: the question after its context: Celeris-1 1668.0 as of 2026-10-28 (000)
    case("speed", "Hello. I'm writing a paper on the speed/intelligence trade-off of LLMs and want to use your data "
         "carefully. Which model currently has the highest output speed, and as of which date is that figure?", E, "b3",
         first="Celeris-1", says=["2026-10-28"]),
    # b: what output speed measures; the board's completeness (partial, 19 models on 000's)
    case("meta", "What exactly does the 1668 tok/s measure? Is it a median of output tokens per second over API calls, "
         "a peak, or something else?", E, "b4", says=["median"], not_patterns=["ranked by output speed"]),
    case("meta", "Is the October 28 board the complete Artificial Analysis catalogue or only a top-N list? How many distinct "
         "models does it contain?", E, "b8", says=["partial", "19"]),
    # b: Celeris-1 has no intelligence index: said to be not measured
    case("model", "Do you have an intelligence index value for Celeris-1?", E, "b9", first="Celeris-1",
         says=["@not_measured"], not_patterns=["speed per dollar"]),
    # b: the index version: not stated by the source
    case("meta", "Which version of the Artificial Analysis Intelligence Index are these scores? I need to cite it.", E,
         "b11", says=["@not_stated"], not_patterns=["ranked by intelligence"]),
    # b: intelligence >= 55 by speed: GPT-5.6 Terra 140 first (001)
    case("filter", "What is the fastest model with an intelligence index of at least 55?", E, "b14", first="GPT-5.6 Terra",
         hasnt=["GPT-5.6 Luna"]),
    case("filter", "@leaderbot fastest overseas model with intelligence 55 or higher", E, "c75", group=True,
         first="GPT-5.6 Terra", hasnt=["GPT-5.6 Luna", "Gemini 3.5 Flash"]),
    # b: in both top 5s: GPT-5.6 Terra alone
    case("tradeoff", "Which models are in both the top 5 by speed and the top 5 by intelligence?", E, "b18",
         says=["In both top 5s: GPT-5.6 Terra"]),
    # b: speed per dollar is output tokens/s over the output price, not blended
    case("meta", "how is that computed - output price only, or a blended price?", E, "b21",
         before=["Which model gives the best speed per dollar?"], says=["divided by the output price"]),
    # b: international speed per dollar: GPT-5.6 Luna 234.5 first, Gemini 3.5 Flash 116.0 (001)
    case("value", "Top 5 speed per dollar, international vendors only please.", E, "b22", first="GPT-5.6 Luna",
         numbers=["234.5", "116.0"], hasnt=["Grok 4.5"]),
    # b: blended after the input-price board: no model has both prices
    case("cheap", "blended 3:1, then?", E, "b26", before=["What's the cheapest model?", "and by input price?"],
         says=["no model here has both"]),
    # b: newer data asked: none to fetch; Qwen3.6 Max Preview is only in the prose: named back
    case("meta", "Is there any speed data newer than October 28?", E, "b61", says=["Nothing newer"]),
    case("unknown", "Is Qwen3.6 Max Preview in your data? The article mentions it.", E, "b89", says=["@not_in_data"],
         not_patterns=["prose quotes"]),
    # b: the deployments' fastest (002): Naive-N0.5-Flash ~2000 first; a model's parameters "total and active" (309B,
    # ~15.5B) and its rank "out of how many" (Claude Sonnet 5 79 t/s: #10 of 21 on 2026-07-11) are its card
    case("deployment", "Which deployment is the fastest in that chart?", E, "b36", before=["Show me the speed vs price chart"],
         first="Naive-N0.5-Flash", has=["DeepSeek V4.1 Flash"]),
    case("model", "How many parameters does Naive-N0.5-Flash have, total and active?", E, "b38", first="Naive-N0.5-Flash",
         numbers=["309", "15.5"], not_patterns=["side by side"]),
    case("model", "What speed rank does Claude Sonnet 5 have, and out of how many models?", E, "b86",
         first="Claude Sonnet 5", says=["#10 of 21"], not_patterns=["side by side"]),
    # b: of the two compared, intelligence per dollar of output: GLM-5.2 51/$0.90 = 56.7, Qwen3.7 Max 46/$1.43 = 32.2
    case("followup", "which of the two gives more intelligence points per dollar of output?", E, "b58",
         before=["Qwen3.7 Max vs GLM-5.2: speed, output price and intelligence side by side?"],
         has=["GLM-5.2", "Qwen3.7 Max"], numbers=["56.7", "32.2"], hasnt=["GPT-5.6 Luna"]),
    # b: keep only the digest; the chat's language in words
    case("alerts", "Please remove the new-model alert as well; keep only the daily digest.", E, "b96",
         before=["Send me a daily digest at 08:30.", "I want instant alerts when a new model shows up"],
         says=["08:30"], not_patterns=[r"at once:[^\n]*new models"]),
    case("language", "Please always reply in English, including to bare commands.", E, "b98", says=["English"],
         not_patterns=["cohere"]),
    # c: the time zone asked beside the language; 對岸 is China; the member's alert words
    case("alerts", "@leaderbot 這個群組之後都用中文回就好，時區設台北喔", Z, "c3", group=True, says=["Asia/Taipei"]),
    case("region", "@leaderbot 對岸的模型最便宜的前五個", Z, "c14", group=True, first="DeepSeek V4 Flash",
         says=["国产"], hasnt=["GPT-5.6 Luna"]),
    case("alerts", "@leaderbot 價格有變動也幫我 alert 一下", Z, "c49", group=True, says=["价格"], not_patterns=["最便宜"]),
    case("alerts", "@leaderbot also ping when the #1 fastest changes", E, "c50", group=True, says=["rank moves"],
         not_patterns=[r"top 1(?!\d)"]),
    # c: a language's quality is not in the data; the language switch confirmed in the message's language
    case("scenario", "@leaderbot 客服機器人用哪個模型中文比較好？", Z, "c70", group=True, says=["语言"]),
    case("language", "@leaderbot 群組語言改成英文好了，digest 也用英文，因為有外國同事", Z, "c79", group=True,
         says=["用英文回答"]),
    # c: a question, then the board: China's fastest Qwen3.5 Omni Flash 237.8 (000)
    case("region", "@leaderbot 蛤 那我用中文問還是會回中文嗎？最快的中國模型是哪個", Z, "c81", group=True,
         first="Qwen3.5 Omni Flash", not_patterns=["只有群管理员"]),
    # c: the digest weekly instead of daily; the new-model alerts back on; settings asked tersely; a private chat
    case("alerts", "@leaderbot 早上的 digest 關掉，改成每週一次就好", Z, "c82", group=True, before=["@leaderbot 每天早上9点发日报"],
         says=["每周"]),
    case("alerts", "@leaderbot 不要，新模型通知留著，重新打開", Z, "c86", group=True, before=["@leaderbot 每天早上9点发日报"],
         says=["新模型"], not_patterns=[r"即时提醒[:：]\s*无"]),
    case("alerts", "@leaderbot settings?", E, "c83", group=True, before=["@leaderbot 每天早上9点发日报"], says=["09:00"],
         not_patterns=["didn't understand"]),
    case("meta", "@leaderbot 我自己私訊你也可以訂嗎？", Z, "c84", group=True, says=["私聊"], not_patterns=["没看懂"]),
    case("meta", "@leaderbot 換算台幣一百萬 token 大概多少？", Z, "c93", group=True, says=["美元", "汇率"],
         not_patterns=["没看懂"]),
    case("followup", "@leaderbot and flash-lite?", E, "c29", group=True, before=["@leaderbot gemini 3.5 flash speed?"],
         first="Gemini 3.5 Flash-Lite", numbers=["417"]),
]
