#!/usr/bin/env python3
"""An independent oracle for text-preserving config edits: ruamel.yaml round-trip mode.

Usage
-----
    python3 Scripts/ruamel-edits.py PLAN.json OUT.json
    python3 Scripts/ruamel-edits.py --compare PLAN.json OURS.json
    python3 Scripts/ruamel-edits.py --summary DIR [JOBS]
    python3 Scripts/ruamel-edits.py --self-check DIR

Requires `ruamel.yaml` (`pip install ruamel.yaml`); PyYAML with libyaml, when
present, only speeds up the data check (see "Speed").

PLAN.json::

    {"format": "yaml" | "json",
     "text": "<original file text>",
     "document": 0,                      # index of the YAML document to edit (default 0)
     "edits": [EDIT, ...]}

Each EDIT is applied ALONE to the original text (edits are not cumulative):

    {"kind": "set",    "path": [...], "value": <json value>}   replace the value at path
    {"kind": "remove", "path": [...]}                          remove the mapping member / sequence item
    {"kind": "add",    "path": [..., "newKey"], "value": <json value>}
                                                               add newKey at the END of the mapping at
                                                               path[:-1] (error if the key exists); if
                                                               path[:-1] is a sequence and the last
                                                               element is its length, the value is appended

Path elements are strings (mapping keys) and integers (sequence indices).

Apply mode writes OUT.json::

    {"outputs": [<edited text, or null if ruamel failed / cannot do it>, ...],
     "errors":  [<null, or a message saying why the output is null>, ...]}

one entry per edit, in order.

How ruamel is driven
~~~~~~~~~~~~~~~~~~~~
* `YAML()` (typ='rt'), `preserve_quotes = True`, `width = 4096` (no re-wrapping).
* The indentation is guessed from the composed node tree of the original text
  (most common mapping indent, block-sequence indent and dash offset, measured
  relative to the parent key, as ruamel's `indent(mapping=, sequence=, offset=)`
  expects).  ruamel has ONE setting for the whole stream, so files that mix
  styles (e.g. `key:\\n- item` and `key:\\n  - item`) are normalised by ruamel.
* Multi-document streams are loaded with `load_all` and written back with
  `dump_all`; only document `document` is edited.  `explicit_start` is set when
  the original text starts with `---`.
* New values are plain Python values (dict/list/str/...): ruamel picks their
  style (block style, plain scalars when possible).  Exception: for format
  "json" new strings/keys are double-quoted and new collections are flow
  style, otherwise ruamel would write YAML (`c: [true, null]`) into JSON.  A `set` on a scalar that
  was quoted or tagged gets ruamel's default behaviour (the replacement is a
  plain Python value, so the old quotes/tag are NOT carried over).  The goal is
  ruamel's honest output, not a tuned one.

JSON
~~~~
For format "json" the text is loaded with ruamel too (JSON is YAML 1.2 flow
syntax) ONLY when it has no comments.  JSONC (text with `//` or `/* */`
comments outside strings) cannot be round-tripped by ruamel (it would drop or
choke on the comments), so every output is null with an explanatory error.
In compare mode the data check for JSONC then falls back to a plain-data
oracle: comments and trailing commas are stripped, the edit is applied to the
data with Python's json module, and our output (stripped likewise) must hold
the same data.

Compare mode
~~~~~~~~~~~~
`--compare PLAN.json OURS.json`, where OURS.json is `{"outputs": [text | null, ...]}`
produced by our Swift code for the same plan.  For each edit:

* Data.  Both outputs are loaded (ALL documents of the stream) with a safe
  loader that keeps unknown tags as Tagged(tag, value), and compared as data
  with the tags STRIPPED (a tagged node is read as its untagged value).  Our
  Swift model decodes `!Ref x` as the plain string "x" and our patch keeps the
  tag (`Family: !Ref x-edited`), while ruamel, given a plain Python value,
  drops it (`Family: x-edited`); that intended difference is not a failure.
* Tags kept.  Counted separately: an output keeps the tags when it holds, as
  a multiset, every tag of the original document stream except the tags the
  edit may drop: for `remove`, every tag in the removed node (its own
  included); for `set`, the tags INSIDE the replaced value but not the tag of
  the replaced node itself (so a scalar `set` must keep its `!Ref`); for
  `add`, none.  Reported as "tags kept: ours N of M edits, ruamel K of M".
* Text.  Byte-identical outputs are counted; a unified diff (ruamel -> ours)
  is printed for the first 40 that differ; changed lines against the original
  (difflib, removed + added) are summed for ours and for ruamel; each
  differing pair is put in heuristic categories (ruamel reformats flow
  collections, re-indents, drops a tag, moves or drops comments, places added
  lines after trailing comments/blank lines, writes keys in another order,
  ...), and our outputs are checked for cheap blemishes (a leading blank line,
  a longer run of blank lines than the original had, new trailing blank lines
  or trailing spaces).

It exits 1 only when the tag-stripped data of an edit differ, or our output
does not load; a null in OURS (our code declined the edit) is reported but is
not a failure, nor are lost tags, text differences or blemishes.

When ruamel produced no output (JSONC, or ruamel failed) the data check falls
back to a plain-data oracle: the edit is applied to the original's data
(JSONC: comments and trailing commas stripped, Python's json module; YAML:
tags stripped) and our output, loaded likewise, must hold the same data.

Summary mode
~~~~~~~~~~~~
`--summary DIR [JOBS]` runs the comparison for every `X.plan.json` in DIR
that has an `X.ours.json` and prints ONE markdown table, a row per plan and a
total row: fixture (file-document), edits, byte-identical to ruamel, changed
lines ours / ruamel (over the edits both produced; for JSONC, where ruamel
produces nothing, ours over all its outputs), tags kept ours / ruamel, and
data differences (tag-stripped).  Below the table: the failing edits, edits
where OURS loses a tag, our blemishes, and for each category of difference
its count, the fixtures showing it and one short example diff (ruamel ->
ours); uncategorised differences get up to 3 short diffs per fixture.  It
exits 1 if any plan has a data difference or an output of ours that does not
load.  Work is split into chunks of 40 edits run on JOBS processes (default:
the number of CPUs).

Speed
~~~~~
* The original is loaded by ruamel ONCE per plan; each edit works on a
  `copy.deepcopy` of the loaded documents (ruamel's round-trip containers copy
  comments, tags and styles), not a fresh load.
* The data check parses with libyaml (PyYAML's CParser) using ruamel's own
  YAML 1.2 implicit resolvers, so scalars resolve as with ruamel; texts libyaml
  rejects fall back to ruamel's pure-Python safe loader.  Loaded texts are
  memoised (many outputs are byte-identical).
* `--self-check DIR` confirms both shortcuts change nothing: deep-copy vs
  re-load outputs, and libyaml vs ruamel data for every original and output
  text in DIR (slow: it re-loads per edit).
"""

