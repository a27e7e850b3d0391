import sys
from pathlib import Path

# helpers, helpers_4ever, stats_history and fixtures import by their own names
# from every folder of tests/. Appended, not put first: tests/clever/ and
# tests/web/ mirror the source's packages and must never hide the engine's own
# clever package from an import.
sys.path.append(str(Path(__file__).resolve().parent))
