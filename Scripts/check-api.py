#!/usr/bin/env python3
"""The two halves of Scripts/check-api.sh that need more than a shell: making a dump of
`swift-api-digester -dump-sdk` stable, and naming what changed between two such dumps.

  normalize IN OUT          IN: a raw dump; OUT: the dump the baseline holds.
  compare BASELINE CURRENT  prints every public declaration added, removed or changed
                            (by USR), then the start of a unified diff of the two files;
                            exit 0 when the files are equal, 1 when they differ.

Normalizing keeps the library's public API and leaves out what changes with the platform,
the build or the toolchain rather than with the library:
- the module's imports (Glibc on Linux, Musl with the static SDK, Darwin on Apple
  platforms; SwiftOnoneSupport in debug builds only; internal imports are no API);
- on a type of another module that the library extends (Array, Int, Decoder, ...): that
  type's own conformances, attributes and generic signature; only the members the
  library adds and its conformances to the library's own protocols stay, and a type left
  with neither (an extension adding only internal members or conformances) goes;
- the order of declarations: the members of each type and the module's top level are
  sorted by name, kind and USR (moving a declaration to another file is no API change),
  and conformances by name. Nothing inside a signature is reordered (a function's first
  type child is its result, then its parameters in order).
The digester reads the normalized file as it reads its own dumps (`-diagnose-sdk`).
"""
import difflib
import json
import sys

DIFF_LINES = 60  # unified diff lines printed on a difference
# Keys kept on a type of another module that the library extends.
EXTERNAL_KEYS = ("kind", "name", "printedName", "children", "declKind", "usr",
                 "mangledName", "moduleName", "isExternal", "conformances")


def is_decl(node: dict) -> bool:
    """A declaration (has a declKind), rather than a type in a signature."""
    return "declKind" in node


def member_key(node: dict) -> tuple:
    return (node.get("printedName", ""), node.get("declKind", ""), node.get("usr", ""))


def normalize_decl(node: dict, module: str) -> dict | None:
    if node.get("isExternal") and node.get("kind") == "TypeDecl":
        own_protocol = f"s:{len(module)}{module}"
        node = {key: node[key] for key in EXTERNAL_KEYS if key in node}
        conformances = [c for c in node.get("conformances", [])
                        if c.get("usr", "").startswith(own_protocol)]
        if conformances:
            node["conformances"] = conformances
        else:
            node.pop("conformances", None)
    children = node.get("children")
    if children is not None:
        members = [normalize_decl(c, module) for c in children if is_decl(c)]
        members = sorted((m for m in members if m is not None), key=member_key)
        signature = [c for c in children if not is_decl(c)]
        node["children"] = signature + members
        if not node["children"]:
            del node["children"]
    if "conformances" in node:
        node["conformances"].sort(key=lambda c: (c.get("name", ""), c.get("usr", "")))
    if node.get("isExternal") and "children" not in node and "conformances" not in node:
        return None
    return node


def normalize(raw: dict) -> dict:
    root = raw["ABIRoot"]
    module = root["name"]
    if module == "NO_MODULE":
        sys.exit("check-api.py: the digester loaded no module (NO_MODULE)")
    top = [c for c in root.get("children", []) if c.get("kind") != "Import"]
    top = [normalize_decl(c, module) for c in top]
    root["children"] = sorted((c for c in top if c is not None), key=member_key)
    return raw


def dumps(tree: dict) -> str:
    return json.dumps(tree, indent=2, ensure_ascii=False) + "\n"


# --- compare -----------------------------------------------------------------------

def declarations(tree: dict) -> dict:
    """usr -> (display name, node) for every declaration, members included."""
    found = {}

    def walk(node: dict, owner: list[str]) -> None:
        for child in node.get("children", []):
            if not is_decl(child):
                continue
            name = ".".join(owner + [child.get("printedName", child.get("name", "?"))])
            key = child.get("usr") or f"{child.get('declKind')} {name}"
            found[key] = (f"{child.get('declKind', child.get('kind'))} {name}", child)
            inner = owner + [child.get("name", "?")] if child.get("kind") == "TypeDecl" else owner
            walk(child, inner)

    walk(tree["ABIRoot"], [])
    return found


