"""Chat text in, query out: commands and plain phrases in Chinese and English."""

from __future__ import annotations

import pytest

from bot import answers
from bot.intents import MAX_INPUT, LastShown, Query, follow_up, parse_command, parse_text
from bot.render import to_plain

FAMILIES = {"glm5.2": "GLM-5.2", "deepseekv4flash": "DeepSeek V4 Flash", "kimik2.6": "Kimi K2.6"}


@pytest.mark.parametrize("text, kind, metric, region, open_only, limit", [
    ("最便宜的国产模型", "board", "price_out", "cn", False, 10),
    ("最快的模型前5", "board", "speed", None, False, 5),
    ("最快的国产模型前三", "board", "speed", "cn", False, 3),
    ("性价比最高", "board", "value", None, False, 10),
    ("cheapest China model", "board", "price_out", "cn", False, 10),
    ("fastest open model", "board", "speed", None, True, 10),
    ("top 5 international models", "board", "speed", "intl", False, 5),
    ("lowest latency models", "board", "ttft", None, False, 10),
    ("首字延迟最低的模型", "board", "ttft", None, False, 10),
    ("smartest model", "board", "intelligence", None, False, 10),
    ("最聪明的国外模型", "board", "intelligence", "intl", False, 10),
    ("cheapest by input price", "board", "price_in", None, False, 10),
    ("最便宜的模型 混合价格", "board", "price_blended", None, False, 10),
    ("开源模型哪个最快", "board", "speed", None, True, 10),
])
def test_phrases_map_to_boards(text, kind, metric, region, open_only, limit):
    q = parse_text(text, FAMILIES)
    assert (q.kind, q.metric, q.region, q.open_only, q.limit) == (kind, metric, region, open_only, limit)


@pytest.mark.parametrize("text, scenario", [
    ("实时对话用哪个", "realtime"),
    ("实时对话用哪个?", "realtime"),
    ("fastest model for realtime chat", "realtime"),
    ("which model for a voice assistant", "realtime"),
    ("批量翻译选什么", "longform"),
    ("best model for long-form generation", "longform"),
    ("深度研究用哪个", "research"),
    ("写代码用哪个模型", "coding"),
    ("best for coding", "coding"),
    ("智能体工作流选什么", "agent"),
    ("model for agent workflows", "agent"),
    ("预算有限用哪个", "budget"),
])
def test_phrases_map_to_scenarios(text, scenario):
    q = parse_text(text, FAMILIES)
    assert (q.kind, q.scenario) == ("scenario", scenario)


def test_commands_and_phrases_reach_the_same_query():
    assert parse_command("cheap", "china") == parse_text("最便宜的国产模型", FAMILIES)
    assert parse_command("top", "5") == parse_text("最快的模型前5", FAMILIES)
    assert parse_command("value", "") == parse_text("性价比最高", FAMILIES)
    assert parse_command("china", "cheap") == parse_command("cheap", "china")
    # ("用哪个" may pick among models just compared: in a chat shown nothing, the whole board's pick)
    assert parse_command("scenario", "realtime") == follow_up(parse_text("实时对话用哪个", FAMILIES), LastShown())


@pytest.mark.parametrize("text, names", [
    ("compare deepseek v4 flash and glm-5.2", ("DeepSeek V4 Flash", "GLM-5.2")),
    ("对比 deepseek v4 flash 和 glm-5.2", ("DeepSeek V4 Flash", "GLM-5.2")),
    ("glm-5.2 vs kimi k2.6", ("GLM-5.2", "Kimi K2.6")),
    ("比较 GLM-5.2、Kimi K2.6、DeepSeek V4 Flash", ("GLM-5.2", "Kimi K2.6", "DeepSeek V4 Flash")),
])
def test_compare_phrases(text, names):
    assert parse_text(text, FAMILIES) == Query("compare", names=names)


def test_compare_needs_two_to_five():
    assert parse_command("compare", "glm-5.2").problem == "compare_count"
    assert parse_command("compare", "a, b, c, d, e, f").problem == "compare_count"


def test_a_model_named_in_a_question_opens_its_card():
    assert parse_text("how fast is deepseek v4 flash?", FAMILIES) == Query("card", names=("DeepSeek V4 Flash",))
    assert parse_text("GLM-5.2怎么样", FAMILIES) == Query("card", names=("GLM-5.2",))


