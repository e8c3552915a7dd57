"""The twenty-fourth held-out test's misses (three new users: a Beijing backend developer choosing a
cheap domestic model for a nightly review-summary batch and an in-app assistant, in casual
Simplified Chinese; a Berlin CTO choosing for an English and German phone-support voice agent; a
Hangzhou/Taipei/Hong Kong group chat arguing DeepSeek vs Qwen vs Kimi, one admin and two members),
written on 2026-12-03 from the seeds before the bot saw them (236 of 300 right on first sight). The
misses fixed since are here as case facts, each from that user's own facts column. Test 23's
leftovers fixed with them close the list.
"""

from __future__ import annotations

from .heldout import held_out

Z, E, ANY = "zh", "en", "any"

case = held_out(24)

ALERTS_B = ["I want instant alerts when a new model shows up", "and if the #1 on the speed board changes",
            "daily digest at 8:30 please"]
DIGEST_A = ["每天早上9点推送国产榜", "新的国产模型出来马上通知我"]

HELDOUT_24 = [
    # b: the realtime need, not a German board ("English + German" is what the callers speak); without
    # first-answer timings the realtime board ranks by output speed: Celeris-1 1668 first (000)
    case("scenario", "What can you do? I'm building a realtime voice agent for phone support (English + German) "
         "and need to pick a model.", E, "b2", first="Celeris-1", not_patterns=["germany", "no model on this board", "no model in the data"]),
    case("scenario", "so which model would you recommend for a german phone support voicebot?", E, "b89",
         first="Celeris-1", not_patterns=["germany", "no model on this board", "no model in the data"]),
    # b: China's makers (001 and 000 flags): Alibaba, Z AI, DeepSeek, MiniMax, Xiaomi, Kimi, InclusionAI
    case("region", "i need to know if a vendor is US/EU or Chinese, compliance reasons. which vendors on the boards "
         "are chinese?", E, "b10", says=["Alibaba", "DeepSeek", "Kimi", "MiniMax", "Xiaomi", "Z AI"],
         not_patterns=["0 makers"]),
    # b: a US or EU maker's fastest: Mercury 2.5 (Inception, US) 1046.5 (000); no EU maker in the data
    case("region", "and the fastest from a US or EU vendor?", E, "b12", before=["fastest chinese model?"],
         first="Mercury 2.5", hasnt=["Qwen3.5 Omni Flash", "Celeris-1"], not_patterns=["no model in the data"]),
    # b: GPT-5.6 Terra (max) $2.17/M output, 140 t/s (001), by the one word of its name
    case("model", "price of Terra?", E, "b21", first="GPT-5.6 Terra", numbers=["2.17"]),
    # b: the speed board's #1 changing is a rank move, not the speed-change alerts
    case("alerts", "and if the #1 on the speed board changes", E, "b42", before=ALERTS_B[:1],
         says=["rank moves"], not_patterns=[r"at once:[^\n]*speed"]),
    # b: Grok ruled out by its name, the US models under $1.50 output by speed: GPT-5.6 Luna 204 ($0.87), then
    # Gemini 3.5 Flash 152 ($1.31) (001); and the bound changed keeps the US, not the Claude board asked before
    case("filter", "exclude grok then. fastest US model under $1.50 output", E, "b70",
         before=["Claude models only, ranked by speed"], has=["GPT-5.6 Luna", "Gemini 3.5 Flash"],
         patterns=[r"1 gpt-5\.6 luna\s+204"], hasnt=["Claude Sonnet 5"]),  # (the title names Grok 4.5 left out)
    case("followup", "what about under $1", E, "b71",
         before=["Claude models only, ranked by speed", "exclude grok then. fastest US model under $1.50 output"],
         patterns=[r"1 gpt-5\.6 luna\s+204"], hasnt=["Gemini 3.5 Flash", "Claude Sonnet 5"], not_patterns=["anthropic"]),
    # b: only the new-model alerts at once; the rank moves and the digest off
    case("alerts", "actually keep the new-model alert on, mute the rest", E, "b94", before=ALERTS_B,
         says=["new models"], not_patterns=["rank moves", "08:30", "unsubscribed"]),
    # b: yes, and how it works there
    case("meta", "can I add you to our team group chat too?", E, "b99", says=["group", "admins"],
         not_patterns=["ranked by"]),
    # a: the digest moved from 9:00 to 8:30; new-model alerts for every region; the digest paused
    case("alerts", "早上9点改成8点半吧", Z, "a44", before=DIGEST_A, says=["08:30"], not_patterns=["09:00"]),
    case("alerts", "算了 新模型提醒别限国产了 全部都推", Z, "a45", before=DIGEST_A, says=["全球"],
         not_patterns=["榜单：国产"]),
    case("alerts", "每日推送先停一下 下周再开", Z, "a92", before=DIGEST_A, says=["关闭"], not_patterns=["每天 09:00"]),
    case("alerts", "对了 ds降价提醒改成所有国产模型价格变动都提醒", Z, "a91", before=DIGEST_A + ["ds降价了告诉我"],
         says=["价格"], not_patterns=["最便宜"]),
    # test 23's leftover: "a bit faster?" after the cheapest overseas board: still overseas and cheapest first,
    # faster than its first row (GPT-5.6 Luna, 204 t/s, 001): of seed 000's, Nova Micro $0.035 input (259.6 t/s);
    # Gemini 3.5 Flash (152 t/s) is slower
    case("followup", "再快一点的有吗", Z, "23a", before=["海外最便宜的模型"], first="Nova Micro", numbers=["204"],
         hasnt=["Gemini 3.5 Flash", "Claude Sonnet 5", "Qwen3.5 Omni Flash"]),
    # after a card: every model faster than GPT-5.6 Luna's 204 t/s (Celeris-1 1668 first); cheaper than it: $0.87
    case("followup", "有没有更快一点的", Z, "own", before=["/model gpt-5.6 luna"], first="Celeris-1", numbers=["204"],
         hasnt=["Gemini 3.5 Flash", "GPT-5.6 Terra"]),
    case("followup", "anything cheaper?", E, "own", before=["/model gpt-5.6 luna"], first="DeepSeek V4 Flash",
         hasnt=["GLM-5.2", "Gemini 3.5 Flash"]),
    # after the cheapest board: cheapest of those faster than DeepSeek V4 Flash's 98 t/s: GPT-5.6 Luna $0.87 (204),
    # GLM-5.2 $0.90 (181); MiniMax-M3 (96 t/s) and V4 Pro (51) are slower
    case("followup", "faster ones?", E, "own", before=["/cheap"], first="GPT-5.6 Luna", has=["GLM-5.2"],
         hasnt=["MiniMax-M3", "DeepSeek V4 Pro"]),
    # a model named by one word after "than": faster than GPT-5.6 Luna (204), cheaper than it ($0.87)
    case("filter", "anything faster than luna", E, "own", first="Celeris-1", numbers=["204"], hasnt=["Gemini 3.5 Flash"]),
    case("filter", "有没有比luna便宜的", Z, "own", first="DeepSeek V4 Flash", hasnt=["GLM-5.2", "Gemini 3.5 Flash"]),
]
