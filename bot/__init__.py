"""leaderbot: LLM speed leaderboards in Telegram."""
