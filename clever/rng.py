"""Seeded dice: a tiny splitmix64 generator whose whole state is one int,
so it is saved with the game and replays identically under CPython and Pyodide."""

MASK = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15


class Rng:
    __slots__ = ("state",)

    def __init__(self, state: int):
        self.state = state & MASK

    def next(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def die(self) -> int:
        return 1 + self.next() % 6

    def dice(self, n: int) -> list[int]:
        """The faces of `n` dice, as `n` calls of die() give them (draws()
        written out once more: a die is rolled at almost every step)."""
        s = self.state
        out = []
        for _ in range(n):
            s = (s + 0x9E3779B97F4A7C15) & MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
            out.append(1 + (z ^ (z >> 31)) % 6)
        self.state = s
        return out

    def draws(self, n: int) -> list[int]:
        """`n` values of next()."""
        s = self.state
        out = []
        for _ in range(n):
            s = (s + 0x9E3779B97F4A7C15) & MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
            out.append(z ^ (z >> 31))
        self.state = s
        return out

    def skip(self, n: int) -> int:
        """Move on by `n` values of next() without working them out; the
        state before, for draw_after() to work out only those wanted."""
        before = self.state
        self.state = (before + n * GAMMA) & MASK
        return before


def draw_after(state: int, k: int) -> int:
    """The value next() gives at its `k`-th call (from 1) from `state`."""
    z = (state + k * GAMMA) & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def mix(*values: int) -> int:
    """A 64-bit hash of integers (stable across runs and under Pyodide,
    unlike hash() of strings)."""
    h = 0x243F6A8885A308D3
    for v in values:
        h = Rng((h ^ (v & MASK)) & MASK).next()
    return h
