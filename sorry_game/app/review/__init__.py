"""The game review's screens (issue 42): the job that holds a game's review in the
window (`job.py`), the chance chart (`chart.py`), the parts that add up to a result
(`parts.py`), the list of decisions (`decisions.py`) and a decision's choices drawn
side by side in the replay (`compare.py`). The review itself: `sorry_game/review/`;
the screen: `scenes/review.py`."""
