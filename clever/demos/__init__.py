"""Rules demos: small scripted positions that each teach one rule."""

from .catalogue import DEMOS
from .runner import Run, build, completes, demo, listing, solutions

__all__ = ["DEMOS", "Run", "build", "completes", "demo", "listing", "solutions"]
