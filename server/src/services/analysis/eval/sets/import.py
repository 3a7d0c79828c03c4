"""Copies the writers' documents and labels from the blind kit into dev/ and blind/ (run by the lead only).

Usage: python3 import.py <writer folder>...   Each folder holds dev/, blind/ and labels.json (FORMAT.md).
Entries are merged by id into <part>/labels.json; documents are copied as they are.
"""
import json, os, shutil, sys

here = os.path.dirname(os.path.abspath(__file__))
for part in ('dev', 'blind'):
    path = os.path.join(here, part, 'labels.json')
    labels = json.load(open(path)) if os.path.exists(path) else {'cvs': [], 'jobs': []}
    for folder in sys.argv[1:]:
        src = json.load(open(os.path.join(folder, 'labels.json')))
        for kind, sub in (('cvs', 'cvs'), ('jobs', 'jobs')):
            for entry in src[kind]:
                if entry['part'] != part:
                    continue
                doc = os.path.join(folder, part, sub, entry['id'] + '.txt')
                if not os.path.exists(doc):
                    sys.exit(f'missing document {doc}')
                os.makedirs(os.path.join(here, part, sub), exist_ok=True)
                shutil.copy(doc, os.path.join(here, part, sub, entry['id'] + '.txt'))
                labels[kind] = [e for e in labels[kind] if e['id'] != entry['id']] + [entry]
    for kind in ('cvs', 'jobs'):
        labels[kind].sort(key=lambda e: e['id'])
    os.makedirs(os.path.join(here, part), exist_ok=True)
    with open(path, 'w') as f:
        json.dump(labels, f, indent=1, ensure_ascii=False)
        f.write('\n')
    print(part, len(labels['cvs']), 'CVs', len(labels['jobs']), 'jobs')