def signature_role(node: dict, index: int) -> str:
    if node.get("kind") in ("Function", "Constructor", "Subscript"):
        return "result type" if index == 0 else f"parameter {index - 1}"
    if node.get("kind") == "Var":
        return "type"
    return f"type {index}"


def compact(value) -> str:
    if value is None:
        return "(absent)"
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return text if len(text) <= 100 else text[:97] + "..."


def changes(old: dict, new: dict) -> list[str]:
    """What differs in a declaration itself (its members are compared on their own)."""
    found = []
    old_sig = [c for c in old.get("children", []) if not is_decl(c)]
    new_sig = [c for c in new.get("children", []) if not is_decl(c)]
    if len(old_sig) != len(new_sig):
        found.append(f"signature ({', '.join(c['printedName'] for c in old_sig)}) -> "
                     f"({', '.join(c['printedName'] for c in new_sig)})")
    else:
        for index, (a, b) in enumerate(zip(old_sig, new_sig)):
            if a == b:
                continue
            role = signature_role(old, index)
            if a.get("printedName") != b.get("printedName"):
                found.append(f"{role}: {a.get('printedName')} -> {b.get('printedName')}")
            else:
                for key in sorted(set(a) | set(b)):
                    if a.get(key) != b.get(key):
                        found.append(f"{role} {b.get('printedName')}: {key} "
                                     f"{compact(a.get(key))} -> {compact(b.get(key))}")
    for key in sorted((set(old) | set(new)) - {"children"}):
        a, b = old.get(key), new.get(key)
        if a == b:
            continue
        if key in ("conformances", "accessors"):
            names_a = {c.get("name"): c for c in a or []}
            names_b = {c.get("name"): c for c in b or []}
            what = "conformance" if key == "conformances" else "accessor"
            found += [f"+{what} {n}" for n in sorted(names_b.keys() - names_a.keys())]
            found += [f"-{what} {n}" for n in sorted(names_a.keys() - names_b.keys())]
            found += [f"{what} {n} changed" for n in sorted(names_a.keys() & names_b.keys())
                      if names_a[n] != names_b[n]]
        elif isinstance(a, list) or isinstance(b, list):
            found += [f"+{key} {v}" for v in b or [] if v not in (a or [])]
            found += [f"-{key} {v}" for v in a or [] if v not in (b or [])]
        else:
            found.append(f"{key}: {compact(a)} -> {compact(b)}")
    return found


def compare(baseline_path: str, current_path: str) -> int:
    with open(baseline_path, encoding="utf-8") as f:
        baseline_text = f.read()
    with open(current_path, encoding="utf-8") as f:
        current_text = f.read()
    if baseline_text == current_text:
        return 0
    old = declarations(json.loads(baseline_text))
    new = declarations(json.loads(current_text))
    added = sorted(new[k][0] for k in new.keys() - old.keys())
    removed = sorted(old[k][0] for k in old.keys() - new.keys())
    changed = []
    for key in sorted(old.keys() & new.keys(), key=lambda k: new[k][0]):
        details = changes(old[key][1], new[key][1])
        if details:
            changed.append((new[key][0], details))
    print(f"Public API declarations: {len(added)} added, {len(removed)} removed, "
          f"{len(changed)} changed")
    for name in added:
        print(f"  added:   {name}")
    for name in removed:
        print(f"  removed: {name}")
    for name, details in changed:
        print(f"  changed: {name}")
        for detail in details:
            print(f"           {detail}")
    diff = list(difflib.unified_diff(baseline_text.splitlines(), current_text.splitlines(),
                                     baseline_path, current_path, lineterm=""))
    print(f"\nUnified diff of the dumps ({len(diff)} lines"
          + (f", the first {DIFF_LINES} shown):" if len(diff) > DIFF_LINES else "):"))
    for line in diff[:DIFF_LINES]:
        print(line)
    if len(diff) > DIFF_LINES:
        print(f"... {len(diff) - DIFF_LINES} more lines: diff -u {baseline_path} {current_path}")
    return 1


def main(argv: list[str]) -> int:
    if len(argv) == 3 and argv[0] == "normalize":
        with open(argv[1], encoding="utf-8") as f:
            tree = normalize(json.load(f))
        with open(argv[2], "w", encoding="utf-8") as f:
            f.write(dumps(tree))
        return 0
    if len(argv) == 3 and argv[0] == "compare":
        return compare(argv[1], argv[2])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
