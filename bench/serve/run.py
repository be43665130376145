"""Per-sentence requests from Python to `gecval serve` (the python/ client) against spawning the CLI per call, and
against ERRANT's own scorer (compare_m2.py's functions, in-process, and compare_m2.py spawned per call): requests per
second and latency percentiles, everything pinned to one core. Faithfulness is also timed in batches (pairs/s).

    npm run build                                          # gecval runs as published: node dist/bin/gecval.js
    ERRANT_DIR=/tmp/errant python3 bench/serve/run.py [--quick]

ERRANT_DIR: a checkout of chrisjbryant/errant (compare_m2.py needs no spaCy); unset, the ERRANT rows are skipped.
Prints Markdown tables (bench/RESULTS.md, "gecval serve from Python").
"""
import argparse
import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "python"))

from gecval import Gecval  # noqa: E402

SHARED = Path(os.environ.get("GECVAL_SHARED", ROOT.parent / "shared")) / "data"
BIN = ["node", str(ROOT / "dist" / "bin" / "gecval.js")]


def lines(path: Path):
    text = path.read_text(encoding="utf-8")
    return text[:-1].split("\n") if text.endswith("\n") else text.split("\n")


def blocks(path: Path):
    return [b + "\n\n" for b in path.read_text(encoding="utf-8").strip().split("\n\n")]


