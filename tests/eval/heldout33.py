"""The thirty-third held-out test's misses (three new users: a Hangzhou e-commerce operations
engineer, in casual Simplified Chinese with Chinese numerals; a London ML researcher, in careful
English; a Hong Kong fintech group, in Cantonese-flavoured Chinese and English, one admin and two
members), written on 2026-12-04 from the seeds before the bot saw them. Two of them ran on the
testers' stale install of 464cc83 and their messages were run again on 6d92e10 (graded by other
helpers from the same facts); the misses fixed since are here as case facts, each from that
user's own facts column.
"""

from __future__ import annotations

from .heldout import COUNTRY_UNKNOWN, E, Z, held_out

case = held_out(33)

CN = ["Qwen3.5 Omni Flash", "Ling 3.1 Flash", "Qwen3.7 Max", "GLM-5.2", "DeepSeek V4 Flash", "MiniMax-M3"]
PRODUCTS = "每天一万条商品描述 每条三百token左右 一个月用deepseek v4 flash要花多少"
DIGEST = "@leaderbot 設定：每日朝早9點（香港時間）send個digest俾我哋"

HELDOUT_33 = [
    # c: the Hong Kong group's compliance rule in Cantonese (no Chinese vendors: seed 001/000's CN rows left out, and
    # Grok 4.5 and Celeris-1 of unknown country too; cheapest non-CN by output price: GPT-5.6 Luna $0.87)
    case("region", "@leaderbot 唔要中國model，最快係邊個？", Z, "c6", group=True, hasnt=CN + ["Grok 4.5", "Celeris-1"],
         not_patterns=[r"国产最快"]),
    case("scenario", "@leaderbot 我哋 trading assistant 要快同埋唔可以用中國vendor，budget每月大概 $500，你推薦邊個？", Z, "c80",
         group=True, hasnt=CN + ["Grok 4.5"], says=["第一个 token"]),
    case("country", "@leaderbot Celeris 係邊個國家嘅公司？我哋有client唔俾用中國vendor", Z, "c5", group=True, has=["Celeris-1"],
         patterns=[COUNTRY_UNKNOWN], not_patterns=[r"国产最快"]),
    case("cheap", "@leaderbot 但佢係中國嘢喎，唔用得。非中國最平呢？", Z, "c11", group=True,
         before=["@leaderbot deepseek v4 flash 幾錢"], first="GPT-5.6 Luna", hasnt=CN + ["Grok 4.5"]),
    # its follow-ups (seed 001: Luna 204 t/s, $0.87, 234.5 t/s per $; Gemini 3.5 Flash 152, 116.0; seed 000:
    # gpt-oss-120b 215.5; places 11 to 20 of the speed board begin with Qwen3.5 Omni Flash 237.8)
    case("compare", "@leaderbot 同 luna 比呢", Z, "c7", group=True, before=["@leaderbot 邊個最快"], has=["Celeris-1", "GPT-5.6 Luna"],
         numbers=["204"], not_patterns=["没看懂"]),
    case("followup", "@leaderbot 邊個抵啲", Z, "c18", group=True, before=["@leaderbot GPT-5.6 Luna vs Gemini 3.5 Flash"],
         first="GPT-5.6 Luna", numbers=["234.5"], not_patterns=["没看懂"]),
    case("compare", "@leaderbot gpt-oss-120b 同 luna 邊個快", Z, "c64", group=True, has=["gpt-oss-120b", "GPT-5.6 Luna"],
         numbers=["204"]),
    case("followup", "@leaderbot 第11至20呢", Z, "c78", group=True, before=["@leaderbot 頭10名最快"], first="Qwen3.5 Omni Flash",
         hasnt=["Celeris-1"], not_patterns=["没看懂"]),
    case("meta", "@leaderbot 點解 Luna 叫 (max)", Z, "c81", group=True, says=["档位"], not_patterns=["没看懂"]),
    # c45: the admin leaves rank moves to the digest (his facts: not at once; the 09:00 digest kept)
    case("alerts", "@leaderbot 排名變動唔使即時，放digest就得", Z, "c45", group=True,
         before=[DIGEST, "@leaderbot 有新model出就即刻通知我哋", "@leaderbot 排名變動都即時通知埋"],
         says=["09:00"], not_patterns=[r"即时提醒：[^\n]*排名"]),
    # a: the Hangzhou engineer's (her facts: 500 × 2,000 × 30 = 30M tokens at MiniMax-M3's $0.22 = $6.60 a month; the
    # duplicate Nemotron row kept once at 267.1; DeepSeek V4.1 Flash 552B the biggest stated; settings read back)
    case("cost", "五百个客服会话一天 每个两千token 用minimax一个月多少钱", Z, "a40", has=["MiniMax-M3"], numbers=["6.60"]),
    case("meta", "榜上怎么有两个一样的nemotron", Z, "a54", says=["267.1"], not_patterns=[r"^NVIDIA 最快"]),
    case("meta", "哪些数据是缺的", Z, "a64", says=["缺"], not_patterns=[r"^数据来源"]),
    case("alerts", "我现在都设置了啥", Z, "a68", before=["每个工作日早上九点半发日报给我 我在杭州"], says=["09:30"],
         not_patterns=["没看懂"]),
    case("alerts", "周末也会发吗", Z, "a69", before=["每个工作日早上九点半发日报给我 我在杭州"], says=["工作日"],
         not_patterns=["没看懂"]),
    case("bound", "参数最大的是哪个", Z, "a88", says=["DeepSeek V4.1 Flash", "552B"], not_patterns=["没看懂"]),
    case("help", "绝了 谢谢 yyds", Z, "a96", not_patterns=["没看懂"]),
    # her cost chain (her facts: 10,000 × 300 = 3M tokens a day, 90M a month: DeepSeek V4 Flash $5.40, MiniMax-M3 $0.22
    # -> $19.80, Qwen3.7 Max $1.43 -> $128.70; Claude Haiku 5.5's official price is an input price, $0.1/M: 10M = $1.00)
    case("cost", "换成minimax呢", Z, "a21", before=[PRODUCTS], has=["MiniMax-M3"], numbers=["19.80"]),
    case("cost", "那qwen3.7 max呢", Z, "a22", before=[PRODUCTS, "换成minimax呢"], has=["Qwen3.7 Max"], numbers=["128.70"]),
    case("cost", "官方价呢", Z, "a10", before=["claude haiku 5.5 一千万token走中转站要多少钱"], numbers=["1.00"],
         not_patterns=[r"Official"]),
    # c14: a Cantonese question full of English jargon is Chinese
    case("language", "@leaderbot 我哋個trading bot最緊要latency，邊個 time to first token 最低？", Z, "c14", group=True,
         not_patterns=[r"Quickest to reply"]),
    # a48, a72: the last two compared on request, and a use case after a compared name (seed 001/000: Gemini 3.5 Flash
    # 152 t/s $1.31, Flash-Lite 416.6 t/s; Luna 204, DeepSeek V4 Flash 98)
    case("followup", "这俩比一下", Z, "a48", before=["gemini 3.5 flash 多少钱", "那flash-lite呢"],
         has=["Gemini 3.5 Flash", "Gemini 3.5 Flash-Lite"], patterns=[r"模型对比"]),
    case("compare", "luna跟deepseek v4 flash 批量用哪个好", Z, "a72", has=["GPT-5.6 Luna", "DeepSeek V4 Flash"],
         not_patterns=[r"哪个好"]),
    # b: the London researcher's (his facts: London is on GMT in December and nothing changes; GPT-5.6 Terra 140 t/s,
    # index 55 is the one above 100 t/s and 55; an index of 50 bounds intelligence; a sign-off)
    case("alerts", "Is London on GMT or BST at the moment? I want to be sure the digest isn't an hour off.", E, "b77",
         before=["weekly digest on mondays at 8am london time"], says=["GMT"], not_patterns=[r"Digest: off"]),
    case("filter", "Is there anything that is both fast and smart? Say, above 100 tokens/s and an index of 55 or more?", E, "b14",
         first="GPT-5.6 Terra", numbers=["140"], not_patterns=[r"^Output speed:"]),
    case("filter", "models with an index of 50 or more", E, "own", has=["GPT-5.6 Luna", "GLM-5.2", "Gemini 3.5 Flash"],
         hasnt=["Celeris-1"]),
    case("help", "Thanks very much, that's been really useful. Cheers!", E, "b100", not_patterns=["didn't understand"]),
]

