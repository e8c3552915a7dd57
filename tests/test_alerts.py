"""The diff rules one by one, noise control, digest timing across DST, quiet hours."""

from __future__ import annotations

import datetime as dt

import pytest

from bot.alerts import (
    ChatView,
    Schedule,
    Thresholds,
    Told,
    baseline,
    board_events,
    chat_changes,
    digest_due,
    in_quiet_hours,
    last_scheduled,
    next_scheduled,
)
from bot.boards import Board, Model, Value


def model(name, country="US", tier=None, new=False, **metrics) -> Model:
    family = name
    full = f"{name} ({tier})" if tier else name
    m = Model(key=f"name:{full}", name=full, family=family, family_key=family.lower(), tier=tier, creator="X",
              country=country, new=new)
    m.values = {k: Value(v, "2026-11-20", "aa") for k, v in metrics.items()}
    return m


def board(*models, version=None) -> Board:
    return Board(list(models), index_version=version)


VIEW = ChatView(top_n=3)


def changes(told, b, view=VIEW, events=()):
    return chat_changes(told, b, view, list(events))


# -- board events ---------------------------------------------------------------------

def test_new_and_retired_models_and_the_new_mark():
    before = board(model("A", speed=100), model("B", speed=90))
    after = board(model("A", speed=100), model("C", speed=80, new=True))
    events = board_events(before, after)
    assert [(e.kind, e.name, e.marked_new) for e in events] == [("new_model", "C", True), ("retired", "B", False)]


def test_the_first_board_announces_nothing():
    assert board_events(board(), board(model("A", speed=1))) == []


def test_index_version_change_is_one_event():
    events = board_events(board(model("A", intelligence=50), version="4.0"),
                          board(model("A", intelligence=40), version="4.1"))
    assert [(e.kind, e.old, e.new) for e in events] == [("index_version", "4.0", "4.1")]


# -- per chat --------------------------------------------------------------------------

def start(b, view=VIEW):
    return baseline(b, view)


def test_a_new_subscription_starts_from_the_current_data():
    b = board(model("A", speed=100), model("B", speed=90))
    told = start(b)
    assert told.ranks == {"a": 1, "b": 2} and told.values[("a", "speed")] == 100
    found, _ = changes(told, b)
    assert found == []  # nothing is replayed


def test_new_leader_entered_and_left_top_n():
    told = start(board(model("A", speed=100), model("B", speed=90), model("C", speed=80), model("D", speed=70)))
    now = board(model("A", speed=100), model("B", speed=90), model("C", speed=60), model("D", speed=200))
    found, _ = changes(told, now, ChatView(top_n=3, kinds=frozenset({"rank"})))
    assert [(c.detail, c.name) for c in found] == [("leader", "D"), ("left", "C")]


def test_moved_k_places():
    names = "ABCDEFG"
    before = board(*[model(n, speed=100 - i) for i, n in enumerate(names)])
    told = start(before, ChatView(top_n=7))
    after = board(*[model(n, speed={"F": 99.5}.get(n, 100 - i)) for i, n in enumerate(names)])
    found, _ = changes(told, after, ChatView(top_n=7, kinds=frozenset({"rank"})))
    assert [(c.detail, c.name, c.old, c.new) for c in found] == [("moved", "F", 6, 2)]


def test_speed_change_needs_both_relative_and_absolute_thresholds():
    told = start(board(model("A", speed=20), model("B", speed=1000)))
    view = ChatView(top_n=3, kinds=frozenset({"speed"}), thresholds=Thresholds(speed_pct=10, speed_abs=5))
    # A: +4 tok/s is +20% but under 5 tok/s; B: +60 is +6%, under 10%
    found, _ = changes(told, board(model("A", speed=24), model("B", speed=1060)), view)
    assert found == []
    found, _ = changes(told, board(model("A", speed=26), model("B", speed=1110)), view)
    assert [(c.name, c.old, c.new) for c in found] == [("A", 20, 26), ("B", 1000, 1110)]