def test_agent_calculator_arguments():
    assert parse_command("agent", "50 800") == Query("agent", calls=50, tokens=800)
    assert parse_command("agent", "").problem == "agent_usage"
    assert parse_command("agent", "0 800").problem == "agent_range"
    assert parse_text("agent with 30 calls of 1000 tokens", FAMILIES) == Query("agent", calls=30, tokens=1000)


def test_oversized_and_unknown_input():
    assert parse_text("x" * (MAX_INPUT + 1), FAMILIES).kind == "too_long"
    assert parse_command("top", "x" * (MAX_INPUT + 1)).kind == "too_long"
    assert parse_command("frobnicate", "").kind == "unknown"
    assert parse_text("你好", FAMILIES).kind == "help"


@pytest.mark.parametrize("typed", ["glm-5.2", "GLM 5.2", "glm5.2", "Glm-5,2", "glm-5.2 ", "GLM—5.2", "glm-5.2 (max)"])
def test_model_names_match_forgivingly(default_db, typed):
    found = answers.resolve(default_db, typed)
    assert found.family == "GLM-5.2", typed


@pytest.mark.parametrize("typed, family", [
    ("deepseek v4 flsh", "DeepSeek V4 Flash"),  # a small typo
    ("minimax m3", "MiniMax-M3"),
    ("GPT 5.6 luna", "GPT-5.6 Luna"),
    ("qwen 3.7 max", "Qwen3.7 Max"),
    ("mimo v2.5 pro", "MiMo-V2.5-Pro"),
])
def test_small_typos_and_spacing(default_db, typed, family):
    assert answers.resolve(default_db, typed).family == family


def test_ambiguous_and_unknown_names_get_suggestions(default_db):
    kimi = answers.resolve(default_db, "kimi")
    assert kimi.family_key is None and {"Kimi K2.6", "Kimi K2.7 Code", "Kimi K3"} <= set(kimi.suggestions)
    nothing = answers.resolve(default_db, "zzzz unknown model")
    assert nothing.family_key is None and nothing.suggestions == []
    text = to_plain(answers.answer_text(default_db, "/model zzzz unknown model", "zh").pages[0])
    assert "我不认识" in text and "zzzz unknown model" in text


@pytest.mark.parametrize("lang, phrase", [("en", "Sorry, I didn't understand"), ("zh", "抱歉，没看懂")])
def test_not_understood_gets_short_help_in_the_users_language(default_db, lang, phrase):
    text = to_plain(answers.answer_text(default_db, "purple elephants dancing", lang).pages[0])
    assert phrase in text and "/top" in text


def test_answers_follow_the_language(default_db):
    en = to_plain(answers.answer_text(default_db, "/top", "en").pages[0])
    zh = to_plain(answers.answer_text(default_db, "/top", "zh").pages[0])
    assert en.startswith("Fastest") and "Ranked by output speed" in en
    assert zh.startswith("全球最快模型") and "按生成速度排序" in zh


def test_a_number_first_in_a_board_command_is_how_many():
    # /help advertises "/top 5 china"
    assert parse_command("top", "5 china") == Query("board", region="cn", limit=5)
    assert parse_command("cheap", "3 blended").limit == 3
    assert parse_command("agent", "50 800").limit == 10  # there the numbers are calls and tokens


@pytest.mark.parametrize("text", ["fastest model outside China", "fastest non-Chinese model",
                                  "cheapest model except chinese ones", "不要国产的，最快的是哪个",
                                  "除了国产模型最快的是哪个", "非国产最快模型"])
def test_a_region_ruled_out_means_the_other_one(text):
    assert parse_text(text, FAMILIES).region == "intl"


@pytest.mark.parametrize("text", ["which is faster, glm-5.2 or kimi k2.6?", "is glm-5.2 faster than kimi k2.6",
                                  "glm-5.2 和 kimi k2.6 哪个快", "glm-5.2 比 kimi k2.6 快吗"])
def test_two_models_in_a_question_compare_them(text):
    assert parse_text(text, FAMILIES) == Query("compare", names=("GLM-5.2", "Kimi K2.6"))


@pytest.mark.parametrize("args", ["1.5 200", "1e3 100", "-3 100", "50 -800"])
def test_agent_wants_whole_positive_numbers(args):
    assert parse_command("agent", args).problem == "agent_range"


