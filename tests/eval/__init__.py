"""The evaluation set (cases.py) and its measuring stick (harness.py); see README "Evaluation"."""