import copy
import difflib
import io
import json
import re
import sys
from collections import Counter

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.constructor import SafeConstructor
from ruamel.yaml.nodes import MappingNode, ScalarNode, SequenceNode
from ruamel.yaml.scalarstring import DoubleQuotedScalarString

MAX_DIFFS = 40


# --------------------------------------------------------------------------
# JSON helpers
# --------------------------------------------------------------------------

def strip_jsonc(text):
    """Return (text without comments, had_comments).  Comments are replaced by
    spaces/newlines so positions of other characters do not move."""
    out = []
    i, n = 0, len(text)
    had = False
    in_str = False
    while i < n:
        c = text[i]
        if in_str:
            out.append(c)
            if c == '\\' and i + 1 < n:
                out.append(text[i + 1])
                i += 2
                continue
            if c == '"':
                in_str = False
            i += 1
            continue
        if c == '"':
            in_str = True
            out.append(c)
            i += 1
            continue
        if text.startswith('//', i):
            had = True
            j = text.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i))
            i = j
            continue
        if text.startswith('/*', i):
            had = True
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(''.join(ch if ch == '\n' else ' ' for ch in text[i:j]))
            i = j
            continue
        out.append(c)
        i += 1
    return ''.join(out), had


def strip_trailing_commas(text):
    """Remove commas that are followed (after whitespace) by `}` or `]`,
    outside strings.  Expects comment-free text."""
    out = []
    in_str = False
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if in_str:
            out.append(c)
            if c == '\\' and i + 1 < n:
                out.append(text[i + 1])
                i += 2
                continue
            if c == '"':
                in_str = False
            i += 1
            continue
        if c == '"':
            in_str = True
        elif c == ',':
            j = i + 1
            while j < n and text[j] in ' \t\r\n':
                j += 1
            if j < n and text[j] in '}]':
                i += 1
                continue
        out.append(c)
        i += 1
    return ''.join(out)


def load_jsonc_data(text):
    stripped, _ = strip_jsonc(text)
    return json.loads(strip_trailing_commas(stripped))


# --------------------------------------------------------------------------
# Path edits (work on ruamel round-trip containers and on plain data alike)
# --------------------------------------------------------------------------

class EditError(Exception):
    pass


def _step(node, key):
    if isinstance(node, dict):
        if not isinstance(key, str) and key not in node:
            raise EditError('mapping key %r is not a string' % (key,))
        if key not in node:
            raise EditError('no key %r' % (key,))
        return node[key]
    if isinstance(node, list):
        if not isinstance(key, int) or isinstance(key, bool):
            raise EditError('sequence index %r is not an integer' % (key,))
        if not 0 <= key < len(node):
            raise EditError('index %d out of range (%d items)' % (key, len(node)))
        return node[key]
    raise EditError('cannot step into a scalar with %r' % (key,))


def apply_edit(root, edit):
    """Apply one edit in place to root; return the (possibly new) root."""
    kind = edit.get('kind')
    path = edit.get('path')
    if not isinstance(path, list):
        raise EditError('path must be a list')
    if kind in ('set', 'add') and 'value' not in edit:
        raise EditError('%s needs a value' % kind)
    if not path:
        if kind == 'set':
            return edit['value']
        raise EditError('%s needs a non-empty path' % kind)
    parent = root
    for key in path[:-1]:
        parent = _step(parent, key)
    last = path[-1]
    if kind == 'set':
        _step(parent, last)  # must exist
        parent[last] = edit['value']
    elif kind == 'remove':
        _step(parent, last)
        del parent[last]
    elif kind == 'add':
        if isinstance(parent, dict):
            if last in parent:
                raise EditError('key %r already exists' % (last,))
            parent[last] = edit['value']  # CommentedMap / dict append at the end
        elif isinstance(parent, list) and last == len(parent):
            parent.append(edit['value'])
        else:
            raise EditError('add: path[:-1] is not a mapping')
    else:
        raise EditError('unknown edit kind %r' % (kind,))
    return root


# --------------------------------------------------------------------------
# ruamel set-up
# --------------------------------------------------------------------------

def guess_indent(text):
    """Most common (mapping, sequence, offset) indentation of block collections,
    measured as ruamel's `YAML.indent` expects.  Defaults 2/2/0."""
    maps, seqs, offs = Counter(), Counter(), Counter()
    try:
        docs = list(YAML().compose_all(text))
    except Exception:
        docs = []

    def walk(node):
        if isinstance(node, MappingNode):
            for k, v in node.value:
                if not node.flow_style and not getattr(v, 'flow_style', True):
                    if isinstance(v, MappingNode) and v.value:
                        child_key = v.value[0][0]
                        if child_key.start_mark.line > k.start_mark.line:
                            maps[child_key.start_mark.column - k.start_mark.column] += 1
                    elif isinstance(v, SequenceNode) and v.value:
                        if v.start_mark.line > k.start_mark.line:
                            item = v.value[0]
                            if item.start_mark.line == v.start_mark.line:
                                offs[v.start_mark.column - k.start_mark.column] += 1
                                seqs[item.start_mark.column - k.start_mark.column] += 1
                walk(k)
                walk(v)
        elif isinstance(node, SequenceNode):
            for item in node.value:
                walk(item)

    for d in docs:
        if d is not None:
            walk(d)
    mapping = maps.most_common(1)[0][0] if maps else 2
    if seqs:
        sequence = seqs.most_common(1)[0][0]
        offset = offs.most_common(1)[0][0]
    else:
        sequence, offset = mapping, 0
    mapping = max(mapping, 1)
    sequence = max(sequence, offset + 2)
    return mapping, sequence, offset