@pytest.mark.parametrize("command, args, limit, problem, capped", [
    ("top", "china 3", 3, None, False), ("top", "open 2", 2, None, False), ("top", "999", 30, None, True),
    ("top", "0", 10, "top_range", False), ("top", "-5", 10, "top_range", False), ("top", "2.5", 10, "top_range", False),
])
def test_board_sizes_from_commands(command, args, limit, problem, capped):
    q = parse_command(command, args)
    assert (q.limit, q.problem, q.capped) == (limit, problem, capped)


@pytest.mark.parametrize("text, limit", [("show me the 3 cheapest models", 3), ("cheapest 3", 3),
                                         ("最快的三个国产模型", 3), ("fastest models under $1", 10)])
def test_board_sizes_from_phrases(text, limit):
    assert parse_text(text, FAMILIES).limit == limit


@pytest.mark.parametrize("text, vendors", [("deepseek 和 qwen 哪个快", ("DeepSeek", "Alibaba")),
                                           ("阿里的模型哪个最快", ("Alibaba",)), ("给我看看 glm", ("Z AI",)),
                                           ("千问", ("Alibaba",)), ("/top deepseek", ("DeepSeek",))])
def test_vendors_named_in_any_language_limit_the_board(text, vendors):
    q = parse_command(text[1:].split()[0], text.split(" ", 1)[1]) if text.startswith("/") \
        else parse_text(text, FAMILIES)
    assert (q.kind, q.vendors) == ("board", vendors)


def test_vendor_boards_only_show_that_vendor(default_db):
    text = to_plain(answers.answer_text(default_db, "智谱的模型", "zh").pages[0])
    assert "GLM-5.2" in text and "GLM-5.1" in text and "Qwen" not in text and "DeepSeek" not in text


@pytest.mark.parametrize("text", ["how often is the data updated?", "数据多久更新一次"])
def test_freshness_questions_get_the_sources(text):
    assert parse_text(text, FAMILIES).kind == "source"


@pytest.mark.parametrize("text, lang, start", [("国产 前 5", "zh", "国产最快模型 · 前 5"), ("前三", "zh", "全球最快模型 · 前 3"),
                                              ("top5", "en", "Fastest — global, top 5"),
                                              ("/top3 china", "en", "Fastest — China, top 3")])
def test_board_sizes_written_together(default_db, text, lang, start):
    assert to_plain(answers.answer_text(default_db, text, lang).pages[0]).startswith(start)


# -- the held-out test's misses (2026-12-01): each a kind of question, not one message ----------

HELD_OUT_FAMILIES = {"glm5.2": "GLM-5.2", "mimov2.5pro": "MiMo-V2.5-Pro", "claudeopus4.7": "Claude Opus 4.7",
                     "k2horizon375ba23b": "K2 Horizon 375B A23B", "qwen3.7max": "Qwen3.7 Max"}


@pytest.mark.parametrize("text, bounds", [
    ("100到200 tok/s之间的国产模型", [("speed", ">=", 100.0), ("speed", "<=", 200.0)]),
    ("between 100 and 200 t/s", [("speed", ">=", 100.0), ("speed", "<=", 200.0)]),
    ("输出价格在0.1到0.5美元之间", [("price_out", ">=", 0.1), ("price_out", "<=", 0.5)]),
    ("速度在200至100之间", [("speed", ">=", 100.0), ("speed", "<=", 200.0)]),  # either order
])
def test_a_range_is_two_bounds(text, bounds):
    query = parse_text(text, HELD_OUT_FAMILIES)
    assert query.kind == "board" and query.limit == 10  # neither number is read as a board's size
    assert [(b.metric, b.op, b.value) for b in query.bounds] == bounds


@pytest.mark.parametrize("text, bound", [
    ("fastest under 0.1 input", ("price_in", "<", 0.1)),  # a price kind after the number names the price
    ("fastest under 0.5 output", ("price_out", "<", 0.5)),
    ("最快的 输入价低于0.1", ("price_in", "<", 0.1)),  # or one just before the comparison word
    ("fastest under 100 t/s", ("speed", "<", 100.0)),
])
def test_a_price_kind_beside_a_number_bounds_that_price(text, bound):
    query = parse_text(text, HELD_OUT_FAMILIES)
    assert [(b.metric, b.op, b.value) for b in query.bounds] == [bound]


