"""Per-game input controllers: selections → one legal action (DESIGN §3)."""
