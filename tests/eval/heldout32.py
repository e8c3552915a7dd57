"""The thirty-second held-out test's misses (three new users: a Taipei indie game developer choosing
a model for NPC dialogue, in Traditional Chinese; a San Francisco product manager building a
realtime voice agent for restaurant phone orders, in terse English; a Beijing NLP lab's group, in
Simplified Chinese full of English jargon, one admin and two members), written on 2026-12-04 from
the seeds before the bot saw them (meant for c77a95e, but the testers'
`leaderbot` was still the non-editable install of 464cc83: the replies were 464cc83's). The misses fixed since are here as
case facts, each from that user's own facts column.
"""

from __future__ import annotations

from .heldout import COUNTRY_UNKNOWN, E, Z, held_out

case = held_out(32)

TAIPEI = "好 設定一下 每天早上9點(台灣時間)傳摘要給我"
NEW_AT_ONCE = "有新模型出來的時候馬上通知我"
VOLUME = "ok pricing. ~3k calls/day, 6 turns/call, ~120 output tok/turn. $/mo on gpt-5.6 luna?"
STUDENTS = "ok serious qn. 30 ppl in my class, each maybe 20 msgs a day, each reply ~500 tokens. per month with deepseek v4 flash how much ah"

HELDOUT_32 = [
    # a: the Taipei developer's settings in Traditional Chinese (her facts: 09:00 Asia/Taipei, then 08:30; price
    # alerts added, rank alerts off, price off again; weekends off, then every day again)
    case("alerts", TAIPEI, Z, "a50", says=["09:00", "Asia/Taipei"], not_patterns=["北京时间"]),
    case("alerts", "欸不對 改8點半好了", Z, "a51", before=[TAIPEI], says=["08:30", "Asia/Taipei"], not_patterns=["没看懂"]),
    case("alerts", "價格變動也要", Z, "a54", before=[TAIPEI, NEW_AT_ONCE], says=["即时提醒：新模型、价格"]),
    case("alerts", "啊排名變動就不用了 太吵", Z, "a55", before=[TAIPEI, NEW_AT_ONCE, "價格變動也要"],
         says=["即时提醒：新模型、价格", "不发", "排名变化"], not_patterns=[r"最快模型"]),
    case("alerts", "算了價格的也關掉好了", Z, "a56", before=[TAIPEI, NEW_AT_ONCE, "價格變動也要"],
         says=["即时提醒：新模型", "09:00"], not_patterns=[r"即时提醒：[^\n]*价格", r"最便宜模型"]),
    case("alerts", "好啦 那就每天都傳", Z, "a59", before=[TAIPEI, "週末不要傳摘要可以嗎"], says=["每天 09:00"],
         not_patterns=["工作日", "没看懂"]),
    # small talk, both languages (a1, a72; round 31's student: b93, b99)
    case("help", "嗨 你好", Z, "a1", says=["/top"], not_patterns=["没看懂"]),
    case("help", "哈哈 你好聰明", Z, "a72", not_patterns=["没看懂", r"模型对比", r"智能"]),
    case("help", "haha ok u quite useful leh. u bot or got human behind", E, "b93 (round 31)", says=["bot"],
         not_patterns=["didn't understand", "没看懂"]),
    case("help", "ok thats all, gtg study for my exam tmr 😵", E, "b99 (round 31)", says=["Bye"],
         not_patterns=["didn't understand", "没看懂"]),
    case("help", "later models?", E, "own", not_patterns=["Bye"]),
    # b: the voice-agent PM's costs at his call volume (his facts: 3000 × 6 × 120 = 2.16M output tokens a day,
    # 64.8M a month; seed 001: GPT-5.6 Luna $0.87 -> $56.38, Terra $2.17 -> $140.62, Claude Opus 4.8 $3.85 -> $249.48;
    # double the calls: $498.96 on Opus; Luna at 6k calls a day $112.75, $3.76 a day; seed 000: Nova Micro has
    # only an input price)
    case("cost", "terra $/mo", E, "b28", before=[VOLUME], has=["GPT-5.6 Terra"], numbers=["140.62"], not_numbers=["56.38"]),
    case("cost", "opus 4.8 per month", E, "b74", before=[VOLUME], numbers=["249.48"]),
    case("cost", "and if calls double", E, "b75", before=[VOLUME, "opus 4.8 per month"], numbers=["498.96"]),
    case("cost", "ok luna at 6k calls/day", E, "b76", before=[VOLUME, "opus 4.8 per month"], has=["GPT-5.6 Luna"],
         numbers=["112.75"]),
    case("cost", "per day?", E, "b77", before=[VOLUME, "ok luna at 6k calls/day"], numbers=["3.76"]),
    case("cost", "nova micro $/mo for us?", E, "b19", before=[VOLUME], says=["can't be worked out"], not_numbers=["56.38"]),
    # his board, country and settings questions (seed 001/000: US makers only; Celeris-1 has no country; the digest's
    # zone read back, not changed; prices dropping is a price alert)
    case("region", "us only pls", E, "b11", before=["fastest models"], hasnt=["Celeris-1", "Qwen3.5 Omni Flash"],
         says=["US"], not_patterns=["didn't understand"]),
    case("country", "is celeris us or chinese", E, "b12", has=["Celeris-1"], patterns=[COUNTRY_UNKNOWN],
         not_patterns=[r"Fastest — China"]),
    case("alerts", "wait is that pacific or utc", E, "b42", before=["daily summary 9am pst", "actually make it 8:30"],
         says=["08:30", "America/Los_Angeles"]),
    case("alerts", "is my digest in utc", E, "own", before=["daily digest at 8 singapore time"],
         says=["Asia/Singapore"], not_patterns=[r"\(UTC"]),
    case("alerts", "also alert me if prices drop", E, "b43", before=["ping me when a new model shows up"],
         says=["At once: new models, prices"]),
    case("compare", "mercury vs luna for voice", E, "b69", has=["Mercury 2.5", "GPT-5.6 Luna"], numbers=["204"],
         not_patterns=[r"isn't in the data"]),
    # round 31's student (her facts: 30 × 20 × 500 = 300,000 output tokens a day, 9M a month: DeepSeek V4 Flash
    # $0.54, GPT-5.6 Luna $7.83, 100 students $26.10; "vs luna" after GLM-5.2; the 7.30's zone read back)
    case("cost", STUDENTS, E, "b16 (round 31)", numbers=["0.54"], not_numbers=["0.00"]),
    case("cost", "and with gpt-5.6 luna?", E, "b17 (round 31)", before=[STUDENTS], numbers=["7.83"]),
    case("cost", "what if 100 students leh", E, "b18 (round 31)", before=[STUDENTS, "and with gpt-5.6 luna?"],
         numbers=["26.10"]),
    case("compare", "vs luna which better ah", E, "b27 (round 31)", before=["glm-5.2"], has=["GLM-5.2", "GPT-5.6 Luna"],
         not_patterns=[r"isn't in the data"]),
    case("alerts", "the 7.30 is singapore time or utc ah", E, "b65 (round 31)",
         before=["daily summary 7.30am, im in singapore"], says=["07:30", "Asia/Singapore"]),
    # a11, a12: which models a 4090 (or two) can hold; c: the lab's 8 × A100 80G (seed 002's sizes: DeepSeek V4.1 Flash
    # 552B, Naive-N0.5-Flash 309B; the name's K2 Horizon 375B; NVIDIA's cards: 24 GB and 80 GB; FP8 one byte a parameter)
    case("bound", "我有一張4090 跑得動哪個", Z, "a11", before=["k2 horizon 多快"], has=["DeepSeek V4.1 Flash", "Naive-N0.5-Flash"],
         says=["24 GB", "放不下"], not_patterns=[r"解码速度上限：K2 Horizon"]),
    case("bound", "8卡A100 80G 能跑哪些", Z, "c21", has=["DeepSeek V4.1 Flash"], says=["640 GB", "552 GB", "FP8 放得下"]),
    case("bound", "which models fit on 2x 4090", E, "own", says=["48 GB", "doesn't fit", "isn't known"]),
    # c98: the admin keeps the digest's hour and adds rank alerts (his facts: it stays 20:30); c84: a member asks for
    # one card in Chinese, no setting (seed 001: Kimi K2.7 Code 45 t/s, $0.70)
    case("alerts", "@leaderbot 日报保持8点半 但是排名变动也即时推一下", Z, "c98", group=True,
         before=["@leaderbot 每天晚上8点半发日报", "@leaderbot 有新模型马上推"], says=["20:30", "排名"], not_patterns=[r"08:30"]),
    case("card", "@leaderbot 用中文说下 kimi k2.7 code 的数据", Z, "c84", group=True, has=["Kimi K2.7 Code"], numbers=["45", "0.70"],
         not_patterns=["管理员"]),
    # questions about the data (PRODUCT.md: AA's medians; a reasoning model's thinking counts as waiting; seed 004:
    # for dialogue the wait for the first token matters most; prices in USD and relay CNY only; K2 Horizon's price
    # isn't published, so it is left out of price rankings; Celeris's country is unknown)
    case("meta", "is the speed number p50 or avg", E, "b32", says=["median of its"], not_patterns=[r"^Fastest"]),
    case("meta", "does thinking time count as waiting", E, "b8", says=["after any thinking"], not_patterns=[r"^Quickest"]),
    case("meta", "可以幫我更新一下資料嗎", Z, "a49", says=["Artificial Analysis"], not_patterns=["没看懂"]),
    case("scenario", "首字延遲跟吞吐量哪個對NPC比較重要", Z, "a81", says=["第一个 token"], not_patterns=[r"^全球回复最快"]),
    case("meta", "where u get the numbers from", E, "b32 (round 31)", says=["Artificial Analysis"],
         not_patterns=["didn't understand"]),
    case("country", "lol never heard of celeris. which country one", E, "b37 (round 31)", has=["Celeris-1"],
         patterns=[COUNTRY_UNKNOWN]),
    case("meta", "how much in sgd", E, "b53 (round 31)", says=["exchange rate"], not_patterns=["didn't understand"]),
    case("meta", "why k2 horizon not in the cheapest list", E, "b86 (round 31)", says=["K2 Horizon", "left out"],
         not_patterns=[r"how fast, not why"]),
    # more of the Taipei developer's (seed 001/000/002: open-weights board; 1000 players × 50 lines × 80 tokens = 4M a
    # day, Claude Sonnet 5 $1.54 -> $184.80 a month; NVIDIA Nemotron 3 Nano 30B A3B 267.1 > Omni Reasoning 229.9;
    # Kimi K3 ~50 official vs ~850 on Rubin NVL72: deployments differ)
    case("open", "我比較想要 open weight 的 可以自己本地跑 哪些是開源權重?", Z, "a10", says=["开放权重"],
         not_patterns=[r"单路解码速度为什么"]),
    case("bound", "那兩張4090呢", Z, "a12", before=["我有一張4090 跑得動哪個"], says=["48 GB", "放不下"],
         not_patterns=[r"解码速度上限"]),
    case("cost", "如果換 claude sonet 5 呢", Z, "a42",
         before=["我算一下 假設1000個玩家 每人每天講50句 每句大概80 token 用deepseek v4 flash一個月多少錢"],
         has=["Claude Sonnet 5"], numbers=["184.80"]),
    case("scenario", "你覺得做npc用哪個好 認真問", Z, "a63", says=["第一个 token"], not_patterns=["没看懂"]),
    case("meta", "同一個模型速度差這麼多??", Z, "a76", before=["kimi k3 有數據嗎"], says=["Kimi K3"],
         not_patterns=[r"^全球最快模型"]),
    case("compare", "跟 nano 30b 比 哪個快", Z, "a88", before=["那 Nemotron 3 Nano Omni 30B A3B Reasoning 呢"],
         has=["NVIDIA Nemotron 3 Nano 30B A3B", "Nemotron 3 Nano Omni 30B A3B Reasoning"], numbers=["267"],
         not_patterns=[r"高于 267"]),
    # more of the PM's (seed 001: Gemini 3.5 Flash $1.31 -> $84.89 a month at his volume, Flash-Lite has no output price;
    # Luna's figures are 2026-07-11's; Luna only at (max); Grok 4.5's maker has no country in the data)
    case("cost", "and gemini?", E, "b15", before=[VOLUME], has=["Gemini 3.5 Flash", "Gemini 3.5 Flash-Lite"], numbers=["84.89"]),
    case("card", "so luna numbers are from july??", E, "b35", has=["GPT-5.6 Luna"], says=["2026-07-11"],
         not_patterns=[r"^Data sources"]),
    case("meta", "why", E, "b24", before=["is grok us or chinese"], says=["never guessed"], not_patterns=["didn't understand"]),
    case("card", "is there a luna non-reasoning tier in ur data", E, "b63", has=["GPT-5.6 Luna"], says=["one tier only"]),
    case("meta", "luna says (max), is that reasoning effort", E, "b62", says=["effort"], not_patterns=["I don't know a model"]),
    # the lab's GPU questions (seed 002: DeepSeek V4.1 Flash 552B, ~16B active; gpt-oss-120b's name: 120B; NVIDIA: a 4090
    # has 24 GB, four 96 GB; at INT4 half a byte a parameter, 276 GB), and a digest asked now or at a bare hour
    case("bound", "@leaderbot 这个能在我们4张4090上跑吗", Z, "c79", group=True, before=["@leaderbot gpt-oss-120b 多快"],
         has=["gpt-oss-120b"], says=["96 GB", "放不下"]),
    case("bound", "@leaderbot 那4张4090呢 量化到int4", Z, "c22", group=True,
         before=["@leaderbot 8卡A100 80G 能不能自部署 deepseek v4.1 flash"], has=["DeepSeek V4.1 Flash"], says=["INT4", "276"]),
    case("alerts", "send me the digest now", E, "b92", before=["daily summary 9am pst"], not_patterns=[r"^Alerts", r"^Subscribed"]),
    case("alerts", "send me the digest every day at 9", E, "own", says=["daily at 09:00"]),
]

