"""The one vocabulary (data/vocabulary.tsv) and the questions of issue 9 as people type them:
mixed scripts, full width, Traditional, vendor against vendor, numbers that filter, typos,
models not in the data, questions about the data."""

from __future__ import annotations

import pytest

from bot import answers, pictures, subscriptions
from bot.boards import Bound
from bot.intents import NameFinder, parse_command, parse_text
from bot.render import to_plain
from bot.vocabulary import fold, vocabulary

FAMILIES = ["GLM-5.2", "GLM-5.1", "DeepSeek V4 Flash", "DeepSeek V4 Pro", "DeepSeek V4.1 Flash", "Kimi K2.6",
            "Qwen3.7 Max", "Qwen3.6 Plus", "MiniMax-M3"]


def ask(text: str):
    return parse_text(text, NameFinder(FAMILIES))


def reply(db, text: str, lang: str = "en") -> str:
    query = answers.understand(db, text)
    return to_plain(answers.answer(db, query, query.lang or lang).pages[0])


# -- folding ---------------------------------------------------------------------------------


@pytest.mark.parametrize("typed, folded", [
    ("deepseek和qwen哪个便宜", "deepseek 和 qwen 哪个便宜"),
    ("cheap的国产模型", "cheap 的国产模型"),
    ("０．５美元", "0.5 美元"),
    ("＄１", "$1"),
    ("ＧＬＭ的模型", "glm 的模型"),
    ("國產模型哪個便宜", "国产模型哪个便宜"),
    ("最快的開源模型", "最快的开源模型"),
])
def test_messages_are_folded_once_the_same_way(typed, folded):
    assert fold(typed) == folded


def test_region_words_are_one_list_for_every_parser():
    voc = vocabulary()
    for word in ("overseas", "国外", "海外", "international", "intl"):
        assert (voc.region.word(word) or voc.not_region.word(word)) == "intl", word
    # the four places that used to disagree
    assert parse_command("top", "overseas").region == "intl"
    assert pictures.parse_chart("overseas")[1:] == (pictures.Filter("intl"), [])
    assert subscriptions.parse_subscribe("国外").region == "intl"
    assert pictures.parse_filter("海外的").region == "intl" and pictures.unknown_words("海外的", {
        "region": None, "not_region": None, "weights": {"open"}}) == []


# -- mixed scripts, full width, Traditional ---------------------------------------------------


@pytest.mark.parametrize("text, metric, vendors, region, open_only", [
    ("deepseek和qwen哪个便宜", "price_out", ("DeepSeek", "Alibaba"), None, False),
    ("kimi和glm哪个快", "speed", ("Kimi", "Z AI"), None, False),
    ("deepseek的模型", "speed", ("DeepSeek",), None, False),
    ("cheap的国产模型", "price_out", (), "cn", False),
    ("最快的open模型", "speed", (), None, True),
    ("ＧＬＭ的模型", "speed", ("Z AI",), None, False),
    ("國產模型哪個便宜", "price_out", (), "cn", False),
])
def test_latin_against_chinese_reads_as_with_spaces(text, metric, vendors, region, open_only):
    q = ask(text)
    assert (q.kind, q.metric, q.vendors, q.region, q.open_only, q.lang) == ("board", metric, vendors, region,
                                                                           open_only, "zh")


# -- vendor against vendor, and models -------------------------------------------------------


@pytest.mark.parametrize("text, metric, vendors", [
    ("deepseek vs qwen", "speed", ("DeepSeek", "Alibaba")),
    ("glm 和 kimi 谁快", "speed", ("Z AI", "Kimi")),
    ("anthropic vs openai", "speed", ("Anthropic", "OpenAI")),
    ("deepseek vs qwen cheapest", "price_out", ("DeepSeek", "Alibaba")),
])
def test_vendor_against_vendor_is_one_board_of_both(text, metric, vendors):
    q = ask(text)
    assert (q.kind, q.metric, q.vendors) == ("board", metric, vendors)


def test_vendor_against_vendor_board_shows_only_them(default_db):
    text = reply(default_db, "deepseek vs qwen")
    assert "DeepSeek V4 Flash" in text and "Qwen3.7 Max" in text
    assert "GLM" not in text and "isn't in the data" not in text


def test_the_family_carries_over_to_a_second_name():
    assert ask("deepseek v4 flash 和 v4 pro").names == ("DeepSeek V4 Flash", "DeepSeek V4 Pro")
    assert ask("glm-5.2 vs kimi k2.6").names == ("GLM-5.2", "Kimi K2.6")
    assert ask("luna 和 glm-5.2 谁快").names == ("luna", "GLM-5.2")  # part of a name: resolved later
    assert ask("haiku 5.5 vs gemini flash lite 谁便宜").names == ("haiku 5.5", "gemini flash lite")


# -- numbers filter the board -------------------------------------------------------------------


