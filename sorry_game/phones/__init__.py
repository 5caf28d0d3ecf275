"""Seats played from a phone's browser on the same network (docs/PHONES.md).

Nothing here imports pygame: the table uses `PhoneHost` and draws what it gives.
"""