def make_yaml(text):
    yaml = YAML()  # typ='rt'
    yaml.preserve_quotes = True
    yaml.width = 4096
    mapping, sequence, offset = guess_indent(text)
    yaml.indent(mapping=mapping, sequence=sequence, offset=offset)
    if text.lstrip().startswith('---'):
        yaml.explicit_start = True
    return yaml


def as_json_flow(value):
    """New values for a JSON file: double-quoted strings and flow collections,
    so that ruamel writes JSON syntax rather than YAML (`c: [true, null]`)."""
    if isinstance(value, str):
        return DoubleQuotedScalarString(value)
    if isinstance(value, dict):
        m = CommentedMap()
        for k, v in value.items():
            m[DoubleQuotedScalarString(k)] = as_json_flow(v)
        m.fa.set_flow_style()
        return m
    if isinstance(value, list):
        seq = CommentedSeq(as_json_flow(v) for v in value)
        seq.fa.set_flow_style()
        return seq
    return value


def ruamel_outputs(plan):
    """ruamel's output for every edit of plan: (outputs, errors).  The original
    is loaded ONCE; each edit works on a deep copy of the loaded documents
    (ruamel's round-trip containers copy their comments, tags and styles), which
    gives the same output as re-loading but is much faster."""
    fmt = plan.get('format', 'yaml')
    text = plan['text']
    doc_index = plan.get('document', 0) or 0
    edits = plan['edits']
    if fmt == 'json':
        _, had_comments = strip_jsonc(text)
        if had_comments:
            msg = 'JSONC: ruamel.yaml cannot keep // or /* */ comments'
            return [None] * len(edits), [msg] * len(edits)
    elif fmt != 'yaml':
        raise SystemExit('unknown format %r' % (fmt,))
    try:
        yaml = make_yaml(text)
        original_docs = list(yaml.load_all(text))
    except Exception as exc:
        msg = 'ruamel cannot load the original: %s: %s' % (type(exc).__name__, exc)
        return [None] * len(edits), [msg] * len(edits)
    outputs, errors = [], []
    for edit in edits:
        try:
            docs = copy.deepcopy(original_docs)
            if not 0 <= doc_index < len(docs):
                raise EditError('document %d out of range (%d documents)' % (doc_index, len(docs)))
            edit = copy.deepcopy(edit)
            if fmt == 'json':
                if 'value' in edit:
                    edit['value'] = as_json_flow(edit['value'])
                if edit.get('kind') == 'add' and edit.get('path') and isinstance(edit['path'][-1], str):
                    edit['path'][-1] = DoubleQuotedScalarString(edit['path'][-1])
            docs[doc_index] = apply_edit(docs[doc_index], edit)
            buf = io.StringIO()
            if len(docs) == 1:
                yaml.dump(docs[0], buf)
            else:
                yaml.dump_all(docs, buf)
            outputs.append(buf.getvalue())
            errors.append(None)
        except Exception as exc:  # ruamel failed: record and go on
            outputs.append(None)
            errors.append('%s: %s' % (type(exc).__name__, exc))
    return outputs, errors


def ruamel_outputs_reloading(plan):
    """Reference implementation: re-load the original for every edit (slow).
    Used by --self-check to confirm the deep-copy shortcut changes nothing."""
    outputs, errors = [], []
    for edit in plan['edits']:
        one = dict(plan, edits=[edit])
        o, e = ruamel_outputs(one)
        outputs += o
        errors += e
    return outputs, errors


# --------------------------------------------------------------------------
# Data comparison
# --------------------------------------------------------------------------

class Tagged(object):
    """A node with an unknown tag (`!Ref x`), as loaded for the data check."""
    __slots__ = ('tag', 'value')

    def __init__(self, tag, value):
        self.tag = tag
        self.value = value

    def __eq__(self, other):
        return isinstance(other, Tagged) and self.tag == other.tag and self.value == other.value

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash((self.tag, _freeze(self.value)))

    def __repr__(self):
        return '%s %r' % (self.tag, self.value)


def _freeze(value):
    if isinstance(value, dict):
        return tuple(sorted(((repr(k), _freeze(v)) for k, v in value.items())))
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    return value


class TagKeepingConstructor(SafeConstructor):
    pass


def _construct_tagged(self, node):
    if isinstance(node, ScalarNode):
        value = self.construct_scalar(node)
    elif isinstance(node, SequenceNode):
        value = self.construct_sequence(node, deep=True)
    else:
        value = self.construct_mapping(node, deep=True)
    return Tagged(str(node.tag), value)


TagKeepingConstructor.add_constructor(None, _construct_tagged)

# A fast loader for the data check: libyaml's parser (PyYAML's CParser) with
# the YAML 1.2 core-schema resolvers of ruamel.yaml, so that scalars resolve as
# ruamel's own loader resolves them.  ruamel's pure-Python scanner would spend
# most of the run time here.  Without PyYAML/libyaml, or when libyaml rejects a
# text, ruamel's safe loader is used; `--self-check` confirms both agree.
try:
    import yaml as _pyyaml
    from ruamel.yaml import resolver as _ruamel_resolver
    from yaml.cyaml import CParser as _CParser
    _HAVE_LIBYAML = True
except ImportError:  # pragma: no cover
    _HAVE_LIBYAML = False

