"""The store: the one package that owns the SQLite schema and every SQL statement.

Storage never touches the network. Snapshots are written whole or not at all
(`save_snapshot` runs in one transaction), and `current` is kept as the newest value
of each metric per model so that answering a question never scans history.

- schema: migrations and opening a database
- board: snapshots in, the current board out; creators, deployments, model names, sources
- sources: live sources' scheduling state; chats' own settings
- outbox: subscriptions, what each chat was told, board events, the outbox of alerts
- history: observations over time, for charts and exports
"""

from .board import (
    INDEX_METRICS,
    CreatorTable,
    Deployment,
    Params,
    SaveResult,
    SourceStatus,
    _board_cache,
    board_generation,
    deployments_for,
    family_models,
    family_params,
    has_snapshots,
    load_board,
    meta,
    model_names,
    same_snapshot,
    save_snapshot,
    set_meta,
    set_open_weights,
    source_status,
    sync_creators,
)
from .history import complete_snapshots, latest_deployments, load_history, observations_for
from .outbox import (
    Outgoing,
    Subscription,
    add_events,
    count_forbidden,
    deactivate_chat,
    delivery_stats,
    due_messages,
    enqueue,
    events_after,
    iter_subscriptions,
    last_event_id,
    load_told,
    claim,
    migrate_chat,
    next_not_before,
    record_outcomes,
    recover_in_flight,
    save_progress,
    save_subscription,
    subscription,
    subscriptions,
    unsubscribe,
)
from .schema import migrations, open_db
from .sources import (
    SourceState,
    bundled_as_of,
    chat_lang,
    last_good_snapshot,
    previous_complete_count,
    published_metrics,
    save_source_state,
    set_chat_lang,
    source_state,
    source_states,
)