def cpu_of(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Timing:
    def __init__(self, name: str):
        self.name = name
        self.latencies = []
        self.cpu = 0.0
        self.items = 0

    def row(self, unit: str = "requests"):
        lat = sorted(self.latencies)
        n = len(lat)
        pct = lambda q: lat[min(n - 1, int(q * n))] * 1000  # noqa: E731
        total = sum(lat)
        rate = self.items / total if total else float("nan")
        return f"| {self.name} | {n} | {rate:,.1f} {unit}/s | {pct(0.5):.2f} | {pct(0.9):.2f} | {pct(0.99):.2f} | {self.cpu / max(1, self.items) * 1000:.3f} |"


def time_serve(g: Gecval, name: str, calls, items_per_call: int = 1) -> Timing:
    timing = Timing(name)
    pid = g._process.pid  # the server's CPU counts too
    cpu0, client0 = cpu_of(pid), time.process_time()
    for call in calls:
        t = time.perf_counter()
        call()
        timing.latencies.append(time.perf_counter() - t)
        timing.items += items_per_call
    timing.cpu = cpu_of(pid) - cpu0 + time.process_time() - client0
    return timing


def time_spawn(name: str, commands, items_per_call: int = 1) -> Timing:
    """Each command: (argv, files to write first). Writing the files is part of a per-call spawn's cost."""
    timing = Timing(name)
    for argv, files in commands:
        t = time.perf_counter()
        for path, text in files.items():
            Path(path).write_text(text, encoding="utf-8")
        process = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        process.stdout.read()
        _, status, usage = os.wait4(process.pid, 0)
        process.stdout.close()
        timing.latencies.append(time.perf_counter() - t)
        assert status == 0, f"{argv} failed"
        timing.cpu += usage.ru_utime + usage.ru_stime
        timing.items += items_per_call
    return timing


def load_compare_m2(errant_dir: str):
    spec = importlib.util.spec_from_file_location("compare_m2", os.path.join(errant_dir, "errant", "commands", "compare_m2.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    argv, sys.argv = sys.argv, ["compare_m2.py", "-hyp", "h", "-ref", "r"]
    try:
        args = module.parse_args()
    finally:
        sys.argv = argv
    return module, args


def errant_in_process(module, args, hyp_block: str, ref_block: str):
    """compare_m2.py's main loop for one sentence (its own functions), and the F-score."""
    from collections import Counter

    best = Counter({"tp": 0, "fp": 0, "fn": 0})
    hyp, ref = hyp_block.strip(), ref_block.strip()
    hyp_dict = module.process_edits(module.simplify_edits(hyp), args)
    ref_dict = module.process_edits(module.simplify_edits(ref), args)
    original = hyp[2:].split("\nA")[0]
    count, _ = module.evaluate_edits(hyp_dict, ref_dict, best, 0, original, args)
    best += Counter(count)
    return module.computeFScore(best["tp"], best["fp"], best["fn"], args.beta)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    options = parser.parse_args()
    os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})  # one core, for this process and its children
    if not Path(BIN[1]).is_file():
        sys.exit("run `npm run build` first (the bench runs dist/bin/gecval.js)")
    n_serve = 100 if options.quick else 400
    n_spawn = 5 if options.quick else 15

    conll_gold = blocks(SHARED / "conll14" / "official-2014.combined.m2")
    amu = lines(SHARED / "conll14" / "systems" / "AMU.txt")
    jfleg = SHARED / "jfleg"
    src, hyp = lines(jfleg / "dev.src"), lines(jfleg / "systems" / "mle_1.txt")
    refs = [lines(jfleg / f"dev.ref{i}") for i in range(4)]
    errant_ref, errant_hyp = blocks(SHARED / "errant" / "conll14.errant"), blocks(SHARED / "errant" / "conll14-AMU.errant")

    rows = []
    tmp = Path(tempfile.mkdtemp(prefix="gecval-bench-serve-"))
    f = lambda name: str(tmp / name)  # noqa: E731
    with Gecval(BIN) as g:
        # Warm-up on other sentences than the measured ones: modules loaded and the hot code compiled, as in a
        # training loop that has been scoring for a while.
        for i in range(n_serve, n_serve + 200):
            g.m2([amu[i]], conll_gold[i])
            g.score("gleu", [hyp[i % len(hyp)]], source=[src[i % len(src)]], references=[[r[i % len(src)]] for r in refs])
            g.errant(errant_ref[i], hypothesis_m2=errant_hyp[i])
        g.faithfulness(src[700:720], hyp[700:720])

        rows.append(("M² (CoNLL-2014, one sentence)", [
            time_serve(g, "serve (Python client)", [lambda i=i: g.m2([amu[i]], conll_gold[i]) for i in range(n_serve)]),
            time_serve(g, "serve, 100 one-sentence requests per line (`g.batch`; latency per line)", [lambda s=s: g.batch(("m2", {"hypotheses": [amu[i]], "gold": conll_gold[i]}) for i in range(s, s + 100)) for s in range(0, n_serve, 100)], items_per_call=100),
            time_spawn("spawn `gecval m2 --json` per call", [([*BIN, "m2", "--json", f("hyp"), f("gold")], {f("hyp"): amu[i] + "\n", f("gold"): conll_gold[i]}) for i in range(n_spawn)]),
        ]))
        gleu_files = lambda i: {f("src"): src[i] + "\n", f("hyp"): hyp[i] + "\n", **{f(f"ref{k}"): refs[k][i] + "\n" for k in range(4)}}  # noqa: E731
        rows.append(("GLEU (JFLEG dev, one sentence, 4 references)", [
            time_serve(g, "serve (Python client)", [lambda i=i: g.score("gleu", [hyp[i]], source=[src[i]], references=[[r[i]] for r in refs]) for i in range(n_serve)]),
            time_serve(g, "serve, 100 one-sentence requests per line (`g.batch`; latency per line)", [lambda s=s: g.batch(("score", {"metric": "gleu", "hypotheses": [hyp[i]], "source": [src[i]], "references": [[r[i]] for r in refs]}) for i in range(s, s + 100)) for s in range(0, n_serve, 100)], items_per_call=100),
            time_spawn("spawn `gecval score --metric gleu --json` per call", [([*BIN, "score", "--metric", "gleu", "--source", f("src"), "--refs", *[f(f"ref{k}") for k in range(4)], "--json", "--", f("hyp")], gleu_files(i)) for i in range(n_spawn)]),
        ]))
        errant_rows = [
            time_serve(g, "serve (Python client)", [lambda i=i: g.errant(errant_ref[i], hypothesis_m2=errant_hyp[i]) for i in range(n_serve)]),
            time_spawn("spawn `gecval errant-compare --json` per call", [([*BIN, "errant-compare", "--json", "--hyp", f("hyp.m2"), "--ref", f("ref.m2")], {f("hyp.m2"): errant_hyp[i], f("ref.m2"): errant_ref[i]}) for i in range(n_spawn)]),
        ]
        errant_dir = os.environ.get("ERRANT_DIR")
        if errant_dir:
            module, args = load_compare_m2(errant_dir)
            timing = Timing("ERRANT compare_m2.py's functions, in this Python process")
            client0 = time.process_time()
            for i in range(n_serve):
                t = time.perf_counter()
                errant_in_process(module, args, errant_hyp[i], errant_ref[i])
                timing.latencies.append(time.perf_counter() - t)
                timing.items += 1
            timing.cpu = time.process_time() - client0
            errant_rows.append(timing)
            script = os.path.join(errant_dir, "errant", "commands", "compare_m2.py")
            errant_rows.append(time_spawn("spawn ERRANT `python3 compare_m2.py` per call", [(["python3", script, "-hyp", f("hyp.m2"), "-ref", f("ref.m2")], {f("hyp.m2"): errant_hyp[i], f("ref.m2"): errant_ref[i]}) for i in range(n_spawn)]))
        else:
            print("ERRANT_DIR unset: ERRANT's own scorer skipped", file=sys.stderr)
        rows.append(("ERRANT scorer (CoNLL-2014 ERRANT M², one sentence)", errant_rows))

        # Three disjoint slices of JFLEG dev, so that no row reuses the server's cached parses of another row's sources.
        n_pairs = 200 if options.quick else 400
        n_rerank = 40 if options.quick else 160
        batch = 100
        systems = [lines(jfleg / "systems" / f"mle_{k}.txt") for k in range(1, 6)]
        rerank_sources = [src[i] for i in range(400, 400 + n_rerank) for _ in systems]
        rerank_candidates = [systems[k][i] for i in range(400, 400 + n_rerank) for k in range(5)]
        faith = [
            time_serve(g, f"serve, batches of {batch} pairs (mle_1, every source distinct)", [lambda s=s: g.faithfulness(src[s:s + batch], hyp[s:s + batch]) for s in range(0, n_pairs - batch + 1, batch)], items_per_call=batch),
            time_serve(g, f"serve, reranking: batches of {batch // 5} sources x 5 candidates (mle_1..5)", [lambda s=s: g.faithfulness(rerank_sources[s:s + batch], rerank_candidates[s:s + batch]) for s in range(0, len(rerank_sources) - batch + 1, batch)], items_per_call=batch),
            time_serve(g, "serve, one pair per request (mle_1)", [lambda i=i: g.faithfulness([src[i]], [hyp[i]]) for i in range(560, 560 + min(n_serve, 100))]),
            time_spawn(f"spawn `gecval faithfulness --json` on {n_pairs} pairs (mle_1)", [([*BIN, "faithfulness", "--json", "--source", f("src"), f("hyp")], {f("src"): "".join(s + "\n" for s in src[:n_pairs]), f("hyp"): "".join(s + "\n" for s in hyp[:n_pairs])})], items_per_call=n_pairs),
        ]
        rows.append(("Faithfulness (JFLEG dev, mle_1)", faith))

    load = os.getloadavg()
    print(f"\nMachine: {os.cpu_count()} cores, one used (sched_setaffinity); load average {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f}; "
          f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; Python {sys.version.split()[0]}; "
          f"{subprocess.run(['node', '--version'], capture_output=True, text=True).stdout.strip()}\n")
    for title, timings in rows:
        unit = "pairs" if title.startswith("Faithfulness") else "requests"
        print(f"**{title}**\n")
        print(f"| side | calls | {unit}/s | p50 ms | p90 ms | p99 ms | CPU ms per {unit[:-1]} |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for t in timings:
            print(t.row(unit))
        serve, spawn = timings[0], next(t for t in timings if t.name.startswith("spawn"))
        if not title.startswith("Faithfulness"):
            ratio = (serve.items / sum(serve.latencies)) / (spawn.items / sum(spawn.latencies))
            print(f"\nserve / spawn: {ratio:,.0f}× the requests per second (CPU per request: {spawn.cpu / spawn.items / (serve.cpu / serve.items):,.0f}×)\n")
        else:
            print()
    for p in tmp.iterdir():
        p.unlink()
    tmp.rmdir()


if __name__ == "__main__":
    main()