@pytest.mark.parametrize("text, metric, bound", [
    ("top 3 under 0.5 dollars", "speed", Bound("price_out", "<", 0.5)),
    ("低于0.5美元的模型", "speed", Bound("price_out", "<", 0.5)),
    ("０．５美元以下的国产模型", "speed", Bound("price_out", "<=", 0.5)),
    ("价格不超过1刀的国产模型哪个最快", "speed", Bound("price_out", "<=", 1)),
    ("fastest model under 50 cents", "speed", Bound("price_out", "<", 0.5)),
    ("cheapest model smarter than 55", "price_out", Bound("intelligence", ">", 55)),
    ("at least 100 t/s", "speed", Bound("speed", ">=", 100)),
    ("fastest under $1", "speed", Bound("price_out", "<", 1)),
    ("cheapest faster than 150 t/s", "price_out", Bound("speed", ">", 150)),
    ("速度超过100的模型", "speed", Bound("speed", ">", 100)),
    ("smartest with intelligence above 50", "intelligence", Bound("intelligence", ">", 50)),
    ("fastest with ttft under 1 s", "speed", Bound("ttft", "<", 1)),
    ("cheapest by input price under $0.3", "price_in", Bound("price_in", "<", 0.3)),
])
def test_numbers_in_a_question_filter_the_board(text, metric, bound):
    q = ask(text)
    assert q.kind == "board" and q.metric == metric and q.bounds == (bound,)


def test_model_names_with_numbers_are_not_filters():
    assert ask("kimi k2.6 怎么样").bounds == () and ask("top 3").bounds == ()
    assert ask("top 3 under 0.5 dollars").limit == 3


def test_a_filtered_board_leaves_out_and_counts_models_without_the_metric(default_db):
    text = reply(default_db, "top 3 under 0.5 dollars")
    assert text.startswith("Fastest — global, output price under $0.5, top 3")
    assert "K2 Horizon" not in text  # it has no price: never let through
    assert "without output price are left out" in text
    zh = reply(default_db, "速度超过100的国产模型")
    assert zh.startswith("国产最快模型 · 生成速度高于 100 t/s")


# -- the reply's language -------------------------------------------------------------------------


@pytest.mark.parametrize("text, lang", [("最便宜的国产模型", "zh"), ("cheapest China model", "en"),
                                        ("deepseek vs qwen", None), ("glm-5.2", None), ("國產最快", "zh")])
def test_the_question_says_the_language(text, lang):
    assert ask(text).lang == lang


def test_commands_speak_the_chats_language_unless_their_words_are_chinese():
    assert parse_command("top", "").lang is None and parse_command("top", "china").lang is None
    assert parse_command("top", "国产").lang == "zh"


# -- typos, shorthand, models not in the data ----------------------------------------------------


def test_shorthand_reaches_the_model():
    assert ask("ds v4 flash").names == ("DeepSeek V4 Flash",)
    assert ask("千问3.7").names == ("qwen 3.7",)


def test_typos_and_shorthand_reach_the_vendor_or_model(default_db):
    assert "DeepSeek" in reply(default_db, "deepsek")
    assert reply(default_db, "千问3.7", "zh").startswith("Qwen3.7 Max")


@pytest.mark.parametrize("text, named", [("llama 3", "llama 3"), ("GPT-4o", "gpt-4o"),
                                         ("claude 3.5 sonnet", "claude 3.5 sonnet")])
def test_a_model_not_in_the_data_is_named_back(default_db, text, named):
    out = reply(default_db, text)
    assert f"“{named}” isn't in the data" in out and "closest:" in out
    assert "Muse Spark" not in out.split("closest:")[0]


# -- questions about the data, small talk ---------------------------------------------------------


def test_questions_about_the_data(default_db):
    assert "2026-10-28" in reply(default_db, "数据是哪天的")
    free = reply(default_db, "有没有免费的模型")
    assert free.startswith("没有免费模型") and "DeepSeek V4 Flash" in free
    assert "3.35 TB/s" in reply(default_db, "H100 bandwidth?")
    assert reply(default_db, "which index version?").startswith("Intelligence index version")
    assert reply(default_db, "谢谢") == "不客气！随时再问。"
    assert len(reply(default_db, "thanks!").splitlines()) == 1


def test_not_understood_is_short_and_points_to_help(default_db):
    out = reply(default_db, "purple elephants dancing")
    assert out.startswith("Sorry, I didn't understand") and "/help" in out and len(out.splitlines()) <= 6


# -- everything it holds -------------------------------------------------------------------------


def test_relay_prices_have_a_board(default_db):
    out = reply(default_db, "中转站最便宜的模型")
    assert out.startswith("全球中转站最便宜") and "Claude Haiku 5.5" in out


def test_deployments_in_free_text_and_compares(default_db):
    out = reply(default_db, "kimi k2.6 on cerebras vs deepseek v4.1 flash on fireworks")
    assert "981" in out and "~1500" in out
    frontier = reply(default_db, "最快的开源部署")
    assert "速度前沿" in frontier and "Fireworks" in frontier


def test_strict_and_inclusive_bounds(default_db):
    out = reply(default_db, "cheapest model smarter than 55")  # seed 001: Terra and GPT-5.5 are 55, not above
    assert out.startswith("Cheapest — global, intelligence index over 55")
    assert "Claude Opus 4.8" in out and "GPT-5.6 Terra" not in out