def test_a_count_with_to_is_no_range():
    assert parse_text("top 3 to 5 fastest", HELD_OUT_FAMILIES).bounds == ()


@pytest.mark.parametrize("text, country, region", [
    ("速度最快的美国模型", "US", None),
    ("fastest US model", "US", None),
    ("cheapest american models", "US", None),
    ("top 3 fastest from US companies", "US", None),
    ("fastest by american companies", "US", None),
    ("美国公司的最快模型", "US", None),
    ("阿联酋的模型", "AE", None),
    ("最快的国产模型", None, "cn"),
])
def test_a_country_is_its_own_board(text, country, region):
    query = parse_text(text, HELD_OUT_FAMILIES)
    assert (query.kind, query.country, query.region) == ("board", country, region)


@pytest.mark.parametrize("text, metric", [("最慢的模型", "speed"), ("slowest model", "speed"),
                                          ("最贵的模型", "price_out"), ("most expensive models", "price_out")])
def test_the_other_end_of_a_board(text, metric):
    query = parse_text(text, HELD_OUT_FAMILIES)
    assert (query.kind, query.metric, query.reverse) == ("board", metric, True)


@pytest.mark.parametrize("text, than, region", [
    ("有没有比glm快的国产模型", "Z AI", "cn"),  # a vendor after 比: its best model bounds the board
    ("anything faster than qwen", "Alibaba", None),
    ("比glm-5.2便宜的国产模型", "GLM-5.2", "cn"),  # a model straight after 比, no 有没有 needed
])
def test_than_a_vendor_or_a_model(text, than, region):
    query = parse_text(text, HELD_OUT_FAMILIES)
    assert (query.kind, query.than, query.region, query.vendors) == ("board", than, region, ())


def test_a_version_without_its_variant_word_is_another_model():
    # "mimo v2.5" is MiMo-V2.5, which the data doesn't hold; the Pro is offered, never shown as it
    query = parse_text("mimo v2.5 多快", HELD_OUT_FAMILIES)
    assert query.problem == "unknown_model" and query.names[0].casefold() == "mimo v2.5"
    assert parse_text("mimo v2.5 pro 速度", HELD_OUT_FAMILIES).names == ("MiMo-V2.5-Pro",)


@pytest.mark.parametrize("text, name", [("calude opus 4.7 speed", "Claude Opus 4.7"),
                                        ("K2 Horizon is from which country", "K2 Horizon 375B A23B"),
                                        ("GLM-5.2 speed and price", "GLM-5.2")])
def test_one_model_asked_about_is_its_card(text, name):
    query = parse_text(text, HELD_OUT_FAMILIES)
    assert (query.kind, query.names) == ("card", (name,))


@pytest.mark.parametrize("text, kind", [("你是谁", "about"), ("who are you?", "about"),
                                        ("where does your data come from", "source")])
def test_questions_about_the_bot(text, kind):
    assert parse_text(text, HELD_OUT_FAMILIES).kind == kind


def test_an_agent_asking_for_an_unmeasured_time_gets_the_scenario():
    query = parse_text("agent跑几十步 哪个模型总耗时最短", HELD_OUT_FAMILIES)
    assert (query.kind, query.scenario) == ("scenario", "agent")


