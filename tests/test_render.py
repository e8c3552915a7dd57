"""Rendering: phone-width tables, East Asian widths, escaping, and Telegram's 4096 limit."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot import answers, store
from bot.boards import Board, Model, Value
from bot.config import MESSAGES_DIR
from bot.display import Label, figures, model_label, short_tier
from bot.names import display_width, shorten
from bot.render import LANGS, TABLE_WIDTH, lang_for, num, split_message, table, to_plain, visible_length


def test_display_width_counts_wide_characters_twice():
    assert display_width("abc") == 3
    assert display_width("国产模型") == 8
    assert display_width("GLM-5.2 智谱") == 12


def test_table_columns_align_with_mixed_scripts():
    text = table(["#", "模型", "t/s"], [["1", "通义千问 Max", "192"], ["2", "GLM-5.2", "181"]], "rlr")
    lines = text.splitlines()
    assert len({display_width(line) for line in lines}) == 1  # every line equally wide
    assert all(display_width(line) <= TABLE_WIDTH for line in lines)


def test_a_name_too_long_for_its_column_gets_a_line_of_its_own_after_its_rank_never_a_cut():
    rows = [["1", "Short 1", "100", "0.10"], ["2", "NVIDIA Nemotron 3 Nano 30B A3B", "1046.5", "0.225ⁱ"]]
    lines = table(["#", "Model", "t/s", "$out"], rows, "rlrr", width=32).splitlines()
    assert all(display_width(line) <= 32 for line in lines) and "…" not in "".join(lines)
    assert lines == ["# Model      t/s   $out", "1 Short 1    100   0.10", "2 NVIDIA Nemotron 3 Nano 30B A3B",
                     "          1046.5 0.225ⁱ"]
    # a name too long to follow its rank still stands whole on its line, the rank with the figures
    lines = table(["#", "Model", "t/s", "$out"], rows, "rlrr", width=31).splitlines()
    assert lines[2:] == ["NVIDIA Nemotron 3 Nano 30B A3B", "2         1046.5 0.225ⁱ"]
    # where the rank's padding is all that is in the way, the rank goes first unpadded ("7 …", not " 7 …")
    ten = [[str(i), f"Model {i}", "100", "0.10"] for i in range(1, 10)] + [["10", "NVIDIA Nemotron 3 Nano 30B A3B", "1", "1"]]
    ten[6] = ["7", "NVIDIA Nemotron 3 Nano 30B A3B", "230", "0.40"]
    lines = table(["#", "Model", "t/s", "$out"], ten, "rlrr", width=32).splitlines()
    assert "7 NVIDIA Nemotron 3 Nano 30B A3B" in lines and all(display_width(line) <= 32 for line in lines)


def test_a_narrow_table_shortens_the_tier_before_the_name():
    label = Label("Claude Opus 4.6 (Adaptive Reasoning, Max Effort)", "Claude Opus 4.6 (adaptive,max)")
    lines = table(["#", "Model", "t/s"], [["1", label, "44.6"]], "rlr").splitlines()
    assert lines[1] == "1 Claude Opus 4.6 (adaptive,max) 44.6"


@pytest.mark.parametrize("query", ["/top 30", "/cheap 30", "/value 30", "/smart", "/tradeoff", "/new", "/china",
                                   "/agent 10 100", "/scenario budget", "/compare glm-5.2, kimi k2.6, minimax m3"])
@pytest.mark.parametrize("lang", LANGS)
def test_every_table_fits_a_phone(default_db, query, lang):
    for page in answers.answer_text(default_db, query, lang).pages:
        for block in re.findall(r"<pre>(.*?)</pre>", page, flags=re.S):
            for line in to_plain(block).splitlines():
                assert display_width(line) <= TABLE_WIDTH, (query, line)


def test_cards_show_long_names_whole(default_db):
    page = to_plain(answers.answer_text(default_db, "/model nemotron 3 nano omni", "en").pages[0])
    assert "Nemotron 3 Nano Omni 30B A3B Reasoning" in page


def test_numbers_round_half_up_and_missing_is_a_dash():
    assert num(1046.5, 0) == "1047"
    assert num(None) == "—"
    assert num(float("inf"), free="free") == "free"
    assert num(0.0, 2) == "0.00"


def test_language_follows_telegram_codes():
    assert [lang_for(c) for c in ("zh", "zh-hans", "zh-TW", "en", "ru", None, "")] == ["zh", "zh", "zh", "en", "en", "en", "en"]


def test_split_respects_4096_and_keeps_pre_blocks_balanced():
    body = "\n".join(f"{i:04d} " + "模" * 30 + " &amp; <b>x</b>" for i in range(400))
    text = "<b>Title</b>\n<pre>" + body + "</pre>\nfooter"
    pages = split_message(text)
    assert len(pages) > 1
    for page in pages:
        assert visible_length(page) <= 4096
        assert page.count("<pre>") == page.count("</pre>")
        assert page.count("<b>") == page.count("</b>")
    assert to_plain("".join(pages)).replace("\n", "") == to_plain(text).replace("\n", "")


def test_a_single_huge_line_is_cut_between_entities():
    text = "&lt;" * 5000
    pages = split_message(text)
    assert all(visible_length(p) <= 4096 for p in pages) and "".join(pages) == text


def test_visible_length_counts_utf16_like_telegram():
    assert visible_length("<b>a</b>&amp;") == 2
    assert visible_length("😀") == 2  # one astral character is two UTF-16 code units


def test_shorten_marks_the_cut():
    assert shorten("abcdefghij", 5) == "abcd…"
    assert display_width(shorten("模型模型模型", 5)) <= 5


def test_templates_exist_in_both_languages_and_nothing_is_hardcoded():
    en = sorted(p.name for p in (MESSAGES_DIR / "en").glob("*.html"))
    zh = sorted(p.name for p in (MESSAGES_DIR / "zh").glob("*.html"))
    assert en == zh and len(en) >= 10
    # user-visible sentences live in messages/: the Python code builds none
    # (intents.py holds the words people type, which are input, not output)
    code = "\n".join(p.read_text(encoding="utf-8") for p in Path(MESSAGES_DIR.parent / "bot").rglob("*.py")
                     if p.name != "intents.py")
    for phrase in ("Fastest —", "Ranked by", "最快模型", "按生成速度", "Sorry, I", "抱歉", "Source: Artificial", "来源："):
        assert phrase not in code, phrase


def test_every_bundled_name_is_shown_whole_with_its_version(default_db):
    """Issue 9 point 11: boards show names whole ("Gemini 3.5 Flash-Lite", never "Gemini 3…
    Flash-Lite"), in both languages, in every table that lists them all."""
    board = store.load_board(default_db)
    families = {m.family for m in board.models}
    for lang in LANGS:
        text = "\n".join(to_plain(p) for q in ("/top 50", "/cheap 50", "/value 50")
                         for p in answers.answer_text(default_db, q, lang).pages)
        for family in families:
            if any(m.metric("speed") for m in board.models if m.family == family):
                assert family in text, (lang, family)
        assert "…" not in text


def test_the_tier_is_left_out_when_the_family_has_one():
    model = Model("k", "GPT-5.6 Luna (max)", "GPT-5.6 Luna", "gpt56luna", tier="max")
    assert model_label(model, Board([model])) == "GPT-5.6 Luna"
    reasoning = Model("r", "Kimi K2.6", "Kimi K2.6", "kimik26")
    plain = Model("n", "Kimi K2.6 (Non-reasoning)", "Kimi K2.6", "kimik26", tier="Non-reasoning")
    board = Board([reasoning, plain])
    assert (model_label(reasoning, board), model_label(plain, board)) == ("Kimi K2.6", "Kimi K2.6 (Non-reasoning)")
    assert model_label(plain, board).short == "Kimi K2.6 (NR)"
    assert short_tier("Adaptive Reasoning, Max Effort") == "adaptive,max"


def test_figures_that_round_alike_show_the_decimal_that_tells_them_apart():
    values = [Value(v, "2026-10-28", "s") for v in (237.8, 237.7, 235.6, 238.0)]
    assert figures("speed", values, "free") == ["237.8", "237.7", "236", "238.0"]
    same = [Value(51.0, "d", "s"), Value(51.0, "d", "s")]
    assert figures("intelligence", same, "free") == ["51.0", "51.0"]  # equal values stay equal
    assert figures("speed", [Value(204, "d", "s"), None], "free") == ["204", "—"]


def test_seed000_boards_tell_237_8_from_237_7(default_db):
    text = to_plain(answers.answer_text(default_db, "/top 12", "en").pages[0])
    assert "Qwen3.5 Omni Flash 237.8" in text and "Inkling Small      237.7" in text


def test_a_known_price_is_never_shown_as_missing(default_db):
    text = to_plain(answers.answer_text(default_db, "/top 20", "en").pages[0])
    assert "0.30ⁱ" in text and "input price: no output price published" in text  # seed 000 has input prices
    assert "GPT-5.6 Luna         204   0.87" in text


def test_cheap_by_input_shows_each_price_once(default_db):
    header = to_plain(answers.answer_text(default_db, "/cheap input", "en").pages[0]).splitlines()[2]
    assert header.split()[:3] == ["#", "Model", "$in"] and header.split().count("$in") == 1


def test_every_metric_the_vocabulary_knows_has_a_label_in_both_languages():
    """A metric people can ask about ("哪个模型的api最稳定") is named in the reply, even one the
    data never measures: a missing label was a crash (held-out test 5)."""
    from bot.render import labels
    from bot.vocabulary import vocabulary

    named = {"relay": "relay_cny", "price": "price_out"}
    for lang in ("en", "zh"):
        L = labels(lang)
        missing = [m for m in vocabulary().metric.meanings if f"metric_{named.get(m, m)}" not in L]
        assert missing == [], (lang, missing)
