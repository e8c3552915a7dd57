"""The twenty-third held-out test's misses (three new users: a Shenzhen product manager choosing a
model for a customer-service bot, in casual Simplified Chinese; an English-speaking hobbyist who
texts in lowercase with "u", "ur", "thx"; a bilingual Singapore startup's group chat with one
admin and two members), written on 2026-12-03 from the seeds before the bot saw them (253 of 300
right on first sight). The misses fixed since are here as case facts, each from that user's own
facts column; a member's bare /digest is tests/test_subscriptions.py's (one user per case here).
Leftovers of earlier tests fixed with them close the list.
"""

from __future__ import annotations

from .heldout import held_out

Z, E, ANY = "zh", "en", "any"

case = held_out(23)

COST_13 = "ds flash 一个月输出2亿token要多少钱"
COMPARE_41 = "/compare deepseek v4 flash, minimax-m3"
AGENT_34 = "@leaderbot our agent does ~50 calls x 500 output tokens with GLM-5.2, roughly how long just for generation?"

HELDOUT_23 = [
    # a: the sources and their dates, not the smartest board ("靠谱" there is the data's trust)
    case("meta", "数据哪来的 靠谱不", Z, "a5", says=["Artificial Analysis"], hasnt=["Claude Fable 5"]),
    # a: 200M output tokens at DeepSeek V4 Flash's $0.06/M (001) = $12; V4 Pro $0.18 -> $36; Qwen3.7 Max $1.43 -> $286
    case("cost", COST_13, Z, "a13", says=["DeepSeek V4 Flash"], numbers=["12.00"]),
    case("followup", "那pro呢", Z, "a14", before=[COST_13], numbers=["36.00"]),
    case("followup", "千问3.7max呢", Z, "a15", before=[COST_13, "那pro呢"], numbers=["286.00"]),
    # a: of the two compared, speed per dollar: GPT-5.6 Luna 234.5, Gemini 3.5 Flash 116.0 (001)
    case("followup", "哪个性价比高", Z, "a42", before=["/compare gpt-5.6 luna gemini 3.5 flash"],
         has=["GPT-5.6 Luna", "Gemini 3.5 Flash"], numbers=["234.5"], hasnt=["DeepSeek V4 Flash"]),
    # a: the value board (001): DeepSeek V4 Flash 1633.3, MiniMax-M3 436.4, DeepSeek V4 Pro 283.3
    case("value", "速度性价比排行", Z, "a48", before=["每月翻译大概输出3亿token 用ds v4 flash多少钱"],
         first="DeepSeek V4 Flash", has=["MiniMax-M3", "DeepSeek V4 Pro"], numbers=["1633.3"]),
    # a: after the cheapest Chinese board, 50M output tokens on its first row: 50 x $0.06 = $3.00
    case("cost", "how much per month for 50M output tokens", E, "a69", before=["cheapest chinese model"],
         says=["DeepSeek V4 Flash"], numbers=["3.00"], not_patterns=["don't know a model"]),
    # a: after OpenAI's board, its fastest: gpt-oss-120b (215.5 t/s, input $0.15), not Celeris-1
    case("followup", "最快的那个多少钱", Z, "a85", before=["openai的呢"], first="gpt-oss-120b", hasnt=["Celeris-1"]),
    # a: China's fastest Qwen3.5 Omni Flash 237.8 against the international Mercury 2.5 1046.5: about 4.4x
    case("region", "国内外速度差距大吗", Z, "a87", has=["Mercury 2.5", "Qwen3.5 Omni Flash"], says=["4.4"]),
    case("meta", "现在是几号的数据 几天前的", Z, "a98", says=["2026-10-28", "2026-07-11"], not_patterns=["没看懂"]),
    # b: texted English
    case("smalltalk", "wat can u actually do lol", E, "b3", says=["/top"], not_patterns=["didn't understand"]),
    case("meta", "where do u get ur numbers from", E, "b4", says=["Artificial Analysis"],
         not_patterns=["didn't understand"]),
    # b: after the speed board, the second (Mercury 2.5, 1046.5 t/s), then the third (K2 Horizon 375B A23B, 888.8)
    case("followup", "and the one after that?", E, "b7", before=["whats the fastst model rn"], says=["Mercury 2.5"],
         hasnt=["Celeris-1"]),
    case("followup", "n after that", E, "b8", before=["whats the fastst model rn", "and the one after that?"],
         says=["K2 Horizon 375B A23B"], hasnt=["Celeris-1", "Mercury 2.5"]),
    case("meta", "is that tokens per sec or what", E, "b12", before=["/top 5"], says=["second"],
         not_patterns=["didn't understand"]),
    # b: after the input-price board, Nova Micro: 10M tokens at its $0.035/M input = $0.35
    case("cost", "how much is that per month if i do 10M tokens", E, "b16", before=["cheapest by input price?"],
         says=["Nova Micro"], numbers=["0.35"], not_patterns=["didn't understand", "don't know a model"]),
    case("cost", "and deepseek v4 flash for 10M output tokens?", E, "b17",
         before=["cheapest by input price?", "how much is that per month if i do 10M tokens"], numbers=["0.60"]),
    # b: Qwen3.7 Max's intelligence index is 46 (001), not what the index is; then against GLM-5.2 (181 t/s, 51)
    case("followup", "whats its intelligence index again", E, "b22", before=["/model qwen3.7 max"],
         says=["Qwen3.7 Max"], numbers=["46"]),
    case("followup", "compared to glm 5.2?", E, "b23", before=["/model qwen3.7 max"],
         has=["Qwen3.7 Max", "GLM-5.2"], numbers=["192", "181"]),
    # b: after the intelligence board, the second: GPT-5.6 Sol (59)
    case("followup", "and the one after that?", E, "b35", before=["smartest model?"], says=["GPT-5.6 Sol"]),
    # b: smart and fast at once: seed 001's trade-off tables (GPT-5.6 Terra, 55 at 140 t/s)
    case("tradeoff", "smartest one thats also fast", E, "b36", has=["GPT-5.6 Terra"]),
    # b: a third model added to the comparison, then ranked among the three (98, 96, 42 t/s; $0.06, $0.22, $0.70)
    case("compare", "add kimi k2.6 too", E, "b42", before=[COMPARE_41], has=["DeepSeek V4 Flash", "MiniMax-M3", "Kimi K2.6"]),
    case("followup", "which is fastest of those 3", E, "b43", before=[COMPARE_41, "add kimi k2.6 too"],
         first="DeepSeek V4 Flash", has=["MiniMax-M3", "Kimi K2.6"], hasnt=["Celeris-1"]),
    case("followup", "and cheapest", E, "b44", before=[COMPARE_41, "add kimi k2.6 too", "which is fastest of those 3"],
         first="DeepSeek V4 Flash", has=["MiniMax-M3", "Kimi K2.6"], hasnt=["DeepSeek V4 Pro"]),
    # b: DeepSeek V4.1 Flash is served at about 1,500 t/s on Fireworks (002)
    case("deployment", "who serves it that fast", E, "b54", before=["deepseek v4.1 flash params?"],
         says=["Fireworks"], numbers=["1500"], hasnt=["Naive-N0.5-Flash"]),
    case("language", "wait can u do english again", E, "b64", before=["/lang zh"], says=["English"]),
    # b: gpt-oss-120b 215.5 against Nova Micro 259.6 t/s (000): no
    case("compare", "is gpt-oss faster than nova micro", E, "b80", has=["gpt-oss-120b", "Nova Micro"],
         numbers=["260"], hasnt=["K2 Horizon 375B A23B"]),
    # b: the value board's top 3 (001): DeepSeek V4 Flash 1633.3, MiniMax-M3 436.4, DeepSeek V4 Pro 283.3
    case("followup", "top 3 of that", E, "b82", before=["best bang for buck speed wise"], first="DeepSeek V4 Flash",
         has=["MiniMax-M3", "DeepSeek V4 Pro"], hasnt=["Celeris-1"]),
    # b: 10M output tokens a month: GPT-5.6 Luna $8.70, Claude Sonnet 5 $15.40 (001)
    case("compare", "vs claude sonnet 5", E, "b85", before=["how much would luna cost for 10M output tokens a month"],
         numbers=["8.70", "15.40"]),
    case("smalltalk", "ok ty ur pretty useful ngl", E, "b98", not_patterns=["didn't understand"], max_lines=2),
    # c: settings by name, in the group (its first sender owns it)
    case("alerts", "/settings timezone Asia/Singapore", ANY, "c5", group=True, says=["Asia/Singapore"]),
    case("alerts", "/subscribe new models", E, "c7", group=True, says=["new models"], not_patterns=["didn't understand"]),
    case("alerts", "ok why cant i change it @leaderbot", E, "c14", group=True, says=["admins"],
         not_patterns=["没看懂", "didn't understand"]),
    # c: of the speed top 10, the cheapest input: Nova Micro $0.035 (not Claude Haiku 5.5 or Qwen3.5 Omni Flash, #11-13)
    case("followup", "@leaderbot which of the top 10 is cheapest on input price", E, "c20", group=True,
         before=["/top 10"], first="Nova Micro", hasnt=["Claude Haiku 5.5", "Qwen3.5 Omni Flash"]),
    # c: 50 calls x 500 tokens at DeepSeek V4 Pro's 51 t/s: about 490 s, 8.2 minutes
    case("agent", "and with DeepSeek V4 Pro? @leaderbot", E, "c35", group=True, before=[AGENT_34],
         has=["DeepSeek V4 Pro"], says=["8.2"]),
    # c: the international board by input price: Nova Micro first, no Chinese model
    case("followup", "@leaderbot by input price then?", E, "c39", group=True,
         before=["@leaderbot cheapest non-chinese model?"], first="Nova Micro", hasnt=["Qwen3.5 Omni Flash"]),
    case("alerts", "@leaderbot 每天早上9点新加坡时间发一下榜单", Z, "c76", group=True, says=["09:00", "Asia/Singapore"],
         not_patterns=["最近的变化"]),
    # earlier leftovers: a model added to a comparison (001: Claude Fable 5 61 t/s, $7.70, index 60), and a
    # workload with no model after the cheapest board (its first row, DeepSeek V4 Flash: 4M output x $0.06 = $0.24)
    case("compare", "add claude fable 5 to that", E, "old", before=["/compare luna, glm-5.2"],
         has=["GPT-5.6 Luna", "GLM-5.2", "Claude Fable 5"], numbers=["7.70"]),
    case("cost", "5000次 每次输入3k token 输出800 token 大概多少钱", Z, "old", before=["/cheap"],
         says=["DeepSeek V4 Flash"], numbers=["0.24"]),
    # explanations (seeds 002 and 004): the index itself, the two timings apart, why one model's speed differs by
    # deployment (Kimi K3 about 50 against 850 t/s), and what bounds one stream (memory bandwidth, active weights)
    case("meta", "智慧指數是什麼啊", Z, "22/a4", says=["Artificial Analysis"], hasnt=["Claude Fable 5"]),
    case("meta", "首字延遲跟輸出速度差在哪", Z, "22/a55", says=["首字延迟", "生成速度"], not_patterns=["回复最快模型"]),
    case("meta", "同一个模型为啥速度差这么多", Z, "a65", says=["部署"], not_patterns=["没看懂"]),
    case("meta", "ok so does a bigger model always run slower", E, "b59", says=["bandwidth"], hasnt=["Celeris-1"]),
    case("meta", "单路解码速度主要卡在哪", Z, "22/c75", says=["带宽"], hasnt=["Naive-N0.5-Flash"]),
    # test 22, a9/a92: yes or no about the last model: Celeris-1 is not the cheapest (no output price; input $0.20
    # against Nova Micro's $0.035, 000); Nova Micro is, by input price
    case("followup", "那它算最便宜嗎", Z, "22/a9", before=["/model celeris-1"], says=["不是", "Nova Micro"],
         numbers=["0.035"]),
    case("followup", "is it the cheapest?", E, "22/a92", before=["/model nova micro"], says=["Yes"], numbers=["0.035"]),
    # test 22, c96: each maker's fastest (000/001): Qwen3.5 Omni Flash 237.8, GLM-5.2 181, DeepSeek V4 Flash 98, Kimi K2.7 Code 45
    case("vendor_vs", "deepseek qwen kimi glm 各家最快的一个 比一下", Z, "22/c96",
         has=["Qwen3.5 Omni Flash", "GLM-5.2", "DeepSeek V4 Flash"], hasnt=["Celeris-1"]),
    # test 22, c99: after GPT-5.6 Luna against GLM-5.2: 204 against 181 t/s, $0.87 against $0.90 (001)
    case("followup", "so basically luna is faster n cheaper?", E, "22/c99", before=["/compare gpt-5.6 luna glm-5.2"],
         has=["GPT-5.6 Luna", "GLM-5.2"], numbers=["0.87", "0.90"], hasnt=["DeepSeek V4 Flash"]),
    # test 22, b39: of the five smartest (001: Fable 5 60, Sol 59, Opus 4.8 56, GPT-5.5 55, Terra 55), the fastest:
    # GPT-5.6 Terra, 140 t/s
    case("followup", "and the fastest among the top 5 smartest", E, "22/b39", before=["smartest model?"],
         first="GPT-5.6 Terra", numbers=["140"], hasnt=["Celeris-1"]),
    # a16: no model holds both prices (input prices are 000's, output 001's): said so, with each side's cheapest
    # (100M output at DeepSeek V4 Flash's $0.06 = $6.00; 500M input at Nova Micro's $0.035 = $17.50)
    case("cost", "每月输入5亿 输出1亿 用哪个最省钱", Z, "a16", says=["DeepSeek V4 Flash", "Nova Micro"],
         numbers=["6.00", "17.50"]),
    # test 22, b32: Gemini 3 Flash is not in the data (only Gemini 3.5 Flash and 3.5 Flash-Lite, 3.1 Pro Preview): said
    # so, never Gemini 3.5 Flash's card in its place
    case("unknown", "/model gemini 3 flash", E, "22/b32", says=["isn't in the data", "Gemini 3.5 Flash"],
         not_patterns=["Open weights"]),
    # test 22, a50: after the US value board (GPT-5.6 Luna first), 100M output tokens at its $0.87/M = $87.00
    case("cost", "那它一個月跑 100M output 要多少", Z, "22/a50", before=["美國的性價比最好是哪個"], numbers=["87.00"]),
    # test 22, a23: the month's 20M output tokens carried to Claude Fable 5 ($7.70/M, 001): $154.00
    case("followup", "那 Claude Fable 5 咧", Z, "22/a23",
         before=["我一個月大概會用 20M output tokens，DeepSeek V4 Flash 要多少錢", "換成 GPT-5.6 Luna 呢", "claude opus 4.8 呢"],
         numbers=["154.00"]),
    # test 22, a93: after Nova Micro's card, against gpt-oss-120b by input price: $0.035 against $0.15 (000)
    case("compare", "比 gpt-oss-120b 便宜多少", Z, "22/a93", before=["/model nova micro"],
         has=["Nova Micro", "gpt-oss-120b"], numbers=["0.035", "0.15"], hasnt=["DeepSeek V4 Pro"]),
    # test 22, a29: after the cheapest with an intelligence index of 50 or more, China's: GLM-5.2 (51), not a price of $50
    case("followup", "那中國的有50以上的嗎", Z, "22/a29", before=["智慧指數50以上最便宜的是哪個"], first="GLM-5.2",
         numbers=["51"], not_patterns=[r"\$50"]),
    # test 22, a91 and a90: 100M input tokens at Nova Micro's $0.035/M = $3.50; 5M output at DeepSeek V4 Pro's $0.18 =
    # $0.90, its input price not in the data (said)
    case("cost", "Nova Micro 一個月輸入 100M tokens 要多少", Z, "22/a91", numbers=["3.50"]),
    case("cost", "一個月 5M input + 5M output 用 DeepSeek V4 Pro 大概多少", Z, "22/a90", numbers=["0.90"], says=["输入"]),
    # test 22, a18: the cheapest American (GPT-5.6 Luna $0.87) against the cheapest Chinese (DeepSeek V4 Flash $0.06)
    case("region", "美國跟中國最便宜的差多少", Z, "22/a18", has=["GPT-5.6 Luna", "DeepSeek V4 Flash"],
         numbers=["0.87", "0.06"]),
]