def test_country_and_reverse_boards_answer_from_the_data(default_db):
    us = to_plain(answers.answer_text(default_db, "fastest US model", "en").pages[0])
    assert us.startswith("Fastest — US") and "Mercury 2.5" in us
    assert "Celeris-1" not in us and "K2 Horizon" not in us  # unknown country, and AE
    slow = to_plain(answers.answer_text(default_db, "最慢的模型", "zh").pages[0])
    assert slow.startswith("全球最慢模型") and slow.index("Kimi K2.6") < slow.index("Claude Opus 4.7")
    dear = to_plain(answers.answer_text(default_db, "most expensive model", "en").pages[0])
    assert dear.startswith("Most expensive") and dear.index("Claude Fable 5") < dear.index("GPT-5.6 Sol")
    assert "highest first" in dear and "lowest first" not in dear  # the header says which end is on top
    assert "从高到低" in to_plain(answers.answer_text(default_db, "最贵的模型", "zh").pages[0])
    assert "lowest first" in to_plain(answers.answer_text(default_db, "slowest model", "en").pages[0])
    served = to_plain(answers.answer_text(default_db, "mimo ultraspeed tps", "en").pages[0])
    assert "UltraSpeed" in served and "1000" in served  # the maker's own fast service, seed 002
    ranged = to_plain(answers.answer_text(default_db, "100到200 tok/s之间的国产模型", "zh").pages[0])
    assert "Qwen3.7 Max" in ranged and "GLM-5.2" in ranged and "Qwen3.5 Omni Flash" not in ranged
    faster = to_plain(answers.answer_text(default_db, "有没有比glm快的国产模型", "zh").pages[0])
    assert "Qwen3.5 Omni Flash" in faster and "Qwen3.7 Max" in faster and "GLM-5.1" not in faster
    named_back = to_plain(answers.answer_text(default_db, "mimo v2.5 多快", "zh").pages[0])
    assert "mimo v2.5" in named_back.casefold() and "MiMo-V2.5-Pro" in named_back and "46" not in named_back
    tier = to_plain(answers.answer_text(default_db, "千问3.7", "zh").pages[0])  # Max is a tier, not a variant
    assert tier.startswith("Qwen3.7 Max") and "192" in tier


def test_a_comparison_shows_the_input_price_when_no_output_price_is_known(default_db):
    both = to_plain(answers.answer_text(default_db, "Mercury 2.5 vs Celeris-1", "en").pages[0])
    assert "$in" in both and "0.25" in both and "0.20" in both and "$in per 1M input tokens" in both


def test_a_model_given_by_its_size_gets_the_decoding_ceiling(default_db):
    assert parse_text("h100上跑70b模型能多快", HELD_OUT_FAMILIES) == Query("bound", arg="70b h100")
    ceiling = to_plain(answers.answer_text(default_db, "h100上跑70b模型能多快", "zh").pages[0])
    # H100 3.35 TB/s; 70B at FP8 is 70 GB a token -> ~48 tokens/s, at BF16 (140 GB) ~24
    assert "70B 稠密模型" in ceiling and "3.35 TB/s" in ceiling and "48 tokens/s" in ceiling and "BF16 24" in ceiling
    from bot.pictures import bound_reply

    fp16 = to_plain(bound_reply(default_db, "70b h200 fp16", "en"))  # /bound's own words
    assert "140 GB" in fp16 and "34 tokens/s" in fp16


# -- held-out test 2's unhelpful answers, and follow-ups ---------------------------------------

NANO = {"nvidianemotron3nano30ba3b": "NVIDIA Nemotron 3 Nano 30B A3B", "nemotron3nanoomni30ba3breasoning":
        "Nemotron 3 Nano Omni 30B A3B Reasoning", "gemini3.5flash": "Gemini 3.5 Flash", "k2horizon375ba23b":
        "K2 Horizon 375B A23B", "deepseekv4pro": "DeepSeek V4 Pro", **HELD_OUT_FAMILIES}


@pytest.mark.parametrize("text, name", [
    ("nemotron 3 nano 30b 速度", "NVIDIA Nemotron 3 Nano 30B A3B"),  # maker's word and last word left out
    ("nemotron 3 nano omni speed", "Nemotron 3 Nano Omni 30B A3B Reasoning"),
    # two names fit; one adds only sizes and its maker's name, the other a variant ("omni", "reasoning")
    ("nemotron 3 nano 速度", "NVIDIA Nemotron 3 Nano 30B A3B"),
])
def test_a_name_typed_without_its_first_or_last_words_is_that_model(text, name):
    query = parse_text(text, NANO)
    assert query.kind == "card" and query.names == (name,) and query.problem is None


@pytest.mark.parametrize("text", ["gemini 3 flash speed", "mimo v2.5 多快", "nemotron 3 速度"])
def test_a_version_or_an_ambiguous_name_is_not_taken_for_another_model(text):
    # "gemini 3" is not "gemini 3.5"; "nemotron 3" fits two models, each with a variant word left out
    assert parse_text(text, NANO).problem == "unknown_model"


@pytest.mark.parametrize("text, asked", [("K2 Horizon 输入价", "price_in"), ("k2 horizon output price", "price_out"),
                                         ("where is K2 Horizon from", None)])
def test_one_field_of_a_model_asks_its_card_for_that_field(text, asked):
    query = parse_text(text, NANO)
    assert (query.kind, query.names, query.asked) == ("card", ("K2 Horizon 375B A23B",), asked)


