"""Telegram, at the edge: the one package that imports python-telegram-bot.

- `app`: the Application, with every handler and job in one ordered table.
- `state`: the shared state handlers see, typed (`ContextTypes`).
- `send`: the one sender of every reply kind (pages, photos, files, keyboards, notes).
- `chats`, `guard`: who is asking, in which language, and whether to answer at all.
- `subscriptions`, `operators`, `pictures`: those command families' handlers (parse ->
  call the feature of the same name in `bot` -> send its typed reply).
- `broadcast`: the alert lane that drains the outbox.
- `serve`: `leaderbot run`'s runner; `local`: the in-process Bot API of `leaderbot ask`/`chat`.

Everything else in `bot` is Telegram-free: features return typed replies (pages of HTML,
rows of buttons, pictures, documents) and this package delivers them.
"""