def test_slow_drift_is_measured_from_what_the_chat_was_told():
    view = ChatView(top_n=3, kinds=frozenset({"speed"}), thresholds=Thresholds(speed_pct=10, speed_abs=1))
    told = start(board(model("A", speed=100)), view)
    alerts = 0
    for speed in (104, 108, 112, 113):  # +4% a day: nothing, nothing, then +12% since told
        found, told = changes(told, board(model("A", speed=speed)), view)
        alerts += len(found)
        if found:
            assert (found[0].old, found[0].new) == (100, 112)
    assert alerts == 1 and told.values[("a", "speed")] == 112


def test_a_value_flapping_around_the_threshold_alerts_once():
    view = ChatView(top_n=3, kinds=frozenset({"speed"}), thresholds=Thresholds(speed_pct=10, speed_abs=1))
    told = start(board(model("A", speed=100)), view)
    sent = []
    for speed in (110.5, 109.5, 110.6, 109.8, 110.4):
        found, told = changes(told, board(model("A", speed=speed)), view)
        sent += found
    assert len(sent) == 1


def test_ttft_and_price_changes_and_free():
    view = ChatView(top_n=3, kinds=frozenset({"ttft", "price"}))
    told = start(board(model("A", speed=100, ttft=1.0, price_out=2.0)), view)
    found, _ = changes(told, board(model("A", speed=100, ttft=0.5, price_out=1.5)), view)
    assert {(c.kind, c.old, c.new) for c in found} == {("ttft", 1.0, 0.5), ("price", 2.0, 1.5)}
    found, _ = changes(told, board(model("A", speed=100, ttft=1.0, price_out=0.0)), view)
    assert [(c.kind, c.new) for c in found] == [("price", 0.0)]  # paid -> free always matters


def test_missing_values_never_look_like_a_change_to_zero():
    view = ChatView(top_n=3, kinds=frozenset({"price", "speed"}))
    told = start(board(model("A", speed=100, price_out=2.0)), view)
    found, told2 = changes(told, board(model("A", speed=100)), view)  # price now unknown
    assert found == [] and told2.values[("a", "price_out")] == 2.0


def test_intelligence_changes_within_one_index_version_and_the_version_change_once():
    view = ChatView(top_n=3, kinds=frozenset({"intelligence", "index_version"}))
    told = start(board(model("A", speed=1, intelligence=50), version="4.0"), view)
    found, told = changes(told, board(model("A", speed=1, intelligence=52), version="4.0"), view)
    assert [(c.kind, c.old, c.new) for c in found] == [("intelligence", 50, 52)]
    event = board_events(board(model("A", intelligence=52), version="4.0"),
                         board(model("A", intelligence=40), version="4.1"))
    found, told = changes(told, board(model("A", speed=1, intelligence=40), version="4.1"), view, event)
    assert [c.kind for c in found] == ["index_version"]  # announced, not a per-model drop
    found, told = changes(told, board(model("A", speed=1, intelligence=40), version="4.1"), view)
    assert found == []  # the event was read (the chat's cursor moved past it) and 40 is the new baseline
    found, _ = changes(told, board(model("A", speed=1, intelligence=43), version="4.1"), view)
    assert [(c.kind, c.old, c.new) for c in found] == [("intelligence", 40, 43)]  # within v4.1 again


def test_the_first_live_data_after_the_bundled_seeds_is_not_news():
    view = ChatView(top_n=3)
    seeds = board(model("A", speed=100), model("B", speed=90))
    seeds.bundled = True
    told = start(seeds, view)
    live = board(model("C", speed=500), model("A", speed=300))
    found, told = changes(told, live, view)
    assert found == [] and told.basis == "live" and told.ranks == {"c": 1, "a": 2}
    found, _ = changes(told, board(model("C", speed=500), model("A", speed=600)), view)
    assert [c.detail for c in found if c.kind == "rank"] == ["leader"]  # from then on, news again