@pytest.mark.parametrize("text, kind", [
    ("how many models do you track", "source"), ("你们收录了多少个模型", "source"), ("how old is your data", "source"),
    ("what about open source ones", "board"),  # "source" of "open source" is no question about the data
    ("cheapest model overall", "board"), ("下一页", "next_page"), ("more", "next_page"), ("再来5个", "next_page"),
    ("用英文回答", "lang"), ("reply in chinese please", "lang"),
])
def test_questions_about_the_data_paging_and_language_words(text, kind):
    query = parse_text(text, NANO)
    assert query.kind == kind
    if text == "cheapest model overall":  # "overall" alone is not the blended price
        assert query.metric == "price_out"
    if text == "再来5个":
        assert query.limit == 5
    if kind == "lang":
        assert query.arg == ("en" if "英文" in text else "zh")


def test_follow_ups_name_what_they_change_and_keep_the_rest_of_the_last_answer():
    from bot.intents import LastShown, follow_up

    card = LastShown(models=("DeepSeek V4 Pro",), last="models")
    its = parse_text("它的智能分呢", NANO)
    assert (its.follow, its.asked) == ("subject", "intelligence")
    assert follow_up(its, card) == Query("card", names=("DeepSeek V4 Pro",), asked="intelligence", lang="zh")
    assert follow_up(its, LastShown()).problem == "model_usage"  # nothing to refer to: which model?
    china = parse_text("那国产的呢", NANO)
    assert china.follow == "board" and china.metric == ""
    last = Query("board", metric="price_out", limit=5, open_only=True)
    board = LastShown(last, 20, ("DeepSeek V4 Flash", "MiniMax-M3", "Kimi K2.6"), last="board")
    assert follow_up(china, board) == Query("board", metric="price_out", limit=5, open_only=True, region="cn",
                                            lang="zh")
    assert follow_up(china, LastShown()).metric == "speed"  # no board before: the board as asked
    # after a board, "it" is its first row, "these two" its first two, "the second one" its second
    assert follow_up(parse_text("它多少钱", NANO), board).names == ("DeepSeek V4 Flash",)
    assert follow_up(parse_text("这俩谁便宜", NANO), board) == Query("compare", names=("DeepSeek V4 Flash", "MiniMax-M3"),
                                                                 asked="price_out", lang="zh")
    assert follow_up(parse_text("the second one's price?", NANO), board).names == ("MiniMax-M3",)
    # "which of those is cheapest": the rows shown, ranked anew, and nothing else
    among = follow_up(parse_text("which of those is cheapest", NANO), board)
    assert (among.kind, among.metric, among.among) == ("board", "price_out", board.rows)
    # "vs X" against the last card's model; the card's own model isn't compared with itself
    versus = follow_up(parse_text("vs gemini 3.5 flash?", NANO), card)
    assert (versus.kind, versus.names, versus.problem) == ("compare", ("DeepSeek V4 Pro", "Gemini 3.5 Flash"), None)
    assert follow_up(parse_text("vs deepseek v4 pro", NANO), card).problem == "compare_count"
    # a model named is its own question, not a follow-up
    assert parse_text("what about gemini 3.5 flash", NANO).names == ("Gemini 3.5 Flash",)
    assert parse_text("deepseek v4 pro", NANO).lang is None  # a name alone: the chat's language


# -- held-out test 3: mixed languages, filters, exclusions, hardware, workloads, settings ------------


@pytest.mark.parametrize("text, lang", [
    ("is claude haiku 5.5 ok for 客服 bot? latency?", "en"), ("fastest open weights model pls 开源的就行", "en"),
    ("cheap的国产模型", "zh"), ("haiku 5.5 vs gemini flash lite 谁便宜", "zh"),  # model names count for neither
    ("speed至少80 output价格1刀以内 有哪些", "zh"), ("smartest 国产", "zh"),
])
def test_a_mixed_message_is_answered_in_the_language_that_dominates_it(text, lang):
    assert parse_text(text, NANO).lang == lang


