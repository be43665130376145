import json, os, subprocess, pytest

HERE = os.path.dirname(os.path.abspath(__file__))

_proc = subprocess.Popen(['node', '--import', 'tsx', os.path.join(HERE, 'bridge.ts')], cwd=os.path.join(HERE, '..', '..', '..'),
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding='utf-8')

class Token:
    def __init__(self, text, i): self.text = text; self.i = i; self.orth_ = text
    def __repr__(self): return self.text
    def __len__(self): return len(self.text)
    def __str__(self): return self.text

class Doc(list):
    @property
    def text(self): return ' '.join(t.text for t in self)

def url_match(text):
    _proc.stdin.write(json.dumps({'url': text}) + '\n'); _proc.stdin.flush()
    return True if json.loads(_proc.stdout.readline()) else None

def tok(text):
    _proc.stdin.write(json.dumps(text) + '\n'); _proc.stdin.flush()
    return Doc(Token(t, i) for i, t in enumerate(json.loads(_proc.stdout.readline())))

tok.url_match = url_match
tok.token_match = url_match

@pytest.fixture
def en_tokenizer(): return tok

@pytest.fixture
def tokenizer(): return tok