def test_regions_and_watchlist():
    events = board_events(board(model("A", speed=1)),
                          board(model("A", speed=1), model("CNNEW", country="CN", speed=5),
                                model("USNEW", country="US", speed=5)))
    china = ChatView(region="cn", kinds=frozenset({"new_model"}))
    found, _ = changes(start(board(model("A", speed=1)), china), board(model("A", speed=1)), china, events)
    assert [c.name for c in found] == ["CNNEW"]
    watching = ChatView(region="cn", kinds=frozenset({"new_model"}), watchlist=frozenset({"usnew"}))
    found, _ = changes(Told(), board(), watching, events)
    assert sorted(c.name for c in found) == ["CNNEW", "USNEW"] and any(c.urgent for c in found)


def test_kinds_not_chosen_keep_their_baseline_for_the_digest():
    both = start(board(model("A", speed=100, price_out=2.0)))
    only_price = ChatView(top_n=3, kinds=frozenset({"price"}))
    _, told = changes(both, board(model("A", speed=150, price_out=2.0)), only_price)
    assert told.values[("a", "speed")] == 100  # the digest will still see +50%
    found, _ = changes(told, board(model("A", speed=150, price_out=2.0)), ChatView(top_n=3))
    assert [c.kind for c in found] == ["speed"]


# -- when --------------------------------------------------------------------------------

UTC = dt.timezone.utc


def at(text: str) -> dt.datetime:
    return dt.datetime.fromisoformat(text)


def test_daily_digest_is_due_once_per_scheduled_time():
    schedule = Schedule(dt.time(9, 0), "Asia/Shanghai")
    subscribed = at("2026-11-01T00:00:00+00:00")
    slot = digest_due(at("2026-11-20T01:30:00+00:00"), schedule, None, subscribed)  # 09:30 in Shanghai
    assert slot == at("2026-11-20T09:00:00+08:00")
    assert digest_due(at("2026-11-20T02:00:00+00:00"), schedule, slot, subscribed) is None
    assert digest_due(at("2026-11-20T00:59:00+00:00"), schedule, None, subscribed) == at("2026-11-19T09:00:00+08:00")


def test_no_digest_is_owed_for_times_before_subscribing():
    schedule = Schedule(dt.time(9, 0), "UTC")
    assert digest_due(at("2026-11-20T10:00:00+00:00"), schedule, None, at("2026-11-20T09:30:00+00:00")) is None


def test_weekly_digest_on_its_weekday():
    schedule = Schedule(dt.time(8, 0), "Europe/Berlin", weekly=True, weekday=0)  # Mondays
    slot = last_scheduled(schedule, at("2026-11-26T12:00:00+00:00"))  # a Thursday
    assert slot == at("2026-11-23T08:00:00+01:00")


def test_a_working_days_digest_skips_the_weekend():
    schedule = Schedule(dt.time(8, 0), "Asia/Shanghai", workdays=True)
    # Monday 2026-11-30 07:00 in Shanghai (before 08:00): the last one was Friday's, not Sunday's
    assert last_scheduled(schedule, at("2026-11-29T23:00:00+00:00")) == at("2026-11-27T08:00:00+08:00")
    assert last_scheduled(schedule, at("2026-12-02T01:00:00+00:00")) == at("2026-12-02T08:00:00+08:00")  # Wednesday
    friday = at("2026-11-27T08:00:00+08:00")
    for saturday_or_sunday in ("2026-11-28T04:00:00+00:00", "2026-11-29T04:00:00+00:00"):
        assert digest_due(at(saturday_or_sunday), schedule, friday, at("2026-11-01T00:00:00+00:00")) is None
    assert digest_due(at("2026-11-30T04:00:00+00:00"), schedule, friday, at("2026-11-01T00:00:00+00:00")) == \
        at("2026-11-30T08:00:00+08:00")


