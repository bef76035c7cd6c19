#!/usr/bin/env bash
# Counts the library's public API (issue 40: public items ≤ 200), from rustdoc's JSON output.
#
#   scripts/public-api.sh            the counts, by kind and by module
#   scripts/public-api.sh --list     and every public path, one a line
#   scripts/public-api.sh --max N    the counts; exit 1 when there are more than N items (.ci/run
#                                    holds the API to issue 40's 200 so)
#
# rustdoc (nightly: `--output-format json` is unstable) documents what a user of the crate can
# reach from its root: public modules and their public items, re-exports, and the methods and
# fields of public types. Private and `#[doc(hidden)]` items are left out, so the count is the
# API as `cargo doc` shows it. The walk starts at the crate root and follows modules and `pub use`.
#
# What is counted:
#   items    modules, structs, enums, traits, functions, constants, statics, type aliases, macros,
#            re-exports of other crates' items (one each), the methods and associated constants
#            of inherent impls, the items of public traits, and enum variants
#   fields   named and tuple fields of public structs and of enum variants
# Trait impls (`Display`, `From`, …) are not counted: they add no name to learn.
#
# The JSON goes to target/public-api (its own target directory, so that the nightly build does not
# touch the stable one); the first run builds the dependencies' metadata (a few minutes).
set -euo pipefail
cd "$(dirname "$0")/.."

target=target/public-api
cargo +nightly rustdoc --quiet --lib --target-dir "$target" -- -Z unstable-options --output-format json
python3 - "$target/doc/mlex.json" "$@" <<'EOF'
import json, sys
from collections import Counter

doc = json.load(open(sys.argv[1]))
index = doc["index"]
items, fields = [], []
seen = set()

def kind(item):
    return next(iter(item["inner"]))

def walk(id_, path, mod="(root)"):
    def add(entry):
        items.append((entry[0], entry[1], mod))
    if id_ in seen or str(id_) not in index:
        return
    seen.add(id_)
    item = index[str(id_)]
    k, inner = kind(item), item["inner"][kind(item)]
    name = item.get("name") or ""
    here = f"{path}::{name}" if path and name else (path or name)
    if k == "module":
        if path:
            add(("module", here))
        for c in inner["items"]:
            walk(c, here, here.split("::", 1)[1] if path else "(root)")
    elif k == "use":
        if inner.get("id") is not None and str(inner["id"]) in index:
            target = index[str(inner["id"])]
            if inner["is_glob"]:
                for c in target["inner"].get("module", {}).get("items", []):
                    walk(c, path, mod)
            else:
                walk(inner["id"], path, mod)
        else:
            add(("re-export", f"{path}::{inner['name']}"))
    elif k in ("struct", "enum", "union"):
        add((k, here))
        if k == "struct":
            sk = inner["kind"]
            if isinstance(sk, dict):
                for f in sk.get("plain", {}).get("fields", []) + [f for f in sk.get("tuple", []) if f is not None]:
                    fields.append(f"{here}.{index[str(f)].get('name')}")
        elif k == "enum":
            for v in inner["variants"]:
                var = index[str(v)]
                add(("variant", f"{here}::{var['name']}"))
                vk = var["inner"]["variant"]["kind"]
                if isinstance(vk, dict):
                    fs = vk.get("struct", {}).get("fields", []) + [f for f in vk.get("tuple", []) if f is not None]
                    for f in fs:
                        fields.append(f"{here}::{var['name']}.{index[str(f)].get('name')}")
        for i in inner["impls"]:
            imp = index[str(i)]["inner"]["impl"]
            if imp["trait"] is None and not imp["is_synthetic"] and imp["blanket_impl"] is None:
                for m in imp["items"]:
                    mi = index[str(m)]
                    add(("method" if kind(mi) == "function" else kind(mi), f"{here}::{mi['name']}"))
    elif k == "trait":
        add(("trait", here))
        for m in inner["items"]:
            mi = index[str(m)]
            add(("trait item", f"{here}::{mi['name']}"))
    else:
        add((k, here))

walk(doc["root"], "")
by_kind = Counter(k for k, _, _ in items)
by_module = Counter(m for _, _, m in items)
print(f"public items: {len(items)}   public fields: {len(fields)}")
print("by kind:   " + ", ".join(f"{k} {n}" for k, n in by_kind.most_common()))
print("by module: " + ", ".join(f"{k} {n}" for k, n in by_module.most_common()))
args = sys.argv[2:]
if "--list" in args:
    for k, p, _ in sorted(items, key=lambda x: x[1]):
        print(f"  {k:10} {p}")
    for f in sorted(fields):
        print(f"  {'field':10} {f}")
if "--max" in args:
    most = int(args[args.index("--max") + 1])
    if len(items) > most:
        print(f"error: {len(items)} public items, more than {most} (docs/library-api.md, "
              "\"Changing the API\")", file=sys.stderr)
        sys.exit(1)
EOF
