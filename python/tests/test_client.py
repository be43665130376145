"""The Python client against gecval serve on real data: CoNLL-2014 M² (m2scorer's numbers), ERRANT's scorer
(compare_m2.py's numbers) and ERRANT from parallel text, GLEU and faithfulness on JFLEG dev (the CLI's numbers)."""
import gzip
import json
from pathlib import Path

import pytest

from conftest import REPO, m2_blocks, read_lines
from gecval import (
    Edit,
    ErrantResult,
    FaithfulnessResult,
    Gecval,
    GecvalError,
    GecvalNotFound,
    M2Result,
    ScoreResult,
    find_gecval,
)

FIXTURES = REPO / "test" / "fixtures"


@pytest.mark.parametrize("system", ["AMU", "CAMB"])
def test_m2_on_conll14_gives_m2scorers_numbers(g, shared, system):
    official = json.loads((FIXTURES / "m2" / "official-counts.json").read_text())
    run = next(r for r in official["runs"] if r["system"] == system and r["goldFile"] == "official-2014.combined.m2" and r["options"] == [])
    hypotheses = (shared / "conll14" / "systems" / f"{system}.txt").read_text(encoding="utf-8").split("\n")[:1312]
    result = g.m2(hypotheses, shared / "conll14" / "official-2014.combined.m2")
    assert isinstance(result, M2Result)
    assert (result.correct, result.proposed, result.gold) == (run["correct"], run["proposed"], run["goldEdits"])
    assert ("%.4f" % result.precision, "%.4f" % result.recall, "%.4f" % result.f) == (run["printed"]["precision"], run["printed"]["recall"], run["printed"]["f"])
    assert result.signature.startswith("m2|beta:0.5|")


def test_m2_sentence_level(g, shared):
    gold = m2_blocks(shared / "conll14" / "official-2014.combined.m2", 30)
    hypotheses = read_lines(shared / "conll14" / "systems" / "AMU.txt", 30)
    result = g.m2(hypotheses, gold, sentences=True)
    assert len(result.sentences) == 30
    assert sum(s.correct for s in result.sentences) == result.correct
    assert sum(s.proposed for s in result.sentences) == result.proposed
    assert [s.line for s in result.sentences] == list(range(1, 31))


def test_errant_on_m2_gives_compare_m2s_numbers(g, shared):
    fixture = json.loads(gzip.open(FIXTURES / "errant-compare" / "AMU-vs-gold.json.gz").read())
    tp, fp, fn, p, r, f = fixture["outputs"][""].strip().split("\n")[2].split("\t")
    result = g.errant(shared / "errant" / "conll14.errant", hypothesis_m2=shared / "errant" / "conll14-AMU.errant")
    assert isinstance(result, ErrantResult)
    assert (result.tp, result.fp, result.fn) == (int(tp), int(fp), int(fn))
    assert (str(round(result.precision, 4)), str(round(result.recall, 4)), str(round(result.f, 4))) == (p, r, f)


def test_errant_from_parallel_text_equals_the_cli(g, shared, cli, tmp_path):
    n = 60
    source = read_lines(shared / "conll14" / "source.txt", n)
    hypotheses = read_lines(shared / "conll14" / "systems" / "AMU.txt", n)
    reference = m2_blocks(shared / "errant" / "conll14.errant", n)
    result = g.errant(reference, hypotheses, source=source, cat=2, sentences=True)
    (tmp_path / "src.txt").write_text("".join(s + "\n" for s in source), encoding="utf-8")
    (tmp_path / "hyp.txt").write_text("".join(s + "\n" for s in hypotheses), encoding="utf-8")
    (tmp_path / "ref.m2").write_text(reference, encoding="utf-8")
    expected = cli("errant-compare", "--source", str(tmp_path / "src.txt"), "--hyp-text", str(tmp_path / "hyp.txt"), "--ref", str(tmp_path / "ref.m2"), "--cat", "2", "-v", "--json")
    assert result.raw == expected
    assert len(result.sentences) == n
    assert result.tp == sum(s.tp for s in result.sentences)
    assert set(result.categories) <= {"ADJ", "ADJ:FORM", "ADV", "CONJ", "CONTR", "DET", "MORPH", "NOUN", "NOUN:INFL", "NOUN:NUM", "NOUN:POSS", "ORTH", "OTHER", "PART", "PREP", "PRON", "PUNCT", "SPELL", "UNK", "VERB", "VERB:FORM", "VERB:INFL", "VERB:SVA", "VERB:TENSE", "WO"}