def test_a_deployment_against_the_makers_own_api(default_db):
    out = reply(default_db, "kimi k2.6 cerebras 和官方api 差多少")
    assert "981" in out and " 42 " in out and "Cerebras" in out


def test_partial_names_in_order_open_the_card(default_db):
    assert reply(default_db, "gemini flash lite").startswith("Gemini 3.5 Flash-Lite")
    assert reply(default_db, "mimo pro").startswith("MiMo-V2.5-Pro")
    assert reply(default_db, "minimax的模型").startswith("MiniMax 最快模型")  # a vendor alone is its board


def test_a_metric_asked_about_and_not_measured_is_said_so(default_db):
    assert "Input price: not measured" in reply(default_db, "gpt-5.6 luna input price")
    assert "not measured" in reply(default_db, "which model has the longest context window")


def test_vendors_with_nothing_in_the_data(default_db):
    assert reply(default_db, "字节的模型").startswith("数据里没有 ByteDance Seed 的模型")
    assert "No models from Mistral are in the data" in reply(default_db, "mistral large")


def test_every_region_word_means_the_same_to_every_parser():
    """/top, /chart, /frontier, /export and /subscribe read one list: any region word of the
    vocabulary, ruled out or not, gives every one of them the same region."""
    voc = vocabulary()
    words = {**voc.region.words, **voc.not_region.words}
    assert len(words) > 40
    for word, region in words.items():
        region = None if region == "all" else region
        assert parse_command("top", word).region == region, word
        assert pictures.parse_filter(word).region == region, word
        assert pictures.parse_chart(word)[2] == [], word
        assert pictures.parse_export(word) == (None, pictures.Filter(region)), word
        change = subscriptions.parse_subscribe(word)
        if " " not in word:  # /subscribe reads one word at a time
            assert change.problem is None and change.region == (region or ""), word


def test_closed_weights_filter_the_board():
    q = ask("闭源模型哪个最快")
    assert (q.kind, q.closed_only, q.open_only) == ("board", True, False)
    assert ask("不开源的模型").closed_only and not ask("不开源的模型").open_only
    assert ask("最快的开源模型").open_only and not ask("最快的开源模型").closed_only


def test_a_model_as_the_bound(default_db):
    faster = reply(default_db, "anything faster than glm-5.2?")  # seed 001: GLM-5.2 runs at 181 t/s
    assert faster.startswith("Fastest — global, output speed over 181 t/s") and "GLM-5.2 " not in faster
    cheaper = reply(default_db, "有没有比 deepseek v4 flash 更便宜的")  # $0.06, the cheapest there is
    assert "输出价格低于 $0.06" in cheaper and "没有模型符合筛选条件" in cheaper


def test_another_version_is_another_model(default_db):
    assert reply(default_db, "grok 4 怎么样").startswith("数据里没有“grok 4”；最接近的：Grok 4.5")


def test_more_ways_people_ask(default_db):
    assert reply(default_db, "fastest american model").startswith("Fastest — US")
    assert reply(default_db, "what's the capital of france").startswith("Sorry, I didn't understand")
    assert ask("google vs openai who's faster").vendors == ("Google", "OpenAI")
    assert "“claude opus 5” isn't in the data" in reply(default_db, "claude opus 5")
    assert ask("research assistant model recommendation").scenario == "research"
    cheaper = reply(default_db, "比glm-5.2便宜的国产模型")  # seed 001: GLM-5.2 costs $0.90 per 1M output
    assert cheaper.startswith("国产最便宜模型 · 输出价格低于 $0.9") and "GLM-5.1" not in cheaper
    assert subscriptions.parse_subscribe("每周五 18:00") == subscriptions.Change(
        digest="weekly", weekday=4, digest_at="18:00")
    assert ask("thx bro").kind == "thanks" and ask("谢了").kind == "thanks"


def test_held_out_kinds_of_question(default_db):
    assert "981" in reply(default_db, "cerebras")  # seed 002: Kimi K2.6 on Cerebras
    bound = reply(default_db, "h100上跑70b模型能多快")  # seed 004: 3.35 TB/s; 3350 / (70 x 2) = 24 at BF16
    assert "3.35 TB/s" in bound and "BF16 24" in bound  # /bound's answer for a dense 70B model
    prices = reply(default_db, "Mercury 2.5 vs Celeris-1")  # seed 000 gives input prices only
    assert "0.25" in prices and "0.20" in prices


def test_every_thing_the_data_lacks_is_said_in_both_languages():
    """Each 'unheld' meaning (data/vocabulary.tsv's, and those the readers set: a coding benchmark beside a
    comparison, why one model is slower, a provider's country) has its sentence in each language, so no
    answer that names one fails on a missing label."""
    from bot.render import labels

    meanings = set(vocabulary().unheld.meanings) | {"coding", "why", "provider_country"}
    for lang in ("en", "zh"):
        missing = sorted(m for m in meanings if "unheld_" + m not in labels(lang))
        assert not missing, (lang, missing)
