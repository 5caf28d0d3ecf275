"""The one table every game is played on: the plugin seam (`plugin.py`), the generic
pick controller (`controller.py`), tweens (`animator.py`) and the side panel
(`panel.py`). `app/scenes/table.py` puts them together; it names no game."""