def test_gleu_on_jfleg_dev_equals_the_cli(g, shared, cli, tmp_path):
    n = 40
    jfleg = shared / "jfleg"
    source = read_lines(jfleg / "dev.src", n)
    references = [read_lines(jfleg / f"dev.ref{i}", n) for i in range(4)]
    hypotheses = read_lines(jfleg / "systems" / "mle_1.txt", n)
    result = g.score("gleu", hypotheses, source=source, references=references)
    assert isinstance(result, ScoreResult) and len(result.sentences) == n
    files = []
    for name, lines in [("src", source), ("hyp", hypotheses)] + [(f"ref{i}", r) for i, r in enumerate(references)]:
        (tmp_path / name).write_text("".join(s + "\n" for s in lines), encoding="utf-8")
        files.append(str(tmp_path / name))
    expected = cli("score", "--metric", "gleu", "--source", files[0], "--refs", *files[2:], "--json", "--", files[1])
    assert result.raw == expected


def test_faithfulness_on_jfleg_dev_equals_the_cli_with_explanations(g, shared, cli, tmp_path):
    n = 40
    source = read_lines(shared / "jfleg" / "dev.src", n)
    hypotheses = read_lines(shared / "jfleg" / "systems" / "mle_1.txt", n)
    result = g.faithfulness(source, hypotheses)
    assert isinstance(result, FaithfulnessResult) and len(result.sentences) == n
    (tmp_path / "src").write_text("".join(s + "\n" for s in source), encoding="utf-8")
    (tmp_path / "hyp").write_text("".join(s + "\n" for s in hypotheses), encoding="utf-8")
    assert result.raw == cli("faithfulness", "--source", str(tmp_path / "src"), str(tmp_path / "hyp"), "--json")
    for s, src, hyp in zip(result.sentences, source, hypotheses):
        assert 0 <= s.score <= 1
        if src.split() == hyp.split():
            assert s.score == 1 and s.explanation == []
        else:
            assert all("drop" in item and "kind" in item for item in s.explanation)


def test_usim_parse_and_edits(g, shared):
    source = read_lines(shared / "jfleg" / "dev.src", 4)
    hypotheses = read_lines(shared / "jfleg" / "systems" / "mle_1.txt", 4)
    usim = g.usim(source, hypotheses, model="v1")
    assert len(usim.sentences) == 4 and usim.parsed == 8 and usim.signature.startswith("usim|")
    parses = g.parse(source, tokenized=True, model="v1")
    assert len(parses.graphs) == 4 and parses.signature.startswith("ucca-parse|model:ucca-parser-v1")
    edits = g.edits(["He go to school ."], ["He goes to school ."])
    assert edits.m2 == "S He go to school .\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\n\n"
    assert edits.sentences[0].source == "He go to school ." and edits.sentences[0].edits == [Edit(1, 2, "R:VERB:SVA", "goes", 0)]
    two = g.edits(["He go to school .", "I am fine ."], [["He goes to school .", "I am fine ."], ["He went to school .", "I am fine ."]])
    assert [[(e.type, e.annotator) for e in s.edits] for s in two.sentences] == [[("R:VERB:SVA", 0), ("R:VERB:TENSE", 1)], [("noop", 0), ("noop", 1)]]


