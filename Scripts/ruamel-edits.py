#!/usr/bin/env python3
"""An independent oracle for text-preserving config edits: ruamel.yaml round-trip mode.

Usage
-----
    python3 Scripts/ruamel-edits.py PLAN.json OUT.json
    python3 Scripts/ruamel-edits.py --compare PLAN.json OURS.json

Requires only `ruamel.yaml` (`pip install ruamel.yaml`).

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
produced by our Swift code for the same plan.  For each edit both outputs are
loaded with a safe loader that keeps unknown tags (`!Ref x` -> {"!Ref": "x"})
and ALL documents of the stream are compared as data.  The script prints how
many outputs are byte-identical, a unified diff (ruamel -> ours) for the first
40 that differ, and the total number of changed lines against the original
(difflib, lines removed + lines added) for ours and for ruamel.  It exits 1
when any edit's data differ, or our output does not load; a null in OURS
(our code declined the edit) is reported but is not a failure.
"""

import copy
import difflib
import io
import json
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
    fmt = plan.get('format', 'yaml')
    text = plan['text']
    doc_index = plan.get('document', 0) or 0
    outputs, errors = [], []
    if fmt == 'json':
        _, had_comments = strip_jsonc(text)
        if had_comments:
            msg = 'JSONC: ruamel.yaml cannot keep // or /* */ comments'
            return [None] * len(plan['edits']), [msg] * len(plan['edits'])
    elif fmt != 'yaml':
        raise SystemExit('unknown format %r' % (fmt,))
    for edit in plan['edits']:
        try:
            yaml = make_yaml(text)
            docs = list(yaml.load_all(text))
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


# --------------------------------------------------------------------------
# Data comparison
# --------------------------------------------------------------------------

class TagKeepingConstructor(SafeConstructor):
    pass


def _construct_tagged(self, node):
    if isinstance(node, ScalarNode):
        value = self.construct_scalar(node)
    elif isinstance(node, SequenceNode):
        value = self.construct_sequence(node, deep=True)
    else:
        value = self.construct_mapping(node, deep=True)
    return {str(node.tag): value}


TagKeepingConstructor.add_constructor(None, _construct_tagged)


def load_data(text, fmt):
    """All documents of text as plain data (list), tags kept as {tag: value}."""
    if fmt == 'json':
        stripped, had = strip_jsonc(text)
        if had:
            return [load_jsonc_data(text)]
    yaml = YAML(typ='safe', pure=True)
    yaml.Constructor = TagKeepingConstructor
    return [normalise(d) for d in yaml.load_all(text)]


def normalise(value):
    if isinstance(value, dict):
        return {normalise_key(k): normalise(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [normalise(v) for v in value]
    return value


def normalise_key(k):
    if isinstance(k, (dict, list)):
        return json.dumps(normalise(k), sort_keys=True, default=str)
    return k


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


def compare(plan, ours):
    fmt = plan.get('format', 'yaml')
    text = plan['text']
    doc_index = plan.get('document', 0) or 0
    edits = plan['edits']
    our_outputs = ours.get('outputs', [])
    if len(our_outputs) != len(edits):
        print('OURS has %d outputs for %d edits' % (len(our_outputs), len(edits)))
        return 1
    theirs, their_errors = ruamel_outputs(plan)

    identical = 0
    diffs = []
    data_differ = []
    ours_declined = []
    ruamel_failed = []
    ours_lines = ruamel_lines = ours_lines_all = 0
    both = 0

    for i, (edit, mine, their, err) in enumerate(zip(edits, our_outputs, theirs, their_errors)):
        label = '#%d %s' % (i, describe(edit))
        if mine is None:
            ours_declined.append(label)
            continue
        ours_lines_all += changed_lines(text, mine)
        # expected data
        try:
            mine_data = load_data(mine, fmt)
        except Exception as exc:
            data_differ.append('%s: our output does not load: %s' % (label, exc))
            continue
        if their is not None:
            expected = load_data(their, fmt)
        else:
            ruamel_failed.append('%s: %s' % (label, err))
            if fmt != 'json':
                continue
            try:  # plain-data oracle for JSON/JSONC
                expected = [apply_edit(load_jsonc_data(text), copy.deepcopy(edit))]
            except Exception as exc:
                expected = None
                data_differ.append('%s: the edit fails on the plain data (%s) but ours produced text' % (label, exc))
                continue
        if mine_data != expected:
            data_differ.append(label)
        if their is None:
            continue
        both += 1
        ours_lines += changed_lines(text, mine)
        ruamel_lines += changed_lines(text, their)
        if mine == their:
            identical += 1
        else:
            diffs.append((label, their, mine))

    total = len(edits)
    print('edits: %d   ruamel outputs: %d   ours: %d' % (
        total, sum(t is not None for t in theirs), sum(o is not None for o in our_outputs)))
    print('byte-identical to ruamel: %d of %d compared' % (identical, both))
    for label, their, mine in diffs[:MAX_DIFFS]:
        print('\n=== %s (ruamel -> ours)' % label)
        sys.stdout.writelines(difflib.unified_diff(
            their.splitlines(True), mine.splitlines(True), 'ruamel', 'ours'))
        if not mine.endswith('\n') or not their.endswith('\n'):
            print('\n(note: at least one side has no final newline)')
    if len(diffs) > MAX_DIFFS:
        print('\n... %d more differing outputs not shown' % (len(diffs) - MAX_DIFFS))
    print('\nchanged lines against the original (removed + added), over the %d edits both produced:' % both)
    print('  ours:   %d' % ours_lines)
    print('  ruamel: %d' % ruamel_lines)
    print('  ours over all its %d outputs: %d' % (sum(o is not None for o in our_outputs), ours_lines_all))
    if ruamel_failed:
        print('\nruamel produced no output for %d edits:' % len(ruamel_failed))
        for line in ruamel_failed:
            print('  ' + line)
    if ours_declined:
        print('\nours produced no output (null) for %d edits:' % len(ours_declined))
        for line in ours_declined:
            print('  ' + line)
    if data_differ:
        print('\nDATA DIFFER for %d edits:' % len(data_differ))
        for line in data_differ:
            print('  ' + line)
        return 1
    print('\ndata: all compared outputs hold equal data')
    return 0


def main(argv):
    if len(argv) == 4 and argv[1] == '--compare':
        with open(argv[2], encoding='utf-8') as f:
            plan = json.load(f)
        with open(argv[3], encoding='utf-8') as f:
            ours = json.load(f)
        return compare(plan, ours)
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
