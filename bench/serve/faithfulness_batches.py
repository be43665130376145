"""Faithfulness through `gecval serve` in batches of 100 JFLEG dev pairs (every source distinct), in a fresh server
pinned to one core with taskset: pairs per wall-second and per CPU-second (server and client). Run after
`npm run build`: python3 bench/serve/faithfulness_batches.py [RUNS]"""
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))
from gecval import Gecval  # noqa: E402

SHARED = Path(os.environ.get("GECVAL_SHARED", ROOT.parent / "shared")) / "data" / "jfleg"


def cpu_of(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main() -> None:
    src = (SHARED / "dev.src").read_text(encoding="utf-8").splitlines()
    hyp = (SHARED / "systems" / "mle_1.txt").read_text(encoding="utf-8").splitlines()
    core = sorted(os.sched_getaffinity(0))[0]
    os.sched_setaffinity(0, {core})
    for _ in range(int(sys.argv[1]) if len(sys.argv) > 1 else 1):
        with Gecval(["taskset", "-c", str(core), "node", str(ROOT / "dist" / "bin" / "gecval.js")], jobs=1) as g:
            pid = g._process.pid
            g.faithfulness(src[700:720], hyp[700:720])  # warm-up: models and lexicon loaded
            cpu0, wall0 = cpu_of(pid) + time.process_time(), time.perf_counter()
            for start in range(0, 400, 100):
                g.faithfulness(src[start:start + 100], hyp[start:start + 100])
            wall, cpu = time.perf_counter() - wall0, cpu_of(pid) + time.process_time() - cpu0
            print(f"400 pairs in batches of 100: {400 / wall:.1f} pairs/s wall, {400 / cpu:.1f} pairs per CPU-s; load {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