def test_reranking_by_faithfulness_and_m2(g):
    source = "She have two cat ."
    candidates = ["She has two cats .", "She have two cat .", "They own a dog ."]
    faithful = g.faithfulness([source] * len(candidates), candidates)
    assert max(range(3), key=lambda i: faithful.sentences[i].score) == 1  # the unchanged sentence keeps all meaning
    gold = "S She have two cat .\nA 1 2|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||0\nA 3 4|||R:NOUN:NUM|||cats|||REQUIRED|||-NONE-|||0\n\n"
    f = [g.m2([c], gold).f for c in candidates]
    assert f.index(max(f)) == 0


def test_errors_carry_gecvals_message_and_the_server_keeps_serving(g):
    gold = "S He go to school .\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\n\n"
    with pytest.raises(GecvalError) as caught:
        g.m2(["He goes to school .", "extra"], gold)
    assert caught.value.kind == "input" and caught.value.file == "hypotheses" and caught.value.line == 2
    assert str(caught.value).startswith("hypotheses:2: has 2 lines but gold")
    with pytest.raises(GecvalError, match=r"unknown metric 'nope'"):
        g.score("nope", ["a"])
    with pytest.raises(GecvalError, match=r"params\.hypotheses\[0\]: a sentence may not contain a line break"):
        g.score("bleu", ["a\nb"], references=[["a b"]])
    with pytest.raises(GecvalError, match="unknown method"):
        g.request("tokenise")
    assert g.m2(["He goes to school ."], gold).f == 1


def test_batch_of_one_sentence_requests_equals_single_requests(g, shared):
    gold = [b + "\n\n" for b in (shared / "conll14" / "official-2014.combined.m2").read_text(encoding="utf-8").strip().split("\n\n")[:20]]
    hypotheses = read_lines(shared / "conll14" / "systems" / "AMU.txt", 20)
    results = g.batch(("m2", {"hypotheses": [h], "gold": m}) for h, m in zip(hypotheses, gold))
    assert results == [g.m2([h], m).raw for h, m in zip(hypotheses, gold)]
    mixed = g.batch([("m2", {"hypotheses": [hypotheses[0]], "gold": gold[0]}), ("m2", {"hypotheses": []}), ("hello", {})])
    assert isinstance(mixed[1], GecvalError) and mixed[1].kind == "input" and mixed[2]["protocol"] == 1


def test_find_gecval_says_how_to_install(tmp_path):
    with pytest.raises(GecvalNotFound, match="npm install gecval"):
        find_gecval(env={"PATH": ""}, cwd=tmp_path, search_module_checkout=False)
    bin_dir = tmp_path / "node_modules" / ".bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "gecval").write_text("#!/bin/sh\n")
    (tmp_path / "sub").mkdir()
    assert find_gecval(env={"PATH": ""}, cwd=tmp_path / "sub") == [str(bin_dir / "gecval")]
    assert find_gecval(env={"GECVAL_BIN": "node x.js", "PATH": ""}, cwd=tmp_path) == ["node", "x.js"]
    with pytest.raises(GecvalNotFound, match="GECVAL_BIN"):
        find_gecval(env={"PATH": ""}, cwd="/", search_module_checkout=False)


def test_tokenize_like_the_conll14_gold(g, shared):
    # Raw, detokenised text back into the CoNLL-2014 convention: a source line glued as an LLM would print it.
    gold = read_lines(shared / "conll14" / "source.txt", 3)
    glued = [line.replace(" .", ".").replace(" ,", ",") for line in gold]
    result = g.tokenize(glued, tokenizer="conll14")
    assert result.sentences == gold
    assert result.signature.startswith("tokenize|") and "tok:conll14" in result.signature
    try:
        g.tokenize(["x"], tokenizer="moses")
    except GecvalError as error:
        assert "unknown tokenizer 'moses'" in str(error)
    else:
        raise AssertionError("an unknown tokenizer must raise GecvalError")
