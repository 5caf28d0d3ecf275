"""The replay viewer's pieces (its scene is `app/scenes/replay.py`)."""
