"""The pygame-ce application: window, scene stack, scenes, views, widgets, theme, sound.

Entry point: `sorry_game.app.app.run_app(load=None, theme=None, size=None) -> int`.
Nothing here is imported by the engine, the games or the AI (imports point down).
"""