def test_filters_as_typed_in_held_out_test_3():
    from bot.boards import Bound

    assert parse_text("国产里面 每秒100个token以上的有哪些", NANO).bounds == (Bound("speed", ">=", 100.0),)
    both = parse_text("speed至少80 output价格1刀以内 有哪些", NANO)
    assert set(both.bounds) == {Bound("speed", ">=", 80.0), Bound("price_out", "<=", 1.0)} and both.metric == "speed"
    assert parse_text("fastest under 0.1 input", NANO).bounds == (Bound("price_in", "<", 0.1),)  # still its own
    assert parse_text("intel > 55 and output under $5", NANO).metric == "intelligence"
    assert parse_text("国产 top3 带价格", NANO).metric == "speed"  # a column, not the ranking
    assert parse_text("US 模型里 最快的", NANO).country == "US"
    left_out = parse_text("便宜的国产 别给我推deepseek 除了ds还有啥", NANO)
    assert (left_out.metric, left_out.region, left_out.vendors, left_out.without) == ("price_out", "cn", (), ("DeepSeek",))
    assert parse_text("cheapest except deepseek and qwen", NANO).without == ("DeepSeek", "Alibaba")


@pytest.mark.parametrize("text, arg", [
    ("h20 八卡跑 deepseek v4 pro 单路能到多少 t/s 理论上限", "DeepSeek V4 Pro h20 8"),
    ("70b fp8 on one 4090 speed?", "70b rtx4090 fp8 1"),
    ("两张h100跑70b能多快", "70b h100 2"),
    ("8x h200 70b fp16 多快", "70b h200 fp16 8"),
])
def test_hardware_words_become_bounds_words(text, arg):
    query = parse_text(text, NANO)
    assert (query.kind, query.arg) == ("bound", arg)


@pytest.mark.parametrize("text, tokens, asked, period", [
    ("平均回答300 tokens 用deepseek v4 pro 生成完要几秒", 300, "duration", None),
    ("how long does a 500 token answer take on deepseek v4 pro", 500, "duration", None),
    ("我们每天大概1000万输出token 用deepseek v4 pro一个月多少钱", 10_000_000, "cost", "day"),
    ("deepseek v4 pro 2m input tokens cost", 2_000_000, "cost_in", None),
])
def test_a_workload_on_one_model_is_timed_or_priced(text, tokens, asked, period):
    query = parse_text(text, NANO)
    assert (query.kind, query.names, query.tokens, query.asked, query.period) == \
        ("card", ("DeepSeek V4 Pro",), tokens, asked, period)
    assert parse_text("deepseek v4 pro faster than 200 tokens/s?", NANO).tokens is None  # a speed, not a count


@pytest.mark.parametrize("text, kind, arg", [
    ("set timezone to europe/berlin", "tz", "europe/berlin"), ("时区改成北京时间", "tz", "Asia/Shanghai"),
    ("my timezone is utc+8", "tz", "utc+8"), ("quiet hours 22-7", "quiet", "22:00-07:00"),
    ("免打扰 晚上10点到早上7点", "quiet", "22:00-07:00"), ("do not disturb from 11pm to 7am", "quiet", "23:00-07:00"),
    ("取消免打扰", "quiet", "off"), ("我的订阅", "alerts", None), ("daily digest at 8am pls", "subscribe", "daily 08:00"),
])
def test_settings_in_words(text, kind, arg):
    query = parse_text(text, NANO)
    assert (query.kind, query.arg) == (kind, arg)


def test_a_follow_up_carries_only_the_last_answers_own_workload():
    """"那pro呢" / "vs claude sonnet 5" after a cost price the same volume; after another answer came
    between (the kept workload is stale) they are the plain card or comparison, and never fail."""
    cost = {"tokens": 200_000_000, "asked": "cost", "period": "month", "calls": None, "requests": None}
    shown = LastShown(models=("DeepSeek V4 Flash",), last="models", workload=cost)
    carried = follow_up(parse_text("那pro呢", FAMILIES), shown)
    assert (carried.names, carried.tokens, carried.period) == (("DeepSeek pro",), 200_000_000, "month")
    stale = LastShown(models=("DeepSeek V4 Flash",), last="models", workload=dict(cost, stale=True))
    plain = follow_up(parse_text("那pro呢", FAMILIES), stale)
    assert plain.names == ("DeepSeek pro",) and plain.tokens is None
    versus = follow_up(parse_text("vs glm-5.2", FAMILIES), stale)
    assert versus.kind == "compare" and versus.tokens is None
    assert follow_up(parse_text("vs glm-5.2", FAMILIES), shown).tokens == 200_000_000
