"""Command line: `python -m clever bench --bot random --games N --seed S`."""

import sys

from . import bench


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-h", "--help"):
        print("usage: python -m clever bench [--bot NAME] [--games N] [--seed S] [--players P] "
              "[--variant NAME] [--option NAME]")
        return 0 if argv else 2
    if argv[0] == "bench":
        return bench.main(argv[1:])
    print(f"unknown command {argv[0]!r}; try: python -m clever bench --help", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