if _HAVE_LIBYAML:
    class _Resolver12(_pyyaml.resolver.BaseResolver):
        pass

    for _versions, _tag, _regexp, _first in _ruamel_resolver.implicit_resolvers:
        if (1, 2) in _versions and not _tag.endswith((':value', ':yaml')):
            _Resolver12.add_implicit_resolver(_tag, _regexp, _first)

    class _FastConstructor(_pyyaml.constructor.SafeConstructor):
        def construct_yaml_int(self, node):  # YAML 1.2: 0o17, 0x1F, 0b101, 017 == 17
            value = self.construct_scalar(node).replace('_', '')
            sign = -1 if value.startswith('-') else 1
            value = value.lstrip('+-')
            for prefix, base in (('0b', 2), ('0o', 8), ('0x', 16)):
                if value.startswith(prefix):
                    return sign * int(value[2:], base)
            return sign * int(value, 10)

    def _fast_tagged(self, node):
        if isinstance(node, _pyyaml.ScalarNode):
            value = self.construct_scalar(node)
        elif isinstance(node, _pyyaml.SequenceNode):
            value = self.construct_sequence(node, deep=True)
        else:
            value = self.construct_mapping(node, deep=True)
        return Tagged(str(node.tag), value)

    _FastConstructor.add_constructor('tag:yaml.org,2002:int', _FastConstructor.construct_yaml_int)
    _FastConstructor.add_constructor(None, _fast_tagged)

    class _FastLoader(_CParser, _FastConstructor, _Resolver12):
        def __init__(self, stream):
            _CParser.__init__(self, stream)
            _FastConstructor.__init__(self)
            _Resolver12.__init__(self)


def _load_yaml_ruamel(text):
    yaml = YAML(typ='safe', pure=True)
    yaml.Constructor = TagKeepingConstructor
    return [normalise(d) for d in yaml.load_all(text)]


def _load_yaml_fast(text):
    loader = _FastLoader(text)
    try:
        docs = []
        while loader.check_data():
            docs.append(normalise(loader.get_data()))
        return docs
    finally:
        loader.dispose()


_load_cache = {}


def load_data(text, fmt):
    """All documents of text as plain data (list), unknown tags kept as
    Tagged(tag, value).  Memoised: many outputs are byte-identical."""
    key = (text, fmt)
    if key in _load_cache:
        return _load_cache[key]
    if fmt == 'json' and strip_jsonc(text)[1]:
        data = [load_jsonc_data(text)]
    elif _HAVE_LIBYAML:
        try:
            data = _load_yaml_fast(text)
        except Exception:
            data = _load_yaml_ruamel(text)  # raises if ruamel cannot load it either
    else:
        data = _load_yaml_ruamel(text)
    _load_cache[key] = data
    return data


def self_check(directory):
    """Confirm the speed-ups change nothing: deep-copy vs re-load for ruamel's
    outputs, libyaml vs ruamel for the data of every text."""
    import glob
    import os
    bad = 0
    for p in sorted(glob.glob(os.path.join(directory, '*.plan.json'))):
        with open(p, encoding='utf-8') as f:
            plan = json.load(f)
        fast = ruamel_outputs(plan)
        slow = ruamel_outputs_reloading(plan)
        texts = [plan['text']] + [t for t in fast[0] if t is not None]
        o = p[:-len('.plan.json')] + '.ours.json'
        if os.path.exists(o):
            with open(o, encoding='utf-8') as f:
                texts += [t for t in json.load(f).get('outputs', []) if t is not None]
        mismatched = 0
        if plan.get('format', 'yaml') == 'yaml' and _HAVE_LIBYAML:
            for t in set(texts):
                try:
                    a = _load_yaml_ruamel(t)
                except Exception as exc:
                    a = 'error'
                try:
                    b = _load_yaml_fast(t)
                except Exception:
                    b = 'error'
                if a != b:
                    mismatched += 1
        ok = fast == slow and not mismatched
        bad += not ok
        print('%s: deep-copy outputs %s re-load outputs; %d of %d texts load differently with libyaml'
              % (os.path.basename(p), '==' if fast == slow else '!=', mismatched, len(set(texts))))
    return 1 if bad else 0