@pytest.mark.parametrize("now, expected", [
    ("2026-03-07T14:30:00+00:00", "2026-03-07T09:00:00-05:00"),  # Saturday, EST: 14:00 UTC
    ("2026-03-08T13:30:00+00:00", "2026-03-08T09:00:00-04:00"),  # Sunday, EDT: 13:00 UTC
    ("2026-11-01T14:30:00+00:00", "2026-11-01T09:00:00-05:00"),  # back to EST
])
def test_digest_follows_local_time_across_dst(now, expected):
    schedule = Schedule(dt.time(9, 0), "America/New_York")
    assert last_scheduled(schedule, at(now)) == at(expected)


def test_the_next_digest_is_the_first_slot_after_now_in_local_time():
    """"when does the next one arrive?": a weekly Monday digest in London, across the clocks going forward."""
    schedule = Schedule(dt.time(8, 0), "Europe/London", weekly=True, weekday=0)
    assert next_scheduled(schedule, at("2026-12-03T18:00:00+00:00")) == at("2026-12-07T08:00:00+00:00")  # GMT
    assert next_scheduled(schedule, at("2026-12-07T08:00:00+00:00")) == at("2026-12-14T08:00:00+00:00")  # not now
    assert next_scheduled(schedule, at("2027-03-27T12:00:00+00:00")) == at("2027-03-29T08:00:00+01:00")  # BST
    working = Schedule(dt.time(8, 0), "Asia/Shanghai", workdays=True)
    assert next_scheduled(working, at("2026-12-04T01:00:00+00:00")) == at("2026-12-07T08:00:00+08:00")  # Fri 09:00: Mon


def test_a_digest_time_skipped_by_dst_still_comes_once():
    schedule = Schedule(dt.time(2, 30), "America/New_York")
    subscribed = at("2026-03-06T12:00:00+00:00")
    sent = []
    moment = at("2026-03-07T00:00:00+00:00")
    last = None
    while moment < at("2026-03-10T00:00:00+00:00"):
        slot = digest_due(moment, schedule, last, subscribed)
        if slot:
            sent.append(slot.astimezone(UTC).isoformat())
            last = slot
        moment += dt.timedelta(minutes=15)
    assert sent == ["2026-03-07T07:30:00+00:00", "2026-03-08T07:30:00+00:00", "2026-03-09T06:30:00+00:00"]


def test_a_repeated_wall_time_on_the_autumn_night_sends_once():
    schedule = Schedule(dt.time(1, 30), "America/New_York")
    subscribed, last, sent = at("2026-11-01T00:00:00+00:00"), None, []
    moment = at("2026-11-01T04:00:00+00:00")
    while moment < at("2026-11-01T09:00:00+00:00"):
        slot = digest_due(moment, schedule, last, subscribed)
        if slot:
            sent.append(slot)
            last = slot
        moment += dt.timedelta(minutes=10)
    assert len(sent) == 1


def test_quiet_hours_spanning_midnight():
    start, end = dt.time(22, 0), dt.time(7, 0)
    assert in_quiet_hours(at("2026-11-20T23:30:00+08:00"), "Asia/Shanghai", start, end) == \
        at("2026-11-21T07:00:00+08:00")
    assert in_quiet_hours(at("2026-11-21T06:59:00+08:00"), "Asia/Shanghai", start, end) == \
        at("2026-11-21T07:00:00+08:00")
    assert in_quiet_hours(at("2026-11-21T12:00:00+08:00"), "Asia/Shanghai", start, end) is None
    assert in_quiet_hours(at("2026-11-21T12:00:00+08:00"), "Asia/Shanghai", None, None) is None


def test_an_input_price_change_is_a_price_change_too():
    view = ChatView(top_n=3, kinds=frozenset({"price"}))
    told = start(board(model("A", speed=100, price_in=0.15)), view)
    found, _ = changes(told, board(model("A", speed=100, price_in=0.10)), view)
    assert [(c.kind, c.metric, c.old, c.new) for c in found] == [("price", "price_in", 0.15, 0.10)]
