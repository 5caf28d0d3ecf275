"""The Sorry! board shared by Sorry! (classic) and Sorry My Ass! (DESIGN §2)."""

SHARED = True