def normalise(value):
    if isinstance(value, Tagged):
        return Tagged(value.tag, normalise(value.value))
    if isinstance(value, dict):
        return {normalise_key(k): normalise(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [normalise(v) for v in value]
    return value


def normalise_key(k):
    if isinstance(k, Tagged):
        return Tagged(k.tag, normalise_key(k.value))
    if isinstance(k, (dict, list)):
        return json.dumps(normalise(k), sort_keys=True, default=repr)
    return k


def strip_tags(value):
    """value with every Tagged node read as its untagged value."""
    if isinstance(value, Tagged):
        return strip_tags(value.value)
    if isinstance(value, dict):
        return {strip_tags(k): strip_tags(v) for k, v in value.items()}
    if isinstance(value, list):
        return [strip_tags(v) for v in value]
    return value


def collect_tags(value, counter=None):
    """Counter of the tags in value (keys included)."""
    if counter is None:
        counter = Counter()
    if isinstance(value, Tagged):
        counter[value.tag] += 1
        collect_tags(value.value, counter)
    elif isinstance(value, dict):
        for k, v in value.items():
            collect_tags(k, counter)
            collect_tags(v, counter)
    elif isinstance(value, list):
        for v in value:
            collect_tags(v, counter)
    return counter


def untag(value):
    while isinstance(value, Tagged):
        value = value.value
    return value


def tags_that_may_go(doc, edit):
    """Tags of the original document that the edit may legitimately drop:
    for `remove`, every tag of the removed node (its own included); for `set`,
    the tags INSIDE the replaced value (not its own: a scalar set to a new
    scalar should keep `!Ref`); for `add`, none.  None if the path cannot be
    followed in the loaded data."""
    kind, path = edit.get('kind'), edit.get('path') or []
    if kind == 'add' or not path and kind != 'set':
        return Counter()
    node = doc
    try:
        for key in path:
            node = untag(node)
            if isinstance(node, dict) and key not in node and str(key) in {str(k) for k in node}:
                key = next(k for k in node if str(k) == str(key))
            node = node[key]
    except (KeyError, IndexError, TypeError):
        return None
    if kind == 'remove':
        return collect_tags(node)
    return collect_tags(untag(node))


def keeps_tags(original_tags, may_go, output_data):
    """True when output_data holds every tag of the original except those the
    edit may drop (multiset comparison)."""
    required = original_tags - (may_go or Counter())
    have = collect_tags(output_data)
    return all(have[t] >= n for t, n in required.items())


def changed_lines(original, edited):
    n = 0
    for line in difflib.unified_diff(original.splitlines(), edited.splitlines(), lineterm='', n=0):
        if line.startswith(('+++', '---', '@@')):
            continue
        if line.startswith(('+', '-')):
            n += 1
    return n


def describe(edit):
    return json.dumps({k: edit[k] for k in ('kind', 'path') if k in edit})


# --------------------------------------------------------------------------
# Classifying where ruamel's output differs from ours (heuristics)
# --------------------------------------------------------------------------

CATEGORIES = [
    ('flow', 'ruamel reformats untouched flow collections (`[ a ]` -> `[a]`)'),
    ('tag', 'ruamel drops a tag (`key: !Ref x` -> `key: x`)'),
    ('indent', 'ruamel re-indents untouched lines (one indent setting for the whole stream)'),
    ('quote', 'ruamel changes quoting of a scalar'),
    ('comment-gap', 'ruamel changes the gap before an end-of-line comment'),
    ('block-scalar', 'ruamel writes a new multi-line string double-quoted; ours keeps the block scalar (`|`)'),
    ('key-order', 'new mapping written in another key order (ruamel: the plan\'s JSON order; ours: the model\'s)'),
    ('moved', 'the same lines sit elsewhere (ruamel appends added keys/items after trailing comments/blank lines)'),
    ('comment-moved', 'a comment line sits elsewhere in ruamel\'s output (moved with a removed/added key)'),
    ('comment-ruamel-lacks', 'ruamel drops comment lines that ours keeps'),
    ('comment-ours-lacks', 'OURS lacks comment lines that ruamel has (check!)'),
    ('blank', 'blank lines differ (ruamel attaches blank lines to the previous key)'),
    ('final-newline', 'final newline differs'),
    ('other', 'other differences'),
]
CATEGORY_TITLES = dict(CATEGORIES)

_TAG_RE = re.compile(r'!(?!!)[^\s,\[\]{}]*\s+')


def _is_comment_or_blank(line):
    s = line.strip()
    return not s or s.startswith('#')


def _norm_flow(line):
    line = re.sub(r'([\[{])\s+', r'\1', line)
    line = re.sub(r'\s+([\]}])', r'\1', line)
    return re.sub(r',\s*', ', ', line)


def _norm_indent(line):
    return re.sub(r'-\s+', '- ', line.strip())


def _norm_quotes(line):
    return line.replace('"', '').replace("'", '')


def _classify_pair(theirs, ours):
    """Set of categories explaining how the line `theirs` differs from `ours`."""
    untagged = _TAG_RE.sub('', ours)
    if _norm_flow(theirs) == _norm_flow(ours):
        return {'flow'}
    if untagged == theirs or untagged.rstrip() == theirs.rstrip():
        return {'tag'}
    if _norm_indent(theirs) == _norm_indent(ours):
        return {'indent'}
    if _norm_indent(theirs) == _norm_indent(untagged):
        return {'tag', 'indent'}
    if _norm_quotes(theirs) == _norm_quotes(ours):
        return {'quote'}
    if re.sub(r'\s+#', ' #', theirs) == re.sub(r'\s+#', ' #', ours):
        return {'comment-gap'}
    if _norm_indent(_norm_flow(theirs)) == _norm_indent(_norm_flow(ours)):
        return {'flow', 'indent'}
    return {'other'}


def _same_lines_reordered(xa, xb):
    ka = [_norm_indent(l).lstrip('- ') for l in xa]
    kb = [_norm_indent(l).lstrip('- ') for l in xb]
    return ka != kb and sorted(ka) == sorted(kb)


def classify_difference(their, mine):
    """Set of category ids for one pair of outputs (heuristic, line based)."""
    cats = set()
    if their.endswith('\n') != mine.endswith('\n'):
        cats.add('final-newline')
    a, b = their.splitlines(), mine.splitlines()
    sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
    only_theirs, only_ours = [], []
    left_a, left_b = [], []  # content lines not paired within their hunk
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op == 'equal':
            continue
        xa, xb = a[i1:i2], b[j1:j2]
        # comment and blank lines are accounted separately
        only_theirs += [l for l in xa if _is_comment_or_blank(l)]
        only_ours += [l for l in xb if _is_comment_or_blank(l)]
        ra = [l for l in xa if not _is_comment_or_blank(l)]
        rb = [l for l in xb if not _is_comment_or_blank(l)]
        if ra and _same_lines_reordered(ra, rb):
            cats.add('key-order')
        elif ra and len(ra) == len(rb):
            for x, y in zip(ra, rb):
                cats |= _classify_pair(x, y)
        else:
            left_a += ra
            left_b += rb
    # lines that vanish in one hunk and reappear in another: moved
    common = Counter(left_a) & Counter(left_b)
    if common:
        cats.add('moved')
        ca, cb = Counter(common), Counter(common)
        rest_a = []
        for l in left_a:
            if ca[l]:
                ca[l] -= 1
            else:
                rest_a.append(l)
        rest_b = []
        for l in left_b:
            if cb[l]:
                cb[l] -= 1
            else:
                rest_b.append(l)
        left_a, left_b = rest_a, rest_b
    if left_a or left_b:
        if any('\\n' in l for l in left_a) and any(
                re.search(r'[|>][-+0-9]*$', l.rstrip()) for l in left_b):
            cats.add('block-scalar')
        elif _same_lines_reordered(left_a, left_b):
            cats.add('key-order')
        elif len(left_a) == len(left_b):
            for x, y in zip(left_a, left_b):
                cats |= _classify_pair(x, y)
        else:
            cats.add('other')
    # comment lines: moved, or present on one side only
    ta = Counter(l.strip() for l in only_theirs if l.strip())
    tb = Counter(l.strip() for l in only_ours if l.strip())
    if ta & tb:
        cats.add('comment-moved')
    if tb - ta:
        cats.add('comment-ruamel-lacks')
    if ta - tb:
        cats.add('comment-ours-lacks')
    if sum(1 for l in only_theirs if not l.strip()) != sum(1 for l in only_ours if not l.strip()) \
            or (any(not l.strip() for l in only_theirs) and not cats - {'final-newline'}):
        cats.add('blank')
    if not cats:
        cats.add('other')
    return cats


def short_diff(their, mine, max_lines=14):
    lines = list(difflib.unified_diff(their.splitlines(), mine.splitlines(),
                                      'ruamel', 'ours', n=1, lineterm=''))
    if len(lines) > max_lines:
        lines = lines[:max_lines] + ['... (%d more diff lines)' % (len(lines) - max_lines)]
    return lines


BLEMISHES = [
    ('leading-blank', 'OURS starts with a blank line the original did not have'),
    ('blank-run', 'OURS has a longer run of blank lines than the original anywhere had'),
    ('trailing-blank', 'OURS ends with blank line(s) the original did not have'),
    ('trailing-space', 'OURS adds a line with trailing whitespace'),
]


def _longest_blank_run(text):
    best = run = 0
    for line in text.rstrip('\n').split('\n'):
        run = run + 1 if not line.strip() else 0
        best = max(best, run)
    return best


def blemishes(original, mine):
    """Cheap checks for ugly (not wrong) spots in our output."""
    found = set()
    if mine.startswith(('\n', '\r\n')) and not original.startswith(('\n', '\r\n')):
        found.add('leading-blank')
    if _longest_blank_run(mine) > _longest_blank_run(original):
        found.add('blank-run')
    if re.search(r'\n[ \t]*\r?\n\s*$', mine) and not re.search(r'\n[ \t]*\r?\n\s*$', original):
        found.add('trailing-blank')
    before = set(original.splitlines())
    if any(l != l.rstrip() and l not in before for l in mine.splitlines()):
        found.add('trailing-space')
    return found


# --------------------------------------------------------------------------
# Evaluation of one plan (shared by --compare and --summary)
# --------------------------------------------------------------------------

def evaluate(plan, ours, start=0):
    """Apply the plan with ruamel and compare with OURS.  Returns a dict.
    start: index of the plan's first edit in the full plan (for the labels of a
    chunk, see summary)."""
    fmt = plan.get('format', 'yaml')
    text = plan['text']
    doc_index = plan.get('document', 0) or 0
    edits = plan['edits']
    our_outputs = ours.get('outputs', [])
    res = {
        'fmt': fmt, 'edits': len(edits), 'fatal': None,
        'identical': 0, 'both': 0, 'diffs': [], 'data_differ': [], 'ours_declined': [],
        'ruamel_failed': [], 'ours_lines': 0, 'ruamel_lines': 0, 'ours_lines_all': 0,
        'ours_outputs': 0, 'ruamel_outputs': 0,
        'tags_ours': 0, 'tags_ruamel': 0, 'tags_applicable': fmt == 'yaml',
        'tags_lost_ours': [], 'tags_lost_ruamel': [],
        'categories': {}, 'blemishes': {},
    }
    if len(our_outputs) != len(edits):
        res['fatal'] = 'OURS has %d outputs for %d edits' % (len(our_outputs), len(edits))
        return res
    theirs, their_errors = ruamel_outputs(plan)
    res['ours_outputs'] = sum(o is not None for o in our_outputs)
    res['ruamel_outputs'] = sum(t is not None for t in theirs)

    try:
        original_data = load_data(text, fmt)
    except Exception as exc:
        res['fatal'] = 'the original does not load: %s' % (exc,)
        return res
    original_tags = collect_tags(original_data)
    original_doc = original_data[doc_index] if 0 <= doc_index < len(original_data) else None

    for i, (edit, mine, their, err) in enumerate(zip(edits, our_outputs, theirs, their_errors)):
        label = '#%d %s' % (start + i, describe(edit))
        may_go = tags_that_may_go(original_doc, edit) if fmt == 'yaml' else None
        their_data = None
        if their is not None:
            try:
                their_data = load_data(their, fmt)
            except Exception as exc:
                their, err = None, 'ruamel output does not load: %s' % (exc,)
        if their is not None and keeps_tags(original_tags, may_go, their_data):
            res['tags_ruamel'] += 1
        elif their is not None and fmt == 'yaml':
            res['tags_lost_ruamel'].append(label)
        if their is None:
            res['ruamel_failed'].append('%s: %s' % (label, err))
        if mine is None:
            res['ours_declined'].append(label)
            continue
        res['ours_lines_all'] += changed_lines(text, mine)
        for b in blemishes(text, mine):
            res['blemishes'].setdefault(b, []).append(label)
        try:
            mine_data = load_data(mine, fmt)
        except Exception as exc:
            res['data_differ'].append('%s: our output does not load: %s' % (label, exc))
            continue
        if keeps_tags(original_tags, may_go, mine_data):
            res['tags_ours'] += 1
        elif fmt == 'yaml':
            res['tags_lost_ours'].append(label)
        if their is not None:
            expected = their_data
        else:
            # plain-data oracle: the edit applied to the (tag-stripped) original data
            try:
                expected = copy.deepcopy(strip_tags(original_data))
                expected[doc_index] = apply_edit(expected[doc_index], copy.deepcopy(edit))
            except Exception as exc:
                res['data_differ'].append('%s: the edit fails on the plain data (%s) but ours produced text'
                                          % (label, exc))
                continue
        if strip_tags(mine_data) != strip_tags(expected):
            res['data_differ'].append(label)
        if their is None:
            continue
        res['both'] += 1
        res['ours_lines'] += changed_lines(text, mine)
        res['ruamel_lines'] += changed_lines(text, their)
        if mine == their:
            res['identical'] += 1
        else:
            res['diffs'].append((label, their, mine))
            for cat in classify_difference(their, mine):
                res['categories'].setdefault(cat, []).append(label)
    return res


def print_compare(res):
    if res['fatal']:
        print(res['fatal'])
        return 1
    print('edits: %d   ruamel outputs: %d   ours: %d' % (
        res['edits'], res['ruamel_outputs'], res['ours_outputs']))
    print('byte-identical to ruamel: %d of %d compared' % (res['identical'], res['both']))
    diffs = res['diffs']
    for label, their, mine in diffs[:MAX_DIFFS]:
        print('\n=== %s (ruamel -> ours)' % label)
        sys.stdout.writelines(difflib.unified_diff(
            their.splitlines(True), mine.splitlines(True), 'ruamel', 'ours'))
        if not mine.endswith('\n') or not their.endswith('\n'):
            print('\n(note: at least one side has no final newline)')
    if len(diffs) > MAX_DIFFS:
        print('\n... %d more differing outputs not shown' % (len(diffs) - MAX_DIFFS))
    print('\nchanged lines against the original (removed + added), over the %d edits both produced:'
          % res['both'])
    print('  ours:   %d' % res['ours_lines'])
    print('  ruamel: %d' % res['ruamel_lines'])
    print('  ours over all its %d outputs: %d' % (res['ours_outputs'], res['ours_lines_all']))
    if res['tags_applicable']:
        print('\ntags kept: ours %d of %d edits, ruamel %d of %d' % (
            res['tags_ours'], res['edits'], res['tags_ruamel'], res['edits']))
        for who in ('ours', 'ruamel'):
            lost = res['tags_lost_' + who]
            if lost:
                print('  %s loses a tag in %d edits, e.g. %s' % (who, len(lost), '; '.join(lost[:3])))
    if res['categories']:
        print('\nwhere ruamel differs from ours (heuristic categories, outputs per category):')
        for cat, title in CATEGORIES:
            if cat in res['categories']:
                print('  %4d  %s' % (len(res['categories'][cat]), title))
    if res['blemishes']:
        print('\npossible blemishes in our outputs (heuristic):')
        for b, title in BLEMISHES:
            if b in res['blemishes']:
                print('  %4d  %s, e.g. %s' % (len(res['blemishes'][b]), title, res['blemishes'][b][0]))
    if res['ruamel_failed']:
        print('\nruamel produced no output for %d edits:' % len(res['ruamel_failed']))
        for line in res['ruamel_failed']:
            print('  ' + line)
    if res['ours_declined']:
        print('\nours produced no output (null) for %d edits:' % len(res['ours_declined']))
        for line in res['ours_declined']:
            print('  ' + line)
    if res['data_differ']:
        print('\nDATA DIFFER (tags stripped) for %d edits:' % len(res['data_differ']))
        for line in res['data_differ']:
            print('  ' + line)
        return 1
    print('\ndata (tags stripped): all compared outputs hold equal data')
    return 0


def compare(plan, ours):
    return print_compare(evaluate(plan, ours))


# --------------------------------------------------------------------------
# Summary over a directory of plans
# --------------------------------------------------------------------------

CHUNK = 40  # edits per work unit in --summary, so that the workers stay balanced


def _evaluate_chunk(job):
    plan_path, ours_path, a, b = job
    with open(plan_path, encoding='utf-8') as f:
        plan = json.load(f)
    with open(ours_path, encoding='utf-8') as f:
        ours = json.load(f)
    outputs = ours.get('outputs', [])
    if len(outputs) != len(plan['edits']):
        return evaluate(plan, ours)  # reports the mismatch
    return evaluate(dict(plan, edits=plan['edits'][a:b]), dict(ours, outputs=outputs[a:b]), start=a)


def _merge(results):
    total = None
    for r in results:
        if total is None:
            total = copy.copy(r)
            total['categories'] = {k: list(v) for k, v in r['categories'].items()}
            total['blemishes'] = {k: list(v) for k, v in r['blemishes'].items()}
            continue
        for k, v in r.items():
            if k in ('categories', 'blemishes'):
                for cat, labels in v.items():
                    total[k].setdefault(cat, []).extend(labels)
            elif k == 'fatal':
                total['fatal'] = total['fatal'] or v
            elif isinstance(v, bool) or k == 'fmt':
                continue
            elif isinstance(v, (int, list)):
                total[k] = total[k] + v
    return total


def summary(directory, jobs=None):
    import glob
    import os
    plans = sorted(glob.glob(os.path.join(directory, '*.plan.json')))
    pairs, missing = [], []
    for p in plans:
        o = p[:-len('.plan.json')] + '.ours.json'
        (pairs if os.path.exists(o) else missing).append((p, o))
    if not pairs:
        print('no *.plan.json with a matching *.ours.json in %s' % directory)
        return 2
    work = []  # (pair index, job)
    for n, (p, o) in enumerate(pairs):
        with open(p, encoding='utf-8') as f:
            count = len(json.load(f)['edits'])
        for a in range(0, max(count, 1), CHUNK):
            work.append((n, (p, o, a, min(a + CHUNK, count))))
    jobs = jobs or min(len(work), os.cpu_count() or 1)
    if jobs > 1:
        import multiprocessing
        with multiprocessing.Pool(jobs) as pool:
            done = pool.map(_evaluate_chunk, [job for _, job in work], chunksize=1)
    else:
        done = [_evaluate_chunk(job) for _, job in work]
    results = []
    for n in range(len(pairs)):
        results.append(_merge(r for (m, _), r in zip(work, done) if m == n))

    header = ['fixture', 'edits', 'byte-identical to ruamel', 'changed lines ours',
              'changed lines ruamel', 'tags kept ours / ruamel', 'data differences']
    rows = []
    tot = Counter()
    failed = False
    for (p, _), r in zip(pairs, results):
        name = os.path.basename(p)[:-len('.plan.json')]
        if r['fatal']:
            rows.append([name, str(r['edits']), '—', '—', '—', '—', 'FATAL: ' + r['fatal']])
            failed = True
            continue
        nd = len(r['data_differ'])
        failed = failed or nd > 0
        if r['both']:
            ident = '%d of %d' % (r['identical'], r['both'])
            lines_ours, lines_ruamel = str(r['ours_lines']), str(r['ruamel_lines'])
        else:
            ident = '— (ruamel: none)'
            lines_ours, lines_ruamel = '%d (all)' % r['ours_lines_all'], '—'
        tags = ('%d / %d of %d' % (r['tags_ours'], r['tags_ruamel'], r['edits'])
                if r['tags_applicable'] else 'n/a')
        rows.append([name, str(r['edits']), ident, lines_ours, lines_ruamel, tags, str(nd)])
        tot['edits'] += r['edits']
        tot['identical'] += r['identical']
        tot['both'] += r['both']
        tot['ours_lines'] += r['ours_lines']
        tot['ruamel_lines'] += r['ruamel_lines']
        tot['ours_lines_all'] += r['ours_lines_all']
        tot['data'] += nd
        if r['tags_applicable']:
            tot['tags_ours'] += r['tags_ours']
            tot['tags_ruamel'] += r['tags_ruamel']
            tot['tags_edits'] += r['edits']
    rows.append(['**total**', str(tot['edits']), '%d of %d' % (tot['identical'], tot['both']),
                 '%d (all: %d)' % (tot['ours_lines'], tot['ours_lines_all']), str(tot['ruamel_lines']),
                 '%d / %d of %d' % (tot['tags_ours'], tot['tags_ruamel'], tot['tags_edits']),
                 str(tot['data'])])
    print('| ' + ' | '.join(header) + ' |')
    print('|' + '|'.join(['---'] + ['---:'] * (len(header) - 1)) + '|')
    for row in rows:
        print('| ' + ' | '.join(row) + ' |')
    print('\nchanged lines: removed + added lines against the original (difflib), summed over the edits')
    print('both produced; for JSONC (ruamel cannot keep comments) over all our outputs.')
    print('tags kept: outputs holding every `!tag` of the original except those inside a removed or')
    print('replaced subtree (a scalar `set` must keep its own tag).  data differences: tag-stripped.')
    for p, _ in missing:
        print('(no ours.json for %s)' % os.path.basename(p))

    # problems first
    for (p, _), r in zip(pairs, results):
        name = os.path.basename(p)[:-len('.plan.json')]
        if r['data_differ']:
            print('\n%s: DATA DIFFER (tags stripped) for %d edits:' % (name, len(r['data_differ'])))
            for line in r['data_differ'][:10]:
                print('  ' + line)
        if r['tags_lost_ours']:
            print('\n%s: OURS loses a tag in %d edits, e.g. %s' % (
                name, len(r['tags_lost_ours']), '; '.join(r['tags_lost_ours'][:3])))

    print('\n## Possible blemishes in our outputs (heuristic)\n')
    any_blemish = False
    for b, title in BLEMISHES:
        hits = [(os.path.basename(p)[:-len('.plan.json')], r['blemishes'][b])
                for (p, _), r in zip(pairs, results) if b in r['blemishes']]
        if hits:
            any_blemish = True
            print('- %s: %d outputs (%s); e.g. %s %s' % (
                title, sum(len(h) for _, h in hits), ', '.join('%s: %d' % (n, len(h)) for n, h in hits),
                hits[0][0], hits[0][1][0]))
    if not any_blemish:
        print('none found')

    # categorized examples
    print('\n## Where ruamel differs from ours (heuristic categories)\n')
    by_cat = {}
    for (p, _), r in zip(pairs, results):
        name = os.path.basename(p)[:-len('.plan.json')]
        diffs = {label: (their, mine) for label, their, mine in r['diffs']}
        for cat, labels in r['categories'].items():
            entry = by_cat.setdefault(cat, {'count': 0, 'fixtures': [], 'examples': []})
            entry['count'] += len(labels)
            entry['fixtures'].append(name)
            if len(entry['examples']) < 2 and not any(e[0] == name for e in entry['examples']):
                entry['examples'].append((name, labels[0], diffs[labels[0]]))
    for cat, title in CATEGORIES:
        if cat not in by_cat:
            continue
        entry = by_cat[cat]
        print('### %s — %d outputs in %s' % (title, entry['count'], ', '.join(entry['fixtures'])))
        if cat == 'other':
            continue
        for name, label, (their, mine) in entry['examples'][:1]:
            print('%s %s' % (name, label))
            if cat == 'final-newline':
                print('ruamel ends with %r, ours with %r' % (their[-12:], mine[-12:]))
                continue
            print('```diff')
            print('\n'.join(short_diff(their, mine)))
            print('```')
        print()
    if 'other' in by_cat:
        print('### Uncategorized: first diffs per fixture (ruamel -> ours)\n')
        for (p, _), r in zip(pairs, results):
            name = os.path.basename(p)[:-len('.plan.json')]
            other = r['categories'].get('other', [])
            diffs = {label: (their, mine) for label, their, mine in r['diffs']}
            for label in other[:3]:
                print('%s %s' % (name, label))
                print('```diff')
                print('\n'.join(short_diff(*diffs[label])))
                print('```')
    return 1 if failed else 0


def main(argv):
    if len(argv) == 4 and argv[1] == '--compare':
        with open(argv[2], encoding='utf-8') as f:
            plan = json.load(f)
        with open(argv[3], encoding='utf-8') as f:
            ours = json.load(f)
        return compare(plan, ours)
    if len(argv) == 3 and argv[1] == '--self-check':
        return self_check(argv[2])
    if len(argv) in (3, 4) and argv[1] == '--summary':
        jobs = int(argv[3]) if len(argv) == 4 else None
        return summary(argv[2], jobs)
    if len(argv) == 3 and not argv[1].startswith('--'):
        with open(argv[1], encoding='utf-8') as f:
            plan = json.load(f)
        outputs, errors = ruamel_outputs(plan)
        with open(argv[2], 'w', encoding='utf-8') as f:
            json.dump({'outputs': outputs, 'errors': errors}, f, indent=1, ensure_ascii=False)
            f.write('\n')
        return 0
    sys.stderr.write(__doc__.split('\n\n')[1] + '\n')
    return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv))
