"""The twenty-eighth held-out test's misses (three new users: a Hangzhou e-commerce operations
manager wanting a customer-service bot, in Simplified Chinese with pinyin-input slips; a London
evaluation researcher, in precise British English, checking methodology; a Taipei game studio's
group, in Traditional Chinese, one admin and two members), written on 2026-12-03 from the seeds
before the bot saw them (on the code of 26dce87). The misses fixed since are here as case facts,
each from that user's own facts column.
"""

from __future__ import annotations

from .heldout import E, Z, held_out

case = held_out(28)

HELDOUT_28 = [
    # a5 / b3: the second row of the speed board (seed 000: Mercury 2.5, Inception, 1046.5 t/s, $0.25/M input)
    case("followup", "第二呢", Z, "a5", before=["最快的模型"], first="Mercury 2.5", numbers=["1047"]),
    case("followup", "Who makes the one in second place, and what does it charge?", E, "b3", before=["/top"],
         first="Mercury 2.5", says=["Inception"], numbers=["0.25"]),
    # a22 / a52: a yes or no on the last model's country (Claude Haiku 5.5: Anthropic, US; Ling 3.1 Flash: China)
    case("model", "它是国产的吗", Z, "a22", before=["claude haiku 5.5"], has=["Claude Haiku 5.5"], says=["美国"],
         not_patterns=["国产最快模型"]),
    case("model", "是国产吗", Z, "a52", before=["ling 3.1 flash"], has=["Ling 3.1 Flash"], says=["中国"],
         not_patterns=["国产最快模型"]),
    # a28 / c7 / c64: how well a model writes a language is not in the data (and no language switch)
    case("unknown", "国外的模型中文回复好不好", Z, "a28", says=["@not_in_data"], not_patterns=["我会用中文回答"]),
    case("unknown", "@leaderbot 有沒有支援日文比較好的模型？我們要出日版", Z, "c7", group=True, says=["@not_in_data"]),
    case("unknown", "@leaderbot 日文跟英文哪個模型表現比較好", Z, "c64", group=True, says=["@not_in_data"]),
    # a72 / c43: image input and image generation are not in the data (no chart)
    case("unknown", "哪个模型能看图片", Z, "a72", says=["@not_in_data"], not_patterns=["散点图", "图表"]),
    case("unknown", "@leaderbot 哪個模型最適合幫美術生圖", Z, "c43", group=True, says=["图像生成"], not_patterns=["散点图"]),
    # a40 / c59: memory bandwidth bounds single-stream decoding (seed 004)
    case("define", "显卡对速度影响大吗", Z, "a40", says=["带宽"], not_patterns=["全球最快模型"]),
    # a68: peak hours can be 30-50% slower (seed 001); the data has no peak-hour figures
    case("define", "晚上8点到10点高峰会不会变慢", Z, "a68", says=["高峰", "30%"], not_patterns=["没看懂"]),
    # a69: the bot picks models; it doesn't write the replies
    case("smalltalk", "帮我写几句客服话术", Z, "a69", max_lines=3, not_patterns=["场景推荐"]),
    # a71: a laugh and an OK, one line
    case("smalltalk", "哈哈好吧", Z, "a71", max_lines=2, not_patterns=["没看懂"]),
    # b37: Beam 1.0 is Reflection's, 370.7 t/s (seed 000); one model, no comparison
    case("model", "Beam 1.0 - who makes it and how quick is it?", E, "b37", has=["Beam 1.0"], says=["Reflection"],
         numbers=["371"], hasnt=["Nemotron 3.5 Super VL"]),
    # b52 / c85 / c76: when the data is from, and where
    case("meta", "When did you last fetch data from Artificial Analysis?", E, "b52", says=["2026-10-28", "2026-07-11"]),
    case("meta", "@leaderbot is this data live or cached?", E, "c85", group=True, says=["bundled", "2026-10-28"]),
    case("meta", "@leaderbot 你的資料是從哪裡來的", Z, "c76", group=True, says=["Artificial Analysis", "2026-10-28"]),
    # b61: price alerts off, the new-model alerts kept
    case("alerts", "Actually, cancel the price alerts.", E, "b61", before=["instant alerts for price changes and new models"],
         patterns=[r"at once\W+new models"], not_patterns=[r"at once\W[^\n]*prices"]),
    # b66: why a board is short: figures the sources don't publish are left out (never zero)
    case("define", "Why is that list so short?", E, "b66", before=["/smart china"], says=["missing"],
         not_patterns=["didn't understand", "没看懂"]),
    # b100: everything off except the Monday digest
    case("alerts", "Please turn off everything except the Monday digest.", E, "b100",
         before=["weekly digest on mondays at 8am", "instant alerts for new models"],
         patterns=[r"at once\W+nothing", r"digest\W+(?:weekly|every monday|monday)"]),
    # c34: a weekly digest on Mondays at 10:00, Taipei time, set in one message
    case("alerts", "@leaderbot 幫這個群組設定每週一早上10點的摘要，時區 Asia/Taipei", Z, "c34", group=True,
         says=["每周一 10:00", "Asia/Taipei"]),
    # c44: the speed/intelligence trade-off (seed 001: GPT-5.6 Terra is in both top 5s)
    case("tradeoff", "@leaderbot 速度跟智力平衡最好的是哪個", Z, "c44", group=True, has=["GPT-5.6 Terra"], says=["前沿"]),
    # c63: the group's digest off (its admin asking)
    case("alerts", "@leaderbot 取消這個群的摘要", Z, "c63", group=True, before=["@leaderbot 每天早上9点在群里发一份日报"],
         says=["@off"], not_patterns=["长文"]),
    # c26: about the bot itself
    case("smalltalk", "@leaderbot 哈哈你自己是用什麼模型做的啊", Z, "c26", group=True, says=["leaderbot"], not_patterns=["没看懂"]),
    # c15: the US board after the China board (Gemini 3.5 Flash-Lite, Google, 416.6 t/s; no unknown-country makers)
    case("region", "@leaderbot 那美國的呢", Z, "c15", group=True, before=["@leaderbot 中國的模型哪個最快"],
         has=["Gemini 3.5 Flash-Lite", "Mercury 2.5"], hasnt=["Celeris-1", "Qwen3.5 Omni Flash"]),
    # c24: China ruled out, the international best speed per dollar: GPT-5.6 Luna (204 t/s / $0.87 = 234.5)
    case("region", "@leaderbot 不要中國的，國際的性價比第一是誰", Z, "c24", group=True, first="GPT-5.6 Luna",
         hasnt=["DeepSeek V4 Flash", "MiniMax-M3"]),
    # c68: the cheapest of seed 000's ten fastest: Nova Micro ($0.035/M input; none of the ten has an output price)
    case("filter", "@leaderbot 最快的前十名裡面哪個最便宜", Z, "c68", group=True, first="Nova Micro", numbers=["0.035"],
         hasnt=["DeepSeek V4 Flash"]),
    # c73 / b45: Kimi K3 on NVIDIA GB300, 488 -> 842 t/s after NVIDIA's optimization (+73%, seed 002)
    case("deployment", "@leaderbot Kimi K3 在 GB300 上優化前後差多少", Z, "c73", group=True, numbers=["488", "842"], says=["73%"]),
    case("deployment", "And the GB300 speculative-decoding uplift?", E, "b45", numbers=["488", "842"],
         not_patterns=["tb/s"]),
    # b44: Kimi K3 on the optimized Rubin NVL72 deployment (~850) against Kimi's official service (~50): 17x
    case("deployment", "Kimi K3: how much faster on Rubin NVL72 than on the official service?", E, "b44",
         numbers=["850", "50"], says=["17"]),
    # b48: Kimi K2.6 on Cerebras (981 t/s, seed 002) against its board figure through its maker's API (42 t/s, seed 001)
    case("deployment", "Kimi K2.6 on Cerebras versus its API figure?", E, "b48", numbers=["981", "42"],
         not_patterns=["its api figure"]),
    # a26: which figure customer service waits on: the first answer token (seed 004), said by the realtime pick
    case("scenario", "做客服是看首字延迟还是看输出速度", Z, "a26", says=["答案的第一个 token"]),
    case("scenario", "for agents does ttft or throughput matter more", E, "a26", says=["first answer token", "adds up"]),
    # c13: no speeds measured on an H200 (the boards measure providers' APIs), beside its figures (4.8 TB/s, 141 GB)
    case("hardware", "@leaderbot H200 有數據嗎", Z, "c13", group=True, numbers=["4.8", "141"], says=["没有在这块卡上实测"]),
    # b60: a price move's size in per cent is no speed bound: price alerts, no speed alerts
    case("alerts", "Alert me if any Chinese model's price moves by more than 10 per cent.", E, "b60",
         patterns=[r"at once\W+prices"], not_patterns=[r"at once\W[^\n]*speed", r"10 tokens/s"]),
    # b12: how the boards merge snapshots (a board mixing snapshots numbers rows by place; ranks count within one)
    case("define", "The article's China top 10 has Qwen3.7 Max first. How exactly do your boards merge snapshots?", E, "b12", says=["snapshot"], not_patterns=["qwen3.7 max ·"]),
    # b57: a digest follows its zone's local clock, summer time included (08:00 Europe/London: GMT in winter, BST in summer)
    case("define", "Will that be GMT or BST in summer?", E, "b57", before=["weekly digest on mondays at 8am london time"],
         says=["BST", "GMT"], not_patterns=["didn't understand"]),
    case("define", "is the digest time affected by daylight saving?", E, "b57", says=["summer time"],
         not_patterns=["subscribed"]),
    # b56: the next Monday digest's date and hour, in the chat's zone (any Monday: the set runs on any day)
    case("alerts", "Confirm: which time zone is my digest in, and when does the next one arrive?", E, "b56",
         before=["Set me up a weekly digest on Mondays at 08:00 London time."],
         patterns=[r"monday \d{4}-\d{2}-\d{2} 08:00", r"europe/london"]),
    case("alerts", "下一期日报什么时候到", Z, "b56", before=["每周一早上8点发周报，伦敦时间"], patterns=[r"\d{4}-\d{2}-\d{2}\W*周一\W*08:00"]),
]
